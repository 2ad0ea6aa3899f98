"""The v7 GEMV template (matvec_cols_vec4: 16-byte loads of B) and its prologue form; v8, v10 and v15
(matvec_cols_split.py) reuse its K loop."""
from types import SimpleNamespace

from ..tuning import Tuning



WEIGHTS = {"f32": 4, "f16": 2, "bf16": 2}  # the weight (B) element types the K loop reads, and their bytes


def parts(prologue: bool = False, unroll: int = 6, pipelined: bool = True, cols: int = 8, sms: int = 132,
          weight: str = "f32") -> SimpleNamespace:
    """v7's text in `L` and the helpers v8/v10/v15 reuse: `prologue` the form prologues.py instantiates,
    `unroll` rows of B per thread per trip of the K loop, `pipelined` the software-pipelined K loop, `cols`
    output columns per block, `sms` the SMs the grid is sized for, `weight` B's element type (f32: the
    template's {elt}, as A's and C's; f16 or bf16: 4 elements a load, widened to f32 as they arrive)."""
    if weight not in WEIGHTS:
        raise ValueError(f"matvec_cols_vec4: weight {weight!r} is none of {', '.join(WEIGHTS)}")
    PROLOGUE = prologue
    UNROLL = unroll
    PIPELINED = pipelined
    # output columns per block: COLS / 4 threads x 4 floats each (32 bytes of each row of B at 8)
    COLS = cols
    CW = COLS // 4                      # threads across a block's columns
    OFFSETS = [o for o in (1, 2, 4, 8, 16) if o >= CW]  # level-1 butterfly: lanes of the same columns
    SMS = sms  # the block size is chosen so that the grid fills them
    L = []


    def e(s=""):
        L.append(s)


    MR = "memref<?x?x{elt}, strided<[?, ?], offset: ?>>"
    HALF = weight != "f32"
    WELT = weight if HALF else "{elt}"  # B's element type as the template spells it
    MB = f"memref<?x?x{WELT}, strided<[?, 1], offset: ?>>"  # B: unit inner stride (vector.load needs it)
    VT = "vector<4x{elt}>"
    QS = f"memref<32x{COLS + 1}x{{elt}}, #gpu.address_space<workgroup>>"
    # B's address and row stride checked for 16-byte loads (%aligned), and the K loop's step: shared
    # with v8/v10 (gen_matvec_cols_split.py). Needs %B, %S (rows apart per thread) and %i0/%i4/%i16.
    ALIGNED_B = f"""    %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %B : {MB} -> memref<{WELT}>, index, index, index, index, index
    %ptr = memref.extract_aligned_pointer_as_index %base : memref<{WELT}> -> index
    %off_b = arith.muli %off, %i{WEIGHTS[weight]} : index
    %addr = arith.addi %ptr, %off_b : index
    %addr16 = arith.remui %addr, %i{4 * WEIGHTS[weight]} : index
    %stride4 = arith.remui %strides#0, %i4 : index
    %misalign = arith.ori %addr16, %stride4 : index
    %aligned = arith.cmpi eq, %misalign, %i0 : index
    %unroll = arith.constant {UNROLL} : index
    %step = arith.muli %S, %unroll : index"""
    AS = "memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>"  # the prologue's row of A (K floats)


    def store_c(ind: str, row: str, col: str, value: str) -> str:
        """C[row, col] = value (plus C's old value when the product accumulates), stored through the
    epilogue hook @{func}_store; v8's and v15's last sums store the same way."""
        return f"""{ind}%accumulate = arith.constant {{accumulate}}
{ind}%old = scf.if %accumulate -> ({{elt}}) {{
{ind}  %o = memref.load %C[{row}, {col}] : {MR}
{ind}  scf.yield %o : {{elt}}
{ind}}} else {{
{ind}  scf.yield %neg0 : {{elt}}
{ind}}}
{ind}%res = arith.addf %old, {value} : {{elt}}
{ind}func.call @{{func}}_store(%res, {row}, {col}, %C{{epi_args}})
{ind}    : ({{elt}}, index, index, {MR}{{epi_types}}) -> ()"""


    def clamped_columns(who: str) -> str:
        """%colc..%colc3: the 4 columns %col.. of B a thread reads, clamped to 0..3 past N (also v8/v10's;
    needs %col, %N and %i0..%i3)."""
        return f"""    // Past N a {who} reads columns 0..3 (in bounds) and its sums are never stored.
    %col_ok = arith.cmpi ult, %col, %N : index
    %colc = arith.select %col_ok, %col, %i0 : index
    %colc1 = arith.addi %colc, %i1 : index
    %colc2 = arith.addi %colc, %i2 : index
    %colc3 = arith.addi %colc, %i3 : index"""


    e(f"""// v7 matmul for a few rows, B read along its rows with 16-byte loads (x @ W, W [K, N] row-major,
// N % 4 == 0): C[M, N] (+)= A[M, K] * B[K, N], f32.
// (generated: pipeline/kernels/gen/matvec_cols_vec4.py [UNROLL] [pipelined|plain] [COLS];
// checked in with the defaults: {UNROLL} pipelined {COLS})
// What changed from v5 (matvec_cols.mlir: 4-byte loads, 8 columns x 128 K-slices, 4 loads in
// flight per thread, ~1 TB/s): each thread loads 4 neighbouring floats of a row of B
// at once (vector.load -> ld.global.v4), {UNROLL} rows of B in flight per thread, and the block grows
// when the grid is small, so that a decoding step's products keep every SM busy with enough
// bytes in flight: 1024 threads while the grid (ceil(N/{COLS}) x M blocks) has at most {SMS} blocks (one
// per SM), 512 up to {2 * SMS}, else 256. Why not split K over several blocks: the partial sums would
// need a second kernel (a launch costs about what the whole product should take) or atomics
// (order-dependent sums); one block per column tile keeps the sum in a fixed order.
//
// Thread t of T: columns col = {COLS}*bx + 4*(t % {CW}) .. +3, K slice s = t / {CW} of S = T/{CW}; it walks rows
// s, s + S, ... of B, {UNROLL} per trip (each guarded: a row past K is not added), summing a[k] * b[k, col..]
// into 4 registers in order of k. The K loop is software-pipelined (a trip issues the next
// {UNROLL} rows' loads, then adds the rows loaded before): written plainly, ptxas interleaves each
// trip's loads and sums and keeps only 2 of 8 loads in flight (seen in the SASS). A 124M step's
// products take one trip: 768 = {UNROLL} x 128 slices at 256 threads, 3072 = {UNROLL} x 512 at 1024,
// so a block has all its rows of W in flight at once. Then a fixed-order tree: butterfly shuffles
// (xor {", ".join(map(str, OFFSETS))}) add the {32 // CW} slices of a warp, lanes 0..{CW - 1} leave the warp's {COLS} column sums in
// shared memory, and warp c (c < {COLS}) adds the T/32 warp sums of column c by butterfly (xor 16 .. 1);
// its lane 0 stores.
// Deterministic: the same order of adds on every run.
//
// 16-byte loads need 16-byte aligned addresses: the rewrite picks this template only when B's
// inner stride is 1 and N % 4 == 0 (with static row stride and offset multiples of 4 when known);
// the kernel checks the actual address (pointer + offset, and the row stride) and takes a loop
// of 4-byte loads when it is not aligned (a view into a buffer at an odd offset).
//
// Placeholders as in matvec_cols.mlir: {{func}}, {{kernel}}, {{elt}} (f32 only), {{accumulate}};
// {{epi_params}}, {{epi_args}}, {{epi_types}}: a fused epilogue's extra operands (pipeline/epilogues.py).""")
    if PROLOGUE:
        e(f"""//
// Prologue form (generated with `prologue`; pipeline/passes/prologues.py): A's rows are not read
// from memory but made by each block: after B's first loads and the dependent-launch wait, the
// block's threads run @{{func}}_prologue(row %by, thread, threads, As, A, operands), which writes
// row %by of A into As (K floats of shared memory; {{pro_k}} = K, static), then a barrier; the K loop
// reads A from As. As instantiated here the function copies A's row (the same product as v7); the
// pass replaces its body by the op run that produced A (a layer norm, from the run's inputs:
// {{pro_params}}, {{pro_args}}, {{pro_types}}), so that run is no kernel of its own and A is never written.
// 256 threads a block, whatever the grid: the prefetched rows of B stay live across the prologue,
// and at 512 or 1024 threads (64 registers each) ptxas spilled; the products it is made for have
// more than {2 * SMS} blocks anyway (256 threads in v7 too: a 124M or gpt2-xl step's qkv and MLP).""")
    THREADS = """  %one_wave = arith.cmpi ule, %blocks, %sms : index
  %two_waves = arith.cmpi ule, %blocks, %sms2 : index
  %t_small = arith.select %two_waves, %c512, %c256 : index
  %T = arith.select %one_wave, %c1024, %t_small : index""" if not PROLOGUE else """  %T = arith.constant 256 : index"""
    e(f"func.func private @{{func}}(%A: {MR},")
    e(f"                          %B: {MB},")
    e(f"                          %C: {MR}{'{pro_params}' if PROLOGUE else ''}{{epi_params}}) {{")
    e(f"""  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %c{COLS} = arith.constant {COLS} : index
  %sms = arith.constant {SMS} : index
  %sms2 = arith.constant {2 * SMS} : index
  %M = memref.dim %A, %c0 : {MR}
  %K = memref.dim %A, %c1 : {MR}
  %N = memref.dim %B, %c1 : {MB}
  %gx = arith.ceildivui %N, %c{COLS} : index
  %blocks = arith.muli %gx, %M : index
{THREADS}
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %M, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %T, %nty = %c1, %ntz = %c1)
             function(@{{kernel}})
             workgroup(%Qs : {QS}{f", %As : {AS}" if PROLOGUE else ""}) {{
    %zero = arith.constant 0.0 : {{elt}}
    %neg0 = arith.constant -0.0 : {{elt}}
    %zv = arith.constant dense<0.0> : {VT}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %cw = arith.constant {CW} : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i8 = arith.constant 8 : index
    %i16 = arith.constant 16 : index
    %i32 = arith.constant 32 : index
    %S = arith.divui %ntx, %cw : index
    %W = arith.divui %ntx, %i32 : index
    %lane = arith.remui %tx, %i32 : index
    %w = arith.divui %tx, %i32 : index
    %half = arith.remui %tx, %cw : index
    %s = arith.divui %tx, %cw : index
    %cbase = arith.muli %bx, %i{COLS} : index
    %col4 = arith.muli %half, %i4 : index
    %col = arith.addi %cbase, %col4 : index
{clamped_columns('thread')}
    // Is every row's 16-byte load aligned? (base pointer + offset, and the row stride; in floats)
    // (the pointer of the base buffer, not of B: canonicalize folds the metadata of a cast B to
    // that of the buffer it views, so no cast is left on the host for the launcher)
{ALIGNED_B}""")


    def b_row(ind: str, b: str, row: str, vector_loads: bool) -> list[str]:
        """The lines loading B's 4 columns %colc.. of row `row` into `b` (a vector<4>): one 16-byte
    vector.load, or four 4-byte loads put together (B not 16-byte aligned). Also v8/v10's."""
        columns = ("%colc", "%colc1", "%colc2", "%colc3")
        if HALF:  # loaded as the weight's type, widened to f32 at once (exact: f16 and bf16 are f32 values)
            if vector_loads:
                return [f"{ind}{b}_w = vector.load %B[{row}, %colc] {{alignment = {4 * WEIGHTS[weight]} : i64}} : {MB}, vector<4x{WELT}>",
                        f"{ind}{b} = arith.extf {b}_w : vector<4x{WELT}> to {VT}"]
            return ([f"{ind}{b}_{j}w = memref.load %B[{row}, {c}] : {MB}" for j, c in enumerate(columns)]
                    + [f"{ind}{b}_{j} = arith.extf {b}_{j}w : {WELT} to {{elt}}" for j in range(4)]
                    + [f"{ind}{b} = vector.from_elements {b}_0, {b}_1, {b}_2, {b}_3 : {VT}"])
        if vector_loads:
            return [f"{ind}{b} = vector.load %B[{row}, %colc] {{alignment = 16 : i64}} : {MB}, {VT}"]
        return ([f"{ind}{b}_{j} = memref.load %B[{row}, {c}] : {MB}" for j, c in enumerate(columns)]
                + [f"{ind}{b} = vector.from_elements {b}_0, {b}_1, {b}_2, {b}_3 : {VT}"])


    def loads(k: str, p: str, ind: str, vector_loads: bool, first: bool = False, unroll: int = UNROLL) -> None:
        """`unroll` rows k, k + S, ... of B (and of A's row) as %{p}b<u>, %{p}a<u>; a row past K reads
    row 0 instead (in bounds; its product is not added, see sums). `first` (the K loop's first
    rows): B's loads, then the dependent-launch wait, then A's: on sm_90 the kernel may start while
    the kernel before it (which writes A) still runs, and its first rows of B (the weights) are
    already on their way when it finishes (pipeline/passes/dependent_launch.py keeps the wait
    there only when nothing in the program writes B; elsewhere it is a no-op or moves to the entry)."""
        for u in range(unroll):
            e(f"{ind}%{p}d{u} = arith.muli %S, %u{u} : index")
            e(f"{ind}%{p}k{u} = arith.addi {k}, %{p}d{u} : index")
            e(f"{ind}%{p}ok{u} = arith.cmpi ult, %{p}k{u}, %K : index")
            e(f"{ind}%{p}r{u} = arith.select %{p}ok{u}, %{p}k{u}, %i0 : index")
        for u in range(unroll):
            for line in b_row(ind, f"%{p}b{u}", f"%{p}r{u}", vector_loads):
                e(line)
        if first:
            e(f"{ind}nvvm.griddepcontrol wait {{gpt2.after_prefetch}}")
            if PROLOGUE:  # A's row into shared memory: after the wait (the kernel before writes its inputs)
                e(f"{ind}func.call @{{func}}_prologue(%by, %tx, %ntx, %As, %A{{pro_args}})")
                e(f"{ind}    : (index, index, index, {AS}, {MR}{{pro_types}}) -> ()")
                e(f"{ind}gpu.barrier")
        for u in range(unroll):
            if PROLOGUE:
                e(f"{ind}%{p}a{u} = memref.load %As[%{p}r{u}] : {AS}")
            else:
                e(f"{ind}%{p}a{u} = memref.load %A[%by, %{p}r{u}] : {MR}")


    def sums(k: str, b: list[str], a: list[str], acc: str, p: str, ind: str, unroll: int = UNROLL) -> str:
        """acc + a[k] * b[k] + a[k + S] * b[k + S] + ..., in that order, rows past K left out."""
        prev = acc
        for u in range(unroll):
            e(f"{ind}%{p}d{u} = arith.muli %S, %u{u} : index")
            e(f"{ind}%{p}k{u} = arith.addi {k}, %{p}d{u} : index")
            e(f"{ind}%{p}ok{u} = arith.cmpi ult, %{p}k{u}, %K : index")
            e(f"{ind}%{p}av{u} = vector.broadcast {a[u]} : {{elt}} to {VT}")
            e(f"{ind}%{p}f{u} = vector.fma %{p}av{u}, {b[u]}, {prev} : {VT}")
            e(f"{ind}%{p}s{u} = arith.select %{p}ok{u}, %{p}f{u}, {prev} : {VT}")
            prev = f"%{p}s{u}"
        return prev


    def k_loop(vector_loads: bool, unroll: int = UNROLL) -> None:
        """The K loop, software-pipelined: each trip issues the next `unroll` rows' loads, then adds the
    rows loaded by the trip before. The loaded values stay live across the loop's back edge, so
    ptxas cannot trade them for registers by waiting on each load before issuing the next (it
    does that with loads and sums in one trip: 2 of 8 loads in flight, seen in the SASS)."""
        ind = "        "
        step = "%step" if unroll == UNROLL else f"%step{unroll}"
        if unroll != UNROLL:
            e(f"      %unroll{unroll} = arith.constant {unroll} : index")
            e(f"      {step} = arith.muli %S, %unroll{unroll} : index")
        for u in range(unroll):
            e(f"      %u{u} = arith.constant {u} : index")
        loads("%s", "p", "      ", vector_loads, first=True, unroll=unroll)
        e(f"      %k1st = arith.addi %s, {step} : index")
        bs = [f"%pb{u}" for u in range(unroll)]
        as_ = [f"%pa{u}" for u in range(unroll)]
        carried = ", ".join([f"%cb{u} = {b}" for u, b in enumerate(bs)] + [f"%ca{u} = {a}" for u, a in enumerate(as_)])
        types = ", ".join([VT] * unroll + ["{elt}"] * unroll)
        e(f"      %r:{2 * unroll + 2} = scf.for %k0 = %k1st to %K step {step} iter_args(%acc = %zv, %kp = %s, {carried})"
          f" -> ({VT}, index, {types}) {{")
        loads("%k0", "n", ind, vector_loads, unroll=unroll)
        done = sums("%kp", [f"%cb{u}" for u in range(unroll)], [f"%ca{u}" for u in range(unroll)], "%acc", "t", ind, unroll=unroll)
        nb = ", ".join([f"%nb{u}" for u in range(unroll)] + [f"%na{u}" for u in range(unroll)])
        e(f"{ind}scf.yield {done}, %k0, {nb} : {VT}, index, {types}")
        e("      }")
        last = sums("%r#1", [f"%r#{2 + u}" for u in range(unroll)], [f"%r#{2 + unroll + u}" for u in range(unroll)],
                    "%r#0", "l", "      ", unroll=unroll)
        e(f"      scf.yield {last} : {VT}")


    def whole_rows(vector_loads: bool, rows: int) -> None:
        """No K loop: all `rows` rows a thread has (a chunk of at most rows x S), their loads of B issued
    before the dependent-launch wait, then summed in order of k (v15's --whole form; v7 and v8 loop)."""
        for u in range(rows):
            e(f"      %u{u} = arith.constant {u} : index")
        loads("%s", "p", "      ", vector_loads, first=True, unroll=rows)
        last = sums("%s", [f"%pb{u}" for u in range(rows)], [f"%pa{u}" for u in range(rows)], "%zv", "l", "      ",
                    unroll=rows)
        e(f"      scf.yield {last} : {VT}")


    def plain_loop(vector_loads: bool) -> None:
        """The K loop, each trip's UNROLL loads issued before its sums (ptxas may still interleave)."""
        ind = "        "
        for u in range(UNROLL):
            e(f"      %u{u} = arith.constant {u} : index")
        e(f"      %r = scf.for %k0 = %s to %K step %step iter_args(%acc = %zv) -> ({VT}) {{")
        loads("%k0", "n", ind, vector_loads)
        done = sums("%k0", [f"%nb{u}" for u in range(UNROLL)], [f"%na{u}" for u in range(UNROLL)], "%acc", "t", ind)
        e(f"{ind}scf.yield {done} : {VT}")
        e("      }")
        e(f"      scf.yield %r : {VT}")


    if not PIPELINED:
        k_loop = plain_loop  # noqa: F811


    e(f"    %sum = scf.if %aligned -> ({VT}) {{")
    k_loop(True)
    e("    } else {")
    k_loop(False)
    e("    }")
    e(f"""    // Level 1: the {32 // CW} K slices of a warp (lanes of the same columns), butterfly, in a fixed order.
    %width = arith.constant 32 : i32""")
    for o in OFFSETS:
        e(f"    %o{o} = arith.constant {o} : i32")
    for j in range(4):
        e(f"    %x{j}_0 = vector.extract %sum[{j}] : {{elt}} from {VT}")
        prev = f"%x{j}_0"
        for o in OFFSETS:
            e(f"    %y{j}_{o}, %v{j}_{o} = gpu.shuffle xor {prev}, %o{o}, %width : {{elt}}")
            e(f"    %x{j}_{o} = arith.addf {prev}, %y{j}_{o} : {{elt}}")
            prev = f"%x{j}_{o}"
    e(f"""    %lead = arith.cmpi ult, %lane, %cw : index
    scf.if %lead {{""")
    for j in range(4):
        e(f"      %q{j} = arith.addi %col4, %i{j} : index")
        e(f"      memref.store %x{j}_16, %Qs[%w, %q{j}] : {QS}")
    e(f"""    }}
    gpu.barrier
    // Level 2: warp c < {COLS} adds the T/32 warp sums of column c (-0.0 for missing warps: x + -0.0 = x).
    %in_l2 = arith.cmpi ult, %w, %i{COLS} : index
    scf.if %in_l2 {{
      %has = arith.cmpi ult, %lane, %W : index
      %qrow = arith.select %has, %lane, %i0 : index
      %qv = memref.load %Qs[%qrow, %w] : {QS}
      %z_0 = arith.select %has, %qv, %neg0 : {{elt}}
      %p16 = arith.constant 16 : i32
      %p8 = arith.constant 8 : i32
      %p4 = arith.constant 4 : i32
      %p2 = arith.constant 2 : i32
      %p1 = arith.constant 1 : i32""")
    prev = "%z_0"
    for o in (16, 8, 4, 2, 1):
        e(f"      %zy_{o}, %zv_{o} = gpu.shuffle xor {prev}, %p{o}, %width : {{elt}}")
        e(f"      %z_{o} = arith.addf {prev}, %zy_{o} : {{elt}}")
        prev = f"%z_{o}"
    e(f"""      %oc = arith.addi %cbase, %w : index
      %oc_ok = arith.cmpi ult, %oc, %N : index
      %lane0 = arith.cmpi eq, %lane, %i0 : index
      %out_ok = arith.andi %lane0, %oc_ok : i1
      scf.if %out_ok {{
{store_c("        ", "%by", "%oc", prev)}
      }}
    }}
    gpu.terminator
  }}
  return
}}

// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/epilogues.py: a bias, a GELU), that op's body runs here on it and its result is
// stored in the op's output instead. Inlined (04-kernels), so it costs no call.
func.func private @{{func}}_store(%r: {{elt}}, %i: index, %j: index, %C: {MR}{{epi_params}}) {{
  memref.store %r, %C[%i, %j] : {MR}
  return
}}""")
    if PROLOGUE:
        e(f"""
// Row %row of A into As, by the block's threads (thread %t of %T takes k = t, t + T, ...): as
// instantiated, a copy of A's row; pipeline/passes/prologues.py replaces the body by the op run
// that produced A, on its own operands ({{pro_params}}). Inlined, like @{{func}}_store.
func.func private @{{func}}_prologue(%row: index, %t: index, %T: index, %As: {AS}, %A: {MR}{{pro_params}}) {{
  %c1 = arith.constant 1 : index
  %K = memref.dim %A, %c1 : {MR}
  scf.for %k = %t to %K step %T {{
    %a = memref.load %A[%row, %k] : {MR}
    memref.store %a, %As[%k] : {AS}
  }}
  return
}}""")
    return SimpleNamespace(**locals())


def matvec_cols_vec4(prologue: bool = False, unroll: int = 6, pipelined: bool = True, cols: int = 8, *,
                     weight: str = "f32", tuning: Tuning = Tuning()) -> str:
    """v7's template text (its prologue form with `prologue`), B of element type `weight`, its grid sized for
    `tuning.sms` SMs."""
    return "\n".join(parts(prologue, unroll, pipelined, cols, tuning.sms, weight).L) + "\n"
