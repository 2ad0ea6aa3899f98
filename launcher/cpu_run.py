"""Calls CPU-target code: the `_mlir_ciface_main` of a built lib.so, through ctypes.

Every argument (inputs, lifted constants, then results as out-parameters) is passed as a pointer
to an MLIR memref descriptor (contract/descriptor.py).
"""
from __future__ import annotations

import ctypes
import os
import shutil
import tempfile
from pathlib import Path

import numpy as np

from contract import descriptor as layout
from contract.errors import Gpt2MlirError

from .pending import Pending


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


# path -> identity (device, inode, size, mtime) of the library this process loaded from it
_loaded: dict[str, tuple] = {}


def load_library(library: Path) -> ctypes.CDLL:
    """dlopen a built lib.so. dlopen hands back the library already loaded from the same path, so
    only a program rebuilt into a folder whose old library this process has loaded (its identity
    changed: the link stage writes a new file) goes through a private copy, deleted as soon as it is
    loaded (the mapping stays): no copy outlives the call. Leftover `.lib-*.so` copies of older
    versions beside it are removed."""
    path = str(Path(library).resolve())
    st = os.stat(path)
    identity = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)
    _remove_old_copies(Path(path).parent)
    if _loaded.setdefault(path, identity) == identity:
        return ctypes.CDLL(path)
    with tempfile.NamedTemporaryFile(prefix="gpt2-mlir-", suffix=".so") as copy:
        shutil.copyfile(path, copy.name)
        return ctypes.CDLL(copy.name)


def _remove_old_copies(folder: Path) -> None:
    for stale in folder.glob(".lib-*.so*"):  # older versions copied every library they loaded
        try:
            stale.unlink()
        except OSError:  # a read-only build: nothing to tidy there
            break


THREADS_VARIABLE = "GPT2_MLIR_BLAS_THREADS"
FEW_ROWS = 4  # a product with at most this many rows (or columns) is matrix-vector work


class BlasThreadsError(Gpt2MlirError, ValueError):
    """A thread count in the environment that is not a whole number >= 1."""


def blas_threads() -> tuple[int, int]:
    """(threads for products with few rows, threads for the others) that the CPU target's OpenBLAS
    calls use. Few rows (a decoding step: one row) is memory-bound matrix-vector work: one thread,
    which also never spins against a core another process keeps busy. Larger products (a prefill)
    use the physical cores this process may run on. $GPT2_MLIR_BLAS_THREADS=N sets both; else
    $OPENBLAS_NUM_THREADS=N (OpenBLAS's own setting) is honoured for the larger ones."""
    given = _count(THREADS_VARIABLE)
    if given:
        return given, given
    return 1, _count("OPENBLAS_NUM_THREADS") or physical_cores()


def _count(variable: str) -> int | None:
    text = os.environ.get(variable, "").strip()
    if not text:
        return None
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise BlasThreadsError(f"{variable}={text!r}: give a whole number of threads >= 1 (or leave it unset: "
                               "one thread for matrix-vector products, the physical cores for larger ones)")
    return value


def physical_cores() -> int:
    """Physical cores among the CPUs this process may run on (hyperthreads of one core count once)."""
    cpus = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else range(os.cpu_count() or 1)
    cores = set()
    for cpu in cpus:
        try:
            cores.add(Path(f"/sys/devices/system/cpu/cpu{cpu}/topology/thread_siblings_list").read_text().strip())
        except OSError:  # no topology: count the CPU itself
            cores.add(str(cpu))
    return max(1, len(cores))


class CpuProgram:
    """One compiled program; `program(*arrays)` fills and returns freshly allocated results."""

    def __init__(self, library: Path, results: list[tuple[tuple, str]]):
        self.library = load_library(Path(library))
        few, many = blas_threads()
        self.library.gpt2_mlir_blas_threads(FEW_ROWS, few, many)  # pipeline/runtime/blas.c
        self.entry = self.library._mlir_ciface_main
        self.entry.restype = None
        self.results = results

    def __call__(self, *arrays: np.ndarray, out: list[np.ndarray] | None = None, fetch=(), wait=True):
        """`fetch` (results wanted on the host, gpu_run.GpuProgram): every result is a host array
        here. `wait=False` (a call queued on the GPU): a call here has finished when it returns,
        so it comes back as a finished Pending."""
        outs = out or [np.empty(shape, dtype) for shape, dtype in self.results]
        # np.asarray(order="C"), not np.ascontiguousarray: that one makes a 0-d array 1-d.
        keep = [np.asarray(a, order="C") for a in arrays] + outs
        descs = [descriptor(a) for a in keep]
        self.entry(*[ctypes.byref(d) for d in descs])
        return outs if wait else Pending.finished(outs, outs)
