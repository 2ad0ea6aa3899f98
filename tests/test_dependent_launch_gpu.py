"""Programmatic dependent launch on a GPU (pipeline/passes/dependent_launch.py, launcher/cuda.py
`early`): programs whose kernels start early (the default on sm_90) and the same programs launched
plainly (GPT2_MLIR_PDL's switch) give the same bits and agree with float64 NumPy. The programs:
v7's GEMV over a weight (its first rows of W loaded before the wait), over a matrix the program
computes or writes (the wait at the entry), and the v9/v11/v12 tensor-core matmuls with A made by
a kernel before them, over a weight (B's first K tiles copied before the wait, A's after it) or over
a computed B. tests/test_dependent_launch.py checks where the waits are without a GPU.

A GPU machine has no MLIR: build first where it is and carry build/ there:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_dependent_launch_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_dependent_launch_gpu.py                        # on the GPU
"""
from __future__ import annotations

import math

import numpy as np
import pytest

from conftest import gpu_tests_build, run_poisoned
from frontend import jit

F32 = np.float32
BUILD = gpu_tests_build("dependent-launch")


def weights(x, w, b):          # B a weight: its first rows load before the wait
    return x[:1] @ w + b


def computed(x, w, b):         # B made by an earlier kernel: wait first
    return x[:1] @ (w * 2.0) + b


def written(x, w, b, rows):    # B an argument the program writes (a cache): wait first
    w[1:2, :] = rows
    return x[:1] @ w + b


PROGRAMS = {"weights": weights, "computed": computed, "written": written}

# The tensor-core matmuls: A made by a kernel before (x * 2), B a weight or made too.
TC_VARIANTS = ["matmul_2d_tf32_v9", "matmul_2d_tf32_64_v9", "matmul_2d_tf32_64_split", "matmul_2d_tf32_64_stream"]


def tc_weight(x, w, b):        # B a weight: B's first K tiles are copied before the wait
    return (x * 2.0) @ w + b


def tc_computed(x, w, b):      # B made by an earlier kernel: wait first
    return (x * 2.0) @ (w * 2.0) + b


TC_PROGRAMS = {"tc_weight": tc_weight, "tc_computed": tc_computed}


def gemv_args(name, rng):
    x, w, b = (rng.standard_normal(s).astype(F32) for s in ((3, 96), (96, 64), (64,)))
    return (x, w, b, rng.standard_normal((1, 64)).astype(F32)) if name == "written" else (x, w, b)


def build_gemv(name, chip):
    args = gemv_args(name, np.random.default_rng(7))
    return jit(PROGRAMS[name], name=f"pdl_{name}").compile(
        *args, target="gpu", build_dir=BUILD / f"{name}-{chip}", chip=chip, verbose=False), args


def build_tc(name, variant):
    """K = 200 (12.5 tiles), 70 x 260 outputs: partial tiles on every edge; v11 splits K, v12 shares steps."""
    rng = np.random.default_rng(11)
    args = tuple(rng.standard_normal(s).astype(F32) for s in ((70, 200), (200, 260), (260,)))
    return jit(TC_PROGRAMS[name], name=f"pdl_{name}").compile(
        *args, target="gpu", build_dir=BUILD / f"{name}-{variant}", chip="sm_90", verbose=False, variant=variant), args


def _early_and_plain(program, args, monkeypatch):
    from launcher import gpu_run
    from launcher.cuda import NoGpuError, compute_capability, device
    try:
        device()
    except NoGpuError as e:
        pytest.skip(str(e))
    if compute_capability() < (9, 0):
        pytest.skip("PTX built for sm_90")
    early = run_poisoned(program, [a.copy() for a in args])
    monkeypatch.setattr(gpu_run, "PDL", False)
    plain = run_poisoned(program, [a.copy() for a in args])
    assert (early[0].view(np.uint32) == plain[0].view(np.uint32)).all()
    return early[0]


@pytest.mark.gpu
@pytest.mark.parametrize("name", list(PROGRAMS))
def test_early_and_plain_launches_agree_with_float64(name, monkeypatch):
    program, args = build_gemv(name, "sm_90")
    got = _early_and_plain(program, args, monkeypatch)
    x, w, b = (a.astype(np.float64) for a in args[:3])
    if name == "computed":
        w = w * 2.0
    if name == "written":
        w[1:2, :] = args[3]
    want = x[:1] @ w + b
    err = np.max(np.abs(got - want)) / np.max(np.abs(want))
    assert err < 8 * math.sqrt(96) * 2.0 ** -24 + 1e-6, (name, err)


@pytest.mark.gpu
@pytest.mark.parametrize("variant", TC_VARIANTS)
@pytest.mark.parametrize("name", list(TC_PROGRAMS))
def test_tensor_core_matmuls_early_and_plain_agree_with_float64(name, variant, monkeypatch):
    program, args = build_tc(name, variant)
    got = _early_and_plain(program, args, monkeypatch)
    x, w, b = (a.astype(np.float64) for a in args)
    want = (x * 2.0) @ (w * 2.0 if name == "tc_computed" else w) + b
    err = np.max(np.abs(got - want)) / np.max(np.abs(want))
    assert err < 8 * math.sqrt(200) * 2.0 ** -24, (name, variant, err)
