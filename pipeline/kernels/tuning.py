"""The numbers the kernel rules and generators read, one `Tuning` per chip.

Each field sets one threshold or size of a rule (pipeline/kernels/{matvec,matmul,attention}.py) or of a
generated kernel (pipeline/kernels/gen/). The values are those measured on the card named in `TUNINGS`;
docs/benchmark-log.md gives the measurements, docs/kernels.md the rules in words. Every chip uses the one
entry there is today: a card with another SM count or shared memory gets its own entry, not a branch in
a rule.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    # --- products of few rows (matvec.py)
    matvec_max_rows: int = 4            # a product of at most this many rows is a GEMV (a decoding step has 1)
    split_k_gemv_min_elements: int = 2_500_000   # a B of at least this many elements takes the split-K GEMV (v8/v15)
    cluster_gemv_max: int = 16          # v15: blocks a cluster at most (above 8: a non-portable cluster size)
    cluster_gemv_whole: int = 13        # v15: a chunk of at most this many rows a warp loads whole, no K loop
    cluster_gemv_deep: int = 13         # v15: else this many rows a warp in flight a trip, when every cluster fits
    prologue_max_k: int = 8192          # a layer-norm prologue keeps A's row (K floats) in shared memory: at most this
    sms: int = 132                      # SMs a GEMV's grid is sized for (v7's block size, v15's residency)
    # --- products of many rows (matmul.py)
    register_tile_min_tiles: int = 128  # 64x64 tiles from which the register-tiled FMA kernels (v3/v4) fill the GPU
    tensor_core_min_tiles: int = 96     # 64x128 (or 128x128) tiles from which a long product runs on tensor cores
    v9_64_min_tiles: int = 24           # a shorter 2-D product with this many 64x128 tiles still takes v9 ...
    v9_64_min_rows: int = 64            # ... from a whole tile of A's rows
    split_k_max_tiles: int = 96         # v11/v20 (split K) for fewer 64x128 tiles than this
    split_k_blocks: int = 264           # v11: blocks wanted over the grid (2 an SM)
    split_k_blocks_one_row: int = 264   # ... when the product is one row of tiles (at most 64 rows)
    split_k_slots: int = 264            # ... and S x tiles at most this (one wave) where S >= 2 allows it
    split_k_min_chunk: int = 64         # v11: K a chunk at least (a multiple of 16)
    split_k_max_chunks: int = 16        # v11: chunks at most (the last block reads S partial tiles)
    cluster_gpcs: int = 7               # GPCs a cluster's blocks are placed in, as the driver places them
    cluster_gpc_sms: int = 16           # SMs a GPC
    cluster_tf32_gpc_slots: int = 32    # v20: its blocks a GPC holds at once (2 an SM)
    cluster_tf32_min_rows: int = 17     # v20 from this many rows (below, v11's tree of partial sums wins)
    stream_k_blocks: int = 264          # v12: the stream-K grid (2 an SM)
    stream_k_min_tiles: int = 96        # v12 for at least this many 64x128 tiles ...
    stream_k_max_tiles: int = 1056      # ... and at most this many (4 waves)
    stream_k_max_v9_busy: float = 0.8   # ... where v9's SMs would be busy at most this share of the time
    stream_k_min_steps: int = 24        # ... with at least this many 16-deep K steps a block
    wgmma2_min_tiles: int = 192         # v16 (wgmma, sm_90a) for at least this many 128x128 tiles ...
    wgmma2_min_rows: int = 128          # ... and a whole 128-row tile
    wgmma2_stream_blocks: int = 132     # v17: the stream-K grid (one block an SM)
    wgmma2_stream_max_busy: float = 0.8  # v17 where v16's SMs would be busy at most this share of the time ...
    wgmma2_stream_min_steps: int = 4    # ... with at least this many 16-deep K steps a block
    # --- row kernels (pipeline/passes/long_argmax.py)
    argmax_split_min_length: int = 8192  # an argmax over rows this long ...
    argmax_split_max_rows: int = 16     # ... and at most this many rows runs as two kernels
    # --- attention (attention.py)
    attention_max_threads: int = 256    # attention_rows: threads a block at most (the keys of one tile)
    attention_max_dh: int = 1024        # attention_rows: the widest head
    attention_warps_threads: int = 512  # attention_warps: threads a block (groups of 8 lanes score 64 keys a pass)
    attention_rows_max_rows: int = 32   # attention_rows (and the decoding forms) up to this many query rows
    attention_tiles_max_rows: int = 512  # attention_tiles (FMA, 16 rows a block) up to this many rows
    attention_tiles_max_dh: int = 64    # the tiled forms' shared K, V tiles are 64 x 64
    attention_tiles_reg_min_rows: int = 64    # the register-tiled forms above this many rows ...
    attention_tiles_reg_max_rows: int = 1024  # ... up to GPT-2's whole context
    attention_tiles_reg16_max_rows: int = 256  # v7 up to this many rows, v8/v10 above
    attention_tiles_pair_shared: int = 76800  # v10's dynamic shared memory: a chip whose blocks may use it
    attention_split_min_chunk: int = 64  # flash-decoding: keys a chunk at least ...
    attention_split_blocks: int = 264   # ... and about this many blocks over rows x heads x chunks


# The card each entry was measured on, and the chips that use it.
TUNINGS = {"H200": Tuning()}


def tuning_for(chip: str | None = None) -> Tuning:
    """The tuning a chip's kernels are chosen and generated with (None: a pass that does not know the chip);
    today every chip uses the one entry."""
    return TUNINGS["H200"]
