"""The layer norm after a v8 product in the product's last block (pipeline/passes/tails.py,
matvec_cols_split_tail.mlir) on a GPU: gpt2-xl's `x = x + h @ W + b; layer_norm(x)` for one row, v8
forced, with odd shapes (K not a multiple of the chunk, N % 128 != 0: the last column tile part empty,
N below one tile), gpt2-xl's own (1600 x 1600, 6400 x 1600), the residual kept as a result (GPT-2: the
norm writes another buffer) and the norm computed in place over it; against float64 NumPy and against
the same program with the fusion switched off (the norm a row kernel: the same ops, their sums split
over 1024 threads instead of 256, so within f32 rounding). Each program runs three more times: the
row counter must be back to 0 (else the tail would not run again: the norm's output, poisoned with
NaN before every call, would stay NaN).

GPU tests skip cleanly without a GPU. A GPU machine has no MLIR: build first where it is and
carry build/ there:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_tails_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_tails_gpu.py                        # on the GPU
If it fails, `enabled=False` on matvec_cols_split_tail in pipeline/kernels.py turns the fusion off.
"""
from __future__ import annotations

import dataclasses
import json
import math
import os

import numpy as np
import pytest

from conftest import device_or_skip, gpu_tests_build, run_on_sm90_or_skip, run_poisoned
from frontend import jit

BUILD = gpu_tests_build("tails")
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
U = 2.0 ** -24

pytestmark = pytest.mark.gpu


def layer_norm(x, g, b):  # gpt2/reference.py's, on plain arrays
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5) * g + b


def kept(x, h, w, b, g, bn):
    """A block's down projection and the next norm: the residual is a result too (the norm writes
    another buffer), as in GPT-2, where the next residual add reads it."""
    x = x + (h @ w + b)
    return x, layer_norm(x, g, bn)


def in_place(x, h, w, b, g, bn):
    """Only the norm is a result: bufferization computes it in place over the residual's buffer."""
    return (layer_norm(x + (h @ w + b), g, bn),)


FNS = {"kept": kept, "in_place": in_place}
# (K, N): a partial last column tile and K not a multiple of the chunk; N below one 128-column tile;
# gpt2-xl's attn_out and mlp_out.
SHAPES = [(300, 200), (77, 36), (1600, 1600), (6400, 1600)]


def _build(fn, args, name: str, on: bool):
    if not PREBUILD:
        device_or_skip()
    from pipeline import kernels
    saved = kernels.KERNELS
    if not on:
        kernels.KERNELS = tuple(dataclasses.replace(k, enabled=False) if k.name == "matvec_cols_split_tail" else k
                                for k in kernels.KERNELS)
    try:
        return jit(fn, name=name).compile(*args, target="gpu", build_dir=BUILD / name, chip="sm_90", verbose=False,
                                          variant="matvec_cols_split")
    finally:
        kernels.KERNELS = saved


def _labels(program) -> list[str]:
    return [s["label"] for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"]
            if s["op"] == "launch"]


def _rel(got, want) -> float:
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    return float(np.max(np.abs(got - want)) / max(np.max(np.abs(want)), 1e-30))


def _bound(k: int, n: int) -> float:
    """A K-long f32 dot product in a fixed order, then the norm's two N-long sums and a square root:
    a few sqrt(K) and sqrt(N) u of the magnitude (tests/test_numerics.py's bounds)."""
    return 16 * (math.sqrt(k) + math.sqrt(n)) * U + 2e-6


@pytest.mark.parametrize("k, n", SHAPES, ids=[f"k{k}-n{n}" for k, n in SHAPES])
@pytest.mark.parametrize("form", FNS)
def test_norm_in_the_v8_tail_matches_float64_and_the_row_kernel(form, k, n):
    rng = np.random.default_rng(100 * k + n + len(form))
    x = (3.0 + rng.standard_normal((1, n))).astype(np.float32)  # a mean far from 0: the centring matters
    h = rng.standard_normal((1, k)).astype(np.float32)
    w = (rng.standard_normal((k, n)) / math.sqrt(k)).astype(np.float32)
    b, g, bn = (rng.standard_normal(n).astype(np.float32) for _ in range(3))
    args = (x, h, w, b, g, bn)
    name = f"tail_{form}_k{k}_n{n}"
    one, two = _build(FNS[form], args, name, True), _build(FNS[form], args, name + "_off", False)
    assert len(_labels(one)) == 1 and _labels(one)[0].endswith("(matvec_cols_split + epilogue + tail)"), _labels(one)
    assert "layer_norm" in _labels(one)[0], _labels(one)
    assert len(_labels(two)) == 2 and _labels(two)[1].endswith("(row)"), _labels(two)
    run_on_sm90_or_skip(PREBUILD)
    x64, h64, w64, b64, g64, bn64 = (v.astype(np.float64) for v in args)
    r64 = x64 + (h64 @ w64 + b64)
    want = layer_norm(r64, g64, bn64)
    got = run_poisoned(one, args)
    off = run_poisoned(two, args)
    assert not np.isnan(got[-1]).any(), "the tail left the norm unwritten"
    assert _rel(got[-1], want) < _bound(k, n), f"{form} k={k} n={n}: {_rel(got[-1], want):.3g} against float64"
    assert _rel(got[-1], off[-1]) < _bound(k, n), f"against the row kernel: {_rel(got[-1], off[-1]):.3g}"
    if form == "kept":  # the residual: v8's sums and epilogue, untouched by the tail
        assert (got[0].view(np.uint32) == off[0].view(np.uint32)).all()
        assert _rel(got[0], r64) < _bound(k, n)
    for _ in range(3):  # the row counter is back to 0: the tail runs on every call, the same bits
        again = run_poisoned(one, args)
        assert (again[-1].view(np.uint32) == got[-1].view(np.uint32)).all(), "a later call differs"


def test_two_rows_keep_the_row_kernel():
    """The tail form is for one row of A (a decoding step): with two, the norm stays a row kernel."""
    rng = np.random.default_rng(5)
    k, n = 300, 200
    args = (rng.standard_normal((2, n)).astype(np.float32), rng.standard_normal((2, k)).astype(np.float32),
            rng.standard_normal((k, n)).astype(np.float32),
            *(rng.standard_normal(n).astype(np.float32) for _ in range(3)))
    program = _build(kept, args, "tail_two_rows", True)
    assert [label.rsplit("(", 1)[1] for label in _labels(program)] == ["matvec_cols_split + epilogue)", "row)"]
    run_on_sm90_or_skip(PREBUILD)
    x64, h64, w64, b64, g64, bn64 = (v.astype(np.float64) for v in args)
    got = run_poisoned(program, args)
    assert _rel(got[-1], layer_norm(x64 + (h64 @ w64 + b64), g64, bn64)) < _bound(k, n)
