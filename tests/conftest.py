"""Shared fixtures: build folders under tmp_path and NumPy comparison with a stated tolerance.

Tests never build into the checkout's build/: GPT2_MLIR_BUILD defaults to a temporary folder for
the session, and GPU tests build there too unless their programs are meant for a GPU machine
(gpu_tests_build)."""
from __future__ import annotations

import functools
import importlib
import os
import shutil
import tempfile
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
_SESSION = {}


def pytest_configure(config):
    _SESSION["tmp"] = Path(tempfile.mkdtemp(prefix="gpt2-mlir-tests-"))
    if "GPT2_MLIR_BUILD" not in os.environ and not PREBUILD:
        os.environ["GPT2_MLIR_BUILD"] = str(_SESSION["tmp"] / "build")
        _SESSION["set"] = True


# Fast, sharp tests first, so that `pytest -x` stops in seconds on a broken compiler rather than after the
# slow model tests: the kernel library's rules and templates, the layering, the C runtime, the CPU target's
# numerics, the dedup build. The rest keep their order.
FIRST = ("test_kernel_registry.py", "test_layers.py", "test_runtime.py", "test_mutants.py", "test_numpy_support.py",
         "test_cpu_target.py", "test_dedup.py")


def pytest_collection_modifyitems(session, config, items):
    rank = {name: i for i, name in enumerate(FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(FIRST)))  # (a stable sort: the rest as collected)


JIT_MODULE = importlib.import_module("frontend.jit")  # (the name frontend.jit is also the function)
JIT_DEFAULT_CHIP = JIT_MODULE.default_chip           # the rule itself, for tests/test_frontend.py


@pytest.fixture(autouse=True, scope="session")
def _programs_for_sm_75_unless_told():
    """The tests' GPU programs are built for sm_75 unless a test names its chip, on a machine with a GPU too:
    `jit` builds for the GPU present (frontend/jit.py default_chip), and the GPU machine loads what was built
    here without one."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(JIT_MODULE, "default_chip", lambda target: "sm_75")
        yield


def pytest_unconfigure(config):
    if _SESSION.pop("set", False):
        os.environ.pop("GPT2_MLIR_BUILD", None)
    tmp = _SESSION.pop("tmp", None)
    if tmp is not None:
        shutil.rmtree(tmp, ignore_errors=True)


@functools.cache
def _gpu_present() -> bool:
    try:
        from launcher.cuda import device
        device()
        return True
    except Exception:
        return False


def gpu_tests_build(name: str = "") -> Path:
    """Where a GPU test builds its programs: the checkout's build/tests-gpu/<name> when they are
    meant for a GPU machine (GPT2_MLIR_PREBUILD=1 builds them there to carry over; a machine with a
    GPU, which may have no MLIR, reads them there), else a temporary folder: without a GPU the
    compile still runs, then the test skips."""
    if PREBUILD or _gpu_present():
        return ROOT / "build" / "tests-gpu" / name
    if "tmp" not in _SESSION:  # imported outside a pytest session
        _SESSION["tmp"] = Path(tempfile.mkdtemp(prefix="gpt2-mlir-tests-"))
    return _SESSION["tmp"] / "tests-gpu" / name

# Every CPU result must match NumPy to this relative error, measured as max|got - ref| / max|ref|.
# Float32 elementwise math and BLAS differ from NumPy by a few ulps (~1e-7); our sums run
# sequentially where NumPy sums pairwise, which stays well below this for the sizes tested.
RTOL = 1e-5


def reference_line(fragment: str) -> str:
    """"gpt2/reference.py:N" of the one line holding `fragment` (manifests and profiles name lines so)."""
    lines = (Path(__file__).resolve().parents[1] / "gpt2" / "reference.py").read_text().splitlines()
    found = [i + 1 for i, line in enumerate(lines) if fragment in line]
    assert len(found) == 1, f"{fragment!r} is on lines {found} of gpt2/reference.py"
    return f"gpt2/reference.py:{found[0]}"


def rel_err(got, ref) -> float:
    got, ref = np.asarray(got, np.float64), np.asarray(ref, np.float64)
    scale = np.abs(ref).max() if ref.size else 0.0
    diff = np.abs(got - ref).max() if ref.size else 0.0
    return float(diff / scale) if scale else float(diff)


def check_close(got, ref, tol: float = RTOL, what: str = "") -> None:
    """Same shape, same dtype as NumPy's, values within `tol` relative error."""
    got_a, ref_a = np.asarray(got), np.asarray(ref)
    assert got_a.shape == ref_a.shape, f"{what}: shape {got_a.shape} != NumPy's {ref_a.shape}"
    assert got_a.dtype == ref_a.dtype, f"{what}: dtype {got_a.dtype} != NumPy's {ref_a.dtype}"
    if np.issubdtype(ref_a.dtype, np.floating):
        err = rel_err(got_a, ref_a)
        assert err < tol, f"{what}: relative error {err:.3g} >= {tol}"
    else:
        np.testing.assert_array_equal(got_a, ref_a, err_msg=what)


@pytest.fixture
def close():
    """`close(got, ref, tol=RTOL, what="")`: see check_close."""
    return check_close


@pytest.fixture
def build_dir(tmp_path, monkeypatch):
    """GPT2_MLIR_BUILD pointed at a fresh folder for one test."""
    root = tmp_path / "build"
    monkeypatch.setenv("GPT2_MLIR_BUILD", str(root))
    return root


@pytest.fixture(scope="module")
def module_build_dir(tmp_path_factory):
    """GPT2_MLIR_BUILD for a whole module, so programs compiled once serve several tests."""
    root = tmp_path_factory.mktemp("build")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GPT2_MLIR_BUILD", str(root))
        yield root


@pytest.fixture
def rng():
    return np.random.default_rng(1234)


def nonzero(rng, *shape, dtype=np.float32, low=0.5, high=2.0):
    """Random values whose magnitude lies in [low, high), with random signs: never zero."""
    mag = rng.uniform(low, high, shape)
    return (mag * rng.choice([-1.0, 1.0], shape)).astype(dtype)


@pytest.fixture(scope="module")
def toolkit():
    """The CUDA wheel folder (ptxas, libdevice); skips where it is not installed."""
    from pipeline import toolchain
    try:
        return toolchain.cuda_toolkit()
    except toolchain.ToolchainError as e:
        pytest.skip(str(e))


def device_or_skip():
    """The GPU, or skip the test (no GPU or no driver here)."""
    from launcher.cuda import NoGpuError, device
    try:
        return device()
    except NoGpuError as e:
        pytest.skip(str(e))


def run_on_sm90_or_skip(prebuild: bool) -> None:
    """After a GPU test's build and its checks of the IR: skip when only prebuilding (no GPU run
    wanted, GPT2_MLIR_PREBUILD), or when the card is older than sm_90, the chip the PTX is built for."""
    if prebuild:
        pytest.skip("prebuilt for the GPU machine")
    from launcher.cuda import compute_capability
    if compute_capability() < (9, 0):
        pytest.skip("PTX built for sm_90")


def run_poisoned(program, args) -> list[np.ndarray]:
    """A compiled GPU program's results, run twice (the second call reuses the loaded modules and the
    captured graph), every output first filled with NaN (floats) or -7 (ints): a kernel that leaves
    an element unwritten cannot pass for one that wrote it."""
    from launcher.gpu_run import empty
    outs = None
    for _ in range(2):
        out = [empty(shape, dtype) for shape, dtype in program.traced.results]
        for o in out:
            np.asarray(o)[...] = np.nan if np.issubdtype(np.asarray(o).dtype, np.floating) else -7
        outs = [np.asarray(g).copy() for g in program(list(args), out=out)]
    return outs


def check_carried_stage(program, stage: str, text: str, present: bool = True) -> None:
    """`text` is (or is not) in the program's stage file `stage` (e.g. 06-epilogues.mlir). A GPU
    machine that got only what the launcher needs (program.json, manifest.json, kernels/; see
    docs/testing.md) has no stage files: there the structure is not read again (the CPU-side tests
    check it on every CI run), while the launch counts and the numbers still are."""
    path = program.build_dir / stage
    if path.exists():
        assert (text in path.read_text()) == present, f"{path}: {text!r} {'missing' if present else 'present'}"


def with_template(monkeypatch, stem: str, make) -> None:
    """While the test runs, kernel template `stem` is `make(tuning)` instead of its registry generator call (a
    variant to build or check); the compiler fingerprint does not see it, so a GPU machine loads the program
    prebuilt with it."""
    import dataclasses
    from pipeline import kernels
    from pipeline.kernels import Template
    made = Template(stem, make, f"test variant of {stem}")
    monkeypatch.setattr(kernels, "KERNELS", tuple(
        dataclasses.replace(k, templates=tuple(made if t.stem == stem else t for t in k.templates))
        for k in kernels.KERNELS))


def deep_ring_templates(tmp_path: Path, monkeypatch, stages: int) -> int:
    """v9's 64x128 kernel (matmul_2d_tf32_64_v9) generated with a ring of `stages` shared-memory stages (over
    48 KiB: dynamic shared memory) for matmul-templates. Returns the ring's bytes."""
    from pipeline.kernels.gen.matmul_tf32 import matmul_tf32
    with_template(monkeypatch, "matmul_2d_tf32_64_v9",
                  lambda t: matmul_tf32(2, 64, "v9", m_fastest=True, stages=stages, tuning=t))
    return stages * (64 * 20 + 2560) * 4
