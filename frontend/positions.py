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
from .ops import _affine, _is_float, _iterators, _normalize_axes, constant, load, store
from .tensor import Tensor
from .trace import current, elt, emitter, stored, tensor_type


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
    sig = ", ".join([f"{a}: {stored(x.dtype)}" for a, x in zip(args, inputs)] + [f"{out}: {stored(out_dtype)}"])
    t.emit(f"^bb0({sig}):")
    value = store(body([load(a, x.dtype) for a, x in zip(args, inputs)]), out_dtype)
    t.emit(f"linalg.yield {value} : {stored(out_dtype)}", 4)
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
    return ops.filled(shape, value, np.dtype(dtype))


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
    t.emit(f"^bb0({a}: {stored(x.dtype)}, {out}: {stored(x.dtype)}):")
    t.emit(f"linalg.yield {a} : {stored(x.dtype)}", 4)
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
    """np.cumsum / np.cumprod (and np.maximum / np.minimum.accumulate) along `axis` as a Hillis-Steele parallel scan: ceil(log2 n) steps,
    step s adding (multiplying) in the value 2**s places back. Every step is a parallel generic, so
    no thread walks the axis; a float sum comes out as a tree sum, like NumPy's pairwise one."""
    a = _normalize_axes(axis, x.ndim)[0]
    probe = {"sum": np.cumsum, "prod": np.cumprod, "max": np.maximum.accumulate, "min": np.minimum.accumulate}[kind]
    dtype = np.dtype(dtype or probe(np.ones(1, x.dtype)).dtype)
    y = ops.cast(x, dtype)
    n, ty = x.shape[a], elt(dtype)
    op = {"sum": ("arith.addf", "arith.addi"), "prod": ("arith.mulf", "arith.muli"),
          "max": ("arith.maximumf", "arith.maxsi"), "min": ("arith.minimumf", "arith.minsi")}[kind][0 if _is_float(dtype) else 1]
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


@emitter
def diagonal(x: Tensor, offset: int) -> Tensor:
    """The diagonal of the last two axes, `offset` above (below, if negative) the main one, as a new
    last axis (np.diagonal after moving its two axes last): element i reads x[..., i + r0, i + c0]
    (tensor.extract: linalg's verifier wants an input's dimension fully covered by its map)."""
    rows, cols = x.shape[-2:]
    r0, c0 = max(-offset, 0), max(offset, 0)
    n = max(0, min(rows - r0, cols - c0))
    shape = x.shape[:-2] + (n,)

    def body(args):
        i = _index(len(shape) - 1)
        at = [_op(f"arith.addi {i}, {_op(f'arith.constant {k} : index')} : index") if k else i for k in (r0, c0)]
        where = [_index(d) for d in range(len(shape) - 1)] + at
        return load(_op(f"tensor.extract {x.name}[{', '.join(where)}] : {x.type}"), x.dtype)

    return _generic([], shape, x.dtype, body)


@emitter
def take_along(x: Tensor, indices: Tensor, axis: int) -> Tensor:
    """np.take_along_axis: out[..., j, ...] = x[..., indices[..., j, ...], ...] (negative indices count
    from the end; the other axes broadcast). Each element reads its source with tensor.extract."""
    if not np.issubdtype(indices.dtype, np.integer):
        raise TraceError(f"np.take_along_axis: indices must be integers, not {indices.dtype}")
    if indices.ndim != x.ndim:
        raise TraceError(f"np.take_along_axis: indices of rank {indices.ndim} for an array of rank {x.ndim} "
                         "(they must have the same number of dimensions)")
    a = _normalize_axes(axis, x.ndim)[0]
    shape = tuple(ops.broadcast_shapes(tuple(n for d, n in enumerate(x.shape) if d != a),
                                      tuple(m for d, m in enumerate(indices.shape) if d != a)))
    out_shape = shape[:a] + (indices.shape[a],) + shape[a:]
    source_shape = shape[:a] + (x.shape[a],) + shape[a:]
    if source_shape != x.shape:
        x = ops.elementwise("copy", [x], shape=source_shape)
    if out_shape != indices.shape:
        indices = ops.elementwise("copy", [indices], shape=out_shape)
    n = x.shape[a]

    def body(args):
        i = _op(f"arith.index_cast {args[0]} : {elt(indices.dtype)} to index")
        zero, size = _op("arith.constant 0 : index"), _op(f"arith.constant {n} : index")
        negative = _op(f"arith.cmpi slt, {i}, {zero} : index")
        i = _op(f"arith.select {negative}, {_op(f'arith.addi {i}, {size} : index')}, {i} : index")
        where = [i if d == a else _index(d) for d in range(x.ndim)]
        return load(_op(f"tensor.extract {x.name}[{', '.join(where)}] : {x.type}"), x.dtype)

    return _generic([indices], out_shape, x.dtype, body)


def _before(a: str, b: str, i, j, dtype, with_ties: bool) -> str:
    """(a, i) comes before (b, j) in NumPy's sort order: NaN after every number, then (for a stable
    argsort) the smaller original index first."""
    ty = elt(dtype)
    if _is_float(dtype):
        a_nan, b_nan = _op(f"arith.cmpf uno, {a}, {a} : {ty}"), _op(f"arith.cmpf uno, {b}, {b} : {ty}")
        a_number = _op(f"arith.xori {a_nan}, {constant(True, np.bool_, 4)} : i1")
        smaller = _op(f"arith.cmpf olt, {a}, {b} : {ty}")
        less = _op(f"arith.ori {smaller}, {_op(f'arith.andi {b_nan}, {a_number} : i1')} : i1")
        equal = _op(f"arith.cmpf oeq, {a}, {b} : {ty}")
        same = _op(f"arith.ori {equal}, {_op(f'arith.andi {a_nan}, {b_nan} : i1')} : i1")
    else:
        less, same = _op(f"arith.cmpi slt, {a}, {b} : {ty}"), _op(f"arith.cmpi eq, {a}, {b} : {ty}")
    if not with_ties:
        return less
    earlier = _op(f"arith.cmpi slt, {i}, {j} : i64")
    return _op(f"arith.ori {less}, {_op(f'arith.andi {same}, {earlier} : i1')} : i1")


@emitter
def sort_last(x: Tensor, with_indices: bool) -> tuple[Tensor, Tensor | None]:
    """x sorted along its last axis (NaN last), and with `with_indices` the int64 positions it came
    from, ties in their original order (a stable argsort). A bitonic network over the axis padded to
    a power of two P: log2(P) (log2(P) + 1) / 2 parallel steps, in each of which element i meets
    element i ^ j and keeps the smaller or the larger of the two; no thread walks the axis."""
    n = x.shape[-1]
    size = 1 << max(n - 1, 0).bit_length()
    values = x
    if size != n:  # padding that sorts after everything: NaN (ints: the largest value), then by index
        pad = np.nan if _is_float(x.dtype) else np.iinfo(x.dtype).max
        values = ops.concatenate([x, full(x.shape[:-1] + (size - n,), pad, x.dtype)], x.ndim - 1)
    shape, last = values.shape, values.ndim - 1
    indices = _generic([], shape, np.int64, lambda args: _index(last, np.int64)) if with_indices else None
    k = 2
    while k <= size:
        j = k // 2
        while j >= 1:
            values, indices = _exchange(values, indices, j, k)
            j //= 2
        k *= 2
    cut = lambda t: t if size == n else ops.extract_slice(t, [0] * t.ndim, t.shape[:-1] + (n,), [1] * t.ndim)  # noqa: E731
    return cut(values), (cut(indices) if with_indices else None)


def _exchange(values: Tensor, indices: Tensor | None, j: int, k: int) -> tuple[Tensor, Tensor | None]:
    """One step of the network: i meets i ^ j; the lower of the pair keeps the smaller when i's block
    of k sorts up (i & k == 0), the larger when it sorts down."""
    last, ty = values.ndim - 1, elt(values.dtype)

    def keeps_own(own: str, own_index: str | None):
        """(whether element i keeps its own value, the partner's value, the partner's index)."""
        i = _index(last)
        step = _op(f"arith.constant {j} : index")
        partner = _op(f"arith.xori {i}, {step} : index")
        where = [_index(d) for d in range(last)] + [partner]
        other = load(_op(f"tensor.extract {values.name}[{', '.join(where)}] : {values.type}"), values.dtype)
        other_index = (_op(f"tensor.extract {indices.name}[{', '.join(where)}] : {indices.type}")
                       if indices is not None else None)
        zero, j_bit, k_bit = (_op(f"arith.constant {v} : index") for v in (0, j, k))
        lower = _op(f"arith.cmpi eq, {_op(f'arith.andi {i}, {j_bit} : index')}, {zero} : index")
        up = _op(f"arith.cmpi eq, {_op(f'arith.andi {i}, {k_bit} : index')}, {zero} : index")
        wants_smaller = _op(f"arith.cmpi eq, {lower}, {up} : i1")
        # Give the own value up only when the partner's strictly belongs here: equal values (0.0 and
        # -0.0 without indices) stay where they are on both sides, so each step is a permutation.
        other_first = _before(other, own, other_index, own_index, values.dtype, indices is not None)
        own_first = _before(own, other, own_index, other_index, values.dtype, indices is not None)
        gives_up = _op(f"arith.select {wants_smaller}, {other_first}, {own_first} : i1")
        return _op(f"arith.xori {gives_up}, {constant(True, np.bool_, 4)} : i1"), other, other_index

    def pick_value(args):
        own = args[0]
        keep, other, _ = keeps_own(own, args[1] if indices is not None else None)
        return _op(f"arith.select {keep}, {own}, {other} : {ty}")

    inputs = [values] + ([indices] if indices is not None else [])
    new_values = _generic(inputs, values.shape, values.dtype, pick_value)
    if indices is None:
        return new_values, None

    def pick_index(args):
        keep, _, other_index = keeps_own(args[0], args[1])
        return _op(f"arith.select {keep}, {args[1]}, {other_index} : i64")

    return new_values, _generic(inputs, values.shape, np.int64, pick_index)
