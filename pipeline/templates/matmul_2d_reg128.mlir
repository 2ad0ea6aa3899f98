// v4 matmul (v3 with 128x128 tiles), 2-D, register tiles:  C[M, N] (+)= A[M, K] * B[K, N]
// What changed from v1 (matmul_2d.mlir, one output per thread): a block of 16x16 threads computes
// a 128x128 tile of C, each thread a 8x8 grid of it (rows ty + 16i, columns tx + 16j, so a warp's
// stores and shared-memory reads stay on neighbouring addresses), from 16-deep tiles of A and B
// staged in shared memory: every value a thread loads from shared memory is used 8 times, every
// value loaded from global memory 128 times (v1: 16). Chosen for long sequences (M and N >= 64);
// short ones keep v1 (its K split fills the GPU) and a decoding step the matrix-vector kernels.
//
// Per 16-deep K tile, the 256 threads load the 128x16 tile of A and the 16x128 tile of B, 8
// elements each: element e = t + 256r (t = 16ty + tx, r < 8) is A[m = e/16, k = e%16] (16
// threads along a row of A: contiguous), and B[k = e/128, n = e%128] when B's columns are
// contiguous, B[k = e%16, n = e/16] when its k dimension is (x @ w.T). Out-of-range elements are
// stored as 0, so they add nothing; every thread runs every trip and reaches every barrier.
//
// Placeholders as in matmul_2d.mlir: {func}, {kernel}, {elt}, {accumulate}. The 64 accumulators
// are written out one by one (iter_args), so they live in registers; each step is one fused
// multiply-add (math.fma: the separate mulf/addf of v1 may not be contracted).
func.func private @{func}(%A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>, %B: memref<?x?x{elt}, strided<[?, ?], offset: ?>>, %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %cBM = arith.constant 128 : index
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
             workgroup(%As : memref<16x128x{elt}, #gpu.address_space<workgroup>>,
                       %Bs : memref<16x128x{elt}, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : {elt}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i16 = arith.constant 16 : index
    %iBM = arith.constant 128 : index
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
    %off4 = arith.constant 1024 : index
    %e4 = arith.addi %t, %off4 : index
    %am4 = arith.divui %e4, %i16 : index
    %ak4 = arith.remui %e4, %i16 : index
    %bkr4 = arith.divui %e4, %iBM : index
    %bnr4 = arith.remui %e4, %iBM : index
    %bk4 = arith.select %b_k_contiguous, %ak4, %bkr4 : index
    %bn4 = arith.select %b_k_contiguous, %am4, %bnr4 : index
    %arow4 = arith.addi %bm, %am4 : index
    %arow_ok4 = arith.cmpi ult, %arow4, %M : index
    %bcol4 = arith.addi %bn, %bn4 : index
    %bcol_ok4 = arith.cmpi ult, %bcol4, %N : index
    %off5 = arith.constant 1280 : index
    %e5 = arith.addi %t, %off5 : index
    %am5 = arith.divui %e5, %i16 : index
    %ak5 = arith.remui %e5, %i16 : index
    %bkr5 = arith.divui %e5, %iBM : index
    %bnr5 = arith.remui %e5, %iBM : index
    %bk5 = arith.select %b_k_contiguous, %ak5, %bkr5 : index
    %bn5 = arith.select %b_k_contiguous, %am5, %bnr5 : index
    %arow5 = arith.addi %bm, %am5 : index
    %arow_ok5 = arith.cmpi ult, %arow5, %M : index
    %bcol5 = arith.addi %bn, %bn5 : index
    %bcol_ok5 = arith.cmpi ult, %bcol5, %N : index
    %off6 = arith.constant 1536 : index
    %e6 = arith.addi %t, %off6 : index
    %am6 = arith.divui %e6, %i16 : index
    %ak6 = arith.remui %e6, %i16 : index
    %bkr6 = arith.divui %e6, %iBM : index
    %bnr6 = arith.remui %e6, %iBM : index
    %bk6 = arith.select %b_k_contiguous, %ak6, %bkr6 : index
    %bn6 = arith.select %b_k_contiguous, %am6, %bnr6 : index
    %arow6 = arith.addi %bm, %am6 : index
    %arow_ok6 = arith.cmpi ult, %arow6, %M : index
    %bcol6 = arith.addi %bn, %bn6 : index
    %bcol_ok6 = arith.cmpi ult, %bcol6, %N : index
    %off7 = arith.constant 1792 : index
    %e7 = arith.addi %t, %off7 : index
    %am7 = arith.divui %e7, %i16 : index
    %ak7 = arith.remui %e7, %i16 : index
    %bkr7 = arith.divui %e7, %iBM : index
    %bnr7 = arith.remui %e7, %iBM : index
    %bk7 = arith.select %b_k_contiguous, %ak7, %bkr7 : index
    %bn7 = arith.select %b_k_contiguous, %am7, %bnr7 : index
    %arow7 = arith.addi %bm, %am7 : index
    %arow_ok7 = arith.cmpi ult, %arow7, %M : index
    %bcol7 = arith.addi %bn, %bn7 : index
    %bcol_ok7 = arith.cmpi ult, %bcol7, %N : index
    %res:64 = scf.for %k0 = %i0 to %K step %i16 iter_args(%c00_i = %zero, %c01_i = %zero, %c02_i = %zero, %c03_i = %zero, %c04_i = %zero, %c05_i = %zero, %c06_i = %zero, %c07_i = %zero, %c10_i = %zero, %c11_i = %zero, %c12_i = %zero, %c13_i = %zero, %c14_i = %zero, %c15_i = %zero, %c16_i = %zero, %c17_i = %zero, %c20_i = %zero, %c21_i = %zero, %c22_i = %zero, %c23_i = %zero, %c24_i = %zero, %c25_i = %zero, %c26_i = %zero, %c27_i = %zero, %c30_i = %zero, %c31_i = %zero, %c32_i = %zero, %c33_i = %zero, %c34_i = %zero, %c35_i = %zero, %c36_i = %zero, %c37_i = %zero, %c40_i = %zero, %c41_i = %zero, %c42_i = %zero, %c43_i = %zero, %c44_i = %zero, %c45_i = %zero, %c46_i = %zero, %c47_i = %zero, %c50_i = %zero, %c51_i = %zero, %c52_i = %zero, %c53_i = %zero, %c54_i = %zero, %c55_i = %zero, %c56_i = %zero, %c57_i = %zero, %c60_i = %zero, %c61_i = %zero, %c62_i = %zero, %c63_i = %zero, %c64_i = %zero, %c65_i = %zero, %c66_i = %zero, %c67_i = %zero, %c70_i = %zero, %c71_i = %zero, %c72_i = %zero, %c73_i = %zero, %c74_i = %zero, %c75_i = %zero, %c76_i = %zero, %c77_i = %zero) -> ({elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
      %ka0 = arith.addi %k0, %ak0 : index
      %ka_ok0 = arith.cmpi ult, %ka0, %K : index
      %a_ok0 = arith.andi %arow_ok0, %ka_ok0 : i1
      %a0 = scf.if %a_ok0 -> ({elt}) {
        %v = memref.load %A[%arow0, %ka0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a0, %As[%ak0, %am0] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %kb0 = arith.addi %k0, %bk0 : index
      %kb_ok0 = arith.cmpi ult, %kb0, %K : index
      %b_ok0 = arith.andi %kb_ok0, %bcol_ok0 : i1
      %b0 = scf.if %b_ok0 -> ({elt}) {
        %v = memref.load %B[%kb0, %bcol0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b0, %Bs[%bk0, %bn0] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %ka1 = arith.addi %k0, %ak1 : index
      %ka_ok1 = arith.cmpi ult, %ka1, %K : index
      %a_ok1 = arith.andi %arow_ok1, %ka_ok1 : i1
      %a1 = scf.if %a_ok1 -> ({elt}) {
        %v = memref.load %A[%arow1, %ka1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a1, %As[%ak1, %am1] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %kb1 = arith.addi %k0, %bk1 : index
      %kb_ok1 = arith.cmpi ult, %kb1, %K : index
      %b_ok1 = arith.andi %kb_ok1, %bcol_ok1 : i1
      %b1 = scf.if %b_ok1 -> ({elt}) {
        %v = memref.load %B[%kb1, %bcol1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b1, %Bs[%bk1, %bn1] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %ka2 = arith.addi %k0, %ak2 : index
      %ka_ok2 = arith.cmpi ult, %ka2, %K : index
      %a_ok2 = arith.andi %arow_ok2, %ka_ok2 : i1
      %a2 = scf.if %a_ok2 -> ({elt}) {
        %v = memref.load %A[%arow2, %ka2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a2, %As[%ak2, %am2] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %kb2 = arith.addi %k0, %bk2 : index
      %kb_ok2 = arith.cmpi ult, %kb2, %K : index
      %b_ok2 = arith.andi %kb_ok2, %bcol_ok2 : i1
      %b2 = scf.if %b_ok2 -> ({elt}) {
        %v = memref.load %B[%kb2, %bcol2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b2, %Bs[%bk2, %bn2] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %ka3 = arith.addi %k0, %ak3 : index
      %ka_ok3 = arith.cmpi ult, %ka3, %K : index
      %a_ok3 = arith.andi %arow_ok3, %ka_ok3 : i1
      %a3 = scf.if %a_ok3 -> ({elt}) {
        %v = memref.load %A[%arow3, %ka3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a3, %As[%ak3, %am3] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %kb3 = arith.addi %k0, %bk3 : index
      %kb_ok3 = arith.cmpi ult, %kb3, %K : index
      %b_ok3 = arith.andi %kb_ok3, %bcol_ok3 : i1
      %b3 = scf.if %b_ok3 -> ({elt}) {
        %v = memref.load %B[%kb3, %bcol3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b3, %Bs[%bk3, %bn3] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %ka4 = arith.addi %k0, %ak4 : index
      %ka_ok4 = arith.cmpi ult, %ka4, %K : index
      %a_ok4 = arith.andi %arow_ok4, %ka_ok4 : i1
      %a4 = scf.if %a_ok4 -> ({elt}) {
        %v = memref.load %A[%arow4, %ka4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a4, %As[%ak4, %am4] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %kb4 = arith.addi %k0, %bk4 : index
      %kb_ok4 = arith.cmpi ult, %kb4, %K : index
      %b_ok4 = arith.andi %kb_ok4, %bcol_ok4 : i1
      %b4 = scf.if %b_ok4 -> ({elt}) {
        %v = memref.load %B[%kb4, %bcol4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b4, %Bs[%bk4, %bn4] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %ka5 = arith.addi %k0, %ak5 : index
      %ka_ok5 = arith.cmpi ult, %ka5, %K : index
      %a_ok5 = arith.andi %arow_ok5, %ka_ok5 : i1
      %a5 = scf.if %a_ok5 -> ({elt}) {
        %v = memref.load %A[%arow5, %ka5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a5, %As[%ak5, %am5] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %kb5 = arith.addi %k0, %bk5 : index
      %kb_ok5 = arith.cmpi ult, %kb5, %K : index
      %b_ok5 = arith.andi %kb_ok5, %bcol_ok5 : i1
      %b5 = scf.if %b_ok5 -> ({elt}) {
        %v = memref.load %B[%kb5, %bcol5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b5, %Bs[%bk5, %bn5] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %ka6 = arith.addi %k0, %ak6 : index
      %ka_ok6 = arith.cmpi ult, %ka6, %K : index
      %a_ok6 = arith.andi %arow_ok6, %ka_ok6 : i1
      %a6 = scf.if %a_ok6 -> ({elt}) {
        %v = memref.load %A[%arow6, %ka6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a6, %As[%ak6, %am6] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %kb6 = arith.addi %k0, %bk6 : index
      %kb_ok6 = arith.cmpi ult, %kb6, %K : index
      %b_ok6 = arith.andi %kb_ok6, %bcol_ok6 : i1
      %b6 = scf.if %b_ok6 -> ({elt}) {
        %v = memref.load %B[%kb6, %bcol6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b6, %Bs[%bk6, %bn6] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %ka7 = arith.addi %k0, %ak7 : index
      %ka_ok7 = arith.cmpi ult, %ka7, %K : index
      %a_ok7 = arith.andi %arow_ok7, %ka_ok7 : i1
      %a7 = scf.if %a_ok7 -> ({elt}) {
        %v = memref.load %A[%arow7, %ka7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a7, %As[%ak7, %am7] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      %kb7 = arith.addi %k0, %bk7 : index
      %kb_ok7 = arith.cmpi ult, %kb7, %K : index
      %b_ok7 = arith.andi %kb_ok7, %bcol_ok7 : i1
      %b7 = scf.if %b_ok7 -> ({elt}) {
        %v = memref.load %B[%kb7, %bcol7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b7, %Bs[%bk7, %bn7] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
      gpu.barrier
      %part:64 = scf.for %kk = %i0 to %i16 step %i1 iter_args(%c00_k = %c00_i, %c01_k = %c01_i, %c02_k = %c02_i, %c03_k = %c03_i, %c04_k = %c04_i, %c05_k = %c05_i, %c06_k = %c06_i, %c07_k = %c07_i, %c10_k = %c10_i, %c11_k = %c11_i, %c12_k = %c12_i, %c13_k = %c13_i, %c14_k = %c14_i, %c15_k = %c15_i, %c16_k = %c16_i, %c17_k = %c17_i, %c20_k = %c20_i, %c21_k = %c21_i, %c22_k = %c22_i, %c23_k = %c23_i, %c24_k = %c24_i, %c25_k = %c25_i, %c26_k = %c26_i, %c27_k = %c27_i, %c30_k = %c30_i, %c31_k = %c31_i, %c32_k = %c32_i, %c33_k = %c33_i, %c34_k = %c34_i, %c35_k = %c35_i, %c36_k = %c36_i, %c37_k = %c37_i, %c40_k = %c40_i, %c41_k = %c41_i, %c42_k = %c42_i, %c43_k = %c43_i, %c44_k = %c44_i, %c45_k = %c45_i, %c46_k = %c46_i, %c47_k = %c47_i, %c50_k = %c50_i, %c51_k = %c51_i, %c52_k = %c52_i, %c53_k = %c53_i, %c54_k = %c54_i, %c55_k = %c55_i, %c56_k = %c56_i, %c57_k = %c57_i, %c60_k = %c60_i, %c61_k = %c61_i, %c62_k = %c62_i, %c63_k = %c63_i, %c64_k = %c64_i, %c65_k = %c65_i, %c66_k = %c66_i, %c67_k = %c67_i, %c70_k = %c70_i, %c71_k = %c71_i, %c72_k = %c72_i, %c73_k = %c73_i, %c74_k = %c74_i, %c75_k = %c75_i, %c76_k = %c76_i, %c77_k = %c77_i) -> ({elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
        %ri0 = arith.constant 0 : index
        %ar0 = arith.addi %ty, %ri0 : index
        %x0 = memref.load %As[%kk, %ar0] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %ri1 = arith.constant 16 : index
        %ar1 = arith.addi %ty, %ri1 : index
        %x1 = memref.load %As[%kk, %ar1] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %ri2 = arith.constant 32 : index
        %ar2 = arith.addi %ty, %ri2 : index
        %x2 = memref.load %As[%kk, %ar2] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %ri3 = arith.constant 48 : index
        %ar3 = arith.addi %ty, %ri3 : index
        %x3 = memref.load %As[%kk, %ar3] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %ri4 = arith.constant 64 : index
        %ar4 = arith.addi %ty, %ri4 : index
        %x4 = memref.load %As[%kk, %ar4] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %ri5 = arith.constant 80 : index
        %ar5 = arith.addi %ty, %ri5 : index
        %x5 = memref.load %As[%kk, %ar5] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %ri6 = arith.constant 96 : index
        %ar6 = arith.addi %ty, %ri6 : index
        %x6 = memref.load %As[%kk, %ar6] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %ri7 = arith.constant 112 : index
        %ar7 = arith.addi %ty, %ri7 : index
        %x7 = memref.load %As[%kk, %ar7] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %rj0 = arith.constant 0 : index
        %bc0 = arith.addi %tx, %rj0 : index
        %y0 = memref.load %Bs[%kk, %bc0] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %rj1 = arith.constant 16 : index
        %bc1 = arith.addi %tx, %rj1 : index
        %y1 = memref.load %Bs[%kk, %bc1] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %rj2 = arith.constant 32 : index
        %bc2 = arith.addi %tx, %rj2 : index
        %y2 = memref.load %Bs[%kk, %bc2] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %rj3 = arith.constant 48 : index
        %bc3 = arith.addi %tx, %rj3 : index
        %y3 = memref.load %Bs[%kk, %bc3] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %rj4 = arith.constant 64 : index
        %bc4 = arith.addi %tx, %rj4 : index
        %y4 = memref.load %Bs[%kk, %bc4] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %rj5 = arith.constant 80 : index
        %bc5 = arith.addi %tx, %rj5 : index
        %y5 = memref.load %Bs[%kk, %bc5] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %rj6 = arith.constant 96 : index
        %bc6 = arith.addi %tx, %rj6 : index
        %y6 = memref.load %Bs[%kk, %bc6] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %rj7 = arith.constant 112 : index
        %bc7 = arith.addi %tx, %rj7 : index
        %y7 = memref.load %Bs[%kk, %bc7] : memref<16x128x{elt}, #gpu.address_space<workgroup>>
        %c00_n = math.fma %x0, %y0, %c00_k : {elt}
        %c01_n = math.fma %x0, %y1, %c01_k : {elt}
        %c02_n = math.fma %x0, %y2, %c02_k : {elt}
        %c03_n = math.fma %x0, %y3, %c03_k : {elt}
        %c04_n = math.fma %x0, %y4, %c04_k : {elt}
        %c05_n = math.fma %x0, %y5, %c05_k : {elt}
        %c06_n = math.fma %x0, %y6, %c06_k : {elt}
        %c07_n = math.fma %x0, %y7, %c07_k : {elt}
        %c10_n = math.fma %x1, %y0, %c10_k : {elt}
        %c11_n = math.fma %x1, %y1, %c11_k : {elt}
        %c12_n = math.fma %x1, %y2, %c12_k : {elt}
        %c13_n = math.fma %x1, %y3, %c13_k : {elt}
        %c14_n = math.fma %x1, %y4, %c14_k : {elt}
        %c15_n = math.fma %x1, %y5, %c15_k : {elt}
        %c16_n = math.fma %x1, %y6, %c16_k : {elt}
        %c17_n = math.fma %x1, %y7, %c17_k : {elt}
        %c20_n = math.fma %x2, %y0, %c20_k : {elt}
        %c21_n = math.fma %x2, %y1, %c21_k : {elt}
        %c22_n = math.fma %x2, %y2, %c22_k : {elt}
        %c23_n = math.fma %x2, %y3, %c23_k : {elt}
        %c24_n = math.fma %x2, %y4, %c24_k : {elt}
        %c25_n = math.fma %x2, %y5, %c25_k : {elt}
        %c26_n = math.fma %x2, %y6, %c26_k : {elt}
        %c27_n = math.fma %x2, %y7, %c27_k : {elt}
        %c30_n = math.fma %x3, %y0, %c30_k : {elt}
        %c31_n = math.fma %x3, %y1, %c31_k : {elt}
        %c32_n = math.fma %x3, %y2, %c32_k : {elt}
        %c33_n = math.fma %x3, %y3, %c33_k : {elt}
        %c34_n = math.fma %x3, %y4, %c34_k : {elt}
        %c35_n = math.fma %x3, %y5, %c35_k : {elt}
        %c36_n = math.fma %x3, %y6, %c36_k : {elt}
        %c37_n = math.fma %x3, %y7, %c37_k : {elt}
        %c40_n = math.fma %x4, %y0, %c40_k : {elt}
        %c41_n = math.fma %x4, %y1, %c41_k : {elt}
        %c42_n = math.fma %x4, %y2, %c42_k : {elt}
        %c43_n = math.fma %x4, %y3, %c43_k : {elt}
        %c44_n = math.fma %x4, %y4, %c44_k : {elt}
        %c45_n = math.fma %x4, %y5, %c45_k : {elt}
        %c46_n = math.fma %x4, %y6, %c46_k : {elt}
        %c47_n = math.fma %x4, %y7, %c47_k : {elt}
        %c50_n = math.fma %x5, %y0, %c50_k : {elt}
        %c51_n = math.fma %x5, %y1, %c51_k : {elt}
        %c52_n = math.fma %x5, %y2, %c52_k : {elt}
        %c53_n = math.fma %x5, %y3, %c53_k : {elt}
        %c54_n = math.fma %x5, %y4, %c54_k : {elt}
        %c55_n = math.fma %x5, %y5, %c55_k : {elt}
        %c56_n = math.fma %x5, %y6, %c56_k : {elt}
        %c57_n = math.fma %x5, %y7, %c57_k : {elt}
        %c60_n = math.fma %x6, %y0, %c60_k : {elt}
        %c61_n = math.fma %x6, %y1, %c61_k : {elt}
        %c62_n = math.fma %x6, %y2, %c62_k : {elt}
        %c63_n = math.fma %x6, %y3, %c63_k : {elt}
        %c64_n = math.fma %x6, %y4, %c64_k : {elt}
        %c65_n = math.fma %x6, %y5, %c65_k : {elt}
        %c66_n = math.fma %x6, %y6, %c66_k : {elt}
        %c67_n = math.fma %x6, %y7, %c67_k : {elt}
        %c70_n = math.fma %x7, %y0, %c70_k : {elt}
        %c71_n = math.fma %x7, %y1, %c71_k : {elt}
        %c72_n = math.fma %x7, %y2, %c72_k : {elt}
        %c73_n = math.fma %x7, %y3, %c73_k : {elt}
        %c74_n = math.fma %x7, %y4, %c74_k : {elt}
        %c75_n = math.fma %x7, %y5, %c75_k : {elt}
        %c76_n = math.fma %x7, %y6, %c76_k : {elt}
        %c77_n = math.fma %x7, %y7, %c77_k : {elt}
        scf.yield %c00_n, %c01_n, %c02_n, %c03_n, %c04_n, %c05_n, %c06_n, %c07_n, %c10_n, %c11_n, %c12_n, %c13_n, %c14_n, %c15_n, %c16_n, %c17_n, %c20_n, %c21_n, %c22_n, %c23_n, %c24_n, %c25_n, %c26_n, %c27_n, %c30_n, %c31_n, %c32_n, %c33_n, %c34_n, %c35_n, %c36_n, %c37_n, %c40_n, %c41_n, %c42_n, %c43_n, %c44_n, %c45_n, %c46_n, %c47_n, %c50_n, %c51_n, %c52_n, %c53_n, %c54_n, %c55_n, %c56_n, %c57_n, %c60_n, %c61_n, %c62_n, %c63_n, %c64_n, %c65_n, %c66_n, %c67_n, %c70_n, %c71_n, %c72_n, %c73_n, %c74_n, %c75_n, %c76_n, %c77_n : {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
      }
      gpu.barrier
      scf.yield %part#0, %part#1, %part#2, %part#3, %part#4, %part#5, %part#6, %part#7, %part#8, %part#9, %part#10, %part#11, %part#12, %part#13, %part#14, %part#15, %part#16, %part#17, %part#18, %part#19, %part#20, %part#21, %part#22, %part#23, %part#24, %part#25, %part#26, %part#27, %part#28, %part#29, %part#30, %part#31, %part#32, %part#33, %part#34, %part#35, %part#36, %part#37, %part#38, %part#39, %part#40, %part#41, %part#42, %part#43, %part#44, %part#45, %part#46, %part#47, %part#48, %part#49, %part#50, %part#51, %part#52, %part#53, %part#54, %part#55, %part#56, %part#57, %part#58, %part#59, %part#60, %part#61, %part#62, %part#63 : {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
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
    %oi4 = arith.constant 64 : index
    %orow04 = arith.addi %bm, %ty : index
    %orow4 = arith.addi %orow04, %oi4 : index
    %orow_ok4 = arith.cmpi ult, %orow4, %M : index
    %oi5 = arith.constant 80 : index
    %orow05 = arith.addi %bm, %ty : index
    %orow5 = arith.addi %orow05, %oi5 : index
    %orow_ok5 = arith.cmpi ult, %orow5, %M : index
    %oi6 = arith.constant 96 : index
    %orow06 = arith.addi %bm, %ty : index
    %orow6 = arith.addi %orow06, %oi6 : index
    %orow_ok6 = arith.cmpi ult, %orow6, %M : index
    %oi7 = arith.constant 112 : index
    %orow07 = arith.addi %bm, %ty : index
    %orow7 = arith.addi %orow07, %oi7 : index
    %orow_ok7 = arith.cmpi ult, %orow7, %M : index
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
    %oj4 = arith.constant 64 : index
    %ocol04 = arith.addi %bn, %tx : index
    %ocol4 = arith.addi %ocol04, %oj4 : index
    %ocol_ok4 = arith.cmpi ult, %ocol4, %N : index
    %oj5 = arith.constant 80 : index
    %ocol05 = arith.addi %bn, %tx : index
    %ocol5 = arith.addi %ocol05, %oj5 : index
    %ocol_ok5 = arith.cmpi ult, %ocol5, %N : index
    %oj6 = arith.constant 96 : index
    %ocol06 = arith.addi %bn, %tx : index
    %ocol6 = arith.addi %ocol06, %oj6 : index
    %ocol_ok6 = arith.cmpi ult, %ocol6, %N : index
    %oj7 = arith.constant 112 : index
    %ocol07 = arith.addi %bn, %tx : index
    %ocol7 = arith.addi %ocol07, %oj7 : index
    %ocol_ok7 = arith.cmpi ult, %ocol7, %N : index
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
    %ok04 = arith.andi %orow_ok0, %ocol_ok4 : i1
    scf.if %ok04 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow0, %ocol4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#4 : {elt}
      func.call @{func}_store(%r, %orow0, %ocol4, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok05 = arith.andi %orow_ok0, %ocol_ok5 : i1
    scf.if %ok05 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow0, %ocol5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#5 : {elt}
      func.call @{func}_store(%r, %orow0, %ocol5, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok06 = arith.andi %orow_ok0, %ocol_ok6 : i1
    scf.if %ok06 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow0, %ocol6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#6 : {elt}
      func.call @{func}_store(%r, %orow0, %ocol6, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok07 = arith.andi %orow_ok0, %ocol_ok7 : i1
    scf.if %ok07 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow0, %ocol7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#7 : {elt}
      func.call @{func}_store(%r, %orow0, %ocol7, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
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
      %r = arith.addf %old, %res#8 : {elt}
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
      %r = arith.addf %old, %res#9 : {elt}
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
      %r = arith.addf %old, %res#10 : {elt}
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
      %r = arith.addf %old, %res#11 : {elt}
      func.call @{func}_store(%r, %orow1, %ocol3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok14 = arith.andi %orow_ok1, %ocol_ok4 : i1
    scf.if %ok14 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow1, %ocol4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#12 : {elt}
      func.call @{func}_store(%r, %orow1, %ocol4, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok15 = arith.andi %orow_ok1, %ocol_ok5 : i1
    scf.if %ok15 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow1, %ocol5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#13 : {elt}
      func.call @{func}_store(%r, %orow1, %ocol5, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok16 = arith.andi %orow_ok1, %ocol_ok6 : i1
    scf.if %ok16 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow1, %ocol6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#14 : {elt}
      func.call @{func}_store(%r, %orow1, %ocol6, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok17 = arith.andi %orow_ok1, %ocol_ok7 : i1
    scf.if %ok17 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow1, %ocol7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#15 : {elt}
      func.call @{func}_store(%r, %orow1, %ocol7, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
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
      %r = arith.addf %old, %res#16 : {elt}
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
      %r = arith.addf %old, %res#17 : {elt}
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
      %r = arith.addf %old, %res#18 : {elt}
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
      %r = arith.addf %old, %res#19 : {elt}
      func.call @{func}_store(%r, %orow2, %ocol3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok24 = arith.andi %orow_ok2, %ocol_ok4 : i1
    scf.if %ok24 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow2, %ocol4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#20 : {elt}
      func.call @{func}_store(%r, %orow2, %ocol4, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok25 = arith.andi %orow_ok2, %ocol_ok5 : i1
    scf.if %ok25 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow2, %ocol5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#21 : {elt}
      func.call @{func}_store(%r, %orow2, %ocol5, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok26 = arith.andi %orow_ok2, %ocol_ok6 : i1
    scf.if %ok26 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow2, %ocol6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#22 : {elt}
      func.call @{func}_store(%r, %orow2, %ocol6, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok27 = arith.andi %orow_ok2, %ocol_ok7 : i1
    scf.if %ok27 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow2, %ocol7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#23 : {elt}
      func.call @{func}_store(%r, %orow2, %ocol7, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
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
      %r = arith.addf %old, %res#24 : {elt}
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
      %r = arith.addf %old, %res#25 : {elt}
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
      %r = arith.addf %old, %res#26 : {elt}
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
      %r = arith.addf %old, %res#27 : {elt}
      func.call @{func}_store(%r, %orow3, %ocol3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok34 = arith.andi %orow_ok3, %ocol_ok4 : i1
    scf.if %ok34 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow3, %ocol4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#28 : {elt}
      func.call @{func}_store(%r, %orow3, %ocol4, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok35 = arith.andi %orow_ok3, %ocol_ok5 : i1
    scf.if %ok35 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow3, %ocol5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#29 : {elt}
      func.call @{func}_store(%r, %orow3, %ocol5, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok36 = arith.andi %orow_ok3, %ocol_ok6 : i1
    scf.if %ok36 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow3, %ocol6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#30 : {elt}
      func.call @{func}_store(%r, %orow3, %ocol6, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok37 = arith.andi %orow_ok3, %ocol_ok7 : i1
    scf.if %ok37 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow3, %ocol7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#31 : {elt}
      func.call @{func}_store(%r, %orow3, %ocol7, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok40 = arith.andi %orow_ok4, %ocol_ok0 : i1
    scf.if %ok40 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow4, %ocol0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#32 : {elt}
      func.call @{func}_store(%r, %orow4, %ocol0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok41 = arith.andi %orow_ok4, %ocol_ok1 : i1
    scf.if %ok41 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow4, %ocol1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#33 : {elt}
      func.call @{func}_store(%r, %orow4, %ocol1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok42 = arith.andi %orow_ok4, %ocol_ok2 : i1
    scf.if %ok42 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow4, %ocol2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#34 : {elt}
      func.call @{func}_store(%r, %orow4, %ocol2, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok43 = arith.andi %orow_ok4, %ocol_ok3 : i1
    scf.if %ok43 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow4, %ocol3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#35 : {elt}
      func.call @{func}_store(%r, %orow4, %ocol3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok44 = arith.andi %orow_ok4, %ocol_ok4 : i1
    scf.if %ok44 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow4, %ocol4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#36 : {elt}
      func.call @{func}_store(%r, %orow4, %ocol4, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok45 = arith.andi %orow_ok4, %ocol_ok5 : i1
    scf.if %ok45 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow4, %ocol5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#37 : {elt}
      func.call @{func}_store(%r, %orow4, %ocol5, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok46 = arith.andi %orow_ok4, %ocol_ok6 : i1
    scf.if %ok46 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow4, %ocol6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#38 : {elt}
      func.call @{func}_store(%r, %orow4, %ocol6, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok47 = arith.andi %orow_ok4, %ocol_ok7 : i1
    scf.if %ok47 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow4, %ocol7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#39 : {elt}
      func.call @{func}_store(%r, %orow4, %ocol7, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok50 = arith.andi %orow_ok5, %ocol_ok0 : i1
    scf.if %ok50 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow5, %ocol0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#40 : {elt}
      func.call @{func}_store(%r, %orow5, %ocol0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok51 = arith.andi %orow_ok5, %ocol_ok1 : i1
    scf.if %ok51 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow5, %ocol1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#41 : {elt}
      func.call @{func}_store(%r, %orow5, %ocol1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok52 = arith.andi %orow_ok5, %ocol_ok2 : i1
    scf.if %ok52 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow5, %ocol2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#42 : {elt}
      func.call @{func}_store(%r, %orow5, %ocol2, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok53 = arith.andi %orow_ok5, %ocol_ok3 : i1
    scf.if %ok53 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow5, %ocol3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#43 : {elt}
      func.call @{func}_store(%r, %orow5, %ocol3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok54 = arith.andi %orow_ok5, %ocol_ok4 : i1
    scf.if %ok54 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow5, %ocol4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#44 : {elt}
      func.call @{func}_store(%r, %orow5, %ocol4, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok55 = arith.andi %orow_ok5, %ocol_ok5 : i1
    scf.if %ok55 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow5, %ocol5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#45 : {elt}
      func.call @{func}_store(%r, %orow5, %ocol5, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok56 = arith.andi %orow_ok5, %ocol_ok6 : i1
    scf.if %ok56 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow5, %ocol6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#46 : {elt}
      func.call @{func}_store(%r, %orow5, %ocol6, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok57 = arith.andi %orow_ok5, %ocol_ok7 : i1
    scf.if %ok57 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow5, %ocol7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#47 : {elt}
      func.call @{func}_store(%r, %orow5, %ocol7, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok60 = arith.andi %orow_ok6, %ocol_ok0 : i1
    scf.if %ok60 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow6, %ocol0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#48 : {elt}
      func.call @{func}_store(%r, %orow6, %ocol0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok61 = arith.andi %orow_ok6, %ocol_ok1 : i1
    scf.if %ok61 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow6, %ocol1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#49 : {elt}
      func.call @{func}_store(%r, %orow6, %ocol1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok62 = arith.andi %orow_ok6, %ocol_ok2 : i1
    scf.if %ok62 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow6, %ocol2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#50 : {elt}
      func.call @{func}_store(%r, %orow6, %ocol2, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok63 = arith.andi %orow_ok6, %ocol_ok3 : i1
    scf.if %ok63 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow6, %ocol3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#51 : {elt}
      func.call @{func}_store(%r, %orow6, %ocol3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok64 = arith.andi %orow_ok6, %ocol_ok4 : i1
    scf.if %ok64 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow6, %ocol4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#52 : {elt}
      func.call @{func}_store(%r, %orow6, %ocol4, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok65 = arith.andi %orow_ok6, %ocol_ok5 : i1
    scf.if %ok65 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow6, %ocol5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#53 : {elt}
      func.call @{func}_store(%r, %orow6, %ocol5, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok66 = arith.andi %orow_ok6, %ocol_ok6 : i1
    scf.if %ok66 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow6, %ocol6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#54 : {elt}
      func.call @{func}_store(%r, %orow6, %ocol6, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok67 = arith.andi %orow_ok6, %ocol_ok7 : i1
    scf.if %ok67 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow6, %ocol7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#55 : {elt}
      func.call @{func}_store(%r, %orow6, %ocol7, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok70 = arith.andi %orow_ok7, %ocol_ok0 : i1
    scf.if %ok70 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow7, %ocol0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#56 : {elt}
      func.call @{func}_store(%r, %orow7, %ocol0, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok71 = arith.andi %orow_ok7, %ocol_ok1 : i1
    scf.if %ok71 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow7, %ocol1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#57 : {elt}
      func.call @{func}_store(%r, %orow7, %ocol1, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok72 = arith.andi %orow_ok7, %ocol_ok2 : i1
    scf.if %ok72 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow7, %ocol2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#58 : {elt}
      func.call @{func}_store(%r, %orow7, %ocol2, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok73 = arith.andi %orow_ok7, %ocol_ok3 : i1
    scf.if %ok73 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow7, %ocol3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#59 : {elt}
      func.call @{func}_store(%r, %orow7, %ocol3, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok74 = arith.andi %orow_ok7, %ocol_ok4 : i1
    scf.if %ok74 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow7, %ocol4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#60 : {elt}
      func.call @{func}_store(%r, %orow7, %ocol4, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok75 = arith.andi %orow_ok7, %ocol_ok5 : i1
    scf.if %ok75 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow7, %ocol5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#61 : {elt}
      func.call @{func}_store(%r, %orow7, %ocol5, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok76 = arith.andi %orow_ok7, %ocol_ok6 : i1
    scf.if %ok76 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow7, %ocol6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#62 : {elt}
      func.call @{func}_store(%r, %orow7, %ocol6, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %ok77 = arith.andi %orow_ok7, %ocol_ok7 : i1
    scf.if %ok77 {
      %old = scf.if %accumulate -> ({elt}) {
        %v = memref.load %C[%orow7, %ocol7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %res#63 : {elt}
      func.call @{func}_store(%r, %orow7, %ocol7, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
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
