"""The NumPy the tracer takes: ufuncs, functions and ndarray methods, each mapped to its handler.

These tables are the whole supported subset: `Tensor`'s NumPy protocols look them up (see
frontend/tensor.py), and docs/numpy-support.md is generated from them (`python -m frontend.support`).
A handler takes NumPy's own parameters and refuses, in one line, the ones it does not implement.
"""
from __future__ import annotations

import numbers

import numpy as np

from . import indexing, ops, positions, tensor
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
}
UFUNCS = {ufunc: _elementwise(name) for ufunc, name in UFUNCS.items()}
UFUNCS[np.matmul] = _matmul
UFUNCS[np.square] = lambda x, dtype=None: ops.elementwise("multiply", [x, x], out_dtype=dtype)
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
}
# Ufuncs from outside NumPy, by name (scipy.special.erf: libm's erf on the CPU, libdevice's on the GPU).
FOREIGN_UFUNCS = {"erf": _elementwise("erf")}


# ---------------------------------------------------------------------------------------------
# Reductions

def _no_out(name, out, where):
    if out is not None or (where is not None and where is not True):
        raise UnsupportedOperation(f"np.{name} with out= or where=")


def _sum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    """any axes, dtype=, keepdims, initial=; no out= or where=."""
    _no_out("sum", out, where)
    return ops.reduce("sum", as_tensor(a), axis, keepdims, dtype, initial)


def _extremum(kind):
    def handler(a, axis=None, out=None, keepdims=False, initial=None, where=None):
        """any axes, keepdims, initial=."""
        _no_out(kind, out, where)
        return ops.reduce(kind, as_tensor(a), axis, keepdims, initial=initial)
    return handler


def _mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=None):
    """any axes, dtype=, keepdims."""
    _no_out("mean", out, where)
    return ops.mean(as_tensor(a), axis, keepdims, dtype)


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
    """any axes, dtype=, keepdims, initial=."""
    _no_out("prod", out, where)
    return ops.reduce("prod", as_tensor(a), axis, keepdims, dtype, initial)


def _truth(kind):
    """np.any / np.all: a max / min over int32 (bool buffers do not lower; int32 rows get the GPU row kernels), compared back to bool."""
    def handler(a, axis=None, out=None, keepdims=False, *, where=None):
        """any axes, keepdims; nonzero is True; the bool result is used inside the function (or .astype(np.int8))."""
        _no_out(kind, out, where)
        x = as_tensor(a)
        flags = ops.cast(x if x.dtype == np.bool_ else ops.elementwise("not_equal", [x, 0]), np.int32)
        return ops.elementwise("not_equal", [ops.reduce("max" if kind == "any" else "min", flags, axis, keepdims), 0])
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


def _norm(x, ord=None, axis=None, keepdims=False):
    """ord=None (the 2-norm; Frobenius for a matrix), any axes, keepdims."""
    vector = (axis is None and np.ndim(x) == 1) or (axis is not None and np.size(axis) == 1)
    if ord not in (None, 2, "fro") or (ord == 2 and not vector) or (ord == "fro" and vector):
        raise UnsupportedOperation(f"np.linalg.norm with ord={ord!r}", "the 2-norm: ord=None, 2 for a vector, 'fro' for a matrix")
    x = as_tensor(x)
    if not np.issubdtype(x.dtype, np.floating):
        x = ops.cast(x, np.float64)
    return ops.elementwise("sqrt", [ops.reduce("sum", ops.elementwise("multiply", [x, x]), axis, keepdims)])


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
    if decimals < 0 and not np.issubdtype(x.dtype, np.floating):
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
    axis = ops._normalize_axes(axis, arrays[0].ndim + 1)[0]
    return _concatenate([_expand_dims(a, axis) for a in arrays], axis, out=out, dtype=dtype)


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


FUNCTIONS = {
    np.where: _where,
    np.sum: _sum, np.mean: _mean, np.var: _var, np.max: _extremum("max"), np.amax: _extremum("max"),
    np.min: _extremum("min"), np.amin: _extremum("min"),
    np.std: _std, np.prod: _prod, np.any: _truth("any"), np.all: _truth("all"),
    np.argmax: _arg("max"), np.argmin: _arg("min"), np.cumsum: _cumulative("sum"), np.cumprod: _cumulative("prod"),
    np.linalg.norm: _norm,
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
}


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
    out = Tensor(x.name, x.shape, x.dtype, x.trace)
    out.origin = x.origin
    return out


METHODS = {
    "reshape": _method_reshape, "transpose": _method_transpose, "astype": _astype, "copy": _copy,
    "flatten": lambda x, order="C": _reshape(x, (-1,), order), "ravel": lambda x, order="C": _reshape(x, (-1,), order),
    **{name: _as_method(func) for name, func in {
        "sum": np.sum, "max": np.max, "min": np.min, "mean": np.mean, "var": np.var, "std": np.std,
        "prod": np.prod, "any": np.any, "all": np.all, "argmax": np.argmax, "argmin": np.argmin,
        "cumsum": np.cumsum, "cumprod": np.cumprod, "clip": np.clip, "round": np.round,
        "squeeze": np.squeeze, "swapaxes": np.swapaxes, "repeat": np.repeat, "take": np.take, "dot": np.dot}.items()},
    "__getitem__": indexing.getitem, "__setitem__": indexing.setitem,
}
PROPERTIES = {"T": lambda x: ops.transpose(x)}

# Functions left out on purpose, with what to do instead (the error says it).
REFUSED = {
    np.sort: "no sorting kernel on either target: sort the result on the host, or use np.max / np.argmax",
    np.argsort: "no sorting kernel on either target: sort the result on the host, or use np.argmax",
    np.partition: "no sorting kernel on either target: use np.max / np.argmax, or sort on the host",
    np.unique: "its result's shape depends on the values",
    np.nonzero: "its result's shape depends on the values; use np.where(condition, x, y)",
    np.argwhere: "its result's shape depends on the values; use np.where(condition, x, y)",
}

tensor.REFUSED.update(REFUSED)
tensor.UFUNCS.update(UFUNCS)
tensor.FOREIGN_UFUNCS.update(FOREIGN_UFUNCS)
tensor.FUNCTIONS.update(FUNCTIONS)
tensor.METHODS.update(METHODS)
tensor.PROPERTIES.update(PROPERTIES)
