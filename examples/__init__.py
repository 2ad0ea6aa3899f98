"""The six example programs, plain NumPy functions the frontend traces (see programs.py)."""
from .programs import PROGRAMS, Example

__all__ = ["PROGRAMS", "Example"]
