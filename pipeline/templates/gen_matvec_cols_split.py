"""Writes the v8 matrix-vector template (split K, whole 512-byte row segments per warp), and with
--rows R its v10 form (R rows of A per block):
    python pipeline/templates/gen_matvec_cols_split.py > pipeline/templates/matvec_cols_split.mlir
    python pipeline/templates/gen_matvec_cols_split.py --rows 16 > pipeline/templates/matvec_cols_rows.mlir

It reuses v7's K loop (gen_matvec_cols_vec4.py: UNROLL guarded 16-byte loads of B, software-
pipelined, and the 4-byte path for a misaligned B), with a different split of the work."""

import sys
from pathlib import Path

# --rows R: the v10 form, R rows of A per block (B read once for all of them), for a prompt's few rows.
ROWS = int(sys.argv.pop(sys.argv.index("--rows") + 1)) if "--rows" in sys.argv else 1
if "--rows" in sys.argv:
    sys.argv.remove("--rows")
sys.path.insert(0, str(Path(__file__).parent))
import gen_matvec_cols_vec4 as v7  # noqa: E402  (its argv: [UNROLL] [pipelined|plain], as there)

v7.L.clear()
e, MR, MB, VT = v7.e, v7.MR, v7.MB, v7.VT
UNROLL, SMS = v7.UNROLL, v7.SMS
WARPS = 8                   # warps per block; they split the block's rows of B
TILE = 128                  # columns per block: 32 lanes x 4 floats, 512 contiguous bytes of a row
WAVES = 2                   # blocks wanted: about this many per SM
QS = f"memref<{WARPS}x{TILE}x{{elt}}, #gpu.address_space<workgroup>>"
TK = "memref<1xi32, #gpu.address_space<workgroup>>"
P = "memref<?x?x?x{elt}>"
CNT = "memref<?x?xi32>"

if ROWS > 1:
    e(f"""// v10: v8 (below) with {ROWS} rows of A per block (grid z: groups of {ROWS} rows), each thread keeping
// {ROWS} sums of 4 columns: B is read once for all of them (v1's 16x16 tiles, chosen for a prompt of 5..16
// rows, read B through shared memory at 0.2-0.5 TB/s). A's values are broadcast loads (every lane
// of a warp reads the same one); the K loop is not software-pipelined and the kernel waits for the
// kernel before it at its entry (pipeline/passes/dependent_launch.py). Rows past M read row M - 1
// and are never stored. Per row: the warps' sums in shared memory, added in warp order, then the
// tile's last block adds the S partial sums in order, as in v8.
//""")
e(f"""// v8 matmul for a few rows, split K (x @ W, W [K, N] row-major, N % 4 == 0):
// C[M, N] (+)= A[M, K] * B[K, N], f32.
// (generated: python pipeline/templates/gen_matvec_cols_split.py [UNROLL] [pipelined|plain];
// checked in with the defaults: {UNROLL} pipelined)
// What changed from v7 (matvec_cols_vec4.mlir: a block per 8 columns over all of K, so each warp
// reads 32-byte pieces of 16 rows, 3 KB apart; 0.4-1.1 TB/s on a decoding step's products): a warp
// reads {TILE * 4} contiguous bytes of a row (its 32 lanes x 16 bytes), a block {TILE} columns, and K is split
// over the grid's y dimension into S chunks so that the grid has about {WAVES} x {SMS} blocks (the
// H200's SMs) even for 768 columns. Each block sums its chunk: warp w takes rows k0 + w, k0 + w + {WARPS}, ...
// ({UNROLL} in flight per thread, v7's software-pipelined loop), the {WARPS} warps' sums are added in warp
// order through shared memory, and the block writes its {TILE} partial sums to a workspace P[m, s, :].
// The last block of a column tile to finish (a ticket from an atomic counter per tile, after a
// device-scope release fence) adds the S partial sums in order s = 0, 1, ..., S-1 and stores C
// through @{{func}}_store (the epilogue hook), then puts the counter back to 0. Which block comes
// last varies; the order of the adds does not: deterministic, like every other kernel here.
// The counters rely on the launcher's promise that a temporary starts zeroed (contract/manifest.py)
// and are left zero again.
//
// B's 16-byte loads and its alignment check are v7's (a 4-byte path when B's address or row
// stride is not a multiple of 16 bytes).
//
// Placeholders as in matvec_cols.mlir: {{func}}, {{kernel}}, {{elt}} (f32 only), {{accumulate}};
// {{epi_params}}, {{epi_args}}, {{epi_types}}: a fused epilogue's extra operands (pipeline/epilogues.py).""")
e(f"func.func private @{{func}}(%A: {MR},")
e(f"                          %B: {MB},")
e(f"                          %C: {MR}{{epi_params}}) {{")
e(f"""  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant {WARPS * 32} : index
  %ctile = arith.constant {TILE} : index
  %cwant = arith.constant {WAVES * SMS} : index
  %crows = arith.constant {WARPS * UNROLL} : index
  %M = memref.dim %A, %c0 : {MR}
  %Kall = memref.dim %A, %c1 : {MR}
  %N = memref.dim %B, %c1 : {MB}
  %tiles = arith.ceildivui %N, %ctile : index""")
if ROWS == 1:
    e(f"""  %work = arith.muli %tiles, %M : index""")
else:
    e(f"""  %crowsper = arith.constant {ROWS} : index
  %groups = arith.ceildivui %M, %crowsper : index
  %work = arith.muli %tiles, %groups : index""")
e(f"""  // S chunks of K: enough blocks for {WAVES} per SM, but each chunk at least {WARPS * UNROLL} rows (one trip of
  // the loop per warp); then S again from the chunk, so that no block is left without rows.
  %want = arith.ceildivui %cwant, %work : index
  %most = arith.ceildivui %Kall, %crows : index
  %s0 = arith.minui %want, %most : index
  %s1 = arith.maxui %s0, %c1 : index
  %chunk = arith.ceildivui %Kall, %s1 : index
  %nS = arith.ceildivui %Kall, %chunk : index
  %P = memref.alloc(%M, %nS, %N) : {P}""")
GROUPS = "%M" if ROWS == 1 else "%groups"
e(f"""  %cnt = memref.alloc({GROUPS}, %tiles) : {CNT}
  gpu.launch blocks(%bx, %bk, %by) in (%nbx = %tiles, %nbk = %nS, %nby = {GROUPS})
             threads(%tx, %ty, %tz) in (%ntx = %cT, %nty = %c1, %ntz = %c1)
             function(@{{kernel}})
             workgroup(%Qs : {QS}, %Tk : {TK}) {{
    %zero = arith.constant 0.0 : {{elt}}
    %neg0 = arith.constant -0.0 : {{elt}}
    %zv = arith.constant dense<0.0> : {VT}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i16 = arith.constant 16 : index
    %i32 = arith.constant 32 : index
    %itile = arith.constant {TILE} : index
    %S = arith.constant {WARPS} : index
    %lane = arith.remui %tx, %i32 : index
    %w = arith.divui %tx, %i32 : index
    %cbase = arith.muli %bx, %itile : index
    %col4 = arith.muli %lane, %i4 : index
    %col = arith.addi %cbase, %col4 : index
    // Past N a lane reads columns 0..3 (in bounds) and its sums are never stored.
    %col_ok = arith.cmpi ult, %col, %N : index
    %colc = arith.select %col_ok, %col, %i0 : index
    %colc1 = arith.addi %colc, %i1 : index
    %colc2 = arith.addi %colc, %i2 : index
    %colc3 = arith.addi %colc, %i3 : index
    // This block's rows of B: [k0, K) with K = min(k0 + chunk, all of K); warp w starts at k0 + w.
    %kb = arith.muli %bk, %chunk : index
    %kend = arith.addi %kb, %chunk : index
    %K = arith.minui %kend, %Kall : index
    %s = arith.addi %kb, %w : index
{v7.ALIGNED_B}""")


def rows_loop(vector_loads: bool) -> None:
    """v10's K loop: UNROLL rows of B (16-byte loads, or 4-byte ones), then each row's product with
    the ROWS rows of A (broadcast loads; a row of B past K is not added), in order of k."""
    types = ", ".join([VT] * ROWS)
    inits = ", ".join(f"%a{r} = %zv" for r in range(ROWS))
    e(f"      %r:{ROWS} = scf.for %k0 = %s to %K step %step iter_args({inits}) -> ({types}) {{")
    for u in range(UNROLL):
        e(f"        %u{u} = arith.constant {u} : index")
        e(f"        %d{u} = arith.muli %S, %u{u} : index")
        e(f"        %kk{u} = arith.addi %k0, %d{u} : index")
        e(f"        %ok{u} = arith.cmpi ult, %kk{u}, %K : index")
        e(f"        %kr{u} = arith.select %ok{u}, %kk{u}, %i0 : index")
        for line in v7.b_row("        ", f"%b{u}", f"%kr{u}", vector_loads):
            e(line)
    prev = [f"%a{r}" for r in range(ROWS)]
    for u in range(UNROLL):
        for r in range(ROWS):
            e(f"        %x{u}_{r} = memref.load %A[%arow{r}, %kr{u}] : {MR}")
            e(f"        %v{u}_{r} = vector.broadcast %x{u}_{r} : {{elt}} to {VT}")
            e(f"        %f{u}_{r} = vector.fma %v{u}_{r}, %b{u}, {prev[r]} : {VT}")
            e(f"        %n{u}_{r} = arith.select %ok{u}, %f{u}_{r}, {prev[r]} : {VT}")
            prev[r] = f"%n{u}_{r}"
    e(f"        scf.yield {', '.join(prev)} : {types}")
    e("      }")
    e(f"      scf.yield {', '.join(f'%r#{r}' for r in range(ROWS))} : {types}")


if ROWS == 1:
    e(f"    %sum = scf.if %aligned -> ({VT}) {{")
    v7.k_loop(True)
    e("    } else {")
    v7.k_loop(False)
    e("    }")
else:
    e(f"    %irows = arith.constant {ROWS} : index")
    e(f"    %row0 = arith.muli %by, %irows : index")
    e(f"    %mlast = arith.subi %M, %i1 : index")
    for r in range(ROWS):
        e(f"    %ir{r} = arith.constant {r} : index")
        e(f"    %rowr{r} = arith.addi %row0, %ir{r} : index")
        e(f"    %arow{r} = arith.minui %rowr{r}, %mlast : index")
    e(f"    %sum:{ROWS} = scf.if %aligned -> ({', '.join([VT] * ROWS)}) {{")
    rows_loop(True)
    e("    } else {")
    rows_loop(False)
    e("    }")
e(f"""    // The {WARPS} warps' sums of each column, added in warp order by the block's first {TILE} threads.""")
e(f"""    %adder = arith.cmpi ult, %tx, %itile : index
    %oc = arith.addi %cbase, %tx : index
    %oc_ok = arith.cmpi ult, %oc, %N : index
    %writes = arith.andi %adder, %oc_ok : i1""") if ROWS > 1 else None
for r in range(ROWS):
    tag, sumv, row = ("", "%sum", "%by") if ROWS == 1 else (f"_{r}", f"%sum#{r}", f"%rowr{r}")
    for j in range(4):
        e(f"    %x{j}{tag} = vector.extract {sumv}[{j}] : {{elt}} from {VT}")
        e(f"    %q{j}{tag} = arith.addi %col4, %i{j} : index") if ROWS == 1 or r == 0 else None
        e(f"    memref.store %x{j}{tag}, %Qs[%w, %q{j}{'' if ROWS == 1 else '_0'}] : {QS}")
    if ROWS == 1:
        e(f"""    gpu.barrier
    %adder = arith.cmpi ult, %tx, %itile : index
    %oc = arith.addi %cbase, %tx : index
    %oc_ok = arith.cmpi ult, %oc, %N : index
    %writes = arith.andi %adder, %oc_ok : i1
    scf.if %writes {{""")
    else:
        e(f"""    gpu.barrier
    %in{r} = arith.cmpi ult, %rowr{r}, %M : index
    %wr{r} = arith.andi %writes, %in{r} : i1
    scf.if %wr{r} {{""")
    e(f"      %p_0{tag} = memref.load %Qs[%i0, %tx] : {QS}")
    prev = f"%p_0{tag}"
    for w in range(1, WARPS):
        e(f"      %iw{w}{tag} = arith.constant {w} : index")
        e(f"      %pq{w}{tag} = memref.load %Qs[%iw{w}{tag}, %tx] : {QS}")
        e(f"      %p_{w}{tag} = arith.addf {prev}, %pq{w}{tag} : {{elt}}")
        prev = f"%p_{w}{tag}"
    e(f"""      memref.store {prev}, %P[{row}, %bk, %oc] : {P}
    }}""")
    if ROWS > 1:
        e("    gpu.barrier  // (before the next row's sums overwrite Qs)")
e(f"""    // Release this block's partial sums device-wide, then take a ticket: the tile's last block adds them up.
    gpu.barrier
    %t0 = arith.cmpi eq, %tx, %i0 : index
    scf.if %t0 {{
      %one = arith.constant 1 : i32
      llvm.fence syncscope("device") acq_rel
      %ticket = memref.atomic_rmw addi %one, %cnt[%by, %bx] : (i32, {CNT}) -> i32
      memref.store %ticket, %Tk[%i0] : {TK}
    }}
    gpu.barrier
    %got = memref.load %Tk[%i0] : {TK}
    %nS32 = arith.index_cast %nbk : index to i32
    %one32 = arith.constant 1 : i32
    %lastt = arith.subi %nS32, %one32 : i32
    %last = arith.cmpi eq, %got, %lastt : i32
    scf.if %last {{
      // (acquire: every thread of this block sees the other blocks' partial sums)
      llvm.fence syncscope("device") acq_rel""")
if ROWS == 1:
    e(f"""      scf.if %writes {{""")
    ROW, IND = "%by", "        "
else:
    e(f"""      %rend0 = arith.addi %row0, %irows : index
      %rend = arith.minui %rend0, %M : index
      scf.for %row = %row0 to %rend step %i1 {{
      scf.if %writes {{""")
    ROW, IND = "%row", "        "
e(f"""        %total = scf.for %ks = %i0 to %nbk step %i1 iter_args(%acc = %neg0) -> ({{elt}}) {{
          %pv = memref.load %P[{ROW}, %ks, %oc] : {P}
          %acc2 = arith.addf %acc, %pv : {{elt}}
          scf.yield %acc2 : {{elt}}
        }}
        %accumulate = arith.constant {{accumulate}}
        %old = scf.if %accumulate -> ({{elt}}) {{
          %o = memref.load %C[{ROW}, %oc] : {MR}
          scf.yield %o : {{elt}}
        }} else {{
          scf.yield %neg0 : {{elt}}
        }}
        %res = arith.addf %old, %total : {{elt}}
        func.call @{{func}}_store(%res, {ROW}, %oc, %C{{epi_args}})
            : ({{elt}}, index, index, {MR}{{epi_types}}) -> ()
      }}""")
if ROWS > 1:
    e("      }")
e(f"""      scf.if %t0 {{
        %z32 = arith.constant 0 : i32
        memref.store %z32, %cnt[%by, %bx] : {CNT}
      }}
    }}
    gpu.terminator
  }}
  memref.dealloc %P : {P}
  memref.dealloc %cnt : {CNT}
  return
}}

// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/epilogues.py: a bias, a GELU), that op's body runs here on it and its result is
// stored in the op's output instead. Inlined (04-kernels), so it costs no call.
func.func private @{{func}}_store(%r: {{elt}}, %i: index, %j: index, %C: {MR}{{epi_params}}) {{
  memref.store %r, %C[%i, %j] : {MR}
  return
}}""")

print("\n".join(v7.L))
