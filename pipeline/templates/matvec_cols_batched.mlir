// matvec_cols_batched: matvec_cols.mlir with one batch per grid z index (block z = bz works on
// A[bz], B[bz], C[bz]): a decoding step's attention products, one query row per head.
// v2 matmul for a few rows, B read along its rows (x @ W, W [K, N] row-major): C[M, N] (+)= A[M, K] * B[K, N]
// What changed from v1 (matmul_2d.mlir, 16x16 tiles): at M = 1 a 16x16 tile leaves 15 of its 16
// rows of threads idle. Here a block is 32 columns x 32 slices of K: lane tx owns column
// col = 32*bx + tx (a warp reads 32 neighbouring floats of a row of B: coalesced), thread row ty
// walks k = ty, ty + 32, ... ; the 32 partial sums meet in shared memory and the first warp adds
// them in a fixed order (deterministic). Grid = (ceil(N/32), M): one block row per row of A.
//
// Placeholders as in matmul_2d.mlir: {func}, {kernel}, {elt}, {accumulate}.
func.func private @{func}(%A: memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>,
                          %B: memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>,
                          %C: memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c2 = arith.constant 2 : index
  %batch = memref.dim %A, %c0 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %M = memref.dim %A, %c1 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %K = memref.dim %A, %c2 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %N = memref.dim %B, %c2 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %gx = arith.ceildivui %N, %c32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %M, %nbz = %batch)
             threads(%tx, %ty, %tz) in (%ntx = %c32, %nty = %c32, %ntz = %c1)
             function(@{kernel})
             workgroup(%Ps : memref<32x33x{elt}, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : {elt}
    %k0c = arith.constant 0 : index
    %k1c = arith.constant 1 : index
    %w = arith.constant 32 : index
    %cbase = arith.muli %bx, %w : index
    %col = arith.addi %cbase, %tx : index
    %col_ok = arith.cmpi ult, %col, %N : index
    // Past N a lane reads column 0 (in bounds) and never stores: no branch around the loads.
    %colc = arith.select %col_ok, %col, %k0c : index
    %acc = scf.for %k = %ty to %K step %w iter_args(%s = %zero) -> ({elt}) {
      %a = memref.load %A[%bz, %by, %k] : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
      %b = memref.load %B[%bz, %k, %colc] : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
      %p = arith.mulf %a, %b : {elt}
      %s2 = arith.addf %s, %p : {elt}
      scf.yield %s2 : {elt}
    }
    memref.store %acc, %Ps[%ty, %tx] : memref<32x33x{elt}, #gpu.address_space<workgroup>>
    gpu.barrier
    %first = arith.cmpi eq, %ty, %k0c : index
    %out_ok = arith.andi %first, %col_ok : i1
    scf.if %out_ok {
      %total = scf.for %j = %k0c to %w step %k1c iter_args(%s = %zero) -> ({elt}) {
        %p = memref.load %Ps[%j, %tx] : memref<32x33x{elt}, #gpu.address_space<workgroup>>
        %s2 = arith.addf %s, %p : {elt}
        scf.yield %s2 : {elt}
      }
      %accumulate = arith.constant {accumulate}
      %c = scf.if %accumulate -> ({elt}) {
        %old = memref.load %C[%bz, %by, %col] : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
        scf.yield %old : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %c, %total : {elt}
      memref.store %r, %C[%bz, %by, %col] : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
    }
    gpu.terminator
  }
  return
}
