"""Products of many rows (a prompt's projections, attention's batched products, the head): FMA tiles, 3xTF32
tensor cores (mma.sync) and Hopper's wgmma; the entries, and their rules in the order they are tried."""
from __future__ import annotations

from contract import chips

from .facts import MatmulFacts
from .gen.matmul_tf32 import matmul_tf32
from .gen.matmul_wgmma import matmul_wgmma
from .kernel import Kernel, MatmulRule, generated, hand
from .matvec import ANY_FLOAT
from .tuning import Tuning


def _tensor_cores_long(f: MatmulFacts, t: Tuning) -> bool:
    """A long f32 product with `tensor_core_min_tiles` 64x128 tiles (or 128x128 batched) on sm_80+."""
    if not (f.long and f.on_tensor_cores):
        return False
    return f.tiles(128, 128) >= t.tensor_core_min_tiles if f.rank == 3 else \
        f.tiles(64, 128) >= t.tensor_core_min_tiles


def _v9_small(f: MatmulFacts, t: Tuning) -> bool:
    """A 2-D product below the long rule with enough 64x128 tiles for v9, from a whole tile of A's rows."""
    tiles = f.tiles(64, 128)
    return (f.rank == 2 and f.on_tensor_cores and tiles is not None and f.rows >= t.v9_64_min_rows
            and tiles >= t.v9_64_min_tiles)


def _v9(f: MatmulFacts, t: Tuning) -> bool:
    return _tensor_cores_long(f, t) or _v9_small(f, t)


def _split_k(f: MatmulFacts, t: Tuning) -> bool:
    """A 2-D product on tensor cores of fewer than `split_k_max_tiles` 64x128 tiles, K long enough for two
    chunks: one block a tile would leave SMs idle."""
    tiles, chunks = f.tiles(64, 128), f.k_chunks()
    return (f.rank == 2 and f.on_tensor_cores and tiles is not None and tiles < t.split_k_max_tiles
            and chunks is not None and chunks >= 2)


def _busy(tiles: int, sms: int) -> float:
    """The share of the time one-block-a-tile keeps `sms` SMs busy: a tile alone takes as long as two at once."""
    return (tiles / sms) / -(-tiles // sms)


def _stream_k(f: MatmulFacts, t: Tuning) -> bool:
    """A 2-D product on tensor cores of a few waves of 64x128 tiles that v9 would leave partly idle, with K
    steps enough a block."""
    tiles = f.tiles(64, 128)
    if not (f.rank == 2 and f.on_tensor_cores and tiles is not None and f.depth is not None
            and t.stream_k_min_tiles <= tiles <= t.stream_k_max_tiles):
        return False
    steps = tiles * -(-f.depth // 16)
    return _busy(tiles, t.split_k_slots // 2) <= t.stream_k_max_v9_busy and steps >= t.stream_k_min_steps * t.stream_k_blocks


def _sm90a_2d(f: MatmulFacts) -> bool:
    """A 2-D f32 product on sm_90a (wgmma exists only there)."""
    return f.rank == 2 and f.dtype == "f32" and f.chip == "sm_90a"


def _wgmma2_stream(f: MatmulFacts, t: Tuning) -> bool:
    """A product a TF32 kernel would run, of whole 128-row tiles, whose 128x128 tiles would keep v16's SMs
    busy at most `wgmma2_stream_max_busy` of the time, with K steps enough a block."""
    tiles = f.tiles(128, 128)
    if not (_sm90a_2d(f) and (_v9(f, t) or _split_k(f, t) or _stream_k(f, t)) and f.rows >= t.wgmma2_min_rows
            and f.depth is not None):
        return False
    sms = t.wgmma2_stream_blocks
    return (_busy(tiles, sms) <= t.wgmma2_stream_max_busy
            and tiles * -(-f.depth // 16) >= t.wgmma2_stream_min_steps * sms)


def _wgmma2(f: MatmulFacts, t: Tuning) -> bool:
    return (_sm90a_2d(f) and _v9(f, t) and f.rows >= t.wgmma2_min_rows
            and f.tiles(128, 128) >= t.wgmma2_min_tiles)


def _batched_wgmma(f: MatmulFacts, t: Tuning) -> bool:
    return f.rank == 3 and f.dtype == "f32" and f.chip == "sm_90a" and _tensor_cores_long(f, t)


def _tf32(**params) -> dict:
    return dict(rank=2, bm=64, **params)


_WGMMA = dict(overlap=True, raw=2, ahead=2)

KERNELS: tuple[Kernel, ...] = (
    Kernel("matmul_2d", "matmul", "v1", "16x16 tiles of A and B in shared memory, one output per thread, K split "
           "over 4 thread slices per block and summed in a fixed order",
           "any element type; the K split keeps the SMs busy when there are few output tiles",
           (hand("matmul_2d"),), epilogue=True, rank=2, when="a 2-D product, otherwise",
           can_run=lambda f: f.rank == 2 and f.dtype in ANY_FLOAT),
    Kernel("matmul_batched", "matmul", "v1", "matmul_2d's tiles, one batch per grid z index (no K split)",
           "attention's products as one launch", (hand("matmul_batched"),), rank=3,
           when="a batched product, otherwise", can_run=lambda f: f.rank == 3 and f.dtype in ANY_FLOAT),
    Kernel("matmul_2d_reg", "matmul", "v3", "64x64 block tiles, a 4x4 grid of outputs per thread in registers, "
           "16-deep shared tiles", "each shared value used 4 times: long products on the FMA units (§28)", (hand("matmul_2d_reg"),),
           epilogue=True, rank=2, when="at least `register_tile_min_tiles` 64x64 tiles, no tensor-core kernel",
           can_run=lambda f: f.rank == 2 and f.dtype in ANY_FLOAT),
    Kernel("matmul_batched_reg", "matmul", "v3", "matmul_2d_reg with one batch per grid z index",
           "long attention products on the FMA units", (hand("matmul_batched_reg"),), rank=3,
           when="batched, at least `register_tile_min_tiles` 64x64 tiles over the batch, no tensor-core kernel",
           can_run=lambda f: f.rank == 3 and f.dtype in ANY_FLOAT),
    Kernel("matmul_2d_reg128", "matmul", "v4", "128x128 tiles, 8x8 outputs per thread (64 accumulators as "
           "scf.for iter_args, so they stay in registers)", "the head of a long forward without tensor cores (§28)",
           (hand("matmul_2d_reg128"),), epilogue=True, rank=2,
           when="at least `register_tile_min_tiles` 128x128 tiles, no tensor-core kernel",
           can_run=lambda f: f.rank == 2 and f.dtype in ANY_FLOAT),
    Kernel("matmul_2d_tf32_64_staged", "matmul", "v21", "v6's 64x128 tiles on mma.sync, the threads staging A and B "
           "in shared memory through registers, B stored in half precision and widened as it is staged: TF32 "
           "holds it exactly, so 2xTF32 (A's big and small halves) keeps fp32-level accuracy",
           "a prompt's products on half-precision weights on the tensor cores, 2 MMAs instead of 3 (§32)",
           (generated("matmul_2d_tf32_64_staged", matmul_tf32, rank=2, bm=64, version="v6", m_fastest=True),),
           epilogue=True, rank=2, when="B stored in f16 or bf16, 2-D, f32 A, sm_80 and newer",
           can_run=lambda f: f.rank == 2 and f.on_tensor_cores, weights=("f16", "bf16"), plain=False),
    Kernel("matmul_2d_tf32_64_v9", "matmul", "v9", "3xTF32 on mma.sync (fp32-level accuracy), 64x128 tiles fed by a "
           "cp.async ring of shared-memory stages and ldmatrix, the grid's x along C's rows",
           "the ring keeps the tensor cores fed; two blocks an SM (§28)",
           (generated("matmul_2d_tf32_64_v9", matmul_tf32, **_tf32(version="v9", m_fastest=True)),), epilogue=True,
           rank=2, when="a 2-D f32 product on sm_80+ with `tensor_core_min_tiles` 64x128 tiles (or "
                        "`v9_64_min_tiles` from `v9_64_min_rows` rows)",
           can_run=lambda f: f.rank == 2 and f.on_tensor_cores),
    Kernel("matmul_2d_tf32_64_split", "matmul", "v11", "v9's 64x128 kernel with K split over the grid; the chunks' "
           "sums meet in a workspace, added as a tree in a fixed order",
           "products of few tiles, which leave SMs idle at one block a tile (§28)",
           (generated("matmul_2d_tf32_64_split", matmul_tf32, **_tf32(version="v11")),), epilogue=True, rank=2,
           when="a 2-D f32 product on sm_80+ of fewer than `split_k_max_tiles` 64x128 tiles, K in two chunks or more",
           can_run=lambda f: f.rank == 2 and f.on_tensor_cores),
    Kernel("matmul_2d_tf32_64_cluster", "matmul", "v20", "v11 with a tile's K chunks one thread-block cluster, "
           "their sums added through distributed shared memory",
           "a short prompt's products faster than v11's (§26)",
           (generated("matmul_2d_tf32_64_cluster", matmul_tf32, **_tf32(version="v11", cluster=True)),),
           epilogue=True, rank=2, when="v11's products on sm_90+, from `cluster_tf32_min_rows` rows",
           can_run=lambda f: f.rank == 2 and f.on_tensor_cores and chips.number(f.chip) >= 90),
    Kernel("matmul_2d_tf32_64_stream", "matmul", "v12", "v9's 64x128 kernel as stream-K: a fixed grid sharing the "
           "tiles' 16-deep K steps evenly", "products of a few waves of tiles that v9 leaves partly idle (§28)",
           (generated("matmul_2d_tf32_64_stream", matmul_tf32, **_tf32(version="v12")),), epilogue=True, rank=2,
           when="a 2-D f32 product on sm_80+ of `stream_k_min_tiles`..`stream_k_max_tiles` 64x128 tiles that v9 "
                "leaves idle enough, with K steps enough a block",
           can_run=lambda f: f.rank == 2 and f.on_tensor_cores),
    Kernel("matmul_batched_tf32_v9", "matmul", "v9", "v9 batched, 128x128 tiles, one batch per grid z index",
           "long attention products on tensor cores (§28)",
           (generated("matmul_batched_tf32_v9", matmul_tf32, rank=3, bm=128, version="v9"),), rank=3,
           when="a batched f32 product on sm_80+ with `tensor_core_min_tiles` 128x128 tiles",
           can_run=lambda f: f.rank == 3 and f.on_tensor_cores),
    Kernel("matmul_2d_wgmma2", "matmul", "v16", "Hopper's wgmma (3xTF32), two warpgroups a block on one split of A's "
           "tile, 128x128 tiles", "the head and the long products on sm_90a, faster than v9 (§23)",
           (generated("matmul_2d_wgmma2", matmul_wgmma, **_WGMMA, groups=2, m_fastest=True),), epilogue=True,
           rank=2, chip="sm_90a",
           when="v9's products on sm_90a of `wgmma2_min_rows` rows and `wgmma2_min_tiles` 128x128 tiles",
           can_run=lambda f: f.rank == 2 and f.dtype == "f32" and f.chip == "sm_90a"),
    Kernel("matmul_2d_wgmma2_stream", "matmul", "v17", "v16 as stream-K, one block an SM",
           "products v16's tiles leave partly idle (§24)",
           (generated("matmul_2d_wgmma2_stream", matmul_wgmma, **_WGMMA, groups=2, stream=True),), epilogue=True,
           rank=2, chip="sm_90a",
           when="a TF32 kernel's products on sm_90a of `wgmma2_min_rows` rows that v16's tiles leave idle enough",
           can_run=lambda f: f.rank == 2 and f.dtype == "f32" and f.chip == "sm_90a"),
    Kernel("matmul_batched_wgmma2", "matmul", "v18", "v16 batched, 128x128 tiles", "a long prompt's q @ k^T on sm_90a (§25)", (generated("matmul_batched_wgmma2", matmul_wgmma, **_WGMMA, groups=2, batched=True),), rank=3,
           chip="sm_90a", when="v9's batched products on sm_90a, B of more than 64 columns",
           can_run=lambda f: f.rank == 3 and f.dtype == "f32" and f.chip == "sm_90a"),
    Kernel("matmul_batched_wgmma", "matmul", "v19", "wgmma with one warpgroup a block and 64x64 tiles, batched",
           "a long prompt's p @ v on sm_90a, B one tile wide (§25)",
           (generated("matmul_batched_wgmma", matmul_wgmma, **_WGMMA, rows=64, batched=True),), rank=3,
           chip="sm_90a", when="v9's batched products on sm_90a, B of at most 64 columns",
           can_run=lambda f: f.rank == 3 and f.dtype == "f32" and f.chip == "sm_90a"),
)

# First match wins; every rule assumes the product has more than `matvec_max_rows` rows, or a dynamic number
# (matvec.py's rules take the few-row ones first).
RULES: list[MatmulRule] = [
    ("matmul_2d_tf32_64_staged", lambda f, t: f.weight is not None and f.rank == 2 and f.on_tensor_cores),
    ("matmul_batched_wgmma", lambda f, t: _batched_wgmma(f, t) and f.cols is not None and f.cols <= 64),
    ("matmul_batched_wgmma2", lambda f, t: _batched_wgmma(f, t)),
    ("matmul_batched_tf32_v9", lambda f, t: f.rank == 3 and _tensor_cores_long(f, t)),
    ("matmul_batched_reg", lambda f, t: f.rank == 3 and f.long),
    ("matmul_batched", lambda f, t: f.rank == 3),
    ("matmul_2d_wgmma2_stream", _wgmma2_stream),
    ("matmul_2d_tf32_64_cluster", lambda f, t: (_split_k(f, t) and chips.number(f.chip) >= 90
                                                and f.rows >= t.cluster_tf32_min_rows)),
    ("matmul_2d_tf32_64_split", _split_k),
    ("matmul_2d_tf32_64_stream", _stream_k),
    ("matmul_2d_wgmma2", _wgmma2),
    ("matmul_2d_tf32_64_v9", _v9),
    ("matmul_2d_reg128", lambda f, t: f.long and f.tiles(128, 128) >= t.register_tile_min_tiles),
    ("matmul_2d_reg", lambda f, t: f.long),
    ("matmul_2d", lambda f, t: True),
]
