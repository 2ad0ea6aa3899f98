"""Frontend and tooling edges (issue 12, item 4): unsupported argument/result dtypes and argument
types refused by position with a hint, `ptx-lint --chip` checked like `build`, GPU tests that
collect without MLIR, progress lines that never share the bar's line, tracing time shown, a command
beside every artifact of a build folder, and the `gpt2-mlir` console command from any directory."""
from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import time
from collections import namedtuple
from pathlib import Path

import numpy as np
import pytest

from contract.errors import Gpt2MlirError
from frontend import TraceError, jit
from pipeline.pipelines import gpu_stage_file

REPO = Path(__file__).resolve().parents[1]
F32 = np.float32
X = np.linspace(-1, 1, 6, dtype=F32)
MASK = np.array([True, False, True, True, False, False])
Pair = namedtuple("Pair", "w b")


# --- arguments and results the frontend refuses --------------------------------------------------

def _refusal(fn, *args) -> str:
    with pytest.raises(TraceError) as info:
        jit(fn, name="f").trace(*args)
    assert isinstance(info.value, Gpt2MlirError)  # so invoke reports it in one line
    return str(info.value)


@pytest.mark.parametrize("args, expect", [
    ((X, X, np.ones(6, np.uint8)), ["argument 2 (the third; a uint8 array", "unsigned", "x.astype(np.int16)"]),
    ((X, X, np.ones(6, np.uint64)), ["a uint64 array", "x.astype(np.int64)"]),
    ((X, X, np.ones(6, np.complex64)), ["argument 2", "complex64", "x.real, x.imag"]),
    ((X, X, np.array(["a"])), ["argument 2", "bool, float16, bfloat16, float32/64 and int8/16/32/64"]),
])
def test_unsupported_argument_dtype_is_refused_by_position(args, expect):
    message = _refusal(lambda x, y, m: x + y, *args)
    for part in expect:
        assert part in message, message
    assert "test_edges.py" in message  # the user's line


def test_a_nested_leaf_is_named_by_its_path():
    message = _refusal(lambda x, blocks: x * blocks[1].w, X, [Pair(X, X), Pair(X, MASK.astype(np.uint8))])
    assert "argument 1, leaf [1].b (the second; a uint8 array of shape (6,))" in message, message


def test_a_python_list_of_numbers_is_refused():
    message = _refusal(lambda x: x, [1.0, 2.0, 3.0])
    assert "argument 0 (the first; a Python list of numbers)" in message
    assert "np.asarray(x, np.float32)" in message
    assert "returned no arrays" not in message


def test_a_python_scalar_where_an_array_is_needed_is_named():
    message = _refusal(lambda x, y: x + y.reshape(1), X, 3.0)
    assert "'float' object has no attribute 'reshape'" in message
    assert "argument 1 (the second) is a Python float" in message and "np.float32(x)" in message
    message = _refusal(lambda x: x * 2, 3.0)  # nothing traced at all
    assert "returned no arrays" in message and "argument 0 (the first) is a Python float" in message


def test_bool_arguments_results_and_captured_masks_cross_as_bytes(build_dir):
    """A bool array crosses the program's boundary as its bytes (an i8 buffer): an argument, a
    captured constant (a causal mask built with np.tri) and results come back as bool arrays."""
    tri = np.tri(6, dtype=bool)

    def f(x, m):
        scores = np.where(tri, x[:, None] * x, -np.inf)
        return {"masked": np.where(m, x, 0), "positive": x > 0, "both": m & (x < 0.5), "not": ~m,
                "scores": scores, "any row": np.any(tri & m, axis=1)}

    got = jit(f)(X, MASK, target="cpu")
    want = f(X, MASK)
    for key in want:
        assert got[key].dtype == want[key].dtype, key
        np.testing.assert_array_equal(got[key], want[key], err_msg=key)
    traced = jit(f).trace(X, MASK)
    assert "tensor<6xi8>" in traced.text and "tensor<6x6xi8>" in traced.text  # the mask and tri: bytes
    assert "xi1>" not in traced.text  # no tensor of i1 anywhere: bodies read and write i1 only


def test_static_python_values_and_lists_of_arrays_still_work():
    traced = jit(lambda x, ps, n: x.reshape(n, 3) * ps[0].w.reshape(n, 3), name="f").trace(X, [Pair(X, X)], 2)
    assert len(traced.arguments) == 3 and traced.results == [((2, 3), np.dtype(F32))]


def test_bool_values_inside_the_function_compile_and_run(build_dir):
    def clip(x, m):
        kept = np.where(m > 0, x, np.float32(0))  # bool inside: comparisons, np.where, astype
        return np.where(kept > -0.5, kept, np.float32(0)).astype(F32), (x > 0).astype(np.int8)

    got, signs = jit(clip)(X, MASK.astype(np.int8), target="cpu")
    np.testing.assert_array_equal(got, np.where(MASK & (X > -0.5), X, np.float32(0)))
    np.testing.assert_array_equal(signs, (X > 0).astype(np.int8))


# --- build folders: tracing time and a command for every artifact ------------------------------

def _slow_gelu(x):
    time.sleep(0.06)  # runs while tracing: 00-traced.mlir must show it
    return 0.5 * x * (1 + np.tanh(0.7978845608 * (x + 0.044715 * x ** 3)))


def test_tracing_time_is_shown_and_every_artifact_states_its_command(build_dir, capsys):
    fn = jit(_slow_gelu, name="slow_gelu")
    program = fn.compile(X, target="cpu", verbose=True)
    assert program.traced.seconds >= 0.06
    line = next(l for l in capsys.readouterr().err.splitlines() if "00-traced.mlir" in l)
    assert int(line.split()[1]) >= 60, line

    d = program.build_dir
    for name in ("08-module.o", "lib.so"):
        command = (d / f"{name}.cmd").read_text().strip()
        assert command.endswith(f"-o {d / name}") or f"-o {d / name} " in command, command
    for path in d.iterdir():  # every file: a comment line holding its command, or a sidecar
        if path.suffix == ".cmd" or path.name in ("program.json", "00-traced.mlir") or path.name.startswith("."):
            continue  # (a dot file: the launcher's copy of lib.so by content)
        has_comment = path.suffix in (".mlir", ".ll") and str(path) in path.read_text().split("\n", 1)[0]
        assert has_comment or (d / f"{path.name}.cmd").exists(), f"{path.name} states no command"

    # The sidecars change nothing for is_built and the launcher; the recorded link command redoes lib.so.
    from pipeline.compile import is_built
    assert is_built(d, program.traced.text, "cpu", None)
    subprocess.run((d / "lib.so.cmd").read_text(), shell=True, check=True, cwd=d)
    fresh = jit(_slow_gelu, name="slow_gelu")
    fresh.compile(X, target="cpu", verbose=True)
    assert "building" not in capsys.readouterr().err  # found built, not rebuilt
    np.testing.assert_allclose(fresh(X, target="cpu"), _slow_gelu(X), rtol=1e-5)


def test_gpu_manifest_and_ptx_state_their_commands(tmp_path):
    pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")
    from pipeline import toolchain
    try:
        toolchain.cuda_toolkit()
    except Gpt2MlirError as e:
        pytest.skip(str(e))
    from pipeline.compile import compile_program
    traced = jit(lambda x: x @ np.ones((6, 4), F32), name="f").trace(X.reshape(1, 6))  # a lifted constant
    d = tmp_path / "gpu"
    compile_program(traced.text, d, "gpu", traced.meta(), verbose=False)
    command = (d / "manifest.json.cmd").read_text().strip()
    assert "--constants 1" in command and str(d / "manifest.json") in command
    for ptx in (d / "kernels").glob("*.ptx"):
        assert ptx.read_text().startswith(f"// {sys.executable} -m pipeline.gpu pass extract-ptx {d / gpu_stage_file('binary')} -o {d / 'kernels'}")
    original = (d / "manifest.json").read_text()
    subprocess.run(command, shell=True, check=True, cwd=tmp_path, capture_output=True)
    assert (d / "manifest.json").read_text() == original


# --- progress output --------------------------------------------------------------------------

def _screen(text: str) -> list[str]:
    """What a terminal shows: every carriage return goes back to the line's start and overwrites."""
    lines = []
    for raw in text.split("\n"):
        shown: list[str] = []
        for part in raw.split("\r"):
            shown[:len(part)] = part
        lines.append("".join(shown).rstrip())
    return [l for l in lines if l]


def test_stage_lines_print_above_the_bar_and_the_last_bar_once(monkeypatch):
    from tqdm import tqdm
    from pipeline import stages
    err = io.StringIO()
    monkeypatch.setattr(sys, "stderr", err)
    with tqdm(range(2), desc="building things", file=sys.stderr, mininterval=0) as bar:
        for i in bar:
            stages.say(f"building program {i}")
            stages.StageLog().add("fuse", 0.012, Path(f"01-fused-{i}.mlir"))
    shown = _screen(err.getvalue())
    assert all(("building things" in l) != ("program" in l or "01-fused" in l) for l in shown), shown
    assert [l for l in shown if "building program" in l] == ["building program 0", "building program 1"]
    assert sum("building things: 100%" in l for l in shown) == 1, shown  # the last bar once


def test_bars_are_off_when_stderr_is_not_a_terminal():
    import tasks
    bar = tasks._progress(range(3), desc="x")
    assert bar.disable  # a log gets the stage lines alone, no carriage-return redraws
    assert list(bar) == [0, 1, 2]


# --- ptx-lint's chips -----------------------------------------------------------------------------

def test_ptx_lint_checks_chips_like_build():
    pytest.importorskip("mlir.ir", reason="the chip list lives in pipeline.gpu, which needs the MLIR wheels")
    from pipeline.ptxlint import check_chips, lint
    assert check_chips(" sm_75, sm_90 ,") == ("sm_75", "sm_90")
    for bad in ("sm_xx", "sm_75,sm_31"):
        with pytest.raises(Gpt2MlirError, match="unknown GPU chip 'sm_(xx|31)'; valid chips: sm_75"):
            check_chips(bad)
    with pytest.raises(Gpt2MlirError, match="no GPU chip given"):
        lint([], ",")


# --- the console command, from another directory ---------------------------------------------------

def _console(*args, cwd, env=None, timeout=120):
    script = shutil.which("gpt2-mlir")
    command = [script] if script else [sys.executable, "-m", "tasks"]
    env = {k: v for k, v in (env or os.environ).items() if k != "GPT2_MLIR_BUILD"}
    return subprocess.run(command + list(args), cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def test_console_command_lists_the_tasks_and_refuses_a_bad_chip_in_one_line(tmp_path):
    proc = _console("--list", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    for name in ("build", "run", "verify", "bench", "ptx-lint", "test"):
        assert f"  {name} " in proc.stdout, proc.stdout
    pytest.importorskip("mlir.ir", reason="the chip list lives in pipeline.gpu, which needs the MLIR wheels")
    proc = _console("ptx-lint", "--chip", "sm_xx", cwd=tmp_path)
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines() == [
        "error: unknown GPU chip 'sm_xx'; valid chips: sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_90a, sm_100, "
        "sm_100a, sm_120, sm_120a (sm_75 PTX runs on any newer card)"]
    assert not (tmp_path / "build").exists()


def test_console_command_builds_under_the_current_directory(tmp_path):
    pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")
    proc = _console("build", "--target", "cpu", "--program", "gelu", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    lib = tmp_path / "build" / "cpu" / "gelu" / "lib.so"
    assert lib.exists() and (tmp_path / "build" / "cpu" / "gelu" / "lib.so.cmd").exists()
    assert "\r" not in proc.stderr  # no bar in a log
    other = tmp_path / "elsewhere"
    proc = _console("build", "--target", "cpu", "--program", "gelu", cwd=tmp_path,
                    env=dict(os.environ, GPT2_MLIR_BUILD=str(other)))
    assert proc.returncode == 0, proc.stderr


def test_console_test_task_runs_the_suite_from_another_directory(tmp_path):
    proc = _console("test", "-k", "test_every_package_is_in_a_layer", cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1 passed" in proc.stdout


# --- pytest -m gpu where MLIR is missing ----------------------------------------------------------

def test_gpu_tests_collect_without_mlir():
    """`import mlir` fails (sys.modules entry None) in a fresh interpreter that collects `-m gpu`."""
    code = ("import sys; sys.modules['mlir'] = None\n"
            "import pytest\n"
            "sys.exit(pytest.main(['--collect-only', '-q', '-m', 'gpu', '-p', 'no:cacheprovider']))")
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out
    assert "ERROR" not in out and " error" not in out.splitlines()[-1], out
    assert "tests/test_launcher_gpu.py::" in out  # GPU tests that need no MLIR are collected
    assert "tests/test_gpu_compile.py::" not in out  # the compile modules skip themselves


def test_messages_say_an_object_array_and_one_token():
    from gpt2.model import PromptError
    from gpt2.prompt import check_length
    with pytest.raises(TraceError, match=r"\(the first; an object array of shape \(2,\)\)"):
        jit(lambda x: x + 1)(np.array([object(), 1], dtype=object))
    with pytest.raises(PromptError, match=r"^the prompt \(1 token\) plus 64 new tokens exceed"):
        check_length(1, 64, 64)
    with pytest.raises(PromptError, match=r"^the prompt \(63 tokens\) plus 2 new tokens exceed"):
        check_length(63, 2, 64)
