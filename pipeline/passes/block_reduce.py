"""GPU pass block-reduce: a block's `gpu.all_reduce` with one barrier instead of two, the same bits.

convert-gpu-to-nvvm lowers a uniform `gpu.all_reduce` of a block of W warps as: a butterfly in each
warp (xor 1, 2, 4, 8, 16), lane 0 of each warp stores the warp's value to shared memory, a barrier;
then warp 0 alone loads the W values and runs a second butterfly over them (five more shuffles, each
with a validity test when W < 32), lane 0 stores the total, a second barrier, and every thread loads
it. Both barriers and the second shuffle chain lie on the path of every layer norm (a decoding
step's two per layer, in the GEMVs' prologues: between the kernel's wait and its first product).

Here, in a kernel whose block size is known (`known_block_size`, a multiple of 32), each such
reduction becomes: the same butterfly in each warp, lane 0 stores to a workgroup buffer of W
values that belongs to this reduction alone (a `memref.global` of the gpu.module: no later
reduction writes it, so no barrier is needed after the reads; 16-byte aligned, as LLVM reads it in
16-byte vectors), one barrier, and every thread loads the W values and folds them in the tree the
second butterfly would have made (at lane 0: pairs, then pairs of pairs, ..., a partner at or past W
skipped): the same bits as the upstream lowering.

Left to the upstream lowering: a reduction inside a loop (its buffer would be written again while
slower threads still read it), one with a body region instead of an op, and element types other
than f32 and i32.
"""
from __future__ import annotations

import math

from mlir import ir
from mlir.dialects import arith, gpu, memref, scf

from ..irutil import index, nested_ops
from .runs import COMBINERS

LOOPS = ("scf.for", "scf.while", "scf.parallel", "scf.forall", "affine.for")
WG = "#gpu.address_space<workgroup>"
# (gpu.all_reduce's kind, float?) -> the arith op that combines two values: the row kernels' table read
# backwards (the kinds this project writes; a reduction of any other kind keeps the upstream lowering).
COMBINE = {(kind, name.endswith("f")): name for name, (kind, _) in COMBINERS.items()}


def _kind(op: ir.Operation) -> str | None:
    if "op" not in op.attributes or list(op.regions[0].blocks):
        return None
    text = str(op.attributes["op"])  # #gpu<all_reduce_op add>
    return text.removeprefix("#gpu<all_reduce_op ").removesuffix(">").strip()


def _in_loop(op: ir.Operation) -> bool:
    """Whether a loop inside the kernel holds `op`."""
    parent = op.parent
    while parent is not None and parent.operation.name != "gpu.func":
        if parent.operation.name in LOOPS:
            return True
        parent = parent.parent
    return False


def tree(values: list, fold, lo: int = 0, size: int = 32):
    """The value lane `lo` holds after a butterfly of xor 1, 2, ..., size / 2 over lanes lo .. lo +
    size - 1 whose lanes from len(values) on are not valid (their partners keep their own value)."""
    if size == 1:
        return values[lo]
    left = tree(values, fold, lo, size // 2)
    right_lo = lo + size // 2
    return fold(left, tree(values, fold, right_lo, size // 2)) if right_lo < len(values) else left


def _rewrite(op: ir.Operation, name: str, threads: tuple[int, int, int], buffer: str) -> None:
    """`op` (a gpu.all_reduce combined by arith op `name`) rewritten in place, its warps' values
    through the workgroup global `buffer` (when the block has more than one warp)."""
    value, elt = op.operands[0], op.operands[0].type
    i32 = ir.IntegerType.get_signless(32)
    warps = math.prod(threads) // 32

    def fold(a, b):
        return ir.Operation.create(name, results=[elt], operands=[a, b]).result
    with ir.InsertionPoint(op), op.location:
        width = arith.ConstantOp(i32, 32).result
        for offset in (1, 2, 4, 8, 16):
            shuffled = gpu.ShuffleOp(value, arith.ConstantOp(i32, offset).result, width, gpu.ShuffleMode.XOR).results[0]
            value = fold(value, shuffled)
        if warps > 1:
            # The thread's linear number in the block, x fastest (the upstream lowering's).
            tid = gpu.ThreadIdOp(gpu.Dimension.x).result
            if threads[1] * threads[2] > 1:
                ty = arith.MulIOp(gpu.ThreadIdOp(gpu.Dimension.y).result, index(threads[0])).result
                tz = arith.MulIOp(gpu.ThreadIdOp(gpu.Dimension.z).result, index(threads[0] * threads[1])).result
                tid = arith.AddIOp(arith.AddIOp(tid, ty).result, tz).result
            buf = memref.GetGlobalOp(ir.MemRefType.get([warps], elt, memory_space=ir.Attribute.parse(WG)), buffer).result
            lane0 = arith.CmpIOp(arith.CmpIPredicate.eq, arith.RemUIOp(tid, index(32)).result, index(0)).result
            branch = scf.IfOp(lane0)
            with ir.InsertionPoint(branch.then_block):
                memref.StoreOp(value, buf, [arith.DivUIOp(tid, index(32)).result])
                scf.YieldOp([])
            gpu.BarrierOp()
            value = tree([memref.LoadOp(buf, [index(w)]).result for w in range(warps)], fold)
    op.results[0].replace_all_uses_with(value)
    op.erase()


def run(module: ir.Module, options=None) -> None:
    for top in module.body.operations:
        if top.operation.name != "gpu.module":
            continue
        body = top.regions[0].blocks[0]
        count = 0
        funcs = [f.operation for f in body.operations if f.operation.name == "gpu.func"]
        for func in funcs:
            if "known_block_size" not in func.attributes:
                continue
            threads = tuple(int(x) for x in ir.DenseI32ArrayAttr(func.attributes["known_block_size"]))
            if math.prod(threads) % 32:
                continue
            warps = math.prod(threads) // 32
            for op in [o for o in nested_ops(func) if o.name == "gpu.all_reduce"]:
                elt = op.operands[0].type
                name = COMBINE.get((_kind(op), str(elt) == "f32"))
                if name is None or "uniform" not in op.attributes or _in_loop(op) or str(elt) not in ("f32", "i32"):
                    continue
                buffer = f"__block_reduce_{count}"
                count += 1
                if warps > 1:
                    with ir.InsertionPoint(funcs[0]), ir.Location.unknown():  # in order, before the kernels
                        shape = ir.MemRefType.get([warps], elt, memory_space=ir.Attribute.parse(WG))
                        memref.GlobalOp(buffer, ir.TypeAttr.get(shape), sym_visibility="private",
                                        initial_value=ir.UnitAttr.get(), alignment=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 16))
                _rewrite(op, name, threads, buffer)
