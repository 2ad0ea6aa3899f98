"""The Hopper warpgroup-MMA (wgmma, sm_90a) 3xTF32 matmul templates: v16 (two warpgroups a block, 128 x 128
tiles), v17 (v16 as stream-K), v18 (v16 batched) and v19 (one warpgroup, 64-row tiles, batched). The template
spells out 64 accumulators per thread, 6 wgmma per 16-deep K tile and 64 guarded stores: too regular to
write by hand, too long to read without this generator beside it."""
from ..tuning import Tuning

from . import split_k
from . import tf32


def matmul_wgmma(*, rows: int = 128, raw: int = 3, ahead: int = 3, flush: int = 1, overlap: bool = False,
                 groups: int = 1, stream: bool = False, batched: bool = False, m_fastest: bool = False,
                 swapped: bool = False, tuning: Tuning = Tuning()) -> str:
    """`rows` C's rows a block (wgmma's N: 64 or 128), `raw` A's tiles in flight (cp.async stages), `ahead` B's
    fragments loaded this many tiles ahead, `flush` K tiles the tensor cores sum before the f32 add, `overlap`
    the software-pipelined loop (tile kt + 1's split while tile kt's wgmma are in flight), `groups` warpgroups a
    block (each on its own 64 of B's columns), `stream` stream-K over `tuning.wgmma2_stream_blocks` blocks,
    `batched` one batch per grid z index (no epilogue), `m_fastest` the grid's x along C's rows, `swapped` the
    descriptor's LBO and SBO swapped (a wrong layout, for checking that a GPU test sees it)."""
    if rows not in (64, 128) or groups not in (1, 2):
        raise ValueError(f"matmul_wgmma: rows 64 or 128, groups 1 or 2 (not {rows}, {groups})")
    GROUPS = groups  # warpgroups a block: group h computes B's columns 64 h .. 64 h + 63 of the block's
    BN = 64 * GROUPS  # output columns (B's N) a block: wgmma's M (64 a warpgroup), one 16-row slice per warp
    BM = rows   # output rows (A's M, the tokens) a block: wgmma's N
    BK = 16          # K a tile: two k8 wgmma steps
    THREADS = 128 * GROUPS  # warp w (of all the block's) holds B's columns 16 w .. 16 w + 15
    ACC = BN * BM // THREADS  # 64 accumulators a thread
    X_CHUNKS = BM * BK // 4 // THREADS  # 4-float chunks of A's tile a thread loads: 4
    REGION = BM * 8 * 4      # bytes of one k8 step of one half (big or small) of A's tile: 4096
    WG_BUF = 2 * 2 * REGION  # wgmma's buffer: big and small, two k8 steps: 16384 bytes
    RAW = raw           # A's raw tiles in flight (cp.async stages), each BM x 16 floats
    RAW_STAGE = BM * BK * 4  # 8192 bytes
    AHEAD = ahead       # B's fragments loaded this many tiles ahead (registers)
    FLUSH = flush       # K tiles a trip: the tensor cores sum them from zero, then one f32 add
    assert AHEAD >= FLUSH, "B's fragments must be loaded at least a trip ahead"
    OVERLAP = overlap
    assert not (OVERLAP and (FLUSH != 1 or AHEAD < 2)), "--overlap pipelines single tiles (--flush 1), --ahead 2 or more"
    BUFFERS = 2 if OVERLAP else FLUSH  # wgmma buffers
    STREAM = stream
    BATCHED = batched
    M_FASTEST = m_fastest
    assert not (M_FASTEST and STREAM), "--stream orders its tiles itself"
    assert not (STREAM and BATCHED), "--stream is 2-D only"
    assert not STREAM or OVERLAP, "--stream restarts the software-pipelined loop (--overlap) per segment"
    STREAM_BLOCKS = tuning.wgmma2_stream_blocks  # the stream-K grid (v17)
    OVERLAP_DOC = ("" if not OVERLAP else """
//   Software-pipelined (--overlap, the registry's form): two wgmma buffers; at the top of trip kt tile
//   kt's wgmma are in flight (buffer kt % 2) while the trip splits tile kt + 1 into the other buffer and
//   sends out the later copies and loads; then it waits, adds tile kt's sums, and after a barrier starts
//   tile kt + 1's wgmma, whose sums stay in flight across the loop's back edge (ptxas keeps them in
//   place: no wait before the branch). The last trip's tile lies past K: zeros, adding 0.
//   Measured at 1024 rows: qkv 113 -> 100 us, the head 1837 -> 1677 (docs/benchmark-log.md section 11).""")
    SMEM = BUFFERS * WG_BUF + RAW * RAW_STAGE
    BLOCK_DOC = "one warpgroup" if GROUPS == 1 else (
        f"{GROUPS} warpgroups (--groups; group h takes B's columns 64 h .. 64 h + 63,\n//   every group on the same split of A's tile)")
    # The wgmma descriptor of B (here: A's tile, K-major, no swizzle): core matrices of 8 rows x 16 bytes
    # (8 tokens x 4 k), 128 contiguous bytes each; the two core matrices of a k8 step side by side (LBO,
    # the distance along K), then the next 8 tokens (SBO, the distance along N).
    LBO, SBO = 128, 256
    if swapped:
        LBO, SBO = SBO, LBO

    P2 = "memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>" if BATCHED else "memref<?x?x{elt}, strided<[?, ?], offset: ?>>"
    B0 = "%bz, " if BATCHED else ""  # the batch index of every access of B and C
    XS = f"memref<{SMEM // 16}xvector<4x{{elt}}>, #gpu.address_space<workgroup>>"
    WGMMA = f"wgmma.mma_async.sync.aligned.m64n{BM}k8.f32.tf32.tf32"
    ACC_REGS = ", ".join(f"${i}" for i in range(ACC))
    STRUCT = "!llvm.struct<(" + ", ".join(["f32"] * ACC) + ")>"  # a wgmma's (or the wait's) ACC sums

    L = []


    def e(s=""):
        L.append(s)


    ORIGIN = "\n// (generated: pipeline/kernels/gen/matmul_wgmma.py)" if GROUPS == 1 else f"""
// (v16 is v14 with --groups {GROUPS}; generated: python pipeline/templates/gen_matmul_wgmma.py --overlap --raw {RAW}
// --ahead {AHEAD} --groups {GROUPS}{" --m-fastest" if M_FASTEST else ""}.) What changed from v14: {GROUPS} warpgroups a block, each on its own 64 of B's
// columns and all of them on the same split of A's tile in shared memory, so A's copies, splits and shared
// stores are paid once for {BN} columns instead of 64. v14 spent 60% of its time on those, not on its
// wgmma; at 1024 rows the head went 1.67 -> 1.39 ms (v9 1.58-1.67, cuBLAS fp32 1.61) and
// mlp_in 112 -> 95 us (v9 105): docs/benchmark-log.md section 23."""
    if BATCHED:
        ORIGIN = f"""
// ({"v18" if GROUPS == 2 else "v19"} is {"v16" if GROUPS == 2 else "v14"} batched; generated: python pipeline/templates/gen_matmul_wgmma.py --overlap --raw {RAW}
// --ahead {AHEAD} --groups {GROUPS}{f" --rows {BM}" if BM != 128 else ""} --batched.) What changed: one batch per grid z index, A's offset moved
// to the block's batch (so cp.async's alignment is checked for it), B and C indexed by it; C is stored
// directly (the batched products take no epilogue). For attention's products written in NumPy, which the
// forward's attention kernel does not take: q @ k^T (K = 64: 4 K tiles) and p @ v (N = 64)."""
    GRID_DOC = (f"grid (ceil(N / {BN}), ceil(M / {BM}))" if not M_FASTEST else f"""grid (ceil(M / {BM}), ceil(N / {BN})) (--m-fastest):
//   x along C's rows, so the blocks of one column of tiles start together and read B's tile while the
//   L2 holds it (the head's B, wte, is 154 MB: with x along the columns each of its tiles was read from
//   memory once a row of tiles, the blocks that share it a wave or more apart)""")
    # The lines that depend on the block's tile: at the kernel's top, or per segment in the stream form.
    TILE_AT = """
    %n0 = arith.muli %bx, %iBN : index
    %m0 = arith.muli %by, %iBM : index"""
    COLUMNS = """
    %nr0 = arith.addi %n0, %w16 : index
    %fn0 = arith.addi %nr0, %g : index      // this thread's two columns of B (rows of wgmma's A)
    %fn1 = arith.addi %fn0, %i8 : index
    %fn0_ok = arith.cmpi ult, %fn0, %N : index
    %fn1_ok = arith.cmpi ult, %fn1, %N : index
    %fn0c = arith.select %fn0_ok, %fn0, %i0 : index
    %fn1c = arith.select %fn1_ok, %fn1, %i0 : index"""
    KTILES = """
    %ktiles = arith.ceildivui %K, %i16 : index"""
    PW = "memref<?x?x?x{elt}>"  # the stream form's workspace: P[2 b + s, j, thread]
    HOST_STREAM = f"""
  gpu.launch blocks({"%by, %bx" if M_FASTEST else "%bx, %by"}, %bz) in ({"%nby = %gy, %nbx = %gx" if M_FASTEST else "%nbx = %gx, %nby = %gy"}, %nbz = {"%batch" if BATCHED else "%c1"})""" if not STREAM else f"""
  // The work: U = tiles x I steps of 16 along K, over G = min({STREAM_BLOCKS}, U) blocks; a partial
  // segment's sums go to P[2 b + s, j, thread], a tile's tickets to its counter.
{split_k.stream_grid(STREAM_BLOCKS)}
  %c2 = arith.constant 2 : index
  %G2 = arith.muli %G, %c2 : index
  %cACC = arith.constant {ACC} : index
  %P = memref.alloc(%G2, %cACC, %cT) : {PW}
  %cnt = memref.alloc(%gy, %gx) : {split_k.CNT}
  gpu.launch blocks(%skb, %bq, %br) in (%nskb = %G, %nbq = %c1, %nbr = %c1)"""
    TK_ARG = f", %Tk : {split_k.TK}" if STREAM else ""
    SEGMENT = "" if not STREAM else f"""{split_k.stream_blocks("sk_")}
    scf.for %seg = %i0 to %sk_nseg step %i1 {{
    // The segment: tile `tile` (row of tiles by, column bx), its K steps [s0, s1) of I: K from kseg to K
    // (the copies and loads zero past K, so the pipeline's tiles past the segment add nothing).
{split_k.stream_segment("sk_")}
    %kseg = arith.muli %sk_s0, %i16 : index
    %sk_kend = arith.muli %sk_s1, %i16 : index
    %K = arith.minui %sk_kend, %Kall : index
    %ktiles = arith.subi %sk_s1, %sk_s0 : index
    %by = arith.divui %tile, %gx : index
    %bx = arith.remui %tile, %gx : index
    // (the segment before: every copy of this thread landed, and both warpgroups are past their last
    // wgmma, before this one's copies and splits refill the stages and buffers)
    nvvm.cp.async.wait.group 0
    gpu.barrier"""

    DIMS = f"""  %c2 = arith.constant 2 : index
  %batch = memref.dim %A, %c0 : {P2}
  %M = memref.dim %A, %c1 : {P2}
  %K = memref.dim %A, %c2 : {P2}
  %N = memref.dim %B, %c2 : {P2}""" if BATCHED else f"""  %M = memref.dim %A, %c0 : {P2}
  %{"Kall" if STREAM else "K"} = memref.dim %A, %c1 : {P2}
  %N = memref.dim %B, %c1 : {P2}"""
    A_META = ("""%Abase, %Aoff0, %Asz:3, %sAb, %sAm, %sAk = memref.extract_strided_metadata %A
        : {P2} -> memref<{elt}>, index, index, index, index, index, index, index
    %Aoffb = arith.muli %bz, %sAb : index
    %Aoff = arith.addi %Aoff0, %Aoffb : index    // the block's batch""" if BATCHED else
              """%Abase, %Aoff, %Asz:2, %sAm, %sAk = memref.extract_strided_metadata %A
        : {P2} -> memref<{elt}>, index, index, index, index, index""").replace("{P2}", P2)
    if STREAM:
        e(f"""// v17 matmul, 2-D, Hopper warpgroup MMA (wgmma, sm_90a), stream-K:  C[M, N] (+)= A[M, K] * B[K, N], f32
// (generated: pipeline/kernels/gen/matmul_wgmma.py --overlap --raw {RAW} --ahead {AHEAD} --groups {GROUPS} --stream)
// What changed from v16 (described below): v16 runs one block a 128 x 128 tile, one block an SM (227
// registers), so a product whose tiles are not a whole number of waves of 132 leaves SMs idle: at 1024
// rows attn_out's and mlp_out's 48 tiles use 48 of the 132 SMs, qkv's 144 are a wave and 12 blocks alone,
// mlp_in's 192 a wave and a half. Here the grid is {STREAM_BLOCKS} blocks (fewer when there are fewer 16-deep K
// steps in all) and the work is the list of (tile, K step) pairs, tile by tile: block b takes steps
// [b U / G, (b + 1) U / G) of the U in all (stream-K, as v12 does for v9), so every block has the same
// number of K steps whatever the tile count. Its range is one or more segments, each a run of K steps of
// one tile; per segment v16's pipeline restarts (every copy of the segment before landed, a barrier) and
// sums the segment's K steps as v16 sums a whole K, the copies and loads zero past the segment's end. A
// segment that is a whole tile stores C through @{{func}}_store as v16. A partial one writes its sums to a
// workspace P[2 b + s, j, thread] (s = 0 for the block's first segment, 1 for its last: only those two
// can be partial; each thread its own {ACC} sums, so the stores and loads are coalesced) and takes a ticket
// from the tile's counter after a device-scope release fence (as v11/v12); the tile's last block to
// arrive adds the partials of the tile's blocks in block order (K order) with the same thread layout and
// runs the epilogue. Which block comes last varies, the order of the adds does not: deterministic. The
// counters rely on the launcher's promise that a temporary starts zeroed and are left zero again.
//""")
    e(f"""// {("v19" if GROUPS == 1 else "v18") if BATCHED else "v14" if GROUPS == 1 else "v16"} matmul, {"batched" if BATCHED else "2-D"}, Hopper warpgroup MMA (wgmma, sm_90a):  {"C[b, M, N] (+)= A[b, M, K] * B[b, K, N]" if BATCHED else "C[M, N] (+)= A[M, K] * B[K, N]"}, f32{ORIGIN}
// What changed from v9 (matmul_2d_tf32_64_v9.mlir): the tensor-core instruction. v9's mma.sync is a
// warp's 16x8x8 product; Hopper's wgmma.mma_async is a warpgroup's (4 warps, 128 threads) 64xNx8,
// issued asynchronously, with B (and optionally A) read straight from shared memory. The math is
// v9's: 3xTF32 (big and small TF32 halves, three products: small A x big B, big x small, big x big),
// each 16-deep K tile summed by the tensor cores from zero and added to the running sum in f32.
// - The product is computed transposed: C^T = B^T A^T. wgmma's A operand (64 rows, from registers)
//   is B^T, 64 of B's columns: for TF32 the shared-memory operand must be K-major, and B [K, N] is
//   N-major, while from registers any layout can be loaded. wgmma's B operand (from shared memory,
//   K-major) is A^T, {BM} of A's rows: A [M, K] is K-major as it is, no transpose on the way in.
// - Block: {BLOCK_DOC}, {BN} columns x {BM} rows of C, {GRID_DOC}.
// - A's tiles ({BM} x 16) reach shared memory by cp.async (16 bytes where A's k is contiguous and its
//   rows 16-byte aligned, checked per launch; else 4 x 4 bytes; past M or K zero-filled by the source
//   size), {RAW} tiles in flight in a ring of raw stages. Each thread copies {X_CHUNKS} chunks of 4 floats and
//   later reads back only its own chunks, so no barrier guards the raw stages: its own
//   cp.async.wait_group says they landed, and it refills a stage only after reading it.
// - Per K tile: barrier (every warp is past the previous tile's wgmma, which read the one wgmma
//   buffer); each thread splits its chunks into big and small TF32 halves and stores them in wgmma's
//   layout; fence.proxy.async (generic stores, read by the async proxy); barrier; the copies of tile
//   kt + {RAW} and the loads of B's fragments of tile kt + {AHEAD} (registers: 8 floats a tile, rows t,
//   t + 4 of each k8 step, columns g, g + 8 of the warp's 16, as mma.m16n8k8's TF32 A fragment;
//   g = lane / 4, t = lane % 4) go out; then wgmma.fence, 6 wgmma (k8 step 0: small B x big A from
//   zero, big x small, big x big; step 1 the same, accumulating), commit, wait for all; the 64 sums
//   pass through the wait's inline assembly (tied operands), so no add can be scheduled before it.{OVERLAP_DOC}
// - The wgmma buffer ({WG_BUF} bytes): the big and the small half of two k8 steps, {REGION} bytes each,
//   in wgmma's no-swizzle K-major layout: core matrices of 8 rows x 16 bytes (8 rows x 4 k), the two
//   of a k8 step {LBO} bytes apart (the descriptor's leading byte offset), groups of 8 rows {SBO} bytes
//   apart (its stride byte offset); checked on a GPU: with the two swapped the product is wrong.
// - Accumulators (wgmma's D, 64 x {BM}): thread (warp w, lane) holds rows 16 w + g, + 8 and columns
//   8 j + 2 t, + 1 for j = 0..15: C[m0 + 8 j + 2 t (+ 1), n0 + 16 w + g (+ 8)].
// Inline assembly (not nvgpu.warpgroup.mma): the kernel call must be inlined (04-kernels) and the
// nvgpu dialect cannot be, as in v6/v9.
//
// Shared memory: {BUFFERS} x {WG_BUF} + {RAW} x {RAW_STAGE} = {SMEM} bytes. Placeholders as in matmul_2d.mlir: {{func}},
// {{kernel}}, {{elt}} (f32 only), {{accumulate}}{"" if BATCHED else ", {epi_params}, {epi_args}, {epi_types}"}.
func.func private @{{func}}(%A: {P2}, %B: {P2}, %C: {P2}{"" if BATCHED else "{epi_params}"}) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant {THREADS} : index
  %cBN = arith.constant {BN} : index
  %cBM = arith.constant {BM} : index
{DIMS}
  %gx = arith.ceildivui %N, %cBN : index
  %gy = arith.ceildivui %M, %cBM : index{HOST_STREAM}
             threads(%tx, %ty, %tz) in (%ntx = %cT, %nty = %c1, %ntz = %c1)
             function(@{{kernel}})
             workgroup(%Xs : {XS}{TK_ARG}) {{
    %zero = arith.constant 0.0 : {{elt}}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i8 = arith.constant 8 : index
    %i16 = arith.constant 16 : index
    %i32 = arith.constant 32 : index
    %iBN = arith.constant {BN} : index
    %iBM = arith.constant {BM} : index
    %hi_mask = arith.constant -8192 : i32
    %half_ulp = arith.constant 4096 : i32
    %one32 = arith.constant 1 : i32
    %zero32 = arith.constant 0 : i32{TILE_AT if not STREAM else ""}
    %w = arith.divui %tx, %i32 : index
    %lane = arith.remui %tx, %i32 : index
    %g = arith.divui %lane, %i4 : index
    %t = arith.remui %lane, %i4 : index
    %w16 = arith.muli %w, %i16 : index{COLUMNS if not STREAM else ""}
    %t4 = arith.addi %t, %i4 : index{KTILES if not STREAM else ""}
    // the stages' shared address (the descriptors' start addresses: bits 0-13 hold address / 16)
    %Xsp = memref.extract_aligned_pointer_as_index %Xs : {XS} -> index
    %Xs64 = arith.index_cast %Xsp : index to i64
    %desc_hi = arith.constant {((SBO >> 4) << 32) | ((LBO >> 4) << 16)} : i64
    %addr_mask = arith.constant 262143 : i64
    %c4_64 = arith.constant 4 : i64
    %Xs_lo = arith.andi %Xs64, %addr_mask : i64
    %Xs_16 = arith.shrui %Xs_lo, %c4_64 : i64
    %desc0 = arith.ori %Xs_16, %desc_hi : i64
    %region_u = arith.constant {REGION // 16} : index
    %half_units = arith.constant {2 * REGION // 16} : index
    %raw_u = arith.constant {BUFFERS * WG_BUF // 16} : index
    %raw_stage_u = arith.constant {RAW_STAGE // 16} : index
    %iRAW = arith.constant {RAW} : index
    %iAHEAD = arith.constant {AHEAD} : index
    %iF = arith.constant {FLUSH} : index
    %Xsh = llvm.inttoptr %Xs64 : i64 to !llvm.ptr<3>
    {A_META}
    %Ap = memref.extract_aligned_pointer_as_index %Abase : memref<{{elt}}> -> index
    %Ag_i64 = arith.index_cast %Ap : index to i64
    %Ag_gen = llvm.inttoptr %Ag_i64 : i64 to !llvm.ptr
    %Ag = llvm.addrspacecast %Ag_gen : !llvm.ptr to !llvm.ptr<1>
    // 16-byte copies of A when its k is contiguous and every row's start 16-byte aligned (per launch)
    %aoff4 = arith.muli %Aoff, %i4 : index
    %aaddr = arith.addi %Ap, %aoff4 : index
    %aaddr16 = arith.remui %aaddr, %i16 : index
    %a_aligned = arith.cmpi eq, %aaddr16, %i0 : index
    %a_kc = arith.cmpi eq, %sAk, %i1 : index
    %sAm4 = arith.remui %sAm, %i4 : index
    %sAm_al = arith.cmpi eq, %sAm4, %i0 : index
    %a_vec0 = arith.andi %a_kc, %sAm_al : i1
    %a_vec = arith.andi %a_vec0, %a_aligned : i1""")

    # A's chunks: chunk q = tx + 128 i is row q / 4 of the tile, k 4 (q % 4) .. + 3. cp.async copies it
    # into this thread's own slot of the raw stage (unit q of the stage); the thread itself later splits it
    # into wgmma's layout: half h, k8 step s = (q % 4) / 2, core matrix (row / 8) * 2 + (q % 4) % 2, row % 8.
    def chunk_coordinates():
      for i in range(X_CHUNKS):
        e(f"""    %q_off{i} = arith.constant {i * THREADS} : index
    %xq{i} = arith.addi %tx, %q_off{i} : index
    %xr{i} = arith.divui %xq{i}, %i4 : index
    %xkc{i} = arith.remui %xq{i}, %i4 : index
    %xk{i} = arith.muli %xkc{i}, %i4 : index
    %xrow{i} = arith.addi %m0, %xr{i} : index
    %xrow_ok{i} = arith.cmpi ult, %xrow{i}, %M : index
    %xrowc{i} = arith.select %xrow_ok{i}, %xrow{i}, %i0 : index
    %xg0{i} = arith.muli %xrowc{i}, %sAm : index
    %xg{i} = arith.addi %Aoff, %xg0{i} : index       // the row's first element
    %xs{i} = arith.divui %xkc{i}, %i2 : index
    %xh{i} = arith.remui %xkc{i}, %i2 : index
    %xrg{i} = arith.divui %xr{i}, %i8 : index
    %xr8{i} = arith.remui %xr{i}, %i8 : index
    %xcm2{i} = arith.muli %xrg{i}, %i2 : index
    %xcm{i} = arith.addi %xcm2{i}, %xh{i} : index
    %xcm8{i} = arith.muli %xcm{i}, %i8 : index
    %xin{i} = arith.addi %xcm8{i}, %xr8{i} : index   // 16-byte unit within a k8 step's half
    %xsr{i} = arith.muli %xs{i}, %region_u : index
    %xslot{i} = arith.addi %xsr{i}, %xin{i} : index""")


    if not STREAM:
        chunk_coordinates()


    def k_start(kt: str, tag: str, ind: str) -> list[str]:
        """%<tag>k0: the first k of K tile `kt` (counted from the segment's first, %kseg, in the stream form)."""
        if not STREAM:
            return [f"{ind}%{tag}k0 = arith.muli {kt}, %i16 : index"]
        return [f"{ind}%{tag}k0r = arith.muli {kt}, %i16 : index",
                f"{ind}%{tag}k0 = arith.addi %{tag}k0r, %kseg : index"]


    def copies(kt: str, tag: str, ind: str) -> list[str]:
        """cp.async of A's K tile `kt` (an index SSA name) into raw stage kt % RAW, this thread's 4 chunks:
    16 bytes each where A allows (%a_vec), else 4 x 4 bytes; past M or K zero-filled (source size)."""
        out = k_start(kt, tag, ind) + [
               f"{ind}%{tag}rs = arith.remui {kt}, %iRAW : index",
               f"{ind}%{tag}ru0 = arith.muli %{tag}rs, %raw_stage_u : index",
               f"{ind}%{tag}ru = arith.addi %{tag}ru0, %raw_u : index",
               f"{ind}scf.if %a_vec {{"]
        for i in range(X_CHUNKS):
            out += [f"{ind}  %{tag}vk{i} = arith.addi %{tag}k0, %xk{i} : index",
                    f"{ind}  %{tag}vkok{i} = arith.cmpi ult, %{tag}vk{i}, %K : index",
                    f"{ind}  %{tag}vkc{i} = arith.select %{tag}vkok{i}, %{tag}vk{i}, %i0 : index",
                    f"{ind}  %{tag}vrem{i} = arith.subi %K, %{tag}vkc{i} : index",
                    f"{ind}  %{tag}vn0{i} = arith.minui %{tag}vrem{i}, %i4 : index",
                    f"{ind}  %{tag}vok{i} = arith.andi %{tag}vkok{i}, %xrow_ok{i} : i1",
                    f"{ind}  %{tag}vn1{i} = arith.select %{tag}vok{i}, %{tag}vn0{i}, %i0 : index",
                    f"{ind}  %{tag}vnb{i} = arith.muli %{tag}vn1{i}, %i4 : index",
                    f"{ind}  %{tag}vn{i} = arith.index_cast %{tag}vnb{i} : index to i32",
                    f"{ind}  %{tag}vg{i} = arith.addi %xg{i}, %{tag}vkc{i} : index",
                    f"{ind}  %{tag}vgo{i} = arith.index_cast %{tag}vg{i} : index to i64",
                    f"{ind}  %{tag}vsrc{i} = llvm.getelementptr %Ag[%{tag}vgo{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32",
                    f"{ind}  %{tag}vu{i} = arith.addi %{tag}ru, %xq{i} : index",
                    f"{ind}  %{tag}vf{i} = arith.muli %{tag}vu{i}, %i4 : index",
                    f"{ind}  %{tag}vfo{i} = arith.index_cast %{tag}vf{i} : index to i64",
                    f"{ind}  %{tag}vdst{i} = llvm.getelementptr %Xsh[%{tag}vfo{i}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32",
                    f"{ind}  nvvm.cp.async.shared.global %{tag}vdst{i}, %{tag}vsrc{i}, 16, cache = cg, %{tag}vn{i} : !llvm.ptr<3>, !llvm.ptr<1>, i32"]
        out.append(f"{ind}}} else {{")
        for i in range(X_CHUNKS):
            for c in range(4):
                n = f"%{tag}e{i}_{c}"
                out += [f"{ind}  {n}k0 = arith.addi %{tag}k0, %xk{i} : index",
                        f"{ind}  {n}k = arith.addi {n}k0, %i{c} : index",
                        f"{ind}  {n}kok = arith.cmpi ult, {n}k, %K : index",
                        f"{ind}  {n}kc = arith.select {n}kok, {n}k, %i0 : index",
                        f"{ind}  {n}ok = arith.andi {n}kok, %xrow_ok{i} : i1",
                        f"{ind}  {n}nb = arith.select {n}ok, %i4, %i0 : index",
                        f"{ind}  {n}n = arith.index_cast {n}nb : index to i32",
                        f"{ind}  {n}g0 = arith.muli {n}kc, %sAk : index",
                        f"{ind}  {n}g = arith.addi %xg{i}, {n}g0 : index",
                        f"{ind}  {n}go = arith.index_cast {n}g : index to i64",
                        f"{ind}  {n}src = llvm.getelementptr %Ag[{n}go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32",
                        f"{ind}  {n}u = arith.addi %{tag}ru, %xq{i} : index",
                        f"{ind}  {n}f0 = arith.muli {n}u, %i4 : index",
                        f"{ind}  {n}f = arith.addi {n}f0, %i{c} : index",
                        f"{ind}  {n}fo = arith.index_cast {n}f : index to i64",
                        f"{ind}  {n}dst = llvm.getelementptr %Xsh[{n}fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32",
                        f"{ind}  nvvm.cp.async.shared.global {n}dst, {n}src, 4, cache = ca, {n}n : !llvm.ptr<3>, !llvm.ptr<1>, i32"]
        out += [f"{ind}}}", f"{ind}nvvm.cp.async.commit.group"]
        return out


    def b_loads(kt: str, tag: str, ind: str) -> list[str]:
        """B's fragments of K tile `kt` (8 floats: k8 steps s, rows t and t + 4, columns fn0 and fn1),
    zero past K or N; names %{tag}b{s}_{kk}_{r}."""
        out = k_start(kt, tag, ind)
        for s in range(2):
            for kk, kname in ((0, "%t"), (4, "%t4")):
                out += [f"{ind}%{tag}bk{s}_{kk}0 = arith.addi %{tag}k0, {kname} : index",
                        f"{ind}%{tag}bk{s}_{kk} = arith.addi %{tag}bk{s}_{kk}0, %i{8 * s} : index",
                        f"{ind}%{tag}bk_ok{s}_{kk} = arith.cmpi ult, %{tag}bk{s}_{kk}, %K : index",
                        f"{ind}%{tag}bkc{s}_{kk} = arith.select %{tag}bk_ok{s}_{kk}, %{tag}bk{s}_{kk}, %i0 : index"]
                for r in range(2):
                    out += [f"{ind}%{tag}bok{s}_{kk}_{r} = arith.andi %{tag}bk_ok{s}_{kk}, %fn{r}_ok : i1",
                            f"{ind}%{tag}bv{s}_{kk}_{r}0 = memref.load %B[{B0}%{tag}bkc{s}_{kk}, %fn{r}c] : {P2}",
                            f"{ind}%{tag}b{s}_{kk}_{r} = arith.select %{tag}bok{s}_{kk}_{r}, %{tag}bv{s}_{kk}_{r}0, %zero : {{elt}}"]
        return out


    B_NAMES = [f"b{s}_{kk}_{r}" for s in range(2) for kk in (0, 4) for r in range(2)]
    def split_x(P: str, kt: str, buf_u: str, ind: str) -> None:
        """This thread's chunks of A's tile `kt` (landed in raw stage kt % RAW) split into big and small halves,
    stored in wgmma's layout in the buffer starting at unit `buf_u`."""
        e(f"{ind}%{P}rs = arith.remui {kt}, %iRAW : index")
        e(f"{ind}%{P}ru0 = arith.muli %{P}rs, %raw_stage_u : index")
        e(f"{ind}%{P}ru = arith.addi %{P}ru0, %raw_u : index")
        for i in range(X_CHUNKS):
            e(f"{ind}%{P}xu{i} = arith.addi %{P}ru, %xq{i} : index")
            e(f"{ind}%{P}xraw{i} = memref.load %Xs[%{P}xu{i}] : {XS}")
            halves = {"b": [], "s": []}
            for c in range(4):
                e(f"{ind}%{P}xc{i}_{c} = vector.extract %{P}xraw{i}[{c}] : {{elt}} from vector<4x{{elt}}>")
                L.extend(tf32.split(f"{P}xa{i}_{c}", f"%{P}xc{i}_{c}", ind))
                halves["b"].append(f"%{P}xa{i}_{c}_bf")
                e(f"{ind}%{P}xa{i}_{c}_sff = arith.bitcast %{P}xa{i}_{c}_s : i32 to f32")
                halves["s"].append(f"%{P}xa{i}_{c}_sff")
            if isinstance(buf_u, int):
                e(f"{ind}%{P}xwb{i} = arith.constant {buf_u} : index")
                e(f"{ind}%{P}xw{i}b = arith.addi %xslot{i}, %{P}xwb{i} : index")
            else:
                e(f"{ind}%{P}xw{i}b = arith.addi %xslot{i}, {buf_u} : index")
            e(f"{ind}%{P}xw{i}s = arith.addi %{P}xw{i}b, %half_units : index")
            for h in ("b", "s"):
                e(f"{ind}%{P}xv{i}{h} = vector.from_elements {', '.join(halves[h])} : vector<4x{{elt}}>")
                e(f"{ind}memref.store %{P}xv{i}{h}, %Xs[%{P}xw{i}{h}] : {XS}")


    def products(P: str, frags: list, buf_u: str, ind: str, prev: str | None = None) -> str:
        """B's fragments `frags` (8 f32 names) split; 6 wgmma on the buffer at unit `buf_u` (a name, or a
    constant count of 16-byte units), from zero or onto the sums `prev` (a result name, its _j values),
    committed; returns the name of the last one's result."""
        for n, v in zip(B_NAMES, frags):
            L.extend(tf32.split(f"{P}f{n}", v, ind))
        if isinstance(buf_u, int):  # a buffer at a constant place: the offsets fold into the constants
            base, units = "%desc0", buf_u
        else:
            e(f"{ind}%{P}bd = arith.index_cast {buf_u} : index to i64")
            e(f"{ind}%{P}d0 = arith.addi %desc0, %{P}bd : i64")
            base, units = f"%{P}d0", 0
        for s_ in range(2):
            for h, hoff in (("b", 0), ("s", 2 * REGION)):
                e(f"{ind}%{P}doff{s_}{h} = arith.constant {units + (hoff + s_ * REGION) // 16} : i64")
                e(f"{ind}%{P}d{s_}{h} = arith.addi {base}, %{P}doff{s_}{h} : i64")
        e(f'{ind}llvm.inline_asm has_side_effects asm_dialect = att "wgmma.fence.sync.aligned;", "" : () -> ()')
        for s_ in range(2):
            for a_half, x_half in (("s", "b"), ("b", "s"), ("b", "b")):
                a = [f"%{P}f{n}_{a_half}" for n in (f"b{s_}_0_0", f"b{s_}_0_1", f"b{s_}_4_0", f"b{s_}_4_1")]
                name = f"%{P}mma{s_}{a_half}{x_half}"
                if prev is None:
                    asm = (f'"{{\\n.reg .pred p;\\nsetp.ne.b32 p, ${ACC + 5}, 0;\\n{WGMMA} {{{ACC_REGS}}}, '
                           f'{{${ACC}, ${ACC + 1}, ${ACC + 2}, ${ACC + 3}}}, ${ACC + 4}, p, 1, 1;\\n}}"')
                    cons = ",".join(["=f"] * ACC + ["r"] * 4 + ["l", "r"])
                    ops = ", ".join(a + [f"%{P}d{s_}{x_half}", "%zero32"])
                    types = ", ".join(["i32"] * 4 + ["i64", "i32"])
                else:
                    asm = (f'"{{\\n.reg .pred p;\\nsetp.ne.b32 p, ${2 * ACC + 5}, 0;\\n{WGMMA} {{{ACC_REGS}}}, '
                           f'{{${2 * ACC}, ${2 * ACC + 1}, ${2 * ACC + 2}, ${2 * ACC + 3}}}, ${2 * ACC + 4}, p, 1, 1;\\n}}"')
                    cons = ",".join(["=f"] * ACC + [str(j) for j in range(ACC)] + ["r"] * 4 + ["l", "r"])
                    ops = ", ".join([f"{prev}_{j}" for j in range(ACC)] + a + [f"%{P}d{s_}{x_half}", "%one32"])
                    types = ", ".join(["f32"] * ACC + ["i32"] * 4 + ["i64", "i32"])
                e(f"{ind}{name} = llvm.inline_asm has_side_effects asm_dialect = att {asm}, \"{cons}\" {ops} : ({types}) -> {STRUCT}")
                for j in range(ACC):
                    e(f"{ind}{name}_{j} = llvm.extractvalue {name}[{j}] : {STRUCT}")
                prev = name
        e(f'{ind}llvm.inline_asm has_side_effects asm_dialect = att "wgmma.commit_group.sync.aligned;", "" : () -> ()')
        return prev


    def wait(P: str, acc: list, ind: str) -> list:
        """Wait for every wgmma in flight; the values `acc` pass through the wait (tied), so nothing reads
    them before it; returns the waited names."""
        cons = ",".join(["=f"] * ACC + [str(j) for j in range(ACC)])
        e(f'{ind}%{P}wt = llvm.inline_asm has_side_effects asm_dialect = att "wgmma.wait_group.sync.aligned 0;", "{cons}" {", ".join(acc)} : ({", ".join(["f32"] * ACC)}) -> {STRUCT}')
        out = []
        for j in range(ACC):
            e(f"{ind}%{P}wt_{j} = llvm.extractvalue %{P}wt[{j}] : {STRUCT}")
            out.append(f"%{P}wt_{j}")
        return out


    def first_loads() -> None:
        """The prologue's loads: A's first RAW tiles in flight (cp.async), B's first AHEAD tiles' fragments."""
        for j in range(max(RAW, AHEAD)):
            e(f"    %pk{j} = arith.constant {j} : index")
        for j in range(RAW):
            L.extend(copies(f"%pk{j}", f"p{j}", "    "))
        for j in range(AHEAD):
            L.extend(b_loads(f"%pk{j}", f"q{j}", "    "))


    if OVERLAP:
        # Software-pipelined (--overlap): at the top of trip kt, tile kt's wgmma are in flight (buffer kt % 2).
        # The trip splits tile kt + 1 into the other buffer and sends out the copies and loads for later
        # tiles while they run, then waits, adds tile kt's sums, and (after a barrier) starts tile kt + 1's.
        # The last trip's tile (ktiles) lies past K: all zeros, adding 0.
        if STREAM:
            e(SEGMENT + TILE_AT + COLUMNS)
            chunk_coordinates()
        first_loads()
        e(f"    nvvm.cp.async.wait.group {RAW - 1}")
        e(f"    %buf_units = arith.constant {WG_BUF // 16} : index")
        split_x("s0", "%i0", "%i0", "    ")
        e(f"    %pkr = arith.constant {RAW} : index")
        L.extend(copies("%pkr", "pr", "    "))
        e(f'    llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", "" : () -> ()')
        e("    gpu.barrier")
        first = products("w0", [f"%q0{n}" for n in B_NAMES], "%i0", "    ")
        PRE = [f"{j}_{n}" for j in range(1, AHEAD) for n in B_NAMES]  # B's fragments of tiles kt + 1 .. kt + AHEAD - 1
        ft = ", ".join(["{elt}"] * (2 * ACC + len(PRE)))
        init = ", ".join([f"%r{j} = %zero" for j in range(ACC)] + [f"%a{j} = {first}_{j}" for j in range(ACC)]
                         + [f"%c_{n} = %q{n.split('_', 1)[0]}{n.split('_', 1)[1]}" for n in PRE])
        e(f"    %res:{2 * ACC + len(PRE)} = scf.for %kt = %i0 to %ktiles step %i1 iter_args({init}) -> ({ft}) {{")
        ind = "      "
        e(f"{ind}%k1 = arith.addi %kt, %i1 : index")
        e(f"{ind}nvvm.cp.async.wait.group {RAW - 1}")
        e(f"{ind}%b1 = arith.remui %k1, %i2 : index")
        e(f"{ind}%b1u = arith.muli %b1, %buf_units : index")
        split_x("t", "%k1", "%b1u", ind)
        e(f"{ind}%iRp1 = arith.constant {RAW + 1} : index")
        e(f"{ind}%kr = arith.addi %kt, %iRp1 : index")
        L.extend(copies("%kr", "n", ind))
        e(f"{ind}%kb = arith.addi %kt, %iAHEAD : index")
        L.extend(b_loads("%kb", "o", ind))
        e(f'{ind}llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", "" : () -> ()')
        done = wait("u", [f"%a{j}" for j in range(ACC)], ind)
        for j in range(ACC):
            e(f"{ind}%s{j} = arith.addf %r{j}, {done[j]} : {{elt}}")
        e(f"{ind}gpu.barrier")
        nxt = products("v", [f"%c_1_{n}" for n in B_NAMES], "%b1u", ind)
        carry = [[f"%c_{j}_{n}" for n in B_NAMES] for j in range(2, AHEAD)] + [[f"%o{n}" for n in B_NAMES]]
        outs = [f"%s{j}" for j in range(ACC)] + [f"{nxt}_{j}" for j in range(ACC)] + [x for names in carry for x in names]
        e(f"{ind}scf.yield {', '.join(outs)} : {ft}")
        e("    }")
        wait("z", [f"%res#{ACC + j}" for j in range(ACC)], "    ")  # the last (all-zero) tile's wgmma
    else:
        # the prologue: A's first RAW tiles in flight, B's first AHEAD tiles loaded
        first_loads()
        PRE = [f"{j}_{n}" for j in range(AHEAD) for n in B_NAMES]   # B's fragments of tiles kt F .. + AHEAD - 1
        ft = ", ".join(["{elt}"] * (ACC + len(PRE)))
        init = ", ".join([f"%r{j} = %zero" for j in range(ACC)] + [f"%c_{n} = %q{n.split('_', 1)[0]}{n.split('_', 1)[1]}" for n in PRE])
        e(f"    %kpairs = arith.ceildivui %ktiles, %iF : index")
        e(f"    %res:{ACC + len(PRE)} = scf.for %kp = %i0 to %kpairs step %i1 iter_args({init}) -> ({ft}) {{")
        ind = "      "
        # every warp is past the last trip's wait, so its wgmma no longer read the wgmma buffers
        e(f"{ind}gpu.barrier")
        e(f"{ind}%kbase = arith.muli %kp, %iF : index")
        prev = None
        loaded = []
        for u in range(FLUSH):
            P = f"u{u}"
            e(f"{ind}%{P}c = arith.constant {u} : index")
            e(f"{ind}%{P}kt = arith.addi %kbase, %{P}c : index")
            # 1. this thread's copies of tile kt landed (RAW - 1 later groups may still be in flight);
            # 2. its chunks split into big and small halves, stored in wgmma's layout in buffer u
            e(f"{ind}nvvm.cp.async.wait.group {RAW - 1}")
            split_x(P, f"%{P}kt", u * WG_BUF // 16, ind)
            e(f'{ind}llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", "" : () -> ()')
            e(f"{ind}gpu.barrier")
            # 3. A's tile kt + RAW into the raw stage just read (this thread's own chunks only), B's tile kt + AHEAD
            e(f"{ind}%{P}kr = arith.addi %{P}kt, %iRAW : index")
            L.extend(copies(f"%{P}kr", f"{P}n", ind))
            e(f"{ind}%{P}kb = arith.addi %{P}kt, %iAHEAD : index")
            L.extend(b_loads(f"%{P}kb", f"{P}o", ind))
            loaded.append([f"%{P}o{n}" for n in B_NAMES])
            # 4. B's fragments of tile kt split; 6 wgmma on buffer u (the trip's first from zero)
            prev = products(P, [f"%c_{u}_{n}" for n in B_NAMES], u * WG_BUF // 16, ind, prev)
        done = wait("", [f"{prev}_{j}" for j in range(ACC)], ind)
        outs = []
        for j in range(ACC):
            e(f"{ind}%s{j} = arith.addf %r{j}, {done[j]} : {{elt}}")
            outs.append(f"%s{j}")
        carry = [[f"%c_{j}_{n}" for n in B_NAMES] for j in range(AHEAD)]
        for names in carry[FLUSH:] + loaded:
            outs += names
        e(f"{ind}scf.yield {', '.join(outs)} : {ft}")
        e("    }")
    def coordinates(idx: int) -> None:
        """Where sum idx goes: C[%em<idx>, %fn<0|1>], in range when %eok<idx>."""
        j, q = divmod(idx, 4)
        col_off, row_hi = q % 2, q // 2
        e(f"    %em{idx}c = arith.constant {8 * j + col_off} : index")
        e(f"    %em{idx} = arith.addi %mt, %em{idx}c : index")
        e(f"    %emok{idx} = arith.cmpi ult, %em{idx}, %M : index")
        e(f"    %eok{idx} = arith.andi %emok{idx}, %fn{row_hi}_ok : i1")


    def store(idx: int, value: str) -> None:
        """Sum idx (`value`), added to C's value when accumulating, through @{func}_store."""
        row_hi = idx % 4 // 2
        e(f"    scf.if %eok{idx} {{")
        e(f"      %old{idx} = scf.if %accumulate -> ({{elt}}) {{")
        e(f"        %o{idx} = memref.load %C[{B0}%em{idx}, %fn{row_hi}] : {P2}")
        e(f"        scf.yield %o{idx} : {{elt}}")
        e("      } else {")
        e("        %neg0 = arith.constant -0.0 : {elt}")
        e("        scf.yield %neg0 : {elt}")
        e("      }")
        e(f"      %v{idx} = arith.addf %old{idx}, {value} : {{elt}}")
        if BATCHED:
            e(f"      memref.store %v{idx}, %C[%bz, %em{idx}, %fn{row_hi}] : {P2}")
        else:
            e(f"      func.call @{{func}}_store(%v{idx}, %em{idx}, %fn{row_hi}, %C{{epi_args}}) : ({{elt}}, index, index, {P2}{{epi_types}}) -> ()")
        e("    }")


    def partial_sums() -> None:
        """The stream form's partial segment (the else branch of %sk_whole, yielding (store?, the sums)): its
    sums to P[2 b + s, j, thread], a ticket from the tile's counter, and in the tile's last block the
    partials of the tile's blocks added in block order (as v12; each thread its own sums, so no layout
    changes hands), to be stored by the one store sequence after the branch."""
        types = ", ".join(["{elt}"] * ACC)
        e("""    // s: 0 for the block's first segment, 1 for its last (a middle one is a whole tile)
    %sk_first = arith.cmpi eq, %seg, %i0 : index
    %sk_slot = arith.select %sk_first, %i0, %i1 : index
    %sk_b2 = arith.muli %skb, %i2 : index
    %sk_p = arith.addi %sk_b2, %sk_slot : index""")
        for j in range(ACC):
            e(f"    %pj{j} = arith.constant {j} : index")
            e(f"    memref.store %res#{j}, %P[%sk_p, %pj{j}, %tx] : {PW}")
        e(split_k.stream_owners("%sk_tbase", "%sk_tend", "sk_"))
        e("    %sk_cb1p = arith.addi %sk_cb1, %i1 : index")
        e(split_k.ticket("%tx", "%sk_ncon", sfx="_s"))
        init = ", ".join(f"%ca{j} = %sk_neg0" for j in range(ACC))
        e(f"""    %tot:{ACC} = scf.if %last_s -> ({types}) {{
      // (acquire: every thread of this block sees the other blocks' partial sums)
      llvm.fence syncscope("device") acq_rel
      %sk_neg0 = arith.constant -0.0 : {{elt}}
      // Block c's partial of this tile: P[2 c + (0 if the tile is c's first, else 1)], added in block order.
      %sum:{ACC} = scf.for %cb = %sk_cb0 to %sk_cb1p step %i1 iter_args({init}) -> ({types}) {{
        %sk_cu = arith.muli %cb, %U : index
        %sk_cu0 = arith.divui %sk_cu, %G : index
        %sk_ct = arith.divui %sk_cu0, %I : index
        %sk_cf = arith.cmpi eq, %sk_ct, %tile : index
        %sk_cs = arith.select %sk_cf, %i0, %i1 : index
        %sk_cb2 = arith.muli %cb, %i2 : index
        %sk_ci = arith.addi %sk_cb2, %sk_cs : index""")
        for j in range(ACC):
            e(f"        %pv{j} = memref.load %P[%sk_ci, %pj{j}, %tx] : {PW}")
        for j in range(ACC):
            e(f"        %pa{j} = arith.addf %ca{j}, %pv{j} : {{elt}}")
        e(f"        scf.yield {', '.join(f'%pa{j}' for j in range(ACC))} : {types}")
        e(f"""      }}
      // (every block of the tile took its ticket: the counter goes back to 0 for the next launch)
      scf.if %t0 {{
        %z32 = arith.constant 0 : i32
        memref.store %z32, %cnt[%by, %bx] : {split_k.CNT}
      }}
      scf.yield {", ".join(f"%sum#{j}" for j in range(ACC))} : {types}
    }} else {{
      scf.yield {", ".join(f"%res#{j}" for j in range(ACC))} : {types}
    }}
    scf.yield %last_s, {", ".join(f"%tot#{j}" for j in range(ACC))} : i1, {types}""")


    # 4. the epilogue: C[m0 + 8 j + 2 t (+1), n0 + 16 w + g (+8)]
    e("    %accumulate = arith.constant {accumulate}")
    e("    %t2 = arith.muli %t, %i2 : index")
    e("    %mt = arith.addi %m0, %t2 : index")
    if not STREAM:
        for idx in range(ACC):
            coordinates(idx)
            store(idx, f"%res#{idx}")
        e("""    gpu.terminator
  }
  return
}""")
    else:
        for idx in range(ACC):
            coordinates(idx)
        types = ", ".join(["{elt}"] * ACC)
        e(f"""    // A whole tile's sums are C's; a partial segment's go to the workspace, and in the tile's last block
    // the sum of its blocks' partials is. One store sequence for both (the kernel's code stays small).
    %sk_s0z = arith.cmpi eq, %sk_s0, %i0 : index
    %sk_s1I = arith.cmpi eq, %sk_s1, %I : index
    %sk_whole = arith.andi %sk_s0z, %sk_s1I : i1
    %fin:{ACC + 1} = scf.if %sk_whole -> (i1, {types}) {{
      %sk_yes = arith.constant true
      scf.yield %sk_yes, {", ".join(f"%res#{j}" for j in range(ACC))} : i1, {types}
    }} else {{""")
        partial_sums()
        e("""    }
    scf.if %fin#0 {""")
        for idx in range(ACC):
            store(idx, f"%fin#{idx + 1}")
        e(f"""    }}
    }}
    gpu.terminator
  }}
  memref.dealloc %P : {PW}
  memref.dealloc %cnt : {split_k.CNT}
  return
}}""")
    if not BATCHED:
      e("""
// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/passes/epilogues.py: a bias, a GELU, a residual add), that op's body runs here on the
// final value. Inlined (04-kernels), so it costs no call.
func.func private @{func}_store(%r: {elt}, %i: index, %j: index, %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  memref.store %r, %C[%i, %j] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  return
}""")
    return "\n".join(L) + "\n"
