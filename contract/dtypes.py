"""Element types: the MLIR name of every dtype the frontend traces and the launcher runs."""
from __future__ import annotations

import ml_dtypes  # noqa: F401  (registers NumPy's "bfloat16" dtype, JAX's)
import numpy as np

# MLIR element type -> NumPy dtype name.
NUMPY_NAMES = {"f16": "float16", "bf16": "bfloat16", "f32": "float32", "f64": "float64", "i8": "int8",
               "i16": "int16", "i32": "int32", "i64": "int64", "i1": "bool"}

# NumPy dtype -> MLIR element type (the frontend's tensor types).
MLIR_TYPES = {np.dtype(name): elt for elt, name in NUMPY_NAMES.items()}


def numpy_name(mlir_type: str) -> str | None:
    """The NumPy dtype name of a memref element type (`index` is 64-bit on the host); None if unknown."""
    return "int64" if mlir_type == "index" else NUMPY_NAMES.get(mlir_type)


def itemsize(name: str) -> int:
    return np.dtype(name).itemsize


def is_float(dtype) -> bool:
    """Floating point, ml_dtypes' bfloat16 included (NumPy's issubdtype does not count it)."""
    dtype = np.dtype(dtype)
    return np.issubdtype(dtype, np.floating) or dtype == BFLOAT16


BFLOAT16 = np.dtype("bfloat16")
