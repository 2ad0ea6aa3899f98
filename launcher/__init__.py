"""Runs compiled programs: cpu_run (ctypes), cuda (cuda-python driver wrapper), gpu_run (manifest
replayer) with its memory (managed arrays), pool (per-program memory), graphs (CUDA graph cache)
and profiler. No MLIR here. GPU names are imported lazily so CPU runs never load cuda-python.

The device API for the layers above:

    program(build_dir, target, results)  a compiled program, callable on arrays
    to_device(tree, target)              the same tree with its arrays in device memory
    to_host(array)                       a host NumPy copy of a (device) result array
"""
from __future__ import annotations

import sys

_GPU = {"CudaError": "cuda", "Device": "cuda", "ManagedBuffer": "cuda", "NoGpuError": "cuda",
        "OutOfGpuMemory": "cuda", "device": "cuda", "GpuProgram": "gpu_run",
        "empty": "memory", "managed_owner": "memory", "place": "memory",
        "Profiler": "profiler", "default_profiler": "profiler"}


def program(build_dir, target: str, results: list):
    """The compiled program in build_dir: lib.so on the CPU (`results`: [(shape, dtype)] to
    allocate), manifest.json and PTX on the GPU."""
    if target == "cpu":
        from pathlib import Path
        from .cpu_run import CpuProgram
        return CpuProgram(Path(build_dir) / "lib.so", results)
    from .gpu_run import GpuProgram
    return GpuProgram(build_dir)


def to_device(tree, target: str = "gpu"):
    """`tree` (arrays, or tuples/lists/dicts/named tuples of them) with every array in the target's
    memory: on the GPU, managed memory prefetched to the device (kept for the arrays' life, so
    programs read weights in place); on the CPU the arrays themselves."""
    if target == "cpu":
        return tree
    from contract.tree import map_leaves
    from .memory import place
    return map_leaves(place, tree)


def to_host(array):
    """A host NumPy copy of a result array: one DMA copy for a contiguous GPU array."""
    if "launcher.cuda" not in sys.modules:  # no GPU memory can exist: CPU runs never load cuda-python
        import numpy as np
        return np.array(array)
    from .memory import to_host as copy
    return copy(array)


def writable_in_place(array, target: str) -> bool:
    """Whether a program's write into this argument reaches the caller's array: on the CPU a
    writable C-contiguous NumPy array (passed by pointer), on the GPU a managed device array (a
    NumPy array would be staged through a copy)."""
    if target == "cpu":
        import numpy as np
        return isinstance(array, np.ndarray) and array.flags.c_contiguous and array.flags.writeable
    from .memory import managed_owner
    return managed_owner(array) is not None and array.flags.c_contiguous


def __getattr__(name):
    if name in _GPU:
        import importlib
        return getattr(importlib.import_module(f".{_GPU[name]}", __name__), name)
    raise AttributeError(f"module 'launcher' has no attribute {name!r}")
