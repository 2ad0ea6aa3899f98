"""What a kernel choice depends on, as plain numbers (no MLIR): `MatmulFacts` read off one linalg.matmul or
linalg.batch_matmul (pipeline/passes/matmul_templates.py), `AttentionFacts` off one matched attention chain
(pipeline/passes/attention.py). The derived sizes (tiles, K chunks, block sizes) are the ones the generated
kernels compute for themselves, from the same `Tuning`."""
from __future__ import annotations

from dataclasses import dataclass

from contract.chips import tensor_cores

from .tuning import Tuning, tuning_for


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
    # B's element type where it is not `dtype`: f16 or bf16 (weights stored in half precision, widened to
    # dtype = f32 as they are loaded); None: B is of `dtype` too.
    weight: str | None = None

    @property
    def tuning(self) -> Tuning:
        return tuning_for(self.chip)

    def k_chunks(self, cluster: bool = False) -> int | None:
        """v11's split of K (its generator computes the same in the kernel), or with `cluster` v20's (at most
        as many as keep every cluster resident): None where a size is dynamic."""
        t = self.tuning
        tiles = self.tiles(64, 128)
        if tiles is None or self.depth is None:
            return None
        want = min(-(-self.split_k_blocks() // max(tiles, 1)), t.split_k_max_chunks)
        want = min(want, max(1, t.split_k_slots // max(tiles, 1)))
        if cluster:
            want = min(want, max(1, t.cluster_tf32_gpc_slots // -(-tiles // t.cluster_gpcs)))
        most = -(-self.depth // t.split_k_min_chunk)
        first = -(-self.depth // max(1, min(want, most)))   # K / S, then up to a multiple of 16
        chunk = max(16, -(-first // 16) * 16)
        return max(1, -(-self.depth // chunk))

    def split_k_blocks(self) -> int:
        """v11's blocks wanted over the grid: one row of 64-row tiles has its own number."""
        t = self.tuning
        return t.split_k_blocks_one_row if self.rows is not None and self.rows <= 64 else t.split_k_blocks

    def tiles(self, height: int, width: int) -> int | None:
        """Output tiles of height x width over the whole batch; None when a size is dynamic."""
        if None in (self.rows, self.cols, self.batch):
            return None
        return self.batch * -(-self.rows // height) * -(-self.cols // width)

    @property
    def few_rows(self) -> bool:
        """A GEMV's product: at most `matvec_max_rows` rows (a decoding step has one per prompt)."""
        return self.rows is not None and self.rows <= self.tuning.matvec_max_rows

    @property
    def long(self) -> bool:
        """Enough 64x64 tiles for register tiles (one block per tile) to fill the GPU."""
        tiles = self.tiles(64, 64)
        return tiles is not None and tiles >= self.tuning.register_tile_min_tiles

    @property
    def b_vec4(self) -> bool:
        """B can be read 4 elements (16 bytes of f32) at a time at all: not transposed, inner stride 1 (4
        neighbouring columns are 4 neighbouring elements), N % 4 == 0 (no load runs past a row), K >= 1."""
        return (not self.b_transposed and self.b_layout is not None and self.b_layout[1] == 1
                and self.cols is not None and self.cols % 4 == 0 and self.depth is not None and self.depth >= 1)

    @property
    def b_wide_loads(self) -> bool:
        """b_vec4, and a static row stride or offset is a multiple of 4 elements: else every load would take
        the 4-byte path (the kernel checks the actual address, which may still be off)."""
        return self.b_vec4 and all(v is None or v % 4 == 0 for v in (self.b_layout[0], self.b_layout[2]))

    @property
    def on_tensor_cores(self) -> bool:
        return self.dtype == "f32" and tensor_cores(self.chip)


@dataclass(frozen=True)
class AttentionFacts:
    """What the attention kernel choice depends on, read off a matched chain (all static): heads, query
    rows n, keys C (the cache's capacity, or n for a prompt), head size dh. f32 only."""
    heads: int
    rows: int
    keys: int
    dh: int
    chip: str = "sm_75"  # as PassOptions' default: no tensor cores

    @property
    def tuning(self) -> Tuning:
        return tuning_for(self.chip)

    @property
    def on_tensor_cores(self) -> bool:
        return tensor_cores(self.chip)

    def threads(self, keys: int | None = None) -> int:
        """attention_rows' block (and the split forms', over `keys` keys a block): the keys of one tile (up to
        `attention_max_threads`), at least dh, a whole number of warps."""
        want = max(self.dh, min(self.keys if keys is None else keys, self.tuning.attention_max_threads), 32)
        return -(-want // 32) * 32

    def warp_threads(self) -> int:
        """attention_warps' and attention_split_warps' block: `attention_warps_threads` threads (groups of 8
        lanes score a key each), at least dh, a whole number of warps."""
        return -(-max(self.dh, self.tuning.attention_warps_threads) // 32) * 32

    def chunks(self) -> tuple[int, int]:
        """The split forms' (chunks, keys per chunk): about `attention_split_blocks` blocks over rows x heads x
        chunks, chunks of about `attention_split_min_chunk` keys or more, none empty."""
        t = self.tuning
        want = -(-t.attention_split_blocks // (self.rows * self.heads))
        most = max(1, -(-self.keys // t.attention_split_min_chunk))
        chunk = -(-self.keys // max(1, min(want, most)))
        return -(-self.keys // chunk), chunk
