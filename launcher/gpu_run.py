"""Run a compiled GPU program: replay the steps of build_dir/manifest.json with the driver.

    prog = GpuProgram("build/gpt2-gpu")
    w = place(weights)             # long-lived, managed memory prefetched to the GPU: no copy per call
    logits, = prog(tokens, w)      # plain numpy inputs are copied into managed buffers

Results are numpy arrays *over managed memory* (no copy), valid once the call returns (it ends
with a synchronize); when the arrays are garbage collected their memory returns to the program's
pool, so the next call usually writes to the same addresses. A call whose buffers (inputs,
results) sit at the same addresses as an earlier call replays that call's CUDA graph: one driver
call instead of one launch per kernel. Inputs given as plain NumPy arrays are staged in one
managed buffer per input, so they keep their address too. Pass
`out=[...]` to write into arrays of your own instead (managed ones are written in place).
Temporaries are allocated at their first "alloc" step and then kept as the program's workspace:
later calls reuse them, so a generation step makes no allocations (`close()` releases them).

Set GPT2_MLIR_PROFILE=1 (or call `profile(True)`) to time every launch with CUDA events;
`profile_report()` then sums the time per kernel.
"""
from __future__ import annotations

import ctypes
import json
import os
from collections import defaultdict
from pathlib import Path

import numpy as np

from .cuda import Device, ManagedBuffer, device, managed_free

SCALAR_CTYPES = {"i64": ctypes.c_int64, "i32": ctypes.c_int32, "i16": ctypes.c_int16, "i8": ctypes.c_int8,
                 "f32": ctypes.c_float, "f64": ctypes.c_double}


def managed_owner(array: np.ndarray) -> ManagedBuffer | None:
    """The ManagedBuffer whose memory `array` lies in, if any (following `.base`)."""
    obj = array
    while obj is not None:
        if isinstance(obj, ManagedBuffer):
            start = array.__array_interface__["data"][0]
            return obj if obj.ptr <= start and start + array.nbytes <= obj.ptr + obj.nbytes else None
        obj = getattr(obj, "base", None)
    return None


def empty(shape, dtype=np.float32, dev: Device | None = None) -> np.ndarray:
    """An uninitialised C-contiguous array in managed memory."""
    dtype, shape = np.dtype(dtype), tuple(shape)
    return np.asarray(ManagedBuffer(int(np.prod(shape)) * dtype.itemsize, dtype, shape, dev))


def to_host(array: np.ndarray) -> np.ndarray:
    """A host copy of `array`; for a contiguous managed array it is a DMA copy, so the pages stay
    on the GPU instead of migrating to the CPU (and faulting back at the next kernel)."""
    array = np.asarray(array)
    owner = managed_owner(array)
    if owner is None or not array.flags.c_contiguous:
        return np.array(array)
    out = np.empty(array.shape, array.dtype)
    owner.dev.copy_to_host(out, _address(array))
    return out


def place(array, dev: Device | None = None) -> np.ndarray:
    """Copy `array` into managed memory and prefetch it to the GPU (for weights reused across calls)."""
    array = np.asarray(array)
    out = empty(array.shape, array.dtype, dev)
    out[...] = array
    buf = managed_owner(out)
    buf.dev.prefetch(buf)
    return out


GRAPHS = os.environ.get("GPT2_MLIR_GRAPHS", "1") != "0"
MAX_GRAPHS = 64  # per program; the least recently used graph is dropped beyond this


def _address(array: np.ndarray) -> int:
    return array.__array_interface__["data"][0]


_PROFILE: dict | None = defaultdict(lambda: [0.0, 0]) if os.environ.get("GPT2_MLIR_PROFILE") else None


def profile(enable: bool = True) -> None:
    """Start (or stop) timing every launch; clears what was gathered."""
    global _PROFILE
    _PROFILE = defaultdict(lambda: [0.0, 0]) if enable else None


def profile_total_ms() -> float:
    return sum(ms for ms, _ in _PROFILE.values()) if _PROFILE else 0.0


def profile_report(top: int = 15) -> str:
    """Milliseconds per kernel (program/kernel), largest first."""
    if not _PROFILE:
        return "no launches profiled"
    total = sum(ms for ms, _ in _PROFILE.values())
    rows = [f"{'program/kernel module':<44} {'calls':>6} {'total ms':>10} {'share':>6}"]
    for name, (ms, calls) in sorted(_PROFILE.items(), key=lambda kv: -kv[1][0])[:top]:
        rows.append(f"{name:<44} {calls:>6} {ms:>10.2f} {ms / total:>6.1%}")
    rows.append(f"{'all kernels':<44} {sum(c for _, c in _PROFILE.values()):>6} {total:>10.2f}")
    return "\n".join(rows)


def _scalar(arg: dict):
    if arg["type"] == "f16":
        return ctypes.c_uint16(int(np.float16(arg["value"]).view(np.uint16)))
    return SCALAR_CTYPES[arg["type"]](arg["value"])


class GpuProgram:
    """A compiled program: `prog(*inputs) -> list[np.ndarray]` (one array per result)."""

    def __init__(self, build_dir, dev: Device | None = None):
        self.dir = Path(build_dir)
        self.manifest = json.loads((self.dir / "manifest.json").read_text())
        self.buffers = {b["id"]: b for b in self.manifest["buffers"]}
        self._dev, self._functions = dev, None
        self._workspace: dict[int, np.ndarray] = {}
        self._staging: dict[int, np.ndarray] = {}   # inputs given as plain NumPy arrays land here
        self._pool: dict[int, list[int]] = {}        # result memory given back by dead arrays
        self._graphs: dict[tuple, object] = {}       # buffer addresses -> executable CUDA graph
        self._closed = False
        # Host copy steps cannot be part of a graph; GPT2_MLIR_GRAPHS=0 turns graphs off.
        self._graphable = GRAPHS and not any(s["op"] == "copy" for s in self.manifest["steps"])

    @property
    def dev(self) -> Device:
        """The device, opened on first use (so a program can be built and loaded without a GPU)."""
        if self._dev is None:
            self._dev = device()
        return self._dev

    @property
    def functions(self) -> list:
        """One CUfunction per step (None for non-launch steps); PTX loaded on first use."""
        if self._functions is None:
            self._functions = [self.dev.function(self.dir / s["ptx"], s["kernel"]) if s["op"] == "launch"
                               else None for s in self.manifest["steps"]]
        return self._functions

    def _spec(self, bid: int) -> tuple[np.dtype, tuple]:
        b = self.buffers[bid]
        return np.dtype(b["dtype"]), tuple(b["shape"])

    def _bind(self, bid: int, x, what: str, copy_in: bool) -> tuple[np.ndarray, np.ndarray]:
        """(flat managed array used by the steps, the caller's array) for a caller-owned buffer."""
        dtype, shape = self._spec(bid)
        x = np.asarray(x)
        if x.shape != shape:
            raise ValueError(f"{what}: expected shape {shape} ({dtype}), got {x.shape} ({x.dtype})")
        if x.dtype == dtype and x.flags.c_contiguous and managed_owner(x) is not None:
            return x.reshape(-1), x
        if not copy_in:
            return empty((int(np.prod(shape)),), dtype, self.dev), x
        if bid not in self._staging:  # one staging buffer per input: a stable address for graphs
            self._staging[bid] = empty((int(np.prod(shape)),), dtype, self.dev)
        flat = self._staging[bid]
        host = np.ascontiguousarray(x.astype(dtype, casting="same_kind", copy=False))
        if managed_owner(host) is not None:  # a managed view that is not contiguous: copy on the host
            flat[...] = host.reshape(-1)
        else:
            self.dev.copy_to_device(_address(flat), host)
        return flat, x

    def _view(self, live: dict, ref: dict) -> np.ndarray:
        flat = live[ref["buffer"]]
        item = flat.itemsize
        return np.lib.stride_tricks.as_strided(flat[ref["offset"]:], shape=ref["sizes"],
                                               strides=[s * item for s in ref["strides"]])

    def __call__(self, *inputs, out=None) -> list[np.ndarray]:
        m = self.manifest
        if len(inputs) != m["num_inputs"]:
            raise TypeError(f"{m['program']} takes {m['num_inputs']} inputs, got {len(inputs)}")
        live, callers = {}, {}
        for i, (bid, x) in enumerate(zip(m["inputs"], inputs)):
            live[bid], _ = self._bind(bid, x, f"input {i}", copy_in=True)
        for i, bid in enumerate(m["results"]):
            if out is None:
                callers[bid] = self._new_result(bid)
                live[bid] = callers[bid].reshape(-1)
            else:
                live[bid], callers[bid] = self._bind(bid, out[i], f"out[{i}]", copy_in=False)
        for step in m["steps"]:  # the workspace exists before any launch (or capture) starts
            if step["op"] == "alloc" and step["buffer"] not in self._workspace:
                dtype, shape = self._spec(step["buffer"])
                self._workspace[step["buffer"]] = empty((int(np.prod(shape)),), dtype, self.dev)
        if self._graphable:
            # Same buffers as an earlier call: replay its graph, one driver call for all launches.
            # (When profiling, the graph also records an event pair around every kernel.)
            key = tuple(_address(live[bid]) for bid in m["inputs"] + m["results"]) + (_PROFILE is not None,)
            entry = self._graphs.pop(key, None)
            if entry is None:
                self.dev.capture()
                try:
                    timed = self._steps(live, capturing=True)
                finally:
                    entry = (self.dev.end_capture(), timed)
                if len(self._graphs) >= MAX_GRAPHS:
                    self._drop(self._graphs.pop(next(iter(self._graphs))))
            self._graphs[key] = entry  # most recently used last
            self.dev.replay(entry[0])
            self.dev.synchronize()
            self._record(entry[1])
        else:
            timed = self._steps(live)
            self._record(timed)
            for _, start, end in timed:
                self.dev.destroy_events(start, end)
        results = []
        for bid in m["results"]:
            dtype, shape = self._spec(bid)
            target = callers[bid]
            if _address(target) != _address(live[bid]):
                target[...] = live[bid].reshape(shape)  # a non-managed out= array: copy back
            results.append(target.reshape(shape))
        return results

    def _steps(self, live: dict, capturing: bool = False) -> list:
        """Replay the manifest's steps one driver call each (recorded into a graph when capturing).
        Returns the (kernel, start event, end event) of each launch when profiling."""
        m, unsynced, timed = self.manifest, False, []
        for step, function in zip(m["steps"], self.functions):
            op = step["op"]
            if op == "launch":
                args = []
                for a in step["args"]:
                    if a["kind"] == "scalar":
                        args.append(_scalar(a))
                        continue
                    ptr = _address(live[a["buffer"]])
                    args += [ctypes.c_void_p(ptr), ctypes.c_void_p(ptr), ctypes.c_int64(a["offset"])]
                    args += [ctypes.c_int64(v) for v in a["sizes"] + a["strides"]]
                if _PROFILE is not None:
                    timed.append((Path(step["ptx"]).stem, self.dev.event(capturing)))
                self.dev.launch(function, step["grid"], step["block"], step["shared_bytes"], args)
                if _PROFILE is not None:
                    timed[-1] += (self.dev.event(capturing),)
                unsynced = True
            elif op == "copy":
                if unsynced:  # the CPU reads what earlier kernels wrote
                    self.dev.synchronize()
                    unsynced = False
                self._view(live, step["dst"])[...] = self._view(live, step["src"])
            elif op == "alloc":
                live[step["buffer"]] = self._workspace[step["buffer"]]
            elif op == "free":
                live.pop(step["buffer"])  # stays in the workspace for the next call
            else:
                raise ValueError(f"{self.dir / 'manifest.json'}: unknown step {op!r}")
        if not capturing:  # (synchronizing would break a capture; the replay is waited for)
            self.dev.synchronize()
        return timed

    def _record(self, timed: list) -> None:
        if _PROFILE is None:
            return
        for kernel, start, end in timed:
            entry = _PROFILE[f"{self.manifest['program']}/{kernel}"]
            entry[0] += self.dev.elapsed_ms(start, end)
            entry[1] += 1

    def _drop(self, entry) -> None:
        graph, timed = entry
        self.dev.drop(graph)
        for _, start, end in timed:
            self.dev.destroy_events(start, end)

    def _new_result(self, bid: int) -> np.ndarray:
        """A result array of its own; its memory goes back to this program's pool when the array
        dies, so the next call usually gets the same address and can replay the same graph."""
        dtype, shape = self._spec(bid)
        pool = self._pool.setdefault(bid, [])
        buf = ManagedBuffer(int(np.prod(shape)) * dtype.itemsize, dtype, shape, self.dev,
                            ptr=pool.pop() if pool else None, release=self._release(bid))
        return np.asarray(buf)

    def _release(self, bid: int):
        def release(ptr: int) -> None:
            if self._closed:
                managed_free(ptr)
            else:
                self._pool[bid].append(ptr)
        return release

    def close(self) -> None:
        """Release the workspace, staging buffers, pooled result memory and graphs."""
        for flat in list(self._workspace.values()) + list(self._staging.values()):
            managed_owner(flat).free()
        self._workspace.clear()
        self._staging.clear()
        for ptrs in self._pool.values():
            for ptr in ptrs:
                managed_free(ptr)
        self._pool.clear()
        for entry in self._graphs.values():
            self._drop(entry)
        self._graphs.clear()
        self._closed = True
