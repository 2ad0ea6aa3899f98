"""Layer norms run as the prologue of the v7 GEMV after them (pipeline/passes/prologues.py) on a GPU:
`layer_norm(x) @ W + b` and `gelu(layer_norm(x) @ W + b)` (a decoding step's qkv and MLP input) for
M = 1..4 rows, odd K (77, 3077) and GPT-2's 768, N % 8 == 4 (a partial column tile), one and several
K trips, against float64 NumPy and against the same program with the norm kept as its own kernel
(its output is also returned, so it must be written): the two differ only by f32 rounding (the
fused norm's sums are split over the GEMV's 256 threads, the row kernel's over its own).

GPU tests skip cleanly without a GPU. A GPU machine has no MLIR: build first where it is and
carry build/ there:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_prologues_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_prologues_gpu.py                        # on the GPU
If it fails, the `prologue` flag of matvec_cols_vec4 in pipeline/kernels.py turns the fusion off
(the kill switch; see docs/kernels.md).
"""
from __future__ import annotations

import json
import math
import os

import numpy as np
import pytest

from conftest import check_carried_stage, device_or_skip, gpu_tests_build, run_on_sm90_or_skip, run_poisoned
from frontend import jit
from gpt2.reference import gelu
from pipeline.pipelines import gpu_stage_file

BUILD = gpu_tests_build("prologues")  # build/tests-gpu only for a GPU machine
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
U = 2.0 ** -24  # f32 unit roundoff
PROLOGUES_STAGE = gpu_stage_file("prologues")

pytestmark = pytest.mark.gpu


def layer_norm(x, g, b):  # gpt2/reference.py's, on plain arrays
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5) * g + b


OPS = {"linear": lambda h, w, b: h @ w + b, "gelu": lambda h, w, b: gelu(h @ w + b)}

# (K, N): odd K (one K trip at 77, several at 3077: 256 threads, 6 rows of W each a trip), GPT-2's
# 768 with qkv's width + 4; N % 8 == 4 everywhere (8 columns a block: the last block half empty).
SHAPES = [(77, 100), (768, 2308), (3077, 12)]


def _build(fn, args, name):
    if not PREBUILD:
        device_or_skip()
    return jit(fn, name=name).compile(*args, target="gpu", build_dir=BUILD / name, chip="sm_90", verbose=False)


def _steps(program):
    return [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]


def _rel(got, want) -> float:
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    return float(np.max(np.abs(got - want)) / max(np.max(np.abs(want)), 1e-30))


def _bound(k: int) -> float:
    """The norm (two K-long f32 sums, a square root) then a K-long f32 dot product in a fixed order: a
    few sqrt(K) u of the magnitude each (tests/test_numerics.py's bound), plus GELU's f32 tanh."""
    return 16 * math.sqrt(k) * U + 2e-6


@pytest.mark.parametrize("k, n", SHAPES, ids=[f"k{k}-n{n}" for k, n in SHAPES])
@pytest.mark.parametrize("m", [1, 2, 3, 4])
@pytest.mark.parametrize("op", OPS)
def test_norm_in_the_gemv_prologue_matches_float64_and_the_row_kernel(op, m, k, n):
    rng = np.random.default_rng(1000 * m + k + n + len(op))
    x = (3.0 + rng.standard_normal((m, k))).astype(np.float32)  # a mean far from 0: the centring matters
    g, bn = rng.standard_normal(k).astype(np.float32), rng.standard_normal(k).astype(np.float32)
    w, b = rng.standard_normal((k, n)).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    f = OPS[op]

    def fused(x, g, bn, w, b):
        return f(layer_norm(x, g, bn), w, b)

    def kept(x, g, bn, w, b):  # the norm is a result too: its row kernel writes it, the GEMV reads it
        h = layer_norm(x, g, bn)
        return f(h, w, b), h

    args = (x, g, bn, w, b)
    name = f"prologue_{op}_m{m}_k{k}_n{n}"
    one, two = _build(fused, args, name), _build(kept, args, name + "_kept")
    check_carried_stage(one, PROLOGUES_STAGE, "_pro0(", True)
    check_carried_stage(two, PROLOGUES_STAGE, "_pro0(", False)
    kinds = [s["kernel"] for s in _steps(one)]
    assert "matvec_cols_vec4_f32_prologue_epilogue" in kinds and not [s for s in _steps(one) if "(row)" in s["label"]]
    assert [s for s in _steps(two) if "(row)" in s["label"]], [s["label"] for s in _steps(two)]
    run_on_sm90_or_skip(PREBUILD)
    got, = run_poisoned(one, args)
    unfused, h = run_poisoned(two, args)
    x64, g64, bn64, w64, b64 = (v.astype(np.float64) for v in args)
    h64 = layer_norm(x64, g64, bn64)
    want = f(h64, w64, b64)
    assert got.shape == want.shape and not np.isnan(got).any()
    assert _rel(h, h64) < _bound(k), f"the row kernel's norm: {_rel(h, h64):.3g}"
    err = _rel(got, want)
    assert err < _bound(k), f"{op} m={m} k={k} n={n}: relative error {err:.3g} against float64"
    assert _rel(got, unfused) < _bound(k), f"against the unfused program: {_rel(got, unfused):.3g}"


# The head (gpt2/reference.py lm_head: layer_norm(x, final_norm) @ words.T) in v2's prologue form
# (matvec_rows_prologue.mlir): W [N, K] read along K. N % 8 != 0 (the last column tile part empty);
# 9003 columns are 1126 tiles, more than the form's 1056 blocks a row: some blocks walk two.
HEAD_SHAPES = [(77, 100), (768, 9003), (3077, 12)]


def _check_head(one, two, args, want, h64, k, what):
    check_carried_stage(one, PROLOGUES_STAGE, "_pro0(", True)
    check_carried_stage(two, PROLOGUES_STAGE, "call @gpu_matvec_rows_f32_overwrite(", True)
    assert "matvec_rows_f32_prologue" in [s["kernel"] for s in _steps(one)]
    assert not [s for s in _steps(one) if "(row)" in s["label"]], [s["label"] for s in _steps(one)]
    assert [s for s in _steps(two) if "(row)" in s["label"]], [s["label"] for s in _steps(two)]
    run_on_sm90_or_skip(PREBUILD)
    got = run_poisoned(one, args)[0]
    unfused, h = run_poisoned(two, args)
    assert got.shape == want.shape and not np.isnan(got).any()
    bound = _bound(k)
    assert _rel(h, h64) < bound, f"the row kernel's norm: {_rel(h, h64):.3g}"
    assert _rel(got, want) < bound, f"{what}: relative error {_rel(got, want):.3g} against float64"
    assert _rel(got, unfused) < bound, f"{what}: against the unfused program: {_rel(got, unfused):.3g}"


@pytest.mark.parametrize("k, n", HEAD_SHAPES, ids=[f"k{k}-n{n}" for k, n in HEAD_SHAPES])
@pytest.mark.parametrize("m", [1, 2, 4])
def test_final_norm_in_the_heads_prologue_matches_float64_and_the_row_kernel(m, k, n):
    rng = np.random.default_rng(7000 + 1000 * m + k + n)
    x = (3.0 + rng.standard_normal((m, k))).astype(np.float32)
    g, bn = rng.standard_normal(k).astype(np.float32), rng.standard_normal(k).astype(np.float32)
    w = rng.standard_normal((n, k)).astype(np.float32)

    def fused(x, g, bn, w):
        return layer_norm(x, g, bn) @ w.T

    def kept(x, g, bn, w):
        h = layer_norm(x, g, bn)
        return h @ w.T, h

    args = (x, g, bn, w)
    name = f"head_prologue_m{m}_k{k}_n{n}"
    one, two = _build(fused, args, name), _build(kept, args, name + "_kept")
    h64 = layer_norm(*(v.astype(np.float64) for v in (x, g, bn)))
    _check_head(one, two, args, h64 @ w.astype(np.float64).T, h64, k, f"head m={m} k={k} n={n}")


@pytest.mark.parametrize("m", [1, 2])
def test_final_norm_computed_in_place_over_the_residual(m):
    """GPT-2's last block leaves the residual in a buffer the final norm then overwrites: fused, the
    prologue reads the residual from that buffer (written by the kernel before) and leaves it."""
    k, n = 768, 9003
    rng = np.random.default_rng(99 + m)
    x = (3.0 + rng.standard_normal((m, k))).astype(np.float32)
    w1 = (rng.standard_normal((k, k)) / math.sqrt(k)).astype(np.float32)
    g, bn = rng.standard_normal(k).astype(np.float32), rng.standard_normal(k).astype(np.float32)
    w = rng.standard_normal((n, k)).astype(np.float32)

    def fused(x, w1, g, bn, w):
        return layer_norm(x @ w1 + x, g, bn) @ w.T

    def kept(x, w1, g, bn, w):
        h = layer_norm(x @ w1 + x, g, bn)
        return h @ w.T, h

    args = (x, w1, g, bn, w)
    name = f"head_prologue_in_place_m{m}"
    one, two = _build(fused, args, name), _build(kept, args, name + "_kept")
    x64 = x.astype(np.float64)
    h64 = layer_norm(x64 @ w1.astype(np.float64) + x64, g.astype(np.float64), bn.astype(np.float64))
    _check_head(one, two, args, h64 @ w.astype(np.float64).T, h64, k, f"in place m={m}")
