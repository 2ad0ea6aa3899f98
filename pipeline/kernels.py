"""The kernel registry: every kernel the GPU path emits, by family and version (llm.c `dev/cuda`
style), and the rule that picks a matmul kernel.

Each matmul entry names its template(s) in pipeline/templates/, the script that generates them (if
any), whether it takes a fused prologue or epilogue, what changed from the version before and what
that bought, and `chosen_when`: a pure function of the product's facts (shapes, B's layout, element
type, chip; `MatmulFacts`), so the choice is tested on plain numbers (tests/test_kernel_registry.py).
pipeline/passes/matmul_templates.py reads the facts off each linalg matmul and asks `choose`; a
forced variant (`--variant`, PassOptions.variant) is checked by `check_variant`. `family_of` names
the family of any launch in a manifest (from its label's kind). No MLIR import here.

docs/kernels.md is `table()`'s output (a test keeps them equal): regenerate it with
    python -m pipeline.kernels > docs/kernels.md
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Callable

from contract import chips
from contract.chips import shared_per_block, tensor_cores
from contract.errors import Gpt2MlirError

# A 2-D matmul with at most this many rows of A (a decoding step has one) runs a matrix-vector
# kernel: matvec_cols.mlir (lanes along B's columns) or, when B's k dimension is the contiguous
# one (x @ w.T), matvec_rows.mlir (a warp per output, shuffle sum).
MATVEC_MAX_ROWS = 4
# A matmul with at least this many 64x64 output tiles (counting the batch) runs the
# register-tiled kernels (matmul_2d_reg.mlir, matmul_batched_reg.mlir): one block per tile, so
# fewer tiles than about the H200's 132 SMs would leave the GPU idle. Smaller ones keep the 16x16
# tiles (matmul_2d.mlir splits K too, matmul_batched.mlir). Measured on the H200 at 64 tokens:
# the 768-wide products as 12 register-tiled blocks took 3x longer than v1.
REGISTER_TILE_MIN_TILES = 128
# On sm_80 and newer, a long f32 matmul with at least this many 128x128 output tiles (or, 2-D,
# 64x128 ones) runs on tensor cores (matmul_{2d,batched}_tf32.mlir, 3xTF32: fp32-level accuracy).
# About one 8-warp block per SM at a time (190 registers a thread), so fewer tiles than SMs would
# leave the rest idle: those keep v3/v4.
TENSOR_CORE_MIN_TILES = 96
# Where v6 (matmul_*_tf32) is chosen, choose v9 (matmul_*_tf32_v9: the same 3xTF32 math fed by a
# cp.async ring of shared-memory stages and ldmatrix; v8 is the split-K GEMV) instead. On since v9
# measured faster on the H200 (`invoke bench --kernels --length 1024`: 0.68 -> 0.85 of cuBLAS fp32,
# the 1024-token forward 14.9 -> 12.4 ms); False brings v6 back (tests/test_kernel_registry.py checks both).
PIPELINED_TF32 = True
# Under PIPELINED_TF32, every 2-D product on tensor cores takes v9's 64x128 tiles, also where v6
# took 128x128 ones: two 64x128 blocks fit an SM (about 122 registers a thread against 170), and
# the grid has twice the blocks. Measured on the H200 at n = 1024 (`invoke bench --kernels
# --variant matmul_2d_tf32_64_v9` beside the default): qkv 0.159 -> 0.104 ms, mlp_in 0.163 ->
# 0.106, head 1.745 -> 1.591 (cuBLAS fp32 0.102, 0.123, 1.587); attn_out and mlp_out already took
# them. False: 128x128 where v6's rule gives them (matmul_2d_tf32_v9).
V9_2D_64 = True
# With V9_2D_64, a 2-D product of more than MATVEC_MAX_ROWS rows with at least this many 64x128
# tiles takes v9's 64x128 kernel even when it is too small for the rules above (fewer than 128
# tiles of 64x64: then v1's 16x16 tiles or v3's register tiles, FMA). Measured on the H200
# (`invoke bench --kernels --length 256|64`, default beside `--variant matmul_2d_tf32_64_v9`): at 256
# rows qkv (72 tiles) 0.096 -> 0.042 ms, attn_out (24) 0.047 -> 0.041, mlp_out (24) 0.172 -> 0.144;
# at 64 rows mlp_in (24) 0.046 -> 0.041, while qkv (18) is even (0.040, 0.041) and attn_out,
# mlp_out (6 tiles) lose (0.019 -> 0.040, 0.062 -> 0.144). Only from 64 rows (a whole tile of A):
# below that not measured (a 16-token forward keeps v1).
V9_64_MIN_TILES = 24
V9_64_MIN_ROWS = 64
# v11 (matmul_2d_tf32_64_split: v9's 64x128 kernel with K split over the grid, the tile's last block
# adding the chunks in order) for a 2-D f32 product on tensor cores of more than MATVEC_MAX_ROWS rows
# with fewer 64x128 tiles than this (one block a tile would leave SMs idle) and K long enough for two
# chunks. At 96 tiles it gained nothing on the H200 (n = 1024: mlp_out 142 against v9's 145 us, attn_out
# 46.9 against 42.3; n = 256: mlp_in 47.1 against 42.0), below that up to 3x (docs/kernels.md).
# The split, as the template computes it (its generator reads these numbers): about SPLIT_K_BLOCKS
# blocks over the tiles (2 per H200 SM: the 64x128 kernel's registers allow 2), chunks of at least
# SPLIT_K_MIN_CHUNK (4 K tiles, so the 3-stage ring has something to overlap; multiples of 16), at
# most SPLIT_K_MAX_CHUNKS chunks (the last block reads S partial tiles: more would make it the tail).
SPLIT_K_TF32 = True
SPLIT_K_MAX_TILES = 96
SPLIT_K_BLOCKS = 264
# ... and never more than one wave: S x tiles at most SPLIT_K_SLOTS blocks (2 blocks an SM, as above) where
# S >= 2 allows it. Rounded up, 72 tiles (qkv at 256 rows) took 4 chunks, 288 blocks on 264 slots; now 3.
# On the H200 (one call, builds alternating): the 256-token forward 2.792 / 2.803 -> 2.719 / 2.719 ms of
# GPU time, qkv alone 41 -> 34 us (`invoke bench --kernels --length 256`); 16 and 64 tokens even (one row
# of tiles: the cap never bites). With SPLIT_K_MAX_TILES at 133 as well (96-tile products on v11 with 2
# chunks: attn_out and mlp_out at 1024 rows, mlp_in at 256) mlp_out alone ran 139 us against v9's 146, but
# the 1024-token forward 8.020 / 8.006 against 7.837 / 7.831: so 96 tiles and more keep v9.
# SPLIT_K_ONE_WAVE = False brings the rounding up back.
SPLIT_K_ONE_WAVE = True
SPLIT_K_SLOTS = 264
# ... but about half that (1 per SM) when the product is one row of tiles (at most 64 rows): the H200's
# forward (`invoke bench --lengths 16,64,256 --no-torch`, 4 builds side by side, 5 rounds in 2 calls):
# 64 tokens 1.76-1.92 ms with 264 against 1.63-1.64 with 132; 16 tokens even (0.96-1.05, 0.97);
# 256 tokens 3.43-3.64 with 264 against 3.71-3.74 (so 264 stays there). At most 8 chunks instead of
# 16 won more at 64 (1.51-1.69) but lost at 16 (1.06-1.10) and 256 (3.72-3.86). With the sums as a
# tree (below) 264 is back: one call, 2 rounds, GPU ms, flat 132 / tree 132 / tree 264: 64 tokens
# 1.496, 1.486 / 1.438, 1.433 / 1.377, 1.389; 16 tokens 0.824, 0.830 / 0.879, 0.871 / 0.826, 0.820.
SPLIT_K_BLOCKS_ONE_ROW = 264
SPLIT_K_MIN_CHUNK = 64
SPLIT_K_MAX_CHUNKS = 16
# v20 (matmul_2d_tf32_64_cluster: v11 with each tile's K chunks one thread-block cluster, their sums added
# through distributed shared memory) instead of v11 wherever v11 would run, on sm_90 and newer, when on.
CLUSTER_TF32 = True
# The clusters an H100/H200 holds at once, as the driver places them (a cluster's blocks share a GPC): 7 GPCs
# of 16 SMs, on the safe side of cuOccupancyMaxActiveClusters on the H200 (14 clusters of 16 blocks at 2 an SM,
# 47 of 5, 39 of 6; docs/benchmarks.md section 21). v15's and v20's rules count with them.
CLUSTER_GPCS, CLUSTER_GPC_SMS = 7, 16
# ... with S cut so that every cluster is resident at once (v20's blocks fit 2 an SM): at most CLUSTER_GPCS x
# floor(CLUSTER_TF32_GPC_SLOTS / S) clusters. Uncut, qkv's 18 clusters of 12 and mlp_in's 24 of 10 at 16-64
# rows took a second wave: every product about 21 us whatever its rows (docs/benchmarks.md section 26).
CLUSTER_TF32_GPC_SLOTS = 2 * CLUSTER_GPC_SMS
# ... from this many rows: at 16 v11 was ahead (the 16-token forward 0.729 against 0.748 ms; 64 tokens 1.222
# against 0.873), its tree of partial sums reading only the rows there are, while v20's chunks are fewer.
CLUSTER_TF32_MIN_ROWS = 17
# v12 (matmul_2d_tf32_64_stream: v9's 64x128 kernel as stream-K) for a 2-D f32 product on tensor cores
# with at least STREAM_K_MIN_TILES and at most STREAM_K_MAX_TILES 64x128 tiles, when STREAM_K_TF32 is on.
# v9 runs them one block a tile, 2 an SM: at 1024 tokens qkv's 288 tiles are a wave of 264 and 24 blocks
# alone, attn_out's and mlp_out's 96 leave 36 SMs idle. v12's grid is STREAM_K_BLOCKS blocks (2 an SM)
# sharing the tiles' 16-deep K steps evenly. Above STREAM_K_MAX_TILES (4 waves; the head's 6288 tiles)
# the last wave's idle share is small and v9 keeps them.
STREAM_K_TF32 = True
# v14 (matmul_2d_wgmma): Hopper's warpgroup MMA, needs PTX for sm_90a (`--chip sm_90a`). Off: a variant
# (measured slower than v9/v12 on every GPT-2 product, docs/benchmarks.md section 11).
WGMMA_TF32 = False
# v16 (matmul_2d_wgmma2): v14 with two warpgroups a block on one split of A's tile (128 x 128 tiles of C),
# on sm_90a, for the products v9 would run with at least WGMMA2_MIN_TILES such tiles and WGMMA2_MIN_ROWS rows
# (a whole tile's): on the H200 at 1024 rows the head (3144 tiles) 1.58-1.67 -> 1.39 ms and mlp_in (192)
# 105 -> 95 us, but attn_out (48 tiles, a third of the SMs) 42 -> 48; the head at 256 rows 0.413 -> 0.357 ms,
# at 64 rows 0.116 -> 0.179 and at 16 rows 0.076 -> 0.173 (most of a 128-row tile empty):
# docs/benchmarks.md section 23.
WGMMA2_TF32 = True
WGMMA2_MIN_TILES = 192
WGMMA2_MIN_ROWS = 128
# v17 (matmul_2d_wgmma2_stream): v16 as stream-K, a grid of WGMMA2_STREAM_BLOCKS blocks: one an SM of the
# H200 (v16's 227 registers a thread leave room for one block of 256; a card with fewer SMs runs the
# rest as a second short wave).
WGMMA2_STREAM_BLOCKS = 132
# It takes v9's, v11's and v12's products of at least WGMMA2_MIN_ROWS rows that v16's 128 x 128 tiles would
# leave partly idle (v16's SMs busy at most WGMMA2_STREAM_MAX_BUSY of the time, as v12's rule counts it) with
# at least WGMMA2_STREAM_MIN_STEPS 16-deep K steps a block (attn_out at 256 rows has 4.4 and gains). On the
# H200 the 1024-token forward 6.92 -> 6.51 ms of GPU time with v9's and v12's; v11's (256 and 512 rows)
# lost in the forward (2.50 -> 2.66 ms at 256) until the read-only pass let the epilogue's loads go
# ahead of its stores, then won (2.28 -> 2.17, 512: 3.51 -> 3.34): docs/benchmarks.md section 24.
WGMMA2_STREAM_TF32 = True
WGMMA2_STREAM_MAX_BUSY = 0.8
WGMMA2_STREAM_MIN_STEPS = 4
# v18 (matmul_batched_wgmma2: v16 batched, 128 x 128 tiles) and v19 (matmul_batched_wgmma: v14 batched with
# 64-row tiles, 64 x 64) instead of v9 for its batched products on sm_90a: v19 where B has at most 64
# columns (p @ v: a 128-column tile would be half empty), v18 otherwise (q @ k^T). On the H200 at 1024
# rows q @ k^T 74 -> 50 us, p @ v 84 -> 66 (cuBLAS fp32 63-76, 68-72): docs/benchmarks.md section 25.
BATCHED_WGMMA_TF32 = True
STREAM_K_BLOCKS = 264
STREAM_K_MIN_TILES = SPLIT_K_MAX_TILES
STREAM_K_MAX_TILES = 4 * STREAM_K_BLOCKS
# ... and only where v9 leaves enough idle to pay for v12's costs (its partial tiles go through memory,
# its K loop runs about 10% more instructions a step): v9's SMs busy at most STREAM_K_MAX_V9_BUSY of
# the time (one SM's share of tiles, tiles / 132, over the most tiles an SM gets, ceil(tiles / 132):
# an SM does a tile's work in the same time alone as two at once, so that is v9's time) and at least
# STREAM_K_MIN_STEPS 16-deep K steps a block. On the H200 (one call, v12 against v9 on each of GPT-2's
# products): v12 won with 26 steps a block and more (qkv at 512 rows 58 against 70 us, at 1024 92 against
# 103; mlp_out at 1024 117 against 146) and lost with 17 (attn_out at 1024, 47 against 42) and where v9's
# SMs are busy 0.97 of the time (mlp_in at 1024, 119 against 106).
STREAM_K_MAX_V9_BUSY = 0.8
STREAM_K_MIN_STEPS = 24
# An argmax over at most this many rows of at least this many elements (a decoding step's next
# token over the vocabulary) runs as two kernels, a block per chunk and then one
# (pipeline/passes/long_argmax.py); shorter rows keep one block per row (a thread has one element
# or so), more rows fill the GPU with their blocks already.
ARGMAX_SPLIT_MIN_LENGTH = 8192
ARGMAX_SPLIT_MAX_ROWS = 16
# Attention (pipeline/passes/attention.py): threads per block of attention_rows, at least dh and a
# warp; the cache is walked in tiles of this many keys, so a short cache gets a small block.
ATTENTION_MAX_THREADS = 256
ATTENTION_MAX_DH = 1024
# attention_warps and attention_split_warps: threads per block (and keys per tile) whatever the cache:
# groups of 8 lanes score 64 keys a pass, 8 slices of dh = 64 columns sum P @ V over 8 keys each,
# so a decoding step's 64 keys take one memory latency for K and one for V.
ATTENTION_WARPS_THREADS = 512
# attention_rows reads all of K and V once per query row (a block per row and head): for a prompt of
# more rows than this that is the cache read over and over: attention_tiles takes them. Was 64; at 64 tokens
# attention_tiles measured faster on the H200 (invoke bench --lengths 64, same run: the forward 2.53-2.57 ->
# 1.95 ms, its attention 0.24 -> 0.10 ms of kernel time).
ATTENTION_ROWS_MAX_ROWS = 32
# attention_tiles (16 query rows a block sharing each K/V tile, FMA) for longer prompts, up to this many
# rows (above ATTENTION_TILES_REG_MIN_ROWS attention_tiles_reg takes them; with it switched off, past
# this limit the tensor-core products and row kernel are kept). Measured on the H200 (the
# 1024-token forward, `invoke bench --lengths 1024 --profile`, same run): at 1024, with the masked
# tiles skipped, 11.81 ms (10.16 of kernel time) against 10.79 (9.40) with the three kernels above
# 512: its FMA products lose to the tensor cores' there. 1024 puts it back for a re-measure.
ATTENTION_TILES_MAX_ROWS = 512
ATTENTION_TILES_MAX_DH = 64  # its shared K, V tiles are 64 x 64
# attention_tiles_reg (v6: 32 query rows a block, a 4 x 4 register tile of scores and of outputs a
# thread) for prompts of more than ATTENTION_TILES_REG_MIN_ROWS rows, up to ATTENTION_TILES_REG_MAX_ROWS
# (GPT-2's whole context; above 512 it replaces the tensor-core products and the row kernel too).
# On the H200 (GPU time of the forward, two rounds, one run): 1024 tokens 9.09 -> 8.11 ms, 256 tokens
# 2.93 -> 2.83 (v2), but 64 tokens 1.46 (v2) against 1.47-1.48: at 64 rows v6 has 24 blocks, v2 48.
ATTENTION_TILES_REG_MIN_ROWS = 64
ATTENTION_TILES_REG_MAX_ROWS = 1024
# attention_tiles_reg16 (v7: v6 with 2 rows a thread, 16 a block) up to this many rows, v6 above: at
# 256 tokens v7 has 192 blocks where v6 has 96 (H200, the forward's GPU time, three rounds, one run:
# 2.80 -> 2.75 ms); at 1024 v6's 4 rows a thread win (7.86 against v7's 8.08).
ATTENTION_TILES_REG16_MAX_ROWS = 256
# attention_tiles_reg8w (v8: v7's 2-row thread tile in v6's 32-row block, 8 warps) for prompts of more than
# this many rows (up to ATTENTION_TILES_REG_MAX_ROWS); below, v7 measured faster (the entry's `bought`).
ATTENTION_TILES_REG8W_MIN_ROWS = 256
# attention_tiles_pair (v10: two groups of v6's 128 threads a block, even and odd key tiles, combined at the end)
# for prompts of more than this many rows (up to ATTENTION_TILES_REG_MAX_ROWS) on a chip whose blocks may use its
# 76,800 bytes of shared memory (contract/chips.py: sm_80 on, not sm_75's 64 KiB). Below, v7 (the entry's `bought`).
ATTENTION_TILES_PAIR_MIN_ROWS = 256
ATTENTION_TILES_PAIR_SHARED = 76800
# attention_mma (v9: the scores and values on tensor cores, 3xTF32, 64 query rows a block; off: slower
# than v8, the entry's `bought`) for prompts of more than this many rows (up to
# ATTENTION_TILES_REG_MAX_ROWS) on sm_80+, once enabled.
ATTENTION_MMA_MIN_ROWS = 256
# attention_split (flash-decoding): the keys of a few query rows split into chunks of at least this
# many, enough chunks for about ATTENTION_SPLIT_BLOCKS blocks (2 per H200 SM) over rows x heads.
ATTENTION_SPLIT_MIN_CHUNK = 64
ATTENTION_SPLIT_BLOCKS = 264

# A prologue (pipeline/passes/prologues.py) keeps A's row, K floats, in each block's shared memory:
# at most this many (32 KB; with v7's 1.2 KB of partial sums, under the 48 KB of static shared memory).
PROLOGUE_MAX_K = 8192

# v8 (matvec_cols_split, K split over the grid) instead of v7 for the same products: for every one
# when SPLIT_K_GEMV is on, else for a B of at least SPLIT_K_GEMV_MIN_ELEMENTS (K x N). On the H200
# (invoke bench --modes fused --tokens 20, one run; v8 has no prologue form, so its layer norms are
# row kernels again): gpt2-xl (B of 2.56M to 10.2M elements) 3.64 -> 2.68 ms/token with v8, 124M (B
# of 0.59M to 2.36M) 0.317 -> 0.435: v7 keeps 124M's products.
SPLIT_K_GEMV = False
SPLIT_K_GEMV_MIN_ELEMENTS = 2_500_000  # 10 MB of f32
# v15 (matvec_cols_cluster: v8 with each tile's K chunks one thread-block cluster, their sums added
# through distributed shared memory) instead of v8 wherever v8 would run, on sm_90 and newer, when on.
CLUSTER_GEMV = True
CLUSTER_GEMV_MAX = 16  # blocks a cluster at most (above 8: a non-portable cluster size)
# v15's rows of B a warp has in flight before its dependent-launch wait (gen_matvec_cols_split.py): when
# every cluster is resident at once at 2 blocks an SM (those forms' registers; a cluster's blocks share a
# GPC), all of a chunk of at most CLUSTER_GEMV_WHOLE rows a warp (no K loop), else CLUSTER_GEMV_DEEP a trip;
# otherwise v8's 6.
CLUSTER_GEMV_WHOLE = 13
CLUSTER_GEMV_DEEP = 13
# v10 (matvec_cols_rows: v8 with 16 rows of A per block) for products of 5..16 rows (a short prompt)
# instead of v11: off, as it measured no faster than v11 at 16 rows on the H200 (invoke bench --kernels
# --length 16 --variant matvec_cols_rows, beside the default).
ROWS_GEMV = False
ROWS_GEMV_MAX = 16

@dataclass(frozen=True)
class MatmulFacts:
    """What the kernel choice depends on, read off one linalg.matmul / linalg.batch_matmul."""
    rank: int                 # 2, or 3 (batched)
    rows: int | None          # M, rows of the product (None: not known at compile time)
    cols: int | None          # N, columns of the product
    batch: int | None         # the batch (1 for rank 2)
    b_transposed: bool        # B is read with its k dimension contiguous (x @ w.T, q @ k^T)
    dtype: str                # element type: f32, f16, bf16, f64
    chip: str                 # sm_75, sm_90, ...
    depth: int | None = None  # K (None: dynamic, or not given)
    # B [K, N] as the kernel reads it (not transposed): (row stride, inner stride, offset) in
    # elements, each None where dynamic; None when not known (then no layout-specific kernel).
    b_layout: tuple[int | None, int | None, int | None] | None = None

    def k_chunks(self, cluster: bool = False) -> int | None:
        """v11's split of K (matmul_2d_tf32_64_split.mlir computes the same), or with `cluster` v20's
        (matmul_2d_tf32_64_cluster.mlir: at most as many as keep every cluster resident): None where a size
        is dynamic."""
        tiles = self.tiles(64, 128)
        if tiles is None or self.depth is None:
            return None
        want = min(-(-self.split_k_blocks() // max(tiles, 1)), SPLIT_K_MAX_CHUNKS)
        if SPLIT_K_ONE_WAVE:
            want = min(want, max(1, SPLIT_K_SLOTS // max(tiles, 1)))
        if cluster:
            want = min(want, max(1, CLUSTER_TF32_GPC_SLOTS // -(-tiles // CLUSTER_GPCS)))
        most = -(-self.depth // SPLIT_K_MIN_CHUNK)
        first = -(-self.depth // max(1, min(want, most)))   # K / S, then up to a multiple of 16
        chunk = max(16, -(-first // 16) * 16)
        return max(1, -(-self.depth // chunk))

    def split_k_blocks(self) -> int:
        """v11's blocks wanted over the grid: SPLIT_K_BLOCKS_ONE_ROW for one row of 64-row tiles, else SPLIT_K_BLOCKS."""
        return SPLIT_K_BLOCKS_ONE_ROW if self.rows is not None and self.rows <= 64 else SPLIT_K_BLOCKS

    def tiles(self, height: int, width: int) -> int | None:
        """Output tiles of height x width over the whole batch; None when a size is dynamic."""
        if None in (self.rows, self.cols, self.batch):
            return None
        return self.batch * -(-self.rows // height) * -(-self.cols // width)

    @property
    def few_rows(self) -> bool:
        return self.rows is not None and self.rows <= MATVEC_MAX_ROWS

    @property
    def long(self) -> bool:
        """Enough 64x64 tiles for register tiles (one block per tile) to fill the GPU."""
        tiles = self.tiles(64, 64)
        return tiles is not None and tiles >= REGISTER_TILE_MIN_TILES

    @property
    def b_vec4(self) -> bool:
        """B can be read 4 floats (16 bytes) at a time at all: not transposed, inner stride 1 (4
        neighbouring columns are 4 neighbouring floats), N % 4 == 0 (no load runs past a row), K >= 1."""
        return (not self.b_transposed and self.b_layout is not None and self.b_layout[1] == 1
                and self.cols is not None and self.cols % 4 == 0 and self.depth is not None and self.depth >= 1)

    @property
    def b_wide_loads(self) -> bool:
        """b_vec4, and a static row stride or offset is a multiple of 4 floats: else every load
        would take v7's 4-byte path (the kernel checks the actual address, which may still be off)."""
        return self.b_vec4 and all(v is None or v % 4 == 0 for v in (self.b_layout[0], self.b_layout[2]))

    @property
    def on_tensor_cores(self) -> bool:
        return self.dtype == "f32" and tensor_cores(self.chip)


@dataclass(frozen=True)
class AttentionFacts:
    """What the attention kernel choice depends on, read off a matched chain (all static): heads,
    query rows n, keys C (the cache's capacity, or n for a prompt), head size dh. f32 only."""
    heads: int
    rows: int
    keys: int
    dh: int
    chip: str = "sm_75"  # as PassOptions' default: no tensor cores

    @property
    def on_tensor_cores(self) -> bool:
        return tensor_cores(self.chip)

    def threads(self, keys: int | None = None) -> int:
        """attention_rows' block (and attention_split's, over `keys` keys a block): the keys of one
        tile (up to ATTENTION_MAX_THREADS), at least dh, a whole number of warps."""
        want = max(self.dh, min(self.keys if keys is None else keys, ATTENTION_MAX_THREADS), 32)
        return -(-want // 32) * 32

    def warp_threads(self) -> int:
        """attention_warps' and attention_split_warps' block: ATTENTION_WARPS_THREADS threads (groups of
        8 lanes score ATTENTION_WARPS_THREADS / 8 keys a pass), at least dh, a whole number of warps."""
        return -(-max(self.dh, ATTENTION_WARPS_THREADS) // 32) * 32

    def chunks(self) -> tuple[int, int]:
        """attention_split's (chunks, keys per chunk): about ATTENTION_SPLIT_BLOCKS blocks over
        rows x heads x chunks, chunks of about ATTENTION_SPLIT_MIN_CHUNK keys or more, none empty."""
        want = -(-ATTENTION_SPLIT_BLOCKS // (self.rows * self.heads))
        most = max(1, -(-self.keys // ATTENTION_SPLIT_MIN_CHUNK))
        chunk = -(-self.keys // max(1, min(want, most)))
        return -(-self.keys // chunk), chunk


def _shuffle_sum(f: MatmulFacts) -> bool:
    return f.b_transposed and f.dtype == "f32"


def _wide(f: MatmulFacts) -> bool:
    return f.dtype == "f32" and f.b_wide_loads


def _split_gemv(f: MatmulFacts) -> bool:
    """v8 instead of v7 (SPLIT_K_GEMV, or a large B: see SPLIT_K_GEMV_MIN_ELEMENTS); K and N static."""
    return SPLIT_K_GEMV or (f.depth is not None and f.cols is not None
                            and f.depth * f.cols >= SPLIT_K_GEMV_MIN_ELEMENTS)


def _cluster_gemv(f: MatmulFacts) -> bool:
    """v15 instead of v8 (CLUSTER_GEMV, sm_90+: thread-block clusters)."""
    return CLUSTER_GEMV and chips.number(f.chip) >= 90


def _rows_gemv(f: MatmulFacts) -> bool:
    return (ROWS_GEMV and f.rank == 2 and f.rows is not None and MATVEC_MAX_ROWS < f.rows <= ROWS_GEMV_MAX
            and not _shuffle_sum(f) and _wide(f) and not _v9_64_small(f) and not _v11(f))


def _v11(f: MatmulFacts) -> bool:
    """SPLIT_K_TF32's rule: a 2-D product of a few output tiles on tensor cores, K split in >= 2 chunks."""
    tiles, chunks = f.tiles(64, 128), f.k_chunks()
    return (SPLIT_K_TF32 and PIPELINED_TF32 and f.rank == 2 and f.on_tensor_cores and not f.few_rows
            and tiles is not None and tiles < SPLIT_K_MAX_TILES and chunks is not None and chunks >= 2)


def _cluster_tf32(f: MatmulFacts) -> bool:
    """v20 instead of v11 (CLUSTER_TF32, sm_90+: thread-block clusters, from CLUSTER_TF32_MIN_ROWS rows)."""
    return (CLUSTER_TF32 and chips.number(f.chip) >= 90 and f.rows is not None
            and f.rows >= CLUSTER_TF32_MIN_ROWS)


def _v12(f: MatmulFacts) -> bool:
    """STREAM_K_TF32's rule: a 2-D product on tensor cores of a few waves of 64x128 tiles that v9 would
    leave partly idle, with K steps enough a block."""
    tiles = f.tiles(64, 128)
    if not (STREAM_K_TF32 and PIPELINED_TF32 and f.rank == 2 and f.on_tensor_cores and not f.few_rows
            and tiles is not None and f.depth is not None and STREAM_K_MIN_TILES <= tiles <= STREAM_K_MAX_TILES
            and not _v11(f)):
        return False
    sms = SPLIT_K_SLOTS // 2
    steps = tiles * -(-f.depth // 16)
    return (tiles / sms) / -(-tiles // sms) <= STREAM_K_MAX_V9_BUSY and steps >= STREAM_K_MIN_STEPS * STREAM_K_BLOCKS


def _sm90a_2d(f: MatmulFacts) -> bool:
    """A 2-D f32 product, not a GEMV's, on sm_90a (wgmma is arch-specific): what v14's and v16's rules share."""
    return f.rank == 2 and f.dtype == "f32" and f.chip == "sm_90a" and not f.few_rows


def _v9s(f: MatmulFacts) -> bool:
    """One of v9's rules holds (the 64x128 or 128x128 tile rules, or the small-product one)."""
    return _tf32_64(f) or _tf32_128(f) or _v9_64_small(f)


def _wgmma2_stream(f: MatmulFacts) -> bool:
    """v17's rule: a 2-D f32 product on sm_90a that v9, v11 or v12 would run, of at least
    WGMMA2_MIN_ROWS rows, whose 128x128 tiles would keep v16's SMs busy at most WGMMA2_STREAM_MAX_BUSY of
    the time, with at least WGMMA2_STREAM_MIN_STEPS K steps a block."""
    tiles = f.tiles(128, 128)
    if not (WGMMA2_STREAM_TF32 and _sm90a_2d(f) and (_v9s(f) or _v11(f) or _v12(f))
            and f.rows is not None and f.rows >= WGMMA2_MIN_ROWS and tiles is not None and f.depth is not None):
        return False
    sms = WGMMA2_STREAM_BLOCKS
    steps = tiles * -(-f.depth // 16)
    return (tiles / sms) / -(-tiles // sms) <= WGMMA2_STREAM_MAX_BUSY and steps >= WGMMA2_STREAM_MIN_STEPS * sms


def _wgmma2(f: MatmulFacts) -> bool:
    """v16's rule: a 2-D f32 product on sm_90a that v9 would run (not v11's or v12's: split K, stream-K),
    of at least WGMMA2_MIN_ROWS rows and WGMMA2_MIN_TILES 128x128 tiles (v9's rules exclude it, so exactly
    one kernel holds)."""
    return (WGMMA2_TF32 and _sm90a_2d(f) and _v9s(f) and not _v11(f) and not _v12(f) and not _wgmma2_stream(f)
            and f.rows is not None and f.rows >= WGMMA2_MIN_ROWS
            and f.tiles(128, 128) is not None and f.tiles(128, 128) >= WGMMA2_MIN_TILES)


def _batched_wgmma(f: MatmulFacts) -> bool:
    """v18's or v19's rule: a batched f32 product on sm_90a that v9 would run, when BATCHED_WGMMA_TF32 is on."""
    return (BATCHED_WGMMA_TF32 and PIPELINED_TF32 and f.rank == 3 and f.dtype == "f32" and f.chip == "sm_90a"
            and _tf32_128(f))


def _batched_wgmma_narrow(f: MatmulFacts) -> bool:
    """v19's share of it: B of at most 64 columns (one 64-column tile of C across)."""
    return _batched_wgmma(f) and f.cols is not None and f.cols <= 64


def _wgmma(f: MatmulFacts) -> bool:
    """v14's rule, when WGMMA_TF32 is on: a 2-D f32 product on sm_90a that v9, v11 or v12 would run and
    v16 does not (the rules of those exclude it then, so exactly one kernel still holds)."""
    return WGMMA_TF32 and _sm90a_2d(f) and (_v9s(f) or _v11(f) or _v12(f)) and not _wgmma2(f) and not _wgmma2_stream(f)


def _hopper(f: MatmulFacts) -> bool:
    """v14's, v16's or v17's rule (wgmma, sm_90a): v9, v11 and v12 leave these products to them."""
    return _wgmma(f) or _wgmma2(f) or _wgmma2_stream(f)


def _register_tiled(f: AttentionFacts, most: int) -> bool:
    """attention_tiles_reg's and _reg16's rule: a prompt of more than ATTENTION_TILES_REG_MIN_ROWS and at
    most `most` query rows (the constants read when the rule runs), dh within the shared tiles."""
    return ATTENTION_TILES_REG_MIN_ROWS < f.rows <= most and f.dh <= ATTENTION_TILES_MAX_DH


def _tf32_2d(f: MatmulFacts) -> bool:
    return f.long and f.on_tensor_cores and f.tiles(64, 128) >= TENSOR_CORE_MIN_TILES


def _tf32_128(f: MatmulFacts) -> bool:
    """v6's 128x128 rule (2-D or batched; v9's when PIPELINED_TF32)."""
    return not f.few_rows and f.long and f.on_tensor_cores and f.tiles(128, 128) >= TENSOR_CORE_MIN_TILES


def _v9_64_small(f: MatmulFacts) -> bool:
    """V9_64_MIN_TILES's rule: a 2-D product below the long rules, enough 64x128 tiles for v9."""
    tiles = f.tiles(64, 128)
    return (PIPELINED_TF32 and V9_2D_64 and f.rank == 2 and f.on_tensor_cores and tiles is not None
            and f.rows >= V9_64_MIN_ROWS and tiles >= V9_64_MIN_TILES)


def _tf32_64(f: MatmulFacts) -> bool:
    """v6's 64x128 rule (2-D; v9's when PIPELINED_TF32)."""
    return (f.rank == 2 and not f.few_rows and f.long and f.on_tensor_cores
            and f.tiles(128, 128) < TENSOR_CORE_MIN_TILES <= f.tiles(64, 128))


@dataclass(frozen=True)
class Kernel:
    name: str                  # template stem; kernels/<name>_<elt>[_k].ptx in a build
    family: str                # matmul | attention | row | loops
    version: str               # matmul family: v1..v6 (the README numbering); others: ""
    changed: str               # what changed from the version before
    bought: str                # what that bought (measured on the H200 where a number is given)
    templates: tuple[str, ...]
    generator: str | None      # how the template is written: a script, or by hand
    # Computes its A itself (pipeline/passes/prologues.py): a layer norm (a row-kernel run) that
    # only this product reads runs in the kernel's prologue, from the norm's inputs, into shared
    # memory; its template has a prologue form (templates[1], <name>_prologue.mlir). Also the kill
    # switch: False here and the layer norm is its own kernel again, nothing else changes.
    prologue: bool
    # Takes a fused elementwise op in its store (pipeline/passes/epilogues.py): its template stores C
    # through @<kernel>_store. Also the kill switch: False here and that kernel's epilogues stay
    # separate kernels again (the store function stays a plain store), nothing else changes.
    epilogue: bool
    rank: int | None = None    # matmul: 2 or 3
    when: str = ""             # the rule in words (docs/kernels.md)
    chosen_when: Callable[[MatmulFacts], bool] | None = None  # the rule
    can_run: Callable[[MatmulFacts], bool] | None = None      # computes this product at all (--variant)
    # Matmul: stores C through a transposed view when a transpose of the product comes next
    # (epilogues.store_transposed; every template takes C with any strides). The kill switch as above.
    transposed_store: bool = True
    # Matmul: reads A or B through a transposed view of a transpose's input instead of its output
    # (epilogues.load_transposed: attention's split_heads of q). The kill switch as above.
    transposed_loads: bool = True
    # Attention: the rule over AttentionFacts (choose_attention), and the kill switch: enabled=False
    # and the attention pass leaves the chains it would take to the matmul and row kernels.
    attention_when: Callable[[AttentionFacts], bool] | None = None
    enabled: bool = True
    # The one chip its PTX can be built for, where it uses arch-specific instructions (v14's wgmma:
    # sm_90a); None: any chip its rule accepts. can_run checks it; a --variant error names it.
    chip: str | None = None


_ANY_FLOAT = ("f16", "bf16", "f32", "f64")
_HAND = "by hand (no generator checked in)"

KERNELS: tuple[Kernel, ...] = (
    Kernel("matmul_2d", "matmul", "v1", "16x16 tiles of A and B in shared memory, one output per thread, K split "
           "over 4 thread slices per block and summed in a fixed order",
           "the baseline; the K split keeps the SMs busy when there are few output tiles (short sequences): "
           "5.5-7.5 TFLOP/s", ("matmul_2d.mlir",), _HAND, False, True, 2,
           f"more than {MATVEC_MAX_ROWS} rows and fewer than {REGISTER_TILE_MIN_TILES} 64x64 output tiles "
           f"(or a dynamic size), unless v9's 64x128 kernel takes it (V9_64_MIN_TILES)",
           lambda f: (f.rank == 2 and not f.few_rows and not f.long and not _rows_gemv(f) and not _v9_64_small(f)
                      and not _v11(f) and not _v12(f)),
           lambda f: f.rank == 2 and f.dtype in _ANY_FLOAT),
    Kernel("matmul_batched", "matmul", "v1", "matmul_2d's tiles, one batch per grid z index (no K split)",
           "attention's products as one launch", ("matmul_batched.mlir",), _HAND, False, False, 3,
           f"batched, more than {MATVEC_MAX_ROWS} rows, fewer than {REGISTER_TILE_MIN_TILES} 64x64 tiles "
           "over the batch",
           lambda f: f.rank == 3 and not f.few_rows and not f.long,
           lambda f: f.rank == 3 and f.dtype in _ANY_FLOAT),
    Kernel("matvec_rows", "matmul", "v2", "one warp per output column, five butterfly shuffles add the 32 lane sums",
           "a 16x16 tile left 15 of 16 thread rows idle at M = 1; the head over wte runs at 3.7 TB/s; its prologue "
           "form (a block per 8-column tile up to 1056 blocks, each walking tiles) takes the final layer norm: "
           "a decoding step one launch shorter; on the H200 (python -m gpt2.bench_decode_kernels) the norm and "
           "the head 52.3 -> 50.3 us",
           ("matvec_rows.mlir", "matvec_rows_prologue.mlir"), _HAND, True, False, 2,
           f"at most {MATVEC_MAX_ROWS} rows, B read along K (x @ w.T), f32",
           lambda f: f.rank == 2 and f.few_rows and _shuffle_sum(f),
           lambda f: f.rank == 2 and f.dtype == "f32"),
    Kernel("matvec_rows_argmax", "matmul", "v2", "matvec_rows' prologue form (1056 blocks a row walking column "
           "tiles) with an argmax of its one row in the epilogue: each block folds its columns' (max, first "
           "index), the last block (an atomic ticket after a device-scope fence, as v8) combines the blocks' "
           "pairs; the logits are still stored (pipeline/passes/head_argmax.py)",
           "a decoding step's final norm, head and argmax in one kernel instead of four (the split argmax alone "
           "took 11.1 us); with the cache writes in qkv and v4 attention, 124M's step 78 -> 63 launches, "
           "0.39 -> 0.32 ms a token on the H200 (the three together, not timed apart)",
           ("matvec_rows_argmax.mlir",), "python pipeline/templates/gen_matvec_rows_argmax.py", False, False, 2,
           f"the argmax (at least {ARGMAX_SPLIT_MIN_LENGTH} long) of the one row a matvec_rows head writes, "
           "in its row-kernel run (the decoding step's `argmax(logits[last])`); `enabled` is the switch"),
    Kernel("matvec_rows_argmax_vec4", "matmul", "v13", "matvec_rows_argmax with 16-byte loads of W: lane tx "
           "sums k = 128 i + 4 tx .. + 3 (v2: k = tx + 32 i), the column's loads spelled out for the static K and "
           "issued before the first product, so a warp has 3 KB in flight at K = 768 (ptxas: all 6 loads; at "
           "1600 3-4 of 13) instead of v2's 512 bytes (4 loads of 4 bytes); v2's loop where W is not 16-byte "
           "aligned",
           "on the H200 (one call, builds alternating): the norm, head and argmax alone (L2 flushed, python -m "
           "gpt2.bench_decode_kernels) 59.0 -> 51.1 us (2.62 -> 3.02 TB/s); in the replayed step 50.3 -> 44.8 us; "
           "a 124M step 0.317 -> 0.312 ms of GPU time (three rounds each), with a 197-token prompt 0.368 -> 0.364, "
           "gpt2-xl's 2.686 -> 2.678 (its head 94 -> 84 us)",
           ("matvec_rows_argmax_vec4.mlir",), "python pipeline/templates/gen_matvec_rows_argmax.py vec4", False, False, 2,
           "as matvec_rows_argmax, for K a multiple of 4 (the head's 768 and 1600); `enabled` is the switch "
           "(off: v2's form)"),
    Kernel("matvec_rows_batched", "matmul", "v2", "matvec_rows with one batch per grid z index",
           "a decoding step's q @ k^T, one query row per head, in one launch", ("matvec_rows_batched.mlir",),
           _HAND, False, False, 3, f"batched, at most {MATVEC_MAX_ROWS} rows, B read along K, f32",
           lambda f: f.rank == 3 and f.few_rows and _shuffle_sum(f),
           lambda f: f.rank == 3 and f.dtype == "f32"),
    Kernel("matvec_cols_batched", "matmul", "v2", "32 columns x 32 K slices per block, lanes along B's columns "
           "(coalesced), partial sums added in a fixed order", "a decoding step's p @ v in one launch",
           ("matvec_cols_batched.mlir",), _HAND, False, False, 3,
           f"batched, at most {MATVEC_MAX_ROWS} rows, unless matvec_rows_batched takes it (B read along K, f32)",
           lambda f: f.rank == 3 and f.few_rows and not _shuffle_sum(f),
           lambda f: f.rank == 3 and f.dtype in _ANY_FLOAT),
    Kernel("matmul_2d_reg", "matmul", "v3", "64x64 block tiles, a 4x4 grid of outputs per thread in registers, "
           "16-deep shared tiles (each shared value used 4 times, each global one 64)",
           "12-20 TFLOP/s against v1's 5.5-7.5", ("matmul_2d_reg.mlir",), _HAND, False, True, 2,
           f"at least {REGISTER_TILE_MIN_TILES} 64x64 tiles, fewer than {REGISTER_TILE_MIN_TILES} 128x128 ones, "
           "and no tensor-core kernel applies (v9's 64x128 one included)",
           lambda f: (f.rank == 2 and not f.few_rows and f.long and not _tf32_2d(f) and not _v9_64_small(f)
                      and not _v11(f) and not _v12(f)
                      and f.tiles(128, 128) < REGISTER_TILE_MIN_TILES),
           lambda f: f.rank == 2 and f.dtype in _ANY_FLOAT),
    Kernel("matmul_batched_reg", "matmul", "v3", "matmul_2d_reg with one batch per grid z index",
           "long attention products on the FMA units", ("matmul_batched_reg.mlir",), _HAND, False, False, 3,
           f"batched, at least {REGISTER_TILE_MIN_TILES} 64x64 tiles over the batch, no tensor-core kernel applies",
           lambda f: (f.rank == 3 and not f.few_rows and f.long
                      and not (f.on_tensor_cores and f.tiles(128, 128) >= TENSOR_CORE_MIN_TILES)),
           lambda f: f.rank == 3 and f.dtype in _ANY_FLOAT),
    Kernel("matmul_2d_reg128", "matmul", "v4", "128x128 tiles, 8x8 outputs per thread (v3's shape, 64 "
           "accumulators spelled out as scf.for iter_args so they stay in registers)",
           "the head of a long forward: 23 TFLOP/s (cuBLAS fp32: 50)", ("matmul_2d_reg128.mlir",), _HAND,
           False, True, 2, f"at least {REGISTER_TILE_MIN_TILES} 128x128 tiles and no tensor-core kernel applies",
           lambda f: (f.rank == 2 and not f.few_rows and f.long and not _tf32_2d(f) and not _v9_64_small(f)
                      and not _v11(f) and not _v12(f)
                      and f.tiles(128, 128) >= REGISTER_TILE_MIN_TILES),
           lambda f: f.rank == 2 and f.dtype in _ANY_FLOAT),
    Kernel("matvec_cols", "matmul", "v5", "8 columns x 128 K slices per block (4x v2's blocks), four independent "
           "loads of B in flight per thread, partial sums added in a fixed two-level order; stores through an "
           "inlined @<kernel>_store, so an elementwise op can run in it",
           "the 9.4 MB MLP matrix of a decoding step: 16 -> 9.5 us (0.6 -> 1 TB/s); with the bias and GELU "
           "fused, one kernel fewer per op", ("matvec_cols.mlir",), _HAND, False, True, 2,
           f"at most {MATVEC_MAX_ROWS} rows, unless matvec_rows (B read along K, f32) or matvec_cols_vec4 (B "
           "16-byte loadable, f32) takes it",
           lambda f: f.rank == 2 and f.few_rows and not _shuffle_sum(f) and not _wide(f),
           lambda f: f.rank == 2 and f.dtype in _ANY_FLOAT),
    Kernel("matvec_cols_vec4", "matmul", "v7", "16-byte loads of B (vector.load -> ld.global.v4), 6 rows of B in "
           "flight per thread (a software-pipelined K loop: ptxas kept only 2 of 8 plain loads in flight), "
           "1024/512/256 threads per block as the grid has up to 132/264/more blocks, 8 columns per block, "
           "partial sums by butterfly shuffles in a fixed order; B's address checked in the kernel (a 4-byte "
           "path when it is not 16-byte aligned); epilogues as in v5",
           "v5 ran a decoding step's products at about 1 TB/s (9.5 us for 9.4 MB); v7 0.8-1.1 TB/s; with the "
           "layer norm as its prologue (H200, L2 flushed): ln_1 + qkv 13.6 us as row kernel + v7 -> 10.1 us, "
           "ln_2 + mlp_in 13.7 -> 10.9 us, one launch fewer each (python -m gpt2.bench_decode_kernels); the "
           "prologue in registers (x, g and b loaded at once, the row between the norm's ops not re-read; "
           "pipeline/passes/prologues.py): a 124M step 0.3043 -> 0.2710 ms of GPU time, 197-token prompt "
           "0.3600 -> 0.3265 (one call, builds alternating)",
           ("matvec_cols_vec4.mlir", "matvec_cols_vec4_prologue.mlir"),
           "python pipeline/templates/gen_matvec_cols_vec4.py", True, True, 2,
           f"at most {MATVEC_MAX_ROWS} rows, f32, B [K, N] not transposed with inner stride 1, N % 4 == 0, "
           "static row stride and offset (where static) multiples of 4, unless v8 takes it (a B of at least "
           f"{SPLIT_K_GEMV_MIN_ELEMENTS:,} elements); with a layer norm as its prologue: "
           f"the prologue form (same generator, argument `prologue`), K <= {PROLOGUE_MAX_K}",
           lambda f: not _split_gemv(f) and f.rank == 2 and f.few_rows and not _shuffle_sum(f) and _wide(f),
           lambda f: f.rank == 2 and f.dtype == "f32" and f.b_vec4),
    Kernel("matvec_cols_split", "matmul", "v8", "K split over the grid (about 2 blocks per SM even for 768 "
           "columns), a warp reads 512 contiguous bytes of a row of B (v7: 32-byte pieces 3 KB apart), the "
           "tile's last block (an atomic ticket) adds the S partial sums in a fixed order and runs the epilogue",
           "on 124M's products nothing: on the H200 (L2 flushed, python -m gpt2.bench_decode_kernels) qkv 9.8 us "
           "against v7's 8.5, attn_out 7.0/6.2, mlp_in 10.1/8.9, mlp_out 10.3/9.5; every product of a step costs "
           "~5 us whatever its size, so there the way on is fewer kernels, not wider reads; its last block "
           "loading 8 chunks' partials at once (as v11; before, one at a time) changed that little (one run: qkv 9.8, "
           "attn_out 8.1/6.3, mlp_in 9.9/8.6, mlp_out 11.6/9.2); on gpt2-xl's larger matrices (10-41 MB) a "
           "decoding step 3.64 -> 2.68 ms/token (invoke bench --model gpt2-xl --modes fused, one run, its layer "
           "norms row kernels again), while on 124M v8 everywhere gave 0.317 -> 0.435: chosen for a B of at "
           "least 2.5M elements; a layer-norm prologue form (b75e037, reverted) ran gpt2-xl at 3.01 ms/token "
           "against 2.69 (docs/prologues.md)",
           ("matvec_cols_split.mlir",), "python pipeline/templates/gen_matvec_cols_split.py", False, True, 2,
           f"as v7, for a B of at least {SPLIT_K_GEMV_MIN_ELEMENTS:,} elements (gpt2-xl's products), or every "
           "one when SPLIT_K_GEMV is on (now off)",
           lambda f: (_split_gemv(f) and not _cluster_gemv(f) and f.rank == 2 and f.few_rows and not _shuffle_sum(f)
                      and _wide(f)),
           lambda f: f.rank == 2 and f.dtype == "f32" and f.b_vec4),
    Kernel("matvec_cols_cluster", "matmul", "v15", "v8 with each column tile's K chunks one thread-block cluster "
           f"(sm_90) of S blocks (v8's chunk count, at most {CLUSTER_GEMV_MAX}): each block keeps its partial sums in "
           "its shared memory, and after a cluster barrier block r adds its share of the tile's columns over "
           "the S blocks' sums through distributed shared memory (mapa, ld.shared::cluster), in v8's order; "
           "no workspace in global memory, no fence, no atomic ticket; its second form keeps more rows of B in "
           "flight before the dependent-launch wait when every cluster is resident at once at 2 blocks an SM "
           f"(7 GPCs of 16 SMs): a chunk of at most {CLUSTER_GEMV_WHOLE} rows a warp all at once with no K loop "
           f"(attn_out), else {CLUSTER_GEMV_DEEP} a trip (mlp_out); otherwise v8's 6",
           "gpt2-xl's decoding step on the H200 (GPU ms, one call, builds alternating, weights placed once): "
           "2.5233-2.5416 with v8 against 2.3016-2.3067 with v15 (-9%); in the step attn_out and mlp_out 10.1 -> "
           "8.5 us a launch, mlp_in 12.6 -> 11.2, qkv 10.4 -> 10.0; its first form (S a power of two: mlp_in's 50 "
           "column tiles x 8 chunks, 1.5 waves of blocks) gained only 2.5%; the second form, in another call: "
           "2.3343-2.3539 -> 2.1699-2.1813 (-7%, the same bits; the whole chunk alone 2.2862-2.2982; 13 rows a trip "
           "for every product 2.50-2.52, qkv's and mlp_in's grids past 2 blocks an SM); S cut to fit 2 blocks an SM "
           "for qkv and mlp_in measured 2.43 with 13 rows a trip (mlp_in 10.7 -> 15.6 us) and 2.170 against 2.177 "
           "with 6, the rows past the first trip prefetched to the L2 before the wait 2.49-2.67, B's loads as "
           "ld.global.nc.L1::no_allocate 2.28, and (section 26) 8 or 10 more rows a warp copied to shared memory by "
           "cp.async before the wait for qkv and mlp_in (64-66 registers, the first trip's loads then after the wait) "
           "2.2237-2.2426 -> 2.2511-2.2606 and 2.2617-2.2772: not kept; the deeper forms only when every cluster fits: "
           "gpt2-medium's step 0.782 -> 0.729 ms (its qkv, 24 clusters of 11 of which 16 fit at 2 blocks an SM, "
           "7.2 -> 4.8 us a launch), gpt2-xl's kernels unchanged (docs/benchmarks.md sections 19-21)",
           ("matvec_cols_cluster.mlir",),
           f"python pipeline/templates/gen_matvec_cols_split.py --cluster {CLUSTER_GEMV_MAX} --whole {CLUSTER_GEMV_WHOLE} "
           f"--deep {CLUSTER_GEMV_DEEP}", False, True, 2,
           f"v8's rule on sm_90 and newer, when CLUSTER_GEMV is on (now {CLUSTER_GEMV})",
           lambda f: (_split_gemv(f) and _cluster_gemv(f) and f.rank == 2 and f.few_rows and not _shuffle_sum(f)
                      and _wide(f)),
           lambda f: f.rank == 2 and f.dtype == "f32" and f.b_vec4 and chips.number(f.chip) >= 90),
    Kernel("matvec_cols_rows", "matmul", "v10", f"v8 with {ROWS_GEMV_MAX} rows of A per block: each thread keeps "
           f"{ROWS_GEMV_MAX} sums of 4 columns, so B is read once for all the rows (v1, chosen for a prompt of "
           "5..16 rows today, reads B through 16x16 shared tiles)",
           "nothing at 16 rows: on the H200 (invoke bench --kernels --variant matvec_cols_rows) qkv 43 us against "
           "v1's 18, attn_out 14/12, mlp_in 28/18, mlp_out 38/38; at 64 rows only mlp_out gains (33/63 us, K = 3072 "
           "split); with its last block loading 8 chunks' partials at once (before: one at a time, 16 rows one after "
           "another) and the warps' sums 4 rows a pass, at 16 rows (one run) qkv 13, attn_out 9, mlp_in 12, mlp_out "
           "17 us, no faster than v11 (11, 9, 12, 14): kept as a variant, not chosen",
           ("matvec_cols_rows.mlir",), f"python pipeline/templates/gen_matvec_cols_split.py --rows {ROWS_GEMV_MAX}",
           False, True, 2,
           f"{MATVEC_MAX_ROWS + 1}..{ROWS_GEMV_MAX} rows, B as v7 takes it, when ROWS_GEMV is on (off: measured slower)",
           _rows_gemv,
           lambda f: f.rank == 2 and f.dtype == "f32" and f.b_vec4),
    Kernel("matmul_2d_tf32", "matmul", "v6", "tensor cores: mma.sync.m16n8k8 with TF32 operands as 3xTF32 "
           "(fp32-level accuracy), 128x128 block tiles of 8 warps, 4x4 mma tiles per warp",
           "0.55-0.85 of cuBLAS fp32 on the long forward's products (23-33 TFLOP/s)", ("matmul_2d_tf32.mlir",),
           "python pipeline/templates/gen_matmul_2d_tf32.py 2d 128", False, True, 2,
           f"sm_80+, f32, at least {REGISTER_TILE_MIN_TILES} 64x64 tiles and at least {TENSOR_CORE_MIN_TILES} "
           "128x128 ones",
           lambda f: not PIPELINED_TF32 and f.rank == 2 and _tf32_128(f),
           lambda f: f.rank == 2 and f.on_tensor_cores),
    Kernel("matmul_2d_tf32_64", "matmul", "v6", "matmul_2d_tf32 with 64x128 block tiles",
           "twice the blocks for products with few output tiles (1024 x 768)", ("matmul_2d_tf32_64.mlir",),
           "python pipeline/templates/gen_matmul_2d_tf32.py 2d 64", False, True, 2,
           f"sm_80+, f32, fewer than {TENSOR_CORE_MIN_TILES} 128x128 tiles but at least {TENSOR_CORE_MIN_TILES} "
           f"64x128 ones (and at least {REGISTER_TILE_MIN_TILES} 64x64)",
           lambda f: not PIPELINED_TF32 and _tf32_64(f),
           lambda f: f.rank == 2 and f.on_tensor_cores),
    Kernel("matmul_batched_tf32", "matmul", "v6", "matmul_2d_tf32 with one batch per grid z index",
           "a long forward's attention products on tensor cores", ("matmul_batched_tf32.mlir",),
           "python pipeline/templates/gen_matmul_2d_tf32.py batched 128", False, False, 3,
           f"batched, sm_80+, f32, at least {REGISTER_TILE_MIN_TILES} 64x64 and {TENSOR_CORE_MIN_TILES} 128x128 "
           "tiles over the batch",
           lambda f: not PIPELINED_TF32 and f.rank == 3 and _tf32_128(f),
           lambda f: f.rank == 3 and f.on_tensor_cores),
    Kernel("matmul_2d_tf32_v9", "matmul", "v9", "v6's 3xTF32 math and warp layout, operands copied global -> shared "
           "by cp.async (16-byte cp.async.cg where the operand's layout allows, else 4-byte cp.async.ca; "
           "out-of-range elements zero-filled by the copy's source size) into a ring of shared stages (2 at "
           "128x128: 40 KiB), so the next K tile loads while the tensor cores work on this one; one barrier per K "
           "tile instead of two; A's fragments by ldmatrix.x4 (b16 pairs = one f32), B's too when B is read along k "
           "(x @ w.T, q @ k^T: Bs[n][k]), else by 32-bit shared loads from Bs[k][n] (ldmatrix cannot transpose "
           "32-bit elements)",
           "on the H200 at n = 1024 (invoke bench --kernels): qkv 23.0 TFLOP/s (v6 23.5, cuBLAS fp32 36.6), "
           "mlp_in 30.2 (31.0; 39.5), head 45.4 (32.8; 49.8): with the others, 0.68 -> 0.85 of cuBLAS (geomean)", ("matmul_2d_tf32_v9.mlir",),
           "python pipeline/templates/gen_matmul_2d_tf32.py 2d 128 v9", False, True, 2,
           f"v6's rule for matmul_2d_tf32, once PIPELINED_TF32 is set and V9_2D_64 is not (now {PIPELINED_TF32}, "
           f"{V9_2D_64})",
           lambda f: PIPELINED_TF32 and not V9_2D_64 and f.rank == 2 and _tf32_128(f) and not _v11(f) and not _hopper(f),
           lambda f: f.rank == 2 and f.on_tensor_cores),
    Kernel("matmul_2d_tf32_64_v9", "matmul", "v9", "matmul_2d_tf32_v9 with 64x128 block tiles and 3 shared stages "
           "(45 KiB; ptxas gives it about 122 registers, so 2 blocks of 8 warps fit an SM where the 128x128 one, "
           "at about 170, fits 1)", "on the H200 at n = 1024: attn_out 28.3 TFLOP/s (v6 23.0, cuBLAS 24.6), mlp_out 33.1 (20.4; 38.3); "
           "deeper rings (gen_matmul_2d_tf32.py --stages 4 and 5 for v9, v11 and v12: 60 and 75 KiB of dynamic "
           "shared memory, the same 2 blocks an SM) were slower at every length (GPU ms of the forward, one call, "
           "three rounds: 1024 tokens 7.39-7.41 with 3 stages, 7.58-7.59 with 4, 7.55-7.56 with 5; 256 tokens 2.53 / "
           "2.58 / 2.59); the grid's x along C's rows (--m-fastest, as v16): the head at 1024 rows 1.634-1.652 -> "
           "1.565-1.566 ms (cuBLAS 1.59-1.61), the other products the same (one call, two rounds, section 25)",
           ("matmul_2d_tf32_64_v9.mlir",),
           "python pipeline/templates/gen_matmul_2d_tf32.py 2d 64 v9 --m-fastest", False, True, 2,
           f"v6's rule for matmul_2d_tf32_64 once PIPELINED_TF32 is set (now {PIPELINED_TF32}); with V9_2D_64 "
           f"(now {V9_2D_64}) matmul_2d_tf32's too, and any 2-D f32 product of at least {V9_64_MIN_ROWS} rows "
           f"with at least {V9_64_MIN_TILES} 64x128 tiles on sm_80+",
           lambda f: PIPELINED_TF32 and not _v11(f) and not _v12(f) and not _hopper(f) and (
               _tf32_64(f) or (V9_2D_64 and f.rank == 2 and _tf32_128(f)) or _v9_64_small(f)),
           lambda f: f.rank == 2 and f.on_tensor_cores),
    Kernel("matmul_2d_tf32_64_split", "matmul", "v11", "matmul_2d_tf32_64_v9 with K split over the grid's z "
           f"dimension (about {SPLIT_K_BLOCKS} blocks over the tiles, chunks of at least {SPLIT_K_MIN_CHUNK}): each "
           "block writes its 64x128 partial sums to a workspace; each group of 4 chunks' last block (an atomic ticket "
           "after a device-scope fence, as v8) adds its chunks in order, the tile's last group adds the group sums in "
           "order and runs the epilogue",
           "on the H200 (invoke bench --kernels, one run; us, against the kernel chosen before): 16 tokens qkv "
           "13.1 (v1 17.9), attn_out 10.9 (11.9), mlp_in 14.6 (17.8), mlp_out 17.0 (37.4; cuBLAS 32.5); 64 tokens "
           "qkv 26.8 (v1 39.5), attn_out 21.5 (v1 18.7), mlp_in 27.5 (v9 40.6), mlp_out 28.8 (v1 62.6); 256 tokens "
           "mlp_out 49.1 (v9 143.6; cuBLAS 43.2), attn_out 28.3 (40.4), qkv 40.4 (41.1); the first version's "
           "last block, adding one chunk at a time, was slower than v1; with 2 rows a trip in the last block (2 x 4 x 8 "
           "loads in flight a thread, one run, us before -> after): 16 tokens qkv 13 -> 11, attn_out 11 -> 9, mlp_in 14 "
           "-> 12, mlp_out 17 -> 14; 64 tokens 27 -> 23, 21 -> 17, 27 -> 24, 29 -> 25; 256 tokens attn_out 28 -> 24, "
           "mlp_out 49 -> 44, qkv and mlp_in even; 132 blocks wanted instead of 264 for one row of tiles (at most 64 rows): "
           "the 64-token forward 1.76-1.92 -> 1.63-1.64 ms, 16 tokens even (SPLIT_K_BLOCKS_ONE_ROW); the sums as a two-level "
           "tree (groups of 4 chunks summed by the group's last block, then the group sums by the tile's last block, "
           "each in order) with 264 blocks again for one row of tiles (one run, us of kernel time, flat -> tree): "
           "64 tokens mlp_out 24.8 -> 22.1, attn_out 17.1 -> 14.4, qkv 23.0 -> 21.9, mlp_in even; the forward's GPU "
           "time 64 tokens 1.49 -> 1.38 ms, 256 tokens 2.67 -> 2.59, 16 tokens even", ("matmul_2d_tf32_64_split.mlir",),
           "python pipeline/templates/gen_matmul_2d_tf32.py 2d 64 v11", False, True, 2,
           f"sm_80+, f32, 2-D, more than {MATVEC_MAX_ROWS} rows, fewer than {SPLIT_K_MAX_TILES} 64x128 tiles and "
           f"K in at least two chunks, when SPLIT_K_TF32 is on (now {SPLIT_K_TF32}); the chunks never more than one "
           f"wave of {SPLIT_K_SLOTS} blocks where two fit, when SPLIT_K_ONE_WAVE is on (now {SPLIT_K_ONE_WAVE})",
           lambda f: _v11(f) and not _hopper(f) and not _cluster_tf32(f),
           lambda f: f.rank == 2 and f.on_tensor_cores),
    Kernel("matmul_2d_tf32_64_cluster", "matmul", "v20", "v11 with each tile's K chunks one thread-block cluster "
           "(sm_90) of S blocks (v11's chunk count, cut so that every cluster is resident at once: a cluster's blocks "
           "share a GPC): each block's 64x128 partial sums stay "
           "in its own shared memory (over its cp.async ring), and after a cluster barrier block r adds rows "
           "r * ceil(64 / S) .. of the tile over the S blocks' sums through distributed shared memory (mapa, "
           "ld.shared::cluster, 16 bytes a load), in order s = 0, 1, ..., S-1, and runs the epilogue; no workspace "
           "in global memory, no fences, no atomic tickets (as v15 for v8)",
           "on the H200 (GPU time of the forward, builds with and without it alternating, one call, three rounds): "
           "64 tokens 1.219-1.223 -> 0.871-0.874 ms (its products 26 -> 17.6 us a launch), 256 tokens even (2.160-2.166 "
           "both), 16 tokens 0.729 -> 0.748 (so v11 keeps 16 rows: CLUSTER_TF32_MIN_ROWS); its first form, with v11's "
           "chunk count, left qkv's 18 clusters of 12 and mlp_in's 24 of 10 a second wave (a cluster's blocks share a "
           "GPC): 64 tokens 0.967, 16 tokens 0.847, every product about 21 us; S is now cut so that every cluster is "
           "resident at once (docs/benchmarks.md section 26)", ("matmul_2d_tf32_64_cluster.mlir",),
           "python pipeline/templates/gen_matmul_2d_tf32.py 2d 64 v11 --cluster", False, True, 2,
           f"v11's rule on sm_90 and newer from {CLUSTER_TF32_MIN_ROWS} rows, when CLUSTER_TF32 is on (now {CLUSTER_TF32})",
           lambda f: _v11(f) and not _hopper(f) and _cluster_tf32(f),
           lambda f: f.rank == 2 and f.on_tensor_cores and chips.number(f.chip) >= 90),
    Kernel("matmul_2d_tf32_64_stream", "matmul", "v12", "matmul_2d_tf32_64_v9 as stream-K: a grid of "
           f"{STREAM_K_BLOCKS} blocks (2 an SM) sharing the tiles' 16-deep K steps evenly, block b taking steps "
           "[b U / G, (b + 1) U / G) tile by tile; a segment that is a whole tile is stored as v9, a partial one "
           "goes to a workspace and the tile's last block (an atomic ticket, as v11) adds its blocks' partials in "
           "block order and runs the epilogue",
           "on the H200 at 1024 rows: qkv 92 us (v9 103, cuBLAS fp32 101), mlp_out 117 (v9 146, cuBLAS 126); "
           "qkv at 512 rows 58 (v9 70, cuBLAS 64); the 1024-token forward 7.87 -> 7.49 ms of GPU time",
           ("matmul_2d_tf32_64_stream.mlir",),
           "python pipeline/templates/gen_matmul_2d_tf32.py 2d 64 v12", False, True, 2,
           f"sm_80+, f32, 2-D, more than {MATVEC_MAX_ROWS} rows, {STREAM_K_MIN_TILES} to {STREAM_K_MAX_TILES} "
           f"64x128 tiles (unless v11 takes it) that would keep v9's SMs busy at most {STREAM_K_MAX_V9_BUSY} of "
           f"the time (tiles / 132 over ceil(tiles / 132)), at least {STREAM_K_MIN_STEPS} K steps of 16 a block, "
           f"when STREAM_K_TF32 is on (now {STREAM_K_TF32})",
           lambda f: _v12(f) and not _hopper(f),
           lambda f: f.rank == 2 and f.on_tensor_cores),
    Kernel("matmul_2d_wgmma", "matmul", "v14", "Hopper's warpgroup MMA (wgmma.mma_async m64n128k8, TF32, as "
           "3xTF32 with v9's per-tile f32 sums): one warpgroup a block computes a 128-row x 64-column tile of C "
           "transposed (C^T = B^T A^T: B's fragments from registers, A's tile K-major in shared memory, split "
           "into big and small halves by the thread that copied it), A's 16-deep tiles by cp.async 2 tiles "
           "ahead, B's fragments loaded 2 tiles ahead; software-pipelined: tile kt + 1's split into the other "
           "of two wgmma buffers runs while tile kt's wgmma are in flight",
           "nothing yet: on the H200 at 1024 rows (invoke bench --kernels --variant matmul_2d_wgmma --chip sm_90a, "
           "one call) qkv 100 us (v12 92, cuBLAS fp32 100), attn_out 40 (v9 42), mlp_in 117 (v9 106), mlp_out "
           "170 (v12 117: 96 blocks, no split K), the head 1677 (v9 1598); its first form (A through registers, "
           "one tile ahead) 118 / 64 / 118 / 259 / 2179, the unpipelined one 113 / 45 / 111 / 208 / 1837; "
           "without its wgmma the unpipelined kernel still took 60% of its time, and with its operands as if "
           "split beforehand it was slower: one synchronous pipeline of 4 warps a block, latency-bound (Nsight "
           "Compute: 1 warp a scheduler, no warp eligible 84% of cycles); kept as a variant, docs/benchmarks.md "
           "section 11", ("matmul_2d_wgmma.mlir",),
           "python pipeline/templates/gen_matmul_wgmma.py --overlap --raw 2 --ahead 2",
           False, True, 2, f"sm_90a, f32, 2-D, when WGMMA_TF32 is on (now {WGMMA_TF32}: only by --variant)",
           _wgmma,
           lambda f: f.rank == 2 and f.dtype == "f32" and f.chip == "sm_90a", chip="sm_90a"),
    Kernel("matmul_2d_wgmma2", "matmul", "v16", "v14 with two warpgroups a block (256 threads, a 128 x 128 tile "
           "of C): each warpgroup's wgmma take their A operand (64 of B's columns) from its own registers and "
           "their B operand from the one split of A's 128 x 16 tile in shared memory, so A's cp.async copies, "
           "TF32 splits and shared stores are paid once for 128 columns instead of 64",
           "on the H200 at 1024 rows (invoke bench --kernels --variant, one call, two rounds): the head 1.666 -> "
           "1.39 ms (v9 1.58-1.67, cuBLAS fp32 1.61), mlp_in 112 -> 95 us (v9 105), qkv 99 -> 94 (v12 92), "
           "attn_out 40 -> 48 (48 blocks; v9 42); the forward's GPU time (another call, builds alternating, "
           "three rounds, v16 for the head and mlp_in): 1024 tokens 7.13-7.17 -> 6.93-6.94 ms, 256 tokens 2.54 -> "
           "2.51 (the head 0.413 -> 0.357 ms), but 64 tokens 1.38 -> 1.44 and 16 tokens 0.81 -> 0.90 (the head 0.076 "
           "-> 0.173 ms: 16 rows of a 128-row tile), hence the rows in its rule; 227 registers, no spills, 1 block an SM; "
           "the grid's x along C's rows (--m-fastest: a column of tiles starts together and shares B's tile in the "
           "L2): the head at 1024 rows 1.397-1.403 -> 1.299-1.301 ms (cuBLAS 1.59), the 1024-token forward 5.89 -> "
           "5.80 ms, 256 tokens 2.18 -> 2.16 (one call, docs/benchmarks.md section 25)",
           ("matmul_2d_wgmma2.mlir",),
           "python pipeline/templates/gen_matmul_wgmma.py --overlap --raw 2 --ahead 2 --groups 2 --m-fastest",
           False, True, 2, f"sm_90a, f32, 2-D, a product v9 would run (not v11's or v12's) of at least "
           f"{WGMMA2_MIN_ROWS} rows and {WGMMA2_MIN_TILES} 128x128 tiles, when WGMMA2_TF32 is on (now {WGMMA2_TF32})",
           _wgmma2,
           lambda f: f.rank == 2 and f.dtype == "f32" and f.chip == "sm_90a", chip="sm_90a"),
    Kernel("matmul_2d_wgmma2_stream", "matmul", "v17", "v16 as stream-K: a grid of one block an SM "
           f"({WGMMA2_STREAM_BLOCKS}) sharing the tiles' 16-deep K steps evenly, block b taking steps [b U / G, "
           "(b + 1) U / G) tile by tile, v16's pipeline restarted per segment; a whole tile is stored as v16, a "
           "partial one's sums go to a workspace (each thread its own, coalesced) and the tile's last block (an "
           "atomic ticket, as v12) adds its blocks' partials in block order and runs the epilogue",
           "on the H200 at 1024 rows (invoke bench --kernels, one call, us): qkv 65 (v12 92, v16 95, cuBLAS fp32 "
           "110-119), attn_out 33 (v12 47, v16 49, cuBLAS 58-62), mlp_in 87 (v16 94, cuBLAS 123), mlp_out 83 (v12 "
           "117, v16 175, cuBLAS 129), the head even with v16 (1.384 ms against 1.387, so v16 keeps it); the seven "
           "products' geomean against cuBLAS 1.10 -> 1.35; the forward's GPU time (one call, builds alternating, "
           "three rounds): 1024 tokens 6.92-6.93 -> 6.50-6.52 ms, 512 tokens 4.18-4.20 -> 3.80-3.82, 256 even "
           "(2.483 -> 2.490, mlp_in only); v11's products at 256 and 512 rows, faster alone (256: mlp_out 42 -> 33, "
           "qkv 34 -> 29 us), made the forward slower (256 tokens 2.50 -> 2.66) while each epilogue load waited for "
           "the store before it; after the read-only pass (another call) they won: 256 tokens 2.28 -> 2.17 ms, 512 "
           "3.51 -> 3.34; one store sequence for whole and partial tiles (cubins 98 -> 64 KB): 1024 tokens 6.46 -> "
           "6.43; 246 registers, no spills, 1 block an SM",
           ("matmul_2d_wgmma2_stream.mlir",),
           "python pipeline/templates/gen_matmul_wgmma.py --overlap --raw 2 --ahead 2 --groups 2 --stream",
           False, True, 2, f"sm_90a, f32, 2-D, a product v9, v11 or v12 would run, of at least "
           f"{WGMMA2_MIN_ROWS} rows whose 128x128 tiles would keep v16's SMs busy at most {WGMMA2_STREAM_MAX_BUSY} "
           f"of the time (tiles / {WGMMA2_STREAM_BLOCKS} over ceil(tiles / {WGMMA2_STREAM_BLOCKS})), at least "
           f"{WGMMA2_STREAM_MIN_STEPS} K steps of 16 a block, when WGMMA2_STREAM_TF32 is on (now {WGMMA2_STREAM_TF32})",
           _wgmma2_stream,
           lambda f: f.rank == 2 and f.dtype == "f32" and f.chip == "sm_90a", chip="sm_90a"),
    Kernel("matmul_batched_tf32_v9", "matmul", "v9", "matmul_2d_tf32_v9 with one batch per grid z index",
           "on the H200 at n = 1024: scores 21.4 TFLOP/s (v6 18.5, cuBLAS 24.2), values 19.1 (12.9; 23.6)", ("matmul_batched_tf32_v9.mlir",),
           "python pipeline/templates/gen_matmul_2d_tf32.py batched 128 v9", False, False, 3,
           f"v6's rule for matmul_batched_tf32, once PIPELINED_TF32 is set (now {PIPELINED_TF32}: only by --variant)",
           lambda f: PIPELINED_TF32 and f.rank == 3 and _tf32_128(f) and not _batched_wgmma(f),
           lambda f: f.rank == 3 and f.on_tensor_cores),
    Kernel("matmul_batched_wgmma2", "matmul", "v18", "v16 batched: one batch per grid z index (A's offset moved "
           "to the block's batch, B and C indexed by it), C stored directly",
           "on the H200 at n = 1024 (invoke bench --kernels, one call, each variant forced in turn): q @ k^T "
           "(12 x 1024 x 64 @ 64 x 1024) 74 -> 49-50 us (v9 74, v19 60, cuBLAS fp32 63-76); 190 registers, no spills",
           ("matmul_batched_wgmma2.mlir",),
           "python pipeline/templates/gen_matmul_wgmma.py --overlap --raw 2 --ahead 2 --groups 2 --batched",
           False, False, 3, "sm_90a, f32, batched, a product v9 would run whose B has more than 64 columns, when "
           f"BATCHED_WGMMA_TF32 is on (now {BATCHED_WGMMA_TF32})",
           lambda f: _batched_wgmma(f) and not _batched_wgmma_narrow(f),
           lambda f: f.rank == 3 and f.dtype == "f32" and f.chip == "sm_90a", chip="sm_90a"),
    Kernel("matmul_batched_wgmma", "matmul", "v19", "v14 batched, with 64-row tiles (64 x 64 of C, one warpgroup "
           "a block): for B of at most 64 columns, where v18's 128-column tile would be half empty",
           "on the H200 at n = 1024 (the same call): p @ v (12 x 1024 x 1024 @ 1024 x 64) 84 -> 65-66 us (v18 70, "
           "cuBLAS fp32 68-72); with it and v18 the seven GPT-2 products' geomean against cuBLAS 1.38 (v9 for "
           "both: 0.85 and 0.81 of cuBLAS); 159 registers, no spills",
           ("matmul_batched_wgmma.mlir",),
           "python pipeline/templates/gen_matmul_wgmma.py --overlap --raw 2 --ahead 2 --rows 64 --batched",
           False, False, 3, "sm_90a, f32, batched, a product v9 would run whose B has at most 64 columns, when "
           f"BATCHED_WGMMA_TF32 is on (now {BATCHED_WGMMA_TF32})",
           _batched_wgmma_narrow,
           lambda f: f.rank == 3 and f.dtype == "f32" and f.chip == "sm_90a", chip="sm_90a"),
    Kernel("attention_rows", "attention", "v1", "scores, mask, softmax and P @ V of attention in one kernel "
           "(pipeline/passes/attention.py; before: a product, a row kernel and a product, the scores through "
           "memory): a block per (query row, head), the keys in tiles of up to 256 threads, an online softmax "
           "(block max and sum by gpu.all_reduce, fixed order), the tile's weights in shared memory, P @ V by "
           "every thread over slices of the tile's keys, summed per column in a fixed order; the score op "
           "(scale and mask) is the program's own, inlined",
           "a decoding step's attention in one launch instead of three (124M: 126 -> 77 kernels a step "
           "with the prologues, 0.76 -> 0.53 ms/token on the H200); not timed alone", ("attention_rows.mlir",), _HAND, False, False, 3,
           f"an attention chain (batched f32 product, elementwise score op, max, exp, sum, divide, batched "
           f"product) of at most {ATTENTION_ROWS_MAX_ROWS} query rows, dh <= {ATTENTION_MAX_DH}",
           attention_when=lambda f: f.rows <= ATTENTION_ROWS_MAX_ROWS and f.dh <= ATTENTION_MAX_DH),
    Kernel("attention_tiles", "attention", "v2", "flash-attention style for a prompt's many query rows: a block per "
           "(16 query rows, head), each K and V tile of 64 keys loaded once into shared memory for the 16 rows "
           "(v1 re-read the whole cache per row), thread (tx, ty) scoring keys tx + 16c of row ty and accumulating "
           "output columns tx + 16c, row max and sum by butterfly shuffles over the row's 16 lanes (fixed order); "
           "a key tile whose every score the mask term (the score op's s-free addend) makes -inf is skipped "
           "whole (not loaded, no scores, no products: a causal prompt's upper half); a row whose tile scores "
           "are all -inf skips that tile's products; row blocks run last first (the longest first)",
           "a 256-token forward 6.30 -> 5.86 ms on the H200 (with v9, before the tile skip; not timed alone); "
           "at 1024 rows, with the tile skip, slower than the three kernels (forward 11.81 against 10.79 ms)", ("attention_tiles.mlir",), _HAND, False, False, 3,
           f"an attention chain of more than {ATTENTION_ROWS_MAX_ROWS} and at most {ATTENTION_TILES_MAX_ROWS} "
           f"query rows, dh <= {ATTENTION_TILES_MAX_DH}",
           attention_when=lambda f: (ATTENTION_ROWS_MAX_ROWS < f.rows <= ATTENTION_TILES_MAX_ROWS
                                     and f.dh <= ATTENTION_TILES_MAX_DH)),
    Kernel("attention_split", "attention", "v3", "flash-decoding: attention_rows with the keys split over the grid "
           "into chunks (about 2 blocks per SM over rows x heads x chunks, chunks of at least 64 keys), each "
           "block's (max, sum, accumulators) to a workspace, the last block of a row and head (an atomic ticket, "
           "as v8) combining the chunks in a fixed order",
           "a 197-token prompt + 64 tokens (cache of 512 rows), 124M on the H200: 0.98 -> 0.59 ms per token "
           "(v1 had as many blocks as heads)",
           ("attention_split.mlir",), _HAND, False, False, 3,
           f"enabled, at most {MATVEC_MAX_ROWS} query rows and at least two chunks of "
           f"{ATTENTION_SPLIT_MIN_CHUNK} keys, dh <= {ATTENTION_MAX_DH}",
           attention_when=lambda f: (f.rows <= MATVEC_MAX_ROWS and f.chunks()[0] >= 2
                                     and f.dh <= ATTENTION_MAX_DH)),
    Kernel("attention_warps", "attention", "v4", "v1 with the scores by groups of 8 lanes a key instead of a "
           "thread a key: lane s sums q[d] * K[j, d] for d = s, s + 8, ... (a warp load reads 4 keys' 32-byte "
           "sectors whole; v1's thread read a cache line for 4 bytes, its dh-long FMA chain latency-bound), a "
           "butterfly over the group's 8 lanes (xor 4, 2, 1: the same bits in every lane, fixed order), 512 "
           "threads a block whatever the cache (64 keys scored a pass); softmax as v1, P @ V as v1 but 8 keys "
           "a pass with their V loads issued together (v1 waited one memory latency a key); the first pass's V "
           "rows loaded at the tile's top, before the scores (their latency overlapping the scores and softmax); "
           "before its wait, the first tile's rows of K and V asked of the L2 (prefetch.L2: no value read), "
           "so it is launched early; every lane of a group stores the score (no branch: the score op's loads "
           "issue with K's)",
           "one query row over 64 slots, 12 heads, dh 64 on the H200 (python -m gpt2.bench_decode_kernels): "
           "11.9 -> 6.2 us; V's first pass loaded before the scores (same bits; one call, builds alternating, "
           "GPU ms a step): 124M 0.3105 -> 0.3049, gpt2-xl 2.684 -> 2.642; the score stored by every lane, "
           "then K and V into the L2 before an early wait (one call, three rounds, tokens identical): 124M "
           "0.2614 -> 0.2588 -> 0.2518, gpt2-xl 2.6356 -> 2.6357 -> 2.6509 (+0.6%: early attention blocks cost "
           "xl more than the prefetch buys)", ("attention_warps.mlir", "attention_prefetch_kv.mlir"), _HAND,
           False, False, 3,
           f"an attention chain of at most {MATVEC_MAX_ROWS} query rows whose keys make one chunk of "
           f"attention_split (at most {ATTENTION_SPLIT_MIN_CHUNK} keys, or heads x rows filling the grid), "
           f"dh <= {ATTENTION_MAX_DH}",
           attention_when=lambda f: (f.rows <= MATVEC_MAX_ROWS and f.chunks()[0] < 2
                                     and f.dh <= ATTENTION_MAX_DH)),
    Kernel("attention_split_warps", "attention", "v5", "v3 (keys split over the grid in chunks, the last block "
           "combining them) with v4's scores inside each chunk: groups of 8 lanes a key, a butterfly over the "
           "group (fixed order), 512 threads a block, P @ V 8 keys a pass, the first pass's V rows loaded "
           "before the scores (as v4); as v4, each block's first tile of K and V into the L2 before an early "
           "wait, and the score stored by every lane; the last block combines the chunks with every thread "
           "(thread t: chunk t / dh, column t % dh, a round's loads in flight together; the sums in chunk "
           "order from shared memory, the same bits) instead of one thread a column walking the chunks",
           "one query row over 512 slots, 12 heads, dh 64 on the H200 (python -m gpt2.bench_decode_kernels): "
           "16.0 (v3) -> 10.4 us (v1: 41.1); V's first pass before the scores: a 124M step over 512 cache "
           "rows 0.3632 -> 0.3596 ms (one call, builds alternating); the score stored by every lane, then "
           "the prefetch and early wait (one call, three rounds): 0.3180 -> 0.3115 -> 0.3099 ms; the combine "
           "by every thread: 0.3095 -> 0.2927 ms (attention 7.2 -> 5.7 us a layer in the replayed step)",
           ("attention_split_warps.mlir", "attention_prefetch_kv.mlir"),
           _HAND, False, False, 3,
           f"v3's rule: at most {MATVEC_MAX_ROWS} query rows and at least two chunks of "
           f"{ATTENTION_SPLIT_MIN_CHUNK} keys, dh <= {ATTENTION_MAX_DH}",
           attention_when=lambda f: (f.rows <= MATVEC_MAX_ROWS and f.chunks()[0] >= 2
                                     and f.dh <= ATTENTION_MAX_DH)),
    Kernel("attention_tiles_reg", "attention", "v6", "attention_tiles with register tiles: a block per (32 query "
           "rows, head) of 128 threads, thread (tx, ty) scoring rows 4ty..4ty+3 against keys 4tx..4tx+3 of each "
           "64-key tile (per step of the sum over dh, one 16-byte shared load of Q's 4 rows and one of K's 4 keys "
           "feed 16 FMAs; v2: 5 loads for 4 multiply-adds, not fused) and accumulating output columns 4tx..4tx+3 of "
           "its 4 rows (4 keys a step: 4 loads of P and 4 of V feed 64 FMAs); K and V tiles loaded 4 16-byte "
           "vectors of each a thread before any is stored (v2 waited for each element); masked tiles skipped "
           "and row blocks longest first as v2, ranked in a snake over groups of 132 blocks",
           "on the H200 (GPU time of the forward, two rounds, one run, against the kernels chosen before): 1024 "
           "tokens 9.09 -> 8.11 ms (there v6 replaces the tensor-core scores, the softmax row kernel and the "
           "values product: 12 layers' attention 1.6 ms of kernel time), 256 tokens 2.93 -> 2.83 (v2), 64 tokens "
           "1.46 with v2 against 1.47-1.48, so v2 keeps 33-64 rows; its first form (multiply and add apart, "
           "one d a step, 2 vectors in flight) 8.33 / 2.82 / 1.48; blocks ranked in a snake over groups of 132 "
           "(so each SM's blocks add up to about the same work): 1024 tokens 8.06-8.10 -> 7.86-7.88",
           ("attention_tiles_reg.mlir",), "python pipeline/templates/gen_attention_tiles_reg.py", False, False, 3,
           f"an attention chain of more than {ATTENTION_TILES_REG_MIN_ROWS} and at most "
           f"{ATTENTION_TILES_REG_MAX_ROWS} query rows, dh <= {ATTENTION_TILES_MAX_DH}",
           attention_when=lambda f: _register_tiled(f, ATTENTION_TILES_REG_MAX_ROWS)),
    Kernel("attention_tiles_reg16", "attention", "v7", "v6 with 2 rows a thread, 16 a block: twice the blocks "
           "for a prompt too short to fill the GPU with v6's (256 rows, 12 heads: 192 blocks instead of 96), "
           "each shared value reused 2 times instead of 4",
           "on the H200 (GPU time of the forward, three rounds, one run): 256 tokens 2.80 -> 2.75 ms against "
           "v6; 1024 tokens 8.08 against v6's 7.86, so v6 keeps the rows above 256",
           ("attention_tiles_reg16.mlir",), "python pipeline/templates/gen_attention_tiles_reg.py 2", False, False, 3,
           f"an attention chain of more than {ATTENTION_TILES_REG_MIN_ROWS} and at most "
           f"{ATTENTION_TILES_REG16_MAX_ROWS} query rows, dh <= {ATTENTION_TILES_MAX_DH}",
           attention_when=lambda f: _register_tiled(f, ATTENTION_TILES_REG16_MAX_ROWS)),
    Kernel("attention_tiles_reg8w", "attention", "v8", "v6's 32-row blocks with v7's thread tile (2 rows x 4 keys "
           "of scores, 2 rows x 4 columns of outputs): 16 threads down the rows, 256 threads (8 warps) a block "
           "instead of 128, the same shared tiles (43 KB); each shared value reused 2 times instead of 4 (v6 at 1024 "
           "tokens, Nsight Compute: 384 blocks of 4 warps, 8.6 warps active an SM of the 64 it holds, 38% of issue "
           "slots busy)",
           "little: on the H200 (GPU time of the forward, builds with and without it alternating) 1024 tokens "
           "7.88-7.91 -> 7.83-7.86 ms in one call, 7.85/7.85 -> 7.87/7.80 in another; at 256 tokens, against v7, "
           "2.785 -> 2.845, so v7 keeps 65-256 rows; ptxas gives it 100 registers, so an SM holds 2 of its blocks "
           "(16 warps) where v6's 384 blocks left 8.6 active; capped at 80 (.maxnreg, 3 blocks an SM, no spills) "
           "it was slower, 8.07-8.08 ms",
           ("attention_tiles_reg8w.mlir",), "python pipeline/templates/gen_attention_tiles_reg.py 2 16", False,
           False, 3,
           f"an attention chain of more than {ATTENTION_TILES_REG8W_MIN_ROWS} and at most "
           f"{ATTENTION_TILES_REG_MAX_ROWS} query rows, dh <= {ATTENTION_TILES_MAX_DH}",
           attention_when=lambda f: (ATTENTION_TILES_REG8W_MIN_ROWS < f.rows <= ATTENTION_TILES_REG_MAX_ROWS
                                     and f.dh <= ATTENTION_TILES_MAX_DH)),
    Kernel("attention_mma", "attention", "v9", "the scores and the values on tensor cores: mma.sync.m16n8k8 with TF32 "
           "operands as 3xTF32 (the v6/v9 matmuls' split, 16-deep pieces added in f32), a block per (64 query rows, "
           "head), 4 warps of 16 rows; a warp's Q fragments split once, per 32-key tile its 16 x 32 scores stay in the "
           "accumulators for the score op and the online softmax and feed O += P V as A fragments directly (each "
           "8-key step's keys taken as 0, 2, 4, 6, 1, 3, 5, 7: the scores' layout is A's); K and V tiles split once "
           "into shared memory as (big, small) pairs (8-byte, conflict-free fragment loads); masked tiles skipped, "
           "row blocks longest first as v6-v8",
           "nothing, so it is off (enabled=False; the GPU tests run it): on the H200 (GPU time of the forward, "
           "builds alternating in one call) 1024 tokens 7.864/7.878 ms against v8's 7.812/7.859, 512 tokens "
           "4.857/4.866 against 4.665/4.664; Nsight Compute (1024 rows, 3 heads): 246 registers, so 2 blocks (8 "
           "warps) an SM, one warp a scheduler, no warp eligible 79% of the cycles: latency-bound, not tensor-bound; "
           "its keys split over the grid in chunks of 256 (a row block's last block combining them, as v5) ran the "
           "1024-token forward at 8.12 ms against v8's 7.82 (chunks of 128: 8.34), dropped; 64-key tiles (gen_attention_mma.py "
           "--keys 64: 67 KiB of dynamic shared memory, 255 registers and 40 bytes of spills) halve the trips and "
           "gain nothing either: 1024 tokens 7.447-7.462 ms against v8's 7.415-7.416 and 32-key v9's 7.413-7.498 "
           "(one call, three rounds; block 0's attention 2.280 against v8's 2.269 ms of kernel time over 20 forwards)",
           ("attention_mma.mlir",), "python pipeline/templates/gen_attention_mma.py", False, False, 3,
           f"sm_80+, an attention chain of more than {ATTENTION_MMA_MIN_ROWS} and at most "
           f"{ATTENTION_TILES_REG_MAX_ROWS} query rows, dh <= {ATTENTION_TILES_MAX_DH}, once enabled",
           attention_when=lambda f: (f.on_tensor_cores and ATTENTION_MMA_MIN_ROWS < f.rows <= ATTENTION_TILES_REG_MAX_ROWS
                                     and f.dh <= ATTENTION_TILES_MAX_DH), enabled=False),
    Kernel("attention_tiles_pair", "attention", "v10", "two groups of v6's 128 threads a block on the same 32 rows "
           "(v6's thread tile: 4 rows x 4 keys of scores, 4 rows x 4 columns of outputs, each shared value reused 4 "
           "times), group g taking the key tiles 2i + g with its own K and V tiles, live-tile word and named barrier "
           "(bar.sync g + 1, 128), the groups' (max, sum, outputs) combined at the end (group 1's through shared "
           "memory, by group 0; 76,800 bytes of dynamic shared memory). v8 reused each shared value 2 times and its "
           "L1 ran 89% busy (Nsight Compute, 1024 rows): v10 keeps v8's 8 warps a block with v6's reuse, and each "
           "block's chain of tiles is half as long",
           "on the H200 (one call, builds alternating, three rounds, GPU ms of the 124M forward; seeded random "
           "weights, logits within 1.2-1.4e-6 of NumPy as v8's): 1024 tokens 7.40-7.48 -> 7.09-7.14 ms (attention "
           "1.346 -> 1.033 ms of kernel time a forward), 512 tokens 4.39-4.43 -> 4.29-4.30 (0.528 -> 0.424); Nsight "
           "Compute on one launch at 1024 rows: 124 registers (2 blocks an SM, as v8), L1 89% -> 81% busy, issue "
           "0.43 -> 0.56 a scheduler, 153 -> 120 us; at 256 tokens, against v7 (another call): 2.52-2.53 -> 2.56-2.57 ms "
           "(attention 0.231 -> 0.239), so v7 keeps 65-256 rows",
           ("attention_tiles_pair.mlir",), "python pipeline/templates/gen_attention_tiles_reg.py 4 8 --pair", False,
           False, 3,
           f"a chip whose blocks may use its {ATTENTION_TILES_PAIR_SHARED} bytes of shared memory (sm_80+), an "
           f"attention chain of more than "
           f"{ATTENTION_TILES_PAIR_MIN_ROWS} and at most {ATTENTION_TILES_REG_MAX_ROWS} query rows, dh <= "
           f"{ATTENTION_TILES_MAX_DH}",
           attention_when=lambda f: (ATTENTION_TILES_PAIR_SHARED <= shared_per_block(f.chip)
                                     and ATTENTION_TILES_PAIR_MIN_ROWS < f.rows
                                     <= ATTENTION_TILES_REG_MAX_ROWS and f.dh <= ATTENTION_TILES_MAX_DH)),
    Kernel("row", "row", "", "a run of ops over the same rows (layer norm, softmax, argmax) as one launch, a block "
           "per row, reductions combined with gpu.all_reduce; a row of at most 4 elements a thread in the register "
           "form of a GEMV's prologue (x, g and b loaded at once, the row kept in registers between the ops; "
           "REGISTER_ROW_KERNELS), except rows of integers (the driver's PTX JIT miscompiles np.min(-x) of int32 "
           "in that form; REGISTER_INTEGER_ROWS)",
           "about six kernels per layer norm became one; the register form (H200, one call, builds alternating, "
           "logits bit for bit the same): gpt2-xl's decoding step (96 norms as row kernels) 2.696 -> 2.526 ms of GPU "
           "time, the 256-token forward 2.573, 2.578 -> 2.531, 2.537 ms, 16 and 64 tokens even (the 16-token "
           "forward's 24 norms 127 -> 117 us of kernel time)",
           (), "pipeline/passes/row_kernels.py (IR built in Python)", False, False,
           when="a run of row-wise, reduce and per-row linalg ops over the same rows, at least one reduce"),
    Kernel("row_argmax_split", "row", "", "an argmax over a long row as two launches: a block per 1024-element "
           "chunk reduces it to (max, first index at the max), then one block combines the chunks (max and min: "
           "order-independent, the first index still wins; v read only where x equals the chunk's max)",
           "one block walked the 50,257 logits of a decoding step in 35 us on the H200 (target <= 5 us: measure "
           "with python -m gpt2.bench_decode_kernels)", (), "pipeline/passes/long_argmax.py (IR built in Python)",
           False, False, when=f"a row-kernel run that is an argmax (max, then the first index of it) over at most "
           f"{ARGMAX_SPLIT_MAX_ROWS} rows of at least {ARGMAX_SPLIT_MIN_LENGTH} elements, unless matvec_rows_argmax "
           "takes it (the one row a matvec_rows head writes)"),
    Kernel("loops", "loops", "", "every other linalg op: parallel loops tiled 16x16 and mapped to blocks and "
           "threads (outline); ops with no parallel loop as a one-thread launch (single-thread)",
           "every op runs on the GPU, none on the host", (), "upstream mlir-opt passes (pipelines.GPU_OUTLINE)",
           False, False, when="everything the other kernels do not take"),
)

MATMUL_KERNELS = tuple(k for k in KERNELS if k.chosen_when is not None)
ATTENTION_KERNELS = tuple(k for k in KERNELS if k.attention_when is not None)

# v6 kernel -> its v9 counterpart (same rule, same flags; chosen instead when PIPELINED_TF32 is set)
V9_OF = {"matmul_2d_tf32": "matmul_2d_tf32_64_v9" if V9_2D_64 else "matmul_2d_tf32_v9",
         "matmul_2d_tf32_64": "matmul_2d_tf32_64_v9", "matmul_batched_tf32": "matmul_batched_tf32_v9"}


def in_use(name: str) -> str:
    """The kernel chosen where the registry chose `name` before v9: `name`, or for a v6 kernel its v9
    counterpart once PIPELINED_TF32 is set (tests state their expectations through this)."""
    return V9_OF.get(name, name) if PIPELINED_TF32 else name


class VariantError(Gpt2MlirError, ValueError):
    pass


def kernel(name: str) -> Kernel:
    for k in KERNELS:
        if k.name == name:
            return k
    raise KeyError(name)


def choose(facts: MatmulFacts) -> str:
    """The matmul kernel for these facts: the one entry whose chosen_when holds."""
    chosen = [k.name for k in MATMUL_KERNELS if k.chosen_when(facts)]
    if len(chosen) != 1:  # the rules are meant to split every case exactly once
        raise AssertionError(f"{facts}: kernel rules chose {chosen or 'none'}")
    return chosen[0]


def choose_attention(facts: AttentionFacts) -> str | None:
    """The attention kernel (template stem) for these facts: the newest enabled version whose rule
    holds; None when none does (the chain stays the matmul and row kernels)."""
    for k in sorted(ATTENTION_KERNELS, key=lambda k: int(k.version[1:]), reverse=True):
        if k.enabled and k.attention_when(facts):
            return k.name
    return None


def attention_callee_prefixes() -> tuple[str, ...]:
    """How the attention pass names its instantiated kernel functions (gpu_<template>_f32_a<k>):
    epilogues.py reads their Q, K, V (operands 0-2) or stores O (operand 3) through transposed views."""
    return tuple(f"gpu_{k.name}_f32_a" for k in ATTENTION_KERNELS if k.transposed_loads or k.transposed_store)


def variants_for(facts: MatmulFacts) -> list[str]:
    return [k.name for k in MATMUL_KERNELS if k.can_run(facts)]


def check_variant(name: str, facts: MatmulFacts | None = None) -> None:
    """A one-line VariantError when `name` is no matmul kernel, or (given facts) cannot compute it."""
    names = [k.name for k in MATMUL_KERNELS]
    if name not in names:
        raise VariantError(f"unknown kernel variant '{name}'; valid variants: {', '.join(names)}")
    if facts is not None and not kernel(name).can_run(facts):
        what = (f"{'batched ' if facts.rank == 3 else ''}{facts.dtype} product of {facts.rows} x {facts.cols}"
                f"{' (B transposed)' if facts.b_transposed else ''} on {facts.chip}")
        needs = kernel(name).chip
        hint = f" (it needs --chip {needs})" if needs is not None and needs != facts.chip else ""
        raise VariantError(f"kernel variant '{name}' cannot compute a {what}{hint}; variants that can: "
                           f"{', '.join(variants_for(facts))}")


# What a manifest launch's kind (pipeline/provenance.py KINDS) is when no template made it.
_LOOP_KINDS = ("1 thread", "copy", "reduction", "elementwise", "kernel")


def family_of(kind: str) -> str:
    """The registry family of a manifest launch, from the kind in its label ("matvec_cols + epilogue",
    "row", "elementwise", ...): every kernel a build launches is one of the registry's families."""
    stem = kind.removesuffix(" + argmax").removesuffix(" + epilogue").removesuffix(" + prologue")
    for k in KERNELS:
        if k.name == stem and k.templates:
            return k.family
    if kind == "row":
        return "row"
    if kind in _LOOP_KINDS:
        return "loops"
    raise KeyError(f"kernel kind {kind!r} is in no registry family (pipeline/kernels.py)")


def epilogue_callees() -> tuple[str, ...]:
    """Instantiated kernel functions whose store is a call of @<name>_store (an epilogue can be fused):
    the f32 overwrite instantiation of each kernel that accepts an epilogue."""
    return tuple(f"gpu_{k.name}_f32_overwrite" for k in KERNELS if k.epilogue)


def prologue_callees() -> tuple[str, ...]:
    """Instantiated kernel functions (f32, overwrite) that may compute A in a prologue, with or without
    an epilogue (then named <this>_epi<n>): the kernels the registry marks `prologue`."""
    return tuple(f"gpu_{k.name}_f32_overwrite" for k in KERNELS if k.prologue)


def prologue_template(callee: str) -> str:
    """The prologue form's template stem of a kernel function from prologue_callees()."""
    stem = callee.removeprefix("gpu_").removesuffix("_f32_overwrite")
    return kernel(stem).templates[1].removesuffix(".mlir")


def transposed_store_callees() -> tuple[str, ...]:
    """Instantiated matmul kernel functions (f32, overwrite) that may store C through a transposed view."""
    return tuple(f"gpu_{k.name}_f32_overwrite" for k in MATMUL_KERNELS if k.transposed_store)


def transposed_load_callees() -> tuple[str, ...]:
    """Instantiated matmul kernel functions (f32, both instantiations) that may read A and B through a
    transposed view."""
    return tuple(f"gpu_{k.name}_f32{suffix}" for k in MATMUL_KERNELS if k.transposed_loads
                 for suffix in ("", "_overwrite"))


def table() -> str:
    """docs/kernels.md: the kernel table, generated from KERNELS."""
    lines = ["# Kernels", "",
             "Generated from the registry in [`pipeline/kernels.py`](../pipeline/kernels.py) by",
             "`python -m pipeline.kernels > docs/kernels.md` (tests/test_kernel_registry.py keeps the two equal).",
             "A matmul runs the one kernel whose rule holds for its shape, B's layout, element type and chip;",
             "`invoke bench --kernels --variant NAME` forces one. Templates live in",
             "[`pipeline/templates/`](../pipeline/templates/). Thresholds: "
             f"MATVEC_MAX_ROWS = {MATVEC_MAX_ROWS}, REGISTER_TILE_MIN_TILES = {REGISTER_TILE_MIN_TILES}, "
             f"TENSOR_CORE_MIN_TILES = {TENSOR_CORE_MIN_TILES}.", "",
             "Epilogue *yes*: the kernel stores C only through an inlined `@<kernel>_store`, after its whole K sum,",
             "so the elementwise op right after the product (a bias, a GELU, a residual add) runs there on the",
             "final value and C is never written ([`pipeline/passes/epilogues.py`](../pipeline/passes/epilogues.py)",
             "decides when that is legal: C a temporary nothing else reads, read by the op at the element it",
             "writes). The flag is also the kill switch: `epilogue=False` on one entry of `KERNELS` and that",
             "kernel's epilogues are separate kernels again, nothing else changes (its template still stores",
             "through the function, which is then a plain store: the same PTX). Any matmul kernel also stores",
             "through a transposed view when a transpose of its product comes next (attention's merge_heads);",
             "its switch is the entry's `transposed_store` flag (on for every matmul kernel); likewise it reads A",
             "or B through a transposed view of a transpose's input (attention's q), switch `transposed_loads`.", "",
             "Prologue *yes*: when A is made by a row-kernel run that nothing else reads (a layer norm), the",
             "kernel's prologue form computes each block's row of A from the run's inputs into shared memory",
             "(after its first weight loads and the dependent-launch wait), and the run is no kernel of its own",
             "([`pipeline/passes/prologues.py`](../pipeline/passes/prologues.py)); `prologue=False` is the kill",
             "switch.", "",
             "| family | version | kernel | template | written | chosen when | prologue / epilogue | what changed | "
             "what it bought |",
             "|---|---|---|---|---|---|---|---|---|"]
    for k in KERNELS:
        templates = ", ".join(f"[`{t}`](../pipeline/templates/{t})" for t in k.templates) or "—"
        fused = f"{'yes' if k.prologue else 'no'} / {'yes' if k.epilogue else 'no'}"
        lines.append(f"| {k.family} | {k.version or '—'} | `{k.name}` | {templates} | {k.generator} | {k.when} | "
                     f"{fused} | {k.changed} | {k.bought} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(table())
