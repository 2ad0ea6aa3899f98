"""Runs compiled programs: cpu_run (ctypes), cuda (cuda-python driver wrapper), gpu_run (manifest
replayer). No MLIR here. GPU names are imported lazily so CPU runs never load cuda-python."""
_GPU = {"CudaError": "cuda", "Device": "cuda", "ManagedBuffer": "cuda", "NoGpuError": "cuda",
        "OutOfGpuMemory": "cuda", "device": "cuda",
        "GpuProgram": "gpu_run", "empty": "gpu_run", "managed_owner": "gpu_run", "place": "gpu_run"}


def __getattr__(name):
    if name in _GPU:
        import importlib
        return getattr(importlib.import_module(f".{_GPU[name]}", __name__), name)
    raise AttributeError(f"module 'launcher' has no attribute {name!r}")
