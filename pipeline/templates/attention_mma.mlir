// attention_mma (attention v9): O = softmax(score(Q @ K^T)) @ V in one kernel for a prompt's many
// query rows, on tensor cores: a block per (64 query rows, head), 4 warps of 16 rows each.
// (generated: python pipeline/templates/gen_attention_mma.py; do not edit by hand.)
//
// What changed from v6-v8 (attention_tiles_reg*: scores and values by FMA): both products run as
// mma.sync.m16n8k8 with TF32 operands, each split as x = big + small (3xTF32, as the v6/v9 matmuls:
// fp32-level accuracy; gen_matmul_2d_tf32.py), 16 deep summed by the tensor cores from zero and the
// pieces added in f32 in order. A warp's Q fragments (16 rows x 64 d) are loaded and split once; per
// tile of 32 keys the warp computes its 16 x 32 scores as 4 accumulator tiles (S = Q K^T, B[k = d][n =
// key] = K[key][d]), runs the score op, the online softmax and the weights in those registers, and
// multiplies them with V (O += P V) with no trip through shared memory: the keys of each 8-deep step
// are taken in the order 0, 2, 4, 6, 1, 3, 5, 7, so that A's fragment (rows g, g + 8; k = t, t + 4)
// is the scores' own (rows g, g + 8; keys 2t, 2t + 1), and V's fragment is read at those keys.
// A row's 32 scores lie in the 4 lanes of a quad (8 each): its max and sum by a fixed tree in
// the lane, then a butterfly over the quad (xor 1, 2: a fixed order).
//
// K and V tiles go to shared memory split once (each element a (big, small) pair, one 8-byte load
// per fragment element; 4 warps would otherwise each split the same values): Ks[key][d] in rows of
// 68 pairs, Vs[key][d] in rows of 66 (a warp's 8-byte loads at (key g, d t) and at (key 2t, d g)
// touch 32 distinct banks per half-warp phase); 4 4-float chunks of each a thread loaded before any
// is stored, zero past C and past dh (34304 bytes). Masked tiles are skipped as in
// v2-v8: each thread evaluates @{func}_mask at its 16 (row, key) pairs; when no row < n of the block
// has a key < C whose term is not -inf, the tile is not loaded, scored or multiplied (%Live: v6's
// protocol). A masked key (x = -inf) gets p = 0; while every key of a row so far is masked, p and the
// scale are 0 and 1 instead of exp(NaN). Rows past n compute on row 0 and never store. dh <= 64.
// Row blocks run last first (the longest first), ranked in a snake as v6.
//
// Placeholders: {func}, {kernel}; {score_params}, {score_args}, {score_types}: the score op's other
// operands, empty without any; {loc_qk}, {loc_max}, {loc_exp}, {loc_sum}, {loc_pv}, {loc_div}: the
// locations of the ops each part computes (their NumPy lines), empty for none. f32, sm_80+.
func.func private @{func}(%Q: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>,
                          %K: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>,
                          %V: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>,
                          %O: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>{score_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c_rows = arith.constant 64 : index
  %c_threads = arith.constant 128 : index
  %H = memref.dim %Q, %c0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %N = memref.dim %Q, %c1 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %gx = arith.ceildivui %N, %c_rows : index
  gpu.launch blocks(%bx0, %by0, %bz) in (%nbx = %gx, %nby = %H, %nbz = %c1)
             threads(%tid, %ty, %tz) in (%ntx = %c_threads, %nty = %c1, %ntz = %c1)
             function(@{kernel})
             workgroup(%Ks : memref<32x34xvector<4xf32>, #gpu.address_space<workgroup>>,
                       %Vs : memref<32x33xvector<4xf32>, #gpu.address_space<workgroup>>,
                       %Live : memref<2xi32, #gpu.address_space<workgroup>>) {
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i8 = arith.constant 8 : index
    %i16 = arith.constant 16 : index
    %i32 = arith.constant 32 : index
    %i_rows = arith.constant 64 : index
    %i_kt = arith.constant 32 : index
    %zero = arith.constant 0.0 : f32
    %fone = arith.constant 1.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %hi_mask = arith.constant -8192 : i32
    %half_ulp = arith.constant 4096 : i32
    %width = arith.constant 32 : i32
    %o1 = arith.constant 1 : i32
    %o2 = arith.constant 2 : i32
    %C = memref.dim %K, %i1 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %DH = memref.dim %Q, %i2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %lane = arith.remui %tid, %i32 : index
    %warp = arith.divui %tid, %i32 : index
    %g = arith.divui %lane, %i4 : index
    %t = arith.remui %lane, %i4 : index
    %t2 = arith.muli %t, %i2 : index
    // The block's (row block, head) from its rank: rank k is row block nbx - 1 - k / H (the last ones
    // first: under a causal mask they have the most live tiles), head k % H. Launch order (x fastest)
    // gives the ranks in a snake over groups of 132 blocks (the H200's SMs): forwards, backwards,
    // forwards, ... so each SM's first, second, third block add up to about the same work instead of
    // the first SMs taking the longest of each group.
    %i_sms = arith.constant 132 : index
    %lid_hi = arith.muli %by0, %nbx : index
    %lid = arith.addi %lid_hi, %bx0 : index
    %total = arith.muli %nbx, %nby : index
    %grp = arith.divui %lid, %i_sms : index
    %gpos = arith.remui %lid, %i_sms : index
    %gstart = arith.muli %grp, %i_sms : index
    %gleft = arith.subi %total, %gstart : index
    %gsize = arith.minui %gleft, %i_sms : index
    %godd = arith.remui %grp, %i2 : index
    %backwards = arith.cmpi ne, %godd, %i0 : index
    %glast = arith.subi %gsize, %i1 : index
    %grev = arith.subi %glast, %gpos : index
    %gp = arith.select %backwards, %grev, %gpos : index
    %rank = arith.addi %gstart, %gp : index
    %rb = arith.divui %rank, %nby : index
    %by = arith.remui %rank, %nby : index
    %bx_last = arith.subi %nbx, %i1 : index
    %bxr = arith.subi %bx_last, %rb : index
    %r0 = arith.muli %bxr, %i_rows : index
    %wr = arith.muli %warp, %i16 : index
    %wr0 = arith.addi %r0, %wr : index
    %rowA = arith.addi %wr0, %g : index
    %rowB = arith.addi %rowA, %i8 : index
    %rokA = arith.cmpi ult, %rowA, %N : index
    %rokB = arith.cmpi ult, %rowB, %N : index
    %rowcA = arith.select %rokA, %rowA, %i0 : index
    %rowcB = arith.select %rokB, %rowB, %i0 : index
    // The thread's shared pointers (in pairs of 8 bytes): K's fragment element (key g, d t) and V's
    // (key 2t, d g); every other fragment element is a constant offset from them.
    %i_kp = arith.constant 68 : index
    %i_vp = arith.constant 66 : index
    %Ksp_i = memref.extract_aligned_pointer_as_index %Ks : memref<32x34xvector<4xf32>, #gpu.address_space<workgroup>> -> index
    %Vsp_i = memref.extract_aligned_pointer_as_index %Vs : memref<32x33xvector<4xf32>, #gpu.address_space<workgroup>> -> index
    %kfo_r = arith.muli %g, %i_kp : index
    %kfo = arith.addi %kfo_r, %t : index
    %vfo_r = arith.muli %t2, %i_vp : index
    %vfo = arith.addi %vfo_r, %g : index
    %kfo8 = arith.muli %kfo, %i8 : index
    %vfo8 = arith.muli %vfo, %i8 : index
    %Kf_i = arith.addi %Ksp_i, %kfo8 : index
    %Vf_i = arith.addi %Vsp_i, %vfo8 : index
    %Kf_64 = arith.index_cast %Kf_i : index to i64
    %Vf_64 = arith.index_cast %Vf_i : index to i64
    %Kf = llvm.inttoptr %Kf_64 : i64 to !llvm.ptr<3>
    %Vf = llvm.inttoptr %Vf_64 : i64 to !llvm.ptr<3>
    // The warp's Q fragments, loaded and split once: step s (d = 8s..8s+7) of rows g, g + 8, d t and
    // t + 4 (zero past dh; rows past n read row 0).
    %dq00 = arith.constant 0 : index
    %d00 = arith.addi %t, %dq00 : index
    %dok00 = arith.cmpi ult, %d00, %DH : index
    %dc00 = arith.select %dok00, %d00, %i0 : index
    %dq01 = arith.constant 4 : index
    %d01 = arith.addi %t, %dq01 : index
    %dok01 = arith.cmpi ult, %d01, %DH : index
    %dc01 = arith.select %dok01, %d01, %i0 : index
    %ql00 = memref.load %Q[%by, %rowcA, %dc00] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv00 = arith.select %dok00, %ql00, %zero : f32
    %qa0_0_i = arith.bitcast %qv00 : f32 to i32
    %qa0_0_r = arith.addi %qa0_0_i, %half_ulp : i32
    %qa0_0_b = arith.andi %qa0_0_r, %hi_mask : i32
    %qa0_0_bf = arith.bitcast %qa0_0_b : i32 to f32
    %qa0_0_sf = arith.subf %qv00, %qa0_0_bf : f32
    %qa0_0_si = arith.bitcast %qa0_0_sf : f32 to i32
    %qa0_0_sr = arith.addi %qa0_0_si, %half_ulp : i32
    %qa0_0_s = arith.andi %qa0_0_sr, %hi_mask : i32
    %ql01 = memref.load %Q[%by, %rowcB, %dc00] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv01 = arith.select %dok00, %ql01, %zero : f32
    %qa0_1_i = arith.bitcast %qv01 : f32 to i32
    %qa0_1_r = arith.addi %qa0_1_i, %half_ulp : i32
    %qa0_1_b = arith.andi %qa0_1_r, %hi_mask : i32
    %qa0_1_bf = arith.bitcast %qa0_1_b : i32 to f32
    %qa0_1_sf = arith.subf %qv01, %qa0_1_bf : f32
    %qa0_1_si = arith.bitcast %qa0_1_sf : f32 to i32
    %qa0_1_sr = arith.addi %qa0_1_si, %half_ulp : i32
    %qa0_1_s = arith.andi %qa0_1_sr, %hi_mask : i32
    %ql02 = memref.load %Q[%by, %rowcA, %dc01] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv02 = arith.select %dok01, %ql02, %zero : f32
    %qa0_2_i = arith.bitcast %qv02 : f32 to i32
    %qa0_2_r = arith.addi %qa0_2_i, %half_ulp : i32
    %qa0_2_b = arith.andi %qa0_2_r, %hi_mask : i32
    %qa0_2_bf = arith.bitcast %qa0_2_b : i32 to f32
    %qa0_2_sf = arith.subf %qv02, %qa0_2_bf : f32
    %qa0_2_si = arith.bitcast %qa0_2_sf : f32 to i32
    %qa0_2_sr = arith.addi %qa0_2_si, %half_ulp : i32
    %qa0_2_s = arith.andi %qa0_2_sr, %hi_mask : i32
    %ql03 = memref.load %Q[%by, %rowcB, %dc01] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv03 = arith.select %dok01, %ql03, %zero : f32
    %qa0_3_i = arith.bitcast %qv03 : f32 to i32
    %qa0_3_r = arith.addi %qa0_3_i, %half_ulp : i32
    %qa0_3_b = arith.andi %qa0_3_r, %hi_mask : i32
    %qa0_3_bf = arith.bitcast %qa0_3_b : i32 to f32
    %qa0_3_sf = arith.subf %qv03, %qa0_3_bf : f32
    %qa0_3_si = arith.bitcast %qa0_3_sf : f32 to i32
    %qa0_3_sr = arith.addi %qa0_3_si, %half_ulp : i32
    %qa0_3_s = arith.andi %qa0_3_sr, %hi_mask : i32
    %dq10 = arith.constant 8 : index
    %d10 = arith.addi %t, %dq10 : index
    %dok10 = arith.cmpi ult, %d10, %DH : index
    %dc10 = arith.select %dok10, %d10, %i0 : index
    %dq11 = arith.constant 12 : index
    %d11 = arith.addi %t, %dq11 : index
    %dok11 = arith.cmpi ult, %d11, %DH : index
    %dc11 = arith.select %dok11, %d11, %i0 : index
    %ql10 = memref.load %Q[%by, %rowcA, %dc10] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv10 = arith.select %dok10, %ql10, %zero : f32
    %qa1_0_i = arith.bitcast %qv10 : f32 to i32
    %qa1_0_r = arith.addi %qa1_0_i, %half_ulp : i32
    %qa1_0_b = arith.andi %qa1_0_r, %hi_mask : i32
    %qa1_0_bf = arith.bitcast %qa1_0_b : i32 to f32
    %qa1_0_sf = arith.subf %qv10, %qa1_0_bf : f32
    %qa1_0_si = arith.bitcast %qa1_0_sf : f32 to i32
    %qa1_0_sr = arith.addi %qa1_0_si, %half_ulp : i32
    %qa1_0_s = arith.andi %qa1_0_sr, %hi_mask : i32
    %ql11 = memref.load %Q[%by, %rowcB, %dc10] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv11 = arith.select %dok10, %ql11, %zero : f32
    %qa1_1_i = arith.bitcast %qv11 : f32 to i32
    %qa1_1_r = arith.addi %qa1_1_i, %half_ulp : i32
    %qa1_1_b = arith.andi %qa1_1_r, %hi_mask : i32
    %qa1_1_bf = arith.bitcast %qa1_1_b : i32 to f32
    %qa1_1_sf = arith.subf %qv11, %qa1_1_bf : f32
    %qa1_1_si = arith.bitcast %qa1_1_sf : f32 to i32
    %qa1_1_sr = arith.addi %qa1_1_si, %half_ulp : i32
    %qa1_1_s = arith.andi %qa1_1_sr, %hi_mask : i32
    %ql12 = memref.load %Q[%by, %rowcA, %dc11] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv12 = arith.select %dok11, %ql12, %zero : f32
    %qa1_2_i = arith.bitcast %qv12 : f32 to i32
    %qa1_2_r = arith.addi %qa1_2_i, %half_ulp : i32
    %qa1_2_b = arith.andi %qa1_2_r, %hi_mask : i32
    %qa1_2_bf = arith.bitcast %qa1_2_b : i32 to f32
    %qa1_2_sf = arith.subf %qv12, %qa1_2_bf : f32
    %qa1_2_si = arith.bitcast %qa1_2_sf : f32 to i32
    %qa1_2_sr = arith.addi %qa1_2_si, %half_ulp : i32
    %qa1_2_s = arith.andi %qa1_2_sr, %hi_mask : i32
    %ql13 = memref.load %Q[%by, %rowcB, %dc11] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv13 = arith.select %dok11, %ql13, %zero : f32
    %qa1_3_i = arith.bitcast %qv13 : f32 to i32
    %qa1_3_r = arith.addi %qa1_3_i, %half_ulp : i32
    %qa1_3_b = arith.andi %qa1_3_r, %hi_mask : i32
    %qa1_3_bf = arith.bitcast %qa1_3_b : i32 to f32
    %qa1_3_sf = arith.subf %qv13, %qa1_3_bf : f32
    %qa1_3_si = arith.bitcast %qa1_3_sf : f32 to i32
    %qa1_3_sr = arith.addi %qa1_3_si, %half_ulp : i32
    %qa1_3_s = arith.andi %qa1_3_sr, %hi_mask : i32
    %dq20 = arith.constant 16 : index
    %d20 = arith.addi %t, %dq20 : index
    %dok20 = arith.cmpi ult, %d20, %DH : index
    %dc20 = arith.select %dok20, %d20, %i0 : index
    %dq21 = arith.constant 20 : index
    %d21 = arith.addi %t, %dq21 : index
    %dok21 = arith.cmpi ult, %d21, %DH : index
    %dc21 = arith.select %dok21, %d21, %i0 : index
    %ql20 = memref.load %Q[%by, %rowcA, %dc20] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv20 = arith.select %dok20, %ql20, %zero : f32
    %qa2_0_i = arith.bitcast %qv20 : f32 to i32
    %qa2_0_r = arith.addi %qa2_0_i, %half_ulp : i32
    %qa2_0_b = arith.andi %qa2_0_r, %hi_mask : i32
    %qa2_0_bf = arith.bitcast %qa2_0_b : i32 to f32
    %qa2_0_sf = arith.subf %qv20, %qa2_0_bf : f32
    %qa2_0_si = arith.bitcast %qa2_0_sf : f32 to i32
    %qa2_0_sr = arith.addi %qa2_0_si, %half_ulp : i32
    %qa2_0_s = arith.andi %qa2_0_sr, %hi_mask : i32
    %ql21 = memref.load %Q[%by, %rowcB, %dc20] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv21 = arith.select %dok20, %ql21, %zero : f32
    %qa2_1_i = arith.bitcast %qv21 : f32 to i32
    %qa2_1_r = arith.addi %qa2_1_i, %half_ulp : i32
    %qa2_1_b = arith.andi %qa2_1_r, %hi_mask : i32
    %qa2_1_bf = arith.bitcast %qa2_1_b : i32 to f32
    %qa2_1_sf = arith.subf %qv21, %qa2_1_bf : f32
    %qa2_1_si = arith.bitcast %qa2_1_sf : f32 to i32
    %qa2_1_sr = arith.addi %qa2_1_si, %half_ulp : i32
    %qa2_1_s = arith.andi %qa2_1_sr, %hi_mask : i32
    %ql22 = memref.load %Q[%by, %rowcA, %dc21] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv22 = arith.select %dok21, %ql22, %zero : f32
    %qa2_2_i = arith.bitcast %qv22 : f32 to i32
    %qa2_2_r = arith.addi %qa2_2_i, %half_ulp : i32
    %qa2_2_b = arith.andi %qa2_2_r, %hi_mask : i32
    %qa2_2_bf = arith.bitcast %qa2_2_b : i32 to f32
    %qa2_2_sf = arith.subf %qv22, %qa2_2_bf : f32
    %qa2_2_si = arith.bitcast %qa2_2_sf : f32 to i32
    %qa2_2_sr = arith.addi %qa2_2_si, %half_ulp : i32
    %qa2_2_s = arith.andi %qa2_2_sr, %hi_mask : i32
    %ql23 = memref.load %Q[%by, %rowcB, %dc21] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv23 = arith.select %dok21, %ql23, %zero : f32
    %qa2_3_i = arith.bitcast %qv23 : f32 to i32
    %qa2_3_r = arith.addi %qa2_3_i, %half_ulp : i32
    %qa2_3_b = arith.andi %qa2_3_r, %hi_mask : i32
    %qa2_3_bf = arith.bitcast %qa2_3_b : i32 to f32
    %qa2_3_sf = arith.subf %qv23, %qa2_3_bf : f32
    %qa2_3_si = arith.bitcast %qa2_3_sf : f32 to i32
    %qa2_3_sr = arith.addi %qa2_3_si, %half_ulp : i32
    %qa2_3_s = arith.andi %qa2_3_sr, %hi_mask : i32
    %dq30 = arith.constant 24 : index
    %d30 = arith.addi %t, %dq30 : index
    %dok30 = arith.cmpi ult, %d30, %DH : index
    %dc30 = arith.select %dok30, %d30, %i0 : index
    %dq31 = arith.constant 28 : index
    %d31 = arith.addi %t, %dq31 : index
    %dok31 = arith.cmpi ult, %d31, %DH : index
    %dc31 = arith.select %dok31, %d31, %i0 : index
    %ql30 = memref.load %Q[%by, %rowcA, %dc30] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv30 = arith.select %dok30, %ql30, %zero : f32
    %qa3_0_i = arith.bitcast %qv30 : f32 to i32
    %qa3_0_r = arith.addi %qa3_0_i, %half_ulp : i32
    %qa3_0_b = arith.andi %qa3_0_r, %hi_mask : i32
    %qa3_0_bf = arith.bitcast %qa3_0_b : i32 to f32
    %qa3_0_sf = arith.subf %qv30, %qa3_0_bf : f32
    %qa3_0_si = arith.bitcast %qa3_0_sf : f32 to i32
    %qa3_0_sr = arith.addi %qa3_0_si, %half_ulp : i32
    %qa3_0_s = arith.andi %qa3_0_sr, %hi_mask : i32
    %ql31 = memref.load %Q[%by, %rowcB, %dc30] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv31 = arith.select %dok30, %ql31, %zero : f32
    %qa3_1_i = arith.bitcast %qv31 : f32 to i32
    %qa3_1_r = arith.addi %qa3_1_i, %half_ulp : i32
    %qa3_1_b = arith.andi %qa3_1_r, %hi_mask : i32
    %qa3_1_bf = arith.bitcast %qa3_1_b : i32 to f32
    %qa3_1_sf = arith.subf %qv31, %qa3_1_bf : f32
    %qa3_1_si = arith.bitcast %qa3_1_sf : f32 to i32
    %qa3_1_sr = arith.addi %qa3_1_si, %half_ulp : i32
    %qa3_1_s = arith.andi %qa3_1_sr, %hi_mask : i32
    %ql32 = memref.load %Q[%by, %rowcA, %dc31] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv32 = arith.select %dok31, %ql32, %zero : f32
    %qa3_2_i = arith.bitcast %qv32 : f32 to i32
    %qa3_2_r = arith.addi %qa3_2_i, %half_ulp : i32
    %qa3_2_b = arith.andi %qa3_2_r, %hi_mask : i32
    %qa3_2_bf = arith.bitcast %qa3_2_b : i32 to f32
    %qa3_2_sf = arith.subf %qv32, %qa3_2_bf : f32
    %qa3_2_si = arith.bitcast %qa3_2_sf : f32 to i32
    %qa3_2_sr = arith.addi %qa3_2_si, %half_ulp : i32
    %qa3_2_s = arith.andi %qa3_2_sr, %hi_mask : i32
    %ql33 = memref.load %Q[%by, %rowcB, %dc31] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv33 = arith.select %dok31, %ql33, %zero : f32
    %qa3_3_i = arith.bitcast %qv33 : f32 to i32
    %qa3_3_r = arith.addi %qa3_3_i, %half_ulp : i32
    %qa3_3_b = arith.andi %qa3_3_r, %hi_mask : i32
    %qa3_3_bf = arith.bitcast %qa3_3_b : i32 to f32
    %qa3_3_sf = arith.subf %qv33, %qa3_3_bf : f32
    %qa3_3_si = arith.bitcast %qa3_3_sf : f32 to i32
    %qa3_3_sr = arith.addi %qa3_3_si, %half_ulp : i32
    %qa3_3_s = arith.andi %qa3_3_sr, %hi_mask : i32
    %dq40 = arith.constant 32 : index
    %d40 = arith.addi %t, %dq40 : index
    %dok40 = arith.cmpi ult, %d40, %DH : index
    %dc40 = arith.select %dok40, %d40, %i0 : index
    %dq41 = arith.constant 36 : index
    %d41 = arith.addi %t, %dq41 : index
    %dok41 = arith.cmpi ult, %d41, %DH : index
    %dc41 = arith.select %dok41, %d41, %i0 : index
    %ql40 = memref.load %Q[%by, %rowcA, %dc40] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv40 = arith.select %dok40, %ql40, %zero : f32
    %qa4_0_i = arith.bitcast %qv40 : f32 to i32
    %qa4_0_r = arith.addi %qa4_0_i, %half_ulp : i32
    %qa4_0_b = arith.andi %qa4_0_r, %hi_mask : i32
    %qa4_0_bf = arith.bitcast %qa4_0_b : i32 to f32
    %qa4_0_sf = arith.subf %qv40, %qa4_0_bf : f32
    %qa4_0_si = arith.bitcast %qa4_0_sf : f32 to i32
    %qa4_0_sr = arith.addi %qa4_0_si, %half_ulp : i32
    %qa4_0_s = arith.andi %qa4_0_sr, %hi_mask : i32
    %ql41 = memref.load %Q[%by, %rowcB, %dc40] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv41 = arith.select %dok40, %ql41, %zero : f32
    %qa4_1_i = arith.bitcast %qv41 : f32 to i32
    %qa4_1_r = arith.addi %qa4_1_i, %half_ulp : i32
    %qa4_1_b = arith.andi %qa4_1_r, %hi_mask : i32
    %qa4_1_bf = arith.bitcast %qa4_1_b : i32 to f32
    %qa4_1_sf = arith.subf %qv41, %qa4_1_bf : f32
    %qa4_1_si = arith.bitcast %qa4_1_sf : f32 to i32
    %qa4_1_sr = arith.addi %qa4_1_si, %half_ulp : i32
    %qa4_1_s = arith.andi %qa4_1_sr, %hi_mask : i32
    %ql42 = memref.load %Q[%by, %rowcA, %dc41] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv42 = arith.select %dok41, %ql42, %zero : f32
    %qa4_2_i = arith.bitcast %qv42 : f32 to i32
    %qa4_2_r = arith.addi %qa4_2_i, %half_ulp : i32
    %qa4_2_b = arith.andi %qa4_2_r, %hi_mask : i32
    %qa4_2_bf = arith.bitcast %qa4_2_b : i32 to f32
    %qa4_2_sf = arith.subf %qv42, %qa4_2_bf : f32
    %qa4_2_si = arith.bitcast %qa4_2_sf : f32 to i32
    %qa4_2_sr = arith.addi %qa4_2_si, %half_ulp : i32
    %qa4_2_s = arith.andi %qa4_2_sr, %hi_mask : i32
    %ql43 = memref.load %Q[%by, %rowcB, %dc41] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv43 = arith.select %dok41, %ql43, %zero : f32
    %qa4_3_i = arith.bitcast %qv43 : f32 to i32
    %qa4_3_r = arith.addi %qa4_3_i, %half_ulp : i32
    %qa4_3_b = arith.andi %qa4_3_r, %hi_mask : i32
    %qa4_3_bf = arith.bitcast %qa4_3_b : i32 to f32
    %qa4_3_sf = arith.subf %qv43, %qa4_3_bf : f32
    %qa4_3_si = arith.bitcast %qa4_3_sf : f32 to i32
    %qa4_3_sr = arith.addi %qa4_3_si, %half_ulp : i32
    %qa4_3_s = arith.andi %qa4_3_sr, %hi_mask : i32
    %dq50 = arith.constant 40 : index
    %d50 = arith.addi %t, %dq50 : index
    %dok50 = arith.cmpi ult, %d50, %DH : index
    %dc50 = arith.select %dok50, %d50, %i0 : index
    %dq51 = arith.constant 44 : index
    %d51 = arith.addi %t, %dq51 : index
    %dok51 = arith.cmpi ult, %d51, %DH : index
    %dc51 = arith.select %dok51, %d51, %i0 : index
    %ql50 = memref.load %Q[%by, %rowcA, %dc50] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv50 = arith.select %dok50, %ql50, %zero : f32
    %qa5_0_i = arith.bitcast %qv50 : f32 to i32
    %qa5_0_r = arith.addi %qa5_0_i, %half_ulp : i32
    %qa5_0_b = arith.andi %qa5_0_r, %hi_mask : i32
    %qa5_0_bf = arith.bitcast %qa5_0_b : i32 to f32
    %qa5_0_sf = arith.subf %qv50, %qa5_0_bf : f32
    %qa5_0_si = arith.bitcast %qa5_0_sf : f32 to i32
    %qa5_0_sr = arith.addi %qa5_0_si, %half_ulp : i32
    %qa5_0_s = arith.andi %qa5_0_sr, %hi_mask : i32
    %ql51 = memref.load %Q[%by, %rowcB, %dc50] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv51 = arith.select %dok50, %ql51, %zero : f32
    %qa5_1_i = arith.bitcast %qv51 : f32 to i32
    %qa5_1_r = arith.addi %qa5_1_i, %half_ulp : i32
    %qa5_1_b = arith.andi %qa5_1_r, %hi_mask : i32
    %qa5_1_bf = arith.bitcast %qa5_1_b : i32 to f32
    %qa5_1_sf = arith.subf %qv51, %qa5_1_bf : f32
    %qa5_1_si = arith.bitcast %qa5_1_sf : f32 to i32
    %qa5_1_sr = arith.addi %qa5_1_si, %half_ulp : i32
    %qa5_1_s = arith.andi %qa5_1_sr, %hi_mask : i32
    %ql52 = memref.load %Q[%by, %rowcA, %dc51] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv52 = arith.select %dok51, %ql52, %zero : f32
    %qa5_2_i = arith.bitcast %qv52 : f32 to i32
    %qa5_2_r = arith.addi %qa5_2_i, %half_ulp : i32
    %qa5_2_b = arith.andi %qa5_2_r, %hi_mask : i32
    %qa5_2_bf = arith.bitcast %qa5_2_b : i32 to f32
    %qa5_2_sf = arith.subf %qv52, %qa5_2_bf : f32
    %qa5_2_si = arith.bitcast %qa5_2_sf : f32 to i32
    %qa5_2_sr = arith.addi %qa5_2_si, %half_ulp : i32
    %qa5_2_s = arith.andi %qa5_2_sr, %hi_mask : i32
    %ql53 = memref.load %Q[%by, %rowcB, %dc51] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv53 = arith.select %dok51, %ql53, %zero : f32
    %qa5_3_i = arith.bitcast %qv53 : f32 to i32
    %qa5_3_r = arith.addi %qa5_3_i, %half_ulp : i32
    %qa5_3_b = arith.andi %qa5_3_r, %hi_mask : i32
    %qa5_3_bf = arith.bitcast %qa5_3_b : i32 to f32
    %qa5_3_sf = arith.subf %qv53, %qa5_3_bf : f32
    %qa5_3_si = arith.bitcast %qa5_3_sf : f32 to i32
    %qa5_3_sr = arith.addi %qa5_3_si, %half_ulp : i32
    %qa5_3_s = arith.andi %qa5_3_sr, %hi_mask : i32
    %dq60 = arith.constant 48 : index
    %d60 = arith.addi %t, %dq60 : index
    %dok60 = arith.cmpi ult, %d60, %DH : index
    %dc60 = arith.select %dok60, %d60, %i0 : index
    %dq61 = arith.constant 52 : index
    %d61 = arith.addi %t, %dq61 : index
    %dok61 = arith.cmpi ult, %d61, %DH : index
    %dc61 = arith.select %dok61, %d61, %i0 : index
    %ql60 = memref.load %Q[%by, %rowcA, %dc60] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv60 = arith.select %dok60, %ql60, %zero : f32
    %qa6_0_i = arith.bitcast %qv60 : f32 to i32
    %qa6_0_r = arith.addi %qa6_0_i, %half_ulp : i32
    %qa6_0_b = arith.andi %qa6_0_r, %hi_mask : i32
    %qa6_0_bf = arith.bitcast %qa6_0_b : i32 to f32
    %qa6_0_sf = arith.subf %qv60, %qa6_0_bf : f32
    %qa6_0_si = arith.bitcast %qa6_0_sf : f32 to i32
    %qa6_0_sr = arith.addi %qa6_0_si, %half_ulp : i32
    %qa6_0_s = arith.andi %qa6_0_sr, %hi_mask : i32
    %ql61 = memref.load %Q[%by, %rowcB, %dc60] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv61 = arith.select %dok60, %ql61, %zero : f32
    %qa6_1_i = arith.bitcast %qv61 : f32 to i32
    %qa6_1_r = arith.addi %qa6_1_i, %half_ulp : i32
    %qa6_1_b = arith.andi %qa6_1_r, %hi_mask : i32
    %qa6_1_bf = arith.bitcast %qa6_1_b : i32 to f32
    %qa6_1_sf = arith.subf %qv61, %qa6_1_bf : f32
    %qa6_1_si = arith.bitcast %qa6_1_sf : f32 to i32
    %qa6_1_sr = arith.addi %qa6_1_si, %half_ulp : i32
    %qa6_1_s = arith.andi %qa6_1_sr, %hi_mask : i32
    %ql62 = memref.load %Q[%by, %rowcA, %dc61] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv62 = arith.select %dok61, %ql62, %zero : f32
    %qa6_2_i = arith.bitcast %qv62 : f32 to i32
    %qa6_2_r = arith.addi %qa6_2_i, %half_ulp : i32
    %qa6_2_b = arith.andi %qa6_2_r, %hi_mask : i32
    %qa6_2_bf = arith.bitcast %qa6_2_b : i32 to f32
    %qa6_2_sf = arith.subf %qv62, %qa6_2_bf : f32
    %qa6_2_si = arith.bitcast %qa6_2_sf : f32 to i32
    %qa6_2_sr = arith.addi %qa6_2_si, %half_ulp : i32
    %qa6_2_s = arith.andi %qa6_2_sr, %hi_mask : i32
    %ql63 = memref.load %Q[%by, %rowcB, %dc61] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv63 = arith.select %dok61, %ql63, %zero : f32
    %qa6_3_i = arith.bitcast %qv63 : f32 to i32
    %qa6_3_r = arith.addi %qa6_3_i, %half_ulp : i32
    %qa6_3_b = arith.andi %qa6_3_r, %hi_mask : i32
    %qa6_3_bf = arith.bitcast %qa6_3_b : i32 to f32
    %qa6_3_sf = arith.subf %qv63, %qa6_3_bf : f32
    %qa6_3_si = arith.bitcast %qa6_3_sf : f32 to i32
    %qa6_3_sr = arith.addi %qa6_3_si, %half_ulp : i32
    %qa6_3_s = arith.andi %qa6_3_sr, %hi_mask : i32
    %dq70 = arith.constant 56 : index
    %d70 = arith.addi %t, %dq70 : index
    %dok70 = arith.cmpi ult, %d70, %DH : index
    %dc70 = arith.select %dok70, %d70, %i0 : index
    %dq71 = arith.constant 60 : index
    %d71 = arith.addi %t, %dq71 : index
    %dok71 = arith.cmpi ult, %d71, %DH : index
    %dc71 = arith.select %dok71, %d71, %i0 : index
    %ql70 = memref.load %Q[%by, %rowcA, %dc70] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv70 = arith.select %dok70, %ql70, %zero : f32
    %qa7_0_i = arith.bitcast %qv70 : f32 to i32
    %qa7_0_r = arith.addi %qa7_0_i, %half_ulp : i32
    %qa7_0_b = arith.andi %qa7_0_r, %hi_mask : i32
    %qa7_0_bf = arith.bitcast %qa7_0_b : i32 to f32
    %qa7_0_sf = arith.subf %qv70, %qa7_0_bf : f32
    %qa7_0_si = arith.bitcast %qa7_0_sf : f32 to i32
    %qa7_0_sr = arith.addi %qa7_0_si, %half_ulp : i32
    %qa7_0_s = arith.andi %qa7_0_sr, %hi_mask : i32
    %ql71 = memref.load %Q[%by, %rowcB, %dc70] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv71 = arith.select %dok70, %ql71, %zero : f32
    %qa7_1_i = arith.bitcast %qv71 : f32 to i32
    %qa7_1_r = arith.addi %qa7_1_i, %half_ulp : i32
    %qa7_1_b = arith.andi %qa7_1_r, %hi_mask : i32
    %qa7_1_bf = arith.bitcast %qa7_1_b : i32 to f32
    %qa7_1_sf = arith.subf %qv71, %qa7_1_bf : f32
    %qa7_1_si = arith.bitcast %qa7_1_sf : f32 to i32
    %qa7_1_sr = arith.addi %qa7_1_si, %half_ulp : i32
    %qa7_1_s = arith.andi %qa7_1_sr, %hi_mask : i32
    %ql72 = memref.load %Q[%by, %rowcA, %dc71] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv72 = arith.select %dok71, %ql72, %zero : f32
    %qa7_2_i = arith.bitcast %qv72 : f32 to i32
    %qa7_2_r = arith.addi %qa7_2_i, %half_ulp : i32
    %qa7_2_b = arith.andi %qa7_2_r, %hi_mask : i32
    %qa7_2_bf = arith.bitcast %qa7_2_b : i32 to f32
    %qa7_2_sf = arith.subf %qv72, %qa7_2_bf : f32
    %qa7_2_si = arith.bitcast %qa7_2_sf : f32 to i32
    %qa7_2_sr = arith.addi %qa7_2_si, %half_ulp : i32
    %qa7_2_s = arith.andi %qa7_2_sr, %hi_mask : i32
    %ql73 = memref.load %Q[%by, %rowcB, %dc71] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %qv73 = arith.select %dok71, %ql73, %zero : f32
    %qa7_3_i = arith.bitcast %qv73 : f32 to i32
    %qa7_3_r = arith.addi %qa7_3_i, %half_ulp : i32
    %qa7_3_b = arith.andi %qa7_3_r, %hi_mask : i32
    %qa7_3_bf = arith.bitcast %qa7_3_b : i32 to f32
    %qa7_3_sf = arith.subf %qv73, %qa7_3_bf : f32
    %qa7_3_si = arith.bitcast %qa7_3_sf : f32 to i32
    %qa7_3_sr = arith.addi %qa7_3_si, %half_ulp : i32
    %qa7_3_s = arith.andi %qa7_3_sr, %hi_mask : i32
    // %Live[p] holds the number (1, 2, ...) of the last tile of parity p some thread found live; 0 before
    // the first. Two words: after a dead tile (one barrier) a fast thread may store the next tile's number
    // while a slow one still reads this tile's word (with one word, a race racecheck reported; benign, as
    // the slow thread then read a number not this tile's: dead, as it is). Tile t + 2's word is written
    // only after tile t + 1's barrier, which every thread reaches after reading tile t's.
    %tid0 = arith.cmpi eq, %tid, %i0 : index
    scf.if %tid0 {
      %z32 = arith.constant 0 : i32
      memref.store %z32, %Live[%i0] : memref<2xi32, #gpu.address_space<workgroup>>
      memref.store %z32, %Live[%i1] : memref<2xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %res:36 = scf.for %j0 = %i0 to %C step %i_kt
        iter_args(%mA_in = %ninf, %mB_in = %ninf, %lA_in = %zero, %lB_in = %zero, %o0_0_in = %zero, %o0_1_in = %zero, %o0_2_in = %zero, %o0_3_in = %zero, %o1_0_in = %zero, %o1_1_in = %zero, %o1_2_in = %zero, %o1_3_in = %zero, %o2_0_in = %zero, %o2_1_in = %zero, %o2_2_in = %zero, %o2_3_in = %zero, %o3_0_in = %zero, %o3_1_in = %zero, %o3_2_in = %zero, %o3_3_in = %zero, %o4_0_in = %zero, %o4_1_in = %zero, %o4_2_in = %zero, %o4_3_in = %zero, %o5_0_in = %zero, %o5_1_in = %zero, %o5_2_in = %zero, %o5_3_in = %zero, %o6_0_in = %zero, %o6_1_in = %zero, %o6_2_in = %zero, %o6_3_in = %zero, %o7_0_in = %zero, %o7_1_in = %zero, %o7_2_in = %zero, %o7_3_in = %zero)
        -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
      %jo00 = arith.constant 0 : index
      %jb00 = arith.addi %j0, %jo00 : index
      %j00 = arith.addi %jb00, %t2 : index
      %ok00 = arith.cmpi ult, %j00, %C : index
      %jc00 = arith.select %ok00, %j00, %i0 : index
      %jo01 = arith.constant 1 : index
      %jb01 = arith.addi %j0, %jo01 : index
      %j01 = arith.addi %jb01, %t2 : index
      %ok01 = arith.cmpi ult, %j01, %C : index
      %jc01 = arith.select %ok01, %j01, %i0 : index
      %jo10 = arith.constant 8 : index
      %jb10 = arith.addi %j0, %jo10 : index
      %j10 = arith.addi %jb10, %t2 : index
      %ok10 = arith.cmpi ult, %j10, %C : index
      %jc10 = arith.select %ok10, %j10, %i0 : index
      %jo11 = arith.constant 9 : index
      %jb11 = arith.addi %j0, %jo11 : index
      %j11 = arith.addi %jb11, %t2 : index
      %ok11 = arith.cmpi ult, %j11, %C : index
      %jc11 = arith.select %ok11, %j11, %i0 : index
      %jo20 = arith.constant 16 : index
      %jb20 = arith.addi %j0, %jo20 : index
      %j20 = arith.addi %jb20, %t2 : index
      %ok20 = arith.cmpi ult, %j20, %C : index
      %jc20 = arith.select %ok20, %j20, %i0 : index
      %jo21 = arith.constant 17 : index
      %jb21 = arith.addi %j0, %jo21 : index
      %j21 = arith.addi %jb21, %t2 : index
      %ok21 = arith.cmpi ult, %j21, %C : index
      %jc21 = arith.select %ok21, %j21, %i0 : index
      %jo30 = arith.constant 24 : index
      %jb30 = arith.addi %j0, %jo30 : index
      %j30 = arith.addi %jb30, %t2 : index
      %ok30 = arith.cmpi ult, %j30, %C : index
      %jc30 = arith.select %ok30, %j30, %i0 : index
      %jo31 = arith.constant 25 : index
      %jb31 = arith.addi %j0, %jo31 : index
      %j31 = arith.addi %jb31, %t2 : index
      %ok31 = arith.cmpi ult, %j31, %C : index
      %jc31 = arith.select %ok31, %j31, %i0 : index
      // Is the tile live: does the score op's mask term leave some key (< C) of some row (< n) unmasked?
      %mkA00 = func.call @{func}_mask(%zero, %by, %rowcA, %jc00{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkA00 = arith.cmpf une, %mkA00, %ninf : f32
      %lcA00 = arith.andi %ok00, %lkA00 : i1
      %lvA00 = arith.andi %lcA00, %rokA : i1
      %mkA01 = func.call @{func}_mask(%zero, %by, %rowcA, %jc01{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkA01 = arith.cmpf une, %mkA01, %ninf : f32
      %lcA01 = arith.andi %ok01, %lkA01 : i1
      %lvA01 = arith.andi %lcA01, %rokA : i1
      %mkA10 = func.call @{func}_mask(%zero, %by, %rowcA, %jc10{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkA10 = arith.cmpf une, %mkA10, %ninf : f32
      %lcA10 = arith.andi %ok10, %lkA10 : i1
      %lvA10 = arith.andi %lcA10, %rokA : i1
      %mkA11 = func.call @{func}_mask(%zero, %by, %rowcA, %jc11{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkA11 = arith.cmpf une, %mkA11, %ninf : f32
      %lcA11 = arith.andi %ok11, %lkA11 : i1
      %lvA11 = arith.andi %lcA11, %rokA : i1
      %mkA20 = func.call @{func}_mask(%zero, %by, %rowcA, %jc20{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkA20 = arith.cmpf une, %mkA20, %ninf : f32
      %lcA20 = arith.andi %ok20, %lkA20 : i1
      %lvA20 = arith.andi %lcA20, %rokA : i1
      %mkA21 = func.call @{func}_mask(%zero, %by, %rowcA, %jc21{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkA21 = arith.cmpf une, %mkA21, %ninf : f32
      %lcA21 = arith.andi %ok21, %lkA21 : i1
      %lvA21 = arith.andi %lcA21, %rokA : i1
      %mkA30 = func.call @{func}_mask(%zero, %by, %rowcA, %jc30{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkA30 = arith.cmpf une, %mkA30, %ninf : f32
      %lcA30 = arith.andi %ok30, %lkA30 : i1
      %lvA30 = arith.andi %lcA30, %rokA : i1
      %mkA31 = func.call @{func}_mask(%zero, %by, %rowcA, %jc31{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkA31 = arith.cmpf une, %mkA31, %ninf : f32
      %lcA31 = arith.andi %ok31, %lkA31 : i1
      %lvA31 = arith.andi %lcA31, %rokA : i1
      %mkB00 = func.call @{func}_mask(%zero, %by, %rowcB, %jc00{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkB00 = arith.cmpf une, %mkB00, %ninf : f32
      %lcB00 = arith.andi %ok00, %lkB00 : i1
      %lvB00 = arith.andi %lcB00, %rokB : i1
      %mkB01 = func.call @{func}_mask(%zero, %by, %rowcB, %jc01{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkB01 = arith.cmpf une, %mkB01, %ninf : f32
      %lcB01 = arith.andi %ok01, %lkB01 : i1
      %lvB01 = arith.andi %lcB01, %rokB : i1
      %mkB10 = func.call @{func}_mask(%zero, %by, %rowcB, %jc10{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkB10 = arith.cmpf une, %mkB10, %ninf : f32
      %lcB10 = arith.andi %ok10, %lkB10 : i1
      %lvB10 = arith.andi %lcB10, %rokB : i1
      %mkB11 = func.call @{func}_mask(%zero, %by, %rowcB, %jc11{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkB11 = arith.cmpf une, %mkB11, %ninf : f32
      %lcB11 = arith.andi %ok11, %lkB11 : i1
      %lvB11 = arith.andi %lcB11, %rokB : i1
      %mkB20 = func.call @{func}_mask(%zero, %by, %rowcB, %jc20{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkB20 = arith.cmpf une, %mkB20, %ninf : f32
      %lcB20 = arith.andi %ok20, %lkB20 : i1
      %lvB20 = arith.andi %lcB20, %rokB : i1
      %mkB21 = func.call @{func}_mask(%zero, %by, %rowcB, %jc21{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkB21 = arith.cmpf une, %mkB21, %ninf : f32
      %lcB21 = arith.andi %ok21, %lkB21 : i1
      %lvB21 = arith.andi %lcB21, %rokB : i1
      %mkB30 = func.call @{func}_mask(%zero, %by, %rowcB, %jc30{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkB30 = arith.cmpf une, %mkB30, %ninf : f32
      %lcB30 = arith.andi %ok30, %lkB30 : i1
      %lvB30 = arith.andi %lcB30, %rokB : i1
      %mkB31 = func.call @{func}_mask(%zero, %by, %rowcB, %jc31{score_args}) : (f32, index, index, index{score_types}) -> f32
      %lkB31 = arith.cmpf une, %mkB31, %ninf : f32
      %lcB31 = arith.andi %ok31, %lkB31 : i1
      %lvB31 = arith.andi %lcB31, %rokB : i1
      %lor0 = arith.ori %lvA00, %lvA01 : i1
      %lor1 = arith.ori %lor0, %lvA10 : i1
      %lor2 = arith.ori %lor1, %lvA11 : i1
      %lor3 = arith.ori %lor2, %lvA20 : i1
      %lor4 = arith.ori %lor3, %lvA21 : i1
      %lor5 = arith.ori %lor4, %lvA30 : i1
      %lor6 = arith.ori %lor5, %lvA31 : i1
      %lor7 = arith.ori %lor6, %lvB00 : i1
      %lor8 = arith.ori %lor7, %lvB01 : i1
      %lor9 = arith.ori %lor8, %lvB10 : i1
      %lor10 = arith.ori %lor9, %lvB11 : i1
      %lor11 = arith.ori %lor10, %lvB20 : i1
      %lor12 = arith.ori %lor11, %lvB21 : i1
      %lor13 = arith.ori %lor12, %lvB30 : i1
      %lor14 = arith.ori %lor13, %lvB31 : i1
      %tile_no = arith.divui %j0, %i_kt : index
      %tile_no1 = arith.addi %tile_no, %i1 : index
      %tag = arith.index_cast %tile_no1 : index to i32
      %lw = arith.remui %tile_no, %i2 : index
      scf.if %lor14 {
        memref.store %tag, %Live[%lw] : memref<2xi32, #gpu.address_space<workgroup>>
      }
      // Also: every thread is done with the last tile's keys and values before this one's.
      gpu.barrier
      %seen = memref.load %Live[%lw] : memref<2xi32, #gpu.address_space<workgroup>>
      %live = arith.cmpi eq, %seen, %tag : i32
      %tile:36 = scf.if %live -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
      // The tile's keys and values, split, as Ks[key][d], Vs[key][d] (a warp reads 2 keys' 64 d of
      // each), zero past C and past dh: 4 chunks of 4 floats of each (their 32 loads) before any is stored.
      %i_group = arith.constant 512 : index
      %i_chunks = arith.constant 512 : index
      %i_dv = arith.constant 16 : index
      scf.for %e0 = %i0 to %i_chunks step %i_group {
        %eo0 = arith.constant 0 : index
        %ee0 = arith.addi %e0, %eo0 : index
        %el0 = arith.addi %ee0, %tid : index
        %key0 = arith.divui %el0, %i_dv : index
        %dv0 = arith.remui %el0, %i_dv : index
        %d4_0 = arith.muli %dv0, %i4 : index
        %sv0 = arith.muli %dv0, %i2 : index
        %sv0_1 = arith.addi %sv0, %i1 : index
        %gj0 = arith.addi %j0, %key0 : index
        %gj_ok0 = arith.cmpi ult, %gj0, %C : index
        %gjc0 = arith.select %gj_ok0, %gj0, %i0 : index
        %dd0_0 = arith.addi %d4_0, %i0 : index
        %dd_ok0_0 = arith.cmpi ult, %dd0_0, %DH : index
        %okg0_0 = arith.andi %gj_ok0, %dd_ok0_0 : i1
        %ddc0_0 = arith.select %dd_ok0_0, %dd0_0, %i0 : index
        %k0_0 = memref.load %K[%by, %gjc0, %ddc0_0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v0_0 = memref.load %V[%by, %gjc0, %ddc0_0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd0_1 = arith.addi %d4_0, %i1 : index
        %dd_ok0_1 = arith.cmpi ult, %dd0_1, %DH : index
        %okg0_1 = arith.andi %gj_ok0, %dd_ok0_1 : i1
        %ddc0_1 = arith.select %dd_ok0_1, %dd0_1, %i0 : index
        %k0_1 = memref.load %K[%by, %gjc0, %ddc0_1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v0_1 = memref.load %V[%by, %gjc0, %ddc0_1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd0_2 = arith.addi %d4_0, %i2 : index
        %dd_ok0_2 = arith.cmpi ult, %dd0_2, %DH : index
        %okg0_2 = arith.andi %gj_ok0, %dd_ok0_2 : i1
        %ddc0_2 = arith.select %dd_ok0_2, %dd0_2, %i0 : index
        %k0_2 = memref.load %K[%by, %gjc0, %ddc0_2] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v0_2 = memref.load %V[%by, %gjc0, %ddc0_2] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd0_3 = arith.addi %d4_0, %i3 : index
        %dd_ok0_3 = arith.cmpi ult, %dd0_3, %DH : index
        %okg0_3 = arith.andi %gj_ok0, %dd_ok0_3 : i1
        %ddc0_3 = arith.select %dd_ok0_3, %dd0_3, %i0 : index
        %k0_3 = memref.load %K[%by, %gjc0, %ddc0_3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v0_3 = memref.load %V[%by, %gjc0, %ddc0_3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %eo1 = arith.constant 128 : index
        %ee1 = arith.addi %e0, %eo1 : index
        %el1 = arith.addi %ee1, %tid : index
        %key1 = arith.divui %el1, %i_dv : index
        %dv1 = arith.remui %el1, %i_dv : index
        %d4_1 = arith.muli %dv1, %i4 : index
        %sv1 = arith.muli %dv1, %i2 : index
        %sv1_1 = arith.addi %sv1, %i1 : index
        %gj1 = arith.addi %j0, %key1 : index
        %gj_ok1 = arith.cmpi ult, %gj1, %C : index
        %gjc1 = arith.select %gj_ok1, %gj1, %i0 : index
        %dd1_0 = arith.addi %d4_1, %i0 : index
        %dd_ok1_0 = arith.cmpi ult, %dd1_0, %DH : index
        %okg1_0 = arith.andi %gj_ok1, %dd_ok1_0 : i1
        %ddc1_0 = arith.select %dd_ok1_0, %dd1_0, %i0 : index
        %k1_0 = memref.load %K[%by, %gjc1, %ddc1_0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v1_0 = memref.load %V[%by, %gjc1, %ddc1_0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd1_1 = arith.addi %d4_1, %i1 : index
        %dd_ok1_1 = arith.cmpi ult, %dd1_1, %DH : index
        %okg1_1 = arith.andi %gj_ok1, %dd_ok1_1 : i1
        %ddc1_1 = arith.select %dd_ok1_1, %dd1_1, %i0 : index
        %k1_1 = memref.load %K[%by, %gjc1, %ddc1_1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v1_1 = memref.load %V[%by, %gjc1, %ddc1_1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd1_2 = arith.addi %d4_1, %i2 : index
        %dd_ok1_2 = arith.cmpi ult, %dd1_2, %DH : index
        %okg1_2 = arith.andi %gj_ok1, %dd_ok1_2 : i1
        %ddc1_2 = arith.select %dd_ok1_2, %dd1_2, %i0 : index
        %k1_2 = memref.load %K[%by, %gjc1, %ddc1_2] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v1_2 = memref.load %V[%by, %gjc1, %ddc1_2] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd1_3 = arith.addi %d4_1, %i3 : index
        %dd_ok1_3 = arith.cmpi ult, %dd1_3, %DH : index
        %okg1_3 = arith.andi %gj_ok1, %dd_ok1_3 : i1
        %ddc1_3 = arith.select %dd_ok1_3, %dd1_3, %i0 : index
        %k1_3 = memref.load %K[%by, %gjc1, %ddc1_3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v1_3 = memref.load %V[%by, %gjc1, %ddc1_3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %eo2 = arith.constant 256 : index
        %ee2 = arith.addi %e0, %eo2 : index
        %el2 = arith.addi %ee2, %tid : index
        %key2 = arith.divui %el2, %i_dv : index
        %dv2 = arith.remui %el2, %i_dv : index
        %d4_2 = arith.muli %dv2, %i4 : index
        %sv2 = arith.muli %dv2, %i2 : index
        %sv2_1 = arith.addi %sv2, %i1 : index
        %gj2 = arith.addi %j0, %key2 : index
        %gj_ok2 = arith.cmpi ult, %gj2, %C : index
        %gjc2 = arith.select %gj_ok2, %gj2, %i0 : index
        %dd2_0 = arith.addi %d4_2, %i0 : index
        %dd_ok2_0 = arith.cmpi ult, %dd2_0, %DH : index
        %okg2_0 = arith.andi %gj_ok2, %dd_ok2_0 : i1
        %ddc2_0 = arith.select %dd_ok2_0, %dd2_0, %i0 : index
        %k2_0 = memref.load %K[%by, %gjc2, %ddc2_0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v2_0 = memref.load %V[%by, %gjc2, %ddc2_0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd2_1 = arith.addi %d4_2, %i1 : index
        %dd_ok2_1 = arith.cmpi ult, %dd2_1, %DH : index
        %okg2_1 = arith.andi %gj_ok2, %dd_ok2_1 : i1
        %ddc2_1 = arith.select %dd_ok2_1, %dd2_1, %i0 : index
        %k2_1 = memref.load %K[%by, %gjc2, %ddc2_1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v2_1 = memref.load %V[%by, %gjc2, %ddc2_1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd2_2 = arith.addi %d4_2, %i2 : index
        %dd_ok2_2 = arith.cmpi ult, %dd2_2, %DH : index
        %okg2_2 = arith.andi %gj_ok2, %dd_ok2_2 : i1
        %ddc2_2 = arith.select %dd_ok2_2, %dd2_2, %i0 : index
        %k2_2 = memref.load %K[%by, %gjc2, %ddc2_2] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v2_2 = memref.load %V[%by, %gjc2, %ddc2_2] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd2_3 = arith.addi %d4_2, %i3 : index
        %dd_ok2_3 = arith.cmpi ult, %dd2_3, %DH : index
        %okg2_3 = arith.andi %gj_ok2, %dd_ok2_3 : i1
        %ddc2_3 = arith.select %dd_ok2_3, %dd2_3, %i0 : index
        %k2_3 = memref.load %K[%by, %gjc2, %ddc2_3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v2_3 = memref.load %V[%by, %gjc2, %ddc2_3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %eo3 = arith.constant 384 : index
        %ee3 = arith.addi %e0, %eo3 : index
        %el3 = arith.addi %ee3, %tid : index
        %key3 = arith.divui %el3, %i_dv : index
        %dv3 = arith.remui %el3, %i_dv : index
        %d4_3 = arith.muli %dv3, %i4 : index
        %sv3 = arith.muli %dv3, %i2 : index
        %sv3_1 = arith.addi %sv3, %i1 : index
        %gj3 = arith.addi %j0, %key3 : index
        %gj_ok3 = arith.cmpi ult, %gj3, %C : index
        %gjc3 = arith.select %gj_ok3, %gj3, %i0 : index
        %dd3_0 = arith.addi %d4_3, %i0 : index
        %dd_ok3_0 = arith.cmpi ult, %dd3_0, %DH : index
        %okg3_0 = arith.andi %gj_ok3, %dd_ok3_0 : i1
        %ddc3_0 = arith.select %dd_ok3_0, %dd3_0, %i0 : index
        %k3_0 = memref.load %K[%by, %gjc3, %ddc3_0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v3_0 = memref.load %V[%by, %gjc3, %ddc3_0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd3_1 = arith.addi %d4_3, %i1 : index
        %dd_ok3_1 = arith.cmpi ult, %dd3_1, %DH : index
        %okg3_1 = arith.andi %gj_ok3, %dd_ok3_1 : i1
        %ddc3_1 = arith.select %dd_ok3_1, %dd3_1, %i0 : index
        %k3_1 = memref.load %K[%by, %gjc3, %ddc3_1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v3_1 = memref.load %V[%by, %gjc3, %ddc3_1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd3_2 = arith.addi %d4_3, %i2 : index
        %dd_ok3_2 = arith.cmpi ult, %dd3_2, %DH : index
        %okg3_2 = arith.andi %gj_ok3, %dd_ok3_2 : i1
        %ddc3_2 = arith.select %dd_ok3_2, %dd3_2, %i0 : index
        %k3_2 = memref.load %K[%by, %gjc3, %ddc3_2] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v3_2 = memref.load %V[%by, %gjc3, %ddc3_2] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %dd3_3 = arith.addi %d4_3, %i3 : index
        %dd_ok3_3 = arith.cmpi ult, %dd3_3, %DH : index
        %okg3_3 = arith.andi %gj_ok3, %dd_ok3_3 : i1
        %ddc3_3 = arith.select %dd_ok3_3, %dd3_3, %i0 : index
        %k3_3 = memref.load %K[%by, %gjc3, %ddc3_3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %v3_3 = memref.load %V[%by, %gjc3, %ddc3_3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %kx0_0 = arith.select %okg0_0, %k0_0, %zero : f32
        %kp0_0_i = arith.bitcast %kx0_0 : f32 to i32
        %kp0_0_r = arith.addi %kp0_0_i, %half_ulp : i32
        %kp0_0_b = arith.andi %kp0_0_r, %hi_mask : i32
        %kp0_0_bf = arith.bitcast %kp0_0_b : i32 to f32
        %kp0_0_sf = arith.subf %kx0_0, %kp0_0_bf : f32
        %kp0_0_si = arith.bitcast %kp0_0_sf : f32 to i32
        %kp0_0_sr = arith.addi %kp0_0_si, %half_ulp : i32
        %kp0_0_s = arith.andi %kp0_0_sr, %hi_mask : i32
        %kp0_0_b32 = arith.bitcast %kp0_0_b : i32 to f32
        %kp0_0_s32 = arith.bitcast %kp0_0_s : i32 to f32
        %kx0_1 = arith.select %okg0_1, %k0_1, %zero : f32
        %kp0_1_i = arith.bitcast %kx0_1 : f32 to i32
        %kp0_1_r = arith.addi %kp0_1_i, %half_ulp : i32
        %kp0_1_b = arith.andi %kp0_1_r, %hi_mask : i32
        %kp0_1_bf = arith.bitcast %kp0_1_b : i32 to f32
        %kp0_1_sf = arith.subf %kx0_1, %kp0_1_bf : f32
        %kp0_1_si = arith.bitcast %kp0_1_sf : f32 to i32
        %kp0_1_sr = arith.addi %kp0_1_si, %half_ulp : i32
        %kp0_1_s = arith.andi %kp0_1_sr, %hi_mask : i32
        %kp0_1_b32 = arith.bitcast %kp0_1_b : i32 to f32
        %kp0_1_s32 = arith.bitcast %kp0_1_s : i32 to f32
        %kx0_2 = arith.select %okg0_2, %k0_2, %zero : f32
        %kp0_2_i = arith.bitcast %kx0_2 : f32 to i32
        %kp0_2_r = arith.addi %kp0_2_i, %half_ulp : i32
        %kp0_2_b = arith.andi %kp0_2_r, %hi_mask : i32
        %kp0_2_bf = arith.bitcast %kp0_2_b : i32 to f32
        %kp0_2_sf = arith.subf %kx0_2, %kp0_2_bf : f32
        %kp0_2_si = arith.bitcast %kp0_2_sf : f32 to i32
        %kp0_2_sr = arith.addi %kp0_2_si, %half_ulp : i32
        %kp0_2_s = arith.andi %kp0_2_sr, %hi_mask : i32
        %kp0_2_b32 = arith.bitcast %kp0_2_b : i32 to f32
        %kp0_2_s32 = arith.bitcast %kp0_2_s : i32 to f32
        %kx0_3 = arith.select %okg0_3, %k0_3, %zero : f32
        %kp0_3_i = arith.bitcast %kx0_3 : f32 to i32
        %kp0_3_r = arith.addi %kp0_3_i, %half_ulp : i32
        %kp0_3_b = arith.andi %kp0_3_r, %hi_mask : i32
        %kp0_3_bf = arith.bitcast %kp0_3_b : i32 to f32
        %kp0_3_sf = arith.subf %kx0_3, %kp0_3_bf : f32
        %kp0_3_si = arith.bitcast %kp0_3_sf : f32 to i32
        %kp0_3_sr = arith.addi %kp0_3_si, %half_ulp : i32
        %kp0_3_s = arith.andi %kp0_3_sr, %hi_mask : i32
        %kp0_3_b32 = arith.bitcast %kp0_3_b : i32 to f32
        %kp0_3_s32 = arith.bitcast %kp0_3_s : i32 to f32
        %kpv0_0 = vector.from_elements %kp0_0_b32, %kp0_0_s32, %kp0_1_b32, %kp0_1_s32 : vector<4xf32>
        memref.store %kpv0_0, %Ks[%key0, %sv0] : memref<32x34xvector<4xf32>, #gpu.address_space<workgroup>>
        %kpv0_1 = vector.from_elements %kp0_2_b32, %kp0_2_s32, %kp0_3_b32, %kp0_3_s32 : vector<4xf32>
        memref.store %kpv0_1, %Ks[%key0, %sv0_1] : memref<32x34xvector<4xf32>, #gpu.address_space<workgroup>>
        %vx0_0 = arith.select %okg0_0, %v0_0, %zero : f32
        %vp0_0_i = arith.bitcast %vx0_0 : f32 to i32
        %vp0_0_r = arith.addi %vp0_0_i, %half_ulp : i32
        %vp0_0_b = arith.andi %vp0_0_r, %hi_mask : i32
        %vp0_0_bf = arith.bitcast %vp0_0_b : i32 to f32
        %vp0_0_sf = arith.subf %vx0_0, %vp0_0_bf : f32
        %vp0_0_si = arith.bitcast %vp0_0_sf : f32 to i32
        %vp0_0_sr = arith.addi %vp0_0_si, %half_ulp : i32
        %vp0_0_s = arith.andi %vp0_0_sr, %hi_mask : i32
        %vp0_0_b32 = arith.bitcast %vp0_0_b : i32 to f32
        %vp0_0_s32 = arith.bitcast %vp0_0_s : i32 to f32
        %vx0_1 = arith.select %okg0_1, %v0_1, %zero : f32
        %vp0_1_i = arith.bitcast %vx0_1 : f32 to i32
        %vp0_1_r = arith.addi %vp0_1_i, %half_ulp : i32
        %vp0_1_b = arith.andi %vp0_1_r, %hi_mask : i32
        %vp0_1_bf = arith.bitcast %vp0_1_b : i32 to f32
        %vp0_1_sf = arith.subf %vx0_1, %vp0_1_bf : f32
        %vp0_1_si = arith.bitcast %vp0_1_sf : f32 to i32
        %vp0_1_sr = arith.addi %vp0_1_si, %half_ulp : i32
        %vp0_1_s = arith.andi %vp0_1_sr, %hi_mask : i32
        %vp0_1_b32 = arith.bitcast %vp0_1_b : i32 to f32
        %vp0_1_s32 = arith.bitcast %vp0_1_s : i32 to f32
        %vx0_2 = arith.select %okg0_2, %v0_2, %zero : f32
        %vp0_2_i = arith.bitcast %vx0_2 : f32 to i32
        %vp0_2_r = arith.addi %vp0_2_i, %half_ulp : i32
        %vp0_2_b = arith.andi %vp0_2_r, %hi_mask : i32
        %vp0_2_bf = arith.bitcast %vp0_2_b : i32 to f32
        %vp0_2_sf = arith.subf %vx0_2, %vp0_2_bf : f32
        %vp0_2_si = arith.bitcast %vp0_2_sf : f32 to i32
        %vp0_2_sr = arith.addi %vp0_2_si, %half_ulp : i32
        %vp0_2_s = arith.andi %vp0_2_sr, %hi_mask : i32
        %vp0_2_b32 = arith.bitcast %vp0_2_b : i32 to f32
        %vp0_2_s32 = arith.bitcast %vp0_2_s : i32 to f32
        %vx0_3 = arith.select %okg0_3, %v0_3, %zero : f32
        %vp0_3_i = arith.bitcast %vx0_3 : f32 to i32
        %vp0_3_r = arith.addi %vp0_3_i, %half_ulp : i32
        %vp0_3_b = arith.andi %vp0_3_r, %hi_mask : i32
        %vp0_3_bf = arith.bitcast %vp0_3_b : i32 to f32
        %vp0_3_sf = arith.subf %vx0_3, %vp0_3_bf : f32
        %vp0_3_si = arith.bitcast %vp0_3_sf : f32 to i32
        %vp0_3_sr = arith.addi %vp0_3_si, %half_ulp : i32
        %vp0_3_s = arith.andi %vp0_3_sr, %hi_mask : i32
        %vp0_3_b32 = arith.bitcast %vp0_3_b : i32 to f32
        %vp0_3_s32 = arith.bitcast %vp0_3_s : i32 to f32
        %vpv0_0 = vector.from_elements %vp0_0_b32, %vp0_0_s32, %vp0_1_b32, %vp0_1_s32 : vector<4xf32>
        memref.store %vpv0_0, %Vs[%key0, %sv0] : memref<32x33xvector<4xf32>, #gpu.address_space<workgroup>>
        %vpv0_1 = vector.from_elements %vp0_2_b32, %vp0_2_s32, %vp0_3_b32, %vp0_3_s32 : vector<4xf32>
        memref.store %vpv0_1, %Vs[%key0, %sv0_1] : memref<32x33xvector<4xf32>, #gpu.address_space<workgroup>>
        %kx1_0 = arith.select %okg1_0, %k1_0, %zero : f32
        %kp1_0_i = arith.bitcast %kx1_0 : f32 to i32
        %kp1_0_r = arith.addi %kp1_0_i, %half_ulp : i32
        %kp1_0_b = arith.andi %kp1_0_r, %hi_mask : i32
        %kp1_0_bf = arith.bitcast %kp1_0_b : i32 to f32
        %kp1_0_sf = arith.subf %kx1_0, %kp1_0_bf : f32
        %kp1_0_si = arith.bitcast %kp1_0_sf : f32 to i32
        %kp1_0_sr = arith.addi %kp1_0_si, %half_ulp : i32
        %kp1_0_s = arith.andi %kp1_0_sr, %hi_mask : i32
        %kp1_0_b32 = arith.bitcast %kp1_0_b : i32 to f32
        %kp1_0_s32 = arith.bitcast %kp1_0_s : i32 to f32
        %kx1_1 = arith.select %okg1_1, %k1_1, %zero : f32
        %kp1_1_i = arith.bitcast %kx1_1 : f32 to i32
        %kp1_1_r = arith.addi %kp1_1_i, %half_ulp : i32
        %kp1_1_b = arith.andi %kp1_1_r, %hi_mask : i32
        %kp1_1_bf = arith.bitcast %kp1_1_b : i32 to f32
        %kp1_1_sf = arith.subf %kx1_1, %kp1_1_bf : f32
        %kp1_1_si = arith.bitcast %kp1_1_sf : f32 to i32
        %kp1_1_sr = arith.addi %kp1_1_si, %half_ulp : i32
        %kp1_1_s = arith.andi %kp1_1_sr, %hi_mask : i32
        %kp1_1_b32 = arith.bitcast %kp1_1_b : i32 to f32
        %kp1_1_s32 = arith.bitcast %kp1_1_s : i32 to f32
        %kx1_2 = arith.select %okg1_2, %k1_2, %zero : f32
        %kp1_2_i = arith.bitcast %kx1_2 : f32 to i32
        %kp1_2_r = arith.addi %kp1_2_i, %half_ulp : i32
        %kp1_2_b = arith.andi %kp1_2_r, %hi_mask : i32
        %kp1_2_bf = arith.bitcast %kp1_2_b : i32 to f32
        %kp1_2_sf = arith.subf %kx1_2, %kp1_2_bf : f32
        %kp1_2_si = arith.bitcast %kp1_2_sf : f32 to i32
        %kp1_2_sr = arith.addi %kp1_2_si, %half_ulp : i32
        %kp1_2_s = arith.andi %kp1_2_sr, %hi_mask : i32
        %kp1_2_b32 = arith.bitcast %kp1_2_b : i32 to f32
        %kp1_2_s32 = arith.bitcast %kp1_2_s : i32 to f32
        %kx1_3 = arith.select %okg1_3, %k1_3, %zero : f32
        %kp1_3_i = arith.bitcast %kx1_3 : f32 to i32
        %kp1_3_r = arith.addi %kp1_3_i, %half_ulp : i32
        %kp1_3_b = arith.andi %kp1_3_r, %hi_mask : i32
        %kp1_3_bf = arith.bitcast %kp1_3_b : i32 to f32
        %kp1_3_sf = arith.subf %kx1_3, %kp1_3_bf : f32
        %kp1_3_si = arith.bitcast %kp1_3_sf : f32 to i32
        %kp1_3_sr = arith.addi %kp1_3_si, %half_ulp : i32
        %kp1_3_s = arith.andi %kp1_3_sr, %hi_mask : i32
        %kp1_3_b32 = arith.bitcast %kp1_3_b : i32 to f32
        %kp1_3_s32 = arith.bitcast %kp1_3_s : i32 to f32
        %kpv1_0 = vector.from_elements %kp1_0_b32, %kp1_0_s32, %kp1_1_b32, %kp1_1_s32 : vector<4xf32>
        memref.store %kpv1_0, %Ks[%key1, %sv1] : memref<32x34xvector<4xf32>, #gpu.address_space<workgroup>>
        %kpv1_1 = vector.from_elements %kp1_2_b32, %kp1_2_s32, %kp1_3_b32, %kp1_3_s32 : vector<4xf32>
        memref.store %kpv1_1, %Ks[%key1, %sv1_1] : memref<32x34xvector<4xf32>, #gpu.address_space<workgroup>>
        %vx1_0 = arith.select %okg1_0, %v1_0, %zero : f32
        %vp1_0_i = arith.bitcast %vx1_0 : f32 to i32
        %vp1_0_r = arith.addi %vp1_0_i, %half_ulp : i32
        %vp1_0_b = arith.andi %vp1_0_r, %hi_mask : i32
        %vp1_0_bf = arith.bitcast %vp1_0_b : i32 to f32
        %vp1_0_sf = arith.subf %vx1_0, %vp1_0_bf : f32
        %vp1_0_si = arith.bitcast %vp1_0_sf : f32 to i32
        %vp1_0_sr = arith.addi %vp1_0_si, %half_ulp : i32
        %vp1_0_s = arith.andi %vp1_0_sr, %hi_mask : i32
        %vp1_0_b32 = arith.bitcast %vp1_0_b : i32 to f32
        %vp1_0_s32 = arith.bitcast %vp1_0_s : i32 to f32
        %vx1_1 = arith.select %okg1_1, %v1_1, %zero : f32
        %vp1_1_i = arith.bitcast %vx1_1 : f32 to i32
        %vp1_1_r = arith.addi %vp1_1_i, %half_ulp : i32
        %vp1_1_b = arith.andi %vp1_1_r, %hi_mask : i32
        %vp1_1_bf = arith.bitcast %vp1_1_b : i32 to f32
        %vp1_1_sf = arith.subf %vx1_1, %vp1_1_bf : f32
        %vp1_1_si = arith.bitcast %vp1_1_sf : f32 to i32
        %vp1_1_sr = arith.addi %vp1_1_si, %half_ulp : i32
        %vp1_1_s = arith.andi %vp1_1_sr, %hi_mask : i32
        %vp1_1_b32 = arith.bitcast %vp1_1_b : i32 to f32
        %vp1_1_s32 = arith.bitcast %vp1_1_s : i32 to f32
        %vx1_2 = arith.select %okg1_2, %v1_2, %zero : f32
        %vp1_2_i = arith.bitcast %vx1_2 : f32 to i32
        %vp1_2_r = arith.addi %vp1_2_i, %half_ulp : i32
        %vp1_2_b = arith.andi %vp1_2_r, %hi_mask : i32
        %vp1_2_bf = arith.bitcast %vp1_2_b : i32 to f32
        %vp1_2_sf = arith.subf %vx1_2, %vp1_2_bf : f32
        %vp1_2_si = arith.bitcast %vp1_2_sf : f32 to i32
        %vp1_2_sr = arith.addi %vp1_2_si, %half_ulp : i32
        %vp1_2_s = arith.andi %vp1_2_sr, %hi_mask : i32
        %vp1_2_b32 = arith.bitcast %vp1_2_b : i32 to f32
        %vp1_2_s32 = arith.bitcast %vp1_2_s : i32 to f32
        %vx1_3 = arith.select %okg1_3, %v1_3, %zero : f32
        %vp1_3_i = arith.bitcast %vx1_3 : f32 to i32
        %vp1_3_r = arith.addi %vp1_3_i, %half_ulp : i32
        %vp1_3_b = arith.andi %vp1_3_r, %hi_mask : i32
        %vp1_3_bf = arith.bitcast %vp1_3_b : i32 to f32
        %vp1_3_sf = arith.subf %vx1_3, %vp1_3_bf : f32
        %vp1_3_si = arith.bitcast %vp1_3_sf : f32 to i32
        %vp1_3_sr = arith.addi %vp1_3_si, %half_ulp : i32
        %vp1_3_s = arith.andi %vp1_3_sr, %hi_mask : i32
        %vp1_3_b32 = arith.bitcast %vp1_3_b : i32 to f32
        %vp1_3_s32 = arith.bitcast %vp1_3_s : i32 to f32
        %vpv1_0 = vector.from_elements %vp1_0_b32, %vp1_0_s32, %vp1_1_b32, %vp1_1_s32 : vector<4xf32>
        memref.store %vpv1_0, %Vs[%key1, %sv1] : memref<32x33xvector<4xf32>, #gpu.address_space<workgroup>>
        %vpv1_1 = vector.from_elements %vp1_2_b32, %vp1_2_s32, %vp1_3_b32, %vp1_3_s32 : vector<4xf32>
        memref.store %vpv1_1, %Vs[%key1, %sv1_1] : memref<32x33xvector<4xf32>, #gpu.address_space<workgroup>>
        %kx2_0 = arith.select %okg2_0, %k2_0, %zero : f32
        %kp2_0_i = arith.bitcast %kx2_0 : f32 to i32
        %kp2_0_r = arith.addi %kp2_0_i, %half_ulp : i32
        %kp2_0_b = arith.andi %kp2_0_r, %hi_mask : i32
        %kp2_0_bf = arith.bitcast %kp2_0_b : i32 to f32
        %kp2_0_sf = arith.subf %kx2_0, %kp2_0_bf : f32
        %kp2_0_si = arith.bitcast %kp2_0_sf : f32 to i32
        %kp2_0_sr = arith.addi %kp2_0_si, %half_ulp : i32
        %kp2_0_s = arith.andi %kp2_0_sr, %hi_mask : i32
        %kp2_0_b32 = arith.bitcast %kp2_0_b : i32 to f32
        %kp2_0_s32 = arith.bitcast %kp2_0_s : i32 to f32
        %kx2_1 = arith.select %okg2_1, %k2_1, %zero : f32
        %kp2_1_i = arith.bitcast %kx2_1 : f32 to i32
        %kp2_1_r = arith.addi %kp2_1_i, %half_ulp : i32
        %kp2_1_b = arith.andi %kp2_1_r, %hi_mask : i32
        %kp2_1_bf = arith.bitcast %kp2_1_b : i32 to f32
        %kp2_1_sf = arith.subf %kx2_1, %kp2_1_bf : f32
        %kp2_1_si = arith.bitcast %kp2_1_sf : f32 to i32
        %kp2_1_sr = arith.addi %kp2_1_si, %half_ulp : i32
        %kp2_1_s = arith.andi %kp2_1_sr, %hi_mask : i32
        %kp2_1_b32 = arith.bitcast %kp2_1_b : i32 to f32
        %kp2_1_s32 = arith.bitcast %kp2_1_s : i32 to f32
        %kx2_2 = arith.select %okg2_2, %k2_2, %zero : f32
        %kp2_2_i = arith.bitcast %kx2_2 : f32 to i32
        %kp2_2_r = arith.addi %kp2_2_i, %half_ulp : i32
        %kp2_2_b = arith.andi %kp2_2_r, %hi_mask : i32
        %kp2_2_bf = arith.bitcast %kp2_2_b : i32 to f32
        %kp2_2_sf = arith.subf %kx2_2, %kp2_2_bf : f32
        %kp2_2_si = arith.bitcast %kp2_2_sf : f32 to i32
        %kp2_2_sr = arith.addi %kp2_2_si, %half_ulp : i32
        %kp2_2_s = arith.andi %kp2_2_sr, %hi_mask : i32
        %kp2_2_b32 = arith.bitcast %kp2_2_b : i32 to f32
        %kp2_2_s32 = arith.bitcast %kp2_2_s : i32 to f32
        %kx2_3 = arith.select %okg2_3, %k2_3, %zero : f32
        %kp2_3_i = arith.bitcast %kx2_3 : f32 to i32
        %kp2_3_r = arith.addi %kp2_3_i, %half_ulp : i32
        %kp2_3_b = arith.andi %kp2_3_r, %hi_mask : i32
        %kp2_3_bf = arith.bitcast %kp2_3_b : i32 to f32
        %kp2_3_sf = arith.subf %kx2_3, %kp2_3_bf : f32
        %kp2_3_si = arith.bitcast %kp2_3_sf : f32 to i32
        %kp2_3_sr = arith.addi %kp2_3_si, %half_ulp : i32
        %kp2_3_s = arith.andi %kp2_3_sr, %hi_mask : i32
        %kp2_3_b32 = arith.bitcast %kp2_3_b : i32 to f32
        %kp2_3_s32 = arith.bitcast %kp2_3_s : i32 to f32
        %kpv2_0 = vector.from_elements %kp2_0_b32, %kp2_0_s32, %kp2_1_b32, %kp2_1_s32 : vector<4xf32>
        memref.store %kpv2_0, %Ks[%key2, %sv2] : memref<32x34xvector<4xf32>, #gpu.address_space<workgroup>>
        %kpv2_1 = vector.from_elements %kp2_2_b32, %kp2_2_s32, %kp2_3_b32, %kp2_3_s32 : vector<4xf32>
        memref.store %kpv2_1, %Ks[%key2, %sv2_1] : memref<32x34xvector<4xf32>, #gpu.address_space<workgroup>>
        %vx2_0 = arith.select %okg2_0, %v2_0, %zero : f32
        %vp2_0_i = arith.bitcast %vx2_0 : f32 to i32
        %vp2_0_r = arith.addi %vp2_0_i, %half_ulp : i32
        %vp2_0_b = arith.andi %vp2_0_r, %hi_mask : i32
        %vp2_0_bf = arith.bitcast %vp2_0_b : i32 to f32
        %vp2_0_sf = arith.subf %vx2_0, %vp2_0_bf : f32
        %vp2_0_si = arith.bitcast %vp2_0_sf : f32 to i32
        %vp2_0_sr = arith.addi %vp2_0_si, %half_ulp : i32
        %vp2_0_s = arith.andi %vp2_0_sr, %hi_mask : i32
        %vp2_0_b32 = arith.bitcast %vp2_0_b : i32 to f32
        %vp2_0_s32 = arith.bitcast %vp2_0_s : i32 to f32
        %vx2_1 = arith.select %okg2_1, %v2_1, %zero : f32
        %vp2_1_i = arith.bitcast %vx2_1 : f32 to i32
        %vp2_1_r = arith.addi %vp2_1_i, %half_ulp : i32
        %vp2_1_b = arith.andi %vp2_1_r, %hi_mask : i32
        %vp2_1_bf = arith.bitcast %vp2_1_b : i32 to f32
        %vp2_1_sf = arith.subf %vx2_1, %vp2_1_bf : f32
        %vp2_1_si = arith.bitcast %vp2_1_sf : f32 to i32
        %vp2_1_sr = arith.addi %vp2_1_si, %half_ulp : i32
        %vp2_1_s = arith.andi %vp2_1_sr, %hi_mask : i32
        %vp2_1_b32 = arith.bitcast %vp2_1_b : i32 to f32
        %vp2_1_s32 = arith.bitcast %vp2_1_s : i32 to f32
        %vx2_2 = arith.select %okg2_2, %v2_2, %zero : f32
        %vp2_2_i = arith.bitcast %vx2_2 : f32 to i32
        %vp2_2_r = arith.addi %vp2_2_i, %half_ulp : i32
        %vp2_2_b = arith.andi %vp2_2_r, %hi_mask : i32
        %vp2_2_bf = arith.bitcast %vp2_2_b : i32 to f32
        %vp2_2_sf = arith.subf %vx2_2, %vp2_2_bf : f32
        %vp2_2_si = arith.bitcast %vp2_2_sf : f32 to i32
        %vp2_2_sr = arith.addi %vp2_2_si, %half_ulp : i32
        %vp2_2_s = arith.andi %vp2_2_sr, %hi_mask : i32
        %vp2_2_b32 = arith.bitcast %vp2_2_b : i32 to f32
        %vp2_2_s32 = arith.bitcast %vp2_2_s : i32 to f32
        %vx2_3 = arith.select %okg2_3, %v2_3, %zero : f32
        %vp2_3_i = arith.bitcast %vx2_3 : f32 to i32
        %vp2_3_r = arith.addi %vp2_3_i, %half_ulp : i32
        %vp2_3_b = arith.andi %vp2_3_r, %hi_mask : i32
        %vp2_3_bf = arith.bitcast %vp2_3_b : i32 to f32
        %vp2_3_sf = arith.subf %vx2_3, %vp2_3_bf : f32
        %vp2_3_si = arith.bitcast %vp2_3_sf : f32 to i32
        %vp2_3_sr = arith.addi %vp2_3_si, %half_ulp : i32
        %vp2_3_s = arith.andi %vp2_3_sr, %hi_mask : i32
        %vp2_3_b32 = arith.bitcast %vp2_3_b : i32 to f32
        %vp2_3_s32 = arith.bitcast %vp2_3_s : i32 to f32
        %vpv2_0 = vector.from_elements %vp2_0_b32, %vp2_0_s32, %vp2_1_b32, %vp2_1_s32 : vector<4xf32>
        memref.store %vpv2_0, %Vs[%key2, %sv2] : memref<32x33xvector<4xf32>, #gpu.address_space<workgroup>>
        %vpv2_1 = vector.from_elements %vp2_2_b32, %vp2_2_s32, %vp2_3_b32, %vp2_3_s32 : vector<4xf32>
        memref.store %vpv2_1, %Vs[%key2, %sv2_1] : memref<32x33xvector<4xf32>, #gpu.address_space<workgroup>>
        %kx3_0 = arith.select %okg3_0, %k3_0, %zero : f32
        %kp3_0_i = arith.bitcast %kx3_0 : f32 to i32
        %kp3_0_r = arith.addi %kp3_0_i, %half_ulp : i32
        %kp3_0_b = arith.andi %kp3_0_r, %hi_mask : i32
        %kp3_0_bf = arith.bitcast %kp3_0_b : i32 to f32
        %kp3_0_sf = arith.subf %kx3_0, %kp3_0_bf : f32
        %kp3_0_si = arith.bitcast %kp3_0_sf : f32 to i32
        %kp3_0_sr = arith.addi %kp3_0_si, %half_ulp : i32
        %kp3_0_s = arith.andi %kp3_0_sr, %hi_mask : i32
        %kp3_0_b32 = arith.bitcast %kp3_0_b : i32 to f32
        %kp3_0_s32 = arith.bitcast %kp3_0_s : i32 to f32
        %kx3_1 = arith.select %okg3_1, %k3_1, %zero : f32
        %kp3_1_i = arith.bitcast %kx3_1 : f32 to i32
        %kp3_1_r = arith.addi %kp3_1_i, %half_ulp : i32
        %kp3_1_b = arith.andi %kp3_1_r, %hi_mask : i32
        %kp3_1_bf = arith.bitcast %kp3_1_b : i32 to f32
        %kp3_1_sf = arith.subf %kx3_1, %kp3_1_bf : f32
        %kp3_1_si = arith.bitcast %kp3_1_sf : f32 to i32
        %kp3_1_sr = arith.addi %kp3_1_si, %half_ulp : i32
        %kp3_1_s = arith.andi %kp3_1_sr, %hi_mask : i32
        %kp3_1_b32 = arith.bitcast %kp3_1_b : i32 to f32
        %kp3_1_s32 = arith.bitcast %kp3_1_s : i32 to f32
        %kx3_2 = arith.select %okg3_2, %k3_2, %zero : f32
        %kp3_2_i = arith.bitcast %kx3_2 : f32 to i32
        %kp3_2_r = arith.addi %kp3_2_i, %half_ulp : i32
        %kp3_2_b = arith.andi %kp3_2_r, %hi_mask : i32
        %kp3_2_bf = arith.bitcast %kp3_2_b : i32 to f32
        %kp3_2_sf = arith.subf %kx3_2, %kp3_2_bf : f32
        %kp3_2_si = arith.bitcast %kp3_2_sf : f32 to i32
        %kp3_2_sr = arith.addi %kp3_2_si, %half_ulp : i32
        %kp3_2_s = arith.andi %kp3_2_sr, %hi_mask : i32
        %kp3_2_b32 = arith.bitcast %kp3_2_b : i32 to f32
        %kp3_2_s32 = arith.bitcast %kp3_2_s : i32 to f32
        %kx3_3 = arith.select %okg3_3, %k3_3, %zero : f32
        %kp3_3_i = arith.bitcast %kx3_3 : f32 to i32
        %kp3_3_r = arith.addi %kp3_3_i, %half_ulp : i32
        %kp3_3_b = arith.andi %kp3_3_r, %hi_mask : i32
        %kp3_3_bf = arith.bitcast %kp3_3_b : i32 to f32
        %kp3_3_sf = arith.subf %kx3_3, %kp3_3_bf : f32
        %kp3_3_si = arith.bitcast %kp3_3_sf : f32 to i32
        %kp3_3_sr = arith.addi %kp3_3_si, %half_ulp : i32
        %kp3_3_s = arith.andi %kp3_3_sr, %hi_mask : i32
        %kp3_3_b32 = arith.bitcast %kp3_3_b : i32 to f32
        %kp3_3_s32 = arith.bitcast %kp3_3_s : i32 to f32
        %kpv3_0 = vector.from_elements %kp3_0_b32, %kp3_0_s32, %kp3_1_b32, %kp3_1_s32 : vector<4xf32>
        memref.store %kpv3_0, %Ks[%key3, %sv3] : memref<32x34xvector<4xf32>, #gpu.address_space<workgroup>>
        %kpv3_1 = vector.from_elements %kp3_2_b32, %kp3_2_s32, %kp3_3_b32, %kp3_3_s32 : vector<4xf32>
        memref.store %kpv3_1, %Ks[%key3, %sv3_1] : memref<32x34xvector<4xf32>, #gpu.address_space<workgroup>>
        %vx3_0 = arith.select %okg3_0, %v3_0, %zero : f32
        %vp3_0_i = arith.bitcast %vx3_0 : f32 to i32
        %vp3_0_r = arith.addi %vp3_0_i, %half_ulp : i32
        %vp3_0_b = arith.andi %vp3_0_r, %hi_mask : i32
        %vp3_0_bf = arith.bitcast %vp3_0_b : i32 to f32
        %vp3_0_sf = arith.subf %vx3_0, %vp3_0_bf : f32
        %vp3_0_si = arith.bitcast %vp3_0_sf : f32 to i32
        %vp3_0_sr = arith.addi %vp3_0_si, %half_ulp : i32
        %vp3_0_s = arith.andi %vp3_0_sr, %hi_mask : i32
        %vp3_0_b32 = arith.bitcast %vp3_0_b : i32 to f32
        %vp3_0_s32 = arith.bitcast %vp3_0_s : i32 to f32
        %vx3_1 = arith.select %okg3_1, %v3_1, %zero : f32
        %vp3_1_i = arith.bitcast %vx3_1 : f32 to i32
        %vp3_1_r = arith.addi %vp3_1_i, %half_ulp : i32
        %vp3_1_b = arith.andi %vp3_1_r, %hi_mask : i32
        %vp3_1_bf = arith.bitcast %vp3_1_b : i32 to f32
        %vp3_1_sf = arith.subf %vx3_1, %vp3_1_bf : f32
        %vp3_1_si = arith.bitcast %vp3_1_sf : f32 to i32
        %vp3_1_sr = arith.addi %vp3_1_si, %half_ulp : i32
        %vp3_1_s = arith.andi %vp3_1_sr, %hi_mask : i32
        %vp3_1_b32 = arith.bitcast %vp3_1_b : i32 to f32
        %vp3_1_s32 = arith.bitcast %vp3_1_s : i32 to f32
        %vx3_2 = arith.select %okg3_2, %v3_2, %zero : f32
        %vp3_2_i = arith.bitcast %vx3_2 : f32 to i32
        %vp3_2_r = arith.addi %vp3_2_i, %half_ulp : i32
        %vp3_2_b = arith.andi %vp3_2_r, %hi_mask : i32
        %vp3_2_bf = arith.bitcast %vp3_2_b : i32 to f32
        %vp3_2_sf = arith.subf %vx3_2, %vp3_2_bf : f32
        %vp3_2_si = arith.bitcast %vp3_2_sf : f32 to i32
        %vp3_2_sr = arith.addi %vp3_2_si, %half_ulp : i32
        %vp3_2_s = arith.andi %vp3_2_sr, %hi_mask : i32
        %vp3_2_b32 = arith.bitcast %vp3_2_b : i32 to f32
        %vp3_2_s32 = arith.bitcast %vp3_2_s : i32 to f32
        %vx3_3 = arith.select %okg3_3, %v3_3, %zero : f32
        %vp3_3_i = arith.bitcast %vx3_3 : f32 to i32
        %vp3_3_r = arith.addi %vp3_3_i, %half_ulp : i32
        %vp3_3_b = arith.andi %vp3_3_r, %hi_mask : i32
        %vp3_3_bf = arith.bitcast %vp3_3_b : i32 to f32
        %vp3_3_sf = arith.subf %vx3_3, %vp3_3_bf : f32
        %vp3_3_si = arith.bitcast %vp3_3_sf : f32 to i32
        %vp3_3_sr = arith.addi %vp3_3_si, %half_ulp : i32
        %vp3_3_s = arith.andi %vp3_3_sr, %hi_mask : i32
        %vp3_3_b32 = arith.bitcast %vp3_3_b : i32 to f32
        %vp3_3_s32 = arith.bitcast %vp3_3_s : i32 to f32
        %vpv3_0 = vector.from_elements %vp3_0_b32, %vp3_0_s32, %vp3_1_b32, %vp3_1_s32 : vector<4xf32>
        memref.store %vpv3_0, %Vs[%key3, %sv3] : memref<32x33xvector<4xf32>, #gpu.address_space<workgroup>>
        %vpv3_1 = vector.from_elements %vp3_2_b32, %vp3_2_s32, %vp3_3_b32, %vp3_3_s32 : vector<4xf32>
        memref.store %vpv3_1, %Vs[%key3, %sv3_1] : memref<32x33xvector<4xf32>, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      // Scores: S[rows g, g + 8][keys 8n + 2t, 8n + 2t + 1] (n < 4) = Q K^T, 16 d at a time from zero on
      // the tensor cores, the pieces added in f32 in order.
      %kf0_0_0_p = llvm.getelementptr %Kf[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf0_0_0 = llvm.load %kf0_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf0_0_0_b = vector.extract %kf0_0_0[0] : i32 from vector<2xi32>
      %kf0_0_0_s = vector.extract %kf0_0_0[1] : i32 from vector<2xi32>
      %kf0_0_1_p = llvm.getelementptr %Kf[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf0_0_1 = llvm.load %kf0_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf0_0_1_b = vector.extract %kf0_0_1[0] : i32 from vector<2xi32>
      %kf0_0_1_s = vector.extract %kf0_0_1[1] : i32 from vector<2xi32>
      %kf0_1_0_p = llvm.getelementptr %Kf[544] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf0_1_0 = llvm.load %kf0_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf0_1_0_b = vector.extract %kf0_1_0[0] : i32 from vector<2xi32>
      %kf0_1_0_s = vector.extract %kf0_1_0[1] : i32 from vector<2xi32>
      %kf0_1_1_p = llvm.getelementptr %Kf[548] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf0_1_1 = llvm.load %kf0_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf0_1_1_b = vector.extract %kf0_1_1[0] : i32 from vector<2xi32>
      %kf0_1_1_s = vector.extract %kf0_1_1[1] : i32 from vector<2xi32>
      %kf0_2_0_p = llvm.getelementptr %Kf[1088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf0_2_0 = llvm.load %kf0_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf0_2_0_b = vector.extract %kf0_2_0[0] : i32 from vector<2xi32>
      %kf0_2_0_s = vector.extract %kf0_2_0[1] : i32 from vector<2xi32>
      %kf0_2_1_p = llvm.getelementptr %Kf[1092] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf0_2_1 = llvm.load %kf0_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf0_2_1_b = vector.extract %kf0_2_1[0] : i32 from vector<2xi32>
      %kf0_2_1_s = vector.extract %kf0_2_1[1] : i32 from vector<2xi32>
      %kf0_3_0_p = llvm.getelementptr %Kf[1632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf0_3_0 = llvm.load %kf0_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf0_3_0_b = vector.extract %kf0_3_0[0] : i32 from vector<2xi32>
      %kf0_3_0_s = vector.extract %kf0_3_0[1] : i32 from vector<2xi32>
      %kf0_3_1_p = llvm.getelementptr %Kf[1636] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf0_3_1 = llvm.load %kf0_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf0_3_1_b = vector.extract %kf0_3_1[0] : i32 from vector<2xi32>
      %kf0_3_1_s = vector.extract %kf0_3_1[1] : i32 from vector<2xi32>
      %kf1_0_0_p = llvm.getelementptr %Kf[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf1_0_0 = llvm.load %kf1_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf1_0_0_b = vector.extract %kf1_0_0[0] : i32 from vector<2xi32>
      %kf1_0_0_s = vector.extract %kf1_0_0[1] : i32 from vector<2xi32>
      %kf1_0_1_p = llvm.getelementptr %Kf[12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf1_0_1 = llvm.load %kf1_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf1_0_1_b = vector.extract %kf1_0_1[0] : i32 from vector<2xi32>
      %kf1_0_1_s = vector.extract %kf1_0_1[1] : i32 from vector<2xi32>
      %kf1_1_0_p = llvm.getelementptr %Kf[552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf1_1_0 = llvm.load %kf1_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf1_1_0_b = vector.extract %kf1_1_0[0] : i32 from vector<2xi32>
      %kf1_1_0_s = vector.extract %kf1_1_0[1] : i32 from vector<2xi32>
      %kf1_1_1_p = llvm.getelementptr %Kf[556] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf1_1_1 = llvm.load %kf1_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf1_1_1_b = vector.extract %kf1_1_1[0] : i32 from vector<2xi32>
      %kf1_1_1_s = vector.extract %kf1_1_1[1] : i32 from vector<2xi32>
      %kf1_2_0_p = llvm.getelementptr %Kf[1096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf1_2_0 = llvm.load %kf1_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf1_2_0_b = vector.extract %kf1_2_0[0] : i32 from vector<2xi32>
      %kf1_2_0_s = vector.extract %kf1_2_0[1] : i32 from vector<2xi32>
      %kf1_2_1_p = llvm.getelementptr %Kf[1100] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf1_2_1 = llvm.load %kf1_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf1_2_1_b = vector.extract %kf1_2_1[0] : i32 from vector<2xi32>
      %kf1_2_1_s = vector.extract %kf1_2_1[1] : i32 from vector<2xi32>
      %kf1_3_0_p = llvm.getelementptr %Kf[1640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf1_3_0 = llvm.load %kf1_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf1_3_0_b = vector.extract %kf1_3_0[0] : i32 from vector<2xi32>
      %kf1_3_0_s = vector.extract %kf1_3_0[1] : i32 from vector<2xi32>
      %kf1_3_1_p = llvm.getelementptr %Kf[1644] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf1_3_1 = llvm.load %kf1_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf1_3_1_b = vector.extract %kf1_3_1[0] : i32 from vector<2xi32>
      %kf1_3_1_s = vector.extract %kf1_3_1[1] : i32 from vector<2xi32>
      %sm0_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_s, %qa0_1_s, %qa0_2_s, %qa0_3_s, %kf0_0_0_b, %kf0_0_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_0_0_0 = llvm.extractvalue %sm0_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_0_0_1 = llvm.extractvalue %sm0_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_0_0_2 = llvm.extractvalue %sm0_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_0_0_3 = llvm.extractvalue %sm0_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_b, %qa0_1_b, %qa0_2_b, %qa0_3_b, %kf0_0_0_s, %kf0_0_1_s, %sm0_0_0_0, %sm0_0_0_1, %sm0_0_0_2, %sm0_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_0_1_0 = llvm.extractvalue %sm0_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_0_1_1 = llvm.extractvalue %sm0_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_0_1_2 = llvm.extractvalue %sm0_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_0_1_3 = llvm.extractvalue %sm0_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_b, %qa0_1_b, %qa0_2_b, %qa0_3_b, %kf0_0_0_b, %kf0_0_1_b, %sm0_0_1_0, %sm0_0_1_1, %sm0_0_1_2, %sm0_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_0_2_0 = llvm.extractvalue %sm0_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_0_2_1 = llvm.extractvalue %sm0_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_0_2_2 = llvm.extractvalue %sm0_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_0_2_3 = llvm.extractvalue %sm0_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_s, %qa1_1_s, %qa1_2_s, %qa1_3_s, %kf1_0_0_b, %kf1_0_1_b, %sm0_0_2_0, %sm0_0_2_1, %sm0_0_2_2, %sm0_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_1_0_0 = llvm.extractvalue %sm0_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_0_1 = llvm.extractvalue %sm0_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_0_2 = llvm.extractvalue %sm0_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_0_3 = llvm.extractvalue %sm0_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_b, %qa1_1_b, %qa1_2_b, %qa1_3_b, %kf1_0_0_s, %kf1_0_1_s, %sm0_1_0_0, %sm0_1_0_1, %sm0_1_0_2, %sm0_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_1_1_0 = llvm.extractvalue %sm0_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_1_1 = llvm.extractvalue %sm0_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_1_2 = llvm.extractvalue %sm0_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_1_3 = llvm.extractvalue %sm0_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_b, %qa1_1_b, %qa1_2_b, %qa1_3_b, %kf1_0_0_b, %kf1_0_1_b, %sm0_1_1_0, %sm0_1_1_1, %sm0_1_1_2, %sm0_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_1_2_0 = llvm.extractvalue %sm0_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_2_1 = llvm.extractvalue %sm0_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_2_2 = llvm.extractvalue %sm0_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_1_2_3 = llvm.extractvalue %sm0_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_s, %qa0_1_s, %qa0_2_s, %qa0_3_s, %kf0_1_0_b, %kf0_1_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_0_0_0 = llvm.extractvalue %sm1_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_0_1 = llvm.extractvalue %sm1_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_0_2 = llvm.extractvalue %sm1_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_0_3 = llvm.extractvalue %sm1_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_b, %qa0_1_b, %qa0_2_b, %qa0_3_b, %kf0_1_0_s, %kf0_1_1_s, %sm1_0_0_0, %sm1_0_0_1, %sm1_0_0_2, %sm1_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_0_1_0 = llvm.extractvalue %sm1_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_1_1 = llvm.extractvalue %sm1_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_1_2 = llvm.extractvalue %sm1_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_1_3 = llvm.extractvalue %sm1_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_b, %qa0_1_b, %qa0_2_b, %qa0_3_b, %kf0_1_0_b, %kf0_1_1_b, %sm1_0_1_0, %sm1_0_1_1, %sm1_0_1_2, %sm1_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_0_2_0 = llvm.extractvalue %sm1_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_2_1 = llvm.extractvalue %sm1_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_2_2 = llvm.extractvalue %sm1_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_0_2_3 = llvm.extractvalue %sm1_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_s, %qa1_1_s, %qa1_2_s, %qa1_3_s, %kf1_1_0_b, %kf1_1_1_b, %sm1_0_2_0, %sm1_0_2_1, %sm1_0_2_2, %sm1_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_1_0_0 = llvm.extractvalue %sm1_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_0_1 = llvm.extractvalue %sm1_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_0_2 = llvm.extractvalue %sm1_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_0_3 = llvm.extractvalue %sm1_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_b, %qa1_1_b, %qa1_2_b, %qa1_3_b, %kf1_1_0_s, %kf1_1_1_s, %sm1_1_0_0, %sm1_1_0_1, %sm1_1_0_2, %sm1_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_1_1_0 = llvm.extractvalue %sm1_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_1_1 = llvm.extractvalue %sm1_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_1_2 = llvm.extractvalue %sm1_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_1_3 = llvm.extractvalue %sm1_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_b, %qa1_1_b, %qa1_2_b, %qa1_3_b, %kf1_1_0_b, %kf1_1_1_b, %sm1_1_1_0, %sm1_1_1_1, %sm1_1_1_2, %sm1_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_1_2_0 = llvm.extractvalue %sm1_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_2_1 = llvm.extractvalue %sm1_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_2_2 = llvm.extractvalue %sm1_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_1_2_3 = llvm.extractvalue %sm1_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_s, %qa0_1_s, %qa0_2_s, %qa0_3_s, %kf0_2_0_b, %kf0_2_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_0_0_0 = llvm.extractvalue %sm2_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_0_1 = llvm.extractvalue %sm2_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_0_2 = llvm.extractvalue %sm2_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_0_3 = llvm.extractvalue %sm2_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_b, %qa0_1_b, %qa0_2_b, %qa0_3_b, %kf0_2_0_s, %kf0_2_1_s, %sm2_0_0_0, %sm2_0_0_1, %sm2_0_0_2, %sm2_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_0_1_0 = llvm.extractvalue %sm2_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_1_1 = llvm.extractvalue %sm2_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_1_2 = llvm.extractvalue %sm2_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_1_3 = llvm.extractvalue %sm2_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_b, %qa0_1_b, %qa0_2_b, %qa0_3_b, %kf0_2_0_b, %kf0_2_1_b, %sm2_0_1_0, %sm2_0_1_1, %sm2_0_1_2, %sm2_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_0_2_0 = llvm.extractvalue %sm2_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_2_1 = llvm.extractvalue %sm2_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_2_2 = llvm.extractvalue %sm2_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_0_2_3 = llvm.extractvalue %sm2_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_s, %qa1_1_s, %qa1_2_s, %qa1_3_s, %kf1_2_0_b, %kf1_2_1_b, %sm2_0_2_0, %sm2_0_2_1, %sm2_0_2_2, %sm2_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_1_0_0 = llvm.extractvalue %sm2_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_0_1 = llvm.extractvalue %sm2_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_0_2 = llvm.extractvalue %sm2_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_0_3 = llvm.extractvalue %sm2_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_b, %qa1_1_b, %qa1_2_b, %qa1_3_b, %kf1_2_0_s, %kf1_2_1_s, %sm2_1_0_0, %sm2_1_0_1, %sm2_1_0_2, %sm2_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_1_1_0 = llvm.extractvalue %sm2_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_1_1 = llvm.extractvalue %sm2_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_1_2 = llvm.extractvalue %sm2_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_1_3 = llvm.extractvalue %sm2_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_b, %qa1_1_b, %qa1_2_b, %qa1_3_b, %kf1_2_0_b, %kf1_2_1_b, %sm2_1_1_0, %sm2_1_1_1, %sm2_1_1_2, %sm2_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_1_2_0 = llvm.extractvalue %sm2_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_2_1 = llvm.extractvalue %sm2_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_2_2 = llvm.extractvalue %sm2_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_1_2_3 = llvm.extractvalue %sm2_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_s, %qa0_1_s, %qa0_2_s, %qa0_3_s, %kf0_3_0_b, %kf0_3_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_0_0_0 = llvm.extractvalue %sm3_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_0_1 = llvm.extractvalue %sm3_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_0_2 = llvm.extractvalue %sm3_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_0_3 = llvm.extractvalue %sm3_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_b, %qa0_1_b, %qa0_2_b, %qa0_3_b, %kf0_3_0_s, %kf0_3_1_s, %sm3_0_0_0, %sm3_0_0_1, %sm3_0_0_2, %sm3_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_0_1_0 = llvm.extractvalue %sm3_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_1_1 = llvm.extractvalue %sm3_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_1_2 = llvm.extractvalue %sm3_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_1_3 = llvm.extractvalue %sm3_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa0_0_b, %qa0_1_b, %qa0_2_b, %qa0_3_b, %kf0_3_0_b, %kf0_3_1_b, %sm3_0_1_0, %sm3_0_1_1, %sm3_0_1_2, %sm3_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_0_2_0 = llvm.extractvalue %sm3_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_2_1 = llvm.extractvalue %sm3_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_2_2 = llvm.extractvalue %sm3_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_0_2_3 = llvm.extractvalue %sm3_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_s, %qa1_1_s, %qa1_2_s, %qa1_3_s, %kf1_3_0_b, %kf1_3_1_b, %sm3_0_2_0, %sm3_0_2_1, %sm3_0_2_2, %sm3_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_1_0_0 = llvm.extractvalue %sm3_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_0_1 = llvm.extractvalue %sm3_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_0_2 = llvm.extractvalue %sm3_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_0_3 = llvm.extractvalue %sm3_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_b, %qa1_1_b, %qa1_2_b, %qa1_3_b, %kf1_3_0_s, %kf1_3_1_s, %sm3_1_0_0, %sm3_1_0_1, %sm3_1_0_2, %sm3_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_1_1_0 = llvm.extractvalue %sm3_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_1_1 = llvm.extractvalue %sm3_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_1_2 = llvm.extractvalue %sm3_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_1_3 = llvm.extractvalue %sm3_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa1_0_b, %qa1_1_b, %qa1_2_b, %qa1_3_b, %kf1_3_0_b, %kf1_3_1_b, %sm3_1_1_0, %sm3_1_1_1, %sm3_1_1_2, %sm3_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_1_2_0 = llvm.extractvalue %sm3_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_2_1 = llvm.extractvalue %sm3_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_2_2 = llvm.extractvalue %sm3_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_1_2_3 = llvm.extractvalue %sm3_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %kf2_0_0_p = llvm.getelementptr %Kf[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf2_0_0 = llvm.load %kf2_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf2_0_0_b = vector.extract %kf2_0_0[0] : i32 from vector<2xi32>
      %kf2_0_0_s = vector.extract %kf2_0_0[1] : i32 from vector<2xi32>
      %kf2_0_1_p = llvm.getelementptr %Kf[20] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf2_0_1 = llvm.load %kf2_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf2_0_1_b = vector.extract %kf2_0_1[0] : i32 from vector<2xi32>
      %kf2_0_1_s = vector.extract %kf2_0_1[1] : i32 from vector<2xi32>
      %kf2_1_0_p = llvm.getelementptr %Kf[560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf2_1_0 = llvm.load %kf2_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf2_1_0_b = vector.extract %kf2_1_0[0] : i32 from vector<2xi32>
      %kf2_1_0_s = vector.extract %kf2_1_0[1] : i32 from vector<2xi32>
      %kf2_1_1_p = llvm.getelementptr %Kf[564] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf2_1_1 = llvm.load %kf2_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf2_1_1_b = vector.extract %kf2_1_1[0] : i32 from vector<2xi32>
      %kf2_1_1_s = vector.extract %kf2_1_1[1] : i32 from vector<2xi32>
      %kf2_2_0_p = llvm.getelementptr %Kf[1104] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf2_2_0 = llvm.load %kf2_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf2_2_0_b = vector.extract %kf2_2_0[0] : i32 from vector<2xi32>
      %kf2_2_0_s = vector.extract %kf2_2_0[1] : i32 from vector<2xi32>
      %kf2_2_1_p = llvm.getelementptr %Kf[1108] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf2_2_1 = llvm.load %kf2_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf2_2_1_b = vector.extract %kf2_2_1[0] : i32 from vector<2xi32>
      %kf2_2_1_s = vector.extract %kf2_2_1[1] : i32 from vector<2xi32>
      %kf2_3_0_p = llvm.getelementptr %Kf[1648] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf2_3_0 = llvm.load %kf2_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf2_3_0_b = vector.extract %kf2_3_0[0] : i32 from vector<2xi32>
      %kf2_3_0_s = vector.extract %kf2_3_0[1] : i32 from vector<2xi32>
      %kf2_3_1_p = llvm.getelementptr %Kf[1652] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf2_3_1 = llvm.load %kf2_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf2_3_1_b = vector.extract %kf2_3_1[0] : i32 from vector<2xi32>
      %kf2_3_1_s = vector.extract %kf2_3_1[1] : i32 from vector<2xi32>
      %kf3_0_0_p = llvm.getelementptr %Kf[24] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf3_0_0 = llvm.load %kf3_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf3_0_0_b = vector.extract %kf3_0_0[0] : i32 from vector<2xi32>
      %kf3_0_0_s = vector.extract %kf3_0_0[1] : i32 from vector<2xi32>
      %kf3_0_1_p = llvm.getelementptr %Kf[28] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf3_0_1 = llvm.load %kf3_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf3_0_1_b = vector.extract %kf3_0_1[0] : i32 from vector<2xi32>
      %kf3_0_1_s = vector.extract %kf3_0_1[1] : i32 from vector<2xi32>
      %kf3_1_0_p = llvm.getelementptr %Kf[568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf3_1_0 = llvm.load %kf3_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf3_1_0_b = vector.extract %kf3_1_0[0] : i32 from vector<2xi32>
      %kf3_1_0_s = vector.extract %kf3_1_0[1] : i32 from vector<2xi32>
      %kf3_1_1_p = llvm.getelementptr %Kf[572] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf3_1_1 = llvm.load %kf3_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf3_1_1_b = vector.extract %kf3_1_1[0] : i32 from vector<2xi32>
      %kf3_1_1_s = vector.extract %kf3_1_1[1] : i32 from vector<2xi32>
      %kf3_2_0_p = llvm.getelementptr %Kf[1112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf3_2_0 = llvm.load %kf3_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf3_2_0_b = vector.extract %kf3_2_0[0] : i32 from vector<2xi32>
      %kf3_2_0_s = vector.extract %kf3_2_0[1] : i32 from vector<2xi32>
      %kf3_2_1_p = llvm.getelementptr %Kf[1116] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf3_2_1 = llvm.load %kf3_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf3_2_1_b = vector.extract %kf3_2_1[0] : i32 from vector<2xi32>
      %kf3_2_1_s = vector.extract %kf3_2_1[1] : i32 from vector<2xi32>
      %kf3_3_0_p = llvm.getelementptr %Kf[1656] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf3_3_0 = llvm.load %kf3_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf3_3_0_b = vector.extract %kf3_3_0[0] : i32 from vector<2xi32>
      %kf3_3_0_s = vector.extract %kf3_3_0[1] : i32 from vector<2xi32>
      %kf3_3_1_p = llvm.getelementptr %Kf[1660] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf3_3_1 = llvm.load %kf3_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf3_3_1_b = vector.extract %kf3_3_1[0] : i32 from vector<2xi32>
      %kf3_3_1_s = vector.extract %kf3_3_1[1] : i32 from vector<2xi32>
      %sm0_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_s, %qa2_1_s, %qa2_2_s, %qa2_3_s, %kf2_0_0_b, %kf2_0_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_2_0_0 = llvm.extractvalue %sm0_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_2_0_1 = llvm.extractvalue %sm0_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_2_0_2 = llvm.extractvalue %sm0_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_2_0_3 = llvm.extractvalue %sm0_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_b, %qa2_1_b, %qa2_2_b, %qa2_3_b, %kf2_0_0_s, %kf2_0_1_s, %sm0_2_0_0, %sm0_2_0_1, %sm0_2_0_2, %sm0_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_2_1_0 = llvm.extractvalue %sm0_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_2_1_1 = llvm.extractvalue %sm0_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_2_1_2 = llvm.extractvalue %sm0_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_2_1_3 = llvm.extractvalue %sm0_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_b, %qa2_1_b, %qa2_2_b, %qa2_3_b, %kf2_0_0_b, %kf2_0_1_b, %sm0_2_1_0, %sm0_2_1_1, %sm0_2_1_2, %sm0_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_2_2_0 = llvm.extractvalue %sm0_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_2_2_1 = llvm.extractvalue %sm0_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_2_2_2 = llvm.extractvalue %sm0_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_2_2_3 = llvm.extractvalue %sm0_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_s, %qa3_1_s, %qa3_2_s, %qa3_3_s, %kf3_0_0_b, %kf3_0_1_b, %sm0_2_2_0, %sm0_2_2_1, %sm0_2_2_2, %sm0_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_3_0_0 = llvm.extractvalue %sm0_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_0_1 = llvm.extractvalue %sm0_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_0_2 = llvm.extractvalue %sm0_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_0_3 = llvm.extractvalue %sm0_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_b, %qa3_1_b, %qa3_2_b, %qa3_3_b, %kf3_0_0_s, %kf3_0_1_s, %sm0_3_0_0, %sm0_3_0_1, %sm0_3_0_2, %sm0_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_3_1_0 = llvm.extractvalue %sm0_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_1_1 = llvm.extractvalue %sm0_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_1_2 = llvm.extractvalue %sm0_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_1_3 = llvm.extractvalue %sm0_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_b, %qa3_1_b, %qa3_2_b, %qa3_3_b, %kf3_0_0_b, %kf3_0_1_b, %sm0_3_1_0, %sm0_3_1_1, %sm0_3_1_2, %sm0_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_3_2_0 = llvm.extractvalue %sm0_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_2_1 = llvm.extractvalue %sm0_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_2_2 = llvm.extractvalue %sm0_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_3_2_3 = llvm.extractvalue %sm0_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss1_0_0 = arith.addf %sm0_1_2_0, %sm0_3_2_0 : f32 {loc_qk}
      %ss1_0_1 = arith.addf %sm0_1_2_1, %sm0_3_2_1 : f32 {loc_qk}
      %ss1_0_2 = arith.addf %sm0_1_2_2, %sm0_3_2_2 : f32 {loc_qk}
      %ss1_0_3 = arith.addf %sm0_1_2_3, %sm0_3_2_3 : f32 {loc_qk}
      %sm1_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_s, %qa2_1_s, %qa2_2_s, %qa2_3_s, %kf2_1_0_b, %kf2_1_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_2_0_0 = llvm.extractvalue %sm1_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_2_0_1 = llvm.extractvalue %sm1_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_2_0_2 = llvm.extractvalue %sm1_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_2_0_3 = llvm.extractvalue %sm1_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_b, %qa2_1_b, %qa2_2_b, %qa2_3_b, %kf2_1_0_s, %kf2_1_1_s, %sm1_2_0_0, %sm1_2_0_1, %sm1_2_0_2, %sm1_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_2_1_0 = llvm.extractvalue %sm1_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_2_1_1 = llvm.extractvalue %sm1_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_2_1_2 = llvm.extractvalue %sm1_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_2_1_3 = llvm.extractvalue %sm1_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_b, %qa2_1_b, %qa2_2_b, %qa2_3_b, %kf2_1_0_b, %kf2_1_1_b, %sm1_2_1_0, %sm1_2_1_1, %sm1_2_1_2, %sm1_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_2_2_0 = llvm.extractvalue %sm1_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_2_2_1 = llvm.extractvalue %sm1_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_2_2_2 = llvm.extractvalue %sm1_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_2_2_3 = llvm.extractvalue %sm1_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_s, %qa3_1_s, %qa3_2_s, %qa3_3_s, %kf3_1_0_b, %kf3_1_1_b, %sm1_2_2_0, %sm1_2_2_1, %sm1_2_2_2, %sm1_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_3_0_0 = llvm.extractvalue %sm1_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_0_1 = llvm.extractvalue %sm1_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_0_2 = llvm.extractvalue %sm1_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_0_3 = llvm.extractvalue %sm1_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_b, %qa3_1_b, %qa3_2_b, %qa3_3_b, %kf3_1_0_s, %kf3_1_1_s, %sm1_3_0_0, %sm1_3_0_1, %sm1_3_0_2, %sm1_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_3_1_0 = llvm.extractvalue %sm1_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_1_1 = llvm.extractvalue %sm1_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_1_2 = llvm.extractvalue %sm1_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_1_3 = llvm.extractvalue %sm1_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_b, %qa3_1_b, %qa3_2_b, %qa3_3_b, %kf3_1_0_b, %kf3_1_1_b, %sm1_3_1_0, %sm1_3_1_1, %sm1_3_1_2, %sm1_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_3_2_0 = llvm.extractvalue %sm1_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_2_1 = llvm.extractvalue %sm1_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_2_2 = llvm.extractvalue %sm1_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_3_2_3 = llvm.extractvalue %sm1_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss1_1_0 = arith.addf %sm1_1_2_0, %sm1_3_2_0 : f32 {loc_qk}
      %ss1_1_1 = arith.addf %sm1_1_2_1, %sm1_3_2_1 : f32 {loc_qk}
      %ss1_1_2 = arith.addf %sm1_1_2_2, %sm1_3_2_2 : f32 {loc_qk}
      %ss1_1_3 = arith.addf %sm1_1_2_3, %sm1_3_2_3 : f32 {loc_qk}
      %sm2_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_s, %qa2_1_s, %qa2_2_s, %qa2_3_s, %kf2_2_0_b, %kf2_2_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_2_0_0 = llvm.extractvalue %sm2_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_2_0_1 = llvm.extractvalue %sm2_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_2_0_2 = llvm.extractvalue %sm2_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_2_0_3 = llvm.extractvalue %sm2_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_b, %qa2_1_b, %qa2_2_b, %qa2_3_b, %kf2_2_0_s, %kf2_2_1_s, %sm2_2_0_0, %sm2_2_0_1, %sm2_2_0_2, %sm2_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_2_1_0 = llvm.extractvalue %sm2_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_2_1_1 = llvm.extractvalue %sm2_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_2_1_2 = llvm.extractvalue %sm2_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_2_1_3 = llvm.extractvalue %sm2_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_b, %qa2_1_b, %qa2_2_b, %qa2_3_b, %kf2_2_0_b, %kf2_2_1_b, %sm2_2_1_0, %sm2_2_1_1, %sm2_2_1_2, %sm2_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_2_2_0 = llvm.extractvalue %sm2_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_2_2_1 = llvm.extractvalue %sm2_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_2_2_2 = llvm.extractvalue %sm2_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_2_2_3 = llvm.extractvalue %sm2_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_s, %qa3_1_s, %qa3_2_s, %qa3_3_s, %kf3_2_0_b, %kf3_2_1_b, %sm2_2_2_0, %sm2_2_2_1, %sm2_2_2_2, %sm2_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_3_0_0 = llvm.extractvalue %sm2_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_0_1 = llvm.extractvalue %sm2_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_0_2 = llvm.extractvalue %sm2_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_0_3 = llvm.extractvalue %sm2_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_b, %qa3_1_b, %qa3_2_b, %qa3_3_b, %kf3_2_0_s, %kf3_2_1_s, %sm2_3_0_0, %sm2_3_0_1, %sm2_3_0_2, %sm2_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_3_1_0 = llvm.extractvalue %sm2_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_1_1 = llvm.extractvalue %sm2_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_1_2 = llvm.extractvalue %sm2_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_1_3 = llvm.extractvalue %sm2_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_b, %qa3_1_b, %qa3_2_b, %qa3_3_b, %kf3_2_0_b, %kf3_2_1_b, %sm2_3_1_0, %sm2_3_1_1, %sm2_3_1_2, %sm2_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_3_2_0 = llvm.extractvalue %sm2_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_2_1 = llvm.extractvalue %sm2_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_2_2 = llvm.extractvalue %sm2_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_3_2_3 = llvm.extractvalue %sm2_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss1_2_0 = arith.addf %sm2_1_2_0, %sm2_3_2_0 : f32 {loc_qk}
      %ss1_2_1 = arith.addf %sm2_1_2_1, %sm2_3_2_1 : f32 {loc_qk}
      %ss1_2_2 = arith.addf %sm2_1_2_2, %sm2_3_2_2 : f32 {loc_qk}
      %ss1_2_3 = arith.addf %sm2_1_2_3, %sm2_3_2_3 : f32 {loc_qk}
      %sm3_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_s, %qa2_1_s, %qa2_2_s, %qa2_3_s, %kf2_3_0_b, %kf2_3_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_2_0_0 = llvm.extractvalue %sm3_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_2_0_1 = llvm.extractvalue %sm3_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_2_0_2 = llvm.extractvalue %sm3_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_2_0_3 = llvm.extractvalue %sm3_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_b, %qa2_1_b, %qa2_2_b, %qa2_3_b, %kf2_3_0_s, %kf2_3_1_s, %sm3_2_0_0, %sm3_2_0_1, %sm3_2_0_2, %sm3_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_2_1_0 = llvm.extractvalue %sm3_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_2_1_1 = llvm.extractvalue %sm3_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_2_1_2 = llvm.extractvalue %sm3_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_2_1_3 = llvm.extractvalue %sm3_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa2_0_b, %qa2_1_b, %qa2_2_b, %qa2_3_b, %kf2_3_0_b, %kf2_3_1_b, %sm3_2_1_0, %sm3_2_1_1, %sm3_2_1_2, %sm3_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_2_2_0 = llvm.extractvalue %sm3_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_2_2_1 = llvm.extractvalue %sm3_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_2_2_2 = llvm.extractvalue %sm3_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_2_2_3 = llvm.extractvalue %sm3_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_s, %qa3_1_s, %qa3_2_s, %qa3_3_s, %kf3_3_0_b, %kf3_3_1_b, %sm3_2_2_0, %sm3_2_2_1, %sm3_2_2_2, %sm3_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_3_0_0 = llvm.extractvalue %sm3_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_0_1 = llvm.extractvalue %sm3_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_0_2 = llvm.extractvalue %sm3_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_0_3 = llvm.extractvalue %sm3_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_b, %qa3_1_b, %qa3_2_b, %qa3_3_b, %kf3_3_0_s, %kf3_3_1_s, %sm3_3_0_0, %sm3_3_0_1, %sm3_3_0_2, %sm3_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_3_1_0 = llvm.extractvalue %sm3_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_1_1 = llvm.extractvalue %sm3_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_1_2 = llvm.extractvalue %sm3_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_1_3 = llvm.extractvalue %sm3_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa3_0_b, %qa3_1_b, %qa3_2_b, %qa3_3_b, %kf3_3_0_b, %kf3_3_1_b, %sm3_3_1_0, %sm3_3_1_1, %sm3_3_1_2, %sm3_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_3_2_0 = llvm.extractvalue %sm3_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_2_1 = llvm.extractvalue %sm3_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_2_2 = llvm.extractvalue %sm3_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_3_2_3 = llvm.extractvalue %sm3_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss1_3_0 = arith.addf %sm3_1_2_0, %sm3_3_2_0 : f32 {loc_qk}
      %ss1_3_1 = arith.addf %sm3_1_2_1, %sm3_3_2_1 : f32 {loc_qk}
      %ss1_3_2 = arith.addf %sm3_1_2_2, %sm3_3_2_2 : f32 {loc_qk}
      %ss1_3_3 = arith.addf %sm3_1_2_3, %sm3_3_2_3 : f32 {loc_qk}
      %kf4_0_0_p = llvm.getelementptr %Kf[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf4_0_0 = llvm.load %kf4_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf4_0_0_b = vector.extract %kf4_0_0[0] : i32 from vector<2xi32>
      %kf4_0_0_s = vector.extract %kf4_0_0[1] : i32 from vector<2xi32>
      %kf4_0_1_p = llvm.getelementptr %Kf[36] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf4_0_1 = llvm.load %kf4_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf4_0_1_b = vector.extract %kf4_0_1[0] : i32 from vector<2xi32>
      %kf4_0_1_s = vector.extract %kf4_0_1[1] : i32 from vector<2xi32>
      %kf4_1_0_p = llvm.getelementptr %Kf[576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf4_1_0 = llvm.load %kf4_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf4_1_0_b = vector.extract %kf4_1_0[0] : i32 from vector<2xi32>
      %kf4_1_0_s = vector.extract %kf4_1_0[1] : i32 from vector<2xi32>
      %kf4_1_1_p = llvm.getelementptr %Kf[580] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf4_1_1 = llvm.load %kf4_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf4_1_1_b = vector.extract %kf4_1_1[0] : i32 from vector<2xi32>
      %kf4_1_1_s = vector.extract %kf4_1_1[1] : i32 from vector<2xi32>
      %kf4_2_0_p = llvm.getelementptr %Kf[1120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf4_2_0 = llvm.load %kf4_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf4_2_0_b = vector.extract %kf4_2_0[0] : i32 from vector<2xi32>
      %kf4_2_0_s = vector.extract %kf4_2_0[1] : i32 from vector<2xi32>
      %kf4_2_1_p = llvm.getelementptr %Kf[1124] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf4_2_1 = llvm.load %kf4_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf4_2_1_b = vector.extract %kf4_2_1[0] : i32 from vector<2xi32>
      %kf4_2_1_s = vector.extract %kf4_2_1[1] : i32 from vector<2xi32>
      %kf4_3_0_p = llvm.getelementptr %Kf[1664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf4_3_0 = llvm.load %kf4_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf4_3_0_b = vector.extract %kf4_3_0[0] : i32 from vector<2xi32>
      %kf4_3_0_s = vector.extract %kf4_3_0[1] : i32 from vector<2xi32>
      %kf4_3_1_p = llvm.getelementptr %Kf[1668] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf4_3_1 = llvm.load %kf4_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf4_3_1_b = vector.extract %kf4_3_1[0] : i32 from vector<2xi32>
      %kf4_3_1_s = vector.extract %kf4_3_1[1] : i32 from vector<2xi32>
      %kf5_0_0_p = llvm.getelementptr %Kf[40] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf5_0_0 = llvm.load %kf5_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf5_0_0_b = vector.extract %kf5_0_0[0] : i32 from vector<2xi32>
      %kf5_0_0_s = vector.extract %kf5_0_0[1] : i32 from vector<2xi32>
      %kf5_0_1_p = llvm.getelementptr %Kf[44] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf5_0_1 = llvm.load %kf5_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf5_0_1_b = vector.extract %kf5_0_1[0] : i32 from vector<2xi32>
      %kf5_0_1_s = vector.extract %kf5_0_1[1] : i32 from vector<2xi32>
      %kf5_1_0_p = llvm.getelementptr %Kf[584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf5_1_0 = llvm.load %kf5_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf5_1_0_b = vector.extract %kf5_1_0[0] : i32 from vector<2xi32>
      %kf5_1_0_s = vector.extract %kf5_1_0[1] : i32 from vector<2xi32>
      %kf5_1_1_p = llvm.getelementptr %Kf[588] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf5_1_1 = llvm.load %kf5_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf5_1_1_b = vector.extract %kf5_1_1[0] : i32 from vector<2xi32>
      %kf5_1_1_s = vector.extract %kf5_1_1[1] : i32 from vector<2xi32>
      %kf5_2_0_p = llvm.getelementptr %Kf[1128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf5_2_0 = llvm.load %kf5_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf5_2_0_b = vector.extract %kf5_2_0[0] : i32 from vector<2xi32>
      %kf5_2_0_s = vector.extract %kf5_2_0[1] : i32 from vector<2xi32>
      %kf5_2_1_p = llvm.getelementptr %Kf[1132] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf5_2_1 = llvm.load %kf5_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf5_2_1_b = vector.extract %kf5_2_1[0] : i32 from vector<2xi32>
      %kf5_2_1_s = vector.extract %kf5_2_1[1] : i32 from vector<2xi32>
      %kf5_3_0_p = llvm.getelementptr %Kf[1672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf5_3_0 = llvm.load %kf5_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf5_3_0_b = vector.extract %kf5_3_0[0] : i32 from vector<2xi32>
      %kf5_3_0_s = vector.extract %kf5_3_0[1] : i32 from vector<2xi32>
      %kf5_3_1_p = llvm.getelementptr %Kf[1676] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf5_3_1 = llvm.load %kf5_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf5_3_1_b = vector.extract %kf5_3_1[0] : i32 from vector<2xi32>
      %kf5_3_1_s = vector.extract %kf5_3_1[1] : i32 from vector<2xi32>
      %sm0_4_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_s, %qa4_1_s, %qa4_2_s, %qa4_3_s, %kf4_0_0_b, %kf4_0_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_4_0_0 = llvm.extractvalue %sm0_4_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_4_0_1 = llvm.extractvalue %sm0_4_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_4_0_2 = llvm.extractvalue %sm0_4_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_4_0_3 = llvm.extractvalue %sm0_4_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_4_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_b, %qa4_1_b, %qa4_2_b, %qa4_3_b, %kf4_0_0_s, %kf4_0_1_s, %sm0_4_0_0, %sm0_4_0_1, %sm0_4_0_2, %sm0_4_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_4_1_0 = llvm.extractvalue %sm0_4_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_4_1_1 = llvm.extractvalue %sm0_4_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_4_1_2 = llvm.extractvalue %sm0_4_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_4_1_3 = llvm.extractvalue %sm0_4_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_4_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_b, %qa4_1_b, %qa4_2_b, %qa4_3_b, %kf4_0_0_b, %kf4_0_1_b, %sm0_4_1_0, %sm0_4_1_1, %sm0_4_1_2, %sm0_4_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_4_2_0 = llvm.extractvalue %sm0_4_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_4_2_1 = llvm.extractvalue %sm0_4_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_4_2_2 = llvm.extractvalue %sm0_4_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_4_2_3 = llvm.extractvalue %sm0_4_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_s, %qa5_1_s, %qa5_2_s, %qa5_3_s, %kf5_0_0_b, %kf5_0_1_b, %sm0_4_2_0, %sm0_4_2_1, %sm0_4_2_2, %sm0_4_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_5_0_0 = llvm.extractvalue %sm0_5_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_0_1 = llvm.extractvalue %sm0_5_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_0_2 = llvm.extractvalue %sm0_5_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_0_3 = llvm.extractvalue %sm0_5_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_b, %qa5_1_b, %qa5_2_b, %qa5_3_b, %kf5_0_0_s, %kf5_0_1_s, %sm0_5_0_0, %sm0_5_0_1, %sm0_5_0_2, %sm0_5_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_5_1_0 = llvm.extractvalue %sm0_5_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_1_1 = llvm.extractvalue %sm0_5_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_1_2 = llvm.extractvalue %sm0_5_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_1_3 = llvm.extractvalue %sm0_5_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_b, %qa5_1_b, %qa5_2_b, %qa5_3_b, %kf5_0_0_b, %kf5_0_1_b, %sm0_5_1_0, %sm0_5_1_1, %sm0_5_1_2, %sm0_5_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_5_2_0 = llvm.extractvalue %sm0_5_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_2_1 = llvm.extractvalue %sm0_5_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_2_2 = llvm.extractvalue %sm0_5_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_5_2_3 = llvm.extractvalue %sm0_5_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss2_0_0 = arith.addf %ss1_0_0, %sm0_5_2_0 : f32 {loc_qk}
      %ss2_0_1 = arith.addf %ss1_0_1, %sm0_5_2_1 : f32 {loc_qk}
      %ss2_0_2 = arith.addf %ss1_0_2, %sm0_5_2_2 : f32 {loc_qk}
      %ss2_0_3 = arith.addf %ss1_0_3, %sm0_5_2_3 : f32 {loc_qk}
      %sm1_4_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_s, %qa4_1_s, %qa4_2_s, %qa4_3_s, %kf4_1_0_b, %kf4_1_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_4_0_0 = llvm.extractvalue %sm1_4_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_4_0_1 = llvm.extractvalue %sm1_4_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_4_0_2 = llvm.extractvalue %sm1_4_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_4_0_3 = llvm.extractvalue %sm1_4_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_4_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_b, %qa4_1_b, %qa4_2_b, %qa4_3_b, %kf4_1_0_s, %kf4_1_1_s, %sm1_4_0_0, %sm1_4_0_1, %sm1_4_0_2, %sm1_4_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_4_1_0 = llvm.extractvalue %sm1_4_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_4_1_1 = llvm.extractvalue %sm1_4_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_4_1_2 = llvm.extractvalue %sm1_4_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_4_1_3 = llvm.extractvalue %sm1_4_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_4_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_b, %qa4_1_b, %qa4_2_b, %qa4_3_b, %kf4_1_0_b, %kf4_1_1_b, %sm1_4_1_0, %sm1_4_1_1, %sm1_4_1_2, %sm1_4_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_4_2_0 = llvm.extractvalue %sm1_4_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_4_2_1 = llvm.extractvalue %sm1_4_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_4_2_2 = llvm.extractvalue %sm1_4_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_4_2_3 = llvm.extractvalue %sm1_4_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_s, %qa5_1_s, %qa5_2_s, %qa5_3_s, %kf5_1_0_b, %kf5_1_1_b, %sm1_4_2_0, %sm1_4_2_1, %sm1_4_2_2, %sm1_4_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_5_0_0 = llvm.extractvalue %sm1_5_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_0_1 = llvm.extractvalue %sm1_5_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_0_2 = llvm.extractvalue %sm1_5_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_0_3 = llvm.extractvalue %sm1_5_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_b, %qa5_1_b, %qa5_2_b, %qa5_3_b, %kf5_1_0_s, %kf5_1_1_s, %sm1_5_0_0, %sm1_5_0_1, %sm1_5_0_2, %sm1_5_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_5_1_0 = llvm.extractvalue %sm1_5_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_1_1 = llvm.extractvalue %sm1_5_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_1_2 = llvm.extractvalue %sm1_5_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_1_3 = llvm.extractvalue %sm1_5_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_b, %qa5_1_b, %qa5_2_b, %qa5_3_b, %kf5_1_0_b, %kf5_1_1_b, %sm1_5_1_0, %sm1_5_1_1, %sm1_5_1_2, %sm1_5_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_5_2_0 = llvm.extractvalue %sm1_5_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_2_1 = llvm.extractvalue %sm1_5_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_2_2 = llvm.extractvalue %sm1_5_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_5_2_3 = llvm.extractvalue %sm1_5_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss2_1_0 = arith.addf %ss1_1_0, %sm1_5_2_0 : f32 {loc_qk}
      %ss2_1_1 = arith.addf %ss1_1_1, %sm1_5_2_1 : f32 {loc_qk}
      %ss2_1_2 = arith.addf %ss1_1_2, %sm1_5_2_2 : f32 {loc_qk}
      %ss2_1_3 = arith.addf %ss1_1_3, %sm1_5_2_3 : f32 {loc_qk}
      %sm2_4_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_s, %qa4_1_s, %qa4_2_s, %qa4_3_s, %kf4_2_0_b, %kf4_2_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_4_0_0 = llvm.extractvalue %sm2_4_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_4_0_1 = llvm.extractvalue %sm2_4_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_4_0_2 = llvm.extractvalue %sm2_4_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_4_0_3 = llvm.extractvalue %sm2_4_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_4_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_b, %qa4_1_b, %qa4_2_b, %qa4_3_b, %kf4_2_0_s, %kf4_2_1_s, %sm2_4_0_0, %sm2_4_0_1, %sm2_4_0_2, %sm2_4_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_4_1_0 = llvm.extractvalue %sm2_4_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_4_1_1 = llvm.extractvalue %sm2_4_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_4_1_2 = llvm.extractvalue %sm2_4_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_4_1_3 = llvm.extractvalue %sm2_4_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_4_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_b, %qa4_1_b, %qa4_2_b, %qa4_3_b, %kf4_2_0_b, %kf4_2_1_b, %sm2_4_1_0, %sm2_4_1_1, %sm2_4_1_2, %sm2_4_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_4_2_0 = llvm.extractvalue %sm2_4_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_4_2_1 = llvm.extractvalue %sm2_4_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_4_2_2 = llvm.extractvalue %sm2_4_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_4_2_3 = llvm.extractvalue %sm2_4_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_s, %qa5_1_s, %qa5_2_s, %qa5_3_s, %kf5_2_0_b, %kf5_2_1_b, %sm2_4_2_0, %sm2_4_2_1, %sm2_4_2_2, %sm2_4_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_5_0_0 = llvm.extractvalue %sm2_5_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_0_1 = llvm.extractvalue %sm2_5_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_0_2 = llvm.extractvalue %sm2_5_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_0_3 = llvm.extractvalue %sm2_5_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_b, %qa5_1_b, %qa5_2_b, %qa5_3_b, %kf5_2_0_s, %kf5_2_1_s, %sm2_5_0_0, %sm2_5_0_1, %sm2_5_0_2, %sm2_5_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_5_1_0 = llvm.extractvalue %sm2_5_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_1_1 = llvm.extractvalue %sm2_5_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_1_2 = llvm.extractvalue %sm2_5_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_1_3 = llvm.extractvalue %sm2_5_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_b, %qa5_1_b, %qa5_2_b, %qa5_3_b, %kf5_2_0_b, %kf5_2_1_b, %sm2_5_1_0, %sm2_5_1_1, %sm2_5_1_2, %sm2_5_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_5_2_0 = llvm.extractvalue %sm2_5_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_2_1 = llvm.extractvalue %sm2_5_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_2_2 = llvm.extractvalue %sm2_5_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_5_2_3 = llvm.extractvalue %sm2_5_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss2_2_0 = arith.addf %ss1_2_0, %sm2_5_2_0 : f32 {loc_qk}
      %ss2_2_1 = arith.addf %ss1_2_1, %sm2_5_2_1 : f32 {loc_qk}
      %ss2_2_2 = arith.addf %ss1_2_2, %sm2_5_2_2 : f32 {loc_qk}
      %ss2_2_3 = arith.addf %ss1_2_3, %sm2_5_2_3 : f32 {loc_qk}
      %sm3_4_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_s, %qa4_1_s, %qa4_2_s, %qa4_3_s, %kf4_3_0_b, %kf4_3_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_4_0_0 = llvm.extractvalue %sm3_4_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_4_0_1 = llvm.extractvalue %sm3_4_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_4_0_2 = llvm.extractvalue %sm3_4_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_4_0_3 = llvm.extractvalue %sm3_4_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_4_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_b, %qa4_1_b, %qa4_2_b, %qa4_3_b, %kf4_3_0_s, %kf4_3_1_s, %sm3_4_0_0, %sm3_4_0_1, %sm3_4_0_2, %sm3_4_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_4_1_0 = llvm.extractvalue %sm3_4_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_4_1_1 = llvm.extractvalue %sm3_4_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_4_1_2 = llvm.extractvalue %sm3_4_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_4_1_3 = llvm.extractvalue %sm3_4_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_4_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa4_0_b, %qa4_1_b, %qa4_2_b, %qa4_3_b, %kf4_3_0_b, %kf4_3_1_b, %sm3_4_1_0, %sm3_4_1_1, %sm3_4_1_2, %sm3_4_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_4_2_0 = llvm.extractvalue %sm3_4_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_4_2_1 = llvm.extractvalue %sm3_4_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_4_2_2 = llvm.extractvalue %sm3_4_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_4_2_3 = llvm.extractvalue %sm3_4_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_s, %qa5_1_s, %qa5_2_s, %qa5_3_s, %kf5_3_0_b, %kf5_3_1_b, %sm3_4_2_0, %sm3_4_2_1, %sm3_4_2_2, %sm3_4_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_5_0_0 = llvm.extractvalue %sm3_5_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_0_1 = llvm.extractvalue %sm3_5_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_0_2 = llvm.extractvalue %sm3_5_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_0_3 = llvm.extractvalue %sm3_5_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_b, %qa5_1_b, %qa5_2_b, %qa5_3_b, %kf5_3_0_s, %kf5_3_1_s, %sm3_5_0_0, %sm3_5_0_1, %sm3_5_0_2, %sm3_5_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_5_1_0 = llvm.extractvalue %sm3_5_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_1_1 = llvm.extractvalue %sm3_5_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_1_2 = llvm.extractvalue %sm3_5_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_1_3 = llvm.extractvalue %sm3_5_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa5_0_b, %qa5_1_b, %qa5_2_b, %qa5_3_b, %kf5_3_0_b, %kf5_3_1_b, %sm3_5_1_0, %sm3_5_1_1, %sm3_5_1_2, %sm3_5_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_5_2_0 = llvm.extractvalue %sm3_5_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_2_1 = llvm.extractvalue %sm3_5_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_2_2 = llvm.extractvalue %sm3_5_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_5_2_3 = llvm.extractvalue %sm3_5_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss2_3_0 = arith.addf %ss1_3_0, %sm3_5_2_0 : f32 {loc_qk}
      %ss2_3_1 = arith.addf %ss1_3_1, %sm3_5_2_1 : f32 {loc_qk}
      %ss2_3_2 = arith.addf %ss1_3_2, %sm3_5_2_2 : f32 {loc_qk}
      %ss2_3_3 = arith.addf %ss1_3_3, %sm3_5_2_3 : f32 {loc_qk}
      %kf6_0_0_p = llvm.getelementptr %Kf[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf6_0_0 = llvm.load %kf6_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf6_0_0_b = vector.extract %kf6_0_0[0] : i32 from vector<2xi32>
      %kf6_0_0_s = vector.extract %kf6_0_0[1] : i32 from vector<2xi32>
      %kf6_0_1_p = llvm.getelementptr %Kf[52] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf6_0_1 = llvm.load %kf6_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf6_0_1_b = vector.extract %kf6_0_1[0] : i32 from vector<2xi32>
      %kf6_0_1_s = vector.extract %kf6_0_1[1] : i32 from vector<2xi32>
      %kf6_1_0_p = llvm.getelementptr %Kf[592] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf6_1_0 = llvm.load %kf6_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf6_1_0_b = vector.extract %kf6_1_0[0] : i32 from vector<2xi32>
      %kf6_1_0_s = vector.extract %kf6_1_0[1] : i32 from vector<2xi32>
      %kf6_1_1_p = llvm.getelementptr %Kf[596] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf6_1_1 = llvm.load %kf6_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf6_1_1_b = vector.extract %kf6_1_1[0] : i32 from vector<2xi32>
      %kf6_1_1_s = vector.extract %kf6_1_1[1] : i32 from vector<2xi32>
      %kf6_2_0_p = llvm.getelementptr %Kf[1136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf6_2_0 = llvm.load %kf6_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf6_2_0_b = vector.extract %kf6_2_0[0] : i32 from vector<2xi32>
      %kf6_2_0_s = vector.extract %kf6_2_0[1] : i32 from vector<2xi32>
      %kf6_2_1_p = llvm.getelementptr %Kf[1140] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf6_2_1 = llvm.load %kf6_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf6_2_1_b = vector.extract %kf6_2_1[0] : i32 from vector<2xi32>
      %kf6_2_1_s = vector.extract %kf6_2_1[1] : i32 from vector<2xi32>
      %kf6_3_0_p = llvm.getelementptr %Kf[1680] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf6_3_0 = llvm.load %kf6_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf6_3_0_b = vector.extract %kf6_3_0[0] : i32 from vector<2xi32>
      %kf6_3_0_s = vector.extract %kf6_3_0[1] : i32 from vector<2xi32>
      %kf6_3_1_p = llvm.getelementptr %Kf[1684] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf6_3_1 = llvm.load %kf6_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf6_3_1_b = vector.extract %kf6_3_1[0] : i32 from vector<2xi32>
      %kf6_3_1_s = vector.extract %kf6_3_1[1] : i32 from vector<2xi32>
      %kf7_0_0_p = llvm.getelementptr %Kf[56] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf7_0_0 = llvm.load %kf7_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf7_0_0_b = vector.extract %kf7_0_0[0] : i32 from vector<2xi32>
      %kf7_0_0_s = vector.extract %kf7_0_0[1] : i32 from vector<2xi32>
      %kf7_0_1_p = llvm.getelementptr %Kf[60] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf7_0_1 = llvm.load %kf7_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf7_0_1_b = vector.extract %kf7_0_1[0] : i32 from vector<2xi32>
      %kf7_0_1_s = vector.extract %kf7_0_1[1] : i32 from vector<2xi32>
      %kf7_1_0_p = llvm.getelementptr %Kf[600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf7_1_0 = llvm.load %kf7_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf7_1_0_b = vector.extract %kf7_1_0[0] : i32 from vector<2xi32>
      %kf7_1_0_s = vector.extract %kf7_1_0[1] : i32 from vector<2xi32>
      %kf7_1_1_p = llvm.getelementptr %Kf[604] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf7_1_1 = llvm.load %kf7_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf7_1_1_b = vector.extract %kf7_1_1[0] : i32 from vector<2xi32>
      %kf7_1_1_s = vector.extract %kf7_1_1[1] : i32 from vector<2xi32>
      %kf7_2_0_p = llvm.getelementptr %Kf[1144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf7_2_0 = llvm.load %kf7_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf7_2_0_b = vector.extract %kf7_2_0[0] : i32 from vector<2xi32>
      %kf7_2_0_s = vector.extract %kf7_2_0[1] : i32 from vector<2xi32>
      %kf7_2_1_p = llvm.getelementptr %Kf[1148] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf7_2_1 = llvm.load %kf7_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf7_2_1_b = vector.extract %kf7_2_1[0] : i32 from vector<2xi32>
      %kf7_2_1_s = vector.extract %kf7_2_1[1] : i32 from vector<2xi32>
      %kf7_3_0_p = llvm.getelementptr %Kf[1688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf7_3_0 = llvm.load %kf7_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf7_3_0_b = vector.extract %kf7_3_0[0] : i32 from vector<2xi32>
      %kf7_3_0_s = vector.extract %kf7_3_0[1] : i32 from vector<2xi32>
      %kf7_3_1_p = llvm.getelementptr %Kf[1692] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %kf7_3_1 = llvm.load %kf7_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %kf7_3_1_b = vector.extract %kf7_3_1[0] : i32 from vector<2xi32>
      %kf7_3_1_s = vector.extract %kf7_3_1[1] : i32 from vector<2xi32>
      %sm0_6_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_s, %qa6_1_s, %qa6_2_s, %qa6_3_s, %kf6_0_0_b, %kf6_0_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_6_0_0 = llvm.extractvalue %sm0_6_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_6_0_1 = llvm.extractvalue %sm0_6_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_6_0_2 = llvm.extractvalue %sm0_6_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_6_0_3 = llvm.extractvalue %sm0_6_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_6_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_b, %qa6_1_b, %qa6_2_b, %qa6_3_b, %kf6_0_0_s, %kf6_0_1_s, %sm0_6_0_0, %sm0_6_0_1, %sm0_6_0_2, %sm0_6_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_6_1_0 = llvm.extractvalue %sm0_6_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_6_1_1 = llvm.extractvalue %sm0_6_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_6_1_2 = llvm.extractvalue %sm0_6_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_6_1_3 = llvm.extractvalue %sm0_6_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_6_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_b, %qa6_1_b, %qa6_2_b, %qa6_3_b, %kf6_0_0_b, %kf6_0_1_b, %sm0_6_1_0, %sm0_6_1_1, %sm0_6_1_2, %sm0_6_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_6_2_0 = llvm.extractvalue %sm0_6_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_6_2_1 = llvm.extractvalue %sm0_6_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_6_2_2 = llvm.extractvalue %sm0_6_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_6_2_3 = llvm.extractvalue %sm0_6_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_s, %qa7_1_s, %qa7_2_s, %qa7_3_s, %kf7_0_0_b, %kf7_0_1_b, %sm0_6_2_0, %sm0_6_2_1, %sm0_6_2_2, %sm0_6_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_7_0_0 = llvm.extractvalue %sm0_7_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_0_1 = llvm.extractvalue %sm0_7_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_0_2 = llvm.extractvalue %sm0_7_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_0_3 = llvm.extractvalue %sm0_7_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_b, %qa7_1_b, %qa7_2_b, %qa7_3_b, %kf7_0_0_s, %kf7_0_1_s, %sm0_7_0_0, %sm0_7_0_1, %sm0_7_0_2, %sm0_7_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_7_1_0 = llvm.extractvalue %sm0_7_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_1_1 = llvm.extractvalue %sm0_7_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_1_2 = llvm.extractvalue %sm0_7_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_1_3 = llvm.extractvalue %sm0_7_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_b, %qa7_1_b, %qa7_2_b, %qa7_3_b, %kf7_0_0_b, %kf7_0_1_b, %sm0_7_1_0, %sm0_7_1_1, %sm0_7_1_2, %sm0_7_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm0_7_2_0 = llvm.extractvalue %sm0_7_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_2_1 = llvm.extractvalue %sm0_7_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_2_2 = llvm.extractvalue %sm0_7_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm0_7_2_3 = llvm.extractvalue %sm0_7_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss3_0_0 = arith.addf %ss2_0_0, %sm0_7_2_0 : f32 {loc_qk}
      %ss3_0_1 = arith.addf %ss2_0_1, %sm0_7_2_1 : f32 {loc_qk}
      %ss3_0_2 = arith.addf %ss2_0_2, %sm0_7_2_2 : f32 {loc_qk}
      %ss3_0_3 = arith.addf %ss2_0_3, %sm0_7_2_3 : f32 {loc_qk}
      %sm1_6_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_s, %qa6_1_s, %qa6_2_s, %qa6_3_s, %kf6_1_0_b, %kf6_1_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_6_0_0 = llvm.extractvalue %sm1_6_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_6_0_1 = llvm.extractvalue %sm1_6_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_6_0_2 = llvm.extractvalue %sm1_6_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_6_0_3 = llvm.extractvalue %sm1_6_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_6_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_b, %qa6_1_b, %qa6_2_b, %qa6_3_b, %kf6_1_0_s, %kf6_1_1_s, %sm1_6_0_0, %sm1_6_0_1, %sm1_6_0_2, %sm1_6_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_6_1_0 = llvm.extractvalue %sm1_6_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_6_1_1 = llvm.extractvalue %sm1_6_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_6_1_2 = llvm.extractvalue %sm1_6_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_6_1_3 = llvm.extractvalue %sm1_6_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_6_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_b, %qa6_1_b, %qa6_2_b, %qa6_3_b, %kf6_1_0_b, %kf6_1_1_b, %sm1_6_1_0, %sm1_6_1_1, %sm1_6_1_2, %sm1_6_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_6_2_0 = llvm.extractvalue %sm1_6_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_6_2_1 = llvm.extractvalue %sm1_6_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_6_2_2 = llvm.extractvalue %sm1_6_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_6_2_3 = llvm.extractvalue %sm1_6_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_s, %qa7_1_s, %qa7_2_s, %qa7_3_s, %kf7_1_0_b, %kf7_1_1_b, %sm1_6_2_0, %sm1_6_2_1, %sm1_6_2_2, %sm1_6_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_7_0_0 = llvm.extractvalue %sm1_7_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_0_1 = llvm.extractvalue %sm1_7_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_0_2 = llvm.extractvalue %sm1_7_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_0_3 = llvm.extractvalue %sm1_7_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_b, %qa7_1_b, %qa7_2_b, %qa7_3_b, %kf7_1_0_s, %kf7_1_1_s, %sm1_7_0_0, %sm1_7_0_1, %sm1_7_0_2, %sm1_7_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_7_1_0 = llvm.extractvalue %sm1_7_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_1_1 = llvm.extractvalue %sm1_7_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_1_2 = llvm.extractvalue %sm1_7_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_1_3 = llvm.extractvalue %sm1_7_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_b, %qa7_1_b, %qa7_2_b, %qa7_3_b, %kf7_1_0_b, %kf7_1_1_b, %sm1_7_1_0, %sm1_7_1_1, %sm1_7_1_2, %sm1_7_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm1_7_2_0 = llvm.extractvalue %sm1_7_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_2_1 = llvm.extractvalue %sm1_7_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_2_2 = llvm.extractvalue %sm1_7_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm1_7_2_3 = llvm.extractvalue %sm1_7_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss3_1_0 = arith.addf %ss2_1_0, %sm1_7_2_0 : f32 {loc_qk}
      %ss3_1_1 = arith.addf %ss2_1_1, %sm1_7_2_1 : f32 {loc_qk}
      %ss3_1_2 = arith.addf %ss2_1_2, %sm1_7_2_2 : f32 {loc_qk}
      %ss3_1_3 = arith.addf %ss2_1_3, %sm1_7_2_3 : f32 {loc_qk}
      %sm2_6_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_s, %qa6_1_s, %qa6_2_s, %qa6_3_s, %kf6_2_0_b, %kf6_2_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_6_0_0 = llvm.extractvalue %sm2_6_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_6_0_1 = llvm.extractvalue %sm2_6_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_6_0_2 = llvm.extractvalue %sm2_6_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_6_0_3 = llvm.extractvalue %sm2_6_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_6_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_b, %qa6_1_b, %qa6_2_b, %qa6_3_b, %kf6_2_0_s, %kf6_2_1_s, %sm2_6_0_0, %sm2_6_0_1, %sm2_6_0_2, %sm2_6_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_6_1_0 = llvm.extractvalue %sm2_6_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_6_1_1 = llvm.extractvalue %sm2_6_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_6_1_2 = llvm.extractvalue %sm2_6_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_6_1_3 = llvm.extractvalue %sm2_6_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_6_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_b, %qa6_1_b, %qa6_2_b, %qa6_3_b, %kf6_2_0_b, %kf6_2_1_b, %sm2_6_1_0, %sm2_6_1_1, %sm2_6_1_2, %sm2_6_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_6_2_0 = llvm.extractvalue %sm2_6_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_6_2_1 = llvm.extractvalue %sm2_6_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_6_2_2 = llvm.extractvalue %sm2_6_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_6_2_3 = llvm.extractvalue %sm2_6_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_s, %qa7_1_s, %qa7_2_s, %qa7_3_s, %kf7_2_0_b, %kf7_2_1_b, %sm2_6_2_0, %sm2_6_2_1, %sm2_6_2_2, %sm2_6_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_7_0_0 = llvm.extractvalue %sm2_7_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_0_1 = llvm.extractvalue %sm2_7_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_0_2 = llvm.extractvalue %sm2_7_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_0_3 = llvm.extractvalue %sm2_7_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_b, %qa7_1_b, %qa7_2_b, %qa7_3_b, %kf7_2_0_s, %kf7_2_1_s, %sm2_7_0_0, %sm2_7_0_1, %sm2_7_0_2, %sm2_7_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_7_1_0 = llvm.extractvalue %sm2_7_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_1_1 = llvm.extractvalue %sm2_7_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_1_2 = llvm.extractvalue %sm2_7_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_1_3 = llvm.extractvalue %sm2_7_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_b, %qa7_1_b, %qa7_2_b, %qa7_3_b, %kf7_2_0_b, %kf7_2_1_b, %sm2_7_1_0, %sm2_7_1_1, %sm2_7_1_2, %sm2_7_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm2_7_2_0 = llvm.extractvalue %sm2_7_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_2_1 = llvm.extractvalue %sm2_7_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_2_2 = llvm.extractvalue %sm2_7_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm2_7_2_3 = llvm.extractvalue %sm2_7_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss3_2_0 = arith.addf %ss2_2_0, %sm2_7_2_0 : f32 {loc_qk}
      %ss3_2_1 = arith.addf %ss2_2_1, %sm2_7_2_1 : f32 {loc_qk}
      %ss3_2_2 = arith.addf %ss2_2_2, %sm2_7_2_2 : f32 {loc_qk}
      %ss3_2_3 = arith.addf %ss2_2_3, %sm2_7_2_3 : f32 {loc_qk}
      %sm3_6_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_s, %qa6_1_s, %qa6_2_s, %qa6_3_s, %kf6_3_0_b, %kf6_3_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_6_0_0 = llvm.extractvalue %sm3_6_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_6_0_1 = llvm.extractvalue %sm3_6_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_6_0_2 = llvm.extractvalue %sm3_6_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_6_0_3 = llvm.extractvalue %sm3_6_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_6_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_b, %qa6_1_b, %qa6_2_b, %qa6_3_b, %kf6_3_0_s, %kf6_3_1_s, %sm3_6_0_0, %sm3_6_0_1, %sm3_6_0_2, %sm3_6_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_6_1_0 = llvm.extractvalue %sm3_6_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_6_1_1 = llvm.extractvalue %sm3_6_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_6_1_2 = llvm.extractvalue %sm3_6_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_6_1_3 = llvm.extractvalue %sm3_6_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_6_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa6_0_b, %qa6_1_b, %qa6_2_b, %qa6_3_b, %kf6_3_0_b, %kf6_3_1_b, %sm3_6_1_0, %sm3_6_1_1, %sm3_6_1_2, %sm3_6_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_6_2_0 = llvm.extractvalue %sm3_6_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_6_2_1 = llvm.extractvalue %sm3_6_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_6_2_2 = llvm.extractvalue %sm3_6_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_6_2_3 = llvm.extractvalue %sm3_6_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_s, %qa7_1_s, %qa7_2_s, %qa7_3_s, %kf7_3_0_b, %kf7_3_1_b, %sm3_6_2_0, %sm3_6_2_1, %sm3_6_2_2, %sm3_6_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_7_0_0 = llvm.extractvalue %sm3_7_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_0_1 = llvm.extractvalue %sm3_7_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_0_2 = llvm.extractvalue %sm3_7_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_0_3 = llvm.extractvalue %sm3_7_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_b, %qa7_1_b, %qa7_2_b, %qa7_3_b, %kf7_3_0_s, %kf7_3_1_s, %sm3_7_0_0, %sm3_7_0_1, %sm3_7_0_2, %sm3_7_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_7_1_0 = llvm.extractvalue %sm3_7_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_1_1 = llvm.extractvalue %sm3_7_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_1_2 = llvm.extractvalue %sm3_7_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_1_3 = llvm.extractvalue %sm3_7_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %qa7_0_b, %qa7_1_b, %qa7_2_b, %qa7_3_b, %kf7_3_0_b, %kf7_3_1_b, %sm3_7_1_0, %sm3_7_1_1, %sm3_7_1_2, %sm3_7_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_qk}
      %sm3_7_2_0 = llvm.extractvalue %sm3_7_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_2_1 = llvm.extractvalue %sm3_7_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_2_2 = llvm.extractvalue %sm3_7_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %sm3_7_2_3 = llvm.extractvalue %sm3_7_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %ss3_3_0 = arith.addf %ss2_3_0, %sm3_7_2_0 : f32 {loc_qk}
      %ss3_3_1 = arith.addf %ss2_3_1, %sm3_7_2_1 : f32 {loc_qk}
      %ss3_3_2 = arith.addf %ss2_3_2, %sm3_7_2_2 : f32 {loc_qk}
      %ss3_3_3 = arith.addf %ss2_3_3, %sm3_7_2_3 : f32 {loc_qk}
      // Row g: the score op on its 8 scores, their max and sum over the quad.
      %yA00 = func.call @{func}_score(%ss3_0_0, %by, %rowcA, %jc00{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xA00 = arith.select %ok00, %yA00, %ninf : f32
      %yA01 = func.call @{func}_score(%ss3_0_1, %by, %rowcA, %jc01{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xA01 = arith.select %ok01, %yA01, %ninf : f32
      %yA10 = func.call @{func}_score(%ss3_1_0, %by, %rowcA, %jc10{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xA10 = arith.select %ok10, %yA10, %ninf : f32
      %yA11 = func.call @{func}_score(%ss3_1_1, %by, %rowcA, %jc11{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xA11 = arith.select %ok11, %yA11, %ninf : f32
      %yA20 = func.call @{func}_score(%ss3_2_0, %by, %rowcA, %jc20{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xA20 = arith.select %ok20, %yA20, %ninf : f32
      %yA21 = func.call @{func}_score(%ss3_2_1, %by, %rowcA, %jc21{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xA21 = arith.select %ok21, %yA21, %ninf : f32
      %yA30 = func.call @{func}_score(%ss3_3_0, %by, %rowcA, %jc30{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xA30 = arith.select %ok30, %yA30, %ninf : f32
      %yA31 = func.call @{func}_score(%ss3_3_1, %by, %rowcA, %jc31{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xA31 = arith.select %ok31, %yA31, %ninf : f32
      %mxA_0_0 = arith.maximumf %xA00, %xA01 : f32 {loc_max}
      %mxA_0_1 = arith.maximumf %xA10, %xA11 : f32 {loc_max}
      %mxA_0_2 = arith.maximumf %xA20, %xA21 : f32 {loc_max}
      %mxA_0_3 = arith.maximumf %xA30, %xA31 : f32 {loc_max}
      %mxA_1_0 = arith.maximumf %mxA_0_0, %mxA_0_1 : f32 {loc_max}
      %mxA_1_1 = arith.maximumf %mxA_0_2, %mxA_0_3 : f32 {loc_max}
      %mxA = arith.maximumf %mxA_1_0, %mxA_1_1 : f32 {loc_max}
      %mtA_x1_sh, %mtA_x1_ok = gpu.shuffle xor %mxA, %o1, %width : f32
      %mtA_x1 = arith.maximumf %mxA, %mtA_x1_sh : f32 {loc_max}
      %mtA_sh, %mtA_ok = gpu.shuffle xor %mtA_x1, %o2, %width : f32
      %mtA = arith.maximumf %mtA_x1, %mtA_sh : f32 {loc_max}
      %mnA = arith.maximumf %mA_in, %mtA : f32 {loc_max}
      %deadA = arith.cmpf oeq, %mnA, %ninf : f32
      %xsA00 = arith.subf %xA00, %mnA : f32 {loc_exp}
      %exA00 = math.exp %xsA00 : f32 {loc_exp}
      %wA00 = arith.select %deadA, %zero, %exA00 : f32
      %xsA01 = arith.subf %xA01, %mnA : f32 {loc_exp}
      %exA01 = math.exp %xsA01 : f32 {loc_exp}
      %wA01 = arith.select %deadA, %zero, %exA01 : f32
      %xsA10 = arith.subf %xA10, %mnA : f32 {loc_exp}
      %exA10 = math.exp %xsA10 : f32 {loc_exp}
      %wA10 = arith.select %deadA, %zero, %exA10 : f32
      %xsA11 = arith.subf %xA11, %mnA : f32 {loc_exp}
      %exA11 = math.exp %xsA11 : f32 {loc_exp}
      %wA11 = arith.select %deadA, %zero, %exA11 : f32
      %xsA20 = arith.subf %xA20, %mnA : f32 {loc_exp}
      %exA20 = math.exp %xsA20 : f32 {loc_exp}
      %wA20 = arith.select %deadA, %zero, %exA20 : f32
      %xsA21 = arith.subf %xA21, %mnA : f32 {loc_exp}
      %exA21 = math.exp %xsA21 : f32 {loc_exp}
      %wA21 = arith.select %deadA, %zero, %exA21 : f32
      %xsA30 = arith.subf %xA30, %mnA : f32 {loc_exp}
      %exA30 = math.exp %xsA30 : f32 {loc_exp}
      %wA30 = arith.select %deadA, %zero, %exA30 : f32
      %xsA31 = arith.subf %xA31, %mnA : f32 {loc_exp}
      %exA31 = math.exp %xsA31 : f32 {loc_exp}
      %wA31 = arith.select %deadA, %zero, %exA31 : f32
      %msA = arith.subf %mA_in, %mnA : f32 {loc_exp}
      %ceA = math.exp %msA : f32 {loc_exp}
      %corrA = arith.select %deadA, %fone, %ceA : f32
      %wsA_0_0 = arith.addf %wA00, %wA01 : f32 {loc_sum}
      %wsA_0_1 = arith.addf %wA10, %wA11 : f32 {loc_sum}
      %wsA_0_2 = arith.addf %wA20, %wA21 : f32 {loc_sum}
      %wsA_0_3 = arith.addf %wA30, %wA31 : f32 {loc_sum}
      %wsA_1_0 = arith.addf %wsA_0_0, %wsA_0_1 : f32 {loc_sum}
      %wsA_1_1 = arith.addf %wsA_0_2, %wsA_0_3 : f32 {loc_sum}
      %wsA = arith.addf %wsA_1_0, %wsA_1_1 : f32 {loc_sum}
      %psumA_x1_sh, %psumA_x1_ok = gpu.shuffle xor %wsA, %o1, %width : f32
      %psumA_x1 = arith.addf %wsA, %psumA_x1_sh : f32 {loc_sum}
      %psumA_sh, %psumA_ok = gpu.shuffle xor %psumA_x1, %o2, %width : f32
      %psumA = arith.addf %psumA_x1, %psumA_sh : f32 {loc_sum}
      %lsA = arith.mulf %lA_in, %corrA : f32 {loc_sum}
      %l2_A = arith.addf %lsA, %psumA : f32 {loc_sum}
      // Row g + 8: the score op on its 8 scores, their max and sum over the quad.
      %yB00 = func.call @{func}_score(%ss3_0_2, %by, %rowcB, %jc00{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xB00 = arith.select %ok00, %yB00, %ninf : f32
      %yB01 = func.call @{func}_score(%ss3_0_3, %by, %rowcB, %jc01{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xB01 = arith.select %ok01, %yB01, %ninf : f32
      %yB10 = func.call @{func}_score(%ss3_1_2, %by, %rowcB, %jc10{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xB10 = arith.select %ok10, %yB10, %ninf : f32
      %yB11 = func.call @{func}_score(%ss3_1_3, %by, %rowcB, %jc11{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xB11 = arith.select %ok11, %yB11, %ninf : f32
      %yB20 = func.call @{func}_score(%ss3_2_2, %by, %rowcB, %jc20{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xB20 = arith.select %ok20, %yB20, %ninf : f32
      %yB21 = func.call @{func}_score(%ss3_2_3, %by, %rowcB, %jc21{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xB21 = arith.select %ok21, %yB21, %ninf : f32
      %yB30 = func.call @{func}_score(%ss3_3_2, %by, %rowcB, %jc30{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xB30 = arith.select %ok30, %yB30, %ninf : f32
      %yB31 = func.call @{func}_score(%ss3_3_3, %by, %rowcB, %jc31{score_args}) : (f32, index, index, index{score_types}) -> f32
      %xB31 = arith.select %ok31, %yB31, %ninf : f32
      %mxB_0_0 = arith.maximumf %xB00, %xB01 : f32 {loc_max}
      %mxB_0_1 = arith.maximumf %xB10, %xB11 : f32 {loc_max}
      %mxB_0_2 = arith.maximumf %xB20, %xB21 : f32 {loc_max}
      %mxB_0_3 = arith.maximumf %xB30, %xB31 : f32 {loc_max}
      %mxB_1_0 = arith.maximumf %mxB_0_0, %mxB_0_1 : f32 {loc_max}
      %mxB_1_1 = arith.maximumf %mxB_0_2, %mxB_0_3 : f32 {loc_max}
      %mxB = arith.maximumf %mxB_1_0, %mxB_1_1 : f32 {loc_max}
      %mtB_x1_sh, %mtB_x1_ok = gpu.shuffle xor %mxB, %o1, %width : f32
      %mtB_x1 = arith.maximumf %mxB, %mtB_x1_sh : f32 {loc_max}
      %mtB_sh, %mtB_ok = gpu.shuffle xor %mtB_x1, %o2, %width : f32
      %mtB = arith.maximumf %mtB_x1, %mtB_sh : f32 {loc_max}
      %mnB = arith.maximumf %mB_in, %mtB : f32 {loc_max}
      %deadB = arith.cmpf oeq, %mnB, %ninf : f32
      %xsB00 = arith.subf %xB00, %mnB : f32 {loc_exp}
      %exB00 = math.exp %xsB00 : f32 {loc_exp}
      %wB00 = arith.select %deadB, %zero, %exB00 : f32
      %xsB01 = arith.subf %xB01, %mnB : f32 {loc_exp}
      %exB01 = math.exp %xsB01 : f32 {loc_exp}
      %wB01 = arith.select %deadB, %zero, %exB01 : f32
      %xsB10 = arith.subf %xB10, %mnB : f32 {loc_exp}
      %exB10 = math.exp %xsB10 : f32 {loc_exp}
      %wB10 = arith.select %deadB, %zero, %exB10 : f32
      %xsB11 = arith.subf %xB11, %mnB : f32 {loc_exp}
      %exB11 = math.exp %xsB11 : f32 {loc_exp}
      %wB11 = arith.select %deadB, %zero, %exB11 : f32
      %xsB20 = arith.subf %xB20, %mnB : f32 {loc_exp}
      %exB20 = math.exp %xsB20 : f32 {loc_exp}
      %wB20 = arith.select %deadB, %zero, %exB20 : f32
      %xsB21 = arith.subf %xB21, %mnB : f32 {loc_exp}
      %exB21 = math.exp %xsB21 : f32 {loc_exp}
      %wB21 = arith.select %deadB, %zero, %exB21 : f32
      %xsB30 = arith.subf %xB30, %mnB : f32 {loc_exp}
      %exB30 = math.exp %xsB30 : f32 {loc_exp}
      %wB30 = arith.select %deadB, %zero, %exB30 : f32
      %xsB31 = arith.subf %xB31, %mnB : f32 {loc_exp}
      %exB31 = math.exp %xsB31 : f32 {loc_exp}
      %wB31 = arith.select %deadB, %zero, %exB31 : f32
      %msB = arith.subf %mB_in, %mnB : f32 {loc_exp}
      %ceB = math.exp %msB : f32 {loc_exp}
      %corrB = arith.select %deadB, %fone, %ceB : f32
      %wsB_0_0 = arith.addf %wB00, %wB01 : f32 {loc_sum}
      %wsB_0_1 = arith.addf %wB10, %wB11 : f32 {loc_sum}
      %wsB_0_2 = arith.addf %wB20, %wB21 : f32 {loc_sum}
      %wsB_0_3 = arith.addf %wB30, %wB31 : f32 {loc_sum}
      %wsB_1_0 = arith.addf %wsB_0_0, %wsB_0_1 : f32 {loc_sum}
      %wsB_1_1 = arith.addf %wsB_0_2, %wsB_0_3 : f32 {loc_sum}
      %wsB = arith.addf %wsB_1_0, %wsB_1_1 : f32 {loc_sum}
      %psumB_x1_sh, %psumB_x1_ok = gpu.shuffle xor %wsB, %o1, %width : f32
      %psumB_x1 = arith.addf %wsB, %psumB_x1_sh : f32 {loc_sum}
      %psumB_sh, %psumB_ok = gpu.shuffle xor %psumB_x1, %o2, %width : f32
      %psumB = arith.addf %psumB_x1, %psumB_sh : f32 {loc_sum}
      %lsB = arith.mulf %lB_in, %corrB : f32 {loc_sum}
      %l2_B = arith.addf %lsB, %psumB : f32 {loc_sum}
      // The weights as A fragments of O += P V (step n: keys 8n + 2t as k = t, 8n + 2t + 1 as k = t + 4).
      %pa0_0_i = arith.bitcast %wA00 : f32 to i32
      %pa0_0_r = arith.addi %pa0_0_i, %half_ulp : i32
      %pa0_0_b = arith.andi %pa0_0_r, %hi_mask : i32
      %pa0_0_bf = arith.bitcast %pa0_0_b : i32 to f32
      %pa0_0_sf = arith.subf %wA00, %pa0_0_bf : f32
      %pa0_0_si = arith.bitcast %pa0_0_sf : f32 to i32
      %pa0_0_sr = arith.addi %pa0_0_si, %half_ulp : i32
      %pa0_0_s = arith.andi %pa0_0_sr, %hi_mask : i32
      %pa0_1_i = arith.bitcast %wB00 : f32 to i32
      %pa0_1_r = arith.addi %pa0_1_i, %half_ulp : i32
      %pa0_1_b = arith.andi %pa0_1_r, %hi_mask : i32
      %pa0_1_bf = arith.bitcast %pa0_1_b : i32 to f32
      %pa0_1_sf = arith.subf %wB00, %pa0_1_bf : f32
      %pa0_1_si = arith.bitcast %pa0_1_sf : f32 to i32
      %pa0_1_sr = arith.addi %pa0_1_si, %half_ulp : i32
      %pa0_1_s = arith.andi %pa0_1_sr, %hi_mask : i32
      %pa0_2_i = arith.bitcast %wA01 : f32 to i32
      %pa0_2_r = arith.addi %pa0_2_i, %half_ulp : i32
      %pa0_2_b = arith.andi %pa0_2_r, %hi_mask : i32
      %pa0_2_bf = arith.bitcast %pa0_2_b : i32 to f32
      %pa0_2_sf = arith.subf %wA01, %pa0_2_bf : f32
      %pa0_2_si = arith.bitcast %pa0_2_sf : f32 to i32
      %pa0_2_sr = arith.addi %pa0_2_si, %half_ulp : i32
      %pa0_2_s = arith.andi %pa0_2_sr, %hi_mask : i32
      %pa0_3_i = arith.bitcast %wB01 : f32 to i32
      %pa0_3_r = arith.addi %pa0_3_i, %half_ulp : i32
      %pa0_3_b = arith.andi %pa0_3_r, %hi_mask : i32
      %pa0_3_bf = arith.bitcast %pa0_3_b : i32 to f32
      %pa0_3_sf = arith.subf %wB01, %pa0_3_bf : f32
      %pa0_3_si = arith.bitcast %pa0_3_sf : f32 to i32
      %pa0_3_sr = arith.addi %pa0_3_si, %half_ulp : i32
      %pa0_3_s = arith.andi %pa0_3_sr, %hi_mask : i32
      %pa1_0_i = arith.bitcast %wA10 : f32 to i32
      %pa1_0_r = arith.addi %pa1_0_i, %half_ulp : i32
      %pa1_0_b = arith.andi %pa1_0_r, %hi_mask : i32
      %pa1_0_bf = arith.bitcast %pa1_0_b : i32 to f32
      %pa1_0_sf = arith.subf %wA10, %pa1_0_bf : f32
      %pa1_0_si = arith.bitcast %pa1_0_sf : f32 to i32
      %pa1_0_sr = arith.addi %pa1_0_si, %half_ulp : i32
      %pa1_0_s = arith.andi %pa1_0_sr, %hi_mask : i32
      %pa1_1_i = arith.bitcast %wB10 : f32 to i32
      %pa1_1_r = arith.addi %pa1_1_i, %half_ulp : i32
      %pa1_1_b = arith.andi %pa1_1_r, %hi_mask : i32
      %pa1_1_bf = arith.bitcast %pa1_1_b : i32 to f32
      %pa1_1_sf = arith.subf %wB10, %pa1_1_bf : f32
      %pa1_1_si = arith.bitcast %pa1_1_sf : f32 to i32
      %pa1_1_sr = arith.addi %pa1_1_si, %half_ulp : i32
      %pa1_1_s = arith.andi %pa1_1_sr, %hi_mask : i32
      %pa1_2_i = arith.bitcast %wA11 : f32 to i32
      %pa1_2_r = arith.addi %pa1_2_i, %half_ulp : i32
      %pa1_2_b = arith.andi %pa1_2_r, %hi_mask : i32
      %pa1_2_bf = arith.bitcast %pa1_2_b : i32 to f32
      %pa1_2_sf = arith.subf %wA11, %pa1_2_bf : f32
      %pa1_2_si = arith.bitcast %pa1_2_sf : f32 to i32
      %pa1_2_sr = arith.addi %pa1_2_si, %half_ulp : i32
      %pa1_2_s = arith.andi %pa1_2_sr, %hi_mask : i32
      %pa1_3_i = arith.bitcast %wB11 : f32 to i32
      %pa1_3_r = arith.addi %pa1_3_i, %half_ulp : i32
      %pa1_3_b = arith.andi %pa1_3_r, %hi_mask : i32
      %pa1_3_bf = arith.bitcast %pa1_3_b : i32 to f32
      %pa1_3_sf = arith.subf %wB11, %pa1_3_bf : f32
      %pa1_3_si = arith.bitcast %pa1_3_sf : f32 to i32
      %pa1_3_sr = arith.addi %pa1_3_si, %half_ulp : i32
      %pa1_3_s = arith.andi %pa1_3_sr, %hi_mask : i32
      %pa2_0_i = arith.bitcast %wA20 : f32 to i32
      %pa2_0_r = arith.addi %pa2_0_i, %half_ulp : i32
      %pa2_0_b = arith.andi %pa2_0_r, %hi_mask : i32
      %pa2_0_bf = arith.bitcast %pa2_0_b : i32 to f32
      %pa2_0_sf = arith.subf %wA20, %pa2_0_bf : f32
      %pa2_0_si = arith.bitcast %pa2_0_sf : f32 to i32
      %pa2_0_sr = arith.addi %pa2_0_si, %half_ulp : i32
      %pa2_0_s = arith.andi %pa2_0_sr, %hi_mask : i32
      %pa2_1_i = arith.bitcast %wB20 : f32 to i32
      %pa2_1_r = arith.addi %pa2_1_i, %half_ulp : i32
      %pa2_1_b = arith.andi %pa2_1_r, %hi_mask : i32
      %pa2_1_bf = arith.bitcast %pa2_1_b : i32 to f32
      %pa2_1_sf = arith.subf %wB20, %pa2_1_bf : f32
      %pa2_1_si = arith.bitcast %pa2_1_sf : f32 to i32
      %pa2_1_sr = arith.addi %pa2_1_si, %half_ulp : i32
      %pa2_1_s = arith.andi %pa2_1_sr, %hi_mask : i32
      %pa2_2_i = arith.bitcast %wA21 : f32 to i32
      %pa2_2_r = arith.addi %pa2_2_i, %half_ulp : i32
      %pa2_2_b = arith.andi %pa2_2_r, %hi_mask : i32
      %pa2_2_bf = arith.bitcast %pa2_2_b : i32 to f32
      %pa2_2_sf = arith.subf %wA21, %pa2_2_bf : f32
      %pa2_2_si = arith.bitcast %pa2_2_sf : f32 to i32
      %pa2_2_sr = arith.addi %pa2_2_si, %half_ulp : i32
      %pa2_2_s = arith.andi %pa2_2_sr, %hi_mask : i32
      %pa2_3_i = arith.bitcast %wB21 : f32 to i32
      %pa2_3_r = arith.addi %pa2_3_i, %half_ulp : i32
      %pa2_3_b = arith.andi %pa2_3_r, %hi_mask : i32
      %pa2_3_bf = arith.bitcast %pa2_3_b : i32 to f32
      %pa2_3_sf = arith.subf %wB21, %pa2_3_bf : f32
      %pa2_3_si = arith.bitcast %pa2_3_sf : f32 to i32
      %pa2_3_sr = arith.addi %pa2_3_si, %half_ulp : i32
      %pa2_3_s = arith.andi %pa2_3_sr, %hi_mask : i32
      %pa3_0_i = arith.bitcast %wA30 : f32 to i32
      %pa3_0_r = arith.addi %pa3_0_i, %half_ulp : i32
      %pa3_0_b = arith.andi %pa3_0_r, %hi_mask : i32
      %pa3_0_bf = arith.bitcast %pa3_0_b : i32 to f32
      %pa3_0_sf = arith.subf %wA30, %pa3_0_bf : f32
      %pa3_0_si = arith.bitcast %pa3_0_sf : f32 to i32
      %pa3_0_sr = arith.addi %pa3_0_si, %half_ulp : i32
      %pa3_0_s = arith.andi %pa3_0_sr, %hi_mask : i32
      %pa3_1_i = arith.bitcast %wB30 : f32 to i32
      %pa3_1_r = arith.addi %pa3_1_i, %half_ulp : i32
      %pa3_1_b = arith.andi %pa3_1_r, %hi_mask : i32
      %pa3_1_bf = arith.bitcast %pa3_1_b : i32 to f32
      %pa3_1_sf = arith.subf %wB30, %pa3_1_bf : f32
      %pa3_1_si = arith.bitcast %pa3_1_sf : f32 to i32
      %pa3_1_sr = arith.addi %pa3_1_si, %half_ulp : i32
      %pa3_1_s = arith.andi %pa3_1_sr, %hi_mask : i32
      %pa3_2_i = arith.bitcast %wA31 : f32 to i32
      %pa3_2_r = arith.addi %pa3_2_i, %half_ulp : i32
      %pa3_2_b = arith.andi %pa3_2_r, %hi_mask : i32
      %pa3_2_bf = arith.bitcast %pa3_2_b : i32 to f32
      %pa3_2_sf = arith.subf %wA31, %pa3_2_bf : f32
      %pa3_2_si = arith.bitcast %pa3_2_sf : f32 to i32
      %pa3_2_sr = arith.addi %pa3_2_si, %half_ulp : i32
      %pa3_2_s = arith.andi %pa3_2_sr, %hi_mask : i32
      %pa3_3_i = arith.bitcast %wB31 : f32 to i32
      %pa3_3_r = arith.addi %pa3_3_i, %half_ulp : i32
      %pa3_3_b = arith.andi %pa3_3_r, %hi_mask : i32
      %pa3_3_bf = arith.bitcast %pa3_3_b : i32 to f32
      %pa3_3_sf = arith.subf %wB31, %pa3_3_bf : f32
      %pa3_3_si = arith.bitcast %pa3_3_sf : f32 to i32
      %pa3_3_sr = arith.addi %pa3_3_si, %half_ulp : i32
      %pa3_3_s = arith.andi %pa3_3_sr, %hi_mask : i32
      // Outputs: O[rows g, g + 8][d 8n + 2t, 8n + 2t + 1] (n < 8) = P V over the tile's keys, 16 keys at a
      // time from zero on the tensor cores, the pieces added in f32 in order; then the running outputs
      // scaled by the rows' correction and the tile's added.
      %vf0_0_0_p = llvm.getelementptr %Vf[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_0_0 = llvm.load %vf0_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_0_0_b = vector.extract %vf0_0_0[0] : i32 from vector<2xi32>
      %vf0_0_0_s = vector.extract %vf0_0_0[1] : i32 from vector<2xi32>
      %vf0_0_1_p = llvm.getelementptr %Vf[66] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_0_1 = llvm.load %vf0_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_0_1_b = vector.extract %vf0_0_1[0] : i32 from vector<2xi32>
      %vf0_0_1_s = vector.extract %vf0_0_1[1] : i32 from vector<2xi32>
      %vf0_1_0_p = llvm.getelementptr %Vf[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_1_0 = llvm.load %vf0_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_1_0_b = vector.extract %vf0_1_0[0] : i32 from vector<2xi32>
      %vf0_1_0_s = vector.extract %vf0_1_0[1] : i32 from vector<2xi32>
      %vf0_1_1_p = llvm.getelementptr %Vf[74] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_1_1 = llvm.load %vf0_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_1_1_b = vector.extract %vf0_1_1[0] : i32 from vector<2xi32>
      %vf0_1_1_s = vector.extract %vf0_1_1[1] : i32 from vector<2xi32>
      %vf0_2_0_p = llvm.getelementptr %Vf[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_2_0 = llvm.load %vf0_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_2_0_b = vector.extract %vf0_2_0[0] : i32 from vector<2xi32>
      %vf0_2_0_s = vector.extract %vf0_2_0[1] : i32 from vector<2xi32>
      %vf0_2_1_p = llvm.getelementptr %Vf[82] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_2_1 = llvm.load %vf0_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_2_1_b = vector.extract %vf0_2_1[0] : i32 from vector<2xi32>
      %vf0_2_1_s = vector.extract %vf0_2_1[1] : i32 from vector<2xi32>
      %vf0_3_0_p = llvm.getelementptr %Vf[24] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_3_0 = llvm.load %vf0_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_3_0_b = vector.extract %vf0_3_0[0] : i32 from vector<2xi32>
      %vf0_3_0_s = vector.extract %vf0_3_0[1] : i32 from vector<2xi32>
      %vf0_3_1_p = llvm.getelementptr %Vf[90] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_3_1 = llvm.load %vf0_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_3_1_b = vector.extract %vf0_3_1[0] : i32 from vector<2xi32>
      %vf0_3_1_s = vector.extract %vf0_3_1[1] : i32 from vector<2xi32>
      %vf0_4_0_p = llvm.getelementptr %Vf[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_4_0 = llvm.load %vf0_4_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_4_0_b = vector.extract %vf0_4_0[0] : i32 from vector<2xi32>
      %vf0_4_0_s = vector.extract %vf0_4_0[1] : i32 from vector<2xi32>
      %vf0_4_1_p = llvm.getelementptr %Vf[98] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_4_1 = llvm.load %vf0_4_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_4_1_b = vector.extract %vf0_4_1[0] : i32 from vector<2xi32>
      %vf0_4_1_s = vector.extract %vf0_4_1[1] : i32 from vector<2xi32>
      %vf0_5_0_p = llvm.getelementptr %Vf[40] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_5_0 = llvm.load %vf0_5_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_5_0_b = vector.extract %vf0_5_0[0] : i32 from vector<2xi32>
      %vf0_5_0_s = vector.extract %vf0_5_0[1] : i32 from vector<2xi32>
      %vf0_5_1_p = llvm.getelementptr %Vf[106] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_5_1 = llvm.load %vf0_5_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_5_1_b = vector.extract %vf0_5_1[0] : i32 from vector<2xi32>
      %vf0_5_1_s = vector.extract %vf0_5_1[1] : i32 from vector<2xi32>
      %vf0_6_0_p = llvm.getelementptr %Vf[48] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_6_0 = llvm.load %vf0_6_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_6_0_b = vector.extract %vf0_6_0[0] : i32 from vector<2xi32>
      %vf0_6_0_s = vector.extract %vf0_6_0[1] : i32 from vector<2xi32>
      %vf0_6_1_p = llvm.getelementptr %Vf[114] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_6_1 = llvm.load %vf0_6_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_6_1_b = vector.extract %vf0_6_1[0] : i32 from vector<2xi32>
      %vf0_6_1_s = vector.extract %vf0_6_1[1] : i32 from vector<2xi32>
      %vf0_7_0_p = llvm.getelementptr %Vf[56] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_7_0 = llvm.load %vf0_7_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_7_0_b = vector.extract %vf0_7_0[0] : i32 from vector<2xi32>
      %vf0_7_0_s = vector.extract %vf0_7_0[1] : i32 from vector<2xi32>
      %vf0_7_1_p = llvm.getelementptr %Vf[122] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf0_7_1 = llvm.load %vf0_7_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf0_7_1_b = vector.extract %vf0_7_1[0] : i32 from vector<2xi32>
      %vf0_7_1_s = vector.extract %vf0_7_1[1] : i32 from vector<2xi32>
      %vf1_0_0_p = llvm.getelementptr %Vf[528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_0_0 = llvm.load %vf1_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_0_0_b = vector.extract %vf1_0_0[0] : i32 from vector<2xi32>
      %vf1_0_0_s = vector.extract %vf1_0_0[1] : i32 from vector<2xi32>
      %vf1_0_1_p = llvm.getelementptr %Vf[594] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_0_1 = llvm.load %vf1_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_0_1_b = vector.extract %vf1_0_1[0] : i32 from vector<2xi32>
      %vf1_0_1_s = vector.extract %vf1_0_1[1] : i32 from vector<2xi32>
      %vf1_1_0_p = llvm.getelementptr %Vf[536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_1_0 = llvm.load %vf1_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_1_0_b = vector.extract %vf1_1_0[0] : i32 from vector<2xi32>
      %vf1_1_0_s = vector.extract %vf1_1_0[1] : i32 from vector<2xi32>
      %vf1_1_1_p = llvm.getelementptr %Vf[602] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_1_1 = llvm.load %vf1_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_1_1_b = vector.extract %vf1_1_1[0] : i32 from vector<2xi32>
      %vf1_1_1_s = vector.extract %vf1_1_1[1] : i32 from vector<2xi32>
      %vf1_2_0_p = llvm.getelementptr %Vf[544] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_2_0 = llvm.load %vf1_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_2_0_b = vector.extract %vf1_2_0[0] : i32 from vector<2xi32>
      %vf1_2_0_s = vector.extract %vf1_2_0[1] : i32 from vector<2xi32>
      %vf1_2_1_p = llvm.getelementptr %Vf[610] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_2_1 = llvm.load %vf1_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_2_1_b = vector.extract %vf1_2_1[0] : i32 from vector<2xi32>
      %vf1_2_1_s = vector.extract %vf1_2_1[1] : i32 from vector<2xi32>
      %vf1_3_0_p = llvm.getelementptr %Vf[552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_3_0 = llvm.load %vf1_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_3_0_b = vector.extract %vf1_3_0[0] : i32 from vector<2xi32>
      %vf1_3_0_s = vector.extract %vf1_3_0[1] : i32 from vector<2xi32>
      %vf1_3_1_p = llvm.getelementptr %Vf[618] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_3_1 = llvm.load %vf1_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_3_1_b = vector.extract %vf1_3_1[0] : i32 from vector<2xi32>
      %vf1_3_1_s = vector.extract %vf1_3_1[1] : i32 from vector<2xi32>
      %vf1_4_0_p = llvm.getelementptr %Vf[560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_4_0 = llvm.load %vf1_4_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_4_0_b = vector.extract %vf1_4_0[0] : i32 from vector<2xi32>
      %vf1_4_0_s = vector.extract %vf1_4_0[1] : i32 from vector<2xi32>
      %vf1_4_1_p = llvm.getelementptr %Vf[626] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_4_1 = llvm.load %vf1_4_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_4_1_b = vector.extract %vf1_4_1[0] : i32 from vector<2xi32>
      %vf1_4_1_s = vector.extract %vf1_4_1[1] : i32 from vector<2xi32>
      %vf1_5_0_p = llvm.getelementptr %Vf[568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_5_0 = llvm.load %vf1_5_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_5_0_b = vector.extract %vf1_5_0[0] : i32 from vector<2xi32>
      %vf1_5_0_s = vector.extract %vf1_5_0[1] : i32 from vector<2xi32>
      %vf1_5_1_p = llvm.getelementptr %Vf[634] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_5_1 = llvm.load %vf1_5_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_5_1_b = vector.extract %vf1_5_1[0] : i32 from vector<2xi32>
      %vf1_5_1_s = vector.extract %vf1_5_1[1] : i32 from vector<2xi32>
      %vf1_6_0_p = llvm.getelementptr %Vf[576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_6_0 = llvm.load %vf1_6_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_6_0_b = vector.extract %vf1_6_0[0] : i32 from vector<2xi32>
      %vf1_6_0_s = vector.extract %vf1_6_0[1] : i32 from vector<2xi32>
      %vf1_6_1_p = llvm.getelementptr %Vf[642] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_6_1 = llvm.load %vf1_6_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_6_1_b = vector.extract %vf1_6_1[0] : i32 from vector<2xi32>
      %vf1_6_1_s = vector.extract %vf1_6_1[1] : i32 from vector<2xi32>
      %vf1_7_0_p = llvm.getelementptr %Vf[584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_7_0 = llvm.load %vf1_7_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_7_0_b = vector.extract %vf1_7_0[0] : i32 from vector<2xi32>
      %vf1_7_0_s = vector.extract %vf1_7_0[1] : i32 from vector<2xi32>
      %vf1_7_1_p = llvm.getelementptr %Vf[650] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf1_7_1 = llvm.load %vf1_7_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf1_7_1_b = vector.extract %vf1_7_1[0] : i32 from vector<2xi32>
      %vf1_7_1_s = vector.extract %vf1_7_1[1] : i32 from vector<2xi32>
      %pm0_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_s, %pa0_1_s, %pa0_2_s, %pa0_3_s, %vf0_0_0_b, %vf0_0_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_0_0_0 = llvm.extractvalue %pm0_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_0_0_1 = llvm.extractvalue %pm0_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_0_0_2 = llvm.extractvalue %pm0_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_0_0_3 = llvm.extractvalue %pm0_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_0_0_s, %vf0_0_1_s, %pm0_0_0_0, %pm0_0_0_1, %pm0_0_0_2, %pm0_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_0_1_0 = llvm.extractvalue %pm0_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_0_1_1 = llvm.extractvalue %pm0_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_0_1_2 = llvm.extractvalue %pm0_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_0_1_3 = llvm.extractvalue %pm0_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_0_0_b, %vf0_0_1_b, %pm0_0_1_0, %pm0_0_1_1, %pm0_0_1_2, %pm0_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_0_2_0 = llvm.extractvalue %pm0_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_0_2_1 = llvm.extractvalue %pm0_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_0_2_2 = llvm.extractvalue %pm0_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_0_2_3 = llvm.extractvalue %pm0_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_s, %pa1_1_s, %pa1_2_s, %pa1_3_s, %vf1_0_0_b, %vf1_0_1_b, %pm0_0_2_0, %pm0_0_2_1, %pm0_0_2_2, %pm0_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_1_0_0 = llvm.extractvalue %pm0_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_0_1 = llvm.extractvalue %pm0_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_0_2 = llvm.extractvalue %pm0_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_0_3 = llvm.extractvalue %pm0_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_0_0_s, %vf1_0_1_s, %pm0_1_0_0, %pm0_1_0_1, %pm0_1_0_2, %pm0_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_1_1_0 = llvm.extractvalue %pm0_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_1_1 = llvm.extractvalue %pm0_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_1_2 = llvm.extractvalue %pm0_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_1_3 = llvm.extractvalue %pm0_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_0_0_b, %vf1_0_1_b, %pm0_1_1_0, %pm0_1_1_1, %pm0_1_1_2, %pm0_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_1_2_0 = llvm.extractvalue %pm0_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_2_1 = llvm.extractvalue %pm0_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_2_2 = llvm.extractvalue %pm0_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_1_2_3 = llvm.extractvalue %pm0_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_s, %pa0_1_s, %pa0_2_s, %pa0_3_s, %vf0_1_0_b, %vf0_1_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_0_0_0 = llvm.extractvalue %pm1_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_0_1 = llvm.extractvalue %pm1_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_0_2 = llvm.extractvalue %pm1_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_0_3 = llvm.extractvalue %pm1_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_1_0_s, %vf0_1_1_s, %pm1_0_0_0, %pm1_0_0_1, %pm1_0_0_2, %pm1_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_0_1_0 = llvm.extractvalue %pm1_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_1_1 = llvm.extractvalue %pm1_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_1_2 = llvm.extractvalue %pm1_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_1_3 = llvm.extractvalue %pm1_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_1_0_b, %vf0_1_1_b, %pm1_0_1_0, %pm1_0_1_1, %pm1_0_1_2, %pm1_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_0_2_0 = llvm.extractvalue %pm1_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_2_1 = llvm.extractvalue %pm1_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_2_2 = llvm.extractvalue %pm1_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_0_2_3 = llvm.extractvalue %pm1_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_s, %pa1_1_s, %pa1_2_s, %pa1_3_s, %vf1_1_0_b, %vf1_1_1_b, %pm1_0_2_0, %pm1_0_2_1, %pm1_0_2_2, %pm1_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_1_0_0 = llvm.extractvalue %pm1_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_0_1 = llvm.extractvalue %pm1_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_0_2 = llvm.extractvalue %pm1_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_0_3 = llvm.extractvalue %pm1_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_1_0_s, %vf1_1_1_s, %pm1_1_0_0, %pm1_1_0_1, %pm1_1_0_2, %pm1_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_1_1_0 = llvm.extractvalue %pm1_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_1_1 = llvm.extractvalue %pm1_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_1_2 = llvm.extractvalue %pm1_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_1_3 = llvm.extractvalue %pm1_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_1_0_b, %vf1_1_1_b, %pm1_1_1_0, %pm1_1_1_1, %pm1_1_1_2, %pm1_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_1_2_0 = llvm.extractvalue %pm1_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_2_1 = llvm.extractvalue %pm1_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_2_2 = llvm.extractvalue %pm1_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_1_2_3 = llvm.extractvalue %pm1_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_s, %pa0_1_s, %pa0_2_s, %pa0_3_s, %vf0_2_0_b, %vf0_2_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_0_0_0 = llvm.extractvalue %pm2_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_0_1 = llvm.extractvalue %pm2_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_0_2 = llvm.extractvalue %pm2_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_0_3 = llvm.extractvalue %pm2_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_2_0_s, %vf0_2_1_s, %pm2_0_0_0, %pm2_0_0_1, %pm2_0_0_2, %pm2_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_0_1_0 = llvm.extractvalue %pm2_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_1_1 = llvm.extractvalue %pm2_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_1_2 = llvm.extractvalue %pm2_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_1_3 = llvm.extractvalue %pm2_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_2_0_b, %vf0_2_1_b, %pm2_0_1_0, %pm2_0_1_1, %pm2_0_1_2, %pm2_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_0_2_0 = llvm.extractvalue %pm2_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_2_1 = llvm.extractvalue %pm2_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_2_2 = llvm.extractvalue %pm2_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_0_2_3 = llvm.extractvalue %pm2_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_s, %pa1_1_s, %pa1_2_s, %pa1_3_s, %vf1_2_0_b, %vf1_2_1_b, %pm2_0_2_0, %pm2_0_2_1, %pm2_0_2_2, %pm2_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_1_0_0 = llvm.extractvalue %pm2_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_0_1 = llvm.extractvalue %pm2_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_0_2 = llvm.extractvalue %pm2_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_0_3 = llvm.extractvalue %pm2_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_2_0_s, %vf1_2_1_s, %pm2_1_0_0, %pm2_1_0_1, %pm2_1_0_2, %pm2_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_1_1_0 = llvm.extractvalue %pm2_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_1_1 = llvm.extractvalue %pm2_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_1_2 = llvm.extractvalue %pm2_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_1_3 = llvm.extractvalue %pm2_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_2_0_b, %vf1_2_1_b, %pm2_1_1_0, %pm2_1_1_1, %pm2_1_1_2, %pm2_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_1_2_0 = llvm.extractvalue %pm2_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_2_1 = llvm.extractvalue %pm2_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_2_2 = llvm.extractvalue %pm2_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_1_2_3 = llvm.extractvalue %pm2_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_s, %pa0_1_s, %pa0_2_s, %pa0_3_s, %vf0_3_0_b, %vf0_3_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_0_0_0 = llvm.extractvalue %pm3_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_0_1 = llvm.extractvalue %pm3_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_0_2 = llvm.extractvalue %pm3_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_0_3 = llvm.extractvalue %pm3_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_3_0_s, %vf0_3_1_s, %pm3_0_0_0, %pm3_0_0_1, %pm3_0_0_2, %pm3_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_0_1_0 = llvm.extractvalue %pm3_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_1_1 = llvm.extractvalue %pm3_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_1_2 = llvm.extractvalue %pm3_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_1_3 = llvm.extractvalue %pm3_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_3_0_b, %vf0_3_1_b, %pm3_0_1_0, %pm3_0_1_1, %pm3_0_1_2, %pm3_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_0_2_0 = llvm.extractvalue %pm3_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_2_1 = llvm.extractvalue %pm3_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_2_2 = llvm.extractvalue %pm3_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_0_2_3 = llvm.extractvalue %pm3_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_s, %pa1_1_s, %pa1_2_s, %pa1_3_s, %vf1_3_0_b, %vf1_3_1_b, %pm3_0_2_0, %pm3_0_2_1, %pm3_0_2_2, %pm3_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_1_0_0 = llvm.extractvalue %pm3_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_0_1 = llvm.extractvalue %pm3_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_0_2 = llvm.extractvalue %pm3_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_0_3 = llvm.extractvalue %pm3_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_3_0_s, %vf1_3_1_s, %pm3_1_0_0, %pm3_1_0_1, %pm3_1_0_2, %pm3_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_1_1_0 = llvm.extractvalue %pm3_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_1_1 = llvm.extractvalue %pm3_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_1_2 = llvm.extractvalue %pm3_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_1_3 = llvm.extractvalue %pm3_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_3_0_b, %vf1_3_1_b, %pm3_1_1_0, %pm3_1_1_1, %pm3_1_1_2, %pm3_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_1_2_0 = llvm.extractvalue %pm3_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_2_1 = llvm.extractvalue %pm3_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_2_2 = llvm.extractvalue %pm3_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_1_2_3 = llvm.extractvalue %pm3_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_s, %pa0_1_s, %pa0_2_s, %pa0_3_s, %vf0_4_0_b, %vf0_4_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_0_0_0 = llvm.extractvalue %pm4_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_0_1 = llvm.extractvalue %pm4_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_0_2 = llvm.extractvalue %pm4_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_0_3 = llvm.extractvalue %pm4_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_4_0_s, %vf0_4_1_s, %pm4_0_0_0, %pm4_0_0_1, %pm4_0_0_2, %pm4_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_0_1_0 = llvm.extractvalue %pm4_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_1_1 = llvm.extractvalue %pm4_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_1_2 = llvm.extractvalue %pm4_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_1_3 = llvm.extractvalue %pm4_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_4_0_b, %vf0_4_1_b, %pm4_0_1_0, %pm4_0_1_1, %pm4_0_1_2, %pm4_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_0_2_0 = llvm.extractvalue %pm4_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_2_1 = llvm.extractvalue %pm4_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_2_2 = llvm.extractvalue %pm4_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_0_2_3 = llvm.extractvalue %pm4_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_s, %pa1_1_s, %pa1_2_s, %pa1_3_s, %vf1_4_0_b, %vf1_4_1_b, %pm4_0_2_0, %pm4_0_2_1, %pm4_0_2_2, %pm4_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_1_0_0 = llvm.extractvalue %pm4_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_0_1 = llvm.extractvalue %pm4_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_0_2 = llvm.extractvalue %pm4_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_0_3 = llvm.extractvalue %pm4_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_4_0_s, %vf1_4_1_s, %pm4_1_0_0, %pm4_1_0_1, %pm4_1_0_2, %pm4_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_1_1_0 = llvm.extractvalue %pm4_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_1_1 = llvm.extractvalue %pm4_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_1_2 = llvm.extractvalue %pm4_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_1_3 = llvm.extractvalue %pm4_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_4_0_b, %vf1_4_1_b, %pm4_1_1_0, %pm4_1_1_1, %pm4_1_1_2, %pm4_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_1_2_0 = llvm.extractvalue %pm4_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_2_1 = llvm.extractvalue %pm4_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_2_2 = llvm.extractvalue %pm4_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_1_2_3 = llvm.extractvalue %pm4_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_s, %pa0_1_s, %pa0_2_s, %pa0_3_s, %vf0_5_0_b, %vf0_5_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_0_0_0 = llvm.extractvalue %pm5_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_0_1 = llvm.extractvalue %pm5_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_0_2 = llvm.extractvalue %pm5_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_0_3 = llvm.extractvalue %pm5_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_5_0_s, %vf0_5_1_s, %pm5_0_0_0, %pm5_0_0_1, %pm5_0_0_2, %pm5_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_0_1_0 = llvm.extractvalue %pm5_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_1_1 = llvm.extractvalue %pm5_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_1_2 = llvm.extractvalue %pm5_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_1_3 = llvm.extractvalue %pm5_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_5_0_b, %vf0_5_1_b, %pm5_0_1_0, %pm5_0_1_1, %pm5_0_1_2, %pm5_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_0_2_0 = llvm.extractvalue %pm5_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_2_1 = llvm.extractvalue %pm5_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_2_2 = llvm.extractvalue %pm5_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_0_2_3 = llvm.extractvalue %pm5_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_s, %pa1_1_s, %pa1_2_s, %pa1_3_s, %vf1_5_0_b, %vf1_5_1_b, %pm5_0_2_0, %pm5_0_2_1, %pm5_0_2_2, %pm5_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_1_0_0 = llvm.extractvalue %pm5_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_0_1 = llvm.extractvalue %pm5_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_0_2 = llvm.extractvalue %pm5_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_0_3 = llvm.extractvalue %pm5_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_5_0_s, %vf1_5_1_s, %pm5_1_0_0, %pm5_1_0_1, %pm5_1_0_2, %pm5_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_1_1_0 = llvm.extractvalue %pm5_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_1_1 = llvm.extractvalue %pm5_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_1_2 = llvm.extractvalue %pm5_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_1_3 = llvm.extractvalue %pm5_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_5_0_b, %vf1_5_1_b, %pm5_1_1_0, %pm5_1_1_1, %pm5_1_1_2, %pm5_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_1_2_0 = llvm.extractvalue %pm5_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_2_1 = llvm.extractvalue %pm5_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_2_2 = llvm.extractvalue %pm5_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_1_2_3 = llvm.extractvalue %pm5_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_s, %pa0_1_s, %pa0_2_s, %pa0_3_s, %vf0_6_0_b, %vf0_6_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_0_0_0 = llvm.extractvalue %pm6_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_0_1 = llvm.extractvalue %pm6_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_0_2 = llvm.extractvalue %pm6_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_0_3 = llvm.extractvalue %pm6_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_6_0_s, %vf0_6_1_s, %pm6_0_0_0, %pm6_0_0_1, %pm6_0_0_2, %pm6_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_0_1_0 = llvm.extractvalue %pm6_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_1_1 = llvm.extractvalue %pm6_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_1_2 = llvm.extractvalue %pm6_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_1_3 = llvm.extractvalue %pm6_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_6_0_b, %vf0_6_1_b, %pm6_0_1_0, %pm6_0_1_1, %pm6_0_1_2, %pm6_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_0_2_0 = llvm.extractvalue %pm6_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_2_1 = llvm.extractvalue %pm6_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_2_2 = llvm.extractvalue %pm6_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_0_2_3 = llvm.extractvalue %pm6_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_s, %pa1_1_s, %pa1_2_s, %pa1_3_s, %vf1_6_0_b, %vf1_6_1_b, %pm6_0_2_0, %pm6_0_2_1, %pm6_0_2_2, %pm6_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_1_0_0 = llvm.extractvalue %pm6_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_0_1 = llvm.extractvalue %pm6_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_0_2 = llvm.extractvalue %pm6_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_0_3 = llvm.extractvalue %pm6_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_6_0_s, %vf1_6_1_s, %pm6_1_0_0, %pm6_1_0_1, %pm6_1_0_2, %pm6_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_1_1_0 = llvm.extractvalue %pm6_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_1_1 = llvm.extractvalue %pm6_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_1_2 = llvm.extractvalue %pm6_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_1_3 = llvm.extractvalue %pm6_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_6_0_b, %vf1_6_1_b, %pm6_1_1_0, %pm6_1_1_1, %pm6_1_1_2, %pm6_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_1_2_0 = llvm.extractvalue %pm6_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_2_1 = llvm.extractvalue %pm6_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_2_2 = llvm.extractvalue %pm6_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_1_2_3 = llvm.extractvalue %pm6_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_s, %pa0_1_s, %pa0_2_s, %pa0_3_s, %vf0_7_0_b, %vf0_7_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_0_0_0 = llvm.extractvalue %pm7_0_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_0_1 = llvm.extractvalue %pm7_0_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_0_2 = llvm.extractvalue %pm7_0_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_0_3 = llvm.extractvalue %pm7_0_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_7_0_s, %vf0_7_1_s, %pm7_0_0_0, %pm7_0_0_1, %pm7_0_0_2, %pm7_0_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_0_1_0 = llvm.extractvalue %pm7_0_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_1_1 = llvm.extractvalue %pm7_0_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_1_2 = llvm.extractvalue %pm7_0_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_1_3 = llvm.extractvalue %pm7_0_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa0_0_b, %pa0_1_b, %pa0_2_b, %pa0_3_b, %vf0_7_0_b, %vf0_7_1_b, %pm7_0_1_0, %pm7_0_1_1, %pm7_0_1_2, %pm7_0_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_0_2_0 = llvm.extractvalue %pm7_0_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_2_1 = llvm.extractvalue %pm7_0_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_2_2 = llvm.extractvalue %pm7_0_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_0_2_3 = llvm.extractvalue %pm7_0_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_s, %pa1_1_s, %pa1_2_s, %pa1_3_s, %vf1_7_0_b, %vf1_7_1_b, %pm7_0_2_0, %pm7_0_2_1, %pm7_0_2_2, %pm7_0_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_1_0_0 = llvm.extractvalue %pm7_1_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_0_1 = llvm.extractvalue %pm7_1_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_0_2 = llvm.extractvalue %pm7_1_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_0_3 = llvm.extractvalue %pm7_1_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_7_0_s, %vf1_7_1_s, %pm7_1_0_0, %pm7_1_0_1, %pm7_1_0_2, %pm7_1_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_1_1_0 = llvm.extractvalue %pm7_1_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_1_1 = llvm.extractvalue %pm7_1_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_1_2 = llvm.extractvalue %pm7_1_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_1_3 = llvm.extractvalue %pm7_1_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa1_0_b, %pa1_1_b, %pa1_2_b, %pa1_3_b, %vf1_7_0_b, %vf1_7_1_b, %pm7_1_1_0, %pm7_1_1_1, %pm7_1_1_2, %pm7_1_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_1_2_0 = llvm.extractvalue %pm7_1_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_2_1 = llvm.extractvalue %pm7_1_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_2_2 = llvm.extractvalue %pm7_1_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_1_2_3 = llvm.extractvalue %pm7_1_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %vf2_0_0_p = llvm.getelementptr %Vf[1056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_0_0 = llvm.load %vf2_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_0_0_b = vector.extract %vf2_0_0[0] : i32 from vector<2xi32>
      %vf2_0_0_s = vector.extract %vf2_0_0[1] : i32 from vector<2xi32>
      %vf2_0_1_p = llvm.getelementptr %Vf[1122] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_0_1 = llvm.load %vf2_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_0_1_b = vector.extract %vf2_0_1[0] : i32 from vector<2xi32>
      %vf2_0_1_s = vector.extract %vf2_0_1[1] : i32 from vector<2xi32>
      %vf2_1_0_p = llvm.getelementptr %Vf[1064] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_1_0 = llvm.load %vf2_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_1_0_b = vector.extract %vf2_1_0[0] : i32 from vector<2xi32>
      %vf2_1_0_s = vector.extract %vf2_1_0[1] : i32 from vector<2xi32>
      %vf2_1_1_p = llvm.getelementptr %Vf[1130] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_1_1 = llvm.load %vf2_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_1_1_b = vector.extract %vf2_1_1[0] : i32 from vector<2xi32>
      %vf2_1_1_s = vector.extract %vf2_1_1[1] : i32 from vector<2xi32>
      %vf2_2_0_p = llvm.getelementptr %Vf[1072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_2_0 = llvm.load %vf2_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_2_0_b = vector.extract %vf2_2_0[0] : i32 from vector<2xi32>
      %vf2_2_0_s = vector.extract %vf2_2_0[1] : i32 from vector<2xi32>
      %vf2_2_1_p = llvm.getelementptr %Vf[1138] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_2_1 = llvm.load %vf2_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_2_1_b = vector.extract %vf2_2_1[0] : i32 from vector<2xi32>
      %vf2_2_1_s = vector.extract %vf2_2_1[1] : i32 from vector<2xi32>
      %vf2_3_0_p = llvm.getelementptr %Vf[1080] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_3_0 = llvm.load %vf2_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_3_0_b = vector.extract %vf2_3_0[0] : i32 from vector<2xi32>
      %vf2_3_0_s = vector.extract %vf2_3_0[1] : i32 from vector<2xi32>
      %vf2_3_1_p = llvm.getelementptr %Vf[1146] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_3_1 = llvm.load %vf2_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_3_1_b = vector.extract %vf2_3_1[0] : i32 from vector<2xi32>
      %vf2_3_1_s = vector.extract %vf2_3_1[1] : i32 from vector<2xi32>
      %vf2_4_0_p = llvm.getelementptr %Vf[1088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_4_0 = llvm.load %vf2_4_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_4_0_b = vector.extract %vf2_4_0[0] : i32 from vector<2xi32>
      %vf2_4_0_s = vector.extract %vf2_4_0[1] : i32 from vector<2xi32>
      %vf2_4_1_p = llvm.getelementptr %Vf[1154] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_4_1 = llvm.load %vf2_4_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_4_1_b = vector.extract %vf2_4_1[0] : i32 from vector<2xi32>
      %vf2_4_1_s = vector.extract %vf2_4_1[1] : i32 from vector<2xi32>
      %vf2_5_0_p = llvm.getelementptr %Vf[1096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_5_0 = llvm.load %vf2_5_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_5_0_b = vector.extract %vf2_5_0[0] : i32 from vector<2xi32>
      %vf2_5_0_s = vector.extract %vf2_5_0[1] : i32 from vector<2xi32>
      %vf2_5_1_p = llvm.getelementptr %Vf[1162] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_5_1 = llvm.load %vf2_5_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_5_1_b = vector.extract %vf2_5_1[0] : i32 from vector<2xi32>
      %vf2_5_1_s = vector.extract %vf2_5_1[1] : i32 from vector<2xi32>
      %vf2_6_0_p = llvm.getelementptr %Vf[1104] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_6_0 = llvm.load %vf2_6_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_6_0_b = vector.extract %vf2_6_0[0] : i32 from vector<2xi32>
      %vf2_6_0_s = vector.extract %vf2_6_0[1] : i32 from vector<2xi32>
      %vf2_6_1_p = llvm.getelementptr %Vf[1170] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_6_1 = llvm.load %vf2_6_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_6_1_b = vector.extract %vf2_6_1[0] : i32 from vector<2xi32>
      %vf2_6_1_s = vector.extract %vf2_6_1[1] : i32 from vector<2xi32>
      %vf2_7_0_p = llvm.getelementptr %Vf[1112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_7_0 = llvm.load %vf2_7_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_7_0_b = vector.extract %vf2_7_0[0] : i32 from vector<2xi32>
      %vf2_7_0_s = vector.extract %vf2_7_0[1] : i32 from vector<2xi32>
      %vf2_7_1_p = llvm.getelementptr %Vf[1178] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf2_7_1 = llvm.load %vf2_7_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf2_7_1_b = vector.extract %vf2_7_1[0] : i32 from vector<2xi32>
      %vf2_7_1_s = vector.extract %vf2_7_1[1] : i32 from vector<2xi32>
      %vf3_0_0_p = llvm.getelementptr %Vf[1584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_0_0 = llvm.load %vf3_0_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_0_0_b = vector.extract %vf3_0_0[0] : i32 from vector<2xi32>
      %vf3_0_0_s = vector.extract %vf3_0_0[1] : i32 from vector<2xi32>
      %vf3_0_1_p = llvm.getelementptr %Vf[1650] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_0_1 = llvm.load %vf3_0_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_0_1_b = vector.extract %vf3_0_1[0] : i32 from vector<2xi32>
      %vf3_0_1_s = vector.extract %vf3_0_1[1] : i32 from vector<2xi32>
      %vf3_1_0_p = llvm.getelementptr %Vf[1592] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_1_0 = llvm.load %vf3_1_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_1_0_b = vector.extract %vf3_1_0[0] : i32 from vector<2xi32>
      %vf3_1_0_s = vector.extract %vf3_1_0[1] : i32 from vector<2xi32>
      %vf3_1_1_p = llvm.getelementptr %Vf[1658] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_1_1 = llvm.load %vf3_1_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_1_1_b = vector.extract %vf3_1_1[0] : i32 from vector<2xi32>
      %vf3_1_1_s = vector.extract %vf3_1_1[1] : i32 from vector<2xi32>
      %vf3_2_0_p = llvm.getelementptr %Vf[1600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_2_0 = llvm.load %vf3_2_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_2_0_b = vector.extract %vf3_2_0[0] : i32 from vector<2xi32>
      %vf3_2_0_s = vector.extract %vf3_2_0[1] : i32 from vector<2xi32>
      %vf3_2_1_p = llvm.getelementptr %Vf[1666] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_2_1 = llvm.load %vf3_2_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_2_1_b = vector.extract %vf3_2_1[0] : i32 from vector<2xi32>
      %vf3_2_1_s = vector.extract %vf3_2_1[1] : i32 from vector<2xi32>
      %vf3_3_0_p = llvm.getelementptr %Vf[1608] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_3_0 = llvm.load %vf3_3_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_3_0_b = vector.extract %vf3_3_0[0] : i32 from vector<2xi32>
      %vf3_3_0_s = vector.extract %vf3_3_0[1] : i32 from vector<2xi32>
      %vf3_3_1_p = llvm.getelementptr %Vf[1674] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_3_1 = llvm.load %vf3_3_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_3_1_b = vector.extract %vf3_3_1[0] : i32 from vector<2xi32>
      %vf3_3_1_s = vector.extract %vf3_3_1[1] : i32 from vector<2xi32>
      %vf3_4_0_p = llvm.getelementptr %Vf[1616] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_4_0 = llvm.load %vf3_4_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_4_0_b = vector.extract %vf3_4_0[0] : i32 from vector<2xi32>
      %vf3_4_0_s = vector.extract %vf3_4_0[1] : i32 from vector<2xi32>
      %vf3_4_1_p = llvm.getelementptr %Vf[1682] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_4_1 = llvm.load %vf3_4_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_4_1_b = vector.extract %vf3_4_1[0] : i32 from vector<2xi32>
      %vf3_4_1_s = vector.extract %vf3_4_1[1] : i32 from vector<2xi32>
      %vf3_5_0_p = llvm.getelementptr %Vf[1624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_5_0 = llvm.load %vf3_5_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_5_0_b = vector.extract %vf3_5_0[0] : i32 from vector<2xi32>
      %vf3_5_0_s = vector.extract %vf3_5_0[1] : i32 from vector<2xi32>
      %vf3_5_1_p = llvm.getelementptr %Vf[1690] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_5_1 = llvm.load %vf3_5_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_5_1_b = vector.extract %vf3_5_1[0] : i32 from vector<2xi32>
      %vf3_5_1_s = vector.extract %vf3_5_1[1] : i32 from vector<2xi32>
      %vf3_6_0_p = llvm.getelementptr %Vf[1632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_6_0 = llvm.load %vf3_6_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_6_0_b = vector.extract %vf3_6_0[0] : i32 from vector<2xi32>
      %vf3_6_0_s = vector.extract %vf3_6_0[1] : i32 from vector<2xi32>
      %vf3_6_1_p = llvm.getelementptr %Vf[1698] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_6_1 = llvm.load %vf3_6_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_6_1_b = vector.extract %vf3_6_1[0] : i32 from vector<2xi32>
      %vf3_6_1_s = vector.extract %vf3_6_1[1] : i32 from vector<2xi32>
      %vf3_7_0_p = llvm.getelementptr %Vf[1640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_7_0 = llvm.load %vf3_7_0_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_7_0_b = vector.extract %vf3_7_0[0] : i32 from vector<2xi32>
      %vf3_7_0_s = vector.extract %vf3_7_0[1] : i32 from vector<2xi32>
      %vf3_7_1_p = llvm.getelementptr %Vf[1706] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi32>
      %vf3_7_1 = llvm.load %vf3_7_1_p {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
      %vf3_7_1_b = vector.extract %vf3_7_1[0] : i32 from vector<2xi32>
      %vf3_7_1_s = vector.extract %vf3_7_1[1] : i32 from vector<2xi32>
      %pm0_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_s, %pa2_1_s, %pa2_2_s, %pa2_3_s, %vf2_0_0_b, %vf2_0_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_2_0_0 = llvm.extractvalue %pm0_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_2_0_1 = llvm.extractvalue %pm0_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_2_0_2 = llvm.extractvalue %pm0_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_2_0_3 = llvm.extractvalue %pm0_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_0_0_s, %vf2_0_1_s, %pm0_2_0_0, %pm0_2_0_1, %pm0_2_0_2, %pm0_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_2_1_0 = llvm.extractvalue %pm0_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_2_1_1 = llvm.extractvalue %pm0_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_2_1_2 = llvm.extractvalue %pm0_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_2_1_3 = llvm.extractvalue %pm0_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_0_0_b, %vf2_0_1_b, %pm0_2_1_0, %pm0_2_1_1, %pm0_2_1_2, %pm0_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_2_2_0 = llvm.extractvalue %pm0_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_2_2_1 = llvm.extractvalue %pm0_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_2_2_2 = llvm.extractvalue %pm0_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_2_2_3 = llvm.extractvalue %pm0_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_s, %pa3_1_s, %pa3_2_s, %pa3_3_s, %vf3_0_0_b, %vf3_0_1_b, %pm0_2_2_0, %pm0_2_2_1, %pm0_2_2_2, %pm0_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_3_0_0 = llvm.extractvalue %pm0_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_0_1 = llvm.extractvalue %pm0_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_0_2 = llvm.extractvalue %pm0_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_0_3 = llvm.extractvalue %pm0_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_0_0_s, %vf3_0_1_s, %pm0_3_0_0, %pm0_3_0_1, %pm0_3_0_2, %pm0_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_3_1_0 = llvm.extractvalue %pm0_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_1_1 = llvm.extractvalue %pm0_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_1_2 = llvm.extractvalue %pm0_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_1_3 = llvm.extractvalue %pm0_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_0_0_b, %vf3_0_1_b, %pm0_3_1_0, %pm0_3_1_1, %pm0_3_1_2, %pm0_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm0_3_2_0 = llvm.extractvalue %pm0_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_2_1 = llvm.extractvalue %pm0_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_2_2 = llvm.extractvalue %pm0_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm0_3_2_3 = llvm.extractvalue %pm0_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pp1_0_0 = arith.addf %pm0_1_2_0, %pm0_3_2_0 : f32 {loc_pv}
      %pp1_0_1 = arith.addf %pm0_1_2_1, %pm0_3_2_1 : f32 {loc_pv}
      %pp1_0_2 = arith.addf %pm0_1_2_2, %pm0_3_2_2 : f32 {loc_pv}
      %pp1_0_3 = arith.addf %pm0_1_2_3, %pm0_3_2_3 : f32 {loc_pv}
      %pm1_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_s, %pa2_1_s, %pa2_2_s, %pa2_3_s, %vf2_1_0_b, %vf2_1_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_2_0_0 = llvm.extractvalue %pm1_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_2_0_1 = llvm.extractvalue %pm1_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_2_0_2 = llvm.extractvalue %pm1_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_2_0_3 = llvm.extractvalue %pm1_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_1_0_s, %vf2_1_1_s, %pm1_2_0_0, %pm1_2_0_1, %pm1_2_0_2, %pm1_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_2_1_0 = llvm.extractvalue %pm1_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_2_1_1 = llvm.extractvalue %pm1_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_2_1_2 = llvm.extractvalue %pm1_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_2_1_3 = llvm.extractvalue %pm1_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_1_0_b, %vf2_1_1_b, %pm1_2_1_0, %pm1_2_1_1, %pm1_2_1_2, %pm1_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_2_2_0 = llvm.extractvalue %pm1_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_2_2_1 = llvm.extractvalue %pm1_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_2_2_2 = llvm.extractvalue %pm1_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_2_2_3 = llvm.extractvalue %pm1_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_s, %pa3_1_s, %pa3_2_s, %pa3_3_s, %vf3_1_0_b, %vf3_1_1_b, %pm1_2_2_0, %pm1_2_2_1, %pm1_2_2_2, %pm1_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_3_0_0 = llvm.extractvalue %pm1_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_0_1 = llvm.extractvalue %pm1_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_0_2 = llvm.extractvalue %pm1_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_0_3 = llvm.extractvalue %pm1_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_1_0_s, %vf3_1_1_s, %pm1_3_0_0, %pm1_3_0_1, %pm1_3_0_2, %pm1_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_3_1_0 = llvm.extractvalue %pm1_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_1_1 = llvm.extractvalue %pm1_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_1_2 = llvm.extractvalue %pm1_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_1_3 = llvm.extractvalue %pm1_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_1_0_b, %vf3_1_1_b, %pm1_3_1_0, %pm1_3_1_1, %pm1_3_1_2, %pm1_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm1_3_2_0 = llvm.extractvalue %pm1_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_2_1 = llvm.extractvalue %pm1_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_2_2 = llvm.extractvalue %pm1_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm1_3_2_3 = llvm.extractvalue %pm1_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pp1_1_0 = arith.addf %pm1_1_2_0, %pm1_3_2_0 : f32 {loc_pv}
      %pp1_1_1 = arith.addf %pm1_1_2_1, %pm1_3_2_1 : f32 {loc_pv}
      %pp1_1_2 = arith.addf %pm1_1_2_2, %pm1_3_2_2 : f32 {loc_pv}
      %pp1_1_3 = arith.addf %pm1_1_2_3, %pm1_3_2_3 : f32 {loc_pv}
      %pm2_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_s, %pa2_1_s, %pa2_2_s, %pa2_3_s, %vf2_2_0_b, %vf2_2_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_2_0_0 = llvm.extractvalue %pm2_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_2_0_1 = llvm.extractvalue %pm2_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_2_0_2 = llvm.extractvalue %pm2_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_2_0_3 = llvm.extractvalue %pm2_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_2_0_s, %vf2_2_1_s, %pm2_2_0_0, %pm2_2_0_1, %pm2_2_0_2, %pm2_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_2_1_0 = llvm.extractvalue %pm2_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_2_1_1 = llvm.extractvalue %pm2_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_2_1_2 = llvm.extractvalue %pm2_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_2_1_3 = llvm.extractvalue %pm2_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_2_0_b, %vf2_2_1_b, %pm2_2_1_0, %pm2_2_1_1, %pm2_2_1_2, %pm2_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_2_2_0 = llvm.extractvalue %pm2_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_2_2_1 = llvm.extractvalue %pm2_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_2_2_2 = llvm.extractvalue %pm2_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_2_2_3 = llvm.extractvalue %pm2_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_s, %pa3_1_s, %pa3_2_s, %pa3_3_s, %vf3_2_0_b, %vf3_2_1_b, %pm2_2_2_0, %pm2_2_2_1, %pm2_2_2_2, %pm2_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_3_0_0 = llvm.extractvalue %pm2_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_0_1 = llvm.extractvalue %pm2_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_0_2 = llvm.extractvalue %pm2_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_0_3 = llvm.extractvalue %pm2_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_2_0_s, %vf3_2_1_s, %pm2_3_0_0, %pm2_3_0_1, %pm2_3_0_2, %pm2_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_3_1_0 = llvm.extractvalue %pm2_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_1_1 = llvm.extractvalue %pm2_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_1_2 = llvm.extractvalue %pm2_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_1_3 = llvm.extractvalue %pm2_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_2_0_b, %vf3_2_1_b, %pm2_3_1_0, %pm2_3_1_1, %pm2_3_1_2, %pm2_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm2_3_2_0 = llvm.extractvalue %pm2_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_2_1 = llvm.extractvalue %pm2_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_2_2 = llvm.extractvalue %pm2_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm2_3_2_3 = llvm.extractvalue %pm2_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pp1_2_0 = arith.addf %pm2_1_2_0, %pm2_3_2_0 : f32 {loc_pv}
      %pp1_2_1 = arith.addf %pm2_1_2_1, %pm2_3_2_1 : f32 {loc_pv}
      %pp1_2_2 = arith.addf %pm2_1_2_2, %pm2_3_2_2 : f32 {loc_pv}
      %pp1_2_3 = arith.addf %pm2_1_2_3, %pm2_3_2_3 : f32 {loc_pv}
      %pm3_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_s, %pa2_1_s, %pa2_2_s, %pa2_3_s, %vf2_3_0_b, %vf2_3_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_2_0_0 = llvm.extractvalue %pm3_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_2_0_1 = llvm.extractvalue %pm3_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_2_0_2 = llvm.extractvalue %pm3_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_2_0_3 = llvm.extractvalue %pm3_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_3_0_s, %vf2_3_1_s, %pm3_2_0_0, %pm3_2_0_1, %pm3_2_0_2, %pm3_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_2_1_0 = llvm.extractvalue %pm3_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_2_1_1 = llvm.extractvalue %pm3_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_2_1_2 = llvm.extractvalue %pm3_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_2_1_3 = llvm.extractvalue %pm3_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_3_0_b, %vf2_3_1_b, %pm3_2_1_0, %pm3_2_1_1, %pm3_2_1_2, %pm3_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_2_2_0 = llvm.extractvalue %pm3_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_2_2_1 = llvm.extractvalue %pm3_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_2_2_2 = llvm.extractvalue %pm3_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_2_2_3 = llvm.extractvalue %pm3_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_s, %pa3_1_s, %pa3_2_s, %pa3_3_s, %vf3_3_0_b, %vf3_3_1_b, %pm3_2_2_0, %pm3_2_2_1, %pm3_2_2_2, %pm3_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_3_0_0 = llvm.extractvalue %pm3_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_0_1 = llvm.extractvalue %pm3_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_0_2 = llvm.extractvalue %pm3_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_0_3 = llvm.extractvalue %pm3_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_3_0_s, %vf3_3_1_s, %pm3_3_0_0, %pm3_3_0_1, %pm3_3_0_2, %pm3_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_3_1_0 = llvm.extractvalue %pm3_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_1_1 = llvm.extractvalue %pm3_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_1_2 = llvm.extractvalue %pm3_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_1_3 = llvm.extractvalue %pm3_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_3_0_b, %vf3_3_1_b, %pm3_3_1_0, %pm3_3_1_1, %pm3_3_1_2, %pm3_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm3_3_2_0 = llvm.extractvalue %pm3_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_2_1 = llvm.extractvalue %pm3_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_2_2 = llvm.extractvalue %pm3_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm3_3_2_3 = llvm.extractvalue %pm3_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pp1_3_0 = arith.addf %pm3_1_2_0, %pm3_3_2_0 : f32 {loc_pv}
      %pp1_3_1 = arith.addf %pm3_1_2_1, %pm3_3_2_1 : f32 {loc_pv}
      %pp1_3_2 = arith.addf %pm3_1_2_2, %pm3_3_2_2 : f32 {loc_pv}
      %pp1_3_3 = arith.addf %pm3_1_2_3, %pm3_3_2_3 : f32 {loc_pv}
      %pm4_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_s, %pa2_1_s, %pa2_2_s, %pa2_3_s, %vf2_4_0_b, %vf2_4_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_2_0_0 = llvm.extractvalue %pm4_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_2_0_1 = llvm.extractvalue %pm4_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_2_0_2 = llvm.extractvalue %pm4_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_2_0_3 = llvm.extractvalue %pm4_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_4_0_s, %vf2_4_1_s, %pm4_2_0_0, %pm4_2_0_1, %pm4_2_0_2, %pm4_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_2_1_0 = llvm.extractvalue %pm4_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_2_1_1 = llvm.extractvalue %pm4_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_2_1_2 = llvm.extractvalue %pm4_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_2_1_3 = llvm.extractvalue %pm4_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_4_0_b, %vf2_4_1_b, %pm4_2_1_0, %pm4_2_1_1, %pm4_2_1_2, %pm4_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_2_2_0 = llvm.extractvalue %pm4_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_2_2_1 = llvm.extractvalue %pm4_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_2_2_2 = llvm.extractvalue %pm4_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_2_2_3 = llvm.extractvalue %pm4_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_s, %pa3_1_s, %pa3_2_s, %pa3_3_s, %vf3_4_0_b, %vf3_4_1_b, %pm4_2_2_0, %pm4_2_2_1, %pm4_2_2_2, %pm4_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_3_0_0 = llvm.extractvalue %pm4_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_0_1 = llvm.extractvalue %pm4_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_0_2 = llvm.extractvalue %pm4_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_0_3 = llvm.extractvalue %pm4_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_4_0_s, %vf3_4_1_s, %pm4_3_0_0, %pm4_3_0_1, %pm4_3_0_2, %pm4_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_3_1_0 = llvm.extractvalue %pm4_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_1_1 = llvm.extractvalue %pm4_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_1_2 = llvm.extractvalue %pm4_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_1_3 = llvm.extractvalue %pm4_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_4_0_b, %vf3_4_1_b, %pm4_3_1_0, %pm4_3_1_1, %pm4_3_1_2, %pm4_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm4_3_2_0 = llvm.extractvalue %pm4_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_2_1 = llvm.extractvalue %pm4_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_2_2 = llvm.extractvalue %pm4_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm4_3_2_3 = llvm.extractvalue %pm4_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pp1_4_0 = arith.addf %pm4_1_2_0, %pm4_3_2_0 : f32 {loc_pv}
      %pp1_4_1 = arith.addf %pm4_1_2_1, %pm4_3_2_1 : f32 {loc_pv}
      %pp1_4_2 = arith.addf %pm4_1_2_2, %pm4_3_2_2 : f32 {loc_pv}
      %pp1_4_3 = arith.addf %pm4_1_2_3, %pm4_3_2_3 : f32 {loc_pv}
      %pm5_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_s, %pa2_1_s, %pa2_2_s, %pa2_3_s, %vf2_5_0_b, %vf2_5_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_2_0_0 = llvm.extractvalue %pm5_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_2_0_1 = llvm.extractvalue %pm5_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_2_0_2 = llvm.extractvalue %pm5_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_2_0_3 = llvm.extractvalue %pm5_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_5_0_s, %vf2_5_1_s, %pm5_2_0_0, %pm5_2_0_1, %pm5_2_0_2, %pm5_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_2_1_0 = llvm.extractvalue %pm5_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_2_1_1 = llvm.extractvalue %pm5_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_2_1_2 = llvm.extractvalue %pm5_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_2_1_3 = llvm.extractvalue %pm5_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_5_0_b, %vf2_5_1_b, %pm5_2_1_0, %pm5_2_1_1, %pm5_2_1_2, %pm5_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_2_2_0 = llvm.extractvalue %pm5_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_2_2_1 = llvm.extractvalue %pm5_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_2_2_2 = llvm.extractvalue %pm5_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_2_2_3 = llvm.extractvalue %pm5_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_s, %pa3_1_s, %pa3_2_s, %pa3_3_s, %vf3_5_0_b, %vf3_5_1_b, %pm5_2_2_0, %pm5_2_2_1, %pm5_2_2_2, %pm5_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_3_0_0 = llvm.extractvalue %pm5_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_0_1 = llvm.extractvalue %pm5_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_0_2 = llvm.extractvalue %pm5_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_0_3 = llvm.extractvalue %pm5_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_5_0_s, %vf3_5_1_s, %pm5_3_0_0, %pm5_3_0_1, %pm5_3_0_2, %pm5_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_3_1_0 = llvm.extractvalue %pm5_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_1_1 = llvm.extractvalue %pm5_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_1_2 = llvm.extractvalue %pm5_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_1_3 = llvm.extractvalue %pm5_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_5_0_b, %vf3_5_1_b, %pm5_3_1_0, %pm5_3_1_1, %pm5_3_1_2, %pm5_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm5_3_2_0 = llvm.extractvalue %pm5_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_2_1 = llvm.extractvalue %pm5_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_2_2 = llvm.extractvalue %pm5_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm5_3_2_3 = llvm.extractvalue %pm5_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pp1_5_0 = arith.addf %pm5_1_2_0, %pm5_3_2_0 : f32 {loc_pv}
      %pp1_5_1 = arith.addf %pm5_1_2_1, %pm5_3_2_1 : f32 {loc_pv}
      %pp1_5_2 = arith.addf %pm5_1_2_2, %pm5_3_2_2 : f32 {loc_pv}
      %pp1_5_3 = arith.addf %pm5_1_2_3, %pm5_3_2_3 : f32 {loc_pv}
      %pm6_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_s, %pa2_1_s, %pa2_2_s, %pa2_3_s, %vf2_6_0_b, %vf2_6_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_2_0_0 = llvm.extractvalue %pm6_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_2_0_1 = llvm.extractvalue %pm6_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_2_0_2 = llvm.extractvalue %pm6_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_2_0_3 = llvm.extractvalue %pm6_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_6_0_s, %vf2_6_1_s, %pm6_2_0_0, %pm6_2_0_1, %pm6_2_0_2, %pm6_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_2_1_0 = llvm.extractvalue %pm6_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_2_1_1 = llvm.extractvalue %pm6_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_2_1_2 = llvm.extractvalue %pm6_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_2_1_3 = llvm.extractvalue %pm6_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_6_0_b, %vf2_6_1_b, %pm6_2_1_0, %pm6_2_1_1, %pm6_2_1_2, %pm6_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_2_2_0 = llvm.extractvalue %pm6_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_2_2_1 = llvm.extractvalue %pm6_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_2_2_2 = llvm.extractvalue %pm6_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_2_2_3 = llvm.extractvalue %pm6_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_s, %pa3_1_s, %pa3_2_s, %pa3_3_s, %vf3_6_0_b, %vf3_6_1_b, %pm6_2_2_0, %pm6_2_2_1, %pm6_2_2_2, %pm6_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_3_0_0 = llvm.extractvalue %pm6_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_0_1 = llvm.extractvalue %pm6_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_0_2 = llvm.extractvalue %pm6_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_0_3 = llvm.extractvalue %pm6_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_6_0_s, %vf3_6_1_s, %pm6_3_0_0, %pm6_3_0_1, %pm6_3_0_2, %pm6_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_3_1_0 = llvm.extractvalue %pm6_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_1_1 = llvm.extractvalue %pm6_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_1_2 = llvm.extractvalue %pm6_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_1_3 = llvm.extractvalue %pm6_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_6_0_b, %vf3_6_1_b, %pm6_3_1_0, %pm6_3_1_1, %pm6_3_1_2, %pm6_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm6_3_2_0 = llvm.extractvalue %pm6_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_2_1 = llvm.extractvalue %pm6_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_2_2 = llvm.extractvalue %pm6_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm6_3_2_3 = llvm.extractvalue %pm6_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pp1_6_0 = arith.addf %pm6_1_2_0, %pm6_3_2_0 : f32 {loc_pv}
      %pp1_6_1 = arith.addf %pm6_1_2_1, %pm6_3_2_1 : f32 {loc_pv}
      %pp1_6_2 = arith.addf %pm6_1_2_2, %pm6_3_2_2 : f32 {loc_pv}
      %pp1_6_3 = arith.addf %pm6_1_2_3, %pm6_3_2_3 : f32 {loc_pv}
      %pm7_2_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_s, %pa2_1_s, %pa2_2_s, %pa2_3_s, %vf2_7_0_b, %vf2_7_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_2_0_0 = llvm.extractvalue %pm7_2_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_2_0_1 = llvm.extractvalue %pm7_2_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_2_0_2 = llvm.extractvalue %pm7_2_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_2_0_3 = llvm.extractvalue %pm7_2_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_2_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_7_0_s, %vf2_7_1_s, %pm7_2_0_0, %pm7_2_0_1, %pm7_2_0_2, %pm7_2_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_2_1_0 = llvm.extractvalue %pm7_2_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_2_1_1 = llvm.extractvalue %pm7_2_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_2_1_2 = llvm.extractvalue %pm7_2_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_2_1_3 = llvm.extractvalue %pm7_2_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_2_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa2_0_b, %pa2_1_b, %pa2_2_b, %pa2_3_b, %vf2_7_0_b, %vf2_7_1_b, %pm7_2_1_0, %pm7_2_1_1, %pm7_2_1_2, %pm7_2_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_2_2_0 = llvm.extractvalue %pm7_2_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_2_2_1 = llvm.extractvalue %pm7_2_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_2_2_2 = llvm.extractvalue %pm7_2_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_2_2_3 = llvm.extractvalue %pm7_2_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_s, %pa3_1_s, %pa3_2_s, %pa3_3_s, %vf3_7_0_b, %vf3_7_1_b, %pm7_2_2_0, %pm7_2_2_1, %pm7_2_2_2, %pm7_2_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_3_0_0 = llvm.extractvalue %pm7_3_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_0_1 = llvm.extractvalue %pm7_3_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_0_2 = llvm.extractvalue %pm7_3_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_0_3 = llvm.extractvalue %pm7_3_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_7_0_s, %vf3_7_1_s, %pm7_3_0_0, %pm7_3_0_1, %pm7_3_0_2, %pm7_3_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_3_1_0 = llvm.extractvalue %pm7_3_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_1_1 = llvm.extractvalue %pm7_3_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_1_2 = llvm.extractvalue %pm7_3_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_1_3 = llvm.extractvalue %pm7_3_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %pa3_0_b, %pa3_1_b, %pa3_2_b, %pa3_3_b, %vf3_7_0_b, %vf3_7_1_b, %pm7_3_1_0, %pm7_3_1_1, %pm7_3_1_2, %pm7_3_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)> {loc_pv}
      %pm7_3_2_0 = llvm.extractvalue %pm7_3_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_2_1 = llvm.extractvalue %pm7_3_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_2_2 = llvm.extractvalue %pm7_3_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %pm7_3_2_3 = llvm.extractvalue %pm7_3_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %pp1_7_0 = arith.addf %pm7_1_2_0, %pm7_3_2_0 : f32 {loc_pv}
      %pp1_7_1 = arith.addf %pm7_1_2_1, %pm7_3_2_1 : f32 {loc_pv}
      %pp1_7_2 = arith.addf %pm7_1_2_2, %pm7_3_2_2 : f32 {loc_pv}
      %pp1_7_3 = arith.addf %pm7_1_2_3, %pm7_3_2_3 : f32 {loc_pv}
      %sa0_0 = arith.mulf %o0_0_in, %corrA : f32 {loc_pv}
      %na0_0 = arith.addf %sa0_0, %pp1_0_0 : f32 {loc_pv}
      %sa0_1 = arith.mulf %o0_1_in, %corrA : f32 {loc_pv}
      %na0_1 = arith.addf %sa0_1, %pp1_0_1 : f32 {loc_pv}
      %sa0_2 = arith.mulf %o0_2_in, %corrB : f32 {loc_pv}
      %na0_2 = arith.addf %sa0_2, %pp1_0_2 : f32 {loc_pv}
      %sa0_3 = arith.mulf %o0_3_in, %corrB : f32 {loc_pv}
      %na0_3 = arith.addf %sa0_3, %pp1_0_3 : f32 {loc_pv}
      %sa1_0 = arith.mulf %o1_0_in, %corrA : f32 {loc_pv}
      %na1_0 = arith.addf %sa1_0, %pp1_1_0 : f32 {loc_pv}
      %sa1_1 = arith.mulf %o1_1_in, %corrA : f32 {loc_pv}
      %na1_1 = arith.addf %sa1_1, %pp1_1_1 : f32 {loc_pv}
      %sa1_2 = arith.mulf %o1_2_in, %corrB : f32 {loc_pv}
      %na1_2 = arith.addf %sa1_2, %pp1_1_2 : f32 {loc_pv}
      %sa1_3 = arith.mulf %o1_3_in, %corrB : f32 {loc_pv}
      %na1_3 = arith.addf %sa1_3, %pp1_1_3 : f32 {loc_pv}
      %sa2_0 = arith.mulf %o2_0_in, %corrA : f32 {loc_pv}
      %na2_0 = arith.addf %sa2_0, %pp1_2_0 : f32 {loc_pv}
      %sa2_1 = arith.mulf %o2_1_in, %corrA : f32 {loc_pv}
      %na2_1 = arith.addf %sa2_1, %pp1_2_1 : f32 {loc_pv}
      %sa2_2 = arith.mulf %o2_2_in, %corrB : f32 {loc_pv}
      %na2_2 = arith.addf %sa2_2, %pp1_2_2 : f32 {loc_pv}
      %sa2_3 = arith.mulf %o2_3_in, %corrB : f32 {loc_pv}
      %na2_3 = arith.addf %sa2_3, %pp1_2_3 : f32 {loc_pv}
      %sa3_0 = arith.mulf %o3_0_in, %corrA : f32 {loc_pv}
      %na3_0 = arith.addf %sa3_0, %pp1_3_0 : f32 {loc_pv}
      %sa3_1 = arith.mulf %o3_1_in, %corrA : f32 {loc_pv}
      %na3_1 = arith.addf %sa3_1, %pp1_3_1 : f32 {loc_pv}
      %sa3_2 = arith.mulf %o3_2_in, %corrB : f32 {loc_pv}
      %na3_2 = arith.addf %sa3_2, %pp1_3_2 : f32 {loc_pv}
      %sa3_3 = arith.mulf %o3_3_in, %corrB : f32 {loc_pv}
      %na3_3 = arith.addf %sa3_3, %pp1_3_3 : f32 {loc_pv}
      %sa4_0 = arith.mulf %o4_0_in, %corrA : f32 {loc_pv}
      %na4_0 = arith.addf %sa4_0, %pp1_4_0 : f32 {loc_pv}
      %sa4_1 = arith.mulf %o4_1_in, %corrA : f32 {loc_pv}
      %na4_1 = arith.addf %sa4_1, %pp1_4_1 : f32 {loc_pv}
      %sa4_2 = arith.mulf %o4_2_in, %corrB : f32 {loc_pv}
      %na4_2 = arith.addf %sa4_2, %pp1_4_2 : f32 {loc_pv}
      %sa4_3 = arith.mulf %o4_3_in, %corrB : f32 {loc_pv}
      %na4_3 = arith.addf %sa4_3, %pp1_4_3 : f32 {loc_pv}
      %sa5_0 = arith.mulf %o5_0_in, %corrA : f32 {loc_pv}
      %na5_0 = arith.addf %sa5_0, %pp1_5_0 : f32 {loc_pv}
      %sa5_1 = arith.mulf %o5_1_in, %corrA : f32 {loc_pv}
      %na5_1 = arith.addf %sa5_1, %pp1_5_1 : f32 {loc_pv}
      %sa5_2 = arith.mulf %o5_2_in, %corrB : f32 {loc_pv}
      %na5_2 = arith.addf %sa5_2, %pp1_5_2 : f32 {loc_pv}
      %sa5_3 = arith.mulf %o5_3_in, %corrB : f32 {loc_pv}
      %na5_3 = arith.addf %sa5_3, %pp1_5_3 : f32 {loc_pv}
      %sa6_0 = arith.mulf %o6_0_in, %corrA : f32 {loc_pv}
      %na6_0 = arith.addf %sa6_0, %pp1_6_0 : f32 {loc_pv}
      %sa6_1 = arith.mulf %o6_1_in, %corrA : f32 {loc_pv}
      %na6_1 = arith.addf %sa6_1, %pp1_6_1 : f32 {loc_pv}
      %sa6_2 = arith.mulf %o6_2_in, %corrB : f32 {loc_pv}
      %na6_2 = arith.addf %sa6_2, %pp1_6_2 : f32 {loc_pv}
      %sa6_3 = arith.mulf %o6_3_in, %corrB : f32 {loc_pv}
      %na6_3 = arith.addf %sa6_3, %pp1_6_3 : f32 {loc_pv}
      %sa7_0 = arith.mulf %o7_0_in, %corrA : f32 {loc_pv}
      %na7_0 = arith.addf %sa7_0, %pp1_7_0 : f32 {loc_pv}
      %sa7_1 = arith.mulf %o7_1_in, %corrA : f32 {loc_pv}
      %na7_1 = arith.addf %sa7_1, %pp1_7_1 : f32 {loc_pv}
      %sa7_2 = arith.mulf %o7_2_in, %corrB : f32 {loc_pv}
      %na7_2 = arith.addf %sa7_2, %pp1_7_2 : f32 {loc_pv}
      %sa7_3 = arith.mulf %o7_3_in, %corrB : f32 {loc_pv}
      %na7_3 = arith.addf %sa7_3, %pp1_7_3 : f32 {loc_pv}
      scf.yield %mnA, %mnB, %l2_A, %l2_B, %na0_0, %na0_1, %na0_2, %na0_3, %na1_0, %na1_1, %na1_2, %na1_3, %na2_0, %na2_1, %na2_2, %na2_3, %na3_0, %na3_1, %na3_2, %na3_3, %na4_0, %na4_1, %na4_2, %na4_3, %na5_0, %na5_1, %na5_2, %na5_3, %na6_0, %na6_1, %na6_2, %na6_3, %na7_0, %na7_1, %na7_2, %na7_3 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      } else {
        // Every score of the tile is -inf: weights 0, the scale 1, so m, l and the accumulators
        // stay as they are (bit for bit, V finite); its keys and values are not even loaded.
        scf.yield %mA_in, %mB_in, %lA_in, %lB_in, %o0_0_in, %o0_1_in, %o0_2_in, %o0_3_in, %o1_0_in, %o1_1_in, %o1_2_in, %o1_3_in, %o2_0_in, %o2_1_in, %o2_2_in, %o2_3_in, %o3_0_in, %o3_1_in, %o3_2_in, %o3_3_in, %o4_0_in, %o4_1_in, %o4_2_in, %o4_3_in, %o5_0_in, %o5_1_in, %o5_2_in, %o5_3_in, %o6_0_in, %o6_1_in, %o6_2_in, %o6_3_in, %o7_0_in, %o7_1_in, %o7_2_in, %o7_3_in : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      scf.yield %tile#0, %tile#1, %tile#2, %tile#3, %tile#4, %tile#5, %tile#6, %tile#7, %tile#8, %tile#9, %tile#10, %tile#11, %tile#12, %tile#13, %tile#14, %tile#15, %tile#16, %tile#17, %tile#18, %tile#19, %tile#20, %tile#21, %tile#22, %tile#23, %tile#24, %tile#25, %tile#26, %tile#27, %tile#28, %tile#29, %tile#30, %tile#31, %tile#32, %tile#33, %tile#34, %tile#35 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
    }
    scf.if %rokA {
      %ocA00_o = arith.constant 0 : index
      %ocA00 = arith.addi %t2, %ocA00_o : index
      %stA00 = arith.cmpi ult, %ocA00, %DH : index
      scf.if %stA00 {
        %odA00 = arith.divf %res#4, %res#2 : f32 {loc_div}
        memref.store %odA00, %O[%by, %rowA, %ocA00] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA01_o = arith.constant 1 : index
      %ocA01 = arith.addi %t2, %ocA01_o : index
      %stA01 = arith.cmpi ult, %ocA01, %DH : index
      scf.if %stA01 {
        %odA01 = arith.divf %res#5, %res#2 : f32 {loc_div}
        memref.store %odA01, %O[%by, %rowA, %ocA01] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA10_o = arith.constant 8 : index
      %ocA10 = arith.addi %t2, %ocA10_o : index
      %stA10 = arith.cmpi ult, %ocA10, %DH : index
      scf.if %stA10 {
        %odA10 = arith.divf %res#8, %res#2 : f32 {loc_div}
        memref.store %odA10, %O[%by, %rowA, %ocA10] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA11_o = arith.constant 9 : index
      %ocA11 = arith.addi %t2, %ocA11_o : index
      %stA11 = arith.cmpi ult, %ocA11, %DH : index
      scf.if %stA11 {
        %odA11 = arith.divf %res#9, %res#2 : f32 {loc_div}
        memref.store %odA11, %O[%by, %rowA, %ocA11] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA20_o = arith.constant 16 : index
      %ocA20 = arith.addi %t2, %ocA20_o : index
      %stA20 = arith.cmpi ult, %ocA20, %DH : index
      scf.if %stA20 {
        %odA20 = arith.divf %res#12, %res#2 : f32 {loc_div}
        memref.store %odA20, %O[%by, %rowA, %ocA20] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA21_o = arith.constant 17 : index
      %ocA21 = arith.addi %t2, %ocA21_o : index
      %stA21 = arith.cmpi ult, %ocA21, %DH : index
      scf.if %stA21 {
        %odA21 = arith.divf %res#13, %res#2 : f32 {loc_div}
        memref.store %odA21, %O[%by, %rowA, %ocA21] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA30_o = arith.constant 24 : index
      %ocA30 = arith.addi %t2, %ocA30_o : index
      %stA30 = arith.cmpi ult, %ocA30, %DH : index
      scf.if %stA30 {
        %odA30 = arith.divf %res#16, %res#2 : f32 {loc_div}
        memref.store %odA30, %O[%by, %rowA, %ocA30] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA31_o = arith.constant 25 : index
      %ocA31 = arith.addi %t2, %ocA31_o : index
      %stA31 = arith.cmpi ult, %ocA31, %DH : index
      scf.if %stA31 {
        %odA31 = arith.divf %res#17, %res#2 : f32 {loc_div}
        memref.store %odA31, %O[%by, %rowA, %ocA31] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA40_o = arith.constant 32 : index
      %ocA40 = arith.addi %t2, %ocA40_o : index
      %stA40 = arith.cmpi ult, %ocA40, %DH : index
      scf.if %stA40 {
        %odA40 = arith.divf %res#20, %res#2 : f32 {loc_div}
        memref.store %odA40, %O[%by, %rowA, %ocA40] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA41_o = arith.constant 33 : index
      %ocA41 = arith.addi %t2, %ocA41_o : index
      %stA41 = arith.cmpi ult, %ocA41, %DH : index
      scf.if %stA41 {
        %odA41 = arith.divf %res#21, %res#2 : f32 {loc_div}
        memref.store %odA41, %O[%by, %rowA, %ocA41] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA50_o = arith.constant 40 : index
      %ocA50 = arith.addi %t2, %ocA50_o : index
      %stA50 = arith.cmpi ult, %ocA50, %DH : index
      scf.if %stA50 {
        %odA50 = arith.divf %res#24, %res#2 : f32 {loc_div}
        memref.store %odA50, %O[%by, %rowA, %ocA50] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA51_o = arith.constant 41 : index
      %ocA51 = arith.addi %t2, %ocA51_o : index
      %stA51 = arith.cmpi ult, %ocA51, %DH : index
      scf.if %stA51 {
        %odA51 = arith.divf %res#25, %res#2 : f32 {loc_div}
        memref.store %odA51, %O[%by, %rowA, %ocA51] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA60_o = arith.constant 48 : index
      %ocA60 = arith.addi %t2, %ocA60_o : index
      %stA60 = arith.cmpi ult, %ocA60, %DH : index
      scf.if %stA60 {
        %odA60 = arith.divf %res#28, %res#2 : f32 {loc_div}
        memref.store %odA60, %O[%by, %rowA, %ocA60] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA61_o = arith.constant 49 : index
      %ocA61 = arith.addi %t2, %ocA61_o : index
      %stA61 = arith.cmpi ult, %ocA61, %DH : index
      scf.if %stA61 {
        %odA61 = arith.divf %res#29, %res#2 : f32 {loc_div}
        memref.store %odA61, %O[%by, %rowA, %ocA61] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA70_o = arith.constant 56 : index
      %ocA70 = arith.addi %t2, %ocA70_o : index
      %stA70 = arith.cmpi ult, %ocA70, %DH : index
      scf.if %stA70 {
        %odA70 = arith.divf %res#32, %res#2 : f32 {loc_div}
        memref.store %odA70, %O[%by, %rowA, %ocA70] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocA71_o = arith.constant 57 : index
      %ocA71 = arith.addi %t2, %ocA71_o : index
      %stA71 = arith.cmpi ult, %ocA71, %DH : index
      scf.if %stA71 {
        %odA71 = arith.divf %res#33, %res#2 : f32 {loc_div}
        memref.store %odA71, %O[%by, %rowA, %ocA71] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
    }
    scf.if %rokB {
      %ocB00_o = arith.constant 0 : index
      %ocB00 = arith.addi %t2, %ocB00_o : index
      %stB00 = arith.cmpi ult, %ocB00, %DH : index
      scf.if %stB00 {
        %odB00 = arith.divf %res#6, %res#3 : f32 {loc_div}
        memref.store %odB00, %O[%by, %rowB, %ocB00] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB01_o = arith.constant 1 : index
      %ocB01 = arith.addi %t2, %ocB01_o : index
      %stB01 = arith.cmpi ult, %ocB01, %DH : index
      scf.if %stB01 {
        %odB01 = arith.divf %res#7, %res#3 : f32 {loc_div}
        memref.store %odB01, %O[%by, %rowB, %ocB01] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB10_o = arith.constant 8 : index
      %ocB10 = arith.addi %t2, %ocB10_o : index
      %stB10 = arith.cmpi ult, %ocB10, %DH : index
      scf.if %stB10 {
        %odB10 = arith.divf %res#10, %res#3 : f32 {loc_div}
        memref.store %odB10, %O[%by, %rowB, %ocB10] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB11_o = arith.constant 9 : index
      %ocB11 = arith.addi %t2, %ocB11_o : index
      %stB11 = arith.cmpi ult, %ocB11, %DH : index
      scf.if %stB11 {
        %odB11 = arith.divf %res#11, %res#3 : f32 {loc_div}
        memref.store %odB11, %O[%by, %rowB, %ocB11] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB20_o = arith.constant 16 : index
      %ocB20 = arith.addi %t2, %ocB20_o : index
      %stB20 = arith.cmpi ult, %ocB20, %DH : index
      scf.if %stB20 {
        %odB20 = arith.divf %res#14, %res#3 : f32 {loc_div}
        memref.store %odB20, %O[%by, %rowB, %ocB20] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB21_o = arith.constant 17 : index
      %ocB21 = arith.addi %t2, %ocB21_o : index
      %stB21 = arith.cmpi ult, %ocB21, %DH : index
      scf.if %stB21 {
        %odB21 = arith.divf %res#15, %res#3 : f32 {loc_div}
        memref.store %odB21, %O[%by, %rowB, %ocB21] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB30_o = arith.constant 24 : index
      %ocB30 = arith.addi %t2, %ocB30_o : index
      %stB30 = arith.cmpi ult, %ocB30, %DH : index
      scf.if %stB30 {
        %odB30 = arith.divf %res#18, %res#3 : f32 {loc_div}
        memref.store %odB30, %O[%by, %rowB, %ocB30] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB31_o = arith.constant 25 : index
      %ocB31 = arith.addi %t2, %ocB31_o : index
      %stB31 = arith.cmpi ult, %ocB31, %DH : index
      scf.if %stB31 {
        %odB31 = arith.divf %res#19, %res#3 : f32 {loc_div}
        memref.store %odB31, %O[%by, %rowB, %ocB31] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB40_o = arith.constant 32 : index
      %ocB40 = arith.addi %t2, %ocB40_o : index
      %stB40 = arith.cmpi ult, %ocB40, %DH : index
      scf.if %stB40 {
        %odB40 = arith.divf %res#22, %res#3 : f32 {loc_div}
        memref.store %odB40, %O[%by, %rowB, %ocB40] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB41_o = arith.constant 33 : index
      %ocB41 = arith.addi %t2, %ocB41_o : index
      %stB41 = arith.cmpi ult, %ocB41, %DH : index
      scf.if %stB41 {
        %odB41 = arith.divf %res#23, %res#3 : f32 {loc_div}
        memref.store %odB41, %O[%by, %rowB, %ocB41] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB50_o = arith.constant 40 : index
      %ocB50 = arith.addi %t2, %ocB50_o : index
      %stB50 = arith.cmpi ult, %ocB50, %DH : index
      scf.if %stB50 {
        %odB50 = arith.divf %res#26, %res#3 : f32 {loc_div}
        memref.store %odB50, %O[%by, %rowB, %ocB50] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB51_o = arith.constant 41 : index
      %ocB51 = arith.addi %t2, %ocB51_o : index
      %stB51 = arith.cmpi ult, %ocB51, %DH : index
      scf.if %stB51 {
        %odB51 = arith.divf %res#27, %res#3 : f32 {loc_div}
        memref.store %odB51, %O[%by, %rowB, %ocB51] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB60_o = arith.constant 48 : index
      %ocB60 = arith.addi %t2, %ocB60_o : index
      %stB60 = arith.cmpi ult, %ocB60, %DH : index
      scf.if %stB60 {
        %odB60 = arith.divf %res#30, %res#3 : f32 {loc_div}
        memref.store %odB60, %O[%by, %rowB, %ocB60] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB61_o = arith.constant 49 : index
      %ocB61 = arith.addi %t2, %ocB61_o : index
      %stB61 = arith.cmpi ult, %ocB61, %DH : index
      scf.if %stB61 {
        %odB61 = arith.divf %res#31, %res#3 : f32 {loc_div}
        memref.store %odB61, %O[%by, %rowB, %ocB61] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB70_o = arith.constant 56 : index
      %ocB70 = arith.addi %t2, %ocB70_o : index
      %stB70 = arith.cmpi ult, %ocB70, %DH : index
      scf.if %stB70 {
        %odB70 = arith.divf %res#34, %res#3 : f32 {loc_div}
        memref.store %odB70, %O[%by, %rowB, %ocB70] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      %ocB71_o = arith.constant 57 : index
      %ocB71 = arith.addi %t2, %ocB71_o : index
      %stB71 = arith.cmpi ult, %ocB71, %DH : index
      scf.if %stB71 {
        %odB71 = arith.divf %res#35, %res#3 : f32 {loc_div}
        memref.store %odB71, %O[%by, %rowB, %ocB71] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
    }
    gpu.terminator
  }
  return
}

// The score op's mask term on one element (s unused): replaced per call site by the term the score
// adds to a scaled product (pipeline/passes/attention.py); as written, 0 (every tile live).
func.func private @{func}_mask(%s: f32, %b: index, %i: index, %j: index{score_params}) -> f32 {
  %z = arith.constant 0.0 : f32
  return %z : f32
}

// The score op on one product element s = (Q @ K^T)[b, i, j]: replaced per call site by the
// matched generic's body (pipeline/passes/attention.py); as written, the identity.
func.func private @{func}_score(%s: f32, %b: index, %i: index, %j: index{score_params}) -> f32 {
  return %s : f32
}
