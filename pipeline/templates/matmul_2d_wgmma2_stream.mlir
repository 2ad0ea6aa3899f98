// v17 matmul, 2-D, Hopper warpgroup MMA (wgmma, sm_90a), stream-K:  C[M, N] (+)= A[M, K] * B[K, N], f32
// (generated: python pipeline/templates/gen_matmul_wgmma.py --overlap --raw 2 --ahead 2 --groups 2 --stream)
// What changed from v16 (described below): v16 runs one block a 128 x 128 tile, one block an SM (227
// registers), so a product whose tiles are not a whole number of waves of 132 leaves SMs idle: at 1024
// rows attn_out's and mlp_out's 48 tiles use 48 of the 132 SMs, qkv's 144 are a wave and 12 blocks alone,
// mlp_in's 192 a wave and a half. Here the grid is 132 blocks (fewer when there are fewer 16-deep K
// steps in all) and the work is the list of (tile, K step) pairs, tile by tile: block b takes steps
// [b U / G, (b + 1) U / G) of the U in all (stream-K, as v12 does for v9), so every block has the same
// number of K steps whatever the tile count. Its range is one or more segments, each a run of K steps of
// one tile; per segment v16's pipeline restarts (every copy of the segment before landed, a barrier) and
// sums the segment's K steps as v16 sums a whole K, the copies and loads zero past the segment's end. A
// segment that is a whole tile stores C through @{func}_store as v16. A partial one writes its sums to a
// workspace P[2 b + s, j, thread] (s = 0 for the block's first segment, 1 for its last: only those two
// can be partial; each thread its own 64 sums, so the stores and loads are coalesced) and takes a ticket
// from the tile's counter after a device-scope release fence (as v11/v12); the tile's last block to
// arrive adds the partials of the tile's blocks in block order (K order) with the same thread layout and
// runs the epilogue. Which block comes last varies, the order of the adds does not: deterministic. The
// counters rely on the launcher's promise that a temporary starts zeroed and are left zero again.
//
// v16 matmul, 2-D, Hopper warpgroup MMA (wgmma, sm_90a):  C[M, N] (+)= A[M, K] * B[K, N], f32
// (v16 is v14 with --groups 2; generated: python pipeline/templates/gen_matmul_wgmma.py --overlap --raw 2
// --ahead 2 --groups 2.) What changed from v14: 2 warpgroups a block, each on its own 64 of B's
// columns and all of them on the same split of A's tile in shared memory, so A's copies, splits and shared
// stores are paid once for 128 columns instead of 64. v14 spent 60% of its time on those, not on its
// wgmma; on the H200 at 1024 rows the head went 1.67 -> 1.39 ms (v9 1.58-1.67, cuBLAS fp32 1.61) and
// mlp_in 112 -> 95 us (v9 105): docs/benchmarks.md section 23.
// What changed from v9 (matmul_2d_tf32_64_v9.mlir): the tensor-core instruction. v9's mma.sync is a
// warp's 16x8x8 product; Hopper's wgmma.mma_async is a warpgroup's (4 warps, 128 threads) 64xNx8,
// issued asynchronously, with B (and optionally A) read straight from shared memory. The math is
// v9's: 3xTF32 (big and small TF32 halves, three products: small A x big B, big x small, big x big),
// each 16-deep K tile summed by the tensor cores from zero and added to the running sum in f32.
// - The product is computed transposed: C^T = B^T A^T. wgmma's A operand (64 rows, from registers)
//   is B^T, 64 of B's columns: for TF32 the shared-memory operand must be K-major, and B [K, N] is
//   N-major, while from registers any layout can be loaded. wgmma's B operand (from shared memory,
//   K-major) is A^T, 128 of A's rows: A [M, K] is K-major as it is, no transpose on the way in.
// - Block: 2 warpgroups (--groups; group h takes B's columns 64 h .. 64 h + 63,
//   every group on the same split of A's tile), 128 columns x 128 rows of C, grid (ceil(N / 128), ceil(M / 128)).
// - A's tiles (128 x 16) reach shared memory by cp.async (16 bytes where A's k is contiguous and its
//   rows 16-byte aligned, checked per launch; else 4 x 4 bytes; past M or K zero-filled by the source
//   size), 2 tiles in flight in a ring of raw stages. Each thread copies 2 chunks of 4 floats and
//   later reads back only its own chunks, so no barrier guards the raw stages: its own
//   cp.async.wait_group says they landed, and it refills a stage only after reading it.
// - Per K tile: barrier (every warp is past the previous tile's wgmma, which read the one wgmma
//   buffer); each thread splits its chunks into big and small TF32 halves and stores them in wgmma's
//   layout; fence.proxy.async (generic stores, read by the async proxy); barrier; the copies of tile
//   kt + 2 and the loads of B's fragments of tile kt + 2 (registers: 8 floats a tile, rows t,
//   t + 4 of each k8 step, columns g, g + 8 of the warp's 16, as mma.m16n8k8's TF32 A fragment;
//   g = lane / 4, t = lane % 4) go out; then wgmma.fence, 6 wgmma (k8 step 0: small B x big A from
//   zero, big x small, big x big; step 1 the same, accumulating), commit, wait for all; the 64 sums
//   pass through the wait's inline assembly (tied operands), so no add can be scheduled before it.
//   Software-pipelined (--overlap, the registry's form): two wgmma buffers; at the top of trip kt tile
//   kt's wgmma are in flight (buffer kt % 2) while the trip splits tile kt + 1 into the other buffer and
//   sends out the later copies and loads; then it waits, adds tile kt's sums, and after a barrier starts
//   tile kt + 1's wgmma, whose sums stay in flight across the loop's back edge (ptxas keeps them in
//   place: no wait before the branch). The last trip's tile lies past K: zeros, adding 0.
//   On the H200 at 1024 rows: qkv 113 -> 100 us, the head 1837 -> 1677 (docs/benchmarks.md section 11).
// - The wgmma buffer (16384 bytes): the big and the small half of two k8 steps, 4096 bytes each,
//   in wgmma's no-swizzle K-major layout: core matrices of 8 rows x 16 bytes (8 rows x 4 k), the two
//   of a k8 step 128 bytes apart (the descriptor's leading byte offset), groups of 8 rows 256 bytes
//   apart (its stride byte offset); checked on the H200: with the two swapped the product is wrong.
// - Accumulators (wgmma's D, 64 x 128): thread (warp w, lane) holds rows 16 w + g, + 8 and columns
//   8 j + 2 t, + 1 for j = 0..15: C[m0 + 8 j + 2 t (+ 1), n0 + 16 w + g (+ 8)].
// Inline assembly (not nvgpu.warpgroup.mma): the kernel call must be inlined (04-kernels) and the
// nvgpu dialect cannot be, as in v6/v9.
//
// Shared memory: 2 x 16384 + 2 x 8192 = 49152 bytes. Placeholders as in matmul_2d.mlir: {func},
// {kernel}, {elt} (f32 only), {accumulate}, {epi_params}, {epi_args}, {epi_types}.
func.func private @{func}(%A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>, %B: memref<?x?x{elt}, strided<[?, ?], offset: ?>>, %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 256 : index
  %cBN = arith.constant 128 : index
  %cBM = arith.constant 128 : index
  %M = memref.dim %A, %c0 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %Kall = memref.dim %A, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %N = memref.dim %B, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %gx = arith.ceildivui %N, %cBN : index
  %gy = arith.ceildivui %M, %cBM : index
  // The work: U = tiles x I steps of 16 along K, over G = min(132, U) blocks; a partial
  // segment's sums go to P[2 b + s, j, thread], a tile's tickets to its counter.
  %c16 = arith.constant 16 : index
  %tiles = arith.muli %gx, %gy : index
  %I = arith.ceildivui %Kall, %c16 : index
  %U = arith.muli %tiles, %I : index
  %cG = arith.constant 132 : index
  %G = arith.minui %cG, %U : index
  %c2 = arith.constant 2 : index
  %G2 = arith.muli %G, %c2 : index
  %cACC = arith.constant 64 : index
  %P = memref.alloc(%G2, %cACC, %cT) : memref<?x?x?x{elt}>
  %cnt = memref.alloc(%gy, %gx) : memref<?x?xi32>
  gpu.launch blocks(%skb, %bq, %br) in (%nskb = %G, %nbq = %c1, %nbr = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %cT, %nty = %c1, %ntz = %c1)
             function(@{kernel})
             workgroup(%Xs : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>, %Tk : memref<1xi32, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : {elt}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i8 = arith.constant 8 : index
    %i16 = arith.constant 16 : index
    %i32 = arith.constant 32 : index
    %iBN = arith.constant 128 : index
    %iBM = arith.constant 128 : index
    %hi_mask = arith.constant -8192 : i32
    %half_ulp = arith.constant 4096 : i32
    %one32 = arith.constant 1 : i32
    %zero32 = arith.constant 0 : i32
    %w = arith.divui %tx, %i32 : index
    %lane = arith.remui %tx, %i32 : index
    %g = arith.divui %lane, %i4 : index
    %t = arith.remui %lane, %i4 : index
    %w16 = arith.muli %w, %i16 : index
    %t4 = arith.addi %t, %i4 : index
    // the stages' shared address (the descriptors' start addresses: bits 0-13 hold address / 16)
    %Xsp = memref.extract_aligned_pointer_as_index %Xs : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>> -> index
    %Xs64 = arith.index_cast %Xsp : index to i64
    %desc_hi = arith.constant 68720001024 : i64
    %addr_mask = arith.constant 262143 : i64
    %c4_64 = arith.constant 4 : i64
    %Xs_lo = arith.andi %Xs64, %addr_mask : i64
    %Xs_16 = arith.shrui %Xs_lo, %c4_64 : i64
    %desc0 = arith.ori %Xs_16, %desc_hi : i64
    %region_u = arith.constant 256 : index
    %half_units = arith.constant 512 : index
    %raw_u = arith.constant 2048 : index
    %raw_stage_u = arith.constant 512 : index
    %iRAW = arith.constant 2 : index
    %iAHEAD = arith.constant 2 : index
    %iF = arith.constant 1 : index
    %Xsh = llvm.inttoptr %Xs64 : i64 to !llvm.ptr<3>
    %Abase, %Aoff, %Asz:2, %sAm, %sAk = memref.extract_strided_metadata %A
        : memref<?x?x{elt}, strided<[?, ?], offset: ?>> -> memref<{elt}>, index, index, index, index, index
    %Ap = memref.extract_aligned_pointer_as_index %Abase : memref<{elt}> -> index
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
    %a_vec = arith.andi %a_vec0, %a_aligned : i1
    // This block's K steps [u0, u1) of the U = tiles x I, tile by tile: segments tfirst .. tlast.
    %sk_u0a = arith.muli %skb, %U : index
    %sk_u0 = arith.divui %sk_u0a, %G : index
    %sk_skb1 = arith.addi %skb, %i1 : index
    %sk_u1a = arith.muli %sk_skb1, %U : index
    %sk_u1 = arith.divui %sk_u1a, %G : index
    %sk_tfirst = arith.divui %sk_u0, %I : index
    %sk_u1m = arith.subi %sk_u1, %i1 : index
    %sk_tlast = arith.divui %sk_u1m, %I : index
    %sk_nseg0 = arith.subi %sk_tlast, %sk_tfirst : index
    %sk_nseg = arith.addi %sk_nseg0, %i1 : index
    scf.for %seg = %i0 to %sk_nseg step %i1 {
    // The segment: tile `tile` (row of tiles by, column bx), its K steps [s0, s1) of I: K from kseg to K
    // (the copies and loads zero past K, so the pipeline's tiles past the segment add nothing).
    %tile = arith.addi %sk_tfirst, %seg : index
    %sk_tbase = arith.muli %tile, %I : index
    %sk_tend = arith.addi %sk_tbase, %I : index
    %sk_ua = arith.maxui %sk_u0, %sk_tbase : index
    %sk_ub = arith.minui %sk_u1, %sk_tend : index
    %sk_s0 = arith.subi %sk_ua, %sk_tbase : index
    %sk_s1 = arith.subi %sk_ub, %sk_tbase : index
    %kseg = arith.muli %sk_s0, %i16 : index
    %sk_kend = arith.muli %sk_s1, %i16 : index
    %K = arith.minui %sk_kend, %Kall : index
    %ktiles = arith.subi %sk_s1, %sk_s0 : index
    %by = arith.divui %tile, %gx : index
    %bx = arith.remui %tile, %gx : index
    // (the segment before: every copy of this thread landed, and both warpgroups are past their last
    // wgmma, before this one's copies and splits refill the stages and buffers)
    nvvm.cp.async.wait.group 0
    gpu.barrier
    %n0 = arith.muli %bx, %iBN : index
    %m0 = arith.muli %by, %iBM : index
    %nr0 = arith.addi %n0, %w16 : index
    %fn0 = arith.addi %nr0, %g : index      // this thread's two columns of B (rows of wgmma's A)
    %fn1 = arith.addi %fn0, %i8 : index
    %fn0_ok = arith.cmpi ult, %fn0, %N : index
    %fn1_ok = arith.cmpi ult, %fn1, %N : index
    %fn0c = arith.select %fn0_ok, %fn0, %i0 : index
    %fn1c = arith.select %fn1_ok, %fn1, %i0 : index
    %q_off0 = arith.constant 0 : index
    %xq0 = arith.addi %tx, %q_off0 : index
    %xr0 = arith.divui %xq0, %i4 : index
    %xkc0 = arith.remui %xq0, %i4 : index
    %xk0 = arith.muli %xkc0, %i4 : index
    %xrow0 = arith.addi %m0, %xr0 : index
    %xrow_ok0 = arith.cmpi ult, %xrow0, %M : index
    %xrowc0 = arith.select %xrow_ok0, %xrow0, %i0 : index
    %xg00 = arith.muli %xrowc0, %sAm : index
    %xg0 = arith.addi %Aoff, %xg00 : index       // the row's first element
    %xs0 = arith.divui %xkc0, %i2 : index
    %xh0 = arith.remui %xkc0, %i2 : index
    %xrg0 = arith.divui %xr0, %i8 : index
    %xr80 = arith.remui %xr0, %i8 : index
    %xcm20 = arith.muli %xrg0, %i2 : index
    %xcm0 = arith.addi %xcm20, %xh0 : index
    %xcm80 = arith.muli %xcm0, %i8 : index
    %xin0 = arith.addi %xcm80, %xr80 : index   // 16-byte unit within a k8 step's half
    %xsr0 = arith.muli %xs0, %region_u : index
    %xslot0 = arith.addi %xsr0, %xin0 : index
    %q_off1 = arith.constant 256 : index
    %xq1 = arith.addi %tx, %q_off1 : index
    %xr1 = arith.divui %xq1, %i4 : index
    %xkc1 = arith.remui %xq1, %i4 : index
    %xk1 = arith.muli %xkc1, %i4 : index
    %xrow1 = arith.addi %m0, %xr1 : index
    %xrow_ok1 = arith.cmpi ult, %xrow1, %M : index
    %xrowc1 = arith.select %xrow_ok1, %xrow1, %i0 : index
    %xg01 = arith.muli %xrowc1, %sAm : index
    %xg1 = arith.addi %Aoff, %xg01 : index       // the row's first element
    %xs1 = arith.divui %xkc1, %i2 : index
    %xh1 = arith.remui %xkc1, %i2 : index
    %xrg1 = arith.divui %xr1, %i8 : index
    %xr81 = arith.remui %xr1, %i8 : index
    %xcm21 = arith.muli %xrg1, %i2 : index
    %xcm1 = arith.addi %xcm21, %xh1 : index
    %xcm81 = arith.muli %xcm1, %i8 : index
    %xin1 = arith.addi %xcm81, %xr81 : index   // 16-byte unit within a k8 step's half
    %xsr1 = arith.muli %xs1, %region_u : index
    %xslot1 = arith.addi %xsr1, %xin1 : index
    %pk0 = arith.constant 0 : index
    %pk1 = arith.constant 1 : index
    %p0k0r = arith.muli %pk0, %i16 : index
    %p0k0 = arith.addi %p0k0r, %kseg : index
    %p0rs = arith.remui %pk0, %iRAW : index
    %p0ru0 = arith.muli %p0rs, %raw_stage_u : index
    %p0ru = arith.addi %p0ru0, %raw_u : index
    scf.if %a_vec {
      %p0vk0 = arith.addi %p0k0, %xk0 : index
      %p0vkok0 = arith.cmpi ult, %p0vk0, %K : index
      %p0vkc0 = arith.select %p0vkok0, %p0vk0, %i0 : index
      %p0vrem0 = arith.subi %K, %p0vkc0 : index
      %p0vn00 = arith.minui %p0vrem0, %i4 : index
      %p0vok0 = arith.andi %p0vkok0, %xrow_ok0 : i1
      %p0vn10 = arith.select %p0vok0, %p0vn00, %i0 : index
      %p0vnb0 = arith.muli %p0vn10, %i4 : index
      %p0vn0 = arith.index_cast %p0vnb0 : index to i32
      %p0vg0 = arith.addi %xg0, %p0vkc0 : index
      %p0vgo0 = arith.index_cast %p0vg0 : index to i64
      %p0vsrc0 = llvm.getelementptr %Ag[%p0vgo0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p0vu0 = arith.addi %p0ru, %xq0 : index
      %p0vf0 = arith.muli %p0vu0, %i4 : index
      %p0vfo0 = arith.index_cast %p0vf0 : index to i64
      %p0vdst0 = llvm.getelementptr %Xsh[%p0vfo0] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p0vdst0, %p0vsrc0, 16, cache = cg, %p0vn0 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p0vk1 = arith.addi %p0k0, %xk1 : index
      %p0vkok1 = arith.cmpi ult, %p0vk1, %K : index
      %p0vkc1 = arith.select %p0vkok1, %p0vk1, %i0 : index
      %p0vrem1 = arith.subi %K, %p0vkc1 : index
      %p0vn01 = arith.minui %p0vrem1, %i4 : index
      %p0vok1 = arith.andi %p0vkok1, %xrow_ok1 : i1
      %p0vn11 = arith.select %p0vok1, %p0vn01, %i0 : index
      %p0vnb1 = arith.muli %p0vn11, %i4 : index
      %p0vn1 = arith.index_cast %p0vnb1 : index to i32
      %p0vg1 = arith.addi %xg1, %p0vkc1 : index
      %p0vgo1 = arith.index_cast %p0vg1 : index to i64
      %p0vsrc1 = llvm.getelementptr %Ag[%p0vgo1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p0vu1 = arith.addi %p0ru, %xq1 : index
      %p0vf1 = arith.muli %p0vu1, %i4 : index
      %p0vfo1 = arith.index_cast %p0vf1 : index to i64
      %p0vdst1 = llvm.getelementptr %Xsh[%p0vfo1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p0vdst1, %p0vsrc1, 16, cache = cg, %p0vn1 : !llvm.ptr<3>, !llvm.ptr<1>, i32
    } else {
      %p0e0_0k0 = arith.addi %p0k0, %xk0 : index
      %p0e0_0k = arith.addi %p0e0_0k0, %i0 : index
      %p0e0_0kok = arith.cmpi ult, %p0e0_0k, %K : index
      %p0e0_0kc = arith.select %p0e0_0kok, %p0e0_0k, %i0 : index
      %p0e0_0ok = arith.andi %p0e0_0kok, %xrow_ok0 : i1
      %p0e0_0nb = arith.select %p0e0_0ok, %i4, %i0 : index
      %p0e0_0n = arith.index_cast %p0e0_0nb : index to i32
      %p0e0_0g0 = arith.muli %p0e0_0kc, %sAk : index
      %p0e0_0g = arith.addi %xg0, %p0e0_0g0 : index
      %p0e0_0go = arith.index_cast %p0e0_0g : index to i64
      %p0e0_0src = llvm.getelementptr %Ag[%p0e0_0go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p0e0_0u = arith.addi %p0ru, %xq0 : index
      %p0e0_0f0 = arith.muli %p0e0_0u, %i4 : index
      %p0e0_0f = arith.addi %p0e0_0f0, %i0 : index
      %p0e0_0fo = arith.index_cast %p0e0_0f : index to i64
      %p0e0_0dst = llvm.getelementptr %Xsh[%p0e0_0fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p0e0_0dst, %p0e0_0src, 4, cache = ca, %p0e0_0n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p0e0_1k0 = arith.addi %p0k0, %xk0 : index
      %p0e0_1k = arith.addi %p0e0_1k0, %i1 : index
      %p0e0_1kok = arith.cmpi ult, %p0e0_1k, %K : index
      %p0e0_1kc = arith.select %p0e0_1kok, %p0e0_1k, %i0 : index
      %p0e0_1ok = arith.andi %p0e0_1kok, %xrow_ok0 : i1
      %p0e0_1nb = arith.select %p0e0_1ok, %i4, %i0 : index
      %p0e0_1n = arith.index_cast %p0e0_1nb : index to i32
      %p0e0_1g0 = arith.muli %p0e0_1kc, %sAk : index
      %p0e0_1g = arith.addi %xg0, %p0e0_1g0 : index
      %p0e0_1go = arith.index_cast %p0e0_1g : index to i64
      %p0e0_1src = llvm.getelementptr %Ag[%p0e0_1go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p0e0_1u = arith.addi %p0ru, %xq0 : index
      %p0e0_1f0 = arith.muli %p0e0_1u, %i4 : index
      %p0e0_1f = arith.addi %p0e0_1f0, %i1 : index
      %p0e0_1fo = arith.index_cast %p0e0_1f : index to i64
      %p0e0_1dst = llvm.getelementptr %Xsh[%p0e0_1fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p0e0_1dst, %p0e0_1src, 4, cache = ca, %p0e0_1n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p0e0_2k0 = arith.addi %p0k0, %xk0 : index
      %p0e0_2k = arith.addi %p0e0_2k0, %i2 : index
      %p0e0_2kok = arith.cmpi ult, %p0e0_2k, %K : index
      %p0e0_2kc = arith.select %p0e0_2kok, %p0e0_2k, %i0 : index
      %p0e0_2ok = arith.andi %p0e0_2kok, %xrow_ok0 : i1
      %p0e0_2nb = arith.select %p0e0_2ok, %i4, %i0 : index
      %p0e0_2n = arith.index_cast %p0e0_2nb : index to i32
      %p0e0_2g0 = arith.muli %p0e0_2kc, %sAk : index
      %p0e0_2g = arith.addi %xg0, %p0e0_2g0 : index
      %p0e0_2go = arith.index_cast %p0e0_2g : index to i64
      %p0e0_2src = llvm.getelementptr %Ag[%p0e0_2go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p0e0_2u = arith.addi %p0ru, %xq0 : index
      %p0e0_2f0 = arith.muli %p0e0_2u, %i4 : index
      %p0e0_2f = arith.addi %p0e0_2f0, %i2 : index
      %p0e0_2fo = arith.index_cast %p0e0_2f : index to i64
      %p0e0_2dst = llvm.getelementptr %Xsh[%p0e0_2fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p0e0_2dst, %p0e0_2src, 4, cache = ca, %p0e0_2n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p0e0_3k0 = arith.addi %p0k0, %xk0 : index
      %p0e0_3k = arith.addi %p0e0_3k0, %i3 : index
      %p0e0_3kok = arith.cmpi ult, %p0e0_3k, %K : index
      %p0e0_3kc = arith.select %p0e0_3kok, %p0e0_3k, %i0 : index
      %p0e0_3ok = arith.andi %p0e0_3kok, %xrow_ok0 : i1
      %p0e0_3nb = arith.select %p0e0_3ok, %i4, %i0 : index
      %p0e0_3n = arith.index_cast %p0e0_3nb : index to i32
      %p0e0_3g0 = arith.muli %p0e0_3kc, %sAk : index
      %p0e0_3g = arith.addi %xg0, %p0e0_3g0 : index
      %p0e0_3go = arith.index_cast %p0e0_3g : index to i64
      %p0e0_3src = llvm.getelementptr %Ag[%p0e0_3go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p0e0_3u = arith.addi %p0ru, %xq0 : index
      %p0e0_3f0 = arith.muli %p0e0_3u, %i4 : index
      %p0e0_3f = arith.addi %p0e0_3f0, %i3 : index
      %p0e0_3fo = arith.index_cast %p0e0_3f : index to i64
      %p0e0_3dst = llvm.getelementptr %Xsh[%p0e0_3fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p0e0_3dst, %p0e0_3src, 4, cache = ca, %p0e0_3n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p0e1_0k0 = arith.addi %p0k0, %xk1 : index
      %p0e1_0k = arith.addi %p0e1_0k0, %i0 : index
      %p0e1_0kok = arith.cmpi ult, %p0e1_0k, %K : index
      %p0e1_0kc = arith.select %p0e1_0kok, %p0e1_0k, %i0 : index
      %p0e1_0ok = arith.andi %p0e1_0kok, %xrow_ok1 : i1
      %p0e1_0nb = arith.select %p0e1_0ok, %i4, %i0 : index
      %p0e1_0n = arith.index_cast %p0e1_0nb : index to i32
      %p0e1_0g0 = arith.muli %p0e1_0kc, %sAk : index
      %p0e1_0g = arith.addi %xg1, %p0e1_0g0 : index
      %p0e1_0go = arith.index_cast %p0e1_0g : index to i64
      %p0e1_0src = llvm.getelementptr %Ag[%p0e1_0go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p0e1_0u = arith.addi %p0ru, %xq1 : index
      %p0e1_0f0 = arith.muli %p0e1_0u, %i4 : index
      %p0e1_0f = arith.addi %p0e1_0f0, %i0 : index
      %p0e1_0fo = arith.index_cast %p0e1_0f : index to i64
      %p0e1_0dst = llvm.getelementptr %Xsh[%p0e1_0fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p0e1_0dst, %p0e1_0src, 4, cache = ca, %p0e1_0n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p0e1_1k0 = arith.addi %p0k0, %xk1 : index
      %p0e1_1k = arith.addi %p0e1_1k0, %i1 : index
      %p0e1_1kok = arith.cmpi ult, %p0e1_1k, %K : index
      %p0e1_1kc = arith.select %p0e1_1kok, %p0e1_1k, %i0 : index
      %p0e1_1ok = arith.andi %p0e1_1kok, %xrow_ok1 : i1
      %p0e1_1nb = arith.select %p0e1_1ok, %i4, %i0 : index
      %p0e1_1n = arith.index_cast %p0e1_1nb : index to i32
      %p0e1_1g0 = arith.muli %p0e1_1kc, %sAk : index
      %p0e1_1g = arith.addi %xg1, %p0e1_1g0 : index
      %p0e1_1go = arith.index_cast %p0e1_1g : index to i64
      %p0e1_1src = llvm.getelementptr %Ag[%p0e1_1go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p0e1_1u = arith.addi %p0ru, %xq1 : index
      %p0e1_1f0 = arith.muli %p0e1_1u, %i4 : index
      %p0e1_1f = arith.addi %p0e1_1f0, %i1 : index
      %p0e1_1fo = arith.index_cast %p0e1_1f : index to i64
      %p0e1_1dst = llvm.getelementptr %Xsh[%p0e1_1fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p0e1_1dst, %p0e1_1src, 4, cache = ca, %p0e1_1n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p0e1_2k0 = arith.addi %p0k0, %xk1 : index
      %p0e1_2k = arith.addi %p0e1_2k0, %i2 : index
      %p0e1_2kok = arith.cmpi ult, %p0e1_2k, %K : index
      %p0e1_2kc = arith.select %p0e1_2kok, %p0e1_2k, %i0 : index
      %p0e1_2ok = arith.andi %p0e1_2kok, %xrow_ok1 : i1
      %p0e1_2nb = arith.select %p0e1_2ok, %i4, %i0 : index
      %p0e1_2n = arith.index_cast %p0e1_2nb : index to i32
      %p0e1_2g0 = arith.muli %p0e1_2kc, %sAk : index
      %p0e1_2g = arith.addi %xg1, %p0e1_2g0 : index
      %p0e1_2go = arith.index_cast %p0e1_2g : index to i64
      %p0e1_2src = llvm.getelementptr %Ag[%p0e1_2go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p0e1_2u = arith.addi %p0ru, %xq1 : index
      %p0e1_2f0 = arith.muli %p0e1_2u, %i4 : index
      %p0e1_2f = arith.addi %p0e1_2f0, %i2 : index
      %p0e1_2fo = arith.index_cast %p0e1_2f : index to i64
      %p0e1_2dst = llvm.getelementptr %Xsh[%p0e1_2fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p0e1_2dst, %p0e1_2src, 4, cache = ca, %p0e1_2n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p0e1_3k0 = arith.addi %p0k0, %xk1 : index
      %p0e1_3k = arith.addi %p0e1_3k0, %i3 : index
      %p0e1_3kok = arith.cmpi ult, %p0e1_3k, %K : index
      %p0e1_3kc = arith.select %p0e1_3kok, %p0e1_3k, %i0 : index
      %p0e1_3ok = arith.andi %p0e1_3kok, %xrow_ok1 : i1
      %p0e1_3nb = arith.select %p0e1_3ok, %i4, %i0 : index
      %p0e1_3n = arith.index_cast %p0e1_3nb : index to i32
      %p0e1_3g0 = arith.muli %p0e1_3kc, %sAk : index
      %p0e1_3g = arith.addi %xg1, %p0e1_3g0 : index
      %p0e1_3go = arith.index_cast %p0e1_3g : index to i64
      %p0e1_3src = llvm.getelementptr %Ag[%p0e1_3go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p0e1_3u = arith.addi %p0ru, %xq1 : index
      %p0e1_3f0 = arith.muli %p0e1_3u, %i4 : index
      %p0e1_3f = arith.addi %p0e1_3f0, %i3 : index
      %p0e1_3fo = arith.index_cast %p0e1_3f : index to i64
      %p0e1_3dst = llvm.getelementptr %Xsh[%p0e1_3fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p0e1_3dst, %p0e1_3src, 4, cache = ca, %p0e1_3n : !llvm.ptr<3>, !llvm.ptr<1>, i32
    }
    nvvm.cp.async.commit.group
    %p1k0r = arith.muli %pk1, %i16 : index
    %p1k0 = arith.addi %p1k0r, %kseg : index
    %p1rs = arith.remui %pk1, %iRAW : index
    %p1ru0 = arith.muli %p1rs, %raw_stage_u : index
    %p1ru = arith.addi %p1ru0, %raw_u : index
    scf.if %a_vec {
      %p1vk0 = arith.addi %p1k0, %xk0 : index
      %p1vkok0 = arith.cmpi ult, %p1vk0, %K : index
      %p1vkc0 = arith.select %p1vkok0, %p1vk0, %i0 : index
      %p1vrem0 = arith.subi %K, %p1vkc0 : index
      %p1vn00 = arith.minui %p1vrem0, %i4 : index
      %p1vok0 = arith.andi %p1vkok0, %xrow_ok0 : i1
      %p1vn10 = arith.select %p1vok0, %p1vn00, %i0 : index
      %p1vnb0 = arith.muli %p1vn10, %i4 : index
      %p1vn0 = arith.index_cast %p1vnb0 : index to i32
      %p1vg0 = arith.addi %xg0, %p1vkc0 : index
      %p1vgo0 = arith.index_cast %p1vg0 : index to i64
      %p1vsrc0 = llvm.getelementptr %Ag[%p1vgo0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p1vu0 = arith.addi %p1ru, %xq0 : index
      %p1vf0 = arith.muli %p1vu0, %i4 : index
      %p1vfo0 = arith.index_cast %p1vf0 : index to i64
      %p1vdst0 = llvm.getelementptr %Xsh[%p1vfo0] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p1vdst0, %p1vsrc0, 16, cache = cg, %p1vn0 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p1vk1 = arith.addi %p1k0, %xk1 : index
      %p1vkok1 = arith.cmpi ult, %p1vk1, %K : index
      %p1vkc1 = arith.select %p1vkok1, %p1vk1, %i0 : index
      %p1vrem1 = arith.subi %K, %p1vkc1 : index
      %p1vn01 = arith.minui %p1vrem1, %i4 : index
      %p1vok1 = arith.andi %p1vkok1, %xrow_ok1 : i1
      %p1vn11 = arith.select %p1vok1, %p1vn01, %i0 : index
      %p1vnb1 = arith.muli %p1vn11, %i4 : index
      %p1vn1 = arith.index_cast %p1vnb1 : index to i32
      %p1vg1 = arith.addi %xg1, %p1vkc1 : index
      %p1vgo1 = arith.index_cast %p1vg1 : index to i64
      %p1vsrc1 = llvm.getelementptr %Ag[%p1vgo1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p1vu1 = arith.addi %p1ru, %xq1 : index
      %p1vf1 = arith.muli %p1vu1, %i4 : index
      %p1vfo1 = arith.index_cast %p1vf1 : index to i64
      %p1vdst1 = llvm.getelementptr %Xsh[%p1vfo1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p1vdst1, %p1vsrc1, 16, cache = cg, %p1vn1 : !llvm.ptr<3>, !llvm.ptr<1>, i32
    } else {
      %p1e0_0k0 = arith.addi %p1k0, %xk0 : index
      %p1e0_0k = arith.addi %p1e0_0k0, %i0 : index
      %p1e0_0kok = arith.cmpi ult, %p1e0_0k, %K : index
      %p1e0_0kc = arith.select %p1e0_0kok, %p1e0_0k, %i0 : index
      %p1e0_0ok = arith.andi %p1e0_0kok, %xrow_ok0 : i1
      %p1e0_0nb = arith.select %p1e0_0ok, %i4, %i0 : index
      %p1e0_0n = arith.index_cast %p1e0_0nb : index to i32
      %p1e0_0g0 = arith.muli %p1e0_0kc, %sAk : index
      %p1e0_0g = arith.addi %xg0, %p1e0_0g0 : index
      %p1e0_0go = arith.index_cast %p1e0_0g : index to i64
      %p1e0_0src = llvm.getelementptr %Ag[%p1e0_0go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p1e0_0u = arith.addi %p1ru, %xq0 : index
      %p1e0_0f0 = arith.muli %p1e0_0u, %i4 : index
      %p1e0_0f = arith.addi %p1e0_0f0, %i0 : index
      %p1e0_0fo = arith.index_cast %p1e0_0f : index to i64
      %p1e0_0dst = llvm.getelementptr %Xsh[%p1e0_0fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p1e0_0dst, %p1e0_0src, 4, cache = ca, %p1e0_0n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p1e0_1k0 = arith.addi %p1k0, %xk0 : index
      %p1e0_1k = arith.addi %p1e0_1k0, %i1 : index
      %p1e0_1kok = arith.cmpi ult, %p1e0_1k, %K : index
      %p1e0_1kc = arith.select %p1e0_1kok, %p1e0_1k, %i0 : index
      %p1e0_1ok = arith.andi %p1e0_1kok, %xrow_ok0 : i1
      %p1e0_1nb = arith.select %p1e0_1ok, %i4, %i0 : index
      %p1e0_1n = arith.index_cast %p1e0_1nb : index to i32
      %p1e0_1g0 = arith.muli %p1e0_1kc, %sAk : index
      %p1e0_1g = arith.addi %xg0, %p1e0_1g0 : index
      %p1e0_1go = arith.index_cast %p1e0_1g : index to i64
      %p1e0_1src = llvm.getelementptr %Ag[%p1e0_1go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p1e0_1u = arith.addi %p1ru, %xq0 : index
      %p1e0_1f0 = arith.muli %p1e0_1u, %i4 : index
      %p1e0_1f = arith.addi %p1e0_1f0, %i1 : index
      %p1e0_1fo = arith.index_cast %p1e0_1f : index to i64
      %p1e0_1dst = llvm.getelementptr %Xsh[%p1e0_1fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p1e0_1dst, %p1e0_1src, 4, cache = ca, %p1e0_1n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p1e0_2k0 = arith.addi %p1k0, %xk0 : index
      %p1e0_2k = arith.addi %p1e0_2k0, %i2 : index
      %p1e0_2kok = arith.cmpi ult, %p1e0_2k, %K : index
      %p1e0_2kc = arith.select %p1e0_2kok, %p1e0_2k, %i0 : index
      %p1e0_2ok = arith.andi %p1e0_2kok, %xrow_ok0 : i1
      %p1e0_2nb = arith.select %p1e0_2ok, %i4, %i0 : index
      %p1e0_2n = arith.index_cast %p1e0_2nb : index to i32
      %p1e0_2g0 = arith.muli %p1e0_2kc, %sAk : index
      %p1e0_2g = arith.addi %xg0, %p1e0_2g0 : index
      %p1e0_2go = arith.index_cast %p1e0_2g : index to i64
      %p1e0_2src = llvm.getelementptr %Ag[%p1e0_2go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p1e0_2u = arith.addi %p1ru, %xq0 : index
      %p1e0_2f0 = arith.muli %p1e0_2u, %i4 : index
      %p1e0_2f = arith.addi %p1e0_2f0, %i2 : index
      %p1e0_2fo = arith.index_cast %p1e0_2f : index to i64
      %p1e0_2dst = llvm.getelementptr %Xsh[%p1e0_2fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p1e0_2dst, %p1e0_2src, 4, cache = ca, %p1e0_2n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p1e0_3k0 = arith.addi %p1k0, %xk0 : index
      %p1e0_3k = arith.addi %p1e0_3k0, %i3 : index
      %p1e0_3kok = arith.cmpi ult, %p1e0_3k, %K : index
      %p1e0_3kc = arith.select %p1e0_3kok, %p1e0_3k, %i0 : index
      %p1e0_3ok = arith.andi %p1e0_3kok, %xrow_ok0 : i1
      %p1e0_3nb = arith.select %p1e0_3ok, %i4, %i0 : index
      %p1e0_3n = arith.index_cast %p1e0_3nb : index to i32
      %p1e0_3g0 = arith.muli %p1e0_3kc, %sAk : index
      %p1e0_3g = arith.addi %xg0, %p1e0_3g0 : index
      %p1e0_3go = arith.index_cast %p1e0_3g : index to i64
      %p1e0_3src = llvm.getelementptr %Ag[%p1e0_3go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p1e0_3u = arith.addi %p1ru, %xq0 : index
      %p1e0_3f0 = arith.muli %p1e0_3u, %i4 : index
      %p1e0_3f = arith.addi %p1e0_3f0, %i3 : index
      %p1e0_3fo = arith.index_cast %p1e0_3f : index to i64
      %p1e0_3dst = llvm.getelementptr %Xsh[%p1e0_3fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p1e0_3dst, %p1e0_3src, 4, cache = ca, %p1e0_3n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p1e1_0k0 = arith.addi %p1k0, %xk1 : index
      %p1e1_0k = arith.addi %p1e1_0k0, %i0 : index
      %p1e1_0kok = arith.cmpi ult, %p1e1_0k, %K : index
      %p1e1_0kc = arith.select %p1e1_0kok, %p1e1_0k, %i0 : index
      %p1e1_0ok = arith.andi %p1e1_0kok, %xrow_ok1 : i1
      %p1e1_0nb = arith.select %p1e1_0ok, %i4, %i0 : index
      %p1e1_0n = arith.index_cast %p1e1_0nb : index to i32
      %p1e1_0g0 = arith.muli %p1e1_0kc, %sAk : index
      %p1e1_0g = arith.addi %xg1, %p1e1_0g0 : index
      %p1e1_0go = arith.index_cast %p1e1_0g : index to i64
      %p1e1_0src = llvm.getelementptr %Ag[%p1e1_0go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p1e1_0u = arith.addi %p1ru, %xq1 : index
      %p1e1_0f0 = arith.muli %p1e1_0u, %i4 : index
      %p1e1_0f = arith.addi %p1e1_0f0, %i0 : index
      %p1e1_0fo = arith.index_cast %p1e1_0f : index to i64
      %p1e1_0dst = llvm.getelementptr %Xsh[%p1e1_0fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p1e1_0dst, %p1e1_0src, 4, cache = ca, %p1e1_0n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p1e1_1k0 = arith.addi %p1k0, %xk1 : index
      %p1e1_1k = arith.addi %p1e1_1k0, %i1 : index
      %p1e1_1kok = arith.cmpi ult, %p1e1_1k, %K : index
      %p1e1_1kc = arith.select %p1e1_1kok, %p1e1_1k, %i0 : index
      %p1e1_1ok = arith.andi %p1e1_1kok, %xrow_ok1 : i1
      %p1e1_1nb = arith.select %p1e1_1ok, %i4, %i0 : index
      %p1e1_1n = arith.index_cast %p1e1_1nb : index to i32
      %p1e1_1g0 = arith.muli %p1e1_1kc, %sAk : index
      %p1e1_1g = arith.addi %xg1, %p1e1_1g0 : index
      %p1e1_1go = arith.index_cast %p1e1_1g : index to i64
      %p1e1_1src = llvm.getelementptr %Ag[%p1e1_1go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p1e1_1u = arith.addi %p1ru, %xq1 : index
      %p1e1_1f0 = arith.muli %p1e1_1u, %i4 : index
      %p1e1_1f = arith.addi %p1e1_1f0, %i1 : index
      %p1e1_1fo = arith.index_cast %p1e1_1f : index to i64
      %p1e1_1dst = llvm.getelementptr %Xsh[%p1e1_1fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p1e1_1dst, %p1e1_1src, 4, cache = ca, %p1e1_1n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p1e1_2k0 = arith.addi %p1k0, %xk1 : index
      %p1e1_2k = arith.addi %p1e1_2k0, %i2 : index
      %p1e1_2kok = arith.cmpi ult, %p1e1_2k, %K : index
      %p1e1_2kc = arith.select %p1e1_2kok, %p1e1_2k, %i0 : index
      %p1e1_2ok = arith.andi %p1e1_2kok, %xrow_ok1 : i1
      %p1e1_2nb = arith.select %p1e1_2ok, %i4, %i0 : index
      %p1e1_2n = arith.index_cast %p1e1_2nb : index to i32
      %p1e1_2g0 = arith.muli %p1e1_2kc, %sAk : index
      %p1e1_2g = arith.addi %xg1, %p1e1_2g0 : index
      %p1e1_2go = arith.index_cast %p1e1_2g : index to i64
      %p1e1_2src = llvm.getelementptr %Ag[%p1e1_2go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p1e1_2u = arith.addi %p1ru, %xq1 : index
      %p1e1_2f0 = arith.muli %p1e1_2u, %i4 : index
      %p1e1_2f = arith.addi %p1e1_2f0, %i2 : index
      %p1e1_2fo = arith.index_cast %p1e1_2f : index to i64
      %p1e1_2dst = llvm.getelementptr %Xsh[%p1e1_2fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p1e1_2dst, %p1e1_2src, 4, cache = ca, %p1e1_2n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %p1e1_3k0 = arith.addi %p1k0, %xk1 : index
      %p1e1_3k = arith.addi %p1e1_3k0, %i3 : index
      %p1e1_3kok = arith.cmpi ult, %p1e1_3k, %K : index
      %p1e1_3kc = arith.select %p1e1_3kok, %p1e1_3k, %i0 : index
      %p1e1_3ok = arith.andi %p1e1_3kok, %xrow_ok1 : i1
      %p1e1_3nb = arith.select %p1e1_3ok, %i4, %i0 : index
      %p1e1_3n = arith.index_cast %p1e1_3nb : index to i32
      %p1e1_3g0 = arith.muli %p1e1_3kc, %sAk : index
      %p1e1_3g = arith.addi %xg1, %p1e1_3g0 : index
      %p1e1_3go = arith.index_cast %p1e1_3g : index to i64
      %p1e1_3src = llvm.getelementptr %Ag[%p1e1_3go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %p1e1_3u = arith.addi %p1ru, %xq1 : index
      %p1e1_3f0 = arith.muli %p1e1_3u, %i4 : index
      %p1e1_3f = arith.addi %p1e1_3f0, %i3 : index
      %p1e1_3fo = arith.index_cast %p1e1_3f : index to i64
      %p1e1_3dst = llvm.getelementptr %Xsh[%p1e1_3fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %p1e1_3dst, %p1e1_3src, 4, cache = ca, %p1e1_3n : !llvm.ptr<3>, !llvm.ptr<1>, i32
    }
    nvvm.cp.async.commit.group
    %q0k0r = arith.muli %pk0, %i16 : index
    %q0k0 = arith.addi %q0k0r, %kseg : index
    %q0bk0_00 = arith.addi %q0k0, %t : index
    %q0bk0_0 = arith.addi %q0bk0_00, %i0 : index
    %q0bk_ok0_0 = arith.cmpi ult, %q0bk0_0, %K : index
    %q0bkc0_0 = arith.select %q0bk_ok0_0, %q0bk0_0, %i0 : index
    %q0bok0_0_0 = arith.andi %q0bk_ok0_0, %fn0_ok : i1
    %q0bv0_0_00 = memref.load %B[%q0bkc0_0, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q0b0_0_0 = arith.select %q0bok0_0_0, %q0bv0_0_00, %zero : {elt}
    %q0bok0_0_1 = arith.andi %q0bk_ok0_0, %fn1_ok : i1
    %q0bv0_0_10 = memref.load %B[%q0bkc0_0, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q0b0_0_1 = arith.select %q0bok0_0_1, %q0bv0_0_10, %zero : {elt}
    %q0bk0_40 = arith.addi %q0k0, %t4 : index
    %q0bk0_4 = arith.addi %q0bk0_40, %i0 : index
    %q0bk_ok0_4 = arith.cmpi ult, %q0bk0_4, %K : index
    %q0bkc0_4 = arith.select %q0bk_ok0_4, %q0bk0_4, %i0 : index
    %q0bok0_4_0 = arith.andi %q0bk_ok0_4, %fn0_ok : i1
    %q0bv0_4_00 = memref.load %B[%q0bkc0_4, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q0b0_4_0 = arith.select %q0bok0_4_0, %q0bv0_4_00, %zero : {elt}
    %q0bok0_4_1 = arith.andi %q0bk_ok0_4, %fn1_ok : i1
    %q0bv0_4_10 = memref.load %B[%q0bkc0_4, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q0b0_4_1 = arith.select %q0bok0_4_1, %q0bv0_4_10, %zero : {elt}
    %q0bk1_00 = arith.addi %q0k0, %t : index
    %q0bk1_0 = arith.addi %q0bk1_00, %i8 : index
    %q0bk_ok1_0 = arith.cmpi ult, %q0bk1_0, %K : index
    %q0bkc1_0 = arith.select %q0bk_ok1_0, %q0bk1_0, %i0 : index
    %q0bok1_0_0 = arith.andi %q0bk_ok1_0, %fn0_ok : i1
    %q0bv1_0_00 = memref.load %B[%q0bkc1_0, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q0b1_0_0 = arith.select %q0bok1_0_0, %q0bv1_0_00, %zero : {elt}
    %q0bok1_0_1 = arith.andi %q0bk_ok1_0, %fn1_ok : i1
    %q0bv1_0_10 = memref.load %B[%q0bkc1_0, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q0b1_0_1 = arith.select %q0bok1_0_1, %q0bv1_0_10, %zero : {elt}
    %q0bk1_40 = arith.addi %q0k0, %t4 : index
    %q0bk1_4 = arith.addi %q0bk1_40, %i8 : index
    %q0bk_ok1_4 = arith.cmpi ult, %q0bk1_4, %K : index
    %q0bkc1_4 = arith.select %q0bk_ok1_4, %q0bk1_4, %i0 : index
    %q0bok1_4_0 = arith.andi %q0bk_ok1_4, %fn0_ok : i1
    %q0bv1_4_00 = memref.load %B[%q0bkc1_4, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q0b1_4_0 = arith.select %q0bok1_4_0, %q0bv1_4_00, %zero : {elt}
    %q0bok1_4_1 = arith.andi %q0bk_ok1_4, %fn1_ok : i1
    %q0bv1_4_10 = memref.load %B[%q0bkc1_4, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q0b1_4_1 = arith.select %q0bok1_4_1, %q0bv1_4_10, %zero : {elt}
    %q1k0r = arith.muli %pk1, %i16 : index
    %q1k0 = arith.addi %q1k0r, %kseg : index
    %q1bk0_00 = arith.addi %q1k0, %t : index
    %q1bk0_0 = arith.addi %q1bk0_00, %i0 : index
    %q1bk_ok0_0 = arith.cmpi ult, %q1bk0_0, %K : index
    %q1bkc0_0 = arith.select %q1bk_ok0_0, %q1bk0_0, %i0 : index
    %q1bok0_0_0 = arith.andi %q1bk_ok0_0, %fn0_ok : i1
    %q1bv0_0_00 = memref.load %B[%q1bkc0_0, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q1b0_0_0 = arith.select %q1bok0_0_0, %q1bv0_0_00, %zero : {elt}
    %q1bok0_0_1 = arith.andi %q1bk_ok0_0, %fn1_ok : i1
    %q1bv0_0_10 = memref.load %B[%q1bkc0_0, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q1b0_0_1 = arith.select %q1bok0_0_1, %q1bv0_0_10, %zero : {elt}
    %q1bk0_40 = arith.addi %q1k0, %t4 : index
    %q1bk0_4 = arith.addi %q1bk0_40, %i0 : index
    %q1bk_ok0_4 = arith.cmpi ult, %q1bk0_4, %K : index
    %q1bkc0_4 = arith.select %q1bk_ok0_4, %q1bk0_4, %i0 : index
    %q1bok0_4_0 = arith.andi %q1bk_ok0_4, %fn0_ok : i1
    %q1bv0_4_00 = memref.load %B[%q1bkc0_4, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q1b0_4_0 = arith.select %q1bok0_4_0, %q1bv0_4_00, %zero : {elt}
    %q1bok0_4_1 = arith.andi %q1bk_ok0_4, %fn1_ok : i1
    %q1bv0_4_10 = memref.load %B[%q1bkc0_4, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q1b0_4_1 = arith.select %q1bok0_4_1, %q1bv0_4_10, %zero : {elt}
    %q1bk1_00 = arith.addi %q1k0, %t : index
    %q1bk1_0 = arith.addi %q1bk1_00, %i8 : index
    %q1bk_ok1_0 = arith.cmpi ult, %q1bk1_0, %K : index
    %q1bkc1_0 = arith.select %q1bk_ok1_0, %q1bk1_0, %i0 : index
    %q1bok1_0_0 = arith.andi %q1bk_ok1_0, %fn0_ok : i1
    %q1bv1_0_00 = memref.load %B[%q1bkc1_0, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q1b1_0_0 = arith.select %q1bok1_0_0, %q1bv1_0_00, %zero : {elt}
    %q1bok1_0_1 = arith.andi %q1bk_ok1_0, %fn1_ok : i1
    %q1bv1_0_10 = memref.load %B[%q1bkc1_0, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q1b1_0_1 = arith.select %q1bok1_0_1, %q1bv1_0_10, %zero : {elt}
    %q1bk1_40 = arith.addi %q1k0, %t4 : index
    %q1bk1_4 = arith.addi %q1bk1_40, %i8 : index
    %q1bk_ok1_4 = arith.cmpi ult, %q1bk1_4, %K : index
    %q1bkc1_4 = arith.select %q1bk_ok1_4, %q1bk1_4, %i0 : index
    %q1bok1_4_0 = arith.andi %q1bk_ok1_4, %fn0_ok : i1
    %q1bv1_4_00 = memref.load %B[%q1bkc1_4, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q1b1_4_0 = arith.select %q1bok1_4_0, %q1bv1_4_00, %zero : {elt}
    %q1bok1_4_1 = arith.andi %q1bk_ok1_4, %fn1_ok : i1
    %q1bv1_4_10 = memref.load %B[%q1bkc1_4, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    %q1b1_4_1 = arith.select %q1bok1_4_1, %q1bv1_4_10, %zero : {elt}
    nvvm.cp.async.wait.group 1
    %buf_units = arith.constant 1024 : index
    %s0rs = arith.remui %i0, %iRAW : index
    %s0ru0 = arith.muli %s0rs, %raw_stage_u : index
    %s0ru = arith.addi %s0ru0, %raw_u : index
    %s0xu0 = arith.addi %s0ru, %xq0 : index
    %s0xraw0 = memref.load %Xs[%s0xu0] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
    %s0xc0_0 = vector.extract %s0xraw0[0] : {elt} from vector<4x{elt}>
    %s0xa0_0_i = arith.bitcast %s0xc0_0 : f32 to i32
    %s0xa0_0_r = arith.addi %s0xa0_0_i, %half_ulp : i32
    %s0xa0_0_b = arith.andi %s0xa0_0_r, %hi_mask : i32
    %s0xa0_0_bf = arith.bitcast %s0xa0_0_b : i32 to f32
    %s0xa0_0_sf = arith.subf %s0xc0_0, %s0xa0_0_bf : f32
    %s0xa0_0_si = arith.bitcast %s0xa0_0_sf : f32 to i32
    %s0xa0_0_sr = arith.addi %s0xa0_0_si, %half_ulp : i32
    %s0xa0_0_s = arith.andi %s0xa0_0_sr, %hi_mask : i32
    %s0xa0_0_sff = arith.bitcast %s0xa0_0_s : i32 to f32
    %s0xc0_1 = vector.extract %s0xraw0[1] : {elt} from vector<4x{elt}>
    %s0xa0_1_i = arith.bitcast %s0xc0_1 : f32 to i32
    %s0xa0_1_r = arith.addi %s0xa0_1_i, %half_ulp : i32
    %s0xa0_1_b = arith.andi %s0xa0_1_r, %hi_mask : i32
    %s0xa0_1_bf = arith.bitcast %s0xa0_1_b : i32 to f32
    %s0xa0_1_sf = arith.subf %s0xc0_1, %s0xa0_1_bf : f32
    %s0xa0_1_si = arith.bitcast %s0xa0_1_sf : f32 to i32
    %s0xa0_1_sr = arith.addi %s0xa0_1_si, %half_ulp : i32
    %s0xa0_1_s = arith.andi %s0xa0_1_sr, %hi_mask : i32
    %s0xa0_1_sff = arith.bitcast %s0xa0_1_s : i32 to f32
    %s0xc0_2 = vector.extract %s0xraw0[2] : {elt} from vector<4x{elt}>
    %s0xa0_2_i = arith.bitcast %s0xc0_2 : f32 to i32
    %s0xa0_2_r = arith.addi %s0xa0_2_i, %half_ulp : i32
    %s0xa0_2_b = arith.andi %s0xa0_2_r, %hi_mask : i32
    %s0xa0_2_bf = arith.bitcast %s0xa0_2_b : i32 to f32
    %s0xa0_2_sf = arith.subf %s0xc0_2, %s0xa0_2_bf : f32
    %s0xa0_2_si = arith.bitcast %s0xa0_2_sf : f32 to i32
    %s0xa0_2_sr = arith.addi %s0xa0_2_si, %half_ulp : i32
    %s0xa0_2_s = arith.andi %s0xa0_2_sr, %hi_mask : i32
    %s0xa0_2_sff = arith.bitcast %s0xa0_2_s : i32 to f32
    %s0xc0_3 = vector.extract %s0xraw0[3] : {elt} from vector<4x{elt}>
    %s0xa0_3_i = arith.bitcast %s0xc0_3 : f32 to i32
    %s0xa0_3_r = arith.addi %s0xa0_3_i, %half_ulp : i32
    %s0xa0_3_b = arith.andi %s0xa0_3_r, %hi_mask : i32
    %s0xa0_3_bf = arith.bitcast %s0xa0_3_b : i32 to f32
    %s0xa0_3_sf = arith.subf %s0xc0_3, %s0xa0_3_bf : f32
    %s0xa0_3_si = arith.bitcast %s0xa0_3_sf : f32 to i32
    %s0xa0_3_sr = arith.addi %s0xa0_3_si, %half_ulp : i32
    %s0xa0_3_s = arith.andi %s0xa0_3_sr, %hi_mask : i32
    %s0xa0_3_sff = arith.bitcast %s0xa0_3_s : i32 to f32
    %s0xw0b = arith.addi %xslot0, %i0 : index
    %s0xw0s = arith.addi %s0xw0b, %half_units : index
    %s0xv0b = vector.from_elements %s0xa0_0_bf, %s0xa0_1_bf, %s0xa0_2_bf, %s0xa0_3_bf : vector<4x{elt}>
    memref.store %s0xv0b, %Xs[%s0xw0b] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
    %s0xv0s = vector.from_elements %s0xa0_0_sff, %s0xa0_1_sff, %s0xa0_2_sff, %s0xa0_3_sff : vector<4x{elt}>
    memref.store %s0xv0s, %Xs[%s0xw0s] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
    %s0xu1 = arith.addi %s0ru, %xq1 : index
    %s0xraw1 = memref.load %Xs[%s0xu1] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
    %s0xc1_0 = vector.extract %s0xraw1[0] : {elt} from vector<4x{elt}>
    %s0xa1_0_i = arith.bitcast %s0xc1_0 : f32 to i32
    %s0xa1_0_r = arith.addi %s0xa1_0_i, %half_ulp : i32
    %s0xa1_0_b = arith.andi %s0xa1_0_r, %hi_mask : i32
    %s0xa1_0_bf = arith.bitcast %s0xa1_0_b : i32 to f32
    %s0xa1_0_sf = arith.subf %s0xc1_0, %s0xa1_0_bf : f32
    %s0xa1_0_si = arith.bitcast %s0xa1_0_sf : f32 to i32
    %s0xa1_0_sr = arith.addi %s0xa1_0_si, %half_ulp : i32
    %s0xa1_0_s = arith.andi %s0xa1_0_sr, %hi_mask : i32
    %s0xa1_0_sff = arith.bitcast %s0xa1_0_s : i32 to f32
    %s0xc1_1 = vector.extract %s0xraw1[1] : {elt} from vector<4x{elt}>
    %s0xa1_1_i = arith.bitcast %s0xc1_1 : f32 to i32
    %s0xa1_1_r = arith.addi %s0xa1_1_i, %half_ulp : i32
    %s0xa1_1_b = arith.andi %s0xa1_1_r, %hi_mask : i32
    %s0xa1_1_bf = arith.bitcast %s0xa1_1_b : i32 to f32
    %s0xa1_1_sf = arith.subf %s0xc1_1, %s0xa1_1_bf : f32
    %s0xa1_1_si = arith.bitcast %s0xa1_1_sf : f32 to i32
    %s0xa1_1_sr = arith.addi %s0xa1_1_si, %half_ulp : i32
    %s0xa1_1_s = arith.andi %s0xa1_1_sr, %hi_mask : i32
    %s0xa1_1_sff = arith.bitcast %s0xa1_1_s : i32 to f32
    %s0xc1_2 = vector.extract %s0xraw1[2] : {elt} from vector<4x{elt}>
    %s0xa1_2_i = arith.bitcast %s0xc1_2 : f32 to i32
    %s0xa1_2_r = arith.addi %s0xa1_2_i, %half_ulp : i32
    %s0xa1_2_b = arith.andi %s0xa1_2_r, %hi_mask : i32
    %s0xa1_2_bf = arith.bitcast %s0xa1_2_b : i32 to f32
    %s0xa1_2_sf = arith.subf %s0xc1_2, %s0xa1_2_bf : f32
    %s0xa1_2_si = arith.bitcast %s0xa1_2_sf : f32 to i32
    %s0xa1_2_sr = arith.addi %s0xa1_2_si, %half_ulp : i32
    %s0xa1_2_s = arith.andi %s0xa1_2_sr, %hi_mask : i32
    %s0xa1_2_sff = arith.bitcast %s0xa1_2_s : i32 to f32
    %s0xc1_3 = vector.extract %s0xraw1[3] : {elt} from vector<4x{elt}>
    %s0xa1_3_i = arith.bitcast %s0xc1_3 : f32 to i32
    %s0xa1_3_r = arith.addi %s0xa1_3_i, %half_ulp : i32
    %s0xa1_3_b = arith.andi %s0xa1_3_r, %hi_mask : i32
    %s0xa1_3_bf = arith.bitcast %s0xa1_3_b : i32 to f32
    %s0xa1_3_sf = arith.subf %s0xc1_3, %s0xa1_3_bf : f32
    %s0xa1_3_si = arith.bitcast %s0xa1_3_sf : f32 to i32
    %s0xa1_3_sr = arith.addi %s0xa1_3_si, %half_ulp : i32
    %s0xa1_3_s = arith.andi %s0xa1_3_sr, %hi_mask : i32
    %s0xa1_3_sff = arith.bitcast %s0xa1_3_s : i32 to f32
    %s0xw1b = arith.addi %xslot1, %i0 : index
    %s0xw1s = arith.addi %s0xw1b, %half_units : index
    %s0xv1b = vector.from_elements %s0xa1_0_bf, %s0xa1_1_bf, %s0xa1_2_bf, %s0xa1_3_bf : vector<4x{elt}>
    memref.store %s0xv1b, %Xs[%s0xw1b] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
    %s0xv1s = vector.from_elements %s0xa1_0_sff, %s0xa1_1_sff, %s0xa1_2_sff, %s0xa1_3_sff : vector<4x{elt}>
    memref.store %s0xv1s, %Xs[%s0xw1s] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
    %pkr = arith.constant 2 : index
    %prk0r = arith.muli %pkr, %i16 : index
    %prk0 = arith.addi %prk0r, %kseg : index
    %prrs = arith.remui %pkr, %iRAW : index
    %prru0 = arith.muli %prrs, %raw_stage_u : index
    %prru = arith.addi %prru0, %raw_u : index
    scf.if %a_vec {
      %prvk0 = arith.addi %prk0, %xk0 : index
      %prvkok0 = arith.cmpi ult, %prvk0, %K : index
      %prvkc0 = arith.select %prvkok0, %prvk0, %i0 : index
      %prvrem0 = arith.subi %K, %prvkc0 : index
      %prvn00 = arith.minui %prvrem0, %i4 : index
      %prvok0 = arith.andi %prvkok0, %xrow_ok0 : i1
      %prvn10 = arith.select %prvok0, %prvn00, %i0 : index
      %prvnb0 = arith.muli %prvn10, %i4 : index
      %prvn0 = arith.index_cast %prvnb0 : index to i32
      %prvg0 = arith.addi %xg0, %prvkc0 : index
      %prvgo0 = arith.index_cast %prvg0 : index to i64
      %prvsrc0 = llvm.getelementptr %Ag[%prvgo0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %prvu0 = arith.addi %prru, %xq0 : index
      %prvf0 = arith.muli %prvu0, %i4 : index
      %prvfo0 = arith.index_cast %prvf0 : index to i64
      %prvdst0 = llvm.getelementptr %Xsh[%prvfo0] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %prvdst0, %prvsrc0, 16, cache = cg, %prvn0 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %prvk1 = arith.addi %prk0, %xk1 : index
      %prvkok1 = arith.cmpi ult, %prvk1, %K : index
      %prvkc1 = arith.select %prvkok1, %prvk1, %i0 : index
      %prvrem1 = arith.subi %K, %prvkc1 : index
      %prvn01 = arith.minui %prvrem1, %i4 : index
      %prvok1 = arith.andi %prvkok1, %xrow_ok1 : i1
      %prvn11 = arith.select %prvok1, %prvn01, %i0 : index
      %prvnb1 = arith.muli %prvn11, %i4 : index
      %prvn1 = arith.index_cast %prvnb1 : index to i32
      %prvg1 = arith.addi %xg1, %prvkc1 : index
      %prvgo1 = arith.index_cast %prvg1 : index to i64
      %prvsrc1 = llvm.getelementptr %Ag[%prvgo1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %prvu1 = arith.addi %prru, %xq1 : index
      %prvf1 = arith.muli %prvu1, %i4 : index
      %prvfo1 = arith.index_cast %prvf1 : index to i64
      %prvdst1 = llvm.getelementptr %Xsh[%prvfo1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %prvdst1, %prvsrc1, 16, cache = cg, %prvn1 : !llvm.ptr<3>, !llvm.ptr<1>, i32
    } else {
      %pre0_0k0 = arith.addi %prk0, %xk0 : index
      %pre0_0k = arith.addi %pre0_0k0, %i0 : index
      %pre0_0kok = arith.cmpi ult, %pre0_0k, %K : index
      %pre0_0kc = arith.select %pre0_0kok, %pre0_0k, %i0 : index
      %pre0_0ok = arith.andi %pre0_0kok, %xrow_ok0 : i1
      %pre0_0nb = arith.select %pre0_0ok, %i4, %i0 : index
      %pre0_0n = arith.index_cast %pre0_0nb : index to i32
      %pre0_0g0 = arith.muli %pre0_0kc, %sAk : index
      %pre0_0g = arith.addi %xg0, %pre0_0g0 : index
      %pre0_0go = arith.index_cast %pre0_0g : index to i64
      %pre0_0src = llvm.getelementptr %Ag[%pre0_0go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %pre0_0u = arith.addi %prru, %xq0 : index
      %pre0_0f0 = arith.muli %pre0_0u, %i4 : index
      %pre0_0f = arith.addi %pre0_0f0, %i0 : index
      %pre0_0fo = arith.index_cast %pre0_0f : index to i64
      %pre0_0dst = llvm.getelementptr %Xsh[%pre0_0fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %pre0_0dst, %pre0_0src, 4, cache = ca, %pre0_0n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %pre0_1k0 = arith.addi %prk0, %xk0 : index
      %pre0_1k = arith.addi %pre0_1k0, %i1 : index
      %pre0_1kok = arith.cmpi ult, %pre0_1k, %K : index
      %pre0_1kc = arith.select %pre0_1kok, %pre0_1k, %i0 : index
      %pre0_1ok = arith.andi %pre0_1kok, %xrow_ok0 : i1
      %pre0_1nb = arith.select %pre0_1ok, %i4, %i0 : index
      %pre0_1n = arith.index_cast %pre0_1nb : index to i32
      %pre0_1g0 = arith.muli %pre0_1kc, %sAk : index
      %pre0_1g = arith.addi %xg0, %pre0_1g0 : index
      %pre0_1go = arith.index_cast %pre0_1g : index to i64
      %pre0_1src = llvm.getelementptr %Ag[%pre0_1go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %pre0_1u = arith.addi %prru, %xq0 : index
      %pre0_1f0 = arith.muli %pre0_1u, %i4 : index
      %pre0_1f = arith.addi %pre0_1f0, %i1 : index
      %pre0_1fo = arith.index_cast %pre0_1f : index to i64
      %pre0_1dst = llvm.getelementptr %Xsh[%pre0_1fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %pre0_1dst, %pre0_1src, 4, cache = ca, %pre0_1n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %pre0_2k0 = arith.addi %prk0, %xk0 : index
      %pre0_2k = arith.addi %pre0_2k0, %i2 : index
      %pre0_2kok = arith.cmpi ult, %pre0_2k, %K : index
      %pre0_2kc = arith.select %pre0_2kok, %pre0_2k, %i0 : index
      %pre0_2ok = arith.andi %pre0_2kok, %xrow_ok0 : i1
      %pre0_2nb = arith.select %pre0_2ok, %i4, %i0 : index
      %pre0_2n = arith.index_cast %pre0_2nb : index to i32
      %pre0_2g0 = arith.muli %pre0_2kc, %sAk : index
      %pre0_2g = arith.addi %xg0, %pre0_2g0 : index
      %pre0_2go = arith.index_cast %pre0_2g : index to i64
      %pre0_2src = llvm.getelementptr %Ag[%pre0_2go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %pre0_2u = arith.addi %prru, %xq0 : index
      %pre0_2f0 = arith.muli %pre0_2u, %i4 : index
      %pre0_2f = arith.addi %pre0_2f0, %i2 : index
      %pre0_2fo = arith.index_cast %pre0_2f : index to i64
      %pre0_2dst = llvm.getelementptr %Xsh[%pre0_2fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %pre0_2dst, %pre0_2src, 4, cache = ca, %pre0_2n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %pre0_3k0 = arith.addi %prk0, %xk0 : index
      %pre0_3k = arith.addi %pre0_3k0, %i3 : index
      %pre0_3kok = arith.cmpi ult, %pre0_3k, %K : index
      %pre0_3kc = arith.select %pre0_3kok, %pre0_3k, %i0 : index
      %pre0_3ok = arith.andi %pre0_3kok, %xrow_ok0 : i1
      %pre0_3nb = arith.select %pre0_3ok, %i4, %i0 : index
      %pre0_3n = arith.index_cast %pre0_3nb : index to i32
      %pre0_3g0 = arith.muli %pre0_3kc, %sAk : index
      %pre0_3g = arith.addi %xg0, %pre0_3g0 : index
      %pre0_3go = arith.index_cast %pre0_3g : index to i64
      %pre0_3src = llvm.getelementptr %Ag[%pre0_3go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %pre0_3u = arith.addi %prru, %xq0 : index
      %pre0_3f0 = arith.muli %pre0_3u, %i4 : index
      %pre0_3f = arith.addi %pre0_3f0, %i3 : index
      %pre0_3fo = arith.index_cast %pre0_3f : index to i64
      %pre0_3dst = llvm.getelementptr %Xsh[%pre0_3fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %pre0_3dst, %pre0_3src, 4, cache = ca, %pre0_3n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %pre1_0k0 = arith.addi %prk0, %xk1 : index
      %pre1_0k = arith.addi %pre1_0k0, %i0 : index
      %pre1_0kok = arith.cmpi ult, %pre1_0k, %K : index
      %pre1_0kc = arith.select %pre1_0kok, %pre1_0k, %i0 : index
      %pre1_0ok = arith.andi %pre1_0kok, %xrow_ok1 : i1
      %pre1_0nb = arith.select %pre1_0ok, %i4, %i0 : index
      %pre1_0n = arith.index_cast %pre1_0nb : index to i32
      %pre1_0g0 = arith.muli %pre1_0kc, %sAk : index
      %pre1_0g = arith.addi %xg1, %pre1_0g0 : index
      %pre1_0go = arith.index_cast %pre1_0g : index to i64
      %pre1_0src = llvm.getelementptr %Ag[%pre1_0go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %pre1_0u = arith.addi %prru, %xq1 : index
      %pre1_0f0 = arith.muli %pre1_0u, %i4 : index
      %pre1_0f = arith.addi %pre1_0f0, %i0 : index
      %pre1_0fo = arith.index_cast %pre1_0f : index to i64
      %pre1_0dst = llvm.getelementptr %Xsh[%pre1_0fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %pre1_0dst, %pre1_0src, 4, cache = ca, %pre1_0n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %pre1_1k0 = arith.addi %prk0, %xk1 : index
      %pre1_1k = arith.addi %pre1_1k0, %i1 : index
      %pre1_1kok = arith.cmpi ult, %pre1_1k, %K : index
      %pre1_1kc = arith.select %pre1_1kok, %pre1_1k, %i0 : index
      %pre1_1ok = arith.andi %pre1_1kok, %xrow_ok1 : i1
      %pre1_1nb = arith.select %pre1_1ok, %i4, %i0 : index
      %pre1_1n = arith.index_cast %pre1_1nb : index to i32
      %pre1_1g0 = arith.muli %pre1_1kc, %sAk : index
      %pre1_1g = arith.addi %xg1, %pre1_1g0 : index
      %pre1_1go = arith.index_cast %pre1_1g : index to i64
      %pre1_1src = llvm.getelementptr %Ag[%pre1_1go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %pre1_1u = arith.addi %prru, %xq1 : index
      %pre1_1f0 = arith.muli %pre1_1u, %i4 : index
      %pre1_1f = arith.addi %pre1_1f0, %i1 : index
      %pre1_1fo = arith.index_cast %pre1_1f : index to i64
      %pre1_1dst = llvm.getelementptr %Xsh[%pre1_1fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %pre1_1dst, %pre1_1src, 4, cache = ca, %pre1_1n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %pre1_2k0 = arith.addi %prk0, %xk1 : index
      %pre1_2k = arith.addi %pre1_2k0, %i2 : index
      %pre1_2kok = arith.cmpi ult, %pre1_2k, %K : index
      %pre1_2kc = arith.select %pre1_2kok, %pre1_2k, %i0 : index
      %pre1_2ok = arith.andi %pre1_2kok, %xrow_ok1 : i1
      %pre1_2nb = arith.select %pre1_2ok, %i4, %i0 : index
      %pre1_2n = arith.index_cast %pre1_2nb : index to i32
      %pre1_2g0 = arith.muli %pre1_2kc, %sAk : index
      %pre1_2g = arith.addi %xg1, %pre1_2g0 : index
      %pre1_2go = arith.index_cast %pre1_2g : index to i64
      %pre1_2src = llvm.getelementptr %Ag[%pre1_2go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %pre1_2u = arith.addi %prru, %xq1 : index
      %pre1_2f0 = arith.muli %pre1_2u, %i4 : index
      %pre1_2f = arith.addi %pre1_2f0, %i2 : index
      %pre1_2fo = arith.index_cast %pre1_2f : index to i64
      %pre1_2dst = llvm.getelementptr %Xsh[%pre1_2fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %pre1_2dst, %pre1_2src, 4, cache = ca, %pre1_2n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %pre1_3k0 = arith.addi %prk0, %xk1 : index
      %pre1_3k = arith.addi %pre1_3k0, %i3 : index
      %pre1_3kok = arith.cmpi ult, %pre1_3k, %K : index
      %pre1_3kc = arith.select %pre1_3kok, %pre1_3k, %i0 : index
      %pre1_3ok = arith.andi %pre1_3kok, %xrow_ok1 : i1
      %pre1_3nb = arith.select %pre1_3ok, %i4, %i0 : index
      %pre1_3n = arith.index_cast %pre1_3nb : index to i32
      %pre1_3g0 = arith.muli %pre1_3kc, %sAk : index
      %pre1_3g = arith.addi %xg1, %pre1_3g0 : index
      %pre1_3go = arith.index_cast %pre1_3g : index to i64
      %pre1_3src = llvm.getelementptr %Ag[%pre1_3go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %pre1_3u = arith.addi %prru, %xq1 : index
      %pre1_3f0 = arith.muli %pre1_3u, %i4 : index
      %pre1_3f = arith.addi %pre1_3f0, %i3 : index
      %pre1_3fo = arith.index_cast %pre1_3f : index to i64
      %pre1_3dst = llvm.getelementptr %Xsh[%pre1_3fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      nvvm.cp.async.shared.global %pre1_3dst, %pre1_3src, 4, cache = ca, %pre1_3n : !llvm.ptr<3>, !llvm.ptr<1>, i32
    }
    nvvm.cp.async.commit.group
    llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", "" : () -> ()
    gpu.barrier
    %w0fb0_0_0_i = arith.bitcast %q0b0_0_0 : f32 to i32
    %w0fb0_0_0_r = arith.addi %w0fb0_0_0_i, %half_ulp : i32
    %w0fb0_0_0_b = arith.andi %w0fb0_0_0_r, %hi_mask : i32
    %w0fb0_0_0_bf = arith.bitcast %w0fb0_0_0_b : i32 to f32
    %w0fb0_0_0_sf = arith.subf %q0b0_0_0, %w0fb0_0_0_bf : f32
    %w0fb0_0_0_si = arith.bitcast %w0fb0_0_0_sf : f32 to i32
    %w0fb0_0_0_sr = arith.addi %w0fb0_0_0_si, %half_ulp : i32
    %w0fb0_0_0_s = arith.andi %w0fb0_0_0_sr, %hi_mask : i32
    %w0fb0_0_1_i = arith.bitcast %q0b0_0_1 : f32 to i32
    %w0fb0_0_1_r = arith.addi %w0fb0_0_1_i, %half_ulp : i32
    %w0fb0_0_1_b = arith.andi %w0fb0_0_1_r, %hi_mask : i32
    %w0fb0_0_1_bf = arith.bitcast %w0fb0_0_1_b : i32 to f32
    %w0fb0_0_1_sf = arith.subf %q0b0_0_1, %w0fb0_0_1_bf : f32
    %w0fb0_0_1_si = arith.bitcast %w0fb0_0_1_sf : f32 to i32
    %w0fb0_0_1_sr = arith.addi %w0fb0_0_1_si, %half_ulp : i32
    %w0fb0_0_1_s = arith.andi %w0fb0_0_1_sr, %hi_mask : i32
    %w0fb0_4_0_i = arith.bitcast %q0b0_4_0 : f32 to i32
    %w0fb0_4_0_r = arith.addi %w0fb0_4_0_i, %half_ulp : i32
    %w0fb0_4_0_b = arith.andi %w0fb0_4_0_r, %hi_mask : i32
    %w0fb0_4_0_bf = arith.bitcast %w0fb0_4_0_b : i32 to f32
    %w0fb0_4_0_sf = arith.subf %q0b0_4_0, %w0fb0_4_0_bf : f32
    %w0fb0_4_0_si = arith.bitcast %w0fb0_4_0_sf : f32 to i32
    %w0fb0_4_0_sr = arith.addi %w0fb0_4_0_si, %half_ulp : i32
    %w0fb0_4_0_s = arith.andi %w0fb0_4_0_sr, %hi_mask : i32
    %w0fb0_4_1_i = arith.bitcast %q0b0_4_1 : f32 to i32
    %w0fb0_4_1_r = arith.addi %w0fb0_4_1_i, %half_ulp : i32
    %w0fb0_4_1_b = arith.andi %w0fb0_4_1_r, %hi_mask : i32
    %w0fb0_4_1_bf = arith.bitcast %w0fb0_4_1_b : i32 to f32
    %w0fb0_4_1_sf = arith.subf %q0b0_4_1, %w0fb0_4_1_bf : f32
    %w0fb0_4_1_si = arith.bitcast %w0fb0_4_1_sf : f32 to i32
    %w0fb0_4_1_sr = arith.addi %w0fb0_4_1_si, %half_ulp : i32
    %w0fb0_4_1_s = arith.andi %w0fb0_4_1_sr, %hi_mask : i32
    %w0fb1_0_0_i = arith.bitcast %q0b1_0_0 : f32 to i32
    %w0fb1_0_0_r = arith.addi %w0fb1_0_0_i, %half_ulp : i32
    %w0fb1_0_0_b = arith.andi %w0fb1_0_0_r, %hi_mask : i32
    %w0fb1_0_0_bf = arith.bitcast %w0fb1_0_0_b : i32 to f32
    %w0fb1_0_0_sf = arith.subf %q0b1_0_0, %w0fb1_0_0_bf : f32
    %w0fb1_0_0_si = arith.bitcast %w0fb1_0_0_sf : f32 to i32
    %w0fb1_0_0_sr = arith.addi %w0fb1_0_0_si, %half_ulp : i32
    %w0fb1_0_0_s = arith.andi %w0fb1_0_0_sr, %hi_mask : i32
    %w0fb1_0_1_i = arith.bitcast %q0b1_0_1 : f32 to i32
    %w0fb1_0_1_r = arith.addi %w0fb1_0_1_i, %half_ulp : i32
    %w0fb1_0_1_b = arith.andi %w0fb1_0_1_r, %hi_mask : i32
    %w0fb1_0_1_bf = arith.bitcast %w0fb1_0_1_b : i32 to f32
    %w0fb1_0_1_sf = arith.subf %q0b1_0_1, %w0fb1_0_1_bf : f32
    %w0fb1_0_1_si = arith.bitcast %w0fb1_0_1_sf : f32 to i32
    %w0fb1_0_1_sr = arith.addi %w0fb1_0_1_si, %half_ulp : i32
    %w0fb1_0_1_s = arith.andi %w0fb1_0_1_sr, %hi_mask : i32
    %w0fb1_4_0_i = arith.bitcast %q0b1_4_0 : f32 to i32
    %w0fb1_4_0_r = arith.addi %w0fb1_4_0_i, %half_ulp : i32
    %w0fb1_4_0_b = arith.andi %w0fb1_4_0_r, %hi_mask : i32
    %w0fb1_4_0_bf = arith.bitcast %w0fb1_4_0_b : i32 to f32
    %w0fb1_4_0_sf = arith.subf %q0b1_4_0, %w0fb1_4_0_bf : f32
    %w0fb1_4_0_si = arith.bitcast %w0fb1_4_0_sf : f32 to i32
    %w0fb1_4_0_sr = arith.addi %w0fb1_4_0_si, %half_ulp : i32
    %w0fb1_4_0_s = arith.andi %w0fb1_4_0_sr, %hi_mask : i32
    %w0fb1_4_1_i = arith.bitcast %q0b1_4_1 : f32 to i32
    %w0fb1_4_1_r = arith.addi %w0fb1_4_1_i, %half_ulp : i32
    %w0fb1_4_1_b = arith.andi %w0fb1_4_1_r, %hi_mask : i32
    %w0fb1_4_1_bf = arith.bitcast %w0fb1_4_1_b : i32 to f32
    %w0fb1_4_1_sf = arith.subf %q0b1_4_1, %w0fb1_4_1_bf : f32
    %w0fb1_4_1_si = arith.bitcast %w0fb1_4_1_sf : f32 to i32
    %w0fb1_4_1_sr = arith.addi %w0fb1_4_1_si, %half_ulp : i32
    %w0fb1_4_1_s = arith.andi %w0fb1_4_1_sr, %hi_mask : i32
    %w0bd = arith.index_cast %i0 : index to i64
    %w0d0 = arith.addi %desc0, %w0bd : i64
    %w0doff0b = arith.constant 0 : i64
    %w0d0b = arith.addi %w0d0, %w0doff0b : i64
    %w0doff0s = arith.constant 512 : i64
    %w0d0s = arith.addi %w0d0, %w0doff0s : i64
    %w0doff1b = arith.constant 256 : i64
    %w0d1b = arith.addi %w0d0, %w0doff1b : i64
    %w0doff1s = arith.constant 768 : i64
    %w0d1s = arith.addi %w0d0, %w0doff1s : i64
    llvm.inline_asm has_side_effects asm_dialect = att "wgmma.fence.sync.aligned;", "" : () -> ()
    %w0mma0sb = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $69, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r" %w0fb0_0_0_s, %w0fb0_0_1_s, %w0fb0_4_0_s, %w0fb0_4_1_s, %w0d0b, %zero32 : (i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_0 = llvm.extractvalue %w0mma0sb[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_1 = llvm.extractvalue %w0mma0sb[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_2 = llvm.extractvalue %w0mma0sb[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_3 = llvm.extractvalue %w0mma0sb[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_4 = llvm.extractvalue %w0mma0sb[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_5 = llvm.extractvalue %w0mma0sb[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_6 = llvm.extractvalue %w0mma0sb[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_7 = llvm.extractvalue %w0mma0sb[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_8 = llvm.extractvalue %w0mma0sb[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_9 = llvm.extractvalue %w0mma0sb[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_10 = llvm.extractvalue %w0mma0sb[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_11 = llvm.extractvalue %w0mma0sb[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_12 = llvm.extractvalue %w0mma0sb[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_13 = llvm.extractvalue %w0mma0sb[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_14 = llvm.extractvalue %w0mma0sb[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_15 = llvm.extractvalue %w0mma0sb[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_16 = llvm.extractvalue %w0mma0sb[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_17 = llvm.extractvalue %w0mma0sb[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_18 = llvm.extractvalue %w0mma0sb[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_19 = llvm.extractvalue %w0mma0sb[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_20 = llvm.extractvalue %w0mma0sb[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_21 = llvm.extractvalue %w0mma0sb[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_22 = llvm.extractvalue %w0mma0sb[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_23 = llvm.extractvalue %w0mma0sb[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_24 = llvm.extractvalue %w0mma0sb[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_25 = llvm.extractvalue %w0mma0sb[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_26 = llvm.extractvalue %w0mma0sb[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_27 = llvm.extractvalue %w0mma0sb[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_28 = llvm.extractvalue %w0mma0sb[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_29 = llvm.extractvalue %w0mma0sb[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_30 = llvm.extractvalue %w0mma0sb[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_31 = llvm.extractvalue %w0mma0sb[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_32 = llvm.extractvalue %w0mma0sb[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_33 = llvm.extractvalue %w0mma0sb[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_34 = llvm.extractvalue %w0mma0sb[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_35 = llvm.extractvalue %w0mma0sb[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_36 = llvm.extractvalue %w0mma0sb[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_37 = llvm.extractvalue %w0mma0sb[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_38 = llvm.extractvalue %w0mma0sb[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_39 = llvm.extractvalue %w0mma0sb[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_40 = llvm.extractvalue %w0mma0sb[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_41 = llvm.extractvalue %w0mma0sb[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_42 = llvm.extractvalue %w0mma0sb[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_43 = llvm.extractvalue %w0mma0sb[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_44 = llvm.extractvalue %w0mma0sb[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_45 = llvm.extractvalue %w0mma0sb[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_46 = llvm.extractvalue %w0mma0sb[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_47 = llvm.extractvalue %w0mma0sb[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_48 = llvm.extractvalue %w0mma0sb[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_49 = llvm.extractvalue %w0mma0sb[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_50 = llvm.extractvalue %w0mma0sb[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_51 = llvm.extractvalue %w0mma0sb[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_52 = llvm.extractvalue %w0mma0sb[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_53 = llvm.extractvalue %w0mma0sb[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_54 = llvm.extractvalue %w0mma0sb[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_55 = llvm.extractvalue %w0mma0sb[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_56 = llvm.extractvalue %w0mma0sb[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_57 = llvm.extractvalue %w0mma0sb[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_58 = llvm.extractvalue %w0mma0sb[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_59 = llvm.extractvalue %w0mma0sb[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_60 = llvm.extractvalue %w0mma0sb[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_61 = llvm.extractvalue %w0mma0sb[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_62 = llvm.extractvalue %w0mma0sb[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0sb_63 = llvm.extractvalue %w0mma0sb[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $133, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$128, $129, $130, $131}, $132, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,r" %w0mma0sb_0, %w0mma0sb_1, %w0mma0sb_2, %w0mma0sb_3, %w0mma0sb_4, %w0mma0sb_5, %w0mma0sb_6, %w0mma0sb_7, %w0mma0sb_8, %w0mma0sb_9, %w0mma0sb_10, %w0mma0sb_11, %w0mma0sb_12, %w0mma0sb_13, %w0mma0sb_14, %w0mma0sb_15, %w0mma0sb_16, %w0mma0sb_17, %w0mma0sb_18, %w0mma0sb_19, %w0mma0sb_20, %w0mma0sb_21, %w0mma0sb_22, %w0mma0sb_23, %w0mma0sb_24, %w0mma0sb_25, %w0mma0sb_26, %w0mma0sb_27, %w0mma0sb_28, %w0mma0sb_29, %w0mma0sb_30, %w0mma0sb_31, %w0mma0sb_32, %w0mma0sb_33, %w0mma0sb_34, %w0mma0sb_35, %w0mma0sb_36, %w0mma0sb_37, %w0mma0sb_38, %w0mma0sb_39, %w0mma0sb_40, %w0mma0sb_41, %w0mma0sb_42, %w0mma0sb_43, %w0mma0sb_44, %w0mma0sb_45, %w0mma0sb_46, %w0mma0sb_47, %w0mma0sb_48, %w0mma0sb_49, %w0mma0sb_50, %w0mma0sb_51, %w0mma0sb_52, %w0mma0sb_53, %w0mma0sb_54, %w0mma0sb_55, %w0mma0sb_56, %w0mma0sb_57, %w0mma0sb_58, %w0mma0sb_59, %w0mma0sb_60, %w0mma0sb_61, %w0mma0sb_62, %w0mma0sb_63, %w0fb0_0_0_b, %w0fb0_0_1_b, %w0fb0_4_0_b, %w0fb0_4_1_b, %w0d0s, %one32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_0 = llvm.extractvalue %w0mma0bs[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_1 = llvm.extractvalue %w0mma0bs[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_2 = llvm.extractvalue %w0mma0bs[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_3 = llvm.extractvalue %w0mma0bs[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_4 = llvm.extractvalue %w0mma0bs[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_5 = llvm.extractvalue %w0mma0bs[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_6 = llvm.extractvalue %w0mma0bs[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_7 = llvm.extractvalue %w0mma0bs[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_8 = llvm.extractvalue %w0mma0bs[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_9 = llvm.extractvalue %w0mma0bs[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_10 = llvm.extractvalue %w0mma0bs[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_11 = llvm.extractvalue %w0mma0bs[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_12 = llvm.extractvalue %w0mma0bs[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_13 = llvm.extractvalue %w0mma0bs[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_14 = llvm.extractvalue %w0mma0bs[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_15 = llvm.extractvalue %w0mma0bs[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_16 = llvm.extractvalue %w0mma0bs[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_17 = llvm.extractvalue %w0mma0bs[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_18 = llvm.extractvalue %w0mma0bs[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_19 = llvm.extractvalue %w0mma0bs[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_20 = llvm.extractvalue %w0mma0bs[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_21 = llvm.extractvalue %w0mma0bs[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_22 = llvm.extractvalue %w0mma0bs[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_23 = llvm.extractvalue %w0mma0bs[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_24 = llvm.extractvalue %w0mma0bs[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_25 = llvm.extractvalue %w0mma0bs[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_26 = llvm.extractvalue %w0mma0bs[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_27 = llvm.extractvalue %w0mma0bs[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_28 = llvm.extractvalue %w0mma0bs[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_29 = llvm.extractvalue %w0mma0bs[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_30 = llvm.extractvalue %w0mma0bs[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_31 = llvm.extractvalue %w0mma0bs[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_32 = llvm.extractvalue %w0mma0bs[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_33 = llvm.extractvalue %w0mma0bs[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_34 = llvm.extractvalue %w0mma0bs[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_35 = llvm.extractvalue %w0mma0bs[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_36 = llvm.extractvalue %w0mma0bs[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_37 = llvm.extractvalue %w0mma0bs[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_38 = llvm.extractvalue %w0mma0bs[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_39 = llvm.extractvalue %w0mma0bs[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_40 = llvm.extractvalue %w0mma0bs[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_41 = llvm.extractvalue %w0mma0bs[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_42 = llvm.extractvalue %w0mma0bs[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_43 = llvm.extractvalue %w0mma0bs[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_44 = llvm.extractvalue %w0mma0bs[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_45 = llvm.extractvalue %w0mma0bs[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_46 = llvm.extractvalue %w0mma0bs[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_47 = llvm.extractvalue %w0mma0bs[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_48 = llvm.extractvalue %w0mma0bs[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_49 = llvm.extractvalue %w0mma0bs[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_50 = llvm.extractvalue %w0mma0bs[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_51 = llvm.extractvalue %w0mma0bs[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_52 = llvm.extractvalue %w0mma0bs[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_53 = llvm.extractvalue %w0mma0bs[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_54 = llvm.extractvalue %w0mma0bs[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_55 = llvm.extractvalue %w0mma0bs[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_56 = llvm.extractvalue %w0mma0bs[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_57 = llvm.extractvalue %w0mma0bs[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_58 = llvm.extractvalue %w0mma0bs[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_59 = llvm.extractvalue %w0mma0bs[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_60 = llvm.extractvalue %w0mma0bs[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_61 = llvm.extractvalue %w0mma0bs[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_62 = llvm.extractvalue %w0mma0bs[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bs_63 = llvm.extractvalue %w0mma0bs[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $133, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$128, $129, $130, $131}, $132, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,r" %w0mma0bs_0, %w0mma0bs_1, %w0mma0bs_2, %w0mma0bs_3, %w0mma0bs_4, %w0mma0bs_5, %w0mma0bs_6, %w0mma0bs_7, %w0mma0bs_8, %w0mma0bs_9, %w0mma0bs_10, %w0mma0bs_11, %w0mma0bs_12, %w0mma0bs_13, %w0mma0bs_14, %w0mma0bs_15, %w0mma0bs_16, %w0mma0bs_17, %w0mma0bs_18, %w0mma0bs_19, %w0mma0bs_20, %w0mma0bs_21, %w0mma0bs_22, %w0mma0bs_23, %w0mma0bs_24, %w0mma0bs_25, %w0mma0bs_26, %w0mma0bs_27, %w0mma0bs_28, %w0mma0bs_29, %w0mma0bs_30, %w0mma0bs_31, %w0mma0bs_32, %w0mma0bs_33, %w0mma0bs_34, %w0mma0bs_35, %w0mma0bs_36, %w0mma0bs_37, %w0mma0bs_38, %w0mma0bs_39, %w0mma0bs_40, %w0mma0bs_41, %w0mma0bs_42, %w0mma0bs_43, %w0mma0bs_44, %w0mma0bs_45, %w0mma0bs_46, %w0mma0bs_47, %w0mma0bs_48, %w0mma0bs_49, %w0mma0bs_50, %w0mma0bs_51, %w0mma0bs_52, %w0mma0bs_53, %w0mma0bs_54, %w0mma0bs_55, %w0mma0bs_56, %w0mma0bs_57, %w0mma0bs_58, %w0mma0bs_59, %w0mma0bs_60, %w0mma0bs_61, %w0mma0bs_62, %w0mma0bs_63, %w0fb0_0_0_b, %w0fb0_0_1_b, %w0fb0_4_0_b, %w0fb0_4_1_b, %w0d0b, %one32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_0 = llvm.extractvalue %w0mma0bb[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_1 = llvm.extractvalue %w0mma0bb[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_2 = llvm.extractvalue %w0mma0bb[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_3 = llvm.extractvalue %w0mma0bb[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_4 = llvm.extractvalue %w0mma0bb[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_5 = llvm.extractvalue %w0mma0bb[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_6 = llvm.extractvalue %w0mma0bb[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_7 = llvm.extractvalue %w0mma0bb[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_8 = llvm.extractvalue %w0mma0bb[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_9 = llvm.extractvalue %w0mma0bb[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_10 = llvm.extractvalue %w0mma0bb[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_11 = llvm.extractvalue %w0mma0bb[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_12 = llvm.extractvalue %w0mma0bb[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_13 = llvm.extractvalue %w0mma0bb[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_14 = llvm.extractvalue %w0mma0bb[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_15 = llvm.extractvalue %w0mma0bb[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_16 = llvm.extractvalue %w0mma0bb[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_17 = llvm.extractvalue %w0mma0bb[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_18 = llvm.extractvalue %w0mma0bb[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_19 = llvm.extractvalue %w0mma0bb[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_20 = llvm.extractvalue %w0mma0bb[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_21 = llvm.extractvalue %w0mma0bb[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_22 = llvm.extractvalue %w0mma0bb[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_23 = llvm.extractvalue %w0mma0bb[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_24 = llvm.extractvalue %w0mma0bb[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_25 = llvm.extractvalue %w0mma0bb[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_26 = llvm.extractvalue %w0mma0bb[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_27 = llvm.extractvalue %w0mma0bb[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_28 = llvm.extractvalue %w0mma0bb[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_29 = llvm.extractvalue %w0mma0bb[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_30 = llvm.extractvalue %w0mma0bb[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_31 = llvm.extractvalue %w0mma0bb[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_32 = llvm.extractvalue %w0mma0bb[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_33 = llvm.extractvalue %w0mma0bb[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_34 = llvm.extractvalue %w0mma0bb[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_35 = llvm.extractvalue %w0mma0bb[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_36 = llvm.extractvalue %w0mma0bb[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_37 = llvm.extractvalue %w0mma0bb[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_38 = llvm.extractvalue %w0mma0bb[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_39 = llvm.extractvalue %w0mma0bb[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_40 = llvm.extractvalue %w0mma0bb[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_41 = llvm.extractvalue %w0mma0bb[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_42 = llvm.extractvalue %w0mma0bb[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_43 = llvm.extractvalue %w0mma0bb[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_44 = llvm.extractvalue %w0mma0bb[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_45 = llvm.extractvalue %w0mma0bb[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_46 = llvm.extractvalue %w0mma0bb[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_47 = llvm.extractvalue %w0mma0bb[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_48 = llvm.extractvalue %w0mma0bb[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_49 = llvm.extractvalue %w0mma0bb[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_50 = llvm.extractvalue %w0mma0bb[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_51 = llvm.extractvalue %w0mma0bb[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_52 = llvm.extractvalue %w0mma0bb[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_53 = llvm.extractvalue %w0mma0bb[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_54 = llvm.extractvalue %w0mma0bb[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_55 = llvm.extractvalue %w0mma0bb[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_56 = llvm.extractvalue %w0mma0bb[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_57 = llvm.extractvalue %w0mma0bb[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_58 = llvm.extractvalue %w0mma0bb[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_59 = llvm.extractvalue %w0mma0bb[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_60 = llvm.extractvalue %w0mma0bb[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_61 = llvm.extractvalue %w0mma0bb[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_62 = llvm.extractvalue %w0mma0bb[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma0bb_63 = llvm.extractvalue %w0mma0bb[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $133, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$128, $129, $130, $131}, $132, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,r" %w0mma0bb_0, %w0mma0bb_1, %w0mma0bb_2, %w0mma0bb_3, %w0mma0bb_4, %w0mma0bb_5, %w0mma0bb_6, %w0mma0bb_7, %w0mma0bb_8, %w0mma0bb_9, %w0mma0bb_10, %w0mma0bb_11, %w0mma0bb_12, %w0mma0bb_13, %w0mma0bb_14, %w0mma0bb_15, %w0mma0bb_16, %w0mma0bb_17, %w0mma0bb_18, %w0mma0bb_19, %w0mma0bb_20, %w0mma0bb_21, %w0mma0bb_22, %w0mma0bb_23, %w0mma0bb_24, %w0mma0bb_25, %w0mma0bb_26, %w0mma0bb_27, %w0mma0bb_28, %w0mma0bb_29, %w0mma0bb_30, %w0mma0bb_31, %w0mma0bb_32, %w0mma0bb_33, %w0mma0bb_34, %w0mma0bb_35, %w0mma0bb_36, %w0mma0bb_37, %w0mma0bb_38, %w0mma0bb_39, %w0mma0bb_40, %w0mma0bb_41, %w0mma0bb_42, %w0mma0bb_43, %w0mma0bb_44, %w0mma0bb_45, %w0mma0bb_46, %w0mma0bb_47, %w0mma0bb_48, %w0mma0bb_49, %w0mma0bb_50, %w0mma0bb_51, %w0mma0bb_52, %w0mma0bb_53, %w0mma0bb_54, %w0mma0bb_55, %w0mma0bb_56, %w0mma0bb_57, %w0mma0bb_58, %w0mma0bb_59, %w0mma0bb_60, %w0mma0bb_61, %w0mma0bb_62, %w0mma0bb_63, %w0fb1_0_0_s, %w0fb1_0_1_s, %w0fb1_4_0_s, %w0fb1_4_1_s, %w0d1b, %one32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_0 = llvm.extractvalue %w0mma1sb[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_1 = llvm.extractvalue %w0mma1sb[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_2 = llvm.extractvalue %w0mma1sb[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_3 = llvm.extractvalue %w0mma1sb[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_4 = llvm.extractvalue %w0mma1sb[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_5 = llvm.extractvalue %w0mma1sb[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_6 = llvm.extractvalue %w0mma1sb[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_7 = llvm.extractvalue %w0mma1sb[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_8 = llvm.extractvalue %w0mma1sb[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_9 = llvm.extractvalue %w0mma1sb[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_10 = llvm.extractvalue %w0mma1sb[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_11 = llvm.extractvalue %w0mma1sb[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_12 = llvm.extractvalue %w0mma1sb[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_13 = llvm.extractvalue %w0mma1sb[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_14 = llvm.extractvalue %w0mma1sb[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_15 = llvm.extractvalue %w0mma1sb[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_16 = llvm.extractvalue %w0mma1sb[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_17 = llvm.extractvalue %w0mma1sb[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_18 = llvm.extractvalue %w0mma1sb[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_19 = llvm.extractvalue %w0mma1sb[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_20 = llvm.extractvalue %w0mma1sb[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_21 = llvm.extractvalue %w0mma1sb[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_22 = llvm.extractvalue %w0mma1sb[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_23 = llvm.extractvalue %w0mma1sb[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_24 = llvm.extractvalue %w0mma1sb[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_25 = llvm.extractvalue %w0mma1sb[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_26 = llvm.extractvalue %w0mma1sb[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_27 = llvm.extractvalue %w0mma1sb[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_28 = llvm.extractvalue %w0mma1sb[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_29 = llvm.extractvalue %w0mma1sb[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_30 = llvm.extractvalue %w0mma1sb[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_31 = llvm.extractvalue %w0mma1sb[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_32 = llvm.extractvalue %w0mma1sb[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_33 = llvm.extractvalue %w0mma1sb[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_34 = llvm.extractvalue %w0mma1sb[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_35 = llvm.extractvalue %w0mma1sb[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_36 = llvm.extractvalue %w0mma1sb[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_37 = llvm.extractvalue %w0mma1sb[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_38 = llvm.extractvalue %w0mma1sb[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_39 = llvm.extractvalue %w0mma1sb[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_40 = llvm.extractvalue %w0mma1sb[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_41 = llvm.extractvalue %w0mma1sb[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_42 = llvm.extractvalue %w0mma1sb[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_43 = llvm.extractvalue %w0mma1sb[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_44 = llvm.extractvalue %w0mma1sb[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_45 = llvm.extractvalue %w0mma1sb[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_46 = llvm.extractvalue %w0mma1sb[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_47 = llvm.extractvalue %w0mma1sb[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_48 = llvm.extractvalue %w0mma1sb[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_49 = llvm.extractvalue %w0mma1sb[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_50 = llvm.extractvalue %w0mma1sb[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_51 = llvm.extractvalue %w0mma1sb[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_52 = llvm.extractvalue %w0mma1sb[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_53 = llvm.extractvalue %w0mma1sb[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_54 = llvm.extractvalue %w0mma1sb[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_55 = llvm.extractvalue %w0mma1sb[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_56 = llvm.extractvalue %w0mma1sb[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_57 = llvm.extractvalue %w0mma1sb[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_58 = llvm.extractvalue %w0mma1sb[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_59 = llvm.extractvalue %w0mma1sb[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_60 = llvm.extractvalue %w0mma1sb[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_61 = llvm.extractvalue %w0mma1sb[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_62 = llvm.extractvalue %w0mma1sb[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1sb_63 = llvm.extractvalue %w0mma1sb[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $133, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$128, $129, $130, $131}, $132, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,r" %w0mma1sb_0, %w0mma1sb_1, %w0mma1sb_2, %w0mma1sb_3, %w0mma1sb_4, %w0mma1sb_5, %w0mma1sb_6, %w0mma1sb_7, %w0mma1sb_8, %w0mma1sb_9, %w0mma1sb_10, %w0mma1sb_11, %w0mma1sb_12, %w0mma1sb_13, %w0mma1sb_14, %w0mma1sb_15, %w0mma1sb_16, %w0mma1sb_17, %w0mma1sb_18, %w0mma1sb_19, %w0mma1sb_20, %w0mma1sb_21, %w0mma1sb_22, %w0mma1sb_23, %w0mma1sb_24, %w0mma1sb_25, %w0mma1sb_26, %w0mma1sb_27, %w0mma1sb_28, %w0mma1sb_29, %w0mma1sb_30, %w0mma1sb_31, %w0mma1sb_32, %w0mma1sb_33, %w0mma1sb_34, %w0mma1sb_35, %w0mma1sb_36, %w0mma1sb_37, %w0mma1sb_38, %w0mma1sb_39, %w0mma1sb_40, %w0mma1sb_41, %w0mma1sb_42, %w0mma1sb_43, %w0mma1sb_44, %w0mma1sb_45, %w0mma1sb_46, %w0mma1sb_47, %w0mma1sb_48, %w0mma1sb_49, %w0mma1sb_50, %w0mma1sb_51, %w0mma1sb_52, %w0mma1sb_53, %w0mma1sb_54, %w0mma1sb_55, %w0mma1sb_56, %w0mma1sb_57, %w0mma1sb_58, %w0mma1sb_59, %w0mma1sb_60, %w0mma1sb_61, %w0mma1sb_62, %w0mma1sb_63, %w0fb1_0_0_b, %w0fb1_0_1_b, %w0fb1_4_0_b, %w0fb1_4_1_b, %w0d1s, %one32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_0 = llvm.extractvalue %w0mma1bs[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_1 = llvm.extractvalue %w0mma1bs[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_2 = llvm.extractvalue %w0mma1bs[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_3 = llvm.extractvalue %w0mma1bs[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_4 = llvm.extractvalue %w0mma1bs[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_5 = llvm.extractvalue %w0mma1bs[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_6 = llvm.extractvalue %w0mma1bs[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_7 = llvm.extractvalue %w0mma1bs[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_8 = llvm.extractvalue %w0mma1bs[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_9 = llvm.extractvalue %w0mma1bs[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_10 = llvm.extractvalue %w0mma1bs[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_11 = llvm.extractvalue %w0mma1bs[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_12 = llvm.extractvalue %w0mma1bs[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_13 = llvm.extractvalue %w0mma1bs[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_14 = llvm.extractvalue %w0mma1bs[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_15 = llvm.extractvalue %w0mma1bs[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_16 = llvm.extractvalue %w0mma1bs[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_17 = llvm.extractvalue %w0mma1bs[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_18 = llvm.extractvalue %w0mma1bs[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_19 = llvm.extractvalue %w0mma1bs[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_20 = llvm.extractvalue %w0mma1bs[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_21 = llvm.extractvalue %w0mma1bs[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_22 = llvm.extractvalue %w0mma1bs[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_23 = llvm.extractvalue %w0mma1bs[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_24 = llvm.extractvalue %w0mma1bs[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_25 = llvm.extractvalue %w0mma1bs[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_26 = llvm.extractvalue %w0mma1bs[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_27 = llvm.extractvalue %w0mma1bs[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_28 = llvm.extractvalue %w0mma1bs[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_29 = llvm.extractvalue %w0mma1bs[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_30 = llvm.extractvalue %w0mma1bs[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_31 = llvm.extractvalue %w0mma1bs[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_32 = llvm.extractvalue %w0mma1bs[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_33 = llvm.extractvalue %w0mma1bs[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_34 = llvm.extractvalue %w0mma1bs[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_35 = llvm.extractvalue %w0mma1bs[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_36 = llvm.extractvalue %w0mma1bs[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_37 = llvm.extractvalue %w0mma1bs[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_38 = llvm.extractvalue %w0mma1bs[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_39 = llvm.extractvalue %w0mma1bs[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_40 = llvm.extractvalue %w0mma1bs[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_41 = llvm.extractvalue %w0mma1bs[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_42 = llvm.extractvalue %w0mma1bs[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_43 = llvm.extractvalue %w0mma1bs[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_44 = llvm.extractvalue %w0mma1bs[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_45 = llvm.extractvalue %w0mma1bs[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_46 = llvm.extractvalue %w0mma1bs[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_47 = llvm.extractvalue %w0mma1bs[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_48 = llvm.extractvalue %w0mma1bs[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_49 = llvm.extractvalue %w0mma1bs[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_50 = llvm.extractvalue %w0mma1bs[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_51 = llvm.extractvalue %w0mma1bs[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_52 = llvm.extractvalue %w0mma1bs[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_53 = llvm.extractvalue %w0mma1bs[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_54 = llvm.extractvalue %w0mma1bs[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_55 = llvm.extractvalue %w0mma1bs[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_56 = llvm.extractvalue %w0mma1bs[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_57 = llvm.extractvalue %w0mma1bs[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_58 = llvm.extractvalue %w0mma1bs[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_59 = llvm.extractvalue %w0mma1bs[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_60 = llvm.extractvalue %w0mma1bs[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_61 = llvm.extractvalue %w0mma1bs[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_62 = llvm.extractvalue %w0mma1bs[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bs_63 = llvm.extractvalue %w0mma1bs[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $133, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$128, $129, $130, $131}, $132, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,r" %w0mma1bs_0, %w0mma1bs_1, %w0mma1bs_2, %w0mma1bs_3, %w0mma1bs_4, %w0mma1bs_5, %w0mma1bs_6, %w0mma1bs_7, %w0mma1bs_8, %w0mma1bs_9, %w0mma1bs_10, %w0mma1bs_11, %w0mma1bs_12, %w0mma1bs_13, %w0mma1bs_14, %w0mma1bs_15, %w0mma1bs_16, %w0mma1bs_17, %w0mma1bs_18, %w0mma1bs_19, %w0mma1bs_20, %w0mma1bs_21, %w0mma1bs_22, %w0mma1bs_23, %w0mma1bs_24, %w0mma1bs_25, %w0mma1bs_26, %w0mma1bs_27, %w0mma1bs_28, %w0mma1bs_29, %w0mma1bs_30, %w0mma1bs_31, %w0mma1bs_32, %w0mma1bs_33, %w0mma1bs_34, %w0mma1bs_35, %w0mma1bs_36, %w0mma1bs_37, %w0mma1bs_38, %w0mma1bs_39, %w0mma1bs_40, %w0mma1bs_41, %w0mma1bs_42, %w0mma1bs_43, %w0mma1bs_44, %w0mma1bs_45, %w0mma1bs_46, %w0mma1bs_47, %w0mma1bs_48, %w0mma1bs_49, %w0mma1bs_50, %w0mma1bs_51, %w0mma1bs_52, %w0mma1bs_53, %w0mma1bs_54, %w0mma1bs_55, %w0mma1bs_56, %w0mma1bs_57, %w0mma1bs_58, %w0mma1bs_59, %w0mma1bs_60, %w0mma1bs_61, %w0mma1bs_62, %w0mma1bs_63, %w0fb1_0_0_b, %w0fb1_0_1_b, %w0fb1_4_0_b, %w0fb1_4_1_b, %w0d1b, %one32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_0 = llvm.extractvalue %w0mma1bb[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_1 = llvm.extractvalue %w0mma1bb[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_2 = llvm.extractvalue %w0mma1bb[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_3 = llvm.extractvalue %w0mma1bb[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_4 = llvm.extractvalue %w0mma1bb[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_5 = llvm.extractvalue %w0mma1bb[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_6 = llvm.extractvalue %w0mma1bb[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_7 = llvm.extractvalue %w0mma1bb[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_8 = llvm.extractvalue %w0mma1bb[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_9 = llvm.extractvalue %w0mma1bb[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_10 = llvm.extractvalue %w0mma1bb[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_11 = llvm.extractvalue %w0mma1bb[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_12 = llvm.extractvalue %w0mma1bb[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_13 = llvm.extractvalue %w0mma1bb[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_14 = llvm.extractvalue %w0mma1bb[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_15 = llvm.extractvalue %w0mma1bb[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_16 = llvm.extractvalue %w0mma1bb[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_17 = llvm.extractvalue %w0mma1bb[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_18 = llvm.extractvalue %w0mma1bb[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_19 = llvm.extractvalue %w0mma1bb[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_20 = llvm.extractvalue %w0mma1bb[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_21 = llvm.extractvalue %w0mma1bb[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_22 = llvm.extractvalue %w0mma1bb[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_23 = llvm.extractvalue %w0mma1bb[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_24 = llvm.extractvalue %w0mma1bb[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_25 = llvm.extractvalue %w0mma1bb[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_26 = llvm.extractvalue %w0mma1bb[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_27 = llvm.extractvalue %w0mma1bb[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_28 = llvm.extractvalue %w0mma1bb[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_29 = llvm.extractvalue %w0mma1bb[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_30 = llvm.extractvalue %w0mma1bb[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_31 = llvm.extractvalue %w0mma1bb[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_32 = llvm.extractvalue %w0mma1bb[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_33 = llvm.extractvalue %w0mma1bb[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_34 = llvm.extractvalue %w0mma1bb[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_35 = llvm.extractvalue %w0mma1bb[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_36 = llvm.extractvalue %w0mma1bb[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_37 = llvm.extractvalue %w0mma1bb[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_38 = llvm.extractvalue %w0mma1bb[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_39 = llvm.extractvalue %w0mma1bb[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_40 = llvm.extractvalue %w0mma1bb[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_41 = llvm.extractvalue %w0mma1bb[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_42 = llvm.extractvalue %w0mma1bb[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_43 = llvm.extractvalue %w0mma1bb[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_44 = llvm.extractvalue %w0mma1bb[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_45 = llvm.extractvalue %w0mma1bb[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_46 = llvm.extractvalue %w0mma1bb[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_47 = llvm.extractvalue %w0mma1bb[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_48 = llvm.extractvalue %w0mma1bb[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_49 = llvm.extractvalue %w0mma1bb[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_50 = llvm.extractvalue %w0mma1bb[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_51 = llvm.extractvalue %w0mma1bb[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_52 = llvm.extractvalue %w0mma1bb[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_53 = llvm.extractvalue %w0mma1bb[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_54 = llvm.extractvalue %w0mma1bb[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_55 = llvm.extractvalue %w0mma1bb[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_56 = llvm.extractvalue %w0mma1bb[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_57 = llvm.extractvalue %w0mma1bb[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_58 = llvm.extractvalue %w0mma1bb[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_59 = llvm.extractvalue %w0mma1bb[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_60 = llvm.extractvalue %w0mma1bb[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_61 = llvm.extractvalue %w0mma1bb[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_62 = llvm.extractvalue %w0mma1bb[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %w0mma1bb_63 = llvm.extractvalue %w0mma1bb[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    llvm.inline_asm has_side_effects asm_dialect = att "wgmma.commit_group.sync.aligned;", "" : () -> ()
    %res:136 = scf.for %kt = %i0 to %ktiles step %i1 iter_args(%r0 = %zero, %r1 = %zero, %r2 = %zero, %r3 = %zero, %r4 = %zero, %r5 = %zero, %r6 = %zero, %r7 = %zero, %r8 = %zero, %r9 = %zero, %r10 = %zero, %r11 = %zero, %r12 = %zero, %r13 = %zero, %r14 = %zero, %r15 = %zero, %r16 = %zero, %r17 = %zero, %r18 = %zero, %r19 = %zero, %r20 = %zero, %r21 = %zero, %r22 = %zero, %r23 = %zero, %r24 = %zero, %r25 = %zero, %r26 = %zero, %r27 = %zero, %r28 = %zero, %r29 = %zero, %r30 = %zero, %r31 = %zero, %r32 = %zero, %r33 = %zero, %r34 = %zero, %r35 = %zero, %r36 = %zero, %r37 = %zero, %r38 = %zero, %r39 = %zero, %r40 = %zero, %r41 = %zero, %r42 = %zero, %r43 = %zero, %r44 = %zero, %r45 = %zero, %r46 = %zero, %r47 = %zero, %r48 = %zero, %r49 = %zero, %r50 = %zero, %r51 = %zero, %r52 = %zero, %r53 = %zero, %r54 = %zero, %r55 = %zero, %r56 = %zero, %r57 = %zero, %r58 = %zero, %r59 = %zero, %r60 = %zero, %r61 = %zero, %r62 = %zero, %r63 = %zero, %a0 = %w0mma1bb_0, %a1 = %w0mma1bb_1, %a2 = %w0mma1bb_2, %a3 = %w0mma1bb_3, %a4 = %w0mma1bb_4, %a5 = %w0mma1bb_5, %a6 = %w0mma1bb_6, %a7 = %w0mma1bb_7, %a8 = %w0mma1bb_8, %a9 = %w0mma1bb_9, %a10 = %w0mma1bb_10, %a11 = %w0mma1bb_11, %a12 = %w0mma1bb_12, %a13 = %w0mma1bb_13, %a14 = %w0mma1bb_14, %a15 = %w0mma1bb_15, %a16 = %w0mma1bb_16, %a17 = %w0mma1bb_17, %a18 = %w0mma1bb_18, %a19 = %w0mma1bb_19, %a20 = %w0mma1bb_20, %a21 = %w0mma1bb_21, %a22 = %w0mma1bb_22, %a23 = %w0mma1bb_23, %a24 = %w0mma1bb_24, %a25 = %w0mma1bb_25, %a26 = %w0mma1bb_26, %a27 = %w0mma1bb_27, %a28 = %w0mma1bb_28, %a29 = %w0mma1bb_29, %a30 = %w0mma1bb_30, %a31 = %w0mma1bb_31, %a32 = %w0mma1bb_32, %a33 = %w0mma1bb_33, %a34 = %w0mma1bb_34, %a35 = %w0mma1bb_35, %a36 = %w0mma1bb_36, %a37 = %w0mma1bb_37, %a38 = %w0mma1bb_38, %a39 = %w0mma1bb_39, %a40 = %w0mma1bb_40, %a41 = %w0mma1bb_41, %a42 = %w0mma1bb_42, %a43 = %w0mma1bb_43, %a44 = %w0mma1bb_44, %a45 = %w0mma1bb_45, %a46 = %w0mma1bb_46, %a47 = %w0mma1bb_47, %a48 = %w0mma1bb_48, %a49 = %w0mma1bb_49, %a50 = %w0mma1bb_50, %a51 = %w0mma1bb_51, %a52 = %w0mma1bb_52, %a53 = %w0mma1bb_53, %a54 = %w0mma1bb_54, %a55 = %w0mma1bb_55, %a56 = %w0mma1bb_56, %a57 = %w0mma1bb_57, %a58 = %w0mma1bb_58, %a59 = %w0mma1bb_59, %a60 = %w0mma1bb_60, %a61 = %w0mma1bb_61, %a62 = %w0mma1bb_62, %a63 = %w0mma1bb_63, %c_1_b0_0_0 = %q1b0_0_0, %c_1_b0_0_1 = %q1b0_0_1, %c_1_b0_4_0 = %q1b0_4_0, %c_1_b0_4_1 = %q1b0_4_1, %c_1_b1_0_0 = %q1b1_0_0, %c_1_b1_0_1 = %q1b1_0_1, %c_1_b1_4_0 = %q1b1_4_0, %c_1_b1_4_1 = %q1b1_4_1) -> ({elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
      %k1 = arith.addi %kt, %i1 : index
      nvvm.cp.async.wait.group 1
      %b1 = arith.remui %k1, %i2 : index
      %b1u = arith.muli %b1, %buf_units : index
      %trs = arith.remui %k1, %iRAW : index
      %tru0 = arith.muli %trs, %raw_stage_u : index
      %tru = arith.addi %tru0, %raw_u : index
      %txu0 = arith.addi %tru, %xq0 : index
      %txraw0 = memref.load %Xs[%txu0] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
      %txc0_0 = vector.extract %txraw0[0] : {elt} from vector<4x{elt}>
      %txa0_0_i = arith.bitcast %txc0_0 : f32 to i32
      %txa0_0_r = arith.addi %txa0_0_i, %half_ulp : i32
      %txa0_0_b = arith.andi %txa0_0_r, %hi_mask : i32
      %txa0_0_bf = arith.bitcast %txa0_0_b : i32 to f32
      %txa0_0_sf = arith.subf %txc0_0, %txa0_0_bf : f32
      %txa0_0_si = arith.bitcast %txa0_0_sf : f32 to i32
      %txa0_0_sr = arith.addi %txa0_0_si, %half_ulp : i32
      %txa0_0_s = arith.andi %txa0_0_sr, %hi_mask : i32
      %txa0_0_sff = arith.bitcast %txa0_0_s : i32 to f32
      %txc0_1 = vector.extract %txraw0[1] : {elt} from vector<4x{elt}>
      %txa0_1_i = arith.bitcast %txc0_1 : f32 to i32
      %txa0_1_r = arith.addi %txa0_1_i, %half_ulp : i32
      %txa0_1_b = arith.andi %txa0_1_r, %hi_mask : i32
      %txa0_1_bf = arith.bitcast %txa0_1_b : i32 to f32
      %txa0_1_sf = arith.subf %txc0_1, %txa0_1_bf : f32
      %txa0_1_si = arith.bitcast %txa0_1_sf : f32 to i32
      %txa0_1_sr = arith.addi %txa0_1_si, %half_ulp : i32
      %txa0_1_s = arith.andi %txa0_1_sr, %hi_mask : i32
      %txa0_1_sff = arith.bitcast %txa0_1_s : i32 to f32
      %txc0_2 = vector.extract %txraw0[2] : {elt} from vector<4x{elt}>
      %txa0_2_i = arith.bitcast %txc0_2 : f32 to i32
      %txa0_2_r = arith.addi %txa0_2_i, %half_ulp : i32
      %txa0_2_b = arith.andi %txa0_2_r, %hi_mask : i32
      %txa0_2_bf = arith.bitcast %txa0_2_b : i32 to f32
      %txa0_2_sf = arith.subf %txc0_2, %txa0_2_bf : f32
      %txa0_2_si = arith.bitcast %txa0_2_sf : f32 to i32
      %txa0_2_sr = arith.addi %txa0_2_si, %half_ulp : i32
      %txa0_2_s = arith.andi %txa0_2_sr, %hi_mask : i32
      %txa0_2_sff = arith.bitcast %txa0_2_s : i32 to f32
      %txc0_3 = vector.extract %txraw0[3] : {elt} from vector<4x{elt}>
      %txa0_3_i = arith.bitcast %txc0_3 : f32 to i32
      %txa0_3_r = arith.addi %txa0_3_i, %half_ulp : i32
      %txa0_3_b = arith.andi %txa0_3_r, %hi_mask : i32
      %txa0_3_bf = arith.bitcast %txa0_3_b : i32 to f32
      %txa0_3_sf = arith.subf %txc0_3, %txa0_3_bf : f32
      %txa0_3_si = arith.bitcast %txa0_3_sf : f32 to i32
      %txa0_3_sr = arith.addi %txa0_3_si, %half_ulp : i32
      %txa0_3_s = arith.andi %txa0_3_sr, %hi_mask : i32
      %txa0_3_sff = arith.bitcast %txa0_3_s : i32 to f32
      %txw0b = arith.addi %xslot0, %b1u : index
      %txw0s = arith.addi %txw0b, %half_units : index
      %txv0b = vector.from_elements %txa0_0_bf, %txa0_1_bf, %txa0_2_bf, %txa0_3_bf : vector<4x{elt}>
      memref.store %txv0b, %Xs[%txw0b] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
      %txv0s = vector.from_elements %txa0_0_sff, %txa0_1_sff, %txa0_2_sff, %txa0_3_sff : vector<4x{elt}>
      memref.store %txv0s, %Xs[%txw0s] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
      %txu1 = arith.addi %tru, %xq1 : index
      %txraw1 = memref.load %Xs[%txu1] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
      %txc1_0 = vector.extract %txraw1[0] : {elt} from vector<4x{elt}>
      %txa1_0_i = arith.bitcast %txc1_0 : f32 to i32
      %txa1_0_r = arith.addi %txa1_0_i, %half_ulp : i32
      %txa1_0_b = arith.andi %txa1_0_r, %hi_mask : i32
      %txa1_0_bf = arith.bitcast %txa1_0_b : i32 to f32
      %txa1_0_sf = arith.subf %txc1_0, %txa1_0_bf : f32
      %txa1_0_si = arith.bitcast %txa1_0_sf : f32 to i32
      %txa1_0_sr = arith.addi %txa1_0_si, %half_ulp : i32
      %txa1_0_s = arith.andi %txa1_0_sr, %hi_mask : i32
      %txa1_0_sff = arith.bitcast %txa1_0_s : i32 to f32
      %txc1_1 = vector.extract %txraw1[1] : {elt} from vector<4x{elt}>
      %txa1_1_i = arith.bitcast %txc1_1 : f32 to i32
      %txa1_1_r = arith.addi %txa1_1_i, %half_ulp : i32
      %txa1_1_b = arith.andi %txa1_1_r, %hi_mask : i32
      %txa1_1_bf = arith.bitcast %txa1_1_b : i32 to f32
      %txa1_1_sf = arith.subf %txc1_1, %txa1_1_bf : f32
      %txa1_1_si = arith.bitcast %txa1_1_sf : f32 to i32
      %txa1_1_sr = arith.addi %txa1_1_si, %half_ulp : i32
      %txa1_1_s = arith.andi %txa1_1_sr, %hi_mask : i32
      %txa1_1_sff = arith.bitcast %txa1_1_s : i32 to f32
      %txc1_2 = vector.extract %txraw1[2] : {elt} from vector<4x{elt}>
      %txa1_2_i = arith.bitcast %txc1_2 : f32 to i32
      %txa1_2_r = arith.addi %txa1_2_i, %half_ulp : i32
      %txa1_2_b = arith.andi %txa1_2_r, %hi_mask : i32
      %txa1_2_bf = arith.bitcast %txa1_2_b : i32 to f32
      %txa1_2_sf = arith.subf %txc1_2, %txa1_2_bf : f32
      %txa1_2_si = arith.bitcast %txa1_2_sf : f32 to i32
      %txa1_2_sr = arith.addi %txa1_2_si, %half_ulp : i32
      %txa1_2_s = arith.andi %txa1_2_sr, %hi_mask : i32
      %txa1_2_sff = arith.bitcast %txa1_2_s : i32 to f32
      %txc1_3 = vector.extract %txraw1[3] : {elt} from vector<4x{elt}>
      %txa1_3_i = arith.bitcast %txc1_3 : f32 to i32
      %txa1_3_r = arith.addi %txa1_3_i, %half_ulp : i32
      %txa1_3_b = arith.andi %txa1_3_r, %hi_mask : i32
      %txa1_3_bf = arith.bitcast %txa1_3_b : i32 to f32
      %txa1_3_sf = arith.subf %txc1_3, %txa1_3_bf : f32
      %txa1_3_si = arith.bitcast %txa1_3_sf : f32 to i32
      %txa1_3_sr = arith.addi %txa1_3_si, %half_ulp : i32
      %txa1_3_s = arith.andi %txa1_3_sr, %hi_mask : i32
      %txa1_3_sff = arith.bitcast %txa1_3_s : i32 to f32
      %txw1b = arith.addi %xslot1, %b1u : index
      %txw1s = arith.addi %txw1b, %half_units : index
      %txv1b = vector.from_elements %txa1_0_bf, %txa1_1_bf, %txa1_2_bf, %txa1_3_bf : vector<4x{elt}>
      memref.store %txv1b, %Xs[%txw1b] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
      %txv1s = vector.from_elements %txa1_0_sff, %txa1_1_sff, %txa1_2_sff, %txa1_3_sff : vector<4x{elt}>
      memref.store %txv1s, %Xs[%txw1s] : memref<3072xvector<4x{elt}>, #gpu.address_space<workgroup>>
      %iRp1 = arith.constant 3 : index
      %kr = arith.addi %kt, %iRp1 : index
      %nk0r = arith.muli %kr, %i16 : index
      %nk0 = arith.addi %nk0r, %kseg : index
      %nrs = arith.remui %kr, %iRAW : index
      %nru0 = arith.muli %nrs, %raw_stage_u : index
      %nru = arith.addi %nru0, %raw_u : index
      scf.if %a_vec {
        %nvk0 = arith.addi %nk0, %xk0 : index
        %nvkok0 = arith.cmpi ult, %nvk0, %K : index
        %nvkc0 = arith.select %nvkok0, %nvk0, %i0 : index
        %nvrem0 = arith.subi %K, %nvkc0 : index
        %nvn00 = arith.minui %nvrem0, %i4 : index
        %nvok0 = arith.andi %nvkok0, %xrow_ok0 : i1
        %nvn10 = arith.select %nvok0, %nvn00, %i0 : index
        %nvnb0 = arith.muli %nvn10, %i4 : index
        %nvn0 = arith.index_cast %nvnb0 : index to i32
        %nvg0 = arith.addi %xg0, %nvkc0 : index
        %nvgo0 = arith.index_cast %nvg0 : index to i64
        %nvsrc0 = llvm.getelementptr %Ag[%nvgo0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %nvu0 = arith.addi %nru, %xq0 : index
        %nvf0 = arith.muli %nvu0, %i4 : index
        %nvfo0 = arith.index_cast %nvf0 : index to i64
        %nvdst0 = llvm.getelementptr %Xsh[%nvfo0] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        nvvm.cp.async.shared.global %nvdst0, %nvsrc0, 16, cache = cg, %nvn0 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %nvk1 = arith.addi %nk0, %xk1 : index
        %nvkok1 = arith.cmpi ult, %nvk1, %K : index
        %nvkc1 = arith.select %nvkok1, %nvk1, %i0 : index
        %nvrem1 = arith.subi %K, %nvkc1 : index
        %nvn01 = arith.minui %nvrem1, %i4 : index
        %nvok1 = arith.andi %nvkok1, %xrow_ok1 : i1
        %nvn11 = arith.select %nvok1, %nvn01, %i0 : index
        %nvnb1 = arith.muli %nvn11, %i4 : index
        %nvn1 = arith.index_cast %nvnb1 : index to i32
        %nvg1 = arith.addi %xg1, %nvkc1 : index
        %nvgo1 = arith.index_cast %nvg1 : index to i64
        %nvsrc1 = llvm.getelementptr %Ag[%nvgo1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %nvu1 = arith.addi %nru, %xq1 : index
        %nvf1 = arith.muli %nvu1, %i4 : index
        %nvfo1 = arith.index_cast %nvf1 : index to i64
        %nvdst1 = llvm.getelementptr %Xsh[%nvfo1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        nvvm.cp.async.shared.global %nvdst1, %nvsrc1, 16, cache = cg, %nvn1 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        %ne0_0k0 = arith.addi %nk0, %xk0 : index
        %ne0_0k = arith.addi %ne0_0k0, %i0 : index
        %ne0_0kok = arith.cmpi ult, %ne0_0k, %K : index
        %ne0_0kc = arith.select %ne0_0kok, %ne0_0k, %i0 : index
        %ne0_0ok = arith.andi %ne0_0kok, %xrow_ok0 : i1
        %ne0_0nb = arith.select %ne0_0ok, %i4, %i0 : index
        %ne0_0n = arith.index_cast %ne0_0nb : index to i32
        %ne0_0g0 = arith.muli %ne0_0kc, %sAk : index
        %ne0_0g = arith.addi %xg0, %ne0_0g0 : index
        %ne0_0go = arith.index_cast %ne0_0g : index to i64
        %ne0_0src = llvm.getelementptr %Ag[%ne0_0go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ne0_0u = arith.addi %nru, %xq0 : index
        %ne0_0f0 = arith.muli %ne0_0u, %i4 : index
        %ne0_0f = arith.addi %ne0_0f0, %i0 : index
        %ne0_0fo = arith.index_cast %ne0_0f : index to i64
        %ne0_0dst = llvm.getelementptr %Xsh[%ne0_0fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        nvvm.cp.async.shared.global %ne0_0dst, %ne0_0src, 4, cache = ca, %ne0_0n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %ne0_1k0 = arith.addi %nk0, %xk0 : index
        %ne0_1k = arith.addi %ne0_1k0, %i1 : index
        %ne0_1kok = arith.cmpi ult, %ne0_1k, %K : index
        %ne0_1kc = arith.select %ne0_1kok, %ne0_1k, %i0 : index
        %ne0_1ok = arith.andi %ne0_1kok, %xrow_ok0 : i1
        %ne0_1nb = arith.select %ne0_1ok, %i4, %i0 : index
        %ne0_1n = arith.index_cast %ne0_1nb : index to i32
        %ne0_1g0 = arith.muli %ne0_1kc, %sAk : index
        %ne0_1g = arith.addi %xg0, %ne0_1g0 : index
        %ne0_1go = arith.index_cast %ne0_1g : index to i64
        %ne0_1src = llvm.getelementptr %Ag[%ne0_1go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ne0_1u = arith.addi %nru, %xq0 : index
        %ne0_1f0 = arith.muli %ne0_1u, %i4 : index
        %ne0_1f = arith.addi %ne0_1f0, %i1 : index
        %ne0_1fo = arith.index_cast %ne0_1f : index to i64
        %ne0_1dst = llvm.getelementptr %Xsh[%ne0_1fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        nvvm.cp.async.shared.global %ne0_1dst, %ne0_1src, 4, cache = ca, %ne0_1n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %ne0_2k0 = arith.addi %nk0, %xk0 : index
        %ne0_2k = arith.addi %ne0_2k0, %i2 : index
        %ne0_2kok = arith.cmpi ult, %ne0_2k, %K : index
        %ne0_2kc = arith.select %ne0_2kok, %ne0_2k, %i0 : index
        %ne0_2ok = arith.andi %ne0_2kok, %xrow_ok0 : i1
        %ne0_2nb = arith.select %ne0_2ok, %i4, %i0 : index
        %ne0_2n = arith.index_cast %ne0_2nb : index to i32
        %ne0_2g0 = arith.muli %ne0_2kc, %sAk : index
        %ne0_2g = arith.addi %xg0, %ne0_2g0 : index
        %ne0_2go = arith.index_cast %ne0_2g : index to i64
        %ne0_2src = llvm.getelementptr %Ag[%ne0_2go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ne0_2u = arith.addi %nru, %xq0 : index
        %ne0_2f0 = arith.muli %ne0_2u, %i4 : index
        %ne0_2f = arith.addi %ne0_2f0, %i2 : index
        %ne0_2fo = arith.index_cast %ne0_2f : index to i64
        %ne0_2dst = llvm.getelementptr %Xsh[%ne0_2fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        nvvm.cp.async.shared.global %ne0_2dst, %ne0_2src, 4, cache = ca, %ne0_2n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %ne0_3k0 = arith.addi %nk0, %xk0 : index
        %ne0_3k = arith.addi %ne0_3k0, %i3 : index
        %ne0_3kok = arith.cmpi ult, %ne0_3k, %K : index
        %ne0_3kc = arith.select %ne0_3kok, %ne0_3k, %i0 : index
        %ne0_3ok = arith.andi %ne0_3kok, %xrow_ok0 : i1
        %ne0_3nb = arith.select %ne0_3ok, %i4, %i0 : index
        %ne0_3n = arith.index_cast %ne0_3nb : index to i32
        %ne0_3g0 = arith.muli %ne0_3kc, %sAk : index
        %ne0_3g = arith.addi %xg0, %ne0_3g0 : index
        %ne0_3go = arith.index_cast %ne0_3g : index to i64
        %ne0_3src = llvm.getelementptr %Ag[%ne0_3go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ne0_3u = arith.addi %nru, %xq0 : index
        %ne0_3f0 = arith.muli %ne0_3u, %i4 : index
        %ne0_3f = arith.addi %ne0_3f0, %i3 : index
        %ne0_3fo = arith.index_cast %ne0_3f : index to i64
        %ne0_3dst = llvm.getelementptr %Xsh[%ne0_3fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        nvvm.cp.async.shared.global %ne0_3dst, %ne0_3src, 4, cache = ca, %ne0_3n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %ne1_0k0 = arith.addi %nk0, %xk1 : index
        %ne1_0k = arith.addi %ne1_0k0, %i0 : index
        %ne1_0kok = arith.cmpi ult, %ne1_0k, %K : index
        %ne1_0kc = arith.select %ne1_0kok, %ne1_0k, %i0 : index
        %ne1_0ok = arith.andi %ne1_0kok, %xrow_ok1 : i1
        %ne1_0nb = arith.select %ne1_0ok, %i4, %i0 : index
        %ne1_0n = arith.index_cast %ne1_0nb : index to i32
        %ne1_0g0 = arith.muli %ne1_0kc, %sAk : index
        %ne1_0g = arith.addi %xg1, %ne1_0g0 : index
        %ne1_0go = arith.index_cast %ne1_0g : index to i64
        %ne1_0src = llvm.getelementptr %Ag[%ne1_0go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ne1_0u = arith.addi %nru, %xq1 : index
        %ne1_0f0 = arith.muli %ne1_0u, %i4 : index
        %ne1_0f = arith.addi %ne1_0f0, %i0 : index
        %ne1_0fo = arith.index_cast %ne1_0f : index to i64
        %ne1_0dst = llvm.getelementptr %Xsh[%ne1_0fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        nvvm.cp.async.shared.global %ne1_0dst, %ne1_0src, 4, cache = ca, %ne1_0n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %ne1_1k0 = arith.addi %nk0, %xk1 : index
        %ne1_1k = arith.addi %ne1_1k0, %i1 : index
        %ne1_1kok = arith.cmpi ult, %ne1_1k, %K : index
        %ne1_1kc = arith.select %ne1_1kok, %ne1_1k, %i0 : index
        %ne1_1ok = arith.andi %ne1_1kok, %xrow_ok1 : i1
        %ne1_1nb = arith.select %ne1_1ok, %i4, %i0 : index
        %ne1_1n = arith.index_cast %ne1_1nb : index to i32
        %ne1_1g0 = arith.muli %ne1_1kc, %sAk : index
        %ne1_1g = arith.addi %xg1, %ne1_1g0 : index
        %ne1_1go = arith.index_cast %ne1_1g : index to i64
        %ne1_1src = llvm.getelementptr %Ag[%ne1_1go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ne1_1u = arith.addi %nru, %xq1 : index
        %ne1_1f0 = arith.muli %ne1_1u, %i4 : index
        %ne1_1f = arith.addi %ne1_1f0, %i1 : index
        %ne1_1fo = arith.index_cast %ne1_1f : index to i64
        %ne1_1dst = llvm.getelementptr %Xsh[%ne1_1fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        nvvm.cp.async.shared.global %ne1_1dst, %ne1_1src, 4, cache = ca, %ne1_1n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %ne1_2k0 = arith.addi %nk0, %xk1 : index
        %ne1_2k = arith.addi %ne1_2k0, %i2 : index
        %ne1_2kok = arith.cmpi ult, %ne1_2k, %K : index
        %ne1_2kc = arith.select %ne1_2kok, %ne1_2k, %i0 : index
        %ne1_2ok = arith.andi %ne1_2kok, %xrow_ok1 : i1
        %ne1_2nb = arith.select %ne1_2ok, %i4, %i0 : index
        %ne1_2n = arith.index_cast %ne1_2nb : index to i32
        %ne1_2g0 = arith.muli %ne1_2kc, %sAk : index
        %ne1_2g = arith.addi %xg1, %ne1_2g0 : index
        %ne1_2go = arith.index_cast %ne1_2g : index to i64
        %ne1_2src = llvm.getelementptr %Ag[%ne1_2go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ne1_2u = arith.addi %nru, %xq1 : index
        %ne1_2f0 = arith.muli %ne1_2u, %i4 : index
        %ne1_2f = arith.addi %ne1_2f0, %i2 : index
        %ne1_2fo = arith.index_cast %ne1_2f : index to i64
        %ne1_2dst = llvm.getelementptr %Xsh[%ne1_2fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        nvvm.cp.async.shared.global %ne1_2dst, %ne1_2src, 4, cache = ca, %ne1_2n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %ne1_3k0 = arith.addi %nk0, %xk1 : index
        %ne1_3k = arith.addi %ne1_3k0, %i3 : index
        %ne1_3kok = arith.cmpi ult, %ne1_3k, %K : index
        %ne1_3kc = arith.select %ne1_3kok, %ne1_3k, %i0 : index
        %ne1_3ok = arith.andi %ne1_3kok, %xrow_ok1 : i1
        %ne1_3nb = arith.select %ne1_3ok, %i4, %i0 : index
        %ne1_3n = arith.index_cast %ne1_3nb : index to i32
        %ne1_3g0 = arith.muli %ne1_3kc, %sAk : index
        %ne1_3g = arith.addi %xg1, %ne1_3g0 : index
        %ne1_3go = arith.index_cast %ne1_3g : index to i64
        %ne1_3src = llvm.getelementptr %Ag[%ne1_3go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ne1_3u = arith.addi %nru, %xq1 : index
        %ne1_3f0 = arith.muli %ne1_3u, %i4 : index
        %ne1_3f = arith.addi %ne1_3f0, %i3 : index
        %ne1_3fo = arith.index_cast %ne1_3f : index to i64
        %ne1_3dst = llvm.getelementptr %Xsh[%ne1_3fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        nvvm.cp.async.shared.global %ne1_3dst, %ne1_3src, 4, cache = ca, %ne1_3n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      }
      nvvm.cp.async.commit.group
      %kb = arith.addi %kt, %iAHEAD : index
      %ok0r = arith.muli %kb, %i16 : index
      %ok0 = arith.addi %ok0r, %kseg : index
      %obk0_00 = arith.addi %ok0, %t : index
      %obk0_0 = arith.addi %obk0_00, %i0 : index
      %obk_ok0_0 = arith.cmpi ult, %obk0_0, %K : index
      %obkc0_0 = arith.select %obk_ok0_0, %obk0_0, %i0 : index
      %obok0_0_0 = arith.andi %obk_ok0_0, %fn0_ok : i1
      %obv0_0_00 = memref.load %B[%obkc0_0, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ob0_0_0 = arith.select %obok0_0_0, %obv0_0_00, %zero : {elt}
      %obok0_0_1 = arith.andi %obk_ok0_0, %fn1_ok : i1
      %obv0_0_10 = memref.load %B[%obkc0_0, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ob0_0_1 = arith.select %obok0_0_1, %obv0_0_10, %zero : {elt}
      %obk0_40 = arith.addi %ok0, %t4 : index
      %obk0_4 = arith.addi %obk0_40, %i0 : index
      %obk_ok0_4 = arith.cmpi ult, %obk0_4, %K : index
      %obkc0_4 = arith.select %obk_ok0_4, %obk0_4, %i0 : index
      %obok0_4_0 = arith.andi %obk_ok0_4, %fn0_ok : i1
      %obv0_4_00 = memref.load %B[%obkc0_4, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ob0_4_0 = arith.select %obok0_4_0, %obv0_4_00, %zero : {elt}
      %obok0_4_1 = arith.andi %obk_ok0_4, %fn1_ok : i1
      %obv0_4_10 = memref.load %B[%obkc0_4, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ob0_4_1 = arith.select %obok0_4_1, %obv0_4_10, %zero : {elt}
      %obk1_00 = arith.addi %ok0, %t : index
      %obk1_0 = arith.addi %obk1_00, %i8 : index
      %obk_ok1_0 = arith.cmpi ult, %obk1_0, %K : index
      %obkc1_0 = arith.select %obk_ok1_0, %obk1_0, %i0 : index
      %obok1_0_0 = arith.andi %obk_ok1_0, %fn0_ok : i1
      %obv1_0_00 = memref.load %B[%obkc1_0, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ob1_0_0 = arith.select %obok1_0_0, %obv1_0_00, %zero : {elt}
      %obok1_0_1 = arith.andi %obk_ok1_0, %fn1_ok : i1
      %obv1_0_10 = memref.load %B[%obkc1_0, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ob1_0_1 = arith.select %obok1_0_1, %obv1_0_10, %zero : {elt}
      %obk1_40 = arith.addi %ok0, %t4 : index
      %obk1_4 = arith.addi %obk1_40, %i8 : index
      %obk_ok1_4 = arith.cmpi ult, %obk1_4, %K : index
      %obkc1_4 = arith.select %obk_ok1_4, %obk1_4, %i0 : index
      %obok1_4_0 = arith.andi %obk_ok1_4, %fn0_ok : i1
      %obv1_4_00 = memref.load %B[%obkc1_4, %fn0c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ob1_4_0 = arith.select %obok1_4_0, %obv1_4_00, %zero : {elt}
      %obok1_4_1 = arith.andi %obk_ok1_4, %fn1_ok : i1
      %obv1_4_10 = memref.load %B[%obkc1_4, %fn1c] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ob1_4_1 = arith.select %obok1_4_1, %obv1_4_10, %zero : {elt}
      llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", "" : () -> ()
      %uwt = llvm.inline_asm has_side_effects asm_dialect = att "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63" %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %a48, %a49, %a50, %a51, %a52, %a53, %a54, %a55, %a56, %a57, %a58, %a59, %a60, %a61, %a62, %a63 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_0 = llvm.extractvalue %uwt[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_1 = llvm.extractvalue %uwt[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_2 = llvm.extractvalue %uwt[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_3 = llvm.extractvalue %uwt[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_4 = llvm.extractvalue %uwt[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_5 = llvm.extractvalue %uwt[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_6 = llvm.extractvalue %uwt[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_7 = llvm.extractvalue %uwt[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_8 = llvm.extractvalue %uwt[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_9 = llvm.extractvalue %uwt[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_10 = llvm.extractvalue %uwt[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_11 = llvm.extractvalue %uwt[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_12 = llvm.extractvalue %uwt[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_13 = llvm.extractvalue %uwt[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_14 = llvm.extractvalue %uwt[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_15 = llvm.extractvalue %uwt[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_16 = llvm.extractvalue %uwt[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_17 = llvm.extractvalue %uwt[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_18 = llvm.extractvalue %uwt[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_19 = llvm.extractvalue %uwt[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_20 = llvm.extractvalue %uwt[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_21 = llvm.extractvalue %uwt[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_22 = llvm.extractvalue %uwt[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_23 = llvm.extractvalue %uwt[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_24 = llvm.extractvalue %uwt[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_25 = llvm.extractvalue %uwt[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_26 = llvm.extractvalue %uwt[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_27 = llvm.extractvalue %uwt[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_28 = llvm.extractvalue %uwt[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_29 = llvm.extractvalue %uwt[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_30 = llvm.extractvalue %uwt[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_31 = llvm.extractvalue %uwt[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_32 = llvm.extractvalue %uwt[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_33 = llvm.extractvalue %uwt[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_34 = llvm.extractvalue %uwt[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_35 = llvm.extractvalue %uwt[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_36 = llvm.extractvalue %uwt[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_37 = llvm.extractvalue %uwt[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_38 = llvm.extractvalue %uwt[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_39 = llvm.extractvalue %uwt[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_40 = llvm.extractvalue %uwt[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_41 = llvm.extractvalue %uwt[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_42 = llvm.extractvalue %uwt[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_43 = llvm.extractvalue %uwt[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_44 = llvm.extractvalue %uwt[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_45 = llvm.extractvalue %uwt[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_46 = llvm.extractvalue %uwt[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_47 = llvm.extractvalue %uwt[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_48 = llvm.extractvalue %uwt[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_49 = llvm.extractvalue %uwt[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_50 = llvm.extractvalue %uwt[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_51 = llvm.extractvalue %uwt[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_52 = llvm.extractvalue %uwt[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_53 = llvm.extractvalue %uwt[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_54 = llvm.extractvalue %uwt[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_55 = llvm.extractvalue %uwt[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_56 = llvm.extractvalue %uwt[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_57 = llvm.extractvalue %uwt[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_58 = llvm.extractvalue %uwt[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_59 = llvm.extractvalue %uwt[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_60 = llvm.extractvalue %uwt[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_61 = llvm.extractvalue %uwt[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_62 = llvm.extractvalue %uwt[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %uwt_63 = llvm.extractvalue %uwt[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %s0 = arith.addf %r0, %uwt_0 : {elt}
      %s1 = arith.addf %r1, %uwt_1 : {elt}
      %s2 = arith.addf %r2, %uwt_2 : {elt}
      %s3 = arith.addf %r3, %uwt_3 : {elt}
      %s4 = arith.addf %r4, %uwt_4 : {elt}
      %s5 = arith.addf %r5, %uwt_5 : {elt}
      %s6 = arith.addf %r6, %uwt_6 : {elt}
      %s7 = arith.addf %r7, %uwt_7 : {elt}
      %s8 = arith.addf %r8, %uwt_8 : {elt}
      %s9 = arith.addf %r9, %uwt_9 : {elt}
      %s10 = arith.addf %r10, %uwt_10 : {elt}
      %s11 = arith.addf %r11, %uwt_11 : {elt}
      %s12 = arith.addf %r12, %uwt_12 : {elt}
      %s13 = arith.addf %r13, %uwt_13 : {elt}
      %s14 = arith.addf %r14, %uwt_14 : {elt}
      %s15 = arith.addf %r15, %uwt_15 : {elt}
      %s16 = arith.addf %r16, %uwt_16 : {elt}
      %s17 = arith.addf %r17, %uwt_17 : {elt}
      %s18 = arith.addf %r18, %uwt_18 : {elt}
      %s19 = arith.addf %r19, %uwt_19 : {elt}
      %s20 = arith.addf %r20, %uwt_20 : {elt}
      %s21 = arith.addf %r21, %uwt_21 : {elt}
      %s22 = arith.addf %r22, %uwt_22 : {elt}
      %s23 = arith.addf %r23, %uwt_23 : {elt}
      %s24 = arith.addf %r24, %uwt_24 : {elt}
      %s25 = arith.addf %r25, %uwt_25 : {elt}
      %s26 = arith.addf %r26, %uwt_26 : {elt}
      %s27 = arith.addf %r27, %uwt_27 : {elt}
      %s28 = arith.addf %r28, %uwt_28 : {elt}
      %s29 = arith.addf %r29, %uwt_29 : {elt}
      %s30 = arith.addf %r30, %uwt_30 : {elt}
      %s31 = arith.addf %r31, %uwt_31 : {elt}
      %s32 = arith.addf %r32, %uwt_32 : {elt}
      %s33 = arith.addf %r33, %uwt_33 : {elt}
      %s34 = arith.addf %r34, %uwt_34 : {elt}
      %s35 = arith.addf %r35, %uwt_35 : {elt}
      %s36 = arith.addf %r36, %uwt_36 : {elt}
      %s37 = arith.addf %r37, %uwt_37 : {elt}
      %s38 = arith.addf %r38, %uwt_38 : {elt}
      %s39 = arith.addf %r39, %uwt_39 : {elt}
      %s40 = arith.addf %r40, %uwt_40 : {elt}
      %s41 = arith.addf %r41, %uwt_41 : {elt}
      %s42 = arith.addf %r42, %uwt_42 : {elt}
      %s43 = arith.addf %r43, %uwt_43 : {elt}
      %s44 = arith.addf %r44, %uwt_44 : {elt}
      %s45 = arith.addf %r45, %uwt_45 : {elt}
      %s46 = arith.addf %r46, %uwt_46 : {elt}
      %s47 = arith.addf %r47, %uwt_47 : {elt}
      %s48 = arith.addf %r48, %uwt_48 : {elt}
      %s49 = arith.addf %r49, %uwt_49 : {elt}
      %s50 = arith.addf %r50, %uwt_50 : {elt}
      %s51 = arith.addf %r51, %uwt_51 : {elt}
      %s52 = arith.addf %r52, %uwt_52 : {elt}
      %s53 = arith.addf %r53, %uwt_53 : {elt}
      %s54 = arith.addf %r54, %uwt_54 : {elt}
      %s55 = arith.addf %r55, %uwt_55 : {elt}
      %s56 = arith.addf %r56, %uwt_56 : {elt}
      %s57 = arith.addf %r57, %uwt_57 : {elt}
      %s58 = arith.addf %r58, %uwt_58 : {elt}
      %s59 = arith.addf %r59, %uwt_59 : {elt}
      %s60 = arith.addf %r60, %uwt_60 : {elt}
      %s61 = arith.addf %r61, %uwt_61 : {elt}
      %s62 = arith.addf %r62, %uwt_62 : {elt}
      %s63 = arith.addf %r63, %uwt_63 : {elt}
      gpu.barrier
      %vfb0_0_0_i = arith.bitcast %c_1_b0_0_0 : f32 to i32
      %vfb0_0_0_r = arith.addi %vfb0_0_0_i, %half_ulp : i32
      %vfb0_0_0_b = arith.andi %vfb0_0_0_r, %hi_mask : i32
      %vfb0_0_0_bf = arith.bitcast %vfb0_0_0_b : i32 to f32
      %vfb0_0_0_sf = arith.subf %c_1_b0_0_0, %vfb0_0_0_bf : f32
      %vfb0_0_0_si = arith.bitcast %vfb0_0_0_sf : f32 to i32
      %vfb0_0_0_sr = arith.addi %vfb0_0_0_si, %half_ulp : i32
      %vfb0_0_0_s = arith.andi %vfb0_0_0_sr, %hi_mask : i32
      %vfb0_0_1_i = arith.bitcast %c_1_b0_0_1 : f32 to i32
      %vfb0_0_1_r = arith.addi %vfb0_0_1_i, %half_ulp : i32
      %vfb0_0_1_b = arith.andi %vfb0_0_1_r, %hi_mask : i32
      %vfb0_0_1_bf = arith.bitcast %vfb0_0_1_b : i32 to f32
      %vfb0_0_1_sf = arith.subf %c_1_b0_0_1, %vfb0_0_1_bf : f32
      %vfb0_0_1_si = arith.bitcast %vfb0_0_1_sf : f32 to i32
      %vfb0_0_1_sr = arith.addi %vfb0_0_1_si, %half_ulp : i32
      %vfb0_0_1_s = arith.andi %vfb0_0_1_sr, %hi_mask : i32
      %vfb0_4_0_i = arith.bitcast %c_1_b0_4_0 : f32 to i32
      %vfb0_4_0_r = arith.addi %vfb0_4_0_i, %half_ulp : i32
      %vfb0_4_0_b = arith.andi %vfb0_4_0_r, %hi_mask : i32
      %vfb0_4_0_bf = arith.bitcast %vfb0_4_0_b : i32 to f32
      %vfb0_4_0_sf = arith.subf %c_1_b0_4_0, %vfb0_4_0_bf : f32
      %vfb0_4_0_si = arith.bitcast %vfb0_4_0_sf : f32 to i32
      %vfb0_4_0_sr = arith.addi %vfb0_4_0_si, %half_ulp : i32
      %vfb0_4_0_s = arith.andi %vfb0_4_0_sr, %hi_mask : i32
      %vfb0_4_1_i = arith.bitcast %c_1_b0_4_1 : f32 to i32
      %vfb0_4_1_r = arith.addi %vfb0_4_1_i, %half_ulp : i32
      %vfb0_4_1_b = arith.andi %vfb0_4_1_r, %hi_mask : i32
      %vfb0_4_1_bf = arith.bitcast %vfb0_4_1_b : i32 to f32
      %vfb0_4_1_sf = arith.subf %c_1_b0_4_1, %vfb0_4_1_bf : f32
      %vfb0_4_1_si = arith.bitcast %vfb0_4_1_sf : f32 to i32
      %vfb0_4_1_sr = arith.addi %vfb0_4_1_si, %half_ulp : i32
      %vfb0_4_1_s = arith.andi %vfb0_4_1_sr, %hi_mask : i32
      %vfb1_0_0_i = arith.bitcast %c_1_b1_0_0 : f32 to i32
      %vfb1_0_0_r = arith.addi %vfb1_0_0_i, %half_ulp : i32
      %vfb1_0_0_b = arith.andi %vfb1_0_0_r, %hi_mask : i32
      %vfb1_0_0_bf = arith.bitcast %vfb1_0_0_b : i32 to f32
      %vfb1_0_0_sf = arith.subf %c_1_b1_0_0, %vfb1_0_0_bf : f32
      %vfb1_0_0_si = arith.bitcast %vfb1_0_0_sf : f32 to i32
      %vfb1_0_0_sr = arith.addi %vfb1_0_0_si, %half_ulp : i32
      %vfb1_0_0_s = arith.andi %vfb1_0_0_sr, %hi_mask : i32
      %vfb1_0_1_i = arith.bitcast %c_1_b1_0_1 : f32 to i32
      %vfb1_0_1_r = arith.addi %vfb1_0_1_i, %half_ulp : i32
      %vfb1_0_1_b = arith.andi %vfb1_0_1_r, %hi_mask : i32
      %vfb1_0_1_bf = arith.bitcast %vfb1_0_1_b : i32 to f32
      %vfb1_0_1_sf = arith.subf %c_1_b1_0_1, %vfb1_0_1_bf : f32
      %vfb1_0_1_si = arith.bitcast %vfb1_0_1_sf : f32 to i32
      %vfb1_0_1_sr = arith.addi %vfb1_0_1_si, %half_ulp : i32
      %vfb1_0_1_s = arith.andi %vfb1_0_1_sr, %hi_mask : i32
      %vfb1_4_0_i = arith.bitcast %c_1_b1_4_0 : f32 to i32
      %vfb1_4_0_r = arith.addi %vfb1_4_0_i, %half_ulp : i32
      %vfb1_4_0_b = arith.andi %vfb1_4_0_r, %hi_mask : i32
      %vfb1_4_0_bf = arith.bitcast %vfb1_4_0_b : i32 to f32
      %vfb1_4_0_sf = arith.subf %c_1_b1_4_0, %vfb1_4_0_bf : f32
      %vfb1_4_0_si = arith.bitcast %vfb1_4_0_sf : f32 to i32
      %vfb1_4_0_sr = arith.addi %vfb1_4_0_si, %half_ulp : i32
      %vfb1_4_0_s = arith.andi %vfb1_4_0_sr, %hi_mask : i32
      %vfb1_4_1_i = arith.bitcast %c_1_b1_4_1 : f32 to i32
      %vfb1_4_1_r = arith.addi %vfb1_4_1_i, %half_ulp : i32
      %vfb1_4_1_b = arith.andi %vfb1_4_1_r, %hi_mask : i32
      %vfb1_4_1_bf = arith.bitcast %vfb1_4_1_b : i32 to f32
      %vfb1_4_1_sf = arith.subf %c_1_b1_4_1, %vfb1_4_1_bf : f32
      %vfb1_4_1_si = arith.bitcast %vfb1_4_1_sf : f32 to i32
      %vfb1_4_1_sr = arith.addi %vfb1_4_1_si, %half_ulp : i32
      %vfb1_4_1_s = arith.andi %vfb1_4_1_sr, %hi_mask : i32
      %vbd = arith.index_cast %b1u : index to i64
      %vd0 = arith.addi %desc0, %vbd : i64
      %vdoff0b = arith.constant 0 : i64
      %vd0b = arith.addi %vd0, %vdoff0b : i64
      %vdoff0s = arith.constant 512 : i64
      %vd0s = arith.addi %vd0, %vdoff0s : i64
      %vdoff1b = arith.constant 256 : i64
      %vd1b = arith.addi %vd0, %vdoff1b : i64
      %vdoff1s = arith.constant 768 : i64
      %vd1s = arith.addi %vd0, %vdoff1s : i64
      llvm.inline_asm has_side_effects asm_dialect = att "wgmma.fence.sync.aligned;", "" : () -> ()
      %vmma0sb = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $69, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$64, $65, $66, $67}, $68, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r" %vfb0_0_0_s, %vfb0_0_1_s, %vfb0_4_0_s, %vfb0_4_1_s, %vd0b, %zero32 : (i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_0 = llvm.extractvalue %vmma0sb[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_1 = llvm.extractvalue %vmma0sb[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_2 = llvm.extractvalue %vmma0sb[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_3 = llvm.extractvalue %vmma0sb[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_4 = llvm.extractvalue %vmma0sb[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_5 = llvm.extractvalue %vmma0sb[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_6 = llvm.extractvalue %vmma0sb[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_7 = llvm.extractvalue %vmma0sb[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_8 = llvm.extractvalue %vmma0sb[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_9 = llvm.extractvalue %vmma0sb[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_10 = llvm.extractvalue %vmma0sb[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_11 = llvm.extractvalue %vmma0sb[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_12 = llvm.extractvalue %vmma0sb[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_13 = llvm.extractvalue %vmma0sb[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_14 = llvm.extractvalue %vmma0sb[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_15 = llvm.extractvalue %vmma0sb[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_16 = llvm.extractvalue %vmma0sb[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_17 = llvm.extractvalue %vmma0sb[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_18 = llvm.extractvalue %vmma0sb[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_19 = llvm.extractvalue %vmma0sb[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_20 = llvm.extractvalue %vmma0sb[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_21 = llvm.extractvalue %vmma0sb[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_22 = llvm.extractvalue %vmma0sb[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_23 = llvm.extractvalue %vmma0sb[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_24 = llvm.extractvalue %vmma0sb[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_25 = llvm.extractvalue %vmma0sb[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_26 = llvm.extractvalue %vmma0sb[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_27 = llvm.extractvalue %vmma0sb[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_28 = llvm.extractvalue %vmma0sb[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_29 = llvm.extractvalue %vmma0sb[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_30 = llvm.extractvalue %vmma0sb[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_31 = llvm.extractvalue %vmma0sb[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_32 = llvm.extractvalue %vmma0sb[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_33 = llvm.extractvalue %vmma0sb[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_34 = llvm.extractvalue %vmma0sb[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_35 = llvm.extractvalue %vmma0sb[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_36 = llvm.extractvalue %vmma0sb[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_37 = llvm.extractvalue %vmma0sb[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_38 = llvm.extractvalue %vmma0sb[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_39 = llvm.extractvalue %vmma0sb[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_40 = llvm.extractvalue %vmma0sb[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_41 = llvm.extractvalue %vmma0sb[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_42 = llvm.extractvalue %vmma0sb[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_43 = llvm.extractvalue %vmma0sb[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_44 = llvm.extractvalue %vmma0sb[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_45 = llvm.extractvalue %vmma0sb[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_46 = llvm.extractvalue %vmma0sb[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_47 = llvm.extractvalue %vmma0sb[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_48 = llvm.extractvalue %vmma0sb[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_49 = llvm.extractvalue %vmma0sb[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_50 = llvm.extractvalue %vmma0sb[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_51 = llvm.extractvalue %vmma0sb[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_52 = llvm.extractvalue %vmma0sb[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_53 = llvm.extractvalue %vmma0sb[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_54 = llvm.extractvalue %vmma0sb[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_55 = llvm.extractvalue %vmma0sb[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_56 = llvm.extractvalue %vmma0sb[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_57 = llvm.extractvalue %vmma0sb[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_58 = llvm.extractvalue %vmma0sb[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_59 = llvm.extractvalue %vmma0sb[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_60 = llvm.extractvalue %vmma0sb[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_61 = llvm.extractvalue %vmma0sb[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_62 = llvm.extractvalue %vmma0sb[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0sb_63 = llvm.extractvalue %vmma0sb[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $133, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$128, $129, $130, $131}, $132, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,r" %vmma0sb_0, %vmma0sb_1, %vmma0sb_2, %vmma0sb_3, %vmma0sb_4, %vmma0sb_5, %vmma0sb_6, %vmma0sb_7, %vmma0sb_8, %vmma0sb_9, %vmma0sb_10, %vmma0sb_11, %vmma0sb_12, %vmma0sb_13, %vmma0sb_14, %vmma0sb_15, %vmma0sb_16, %vmma0sb_17, %vmma0sb_18, %vmma0sb_19, %vmma0sb_20, %vmma0sb_21, %vmma0sb_22, %vmma0sb_23, %vmma0sb_24, %vmma0sb_25, %vmma0sb_26, %vmma0sb_27, %vmma0sb_28, %vmma0sb_29, %vmma0sb_30, %vmma0sb_31, %vmma0sb_32, %vmma0sb_33, %vmma0sb_34, %vmma0sb_35, %vmma0sb_36, %vmma0sb_37, %vmma0sb_38, %vmma0sb_39, %vmma0sb_40, %vmma0sb_41, %vmma0sb_42, %vmma0sb_43, %vmma0sb_44, %vmma0sb_45, %vmma0sb_46, %vmma0sb_47, %vmma0sb_48, %vmma0sb_49, %vmma0sb_50, %vmma0sb_51, %vmma0sb_52, %vmma0sb_53, %vmma0sb_54, %vmma0sb_55, %vmma0sb_56, %vmma0sb_57, %vmma0sb_58, %vmma0sb_59, %vmma0sb_60, %vmma0sb_61, %vmma0sb_62, %vmma0sb_63, %vfb0_0_0_b, %vfb0_0_1_b, %vfb0_4_0_b, %vfb0_4_1_b, %vd0s, %one32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_0 = llvm.extractvalue %vmma0bs[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_1 = llvm.extractvalue %vmma0bs[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_2 = llvm.extractvalue %vmma0bs[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_3 = llvm.extractvalue %vmma0bs[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_4 = llvm.extractvalue %vmma0bs[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_5 = llvm.extractvalue %vmma0bs[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_6 = llvm.extractvalue %vmma0bs[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_7 = llvm.extractvalue %vmma0bs[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_8 = llvm.extractvalue %vmma0bs[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_9 = llvm.extractvalue %vmma0bs[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_10 = llvm.extractvalue %vmma0bs[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_11 = llvm.extractvalue %vmma0bs[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_12 = llvm.extractvalue %vmma0bs[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_13 = llvm.extractvalue %vmma0bs[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_14 = llvm.extractvalue %vmma0bs[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_15 = llvm.extractvalue %vmma0bs[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_16 = llvm.extractvalue %vmma0bs[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_17 = llvm.extractvalue %vmma0bs[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_18 = llvm.extractvalue %vmma0bs[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_19 = llvm.extractvalue %vmma0bs[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_20 = llvm.extractvalue %vmma0bs[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_21 = llvm.extractvalue %vmma0bs[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_22 = llvm.extractvalue %vmma0bs[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_23 = llvm.extractvalue %vmma0bs[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_24 = llvm.extractvalue %vmma0bs[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_25 = llvm.extractvalue %vmma0bs[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_26 = llvm.extractvalue %vmma0bs[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_27 = llvm.extractvalue %vmma0bs[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_28 = llvm.extractvalue %vmma0bs[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_29 = llvm.extractvalue %vmma0bs[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_30 = llvm.extractvalue %vmma0bs[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_31 = llvm.extractvalue %vmma0bs[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_32 = llvm.extractvalue %vmma0bs[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_33 = llvm.extractvalue %vmma0bs[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_34 = llvm.extractvalue %vmma0bs[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_35 = llvm.extractvalue %vmma0bs[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_36 = llvm.extractvalue %vmma0bs[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_37 = llvm.extractvalue %vmma0bs[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_38 = llvm.extractvalue %vmma0bs[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_39 = llvm.extractvalue %vmma0bs[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_40 = llvm.extractvalue %vmma0bs[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_41 = llvm.extractvalue %vmma0bs[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_42 = llvm.extractvalue %vmma0bs[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_43 = llvm.extractvalue %vmma0bs[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_44 = llvm.extractvalue %vmma0bs[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_45 = llvm.extractvalue %vmma0bs[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_46 = llvm.extractvalue %vmma0bs[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_47 = llvm.extractvalue %vmma0bs[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_48 = llvm.extractvalue %vmma0bs[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_49 = llvm.extractvalue %vmma0bs[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_50 = llvm.extractvalue %vmma0bs[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_51 = llvm.extractvalue %vmma0bs[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_52 = llvm.extractvalue %vmma0bs[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_53 = llvm.extractvalue %vmma0bs[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_54 = llvm.extractvalue %vmma0bs[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_55 = llvm.extractvalue %vmma0bs[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_56 = llvm.extractvalue %vmma0bs[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_57 = llvm.extractvalue %vmma0bs[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_58 = llvm.extractvalue %vmma0bs[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_59 = llvm.extractvalue %vmma0bs[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_60 = llvm.extractvalue %vmma0bs[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_61 = llvm.extractvalue %vmma0bs[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_62 = llvm.extractvalue %vmma0bs[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bs_63 = llvm.extractvalue %vmma0bs[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $133, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$128, $129, $130, $131}, $132, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,r" %vmma0bs_0, %vmma0bs_1, %vmma0bs_2, %vmma0bs_3, %vmma0bs_4, %vmma0bs_5, %vmma0bs_6, %vmma0bs_7, %vmma0bs_8, %vmma0bs_9, %vmma0bs_10, %vmma0bs_11, %vmma0bs_12, %vmma0bs_13, %vmma0bs_14, %vmma0bs_15, %vmma0bs_16, %vmma0bs_17, %vmma0bs_18, %vmma0bs_19, %vmma0bs_20, %vmma0bs_21, %vmma0bs_22, %vmma0bs_23, %vmma0bs_24, %vmma0bs_25, %vmma0bs_26, %vmma0bs_27, %vmma0bs_28, %vmma0bs_29, %vmma0bs_30, %vmma0bs_31, %vmma0bs_32, %vmma0bs_33, %vmma0bs_34, %vmma0bs_35, %vmma0bs_36, %vmma0bs_37, %vmma0bs_38, %vmma0bs_39, %vmma0bs_40, %vmma0bs_41, %vmma0bs_42, %vmma0bs_43, %vmma0bs_44, %vmma0bs_45, %vmma0bs_46, %vmma0bs_47, %vmma0bs_48, %vmma0bs_49, %vmma0bs_50, %vmma0bs_51, %vmma0bs_52, %vmma0bs_53, %vmma0bs_54, %vmma0bs_55, %vmma0bs_56, %vmma0bs_57, %vmma0bs_58, %vmma0bs_59, %vmma0bs_60, %vmma0bs_61, %vmma0bs_62, %vmma0bs_63, %vfb0_0_0_b, %vfb0_0_1_b, %vfb0_4_0_b, %vfb0_4_1_b, %vd0b, %one32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_0 = llvm.extractvalue %vmma0bb[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_1 = llvm.extractvalue %vmma0bb[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_2 = llvm.extractvalue %vmma0bb[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_3 = llvm.extractvalue %vmma0bb[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_4 = llvm.extractvalue %vmma0bb[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_5 = llvm.extractvalue %vmma0bb[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_6 = llvm.extractvalue %vmma0bb[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_7 = llvm.extractvalue %vmma0bb[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_8 = llvm.extractvalue %vmma0bb[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_9 = llvm.extractvalue %vmma0bb[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_10 = llvm.extractvalue %vmma0bb[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_11 = llvm.extractvalue %vmma0bb[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_12 = llvm.extractvalue %vmma0bb[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_13 = llvm.extractvalue %vmma0bb[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_14 = llvm.extractvalue %vmma0bb[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_15 = llvm.extractvalue %vmma0bb[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_16 = llvm.extractvalue %vmma0bb[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_17 = llvm.extractvalue %vmma0bb[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_18 = llvm.extractvalue %vmma0bb[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_19 = llvm.extractvalue %vmma0bb[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_20 = llvm.extractvalue %vmma0bb[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_21 = llvm.extractvalue %vmma0bb[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_22 = llvm.extractvalue %vmma0bb[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_23 = llvm.extractvalue %vmma0bb[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_24 = llvm.extractvalue %vmma0bb[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_25 = llvm.extractvalue %vmma0bb[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_26 = llvm.extractvalue %vmma0bb[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_27 = llvm.extractvalue %vmma0bb[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_28 = llvm.extractvalue %vmma0bb[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_29 = llvm.extractvalue %vmma0bb[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_30 = llvm.extractvalue %vmma0bb[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_31 = llvm.extractvalue %vmma0bb[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_32 = llvm.extractvalue %vmma0bb[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_33 = llvm.extractvalue %vmma0bb[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_34 = llvm.extractvalue %vmma0bb[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_35 = llvm.extractvalue %vmma0bb[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_36 = llvm.extractvalue %vmma0bb[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_37 = llvm.extractvalue %vmma0bb[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_38 = llvm.extractvalue %vmma0bb[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_39 = llvm.extractvalue %vmma0bb[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_40 = llvm.extractvalue %vmma0bb[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_41 = llvm.extractvalue %vmma0bb[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_42 = llvm.extractvalue %vmma0bb[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_43 = llvm.extractvalue %vmma0bb[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_44 = llvm.extractvalue %vmma0bb[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_45 = llvm.extractvalue %vmma0bb[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_46 = llvm.extractvalue %vmma0bb[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_47 = llvm.extractvalue %vmma0bb[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_48 = llvm.extractvalue %vmma0bb[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_49 = llvm.extractvalue %vmma0bb[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_50 = llvm.extractvalue %vmma0bb[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_51 = llvm.extractvalue %vmma0bb[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_52 = llvm.extractvalue %vmma0bb[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_53 = llvm.extractvalue %vmma0bb[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_54 = llvm.extractvalue %vmma0bb[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_55 = llvm.extractvalue %vmma0bb[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_56 = llvm.extractvalue %vmma0bb[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_57 = llvm.extractvalue %vmma0bb[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_58 = llvm.extractvalue %vmma0bb[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_59 = llvm.extractvalue %vmma0bb[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_60 = llvm.extractvalue %vmma0bb[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_61 = llvm.extractvalue %vmma0bb[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_62 = llvm.extractvalue %vmma0bb[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma0bb_63 = llvm.extractvalue %vmma0bb[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $133, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$128, $129, $130, $131}, $132, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,r" %vmma0bb_0, %vmma0bb_1, %vmma0bb_2, %vmma0bb_3, %vmma0bb_4, %vmma0bb_5, %vmma0bb_6, %vmma0bb_7, %vmma0bb_8, %vmma0bb_9, %vmma0bb_10, %vmma0bb_11, %vmma0bb_12, %vmma0bb_13, %vmma0bb_14, %vmma0bb_15, %vmma0bb_16, %vmma0bb_17, %vmma0bb_18, %vmma0bb_19, %vmma0bb_20, %vmma0bb_21, %vmma0bb_22, %vmma0bb_23, %vmma0bb_24, %vmma0bb_25, %vmma0bb_26, %vmma0bb_27, %vmma0bb_28, %vmma0bb_29, %vmma0bb_30, %vmma0bb_31, %vmma0bb_32, %vmma0bb_33, %vmma0bb_34, %vmma0bb_35, %vmma0bb_36, %vmma0bb_37, %vmma0bb_38, %vmma0bb_39, %vmma0bb_40, %vmma0bb_41, %vmma0bb_42, %vmma0bb_43, %vmma0bb_44, %vmma0bb_45, %vmma0bb_46, %vmma0bb_47, %vmma0bb_48, %vmma0bb_49, %vmma0bb_50, %vmma0bb_51, %vmma0bb_52, %vmma0bb_53, %vmma0bb_54, %vmma0bb_55, %vmma0bb_56, %vmma0bb_57, %vmma0bb_58, %vmma0bb_59, %vmma0bb_60, %vmma0bb_61, %vmma0bb_62, %vmma0bb_63, %vfb1_0_0_s, %vfb1_0_1_s, %vfb1_4_0_s, %vfb1_4_1_s, %vd1b, %one32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_0 = llvm.extractvalue %vmma1sb[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_1 = llvm.extractvalue %vmma1sb[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_2 = llvm.extractvalue %vmma1sb[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_3 = llvm.extractvalue %vmma1sb[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_4 = llvm.extractvalue %vmma1sb[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_5 = llvm.extractvalue %vmma1sb[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_6 = llvm.extractvalue %vmma1sb[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_7 = llvm.extractvalue %vmma1sb[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_8 = llvm.extractvalue %vmma1sb[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_9 = llvm.extractvalue %vmma1sb[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_10 = llvm.extractvalue %vmma1sb[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_11 = llvm.extractvalue %vmma1sb[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_12 = llvm.extractvalue %vmma1sb[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_13 = llvm.extractvalue %vmma1sb[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_14 = llvm.extractvalue %vmma1sb[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_15 = llvm.extractvalue %vmma1sb[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_16 = llvm.extractvalue %vmma1sb[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_17 = llvm.extractvalue %vmma1sb[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_18 = llvm.extractvalue %vmma1sb[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_19 = llvm.extractvalue %vmma1sb[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_20 = llvm.extractvalue %vmma1sb[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_21 = llvm.extractvalue %vmma1sb[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_22 = llvm.extractvalue %vmma1sb[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_23 = llvm.extractvalue %vmma1sb[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_24 = llvm.extractvalue %vmma1sb[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_25 = llvm.extractvalue %vmma1sb[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_26 = llvm.extractvalue %vmma1sb[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_27 = llvm.extractvalue %vmma1sb[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_28 = llvm.extractvalue %vmma1sb[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_29 = llvm.extractvalue %vmma1sb[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_30 = llvm.extractvalue %vmma1sb[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_31 = llvm.extractvalue %vmma1sb[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_32 = llvm.extractvalue %vmma1sb[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_33 = llvm.extractvalue %vmma1sb[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_34 = llvm.extractvalue %vmma1sb[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_35 = llvm.extractvalue %vmma1sb[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_36 = llvm.extractvalue %vmma1sb[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_37 = llvm.extractvalue %vmma1sb[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_38 = llvm.extractvalue %vmma1sb[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_39 = llvm.extractvalue %vmma1sb[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_40 = llvm.extractvalue %vmma1sb[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_41 = llvm.extractvalue %vmma1sb[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_42 = llvm.extractvalue %vmma1sb[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_43 = llvm.extractvalue %vmma1sb[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_44 = llvm.extractvalue %vmma1sb[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_45 = llvm.extractvalue %vmma1sb[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_46 = llvm.extractvalue %vmma1sb[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_47 = llvm.extractvalue %vmma1sb[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_48 = llvm.extractvalue %vmma1sb[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_49 = llvm.extractvalue %vmma1sb[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_50 = llvm.extractvalue %vmma1sb[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_51 = llvm.extractvalue %vmma1sb[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_52 = llvm.extractvalue %vmma1sb[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_53 = llvm.extractvalue %vmma1sb[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_54 = llvm.extractvalue %vmma1sb[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_55 = llvm.extractvalue %vmma1sb[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_56 = llvm.extractvalue %vmma1sb[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_57 = llvm.extractvalue %vmma1sb[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_58 = llvm.extractvalue %vmma1sb[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_59 = llvm.extractvalue %vmma1sb[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_60 = llvm.extractvalue %vmma1sb[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_61 = llvm.extractvalue %vmma1sb[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_62 = llvm.extractvalue %vmma1sb[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1sb_63 = llvm.extractvalue %vmma1sb[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $133, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$128, $129, $130, $131}, $132, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,r" %vmma1sb_0, %vmma1sb_1, %vmma1sb_2, %vmma1sb_3, %vmma1sb_4, %vmma1sb_5, %vmma1sb_6, %vmma1sb_7, %vmma1sb_8, %vmma1sb_9, %vmma1sb_10, %vmma1sb_11, %vmma1sb_12, %vmma1sb_13, %vmma1sb_14, %vmma1sb_15, %vmma1sb_16, %vmma1sb_17, %vmma1sb_18, %vmma1sb_19, %vmma1sb_20, %vmma1sb_21, %vmma1sb_22, %vmma1sb_23, %vmma1sb_24, %vmma1sb_25, %vmma1sb_26, %vmma1sb_27, %vmma1sb_28, %vmma1sb_29, %vmma1sb_30, %vmma1sb_31, %vmma1sb_32, %vmma1sb_33, %vmma1sb_34, %vmma1sb_35, %vmma1sb_36, %vmma1sb_37, %vmma1sb_38, %vmma1sb_39, %vmma1sb_40, %vmma1sb_41, %vmma1sb_42, %vmma1sb_43, %vmma1sb_44, %vmma1sb_45, %vmma1sb_46, %vmma1sb_47, %vmma1sb_48, %vmma1sb_49, %vmma1sb_50, %vmma1sb_51, %vmma1sb_52, %vmma1sb_53, %vmma1sb_54, %vmma1sb_55, %vmma1sb_56, %vmma1sb_57, %vmma1sb_58, %vmma1sb_59, %vmma1sb_60, %vmma1sb_61, %vmma1sb_62, %vmma1sb_63, %vfb1_0_0_b, %vfb1_0_1_b, %vfb1_4_0_b, %vfb1_4_1_b, %vd1s, %one32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_0 = llvm.extractvalue %vmma1bs[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_1 = llvm.extractvalue %vmma1bs[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_2 = llvm.extractvalue %vmma1bs[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_3 = llvm.extractvalue %vmma1bs[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_4 = llvm.extractvalue %vmma1bs[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_5 = llvm.extractvalue %vmma1bs[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_6 = llvm.extractvalue %vmma1bs[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_7 = llvm.extractvalue %vmma1bs[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_8 = llvm.extractvalue %vmma1bs[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_9 = llvm.extractvalue %vmma1bs[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_10 = llvm.extractvalue %vmma1bs[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_11 = llvm.extractvalue %vmma1bs[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_12 = llvm.extractvalue %vmma1bs[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_13 = llvm.extractvalue %vmma1bs[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_14 = llvm.extractvalue %vmma1bs[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_15 = llvm.extractvalue %vmma1bs[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_16 = llvm.extractvalue %vmma1bs[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_17 = llvm.extractvalue %vmma1bs[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_18 = llvm.extractvalue %vmma1bs[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_19 = llvm.extractvalue %vmma1bs[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_20 = llvm.extractvalue %vmma1bs[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_21 = llvm.extractvalue %vmma1bs[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_22 = llvm.extractvalue %vmma1bs[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_23 = llvm.extractvalue %vmma1bs[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_24 = llvm.extractvalue %vmma1bs[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_25 = llvm.extractvalue %vmma1bs[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_26 = llvm.extractvalue %vmma1bs[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_27 = llvm.extractvalue %vmma1bs[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_28 = llvm.extractvalue %vmma1bs[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_29 = llvm.extractvalue %vmma1bs[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_30 = llvm.extractvalue %vmma1bs[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_31 = llvm.extractvalue %vmma1bs[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_32 = llvm.extractvalue %vmma1bs[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_33 = llvm.extractvalue %vmma1bs[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_34 = llvm.extractvalue %vmma1bs[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_35 = llvm.extractvalue %vmma1bs[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_36 = llvm.extractvalue %vmma1bs[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_37 = llvm.extractvalue %vmma1bs[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_38 = llvm.extractvalue %vmma1bs[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_39 = llvm.extractvalue %vmma1bs[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_40 = llvm.extractvalue %vmma1bs[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_41 = llvm.extractvalue %vmma1bs[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_42 = llvm.extractvalue %vmma1bs[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_43 = llvm.extractvalue %vmma1bs[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_44 = llvm.extractvalue %vmma1bs[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_45 = llvm.extractvalue %vmma1bs[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_46 = llvm.extractvalue %vmma1bs[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_47 = llvm.extractvalue %vmma1bs[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_48 = llvm.extractvalue %vmma1bs[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_49 = llvm.extractvalue %vmma1bs[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_50 = llvm.extractvalue %vmma1bs[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_51 = llvm.extractvalue %vmma1bs[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_52 = llvm.extractvalue %vmma1bs[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_53 = llvm.extractvalue %vmma1bs[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_54 = llvm.extractvalue %vmma1bs[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_55 = llvm.extractvalue %vmma1bs[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_56 = llvm.extractvalue %vmma1bs[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_57 = llvm.extractvalue %vmma1bs[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_58 = llvm.extractvalue %vmma1bs[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_59 = llvm.extractvalue %vmma1bs[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_60 = llvm.extractvalue %vmma1bs[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_61 = llvm.extractvalue %vmma1bs[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_62 = llvm.extractvalue %vmma1bs[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bs_63 = llvm.extractvalue %vmma1bs[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb = llvm.inline_asm has_side_effects asm_dialect = att "{\n.reg .pred p;\nsetp.ne.b32 p, $133, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, {$128, $129, $130, $131}, $132, p, 1, 1;\n}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,r" %vmma1bs_0, %vmma1bs_1, %vmma1bs_2, %vmma1bs_3, %vmma1bs_4, %vmma1bs_5, %vmma1bs_6, %vmma1bs_7, %vmma1bs_8, %vmma1bs_9, %vmma1bs_10, %vmma1bs_11, %vmma1bs_12, %vmma1bs_13, %vmma1bs_14, %vmma1bs_15, %vmma1bs_16, %vmma1bs_17, %vmma1bs_18, %vmma1bs_19, %vmma1bs_20, %vmma1bs_21, %vmma1bs_22, %vmma1bs_23, %vmma1bs_24, %vmma1bs_25, %vmma1bs_26, %vmma1bs_27, %vmma1bs_28, %vmma1bs_29, %vmma1bs_30, %vmma1bs_31, %vmma1bs_32, %vmma1bs_33, %vmma1bs_34, %vmma1bs_35, %vmma1bs_36, %vmma1bs_37, %vmma1bs_38, %vmma1bs_39, %vmma1bs_40, %vmma1bs_41, %vmma1bs_42, %vmma1bs_43, %vmma1bs_44, %vmma1bs_45, %vmma1bs_46, %vmma1bs_47, %vmma1bs_48, %vmma1bs_49, %vmma1bs_50, %vmma1bs_51, %vmma1bs_52, %vmma1bs_53, %vmma1bs_54, %vmma1bs_55, %vmma1bs_56, %vmma1bs_57, %vmma1bs_58, %vmma1bs_59, %vmma1bs_60, %vmma1bs_61, %vmma1bs_62, %vmma1bs_63, %vfb1_0_0_b, %vfb1_0_1_b, %vfb1_4_0_b, %vfb1_4_1_b, %vd1b, %one32 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_0 = llvm.extractvalue %vmma1bb[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_1 = llvm.extractvalue %vmma1bb[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_2 = llvm.extractvalue %vmma1bb[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_3 = llvm.extractvalue %vmma1bb[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_4 = llvm.extractvalue %vmma1bb[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_5 = llvm.extractvalue %vmma1bb[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_6 = llvm.extractvalue %vmma1bb[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_7 = llvm.extractvalue %vmma1bb[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_8 = llvm.extractvalue %vmma1bb[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_9 = llvm.extractvalue %vmma1bb[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_10 = llvm.extractvalue %vmma1bb[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_11 = llvm.extractvalue %vmma1bb[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_12 = llvm.extractvalue %vmma1bb[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_13 = llvm.extractvalue %vmma1bb[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_14 = llvm.extractvalue %vmma1bb[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_15 = llvm.extractvalue %vmma1bb[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_16 = llvm.extractvalue %vmma1bb[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_17 = llvm.extractvalue %vmma1bb[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_18 = llvm.extractvalue %vmma1bb[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_19 = llvm.extractvalue %vmma1bb[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_20 = llvm.extractvalue %vmma1bb[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_21 = llvm.extractvalue %vmma1bb[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_22 = llvm.extractvalue %vmma1bb[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_23 = llvm.extractvalue %vmma1bb[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_24 = llvm.extractvalue %vmma1bb[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_25 = llvm.extractvalue %vmma1bb[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_26 = llvm.extractvalue %vmma1bb[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_27 = llvm.extractvalue %vmma1bb[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_28 = llvm.extractvalue %vmma1bb[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_29 = llvm.extractvalue %vmma1bb[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_30 = llvm.extractvalue %vmma1bb[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_31 = llvm.extractvalue %vmma1bb[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_32 = llvm.extractvalue %vmma1bb[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_33 = llvm.extractvalue %vmma1bb[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_34 = llvm.extractvalue %vmma1bb[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_35 = llvm.extractvalue %vmma1bb[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_36 = llvm.extractvalue %vmma1bb[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_37 = llvm.extractvalue %vmma1bb[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_38 = llvm.extractvalue %vmma1bb[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_39 = llvm.extractvalue %vmma1bb[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_40 = llvm.extractvalue %vmma1bb[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_41 = llvm.extractvalue %vmma1bb[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_42 = llvm.extractvalue %vmma1bb[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_43 = llvm.extractvalue %vmma1bb[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_44 = llvm.extractvalue %vmma1bb[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_45 = llvm.extractvalue %vmma1bb[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_46 = llvm.extractvalue %vmma1bb[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_47 = llvm.extractvalue %vmma1bb[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_48 = llvm.extractvalue %vmma1bb[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_49 = llvm.extractvalue %vmma1bb[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_50 = llvm.extractvalue %vmma1bb[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_51 = llvm.extractvalue %vmma1bb[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_52 = llvm.extractvalue %vmma1bb[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_53 = llvm.extractvalue %vmma1bb[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_54 = llvm.extractvalue %vmma1bb[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_55 = llvm.extractvalue %vmma1bb[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_56 = llvm.extractvalue %vmma1bb[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_57 = llvm.extractvalue %vmma1bb[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_58 = llvm.extractvalue %vmma1bb[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_59 = llvm.extractvalue %vmma1bb[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_60 = llvm.extractvalue %vmma1bb[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_61 = llvm.extractvalue %vmma1bb[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_62 = llvm.extractvalue %vmma1bb[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %vmma1bb_63 = llvm.extractvalue %vmma1bb[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      llvm.inline_asm has_side_effects asm_dialect = att "wgmma.commit_group.sync.aligned;", "" : () -> ()
      scf.yield %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18, %s19, %s20, %s21, %s22, %s23, %s24, %s25, %s26, %s27, %s28, %s29, %s30, %s31, %s32, %s33, %s34, %s35, %s36, %s37, %s38, %s39, %s40, %s41, %s42, %s43, %s44, %s45, %s46, %s47, %s48, %s49, %s50, %s51, %s52, %s53, %s54, %s55, %s56, %s57, %s58, %s59, %s60, %s61, %s62, %s63, %vmma1bb_0, %vmma1bb_1, %vmma1bb_2, %vmma1bb_3, %vmma1bb_4, %vmma1bb_5, %vmma1bb_6, %vmma1bb_7, %vmma1bb_8, %vmma1bb_9, %vmma1bb_10, %vmma1bb_11, %vmma1bb_12, %vmma1bb_13, %vmma1bb_14, %vmma1bb_15, %vmma1bb_16, %vmma1bb_17, %vmma1bb_18, %vmma1bb_19, %vmma1bb_20, %vmma1bb_21, %vmma1bb_22, %vmma1bb_23, %vmma1bb_24, %vmma1bb_25, %vmma1bb_26, %vmma1bb_27, %vmma1bb_28, %vmma1bb_29, %vmma1bb_30, %vmma1bb_31, %vmma1bb_32, %vmma1bb_33, %vmma1bb_34, %vmma1bb_35, %vmma1bb_36, %vmma1bb_37, %vmma1bb_38, %vmma1bb_39, %vmma1bb_40, %vmma1bb_41, %vmma1bb_42, %vmma1bb_43, %vmma1bb_44, %vmma1bb_45, %vmma1bb_46, %vmma1bb_47, %vmma1bb_48, %vmma1bb_49, %vmma1bb_50, %vmma1bb_51, %vmma1bb_52, %vmma1bb_53, %vmma1bb_54, %vmma1bb_55, %vmma1bb_56, %vmma1bb_57, %vmma1bb_58, %vmma1bb_59, %vmma1bb_60, %vmma1bb_61, %vmma1bb_62, %vmma1bb_63, %ob0_0_0, %ob0_0_1, %ob0_4_0, %ob0_4_1, %ob1_0_0, %ob1_0_1, %ob1_4_0, %ob1_4_1 : {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
    }
    %zwt = llvm.inline_asm has_side_effects asm_dialect = att "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63" %res#64, %res#65, %res#66, %res#67, %res#68, %res#69, %res#70, %res#71, %res#72, %res#73, %res#74, %res#75, %res#76, %res#77, %res#78, %res#79, %res#80, %res#81, %res#82, %res#83, %res#84, %res#85, %res#86, %res#87, %res#88, %res#89, %res#90, %res#91, %res#92, %res#93, %res#94, %res#95, %res#96, %res#97, %res#98, %res#99, %res#100, %res#101, %res#102, %res#103, %res#104, %res#105, %res#106, %res#107, %res#108, %res#109, %res#110, %res#111, %res#112, %res#113, %res#114, %res#115, %res#116, %res#117, %res#118, %res#119, %res#120, %res#121, %res#122, %res#123, %res#124, %res#125, %res#126, %res#127 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_0 = llvm.extractvalue %zwt[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_1 = llvm.extractvalue %zwt[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_2 = llvm.extractvalue %zwt[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_3 = llvm.extractvalue %zwt[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_4 = llvm.extractvalue %zwt[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_5 = llvm.extractvalue %zwt[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_6 = llvm.extractvalue %zwt[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_7 = llvm.extractvalue %zwt[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_8 = llvm.extractvalue %zwt[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_9 = llvm.extractvalue %zwt[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_10 = llvm.extractvalue %zwt[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_11 = llvm.extractvalue %zwt[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_12 = llvm.extractvalue %zwt[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_13 = llvm.extractvalue %zwt[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_14 = llvm.extractvalue %zwt[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_15 = llvm.extractvalue %zwt[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_16 = llvm.extractvalue %zwt[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_17 = llvm.extractvalue %zwt[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_18 = llvm.extractvalue %zwt[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_19 = llvm.extractvalue %zwt[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_20 = llvm.extractvalue %zwt[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_21 = llvm.extractvalue %zwt[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_22 = llvm.extractvalue %zwt[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_23 = llvm.extractvalue %zwt[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_24 = llvm.extractvalue %zwt[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_25 = llvm.extractvalue %zwt[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_26 = llvm.extractvalue %zwt[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_27 = llvm.extractvalue %zwt[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_28 = llvm.extractvalue %zwt[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_29 = llvm.extractvalue %zwt[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_30 = llvm.extractvalue %zwt[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_31 = llvm.extractvalue %zwt[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_32 = llvm.extractvalue %zwt[32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_33 = llvm.extractvalue %zwt[33] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_34 = llvm.extractvalue %zwt[34] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_35 = llvm.extractvalue %zwt[35] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_36 = llvm.extractvalue %zwt[36] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_37 = llvm.extractvalue %zwt[37] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_38 = llvm.extractvalue %zwt[38] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_39 = llvm.extractvalue %zwt[39] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_40 = llvm.extractvalue %zwt[40] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_41 = llvm.extractvalue %zwt[41] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_42 = llvm.extractvalue %zwt[42] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_43 = llvm.extractvalue %zwt[43] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_44 = llvm.extractvalue %zwt[44] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_45 = llvm.extractvalue %zwt[45] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_46 = llvm.extractvalue %zwt[46] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_47 = llvm.extractvalue %zwt[47] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_48 = llvm.extractvalue %zwt[48] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_49 = llvm.extractvalue %zwt[49] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_50 = llvm.extractvalue %zwt[50] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_51 = llvm.extractvalue %zwt[51] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_52 = llvm.extractvalue %zwt[52] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_53 = llvm.extractvalue %zwt[53] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_54 = llvm.extractvalue %zwt[54] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_55 = llvm.extractvalue %zwt[55] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_56 = llvm.extractvalue %zwt[56] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_57 = llvm.extractvalue %zwt[57] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_58 = llvm.extractvalue %zwt[58] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_59 = llvm.extractvalue %zwt[59] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_60 = llvm.extractvalue %zwt[60] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_61 = llvm.extractvalue %zwt[61] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_62 = llvm.extractvalue %zwt[62] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %zwt_63 = llvm.extractvalue %zwt[63] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %accumulate = arith.constant {accumulate}
    %t2 = arith.muli %t, %i2 : index
    %mt = arith.addi %m0, %t2 : index
    %em0c = arith.constant 0 : index
    %em0 = arith.addi %mt, %em0c : index
    %emok0 = arith.cmpi ult, %em0, %M : index
    %eok0 = arith.andi %emok0, %fn0_ok : i1
    %em1c = arith.constant 1 : index
    %em1 = arith.addi %mt, %em1c : index
    %emok1 = arith.cmpi ult, %em1, %M : index
    %eok1 = arith.andi %emok1, %fn0_ok : i1
    %em2c = arith.constant 0 : index
    %em2 = arith.addi %mt, %em2c : index
    %emok2 = arith.cmpi ult, %em2, %M : index
    %eok2 = arith.andi %emok2, %fn1_ok : i1
    %em3c = arith.constant 1 : index
    %em3 = arith.addi %mt, %em3c : index
    %emok3 = arith.cmpi ult, %em3, %M : index
    %eok3 = arith.andi %emok3, %fn1_ok : i1
    %em4c = arith.constant 8 : index
    %em4 = arith.addi %mt, %em4c : index
    %emok4 = arith.cmpi ult, %em4, %M : index
    %eok4 = arith.andi %emok4, %fn0_ok : i1
    %em5c = arith.constant 9 : index
    %em5 = arith.addi %mt, %em5c : index
    %emok5 = arith.cmpi ult, %em5, %M : index
    %eok5 = arith.andi %emok5, %fn0_ok : i1
    %em6c = arith.constant 8 : index
    %em6 = arith.addi %mt, %em6c : index
    %emok6 = arith.cmpi ult, %em6, %M : index
    %eok6 = arith.andi %emok6, %fn1_ok : i1
    %em7c = arith.constant 9 : index
    %em7 = arith.addi %mt, %em7c : index
    %emok7 = arith.cmpi ult, %em7, %M : index
    %eok7 = arith.andi %emok7, %fn1_ok : i1
    %em8c = arith.constant 16 : index
    %em8 = arith.addi %mt, %em8c : index
    %emok8 = arith.cmpi ult, %em8, %M : index
    %eok8 = arith.andi %emok8, %fn0_ok : i1
    %em9c = arith.constant 17 : index
    %em9 = arith.addi %mt, %em9c : index
    %emok9 = arith.cmpi ult, %em9, %M : index
    %eok9 = arith.andi %emok9, %fn0_ok : i1
    %em10c = arith.constant 16 : index
    %em10 = arith.addi %mt, %em10c : index
    %emok10 = arith.cmpi ult, %em10, %M : index
    %eok10 = arith.andi %emok10, %fn1_ok : i1
    %em11c = arith.constant 17 : index
    %em11 = arith.addi %mt, %em11c : index
    %emok11 = arith.cmpi ult, %em11, %M : index
    %eok11 = arith.andi %emok11, %fn1_ok : i1
    %em12c = arith.constant 24 : index
    %em12 = arith.addi %mt, %em12c : index
    %emok12 = arith.cmpi ult, %em12, %M : index
    %eok12 = arith.andi %emok12, %fn0_ok : i1
    %em13c = arith.constant 25 : index
    %em13 = arith.addi %mt, %em13c : index
    %emok13 = arith.cmpi ult, %em13, %M : index
    %eok13 = arith.andi %emok13, %fn0_ok : i1
    %em14c = arith.constant 24 : index
    %em14 = arith.addi %mt, %em14c : index
    %emok14 = arith.cmpi ult, %em14, %M : index
    %eok14 = arith.andi %emok14, %fn1_ok : i1
    %em15c = arith.constant 25 : index
    %em15 = arith.addi %mt, %em15c : index
    %emok15 = arith.cmpi ult, %em15, %M : index
    %eok15 = arith.andi %emok15, %fn1_ok : i1
    %em16c = arith.constant 32 : index
    %em16 = arith.addi %mt, %em16c : index
    %emok16 = arith.cmpi ult, %em16, %M : index
    %eok16 = arith.andi %emok16, %fn0_ok : i1
    %em17c = arith.constant 33 : index
    %em17 = arith.addi %mt, %em17c : index
    %emok17 = arith.cmpi ult, %em17, %M : index
    %eok17 = arith.andi %emok17, %fn0_ok : i1
    %em18c = arith.constant 32 : index
    %em18 = arith.addi %mt, %em18c : index
    %emok18 = arith.cmpi ult, %em18, %M : index
    %eok18 = arith.andi %emok18, %fn1_ok : i1
    %em19c = arith.constant 33 : index
    %em19 = arith.addi %mt, %em19c : index
    %emok19 = arith.cmpi ult, %em19, %M : index
    %eok19 = arith.andi %emok19, %fn1_ok : i1
    %em20c = arith.constant 40 : index
    %em20 = arith.addi %mt, %em20c : index
    %emok20 = arith.cmpi ult, %em20, %M : index
    %eok20 = arith.andi %emok20, %fn0_ok : i1
    %em21c = arith.constant 41 : index
    %em21 = arith.addi %mt, %em21c : index
    %emok21 = arith.cmpi ult, %em21, %M : index
    %eok21 = arith.andi %emok21, %fn0_ok : i1
    %em22c = arith.constant 40 : index
    %em22 = arith.addi %mt, %em22c : index
    %emok22 = arith.cmpi ult, %em22, %M : index
    %eok22 = arith.andi %emok22, %fn1_ok : i1
    %em23c = arith.constant 41 : index
    %em23 = arith.addi %mt, %em23c : index
    %emok23 = arith.cmpi ult, %em23, %M : index
    %eok23 = arith.andi %emok23, %fn1_ok : i1
    %em24c = arith.constant 48 : index
    %em24 = arith.addi %mt, %em24c : index
    %emok24 = arith.cmpi ult, %em24, %M : index
    %eok24 = arith.andi %emok24, %fn0_ok : i1
    %em25c = arith.constant 49 : index
    %em25 = arith.addi %mt, %em25c : index
    %emok25 = arith.cmpi ult, %em25, %M : index
    %eok25 = arith.andi %emok25, %fn0_ok : i1
    %em26c = arith.constant 48 : index
    %em26 = arith.addi %mt, %em26c : index
    %emok26 = arith.cmpi ult, %em26, %M : index
    %eok26 = arith.andi %emok26, %fn1_ok : i1
    %em27c = arith.constant 49 : index
    %em27 = arith.addi %mt, %em27c : index
    %emok27 = arith.cmpi ult, %em27, %M : index
    %eok27 = arith.andi %emok27, %fn1_ok : i1
    %em28c = arith.constant 56 : index
    %em28 = arith.addi %mt, %em28c : index
    %emok28 = arith.cmpi ult, %em28, %M : index
    %eok28 = arith.andi %emok28, %fn0_ok : i1
    %em29c = arith.constant 57 : index
    %em29 = arith.addi %mt, %em29c : index
    %emok29 = arith.cmpi ult, %em29, %M : index
    %eok29 = arith.andi %emok29, %fn0_ok : i1
    %em30c = arith.constant 56 : index
    %em30 = arith.addi %mt, %em30c : index
    %emok30 = arith.cmpi ult, %em30, %M : index
    %eok30 = arith.andi %emok30, %fn1_ok : i1
    %em31c = arith.constant 57 : index
    %em31 = arith.addi %mt, %em31c : index
    %emok31 = arith.cmpi ult, %em31, %M : index
    %eok31 = arith.andi %emok31, %fn1_ok : i1
    %em32c = arith.constant 64 : index
    %em32 = arith.addi %mt, %em32c : index
    %emok32 = arith.cmpi ult, %em32, %M : index
    %eok32 = arith.andi %emok32, %fn0_ok : i1
    %em33c = arith.constant 65 : index
    %em33 = arith.addi %mt, %em33c : index
    %emok33 = arith.cmpi ult, %em33, %M : index
    %eok33 = arith.andi %emok33, %fn0_ok : i1
    %em34c = arith.constant 64 : index
    %em34 = arith.addi %mt, %em34c : index
    %emok34 = arith.cmpi ult, %em34, %M : index
    %eok34 = arith.andi %emok34, %fn1_ok : i1
    %em35c = arith.constant 65 : index
    %em35 = arith.addi %mt, %em35c : index
    %emok35 = arith.cmpi ult, %em35, %M : index
    %eok35 = arith.andi %emok35, %fn1_ok : i1
    %em36c = arith.constant 72 : index
    %em36 = arith.addi %mt, %em36c : index
    %emok36 = arith.cmpi ult, %em36, %M : index
    %eok36 = arith.andi %emok36, %fn0_ok : i1
    %em37c = arith.constant 73 : index
    %em37 = arith.addi %mt, %em37c : index
    %emok37 = arith.cmpi ult, %em37, %M : index
    %eok37 = arith.andi %emok37, %fn0_ok : i1
    %em38c = arith.constant 72 : index
    %em38 = arith.addi %mt, %em38c : index
    %emok38 = arith.cmpi ult, %em38, %M : index
    %eok38 = arith.andi %emok38, %fn1_ok : i1
    %em39c = arith.constant 73 : index
    %em39 = arith.addi %mt, %em39c : index
    %emok39 = arith.cmpi ult, %em39, %M : index
    %eok39 = arith.andi %emok39, %fn1_ok : i1
    %em40c = arith.constant 80 : index
    %em40 = arith.addi %mt, %em40c : index
    %emok40 = arith.cmpi ult, %em40, %M : index
    %eok40 = arith.andi %emok40, %fn0_ok : i1
    %em41c = arith.constant 81 : index
    %em41 = arith.addi %mt, %em41c : index
    %emok41 = arith.cmpi ult, %em41, %M : index
    %eok41 = arith.andi %emok41, %fn0_ok : i1
    %em42c = arith.constant 80 : index
    %em42 = arith.addi %mt, %em42c : index
    %emok42 = arith.cmpi ult, %em42, %M : index
    %eok42 = arith.andi %emok42, %fn1_ok : i1
    %em43c = arith.constant 81 : index
    %em43 = arith.addi %mt, %em43c : index
    %emok43 = arith.cmpi ult, %em43, %M : index
    %eok43 = arith.andi %emok43, %fn1_ok : i1
    %em44c = arith.constant 88 : index
    %em44 = arith.addi %mt, %em44c : index
    %emok44 = arith.cmpi ult, %em44, %M : index
    %eok44 = arith.andi %emok44, %fn0_ok : i1
    %em45c = arith.constant 89 : index
    %em45 = arith.addi %mt, %em45c : index
    %emok45 = arith.cmpi ult, %em45, %M : index
    %eok45 = arith.andi %emok45, %fn0_ok : i1
    %em46c = arith.constant 88 : index
    %em46 = arith.addi %mt, %em46c : index
    %emok46 = arith.cmpi ult, %em46, %M : index
    %eok46 = arith.andi %emok46, %fn1_ok : i1
    %em47c = arith.constant 89 : index
    %em47 = arith.addi %mt, %em47c : index
    %emok47 = arith.cmpi ult, %em47, %M : index
    %eok47 = arith.andi %emok47, %fn1_ok : i1
    %em48c = arith.constant 96 : index
    %em48 = arith.addi %mt, %em48c : index
    %emok48 = arith.cmpi ult, %em48, %M : index
    %eok48 = arith.andi %emok48, %fn0_ok : i1
    %em49c = arith.constant 97 : index
    %em49 = arith.addi %mt, %em49c : index
    %emok49 = arith.cmpi ult, %em49, %M : index
    %eok49 = arith.andi %emok49, %fn0_ok : i1
    %em50c = arith.constant 96 : index
    %em50 = arith.addi %mt, %em50c : index
    %emok50 = arith.cmpi ult, %em50, %M : index
    %eok50 = arith.andi %emok50, %fn1_ok : i1
    %em51c = arith.constant 97 : index
    %em51 = arith.addi %mt, %em51c : index
    %emok51 = arith.cmpi ult, %em51, %M : index
    %eok51 = arith.andi %emok51, %fn1_ok : i1
    %em52c = arith.constant 104 : index
    %em52 = arith.addi %mt, %em52c : index
    %emok52 = arith.cmpi ult, %em52, %M : index
    %eok52 = arith.andi %emok52, %fn0_ok : i1
    %em53c = arith.constant 105 : index
    %em53 = arith.addi %mt, %em53c : index
    %emok53 = arith.cmpi ult, %em53, %M : index
    %eok53 = arith.andi %emok53, %fn0_ok : i1
    %em54c = arith.constant 104 : index
    %em54 = arith.addi %mt, %em54c : index
    %emok54 = arith.cmpi ult, %em54, %M : index
    %eok54 = arith.andi %emok54, %fn1_ok : i1
    %em55c = arith.constant 105 : index
    %em55 = arith.addi %mt, %em55c : index
    %emok55 = arith.cmpi ult, %em55, %M : index
    %eok55 = arith.andi %emok55, %fn1_ok : i1
    %em56c = arith.constant 112 : index
    %em56 = arith.addi %mt, %em56c : index
    %emok56 = arith.cmpi ult, %em56, %M : index
    %eok56 = arith.andi %emok56, %fn0_ok : i1
    %em57c = arith.constant 113 : index
    %em57 = arith.addi %mt, %em57c : index
    %emok57 = arith.cmpi ult, %em57, %M : index
    %eok57 = arith.andi %emok57, %fn0_ok : i1
    %em58c = arith.constant 112 : index
    %em58 = arith.addi %mt, %em58c : index
    %emok58 = arith.cmpi ult, %em58, %M : index
    %eok58 = arith.andi %emok58, %fn1_ok : i1
    %em59c = arith.constant 113 : index
    %em59 = arith.addi %mt, %em59c : index
    %emok59 = arith.cmpi ult, %em59, %M : index
    %eok59 = arith.andi %emok59, %fn1_ok : i1
    %em60c = arith.constant 120 : index
    %em60 = arith.addi %mt, %em60c : index
    %emok60 = arith.cmpi ult, %em60, %M : index
    %eok60 = arith.andi %emok60, %fn0_ok : i1
    %em61c = arith.constant 121 : index
    %em61 = arith.addi %mt, %em61c : index
    %emok61 = arith.cmpi ult, %em61, %M : index
    %eok61 = arith.andi %emok61, %fn0_ok : i1
    %em62c = arith.constant 120 : index
    %em62 = arith.addi %mt, %em62c : index
    %emok62 = arith.cmpi ult, %em62, %M : index
    %eok62 = arith.andi %emok62, %fn1_ok : i1
    %em63c = arith.constant 121 : index
    %em63 = arith.addi %mt, %em63c : index
    %emok63 = arith.cmpi ult, %em63, %M : index
    %eok63 = arith.andi %emok63, %fn1_ok : i1
    // A whole tile's sums are C's; a partial segment's go to the workspace, and in the tile's last block
    // the sum of its blocks' partials is. One store sequence for both (the kernel's code stays small).
    %sk_s0z = arith.cmpi eq, %sk_s0, %i0 : index
    %sk_s1I = arith.cmpi eq, %sk_s1, %I : index
    %sk_whole = arith.andi %sk_s0z, %sk_s1I : i1
    %fin:65 = scf.if %sk_whole -> (i1, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
      %sk_yes = arith.constant true
      scf.yield %sk_yes, %res#0, %res#1, %res#2, %res#3, %res#4, %res#5, %res#6, %res#7, %res#8, %res#9, %res#10, %res#11, %res#12, %res#13, %res#14, %res#15, %res#16, %res#17, %res#18, %res#19, %res#20, %res#21, %res#22, %res#23, %res#24, %res#25, %res#26, %res#27, %res#28, %res#29, %res#30, %res#31, %res#32, %res#33, %res#34, %res#35, %res#36, %res#37, %res#38, %res#39, %res#40, %res#41, %res#42, %res#43, %res#44, %res#45, %res#46, %res#47, %res#48, %res#49, %res#50, %res#51, %res#52, %res#53, %res#54, %res#55, %res#56, %res#57, %res#58, %res#59, %res#60, %res#61, %res#62, %res#63 : i1, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
    } else {
    // s: 0 for the block's first segment, 1 for its last (a middle one is a whole tile)
    %sk_first = arith.cmpi eq, %seg, %i0 : index
    %sk_slot = arith.select %sk_first, %i0, %i1 : index
    %sk_b2 = arith.muli %skb, %i2 : index
    %sk_p = arith.addi %sk_b2, %sk_slot : index
    %pj0 = arith.constant 0 : index
    memref.store %res#0, %P[%sk_p, %pj0, %tx] : memref<?x?x?x{elt}>
    %pj1 = arith.constant 1 : index
    memref.store %res#1, %P[%sk_p, %pj1, %tx] : memref<?x?x?x{elt}>
    %pj2 = arith.constant 2 : index
    memref.store %res#2, %P[%sk_p, %pj2, %tx] : memref<?x?x?x{elt}>
    %pj3 = arith.constant 3 : index
    memref.store %res#3, %P[%sk_p, %pj3, %tx] : memref<?x?x?x{elt}>
    %pj4 = arith.constant 4 : index
    memref.store %res#4, %P[%sk_p, %pj4, %tx] : memref<?x?x?x{elt}>
    %pj5 = arith.constant 5 : index
    memref.store %res#5, %P[%sk_p, %pj5, %tx] : memref<?x?x?x{elt}>
    %pj6 = arith.constant 6 : index
    memref.store %res#6, %P[%sk_p, %pj6, %tx] : memref<?x?x?x{elt}>
    %pj7 = arith.constant 7 : index
    memref.store %res#7, %P[%sk_p, %pj7, %tx] : memref<?x?x?x{elt}>
    %pj8 = arith.constant 8 : index
    memref.store %res#8, %P[%sk_p, %pj8, %tx] : memref<?x?x?x{elt}>
    %pj9 = arith.constant 9 : index
    memref.store %res#9, %P[%sk_p, %pj9, %tx] : memref<?x?x?x{elt}>
    %pj10 = arith.constant 10 : index
    memref.store %res#10, %P[%sk_p, %pj10, %tx] : memref<?x?x?x{elt}>
    %pj11 = arith.constant 11 : index
    memref.store %res#11, %P[%sk_p, %pj11, %tx] : memref<?x?x?x{elt}>
    %pj12 = arith.constant 12 : index
    memref.store %res#12, %P[%sk_p, %pj12, %tx] : memref<?x?x?x{elt}>
    %pj13 = arith.constant 13 : index
    memref.store %res#13, %P[%sk_p, %pj13, %tx] : memref<?x?x?x{elt}>
    %pj14 = arith.constant 14 : index
    memref.store %res#14, %P[%sk_p, %pj14, %tx] : memref<?x?x?x{elt}>
    %pj15 = arith.constant 15 : index
    memref.store %res#15, %P[%sk_p, %pj15, %tx] : memref<?x?x?x{elt}>
    %pj16 = arith.constant 16 : index
    memref.store %res#16, %P[%sk_p, %pj16, %tx] : memref<?x?x?x{elt}>
    %pj17 = arith.constant 17 : index
    memref.store %res#17, %P[%sk_p, %pj17, %tx] : memref<?x?x?x{elt}>
    %pj18 = arith.constant 18 : index
    memref.store %res#18, %P[%sk_p, %pj18, %tx] : memref<?x?x?x{elt}>
    %pj19 = arith.constant 19 : index
    memref.store %res#19, %P[%sk_p, %pj19, %tx] : memref<?x?x?x{elt}>
    %pj20 = arith.constant 20 : index
    memref.store %res#20, %P[%sk_p, %pj20, %tx] : memref<?x?x?x{elt}>
    %pj21 = arith.constant 21 : index
    memref.store %res#21, %P[%sk_p, %pj21, %tx] : memref<?x?x?x{elt}>
    %pj22 = arith.constant 22 : index
    memref.store %res#22, %P[%sk_p, %pj22, %tx] : memref<?x?x?x{elt}>
    %pj23 = arith.constant 23 : index
    memref.store %res#23, %P[%sk_p, %pj23, %tx] : memref<?x?x?x{elt}>
    %pj24 = arith.constant 24 : index
    memref.store %res#24, %P[%sk_p, %pj24, %tx] : memref<?x?x?x{elt}>
    %pj25 = arith.constant 25 : index
    memref.store %res#25, %P[%sk_p, %pj25, %tx] : memref<?x?x?x{elt}>
    %pj26 = arith.constant 26 : index
    memref.store %res#26, %P[%sk_p, %pj26, %tx] : memref<?x?x?x{elt}>
    %pj27 = arith.constant 27 : index
    memref.store %res#27, %P[%sk_p, %pj27, %tx] : memref<?x?x?x{elt}>
    %pj28 = arith.constant 28 : index
    memref.store %res#28, %P[%sk_p, %pj28, %tx] : memref<?x?x?x{elt}>
    %pj29 = arith.constant 29 : index
    memref.store %res#29, %P[%sk_p, %pj29, %tx] : memref<?x?x?x{elt}>
    %pj30 = arith.constant 30 : index
    memref.store %res#30, %P[%sk_p, %pj30, %tx] : memref<?x?x?x{elt}>
    %pj31 = arith.constant 31 : index
    memref.store %res#31, %P[%sk_p, %pj31, %tx] : memref<?x?x?x{elt}>
    %pj32 = arith.constant 32 : index
    memref.store %res#32, %P[%sk_p, %pj32, %tx] : memref<?x?x?x{elt}>
    %pj33 = arith.constant 33 : index
    memref.store %res#33, %P[%sk_p, %pj33, %tx] : memref<?x?x?x{elt}>
    %pj34 = arith.constant 34 : index
    memref.store %res#34, %P[%sk_p, %pj34, %tx] : memref<?x?x?x{elt}>
    %pj35 = arith.constant 35 : index
    memref.store %res#35, %P[%sk_p, %pj35, %tx] : memref<?x?x?x{elt}>
    %pj36 = arith.constant 36 : index
    memref.store %res#36, %P[%sk_p, %pj36, %tx] : memref<?x?x?x{elt}>
    %pj37 = arith.constant 37 : index
    memref.store %res#37, %P[%sk_p, %pj37, %tx] : memref<?x?x?x{elt}>
    %pj38 = arith.constant 38 : index
    memref.store %res#38, %P[%sk_p, %pj38, %tx] : memref<?x?x?x{elt}>
    %pj39 = arith.constant 39 : index
    memref.store %res#39, %P[%sk_p, %pj39, %tx] : memref<?x?x?x{elt}>
    %pj40 = arith.constant 40 : index
    memref.store %res#40, %P[%sk_p, %pj40, %tx] : memref<?x?x?x{elt}>
    %pj41 = arith.constant 41 : index
    memref.store %res#41, %P[%sk_p, %pj41, %tx] : memref<?x?x?x{elt}>
    %pj42 = arith.constant 42 : index
    memref.store %res#42, %P[%sk_p, %pj42, %tx] : memref<?x?x?x{elt}>
    %pj43 = arith.constant 43 : index
    memref.store %res#43, %P[%sk_p, %pj43, %tx] : memref<?x?x?x{elt}>
    %pj44 = arith.constant 44 : index
    memref.store %res#44, %P[%sk_p, %pj44, %tx] : memref<?x?x?x{elt}>
    %pj45 = arith.constant 45 : index
    memref.store %res#45, %P[%sk_p, %pj45, %tx] : memref<?x?x?x{elt}>
    %pj46 = arith.constant 46 : index
    memref.store %res#46, %P[%sk_p, %pj46, %tx] : memref<?x?x?x{elt}>
    %pj47 = arith.constant 47 : index
    memref.store %res#47, %P[%sk_p, %pj47, %tx] : memref<?x?x?x{elt}>
    %pj48 = arith.constant 48 : index
    memref.store %res#48, %P[%sk_p, %pj48, %tx] : memref<?x?x?x{elt}>
    %pj49 = arith.constant 49 : index
    memref.store %res#49, %P[%sk_p, %pj49, %tx] : memref<?x?x?x{elt}>
    %pj50 = arith.constant 50 : index
    memref.store %res#50, %P[%sk_p, %pj50, %tx] : memref<?x?x?x{elt}>
    %pj51 = arith.constant 51 : index
    memref.store %res#51, %P[%sk_p, %pj51, %tx] : memref<?x?x?x{elt}>
    %pj52 = arith.constant 52 : index
    memref.store %res#52, %P[%sk_p, %pj52, %tx] : memref<?x?x?x{elt}>
    %pj53 = arith.constant 53 : index
    memref.store %res#53, %P[%sk_p, %pj53, %tx] : memref<?x?x?x{elt}>
    %pj54 = arith.constant 54 : index
    memref.store %res#54, %P[%sk_p, %pj54, %tx] : memref<?x?x?x{elt}>
    %pj55 = arith.constant 55 : index
    memref.store %res#55, %P[%sk_p, %pj55, %tx] : memref<?x?x?x{elt}>
    %pj56 = arith.constant 56 : index
    memref.store %res#56, %P[%sk_p, %pj56, %tx] : memref<?x?x?x{elt}>
    %pj57 = arith.constant 57 : index
    memref.store %res#57, %P[%sk_p, %pj57, %tx] : memref<?x?x?x{elt}>
    %pj58 = arith.constant 58 : index
    memref.store %res#58, %P[%sk_p, %pj58, %tx] : memref<?x?x?x{elt}>
    %pj59 = arith.constant 59 : index
    memref.store %res#59, %P[%sk_p, %pj59, %tx] : memref<?x?x?x{elt}>
    %pj60 = arith.constant 60 : index
    memref.store %res#60, %P[%sk_p, %pj60, %tx] : memref<?x?x?x{elt}>
    %pj61 = arith.constant 61 : index
    memref.store %res#61, %P[%sk_p, %pj61, %tx] : memref<?x?x?x{elt}>
    %pj62 = arith.constant 62 : index
    memref.store %res#62, %P[%sk_p, %pj62, %tx] : memref<?x?x?x{elt}>
    %pj63 = arith.constant 63 : index
    memref.store %res#63, %P[%sk_p, %pj63, %tx] : memref<?x?x?x{elt}>
    // The tile's blocks: the owners of its first and last K steps (owner(x) = ((x + 1) G - 1) / U).
    %sk_x0a = arith.addi %sk_tbase, %i1 : index
    %sk_x0b = arith.muli %sk_x0a, %G : index
    %sk_x0c = arith.subi %sk_x0b, %i1 : index
    %sk_cb0 = arith.divui %sk_x0c, %U : index
    %sk_x1b = arith.muli %sk_tend, %G : index
    %sk_x1c = arith.subi %sk_x1b, %i1 : index
    %sk_cb1 = arith.divui %sk_x1c, %U : index
    %sk_ncon0 = arith.subi %sk_cb1, %sk_cb0 : index
    %sk_ncon = arith.addi %sk_ncon0, %i1 : index
    %sk_cb1p = arith.addi %sk_cb1, %i1 : index
    // Release this block's partial sums device-wide, then take a ticket: the tile's last block adds them up.
    gpu.barrier
    %t0 = arith.cmpi eq, %tx, %i0 : index
    scf.if %t0 {
      %one_s = arith.constant 1 : i32
      llvm.fence syncscope("device") acq_rel
      %ticket_s = memref.atomic_rmw addi %one_s, %cnt[%by, %bx] : (i32, memref<?x?xi32>) -> i32
      memref.store %ticket_s, %Tk[%i0] : memref<1xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %got_s = memref.load %Tk[%i0] : memref<1xi32, #gpu.address_space<workgroup>>
    %nS32_s = arith.index_cast %sk_ncon : index to i32
    %one32_s = arith.constant 1 : i32
    %lastt_s = arith.subi %nS32_s, %one32_s : i32
    %last_s = arith.cmpi eq, %got_s, %lastt_s : i32
    %tot:64 = scf.if %last_s -> ({elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
      // (acquire: every thread of this block sees the other blocks' partial sums)
      llvm.fence syncscope("device") acq_rel
      %sk_neg0 = arith.constant -0.0 : {elt}
      // Block c's partial of this tile: P[2 c + (0 if the tile is c's first, else 1)], added in block order.
      %sum:64 = scf.for %cb = %sk_cb0 to %sk_cb1p step %i1 iter_args(%ca0 = %sk_neg0, %ca1 = %sk_neg0, %ca2 = %sk_neg0, %ca3 = %sk_neg0, %ca4 = %sk_neg0, %ca5 = %sk_neg0, %ca6 = %sk_neg0, %ca7 = %sk_neg0, %ca8 = %sk_neg0, %ca9 = %sk_neg0, %ca10 = %sk_neg0, %ca11 = %sk_neg0, %ca12 = %sk_neg0, %ca13 = %sk_neg0, %ca14 = %sk_neg0, %ca15 = %sk_neg0, %ca16 = %sk_neg0, %ca17 = %sk_neg0, %ca18 = %sk_neg0, %ca19 = %sk_neg0, %ca20 = %sk_neg0, %ca21 = %sk_neg0, %ca22 = %sk_neg0, %ca23 = %sk_neg0, %ca24 = %sk_neg0, %ca25 = %sk_neg0, %ca26 = %sk_neg0, %ca27 = %sk_neg0, %ca28 = %sk_neg0, %ca29 = %sk_neg0, %ca30 = %sk_neg0, %ca31 = %sk_neg0, %ca32 = %sk_neg0, %ca33 = %sk_neg0, %ca34 = %sk_neg0, %ca35 = %sk_neg0, %ca36 = %sk_neg0, %ca37 = %sk_neg0, %ca38 = %sk_neg0, %ca39 = %sk_neg0, %ca40 = %sk_neg0, %ca41 = %sk_neg0, %ca42 = %sk_neg0, %ca43 = %sk_neg0, %ca44 = %sk_neg0, %ca45 = %sk_neg0, %ca46 = %sk_neg0, %ca47 = %sk_neg0, %ca48 = %sk_neg0, %ca49 = %sk_neg0, %ca50 = %sk_neg0, %ca51 = %sk_neg0, %ca52 = %sk_neg0, %ca53 = %sk_neg0, %ca54 = %sk_neg0, %ca55 = %sk_neg0, %ca56 = %sk_neg0, %ca57 = %sk_neg0, %ca58 = %sk_neg0, %ca59 = %sk_neg0, %ca60 = %sk_neg0, %ca61 = %sk_neg0, %ca62 = %sk_neg0, %ca63 = %sk_neg0) -> ({elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
        %sk_cu = arith.muli %cb, %U : index
        %sk_cu0 = arith.divui %sk_cu, %G : index
        %sk_ct = arith.divui %sk_cu0, %I : index
        %sk_cf = arith.cmpi eq, %sk_ct, %tile : index
        %sk_cs = arith.select %sk_cf, %i0, %i1 : index
        %sk_cb2 = arith.muli %cb, %i2 : index
        %sk_ci = arith.addi %sk_cb2, %sk_cs : index
        %pv0 = memref.load %P[%sk_ci, %pj0, %tx] : memref<?x?x?x{elt}>
        %pv1 = memref.load %P[%sk_ci, %pj1, %tx] : memref<?x?x?x{elt}>
        %pv2 = memref.load %P[%sk_ci, %pj2, %tx] : memref<?x?x?x{elt}>
        %pv3 = memref.load %P[%sk_ci, %pj3, %tx] : memref<?x?x?x{elt}>
        %pv4 = memref.load %P[%sk_ci, %pj4, %tx] : memref<?x?x?x{elt}>
        %pv5 = memref.load %P[%sk_ci, %pj5, %tx] : memref<?x?x?x{elt}>
        %pv6 = memref.load %P[%sk_ci, %pj6, %tx] : memref<?x?x?x{elt}>
        %pv7 = memref.load %P[%sk_ci, %pj7, %tx] : memref<?x?x?x{elt}>
        %pv8 = memref.load %P[%sk_ci, %pj8, %tx] : memref<?x?x?x{elt}>
        %pv9 = memref.load %P[%sk_ci, %pj9, %tx] : memref<?x?x?x{elt}>
        %pv10 = memref.load %P[%sk_ci, %pj10, %tx] : memref<?x?x?x{elt}>
        %pv11 = memref.load %P[%sk_ci, %pj11, %tx] : memref<?x?x?x{elt}>
        %pv12 = memref.load %P[%sk_ci, %pj12, %tx] : memref<?x?x?x{elt}>
        %pv13 = memref.load %P[%sk_ci, %pj13, %tx] : memref<?x?x?x{elt}>
        %pv14 = memref.load %P[%sk_ci, %pj14, %tx] : memref<?x?x?x{elt}>
        %pv15 = memref.load %P[%sk_ci, %pj15, %tx] : memref<?x?x?x{elt}>
        %pv16 = memref.load %P[%sk_ci, %pj16, %tx] : memref<?x?x?x{elt}>
        %pv17 = memref.load %P[%sk_ci, %pj17, %tx] : memref<?x?x?x{elt}>
        %pv18 = memref.load %P[%sk_ci, %pj18, %tx] : memref<?x?x?x{elt}>
        %pv19 = memref.load %P[%sk_ci, %pj19, %tx] : memref<?x?x?x{elt}>
        %pv20 = memref.load %P[%sk_ci, %pj20, %tx] : memref<?x?x?x{elt}>
        %pv21 = memref.load %P[%sk_ci, %pj21, %tx] : memref<?x?x?x{elt}>
        %pv22 = memref.load %P[%sk_ci, %pj22, %tx] : memref<?x?x?x{elt}>
        %pv23 = memref.load %P[%sk_ci, %pj23, %tx] : memref<?x?x?x{elt}>
        %pv24 = memref.load %P[%sk_ci, %pj24, %tx] : memref<?x?x?x{elt}>
        %pv25 = memref.load %P[%sk_ci, %pj25, %tx] : memref<?x?x?x{elt}>
        %pv26 = memref.load %P[%sk_ci, %pj26, %tx] : memref<?x?x?x{elt}>
        %pv27 = memref.load %P[%sk_ci, %pj27, %tx] : memref<?x?x?x{elt}>
        %pv28 = memref.load %P[%sk_ci, %pj28, %tx] : memref<?x?x?x{elt}>
        %pv29 = memref.load %P[%sk_ci, %pj29, %tx] : memref<?x?x?x{elt}>
        %pv30 = memref.load %P[%sk_ci, %pj30, %tx] : memref<?x?x?x{elt}>
        %pv31 = memref.load %P[%sk_ci, %pj31, %tx] : memref<?x?x?x{elt}>
        %pv32 = memref.load %P[%sk_ci, %pj32, %tx] : memref<?x?x?x{elt}>
        %pv33 = memref.load %P[%sk_ci, %pj33, %tx] : memref<?x?x?x{elt}>
        %pv34 = memref.load %P[%sk_ci, %pj34, %tx] : memref<?x?x?x{elt}>
        %pv35 = memref.load %P[%sk_ci, %pj35, %tx] : memref<?x?x?x{elt}>
        %pv36 = memref.load %P[%sk_ci, %pj36, %tx] : memref<?x?x?x{elt}>
        %pv37 = memref.load %P[%sk_ci, %pj37, %tx] : memref<?x?x?x{elt}>
        %pv38 = memref.load %P[%sk_ci, %pj38, %tx] : memref<?x?x?x{elt}>
        %pv39 = memref.load %P[%sk_ci, %pj39, %tx] : memref<?x?x?x{elt}>
        %pv40 = memref.load %P[%sk_ci, %pj40, %tx] : memref<?x?x?x{elt}>
        %pv41 = memref.load %P[%sk_ci, %pj41, %tx] : memref<?x?x?x{elt}>
        %pv42 = memref.load %P[%sk_ci, %pj42, %tx] : memref<?x?x?x{elt}>
        %pv43 = memref.load %P[%sk_ci, %pj43, %tx] : memref<?x?x?x{elt}>
        %pv44 = memref.load %P[%sk_ci, %pj44, %tx] : memref<?x?x?x{elt}>
        %pv45 = memref.load %P[%sk_ci, %pj45, %tx] : memref<?x?x?x{elt}>
        %pv46 = memref.load %P[%sk_ci, %pj46, %tx] : memref<?x?x?x{elt}>
        %pv47 = memref.load %P[%sk_ci, %pj47, %tx] : memref<?x?x?x{elt}>
        %pv48 = memref.load %P[%sk_ci, %pj48, %tx] : memref<?x?x?x{elt}>
        %pv49 = memref.load %P[%sk_ci, %pj49, %tx] : memref<?x?x?x{elt}>
        %pv50 = memref.load %P[%sk_ci, %pj50, %tx] : memref<?x?x?x{elt}>
        %pv51 = memref.load %P[%sk_ci, %pj51, %tx] : memref<?x?x?x{elt}>
        %pv52 = memref.load %P[%sk_ci, %pj52, %tx] : memref<?x?x?x{elt}>
        %pv53 = memref.load %P[%sk_ci, %pj53, %tx] : memref<?x?x?x{elt}>
        %pv54 = memref.load %P[%sk_ci, %pj54, %tx] : memref<?x?x?x{elt}>
        %pv55 = memref.load %P[%sk_ci, %pj55, %tx] : memref<?x?x?x{elt}>
        %pv56 = memref.load %P[%sk_ci, %pj56, %tx] : memref<?x?x?x{elt}>
        %pv57 = memref.load %P[%sk_ci, %pj57, %tx] : memref<?x?x?x{elt}>
        %pv58 = memref.load %P[%sk_ci, %pj58, %tx] : memref<?x?x?x{elt}>
        %pv59 = memref.load %P[%sk_ci, %pj59, %tx] : memref<?x?x?x{elt}>
        %pv60 = memref.load %P[%sk_ci, %pj60, %tx] : memref<?x?x?x{elt}>
        %pv61 = memref.load %P[%sk_ci, %pj61, %tx] : memref<?x?x?x{elt}>
        %pv62 = memref.load %P[%sk_ci, %pj62, %tx] : memref<?x?x?x{elt}>
        %pv63 = memref.load %P[%sk_ci, %pj63, %tx] : memref<?x?x?x{elt}>
        %pa0 = arith.addf %ca0, %pv0 : {elt}
        %pa1 = arith.addf %ca1, %pv1 : {elt}
        %pa2 = arith.addf %ca2, %pv2 : {elt}
        %pa3 = arith.addf %ca3, %pv3 : {elt}
        %pa4 = arith.addf %ca4, %pv4 : {elt}
        %pa5 = arith.addf %ca5, %pv5 : {elt}
        %pa6 = arith.addf %ca6, %pv6 : {elt}
        %pa7 = arith.addf %ca7, %pv7 : {elt}
        %pa8 = arith.addf %ca8, %pv8 : {elt}
        %pa9 = arith.addf %ca9, %pv9 : {elt}
        %pa10 = arith.addf %ca10, %pv10 : {elt}
        %pa11 = arith.addf %ca11, %pv11 : {elt}
        %pa12 = arith.addf %ca12, %pv12 : {elt}
        %pa13 = arith.addf %ca13, %pv13 : {elt}
        %pa14 = arith.addf %ca14, %pv14 : {elt}
        %pa15 = arith.addf %ca15, %pv15 : {elt}
        %pa16 = arith.addf %ca16, %pv16 : {elt}
        %pa17 = arith.addf %ca17, %pv17 : {elt}
        %pa18 = arith.addf %ca18, %pv18 : {elt}
        %pa19 = arith.addf %ca19, %pv19 : {elt}
        %pa20 = arith.addf %ca20, %pv20 : {elt}
        %pa21 = arith.addf %ca21, %pv21 : {elt}
        %pa22 = arith.addf %ca22, %pv22 : {elt}
        %pa23 = arith.addf %ca23, %pv23 : {elt}
        %pa24 = arith.addf %ca24, %pv24 : {elt}
        %pa25 = arith.addf %ca25, %pv25 : {elt}
        %pa26 = arith.addf %ca26, %pv26 : {elt}
        %pa27 = arith.addf %ca27, %pv27 : {elt}
        %pa28 = arith.addf %ca28, %pv28 : {elt}
        %pa29 = arith.addf %ca29, %pv29 : {elt}
        %pa30 = arith.addf %ca30, %pv30 : {elt}
        %pa31 = arith.addf %ca31, %pv31 : {elt}
        %pa32 = arith.addf %ca32, %pv32 : {elt}
        %pa33 = arith.addf %ca33, %pv33 : {elt}
        %pa34 = arith.addf %ca34, %pv34 : {elt}
        %pa35 = arith.addf %ca35, %pv35 : {elt}
        %pa36 = arith.addf %ca36, %pv36 : {elt}
        %pa37 = arith.addf %ca37, %pv37 : {elt}
        %pa38 = arith.addf %ca38, %pv38 : {elt}
        %pa39 = arith.addf %ca39, %pv39 : {elt}
        %pa40 = arith.addf %ca40, %pv40 : {elt}
        %pa41 = arith.addf %ca41, %pv41 : {elt}
        %pa42 = arith.addf %ca42, %pv42 : {elt}
        %pa43 = arith.addf %ca43, %pv43 : {elt}
        %pa44 = arith.addf %ca44, %pv44 : {elt}
        %pa45 = arith.addf %ca45, %pv45 : {elt}
        %pa46 = arith.addf %ca46, %pv46 : {elt}
        %pa47 = arith.addf %ca47, %pv47 : {elt}
        %pa48 = arith.addf %ca48, %pv48 : {elt}
        %pa49 = arith.addf %ca49, %pv49 : {elt}
        %pa50 = arith.addf %ca50, %pv50 : {elt}
        %pa51 = arith.addf %ca51, %pv51 : {elt}
        %pa52 = arith.addf %ca52, %pv52 : {elt}
        %pa53 = arith.addf %ca53, %pv53 : {elt}
        %pa54 = arith.addf %ca54, %pv54 : {elt}
        %pa55 = arith.addf %ca55, %pv55 : {elt}
        %pa56 = arith.addf %ca56, %pv56 : {elt}
        %pa57 = arith.addf %ca57, %pv57 : {elt}
        %pa58 = arith.addf %ca58, %pv58 : {elt}
        %pa59 = arith.addf %ca59, %pv59 : {elt}
        %pa60 = arith.addf %ca60, %pv60 : {elt}
        %pa61 = arith.addf %ca61, %pv61 : {elt}
        %pa62 = arith.addf %ca62, %pv62 : {elt}
        %pa63 = arith.addf %ca63, %pv63 : {elt}
        scf.yield %pa0, %pa1, %pa2, %pa3, %pa4, %pa5, %pa6, %pa7, %pa8, %pa9, %pa10, %pa11, %pa12, %pa13, %pa14, %pa15, %pa16, %pa17, %pa18, %pa19, %pa20, %pa21, %pa22, %pa23, %pa24, %pa25, %pa26, %pa27, %pa28, %pa29, %pa30, %pa31, %pa32, %pa33, %pa34, %pa35, %pa36, %pa37, %pa38, %pa39, %pa40, %pa41, %pa42, %pa43, %pa44, %pa45, %pa46, %pa47, %pa48, %pa49, %pa50, %pa51, %pa52, %pa53, %pa54, %pa55, %pa56, %pa57, %pa58, %pa59, %pa60, %pa61, %pa62, %pa63 : {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
      }
      // (every block of the tile took its ticket: the counter goes back to 0 for the next launch)
      scf.if %t0 {
        %z32 = arith.constant 0 : i32
        memref.store %z32, %cnt[%by, %bx] : memref<?x?xi32>
      }
      scf.yield %sum#0, %sum#1, %sum#2, %sum#3, %sum#4, %sum#5, %sum#6, %sum#7, %sum#8, %sum#9, %sum#10, %sum#11, %sum#12, %sum#13, %sum#14, %sum#15, %sum#16, %sum#17, %sum#18, %sum#19, %sum#20, %sum#21, %sum#22, %sum#23, %sum#24, %sum#25, %sum#26, %sum#27, %sum#28, %sum#29, %sum#30, %sum#31, %sum#32, %sum#33, %sum#34, %sum#35, %sum#36, %sum#37, %sum#38, %sum#39, %sum#40, %sum#41, %sum#42, %sum#43, %sum#44, %sum#45, %sum#46, %sum#47, %sum#48, %sum#49, %sum#50, %sum#51, %sum#52, %sum#53, %sum#54, %sum#55, %sum#56, %sum#57, %sum#58, %sum#59, %sum#60, %sum#61, %sum#62, %sum#63 : {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
    } else {
      scf.yield %res#0, %res#1, %res#2, %res#3, %res#4, %res#5, %res#6, %res#7, %res#8, %res#9, %res#10, %res#11, %res#12, %res#13, %res#14, %res#15, %res#16, %res#17, %res#18, %res#19, %res#20, %res#21, %res#22, %res#23, %res#24, %res#25, %res#26, %res#27, %res#28, %res#29, %res#30, %res#31, %res#32, %res#33, %res#34, %res#35, %res#36, %res#37, %res#38, %res#39, %res#40, %res#41, %res#42, %res#43, %res#44, %res#45, %res#46, %res#47, %res#48, %res#49, %res#50, %res#51, %res#52, %res#53, %res#54, %res#55, %res#56, %res#57, %res#58, %res#59, %res#60, %res#61, %res#62, %res#63 : {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
    }
    scf.yield %last_s, %tot#0, %tot#1, %tot#2, %tot#3, %tot#4, %tot#5, %tot#6, %tot#7, %tot#8, %tot#9, %tot#10, %tot#11, %tot#12, %tot#13, %tot#14, %tot#15, %tot#16, %tot#17, %tot#18, %tot#19, %tot#20, %tot#21, %tot#22, %tot#23, %tot#24, %tot#25, %tot#26, %tot#27, %tot#28, %tot#29, %tot#30, %tot#31, %tot#32, %tot#33, %tot#34, %tot#35, %tot#36, %tot#37, %tot#38, %tot#39, %tot#40, %tot#41, %tot#42, %tot#43, %tot#44, %tot#45, %tot#46, %tot#47, %tot#48, %tot#49, %tot#50, %tot#51, %tot#52, %tot#53, %tot#54, %tot#55, %tot#56, %tot#57, %tot#58, %tot#59, %tot#60, %tot#61, %tot#62, %tot#63 : i1, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
    }
    scf.if %fin#0 {
    scf.if %eok0 {
      %old0 = scf.if %accumulate -> ({elt}) {
        %o0 = memref.load %C[%em0, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o0 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v0 = arith.addf %old0, %fin#1 : {elt}
      func.call @{func}_store(%v0, %em0, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok1 {
      %old1 = scf.if %accumulate -> ({elt}) {
        %o1 = memref.load %C[%em1, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o1 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v1 = arith.addf %old1, %fin#2 : {elt}
      func.call @{func}_store(%v1, %em1, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok2 {
      %old2 = scf.if %accumulate -> ({elt}) {
        %o2 = memref.load %C[%em2, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o2 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v2 = arith.addf %old2, %fin#3 : {elt}
      func.call @{func}_store(%v2, %em2, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok3 {
      %old3 = scf.if %accumulate -> ({elt}) {
        %o3 = memref.load %C[%em3, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o3 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v3 = arith.addf %old3, %fin#4 : {elt}
      func.call @{func}_store(%v3, %em3, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok4 {
      %old4 = scf.if %accumulate -> ({elt}) {
        %o4 = memref.load %C[%em4, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o4 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v4 = arith.addf %old4, %fin#5 : {elt}
      func.call @{func}_store(%v4, %em4, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok5 {
      %old5 = scf.if %accumulate -> ({elt}) {
        %o5 = memref.load %C[%em5, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o5 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v5 = arith.addf %old5, %fin#6 : {elt}
      func.call @{func}_store(%v5, %em5, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok6 {
      %old6 = scf.if %accumulate -> ({elt}) {
        %o6 = memref.load %C[%em6, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o6 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v6 = arith.addf %old6, %fin#7 : {elt}
      func.call @{func}_store(%v6, %em6, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok7 {
      %old7 = scf.if %accumulate -> ({elt}) {
        %o7 = memref.load %C[%em7, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o7 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v7 = arith.addf %old7, %fin#8 : {elt}
      func.call @{func}_store(%v7, %em7, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok8 {
      %old8 = scf.if %accumulate -> ({elt}) {
        %o8 = memref.load %C[%em8, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o8 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v8 = arith.addf %old8, %fin#9 : {elt}
      func.call @{func}_store(%v8, %em8, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok9 {
      %old9 = scf.if %accumulate -> ({elt}) {
        %o9 = memref.load %C[%em9, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o9 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v9 = arith.addf %old9, %fin#10 : {elt}
      func.call @{func}_store(%v9, %em9, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok10 {
      %old10 = scf.if %accumulate -> ({elt}) {
        %o10 = memref.load %C[%em10, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v10 = arith.addf %old10, %fin#11 : {elt}
      func.call @{func}_store(%v10, %em10, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok11 {
      %old11 = scf.if %accumulate -> ({elt}) {
        %o11 = memref.load %C[%em11, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v11 = arith.addf %old11, %fin#12 : {elt}
      func.call @{func}_store(%v11, %em11, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok12 {
      %old12 = scf.if %accumulate -> ({elt}) {
        %o12 = memref.load %C[%em12, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o12 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v12 = arith.addf %old12, %fin#13 : {elt}
      func.call @{func}_store(%v12, %em12, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok13 {
      %old13 = scf.if %accumulate -> ({elt}) {
        %o13 = memref.load %C[%em13, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o13 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v13 = arith.addf %old13, %fin#14 : {elt}
      func.call @{func}_store(%v13, %em13, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok14 {
      %old14 = scf.if %accumulate -> ({elt}) {
        %o14 = memref.load %C[%em14, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o14 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v14 = arith.addf %old14, %fin#15 : {elt}
      func.call @{func}_store(%v14, %em14, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok15 {
      %old15 = scf.if %accumulate -> ({elt}) {
        %o15 = memref.load %C[%em15, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o15 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v15 = arith.addf %old15, %fin#16 : {elt}
      func.call @{func}_store(%v15, %em15, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok16 {
      %old16 = scf.if %accumulate -> ({elt}) {
        %o16 = memref.load %C[%em16, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o16 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v16 = arith.addf %old16, %fin#17 : {elt}
      func.call @{func}_store(%v16, %em16, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok17 {
      %old17 = scf.if %accumulate -> ({elt}) {
        %o17 = memref.load %C[%em17, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o17 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v17 = arith.addf %old17, %fin#18 : {elt}
      func.call @{func}_store(%v17, %em17, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok18 {
      %old18 = scf.if %accumulate -> ({elt}) {
        %o18 = memref.load %C[%em18, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o18 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v18 = arith.addf %old18, %fin#19 : {elt}
      func.call @{func}_store(%v18, %em18, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok19 {
      %old19 = scf.if %accumulate -> ({elt}) {
        %o19 = memref.load %C[%em19, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o19 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v19 = arith.addf %old19, %fin#20 : {elt}
      func.call @{func}_store(%v19, %em19, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok20 {
      %old20 = scf.if %accumulate -> ({elt}) {
        %o20 = memref.load %C[%em20, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o20 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v20 = arith.addf %old20, %fin#21 : {elt}
      func.call @{func}_store(%v20, %em20, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok21 {
      %old21 = scf.if %accumulate -> ({elt}) {
        %o21 = memref.load %C[%em21, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o21 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v21 = arith.addf %old21, %fin#22 : {elt}
      func.call @{func}_store(%v21, %em21, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok22 {
      %old22 = scf.if %accumulate -> ({elt}) {
        %o22 = memref.load %C[%em22, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o22 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v22 = arith.addf %old22, %fin#23 : {elt}
      func.call @{func}_store(%v22, %em22, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok23 {
      %old23 = scf.if %accumulate -> ({elt}) {
        %o23 = memref.load %C[%em23, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o23 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v23 = arith.addf %old23, %fin#24 : {elt}
      func.call @{func}_store(%v23, %em23, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok24 {
      %old24 = scf.if %accumulate -> ({elt}) {
        %o24 = memref.load %C[%em24, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o24 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v24 = arith.addf %old24, %fin#25 : {elt}
      func.call @{func}_store(%v24, %em24, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok25 {
      %old25 = scf.if %accumulate -> ({elt}) {
        %o25 = memref.load %C[%em25, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o25 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v25 = arith.addf %old25, %fin#26 : {elt}
      func.call @{func}_store(%v25, %em25, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok26 {
      %old26 = scf.if %accumulate -> ({elt}) {
        %o26 = memref.load %C[%em26, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o26 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v26 = arith.addf %old26, %fin#27 : {elt}
      func.call @{func}_store(%v26, %em26, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok27 {
      %old27 = scf.if %accumulate -> ({elt}) {
        %o27 = memref.load %C[%em27, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o27 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v27 = arith.addf %old27, %fin#28 : {elt}
      func.call @{func}_store(%v27, %em27, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok28 {
      %old28 = scf.if %accumulate -> ({elt}) {
        %o28 = memref.load %C[%em28, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o28 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v28 = arith.addf %old28, %fin#29 : {elt}
      func.call @{func}_store(%v28, %em28, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok29 {
      %old29 = scf.if %accumulate -> ({elt}) {
        %o29 = memref.load %C[%em29, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o29 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v29 = arith.addf %old29, %fin#30 : {elt}
      func.call @{func}_store(%v29, %em29, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok30 {
      %old30 = scf.if %accumulate -> ({elt}) {
        %o30 = memref.load %C[%em30, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o30 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v30 = arith.addf %old30, %fin#31 : {elt}
      func.call @{func}_store(%v30, %em30, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok31 {
      %old31 = scf.if %accumulate -> ({elt}) {
        %o31 = memref.load %C[%em31, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o31 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v31 = arith.addf %old31, %fin#32 : {elt}
      func.call @{func}_store(%v31, %em31, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok32 {
      %old32 = scf.if %accumulate -> ({elt}) {
        %o32 = memref.load %C[%em32, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o32 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v32 = arith.addf %old32, %fin#33 : {elt}
      func.call @{func}_store(%v32, %em32, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok33 {
      %old33 = scf.if %accumulate -> ({elt}) {
        %o33 = memref.load %C[%em33, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o33 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v33 = arith.addf %old33, %fin#34 : {elt}
      func.call @{func}_store(%v33, %em33, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok34 {
      %old34 = scf.if %accumulate -> ({elt}) {
        %o34 = memref.load %C[%em34, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o34 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v34 = arith.addf %old34, %fin#35 : {elt}
      func.call @{func}_store(%v34, %em34, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok35 {
      %old35 = scf.if %accumulate -> ({elt}) {
        %o35 = memref.load %C[%em35, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o35 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v35 = arith.addf %old35, %fin#36 : {elt}
      func.call @{func}_store(%v35, %em35, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok36 {
      %old36 = scf.if %accumulate -> ({elt}) {
        %o36 = memref.load %C[%em36, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o36 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v36 = arith.addf %old36, %fin#37 : {elt}
      func.call @{func}_store(%v36, %em36, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok37 {
      %old37 = scf.if %accumulate -> ({elt}) {
        %o37 = memref.load %C[%em37, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o37 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v37 = arith.addf %old37, %fin#38 : {elt}
      func.call @{func}_store(%v37, %em37, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok38 {
      %old38 = scf.if %accumulate -> ({elt}) {
        %o38 = memref.load %C[%em38, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o38 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v38 = arith.addf %old38, %fin#39 : {elt}
      func.call @{func}_store(%v38, %em38, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok39 {
      %old39 = scf.if %accumulate -> ({elt}) {
        %o39 = memref.load %C[%em39, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o39 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v39 = arith.addf %old39, %fin#40 : {elt}
      func.call @{func}_store(%v39, %em39, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok40 {
      %old40 = scf.if %accumulate -> ({elt}) {
        %o40 = memref.load %C[%em40, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o40 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v40 = arith.addf %old40, %fin#41 : {elt}
      func.call @{func}_store(%v40, %em40, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok41 {
      %old41 = scf.if %accumulate -> ({elt}) {
        %o41 = memref.load %C[%em41, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o41 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v41 = arith.addf %old41, %fin#42 : {elt}
      func.call @{func}_store(%v41, %em41, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok42 {
      %old42 = scf.if %accumulate -> ({elt}) {
        %o42 = memref.load %C[%em42, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o42 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v42 = arith.addf %old42, %fin#43 : {elt}
      func.call @{func}_store(%v42, %em42, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok43 {
      %old43 = scf.if %accumulate -> ({elt}) {
        %o43 = memref.load %C[%em43, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o43 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v43 = arith.addf %old43, %fin#44 : {elt}
      func.call @{func}_store(%v43, %em43, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok44 {
      %old44 = scf.if %accumulate -> ({elt}) {
        %o44 = memref.load %C[%em44, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o44 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v44 = arith.addf %old44, %fin#45 : {elt}
      func.call @{func}_store(%v44, %em44, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok45 {
      %old45 = scf.if %accumulate -> ({elt}) {
        %o45 = memref.load %C[%em45, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o45 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v45 = arith.addf %old45, %fin#46 : {elt}
      func.call @{func}_store(%v45, %em45, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok46 {
      %old46 = scf.if %accumulate -> ({elt}) {
        %o46 = memref.load %C[%em46, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o46 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v46 = arith.addf %old46, %fin#47 : {elt}
      func.call @{func}_store(%v46, %em46, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok47 {
      %old47 = scf.if %accumulate -> ({elt}) {
        %o47 = memref.load %C[%em47, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o47 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v47 = arith.addf %old47, %fin#48 : {elt}
      func.call @{func}_store(%v47, %em47, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok48 {
      %old48 = scf.if %accumulate -> ({elt}) {
        %o48 = memref.load %C[%em48, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o48 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v48 = arith.addf %old48, %fin#49 : {elt}
      func.call @{func}_store(%v48, %em48, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok49 {
      %old49 = scf.if %accumulate -> ({elt}) {
        %o49 = memref.load %C[%em49, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o49 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v49 = arith.addf %old49, %fin#50 : {elt}
      func.call @{func}_store(%v49, %em49, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok50 {
      %old50 = scf.if %accumulate -> ({elt}) {
        %o50 = memref.load %C[%em50, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o50 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v50 = arith.addf %old50, %fin#51 : {elt}
      func.call @{func}_store(%v50, %em50, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok51 {
      %old51 = scf.if %accumulate -> ({elt}) {
        %o51 = memref.load %C[%em51, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o51 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v51 = arith.addf %old51, %fin#52 : {elt}
      func.call @{func}_store(%v51, %em51, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok52 {
      %old52 = scf.if %accumulate -> ({elt}) {
        %o52 = memref.load %C[%em52, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o52 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v52 = arith.addf %old52, %fin#53 : {elt}
      func.call @{func}_store(%v52, %em52, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok53 {
      %old53 = scf.if %accumulate -> ({elt}) {
        %o53 = memref.load %C[%em53, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o53 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v53 = arith.addf %old53, %fin#54 : {elt}
      func.call @{func}_store(%v53, %em53, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok54 {
      %old54 = scf.if %accumulate -> ({elt}) {
        %o54 = memref.load %C[%em54, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o54 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v54 = arith.addf %old54, %fin#55 : {elt}
      func.call @{func}_store(%v54, %em54, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok55 {
      %old55 = scf.if %accumulate -> ({elt}) {
        %o55 = memref.load %C[%em55, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o55 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v55 = arith.addf %old55, %fin#56 : {elt}
      func.call @{func}_store(%v55, %em55, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok56 {
      %old56 = scf.if %accumulate -> ({elt}) {
        %o56 = memref.load %C[%em56, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o56 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v56 = arith.addf %old56, %fin#57 : {elt}
      func.call @{func}_store(%v56, %em56, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok57 {
      %old57 = scf.if %accumulate -> ({elt}) {
        %o57 = memref.load %C[%em57, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o57 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v57 = arith.addf %old57, %fin#58 : {elt}
      func.call @{func}_store(%v57, %em57, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok58 {
      %old58 = scf.if %accumulate -> ({elt}) {
        %o58 = memref.load %C[%em58, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o58 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v58 = arith.addf %old58, %fin#59 : {elt}
      func.call @{func}_store(%v58, %em58, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok59 {
      %old59 = scf.if %accumulate -> ({elt}) {
        %o59 = memref.load %C[%em59, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o59 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v59 = arith.addf %old59, %fin#60 : {elt}
      func.call @{func}_store(%v59, %em59, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok60 {
      %old60 = scf.if %accumulate -> ({elt}) {
        %o60 = memref.load %C[%em60, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o60 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v60 = arith.addf %old60, %fin#61 : {elt}
      func.call @{func}_store(%v60, %em60, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok61 {
      %old61 = scf.if %accumulate -> ({elt}) {
        %o61 = memref.load %C[%em61, %fn0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o61 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v61 = arith.addf %old61, %fin#62 : {elt}
      func.call @{func}_store(%v61, %em61, %fn0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok62 {
      %old62 = scf.if %accumulate -> ({elt}) {
        %o62 = memref.load %C[%em62, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o62 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v62 = arith.addf %old62, %fin#63 : {elt}
      func.call @{func}_store(%v62, %em62, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    scf.if %eok63 {
      %old63 = scf.if %accumulate -> ({elt}) {
        %o63 = memref.load %C[%em63, %fn1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o63 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %v63 = arith.addf %old63, %fin#64 : {elt}
      func.call @{func}_store(%v63, %em63, %fn1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    }
    }
    gpu.terminator
  }
  memref.dealloc %P : memref<?x?x?x{elt}>
  memref.dealloc %cnt : memref<?x?xi32>
  return
}

// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/passes/epilogues.py: a bias, a GELU, a residual add), that op's body runs here on the
// final value. Inlined (04-kernels), so it costs no call.
func.func private @{func}_store(%r: {elt}, %i: index, %j: index, %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  memref.store %r, %C[%i, %j] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  return
}
