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
If it fails, taking head_argmax.fuse_head_argmax out of row-kernels turns the fusion off.

Two forms of the fused kernel: v13 (matvec_rows_argmax_vec4, 16-byte loads of W: chosen) and v2's
(its 4-byte loads: the sums of the unfused head, so its logits are those bit for bit); v13's sums
are in another order, so its logits are held to float64 and its index to its own logits. W at an
odd offset (a view one float into a buffer) takes v13's 4-byte path.
"""
from __future__ import annotations

import importlib.util
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


# (case, N, K): K = 1600 (gpt2-xl's) and 100 end in a part step of v13's (K % 128 != 0)
CASES = [("random", 9003, 768), ("tie", 9003, 768), ("last", 9003, 768), ("nan", 9003, 768), ("inf", 9003, 768),
         ("first", 9003, 768), ("random", 50257, 768), ("random", 9003, 1600), ("tie", 9003, 100)]


def step_at_offset(x, pos, last, g, bn, w_wide):
    """step with W a view one float into its buffer (rows 4 floats apart more than K: not 16-byte aligned)."""
    return step(x, pos, last, g, bn, w_wide[:, 1:1 + x.shape[-1]])


# form -> (head_argmax's function replaced, by what): v13's kernel, v2's, or no fusion
FORMS = {"v13": None, "v2": ("template_for", lambda k, weight="f32": "matvec_rows_argmax"), "off": ("fuse_head_argmax", lambda m: 0)}


def _build(name, args, form: str = "v13", fn=step):
    """The program with the registry's switches for `form`: v13's kernel, v2's, or no fusion."""
    if not PREBUILD:
        device_or_skip()
    if importlib.util.find_spec("mlir") is None:  # the GPU machine: the programs were built (patched) here
        return jit(fn, name=name).compile(*args, target="gpu", build_dir=BUILD / name, chip="sm_90", verbose=False)
    from pipeline.passes import head_argmax
    name_value = FORMS[form]
    saved = getattr(head_argmax, name_value[0]) if name_value else None
    if name_value:
        setattr(head_argmax, *name_value)
    try:
        return jit(fn, name=name).compile(*args, target="gpu", build_dir=BUILD / name, chip="sm_90", verbose=False)
    finally:
        if name_value:
            setattr(head_argmax, name_value[0], saved)


def _labels(program):
    return [s["label"] for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"]
            if s["op"] == "launch"]


@pytest.mark.parametrize("case, n, k", CASES, ids=[f"{c}-n{n}" + ("" if k == 768 else f"-k{k}") for c, n, k in CASES])
def test_head_argmax_matches_the_reference(case, n, k):
    rng = np.random.default_rng(CASES.index((case, n, k)) + 31)
    x = (3.0 + rng.standard_normal((1, k))).astype(np.float32)
    g, bn = rng.standard_normal(k).astype(np.float32), rng.standard_normal(k).astype(np.float32)
    w = rng.standard_normal((n, k)).astype(np.float32)
    h64 = layer_norm(x.astype(np.float64), g.astype(np.float64), bn.astype(np.float64))
    _plant(case, h64, w)
    args = (x, np.array(5, np.int64), np.array([0]), g, bn, w)
    name = f"head_argmax_{case}_n{n}" + ("" if k == 768 else f"_k{k}")
    one, v2, two = _build(name, args), _build(name + "_v2", args, "v2"), _build(name + "_off", args, "off")
    # (the next token and position go into the last result from the argmax's kernel, in every form)
    assert len(_labels(one)) == 1 and _labels(one)[0].endswith("(matvec_rows_argmax_vec4 + prologue + argmax)"), _labels(one)
    assert len(_labels(v2)) == 1 and _labels(v2)[0].endswith("(matvec_rows + prologue + argmax)"), _labels(v2)
    assert len(_labels(two)) == 3, _labels(two)
    run_on_sm90_or_skip(PREBUILD)
    for _ in range(3):  # the ticket's counter must be back to 0 after every call
        off_logits, off_index, off_following = run_poisoned(two, args)
        for program in (one, v2):
            logits, index, following = run_poisoned(program, args)
            assert logits.shape == (1, n) and index.shape == (1,)
            # the next step's token (0 for a NaN row) and position, computed after the index
            token = int(index[0]) if int(index[0]) < n else 0
            assert following.tolist() == [token, 6], following
            if program is v2:  # the same kernel sums as the unfused head
                np.testing.assert_array_equal(logits, off_logits)
                assert off_following.tolist() == following.tolist() and int(off_index[0]) == int(index[0])
            # the logits: float64 within f32 rounding
            want = h64 @ w.astype(np.float64).T
            finite = np.isfinite(want) & np.isfinite(logits)
            assert (np.isnan(logits) == np.isnan(off_logits)).all()
            scale = np.max(np.abs(want[finite]))
            assert np.max(np.abs(logits[finite] - want[finite])) / scale < 16 * math.sqrt(k) * U + 2e-6
            # the index: exactly the reference's on the logits the kernel returned
            assert int(index[0]) == _reference_index(logits), (case, int(index[0]), _reference_index(logits))
            expected = {"tie": n // 3, "last": n - 1, "nan": n, "inf": n // 5, "first": 0}
            if case in expected:
                assert int(index[0]) == expected[case], (case, int(index[0]))


def test_v13_at_an_odd_offset_takes_its_4_byte_path():
    """W one float into its rows' buffer: v13 is still chosen (K % 4 == 0) but its address check fails, so
    every column takes v2's 4-byte loop: the unfused head's sums bit for bit."""
    k, n = 768, 9003
    rng = np.random.default_rng(77)
    x = (3.0 + rng.standard_normal((1, k))).astype(np.float32)
    g, bn = rng.standard_normal(k).astype(np.float32), rng.standard_normal(k).astype(np.float32)
    w = rng.standard_normal((n, k)).astype(np.float32)
    w_wide = rng.standard_normal((n, k + 4)).astype(np.float32)
    w_wide[:, 1:1 + k] = w
    args = (x, np.array(5, np.int64), np.array([0]), g, bn, w_wide)
    one = _build("head_argmax_offset", args, fn=step_at_offset)
    two = _build("head_argmax_offset_off", args, "off", fn=step_at_offset)
    assert _labels(one)[0].endswith("(matvec_rows_argmax_vec4 + prologue + argmax)"), _labels(one)
    run_on_sm90_or_skip(PREBUILD)
    logits, index, _ = run_poisoned(one, args)
    off_logits, off_index, _ = run_poisoned(two, args)
    np.testing.assert_array_equal(logits, off_logits)
    want = layer_norm(x.astype(np.float64), g.astype(np.float64), bn.astype(np.float64)) @ w.astype(np.float64).T
    assert np.max(np.abs(logits - want)) / np.max(np.abs(want)) < 16 * math.sqrt(k) * U + 2e-6
    assert int(index[0]) == _reference_index(logits) == int(off_index[0])
