// v3 matmul, 2-D, register tiles:  C[M, N] (+)= A[M, K] * B[K, N]
// What changed from v1 (matmul_2d.mlir, one output per thread): a block of 16x16 threads computes
// a 64x64 tile of C, each thread a 4x4 grid of it (rows ty + 16i, columns tx + 16j, so a warp's
// stores and shared-memory reads stay on neighbouring addresses), from 16-deep tiles of A and B
// staged in shared memory: every value a thread loads from shared memory is used 4 times, every
// value loaded from global memory 64 times (v1: 16). Chosen for long sequences (M and N >= 64);
// short ones keep v1 (its K split fills the GPU) and a decoding step the matrix-vector kernels.
//
// Per 16-deep K tile, the 256 threads load the 64x16 tile of A and the 16x64 tile of B, 4
// elements each: element e = t + 256r (t = 16ty + tx, r < 4) is A[m = e/16, k = e%16] (16
// threads along a row of A: contiguous), and B[k = e/64, n = e%64] when B's columns are
// contiguous, B[k = e%16, n = e/16] when its k dimension is (x @ w.T). Out-of-range elements are
// stored as 0, so they add nothing; every thread runs every trip and reaches every barrier.
//
// Placeholders as in matmul_2d.mlir: {func}, {kernel}, {elt}, {accumulate}. The 16 accumulators
// are written out one by one (iter_args), so they live in registers; each step is one fused
// multiply-add (math.fma: the separate mulf/addf of v1 may not be contracted).
func.func private @{func}(%A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>, %B: memref<?x?x{elt}, strided<[?, ?], offset: ?>>, %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %cBM = arith.constant 64 : index
  %M = memref.dim %A, %c0 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %K = memref.dim %A, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %N = memref.dim %B, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %gx = arith.ceildivui %N, %cBM : index
  %gy = arith.ceildivui %M, %cBM : index
  %Bbase, %Boff, %Bsizes:2, %Bstrides:2 = memref.extract_strided_metadata %B
      : memref<?x?x{elt}, strided<[?, ?], offset: ?>> -> memref<{elt}>, index, index, index, index, index
  %b_k_contiguous = arith.cmpi eq, %Bstrides#0, %c1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %gy, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %c16, %nty = %c16, %ntz = %c1)
             function(@{kernel})
             workgroup(%As : memref<16x64x{elt}, #gpu.address_space<workgroup>>,
                       %Bs : memref<16x64x{elt}, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : {elt}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i16 = arith.constant 16 : index
    %iBM = arith.constant 64 : index
    %bm = arith.muli %by, %iBM : index
    %bn = arith.muli %bx, %iBM : index
    %t16 = arith.muli %ty, %i16 : index
    %t = arith.addi %t16, %tx : index
    %off0 = arith.constant 0 : index
    %e0 = arith.addi %t, %off0 : index
    %am0 = arith.divui %e0, %i16 : index
    %ak0 = arith.remui %e0, %i16 : index
    %bkr0 = arith.divui %e0, %iBM : index
    %bnr0 = arith.remui %e0, %iBM : index
    %bk0 = arith.select %b_k_contiguous, %ak0, %bkr0 : index
    %bn0 = arith.select %b_k_contiguous, %am0, %bnr0 : index
    %arow0 = arith.addi %bm, %am0 : index
    %arow_ok0 = arith.cmpi ult, %arow0, %M : index
    %bcol0 = arith.addi %bn, %bn0 : index
    %bcol_ok0 = arith.cmpi ult, %bcol0, %N : index
    %off1 = arith.constant 256 : index
    %e1 = arith.addi %t, %off1 : index
    %am1 = arith.divui %e1, %i16 : index
    %ak1 = arith.remui %e1, %i16 : index
    %bkr1 = arith.divui %e1, %iBM : index
    %bnr1 = arith.remui %e1, %iBM : index
    %bk1 = arith.select %b_k_contiguous, %ak1, %bkr1 : index
    %bn1 = arith.select %b_k_contiguous, %am1, %bnr1 : index
    %arow1 = arith.addi %bm, %am1 : index
    %arow_ok1 = arith.cmpi ult, %arow1, %M : index
    %bcol1 = arith.addi %bn, %bn1 : index
    %bcol_ok1 = arith.cmpi ult, %bcol1, %N : index
    %off2 = arith.constant 512 : index
    %e2 = arith.addi %t, %off2 : index
    %am2 = arith.divui %e2, %i16 : index
    %ak2 = arith.remui %e2, %i16 : index
    %bkr2 = arith.divui %e2, %iBM : index
    %bnr2 = arith.remui %e2, %iBM : index
    %bk2 = arith.select %b_k_contiguous, %ak2, %bkr2 : index
    %bn2 = arith.select %b_k_contiguous, %am2, %bnr2 : index
    %arow2 = arith.addi %bm, %am2 : index
    %arow_ok2 = arith.cmpi ult, %arow2, %M : index
    %bcol2 = arith.addi %bn, %bn2 : index
    %bcol_ok2 = arith.cmpi ult, %bcol2, %N : index
    %off3 = arith.constant 768 : index
    %e3 = arith.addi %t, %off3 : index
    %am3 = arith.divui %e3, %i16 : index
    %ak3 = arith.remui %e3, %i16 : index
    %bkr3 = arith.divui %e3, %iBM : index
    %bnr3 = arith.remui %e3, %iBM : index
    %bk3 = arith.select %b_k_contiguous, %ak3, %bkr3 : index
    %bn3 = arith.select %b_k_contiguous, %am3, %bnr3 : index
    %arow3 = arith.addi %bm, %am3 : index
    %arow_ok3 = arith.cmpi ult, %arow3, %M : index
    %bcol3 = arith.addi %bn, %bn3 : index
    %bcol_ok3 = arith.cmpi ult, %bcol3, %N : index
    %res:16 = scf.for %k0 = %i0 to %K step %i16 iter_args(%c00_i = %zero, %c01_i = %zero, %c02_i = %zero, %c03_i = %zero, %c10_i = %zero, %c11_i = %zero, %c12_i = %zero, %c13_i = %zero, %c20_i = %zero, %c21_i = %zero, %c22_i = %zero, %c23_i = %zero, %c30_i = %zero, %c31_i = %zero, %c32_i = %zero, %c33_i = %zero) -> ({elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
      %ka0 = arith.addi %k0, %ak0 : index
      %ka_ok0 = arith.cmpi ult, %ka0, %K : index
      %a_ok0 = arith.andi %arow_ok0, %ka_ok0 : i1
      %a0 = scf.if %a_ok0 -> ({elt}) {
        %v = memref.load %A[%arow0, %ka0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a0, %As[%ak0, %am0] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
      %kb0 = arith.addi %k0, %bk0 : index
      %kb_ok0 = arith.cmpi ult, %kb0, %K : index
      %b_ok0 = arith.andi %kb_ok0, %bcol_ok0 : i1
      %b0 = scf.if %b_ok0 -> ({elt}) {
        %v = memref.load %B[%kb0, %bcol0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b0, %Bs[%bk0, %bn0] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
      %ka1 = arith.addi %k0, %ak1 : index
      %ka_ok1 = arith.cmpi ult, %ka1, %K : index
      %a_ok1 = arith.andi %arow_ok1, %ka_ok1 : i1
      %a1 = scf.if %a_ok1 -> ({elt}) {
        %v = memref.load %A[%arow1, %ka1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a1, %As[%ak1, %am1] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
      %kb1 = arith.addi %k0, %bk1 : index
      %kb_ok1 = arith.cmpi ult, %kb1, %K : index
      %b_ok1 = arith.andi %kb_ok1, %bcol_ok1 : i1
      %b1 = scf.if %b_ok1 -> ({elt}) {
        %v = memref.load %B[%kb1, %bcol1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b1, %Bs[%bk1, %bn1] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
      %ka2 = arith.addi %k0, %ak2 : index
      %ka_ok2 = arith.cmpi ult, %ka2, %K : index
      %a_ok2 = arith.andi %arow_ok2, %ka_ok2 : i1
      %a2 = scf.if %a_ok2 -> ({elt}) {
        %v = memref.load %A[%arow2, %ka2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a2, %As[%ak2, %am2] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
      %kb2 = arith.addi %k0, %bk2 : index
      %kb_ok2 = arith.cmpi ult, %kb2, %K : index
      %b_ok2 = arith.andi %kb_ok2, %bcol_ok2 : i1
      %b2 = scf.if %b_ok2 -> ({elt}) {
        %v = memref.load %B[%kb2, %bcol2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b2, %Bs[%bk2, %bn2] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
      %ka3 = arith.addi %k0, %ak3 : index
      %ka_ok3 = arith.cmpi ult, %ka3, %K : index
      %a_ok3 = arith.andi %arow_ok3, %ka_ok3 : i1
      %a3 = scf.if %a_ok3 -> ({elt}) {
        %v = memref.load %A[%arow3, %ka3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a3, %As[%ak3, %am3] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
      %kb3 = arith.addi %k0, %bk3 : index
      %kb_ok3 = arith.cmpi ult, %kb3, %K : index
      %b_ok3 = arith.andi %kb_ok3, %bcol_ok3 : i1
      %b3 = scf.if %b_ok3 -> ({elt}) {
        %v = memref.load %B[%kb3, %bcol3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b3, %Bs[%bk3, %bn3] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
      gpu.barrier
      %part:16 = scf.for %kk = %i0 to %i16 step %i1 iter_args(%c00_k = %c00_i, %c01_k = %c01_i, %c02_k = %c02_i, %c03_k = %c03_i, %c10_k = %c10_i, %c11_k = %c11_i, %c12_k = %c12_i, %c13_k = %c13_i, %c20_k = %c20_i, %c21_k = %c21_i, %c22_k = %c22_i, %c23_k = %c23_i, %c30_k = %c30_i, %c31_k = %c31_i, %c32_k = %c32_i, %c33_k = %c33_i) -> ({elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
        %ri0 = arith.constant 0 : index
        %ar0 = arith.addi %ty, %ri0 : index
        %x0 = memref.load %As[%kk, %ar0] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
        %ri1 = arith.constant 16 : index
        %ar1 = arith.addi %ty, %ri1 : index
        %x1 = memref.load %As[%kk, %ar1] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
        %ri2 = arith.constant 32 : index
        %ar2 = arith.addi %ty, %ri2 : index
        %x2 = memref.load %As[%kk, %ar2] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
        %ri3 = arith.constant 48 : index
        %ar3 = arith.addi %ty, %ri3 : index
        %x3 = memref.load %As[%kk, %ar3] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
        %rj0 = arith.constant 0 : index
        %bc0 = arith.addi %tx, %rj0 : index
        %y0 = memref.load %Bs[%kk, %bc0] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
        %rj1 = arith.constant 16 : index
        %bc1 = arith.addi %tx, %rj1 : index
        %y1 = memref.load %Bs[%kk, %bc1] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
        %rj2 = arith.constant 32 : index
        %bc2 = arith.addi %tx, %rj2 : index
        %y2 = memref.load %Bs[%kk, %bc2] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
        %rj3 = arith.constant 48 : index
        %bc3 = arith.addi %tx, %rj3 : index
        %y3 = memref.load %Bs[%kk, %bc3] : memref<16x64x{elt}, #gpu.address_space<workgroup>>
        %c00_n = math.fma %x0, %y0, %c00_k : {elt}
        %c01_n = math.fma %x0, %y1, %c01_k : {elt}
        %c02_n = math.fma %x0, %y2, %c02_k : {elt}
        %c03_n = math.fma %x0, %y3, %c03_k : {elt}
        %c10_n = math.fma %x1, %y0, %c10_k : {elt}
        %c11_n = math.fma %x1, %y1, %c11_k : {elt}
        %c12_n = math.fma %x1, %y2, %c12_k : {elt}
        %c13_n = math.fma %x1, %y3, %c13_k : {elt}
        %c20_n = math.fma %x2, %y0, %c20_k : {elt}
        %c21_n = math.fma %x2, %y1, %c21_k : {elt}
        %c22_n = math.fma %x2, %y2, %c22_k : {elt}
        %c23_n = math.fma %x2, %y3, %c23_k : {elt}
        %c30_n = math.fma %x3, %y0, %c30_k : {elt}
        %c31_n = math.fma %x3, %y1, %c31_k : {elt}
        %c32_n = math.fma %x3, %y2, %c32_k : {elt}
        %c33_n = math.fma %x3, %y3, %c33_k : {elt}
        scf.yield %c00_n, %c01_n, %c02_n, %c03_n, %c10_n, %c11_n, %c12_n, %c13_n, %c20_n, %c21_n, %c22_n, %c23_n, %c30_n, %c31_n, %c32_n, %c33_n : {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
      }
      gpu.barrier
      scf.yield %part#0, %part#1, %part#2, %part#3, %part#4, %part#5, %part#6, %part#7, %part#8, %part#9, %part#10, %part#11, %part#12, %part#13, %part#14, %part#15 : {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
    }
    %accumulate = arith.constant {accumulate}
    %oi0 = arith.constant 0 : index
    %orow00 = arith.addi %bm, %ty : index
    %orow0 = arith.addi %orow00, %oi0 : index
    %orow_ok0 = arith.cmpi ult, %orow0, %M : index
    %oi1 = arith.constant 16 : index
    %orow01 = arith.addi %bm, %ty : index
    %orow1 = arith.addi %orow01, %oi1 : index
    %orow_ok1 = arith.cmpi ult, %orow1, %M : index
    %oi2 = arith.constant 32 : index
    %orow02 = arith.addi %bm, %ty : index
    %orow2 = arith.addi %orow02, %oi2 : index
    %orow_ok2 = arith.cmpi ult, %orow2, %M : index
    %oi3 = arith.constant 48 : index
    %orow03 = arith.addi %bm, %ty : index
    %orow3 = arith.addi %orow03, %oi3 : index
    %orow_ok3 = arith.cmpi ult, %orow3, %M : index
    %oj0 = arith.constant 0 : index
    %ocol00 = arith.addi %bn, %tx : index
    %ocol0 = arith.addi %ocol00, %oj0 : index
    %ocol_ok0 = arith.cmpi ult, %ocol0, %N : index
    %oj1 = arith.constant 16 : index
    %ocol01 = arith.addi %bn, %tx : index
    %ocol1 = arith.addi %ocol01, %oj1 : index
    %ocol_ok1 = arith.cmpi ult, %ocol1, %N : index
    %oj2 = arith.constant 32 : index
    %ocol02 = arith.addi %bn, %tx : index
    %ocol2 = arith.addi %ocol02, %oj2 : index
    %ocol_ok2 = arith.cmpi ult, %ocol2, %N : index
    %oj3 = arith.constant 48 : index
    %ocol03 = arith.addi %bn, %tx : index
    %ocol3 = arith.addi %ocol03, %oj3 : index
    %ocol_ok3 = arith.cmpi ult, %ocol3, %N : index
    %ok00 = arith.andi %orow_ok0, %ocol_ok0 : i1
    scf.if %ok00 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow0, %ocol0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#0 : {elt}
      func.call @{func}_store(%r, %orow0, %ocol0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok01 = arith.andi %orow_ok0, %ocol_ok1 : i1
    scf.if %ok01 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow0, %ocol1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#1 : {elt}
      func.call @{func}_store(%r, %orow0, %ocol1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok02 = arith.andi %orow_ok0, %ocol_ok2 : i1
    scf.if %ok02 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow0, %ocol2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#2 : {elt}
      func.call @{func}_store(%r, %orow0, %ocol2, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok03 = arith.andi %orow_ok0, %ocol_ok3 : i1
    scf.if %ok03 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow0, %ocol3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#3 : {elt}
      func.call @{func}_store(%r, %orow0, %ocol3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok10 = arith.andi %orow_ok1, %ocol_ok0 : i1
    scf.if %ok10 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow1, %ocol0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#4 : {elt}
      func.call @{func}_store(%r, %orow1, %ocol0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok11 = arith.andi %orow_ok1, %ocol_ok1 : i1
    scf.if %ok11 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow1, %ocol1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#5 : {elt}
      func.call @{func}_store(%r, %orow1, %ocol1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok12 = arith.andi %orow_ok1, %ocol_ok2 : i1
    scf.if %ok12 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow1, %ocol2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#6 : {elt}
      func.call @{func}_store(%r, %orow1, %ocol2, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok13 = arith.andi %orow_ok1, %ocol_ok3 : i1
    scf.if %ok13 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow1, %ocol3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#7 : {elt}
      func.call @{func}_store(%r, %orow1, %ocol3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok20 = arith.andi %orow_ok2, %ocol_ok0 : i1
    scf.if %ok20 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow2, %ocol0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#8 : {elt}
      func.call @{func}_store(%r, %orow2, %ocol0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok21 = arith.andi %orow_ok2, %ocol_ok1 : i1
    scf.if %ok21 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow2, %ocol1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#9 : {elt}
      func.call @{func}_store(%r, %orow2, %ocol1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok22 = arith.andi %orow_ok2, %ocol_ok2 : i1
    scf.if %ok22 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow2, %ocol2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#10 : {elt}
      func.call @{func}_store(%r, %orow2, %ocol2, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok23 = arith.andi %orow_ok2, %ocol_ok3 : i1
    scf.if %ok23 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow2, %ocol3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#11 : {elt}
      func.call @{func}_store(%r, %orow2, %ocol3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok30 = arith.andi %orow_ok3, %ocol_ok0 : i1
    scf.if %ok30 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow3, %ocol0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#12 : {elt}
      func.call @{func}_store(%r, %orow3, %ocol0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok31 = arith.andi %orow_ok3, %ocol_ok1 : i1
    scf.if %ok31 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow3, %ocol1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#13 : {elt}
      func.call @{func}_store(%r, %orow3, %ocol1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok32 = arith.andi %orow_ok3, %ocol_ok2 : i1
    scf.if %ok32 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow3, %ocol2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#14 : {elt}
      func.call @{func}_store(%r, %orow3, %ocol2, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok33 = arith.andi %orow_ok3, %ocol_ok3 : i1
    scf.if %ok33 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow3, %ocol3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#15 : {elt}
      func.call @{func}_store(%r, %orow3, %ocol3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    gpu.terminator
  }
  return
}

// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/passes/epilogues.py: a bias, a GELU, a residual add), that op's body runs here on the
// final value (after the whole K sum) and its result is stored in the op's output instead.
// Inlined (04-kernels), so it costs no call.
func.func private @{func}_store(%r: {elt}, %i: index, %j: index, %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  memref.store %r, %C[%i, %j] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  return
}
