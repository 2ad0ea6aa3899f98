"""Arrays in managed (unified) memory: allocate, place host data there, copy results back.

A managed array is an ordinary NumPy array over a ManagedBuffer, so the host can read it and
kernels can take its address; `place` prefetches it to the GPU, `to_host` copies it back by DMA.
"""
from __future__ import annotations

import numpy as np

from .cuda import Device, ManagedBuffer


def address(array: np.ndarray) -> int:
    return array.__array_interface__["data"][0]


def managed_owner(array: np.ndarray, start: int | None = None) -> ManagedBuffer | None:
    """The ManagedBuffer whose memory `array` lies in, if any (following `.base`); `start`: the
    array's address, if the caller has it already."""
    obj = array
    while obj is not None:
        if isinstance(obj, ManagedBuffer):
            start = address(array) if start is None else start
            return obj if obj.ptr <= start and start + array.nbytes <= obj.ptr + obj.nbytes else None
        obj = getattr(obj, "base", None)
    return None


def empty(shape, dtype=np.float32, dev: Device | None = None) -> np.ndarray:
    """An uninitialised C-contiguous array in managed memory."""
    dtype, shape = np.dtype(dtype), tuple(shape)
    return ManagedBuffer(int(np.prod(shape)) * dtype.itemsize, dtype, shape, dev).array()


def place(array, dev: Device | None = None) -> np.ndarray:
    """Copy `array` into managed memory and prefetch it to the GPU (for weights reused across calls)."""
    array = np.asarray(array)
    out = empty(array.shape, array.dtype, dev)
    out[...] = array
    buf = managed_owner(out)
    buf.dev.prefetch(buf)
    return out


def to_host(array: np.ndarray) -> np.ndarray:
    """A host copy of `array`; for a contiguous managed array it is a DMA copy, so the pages stay
    on the GPU instead of migrating to the CPU (and faulting back at the next kernel)."""
    array = np.asarray(array)
    start = address(array)
    owner = managed_owner(array, start)
    if owner is None or not array.flags.c_contiguous:
        return np.array(array)
    out = np.empty(array.shape, array.dtype)
    owner.dev.copy_to_host(out, start)
    return out
