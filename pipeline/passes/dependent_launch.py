"""GPU pass dependent-launch: programmatic dependent launch (sm_90+), the waits in the kernels.

A decoding step is ~60 small kernels, each a few microseconds, so the gaps between them (launch,
block scheduling, the first loads' DRAM latency) cost as much as the work. Launched with the
"programmatic stream serialization" attribute (launcher/cuda.py), a kernel may start before the one
before it has finished; `griddepcontrol.wait` in it then blocks until that kernel has finished and
its writes are visible, and `griddepcontrol.launch_dependents` lets the next kernel start early in
turn. Nothing a kernel reads from an earlier kernel, and nothing it writes, may come before its wait.

So every kernel gets, at its entry, `wait` then `launch_dependents`. A template may mark a later
place for the wait (`nvvm.griddepcontrol wait {gpt2.after_prefetch}`: v7's GEMV after the first
loads of its weight matrix B, the head's matvec_rows likewise) so that its first DRAM reads overlap
the kernel before it. That mark is kept only when everything the kernel touches before it is a read
of a buffer nothing in the program writes (a weight: a host argument that no kernel writes into and
no host op writes; a pointer taken from a buffer's base, as the templates take B's for its alignment
check, counts as a read of it); else the wait moves to the entry. Two things read no contents and may
touch any buffer before it: memref.dim, and a buffer's metadata or base pointer that reaches only
prefetches (`_no_contents`): the decoding attention kernels (v4, v5) ask the L2 for their first rows
of K and V there, rows the kernel before (qkv's cache write) may be writing, and wait after. Below sm_90 the marks are removed and nothing
is added (the launcher then launches plainly).

In a kernel that keeps its mark, the loads of weights that come after the wait move ahead of it
(`_hoist_weight_loads`): a GEMV epilogue's bias, a layer-norm prologue's g and b, the position a
cache write reads. After the wait each stood on the kernel's critical path with a DRAM latency (a
decoding step streams ~500 MB of weights through a 50 MB L2, so they are never still there); ahead
of it they arrive while the kernel before drains. A load that ran under scf.ifs whose conditions
are known before the wait (the lane that stores) now runs in every thread, its indices clamped into
the buffer; one whose condition is known only after it (the last block's ticket) stays. Measured on
the H200 against the build without it: docs/benchmark-log.md, section 10.

Only a kernel whose wait kept its mark is launched early: the manifest (pipeline/manifest.py) flags
it `"pdl": true`, and the launcher gives only those the attribute. The others still hold a wait (a
no-op when launched plainly) and a `launch_dependents` at their entry, which lets a prefetching
kernel after them start early. Launching every kernel early was measured (H200, CUDA-event time of
the replayed graph, the 124M forward): 0.87 / 3.34 / 10.6 ms at 16 / 256 / 1024 tokens against
0.80 / 2.95 / 9.09 launched plainly, while a decoding step took 0.316 ms both with every kernel early
and with only the prefetching ones (0.376 with none). An early kernel that waits at its entry has
nothing to overlap; what it costs was not measured apart (one guess: its blocks, placed while the
kernel before drains, land unevenly on the SMs). The tensor-core matmuls lost most at 1024 tokens,
attention v2 at 256. gpt2-xl's decoding step, whose 96 layer norms are row kernels (v8 has no
prologue): 2.68 ms/token as built, 2.67 with the norms early too, 2.65 with every kernel early (one
call, the step's manifest patched): within 1%, so the rule stands. The tensor-core matmuls (v9, v11,
v12) were also built with the wait after the cp.async copies of B's first K tiles (A's address
taken only after it; d944ae6, reverted) and measured launched early against plainly (one build, the
forward's manifest patched, H200, GPU ms, medians of three rounds): 16 tokens 0.836 against 0.822,
64 1.522 against 1.494, 256 2.961 against 2.649, 1024 7.801 against 7.527; early for v11 alone (its
grids at most one wave) 0.835 / 1.527 / 2.638 / 7.527: no gain beyond the rounds' spread anywhere,
so they keep their wait at the entry (docs/benchmark-log.md, section 9).
"""
from __future__ import annotations

from mlir import ir

from mlir.dialects import arith

from contract.chips import number

from ..irutil import VIEWS, clone_remapped, gpu_kernels, index, launched, memory_root, nested_ops

MARK = "gpt2.after_prefetch"
MIN_CHIP = 90  # griddepcontrol is PTX ISA 7.8, sm_90 and newer
HOIST_WEIGHT_LOADS = True  # an early kernel's later loads of weights move ahead of its wait
# Ops that only read the buffer (or its metadata) they are given.
_READS = {"memref.load", "vector.load", "vector.transfer_read", "vector.maskedload", "vector.gather",
          "nvgpu.ldmatrix", "memref.dim", "memref.extract_strided_metadata",
          "memref.extract_aligned_pointer_as_index"}
_VIEWS = VIEWS | {"memref.reinterpret_cast"}


def supported(chip: str) -> bool:
    return number(chip) >= MIN_CHIP


def _grid_dep(kind: str, loc) -> ir.Operation:
    return ir.Operation.create("nvvm.griddepcontrol", attributes={
        "kind": ir.Attribute.parse(f"#nvvm<grid_dep_action {kind}>")}, loc=loc)


def _is_grid_dep(op, kind: str | None = None) -> bool:
    return op.name == "nvvm.griddepcontrol" and (kind is None or f" {kind}>" in str(op.attributes["kind"]))


def early(func: ir.Operation) -> bool:
    """Whether a kernel (after this pass) is to be launched early: it waits after a prefetch."""
    return any(_is_grid_dep(op, "wait") and MARK in op.attributes for op in nested_ops(func))


# What a prefetch's address may pass through: a base pointer taken, pure arithmetic on it.
_ADDRESS = {"memref.extract_aligned_pointer_as_index", "arith.addi", "arith.muli", "arith.index_cast",
            "arith.index_castui", "llvm.inttoptr", "llvm.addrspacecast", "llvm.getelementptr"}


def _prefetch(op: ir.Operation) -> bool:
    """nvvm.prefetch, or inline PTX that is one prefetch instruction (nvvm.prefetch needs PTX 8.0)."""
    if op.name == "nvvm.prefetch":
        return True
    if op.name != "llvm.inline_asm":
        return False
    asm = ir.StringAttr(op.attributes["asm_string"]).value.strip()
    return asm.startswith("prefetch.") and asm.count(";") == 1 and asm.endswith(";")


def _no_contents(op: ir.Operation) -> bool:
    """Whether `op` may touch a buffer the kernel before writes ahead of the wait because it reads
    none of its contents: memref.dim (a size from the kernel's parameters), and a buffer's metadata
    or base pointer used only in addresses that end in a prefetch (a hint to the cache that
    loads no value: the attention kernels prefetch their first rows of K and V before the wait). A
    pointer that reaches anything else (a load through llvm.ptr, cp.async) still counts as a read."""
    if op.name == "memref.dim":
        return True
    if op.name not in ("memref.extract_strided_metadata", "memref.extract_aligned_pointer_as_index"):
        return False
    seen, todo = set(), [op]
    while todo:
        for result in todo.pop().results:
            for use in result.uses:
                user = use.owner
                if _prefetch(user):
                    continue
                if user.name not in _ADDRESS:
                    return False
                if user not in seen:
                    seen.add(user)
                    todo.append(user)
    return True


def _memref_operands(op):
    for v in op.operands:
        if "memref<" in str(v.type):
            yield v


def _param_index(value: ir.Value, entry: ir.Block, n_params: int) -> int | None:
    """The kernel parameter a memref value views, or None (workgroup memory, a local alloc)."""
    root = memory_root(value)
    if isinstance(root.owner, ir.Block) and root.owner == entry:
        i = ir.BlockArgument(root).arg_number
        return i if i < n_params else None
    return None


def _written_params(func, entry: ir.Block, n_params: int) -> set[int]:
    """Parameters the kernel may write: any use by an op that is not a plain read or a view."""
    out = set()
    for op in nested_ops(func):
        if op.name in _READS or op.name in _VIEWS:
            continue
        for v in _memref_operands(op):
            i = _param_index(v, entry, n_params)
            if i is not None:
                out.add(i)
    return out


def _block_of(op: ir.Operation) -> tuple[ir.Block, list[ir.Operation]]:
    """The block holding `op`, and its operations in order."""
    for region in op.parent.regions:
        for block in region.blocks:
            ops = [o.operation for o in block.operations]
            if op in ops:
                return block, ops
    raise AssertionError(f"{op.name} is not in its parent's blocks")


def _before(mark: ir.Operation, func: ir.Operation) -> list[ir.Operation]:
    """The operations that surely run before `mark` in its kernel: those ahead of it in its block,
    and ahead of each enclosing op in theirs, with everything nested in them."""
    out, op = [], mark
    while op != func:
        _, ops = _block_of(op)
        for o in ops[:ops.index(op)]:
            out.append(o)
            out.extend(nested_ops(o))
        op = op.parent
    return out


def _insert_after(op: ir.Operation, new: ir.Operation) -> None:
    block, ops = _block_of(op)
    k = ops.index(op)
    (ir.InsertionPoint(ops[k + 1]) if k + 1 < len(ops) else ir.InsertionPoint(block)).insert(new)


# Ops whose result depends only on their operands and reads no memory: an index computation made of
# them can be recomputed ahead of the wait. (Division by a value that is not a nonzero constant is
# left where it is: computed where the original did not run, it could divide by zero.)
_THREAD_IDS = {"gpu.thread_id", "gpu.block_id", "gpu.block_dim", "gpu.grid_dim", "gpu.lane_id"}
_DIVISIONS = {"arith.divui", "arith.remui", "arith.ceildivui"}  # moved only by a nonzero constant
# Ops that may give poison for operands the moved load's old condition excluded (a clamped poison
# index is still poison): not moved, nor anything computed from them.
_MAY_POISON = {"arith.shli", "arith.shrui", "arith.shrsi", "arith.divsi", "arith.remsi", "arith.ceildivsi",
               "arith.floordivsi"}
_LOADS = {"memref.load", "vector.load"}


def _top_ancestor(op: ir.Operation, entry: ir.Block) -> ir.Operation:
    while True:
        block, _ = _block_of(op)
        if block == entry:
            return op
        op = op.parent


def _conditions(op: ir.Operation, entry: ir.Block) -> list[ir.Value] | None:
    """The conditions of the scf.ifs `op` runs inside, innermost first; None when something else
    encloses it (a loop)."""
    out = []
    while True:
        block, _ = _block_of(op)
        if block == entry:
            return out
        op = op.parent
        if op.name != "scf.if":
            return None
        out.append(op.operands[0])


def _nonzero_constant(value: ir.Value) -> bool:
    owner = value.owner
    if isinstance(owner, ir.Block) or owner.name != "arith.constant":
        return False
    try:
        return ir.IntegerAttr(owner.attributes["value"]).value != 0
    except ValueError:
        return False


def _hoist_weight_loads(func: ir.Operation, marks: list[ir.Operation], entry: ir.Block, read_only,
                        n_params: int) -> None:
    """Loads of 0-D and 1-D weights (parameters nothing in the program writes) that come after the
    wait move ahead of it: a bias in a GEMV's epilogue, a layer norm's g and b in its prologue, a
    position. ("Nothing in the program writes" makes program inputs such weights too, like the
    position: safe because a program's first kernel is never launched early, and calls are ordered.)
    After the wait they stood on the kernel's critical path with a DRAM latency each (a decoding step
    streams ~500 MB, so last step's weights are out of the 50 MB L2); before it they arrive while the
    kernel before drains, like the template's first rows of W. Only loads outside loops whose indices, and the
    conditions of the scf.ifs around them, are computable ahead of the wait (thread and block ids,
    constants, pure arithmetic on them) move; one under a condition known only after it (the last
    block's ticket in a split-K product or the head's argmax) stays. A load that ran under
    conditions (the lane that stores, a column inside the matrix) now runs in every thread, each of
    its indices clamped into the buffer (`i < n ? i : 0`); what the condition would have skipped is
    loaded and not used. (Moved inside an scf.if on the same conditions instead, the 124M step was
    slower than with nothing moved at all, 0.2776 against 0.2717 ms, docs/benchmark-log.md section 10;
    a guess at why: the value leaves the branch through a block argument, whose copy waits for the
    load inside the branch, before the kernel's prefetch is issued.)
    The same values reach the same ops: the results are the same bits."""
    entry_ops = [o.operation for o in entry.operations]
    anchor = min((_top_ancestor(m, entry) for m in marks), key=entry_ops.index)
    ahead = set(entry_ops[:entry_ops.index(anchor)])
    settled = set()  # ops that already run before a mark (the template's prefetch), and the marks
    for mark in marks:
        settled.update(_before(mark, func))
        settled.add(mark)
    mapped: dict = {}  # values computed after the anchor -> their clones ahead of it

    def cloneable(value: ir.Value, chain: list) -> bool:
        """Whether `value` is available ahead of the anchor, perhaps by cloning the pure ops in
        `chain` (appended in an order that defines each before its uses)."""
        owner = value.owner
        if isinstance(owner, ir.Block):
            return owner == entry
        if value in mapped or owner in ahead or owner in chain:
            return True
        name = owner.name
        if not (name.startswith("arith.") or name in _THREAD_IDS or name == "affine.apply") or owner.regions:
            return False
        if name in _MAY_POISON or (name in _DIVISIONS and not _nonzero_constant(owner.operands[1])):
            return False
        flags = owner.attributes["overflowFlags"] if "overflowFlags" in owner.attributes else None
        if flags is not None and "none" not in str(flags):  # nsw / nuw: poison on overflow
            return False
        if not all(cloneable(v, chain) for v in owner.operands):
            return False
        chain.append(owner)
        return True

    for op in nested_ops(func):
        if op.name not in _LOADS or op in settled or _top_ancestor(op, entry) in ahead:
            continue
        memref = op.operands[0]
        # Straight on a parameter (a view's offsets would not be clamped), 0-D or 1-D (a matrix's loads,
        # W's or those of an A nothing writes, as in a test's `a @ b`, are the template's to place: moved,
        # they took registers a 1024-thread block does not have), a vector load 1-D.
        if not (isinstance(memref.owner, ir.Block) and memref.owner == entry):
            continue
        i = _param_index(memref, entry, n_params)
        guards = _conditions(op, entry)
        if i is None or not read_only(i) or guards is None:
            continue
        shape = ir.MemRefType(memref.type).shape
        vector = ir.VectorType(op.results[0].type).shape if op.name == "vector.load" else [1]
        if len(shape) > 1 or len(vector) != 1:
            continue
        width = vector[0]
        if guards and any(d == ir.ShapedType.get_dynamic_size() or d < width for d in shape):
            continue
        # the conditions need only be computable ahead (they are not cloned); the indices are
        chain: list[ir.Operation] = []
        if not (all(cloneable(c, []) for c in guards) and all(cloneable(v, chain) for v in op.operands)):
            continue
        with ir.InsertionPoint(anchor), op.location:
            clone_remapped(chain, mapped)
            operands = [mapped.get(v, v) for v in op.operands]
            if guards:  # now run by every thread: each index kept inside the buffer (and the vector's room)
                for k, d in enumerate(shape):
                    bound = index(d - (width - 1 if k == len(shape) - 1 else 0))
                    inside = arith.CmpIOp(arith.CmpIPredicate.ult, operands[1 + k], bound).result
                    operands[1 + k] = arith.SelectOp(inside, operands[1 + k], index(0)).result
            load = op.clone()
            for k, v in enumerate(operands):
                load.operands[k] = v
        op.results[0].replace_all_uses_with(load.results[0])
        op.erase()


def run(module: ir.Module, options) -> None:
    kernels = gpu_kernels(module)
    if not supported(options.chip):
        for func in kernels.values():
            for op in nested_ops(func):
                if _is_grid_dep(op):
                    op.erase()
        return

    def params(func):
        entry = func.regions[0].blocks[0]
        return entry, len(ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value).inputs)

    written_params = {key: _written_params(f, *params(f)) for key, f in kernels.items()}

    # Host arguments some kernel writes (or some host op other than a view or a launch touches),
    # and for each kernel parameter the host buffers it is given.
    written_args, given = set(), {}
    for top in module.body.operations:
        if top.operation.name != "func.func":
            continue
        host_entry = top.regions[0].blocks[0]
        for op in nested_ops(top.operation):
            if op.name == "gpu.launch_func":
                key = launched(op)
                for i, v in enumerate(op.opview.kernelOperands):
                    root = memory_root(v)
                    arg = root if isinstance(root.owner, ir.Block) and root.owner == host_entry else None
                    given.setdefault((key, i), []).append(arg)
                    if arg is not None and i in written_params.get(key, {i}):
                        written_args.add(arg)
            elif op.name not in _VIEWS and op.name not in ("func.return", "gpu.dealloc", "gpu.wait"):
                for v in _memref_operands(op):
                    root = memory_root(v)
                    if isinstance(root.owner, ir.Block) and root.owner == host_entry:
                        written_args.add(root)

    def read_only(key, i) -> bool:
        args = given.get((key, i))
        return bool(args) and all(a is not None and a not in written_args for a in args)

    for key, func in kernels.items():
        entry, n_params = params(func)
        marks = [op for op in nested_ops(func) if _is_grid_dep(op, "wait") and MARK in op.attributes]
        # Early (at the marks) only if all the kernel does before them is read never-written buffers.
        early = bool(marks) and all(
            (op.name in _READS or op.name in _VIEWS) and read_only(key, i) or _no_contents(op)
            for mark in marks for op in _before(mark, func) for v in _memref_operands(op)
            for i in [_param_index(v, entry, n_params)] if i is not None)
        if early:
            if HOIST_WEIGHT_LOADS:
                _hoist_weight_loads(func, marks, entry, lambda i: read_only(key, i), n_params)
            for mark in marks:
                _insert_after(mark, _grid_dep("launch_dependents", mark.location))
            continue
        for mark in marks:
            mark.erase()
        first = entry.operations[0]
        ip = ir.InsertionPoint(first)
        ip.insert(_grid_dep("wait", first.location))
        ip.insert(_grid_dep("launch_dependents", first.location))
