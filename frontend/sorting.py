"""Sorting and what rests on it: np.sort, argsort, partition, argpartition (a bitonic network along
the axis: frontend/positions.py, sort_last), median, quantile, percentile (read from the sorted axis);
and searching a sorted array without sorting: np.searchsorted, digitize, interp (each value counted
against the whole array in one reduction). frontend/numpy_api.py puts them in its tables."""
from __future__ import annotations

import numbers

import numpy as np

from . import indexing, ops, positions
from .errors import TraceError, UnsupportedOperation
from .tensor import Tensor, as_tensor, lift
from .trace import current


def count_before(a: Tensor, v, side: str) -> Tensor:
    """How many elements of the sorted 1-D `a` come before each value of `v` (side='left': a[i] < v,
    'right': a[i] <= v), in NumPy's order with NaN last: each value compared with all of a and
    counted (one reduction; no binary search)."""
    trace = current()
    v = lift(v, trace)
    v = v if isinstance(v, Tensor) else positions.full((), v, np.result_type(a.dtype, v))
    dtype = np.result_type(a.dtype, v.dtype)
    a, v = ops.cast(a, dtype), ops.cast(v, dtype)
    e = ops.elementwise
    col = ops.reshape(v, v.shape + (1,))
    if side == "left":
        before = e("less", [a, col])
        if np.issubdtype(dtype, np.floating):  # NaN sorts last: every number comes before a NaN value
            before = e("logical_or", [before, e("logical_and", [e("isnan", [col]), e("logical_not", [e("isnan", [a])])])])
    else:
        before = e("less_equal", [a, col])
        if np.issubdtype(dtype, np.floating):
            before = e("logical_or", [before, e("isnan", [col])])
    return ops.reduce("sum", ops.cast(before, np.int64), -1, False, np.int64)


def searchsorted(a, v, side="left", sorter=None):
    """1-D sorted a, any v, side=; each value counted against all of a (NaN last, as NumPy's order)."""
    if sorter is not None:
        raise UnsupportedOperation("np.searchsorted with sorter=", "sort a first: np.searchsorted(np.sort(a), v)")
    if side not in ("left", "right"):
        raise TraceError(f"np.searchsorted: side must be 'left' or 'right', not {side!r}")
    a = as_tensor(a)
    if a.ndim != 1:
        raise TraceError(f"np.searchsorted: a must be 1-D (got shape {a.shape})")
    return count_before(a, v, side)


def digitize(x, bins, right=False):
    """increasing or decreasing bins, right=; traced bins are taken as monotonic (NumPy checks; here
    the direction is read from their ends when the program runs)."""
    decreasing = False
    side = "left" if right else "right"
    if isinstance(bins, Tensor):
        if bins.ndim != 1:
            raise TraceError("np.digitize: bins must be 1-D")
        up = count_before(bins, x, side)
        down = ops.elementwise("subtract", [bins.size, count_before(positions.flip(bins, (0,)), x, side)])
        first, last = indexing.getitem(bins, 0), indexing.getitem(bins, bins.size - 1)
        return ops.elementwise("where", [ops.elementwise("less", [last, first]), down, up])
    if not isinstance(bins, Tensor):
        b = np.asarray(bins)
        if b.ndim != 1:
            raise TraceError("np.digitize: bins must be 1-D")
        steps = np.diff(b)
        if not ((steps >= 0).all() or (steps <= 0).all()):
            raise TraceError("np.digitize: bins must be monotonically increasing or decreasing")
        decreasing = b.size > 1 and (steps <= 0).all() and (steps < 0).any()
    if decreasing:  # NumPy: len(bins) - searchsorted(bins[::-1], x, side)
        b = as_tensor(np.asarray(bins)[::-1].copy())
        return ops.elementwise("subtract", [b.size, count_before(b, x, side)])
    return count_before(as_tensor(bins), x, side)


def interp(x, xp, fp, left=None, right=None, period=None):
    """increasing xp, left= / right=; NumPy's own steps: fp[j] at xp[j] exactly, else the line through
    the two neighbours from the left one, from the right one if that gives NaN (an infinity), then fp[j]."""
    if period is not None:
        raise UnsupportedOperation("np.interp with period=")
    xp, fp = ops.as_float(xp), ops.as_float(fp)
    x = lift(x, current())
    x = ops.as_float(x) if isinstance(x, Tensor) else positions.full((), x, np.float64)
    if xp.ndim != 1 or fp.shape != xp.shape:
        raise TraceError(f"np.interp: xp and fp must be 1-D of the same length (got {xp.shape} and {fp.shape})")
    dtype = np.float64  # NumPy's result
    x, xp, fp = ops.cast(x, dtype), ops.cast(xp, dtype), ops.cast(fp, dtype)
    n = xp.shape[0]
    e = ops.elementwise
    j = count_before(xp, x, "right")  # xp[j - 1] <= x < xp[j]
    lo = e("minimum", [e("maximum", [e("subtract", [j, 1]), 0]), max(n - 2, 0)])
    hi = e("minimum", [e("add", [lo, 1]), n - 1])
    x0, x1, f0, f1 = ops.gather(xp, lo), ops.gather(xp, hi), ops.gather(fp, lo), ops.gather(fp, hi)
    slope = e("divide", [e("subtract", [f1, f0]), e("subtract", [x1, x0])])
    inside = e("add", [e("multiply", [slope, e("subtract", [x, x0])]), f0])
    other = e("add", [e("multiply", [slope, e("subtract", [x, x1])]), f1])
    inside = e("where", [e("isnan", [inside]), other, inside])
    inside = e("where", [e("logical_and", [e("isnan", [inside]), e("equal", [f0, f1])]), f0, inside])
    inside = e("where", [e("equal", [x, x0]), f0, inside])
    inside = e("where", [e("equal", [x, x1]), f1, inside])  # (the last point: fp[-1])
    first, last = indexing.getitem(fp, 0), indexing.getitem(fp, n - 1)
    below = first if left is None else left
    above = last if right is None else right
    out = e("where", [e("less", [x, indexing.getitem(xp, 0)]), below, inside])
    return e("where", [e("greater", [x, indexing.getitem(xp, n - 1)]), above, out])


def sorted_along(a, axis, with_indices: bool):
    """(sorted, positions or None) along `axis` (None: the flattened array)."""
    x = as_tensor(a)
    if x.dtype == np.bool_:  # False before True: sorted as the bytes 0 and 1
        values, indices = sorted_along(ops.cast(x, np.int8), axis, with_indices)
        return ops.cast(values, np.bool_), indices
    if axis is None:
        x, axis = ops.reshape(x, (x.size,)), 0
    if x.ndim == 0:
        raise TraceError("sorting a 0-d array: give it an axis (np.atleast_1d)")
    d = ops._normalize_axes(axis, x.ndim)[0]
    perm = tuple(k for k in range(x.ndim) if k != d) + (d,)
    back = tuple(np.argsort(perm))
    values, indices = positions.sort_last(ops.transpose(x, perm), with_indices)
    return ops.transpose(values, back), (ops.transpose(indices, back) if with_indices else None)


def sort_options(name, kind, order):
    if order is not None:
        raise UnsupportedOperation(f"np.{name} with order=", "arrays of numbers, not structured arrays")
    if kind not in (None, "quicksort", "mergesort", "heapsort", "stable"):
        raise TraceError(f"np.{name}: unknown kind {kind!r}")


def sort(a, axis=-1, kind=None, order=None, *, stable=None):
    """any axis or None, NaN last; any kind (one parallel sorting network)."""
    sort_options("sort", kind, order)
    return sorted_along(a, axis, False)[0]


def argsort(a, axis=-1, kind=None, order=None, *, stable=None):
    """any axis or None, NaN last; stable (equal values keep their order) whatever kind=, so it equals
    NumPy's kind='stable' (NumPy's default quicksort may order ties differently)."""
    sort_options("argsort", kind, order)
    return sorted_along(a, axis, True)[1]


def partition(name):
    def handler(a, kth, axis=-1, kind=None, order=None):
        """a full sort, which is one valid answer: every element before kth is no larger, every one after no smaller."""
        x = as_tensor(a)
        for k in np.atleast_1d(kth):
            n = x.size if axis is None else x.shape[ops._normalize_axes(axis, x.ndim)[0]]
            if not -n <= int(k) < n:
                raise TraceError(f"np.{name}: kth {int(k)} is out of bounds for an axis of size {n}")
        if order is not None:
            raise UnsupportedOperation(f"np.{name} with order=", "arrays of numbers, not structured arrays")
        return sorted_along(x, axis, name == "argpartition")[name == "argpartition"]
    handler.__name__ = name
    return handler


def quantiles(name, a, q, axis, method, keepdims, scale, middle_mean=False):
    """np.quantile / np.percentile / np.median: sort, then NumPy's linear interpolation between the
    two neighbours of q (n - 1); a NaN in the slice makes the answer NaN, as NumPy."""
    if method != "linear":
        raise UnsupportedOperation(f"np.{name} with method={method!r}", "method='linear'")
    if isinstance(q, Tensor):
        raise UnsupportedOperation(f"np.{name} with a traced q", "q must be numbers known while tracing")
    x = ops.as_float(a)
    dtype = np.result_type(x.dtype, q if isinstance(q, (numbers.Number, np.generic)) else np.asarray(q))
    x = ops.cast(x, dtype)
    qs = np.asarray(q, dtype=np.float64) / scale
    if ((qs < 0) | (qs > 1)).any():
        raise TraceError(f"np.{name}: q must lie in [0, {scale:g}]")
    if axis is None:
        x, axes = ops.reshape(x, (x.size,)), (0,)
        shape_kept = (1,) * as_tensor(a).ndim
    else:
        axes = ops._normalize_axes(axis, x.ndim)
        shape_kept = tuple(1 if d in axes else m for d, m in enumerate(x.shape))
        if not axes:  # axis=(): each element is its own slice
            return ops.reshape(ops.elementwise("copy", [x], shape=qs.shape + x.shape), qs.shape + x.shape)
    if qs.size == 0:
        rest = shape_kept if keepdims else tuple(m for d, m in enumerate(x.shape) if d not in axes)
        return positions.full(qs.shape + rest, 0, dtype)
    if len(axes) > 1:  # several axes: move them last and merge them
        rest = tuple(d for d in range(x.ndim) if d not in axes)
        x = ops.reshape(ops.transpose(x, rest + axes), tuple(x.shape[d] for d in rest) + (-1,))
        axes = (x.ndim - 1,)
    d = axes[0]
    ordered = sorted_along(x, d, False)[0]
    n = ordered.shape[d]
    pick = lambda i: indexing.getitem(ordered, (slice(None),) * d + (int(i),))  # noqa: E731
    nan_seen = ops.elementwise("isnan", [pick(n - 1)])  # (NaN sorts last)
    out = []
    for v in qs.reshape(-1):
        position = v * (n - 1)
        lo = int(np.floor(position))
        hi, t = min(lo + 1, n - 1), float(position - lo)  # (a Python float: weak, x's type stays)
        below, above = pick(lo), pick(hi)
        gap = ops.elementwise("subtract", [above, below])
        if middle_mean:  # np.median: the middle value, or the mean of the two (an infinity stays)
            value = below if t == 0 else ops.elementwise("divide", [ops.elementwise("add", [below, above]), 2.0])
        # NumPy's _lerp: a + (b - a) t, or b - (b - a)(1 - t) from t = 0.5 on
        elif t >= 0.5:
            value = ops.elementwise("subtract", [above, ops.elementwise("multiply", [gap, 1 - t])])
        else:
            value = ops.elementwise("add", [below, ops.elementwise("multiply", [gap, t])])
        value = ops.elementwise("where", [nan_seen, positions.full(value.shape, np.nan, value.dtype), value])
        out.append(ops.reshape(value, shape_kept) if keepdims else value)
    if qs.ndim == 0:
        return out[0]
    return ops.reshape(ops.stack(out, 0), qs.shape + out[0].shape)


def quantile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *, weights=None,
              interpolation=None):
    """q numbers in [0, 1] (one or an array), any axes, keepdims; method='linear'."""
    if out is not None or weights is not None or interpolation is not None:
        raise UnsupportedOperation("np.quantile with out=, weights= or interpolation=")
    return quantiles("quantile", a, q, axis, method, keepdims, 1.0)


def percentile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *, weights=None,
                interpolation=None):
    """q numbers in [0, 100] (one or an array), any axes, keepdims; method='linear'."""
    if out is not None or weights is not None or interpolation is not None:
        raise UnsupportedOperation("np.percentile with out=, weights= or interpolation=")
    return quantiles("percentile", a, q, axis, method, keepdims, 100.0)


def median(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    """any axes, keepdims; NaN in a slice gives NaN."""
    if out is not None:
        raise UnsupportedOperation("np.median with out=")
    return quantiles("median", a, 0.5, axis, "linear", keepdims, 1.0, middle_mean=True)
