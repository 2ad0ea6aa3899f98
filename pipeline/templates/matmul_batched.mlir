// Tiled matmul kernel, batched 3-D:  C[b, M, N] += A[b, M, K] * B[b, K, N]  for b < batch
// (accumulates INTO C; the linalg.fill that zeroed C beforehand runs as its own kernel).
//
// Placeholders (plain text substitution by pipeline/passes/matmul_templates.py, not str.format):
//   {func}  name of this host-side func.func (inlined into its caller, then erased)
//   {kernel} name of the outlined gpu.func / gpu.module (one module per call site)
//   {elt}   floating-point element type (f16, bf16, f32, f64)
//   {accumulate}  true: C += A*B;  false: C = A*B (the linalg.fill that zeroed C was dropped)
//
// Same math as matmul_2d.mlir, one batch per grid z index:
// grid = (ceil(N/16), ceil(M/16), batch), block = (16, 16, 1); block z = bz works on A[bz],
// B[bz], C[bz]. See matmul_2d.mlir for the tile loop, the zero padding and why every thread
// reaches both barriers.
func.func private @{func}(%A: memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>,
                          %B: memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>,
                          %C: memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %batch = memref.dim %A, %c0 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %M = memref.dim %A, %c1 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %K = memref.dim %A, %c2 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %N = memref.dim %B, %c2 : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
  %gx = arith.ceildivui %N, %c16 : index
  %gy = arith.ceildivui %M, %c16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %gy, %nbz = %batch)
             threads(%tx, %ty, %tz) in (%ntx = %c16, %nty = %c16, %ntz = %c1)
             function(@{kernel})
             workgroup(%As : memref<16x16x{elt}, #gpu.address_space<workgroup>>,
                       %Bs : memref<16x16x{elt}, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : {elt}
    %k0c = arith.constant 0 : index
    %k1c = arith.constant 1 : index
    %tile = arith.constant 16 : index
    %rbase = arith.muli %by, %tile : index
    %row = arith.addi %rbase, %ty : index
    %cbase = arith.muli %bx, %tile : index
    %col = arith.addi %cbase, %tx : index
    %row_ok = arith.cmpi ult, %row, %M : index
    %col_ok = arith.cmpi ult, %col, %N : index
    %acc = scf.for %k0 = %k0c to %K step %tile iter_args(%sum = %zero) -> ({elt}) {
      // As[ty][tx] = A[bz, row, k0 + tx] or 0
      %ak = arith.addi %k0, %tx : index
      %ak_ok = arith.cmpi ult, %ak, %K : index
      %a_ok = arith.andi %row_ok, %ak_ok : i1
      %a = scf.if %a_ok -> ({elt}) {
        %v = memref.load %A[%bz, %row, %ak] : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a, %As[%ty, %tx] : memref<16x16x{elt}, #gpu.address_space<workgroup>>
      // Bs[ty][tx] = B[bz, k0 + ty, col] or 0
      %bk = arith.addi %k0, %ty : index
      %bk_ok = arith.cmpi ult, %bk, %K : index
      %b_ok = arith.andi %bk_ok, %col_ok : i1
      %b = scf.if %b_ok -> ({elt}) {
        %v = memref.load %B[%bz, %bk, %col] : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b, %Bs[%ty, %tx] : memref<16x16x{elt}, #gpu.address_space<workgroup>>
      gpu.barrier
      %part = scf.for %k = %k0c to %tile step %k1c iter_args(%s = %sum) -> ({elt}) {
        %x = memref.load %As[%ty, %k] : memref<16x16x{elt}, #gpu.address_space<workgroup>>
        %y = memref.load %Bs[%k, %tx] : memref<16x16x{elt}, #gpu.address_space<workgroup>>
        %p = arith.mulf %x, %y : {elt}
        %s2 = arith.addf %s, %p : {elt}
        scf.yield %s2 : {elt}
      }
      gpu.barrier
      scf.yield %part : {elt}
    }
    %out_ok = arith.andi %row_ok, %col_ok : i1
    scf.if %out_ok {
      // {accumulate} is true when C already holds values to add to; false when the zero fill
      // of C was dropped (03-matmul folds it in): then C is written, not read. The constant
      // condition folds away, and so does the addition of -0.0.
      %accumulate = arith.constant {accumulate}
      %c = scf.if %accumulate -> ({elt}) {
        %old = memref.load %C[%bz, %row, %col] : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
        scf.yield %old : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %c, %acc : {elt}
      memref.store %r, %C[%bz, %row, %col] : memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>
    }
    gpu.terminator
  }
  return
}
