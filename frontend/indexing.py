"""Indexing a traced tensor: `x[...]` (basic slicing, an integer table lookup) and `x[...] = v`."""
from __future__ import annotations

import numbers

import numpy as np

from . import ops, positions
from .errors import TraceError, UnsupportedOperation
from .tensor import Tensor, lift
from .trace import current


def getitem(x: Tensor, index):
    trace = current() or x._trace
    if isinstance(index, (Tensor, np.ndarray, list)):
        index = lift(index, trace) if not isinstance(index, Tensor) else index
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
    if isinstance(index, (Tensor, np.ndarray, list)) or (
            isinstance(index, tuple) and any(isinstance(i, (Tensor, np.ndarray, list)) for i in index)):
        raise UnsupportedOperation("assignment through a traced or multi-dimensional array index (a scatter)",
                                   "index with a NumPy list of ints, a bool mask of the array's shape (x[m] = v), "
                                   "or use np.where")
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

