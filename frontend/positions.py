"""Ops whose bodies read an element's position (`linalg.index`): argmax/argmin, tril/triu, and
cumsum/cumprod as a parallel scan; plus constant fills.

Every op here is a parallel `linalg.generic` (or a reduction of one), so the GPU path takes it as
it takes any elementwise op or reduction: no serial loop over an axis.
"""
from __future__ import annotations

import math

import numpy as np

from . import ops
from .errors import TraceError
from .ops import _affine, _is_float, _iterators, _normalize_axes, constant
from .tensor import Tensor
from .trace import current, elt, emitter, tensor_type


def _generic(inputs, shape, out_dtype, body, extra_lines=()):
    """One all-parallel linalg.generic over `shape` (identity maps): `body(block_args)` emits the
    scalar code (indent 4) and returns the yielded value."""
    t = current()
    rank = len(shape)
    out_type = tensor_type(shape, out_dtype)
    empty, result = t.fresh("e"), t.fresh("t")
    t.emit(f"{empty} = tensor.empty() : {out_type}")
    identity = _affine(rank, [f"d{i}" for i in range(rank)])
    maps = ", ".join([identity] * (len(inputs) + 1))
    ins = f"ins({', '.join(x.name for x in inputs)} : {', '.join(x.type for x in inputs)}) " if inputs else ""
    t.emit(f"{result} = linalg.generic {{indexing_maps = [{maps}], iterator_types = {_iterators(['parallel'] * rank)}}} "
           f"{ins}outs({empty} : {out_type}) {{")
    args = [t.fresh("in") for _ in inputs]
    out = t.fresh("out")
    sig = ", ".join([f"{a}: {elt(x.dtype)}" for a, x in zip(args, inputs)] + [f"{out}: {elt(out_dtype)}"])
    t.emit(f"^bb0({sig}):")
    value = body(args)
    t.emit(f"linalg.yield {value} : {elt(out_dtype)}", 4)
    t.emit(f"}} -> {out_type}")
    return Tensor(result, shape, out_dtype, t)


def _op(text: str) -> str:
    t = current()
    name = t.fresh("v")
    t.emit(f"{name} = {text}", 4)
    return name


def _index(dim: int, dtype=None) -> str:
    """The position along `dim` inside a generic body, as `index` or cast to `dtype`."""
    i = _op(f"linalg.index {dim} : index")
    return i if dtype is None else _op(f"arith.index_cast {i} : index to {elt(dtype)}")


@emitter
def full(shape, value, dtype) -> Tensor:
    t = current()
    dtype = np.dtype(dtype)
    out_type = tensor_type(shape, dtype)
    c = constant(value, dtype)
    empty, name = t.fresh("e"), t.fresh("t")
    t.emit(f"{empty} = tensor.empty() : {out_type}")
    t.emit(f"{name} = linalg.fill ins({c} : {elt(dtype)}) outs({empty} : {out_type}) -> {out_type}")
    return Tensor(name, tuple(shape), dtype, t)


@emitter
def arg_extremum(kind: str, x: Tensor, axis=None, keepdims: bool = False) -> Tensor:
    """np.argmax / np.argmin: the first index of the extremum (of the first NaN, as NumPy), as the
    min over `where(x == extremum, index, n)`: two reductions the GPU path already runs well."""
    if x.size == 0:
        raise TraceError(f"np.arg{kind} of an empty array")
    if axis is None:
        flat = ops.reshape(x, (x.size,))
        out = arg_extremum(kind, flat, 0)
        return ops.reshape(out, (1,) * x.ndim) if keepdims else out
    (a,) = _normalize_axes(axis, x.ndim)
    n = x.shape[a]
    top = ops.reduce(kind, x, a, keepdims=True)
    index_dtype = np.dtype(np.intp)

    def body(args):
        v, m = args
        ty = elt(x.dtype)
        if _is_float(x.dtype):
            hit = _op(f"arith.cmpf oeq, {v}, {m} : {ty}")
            nan = _op(f"arith.cmpf uno, {v}, {v} : {ty}")
            hit = _op(f"arith.ori {hit}, {nan} : i1")
        else:
            hit = _op(f"arith.cmpi eq, {v}, {m} : {ty}")
        i = _index(a, index_dtype)
        return _op(f"arith.select {hit}, {i}, {constant(n, index_dtype, 4)} : {elt(index_dtype)}")

    top = ops.elementwise("copy", [top], shape=x.shape)  # (broadcast: the generic takes identity maps)
    positions = _generic([x, top], x.shape, index_dtype, body)
    return ops.reduce("min", positions, a, keepdims)


@emitter
def flip(x: Tensor, axes: tuple) -> Tensor:
    """x reversed along `axes`: an elementwise copy whose input map reads position n - 1 - i."""
    axes = _normalize_axes(axes, x.ndim)
    t = current()
    rank = x.ndim
    out_type = tensor_type(x.shape, x.dtype)
    empty, result = t.fresh("e"), t.fresh("t")
    t.emit(f"{empty} = tensor.empty() : {out_type}")
    reads = _affine(rank, [f"{x.shape[d] - 1} - d{d}" if d in axes else f"d{d}" for d in range(rank)])
    writes = _affine(rank, [f"d{d}" for d in range(rank)])
    t.emit(f"{result} = linalg.generic {{indexing_maps = [{reads}, {writes}], iterator_types = "
           f"{_iterators(['parallel'] * rank)}}} ins({x.name} : {x.type}) outs({empty} : {out_type}) {{")
    a, out = t.fresh("in"), t.fresh("out")
    t.emit(f"^bb0({a}: {elt(x.dtype)}, {out}: {elt(x.dtype)}):")
    t.emit(f"linalg.yield {a} : {elt(x.dtype)}", 4)
    t.emit(f"}} -> {out_type}")
    return Tensor(result, x.shape, x.dtype, t)


@emitter
def triangle(x: Tensor, k: int, lower: bool) -> Tensor:
    """np.tril (lower) / np.triu over the last two axes: zero where column - row is above (below) k."""
    if x.ndim < 2:
        raise TraceError(f"np.{'tril' if lower else 'triu'} needs at least 2 dimensions (got shape {x.shape}; "
                         "NumPy broadcasts a 1-D array to a square first: use np.broadcast_to)")

    def body(args):
        row, col = _index(x.ndim - 2, np.int64), _index(x.ndim - 1, np.int64)
        diff = _op(f"arith.subi {col}, {row} : i64")
        keep = _op(f"arith.cmpi {'sle' if lower else 'sge'}, {diff}, {constant(int(k), np.int64, 4)} : i64")
        return _op(f"arith.select {keep}, {args[0]}, {constant(0, x.dtype, 4)} : {elt(x.dtype)}")

    return _generic([x], x.shape, x.dtype, body)


@emitter
def scan(kind: str, x: Tensor, axis: int, dtype=None) -> Tensor:
    """np.cumsum / np.cumprod along `axis` as a Hillis-Steele parallel scan: ceil(log2 n) steps,
    step s adding (multiplying) in the value 2**s places back. Every step is a parallel generic, so
    no thread walks the axis; a float sum comes out as a tree sum, like NumPy's pairwise one."""
    a = _normalize_axes(axis, x.ndim)[0]
    dtype = np.dtype(dtype or {"sum": np.cumsum, "prod": np.cumprod}[kind](np.ones(1, x.dtype)).dtype)
    y = ops.cast(x, dtype)
    n, ty = x.shape[a], elt(dtype)
    op = {"sum": ("arith.addf", "arith.addi"), "prod": ("arith.mulf", "arith.muli")}[kind][0 if _is_float(dtype) else 1]
    for step in range(math.ceil(math.log2(n)) if n > 1 else 0):
        shift, prev = 1 << step, y

        def body(args, prev=prev, shift=shift):
            i = _index(a)
            s = _op(f"arith.constant {shift} : index")
            back = _op(f"arith.cmpi uge, {i}, {s} : index")
            j = _op(f"arith.select {back}, {_op(f'arith.subi {i}, {s} : index')}, {i} : index")
            where = [j if d == a else _index(d) for d in range(x.ndim)]
            other = _op(f"tensor.extract {prev.name}[{', '.join(where)}] : {prev.type}")
            combined = _op(f"{op} {args[0]}, {other} : {ty}")
            return _op(f"arith.select {back}, {combined}, {args[0]} : {ty}")

        y = _generic([prev], x.shape, dtype, body)
    return y
