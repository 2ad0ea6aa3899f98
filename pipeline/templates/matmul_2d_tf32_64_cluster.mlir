// v20 matmul, 2-D, tensor cores (sm_90), K split over the grid, the chunks' sums in a thread-block cluster
// (generated: python pipeline/templates/gen_matmul_2d_tf32.py 2d 64 v11 --cluster)
// What changed from v11 (matmul_2d_tf32_64_split.mlir, described below): v11's chunks meet in global
// memory: each block writes its 64x128 partial sums to a workspace, then a device-scope fence and an
// atomic ticket per group of chunks, the group's last block reads the group's partials back from the L2
// and writes their sum, and again for the groups; at 16-64 rows that chain is most of a product's time.
// Here a tile's S chunks (at most 16, v11's count) are one thread-block cluster (1 x 1 x S,
// `gpu.launch clusters`; above 8 blocks a non-portable size, which the launcher allows): a block keeps its
// sums in its own shared memory (Ts, 64 rows of 132 floats over the ring, which is dynamic shared
// memory for that), and after a cluster barrier (release/acquire) block r adds rows r * ceil(64 / S) ..
// of the tile over the S blocks' Ts, read through distributed shared memory (mapa + ld.shared::cluster,
// 16 bytes a load, the S loads issued before the adds) in order s = 0, 1, ..., S-1, and stores C through
// @{func}_store; a second barrier keeps every block's shared memory alive until the others have read it.
// No workspace, no fence, no ticket, no counters. Deterministic: a fixed order (not v11's tree's, so
// its sums may differ from v11's in the last bits).
//
// v11 matmul, 2-D, tensor cores (sm_80+), K split over the grid:  C[M, N] (+)= A[M, K] * B[K, N], f32
// (generated: python pipeline/templates/gen_matmul_2d_tf32.py 2d 64 v11)
// What changed from v9 (matmul_2d_tf32_64_v9.mlir, described below): a product with few output
// tiles (a short prompt's rows, or mlp_out's 768 columns) left most SMs idle, one block per tile
// walking all of K (256 tokens: mlp_out's 24 tiles on 132 SMs). Here K is split into S chunks over
// the grid's z dimension: S about 264 blocks / tiles (2 blocks per H200 SM; 264 for one row of
// tiles, where fewer, longer chunks measured faster), at most
// 16, each chunk a multiple of 16 and at least 64 deep. A block runs v9's loop over its
// chunk and writes its 64x128 partial sums to a workspace P[s, m, n]. The tile's last block to finish
// (a ticket from an atomic counter per tile, after a device-scope release fence; as v8,
// matvec_cols_split.mlir) adds the S partials in the order s = 0, 1, ..., S-1, loading 8 chunks'
// partials of 2 rows at once (added one by one, the loads of a row's S partials made the first
// version's last block a chain of S x 32 memory latencies: slower than v1; one row at a time, 1-4 us
// slower than now at 16-256 tokens), and stores C through
// @{func}_store (the epilogue hook), then puts the counter back to 0. Which block comes last varies, the order of the adds does
// not: deterministic. The counters rely on the launcher's promise that a temporary starts zeroed
// (contract/manifest.py) and are left zero again.
//
// v9 matmul, 2-D, tensor cores (sm_80+), cp.async stages:  C[M, N] (+)= A[M, K] * B[K, N], f32
// (generated: python pipeline/templates/gen_matmul_2d_tf32.py 2d 64 v9; the variants are
// matmul_2d_tf32_v9 (128x128 tiles), matmul_2d_tf32_64_v9 (64x128) and matmul_batched_tf32_v9.)
// The math is v6's (matmul_2d_tf32.mlir: mma.sync.m16n8k8 TF32 as 3xTF32, each 16-deep K tile
// summed by the tensor cores from zero and added to the running sum in f32; same 8-warp layout,
// 2 x 4 mma tiles of 16x8 per warp). What changed is how the operands reach the tensor cores:
// - Global -> shared by cp.async (nvvm.cp.async.shared.global: no register staging), into a ring
//   of 3 shared-memory stages: while the tensor cores work on K tile k, the copies of tile
//   k + 2 are in flight. Per K tile: wait until at most 1 copy groups are
//   pending (tile k's group is then complete for this thread), barrier (every thread's copies of
//   tile k are visible, and every thread is done reading tile k - 1's stage), issue tile
//   k + 2 into that stage (k - 1's), commit it as one group, compute on tile k. One
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
// Shared memory: 3 stages of As [64 x 20] and Bs [2560] floats = 46080 bytes,
// declared as 4-float vectors so that both buffers are 16-byte aligned (cp.async 16, ldmatrix); over the 48 KiB a block may declare,
// so both are views of the launch's dynamic shared memory (A's stages first).
// Fragments (PTX ISA, mma.m16n8k8 .tf32; g = lane/4, t = lane%4): A rows g, g+8 x columns t, t+4;
// B rows t, t+4 x column g; C rows g, g+8 x columns 2t, 2t+1.
//
// Placeholders as in matmul_2d.mlir: {func}, {kernel}, {elt} (f32 only), {accumulate},
// {epi_params}, {epi_args}, {epi_types} (a fused epilogue's operands, as in matmul_2d.mlir).
func.func private @{func}(%A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>, %B: memref<?x?x{elt}, strided<[?, ?], offset: ?>>, %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c128 = arith.constant 128 : index
  %c2 = arith.constant 2 : index
  %cBM = arith.constant 64 : index
  %M = memref.dim %A, %c0 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %Kall = memref.dim %A, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %N = memref.dim %B, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %gx = arith.ceildivui %N, %c128 : index
  %gy = arith.ceildivui %M, %cBM : index
  // S chunks of K: about 264 blocks over the tiles (264 for one row of tiles) but at most
  // 16 chunks, no chunk under 64 (or K), each a multiple of 16; then S again from the chunk, so
  // that no block is left without rows.
  %c16 = arith.constant 16 : index
  %cwant_n = arith.constant 264 : index
  %cwant_1 = arith.constant 264 : index
  %one_row = arith.cmpi eq, %gy, %c1 : index
  %cwant = arith.select %one_row, %cwant_1, %cwant_n : index
  %cmin = arith.constant 64 : index
  %tiles = arith.muli %gx, %gy : index
  %cmax = arith.constant 16 : index
  %want0 = arith.ceildivui %cwant, %tiles : index
  %want = arith.minui %want0, %cmax : index
  // ... and one wave at most: S x tiles <= 264 blocks (2 an SM) where S >= 2 allows it
  %cslots = arith.constant 264 : index
  %wave0 = arith.divui %cslots, %tiles : index
  %wave = arith.maxui %wave0, %c1 : index
  %wave_want = arith.minui %want, %wave : index
  %most = arith.ceildivui %Kall, %cmin : index
  %s0 = arith.minui %wave_want, %most : index
  %s1 = arith.maxui %s0, %c1 : index
  // v20: S cut so that every cluster is resident at once (a cluster's blocks share a GPC; 32 of these
  // blocks fit a GPC, 2 an SM; 7 GPCs): S <= 32 / ceil(tiles / 7) (else a second wave of clusters)
  %cgpcs = arith.constant 7 : index
  %cgslots = arith.constant 32 : index
  %per_gpc = arith.ceildivui %tiles, %cgpcs : index
  %fit0 = arith.divui %cgslots, %per_gpc : index
  %fit = arith.maxui %fit0, %c1 : index
  %s1c = arith.minui %s1, %fit : index
  %ch0 = arith.ceildivui %Kall, %s1c : index
  %ch1 = arith.ceildivui %ch0, %c16 : index
  %ch2 = arith.muli %ch1, %c16 : index
  %chunk = arith.maxui %ch2, %c16 : index
  %nS0 = arith.ceildivui %Kall, %chunk : index
  %nS = arith.maxui %nS0, %c1 : index
  %ring_bytes = arith.constant 46080 : i32  // the ring, as dynamic shared memory
  gpu.launch clusters(%clx, %cly, %clz) in (%nclx = %c1, %ncly = %c1, %nclz = %nS)
             blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %gy, %nbz = %nS)
             threads(%tx, %ty, %tz) in (%ntx = %c32, %nty = %c8, %ntz = %c1)
             dynamic_shared_memory_size %ring_bytes
             function(@{kernel})
             {
    %ring = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %ring_0 = arith.constant 0 : index
    %ring_1 = arith.constant 15360 : index
    %ring_2 = arith.constant 0 : index
    %As = memref.view %ring[%ring_0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<960xvector<4x{elt}>, #gpu.address_space<workgroup>>
    %Bs = memref.view %ring[%ring_1][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1920xvector<4x{elt}>, #gpu.address_space<workgroup>>
    %Ts = memref.view %ring[%ring_2][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %zero = arith.constant 0.0 : {elt}
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
    %iBM = arith.constant 64 : index
    %iWR = arith.constant 32 : index
    %bm = arith.muli %by, %iBM : index
    %bn = arith.muli %bx, %i128 : index
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
    %wcol = arith.muli %wn, %i32 : index
    // This block's K chunk: [kb, K) with K = min(kb + chunk, all of K); v9's loop and guards below use it.
    %kb = arith.muli %bz, %chunk : index
    %kend = arith.addi %kb, %chunk : index
    %K = arith.minui %kend, %Kall : index
    %Abase, %Aoff, %Asz:2, %sAm, %sAk = memref.extract_strided_metadata %A
        : memref<?x?x{elt}, strided<[?, ?], offset: ?>> -> memref<{elt}>, index, index, index, index, index
    %Ap = memref.extract_aligned_pointer_as_index %Abase : memref<{elt}> -> index
    %Ag_i64 = arith.index_cast %Ap : index to i64
    %Ag_gen = llvm.inttoptr %Ag_i64 : i64 to !llvm.ptr
    %Ag = llvm.addrspacecast %Ag_gen : !llvm.ptr to !llvm.ptr<1>
    %Bbase, %Boff, %Bsz:2, %sBk, %sBn = memref.extract_strided_metadata %B
        : memref<?x?x{elt}, strided<[?, ?], offset: ?>> -> memref<{elt}>, index, index, index, index, index
    %Bp = memref.extract_aligned_pointer_as_index %Bbase : memref<{elt}> -> index
    %Bg_i64 = arith.index_cast %Bp : index to i64
    %Bg_gen = llvm.inttoptr %Bg_i64 : i64 to !llvm.ptr
    %Bg = llvm.addrspacecast %Bg_gen : !llvm.ptr to !llvm.ptr<1>
    %Asp = memref.extract_aligned_pointer_as_index %As : memref<960xvector<4x{elt}>, #gpu.address_space<workgroup>> -> index
    %Ash_i64 = arith.index_cast %Asp : index to i64
    %Ash = llvm.inttoptr %Ash_i64 : i64 to !llvm.ptr<3>
    %Bsp = memref.extract_aligned_pointer_as_index %Bs : memref<1920xvector<4x{elt}>, #gpu.address_space<workgroup>> -> index
    %Bsh_i64 = arith.index_cast %Bsp : index to i64
    %Bsh = llvm.inttoptr %Bsh_i64 : i64 to !llvm.ptr<3>
    %aoff = arith.addi %Aoff, %i0 : index
    %boff = arith.addi %Boff, %i0 : index
    %aoff4 = arith.muli %aoff, %i4 : index
    %aaddr = arith.addi %Ap, %aoff4 : index
    %aaddr16 = arith.remui %aaddr, %i16 : index
    %a_aligned = arith.cmpi eq, %aaddr16, %i0 : index
    %boff4 = arith.muli %boff, %i4 : index
    %baddr = arith.addi %Bp, %boff4 : index
    %baddr16 = arith.remui %baddr, %i16 : index
    %b_aligned = arith.cmpi eq, %baddr16, %i0 : index
    %a_kc = arith.cmpi eq, %sAk, %i1 : index
    %b_kc = arith.cmpi eq, %sBk, %i1 : index
    %b_nc = arith.cmpi eq, %sBn, %i1 : index
    %sAm4 = arith.remui %sAm, %i4 : index
    %sAm_al = arith.cmpi eq, %sAm4, %i0 : index
    %sBk4 = arith.remui %sBk, %i4 : index
    %sBk_al = arith.cmpi eq, %sBk4, %i0 : index
    %sBn4 = arith.remui %sBn, %i4 : index
    %sBn_al = arith.cmpi eq, %sBn4, %i0 : index
    %a_vec0 = arith.andi %a_kc, %sAm_al : i1
    %a_vec = arith.andi %a_vec0, %a_aligned : i1
    %b_nc_al = arith.andi %b_nc, %sBk_al : i1
    %b_vec0 = arith.select %b_kc, %sBn_al, %b_nc_al : i1
    %b_vec = arith.andi %b_vec0, %b_aligned : i1
    %i3 = arith.constant 3 : index
    %i20 = arith.constant 20 : index
    %i136 = arith.constant 136 : index
    %sk = arith.select %b_kc, %i1, %i136 : index
    %sn = arith.select %b_kc, %i20, %i1 : index
    %avc0 = arith.constant 0 : index
    %avcc0 = arith.addi %tid, %avc0 : index
    %avm0 = arith.divui %avcc0, %i4 : index
    %avk40 = arith.remui %avcc0, %i4 : index
    %avk0 = arith.muli %avk40, %i4 : index
    %avs00 = arith.muli %avm0, %i20 : index
    %avs0 = arith.addi %avs00, %avk0 : index
    %avrow0 = arith.addi %bm, %avm0 : index
    %avrow_ok0 = arith.cmpi ult, %avrow0, %M : index
    %avrowc0 = arith.select %avrow_ok0, %avrow0, %i0 : index
    %avg00 = arith.muli %avrowc0, %sAm : index
    %avg0 = arith.addi %aoff, %avg00 : index
    %bvc0 = arith.constant 0 : index
    %bvcc0 = arith.addi %tid, %bvc0 : index
    %bvq0 = arith.divui %bvcc0, %i4 : index
    %bvr40 = arith.remui %bvcc0, %i4 : index
    %bvr0 = arith.muli %bvr40, %i4 : index
    %bvq320 = arith.divui %bvcc0, %i32 : index
    %bvr320 = arith.remui %bvcc0, %i32 : index
    %bvr32x0 = arith.muli %bvr320, %i4 : index
    %bvk0 = arith.select %b_kc, %bvr0, %bvq320 : index
    %bvn0 = arith.select %b_kc, %bvq0, %bvr32x0 : index
    %bvs00 = arith.muli %bvk0, %sk : index
    %bvs10 = arith.muli %bvn0, %sn : index
    %bvs0 = arith.addi %bvs00, %bvs10 : index
    %bvng0 = arith.addi %bn, %bvn0 : index
    %bvn_ok0 = arith.cmpi ult, %bvng0, %N : index
    %bvngc0 = arith.select %bvn_ok0, %bvng0, %i0 : index
    %bvnrem0 = arith.subi %N, %bvng0 : index
    %bvc1 = arith.constant 256 : index
    %bvcc1 = arith.addi %tid, %bvc1 : index
    %bvq1 = arith.divui %bvcc1, %i4 : index
    %bvr41 = arith.remui %bvcc1, %i4 : index
    %bvr1 = arith.muli %bvr41, %i4 : index
    %bvq321 = arith.divui %bvcc1, %i32 : index
    %bvr321 = arith.remui %bvcc1, %i32 : index
    %bvr32x1 = arith.muli %bvr321, %i4 : index
    %bvk1 = arith.select %b_kc, %bvr1, %bvq321 : index
    %bvn1 = arith.select %b_kc, %bvq1, %bvr32x1 : index
    %bvs01 = arith.muli %bvk1, %sk : index
    %bvs11 = arith.muli %bvn1, %sn : index
    %bvs1 = arith.addi %bvs01, %bvs11 : index
    %bvng1 = arith.addi %bn, %bvn1 : index
    %bvn_ok1 = arith.cmpi ult, %bvng1, %N : index
    %bvngc1 = arith.select %bvn_ok1, %bvng1, %i0 : index
    %bvnrem1 = arith.subi %N, %bvng1 : index
    %lq = arith.divui %tx, %i8 : index
    %lr = arith.remui %tx, %i8 : index
    %lq2 = arith.remui %lq, %i2 : index
    %lq2r = arith.muli %lq2, %i8 : index
    %lrow0 = arith.addi %wrow, %lq2r : index
    %lrow = arith.addi %lrow0, %lr : index
    %lqh = arith.divui %lq, %i2 : index
    %lcol = arith.muli %lqh, %i4 : index
    %lrow20 = arith.muli %lrow, %i20 : index
    %a_lane = arith.addi %lrow20, %lcol : index
    %bl0 = arith.muli %t, %sk : index
    %bl1 = arith.addi %wcol, %g : index
    %bl2 = arith.muli %bl1, %sn : index
    %b_lane = arith.addi %bl0, %bl2 : index
    %blq8 = arith.muli %lqh, %i8 : index
    %bln0 = arith.addi %wcol, %blq8 : index
    %bln = arith.addi %bln0, %lr : index
    %blk = arith.muli %lq2, %i4 : index
    %bln20 = arith.muli %bln, %i20 : index
    %b_lane_lm = arith.addi %bln20, %blk : index
    %i12 = arith.constant 12 : index
    %sk4 = arith.muli %sk, %i4 : index
    %sk8 = arith.muli %sk, %i8 : index
    %sk12 = arith.muli %sk, %i12 : index
    %i8n = arith.constant 8 : index
    %sn8 = arith.muli %sn, %i8n : index
    %i16n = arith.constant 16 : index
    %sn16 = arith.muli %sn, %i16n : index
    %i24n = arith.constant 24 : index
    %sn24 = arith.muli %sn, %i24n : index
    %pkd0 = arith.constant 0 : index
    %pk0 = arith.addi %kb, %pkd0 : index
    %psa0 = arith.constant 0 : index
    %psb0 = arith.constant 0 : index
    %ap0v0kg = arith.addi %pk0, %avk0 : index
    %ap0v0s = arith.addi %psa0, %avs0 : index
    scf.if %a_vec {
      %ap0v0kok = arith.cmpi ult, %ap0v0kg, %K : index
      %ap0v0kgc = arith.select %ap0v0kok, %ap0v0kg, %i0 : index
      %ap0v0rem = arith.subi %K, %ap0v0kg : index
      %ap0v0n_c = arith.minsi %ap0v0rem, %i4 : index
      %ap0v0n_p = arith.maxsi %ap0v0n_c, %i0 : index
      %ap0v0n_v = arith.select %avrow_ok0, %ap0v0n_p, %i0 : index
      %ap0v0n_b = arith.muli %ap0v0n_v, %i4 : index
      %ap0v0g = arith.addi %avg0, %ap0v0kgc : index
      %ap0v0_src_o = arith.index_cast %ap0v0g : index to i64
      %ap0v0_src = llvm.getelementptr %Ag[%ap0v0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %ap0v0_dst_o = arith.index_cast %ap0v0s : index to i64
      %ap0v0_dst = llvm.getelementptr %Ash[%ap0v0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %ap0v0_n = arith.index_cast %ap0v0n_b : index to i32
      nvvm.cp.async.shared.global %ap0v0_dst, %ap0v0_src, 16, cache = cg, %ap0v0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
    } else {
      %ap0e0_0kg = arith.addi %ap0v0kg, %i0 : index
      %ap0e0_0kok = arith.cmpi ult, %ap0e0_0kg, %K : index
      %ap0e0_0kgc = arith.select %ap0e0_0kok, %ap0e0_0kg, %i0 : index
      %ap0e0_0ok = arith.andi %avrow_ok0, %ap0e0_0kok : i1
      %ap0e0_0nb = arith.select %ap0e0_0ok, %i4, %i0 : index
      %ap0e0_0g0 = arith.muli %ap0e0_0kgc, %sAk : index
      %ap0e0_0g = arith.addi %avg0, %ap0e0_0g0 : index
      %ap0e0_0s = arith.addi %ap0v0s, %i0 : index
      %ap0e0_0_src_o = arith.index_cast %ap0e0_0g : index to i64
      %ap0e0_0_src = llvm.getelementptr %Ag[%ap0e0_0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %ap0e0_0_dst_o = arith.index_cast %ap0e0_0s : index to i64
      %ap0e0_0_dst = llvm.getelementptr %Ash[%ap0e0_0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %ap0e0_0_n = arith.index_cast %ap0e0_0nb : index to i32
      nvvm.cp.async.shared.global %ap0e0_0_dst, %ap0e0_0_src, 4, cache = ca, %ap0e0_0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %ap0e0_1kg = arith.addi %ap0v0kg, %i1 : index
      %ap0e0_1kok = arith.cmpi ult, %ap0e0_1kg, %K : index
      %ap0e0_1kgc = arith.select %ap0e0_1kok, %ap0e0_1kg, %i0 : index
      %ap0e0_1ok = arith.andi %avrow_ok0, %ap0e0_1kok : i1
      %ap0e0_1nb = arith.select %ap0e0_1ok, %i4, %i0 : index
      %ap0e0_1g0 = arith.muli %ap0e0_1kgc, %sAk : index
      %ap0e0_1g = arith.addi %avg0, %ap0e0_1g0 : index
      %ap0e0_1s = arith.addi %ap0v0s, %i1 : index
      %ap0e0_1_src_o = arith.index_cast %ap0e0_1g : index to i64
      %ap0e0_1_src = llvm.getelementptr %Ag[%ap0e0_1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %ap0e0_1_dst_o = arith.index_cast %ap0e0_1s : index to i64
      %ap0e0_1_dst = llvm.getelementptr %Ash[%ap0e0_1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %ap0e0_1_n = arith.index_cast %ap0e0_1nb : index to i32
      nvvm.cp.async.shared.global %ap0e0_1_dst, %ap0e0_1_src, 4, cache = ca, %ap0e0_1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %ap0e0_2kg = arith.addi %ap0v0kg, %i2 : index
      %ap0e0_2kok = arith.cmpi ult, %ap0e0_2kg, %K : index
      %ap0e0_2kgc = arith.select %ap0e0_2kok, %ap0e0_2kg, %i0 : index
      %ap0e0_2ok = arith.andi %avrow_ok0, %ap0e0_2kok : i1
      %ap0e0_2nb = arith.select %ap0e0_2ok, %i4, %i0 : index
      %ap0e0_2g0 = arith.muli %ap0e0_2kgc, %sAk : index
      %ap0e0_2g = arith.addi %avg0, %ap0e0_2g0 : index
      %ap0e0_2s = arith.addi %ap0v0s, %i2 : index
      %ap0e0_2_src_o = arith.index_cast %ap0e0_2g : index to i64
      %ap0e0_2_src = llvm.getelementptr %Ag[%ap0e0_2_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %ap0e0_2_dst_o = arith.index_cast %ap0e0_2s : index to i64
      %ap0e0_2_dst = llvm.getelementptr %Ash[%ap0e0_2_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %ap0e0_2_n = arith.index_cast %ap0e0_2nb : index to i32
      nvvm.cp.async.shared.global %ap0e0_2_dst, %ap0e0_2_src, 4, cache = ca, %ap0e0_2_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %ap0e0_3kg = arith.addi %ap0v0kg, %i3 : index
      %ap0e0_3kok = arith.cmpi ult, %ap0e0_3kg, %K : index
      %ap0e0_3kgc = arith.select %ap0e0_3kok, %ap0e0_3kg, %i0 : index
      %ap0e0_3ok = arith.andi %avrow_ok0, %ap0e0_3kok : i1
      %ap0e0_3nb = arith.select %ap0e0_3ok, %i4, %i0 : index
      %ap0e0_3g0 = arith.muli %ap0e0_3kgc, %sAk : index
      %ap0e0_3g = arith.addi %avg0, %ap0e0_3g0 : index
      %ap0e0_3s = arith.addi %ap0v0s, %i3 : index
      %ap0e0_3_src_o = arith.index_cast %ap0e0_3g : index to i64
      %ap0e0_3_src = llvm.getelementptr %Ag[%ap0e0_3_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %ap0e0_3_dst_o = arith.index_cast %ap0e0_3s : index to i64
      %ap0e0_3_dst = llvm.getelementptr %Ash[%ap0e0_3_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %ap0e0_3_n = arith.index_cast %ap0e0_3nb : index to i32
      nvvm.cp.async.shared.global %ap0e0_3_dst, %ap0e0_3_src, 4, cache = ca, %ap0e0_3_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
    }
    %bp0v0kg = arith.addi %pk0, %bvk0 : index
    %bp0v0s = arith.addi %psb0, %bvs0 : index
    %bp0v1kg = arith.addi %pk0, %bvk1 : index
    %bp0v1s = arith.addi %psb0, %bvs1 : index
    scf.if %b_vec {
      %bp0v0kok = arith.cmpi ult, %bp0v0kg, %K : index
      %bp0v0kgc = arith.select %bp0v0kok, %bp0v0kg, %i0 : index
      %bp0v0krem = arith.subi %K, %bp0v0kg : index
      %bp0v0rem = arith.select %b_kc, %bp0v0krem, %bvnrem0 : index
      %bp0v0ok = arith.select %b_kc, %bvn_ok0, %bp0v0kok : i1
      %bp0v0n_c = arith.minsi %bp0v0rem, %i4 : index
      %bp0v0n_p = arith.maxsi %bp0v0n_c, %i0 : index
      %bp0v0n_v = arith.select %bp0v0ok, %bp0v0n_p, %i0 : index
      %bp0v0n_b = arith.muli %bp0v0n_v, %i4 : index
      %bp0v0g0 = arith.muli %bp0v0kgc, %sBk : index
      %bp0v0g1 = arith.muli %bvngc0, %sBn : index
      %bp0v0g2 = arith.addi %boff, %bp0v0g1 : index
      %bp0v0g = arith.addi %bp0v0g2, %bp0v0g0 : index
      %bp0v0_src_o = arith.index_cast %bp0v0g : index to i64
      %bp0v0_src = llvm.getelementptr %Bg[%bp0v0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp0v0_dst_o = arith.index_cast %bp0v0s : index to i64
      %bp0v0_dst = llvm.getelementptr %Bsh[%bp0v0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp0v0_n = arith.index_cast %bp0v0n_b : index to i32
      nvvm.cp.async.shared.global %bp0v0_dst, %bp0v0_src, 16, cache = cg, %bp0v0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp0v1kok = arith.cmpi ult, %bp0v1kg, %K : index
      %bp0v1kgc = arith.select %bp0v1kok, %bp0v1kg, %i0 : index
      %bp0v1krem = arith.subi %K, %bp0v1kg : index
      %bp0v1rem = arith.select %b_kc, %bp0v1krem, %bvnrem1 : index
      %bp0v1ok = arith.select %b_kc, %bvn_ok1, %bp0v1kok : i1
      %bp0v1n_c = arith.minsi %bp0v1rem, %i4 : index
      %bp0v1n_p = arith.maxsi %bp0v1n_c, %i0 : index
      %bp0v1n_v = arith.select %bp0v1ok, %bp0v1n_p, %i0 : index
      %bp0v1n_b = arith.muli %bp0v1n_v, %i4 : index
      %bp0v1g0 = arith.muli %bp0v1kgc, %sBk : index
      %bp0v1g1 = arith.muli %bvngc1, %sBn : index
      %bp0v1g2 = arith.addi %boff, %bp0v1g1 : index
      %bp0v1g = arith.addi %bp0v1g2, %bp0v1g0 : index
      %bp0v1_src_o = arith.index_cast %bp0v1g : index to i64
      %bp0v1_src = llvm.getelementptr %Bg[%bp0v1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp0v1_dst_o = arith.index_cast %bp0v1s : index to i64
      %bp0v1_dst = llvm.getelementptr %Bsh[%bp0v1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp0v1_n = arith.index_cast %bp0v1n_b : index to i32
      nvvm.cp.async.shared.global %bp0v1_dst, %bp0v1_src, 16, cache = cg, %bp0v1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
    } else {
      %bp0e0_0kg = arith.addi %bp0v0kg, %i0 : index
      %bp0e0_0ng = arith.addi %bvng0, %i0 : index
      %bp0e0_0kok = arith.cmpi ult, %bp0e0_0kg, %K : index
      %bp0e0_0kgc = arith.select %bp0e0_0kok, %bp0e0_0kg, %i0 : index
      %bp0e0_0nok = arith.cmpi ult, %bp0e0_0ng, %N : index
      %bp0e0_0ngc = arith.select %bp0e0_0nok, %bp0e0_0ng, %i0 : index
      %bp0e0_0ok = arith.andi %bp0e0_0kok, %bp0e0_0nok : i1
      %bp0e0_0nb = arith.select %bp0e0_0ok, %i4, %i0 : index
      %bp0e0_0g0 = arith.muli %bp0e0_0kgc, %sBk : index
      %bp0e0_0g1 = arith.muli %bp0e0_0ngc, %sBn : index
      %bp0e0_0g2 = arith.addi %bp0e0_0g0, %bp0e0_0g1 : index
      %bp0e0_0g = arith.addi %boff, %bp0e0_0g2 : index
      %bp0e0_0s = arith.addi %bp0v0s, %i0 : index
      %bp0e0_0_src_o = arith.index_cast %bp0e0_0g : index to i64
      %bp0e0_0_src = llvm.getelementptr %Bg[%bp0e0_0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp0e0_0_dst_o = arith.index_cast %bp0e0_0s : index to i64
      %bp0e0_0_dst = llvm.getelementptr %Bsh[%bp0e0_0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp0e0_0_n = arith.index_cast %bp0e0_0nb : index to i32
      nvvm.cp.async.shared.global %bp0e0_0_dst, %bp0e0_0_src, 4, cache = ca, %bp0e0_0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp0e0_1dk = arith.select %b_kc, %i1, %i0 : index
      %bp0e0_1dn = arith.select %b_kc, %i0, %i1 : index
      %bp0e0_1kg = arith.addi %bp0v0kg, %bp0e0_1dk : index
      %bp0e0_1ng = arith.addi %bvng0, %bp0e0_1dn : index
      %bp0e0_1kok = arith.cmpi ult, %bp0e0_1kg, %K : index
      %bp0e0_1kgc = arith.select %bp0e0_1kok, %bp0e0_1kg, %i0 : index
      %bp0e0_1nok = arith.cmpi ult, %bp0e0_1ng, %N : index
      %bp0e0_1ngc = arith.select %bp0e0_1nok, %bp0e0_1ng, %i0 : index
      %bp0e0_1ok = arith.andi %bp0e0_1kok, %bp0e0_1nok : i1
      %bp0e0_1nb = arith.select %bp0e0_1ok, %i4, %i0 : index
      %bp0e0_1g0 = arith.muli %bp0e0_1kgc, %sBk : index
      %bp0e0_1g1 = arith.muli %bp0e0_1ngc, %sBn : index
      %bp0e0_1g2 = arith.addi %bp0e0_1g0, %bp0e0_1g1 : index
      %bp0e0_1g = arith.addi %boff, %bp0e0_1g2 : index
      %bp0e0_1s = arith.addi %bp0v0s, %i1 : index
      %bp0e0_1_src_o = arith.index_cast %bp0e0_1g : index to i64
      %bp0e0_1_src = llvm.getelementptr %Bg[%bp0e0_1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp0e0_1_dst_o = arith.index_cast %bp0e0_1s : index to i64
      %bp0e0_1_dst = llvm.getelementptr %Bsh[%bp0e0_1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp0e0_1_n = arith.index_cast %bp0e0_1nb : index to i32
      nvvm.cp.async.shared.global %bp0e0_1_dst, %bp0e0_1_src, 4, cache = ca, %bp0e0_1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp0e0_2dk = arith.select %b_kc, %i2, %i0 : index
      %bp0e0_2dn = arith.select %b_kc, %i0, %i2 : index
      %bp0e0_2kg = arith.addi %bp0v0kg, %bp0e0_2dk : index
      %bp0e0_2ng = arith.addi %bvng0, %bp0e0_2dn : index
      %bp0e0_2kok = arith.cmpi ult, %bp0e0_2kg, %K : index
      %bp0e0_2kgc = arith.select %bp0e0_2kok, %bp0e0_2kg, %i0 : index
      %bp0e0_2nok = arith.cmpi ult, %bp0e0_2ng, %N : index
      %bp0e0_2ngc = arith.select %bp0e0_2nok, %bp0e0_2ng, %i0 : index
      %bp0e0_2ok = arith.andi %bp0e0_2kok, %bp0e0_2nok : i1
      %bp0e0_2nb = arith.select %bp0e0_2ok, %i4, %i0 : index
      %bp0e0_2g0 = arith.muli %bp0e0_2kgc, %sBk : index
      %bp0e0_2g1 = arith.muli %bp0e0_2ngc, %sBn : index
      %bp0e0_2g2 = arith.addi %bp0e0_2g0, %bp0e0_2g1 : index
      %bp0e0_2g = arith.addi %boff, %bp0e0_2g2 : index
      %bp0e0_2s = arith.addi %bp0v0s, %i2 : index
      %bp0e0_2_src_o = arith.index_cast %bp0e0_2g : index to i64
      %bp0e0_2_src = llvm.getelementptr %Bg[%bp0e0_2_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp0e0_2_dst_o = arith.index_cast %bp0e0_2s : index to i64
      %bp0e0_2_dst = llvm.getelementptr %Bsh[%bp0e0_2_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp0e0_2_n = arith.index_cast %bp0e0_2nb : index to i32
      nvvm.cp.async.shared.global %bp0e0_2_dst, %bp0e0_2_src, 4, cache = ca, %bp0e0_2_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp0e0_3dk = arith.select %b_kc, %i3, %i0 : index
      %bp0e0_3dn = arith.select %b_kc, %i0, %i3 : index
      %bp0e0_3kg = arith.addi %bp0v0kg, %bp0e0_3dk : index
      %bp0e0_3ng = arith.addi %bvng0, %bp0e0_3dn : index
      %bp0e0_3kok = arith.cmpi ult, %bp0e0_3kg, %K : index
      %bp0e0_3kgc = arith.select %bp0e0_3kok, %bp0e0_3kg, %i0 : index
      %bp0e0_3nok = arith.cmpi ult, %bp0e0_3ng, %N : index
      %bp0e0_3ngc = arith.select %bp0e0_3nok, %bp0e0_3ng, %i0 : index
      %bp0e0_3ok = arith.andi %bp0e0_3kok, %bp0e0_3nok : i1
      %bp0e0_3nb = arith.select %bp0e0_3ok, %i4, %i0 : index
      %bp0e0_3g0 = arith.muli %bp0e0_3kgc, %sBk : index
      %bp0e0_3g1 = arith.muli %bp0e0_3ngc, %sBn : index
      %bp0e0_3g2 = arith.addi %bp0e0_3g0, %bp0e0_3g1 : index
      %bp0e0_3g = arith.addi %boff, %bp0e0_3g2 : index
      %bp0e0_3s = arith.addi %bp0v0s, %i3 : index
      %bp0e0_3_src_o = arith.index_cast %bp0e0_3g : index to i64
      %bp0e0_3_src = llvm.getelementptr %Bg[%bp0e0_3_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp0e0_3_dst_o = arith.index_cast %bp0e0_3s : index to i64
      %bp0e0_3_dst = llvm.getelementptr %Bsh[%bp0e0_3_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp0e0_3_n = arith.index_cast %bp0e0_3nb : index to i32
      nvvm.cp.async.shared.global %bp0e0_3_dst, %bp0e0_3_src, 4, cache = ca, %bp0e0_3_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp0e1_0kg = arith.addi %bp0v1kg, %i0 : index
      %bp0e1_0ng = arith.addi %bvng1, %i0 : index
      %bp0e1_0kok = arith.cmpi ult, %bp0e1_0kg, %K : index
      %bp0e1_0kgc = arith.select %bp0e1_0kok, %bp0e1_0kg, %i0 : index
      %bp0e1_0nok = arith.cmpi ult, %bp0e1_0ng, %N : index
      %bp0e1_0ngc = arith.select %bp0e1_0nok, %bp0e1_0ng, %i0 : index
      %bp0e1_0ok = arith.andi %bp0e1_0kok, %bp0e1_0nok : i1
      %bp0e1_0nb = arith.select %bp0e1_0ok, %i4, %i0 : index
      %bp0e1_0g0 = arith.muli %bp0e1_0kgc, %sBk : index
      %bp0e1_0g1 = arith.muli %bp0e1_0ngc, %sBn : index
      %bp0e1_0g2 = arith.addi %bp0e1_0g0, %bp0e1_0g1 : index
      %bp0e1_0g = arith.addi %boff, %bp0e1_0g2 : index
      %bp0e1_0s = arith.addi %bp0v1s, %i0 : index
      %bp0e1_0_src_o = arith.index_cast %bp0e1_0g : index to i64
      %bp0e1_0_src = llvm.getelementptr %Bg[%bp0e1_0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp0e1_0_dst_o = arith.index_cast %bp0e1_0s : index to i64
      %bp0e1_0_dst = llvm.getelementptr %Bsh[%bp0e1_0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp0e1_0_n = arith.index_cast %bp0e1_0nb : index to i32
      nvvm.cp.async.shared.global %bp0e1_0_dst, %bp0e1_0_src, 4, cache = ca, %bp0e1_0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp0e1_1dk = arith.select %b_kc, %i1, %i0 : index
      %bp0e1_1dn = arith.select %b_kc, %i0, %i1 : index
      %bp0e1_1kg = arith.addi %bp0v1kg, %bp0e1_1dk : index
      %bp0e1_1ng = arith.addi %bvng1, %bp0e1_1dn : index
      %bp0e1_1kok = arith.cmpi ult, %bp0e1_1kg, %K : index
      %bp0e1_1kgc = arith.select %bp0e1_1kok, %bp0e1_1kg, %i0 : index
      %bp0e1_1nok = arith.cmpi ult, %bp0e1_1ng, %N : index
      %bp0e1_1ngc = arith.select %bp0e1_1nok, %bp0e1_1ng, %i0 : index
      %bp0e1_1ok = arith.andi %bp0e1_1kok, %bp0e1_1nok : i1
      %bp0e1_1nb = arith.select %bp0e1_1ok, %i4, %i0 : index
      %bp0e1_1g0 = arith.muli %bp0e1_1kgc, %sBk : index
      %bp0e1_1g1 = arith.muli %bp0e1_1ngc, %sBn : index
      %bp0e1_1g2 = arith.addi %bp0e1_1g0, %bp0e1_1g1 : index
      %bp0e1_1g = arith.addi %boff, %bp0e1_1g2 : index
      %bp0e1_1s = arith.addi %bp0v1s, %i1 : index
      %bp0e1_1_src_o = arith.index_cast %bp0e1_1g : index to i64
      %bp0e1_1_src = llvm.getelementptr %Bg[%bp0e1_1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp0e1_1_dst_o = arith.index_cast %bp0e1_1s : index to i64
      %bp0e1_1_dst = llvm.getelementptr %Bsh[%bp0e1_1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp0e1_1_n = arith.index_cast %bp0e1_1nb : index to i32
      nvvm.cp.async.shared.global %bp0e1_1_dst, %bp0e1_1_src, 4, cache = ca, %bp0e1_1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp0e1_2dk = arith.select %b_kc, %i2, %i0 : index
      %bp0e1_2dn = arith.select %b_kc, %i0, %i2 : index
      %bp0e1_2kg = arith.addi %bp0v1kg, %bp0e1_2dk : index
      %bp0e1_2ng = arith.addi %bvng1, %bp0e1_2dn : index
      %bp0e1_2kok = arith.cmpi ult, %bp0e1_2kg, %K : index
      %bp0e1_2kgc = arith.select %bp0e1_2kok, %bp0e1_2kg, %i0 : index
      %bp0e1_2nok = arith.cmpi ult, %bp0e1_2ng, %N : index
      %bp0e1_2ngc = arith.select %bp0e1_2nok, %bp0e1_2ng, %i0 : index
      %bp0e1_2ok = arith.andi %bp0e1_2kok, %bp0e1_2nok : i1
      %bp0e1_2nb = arith.select %bp0e1_2ok, %i4, %i0 : index
      %bp0e1_2g0 = arith.muli %bp0e1_2kgc, %sBk : index
      %bp0e1_2g1 = arith.muli %bp0e1_2ngc, %sBn : index
      %bp0e1_2g2 = arith.addi %bp0e1_2g0, %bp0e1_2g1 : index
      %bp0e1_2g = arith.addi %boff, %bp0e1_2g2 : index
      %bp0e1_2s = arith.addi %bp0v1s, %i2 : index
      %bp0e1_2_src_o = arith.index_cast %bp0e1_2g : index to i64
      %bp0e1_2_src = llvm.getelementptr %Bg[%bp0e1_2_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp0e1_2_dst_o = arith.index_cast %bp0e1_2s : index to i64
      %bp0e1_2_dst = llvm.getelementptr %Bsh[%bp0e1_2_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp0e1_2_n = arith.index_cast %bp0e1_2nb : index to i32
      nvvm.cp.async.shared.global %bp0e1_2_dst, %bp0e1_2_src, 4, cache = ca, %bp0e1_2_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp0e1_3dk = arith.select %b_kc, %i3, %i0 : index
      %bp0e1_3dn = arith.select %b_kc, %i0, %i3 : index
      %bp0e1_3kg = arith.addi %bp0v1kg, %bp0e1_3dk : index
      %bp0e1_3ng = arith.addi %bvng1, %bp0e1_3dn : index
      %bp0e1_3kok = arith.cmpi ult, %bp0e1_3kg, %K : index
      %bp0e1_3kgc = arith.select %bp0e1_3kok, %bp0e1_3kg, %i0 : index
      %bp0e1_3nok = arith.cmpi ult, %bp0e1_3ng, %N : index
      %bp0e1_3ngc = arith.select %bp0e1_3nok, %bp0e1_3ng, %i0 : index
      %bp0e1_3ok = arith.andi %bp0e1_3kok, %bp0e1_3nok : i1
      %bp0e1_3nb = arith.select %bp0e1_3ok, %i4, %i0 : index
      %bp0e1_3g0 = arith.muli %bp0e1_3kgc, %sBk : index
      %bp0e1_3g1 = arith.muli %bp0e1_3ngc, %sBn : index
      %bp0e1_3g2 = arith.addi %bp0e1_3g0, %bp0e1_3g1 : index
      %bp0e1_3g = arith.addi %boff, %bp0e1_3g2 : index
      %bp0e1_3s = arith.addi %bp0v1s, %i3 : index
      %bp0e1_3_src_o = arith.index_cast %bp0e1_3g : index to i64
      %bp0e1_3_src = llvm.getelementptr %Bg[%bp0e1_3_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp0e1_3_dst_o = arith.index_cast %bp0e1_3s : index to i64
      %bp0e1_3_dst = llvm.getelementptr %Bsh[%bp0e1_3_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp0e1_3_n = arith.index_cast %bp0e1_3nb : index to i32
      nvvm.cp.async.shared.global %bp0e1_3_dst, %bp0e1_3_src, 4, cache = ca, %bp0e1_3_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
    }
    nvvm.cp.async.commit.group
    %pkd1 = arith.constant 16 : index
    %pk1 = arith.addi %kb, %pkd1 : index
    %psa1 = arith.constant 1280 : index
    %psb1 = arith.constant 2560 : index
    %ap1v0kg = arith.addi %pk1, %avk0 : index
    %ap1v0s = arith.addi %psa1, %avs0 : index
    scf.if %a_vec {
      %ap1v0kok = arith.cmpi ult, %ap1v0kg, %K : index
      %ap1v0kgc = arith.select %ap1v0kok, %ap1v0kg, %i0 : index
      %ap1v0rem = arith.subi %K, %ap1v0kg : index
      %ap1v0n_c = arith.minsi %ap1v0rem, %i4 : index
      %ap1v0n_p = arith.maxsi %ap1v0n_c, %i0 : index
      %ap1v0n_v = arith.select %avrow_ok0, %ap1v0n_p, %i0 : index
      %ap1v0n_b = arith.muli %ap1v0n_v, %i4 : index
      %ap1v0g = arith.addi %avg0, %ap1v0kgc : index
      %ap1v0_src_o = arith.index_cast %ap1v0g : index to i64
      %ap1v0_src = llvm.getelementptr %Ag[%ap1v0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %ap1v0_dst_o = arith.index_cast %ap1v0s : index to i64
      %ap1v0_dst = llvm.getelementptr %Ash[%ap1v0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %ap1v0_n = arith.index_cast %ap1v0n_b : index to i32
      nvvm.cp.async.shared.global %ap1v0_dst, %ap1v0_src, 16, cache = cg, %ap1v0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
    } else {
      %ap1e0_0kg = arith.addi %ap1v0kg, %i0 : index
      %ap1e0_0kok = arith.cmpi ult, %ap1e0_0kg, %K : index
      %ap1e0_0kgc = arith.select %ap1e0_0kok, %ap1e0_0kg, %i0 : index
      %ap1e0_0ok = arith.andi %avrow_ok0, %ap1e0_0kok : i1
      %ap1e0_0nb = arith.select %ap1e0_0ok, %i4, %i0 : index
      %ap1e0_0g0 = arith.muli %ap1e0_0kgc, %sAk : index
      %ap1e0_0g = arith.addi %avg0, %ap1e0_0g0 : index
      %ap1e0_0s = arith.addi %ap1v0s, %i0 : index
      %ap1e0_0_src_o = arith.index_cast %ap1e0_0g : index to i64
      %ap1e0_0_src = llvm.getelementptr %Ag[%ap1e0_0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %ap1e0_0_dst_o = arith.index_cast %ap1e0_0s : index to i64
      %ap1e0_0_dst = llvm.getelementptr %Ash[%ap1e0_0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %ap1e0_0_n = arith.index_cast %ap1e0_0nb : index to i32
      nvvm.cp.async.shared.global %ap1e0_0_dst, %ap1e0_0_src, 4, cache = ca, %ap1e0_0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %ap1e0_1kg = arith.addi %ap1v0kg, %i1 : index
      %ap1e0_1kok = arith.cmpi ult, %ap1e0_1kg, %K : index
      %ap1e0_1kgc = arith.select %ap1e0_1kok, %ap1e0_1kg, %i0 : index
      %ap1e0_1ok = arith.andi %avrow_ok0, %ap1e0_1kok : i1
      %ap1e0_1nb = arith.select %ap1e0_1ok, %i4, %i0 : index
      %ap1e0_1g0 = arith.muli %ap1e0_1kgc, %sAk : index
      %ap1e0_1g = arith.addi %avg0, %ap1e0_1g0 : index
      %ap1e0_1s = arith.addi %ap1v0s, %i1 : index
      %ap1e0_1_src_o = arith.index_cast %ap1e0_1g : index to i64
      %ap1e0_1_src = llvm.getelementptr %Ag[%ap1e0_1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %ap1e0_1_dst_o = arith.index_cast %ap1e0_1s : index to i64
      %ap1e0_1_dst = llvm.getelementptr %Ash[%ap1e0_1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %ap1e0_1_n = arith.index_cast %ap1e0_1nb : index to i32
      nvvm.cp.async.shared.global %ap1e0_1_dst, %ap1e0_1_src, 4, cache = ca, %ap1e0_1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %ap1e0_2kg = arith.addi %ap1v0kg, %i2 : index
      %ap1e0_2kok = arith.cmpi ult, %ap1e0_2kg, %K : index
      %ap1e0_2kgc = arith.select %ap1e0_2kok, %ap1e0_2kg, %i0 : index
      %ap1e0_2ok = arith.andi %avrow_ok0, %ap1e0_2kok : i1
      %ap1e0_2nb = arith.select %ap1e0_2ok, %i4, %i0 : index
      %ap1e0_2g0 = arith.muli %ap1e0_2kgc, %sAk : index
      %ap1e0_2g = arith.addi %avg0, %ap1e0_2g0 : index
      %ap1e0_2s = arith.addi %ap1v0s, %i2 : index
      %ap1e0_2_src_o = arith.index_cast %ap1e0_2g : index to i64
      %ap1e0_2_src = llvm.getelementptr %Ag[%ap1e0_2_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %ap1e0_2_dst_o = arith.index_cast %ap1e0_2s : index to i64
      %ap1e0_2_dst = llvm.getelementptr %Ash[%ap1e0_2_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %ap1e0_2_n = arith.index_cast %ap1e0_2nb : index to i32
      nvvm.cp.async.shared.global %ap1e0_2_dst, %ap1e0_2_src, 4, cache = ca, %ap1e0_2_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %ap1e0_3kg = arith.addi %ap1v0kg, %i3 : index
      %ap1e0_3kok = arith.cmpi ult, %ap1e0_3kg, %K : index
      %ap1e0_3kgc = arith.select %ap1e0_3kok, %ap1e0_3kg, %i0 : index
      %ap1e0_3ok = arith.andi %avrow_ok0, %ap1e0_3kok : i1
      %ap1e0_3nb = arith.select %ap1e0_3ok, %i4, %i0 : index
      %ap1e0_3g0 = arith.muli %ap1e0_3kgc, %sAk : index
      %ap1e0_3g = arith.addi %avg0, %ap1e0_3g0 : index
      %ap1e0_3s = arith.addi %ap1v0s, %i3 : index
      %ap1e0_3_src_o = arith.index_cast %ap1e0_3g : index to i64
      %ap1e0_3_src = llvm.getelementptr %Ag[%ap1e0_3_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %ap1e0_3_dst_o = arith.index_cast %ap1e0_3s : index to i64
      %ap1e0_3_dst = llvm.getelementptr %Ash[%ap1e0_3_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %ap1e0_3_n = arith.index_cast %ap1e0_3nb : index to i32
      nvvm.cp.async.shared.global %ap1e0_3_dst, %ap1e0_3_src, 4, cache = ca, %ap1e0_3_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
    }
    %bp1v0kg = arith.addi %pk1, %bvk0 : index
    %bp1v0s = arith.addi %psb1, %bvs0 : index
    %bp1v1kg = arith.addi %pk1, %bvk1 : index
    %bp1v1s = arith.addi %psb1, %bvs1 : index
    scf.if %b_vec {
      %bp1v0kok = arith.cmpi ult, %bp1v0kg, %K : index
      %bp1v0kgc = arith.select %bp1v0kok, %bp1v0kg, %i0 : index
      %bp1v0krem = arith.subi %K, %bp1v0kg : index
      %bp1v0rem = arith.select %b_kc, %bp1v0krem, %bvnrem0 : index
      %bp1v0ok = arith.select %b_kc, %bvn_ok0, %bp1v0kok : i1
      %bp1v0n_c = arith.minsi %bp1v0rem, %i4 : index
      %bp1v0n_p = arith.maxsi %bp1v0n_c, %i0 : index
      %bp1v0n_v = arith.select %bp1v0ok, %bp1v0n_p, %i0 : index
      %bp1v0n_b = arith.muli %bp1v0n_v, %i4 : index
      %bp1v0g0 = arith.muli %bp1v0kgc, %sBk : index
      %bp1v0g1 = arith.muli %bvngc0, %sBn : index
      %bp1v0g2 = arith.addi %boff, %bp1v0g1 : index
      %bp1v0g = arith.addi %bp1v0g2, %bp1v0g0 : index
      %bp1v0_src_o = arith.index_cast %bp1v0g : index to i64
      %bp1v0_src = llvm.getelementptr %Bg[%bp1v0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp1v0_dst_o = arith.index_cast %bp1v0s : index to i64
      %bp1v0_dst = llvm.getelementptr %Bsh[%bp1v0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp1v0_n = arith.index_cast %bp1v0n_b : index to i32
      nvvm.cp.async.shared.global %bp1v0_dst, %bp1v0_src, 16, cache = cg, %bp1v0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp1v1kok = arith.cmpi ult, %bp1v1kg, %K : index
      %bp1v1kgc = arith.select %bp1v1kok, %bp1v1kg, %i0 : index
      %bp1v1krem = arith.subi %K, %bp1v1kg : index
      %bp1v1rem = arith.select %b_kc, %bp1v1krem, %bvnrem1 : index
      %bp1v1ok = arith.select %b_kc, %bvn_ok1, %bp1v1kok : i1
      %bp1v1n_c = arith.minsi %bp1v1rem, %i4 : index
      %bp1v1n_p = arith.maxsi %bp1v1n_c, %i0 : index
      %bp1v1n_v = arith.select %bp1v1ok, %bp1v1n_p, %i0 : index
      %bp1v1n_b = arith.muli %bp1v1n_v, %i4 : index
      %bp1v1g0 = arith.muli %bp1v1kgc, %sBk : index
      %bp1v1g1 = arith.muli %bvngc1, %sBn : index
      %bp1v1g2 = arith.addi %boff, %bp1v1g1 : index
      %bp1v1g = arith.addi %bp1v1g2, %bp1v1g0 : index
      %bp1v1_src_o = arith.index_cast %bp1v1g : index to i64
      %bp1v1_src = llvm.getelementptr %Bg[%bp1v1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp1v1_dst_o = arith.index_cast %bp1v1s : index to i64
      %bp1v1_dst = llvm.getelementptr %Bsh[%bp1v1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp1v1_n = arith.index_cast %bp1v1n_b : index to i32
      nvvm.cp.async.shared.global %bp1v1_dst, %bp1v1_src, 16, cache = cg, %bp1v1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
    } else {
      %bp1e0_0kg = arith.addi %bp1v0kg, %i0 : index
      %bp1e0_0ng = arith.addi %bvng0, %i0 : index
      %bp1e0_0kok = arith.cmpi ult, %bp1e0_0kg, %K : index
      %bp1e0_0kgc = arith.select %bp1e0_0kok, %bp1e0_0kg, %i0 : index
      %bp1e0_0nok = arith.cmpi ult, %bp1e0_0ng, %N : index
      %bp1e0_0ngc = arith.select %bp1e0_0nok, %bp1e0_0ng, %i0 : index
      %bp1e0_0ok = arith.andi %bp1e0_0kok, %bp1e0_0nok : i1
      %bp1e0_0nb = arith.select %bp1e0_0ok, %i4, %i0 : index
      %bp1e0_0g0 = arith.muli %bp1e0_0kgc, %sBk : index
      %bp1e0_0g1 = arith.muli %bp1e0_0ngc, %sBn : index
      %bp1e0_0g2 = arith.addi %bp1e0_0g0, %bp1e0_0g1 : index
      %bp1e0_0g = arith.addi %boff, %bp1e0_0g2 : index
      %bp1e0_0s = arith.addi %bp1v0s, %i0 : index
      %bp1e0_0_src_o = arith.index_cast %bp1e0_0g : index to i64
      %bp1e0_0_src = llvm.getelementptr %Bg[%bp1e0_0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp1e0_0_dst_o = arith.index_cast %bp1e0_0s : index to i64
      %bp1e0_0_dst = llvm.getelementptr %Bsh[%bp1e0_0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp1e0_0_n = arith.index_cast %bp1e0_0nb : index to i32
      nvvm.cp.async.shared.global %bp1e0_0_dst, %bp1e0_0_src, 4, cache = ca, %bp1e0_0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp1e0_1dk = arith.select %b_kc, %i1, %i0 : index
      %bp1e0_1dn = arith.select %b_kc, %i0, %i1 : index
      %bp1e0_1kg = arith.addi %bp1v0kg, %bp1e0_1dk : index
      %bp1e0_1ng = arith.addi %bvng0, %bp1e0_1dn : index
      %bp1e0_1kok = arith.cmpi ult, %bp1e0_1kg, %K : index
      %bp1e0_1kgc = arith.select %bp1e0_1kok, %bp1e0_1kg, %i0 : index
      %bp1e0_1nok = arith.cmpi ult, %bp1e0_1ng, %N : index
      %bp1e0_1ngc = arith.select %bp1e0_1nok, %bp1e0_1ng, %i0 : index
      %bp1e0_1ok = arith.andi %bp1e0_1kok, %bp1e0_1nok : i1
      %bp1e0_1nb = arith.select %bp1e0_1ok, %i4, %i0 : index
      %bp1e0_1g0 = arith.muli %bp1e0_1kgc, %sBk : index
      %bp1e0_1g1 = arith.muli %bp1e0_1ngc, %sBn : index
      %bp1e0_1g2 = arith.addi %bp1e0_1g0, %bp1e0_1g1 : index
      %bp1e0_1g = arith.addi %boff, %bp1e0_1g2 : index
      %bp1e0_1s = arith.addi %bp1v0s, %i1 : index
      %bp1e0_1_src_o = arith.index_cast %bp1e0_1g : index to i64
      %bp1e0_1_src = llvm.getelementptr %Bg[%bp1e0_1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp1e0_1_dst_o = arith.index_cast %bp1e0_1s : index to i64
      %bp1e0_1_dst = llvm.getelementptr %Bsh[%bp1e0_1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp1e0_1_n = arith.index_cast %bp1e0_1nb : index to i32
      nvvm.cp.async.shared.global %bp1e0_1_dst, %bp1e0_1_src, 4, cache = ca, %bp1e0_1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp1e0_2dk = arith.select %b_kc, %i2, %i0 : index
      %bp1e0_2dn = arith.select %b_kc, %i0, %i2 : index
      %bp1e0_2kg = arith.addi %bp1v0kg, %bp1e0_2dk : index
      %bp1e0_2ng = arith.addi %bvng0, %bp1e0_2dn : index
      %bp1e0_2kok = arith.cmpi ult, %bp1e0_2kg, %K : index
      %bp1e0_2kgc = arith.select %bp1e0_2kok, %bp1e0_2kg, %i0 : index
      %bp1e0_2nok = arith.cmpi ult, %bp1e0_2ng, %N : index
      %bp1e0_2ngc = arith.select %bp1e0_2nok, %bp1e0_2ng, %i0 : index
      %bp1e0_2ok = arith.andi %bp1e0_2kok, %bp1e0_2nok : i1
      %bp1e0_2nb = arith.select %bp1e0_2ok, %i4, %i0 : index
      %bp1e0_2g0 = arith.muli %bp1e0_2kgc, %sBk : index
      %bp1e0_2g1 = arith.muli %bp1e0_2ngc, %sBn : index
      %bp1e0_2g2 = arith.addi %bp1e0_2g0, %bp1e0_2g1 : index
      %bp1e0_2g = arith.addi %boff, %bp1e0_2g2 : index
      %bp1e0_2s = arith.addi %bp1v0s, %i2 : index
      %bp1e0_2_src_o = arith.index_cast %bp1e0_2g : index to i64
      %bp1e0_2_src = llvm.getelementptr %Bg[%bp1e0_2_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp1e0_2_dst_o = arith.index_cast %bp1e0_2s : index to i64
      %bp1e0_2_dst = llvm.getelementptr %Bsh[%bp1e0_2_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp1e0_2_n = arith.index_cast %bp1e0_2nb : index to i32
      nvvm.cp.async.shared.global %bp1e0_2_dst, %bp1e0_2_src, 4, cache = ca, %bp1e0_2_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp1e0_3dk = arith.select %b_kc, %i3, %i0 : index
      %bp1e0_3dn = arith.select %b_kc, %i0, %i3 : index
      %bp1e0_3kg = arith.addi %bp1v0kg, %bp1e0_3dk : index
      %bp1e0_3ng = arith.addi %bvng0, %bp1e0_3dn : index
      %bp1e0_3kok = arith.cmpi ult, %bp1e0_3kg, %K : index
      %bp1e0_3kgc = arith.select %bp1e0_3kok, %bp1e0_3kg, %i0 : index
      %bp1e0_3nok = arith.cmpi ult, %bp1e0_3ng, %N : index
      %bp1e0_3ngc = arith.select %bp1e0_3nok, %bp1e0_3ng, %i0 : index
      %bp1e0_3ok = arith.andi %bp1e0_3kok, %bp1e0_3nok : i1
      %bp1e0_3nb = arith.select %bp1e0_3ok, %i4, %i0 : index
      %bp1e0_3g0 = arith.muli %bp1e0_3kgc, %sBk : index
      %bp1e0_3g1 = arith.muli %bp1e0_3ngc, %sBn : index
      %bp1e0_3g2 = arith.addi %bp1e0_3g0, %bp1e0_3g1 : index
      %bp1e0_3g = arith.addi %boff, %bp1e0_3g2 : index
      %bp1e0_3s = arith.addi %bp1v0s, %i3 : index
      %bp1e0_3_src_o = arith.index_cast %bp1e0_3g : index to i64
      %bp1e0_3_src = llvm.getelementptr %Bg[%bp1e0_3_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp1e0_3_dst_o = arith.index_cast %bp1e0_3s : index to i64
      %bp1e0_3_dst = llvm.getelementptr %Bsh[%bp1e0_3_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp1e0_3_n = arith.index_cast %bp1e0_3nb : index to i32
      nvvm.cp.async.shared.global %bp1e0_3_dst, %bp1e0_3_src, 4, cache = ca, %bp1e0_3_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp1e1_0kg = arith.addi %bp1v1kg, %i0 : index
      %bp1e1_0ng = arith.addi %bvng1, %i0 : index
      %bp1e1_0kok = arith.cmpi ult, %bp1e1_0kg, %K : index
      %bp1e1_0kgc = arith.select %bp1e1_0kok, %bp1e1_0kg, %i0 : index
      %bp1e1_0nok = arith.cmpi ult, %bp1e1_0ng, %N : index
      %bp1e1_0ngc = arith.select %bp1e1_0nok, %bp1e1_0ng, %i0 : index
      %bp1e1_0ok = arith.andi %bp1e1_0kok, %bp1e1_0nok : i1
      %bp1e1_0nb = arith.select %bp1e1_0ok, %i4, %i0 : index
      %bp1e1_0g0 = arith.muli %bp1e1_0kgc, %sBk : index
      %bp1e1_0g1 = arith.muli %bp1e1_0ngc, %sBn : index
      %bp1e1_0g2 = arith.addi %bp1e1_0g0, %bp1e1_0g1 : index
      %bp1e1_0g = arith.addi %boff, %bp1e1_0g2 : index
      %bp1e1_0s = arith.addi %bp1v1s, %i0 : index
      %bp1e1_0_src_o = arith.index_cast %bp1e1_0g : index to i64
      %bp1e1_0_src = llvm.getelementptr %Bg[%bp1e1_0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp1e1_0_dst_o = arith.index_cast %bp1e1_0s : index to i64
      %bp1e1_0_dst = llvm.getelementptr %Bsh[%bp1e1_0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp1e1_0_n = arith.index_cast %bp1e1_0nb : index to i32
      nvvm.cp.async.shared.global %bp1e1_0_dst, %bp1e1_0_src, 4, cache = ca, %bp1e1_0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp1e1_1dk = arith.select %b_kc, %i1, %i0 : index
      %bp1e1_1dn = arith.select %b_kc, %i0, %i1 : index
      %bp1e1_1kg = arith.addi %bp1v1kg, %bp1e1_1dk : index
      %bp1e1_1ng = arith.addi %bvng1, %bp1e1_1dn : index
      %bp1e1_1kok = arith.cmpi ult, %bp1e1_1kg, %K : index
      %bp1e1_1kgc = arith.select %bp1e1_1kok, %bp1e1_1kg, %i0 : index
      %bp1e1_1nok = arith.cmpi ult, %bp1e1_1ng, %N : index
      %bp1e1_1ngc = arith.select %bp1e1_1nok, %bp1e1_1ng, %i0 : index
      %bp1e1_1ok = arith.andi %bp1e1_1kok, %bp1e1_1nok : i1
      %bp1e1_1nb = arith.select %bp1e1_1ok, %i4, %i0 : index
      %bp1e1_1g0 = arith.muli %bp1e1_1kgc, %sBk : index
      %bp1e1_1g1 = arith.muli %bp1e1_1ngc, %sBn : index
      %bp1e1_1g2 = arith.addi %bp1e1_1g0, %bp1e1_1g1 : index
      %bp1e1_1g = arith.addi %boff, %bp1e1_1g2 : index
      %bp1e1_1s = arith.addi %bp1v1s, %i1 : index
      %bp1e1_1_src_o = arith.index_cast %bp1e1_1g : index to i64
      %bp1e1_1_src = llvm.getelementptr %Bg[%bp1e1_1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp1e1_1_dst_o = arith.index_cast %bp1e1_1s : index to i64
      %bp1e1_1_dst = llvm.getelementptr %Bsh[%bp1e1_1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp1e1_1_n = arith.index_cast %bp1e1_1nb : index to i32
      nvvm.cp.async.shared.global %bp1e1_1_dst, %bp1e1_1_src, 4, cache = ca, %bp1e1_1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp1e1_2dk = arith.select %b_kc, %i2, %i0 : index
      %bp1e1_2dn = arith.select %b_kc, %i0, %i2 : index
      %bp1e1_2kg = arith.addi %bp1v1kg, %bp1e1_2dk : index
      %bp1e1_2ng = arith.addi %bvng1, %bp1e1_2dn : index
      %bp1e1_2kok = arith.cmpi ult, %bp1e1_2kg, %K : index
      %bp1e1_2kgc = arith.select %bp1e1_2kok, %bp1e1_2kg, %i0 : index
      %bp1e1_2nok = arith.cmpi ult, %bp1e1_2ng, %N : index
      %bp1e1_2ngc = arith.select %bp1e1_2nok, %bp1e1_2ng, %i0 : index
      %bp1e1_2ok = arith.andi %bp1e1_2kok, %bp1e1_2nok : i1
      %bp1e1_2nb = arith.select %bp1e1_2ok, %i4, %i0 : index
      %bp1e1_2g0 = arith.muli %bp1e1_2kgc, %sBk : index
      %bp1e1_2g1 = arith.muli %bp1e1_2ngc, %sBn : index
      %bp1e1_2g2 = arith.addi %bp1e1_2g0, %bp1e1_2g1 : index
      %bp1e1_2g = arith.addi %boff, %bp1e1_2g2 : index
      %bp1e1_2s = arith.addi %bp1v1s, %i2 : index
      %bp1e1_2_src_o = arith.index_cast %bp1e1_2g : index to i64
      %bp1e1_2_src = llvm.getelementptr %Bg[%bp1e1_2_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp1e1_2_dst_o = arith.index_cast %bp1e1_2s : index to i64
      %bp1e1_2_dst = llvm.getelementptr %Bsh[%bp1e1_2_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp1e1_2_n = arith.index_cast %bp1e1_2nb : index to i32
      nvvm.cp.async.shared.global %bp1e1_2_dst, %bp1e1_2_src, 4, cache = ca, %bp1e1_2_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %bp1e1_3dk = arith.select %b_kc, %i3, %i0 : index
      %bp1e1_3dn = arith.select %b_kc, %i0, %i3 : index
      %bp1e1_3kg = arith.addi %bp1v1kg, %bp1e1_3dk : index
      %bp1e1_3ng = arith.addi %bvng1, %bp1e1_3dn : index
      %bp1e1_3kok = arith.cmpi ult, %bp1e1_3kg, %K : index
      %bp1e1_3kgc = arith.select %bp1e1_3kok, %bp1e1_3kg, %i0 : index
      %bp1e1_3nok = arith.cmpi ult, %bp1e1_3ng, %N : index
      %bp1e1_3ngc = arith.select %bp1e1_3nok, %bp1e1_3ng, %i0 : index
      %bp1e1_3ok = arith.andi %bp1e1_3kok, %bp1e1_3nok : i1
      %bp1e1_3nb = arith.select %bp1e1_3ok, %i4, %i0 : index
      %bp1e1_3g0 = arith.muli %bp1e1_3kgc, %sBk : index
      %bp1e1_3g1 = arith.muli %bp1e1_3ngc, %sBn : index
      %bp1e1_3g2 = arith.addi %bp1e1_3g0, %bp1e1_3g1 : index
      %bp1e1_3g = arith.addi %boff, %bp1e1_3g2 : index
      %bp1e1_3s = arith.addi %bp1v1s, %i3 : index
      %bp1e1_3_src_o = arith.index_cast %bp1e1_3g : index to i64
      %bp1e1_3_src = llvm.getelementptr %Bg[%bp1e1_3_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %bp1e1_3_dst_o = arith.index_cast %bp1e1_3s : index to i64
      %bp1e1_3_dst = llvm.getelementptr %Bsh[%bp1e1_3_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %bp1e1_3_n = arith.index_cast %bp1e1_3nb : index to i32
      nvvm.cp.async.shared.global %bp1e1_3_dst, %bp1e1_3_src, 4, cache = ca, %bp1e1_3_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
    }
    nvvm.cp.async.commit.group
    %iS = arith.constant 3 : index
    %iSm1 = arith.constant 2 : index
    %kahead = arith.constant 32 : index
    %iAst = arith.constant 1280 : index
    %iBst = arith.constant 2560 : index
    %res:33 = scf.for %k0 = %kb to %K step %i16 iter_args(%acc00_0 = %zero, %acc00_1 = %zero, %acc00_2 = %zero, %acc00_3 = %zero, %acc01_0 = %zero, %acc01_1 = %zero, %acc01_2 = %zero, %acc01_3 = %zero, %acc02_0 = %zero, %acc02_1 = %zero, %acc02_2 = %zero, %acc02_3 = %zero, %acc03_0 = %zero, %acc03_1 = %zero, %acc03_2 = %zero, %acc03_3 = %zero, %acc10_0 = %zero, %acc10_1 = %zero, %acc10_2 = %zero, %acc10_3 = %zero, %acc11_0 = %zero, %acc11_1 = %zero, %acc11_2 = %zero, %acc11_3 = %zero, %acc12_0 = %zero, %acc12_1 = %zero, %acc12_2 = %zero, %acc12_3 = %zero, %acc13_0 = %zero, %acc13_1 = %zero, %acc13_2 = %zero, %acc13_3 = %zero, %st = %i0) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, index) {
      nvvm.cp.async.wait.group 1
      gpu.barrier
      %kn = arith.addi %k0, %kahead : index
      %stn0 = arith.addi %st, %iSm1 : index
      %stn_wrap = arith.cmpi uge, %stn0, %iS : index
      %stn1 = arith.subi %stn0, %iS : index
      %stn = arith.select %stn_wrap, %stn1, %stn0 : index
      %san = arith.muli %stn, %iAst : index
      %sbn = arith.muli %stn, %iBst : index
      %anv0kg = arith.addi %kn, %avk0 : index
      %anv0s = arith.addi %san, %avs0 : index
      scf.if %a_vec {
        %anv0kok = arith.cmpi ult, %anv0kg, %K : index
        %anv0kgc = arith.select %anv0kok, %anv0kg, %i0 : index
        %anv0rem = arith.subi %K, %anv0kg : index
        %anv0n_c = arith.minsi %anv0rem, %i4 : index
        %anv0n_p = arith.maxsi %anv0n_c, %i0 : index
        %anv0n_v = arith.select %avrow_ok0, %anv0n_p, %i0 : index
        %anv0n_b = arith.muli %anv0n_v, %i4 : index
        %anv0g = arith.addi %avg0, %anv0kgc : index
        %anv0_src_o = arith.index_cast %anv0g : index to i64
        %anv0_src = llvm.getelementptr %Ag[%anv0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %anv0_dst_o = arith.index_cast %anv0s : index to i64
        %anv0_dst = llvm.getelementptr %Ash[%anv0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %anv0_n = arith.index_cast %anv0n_b : index to i32
        nvvm.cp.async.shared.global %anv0_dst, %anv0_src, 16, cache = cg, %anv0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        %ane0_0kg = arith.addi %anv0kg, %i0 : index
        %ane0_0kok = arith.cmpi ult, %ane0_0kg, %K : index
        %ane0_0kgc = arith.select %ane0_0kok, %ane0_0kg, %i0 : index
        %ane0_0ok = arith.andi %avrow_ok0, %ane0_0kok : i1
        %ane0_0nb = arith.select %ane0_0ok, %i4, %i0 : index
        %ane0_0g0 = arith.muli %ane0_0kgc, %sAk : index
        %ane0_0g = arith.addi %avg0, %ane0_0g0 : index
        %ane0_0s = arith.addi %anv0s, %i0 : index
        %ane0_0_src_o = arith.index_cast %ane0_0g : index to i64
        %ane0_0_src = llvm.getelementptr %Ag[%ane0_0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ane0_0_dst_o = arith.index_cast %ane0_0s : index to i64
        %ane0_0_dst = llvm.getelementptr %Ash[%ane0_0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %ane0_0_n = arith.index_cast %ane0_0nb : index to i32
        nvvm.cp.async.shared.global %ane0_0_dst, %ane0_0_src, 4, cache = ca, %ane0_0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %ane0_1kg = arith.addi %anv0kg, %i1 : index
        %ane0_1kok = arith.cmpi ult, %ane0_1kg, %K : index
        %ane0_1kgc = arith.select %ane0_1kok, %ane0_1kg, %i0 : index
        %ane0_1ok = arith.andi %avrow_ok0, %ane0_1kok : i1
        %ane0_1nb = arith.select %ane0_1ok, %i4, %i0 : index
        %ane0_1g0 = arith.muli %ane0_1kgc, %sAk : index
        %ane0_1g = arith.addi %avg0, %ane0_1g0 : index
        %ane0_1s = arith.addi %anv0s, %i1 : index
        %ane0_1_src_o = arith.index_cast %ane0_1g : index to i64
        %ane0_1_src = llvm.getelementptr %Ag[%ane0_1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ane0_1_dst_o = arith.index_cast %ane0_1s : index to i64
        %ane0_1_dst = llvm.getelementptr %Ash[%ane0_1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %ane0_1_n = arith.index_cast %ane0_1nb : index to i32
        nvvm.cp.async.shared.global %ane0_1_dst, %ane0_1_src, 4, cache = ca, %ane0_1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %ane0_2kg = arith.addi %anv0kg, %i2 : index
        %ane0_2kok = arith.cmpi ult, %ane0_2kg, %K : index
        %ane0_2kgc = arith.select %ane0_2kok, %ane0_2kg, %i0 : index
        %ane0_2ok = arith.andi %avrow_ok0, %ane0_2kok : i1
        %ane0_2nb = arith.select %ane0_2ok, %i4, %i0 : index
        %ane0_2g0 = arith.muli %ane0_2kgc, %sAk : index
        %ane0_2g = arith.addi %avg0, %ane0_2g0 : index
        %ane0_2s = arith.addi %anv0s, %i2 : index
        %ane0_2_src_o = arith.index_cast %ane0_2g : index to i64
        %ane0_2_src = llvm.getelementptr %Ag[%ane0_2_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ane0_2_dst_o = arith.index_cast %ane0_2s : index to i64
        %ane0_2_dst = llvm.getelementptr %Ash[%ane0_2_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %ane0_2_n = arith.index_cast %ane0_2nb : index to i32
        nvvm.cp.async.shared.global %ane0_2_dst, %ane0_2_src, 4, cache = ca, %ane0_2_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %ane0_3kg = arith.addi %anv0kg, %i3 : index
        %ane0_3kok = arith.cmpi ult, %ane0_3kg, %K : index
        %ane0_3kgc = arith.select %ane0_3kok, %ane0_3kg, %i0 : index
        %ane0_3ok = arith.andi %avrow_ok0, %ane0_3kok : i1
        %ane0_3nb = arith.select %ane0_3ok, %i4, %i0 : index
        %ane0_3g0 = arith.muli %ane0_3kgc, %sAk : index
        %ane0_3g = arith.addi %avg0, %ane0_3g0 : index
        %ane0_3s = arith.addi %anv0s, %i3 : index
        %ane0_3_src_o = arith.index_cast %ane0_3g : index to i64
        %ane0_3_src = llvm.getelementptr %Ag[%ane0_3_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %ane0_3_dst_o = arith.index_cast %ane0_3s : index to i64
        %ane0_3_dst = llvm.getelementptr %Ash[%ane0_3_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %ane0_3_n = arith.index_cast %ane0_3nb : index to i32
        nvvm.cp.async.shared.global %ane0_3_dst, %ane0_3_src, 4, cache = ca, %ane0_3_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      }
      %bnv0kg = arith.addi %kn, %bvk0 : index
      %bnv0s = arith.addi %sbn, %bvs0 : index
      %bnv1kg = arith.addi %kn, %bvk1 : index
      %bnv1s = arith.addi %sbn, %bvs1 : index
      scf.if %b_vec {
        %bnv0kok = arith.cmpi ult, %bnv0kg, %K : index
        %bnv0kgc = arith.select %bnv0kok, %bnv0kg, %i0 : index
        %bnv0krem = arith.subi %K, %bnv0kg : index
        %bnv0rem = arith.select %b_kc, %bnv0krem, %bvnrem0 : index
        %bnv0ok = arith.select %b_kc, %bvn_ok0, %bnv0kok : i1
        %bnv0n_c = arith.minsi %bnv0rem, %i4 : index
        %bnv0n_p = arith.maxsi %bnv0n_c, %i0 : index
        %bnv0n_v = arith.select %bnv0ok, %bnv0n_p, %i0 : index
        %bnv0n_b = arith.muli %bnv0n_v, %i4 : index
        %bnv0g0 = arith.muli %bnv0kgc, %sBk : index
        %bnv0g1 = arith.muli %bvngc0, %sBn : index
        %bnv0g2 = arith.addi %boff, %bnv0g1 : index
        %bnv0g = arith.addi %bnv0g2, %bnv0g0 : index
        %bnv0_src_o = arith.index_cast %bnv0g : index to i64
        %bnv0_src = llvm.getelementptr %Bg[%bnv0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %bnv0_dst_o = arith.index_cast %bnv0s : index to i64
        %bnv0_dst = llvm.getelementptr %Bsh[%bnv0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %bnv0_n = arith.index_cast %bnv0n_b : index to i32
        nvvm.cp.async.shared.global %bnv0_dst, %bnv0_src, 16, cache = cg, %bnv0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %bnv1kok = arith.cmpi ult, %bnv1kg, %K : index
        %bnv1kgc = arith.select %bnv1kok, %bnv1kg, %i0 : index
        %bnv1krem = arith.subi %K, %bnv1kg : index
        %bnv1rem = arith.select %b_kc, %bnv1krem, %bvnrem1 : index
        %bnv1ok = arith.select %b_kc, %bvn_ok1, %bnv1kok : i1
        %bnv1n_c = arith.minsi %bnv1rem, %i4 : index
        %bnv1n_p = arith.maxsi %bnv1n_c, %i0 : index
        %bnv1n_v = arith.select %bnv1ok, %bnv1n_p, %i0 : index
        %bnv1n_b = arith.muli %bnv1n_v, %i4 : index
        %bnv1g0 = arith.muli %bnv1kgc, %sBk : index
        %bnv1g1 = arith.muli %bvngc1, %sBn : index
        %bnv1g2 = arith.addi %boff, %bnv1g1 : index
        %bnv1g = arith.addi %bnv1g2, %bnv1g0 : index
        %bnv1_src_o = arith.index_cast %bnv1g : index to i64
        %bnv1_src = llvm.getelementptr %Bg[%bnv1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %bnv1_dst_o = arith.index_cast %bnv1s : index to i64
        %bnv1_dst = llvm.getelementptr %Bsh[%bnv1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %bnv1_n = arith.index_cast %bnv1n_b : index to i32
        nvvm.cp.async.shared.global %bnv1_dst, %bnv1_src, 16, cache = cg, %bnv1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        %bne0_0kg = arith.addi %bnv0kg, %i0 : index
        %bne0_0ng = arith.addi %bvng0, %i0 : index
        %bne0_0kok = arith.cmpi ult, %bne0_0kg, %K : index
        %bne0_0kgc = arith.select %bne0_0kok, %bne0_0kg, %i0 : index
        %bne0_0nok = arith.cmpi ult, %bne0_0ng, %N : index
        %bne0_0ngc = arith.select %bne0_0nok, %bne0_0ng, %i0 : index
        %bne0_0ok = arith.andi %bne0_0kok, %bne0_0nok : i1
        %bne0_0nb = arith.select %bne0_0ok, %i4, %i0 : index
        %bne0_0g0 = arith.muli %bne0_0kgc, %sBk : index
        %bne0_0g1 = arith.muli %bne0_0ngc, %sBn : index
        %bne0_0g2 = arith.addi %bne0_0g0, %bne0_0g1 : index
        %bne0_0g = arith.addi %boff, %bne0_0g2 : index
        %bne0_0s = arith.addi %bnv0s, %i0 : index
        %bne0_0_src_o = arith.index_cast %bne0_0g : index to i64
        %bne0_0_src = llvm.getelementptr %Bg[%bne0_0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %bne0_0_dst_o = arith.index_cast %bne0_0s : index to i64
        %bne0_0_dst = llvm.getelementptr %Bsh[%bne0_0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %bne0_0_n = arith.index_cast %bne0_0nb : index to i32
        nvvm.cp.async.shared.global %bne0_0_dst, %bne0_0_src, 4, cache = ca, %bne0_0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %bne0_1dk = arith.select %b_kc, %i1, %i0 : index
        %bne0_1dn = arith.select %b_kc, %i0, %i1 : index
        %bne0_1kg = arith.addi %bnv0kg, %bne0_1dk : index
        %bne0_1ng = arith.addi %bvng0, %bne0_1dn : index
        %bne0_1kok = arith.cmpi ult, %bne0_1kg, %K : index
        %bne0_1kgc = arith.select %bne0_1kok, %bne0_1kg, %i0 : index
        %bne0_1nok = arith.cmpi ult, %bne0_1ng, %N : index
        %bne0_1ngc = arith.select %bne0_1nok, %bne0_1ng, %i0 : index
        %bne0_1ok = arith.andi %bne0_1kok, %bne0_1nok : i1
        %bne0_1nb = arith.select %bne0_1ok, %i4, %i0 : index
        %bne0_1g0 = arith.muli %bne0_1kgc, %sBk : index
        %bne0_1g1 = arith.muli %bne0_1ngc, %sBn : index
        %bne0_1g2 = arith.addi %bne0_1g0, %bne0_1g1 : index
        %bne0_1g = arith.addi %boff, %bne0_1g2 : index
        %bne0_1s = arith.addi %bnv0s, %i1 : index
        %bne0_1_src_o = arith.index_cast %bne0_1g : index to i64
        %bne0_1_src = llvm.getelementptr %Bg[%bne0_1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %bne0_1_dst_o = arith.index_cast %bne0_1s : index to i64
        %bne0_1_dst = llvm.getelementptr %Bsh[%bne0_1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %bne0_1_n = arith.index_cast %bne0_1nb : index to i32
        nvvm.cp.async.shared.global %bne0_1_dst, %bne0_1_src, 4, cache = ca, %bne0_1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %bne0_2dk = arith.select %b_kc, %i2, %i0 : index
        %bne0_2dn = arith.select %b_kc, %i0, %i2 : index
        %bne0_2kg = arith.addi %bnv0kg, %bne0_2dk : index
        %bne0_2ng = arith.addi %bvng0, %bne0_2dn : index
        %bne0_2kok = arith.cmpi ult, %bne0_2kg, %K : index
        %bne0_2kgc = arith.select %bne0_2kok, %bne0_2kg, %i0 : index
        %bne0_2nok = arith.cmpi ult, %bne0_2ng, %N : index
        %bne0_2ngc = arith.select %bne0_2nok, %bne0_2ng, %i0 : index
        %bne0_2ok = arith.andi %bne0_2kok, %bne0_2nok : i1
        %bne0_2nb = arith.select %bne0_2ok, %i4, %i0 : index
        %bne0_2g0 = arith.muli %bne0_2kgc, %sBk : index
        %bne0_2g1 = arith.muli %bne0_2ngc, %sBn : index
        %bne0_2g2 = arith.addi %bne0_2g0, %bne0_2g1 : index
        %bne0_2g = arith.addi %boff, %bne0_2g2 : index
        %bne0_2s = arith.addi %bnv0s, %i2 : index
        %bne0_2_src_o = arith.index_cast %bne0_2g : index to i64
        %bne0_2_src = llvm.getelementptr %Bg[%bne0_2_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %bne0_2_dst_o = arith.index_cast %bne0_2s : index to i64
        %bne0_2_dst = llvm.getelementptr %Bsh[%bne0_2_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %bne0_2_n = arith.index_cast %bne0_2nb : index to i32
        nvvm.cp.async.shared.global %bne0_2_dst, %bne0_2_src, 4, cache = ca, %bne0_2_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %bne0_3dk = arith.select %b_kc, %i3, %i0 : index
        %bne0_3dn = arith.select %b_kc, %i0, %i3 : index
        %bne0_3kg = arith.addi %bnv0kg, %bne0_3dk : index
        %bne0_3ng = arith.addi %bvng0, %bne0_3dn : index
        %bne0_3kok = arith.cmpi ult, %bne0_3kg, %K : index
        %bne0_3kgc = arith.select %bne0_3kok, %bne0_3kg, %i0 : index
        %bne0_3nok = arith.cmpi ult, %bne0_3ng, %N : index
        %bne0_3ngc = arith.select %bne0_3nok, %bne0_3ng, %i0 : index
        %bne0_3ok = arith.andi %bne0_3kok, %bne0_3nok : i1
        %bne0_3nb = arith.select %bne0_3ok, %i4, %i0 : index
        %bne0_3g0 = arith.muli %bne0_3kgc, %sBk : index
        %bne0_3g1 = arith.muli %bne0_3ngc, %sBn : index
        %bne0_3g2 = arith.addi %bne0_3g0, %bne0_3g1 : index
        %bne0_3g = arith.addi %boff, %bne0_3g2 : index
        %bne0_3s = arith.addi %bnv0s, %i3 : index
        %bne0_3_src_o = arith.index_cast %bne0_3g : index to i64
        %bne0_3_src = llvm.getelementptr %Bg[%bne0_3_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %bne0_3_dst_o = arith.index_cast %bne0_3s : index to i64
        %bne0_3_dst = llvm.getelementptr %Bsh[%bne0_3_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %bne0_3_n = arith.index_cast %bne0_3nb : index to i32
        nvvm.cp.async.shared.global %bne0_3_dst, %bne0_3_src, 4, cache = ca, %bne0_3_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %bne1_0kg = arith.addi %bnv1kg, %i0 : index
        %bne1_0ng = arith.addi %bvng1, %i0 : index
        %bne1_0kok = arith.cmpi ult, %bne1_0kg, %K : index
        %bne1_0kgc = arith.select %bne1_0kok, %bne1_0kg, %i0 : index
        %bne1_0nok = arith.cmpi ult, %bne1_0ng, %N : index
        %bne1_0ngc = arith.select %bne1_0nok, %bne1_0ng, %i0 : index
        %bne1_0ok = arith.andi %bne1_0kok, %bne1_0nok : i1
        %bne1_0nb = arith.select %bne1_0ok, %i4, %i0 : index
        %bne1_0g0 = arith.muli %bne1_0kgc, %sBk : index
        %bne1_0g1 = arith.muli %bne1_0ngc, %sBn : index
        %bne1_0g2 = arith.addi %bne1_0g0, %bne1_0g1 : index
        %bne1_0g = arith.addi %boff, %bne1_0g2 : index
        %bne1_0s = arith.addi %bnv1s, %i0 : index
        %bne1_0_src_o = arith.index_cast %bne1_0g : index to i64
        %bne1_0_src = llvm.getelementptr %Bg[%bne1_0_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %bne1_0_dst_o = arith.index_cast %bne1_0s : index to i64
        %bne1_0_dst = llvm.getelementptr %Bsh[%bne1_0_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %bne1_0_n = arith.index_cast %bne1_0nb : index to i32
        nvvm.cp.async.shared.global %bne1_0_dst, %bne1_0_src, 4, cache = ca, %bne1_0_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %bne1_1dk = arith.select %b_kc, %i1, %i0 : index
        %bne1_1dn = arith.select %b_kc, %i0, %i1 : index
        %bne1_1kg = arith.addi %bnv1kg, %bne1_1dk : index
        %bne1_1ng = arith.addi %bvng1, %bne1_1dn : index
        %bne1_1kok = arith.cmpi ult, %bne1_1kg, %K : index
        %bne1_1kgc = arith.select %bne1_1kok, %bne1_1kg, %i0 : index
        %bne1_1nok = arith.cmpi ult, %bne1_1ng, %N : index
        %bne1_1ngc = arith.select %bne1_1nok, %bne1_1ng, %i0 : index
        %bne1_1ok = arith.andi %bne1_1kok, %bne1_1nok : i1
        %bne1_1nb = arith.select %bne1_1ok, %i4, %i0 : index
        %bne1_1g0 = arith.muli %bne1_1kgc, %sBk : index
        %bne1_1g1 = arith.muli %bne1_1ngc, %sBn : index
        %bne1_1g2 = arith.addi %bne1_1g0, %bne1_1g1 : index
        %bne1_1g = arith.addi %boff, %bne1_1g2 : index
        %bne1_1s = arith.addi %bnv1s, %i1 : index
        %bne1_1_src_o = arith.index_cast %bne1_1g : index to i64
        %bne1_1_src = llvm.getelementptr %Bg[%bne1_1_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %bne1_1_dst_o = arith.index_cast %bne1_1s : index to i64
        %bne1_1_dst = llvm.getelementptr %Bsh[%bne1_1_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %bne1_1_n = arith.index_cast %bne1_1nb : index to i32
        nvvm.cp.async.shared.global %bne1_1_dst, %bne1_1_src, 4, cache = ca, %bne1_1_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %bne1_2dk = arith.select %b_kc, %i2, %i0 : index
        %bne1_2dn = arith.select %b_kc, %i0, %i2 : index
        %bne1_2kg = arith.addi %bnv1kg, %bne1_2dk : index
        %bne1_2ng = arith.addi %bvng1, %bne1_2dn : index
        %bne1_2kok = arith.cmpi ult, %bne1_2kg, %K : index
        %bne1_2kgc = arith.select %bne1_2kok, %bne1_2kg, %i0 : index
        %bne1_2nok = arith.cmpi ult, %bne1_2ng, %N : index
        %bne1_2ngc = arith.select %bne1_2nok, %bne1_2ng, %i0 : index
        %bne1_2ok = arith.andi %bne1_2kok, %bne1_2nok : i1
        %bne1_2nb = arith.select %bne1_2ok, %i4, %i0 : index
        %bne1_2g0 = arith.muli %bne1_2kgc, %sBk : index
        %bne1_2g1 = arith.muli %bne1_2ngc, %sBn : index
        %bne1_2g2 = arith.addi %bne1_2g0, %bne1_2g1 : index
        %bne1_2g = arith.addi %boff, %bne1_2g2 : index
        %bne1_2s = arith.addi %bnv1s, %i2 : index
        %bne1_2_src_o = arith.index_cast %bne1_2g : index to i64
        %bne1_2_src = llvm.getelementptr %Bg[%bne1_2_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %bne1_2_dst_o = arith.index_cast %bne1_2s : index to i64
        %bne1_2_dst = llvm.getelementptr %Bsh[%bne1_2_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %bne1_2_n = arith.index_cast %bne1_2nb : index to i32
        nvvm.cp.async.shared.global %bne1_2_dst, %bne1_2_src, 4, cache = ca, %bne1_2_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %bne1_3dk = arith.select %b_kc, %i3, %i0 : index
        %bne1_3dn = arith.select %b_kc, %i0, %i3 : index
        %bne1_3kg = arith.addi %bnv1kg, %bne1_3dk : index
        %bne1_3ng = arith.addi %bvng1, %bne1_3dn : index
        %bne1_3kok = arith.cmpi ult, %bne1_3kg, %K : index
        %bne1_3kgc = arith.select %bne1_3kok, %bne1_3kg, %i0 : index
        %bne1_3nok = arith.cmpi ult, %bne1_3ng, %N : index
        %bne1_3ngc = arith.select %bne1_3nok, %bne1_3ng, %i0 : index
        %bne1_3ok = arith.andi %bne1_3kok, %bne1_3nok : i1
        %bne1_3nb = arith.select %bne1_3ok, %i4, %i0 : index
        %bne1_3g0 = arith.muli %bne1_3kgc, %sBk : index
        %bne1_3g1 = arith.muli %bne1_3ngc, %sBn : index
        %bne1_3g2 = arith.addi %bne1_3g0, %bne1_3g1 : index
        %bne1_3g = arith.addi %boff, %bne1_3g2 : index
        %bne1_3s = arith.addi %bnv1s, %i3 : index
        %bne1_3_src_o = arith.index_cast %bne1_3g : index to i64
        %bne1_3_src = llvm.getelementptr %Bg[%bne1_3_src_o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %bne1_3_dst_o = arith.index_cast %bne1_3s : index to i64
        %bne1_3_dst = llvm.getelementptr %Bsh[%bne1_3_dst_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %bne1_3_n = arith.index_cast %bne1_3nb : index to i32
        nvvm.cp.async.shared.global %bne1_3_dst, %bne1_3_src, 4, cache = ca, %bne1_3_n : !llvm.ptr<3>, !llvm.ptr<1>, i32
      }
      nvvm.cp.async.commit.group
      %sa = arith.muli %st, %iAst : index
      %sb = arith.muli %st, %iBst : index
      %sal = arith.addi %sa, %a_lane : index
      %sbl = arith.addi %sb, %b_lane : index
      %sblm = arith.addi %sb, %b_lane_lm : index
      %la0_0c = arith.constant 0 : index
      %la0_0o = arith.addi %sal, %la0_0c : index
      %la0_0p_o = arith.index_cast %la0_0o : index to i64
      %la0_0p = llvm.getelementptr %Ash[%la0_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %la0_0 = nvvm.ldmatrix %la0_0p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %fa0_0_0_w = llvm.extractvalue %la0_0[0] : !llvm.struct<(i32, i32, i32, i32)>
      %fa0_0_0 = arith.bitcast %fa0_0_0_w : i32 to f32
      %fa0_0_0_i = arith.bitcast %fa0_0_0 : f32 to i32
      %fa0_0_0_r = arith.addi %fa0_0_0_i, %half_ulp : i32
      %fa0_0_0_b = arith.andi %fa0_0_0_r, %hi_mask : i32
      %fa0_0_0_bf = arith.bitcast %fa0_0_0_b : i32 to f32
      %fa0_0_0_sf = arith.subf %fa0_0_0, %fa0_0_0_bf : f32
      %fa0_0_0_si = arith.bitcast %fa0_0_0_sf : f32 to i32
      %fa0_0_0_sr = arith.addi %fa0_0_0_si, %half_ulp : i32
      %fa0_0_0_s = arith.andi %fa0_0_0_sr, %hi_mask : i32
      %fa0_0_1_w = llvm.extractvalue %la0_0[1] : !llvm.struct<(i32, i32, i32, i32)>
      %fa0_0_1 = arith.bitcast %fa0_0_1_w : i32 to f32
      %fa0_0_1_i = arith.bitcast %fa0_0_1 : f32 to i32
      %fa0_0_1_r = arith.addi %fa0_0_1_i, %half_ulp : i32
      %fa0_0_1_b = arith.andi %fa0_0_1_r, %hi_mask : i32
      %fa0_0_1_bf = arith.bitcast %fa0_0_1_b : i32 to f32
      %fa0_0_1_sf = arith.subf %fa0_0_1, %fa0_0_1_bf : f32
      %fa0_0_1_si = arith.bitcast %fa0_0_1_sf : f32 to i32
      %fa0_0_1_sr = arith.addi %fa0_0_1_si, %half_ulp : i32
      %fa0_0_1_s = arith.andi %fa0_0_1_sr, %hi_mask : i32
      %fa0_0_2_w = llvm.extractvalue %la0_0[2] : !llvm.struct<(i32, i32, i32, i32)>
      %fa0_0_2 = arith.bitcast %fa0_0_2_w : i32 to f32
      %fa0_0_2_i = arith.bitcast %fa0_0_2 : f32 to i32
      %fa0_0_2_r = arith.addi %fa0_0_2_i, %half_ulp : i32
      %fa0_0_2_b = arith.andi %fa0_0_2_r, %hi_mask : i32
      %fa0_0_2_bf = arith.bitcast %fa0_0_2_b : i32 to f32
      %fa0_0_2_sf = arith.subf %fa0_0_2, %fa0_0_2_bf : f32
      %fa0_0_2_si = arith.bitcast %fa0_0_2_sf : f32 to i32
      %fa0_0_2_sr = arith.addi %fa0_0_2_si, %half_ulp : i32
      %fa0_0_2_s = arith.andi %fa0_0_2_sr, %hi_mask : i32
      %fa0_0_3_w = llvm.extractvalue %la0_0[3] : !llvm.struct<(i32, i32, i32, i32)>
      %fa0_0_3 = arith.bitcast %fa0_0_3_w : i32 to f32
      %fa0_0_3_i = arith.bitcast %fa0_0_3 : f32 to i32
      %fa0_0_3_r = arith.addi %fa0_0_3_i, %half_ulp : i32
      %fa0_0_3_b = arith.andi %fa0_0_3_r, %hi_mask : i32
      %fa0_0_3_bf = arith.bitcast %fa0_0_3_b : i32 to f32
      %fa0_0_3_sf = arith.subf %fa0_0_3, %fa0_0_3_bf : f32
      %fa0_0_3_si = arith.bitcast %fa0_0_3_sf : f32 to i32
      %fa0_0_3_sr = arith.addi %fa0_0_3_si, %half_ulp : i32
      %fa0_0_3_s = arith.andi %fa0_0_3_sr, %hi_mask : i32
      %la0_1c = arith.constant 320 : index
      %la0_1o = arith.addi %sal, %la0_1c : index
      %la0_1p_o = arith.index_cast %la0_1o : index to i64
      %la0_1p = llvm.getelementptr %Ash[%la0_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %la0_1 = nvvm.ldmatrix %la0_1p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %fa0_1_0_w = llvm.extractvalue %la0_1[0] : !llvm.struct<(i32, i32, i32, i32)>
      %fa0_1_0 = arith.bitcast %fa0_1_0_w : i32 to f32
      %fa0_1_0_i = arith.bitcast %fa0_1_0 : f32 to i32
      %fa0_1_0_r = arith.addi %fa0_1_0_i, %half_ulp : i32
      %fa0_1_0_b = arith.andi %fa0_1_0_r, %hi_mask : i32
      %fa0_1_0_bf = arith.bitcast %fa0_1_0_b : i32 to f32
      %fa0_1_0_sf = arith.subf %fa0_1_0, %fa0_1_0_bf : f32
      %fa0_1_0_si = arith.bitcast %fa0_1_0_sf : f32 to i32
      %fa0_1_0_sr = arith.addi %fa0_1_0_si, %half_ulp : i32
      %fa0_1_0_s = arith.andi %fa0_1_0_sr, %hi_mask : i32
      %fa0_1_1_w = llvm.extractvalue %la0_1[1] : !llvm.struct<(i32, i32, i32, i32)>
      %fa0_1_1 = arith.bitcast %fa0_1_1_w : i32 to f32
      %fa0_1_1_i = arith.bitcast %fa0_1_1 : f32 to i32
      %fa0_1_1_r = arith.addi %fa0_1_1_i, %half_ulp : i32
      %fa0_1_1_b = arith.andi %fa0_1_1_r, %hi_mask : i32
      %fa0_1_1_bf = arith.bitcast %fa0_1_1_b : i32 to f32
      %fa0_1_1_sf = arith.subf %fa0_1_1, %fa0_1_1_bf : f32
      %fa0_1_1_si = arith.bitcast %fa0_1_1_sf : f32 to i32
      %fa0_1_1_sr = arith.addi %fa0_1_1_si, %half_ulp : i32
      %fa0_1_1_s = arith.andi %fa0_1_1_sr, %hi_mask : i32
      %fa0_1_2_w = llvm.extractvalue %la0_1[2] : !llvm.struct<(i32, i32, i32, i32)>
      %fa0_1_2 = arith.bitcast %fa0_1_2_w : i32 to f32
      %fa0_1_2_i = arith.bitcast %fa0_1_2 : f32 to i32
      %fa0_1_2_r = arith.addi %fa0_1_2_i, %half_ulp : i32
      %fa0_1_2_b = arith.andi %fa0_1_2_r, %hi_mask : i32
      %fa0_1_2_bf = arith.bitcast %fa0_1_2_b : i32 to f32
      %fa0_1_2_sf = arith.subf %fa0_1_2, %fa0_1_2_bf : f32
      %fa0_1_2_si = arith.bitcast %fa0_1_2_sf : f32 to i32
      %fa0_1_2_sr = arith.addi %fa0_1_2_si, %half_ulp : i32
      %fa0_1_2_s = arith.andi %fa0_1_2_sr, %hi_mask : i32
      %fa0_1_3_w = llvm.extractvalue %la0_1[3] : !llvm.struct<(i32, i32, i32, i32)>
      %fa0_1_3 = arith.bitcast %fa0_1_3_w : i32 to f32
      %fa0_1_3_i = arith.bitcast %fa0_1_3 : f32 to i32
      %fa0_1_3_r = arith.addi %fa0_1_3_i, %half_ulp : i32
      %fa0_1_3_b = arith.andi %fa0_1_3_r, %hi_mask : i32
      %fa0_1_3_bf = arith.bitcast %fa0_1_3_b : i32 to f32
      %fa0_1_3_sf = arith.subf %fa0_1_3, %fa0_1_3_bf : f32
      %fa0_1_3_si = arith.bitcast %fa0_1_3_sf : f32 to i32
      %fa0_1_3_sr = arith.addi %fa0_1_3_si, %half_ulp : i32
      %fa0_1_3_s = arith.andi %fa0_1_3_sr, %hi_mask : i32
      %fbk0:8 = scf.if %b_kc -> (f32, f32, f32, f32, f32, f32, f32, f32) {
        %lb0_0c = arith.constant 0 : index
        %lb0_0o = arith.addi %sblm, %lb0_0c : index
        %lb0_0p_o = arith.index_cast %lb0_0o : index to i64
        %lb0_0p = llvm.getelementptr %Bsh[%lb0_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %lb0_0 = nvvm.ldmatrix %lb0_0p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
        %lb0_0_0w = llvm.extractvalue %lb0_0[0] : !llvm.struct<(i32, i32, i32, i32)>
        %lb0_0_0 = arith.bitcast %lb0_0_0w : i32 to f32
        %lb0_0_1w = llvm.extractvalue %lb0_0[1] : !llvm.struct<(i32, i32, i32, i32)>
        %lb0_0_1 = arith.bitcast %lb0_0_1w : i32 to f32
        %lb0_0_2w = llvm.extractvalue %lb0_0[2] : !llvm.struct<(i32, i32, i32, i32)>
        %lb0_0_2 = arith.bitcast %lb0_0_2w : i32 to f32
        %lb0_0_3w = llvm.extractvalue %lb0_0[3] : !llvm.struct<(i32, i32, i32, i32)>
        %lb0_0_3 = arith.bitcast %lb0_0_3w : i32 to f32
        %lb0_1c = arith.constant 320 : index
        %lb0_1o = arith.addi %sblm, %lb0_1c : index
        %lb0_1p_o = arith.index_cast %lb0_1o : index to i64
        %lb0_1p = llvm.getelementptr %Bsh[%lb0_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %lb0_1 = nvvm.ldmatrix %lb0_1p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
        %lb0_1_0w = llvm.extractvalue %lb0_1[0] : !llvm.struct<(i32, i32, i32, i32)>
        %lb0_1_0 = arith.bitcast %lb0_1_0w : i32 to f32
        %lb0_1_1w = llvm.extractvalue %lb0_1[1] : !llvm.struct<(i32, i32, i32, i32)>
        %lb0_1_1 = arith.bitcast %lb0_1_1w : i32 to f32
        %lb0_1_2w = llvm.extractvalue %lb0_1[2] : !llvm.struct<(i32, i32, i32, i32)>
        %lb0_1_2 = arith.bitcast %lb0_1_2w : i32 to f32
        %lb0_1_3w = llvm.extractvalue %lb0_1[3] : !llvm.struct<(i32, i32, i32, i32)>
        %lb0_1_3 = arith.bitcast %lb0_1_3w : i32 to f32
        scf.yield %lb0_0_0, %lb0_0_1, %lb0_0_2, %lb0_0_3, %lb0_1_0, %lb0_1_1, %lb0_1_2, %lb0_1_3 : f32, f32, f32, f32, f32, f32, f32, f32
      } else {
        %sb0_0_0p_o = arith.index_cast %sbl : index to i64
        %sb0_0_0p = llvm.getelementptr %Bsh[%sb0_0_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb0_0_0 = llvm.load %sb0_0_0p : !llvm.ptr<3> -> f32
        %sb0_0_1ok = arith.addi %sbl, %sk4 : index
        %sb0_0_1p_o = arith.index_cast %sb0_0_1ok : index to i64
        %sb0_0_1p = llvm.getelementptr %Bsh[%sb0_0_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb0_0_1 = llvm.load %sb0_0_1p : !llvm.ptr<3> -> f32
        %sb0_1_0on = arith.addi %sbl, %sn8 : index
        %sb0_1_0p_o = arith.index_cast %sb0_1_0on : index to i64
        %sb0_1_0p = llvm.getelementptr %Bsh[%sb0_1_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb0_1_0 = llvm.load %sb0_1_0p : !llvm.ptr<3> -> f32
        %sb0_1_1ok = arith.addi %sbl, %sk4 : index
        %sb0_1_1on = arith.addi %sb0_1_1ok, %sn8 : index
        %sb0_1_1p_o = arith.index_cast %sb0_1_1on : index to i64
        %sb0_1_1p = llvm.getelementptr %Bsh[%sb0_1_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb0_1_1 = llvm.load %sb0_1_1p : !llvm.ptr<3> -> f32
        %sb0_2_0on = arith.addi %sbl, %sn16 : index
        %sb0_2_0p_o = arith.index_cast %sb0_2_0on : index to i64
        %sb0_2_0p = llvm.getelementptr %Bsh[%sb0_2_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb0_2_0 = llvm.load %sb0_2_0p : !llvm.ptr<3> -> f32
        %sb0_2_1ok = arith.addi %sbl, %sk4 : index
        %sb0_2_1on = arith.addi %sb0_2_1ok, %sn16 : index
        %sb0_2_1p_o = arith.index_cast %sb0_2_1on : index to i64
        %sb0_2_1p = llvm.getelementptr %Bsh[%sb0_2_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb0_2_1 = llvm.load %sb0_2_1p : !llvm.ptr<3> -> f32
        %sb0_3_0on = arith.addi %sbl, %sn24 : index
        %sb0_3_0p_o = arith.index_cast %sb0_3_0on : index to i64
        %sb0_3_0p = llvm.getelementptr %Bsh[%sb0_3_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb0_3_0 = llvm.load %sb0_3_0p : !llvm.ptr<3> -> f32
        %sb0_3_1ok = arith.addi %sbl, %sk4 : index
        %sb0_3_1on = arith.addi %sb0_3_1ok, %sn24 : index
        %sb0_3_1p_o = arith.index_cast %sb0_3_1on : index to i64
        %sb0_3_1p = llvm.getelementptr %Bsh[%sb0_3_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb0_3_1 = llvm.load %sb0_3_1p : !llvm.ptr<3> -> f32
        scf.yield %sb0_0_0, %sb0_0_1, %sb0_1_0, %sb0_1_1, %sb0_2_0, %sb0_2_1, %sb0_3_0, %sb0_3_1 : f32, f32, f32, f32, f32, f32, f32, f32
      }
      %fb0_0_0_i = arith.bitcast %fbk0#0 : f32 to i32
      %fb0_0_0_r = arith.addi %fb0_0_0_i, %half_ulp : i32
      %fb0_0_0_b = arith.andi %fb0_0_0_r, %hi_mask : i32
      %fb0_0_0_bf = arith.bitcast %fb0_0_0_b : i32 to f32
      %fb0_0_0_sf = arith.subf %fbk0#0, %fb0_0_0_bf : f32
      %fb0_0_0_si = arith.bitcast %fb0_0_0_sf : f32 to i32
      %fb0_0_0_sr = arith.addi %fb0_0_0_si, %half_ulp : i32
      %fb0_0_0_s = arith.andi %fb0_0_0_sr, %hi_mask : i32
      %fb0_0_1_i = arith.bitcast %fbk0#1 : f32 to i32
      %fb0_0_1_r = arith.addi %fb0_0_1_i, %half_ulp : i32
      %fb0_0_1_b = arith.andi %fb0_0_1_r, %hi_mask : i32
      %fb0_0_1_bf = arith.bitcast %fb0_0_1_b : i32 to f32
      %fb0_0_1_sf = arith.subf %fbk0#1, %fb0_0_1_bf : f32
      %fb0_0_1_si = arith.bitcast %fb0_0_1_sf : f32 to i32
      %fb0_0_1_sr = arith.addi %fb0_0_1_si, %half_ulp : i32
      %fb0_0_1_s = arith.andi %fb0_0_1_sr, %hi_mask : i32
      %fb0_1_0_i = arith.bitcast %fbk0#2 : f32 to i32
      %fb0_1_0_r = arith.addi %fb0_1_0_i, %half_ulp : i32
      %fb0_1_0_b = arith.andi %fb0_1_0_r, %hi_mask : i32
      %fb0_1_0_bf = arith.bitcast %fb0_1_0_b : i32 to f32
      %fb0_1_0_sf = arith.subf %fbk0#2, %fb0_1_0_bf : f32
      %fb0_1_0_si = arith.bitcast %fb0_1_0_sf : f32 to i32
      %fb0_1_0_sr = arith.addi %fb0_1_0_si, %half_ulp : i32
      %fb0_1_0_s = arith.andi %fb0_1_0_sr, %hi_mask : i32
      %fb0_1_1_i = arith.bitcast %fbk0#3 : f32 to i32
      %fb0_1_1_r = arith.addi %fb0_1_1_i, %half_ulp : i32
      %fb0_1_1_b = arith.andi %fb0_1_1_r, %hi_mask : i32
      %fb0_1_1_bf = arith.bitcast %fb0_1_1_b : i32 to f32
      %fb0_1_1_sf = arith.subf %fbk0#3, %fb0_1_1_bf : f32
      %fb0_1_1_si = arith.bitcast %fb0_1_1_sf : f32 to i32
      %fb0_1_1_sr = arith.addi %fb0_1_1_si, %half_ulp : i32
      %fb0_1_1_s = arith.andi %fb0_1_1_sr, %hi_mask : i32
      %fb0_2_0_i = arith.bitcast %fbk0#4 : f32 to i32
      %fb0_2_0_r = arith.addi %fb0_2_0_i, %half_ulp : i32
      %fb0_2_0_b = arith.andi %fb0_2_0_r, %hi_mask : i32
      %fb0_2_0_bf = arith.bitcast %fb0_2_0_b : i32 to f32
      %fb0_2_0_sf = arith.subf %fbk0#4, %fb0_2_0_bf : f32
      %fb0_2_0_si = arith.bitcast %fb0_2_0_sf : f32 to i32
      %fb0_2_0_sr = arith.addi %fb0_2_0_si, %half_ulp : i32
      %fb0_2_0_s = arith.andi %fb0_2_0_sr, %hi_mask : i32
      %fb0_2_1_i = arith.bitcast %fbk0#5 : f32 to i32
      %fb0_2_1_r = arith.addi %fb0_2_1_i, %half_ulp : i32
      %fb0_2_1_b = arith.andi %fb0_2_1_r, %hi_mask : i32
      %fb0_2_1_bf = arith.bitcast %fb0_2_1_b : i32 to f32
      %fb0_2_1_sf = arith.subf %fbk0#5, %fb0_2_1_bf : f32
      %fb0_2_1_si = arith.bitcast %fb0_2_1_sf : f32 to i32
      %fb0_2_1_sr = arith.addi %fb0_2_1_si, %half_ulp : i32
      %fb0_2_1_s = arith.andi %fb0_2_1_sr, %hi_mask : i32
      %fb0_3_0_i = arith.bitcast %fbk0#6 : f32 to i32
      %fb0_3_0_r = arith.addi %fb0_3_0_i, %half_ulp : i32
      %fb0_3_0_b = arith.andi %fb0_3_0_r, %hi_mask : i32
      %fb0_3_0_bf = arith.bitcast %fb0_3_0_b : i32 to f32
      %fb0_3_0_sf = arith.subf %fbk0#6, %fb0_3_0_bf : f32
      %fb0_3_0_si = arith.bitcast %fb0_3_0_sf : f32 to i32
      %fb0_3_0_sr = arith.addi %fb0_3_0_si, %half_ulp : i32
      %fb0_3_0_s = arith.andi %fb0_3_0_sr, %hi_mask : i32
      %fb0_3_1_i = arith.bitcast %fbk0#7 : f32 to i32
      %fb0_3_1_r = arith.addi %fb0_3_1_i, %half_ulp : i32
      %fb0_3_1_b = arith.andi %fb0_3_1_r, %hi_mask : i32
      %fb0_3_1_bf = arith.bitcast %fb0_3_1_b : i32 to f32
      %fb0_3_1_sf = arith.subf %fbk0#7, %fb0_3_1_bf : f32
      %fb0_3_1_si = arith.bitcast %fb0_3_1_sf : f32 to i32
      %fb0_3_1_sr = arith.addi %fb0_3_1_si, %half_ulp : i32
      %fb0_3_1_s = arith.andi %fb0_3_1_sr, %hi_mask : i32
      %m0_00_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_s, %fa0_0_1_s, %fa0_0_2_s, %fa0_0_3_s, %fb0_0_0_b, %fb0_0_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_0_0 = llvm.extractvalue %m0_00_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_0_1 = llvm.extractvalue %m0_00_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_0_2 = llvm.extractvalue %m0_00_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_0_3 = llvm.extractvalue %m0_00_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_b, %fa0_0_1_b, %fa0_0_2_b, %fa0_0_3_b, %fb0_0_0_s, %fb0_0_1_s, %m0_00_0_0, %m0_00_0_1, %m0_00_0_2, %m0_00_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_1_0 = llvm.extractvalue %m0_00_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_1_1 = llvm.extractvalue %m0_00_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_1_2 = llvm.extractvalue %m0_00_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_1_3 = llvm.extractvalue %m0_00_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_b, %fa0_0_1_b, %fa0_0_2_b, %fa0_0_3_b, %fb0_0_0_b, %fb0_0_1_b, %m0_00_1_0, %m0_00_1_1, %m0_00_1_2, %m0_00_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_2_0 = llvm.extractvalue %m0_00_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_2_1 = llvm.extractvalue %m0_00_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_2_2 = llvm.extractvalue %m0_00_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_00_2_3 = llvm.extractvalue %m0_00_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_s, %fa0_0_1_s, %fa0_0_2_s, %fa0_0_3_s, %fb0_1_0_b, %fb0_1_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_0_0 = llvm.extractvalue %m0_01_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_0_1 = llvm.extractvalue %m0_01_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_0_2 = llvm.extractvalue %m0_01_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_0_3 = llvm.extractvalue %m0_01_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_b, %fa0_0_1_b, %fa0_0_2_b, %fa0_0_3_b, %fb0_1_0_s, %fb0_1_1_s, %m0_01_0_0, %m0_01_0_1, %m0_01_0_2, %m0_01_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_1_0 = llvm.extractvalue %m0_01_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_1_1 = llvm.extractvalue %m0_01_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_1_2 = llvm.extractvalue %m0_01_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_1_3 = llvm.extractvalue %m0_01_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_b, %fa0_0_1_b, %fa0_0_2_b, %fa0_0_3_b, %fb0_1_0_b, %fb0_1_1_b, %m0_01_1_0, %m0_01_1_1, %m0_01_1_2, %m0_01_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_2_0 = llvm.extractvalue %m0_01_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_2_1 = llvm.extractvalue %m0_01_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_2_2 = llvm.extractvalue %m0_01_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_01_2_3 = llvm.extractvalue %m0_01_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_s, %fa0_0_1_s, %fa0_0_2_s, %fa0_0_3_s, %fb0_2_0_b, %fb0_2_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_0_0 = llvm.extractvalue %m0_02_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_0_1 = llvm.extractvalue %m0_02_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_0_2 = llvm.extractvalue %m0_02_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_0_3 = llvm.extractvalue %m0_02_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_b, %fa0_0_1_b, %fa0_0_2_b, %fa0_0_3_b, %fb0_2_0_s, %fb0_2_1_s, %m0_02_0_0, %m0_02_0_1, %m0_02_0_2, %m0_02_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_1_0 = llvm.extractvalue %m0_02_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_1_1 = llvm.extractvalue %m0_02_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_1_2 = llvm.extractvalue %m0_02_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_1_3 = llvm.extractvalue %m0_02_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_b, %fa0_0_1_b, %fa0_0_2_b, %fa0_0_3_b, %fb0_2_0_b, %fb0_2_1_b, %m0_02_1_0, %m0_02_1_1, %m0_02_1_2, %m0_02_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_2_0 = llvm.extractvalue %m0_02_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_2_1 = llvm.extractvalue %m0_02_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_2_2 = llvm.extractvalue %m0_02_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_02_2_3 = llvm.extractvalue %m0_02_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_s, %fa0_0_1_s, %fa0_0_2_s, %fa0_0_3_s, %fb0_3_0_b, %fb0_3_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_0_0 = llvm.extractvalue %m0_03_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_0_1 = llvm.extractvalue %m0_03_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_0_2 = llvm.extractvalue %m0_03_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_0_3 = llvm.extractvalue %m0_03_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_b, %fa0_0_1_b, %fa0_0_2_b, %fa0_0_3_b, %fb0_3_0_s, %fb0_3_1_s, %m0_03_0_0, %m0_03_0_1, %m0_03_0_2, %m0_03_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_1_0 = llvm.extractvalue %m0_03_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_1_1 = llvm.extractvalue %m0_03_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_1_2 = llvm.extractvalue %m0_03_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_1_3 = llvm.extractvalue %m0_03_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_0_0_b, %fa0_0_1_b, %fa0_0_2_b, %fa0_0_3_b, %fb0_3_0_b, %fb0_3_1_b, %m0_03_1_0, %m0_03_1_1, %m0_03_1_2, %m0_03_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_2_0 = llvm.extractvalue %m0_03_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_2_1 = llvm.extractvalue %m0_03_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_2_2 = llvm.extractvalue %m0_03_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_03_2_3 = llvm.extractvalue %m0_03_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_s, %fa0_1_1_s, %fa0_1_2_s, %fa0_1_3_s, %fb0_0_0_b, %fb0_0_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_0_0 = llvm.extractvalue %m0_10_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_0_1 = llvm.extractvalue %m0_10_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_0_2 = llvm.extractvalue %m0_10_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_0_3 = llvm.extractvalue %m0_10_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_b, %fa0_1_1_b, %fa0_1_2_b, %fa0_1_3_b, %fb0_0_0_s, %fb0_0_1_s, %m0_10_0_0, %m0_10_0_1, %m0_10_0_2, %m0_10_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_1_0 = llvm.extractvalue %m0_10_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_1_1 = llvm.extractvalue %m0_10_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_1_2 = llvm.extractvalue %m0_10_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_1_3 = llvm.extractvalue %m0_10_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_b, %fa0_1_1_b, %fa0_1_2_b, %fa0_1_3_b, %fb0_0_0_b, %fb0_0_1_b, %m0_10_1_0, %m0_10_1_1, %m0_10_1_2, %m0_10_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_2_0 = llvm.extractvalue %m0_10_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_2_1 = llvm.extractvalue %m0_10_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_2_2 = llvm.extractvalue %m0_10_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_10_2_3 = llvm.extractvalue %m0_10_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_s, %fa0_1_1_s, %fa0_1_2_s, %fa0_1_3_s, %fb0_1_0_b, %fb0_1_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_0_0 = llvm.extractvalue %m0_11_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_0_1 = llvm.extractvalue %m0_11_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_0_2 = llvm.extractvalue %m0_11_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_0_3 = llvm.extractvalue %m0_11_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_b, %fa0_1_1_b, %fa0_1_2_b, %fa0_1_3_b, %fb0_1_0_s, %fb0_1_1_s, %m0_11_0_0, %m0_11_0_1, %m0_11_0_2, %m0_11_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_1_0 = llvm.extractvalue %m0_11_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_1_1 = llvm.extractvalue %m0_11_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_1_2 = llvm.extractvalue %m0_11_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_1_3 = llvm.extractvalue %m0_11_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_b, %fa0_1_1_b, %fa0_1_2_b, %fa0_1_3_b, %fb0_1_0_b, %fb0_1_1_b, %m0_11_1_0, %m0_11_1_1, %m0_11_1_2, %m0_11_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_2_0 = llvm.extractvalue %m0_11_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_2_1 = llvm.extractvalue %m0_11_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_2_2 = llvm.extractvalue %m0_11_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_11_2_3 = llvm.extractvalue %m0_11_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_s, %fa0_1_1_s, %fa0_1_2_s, %fa0_1_3_s, %fb0_2_0_b, %fb0_2_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_0_0 = llvm.extractvalue %m0_12_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_0_1 = llvm.extractvalue %m0_12_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_0_2 = llvm.extractvalue %m0_12_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_0_3 = llvm.extractvalue %m0_12_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_b, %fa0_1_1_b, %fa0_1_2_b, %fa0_1_3_b, %fb0_2_0_s, %fb0_2_1_s, %m0_12_0_0, %m0_12_0_1, %m0_12_0_2, %m0_12_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_1_0 = llvm.extractvalue %m0_12_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_1_1 = llvm.extractvalue %m0_12_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_1_2 = llvm.extractvalue %m0_12_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_1_3 = llvm.extractvalue %m0_12_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_b, %fa0_1_1_b, %fa0_1_2_b, %fa0_1_3_b, %fb0_2_0_b, %fb0_2_1_b, %m0_12_1_0, %m0_12_1_1, %m0_12_1_2, %m0_12_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_2_0 = llvm.extractvalue %m0_12_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_2_1 = llvm.extractvalue %m0_12_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_2_2 = llvm.extractvalue %m0_12_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_12_2_3 = llvm.extractvalue %m0_12_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_s, %fa0_1_1_s, %fa0_1_2_s, %fa0_1_3_s, %fb0_3_0_b, %fb0_3_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_0_0 = llvm.extractvalue %m0_13_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_0_1 = llvm.extractvalue %m0_13_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_0_2 = llvm.extractvalue %m0_13_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_0_3 = llvm.extractvalue %m0_13_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_b, %fa0_1_1_b, %fa0_1_2_b, %fa0_1_3_b, %fb0_3_0_s, %fb0_3_1_s, %m0_13_0_0, %m0_13_0_1, %m0_13_0_2, %m0_13_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_1_0 = llvm.extractvalue %m0_13_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_1_1 = llvm.extractvalue %m0_13_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_1_2 = llvm.extractvalue %m0_13_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_1_3 = llvm.extractvalue %m0_13_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_1_0_b, %fa0_1_1_b, %fa0_1_2_b, %fa0_1_3_b, %fb0_3_0_b, %fb0_3_1_b, %m0_13_1_0, %m0_13_1_1, %m0_13_1_2, %m0_13_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_2_0 = llvm.extractvalue %m0_13_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_2_1 = llvm.extractvalue %m0_13_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_2_2 = llvm.extractvalue %m0_13_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_13_2_3 = llvm.extractvalue %m0_13_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %la8_0c = arith.constant 8 : index
      %la8_0o = arith.addi %sal, %la8_0c : index
      %la8_0p_o = arith.index_cast %la8_0o : index to i64
      %la8_0p = llvm.getelementptr %Ash[%la8_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %la8_0 = nvvm.ldmatrix %la8_0p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %fa8_0_0_w = llvm.extractvalue %la8_0[0] : !llvm.struct<(i32, i32, i32, i32)>
      %fa8_0_0 = arith.bitcast %fa8_0_0_w : i32 to f32
      %fa8_0_0_i = arith.bitcast %fa8_0_0 : f32 to i32
      %fa8_0_0_r = arith.addi %fa8_0_0_i, %half_ulp : i32
      %fa8_0_0_b = arith.andi %fa8_0_0_r, %hi_mask : i32
      %fa8_0_0_bf = arith.bitcast %fa8_0_0_b : i32 to f32
      %fa8_0_0_sf = arith.subf %fa8_0_0, %fa8_0_0_bf : f32
      %fa8_0_0_si = arith.bitcast %fa8_0_0_sf : f32 to i32
      %fa8_0_0_sr = arith.addi %fa8_0_0_si, %half_ulp : i32
      %fa8_0_0_s = arith.andi %fa8_0_0_sr, %hi_mask : i32
      %fa8_0_1_w = llvm.extractvalue %la8_0[1] : !llvm.struct<(i32, i32, i32, i32)>
      %fa8_0_1 = arith.bitcast %fa8_0_1_w : i32 to f32
      %fa8_0_1_i = arith.bitcast %fa8_0_1 : f32 to i32
      %fa8_0_1_r = arith.addi %fa8_0_1_i, %half_ulp : i32
      %fa8_0_1_b = arith.andi %fa8_0_1_r, %hi_mask : i32
      %fa8_0_1_bf = arith.bitcast %fa8_0_1_b : i32 to f32
      %fa8_0_1_sf = arith.subf %fa8_0_1, %fa8_0_1_bf : f32
      %fa8_0_1_si = arith.bitcast %fa8_0_1_sf : f32 to i32
      %fa8_0_1_sr = arith.addi %fa8_0_1_si, %half_ulp : i32
      %fa8_0_1_s = arith.andi %fa8_0_1_sr, %hi_mask : i32
      %fa8_0_2_w = llvm.extractvalue %la8_0[2] : !llvm.struct<(i32, i32, i32, i32)>
      %fa8_0_2 = arith.bitcast %fa8_0_2_w : i32 to f32
      %fa8_0_2_i = arith.bitcast %fa8_0_2 : f32 to i32
      %fa8_0_2_r = arith.addi %fa8_0_2_i, %half_ulp : i32
      %fa8_0_2_b = arith.andi %fa8_0_2_r, %hi_mask : i32
      %fa8_0_2_bf = arith.bitcast %fa8_0_2_b : i32 to f32
      %fa8_0_2_sf = arith.subf %fa8_0_2, %fa8_0_2_bf : f32
      %fa8_0_2_si = arith.bitcast %fa8_0_2_sf : f32 to i32
      %fa8_0_2_sr = arith.addi %fa8_0_2_si, %half_ulp : i32
      %fa8_0_2_s = arith.andi %fa8_0_2_sr, %hi_mask : i32
      %fa8_0_3_w = llvm.extractvalue %la8_0[3] : !llvm.struct<(i32, i32, i32, i32)>
      %fa8_0_3 = arith.bitcast %fa8_0_3_w : i32 to f32
      %fa8_0_3_i = arith.bitcast %fa8_0_3 : f32 to i32
      %fa8_0_3_r = arith.addi %fa8_0_3_i, %half_ulp : i32
      %fa8_0_3_b = arith.andi %fa8_0_3_r, %hi_mask : i32
      %fa8_0_3_bf = arith.bitcast %fa8_0_3_b : i32 to f32
      %fa8_0_3_sf = arith.subf %fa8_0_3, %fa8_0_3_bf : f32
      %fa8_0_3_si = arith.bitcast %fa8_0_3_sf : f32 to i32
      %fa8_0_3_sr = arith.addi %fa8_0_3_si, %half_ulp : i32
      %fa8_0_3_s = arith.andi %fa8_0_3_sr, %hi_mask : i32
      %la8_1c = arith.constant 328 : index
      %la8_1o = arith.addi %sal, %la8_1c : index
      %la8_1p_o = arith.index_cast %la8_1o : index to i64
      %la8_1p = llvm.getelementptr %Ash[%la8_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %la8_1 = nvvm.ldmatrix %la8_1p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %fa8_1_0_w = llvm.extractvalue %la8_1[0] : !llvm.struct<(i32, i32, i32, i32)>
      %fa8_1_0 = arith.bitcast %fa8_1_0_w : i32 to f32
      %fa8_1_0_i = arith.bitcast %fa8_1_0 : f32 to i32
      %fa8_1_0_r = arith.addi %fa8_1_0_i, %half_ulp : i32
      %fa8_1_0_b = arith.andi %fa8_1_0_r, %hi_mask : i32
      %fa8_1_0_bf = arith.bitcast %fa8_1_0_b : i32 to f32
      %fa8_1_0_sf = arith.subf %fa8_1_0, %fa8_1_0_bf : f32
      %fa8_1_0_si = arith.bitcast %fa8_1_0_sf : f32 to i32
      %fa8_1_0_sr = arith.addi %fa8_1_0_si, %half_ulp : i32
      %fa8_1_0_s = arith.andi %fa8_1_0_sr, %hi_mask : i32
      %fa8_1_1_w = llvm.extractvalue %la8_1[1] : !llvm.struct<(i32, i32, i32, i32)>
      %fa8_1_1 = arith.bitcast %fa8_1_1_w : i32 to f32
      %fa8_1_1_i = arith.bitcast %fa8_1_1 : f32 to i32
      %fa8_1_1_r = arith.addi %fa8_1_1_i, %half_ulp : i32
      %fa8_1_1_b = arith.andi %fa8_1_1_r, %hi_mask : i32
      %fa8_1_1_bf = arith.bitcast %fa8_1_1_b : i32 to f32
      %fa8_1_1_sf = arith.subf %fa8_1_1, %fa8_1_1_bf : f32
      %fa8_1_1_si = arith.bitcast %fa8_1_1_sf : f32 to i32
      %fa8_1_1_sr = arith.addi %fa8_1_1_si, %half_ulp : i32
      %fa8_1_1_s = arith.andi %fa8_1_1_sr, %hi_mask : i32
      %fa8_1_2_w = llvm.extractvalue %la8_1[2] : !llvm.struct<(i32, i32, i32, i32)>
      %fa8_1_2 = arith.bitcast %fa8_1_2_w : i32 to f32
      %fa8_1_2_i = arith.bitcast %fa8_1_2 : f32 to i32
      %fa8_1_2_r = arith.addi %fa8_1_2_i, %half_ulp : i32
      %fa8_1_2_b = arith.andi %fa8_1_2_r, %hi_mask : i32
      %fa8_1_2_bf = arith.bitcast %fa8_1_2_b : i32 to f32
      %fa8_1_2_sf = arith.subf %fa8_1_2, %fa8_1_2_bf : f32
      %fa8_1_2_si = arith.bitcast %fa8_1_2_sf : f32 to i32
      %fa8_1_2_sr = arith.addi %fa8_1_2_si, %half_ulp : i32
      %fa8_1_2_s = arith.andi %fa8_1_2_sr, %hi_mask : i32
      %fa8_1_3_w = llvm.extractvalue %la8_1[3] : !llvm.struct<(i32, i32, i32, i32)>
      %fa8_1_3 = arith.bitcast %fa8_1_3_w : i32 to f32
      %fa8_1_3_i = arith.bitcast %fa8_1_3 : f32 to i32
      %fa8_1_3_r = arith.addi %fa8_1_3_i, %half_ulp : i32
      %fa8_1_3_b = arith.andi %fa8_1_3_r, %hi_mask : i32
      %fa8_1_3_bf = arith.bitcast %fa8_1_3_b : i32 to f32
      %fa8_1_3_sf = arith.subf %fa8_1_3, %fa8_1_3_bf : f32
      %fa8_1_3_si = arith.bitcast %fa8_1_3_sf : f32 to i32
      %fa8_1_3_sr = arith.addi %fa8_1_3_si, %half_ulp : i32
      %fa8_1_3_s = arith.andi %fa8_1_3_sr, %hi_mask : i32
      %fbk8:8 = scf.if %b_kc -> (f32, f32, f32, f32, f32, f32, f32, f32) {
        %lb8_0c = arith.constant 8 : index
        %lb8_0o = arith.addi %sblm, %lb8_0c : index
        %lb8_0p_o = arith.index_cast %lb8_0o : index to i64
        %lb8_0p = llvm.getelementptr %Bsh[%lb8_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %lb8_0 = nvvm.ldmatrix %lb8_0p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
        %lb8_0_0w = llvm.extractvalue %lb8_0[0] : !llvm.struct<(i32, i32, i32, i32)>
        %lb8_0_0 = arith.bitcast %lb8_0_0w : i32 to f32
        %lb8_0_1w = llvm.extractvalue %lb8_0[1] : !llvm.struct<(i32, i32, i32, i32)>
        %lb8_0_1 = arith.bitcast %lb8_0_1w : i32 to f32
        %lb8_0_2w = llvm.extractvalue %lb8_0[2] : !llvm.struct<(i32, i32, i32, i32)>
        %lb8_0_2 = arith.bitcast %lb8_0_2w : i32 to f32
        %lb8_0_3w = llvm.extractvalue %lb8_0[3] : !llvm.struct<(i32, i32, i32, i32)>
        %lb8_0_3 = arith.bitcast %lb8_0_3w : i32 to f32
        %lb8_1c = arith.constant 328 : index
        %lb8_1o = arith.addi %sblm, %lb8_1c : index
        %lb8_1p_o = arith.index_cast %lb8_1o : index to i64
        %lb8_1p = llvm.getelementptr %Bsh[%lb8_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %lb8_1 = nvvm.ldmatrix %lb8_1p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
        %lb8_1_0w = llvm.extractvalue %lb8_1[0] : !llvm.struct<(i32, i32, i32, i32)>
        %lb8_1_0 = arith.bitcast %lb8_1_0w : i32 to f32
        %lb8_1_1w = llvm.extractvalue %lb8_1[1] : !llvm.struct<(i32, i32, i32, i32)>
        %lb8_1_1 = arith.bitcast %lb8_1_1w : i32 to f32
        %lb8_1_2w = llvm.extractvalue %lb8_1[2] : !llvm.struct<(i32, i32, i32, i32)>
        %lb8_1_2 = arith.bitcast %lb8_1_2w : i32 to f32
        %lb8_1_3w = llvm.extractvalue %lb8_1[3] : !llvm.struct<(i32, i32, i32, i32)>
        %lb8_1_3 = arith.bitcast %lb8_1_3w : i32 to f32
        scf.yield %lb8_0_0, %lb8_0_1, %lb8_0_2, %lb8_0_3, %lb8_1_0, %lb8_1_1, %lb8_1_2, %lb8_1_3 : f32, f32, f32, f32, f32, f32, f32, f32
      } else {
        %sb8_0_0ok = arith.addi %sbl, %sk8 : index
        %sb8_0_0p_o = arith.index_cast %sb8_0_0ok : index to i64
        %sb8_0_0p = llvm.getelementptr %Bsh[%sb8_0_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb8_0_0 = llvm.load %sb8_0_0p : !llvm.ptr<3> -> f32
        %sb8_0_1ok = arith.addi %sbl, %sk12 : index
        %sb8_0_1p_o = arith.index_cast %sb8_0_1ok : index to i64
        %sb8_0_1p = llvm.getelementptr %Bsh[%sb8_0_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb8_0_1 = llvm.load %sb8_0_1p : !llvm.ptr<3> -> f32
        %sb8_1_0ok = arith.addi %sbl, %sk8 : index
        %sb8_1_0on = arith.addi %sb8_1_0ok, %sn8 : index
        %sb8_1_0p_o = arith.index_cast %sb8_1_0on : index to i64
        %sb8_1_0p = llvm.getelementptr %Bsh[%sb8_1_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb8_1_0 = llvm.load %sb8_1_0p : !llvm.ptr<3> -> f32
        %sb8_1_1ok = arith.addi %sbl, %sk12 : index
        %sb8_1_1on = arith.addi %sb8_1_1ok, %sn8 : index
        %sb8_1_1p_o = arith.index_cast %sb8_1_1on : index to i64
        %sb8_1_1p = llvm.getelementptr %Bsh[%sb8_1_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb8_1_1 = llvm.load %sb8_1_1p : !llvm.ptr<3> -> f32
        %sb8_2_0ok = arith.addi %sbl, %sk8 : index
        %sb8_2_0on = arith.addi %sb8_2_0ok, %sn16 : index
        %sb8_2_0p_o = arith.index_cast %sb8_2_0on : index to i64
        %sb8_2_0p = llvm.getelementptr %Bsh[%sb8_2_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb8_2_0 = llvm.load %sb8_2_0p : !llvm.ptr<3> -> f32
        %sb8_2_1ok = arith.addi %sbl, %sk12 : index
        %sb8_2_1on = arith.addi %sb8_2_1ok, %sn16 : index
        %sb8_2_1p_o = arith.index_cast %sb8_2_1on : index to i64
        %sb8_2_1p = llvm.getelementptr %Bsh[%sb8_2_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb8_2_1 = llvm.load %sb8_2_1p : !llvm.ptr<3> -> f32
        %sb8_3_0ok = arith.addi %sbl, %sk8 : index
        %sb8_3_0on = arith.addi %sb8_3_0ok, %sn24 : index
        %sb8_3_0p_o = arith.index_cast %sb8_3_0on : index to i64
        %sb8_3_0p = llvm.getelementptr %Bsh[%sb8_3_0p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb8_3_0 = llvm.load %sb8_3_0p : !llvm.ptr<3> -> f32
        %sb8_3_1ok = arith.addi %sbl, %sk12 : index
        %sb8_3_1on = arith.addi %sb8_3_1ok, %sn24 : index
        %sb8_3_1p_o = arith.index_cast %sb8_3_1on : index to i64
        %sb8_3_1p = llvm.getelementptr %Bsh[%sb8_3_1p_o] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %sb8_3_1 = llvm.load %sb8_3_1p : !llvm.ptr<3> -> f32
        scf.yield %sb8_0_0, %sb8_0_1, %sb8_1_0, %sb8_1_1, %sb8_2_0, %sb8_2_1, %sb8_3_0, %sb8_3_1 : f32, f32, f32, f32, f32, f32, f32, f32
      }
      %fb8_0_0_i = arith.bitcast %fbk8#0 : f32 to i32
      %fb8_0_0_r = arith.addi %fb8_0_0_i, %half_ulp : i32
      %fb8_0_0_b = arith.andi %fb8_0_0_r, %hi_mask : i32
      %fb8_0_0_bf = arith.bitcast %fb8_0_0_b : i32 to f32
      %fb8_0_0_sf = arith.subf %fbk8#0, %fb8_0_0_bf : f32
      %fb8_0_0_si = arith.bitcast %fb8_0_0_sf : f32 to i32
      %fb8_0_0_sr = arith.addi %fb8_0_0_si, %half_ulp : i32
      %fb8_0_0_s = arith.andi %fb8_0_0_sr, %hi_mask : i32
      %fb8_0_1_i = arith.bitcast %fbk8#1 : f32 to i32
      %fb8_0_1_r = arith.addi %fb8_0_1_i, %half_ulp : i32
      %fb8_0_1_b = arith.andi %fb8_0_1_r, %hi_mask : i32
      %fb8_0_1_bf = arith.bitcast %fb8_0_1_b : i32 to f32
      %fb8_0_1_sf = arith.subf %fbk8#1, %fb8_0_1_bf : f32
      %fb8_0_1_si = arith.bitcast %fb8_0_1_sf : f32 to i32
      %fb8_0_1_sr = arith.addi %fb8_0_1_si, %half_ulp : i32
      %fb8_0_1_s = arith.andi %fb8_0_1_sr, %hi_mask : i32
      %fb8_1_0_i = arith.bitcast %fbk8#2 : f32 to i32
      %fb8_1_0_r = arith.addi %fb8_1_0_i, %half_ulp : i32
      %fb8_1_0_b = arith.andi %fb8_1_0_r, %hi_mask : i32
      %fb8_1_0_bf = arith.bitcast %fb8_1_0_b : i32 to f32
      %fb8_1_0_sf = arith.subf %fbk8#2, %fb8_1_0_bf : f32
      %fb8_1_0_si = arith.bitcast %fb8_1_0_sf : f32 to i32
      %fb8_1_0_sr = arith.addi %fb8_1_0_si, %half_ulp : i32
      %fb8_1_0_s = arith.andi %fb8_1_0_sr, %hi_mask : i32
      %fb8_1_1_i = arith.bitcast %fbk8#3 : f32 to i32
      %fb8_1_1_r = arith.addi %fb8_1_1_i, %half_ulp : i32
      %fb8_1_1_b = arith.andi %fb8_1_1_r, %hi_mask : i32
      %fb8_1_1_bf = arith.bitcast %fb8_1_1_b : i32 to f32
      %fb8_1_1_sf = arith.subf %fbk8#3, %fb8_1_1_bf : f32
      %fb8_1_1_si = arith.bitcast %fb8_1_1_sf : f32 to i32
      %fb8_1_1_sr = arith.addi %fb8_1_1_si, %half_ulp : i32
      %fb8_1_1_s = arith.andi %fb8_1_1_sr, %hi_mask : i32
      %fb8_2_0_i = arith.bitcast %fbk8#4 : f32 to i32
      %fb8_2_0_r = arith.addi %fb8_2_0_i, %half_ulp : i32
      %fb8_2_0_b = arith.andi %fb8_2_0_r, %hi_mask : i32
      %fb8_2_0_bf = arith.bitcast %fb8_2_0_b : i32 to f32
      %fb8_2_0_sf = arith.subf %fbk8#4, %fb8_2_0_bf : f32
      %fb8_2_0_si = arith.bitcast %fb8_2_0_sf : f32 to i32
      %fb8_2_0_sr = arith.addi %fb8_2_0_si, %half_ulp : i32
      %fb8_2_0_s = arith.andi %fb8_2_0_sr, %hi_mask : i32
      %fb8_2_1_i = arith.bitcast %fbk8#5 : f32 to i32
      %fb8_2_1_r = arith.addi %fb8_2_1_i, %half_ulp : i32
      %fb8_2_1_b = arith.andi %fb8_2_1_r, %hi_mask : i32
      %fb8_2_1_bf = arith.bitcast %fb8_2_1_b : i32 to f32
      %fb8_2_1_sf = arith.subf %fbk8#5, %fb8_2_1_bf : f32
      %fb8_2_1_si = arith.bitcast %fb8_2_1_sf : f32 to i32
      %fb8_2_1_sr = arith.addi %fb8_2_1_si, %half_ulp : i32
      %fb8_2_1_s = arith.andi %fb8_2_1_sr, %hi_mask : i32
      %fb8_3_0_i = arith.bitcast %fbk8#6 : f32 to i32
      %fb8_3_0_r = arith.addi %fb8_3_0_i, %half_ulp : i32
      %fb8_3_0_b = arith.andi %fb8_3_0_r, %hi_mask : i32
      %fb8_3_0_bf = arith.bitcast %fb8_3_0_b : i32 to f32
      %fb8_3_0_sf = arith.subf %fbk8#6, %fb8_3_0_bf : f32
      %fb8_3_0_si = arith.bitcast %fb8_3_0_sf : f32 to i32
      %fb8_3_0_sr = arith.addi %fb8_3_0_si, %half_ulp : i32
      %fb8_3_0_s = arith.andi %fb8_3_0_sr, %hi_mask : i32
      %fb8_3_1_i = arith.bitcast %fbk8#7 : f32 to i32
      %fb8_3_1_r = arith.addi %fb8_3_1_i, %half_ulp : i32
      %fb8_3_1_b = arith.andi %fb8_3_1_r, %hi_mask : i32
      %fb8_3_1_bf = arith.bitcast %fb8_3_1_b : i32 to f32
      %fb8_3_1_sf = arith.subf %fbk8#7, %fb8_3_1_bf : f32
      %fb8_3_1_si = arith.bitcast %fb8_3_1_sf : f32 to i32
      %fb8_3_1_sr = arith.addi %fb8_3_1_si, %half_ulp : i32
      %fb8_3_1_s = arith.andi %fb8_3_1_sr, %hi_mask : i32
      %m8_00_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_s, %fa8_0_1_s, %fa8_0_2_s, %fa8_0_3_s, %fb8_0_0_b, %fb8_0_1_b, %m0_00_2_0, %m0_00_2_1, %m0_00_2_2, %m0_00_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_0_0 = llvm.extractvalue %m8_00_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_0_1 = llvm.extractvalue %m8_00_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_0_2 = llvm.extractvalue %m8_00_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_0_3 = llvm.extractvalue %m8_00_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_b, %fa8_0_1_b, %fa8_0_2_b, %fa8_0_3_b, %fb8_0_0_s, %fb8_0_1_s, %m8_00_0_0, %m8_00_0_1, %m8_00_0_2, %m8_00_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_1_0 = llvm.extractvalue %m8_00_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_1_1 = llvm.extractvalue %m8_00_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_1_2 = llvm.extractvalue %m8_00_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_1_3 = llvm.extractvalue %m8_00_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_b, %fa8_0_1_b, %fa8_0_2_b, %fa8_0_3_b, %fb8_0_0_b, %fb8_0_1_b, %m8_00_1_0, %m8_00_1_1, %m8_00_1_2, %m8_00_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_2_0 = llvm.extractvalue %m8_00_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_2_1 = llvm.extractvalue %m8_00_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_2_2 = llvm.extractvalue %m8_00_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_00_2_3 = llvm.extractvalue %m8_00_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_s, %fa8_0_1_s, %fa8_0_2_s, %fa8_0_3_s, %fb8_1_0_b, %fb8_1_1_b, %m0_01_2_0, %m0_01_2_1, %m0_01_2_2, %m0_01_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_0_0 = llvm.extractvalue %m8_01_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_0_1 = llvm.extractvalue %m8_01_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_0_2 = llvm.extractvalue %m8_01_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_0_3 = llvm.extractvalue %m8_01_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_b, %fa8_0_1_b, %fa8_0_2_b, %fa8_0_3_b, %fb8_1_0_s, %fb8_1_1_s, %m8_01_0_0, %m8_01_0_1, %m8_01_0_2, %m8_01_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_1_0 = llvm.extractvalue %m8_01_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_1_1 = llvm.extractvalue %m8_01_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_1_2 = llvm.extractvalue %m8_01_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_1_3 = llvm.extractvalue %m8_01_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_b, %fa8_0_1_b, %fa8_0_2_b, %fa8_0_3_b, %fb8_1_0_b, %fb8_1_1_b, %m8_01_1_0, %m8_01_1_1, %m8_01_1_2, %m8_01_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_2_0 = llvm.extractvalue %m8_01_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_2_1 = llvm.extractvalue %m8_01_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_2_2 = llvm.extractvalue %m8_01_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_01_2_3 = llvm.extractvalue %m8_01_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_s, %fa8_0_1_s, %fa8_0_2_s, %fa8_0_3_s, %fb8_2_0_b, %fb8_2_1_b, %m0_02_2_0, %m0_02_2_1, %m0_02_2_2, %m0_02_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_0_0 = llvm.extractvalue %m8_02_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_0_1 = llvm.extractvalue %m8_02_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_0_2 = llvm.extractvalue %m8_02_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_0_3 = llvm.extractvalue %m8_02_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_b, %fa8_0_1_b, %fa8_0_2_b, %fa8_0_3_b, %fb8_2_0_s, %fb8_2_1_s, %m8_02_0_0, %m8_02_0_1, %m8_02_0_2, %m8_02_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_1_0 = llvm.extractvalue %m8_02_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_1_1 = llvm.extractvalue %m8_02_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_1_2 = llvm.extractvalue %m8_02_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_1_3 = llvm.extractvalue %m8_02_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_b, %fa8_0_1_b, %fa8_0_2_b, %fa8_0_3_b, %fb8_2_0_b, %fb8_2_1_b, %m8_02_1_0, %m8_02_1_1, %m8_02_1_2, %m8_02_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_2_0 = llvm.extractvalue %m8_02_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_2_1 = llvm.extractvalue %m8_02_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_2_2 = llvm.extractvalue %m8_02_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_02_2_3 = llvm.extractvalue %m8_02_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_s, %fa8_0_1_s, %fa8_0_2_s, %fa8_0_3_s, %fb8_3_0_b, %fb8_3_1_b, %m0_03_2_0, %m0_03_2_1, %m0_03_2_2, %m0_03_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_0_0 = llvm.extractvalue %m8_03_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_0_1 = llvm.extractvalue %m8_03_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_0_2 = llvm.extractvalue %m8_03_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_0_3 = llvm.extractvalue %m8_03_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_b, %fa8_0_1_b, %fa8_0_2_b, %fa8_0_3_b, %fb8_3_0_s, %fb8_3_1_s, %m8_03_0_0, %m8_03_0_1, %m8_03_0_2, %m8_03_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_1_0 = llvm.extractvalue %m8_03_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_1_1 = llvm.extractvalue %m8_03_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_1_2 = llvm.extractvalue %m8_03_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_1_3 = llvm.extractvalue %m8_03_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_0_0_b, %fa8_0_1_b, %fa8_0_2_b, %fa8_0_3_b, %fb8_3_0_b, %fb8_3_1_b, %m8_03_1_0, %m8_03_1_1, %m8_03_1_2, %m8_03_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_2_0 = llvm.extractvalue %m8_03_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_2_1 = llvm.extractvalue %m8_03_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_2_2 = llvm.extractvalue %m8_03_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_03_2_3 = llvm.extractvalue %m8_03_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_s, %fa8_1_1_s, %fa8_1_2_s, %fa8_1_3_s, %fb8_0_0_b, %fb8_0_1_b, %m0_10_2_0, %m0_10_2_1, %m0_10_2_2, %m0_10_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_0_0 = llvm.extractvalue %m8_10_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_0_1 = llvm.extractvalue %m8_10_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_0_2 = llvm.extractvalue %m8_10_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_0_3 = llvm.extractvalue %m8_10_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_b, %fa8_1_1_b, %fa8_1_2_b, %fa8_1_3_b, %fb8_0_0_s, %fb8_0_1_s, %m8_10_0_0, %m8_10_0_1, %m8_10_0_2, %m8_10_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_1_0 = llvm.extractvalue %m8_10_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_1_1 = llvm.extractvalue %m8_10_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_1_2 = llvm.extractvalue %m8_10_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_1_3 = llvm.extractvalue %m8_10_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_b, %fa8_1_1_b, %fa8_1_2_b, %fa8_1_3_b, %fb8_0_0_b, %fb8_0_1_b, %m8_10_1_0, %m8_10_1_1, %m8_10_1_2, %m8_10_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_2_0 = llvm.extractvalue %m8_10_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_2_1 = llvm.extractvalue %m8_10_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_2_2 = llvm.extractvalue %m8_10_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_10_2_3 = llvm.extractvalue %m8_10_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_s, %fa8_1_1_s, %fa8_1_2_s, %fa8_1_3_s, %fb8_1_0_b, %fb8_1_1_b, %m0_11_2_0, %m0_11_2_1, %m0_11_2_2, %m0_11_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_0_0 = llvm.extractvalue %m8_11_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_0_1 = llvm.extractvalue %m8_11_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_0_2 = llvm.extractvalue %m8_11_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_0_3 = llvm.extractvalue %m8_11_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_b, %fa8_1_1_b, %fa8_1_2_b, %fa8_1_3_b, %fb8_1_0_s, %fb8_1_1_s, %m8_11_0_0, %m8_11_0_1, %m8_11_0_2, %m8_11_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_1_0 = llvm.extractvalue %m8_11_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_1_1 = llvm.extractvalue %m8_11_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_1_2 = llvm.extractvalue %m8_11_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_1_3 = llvm.extractvalue %m8_11_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_b, %fa8_1_1_b, %fa8_1_2_b, %fa8_1_3_b, %fb8_1_0_b, %fb8_1_1_b, %m8_11_1_0, %m8_11_1_1, %m8_11_1_2, %m8_11_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_2_0 = llvm.extractvalue %m8_11_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_2_1 = llvm.extractvalue %m8_11_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_2_2 = llvm.extractvalue %m8_11_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_11_2_3 = llvm.extractvalue %m8_11_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_s, %fa8_1_1_s, %fa8_1_2_s, %fa8_1_3_s, %fb8_2_0_b, %fb8_2_1_b, %m0_12_2_0, %m0_12_2_1, %m0_12_2_2, %m0_12_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_0_0 = llvm.extractvalue %m8_12_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_0_1 = llvm.extractvalue %m8_12_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_0_2 = llvm.extractvalue %m8_12_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_0_3 = llvm.extractvalue %m8_12_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_b, %fa8_1_1_b, %fa8_1_2_b, %fa8_1_3_b, %fb8_2_0_s, %fb8_2_1_s, %m8_12_0_0, %m8_12_0_1, %m8_12_0_2, %m8_12_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_1_0 = llvm.extractvalue %m8_12_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_1_1 = llvm.extractvalue %m8_12_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_1_2 = llvm.extractvalue %m8_12_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_1_3 = llvm.extractvalue %m8_12_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_b, %fa8_1_1_b, %fa8_1_2_b, %fa8_1_3_b, %fb8_2_0_b, %fb8_2_1_b, %m8_12_1_0, %m8_12_1_1, %m8_12_1_2, %m8_12_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_2_0 = llvm.extractvalue %m8_12_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_2_1 = llvm.extractvalue %m8_12_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_2_2 = llvm.extractvalue %m8_12_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_12_2_3 = llvm.extractvalue %m8_12_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_s, %fa8_1_1_s, %fa8_1_2_s, %fa8_1_3_s, %fb8_3_0_b, %fb8_3_1_b, %m0_13_2_0, %m0_13_2_1, %m0_13_2_2, %m0_13_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_0_0 = llvm.extractvalue %m8_13_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_0_1 = llvm.extractvalue %m8_13_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_0_2 = llvm.extractvalue %m8_13_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_0_3 = llvm.extractvalue %m8_13_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_b, %fa8_1_1_b, %fa8_1_2_b, %fa8_1_3_b, %fb8_3_0_s, %fb8_3_1_s, %m8_13_0_0, %m8_13_0_1, %m8_13_0_2, %m8_13_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_1_0 = llvm.extractvalue %m8_13_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_1_1 = llvm.extractvalue %m8_13_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_1_2 = llvm.extractvalue %m8_13_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_1_3 = llvm.extractvalue %m8_13_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_1_0_b, %fa8_1_1_b, %fa8_1_2_b, %fa8_1_3_b, %fb8_3_0_b, %fb8_3_1_b, %m8_13_1_0, %m8_13_1_1, %m8_13_1_2, %m8_13_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_2_0 = llvm.extractvalue %m8_13_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_2_1 = llvm.extractvalue %m8_13_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_2_2 = llvm.extractvalue %m8_13_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_13_2_3 = llvm.extractvalue %m8_13_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sum0 = arith.addf %acc00_0, %m8_00_2_0 : f32
      %sum1 = arith.addf %acc00_1, %m8_00_2_1 : f32
      %sum2 = arith.addf %acc00_2, %m8_00_2_2 : f32
      %sum3 = arith.addf %acc00_3, %m8_00_2_3 : f32
      %sum4 = arith.addf %acc01_0, %m8_01_2_0 : f32
      %sum5 = arith.addf %acc01_1, %m8_01_2_1 : f32
      %sum6 = arith.addf %acc01_2, %m8_01_2_2 : f32
      %sum7 = arith.addf %acc01_3, %m8_01_2_3 : f32
      %sum8 = arith.addf %acc02_0, %m8_02_2_0 : f32
      %sum9 = arith.addf %acc02_1, %m8_02_2_1 : f32
      %sum10 = arith.addf %acc02_2, %m8_02_2_2 : f32
      %sum11 = arith.addf %acc02_3, %m8_02_2_3 : f32
      %sum12 = arith.addf %acc03_0, %m8_03_2_0 : f32
      %sum13 = arith.addf %acc03_1, %m8_03_2_1 : f32
      %sum14 = arith.addf %acc03_2, %m8_03_2_2 : f32
      %sum15 = arith.addf %acc03_3, %m8_03_2_3 : f32
      %sum16 = arith.addf %acc10_0, %m8_10_2_0 : f32
      %sum17 = arith.addf %acc10_1, %m8_10_2_1 : f32
      %sum18 = arith.addf %acc10_2, %m8_10_2_2 : f32
      %sum19 = arith.addf %acc10_3, %m8_10_2_3 : f32
      %sum20 = arith.addf %acc11_0, %m8_11_2_0 : f32
      %sum21 = arith.addf %acc11_1, %m8_11_2_1 : f32
      %sum22 = arith.addf %acc11_2, %m8_11_2_2 : f32
      %sum23 = arith.addf %acc11_3, %m8_11_2_3 : f32
      %sum24 = arith.addf %acc12_0, %m8_12_2_0 : f32
      %sum25 = arith.addf %acc12_1, %m8_12_2_1 : f32
      %sum26 = arith.addf %acc12_2, %m8_12_2_2 : f32
      %sum27 = arith.addf %acc12_3, %m8_12_2_3 : f32
      %sum28 = arith.addf %acc13_0, %m8_13_2_0 : f32
      %sum29 = arith.addf %acc13_1, %m8_13_2_1 : f32
      %sum30 = arith.addf %acc13_2, %m8_13_2_2 : f32
      %sum31 = arith.addf %acc13_3, %m8_13_2_3 : f32
      %st1 = arith.addi %st, %i1 : index
      %st_wrap = arith.cmpi uge, %st1, %iS : index
      %stnext = arith.select %st_wrap, %i0, %st1 : index
      scf.yield %sum0, %sum1, %sum2, %sum3, %sum4, %sum5, %sum6, %sum7, %sum8, %sum9, %sum10, %sum11, %sum12, %sum13, %sum14, %sum15, %sum16, %sum17, %sum18, %sum19, %sum20, %sum21, %sum22, %sum23, %sum24, %sum25, %sum26, %sum27, %sum28, %sum29, %sum30, %sum31, %stnext : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, index
    }
    nvvm.cp.async.wait.group 0
    %accumulate = arith.constant {accumulate}
    %cl_nz = arith.constant -0.0 : {elt}
    // (every warp is done with the ring, which Ts overlays)
    gpu.barrier
    %cl_er00 = arith.constant 0 : index
    %cl_ec00 = arith.constant 0 : index
    %cl_rb00 = arith.addi %wrow, %cl_er00 : index
    %cl_cb00 = arith.addi %wcol, %cl_ec00 : index
    %cl_r00_00 = arith.addi %cl_rb00, %g : index
    %cl_c00_00 = arith.addi %cl_cb00, %t2 : index
    memref.store %res#0, %Ts[%cl_r00_00, %cl_c00_00] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r00_01 = arith.addi %cl_rb00, %g : index
    %cl_c00_01 = arith.addi %cl_cb00, %t2p : index
    memref.store %res#1, %Ts[%cl_r00_01, %cl_c00_01] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r00_10 = arith.addi %cl_rb00, %g8 : index
    %cl_c00_10 = arith.addi %cl_cb00, %t2 : index
    memref.store %res#2, %Ts[%cl_r00_10, %cl_c00_10] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r00_11 = arith.addi %cl_rb00, %g8 : index
    %cl_c00_11 = arith.addi %cl_cb00, %t2p : index
    memref.store %res#3, %Ts[%cl_r00_11, %cl_c00_11] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_er01 = arith.constant 0 : index
    %cl_ec01 = arith.constant 8 : index
    %cl_rb01 = arith.addi %wrow, %cl_er01 : index
    %cl_cb01 = arith.addi %wcol, %cl_ec01 : index
    %cl_r01_00 = arith.addi %cl_rb01, %g : index
    %cl_c01_00 = arith.addi %cl_cb01, %t2 : index
    memref.store %res#4, %Ts[%cl_r01_00, %cl_c01_00] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r01_01 = arith.addi %cl_rb01, %g : index
    %cl_c01_01 = arith.addi %cl_cb01, %t2p : index
    memref.store %res#5, %Ts[%cl_r01_01, %cl_c01_01] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r01_10 = arith.addi %cl_rb01, %g8 : index
    %cl_c01_10 = arith.addi %cl_cb01, %t2 : index
    memref.store %res#6, %Ts[%cl_r01_10, %cl_c01_10] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r01_11 = arith.addi %cl_rb01, %g8 : index
    %cl_c01_11 = arith.addi %cl_cb01, %t2p : index
    memref.store %res#7, %Ts[%cl_r01_11, %cl_c01_11] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_er02 = arith.constant 0 : index
    %cl_ec02 = arith.constant 16 : index
    %cl_rb02 = arith.addi %wrow, %cl_er02 : index
    %cl_cb02 = arith.addi %wcol, %cl_ec02 : index
    %cl_r02_00 = arith.addi %cl_rb02, %g : index
    %cl_c02_00 = arith.addi %cl_cb02, %t2 : index
    memref.store %res#8, %Ts[%cl_r02_00, %cl_c02_00] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r02_01 = arith.addi %cl_rb02, %g : index
    %cl_c02_01 = arith.addi %cl_cb02, %t2p : index
    memref.store %res#9, %Ts[%cl_r02_01, %cl_c02_01] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r02_10 = arith.addi %cl_rb02, %g8 : index
    %cl_c02_10 = arith.addi %cl_cb02, %t2 : index
    memref.store %res#10, %Ts[%cl_r02_10, %cl_c02_10] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r02_11 = arith.addi %cl_rb02, %g8 : index
    %cl_c02_11 = arith.addi %cl_cb02, %t2p : index
    memref.store %res#11, %Ts[%cl_r02_11, %cl_c02_11] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_er03 = arith.constant 0 : index
    %cl_ec03 = arith.constant 24 : index
    %cl_rb03 = arith.addi %wrow, %cl_er03 : index
    %cl_cb03 = arith.addi %wcol, %cl_ec03 : index
    %cl_r03_00 = arith.addi %cl_rb03, %g : index
    %cl_c03_00 = arith.addi %cl_cb03, %t2 : index
    memref.store %res#12, %Ts[%cl_r03_00, %cl_c03_00] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r03_01 = arith.addi %cl_rb03, %g : index
    %cl_c03_01 = arith.addi %cl_cb03, %t2p : index
    memref.store %res#13, %Ts[%cl_r03_01, %cl_c03_01] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r03_10 = arith.addi %cl_rb03, %g8 : index
    %cl_c03_10 = arith.addi %cl_cb03, %t2 : index
    memref.store %res#14, %Ts[%cl_r03_10, %cl_c03_10] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r03_11 = arith.addi %cl_rb03, %g8 : index
    %cl_c03_11 = arith.addi %cl_cb03, %t2p : index
    memref.store %res#15, %Ts[%cl_r03_11, %cl_c03_11] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_er10 = arith.constant 16 : index
    %cl_ec10 = arith.constant 0 : index
    %cl_rb10 = arith.addi %wrow, %cl_er10 : index
    %cl_cb10 = arith.addi %wcol, %cl_ec10 : index
    %cl_r10_00 = arith.addi %cl_rb10, %g : index
    %cl_c10_00 = arith.addi %cl_cb10, %t2 : index
    memref.store %res#16, %Ts[%cl_r10_00, %cl_c10_00] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r10_01 = arith.addi %cl_rb10, %g : index
    %cl_c10_01 = arith.addi %cl_cb10, %t2p : index
    memref.store %res#17, %Ts[%cl_r10_01, %cl_c10_01] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r10_10 = arith.addi %cl_rb10, %g8 : index
    %cl_c10_10 = arith.addi %cl_cb10, %t2 : index
    memref.store %res#18, %Ts[%cl_r10_10, %cl_c10_10] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r10_11 = arith.addi %cl_rb10, %g8 : index
    %cl_c10_11 = arith.addi %cl_cb10, %t2p : index
    memref.store %res#19, %Ts[%cl_r10_11, %cl_c10_11] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_er11 = arith.constant 16 : index
    %cl_ec11 = arith.constant 8 : index
    %cl_rb11 = arith.addi %wrow, %cl_er11 : index
    %cl_cb11 = arith.addi %wcol, %cl_ec11 : index
    %cl_r11_00 = arith.addi %cl_rb11, %g : index
    %cl_c11_00 = arith.addi %cl_cb11, %t2 : index
    memref.store %res#20, %Ts[%cl_r11_00, %cl_c11_00] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r11_01 = arith.addi %cl_rb11, %g : index
    %cl_c11_01 = arith.addi %cl_cb11, %t2p : index
    memref.store %res#21, %Ts[%cl_r11_01, %cl_c11_01] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r11_10 = arith.addi %cl_rb11, %g8 : index
    %cl_c11_10 = arith.addi %cl_cb11, %t2 : index
    memref.store %res#22, %Ts[%cl_r11_10, %cl_c11_10] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r11_11 = arith.addi %cl_rb11, %g8 : index
    %cl_c11_11 = arith.addi %cl_cb11, %t2p : index
    memref.store %res#23, %Ts[%cl_r11_11, %cl_c11_11] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_er12 = arith.constant 16 : index
    %cl_ec12 = arith.constant 16 : index
    %cl_rb12 = arith.addi %wrow, %cl_er12 : index
    %cl_cb12 = arith.addi %wcol, %cl_ec12 : index
    %cl_r12_00 = arith.addi %cl_rb12, %g : index
    %cl_c12_00 = arith.addi %cl_cb12, %t2 : index
    memref.store %res#24, %Ts[%cl_r12_00, %cl_c12_00] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r12_01 = arith.addi %cl_rb12, %g : index
    %cl_c12_01 = arith.addi %cl_cb12, %t2p : index
    memref.store %res#25, %Ts[%cl_r12_01, %cl_c12_01] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r12_10 = arith.addi %cl_rb12, %g8 : index
    %cl_c12_10 = arith.addi %cl_cb12, %t2 : index
    memref.store %res#26, %Ts[%cl_r12_10, %cl_c12_10] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r12_11 = arith.addi %cl_rb12, %g8 : index
    %cl_c12_11 = arith.addi %cl_cb12, %t2p : index
    memref.store %res#27, %Ts[%cl_r12_11, %cl_c12_11] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_er13 = arith.constant 16 : index
    %cl_ec13 = arith.constant 24 : index
    %cl_rb13 = arith.addi %wrow, %cl_er13 : index
    %cl_cb13 = arith.addi %wcol, %cl_ec13 : index
    %cl_r13_00 = arith.addi %cl_rb13, %g : index
    %cl_c13_00 = arith.addi %cl_cb13, %t2 : index
    memref.store %res#28, %Ts[%cl_r13_00, %cl_c13_00] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r13_01 = arith.addi %cl_rb13, %g : index
    %cl_c13_01 = arith.addi %cl_cb13, %t2p : index
    memref.store %res#29, %Ts[%cl_r13_01, %cl_c13_01] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r13_10 = arith.addi %cl_rb13, %g8 : index
    %cl_c13_10 = arith.addi %cl_cb13, %t2 : index
    memref.store %res#30, %Ts[%cl_r13_10, %cl_c13_10] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    %cl_r13_11 = arith.addi %cl_rb13, %g8 : index
    %cl_c13_11 = arith.addi %cl_cb13, %t2p : index
    memref.store %res#31, %Ts[%cl_r13_11, %cl_c13_11] : memref<64x132x{elt}, #gpu.address_space<workgroup>>
    // Every block's partial sums are in its Ts; the barrier (release and acquire) makes them the cluster's.
    llvm.inline_asm has_side_effects asm_dialect = att "barrier.cluster.arrive;\n\tbarrier.cluster.wait;", "" : () -> ()
    // Block r adds rows [r R, min((r + 1) R, 64)) of the tile, R = ceil(64 / S): warp w rows w, w + 8, ..., lane l
    // columns 4 l .. 4 l + 3 (one 16-byte load from each block's Ts).
    %cl_R = arith.ceildivui %iBM, %nbz : index
    %cl_r0 = arith.muli %bz, %cl_R : index
    %cl_r1a = arith.addi %cl_r0, %cl_R : index
    %cl_r1 = arith.minui %cl_r1a, %iBM : index
    %cl_rs = arith.addi %cl_r0, %ty : index
    %cl_c4 = arith.muli %tx, %i4 : index
    %cl_tp = memref.extract_aligned_pointer_as_index %Ts : memref<64x132x{elt}, #gpu.address_space<workgroup>> -> index
    %cl_tp32 = arith.index_cast %cl_tp : index to i32
    %cl_nS32 = arith.index_cast %nbz : index to i32
    %cl_z32 = arith.constant 0 : i32
    %cl_row_f = arith.constant 132 : index
    %cl_cj0 = arith.constant 0 : index
    %cl_cc0_0 = arith.addi %bn, %cl_c4 : index
    %cl_cc0 = arith.addi %cl_cc0_0, %cl_cj0 : index
    %cl_cok0 = arith.cmpi ult, %cl_cc0, %N : index
    %cl_cj1 = arith.constant 1 : index
    %cl_cc1_0 = arith.addi %bn, %cl_c4 : index
    %cl_cc1 = arith.addi %cl_cc1_0, %cl_cj1 : index
    %cl_cok1 = arith.cmpi ult, %cl_cc1, %N : index
    %cl_cj2 = arith.constant 2 : index
    %cl_cc2_0 = arith.addi %bn, %cl_c4 : index
    %cl_cc2 = arith.addi %cl_cc2_0, %cl_cj2 : index
    %cl_cok2 = arith.cmpi ult, %cl_cc2, %N : index
    %cl_cj3 = arith.constant 3 : index
    %cl_cc3_0 = arith.addi %bn, %cl_c4 : index
    %cl_cc3 = arith.addi %cl_cc3_0, %cl_cj3 : index
    %cl_cok3 = arith.cmpi ult, %cl_cc3, %N : index
    scf.for %cl_lr = %cl_rs to %cl_r1 step %i8 {
      %cl_gr = arith.addi %bm, %cl_lr : index
      %cl_grok = arith.cmpi ult, %cl_gr, %M : index
      scf.if %cl_grok {
        %cl_o0 = arith.muli %cl_lr, %cl_row_f : index
        %cl_o1 = arith.addi %cl_o0, %cl_c4 : index
        %cl_ob = arith.muli %cl_o1, %i4 : index
        %cl_ob32 = arith.index_cast %cl_ob : index to i32
        %cl_addr = arith.addi %cl_tp32, %cl_ob32 : i32
        %cl_cr0 = arith.constant 0 : i32
        %cl_rok0 = arith.cmpi ult, %cl_cr0, %cl_nS32 : i32
        %cl_rk0 = arith.select %cl_rok0, %cl_cr0, %cl_z32 : i32
        %cl_ra0 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk0 : (i32, i32) -> i32
        %cl_pv0 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra0 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv0_0 = llvm.extractvalue %cl_pv0[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv0_1 = llvm.extractvalue %cl_pv0[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv0_2 = llvm.extractvalue %cl_pv0[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv0_3 = llvm.extractvalue %cl_pv0[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr1 = arith.constant 1 : i32
        %cl_rok1 = arith.cmpi ult, %cl_cr1, %cl_nS32 : i32
        %cl_rk1 = arith.select %cl_rok1, %cl_cr1, %cl_z32 : i32
        %cl_ra1 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk1 : (i32, i32) -> i32
        %cl_pv1 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra1 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv1_0 = llvm.extractvalue %cl_pv1[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv1_1 = llvm.extractvalue %cl_pv1[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv1_2 = llvm.extractvalue %cl_pv1[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv1_3 = llvm.extractvalue %cl_pv1[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr2 = arith.constant 2 : i32
        %cl_rok2 = arith.cmpi ult, %cl_cr2, %cl_nS32 : i32
        %cl_rk2 = arith.select %cl_rok2, %cl_cr2, %cl_z32 : i32
        %cl_ra2 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk2 : (i32, i32) -> i32
        %cl_pv2 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra2 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv2_0 = llvm.extractvalue %cl_pv2[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv2_1 = llvm.extractvalue %cl_pv2[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv2_2 = llvm.extractvalue %cl_pv2[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv2_3 = llvm.extractvalue %cl_pv2[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr3 = arith.constant 3 : i32
        %cl_rok3 = arith.cmpi ult, %cl_cr3, %cl_nS32 : i32
        %cl_rk3 = arith.select %cl_rok3, %cl_cr3, %cl_z32 : i32
        %cl_ra3 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk3 : (i32, i32) -> i32
        %cl_pv3 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra3 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv3_0 = llvm.extractvalue %cl_pv3[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv3_1 = llvm.extractvalue %cl_pv3[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv3_2 = llvm.extractvalue %cl_pv3[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv3_3 = llvm.extractvalue %cl_pv3[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr4 = arith.constant 4 : i32
        %cl_rok4 = arith.cmpi ult, %cl_cr4, %cl_nS32 : i32
        %cl_rk4 = arith.select %cl_rok4, %cl_cr4, %cl_z32 : i32
        %cl_ra4 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk4 : (i32, i32) -> i32
        %cl_pv4 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra4 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv4_0 = llvm.extractvalue %cl_pv4[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv4_1 = llvm.extractvalue %cl_pv4[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv4_2 = llvm.extractvalue %cl_pv4[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv4_3 = llvm.extractvalue %cl_pv4[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr5 = arith.constant 5 : i32
        %cl_rok5 = arith.cmpi ult, %cl_cr5, %cl_nS32 : i32
        %cl_rk5 = arith.select %cl_rok5, %cl_cr5, %cl_z32 : i32
        %cl_ra5 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk5 : (i32, i32) -> i32
        %cl_pv5 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra5 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv5_0 = llvm.extractvalue %cl_pv5[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv5_1 = llvm.extractvalue %cl_pv5[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv5_2 = llvm.extractvalue %cl_pv5[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv5_3 = llvm.extractvalue %cl_pv5[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr6 = arith.constant 6 : i32
        %cl_rok6 = arith.cmpi ult, %cl_cr6, %cl_nS32 : i32
        %cl_rk6 = arith.select %cl_rok6, %cl_cr6, %cl_z32 : i32
        %cl_ra6 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk6 : (i32, i32) -> i32
        %cl_pv6 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra6 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv6_0 = llvm.extractvalue %cl_pv6[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv6_1 = llvm.extractvalue %cl_pv6[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv6_2 = llvm.extractvalue %cl_pv6[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv6_3 = llvm.extractvalue %cl_pv6[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr7 = arith.constant 7 : i32
        %cl_rok7 = arith.cmpi ult, %cl_cr7, %cl_nS32 : i32
        %cl_rk7 = arith.select %cl_rok7, %cl_cr7, %cl_z32 : i32
        %cl_ra7 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk7 : (i32, i32) -> i32
        %cl_pv7 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra7 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv7_0 = llvm.extractvalue %cl_pv7[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv7_1 = llvm.extractvalue %cl_pv7[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv7_2 = llvm.extractvalue %cl_pv7[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv7_3 = llvm.extractvalue %cl_pv7[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr8 = arith.constant 8 : i32
        %cl_rok8 = arith.cmpi ult, %cl_cr8, %cl_nS32 : i32
        %cl_rk8 = arith.select %cl_rok8, %cl_cr8, %cl_z32 : i32
        %cl_ra8 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk8 : (i32, i32) -> i32
        %cl_pv8 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra8 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv8_0 = llvm.extractvalue %cl_pv8[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv8_1 = llvm.extractvalue %cl_pv8[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv8_2 = llvm.extractvalue %cl_pv8[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv8_3 = llvm.extractvalue %cl_pv8[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr9 = arith.constant 9 : i32
        %cl_rok9 = arith.cmpi ult, %cl_cr9, %cl_nS32 : i32
        %cl_rk9 = arith.select %cl_rok9, %cl_cr9, %cl_z32 : i32
        %cl_ra9 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk9 : (i32, i32) -> i32
        %cl_pv9 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra9 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv9_0 = llvm.extractvalue %cl_pv9[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv9_1 = llvm.extractvalue %cl_pv9[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv9_2 = llvm.extractvalue %cl_pv9[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv9_3 = llvm.extractvalue %cl_pv9[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr10 = arith.constant 10 : i32
        %cl_rok10 = arith.cmpi ult, %cl_cr10, %cl_nS32 : i32
        %cl_rk10 = arith.select %cl_rok10, %cl_cr10, %cl_z32 : i32
        %cl_ra10 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk10 : (i32, i32) -> i32
        %cl_pv10 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra10 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv10_0 = llvm.extractvalue %cl_pv10[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv10_1 = llvm.extractvalue %cl_pv10[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv10_2 = llvm.extractvalue %cl_pv10[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv10_3 = llvm.extractvalue %cl_pv10[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr11 = arith.constant 11 : i32
        %cl_rok11 = arith.cmpi ult, %cl_cr11, %cl_nS32 : i32
        %cl_rk11 = arith.select %cl_rok11, %cl_cr11, %cl_z32 : i32
        %cl_ra11 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk11 : (i32, i32) -> i32
        %cl_pv11 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra11 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv11_0 = llvm.extractvalue %cl_pv11[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv11_1 = llvm.extractvalue %cl_pv11[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv11_2 = llvm.extractvalue %cl_pv11[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv11_3 = llvm.extractvalue %cl_pv11[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr12 = arith.constant 12 : i32
        %cl_rok12 = arith.cmpi ult, %cl_cr12, %cl_nS32 : i32
        %cl_rk12 = arith.select %cl_rok12, %cl_cr12, %cl_z32 : i32
        %cl_ra12 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk12 : (i32, i32) -> i32
        %cl_pv12 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra12 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv12_0 = llvm.extractvalue %cl_pv12[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv12_1 = llvm.extractvalue %cl_pv12[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv12_2 = llvm.extractvalue %cl_pv12[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv12_3 = llvm.extractvalue %cl_pv12[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr13 = arith.constant 13 : i32
        %cl_rok13 = arith.cmpi ult, %cl_cr13, %cl_nS32 : i32
        %cl_rk13 = arith.select %cl_rok13, %cl_cr13, %cl_z32 : i32
        %cl_ra13 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk13 : (i32, i32) -> i32
        %cl_pv13 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra13 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv13_0 = llvm.extractvalue %cl_pv13[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv13_1 = llvm.extractvalue %cl_pv13[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv13_2 = llvm.extractvalue %cl_pv13[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv13_3 = llvm.extractvalue %cl_pv13[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr14 = arith.constant 14 : i32
        %cl_rok14 = arith.cmpi ult, %cl_cr14, %cl_nS32 : i32
        %cl_rk14 = arith.select %cl_rok14, %cl_cr14, %cl_z32 : i32
        %cl_ra14 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk14 : (i32, i32) -> i32
        %cl_pv14 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra14 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv14_0 = llvm.extractvalue %cl_pv14[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv14_1 = llvm.extractvalue %cl_pv14[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv14_2 = llvm.extractvalue %cl_pv14[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv14_3 = llvm.extractvalue %cl_pv14[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_cr15 = arith.constant 15 : i32
        %cl_rok15 = arith.cmpi ult, %cl_cr15, %cl_nS32 : i32
        %cl_rk15 = arith.select %cl_rok15, %cl_cr15, %cl_z32 : i32
        %cl_ra15 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %cl_addr, %cl_rk15 : (i32, i32) -> i32
        %cl_pv15 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,r" %cl_ra15 : (i32) -> !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv15_0 = llvm.extractvalue %cl_pv15[0] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv15_1 = llvm.extractvalue %cl_pv15[1] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv15_2 = llvm.extractvalue %cl_pv15[2] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pv15_3 = llvm.extractvalue %cl_pv15[3] : !llvm.struct<(f32, f32, f32, f32)>
        %cl_pa0_0 = arith.addf %cl_nz, %cl_pv0_0 : {elt}
        %cl_pn0_0 = arith.select %cl_rok0, %cl_pa0_0, %cl_nz : {elt}
        %cl_pa1_0 = arith.addf %cl_pn0_0, %cl_pv1_0 : {elt}
        %cl_pn1_0 = arith.select %cl_rok1, %cl_pa1_0, %cl_pn0_0 : {elt}
        %cl_pa2_0 = arith.addf %cl_pn1_0, %cl_pv2_0 : {elt}
        %cl_pn2_0 = arith.select %cl_rok2, %cl_pa2_0, %cl_pn1_0 : {elt}
        %cl_pa3_0 = arith.addf %cl_pn2_0, %cl_pv3_0 : {elt}
        %cl_pn3_0 = arith.select %cl_rok3, %cl_pa3_0, %cl_pn2_0 : {elt}
        %cl_pa4_0 = arith.addf %cl_pn3_0, %cl_pv4_0 : {elt}
        %cl_pn4_0 = arith.select %cl_rok4, %cl_pa4_0, %cl_pn3_0 : {elt}
        %cl_pa5_0 = arith.addf %cl_pn4_0, %cl_pv5_0 : {elt}
        %cl_pn5_0 = arith.select %cl_rok5, %cl_pa5_0, %cl_pn4_0 : {elt}
        %cl_pa6_0 = arith.addf %cl_pn5_0, %cl_pv6_0 : {elt}
        %cl_pn6_0 = arith.select %cl_rok6, %cl_pa6_0, %cl_pn5_0 : {elt}
        %cl_pa7_0 = arith.addf %cl_pn6_0, %cl_pv7_0 : {elt}
        %cl_pn7_0 = arith.select %cl_rok7, %cl_pa7_0, %cl_pn6_0 : {elt}
        %cl_pa8_0 = arith.addf %cl_pn7_0, %cl_pv8_0 : {elt}
        %cl_pn8_0 = arith.select %cl_rok8, %cl_pa8_0, %cl_pn7_0 : {elt}
        %cl_pa9_0 = arith.addf %cl_pn8_0, %cl_pv9_0 : {elt}
        %cl_pn9_0 = arith.select %cl_rok9, %cl_pa9_0, %cl_pn8_0 : {elt}
        %cl_pa10_0 = arith.addf %cl_pn9_0, %cl_pv10_0 : {elt}
        %cl_pn10_0 = arith.select %cl_rok10, %cl_pa10_0, %cl_pn9_0 : {elt}
        %cl_pa11_0 = arith.addf %cl_pn10_0, %cl_pv11_0 : {elt}
        %cl_pn11_0 = arith.select %cl_rok11, %cl_pa11_0, %cl_pn10_0 : {elt}
        %cl_pa12_0 = arith.addf %cl_pn11_0, %cl_pv12_0 : {elt}
        %cl_pn12_0 = arith.select %cl_rok12, %cl_pa12_0, %cl_pn11_0 : {elt}
        %cl_pa13_0 = arith.addf %cl_pn12_0, %cl_pv13_0 : {elt}
        %cl_pn13_0 = arith.select %cl_rok13, %cl_pa13_0, %cl_pn12_0 : {elt}
        %cl_pa14_0 = arith.addf %cl_pn13_0, %cl_pv14_0 : {elt}
        %cl_pn14_0 = arith.select %cl_rok14, %cl_pa14_0, %cl_pn13_0 : {elt}
        %cl_pa15_0 = arith.addf %cl_pn14_0, %cl_pv15_0 : {elt}
        %cl_pn15_0 = arith.select %cl_rok15, %cl_pa15_0, %cl_pn14_0 : {elt}
        scf.if %cl_cok0 {
          %cl_old0 = scf.if %accumulate -> ({elt}) {
            %cl_ov0 = memref.load %C[%cl_gr, %cl_cc0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
            scf.yield %cl_ov0 : {elt}
          } else {
            scf.yield %cl_nz : {elt}
          }
          %cl_res0 = arith.addf %cl_old0, %cl_pn15_0 : {elt}
          func.call @{func}_store(%cl_res0, %cl_gr, %cl_cc0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
        }
        %cl_pa0_1 = arith.addf %cl_nz, %cl_pv0_1 : {elt}
        %cl_pn0_1 = arith.select %cl_rok0, %cl_pa0_1, %cl_nz : {elt}
        %cl_pa1_1 = arith.addf %cl_pn0_1, %cl_pv1_1 : {elt}
        %cl_pn1_1 = arith.select %cl_rok1, %cl_pa1_1, %cl_pn0_1 : {elt}
        %cl_pa2_1 = arith.addf %cl_pn1_1, %cl_pv2_1 : {elt}
        %cl_pn2_1 = arith.select %cl_rok2, %cl_pa2_1, %cl_pn1_1 : {elt}
        %cl_pa3_1 = arith.addf %cl_pn2_1, %cl_pv3_1 : {elt}
        %cl_pn3_1 = arith.select %cl_rok3, %cl_pa3_1, %cl_pn2_1 : {elt}
        %cl_pa4_1 = arith.addf %cl_pn3_1, %cl_pv4_1 : {elt}
        %cl_pn4_1 = arith.select %cl_rok4, %cl_pa4_1, %cl_pn3_1 : {elt}
        %cl_pa5_1 = arith.addf %cl_pn4_1, %cl_pv5_1 : {elt}
        %cl_pn5_1 = arith.select %cl_rok5, %cl_pa5_1, %cl_pn4_1 : {elt}
        %cl_pa6_1 = arith.addf %cl_pn5_1, %cl_pv6_1 : {elt}
        %cl_pn6_1 = arith.select %cl_rok6, %cl_pa6_1, %cl_pn5_1 : {elt}
        %cl_pa7_1 = arith.addf %cl_pn6_1, %cl_pv7_1 : {elt}
        %cl_pn7_1 = arith.select %cl_rok7, %cl_pa7_1, %cl_pn6_1 : {elt}
        %cl_pa8_1 = arith.addf %cl_pn7_1, %cl_pv8_1 : {elt}
        %cl_pn8_1 = arith.select %cl_rok8, %cl_pa8_1, %cl_pn7_1 : {elt}
        %cl_pa9_1 = arith.addf %cl_pn8_1, %cl_pv9_1 : {elt}
        %cl_pn9_1 = arith.select %cl_rok9, %cl_pa9_1, %cl_pn8_1 : {elt}
        %cl_pa10_1 = arith.addf %cl_pn9_1, %cl_pv10_1 : {elt}
        %cl_pn10_1 = arith.select %cl_rok10, %cl_pa10_1, %cl_pn9_1 : {elt}
        %cl_pa11_1 = arith.addf %cl_pn10_1, %cl_pv11_1 : {elt}
        %cl_pn11_1 = arith.select %cl_rok11, %cl_pa11_1, %cl_pn10_1 : {elt}
        %cl_pa12_1 = arith.addf %cl_pn11_1, %cl_pv12_1 : {elt}
        %cl_pn12_1 = arith.select %cl_rok12, %cl_pa12_1, %cl_pn11_1 : {elt}
        %cl_pa13_1 = arith.addf %cl_pn12_1, %cl_pv13_1 : {elt}
        %cl_pn13_1 = arith.select %cl_rok13, %cl_pa13_1, %cl_pn12_1 : {elt}
        %cl_pa14_1 = arith.addf %cl_pn13_1, %cl_pv14_1 : {elt}
        %cl_pn14_1 = arith.select %cl_rok14, %cl_pa14_1, %cl_pn13_1 : {elt}
        %cl_pa15_1 = arith.addf %cl_pn14_1, %cl_pv15_1 : {elt}
        %cl_pn15_1 = arith.select %cl_rok15, %cl_pa15_1, %cl_pn14_1 : {elt}
        scf.if %cl_cok1 {
          %cl_old1 = scf.if %accumulate -> ({elt}) {
            %cl_ov1 = memref.load %C[%cl_gr, %cl_cc1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
            scf.yield %cl_ov1 : {elt}
          } else {
            scf.yield %cl_nz : {elt}
          }
          %cl_res1 = arith.addf %cl_old1, %cl_pn15_1 : {elt}
          func.call @{func}_store(%cl_res1, %cl_gr, %cl_cc1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
        }
        %cl_pa0_2 = arith.addf %cl_nz, %cl_pv0_2 : {elt}
        %cl_pn0_2 = arith.select %cl_rok0, %cl_pa0_2, %cl_nz : {elt}
        %cl_pa1_2 = arith.addf %cl_pn0_2, %cl_pv1_2 : {elt}
        %cl_pn1_2 = arith.select %cl_rok1, %cl_pa1_2, %cl_pn0_2 : {elt}
        %cl_pa2_2 = arith.addf %cl_pn1_2, %cl_pv2_2 : {elt}
        %cl_pn2_2 = arith.select %cl_rok2, %cl_pa2_2, %cl_pn1_2 : {elt}
        %cl_pa3_2 = arith.addf %cl_pn2_2, %cl_pv3_2 : {elt}
        %cl_pn3_2 = arith.select %cl_rok3, %cl_pa3_2, %cl_pn2_2 : {elt}
        %cl_pa4_2 = arith.addf %cl_pn3_2, %cl_pv4_2 : {elt}
        %cl_pn4_2 = arith.select %cl_rok4, %cl_pa4_2, %cl_pn3_2 : {elt}
        %cl_pa5_2 = arith.addf %cl_pn4_2, %cl_pv5_2 : {elt}
        %cl_pn5_2 = arith.select %cl_rok5, %cl_pa5_2, %cl_pn4_2 : {elt}
        %cl_pa6_2 = arith.addf %cl_pn5_2, %cl_pv6_2 : {elt}
        %cl_pn6_2 = arith.select %cl_rok6, %cl_pa6_2, %cl_pn5_2 : {elt}
        %cl_pa7_2 = arith.addf %cl_pn6_2, %cl_pv7_2 : {elt}
        %cl_pn7_2 = arith.select %cl_rok7, %cl_pa7_2, %cl_pn6_2 : {elt}
        %cl_pa8_2 = arith.addf %cl_pn7_2, %cl_pv8_2 : {elt}
        %cl_pn8_2 = arith.select %cl_rok8, %cl_pa8_2, %cl_pn7_2 : {elt}
        %cl_pa9_2 = arith.addf %cl_pn8_2, %cl_pv9_2 : {elt}
        %cl_pn9_2 = arith.select %cl_rok9, %cl_pa9_2, %cl_pn8_2 : {elt}
        %cl_pa10_2 = arith.addf %cl_pn9_2, %cl_pv10_2 : {elt}
        %cl_pn10_2 = arith.select %cl_rok10, %cl_pa10_2, %cl_pn9_2 : {elt}
        %cl_pa11_2 = arith.addf %cl_pn10_2, %cl_pv11_2 : {elt}
        %cl_pn11_2 = arith.select %cl_rok11, %cl_pa11_2, %cl_pn10_2 : {elt}
        %cl_pa12_2 = arith.addf %cl_pn11_2, %cl_pv12_2 : {elt}
        %cl_pn12_2 = arith.select %cl_rok12, %cl_pa12_2, %cl_pn11_2 : {elt}
        %cl_pa13_2 = arith.addf %cl_pn12_2, %cl_pv13_2 : {elt}
        %cl_pn13_2 = arith.select %cl_rok13, %cl_pa13_2, %cl_pn12_2 : {elt}
        %cl_pa14_2 = arith.addf %cl_pn13_2, %cl_pv14_2 : {elt}
        %cl_pn14_2 = arith.select %cl_rok14, %cl_pa14_2, %cl_pn13_2 : {elt}
        %cl_pa15_2 = arith.addf %cl_pn14_2, %cl_pv15_2 : {elt}
        %cl_pn15_2 = arith.select %cl_rok15, %cl_pa15_2, %cl_pn14_2 : {elt}
        scf.if %cl_cok2 {
          %cl_old2 = scf.if %accumulate -> ({elt}) {
            %cl_ov2 = memref.load %C[%cl_gr, %cl_cc2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
            scf.yield %cl_ov2 : {elt}
          } else {
            scf.yield %cl_nz : {elt}
          }
          %cl_res2 = arith.addf %cl_old2, %cl_pn15_2 : {elt}
          func.call @{func}_store(%cl_res2, %cl_gr, %cl_cc2, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
        }
        %cl_pa0_3 = arith.addf %cl_nz, %cl_pv0_3 : {elt}
        %cl_pn0_3 = arith.select %cl_rok0, %cl_pa0_3, %cl_nz : {elt}
        %cl_pa1_3 = arith.addf %cl_pn0_3, %cl_pv1_3 : {elt}
        %cl_pn1_3 = arith.select %cl_rok1, %cl_pa1_3, %cl_pn0_3 : {elt}
        %cl_pa2_3 = arith.addf %cl_pn1_3, %cl_pv2_3 : {elt}
        %cl_pn2_3 = arith.select %cl_rok2, %cl_pa2_3, %cl_pn1_3 : {elt}
        %cl_pa3_3 = arith.addf %cl_pn2_3, %cl_pv3_3 : {elt}
        %cl_pn3_3 = arith.select %cl_rok3, %cl_pa3_3, %cl_pn2_3 : {elt}
        %cl_pa4_3 = arith.addf %cl_pn3_3, %cl_pv4_3 : {elt}
        %cl_pn4_3 = arith.select %cl_rok4, %cl_pa4_3, %cl_pn3_3 : {elt}
        %cl_pa5_3 = arith.addf %cl_pn4_3, %cl_pv5_3 : {elt}
        %cl_pn5_3 = arith.select %cl_rok5, %cl_pa5_3, %cl_pn4_3 : {elt}
        %cl_pa6_3 = arith.addf %cl_pn5_3, %cl_pv6_3 : {elt}
        %cl_pn6_3 = arith.select %cl_rok6, %cl_pa6_3, %cl_pn5_3 : {elt}
        %cl_pa7_3 = arith.addf %cl_pn6_3, %cl_pv7_3 : {elt}
        %cl_pn7_3 = arith.select %cl_rok7, %cl_pa7_3, %cl_pn6_3 : {elt}
        %cl_pa8_3 = arith.addf %cl_pn7_3, %cl_pv8_3 : {elt}
        %cl_pn8_3 = arith.select %cl_rok8, %cl_pa8_3, %cl_pn7_3 : {elt}
        %cl_pa9_3 = arith.addf %cl_pn8_3, %cl_pv9_3 : {elt}
        %cl_pn9_3 = arith.select %cl_rok9, %cl_pa9_3, %cl_pn8_3 : {elt}
        %cl_pa10_3 = arith.addf %cl_pn9_3, %cl_pv10_3 : {elt}
        %cl_pn10_3 = arith.select %cl_rok10, %cl_pa10_3, %cl_pn9_3 : {elt}
        %cl_pa11_3 = arith.addf %cl_pn10_3, %cl_pv11_3 : {elt}
        %cl_pn11_3 = arith.select %cl_rok11, %cl_pa11_3, %cl_pn10_3 : {elt}
        %cl_pa12_3 = arith.addf %cl_pn11_3, %cl_pv12_3 : {elt}
        %cl_pn12_3 = arith.select %cl_rok12, %cl_pa12_3, %cl_pn11_3 : {elt}
        %cl_pa13_3 = arith.addf %cl_pn12_3, %cl_pv13_3 : {elt}
        %cl_pn13_3 = arith.select %cl_rok13, %cl_pa13_3, %cl_pn12_3 : {elt}
        %cl_pa14_3 = arith.addf %cl_pn13_3, %cl_pv14_3 : {elt}
        %cl_pn14_3 = arith.select %cl_rok14, %cl_pa14_3, %cl_pn13_3 : {elt}
        %cl_pa15_3 = arith.addf %cl_pn14_3, %cl_pv15_3 : {elt}
        %cl_pn15_3 = arith.select %cl_rok15, %cl_pa15_3, %cl_pn14_3 : {elt}
        scf.if %cl_cok3 {
          %cl_old3 = scf.if %accumulate -> ({elt}) {
            %cl_ov3 = memref.load %C[%cl_gr, %cl_cc3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
            scf.yield %cl_ov3 : {elt}
          } else {
            scf.yield %cl_nz : {elt}
          }
          %cl_res3 = arith.addf %cl_old3, %cl_pn15_3 : {elt}
          func.call @{func}_store(%cl_res3, %cl_gr, %cl_cc3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
        }
      }
    }
    // No block leaves (its shared memory with it) before the others have read its sums.
    llvm.inline_asm has_side_effects asm_dialect = att "barrier.cluster.arrive;\n\tbarrier.cluster.wait;", "" : () -> ()
    gpu.terminator
  }
  return
}

// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/passes/epilogues.py: a bias, a GELU, a residual add), that op's body runs here on the
// final value (after the last K tile's add; the 3xTF32 order is unchanged) and its result is
// stored in the op's output instead. Inlined (04-kernels), so it costs no call.
func.func private @{func}_store(%r: {elt}, %i: index, %j: index, %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  memref.store %r, %C[%i, %j] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  return
}
