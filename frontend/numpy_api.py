"""The NumPy the tracer takes: ufuncs, functions and ndarray methods, each mapped to its handler.

These tables are the whole supported subset: `Tensor`'s NumPy protocols look them up (see
frontend/tensor.py), and docs/numpy-support.md is generated from them (`python -m frontend.support`).
A handler takes NumPy's own parameters and refuses, in one line, the ones it does not implement.
"""
from __future__ import annotations

import numbers

import numpy as np

from . import indexing, ops, tensor
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
}
UFUNCS = {ufunc: _elementwise(name) for ufunc, name in UFUNCS.items()}
UFUNCS[np.matmul] = _matmul


# ---------------------------------------------------------------------------------------------
# Reductions

def _no_out(name, out, where):
    if out is not None or (where is not None and where is not True):
        raise UnsupportedOperation(f"np.{name} with out= or where=")


def _sum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    _no_out("sum", out, where)
    return ops.reduce("sum", as_tensor(a), axis, keepdims, dtype, initial)


def _extremum(kind):
    def handler(a, axis=None, out=None, keepdims=False, initial=None, where=None):
        _no_out(kind, out, where)
        return ops.reduce(kind, as_tensor(a), axis, keepdims, initial=initial)
    return handler


def _mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=None):
    _no_out("mean", out, where)
    return ops.mean(as_tensor(a), axis, keepdims, dtype)


def _var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None, correction=None):
    _no_out("var", out, where)
    if dtype is not None or mean is not None:
        raise UnsupportedOperation("np.var with dtype= or mean=")
    return ops.var(as_tensor(a), axis, keepdims, ddof if correction is None else correction)


# ---------------------------------------------------------------------------------------------
# Shapes

def _reshape(a, shape=None, order="C", **kw):
    if order != "C":
        raise UnsupportedOperation(f"reshape(order={order!r})")
    return ops.reshape(as_tensor(a), shape if shape is not None else kw["newshape"])


def _split(x, indices_or_sections, axis=0):
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


def _where(condition, x=None, y=None):
    if x is None or y is None:
        raise UnsupportedOperation("np.where(condition) without x and y", "it returns data-dependent shapes")
    trace = current()
    return ops.elementwise("where", [lift(a, trace) for a in (condition, x, y)])


FUNCTIONS = {
    np.where: _where,
    np.sum: _sum, np.mean: _mean, np.var: _var, np.max: _extremum("max"), np.amax: _extremum("max"),
    np.min: _extremum("min"), np.amin: _extremum("min"),
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
    return method


METHODS = {
    "reshape": _method_reshape, "transpose": _method_transpose, "astype": _astype,
    "sum": _as_method(np.sum), "max": _as_method(np.max), "min": _as_method(np.min),
    "mean": _as_method(np.mean), "var": _as_method(np.var),
    "__getitem__": indexing.getitem, "__setitem__": indexing.setitem,
}
PROPERTIES = {"T": lambda x: ops.transpose(x)}

tensor.UFUNCS.update(UFUNCS)
tensor.FUNCTIONS.update(FUNCTIONS)
tensor.METHODS.update(METHODS)
tensor.PROPERTIES.update(PROPERTIES)
