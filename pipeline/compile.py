"""From traced MLIR text to something runnable, for either target, one stage file at a time."""
from __future__ import annotations

import functools
import hashlib
import json
import sys
import time
from pathlib import Path

from . import pipelines, stages


@functools.cache
def compiler_fingerprint() -> str:
    """A hash of the compiler itself (this package's code, templates and runtime, and the contract
    it writes manifests by), so a build made by other pipeline code is rebuilt instead of reused.
    Needs no MLIR: a GPU machine that only runs prebuilt programs computes the same value from the
    same files."""
    digest = hashlib.sha256()
    top = Path(__file__).parent.parent
    for root in (top / "pipeline", top / "contract"):
        for path in sorted(p for p in root.rglob("*") if p.suffix in (".py", ".mlir", ".c") and p.is_file()):
            digest.update(path.relative_to(top).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def stamp_path(build_dir: Path) -> Path:
    return build_dir / "program.json"


def is_built(build_dir: Path, traced: str, target: str, chip: str | None) -> bool:
    """True when build_dir holds a finished build of exactly this trace (no MLIR needed to check)."""
    stamp, src = stamp_path(build_dir), build_dir / "00-traced.mlir"
    if not stamp.exists() or not src.exists():
        return False
    meta = json.loads(stamp.read_text())
    return (src.read_text() == traced and meta.get("compiler") == compiler_fingerprint()
            and meta.get("target") == target and meta.get("chip") == chip)


def compile_program(traced: str, build_dir: Path, target: str, meta: dict, chip: str = "sm_75",
                    verbose: bool = True) -> Path:
    """Run every stage into build_dir and write program.json last (its presence means 'done')."""
    if target not in ("cpu", "gpu"):
        raise ValueError(f"unknown target {target!r}: use 'cpu' or 'gpu'")
    if target == "gpu":
        from .gpu import check_chip
        check_chip(chip)  # before any stage runs
    build_dir.mkdir(parents=True, exist_ok=True)
    stamp = stamp_path(build_dir)
    if stamp.exists():
        stamp.unlink()
    log = stages.StageLog(verbose=verbose)
    if verbose:
        print(f"building {build_dir}", file=sys.stderr)
    start = time.perf_counter()
    src = build_dir / "00-traced.mlir"
    src.write_text(traced)
    log.add("trace", 0.0, src)
    fused = stages.mlir_opt("fuse", pipelines.FUSE, src, build_dir / "01-fused.mlir", log)
    bufferized = stages.mlir_opt("bufferize", pipelines.BUFFERIZE, fused, build_dir / "02-bufferized.mlir", log)
    if target == "cpu":
        from .cpu import compile_cpu
        artifact = compile_cpu(bufferized, build_dir, log)
    else:
        from .gpu import compile_gpu
        from .manifest import build_manifest
        built = compile_gpu(bufferized, build_dir, chip=chip, log=log)
        artifact = build_dir / "manifest.json"
        build_manifest(built.outlined, build_dir / "kernels", artifact, num_inputs=meta["num_inputs"],
                       constant_args=set(range(meta["num_arguments"], meta["num_inputs"])))
    meta = dict(meta, compiler=compiler_fingerprint(), target=target, chip=chip if target == "gpu" else None,
                build_seconds=round(time.perf_counter() - start, 3))
    stamp.write_text(json.dumps(meta, indent=1))
    return artifact
