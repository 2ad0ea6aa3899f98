"""Programmatic dependent launch on a GPU (pipeline/passes/dependent_launch.py, launcher/cuda.py
`early`): programs whose kernels start early (the default on sm_90) and the same programs launched
plainly (GPT2_MLIR_PDL's switch) give the same bits and agree with float64 NumPy. The programs:
v7's GEMV over a weight (its first rows of W loaded before the wait), the same after a kernel that
makes its A (the bias's loads moved ahead of the wait, clamped where a block's columns run past N),
and over a matrix the program computes or writes (the wait at the entry). tests/test_dependent_launch.py checks where the waits
are without a GPU (and so cannot be imported on a GPU machine, which has no MLIR).

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


def scaled(x, w, b):          # A made by an earlier kernel, B and the bias weights: B's first rows and the
    return (x * 2.0)[:1] @ w + b  # bias (moved ahead by dependent-launch) load before the wait, A after it


PROGRAMS = {"weights": weights, "computed": computed, "written": written, "scaled": scaled}

def gemv_args(name, rng):
    # scaled: 60 columns, so the last block's 8 columns run past N (its bias loads are clamped)
    n = 60 if name == "scaled" else 64
    x, w, b = (rng.standard_normal(s).astype(F32) for s in ((3, 96), (96, n), (n,)))
    return (x, w, b, rng.standard_normal((1, 64)).astype(F32)) if name == "written" else (x, w, b)


def build_gemv(name, chip):
    args = gemv_args(name, np.random.default_rng(7))
    return jit(PROGRAMS[name], name=f"pdl_{name}").compile(
        *args, target="gpu", build_dir=BUILD / f"{name}-{chip}", chip=chip, verbose=False), args


def fresh(args):
    """Copies of the arguments; one the program updates in place (written's w) in device memory,
    where the launcher requires it (a copy made on the way in would take the update with it)."""
    import launcher
    return [launcher.to_device(a.copy()) if i == 1 and len(args) == 4 else a.copy() for i, a in enumerate(args)]


def _early_and_plain(program, args, monkeypatch):
    from launcher import gpu_run
    from launcher.cuda import NoGpuError, compute_capability, device
    try:
        device()
    except NoGpuError as e:
        pytest.skip(str(e))
    if compute_capability() < (9, 0):
        pytest.skip("PTX built for sm_90")
    early = run_poisoned(program, fresh(args))
    monkeypatch.setattr(gpu_run, "PDL", False)
    plain = run_poisoned(program, fresh(args))
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
    if name == "scaled":
        x = x * 2.0
    if name == "written":
        w[1:2, :] = args[3]
    want = x[:1] @ w + b
    err = np.max(np.abs(got - want)) / np.max(np.abs(want))
    assert err < 8 * math.sqrt(96) * 2.0 ** -24 + 1e-6, (name, err)
