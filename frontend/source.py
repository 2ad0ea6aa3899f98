"""Where a traced op comes from: the user's NumPy lines, written as MLIR locations.

Every op the tracer emits carries `loc(#locN)`: the chain of user frames that were running when it
was emitted, innermost first, from the traced function down to the NumPy line, as MLIR callsite
locations of named file locations:

    #loc7 = loc("linear"("gpt2/reference.py":38:5))                 the NumPy line, in `linear`
    #loc9 = loc(callsite(#loc7 at callsite(#loc8 at ...)))          ... called from ffn, mlp_sublayer, ...

A user frame is any frame outside this package and NumPy's own Python code, between the jit's call
of the traced function and the op. Paths are relative to the project root when the file is under
it (so a build copied to another checkout is found again), else as Python reports them. The
column is where the line's code starts, not the sub-expression: Python 3.10 has no column
information, and the traced text must be the same on every interpreter for a build to be reused.
The aliases are printed at the end of the module (mlir-opt keeps them there too).
"""
from __future__ import annotations

import linecache
import os
import re
import sys
from functools import lru_cache

_HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(_HERE)  # the project root: paths under it are written relative to it
_NUMPY = f"{os.sep}numpy{os.sep}"


@lru_cache(maxsize=None)
def _kind(filename: str) -> str:
    """'frontend' (this package), 'numpy' (NumPy's Python code) or 'user'."""
    path = os.path.abspath(filename)
    if path.startswith(_HERE + os.sep):
        return "frontend"
    if _NUMPY in path:
        return "numpy"
    return "user"


@lru_cache(maxsize=None)
def display_path(filename: str) -> str:
    """`filename` relative to the project root when it lies under it (POSIX separators), else as is."""
    path = os.path.abspath(filename)
    if path.startswith(ROOT + os.sep):
        return os.path.relpath(path, ROOT).replace(os.sep, "/")
    return filename


@lru_cache(maxsize=None)
def _column(filename: str, line: int) -> int:
    """1-based column where the line's code starts (1 when the source cannot be read)."""
    text = linecache.getline(filename, line)
    return len(text) - len(text.lstrip()) + 1 if text.strip() else 1


def user_frames(stop: int | None = None) -> tuple:
    """((path, line, column, function), ...) of the user frames now running, innermost first.

    Frames of this package and of NumPy are skipped; the walk ends at the frame whose id() is `stop`
    (the jit's frame that called the traced function, alive while it traces, so the id is its own)
    or, without one, at the first frontend frame after a user frame."""
    frames, frame = [], sys._getframe(1)
    while frame is not None and id(frame) != stop:
        code = frame.f_code
        kind = _kind(code.co_filename)
        if kind == "user":
            line = frame.f_lineno
            frames.append((display_path(code.co_filename), line, _column(code.co_filename, line), code.co_name))
        elif kind == "frontend" and frames and stop is None:
            break
        frame = frame.f_back
    return tuple(frames)


_LOC_SUFFIX = re.compile(r" loc\(#loc\d+\)")
_ALIAS_LINE = re.compile(r"^#loc\d+ = loc\(.*\)$", re.M)


def without_locations(text: str) -> str:
    """Traced text with its locations removed: what it computes, wherever it was written."""
    return _ALIAS_LINE.sub("", _LOC_SUFFIX.sub("", text)).rstrip("\n") + "\n"


def definition(fn) -> tuple:
    """(path, line, column, name) of a function's `def` line (past its decorators), () if unknown."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return ()
    line = code.co_firstlineno
    for k in range(line, line + 20):  # decorators first: @jit, @functools.wraps(...)
        if re.match(r"\s*(async\s+)?def\s", linecache.getline(code.co_filename, k)):
            line = k
            break
    return display_path(code.co_filename), line, _column(code.co_filename, line), code.co_name


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Locations:
    """The location aliases of one trace: `#locN` per distinct frame and per distinct call chain."""

    def __init__(self):
        self._aliases: dict[str, str] = {}  # location text -> alias name
        self._chains: dict[tuple, str] = {}  # call chain -> alias name (most ops share one with others)

    def _alias(self, text: str) -> str:
        alias = self._aliases.get(text)
        if alias is None:
            alias = self._aliases[text] = f"#loc{len(self._aliases) + 1}"
        return alias

    def frame(self, path: str, line: int, column: int, function: str) -> str:
        return self._alias(f"loc({_quote(function)}({_quote(path)}:{line}:{column}))")

    def chain(self, frames: tuple) -> str:
        """The alias of a call chain (innermost frame first); a single frame is its own alias."""
        alias = self._chains.get(frames)
        if alias is not None:
            return alias
        if not frames:
            return self._alias("loc(unknown)")
        inner = self.frame(*frames[-1])
        for f in reversed(frames[:-1]):
            inner = self._alias(f"loc(callsite({self.frame(*f)} at {inner}))")
        self._chains[frames] = inner
        return inner

    def named(self, name: str, frames: tuple = ()) -> str:
        """A name (an argument's tree path), with where it was made when known."""
        child = f"({self.chain(frames)})" if frames else ""
        return self._alias(f"loc({_quote(name)}{child})")

    def table(self) -> list[str]:
        return [f"{alias} = {text}" for text, alias in self._aliases.items()]
