"""The head's fused kernel template: v2 (matvec_rows_argmax, 4-byte loads of W) or v13 (vec4: 16-byte loads of
W where W allows them, v2's loop where it does not). The two differ only in the K loop of a column, the
address check before the tile loop and their headers; everything else (the prologue's row in shared memory,
the grid walking column tiles, the argmax's pairs and ticket) is one text. The {vec4_dot} placeholder is
filled at instantiation for the static K (pipeline/passes/head_argmax.py vec4_dot)."""
from .half_b import widen_b
from .matvec_cols_vec4 import WEIGHTS as BYTES  # B's element types, and their bytes

# v13's header, before v2's description
V13_HEADER = """// v13: matvec_rows_argmax.mlir (v2's head over the vocabulary, the final layer norm in its prologue
// and the argmax in its epilogue) with 16-byte loads of W. Each warp still computes one column, a
// dot product over K (W's row, K contiguous floats), but lane tx sums k = 128 i + 4 tx .. 4 tx + 3
// (i = 0, 1, ...) from one ld.global.v4 a step, all of a column's loads issued before the first
// product (v2: k = tx + 32 i, one 4-byte load a step, 4 in flight after ptxas unrolled its loop:
// 512 bytes a warp against 3 KB here at K = 768). The kernel checks that W may be read so (B's k
// stride 1, its column stride a multiple of 4 floats, its address 16-byte aligned) and runs v2's
// loop where it may not. Grid: G = min(tiles, 792) as v2 (ptxas gives it 40 registers a thread at
// K = 768, 36 at 1600: 6 blocks of 256 threads an SM). The sums differ from v2's in their order only.
// What follows is v2's description, unchanged for this form:
//
"""
HEAD = """// v2 matmul for one row, B read along K (matvec_rows.mlir), in its prologue form
// (matvec_rows_prologue.mlir: each block walks column tiles bx, bx + G, ..., A's row made once per
"""
# the grid's size: v2's registers (v13 states its own in its header)
GRID_V2 = """// block in shared memory by @{func}_prologue; here G = min(tiles, 792): ptxas gives this form about 40
// registers a thread, so 6 blocks of 256 threads fit an SM, 792 on 132 SMs), with the argmax over the row it
"""
GRID_V13 = """// block in shared memory by @{func}_prologue; here G = min(tiles, 792)), with the argmax over the row it
"""
BODY_1 = """// computes in its epilogue (pipeline/passes/head_argmax.py): a decoding step's head, then
// `argmax(logits)` (gpt2/reference.py), in one kernel instead of three.
//
// The product's sums and its stores are matvec_rows_prologue's: C[0, col], and the same value into X[col]
// (the row the argmax reads: the step's logits result, which sampling reads; X may be C's own row).
// Then, as in pipeline/passes/long_argmax.py but over the grid: every warp folds its columns' pairs
// (x, x == x ? V[col] : F) into (max, first index) with
//     combine((m1, r1), (m2, r2)) = (m, min(m1 == m ? r1 : F, m2 == m ? r2 : F)),  m = maximumf(m1, m2)
// (maximumf keeps a NaN, which equals nothing: a NaN anywhere gives F, the reference's rule; ties keep
// the smallest index: the first); the block's 8 warp pairs go through shared memory to thread 0, in
// warp order, which writes the block's pair to a workspace (Pm, Pr), releases it (device-scope fence)
// and takes a ticket from a counter. The last block (ticket G - 1) folds the G pairs as
// long_argmax's second kernel does: M = max over the blocks (and the reduction's start value {m_init}),
// index = min over the blocks whose max is M of their index (F otherwise; then with the start value
// {r_init}), stores both and puts the counter back to 0. Max and min are exact: the result does not
// depend on which block comes last. The counter relies on the launcher's promise that a temporary
// starts zeroed (contract/manifest.py) and is left zero again; Pm and Pr are written before read.
//
// One row only (M = 1: a decoding step; the workspace has one pair per block).
// Placeholders: matvec_rows_prologue's, and {x_type} (X), {v_type} (V, the index values: np.arange's
// buffer), {m_type}, {r_type} (the max's and the index's 0-d outputs), {ielt} (the index type),
// {F} (the index of a row with no hit: its length), {m_init}, {r_init} (the reductions' start values);
// {after_params}, {after_args}, {after_types}: the operands of the run's ops after the index (@{func}_after).
func.func private @{func}(%A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %B: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{pro_params},
                          %X: {x_type}, %V: {v_type}, %Mx: {m_type}, %R: {r_type}{after_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %most = arith.constant 792 : index
  %M = memref.dim %A, %c0 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %N = memref.dim %B, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %tiles = arith.ceildivui %N, %c8 : index
  %gx = arith.minui %tiles, %most : index
  %Pm = memref.alloc(%gx) : memref<?x{elt}>
  %Pr = memref.alloc(%gx) : memref<?x{ielt}>
  %cnt = memref.alloc() : memref<1xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %M, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %c32, %nty = %c8, %ntz = %c1)
             function(@{kernel})
             workgroup(%As : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>, %Wm : memref<8x{elt}, #gpu.address_space<workgroup>>, %Wr : memref<8x{ielt}, #gpu.address_space<workgroup>>, %Tk : memref<1xi32, #gpu.address_space<workgroup>>) {
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
"""
# v13: the address check, before the tile loop
SETUP_V13 = """    // v13: may W's rows (B's columns: K contiguous elements) be read 4 elements at a time? B's k stride
    // 1, its column stride a multiple of 4 elements, base pointer + offset aligned to 4 elements ({pro_k},
    // the static K, is a multiple of 4: the pass's condition). %W: B as W [N, K], unit inner stride.
    %c1i = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %B : memref<?x?x{welt}, strided<[?, ?], offset: ?>> -> memref<{welt}>, index, index, index, index, index
    %ptr = memref.extract_aligned_pointer_as_index %base : memref<{welt}> -> index
    %off_b = arith.muli %off, %c{bytes} : index
    %addr = arith.addi %ptr, %off_b : index
    %addr16 = arith.remui %addr, %c{align} : index
    %cs4 = arith.remui %strides#1, %c4 : index
    %mis = arith.ori %addr16, %cs4 : index
    %al = arith.cmpi eq, %mis, %k0c : index
    %unit = arith.cmpi eq, %strides#0, %c1i : index
    %aligned = arith.andi %al, %unit : i1
    %W = memref.reinterpret_cast %base to offset: [%off], sizes: [%N, {pro_k}], strides: [%strides#1, 1]
        : memref<{welt}> to memref<?x{pro_k}x{welt}, strided<[?, 1], offset: ?>>
    %tx4 = arith.muli %tx, %c4 : index
"""
BODY_2 = """    %F = arith.constant {F} : {ielt}
    %ninf = arith.constant 0xFF800000 : {elt}
    %best:2 = scf.for %tile = %bx to %tiles step %nbx iter_args(%bm = %ninf, %br = %F) -> ({elt}, {ielt}) {
      %cbase = arith.muli %tile, %warps : index
      %col = arith.addi %cbase, %ty : index
      %col_ok = arith.cmpi ult, %col, %N : index
      %colc = arith.select %col_ok, %col, %k0c : index
"""
# a column's sum over K: v2's 4-byte loop; v13's 16-byte loads, v2's loop where W is not aligned
K_LOOP_V2 = """      %acc = scf.for %k = %tx to %K step %lanes iter_args(%s = %zero) -> ({elt}) {
        %a = memref.load %As[%k] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %b = memref.load %B[%k, %colc] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %p = arith.mulf %a, %b : {elt}
        %s2 = arith.addf %s, %p : {elt}
        scf.yield %s2 : {elt}
"""
K_LOOP_V13 = """      // v13: lane tx sums k = 128 i + 4 tx .. + 3 (i = 0, 1, ...) in that order, W's four floats by
      // one 16-byte load. The placeholder below (pipeline/passes/head_argmax.py vec4_dot, static K) is
      // that sum spelled out: every load of the column first, then the products (ptxas kept only 2
      // of 6 loads in flight when LLVM unrolled a loop), the last step guarded when K % 128 != 0.
      // Not aligned (a view at an odd offset): v2's 4-byte loop.
      %acc = scf.if %aligned -> ({elt}) {
{vec4_dot}
      } else {
        %sum = scf.for %k = %tx to %K step %lanes iter_args(%s = %zero) -> ({elt}) {
          %a = memref.load %As[%k] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
          %b = memref.load %B[%k, %colc] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
          %p = arith.mulf %a, %b : {elt}
          %s2 = arith.addf %s, %p : {elt}
          scf.yield %s2 : {elt}
        }
        scf.yield %sum : {elt}
"""
BODY_3 = """      }
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
      // C is overwritten (the product's only instantiation here): -0.0 + the sum, as matvec_rows stores
      %neg0 = arith.constant -0.0 : {elt}
      %x = arith.addf %neg0, %total : {elt}
      %out_ok = arith.andi %lane0, %col_ok : i1
      scf.if %out_ok {
        memref.store %x, %C[%by, %col] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        memref.store %x, %X[%col] : {x_type}
      }
      // This column's pair (every lane holds it; past N the identity, (-inf, F))
      %xm = arith.select %col_ok, %x, %ninf : {elt}
      %self = arith.cmpf oeq, %x, %x : {elt}
      %own = arith.andi %col_ok, %self : i1
      %xr = scf.if %own -> ({ielt}) {
        %vj = memref.load %V[%col] : {v_type}
        scf.yield %vj : {ielt}
      } else {
        scf.yield %F : {ielt}
      }
      %nm = arith.maximumf %bm, %xm : {elt}
      %ka = arith.cmpf oeq, %bm, %nm : {elt}
      %ra = arith.select %ka, %br, %F : {ielt}
      %kb = arith.cmpf oeq, %xm, %nm : {elt}
      %rb = arith.select %kb, %xr, %F : {ielt}
      %nr = arith.minsi %ra, %rb : {ielt}
      scf.yield %nm, %nr : {elt}, {ielt}
    }
    // The block's pair: the 8 warps' through shared memory, combined by thread 0 in warp order.
    scf.if %lane0 {
      memref.store %best#0, %Wm[%ty] : memref<8x{elt}, #gpu.address_space<workgroup>>
      memref.store %best#1, %Wr[%ty] : memref<8x{ielt}, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %first = arith.cmpi eq, %t, %k0c : index
    scf.if %first {
      %one_i = arith.constant 1 : index
      %bp:2 = scf.for %w = %k0c to %warps step %one_i iter_args(%am = %ninf, %ar = %F) -> ({elt}, {ielt}) {
        %wm = memref.load %Wm[%w] : memref<8x{elt}, #gpu.address_space<workgroup>>
        %wr = memref.load %Wr[%w] : memref<8x{ielt}, #gpu.address_space<workgroup>>
        %cm = arith.maximumf %am, %wm : {elt}
        %ca = arith.cmpf oeq, %am, %cm : {elt}
        %cra = arith.select %ca, %ar, %F : {ielt}
        %cb = arith.cmpf oeq, %wm, %cm : {elt}
        %crb = arith.select %cb, %wr, %F : {ielt}
        %cr = arith.minsi %cra, %crb : {ielt}
        scf.yield %cm, %cr : {elt}, {ielt}
      }
      memref.store %bp#0, %Pm[%bx] : memref<?x{elt}>
      memref.store %bp#1, %Pr[%bx] : memref<?x{ielt}>
      // Release this block's pair device-wide, then take a ticket: the last block combines them all.
      %one = arith.constant 1 : i32
      llvm.fence syncscope("device") acq_rel
      %ticket = memref.atomic_rmw addi %one, %cnt[%k0c] : (i32, memref<1xi32>) -> i32
      memref.store %ticket, %Tk[%k0c] : memref<1xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %got = memref.load %Tk[%k0c] : memref<1xi32, #gpu.address_space<workgroup>>
    %g32 = arith.index_cast %nbx : index to i32
    %one32 = arith.constant 1 : i32
    %lastt = arith.subi %g32, %one32 : i32
    %last = arith.cmpi eq, %got, %lastt : i32
    scf.if %last {
      // (acquire: every thread of this block sees the other blocks' pairs)
      llvm.fence syncscope("device") acq_rel
      %fm = scf.for %b = %t to %nbx step %threads iter_args(%am = %ninf) -> ({elt}) {
        %pm = memref.load %Pm[%b] : memref<?x{elt}>
        %am2 = arith.maximumf %am, %pm : {elt}
        scf.yield %am2 : {elt}
      }
      %allm = gpu.all_reduce maximumf %fm uniform {} : ({elt}) -> ({elt})
      %m_init = arith.constant {m_init} : {elt}
      %top = arith.maximumf %allm, %m_init : {elt}
      %fr = scf.for %b = %t to %nbx step %threads iter_args(%ar = %F) -> ({ielt}) {
        %pm = memref.load %Pm[%b] : memref<?x{elt}>
        %pr = memref.load %Pr[%b] : memref<?x{ielt}>
        %hit = arith.cmpf oeq, %pm, %top : {elt}
        %got_r = arith.select %hit, %pr, %F : {ielt}
        %ar2 = arith.minsi %ar, %got_r : {ielt}
        scf.yield %ar2 : {ielt}
      }
      %allr = gpu.all_reduce minsi %fr uniform {} : ({ielt}) -> ({ielt})
      %r_init = arith.constant {r_init} : {ielt}
      %index = arith.minsi %allr, %r_init : {ielt}
      scf.if %first {
        memref.store %top, %Mx[] : {m_type}
        memref.store %index, %R[] : {r_type}
        func.call @{func}_after(%R{after_args}) : ({r_type}{after_types}) -> ()
        %z32 = arith.constant 0 : i32
        memref.store %z32, %cnt[%k0c] : memref<1xi32>
      }
    }
    gpu.terminator
  }
  memref.dealloc %Pm : memref<?x{elt}>
  memref.dealloc %Pr : memref<?x{ielt}>
  memref.dealloc %cnt : memref<1xi32>
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

// What the argmax run does after the index, on it (per-row ops: a decoding step's next token and
// position, gpt2/model.py gpt2_next), by the last block's thread 0 once the index is stored: as
// instantiated, nothing; pipeline/passes/head_argmax.py writes those ops here ({after_params}: their
// operands). Inlined.
func.func private @{func}_after(%R: {r_type}{after_params}) {
  return
}
"""



def matvec_rows_argmax(vec4: bool = False, weight: str = "f32") -> str:
    """v2's template text, or v13's with `vec4`; B stored as `weight` (its loads widened to f32, gen/half_b.py;
    v13's {vec4_dot} is head_argmax.vec4_dot for the same weight)."""
    setup = SETUP_V13.replace("{welt}", "{elt}" if weight == "f32" else weight)
    if weight == "f32":
        setup = setup.replace("{bytes}", "4").replace("{align}", "16")
    else:  # (its address check's constants: 2-byte elements, 8-byte loads)
        setup = setup.replace("{bytes}", "_wb").replace("{align}", "_wa").replace(
            "    %c16 = arith.constant 16 : index\n", "    %c16 = arith.constant 16 : index\n"
            f"    %c_wb = arith.constant {BYTES[weight]} : index\n    %c_wa = arith.constant {4 * BYTES[weight]} : index\n")
    rest = (HEAD + (GRID_V13 if vec4 else GRID_V2) + BODY_1, BODY_2 + (K_LOOP_V13 if vec4 else K_LOOP_V2) + BODY_3)
    if weight != "f32":
        rest = tuple(widen_b(part, weight) for part in rest)
    return (V13_HEADER if vec4 else "") + rest[0] + (setup if vec4 else "") + rest[1]
