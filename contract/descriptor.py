"""MLIR's memref descriptor, the one ABI for strided arrays in compiled code:

    struct { T *allocated; T *aligned; int64_t offset; int64_t sizes[rank]; int64_t strides[rank]; }

offset, sizes and strides count elements. The CPU target passes a pointer to this struct
(`llvm.emit_c_interface`: launcher/cpu_run.py, pipeline/runtime/blas.c); a GPU kernel takes its
fields as 3 + 2 * rank separate parameters (launcher/gpu_run.py; pipeline/manifest.py checks the
count against each PTX `.entry`).
"""
from __future__ import annotations

import ctypes
import functools


def fields(rank: int) -> list[tuple[str, type]]:
    """The struct's fields, in order, as ctypes types."""
    head = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64)]
    return head + ([("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)] if rank else [])


@functools.cache
def struct(rank: int) -> type:
    """The ctypes.Structure of a rank-`rank` descriptor."""
    return type(f"MemRef{rank}D", (ctypes.Structure,), {"_fields_": fields(rank)})


def _flat(rank: int) -> list[tuple[str, type]]:
    """(field, scalar ctype) of each kernel parameter: arrays spread into one parameter per element."""
    out = []
    for name, ctype in fields(rank):
        out += [(name, ctype._type_)] * ctype._length_ if hasattr(ctype, "_length_") else [(name, ctype)]
    return out


def params(address: int, offset: int, sizes, strides) -> list:
    """The descriptor of a view of memory at `address` as a kernel's parameters (ctypes values)."""
    values = {"allocated": [address], "aligned": [address], "offset": [offset], "sizes": list(sizes),
              "strides": list(strides)}
    return [ctype(values[name].pop(0)) for name, ctype in _flat(len(sizes))]


def param_bits(rank: int) -> list[int]:
    """Bit width of each kernel parameter a rank-`rank` memref expands to."""
    return [8 * ctypes.sizeof(ctype) for _, ctype in _flat(rank)]
