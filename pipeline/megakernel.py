"""One persistent kernel for a decoding step (issue 58): the step's launches become tasks of one kernel.

Every launch of the step stays the kernel the GPU path made, byte for byte in its arithmetic: its PTX
`.entry` becomes a device function (`.func`) whose block and thread indices are parameters. The
megakernel (`.entry megakernel`) runs one block per SM and walks the step's launches in their order:

- a launch's blocks are its tasks, dealt round-robin to the persistent blocks (block b of a launch of n
  blocks runs on persistent block b mod G): the schedule is static, the same every step;
- a task's parameters (its memref descriptors, exactly what cuLaunchKernel would be given) are read from a
  table in device memory that the launcher writes once per set of buffer addresses;
- between two launches every persistent block adds one to the launch's counter in global memory (release,
  gpu scope) and waits until all have (acquire): what a launch wrote is what the next one reads, as at a
  kernel boundary. While it waits, a block prefetches its share of the next launch's weights into L2;
- sums keep their order: each task is the same code on the same data as the launch it replaces, so the
  results are the multi-kernel step's, bit for bit.

A task with fewer threads than the megakernel's block runs on its first threads; its barriers become the named
barrier 1 over its own threads (`barrier.sync 1, n`), so the others need not take part. Static shared memory of
every function is its own; dynamic shared memory is one buffer all tasks use (one task at a time a block).

The schedule is data: `schedule()` lists the tasks with their launch's label, layer and NumPy lines, and the
manifest carries it (launcher/megakernel.py runs it). Thread 0 of each block stamps `%globaltimer` at the start
and end of every launch into a buffer: the profile's time per task, grouped by NumPy line and layer as today.

Not every kernel can be a task: a launch in thread-block clusters, a kernel reading a special register the
schedule does not virtualize, or one with barriers and a block that is not a whole number of warps is refused
in one line (MegakernelError).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from contract import descriptor, dtypes
from contract.errors import Gpt2MlirError

KERNEL = "megakernel"
REFUSED_KEY = "megakernel_refused"
LINE = 128  # bytes a prefetch brings into L2
# At most this much of one weight is prefetched while the blocks wait (the head's 154 MB would only push the
# next launch's own lines out of a 50 MB L2 again): the start of it, which the first blocks read first.
PREFETCH_BYTES = 8 << 20
# The special registers a task reads through parameters (the launch's block and thread), in parameter order.
INDICES = [f"{r}_{d}" for r in ("tid", "ntid", "ctaid", "nctaid") for d in "xyz"]
# Special registers a task may read as they are (the same in the persistent block as in the launch's).
KEPT = {"laneid", "globaltimer", "clock", "clock64", "globaltimer_lo", "globaltimer_hi", "lanemask_eq", "lanemask_lt",
        "lanemask_le", "lanemask_gt", "lanemask_ge"}


class MegakernelError(Gpt2MlirError, ValueError):
    """A step the megakernel cannot run as tasks: one line naming the launch and what it uses that a task cannot."""


@dataclass
class Entry:
    """One `.entry` of a PTX module and what it needs from the module around it."""
    name: str
    params: list[tuple[str, str]]  # (type, name), e.g. ("u64", "k_param_0")
    directives: str               # .maxntid / .reqntid ... between the parameters and the body
    body: str                     # from "{" to the matching "}"
    decls: list[str] = field(default_factory=list)  # the module's other top-level items (shared, funcs)


def _items(text: str) -> list[str]:
    """The top-level items of a PTX module: declarations ending in `;` and definitions ending in `}`."""
    text = re.sub(r"//[^\n]*", "", text)
    items, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                items.append(text[start:i + 1].strip())
                start = i + 1
        elif ch == ";" and depth == 0:
            items.append(text[start:i + 1].strip())
            start = i + 1
    rest = text[start:].strip()
    if rest:
        items.append(rest)
    return [item for item in items if item]


ENTRY = re.compile(r"^(?:\.visible\s+|\.weak\s+)?\.entry\s+([\w$]+)\s*\((.*?)\)\s*((?:\.\w+[^{]*)?)(\{.*\})$", re.S)
PARAM = re.compile(r"\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)(?:\s+\.ptr)?(?:\s+\.(?:global|shared|const|local))?"
                   r"(?:\s+\.align\s+\d+)?\s+([\w$]+)")
NAMED = re.compile(r"^(?:\.visible\s+|\.weak\s+|\.extern\s+)*\.(?:shared|global|const)\s+(?:\.align\s+\d+\s+)?"
                   r"(?:\.v\d\s+)?\.\w+\s+([\w$]+)")
FUNC = re.compile(r"^(?:\.visible\s+|\.weak\s+|\.extern\s+)*\.func\s*(?:\([^)]*\)\s*)?([\w$]+)")
DYNAMIC = re.compile(r"^\.extern\s+\.shared\s+(?:\.align\s+(\d+)\s+)?\.\w+\s+([\w$]+)\s*\[\s*\]\s*;$")


def parse(text: str) -> tuple[tuple[int, int], dict[str, Entry]]:
    """((PTX ISA major, minor), {entry name: Entry}) of one module the GPU path wrote."""
    version, entries, decls = (0, 0), {}, []
    if m := re.search(r"^\.version\s+(\d+)\.(\d+)", text, re.M):
        version = (int(m[1]), int(m[2]))
    for item in _items(re.sub(r"^\s*\.(?:version|target|address_size)\b[^\n]*", "", text, flags=re.M)):
        m = ENTRY.match(item)
        if m:
            params = [(t, n) for t, n in PARAM.findall(m[2])]
            entries[m[1]] = Entry(m[1], params, m[3].strip(), m[4])
        else:
            decls.append(item)
    for e in entries.values():
        e.decls = decls
    return version, entries


def _rename(text: str, names: dict[str, str]) -> str:
    if not names:
        return text
    pattern = re.compile(r"(?<![\w$.%])(" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) +
                         r")(?![\w$])")
    return pattern.sub(lambda m: names[m[1]], text)


BARRIER = re.compile(r"\bbar\.sync\s+0\s*;")
OTHER_BARRIER = re.compile(r"\b(?:bar|barrier)\.(?!sync\s+0\s*;|warp\.sync)[\w.]*[^;]*;")
SPECIAL = re.compile(r"%(tid|ntid|ctaid|nctaid)\.([xyz])\b")
ANY_SPECIAL = re.compile(r"%(?!mk_)([a-z_]+[a-z0-9_]*)(?:\.[xyz])?\b")
LOAD_PARAM = re.compile(r"\bld\.param\.(\w+)\s+(%\w+)\s*,\s*\[\s*([\w$]+)\s*(?:\+\s*(\d+)\s*)?\]\s*;")
REFUSED = re.compile(r"\b(?:griddepcontrol\.\w+|barrier\.cluster\.\w+|mapa\.\w+|fence\.proxy\.\w+|elect\.sync)\b")


def _param_load(m: re.Match, slots: dict[str, int], where: str) -> str:
    """`ld.param.T %r, [p]` of a launch parameter as a load of its 64-bit word in the task table."""
    if m[3] not in slots:
        return m[0]
    if m[1] not in ("u64", "b64", "s64") or m[4]:
        raise MegakernelError(f"{where}: reads parameter {m[3]} as .{m[1]}; the task table holds 64-bit words")
    return f"ld.global.nc.{m[1]} {m[2]}, [%mk_params+{8 * slots[m[3]]}];"


def as_function(entry: Entry, prefix: str, where: str) -> tuple[str, list[str], int, list[str]]:
    """The entry as a device function `<prefix><name>` taking a pointer to its words of the task table, then
    INDICES and the task's thread count; returns (its text with the module items it defines, renamed under
    `prefix`; the names of the dynamic shared buffers it used; the alignment they need; its `.extern`
    declarations, which keep their names: the megakernel declares each once)."""
    names, dynamic, align, decls, externs = {entry.name: prefix + entry.name}, [], 16, [], []
    for item in entry.decls:
        if m := DYNAMIC.match(item):
            dynamic.append(m[2])
            align = max(align, int(m[1] or 16))
            continue
        if item.startswith(".extern"):
            externs.append(" ".join(item.split()))
            continue
        if m := NAMED.match(item) or FUNC.match(item):
            names[m[1]] = prefix + m[1]
        decls.append(item)
    body = entry.body
    if m := REFUSED.search(body):
        if m[0].startswith("griddepcontrol"):
            body = re.sub(r"\bgriddepcontrol\.\w+\s*;", "", body)  # the counters order the launches
        if m := REFUSED.search(body):
            raise MegakernelError(f"{where}: `{m[0]}` (thread-block clusters) cannot run as a task of the megakernel")
    if m := OTHER_BARRIER.search(body):
        raise MegakernelError(f"{where}: barrier `{m[0]}` is not one the megakernel renames (bar.sync 0 only)")
    for m in ANY_SPECIAL.finditer(body):
        if m[1] in ("tid", "ntid", "ctaid", "nctaid") or m[1] in KEPT or not _is_special(m[1]):
            continue
        raise MegakernelError(f"{where}: reads %{m[1]}, which differs in a persistent block")
    body = SPECIAL.sub(lambda m: f"%mk_{m[1]}_{m[2]}", body)
    body = BARRIER.sub("barrier.sync.aligned 1, %mk_threads;", body)
    body = re.sub(r"\bexit\s*;", "ret;", body)
    # ld.global.nc reads through a cache that is coherent only for memory no thread writes while the kernel
    # runs: a launch's read-only buffer (an activation) is written by another task of the same megakernel.
    body = re.sub(r"\bld\.global\.nc\.", "ld.global.", body)
    # the launch's parameters are read from its words of the task table, not from the parameter space
    slots = {name: i for i, (_, name) in enumerate(entry.params)}
    body = LOAD_PARAM.sub(lambda m: _param_load(m, slots, where), body)
    if m := re.search(r"(?<![\w$])(" + "|".join(map(re.escape, slots)) + r")(?![\w$])", body) if slots else None:
        raise MegakernelError(f"{where}: uses parameter {m[1]} other than by ld.param")
    body = body.replace("{", "{\n\t.reg .b32 " + ", ".join(f"%mk_{r}" for r in INDICES + ["threads"]) +
                        ";\n\t.reg .b64 %mk_params;" +
                        "".join(f"\n\tld.param.u32 %mk_{r}, [{prefix}{entry.name}_{r}];" for r in INDICES + ["threads"]) +
                        f"\n\tld.param.u64 %mk_params, [{prefix}{entry.name}_params];", 1)
    params = [f"\t.param .u64 {prefix}{entry.name}_params"]
    params += [f"\t.param .u32 {prefix}{entry.name}_{r}" for r in INDICES + ["threads"]]
    text = "\n".join(decls + [f".func {entry.name}(\n" + ",\n".join(params) + "\n)\n" + body])
    renamed = _rename(text, names)
    return renamed, dynamic, align, externs


SPECIALS = {"tid", "ntid", "laneid", "warpid", "nwarpid", "ctaid", "nctaid", "smid", "nsmid", "gridid", "clusterid",
            "nclusterid", "cluster_ctaid", "cluster_nctaid", "cluster_ctarank", "cluster_nctarank", "is_explicit_cluster",
            "lanemask_eq", "lanemask_le", "lanemask_lt", "lanemask_ge", "lanemask_gt", "clock", "clock64",
            "clock_hi", "globaltimer", "globaltimer_lo", "globaltimer_hi", "total_smem_size",
            "aggr_smem_size", "dynamic_smem_size", "reserved_smem_offset_begin", "reserved_smem_offset_end",
            "reserved_smem_offset_cap", "current_graph_exec", "envreg"}


def _is_special(name: str) -> bool:
    return name in SPECIALS or re.fullmatch(r"envreg\d+|pm\d+(_64)?", name) is not None


@dataclass
class Task:
    """One launch of the step as the megakernel runs it."""
    step: int                      # its index in the manifest's steps
    function: str                  # the device function
    grid: list[int]
    block: list[int]
    params: int                    # 64-bit words of its parameters in the table
    offset: int                    # where they start in the table (words)
    prefetch: list[int]            # its arguments (indices) that are weights: the block before prefetches them

    @property
    def blocks(self) -> int:
        return math.prod(self.grid)

    @property
    def threads(self) -> int:
        return math.prod(self.block)


def _thread_count(task: Task) -> int:
    """The task's threads rounded up to whole warps (a named barrier counts warps)."""
    return -(-task.threads // 32) * 32


def schedule(manifest: dict, weights: set[int]) -> list[Task]:
    """The step's launches as tasks in their order, each with its place in the parameter table."""
    tasks, offset = [], 0
    for n, step in enumerate(manifest["steps"]):
        if step["op"] != "launch":
            continue
        where = f"launch {n} ({step.get('label', step['kernel'])})"
        if step.get("cluster"):
            raise MegakernelError(f"{where}: runs in thread-block clusters, which a persistent block cannot be")
        words = sum(len(descriptor.param_bits(len(a["sizes"]))) for a in step["args"])
        fetch = [i for i, a in enumerate(step["args"]) if a["buffer"] in weights]
        tasks.append(Task(n, "", list(step["grid"]), list(step["block"]), words, offset, fetch))
        offset += words
    return tasks


def _index(reg: str, linear: str, dims: list[int], lines: list[str]) -> None:
    """reg_x, reg_y, reg_z from a linear index over dims (x fastest), as CUDA numbers blocks and threads."""
    x, y, z = dims
    lines.append(f"\trem.u32 {reg}_x, {linear}, {x};" if x > 1 else f"\tmov.u32 {reg}_x, 0;")
    if y > 1:
        lines.append(f"\tdiv.u32 {reg}_y, {linear}, {x};")
        lines.append(f"\trem.u32 {reg}_y, {reg}_y, {y};")
    else:
        lines.append(f"\tmov.u32 {reg}_y, 0;")
    lines.append(f"\tdiv.u32 {reg}_z, {linear}, {x * y};" if z > 1 else f"\tmov.u32 {reg}_z, 0;")


def _prefetch(task: Task, args: list[dict], lines: list[str], label: str) -> None:
    """Every thread of every persistent block prefetches its share of the task's weights into L2."""
    for i in task.prefetch:
        a = args[i]
        itemsize = dtypes.itemsize(a["dtype"])
        span = (sum((s - 1) * st for s, st in zip(a["sizes"], a["strides"])) + 1) * itemsize if all(a["sizes"]) else 0
        count = -(-min(span, PREFETCH_BYTES) // LINE)
        if not count:
            continue
        word = task.offset + sum(len(descriptor.param_bits(len(b["sizes"]))) for b in args[:i]) + 1  # aligned ptr
        lines += [f"\tld.global.nc.u64 %mk_base, [%mk_table+{8 * word}];",
                  f"\tadd.s64 %mk_base, %mk_base, {a['offset'] * itemsize};",
                  "\tmad.lo.u32 %mk_i, %mk_cta, %mk_block, %mk_t;",
                  f"{label}_{i}:",
                  f"\tsetp.ge.u32 %mk_p, %mk_i, {count};",
                  f"\t@%mk_p bra {label}_{i}_done;",
                  f"\tmad.wide.u32 %mk_addr, %mk_i, {LINE}, %mk_base;",
                  "\tprefetch.global.L2 [%mk_addr];",
                  "\tadd.u32 %mk_i, %mk_i, %mk_stride;",
                  f"\tbra.uni {label}_{i};",
                  f"{label}_{i}_done:"]


def megakernel(manifest: dict, build_dir: Path, weights: set[int]) -> tuple[str, dict]:
    """(the megakernel's PTX module, the manifest's `megakernel` entry) for the launches of `manifest`."""
    build_dir = Path(build_dir)
    tasks = schedule(manifest, weights)
    if not tasks:
        raise MegakernelError(f"{manifest['program']}: no launches to run as tasks")
    steps = manifest["steps"]
    version, target, funcs, done, dynamic, align, externs = (0, 0), None, [], {}, 0, 16, {}
    for task in tasks:
        step = steps[task.step]
        key = (step["ptx"], step["kernel"])
        if key not in done:
            text = (build_dir / step["ptx"]).read_text()
            v, entries = parse(text)
            version = max(version, v)
            target = target or re.search(r"^\.target\s+([^\n]+)", text, re.M)[1].strip()
            prefix = f"mk{len(done)}_"
            body, dyn, al, ext = as_function(entries[step["kernel"]], prefix, f"launch {task.step} ({step['kernel']})")
            externs.update(dict.fromkeys(ext))
            funcs.append(body)
            done[key] = prefix + step["kernel"]
            align = max(align, al)
            funcs[-1] = _rename(funcs[-1], {name: "mk_dynamic_shared" for name in dyn})
        task.function = done[key]
        dynamic = max(dynamic, step["shared_bytes"])
    block = max(_thread_count(t) for t in tasks)
    if block > 1024:
        raise MegakernelError(f"a launch has a block of {block} threads, more than a block may have")
    for task in tasks:
        if task.threads != _thread_count(task) and BARRIER.search(_function_text(funcs, task.function)):
            raise MegakernelError(f"launch {task.step} ({task.function}): barriers in a block of {task.threads} "
                                  "threads, not whole warps")
    lines = _entry(tasks, steps, block)
    text = "\n".join([f".version {version[0]}.{version[1]}", f".target {target}", ".address_size 64", "",
                      f".extern .shared .align {align} .b8 mk_dynamic_shared[];", *externs, ""] + funcs + [""] + lines) + "\n"
    entry = {
        "ptx": f"{KERNEL}/{KERNEL}.ptx", "kernel": KERNEL, "block": [block, 1, 1], "shared_bytes": dynamic,
        "table_words": sum(t.params for t in tasks), "counters": len(tasks) + 1,
        "tasks": [{"step": t.step, "function": t.function, "grid": t.grid, "block": t.block, "offset": t.offset,
                   "params": t.params, "prefetch": t.prefetch} for t in tasks],
    }
    return text, entry


def _function_text(funcs: list[str], name: str) -> str:
    return next(f for f in funcs if re.search(rf"\.func\s+{re.escape(name)}\(", f))


def _entry(tasks: list[Task], steps: list[dict], block: int) -> list[str]:
    """The persistent kernel: its parameters are the task table, the counters (word 0: the steps run so far;
    word 1 + k: launch k's arrivals) and the time stamps (two 64-bit words a launch and persistent block)."""
    lines = [f".visible .entry {KERNEL}(",
             f"\t.param .u64 {KERNEL}_table,", f"\t.param .u64 {KERNEL}_counters,", f"\t.param .u64 {KERNEL}_stamps",
             ")", f".maxntid {block}, 1, 1", ".minnctapersm 1", "{",
             "\t.reg .pred %mk_p, %mk_q;",
             "\t.reg .b32 %mk_t, %mk_cta, %mk_ctas, %mk_block, %mk_stride, %mk_b, %mk_i, %mk_seen, %mk_want, %mk_epoch;",
             "\t.reg .b32 %mk_tid_x, %mk_tid_y, %mk_tid_z, %mk_ctaid_x, %mk_ctaid_y, %mk_ctaid_z;",
             "\t.reg .b64 %mk_table, %mk_counters, %mk_stamps, %mk_base, %mk_addr, %mk_time, %mk_slot, %mk_params;",
             f"\tld.param.u64 %mk_table, [{KERNEL}_table];", "\tcvta.to.global.u64 %mk_table, %mk_table;",
             f"\tld.param.u64 %mk_counters, [{KERNEL}_counters];", "\tcvta.to.global.u64 %mk_counters, %mk_counters;",
             f"\tld.param.u64 %mk_stamps, [{KERNEL}_stamps];", "\tcvta.to.global.u64 %mk_stamps, %mk_stamps;",
             "\tmov.u32 %mk_t, %tid.x;", "\tmov.u32 %mk_cta, %ctaid.x;", "\tmov.u32 %mk_ctas, %nctaid.x;",
             "\tmov.u32 %mk_block, %ntid.x;", "\tmul.lo.u32 %mk_stride, %mk_ctas, %mk_block;",
             "\tsetp.eq.u32 %mk_q, %mk_t, 0;",
             # the steps run so far: every block reads it before the first barrier, block 0 adds one after the last
             "\tld.relaxed.gpu.global.u32 %mk_epoch, [%mk_counters];",
             "\tadd.u32 %mk_want, %mk_epoch, 1;", "\tmul.lo.u32 %mk_want, %mk_want, %mk_ctas;"]
    for k, task in enumerate(tasks):
        step, label = steps[task.step], f"$L_task{k}"
        about = step.get("label", step["kernel"]).replace("\u00b7", "|").replace("\u2192", "->")
        lines.append(f"\t// task {k}: launch {task.step}, {about.encode('ascii', 'replace').decode()}")
        _stamp(lines, k, 0)
        lines += ["\tmov.u32 %mk_b, %mk_cta;", f"{label}:", f"\tsetp.ge.u32 %mk_p, %mk_b, {task.blocks};",
                  f"\t@%mk_p bra {label}_end;", f"\tsetp.ge.u32 %mk_p, %mk_t, {task.threads};",
                  f"\t@%mk_p bra {label}_next;"]
        _index("%mk_tid", "%mk_t", task.block, lines)
        _index("%mk_ctaid", "%mk_b", task.grid, lines)
        lines.append(f"\tadd.s64 %mk_params, %mk_table, {8 * task.offset};")
        args = ["%mk_params", "%mk_tid_x", "%mk_tid_y", "%mk_tid_z", *map(str, task.block), "%mk_ctaid_x",
                "%mk_ctaid_y", "%mk_ctaid_z", *map(str, task.grid), str(_thread_count(task))]
        lines += [f"\tcall {task.function}, ({', '.join(args)});", f"{label}_next:",
                  "\tbar.sync 0;",  # the block's next task may reuse the shared memory this one used
                  "\tadd.u32 %mk_b, %mk_b, %mk_ctas;", f"\tbra.uni {label};", f"{label}_end:"]
        _stamp(lines, k, 1)
        if k + 1 < len(tasks):
            _prefetch(tasks[k + 1], steps[tasks[k + 1].step]["args"], lines, f"{label}_fetch")
        last = k + 1 == len(tasks)
        lines += ["\tbar.sync 0;", f"\t@!%mk_q bra {label}_arrived;", "\tfence.acq_rel.gpu;",
                  f"\tred.release.gpu.global.add.u32 [%mk_counters+{4 * (k + 1)}], 1;"]
        if last:  # only block 0 waits for the last launch: then it counts the step
            lines += ["\tsetp.ne.u32 %mk_p, %mk_cta, 0;", f"\t@%mk_p bra {label}_arrived;"]
        lines += [f"{label}_wait:", f"\tld.acquire.gpu.global.u32 %mk_seen, [%mk_counters+{4 * (k + 1)}];",
                  "\tsub.u32 %mk_seen, %mk_seen, %mk_want;", "\tshr.u32 %mk_seen, %mk_seen, 31;",
                  "\tsetp.ne.u32 %mk_p, %mk_seen, 0;", f"\t@%mk_p bra {label}_wait;"]
        if last:
            lines += ["\tadd.u32 %mk_epoch, %mk_epoch, 1;", "\tst.relaxed.gpu.global.u32 [%mk_counters], %mk_epoch;"]
        lines += [f"{label}_arrived:", "\tbar.sync 0;"]
    lines[-1:] = []  # (nothing after the last launch needs the block together)
    lines.append("\tret;")
    lines.append("}")
    return lines


def _stamp(lines: list[str], k: int, end: int) -> None:
    """Thread 0 writes %globaltimer into stamps[(k * blocks + block) * 2 + end]."""
    lines += ["\t@%mk_q mov.u64 %mk_time, %globaltimer;",
              f"\tmad.lo.u32 %mk_i, %mk_ctas, {k}, %mk_cta;",
              "\tmul.wide.u32 %mk_slot, %mk_i, 16;",
              "\tadd.s64 %mk_slot, %mk_slot, %mk_stamps;",
              f"\t@%mk_q st.global.u64 [%mk_slot+{8 * end}], %mk_time;"]


def build_megakernel(manifest_path: Path, chip: str) -> Path | None:
    """A GPU build's launches as megakernel/megakernel.ptx (a folder of its own: kernels/ holds the launches'
    kernels), assembled by ptxas for `chip` into megakernel.cubin beside it, and the manifest's `megakernel`
    entry (the schedule); returns the PTX file. A step the megakernel cannot run gets the reason under the
    manifest's `megakernel_refused` instead, and None is returned."""
    import json
    import shlex
    import sys

    from . import stages
    from .passes import assemble
    path = Path(manifest_path)
    build_dir = path.parent
    manifest = json.loads(path.read_text())
    manifest.pop(KERNEL, None)
    manifest.pop(REFUSED_KEY, None)
    weights = {b["id"] for b in manifest["buffers"] if b.get("weight")}
    try:
        text, entry = megakernel(manifest, build_dir, weights)
    except MegakernelError as e:  # the launches still run; asking for the megakernel then says why not
        manifest[REFUSED_KEY] = str(e)
        path.write_text(json.dumps(manifest, indent=1) + "\n")
        return None
    ptx = build_dir / entry["ptx"]
    cubin = ptx.with_suffix(".cubin")
    ptx.parent.mkdir(exist_ok=True)
    command = shlex.join([sys.executable, "-m", "pipeline.megakernel", str(path), "--chip", chip])
    ptx.write_text(f"// {command}\n{text}")
    stages.run_tool(KERNEL, assemble.command(ptx, chip, cubin), ptx, cubin)
    manifest[KERNEL] = dict(entry, cubin=f"{KERNEL}/{cubin.name}", chip=chip)
    path.write_text(json.dumps(manifest, indent=1) + "\n")
    return ptx


def main(argv: list[str] | None = None) -> int:
    import argparse
    import json
    p = argparse.ArgumentParser(prog="python -m pipeline.megakernel", description=__doc__.splitlines()[0])
    p.add_argument("manifest", type=Path, help="a GPU build's manifest.json")
    p.add_argument("--chip", required=True, help="the chip ptxas assembles for (the build's)")
    a = p.parse_args(argv)
    ptx = build_megakernel(a.manifest, a.chip)
    print(ptx or json.loads(a.manifest.read_text())[REFUSED_KEY])
    return 0 if ptx else 1


if __name__ == "__main__":
    raise SystemExit(main())
