"""Errors raised while tracing, each naming the user's source line."""
from __future__ import annotations

import os
import traceback

import numpy as np

from contract.errors import Gpt2MlirError

_HERE = os.path.dirname(os.path.abspath(__file__)) + os.sep
_NUMPY = os.path.dirname(os.path.abspath(np.__file__)) + os.sep


def user_frame() -> str:
    """'file:line: code' of the innermost frame outside the frontend (and NumPy's dispatch)."""
    for frame in reversed(traceback.extract_stack()):
        path = os.path.abspath(frame.filename)
        if path.startswith((_HERE, _NUMPY)):
            continue
        return f"{frame.filename}:{frame.lineno}: {(frame.line or '').strip()}"
    return "<unknown>"


class TraceError(Gpt2MlirError, TypeError):
    """Something in the traced function cannot be expressed; the message names it and the line."""

    def __init__(self, message: str):
        super().__init__(f"{message}\n  at {user_frame()}")


class UnsupportedOperation(TraceError):
    def __init__(self, what: str, hint: str = ""):
        super().__init__(f"{what} is not supported by the tracer" + (f" ({hint})" if hint else ""))
