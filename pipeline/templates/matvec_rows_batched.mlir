// matvec_rows_batched: matvec_rows.mlir with one batch per grid z index (block z = bz works on
// A[bz], B[bz], C[bz]): a decoding step's attention products, one query row per head.
// v2 matmul for a few rows, B read along K (x @ W.T, W [N, K] row-major, e.g. the head over
// wte [vocab, embd]): C[M, N] (+)= A[M, K] * B[K, N] with B's k dimension contiguous.
// What changed from v1 (matmul_2d.mlir, 16x16 tiles): one warp per output column. Lane tx walks
// k = tx, tx + 32, ... (the warp reads 32 neighbouring floats of a row of W: coalesced), then five
// butterfly shuffles (xor 16, 8, 4, 2, 1) add the 32 lane sums; lane 0 stores. A block is 8
// warps = 8 columns; grid = (ceil(N/8), M).
//
// Placeholders as in matmul_2d.mlir: {func}, {kernel}, {elt}, {accumulate}. f32 only (the shuffle
// moves 32-bit values).
func.func private @{func}(%A: memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>,
                          %B: memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>,
                          %C: memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c2 = arith.constant 2 : index
  %batch = memref.dim %A, %c0 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %M = memref.dim %A, %c1 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %K = memref.dim %A, %c2 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %N = memref.dim %B, %c2 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %gx = arith.ceildivui %N, %c8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %M, %nbz = %batch)
             threads(%tx, %ty, %tz) in (%ntx = %c32, %nty = %c8, %ntz = %c1)
             function(@{kernel}) {
    %zero = arith.constant 0.0 : {elt}
    %k0c = arith.constant 0 : index
    %lanes = arith.constant 32 : index
    %warps = arith.constant 8 : index
    %cbase = arith.muli %bx, %warps : index
    %col = arith.addi %cbase, %ty : index
    %col_ok = arith.cmpi ult, %col, %N : index
    %colc = arith.select %col_ok, %col, %k0c : index
    %acc = scf.for %k = %tx to %K step %lanes iter_args(%s = %zero) -> ({elt}) {
      %a = memref.load %A[%bz, %by, %k] : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
      %b = memref.load %B[%bz, %k, %colc] : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
      %p = arith.mulf %a, %b : {elt}
      %s2 = arith.addf %s, %p : {elt}
      scf.yield %s2 : {elt}
    }
    %width = arith.constant 32 : i32
    %o16 = arith.constant 16 : i32
    %o8 = arith.constant 8 : i32
    %o4 = arith.constant 4 : i32
    %o2 = arith.constant 2 : i32
    %o1 = arith.constant 1 : i32
    %x16, %v16 = gpu.shuffle xor %acc, %o16, %width : {elt}
    %s16 = arith.addf %acc, %x16 : {elt}
    %x8, %v8 = gpu.shuffle xor %s16, %o8, %width : {elt}
    %s8 = arith.addf %s16, %x8 : {elt}
    %x4, %v4 = gpu.shuffle xor %s8, %o4, %width : {elt}
    %s4 = arith.addf %s8, %x4 : {elt}
    %x2, %v2 = gpu.shuffle xor %s4, %o2, %width : {elt}
    %s2 = arith.addf %s4, %x2 : {elt}
    %x1, %v1 = gpu.shuffle xor %s2, %o1, %width : {elt}
    %total = arith.addf %s2, %x1 : {elt}
    %lane0 = arith.cmpi eq, %tx, %k0c : index
    %out_ok = arith.andi %lane0, %col_ok : i1
    scf.if %out_ok {
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
