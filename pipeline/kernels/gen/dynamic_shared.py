"""Shared memory past the 48 KiB a kernel may declare, for the template generators: the launch asks
for the bytes (`dynamic_shared_memory_size`), and the kernel's buffers are `memref.view`s of
`gpu.dynamic_shared_memory` at byte offsets (pipeline/passes/shared_memory.py declares it extern and
16-byte aligned; the manifest carries the size, the launcher raises the kernel's limit)."""

STATIC_LIMIT = 48 * 1024  # bytes of shared memory a kernel may declare without asking at launch
WG = "#gpu.address_space<workgroup>"


def views(base: str, buffers: list[tuple[str, str, int | str]], ind: str = "    ") -> str:
    """The kernel's lines: `%base`, the dynamic shared memory, then each (name, memref type, byte
    offset) as `%name`, a view of it. An int offset becomes a constant `%<base>_<i>`; a str is an index
    value the kernel computes before these lines (a view that depends on the thread's group)."""
    lines = [f"{ind}%{base} = gpu.dynamic_shared_memory : memref<?xi8, {WG}>"]
    at = []
    for i, (_, _, offset) in enumerate(buffers):
        if isinstance(offset, str):
            at.append(offset)
        else:
            lines.append(f"{ind}%{base}_{i} = arith.constant {offset} : index")
            at.append(f"%{base}_{i}")
    for (name, typ, _), offset in zip(buffers, at):
        lines.append(f"{ind}%{name} = memref.view %{base}[{offset}][] : memref<?xi8, {WG}> to {typ}")
    return "\n".join(lines)
