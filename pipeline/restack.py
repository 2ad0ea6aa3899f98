"""Stacked products stay matmuls: the second half of the fuse stage (00-traced -> 01-fused).

A product of stacked rows, `x @ w` with x [b, n, k] (a batch of sequences), is traced as one 2-D
matmul between a collapse and an expand of its rows. mlir-opt's elementwise fusion propagates those
reshapes through the matmul and leaves a linalg.generic contraction with the rows as several loops
(or, once unit dimensions are folded, a generic with a matmul's maps), which neither the CPU's BLAS
calls nor the GPU's kernel library take. This rewrite turns every such contraction back into the
named 2-D linalg.matmul over collapsed rows (a view, no copy), so a batch's products are the same
kernels as one sequence's, with more rows.

Batched products go the same way: attention's `q @ k^T` and `p @ v` over a batch of sequences are traced as
one linalg.batch_matmul over [b * heads, ...], and fusion leaves a generic with the batch as two loops (and
no row loop where n = 1 folds away); it becomes linalg.batch_matmul over the collapsed batch again, so the GPU
runs a batched kernel instead of row kernels over every (sequence, head, key).

Matched: two inputs, all loops parallel but the last (the reduction), A read at (batch..., rows..., k), B
at (batch..., k, col) (or (batch..., col, k): x @ w.T), C at (batch..., rows..., col) (no rows: a vector,
one row once unit dimensions are folded; no batch: a 2-D matmul), and a body that is exactly a
multiply-add (B widened first when it is half precision). Anything else is left as it is.
"""
from __future__ import annotations

import shlex
import sys
import time
from pathlib import Path

import numpy as np
from mlir import ir
from mlir.dialects import linalg, tensor

from . import pipelines, stages
from .irutil import asm, nested_ops


def _dims(expr_map: ir.AffineMap) -> list[int] | None:
    out = []
    for e in expr_map.results:
        try:
            out.append(ir.AffineDimExpr(e).position)
        except ValueError:  # not a plain dimension
            return None
    return out


def _stacked(op: ir.Operation) -> tuple[int, int, bool] | None:
    """(batch dims, rows dims, B transposed) when `op` is a product of stacked rows, else None."""
    if op.name != "linalg.generic" or len(op.operands) != 3 or len(op.results) != 1:
        return None
    iters = [str(a) for a in ir.ArrayAttr(op.attributes["iterator_types"])]
    p = len(iters) - 1
    if p < 1 or iters[-1] != "#linalg.iterator_type<reduction>" or \
            any(i != "#linalg.iterator_type<parallel>" for i in iters[:-1]):
        return None
    a, b, c = (_dims(ir.AffineMapAttr(m).value) for m in ir.ArrayAttr(op.attributes["indexing_maps"]))
    if None in (a, b, c) or len(b) < 2:
        return None
    nb = len(b) - 2
    batch, rows = list(range(nb)), list(range(nb, p - 1))
    if a != batch + rows + [p] or c != batch + rows + [p - 1] or b not in (batch + [p, p - 1], batch + [p - 1, p]):
        return None
    body = [o.operation.name for o in op.regions[0].blocks[0].operations]
    if body not in (["arith.mulf", "arith.addf", "linalg.yield"],
                    ["arith.extf", "arith.mulf", "arith.addf", "linalg.yield"]):
        return None
    return nb, p - 1 - nb, b[nb:] == [p - 1, p]


def _reassociation(groups: list[list[int]]) -> ir.ArrayAttr:
    i64 = ir.IntegerType.get_signless(64)
    return ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(i64, i) for i in g]) for g in groups])


def _as_batched(value: ir.Value, nb: int, rows: int) -> ir.Value:
    """The operand [batch..., rows..., x] as [B, R, x]: the batch dimensions collapsed into one, the rows into
    one (no rows: a row of one)."""
    t = ir.RankedTensorType(value.type)
    shape = list(t.shape)
    size = lambda dims: int(np.prod([shape[i] for i in dims], dtype=np.int64))  # noqa: E731
    batch, row_dims, last = list(range(nb)), list(range(nb, nb + rows)), nb + rows
    if rows:
        out = ir.RankedTensorType.get([size(batch), size(row_dims), shape[last]], t.element_type)
        return tensor.CollapseShapeOp(out, value, _reassociation([batch, row_dims, [last]])).result
    flat = ir.RankedTensorType.get([size(batch), shape[last]], t.element_type)
    value = tensor.CollapseShapeOp(flat, value, _reassociation([batch, [last]])).result if nb > 1 else value
    out = ir.RankedTensorType.get([size(batch), 1, shape[last]], t.element_type)
    return tensor.ExpandShapeOp(out, value, _reassociation([[0, 1], [2]]), [], out.shape).result


def _batched_back(value: ir.Value, out_type: ir.RankedTensorType, nb: int, rows: int) -> ir.Value:
    """A batch_matmul's [B, R, N] result as `out_type` ([batch..., rows..., N])."""
    t = ir.RankedTensorType(value.type)
    if not rows:
        flat = ir.RankedTensorType.get([t.shape[0], t.shape[2]], t.element_type)
        value = tensor.CollapseShapeOp(flat, value, _reassociation([[0, 1], [2]])).result
        if nb == 1:
            return value
        return tensor.ExpandShapeOp(out_type, value, _reassociation([list(range(nb)), [nb]]), [],
                                    out_type.shape).result
    return tensor.ExpandShapeOp(out_type, value, _reassociation([list(range(nb)), list(range(nb, nb + rows)),
                                                                 [nb + rows]]), [], out_type.shape).result


def _batched_matmul(a: ir.Value, b: ir.Value, c: ir.Value, out_type, nb: int, rows: int, b_transposed: bool):
    """linalg.batch_matmul over the collapsed batch (B [batch..., k, n] or [batch..., n, k] as [B, k, n] or
    [B, n, k]), its result reshaped back."""
    a2, c2 = _as_batched(a, nb, rows), _as_batched(c, nb, rows)
    b2 = _as_batched(b, nb, 1)
    d = [ir.AffineDimExpr.get(i) for i in range(4)]
    maps = [ir.AffineMap.get(4, 0, [d[0], d[1], d[3]]),
            ir.AffineMap.get(4, 0, [d[0], d[2], d[3]] if b_transposed else [d[0], d[3], d[2]]),
            ir.AffineMap.get(4, 0, [d[0], d[1], d[2]])]
    product = linalg.batch_matmul(a2, b2, outs=[c2], indexing_maps=maps)
    return _batched_back(product, out_type, nb, rows)


def _groups(rows: int) -> ir.ArrayAttr:
    """The reassociation of [r0, ..., r_{rows-1}, k] and [r0 * ... * r_{rows-1}, k] (rows 0: [k], [1, k])."""
    return _reassociation([list(range(rows)), [rows]] if rows else [[0, 1]])


def _as_matrix(value: ir.Value, rows: int) -> ir.Value:
    """The operand as [rows, k]: its row dimensions collapsed into one (a vector: one row)."""
    t = ir.RankedTensorType(value.type)
    if rows == 1:
        return value
    flat = 1
    for n in t.shape[:rows]:
        flat *= n
    result = ir.RankedTensorType.get([flat, t.shape[-1]], t.element_type)
    if rows == 0:
        return tensor.ExpandShapeOp(result, value, _groups(0), [], result.shape).result
    return tensor.CollapseShapeOp(result, value, _groups(rows)).result


def restack(module: ir.Module) -> int:
    """Rewrites every product of stacked rows in `module` as collapse -> linalg.matmul -> expand;
    returns how many."""
    count = 0
    for op in nested_ops(module.operation):
        found = _stacked(op)
        if found is None:
            continue
        nb, rows, b_transposed = found
        a, b, c = op.operands
        out_type = ir.RankedTensorType(op.results[0].type)
        if nb:
            with ir.InsertionPoint(op), op.location:
                product = _batched_matmul(a, b, c, out_type, nb, rows, b_transposed)
            op.results[0].replace_all_uses_with(product)
            op.erase()
            count += 1
            continue
        with ir.InsertionPoint(op), op.location:
            a2, c2 = _as_matrix(a, rows), _as_matrix(c, rows)
            if b_transposed:
                product = linalg.matmul(a2, b, outs=[c2], indexing_maps=[
                    ir.AffineMap.get(3, 0, [ir.AffineDimExpr.get(0), ir.AffineDimExpr.get(2)]),
                    ir.AffineMap.get(3, 0, [ir.AffineDimExpr.get(1), ir.AffineDimExpr.get(2)]),
                    ir.AffineMap.get(3, 0, [ir.AffineDimExpr.get(0), ir.AffineDimExpr.get(1)])])
            else:
                product = linalg.matmul(a2, b, outs=[c2])
            if rows > 1:
                product = tensor.ExpandShapeOp(out_type, product, _groups(rows), [], out_type.shape).result
            elif rows == 0:
                product = tensor.CollapseShapeOp(out_type, product, _groups(0)).result
        op.results[0].replace_all_uses_with(product)
        op.erase()
        count += 1
    return count


def restack_text(text: str) -> tuple[str, int]:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        count = restack(module)
        return (asm(module) if count else text), count


def fuse(src: Path, dst: Path, log=None) -> Path:
    """The fuse stage: mlir-opt's FUSE, then restack when the module has products of stacked rows
    (the stage file's first line then holds both commands)."""
    fused = stages.mlir_opt("fuse", pipelines.FUSE, src, dst, log)
    text = fused.read_text()
    if "linalg.generic" not in text or '"reduction"]' not in text:
        return fused
    start = time.perf_counter()
    with stages.interrupts_deferred():
        new, count = restack_text(text)
    if not count:
        return fused
    first, _, _ = text.partition("\n")
    command = first.removeprefix("// ") + " && " + shlex.join([sys.executable, "-m", "pipeline.restack", str(dst), "-o", str(dst)])
    return stages.python_stage("restack", command, dst, dst, new, time.perf_counter() - start, log)


def main(argv=None) -> None:
    import argparse
    parser = argparse.ArgumentParser(prog="python -m pipeline.restack", description=__doc__.splitlines()[0])
    parser.add_argument("input", type=Path)
    parser.add_argument("-o", "--output", type=Path, required=True)
    args = parser.parse_args(argv)
    text, _ = restack_text(args.input.read_text())
    args.output.write_text(text)


if __name__ == "__main__":
    main()
