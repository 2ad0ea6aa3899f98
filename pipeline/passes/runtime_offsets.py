"""GPU pass runtime-offsets: copies into a view at a runtime offset (the KV cache's row write)
run inside a kernel.

After bufferization, `cache[:, pos:pos + n, :] = rows` (pos a runtime scalar) is

    %p = memref.load %pos[]
    %i = arith.index_cast %p : i64 to index
    %view = memref.subview %cache[0, %i, 0] [h, n, dh] [1, 1, 1]
    memref.copy %rows, %view

On the CPU that is host code. On the GPU the position lives in device memory: the host must not
read it (a replayed CUDA graph would keep the first value), and the launch manifest holds only
static views. So each such copy becomes an `scf.parallel` over the copied shape whose body
recomputes the offset (the load and the index arithmetic are cloned in) and stores element by
element; the loop passes of `outline` then make it a kernel like any other loop nest. Only the
n rows move: nothing cache-sized is copied.
"""
from __future__ import annotations

from mlir import ir
from mlir.dialects import memref, scf

from ..irutil import NO_WRITE, clone_remapped, index

# Ops whose results may feed a runtime offset; anything else in the chain is refused.
# A batch's positions are one array: row b's is loaded through a static view of it (a subview, or a
# reshape of a one-row batch's).
OFFSET_VIEWS = {"memref.subview", "memref.collapse_shape", "memref.expand_shape", "memref.cast"}
OFFSET_OPS = {"memref.load", "arith.index_cast", "arith.addi", "arith.subi", "arith.muli", "arith.constant",
              "arith.extsi", "arith.trunci", "affine.apply"} | OFFSET_VIEWS


class RuntimeOffsetError(ValueError):
    pass


def _defining_op(value) -> ir.Operation | None:
    """The op producing `value`, or None for a block argument."""
    owner = value.owner
    return None if isinstance(owner, ir.Block) else owner.operation


def offset_chain(view: ir.Operation) -> list[ir.Operation]:
    """The ops (in program order) computing the view's dynamic operands, back to function
    arguments and constants."""
    seen, order = set(), []

    def visit(value):
        owner = _defining_op(value)
        if owner is None:
            return  # a block argument: the function's buffer itself
        if owner.name not in OFFSET_OPS:
            raise RuntimeOffsetError(f"{owner.location}: runtime offset computed by {owner.name}, which a kernel "
                                     "cannot recompute")
        key = owner
        if any(key == s for s in seen):
            return
        for operand in owner.operands:
            visit(operand)
        seen.add(key)
        order.append(owner)

    for operand in list(view.operands)[1:]:  # operand 0 is the source memref
        visit(operand)
    return order


def _is_runtime_view(value) -> bool:
    owner = _defining_op(value)
    return owner is not None and owner.name == "memref.subview" and len(list(owner.operands)) > 1


def _to_kernel_loop(copies: list[ir.Operation]) -> None:
    """One scf.parallel over the copied shape doing every copy of `copies` (same shape), placed
    where the last one was: a decoding step's key row and value row are one kernel."""
    last = copies[-1]
    shape = ir.MemRefType(last.operands[0].type).shape
    with ir.InsertionPoint(last), last.location:
        zero, one = index(0), index(1)
        loop = scf.ParallelOp([], [zero] * len(shape), [index(d) for d in shape], [one] * len(shape), [])
        body = loop.regions[0].blocks.append(*[ir.IndexType.get()] * len(shape))
    with ir.InsertionPoint(body), last.location:
        ivs = list(body.arguments)
        for copy in copies:
            src, dst = copy.operands
            view = _defining_op(dst)
            mapped = clone_remapped(offset_chain(view) + [view], {})
            value = memref.LoadOp(src, ivs).result
            memref.StoreOp(value, mapped[dst], ivs)
        scf.ReduceOp([], 0)
    for copy in copies:
        copy.erase()


# Ops that may sit between two runtime-offset copies merged into one kernel: they write no memory
# (views, allocations, the offset's own arithmetic and load), so the first copy may move past them.
_BETWEEN = OFFSET_OPS | NO_WRITE


def kernelize_runtime_offset_copies(func: ir.Operation) -> int:
    """Rewrite every memref.copy into a runtime-offset subview inside `func`; neighbouring ones of
    one shape (nothing but views and index arithmetic between them) share a kernel. Returns how
    many copies were rewritten."""
    groups, count = [], 0
    for block in func.regions[0].blocks:
        current = []
        for op in block.operations:
            op = op.operation
            if op.name == "memref.copy" and _is_runtime_view(op.operands[1]):
                same = current and ir.MemRefType(op.operands[0].type).shape == \
                    ir.MemRefType(current[0].operands[0].type).shape
                if current and not same:
                    groups.append(current)
                    current = []
                current.append(op)
            elif current and op.name not in _BETWEEN:
                groups.append(current)
                current = []
        if current:
            groups.append(current)
    for group in groups:
        _to_kernel_loop(group)
        count += len(group)
    return count


def run(module: ir.Module, options=None) -> None:
    """The pass entry point: kernelize_runtime_offset_copies on every function."""
    for f in [op for op in module.body.operations if op.operation.name == "func.func"]:
        kernelize_runtime_offset_copies(f.operation)
