"""The kernel registry (pipeline/kernels.py), without MLIR: the matmul kernel choice on plain
numbers (every choice the if-ladder it replaced made, at every threshold, per chip), forced
variants, the generated templates and docs/kernels.md."""
from __future__ import annotations

import dataclasses
import itertools
import re
import subprocess
import sys
from pathlib import Path

import pytest

from contract import chips
from contract.chips import CHIPS, tensor_cores
from pipeline import kernels
from pipeline.kernels import (MATVEC_MAX_ROWS, REGISTER_TILE_MIN_TILES, TENSOR_CORE_MIN_TILES, MatmulFacts,
                              VariantError, check_variant, choose)

ROOT = Path(__file__).resolve().parent.parent


def ladder(rank, rows, cols, batch, b_transposed, elt, chip):
    """The choice as pipeline/gpu.py's kernel_kind made it before the registry (None = dynamic),
    kept verbatim as the oracle."""
    long = None not in (rows, cols, batch) and batch * -(-rows // 64) * -(-cols // 64) >= REGISTER_TILE_MIN_TILES
    if rank == 3 and rows is not None and rows <= MATVEC_MAX_ROWS:
        return "matvec_rows_batched" if b_transposed and elt == "f32" else "matvec_cols_batched"
    if rank == 3:
        if long and elt == "f32" and tensor_cores(chip) and batch * -(-rows // 128) * -(-cols // 128) >= TENSOR_CORE_MIN_TILES:
            return "matmul_batched_tf32"
        return "matmul_batched_reg" if long else "matmul_batched"
    if rows is not None and rows <= MATVEC_MAX_ROWS:
        return "matvec_rows" if b_transposed and elt == "f32" else "matvec_cols"
    if long and elt == "f32" and tensor_cores(chip):
        if -(-rows // 128) * -(-cols // 128) >= TENSOR_CORE_MIN_TILES:
            return "matmul_2d_tf32"
        if -(-rows // 64) * -(-cols // 128) >= TENSOR_CORE_MIN_TILES:
            return "matmul_2d_tf32_64"
    if long and -(-rows // 128) * -(-cols // 128) >= REGISTER_TILE_MIN_TILES:
        return "matmul_2d_reg128"
    return "matmul_2d_reg" if long else "matmul_2d"


# Sizes around every threshold: the matvec row limit, and tile counts just below/at/above
# 96 and 128 tiles of 64 and 128 (e.g. 128 tiles of 64x64 = 1024 x 512; 96 of 128x128 = 1536 x 1024).
SIZES = [None] + sorted({1, 2, MATVEC_MAX_ROWS, MATVEC_MAX_ROWS + 1, 16, 63, 64, 65, 127, 128, 129, 255, 256, 257, 383,
                384, 385, 511, 512, 513, 767, 768, 769, 1023, 1024, 1025, 1151, 1152, 1153, 1535, 1536, 1537,
                2047, 2048, 2049, 3072, 50257})
BATCHES = (1, 2, 3, 12)


def _facts():
    for rank, rows, cols, bt, elt, chip in itertools.product((2, 3), SIZES, SIZES, (False, True), ("f32", "f16", "f64"),
                                                             ("sm_75", "sm_80", "sm_90", "sm_120")):
        for batch in (BATCHES + (None,) if rank == 3 else (1,)):
            yield MatmulFacts(rank, rows, cols, batch, bt, elt, chip)


def since_ladder(f: MatmulFacts) -> str | None:
    """The measured choices made since the ladder: V9_64_MIN_TILES's 2-D products below its long rules
    (on sm_80+, f32, at least V9_64_MIN_ROWS rows) take v9's 64x128 kernel. None: the ladder's choice.
    (v12's rule needs K, which these facts leave out: tests below.)"""
    small = (kernels.PIPELINED_TF32 and kernels.V9_2D_64 and f.rank == 2 and f.rows is not None and f.cols is not None
             and f.rows >= kernels.V9_64_MIN_ROWS and f.dtype == "f32" and tensor_cores(f.chip)
             and -(-f.rows // 64) * -(-f.cols // 128) >= kernels.V9_64_MIN_TILES)
    return "matmul_2d_tf32_64_v9" if small else None


def test_choice_is_the_old_ladder_everywhere():
    n = changed = 0
    for f in _facts():
        old = kernels.in_use(ladder(f.rank, f.rows, f.cols, f.batch, f.b_transposed, f.dtype, f.chip))
        assert choose(f) == (since_ladder(f) or old), f
        n += 1
        changed += since_ladder(f) not in (None, old)
    assert n > 100_000 and changed > 1000


V9 = kernels.V9_OF


@pytest.mark.parametrize("pipelined", [False, True])
def test_pipelined_tf32_switch_swaps_v6_for_v9_and_nothing_else(monkeypatch, pipelined):
    """PIPELINED_TF32 off: v9 is never chosen, only forced (--variant); v6 is. On: exactly where v6
    was chosen, its v9 counterpart is, and v6 never; everywhere else the old choice stands."""
    monkeypatch.setattr(kernels, "PIPELINED_TF32", pipelined)
    n = 0
    for f in _facts():
        old = ladder(f.rank, f.rows, f.cols, f.batch, f.b_transposed, f.dtype, f.chip)
        assert choose(f) == (since_ladder(f) or V9.get(old, old) if pipelined else old), f
        n += old in V9
    assert n > 1000
    assert choose(MatmulFacts(2, 1024, 768, 1, False, "f32", "sm_90")) == \
        ("matmul_2d_tf32_64_v9" if pipelined else "matmul_2d_tf32_64")


@pytest.mark.parametrize("wide", [False, True])
def test_v9_2d_64_switch_gives_2d_products_64x128_tiles(monkeypatch, wide):
    """V9_2D_64 on: qkv, mlp_in and the head of a 1024-token forward (enough 128x128 tiles for v6's
    128x128 rule) take v9's 64x128 tiles; off: v9's 128x128 ones. Batched products keep 128x128.
    (With v12, stream-K, off: it takes qkv and mlp_in whatever V9_2D_64 says.)"""
    monkeypatch.setattr(kernels, "V9_2D_64", wide)
    monkeypatch.setattr(kernels, "STREAM_K_TF32", False)
    for cols in (2304, 3072, 50257):
        assert choose(MatmulFacts(2, 1024, cols, 1, cols == 50257, "f32", "sm_90")) == \
            ("matmul_2d_tf32_64_v9" if wide else "matmul_2d_tf32_v9")
    assert choose(MatmulFacts(2, 1024, 768, 1, False, "f32", "sm_90")) == "matmul_2d_tf32_64_v9"
    assert choose(MatmulFacts(3, 1024, 1024, 12, False, "f32", "sm_90")) == "matmul_batched_tf32_v9"


def test_v9_runs_where_v6_runs():
    for f in _facts():
        for v6, v9 in V9.items():
            assert kernels.kernel(v6).can_run(f) == kernels.kernel(v9).can_run(f)
    for v6, v9 in V9.items():
        a, b = kernels.kernel(v6), kernels.kernel(v9)
        assert (a.rank, a.epilogue, a.transposed_store, a.transposed_loads) == \
            (b.rank, b.epilogue, b.transposed_store, b.transposed_loads)
        assert b.version == "v9" and "H200" in b.bought  # measured


@pytest.mark.parametrize("rank, rows, cols, batch, bt, chip, kind", [
    # matvec up to MATVEC_MAX_ROWS rows
    (2, MATVEC_MAX_ROWS, 70, 1, False, "sm_75", "matvec_cols"),
    (2, MATVEC_MAX_ROWS, 70, 1, True, "sm_75", "matvec_rows"),
    (2, MATVEC_MAX_ROWS + 1, 70, 1, True, "sm_75", "matmul_2d"),
    (3, 1, 512, 12, True, "sm_90", "matvec_rows_batched"),
    (3, 1, 64, 12, False, "sm_90", "matvec_cols_batched"),
    # REGISTER_TILE_MIN_TILES 64x64 tiles: 1024 x 512 = 16 x 8 = 128 tiles
    (2, 1024, 512, 1, False, "sm_75", "matmul_2d_reg"),
    (2, 1024, 448, 1, False, "sm_75", "matmul_2d"),          # 16 x 7 = 112
    (3, 256, 256, 8, True, "sm_75", "matmul_batched_reg"),   # 8 x 4 x 4 = 128
    (3, 256, 256, 7, True, "sm_75", "matmul_batched"),       # 112
    # REGISTER_TILE_MIN_TILES 128x128 tiles: 2048 x 1024 = 16 x 8
    (2, 2048, 1024, 1, False, "sm_75", "matmul_2d_reg128"),
    (2, 2048, 896, 1, False, "sm_75", "matmul_2d_reg"),
    # TENSOR_CORE_MIN_TILES on sm_80+: 96 tiles of 128x128 (1536 x 1024 = 12 x 8), else 64x128
    (2, 1536, 1024, 1, False, "sm_80", "matmul_2d_tf32"),
    (2, 1536, 1024, 1, False, "sm_75", "matmul_2d_reg"),
    (2, 1024, 768, 1, False, "sm_90", "matmul_2d_tf32_64"),  # 8 x 6 = 48 of 128x128, 16 x 6 = 96 of 64x128
    (2, 1024, 640, 1, False, "sm_75", "matmul_2d_reg"),      # 16 x 5 = 80 of 64x128, no tensor cores
    (2, 1024, 640, 1, False, "sm_90", "matmul_2d_tf32_64_v9"),  # V9_64_MIN_TILES: 80 >= 24
    (2, 256, 768, 1, False, "sm_90", "matmul_2d_tf32_64_v9"),   # attn_out at 256 tokens: 4 x 6 = 24
    (2, 64, 768, 1, False, "sm_90", "matmul_2d"),               # at 64 tokens: 6 tiles
    (2, 64, 3072, 1, False, "sm_90", "matmul_2d_tf32_64_v9"),   # mlp_in at 64 tokens: 24 tiles
    (2, 63, 3072, 1, False, "sm_90", "matmul_2d"),              # below V9_64_MIN_ROWS
    (3, 1024, 1024, 12, False, "sm_90", "matmul_batched_tf32"),
    (3, 256, 256, 8, False, "sm_90", "matmul_batched_reg"),  # 32 tiles of 128x128
])
def test_thresholds(rank, rows, cols, batch, bt, chip, kind):
    assert choose(MatmulFacts(rank, rows, cols, batch, bt, "f32", chip)) == kernels.in_use(kind)


# GPT-2's 2-D products at a prompt's rows: (rows, K, N, kernel, K chunks) with SPLIT_K_TF32 on
GPT2_SPLIT = [
    (16, 768, 2304, "matmul_2d_tf32_64_split", 12),    # qkv: 18 tiles, one row: 264 / 18 -> 15, K / 64 -> 12
    (16, 3072, 768, "matmul_2d_tf32_64_split", 16),    # mlp_out: 6 tiles, SPLIT_K_MAX_CHUNKS of 192
    (5, 768, 768, "matmul_2d_tf32_64_split", 12),      # MATVEC_MAX_ROWS + 1: chunks of SPLIT_K_MIN_CHUNK
    (4, 768, 768, "matvec_cols_vec4", None),           # a decoding step keeps the GEMV
    (64, 768, 768, "matmul_2d_tf32_64_split", 12),
    (64, 768, 3072, "matmul_2d_tf32_64_split", 10),    # 24 tiles in one row: 264 / 24 -> 11 chunks of 80: 10
    (256, 3072, 768, "matmul_2d_tf32_64_split", 11),   # 24 tiles in 4 rows: 264 / 24
    (256, 768, 2304, "matmul_2d_tf32_64_split", 3),    # 72 tiles: one wave, 216 blocks (rounded up: 4, 288)
    (64, 768, 3072, "matmul_2d_tf32_64_split", 10),    # (one row of tiles: the wave cap, 11, does not bite)
    (1024, 3072, 768, "matmul_2d_tf32_64_stream", None),   # 96 tiles: not fewer than SPLIT_K_MAX_TILES: v12
    (1024, 768, 768, "matmul_2d_tf32_64_v9", None),        # attn_out, 96 tiles (17 K steps a v12 block)
    (256, 768, 3072, "matmul_2d_tf32_64_v9", None),        # 96 tiles
    (1024, 768, 2304, "matmul_2d_tf32_64_stream", None),   # 288 tiles
    (1024, 768, 50257, "matmul_2d_tf32_64_v9", None),      # the head: 6288 tiles, above STREAM_K_MAX_TILES
    (16, 48, 768, "matmul_2d", None),                  # K of one chunk: no split
]


@pytest.mark.parametrize("rows, depth, cols, kind, chunks", GPT2_SPLIT)
def test_split_k_rule(monkeypatch, rows, depth, cols, kind, chunks):
    """v11 takes a 2-D product of few 64x128 tiles whose K makes two chunks or more, on tensor cores
    only; SPLIT_K_TF32 off, the choice without it (the same facts without K) stands. (v20 off: it takes
    v11's products on sm_90, test_v20_takes_v11s_products_on_sm_90_with_every_cluster_resident.)"""
    monkeypatch.setattr(kernels, "CLUSTER_TF32", False)
    facts = MatmulFacts(2, rows, cols, 1, False, "f32", "sm_90", depth, (cols, 1, 0))
    assert choose(facts) == kind
    if chunks is not None:
        assert facts.k_chunks() == chunks
    assert choose(MatmulFacts(2, rows, cols, 1, False, "f32", "sm_75", depth, (cols, 1, 0))) != \
        "matmul_2d_tf32_64_split"
    monkeypatch.setattr(kernels, "SPLIT_K_TF32", False)
    off = choose(facts)
    assert off != "matmul_2d_tf32_64_split" and (off == kind or kind == "matmul_2d_tf32_64_split")
    assert (off == choose(MatmulFacts(2, rows, cols, 1, False, "f32", "sm_90")) or rows <= kernels.MATVEC_MAX_ROWS
            or kind == "matmul_2d_tf32_64_stream")  # (v12's rule needs K)


# v20's chunks at GPT-2's shapes: v11's, cut to keep every cluster resident (7 GPCs x floor(32 / S) clusters)
V20_CHUNKS = [
    (64, 768, 2304, 12, 10),   # qkv: 18 clusters -> 3 a GPC -> S <= 10
    (64, 768, 3072, 10, 8),    # mlp_in: 24 clusters -> 4 a GPC -> S <= 8
    (64, 768, 768, 12, 12),    # attn_out: 6 clusters, one a GPC: v11's 12
    (17, 3072, 768, 16, 16),   # mlp_out: v11's 16 (the most), 6 clusters of 16; CLUSTER_TF32_MIN_ROWS
    (256, 3072, 768, 11, 8),   # mlp_out at 256 rows: 24 tiles
]


@pytest.mark.parametrize("rows, depth, cols, v11_chunks, v20_chunks", V20_CHUNKS)
def test_v20_takes_v11s_products_on_sm_90_with_every_cluster_resident(monkeypatch, rows, depth, cols, v11_chunks,
                                                                     v20_chunks):
    """v20 (v11 with a tile's chunks one thread-block cluster) wherever v11 would run on sm_90 and newer
    from CLUSTER_TF32_MIN_ROWS rows; sm_80 and 16 rows keep v11; its chunks are v11's but at most as many as
    keep every cluster resident; the kill switch gives v11 back."""
    facts = MatmulFacts(2, rows, cols, 1, False, "f32", "sm_90", depth, (cols, 1, 0))  # (sm_90a: v17 from 256 rows)
    assert choose(facts) == "matmul_2d_tf32_64_cluster"
    assert facts.k_chunks() == v11_chunks and facts.k_chunks(cluster=True) == v20_chunks
    tiles = facts.tiles(64, 128)
    assert tiles <= kernels.CLUSTER_GPCS * (kernels.CLUSTER_TF32_GPC_SLOTS // v20_chunks)
    assert choose(MatmulFacts(2, rows, cols, 1, False, "f32", "sm_80", depth, (cols, 1, 0))) == "matmul_2d_tf32_64_split"
    assert choose(MatmulFacts(2, 16, cols, 1, False, "f32", "sm_90", depth, (cols, 1, 0))) == "matmul_2d_tf32_64_split"
    monkeypatch.setattr(kernels, "CLUSTER_TF32", False)
    assert choose(facts) == "matmul_2d_tf32_64_split"


@pytest.mark.parametrize("depth, cols, kind", [
    (768, 2304, "matvec_cols_vec4"), (768, 3072, "matvec_cols_vec4"), (3072, 768, "matvec_cols_vec4"),  # 124M
    (1600, 1600, "matvec_cols_split"), (1600, 4800, "matvec_cols_split"), (6400, 1600, "matvec_cols_split"),  # xl
    (1024, 2440, "matvec_cols_vec4"), (1024, 2444, "matvec_cols_split"),  # either side of 2.5M elements
])
def test_a_decoding_steps_large_weights_take_the_split_gemv(monkeypatch, depth, cols, kind):
    """v8 (K split over the grid) for a B of at least SPLIT_K_GEMV_MIN_ELEMENTS: gpt2-xl's products;
    124M's stay on v7 (with its layer-norm prologue); SPLIT_K_GEMV on gives v8 every one. (v15 off: it
    takes v8's place on sm_90 when on, see below.)"""
    monkeypatch.setattr(kernels, "CLUSTER_GEMV", False)
    facts = MatmulFacts(2, 1, cols, 1, False, "f32", "sm_90", depth, (cols, 1, 0))
    assert choose(facts) == kind
    monkeypatch.setattr(kernels, "SPLIT_K_GEMV", True)
    assert choose(facts) == "matvec_cols_split"


@pytest.mark.parametrize("chip, kind", [("sm_90", "matvec_cols_cluster"), ("sm_90a", "matvec_cols_cluster"),
                                        ("sm_100", "matvec_cols_cluster"), ("sm_80", "matvec_cols_split")])
def test_the_cluster_gemv_takes_v8s_products_where_clusters_exist(monkeypatch, chip, kind):
    """v15 (thread-block clusters: sm_90 and newer) replaces v8 when CLUSTER_GEMV is on, on v8's products
    only; below sm_90 v8 stays, and --variant refuses v15 there."""
    monkeypatch.setattr(kernels, "CLUSTER_GEMV", True)
    xl = MatmulFacts(2, 1, 1600, 1, False, "f32", chip, 6400, (1600, 1, 0))
    small = MatmulFacts(2, 1, 768, 1, False, "f32", chip, 3072, (768, 1, 0))
    assert choose(xl) == kind and choose(small) == "matvec_cols_vec4"
    assert ("matvec_cols_cluster" in kernels.variants_for(xl)) == (kind == "matvec_cols_cluster")


@pytest.mark.parametrize("rows, depth, cols, capped, rounded_up", [
    (256, 768, 2304, 3, 4), (512, 768, 2304, 1, 2), (256, 3072, 768, 11, 11), (16, 768, 2304, 12, 12)])
def test_split_k_one_wave(monkeypatch, rows, depth, cols, capped, rounded_up):
    """SPLIT_K_ONE_WAVE: S x tiles at most SPLIT_K_SLOTS where S >= 2 allows it (72 tiles: 3 chunks, not 4;
    144 tiles: 1, so no split); off, S rounded up as before. One row of tiles (16 tokens) is the same."""
    facts = MatmulFacts(2, rows, cols, 1, False, "f32", "sm_90", depth, (cols, 1, 0))
    monkeypatch.setattr(kernels, "SPLIT_K_MAX_TILES", 1000)  # the chunks alone, whatever the tiles
    assert facts.k_chunks() == capped
    monkeypatch.setattr(kernels, "SPLIT_K_ONE_WAVE", False)
    assert facts.k_chunks() == rounded_up


def test_split_k_chunks_cover_k_once():
    """Every K in 1..5000 at three tile counts: S chunks of a multiple of 16 (at least 16), the last one
    non-empty, S no more than the blocks wanted allow (nor K / SPLIT_K_MIN_CHUNK, rounded up)."""
    for cols in (128, 768, 2304):
        for depth in range(1, 5001, 7):
            f = MatmulFacts(2, 16, cols, 1, False, "f32", "sm_90", depth, (cols, 1, 0))
            s = f.k_chunks()
            want = min(-(-kernels.SPLIT_K_BLOCKS_ONE_ROW // f.tiles(64, 128)), kernels.SPLIT_K_MAX_CHUNKS)
            assert 1 <= s <= max(1, min(want, -(-depth // kernels.SPLIT_K_MIN_CHUNK))), (depth, s)
            chunk = max(16, -(-(-(-depth // s)) // 16) * 16)
            assert (s - 1) * chunk < depth <= s * chunk, (depth, s, chunk)


def test_tensor_cores_need_f32_and_a_new_chip():
    for chip in CHIPS:
        got = choose(MatmulFacts(2, 4096, 4096, 1, False, "f32", chip))
        want = kernels.in_use("matmul_2d_tf32") if tensor_cores(chip) else "matmul_2d_reg128"
        assert got == ("matmul_2d_wgmma2" if chip == "sm_90a" else want)  # v16: wgmma, sm_90a only
    assert choose(MatmulFacts(2, 4096, 4096, 1, False, "f16", "sm_90")) == "matmul_2d_reg128"


def test_every_matmul_kernel_has_a_template_and_a_version():
    for k in kernels.MATMUL_KERNELS:
        assert k.family == "matmul" and re.fullmatch(r"v[1-9][0-9]*", k.version)
        assert k.templates and all((ROOT / "pipeline" / "templates" / t).is_file() for t in k.templates)
        assert k.templates[0] == f"{k.name}.mlir"
    assert [k.version for k in kernels.MATMUL_KERNELS if k.name == "matmul_2d_reg128"] == ["v4"]
    assert {k.family for k in kernels.KERNELS} == {"matmul", "attention", "row", "loops"}


def test_the_version_label_in_each_template_header_matches_the_registry():
    for k in kernels.MATMUL_KERNELS:
        header = (ROOT / "pipeline" / "templates" / k.templates[0]).read_text().splitlines()[:3]
        labels = re.findall(r"\bv[1-9][0-9]*\b", " ".join(header))
        if labels:  # templates that name their version do it first
            assert labels[0] == k.version, (k.name, header)


def test_which_kernels_take_an_epilogue():
    assert kernels.epilogue_callees() == (
        "gpu_matmul_2d_f32_overwrite", "gpu_matmul_2d_reg_f32_overwrite", "gpu_matmul_2d_reg128_f32_overwrite",
        "gpu_matvec_cols_f32_overwrite", "gpu_matvec_cols_vec4_f32_overwrite", "gpu_matvec_cols_split_f32_overwrite",
        "gpu_matvec_cols_cluster_f32_overwrite",
        "gpu_matvec_cols_rows_f32_overwrite",
        "gpu_matmul_2d_tf32_f32_overwrite", "gpu_matmul_2d_tf32_64_f32_overwrite", "gpu_matmul_2d_tf32_v9_f32_overwrite",
        "gpu_matmul_2d_tf32_64_v9_f32_overwrite", "gpu_matmul_2d_tf32_64_split_f32_overwrite",
        "gpu_matmul_2d_tf32_64_cluster_f32_overwrite", "gpu_matmul_2d_tf32_64_stream_f32_overwrite", "gpu_matmul_2d_wgmma_f32_overwrite",
        "gpu_matmul_2d_wgmma2_f32_overwrite", "gpu_matmul_2d_wgmma2_stream_f32_overwrite")
    assert kernels.prologue_callees() == ("gpu_matvec_rows_f32_overwrite", "gpu_matvec_cols_vec4_f32_overwrite")
    assert kernels.prologue_template("gpu_matvec_cols_vec4_f32_overwrite") == "matvec_cols_vec4_prologue"
    assert kernels.prologue_template("gpu_matvec_rows_f32_overwrite") == "matvec_rows_prologue"


@pytest.mark.parametrize("k", [k for k in kernels.MATMUL_KERNELS], ids=lambda k: k.name)
def test_prologue_flag_matches_the_template(k):
    """A kernel flagged `prologue` has a prologue form (templates[1]): its gpu.launch keeps A's row in
    shared memory (K = {pro_k} floats), @{func}_prologue writes it after the dependent-launch wait and
    before a barrier, and the K loop reads A only from there; the plain form never reads shared A."""
    if not k.prologue:
        assert all("{pro_params}" not in (ROOT / "pipeline" / "templates" / t).read_text() for t in k.templates)
        return
    assert k.templates[1] == f"{k.name}_prologue.mlir"
    text = (ROOT / "pipeline" / "templates" / k.templates[1]).read_text()
    assert "func.func private @{func}_prologue(" in text and text.count("{pro_params}") >= 3
    assert "%As : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>" in text
    lines = [line.strip() for line in text.splitlines()]
    calls = [i for i, line in enumerate(lines) if line.startswith("func.call @{func}_prologue(")]
    assert calls and all(lines[i - 1].startswith("nvvm.griddepcontrol wait") and lines[i + 2] == "gpu.barrier"
                         for i in calls)
    body = text.split("func.func private @{func}_store(")[0]
    assert not [line for line in lines if "memref.load %A[" in line and "%row" not in line], "A read from memory"
    assert "memref.load %As[" in body


@pytest.mark.parametrize("k", [k for k in kernels.MATMUL_KERNELS], ids=lambda k: k.name)
def test_epilogue_flag_matches_the_template(k):
    """A kernel flagged `epilogue` stores C only through @{func}_store, with the epilogue's operands
    in its signature and at every call; one without the flag has no such hook."""
    text = (ROOT / "pipeline" / "templates" / k.templates[0]).read_text()
    calls = text.count("func.call @{func}_store(")
    if not k.epilogue:
        assert calls == 0 and "{epi_params}" not in text
        return
    assert calls >= 1 and calls == text.count("%C{epi_args})") == text.count("{epi_types}) -> ()")
    assert "func.func private @{func}_store(" in text and text.count("{epi_params}) {") == 2
    stores = [line for line in text.splitlines() if line.strip().startswith("memref.store") and "%C[" in line]
    assert len(stores) == 1, stores  # the one in @{func}_store itself


def test_unknown_or_inapplicable_variant_is_one_line():
    with pytest.raises(VariantError) as e:
        check_variant("matmul_3d")
    assert str(e.value).startswith("unknown kernel variant 'matmul_3d'; valid variants: matmul_2d, ")
    decode = MatmulFacts(2, 1, 768, 1, False, "f32", "sm_75")
    check_variant("matmul_2d_reg128", decode)  # slow there, but it computes it
    with pytest.raises(VariantError) as e:
        check_variant("matmul_2d_tf32", decode)
    assert "cannot compute a f32 product of 1 x 768 on sm_75" in str(e.value)
    assert "matvec_cols" in str(e.value) and "matmul_batched" not in str(e.value) and "\n" not in str(e.value)
    with pytest.raises(VariantError, match="variants that can: matmul_batched, "):
        check_variant("matmul_2d", MatmulFacts(3, 64, 64, 12, True, "f32", "sm_90"))


@pytest.mark.parametrize("script, args, template", [
    ("gen_matmul_2d_tf32.py", ["2d", "128"], "matmul_2d_tf32.mlir"),
    ("gen_matmul_2d_tf32.py", ["2d", "64"], "matmul_2d_tf32_64.mlir"),
    ("gen_matmul_2d_tf32.py", ["batched", "128"], "matmul_batched_tf32.mlir"),
    ("gen_matmul_2d_tf32.py", ["2d", "128", "v9"], "matmul_2d_tf32_v9.mlir"),
    ("gen_matmul_2d_tf32.py", ["2d", "64", "v9", "--m-fastest"], "matmul_2d_tf32_64_v9.mlir"),
    ("gen_matmul_2d_tf32.py", ["batched", "128", "v9"], "matmul_batched_tf32_v9.mlir"),
    ("gen_matmul_2d_tf32.py", ["2d", "64", "v11"], "matmul_2d_tf32_64_split.mlir"),
    ("gen_matmul_2d_tf32.py", ["2d", "64", "v12"], "matmul_2d_tf32_64_stream.mlir"),
    ("gen_matmul_2d_tf32.py", ["2d", "64", "v11", "--cluster"], "matmul_2d_tf32_64_cluster.mlir"),
    ("gen_matvec_cols_vec4.py", [], "matvec_cols_vec4.mlir"),
    ("gen_matvec_cols_split.py", [], "matvec_cols_split.mlir"),
    ("gen_matvec_cols_split.py", ["--rows", "16"], "matvec_cols_rows.mlir"),
    ("gen_matvec_cols_split.py", ["--cluster", "16", "--whole", "13", "--deep", "13"], "matvec_cols_cluster.mlir"),
    ("gen_matvec_cols_vec4.py", ["prologue"], "matvec_cols_vec4_prologue.mlir"),
    ("gen_attention_tiles_reg.py", [], "attention_tiles_reg.mlir"),
    ("gen_attention_tiles_reg.py", ["2"], "attention_tiles_reg16.mlir"),
    ("gen_attention_tiles_reg.py", ["2", "16"], "attention_tiles_reg8w.mlir"),
    ("gen_attention_tiles_reg.py", ["4", "8", "--pair"], "attention_tiles_pair.mlir"),
    ("gen_attention_mma.py", [], "attention_mma.mlir"),
    ("gen_matvec_rows_argmax.py", [], "matvec_rows_argmax.mlir"),
    ("gen_matvec_rows_argmax.py", ["vec4"], "matvec_rows_argmax_vec4.mlir"),
    ("gen_matmul_wgmma.py", ["--overlap", "--raw", "2", "--ahead", "2"], "matmul_2d_wgmma.mlir"),
    ("gen_matmul_wgmma.py", ["--overlap", "--raw", "2", "--ahead", "2", "--groups", "2", "--m-fastest"], "matmul_2d_wgmma2.mlir"),
    ("gen_matmul_wgmma.py", ["--overlap", "--raw", "2", "--ahead", "2", "--groups", "2", "--stream"],
     "matmul_2d_wgmma2_stream.mlir"),
    ("gen_matmul_wgmma.py", ["--overlap", "--raw", "2", "--ahead", "2", "--groups", "2", "--batched"],
     "matmul_batched_wgmma2.mlir"),
    ("gen_matmul_wgmma.py", ["--overlap", "--raw", "2", "--ahead", "2", "--rows", "64", "--batched"],
     "matmul_batched_wgmma.mlir"),
])
def test_generated_templates_match_their_generator(script, args, template):
    """Every template the registry says is generated is byte for byte what its generator writes (a
    prologue form: the same generator with the argument `prologue`)."""
    generated = {k.templates[0]: k.generator for k in kernels.KERNELS if (k.generator or "").startswith("python ")}
    generated.update({k.templates[1]: k.generator + " prologue" for k in kernels.MATMUL_KERNELS if k.prologue})
    assert generated[template] == " ".join(["python", f"pipeline/templates/{script}", *args])
    out = subprocess.run([sys.executable, str(ROOT / "pipeline" / "templates" / script), *args],
                         capture_output=True, check=True).stdout
    assert out == (ROOT / "pipeline" / "templates" / template).read_bytes()


def test_the_flush_form_sums_tiles_on_the_tensor_cores_then_adds_once_in_f32():
    """gen_matmul_2d_tf32.py's FLUSH (a variant measured and not kept, docs/benchmarks.md section 15):
    the K loop takes FLUSH 16-deep tiles a trip, an inner loop carries the tensor cores' sums from
    zero across them, and each sum is added to the running f32 sum once, after it. (FLUSH 1 is the
    checked-in template: test_generated_templates_match_their_generator.) A v6 form refuses it."""
    gen = ROOT / "pipeline" / "templates" / "gen_matmul_2d_tf32.py"
    text = subprocess.run([sys.executable, str(gen), "2d", "64", "v9", "4"], capture_output=True, text=True,
                          check=True).stdout
    accs = 2 * 4 * 4  # 64-row tiles: 2 mma tiles of 16 rows x 4 of 8 columns a warp, 4 sums each
    assert "%kflush = arith.constant 64 : index" in text
    assert text.count("scf.for %kg = %i0 to %K step %kflush") == 1
    inner = re.search(r"%tc:(\d+) = scf\.for %k0 = %kg to %kg_end step %i16 iter_args\(([^)]*)\)", text)
    assert inner and int(inner.group(1)) == accs + 1
    carried = inner.group(2).split(", ")
    assert all(re.fullmatch(r"%acc\d\d_\d = %zero", c) for c in carried[:-1]) and carried[-1] == "%st = %stg"
    adds = re.findall(r"%sum(\d+) = arith\.addf %run\1, %tc#\1 : f32", text)
    assert sorted(map(int, adds)) == list(range(accs))
    assert text.count("arith.addf %run") == accs  # no add inside the tile loop
    first = re.search(r"%m0_00_0 = llvm\.inline_asm .*", text).group(0)
    assert first.endswith(": (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>")
    assert "%acc00_0, %acc00_1, %acc00_2, %acc00_3 :" in first, "the chain starts on the carried sums"
    refused = subprocess.run([sys.executable, str(gen), "2d", "64", "v6", "4"], capture_output=True, text=True)
    assert refused.returncode != 0 and "FLUSH must be 1, or more for v9, v11 or v12" in refused.stderr


def test_the_flat_form_sums_all_chunks_in_one_last_block():
    """gen_matmul_2d_tf32.py v11 --flat (the one-level sums, measured against the tree and not kept,
    docs/benchmarks.md section 16): one ticket per tile, no group counters; the checked-in tree form
    takes a group's ticket, then (a group's last block) the tile's. A form other than v11 refuses it."""
    gen = ROOT / "pipeline" / "templates" / "gen_matmul_2d_tf32.py"
    flat = subprocess.run([sys.executable, str(gen), "2d", "64", "v11", "--flat"], capture_output=True, text=True,
                          check=True).stdout
    tree = (ROOT / "pipeline" / "templates" / "matmul_2d_tf32_64_split.mlir").read_text()
    assert flat.count("memref.atomic_rmw addi") == 1 and flat.count('llvm.fence syncscope("device")') == 2
    assert "%gcnt" not in flat and "memref.alloc(%gy, %gx)" in flat
    assert tree.count("memref.atomic_rmw addi") == 2 and "%gcnt[%by, %bx, %grp]" in tree
    refused = subprocess.run([sys.executable, str(gen), "2d", "64", "v9", "--flat"], capture_output=True, text=True)
    assert refused.returncode != 0 and "--flat is v11's" in refused.stderr


def test_every_generated_template_is_tested():
    generated = sorted(k.templates[0] for k in kernels.KERNELS if (k.generator or "").startswith("python "))
    assert generated == ["attention_mma.mlir", "attention_tiles_pair.mlir", "attention_tiles_reg.mlir", "attention_tiles_reg16.mlir", "attention_tiles_reg8w.mlir", "matmul_2d_tf32.mlir", "matmul_2d_tf32_64.mlir",
                         "matmul_2d_tf32_64_cluster.mlir", "matmul_2d_tf32_64_split.mlir",
                         "matmul_2d_tf32_64_stream.mlir",
                         "matmul_2d_tf32_64_v9.mlir",
                         "matmul_2d_tf32_v9.mlir", "matmul_2d_wgmma.mlir", "matmul_2d_wgmma2.mlir", "matmul_2d_wgmma2_stream.mlir",
                         "matmul_batched_tf32.mlir", "matmul_batched_tf32_v9.mlir", "matmul_batched_wgmma.mlir", "matmul_batched_wgmma2.mlir",
                         "matvec_cols_cluster.mlir", "matvec_cols_rows.mlir", "matvec_cols_split.mlir", "matvec_cols_vec4.mlir",
                         "matvec_rows_argmax.mlir", "matvec_rows_argmax_vec4.mlir"]


def test_docs_kernel_table_is_the_registry():
    assert (ROOT / "docs" / "kernels.md").read_text() == kernels.table(), \
        "regenerate it: python -m pipeline.kernels > docs/kernels.md"


def test_bench_variant_picks_the_matmuls_it_can_compute():
    from gpt2 import bench
    from gpt2.weights import locate
    config = locate("gpt2").config
    assert [s.name for s in bench.variant_shapes(config, 64, "gpu", "sm_90", "matmul_batched")] == ["scores", "values"]
    assert [s.name for s in bench.variant_shapes(config, 64, "gpu", "sm_90", "matvec_rows")] == \
        ["qkv", "attn_out", "mlp_in", "mlp_out", "head"]
    assert len(bench.variant_shapes(config, 64, "gpu", "sm_90", None)) == 7
    for variant, target, chip, message in [
            ("nope", "gpu", "sm_90", "unknown kernel variant 'nope'; valid variants: matmul_2d, "),
            ("matmul_2d_tf32", "gpu", "sm_75", "kernel variant 'matmul_2d_tf32' computes none of the bench's matmuls "
                                               "on sm_75; variants that do: matmul_2d, "),
            ("matmul_2d", "cpu", "sm_75", "--variant matmul_2d forces a GPU kernel: use it with --target gpu")]:
        with pytest.raises(VariantError) as e:
            bench.variant_shapes(config, 64, target, chip, variant)
        assert str(e.value).startswith(message) and "\n" not in str(e.value)


def test_every_kernel_kind_has_a_registry_family():
    from pipeline.provenance import KINDS
    assert {kernels.family_of(k.name + s) for k in kernels.MATMUL_KERNELS for s in ("", " + epilogue")} == {"matmul"}
    assert [kernels.family_of(k) for k in KINDS if k != "template"] == ["row", "loops", "loops", "loops", "loops"]
    assert {kernels.family_of(k.name) for k in kernels.ATTENTION_KERNELS} == {"attention"}
    with pytest.raises(KeyError):
        kernels.family_of("matmul_4d")


def test_attention_kernels_are_numbered_and_have_templates():
    assert [k.version for k in kernels.ATTENTION_KERNELS] == [f"v{j + 1}" for j in range(len(kernels.ATTENTION_KERNELS))]
    for k in kernels.ATTENTION_KERNELS:
        assert k.family == "attention" and k.chosen_when is None and not k.epilogue
        assert (ROOT / "pipeline" / "templates" / k.templates[0]).is_file() and k.templates[0] == f"{k.name}.mlir"
        assert k.bought == "not measured yet" or any(ch.isdigit() for ch in k.bought)


@pytest.mark.parametrize("heads, rows, keys, dh, threads", [
    (12, 1, 64, 64, 64), (12, 1, 1024, 64, 256), (4, 1, 20, 16, 32), (4, 16, 64, 16, 64), (2, 3, 5, 40, 64),
    (25, 1, 100, 1024, 1024)])
def test_attention_rows_for_few_rows_and_its_block_size(heads, rows, keys, dh, threads):
    """attention_rows for up to 32 query rows, but a decoding step's few rows (<= MATVEC_MAX_ROWS) go to
    attention_warps (v4), or attention_split_warps (v5) when their keys split into chunks: v1's block of
    at least dh threads (thread t keeps output column t), the keys of a tile otherwise (up to 256), whole
    warps; v4's and v5's 512 threads, at least dh."""
    facts = kernels.AttentionFacts(heads, rows, keys, dh)
    few = rows <= kernels.MATVEC_MAX_ROWS and dh <= kernels.ATTENTION_MAX_DH
    split = few and facts.chunks()[0] >= 2
    assert kernels.choose_attention(facts) == (
        "attention_split_warps" if split else "attention_warps" if few else "attention_rows")
    assert facts.threads() == threads
    assert facts.warp_threads() == max(512, -(-dh // 32) * 32)


@pytest.mark.parametrize("rows, dh, kind", [
    (32, 64, "attention_rows"), (33, 64, "attention_tiles"), (64, 64, "attention_tiles"), (65, 64, "attention_tiles_reg16"),
    (256, 40, "attention_tiles_reg16"), (257, 64, "attention_tiles_reg8w"), (512, 64, "attention_tiles_reg8w"),
    (1024, 64, "attention_tiles_reg8w"), (1025, 64, None), (300, 65, None), (1024, 65, None)])
def test_attention_tiles_for_a_prompt(rows, dh, kind):
    """v2 for 33-64 rows, v7 for 65-256, v8 above (issue 19's A/Bs: v8 against v6 at 1024 rows, v7
    against v6 and v8 at 256, v2 at 64), up to GPT-2's whole context."""
    assert (kernels.ATTENTION_TILES_REG_MIN_ROWS, kernels.ATTENTION_TILES_REG16_MAX_ROWS,
            kernels.ATTENTION_TILES_REG8W_MIN_ROWS, kernels.ATTENTION_TILES_REG_MAX_ROWS) == (64, 256, 256, 1024)
    assert kernels.choose_attention(kernels.AttentionFacts(12, rows, rows, dh)) == kind


@pytest.mark.parametrize("rows, kind", [(64, "attention_tiles"), (65, "attention_tiles"), (512, "attention_tiles"),
                                        (513, None), (1024, None)])
def test_v6_and_v7_switched_off_leave_v2_its_old_range(monkeypatch, rows, kind):
    """The kill switches: attention_tiles_reg, _reg16 and _reg8w disabled, attention_tiles takes up to
    ATTENTION_TILES_MAX_ROWS (512) rows again and longer prompts keep the products and the row kernel."""
    monkeypatch.setattr(kernels, "ATTENTION_KERNELS", tuple(
        dataclasses.replace(k, enabled=k.name not in ("attention_tiles_reg", "attention_tiles_reg16",
                                                      "attention_tiles_reg8w"))
        for k in kernels.ATTENTION_KERNELS))
    assert kernels.choose_attention(kernels.AttentionFacts(12, rows, rows, 64)) == kind


def test_v7_switched_off_gives_v6_the_short_prompts(monkeypatch):
    monkeypatch.setattr(kernels, "ATTENTION_KERNELS", tuple(
        dataclasses.replace(k, enabled=k.name != "attention_tiles_reg16") for k in kernels.ATTENTION_KERNELS))
    assert [kernels.choose_attention(kernels.AttentionFacts(12, n, n, 64)) for n in (64, 65, 256, 257)] == [
        "attention_tiles", "attention_tiles_reg", "attention_tiles_reg", "attention_tiles_reg8w"]


@pytest.mark.parametrize("rows, dh, chip, kind", [
    (256, 64, "sm_90", "attention_tiles_reg16"), (257, 64, "sm_90", "attention_tiles_pair"),
    (512, 64, "sm_80", "attention_tiles_pair"), (1024, 64, "sm_90", "attention_tiles_pair"),
    (1024, 64, "sm_75", "attention_tiles_reg8w"), (1024, 64, "sm_86", "attention_tiles_pair"),
    (1024, 64, "sm_120", "attention_tiles_pair"), (1024, 65, "sm_90", None), (1025, 64, "sm_90", None)])
def test_v10_takes_the_long_prompts_where_its_shared_memory_fits(rows, dh, chip, kind):
    """v10 (two groups of v6's threads a block, 76,800 bytes of dynamic shared memory) above
    ATTENTION_TILES_PAIR_MIN_ROWS rows on sm_80+; sm_75 allows 64 KiB a block, so v8 keeps them there."""
    assert kernels.ATTENTION_TILES_PAIR_MIN_ROWS == 256
    assert kernels.choose_attention(kernels.AttentionFacts(12, rows, rows, dh, chip)) == kind


def test_v10_rule_reads_the_chips_shared_memory_limit(monkeypatch):
    """The rule compares v10's bytes with contract/chips.py's limit a block, not a chip number: with a
    template of 120,000 bytes the 99 KB chips (sm_86, sm_89, sm_120) give the long prompts to v8, sm_80
    (163 KB) and sm_90 (227 KB) keep v10."""
    assert all(chips.shared_per_block(c) >= 64 * 1024 for c in chips.CHIPS)  # every chip the toolchain builds
    monkeypatch.setattr(kernels, "ATTENTION_TILES_PAIR_SHARED", 120_000)
    assert [kernels.choose_attention(kernels.AttentionFacts(12, 1024, 1024, 64, c))
            for c in ("sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_120")] == [
        "attention_tiles_reg8w", "attention_tiles_pair", "attention_tiles_reg8w", "attention_tiles_reg8w",
        "attention_tiles_pair", "attention_tiles_reg8w"]


def test_v10_pair_template_asks_for_the_shared_memory_its_rule_names():
    text = (ROOT / "pipeline" / "templates" / "attention_tiles_pair.mlir").read_text()
    assert f"%smem_bytes = arith.constant {kernels.ATTENTION_TILES_PAIR_SHARED} : i32" in text
    assert "dynamic_shared_memory_size %smem_bytes" in text
    # each group's barriers are its own (id g + 1, 128 threads); the block's two only around the combine
    assert text.count('llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%bar_id, %bar_n)') == 4
    assert text.count("gpu.barrier") == 3


def test_v10_switched_off_gives_v8_the_long_prompts_back(monkeypatch):
    monkeypatch.setattr(kernels, "ATTENTION_KERNELS", tuple(
        dataclasses.replace(k, enabled=False) if k.name == "attention_tiles_pair" else k for k in kernels.ATTENTION_KERNELS))
    assert [kernels.choose_attention(kernels.AttentionFacts(12, n, n, 64, "sm_90")) for n in (256, 257, 1024)] == [
        "attention_tiles_reg16", "attention_tiles_reg8w", "attention_tiles_reg8w"]


def _with_v9(monkeypatch):
    """v9 switched on (and v11, newer, off: the chooser takes the newest enabled version)."""
    monkeypatch.setattr(kernels, "ATTENTION_KERNELS", tuple(
        dataclasses.replace(k, enabled=k.name != "attention_tiles_pair") if k.name in ("attention_mma", "attention_tiles_pair")
        else k for k in kernels.ATTENTION_KERNELS))


@pytest.mark.parametrize("rows, dh, chip, kind", [
    (256, 64, "sm_90", "attention_tiles_reg16"), (257, 64, "sm_90", "attention_mma"), (1024, 64, "sm_80", "attention_mma"),
    (1024, 64, "sm_75", "attention_tiles_reg8w"), (1024, 65, "sm_90", None), (1025, 64, "sm_90", None)])
def test_attention_on_tensor_cores_once_switched_on(monkeypatch, rows, dh, chip, kind):
    """v9 (mma.sync, 3xTF32; off: measured slower than v8) switched on takes more than ATTENTION_MMA_MIN_ROWS
    rows where the chip has TF32 tensor cores (sm_80+); below sm_80 v8 keeps them."""
    assert not kernels.kernel("attention_mma").enabled and kernels.ATTENTION_MMA_MIN_ROWS == 256
    assert kernels.choose_attention(kernels.AttentionFacts(12, 1024, 1024, 64, "sm_90")) == "attention_tiles_pair"
    _with_v9(monkeypatch)
    assert kernels.choose_attention(kernels.AttentionFacts(12, rows, rows, dh, chip)) == kind


def test_v8_switched_off_gives_v6_the_long_prompts(monkeypatch):
    monkeypatch.setattr(kernels, "ATTENTION_KERNELS", tuple(
        dataclasses.replace(k, enabled=k.name != "attention_tiles_reg8w") for k in kernels.ATTENTION_KERNELS))
    assert [kernels.choose_attention(kernels.AttentionFacts(12, n, n, 64)) for n in (256, 257, 1024)] == [
        "attention_tiles_reg16", "attention_tiles_reg", "attention_tiles_reg"]


@pytest.mark.parametrize("heads, rows, keys, chunks, chunk", [
    (12, 1, 64, 1, 64), (12, 1, 512, 8, 64), (12, 1, 1024, 16, 64), (25, 1, 1024, 11, 94), (12, 4, 300, 5, 60),
    (132, 2, 4096, 1, 4096)])
def test_attention_split_chunks(heads, rows, keys, chunks, chunk):
    """About 264 blocks over rows x heads x chunks, chunks of about 64 keys or more, none empty."""
    facts = kernels.AttentionFacts(heads, rows, keys, 64)
    assert facts.chunks() == (chunks, chunk)
    assert (chunks - 1) * chunk < keys <= chunks * chunk


def _only(monkeypatch, *off):
    monkeypatch.setattr(kernels, "ATTENTION_KERNELS", tuple(
        dataclasses.replace(k, enabled=k.name not in off) for k in kernels.ATTENTION_KERNELS))


def test_attention_split_wins_for_a_long_cache_and_has_a_kill_switch(monkeypatch):
    facts = kernels.AttentionFacts(12, 1, 512, 64)
    assert kernels.choose_attention(facts) == "attention_split_warps"  # v5: v3 with v4's scores
    _only(monkeypatch, "attention_split_warps")
    assert kernels.choose_attention(facts) == "attention_split"  # on since measured (0.98 -> 0.59 ms/token)
    _only(monkeypatch, "attention_split_warps", "attention_split")
    assert kernels.choose_attention(facts) == "attention_rows"  # v4 only where the keys make one chunk
    _only(monkeypatch)
    assert kernels.choose_attention(facts) == "attention_split_warps"
    assert kernels.choose_attention(kernels.AttentionFacts(12, 1, 64, 64)) == "attention_warps"  # one chunk
    assert kernels.choose_attention(kernels.AttentionFacts(12, 5, 512, 64)) == "attention_rows"  # not a few rows


@pytest.mark.parametrize("heads, rows, keys, dh", [(12, 1, 64, 64), (3, 1, 37, 40), (12, 4, 64, 64),
                                                   (300, 1, 4096, 64)])
def test_attention_warps_for_a_decoding_step_and_its_kill_switch(monkeypatch, heads, rows, keys, dh):
    """v4 for few rows whose keys make one chunk (a short cache, or heads x rows filling the grid
    already); off, v1 again."""
    facts = kernels.AttentionFacts(heads, rows, keys, dh)
    assert facts.chunks()[0] == 1
    assert kernels.choose_attention(facts) == "attention_warps"
    _only(monkeypatch, "attention_warps")
    assert kernels.choose_attention(facts) == "attention_rows"


def test_attention_refuses_what_it_cannot_run_and_has_a_kill_switch(monkeypatch):
    assert kernels.choose_attention(kernels.AttentionFacts(12, 1, 64, 1056)) is None  # dh > 1024: one column each
    rows = kernels.ATTENTION_ROWS_MAX_ROWS
    assert kernels.choose_attention(kernels.AttentionFacts(12, rows, 1024, 64)) == (
        "attention_split" if rows <= kernels.MATVEC_MAX_ROWS else "attention_rows")
    assert kernels.choose_attention(kernels.AttentionFacts(12, rows + 1, 1024, 128)) is None  # v2: dh <= 64
    facts = kernels.AttentionFacts(12, 1, 64, 64)
    off = tuple(dataclasses.replace(k, enabled=False) for k in kernels.ATTENTION_KERNELS)
    monkeypatch.setattr(kernels, "ATTENTION_KERNELS", off)
    assert kernels.choose_attention(facts) is None


@pytest.mark.parametrize("rows, depth, cols, v12", [
    (1024, 768, 2304, True),    # qkv: 288 tiles, v9's SMs busy 2.18 / 3 of the time
    (1024, 3072, 768, True),    # mlp_out: 96 tiles on 132 SMs, 70 K steps a v12 block
    (512, 768, 3072, True),     # mlp_in: 192 tiles, busy 1.45 / 2
    (1024, 768, 768, False),    # attn_out: 96 tiles, but 17 K steps a v12 block
    (1024, 768, 3072, False),   # mlp_in: 384 tiles, busy 2.91 / 3
    (512, 768, 2304, True),     # qkv: 144 tiles, 26 K steps a block
    (256, 768, 3072, False),    # mlp_in: 96 tiles, 17 K steps a block
    (1024, 768, 50257, False),  # the head: 6288 tiles
])
def test_stream_k_rule(monkeypatch, rows, depth, cols, v12):
    """v12 where v9 would leave SMs idle and each block has K steps enough; v9 elsewhere (v11 below 96
    tiles); STREAM_K_TF32 off gives v9 back, K unknown too, and no chip without tensor cores takes it."""
    facts = MatmulFacts(2, rows, cols, 1, False, "f32", "sm_90", depth, (cols, 1, 0))
    assert choose(facts) == ("matmul_2d_tf32_64_stream" if v12 else "matmul_2d_tf32_64_v9")
    assert choose(dataclasses.replace(facts, chip="sm_75")) in ("matmul_2d_reg", "matmul_2d_reg128")
    assert choose(dataclasses.replace(facts, depth=None)) == "matmul_2d_tf32_64_v9"
    assert choose(MatmulFacts(2, 256, 2304, 1, False, "f32", "sm_90", 768, (2304, 1, 0))) == "matmul_2d_tf32_64_cluster"
    monkeypatch.setattr(kernels, "STREAM_K_TF32", False)
    assert choose(facts) == "matmul_2d_tf32_64_v9"


@pytest.mark.parametrize("tiles, steps", [(96, 48), (288, 48), (384, 48), (96, 192), (1056, 5), (4, 5), (2, 19),
                                          (264, 19), (288, 5), (192, 19)])
def test_stream_k_blocks_split_the_steps_as_the_template_says(tiles, steps):
    """The arithmetic of matmul_2d_tf32_64_stream.mlir on plain numbers: G = min(STREAM_K_BLOCKS, U)
    blocks, block b takes K steps [b U / G, (b + 1) U / G) tile by tile; only a block's first and last
    segment may be part of a tile (so 2 workspace slots a block suffice); a tile's blocks are
    owner(first step) .. owner(last step) with owner(x) = ((x + 1) G - 1) / U; none is empty."""
    u = tiles * steps
    g = min(kernels.STREAM_K_BLOCKS, u)
    covered = {}
    for b in range(g):
        u0, u1 = b * u // g, (b + 1) * u // g
        assert u1 > u0
        segs = list(range(u0 // steps, (u1 - 1) // steps + 1))
        for i, t in enumerate(segs):
            s0, s1 = max(u0, t * steps) - t * steps, min(u1, (t + 1) * steps) - t * steps
            whole = s0 == 0 and s1 == steps
            assert whole or i in (0, len(segs) - 1)
            covered.setdefault(t, []).append((b, s0, s1))
    owner = lambda x: ((x + 1) * g - 1) // u  # noqa: E731
    for t in range(tiles):
        blocks = [b for b, _, _ in covered[t]]
        assert blocks == list(range(owner(t * steps), owner(t * steps + steps - 1) + 1))
        assert [s for _, s, _ in covered[t]][0] == 0 and [e for _, _, e in covered[t]][-1] == steps
        assert all(a[2] == b[1] for a, b in zip(covered[t], covered[t][1:]))  # in K order, no gap


def test_v14_runs_only_by_variant_and_only_on_sm_90a():
    """v14 (wgmma) is measured slower than v9/v12, so no rule picks it; --variant forces it, and only
    for sm_90a PTX (wgmma is an arch-specific instruction): for sm_90 a one-line error says so."""
    from dataclasses import replace
    qkv = kernels.MatmulFacts(2, 1024, 2304, 1, False, "f32", "sm_90a", 768, (2304, 1, 0))
    assert kernels.choose(qkv) == "matmul_2d_wgmma2_stream"
    kernels.check_variant("matmul_2d_wgmma", qkv)
    with pytest.raises(kernels.VariantError, match=r"cannot compute a f32 product of 1024 x 2304 on sm_90 "
                                                   r"\(it needs --chip sm_90a\); "):
        kernels.check_variant("matmul_2d_wgmma", replace(qkv, chip="sm_90"))


@pytest.mark.parametrize("rows, cols, depth, b_t, kind", [
    (1024, 50257, 768, True, "matmul_2d_wgmma2"),         # the head: 3144 128x128 tiles, v16's SMs busy 0.99
    (256, 50257, 768, True, "matmul_2d_wgmma2"),          # 786 tiles, 0.99
    (128, 50257, 768, True, "matmul_2d_wgmma2"),          # WGMMA2_MIN_ROWS: one whole 128-row tile
    (127, 50257, 768, True, "matmul_2d_tf32_64_v9"),      # less: the head at 16 and 64 rows lost to v9
    (16, 50257, 768, True, "matmul_2d_tf32_64_v9"),
    (1024, 3072, 768, False, "matmul_2d_wgmma2_stream"),  # mlp_in: 192 tiles, busy 0.73: v17
    (1024, 2304, 768, False, "matmul_2d_wgmma2_stream"),  # qkv: 144 tiles (v12's before)
    (1024, 768, 768, False, "matmul_2d_wgmma2_stream"),   # attn_out: 48 tiles (v9's before)
    (1024, 768, 3072, False, "matmul_2d_wgmma2_stream"),  # mlp_out
    (256, 3072, 768, False, "matmul_2d_wgmma2_stream"),   # mlp_in at 256 rows: 48 tiles, 17.5 K steps a block
    (256, 768, 3072, False, "matmul_2d_wgmma2_stream"),   # mlp_out at 256 rows (v11's before)
    (256, 768, 768, False, "matmul_2d_wgmma2_stream"),    # 12 tiles x 48 K steps: 4.4 steps a block
    (512, 2304, 768, False, "matmul_2d_wgmma2_stream"),   # qkv at 512 rows: 72 tiles, 26 steps a block
    (128, 768, 768, False, "matmul_2d_tf32_64_cluster"),  # 6 x 48 = 288 steps, fewer than 4 a block: v11's (v20)
    (1024, 768, 32, False, "matmul_2d_tf32_64_v9"),       # 48 tiles x 2 K steps: 0.7 a block, too few
    (127, 768, 3072, False, "matmul_2d_tf32_64_cluster"),  # below WGMMA2_MIN_ROWS: v11's (v20)
    (1024, 32000, 768, False, "matmul_2d_wgmma2"),        # 2000 tiles: 15.2 waves of 16, busy 0.95
])
def test_v16_and_v17_take_v9s_v11s_v12s_products_of_128_rows_on_sm_90a(rows, cols, depth, b_t, kind):
    """On sm_90a, from WGMMA2_MIN_ROWS rows, of v9's, v11's and v12's products: v17 (v16 as stream-K) where
    v16's 128x128 tiles would keep its SMs busy at most WGMMA2_STREAM_MAX_BUSY of the time with
    WGMMA2_STREAM_MIN_STEPS K steps a block, else v16 from WGMMA2_MIN_TILES tiles; sm_90 keeps v9, v11 and
    v12 (wgmma is arch-specific)."""
    from dataclasses import replace
    f = kernels.MatmulFacts(2, rows, cols, 1, b_t, "f32", "sm_90a", depth, None if b_t else (cols, 1, 0))
    assert kernels.WGMMA2_MIN_TILES == 192 and kernels.WGMMA2_MIN_ROWS == 128
    assert (kernels.WGMMA2_STREAM_BLOCKS, kernels.WGMMA2_STREAM_MAX_BUSY, kernels.WGMMA2_STREAM_MIN_STEPS) == (132, 0.8, 4)
    assert kernels.choose(f) == kind
    assert kernels.choose(replace(f, chip="sm_90")) not in ("matmul_2d_wgmma2", "matmul_2d_wgmma2_stream")


def test_v17_switched_off_gives_v9_v11_v12_their_products_back(monkeypatch):
    monkeypatch.setattr(kernels, "WGMMA2_STREAM_TF32", False)
    for rows, cols, depth, want in [(1024, 768, 768, "matmul_2d_tf32_64_v9"), (1024, 2304, 768, "matmul_2d_tf32_64_stream"),
                                    (256, 768, 3072, "matmul_2d_tf32_64_cluster"), (1024, 3072, 768, "matmul_2d_wgmma2")]:
        f = kernels.MatmulFacts(2, rows, cols, 1, False, "f32", "sm_90a", depth, (cols, 1, 0))
        assert kernels.choose(f) == want, (rows, cols, depth)


@pytest.mark.parametrize("rows,cols,depth,b_t,kind", [
    (1024, 1024, 64, True, "matmul_batched_wgmma2"),    # attention's q @ k^T at 1024 tokens: v18
    (1024, 64, 1024, False, "matmul_batched_wgmma"),    # p @ v: 64 columns, v19's 64 x 64 tiles
    (1024, 65, 1024, False, "matmul_batched_wgmma2"),   # one column more: v18
    (256, 256, 64, True, "matmul_batched_reg"),         # too few 128x128 tiles for v9: neither
])
def test_v18_and_v19_take_v9s_batched_products_on_sm_90a(rows, cols, depth, b_t, kind):
    """On sm_90a, v9's batched products go to v18 (v16 batched), or to v19 (v14 batched, 64-row tiles)
    where B has at most 64 columns; sm_90 keeps v9; switched off, v9 takes them back."""
    from dataclasses import replace
    f = kernels.MatmulFacts(3, rows, cols, 12, b_t, "f32", "sm_90a", depth, None if b_t else (cols, 1, 0))
    assert kernels.choose(f) == kind
    v9 = kernels.choose(replace(f, chip="sm_90"))
    assert v9 == (kernels.in_use("matmul_batched_tf32") if kind.startswith("matmul_batched_wgmma") else kind)


def test_v18_v19_switched_off_give_v9_its_batched_products_back(monkeypatch):
    monkeypatch.setattr(kernels, "BATCHED_WGMMA_TF32", False)
    for cols, depth in [(1024, 64), (64, 1024)]:
        f = kernels.MatmulFacts(3, 1024, cols, 12, False, "f32", "sm_90a", depth, (cols, 1, 0))
        assert kernels.choose(f) == "matmul_batched_tf32_v9"


def test_v16_switched_off_gives_v9_its_products_back(monkeypatch):
    head = kernels.MatmulFacts(2, 1024, 50257, 1, True, "f32", "sm_90a", 768, None)
    monkeypatch.setattr(kernels, "WGMMA2_TF32", False)
    assert kernels.choose(head) == "matmul_2d_tf32_64_v9"


def test_v14_switched_on_takes_what_v9_v11_v12_would_run_on_sm_90a_only(monkeypatch):
    """WGMMA_TF32 on: v14 takes the 2-D tensor-core products on sm_90a (exactly one rule still holds for
    every case), and sm_90 keeps its kernels."""
    from dataclasses import replace
    monkeypatch.setattr(kernels, "WGMMA_TF32", True)
    monkeypatch.setattr(kernels, "WGMMA2_STREAM_TF32", False)  # (v17 would take the first three)
    for rows, cols, depth in [(1024, 2304, 768), (1024, 768, 3072), (256, 768, 768), (16, 2304, 768), (64, 3072, 768)]:
        f = kernels.MatmulFacts(2, rows, cols, 1, False, "f32", "sm_90a", depth, (cols, 1, 0))
        assert kernels.choose(f) == "matmul_2d_wgmma", (rows, cols, depth)
        assert kernels.choose(replace(f, chip="sm_90")) != "matmul_2d_wgmma"
    few = kernels.MatmulFacts(2, 1, 2304, 1, False, "f32", "sm_90a", 768, (2304, 1, 0))
    assert kernels.choose(few) != "matmul_2d_wgmma"  # a GEMV stays a GEMV
