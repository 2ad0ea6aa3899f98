"""Compare two build trees stage by stage: did a pipeline refactor change any kernel?

    python tests/compare_builds.py BASELINE_ROOT NEW_ROOT

For every finished build folder (one holding program.json) under BASELINE_ROOT, the folder at the
same relative path under NEW_ROOT must hold the same manifest.json, the same kernels/*.ptx and the
same stage outputs, byte for byte apart from each file's first line (the command that made it,
which names the stage files) and the binary stage's LLVMIRToISATimeInMs (a timing). Stage files are matched by what they are, not by name, so builds
from before the GPU pass split (03-matmul, 04-kernels, 04-outlined, 05-nvvm, 06-binary) compare
with builds after it (the last Python pass before outlining, outline, host-alloc, nvvm, binary).
Prints one line per difference and a summary; exit status 1 if anything differs.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

# The binary stage records how long PTX generation took: the one byte range that may differ.
TIMING = re.compile(rb"LLVMIRToISATimeInMs = \d+")

# What each stage is, by the names it has had: old layout first, then the declared pass names (as
# passes came in: results-in-place first, attention after drop-zero-fills, dependent-launch after
# host-alloc, prologues after generalize, cache-writes after epilogues, block-reduce after
# dependent-launch, shared-memory after nvvm).
EQUIVALENT = {
    "before outline": ("03-matmul.mlir", "11-single-thread.mlir", "12-single-thread.mlir", "13-single-thread.mlir",
                       "14-single-thread.mlir", "15-single-thread.mlir", "17-single-thread.mlir"),
    "outline": ("04-kernels.mlir", "12-outline.mlir", "13-outline.mlir", "14-outline.mlir", "15-outline.mlir", "16-outline.mlir", "18-outline.mlir"),
    "host-alloc": ("04-outlined.mlir", "13-host-alloc.mlir", "14-host-alloc.mlir", "15-host-alloc.mlir",
                   "16-host-alloc.mlir", "17-host-alloc.mlir", "19-host-alloc.mlir", "20-host-alloc.mlir"),
    "nvvm": ("05-nvvm.mlir", "14-nvvm.mlir", "15-nvvm.mlir", "16-nvvm.mlir", "17-nvvm.mlir", "18-nvvm.mlir", "19-nvvm.mlir",
             "20-nvvm.mlir", "21-nvvm.mlir", "23-nvvm.mlir", "24-nvvm.mlir"),
    "binary": ("06-binary.mlir", "15-binary.mlir", "16-binary.mlir", "17-binary.mlir", "18-binary.mlir",
               "19-binary.mlir", "20-binary.mlir", "21-binary.mlir", "22-binary.mlir", "24-binary.mlir",
               "26-binary.mlir", "27-binary.mlir"),
    "bufferized": ("02-bufferized.mlir",),
    "fused": ("01-fused.mlir",),
}


def _find(folder: Path, names: tuple[str, ...]) -> Path | None:
    return next((folder / n for n in names if (folder / n).exists()), None)


def _body(path: Path) -> bytes:
    """The file without its first line (the command)."""
    data = path.read_bytes()
    return TIMING.sub(b"LLVMIRToISATimeInMs = _", data.split(b"\n", 1)[1] if b"\n" in data else b"")


def compare(old_root: Path, new_root: Path) -> tuple[int, list[str]]:
    """(files compared, differences as lines)."""
    compared, diffs = 0, []
    folders = sorted(p.parent for p in old_root.rglob("program.json"))
    if not folders:
        diffs.append(f"{old_root}: no finished build (program.json) found")
    for old in folders:
        rel = old.relative_to(old_root)
        new = new_root / rel
        if not (new / "program.json").exists():
            diffs.append(f"{rel}: no finished build under {new_root}")
            continue
        pairs = [(what, _find(old, names), _find(new, names)) for what, names in EQUIVALENT.items()]
        pairs.append(("manifest", old / "manifest.json", new / "manifest.json"))
        old_ptx = {p.name: p for p in (old / "kernels").glob("*.ptx")}
        new_ptx = {p.name: p for p in (new / "kernels").glob("*.ptx")}
        if old_ptx.keys() != new_ptx.keys():
            diffs.append(f"{rel}/kernels: PTX files differ: only old {sorted(old_ptx.keys() - new_ptx.keys())}, "
                         f"only new {sorted(new_ptx.keys() - old_ptx.keys())}")
        pairs += [(f"kernels/{n}", old_ptx[n], new_ptx[n]) for n in sorted(old_ptx.keys() & new_ptx.keys())]
        for what, a, b in pairs:
            if a is None and b is None:
                continue
            if a is None or b is None or not a.exists() or not b.exists():
                diffs.append(f"{rel}: {what}: missing ({a} vs {b})")
                continue
            compared += 1
            same = a.read_bytes() == b.read_bytes() if what == "manifest" else _body(a) == _body(b)
            if not same:
                diffs.append(f"{rel}: {what}: {a.name} and {b.name} differ")
    return compared, diffs


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2:
        print("usage: python tests/compare_builds.py BASELINE_ROOT NEW_ROOT", file=sys.stderr)
        return 2
    compared, diffs = compare(Path(argv[0]), Path(argv[1]))
    for line in diffs:
        print(line)
    print(f"{compared} files compared, {len(diffs)} differences")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
