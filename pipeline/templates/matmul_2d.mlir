// Tiled matmul kernel, 2-D:  C[M, N] += A[M, K] * B[K, N]   (accumulates INTO C; the
// linalg.fill that zeroed C beforehand runs as its own kernel).
//
// Placeholders (plain text substitution by pipeline/gpu.py, not str.format):
//   {func}  name of this host-side func.func (inlined into its caller, then erased)
//   {kernel} name of the outlined gpu.func / gpu.module (one module per call site)
//   {elt}   floating-point element type (f16, bf16, f32, f64)
//
// Operands have fully dynamic sizes, strides and offset, so one template serves every shape
// and every strided view (subviews, transposed views) without a copy.
//
// Math, with T = 16, grid = (ceil(N/T), ceil(M/T), 1), block = (T, T, 1):
//   thread (tx, ty) of block (bx, by) owns  row = T*by + ty,  col = T*bx + tx
//   acc = 0
//   for k0 = 0, T, 2T, ... while k0 < K:
//     As[ty][tx] = (row < M  and k0+tx < K) ? A[row, k0+tx] : 0
//     Bs[ty][tx] = (k0+ty < K and col < N)  ? B[k0+ty, col] : 0
//     barrier                                  (tiles fully staged)
//     acc += sum_{k=0}^{T-1} As[ty][k] * Bs[k][tx]
//     barrier                                  (nobody still reads the tiles)
//   if (row < M and col < N):  C[row, col] += acc
// A term with k0+k >= K has As[ty][k] = 0 and Bs[k][tx] = 0 (both padded), so it adds 0.
// Every thread runs the same number of loop trips (the bound depends on K only), so every
// thread reaches both barriers; out-of-range threads just never store.
func.func private @{func}(%A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %B: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %M = memref.dim %A, %c0 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %K = memref.dim %A, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %N = memref.dim %B, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %gx = arith.ceildivui %N, %c16 : index
  %gy = arith.ceildivui %M, %c16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %gy, %nbz = %c1)
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
      // As[ty][tx] = A[row, k0 + tx] or 0
      %ak = arith.addi %k0, %tx : index
      %ak_ok = arith.cmpi ult, %ak, %K : index
      %a_ok = arith.andi %row_ok, %ak_ok : i1
      %a = scf.if %a_ok -> ({elt}) {
        %v = memref.load %A[%row, %ak] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a, %As[%ty, %tx] : memref<16x16x{elt}, #gpu.address_space<workgroup>>
      // Bs[ty][tx] = B[k0 + ty, col] or 0
      %bk = arith.addi %k0, %ty : index
      %bk_ok = arith.cmpi ult, %bk, %K : index
      %b_ok = arith.andi %bk_ok, %col_ok : i1
      %b = scf.if %b_ok -> ({elt}) {
        %v = memref.load %B[%bk, %col] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
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
      %c = memref.load %C[%row, %col] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %r = arith.addf %c, %acc : {elt}
      memref.store %r, %C[%row, %col] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    }
    gpu.terminator
  }
  return
}
