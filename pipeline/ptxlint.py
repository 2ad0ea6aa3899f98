"""Assemble PTX with the pinned ptxas and report per-kernel resource use.

`lint(ptx_files, chips)` runs `ptxas -arch=<chip> -v file.ptx -o <tmp>.cubin` (the build's assemble
pass's command, pipeline/passes/assemble.py, with -v) for every distinct kernel and chip, and parses
ptxas's verbose report into rows, one per file (files with the same kernel share the report);
`format_table(rows)` prints them. A PTX file ptxas rejects raises PtxasError with ptxas's message and
the file name.

    python -m pipeline.ptxlint build/gpu/attention/kernels/*.ptx --chips sm_75 sm_90
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

from contract.chips import number
from contract.errors import Gpt2MlirError

from .passes import assemble


class PtxasError(Gpt2MlirError, RuntimeError):
    def __init__(self, file: Path, chip: str, message: str):
        self.file, self.chip, self.message = Path(file), chip, message
        super().__init__(f"ptxas -arch={chip} rejected {file}:\n    "
                         + "\n    ".join(message.strip().splitlines()[-30:]))


class NoChipError(Gpt2MlirError, ValueError):
    pass


@dataclass(frozen=True)
class Row:
    file: str
    kernel: str
    chip: str
    registers: int
    shared_bytes: int
    spill_store: int
    spill_load: int


_ENTRY = re.compile(r"Compiling entry function '([^']+)' for '([^']+)'")
_PROPS = re.compile(r"Function properties for (\S+)")
_SPILL = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_USED = re.compile(r"Used (\d+) registers")
_SMEM = re.compile(r"(\d+) bytes smem")


def parse_verbose(text: str, file: str, chip: str) -> list[Row]:
    """Rows from `ptxas -v` output (it goes to stderr): one per entry function."""
    rows: dict[str, dict] = {}
    order: list[str] = []
    current = None
    for line in text.splitlines():
        m = _ENTRY.search(line) or _PROPS.search(line)
        if m:
            current = m.group(1)
            if current not in rows:
                rows[current] = {"registers": 0, "shared_bytes": 0, "spill_store": 0, "spill_load": 0}
                order.append(current)
            continue
        if current is None:
            continue
        if (m := _SPILL.search(line)):
            rows[current]["spill_store"] = int(m.group(2))
            rows[current]["spill_load"] = int(m.group(3))
        if (m := _USED.search(line)):
            rows[current]["registers"] = int(m.group(1))
            if (s := _SMEM.search(line)):
                rows[current]["shared_bytes"] = int(s.group(1))
    return [Row(file, k, chip, **rows[k]) for k in order]


def check_chips(chips) -> tuple[str, ...]:
    """Chips from 'sm_75,sm_90' (or a sequence), each checked as `build --chip` checks it
    (pipeline.gpu.check_chip: ChipError, one line, naming the valid ones)."""
    names = tuple(c.strip() for c in (chips.split(",") if isinstance(chips, str) else chips) if c.strip())
    if not names:
        raise NoChipError("no GPU chip given: name one or more, e.g. --chip sm_75,sm_90")
    try:
        from .gpu import check_chip
    except ImportError:  # no MLIR here (only ptxas): ptxas itself judges the chip
        return names
    for chip in names:
        check_chip(chip)
    return names


_TARGET = re.compile(r"^\.target\s+(sm_(\d+)\w*)", re.M)


def chips_for(ptx: Path, chips) -> list[str]:
    """The chips a PTX file can be assembled for: those of `chips` at or above its .target (PTX for
    sm_90 does not assemble for sm_75), or else its own target; an arch-specific target (sm_90a:
    v14's wgmma) assembles only for itself."""
    m = _TARGET.search(Path(ptx).read_text(errors="replace"))
    if m is None:
        return list(chips)
    if m.group(1).endswith("a"):
        return [m.group(1)]
    usable = [c for c in chips if number(c) >= int(m.group(2))]
    return usable or [m.group(1)]


def lint(ptx_files, chips=("sm_75", "sm_90")) -> list[Row]:
    """Rows for every file and chip, in the order given; each distinct kernel assembled once per chip."""
    chips = check_chips(chips)
    files = list(map(Path, ptx_files))
    first = {f: head for head, alike in assemble.alike(files).items() for f in alike}
    reports: dict[tuple[Path, str], list[Row]] = {}
    out: list[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        for f in files:
            for chip in chips_for(f, chips):
                key = (first[f], chip)
                if key not in reports:
                    cubin = Path(tmp) / f"{f.stem}.{chip}.cubin"
                    proc = subprocess.run(assemble.command(f, chip, cubin, verbose=True), capture_output=True, text=True)
                    if proc.returncode != 0:
                        raise PtxasError(f, chip, proc.stderr or proc.stdout or f"exit status {proc.returncode}")
                    reports[key] = parse_verbose(proc.stdout + "\n" + proc.stderr, str(f), chip)
                out.extend(replace(row, file=str(f)) for row in reports[key])
    return out


def format_table(rows) -> str:
    head = ("file", "kernel", "chip", "regs", "smem B", "spill st B", "spill ld B")
    body = [(r.file, r.kernel, r.chip, str(r.registers), str(r.shared_bytes), str(r.spill_store), str(r.spill_load))
            for r in rows]
    widths = [max(len(x) for x in col) for col in zip(head, *body)]
    line = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()
    return "\n".join([line(head), line(["-" * w for w in widths]), *map(line, body)])


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m pipeline.ptxlint", description=__doc__.splitlines()[0])
    p.add_argument("ptx", nargs="+", type=Path)
    p.add_argument("--chips", nargs="+", default=["sm_75", "sm_90"])
    a = p.parse_args(argv)
    try:
        print(format_table(lint(a.ptx, a.chips)))
    except Gpt2MlirError as e:
        print(e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
