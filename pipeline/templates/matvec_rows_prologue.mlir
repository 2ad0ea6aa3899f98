// v2 matmul for a few rows, B read along K (matvec_rows.mlir), in its prologue form
// (pipeline/passes/prologues.py): A's row is not read from memory but made by each block, into
// shared memory, by the op run that produced it (the final layer norm before the head over wte:
// `layer_norm(x, final_norm) @ words.T`), so that run is no kernel of its own.
//
// The sums are matvec_rows' exactly: one warp per output column, lane tx walks k = tx, tx + 32, ...
// (A from shared memory instead of global), five butterfly shuffles (xor 16 .. 1), lane 0 stores.
// What differs is the grid: the head has ceil(50257 / 8) = 6283 column tiles, and every block must
// recompute the row (two block reductions over K), so a block walks column tiles bx, bx + G, ...
// (G = min(tiles, 1056) blocks along x: 8 blocks of 256 threads on each of the H200's 132 SMs) and
// makes the row once. Which block stores which column changes nothing in any sum.
//
// The block's threads (8 warps, 256) first wait for the kernel before (griddepcontrol.wait; nothing is
// loaded before it: the prologue reads the residual that kernel writes), then run
// @{func}_prologue(row %by, thread, threads, As, A, operands), which writes row %by of A into As
// (K floats of shared memory; {pro_k} = K, static, also the K loop's bound), then a barrier.
//
// Placeholders as in matvec_rows.mlir: {func}, {kernel}, {elt} (f32 only), {accumulate}; the prologue's
// {pro_params}, {pro_args}, {pro_types}, {pro_k}. No epilogue ({epi_*} empty: matvec_rows takes none).
func.func private @{func}(%A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %B: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{pro_params}{epi_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %most = arith.constant 1056 : index
  %M = memref.dim %A, %c0 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %N = memref.dim %B, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %tiles = arith.ceildivui %N, %c8 : index
  %gx = arith.minui %tiles, %most : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %M, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %c32, %nty = %c8, %ntz = %c1)
             function(@{kernel})
             workgroup(%As : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : {elt}
    %k0c = arith.constant 0 : index
    %lanes = arith.constant 32 : index
    %warps = arith.constant 8 : index
    %threads = arith.constant 256 : index
    %K = arith.constant {pro_k} : index
    %t0 = arith.muli %ty, %lanes : index
    %t = arith.addi %t0, %tx : index
    // (always true, but in an scf.if: the inliner does not inline a call straight into gpu.launch's
    // body, and canonicalize would fold away a region op with nothing to decide; the same for every
    // thread of the block, so the barrier may sit in it)
    %row_ok = arith.cmpi ult, %by, %M : index
    scf.if %row_ok {
      nvvm.griddepcontrol wait {gpt2.after_prefetch}
      func.call @{func}_prologue(%by, %t, %threads, %As, %A{pro_args})
          : (index, index, index, memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{pro_types}) -> ()
      gpu.barrier
    }
    %width = arith.constant 32 : i32
    %o16 = arith.constant 16 : i32
    %o8 = arith.constant 8 : i32
    %o4 = arith.constant 4 : i32
    %o2 = arith.constant 2 : i32
    %o1 = arith.constant 1 : i32
    %lane0 = arith.cmpi eq, %tx, %k0c : index
    scf.for %tile = %bx to %tiles step %nbx {
      %cbase = arith.muli %tile, %warps : index
      %col = arith.addi %cbase, %ty : index
      %col_ok = arith.cmpi ult, %col, %N : index
      %colc = arith.select %col_ok, %col, %k0c : index
      %acc = scf.for %k = %tx to %K step %lanes iter_args(%s = %zero) -> ({elt}) {
        %a = memref.load %As[%k] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %b = memref.load %B[%k, %colc] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %p = arith.mulf %a, %b : {elt}
        %s2 = arith.addf %s, %p : {elt}
        scf.yield %s2 : {elt}
      }
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
      %out_ok = arith.andi %lane0, %col_ok : i1
      scf.if %out_ok {
        %accumulate = arith.constant {accumulate}
        %c = scf.if %accumulate -> ({elt}) {
          %old = memref.load %C[%by, %col] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
          scf.yield %old : {elt}
        } else {
          %neg0 = arith.constant -0.0 : {elt}
          scf.yield %neg0 : {elt}
        }
        %r = arith.addf %c, %total : {elt}
        memref.store %r, %C[%by, %col] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      }
    }
    gpu.terminator
  }
  return
}

// Row %row of A into As, by the block's threads (thread %t of %T takes k = t, t + T, ...): as
// instantiated, a copy of A's row; pipeline/passes/prologues.py replaces the body by the op run
// that produced A, on its own operands ({pro_params}). Inlined.
func.func private @{func}_prologue(%row: index, %t: index, %T: index, %As: memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>, %A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{pro_params}) {
  %c1 = arith.constant 1 : index
  %K = memref.dim %A, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  scf.for %k = %t to %K step %T {
    %a = memref.load %A[%row, %k] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    memref.store %a, %As[%k] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
  }
  return
}
