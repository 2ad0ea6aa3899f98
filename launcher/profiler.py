"""Kernel times from CUDA events: every launch between a pair of events (inside captured graphs
too), summed per program/kernel module.

    prof = launcher.default_profiler()        # the one every GpuProgram reports to (unless given another)
    prof.start(); ...run...; print(prof.report()); prof.stop()

GPT2_MLIR_PROFILE=1 starts it enabled.
"""
from __future__ import annotations

import functools
import os
from collections import defaultdict


class Profiler:
    def __init__(self, enabled: bool = False):
        self.enabled = enabled
        self.times: dict[str, list] = defaultdict(lambda: [0.0, 0])  # "program/kernel" -> [ms, calls]

    def start(self) -> None:
        """Time every launch from now on; clears what was gathered."""
        self.enabled = True
        self.times.clear()

    def stop(self) -> None:
        self.enabled = False
        self.times.clear()

    def record(self, program: str, timed: list, dev) -> None:
        """Add the (kernel, start event, end event) of each launch of one call (once it has finished)."""
        if not self.enabled:
            return
        for kernel, start, end in timed:
            entry = self.times[f"{program}/{kernel}"]
            entry[0] += dev.elapsed_ms(start, end)
            entry[1] += 1

    def total_ms(self) -> float:
        return sum(ms for ms, _ in self.times.values())

    def report(self, top: int = 15) -> str:
        """Milliseconds per kernel (program/kernel), largest first."""
        if not self.times:
            return "no launches profiled"
        total = self.total_ms()
        rows = [f"{'program/kernel module':<44} {'calls':>6} {'total ms':>10} {'share':>6}"]
        for name, (ms, calls) in sorted(self.times.items(), key=lambda kv: -kv[1][0])[:top]:
            rows.append(f"{name:<44} {calls:>6} {ms:>10.2f} {ms / total:>6.1%}")
        rows.append(f"{'all kernels':<44} {sum(c for _, c in self.times.values()):>6} {total:>10.2f}")
        return "\n".join(rows)


@functools.cache
def default_profiler() -> Profiler:
    """The process-wide Profiler that GPU programs report to by default."""
    return Profiler(enabled=bool(os.environ.get("GPT2_MLIR_PROFILE")))
