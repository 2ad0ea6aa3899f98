"""The split-K GEMV templates: v8 (matvec_cols_split), v10 (rows > 1: matvec_cols_rows) and v15 (cluster > 0:
matvec_cols_cluster). They reuse v7's K loop (matvec_cols_vec4.py) with a different split of the work."""

from ..tuning import Tuning
from . import matvec_cols_vec4
from . import split_k


def matvec_cols_split(rows: int = 1, waves: int = 2, cluster: int = 0, whole: int = 0, deep: int = 0, *,
                      unroll: int = 6, weight: str = "f32", tuning: Tuning = Tuning()) -> str:
    """`rows` rows of A per block (a few prompts' rows: B read once for all of them), `waves` blocks wanted per
    SM, `cluster` blocks a cluster at most (v15; 0: v8's workspace and ticket), `whole`/`deep` v15's rows a warp
    in flight when every cluster fits (`tuning.cluster_gpcs` GPCs of `tuning.cluster_gpc_sms` SMs), `weight`
    B's element type (matvec_cols_vec4.WEIGHTS)."""
    ROWS, WAVES, CLUSTER, WHOLE, DEEP = rows, waves, cluster, whole, deep
    GPCS, GPC_SMS = tuning.cluster_gpcs, tuning.cluster_gpc_sms
    assert CLUSTER in (0, 2, 4, 8, 16), "cluster: 2, 4, 8 or 16 (blocks a cluster at most)"
    assert not (CLUSTER and ROWS > 1), "cluster: one row of A per block only"
    assert not (WHOLE or DEEP) or CLUSTER, "whole, deep: with cluster (the form they were measured in)"
    assert not DEEP or WHOLE, "deep: with whole"
    v7 = matvec_cols_vec4.parts(unroll=unroll, sms=tuning.sms, weight=weight)
    v7.L.clear()
    # (v7's address check of a half-precision B takes 8-byte loads: %i8; the f32 text stays as it was)
    HALF_CONSTANTS = "" if weight == "f32" else "\n    %i8 = arith.constant 8 : index"
    e, MR, MB, VT = v7.e, v7.MR, v7.MB, v7.VT
    UNROLL, SMS = v7.UNROLL, v7.SMS
    WARPS = 8                   # warps per block; they split the block's rows of B
    TILE = 128                  # columns per block: 32 lanes x 4 floats, 512 contiguous bytes of a row
    RB = 4                      # v10: rows whose warp sums go through shared memory together
    assert ROWS == 1 or ROWS % RB == 0, f"--rows: a multiple of {RB}"
    QS = f"memref<{WARPS}x{TILE * (RB if ROWS > 1 else 1)}x{{elt}}, #gpu.address_space<workgroup>>"
    SPLIT_LOADS = 8             # chunks whose partials the last block loads at once (as v11)
    P = "memref<?x?x?x{elt}>"
    TK, CNT = split_k.TK, split_k.CNT

    if ROWS > 1:
        e(f"""// v10: v8 (below) with {ROWS} rows of A per block (grid z: groups of {ROWS} rows), each thread keeping
// {ROWS} sums of 4 columns: B is read once for all of them (v1's 16x16 tiles, chosen for a prompt of 5..16
// rows, read B through shared memory at 0.2-0.5 TB/s). A's values are broadcast loads (every lane
// of a warp reads the same one); the K loop is not software-pipelined and the kernel waits for the
// kernel before it at its entry (pipeline/passes/dependent_launch.py). Rows past M read row M - 1
// and are never stored. {RB} rows a pass: the warps' sums in shared memory, added in warp order by all
// the block's threads; then the tile's last block adds the S partial sums in order, as in v8.
//""")
    if CLUSTER:
        e(f"""// v15: v8 (below) with each column tile's K chunks run as one thread-block cluster (sm_90) of S
// blocks, v8's chunk count but at most {CLUSTER}. A block keeps its {TILE}
// partial sums in its own shared memory; after a cluster barrier (release/acquire), block r of the cluster
// adds columns r * {TILE} / S .. of every block's sums, read through distributed shared memory
// (mapa + ld.shared::cluster, the S loads issued before the adds) in order s = 0, 1, ..., S-1 (v8's
// order, so with v8's S the same bits), runs the epilogue and stores C; a second barrier keeps each
// block's shared memory alive until the others have read it. What it removes from v8: the workspace
// P in global memory, the device-scope fence, the atomic ticket and the last block's L2 round trips.
// The launch carries the cluster shape (the manifest's `cluster`; above 8 blocks the launcher allows
// a non-portable size).
// Rows of B in flight (each form's loads issued before the dependent-launch wait, so that they overlap the
// kernel before): when every cluster is resident at once at {WAVES} blocks an SM (the most the deeper forms'
// registers allow; a cluster's blocks share a GPC), a chunk of at most {WHOLE} rows a warp all at once with no
// K loop, or else {DEEP} a trip; otherwise v8's {UNROLL}. The shapes are static in a program, so each kernel
// keeps one form.
//""")
    e(f"""// v8 matmul for a few rows, split K (x @ W, W [K, N] row-major, N % 4 == 0):
// C[M, N] (+)= A[M, K] * B[K, N], f32.
// (generated: pipeline/kernels/gen/matvec_cols_split.py [UNROLL] [pipelined|plain];
// checked in with the defaults: {UNROLL} pipelined)
// What changed from v7 (matvec_cols_vec4.mlir: a block per 8 columns over all of K, so each warp
// reads 32-byte pieces of 16 rows, 3 KB apart; 0.4-1.1 TB/s on a decoding step's products): a warp
// reads {TILE * 4} contiguous bytes of a row (its 32 lanes x 16 bytes), a block {TILE} columns, and K is split
// over the grid's y dimension into S chunks so that the grid has about {WAVES} x {SMS} blocks (the
// SMs) even for 768 columns. Each block sums its chunk: warp w takes rows k0 + w, k0 + w + {WARPS}, ...
// ({UNROLL} in flight per thread, v7's software-pipelined loop), the {WARPS} warps' sums are added in warp
// order through shared memory, and the block writes its {TILE} partial sums to a workspace P[m, s, :].
// The last block of a column tile to finish (a ticket from an atomic counter per tile, after a
// device-scope release fence) adds the S partial sums in order s = 0, 1, ..., S-1 ({SPLIT_LOADS} chunks'
// loads in flight at a time) and stores C
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
  %s1 = arith.maxui %s0, %c1 : index""")
    if not CLUSTER:
        e(f"""  %chunk = arith.ceildivui %Kall, %s1 : index
  %nS = arith.ceildivui %Kall, %chunk : index
  %P = memref.alloc(%M, %nS, %N) : {P}""")
    else:
        e(f"""  // S: v8's chunk count with at most {CLUSTER} chunks (a cluster's blocks), then S again from the chunk
  %cmost = arith.constant {CLUSTER} : index
  %sc1 = arith.minui %s1, %cmost : index
  %chunk = arith.ceildivui %Kall, %sc1 : index
  %nS = arith.ceildivui %Kall, %chunk : index""")
    GROUPS = "%M" if ROWS == 1 else "%groups"
    TOT = f"memref<{TILE}x{{elt}}, #gpu.address_space<workgroup>>"
    if CLUSTER:
        e(f"""  gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c1, %ncy = %nS, %ncz = %c1)
             blocks(%bx, %bk, %by) in (%nbx = %tiles, %nbk = %nS, %nby = {GROUPS})
             threads(%tx, %ty, %tz) in (%ntx = %cT, %nty = %c1, %ntz = %c1)
             function(@{{kernel}})
             workgroup(%Qs : {QS}, %Tot : {TOT}) {{""")
    else:
        e(f"""  %cnt = memref.alloc({GROUPS}, %tiles) : {CNT}
  gpu.launch blocks(%bx, %bk, %by) in (%nbx = %tiles, %nbk = %nS, %nby = {GROUPS})
             threads(%tx, %ty, %tz) in (%ntx = %cT, %nty = %c1, %ntz = %c1)
             function(@{{kernel}})
             workgroup(%Qs : {QS}, %Tk : {TK}) {{""")
    e(f"""    %zero = arith.constant 0.0 : {{elt}}
    %neg0 = arith.constant -0.0 : {{elt}}
    %zv = arith.constant dense<0.0> : {VT}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index{HALF_CONSTANTS}
    %i16 = arith.constant 16 : index
    %i32 = arith.constant 32 : index
    %itile = arith.constant {TILE} : index
    %S = arith.constant {WARPS} : index
    %lane = arith.remui %tx, %i32 : index
    %w = arith.divui %tx, %i32 : index
    %cbase = arith.muli %bx, %itile : index
    %col4 = arith.muli %lane, %i4 : index
    %col = arith.addi %cbase, %col4 : index
{v7.clamped_columns('lane')}
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


    BARRIER = split_k.CLUSTER_BARRIER  # (not .aligned: split_k.py says why)


    def cluster_sums() -> None:
        """v15's end: after a cluster barrier, block r of the cluster adds its share of the tile's columns
    over the S blocks' Tot (distributed shared memory), then a barrier before any block exits."""
        e(f"""    // Every block's {TILE} sums are in its Tot; the barrier (release and acquire by default) makes them the cluster's.
    {BARRIER}
    // Block r (= bk, its rank: the cluster is 1 x S x 1) adds columns r * {TILE} / S .. of the tile,
    // thread t one column, over the S blocks' Tot in order s = 0, 1, ..., S-1 (the loads first).
    %per = arith.ceildivui %itile, %nbk : index
    %mine0 = arith.muli %bk, %per : index
    %mc = arith.addi %mine0, %tx : index
    %in_share = arith.cmpi ult, %tx, %per : index
    %mc_ok = arith.cmpi ult, %mc, %itile : index
    %occ = arith.addi %cbase, %mc : index
    %occ_ok = arith.cmpi ult, %occ, %N : index
    %adds0 = arith.andi %in_share, %mc_ok : i1
    %adds = arith.andi %adds0, %occ_ok : i1
    scf.if %adds {{
      %tp = memref.extract_aligned_pointer_as_index %Tot : {TOT} -> index
      %tp32 = arith.index_cast %tp : index to i32
      %mc32 = arith.index_cast %mc : index to i32
      %c4_32 = arith.constant 4 : i32
      %mcb = arith.muli %mc32, %c4_32 : i32
      %dsaddr = arith.addi %tp32, %mcb : i32
      %nS32 = arith.index_cast %nbk : index to i32
      %r0_32 = arith.constant 0 : i32""")
        [prev] = split_k.cluster_sums(e, "      ", "%dsaddr", "%nS32", "%r0_32", CLUSTER, "%neg0")
        e(v7.store_c("      ", "%by", "%occ", prev))
        e("    }")
        e(split_k.CLUSTER_EXIT)


    def by_alignment(name: str, body) -> None:
        """%name = body's sum for a 16-byte aligned B, else for the 4-byte path (v15's three forms each)."""
        e(f"      %{name} = scf.if %aligned -> ({VT}) {{")
        body(True)
        e("      } else {")
        body(False)
        e(f"""      }}
      scf.yield %{name} : {VT}""")


    if ROWS == 1 and WHOLE:
        e(f"""    // The two deeper forms hold {WAVES} blocks an SM at most (their registers), and a cluster's blocks
    // must share a GPC: they are taken only when every cluster is resident at once, at most {GPCS} x
    // floor({WAVES} x {GPC_SMS} / S) clusters (else a second wave of clusters costs more than they buy).
    %gpc_slots = arith.constant {WAVES * GPC_SMS} : index
    %gpcs = arith.constant {GPCS} : index
    %per_gpc = arith.divui %gpc_slots, %nS : index
    %resident = arith.muli %per_gpc, %gpcs : index
    %clusters = arith.muli %tiles, {GROUPS} : index
    %fits = arith.cmpi ule, %clusters, %resident : index
    // At most {WHOLE} rows a warp (a chunk of at most {WARPS * WHOLE}): all of them in flight before the wait.
    %cwhole = arith.constant {WARPS * WHOLE} : index
    %short = arith.cmpi ule, %chunk, %cwhole : index
    %whole = arith.andi %short, %fits : i1
    %sum = scf.if %whole -> ({VT}) {{""")
        by_alignment("ws", lambda vector_loads: v7.whole_rows(vector_loads, WHOLE))
        e("    } else {")
        if DEEP:
            e(f"""      // Every cluster resident at once: {DEEP} rows a warp in flight a trip, else {UNROLL}.
      %ks = scf.if %fits -> ({VT}) {{""")
            by_alignment("ds", lambda vector_loads: v7.k_loop(vector_loads, DEEP))
            e("      } else {")
        by_alignment("ns", v7.k_loop)
        if DEEP:
            e(f"""      }}
      scf.yield %ks : {VT}""")
        e("    }")
    elif ROWS == 1:
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
    if ROWS == 1:
        e(f"""    // The {WARPS} warps' sums of each column, added in warp order by the block's first {TILE} threads.""")
        for j in range(4):
            e(f"    %x{j} = vector.extract %sum[{j}] : {{elt}} from {VT}")
            e(f"    %q{j} = arith.addi %col4, %i{j} : index")
            e(f"    memref.store %x{j}, %Qs[%w, %q{j}] : {QS}")
        e(f"""    gpu.barrier
    %adder = arith.cmpi ult, %tx, %itile : index
    %oc = arith.addi %cbase, %tx : index
    %oc_ok = arith.cmpi ult, %oc, %N : index
    %writes = arith.andi %adder, %oc_ok : i1
    scf.if %writes {{""")
        e(f"      %p_0 = memref.load %Qs[%i0, %tx] : {QS}")
        prev = "%p_0"
        for w in range(1, WARPS):
            e(f"      %iw{w} = arith.constant {w} : index")
            e(f"      %pq{w} = memref.load %Qs[%iw{w}, %tx] : {QS}")
            e(f"      %p_{w} = arith.addf {prev}, %pq{w} : {{elt}}")
            prev = f"%p_{w}"
        if CLUSTER:
            e(f"""      memref.store {prev}, %Tot[%tx] : {TOT}
    }}""")
        else:
            e(f"""      memref.store {prev}, %P[%by, %bk, %oc] : {P}
    }}""")
    else:
        e(f"""    // The {WARPS} warps' sums of each column, {RB} rows a pass (Qs holds {RB} rows of {TILE} columns per warp):
    // thread t adds column t % {TILE} of row t / {TILE} (and of the rows {WARPS * 32 // TILE}, {2 * WARPS * 32 // TILE}, ... on) in warp order.
    %colt = arith.remui %tx, %itile : index
    %rowt = arith.divui %tx, %itile : index
    %oc = arith.addi %cbase, %colt : index
    %oc_ok = arith.cmpi ult, %oc, %N : index""")
        for rr in range(RB):
            for j in range(4):
                e(f"    %qo{rr}_{j} = arith.constant {rr * TILE + j} : index")
                e(f"    %q{rr}_{j} = arith.addi %col4, %qo{rr}_{j} : index")
        for h in range(RB * TILE // (WARPS * 32)):
            e(f"    %ho{h} = arith.constant {h * WARPS * 32} : index")
            e(f"    %hq{h} = arith.addi %tx, %ho{h} : index")
            e(f"    %hr{h}_0 = arith.constant {h * WARPS * 32 // TILE} : index")
            e(f"    %hr{h} = arith.addi %rowt, %hr{h}_0 : index")
        for pss in range(ROWS // RB):
            for rr in range(RB):
                r = pss * RB + rr
                for j in range(4):
                    e(f"    %x{j}_{r} = vector.extract %sum#{r}[{j}] : {{elt}} from {VT}")
                    e(f"    memref.store %x{j}_{r}, %Qs[%w, %q{rr}_{j}] : {QS}")
            e("    gpu.barrier")
            for h in range(RB * TILE // (WARPS * 32)):
                t = f"{pss}_{h}"
                e(f"""    %pr{t}_0 = arith.constant {pss * RB} : index
    %pr{t}_1 = arith.addi %row0, %pr{t}_0 : index
    %pr{t} = arith.addi %pr{t}_1, %hr{h} : index
    %pin{t} = arith.cmpi ult, %pr{t}, %M : index
    %pok{t} = arith.andi %pin{t}, %oc_ok : i1
    scf.if %pok{t} {{""")
                e(f"      %p{t}_0 = memref.load %Qs[%i0, %hq{h}] : {QS}")
                prev = f"%p{t}_0"
                for w in range(1, WARPS):
                    e(f"      %iw{w}_{t} = arith.constant {w} : index")
                    e(f"      %pq{w}_{t} = memref.load %Qs[%iw{w}_{t}, %hq{h}] : {QS}")
                    e(f"      %p{t}_{w} = arith.addf {prev}, %pq{w}_{t} : {{elt}}")
                    prev = f"%p{t}_{w}"
                e(f"""      memref.store {prev}, %P[%pr{t}, %bk, %oc] : {P}
    }}""")
            e("    gpu.barrier  // (before the next rows' sums overwrite Qs)")
    if CLUSTER:
        cluster_sums()
    else:
        e(split_k.ticket("%tx", "%nbk"))
        e(f"""    scf.if %last {{
      // (acquire: every thread of this block sees the other blocks' partial sums)
      llvm.fence syncscope("device") acq_rel
      // The sums: warp w takes rows w, w + {WARPS}, ... of the block's, lane l the 4 columns of its 16-byte
      // loads of P (a warp's loads are {TILE * 4} contiguous bytes). For each row the S partials come
      // {SPLIT_LOADS} chunks at a time, their loads issued before the adds (one memory latency per
      // {SPLIT_LOADS} chunks, not one per chunk: one by one, v10 took 43 us for 16 rows of qkv), then
      // added in order s = 0, 1, ..., S-1.
      %cU = arith.constant {SPLIT_LOADS} : index
      %negv = arith.constant dense<-0.0> : {VT}""")
        if ROWS == 1:
            e("""      %wrow = arith.addi %by, %w : index
      %rend = arith.addi %by, %i1 : index""")
        else:
            e("""      %wrow = arith.addi %row0, %w : index
      %rend0 = arith.addi %row0, %irows : index
      %rend = arith.minui %rend0, %M : index""")
        e(f"""      scf.for %row = %wrow to %rend step %S {{
      scf.if %col_ok {{""")
        split_k.chunk_sums(e, "        ", "%nbk", "%cU", SPLIT_LOADS, 1, VT,
                           lambda u, q: f"%pv{u}_{q} = vector.load %P[%row, %sc{u}, %col] {{alignment = 16 : i64}} : {P}, {VT}",
                           zero="%negv")
        e("""        %accumulate = arith.constant {accumulate}""")
        for j, cj in enumerate(("%colc", "%colc1", "%colc2", "%colc3")):
            e(f"""        %tc{j} = vector.extract %tot#0[{j}] : {{elt}} from {VT}
        %old{j} = scf.if %accumulate -> ({{elt}}) {{
          %o{j} = memref.load %C[%row, {cj}] : {MR}
          scf.yield %o{j} : {{elt}}
        }} else {{
          scf.yield %neg0 : {{elt}}
        }}
        %res{j} = arith.addf %old{j}, %tc{j} : {{elt}}
        func.call @{{func}}_store(%res{j}, %row, {cj}, %C{{epi_args}})
            : ({{elt}}, index, index, {MR}{{epi_types}}) -> ()""")
        e("""      }
      }""")
        e(split_k.release(P))
    e(f"""
// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/epilogues.py: a bias, a GELU), that op's body runs here on it and its result is
// stored in the op's output instead. Inlined (04-kernels), so it costs no call.
func.func private @{{func}}_store(%r: {{elt}}, %i: index, %j: index, %C: {MR}{{epi_params}}) {{
  memref.store %r, %C[%i, %j] : {MR}
  return
}}""")

    return "\n".join(v7.L) + "\n"


def matvec_cols_cluster(weight: str = "f32", tuning: Tuning = Tuning()) -> str:
    """v15: v8 with a column tile's chunks one cluster of at most `tuning.cluster_gemv_max` blocks, and the
    tuning's rows a warp in flight where every cluster is resident."""
    return matvec_cols_split(cluster=tuning.cluster_gemv_max, whole=tuning.cluster_gemv_whole,
                             deep=tuning.cluster_gemv_deep, weight=weight, tuning=tuning)
