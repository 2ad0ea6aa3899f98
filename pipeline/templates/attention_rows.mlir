// attention_rows (attention v1): O = softmax(score(Q @ K^T)) @ V in one kernel, a block per (query
// row, head), the scores never in memory. Made by pipeline/passes/attention.py from the chain
// batch_matmul, score op, max, exp(x - max), sum, divide, batch_matmul (gpt2/reference.py
// `attention` and `softmax`); @{func}_score is the matched score op's body (scale and mask: for
// the KV cache `cached_mask`'s select on pos, for a prompt `causal_mask`'s constant), inlined per
// call site, so the mask is the program's, not GPT-2's written again.
//
// Q [h, n, dh], K and V [h, C, dh], O [h, n, dh], any strides (the cache, transposed views). Block
// (bx, by) = (query row i, head b), {threads} threads (at least dh). The cache is walked in tiles of
// {threads} keys: thread t scores key j0 + t (a dot product over dh in a fixed order, then the
// score op; -inf past C), the block's max and sum come from gpu.all_reduce (a fixed shuffle and
// shared-memory tree: deterministic), and an online softmax keeps (max m, sum l) with the running
// output: each tile's weights p = exp(x - m) go to shared memory, every thread sums p[u] * V[j0 + u,
// col] over its slice of the tile's keys (a fixed order), and thread t < dh adds the slices' sums of
// column t (in slice order) to its accumulator after scaling it by exp(m_old - m_new).
// A masked key (x = -inf) gets p = exp(-inf) = 0 exactly, as in the unfused softmax; while every
// key so far is masked (m = -inf) p and the old accumulator's scale are set to 0 and 1 instead of
// exp(NaN). Thread t < dh stores O[b, i, t] = acc / l.
//
// Placeholders: {func}, {kernel}, {threads}; {score_params}, {score_args}, {score_types}: the score
// op's other operands (mask, pos, ...), empty without any; {loc_qk}, {loc_max}, {loc_exp},
// {loc_sum}, {loc_pv}, {loc_div}: the locations of the ops each part computes (their NumPy lines,
// for the manifest's source), empty for none. f32 only.
func.func private @{func}(%Q: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>,
                          %K: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>,
                          %V: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>,
                          %O: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>{score_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cT = arith.constant {threads} : index
  %H = memref.dim %Q, %c0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %N = memref.dim %Q, %c1 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %N, %nby = %H, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %cT, %nty = %c1, %ntz = %c1)
             function(@{kernel})
             workgroup(%Ps : memref<{threads}xf32, #gpu.address_space<workgroup>>,
                       %Rs : memref<{threads}xf32, #gpu.address_space<workgroup>>) {
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %T = arith.constant {threads} : index
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %C = memref.dim %K, %i1 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %DH = memref.dim %Q, %i2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %d_ok = arith.cmpi ult, %tx, %DH : index
    // Threads past dh read column 0 (in bounds) and never store.
    %dcol = arith.select %d_ok, %tx, %i0 : index
    %res:3 = scf.for %j0 = %i0 to %C step %T iter_args(%m = %ninf, %l = %zero, %acc = %zero) -> (f32, f32, f32) {
      %j = arith.addi %j0, %tx : index
      %j_ok = arith.cmpi ult, %j, %C : index
      %jc = arith.select %j_ok, %j, %i0 : index
      %s = scf.for %d = %i0 to %DH step %i1 iter_args(%a = %zero) -> (f32) {
        %q = memref.load %Q[%by, %bx, %d] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %k = memref.load %K[%by, %jc, %d] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %qk = arith.mulf %q, %k : f32 {loc_qk}
        %a2 = arith.addf %a, %qk : f32 {loc_qk}
        scf.yield %a2 : f32
      }
      %x0 = func.call @{func}_score(%s, %by, %bx, %jc{score_args}) : (f32, index, index, index{score_types}) -> f32
      %x = arith.select %j_ok, %x0, %ninf : f32
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
      %left = arith.subi %C, %j0 : index
      %len = arith.minui %left, %T : index
      // P @ V by every thread: thread t = slice * dh + col sums keys u = slice, slice + S, ... of
      // column col (S = T / dh slices; threads past them sum nothing), then thread col < dh adds the
      // S partial sums in slice order.
      %S = arith.divui %T, %DH : index
      %slice = arith.divui %tx, %DH : index
      %col = arith.remui %tx, %DH : index
      %s_ok = arith.cmpi ult, %slice, %S : index
      %first = arith.select %s_ok, %slice, %len : index
      %part = scf.for %u = %first to %len step %S iter_args(%a = %zero) -> (f32) {
        %pu = memref.load %Ps[%u] : memref<{threads}xf32, #gpu.address_space<workgroup>>
        %ju = arith.addi %j0, %u : index
        %vu = memref.load %V[%by, %ju, %col] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
        %w = arith.mulf %pu, %vu : f32 {loc_pv}
        %a2 = arith.addf %a, %w : f32 {loc_pv}
        scf.yield %a2 : f32
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
    scf.if %d_ok {
      %o = arith.divf %res#2, %res#1 : f32 {loc_div}
      memref.store %o, %O[%by, %bx, %tx] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    }
    gpu.terminator
  }
  return
}

// The score op on one product element s = (Q @ K^T)[b, i, j]: replaced per call site by the
// matched generic's body (pipeline/passes/attention.py); as written, the identity.
func.func private @{func}_score(%s: f32, %b: index, %i: index, %j: index{score_params}) -> f32 {
  return %s : f32
}
