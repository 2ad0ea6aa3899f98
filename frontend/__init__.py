"""A tracing tensor frontend: NumPy code in, one MLIR module of linalg on tensors out."""
from .errors import TraceError, UnsupportedOperation
from .jit import JitFunction, Traced, jit
from .tensor import Tensor

__all__ = ["jit", "JitFunction", "Traced", "Tensor", "TraceError", "UnsupportedOperation"]
