"""Fused epilogues (pipeline/passes/epilogues.py) in every 2-D matmul family on a GPU: v1
(matmul_2d), v3 (matmul_2d_reg), v4 (matmul_2d_reg128), v9 (matmul_2d_tf32_64_v9), v11 (matmul_2d_tf32_64_split) and v12 (matmul_2d_tf32_64_stream),
each forced with the registry's variant option, on odd shapes (M, N and K multiples of no tile),
with a bias, a bias then GELU, a residual add after the bias (`x + (a @ w + b)`, as
gpt2/reference.py's blocks have it) and a transpose (C stored through a transposed view), against
float64 NumPy; the batched kernels storing attention's merge_heads transpose the same way; and bit for bit against the same
program with the epilogue left as its own kernel (the product is also returned, so it must be
written, and the op reads it back): the epilogue runs once, on the final sum, with the same f32 ops.

GPU tests skip cleanly without a GPU. A GPU machine has no MLIR: build first where it is and
carry build/ there:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_epilogues_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_epilogues_gpu.py                        # on the GPU
If one family fails, its `epilogue` flag in pipeline/kernels.py turns its fusion off (the kill
switch; see docs/kernels.md).
"""
from __future__ import annotations

import math
import os
import re

import numpy as np
import pytest

from conftest import check_carried_stage, device_or_skip, gpu_tests_build, run_on_sm90_or_skip, run_poisoned
from frontend import jit
from gpt2.reference import gelu
from pipeline.pipelines import gpu_stage_file

BUILD = gpu_tests_build("epilogues")  # build/tests-gpu only for a GPU machine
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
U = 2.0 ** -24  # f32 unit roundoff

pytestmark = pytest.mark.gpu

# Per family: (M, K, N), none a multiple of its tiles (v1: 16x16 and K in 4 slices of 16; v3: 64x64,
# K 16 deep; v4: 128x128; v6: 128x128 or 64x128, K 16 deep, mma tiles 16x8x8), each with partial
# tiles in both M and N and a K remainder.
FAMILIES = {
    "matmul_2d": (37, 133, 45),
    "matmul_2d_reg": (70, 77, 130),
    "matmul_2d_reg128": (131, 77, 260),
    "matmul_2d_tf32_64_v9": (70, 76, 136),   # 16-byte copies, K % 16 = 12
    "matmul_2d_tf32_64_split": (37, 300, 136),  # v11: K in 5 chunks of 64 (the last 44), 2 tiles
    "matmul_2d_tf32_64_cluster": (37, 300, 136),  # v20: the same 5 chunks, one cluster a tile
    "matmul_2d_tf32_64_stream": (1100, 77, 2000),  # v12: 288 tiles, whole and split ones, K rest 13
}

EPILOGUES = {
    "bias": lambda c, b, x: c + b,
    "bias_gelu": lambda c, b, x: gelu(c + b),
    "residual": lambda c, b, x: x + (c + b),
    "transpose": lambda c, b, x: c.T,  # no op left: the kernel stores through a transposed view
}

# Attention's merge_heads after p @ v, [heads, n, d] -> [n, heads * d], in the batched kernels'
# store (epilogues.store_transposed); per kernel (batch, M, K, N), odd against its tiles.
BATCHED = {
    "matmul_batched": (5, 37, 45, 29),
    "matmul_batched_reg": (3, 70, 77, 130),
    "matmul_batched_tf32_v9": (3, 131, 76, 136),
    "matvec_cols_batched": (12, 3, 77, 64),
    "matvec_rows_batched": (12, 2, 77, 64),  # M = 1 would make the transpose a view: nothing to store
}


def _build(fn, args, name, variant):
    """The program for `fn` (sm_90 PTX), forced to kernel `variant`; skips when prebuilding, and
    without a GPU before compiling (so CI spends no time on it)."""
    if not PREBUILD:
        device_or_skip()
    program = jit(fn, name=name).compile(*args, target="gpu", build_dir=BUILD / name, chip="sm_90", verbose=False,
                                         variant=variant)
    kinds = {re.sub(r"_\d+$", "", p.stem) for p in (program.build_dir / "kernels").glob("mat*.ptx")}
    assert kinds == {f"{variant}_f32"}, kinds
    return program



def _rel(got, want) -> float:
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    return float(np.max(np.abs(got - want)) / max(np.max(np.abs(want)), 1e-30))



def _bound(k: int) -> float:
    """A K-long f32 dot product (3xTF32 included) in a fixed order: a few sqrt(K) u of the magnitude
    (tests/test_numerics.py's bound), plus GELU's f32 tanh."""
    return 8 * math.sqrt(k) * U + 1e-6


@pytest.mark.parametrize("epilogue", EPILOGUES)
@pytest.mark.parametrize("variant", FAMILIES)
def test_fused_epilogue_matches_float64_and_the_unfused_program(variant, epilogue):
    m, k, n = FAMILIES[variant]
    rng = np.random.default_rng(sum(map(ord, variant + epilogue)))
    a, w = rng.standard_normal((m, k), dtype=np.float32), rng.standard_normal((k, n), dtype=np.float32)
    b, x = rng.standard_normal(n, dtype=np.float32), rng.standard_normal((m, n), dtype=np.float32)
    op = EPILOGUES[epilogue]

    def fused(a, w, b, x):
        return op(a @ w, b, x)

    def kept(a, w, b, x):  # the product is a result too: written, then read back by the op's own kernel
        c = a @ w
        return op(c, b, x), c

    args = (a, w, b, x)
    one = _build(fused, args, f"{variant}_{epilogue}", variant)
    two = _build(kept, args, f"{variant}_{epilogue}_kept", variant)
    mark = "memref.transpose" if epilogue == "transpose" else "_epi0("  # what epilogues.py made of it
    check_carried_stage(one, gpu_stage_file("epilogues"), mark, True)
    check_carried_stage(two, gpu_stage_file("epilogues"), mark, False)
    launches = [len(json_steps(p)) for p in (one, two)]
    # The product and its epilogue: one kernel. Kept, the op is a kernel of its own, except a
    # transpose: a copy of the product into another buffer, which cache-writes stores in its kernel.
    assert launches[0] == 1 and launches[1] == (1 if epilogue == "transpose" else 2), launches
    run_on_sm90_or_skip(PREBUILD)
    got, = run_poisoned(one, args)
    want_unfused, c = run_poisoned(two, args)
    a64, w64, b64, x64 = (v.astype(np.float64) for v in args)
    want = op(a64 @ w64, b64, x64)
    assert got.shape == want.shape and not np.isnan(got).any()
    err = _rel(got, want)
    assert err < _bound(k), f"{variant} {epilogue}: relative error {err:.3g} against float64"
    assert _rel(c, a64 @ w64) < _bound(k)
    same = got.view(np.uint32) == want_unfused.view(np.uint32)
    assert same.all(), (f"{variant} {epilogue}: {int((~same).sum())} of {same.size} elements differ from the "
                        f"unfused program's bits (max {np.max(np.abs(got - want_unfused)):.3g})")


@pytest.mark.parametrize("variant", BATCHED)
def test_batched_product_stores_through_the_transposed_view(variant):
    batch, m, k, n = BATCHED[variant]
    rng = np.random.default_rng(sum(map(ord, variant)))
    p, v = rng.standard_normal((batch, m, k), dtype=np.float32), rng.standard_normal((batch, k, n), dtype=np.float32)

    def merged(p, v):
        return (p @ v).transpose(1, 0, 2).reshape(m, batch * n)

    def kept(p, v):
        c = p @ v
        return c.transpose(1, 0, 2).reshape(m, batch * n), c

    one = _build(merged, (p, v), f"{variant}_merge", variant)
    two = _build(kept, (p, v), f"{variant}_merge_kept", variant)
    check_carried_stage(one, gpu_stage_file("epilogues"), "memref.transpose", True)
    launches = [len(json_steps(q)) for q in (one, two)]
    assert launches[1] - launches[0] == 1, launches  # the transpose's kernel (the copy into the result stays)
    run_on_sm90_or_skip(PREBUILD)
    got, = run_poisoned(one, (p, v))
    want_unfused, c = run_poisoned(two, (p, v))
    want = (p.astype(np.float64) @ v.astype(np.float64)).transpose(1, 0, 2).reshape(m, batch * n)
    assert _rel(got, want) < _bound(k), f"{variant}: relative error {_rel(got, want):.3g}"
    assert np.array_equal(got.view(np.uint32), want_unfused.view(np.uint32)), variant


@pytest.mark.parametrize("variant", BATCHED)
def test_batched_product_reads_q_through_a_transposed_view(variant):
    """attention's q @ k with q split from qkv: A read through a transposed view of qkv's first third
    (epilogues.load_transposed), against float64 and the program that writes q out (q is a result)."""
    heads, m, d, n = BATCHED[variant]
    rng = np.random.default_rng(sum(map(ord, variant)) + 1)
    qkv, k = rng.standard_normal((m, 3 * heads * d), dtype=np.float32), rng.standard_normal((heads, d, n), dtype=np.float32)

    def q_of(qkv):
        return qkv[:, :heads * d].reshape(m, heads, d).transpose(1, 0, 2)

    def scores(qkv, k):
        return q_of(qkv) @ k

    def kept(qkv, k):
        q = q_of(qkv)
        return q @ k, q

    one = _build(scores, (qkv, k), f"{variant}_split", variant)
    two = _build(kept, (qkv, k), f"{variant}_split_kept", variant)
    check_carried_stage(one, gpu_stage_file("epilogues"), "linalg.transpose", False)
    check_carried_stage(two, gpu_stage_file("epilogues"), "linalg.transpose", True)
    run_on_sm90_or_skip(PREBUILD)
    got, = run_poisoned(one, (qkv, k))
    want_unfused, q = run_poisoned(two, (qkv, k))
    want = q_of(qkv.astype(np.float64)) @ k.astype(np.float64)
    assert np.array_equal(q, q_of(qkv))
    assert _rel(got, want) < _bound(d), f"{variant}: relative error {_rel(got, want):.3g}"
    assert np.array_equal(got.view(np.uint32), want_unfused.view(np.uint32)), variant


def json_steps(program):
    import json
    manifest = json.loads((program.build_dir / "manifest.json").read_text())
    return [s for s in manifest["steps"] if s["op"] == "launch"]
