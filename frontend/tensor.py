"""The symbolic tensor: an SSA name with a static shape and a NumPy dtype, plus NumPy's protocols
so that unmodified NumPy code traces.

The protocols only look up the dispatch tables below; frontend/numpy_api.py (above ops.py) fills
them. So this module needs neither ops.py nor numpy_api.py, and ops.py can build Tensors: the
frontend's modules import one way (errors < trace < tensor < ops < indexing < numpy_api < jit).
"""
from __future__ import annotations

import functools
import numbers

import numpy as np

from contract.tree import register_leaf_type

from .errors import TraceError, UnsupportedOperation
from .trace import Argument, Trace, current, tensor_type

# The dispatch tables (filled by frontend/numpy_api.py; docs/numpy-support.md is generated from them):
UFUNCS: dict = {}     # NumPy ufunc -> handler(*operands, dtype=None)
FOREIGN_UFUNCS: dict = {}  # name of a ufunc from outside NumPy (scipy.special.erf) -> handler
GUFUNCS: dict = {}   # generalized ufunc (np.vecdot) -> handler with NumPy's parameters
UFUNC_METHODS: dict = {}  # "reduce", "accumulate", "outer" -> handler(ufunc, *inputs, **kwargs)
FUNCTIONS: dict = {}  # NumPy function (np.sum, np.linalg.norm, ...) -> handler with NumPy's parameters
METHODS: dict = {}    # ndarray method or attribute name -> handler(tensor, *args, **kwargs)
PROPERTIES: dict = {}  # ndarray property name (T, mT) -> handler(tensor)
REFUSED: dict = {}    # NumPy function -> why it stays unsupported, and what to do instead


def numpy_name(func) -> str:
    """NumPy's own spelling of a function: np.sum, np.linalg.norm, np.char.add."""
    module = getattr(func, "__module__", None) or "numpy"
    sub = [p for p in module.split(".")[1:] if not p.startswith("_")]
    return ".".join(["np", *sub, getattr(func, "__name__", repr(func))])


@register_leaf_type
class Tensor:
    """A value in a trace: an SSA name with a static shape and a NumPy dtype."""
    __array_priority__ = 1000

    def __init__(self, name: str, shape, dtype, trace: Trace):
        self.name, self.shape, self.dtype, self._trace = name, tuple(int(d) for d in shape), np.dtype(dtype), trace
        # How a transpose or reshape result was made, so a matmul can read through it (ops.matmul).
        self.origin: tuple | None = None
        self.plus: tuple | None = None  # (name of x, k) when this is x + k for a 0-d integer x
        self.argument: str | None = None  # the function argument this is (a slice assignment rebinds it)

    @classmethod
    def of(cls, arg: Argument, trace: Trace) -> "Tensor":
        """The tensor of a function argument or lifted constant."""
        tensor = cls(arg.name, arg.shape, arg.dtype, trace)
        if arg.constant is None:
            tensor.argument = arg.name
        return tensor

    # -- static facts ---------------------------------------------------------------------------
    ndim = property(lambda self: len(self.shape))
    size = property(lambda self: int(np.prod(self.shape)))
    type = property(lambda self: tensor_type(self.shape, self.dtype))

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
        raise TraceError(f"a traced tensor (shape {self.shape}, {self.dtype}) was handed to NumPy as data (np.asarray, "
                         "a NumPy array indexed by it, or a NumPy function the tracer does not take); it has no values "
                         "until the compiled program runs: pass the NumPy arrays the function uses as arguments (they "
                         "are traced) and use the NumPy functions listed in docs/numpy-support.md")

    # -- NumPy protocols ------------------------------------------------------------------------
    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        name = f"np.{ufunc.__name__}"
        if method != "__call__":
            if method not in UFUNC_METHODS:
                raise UnsupportedOperation(f"{name}.{method}")
            return UFUNC_METHODS[method](ufunc, *inputs, **kwargs)
        if kwargs.get("out") is not None:
            raise UnsupportedOperation(f"{name}(..., out=...)", "traced values are immutable")
        trace = current() or self._trace
        if ufunc in GUFUNCS:  # (np.vecdot: its own keywords, axis=)
            return GUFUNCS[ufunc](*inputs, **kwargs)
        args = [lift(x, trace) for x in inputs]
        dtype = kwargs.pop("dtype", None)
        kwargs.pop("out", None)
        if set(kwargs) - {"casting"}:
            raise UnsupportedOperation(f"{name} with {sorted(kwargs)}")
        handler = UFUNCS.get(ufunc) or (FOREIGN_UFUNCS.get(ufunc.__name__) if ufunc is not getattr(np, ufunc.__name__, None)
                                        else None)
        if handler is None:
            raise UnsupportedOperation(name)
        return handler(*args, dtype=dtype)

    def __array_function__(self, func, types, args, kwargs):
        handler = FUNCTIONS.get(func)
        if handler is None:
            raise UnsupportedOperation(numpy_name(func), REFUSED.get(func, ""))
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
    __floordiv__ = lambda self, o: np.floor_divide(self, o)  # noqa: E731
    __rfloordiv__ = lambda self, o: np.floor_divide(o, self)  # noqa: E731
    __mod__ = lambda self, o: np.remainder(self, o)  # noqa: E731
    __rmod__ = lambda self, o: np.remainder(o, self)  # noqa: E731
    __divmod__ = lambda self, o: np.divmod(self, o)  # noqa: E731
    __rdivmod__ = lambda self, o: np.divmod(o, self)  # noqa: E731
    __pow__ = lambda self, o: np.power(self, o)  # noqa: E731
    __rpow__ = lambda self, o: np.power(o, self)  # noqa: E731
    __matmul__ = lambda self, o: np.matmul(self, o)  # noqa: E731
    __rmatmul__ = lambda self, o: np.matmul(o, self)  # noqa: E731
    __and__ = lambda self, o: np.bitwise_and(self, o)  # noqa: E731
    __rand__ = lambda self, o: np.bitwise_and(o, self)  # noqa: E731
    __or__ = lambda self, o: np.bitwise_or(self, o)  # noqa: E731
    __ror__ = lambda self, o: np.bitwise_or(o, self)  # noqa: E731
    __xor__ = lambda self, o: np.bitwise_xor(self, o)  # noqa: E731
    __rxor__ = lambda self, o: np.bitwise_xor(o, self)  # noqa: E731
    __invert__ = lambda self: np.invert(self)  # noqa: E731
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

    # `x == 0` is elementwise, as NumPy's. Against anything else (None, Ellipsis, strings) Python's
    # identity fallback keeps `x in list` and dict lookups working; the frontend's own code compares
    # tensors by identity (`is`), never with ==.
    def __eq__(self, other):
        if isinstance(other, (Tensor, numbers.Number, np.generic, np.ndarray)):
            return np.equal(self, other)
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, (Tensor, numbers.Number, np.generic, np.ndarray)):
            return np.not_equal(self, other)
        return NotImplemented

    __hash__ = object.__hash__

    # -- methods and indexing: looked up in METHODS / PROPERTIES ----------------------------------
    def __getattr__(self, name):  # only for names not defined here
        if name in PROPERTIES:
            return PROPERTIES[name](self)
        if name in METHODS:
            return functools.partial(METHODS[name], self)
        if not name.startswith("_") and hasattr(np.ndarray, name):
            raise UnsupportedOperation(f"the ndarray method .{name}")
        raise AttributeError(f"'Tensor' object has no attribute {name!r}")

    def __getitem__(self, index):
        return METHODS["__getitem__"](self, index)

    def __setitem__(self, index, value):
        METHODS["__setitem__"](self, index, value)


def lift(x, trace: Trace):
    """Tensors stay, scalars stay (weak Python scalars), arrays become lifted constants."""
    if isinstance(x, Tensor):
        return x
    if isinstance(x, (numbers.Number, np.generic)) and np.ndim(x) == 0:
        return x
    if isinstance(x, (np.ndarray, list, tuple)):
        return Tensor.of(trace.capture(np.asarray(x)), trace)
    raise TraceError(f"cannot use a {type(x).__name__} in a traced computation")


def as_tensor(x) -> Tensor:
    """A Tensor for an array argument of a NumPy function: a NumPy array or number is lifted."""
    if isinstance(x, Tensor):
        return x
    t = current()
    return Tensor.of(t.capture(np.asarray(x)), t)
