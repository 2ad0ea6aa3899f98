// attention_split (attention v3, flash-decoding): attention_rows.mlir with the keys split over the
// grid's z dimension, for few query rows over a long cache. Made by pipeline/passes/attention.py
// from the same chain (gpt2/reference.py `attention`, `softmax`, `cached_mask`); @{func}_score is the
// matched score op's body, inlined per call site.
//
// What changed from v1 (a block per (query row, head) walks the whole cache: a decoding step is only
// as many blocks as heads, 12 of the H200's 132 SMs): block (bx, by, bz) takes the keys of chunk bz,
// {chunk} keys from bz * {chunk}, {chunks} chunks, with v1's tiles and online softmax inside the
// chunk, and writes its (max m, sum l, accumulators) to a workspace. The last block of a (row, head)
// to finish (a ticket from an atomic counter, after a device-scope release fence, as v8's split-K
// GEMV) combines the chunks in order s = 0, 1, ...: M = max m_s, L = sum l_s exp(m_s - M),
// O = sum acc_s exp(m_s - M) / L (a chunk whose keys are all masked, m_s = -inf, weighs 0), then
// puts the counter back to 0 (the launcher's promise: a temporary starts zeroed). Which block comes
// last varies; the order of the adds does not: deterministic.
//
// Placeholders: as attention_rows.mlir, and {chunks}, {chunk}: how many chunks, keys per chunk.
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
    %res:3 = scf.for %j0 = %cs to %C step %T iter_args(%m = %ninf, %l = %zero, %acc = %zero) -> (f32, f32, f32) {
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
      scf.if %d_ok {
        %mall = scf.for %s = %i0 to %nbz step %i1 iter_args(%mm = %ninf) -> (f32) {
          %ms = memref.load %W[%bx, %by, %s, %i0] : memref<?x?x?x?xf32>
          %mm2 = arith.maximumf %mm, %ms : f32 {loc_max}
          scf.yield %mm2 : f32
        }
        %at = arith.addi %tx, %i2 : index
        %la:2 = scf.for %s = %i0 to %nbz step %i1 iter_args(%ll = %zero, %aa = %zero) -> (f32, f32) {
          %ms = memref.load %W[%bx, %by, %s, %i0] : memref<?x?x?x?xf32>
          %lsv = memref.load %W[%bx, %by, %s, %i1] : memref<?x?x?x?xf32>
          %as = memref.load %W[%bx, %by, %s, %at] : memref<?x?x?x?xf32>
          %empty = arith.cmpf oeq, %ms, %ninf : f32
          %dm = arith.subf %ms, %mall : f32 {loc_exp}
          %ew = math.exp %dm : f32 {loc_exp}
          %wt = arith.select %empty, %zero, %ew : f32
          %lw = arith.mulf %lsv, %wt : f32 {loc_sum}
          %ll2 = arith.addf %ll, %lw : f32 {loc_sum}
          %aw = arith.mulf %as, %wt : f32 {loc_pv}
          %aa2 = arith.addf %aa, %aw : f32 {loc_pv}
          scf.yield %ll2, %aa2 : f32, f32
        }
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
