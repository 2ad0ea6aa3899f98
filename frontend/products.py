"""Products, norms and correlations: np.tensordot, inner, kron, vecdot, cross, the norms of any order
(np.linalg.norm, vector_norm), np.convolve and correlate (a window gather and one matrix-vector
product), np.cov and corrcoef. Each is a composition of frontend/ops.py's ops, so a contraction runs
on the matmul kernels; frontend/numpy_api.py puts them in its tables."""
from __future__ import annotations

import numbers

import numpy as np

from . import indexing, ops, positions
from .einsum import einsum
from .errors import TraceError, UnsupportedOperation
from .tensor import Tensor, as_tensor, lift
from .trace import current


def norm(x, ord=None, axis=None, keepdims=False):
    """vectors: any ord (a number, inf, -inf; 0 counts nonzeros); matrices: None / 'fro', 1, -1, inf, -inf; any axes, keepdims."""
    x = ops.as_float(x)
    axes = ops._normalize_axes(axis, x.ndim) if axis is not None else None
    if ord is None:  # the 2-norm of the flattened axes (Frobenius for a matrix)
        return ops.elementwise("sqrt", [ops.reduce("sum", ops.elementwise("multiply", [x, x]), axis, keepdims)])
    if axes is None:
        if x.ndim not in (1, 2):
            raise TraceError(f"np.linalg.norm: ord={ord!r} needs a vector or a matrix (got shape {x.shape}); give axis=")
        axes = tuple(range(x.ndim))
    if len(axes) == 1:
        if isinstance(ord, str):
            raise TraceError(f"np.linalg.norm: invalid norm order {ord!r} for vectors")
        return vector_norm_of(x, ord, axes, keepdims)
    if len(axes) != 2:
        raise TraceError(f"np.linalg.norm: {len(axes)} axes (give one for a vector norm, two for a matrix norm)")
    if ord == "fro":
        return norm(x, None, axes, keepdims)
    if ord not in (1, -1, np.inf, -np.inf):
        raise UnsupportedOperation(f"np.linalg.norm with ord={ord!r} for a matrix",
                                   "1, -1, inf, -inf or 'fro': the others need singular values")
    rows, cols = (axes if axis is None else tuple(a % x.ndim for a in axis))
    inner, outer = (rows, cols) if ord in (1, -1) else (cols, rows)  # 1: the largest column sum; inf: row sum
    sums = ops.reduce("sum", ops.elementwise("absolute", [x]), inner, True)
    out = ops.reduce("max" if ord in (1, np.inf) else "min", sums, outer, True)
    return out if keepdims else ops.reshape(out, tuple(n for d, n in enumerate(x.shape) if d not in axes))


LETTERS = "abcdefghijklmnopqrstuvwxyz"


def tensordot(a, b, axes=2):
    """an int or a pair of axis lists: the contraction as np.einsum (so a matmul kernel where it is one)."""
    a, b = as_tensor(a), as_tensor(b)
    if isinstance(axes, numbers.Integral):
        k = int(axes)
        pa, pb = list(range(a.ndim - k, a.ndim)), list(range(k))
    else:
        pa, pb = ([int(v) for v in np.atleast_1d(ax)] for ax in axes)
        pa, pb = [v % a.ndim for v in pa], [v % b.ndim for v in pb]
    if len(pa) != len(pb) or any(a.shape[i] != b.shape[j] for i, j in zip(pa, pb)):
        raise TraceError(f"np.tensordot: shape-mismatch for sum ({a.shape} over axes {pa}, {b.shape} over {pb})")
    la = list(LETTERS[:a.ndim])
    lb = list(LETTERS[a.ndim:a.ndim + b.ndim])
    for i, j in zip(pa, pb):
        lb[j] = la[i]
    out = [c for i, c in enumerate(la) if i not in pa] + [c for j, c in enumerate(lb) if j not in pb]
    return einsum(f"{''.join(la)},{''.join(lb)}->{''.join(out)}", a, b)


def inner(a, b):
    """over the last axes (a scalar operand multiplies)."""
    a, b = as_tensor(a), as_tensor(b)
    if a.ndim == 0 or b.ndim == 0:
        return ops.elementwise("multiply", [a, b])
    return tensordot(a, b, ([-1], [-1]))


def kron(a, b):
    """any ranks: each element of a times all of b."""
    a, b = as_tensor(a), as_tensor(b)
    rank = max(a.ndim, b.ndim)
    sa, sb = (1,) * (rank - a.ndim) + a.shape, (1,) * (rank - b.ndim) + b.shape
    wide = ops.elementwise("multiply", [ops.reshape(a, tuple(v for n in sa for v in (n, 1))),
                                        ops.reshape(b, tuple(v for n in sb for v in (1, n)))])
    return ops.reshape(wide, tuple(m * n for m, n in zip(sa, sb)))


def vecdot(x1, x2, /, *, axis=-1, **kwargs):
    """real arrays, any axis: sum(x1 * x2) along it (broadcasting)."""
    if kwargs.get("out") is not None or set(kwargs) - {"out", "dtype"}:
        raise UnsupportedOperation(f"np.vecdot with {sorted(kwargs)}")
    product = ops.elementwise("multiply", [as_tensor(x1), as_tensor(x2)], out_dtype=kwargs.get("dtype"))
    return ops.reduce("sum", product, axis, False, product.dtype)


def matrix_transpose(x, /):
    x = as_tensor(x)
    if x.ndim < 2:
        raise TraceError(f"matrix_transpose needs at least 2 dimensions (got shape {x.shape})")
    return ops.transpose(x, tuple(range(x.ndim - 2)) + (x.ndim - 1, x.ndim - 2))


def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """vectors of 3 along the last axis, broadcasting (vectors of 2 refused: NumPy 2.0 deprecated them)."""
    a, b = as_tensor(a), as_tensor(b)
    if axis is not None or (axisa, axisb, axisc) != (-1, -1, -1):
        raise UnsupportedOperation("np.cross with axis=", "vectors along the last axis: move them there with np.moveaxis")
    if a.shape[-1] == b.shape[-1] == 2:
        raise UnsupportedOperation("np.cross of 2-element vectors", "NumPy 2.0 deprecated them and later NumPy "
                                   "refuses them: write a[..., 0] * b[..., 1] - a[..., 1] * b[..., 0]")
    if a.shape[-1] != 3 or b.shape[-1] != 3:
        raise UnsupportedOperation(f"np.cross of vectors of {a.shape[-1]} and {b.shape[-1]}", "vectors of 3")
    part = lambda v, i: indexing.getitem(v, (Ellipsis, i))  # noqa: E731
    mul, sub = (lambda p, q: ops.elementwise("multiply", [p, q])), (lambda p, q: ops.elementwise("subtract", [p, q]))
    parts = [sub(mul(part(a, (i + 1) % 3), part(b, (i + 2) % 3)), mul(part(a, (i + 2) % 3), part(b, (i + 1) % 3)))
             for i in range(3)]
    return ops.stack(parts, -1)


def vector_norm_of(x, ord, axis, keepdims):
    """The vector ord-norm over `axis` (one or several axes) of a float tensor."""
    magnitude = ops.elementwise("absolute", [x])
    if ord == np.inf:
        return ops.reduce("max", magnitude, axis, keepdims)
    if ord == -np.inf:
        return ops.reduce("min", magnitude, axis, keepdims)
    if ord == 0:
        return ops.reduce("sum", ops.cast(ops.elementwise("not_equal", [x, 0]), x.dtype), axis, keepdims)
    if ord == 1:
        return ops.reduce("sum", magnitude, axis, keepdims)
    if ord == 2:
        return ops.elementwise("sqrt", [ops.reduce("sum", ops.elementwise("multiply", [x, x]), axis, keepdims)])
    p = float(ord)
    total = ops.reduce("sum", ops.elementwise("power", [magnitude, p]), axis, keepdims)
    return ops.elementwise("power", [total, 1.0 / p])


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    """ord= any number, inf, -inf (0 counts nonzeros); any axes, keepdims."""
    if isinstance(ord, str):
        raise UnsupportedOperation(f"np.linalg.vector_norm with ord={ord!r}", "a number, np.inf or -np.inf")
    x = ops.as_float(x)
    if axis is None and keepdims:
        return ops.reshape(vector_norm_of(ops.reshape(x, (x.size,)), ord, 0, False), (1,) * x.ndim)
    return vector_norm_of(x, ord, axis, keepdims)


def convolve_full(a: Tensor, v: Tensor) -> Tensor:
    """The full 1-D convolution (length n + m - 1): every output's window of the zero-padded longer
    operand (a gather of constant positions) times the shorter one reversed, as one matrix-vector product."""
    if a.shape[0] < v.shape[0]:
        a, v = v, a
    n, m = a.shape[0], v.shape[0]
    padded = ops.concatenate([positions.full((m - 1,), 0, a.dtype), a, positions.full((m - 1,), 0, a.dtype)], 0) \
        if m > 1 else a
    windows = ops.gather(padded, lift(np.arange(n + m - 1)[:, None] + np.arange(m)[None, :], current()))
    return ops.matmul(windows, positions.flip(v, (0,)))


def convolution(name, reverse: bool, default_mode: str):
    def handler(a, v, mode=default_mode):
        """1-D operands; mode='full', 'same' or 'valid' (a window gather and one matrix-vector product)."""
        a, v = as_tensor(a), as_tensor(v)
        if a.ndim != 1 or v.ndim != 1 or not a.size or not v.size:
            raise TraceError(f"np.{name}: both operands must be non-empty 1-D arrays (got {a.shape} and {v.shape})")
        if mode not in ("full", "same", "valid"):
            raise TraceError(f"np.{name}: mode must be 'full', 'same' or 'valid', not {mode!r}")
        dtype = np.result_type(a.dtype, v.dtype)
        a, v = ops.cast(a, dtype), ops.cast(v, dtype)
        n, m = a.shape[0], v.shape[0]
        if reverse:  # np.correlate(a, v) = np.convolve(a, v[::-1]); NumPy reverses the result when v is longer
            v = positions.flip(v, (0,))
        full = convolve_full(a, v)
        short, long = min(n, m), max(n, m)
        start, size = {"full": (0, n + m - 1), "same": ((short - 1) // 2, long), "valid": (short - 1, long - short + 1)}[mode]
        if reverse and m > n and mode == "same":
            start = (short - 1) - (short - 1) // 2
        return indexing.getitem(full, slice(start, start + size))
    handler.__name__ = name
    return handler


def _rows(x: Tensor) -> Tensor:
    """A 1-D array as one row (np.atleast_2d)."""
    return ops.reshape(x, (1,) + x.shape) if x.ndim < 2 else x


def cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None, *, dtype=None):
    """rows are variables (rowvar=False: columns), y=, bias=, ddof=; float64 unless dtype=, as NumPy."""
    if fweights is not None or aweights is not None:
        raise UnsupportedOperation("np.cov with fweights= or aweights=")
    x = as_tensor(m)
    if x.ndim > 2:
        raise TraceError(f"np.cov: m has more than 2 dimensions (shape {x.shape})")
    dtype = np.dtype(dtype or np.result_type(x.dtype, np.float64))
    x = ops.cast(_rows(x), dtype)
    if not rowvar and x.shape[0] != 1:
        x = ops.transpose(x)
    if y is not None:
        w = ops.cast(_rows(as_tensor(y)), dtype)
        if not rowvar and w.shape[0] != 1:
            w = ops.transpose(w)
        x = ops.concatenate([x, w], 0)
    ddof = (0 if bias else 1) if ddof is None else int(ddof)
    centred = ops.elementwise("subtract", [x, ops.mean(x, 1, True, None)])
    c = ops.elementwise("divide", [ops.matmul(centred, ops.transpose(centred)), float(max(x.shape[1] - ddof, 0))])
    return ops.reshape(c, ()) if c.shape == (1, 1) else c


def corrcoef(x, y=None, rowvar=True, *, dtype=None):
    """as np.cov, divided by the outer product of the standard deviations, clipped to [-1, 1]."""
    c = cov(x, y, rowvar, dtype=dtype)
    if c.ndim == 0:
        return ops.elementwise("divide", [c, c])
    d = ops.elementwise("sqrt", [positions.diagonal(c, 0)])
    c = ops.elementwise("divide", [ops.elementwise("divide", [c, ops.reshape(d, (-1, 1))]), ops.reshape(d, (1, -1))])
    return ops.elementwise("minimum", [ops.elementwise("maximum", [c, -1.0]), 1.0])
