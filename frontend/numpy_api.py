"""The NumPy the tracer takes: ufuncs, functions and ndarray methods, each mapped to its handler.

These tables are the whole supported subset: `Tensor`'s NumPy protocols look them up (see
frontend/tensor.py), and docs/numpy-support.md is generated from them (`python -m frontend.support`).
A handler takes NumPy's own parameters and refuses, in one line, the ones it does not implement.
"""
from __future__ import annotations

import numbers

import numpy as np

from . import indexing, ops, positions, products, sorting, tensor
from .einsum import einsum
from .errors import TraceError, UnsupportedOperation
from .tensor import Tensor, as_tensor, lift
from .trace import current


def _elementwise(name: str):
    def handler(*operands, dtype=None):
        return ops.elementwise(name, list(operands), out_dtype=dtype)
    handler.op = name
    return handler


def _matmul(a, b, dtype=None):
    if dtype is not None:
        raise UnsupportedOperation("np.matmul with dtype=")
    return ops.matmul(as_tensor(a), as_tensor(b))


UFUNCS = {
    np.add: "add", np.subtract: "subtract", np.multiply: "multiply", np.true_divide: "divide",
    np.power: "power", np.maximum: "maximum", np.minimum: "minimum", np.negative: "negative",
    np.exp: "exp", np.tanh: "tanh", np.sqrt: "sqrt", np.log: "log", np.absolute: "absolute",
    np.positive: "copy", np.less: "less", np.less_equal: "less_equal", np.greater: "greater",
    np.greater_equal: "greater_equal", np.equal: "equal", np.not_equal: "not_equal",
    np.floor_divide: "floor_divide", np.remainder: "remainder", np.fmod: "fmod", np.sign: "sign",
    np.floor: "floor", np.ceil: "ceil", np.trunc: "trunc", np.rint: "rint",
    np.log1p: "log1p", np.expm1: "expm1", np.sin: "sin", np.cos: "cos", np.tan: "tan", np.arctan: "arctan",
    np.arctan2: "arctan2", np.log2: "log2", np.log10: "log10", np.exp2: "exp2", np.copysign: "copysign",
    np.bitwise_and: "bitwise_and", np.bitwise_or: "bitwise_or", np.bitwise_xor: "bitwise_xor", np.invert: "invert",
    np.logical_and: "logical_and", np.logical_or: "logical_or", np.logical_xor: "logical_xor",
    np.logical_not: "logical_not", np.isnan: "isnan", np.isinf: "isinf", np.isfinite: "isfinite",
    np.sinh: "sinh", np.cosh: "cosh", np.arcsin: "arcsin", np.arccos: "arccos", np.arcsinh: "arcsinh",
    np.arccosh: "arccosh", np.arctanh: "arctanh", np.cbrt: "cbrt", np.fabs: "fabs", np.reciprocal: "reciprocal",
    np.hypot: "hypot", np.fmax: "fmax", np.fmin: "fmin", np.logaddexp: "logaddexp", np.logaddexp2: "logaddexp2",
    np.signbit: "signbit", np.deg2rad: "deg2rad", np.radians: "deg2rad", np.rad2deg: "rad2deg",
    np.degrees: "rad2deg", np.heaviside: "heaviside", np.float_power: "float_power",
}
UFUNCS = {ufunc: _elementwise(name) for ufunc, name in UFUNCS.items()}
UFUNCS[np.matmul] = _matmul
UFUNCS[np.square] = lambda x, dtype=None: ops.elementwise("multiply", [x, x], out_dtype=dtype or np.square(
    np.ones((), x.dtype)).dtype)  # (a bool squares to int8, as NumPy)
UFUNCS[np.conjugate] = lambda x, dtype=None: ops.elementwise("copy", [x], out_dtype=dtype or np.conjugate(
    np.ones((), x.dtype)).dtype)
UFUNCS[np.divmod] = lambda x, y, dtype=None: (ops.elementwise("floor_divide", [x, y], out_dtype=dtype),
                                              ops.elementwise("remainder", [x, y], out_dtype=dtype))
# What a ufunc's row in docs/numpy-support.md says beyond "as NumPy".
UFUNC_NOTES = {
    np.floor_divide: "floor of the quotient for ints and floats (NumPy's signs); an integer x // 0 is 0",
    np.remainder: "the divisor's sign for ints and floats; an integer x % 0 is 0",
    np.fmod: "the dividend's sign (C's fmod)",
    np.power: "any float exponents; integer exponents by squaring (a negative one gives int(1 / a**k))",
    np.rint: "half to even", np.floor: "an integer input stays an integer", np.ceil: "an integer input stays an integer",
    np.sign: "NaN stays NaN", np.absolute: "ints and floats",
    np.bitwise_and: "ints and bools", np.bitwise_or: "ints and bools", np.bitwise_xor: "ints and bools",
    np.invert: "ints and bools", np.isnan: "floats", np.isinf: "floats", np.isfinite: "floats",
    np.matmul: "2-D, N-D with equal batch dimensions, N-D @ 2-D; the matmul kernels",
    np.fmax: "NaN-ignoring", np.fmin: "NaN-ignoring", np.hypot: "scaled (no overflow); an infinity wins over a NaN",
    np.logaddexp: "max + log1p(exp(-|x - y|)); equal infinities stay", np.logaddexp2: "as np.logaddexp, base 2",
    np.reciprocal: "floats", np.signbit: "ints and floats (-0.0 too)", np.divmod: "(x // y, x % y)",
    np.conjugate: "real arrays: a copy", np.float_power: "in float64, as NumPy",
}
# What the ufunc methods do, by ufunc (`np.add.reduce`, `np.maximum.accumulate`, `np.multiply.outer`).
REDUCE = {np.add: "sum", np.multiply: "prod", np.maximum: "max", np.minimum: "min",
          np.logical_and: "all", np.logical_or: "any"}
ACCUMULATE = {np.add: "sum", np.multiply: "prod", np.maximum: "max", np.minimum: "min"}
# Ufuncs from outside NumPy, by name (scipy.special.erf: libm's erf on the CPU, libdevice's on the GPU).
FOREIGN_UFUNCS = {"erf": _elementwise("erf")}


# ---------------------------------------------------------------------------------------------
# Reductions

def _no_out(name, out, where):
    if out is not None or (where is not None and where is not True):
        raise UnsupportedOperation(f"np.{name} with out= or where=")


def _where_only(x: Tensor, where, fill) -> Tensor:
    """x with `fill` (the reduction's identity or initial=) where the where= mask is False."""
    if where is None or where is True:
        return x
    mask = lift(where, current())
    if not isinstance(mask, Tensor) or mask.dtype != np.bool_:
        raise TraceError("where= must be a bool array (broadcastable to the input)")
    shape = ops.broadcast_shapes(x.shape, mask.shape)
    return ops.elementwise("where", [mask, ops.elementwise("copy", [x], shape=shape) if shape != x.shape else x,
                                     positions.full(shape, fill, x.dtype)])


def _sum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    """any axes, dtype=, keepdims, initial=, where= (a bool mask)."""
    _no_out("sum", out, None)
    return ops.reduce("sum", _where_only(as_tensor(a), where, 0), axis, keepdims, dtype, initial)


def _extremum(kind):
    def handler(a, axis=None, out=None, keepdims=False, initial=None, where=None):
        """any axes, keepdims, initial=, where= (with initial=, as NumPy)."""
        _no_out(kind, out, None)
        if where is not None and where is not True and initial is None:
            raise TraceError(f"np.{kind} with where= needs initial= (the value where no element is selected), as NumPy")
        return ops.reduce(kind, _where_only(as_tensor(a), where, initial), axis, keepdims, initial=initial)
    return handler


def _mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=None):
    """any axes, dtype=, keepdims, where= (the mean of the selected elements)."""
    _no_out("mean", out, None)
    x = as_tensor(a)
    if where is None or where is True:
        return ops.mean(x, axis, keepdims, dtype)
    total = _sum(x, axis, dtype or (None if ops._is_float(x.dtype) else np.float64), keepdims=keepdims,
                 where=where)
    count = _sum(positions.full(x.shape, 1, total.dtype), axis, keepdims=keepdims, where=where)
    return ops.elementwise("divide", [total, count])


def _var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None, correction=None):
    """any axes, ddof / correction, keepdims; no dtype= or mean=."""
    _no_out("var", out, where)
    if dtype is not None or mean is not None:
        raise UnsupportedOperation("np.var with dtype= or mean=")
    return ops.var(as_tensor(a), axis, keepdims, ddof if correction is None else correction)


def _std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None, correction=None):
    """any axes, ddof / correction, keepdims; no dtype= or mean=."""
    _no_out("std", out, where)
    if dtype is not None or mean is not None:
        raise UnsupportedOperation("np.std with dtype= or mean=")
    v = ops.var(as_tensor(a), axis, keepdims, ddof if correction is None else correction)
    return ops.elementwise("sqrt", [v])


def _prod(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    """any axes, dtype=, keepdims, initial=, where= (a bool mask)."""
    _no_out("prod", out, None)
    return ops.reduce("prod", _where_only(as_tensor(a), where, 1), axis, keepdims, dtype, initial)


def _truth(kind):
    """np.any / np.all: a max / min of bools (ops.reduce takes them as int32 0 and 1)."""
    def handler(a, axis=None, out=None, keepdims=False, *, where=None):
        """any axes, keepdims, where=; nonzero is True."""
        _no_out(kind, out, None)
        flags = ops.cast(_where_only(as_tensor(a), where, kind == "all"), np.bool_)
        return ops.reduce("max" if kind == "any" else "min", flags, axis, keepdims)
    return handler


def _arg(kind):
    def handler(a, axis=None, out=None, *, keepdims=False):
        """one axis or all; the first index on ties (and of the first NaN); keepdims."""
        _no_out(f"arg{kind}", out, None)
        return positions.arg_extremum(kind, as_tensor(a), axis, keepdims)
    return handler


def _cumulative(kind):
    def handler(a, axis=None, dtype=None, out=None):
        """along one axis (or flattened), dtype=; a parallel (Hillis-Steele) scan of ceil(log2 n) steps."""
        _no_out(f"cum{kind}", out, None)
        x = as_tensor(a)
        if axis is None:  # NumPy flattens first
            x, axis = ops.reshape(x, (x.size,)), 0
        return positions.scan(kind, x, axis, dtype)
    return handler


# ---------------------------------------------------------------------------------------------
# Ufunc methods

def _ufunc_reduce(ufunc, array, axis=0, dtype=None, out=None, keepdims=False, initial=np._NoValue, where=True):
    """as np.sum, np.prod, np.max, np.min, np.all, np.any; axis=0 unless given (as NumPy's); dtype=, keepdims, initial=."""
    name = f"np.{ufunc.__name__}.reduce"
    if ufunc not in REDUCE:
        raise UnsupportedOperation(name, "reduce with add, multiply, maximum, minimum, logical_and or logical_or")
    _no_out(f"{ufunc.__name__}.reduce", out, where)
    kind, initial = REDUCE[ufunc], None if initial is np._NoValue else initial
    x = as_tensor(array)
    if kind in ("all", "any"):
        if dtype is not None or initial is not None:
            raise UnsupportedOperation(f"{name} with dtype= or initial=")
        return _truth(kind)(x, axis, keepdims=keepdims)
    if kind in ("max", "min"):
        return ops.reduce(kind, x if dtype is None else ops.cast(x, dtype), axis, keepdims, initial=initial)
    return ops.reduce(kind, x, axis, keepdims, dtype, initial)


def _ufunc_accumulate(ufunc, array, axis=0, dtype=None, out=None):
    """a parallel scan along one axis (axis=0 unless given); dtype=."""
    if ufunc not in ACCUMULATE:
        raise UnsupportedOperation(f"np.{ufunc.__name__}.accumulate", "accumulate with add, multiply, maximum or minimum")
    _no_out(f"{ufunc.__name__}.accumulate", out, None)
    x = as_tensor(array)
    dtype = np.dtype(dtype or ufunc.accumulate(np.ones(1, x.dtype)).dtype)  # (no upcast of small ints, unlike np.cumsum)
    if dtype == np.bool_:  # or (add, maximum) and and (multiply, minimum) as a max / min over bytes
        kind = "max" if ACCUMULATE[ufunc] in ("sum", "max") else "min"
        return ops.cast(positions.scan(kind, ops.cast(x, np.int8), axis, np.int8), np.bool_)
    return positions.scan(ACCUMULATE[ufunc], x, axis, dtype)


def _ufunc_outer(ufunc, a, b, **kwargs):
    """a's axes, then b's; dtype=."""
    handler = UFUNCS.get(ufunc)
    if handler is None or ufunc.nin != 2:
        raise UnsupportedOperation(f"np.{ufunc.__name__}.outer")
    if kwargs.get("out") is not None or set(kwargs) - {"dtype", "out"}:
        raise UnsupportedOperation(f"np.{ufunc.__name__}.outer with {sorted(kwargs)}")
    a, b = as_tensor(a), as_tensor(b)
    return handler(ops.reshape(a, a.shape + (1,) * b.ndim), b, dtype=kwargs.get("dtype"))


UFUNC_METHODS = {"reduce": _ufunc_reduce, "accumulate": _ufunc_accumulate, "outer": _ufunc_outer}


# ---------------------------------------------------------------------------------------------
# Elementwise functions that are not ufuncs

def _clip(a, a_min=np._NoValue, a_max=np._NoValue, out=None, *, min=np._NoValue, max=np._NoValue, **kwargs):
    """scalar or array bounds (min=/max= too), either may be None."""
    if out is not None or kwargs:
        raise UnsupportedOperation("np.clip with out= or other keywords")
    lo = min if a_min is np._NoValue else a_min
    hi = max if a_max is np._NoValue else a_max
    lo, hi = (None if v is np._NoValue else v for v in (lo, hi))
    if lo is None and hi is None:
        raise TraceError("np.clip: give a lower bound, an upper bound or both")
    trace = current()
    x = as_tensor(a)
    if lo is not None:
        x = ops.elementwise("maximum", [x, lift(lo, trace)])
    if hi is not None:
        x = ops.elementwise("minimum", [x, lift(hi, trace)])
    return x


def _round(a, decimals=0, out=None):
    """half to even (as NumPy), any decimals."""
    if out is not None:
        raise UnsupportedOperation("np.round with out=")
    x = as_tensor(a)
    if decimals < 0 and not ops._is_float(x.dtype):
        raise UnsupportedOperation("np.round of integers with negative decimals")
    return ops.elementwise("round", [x], decimals=int(decimals))


def _full_like(a, fill_value, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """a scalar fill value; dtype=, shape=."""
    x = as_tensor(a)
    if not isinstance(fill_value, (numbers.Number, np.generic)):
        raise UnsupportedOperation("np.full_like with an array fill value")
    return positions.full(x.shape if shape is None else tuple(np.atleast_1d(shape)), fill_value, dtype or x.dtype)


# ---------------------------------------------------------------------------------------------
# Shapes

def _reshape(a, shape=None, order="C", **kw):
    """order='C'; one -1."""
    if order != "C":
        raise UnsupportedOperation(f"reshape(order={order!r})")
    return ops.reshape(as_tensor(a), shape if shape is not None else kw["newshape"])


def _split(x, indices_or_sections, axis=0):
    """equal sections or split points."""
    x = as_tensor(x)
    axis = ops._normalize_axes(axis, x.ndim)[0]
    n = x.shape[axis]
    if isinstance(indices_or_sections, numbers.Integral):
        k = int(indices_or_sections)
        if k <= 0 or n % k:
            raise TraceError(f"np.split: an axis of size {n} does not split into {k} equal parts")
        bounds = [n // k * j for j in range(k + 1)]
    else:
        bounds = [0] + [int(b) for b in indices_or_sections] + [n]
    parts = []
    for lo, hi in zip(bounds[:-1], bounds[1:]):  # x[lo:hi] with Python's slice rules, as NumPy does
        idx = [slice(None)] * x.ndim
        idx[axis] = slice(lo, hi)
        parts.append(indexing.getitem(x, tuple(idx)))
    return parts


def _concatenate(arrays, axis=0, out=None, dtype=None, casting=None):
    """any axis or None."""
    if out is not None or dtype is not None:
        raise UnsupportedOperation("np.concatenate with out= or dtype=")
    arrays = [as_tensor(a) for a in arrays]
    if axis is None:  # NumPy flattens first
        arrays, axis = [ops.reshape(a, (-1,)) for a in arrays], 0
    return ops.concatenate(arrays, axis)


def _atleast(t, rank):
    t = as_tensor(t)
    return ops.reshape(t, (1,) * (rank - t.ndim) + t.shape) if t.ndim < rank else t


def _hstack(tup, *, dtype=None, casting=None):
    parts = [_atleast(t, 1) for t in tup]
    return _concatenate(parts, 0 if all(p.ndim == 1 for p in parts) else 1, dtype=dtype)


def _vstack(tup, *, dtype=None, casting=None):
    return _concatenate([_atleast(t, 2) for t in tup], 0, dtype=dtype)


def _stack(arrays, axis=0, out=None, *, dtype=None, casting="same_kind"):
    """any axis, negative too."""
    arrays = [as_tensor(a) for a in arrays]
    if not arrays:
        raise TraceError("np.stack needs at least one array")
    if len({a.shape for a in arrays}) > 1:
        raise TraceError(f"np.stack: all arrays must have the same shape, got {[a.shape for a in arrays]}")
    if out is not None or dtype is not None:
        raise UnsupportedOperation("np.stack with out= or dtype=")
    return ops.stack(arrays, axis)


def _expand_dims(a, axis):
    """an axis or a tuple of axes."""
    x = as_tensor(a)
    axes = (axis,) if isinstance(axis, numbers.Integral) else tuple(axis)
    rank = x.ndim + len(axes)
    axes = ops._normalize_axes(axes, rank)
    if len(axes) != len((axis,) if isinstance(axis, numbers.Integral) else tuple(axis)):
        raise TraceError("np.expand_dims: repeated axis")
    shape, rest = [], iter(x.shape)
    for i in range(rank):
        shape.append(1 if i in axes else next(rest))
    return ops.reshape(x, tuple(shape))


def _squeeze(a, axis=None):
    """all size-1 axes, or the ones named."""
    x = as_tensor(a)
    axes = ops._normalize_axes(axis, x.ndim) if axis is not None else tuple(i for i, n in enumerate(x.shape) if n == 1)
    for i in axes:
        if x.shape[i] != 1:
            raise TraceError(f"np.squeeze: axis {i} has size {x.shape[i]}, not 1 (shape {x.shape})")
    return ops.reshape(x, tuple(n for i, n in enumerate(x.shape) if i not in axes))


def _swapaxes(a, axis1, axis2):
    x = as_tensor(a)
    i, j = (ops._normalize_axes(v, x.ndim)[0] for v in (axis1, axis2))
    perm = list(range(x.ndim))
    perm[i], perm[j] = perm[j], perm[i]
    return ops.transpose(x, tuple(perm))


def _moveaxis(a, source, destination):
    """one axis or several."""
    x = as_tensor(a)
    src = [ops._normalize_axes(v, x.ndim)[0] for v in np.atleast_1d(source)]
    dst = [ops._normalize_axes(v, x.ndim)[0] for v in np.atleast_1d(destination)]
    if len(src) != len(dst):
        raise TraceError("np.moveaxis: `source` and `destination` must have the same number of elements")
    order = [i for i in range(x.ndim) if i not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return ops.transpose(x, tuple(order))


def _tri(lower):
    def handler(m, k=0):
        """over the last two axes (any leading ones), any k."""
        return positions.triangle(as_tensor(m), int(k), lower)
    return handler


def _broadcast_to(array, shape, subok=False):
    """a copy (not a read-only view)."""
    x = as_tensor(array)
    shape = (int(shape),) if isinstance(shape, numbers.Integral) else tuple(int(n) for n in shape)
    return ops.elementwise("copy", [x], shape=shape)


def _take(a, indices, axis=None, out=None, mode="raise"):
    """integer indices along an axis or flattened; negative ones count from the end."""
    if out is not None or mode != "raise":
        raise UnsupportedOperation("np.take with out= or mode=")
    x = as_tensor(a)
    if axis is None:
        x, axis = ops.reshape(x, (x.size,)), 0
    axis = ops._normalize_axes(axis, x.ndim)[0]
    idx = lift(indices, current())
    if not isinstance(idx, Tensor):  # one integer: a slice
        index = [slice(None)] * x.ndim
        index[axis] = int(idx)
        return indexing.getitem(x, tuple(index))
    front = ops.transpose(x, (axis,) + tuple(i for i in range(x.ndim) if i != axis))
    picked = ops.gather(front, idx)  # [*idx.shape, rest...]
    k = idx.ndim
    back = tuple(range(k, k + axis)) + tuple(range(k)) + tuple(range(k + axis, picked.ndim))
    return ops.transpose(picked, back)


def _repeat(a, repeats, axis=None):
    """a static int, or static per-element counts."""
    x = as_tensor(a)
    if axis is None:
        x, axis = ops.reshape(x, (x.size,)), 0
    axis = ops._normalize_axes(axis, x.ndim)[0]
    if isinstance(repeats, Tensor):
        raise UnsupportedOperation("np.repeat with traced repeats", "the result's shape would depend on values")
    reps = np.asarray(repeats)
    if reps.ndim == 0 or reps.size == 1:  # each element r times: a new axis after `axis`, broadcast, merged
        r = int(reps.reshape(()))
        shape = x.shape[:axis + 1] + (1,) + x.shape[axis + 1:]
        wide = ops.elementwise("copy", [ops.reshape(x, shape)], shape=shape[:axis + 1] + (r,) + shape[axis + 2:])
        return ops.reshape(wide, x.shape[:axis] + (x.shape[axis] * r,) + x.shape[axis + 1:])
    if reps.shape != (x.shape[axis],):
        raise TraceError(f"np.repeat: {reps.size} repeats for an axis of size {x.shape[axis]}")
    return _take(x, np.repeat(np.arange(x.shape[axis]), reps), axis)


def _tile(A, reps):
    x = as_tensor(A)
    reps = (int(reps),) if isinstance(reps, numbers.Integral) else tuple(int(r) for r in reps)
    rank = max(x.ndim, len(reps))
    shape = (1,) * (rank - x.ndim) + x.shape
    reps = (1,) * (rank - len(reps)) + reps
    interleaved = tuple(v for n in shape for v in (1, n))
    wide = ops.elementwise("copy", [ops.reshape(x, interleaved)], shape=tuple(v for r, n in zip(reps, shape) for v in (r, n)))
    return ops.reshape(wide, tuple(r * n for r, n in zip(reps, shape)))


def _flip(m, axis=None):
    """all axes, one or several."""
    x = as_tensor(m)
    return positions.flip(x, tuple(range(x.ndim)) if axis is None else axis)


def _pad(array, pad_width, mode="constant", **kwargs):
    """mode='constant' (constant_values= a scalar or per-axis pairs of them)."""
    if mode != "constant" or set(kwargs) - {"constant_values"}:
        raise UnsupportedOperation(f"np.pad with mode={mode!r}" if mode != "constant" else f"np.pad with {sorted(kwargs)}",
                                   "mode='constant' only")
    x = as_tensor(array)
    widths = np.broadcast_to(np.asarray(pad_width, dtype=np.int64), (x.ndim, 2))
    values = np.broadcast_to(np.asarray(kwargs.get("constant_values", 0)), (x.ndim, 2))
    if (widths < 0).any():
        raise TraceError("np.pad: negative pad widths")
    shape = tuple(int(n + lo + hi) for n, (lo, hi) in zip(x.shape, widths))
    out = positions.full(shape, values[0, 0], x.dtype)
    # NumPy pads axis by axis, each taking its own value over the whole extent of the axes padded before it
    for axis in range(x.ndim):
        lo, hi = (int(w) for w in widths[axis])
        for side, (start, size) in enumerate(((0, lo), (shape[axis] - hi, hi))):
            v = values[axis, side]
            if size and v != values[0, 0]:
                part = tuple(size if d == axis else (x.shape[d] if d > axis else shape[d]) for d in range(x.ndim))
                offsets = [start if d == axis else (int(widths[d, 0]) if d > axis else 0) for d in range(x.ndim)]
                out.name = ops.insert_slice(out, positions.full(part, v, x.dtype), offsets, part)
    out.name = ops.insert_slice(out, x, [int(w) for w in widths[:, 0]], x.shape)
    return out


def _dot(a, b, out=None):
    """1-D and 2-D operands, or N-D with a 1-D or 2-D second one (where it equals np.matmul)."""
    if out is not None:
        raise UnsupportedOperation("np.dot with out=")
    a, b = as_tensor(a), as_tensor(b)
    if a.ndim == 0 or b.ndim == 0:
        return ops.elementwise("multiply", [a, b])
    if b.ndim > 2:
        raise UnsupportedOperation(f"np.dot with a {b.ndim}-D second operand", "it is not a matmul there: use np.matmul "
                                   "(@) or np.einsum")
    return ops.matmul(a, b)


def _outer(a, b, out=None):
    """of the flattened operands."""
    if out is not None:
        raise UnsupportedOperation("np.outer with out=")
    a, b = as_tensor(a), as_tensor(b)
    return ops.elementwise("multiply", [ops.reshape(a, (a.size, 1)), ops.reshape(b, (1, b.size))])


def _where(condition, x=None, y=None):
    """the three-argument form."""
    if x is None or y is None:
        raise UnsupportedOperation("np.where(condition) without x and y", "it returns data-dependent shapes")
    trace = current()
    return ops.elementwise("where", [lift(a, trace) for a in (condition, x, y)])


# ---------------------------------------------------------------------------------------------
# More reductions, products and element-picking (compositions of the ops above)

def _diagonal(a, offset=0, axis1=0, axis2=1):
    """any offset and pair of axes; the diagonal becomes the last axis (a copy, not a view)."""
    x = as_tensor(a)
    if x.ndim < 2:
        raise TraceError(f"np.diagonal needs at least 2 dimensions (got shape {x.shape})")
    i, j = (ops._normalize_axes(v, x.ndim)[0] for v in (axis1, axis2))
    if i == j:
        raise TraceError("np.diagonal: axis1 and axis2 cannot be the same")
    x = ops.transpose(x, tuple(d for d in range(x.ndim) if d not in (i, j)) + (i, j))
    return positions.diagonal(x, int(offset))


def _trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    """any offset, axes and dtype=: the sum of np.diagonal."""
    _no_out("trace", out, None)
    return ops.reduce("sum", _diagonal(a, offset, axis1, axis2), -1, False, dtype)


def _average(a, axis=None, weights=None, returned=False, *, keepdims=False):
    """weights= of a's shape or 1-D along one axis; returned=; keepdims."""
    x = as_tensor(a)
    if weights is None:
        avg = ops.mean(x, axis, keepdims, None)
        count = np.prod([x.shape[d] for d in ops._normalize_axes(axis, x.ndim)]) if x.ndim else 1
        return (avg, positions.full(avg.shape, count, avg.dtype)) if returned else avg
    w = as_tensor(weights)
    if w.shape != x.shape:
        if axis is None or not isinstance(axis, numbers.Integral) or w.ndim != 1:
            raise TraceError(f"np.average: weights of shape {w.shape} differ from the array's {x.shape}: give one axis "
                             "and 1-D weights along it")
        d = ops._normalize_axes(axis, x.ndim)[0]
        if w.shape[0] != x.shape[d]:
            raise TraceError(f"np.average: {w.shape[0]} weights for an axis of size {x.shape[d]}")
        w = ops.reshape(w, tuple(x.shape[d] if k == d else 1 for k in range(x.ndim)))
    dtype = np.result_type(x.dtype, w.dtype, *([] if ops._is_float(x.dtype) else ["f8"]))
    x, w = ops.cast(x, dtype), ops.cast(w, dtype)
    total = ops.reduce("sum", ops.elementwise("copy", [w], shape=x.shape), axis, keepdims)
    avg = ops.elementwise("divide", [ops.reduce("sum", ops.elementwise("multiply", [x, w]), axis, keepdims), total])
    return (avg, total) if returned else avg


def _ptp(a, axis=None, out=None, keepdims=False):
    """any axes, keepdims: max - min."""
    _no_out("ptp", out, None)
    x = as_tensor(a)
    return ops.elementwise("subtract", [ops.reduce("max", x, axis, keepdims), ops.reduce("min", x, axis, keepdims)])


def _count_nonzero(a, axis=None, *, keepdims=False):
    """any axes, keepdims; an int64 count (a 0-d array for axis=None)."""
    x = as_tensor(a)
    flags = x if x.dtype == np.bool_ else ops.elementwise("not_equal", [x, 0])
    return ops.reduce("sum", ops.cast(flags, np.intp), axis, keepdims, np.intp)


def _cut(x: Tensor, axis: int, start=None, stop=None) -> Tensor:
    """x[..., start:stop, ...] along one axis."""
    return indexing.getitem(x, (slice(None),) * axis + (slice(start, stop),))


def _without_nan(x: Tensor, fill) -> Tensor:
    """x with `fill` where it holds NaN (an array of another type holds none)."""
    if not ops._is_float(x.dtype):
        return x
    return ops.elementwise("where", [ops.elementwise("isnan", [x]), positions.full(x.shape, fill, x.dtype), x])


def _diff(a, n=1, axis=-1, prepend=np._NoValue, append=np._NoValue):
    """any n and axis, prepend= / append= (scalars or arrays); bools by !=."""
    x = as_tensor(a)
    d = ops._normalize_axes(axis, x.ndim)[0]
    parts = [x]
    for value, at in ((prepend, 0), (append, 1)):
        if value is not np._NoValue:
            if isinstance(value, (numbers.Number, np.generic)):
                value = positions.full(x.shape[:d] + (1,) + x.shape[d + 1:], value, np.asarray(value).dtype)  # (as NumPy)
            parts.insert(len(parts) * at, as_tensor(value))
    if len(parts) > 1:
        dtype = np.result_type(*[p.dtype for p in parts])
        x = ops.concatenate([ops.cast(p, dtype) for p in parts], d)
    for _ in range(int(n)):
        x = ops.elementwise("not_equal" if x.dtype == np.bool_ else "subtract", [_cut(x, d, 1), _cut(x, d, None, -1)])
    return x


def _roll(a, shift, axis=None):
    """static shifts, one axis or several (or the flattened array)."""
    x = as_tensor(a)
    if isinstance(shift, Tensor):
        raise UnsupportedOperation("np.roll with a traced shift", "the shift must be a Python int")
    if axis is None:
        return ops.reshape(_roll(ops.reshape(x, (x.size,)), int(np.sum(shift)), 0), x.shape)
    axes, shifts = np.broadcast_arrays(np.atleast_1d(axis), np.atleast_1d(shift))  # (NumPy: shifts of one axis add up)
    for d, k in zip(axes, shifts):
        d = ops._normalize_axes(int(d), x.ndim)[0]
        k = int(k) % x.shape[d] if x.shape[d] else 0
        if k:
            x = ops.concatenate([_cut(x, d, x.shape[d] - k), _cut(x, d, 0, x.shape[d] - k)], d)
    return x


def _isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    """rtol, atol, equal_nan, as NumPy 2: |a - b| <= atol + rtol * |b| where both are finite, else a == b."""
    trace = current()
    a, b = lift(a, trace), lift(b, trace)
    dtype = np.result_type(*[x.dtype if isinstance(x, Tensor) else x for x in (a, b)], 1.0)
    a, b = (ops.cast(x, dtype) if isinstance(x, Tensor) else positions.full((), x, dtype) for x in (a, b))
    e = ops.elementwise
    bound = e("add", [e("multiply", [e("absolute", [b]), rtol]), atol])
    near = e("less_equal", [e("absolute", [e("subtract", [a, b])]), bound])
    finite = e("logical_and", [e("isfinite", [a]), e("isfinite", [b])])
    out = e("where", [finite, near, e("equal", [a, b])])
    if equal_nan:
        out = e("logical_or", [out, e("logical_and", [e("isnan", [a]), e("isnan", [b])])])
    return out


def _nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    """nan=, posinf=, neginf= (the dtype's largest / most negative finite value by default)."""
    x = as_tensor(x)
    if not ops._is_float(x.dtype):
        return ops.elementwise("copy", [x])
    info = np.finfo(x.dtype)
    big = info.max if posinf is None else posinf
    small = info.min if neginf is None else neginf
    e = ops.elementwise
    out = _without_nan(x, nan)
    out = e("where", [e("equal", [x, np.inf]), positions.full(x.shape, big, x.dtype), out])
    return e("where", [e("equal", [x, -np.inf]), positions.full(x.shape, small, x.dtype), out])


def _sinc(x):
    """sin(pi x) / (pi x), 1 at 0 (computed as NumPy does)."""
    y = ops.elementwise("multiply", [ops.as_float(x), np.pi])
    y = ops.elementwise("where", [ops.elementwise("equal", [y, 0]), positions.full(y.shape, np.finfo(y.dtype).eps, y.dtype), y])
    return ops.elementwise("divide", [ops.elementwise("sin", [y]), y])


def _select(condlist, choicelist, default=0):
    """the first true condition's choice, else default (scalars or arrays, broadcasting)."""
    if len(condlist) != len(choicelist):
        raise TraceError("np.select: list of cases must be same length as list of conditions")
    trace = current()
    choices = [lift(c, trace) for c in choicelist]
    dtype = np.result_type(*[c.dtype if isinstance(c, Tensor) else c for c in choices])
    conds = [lift(c, trace) for c in condlist]
    for c in conds:
        if not isinstance(c, Tensor) or c.dtype != np.bool_:
            raise TraceError("np.select: every condition must be a bool array")
    shape = ops.broadcast_shapes(*[c.shape for c in conds + choices if isinstance(c, Tensor)])
    out = positions.full(shape, default, dtype) if isinstance(default, (numbers.Number, np.generic)) else \
        ops.elementwise("copy", [as_tensor(default)], out_dtype=dtype, shape=shape)
    for cond, choice in reversed(list(zip(conds, choices))):
        out = ops.elementwise("where", [cond, choice, out], out_dtype=dtype)
    return out


def _piecewise(x, condlist, funclist, *args, **kw):
    """each function (or value) evaluated on the whole array and selected where its condition holds (a
    later condition wins, as NumPy); one more function than conditions is the default."""
    x = as_tensor(x)
    trace = current()
    if isinstance(condlist, (Tensor, np.ndarray)):  # one condition of x's shape, or a stack of them
        conds = [condlist] if condlist.ndim == x.ndim else [condlist[i] for i in range(condlist.shape[0])]
    else:
        conds = list(condlist)
    if len(funclist) not in (len(conds), len(conds) + 1):
        raise TraceError(f"np.piecewise: {len(funclist)} functions for {len(conds)} conditions (give n or n + 1)")

    def value(f):
        v = f(x, *args, **kw) if callable(f) else f
        v = lift(v, trace)
        return ops.elementwise("copy", [v], out_dtype=x.dtype, shape=x.shape) if isinstance(v, Tensor) else \
            positions.full(x.shape, v, x.dtype)

    out = value(funclist[-1]) if len(funclist) == len(conds) + 1 else positions.full(x.shape, 0, x.dtype)
    for cond, f in zip(conds, funclist):
        c = lift(cond, trace)
        if not isinstance(c, Tensor) or c.dtype != np.bool_:
            raise TraceError("np.piecewise: every condition must be a bool array")
        out = ops.elementwise("where", [c, value(f), out])
    return out


def _take_along_axis(arr, indices, axis=-1):
    """integer indices of the array's rank (other axes broadcast), or 1-D ones with axis=None; negative ones count from the end."""
    x, idx = as_tensor(arr), as_tensor(indices)
    if axis is None:
        x, axis = ops.reshape(x, (x.size,)), 0
    return positions.take_along(x, idx, axis)


def _nan_reduction(kind):
    """np.nansum, nanprod, nanmax, nanmin, nanmean: NaN left out (an all-NaN max, min or mean is NaN)."""
    def handler(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
        _no_out(f"nan{kind}", out, where)
        x = as_tensor(a)
        if not ops._is_float(x.dtype):  # no NaN to leave out
            if kind in ("max", "min"):
                return _extremum(kind)(x, axis, keepdims=keepdims, initial=initial)
            if kind == "mean":
                return _mean(x, axis, dtype, keepdims=keepdims)
            return (_sum if kind == "sum" else _prod)(x, axis, dtype, keepdims=keepdims, initial=initial)
        e = ops.elementwise
        nan = e("isnan", [x])
        clean = _without_nan(x, {"sum": 0.0, "mean": 0.0, "prod": 1.0, "max": -np.inf, "min": np.inf}[kind])
        if kind == "mean":
            count = ops.reduce("sum", ops.cast(e("logical_not", [nan]), x.dtype), axis, keepdims)
            return e("divide", [ops.reduce("sum", clean, axis, keepdims, dtype), count])
        if kind in ("sum", "prod"):
            return ops.reduce(kind, clean, axis, keepdims, dtype, initial)
        if dtype is not None:
            raise UnsupportedOperation(f"np.nan{kind} with dtype=")
        top = ops.reduce(kind, clean, axis, keepdims, initial=initial)
        if initial is not None:  # an all-NaN slice gives initial=, as NumPy
            return top
        all_nan = _truth("all")(nan, axis, keepdims=keepdims)
        return e("where", [all_nan, positions.full(top.shape, np.nan, top.dtype), top])
    handler.__doc__ = {"sum": "as np.sum, NaN counted as 0", "prod": "as np.prod, NaN counted as 1",
                       "max": "as np.max, NaN left out (all NaN: NaN)", "min": "as np.min, NaN left out (all NaN: NaN)",
                       "mean": "as np.mean over the values that are not NaN (all NaN: NaN)"}[kind]
    return handler


def _nan_arg(kind):
    def handler(a, axis=None, out=None, *, keepdims=False):
        """as np.argmax / np.argmin with NaN left out (a slice of all NaN gives 0; NumPy raises)."""
        return _arg(kind)(_without_nan(as_tensor(a), -np.inf if kind == "max" else np.inf), axis, out, keepdims=keepdims)
    return handler


def _at_least_3d(t):
    """np.atleast_3d of one array: a 1-D (n) becomes (1, n, 1), a 2-D (m, n) becomes (m, n, 1)."""
    t = as_tensor(t)
    return ops.reshape(t, (1,) * (t.ndim == 1) + t.shape + (1,)) if t.ndim in (1, 2) else _atleast(t, 3)


def _atleast_nd(rank):
    def handler(*arys):
        """each array; several give a list."""
        out = [_at_least_3d(a) if rank == 3 else _atleast(a, rank) for a in arys]
        return out[0] if len(out) == 1 else out
    return handler


def _column_stack(tup):
    """1-D arrays as columns, 2-D ones as they are."""
    return _concatenate([ops.reshape(t, (t.size, 1)) if t.ndim < 2 else t for t in map(as_tensor, tup)], 1)


def _dstack(tup):
    return _concatenate([_at_least_3d(t) for t in tup], 2)


def _array_split(ary, indices_or_sections, axis=0):
    """sections of sizes differing by at most one (the first ones longer), or split points."""
    x = as_tensor(ary)
    if isinstance(indices_or_sections, numbers.Integral):
        k = int(indices_or_sections)
        if k <= 0:
            raise TraceError("np.array_split: number sections must be larger than 0")
        n = x.shape[ops._normalize_axes(axis, x.ndim)[0]]
        sizes = [n // k + 1] * (n % k) + [n // k] * (k - n % k)
        indices_or_sections = list(np.cumsum(sizes)[:-1])
    return _split(x, indices_or_sections, axis)


# ---------------------------------------------------------------------------------------------
# Small compositions: conversions, diagonals and rotations, joining and cutting, sets, calculus

def _fix(x, out=None):
    """toward zero (np.trunc); integers and bools as they are."""
    _no_out("fix", out, None)
    x = as_tensor(x)
    return ops.elementwise("trunc", [x]) if ops._is_float(x.dtype) else ops.elementwise("copy", [x])


def _infinity(sign):
    def handler(x, out=None):
        """floats (ints: all False)."""
        _no_out("isposinf" if sign > 0 else "isneginf", out, None)
        x = as_tensor(x)
        if not ops._is_float(x.dtype):
            return positions.full(x.shape, False, np.bool_)
        return ops.elementwise("equal", [x, sign * np.inf])
    return handler


def _diag(v, k=0):
    """a 1-D v: the matrix with v on diagonal k; a 2-D v: its diagonal k."""
    x = as_tensor(v)
    if x.ndim == 2:
        return positions.diagonal(x, int(k))
    if x.ndim != 1:
        raise TraceError(f"np.diag: input must be 1-D or 2-D (got shape {x.shape})")
    n, k = x.shape[0] + abs(int(k)), int(k)
    rows, cols = np.indices((n, n))
    on = (cols - rows == k) & (np.minimum(rows, cols) < x.shape[0])
    picks = np.where(on, np.minimum(rows, cols), 0)  # the element of v each diagonal place takes
    return ops.elementwise("where", [lift(on, current()), ops.gather(x, lift(picks, current())),
                                     positions.full((n, n), 0, x.dtype)])


def _rot90(m, k=1, axes=(0, 1)):
    """any k and pair of axes: flips and a transpose."""
    x = as_tensor(m)
    a, b = (ops._normalize_axes(v, x.ndim)[0] for v in axes)
    if a == b:
        raise TraceError("np.rot90: axes must be different")
    k = int(k) % 4
    swap = list(range(x.ndim))
    swap[a], swap[b] = b, a
    if k == 1:
        return ops.transpose(positions.flip(x, (b,)), tuple(swap))
    if k == 2:
        return positions.flip(x, (a, b))
    if k == 3:
        return positions.flip(ops.transpose(x, tuple(swap)), (b,))
    return x


def _axis_split(name, axis, rank):
    def handler(ary, indices_or_sections):
        """as np.split, along the axis NumPy's name says (hsplit: columns, rows of a 1-D array)."""
        x = as_tensor(ary)
        if x.ndim < rank:
            raise TraceError(f"np.{name} needs at least {rank} dimensions (got shape {x.shape})")
        return _split(x, indices_or_sections, 0 if name == "hsplit" and x.ndim == 1 else axis)
    return handler


def _broadcast_arrays(*args, subok=False):
    """copies broadcast to the common shape."""
    tensors = [as_tensor(a) for a in args]
    shape = ops.broadcast_shapes(*[t.shape for t in tensors])
    return tuple(t if t.shape == shape else ops.elementwise("copy", [t], shape=shape) for t in tensors)


def _append(arr, values, axis=None):
    """flattened (axis=None) or along one axis."""
    x, v = as_tensor(arr), as_tensor(values)
    dtype = np.result_type(x.dtype, v.dtype)
    if axis is None:
        return ops.concatenate([ops.cast(ops.reshape(x, (x.size,)), dtype), ops.cast(ops.reshape(v, (v.size,)), dtype)], 0)
    return ops.concatenate([ops.cast(x, dtype), ops.cast(v, dtype)], ops._normalize_axes(axis, x.ndim)[0])


def _kept(n, obj) -> np.ndarray:
    """The positions np.delete keeps of an axis of n (obj: an int, a slice or ints, known while tracing)."""
    if isinstance(obj, Tensor):
        raise UnsupportedOperation("np.delete with a traced index", "the positions must be known while tracing")
    if isinstance(obj, slice):
        drop = np.arange(n)[obj]
    elif np.asarray(obj).dtype == np.bool_:  # a mask of the axis
        if np.shape(obj) != (n,):
            raise TraceError(f"np.delete: a bool mask of shape {np.shape(obj)} for an axis of size {n}")
        drop = np.flatnonzero(obj)
    else:
        drop = np.asarray(obj, dtype=np.int64).reshape(-1)
    if ((drop < -n) | (drop >= n)).any():
        raise TraceError(f"np.delete: index {int(drop[(drop < -n) | (drop >= n)][0])} is out of bounds for size {n}")
    return np.setdiff1d(np.arange(n), drop % n)


def _delete(arr, obj, axis=None):
    """indices or a slice known while tracing; flattened (axis=None) or along one axis."""
    x = as_tensor(arr)
    if axis is None:
        x, axis = ops.reshape(x, (x.size,)), 0
    d = ops._normalize_axes(axis, x.ndim)[0]
    return _take(x, _kept(x.shape[d], obj), d)


def _isin(element, test_elements, assume_unique=False, invert=False, *, kind=None):
    """every element compared with every test element (test_elements flattened), invert=."""
    x, t = as_tensor(element), as_tensor(test_elements)
    flat = ops.reshape(t, (1,) * x.ndim + (t.size,))
    found = _truth("any")(ops.elementwise("equal", [ops.reshape(x, x.shape + (1,)), flat]), -1)
    return ops.elementwise("logical_not", [found]) if invert else found


def _nan_scan(kind):
    def handler(a, axis=None, dtype=None, out=None):
        """as np.cumsum / np.cumprod with NaN counted as 0 / 1."""
        _no_out(f"nancum{kind}", out, None)
        return _cumulative(kind)(_without_nan(as_tensor(a), 0 if kind == "sum" else 1), axis, dtype)
    return handler


def _nan_spread(root):
    def handler(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None,
                correction=None):
        """as np.var / np.std over the values that are not NaN; ddof / correction, keepdims."""
        _no_out("nanstd" if root else "nanvar", out, where)
        if dtype is not None or mean is not None:
            raise UnsupportedOperation(f"np.nan{'std' if root else 'var'} with dtype= or mean=")
        x = ops.as_float(a)
        e = ops.elementwise
        nan = e("isnan", [x])
        count = ops.reduce("sum", ops.cast(e("logical_not", [nan]), x.dtype), axis, True)
        centre = e("divide", [ops.reduce("sum", _without_nan(x, 0.0), axis, True), count])
        gap = _without_nan(e("subtract", [x, centre]), 0.0)
        dof = e("subtract", [count if keepdims else ops.reshape(count, _reduced_shape(x, axis)),
                             float(ddof if correction is None else correction)])
        spread = e("divide", [ops.reduce("sum", e("multiply", [gap, gap]), axis, keepdims), dof])
        spread = e("where", [e("less_equal", [dof, 0]), positions.full(spread.shape, np.nan, spread.dtype), spread])
        return e("sqrt", [spread]) if root else spread
    return handler


def _reduced_shape(x, axis) -> tuple:
    """x's shape without the reduced axes."""
    axes = ops._normalize_axes(axis, x.ndim)
    return tuple(n for d, n in enumerate(x.shape) if d not in axes)


def _cumulative_array_api(kind):
    def handler(x, /, *, axis=None, dtype=None, out=None, include_initial=False):
        """as np.cumsum / np.cumprod (axis may be left out for 1-D), include_initial=."""
        _no_out(f"cumulative_{kind}", out, None)
        x = as_tensor(x)
        if axis is None:
            if x.ndim > 1:
                raise TraceError(f"np.cumulative_{kind}: give axis= for an array of {x.ndim} dimensions")
            axis = 0
        out = _cumulative(kind)(x, axis, dtype)
        if include_initial:
            d = ops._normalize_axes(axis, x.ndim)[0]
            first = positions.full(out.shape[:d] + (1,) + out.shape[d + 1:], 0 if kind == "sum" else 1, out.dtype)
            out = ops.concatenate([first, out], d)
        return out
    return handler


def _gradient(f, *varargs, axis=None, edge_order=1):
    """uniform spacing (one number per axis, or one for all), edge_order=1: central differences
    inside, one-sided ones at the ends; one array per axis (a list), or one array for one axis."""
    x = ops.as_float(f)
    axes = list(range(x.ndim)) if axis is None else list(ops._normalize_axes(axis, x.ndim))
    if edge_order != 1:
        raise UnsupportedOperation("np.gradient with edge_order=2", "edge_order=1")
    if any(isinstance(v, (Tensor, np.ndarray, list)) and np.ndim(v) > 0 for v in varargs):
        raise UnsupportedOperation("np.gradient with coordinate arrays", "uniform spacing: one number per axis")
    spacing = [float(v) for v in varargs] or [1.0]
    spacing = spacing * len(axes) if len(spacing) == 1 else spacing
    if len(spacing) != len(axes):
        raise TraceError(f"np.gradient: {len(spacing)} spacings for {len(axes)} axes")
    out = []
    for d, h in zip(axes, spacing):
        n = x.shape[d]
        if n < 2:
            raise TraceError(f"np.gradient: axis {d} has {n} element; at least 2 are needed")
        cut = lambda lo, hi: _cut(x, d, lo, hi)  # noqa: E731
        e = ops.elementwise
        parts = [e("divide", [e("subtract", [cut(1, 2), cut(0, 1)]), h])]
        if n > 2:
            parts.append(e("divide", [e("subtract", [cut(2, None), cut(0, -2)]), 2 * h]))
        parts.append(e("divide", [e("subtract", [cut(-1, None), cut(-2, -1)]), h]))
        out.append(ops.concatenate(parts, d))
    return out[0] if len(out) == 1 else out


def _trapezoid(y, x=None, dx=1.0, axis=-1):
    """sample points x= (1-D or of y's shape) or a spacing dx=, any axis."""
    y = as_tensor(y)  # (the neighbours add in y's type, as NumPy: bools by or)
    d = ops._normalize_axes(axis, y.ndim)[0]
    cut = lambda t, lo, hi: _cut(t, d, lo, hi)  # noqa: E731
    e = ops.elementwise
    if x is None:
        widths = dx
    else:
        xs = ops.as_float(x)
        widths = e("subtract", [cut(xs, 1, None), cut(xs, None, -1)]) if xs.ndim == y.ndim else \
            ops.reshape(e("subtract", [indexing.getitem(xs, slice(1, None)), indexing.getitem(xs, slice(None, -1))]),
                        tuple(y.shape[d] - 1 if k == d else 1 for k in range(y.ndim)))
    heights = e("divide", [e("add", [cut(y, 1, None), cut(y, None, -1)]), 2.0])
    return ops.reduce("sum", e("multiply", [heights, widths]), d)


def _polyval(p, x):
    """coefficients highest power first (a 1-D array), any x: Horner's rule, one multiply-add a coefficient."""
    c = as_tensor(p)
    if c.ndim != 1:
        raise TraceError(f"np.polyval: p must be 1-D (got shape {c.shape})")
    trace = current()
    x = lift(x, trace)
    x = x if isinstance(x, Tensor) else positions.full((), x, np.asarray(x).dtype)  # (NumPy: np.asanyarray(x))
    out = positions.full(x.shape, 0, np.result_type(c.dtype, x.dtype))
    for k in range(c.shape[0]):
        out = ops.elementwise("add", [ops.elementwise("multiply", [out, x]), indexing.getitem(c, k)])
    return out


def _vander(x, N=None, increasing=False):
    """columns x**(N-1) .. x**0 (increasing=: the other way), by repeated products."""
    x = as_tensor(x)
    if x.ndim != 1:
        raise TraceError(f"np.vander: x must be 1-D (got shape {x.shape})")
    n = x.shape[0] if N is None else int(N)
    x = ops.cast(x, np.promote_types(x.dtype, int))  # (as NumPy: a float32 x gives float64 columns)
    col = ops.reshape(x, (x.shape[0], 1))
    powers = [positions.full((x.shape[0], 1), 1, x.dtype)]
    for _ in range(1, n):
        powers.append(ops.elementwise("multiply", [powers[-1], col]))
    return ops.concatenate(powers if increasing else powers[::-1], 1) if n else positions.full((x.shape[0], 0), 0, x.dtype)


FUNCTIONS = {
    np.where: _where,
    np.sum: _sum, np.mean: _mean, np.var: _var, np.max: _extremum("max"), np.amax: _extremum("max"),
    np.min: _extremum("min"), np.amin: _extremum("min"),
    np.std: _std, np.prod: _prod, np.any: _truth("any"), np.all: _truth("all"),
    np.argmax: _arg("max"), np.argmin: _arg("min"), np.cumsum: _cumulative("sum"), np.cumprod: _cumulative("prod"),
    np.linalg.norm: products.norm,
    np.clip: _clip, np.round: _round, np.around: _round,
    np.zeros_like: lambda a, dtype=None, order="K", subok=True, shape=None, **kw: _full_like(a, 0, dtype, shape=shape),
    np.ones_like: lambda a, dtype=None, order="K", subok=True, shape=None, **kw: _full_like(a, 1, dtype, shape=shape),
    np.full_like: _full_like,
    np.stack: _stack, np.expand_dims: _expand_dims, np.squeeze: _squeeze, np.swapaxes: _swapaxes,
    np.moveaxis: _moveaxis, np.tril: _tri(True), np.triu: _tri(False), np.broadcast_to: _broadcast_to,
    np.repeat: _repeat, np.tile: _tile, np.take: _take, np.einsum: einsum, np.dot: _dot, np.outer: _outer,
    np.flip: _flip, np.pad: _pad, np.fliplr: lambda m: _flip(m, 1), np.flipud: lambda m: _flip(m, 0),
    np.reshape: _reshape,
    np.transpose: lambda a, axes=None: ops.transpose(as_tensor(a), axes),
    np.split: _split,
    np.concatenate: _concatenate, np.hstack: _hstack, np.vstack: _vstack,
    np.matmul: lambda a, b, **kw: _matmul(a, b, **kw),
    np.shape: lambda a: a.shape, np.ndim: lambda a: a.ndim,
    np.size: lambda a, axis=None: a.size if axis is None else a.shape[axis],
    np.diagonal: _diagonal, np.trace: _trace, np.average: _average, np.ptp: _ptp, np.count_nonzero: _count_nonzero,
    np.diff: _diff, np.roll: _roll, np.tensordot: products.tensordot, np.inner: products.inner, np.kron: products.kron,
    np.cross: products.cross, np.isclose: _isclose, np.nan_to_num: _nan_to_num, np.sinc: _sinc, np.select: _select,
    np.take_along_axis: _take_along_axis,
    np.nansum: _nan_reduction("sum"), np.nanprod: _nan_reduction("prod"), np.nanmax: _nan_reduction("max"),
    np.nanmin: _nan_reduction("min"), np.nanmean: _nan_reduction("mean"),
    np.nanargmax: _nan_arg("max"), np.nanargmin: _nan_arg("min"),
    np.atleast_1d: _atleast_nd(1), np.atleast_2d: _atleast_nd(2), np.atleast_3d: _atleast_nd(3),
    np.column_stack: _column_stack, np.dstack: _dstack, np.array_split: _array_split,
    np.sort: sorting.sort, np.argsort: sorting.argsort, np.partition: sorting.partition("partition"), np.argpartition: sorting.partition("argpartition"),
    np.median: sorting.median, np.quantile: sorting.quantile, np.percentile: sorting.percentile,
    np.searchsorted: sorting.searchsorted, np.digitize: sorting.digitize, np.interp: sorting.interp,
    np.convolve: products.convolution("convolve", False, "full"), np.correlate: products.convolution("correlate", True, "valid"),
    np.cov: products.cov, np.corrcoef: products.corrcoef, np.piecewise: _piecewise,
    np.fix: _fix, np.isposinf: _infinity(1), np.isneginf: _infinity(-1), np.diag: _diag, np.rot90: _rot90,
    np.hsplit: _axis_split("hsplit", 1, 1), np.vsplit: _axis_split("vsplit", 0, 2), np.dsplit: _axis_split("dsplit", 2, 3),
    np.broadcast_arrays: _broadcast_arrays, np.append: _append, np.delete: _delete, np.isin: _isin,
    np.nancumsum: _nan_scan("sum"), np.nancumprod: _nan_scan("prod"), np.nanvar: _nan_spread(False),
    np.nanstd: _nan_spread(True), np.gradient: _gradient, np.trapezoid: _trapezoid, np.polyval: _polyval,
    np.vander: _vander, np.copy: lambda a, order="K", subok=False: _copy(as_tensor(a)),
    np.ravel: lambda a, order="C": _reshape(a, (-1,), order), np.real: lambda val: as_tensor(val),
}
# NumPy 2's array-API names (np.vecdot, np.linalg.vector_norm, ...), where this NumPy has them.
def _gufunc_product(name, subscripts):
    def handler(x1, x2, /, **kwargs):
        if kwargs.get("out") is not None or set(kwargs) - {"out", "dtype"}:
            raise UnsupportedOperation(f"np.{name} with {sorted(kwargs)}")
        return einsum(subscripts, ops.cast(as_tensor(x1), kwargs["dtype"]) if kwargs.get("dtype") else x1, x2)
    handler.__doc__ = f"as np.einsum('{subscripts}'), equal batch axes; no axes= or out=."
    return handler


GUFUNCS = {getattr(np, name): handler for name, handler in
           [("vecdot", products.vecdot), ("matvec", _gufunc_product("matvec", "...mn,...n->...m")),
            ("vecmat", _gufunc_product("vecmat", "...n,...nm->...m"))]
           if isinstance(getattr(np, name, None), np.ufunc)}
for _module, _name, _handler in [(np, "vecdot", products.vecdot), (np.linalg, "vecdot", products.vecdot),
                                 (np, "cumulative_sum", _cumulative_array_api("sum")),
                                 (np, "cumulative_prod", _cumulative_array_api("prod")),
                                 (np, "astype", lambda x, dtype, /, *, copy=True, device=None: ops.cast(as_tensor(x), dtype)),
                                 (np, "matrix_transpose", products.matrix_transpose),
                                 (np.linalg, "matrix_transpose", products.matrix_transpose),
                                 (np.linalg, "vector_norm", products.vector_norm),
                                 (np.linalg, "matmul", lambda x1, x2, /: _matmul(x1, x2))]:
    if hasattr(_module, _name) and not isinstance(getattr(_module, _name), np.ufunc):
        FUNCTIONS[getattr(_module, _name)] = _handler


# ---------------------------------------------------------------------------------------------
# ndarray methods and properties

def _method_reshape(x, *shape, order="C"):
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        shape = tuple(shape[0])
    return _reshape(x, shape, order)


def _method_transpose(x, *axes):
    if len(axes) == 1 and (axes[0] is None or isinstance(axes[0], (tuple, list))):
        axes = axes[0]
    return ops.transpose(x, axes or None)


def _astype(x, dtype, order="K", casting="unsafe", subok=True, copy=True):
    return ops.cast(x, dtype)


def _as_method(func):
    """The ndarray method of a NumPy function with the same parameters after the array."""
    def method(x, *args, **kwargs):
        return FUNCTIONS[func](x, *args, **kwargs)
    method.function = func
    method.__doc__ = f"as {tensor.numpy_name(func)}"
    return method


def _copy(x, order="C"):
    """A new array object with the same values (a later x[...] = v on one leaves the other as it was)."""
    out = Tensor(x.name, x.shape, x.dtype, x._trace)
    out.origin = x.origin
    return out


METHODS = {
    "reshape": _method_reshape, "transpose": _method_transpose, "astype": _astype, "copy": _copy,
    "flatten": lambda x, order="C": _reshape(x, (-1,), order), "ravel": lambda x, order="C": _reshape(x, (-1,), order),
    **{name: _as_method(func) for name, func in {
        "sum": np.sum, "max": np.max, "min": np.min, "mean": np.mean, "var": np.var, "std": np.std,
        "prod": np.prod, "any": np.any, "all": np.all, "argmax": np.argmax, "argmin": np.argmin,
        "cumsum": np.cumsum, "cumprod": np.cumprod, "clip": np.clip, "round": np.round,
        "squeeze": np.squeeze, "swapaxes": np.swapaxes, "repeat": np.repeat, "take": np.take, "dot": np.dot,
        "diagonal": np.diagonal, "trace": np.trace, "argsort": np.argsort, "argpartition": np.argpartition}.items()},
    "__getitem__": indexing.getitem, "__setitem__": indexing.setitem,
}
PROPERTIES = {"T": lambda x: ops.transpose(x), "mT": lambda x: products.matrix_transpose(x)}

# Functions left out on purpose, with what to do instead (the error says it).
REFUSED = {
    np.unique: "its result's shape depends on the values",
    np.nonzero: "its result's shape depends on the values; use np.where(condition, x, y)",
    np.argwhere: "its result's shape depends on the values; use np.where(condition, x, y)",
}

tensor.REFUSED.update(REFUSED)
tensor.UFUNCS.update(UFUNCS)
tensor.UFUNC_METHODS.update(UFUNC_METHODS)
tensor.GUFUNCS.update(GUFUNCS)
tensor.FOREIGN_UFUNCS.update(FOREIGN_UFUNCS)
tensor.FUNCTIONS.update(FUNCTIONS)
tensor.METHODS.update(METHODS)
tensor.PROPERTIES.update(PROPERTIES)
