"""From traced MLIR text to something runnable, for either target, one stage file at a time."""
from __future__ import annotations

import argparse
import functools
import hashlib
import json
import os
import shutil
import shlex
import sys
import time
from pathlib import Path

from contract.errors import Gpt2MlirError
from contract.options import check_target

from . import pipelines, stages, toolchain


class BuildFolderError(Gpt2MlirError, OSError):
    """The build folder cannot be created or written (GPT2_MLIR_BUILD names a file, or a read-only
    folder that does not hold the finished build)."""


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


def is_built(build_dir: Path, traced: str, target: str, chip: str | None, variant: str | None = None,
             megakernel: bool = False) -> bool:
    """True when build_dir holds a finished build of exactly this trace (no MLIR needed to check)."""
    stamp, src = stamp_path(build_dir), build_dir / "00-traced.mlir"
    try:
        meta = json.loads(stamp.read_text())
        same_source = src.read_text() == traced
    except (OSError, ValueError):  # absent, or not a finished stamp: not built
        return False
    return (same_source and isinstance(meta, dict) and meta.get("compiler") == compiler_fingerprint()
            and meta.get("target") == target and meta.get("chip") == chip and meta.get("variant") == variant
            and meta.get("megakernel", False) == megakernel
            and (target != "cpu" or meta.get("cpu") == toolchain.cpu_level()))


LOCK_NAME = ".build.lock"  # in the build folder: one process builds a program at a time


def writable_folder(build_dir: Path) -> Path:
    """Create build_dir (and its parents) and check that files can be made in it; one-line
    BuildFolderError otherwise. Only a build needs this: a finished read-only build is only read."""
    hint = ("set GPT2_MLIR_BUILD to a writable folder (a read-only one works only when it already holds "
            "the finished builds)")
    for parent in (build_dir, *build_dir.parents):  # the nearest one that exists must be a folder
        if parent.exists() or parent.is_symlink():
            if not parent.is_dir():
                raise BuildFolderError(f"cannot build into {build_dir}: {parent} is a file, not a folder; {hint}")
            break
    try:
        build_dir.mkdir(parents=True, exist_ok=True)
        probe = build_dir / f".write-test-{os.getpid()}"
        probe.touch()
        probe.unlink()
    except OSError as e:
        where = e.filename or build_dir
        raise BuildFolderError(f"cannot build into {build_dir}: {where} is not writable "
                               f"({e.strerror or e}); {hint}") from None
    return build_dir


def build_lock(build_dir: Path):
    """The inter-process lock of one build folder (filelock: flock on Unix, released by the OS when
    its holder dies, so a killed build never leaves the folder locked). Reentrant in one thread."""
    return _lock(str(Path(build_dir).resolve() / LOCK_NAME))


@functools.cache
def _lock(path: str):
    from filelock import FileLock
    return FileLock(path)


def ensure_built(traced: str, build_dir: Path, target: str, meta: dict, chip: str = "sm_75",
                 verbose: bool = True, trace_seconds: float = 0.0, variant: str | None = None,
                 megakernel: bool = False) -> bool:
    """Build the program into build_dir unless a finished build of it is there; True when it built.
    Safe for processes sharing a build folder: the build runs under the folder's lock, and a
    process that waited for another's build uses it. A finished build is only read, so it may
    sit in a read-only folder."""
    chip_key = chip if target == "gpu" else None
    if not is_built(build_dir, traced, target, chip_key, variant, megakernel):
        writable_folder(build_dir)
        with build_lock(build_dir):
            if not is_built(build_dir, traced, target, chip_key, variant, megakernel):  # nobody finished it meanwhile
                compile_program(traced, build_dir, target, meta, chip=chip, verbose=verbose,
                                trace_seconds=trace_seconds, variant=variant, megakernel=megakernel)
                return True
    if verbose:
        stages.say(f"up to date: {build_dir}")
    return False


def _clear_leftovers(build_dir: Path) -> None:
    """Before a build: the last build's stamp (so a killed build is never taken as finished), its stage files
    and outputs (a build stopped early must not leave an older one's manifest, library or kernels beside its
    own stages), and temporaries of killed processes and of older versions (their `.lib-*.so` copies)."""
    outputs = [build_dir / name for name in ("manifest.json", "manifest.json.cmd", "lib.so")]
    for stale in [stamp_path(build_dir), *outputs, *build_dir.glob(".lib-*.so*"), *build_dir.glob("*.tmp")]:
        try:
            stale.unlink()
        except FileNotFoundError:
            pass
    stages.clear_stages(build_dir, 1)
    for folder in (build_dir / "kernels", build_dir / "megakernel"):
        if folder.is_dir():
            shutil.rmtree(folder)


def compile_program(traced: str, build_dir: Path, target: str, meta: dict, chip: str = "sm_75",
                    verbose: bool = True, trace_seconds: float = 0.0, stop_after: str | None = None,
                    variant: str | None = None, megakernel: bool = False) -> Path | None:
    """Run every stage into build_dir and write program.json last (its presence means 'done').
    `trace_seconds`: how long tracing took (the jit knows), shown for 00-traced.mlir.
    `stop_after`: a pass name (fuse, bufferize, or a GPU pass of pipelines.GPU_PASSES): the stage
    files up to it are written, no program.json (so the folder is never taken for a finished
    build), and None is returned. `variant`: force this matmul kernel (pipeline/kernels/). `megakernel` (GPU):
    also the program's launches as one persistent kernel (pipeline/megakernel.py), beside them.
    The stages run under the folder's lock (build_lock): processes sharing it never interleave."""
    check_target(target)
    if target == "gpu":
        from .gpu import check_chip, check_pass
        check_chip(chip)  # before any stage runs
        if stop_after is not None:
            check_pass(stop_after, pipelines.FRONT_STAGES)
    elif stop_after is not None or variant is not None or megakernel:
        what = "--stop-after" if stop_after is not None else "--variant" if variant is not None else "--megakernel"
        raise StopAfterError(f"{what} names a GPU pass, kernel or launch: use it with --target gpu")
    writable_folder(build_dir)
    with build_lock(build_dir):
        try:
            return _compile_locked(traced, build_dir, target, meta, chip, verbose, trace_seconds, stop_after,
                                   variant, megakernel)
        except KeyboardInterrupt:  # Ctrl-C: no half-built folder is left to read, one line says so
            _clear_leftovers(build_dir)
            (build_dir / "00-traced.mlir").unlink(missing_ok=True)
            stages.say(f"interrupted: the build of {build_dir} was not finished and was removed")
            raise


def _compile_locked(traced: str, build_dir: Path, target: str, meta: dict, chip: str, verbose: bool,
                    trace_seconds: float, stop_after: str | None, variant: str | None,
                    megakernel: bool = False) -> Path | None:
    stamp = stamp_path(build_dir)
    _clear_leftovers(build_dir)
    log = stages.StageLog(verbose=verbose)
    if verbose:
        stages.say(f"building {build_dir}")
    start = time.perf_counter()
    src = build_dir / "00-traced.mlir"
    src.write_text(traced)
    log.add("trace", trace_seconds, src)
    with stages.interrupts_deferred():  # (restack loads the MLIR bindings)
        from .restack import fuse
    fused = fuse(src, build_dir / "01-fused.mlir", log)
    if stop_after == "fuse":
        return _stopped(build_dir, stop_after)
    bufferized = stages.mlir_opt("bufferize", pipelines.BUFFERIZE, fused, build_dir / "02-bufferized.mlir", log)
    if stop_after == "bufferize":
        return _stopped(build_dir, stop_after)
    if target == "cpu":
        with stages.interrupts_deferred():  # (pipeline.cpu loads the MLIR bindings, which Ctrl-C must not cut short)
            from .cpu import compile_cpu
        artifact = compile_cpu(bufferized, build_dir, log)
    else:
        from .gpu import compile_gpu
        from .manifest import build_manifest
        built = compile_gpu(bufferized, build_dir, chip=chip, log=log, stop_after=stop_after, variant=variant)
        if built.stopped_after:
            return _stopped(build_dir, built.stopped_after)
        artifact = build_dir / "manifest.json"
        constants = range(meta["num_arguments"], meta["num_inputs"])
        start_manifest = time.perf_counter()
        with stages.interrupts_deferred():  # (the manifest reads the stage with the MLIR bindings)
            build_manifest(built.outlined, build_dir / "kernels", artifact, num_inputs=meta["num_inputs"],
                           constant_args=set(constants))
        stages.record_command(artifact, manifest_command(built.outlined, build_dir / "kernels", artifact,
                                                         meta["num_inputs"], constants))
        log.add("manifest", time.perf_counter() - start_manifest, artifact)
        if megakernel:
            from .megakernel import build_megakernel
            start_megakernel = time.perf_counter()
            ptx = build_megakernel(artifact, chip)
            log.add("megakernel", time.perf_counter() - start_megakernel, ptx or artifact,
                    "" if ptx else "not built: " + json.loads(artifact.read_text())["megakernel_refused"])
    meta = dict(meta, compiler=compiler_fingerprint(), target=target, chip=chip if target == "gpu" else None,
                **({"variant": variant} if variant else {}), **({"megakernel": True} if megakernel else {}),
                **({"cpu": toolchain.cpu_level()} if target == "cpu" else {}),
                build_seconds=round(time.perf_counter() - start, 3))
    partial = stamp.with_name(f"{stamp.name}.{os.getpid()}.tmp")
    partial.write_text(json.dumps(meta, indent=1))
    os.replace(partial, stamp)  # in one step: a reader never sees half a stamp
    return artifact


class StopAfterError(Gpt2MlirError, ValueError):
    pass


def _stopped(build_dir: Path, name: str) -> None:
    stages.say(f"stopped after {name}: stage files in {build_dir} (no program.json: not a finished build)")
    return None


def manifest_command(outlined: Path, ptx_dir: Path, out: Path, num_inputs: int, constants) -> str:
    """The command that rebuilds a manifest.json by hand (written to manifest.json.cmd).
    `python -m pipeline.manifest` cannot say which inputs are lifted constants, so with any the
    command is this module's `manifest` (the same builder, with --constants)."""
    constants = list(constants)
    if not constants:
        return shlex.join([sys.executable, "-m", "pipeline.manifest", str(outlined), str(ptx_dir), str(out),
                           "--num-inputs", str(num_inputs)])
    return shlex.join([sys.executable, "-m", "pipeline.compile", "manifest", str(outlined), str(ptx_dir), str(out),
                       "--num-inputs", str(num_inputs), "--constants", ",".join(map(str, constants))])


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m pipeline.compile", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("manifest", help="the host-alloc stage (19-host-alloc.mlir) + kernels/ -> manifest.json, with lifted constants")
    s.add_argument("outlined", type=Path)
    s.add_argument("ptx_dir", type=Path)
    s.add_argument("out", type=Path)
    s.add_argument("--num-inputs", type=int, required=True)
    s.add_argument("--constants", default="", help="comma-separated input indices that are lifted constants")
    a = p.parse_args(argv)
    from .manifest import build_manifest
    constants = {int(c) for c in a.constants.split(",") if c.strip()}
    m = build_manifest(a.outlined, a.ptx_dir, a.out, num_inputs=a.num_inputs, constant_args=constants)
    print(f"{a.out}: {len(m['buffers'])} buffers, {len(m['steps'])} steps")
    return 0


if __name__ == "__main__":
    sys.exit(main())
