"""The trace being recorded: function arguments, lifted constants and the MLIR body text.

The bottom of the frontend: it knows MLIR text and NumPy dtypes, not the Tensor (frontend/tensor.py
wraps its arguments and constants).

Operations write MLIR text straight into the body as they are called, so the emitted module
reads in the order the NumPy code ran.
"""
from __future__ import annotations

import contextlib
import copy
import contextvars
import functools
import re
from dataclasses import dataclass, field

import numpy as np

from contract.dtypes import MLIR_TYPES

from .errors import TraceError, UnsupportedOperation
from .source import Locations, user_frames


def elt(dtype) -> str:
    dtype = np.dtype(dtype)
    if dtype not in MLIR_TYPES:
        raise UnsupportedOperation(f"dtype {dtype}")
    return MLIR_TYPES[dtype]


def stored(dtype) -> str:
    """A tensor's element type: a bool is a byte (i8), as NumPy stores it, since memrefs of i1 do not
    lower (mlir-opt asserts on a width < 8) and a bool tensor that fusion cannot remove (a mask used
    twice, sliced or gathered) is a buffer. A linalg body reads and writes i1 (frontend/ops.py: load,
    store), and canonicalization folds the pair away where fusion joins a producer to its consumer."""
    return "i8" if np.dtype(dtype) == np.bool_ else elt(dtype)


def tensor_type(shape, dtype) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + stored(dtype) + ">"


@dataclass
class Argument:
    name: str
    shape: tuple
    dtype: np.dtype
    constant: np.ndarray | None = None  # set for a lifted NumPy constant
    loc: str = ""  # its location alias: the argument's tree path, or where a constant was captured

    @property
    def type(self) -> str:
        return tensor_type(self.shape, self.dtype)


@dataclass
class Trace:
    name: str
    arguments: list[Argument] = field(default_factory=list)
    constants: list[Argument] = field(default_factory=list)
    body: list[str] = field(default_factory=list)
    _counter: int = 0
    _captured: dict = field(default_factory=dict)  # id(ndarray) -> (ndarray, Argument)
    _ops: dict = field(default_factory=dict)  # op text, own names renumbered -> (result, body index)
    updated: dict = field(default_factory=dict)  # argument name -> its Tensor, after slice assignments
    entry: int | None = None  # id() of the jit's frame that calls the traced function: user frames end there
    origin: tuple = ()  # (path, line, column, function) of the traced function's definition
    locations: Locations = field(default_factory=Locations)

    def fresh(self, prefix: str = "") -> str:
        self._counter += 1
        return f"%{prefix}{self._counter}"

    def emit(self, line: str, indent: int = 2) -> None:
        """Append one line of the body; an op (or a block's arguments) gets the location of the user's
        NumPy line running now (frontend/source.py). A line that opens a region gets none: its op's
        location follows the region's closing `}`."""
        if line.startswith("^"):
            loc = self.here()
            line = re.sub(r"(%\w+: [\w.]+)", rf"\1 loc({loc})", line)
        elif not line.endswith("{"):
            line = f"{line} loc({self.here()})"
        self.body.append(" " * indent + line)

    def here(self) -> str:
        """The location alias of the op being emitted: its user call chain, or the function itself."""
        return self.locations.chain(user_frames(self.entry) or ((self.origin,) if self.origin else ()))

    def reuse(self, start: int, counter: int, result):
        """Value numbering: if the op just emitted (body[start:], names after `counter`) was
        emitted before, drop it and return the earlier result. Without this, `return x*2, x*2`
        becomes one value after mlir-opt's CSE, returned twice, which bufferization cannot take."""
        lines = self.body[start:]
        if not lines:
            return result
        renamed: dict = {}

        def rename(m):  # names made by this op, numbered by first use; others kept
            if m.group(1) in ("arg", "const") or int(m.group(2)) <= counter:
                return m.group(0)
            return renamed.setdefault(m.group(0), f"%_{len(renamed)}")

        # Locations are not part of the op: the same op from another line is still the same value.
        key = re.sub(r"%([a-z]+)(\d+)\b", rename, _LOC.sub("", "\n".join(lines)))
        earlier = self._ops.get(key)
        if earlier is not None and earlier[1] < start:  # (not the inner op this one wraps)
            del self.body[start:]
            # Inner ops recorded while emitting the dropped lines are gone with them.
            self._ops = {k: v for k, v in self._ops.items() if v[1] < start}
            return earlier[0]
        # A copy: `x[i] = v` on a computed array rebinds the object the user holds (frontend/indexing.py).
        self._ops.setdefault(key, (copy.copy(result), start))
        return result

    def add_argument(self, shape, dtype, path: str = "") -> Argument:
        """A function argument; `path` (its place in the argument trees, e.g. params.blocks[3].mlp_in.w)
        becomes its location, so later stages and the launch manifest can name it."""
        arg = Argument(f"%arg{len(self.arguments)}", tuple(shape), np.dtype(dtype),
                       loc=self.locations.named(path or f"argument {len(self.arguments)}"))
        self.arguments.append(arg)
        return arg

    def capture(self, array: np.ndarray) -> Argument:
        """A NumPy array met during tracing becomes a trailing argument (never a huge literal)."""
        key = id(array)
        if key in self._captured:
            return self._captured[key][1]
        value = np.ascontiguousarray(array).reshape(np.shape(array))  # (ascontiguousarray makes a 0-d array 1-D)
        arg = Argument(f"%const{len(self.constants)}", value.shape, value.dtype, value,
                       loc=self.locations.named(f"constant {len(self.constants)}", user_frames(self.entry)))
        self.constants.append(arg)
        self._captured[key] = (array, arg)  # keep `array` alive so its id stays unique
        return arg

    def module_text(self, results: list) -> str:
        params = ", ".join(f"{a.name}: {a.type}" + (f" loc({a.loc})" if a.loc else "")
                           for a in self.arguments + self.constants)
        where = f" loc({self.locations.chain((self.origin,) if self.origin else ())})"
        # The return (and the copies into out-params bufferization makes for it): named "return", at the def line.
        ret = f" loc({self.locations.frame(*self.origin[:3], 'return')})" if self.origin else where
        rtypes = ", ".join(r.type for r in results)
        lines = [f"// traced from {self.name}: {len(self.arguments)} arguments, "
                 f"{len(self.constants)} lifted constants, {len(results)} results",
                 "module {",
                 f"  func.func @main({params}) -> ({rtypes}) attributes {{llvm.emit_c_interface}} {{"]
        lines += ["  " + line for line in self.body]
        # An argument updated in place is written back into its own buffer, not returned: returned,
        # buffer-results-to-out-params would copy the whole of it; this way only the written rows move.
        for k, (arg, tensor) in enumerate(self.updated.items()):
            used = re.compile(re.escape(tensor.name) + r"(?![\w#])")
            if not any(used.search(line) and not line.lstrip().startswith(tensor.name + " ") for line in self.body) \
                    and tensor.name not in {r.name for r in results}:
                # The tensor-form write-back has no effect of its own: with nothing reading the
                # updated array, canonicalization would drop the write without a word.
                raise TraceError(f"the slice assignment into argument {arg} is never read afterwards, so the "
                                 "compiled program would drop it; read the updated array in the function (as "
                                 "attention reads the KV cache) or return what you need from it")
            write = next((_LOC.search(line) for line in self.body if line.lstrip().startswith(tensor.name + " ")), None)
            lines.append(f"    %written{k} = bufferization.materialize_in_destination {tensor.name} in {arg} : "
                         f"({tensor.type}, {tensor.type}) -> {tensor.type}" + (write.group(0) if write else where))
        lines.append(f"    return {', '.join(r.name for r in results)} : {rtypes}{ret}")
        lines += [f"  }}{where}", f"}}{where}"] + self.locations.table() + [""]
        return "\n".join(lines)


_LOC = re.compile(r" loc\(#loc\d+\)")

_current: contextvars.ContextVar[Trace | None] = contextvars.ContextVar("trace", default=None)


def current() -> Trace | None:
    return _current.get()


def emitter(fn):
    """Decorator for an op emitter: an op identical to an earlier one reuses its result."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        t = current()
        start, counter = len(t.body), t._counter
        result = fn(*args, **kwargs)
        out = t.reuse(start, counter, result)
        return out if out is result else copy.copy(out)  # two equal ops: two objects of one value
    return wrapper


@contextlib.contextmanager
def tracing(trace: Trace):
    token = _current.set(trace)
    try:
        yield trace
    finally:
        _current.reset(token)
