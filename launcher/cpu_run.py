"""Calls CPU-target code: the `_mlir_ciface_main` of a built lib.so, through ctypes.

Every argument (inputs, lifted constants, then results as out-parameters) is passed as a pointer
to an MLIR memref descriptor (contract/descriptor.py).
"""
from __future__ import annotations

import ctypes
import hashlib
import os
import shutil
from pathlib import Path

import numpy as np

from contract import descriptor as layout


descriptor_type = layout.struct  # the old name


def descriptor(array: np.ndarray):
    """The memref descriptor of a C-contiguous (or any strided) array."""
    d = layout.struct(array.ndim)()
    d.allocated = d.aligned = array.ctypes.data
    d.offset = 0
    if array.ndim:
        d.sizes[:] = array.shape
        d.strides[:] = [s // array.itemsize for s in array.strides]
    return d


def _by_content(library: Path) -> Path:
    """A copy of `library` named by its content. dlopen hands back the library already loaded from
    a path, so a program rebuilt into the same folder would otherwise run the old code."""
    digest = hashlib.sha256(library.read_bytes()).hexdigest()[:16]
    private = library.with_name(f".{library.stem}-{digest}{library.suffix}")
    if not private.exists():
        tmp = private.with_name(f"{private.name}.{os.getpid()}.tmp")
        try:
            shutil.copyfile(library, tmp)
            os.replace(tmp, private)  # atomic: another process may load it at the same time
        except OSError:
            return library  # a read-only build: it cannot have been rebuilt under us either
    return private


class CpuProgram:
    """One compiled program; `program(*arrays)` fills and returns freshly allocated results."""

    def __init__(self, library: Path, results: list[tuple[tuple, str]]):
        self.library = ctypes.CDLL(str(_by_content(Path(library))))
        self.entry = self.library._mlir_ciface_main
        self.entry.restype = None
        self.results = results

    def __call__(self, *arrays: np.ndarray, out: list[np.ndarray] | None = None) -> list[np.ndarray]:
        outs = out or [np.empty(shape, dtype) for shape, dtype in self.results]
        # np.asarray(order="C"), not np.ascontiguousarray: that one makes a 0-d array 1-d.
        keep = [np.asarray(a, order="C") for a in arrays] + outs
        descs = [descriptor(a) for a in keep]
        self.entry(*[ctypes.byref(d) for d in descs])
        return outs
