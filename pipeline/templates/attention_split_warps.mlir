// attention_split_warps (attention v5, flash-decoding): attention_split.mlir (v3) with the scores of
// attention_warps.mlir (v4). Made by pipeline/passes/attention.py from the same chain
// (gpt2/reference.py `attention`, `softmax`, `cached_mask`); @{func}_score is the matched score op's
// body, inlined per call site.
//
// What changed from v3: inside each chunk the keys are scored as in v4 (groups of 8 lanes per key,
// lane s summing q[d] * K[b, j, d] for d = s, s + 8, ..., a butterfly over the group's 8 lanes, xor 4,
// 2, 1, every lane of a group the same bits; the warp's 4 keys a pass, the loop bound the same for
// all its lanes) instead of a thread per key (a dh-long FMA chain, loads 4 * dh bytes apart between
// neighbouring threads); the rest is v3's: v1's online softmax and P @ V inside the chunk, each
// block's (max m, sum l, accumulators) to a workspace, the last block of a (row, head) (an atomic
// ticket after a device-scope fence; the counter put back to 0) combining the chunks in order
// s = 0, 1, ...: M = max m_s, L = sum l_s exp(m_s - M), O = sum acc_s exp(m_s - M) / L (an all-masked
// chunk, m_s = -inf, weighs 0). Deterministic.
//
// As in v4, V's rows for P @ V's first pass are loaded before the scores (eighth session; the same
// bits): the 124M step over a cache of 512 rows (197-token prompt) 0.3632 -> 0.3596 ms on the H200.
//
// Placeholders: as attention_split.mlir ({threads} a multiple of 32, at least dh; {chunks}, {chunk}),
// and {prefetch_kv:%cs} (attention_prefetch_kv.mlir, first key the chunk's %cs).
func.func private @{func}(%Q: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>,
                          %K: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>,
                          %V: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>,
                          %O: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>{score_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cT = arith.constant {threads} : index
  %cS = arith.constant {chunks} : index
  %H = memref.dim %Q, %c0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %N = memref.dim %Q, %c1 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %DHo = memref.dim %Q, %c2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %DW = arith.addi %DHo, %c2 : index
  // Per (row, head, chunk): m, l, then the dh accumulators; per (row, head): the ticket counter.
  %W = memref.alloc(%N, %H, %cS, %DW) : memref<?x?x?x?xf32>
  %cnt = memref.alloc(%N, %H) : memref<?x?xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %N, %nby = %H, %nbz = %cS)
             threads(%tx, %ty, %tz) in (%ntx = %cT, %nty = %c1, %ntz = %c1)
             function(@{kernel})
             workgroup(%Ps : memref<{threads}xf32, #gpu.address_space<workgroup>>,
                       %Rs : memref<{threads}xf32, #gpu.address_space<workgroup>>,
                       %Tk : memref<1xi32, #gpu.address_space<workgroup>>) {
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %T = arith.constant {threads} : index
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %Call = memref.dim %K, %i1 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %chunk = arith.constant {chunk} : index
    %cs = arith.muli %bz, %chunk : index
    %cs_end = arith.addi %cs, %chunk : index
    // This block's keys: cs .. C - 1 with C the chunk's end (the same names as in v1 from here).
    %C = arith.minui %cs_end, %Call : index
    %DH = memref.dim %Q, %i2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %d_ok = arith.cmpi ult, %tx, %DH : index
    // Threads past dh read column 0 (in bounds) and never store.
    %dcol = arith.select %d_ok, %tx, %i0 : index
    %i8 = arith.constant 8 : index
    %i32 = arith.constant 32 : index
    %NG = arith.divui %T, %i8 : index
    %width = arith.constant 32 : i32
    %o4 = arith.constant 4 : i32
    %o2 = arith.constant 2 : i32
    %o1 = arith.constant 1 : i32
    // Lane s = tx % 8 of group tx / 8; the warp's first key 4 * (tx / 32), its group g' = (tx % 32) / 8.
    %sub = arith.remui %tx, %i8 : index
    %warp = arith.divui %tx, %i32 : index
    %i4 = arith.constant 4 : index
    %wkey = arith.muli %warp, %i4 : index
    %lane = arith.remui %tx, %i32 : index
    %gw = arith.divui %lane, %i8 : index
    // The first tile's K and V rows into the L2, then the wait: attention_prefetch_kv.mlir, put here by the pass.
{prefetch_kv:%cs}
    %res:3 = scf.for %j0 = %cs to %C step %T iter_args(%m = %ninf, %l = %zero, %acc = %zero) -> (f32, f32, f32) {
      %left = arith.subi %C, %j0 : index
      %len = arith.minui %left, %T : index
      // P @ V's first pass (see below): thread t's 8 rows of V loaded here, before the scores, so that
      // their memory latency overlaps the scores and the softmax instead of following them (a tile of
      // at most S * 8 keys, every decoding step's with 512 threads and dh = 64, is one pass).
      %S = arith.divui %T, %DH : index
      %slice = arith.divui %tx, %DH : index
      %col = arith.remui %tx, %DH : index
      %s_ok = arith.cmpi ult, %slice, %S : index
      %first = arith.select %s_ok, %slice, %len : index
      %cU = arith.constant 8 : index
      %SU = arith.muli %S, %cU : index
      %has0 = arith.cmpi ult, %first, %len : index
      // (a thread with no first pass reads row j0, in bounds, and adds nothing)
      %uf = arith.select %has0, %first, %i0 : index
      %ucb0 = arith.addi %uf, %i0 : index
      %jb0 = arith.addi %j0, %ucb0 : index
      %vb0 = memref.load %V[%by, %jb0, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      %kb1 = arith.constant 1 : index
      %ob1 = arith.muli %S, %kb1 : index
      %ub1 = arith.addi %uf, %ob1 : index
      %okb1 = arith.cmpi ult, %ub1, %len : index
      %ucb1 = arith.select %okb1, %ub1, %uf : index
      %jb1 = arith.addi %j0, %ucb1 : index
      %vb1 = memref.load %V[%by, %jb1, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      %kb2 = arith.constant 2 : index
      %ob2 = arith.muli %S, %kb2 : index
      %ub2 = arith.addi %uf, %ob2 : index
      %okb2 = arith.cmpi ult, %ub2, %len : index
      %ucb2 = arith.select %okb2, %ub2, %uf : index
      %jb2 = arith.addi %j0, %ucb2 : index
      %vb2 = memref.load %V[%by, %jb2, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      %kb3 = arith.constant 3 : index
      %ob3 = arith.muli %S, %kb3 : index
      %ub3 = arith.addi %uf, %ob3 : index
      %okb3 = arith.cmpi ult, %ub3, %len : index
      %ucb3 = arith.select %okb3, %ub3, %uf : index
      %jb3 = arith.addi %j0, %ucb3 : index
      %vb3 = memref.load %V[%by, %jb3, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      %kb4 = arith.constant 4 : index
      %ob4 = arith.muli %S, %kb4 : index
      %ub4 = arith.addi %uf, %ob4 : index
      %okb4 = arith.cmpi ult, %ub4, %len : index
      %ucb4 = arith.select %okb4, %ub4, %uf : index
      %jb4 = arith.addi %j0, %ucb4 : index
      %vb4 = memref.load %V[%by, %jb4, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      %kb5 = arith.constant 5 : index
      %ob5 = arith.muli %S, %kb5 : index
      %ub5 = arith.addi %uf, %ob5 : index
      %okb5 = arith.cmpi ult, %ub5, %len : index
      %ucb5 = arith.select %okb5, %ub5, %uf : index
      %jb5 = arith.addi %j0, %ucb5 : index
      %vb5 = memref.load %V[%by, %jb5, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      %kb6 = arith.constant 6 : index
      %ob6 = arith.muli %S, %kb6 : index
      %ub6 = arith.addi %uf, %ob6 : index
      %okb6 = arith.cmpi ult, %ub6, %len : index
      %ucb6 = arith.select %okb6, %ub6, %uf : index
      %jb6 = arith.addi %j0, %ucb6 : index
      %vb6 = memref.load %V[%by, %jb6, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      %kb7 = arith.constant 7 : index
      %ob7 = arith.muli %S, %kb7 : index
      %ub7 = arith.addi %uf, %ob7 : index
      %okb7 = arith.cmpi ult, %ub7, %len : index
      %ucb7 = arith.select %okb7, %ub7, %uf : index
      %jb7 = arith.addi %j0, %ucb7 : index
      %vb7 = memref.load %V[%by, %jb7, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      // Scores by groups of 8 lanes: this warp's 4 keys u0 + g' each pass (u0 = 4 * warp, + T / 8).
      scf.for %u0 = %wkey to %len step %NG {
        %u = arith.addi %u0, %gw : index
        %u_ok = arith.cmpi ult, %u, %len : index
        %uc = arith.select %u_ok, %u, %i0 : index
        %j = arith.addi %j0, %uc : index
        %kpart = scf.for %d = %sub to %DH step %i8 iter_args(%a = %zero) -> (f32) {
          %q = memref.load %Q[%by, %bx, %d] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
          %k = memref.load %K[%by, %j, %d] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
          %qk = arith.mulf %q, %k : f32 {loc_qk}
          %a2 = arith.addf %a, %qk : f32 {loc_qk}
          scf.yield %a2 : f32
        }
        %h4, %hv4 = gpu.shuffle xor %kpart, %o4, %width : f32
        %s4 = arith.addf %kpart, %h4 : f32 {loc_qk}
        %h2, %hv2 = gpu.shuffle xor %s4, %o2, %width : f32
        %s2 = arith.addf %s4, %h2 : f32 {loc_qk}
        %h1, %hv1 = gpu.shuffle xor %s2, %o1, %width : f32
        %s = arith.addf %s2, %h1 : f32 {loc_qk}
        %xu = func.call @{func}_score(%s, %by, %bx, %j{score_args}) : (f32, index, index, index{score_types}) -> f32
        // Every lane of the group stores its score (the same bits; u < {threads} always, and a key
        // past the tile lands on a slot nothing reads), with no branch: in one lane's branch, the
        // score op's own loads (the mask's key index and position) were sunk after the shuffles, a
        // memory latency on the kernel's critical path; unconditional, ptxas issues them early.
        memref.store %xu, %Ps[%u] : memref<{threads}xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %t_ok = arith.cmpi ult, %tx, %len : index
      %tc = arith.select %t_ok, %tx, %i0 : index
      %x0 = memref.load %Ps[%tc] : memref<{threads}xf32, #gpu.address_space<workgroup>>
      %x = arith.select %t_ok, %x0, %ninf : f32
      %mt = gpu.all_reduce maximumf %x uniform {} : (f32) -> f32 {loc_max}
      %mn = arith.maximumf %m, %mt : f32 {loc_max}
      %dead = arith.cmpf oeq, %mn, %ninf : f32
      %xs = arith.subf %x, %mn : f32 {loc_exp}
      %e = math.exp %xs : f32 {loc_exp}
      %p = arith.select %dead, %zero, %e : f32
      %ms = arith.subf %m, %mn : f32
      %ce = math.exp %ms : f32
      %corr = arith.select %dead, %one, %ce : f32
      %psum = gpu.all_reduce add %p uniform {} : (f32) -> f32 {loc_sum}
      %ls = arith.mulf %l, %corr : f32
      %l2 = arith.addf %ls, %psum : f32
      memref.store %p, %Ps[%tx] : memref<{threads}xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      // P @ V by every thread: thread t = slice * dh + col sums keys u = slice, slice + S, ... of
      // column col (S = T / dh slices; threads past them sum nothing), then thread col < dh adds the
      // S partial sums in slice order. 8 keys a pass (u, u + S, ..., u + 7S; past the tile: row u
      // read again, its product replaced by 0), their V loads all issued before the adds, which
      // keep the key order: one memory latency a pass instead of one a key.
      // The first pass on the rows loaded before the scores (the same adds in the same order as the
      // loop's first trip was); the passes after it as before.
      %part0 = scf.if %has0 -> (f32) {
        %pb0 = memref.load %Ps[%ucb0] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %wb0 = arith.mulf %pb0, %vb0 : f32 {loc_pv}
        %ab0 = arith.addf %zero, %wb0 : f32 {loc_pv}
        %pb1 = memref.load %Ps[%ucb1] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %wb1 = arith.mulf %pb1, %vb1 : f32 {loc_pv}
        %wkb1 = arith.select %okb1, %wb1, %zero : f32
        %ab1 = arith.addf %ab0, %wkb1 : f32 {loc_pv}
        %pb2 = memref.load %Ps[%ucb2] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %wb2 = arith.mulf %pb2, %vb2 : f32 {loc_pv}
        %wkb2 = arith.select %okb2, %wb2, %zero : f32
        %ab2 = arith.addf %ab1, %wkb2 : f32 {loc_pv}
        %pb3 = memref.load %Ps[%ucb3] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %wb3 = arith.mulf %pb3, %vb3 : f32 {loc_pv}
        %wkb3 = arith.select %okb3, %wb3, %zero : f32
        %ab3 = arith.addf %ab2, %wkb3 : f32 {loc_pv}
        %pb4 = memref.load %Ps[%ucb4] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %wb4 = arith.mulf %pb4, %vb4 : f32 {loc_pv}
        %wkb4 = arith.select %okb4, %wb4, %zero : f32
        %ab4 = arith.addf %ab3, %wkb4 : f32 {loc_pv}
        %pb5 = memref.load %Ps[%ucb5] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %wb5 = arith.mulf %pb5, %vb5 : f32 {loc_pv}
        %wkb5 = arith.select %okb5, %wb5, %zero : f32
        %ab5 = arith.addf %ab4, %wkb5 : f32 {loc_pv}
        %pb6 = memref.load %Ps[%ucb6] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %wb6 = arith.mulf %pb6, %vb6 : f32 {loc_pv}
        %wkb6 = arith.select %okb6, %wb6, %zero : f32
        %ab6 = arith.addf %ab5, %wkb6 : f32 {loc_pv}
        %pb7 = memref.load %Ps[%ucb7] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %wb7 = arith.mulf %pb7, %vb7 : f32 {loc_pv}
        %wkb7 = arith.select %okb7, %wb7, %zero : f32
        %ab7 = arith.addf %ab6, %wkb7 : f32 {loc_pv}
        scf.yield %ab7 : f32
      } else {
        scf.yield %zero : f32
      }
      %first2 = arith.addi %first, %SU : index
      %part = scf.for %u = %first2 to %len step %SU iter_args(%a = %part0) -> (f32) {
        %uc0 = arith.addi %u, %i0 : index
        %pu0 = memref.load %Ps[%uc0] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %ju0 = arith.addi %j0, %uc0 : index
        %vu0 = memref.load %V[%by, %ju0, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %k1 = arith.constant 1 : index
        %o1S = arith.muli %S, %k1 : index
        %u1 = arith.addi %u, %o1S : index
        %ok1 = arith.cmpi ult, %u1, %len : index
        %uc1 = arith.select %ok1, %u1, %u : index
        %pu1 = memref.load %Ps[%uc1] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %ju1 = arith.addi %j0, %uc1 : index
        %vu1 = memref.load %V[%by, %ju1, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %k2 = arith.constant 2 : index
        %o2S = arith.muli %S, %k2 : index
        %u2 = arith.addi %u, %o2S : index
        %ok2 = arith.cmpi ult, %u2, %len : index
        %uc2 = arith.select %ok2, %u2, %u : index
        %pu2 = memref.load %Ps[%uc2] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %ju2 = arith.addi %j0, %uc2 : index
        %vu2 = memref.load %V[%by, %ju2, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %k3 = arith.constant 3 : index
        %o3S = arith.muli %S, %k3 : index
        %u3 = arith.addi %u, %o3S : index
        %ok3 = arith.cmpi ult, %u3, %len : index
        %uc3 = arith.select %ok3, %u3, %u : index
        %pu3 = memref.load %Ps[%uc3] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %ju3 = arith.addi %j0, %uc3 : index
        %vu3 = memref.load %V[%by, %ju3, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %k4 = arith.constant 4 : index
        %o4S = arith.muli %S, %k4 : index
        %u4 = arith.addi %u, %o4S : index
        %ok4 = arith.cmpi ult, %u4, %len : index
        %uc4 = arith.select %ok4, %u4, %u : index
        %pu4 = memref.load %Ps[%uc4] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %ju4 = arith.addi %j0, %uc4 : index
        %vu4 = memref.load %V[%by, %ju4, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %k5 = arith.constant 5 : index
        %o5S = arith.muli %S, %k5 : index
        %u5 = arith.addi %u, %o5S : index
        %ok5 = arith.cmpi ult, %u5, %len : index
        %uc5 = arith.select %ok5, %u5, %u : index
        %pu5 = memref.load %Ps[%uc5] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %ju5 = arith.addi %j0, %uc5 : index
        %vu5 = memref.load %V[%by, %ju5, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %k6 = arith.constant 6 : index
        %o6S = arith.muli %S, %k6 : index
        %u6 = arith.addi %u, %o6S : index
        %ok6 = arith.cmpi ult, %u6, %len : index
        %uc6 = arith.select %ok6, %u6, %u : index
        %pu6 = memref.load %Ps[%uc6] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %ju6 = arith.addi %j0, %uc6 : index
        %vu6 = memref.load %V[%by, %ju6, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %k7 = arith.constant 7 : index
        %o7S = arith.muli %S, %k7 : index
        %u7 = arith.addi %u, %o7S : index
        %ok7 = arith.cmpi ult, %u7, %len : index
        %uc7 = arith.select %ok7, %u7, %u : index
        %pu7 = memref.load %Ps[%uc7] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %ju7 = arith.addi %j0, %uc7 : index
        %vu7 = memref.load %V[%by, %ju7, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %w0 = arith.mulf %pu0, %vu0 : f32 {loc_pv}
        %a0n = arith.addf %a, %w0 : f32 {loc_pv}
        %w1 = arith.mulf %pu1, %vu1 : f32 {loc_pv}
        %wk1 = arith.select %ok1, %w1, %zero : f32
        %a1n = arith.addf %a0n, %wk1 : f32 {loc_pv}
        %w2 = arith.mulf %pu2, %vu2 : f32 {loc_pv}
        %wk2 = arith.select %ok2, %w2, %zero : f32
        %a2n = arith.addf %a1n, %wk2 : f32 {loc_pv}
        %w3 = arith.mulf %pu3, %vu3 : f32 {loc_pv}
        %wk3 = arith.select %ok3, %w3, %zero : f32
        %a3n = arith.addf %a2n, %wk3 : f32 {loc_pv}
        %w4 = arith.mulf %pu4, %vu4 : f32 {loc_pv}
        %wk4 = arith.select %ok4, %w4, %zero : f32
        %a4n = arith.addf %a3n, %wk4 : f32 {loc_pv}
        %w5 = arith.mulf %pu5, %vu5 : f32 {loc_pv}
        %wk5 = arith.select %ok5, %w5, %zero : f32
        %a5n = arith.addf %a4n, %wk5 : f32 {loc_pv}
        %w6 = arith.mulf %pu6, %vu6 : f32 {loc_pv}
        %wk6 = arith.select %ok6, %w6, %zero : f32
        %a6n = arith.addf %a5n, %wk6 : f32 {loc_pv}
        %w7 = arith.mulf %pu7, %vu7 : f32 {loc_pv}
        %wk7 = arith.select %ok7, %w7, %zero : f32
        %a7n = arith.addf %a6n, %wk7 : f32 {loc_pv}
        scf.yield %a7n : f32
      }
      memref.store %part, %Rs[%tx] : memref<{threads}xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %pv = scf.for %r = %i0 to %S step %i1 iter_args(%a = %zero) -> (f32) {
        %row = arith.muli %r, %DH : index
        %at = arith.addi %row, %dcol : index
        %pr = memref.load %Rs[%at] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %a2 = arith.addf %a, %pr : f32 {loc_pv}
        scf.yield %a2 : f32
      }
      %accs = arith.mulf %acc, %corr : f32
      %acc2 = arith.addf %accs, %pv : f32
      // Every thread has read the tile's weights and partial sums before the next tile overwrites them.
      gpu.barrier
      scf.yield %mn, %l2, %acc2 : f32, f32, f32
    }
    // This chunk's partial result, then a ticket: the (row, head)'s last block combines the chunks.
    scf.if %d_ok {
      %at = arith.addi %tx, %i2 : index
      memref.store %res#2, %W[%bx, %by, %bz, %at] : memref<?x?x?x?xf32>
    }
    %t0 = arith.cmpi eq, %tx, %i0 : index
    scf.if %t0 {
      memref.store %res#0, %W[%bx, %by, %bz, %i0] : memref<?x?x?x?xf32>
      memref.store %res#1, %W[%bx, %by, %bz, %i1] : memref<?x?x?x?xf32>
    }
    gpu.barrier
    scf.if %t0 {
      %one32 = arith.constant 1 : i32
      llvm.fence syncscope("device") acq_rel
      %ticket = memref.atomic_rmw addi %one32, %cnt[%bx, %by] : (i32, memref<?x?xi32>) -> i32
      memref.store %ticket, %Tk[%i0] : memref<1xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %got = memref.load %Tk[%i0] : memref<1xi32, #gpu.address_space<workgroup>>
    %nS32 = arith.index_cast %nbz : index to i32
    %o32 = arith.constant 1 : i32
    %lastt = arith.subi %nS32, %o32 : i32
    %last = arith.cmpi eq, %got, %lastt : i32
    scf.if %last {
      // (acquire: this block sees the other blocks' partial results)
      llvm.fence syncscope("device") acq_rel
      // The combine by every thread at once (twelfth session): thread t takes chunk s = r0 + t / dh of
      // a round of R = T / dh chunks, and column t % dh, so a round's loads of m, l and the
      // accumulators are in flight together: one L2 latency a round. (One thread a column walking the
      // chunks waited one L2 latency a chunk for the max, then one per two chunks for the sums: about
      // 12 of them a layer at 8 chunks, 5 µs of the 124M step's 7 over a cache of 512.) M = the block's
      // max over the chunks' m; each chunk's l and accumulator are weighed by its thread, then added in
      // chunk order from shared memory by thread col < dh: the same operations in the same order as
      // before, so the same bits.
      %R = arith.divui %T, %DH : index
      %slot = arith.divui %tx, %DH : index
      %ccol = arith.remui %tx, %DH : index
      %in_round = arith.cmpi ult, %slot, %R : index
      %cat = arith.addi %ccol, %i2 : index
      %lead = arith.cmpi eq, %ccol, %i0 : index
      // The first round's m, l and accumulator, loaded before the max (threads past the chunks read
      // chunk 0, in bounds, and weigh nothing)
      %ok0a = arith.cmpi ult, %slot, %nbz : index
      %ok0 = arith.andi %ok0a, %in_round : i1
      %s0 = arith.select %ok0, %slot, %i0 : index
      %m0 = memref.load %W[%bx, %by, %s0, %i0] : memref<?x?x?x?xf32>
      %l0 = memref.load %W[%bx, %by, %s0, %i1] : memref<?x?x?x?xf32>
      %a0 = memref.load %W[%bx, %by, %s0, %cat] : memref<?x?x?x?xf32>
      %m0v = arith.select %ok0, %m0, %ninf : f32
      // (more chunks than a round: the later rounds' maxima too)
      %mloc = scf.for %r0 = %R to %nbz step %R iter_args(%mm = %m0v) -> (f32) {
        %s = arith.addi %r0, %slot : index
        %oka = arith.cmpi ult, %s, %nbz : index
        %ok = arith.andi %oka, %in_round : i1
        %sc = arith.select %ok, %s, %i0 : index
        %ms = memref.load %W[%bx, %by, %sc, %i0] : memref<?x?x?x?xf32>
        %mv = arith.select %ok, %ms, %ninf : f32
        %mm2 = arith.maximumf %mm, %mv : f32 {loc_max}
        scf.yield %mm2 : f32
      }
      %mall = gpu.all_reduce maximumf %mloc uniform {} : (f32) -> f32 {loc_max}
      %la:2 = scf.for %r0 = %i0 to %nbz step %R iter_args(%ll = %zero, %aa = %zero) -> (f32, f32) {
        %s = arith.addi %r0, %slot : index
        %oka = arith.cmpi ult, %s, %nbz : index
        %ok = arith.andi %oka, %in_round : i1
        %sc = arith.select %ok, %s, %i0 : index
        %first = arith.cmpi eq, %r0, %i0 : index
        %v:3 = scf.if %first -> (f32, f32, f32) {
          scf.yield %m0, %l0, %a0 : f32, f32, f32
        } else {
          %ms = memref.load %W[%bx, %by, %sc, %i0] : memref<?x?x?x?xf32>
          %lsv = memref.load %W[%bx, %by, %sc, %i1] : memref<?x?x?x?xf32>
          %as = memref.load %W[%bx, %by, %sc, %cat] : memref<?x?x?x?xf32>
          scf.yield %ms, %lsv, %as : f32, f32, f32
        }
        %empty = arith.cmpf oeq, %v#0, %ninf : f32
        %dm = arith.subf %v#0, %mall : f32 {loc_exp}
        %ew = math.exp %dm : f32 {loc_exp}
        %wt = arith.select %empty, %zero, %ew : f32
        %lw = arith.mulf %v#1, %wt : f32 {loc_sum}
        %aw = arith.mulf %v#2, %wt : f32 {loc_pv}
        scf.if %ok {
          memref.store %aw, %Rs[%tx] : memref<{threads}xf32, #gpu.address_space<workgroup>>
          scf.if %lead {
            memref.store %lw, %Ps[%slot] : memref<{threads}xf32, #gpu.address_space<workgroup>>
          }
        }
        gpu.barrier
        %left = arith.subi %nbz, %r0 : index
        %n = arith.minui %left, %R : index
        %sums:2 = scf.for %k = %i0 to %n step %i1 iter_args(%l2 = %ll, %a2 = %aa) -> (f32, f32) {
          %krow = arith.muli %k, %DH : index
          %kat = arith.addi %krow, %dcol : index
          %pa = memref.load %Rs[%kat] : memref<{threads}xf32, #gpu.address_space<workgroup>>
          %pl = memref.load %Ps[%k] : memref<{threads}xf32, #gpu.address_space<workgroup>>
          %l3 = arith.addf %l2, %pl : f32 {loc_sum}
          %a3 = arith.addf %a2, %pa : f32 {loc_pv}
          scf.yield %l3, %a3 : f32, f32
        }
        // (every thread has read this round's values before the next round's overwrite them)
        gpu.barrier
        scf.yield %sums#0, %sums#1 : f32, f32
      }
      scf.if %d_ok {
        %o = arith.divf %la#1, %la#0 : f32 {loc_div}
        memref.store %o, %O[%by, %bx, %tx] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
      }
      scf.if %t0 {
        %z32 = arith.constant 0 : i32
        memref.store %z32, %cnt[%bx, %by] : memref<?x?xi32>
      }
    }
    gpu.terminator
  }
  memref.dealloc %W : memref<?x?x?x?xf32>
  memref.dealloc %cnt : memref<?x?xi32>
  return
}

// The score op on one product element s = (Q @ K^T)[b, i, j]: replaced per call site by the
// matched generic's body (pipeline/passes/attention.py); as written, the identity.
func.func private @{func}_score(%s: f32, %b: index, %i: index, %j: index{score_params}) -> f32 {
  return %s : f32
}
