"""The decoding step's kernels on a GPU against float64 NumPy: v7 (matvec_cols_vec4.mlir) on odd
shapes (K not a multiple of the K slices, N % 8 == 4, M = 1..4, K smaller than the threads),
with and without a fused epilogue, B at an address that is not 16-byte aligned (the kernel's
4-byte path), and v5 where N % 4 != 0; the argmax over long rows (pipeline/passes/long_argmax.py) with
ties across chunk boundaries, -inf, the max in the last element, several rows, a gathered row.

GPU tests skip cleanly without a GPU. A GPU machine has no MLIR: build first where it is and
carry build/ there:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_decode_kernels_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_decode_kernels_gpu.py                        # on the GPU
"""
from __future__ import annotations

import math
import os
import re
from pathlib import Path

import numpy as np
import pytest

from conftest import check_carried_stage, device_or_skip, gpu_tests_build, run_on_sm90_or_skip, run_poisoned

from frontend import jit
from gpt2.reference import argmax, gelu
from pipeline.pipelines import gpu_stage_file

ROOT = Path(__file__).resolve().parents[1]
BUILD = gpu_tests_build("decode")  # build/tests-gpu only for a GPU machine
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
U = 2.0 ** -24  # f32 unit roundoff

pytestmark = pytest.mark.gpu


def _built(fn, args, name, kind=None, variant=None):
    """The program for `fn` (sm_90 PTX), checked to run kernel `kind` (`variant`: forced to that
    registry kernel); skips when prebuilding, and without a GPU before compiling (so CI spends no
    time on it)."""
    if not PREBUILD:
        device_or_skip()
    program = jit(fn, name=name).compile(*args, target="gpu", build_dir=BUILD / name, chip="sm_90", verbose=False,
                                         variant=variant)
    if kind is not None:
        kinds = {re.sub(r"_\d+$", "", p.stem) for p in (program.build_dir / "kernels").glob("matvec*.ptx")}
        assert kinds == {f"{kind}_f32"}, kinds
    run_on_sm90_or_skip(PREBUILD)
    return program



def _rel(got, want) -> float:
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    return float(np.max(np.abs(got - want)) / max(np.max(np.abs(want)), 1e-30))


def _bound(k: int) -> float:
    """A K-long f32 dot product in a fixed order: error within a few sqrt(K) u of the magnitude
    (the bound tests/test_numerics.py uses for matmuls)."""
    return 8 * math.sqrt(k) * U


MATVEC = {
    # name: (m, k, n, kind); the odd ones: K past the last whole trip, N % 8 == 4 (a block's
    # second 4 columns out of range), K below the number of K slices, M = 2..4 (grid y).
    "m1_k3072_n768": (1, 3072, 768, "matvec_cols_vec4"),
    "m1_k768_n3072": (1, 768, 3072, "matvec_cols_vec4"),
    "m1_k768_n2304": (1, 768, 2304, "matvec_cols_vec4"),
    "m2_k3077_n772": (2, 3077, 772, "matvec_cols_vec4"),
    "m3_k777_n1004": (3, 777, 1004, "matvec_cols_vec4"),
    "m4_k5_n36": (4, 5, 36, "matvec_cols_vec4"),
    "m4_k1_n4": (4, 1, 4, "matvec_cols_vec4"),
    "m1_k1000_n70_v5": (1, 1000, 70, "matvec_cols"),   # N % 4 != 0: v5
}
# v8 (split K, forced) on the same shapes: chunks of K that do not divide it, a last column tile
# that is partly past N, M > 1 (grid z), K shorter than one trip of the loop.
SPLIT = {f"{name}_v8": (m, k, n, "matvec_cols_split") for name, (m, k, n, kind) in MATVEC.items()
         if kind == "matvec_cols_vec4"}
# v15 (v8's K chunks as a thread-block cluster, forced) on the same shapes: clusters of 1 (K shorter than
# a trip) up to 16 blocks, a last column tile partly past N, M > 1.
# Its three forms by shape, the first two only when every cluster is resident at once at 2 blocks an SM: the
# whole chunk before the wait (gpt2-xl's attn_out below, k5, k1), 13 rows a trip (k3072, k3077), else 6 a trip
# (k768 x n3072 and k777: 24 clusters of 11 each, past 14; gpt2-xl's qkv below: 38 of 7).
CLUSTER = {f"{name}_v15": (m, k, n, "matvec_cols_cluster") for name, (m, k, n, kind) in MATVEC.items()
           if kind == "matvec_cols_vec4"} | {"m1_k1600_n4800_v15": (1, 1600, 4800, "matvec_cols_cluster"),
                                             "m1_k1600_n1600_v15": (1, 1600, 1600, "matvec_cols_cluster")}
FORCED = ("matvec_cols_split", "matvec_cols_cluster")


@pytest.mark.parametrize("name", {**MATVEC, **SPLIT, **CLUSTER})
def test_matvec_matches_float64(name):
    m, k, n, kind = {**MATVEC, **SPLIT, **CLUSTER}[name]
    rng = np.random.default_rng(sum(map(ord, name)))
    a, b = rng.standard_normal((m, k), dtype=np.float32), rng.standard_normal((k, n), dtype=np.float32)
    program = _built(lambda a, b: a @ b, (a, b), f"matvec_{name}", kind,
                     kind if kind in FORCED else None)
    got, = run_poisoned(program, (a, b))
    assert got.shape == (m, n) and not np.isnan(got).any()
    err = _rel(got, a.astype(np.float64) @ b.astype(np.float64))
    assert err < _bound(k), f"{name}: relative error {err:.3g}"
    if kind in FORCED:  # the tickets are left zero (v15: no ticket): later calls are right, and bit for bit the same
        for _ in range(3):
            again, = run_poisoned(program, (a, b))
            assert (again.view(np.uint32) == got.view(np.uint32)).all(), f"{name}: a later call differs"


@pytest.mark.parametrize("kind", ["matvec_cols_vec4", *FORCED])
@pytest.mark.parametrize("m, k, n", [(1, 768, 3072), (3, 301, 44)])
def test_matvec_with_bias_and_gelu_epilogue(m, k, n, kind):
    """The MLP's first product as a decoding step has it: gelu(x @ W + b), one kernel."""
    rng = np.random.default_rng(k)
    x, w = rng.standard_normal((m, k), dtype=np.float32), rng.standard_normal((k, n), dtype=np.float32)
    bias = rng.standard_normal(n, dtype=np.float32)
    program = _built(lambda x, w, b: gelu(x @ w + b), (x, w, bias), f"matvec_gelu_{m}_{k}_{n}_{kind}", kind, kind)
    check_carried_stage(program, gpu_stage_file("epilogues"), "_epi0(")
    got, = run_poisoned(program, (x, w, bias))
    want = gelu(x.astype(np.float64) @ w.astype(np.float64) + bias)
    err = _rel(got, want)
    assert err < _bound(k) + 1e-6, f"relative error {err:.3g}"  # + GELU's tanh in f32


@pytest.mark.parametrize("kind, k, n", [(kind, 777, 1004) for kind in ("matvec_cols_vec4", *FORCED)]
                         + [("matvec_cols_cluster", 3072, 768), ("matvec_cols_cluster", 1600, 4800),
                            ("matvec_cols_cluster", 800, 800)])
def test_matvec_b_at_an_unaligned_address_takes_the_4_byte_path(kind, k, n):
    """B is a contiguous managed array 4 bytes into its buffer: every 16-byte load would fault
    (misaligned address); the kernel sees the address and reads 4 bytes at a time instead (v15: in each
    of its three forms)."""
    rng = np.random.default_rng(5)
    a, b = rng.standard_normal((2, k), dtype=np.float32), rng.standard_normal((k, n), dtype=np.float32)
    tag = "" if (k, n) == (777, 1004) else f"_{k}_{n}"
    program = _built(lambda a, b: a @ b, (a, b), f"matvec_unaligned_{kind}{tag}", kind, kind)
    from launcher.memory import address, empty
    big = empty((k * n + 1,), np.float32)
    b_odd = big[1:].reshape(k, n)
    b_odd[...] = b
    assert address(b_odd) % 16 != 0
    got, = run_poisoned(program, (a, b_odd))
    err = _rel(got, a.astype(np.float64) @ b.astype(np.float64))
    assert err < _bound(k), f"relative error {err:.3g}"


def _row(n, seed):
    return np.random.default_rng(seed).standard_normal(n, dtype=np.float32)


def _ties_across_chunks(n):
    x = _row(n, 1)
    top = np.float32(10.0)
    x[[1023, 1024, 2047, 2048, 30000, n - 1]] = top  # the first of them wins: 1023
    return x


def _all_neg_inf(n):
    return np.full(n, -np.inf, np.float32)  # every element is the max: index 0


def _neg_inf_but_one(n):
    x = np.full(n, -np.inf, np.float32)
    x[n - 2] = -1e30
    return x


def _max_last(n):
    x = _row(n, 2)
    x[-1] = np.float32(100.0)
    return x


def _max_first(n):
    x = _row(n, 3)
    x[0] = np.float32(100.0)
    return x


def _late_tie(n):
    x = _row(n, 4)
    x[[n - 1, n - 1025]] = np.float32(7.0)  # two chunks: the earlier chunk's index
    return x


ROWS = {"random": lambda n: _row(n, 0), "ties_across_chunks": _ties_across_chunks, "all_neg_inf": _all_neg_inf,
        "neg_inf_but_one": _neg_inf_but_one, "max_last": _max_last, "max_first": _max_first, "late_tie": _late_tie}


@pytest.mark.parametrize("n", [50257, 8192, 1000])
@pytest.mark.parametrize("case", ROWS)
def test_argmax_first_index_of_the_max(case, n):
    """One row (split into chunks from 8192 on; 1000 stays one block), against np.argmax."""
    if case in ("ties_across_chunks", "late_tie") and n < 31000:
        pytest.skip("the case places ties beyond this length")
    x = ROWS[case](n)[None, :]
    program = _built(lambda x: argmax(x), (x,), f"argmax_{n}")
    got, = run_poisoned(program, (x,))
    assert got.tolist() == [int(np.argmax(x[0]))]


def _three_rows():
    rng = np.random.default_rng(9)
    x = rng.standard_normal((3, 50257), dtype=np.float32)
    x[1, [5000, 4000]] = 50.0
    x[2, -1] = 50.0
    return x


def test_argmax_several_rows():
    x = _three_rows()
    program = _built(lambda x: argmax(x), (x,), "argmax_rows")
    got, = run_poisoned(program, (x,))
    assert got.tolist() == np.argmax(x, axis=-1).tolist() == [int(np.argmax(x[0])), 4000, 50256]


def test_argmax_of_a_gathered_row():
    """As in gpt2-next: the row is picked by a token index, inside the chunk kernel."""
    x, i = _three_rows(), np.array([1])
    program = _built(lambda x, i: argmax(x[i]), (x, i), "argmax_gathered")
    got, = run_poisoned(program, (x, i))
    assert got.tolist() == [4000]


@pytest.mark.parametrize("n", [50257, 1000])
def test_argmax_with_a_nan_gives_the_row_length_in_both_kernels(n):
    """NaN behaviour kept from the one-block kernel: arith.maximumf makes the max NaN, nothing
    equals it, and the result is the select's other value, n (not np.argmax's index of the NaN)."""
    x = _row(n, 6)[None, :]
    x[0, n // 3] = np.nan
    program = _built(lambda x: argmax(x), (x,), f"argmax_nan_{n}")  # its own folder: traces carry their lines
    got, = run_poisoned(program, (x,))
    assert got.tolist() == [n]


def _token_or_zero(x):
    """As in gpt2-next: the argmax, and per row the token the next queued step reads (0 for a row
    holding NaN), computed in the split's combine kernel."""
    best = argmax(x)
    return best, np.where(best < x.shape[-1], best, 0)


@pytest.mark.parametrize("nan", [False, True], ids=["finite", "nan"])
def test_argmax_with_per_row_ops_after_it(nan):
    x = _row(50257, 8)[None, :]
    if nan:
        x[0, 777] = np.nan
    program = _built(_token_or_zero, (x,), f"argmax_then_{'nan' if nan else 'finite'}")
    best, token = run_poisoned(program, (x,))
    want = 50257 if nan else int(np.argmax(x[0]))
    assert best.tolist() == [want] and token.tolist() == [0 if nan else want]


# Half-precision B (weights stored in float16 or bfloat16, widened to f32 as they are loaded): v7, v8 and v15
# at gpt2-xl's widths and odd ones, and the head's v2 (x @ w.T) with its argmax. Each against float64 on the
# same rounded weights: the widening is exact, so the f32 bound holds.
HALF_B = {
    "m1_k768_n3072": (1, 768, 3072, "matvec_cols_vec4", False),
    "m3_k777_n1004": (3, 777, 1004, "matvec_cols_vec4", False),
    "m1_k1600_n6400_v8": (1, 1600, 6400, "matvec_cols_split", True),
    "m2_k777_n1004_v8": (2, 777, 1004, "matvec_cols_split", True),
    "m1_k6400_n1600_v15": (1, 6400, 1600, "matvec_cols_cluster", False),
    "m1_k1600_n4800_v15": (1, 1600, 4800, "matvec_cols_cluster", False),
    "m1_k40_n516_v15": (1, 40, 516, "matvec_cols_cluster", True),
}


@pytest.mark.parametrize("weight", ["float16", "bfloat16"])
@pytest.mark.parametrize("name", HALF_B)
def test_matvec_with_half_b_matches_float64(name, weight):
    m, k, n, kind, forced = HALF_B[name]
    w = {"float16": "f16", "bfloat16": "bf16"}[weight]
    rng = np.random.default_rng(sum(map(ord, name)))
    a = rng.standard_normal((m, k), dtype=np.float32)
    b = rng.standard_normal((k, n), dtype=np.float32).astype(_np_dtype(weight))
    program = _built(lambda a, b: a @ b, (a, b), f"matvec_{name}_{w}w", None,
                     f"{kind}_{w}w" if forced else None)
    kinds = {re.sub(r"_\d+$", "", p.stem) for p in (program.build_dir / "kernels").glob("matvec*.ptx")}
    assert kinds == {f"{kind}_{w}w_f32"}, kinds
    got, = run_poisoned(program, (a, b))
    err = _rel(got, a.astype(np.float64) @ b.astype(np.float64))
    assert got.shape == (m, n) and err < _bound(k), f"{name} {weight}: relative error {err:.3g}"


@pytest.mark.parametrize("weight", ["float16", "bfloat16"])
@pytest.mark.parametrize("k, n", [(768, 9001), (770, 8200)])  # K % 4 == 0: v13's form; else v2's (N: a long argmax)
@pytest.mark.parametrize("then_argmax", [False, True], ids=["head", "head+argmax"])
def test_the_heads_half_forms_and_their_argmax_match_float64(k, n, weight, then_argmax):
    """x @ w.T with w stored in half precision (the head over the word embeddings), or its argmax (one kernel:
    the head's, pipeline/passes/head_argmax.py)."""
    w = {"float16": "f16", "bfloat16": "bf16"}[weight]
    rng = np.random.default_rng(k + n)
    x = rng.standard_normal((1, k), dtype=np.float32)
    words = rng.standard_normal((n, k), dtype=np.float32).astype(_np_dtype(weight))
    fn = (lambda x, words: argmax((x @ words.T)[0])) if then_argmax else (lambda x, words: x @ words.T)
    program = _built(fn, (x, words), f"head{'_argmax' if then_argmax else ''}_{k}_{n}_{w}w")
    kinds = {re.sub(r"_\d+$", "", p.stem) for p in (program.build_dir / "kernels").glob("*.ptx")}
    form = (f"matvec_rows_argmax_vec4_{w}w_f32_argmax" if k % 4 == 0 else f"matvec_rows_{w}w_f32_argmax") \
        if then_argmax else f"matvec_rows_{w}w_f32"
    assert kinds == {form}, kinds
    got, = run_poisoned(program, (x, words))
    want = x.astype(np.float64) @ words.astype(np.float64).T
    if then_argmax:
        assert int(got) == int(np.argmax(want[0]))
    else:
        assert _rel(got, want) < _bound(k)


def _np_dtype(weight: str):
    if weight == "bfloat16":
        import ml_dtypes
        return ml_dtypes.bfloat16
    return np.float16
