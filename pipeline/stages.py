"""The stage runner: one external tool call per stage, one file per stage under build/.

Every `.mlir`/`.ll`/`.ptx` file starts with a comment holding the exact command that produced it,
so a user can re-run (or tweak) one stage by hand and diff the result; an artifact whose format
holds no comment (`06-module.o`, `lib.so`, `manifest.json`) gets a sidecar `<name>.cmd` with it.
Nothing reads the sidecars (the launcher and `is_built` open their files by name).

Progress lines go through `say`, which prints above a running tqdm bar instead of onto it.
"""
from __future__ import annotations

import contextlib
import shlex
import signal
import subprocess
import threading
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from contract.errors import Gpt2MlirError

from . import toolchain

DEBUGINFO = "--mlir-print-debuginfo"  # locations printed (as #loc aliases at the end of the file)
COMMENT = {".mlir": "//", ".ll": ";", ".ptx": "//", ".s": "#"}
SIDECAR = ".cmd"


def say(line: str) -> None:
    """Print a progress line to stderr; with a tqdm bar on screen, above it (tqdm.write clears the bar,
    prints the line and redraws the bar), so the two never share a line."""
    try:
        from tqdm import tqdm
    except ImportError:  # pragma: no cover - tqdm is a dependency
        print(line, file=sys.stderr, flush=True)
        return
    if getattr(tqdm, "_instances", None):
        tqdm.write(line, file=sys.stderr)
    else:
        print(line, file=sys.stderr, flush=True)


class StageError(Gpt2MlirError, RuntimeError):
    """A stage failed. Earlier stages' files stay in place for inspection."""

    def __init__(self, stage: str, command: list[str] | str, input_file: Path | None, message: str):
        self.stage, self.input_file, self.message = stage, input_file, message
        self.command = command if isinstance(command, str) else shlex.join(map(str, command))
        super().__init__(
            f"stage '{stage}' failed\n  command: {self.command}\n  input:   {input_file}\n"
            f"  message:\n    " + "\n    ".join(message.strip().splitlines()[-40:]))


@dataclass
class StageLog:
    """Times and output files of the stages of one build, in order."""
    verbose: bool = True
    records: list[tuple[str, float, Path]] = field(default_factory=list)

    def add(self, name: str, seconds: float, path: Path, note: str = "") -> None:
        self.records.append((name, seconds, path))
        if self.verbose:
            counts = op_counts(path)
            note = note or "  ".join(f"{op.split('.')[1]} {n}" for op, n in counts.items() if n)
            say(f"  {path.name + ('/' if path.is_dir() else ''):<28} {seconds * 1000:8.0f} ms  {note}".rstrip())


COUNTED = ("linalg.generic", "linalg.matmul", "linalg.batch_matmul", "gpu.launch_func", "gpu.module")


def op_counts(path: Path) -> dict[str, int]:
    """How many of the interesting ops a stage's .mlir file holds (empty for other files)."""
    if path.suffix != ".mlir" or not path.exists():
        return {}
    text = path.read_text()
    return {op: text.count(op + " ") for op in COUNTED}


def sidecar(output: Path) -> Path:
    """Where the command of an artifact that cannot hold a comment goes: `lib.so` -> `lib.so.cmd`."""
    return output.with_name(output.name + SIDECAR)


def record_command(output: Path, command: str) -> None:
    """Write `command` (the one that made `output`) to its sidecar file."""
    sidecar(output).write_text(command + "\n")


def _stamp(output: Path, command: str) -> None:
    """Prepend the reproducing command as a comment line, or write it to a sidecar file."""
    mark = COMMENT.get(output.suffix)
    if mark is None:
        record_command(output, command)
        return
    body = output.read_text()
    output.write_text(f"{mark} {command}\n{body}")


def run_tool(stage: str, cmd: list, input_file: Path | None, output: Path, log: StageLog | None = None,
             cwd: Path | None = None) -> Path:
    """Run one external tool for one stage; on failure raise StageError naming everything."""
    cmd = [str(c) for c in cmd]
    output.parent.mkdir(parents=True, exist_ok=True)
    for stale in (output, sidecar(output)):
        if stale.exists():
            stale.unlink()
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
    except OSError as e:
        raise StageError(stage, cmd, input_file, f"could not start {cmd[0]}: {e}") from e
    if proc.returncode != 0:
        raise StageError(stage, cmd, input_file, proc.stderr or proc.stdout or f"exit status {proc.returncode}")
    if not output.exists():  # "exit status 0" would read as no failure at all
        said = (proc.stderr or proc.stdout).strip()
        raise StageError(stage, cmd, input_file, f"{Path(cmd[0]).name} exited 0 but wrote nothing: {output} does not "
                         "exist" + (f"; it said: {said}" if said else ""))
    _stamp(output, shlex.join(cmd))
    if log is not None:
        log.add(stage, time.perf_counter() - start, output)
    return output


def mlir_opt(stage: str, pipeline: str, input_file: Path, output: Path, log: StageLog | None = None,
             extra: tuple[str, ...] = ()) -> Path:
    """`mlir-opt --pass-pipeline=PIPELINE --mlir-print-debuginfo input -o output`: every op keeps its
    location (the user's NumPy line, see frontend/source.py) from stage to stage."""
    cmd = [toolchain.mlir_opt(), f"--pass-pipeline={pipeline}", DEBUGINFO, *extra, input_file, "-o", output]
    return run_tool(stage, cmd, input_file, output, log)


@contextlib.contextmanager
def interrupts_deferred():
    """Ctrl-C during an in-process MLIR rewrite, or while the MLIR bindings load, waits for it to end, then
    raises KeyboardInterrupt: raised inside the bindings it could leave their objects (or their import) half
    built and crash the process as it exits. (Only the main thread can handle signals; elsewhere nothing
    changes.)"""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    pending = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: pending.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if pending:
        raise KeyboardInterrupt


def python_stage(stage: str, command: str, input_file: Path, output: Path, text: str,
                 seconds: float, log: StageLog | None = None) -> Path:
    """Record a stage done in-process (an IR rewrite with the MLIR Python bindings).

    `command` is the shell command that redoes it by hand (`python -m pipeline.gpu pass NAME IN -o OUT`).
    """
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text)
    _stamp(output, command)
    if log is not None:
        log.add(stage, seconds, output)
    return output


def clear_stages(build_dir: Path, first: int) -> None:
    """Stage files left by an earlier build (or by an older pipeline with other stage names) must not
    pass for this one's: every numbered file from stage `first` on goes."""
    for stale in build_dir.glob("[0-9][0-9]-*"):
        if stale.is_file() and int(stale.name[:2]) >= first:
            stale.unlink()
