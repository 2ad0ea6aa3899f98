"""The argmax in the head's epilogue (pipeline/passes/head_argmax.py, matvec_rows_argmax.mlir) on a
GPU: gpt2_next's tail, `logits = (layer_norm(x) @ W.T)[last]; argmax(logits)`, with random data
and with planted values in W (so in the logits): two equal maxima (the first wins), the max in the
last column (the last, partial column tile), a NaN (gives the row's length), +Inf twice (the first),
and the vocabulary's size. The logits against float64 NumPy and against the program with the fusion
switched off (long_argmax's two kernels); the index exactly the reference's argmax of the logits the
kernel itself returned (np.argmax's first index; a NaN gives N).

GPU tests skip cleanly without a GPU. A GPU machine has no MLIR: build first where it is and
carry build/ there:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_head_argmax_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_head_argmax_gpu.py                        # on the GPU
If it fails, `enabled=False` on matvec_rows_argmax in pipeline/kernels.py turns the fusion off.
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
from gpt2.reference import argmax

BUILD = gpu_tests_build("head_argmax")
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
U = 2.0 ** -24

pytestmark = pytest.mark.gpu


def layer_norm(x, g, b):  # gpt2/reference.py's, on plain arrays
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5) * g + b


def step(x, pos, last, g, bn, w):
    """gpt2/model.py gpt2_next's tail: the head, the row of token `last`, its argmax, the next token
    (0 for a NaN row) and position."""
    logits = (layer_norm(x, g, bn) @ w.T)[last]
    best = argmax(logits)
    token = np.where(best < logits.shape[-1], best, 0)
    return logits, best, np.concatenate([token, pos + last + 1])


def _reference_index(logits: np.ndarray) -> int:
    """gpt2/reference.py argmax on one row: the first index of the max; a NaN anywhere gives N."""
    row = logits.reshape(-1)
    return len(row) if np.isnan(row).any() else int(np.argmax(row))


def _plant(case: str, h64: np.ndarray, w: np.ndarray) -> None:
    """Rows of W that give the logits the case needs (h64: the norm's row, float64)."""
    n = w.shape[0]
    big = (50 * np.sign(h64[0])).astype(np.float32)  # a logit of 50 * sum|h|: far above the others
    if case == "tie":
        w[n // 3] = big
        w[n // 3 + 4321] = big  # the same row: bit for bit the same logit, in another block
    elif case == "last":
        w[n - 1] = big
    elif case == "nan":
        w[n // 2, 5] = np.nan
        w[n - 1] = big
    elif case == "inf":
        w[n // 5] = (np.float32(3e38) * np.sign(h64[0])).astype(np.float32)  # overflows to +Inf
        w[n // 5 + 777] = w[n // 5]
        w[7] = big
    elif case == "first":
        w[0] = big


CASES = [("random", 9003), ("tie", 9003), ("last", 9003), ("nan", 9003), ("inf", 9003), ("first", 9003),
         ("random", 50257)]


def _build(name, args, on: bool):
    if not PREBUILD:
        device_or_skip()
    from pipeline import kernels
    saved = kernels.KERNELS
    if not on:
        kernels.KERNELS = tuple(dataclasses.replace(k, enabled=False) if k.name == "matvec_rows_argmax" else k
                                for k in kernels.KERNELS)
    try:
        return jit(step, name=name).compile(*args, target="gpu", build_dir=BUILD / name, chip="sm_90", verbose=False)
    finally:
        kernels.KERNELS = saved


def _labels(program):
    return [s["label"] for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"]
            if s["op"] == "launch"]


@pytest.mark.parametrize("case, n", CASES, ids=[f"{c}-n{n}" for c, n in CASES])
def test_head_argmax_matches_the_reference(case, n):
    k = 768
    rng = np.random.default_rng(CASES.index((case, n)) + 31)
    x = (3.0 + rng.standard_normal((1, k))).astype(np.float32)
    g, bn = rng.standard_normal(k).astype(np.float32), rng.standard_normal(k).astype(np.float32)
    w = rng.standard_normal((n, k)).astype(np.float32)
    h64 = layer_norm(x.astype(np.float64), g.astype(np.float64), bn.astype(np.float64))
    _plant(case, h64, w)
    args = (x, np.array(5, np.int64), np.array([0]), g, bn, w)
    name = f"head_argmax_{case}_n{n}"
    one, two = _build(name, args, True), _build(name + "_off", args, False)
    # (the next position's copy stays a one-thread kernel, in both)
    assert len(_labels(one)) == 2 and _labels(one)[0].endswith("(matvec_rows + prologue + argmax)"), _labels(one)
    assert len(_labels(two)) == 4, _labels(two)
    run_on_sm90_or_skip(PREBUILD)
    for _ in range(3):  # the ticket's counter must be back to 0 after every call
        logits, index, following = run_poisoned(one, args)
        off_logits, off_index, off_following = run_poisoned(two, args)
        assert logits.shape == (1, n) and index.shape == (1,)
        # the next step's token (0 for a NaN row) and position, computed after the index
        token = int(index[0]) if int(index[0]) < n else 0
        assert following.tolist() == [token, 6] == off_following.tolist(), (following, off_following)
        # the logits: the same kernel sums as the unfused head, and float64 within f32 rounding
        np.testing.assert_array_equal(logits, off_logits)
        want = h64 @ w.astype(np.float64).T
        finite = np.isfinite(want) & np.isfinite(logits)
        scale = np.max(np.abs(want[finite]))
        assert np.max(np.abs(logits[finite] - want[finite])) / scale < 16 * math.sqrt(k) * U + 2e-6
        # the index: exactly the reference's on those logits, and the unfused program's
        assert int(index[0]) == _reference_index(logits) == int(off_index[0]), (case, int(index[0]), int(off_index[0]))
    expected = {"tie": n // 3, "last": n - 1, "nan": n, "inf": n // 5, "first": 0}
    if case in expected:
        assert int(index[0]) == expected[case], (case, int(index[0]))
