"""`jit`: trace a NumPy function once per signature, compile it for a target, run it.

    @jit
    def gelu(x):
        return 0.5 * x * (1 + np.tanh(0.7978845608 * (x + 0.044715 * x ** 3)))

    gelu(np.ones((4, 8), np.float32), target="cpu")

Array leaves of the (possibly nested) positional arguments become function arguments; other
leaves and keyword arguments are static and baked into the trace; NumPy arrays the function
captures are lifted to trailing arguments. Programs are cached in memory by signature and on
disk by the traced text, so a build made on one machine runs on another without MLIR.
"""
from __future__ import annotations

import functools
import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np

import launcher
from contract import tree

from .errors import TraceError
from .tensor import Tensor
from .trace import Trace, tracing

TARGETS = ("cpu", "gpu")


def build_root() -> Path:
    return Path(os.environ.get("GPT2_MLIR_BUILD", "build"))


@dataclass
class Traced:
    """The result of tracing: MLIR text plus what is needed to call the compiled program."""
    name: str
    text: str
    arguments: list          # [(shape, dtype)] of the array leaves
    constants: list          # lifted NumPy constants, passed after the arguments
    results: list            # [(shape, dtype)], each a distinct value
    result_tree: tuple
    result_leaves: list | None = None  # result index of each leaf of result_tree (None: in order)
    updated: tuple = ()  # indices of the arguments the program writes in place (slice assignments)

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.text.encode()).hexdigest()[:10]

    def meta(self) -> dict:
        return {"name": self.name, "num_arguments": len(self.arguments),
                "num_inputs": len(self.arguments) + len(self.constants),
                "arguments": [[list(s), str(d)] for s, d in self.arguments],
                "constants": [[list(c.shape), str(c.dtype)] for c in self.constants],
                "results": [[list(s), str(d)] for s, d in self.results],
                "updated_arguments": list(self.updated)}


class Program:
    """A compiled program on one target; call it with the flat list of array leaves."""

    def __init__(self, traced: Traced, build_dir: Path, target: str):
        self.traced, self.build_dir, self.target = traced, build_dir, target
        self._run = launcher.program(build_dir, target, traced.results)
        self._constants = None

    def __call__(self, leaves, out=None):
        """Run on the flat leaves; `out` (optional) are result arrays to fill in place."""
        for i in self.traced.updated:  # a copy made on the way in would take the update with it
            if not launcher.writable_in_place(leaves[i], self.target):
                raise TraceError(f"{self.traced.name}: argument {i} is updated in place, so it must be "
                                 + ("a device array (launcher.to_device)" if self.target == "gpu" else
                                    f"a writable C-contiguous {self.traced.arguments[i][1]} NumPy array"))
        if self._constants is None:  # constants live on the device for the program's life
            self._constants = launcher.to_device(list(self.traced.constants), self.target)
        return self._run(*leaves, *self._constants, out=out)


class JitFunction:
    def __init__(self, fn, name: str | None = None):
        functools.update_wrapper(self, fn)
        self.fn, self.name = fn, name or fn.__name__
        self._programs: dict = {}

    # -- tracing --------------------------------------------------------------------------------
    def trace(self, *args, **static) -> Traced:
        leaves, treedef = tree.flatten(args)
        trace = Trace(self.name)
        with tracing(trace):
            symbolic = [trace.add_argument(np.shape(x), _dtype(x)) for x in leaves]
            out = self.fn(*tree.unflatten(treedef, symbolic), **static)
            out_leaves, out_tree = tree.flatten(out)
            results, index, positions = [], {}, []
            for r in out_leaves:
                if not isinstance(r, Tensor):
                    raise TraceError(f"{self.name} returned a {type(r).__name__}; results must be computed "
                                     "from the traced arguments")
                if r.argument in trace.updated:
                    raise TraceError(f"{self.name} returns an argument it updates in place; the caller's "
                                     "array already holds the update: do not return it")
                # A value returned twice is returned once (bufferization cannot take a repeat) and
                # copied on the host; an argument or constant gets its own buffer.
                if r.name not in index:
                    index[r.name] = len(results)
                    results.append(_copy(r) if r.name.startswith(("%arg", "%const")) else r)
                positions.append(index[r.name])
            if not results:
                raise TraceError(f"{self.name} returned no arrays")
            text = trace.module_text(results)
        return Traced(self.name, text, [(np.shape(x), _dtype(x)) for x in leaves],
                      [c.constant for c in trace.constants],
                      [(r.shape, r.dtype) for r in results], out_tree, positions,
                      tuple(int(name.removeprefix("%arg")) for name in trace.updated))

    # -- compiling ------------------------------------------------------------------------------
    def compile(self, *args, target: str = "cpu", build_dir: Path | None = None, chip: str = "sm_75",
                verbose: bool = True, **static) -> Program:
        if target not in TARGETS:
            raise ValueError(f"unknown target {target!r}: use one of {', '.join(TARGETS)}")
        leaves, treedef = tree.flatten(args)
        key = (tree.signature(treedef), tuple((np.shape(x), _dtype(x)) for x in leaves),
               tuple(sorted((k, _static_key(v)) for k, v in static.items())), target, chip,
               str(build_dir) if build_dir else None)
        program = self._programs.get(key)
        if program is None:
            traced = self.trace(*args, **static)
            build_dir = Path(build_dir) if build_dir else build_root() / target / f"{self.name}-{traced.digest}"
            from pipeline.compile import compile_program, is_built
            if not is_built(build_dir, traced.text, target, chip if target == "gpu" else None):
                compile_program(traced.text, build_dir, target, traced.meta(), chip=chip, verbose=verbose)
            program = self._programs[key] = Program(traced, build_dir, target)
        return program

    def __call__(self, *args, target: str = "cpu", build_dir: Path | None = None, chip: str = "sm_75",
                 verbose: bool = False, **static):
        program = self.compile(*args, target=target, build_dir=build_dir, chip=chip, verbose=verbose, **static)
        leaves, _ = tree.flatten(args)
        outs, seen, picked = list(program(leaves)), set(), []
        for i in program.traced.result_leaves or range(len(outs)):
            picked.append(outs[i].copy() if i in seen else outs[i])  # a repeated result: its own array
            seen.add(i)
        return tree.unflatten(program.traced.result_tree, picked)


def _dtype(x) -> np.dtype:
    dtype = getattr(x, "dtype", None)  # not `or`: a dtype without fields is falsy
    return np.dtype(dtype if dtype is not None else np.asarray(x).dtype)


def _static_key(value):
    """Cache key of a static keyword argument; an array's repr elides its middle, so hash its bytes."""
    if tree.is_leaf(value):
        a = np.asarray(value)
        return ("array", a.shape, str(a.dtype), hashlib.sha256(np.ascontiguousarray(a).tobytes()).hexdigest())
    return repr(value)


def _copy(x: Tensor) -> Tensor:
    from . import ops
    return ops.elementwise("copy", [x])


def jit(fn=None, *, name: str | None = None):
    """Decorator (`@jit`, `@jit(name=...)`) or function (`jit(f)`)."""
    if fn is None:
        return lambda f: JitFunction(f, name)
    return JitFunction(fn, name)
