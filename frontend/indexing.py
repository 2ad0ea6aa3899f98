"""Indexing a traced tensor: `x[...]` (basic slicing, an integer table lookup) and `x[...] = v`."""
from __future__ import annotations

import numbers

import numpy as np

from . import ops, positions
from .errors import TraceError, UnsupportedOperation
from .tensor import Tensor, lift
from .trace import current


def _array_like(i) -> bool:
    return isinstance(i, (Tensor, np.ndarray, list))


def _refuse_masks(index: tuple) -> None:
    for i in index:
        if _array_like(i) and (i.dtype if isinstance(i, Tensor) else np.asarray(i).dtype) == np.bool_:
            raise UnsupportedOperation("indexing with a bool mask (x[m])", "its shape depends on the values: use "
                                       "np.where(m, x, 0), or a reduction's where=m (np.sum(x, where=m))")


def getitem(x: Tensor, index):
    trace = current() or x._trace
    if _array_like(index):
        _refuse_masks((index,))
        index = lift(index, trace) if not isinstance(index, Tensor) else index
        return ops.gather(x, index)
    if not isinstance(index, tuple):
        index = (index,)
    if any(isinstance(i, (bool, np.bool_)) for i in index):
        raise UnsupportedOperation("indexing with a bool")
    _refuse_masks(index)
    ellipses = [k for k, i in enumerate(index) if i is Ellipsis]  # (not index.count: == on an array entry)
    if len(ellipses) > 1:
        raise TraceError("an index can only have a single ellipsis")
    n_real = sum(1 for i in index if i is not None and i is not Ellipsis)
    if n_real > x.ndim:
        raise TraceError(f"too many indices for a tensor of rank {x.ndim}")
    if ellipses:
        k = ellipses[0]
        index = index[:k] + (slice(None),) * (x.ndim - n_real) + index[k + 1:]
    else:
        index = index + (slice(None),) * (x.ndim - n_real)
    if any(_array_like(i) for i in index) or not _ranges_are_slices(index):
        return _advanced(x, index)
    offsets, sizes, strides, drop, new_axes, dim, out_pos = [], [], [], [], [], 0, 0
    flips, kept = [], 0  # slice dims with a negative step (by their place among the kept dims)
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
            count = len(range(start, stop, step))
            if step < 0:  # the same elements read forwards, then reversed
                start, step = start + (count - 1) * step, -step
                flips.append(kept)
            offsets.append(start if count else 0), sizes.append(count), strides.append(step)
            out_pos += 1
            kept += 1
        else:
            raise UnsupportedOperation(f"indexing with a {type(i).__name__}")
        dim += 1
    out = ops.extract_slice(x, offsets, sizes, strides, tuple(drop))
    if flips:
        out = positions.flip(out, tuple(flips))
    if new_axes:
        shape = list(out.shape)
        for p in new_axes:
            shape.insert(p, 1)
        out = ops.reshape(out, tuple(shape))
    return out


def setitem(x: Tensor, index, value) -> None:
    """`x[...] = value`.

    On a function argument the argument is updated in place (the compiled program writes into the
    caller's buffer, see Trace.updated). Slices have step 1; a slice may start at a runtime position
    `p` (a 0-d integer tensor) if it ends at `p + k`; the value has the slice's shape.

    On an array computed inside the function it is a functional update: `x` (this Python object)
    becomes a new value, tensor.insert_slice of `value` into the old one (or np.where for a bool
    mask of x's shape). Slices may have steps; the value may be a scalar or broadcast to the slice.
    Views of x taken before (slices, reshapes) keep the old values, where NumPy would change them."""
    trace = current() or x._trace
    computed = x.argument is None
    if isinstance(index, Tensor) and index.dtype == np.bool_ and computed:
        if index.shape != x.shape:
            raise UnsupportedOperation(f"assignment through a bool mask of shape {index.shape} into shape {x.shape}",
                                       "the mask must have the array's shape")
        value = lift(value, trace)
        if isinstance(value, Tensor) and value.shape != ():
            raise UnsupportedOperation("assignment of an array through a bool mask",
                                       "assign a scalar, or write x = np.where(mask, values, x)")
        return _rebind(x, ops.elementwise("where", [index, value, x], out_dtype=x.dtype).name)
    if computed and isinstance(index, (np.ndarray, list)) and np.asarray(index).dtype.kind == "i" \
            and np.ndim(index) == 1 and x.ndim >= 1:
        # Positions known while tracing: one row update each, in order (a repeated index: the last wins, as NumPy)
        rows = [int(k) for k in np.asarray(index)]
        value = lift(value, trace)
        if isinstance(value, Tensor):
            try:
                value = ops.elementwise("copy", [value], shape=np.broadcast_shapes(value.shape, (len(rows),) + x.shape[1:]))
            except ValueError:
                raise TraceError(f"cannot assign a value of shape {value.shape} to {len(rows)} rows of shape "
                                 f"{x.shape[1:]}") from None
        for j, k in enumerate(rows):
            setitem(x, k, indexing_row(value, j))
        return None
    if computed and isinstance(index, Tensor) and np.issubdtype(index.dtype, np.integer) and index.ndim == 1 \
            and x.ndim >= 1:
        return _rebind(x, _scatter_rows(x, index, lift(value, trace)).name)
    if isinstance(index, (Tensor, np.ndarray, list)) or (
            isinstance(index, tuple) and any(isinstance(i, (Tensor, np.ndarray, list)) for i in index)):
        if not computed and isinstance(index, Tensor):
            raise UnsupportedOperation("assignment to a function argument through an array index (a scatter)",
                                       "write rows of an argument with a slice (x[p:p + k] = v), or set rows of a "
                                       "copy computed in the function (y = x.copy(); y[i] = v) and return it")
        raise UnsupportedOperation("assignment through a multi-dimensional or tuple array index (a scatter)",
                                   "set whole rows of an array computed in the function with a 1-D integer index "
                                   "(x[i] = v), use a bool mask of the array's shape (x[m] = v), or np.where")
    if not isinstance(index, tuple):
        index = (index,)
    ellipses = [k for k, i in enumerate(index) if i is Ellipsis]
    if len(ellipses) > 1:
        raise TraceError("an index can only have a single ellipsis")
    n_real = sum(1 for i in index if i is not Ellipsis)
    if n_real > x.ndim:
        raise TraceError(f"too many indices for a tensor of rank {x.ndim}")
    if ellipses:
        k = ellipses[0]
        index = index[:k] + (slice(None),) * (x.ndim - n_real) + index[k + 1:]
    index = index + (slice(None),) * (x.ndim - len(index))
    offsets, sizes, shape, strides = [], [], [], []
    for dim, (i, n) in enumerate(zip(index, x.shape)):
        strides.append(1)
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
            if step != 1 and not computed:
                raise UnsupportedOperation("assignment into a slice with a step")
            if step <= 0:
                raise UnsupportedOperation("assignment into a slice with a negative step")
            count = max(0, -(-(stop - start) // step))
            offsets.append(start if count else 0), sizes.append(count), shape.append(count)
            strides[-1] = step
        else:
            raise UnsupportedOperation(f"assignment with an index of type {type(i).__name__}")
    value = lift(value, trace)
    if computed and not isinstance(value, Tensor):
        value = positions.full(tuple(shape), value, x.dtype)
    elif computed and value.shape != tuple(shape):
        try:
            np.broadcast_shapes(value.shape, tuple(shape))
        except ValueError:
            raise TraceError(f"cannot assign a value of shape {value.shape} to a slice of shape {tuple(shape)}") from None
        value = ops.elementwise("copy", [value], shape=tuple(shape))
    if not isinstance(value, Tensor):
        raise UnsupportedOperation("assigning a scalar", "assign an array of the slice's shape")
    if value.shape != tuple(shape):
        raise TraceError(f"cannot assign a value of shape {value.shape} to a slice of shape {tuple(shape)}")
    value = ops.cast(value, x.dtype)
    if value.shape != tuple(sizes):
        value = ops.reshape(value, tuple(sizes))  # the int-indexed dims back as size 1
    if computed:
        return _rebind(x, ops.insert_slice(x, value, offsets, sizes, strides))
    x.name = ops.insert_slice(x, value, offsets, sizes)
    trace.updated[x.argument] = x


def indexing_row(value, j: int):
    """Row j of a value assigned to several rows (a scalar is the same for each)."""
    return getitem(value, j) if isinstance(value, Tensor) else value


def _rebind(x: Tensor, name: str) -> None:
    """x (the Python object the user holds) becomes the updated value; what it was made from no
    longer describes it. Value numbering keeps its own copy of the old x (trace.emitter)."""
    x.name, x.origin, x.plus = name, None, None


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


def _scatter_rows(x: Tensor, index: Tensor, value) -> Tensor:
    """x with rows index[j] set to value[j] (a scalar, or rows broadcast to [len(index), *x.shape[1:]]),
    for indices known only when the program runs: each row finds the last j that names it (a repeated
    index: the last wins, as NumPy) by one comparison of every row with every index and a max, then
    takes that value row, or keeps its own. Negative indices count from the end; one out of range
    names no row."""
    trace = current() or x._trace
    n, m = x.shape[0], index.shape[0]
    if m == 0 or n == 0:  # no row named
        return ops.elementwise("copy", [x])
    rows = ops.cast(index, np.int64)
    rows = ops.elementwise("where", [ops.elementwise("less", [rows, 0]), ops.elementwise("add", [rows, n]), rows])
    hit = ops.elementwise("equal", [ops.reshape(rows, (1, m)), lift(np.arange(n, dtype=np.int64)[:, None], trace)])
    last = ops.reduce("max", ops.elementwise("where", [hit, lift(np.arange(m, dtype=np.int64)[None, :], trace), -1]), 1)
    named = ops.reshape(ops.elementwise("greater_equal", [last, 0]), (n,) + (1,) * (x.ndim - 1))
    if isinstance(value, Tensor) and value.shape != ():
        try:
            value = ops.elementwise("copy", [value], shape=np.broadcast_shapes(value.shape, (m,) + x.shape[1:]))
        except ValueError:
            raise TraceError(f"cannot assign a value of shape {value.shape} to {m} rows of shape {x.shape[1:]}") from None
        value = ops.gather(value, ops.elementwise("maximum", [last, 0]))
    return ops.elementwise("where", [named, value, x], out_dtype=x.dtype)


def _ranges_are_slices(index: tuple) -> bool:
    """A range (an integer array to NumPy) turns the ints of the index into array indices too; NumPy
    then puts the indexed dimension first unless those are side by side. Where that equals slicing
    (one increasing range, beside its ints) the range is read as a slice; otherwise as an array."""
    ranges = [k for k, i in enumerate(index) if isinstance(i, range)]
    if not ranges:
        return True
    advanced = [k for k, i in enumerate(index) if isinstance(i, (range, numbers.Integral, np.integer))]
    r = index[ranges[0]]
    return len(ranges) == 1 and advanced == list(range(advanced[0], advanced[-1] + 1)) and (r.step > 0 or len(r) <= 1)


def _advanced(x: Tensor, index: tuple) -> Tensor:
    """NumPy's advanced indexing: the integer arrays (and the ints and ranges beside them) of the index
    broadcast together and pick elements; the slices keep their dimensions. As one row gather: the
    indexed dimensions are moved first and merged, and each picked position becomes one flat index
    (computed while tracing when every index is a NumPy array, int or range). The result's
    broadcast dimensions stand where the first array was if the arrays are side by side, else first."""
    trace = current() or x._trace
    if any(i is None for i in index):
        raise UnsupportedOperation("None (np.newaxis) beside an array index", "add the axis after indexing")

    def picks(i) -> bool:
        return _array_like(i) or isinstance(i, (range, numbers.Integral, np.integer))

    adv = [k for k, i in enumerate(index) if picks(i)]
    sliced = getitem(x, tuple(slice(None) if picks(i) else i for i in index))  # the slices first: same rank
    sizes = [sliced.shape[k] for k in adv]
    strides = [int(np.prod(sizes[j + 1:])) for j in range(len(adv))]
    parts = []
    for k, n in zip(adv, sizes):
        i = index[k]
        i = np.arange(i.start, i.stop, i.step) if isinstance(i, range) else i
        if isinstance(i, Tensor):
            if not np.issubdtype(i.dtype, np.integer):
                raise TraceError(f"arrays used as indices must be of integer type, not {i.dtype}")
            i = ops.cast(i, np.int64)
            parts.append(ops.elementwise("where", [ops.elementwise("less", [i, 0]), ops.elementwise("add", [i, n]), i]))
            continue
        i = np.asarray(i)
        if not np.issubdtype(i.dtype, np.integer):
            raise TraceError(f"arrays used as indices must be of integer type, not {i.dtype}")
        if ((i < -n) | (i >= n)).any():
            bad = int(i[(i < -n) | (i >= n)].reshape(-1)[0])
            raise TraceError(f"index {bad} is out of bounds for axis {k} with size {n}")
        parts.append(i.astype(np.int64) % n)
    try:
        shape = np.broadcast_shapes(*[p.shape for p in parts])
    except ValueError:
        raise TraceError("shape mismatch: indexing arrays could not be broadcast together with shapes "
                         + " ".join(str(tuple(p.shape)) for p in parts)) from None
    known = sum((p * s for p, s in zip(parts, strides) if not isinstance(p, Tensor)), np.zeros((), np.int64))
    traced = [ops.elementwise("multiply", [p, s]) for p, s in zip(parts, strides) if isinstance(p, Tensor)]
    if not traced:  # every index known while tracing: the flat positions are a constant
        flat = lift(np.ascontiguousarray(np.broadcast_to(known, shape)), trace)
    else:
        flat = traced[0]
        for term in traced[1:] + ([lift(known, trace) if known.ndim else int(known)] if known.any() or known.ndim else []):
            flat = ops.elementwise("add", [flat, term])
        if flat.shape != shape:
            flat = ops.elementwise("copy", [flat], shape=shape)
    rest = [k for k in range(sliced.ndim) if k not in adv]
    table = ops.transpose(sliced, tuple(adv + rest))
    table = ops.reshape(table, (int(np.prod(sizes)),) + tuple(sliced.shape[k] for k in rest))
    out = ops.gather(table, flat)  # [*shape, *rest]
    front = adv[0] if adv == list(range(adv[0], adv[-1] + 1)) else 0  # side by side: where the first one was
    if front:
        b = len(shape)
        out = ops.transpose(out, tuple(range(b, b + front)) + tuple(range(b)) + tuple(range(b + front, out.ndim)))
    return out


