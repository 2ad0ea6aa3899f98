"""v9 tensor-core matmuls (pipeline/templates/matmul_*_tf32*_v9.mlir) on a GPU, each forced with the
registry's variant option, on odd shapes: K not a multiple of the 16-deep tile (or below it), M or N
below a tile, B transposed, A transposed, a sliced operand whose rows end inside a 16-byte copy, an
operand at an unaligned offset (4-byte copies), batched products. Against float64 NumPy under the
fp32 matmul bound of tests/test_numerics.py (8 sqrt(K) u of the largest result), and bit for bit
against v6 (matmul_*_tf32*.mlir) on the same inputs: v9 changes how the operands reach the tensor
cores, not the arithmetic (the same 3xTF32 split, mma.sync order and f32 adds), so any difference is
a copy or fragment bug.

GPU tests skip cleanly without a GPU. A GPU machine has no MLIR: build first where it is and carry
build/ there:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_matmul_tf32_pipelined_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_matmul_tf32_pipelined_gpu.py                        # on the GPU
"""
from __future__ import annotations

import importlib.util
import json
import math
import os

import numpy as np
import pytest

from conftest import deep_ring_templates, with_template, device_or_skip, gpu_tests_build, run_on_sm90_or_skip, run_poisoned
from frontend import jit

BUILD = gpu_tests_build("matmul_tf32_pipelined")
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
U = 2.0 ** -24  # f32 unit roundoff

pytestmark = pytest.mark.gpu

# v9 kernel -> the generator's v6 form of it (no ring: the same arithmetic), the bit-for-bit reference
V6 = {"matmul_2d_tf32_64_v9": dict(rank=2, bm=64), "matmul_batched_tf32_v9": dict(rank=3, bm=128)}

# name: (function, operand shapes, K)
CASES_2D = {
    "odd": (lambda a, b: a @ b, [(131, 77), (77, 135)], 77),                 # 4-byte copies, every edge partial
    "k_rest": (lambda a, b: a @ b, [(1030, 300), (300, 1300)], 300),         # 16-byte copies, K % 16 = 12
    "b_t": (lambda a, b: a @ b.T, [(130, 300), (260, 300)], 300),            # B read along k, 16-byte
    "b_t_odd": (lambda a, b: a @ b.T, [(131, 77), (135, 77)], 77),           # B read along k, 4-byte
    "small_m": (lambda a, b: a @ b, [(37, 300), (300, 200)], 300),           # M below a tile
    "small_k": (lambda a, b: a @ b, [(130, 5), (5, 140)], 5),                # K below a tile
    "k_in_chunk": (lambda a, b: a[:, :297] @ b, [(130, 300), (297, 260)], 297),  # a row ends inside a copy
    # rows of 304 floats but starting at float 1: the kernel's alignment check picks 4-byte copies
    "unaligned": (lambda a, b: a[:, 1:301] @ b, [(130, 304), (300, 136)], 300),
    "a_t": (lambda a, b: a.T @ b, [(300, 130), (300, 136)], 300),            # A read along m
    "long_k": (lambda a, b: a @ b, [(256, 3072), (3072, 136)], 3072),        # mlp_out's K
}
CASES_BATCHED = {
    "scores": (lambda q, k: q @ k.transpose(0, 2, 1), [(12, 300, 64), (12, 333, 64)], 64),
    "values": (lambda p, v: p @ v, [(12, 300, 333), (12, 333, 260)], 333),
    "odd": (lambda a, b: a @ b, [(3, 131, 77), (3, 77, 135)], 77),
    "small": (lambda a, b: a @ b, [(3, 50, 77), (3, 77, 40)], 77),
    "aligned": (lambda a, b: a @ b, [(3, 256, 96), (3, 96, 200)], 96),
}
PARAMS = ([("matmul_2d_tf32_64_v9", c) for c in CASES_2D]
          + [("matmul_batched_tf32_v9", c) for c in CASES_BATCHED])


def _build_v6(fn, args, case, variant):
    """The product built with `variant`'s template replaced by the generator's v6 form of it."""
    with pytest.MonkeyPatch.context() as m:
        if importlib.util.find_spec("mlir") is not None:  # (a GPU machine loads it prebuilt)
            from pipeline.kernels.gen.matmul_tf32 import matmul_tf32
            with_template(m, variant, lambda t: matmul_tf32(**V6[variant], version="v6", tuning=t))
        return _build(fn, args, f"{variant}_v6_{case}", variant)


def _build(fn, args, name, variant):
    program = jit(fn, name=name).compile(*args, target="gpu", build_dir=BUILD / name, chip="sm_90", verbose=False,
                                         variant=variant)
    stems = {p.stem for p in (program.build_dir / "kernels").glob("mat*.ptx")}
    assert stems == {f"{variant}_f32"}, stems
    return program


def _rel(got, want) -> float:
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    return float(np.max(np.abs(got - want)) / max(np.max(np.abs(want)), 1e-30))


@pytest.mark.parametrize("variant, case", PARAMS)
def test_v9_matches_float64_and_v6_bit_for_bit(variant, case):
    fn, shapes, k = (CASES_BATCHED if "batched" in variant else CASES_2D)[case]
    if not PREBUILD:
        device_or_skip()
    rng = np.random.default_rng(sum(map(ord, variant + case)))
    args = [rng.standard_normal(s, dtype=np.float32) for s in shapes]
    v9 = _build(fn, args, f"{variant}_{case}", variant)
    v6 = _build_v6(fn, args, case, variant)
    run_on_sm90_or_skip(PREBUILD)
    (got,), (ref,) = run_poisoned(v9, args), run_poisoned(v6, args)
    want = fn(*[a.astype(np.float64) for a in args])
    assert got.shape == want.shape and np.isfinite(got).all()
    assert _rel(got, want) < 8 * math.sqrt(k) * U, f"{_rel(got, want):.3g}"
    assert np.array_equal(got, ref), f"v9 differs from v6 at {np.argwhere(got != ref)[:5].tolist()}"


@pytest.mark.parametrize("case", ["odd", "k_rest", "b_t", "small_k", "long_k"])
def test_a_ring_in_dynamic_shared_memory_matches_v6_bit_for_bit(case, tmp_path, monkeypatch):
    """v9's 64x128 kernel with a ring of 5 stages (76.8 KB: over the 48 KiB a kernel may declare, so
    dynamic shared memory, extern in the PTX, its size raised by the launcher before the launch): the
    same arithmetic as v6 whatever the ring's depth, so the same bits, and within the fp32 bound."""
    variant = "matmul_2d_tf32_64_v9"
    fn, shapes, k = CASES_2D[case]
    if not PREBUILD:
        device_or_skip()
    if importlib.util.find_spec("mlir") is not None:  # (a GPU machine loads it prebuilt)
        deep_ring_templates(tmp_path, monkeypatch, 5)
    rng = np.random.default_rng(sum(map(ord, "ring" + case)))
    args = [rng.standard_normal(s, dtype=np.float32) for s in shapes]
    deep = _build(fn, args, f"ring5_{case}", variant)
    v6 = _build_v6(fn, args, case, variant)
    manifest = json.loads((deep.build_dir / "manifest.json").read_text())
    launches = [s for s in manifest["steps"] if s["op"] == "launch"]
    assert [s["shared_bytes"] for s in launches] == [5 * (64 * 20 + 2560) * 4]
    run_on_sm90_or_skip(PREBUILD)
    (got,), (ref,) = run_poisoned(deep, args), run_poisoned(v6, args)
    want = fn(*[a.astype(np.float64) for a in args])
    assert _rel(got, want) < 8 * math.sqrt(k) * U, f"{_rel(got, want):.3g}"
    assert np.array_equal(got, ref), f"the 5-stage ring differs from v6 at {np.argwhere(got != ref)[:5].tolist()}"


# v11 (matmul_2d_tf32_64_split): v9's 64x128 kernel with K split over the grid. The same odd shapes,
# and GPT-2's products at a short prompt's rows; K of one chunk ("small_k") is the S = 1 path.
CASES_SPLIT = dict(CASES_2D, **{
    "qkv_16": (lambda a, b: a @ b, [(16, 768), (768, 2304)], 768),         # 12 chunks of 64
    "mlp_out_16": (lambda a, b: a @ b, [(16, 3072), (3072, 768)], 3072),   # 16 chunks of 192
    "mlp_out_5": (lambda a, b: a @ b, [(5, 3072), (3072, 768)], 3072),     # matvec_max_rows + 1
    "head_t": (lambda a, b: a @ b.T, [(16, 768), (300, 768)], 768),       # B read along k, 3 tiles
    # the sums' tree: 4 groups of 4 chunks over 64 rows (two trips of 32 rows); 11 chunks in groups of
    # 4, 4, 3 with a partial trip of rows and a partial column tile; 5 chunks, a last group of one
    "mlp_out_64": (lambda a, b: a @ b, [(64, 3072), (3072, 768)], 3072),
    "groups_4_4_3": (lambda a, b: a @ b, [(50, 700), (700, 300)], 700),
    "groups_4_1": (lambda a, b: a @ b, [(37, 300), (300, 200)], 300),
})


def _check_twice(variant, case, fn, shapes, k):
    """`variant` on the case's random operands: within the fp32 bound of float64, and a second call
    the same bits (v11's and v12's tile counters left zero, the partials added in a fixed order)."""
    if not PREBUILD:
        device_or_skip()
    rng = np.random.default_rng(sum(map(ord, variant + case)))
    args = [rng.standard_normal(s, dtype=np.float32) for s in shapes]
    program = _build(fn, args, f"{variant}_{case}", variant)
    run_on_sm90_or_skip(PREBUILD)
    (got,), (again,) = run_poisoned(program, args), run_poisoned(program, args)
    want = fn(*[a.astype(np.float64) for a in args])
    assert got.shape == want.shape and np.isfinite(got).all()
    assert _rel(got, want) < 8 * math.sqrt(k) * U, f"{_rel(got, want):.3g}"
    assert np.array_equal(got, again), "a second call differs: a counter was left set, or the order moved"


@pytest.mark.parametrize("case", CASES_SPLIT)
def test_v11_matches_float64_and_repeats_bit_for_bit(case):
    """Within the fp32 bound of float64 (the chunks' partial sums are each v9's arithmetic, added in
    chunk order), and a second call gives the same bits: the tile counters are left zero and the
    last block adds the chunks in the same order whichever block it is."""
    _check_twice("matmul_2d_tf32_64_split", case, *CASES_SPLIT[case])


@pytest.mark.parametrize("case", CASES_SPLIT)
def test_v20_matches_float64_and_repeats_bit_for_bit(case):
    """v20 (v11's chunks as one thread-block cluster, summed through distributed shared memory) on v11's
    cases: within the fp32 bound of float64, and a second call the same bits (a fixed order, no counters)."""
    _check_twice("matmul_2d_tf32_64_cluster", case, *CASES_SPLIT[case])


# v12 (matmul_2d_tf32_64_stream): v9's 64x128 kernel as stream-K, `stream_k_blocks` blocks sharing the
# tiles' 16-deep K steps. The odd shapes (few tiles: a block a K step or a few, every tile split over
# many blocks, up to 19 partials added by the last), GPT-2's products at 1024 rows (qkv: blocks of
# 2-3 segments, whole tiles and tiles split in two; attn_out and mlp_out: 3-4 blocks a tile), and an odd
# shape of 288 tiles with partial rows, columns and K.
CASES_STREAM = dict(CASES_2D, **{
    "qkv_1024": (lambda a, b: a @ b, [(1024, 768), (768, 2304)], 768),
    "attn_out_1024": (lambda a, b: a @ b, [(1024, 768), (768, 768)], 768),
    "mlp_out_1024": (lambda a, b: a @ b, [(1024, 3072), (3072, 768)], 3072),
    "odd_288": (lambda a, b: a @ b, [(1100, 77), (77, 2000)], 77),
    "b_t_192": (lambda a, b: a @ b.T, [(1000, 300), (1500, 300)], 300),
})


@pytest.mark.parametrize("case", CASES_STREAM)
def test_v12_matches_float64_and_repeats_bit_for_bit(case):
    """Within the fp32 bound of float64 (each segment's sum is v9's arithmetic over its K steps, the
    partials added in block order), and a second call gives the same bits: the tile counters are left
    zero and the last block adds the partials in the same order whichever block it is."""
    _check_twice("matmul_2d_tf32_64_stream", case, *CASES_STREAM[case])


def test_v12_whole_tiles_are_v9_bit_for_bit():
    """264 tiles (22 x 12) on `stream_k_blocks` = 264 blocks: every block's range is one whole tile, so
    each stores it as v9 does, with v9's arithmetic: the same bits."""
    from pipeline.kernels import tuning_for
    assert tuning_for("sm_90").stream_k_blocks == 264
    fn, shapes = (lambda a, b: a @ b), [(22 * 64, 300), (300, 12 * 128)]
    if not PREBUILD:
        device_or_skip()
    rng = np.random.default_rng(12)
    args = [rng.standard_normal(s, dtype=np.float32) for s in shapes]
    v12 = _build(fn, args, "stream_whole", "matmul_2d_tf32_64_stream")
    v9 = _build(fn, args, "stream_whole_v9", "matmul_2d_tf32_64_v9")
    run_on_sm90_or_skip(PREBUILD)
    (got,), (ref,) = run_poisoned(v12, args), run_poisoned(v9, args)
    assert np.array_equal(got, ref), f"v12 differs from v9 at {np.argwhere(got != ref)[:5].tolist()}"


# v21 (matmul_2d_tf32_64_staged, half-precision B only): v6's tiles with B stored in float16 or bfloat16, widened
# as it is staged, 2xTF32. The 2-D odd shapes and GPT-2's products at a short prompt's rows, against float64 on
# the same rounded B (exact in TF32: the fp32 bound holds).
HALF_CASES = {c: CASES_2D[c] for c in ("odd", "k_rest", "b_t", "b_t_odd", "small_m", "small_k", "unaligned", "a_t",
                                        "long_k")} | {"qkv_16": (lambda a, b: a @ b, [(16, 768), (768, 2304)], 768)}


@pytest.mark.parametrize("weight", ["float16", "bfloat16"])
@pytest.mark.parametrize("case", HALF_CASES)
def test_v21_with_half_precision_b_matches_float64(case, weight):
    import ml_dtypes
    fn, shapes, k = HALF_CASES[case]
    w = {"float16": "f16", "bfloat16": "bf16"}[weight]
    if not PREBUILD:
        device_or_skip()
    rng = np.random.default_rng(sum(map(ord, "v21" + case)))
    a = rng.standard_normal(shapes[0], dtype=np.float32)
    b = rng.standard_normal(shapes[1], dtype=np.float32).astype({"float16": np.float16, "bfloat16": ml_dtypes.bfloat16}[weight])
    program = jit(fn, name=f"v21_{case}_{w}").compile(a, b, target="gpu", build_dir=BUILD / f"v21_{case}_{w}",
                                                      chip="sm_90", verbose=False)
    stems = {p.stem for p in (program.build_dir / "kernels").glob("mat*.ptx")}
    assert stems == {f"matmul_2d_tf32_64_staged_{w}w_f32"}, stems
    run_on_sm90_or_skip(PREBUILD)
    got, = run_poisoned(program, (a, b))
    want = fn(a.astype(np.float64), b.astype(np.float64))
    assert got.shape == want.shape and np.isfinite(got).all()
    assert _rel(got, want) < 8 * math.sqrt(k) * U, f"{_rel(got, want):.3g}"
