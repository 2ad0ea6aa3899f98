// Tiled matmul kernel, 2-D:  C[M, N] += A[M, K] * B[K, N]   (accumulates INTO C; the
// linalg.fill that zeroed C beforehand runs as its own kernel).
//
// Placeholders (plain text substitution by pipeline/passes/matmul_templates.py, not str.format):
//   {func}  name of this host-side func.func (inlined into its caller, then erased)
//   {kernel} name of the outlined gpu.func / gpu.module (one module per call site)
//   {elt}   floating-point element type (f16, bf16, f32, f64)
//   {accumulate}  true: C += A*B;  false: C = A*B (the linalg.fill that zeroed C was dropped)
//   {epi_params}, {epi_args}, {epi_types}  the extra operands of a fused epilogue (empty without
//           one): every store of C is a call of @{func}_store (below), so an elementwise op
//           after the product can run on the final value (pipeline/passes/epilogues.py)
//
// Operands have fully dynamic sizes, strides and offset, so one template serves every shape
// and every strided view (subviews, transposed views) without a copy.
//
// Math, with T = 16 and S = 4 slices of K per block, grid = (ceil(N/T), ceil(M/T), 1),
// block = (T, T, S):
//   thread (tx, ty, tz) of block (bx, by) owns  row = T*by + ty,  col = T*bx + tx,
//   and the K tiles tz, tz+S, tz+2S, ...   (GPT-2's prompts are short, so M is small and the
//   grid has few blocks: splitting K inside the block gives each SM S times more warps to
//   hide memory latency with, and keeps the sum deterministic, unlike atomics across blocks)
//   acc = 0
//   for it = 0 .. ceil(ceil(K/T)/S) - 1:      k0 = (S*it + tz) * T
//     As[tz][ty][tx] = (row < M  and k0+tx < K) ? A[row, k0+tx] : 0
//     Bs[tz][ty][tx] = (k0+ty < K and col < N)  ? B[k0+ty, col] : 0
//       (when B's k dimension is the contiguous one -- a transposed view, x @ w.T -- threads
//        swap roles for this load, tx walking k, so that neighbouring threads read neighbouring
//        addresses; the tile is padded to 17 columns so those transposed stores do not collide
//        in shared-memory banks)
//     barrier                                  (tiles fully staged)
//     acc += sum_{k=0}^{T-1} As[tz][ty][k] * Bs[tz][k][tx]
//     barrier                                  (nobody still reads the tiles)
//   Ps[tz][ty][tx] = acc;  barrier
//   if (tz == 0 and row < M and col < N):  C[row, col] += ((Ps[0] + Ps[1]) + Ps[2]) + Ps[3]
// A term with k0+k >= K has As = 0 and Bs = 0 (both padded), so it adds 0; that also covers
// the last trip's slices that fall past K. Every thread runs the same number of trips (the
// bound depends on K only), so every thread reaches every barrier; out-of-range threads just
// never store.
func.func private @{func}(%A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %B: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %M = memref.dim %A, %c0 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %K = memref.dim %A, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %N = memref.dim %B, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %gx = arith.ceildivui %N, %c16 : index
  %gy = arith.ceildivui %M, %c16 : index
  %ktiles = arith.ceildivui %K, %c16 : index
  %Bbase, %Boff, %Bsizes:2, %Bstrides:2 = memref.extract_strided_metadata %B
      : memref<?x?x{elt}, strided<[?, ?], offset: ?>> -> memref<{elt}>, index, index, index, index, index
  %b_k_contiguous = arith.cmpi eq, %Bstrides#0, %c1 : index
  %trips = arith.ceildivui %ktiles, %c4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %gy, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %c16, %nty = %c16, %ntz = %c4)
             function(@{kernel})
             workgroup(%As : memref<4x16x16x{elt}, #gpu.address_space<workgroup>>,
                       %Bs : memref<4x16x17x{elt}, #gpu.address_space<workgroup>>,
                       %Ps : memref<4x16x16x{elt}, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : {elt}
    %k0c = arith.constant 0 : index
    %k1c = arith.constant 1 : index
    %k2c = arith.constant 2 : index
    %k3c = arith.constant 3 : index
    %slices = arith.constant 4 : index
    %tile = arith.constant 16 : index
    %rbase = arith.muli %by, %tile : index
    %row = arith.addi %rbase, %ty : index
    %cbase = arith.muli %bx, %tile : index
    %col = arith.addi %cbase, %tx : index
    %row_ok = arith.cmpi ult, %row, %M : index
    %col_ok = arith.cmpi ult, %col, %N : index
    %acc = scf.for %it = %k0c to %trips step %k1c iter_args(%sum = %zero) -> ({elt}) {
      %t0 = arith.muli %it, %slices : index
      %t = arith.addi %t0, %tz : index
      %k0 = arith.muli %t, %tile : index
      // As[tz][ty][tx] = A[row, k0 + tx] or 0
      %ak = arith.addi %k0, %tx : index
      %ak_ok = arith.cmpi ult, %ak, %K : index
      %a_ok = arith.andi %row_ok, %ak_ok : i1
      %a = scf.if %a_ok -> ({elt}) {
        %v = memref.load %A[%row, %ak] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %a, %As[%tz, %ty, %tx] : memref<4x16x16x{elt}, #gpu.address_space<workgroup>>
      // Bs[tz][i][j] = B[k0 + i, cbase + j] or 0, with (i, j) = (ty, tx), or (tx, ty) when k is
      // B's contiguous dimension (then tx walks along k in memory)
      %bi = arith.select %b_k_contiguous, %tx, %ty : index
      %bj = arith.select %b_k_contiguous, %ty, %tx : index
      %bk = arith.addi %k0, %bi : index
      %bcol = arith.addi %cbase, %bj : index
      %bk_ok = arith.cmpi ult, %bk, %K : index
      %bcol_ok = arith.cmpi ult, %bcol, %N : index
      %b_ok = arith.andi %bk_ok, %bcol_ok : i1
      %b = scf.if %b_ok -> ({elt}) {
        %v = memref.load %B[%bk, %bcol] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %v : {elt}
      } else {
        scf.yield %zero : {elt}
      }
      memref.store %b, %Bs[%tz, %bi, %bj] : memref<4x16x17x{elt}, #gpu.address_space<workgroup>>
      gpu.barrier
      %part = scf.for %k = %k0c to %tile step %k1c iter_args(%s = %sum) -> ({elt}) {
        %x = memref.load %As[%tz, %ty, %k] : memref<4x16x16x{elt}, #gpu.address_space<workgroup>>
        %y = memref.load %Bs[%tz, %k, %tx] : memref<4x16x17x{elt}, #gpu.address_space<workgroup>>
        %p = arith.mulf %x, %y : {elt}
        %s2 = arith.addf %s, %p : {elt}
        scf.yield %s2 : {elt}
      }
      gpu.barrier
      scf.yield %part : {elt}
    }
    memref.store %acc, %Ps[%tz, %ty, %tx] : memref<4x16x16x{elt}, #gpu.address_space<workgroup>>
    gpu.barrier
    %first = arith.cmpi eq, %tz, %k0c : index
    %in_c = arith.andi %row_ok, %col_ok : i1
    %out_ok = arith.andi %first, %in_c : i1
    scf.if %out_ok {
      %p0 = memref.load %Ps[%k0c, %ty, %tx] : memref<4x16x16x{elt}, #gpu.address_space<workgroup>>
      %p1 = memref.load %Ps[%k1c, %ty, %tx] : memref<4x16x16x{elt}, #gpu.address_space<workgroup>>
      %p2 = memref.load %Ps[%k2c, %ty, %tx] : memref<4x16x16x{elt}, #gpu.address_space<workgroup>>
      %p3 = memref.load %Ps[%k3c, %ty, %tx] : memref<4x16x16x{elt}, #gpu.address_space<workgroup>>
      %s01 = arith.addf %p0, %p1 : {elt}
      %s012 = arith.addf %s01, %p2 : {elt}
      %total = arith.addf %s012, %p3 : {elt}
      // {accumulate} is true when C already holds values to add to; false when the zero fill
      // of C was dropped (03-matmul folds it in): then C is written, not read. The constant
      // condition folds away, and so does the addition of -0.0.
      %accumulate = arith.constant {accumulate}
      %c = scf.if %accumulate -> ({elt}) {
        %old = memref.load %C[%row, %col] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %old : {elt}
      } else {
        %neg0 = arith.constant -0.0 : {elt}
        scf.yield %neg0 : {elt}
      }
      %r = arith.addf %c, %total : {elt}
      func.call @{func}_store(%r, %row, %col, %C{epi_args}) : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
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
