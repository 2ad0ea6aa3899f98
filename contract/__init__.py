"""What the layers agree on, in one place that imports neither MLIR nor CUDA.

    frontend (trace) -> pipeline (compile) -> launcher (run), all three on top of `contract`:

- `errors`     the project's one base error class, `Gpt2MlirError`
- `dtypes`     MLIR element types <-> NumPy dtypes
- `matmul`     the indexing maps of the matmuls the frontend emits and the pipeline turns into calls
- `descriptor` MLIR's memref descriptor: the C struct (CPU) and the kernel parameters (GPU)
- `manifest`   manifest.json's schema, as types: what pipeline/manifest.py writes and the launcher reads
- `tree`       argument trees (tuples, lists, dicts, named tuples) flattened into array leaves and back
"""
from .errors import Gpt2MlirError

__all__ = ["Gpt2MlirError"]
