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


def blas_threads(others_busy: float = 0.0) -> tuple[int, int]:
    """(threads for products with few rows, threads for the others) that the CPU target's OpenBLAS
    calls use. Few rows (a decoding step: one row) is memory-bound matrix-vector work: one thread,
    which also never spins against a core another process keeps busy. Larger products (a prefill)
    use the physical cores this process may run on less the cores other processes keep busy
    (`others_busy`, OtherLoad): OpenBLAS's threads wait for each other by spinning, so one that shares
    a core with another process holds up all of them (docs/benchmarks.md, the busy-host table). $GPT2_MLIR_BLAS_THREADS=N sets both; else
    $OPENBLAS_NUM_THREADS=N (OpenBLAS's own setting) is honoured for the larger ones."""
    given = _count(THREADS_VARIABLE)
    if given:
        return given, given
    fixed = _count("OPENBLAS_NUM_THREADS")
    return 1, fixed or max(1, physical_cores() - round(others_busy))


class OtherLoad:
    """How many CPUs' worth of work other processes did since the last look: the machine's busy time from
    /proc/stat less this process's own (/proc/self/stat, every thread's, our spinning OpenBLAS workers
    included), over the time between looks. Reading it costs two small file reads, no waiting; where /proc
    is missing it is always 0."""

    def __init__(self):
        self.cpus = os.cpu_count() or 1
        self.last = self._read()
        self.answer = 0.0

    @staticmethod
    def _read() -> tuple[int, int, int] | None:
        try:
            fields = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
            own = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, ValueError, IndexError):
            return None
        idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
        return sum(fields[:8]) - idle, sum(fields[:8]), int(own[11]) + int(own[12])  # busy, all, utime + stime

    def sample(self) -> float:
        now = self._read()
        if now is None or self.last is None:
            return 0.0
        (busy0, all0, own0), (busy1, all1, own1) = self.last, now
        self.last = now
        elapsed = (all1 - all0) / self.cpus  # jiffies of wall time
        if elapsed < 5:  # too short to tell (a call right after the last): keep the last answer
            self.last = (busy0, all0, own0)
            return self.answer
        self.answer = max(0.0, (busy1 - busy0) - (own1 - own0)) / elapsed
        return self.answer


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


_OTHERS = OtherLoad()  # one per process: every program's calls look at the same machine


class CpuProgram:
    """One compiled program; `program(*arrays)` fills and returns freshly allocated results."""

    def _set_threads(self) -> None:
        """OpenBLAS's threads for this call (blas_threads), given to the runtime when they change."""
        threads = blas_threads(_OTHERS.sample())
        if threads != self.threads:
            self.library.gpt2_mlir_blas_threads(FEW_ROWS, *threads)  # pipeline/runtime/blas.c
            self.threads = threads

    def __init__(self, library: Path, results: list[tuple[tuple, str]]):
        self.library = load_library(Path(library))
        self.threads = None
        self._set_threads()
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
        self._set_threads()
        self.entry(*[ctypes.byref(d) for d in descs])
        return outs if wait else Pending.finished(outs, outs)
