"""Kernel times from CUDA events: every launch between a pair of events (inside captured graphs
too), summed per launch step, and grouped by the NumPy line and the layer it comes from.

    prof = launcher.default_profiler()        # the one every GpuProgram reports to (unless given another)
    prof.start(); ...run...; print(prof.report()); prof.stop()

Each launch step of a version 2 manifest carries a label, its layer and its source lines
(pipeline/provenance.py writes them at build time); the report prints three tables from them:

  * per launch: ms, share, calls, the label, its first NumPy line, and where to look at the
    kernel: the program's build folder, the kernel module (kernels/<module>.ptx) and the stage
    file it was made in;
  * per source line: each launch's time counted at its first line (the op it was made for), with
    that line's text as it is now on disk (linecache; paths are relative to the project root);
  * per layer: the first part of each launch's layer ("block 3"), where the weights it reads sit.

GPT2_MLIR_PROFILE=1 starts it enabled.
"""
from __future__ import annotations

import functools
import linecache
import os
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent  # manifests name user files relative to the project root


@dataclass
class Launch:
    """One launch step of one program, with its accumulated time."""
    program: str
    build_dir: str
    module: str                  # the kernel module: kernels/<module>.ptx
    label: str
    layer: str
    source: list = field(default_factory=list)
    made_in: str = ""
    ms: float = 0.0
    calls: int = 0

    @property
    def line(self) -> str:
        return self.source[0] if self.source else ""


class Profiler:
    def __init__(self, enabled: bool = False):
        self.enabled = enabled
        self.times: dict[str, list] = defaultdict(lambda: [0.0, 0])  # "program/kernel" -> [ms, calls]
        self.launches: dict[tuple, Launch] = {}  # (build dir, step number) -> Launch

    def start(self) -> None:
        """Time every launch from now on; clears what was gathered."""
        self.enabled = True
        self.clear()

    def stop(self) -> None:
        self.enabled = False
        self.clear()

    def clear(self) -> None:
        self.times.clear()
        self.launches.clear()

    def record(self, program: str, timed: list, dev, steps: list | None = None, build_dir=None) -> None:
        """Add the (step number, start event, end event) of each launch of one call (once it has
        finished); `steps` are the manifest's steps the numbers refer to."""
        if not self.enabled:
            return
        for n, start, end in timed:
            self.add(program, build_dir, n, steps[n], dev.elapsed_ms(start, end))

    def add(self, program: str, build_dir, n: int, step: dict, ms: float) -> None:
        """Count `ms` for launch step `n` (a manifest step) of `program` built in `build_dir`."""
        module = Path(step["ptx"]).stem
        entry = self.times[f"{program}/{module}"]
        entry[0] += ms
        entry[1] += 1
        key = (str(build_dir), n)
        launch = self.launches.get(key)
        if launch is None:
            launch = self.launches[key] = Launch(program, str(build_dir or ""), module,
                                                 step.get("label") or f"{module} (no label: a version 1 manifest)",
                                                 step.get("layer", ""), list(step.get("source", [])),
                                                 step.get("made_in", ""))
        launch.ms += ms
        launch.calls += 1

    def total_ms(self) -> float:
        return sum(ms for ms, _ in self.times.values())

    # -- the report --------------------------------------------------------------------------------
    def report(self, top: int = 15) -> str:
        """Milliseconds per launch (largest first), then grouped by NumPy source line and by layer."""
        if not self.launches:
            return "no launches profiled"
        return "\n\n".join((self.by_launch(top), self.by_source(top), self.by_layer(top)))

    def by_launch(self, top: int = 15) -> str:
        total, launches = self.total_ms(), sorted(self.launches.values(), key=lambda l: -l.ms)
        folders = sorted({os.path.dirname(l.build_dir) for l in launches})
        root = os.path.commonpath(folders) if all(folders) else ""
        shown = launches[:top]
        width = max([len(l.label) for l in shown] + [len("layer · functions (kind)")])
        line_width = max([len(l.line) for l in shown] + [len("NumPy line")])
        rows = [f"GPU time per kernel launch, largest first (kernel: <program>/<module>; the program's folder "
                f"holds kernels/<module>.ptx and the stage file named; programs under {root or '.'})",
                f"{'ms':>9} {'share':>6} {'calls':>6}  {'layer · functions (kind)':<{width}}  "
                f"{'NumPy line':<{line_width}}  kernel, made in"]
        for l in shown:
            where = os.path.relpath(l.build_dir, root) if root else l.program
            rows.append(f"{l.ms:>9.3f} {l.ms / total:>6.1%} {l.calls:>6}  {l.label:<{width}}  {l.line:<{line_width}}  "
                        f"{where}/{l.module}" + (f", {l.made_in}" if l.made_in else ""))
        rows.append(self._rest(launches[top:], total, "launches"))
        return "\n".join(r for r in rows if r)

    def by_source(self, top: int = 15) -> str:
        groups = self._group(lambda l: l.line or "(no source line)")
        total = self.total_ms()
        width = max(len(line) for line, _ in groups[:top])
        rows = ["GPU time by NumPy source line (each launch counted at its first line)",
                f"{'ms':>9} {'share':>6} {'launches':>8}  {'line':<{width}}  code"]
        for line, (ms, launches, _) in groups[:top]:
            rows.append(f"{ms:>9.3f} {ms / total:>6.1%} {launches:>8}  {line:<{width}}  {source_text(line)}")
        rows.append(self._rest([g for _, g in groups[top:]], total, "lines"))
        return "\n".join(r for r in rows if r)

    def by_layer(self, top: int = 15) -> str:
        groups = self._group(lambda l: l.layer.split(" · ")[0] or "(no layer)")
        total = self.total_ms()
        rows = ["GPU time by layer (where the weights a kernel reads sit; a kernel reading none is counted in the "
                "layer of the weight-reading kernel before it)",
                f"{'ms':>9} {'share':>6} {'launches':>8}  layer: slowest kernel"]
        for layer, (ms, launches, slowest) in groups[:top]:
            rows.append(f"{ms:>9.3f} {ms / total:>6.1%} {launches:>8}  {layer}: {slowest.label}")
        rows.append(self._rest([g for _, g in groups[top:]], total, "layers"))
        return "\n".join(r for r in rows if r)

    def _group(self, key) -> list:
        """[(key, (ms, launch steps, slowest Launch))], largest first; equal times by key."""
        groups: dict = {}
        for l in self.launches.values():
            ms, count, slowest = groups.get(key(l), (0.0, 0, l))
            groups[key(l)] = (ms + l.ms, count + 1, l if l.ms > slowest.ms else slowest)
        return sorted(groups.items(), key=lambda kv: (-kv[1][0], kv[0]))

    @staticmethod
    def _rest(rest: list, total: float, what: str) -> str:
        if not rest:
            return f"{total:>9.3f} {1:>6.0%}         all kernels"
        ms = sum(r.ms if isinstance(r, Launch) else r[0] for r in rest)
        return (f"{ms:>9.3f} {ms / total:>6.1%}         ({len(rest)} more {what})\n"
                f"{total:>9.3f} {1:>6.0%}         all kernels")


def source_text(where: str) -> str:
    """The code of "path:line" as the file reads now, without a trailing comment ("" if unreadable)."""
    path, _, line = where.rpartition(":")
    if not path or not line.isdigit():
        return ""
    full = path if os.path.isabs(path) else str(ROOT / path)
    linecache.checkcache(full)
    text = linecache.getline(full, int(line)).strip()
    code, hash_, _ = text.partition("  #")  # an inline comment (PEP 8: two spaces before the #)
    return code.rstrip() if hash_ else text


@functools.cache
def default_profiler() -> Profiler:
    """The process-wide Profiler that GPU programs report to by default."""
    return Profiler(enabled=bool(os.environ.get("GPT2_MLIR_PROFILE")))
