"""GPU pass interchange: permute each linalg.generic's loops so all parallel loops come before
the reductions, the two innermost parallel loops first.

convert-linalg-to-parallel-loops (outline) then leaves a reduction as an scf.for INSIDE the
parallel nest, hence inside the kernel; and loop tiling (16x16) and thread mapping take the first
two loops, so putting the output's contiguous dims there makes neighbouring threads touch
neighbouring memory (outer parallel loops, heads and batch, go to the grid).

Only the attributes change (indexing maps, iterator types, linalg.index dims); the body's block
arguments belong to operands, not loops, so the region stays as is."""
from __future__ import annotations

from mlir import ir

from ..irutil import nested_ops


def interchange_parallel_first(op: ir.Operation) -> None:
    iters = [str(a) for a in ir.ArrayAttr(op.attributes["iterator_types"])]
    kinds = ["parallel" if "parallel" in s else "reduction" for s in iters]
    parallel = [i for i, k in enumerate(kinds) if k == "parallel"]
    parallel = parallel[-2:] + parallel[:-2]
    perm = parallel + [i for i, k in enumerate(kinds) if k != "parallel"]
    if perm == list(range(len(perm))):
        return
    n = len(perm)
    inv = [0] * n
    for new, old in enumerate(perm):
        inv[old] = new
    # old loop dim i is new loop dim inv[i]: substitute d_i -> d_inv[i] in every map.
    dims = [ir.AffineDimExpr.get(inv[i]) for i in range(n)]
    sub = ir.AffineMap.get(n, 0, dims)
    new_maps = []
    for m in ir.ArrayAttr(op.attributes["indexing_maps"]):
        amap = ir.AffineMapAttr(m).value
        results = [r.compose(sub) for r in amap.results]
        new_maps.append(ir.AffineMapAttr.get(ir.AffineMap.get(n, amap.n_symbols, results)))
    op.attributes["indexing_maps"] = ir.ArrayAttr.get(new_maps)
    op.attributes["iterator_types"] = ir.ArrayAttr.get([ir.ArrayAttr(op.attributes["iterator_types"])[p] for p in perm])
    for inner in nested_ops(op):
        if inner.name == "linalg.index":
            old = ir.IntegerAttr(inner.attributes["dim"]).value
            inner.attributes["dim"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), inv[old])


def run(module: ir.Module, options=None) -> None:
    for f in [op for op in module.body.operations if op.operation.name == "func.func"]:
        for op in nested_ops(f.operation):
            if op.name == "linalg.generic":
                interchange_parallel_first(op)
