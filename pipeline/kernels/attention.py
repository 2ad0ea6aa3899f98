"""Attention in one kernel (pipeline/passes/attention.py matches the chain: scores, mask, softmax, P @ V):
the decoding forms (a few query rows over a cache) and the prompt forms (many rows, tiled); the entries,
and their rules in the order they are tried. No rule holding leaves the chain to the product and row
kernels."""
from __future__ import annotations

from contract.chips import shared_per_block

from .facts import AttentionFacts
from .gen.attention_tiles_reg import attention_tiles_reg
from .kernel import AttentionRule, Kernel, generated, hand
from .tuning import Tuning


def _register_tiled(f: AttentionFacts, t: Tuning, most: int) -> bool:
    """A prompt of more than `attention_tiles_reg_min_rows` and at most `most` rows, dh within the shared tiles."""
    return t.attention_tiles_reg_min_rows < f.rows <= most and f.dh <= t.attention_tiles_max_dh


def _decoding(f: AttentionFacts, t: Tuning) -> bool:
    return f.rows <= t.matvec_max_rows and f.dh <= t.attention_max_dh


KERNELS: tuple[Kernel, ...] = (
    Kernel("attention_rows", "attention", "v1", "scores, mask, softmax and P @ V in one kernel, a block per (query "
           "row, head) walking the keys in tiles", "one launch for what was six per layer (docs/attention.md)",
           (hand("attention_rows"),), rank=3,
           when="at most `attention_rows_max_rows` query rows, dh <= `attention_max_dh`"),
    Kernel("attention_tiles", "attention", "v2", "flash-attention style: a block per 16 query rows and head sharing "
           "each K/V tile, an online softmax, FMA", "a prompt's rows read the cache once a block, not once a row "
                                                    "(§28)",
           (hand("attention_tiles"),), rank=3,
           when="more than `attention_rows_max_rows` and at most `attention_tiles_max_rows` query rows, "
                "dh <= `attention_tiles_max_dh`"),
    Kernel("attention_warps", "attention", "v4", "v1 with the scores by groups of 8 lanes a key and P @ V by 8 "
           "slices of dh, K and V prefetched to the L2 before the dependent-launch wait",
           "a decoding step's 64 keys in one memory latency for K and one for V (§28)",
           (hand("attention_warps"), hand("attention_prefetch_kv")), rank=3,
           when="at most `matvec_max_rows` query rows whose keys make one chunk, dh <= `attention_max_dh`"),
    Kernel("attention_split_warps", "attention", "v5", "flash-decoding with v4's warps: the keys split over the "
           "grid in chunks, the last block (an atomic ticket) combining the chunks in order",
           "a long cache fills the GPU at one query row (§28)",
           (hand("attention_split_warps"), hand("attention_prefetch_kv")), rank=3,
           when="at most `matvec_max_rows` query rows, keys in two chunks or more, dh <= `attention_max_dh`"),
    Kernel("attention_tiles_reg16", "attention", "v7", "register tiles: 2 query rows x 4 keys of scores and of "
           "outputs a thread, 16 rows a block", "twice the blocks of 32-row tiles at 65-256 rows (§28)",
           (generated("attention_tiles_reg16", attention_tiles_reg, rows=2),), rank=3,
           when="more than `attention_tiles_reg_min_rows` and at most `attention_tiles_reg16_max_rows` rows, "
                "dh <= `attention_tiles_max_dh`"),
    Kernel("attention_tiles_reg8w", "attention", "v8", "v7's thread tile in 32-row blocks of 8 warps",
           "the long prompts where the chip cannot give v10 its shared memory (§28)",
           (generated("attention_tiles_reg8w", attention_tiles_reg, rows=2, ty=16),), rank=3,
           when="more than `attention_tiles_reg16_max_rows` and at most `attention_tiles_reg_max_rows` rows, "
                "dh <= `attention_tiles_max_dh`"),
    Kernel("attention_tiles_pair", "attention", "v10", "two groups of 128 threads a block on the same 32 rows, "
           "even and odd key tiles, combined at the end (4 rows x 4 keys a thread)",
           "a long prompt's attention faster than v8's, where the chip gives it the shared memory (§22)",
           (generated("attention_tiles_pair", attention_tiles_reg, rows=4, ty=8, pair=True),), rank=3,
           when="as v8, on a chip whose blocks may use `attention_tiles_pair_shared` bytes of shared memory"),
)

# First match wins.
RULES: list[AttentionRule] = [
    ("attention_tiles_pair", lambda f, t: (t.attention_tiles_pair_shared <= shared_per_block(f.chip)
                                           and _register_tiled(f, t, t.attention_tiles_reg_max_rows)
                                           and f.rows > t.attention_tiles_reg16_max_rows)),
    ("attention_tiles_reg8w", lambda f, t: (_register_tiled(f, t, t.attention_tiles_reg_max_rows)
                                            and f.rows > t.attention_tiles_reg16_max_rows)),
    ("attention_tiles_reg16", lambda f, t: _register_tiled(f, t, t.attention_tiles_reg16_max_rows)),
    ("attention_split_warps", lambda f, t: _decoding(f, t) and f.chunks()[0] >= 2),
    ("attention_warps", lambda f, t: _decoding(f, t)),
    ("attention_tiles", lambda f, t: (t.attention_rows_max_rows < f.rows <= t.attention_tiles_max_rows
                                      and f.dh <= t.attention_tiles_max_dh)),
    ("attention_rows", lambda f, t: f.rows <= t.attention_rows_max_rows and f.dh <= t.attention_max_dh),
]
