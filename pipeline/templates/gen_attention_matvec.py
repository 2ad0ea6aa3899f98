"""Writes attention v10, a decoding step's attention and the product after it (attn_out) in one kernel:
    python pipeline/templates/gen_attention_matvec.py > pipeline/templates/attention_matvec.mlir

The attention part is attention v4's block (attention_warps.mlir) copied from that file, line for
line, between its constants and its store of O: the same scores, softmax and P @ V, so the same bits
of O. This script puts the product around it (W's rows loaded before the wait, O kept in shared
memory, a split-K sum over heads with a ticket as v8's) and is run again whenever v4 changes
(tests/test_kernel_registry.py checks that the checked-in template is its output)."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
THREADS = 512          # v4's block (kernels.ATTENTION_WARPS_THREADS): its tuned attention, unchanged
TILE = 64              # output columns a block: 768 / 64 = 12 tiles x 12 heads = 144 blocks (the H200's 132 SMs)
CG = TILE // 4         # threads across the tile's columns, 4 columns (one 16-byte load of W) each
RS = THREADS // CG     # row slices: thread t takes rows t / CG, + RS, ... of its head's dh rows of W
MAX_DH = 64            # rows of W a head: U = MAX_DH / RS loads a thread, all issued before the wait
U = MAX_DH // RS
# "shuffle": a warp per 4 columns, its 32 lanes the row slices, summed by a butterfly (no shared
# memory, no barrier); else thread t = slice * CG + group and the slices added through shared memory.
SHUFFLE = "shuffle" in sys.argv[1:]
UNROLL = 8             # the last block's loads of the heads' partial sums in flight at a time
MV = "memref<?x?xf32, strided<[?, 1], offset: ?>>"   # W: unit inner stride (16-byte loads)
MC = "memref<?x?xf32, strided<[?, ?], offset: ?>>"
M3 = "memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>"
WG = "#gpu.address_space<workgroup>"


def v4_block() -> list[str]:
    """attention_warps.mlir's launch body from its first constant to the line before its store of O."""
    lines = (HERE / "attention_warps.mlir").read_text().splitlines()
    start = lines.index("    %i0 = arith.constant 0 : index")
    end = lines.index("    scf.if %d_ok {")
    return lines[start:end]


L = []


def e(s=""):
    L.append(s)


e(f"""// attention_matvec (attention v10, decoding): one query row's attention (v4) and the product of its
// output with W (x @ W, W [H * dh, N] row-major, N % 4 == 0) in one kernel, then the product's
// epilogue (attn_out's bias and residual add): O never goes to memory, one launch fewer a layer.
// (generated: python pipeline/templates/gen_attention_matvec.py; made by pipeline/passes/attention_matvec.py
// from a v4 call and the v7/v8 call reading its output)
//
// Block (tile, head) of ceil(N / {TILE}) x H, {THREADS} threads. x @ W is split over K by heads: head h's
// dh values of O meet only rows h * dh .. h * dh + dh - 1 of W, so the block computes its head's
// attention exactly as v4 does (the lines between the markers below are v4's, copied by the
// generator), keeps O[h, :] in shared memory, and multiplies it with its {MAX_DH} x {TILE} slice of W. Every
// block of a head recomputes the head's attention (its K and V rows, 32 KB over 64 keys, come from
// the L2 after the first), which costs less than a kernel boundary (~2 us on the H200).
//
// Before the dependent-launch wait each thread issues its {U} 16-byte loads of W (a weight: nothing
// earlier writes it), so the block's 16 KB of W arrive while the kernel before drains; then v4's
// prefetch of K and V and its wait. After the attention: thread t = slice * {CG} + group sums rows slice,
// slice + {RS}, ... of its head for columns 4 * group .. + 3 (in row order), the {RS} slices are added in
// slice order through shared memory by the tile's {TILE} threads, and the block writes its head's partial
// sums to a workspace P[h, :]. The tile's last block (a ticket from a counter per tile after a
// device-scope fence, as v8) adds the H heads' partial sums in order h = 0, 1, ..., H - 1 ({UNROLL} loads in
// flight at a time) and stores through @{{func}}_store (the epilogue). Which block comes last varies,
// the order of the adds does not: deterministic. The counters rely on the launcher's promise that a
// temporary starts zeroed (contract/manifest.py) and are left zero again.
//
// W's address and row stride are checked for 16-byte loads as v7 does (else four 4-byte loads).
// dh <= {MAX_DH} (the pass checks it), any strides of Q, K, V; f32 only.
//
// Placeholders: attention_warps.mlir's ({{func}}, {{kernel}}, {{threads}} = {THREADS}, {{score_*}}, {{loc_*}},
// {{prefetch_kv:%i0}}) and {{epi_params}}, {{epi_args}}, {{epi_types}} (the product's fused epilogue).
func.func private @{{func}}(%Q: {M3},
                          %K: {M3},
                          %V: {M3},
                          %B: {MV},
                          %Y: {MC}{{score_params}}{{epi_params}}) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant {{threads}} : index
  %ctile = arith.constant {TILE} : index
  %H = memref.dim %Q, %c0 : {M3}
  %NB = memref.dim %B, %c1 : {MV}
  %tiles = arith.ceildivui %NB, %ctile : index
  %P = memref.alloc(%H, %NB) : memref<?x?xf32>
  %cnt = memref.alloc(%tiles) : memref<?xi32>
  gpu.launch blocks(%bt, %by, %bz) in (%nbt = %tiles, %nby = %H, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %cT, %nty = %c1, %ntz = %c1)
             function(@{{kernel}})
             workgroup(%Ps : memref<{{threads}}xf32, {WG}>,
                       %Rs : memref<{{threads}}xf32, {WG}>,
                       %As : memref<{MAX_DH}xf32, {WG}>,
{"" if SHUFFLE else f"                       %Gs : memref<{RS}x{TILE}xf32, {WG}>,{chr(10)}"}                       %Tk : memref<1xi32, {WG}>) {{
    // v4's query row: a decoding step has one (n = 1).
    %bx = arith.constant 0 : index""")

W_LOADS = [f"""    // The product's part of the block: columns 4 * group .. + 3 of tile %bt, rows slice + {RS} u of head %by.
    %g0 = arith.constant 0 : index
    %g4 = arith.constant 4 : index
    %g16 = arith.constant 16 : index
    %g32 = arith.constant 32 : index
    %gcg = arith.constant {CG} : index
    %gtile = arith.constant {TILE} : index
    %gDHd = arith.constant 2 : index
    %gdh = memref.dim %Q, %gDHd : {M3}
    {"%ggrp = arith.divui %tx, %g32 : index" if SHUFFLE else "%ggrp = arith.remui %tx, %gcg : index"}
    {"%gsl = arith.remui %tx, %g32 : index" if SHUFFLE else "%gsl = arith.divui %tx, %gcg : index"}
    %gc4 = arith.muli %ggrp, %g4 : index
    %gtb = arith.muli %bt, %gtile : index
    %gcol = arith.addi %gtb, %gc4 : index
    %gcol_ok = arith.cmpi ult, %gcol, %NB : index
    // Past N a thread reads columns 0..3 (in bounds); its sums are never stored.
    %gcolc = arith.select %gcol_ok, %gcol, %g0 : index
    %gcolc1 = arith.addi %gcolc, %c1 : index
    %gc2 = arith.constant 2 : index
    %gcolc2 = arith.addi %gcolc, %gc2 : index
    %gc3 = arith.constant 3 : index
    %gcolc3 = arith.addi %gcolc, %gc3 : index
    %ghead = arith.muli %by, %gdh : index
    // W's address and row stride: 16-byte loads when both allow them (v7's check).
    %gbase, %goff, %gsizes:2, %gstrides:2 = memref.extract_strided_metadata %B : {MV} -> memref<f32>, index, index, index, index, index
    %gptr = memref.extract_aligned_pointer_as_index %gbase : memref<f32> -> index
    %goff_b = arith.muli %goff, %g4 : index
    %gaddr = arith.addi %gptr, %goff_b : index
    %gaddr16 = arith.remui %gaddr, %g16 : index
    %gstride4 = arith.remui %gstrides#0, %g4 : index
    %gmis = arith.ori %gaddr16, %gstride4 : index
    %galigned = arith.cmpi eq, %gmis, %g0 : index"""]
for u in range(U):
    W_LOADS.append(f"""    %gu{u} = arith.constant {RS * u} : index
    %gr{u} = arith.addi %gsl, %gu{u} : index
    %gok{u} = arith.cmpi ult, %gr{u}, %gdh : index
    %grc{u} = arith.select %gok{u}, %gr{u}, %g0 : index
    %gk{u} = arith.addi %ghead, %grc{u} : index
    %gw{u} = scf.if %galigned -> (vector<4xf32>) {{
      %gv{u} = vector.load %B[%gk{u}, %gcolc] {{alignment = 16 : i64}} : {MV}, vector<4xf32>
      scf.yield %gv{u} : vector<4xf32>
    }} else {{
      %gs{u}_0 = memref.load %B[%gk{u}, %gcolc] : {MV}
      %gs{u}_1 = memref.load %B[%gk{u}, %gcolc1] : {MV}
      %gs{u}_2 = memref.load %B[%gk{u}, %gcolc2] : {MV}
      %gs{u}_3 = memref.load %B[%gk{u}, %gcolc3] : {MV}
      %gv{u}s = vector.from_elements %gs{u}_0, %gs{u}_1, %gs{u}_2, %gs{u}_3 : vector<4xf32>
      scf.yield %gv{u}s : vector<4xf32>
    }}""")

e("    // ---- attention v4 (attention_warps.mlir), copied by the generator ----")
for line in v4_block():
    if line == "{prefetch_kv:%i0}":
        e("    // ---- (the product's loads of W, before v4's prefetch and wait) ----")
        for block in W_LOADS:
            e(block)
        e("    // ---- attention v4 again ----")
    e(line)
e("    // ---- end of attention v4 ----")

e(f"""    // O[h, 0, :] = acc / l (v4's store) into shared memory: the product's A for this head.
    scf.if %d_ok {{
      %o = arith.divf %res#2, %res#1 : f32 {{loc_div}}
      memref.store %o, %As[%tx] : memref<{MAX_DH}xf32, {WG}>
    }}
    gpu.barrier
    // This thread's rows of the head, in row order, on its 4 columns.
    %gz = arith.constant dense<0.0> : vector<4xf32>""")
prev = "%gz"
for u in range(U):
    e(f"""    %ga{u} = memref.load %As[%grc{u}] : memref<{MAX_DH}xf32, {WG}>
    %gab{u} = vector.broadcast %ga{u} : f32 to vector<4xf32>
    %gf{u} = vector.fma %gab{u}, %gw{u}, {prev} : vector<4xf32>
    %gsum{u} = arith.select %gok{u}, %gf{u}, {prev} : vector<4xf32>""")
    prev = f"%gsum{u}"
E_PARTIAL_TAIL = f"""
    %gadder = arith.cmpi ult, %tx, %gtile : index
    %goc = arith.addi %gtb, %tx : index
    %goc_ok = arith.cmpi ult, %goc, %NB : index
    %gwrites = arith.andi %gadder, %goc_ok : i1"""
if SHUFFLE:
    e("""    // The warp's 32 row slices of each of its 4 columns: a butterfly (xor 16, 8, 4, 2, 1; fixed order),
    // lane 0 stores the head's 4 partial sums into P[h, :].
    %gw32 = arith.constant 32 : i32""")
    for o in (16, 8, 4, 2, 1):
        e(f"    %go{o} = arith.constant {o} : i32")
    for k in range(4):
        e(f"    %gx{k}_32 = vector.extract {prev}[{k}] : f32 from vector<4xf32>")
        cur = f"%gx{k}_32"
        for o in (16, 8, 4, 2, 1):
            e(f"""    %gsh{k}_{o}, %gshv{k}_{o} = gpu.shuffle xor {cur}, %go{o}, %gw32 : f32
    %gx{k}_{o} = arith.addf {cur}, %gsh{k}_{o} : f32""")
            cur = f"%gx{k}_{o}"
    e(f"""    %glane0 = arith.cmpi eq, %gsl, %g0 : index
    %gstores = arith.andi %glane0, %gcol_ok : i1
    scf.if %gstores {{""")
    for k in range(4):
        e(f"""      %gj{k} = arith.constant {k} : index
      %gq{k} = arith.addi %gcol, %gj{k} : index
      memref.store %gx{k}_1, %P[%by, %gq{k}] : memref<?x?xf32>""")
    e("    }" + E_PARTIAL_TAIL)
else:
    for k in range(4):
        e(f"""    %gx{k} = vector.extract {prev}[{k}] : f32 from vector<4xf32>
    %gj{k} = arith.constant {k} : index
    %gq{k} = arith.addi %gc4, %gj{k} : index
    memref.store %gx{k}, %Gs[%gsl, %gq{k}] : memref<{RS}x{TILE}xf32, {WG}>""")
    e(f"""    gpu.barrier
    // The {RS} slices of each column added in slice order by the tile's first {TILE} threads: the head's
    // partial sums into P[h, :].""" + E_PARTIAL_TAIL + f"""
    %gtxc = arith.select %gadder, %tx, %g0 : index
    scf.if %gwrites {{
      %gp_0 = memref.load %Gs[%g0, %gtxc] : memref<{RS}x{TILE}xf32, {WG}>""")
    for r in range(1, RS):
        e(f"""      %gi{r} = arith.constant {r} : index
      %gpq{r} = memref.load %Gs[%gi{r}, %gtxc] : memref<{RS}x{TILE}xf32, {WG}>
      %gp_{r} = arith.addf %gp_{r - 1}, %gpq{r} : f32""")
    e(f"""      memref.store %gp_{RS - 1}, %P[%by, %goc] : memref<?x?xf32>
    }}""")
e(f"""    // Release this block's partial sums device-wide, then take a ticket: the tile's last block adds them up.
    gpu.barrier
    %gt0 = arith.cmpi eq, %tx, %g0 : index
    scf.if %gt0 {{
      %gone = arith.constant 1 : i32
      llvm.fence syncscope("device") acq_rel
      %gticket = memref.atomic_rmw addi %gone, %cnt[%bt] : (i32, memref<?xi32>) -> i32
      memref.store %gticket, %Tk[%g0] : memref<1xi32, {WG}>
    }}
    gpu.barrier
    %ggot = memref.load %Tk[%g0] : memref<1xi32, {WG}>
    %gH32 = arith.index_cast %nby : index to i32
    %gone32 = arith.constant 1 : i32
    %glastt = arith.subi %gH32, %gone32 : i32
    %glast = arith.cmpi eq, %ggot, %glastt : i32
    scf.if %glast {{
      // (acquire: every thread of this block sees the other blocks' partial sums)
      llvm.fence syncscope("device") acq_rel
      scf.if %gwrites {{
        // The heads' partial sums, {UNROLL} loads issued before their adds, added in order h = 0, 1, ...
        %gU = arith.constant {UNROLL} : index
        %gneg = arith.constant -0.0 : f32
        %gtot = scf.for %ghb = %g0 to %nby step %gU iter_args(%gacc = %gneg) -> (f32) {{""")
for k in range(UNROLL):
    e(f"""          %ghu{k} = arith.constant {k} : index
          %gh{k} = arith.addi %ghb, %ghu{k} : index
          %ghok{k} = arith.cmpi ult, %gh{k}, %nby : index
          %ghc{k} = arith.select %ghok{k}, %gh{k}, %g0 : index
          %gpv{k} = memref.load %P[%ghc{k}, %goc] : memref<?x?xf32>""")
prev = "%gacc"
for k in range(UNROLL):
    e(f"""          %gpa{k} = arith.addf {prev}, %gpv{k} : f32
          %gpn{k} = arith.select %ghok{k}, %gpa{k}, {prev} : f32""")
    prev = f"%gpn{k}"
e(f"""          scf.yield {prev} : f32
        }}
        func.call @{{func}}_store(%gtot, %g0, %goc, %Y{{epi_args}})
            : (f32, index, index, {MC}{{epi_types}}) -> ()
      }}
      scf.if %gt0 {{
        %gz32 = arith.constant 0 : i32
        memref.store %gz32, %cnt[%bt] : memref<?xi32>
      }}
    }}
    gpu.terminator
  }}
  memref.dealloc %P : memref<?x?xf32>
  memref.dealloc %cnt : memref<?xi32>
  return
}}

// The score op on one product element s = (Q @ K^T)[b, i, j]: the attention call's own score function
// (pipeline/passes/attention_matvec.py clones it in); as written, the identity.
func.func private @{{func}}_score(%s: f32, %b: index, %i: index, %j: index{{score_params}}) -> f32 {{
  return %s : f32
}}

// Where (x @ W)[i, j] goes: stored, or the product's fused epilogue (the v7/v8 call's own store
// function, cloned in by the pass: attn_out's bias and residual add).
func.func private @{{func}}_store(%r: f32, %i: index, %j: index, %C: {MC}{{epi_params}}) {{
  memref.store %r, %C[%i, %j] : {MC}
  return
}}""")

print("\n".join(L))
