"""Mistakes that used to end in a traceback (or in silence) end in one `error:` line and a non-zero
exit; the Python API says the same in its own words (`target="cpu"`, `seed`), not the command line's."""
from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from test_gpt2_tasks import PROMPT, assert_ok, assert_one_line_error, env, invoke  # noqa: F401 (env: a fixture)

ROOT = Path(__file__).resolve().parents[1]
RUN = ["run", "--target", "cpu", "--model", "tiny", "--tokens", "2", "--prompt", PROMPT, "--fused"]


def assert_error_line(proc, *fragments):
    """Non-zero exit, no traceback, and the last line is the one `error:` line holding every fragment
    (lines before it, like `weights: ...`, report progress)."""
    out = proc.stdout + proc.stderr
    assert proc.returncode != 0 and "Traceback" not in out, out
    errors = [line for line in out.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and proc.stderr.strip().splitlines()[-1] == errors[0], out
    for fragment in fragments:
        assert fragment in errors[0], f"{fragment!r} not in {errors[0]!r}"
    return errors[0]


# --- seeds ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("task, option", [("run", "--seed"), ("run", "--weights-seed"), ("verify", "--weights-seed"),
                                          ("bench", "--seed")])
def test_negative_seeds_are_one_line(env, task, option):
    args = {"run": RUN + ["--temperature", "0.8"], "verify": ["verify", "--target", "cpu", "--model", "tiny"],
            "bench": ["bench", "--target", "cpu", "--model", "tiny", "--modes", "reference", "--tokens", "2"]}[task]
    assert_one_line_error(invoke(env, *args, option, "-1"), f"{option} must be a whole number >= 0 (got -1)")


def test_api_refuses_negative_seeds_in_its_own_words(module_build_dir):
    from gpt2 import GPT2
    from contract.errors import Gpt2MlirError
    with pytest.raises(Gpt2MlirError, match=r"^seed must be a whole number >= 0 \(got -1\)$"):
        GPT2.from_pretrained("tiny", target="cpu", seed=-1)
    model = GPT2.from_pretrained("tiny", target="cpu")
    with pytest.raises(Gpt2MlirError, match=r"^seed must be a whole number >= 0 \(got -3\)$"):
        model.generate(PROMPT, max_new_tokens=2, temperature=0.8, seed=-3)
    with pytest.raises(Gpt2MlirError, match=r"^temperature must be a finite number >= 0"):
        model.generate(PROMPT, max_new_tokens=2, temperature=-1.0)


# --- --json ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("task", ["run", "verify", "bench"])
def test_json_that_cannot_be_written_is_refused_before_any_work(env, tmp_path, task):
    args = {"run": RUN, "verify": ["verify", "--target", "cpu", "--model", "tiny", "--tokens", "1"],
            "bench": ["bench", "--target", "cpu", "--model", "tiny", "--modes", "reference", "--tokens", "1"]}[task]
    missing = tmp_path / "nonexistent" / "dir" / "out.json"
    assert_one_line_error(invoke(env, *args, "--json", str(missing)), "does not exist")
    assert_one_line_error(invoke(env, *args, "--json", str(tmp_path)), "is a folder", "out.json")
    # one line only: no `weights:` line, nothing built or loaded before the refusal
    assert list(tmp_path.iterdir()) == []


# --- GPT2_MLIR_BUILD ---------------------------------------------------------------------------------
@contextlib.contextmanager
def read_only(folder: Path):
    """Make a folder tree unwritable, even for root (chattr +i), and writable again afterwards."""
    if os.geteuid() == 0:
        if shutil.which("chattr") is None or subprocess.run(["chattr", "-R", "+i", str(folder)]).returncode:
            pytest.skip("running as root without chattr +i: cannot make a folder read-only")
        try:
            yield folder
        finally:
            subprocess.run(["chattr", "-R", "-i", str(folder)], check=True)
    else:
        modes = {p: p.stat().st_mode for p in [folder, *folder.rglob("*")] if p.is_dir()}
        for p in modes:
            p.chmod(0o555)
        try:
            yield folder
        finally:
            for p, mode in modes.items():
                p.chmod(mode)


def test_build_folder_that_is_a_file_or_read_only(env, tmp_path):
    a_file = tmp_path / "build-file"
    a_file.write_text("not a folder")
    proc = invoke(dict(env, GPT2_MLIR_BUILD=str(a_file)), *RUN)
    assert_error_line(proc, f"cannot build into {a_file}/cpu/tiny-fused/", f"{a_file} is a file, not a folder",
                      "GPT2_MLIR_BUILD")
    folder = tmp_path / "empty"
    folder.mkdir()
    with read_only(folder):
        proc = invoke(dict(env, GPT2_MLIR_BUILD=str(folder)), *RUN)
    assert_error_line(proc, "cannot build into", "is not writable", "GPT2_MLIR_BUILD")


def test_a_prebuilt_read_only_build_folder_keeps_working(env, tmp_path):
    folder = tmp_path / "prebuilt"
    first = invoke(dict(env, GPT2_MLIR_BUILD=str(folder)), *RUN)
    assert_ok(first)
    with read_only(folder):
        again = invoke(dict(env, GPT2_MLIR_BUILD=str(folder)), *RUN)
    assert_ok(again)
    assert again.stdout == first.stdout and "up to date: " in again.stderr


# --- stages, prompts ---------------------------------------------------------------------------------
def test_a_stage_tool_that_writes_nothing_says_so(tmp_path):
    from pipeline import stages
    true = shutil.which("true")
    with pytest.raises(stages.StageError) as e:
        stages.run_tool("binary", [true], None, tmp_path / "out.bin")
    assert f"true exited 0 but wrote nothing: {tmp_path / 'out.bin'} does not exist" in str(e.value)
    assert "exit status 0" not in str(e.value)


def test_a_prompt_that_is_not_utf8_is_refused(env):
    """A command-line argument that is not valid UTF-8 reaches Python as surrogate escapes."""
    args = [sys.executable, "-m", "invoke", *RUN[:-3], "--prompt", b"caf\xe9 au lait", "--fused"]
    proc = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert_one_line_error(proc, "the prompt is not valid UTF-8: byte 0xe9 at character 3 cannot be decoded")


def test_api_refuses_text_with_lone_surrogates(module_build_dir):
    from gpt2 import GPT2
    from gpt2.tokenizer import TextError
    model = GPT2.from_pretrained("tiny", target="cpu")
    with pytest.raises(TextError, match="byte 0xff at character 2"):
        model.generate("ab\udcffc", max_new_tokens=1)
    with pytest.raises(TextError, match=r"lone surrogate U\+D800"):
        model.encode("x\ud800")


def test_no_gpu_error_uses_api_words_in_python_and_flags_on_the_command_line(env):
    from launcher.cuda import NoGpuError, device
    try:
        device()
        pytest.skip("a GPU is present here")
    except NoGpuError as e:
        assert 'target="cpu"' in str(e) and "--target" not in str(e)
    from gpt2 import GPT2
    with pytest.raises(NoGpuError, match='use target="cpu"'):
        GPT2.from_pretrained("tiny", target="gpu")
    proc = invoke(env, "run", "--target", "gpu", "--model", "tiny", "--prompt", PROMPT)
    line = assert_one_line_error(proc, "use `--target cpu`")
    assert 'target="cpu"' not in line


# --- smaller things the trial hit --------------------------------------------------------------------
def test_example_builds_are_keyed_by_chip_and_an_up_to_date_build_says_so(env, tmp_path):
    pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")
    from contract.errors import Gpt2MlirError
    from pipeline import toolchain
    e = dict(env, GPT2_MLIR_BUILD=str(tmp_path))
    build = ["build", "--target", "cpu", "--program", "gelu"]
    assert_ok(invoke(e, *build))
    again = invoke(e, *build)
    assert_ok(again)
    assert again.stderr.strip() == f"up to date: {tmp_path / 'cpu' / 'gelu'}"
    try:
        toolchain.cuda_toolkit()
    except Gpt2MlirError as err:
        pytest.skip(str(err))
    for chip in ("sm_75", "sm_90"):
        assert_ok(invoke(e, "build", "--target", "gpu", "--program", "gelu", "--chip", chip))
    first = (tmp_path / "gpu" / "sm_75" / "gelu" / "program.json").read_text()
    assert '"chip": "sm_75"' in first and '"chip": "sm_90"' in (tmp_path / "gpu" / "sm_90" / "gelu" / "program.json").read_text()
    assert "up to date: " in invoke(e, "build", "--target", "gpu", "--program", "gelu", "--chip", "sm_75").stderr


def test_tests_build_in_temporary_folders():
    """Unless GPT2_MLIR_PREBUILD asks to build for a GPU machine, nothing a test builds lands in the
    checkout's build/ (conftest.py)."""
    from conftest import PREBUILD, _gpu_present, gpu_tests_build
    from frontend.jit import build_root
    if PREBUILD:
        pytest.skip("GPT2_MLIR_PREBUILD: GPU tests build into build/tests-gpu on purpose")
    assert not build_root().resolve().is_relative_to(ROOT)
    if not _gpu_present():
        assert not gpu_tests_build("oracle").resolve().is_relative_to(ROOT)
