"""Products of a few rows (GEMVs: a decoding step's x @ W, the head, attention's q @ k^T and p @ v), and
the head's fused argmax: the entries, and their rules in the order they are tried."""
from __future__ import annotations

from contract import chips

from .facts import MatmulFacts
from .gen.matvec_cols_split import matvec_cols_cluster, matvec_cols_split
from .gen.matvec_cols_vec4 import matvec_cols_vec4
from .gen.matvec_rows_argmax import matvec_rows_argmax
from .kernel import Kernel, MatmulRule, generated, hand
from .tuning import Tuning

ANY_FLOAT = ("f16", "bf16", "f32", "f64")
# B stored in half precision (Kernel.weights): the generators' `weight=`, or a hand-written template's loads of B
# widened (gen/half_b.py). The head (v2 and its argmax forms), v5, v7, v8 and v15 have half forms.
HALF = ("f16", "bf16")


def _shuffle_sum(f: MatmulFacts) -> bool:
    """B read along K (x @ w.T, q @ k^T), f32: a warp per output, its lanes' sums added by shuffles."""
    return f.b_transposed and f.dtype == "f32"


def _wide(f: MatmulFacts) -> bool:
    return f.dtype == "f32" and f.b_wide_loads


def _large_b(f: MatmulFacts, t: Tuning) -> bool:
    """A B of at least `split_k_gemv_min_elements` (gpt2-xl's weights): K split over the grid pays."""
    return f.depth is not None and f.cols is not None and f.depth * f.cols >= t.split_k_gemv_min_elements


KERNELS: tuple[Kernel, ...] = (
    Kernel("matvec_rows", "matmul", "v2", "one warp per output column, five butterfly shuffles add the lane sums; "
           "its prologue form takes the final layer norm",
           "a 16x16 tile leaves 15 of 16 thread rows idle at one row (docs/benchmark-log.md §28)",
           (hand("matvec_rows"), hand("matvec_rows_prologue")), prologue=True, rank=2,
           when="at most `matvec_max_rows` rows, B read along K (x @ w.T), f32",
           can_run=lambda f: f.rank == 2 and f.dtype == "f32", weights=HALF),
    Kernel("matvec_rows_argmax", "matmul", "v2", "matvec_rows' prologue form with the argmax of its one row in the "
           "epilogue (the last block, by an atomic ticket, combines the blocks' (max, first index) pairs)",
           "a decoding step's final norm, head and argmax in one kernel instead of four (§28)",
           (generated("matvec_rows_argmax", matvec_rows_argmax),), rank=2,
           when="the argmax of the one row a matvec_rows head writes, K not a multiple of 4 "
                "(pipeline/passes/head_argmax.py)", weights=HALF),
    Kernel("matvec_rows_argmax_vec4", "matmul", "v13", "matvec_rows_argmax with 16-byte loads of W, all of a "
           "column's loads issued before the first product; v2's loop where W is not 16-byte aligned",
           "3 KB in flight a warp instead of 512 bytes: the head runs nearer the memory's bandwidth (§28)",
           (generated("matvec_rows_argmax_vec4", matvec_rows_argmax, vec4=True),), rank=2,
           when="as matvec_rows_argmax, for K a multiple of 4 (the head's 768 and 1600)", weights=HALF),
    Kernel("matvec_rows_batched", "matmul", "v2", "matvec_rows with one batch per grid z index",
           "a decoding step's q @ k^T, one query row per head, in one launch", (hand("matvec_rows_batched"),),
           rank=3, when="batched, at most `matvec_max_rows` rows, B read along K, f32",
           can_run=lambda f: f.rank == 3 and f.dtype == "f32"),
    Kernel("matvec_cols_batched", "matmul", "v2", "32 columns x 32 K slices per block, lanes along B's columns "
           "(coalesced), partial sums added in a fixed order", "a decoding step's p @ v in one launch",
           (hand("matvec_cols_batched"),), rank=3, when="batched, at most `matvec_max_rows` rows, otherwise",
           can_run=lambda f: f.rank == 3 and f.dtype in ANY_FLOAT),
    Kernel("matvec_cols_cluster", "matmul", "v15", "v8 with a column tile's K chunks one thread-block cluster "
           "(sm_90), their partial sums added through distributed shared memory: no workspace, fence or ticket",
           "gpt2-xl's decoding step -9% against v8, and more rows in flight where every cluster is resident "
           "(§19-21, §28)",
           (generated("matvec_cols_cluster", matvec_cols_cluster),), epilogue=True,
           rank=2, when="v8's products on sm_90 and newer",
           can_run=lambda f: f.rank == 2 and f.dtype == "f32" and f.b_vec4 and chips.number(f.chip) >= 90,
           weights=HALF),
    Kernel("matvec_cols_split", "matmul", "v8", "K split over the grid, a warp reading 512 contiguous bytes of a "
           "row of B; the tile's last block (an atomic ticket) adds the chunks in a fixed order",
           "gpt2-xl's 10-41 MB weights; 124M's smaller ones lose to v7 (§28)",
           (generated("matvec_cols_split", matvec_cols_split),), epilogue=True, rank=2,
           when="as v7, for a B of at least `split_k_gemv_min_elements` elements",
           can_run=lambda f: f.rank == 2 and f.dtype == "f32" and f.b_vec4, weights=HALF),
    Kernel("matvec_cols_vec4", "matmul", "v7", "16-byte loads of B, 6 rows of B in flight per thread (a "
           "software-pipelined K loop), a 4-byte path where B is not 16-byte aligned; its prologue form takes "
           "the layer norm before it",
           "124M's decoding products with their layer norms, one launch fewer each (§28)",
           (generated("matvec_cols_vec4", matvec_cols_vec4),
            generated("matvec_cols_vec4_prologue", matvec_cols_vec4, prologue=True)), prologue=True,
           epilogue=True, rank=2,
           when="at most `matvec_max_rows` rows, f32, B [K, N] with inner stride 1, N % 4 == 0, static row stride "
                "and offset multiples of 4",
           can_run=lambda f: f.rank == 2 and f.dtype == "f32" and f.b_vec4, weights=HALF),
    Kernel("matvec_cols", "matmul", "v5", "8 columns x 128 K slices per block, four loads of B in flight per "
           "thread, partial sums in a fixed two-level order, C stored through @<kernel>_store",
           "any element type and layout of B, with its epilogue fused", (hand("matvec_cols"),), epilogue=True,
           rank=2, when="at most `matvec_max_rows` rows, otherwise",
           can_run=lambda f: f.rank == 2 and f.dtype in ANY_FLOAT, weights=HALF),
)

# First match wins; every rule assumes the product has at most `matvec_max_rows` rows (matmul.py's rules
# take the rest).
RULES: list[MatmulRule] = [
    ("matvec_rows_batched", lambda f, t: f.rank == 3 and _shuffle_sum(f)),
    ("matvec_cols_batched", lambda f, t: f.rank == 3),
    ("matvec_rows", lambda f, t: _shuffle_sum(f)),
    ("matvec_cols_cluster", lambda f, t: _wide(f) and _large_b(f, t) and chips.number(f.chip) >= 90),
    ("matvec_cols_split", lambda f, t: _wide(f) and _large_b(f, t)),
    ("matvec_cols_vec4", lambda f, t: _wide(f)),
    ("matvec_cols", lambda f, t: True),
]
