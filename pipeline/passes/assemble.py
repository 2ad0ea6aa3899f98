"""GPU pass assemble: each distinct kernel PTX of kernels/ assembled once by the pinned ptxas, for
the build's chip, into a cubin (machine code) beside it. The launcher loads the cubin, so the driver
does not JIT-compile PTX at the first launch (GPT-2's first token in a fresh process: 671 ms with
the driver's cache cold, 47.5 ms warm). The PTX stays: the readable stage, and what the launcher
loads on a card of another chip.

gpu-kernel-outlining makes one gpu.module per launch, so a kernel that is the same in every layer
is one PTX file per layer with the same text (GPT-2 124M's one-token step: 126 PTX files, 16
distinct). Those share one cubin, named after the first of them in natural order
(main_kernel_3.ptx, main_kernel_15.ptx -> main_kernel_3.cubin): ptxas runs once per distinct
kernel, several at a time, and the launcher loads each distinct module once.

kernels/cubins.json maps every PTX file to its cubin and names the chip; pipeline/manifest.py
copies it into manifest.json. Each cubin's ptxas command is in its sidecar `<name>.cubin.cmd`.

    python -m pipeline.gpu pass assemble build/.../kernels -o build/.../kernels --chip sm_90
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

INDEX = "cubins.json"  # in kernels/: {"chip": ..., "cubins": {"<module>.ptx": "<first alike>.cubin"}}
_NUMBERED = re.compile(r"^(.*?)(?:_(\d+))?$")


def fingerprint(text: str) -> str:
    """What makes two PTX files the same kernel: their text less whole-line comments (the first
    line is the command that wrote the file, which names its folder)."""
    code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))
    return hashlib.sha256(code.encode()).hexdigest()


def natural(path: Path) -> tuple:
    """main_kernel < main_kernel_0 < main_kernel_2 < main_kernel_10 (outlining numbers modules in
    program order)."""
    base, n = _NUMBERED.match(path.stem).groups()
    return base, -1 if n is None else int(n)


def alike(ptx_files) -> dict[Path, list[Path]]:
    """{first file of each distinct kernel: every file with its text}, in natural order."""
    groups: dict[str, list[Path]] = {}
    for f in sorted(map(Path, ptx_files), key=natural):
        groups.setdefault(fingerprint(f.read_text()), []).append(f)
    return {files[0]: files for files in groups.values()}


def command(ptx: Path, chip: str, cubin: Path, verbose: bool = False) -> list[str]:
    """The ptxas call that assembles `ptx` for `chip` into `cubin` (ptx-lint adds -v for its report)."""
    from .. import toolchain
    return [str(toolchain.ptxas()), f"-arch={chip}", *(["-v"] if verbose else []), str(ptx), "-o", str(cubin)]


def clear(folder: Path) -> None:
    """Remove the cubins, their sidecars and the index an earlier build left in `folder`."""
    for stale in [*folder.glob("*.cubin"), *folder.glob("*.cubin.cmd"), folder / INDEX]:
        stale.unlink(missing_ok=True)


def run(src: Path, out: Path, chip: str, log=None) -> list[Path]:
    """Assemble the PTX files of folder `src` into folder `out` (the same kernels/ in a build):
    one cubin per distinct kernel, then the index; returns the cubins. A PTX file ptxas rejects
    raises StageError with ptxas's message."""
    from .. import stages
    src, out = Path(src), Path(out)
    start = time.perf_counter()
    out.mkdir(parents=True, exist_ok=True)
    clear(out)
    groups = alike(src.glob("*.ptx"))

    def assemble(ptx: Path) -> Path:
        cubin = out / f"{ptx.stem}.cubin"
        return stages.run_tool("assemble", command(ptx, chip, cubin), ptx, cubin)

    # ptxas is one process per file: several run at once (the build machine may have two cores).
    with ThreadPoolExecutor(max_workers=max(1, min(len(groups), os.cpu_count() or 1))) as pool:
        cubins = list(pool.map(assemble, groups))
    index = {"chip": chip, "cubins": {f.name: f"{first.stem}.cubin" for first, files in groups.items() for f in files}}
    (out / INDEX).write_text(json.dumps(index, indent=1, sort_keys=True) + "\n")
    if log is not None:
        n = sum(len(files) for files in groups.values())
        log.add("assemble", time.perf_counter() - start, out, f"{len(cubins)} cubins for {n} PTX files ({chip})")
    return cubins


def read_index(folder: Path) -> dict | None:
    """kernels/cubins.json as written by `run`, or None when the folder has none."""
    path = Path(folder) / INDEX
    return json.loads(path.read_text()) if path.is_file() else None
