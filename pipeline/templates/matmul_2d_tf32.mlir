// v6 matmul, 2-D, tensor cores (sm_80+):  C[M, N] (+)= A[M, K] * B[K, N], f32
// (generated: python pipeline/templates/gen_matmul_2d_tf32.py 2d 128; the variants are
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
// drifts): fp32-level accuracy.
//
// A block of 8 warps (256 threads) computes a 128x128 tile of C; warp w takes rows 64*(w/4)
// and columns 32*(w%4) of it: 4 x 4 mma tiles of 16x8, 64 accumulators per thread. Per
// 16-deep K tile the threads stage A [128 x 16] as As[m][k] and B [16 x 128] as Bs[k][n] in shared
// memory (rows padded to 20 and 136 floats, so that the fragment reads of a warp hit 32 different
// banks), out-of-range elements stored as 0. Fragments (PTX ISA, mma.m16n8k8 .tf32; g = lane/4,
// t = lane%4): A rows g, g+8 x columns t, t+4; B rows t, t+4 x column g; C rows g, g+8 x columns
// 2t, 2t+1.
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
  %cBM = arith.constant 128 : index
  %M = memref.dim %A, %c0 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %K = memref.dim %A, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %N = memref.dim %B, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %gx = arith.ceildivui %N, %c128 : index
  %gy = arith.ceildivui %M, %cBM : index
  %Bbase, %Boff, %Bsizes:2, %Bstrides:2 = memref.extract_strided_metadata %B
      : memref<?x?x{elt}, strided<[?, ?], offset: ?>> -> memref<{elt}>, index, index, index, index, index
  %b_k_contiguous = arith.cmpi eq, %Bstrides#0, %c1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %gy, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %c32, %nty = %c8, %ntz = %c1)
             function(@{kernel})
             workgroup(%As : memref<128x20x{elt}, #gpu.address_space<workgroup>>,
                       %Bs : memref<16x136x{elt}, #gpu.address_space<workgroup>>) {
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
    %iBM = arith.constant 128 : index
    %iWR = arith.constant 64 : index
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
    %off0 = arith.constant 0 : index
    %e0 = arith.addi %tid, %off0 : index
    %am0 = arith.divui %e0, %i16 : index
    %ak0 = arith.remui %e0, %i16 : index
    %bkr0 = arith.divui %e0, %i128 : index
    %bnr0 = arith.remui %e0, %i128 : index
    %bk0 = arith.select %b_k_contiguous, %ak0, %bkr0 : index
    %bnn0 = arith.select %b_k_contiguous, %am0, %bnr0 : index
    %arow0 = arith.addi %bm, %am0 : index
    %arow_ok0 = arith.cmpi ult, %arow0, %M : index
    %arowc0 = arith.select %arow_ok0, %arow0, %i0 : index
    %bcol0 = arith.addi %bn, %bnn0 : index
    %bcol_ok0 = arith.cmpi ult, %bcol0, %N : index
    %bcolc0 = arith.select %bcol_ok0, %bcol0, %i0 : index
    %off1 = arith.constant 256 : index
    %e1 = arith.addi %tid, %off1 : index
    %am1 = arith.divui %e1, %i16 : index
    %ak1 = arith.remui %e1, %i16 : index
    %bkr1 = arith.divui %e1, %i128 : index
    %bnr1 = arith.remui %e1, %i128 : index
    %bk1 = arith.select %b_k_contiguous, %ak1, %bkr1 : index
    %bnn1 = arith.select %b_k_contiguous, %am1, %bnr1 : index
    %arow1 = arith.addi %bm, %am1 : index
    %arow_ok1 = arith.cmpi ult, %arow1, %M : index
    %arowc1 = arith.select %arow_ok1, %arow1, %i0 : index
    %bcol1 = arith.addi %bn, %bnn1 : index
    %bcol_ok1 = arith.cmpi ult, %bcol1, %N : index
    %bcolc1 = arith.select %bcol_ok1, %bcol1, %i0 : index
    %off2 = arith.constant 512 : index
    %e2 = arith.addi %tid, %off2 : index
    %am2 = arith.divui %e2, %i16 : index
    %ak2 = arith.remui %e2, %i16 : index
    %bkr2 = arith.divui %e2, %i128 : index
    %bnr2 = arith.remui %e2, %i128 : index
    %bk2 = arith.select %b_k_contiguous, %ak2, %bkr2 : index
    %bnn2 = arith.select %b_k_contiguous, %am2, %bnr2 : index
    %arow2 = arith.addi %bm, %am2 : index
    %arow_ok2 = arith.cmpi ult, %arow2, %M : index
    %arowc2 = arith.select %arow_ok2, %arow2, %i0 : index
    %bcol2 = arith.addi %bn, %bnn2 : index
    %bcol_ok2 = arith.cmpi ult, %bcol2, %N : index
    %bcolc2 = arith.select %bcol_ok2, %bcol2, %i0 : index
    %off3 = arith.constant 768 : index
    %e3 = arith.addi %tid, %off3 : index
    %am3 = arith.divui %e3, %i16 : index
    %ak3 = arith.remui %e3, %i16 : index
    %bkr3 = arith.divui %e3, %i128 : index
    %bnr3 = arith.remui %e3, %i128 : index
    %bk3 = arith.select %b_k_contiguous, %ak3, %bkr3 : index
    %bnn3 = arith.select %b_k_contiguous, %am3, %bnr3 : index
    %arow3 = arith.addi %bm, %am3 : index
    %arow_ok3 = arith.cmpi ult, %arow3, %M : index
    %arowc3 = arith.select %arow_ok3, %arow3, %i0 : index
    %bcol3 = arith.addi %bn, %bnn3 : index
    %bcol_ok3 = arith.cmpi ult, %bcol3, %N : index
    %bcolc3 = arith.select %bcol_ok3, %bcol3, %i0 : index
    %off4 = arith.constant 1024 : index
    %e4 = arith.addi %tid, %off4 : index
    %am4 = arith.divui %e4, %i16 : index
    %ak4 = arith.remui %e4, %i16 : index
    %bkr4 = arith.divui %e4, %i128 : index
    %bnr4 = arith.remui %e4, %i128 : index
    %bk4 = arith.select %b_k_contiguous, %ak4, %bkr4 : index
    %bnn4 = arith.select %b_k_contiguous, %am4, %bnr4 : index
    %arow4 = arith.addi %bm, %am4 : index
    %arow_ok4 = arith.cmpi ult, %arow4, %M : index
    %arowc4 = arith.select %arow_ok4, %arow4, %i0 : index
    %bcol4 = arith.addi %bn, %bnn4 : index
    %bcol_ok4 = arith.cmpi ult, %bcol4, %N : index
    %bcolc4 = arith.select %bcol_ok4, %bcol4, %i0 : index
    %off5 = arith.constant 1280 : index
    %e5 = arith.addi %tid, %off5 : index
    %am5 = arith.divui %e5, %i16 : index
    %ak5 = arith.remui %e5, %i16 : index
    %bkr5 = arith.divui %e5, %i128 : index
    %bnr5 = arith.remui %e5, %i128 : index
    %bk5 = arith.select %b_k_contiguous, %ak5, %bkr5 : index
    %bnn5 = arith.select %b_k_contiguous, %am5, %bnr5 : index
    %arow5 = arith.addi %bm, %am5 : index
    %arow_ok5 = arith.cmpi ult, %arow5, %M : index
    %arowc5 = arith.select %arow_ok5, %arow5, %i0 : index
    %bcol5 = arith.addi %bn, %bnn5 : index
    %bcol_ok5 = arith.cmpi ult, %bcol5, %N : index
    %bcolc5 = arith.select %bcol_ok5, %bcol5, %i0 : index
    %off6 = arith.constant 1536 : index
    %e6 = arith.addi %tid, %off6 : index
    %am6 = arith.divui %e6, %i16 : index
    %ak6 = arith.remui %e6, %i16 : index
    %bkr6 = arith.divui %e6, %i128 : index
    %bnr6 = arith.remui %e6, %i128 : index
    %bk6 = arith.select %b_k_contiguous, %ak6, %bkr6 : index
    %bnn6 = arith.select %b_k_contiguous, %am6, %bnr6 : index
    %arow6 = arith.addi %bm, %am6 : index
    %arow_ok6 = arith.cmpi ult, %arow6, %M : index
    %arowc6 = arith.select %arow_ok6, %arow6, %i0 : index
    %bcol6 = arith.addi %bn, %bnn6 : index
    %bcol_ok6 = arith.cmpi ult, %bcol6, %N : index
    %bcolc6 = arith.select %bcol_ok6, %bcol6, %i0 : index
    %off7 = arith.constant 1792 : index
    %e7 = arith.addi %tid, %off7 : index
    %am7 = arith.divui %e7, %i16 : index
    %ak7 = arith.remui %e7, %i16 : index
    %bkr7 = arith.divui %e7, %i128 : index
    %bnr7 = arith.remui %e7, %i128 : index
    %bk7 = arith.select %b_k_contiguous, %ak7, %bkr7 : index
    %bnn7 = arith.select %b_k_contiguous, %am7, %bnr7 : index
    %arow7 = arith.addi %bm, %am7 : index
    %arow_ok7 = arith.cmpi ult, %arow7, %M : index
    %arowc7 = arith.select %arow_ok7, %arow7, %i0 : index
    %bcol7 = arith.addi %bn, %bnn7 : index
    %bcol_ok7 = arith.cmpi ult, %bcol7, %N : index
    %bcolc7 = arith.select %bcol_ok7, %bcol7, %i0 : index
    %res:64 = scf.for %k0 = %i0 to %K step %i16 iter_args(%acc00_0 = %zero, %acc00_1 = %zero, %acc00_2 = %zero, %acc00_3 = %zero, %acc01_0 = %zero, %acc01_1 = %zero, %acc01_2 = %zero, %acc01_3 = %zero, %acc02_0 = %zero, %acc02_1 = %zero, %acc02_2 = %zero, %acc02_3 = %zero, %acc03_0 = %zero, %acc03_1 = %zero, %acc03_2 = %zero, %acc03_3 = %zero, %acc10_0 = %zero, %acc10_1 = %zero, %acc10_2 = %zero, %acc10_3 = %zero, %acc11_0 = %zero, %acc11_1 = %zero, %acc11_2 = %zero, %acc11_3 = %zero, %acc12_0 = %zero, %acc12_1 = %zero, %acc12_2 = %zero, %acc12_3 = %zero, %acc13_0 = %zero, %acc13_1 = %zero, %acc13_2 = %zero, %acc13_3 = %zero, %acc20_0 = %zero, %acc20_1 = %zero, %acc20_2 = %zero, %acc20_3 = %zero, %acc21_0 = %zero, %acc21_1 = %zero, %acc21_2 = %zero, %acc21_3 = %zero, %acc22_0 = %zero, %acc22_1 = %zero, %acc22_2 = %zero, %acc22_3 = %zero, %acc23_0 = %zero, %acc23_1 = %zero, %acc23_2 = %zero, %acc23_3 = %zero, %acc30_0 = %zero, %acc30_1 = %zero, %acc30_2 = %zero, %acc30_3 = %zero, %acc31_0 = %zero, %acc31_1 = %zero, %acc31_2 = %zero, %acc31_3 = %zero, %acc32_0 = %zero, %acc32_1 = %zero, %acc32_2 = %zero, %acc32_3 = %zero, %acc33_0 = %zero, %acc33_1 = %zero, %acc33_2 = %zero, %acc33_3 = %zero) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
      gpu.barrier
      %ka0 = arith.addi %k0, %ak0 : index
      %ka_ok0 = arith.cmpi ult, %ka0, %K : index
      %a_ok0 = arith.andi %arow_ok0, %ka_ok0 : i1
      %kac0 = arith.select %ka_ok0, %ka0, %i0 : index
      %av0 = memref.load %A[%arowc0, %kac0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ax0 = arith.select %a_ok0, %av0, %zero : {elt}
      memref.store %ax0, %As[%am0, %ak0] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %kb0 = arith.addi %k0, %bk0 : index
      %kb_ok0 = arith.cmpi ult, %kb0, %K : index
      %b_ok0 = arith.andi %bcol_ok0, %kb_ok0 : i1
      %kbc0 = arith.select %kb_ok0, %kb0, %i0 : index
      %bv0 = memref.load %B[%kbc0, %bcolc0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %bx0 = arith.select %b_ok0, %bv0, %zero : {elt}
      memref.store %bx0, %Bs[%bk0, %bnn0] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %ka1 = arith.addi %k0, %ak1 : index
      %ka_ok1 = arith.cmpi ult, %ka1, %K : index
      %a_ok1 = arith.andi %arow_ok1, %ka_ok1 : i1
      %kac1 = arith.select %ka_ok1, %ka1, %i0 : index
      %av1 = memref.load %A[%arowc1, %kac1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ax1 = arith.select %a_ok1, %av1, %zero : {elt}
      memref.store %ax1, %As[%am1, %ak1] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %kb1 = arith.addi %k0, %bk1 : index
      %kb_ok1 = arith.cmpi ult, %kb1, %K : index
      %b_ok1 = arith.andi %bcol_ok1, %kb_ok1 : i1
      %kbc1 = arith.select %kb_ok1, %kb1, %i0 : index
      %bv1 = memref.load %B[%kbc1, %bcolc1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %bx1 = arith.select %b_ok1, %bv1, %zero : {elt}
      memref.store %bx1, %Bs[%bk1, %bnn1] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %ka2 = arith.addi %k0, %ak2 : index
      %ka_ok2 = arith.cmpi ult, %ka2, %K : index
      %a_ok2 = arith.andi %arow_ok2, %ka_ok2 : i1
      %kac2 = arith.select %ka_ok2, %ka2, %i0 : index
      %av2 = memref.load %A[%arowc2, %kac2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ax2 = arith.select %a_ok2, %av2, %zero : {elt}
      memref.store %ax2, %As[%am2, %ak2] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %kb2 = arith.addi %k0, %bk2 : index
      %kb_ok2 = arith.cmpi ult, %kb2, %K : index
      %b_ok2 = arith.andi %bcol_ok2, %kb_ok2 : i1
      %kbc2 = arith.select %kb_ok2, %kb2, %i0 : index
      %bv2 = memref.load %B[%kbc2, %bcolc2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %bx2 = arith.select %b_ok2, %bv2, %zero : {elt}
      memref.store %bx2, %Bs[%bk2, %bnn2] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %ka3 = arith.addi %k0, %ak3 : index
      %ka_ok3 = arith.cmpi ult, %ka3, %K : index
      %a_ok3 = arith.andi %arow_ok3, %ka_ok3 : i1
      %kac3 = arith.select %ka_ok3, %ka3, %i0 : index
      %av3 = memref.load %A[%arowc3, %kac3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ax3 = arith.select %a_ok3, %av3, %zero : {elt}
      memref.store %ax3, %As[%am3, %ak3] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %kb3 = arith.addi %k0, %bk3 : index
      %kb_ok3 = arith.cmpi ult, %kb3, %K : index
      %b_ok3 = arith.andi %bcol_ok3, %kb_ok3 : i1
      %kbc3 = arith.select %kb_ok3, %kb3, %i0 : index
      %bv3 = memref.load %B[%kbc3, %bcolc3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %bx3 = arith.select %b_ok3, %bv3, %zero : {elt}
      memref.store %bx3, %Bs[%bk3, %bnn3] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %ka4 = arith.addi %k0, %ak4 : index
      %ka_ok4 = arith.cmpi ult, %ka4, %K : index
      %a_ok4 = arith.andi %arow_ok4, %ka_ok4 : i1
      %kac4 = arith.select %ka_ok4, %ka4, %i0 : index
      %av4 = memref.load %A[%arowc4, %kac4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ax4 = arith.select %a_ok4, %av4, %zero : {elt}
      memref.store %ax4, %As[%am4, %ak4] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %kb4 = arith.addi %k0, %bk4 : index
      %kb_ok4 = arith.cmpi ult, %kb4, %K : index
      %b_ok4 = arith.andi %bcol_ok4, %kb_ok4 : i1
      %kbc4 = arith.select %kb_ok4, %kb4, %i0 : index
      %bv4 = memref.load %B[%kbc4, %bcolc4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %bx4 = arith.select %b_ok4, %bv4, %zero : {elt}
      memref.store %bx4, %Bs[%bk4, %bnn4] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %ka5 = arith.addi %k0, %ak5 : index
      %ka_ok5 = arith.cmpi ult, %ka5, %K : index
      %a_ok5 = arith.andi %arow_ok5, %ka_ok5 : i1
      %kac5 = arith.select %ka_ok5, %ka5, %i0 : index
      %av5 = memref.load %A[%arowc5, %kac5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ax5 = arith.select %a_ok5, %av5, %zero : {elt}
      memref.store %ax5, %As[%am5, %ak5] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %kb5 = arith.addi %k0, %bk5 : index
      %kb_ok5 = arith.cmpi ult, %kb5, %K : index
      %b_ok5 = arith.andi %bcol_ok5, %kb_ok5 : i1
      %kbc5 = arith.select %kb_ok5, %kb5, %i0 : index
      %bv5 = memref.load %B[%kbc5, %bcolc5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %bx5 = arith.select %b_ok5, %bv5, %zero : {elt}
      memref.store %bx5, %Bs[%bk5, %bnn5] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %ka6 = arith.addi %k0, %ak6 : index
      %ka_ok6 = arith.cmpi ult, %ka6, %K : index
      %a_ok6 = arith.andi %arow_ok6, %ka_ok6 : i1
      %kac6 = arith.select %ka_ok6, %ka6, %i0 : index
      %av6 = memref.load %A[%arowc6, %kac6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ax6 = arith.select %a_ok6, %av6, %zero : {elt}
      memref.store %ax6, %As[%am6, %ak6] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %kb6 = arith.addi %k0, %bk6 : index
      %kb_ok6 = arith.cmpi ult, %kb6, %K : index
      %b_ok6 = arith.andi %bcol_ok6, %kb_ok6 : i1
      %kbc6 = arith.select %kb_ok6, %kb6, %i0 : index
      %bv6 = memref.load %B[%kbc6, %bcolc6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %bx6 = arith.select %b_ok6, %bv6, %zero : {elt}
      memref.store %bx6, %Bs[%bk6, %bnn6] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %ka7 = arith.addi %k0, %ak7 : index
      %ka_ok7 = arith.cmpi ult, %ka7, %K : index
      %a_ok7 = arith.andi %arow_ok7, %ka_ok7 : i1
      %kac7 = arith.select %ka_ok7, %ka7, %i0 : index
      %av7 = memref.load %A[%arowc7, %kac7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ax7 = arith.select %a_ok7, %av7, %zero : {elt}
      memref.store %ax7, %As[%am7, %ak7] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %kb7 = arith.addi %k0, %bk7 : index
      %kb_ok7 = arith.cmpi ult, %kb7, %K : index
      %b_ok7 = arith.andi %bcol_ok7, %kb_ok7 : i1
      %kbc7 = arith.select %kb_ok7, %kb7, %i0 : index
      %bv7 = memref.load %B[%kbc7, %bcolc7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %bx7 = arith.select %b_ok7, %bv7, %zero : {elt}
      memref.store %bx7, %Bs[%bk7, %bnn7] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      gpu.barrier
      %kk0 = arith.constant 0 : index
      %ka_t0 = arith.addi %kk0, %t : index
      %ka_t40 = arith.addi %kk0, %t4 : index
      %mr0_0 = arith.constant 0 : index
      %rb0_0 = arith.addi %wrow, %mr0_0 : index
      %r0_0_0 = arith.addi %rb0_0, %g : index
      %r1_0_0 = arith.addi %rb0_0, %g8 : index
      %fa0_0_0 = memref.load %As[%r0_0_0, %ka_t0] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_0_0_i = arith.bitcast %fa0_0_0 : f32 to i32
      %fa0_0_0_r = arith.addi %fa0_0_0_i, %half_ulp : i32
      %fa0_0_0_b = arith.andi %fa0_0_0_r, %hi_mask : i32
      %fa0_0_0_bf = arith.bitcast %fa0_0_0_b : i32 to f32
      %fa0_0_0_sf = arith.subf %fa0_0_0, %fa0_0_0_bf : f32
      %fa0_0_0_si = arith.bitcast %fa0_0_0_sf : f32 to i32
      %fa0_0_0_sr = arith.addi %fa0_0_0_si, %half_ulp : i32
      %fa0_0_0_s = arith.andi %fa0_0_0_sr, %hi_mask : i32
      %fa0_0_1 = memref.load %As[%r1_0_0, %ka_t0] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_0_1_i = arith.bitcast %fa0_0_1 : f32 to i32
      %fa0_0_1_r = arith.addi %fa0_0_1_i, %half_ulp : i32
      %fa0_0_1_b = arith.andi %fa0_0_1_r, %hi_mask : i32
      %fa0_0_1_bf = arith.bitcast %fa0_0_1_b : i32 to f32
      %fa0_0_1_sf = arith.subf %fa0_0_1, %fa0_0_1_bf : f32
      %fa0_0_1_si = arith.bitcast %fa0_0_1_sf : f32 to i32
      %fa0_0_1_sr = arith.addi %fa0_0_1_si, %half_ulp : i32
      %fa0_0_1_s = arith.andi %fa0_0_1_sr, %hi_mask : i32
      %fa0_0_2 = memref.load %As[%r0_0_0, %ka_t40] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_0_2_i = arith.bitcast %fa0_0_2 : f32 to i32
      %fa0_0_2_r = arith.addi %fa0_0_2_i, %half_ulp : i32
      %fa0_0_2_b = arith.andi %fa0_0_2_r, %hi_mask : i32
      %fa0_0_2_bf = arith.bitcast %fa0_0_2_b : i32 to f32
      %fa0_0_2_sf = arith.subf %fa0_0_2, %fa0_0_2_bf : f32
      %fa0_0_2_si = arith.bitcast %fa0_0_2_sf : f32 to i32
      %fa0_0_2_sr = arith.addi %fa0_0_2_si, %half_ulp : i32
      %fa0_0_2_s = arith.andi %fa0_0_2_sr, %hi_mask : i32
      %fa0_0_3 = memref.load %As[%r1_0_0, %ka_t40] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_0_3_i = arith.bitcast %fa0_0_3 : f32 to i32
      %fa0_0_3_r = arith.addi %fa0_0_3_i, %half_ulp : i32
      %fa0_0_3_b = arith.andi %fa0_0_3_r, %hi_mask : i32
      %fa0_0_3_bf = arith.bitcast %fa0_0_3_b : i32 to f32
      %fa0_0_3_sf = arith.subf %fa0_0_3, %fa0_0_3_bf : f32
      %fa0_0_3_si = arith.bitcast %fa0_0_3_sf : f32 to i32
      %fa0_0_3_sr = arith.addi %fa0_0_3_si, %half_ulp : i32
      %fa0_0_3_s = arith.andi %fa0_0_3_sr, %hi_mask : i32
      %mr0_1 = arith.constant 16 : index
      %rb0_1 = arith.addi %wrow, %mr0_1 : index
      %r0_0_1 = arith.addi %rb0_1, %g : index
      %r1_0_1 = arith.addi %rb0_1, %g8 : index
      %fa0_1_0 = memref.load %As[%r0_0_1, %ka_t0] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_1_0_i = arith.bitcast %fa0_1_0 : f32 to i32
      %fa0_1_0_r = arith.addi %fa0_1_0_i, %half_ulp : i32
      %fa0_1_0_b = arith.andi %fa0_1_0_r, %hi_mask : i32
      %fa0_1_0_bf = arith.bitcast %fa0_1_0_b : i32 to f32
      %fa0_1_0_sf = arith.subf %fa0_1_0, %fa0_1_0_bf : f32
      %fa0_1_0_si = arith.bitcast %fa0_1_0_sf : f32 to i32
      %fa0_1_0_sr = arith.addi %fa0_1_0_si, %half_ulp : i32
      %fa0_1_0_s = arith.andi %fa0_1_0_sr, %hi_mask : i32
      %fa0_1_1 = memref.load %As[%r1_0_1, %ka_t0] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_1_1_i = arith.bitcast %fa0_1_1 : f32 to i32
      %fa0_1_1_r = arith.addi %fa0_1_1_i, %half_ulp : i32
      %fa0_1_1_b = arith.andi %fa0_1_1_r, %hi_mask : i32
      %fa0_1_1_bf = arith.bitcast %fa0_1_1_b : i32 to f32
      %fa0_1_1_sf = arith.subf %fa0_1_1, %fa0_1_1_bf : f32
      %fa0_1_1_si = arith.bitcast %fa0_1_1_sf : f32 to i32
      %fa0_1_1_sr = arith.addi %fa0_1_1_si, %half_ulp : i32
      %fa0_1_1_s = arith.andi %fa0_1_1_sr, %hi_mask : i32
      %fa0_1_2 = memref.load %As[%r0_0_1, %ka_t40] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_1_2_i = arith.bitcast %fa0_1_2 : f32 to i32
      %fa0_1_2_r = arith.addi %fa0_1_2_i, %half_ulp : i32
      %fa0_1_2_b = arith.andi %fa0_1_2_r, %hi_mask : i32
      %fa0_1_2_bf = arith.bitcast %fa0_1_2_b : i32 to f32
      %fa0_1_2_sf = arith.subf %fa0_1_2, %fa0_1_2_bf : f32
      %fa0_1_2_si = arith.bitcast %fa0_1_2_sf : f32 to i32
      %fa0_1_2_sr = arith.addi %fa0_1_2_si, %half_ulp : i32
      %fa0_1_2_s = arith.andi %fa0_1_2_sr, %hi_mask : i32
      %fa0_1_3 = memref.load %As[%r1_0_1, %ka_t40] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_1_3_i = arith.bitcast %fa0_1_3 : f32 to i32
      %fa0_1_3_r = arith.addi %fa0_1_3_i, %half_ulp : i32
      %fa0_1_3_b = arith.andi %fa0_1_3_r, %hi_mask : i32
      %fa0_1_3_bf = arith.bitcast %fa0_1_3_b : i32 to f32
      %fa0_1_3_sf = arith.subf %fa0_1_3, %fa0_1_3_bf : f32
      %fa0_1_3_si = arith.bitcast %fa0_1_3_sf : f32 to i32
      %fa0_1_3_sr = arith.addi %fa0_1_3_si, %half_ulp : i32
      %fa0_1_3_s = arith.andi %fa0_1_3_sr, %hi_mask : i32
      %mr0_2 = arith.constant 32 : index
      %rb0_2 = arith.addi %wrow, %mr0_2 : index
      %r0_0_2 = arith.addi %rb0_2, %g : index
      %r1_0_2 = arith.addi %rb0_2, %g8 : index
      %fa0_2_0 = memref.load %As[%r0_0_2, %ka_t0] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_2_0_i = arith.bitcast %fa0_2_0 : f32 to i32
      %fa0_2_0_r = arith.addi %fa0_2_0_i, %half_ulp : i32
      %fa0_2_0_b = arith.andi %fa0_2_0_r, %hi_mask : i32
      %fa0_2_0_bf = arith.bitcast %fa0_2_0_b : i32 to f32
      %fa0_2_0_sf = arith.subf %fa0_2_0, %fa0_2_0_bf : f32
      %fa0_2_0_si = arith.bitcast %fa0_2_0_sf : f32 to i32
      %fa0_2_0_sr = arith.addi %fa0_2_0_si, %half_ulp : i32
      %fa0_2_0_s = arith.andi %fa0_2_0_sr, %hi_mask : i32
      %fa0_2_1 = memref.load %As[%r1_0_2, %ka_t0] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_2_1_i = arith.bitcast %fa0_2_1 : f32 to i32
      %fa0_2_1_r = arith.addi %fa0_2_1_i, %half_ulp : i32
      %fa0_2_1_b = arith.andi %fa0_2_1_r, %hi_mask : i32
      %fa0_2_1_bf = arith.bitcast %fa0_2_1_b : i32 to f32
      %fa0_2_1_sf = arith.subf %fa0_2_1, %fa0_2_1_bf : f32
      %fa0_2_1_si = arith.bitcast %fa0_2_1_sf : f32 to i32
      %fa0_2_1_sr = arith.addi %fa0_2_1_si, %half_ulp : i32
      %fa0_2_1_s = arith.andi %fa0_2_1_sr, %hi_mask : i32
      %fa0_2_2 = memref.load %As[%r0_0_2, %ka_t40] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_2_2_i = arith.bitcast %fa0_2_2 : f32 to i32
      %fa0_2_2_r = arith.addi %fa0_2_2_i, %half_ulp : i32
      %fa0_2_2_b = arith.andi %fa0_2_2_r, %hi_mask : i32
      %fa0_2_2_bf = arith.bitcast %fa0_2_2_b : i32 to f32
      %fa0_2_2_sf = arith.subf %fa0_2_2, %fa0_2_2_bf : f32
      %fa0_2_2_si = arith.bitcast %fa0_2_2_sf : f32 to i32
      %fa0_2_2_sr = arith.addi %fa0_2_2_si, %half_ulp : i32
      %fa0_2_2_s = arith.andi %fa0_2_2_sr, %hi_mask : i32
      %fa0_2_3 = memref.load %As[%r1_0_2, %ka_t40] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_2_3_i = arith.bitcast %fa0_2_3 : f32 to i32
      %fa0_2_3_r = arith.addi %fa0_2_3_i, %half_ulp : i32
      %fa0_2_3_b = arith.andi %fa0_2_3_r, %hi_mask : i32
      %fa0_2_3_bf = arith.bitcast %fa0_2_3_b : i32 to f32
      %fa0_2_3_sf = arith.subf %fa0_2_3, %fa0_2_3_bf : f32
      %fa0_2_3_si = arith.bitcast %fa0_2_3_sf : f32 to i32
      %fa0_2_3_sr = arith.addi %fa0_2_3_si, %half_ulp : i32
      %fa0_2_3_s = arith.andi %fa0_2_3_sr, %hi_mask : i32
      %mr0_3 = arith.constant 48 : index
      %rb0_3 = arith.addi %wrow, %mr0_3 : index
      %r0_0_3 = arith.addi %rb0_3, %g : index
      %r1_0_3 = arith.addi %rb0_3, %g8 : index
      %fa0_3_0 = memref.load %As[%r0_0_3, %ka_t0] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_3_0_i = arith.bitcast %fa0_3_0 : f32 to i32
      %fa0_3_0_r = arith.addi %fa0_3_0_i, %half_ulp : i32
      %fa0_3_0_b = arith.andi %fa0_3_0_r, %hi_mask : i32
      %fa0_3_0_bf = arith.bitcast %fa0_3_0_b : i32 to f32
      %fa0_3_0_sf = arith.subf %fa0_3_0, %fa0_3_0_bf : f32
      %fa0_3_0_si = arith.bitcast %fa0_3_0_sf : f32 to i32
      %fa0_3_0_sr = arith.addi %fa0_3_0_si, %half_ulp : i32
      %fa0_3_0_s = arith.andi %fa0_3_0_sr, %hi_mask : i32
      %fa0_3_1 = memref.load %As[%r1_0_3, %ka_t0] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_3_1_i = arith.bitcast %fa0_3_1 : f32 to i32
      %fa0_3_1_r = arith.addi %fa0_3_1_i, %half_ulp : i32
      %fa0_3_1_b = arith.andi %fa0_3_1_r, %hi_mask : i32
      %fa0_3_1_bf = arith.bitcast %fa0_3_1_b : i32 to f32
      %fa0_3_1_sf = arith.subf %fa0_3_1, %fa0_3_1_bf : f32
      %fa0_3_1_si = arith.bitcast %fa0_3_1_sf : f32 to i32
      %fa0_3_1_sr = arith.addi %fa0_3_1_si, %half_ulp : i32
      %fa0_3_1_s = arith.andi %fa0_3_1_sr, %hi_mask : i32
      %fa0_3_2 = memref.load %As[%r0_0_3, %ka_t40] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_3_2_i = arith.bitcast %fa0_3_2 : f32 to i32
      %fa0_3_2_r = arith.addi %fa0_3_2_i, %half_ulp : i32
      %fa0_3_2_b = arith.andi %fa0_3_2_r, %hi_mask : i32
      %fa0_3_2_bf = arith.bitcast %fa0_3_2_b : i32 to f32
      %fa0_3_2_sf = arith.subf %fa0_3_2, %fa0_3_2_bf : f32
      %fa0_3_2_si = arith.bitcast %fa0_3_2_sf : f32 to i32
      %fa0_3_2_sr = arith.addi %fa0_3_2_si, %half_ulp : i32
      %fa0_3_2_s = arith.andi %fa0_3_2_sr, %hi_mask : i32
      %fa0_3_3 = memref.load %As[%r1_0_3, %ka_t40] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa0_3_3_i = arith.bitcast %fa0_3_3 : f32 to i32
      %fa0_3_3_r = arith.addi %fa0_3_3_i, %half_ulp : i32
      %fa0_3_3_b = arith.andi %fa0_3_3_r, %hi_mask : i32
      %fa0_3_3_bf = arith.bitcast %fa0_3_3_b : i32 to f32
      %fa0_3_3_sf = arith.subf %fa0_3_3, %fa0_3_3_bf : f32
      %fa0_3_3_si = arith.bitcast %fa0_3_3_sf : f32 to i32
      %fa0_3_3_sr = arith.addi %fa0_3_3_si, %half_ulp : i32
      %fa0_3_3_s = arith.andi %fa0_3_3_sr, %hi_mask : i32
      %nc0_0 = arith.constant 0 : index
      %cb0_0 = arith.addi %wcol, %nc0_0 : index
      %cg0_0 = arith.addi %cb0_0, %g : index
      %fb0_0_0 = memref.load %Bs[%ka_t0, %cg0_0] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb0_0_0_i = arith.bitcast %fb0_0_0 : f32 to i32
      %fb0_0_0_r = arith.addi %fb0_0_0_i, %half_ulp : i32
      %fb0_0_0_b = arith.andi %fb0_0_0_r, %hi_mask : i32
      %fb0_0_0_bf = arith.bitcast %fb0_0_0_b : i32 to f32
      %fb0_0_0_sf = arith.subf %fb0_0_0, %fb0_0_0_bf : f32
      %fb0_0_0_si = arith.bitcast %fb0_0_0_sf : f32 to i32
      %fb0_0_0_sr = arith.addi %fb0_0_0_si, %half_ulp : i32
      %fb0_0_0_s = arith.andi %fb0_0_0_sr, %hi_mask : i32
      %fb0_0_1 = memref.load %Bs[%ka_t40, %cg0_0] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb0_0_1_i = arith.bitcast %fb0_0_1 : f32 to i32
      %fb0_0_1_r = arith.addi %fb0_0_1_i, %half_ulp : i32
      %fb0_0_1_b = arith.andi %fb0_0_1_r, %hi_mask : i32
      %fb0_0_1_bf = arith.bitcast %fb0_0_1_b : i32 to f32
      %fb0_0_1_sf = arith.subf %fb0_0_1, %fb0_0_1_bf : f32
      %fb0_0_1_si = arith.bitcast %fb0_0_1_sf : f32 to i32
      %fb0_0_1_sr = arith.addi %fb0_0_1_si, %half_ulp : i32
      %fb0_0_1_s = arith.andi %fb0_0_1_sr, %hi_mask : i32
      %nc0_1 = arith.constant 8 : index
      %cb0_1 = arith.addi %wcol, %nc0_1 : index
      %cg0_1 = arith.addi %cb0_1, %g : index
      %fb0_1_0 = memref.load %Bs[%ka_t0, %cg0_1] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb0_1_0_i = arith.bitcast %fb0_1_0 : f32 to i32
      %fb0_1_0_r = arith.addi %fb0_1_0_i, %half_ulp : i32
      %fb0_1_0_b = arith.andi %fb0_1_0_r, %hi_mask : i32
      %fb0_1_0_bf = arith.bitcast %fb0_1_0_b : i32 to f32
      %fb0_1_0_sf = arith.subf %fb0_1_0, %fb0_1_0_bf : f32
      %fb0_1_0_si = arith.bitcast %fb0_1_0_sf : f32 to i32
      %fb0_1_0_sr = arith.addi %fb0_1_0_si, %half_ulp : i32
      %fb0_1_0_s = arith.andi %fb0_1_0_sr, %hi_mask : i32
      %fb0_1_1 = memref.load %Bs[%ka_t40, %cg0_1] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb0_1_1_i = arith.bitcast %fb0_1_1 : f32 to i32
      %fb0_1_1_r = arith.addi %fb0_1_1_i, %half_ulp : i32
      %fb0_1_1_b = arith.andi %fb0_1_1_r, %hi_mask : i32
      %fb0_1_1_bf = arith.bitcast %fb0_1_1_b : i32 to f32
      %fb0_1_1_sf = arith.subf %fb0_1_1, %fb0_1_1_bf : f32
      %fb0_1_1_si = arith.bitcast %fb0_1_1_sf : f32 to i32
      %fb0_1_1_sr = arith.addi %fb0_1_1_si, %half_ulp : i32
      %fb0_1_1_s = arith.andi %fb0_1_1_sr, %hi_mask : i32
      %nc0_2 = arith.constant 16 : index
      %cb0_2 = arith.addi %wcol, %nc0_2 : index
      %cg0_2 = arith.addi %cb0_2, %g : index
      %fb0_2_0 = memref.load %Bs[%ka_t0, %cg0_2] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb0_2_0_i = arith.bitcast %fb0_2_0 : f32 to i32
      %fb0_2_0_r = arith.addi %fb0_2_0_i, %half_ulp : i32
      %fb0_2_0_b = arith.andi %fb0_2_0_r, %hi_mask : i32
      %fb0_2_0_bf = arith.bitcast %fb0_2_0_b : i32 to f32
      %fb0_2_0_sf = arith.subf %fb0_2_0, %fb0_2_0_bf : f32
      %fb0_2_0_si = arith.bitcast %fb0_2_0_sf : f32 to i32
      %fb0_2_0_sr = arith.addi %fb0_2_0_si, %half_ulp : i32
      %fb0_2_0_s = arith.andi %fb0_2_0_sr, %hi_mask : i32
      %fb0_2_1 = memref.load %Bs[%ka_t40, %cg0_2] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb0_2_1_i = arith.bitcast %fb0_2_1 : f32 to i32
      %fb0_2_1_r = arith.addi %fb0_2_1_i, %half_ulp : i32
      %fb0_2_1_b = arith.andi %fb0_2_1_r, %hi_mask : i32
      %fb0_2_1_bf = arith.bitcast %fb0_2_1_b : i32 to f32
      %fb0_2_1_sf = arith.subf %fb0_2_1, %fb0_2_1_bf : f32
      %fb0_2_1_si = arith.bitcast %fb0_2_1_sf : f32 to i32
      %fb0_2_1_sr = arith.addi %fb0_2_1_si, %half_ulp : i32
      %fb0_2_1_s = arith.andi %fb0_2_1_sr, %hi_mask : i32
      %nc0_3 = arith.constant 24 : index
      %cb0_3 = arith.addi %wcol, %nc0_3 : index
      %cg0_3 = arith.addi %cb0_3, %g : index
      %fb0_3_0 = memref.load %Bs[%ka_t0, %cg0_3] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb0_3_0_i = arith.bitcast %fb0_3_0 : f32 to i32
      %fb0_3_0_r = arith.addi %fb0_3_0_i, %half_ulp : i32
      %fb0_3_0_b = arith.andi %fb0_3_0_r, %hi_mask : i32
      %fb0_3_0_bf = arith.bitcast %fb0_3_0_b : i32 to f32
      %fb0_3_0_sf = arith.subf %fb0_3_0, %fb0_3_0_bf : f32
      %fb0_3_0_si = arith.bitcast %fb0_3_0_sf : f32 to i32
      %fb0_3_0_sr = arith.addi %fb0_3_0_si, %half_ulp : i32
      %fb0_3_0_s = arith.andi %fb0_3_0_sr, %hi_mask : i32
      %fb0_3_1 = memref.load %Bs[%ka_t40, %cg0_3] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb0_3_1_i = arith.bitcast %fb0_3_1 : f32 to i32
      %fb0_3_1_r = arith.addi %fb0_3_1_i, %half_ulp : i32
      %fb0_3_1_b = arith.andi %fb0_3_1_r, %hi_mask : i32
      %fb0_3_1_bf = arith.bitcast %fb0_3_1_b : i32 to f32
      %fb0_3_1_sf = arith.subf %fb0_3_1, %fb0_3_1_bf : f32
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
      %m0_20_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_s, %fa0_2_1_s, %fa0_2_2_s, %fa0_2_3_s, %fb0_0_0_b, %fb0_0_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_0_0 = llvm.extractvalue %m0_20_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_0_1 = llvm.extractvalue %m0_20_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_0_2 = llvm.extractvalue %m0_20_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_0_3 = llvm.extractvalue %m0_20_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_b, %fa0_2_1_b, %fa0_2_2_b, %fa0_2_3_b, %fb0_0_0_s, %fb0_0_1_s, %m0_20_0_0, %m0_20_0_1, %m0_20_0_2, %m0_20_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_1_0 = llvm.extractvalue %m0_20_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_1_1 = llvm.extractvalue %m0_20_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_1_2 = llvm.extractvalue %m0_20_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_1_3 = llvm.extractvalue %m0_20_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_b, %fa0_2_1_b, %fa0_2_2_b, %fa0_2_3_b, %fb0_0_0_b, %fb0_0_1_b, %m0_20_1_0, %m0_20_1_1, %m0_20_1_2, %m0_20_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_2_0 = llvm.extractvalue %m0_20_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_2_1 = llvm.extractvalue %m0_20_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_2_2 = llvm.extractvalue %m0_20_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_20_2_3 = llvm.extractvalue %m0_20_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_s, %fa0_2_1_s, %fa0_2_2_s, %fa0_2_3_s, %fb0_1_0_b, %fb0_1_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_0_0 = llvm.extractvalue %m0_21_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_0_1 = llvm.extractvalue %m0_21_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_0_2 = llvm.extractvalue %m0_21_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_0_3 = llvm.extractvalue %m0_21_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_b, %fa0_2_1_b, %fa0_2_2_b, %fa0_2_3_b, %fb0_1_0_s, %fb0_1_1_s, %m0_21_0_0, %m0_21_0_1, %m0_21_0_2, %m0_21_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_1_0 = llvm.extractvalue %m0_21_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_1_1 = llvm.extractvalue %m0_21_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_1_2 = llvm.extractvalue %m0_21_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_1_3 = llvm.extractvalue %m0_21_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_b, %fa0_2_1_b, %fa0_2_2_b, %fa0_2_3_b, %fb0_1_0_b, %fb0_1_1_b, %m0_21_1_0, %m0_21_1_1, %m0_21_1_2, %m0_21_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_2_0 = llvm.extractvalue %m0_21_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_2_1 = llvm.extractvalue %m0_21_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_2_2 = llvm.extractvalue %m0_21_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_21_2_3 = llvm.extractvalue %m0_21_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_s, %fa0_2_1_s, %fa0_2_2_s, %fa0_2_3_s, %fb0_2_0_b, %fb0_2_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_0_0 = llvm.extractvalue %m0_22_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_0_1 = llvm.extractvalue %m0_22_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_0_2 = llvm.extractvalue %m0_22_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_0_3 = llvm.extractvalue %m0_22_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_b, %fa0_2_1_b, %fa0_2_2_b, %fa0_2_3_b, %fb0_2_0_s, %fb0_2_1_s, %m0_22_0_0, %m0_22_0_1, %m0_22_0_2, %m0_22_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_1_0 = llvm.extractvalue %m0_22_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_1_1 = llvm.extractvalue %m0_22_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_1_2 = llvm.extractvalue %m0_22_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_1_3 = llvm.extractvalue %m0_22_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_b, %fa0_2_1_b, %fa0_2_2_b, %fa0_2_3_b, %fb0_2_0_b, %fb0_2_1_b, %m0_22_1_0, %m0_22_1_1, %m0_22_1_2, %m0_22_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_2_0 = llvm.extractvalue %m0_22_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_2_1 = llvm.extractvalue %m0_22_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_2_2 = llvm.extractvalue %m0_22_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_22_2_3 = llvm.extractvalue %m0_22_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_s, %fa0_2_1_s, %fa0_2_2_s, %fa0_2_3_s, %fb0_3_0_b, %fb0_3_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_0_0 = llvm.extractvalue %m0_23_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_0_1 = llvm.extractvalue %m0_23_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_0_2 = llvm.extractvalue %m0_23_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_0_3 = llvm.extractvalue %m0_23_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_b, %fa0_2_1_b, %fa0_2_2_b, %fa0_2_3_b, %fb0_3_0_s, %fb0_3_1_s, %m0_23_0_0, %m0_23_0_1, %m0_23_0_2, %m0_23_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_1_0 = llvm.extractvalue %m0_23_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_1_1 = llvm.extractvalue %m0_23_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_1_2 = llvm.extractvalue %m0_23_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_1_3 = llvm.extractvalue %m0_23_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_2_0_b, %fa0_2_1_b, %fa0_2_2_b, %fa0_2_3_b, %fb0_3_0_b, %fb0_3_1_b, %m0_23_1_0, %m0_23_1_1, %m0_23_1_2, %m0_23_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_2_0 = llvm.extractvalue %m0_23_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_2_1 = llvm.extractvalue %m0_23_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_2_2 = llvm.extractvalue %m0_23_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_23_2_3 = llvm.extractvalue %m0_23_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_s, %fa0_3_1_s, %fa0_3_2_s, %fa0_3_3_s, %fb0_0_0_b, %fb0_0_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_0_0 = llvm.extractvalue %m0_30_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_0_1 = llvm.extractvalue %m0_30_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_0_2 = llvm.extractvalue %m0_30_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_0_3 = llvm.extractvalue %m0_30_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_b, %fa0_3_1_b, %fa0_3_2_b, %fa0_3_3_b, %fb0_0_0_s, %fb0_0_1_s, %m0_30_0_0, %m0_30_0_1, %m0_30_0_2, %m0_30_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_1_0 = llvm.extractvalue %m0_30_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_1_1 = llvm.extractvalue %m0_30_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_1_2 = llvm.extractvalue %m0_30_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_1_3 = llvm.extractvalue %m0_30_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_b, %fa0_3_1_b, %fa0_3_2_b, %fa0_3_3_b, %fb0_0_0_b, %fb0_0_1_b, %m0_30_1_0, %m0_30_1_1, %m0_30_1_2, %m0_30_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_2_0 = llvm.extractvalue %m0_30_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_2_1 = llvm.extractvalue %m0_30_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_2_2 = llvm.extractvalue %m0_30_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_30_2_3 = llvm.extractvalue %m0_30_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_s, %fa0_3_1_s, %fa0_3_2_s, %fa0_3_3_s, %fb0_1_0_b, %fb0_1_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_0_0 = llvm.extractvalue %m0_31_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_0_1 = llvm.extractvalue %m0_31_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_0_2 = llvm.extractvalue %m0_31_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_0_3 = llvm.extractvalue %m0_31_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_b, %fa0_3_1_b, %fa0_3_2_b, %fa0_3_3_b, %fb0_1_0_s, %fb0_1_1_s, %m0_31_0_0, %m0_31_0_1, %m0_31_0_2, %m0_31_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_1_0 = llvm.extractvalue %m0_31_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_1_1 = llvm.extractvalue %m0_31_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_1_2 = llvm.extractvalue %m0_31_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_1_3 = llvm.extractvalue %m0_31_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_b, %fa0_3_1_b, %fa0_3_2_b, %fa0_3_3_b, %fb0_1_0_b, %fb0_1_1_b, %m0_31_1_0, %m0_31_1_1, %m0_31_1_2, %m0_31_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_2_0 = llvm.extractvalue %m0_31_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_2_1 = llvm.extractvalue %m0_31_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_2_2 = llvm.extractvalue %m0_31_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_31_2_3 = llvm.extractvalue %m0_31_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_s, %fa0_3_1_s, %fa0_3_2_s, %fa0_3_3_s, %fb0_2_0_b, %fb0_2_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_0_0 = llvm.extractvalue %m0_32_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_0_1 = llvm.extractvalue %m0_32_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_0_2 = llvm.extractvalue %m0_32_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_0_3 = llvm.extractvalue %m0_32_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_b, %fa0_3_1_b, %fa0_3_2_b, %fa0_3_3_b, %fb0_2_0_s, %fb0_2_1_s, %m0_32_0_0, %m0_32_0_1, %m0_32_0_2, %m0_32_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_1_0 = llvm.extractvalue %m0_32_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_1_1 = llvm.extractvalue %m0_32_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_1_2 = llvm.extractvalue %m0_32_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_1_3 = llvm.extractvalue %m0_32_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_b, %fa0_3_1_b, %fa0_3_2_b, %fa0_3_3_b, %fb0_2_0_b, %fb0_2_1_b, %m0_32_1_0, %m0_32_1_1, %m0_32_1_2, %m0_32_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_2_0 = llvm.extractvalue %m0_32_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_2_1 = llvm.extractvalue %m0_32_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_2_2 = llvm.extractvalue %m0_32_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_32_2_3 = llvm.extractvalue %m0_32_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_s, %fa0_3_1_s, %fa0_3_2_s, %fa0_3_3_s, %fb0_3_0_b, %fb0_3_1_b, %zero, %zero, %zero, %zero : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_0_0 = llvm.extractvalue %m0_33_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_0_1 = llvm.extractvalue %m0_33_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_0_2 = llvm.extractvalue %m0_33_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_0_3 = llvm.extractvalue %m0_33_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_b, %fa0_3_1_b, %fa0_3_2_b, %fa0_3_3_b, %fb0_3_0_s, %fb0_3_1_s, %m0_33_0_0, %m0_33_0_1, %m0_33_0_2, %m0_33_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_1_0 = llvm.extractvalue %m0_33_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_1_1 = llvm.extractvalue %m0_33_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_1_2 = llvm.extractvalue %m0_33_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_1_3 = llvm.extractvalue %m0_33_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa0_3_0_b, %fa0_3_1_b, %fa0_3_2_b, %fa0_3_3_b, %fb0_3_0_b, %fb0_3_1_b, %m0_33_1_0, %m0_33_1_1, %m0_33_1_2, %m0_33_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_2_0 = llvm.extractvalue %m0_33_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_2_1 = llvm.extractvalue %m0_33_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_2_2 = llvm.extractvalue %m0_33_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m0_33_2_3 = llvm.extractvalue %m0_33_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %kk8 = arith.constant 8 : index
      %ka_t8 = arith.addi %kk8, %t : index
      %ka_t48 = arith.addi %kk8, %t4 : index
      %mr8_0 = arith.constant 0 : index
      %rb8_0 = arith.addi %wrow, %mr8_0 : index
      %r0_8_0 = arith.addi %rb8_0, %g : index
      %r1_8_0 = arith.addi %rb8_0, %g8 : index
      %fa8_0_0 = memref.load %As[%r0_8_0, %ka_t8] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_0_0_i = arith.bitcast %fa8_0_0 : f32 to i32
      %fa8_0_0_r = arith.addi %fa8_0_0_i, %half_ulp : i32
      %fa8_0_0_b = arith.andi %fa8_0_0_r, %hi_mask : i32
      %fa8_0_0_bf = arith.bitcast %fa8_0_0_b : i32 to f32
      %fa8_0_0_sf = arith.subf %fa8_0_0, %fa8_0_0_bf : f32
      %fa8_0_0_si = arith.bitcast %fa8_0_0_sf : f32 to i32
      %fa8_0_0_sr = arith.addi %fa8_0_0_si, %half_ulp : i32
      %fa8_0_0_s = arith.andi %fa8_0_0_sr, %hi_mask : i32
      %fa8_0_1 = memref.load %As[%r1_8_0, %ka_t8] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_0_1_i = arith.bitcast %fa8_0_1 : f32 to i32
      %fa8_0_1_r = arith.addi %fa8_0_1_i, %half_ulp : i32
      %fa8_0_1_b = arith.andi %fa8_0_1_r, %hi_mask : i32
      %fa8_0_1_bf = arith.bitcast %fa8_0_1_b : i32 to f32
      %fa8_0_1_sf = arith.subf %fa8_0_1, %fa8_0_1_bf : f32
      %fa8_0_1_si = arith.bitcast %fa8_0_1_sf : f32 to i32
      %fa8_0_1_sr = arith.addi %fa8_0_1_si, %half_ulp : i32
      %fa8_0_1_s = arith.andi %fa8_0_1_sr, %hi_mask : i32
      %fa8_0_2 = memref.load %As[%r0_8_0, %ka_t48] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_0_2_i = arith.bitcast %fa8_0_2 : f32 to i32
      %fa8_0_2_r = arith.addi %fa8_0_2_i, %half_ulp : i32
      %fa8_0_2_b = arith.andi %fa8_0_2_r, %hi_mask : i32
      %fa8_0_2_bf = arith.bitcast %fa8_0_2_b : i32 to f32
      %fa8_0_2_sf = arith.subf %fa8_0_2, %fa8_0_2_bf : f32
      %fa8_0_2_si = arith.bitcast %fa8_0_2_sf : f32 to i32
      %fa8_0_2_sr = arith.addi %fa8_0_2_si, %half_ulp : i32
      %fa8_0_2_s = arith.andi %fa8_0_2_sr, %hi_mask : i32
      %fa8_0_3 = memref.load %As[%r1_8_0, %ka_t48] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_0_3_i = arith.bitcast %fa8_0_3 : f32 to i32
      %fa8_0_3_r = arith.addi %fa8_0_3_i, %half_ulp : i32
      %fa8_0_3_b = arith.andi %fa8_0_3_r, %hi_mask : i32
      %fa8_0_3_bf = arith.bitcast %fa8_0_3_b : i32 to f32
      %fa8_0_3_sf = arith.subf %fa8_0_3, %fa8_0_3_bf : f32
      %fa8_0_3_si = arith.bitcast %fa8_0_3_sf : f32 to i32
      %fa8_0_3_sr = arith.addi %fa8_0_3_si, %half_ulp : i32
      %fa8_0_3_s = arith.andi %fa8_0_3_sr, %hi_mask : i32
      %mr8_1 = arith.constant 16 : index
      %rb8_1 = arith.addi %wrow, %mr8_1 : index
      %r0_8_1 = arith.addi %rb8_1, %g : index
      %r1_8_1 = arith.addi %rb8_1, %g8 : index
      %fa8_1_0 = memref.load %As[%r0_8_1, %ka_t8] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_1_0_i = arith.bitcast %fa8_1_0 : f32 to i32
      %fa8_1_0_r = arith.addi %fa8_1_0_i, %half_ulp : i32
      %fa8_1_0_b = arith.andi %fa8_1_0_r, %hi_mask : i32
      %fa8_1_0_bf = arith.bitcast %fa8_1_0_b : i32 to f32
      %fa8_1_0_sf = arith.subf %fa8_1_0, %fa8_1_0_bf : f32
      %fa8_1_0_si = arith.bitcast %fa8_1_0_sf : f32 to i32
      %fa8_1_0_sr = arith.addi %fa8_1_0_si, %half_ulp : i32
      %fa8_1_0_s = arith.andi %fa8_1_0_sr, %hi_mask : i32
      %fa8_1_1 = memref.load %As[%r1_8_1, %ka_t8] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_1_1_i = arith.bitcast %fa8_1_1 : f32 to i32
      %fa8_1_1_r = arith.addi %fa8_1_1_i, %half_ulp : i32
      %fa8_1_1_b = arith.andi %fa8_1_1_r, %hi_mask : i32
      %fa8_1_1_bf = arith.bitcast %fa8_1_1_b : i32 to f32
      %fa8_1_1_sf = arith.subf %fa8_1_1, %fa8_1_1_bf : f32
      %fa8_1_1_si = arith.bitcast %fa8_1_1_sf : f32 to i32
      %fa8_1_1_sr = arith.addi %fa8_1_1_si, %half_ulp : i32
      %fa8_1_1_s = arith.andi %fa8_1_1_sr, %hi_mask : i32
      %fa8_1_2 = memref.load %As[%r0_8_1, %ka_t48] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_1_2_i = arith.bitcast %fa8_1_2 : f32 to i32
      %fa8_1_2_r = arith.addi %fa8_1_2_i, %half_ulp : i32
      %fa8_1_2_b = arith.andi %fa8_1_2_r, %hi_mask : i32
      %fa8_1_2_bf = arith.bitcast %fa8_1_2_b : i32 to f32
      %fa8_1_2_sf = arith.subf %fa8_1_2, %fa8_1_2_bf : f32
      %fa8_1_2_si = arith.bitcast %fa8_1_2_sf : f32 to i32
      %fa8_1_2_sr = arith.addi %fa8_1_2_si, %half_ulp : i32
      %fa8_1_2_s = arith.andi %fa8_1_2_sr, %hi_mask : i32
      %fa8_1_3 = memref.load %As[%r1_8_1, %ka_t48] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_1_3_i = arith.bitcast %fa8_1_3 : f32 to i32
      %fa8_1_3_r = arith.addi %fa8_1_3_i, %half_ulp : i32
      %fa8_1_3_b = arith.andi %fa8_1_3_r, %hi_mask : i32
      %fa8_1_3_bf = arith.bitcast %fa8_1_3_b : i32 to f32
      %fa8_1_3_sf = arith.subf %fa8_1_3, %fa8_1_3_bf : f32
      %fa8_1_3_si = arith.bitcast %fa8_1_3_sf : f32 to i32
      %fa8_1_3_sr = arith.addi %fa8_1_3_si, %half_ulp : i32
      %fa8_1_3_s = arith.andi %fa8_1_3_sr, %hi_mask : i32
      %mr8_2 = arith.constant 32 : index
      %rb8_2 = arith.addi %wrow, %mr8_2 : index
      %r0_8_2 = arith.addi %rb8_2, %g : index
      %r1_8_2 = arith.addi %rb8_2, %g8 : index
      %fa8_2_0 = memref.load %As[%r0_8_2, %ka_t8] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_2_0_i = arith.bitcast %fa8_2_0 : f32 to i32
      %fa8_2_0_r = arith.addi %fa8_2_0_i, %half_ulp : i32
      %fa8_2_0_b = arith.andi %fa8_2_0_r, %hi_mask : i32
      %fa8_2_0_bf = arith.bitcast %fa8_2_0_b : i32 to f32
      %fa8_2_0_sf = arith.subf %fa8_2_0, %fa8_2_0_bf : f32
      %fa8_2_0_si = arith.bitcast %fa8_2_0_sf : f32 to i32
      %fa8_2_0_sr = arith.addi %fa8_2_0_si, %half_ulp : i32
      %fa8_2_0_s = arith.andi %fa8_2_0_sr, %hi_mask : i32
      %fa8_2_1 = memref.load %As[%r1_8_2, %ka_t8] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_2_1_i = arith.bitcast %fa8_2_1 : f32 to i32
      %fa8_2_1_r = arith.addi %fa8_2_1_i, %half_ulp : i32
      %fa8_2_1_b = arith.andi %fa8_2_1_r, %hi_mask : i32
      %fa8_2_1_bf = arith.bitcast %fa8_2_1_b : i32 to f32
      %fa8_2_1_sf = arith.subf %fa8_2_1, %fa8_2_1_bf : f32
      %fa8_2_1_si = arith.bitcast %fa8_2_1_sf : f32 to i32
      %fa8_2_1_sr = arith.addi %fa8_2_1_si, %half_ulp : i32
      %fa8_2_1_s = arith.andi %fa8_2_1_sr, %hi_mask : i32
      %fa8_2_2 = memref.load %As[%r0_8_2, %ka_t48] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_2_2_i = arith.bitcast %fa8_2_2 : f32 to i32
      %fa8_2_2_r = arith.addi %fa8_2_2_i, %half_ulp : i32
      %fa8_2_2_b = arith.andi %fa8_2_2_r, %hi_mask : i32
      %fa8_2_2_bf = arith.bitcast %fa8_2_2_b : i32 to f32
      %fa8_2_2_sf = arith.subf %fa8_2_2, %fa8_2_2_bf : f32
      %fa8_2_2_si = arith.bitcast %fa8_2_2_sf : f32 to i32
      %fa8_2_2_sr = arith.addi %fa8_2_2_si, %half_ulp : i32
      %fa8_2_2_s = arith.andi %fa8_2_2_sr, %hi_mask : i32
      %fa8_2_3 = memref.load %As[%r1_8_2, %ka_t48] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_2_3_i = arith.bitcast %fa8_2_3 : f32 to i32
      %fa8_2_3_r = arith.addi %fa8_2_3_i, %half_ulp : i32
      %fa8_2_3_b = arith.andi %fa8_2_3_r, %hi_mask : i32
      %fa8_2_3_bf = arith.bitcast %fa8_2_3_b : i32 to f32
      %fa8_2_3_sf = arith.subf %fa8_2_3, %fa8_2_3_bf : f32
      %fa8_2_3_si = arith.bitcast %fa8_2_3_sf : f32 to i32
      %fa8_2_3_sr = arith.addi %fa8_2_3_si, %half_ulp : i32
      %fa8_2_3_s = arith.andi %fa8_2_3_sr, %hi_mask : i32
      %mr8_3 = arith.constant 48 : index
      %rb8_3 = arith.addi %wrow, %mr8_3 : index
      %r0_8_3 = arith.addi %rb8_3, %g : index
      %r1_8_3 = arith.addi %rb8_3, %g8 : index
      %fa8_3_0 = memref.load %As[%r0_8_3, %ka_t8] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_3_0_i = arith.bitcast %fa8_3_0 : f32 to i32
      %fa8_3_0_r = arith.addi %fa8_3_0_i, %half_ulp : i32
      %fa8_3_0_b = arith.andi %fa8_3_0_r, %hi_mask : i32
      %fa8_3_0_bf = arith.bitcast %fa8_3_0_b : i32 to f32
      %fa8_3_0_sf = arith.subf %fa8_3_0, %fa8_3_0_bf : f32
      %fa8_3_0_si = arith.bitcast %fa8_3_0_sf : f32 to i32
      %fa8_3_0_sr = arith.addi %fa8_3_0_si, %half_ulp : i32
      %fa8_3_0_s = arith.andi %fa8_3_0_sr, %hi_mask : i32
      %fa8_3_1 = memref.load %As[%r1_8_3, %ka_t8] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_3_1_i = arith.bitcast %fa8_3_1 : f32 to i32
      %fa8_3_1_r = arith.addi %fa8_3_1_i, %half_ulp : i32
      %fa8_3_1_b = arith.andi %fa8_3_1_r, %hi_mask : i32
      %fa8_3_1_bf = arith.bitcast %fa8_3_1_b : i32 to f32
      %fa8_3_1_sf = arith.subf %fa8_3_1, %fa8_3_1_bf : f32
      %fa8_3_1_si = arith.bitcast %fa8_3_1_sf : f32 to i32
      %fa8_3_1_sr = arith.addi %fa8_3_1_si, %half_ulp : i32
      %fa8_3_1_s = arith.andi %fa8_3_1_sr, %hi_mask : i32
      %fa8_3_2 = memref.load %As[%r0_8_3, %ka_t48] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_3_2_i = arith.bitcast %fa8_3_2 : f32 to i32
      %fa8_3_2_r = arith.addi %fa8_3_2_i, %half_ulp : i32
      %fa8_3_2_b = arith.andi %fa8_3_2_r, %hi_mask : i32
      %fa8_3_2_bf = arith.bitcast %fa8_3_2_b : i32 to f32
      %fa8_3_2_sf = arith.subf %fa8_3_2, %fa8_3_2_bf : f32
      %fa8_3_2_si = arith.bitcast %fa8_3_2_sf : f32 to i32
      %fa8_3_2_sr = arith.addi %fa8_3_2_si, %half_ulp : i32
      %fa8_3_2_s = arith.andi %fa8_3_2_sr, %hi_mask : i32
      %fa8_3_3 = memref.load %As[%r1_8_3, %ka_t48] : memref<128x20x{elt}, #gpu.address_space<workgroup>>
      %fa8_3_3_i = arith.bitcast %fa8_3_3 : f32 to i32
      %fa8_3_3_r = arith.addi %fa8_3_3_i, %half_ulp : i32
      %fa8_3_3_b = arith.andi %fa8_3_3_r, %hi_mask : i32
      %fa8_3_3_bf = arith.bitcast %fa8_3_3_b : i32 to f32
      %fa8_3_3_sf = arith.subf %fa8_3_3, %fa8_3_3_bf : f32
      %fa8_3_3_si = arith.bitcast %fa8_3_3_sf : f32 to i32
      %fa8_3_3_sr = arith.addi %fa8_3_3_si, %half_ulp : i32
      %fa8_3_3_s = arith.andi %fa8_3_3_sr, %hi_mask : i32
      %nc8_0 = arith.constant 0 : index
      %cb8_0 = arith.addi %wcol, %nc8_0 : index
      %cg8_0 = arith.addi %cb8_0, %g : index
      %fb8_0_0 = memref.load %Bs[%ka_t8, %cg8_0] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb8_0_0_i = arith.bitcast %fb8_0_0 : f32 to i32
      %fb8_0_0_r = arith.addi %fb8_0_0_i, %half_ulp : i32
      %fb8_0_0_b = arith.andi %fb8_0_0_r, %hi_mask : i32
      %fb8_0_0_bf = arith.bitcast %fb8_0_0_b : i32 to f32
      %fb8_0_0_sf = arith.subf %fb8_0_0, %fb8_0_0_bf : f32
      %fb8_0_0_si = arith.bitcast %fb8_0_0_sf : f32 to i32
      %fb8_0_0_sr = arith.addi %fb8_0_0_si, %half_ulp : i32
      %fb8_0_0_s = arith.andi %fb8_0_0_sr, %hi_mask : i32
      %fb8_0_1 = memref.load %Bs[%ka_t48, %cg8_0] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb8_0_1_i = arith.bitcast %fb8_0_1 : f32 to i32
      %fb8_0_1_r = arith.addi %fb8_0_1_i, %half_ulp : i32
      %fb8_0_1_b = arith.andi %fb8_0_1_r, %hi_mask : i32
      %fb8_0_1_bf = arith.bitcast %fb8_0_1_b : i32 to f32
      %fb8_0_1_sf = arith.subf %fb8_0_1, %fb8_0_1_bf : f32
      %fb8_0_1_si = arith.bitcast %fb8_0_1_sf : f32 to i32
      %fb8_0_1_sr = arith.addi %fb8_0_1_si, %half_ulp : i32
      %fb8_0_1_s = arith.andi %fb8_0_1_sr, %hi_mask : i32
      %nc8_1 = arith.constant 8 : index
      %cb8_1 = arith.addi %wcol, %nc8_1 : index
      %cg8_1 = arith.addi %cb8_1, %g : index
      %fb8_1_0 = memref.load %Bs[%ka_t8, %cg8_1] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb8_1_0_i = arith.bitcast %fb8_1_0 : f32 to i32
      %fb8_1_0_r = arith.addi %fb8_1_0_i, %half_ulp : i32
      %fb8_1_0_b = arith.andi %fb8_1_0_r, %hi_mask : i32
      %fb8_1_0_bf = arith.bitcast %fb8_1_0_b : i32 to f32
      %fb8_1_0_sf = arith.subf %fb8_1_0, %fb8_1_0_bf : f32
      %fb8_1_0_si = arith.bitcast %fb8_1_0_sf : f32 to i32
      %fb8_1_0_sr = arith.addi %fb8_1_0_si, %half_ulp : i32
      %fb8_1_0_s = arith.andi %fb8_1_0_sr, %hi_mask : i32
      %fb8_1_1 = memref.load %Bs[%ka_t48, %cg8_1] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb8_1_1_i = arith.bitcast %fb8_1_1 : f32 to i32
      %fb8_1_1_r = arith.addi %fb8_1_1_i, %half_ulp : i32
      %fb8_1_1_b = arith.andi %fb8_1_1_r, %hi_mask : i32
      %fb8_1_1_bf = arith.bitcast %fb8_1_1_b : i32 to f32
      %fb8_1_1_sf = arith.subf %fb8_1_1, %fb8_1_1_bf : f32
      %fb8_1_1_si = arith.bitcast %fb8_1_1_sf : f32 to i32
      %fb8_1_1_sr = arith.addi %fb8_1_1_si, %half_ulp : i32
      %fb8_1_1_s = arith.andi %fb8_1_1_sr, %hi_mask : i32
      %nc8_2 = arith.constant 16 : index
      %cb8_2 = arith.addi %wcol, %nc8_2 : index
      %cg8_2 = arith.addi %cb8_2, %g : index
      %fb8_2_0 = memref.load %Bs[%ka_t8, %cg8_2] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb8_2_0_i = arith.bitcast %fb8_2_0 : f32 to i32
      %fb8_2_0_r = arith.addi %fb8_2_0_i, %half_ulp : i32
      %fb8_2_0_b = arith.andi %fb8_2_0_r, %hi_mask : i32
      %fb8_2_0_bf = arith.bitcast %fb8_2_0_b : i32 to f32
      %fb8_2_0_sf = arith.subf %fb8_2_0, %fb8_2_0_bf : f32
      %fb8_2_0_si = arith.bitcast %fb8_2_0_sf : f32 to i32
      %fb8_2_0_sr = arith.addi %fb8_2_0_si, %half_ulp : i32
      %fb8_2_0_s = arith.andi %fb8_2_0_sr, %hi_mask : i32
      %fb8_2_1 = memref.load %Bs[%ka_t48, %cg8_2] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb8_2_1_i = arith.bitcast %fb8_2_1 : f32 to i32
      %fb8_2_1_r = arith.addi %fb8_2_1_i, %half_ulp : i32
      %fb8_2_1_b = arith.andi %fb8_2_1_r, %hi_mask : i32
      %fb8_2_1_bf = arith.bitcast %fb8_2_1_b : i32 to f32
      %fb8_2_1_sf = arith.subf %fb8_2_1, %fb8_2_1_bf : f32
      %fb8_2_1_si = arith.bitcast %fb8_2_1_sf : f32 to i32
      %fb8_2_1_sr = arith.addi %fb8_2_1_si, %half_ulp : i32
      %fb8_2_1_s = arith.andi %fb8_2_1_sr, %hi_mask : i32
      %nc8_3 = arith.constant 24 : index
      %cb8_3 = arith.addi %wcol, %nc8_3 : index
      %cg8_3 = arith.addi %cb8_3, %g : index
      %fb8_3_0 = memref.load %Bs[%ka_t8, %cg8_3] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb8_3_0_i = arith.bitcast %fb8_3_0 : f32 to i32
      %fb8_3_0_r = arith.addi %fb8_3_0_i, %half_ulp : i32
      %fb8_3_0_b = arith.andi %fb8_3_0_r, %hi_mask : i32
      %fb8_3_0_bf = arith.bitcast %fb8_3_0_b : i32 to f32
      %fb8_3_0_sf = arith.subf %fb8_3_0, %fb8_3_0_bf : f32
      %fb8_3_0_si = arith.bitcast %fb8_3_0_sf : f32 to i32
      %fb8_3_0_sr = arith.addi %fb8_3_0_si, %half_ulp : i32
      %fb8_3_0_s = arith.andi %fb8_3_0_sr, %hi_mask : i32
      %fb8_3_1 = memref.load %Bs[%ka_t48, %cg8_3] : memref<16x136x{elt}, #gpu.address_space<workgroup>>
      %fb8_3_1_i = arith.bitcast %fb8_3_1 : f32 to i32
      %fb8_3_1_r = arith.addi %fb8_3_1_i, %half_ulp : i32
      %fb8_3_1_b = arith.andi %fb8_3_1_r, %hi_mask : i32
      %fb8_3_1_bf = arith.bitcast %fb8_3_1_b : i32 to f32
      %fb8_3_1_sf = arith.subf %fb8_3_1, %fb8_3_1_bf : f32
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
      %m8_20_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_s, %fa8_2_1_s, %fa8_2_2_s, %fa8_2_3_s, %fb8_0_0_b, %fb8_0_1_b, %m0_20_2_0, %m0_20_2_1, %m0_20_2_2, %m0_20_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_0_0 = llvm.extractvalue %m8_20_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_0_1 = llvm.extractvalue %m8_20_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_0_2 = llvm.extractvalue %m8_20_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_0_3 = llvm.extractvalue %m8_20_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_b, %fa8_2_1_b, %fa8_2_2_b, %fa8_2_3_b, %fb8_0_0_s, %fb8_0_1_s, %m8_20_0_0, %m8_20_0_1, %m8_20_0_2, %m8_20_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_1_0 = llvm.extractvalue %m8_20_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_1_1 = llvm.extractvalue %m8_20_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_1_2 = llvm.extractvalue %m8_20_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_1_3 = llvm.extractvalue %m8_20_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_b, %fa8_2_1_b, %fa8_2_2_b, %fa8_2_3_b, %fb8_0_0_b, %fb8_0_1_b, %m8_20_1_0, %m8_20_1_1, %m8_20_1_2, %m8_20_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_2_0 = llvm.extractvalue %m8_20_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_2_1 = llvm.extractvalue %m8_20_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_2_2 = llvm.extractvalue %m8_20_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_20_2_3 = llvm.extractvalue %m8_20_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_s, %fa8_2_1_s, %fa8_2_2_s, %fa8_2_3_s, %fb8_1_0_b, %fb8_1_1_b, %m0_21_2_0, %m0_21_2_1, %m0_21_2_2, %m0_21_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_0_0 = llvm.extractvalue %m8_21_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_0_1 = llvm.extractvalue %m8_21_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_0_2 = llvm.extractvalue %m8_21_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_0_3 = llvm.extractvalue %m8_21_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_b, %fa8_2_1_b, %fa8_2_2_b, %fa8_2_3_b, %fb8_1_0_s, %fb8_1_1_s, %m8_21_0_0, %m8_21_0_1, %m8_21_0_2, %m8_21_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_1_0 = llvm.extractvalue %m8_21_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_1_1 = llvm.extractvalue %m8_21_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_1_2 = llvm.extractvalue %m8_21_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_1_3 = llvm.extractvalue %m8_21_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_b, %fa8_2_1_b, %fa8_2_2_b, %fa8_2_3_b, %fb8_1_0_b, %fb8_1_1_b, %m8_21_1_0, %m8_21_1_1, %m8_21_1_2, %m8_21_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_2_0 = llvm.extractvalue %m8_21_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_2_1 = llvm.extractvalue %m8_21_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_2_2 = llvm.extractvalue %m8_21_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_21_2_3 = llvm.extractvalue %m8_21_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_s, %fa8_2_1_s, %fa8_2_2_s, %fa8_2_3_s, %fb8_2_0_b, %fb8_2_1_b, %m0_22_2_0, %m0_22_2_1, %m0_22_2_2, %m0_22_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_0_0 = llvm.extractvalue %m8_22_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_0_1 = llvm.extractvalue %m8_22_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_0_2 = llvm.extractvalue %m8_22_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_0_3 = llvm.extractvalue %m8_22_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_b, %fa8_2_1_b, %fa8_2_2_b, %fa8_2_3_b, %fb8_2_0_s, %fb8_2_1_s, %m8_22_0_0, %m8_22_0_1, %m8_22_0_2, %m8_22_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_1_0 = llvm.extractvalue %m8_22_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_1_1 = llvm.extractvalue %m8_22_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_1_2 = llvm.extractvalue %m8_22_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_1_3 = llvm.extractvalue %m8_22_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_b, %fa8_2_1_b, %fa8_2_2_b, %fa8_2_3_b, %fb8_2_0_b, %fb8_2_1_b, %m8_22_1_0, %m8_22_1_1, %m8_22_1_2, %m8_22_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_2_0 = llvm.extractvalue %m8_22_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_2_1 = llvm.extractvalue %m8_22_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_2_2 = llvm.extractvalue %m8_22_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_22_2_3 = llvm.extractvalue %m8_22_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_s, %fa8_2_1_s, %fa8_2_2_s, %fa8_2_3_s, %fb8_3_0_b, %fb8_3_1_b, %m0_23_2_0, %m0_23_2_1, %m0_23_2_2, %m0_23_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_0_0 = llvm.extractvalue %m8_23_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_0_1 = llvm.extractvalue %m8_23_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_0_2 = llvm.extractvalue %m8_23_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_0_3 = llvm.extractvalue %m8_23_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_b, %fa8_2_1_b, %fa8_2_2_b, %fa8_2_3_b, %fb8_3_0_s, %fb8_3_1_s, %m8_23_0_0, %m8_23_0_1, %m8_23_0_2, %m8_23_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_1_0 = llvm.extractvalue %m8_23_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_1_1 = llvm.extractvalue %m8_23_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_1_2 = llvm.extractvalue %m8_23_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_1_3 = llvm.extractvalue %m8_23_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_2_0_b, %fa8_2_1_b, %fa8_2_2_b, %fa8_2_3_b, %fb8_3_0_b, %fb8_3_1_b, %m8_23_1_0, %m8_23_1_1, %m8_23_1_2, %m8_23_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_2_0 = llvm.extractvalue %m8_23_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_2_1 = llvm.extractvalue %m8_23_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_2_2 = llvm.extractvalue %m8_23_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_23_2_3 = llvm.extractvalue %m8_23_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_s, %fa8_3_1_s, %fa8_3_2_s, %fa8_3_3_s, %fb8_0_0_b, %fb8_0_1_b, %m0_30_2_0, %m0_30_2_1, %m0_30_2_2, %m0_30_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_0_0 = llvm.extractvalue %m8_30_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_0_1 = llvm.extractvalue %m8_30_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_0_2 = llvm.extractvalue %m8_30_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_0_3 = llvm.extractvalue %m8_30_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_b, %fa8_3_1_b, %fa8_3_2_b, %fa8_3_3_b, %fb8_0_0_s, %fb8_0_1_s, %m8_30_0_0, %m8_30_0_1, %m8_30_0_2, %m8_30_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_1_0 = llvm.extractvalue %m8_30_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_1_1 = llvm.extractvalue %m8_30_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_1_2 = llvm.extractvalue %m8_30_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_1_3 = llvm.extractvalue %m8_30_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_b, %fa8_3_1_b, %fa8_3_2_b, %fa8_3_3_b, %fb8_0_0_b, %fb8_0_1_b, %m8_30_1_0, %m8_30_1_1, %m8_30_1_2, %m8_30_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_2_0 = llvm.extractvalue %m8_30_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_2_1 = llvm.extractvalue %m8_30_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_2_2 = llvm.extractvalue %m8_30_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_30_2_3 = llvm.extractvalue %m8_30_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_s, %fa8_3_1_s, %fa8_3_2_s, %fa8_3_3_s, %fb8_1_0_b, %fb8_1_1_b, %m0_31_2_0, %m0_31_2_1, %m0_31_2_2, %m0_31_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_0_0 = llvm.extractvalue %m8_31_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_0_1 = llvm.extractvalue %m8_31_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_0_2 = llvm.extractvalue %m8_31_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_0_3 = llvm.extractvalue %m8_31_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_b, %fa8_3_1_b, %fa8_3_2_b, %fa8_3_3_b, %fb8_1_0_s, %fb8_1_1_s, %m8_31_0_0, %m8_31_0_1, %m8_31_0_2, %m8_31_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_1_0 = llvm.extractvalue %m8_31_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_1_1 = llvm.extractvalue %m8_31_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_1_2 = llvm.extractvalue %m8_31_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_1_3 = llvm.extractvalue %m8_31_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_b, %fa8_3_1_b, %fa8_3_2_b, %fa8_3_3_b, %fb8_1_0_b, %fb8_1_1_b, %m8_31_1_0, %m8_31_1_1, %m8_31_1_2, %m8_31_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_2_0 = llvm.extractvalue %m8_31_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_2_1 = llvm.extractvalue %m8_31_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_2_2 = llvm.extractvalue %m8_31_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_31_2_3 = llvm.extractvalue %m8_31_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_s, %fa8_3_1_s, %fa8_3_2_s, %fa8_3_3_s, %fb8_2_0_b, %fb8_2_1_b, %m0_32_2_0, %m0_32_2_1, %m0_32_2_2, %m0_32_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_0_0 = llvm.extractvalue %m8_32_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_0_1 = llvm.extractvalue %m8_32_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_0_2 = llvm.extractvalue %m8_32_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_0_3 = llvm.extractvalue %m8_32_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_b, %fa8_3_1_b, %fa8_3_2_b, %fa8_3_3_b, %fb8_2_0_s, %fb8_2_1_s, %m8_32_0_0, %m8_32_0_1, %m8_32_0_2, %m8_32_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_1_0 = llvm.extractvalue %m8_32_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_1_1 = llvm.extractvalue %m8_32_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_1_2 = llvm.extractvalue %m8_32_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_1_3 = llvm.extractvalue %m8_32_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_b, %fa8_3_1_b, %fa8_3_2_b, %fa8_3_3_b, %fb8_2_0_b, %fb8_2_1_b, %m8_32_1_0, %m8_32_1_1, %m8_32_1_2, %m8_32_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_2_0 = llvm.extractvalue %m8_32_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_2_1 = llvm.extractvalue %m8_32_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_2_2 = llvm.extractvalue %m8_32_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_32_2_3 = llvm.extractvalue %m8_32_2[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_0 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_s, %fa8_3_1_s, %fa8_3_2_s, %fa8_3_3_s, %fb8_3_0_b, %fb8_3_1_b, %m0_33_2_0, %m0_33_2_1, %m0_33_2_2, %m0_33_2_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_0_0 = llvm.extractvalue %m8_33_0[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_0_1 = llvm.extractvalue %m8_33_0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_0_2 = llvm.extractvalue %m8_33_0[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_0_3 = llvm.extractvalue %m8_33_0[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_1 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_b, %fa8_3_1_b, %fa8_3_2_b, %fa8_3_3_b, %fb8_3_0_s, %fb8_3_1_s, %m8_33_0_0, %m8_33_0_1, %m8_33_0_2, %m8_33_0_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_1_0 = llvm.extractvalue %m8_33_1[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_1_1 = llvm.extractvalue %m8_33_1[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_1_2 = llvm.extractvalue %m8_33_1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_1_3 = llvm.extractvalue %m8_33_1[3] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_2 = llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %fa8_3_0_b, %fa8_3_1_b, %fa8_3_2_b, %fa8_3_3_b, %fb8_3_0_b, %fb8_3_1_b, %m8_33_1_0, %m8_33_1_1, %m8_33_1_2, %m8_33_1_3 : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_2_0 = llvm.extractvalue %m8_33_2[0] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_2_1 = llvm.extractvalue %m8_33_2[1] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_2_2 = llvm.extractvalue %m8_33_2[2] : !llvm.struct<(f32, f32, f32, f32)>
      %m8_33_2_3 = llvm.extractvalue %m8_33_2[3] : !llvm.struct<(f32, f32, f32, f32)>
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
      %sum32 = arith.addf %acc20_0, %m8_20_2_0 : f32
      %sum33 = arith.addf %acc20_1, %m8_20_2_1 : f32
      %sum34 = arith.addf %acc20_2, %m8_20_2_2 : f32
      %sum35 = arith.addf %acc20_3, %m8_20_2_3 : f32
      %sum36 = arith.addf %acc21_0, %m8_21_2_0 : f32
      %sum37 = arith.addf %acc21_1, %m8_21_2_1 : f32
      %sum38 = arith.addf %acc21_2, %m8_21_2_2 : f32
      %sum39 = arith.addf %acc21_3, %m8_21_2_3 : f32
      %sum40 = arith.addf %acc22_0, %m8_22_2_0 : f32
      %sum41 = arith.addf %acc22_1, %m8_22_2_1 : f32
      %sum42 = arith.addf %acc22_2, %m8_22_2_2 : f32
      %sum43 = arith.addf %acc22_3, %m8_22_2_3 : f32
      %sum44 = arith.addf %acc23_0, %m8_23_2_0 : f32
      %sum45 = arith.addf %acc23_1, %m8_23_2_1 : f32
      %sum46 = arith.addf %acc23_2, %m8_23_2_2 : f32
      %sum47 = arith.addf %acc23_3, %m8_23_2_3 : f32
      %sum48 = arith.addf %acc30_0, %m8_30_2_0 : f32
      %sum49 = arith.addf %acc30_1, %m8_30_2_1 : f32
      %sum50 = arith.addf %acc30_2, %m8_30_2_2 : f32
      %sum51 = arith.addf %acc30_3, %m8_30_2_3 : f32
      %sum52 = arith.addf %acc31_0, %m8_31_2_0 : f32
      %sum53 = arith.addf %acc31_1, %m8_31_2_1 : f32
      %sum54 = arith.addf %acc31_2, %m8_31_2_2 : f32
      %sum55 = arith.addf %acc31_3, %m8_31_2_3 : f32
      %sum56 = arith.addf %acc32_0, %m8_32_2_0 : f32
      %sum57 = arith.addf %acc32_1, %m8_32_2_1 : f32
      %sum58 = arith.addf %acc32_2, %m8_32_2_2 : f32
      %sum59 = arith.addf %acc32_3, %m8_32_2_3 : f32
      %sum60 = arith.addf %acc33_0, %m8_33_2_0 : f32
      %sum61 = arith.addf %acc33_1, %m8_33_2_1 : f32
      %sum62 = arith.addf %acc33_2, %m8_33_2_2 : f32
      %sum63 = arith.addf %acc33_3, %m8_33_2_3 : f32
      scf.yield %sum0, %sum1, %sum2, %sum3, %sum4, %sum5, %sum6, %sum7, %sum8, %sum9, %sum10, %sum11, %sum12, %sum13, %sum14, %sum15, %sum16, %sum17, %sum18, %sum19, %sum20, %sum21, %sum22, %sum23, %sum24, %sum25, %sum26, %sum27, %sum28, %sum29, %sum30, %sum31, %sum32, %sum33, %sum34, %sum35, %sum36, %sum37, %sum38, %sum39, %sum40, %sum41, %sum42, %sum43, %sum44, %sum45, %sum46, %sum47, %sum48, %sum49, %sum50, %sum51, %sum52, %sum53, %sum54, %sum55, %sum56, %sum57, %sum58, %sum59, %sum60, %sum61, %sum62, %sum63 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
    }
    %accumulate = arith.constant {accumulate}
    %er00 = arith.constant 0 : index
    %ec00 = arith.constant 0 : index
    %orb00 = arith.addi %wrow, %er00 : index
    %orb200 = arith.addi %bm, %orb00 : index
    %ocb00 = arith.addi %wcol, %ec00 : index
    %ocb200 = arith.addi %bn, %ocb00 : index
    %row00_00 = arith.addi %orb200, %g : index
    %col00_00 = arith.addi %ocb200, %t2 : index
    %rok00_00 = arith.cmpi ult, %row00_00, %M : index
    %cok00_00 = arith.cmpi ult, %col00_00, %N : index
    %ok00_00 = arith.andi %rok00_00, %cok00_00 : i1
    scf.if %ok00_00 {
      %old00_00 = scf.if %accumulate -> ({elt}) {
        %o00_00 = memref.load %C[%row00_00, %col00_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o00_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s00_00 = arith.addf %old00_00, %res#0 : {elt}
      func.call @{func}_store(%s00_00, %row00_00, %col00_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row00_01 = arith.addi %orb200, %g : index
    %col00_01 = arith.addi %ocb200, %t2p : index
    %rok00_01 = arith.cmpi ult, %row00_01, %M : index
    %cok00_01 = arith.cmpi ult, %col00_01, %N : index
    %ok00_01 = arith.andi %rok00_01, %cok00_01 : i1
    scf.if %ok00_01 {
      %old00_01 = scf.if %accumulate -> ({elt}) {
        %o00_01 = memref.load %C[%row00_01, %col00_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o00_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s00_01 = arith.addf %old00_01, %res#1 : {elt}
      func.call @{func}_store(%s00_01, %row00_01, %col00_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row00_10 = arith.addi %orb200, %g8 : index
    %col00_10 = arith.addi %ocb200, %t2 : index
    %rok00_10 = arith.cmpi ult, %row00_10, %M : index
    %cok00_10 = arith.cmpi ult, %col00_10, %N : index
    %ok00_10 = arith.andi %rok00_10, %cok00_10 : i1
    scf.if %ok00_10 {
      %old00_10 = scf.if %accumulate -> ({elt}) {
        %o00_10 = memref.load %C[%row00_10, %col00_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o00_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s00_10 = arith.addf %old00_10, %res#2 : {elt}
      func.call @{func}_store(%s00_10, %row00_10, %col00_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row00_11 = arith.addi %orb200, %g8 : index
    %col00_11 = arith.addi %ocb200, %t2p : index
    %rok00_11 = arith.cmpi ult, %row00_11, %M : index
    %cok00_11 = arith.cmpi ult, %col00_11, %N : index
    %ok00_11 = arith.andi %rok00_11, %cok00_11 : i1
    scf.if %ok00_11 {
      %old00_11 = scf.if %accumulate -> ({elt}) {
        %o00_11 = memref.load %C[%row00_11, %col00_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o00_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s00_11 = arith.addf %old00_11, %res#3 : {elt}
      func.call @{func}_store(%s00_11, %row00_11, %col00_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er01 = arith.constant 0 : index
    %ec01 = arith.constant 8 : index
    %orb01 = arith.addi %wrow, %er01 : index
    %orb201 = arith.addi %bm, %orb01 : index
    %ocb01 = arith.addi %wcol, %ec01 : index
    %ocb201 = arith.addi %bn, %ocb01 : index
    %row01_00 = arith.addi %orb201, %g : index
    %col01_00 = arith.addi %ocb201, %t2 : index
    %rok01_00 = arith.cmpi ult, %row01_00, %M : index
    %cok01_00 = arith.cmpi ult, %col01_00, %N : index
    %ok01_00 = arith.andi %rok01_00, %cok01_00 : i1
    scf.if %ok01_00 {
      %old01_00 = scf.if %accumulate -> ({elt}) {
        %o01_00 = memref.load %C[%row01_00, %col01_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o01_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s01_00 = arith.addf %old01_00, %res#4 : {elt}
      func.call @{func}_store(%s01_00, %row01_00, %col01_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row01_01 = arith.addi %orb201, %g : index
    %col01_01 = arith.addi %ocb201, %t2p : index
    %rok01_01 = arith.cmpi ult, %row01_01, %M : index
    %cok01_01 = arith.cmpi ult, %col01_01, %N : index
    %ok01_01 = arith.andi %rok01_01, %cok01_01 : i1
    scf.if %ok01_01 {
      %old01_01 = scf.if %accumulate -> ({elt}) {
        %o01_01 = memref.load %C[%row01_01, %col01_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o01_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s01_01 = arith.addf %old01_01, %res#5 : {elt}
      func.call @{func}_store(%s01_01, %row01_01, %col01_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row01_10 = arith.addi %orb201, %g8 : index
    %col01_10 = arith.addi %ocb201, %t2 : index
    %rok01_10 = arith.cmpi ult, %row01_10, %M : index
    %cok01_10 = arith.cmpi ult, %col01_10, %N : index
    %ok01_10 = arith.andi %rok01_10, %cok01_10 : i1
    scf.if %ok01_10 {
      %old01_10 = scf.if %accumulate -> ({elt}) {
        %o01_10 = memref.load %C[%row01_10, %col01_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o01_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s01_10 = arith.addf %old01_10, %res#6 : {elt}
      func.call @{func}_store(%s01_10, %row01_10, %col01_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row01_11 = arith.addi %orb201, %g8 : index
    %col01_11 = arith.addi %ocb201, %t2p : index
    %rok01_11 = arith.cmpi ult, %row01_11, %M : index
    %cok01_11 = arith.cmpi ult, %col01_11, %N : index
    %ok01_11 = arith.andi %rok01_11, %cok01_11 : i1
    scf.if %ok01_11 {
      %old01_11 = scf.if %accumulate -> ({elt}) {
        %o01_11 = memref.load %C[%row01_11, %col01_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o01_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s01_11 = arith.addf %old01_11, %res#7 : {elt}
      func.call @{func}_store(%s01_11, %row01_11, %col01_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er02 = arith.constant 0 : index
    %ec02 = arith.constant 16 : index
    %orb02 = arith.addi %wrow, %er02 : index
    %orb202 = arith.addi %bm, %orb02 : index
    %ocb02 = arith.addi %wcol, %ec02 : index
    %ocb202 = arith.addi %bn, %ocb02 : index
    %row02_00 = arith.addi %orb202, %g : index
    %col02_00 = arith.addi %ocb202, %t2 : index
    %rok02_00 = arith.cmpi ult, %row02_00, %M : index
    %cok02_00 = arith.cmpi ult, %col02_00, %N : index
    %ok02_00 = arith.andi %rok02_00, %cok02_00 : i1
    scf.if %ok02_00 {
      %old02_00 = scf.if %accumulate -> ({elt}) {
        %o02_00 = memref.load %C[%row02_00, %col02_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o02_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s02_00 = arith.addf %old02_00, %res#8 : {elt}
      func.call @{func}_store(%s02_00, %row02_00, %col02_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row02_01 = arith.addi %orb202, %g : index
    %col02_01 = arith.addi %ocb202, %t2p : index
    %rok02_01 = arith.cmpi ult, %row02_01, %M : index
    %cok02_01 = arith.cmpi ult, %col02_01, %N : index
    %ok02_01 = arith.andi %rok02_01, %cok02_01 : i1
    scf.if %ok02_01 {
      %old02_01 = scf.if %accumulate -> ({elt}) {
        %o02_01 = memref.load %C[%row02_01, %col02_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o02_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s02_01 = arith.addf %old02_01, %res#9 : {elt}
      func.call @{func}_store(%s02_01, %row02_01, %col02_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row02_10 = arith.addi %orb202, %g8 : index
    %col02_10 = arith.addi %ocb202, %t2 : index
    %rok02_10 = arith.cmpi ult, %row02_10, %M : index
    %cok02_10 = arith.cmpi ult, %col02_10, %N : index
    %ok02_10 = arith.andi %rok02_10, %cok02_10 : i1
    scf.if %ok02_10 {
      %old02_10 = scf.if %accumulate -> ({elt}) {
        %o02_10 = memref.load %C[%row02_10, %col02_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o02_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s02_10 = arith.addf %old02_10, %res#10 : {elt}
      func.call @{func}_store(%s02_10, %row02_10, %col02_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row02_11 = arith.addi %orb202, %g8 : index
    %col02_11 = arith.addi %ocb202, %t2p : index
    %rok02_11 = arith.cmpi ult, %row02_11, %M : index
    %cok02_11 = arith.cmpi ult, %col02_11, %N : index
    %ok02_11 = arith.andi %rok02_11, %cok02_11 : i1
    scf.if %ok02_11 {
      %old02_11 = scf.if %accumulate -> ({elt}) {
        %o02_11 = memref.load %C[%row02_11, %col02_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o02_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s02_11 = arith.addf %old02_11, %res#11 : {elt}
      func.call @{func}_store(%s02_11, %row02_11, %col02_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er03 = arith.constant 0 : index
    %ec03 = arith.constant 24 : index
    %orb03 = arith.addi %wrow, %er03 : index
    %orb203 = arith.addi %bm, %orb03 : index
    %ocb03 = arith.addi %wcol, %ec03 : index
    %ocb203 = arith.addi %bn, %ocb03 : index
    %row03_00 = arith.addi %orb203, %g : index
    %col03_00 = arith.addi %ocb203, %t2 : index
    %rok03_00 = arith.cmpi ult, %row03_00, %M : index
    %cok03_00 = arith.cmpi ult, %col03_00, %N : index
    %ok03_00 = arith.andi %rok03_00, %cok03_00 : i1
    scf.if %ok03_00 {
      %old03_00 = scf.if %accumulate -> ({elt}) {
        %o03_00 = memref.load %C[%row03_00, %col03_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o03_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s03_00 = arith.addf %old03_00, %res#12 : {elt}
      func.call @{func}_store(%s03_00, %row03_00, %col03_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row03_01 = arith.addi %orb203, %g : index
    %col03_01 = arith.addi %ocb203, %t2p : index
    %rok03_01 = arith.cmpi ult, %row03_01, %M : index
    %cok03_01 = arith.cmpi ult, %col03_01, %N : index
    %ok03_01 = arith.andi %rok03_01, %cok03_01 : i1
    scf.if %ok03_01 {
      %old03_01 = scf.if %accumulate -> ({elt}) {
        %o03_01 = memref.load %C[%row03_01, %col03_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o03_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s03_01 = arith.addf %old03_01, %res#13 : {elt}
      func.call @{func}_store(%s03_01, %row03_01, %col03_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row03_10 = arith.addi %orb203, %g8 : index
    %col03_10 = arith.addi %ocb203, %t2 : index
    %rok03_10 = arith.cmpi ult, %row03_10, %M : index
    %cok03_10 = arith.cmpi ult, %col03_10, %N : index
    %ok03_10 = arith.andi %rok03_10, %cok03_10 : i1
    scf.if %ok03_10 {
      %old03_10 = scf.if %accumulate -> ({elt}) {
        %o03_10 = memref.load %C[%row03_10, %col03_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o03_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s03_10 = arith.addf %old03_10, %res#14 : {elt}
      func.call @{func}_store(%s03_10, %row03_10, %col03_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row03_11 = arith.addi %orb203, %g8 : index
    %col03_11 = arith.addi %ocb203, %t2p : index
    %rok03_11 = arith.cmpi ult, %row03_11, %M : index
    %cok03_11 = arith.cmpi ult, %col03_11, %N : index
    %ok03_11 = arith.andi %rok03_11, %cok03_11 : i1
    scf.if %ok03_11 {
      %old03_11 = scf.if %accumulate -> ({elt}) {
        %o03_11 = memref.load %C[%row03_11, %col03_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o03_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s03_11 = arith.addf %old03_11, %res#15 : {elt}
      func.call @{func}_store(%s03_11, %row03_11, %col03_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er10 = arith.constant 16 : index
    %ec10 = arith.constant 0 : index
    %orb10 = arith.addi %wrow, %er10 : index
    %orb210 = arith.addi %bm, %orb10 : index
    %ocb10 = arith.addi %wcol, %ec10 : index
    %ocb210 = arith.addi %bn, %ocb10 : index
    %row10_00 = arith.addi %orb210, %g : index
    %col10_00 = arith.addi %ocb210, %t2 : index
    %rok10_00 = arith.cmpi ult, %row10_00, %M : index
    %cok10_00 = arith.cmpi ult, %col10_00, %N : index
    %ok10_00 = arith.andi %rok10_00, %cok10_00 : i1
    scf.if %ok10_00 {
      %old10_00 = scf.if %accumulate -> ({elt}) {
        %o10_00 = memref.load %C[%row10_00, %col10_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o10_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s10_00 = arith.addf %old10_00, %res#16 : {elt}
      func.call @{func}_store(%s10_00, %row10_00, %col10_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row10_01 = arith.addi %orb210, %g : index
    %col10_01 = arith.addi %ocb210, %t2p : index
    %rok10_01 = arith.cmpi ult, %row10_01, %M : index
    %cok10_01 = arith.cmpi ult, %col10_01, %N : index
    %ok10_01 = arith.andi %rok10_01, %cok10_01 : i1
    scf.if %ok10_01 {
      %old10_01 = scf.if %accumulate -> ({elt}) {
        %o10_01 = memref.load %C[%row10_01, %col10_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o10_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s10_01 = arith.addf %old10_01, %res#17 : {elt}
      func.call @{func}_store(%s10_01, %row10_01, %col10_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row10_10 = arith.addi %orb210, %g8 : index
    %col10_10 = arith.addi %ocb210, %t2 : index
    %rok10_10 = arith.cmpi ult, %row10_10, %M : index
    %cok10_10 = arith.cmpi ult, %col10_10, %N : index
    %ok10_10 = arith.andi %rok10_10, %cok10_10 : i1
    scf.if %ok10_10 {
      %old10_10 = scf.if %accumulate -> ({elt}) {
        %o10_10 = memref.load %C[%row10_10, %col10_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o10_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s10_10 = arith.addf %old10_10, %res#18 : {elt}
      func.call @{func}_store(%s10_10, %row10_10, %col10_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row10_11 = arith.addi %orb210, %g8 : index
    %col10_11 = arith.addi %ocb210, %t2p : index
    %rok10_11 = arith.cmpi ult, %row10_11, %M : index
    %cok10_11 = arith.cmpi ult, %col10_11, %N : index
    %ok10_11 = arith.andi %rok10_11, %cok10_11 : i1
    scf.if %ok10_11 {
      %old10_11 = scf.if %accumulate -> ({elt}) {
        %o10_11 = memref.load %C[%row10_11, %col10_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o10_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s10_11 = arith.addf %old10_11, %res#19 : {elt}
      func.call @{func}_store(%s10_11, %row10_11, %col10_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er11 = arith.constant 16 : index
    %ec11 = arith.constant 8 : index
    %orb11 = arith.addi %wrow, %er11 : index
    %orb211 = arith.addi %bm, %orb11 : index
    %ocb11 = arith.addi %wcol, %ec11 : index
    %ocb211 = arith.addi %bn, %ocb11 : index
    %row11_00 = arith.addi %orb211, %g : index
    %col11_00 = arith.addi %ocb211, %t2 : index
    %rok11_00 = arith.cmpi ult, %row11_00, %M : index
    %cok11_00 = arith.cmpi ult, %col11_00, %N : index
    %ok11_00 = arith.andi %rok11_00, %cok11_00 : i1
    scf.if %ok11_00 {
      %old11_00 = scf.if %accumulate -> ({elt}) {
        %o11_00 = memref.load %C[%row11_00, %col11_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o11_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s11_00 = arith.addf %old11_00, %res#20 : {elt}
      func.call @{func}_store(%s11_00, %row11_00, %col11_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row11_01 = arith.addi %orb211, %g : index
    %col11_01 = arith.addi %ocb211, %t2p : index
    %rok11_01 = arith.cmpi ult, %row11_01, %M : index
    %cok11_01 = arith.cmpi ult, %col11_01, %N : index
    %ok11_01 = arith.andi %rok11_01, %cok11_01 : i1
    scf.if %ok11_01 {
      %old11_01 = scf.if %accumulate -> ({elt}) {
        %o11_01 = memref.load %C[%row11_01, %col11_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o11_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s11_01 = arith.addf %old11_01, %res#21 : {elt}
      func.call @{func}_store(%s11_01, %row11_01, %col11_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row11_10 = arith.addi %orb211, %g8 : index
    %col11_10 = arith.addi %ocb211, %t2 : index
    %rok11_10 = arith.cmpi ult, %row11_10, %M : index
    %cok11_10 = arith.cmpi ult, %col11_10, %N : index
    %ok11_10 = arith.andi %rok11_10, %cok11_10 : i1
    scf.if %ok11_10 {
      %old11_10 = scf.if %accumulate -> ({elt}) {
        %o11_10 = memref.load %C[%row11_10, %col11_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o11_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s11_10 = arith.addf %old11_10, %res#22 : {elt}
      func.call @{func}_store(%s11_10, %row11_10, %col11_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row11_11 = arith.addi %orb211, %g8 : index
    %col11_11 = arith.addi %ocb211, %t2p : index
    %rok11_11 = arith.cmpi ult, %row11_11, %M : index
    %cok11_11 = arith.cmpi ult, %col11_11, %N : index
    %ok11_11 = arith.andi %rok11_11, %cok11_11 : i1
    scf.if %ok11_11 {
      %old11_11 = scf.if %accumulate -> ({elt}) {
        %o11_11 = memref.load %C[%row11_11, %col11_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o11_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s11_11 = arith.addf %old11_11, %res#23 : {elt}
      func.call @{func}_store(%s11_11, %row11_11, %col11_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er12 = arith.constant 16 : index
    %ec12 = arith.constant 16 : index
    %orb12 = arith.addi %wrow, %er12 : index
    %orb212 = arith.addi %bm, %orb12 : index
    %ocb12 = arith.addi %wcol, %ec12 : index
    %ocb212 = arith.addi %bn, %ocb12 : index
    %row12_00 = arith.addi %orb212, %g : index
    %col12_00 = arith.addi %ocb212, %t2 : index
    %rok12_00 = arith.cmpi ult, %row12_00, %M : index
    %cok12_00 = arith.cmpi ult, %col12_00, %N : index
    %ok12_00 = arith.andi %rok12_00, %cok12_00 : i1
    scf.if %ok12_00 {
      %old12_00 = scf.if %accumulate -> ({elt}) {
        %o12_00 = memref.load %C[%row12_00, %col12_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o12_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s12_00 = arith.addf %old12_00, %res#24 : {elt}
      func.call @{func}_store(%s12_00, %row12_00, %col12_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row12_01 = arith.addi %orb212, %g : index
    %col12_01 = arith.addi %ocb212, %t2p : index
    %rok12_01 = arith.cmpi ult, %row12_01, %M : index
    %cok12_01 = arith.cmpi ult, %col12_01, %N : index
    %ok12_01 = arith.andi %rok12_01, %cok12_01 : i1
    scf.if %ok12_01 {
      %old12_01 = scf.if %accumulate -> ({elt}) {
        %o12_01 = memref.load %C[%row12_01, %col12_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o12_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s12_01 = arith.addf %old12_01, %res#25 : {elt}
      func.call @{func}_store(%s12_01, %row12_01, %col12_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row12_10 = arith.addi %orb212, %g8 : index
    %col12_10 = arith.addi %ocb212, %t2 : index
    %rok12_10 = arith.cmpi ult, %row12_10, %M : index
    %cok12_10 = arith.cmpi ult, %col12_10, %N : index
    %ok12_10 = arith.andi %rok12_10, %cok12_10 : i1
    scf.if %ok12_10 {
      %old12_10 = scf.if %accumulate -> ({elt}) {
        %o12_10 = memref.load %C[%row12_10, %col12_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o12_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s12_10 = arith.addf %old12_10, %res#26 : {elt}
      func.call @{func}_store(%s12_10, %row12_10, %col12_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row12_11 = arith.addi %orb212, %g8 : index
    %col12_11 = arith.addi %ocb212, %t2p : index
    %rok12_11 = arith.cmpi ult, %row12_11, %M : index
    %cok12_11 = arith.cmpi ult, %col12_11, %N : index
    %ok12_11 = arith.andi %rok12_11, %cok12_11 : i1
    scf.if %ok12_11 {
      %old12_11 = scf.if %accumulate -> ({elt}) {
        %o12_11 = memref.load %C[%row12_11, %col12_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o12_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s12_11 = arith.addf %old12_11, %res#27 : {elt}
      func.call @{func}_store(%s12_11, %row12_11, %col12_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er13 = arith.constant 16 : index
    %ec13 = arith.constant 24 : index
    %orb13 = arith.addi %wrow, %er13 : index
    %orb213 = arith.addi %bm, %orb13 : index
    %ocb13 = arith.addi %wcol, %ec13 : index
    %ocb213 = arith.addi %bn, %ocb13 : index
    %row13_00 = arith.addi %orb213, %g : index
    %col13_00 = arith.addi %ocb213, %t2 : index
    %rok13_00 = arith.cmpi ult, %row13_00, %M : index
    %cok13_00 = arith.cmpi ult, %col13_00, %N : index
    %ok13_00 = arith.andi %rok13_00, %cok13_00 : i1
    scf.if %ok13_00 {
      %old13_00 = scf.if %accumulate -> ({elt}) {
        %o13_00 = memref.load %C[%row13_00, %col13_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o13_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s13_00 = arith.addf %old13_00, %res#28 : {elt}
      func.call @{func}_store(%s13_00, %row13_00, %col13_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row13_01 = arith.addi %orb213, %g : index
    %col13_01 = arith.addi %ocb213, %t2p : index
    %rok13_01 = arith.cmpi ult, %row13_01, %M : index
    %cok13_01 = arith.cmpi ult, %col13_01, %N : index
    %ok13_01 = arith.andi %rok13_01, %cok13_01 : i1
    scf.if %ok13_01 {
      %old13_01 = scf.if %accumulate -> ({elt}) {
        %o13_01 = memref.load %C[%row13_01, %col13_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o13_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s13_01 = arith.addf %old13_01, %res#29 : {elt}
      func.call @{func}_store(%s13_01, %row13_01, %col13_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row13_10 = arith.addi %orb213, %g8 : index
    %col13_10 = arith.addi %ocb213, %t2 : index
    %rok13_10 = arith.cmpi ult, %row13_10, %M : index
    %cok13_10 = arith.cmpi ult, %col13_10, %N : index
    %ok13_10 = arith.andi %rok13_10, %cok13_10 : i1
    scf.if %ok13_10 {
      %old13_10 = scf.if %accumulate -> ({elt}) {
        %o13_10 = memref.load %C[%row13_10, %col13_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o13_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s13_10 = arith.addf %old13_10, %res#30 : {elt}
      func.call @{func}_store(%s13_10, %row13_10, %col13_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row13_11 = arith.addi %orb213, %g8 : index
    %col13_11 = arith.addi %ocb213, %t2p : index
    %rok13_11 = arith.cmpi ult, %row13_11, %M : index
    %cok13_11 = arith.cmpi ult, %col13_11, %N : index
    %ok13_11 = arith.andi %rok13_11, %cok13_11 : i1
    scf.if %ok13_11 {
      %old13_11 = scf.if %accumulate -> ({elt}) {
        %o13_11 = memref.load %C[%row13_11, %col13_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o13_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s13_11 = arith.addf %old13_11, %res#31 : {elt}
      func.call @{func}_store(%s13_11, %row13_11, %col13_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er20 = arith.constant 32 : index
    %ec20 = arith.constant 0 : index
    %orb20 = arith.addi %wrow, %er20 : index
    %orb220 = arith.addi %bm, %orb20 : index
    %ocb20 = arith.addi %wcol, %ec20 : index
    %ocb220 = arith.addi %bn, %ocb20 : index
    %row20_00 = arith.addi %orb220, %g : index
    %col20_00 = arith.addi %ocb220, %t2 : index
    %rok20_00 = arith.cmpi ult, %row20_00, %M : index
    %cok20_00 = arith.cmpi ult, %col20_00, %N : index
    %ok20_00 = arith.andi %rok20_00, %cok20_00 : i1
    scf.if %ok20_00 {
      %old20_00 = scf.if %accumulate -> ({elt}) {
        %o20_00 = memref.load %C[%row20_00, %col20_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o20_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s20_00 = arith.addf %old20_00, %res#32 : {elt}
      func.call @{func}_store(%s20_00, %row20_00, %col20_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row20_01 = arith.addi %orb220, %g : index
    %col20_01 = arith.addi %ocb220, %t2p : index
    %rok20_01 = arith.cmpi ult, %row20_01, %M : index
    %cok20_01 = arith.cmpi ult, %col20_01, %N : index
    %ok20_01 = arith.andi %rok20_01, %cok20_01 : i1
    scf.if %ok20_01 {
      %old20_01 = scf.if %accumulate -> ({elt}) {
        %o20_01 = memref.load %C[%row20_01, %col20_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o20_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s20_01 = arith.addf %old20_01, %res#33 : {elt}
      func.call @{func}_store(%s20_01, %row20_01, %col20_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row20_10 = arith.addi %orb220, %g8 : index
    %col20_10 = arith.addi %ocb220, %t2 : index
    %rok20_10 = arith.cmpi ult, %row20_10, %M : index
    %cok20_10 = arith.cmpi ult, %col20_10, %N : index
    %ok20_10 = arith.andi %rok20_10, %cok20_10 : i1
    scf.if %ok20_10 {
      %old20_10 = scf.if %accumulate -> ({elt}) {
        %o20_10 = memref.load %C[%row20_10, %col20_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o20_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s20_10 = arith.addf %old20_10, %res#34 : {elt}
      func.call @{func}_store(%s20_10, %row20_10, %col20_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row20_11 = arith.addi %orb220, %g8 : index
    %col20_11 = arith.addi %ocb220, %t2p : index
    %rok20_11 = arith.cmpi ult, %row20_11, %M : index
    %cok20_11 = arith.cmpi ult, %col20_11, %N : index
    %ok20_11 = arith.andi %rok20_11, %cok20_11 : i1
    scf.if %ok20_11 {
      %old20_11 = scf.if %accumulate -> ({elt}) {
        %o20_11 = memref.load %C[%row20_11, %col20_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o20_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s20_11 = arith.addf %old20_11, %res#35 : {elt}
      func.call @{func}_store(%s20_11, %row20_11, %col20_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er21 = arith.constant 32 : index
    %ec21 = arith.constant 8 : index
    %orb21 = arith.addi %wrow, %er21 : index
    %orb221 = arith.addi %bm, %orb21 : index
    %ocb21 = arith.addi %wcol, %ec21 : index
    %ocb221 = arith.addi %bn, %ocb21 : index
    %row21_00 = arith.addi %orb221, %g : index
    %col21_00 = arith.addi %ocb221, %t2 : index
    %rok21_00 = arith.cmpi ult, %row21_00, %M : index
    %cok21_00 = arith.cmpi ult, %col21_00, %N : index
    %ok21_00 = arith.andi %rok21_00, %cok21_00 : i1
    scf.if %ok21_00 {
      %old21_00 = scf.if %accumulate -> ({elt}) {
        %o21_00 = memref.load %C[%row21_00, %col21_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o21_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s21_00 = arith.addf %old21_00, %res#36 : {elt}
      func.call @{func}_store(%s21_00, %row21_00, %col21_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row21_01 = arith.addi %orb221, %g : index
    %col21_01 = arith.addi %ocb221, %t2p : index
    %rok21_01 = arith.cmpi ult, %row21_01, %M : index
    %cok21_01 = arith.cmpi ult, %col21_01, %N : index
    %ok21_01 = arith.andi %rok21_01, %cok21_01 : i1
    scf.if %ok21_01 {
      %old21_01 = scf.if %accumulate -> ({elt}) {
        %o21_01 = memref.load %C[%row21_01, %col21_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o21_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s21_01 = arith.addf %old21_01, %res#37 : {elt}
      func.call @{func}_store(%s21_01, %row21_01, %col21_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row21_10 = arith.addi %orb221, %g8 : index
    %col21_10 = arith.addi %ocb221, %t2 : index
    %rok21_10 = arith.cmpi ult, %row21_10, %M : index
    %cok21_10 = arith.cmpi ult, %col21_10, %N : index
    %ok21_10 = arith.andi %rok21_10, %cok21_10 : i1
    scf.if %ok21_10 {
      %old21_10 = scf.if %accumulate -> ({elt}) {
        %o21_10 = memref.load %C[%row21_10, %col21_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o21_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s21_10 = arith.addf %old21_10, %res#38 : {elt}
      func.call @{func}_store(%s21_10, %row21_10, %col21_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row21_11 = arith.addi %orb221, %g8 : index
    %col21_11 = arith.addi %ocb221, %t2p : index
    %rok21_11 = arith.cmpi ult, %row21_11, %M : index
    %cok21_11 = arith.cmpi ult, %col21_11, %N : index
    %ok21_11 = arith.andi %rok21_11, %cok21_11 : i1
    scf.if %ok21_11 {
      %old21_11 = scf.if %accumulate -> ({elt}) {
        %o21_11 = memref.load %C[%row21_11, %col21_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o21_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s21_11 = arith.addf %old21_11, %res#39 : {elt}
      func.call @{func}_store(%s21_11, %row21_11, %col21_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er22 = arith.constant 32 : index
    %ec22 = arith.constant 16 : index
    %orb22 = arith.addi %wrow, %er22 : index
    %orb222 = arith.addi %bm, %orb22 : index
    %ocb22 = arith.addi %wcol, %ec22 : index
    %ocb222 = arith.addi %bn, %ocb22 : index
    %row22_00 = arith.addi %orb222, %g : index
    %col22_00 = arith.addi %ocb222, %t2 : index
    %rok22_00 = arith.cmpi ult, %row22_00, %M : index
    %cok22_00 = arith.cmpi ult, %col22_00, %N : index
    %ok22_00 = arith.andi %rok22_00, %cok22_00 : i1
    scf.if %ok22_00 {
      %old22_00 = scf.if %accumulate -> ({elt}) {
        %o22_00 = memref.load %C[%row22_00, %col22_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o22_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s22_00 = arith.addf %old22_00, %res#40 : {elt}
      func.call @{func}_store(%s22_00, %row22_00, %col22_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row22_01 = arith.addi %orb222, %g : index
    %col22_01 = arith.addi %ocb222, %t2p : index
    %rok22_01 = arith.cmpi ult, %row22_01, %M : index
    %cok22_01 = arith.cmpi ult, %col22_01, %N : index
    %ok22_01 = arith.andi %rok22_01, %cok22_01 : i1
    scf.if %ok22_01 {
      %old22_01 = scf.if %accumulate -> ({elt}) {
        %o22_01 = memref.load %C[%row22_01, %col22_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o22_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s22_01 = arith.addf %old22_01, %res#41 : {elt}
      func.call @{func}_store(%s22_01, %row22_01, %col22_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row22_10 = arith.addi %orb222, %g8 : index
    %col22_10 = arith.addi %ocb222, %t2 : index
    %rok22_10 = arith.cmpi ult, %row22_10, %M : index
    %cok22_10 = arith.cmpi ult, %col22_10, %N : index
    %ok22_10 = arith.andi %rok22_10, %cok22_10 : i1
    scf.if %ok22_10 {
      %old22_10 = scf.if %accumulate -> ({elt}) {
        %o22_10 = memref.load %C[%row22_10, %col22_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o22_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s22_10 = arith.addf %old22_10, %res#42 : {elt}
      func.call @{func}_store(%s22_10, %row22_10, %col22_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row22_11 = arith.addi %orb222, %g8 : index
    %col22_11 = arith.addi %ocb222, %t2p : index
    %rok22_11 = arith.cmpi ult, %row22_11, %M : index
    %cok22_11 = arith.cmpi ult, %col22_11, %N : index
    %ok22_11 = arith.andi %rok22_11, %cok22_11 : i1
    scf.if %ok22_11 {
      %old22_11 = scf.if %accumulate -> ({elt}) {
        %o22_11 = memref.load %C[%row22_11, %col22_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o22_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s22_11 = arith.addf %old22_11, %res#43 : {elt}
      func.call @{func}_store(%s22_11, %row22_11, %col22_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er23 = arith.constant 32 : index
    %ec23 = arith.constant 24 : index
    %orb23 = arith.addi %wrow, %er23 : index
    %orb223 = arith.addi %bm, %orb23 : index
    %ocb23 = arith.addi %wcol, %ec23 : index
    %ocb223 = arith.addi %bn, %ocb23 : index
    %row23_00 = arith.addi %orb223, %g : index
    %col23_00 = arith.addi %ocb223, %t2 : index
    %rok23_00 = arith.cmpi ult, %row23_00, %M : index
    %cok23_00 = arith.cmpi ult, %col23_00, %N : index
    %ok23_00 = arith.andi %rok23_00, %cok23_00 : i1
    scf.if %ok23_00 {
      %old23_00 = scf.if %accumulate -> ({elt}) {
        %o23_00 = memref.load %C[%row23_00, %col23_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o23_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s23_00 = arith.addf %old23_00, %res#44 : {elt}
      func.call @{func}_store(%s23_00, %row23_00, %col23_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row23_01 = arith.addi %orb223, %g : index
    %col23_01 = arith.addi %ocb223, %t2p : index
    %rok23_01 = arith.cmpi ult, %row23_01, %M : index
    %cok23_01 = arith.cmpi ult, %col23_01, %N : index
    %ok23_01 = arith.andi %rok23_01, %cok23_01 : i1
    scf.if %ok23_01 {
      %old23_01 = scf.if %accumulate -> ({elt}) {
        %o23_01 = memref.load %C[%row23_01, %col23_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o23_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s23_01 = arith.addf %old23_01, %res#45 : {elt}
      func.call @{func}_store(%s23_01, %row23_01, %col23_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row23_10 = arith.addi %orb223, %g8 : index
    %col23_10 = arith.addi %ocb223, %t2 : index
    %rok23_10 = arith.cmpi ult, %row23_10, %M : index
    %cok23_10 = arith.cmpi ult, %col23_10, %N : index
    %ok23_10 = arith.andi %rok23_10, %cok23_10 : i1
    scf.if %ok23_10 {
      %old23_10 = scf.if %accumulate -> ({elt}) {
        %o23_10 = memref.load %C[%row23_10, %col23_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o23_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s23_10 = arith.addf %old23_10, %res#46 : {elt}
      func.call @{func}_store(%s23_10, %row23_10, %col23_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row23_11 = arith.addi %orb223, %g8 : index
    %col23_11 = arith.addi %ocb223, %t2p : index
    %rok23_11 = arith.cmpi ult, %row23_11, %M : index
    %cok23_11 = arith.cmpi ult, %col23_11, %N : index
    %ok23_11 = arith.andi %rok23_11, %cok23_11 : i1
    scf.if %ok23_11 {
      %old23_11 = scf.if %accumulate -> ({elt}) {
        %o23_11 = memref.load %C[%row23_11, %col23_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o23_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s23_11 = arith.addf %old23_11, %res#47 : {elt}
      func.call @{func}_store(%s23_11, %row23_11, %col23_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er30 = arith.constant 48 : index
    %ec30 = arith.constant 0 : index
    %orb30 = arith.addi %wrow, %er30 : index
    %orb230 = arith.addi %bm, %orb30 : index
    %ocb30 = arith.addi %wcol, %ec30 : index
    %ocb230 = arith.addi %bn, %ocb30 : index
    %row30_00 = arith.addi %orb230, %g : index
    %col30_00 = arith.addi %ocb230, %t2 : index
    %rok30_00 = arith.cmpi ult, %row30_00, %M : index
    %cok30_00 = arith.cmpi ult, %col30_00, %N : index
    %ok30_00 = arith.andi %rok30_00, %cok30_00 : i1
    scf.if %ok30_00 {
      %old30_00 = scf.if %accumulate -> ({elt}) {
        %o30_00 = memref.load %C[%row30_00, %col30_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o30_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s30_00 = arith.addf %old30_00, %res#48 : {elt}
      func.call @{func}_store(%s30_00, %row30_00, %col30_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row30_01 = arith.addi %orb230, %g : index
    %col30_01 = arith.addi %ocb230, %t2p : index
    %rok30_01 = arith.cmpi ult, %row30_01, %M : index
    %cok30_01 = arith.cmpi ult, %col30_01, %N : index
    %ok30_01 = arith.andi %rok30_01, %cok30_01 : i1
    scf.if %ok30_01 {
      %old30_01 = scf.if %accumulate -> ({elt}) {
        %o30_01 = memref.load %C[%row30_01, %col30_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o30_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s30_01 = arith.addf %old30_01, %res#49 : {elt}
      func.call @{func}_store(%s30_01, %row30_01, %col30_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row30_10 = arith.addi %orb230, %g8 : index
    %col30_10 = arith.addi %ocb230, %t2 : index
    %rok30_10 = arith.cmpi ult, %row30_10, %M : index
    %cok30_10 = arith.cmpi ult, %col30_10, %N : index
    %ok30_10 = arith.andi %rok30_10, %cok30_10 : i1
    scf.if %ok30_10 {
      %old30_10 = scf.if %accumulate -> ({elt}) {
        %o30_10 = memref.load %C[%row30_10, %col30_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o30_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s30_10 = arith.addf %old30_10, %res#50 : {elt}
      func.call @{func}_store(%s30_10, %row30_10, %col30_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row30_11 = arith.addi %orb230, %g8 : index
    %col30_11 = arith.addi %ocb230, %t2p : index
    %rok30_11 = arith.cmpi ult, %row30_11, %M : index
    %cok30_11 = arith.cmpi ult, %col30_11, %N : index
    %ok30_11 = arith.andi %rok30_11, %cok30_11 : i1
    scf.if %ok30_11 {
      %old30_11 = scf.if %accumulate -> ({elt}) {
        %o30_11 = memref.load %C[%row30_11, %col30_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o30_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s30_11 = arith.addf %old30_11, %res#51 : {elt}
      func.call @{func}_store(%s30_11, %row30_11, %col30_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er31 = arith.constant 48 : index
    %ec31 = arith.constant 8 : index
    %orb31 = arith.addi %wrow, %er31 : index
    %orb231 = arith.addi %bm, %orb31 : index
    %ocb31 = arith.addi %wcol, %ec31 : index
    %ocb231 = arith.addi %bn, %ocb31 : index
    %row31_00 = arith.addi %orb231, %g : index
    %col31_00 = arith.addi %ocb231, %t2 : index
    %rok31_00 = arith.cmpi ult, %row31_00, %M : index
    %cok31_00 = arith.cmpi ult, %col31_00, %N : index
    %ok31_00 = arith.andi %rok31_00, %cok31_00 : i1
    scf.if %ok31_00 {
      %old31_00 = scf.if %accumulate -> ({elt}) {
        %o31_00 = memref.load %C[%row31_00, %col31_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o31_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s31_00 = arith.addf %old31_00, %res#52 : {elt}
      func.call @{func}_store(%s31_00, %row31_00, %col31_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row31_01 = arith.addi %orb231, %g : index
    %col31_01 = arith.addi %ocb231, %t2p : index
    %rok31_01 = arith.cmpi ult, %row31_01, %M : index
    %cok31_01 = arith.cmpi ult, %col31_01, %N : index
    %ok31_01 = arith.andi %rok31_01, %cok31_01 : i1
    scf.if %ok31_01 {
      %old31_01 = scf.if %accumulate -> ({elt}) {
        %o31_01 = memref.load %C[%row31_01, %col31_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o31_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s31_01 = arith.addf %old31_01, %res#53 : {elt}
      func.call @{func}_store(%s31_01, %row31_01, %col31_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row31_10 = arith.addi %orb231, %g8 : index
    %col31_10 = arith.addi %ocb231, %t2 : index
    %rok31_10 = arith.cmpi ult, %row31_10, %M : index
    %cok31_10 = arith.cmpi ult, %col31_10, %N : index
    %ok31_10 = arith.andi %rok31_10, %cok31_10 : i1
    scf.if %ok31_10 {
      %old31_10 = scf.if %accumulate -> ({elt}) {
        %o31_10 = memref.load %C[%row31_10, %col31_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o31_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s31_10 = arith.addf %old31_10, %res#54 : {elt}
      func.call @{func}_store(%s31_10, %row31_10, %col31_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row31_11 = arith.addi %orb231, %g8 : index
    %col31_11 = arith.addi %ocb231, %t2p : index
    %rok31_11 = arith.cmpi ult, %row31_11, %M : index
    %cok31_11 = arith.cmpi ult, %col31_11, %N : index
    %ok31_11 = arith.andi %rok31_11, %cok31_11 : i1
    scf.if %ok31_11 {
      %old31_11 = scf.if %accumulate -> ({elt}) {
        %o31_11 = memref.load %C[%row31_11, %col31_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o31_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s31_11 = arith.addf %old31_11, %res#55 : {elt}
      func.call @{func}_store(%s31_11, %row31_11, %col31_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er32 = arith.constant 48 : index
    %ec32 = arith.constant 16 : index
    %orb32 = arith.addi %wrow, %er32 : index
    %orb232 = arith.addi %bm, %orb32 : index
    %ocb32 = arith.addi %wcol, %ec32 : index
    %ocb232 = arith.addi %bn, %ocb32 : index
    %row32_00 = arith.addi %orb232, %g : index
    %col32_00 = arith.addi %ocb232, %t2 : index
    %rok32_00 = arith.cmpi ult, %row32_00, %M : index
    %cok32_00 = arith.cmpi ult, %col32_00, %N : index
    %ok32_00 = arith.andi %rok32_00, %cok32_00 : i1
    scf.if %ok32_00 {
      %old32_00 = scf.if %accumulate -> ({elt}) {
        %o32_00 = memref.load %C[%row32_00, %col32_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o32_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s32_00 = arith.addf %old32_00, %res#56 : {elt}
      func.call @{func}_store(%s32_00, %row32_00, %col32_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row32_01 = arith.addi %orb232, %g : index
    %col32_01 = arith.addi %ocb232, %t2p : index
    %rok32_01 = arith.cmpi ult, %row32_01, %M : index
    %cok32_01 = arith.cmpi ult, %col32_01, %N : index
    %ok32_01 = arith.andi %rok32_01, %cok32_01 : i1
    scf.if %ok32_01 {
      %old32_01 = scf.if %accumulate -> ({elt}) {
        %o32_01 = memref.load %C[%row32_01, %col32_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o32_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s32_01 = arith.addf %old32_01, %res#57 : {elt}
      func.call @{func}_store(%s32_01, %row32_01, %col32_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row32_10 = arith.addi %orb232, %g8 : index
    %col32_10 = arith.addi %ocb232, %t2 : index
    %rok32_10 = arith.cmpi ult, %row32_10, %M : index
    %cok32_10 = arith.cmpi ult, %col32_10, %N : index
    %ok32_10 = arith.andi %rok32_10, %cok32_10 : i1
    scf.if %ok32_10 {
      %old32_10 = scf.if %accumulate -> ({elt}) {
        %o32_10 = memref.load %C[%row32_10, %col32_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o32_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s32_10 = arith.addf %old32_10, %res#58 : {elt}
      func.call @{func}_store(%s32_10, %row32_10, %col32_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row32_11 = arith.addi %orb232, %g8 : index
    %col32_11 = arith.addi %ocb232, %t2p : index
    %rok32_11 = arith.cmpi ult, %row32_11, %M : index
    %cok32_11 = arith.cmpi ult, %col32_11, %N : index
    %ok32_11 = arith.andi %rok32_11, %cok32_11 : i1
    scf.if %ok32_11 {
      %old32_11 = scf.if %accumulate -> ({elt}) {
        %o32_11 = memref.load %C[%row32_11, %col32_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o32_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s32_11 = arith.addf %old32_11, %res#59 : {elt}
      func.call @{func}_store(%s32_11, %row32_11, %col32_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %er33 = arith.constant 48 : index
    %ec33 = arith.constant 24 : index
    %orb33 = arith.addi %wrow, %er33 : index
    %orb233 = arith.addi %bm, %orb33 : index
    %ocb33 = arith.addi %wcol, %ec33 : index
    %ocb233 = arith.addi %bn, %ocb33 : index
    %row33_00 = arith.addi %orb233, %g : index
    %col33_00 = arith.addi %ocb233, %t2 : index
    %rok33_00 = arith.cmpi ult, %row33_00, %M : index
    %cok33_00 = arith.cmpi ult, %col33_00, %N : index
    %ok33_00 = arith.andi %rok33_00, %cok33_00 : i1
    scf.if %ok33_00 {
      %old33_00 = scf.if %accumulate -> ({elt}) {
        %o33_00 = memref.load %C[%row33_00, %col33_00] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o33_00 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s33_00 = arith.addf %old33_00, %res#60 : {elt}
      func.call @{func}_store(%s33_00, %row33_00, %col33_00, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row33_01 = arith.addi %orb233, %g : index
    %col33_01 = arith.addi %ocb233, %t2p : index
    %rok33_01 = arith.cmpi ult, %row33_01, %M : index
    %cok33_01 = arith.cmpi ult, %col33_01, %N : index
    %ok33_01 = arith.andi %rok33_01, %cok33_01 : i1
    scf.if %ok33_01 {
      %old33_01 = scf.if %accumulate -> ({elt}) {
        %o33_01 = memref.load %C[%row33_01, %col33_01] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o33_01 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s33_01 = arith.addf %old33_01, %res#61 : {elt}
      func.call @{func}_store(%s33_01, %row33_01, %col33_01, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row33_10 = arith.addi %orb233, %g8 : index
    %col33_10 = arith.addi %ocb233, %t2 : index
    %rok33_10 = arith.cmpi ult, %row33_10, %M : index
    %cok33_10 = arith.cmpi ult, %col33_10, %N : index
    %ok33_10 = arith.andi %rok33_10, %cok33_10 : i1
    scf.if %ok33_10 {
      %old33_10 = scf.if %accumulate -> ({elt}) {
        %o33_10 = memref.load %C[%row33_10, %col33_10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o33_10 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s33_10 = arith.addf %old33_10, %res#62 : {elt}
      func.call @{func}_store(%s33_10, %row33_10, %col33_10, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    %row33_11 = arith.addi %orb233, %g8 : index
    %col33_11 = arith.addi %ocb233, %t2p : index
    %rok33_11 = arith.cmpi ult, %row33_11, %M : index
    %cok33_11 = arith.cmpi ult, %col33_11, %N : index
    %ok33_11 = arith.andi %rok33_11, %cok33_11 : i1
    scf.if %ok33_11 {
      %old33_11 = scf.if %accumulate -> ({elt}) {
        %o33_11 = memref.load %C[%row33_11, %col33_11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o33_11 : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %s33_11 = arith.addf %old33_11, %res#63 : {elt}
      func.call @{func}_store(%s33_11, %row33_11, %col33_11, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
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
