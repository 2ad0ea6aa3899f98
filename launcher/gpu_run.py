"""Run a compiled GPU program: replay the steps of build_dir/manifest.json with the driver.

    prog = GpuProgram("build/gpt2-gpu")
    w = place(weights)             # long-lived, managed memory prefetched to the GPU: no copy per call
    logits, = prog(tokens, w)      # plain numpy inputs are copied into managed buffers

Results are numpy arrays *over managed memory* (no copy), valid once the call returns (it ends
with a synchronize); when the arrays are garbage collected their memory returns to the program's
pool (launcher/pool.py), so the next call usually writes to the same addresses. A call whose
buffers (inputs, results) sit at the same addresses as an earlier call replays that call's CUDA
graph (launcher/graphs.py): one driver call instead of one launch per kernel. Pass `out=[...]`
to write into arrays of your own instead (managed ones are written in place). Temporaries are
allocated at their first "alloc" step and then kept as the program's workspace: later calls
reuse them, so a generation step makes no allocations (`close()` releases them).

Launch times are reported to a Profiler (launcher/profiler.py) when it is enabled.
"""
from __future__ import annotations

import json
import os
import re
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from contract import descriptor
from contract.manifest import Manifest, check

from .cuda import Device, device
from .graphs import MAX_GRAPHS, GraphCache  # noqa: F401  (MAX_GRAPHS: the old name)
from .megakernel import MegakernelError
from .memory import address, empty, managed_owner, place, to_host  # noqa: F401  (the old names)
from .pending import Pending
from .pool import ProgramMemory
from .profiler import Profiler, default_profiler

GRAPHS = os.environ.get("GPT2_MLIR_GRAPHS", "1") != "0"  # GPT2_MLIR_GRAPHS=0: launch one by one
# GPT2_MLIR_PDL=0: launch every kernel plainly, even those built to start early (manifest "pdl":
# programmatic dependent launch, pipeline/passes/dependent_launch.py): to measure what it buys.
# Profiling launches plainly too: the events around each kernel would stand between it and the next.
PDL = os.environ.get("GPT2_MLIR_PDL", "1") != "0"
# GPT2_MLIR_MEGAKERNEL=1: a program built with a megakernel (a decoding step, pipeline/megakernel.py) runs it
# instead of its launches.
MEGAKERNEL = os.environ.get("GPT2_MLIR_MEGAKERNEL", "0") == "1"
# A list: every replayed graph appends its GPU time in ms (events around the whole graph, not
# around each kernel as the Profiler's are, so dependent launches still overlap): set by graph_times()
# below, which the benchmarks use to tell a call's GPU time from its wall time.
GRAPH_TIMES: list | None = None
# Calls that may be queued at once (wait=False): each has its own page-locked copies of its fetched
# results; queueing one more first waits for the oldest.
SLOTS = 4


@contextmanager
def graph_times():
    """`with graph_times() as times:` every graph replayed inside appends its GPU time (ms) to `times`
    (gpt2/bench.py, gpt2/bench_decode.py); recording stops when the block ends, however it ends."""
    global GRAPH_TIMES
    times: list = []
    GRAPH_TIMES = times
    try:
        yield times
    finally:
        GRAPH_TIMES = None


class GpuProgram:
    """A compiled program: `prog(*inputs) -> list[np.ndarray]` (one array per result)."""

    def __init__(self, build_dir, dev: Device | None = None, prof: Profiler | None = None):
        self.dir = Path(build_dir)
        self.manifest: Manifest = json.loads((self.dir / "manifest.json").read_text())
        check(self.manifest, str(self.dir / "manifest.json"))
        self.buffers = {b["id"]: b for b in self.manifest["buffers"]}
        self._dev, self._functions = dev, None
        self.profiler = prof or default_profiler()  # the process-wide one by default
        self.memory = ProgramMemory(self.buffers, lambda: self.dev)
        self.graphs = GraphCache(lambda: self.dev) if GRAPHS else None
        self._temporaries = [s["buffer"] for s in self.manifest["steps"] if s["op"] == "alloc"]
        self._buffers_in_key = self.manifest["inputs"] + self.manifest["results"]  # a graph per their addresses
        self._key_nbytes = np.array(list(map(self.memory.nbytes, self._buffers_in_key)), np.int64)  # (before_touching)
        self._calls, self._queued = 0, [None] * SLOTS  # calls made; the unfinished queued call per slot
        self.megakernel = None  # the build's megakernel (launcher/megakernel.py), loaded on first use
        self.use_megakernel = MEGAKERNEL and "megakernel" in self.manifest
        if MEGAKERNEL and "megakernel_refused" in self.manifest:  # a step built for it that it cannot run
            raise MegakernelError(f"GPT2_MLIR_MEGAKERNEL=1, but {self.manifest['program']} has no megakernel: "
                                  f"{self.manifest['megakernel_refused']}; unset it to run the step's launches")
        self.memory.before_staging = self._drain

    @property
    def dev(self) -> Device:
        """The device, opened on first use (so a program can be built and loaded without a GPU)."""
        if self._dev is None:
            self._dev = device()
        return self._dev

    @property
    def functions(self) -> list:
        """One CUfunction per step (None for the others); modules loaded on first use, from their
        cubins on a card of the chip they were assembled for, else from PTX (launcher/images.py)."""
        if self._functions is None:
            self._functions = [self.dev.function(self.dir / s["ptx"], s["kernel"], *self._cubin(s["ptx"]))
                               if s["op"] == "launch" else None for s in self.manifest["steps"]]
        return self._functions

    def _cubin(self, ptx: str) -> tuple:
        """(cubin path, its chip) of a PTX module, or (None, None) in a manifest from before cubins."""
        entry = self.manifest.get("cubins", {}).get(ptx)
        return (self.dir / entry["cubin"], entry["chip"]) if entry else (None, None)

    def __call__(self, *inputs, out=None, fetch=(), wait=True):
        """`fetch`: indices of results wanted on the host: each comes back as a host array of its
        own, copied in the same wait as the launches (a decoding step's token: no second round
        trip to the GPU); the others are arrays over managed memory as usual.

        `wait=False`: queue the call and return a Pending (launcher/pending.py) at once; its
        `results()` waits. Up to SLOTS calls may be queued; inputs may be results of a call still
        queued (its `on_device`): the device reads them in stream order. A call that stages NumPy
        inputs first waits for every queued call (whose graphs copy from the same staging memory)."""
        m = self.manifest
        if len(inputs) != m["num_inputs"]:
            raise TypeError(f"{m['program']} takes {m['num_inputs']} inputs, got {len(inputs)}")
        live, callers = {}, {}
        self.memory.copies.clear()
        changed = self.memory.changed(m["inputs"], inputs)  # the others' addresses are known
        for i in changed:
            live[m["inputs"][i]], _ = self.memory.bind(m["inputs"][i], inputs[i], f"input {i}", copy_in=True)

        copies = list(self.memory.copies)  # inputs given as NumPy: written to pinned memory, copied here

        def steps(capturing: bool = False) -> list:
            # the unchanged inputs' views are made only if the launches are recorded
            live.update((bid, x.reshape(-1)) for bid, x in zip(m["inputs"], inputs) if bid not in live)
            for dst, src, nbytes in copies:  # (in the graph when capturing: every replay copies again)
                self.dev.copy_async(dst, src, nbytes)
            return self._steps(live, workspace, capturing)

        for i, bid in enumerate(m["results"]):
            if out is None:
                callers[bid] = self.memory.new_result(bid)
                live[bid] = callers[bid].reshape(-1)
                self.memory.addresses[bid] = callers[bid].base.ptr  # (np.asarray of its ManagedBuffer)
            else:
                live[bid], callers[bid] = self.memory.bind(bid, out[i], f"out[{i}]", copy_in=False)
        workspace = self.memory.temporaries(self._temporaries)  # before any launch (or capture) starts
        if self.use_megakernel and self.megakernel is None:  # (its buffers are allocated outside a capture)
            from .megakernel import Megakernel
            self.megakernel = Megakernel(self.manifest, self.dir, self.dev)
        on_device = [callers[bid] for bid in m["results"]]
        if self.graphs is None:
            timed = steps()
            self.profiler.record(m["program"], timed, self.dev, m["steps"], self.dir)
            for _, start, end in timed:
                self.dev.destroy_events(start, end)
            host = {m["results"][i]: to_host(live[m["results"][i]]).reshape(self.memory.spec(m["results"][i])[1])
                    for i in fetch}
            results = self._results(callers, live, host)
            return results if wait else Pending.finished(on_device, results)
        # Same buffers as an earlier call: replay its graph, one driver call for all launches.
        # (When profiling, the graph also records an event pair around every kernel.)
        dev, times = self.dev, GRAPH_TIMES
        key = tuple(map(self.memory.addresses.__getitem__, self._buffers_in_key)) + (self.profiler.enabled, PDL)
        slot, self._calls = self._calls % SLOTS, self._calls + 1
        if self._queued[slot] is not None:  # the call that last used this slot's host copies
            self._queued[slot].results()
        fetched = [(m["results"][i], self.memory.mirror(m["results"][i], slot)) for i in fetch]
        if dev.fetching:  # an earlier call's results still being copied out: not to be overwritten first
            starts = np.array(key[:len(self._key_nbytes)], np.int64)
            dev.before_touching(starts, starts + self._key_nbytes)
        start = dev.event() if times is not None else None  # around the whole graph: kernels still start early
        timed = self.graphs.replay(key, lambda: steps(capturing=True))
        end = dev.event() if times is not None else None
        queued = not wait and not self.profiler.enabled  # (a profile reads each call's events at once)
        copies = [(address(mirror), address(live[bid]), mirror.nbytes) for bid, mirror in fetched]
        if queued:  # copied on a stream of their own: the next call's graph starts without waiting for them
            marker = dev.fetch(copies) if copies else dev.marker()
        else:  # queued behind the replay, waited for with it
            for dst, src, nbytes in copies:
                dev.copy_to_host_async(dst, src, nbytes)
            marker = None

        def finish() -> list:
            if marker is None:
                dev.synchronize()
            else:
                dev.wait_for(marker)
                dev.fetched(marker)
                self._queued[slot] = None
            if times is not None:
                times.append(dev.elapsed_ms(start, end))
                dev.destroy_events(start, end)
            self.profiler.record(m["program"], timed, dev, m["steps"], self.dir)
            self._profile_tasks()
            return self._results(callers, live, {bid: mirror.copy() for bid, mirror in fetched})
        if not queued:
            results = finish()
            return results if wait else Pending.finished(on_device, results)
        self._queued[slot] = Pending(on_device, finish)
        return self._queued[slot]

    def launch_classes(self) -> dict[tuple, list[int]]:
        """The manifest's launch steps grouped by (kernel, grid, block), the kernel's name without its
        numeric suffix (one template instantiated per layer), in the order of their first launch."""
        classes: dict[tuple, list[int]] = {}
        for n, step in enumerate(self.manifest["steps"]):
            if step["op"] == "launch":
                key = (re.sub(r"_\d+$", "", step["kernel"]), tuple(step["grid"]), tuple(step["block"]))
                classes.setdefault(key, []).append(n)
        return classes

    @contextmanager
    def leaving_out(self, steps):
        """Calls inside replay the program without these launch steps (their results are then
        meaningless: for timing what the others cost, gpt2/bench_step.py); restored on exit."""
        steps = set(steps)
        kept = self.manifest["steps"]
        if any(kept[n]["op"] != "launch" for n in steps):
            raise ValueError("leaving_out: only launch steps can be left out")

        def use(new_steps):
            self._drain()
            self.manifest["steps"], self._functions = new_steps, None
            if self.graphs is not None:
                self.graphs.close()
        use([step for n, step in enumerate(kept) if n not in steps])
        try:
            yield self
        finally:
            use(kept)

    def _drain(self) -> None:
        """Wait for every queued call (before the host writes memory their copies read)."""
        for pending in self._queued:
            if pending is not None:
                pending.results()

    def _results(self, callers: dict, live: dict, host: dict) -> list[np.ndarray]:
        results = []
        for bid in self.manifest["results"]:
            _, shape = self.memory.spec(bid)
            target = callers[bid]
            flat = live[bid]  # (target.reshape(-1) itself, when the program wrote into the caller's array)
            if flat.base is not target and flat is not target and address(target) != address(flat):
                target[...] = flat.reshape(shape)  # a non-managed out= array: copy back
            results.append(host[bid] if bid in host else target.reshape(shape))
        return results

    def _steps(self, live: dict, workspace: dict, capturing: bool = False) -> list:
        """Replay the manifest's steps one driver call each (recorded into a graph when capturing).
        Returns the (step number, start event, end event) of each launch when profiling."""
        if self.use_megakernel:
            return self._megakernel(live, workspace, capturing)
        timed, profiling = [], self.profiler.enabled
        for n, (step, function) in enumerate(zip(self.manifest["steps"], self.functions)):
            op = step["op"]
            if op == "launch":
                args = [p for a in step["args"] for p in
                        descriptor.params(address(live[a["buffer"]]), a["offset"], a["sizes"], a["strides"])]
                if profiling:
                    timed.append((n, self.dev.event(capturing)))
                self.dev.launch(function, step["grid"], step["block"], step["shared_bytes"], args,
                                early=PDL and not profiling and step.get("pdl", False), cluster=step.get("cluster"))
                if profiling:
                    timed[-1] += (self.dev.event(capturing),)
            elif op == "alloc":
                live[step["buffer"]] = workspace[step["buffer"]]
            else:  # "free": stays in the workspace for the next call
                live.pop(step["buffer"])
        if not capturing:  # (synchronizing would break a capture; the replay is waited for)
            self.dev.synchronize()
        return timed

    def _megakernel(self, live: dict, workspace: dict, capturing: bool) -> list:
        """The launch steps as one launch of the build's megakernel (its buffers' addresses as the steps
        would have them); with profiling, each task's time from the kernel's own stamps."""
        addresses = {}
        for step in self.manifest["steps"]:
            if step["op"] == "launch":
                addresses.update((a["buffer"], address(live[a["buffer"]])) for a in step["args"])
            elif step["op"] == "alloc":
                live[step["buffer"]] = workspace[step["buffer"]]
            else:
                live.pop(step["buffer"])
        self.megakernel.launch(addresses)
        if not capturing:
            self.dev.synchronize()
            self._profile_tasks()
        return []

    def _profile_tasks(self) -> None:
        """Each megakernel task's time in the call that just finished, counted as its launch step's."""
        if self.megakernel is None or not self.profiler.enabled:
            return
        steps = self.manifest["steps"]
        for task, ms in zip(self.megakernel.entry["tasks"], self.megakernel.task_ms()):
            self.profiler.add(self.manifest["program"], self.dir, task["step"], steps[task["step"]], ms)

    def close(self) -> None:
        """Release the workspace, staging buffers, pooled result memory and graphs (after the
        queued calls)."""
        self._drain()
        self.memory.close()
        if self.graphs is not None:
            self.graphs.close()
        if self.megakernel is not None:
            self.megakernel.close()
            self.megakernel = None


# The profiler's old module-level API (tasks.py's bench): the default Profiler's methods.
def profile(enable: bool = True) -> None:
    """Start (or stop) timing every launch; clears what was gathered."""
    default_profiler().start() if enable else default_profiler().stop()


def profile_total_ms() -> float:
    return default_profiler().total_ms()


def profile_report(top: int = 15) -> str:
    return default_profiler().report(top)
