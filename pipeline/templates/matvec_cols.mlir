// v5 matmul for a few rows, B read along its rows (x @ W, W [K, N] row-major): C[M, N] (+)= A[M, K] * B[K, N]
// What changed from v2 (32 columns x 32 K-slices per block, one load in flight per thread): a
// decoding step's MLP product (768 x 3072, 9.4 MB) ran at 0.6 TB/s, because 96 blocks left a
// third of the H200's SMs idle and every thread waited on each load before issuing the next.
// Now a block is 8 columns x 128 K-slices (4x the blocks), and the K loop takes 4 slices' worth
// per trip (k, k + 128, k + 256, k + 384: four independent loads of B in flight per thread). A
// warp reads 4 rows x 8 neighbouring floats of B: four full 32-byte sectors. The 128 partial sums
// of a column meet in shared memory and are added in a fixed order, in two levels (32 threads x 4
// partials, then 8 threads x 32): deterministic, any element type.
// Thread t = 32*ty + tx: column col = 8*bx + t % 8, K slice s = t / 8. Grid = (ceil(N/8), M).
//
// Placeholders as in matmul_2d.mlir: {func}, {kernel}, {elt}, {accumulate}; {epi_params},
// {epi_args}, {epi_types}: the extra operands of a fused epilogue (empty without one).
func.func private @{func}(%A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %B: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %M = memref.dim %A, %c0 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %K = memref.dim %A, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %N = memref.dim %B, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %gx = arith.ceildivui %N, %c8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %M, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %c32, %nty = %c32, %ntz = %c1)
             function(@{kernel})
             workgroup(%Ps : memref<128x9x{elt}, #gpu.address_space<workgroup>>,
                       %Qs : memref<32x9x{elt}, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : {elt}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i4 = arith.constant 4 : index
    %i8 = arith.constant 8 : index
    %i32 = arith.constant 32 : index
    %i128 = arith.constant 128 : index
    %i256 = arith.constant 256 : index
    %i384 = arith.constant 384 : index
    %i512 = arith.constant 512 : index
    %t_hi = arith.muli %ty, %i32 : index
    %t = arith.addi %t_hi, %tx : index
    %c = arith.remui %t, %i8 : index
    %s = arith.divui %t, %i8 : index
    %cbase = arith.muli %bx, %i8 : index
    %col = arith.addi %cbase, %c : index
    %col_ok = arith.cmpi ult, %col, %N : index
    // Past N a thread reads column 0 (in bounds) and never stores: no branch around the loads.
    %colc = arith.select %col_ok, %col, %i0 : index
    // Whole trips of 512 rows of B (4 per slice), then the rest one row per slice per trip.
    %trips = arith.divui %K, %i512 : index
    %kmain = arith.muli %trips, %i512 : index
    %main = scf.for %k0 = %i0 to %kmain step %i512 iter_args(%acc = %zero) -> ({elt}) {
      %k = arith.addi %k0, %s : index
      %k1 = arith.addi %k, %i128 : index
      %k2 = arith.addi %k, %i256 : index
      %k3 = arith.addi %k, %i384 : index
      %b0 = memref.load %B[%k, %colc] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %b1 = memref.load %B[%k1, %colc] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %b2 = memref.load %B[%k2, %colc] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %b3 = memref.load %B[%k3, %colc] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %a0 = memref.load %A[%by, %k] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %a1 = memref.load %A[%by, %k1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %a2 = memref.load %A[%by, %k2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %a3 = memref.load %A[%by, %k3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %p0 = arith.mulf %a0, %b0 : {elt}
      %p1 = arith.mulf %a1, %b1 : {elt}
      %p2 = arith.mulf %a2, %b2 : {elt}
      %p3 = arith.mulf %a3, %b3 : {elt}
      %q01 = arith.addf %p0, %p1 : {elt}
      %q23 = arith.addf %p2, %p3 : {elt}
      %q = arith.addf %q01, %q23 : {elt}
      %acc2 = arith.addf %acc, %q : {elt}
      scf.yield %acc2 : {elt}
    }
    %krest = arith.addi %kmain, %s : index
    %part = scf.for %k = %krest to %K step %i128 iter_args(%acc = %main) -> ({elt}) {
      %a = memref.load %A[%by, %k] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %b = memref.load %B[%k, %colc] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %p = arith.mulf %a, %b : {elt}
      %acc2 = arith.addf %acc, %p : {elt}
      scf.yield %acc2 : {elt}
    }
    memref.store %part, %Ps[%s, %c] : memref<128x9x{elt}, #gpu.address_space<workgroup>>
    gpu.barrier
    // Level 1: threads 0..255 (column c, group g = s < 32) add slices 4g .. 4g + 3.
    %in_l1 = arith.cmpi ult, %s, %i32 : index
    scf.if %in_l1 {
      %g4 = arith.muli %s, %i4 : index
      %sum4 = scf.for %j = %i0 to %i4 step %i1 iter_args(%acc = %zero) -> ({elt}) {
        %row = arith.addi %g4, %j : index
        %v = memref.load %Ps[%row, %c] : memref<128x9x{elt}, #gpu.address_space<workgroup>>
        %acc2 = arith.addf %acc, %v : {elt}
        scf.yield %acc2 : {elt}
      }
      memref.store %sum4, %Qs[%s, %c] : memref<32x9x{elt}, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    // Level 2: threads 0..7 add the 32 group sums of their column and store.
    %first = arith.cmpi eq, %s, %i0 : index
    %out_ok = arith.andi %first, %col_ok : i1
    scf.if %out_ok {
      %total = scf.for %j = %i0 to %i32 step %i1 iter_args(%acc = %zero) -> ({elt}) {
        %v = memref.load %Qs[%j, %c] : memref<32x9x{elt}, #gpu.address_space<workgroup>>
        %acc2 = arith.addf %acc, %v : {elt}
        scf.yield %acc2 : {elt}
      }
      %accumulate = arith.constant {accumulate}
      %old = scf.if %accumulate -> ({elt}) {
        %o = memref.load %C[%by, %col] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %old, %total : {elt}
      func.call @{func}_store(%r, %by, %col, %C{epi_args})
          : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    gpu.terminator
  }
  return
}

// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/epilogues.py: a bias, a GELU), that op's body runs here on it and its result is
// stored in the op's output instead. Inlined (04-kernels), so it costs no call.
func.func private @{func}_store(%r: {elt}, %i: index, %j: index, %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  memref.store %r, %C[%i, %j] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  return
}
