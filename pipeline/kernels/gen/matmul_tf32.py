"""The 3xTF32 tensor-core matmul templates (mma.sync): v9 (a cp.async ring of shared-memory stages and
ldmatrix), v11 (v9 with K split over the grid), v12 (v9 as stream-K) and v20 (v11 with a tile's chunks one
thread-block cluster). The template spells out 16 accumulators, 3 x 16 mma.sync per 8-deep K step and 64
guarded stores: too regular to write by hand, too long to read without this generator beside it."""
from ..tuning import Tuning

from . import dynamic_shared as shm
from . import split_k
from . import tf32


def matmul_tf32(rank: int = 2, bm: int = 128, version: str = "v9", flush: int = 1, *, flat: bool = False,
                cluster: bool = False, m_fastest: bool = False, stages: int | None = None,
                weight: str = "f32", tuning: Tuning = Tuning()) -> str:
    """`rank` 2 or 3 (batched), `bm` C's rows a block (64 or 128; columns are 128), `version` v6 (no ring), v9,
    v11 (split K; `cluster`: v20, `flat`: the chunks' sums in one level) or v12 (stream-K), `flush` K tiles the
    tensor cores sum before the f32 add, `m_fastest` the grid's x along C's rows, `stages` the ring's depth
    (default: as many as fit 48 KiB), `weight` B's element type (f16, bf16: v6, 2-D; B widened as the threads
    stage it, 2xTF32); `tuning` gives the split's and the stream's grid."""
    FLAT, CLUSTER, M_FASTEST, STAGES_ASKED = flat, cluster, m_fastest, stages
    RANK_NAME = {2: "2d", 3: "batched"}[rank]
    BM, VERSION, FLUSH = bm, version, flush
    if (BM not in (64, 128) or VERSION not in ("v6", "v9", "v11", "v12")
            or (VERSION == "v11" and RANK_NAME != "2d") or (VERSION == "v12" and (RANK_NAME, BM) != ("2d", 64))):
        raise ValueError(f"matmul_tf32: no form {rank=} {bm=} {version=} (bm 64 or 128; v11: rank 2; v12: rank 2, bm 64)")
    if weight not in ("f32", "f16", "bf16") or (weight != "f32" and (VERSION != "v6" or rank != 2)):
        raise ValueError(f"matmul_tf32: no form with {weight=} ({version=}, {rank=}): half-precision B is v6's, 2-D")
    HALF = weight != "f32"
    SPLIT = VERSION == "v11"
    STREAM = VERSION == "v12"
    PIPELINED = VERSION in ("v9", "v11", "v12")
    if FLAT and not SPLIT:
        raise ValueError("matmul_tf32: flat is v11's (its sums in one level)")
    if CLUSTER and (not SPLIT or FLAT or BM != 64):
        raise ValueError("matmul_tf32: cluster is v11's, rank 2, bm 64, not flat")
    if M_FASTEST and (SPLIT or STREAM or RANK_NAME != "2d"):
        raise ValueError("matmul_tf32: m_fastest is for 2-D v6 and v9")
    if FLUSH < 1 or (FLUSH > 1 and not PIPELINED):
        raise ValueError("matmul_tf32: flush must be 1, or more for v9, v11 or v12")
    BATCHED = RANK_NAME == "batched"
    # v11's split of K: the tuning's numbers (MatmulFacts.k_chunks() computes the same split from them)
    SPLIT_BLOCKS, SPLIT_BLOCKS_ONE_ROW = tuning.split_k_blocks, tuning.split_k_blocks_one_row
    SPLIT_MAX_CHUNKS, SPLIT_MIN_CHUNK = tuning.split_k_max_chunks, tuning.split_k_min_chunk
    ONE_WAVE, SLOTS, STREAM_K_BLOCKS = True, tuning.split_k_slots, tuning.stream_k_blocks
    GPCS, GPC_SLOTS = tuning.cluster_gpcs, tuning.cluster_tf32_gpc_slots
    SPLIT_LOADS = 8        # chunks whose partials the last block loads at once, for
    SPLIT_ROWS = 2         # this many rows of 4 columns a thread: 8 x 2 x 4 loads in flight
    # v11's sums as a tree (--flat: one level, the last block adding all S partials, as before): GROUP
    # chunks' partials added by the group's last block, then the G group sums by the tile's last block.
    GROUP = 4
    TREE_ROWS = 4          # rows of 4 columns a thread in a tree level: 4 x 4 x GROUP loads in flight
    TREE = SPLIT and not FLAT and not CLUSTER
    CLUSTER_MAX = 16       # v20: blocks a cluster at most (above 8 a non-portable size, as v15's)
    assert not CLUSTER or SPLIT_MAX_CHUNKS <= CLUSTER_MAX, "v20: a tile's chunks must fit one cluster"
    STREAM_LOADS = 2       # v12: a tile's blocks whose partials its last block loads at once (GPT-2's
                           # products have 2-4 blocks a tile; a load past them re-reads the first block's)
    P = "memref<?x?x?x{elt}>"
    CNT, TK = split_k.CNT, split_k.TK
    GCNT = "memref<?x?x?xi32>"  # v11's tree: a counter per (tile, group of chunks)
    MI = BM // 32          # mma tiles (16 rows) per warp along M: warps are 2 (M) x 4 (N)
    A_LOADS = BM * 16 // 256

    L = []
    def e(s=""):
        L.append(s)

    MR = ("memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>" if BATCHED
          else "memref<?x?x{elt}, strided<[?, ?], offset: ?>>")
    WELT = weight if HALF else "{elt}"   # B's element type as the template spells it
    MB = MR.replace("{elt}", WELT)
    AS = f"memref<{BM}x20x{{elt}}, #gpu.address_space<workgroup>>"
    B0 = "%bz, " if BATCHED else ""  # leading batch index of every global access
    BS = "memref<16x136x{elt}, #gpu.address_space<workgroup>>"
    # v9: shared memory as flat rings of stages. A stage of A is As[m][k] with rows of 20 floats (16 +
    # 4: a row is 80 bytes, 5 sixteen-byte units, so the 8 row addresses of one ldmatrix phase hit 8
    # different bank groups); a stage of B is 2560 floats, read as Bs[k][n] (rows of 136) when B's n is
    # the contiguous dimension and as Bs[n][k] (rows of 20) when its k is (x @ w.T, q @ k^T). As many
    # stages (at most 3) as fit the 48 KiB of static shared memory a block may have.
    A_STAGE = BM * 20
    B_STAGE = 2560
    STAGES = STAGES_ASKED or max(s for s in (2, 3) if s * (A_STAGE + B_STAGE) * 4 <= shm.STATIC_LIMIT)
    RING_BYTES = STAGES * (A_STAGE + B_STAGE) * 4
    # Over 48 KiB a block's shared memory must be dynamic: the ring is then views of the launch's
    # dynamic shared memory (16-byte aligned, A's stages first), and the launcher raises the kernel's limit.
    # v20 overlays its 64x128 partial sums on the ring (a view at offset 0), so its ring is dynamic too.
    DYNAMIC = RING_BYTES > shm.STATIC_LIMIT or CLUSTER
    TS_COLS = 132  # v20's partial sums, rows of 128 + 4 floats (the warps' fragment stores spread over the banks)
    TS = f"memref<{BM}x{TS_COLS}x{{elt}}, #gpu.address_space<workgroup>>"
    assert not CLUSTER or BM * TS_COLS * 4 <= RING_BYTES
    if STAGES_ASKED is not None and (not PIPELINED or not 2 <= STAGES <= 8):
        raise ValueError("matmul_tf32: stages is v9's, v11's or v12's, 2 to 8")
    if PIPELINED:  # as 4-float vectors: their globals are then 16-byte aligned, as cp.async and ldmatrix need
        AS = f"memref<{STAGES * A_STAGE // 4}xvector<4x{{elt}}>, #gpu.address_space<workgroup>>"
        BS = f"memref<{STAGES * B_STAGE // 4}xvector<4x{{elt}}>, #gpu.address_space<workgroup>>"
    STAGES_ARG = f" --stages {STAGES}" if STAGES_ASKED is not None else ""
    DYNAMIC_DOC = ("; over the 48 KiB a block may declare,\n// so both are views of the launch's dynamic shared memory (A's stages first)" if DYNAMIC else "")
    # mma.sync.m16n8k8 with TF32 operands, as LLVM inline assembly: nvgpu.mma.sync would say the same,
    # but the nvgpu dialect cannot be inlined, and the kernel call must be inlined (04-kernels) so that
    # its grid folds to constants. Operands: A's 4 and B's 2 registers (TF32 bit patterns), C's 4 floats.
    MMA = '"mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};"'
    CONSTRAINTS = '"=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"'
    STRUCT = "!llvm.struct<(f32, f32, f32, f32)>"
    # The 2-D variants store C through @{func}_store (defined at the end), so an elementwise op after
    # the product runs on each final value (pipeline/passes/epilogues.py); the batched one stores directly.
    EPI_PARAMS = "" if BATCHED else "{epi_params}"
    EPI_DOC = "" if BATCHED else ",\n// {epi_params}, {epi_args}, {epi_types} (a fused epilogue's operands, as in matmul_2d.mlir)"

    SHAPE = "C[b, M, N] (+)= A[b, M, K] * B[b, K, N]" if BATCHED else "C[M, N] (+)= A[M, K] * B[K, N]"
    if CLUSTER:
        e(f"""// v20 matmul, 2-D, tensor cores (sm_90), K split over the grid, the chunks' sums in a thread-block cluster
// (generated: pipeline/kernels/gen/matmul_2d_tf32.py 2d 64 v11 --cluster)
// What changed from v11 (matmul_2d_tf32_64_split.mlir, described below): v11's chunks meet in global
// memory: each block writes its 64x128 partial sums to a workspace, then a device-scope fence and an
// atomic ticket per group of chunks, the group's last block reads the group's partials back from the L2
// and writes their sum, and again for the groups; at 16-64 rows that chain is most of a product's time.
// Here a tile's S chunks (at most {CLUSTER_MAX}, v11's count) are one thread-block cluster (1 x 1 x S,
// `gpu.launch clusters`; above 8 blocks a non-portable size, which the launcher allows): a block keeps its
// sums in its own shared memory (Ts, 64 rows of {TS_COLS} floats over the ring, which is dynamic shared
// memory for that), and after a cluster barrier (release/acquire) block r adds rows r * ceil(64 / S) ..
// of the tile over the S blocks' Ts, read through distributed shared memory (mapa + ld.shared::cluster,
// 16 bytes a load, the S loads issued before the adds) in order s = 0, 1, ..., S-1, and stores C through
// @{{func}}_store; a second barrier keeps every block's shared memory alive until the others have read it.
// No workspace, no fence, no ticket, no counters. Deterministic: a fixed order (not v11's tree's, so
// its sums may differ from v11's in the last bits).
//""")
    if SPLIT:
        e(f"""// v11 matmul, 2-D, tensor cores (sm_80+), K split over the grid:  {SHAPE}, f32
// (generated: pipeline/kernels/gen/matmul_2d_tf32.py 2d {BM} v11{STAGES_ARG})
// What changed from v9 (matmul_2d_tf32_{BM}_v9.mlir, described below): a product with few output
// tiles (a short prompt's rows, or mlp_out's 768 columns) left most SMs idle, one block per tile
// walking all of K (256 tokens: mlp_out's 24 tiles on 132 SMs). Here K is split into S chunks over
// the grid's z dimension: S about {SPLIT_BLOCKS} blocks / tiles (2 blocks an SM; {SPLIT_BLOCKS_ONE_ROW} for one row of
// tiles, where fewer, longer chunks measured faster), at most
// {SPLIT_MAX_CHUNKS}, each chunk a multiple of 16 and at least {SPLIT_MIN_CHUNK} deep. A block runs v9's loop over its
// chunk and writes its {BM}x128 partial sums to a workspace P[s, m, n]. The tile's last block to finish
// (a ticket from an atomic counter per tile, after a device-scope release fence; as v8,
// matvec_cols_split.mlir) adds the S partials in the order s = 0, 1, ..., S-1, loading {SPLIT_LOADS} chunks'
// partials of {SPLIT_ROWS} rows at once (added one by one, the loads of a row's S partials made the first
// version's last block a chain of S x 32 memory latencies: slower than v1; one row at a time, 1-4 us
// slower than now at 16-256 tokens), and stores C through
// @{{func}}_store (the epilogue hook), then puts the counter back to 0. Which block comes last varies, the order of the adds does
// not: deterministic. The counters rely on the launcher's promise that a temporary starts zeroed
// (contract/manifest.py) and are left zero again.
//""")
    if STREAM:
        e(f"""// v12 matmul, 2-D, tensor cores (sm_80+), stream-K:  {SHAPE}, f32
// (generated: pipeline/kernels/gen/matmul_2d_tf32.py 2d 64 v12{STAGES_ARG})
// What changed from v9 (matmul_2d_tf32_64_v9.mlir, described below): v9 runs one block per 64x128
// tile, 2 blocks an SM, so a product whose tiles are not a whole number of waves of {STREAM_K_BLOCKS} leaves
// SMs idle: at 1024 tokens qkv has 288 tiles (a full wave, then 24 blocks alone on 24 SMs), attn_out
// and mlp_out 96 (36 SMs idle, and each block walks all of K). Here the grid is {STREAM_K_BLOCKS} blocks (fewer
// when there are fewer 16-deep K steps in all) and the work is the list of (tile, K step) pairs,
// tile by tile: block b takes steps [b U / G, (b + 1) U / G) of the U in all (stream-K, Osama et al.
// 2023), so every block has the same number of K steps, whatever the tile count. Its range is one
// or more segments, each a run of K steps of one tile; per segment v9's cp.async ring restarts and
// sums the segment's K steps as v9 sums a whole K. A segment that is a whole tile stores C through
// @{{func}}_store as v9. A partial one writes its 64x128 sums to a workspace P[2 b + s] (s = 0 for
// the block's first segment, 1 for its last: only those two can be partial) and takes a ticket from
// the tile's counter after a device-scope release fence (as v11); the tile's last block to arrive
// adds the partials of the tile's blocks in block order (K order: the first K steps first) and runs
// the epilogue. Which block comes last varies, the order of the adds does not: deterministic. The
// counters rely on the launcher's promise that a temporary starts zeroed and are left zero again.
//""")
    if PIPELINED:
        e(f"""// v9 matmul, {'batched' if BATCHED else '2-D'}, tensor cores (sm_80+), cp.async stages:  {SHAPE}, f32
// (generated: pipeline/kernels/gen/matmul_2d_tf32.py {RANK_NAME} {BM} v9{STAGES_ARG}; the variants are
// matmul_2d_tf32_v9 (128x128 tiles), matmul_2d_tf32_64_v9 (64x128) and matmul_batched_tf32_v9.)
// The math is v6's (matmul_2d_tf32.mlir: mma.sync.m16n8k8 TF32 as 3xTF32, each 16-deep K tile
// summed by the tensor cores from zero and added to the running sum in f32; same 8-warp layout,
// {MI} x 4 mma tiles of 16x8 per warp). What changed is how the operands reach the tensor cores:
// - Global -> shared by cp.async (nvvm.cp.async.shared.global: no register staging), into a ring
//   of {STAGES} shared-memory stages: while the tensor cores work on K tile k, the copies of tile
//   k + {STAGES - 1} are in flight. Per K tile: wait until at most {STAGES - 2} copy groups are
//   pending (tile k's group is then complete for this thread), barrier (every thread's copies of
//   tile k are visible, and every thread is done reading tile k - 1's stage), issue tile
//   k + {STAGES - 1} into that stage (k - 1's), commit it as one group, compute on tile k. One
//   barrier per K tile instead of v6's two. Out-of-range elements are zero-filled by cp.async's
//   source size (no branch), at addresses clamped into the operand.
// - 16-byte copies (cp.async.cg) when an operand's copied dimension is contiguous and its address,
//   other strides and offset keep every 4 floats 16-byte aligned (checked in the kernel, per
//   block); otherwise the same 4-float chunk as 4 one-float copies (cp.async.ca), any strides
//   (transposed or sliced views). A chunk runs along the operand's contiguous dimension, so that
//   neighbouring threads read neighbouring addresses.
// - A's fragments by ldmatrix.x4 (nvvm.ldmatrix, .b16 8x8: a b16 pair is one f32, so lane l gets
//   the f32 at row l/4, column l%4 of each 8x4 block: exactly mma.m16n8k8's TF32 A fragment).
//   B's too when B is read along k (x @ w.T, q @ k^T: Bs[n][k], rows of 20, one x4 per two 8-column
//   tiles); for the usual B, Bs[k][n] (rows of 136), each B register is one 32-bit shared load:
//   ldmatrix cannot transpose 32-bit elements. Which layout is a runtime value (B's strides), so
//   one kernel serves both; it folds to one path where the strides are static (every GPT-2 product).
// NVVM ops (not nvgpu), like v6's inline assembly, because the call must be inlined (outline pass)
// and the nvgpu dialect cannot be.
//
// Shared memory: {STAGES} stages of As [{BM} x 20] and Bs [2560] floats = {STAGES * (A_STAGE + B_STAGE) * 4} bytes,
// declared as 4-float vectors so that both buffers are 16-byte aligned (cp.async 16, ldmatrix){DYNAMIC_DOC}.
// Fragments (PTX ISA, mma.m16n8k8 .tf32; g = lane/4, t = lane%4): A rows g, g+8 x columns t, t+4;
// B rows t, t+4 x column g; C rows g, g+8 x columns 2t, 2t+1.
//
// Placeholders as in matmul_2d.mlir: {{func}}, {{kernel}}, {{elt}} (f32 only), {{accumulate}}{EPI_DOC}.""")
    else:
      HALF_DOC = "" if not HALF else f"""
// With B stored in {weight} (this form): each element of B is loaded as {weight} and widened to f32 as the
// threads stage it (a {weight} value is a TF32 value exactly), so B needs no small half and every product
// is big*big + small*big (2xTF32): the same accuracy, two MMAs instead of three."""
      e(f"""// v6 matmul, {'batched' if BATCHED else '2-D'}, tensor cores (sm_80+):  {SHAPE}, f32
// (generated: pipeline/kernels/gen/matmul_2d_tf32.py {RANK_NAME} {BM}; the variants are
// matmul_2d_tf32 (128x128 tiles), matmul_2d_tf32_64 (64x128 tiles: twice the blocks for products
// with few output tiles, such as 1024 x 768) and matmul_batched_tf32 (grid z = the batch).)
// What changed from v4 (matmul_2d_reg128.mlir, 8x8 outputs per thread on the FMA units): the
// products run on tensor cores, mma.sync.m16n8k8 with TF32 operands (as LLVM inline assembly:
// the nvgpu dialect's mma.sync cannot be inlined into the caller, which 04-kernels needs). TF32
// keeps 10 of f32's 23 mantissa bits, so each operand is split as x = big + small (big: x rounded
// to the nearest TF32; small = x - big, exact in f32, rounded to TF32 in turn) and every product
// is big*big + big*small + small*big (3xTF32): what is dropped (small*small, the rounding of
// small) is below 2^-22 of |a*b|. The tensor cores sum one 16-deep K tile from zero; an f32 add
// takes it into the running sum (their accumulation rounds toward zero, which over a long K chain
// drifts): fp32-level accuracy.{HALF_DOC}
//
// A block of 8 warps (256 threads) computes a {BM}x128 tile of C; warp w takes rows {BM // 2}*(w/4)
// and columns 32*(w%4) of it: {MI} x 4 mma tiles of 16x8, {MI * 16} accumulators per thread. Per
// 16-deep K tile the threads stage A [{BM} x 16] as As[m][k] and B [16 x 128] as Bs[k][n] in shared
// memory (rows padded to 20 and 136 floats, so that the fragment reads of a warp hit 32 different
// banks), out-of-range elements stored as 0. Fragments (PTX ISA, mma.m16n8k8 .tf32; g = lane/4,
// t = lane%4): A rows g, g+8 x columns t, t+4; B rows t, t+4 x column g; C rows g, g+8 x columns
// 2t, 2t+1.
//
// Placeholders as in matmul_2d.mlir: {{func}}, {{kernel}}, {{elt}} (f32 only), {{accumulate}}{EPI_DOC}.""")
    e(f"func.func private @{{func}}(%A: {MR}, %B: {MB}, %C: {MR}{EPI_PARAMS}) {{")
    e("""  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c128 = arith.constant 128 : index""")
    e("  %c2 = arith.constant 2 : index")
    e(f"  %cBM = arith.constant {BM} : index")
    d = 1 if BATCHED else 0  # A's row dim
    if BATCHED:
        e(f"  %batch = memref.dim %A, %c0 : {MR}")
    e(f"  %M = memref.dim %A, %c{d} : {MR}")
    e(f"  %{'Kall' if SPLIT or STREAM else 'K'} = memref.dim %A, %c{d + 1} : {MR}")
    e(f"  %N = memref.dim %B, %c{d + 1} : {MB}")
    e("  %gx = arith.ceildivui %N, %c128 : index")
    e("  %gy = arith.ceildivui %M, %cBM : index")
    rank = 3 if BATCHED else 2
    if not PIPELINED:
        e(f"  %Bbase, %Boff, %Bsizes:{rank}, %Bstrides:{rank} = memref.extract_strided_metadata %B\n      : {MB} -> "
          f"memref<{WELT}>, index{', index' * 2 * rank}")
        e(f"  %b_k_contiguous = arith.cmpi eq, %Bstrides#{d}, %c1 : index")
    ONE_WAVE_TEXT = "" if not ONE_WAVE else f"""
  // ... and one wave at most: S x tiles <= {SLOTS} blocks (2 an SM) where S >= 2 allows it
  %cslots = arith.constant {SLOTS} : index
  %wave0 = arith.divui %cslots, %tiles : index
  %wave = arith.maxui %wave0, %c1 : index
  %wave_want = arith.minui %want, %wave : index"""
    CLUSTER_FIT = "" if not CLUSTER else f"""
  // v20: S cut so that every cluster is resident at once (a cluster's blocks share a GPC; {GPC_SLOTS} of these
  // blocks fit a GPC, 2 an SM; {GPCS} GPCs): S <= {GPC_SLOTS} / ceil(tiles / {GPCS}) (else a second wave of clusters)
  %cgpcs = arith.constant {GPCS} : index
  %cgslots = arith.constant {GPC_SLOTS} : index
  %per_gpc = arith.ceildivui %tiles, %cgpcs : index
  %fit0 = arith.divui %cgslots, %per_gpc : index
  %fit = arith.maxui %fit0, %c1 : index
  %s1c = arith.minui %s1, %fit : index"""
    if SPLIT:
        e(f"""  // S chunks of K: about {SPLIT_BLOCKS} blocks over the tiles ({SPLIT_BLOCKS_ONE_ROW} for one row of tiles) but at most
  // {SPLIT_MAX_CHUNKS} chunks, no chunk under {SPLIT_MIN_CHUNK} (or K), each a multiple of 16; then S again from the chunk, so
  // that no block is left without rows.
  %c16 = arith.constant 16 : index
  %cwant_n = arith.constant {SPLIT_BLOCKS} : index
  %cwant_1 = arith.constant {SPLIT_BLOCKS_ONE_ROW} : index
  %one_row = arith.cmpi eq, %gy, %c1 : index
  %cwant = arith.select %one_row, %cwant_1, %cwant_n : index
  %cmin = arith.constant {SPLIT_MIN_CHUNK} : index
  %tiles = arith.muli %gx, %gy : index
  %cmax = arith.constant {SPLIT_MAX_CHUNKS} : index
  %want0 = arith.ceildivui %cwant, %tiles : index
  %want = arith.minui %want0, %cmax : index{ONE_WAVE_TEXT}
  %most = arith.ceildivui %Kall, %cmin : index
  %s0 = arith.minui {"%wave_want" if ONE_WAVE else "%want"}, %most : index
  %s1 = arith.maxui %s0, %c1 : index{CLUSTER_FIT}
  %ch0 = arith.ceildivui %Kall, {"%s1c" if CLUSTER else "%s1"} : index
  %ch1 = arith.ceildivui %ch0, %c16 : index
  %ch2 = arith.muli %ch1, %c16 : index
  %chunk = arith.maxui %ch2, %c16 : index
  %nS0 = arith.ceildivui %Kall, %chunk : index
  %nS = arith.maxui %nS0, %c1 : index""")
        if not CLUSTER:
            e(f"""  %P = memref.alloc(%nS, %M, %N) : {P}
  %cnt = memref.alloc(%gy, %gx) : {CNT}""")
        if TREE:
            e(f"""  %cG = arith.constant {GROUP} : index
  %nG = arith.ceildivui %nS, %cG : index
  %gcnt = memref.alloc(%gy, %gx, %nG) : {GCNT}""")
    if DYNAMIC:
        e(f"  %ring_bytes = arith.constant {RING_BYTES} : i32  // the ring, as dynamic shared memory")
    if STREAM:
        e(f"""  // The work: U = tiles x I steps of 16 along K, over G = min({STREAM_K_BLOCKS}, U) blocks; a partial
  // segment's sums go to P[2 b + s, 64, 128], a tile's tickets to its counter.
{split_k.stream_grid(STREAM_K_BLOCKS)}
  %G2 = arith.muli %G, %c2 : index
  %P = memref.alloc(%G2, %cBM, %c128) : {P}
  %cnt = memref.alloc(%gy, %gx) : {CNT}
  gpu.launch blocks(%skb, %bq, %br) in (%nskb = %G, %nbq = %c1, %nbr = %c1)""")
    else:
      if M_FASTEST:
          e("  // (--m-fastest: x along C's rows, so a column of tiles starts together and shares B's tile in the L2)")
      if CLUSTER:
          e("  gpu.launch clusters(%clx, %cly, %clz) in (%nclx = %c1, %ncly = %c1, %nclz = %nS)")
      e(f"""  {'           ' if CLUSTER else 'gpu.launch '}blocks({'%by, %bx' if M_FASTEST else '%bx, %by'}, %bz) in ({'%nby = %gy, %nbx = %gx' if M_FASTEST else '%nbx = %gx, %nby = %gy'}, %nbz = {'%batch' if BATCHED else '%nS' if SPLIT else '%c1'})""")
    e("             threads(%tx, %ty, %tz) in (%ntx = %c32, %nty = %c8, %ntz = %c1)")
    if DYNAMIC:
        e("             dynamic_shared_memory_size %ring_bytes")
    e("             function(@{kernel})")
    if not DYNAMIC:
        e(f"             workgroup(%As : {AS},\n                       %Bs : {BS}{f', %Tk : {TK}' if SPLIT or STREAM else ''}) {{")
    else:
        e(f"             {f'workgroup(%Tk : {TK}) ' if (SPLIT or STREAM) and not CLUSTER else ''}{{")
        e(shm.views("ring", [("As", AS, 0), ("Bs", BS, STAGES * A_STAGE * 4)] + ([("Ts", TS, 0)] if CLUSTER else [])))
    BLOCK_TILE = "" if STREAM else """
    %bm = arith.muli %by, %iBM : index
    %bn = arith.muli %bx, %i128 : index"""  # v12: per segment, below
    e(f"""    %zero = arith.constant 0.0 : {{elt}}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i4 = arith.constant 4 : index
    %i8 = arith.constant 8 : index
    %i16 = arith.constant 16 : index
    %i32 = arith.constant 32 : index
    %i64 = arith.constant 64 : index
    %i128 = arith.constant 128 : index
    %hi_mask = arith.constant -8192 : i32
    %half_ulp = arith.constant 4096 : i32
    %iBM = arith.constant {BM} : index
    %iWR = arith.constant {BM // 2} : index{BLOCK_TILE}
    %t32 = arith.muli %ty, %i32 : index
    %tid = arith.addi %t32, %tx : index
    %g = arith.divui %tx, %i4 : index
    %t = arith.remui %tx, %i4 : index
    %g8 = arith.addi %g, %i8 : index
    %t4 = arith.addi %t, %i4 : index
    %t2 = arith.muli %t, %i2 : index
    %t2p = arith.addi %t2, %i1 : index
    %wm = arith.divui %ty, %i4 : index
    %wn = arith.remui %ty, %i4 : index
    %wrow = arith.muli %wm, %iWR : index
    %wcol = arith.muli %wn, %i32 : index""")
    if SPLIT:
        e("""    // This block's K chunk: [kb, K) with K = min(kb + chunk, all of K); v9's loop and guards below use it.
    %kb = arith.muli %bz, %chunk : index
    %kend = arith.addi %kb, %chunk : index
    %K = arith.minui %kend, %Kall : index""")
    if STREAM:
        e(f"""{split_k.stream_blocks()}
    %Gm1 = arith.subi %G, %i1 : index
    scf.for %seg = %i0 to %nseg step %i1 {{
    // The segment: tile `tile` (row of tiles by, column bx), its K steps [s0, s1) of I: K from kb to K.
{split_k.stream_segment()}
    %kb = arith.muli %s0, %i16 : index
    %kend = arith.muli %s1, %i16 : index
    %K = arith.minui %kend, %Kall : index
    %by = arith.divui %tile, %gx : index
    %bx = arith.remui %tile, %gx : index
    %bm = arith.muli %by, %iBM : index
    %bn = arith.muli %bx, %i128 : index
    // (the segment before may still be reading the ring's stages that this one's first copies refill)
    gpu.barrier""")
    def split(name, val, ind="      "):
        """big/small TF32 halves of an f32 SSA value (tf32.split)."""
        for line in tf32.split(name, val, ind):
            e(line)


    accs = [f"%acc{mi}{ni}_{q}" for mi in range(MI) for ni in range(4) for q in range(4)]
    # Each 16-deep K tile's products are summed by the tensor cores from zero (6 mma.sync per output),
    # and that partial is added to the running sum with an ordinary f32 add: the tensor cores' own
    # accumulation rounds toward zero, which over K = 3072 in one chain drifted to 2.4e-5 of the
    # result (measured); this way it stays at fp32's level.
    cur = {a: "%zero" for a in accs}


    def mmas(kk):
        """The 3 x MI x 4 mma.sync of one 8-deep K step, on fragments %fa{kk}_{mi}_{q}_{b|s} and
    %fb{kk}_{ni}_{q}_{b|s}, chained on `cur`."""
        for mi in range(MI):
            for ni in range(4):
                # small products first; B stored in half precision is TF32 exactly: no b*small term (2xTF32)
                terms = (("s", "b"), ("b", "b")) if HALF else (("s", "b"), ("b", "s"), ("b", "b"))
                for j, (pa, pb) in enumerate(terms):
                    new = f"%m{kk}_{mi}{ni}_{j}"
                    a_ops = [f"%fa{kk}_{mi}_{q}_{pa}" for q in range(4)]
                    b_ops = [f"%fb{kk}_{ni}_{q}_{pb}" for q in range(2)]
                    c_ops = [cur[f"%acc{mi}{ni}_{q}"] for q in range(4)]
                    e(f"      {new} = llvm.inline_asm asm_dialect = att {MMA}, {CONSTRAINTS} "
                      f"{', '.join(a_ops + b_ops + c_ops)} : ({', '.join(['i32'] * 6 + ['f32'] * 4)}) -> {STRUCT}")
                    for q in range(4):
                        e(f"      {new}_{q} = llvm.extractvalue {new}[{q}] : {STRUCT}")
                        cur[f"%acc{mi}{ni}_{q}"] = f"{new}_{q}"


    def sums():
        for i, a in enumerate(accs):
            e(f"      %sum{i} = arith.addf {a}, {cur[a]} : f32")


    def v6_loop():
        # per-thread load coordinates for the 8 elements of A and of B
        for r in range(8):
            e(f"    %off{r} = arith.constant {256 * r} : index")
            e(f"    %e{r} = arith.addi %tid, %off{r} : index")
            e(f"    %am{r} = arith.divui %e{r}, %i16 : index")
            e(f"    %ak{r} = arith.remui %e{r}, %i16 : index")
            e(f"    %bkr{r} = arith.divui %e{r}, %i128 : index")
            e(f"    %bnr{r} = arith.remui %e{r}, %i128 : index")
            e(f"    %bk{r} = arith.select %b_k_contiguous, %ak{r}, %bkr{r} : index")
            e(f"    %bnn{r} = arith.select %b_k_contiguous, %am{r}, %bnr{r} : index")
            e(f"    %arow{r} = arith.addi %bm, %am{r} : index")
            e(f"    %arow_ok{r} = arith.cmpi ult, %arow{r}, %M : index")
            e(f"    %arowc{r} = arith.select %arow_ok{r}, %arow{r}, %i0 : index")
            e(f"    %bcol{r} = arith.addi %bn, %bnn{r} : index")
            e(f"    %bcol_ok{r} = arith.cmpi ult, %bcol{r}, %N : index")
            e(f"    %bcolc{r} = arith.select %bcol_ok{r}, %bcol{r}, %i0 : index")
        e(f"    %res:{len(accs)} = scf.for %k0 = %i0 to %K step %i16 iter_args(" +
          ", ".join(f"{a} = %zero" for a in accs) + f") -> ({', '.join(['f32'] * len(accs))}) {{")
        e("      gpu.barrier")
        for r in range(8):
            if r < A_LOADS:
                e(f"      %ka{r} = arith.addi %k0, %ak{r} : index")
                e(f"      %ka_ok{r} = arith.cmpi ult, %ka{r}, %K : index")
                e(f"      %a_ok{r} = arith.andi %arow_ok{r}, %ka_ok{r} : i1")
                e(f"      %kac{r} = arith.select %ka_ok{r}, %ka{r}, %i0 : index")
                e(f"      %av{r} = memref.load %A[{B0}%arowc{r}, %kac{r}] : {MR}")
                e(f"      %ax{r} = arith.select %a_ok{r}, %av{r}, %zero : {{elt}}")
                e(f"      memref.store %ax{r}, %As[%am{r}, %ak{r}] : {AS}")
            e(f"      %kb{r} = arith.addi %k0, %bk{r} : index")
            e(f"      %kb_ok{r} = arith.cmpi ult, %kb{r}, %K : index")
            e(f"      %b_ok{r} = arith.andi %bcol_ok{r}, %kb_ok{r} : i1")
            e(f"      %kbc{r} = arith.select %kb_ok{r}, %kb{r}, %i0 : index")
            if HALF:  # widened as it is staged (exact: every f16 and bf16 value is an f32 and a TF32 value)
                e(f"      %bh{r} = memref.load %B[{B0}%kbc{r}, %bcolc{r}] : {MB}")
                e(f"      %bv{r} = arith.extf %bh{r} : {WELT} to {{elt}}")
            else:
                e(f"      %bv{r} = memref.load %B[{B0}%kbc{r}, %bcolc{r}] : {MR}")
            e(f"      %bx{r} = arith.select %b_ok{r}, %bv{r}, %zero : {{elt}}")
            e(f"      memref.store %bx{r}, %Bs[%bk{r}, %bnn{r}] : {BS}")
        e("      gpu.barrier")
        for kk in (0, 8):
            e(f"      %kk{kk} = arith.constant {kk} : index")
            e(f"      %ka_t{kk} = arith.addi %kk{kk}, %t : index")
            e(f"      %ka_t4{kk} = arith.addi %kk{kk}, %t4 : index")
            for mi in range(MI):
                e(f"      %mr{kk}_{mi} = arith.constant {mi * 16} : index")
                e(f"      %rb{kk}_{mi} = arith.addi %wrow, %mr{kk}_{mi} : index")
                e(f"      %r0_{kk}_{mi} = arith.addi %rb{kk}_{mi}, %g : index")
                e(f"      %r1_{kk}_{mi} = arith.addi %rb{kk}_{mi}, %g8 : index")
                coords = [(f"%r0_{kk}_{mi}", f"%ka_t{kk}"), (f"%r1_{kk}_{mi}", f"%ka_t{kk}"),
                          (f"%r0_{kk}_{mi}", f"%ka_t4{kk}"), (f"%r1_{kk}_{mi}", f"%ka_t4{kk}")]
                for q, (rr, cc) in enumerate(coords):
                    e(f"      %fa{kk}_{mi}_{q} = memref.load %As[{rr}, {cc}] : {AS}")
                    split(f"fa{kk}_{mi}_{q}", f"%fa{kk}_{mi}_{q}")
            for ni in range(4):
                e(f"      %nc{kk}_{ni} = arith.constant {ni * 8} : index")
                e(f"      %cb{kk}_{ni} = arith.addi %wcol, %nc{kk}_{ni} : index")
                e(f"      %cg{kk}_{ni} = arith.addi %cb{kk}_{ni}, %g : index")
                for q, kr in enumerate((f"%ka_t{kk}", f"%ka_t4{kk}")):
                    e(f"      %fb{kk}_{ni}_{q} = memref.load %Bs[{kr}, %cg{kk}_{ni}] : {BS}")
                    if HALF:  # a TF32 value as it is: its bits, no small half
                        e(f"      %fb{kk}_{ni}_{q}_b = arith.bitcast %fb{kk}_{ni}_{q} : f32 to i32")
                    else:
                        split(f"fb{kk}_{ni}_{q}", f"%fb{kk}_{ni}_{q}")
            mmas(kk)
        sums()
        e("      scf.yield " + ", ".join(f"%sum{i}" for i in range(len(accs))) + " : " + ", ".join(["f32"] * len(accs)))
        e("    }")


    # --- v9 -------------------------------------------------------------------------------------------
    A_VEC = BM * 4 // 256   # 16-byte chunks of an A tile per thread
    B_VEC = 16 * 128 // 4 // 256
    GPTR = "!llvm.ptr<1>"
    # ldmatrix.sync.aligned.m8n8.x4.shared.b16: 4 blocks of 8 rows x 16 bytes (8 x 4 floats)
    LDMATRIX_ATTRS = ("{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, "
                      "shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}")
    SPTR = "!llvm.ptr<3>"


    def iop(name, op, a, b, ind="    "):
        """%name = arith.<op> a, b on indices."""
        e(f"{ind}%{name} = arith.{op} {a}, {b} : index")


    def const(name, value, ind="    "):
        e(f"{ind}%{name} = arith.constant {value} : index")


    def pointer(name, index_value, space, ind="    "):
        """An LLVM pointer from a memref's aligned pointer read as an index."""
        e(f"{ind}%{name}_i64 = arith.index_cast {index_value} : index to i64")
        if space == 1:  # a global memref arrives as a generic pointer: cvta.to.global
            e(f"{ind}%{name}_gen = llvm.inttoptr %{name}_i64 : i64 to !llvm.ptr")
            e(f"{ind}%{name} = llvm.addrspacecast %{name}_gen : !llvm.ptr to {GPTR}")
        else:
            e(f"{ind}%{name} = llvm.inttoptr %{name}_i64 : i64 to {SPTR}")


    def gep(name, base, offset, ptr_type, ind):
        """&base[offset] (offset in floats, an index)."""
        e(f"{ind}%{name}_o = arith.index_cast {offset} : index to i64")
        e(f"{ind}%{name} = llvm.getelementptr {base}[%{name}_o] : ({ptr_type}, i64) -> {ptr_type}, f32")


    def copy(name, dst_offset, src_offset, size, nbytes, cache, ind):
        """cp.async of `size` bytes (4 or 16) from global float src_offset of its operand to shared float
    dst_offset; only `nbytes` (an index, 0..size) are read, the rest of the destination is zero-filled."""
        base_g, base_s = ("%Ag", "%Ash") if name.startswith("a") else ("%Bg", "%Bsh")
        gep(f"{name}_src", base_g, src_offset, GPTR, ind)
        gep(f"{name}_dst", base_s, dst_offset, SPTR, ind)
        e(f"{ind}%{name}_n = arith.index_cast {nbytes} : index to i32")
        e(f"{ind}nvvm.cp.async.shared.global %{name}_dst, %{name}_src, {size}, cache = {cache}, %{name}_n "
          f": {SPTR}, {GPTR}, i32")


    def v9_setup():
        """Per-block and per-thread values the copies and fragment loads need, computed once."""
        ind = "    "
        # The operands' raw pointers, offsets and strides (read in the kernel, so that the host
        # function stays launches only).
        for X, dims in (("A", "mk"), ("B", "kn")):
            strides = ", ".join(f"%s{X}{x}" for x in ("b" if BATCHED else "") + dims)
            e(f"{ind}%{X}base, %{X}off, %{X}sz:{rank}, {strides} = memref.extract_strided_metadata %{X}\n"
              f"{ind}    : {MR} -> memref<{{elt}}>, index{', index' * 2 * rank}")
            # from the base buffer, not from %{X}: the metadata op folds the call's memref.cast away (a
            # pointer read of %{X} itself would keep the cast on the host, which the manifest refuses)
            e(f"{ind}%{X}p = memref.extract_aligned_pointer_as_index %{X}base : memref<{{elt}}> -> index")
            pointer(f"{X}g", f"%{X}p", 1)
        for X, space in (("As", 3), ("Bs", 3)):
            e(f"{ind}%{X}p = memref.extract_aligned_pointer_as_index %{X} : {AS if X == 'As' else BS} -> index")
            pointer(f"{X[0]}sh", f"%{X}p", space)
        if BATCHED:  # this block's batch (the alignment below is checked for it)
            iop("Abz", "muli", "%bz", "%sAb")
            iop("aoff", "addi", "%Aoff", "%Abz")
            iop("Bbz", "muli", "%bz", "%sBb")
            iop("boff", "addi", "%Boff", "%Bbz")
        else:
            iop("aoff", "addi", "%Aoff", "%i0")  # (folds away)
            iop("boff", "addi", "%Boff", "%i0")
        # 16-byte copies: the copied dimension contiguous, the other stride a multiple of 4 floats, the
        # block's first element 16-byte aligned (then every chunk, starting at multiples of 4, is).
        for X, x in (("A", "a"), ("B", "b")):
            iop(f"{x}off4", "muli", f"%{x}off", "%i4")
            iop(f"{x}addr", "addi", f"%{X}p", f"%{x}off4")
            iop(f"{x}addr16", "remui", f"%{x}addr", "%i16")
            e(f"{ind}%{x}_aligned = arith.cmpi eq, %{x}addr16, %i0 : index")
        e(f"{ind}%a_kc = arith.cmpi eq, %sAk, %i1 : index")
        e(f"{ind}%b_kc = arith.cmpi eq, %sBk, %i1 : index")
        e(f"{ind}%b_nc = arith.cmpi eq, %sBn, %i1 : index")
        for s in ("sAm", "sBk", "sBn"):
            iop(f"{s}4", "remui", f"%{s}", "%i4")
            e(f"{ind}%{s}_al = arith.cmpi eq, %{s}4, %i0 : index")
        e(f"{ind}%a_vec0 = arith.andi %a_kc, %sAm_al : i1")
        e(f"{ind}%a_vec = arith.andi %a_vec0, %a_aligned : i1")
        e(f"{ind}%b_nc_al = arith.andi %b_nc, %sBk_al : i1")
        e(f"{ind}%b_vec0 = arith.select %b_kc, %sBn_al, %b_nc_al : i1")
        e(f"{ind}%b_vec = arith.andi %b_vec0, %b_aligned : i1")
        # B's shared strides: Bs[k][n] (136, 1), or Bs[n][k] (1, 20) when B is read along k.
        const("i3", 3)
        const("i20", 20)
        const("i136", 136)
        e(f"{ind}%sk = arith.select %b_kc, %i1, %i136 : index")
        e(f"{ind}%sn = arith.select %b_kc, %i20, %i1 : index")
        # 16-byte chunks of A: row m = c/4 of the tile, columns 4 (c%4) .. +3.
        for r in range(A_VEC):
            const(f"avc{r}", 256 * r)
            iop(f"avcc{r}", "addi", "%tid", f"%avc{r}")
            iop(f"avm{r}", "divui", f"%avcc{r}", "%i4")
            iop(f"avk4{r}", "remui", f"%avcc{r}", "%i4")
            iop(f"avk{r}", "muli", f"%avk4{r}", "%i4")
            iop(f"avs0{r}", "muli", f"%avm{r}", "%i20")
            iop(f"avs{r}", "addi", f"%avs0{r}", f"%avk{r}")
            iop(f"avrow{r}", "addi", "%bm", f"%avm{r}")
            e(f"{ind}%avrow_ok{r} = arith.cmpi ult, %avrow{r}, %M : index")
            e(f"{ind}%avrowc{r} = arith.select %avrow_ok{r}, %avrow{r}, %i0 : index")
            iop(f"avg0{r}", "muli", f"%avrowc{r}", "%sAm")
            iop(f"avg{r}", "addi", "%aoff", f"%avg0{r}")
        # 16-byte chunks of B: along k (n = c/4, k = 4 (c%4)) or along n (k = c/32, n = 4 (c%32)).
        for r in range(B_VEC):
            const(f"bvc{r}", 256 * r)
            iop(f"bvcc{r}", "addi", "%tid", f"%bvc{r}")
            iop(f"bvq{r}", "divui", f"%bvcc{r}", "%i4")
            iop(f"bvr4{r}", "remui", f"%bvcc{r}", "%i4")
            iop(f"bvr{r}", "muli", f"%bvr4{r}", "%i4")
            iop(f"bvq32{r}", "divui", f"%bvcc{r}", "%i32")
            iop(f"bvr32{r}", "remui", f"%bvcc{r}", "%i32")
            iop(f"bvr32x{r}", "muli", f"%bvr32{r}", "%i4")
            e(f"{ind}%bvk{r} = arith.select %b_kc, %bvr{r}, %bvq32{r} : index")
            e(f"{ind}%bvn{r} = arith.select %b_kc, %bvq{r}, %bvr32x{r} : index")
            iop(f"bvs0{r}", "muli", f"%bvk{r}", "%sk")
            iop(f"bvs1{r}", "muli", f"%bvn{r}", "%sn")
            iop(f"bvs{r}", "addi", f"%bvs0{r}", f"%bvs1{r}")
            iop(f"bvng{r}", "addi", "%bn", f"%bvn{r}")
            e(f"{ind}%bvn_ok{r} = arith.cmpi ult, %bvng{r}, %N : index")
            e(f"{ind}%bvngc{r} = arith.select %bvn_ok{r}, %bvng{r}, %i0 : index")
            iop(f"bvnrem{r}", "subi", "%N", f"%bvng{r}")
        # ldmatrix.x4 of a 16x8 A tile: lane l gives the address of row l%8 of 8x4 block l/8; blocks
        # 0..3 are rows 0-7 / 8-15 x columns 0-3, then the same x columns 4-7 (a0..a3 of the fragment).
        iop("lq", "divui", "%tx", "%i8")
        iop("lr", "remui", "%tx", "%i8")
        iop("lq2", "remui", "%lq", "%i2")
        iop("lq2r", "muli", "%lq2", "%i8")
        iop("lrow0", "addi", "%wrow", "%lq2r")
        iop("lrow", "addi", "%lrow0", "%lr")
        iop("lqh", "divui", "%lq", "%i2")
        iop("lcol", "muli", "%lqh", "%i4")
        iop("lrow20", "muli", "%lrow", "%i20")
        iop("a_lane", "addi", "%lrow20", "%lcol")
        # B fragment element (k = t (+4), n = wcol + 8 ni + g) in a stage: t sk + (wcol + g) sn + ...
        iop("bl0", "muli", "%t", "%sk")
        iop("bl1", "addi", "%wcol", "%g")
        iop("bl2", "muli", "%bl1", "%sn")
        iop("b_lane", "addi", "%bl0", "%bl2")
        # ldmatrix.x4 of two 8-column B tiles from Bs[n][k]: lane l gives row l%8 of block l/8; blocks are
        # columns 0-7 x k 0-3, columns 0-7 x k 4-7 (b0, b1 of the first tile), then columns 8-15
        iop("blq8", "muli", "%lqh", "%i8")
        iop("bln0", "addi", "%wcol", "%blq8")
        iop("bln", "addi", "%bln0", "%lr")
        iop("blk", "muli", "%lq2", "%i4")
        iop("bln20", "muli", "%bln", "%i20")
        iop("b_lane_lm", "addi", "%bln20", "%blk")
        const("i12", 12)
        for k in (4, 8, 12):
            iop(f"sk{k}", "muli", "%sk", f"%i{k}")
        for n in (8, 16, 24):
            const(f"i{n}n", n)
            iop(f"sn{n}", "muli", "%sn", f"%i{n}n")


    def clamp4(name, rem, ok, ind):
        """min(max(rem, 0), 4) floats where `ok`, else 0, as bytes (an index)."""
        e(f"{ind}%{name}_c = arith.minsi {rem}, %i4 : index")
        e(f"{ind}%{name}_p = arith.maxsi %{name}_c, %i0 : index")
        e(f"{ind}%{name}_v = arith.select {ok}, %{name}_p, %i0 : index")
        e(f"{ind}%{name}_b = arith.muli %{name}_v, %i4 : index")


    # The copies' bound along K: v12 copies against all of K, not its segment's end (a copy past the
    # segment reads K steps it will not use, but real ones, zero-filled only past K itself), so the
    # bound is the product's K, static in every GPT-2 product: against a segment's end the bounds
    # checks of each copy stayed in the K loop (438 instructions a K step against v9's 348, sm_90 SASS).
    KBOUND = "%Kall" if STREAM else "%K"


    def issue(tag, k0, sa, sb):
        """cp.async of K tile k0 .. k0+15 of A and B into the stage at shared float offsets sa (A) and
    sb (B), then one commit: the tile's group. Each thread copies the same 4-float chunks either
    way: as one 16-byte copy where the operand allows (a_vec, b_vec), else as 4 one-float copies
    (any strides; the chunk runs along the operand's contiguous dimension, so that neighbouring
    threads still read neighbouring addresses)."""
        ind = "      " if tag == "n" else "    "
        inner = ind + "  "
        for r in range(A_VEC):
            n = f"a{tag}v{r}"
            iop(f"{n}kg", "addi", k0, f"%avk{r}", ind)
            iop(f"{n}s", "addi", sa, f"%avs{r}", ind)
        e(f"{ind}scf.if %a_vec {{")
        for r in range(A_VEC):
            n = f"a{tag}v{r}"
            e(f"{inner}%{n}kok = arith.cmpi ult, %{n}kg, {KBOUND} : index")
            e(f"{inner}%{n}kgc = arith.select %{n}kok, %{n}kg, %i0 : index")
            iop(f"{n}rem", "subi", KBOUND, f"%{n}kg", inner)
            clamp4(f"{n}n", f"%{n}rem", f"%avrow_ok{r}", inner)
            iop(f"{n}g", "addi", f"%avg{r}", f"%{n}kgc", inner)
            copy(n, f"%{n}s", f"%{n}g", 16, f"%{n}n_b", "cg", inner)
        e(f"{ind}}} else {{")
        for r in range(A_VEC):
            for j in range(4):
                n, c = f"a{tag}e{r}_{j}", f"a{tag}v{r}"
                iop(f"{n}kg", "addi", f"%{c}kg", f"%i{j}" if j else "%i0", inner)
                e(f"{inner}%{n}kok = arith.cmpi ult, %{n}kg, {KBOUND} : index")
                e(f"{inner}%{n}kgc = arith.select %{n}kok, %{n}kg, %i0 : index")
                e(f"{inner}%{n}ok = arith.andi %avrow_ok{r}, %{n}kok : i1")
                e(f"{inner}%{n}nb = arith.select %{n}ok, %i4, %i0 : index")
                iop(f"{n}g0", "muli", f"%{n}kgc", "%sAk", inner)
                iop(f"{n}g", "addi", f"%avg{r}", f"%{n}g0", inner)
                iop(f"{n}s", "addi", f"%{c}s", f"%i{j}" if j else "%i0", inner)
                copy(n, f"%{n}s", f"%{n}g", 4, f"%{n}nb", "ca", inner)
        e(f"{ind}}}")
        for r in range(B_VEC):
            n = f"b{tag}v{r}"
            iop(f"{n}kg", "addi", k0, f"%bvk{r}", ind)
            iop(f"{n}s", "addi", sb, f"%bvs{r}", ind)
        e(f"{ind}scf.if %b_vec {{")
        for r in range(B_VEC):
            n = f"b{tag}v{r}"
            e(f"{inner}%{n}kok = arith.cmpi ult, %{n}kg, {KBOUND} : index")
            e(f"{inner}%{n}kgc = arith.select %{n}kok, %{n}kg, %i0 : index")
            iop(f"{n}krem", "subi", KBOUND, f"%{n}kg", inner)
            # the copied dimension's remaining length, and the other one in range
            e(f"{inner}%{n}rem = arith.select %b_kc, %{n}krem, %bvnrem{r} : index")
            e(f"{inner}%{n}ok = arith.select %b_kc, %bvn_ok{r}, %{n}kok : i1")
            clamp4(f"{n}n", f"%{n}rem", f"%{n}ok", inner)
            iop(f"{n}g0", "muli", f"%{n}kgc", "%sBk", inner)
            iop(f"{n}g1", "muli", f"%bvngc{r}", "%sBn", inner)
            iop(f"{n}g2", "addi", "%boff", f"%{n}g1", inner)
            iop(f"{n}g", "addi", f"%{n}g2", f"%{n}g0", inner)
            copy(n, f"%{n}s", f"%{n}g", 16, f"%{n}n_b", "cg", inner)
        e(f"{ind}}} else {{")
        for r in range(B_VEC):
            for j in range(4):
                # element j of the chunk: k + j (B read along k) or n + j; in shared memory it is + j
                # either way (Bs[n][k] or Bs[k][n]: the chunk runs along the contiguous dimension)
                n, c = f"b{tag}e{r}_{j}", f"b{tag}v{r}"
                if j:
                    e(f"{inner}%{n}dk = arith.select %b_kc, %i{j}, %i0 : index")
                    e(f"{inner}%{n}dn = arith.select %b_kc, %i0, %i{j} : index")
                    iop(f"{n}kg", "addi", f"%{c}kg", f"%{n}dk", inner)
                    iop(f"{n}ng", "addi", f"%bvng{r}", f"%{n}dn", inner)
                else:
                    iop(f"{n}kg", "addi", f"%{c}kg", "%i0", inner)
                    iop(f"{n}ng", "addi", f"%bvng{r}", "%i0", inner)
                e(f"{inner}%{n}kok = arith.cmpi ult, %{n}kg, {KBOUND} : index")
                e(f"{inner}%{n}kgc = arith.select %{n}kok, %{n}kg, %i0 : index")
                e(f"{inner}%{n}nok = arith.cmpi ult, %{n}ng, %N : index")
                e(f"{inner}%{n}ngc = arith.select %{n}nok, %{n}ng, %i0 : index")
                e(f"{inner}%{n}ok = arith.andi %{n}kok, %{n}nok : i1")
                e(f"{inner}%{n}nb = arith.select %{n}ok, %i4, %i0 : index")
                iop(f"{n}g0", "muli", f"%{n}kgc", "%sBk", inner)
                iop(f"{n}g1", "muli", f"%{n}ngc", "%sBn", inner)
                iop(f"{n}g2", "addi", f"%{n}g0", f"%{n}g1", inner)
                iop(f"{n}g", "addi", "%boff", f"%{n}g2", inner)
                iop(f"{n}s", "addi", f"%{c}s", f"%i{j}" if j else "%i0", inner)
                copy(n, f"%{n}s", f"%{n}g", 4, f"%{n}nb", "ca", inner)
        e(f"{ind}}}")
        e(f"{ind}nvvm.cp.async.commit.group")


    def v9_loop():
        v9_setup()
        # Prologue: tiles 0 .. STAGES-2 into stages 0 .. STAGES-2 (a tile past K copies nothing and
        # zero-fills: harmless, and every iteration then commits exactly one group).
        for s in range(STAGES - 1):
            if SPLIT or STREAM:
                const(f"pkd{s}", 16 * s)
                iop(f"pk{s}", "addi", "%kb", f"%pkd{s}")
            else:
                const(f"pk{s}", 16 * s)
            const(f"psa{s}", A_STAGE * s)
            const(f"psb{s}", B_STAGE * s)
            issue(f"p{s}", f"%pk{s}", f"%psa{s}", f"%psb{s}")
        const("iS", STAGES)
        const("iSm1", STAGES - 1)
        const("kahead", 16 * (STAGES - 1))
        const("iAst", A_STAGE)
        const("iBst", B_STAGE)
        start = '%kb' if SPLIT or STREAM else '%i0'
        if FLUSH == 1:
            e(f"    %res:{len(accs) + 1} = scf.for %k0 = {start} to %K step %i16 iter_args(" +
              ", ".join(f"{a} = %zero" for a in accs) + f", %st = %i0) -> ({', '.join(['f32'] * len(accs))}, index) {{")
        else:  # FLUSH tiles a trip of the outer loop, the tensor cores' sums carried by the inner one
            const("kflush", 16 * FLUSH)
            e(f"    %res:{len(accs) + 1} = scf.for %kg = {start} to %K step %kflush iter_args(" +
              ", ".join(f"%run{i} = %zero" for i in range(len(accs))) + f", %stg = %i0) -> ({', '.join(['f32'] * len(accs))}, index) {{")
            e("      %kg_end0 = arith.addi %kg, %kflush : index")
            e("      %kg_end = arith.minui %kg_end0, %K : index")
            e(f"      %tc:{len(accs) + 1} = scf.for %k0 = %kg to %kg_end step %i16 iter_args(" +
              ", ".join(f"{a} = %zero" for a in accs) + f", %st = %stg) -> ({', '.join(['f32'] * len(accs))}, index) {{")
            for a in accs:
                cur[a] = a
        ind = "      "
        # tile k0's group is complete once at most STAGES-2 later groups are pending; the barrier makes
        # every thread's copies visible and ends every thread's reads of the stage refilled next.
        e(f"{ind}nvvm.cp.async.wait.group {STAGES - 2}")
        e(f"{ind}gpu.barrier")
        iop("kn", "addi", "%k0", "%kahead", ind)
        iop("stn0", "addi", "%st", "%iSm1", ind)
        e(f"{ind}%stn_wrap = arith.cmpi uge, %stn0, %iS : index")
        iop("stn1", "subi", "%stn0", "%iS", ind)
        e(f"{ind}%stn = arith.select %stn_wrap, %stn1, %stn0 : index")
        iop("san", "muli", "%stn", "%iAst", ind)
        iop("sbn", "muli", "%stn", "%iBst", ind)
        issue("n", "%kn", "%san", "%sbn")
        iop("sa", "muli", "%st", "%iAst", ind)
        iop("sb", "muli", "%st", "%iBst", ind)
        iop("sal", "addi", "%sa", "%a_lane", ind)
        iop("sbl", "addi", "%sb", "%b_lane", ind)
        iop("sblm", "addi", "%sb", "%b_lane_lm", ind)
        for kk in (0, 8):
            for mi in range(MI):
                n = f"la{kk}_{mi}"
                const(f"{n}c", mi * 16 * 20 + kk, ind)
                iop(f"{n}o", "addi", "%sal", f"%{n}c", ind)
                gep(f"{n}p", "%Ash", f"%{n}o", SPTR, ind)
                e(f"{ind}%{n} = nvvm.ldmatrix %{n}p {LDMATRIX_ATTRS} : ({SPTR}) -> !llvm.struct<(i32, i32, i32, i32)>")
                for q in range(4):
                    e(f"{ind}%fa{kk}_{mi}_{q}_w = llvm.extractvalue %{n}[{q}] : !llvm.struct<(i32, i32, i32, i32)>")
                    e(f"{ind}%fa{kk}_{mi}_{q} = arith.bitcast %fa{kk}_{mi}_{q}_w : i32 to f32")
                    split(f"fa{kk}_{mi}_{q}", f"%fa{kk}_{mi}_{q}")
            # B's fragments: by ldmatrix.x4 from Bs[n][k] (B read along k: two 8-column tiles per x4),
            # else one 32-bit load each from Bs[k][n]. The choice folds away where B's strides are static.
            frags = [(ni, q) for ni in range(4) for q in range(2)]
            e(f"{ind}%fbk{kk}:8 = scf.if %b_kc -> ({', '.join(['f32'] * 8)}) {{")
            inner = ind + "  "
            for pair in range(2):
                n = f"lb{kk}_{pair}"
                const(f"{n}c", pair * 16 * 20 + kk, inner)
                iop(f"{n}o", "addi", "%sblm", f"%{n}c", inner)
                gep(f"{n}p", "%Bsh", f"%{n}o", SPTR, inner)
                e(f"{inner}%{n} = nvvm.ldmatrix %{n}p {LDMATRIX_ATTRS} : ({SPTR}) -> !llvm.struct<(i32, i32, i32, i32)>")
                for q in range(4):  # blocks: (n 0-7, k 0-3), (n 0-7, k 4-7), (n 8-15, k 0-3), (n 8-15, k 4-7)
                    e(f"{inner}%{n}_{q}w = llvm.extractvalue %{n}[{q}] : !llvm.struct<(i32, i32, i32, i32)>")
                    e(f"{inner}%{n}_{q} = arith.bitcast %{n}_{q}w : i32 to f32")
            e(f"{inner}scf.yield " + ", ".join(f"%lb{kk}_{ni // 2}_{(ni % 2) * 2 + q}" for ni, q in frags)
              + f" : {', '.join(['f32'] * 8)}")
            e(f"{ind}}} else {{")
            for ni, q in frags:
                kq = kk + 4 * q
                n = f"sb{kk}_{ni}_{q}"
                o = "%sbl"
                if kq:
                    iop(f"{n}ok", "addi", o, f"%sk{kq}", inner)
                    o = f"%{n}ok"
                if ni:
                    iop(f"{n}on", "addi", o, f"%sn{8 * ni}", inner)
                    o = f"%{n}on"
                gep(f"{n}p", "%Bsh", o, SPTR, inner)
                e(f"{inner}%{n} = llvm.load %{n}p : {SPTR} -> f32")
            e(f"{inner}scf.yield " + ", ".join(f"%sb{kk}_{ni}_{q}" for ni, q in frags) + f" : {', '.join(['f32'] * 8)}")
            e(f"{ind}}}")
            for j, (ni, q) in enumerate(frags):
                n = f"fb{kk}_{ni}_{q}"
                split(n, f"%fbk{kk}#{j}")
            mmas(kk)
        if FLUSH == 1:
            sums()
        iop("st1", "addi", "%st", "%i1", ind)
        e(f"{ind}%st_wrap = arith.cmpi uge, %st1, %iS : index")
        e(f"{ind}%stnext = arith.select %st_wrap, %i0, %st1 : index")
        if FLUSH == 1:
            e(f"{ind}scf.yield " + ", ".join(f"%sum{i}" for i in range(len(accs))) + ", %stnext : "
              + ", ".join(["f32"] * len(accs)) + ", index")
        else:
            e(f"{ind}scf.yield " + ", ".join(cur[a] for a in accs) + ", %stnext : "
              + ", ".join(["f32"] * len(accs)) + ", index")
            e("      }")
            for i in range(len(accs)):
                e(f"      %sum{i} = arith.addf %run{i}, %tc#{i} : f32")
            e("      scf.yield " + ", ".join(f"%sum{i}" for i in range(len(accs))) + f", %tc#{len(accs)} : "
              + ", ".join(["f32"] * len(accs)) + ", index")
        e("    }")
        # tiles past K may still be landing in shared memory: none left in flight at the exit
        e("    nvvm.cp.async.wait.group 0")


    if PIPELINED:
        v9_loop()
    else:
        v6_loop()
    def fragment_coords(mi, ni):
        """Where this warp's C fragment tile (mi, ni) goes: writes its row and column bases, then for each
    of its 4 elements (c0 (g, 2t), c1 (g, 2t+1), c2 (g+8, 2t), c3 (g+8, 2t+1)) the lines of %row<n>,
    %col<n> and the in-bounds flag %ok<n>, and yields (n, the element's value) after them."""
        idx = mi * 4 + ni
        e(f"    %er{mi}{ni} = arith.constant {mi * 16} : index")
        e(f"    %ec{mi}{ni} = arith.constant {ni * 8} : index")
        e(f"    %orb{mi}{ni} = arith.addi %wrow, %er{mi}{ni} : index")
        e(f"    %orb2{mi}{ni} = arith.addi %bm, %orb{mi}{ni} : index")
        e(f"    %ocb{mi}{ni} = arith.addi %wcol, %ec{mi}{ni} : index")
        e(f"    %ocb2{mi}{ni} = arith.addi %bn, %ocb{mi}{ni} : index")
        for h, gg in enumerate(("%g", "%g8")):
            for w, tt in enumerate(("%t2", "%t2p")):
                n = f"{mi}{ni}_{h}{w}"
                e(f"    %row{n} = arith.addi %orb2{mi}{ni}, {gg} : index")
                e(f"    %col{n} = arith.addi %ocb2{mi}{ni}, {tt} : index")
                e(f"    %rok{n} = arith.cmpi ult, %row{n}, %M : index")
                e(f"    %cok{n} = arith.cmpi ult, %col{n}, %N : index")
                e(f"    %ok{n} = arith.andi %rok{n}, %cok{n} : i1")
                yield n, f"%res#{idx * 4 + h * 2 + w}"


    def last_block_rows(comment, loads):
        """v11's and v12's last block of a tile, up to its loop over the tile's rows: `loads` (chunks or
    blocks) partials loaded at once, the rows of a trip clamped into the tile (stores masked by %rok)."""
        e(f"""    scf.if %last {{
      // (acquire: every thread of this block sees the other blocks' partial sums)
      llvm.fence syncscope("device") acq_rel
      %neg0 = arith.constant -0.0 : {{elt}}
      {comment}
      %rows_end = arith.subi %M, %bm : index
      %rows_tile = arith.minui %rows_end, %iBM : index
      %cU = arith.constant {loads} : index
      %cR8 = arith.constant {8 * SPLIT_ROWS} : index
      scf.for %rr = %ty to %rows_tile step %cR8 {{""")
        for h in range(SPLIT_ROWS):
            # row h of this trip: rr + 8 h; past the tile's rows it reads row rr (valid) and stores nothing
            e(f"""        %rh{h} = arith.constant {8 * h} : index
        %rrh{h} = arith.addi %rr, %rh{h} : index
        %rok{h} = arith.cmpi ult, %rrh{h}, %rows_tile : index
        %rrc{h} = arith.select %rok{h}, %rrh{h}, %rr : index
        %crow{h} = arith.addi %bm, %rrc{h} : index""")


    def last_block_stores(rows=SPLIT_ROWS):
        """The last block's stores: the sums %tot (added to C's value when accumulating) through the epilogue."""
        for i in range(4 * rows):
            h, q = divmod(i, 4)
            e(f"""        %wok{i} = arith.andi %rok{h}, %cok{q} : i1
        scf.if %wok{i} {{
          %old{i} = scf.if %accumulate -> ({{elt}}) {{
            %o{i} = memref.load %C[%crow{h}, %ccol{q}] : {MR}
            scf.yield %o{i} : {{elt}}
          }} else {{
            scf.yield %neg0 : {{elt}}
          }}
          %res{i} = arith.addf %old{i}, %tot#{i} : {{elt}}
          func.call @{{func}}_store(%res{i}, %crow{h}, %ccol{q}, %C{{epi_args}}) : ({{elt}}, index, index, {MR}{{epi_types}}) -> ()
        }}""")


    def last_block_columns(ind):
        """v11's last blocks: thread x's 4 columns of the tile, x + 32 q (%ccol), in range (%cok), clamped (%ccl)."""
        for q in range(4):
            e(f"""{ind}%cq{q} = arith.constant {32 * q} : index
{ind}%ccol{q}_0 = arith.addi %bn, %cq{q} : index
{ind}%ccol{q} = arith.addi %ccol{q}_0, %tx : index
{ind}%cok{q} = arith.cmpi ult, %ccol{q}, %N : index
{ind}%ccl{q} = arith.select %cok{q}, %ccol{q}, %i0 : index""")


    def store_partials():
        """v11: the block's partial sums of its chunk to P[bz] (each fragment element placed first)."""
        e("    %accumulate = arith.constant {accumulate}")
        elems = [el for mi in range(MI) for ni in range(4) for el in fragment_coords(mi, ni)]  # all placed first
        for n, v in elems:
            e(f"    scf.if %ok{n} {{")
            e(f"      memref.store {v}, %P[%bz, %row{n}, %col{n}] : {P}")
            e("    }")


    def split_epilogue():
        """v11: the partial sums to P[bz], a ticket per tile, and the tile's last block adds the S
    partials in order and stores C through @{func}_store."""
        store_partials()
        e(split_k.ticket("%tid", "%nbz"))
        last_block_rows(f"""// The sums: warp w takes rows w, w + 8, ... of the tile, lane l columns l, l + 32, l + 64, l + 96
      // (each load of a warp is 128 contiguous bytes), {SPLIT_ROWS} rows a trip. The S partials come {SPLIT_LOADS} chunks
      // at a time, all {SPLIT_ROWS} x 4 x {SPLIT_LOADS} loads issued before the adds (one memory latency per {SPLIT_LOADS}
      // chunks and {SPLIT_ROWS} rows, not one per chunk), then added in order s = 0, 1, ..., S-1.""", SPLIT_LOADS)
        last_block_columns("        ")
        split_k.chunk_sums(e, "        ", "%nbz", "%cU", SPLIT_LOADS, 4 * SPLIT_ROWS, "{elt}",
                           lambda u, i: f"%pv{u}_{i} = memref.load %P[%sc{u}, %crow{i // 4}, %ccl{i % 4}] : {P}")
        last_block_stores()
        e("      }")
        e(split_k.release(P))


    def tree_rows(ind):
        """A tree level's loop over the tile's rows (rows past it clamped, their stores masked by %rok),
    TREE_ROWS rows a trip; the columns (%ccl, %cok) are the level's."""
        e(f"""{ind}scf.for %rr = %ty to %rows_tile step %cR {{""")
        for h in range(TREE_ROWS):
            e(f"""{ind}  %rh{h} = arith.constant {8 * h} : index
{ind}  %rrh{h} = arith.addi %rr, %rh{h} : index
{ind}  %rok{h} = arith.cmpi ult, %rrh{h}, %rows_tile : index
{ind}  %rrc{h} = arith.select %rok{h}, %rrh{h}, %rr : index
{ind}  %crow{h} = arith.addi %bm, %rrc{h} : index""")


    def split_epilogue_tree():
        """v11: the partial sums to P[bz]; the last block of each group of GROUP chunks adds the group's
    partials in order into P[first chunk of the group]; the tile's last group adds the group sums in
    order and stores C through @{func}_store. With one group (S <= GROUP) the group's sum is C's."""
        store_partials()
        e(f"""    // The sums, a tree of two levels (a last block adding all S partials alone read up to 16 x 32 KB,
    // one memory latency per 8 chunks and 2 rows: the tail of a 64-row product): chunks in groups of
    // {GROUP}; the last block of a group (a ticket from the group's counter) adds the group's partials in
    // order s = g0, g0 + 1, ... into P[g0]; the last group of the tile (a ticket from the tile's
    // counter) adds the G group sums in group order and stores C. Fixed order, so deterministic; one
    // group (S <= {GROUP}): its sum is C's, in order s = 0, 1, ..., S - 1 as before.
    %grp = arith.divui %bz, %cG : index
    %g0 = arith.muli %grp, %cG : index
    %gend0 = arith.addi %g0, %cG : index
    %gend = arith.minui %gend0, %nbz : index
    %gsz = arith.subi %gend, %g0 : index""")
        e(split_k.ticket("%tid", "%gsz", "%gcnt[%by, %bx, %grp]", GCNT, "_g", whose="the group's"))
        e(f"""    scf.if %last_g {{
      // (acquire: every thread of this block sees the group's partial sums)
      llvm.fence syncscope("device") acq_rel
      %neg0 = arith.constant -0.0 : {{elt}}
      // Warp w takes rows w, w + 8, ... of the tile, lane l columns l, l + 32, l + 64, l + 96 (each load
      // of a warp is 128 contiguous bytes), {TREE_ROWS} rows a trip, all {TREE_ROWS} x 4 x {GROUP} loads issued
      // before the adds.
      %rows_end = arith.subi %M, %bm : index
      %rows_tile = arith.minui %rows_end, %iBM : index
      %cU = arith.constant {GROUP} : index
      %cR = arith.constant {8 * TREE_ROWS} : index
      %single = arith.cmpi eq, %nG, %i1 : index""")
        last_block_columns("      ")
        width = 4 * TREE_ROWS
        tree_rows("      ")
        split_k.chunk_sums(e, "        ", "%gsz", "%cU", GROUP, width, "{elt}",
                           lambda u, i: ("" if i else f"%gs{u} = arith.addi %g0, %sc{u} : index\n          ")
                           + f"%pv{u}_{i} = memref.load %P[%gs{u}, %crow{i // 4}, %ccl{i % 4}] : {P}")
        e("        scf.if %single {")
        last_block_stores(TREE_ROWS)
        e("        } else {")
        for i in range(width):
            h, q = divmod(i, 4)
            e(f"""          %qok{i} = arith.andi %rok{h}, %cok{q} : i1
          scf.if %qok{i} {{
            memref.store %tot#{i}, %P[%g0, %crow{h}, %ccol{q}] : {P}
          }}""")
        e("        }")
        e("      }")
        e("""      %multi = arith.cmpi ugt, %nG, %i1 : index
      scf.if %multi {""")
        e(split_k.ticket(None, "%nG", ind="        "))
        e("""        scf.if %last {
          // (acquire: every thread of this block sees the group sums)
          llvm.fence syncscope("device") acq_rel""")
        tree_rows("          ")
        split_k.chunk_sums(e, "            ", "%nG", "%cU", GROUP, width, "{elt}",
                           lambda u, i: ("" if i else f"%gs{u} = arith.muli %sc{u}, %cG : index\n              ")
                           + f"%pv{u}_{i} = memref.load %P[%gs{u}, %crow{i // 4}, %ccl{i % 4}] : {P}")
        last_block_stores(TREE_ROWS)
        e(f"""          }}
          scf.if %t0 {{
            %z32 = arith.constant 0 : i32
            memref.store %z32, %cnt[%by, %bx] : {CNT}
          }}
        }}
      }}
      scf.if %t0 {{
        %zg32 = arith.constant 0 : i32
        memref.store %zg32, %gcnt[%by, %bx, %grp] : {GCNT}
      }}
    }}
    gpu.terminator
  }}
  memref.dealloc %P : {P}
  memref.dealloc %cnt : {CNT}
  memref.dealloc %gcnt : {GCNT}
  return
}}""")


    def direct_stores():
        """v6/v9 (and v12's whole tiles): each element of C stored (through @{func}_store) right after
    its coordinates' lines."""
        for mi in range(MI):
            for ni in range(4):
                for n, v in fragment_coords(mi, ni):
                    e(f"    scf.if %ok{n} {{")
                    e(f"      %old{n} = scf.if %accumulate -> ({{elt}}) {{")
                    e(f"        %o{n} = memref.load %C[{B0}%row{n}, %col{n}] : {MR}")
                    e(f"        scf.yield %o{n} : {{elt}}")
                    e("      } else {")
                    e("        %neg0 = arith.constant -0.0 : {elt}")
                    e("        scf.yield %neg0 : {elt}")
                    e("      }")
                    e(f"      %s{n} = arith.addf %old{n}, {v} : {{elt}}")
                    if BATCHED:
                        e(f"      memref.store %s{n}, %C[{B0}%row{n}, %col{n}] : {MR}")
                    else:
                        e(f"      func.call @{{func}}_store(%s{n}, %row{n}, %col{n}, %C{{epi_args}}) "
                          f": ({{elt}}, index, index, {MR}{{epi_types}}) -> ()")
                    e("    }")


    def stream_epilogue():
        """v12: a whole tile stored as v9; a partial segment's sums to P[2 b + s], a ticket per tile,
    and the tile's last block adds its blocks' partials in block order and stores C."""
        e("""    %accumulate = arith.constant {accumulate}
    %s0z = arith.cmpi eq, %s0, %i0 : index
    %s1I = arith.cmpi eq, %s1, %I : index
    %whole = arith.andi %s0z, %s1I : i1
    scf.if %whole {""")
        direct_stores()
        e("""    } else {
    // s: 0 for the block's first segment, 1 for its last (a middle one is a whole tile)
    %seg0 = arith.cmpi eq, %seg, %i0 : index
    %sslot = arith.select %seg0, %i0, %i1 : index
    %skb2 = arith.muli %skb, %i2 : index
    %pslot = arith.addi %skb2, %sslot : index""")
        elems = [el for mi in range(MI) for ni in range(4) for el in fragment_coords(mi, ni)]
        for n, v in elems:
            e(f"""    scf.if %ok{n} {{
      %lr{n} = arith.subi %row{n}, %bm : index
      %lc{n} = arith.subi %col{n}, %bn : index
      memref.store {v}, %P[%pslot, %lr{n}, %lc{n}] : {P}
    }}""")
        e(split_k.stream_owners("%tbase", "%tend"))
        e(split_k.ticket("%tid", "%ncon"))
        last_block_rows(f"""// The sums as v11's last block: warp w rows w, w + 8, ..., lane l columns l, l + 32, l + 64,
      // l + 96, {SPLIT_ROWS} rows a trip, {STREAM_LOADS} blocks' partials loaded at once, added in block order.""",
                        STREAM_LOADS)
        for q in range(4):
            e(f"""        %cq{q} = arith.constant {32 * q} : index
        %lcq{q} = arith.addi %cq{q}, %tx : index
        %ccol{q} = arith.addi %bn, %lcq{q} : index
        %cok{q} = arith.cmpi ult, %ccol{q}, %N : index""")

        def load(u, i):
            """Partial i (row i // 4, column i % 4) of the tile's u-th block of the trip, b = cb0 + sc<u>:
        P[2 b + (0 if the tile is b's first, else 1)]."""
            first = "" if i else "\n          ".join([
                f"%pb{u} = arith.addi %cb0, %sc{u} : index",
                f"%pu{u} = arith.muli %pb{u}, %U : index",
                f"%pv0{u} = arith.divui %pu{u}, %G : index",
                f"%pt{u} = arith.divui %pv0{u}, %I : index",
                f"%pf{u} = arith.cmpi eq, %pt{u}, %tile : index",
                f"%ps{u} = arith.select %pf{u}, %i0, %i1 : index",
                f"%pb2{u} = arith.muli %pb{u}, %i2 : index",
                f"%pi{u} = arith.addi %pb2{u}, %ps{u} : index", ""])
            return first + f"%pv{u}_{i} = memref.load %P[%pi{u}, %rrc{i // 4}, %lcq{i % 4}] : {P}"
        split_k.chunk_sums(e, "        ", "%ncon", "%cU", STREAM_LOADS, 4 * SPLIT_ROWS, "{elt}", load)
        last_block_stores()
        e("      }")
        e(split_k.release(P, scopes=3))


    CLUSTER_BARRIER = split_k.CLUSTER_BARRIER  # (not .aligned: split_k.py says why)


    def cluster_epilogue():
        """v20: each block's 64x128 partial sums into its own shared memory (Ts, over the ring); after a
    cluster barrier, block r (its rank in the 1 x 1 x S cluster: bz) adds rows r * ceil(64 / S) .. of the
    tile over the S blocks' Ts (mapa + ld.shared::cluster, 16 bytes a load, the S loads issued before the
    adds) in order s = 0, 1, ..., S-1 and stores C through @{func}_store; a second barrier keeps every
    block's shared memory until the others have read it."""
        e(f"""    %accumulate = arith.constant {{accumulate}}
    %cl_nz = arith.constant -0.0 : {{elt}}
    // (every warp is done with the ring, which Ts overlays)
    gpu.barrier""")
        for mi in range(MI):
            for ni in range(4):
                idx = mi * 4 + ni
                e(f"""    %cl_er{mi}{ni} = arith.constant {mi * 16} : index
    %cl_ec{mi}{ni} = arith.constant {ni * 8} : index
    %cl_rb{mi}{ni} = arith.addi %wrow, %cl_er{mi}{ni} : index
    %cl_cb{mi}{ni} = arith.addi %wcol, %cl_ec{mi}{ni} : index""")
                for h, gg in enumerate(("%g", "%g8")):
                    for w, tt in enumerate(("%t2", "%t2p")):
                        n = f"{mi}{ni}_{h}{w}"
                        e(f"""    %cl_r{n} = arith.addi %cl_rb{mi}{ni}, {gg} : index
    %cl_c{n} = arith.addi %cl_cb{mi}{ni}, {tt} : index
    memref.store %res#{idx * 4 + h * 2 + w}, %Ts[%cl_r{n}, %cl_c{n}] : {TS}""")
        e(f"""    // Every block's partial sums are in its Ts; the barrier (release and acquire) makes them the cluster's.
    {CLUSTER_BARRIER}
    // Block r adds rows [r R, min((r + 1) R, {BM})) of the tile, R = ceil({BM} / S): warp w rows w, w + 8, ..., lane l
    // columns 4 l .. 4 l + 3 (one 16-byte load from each block's Ts).
    %cl_R = arith.ceildivui %iBM, %nbz : index
    %cl_r0 = arith.muli %bz, %cl_R : index
    %cl_r1a = arith.addi %cl_r0, %cl_R : index
    %cl_r1 = arith.minui %cl_r1a, %iBM : index
    %cl_rs = arith.addi %cl_r0, %ty : index
    %cl_c4 = arith.muli %tx, %i4 : index
    %cl_tp = memref.extract_aligned_pointer_as_index %Ts : {TS} -> index
    %cl_tp32 = arith.index_cast %cl_tp : index to i32
    %cl_nS32 = arith.index_cast %nbz : index to i32
    %cl_z32 = arith.constant 0 : i32
    %cl_row_f = arith.constant {TS_COLS} : index""")
        for j in range(4):
            e(f"""    %cl_cj{j} = arith.constant {j} : index
    %cl_cc{j}_0 = arith.addi %bn, %cl_c4 : index
    %cl_cc{j} = arith.addi %cl_cc{j}_0, %cl_cj{j} : index
    %cl_cok{j} = arith.cmpi ult, %cl_cc{j}, %N : index""")
        e(f"""    scf.for %cl_lr = %cl_rs to %cl_r1 step %i8 {{
      %cl_gr = arith.addi %bm, %cl_lr : index
      %cl_grok = arith.cmpi ult, %cl_gr, %M : index
      scf.if %cl_grok {{
        %cl_o0 = arith.muli %cl_lr, %cl_row_f : index
        %cl_o1 = arith.addi %cl_o0, %cl_c4 : index
        %cl_ob = arith.muli %cl_o1, %i4 : index
        %cl_ob32 = arith.index_cast %cl_ob : index to i32
        %cl_addr = arith.addi %cl_tp32, %cl_ob32 : i32""")

        def store(j, prev):  # column j's sum (plus C's value when accumulating) through the epilogue
            e(f"""        scf.if %cl_cok{j} {{
          %cl_old{j} = scf.if %accumulate -> ({{elt}}) {{
            %cl_ov{j} = memref.load %C[%cl_gr, %cl_cc{j}] : {MR}
            scf.yield %cl_ov{j} : {{elt}}
          }} else {{
            scf.yield %cl_nz : {{elt}}
          }}
          %cl_res{j} = arith.addf %cl_old{j}, {prev} : {{elt}}
          func.call @{{func}}_store(%cl_res{j}, %cl_gr, %cl_cc{j}, %C{{epi_args}}) : ({{elt}}, index, index, {MR}{{epi_types}}) -> ()
        }}""")
        # the S blocks' 16-byte loads, then column j's adds in order s = 0, 1, ..., S-1 and its store
        split_k.cluster_sums(e, "        ", "%cl_addr", "%cl_nS32", "%cl_z32", CLUSTER_MAX, "%cl_nz", 4, "cl_", store)
        e("""      }
    }""")
        e(split_k.CLUSTER_EXIT)


    # epilogue
    if CLUSTER:
        cluster_epilogue()
    elif TREE:
        split_epilogue_tree()
    elif SPLIT:
        split_epilogue()
    elif STREAM:
        stream_epilogue()
    else:
      e("    %accumulate = arith.constant {accumulate}")
      direct_stores()
      e("    gpu.terminator")
      e("  }")
      e("  return")
      e("}")
    if not BATCHED:
        e("""
// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/passes/epilogues.py: a bias, a GELU, a residual add), that op's body runs here on the
// final value (after the last K tile's add; the 3xTF32 order is unchanged) and its result is
// stored in the op's output instead. Inlined (04-kernels), so it costs no call.""")
        e(f"func.func private @{{func}}_store(%r: {{elt}}, %i: index, %j: index, %C: {MR}{{epi_params}}) {{")
        e(f"  memref.store %r, %C[%i, %j] : {MR}")
        e("  return")
        e("}")
    return "\n".join(L) + "\n"
