"""The symbolic tensor: shape and dtype, plus NumPy's protocols so unmodified NumPy code traces."""
from __future__ import annotations

import numbers

import numpy as np

from contract.tree import register_leaf_type

from . import ops
from .errors import TraceError, UnsupportedOperation
from .trace import Trace, current, tensor_type

UFUNCS = {np.add: "add", np.subtract: "subtract", np.multiply: "multiply", np.true_divide: "divide",
          np.power: "power", np.maximum: "maximum", np.minimum: "minimum", np.negative: "negative",
          np.exp: "exp", np.tanh: "tanh", np.sqrt: "sqrt", np.log: "log", np.absolute: "absolute",
          np.positive: "copy", np.less: "less", np.less_equal: "less_equal", np.greater: "greater",
          np.greater_equal: "greater_equal", np.equal: "equal", np.not_equal: "not_equal"}


def _lift(x, trace: Trace):
    """Tensors stay, scalars stay (weak Python scalars), arrays become lifted constants."""
    if isinstance(x, Tensor):
        return x
    if isinstance(x, (numbers.Number, np.generic)) and np.ndim(x) == 0:
        return x
    if isinstance(x, (np.ndarray, list, tuple)):
        return trace.capture(np.asarray(x))
    raise TraceError(f"cannot use a {type(x).__name__} in a traced computation")


@register_leaf_type
class Tensor:
    """A value in a trace: an SSA name with a static shape and a NumPy dtype."""
    __array_priority__ = 1000

    def __init__(self, name: str, shape, dtype, trace: Trace):
        self.name, self.shape, self.dtype, self.trace = name, tuple(int(d) for d in shape), np.dtype(dtype), trace
        # How a transpose or reshape result was made, so a matmul can read through it (ops.matmul).
        self.origin: tuple | None = None
        self.plus: tuple | None = None  # (name of x, k) when this is x + k for a 0-d integer x
        self.argument: str | None = None  # the function argument this is (a slice assignment rebinds it)

    # -- static facts ---------------------------------------------------------------------------
    ndim = property(lambda self: len(self.shape))
    size = property(lambda self: int(np.prod(self.shape)))
    type = property(lambda self: tensor_type(self.shape, self.dtype))
    T = property(lambda self: ops.transpose(self))

    def __len__(self):
        if not self.shape:
            raise TraceError("len() of a 0-d tensor")
        return self.shape[0]

    def __repr__(self):
        return f"Tensor({self.name}, shape={self.shape}, dtype={self.dtype})"

    def __bool__(self):
        raise TraceError("the truth value of a traced tensor is unknown while tracing "
                         "(Python control flow on tensor values cannot be compiled)")

    def __iter__(self):
        return (self[i] for i in range(len(self)))

    def __array__(self, *args, **kwargs):
        raise TraceError("a traced tensor has no values yet; it cannot be converted to a NumPy array")

    # -- NumPy protocols ------------------------------------------------------------------------
    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        if method != "__call__":
            raise UnsupportedOperation(f"np.{ufunc.__name__}.{method}")
        if kwargs.get("out") is not None:
            raise UnsupportedOperation(f"np.{ufunc.__name__}(..., out=...)", "traced values are immutable")
        trace = current() or self.trace
        args = [_lift(x, trace) for x in inputs]
        dtype = kwargs.pop("dtype", None)
        if set(kwargs) - {"casting"}:
            raise UnsupportedOperation(f"np.{ufunc.__name__} with {sorted(kwargs)}")
        if ufunc is np.matmul:
            return ops.matmul(*args)
        if ufunc not in UFUNCS:
            raise UnsupportedOperation(f"np.{ufunc.__name__}")
        return ops.elementwise(UFUNCS[ufunc], args, out_dtype=dtype)

    def __array_function__(self, func, types, args, kwargs):
        handler = FUNCTIONS.get(func)
        if handler is None:
            raise UnsupportedOperation(f"np.{func.__name__}")
        return handler(*args, **kwargs)

    # -- operators ------------------------------------------------------------------------------
    __add__ = lambda self, o: np.add(self, o)  # noqa: E731
    __radd__ = lambda self, o: np.add(o, self)  # noqa: E731
    __sub__ = lambda self, o: np.subtract(self, o)  # noqa: E731
    __rsub__ = lambda self, o: np.subtract(o, self)  # noqa: E731
    __mul__ = lambda self, o: np.multiply(self, o)  # noqa: E731
    __rmul__ = lambda self, o: np.multiply(o, self)  # noqa: E731
    __truediv__ = lambda self, o: np.true_divide(self, o)  # noqa: E731
    __rtruediv__ = lambda self, o: np.true_divide(o, self)  # noqa: E731
    __pow__ = lambda self, o: np.power(self, o)  # noqa: E731
    __rpow__ = lambda self, o: np.power(o, self)  # noqa: E731
    __matmul__ = lambda self, o: np.matmul(self, o)  # noqa: E731
    __rmatmul__ = lambda self, o: np.matmul(o, self)  # noqa: E731
    __lt__ = lambda self, o: np.less(self, o)  # noqa: E731
    __le__ = lambda self, o: np.less_equal(self, o)  # noqa: E731
    __gt__ = lambda self, o: np.greater(self, o)  # noqa: E731
    __ge__ = lambda self, o: np.greater_equal(self, o)  # noqa: E731
    __neg__ = lambda self: np.negative(self)  # noqa: E731
    __pos__ = lambda self: self  # noqa: E731
    __abs__ = lambda self: np.absolute(self)  # noqa: E731

    def _no_value(self, *args):
        raise TraceError("a traced tensor has no value while tracing; it cannot become a Python number "
                         "(use NumPy functions on it instead of math.* or float())")

    __float__ = __int__ = __index__ = __complex__ = _no_value


    # `x == 0` means elementwise to NumPy code: refuse it rather than answer False. Against
    # anything else (None, Ellipsis, strings) Python's identity fallback keeps dicts and lists working.
    def __eq__(self, other):
        if isinstance(other, (Tensor, numbers.Number, np.generic, np.ndarray)):
            raise UnsupportedOperation("the operator == (__eq__)")
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, (Tensor, numbers.Number, np.generic, np.ndarray)):
            raise UnsupportedOperation("the operator != (__ne__)")
        return NotImplemented

    __hash__ = object.__hash__

    # -- methods ----------------------------------------------------------------------------------
    def __getattr__(self, name):  # only for names not defined here
        if not name.startswith("_") and hasattr(np.ndarray, name):
            raise UnsupportedOperation(f"the ndarray method .{name}")
        raise AttributeError(f"'Tensor' object has no attribute {name!r}")

    def reshape(self, *shape, order="C"):
        if order != "C":
            raise UnsupportedOperation(f"reshape(order={order!r})")
        if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
            shape = tuple(shape[0])
        return ops.reshape(self, shape)

    def transpose(self, *axes):
        if len(axes) == 1 and (axes[0] is None or isinstance(axes[0], (tuple, list))):
            axes = axes[0]
        return ops.transpose(self, axes or None)

    def astype(self, dtype, copy=True):
        return ops.cast(self, dtype)

    # Same parameters, in the same order, as the ndarray methods.
    def sum(self, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
        return FUNCTIONS[np.sum](self, axis, dtype, out, keepdims, initial, where)

    def max(self, axis=None, out=None, keepdims=False, initial=None, where=None):
        return FUNCTIONS[np.max](self, axis, out, keepdims, initial, where)

    def min(self, axis=None, out=None, keepdims=False, initial=None, where=None):
        return FUNCTIONS[np.min](self, axis, out, keepdims, initial, where)

    def mean(self, axis=None, dtype=None, out=None, keepdims=False, where=None):
        return FUNCTIONS[np.mean](self, axis, dtype, out, keepdims, where=where)

    def var(self, axis=None, dtype=None, out=None, ddof=0, keepdims=False, where=None):
        return FUNCTIONS[np.var](self, axis, dtype, out, ddof, keepdims, where=where)

    def __getitem__(self, index):
        return getitem(self, index)

    def __setitem__(self, index, value):
        setitem(self, index, value)


def _unsupported_operator(name: str, symbol: str):
    def method(self, *args, **kwargs):
        raise UnsupportedOperation(f"the operator {symbol} ({name})")
    method.__name__ = name
    return method


for _name, _symbol in (("__and__", "&"), ("__or__", "|"), ("__xor__", "^"), ("__invert__", "~"),
                       ("__floordiv__", "//"), ("__mod__", "%")):
    setattr(Tensor, _name, _unsupported_operator(_name, _symbol))


def getitem(x: Tensor, index):
    trace = current() or x.trace
    if isinstance(index, (Tensor, np.ndarray, list)):
        index = _lift(index, trace) if not isinstance(index, Tensor) else index
        return ops.gather(x, index)
    if not isinstance(index, tuple):
        index = (index,)
    if any(isinstance(i, (bool, np.bool_)) for i in index):
        raise UnsupportedOperation("indexing with a bool")
    if any(isinstance(i, (Tensor, np.ndarray, list)) for i in index):
        raise UnsupportedOperation("advanced indexing with an array in a tuple index", "index a table by one array: table[idx]")
    if index.count(Ellipsis) > 1:
        raise TraceError("an index can only have a single ellipsis")
    n_real = sum(1 for i in index if i is not None and i is not Ellipsis)
    if n_real > x.ndim:
        raise TraceError(f"too many indices for a tensor of rank {x.ndim}")
    if Ellipsis in index:
        k = index.index(Ellipsis)
        index = index[:k] + (slice(None),) * (x.ndim - n_real) + index[k + 1:]
    else:
        index = index + (slice(None),) * (x.ndim - n_real)
    _check_ranges(index)
    offsets, sizes, strides, drop, new_axes, dim, out_pos = [], [], [], [], [], 0, 0
    for i in index:
        if i is None:
            new_axes.append(out_pos)
            out_pos += 1
            continue
        n = x.shape[dim]
        if isinstance(i, range):
            i = _range_slice(i, n, dim)
        if isinstance(i, (numbers.Integral, np.integer)):
            k = int(i)
            if not -n <= k < n:
                raise TraceError(f"index {k} is out of bounds for axis {dim} with size {n}")
            offsets.append(k % n), sizes.append(1), strides.append(1), drop.append(dim)
        elif isinstance(i, slice):
            start, stop, step = i.indices(n)
            if step <= 0:
                raise UnsupportedOperation("slices with a negative step")
            count = max(0, -(-(stop - start) // step))
            offsets.append(start if count else 0), sizes.append(count), strides.append(step)
            out_pos += 1
        else:
            raise UnsupportedOperation(f"indexing with a {type(i).__name__}")
        dim += 1
    out = ops.extract_slice(x, offsets, sizes, strides, tuple(drop))
    if new_axes:
        shape = list(out.shape)
        for p in new_axes:
            shape.insert(p, 1)
        out = ops.reshape(out, tuple(shape))
    return out


def setitem(x: Tensor, index, value) -> None:
    """`x[..., a:b, ...] = value` on a function argument: the argument is updated in place (the
    compiled program writes into the caller's buffer, see Trace.updated). Slices have step 1; a
    slice may start at a runtime position `p` (a 0-d integer tensor) if it ends at `p + k`."""
    trace = current() or x.trace
    if x.argument is None:
        raise UnsupportedOperation("assignment into a computed tensor",
                                   "only a function argument can be updated in place (x[a:b] = value)")
    if not isinstance(index, tuple):
        index = (index,)
    if index.count(Ellipsis) > 1:
        raise TraceError("an index can only have a single ellipsis")
    n_real = sum(1 for i in index if i is not Ellipsis)
    if n_real > x.ndim:
        raise TraceError(f"too many indices for a tensor of rank {x.ndim}")
    if Ellipsis in index:
        k = index.index(Ellipsis)
        index = index[:k] + (slice(None),) * (x.ndim - n_real) + index[k + 1:]
    index = index + (slice(None),) * (x.ndim - len(index))
    offsets, sizes, shape = [], [], []
    for dim, (i, n) in enumerate(zip(index, x.shape)):
        if isinstance(i, (numbers.Integral, np.integer)) and not isinstance(i, (bool, np.bool_)):
            k = int(i)
            if not -n <= k < n:
                raise TraceError(f"index {k} is out of bounds for axis {dim} with size {n}")
            offsets.append(k % n), sizes.append(1)
        elif isinstance(i, slice) and (isinstance(i.start, Tensor) or isinstance(i.stop, Tensor)):
            start, stop = i.start, i.stop
            if not (isinstance(start, Tensor) and start.shape == () and start.dtype.kind == "i"):
                raise UnsupportedOperation("a slice with a runtime end but no runtime start",
                                           "write x[p:p + k] with p a 0-d integer tensor")
            if not (isinstance(stop, Tensor) and stop.plus is not None and stop.plus[0] == start.name):
                raise UnsupportedOperation("a slice with a runtime start whose length is not a constant",
                                           "write x[p:p + k] with k a Python int")
            if i.step not in (None, 1):
                raise UnsupportedOperation("a slice with a runtime start and a step")
            k = stop.plus[1]
            if not 0 <= k <= n:
                raise TraceError(f"a slice of length {k} does not fit axis {dim} with size {n}")
            offsets.append(start), sizes.append(k), shape.append(k)
        elif isinstance(i, slice):
            start, stop, step = i.indices(n)
            if step != 1:
                raise UnsupportedOperation("assignment into a slice with a step")
            offsets.append(start), sizes.append(max(0, stop - start)), shape.append(max(0, stop - start))
        else:
            raise UnsupportedOperation(f"assignment with an index of type {type(i).__name__}")
    value = _lift(value, trace)
    if not isinstance(value, Tensor):
        raise UnsupportedOperation("assigning a scalar", "assign an array of the slice's shape")
    if value.shape != tuple(shape):
        raise TraceError(f"cannot assign a value of shape {value.shape} to a slice of shape {tuple(shape)}")
    value = ops.cast(value, x.dtype)
    if value.shape != tuple(sizes):
        value = ops.reshape(value, tuple(sizes))  # the int-indexed dims back as size 1
    x.name = ops.insert_slice(x, value, offsets, sizes)
    trace.updated[x.argument] = x


def _range_slice(r: range, n: int, dim: int) -> slice:
    """NumPy reads a range index as an integer array; it is a slice only when it is increasing and
    does not mix negative (from the end) and non-negative positions."""
    if not r:
        return slice(0, 0)
    first, last = r[0], r[-1]
    if not (-n <= min(first, last) and max(first, last) < n):
        raise TraceError(f"index {max(first, last) if max(first, last) >= n else min(first, last)} "
                         f"is out of bounds for axis {dim} with size {n}")
    if r.step < 0 or (first < 0) != (last < 0):
        raise UnsupportedOperation("a range index that decreases or mixes negative and non-negative positions")
    if first < 0:
        first, last = first + n, last + n
    return slice(first, last + 1, r.step)


def _check_ranges(index: tuple) -> None:
    """A range (an integer array to NumPy) turns the ints of the index into array indices too; NumPy
    then puts the indexed dimension first unless those are side by side. Only the cases where this
    equals slicing are taken."""
    ranges = [k for k, i in enumerate(index) if isinstance(i, range)]
    if not ranges:
        return
    if len(ranges) > 1:
        raise UnsupportedOperation("several range/array indices in one index", "NumPy would pair them up")
    advanced = [k for k, i in enumerate(index) if isinstance(i, (range, numbers.Integral, np.integer))]
    if advanced != list(range(advanced[0], advanced[-1] + 1)):
        raise UnsupportedOperation("a range index separated from an int index by a slice or None",
                                   "NumPy moves that dimension to the front")


def _split(x, indices_or_sections, axis=0):
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
        parts.append(getitem(x, tuple(idx)))
    return parts


def _no_out(name, out, where):
    if out is not None or (where is not None and where is not True):
        raise UnsupportedOperation(f"np.{name} with out= or where=")


def _sum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    _no_out("sum", out, where)
    return ops.reduce("sum", _tensor_arg(a), axis, keepdims, dtype, initial)


def _extremum(kind):
    def handler(a, axis=None, out=None, keepdims=False, initial=None, where=None):
        _no_out(kind, out, where)
        return ops.reduce(kind, _tensor_arg(a), axis, keepdims, initial=initial)
    return handler


def _mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=None):
    _no_out("mean", out, where)
    return ops.mean(_tensor_arg(a), axis, keepdims, dtype)


def _var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None, correction=None):
    _no_out("var", out, where)
    if dtype is not None or mean is not None:
        raise UnsupportedOperation("np.var with dtype= or mean=")
    return ops.var(_tensor_arg(a), axis, keepdims, ddof if correction is None else correction)


def _concatenate(arrays, axis=0, out=None, dtype=None, casting=None):
    if out is not None or dtype is not None:
        raise UnsupportedOperation("np.concatenate with out= or dtype=")
    arrays = [_tensor_arg(a) for a in arrays]
    if axis is None:  # NumPy flattens first
        arrays, axis = [a.reshape(-1) for a in arrays], 0
    return ops.concatenate(arrays, axis)


def _atleast(t, rank):
    t = _tensor_arg(t)
    return t.reshape((1,) * (rank - t.ndim) + t.shape) if t.ndim < rank else t


def _hstack(tup, *, dtype=None, casting=None):
    parts = [_atleast(t, 1) for t in tup]
    return _concatenate(parts, 0 if all(p.ndim == 1 for p in parts) else 1, dtype=dtype)


def _vstack(tup, *, dtype=None, casting=None):
    return _concatenate([_atleast(t, 2) for t in tup], 0, dtype=dtype)


def _tensor_arg(x):
    return x if isinstance(x, Tensor) else current().capture(np.asarray(x))


def _where(condition, x=None, y=None):
    if x is None or y is None:
        raise UnsupportedOperation("np.where(condition) without x and y", "it returns data-dependent shapes")
    trace = current()
    return ops.elementwise("where", [_lift(a, trace) for a in (condition, x, y)])


FUNCTIONS = {
    np.where: _where,
    np.sum: _sum, np.mean: _mean, np.var: _var, np.max: _extremum("max"), np.amax: _extremum("max"),
    np.min: _extremum("min"), np.amin: _extremum("min"),
    np.reshape: lambda a, shape=None, order="C", **kw: _tensor_arg(a).reshape(shape if shape is not None else kw["newshape"], order=order),
    np.transpose: lambda a, axes=None: ops.transpose(_tensor_arg(a), axes),
    np.split: _split,
    np.concatenate: _concatenate, np.hstack: _hstack, np.vstack: _vstack,
    np.matmul: lambda a, b, **kw: ops.matmul(_tensor_arg(a), _tensor_arg(b)),
    np.shape: lambda a: a.shape, np.ndim: lambda a: a.ndim, np.size: lambda a, axis=None: a.size if axis is None else a.shape[axis],
}
