"""The register-tiled prompt-attention templates: v7 (rows=2: attention_tiles_reg16, 16 rows a block), v8
(rows=2, ty=16: attention_tiles_reg8w, 32 rows and 8 warps a block) and v10 (pair: attention_tiles_pair, two
groups of 128 threads a block on even and odd key tiles). Each thread keeps an R x 4 tile of scores and of
outputs, so the template spells out 4R score-op calls, 4R mask-term calls and R rows of softmax
bookkeeping: too regular to write by hand, too long to read without this generator beside it."""

from . import attention_parts as parts
from . import dynamic_shared as shm


def attention_tiles_reg(rows: int = 4, ty: int = 8, pair: bool = False) -> str:
    """`rows` (R) query rows a thread, `ty` threads down the rows (a block has R x ty rows), `pair` two groups of
    16 x ty threads a block on the same rows, group g taking the key tiles 2i + g, combined at the end."""
    PAIR, R, TY = pair, rows, ty
    KC = 4       # keys (and output columns) per thread: one 16-byte shared load
    TX = 16      # threads across the keys / columns
    ROWS = R * TY   # query rows per block (32)
    KT = KC * TX    # keys per tile, and the widest dh (64)
    THREADS = TX * TY
    LOADS = 4    # 4-float vectors of K and of V a thread loads before storing them (32 loads in flight)
    DSTEP = 4    # d per step of the scores' sum
    GROUPS = 2 if PAIR else 1
    QP, KP = ROWS + 4, KT + 4  # shared row pitches in floats: a warp storing 16-byte vectors of 32
    # consecutive d (Qs[d][row], Ks[d][key]) then touches every bank 4 times (4 store phases, the least)
    assert R in (2, 4) and TY in (8, 16) and (ROWS * KT) % (4 * THREADS) == 0 and (KT * KT) % (4 * THREADS * LOADS) == 0 and ROWS <= KT

    WG = "#gpu.address_space<workgroup>"
    VR = f"vector<{R}xf32>"  # a thread's R rows of Q at one d
    # Shared memory as 4-float vectors: its globals are then 16-byte aligned, as 16-byte loads need.
    QS, KS, VS = (f"memref<{KT}x{QP // R}x{VR}, {WG}>", f"memref<{KT}x{KP // 4}xvector<4xf32>, {WG}>",
                  f"memref<{KT}x{KT // 4}xvector<4xf32>, {WG}>")
    M3 = parts.M3
    V4 = "vector<4xf32>"
    SCORE = "(f32, index, index, index{score_types}) -> f32"

    L = []


    def butterfly(src: str, shuffled: str, partial: str, out: str, r: int, combine: str, loc: str) -> str:
        """A row's value over the 16 lanes (TX) of its half-warp (xor 8, 4, 2, 1: a fixed order, every lane
    ends with the same bits): the max and the sum of a row's scores."""
        lines, prev = [], src
        for o in (8, 4, 2, 1):
            res = out if o == 1 else f"%{partial}{o}_{r}"
            lines += [f"      %{shuffled}{o}_{r}, %{shuffled}v{o}_{r} = gpu.shuffle xor {prev}, %o{o}, %width : f32",
                      f"      {res} = {combine} {prev}, %{shuffled}{o}_{r} : f32 {loc}"]
            prev = res
        return "\n".join(lines)


    def e(s=""):
        L.append(s)


    NAME, VERSION = ("attention_tiles_reg", "v6") if R == 4 else (f"attention_tiles_reg{ROWS}", "v7")
    ARGS = "" if R == 4 else f" {R}"
    if TY != 8:
        NAME, VERSION, ARGS = f"attention_tiles_reg{THREADS // 32}w", "v8", f" {R} {TY}"
    V7 = "" if R == 4 else f"""
//
// What changed from v6 ({KC} rows a thread, 32 a block): {R} rows a thread, {ROWS} a block: twice the
// blocks for a prompt too short to fill the GPU with v6's (256 rows: 192 blocks instead of 96), each
// shared value reused {R} times instead of 4."""
    if TY != 8:
        V7 = f"""
//
// What changed from v6 (4 warps a block, 4 rows a thread): v7's {R} rows a thread with {TY} threads down the
// rows: the same {ROWS} rows a block with {THREADS // 32} warps. Measured (Nsight Compute, the 1024-token
// forward) v6's 384 blocks kept 8.6 warps of an SM's 64 active and 38% of its issue slots busy: the FMAs
// waited on their shared loads with too few warps to switch to."""

    if PAIR:
        NAME, VERSION, ARGS = "attention_tiles_pair", "v10", f" {R} {TY} --pair"
        V7 = f"""
//
// What changed from v6 (a block of {THREADS} threads per 32 rows, one tile at a time): two groups of {THREADS}
// threads a block on the same {ROWS} rows, group g scoring and multiplying the key tiles 2i + g with its own
// K and V tiles, %Live word and named barrier (id g + 1, {THREADS} threads), the groups' (max, sum,
// outputs) combined at the end (group 1's through shared memory, by group 0): v6's thread tile (a shared
// value reused 4 times: v8 reuses it 2 times, and its L1 ran 89% busy, Nsight Compute) with
// v8's 8 warps a block, and each block's chain of tiles half as long."""

    RANK = parts.rank_blocks("%i_rows")
    QB, KB, VB = KT * (QP // R) * R * 4, KT * (KP // 4) * 16, KT * (KT // 4) * 16  # bytes of Qs, Ks, Vs
    TYV = "%tyl" if PAIR else "%ty"
    # The live words' index: 2g + parity in v10, the parity alone in v6-v8 (one group).
    LW0, LW1, LW = ("%lw0", "%lw1", "%lw") if PAIR else ("%i0", "%i1", "%parity")
    LW0_LINE = "\n    %lw0 = arith.muli %g, %i2 : index" if PAIR else ""
    LW1_LINE = "\n      %lw1 = arith.addi %lw0, %i1 : index" if PAIR else ""
    LW_LINE = "      %lw = arith.addi %lw0, %parity : index\n" if PAIR else ""
    LIVE_T = f"memref<{2 * GROUPS}xi32, {WG}>"  # a group's two live words, [2g + tile parity]
    # A group's barrier: bar.sync id, count (the intrinsic is convergent, as gpu.barrier). Not nvvm.barrier's
    # `id = .. number_of_threads = ..`: MLIR 22.1.8 cannot parse it back with a location alias after it, as the
    # stage files print it ("undefined symbol alias id").
    BAR = ('llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%bar_id, %bar_n) : (i32, i32) -> ()'
           if PAIR else "gpu.barrier")
    if PAIR:
        SMEM_CONST = f"\n  %smem_bytes = arith.constant {QB + 2 * (KB + VB)} : i32"
        LAUNCH_SHARED = f"""             dynamic_shared_memory_size %smem_bytes
             function(@{{kernel}})
             workgroup(%Live : {LIVE_T}) {{"""
        GROUP_LINES = f"""    // Group g = ty / {TY} (warps {THREADS // 32}g..): its thread (tx, tyl = ty % {TY}) is v6's (tx, ty).
    %i_tyg = arith.constant {TY} : index
    %g = arith.divui %ty, %i_tyg : index
    %tyl = arith.remui %ty, %i_tyg : index
    %tb_hi = arith.muli %ty, %i_tx : index
    %tb = arith.addi %tb_hi, %tx : index
    %i_bthreads = arith.constant {THREADS * GROUPS} : index
    %g0 = arith.cmpi eq, %g, %i0 : index
    %g1 = arith.addi %g, %i1 : index
    %bar_id = arith.index_cast %g1 : index to i32
    %bar_n = arith.constant {THREADS} : i32
    %gk = arith.muli %g, %i_kt : index
    %i_kt2 = arith.constant {2 * KT} : index
    // Shared memory: Qs, then each group's Ks and Vs (dynamic: {QB + 2 * (KB + VB)} bytes); Ks and Vs are
    // the thread's group's, Ks1 and Vs1 group 1's (where group 0 finds its part at the end).
    %i_qb = arith.constant {QB} : index
    %i_kvb = arith.constant {KB + VB} : index
    %i_kb = arith.constant {KB} : index
    %g_off = arith.muli %g, %i_kvb : index
    %ks_off = arith.addi %i_qb, %g_off : index
    %vs_off = arith.addi %ks_off, %i_kb : index
{shm.views("smem", [("Qs", QS, 0), ("Ks", KS, "%ks_off"), ("Vs", VS, "%vs_off"),
                    ("Ks1", KS, QB + KB + VB), ("Vs1", VS, QB + 2 * KB + VB)])}
"""
    else:
        SMEM_CONST, GROUP_LINES = "", ""
        LAUNCH_SHARED = f"""             function(@{{kernel}})
             workgroup(%Qs : {QS},
                       %Ks : {KS},
                       %Vs : {VS},
                       %Live : {LIVE_T}) {{"""

    SIGNATURE = parts.signature("f32 only.")
    e(f"""// {NAME} (attention {VERSION}): O = softmax(score(Q @ K^T)) @ V in one kernel for a prompt's
// many query rows, as attention_tiles (v2), with register tiles: a block per ({ROWS} query rows, head),
// {THREADS} threads (tx < {TX}, ty < {TY}); thread (tx, ty) scores rows {R} ty + r (r < {R}) against keys
// {KC} tx + c (c < {KC}) of each tile of {KT} keys, and accumulates output columns {KC} tx + c of its {R} rows.
// (generated: pipeline/kernels/gen/attention_tiles_reg.py{ARGS}; do not edit by hand.){V7}
//
// What changed from v2 (a thread: one row, 4 keys, 4 output columns): a thread reuses each value it
// reads from shared memory {R} or 4 times: per d of the scores' sum one {4 * R}-byte load of Q's {R} rows
// (Qs[d][row]) and one of K's {KC} keys (Ks[d][key]) feed {4 * R} FMAs ({DSTEP} d a step, their loads first);
// per step of 4 keys in P @ V, {R} loads of P (P[row][key]) and 4 of V feed {16 * R} FMAs (v2: 5 loads for
// 4 multiply-adds, which the backend did not fuse). K's and V's tiles are loaded {LOADS} 4-float vectors
// of each a thread before any is stored (v2 waited for each element). P goes to the shared K tile's
// first {ROWS} rows once the scores are done (Q, K, V: {(KT * QP + KT * KP + KT * KT) * 4} bytes).
// Row max and sum as v2: a row's {KT} keys lie in the {TX} lanes of one half-warp, a butterfly over them
// (xor 8, 4, 2, 1: a fixed order); the products' sums run over d, and over the keys, in order.
//
// Masked tiles are skipped as in v2: before a tile, each thread evaluates @{{func}}_mask (the score
// op's mask term, 0 where the pass found none) at its {R * KC} (row, key) pairs; when no row < n of the block
// has a key < C whose term is not -inf, the tile's weights are exactly 0 and its scale 1: it is not
// loaded, scored or multiplied (a causal prompt's row block r..r+{ROWS - 1} computes tiles up to key r + {ROWS - 1}).
// %Live holds the number of the last tile a thread found live (v2's protocol). Within a computed
// tile every row's products run, a masked key adding 0 * V (V finite, as in v2). A masked key
// (x = -inf) gets p = 0; while every key of a row so far is masked, p and the scale are 0 and 1
// instead of exp(NaN). Keys past C and columns past dh are zero in shared memory and never stored;
// rows past n compute on row 0 and never store. dh <= {KT}. Row blocks run last first (the longest first).
//
{SIGNATURE}
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c_rows = arith.constant {ROWS} : index
  %c_tx = arith.constant {TX} : index
  %c_ty = arith.constant {TY * GROUPS} : index{SMEM_CONST}
  %H = memref.dim %Q, %c0 : {M3}
  %N = memref.dim %Q, %c1 : {M3}
  %gx = arith.ceildivui %N, %c_rows : index
  gpu.launch blocks(%bx0, %by0, %bz) in (%nbx = %gx, %nby = %H, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %c_tx, %nty = %c_ty, %ntz = %c1)
{LAUNCH_SHARED}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i_tx = arith.constant {TX} : index
    %i_rows = arith.constant {ROWS} : index
    %i_kt = arith.constant {KT} : index
    %i_threads = arith.constant {THREADS} : index
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %zero4 = arith.constant dense<0.0> : {V4}
    %C = memref.dim %K, %i1 : {M3}
    %DH = memref.dim %Q, %i2 : {M3}
{GROUP_LINES}    %t_hi = arith.muli {TYV}, %i_tx : index
    %t = arith.addi %t_hi, %tx : index
    %i_r = arith.constant {R} : index
    %tr = arith.muli {TYV}, %i_r : index
    %tk = arith.muli %tx, %i4 : index
{RANK}""")
    for r in range(R):
        e(f"""    %rl{r} = arith.addi %tr, %i{r} : index
    %row{r} = arith.addi %r0, %rl{r} : index
    %rok{r} = arith.cmpi ult, %row{r}, %N : index
    %rowc{r} = arith.select %rok{r}, %row{r}, %i0 : index""")
    for c in range(1, KC):
        e(f"    %tk{c} = arith.addi %tk, %i{c} : index")
    e(f"""    // The block's {ROWS} rows of Q as Qs[d][row], {R} rows a vector, zero past n and past dh (a warp
    // reads 32 consecutive d of {R} rows).
    %i_qv = arith.constant {ROWS * KT // R} : index
    scf.for %e0 = %i0 to %i_qv step {"%i_bthreads" if PAIR else "%i_threads"} {{
      %e = arith.addi %e0, {"%tb" if PAIR else "%t"} : index
      %rg = arith.divui %e, %i_kt : index
      %d = arith.remui %e, %i_kt : index
      %d_ok = arith.cmpi ult, %d, %DH : index
      %dc = arith.select %d_ok, %d, %i0 : index
      %gr0 = arith.muli %rg, %i_r : index""")
    for k in range(R):
        e(f"""      %gr_{k} = arith.addi %gr0, %i{k} : index
      %gq_{k} = arith.addi %r0, %gr_{k} : index
      %gq_ok{k} = arith.cmpi ult, %gq_{k}, %N : index
      %okq{k} = arith.andi %gq_ok{k}, %d_ok : i1
      %gqc{k} = arith.select %gq_ok{k}, %gq_{k}, %i0 : index
      %q{k} = memref.load %Q[%by, %gqc{k}, %dc] : {M3}""")
    for k in range(R):
        e(f"      %qv{k} = arith.select %okq{k}, %q{k}, %zero : f32")
    e(f"""      %qvec = vector.from_elements {", ".join(f"%qv{k}" for k in range(R))} : {VR}
      memref.store %qvec, %Qs[%d, %rg] : {QS}
    }}""")
    e(f"""    // %Live[2g + p] holds the number (1, 2, ...) of the last tile of parity p some thread found live; 0
    // before the first. Two words: after a dead tile (one barrier) a fast thread may store the next tile's
    // number while a slow one still reads this tile's word; with one word that was a race (benign: the slow
    // thread read a number not this tile's, so dead, as it is; compute-sanitizer racecheck reported it
    // under masks with dead tiles before live ones). The word of tile t + 2 is written only after the
    // barrier of tile t + 1, which every thread reaches after reading tile t's.
    %t0 = arith.cmpi eq, %t, %i0 : index{LW0_LINE}
    scf.if %t0 {{
      %z32 = arith.constant 0 : i32{LW1_LINE}
      memref.store %z32, %Live[{LW0}] : {LIVE_T}
      memref.store %z32, %Live[{LW1}] : {LIVE_T}
    }}
    gpu.barrier""")
    m = ", ".join(f"%m{r}_in = %ninf" for r in range(R))
    l_ = ", ".join(f"%l{r}_in = %zero" for r in range(R))
    a = ", ".join(f"%a{r}_in = %zero4" for r in range(R))
    ftypes = ", ".join(["f32"] * (2 * R))
    vtypes = ", ".join([V4] * R)
    e(f"""    %res:{3 * R} = scf.for {"%jp" if PAIR else "%j0"} = %i0 to %C step {"%i_kt2" if PAIR else "%i_kt"}
        iter_args({m}, {l_}, {a})
        -> ({ftypes}, {vtypes}) {{""")
    if PAIR:
        e("      %j0 = arith.addi %jp, %gk : index  // this group's tile")
    for c in range(KC):
        k = "%tk" if c == 0 else f"%tk{c}"
        e(f"""      %j_{c} = arith.addi %j0, {k} : index
      %ok{c} = arith.cmpi ult, %j_{c}, %C : index
      %jc{c} = arith.select %ok{c}, %j_{c}, %i0 : index""")
    e("      // Is the tile live: does the score op's mask term leave some key (< C) of some row (< n) unmasked?")
    live = []
    for r in range(R):
        for c in range(KC):
            e(f"""      %mk{r}{c} = func.call @{{func}}_mask(%zero, %by, %rowc{r}, %jc{c}{{score_args}}) : {SCORE}
      %lk{r}{c} = arith.cmpf une, %mk{r}{c}, %ninf : f32
      %lc{r}{c} = arith.andi %ok{c}, %lk{r}{c} : i1
      %lv{r}{c} = arith.andi %lc{r}{c}, %rok{r} : i1""")
            live.append(f"%lv{r}{c}")
    acc = live[0]
    for i, v in enumerate(live[1:]):
        e(f"      %lor{i} = arith.ori {acc}, {v} : i1")
        acc = f"%lor{i}"
    res_types = f"{ftypes}, {vtypes}"
    e(f"""      %tile_no = arith.divui %j0, %i_kt : index
      %tile_no1 = arith.addi %tile_no, %i1 : index
      %tag = arith.index_cast %tile_no1 : index to i32
      %parity = arith.remui %tile_no, %i2 : index
{LW_LINE}      scf.if {acc} {{
        memref.store %tag, %Live[{LW}] : {LIVE_T}
      }}
      // Also: every thread is done with the last tile's keys, values and weights before this one's.
      {BAR}
      %seen = memref.load %Live[{LW}] : {LIVE_T}
      %live = arith.cmpi eq, %seen, %tag : i32
      %tile:{3 * R} = scf.if %live -> ({res_types}) {{""")
    e(f"""      // The tile's keys as Ks[d][key] (4 keys a vector; a warp reads 32 consecutive d of 4 keys) and
      // values as Vs[key][d] (4 d a vector; a warp reads 2 keys' 64 d), zero past C and past dh:
      // {LOADS} vectors of each (their {8 * LOADS} loads) before any is stored.
      %i_group = arith.constant {THREADS * LOADS} : index
      %i_kvv = arith.constant {KT * KT // 4} : index
      %i_dg = arith.constant {KT // 4} : index
      scf.for %e0 = %i0 to %i_kvv step %i_group {{""")
    for u in range(LOADS):
        e(f"""        %eo{u} = arith.constant {u * THREADS} : index
        %ee{u} = arith.addi %e0, %eo{u} : index
        %el{u} = arith.addi %ee{u}, %t : index
        %kd{u} = arith.remui %el{u}, %i_kt : index
        %kg{u} = arith.divui %el{u}, %i_kt : index
        %kd_ok{u} = arith.cmpi ult, %kd{u}, %DH : index
        %kdc{u} = arith.select %kd_ok{u}, %kd{u}, %i0 : index
        %kj{u} = arith.muli %kg{u}, %i4 : index
        %vg{u} = arith.remui %el{u}, %i_dg : index
        %vkey{u} = arith.divui %el{u}, %i_dg : index
        %vd{u} = arith.muli %vg{u}, %i4 : index
        %vj{u} = arith.addi %j0, %vkey{u} : index
        %vj_ok{u} = arith.cmpi ult, %vj{u}, %C : index
        %vjc{u} = arith.select %vj_ok{u}, %vj{u}, %i0 : index""")
        for k in range(4):
            e(f"""        %kj{u}_{k} = arith.addi %kj{u}, %i{k} : index
        %gk{u}_{k} = arith.addi %j0, %kj{u}_{k} : index
        %gk_ok{u}_{k} = arith.cmpi ult, %gk{u}_{k}, %C : index
        %okk{u}_{k} = arith.andi %gk_ok{u}_{k}, %kd_ok{u} : i1
        %gkc{u}_{k} = arith.select %gk_ok{u}_{k}, %gk{u}_{k}, %i0 : index
        %k{u}_{k} = memref.load %K[%by, %gkc{u}_{k}, %kdc{u}] : {M3}
        %vd{u}_{k} = arith.addi %vd{u}, %i{k} : index
        %vd_ok{u}_{k} = arith.cmpi ult, %vd{u}_{k}, %DH : index
        %okv{u}_{k} = arith.andi %vj_ok{u}, %vd_ok{u}_{k} : i1
        %vdc{u}_{k} = arith.select %vd_ok{u}_{k}, %vd{u}_{k}, %i0 : index
        %v{u}_{k} = memref.load %V[%by, %vjc{u}, %vdc{u}_{k}] : {M3}""")
    for u in range(LOADS):
        for k in range(4):
            e(f"""        %kv{u}_{k} = arith.select %okk{u}_{k}, %k{u}_{k}, %zero : f32
        %vv{u}_{k} = arith.select %okv{u}_{k}, %v{u}_{k}, %zero : f32""")
        e(f"""        %kvec{u} = vector.from_elements {", ".join(f"%kv{u}_{k}" for k in range(4))} : {V4}
        %vvec{u} = vector.from_elements {", ".join(f"%vv{u}_{k}" for k in range(4))} : {V4}
        memref.store %kvec{u}, %Ks[%kd{u}, %kg{u}] : {KS}
        memref.store %vvec{u}, %Vs[%vkey{u}, %vg{u}] : {VS}""")
    e(f"""      }}
      {BAR}""")
    s_init = ", ".join(f"%s{r}_in = %zero4" for r in range(R))
    e(f"""      // Scores of rows {R} ty + r against keys {KC} tx + c, {DSTEP} d a step (dh rounded up: shared Q and K
      // are zero there): per d one load of Q's {R} rows and one of K's {KC} keys, all {2 * DSTEP} loaded first.
      %i_dstep = arith.constant {DSTEP} : index
      %dh_steps = arith.ceildivui %DH, %i_dstep : index
      %dh_up = arith.muli %dh_steps, %i_dstep : index
      %s:{R} = scf.for %d = %i0 to %dh_up step %i_dstep iter_args({s_init}) -> ({vtypes}) {{""")
    for i in range(DSTEP):
        e(f"""        %do{i} = arith.constant {i} : index
        %dd{i} = arith.addi %d, %do{i} : index
        %q4_{i} = memref.load %Qs[%dd{i}, {TYV}] : {QS}
        %k4_{i} = memref.load %Ks[%dd{i}, %tx] : {KS}""")
    for r in range(R):
        prev = f"%s{r}_in"
        for i in range(DSTEP):
            e(f"""        %qe{r}_{i} = vector.extract %q4_{i}[{r}] : f32 from {VR}
        %qb{r}_{i} = vector.broadcast %qe{r}_{i} : f32 to {V4}
        %n{r}_{i} = vector.fma %qb{r}_{i}, %k4_{i}, {prev} : {V4} {{loc_qk}}""")
            prev = f"%n{r}_{i}"
    e(f"        scf.yield {', '.join(f'%n{r}_{DSTEP - 1}' for r in range(R))} : {vtypes}")
    e("      }")
    e("""      %width = arith.constant 32 : i32
      %o8 = arith.constant 8 : i32
      %o4 = arith.constant 4 : i32
      %o2 = arith.constant 2 : i32
      %o1 = arith.constant 1 : i32""")
    for r in range(R):
        e(f"      // Row {R} ty + {r}: the score op on its {KC} scores, the tile's max and sum over the row's {TX} lanes.")
        for c in range(KC):
            e(f"""      %se{r}{c} = vector.extract %s#{r}[{c}] : f32 from {V4}
      %y{r}{c} = func.call @{{func}}_score(%se{r}{c}, %by, %rowc{r}, %jc{c}{{score_args}}) : {SCORE}
      %x{r}{c} = arith.select %ok{c}, %y{r}{c}, %ninf : f32""")
        e(f"""      %mxa{r} = arith.maximumf %x{r}0, %x{r}1 : f32 {{loc_max}}
      %mxb{r} = arith.maximumf %x{r}2, %x{r}3 : f32 {{loc_max}}
      %mx{r} = arith.maximumf %mxa{r}, %mxb{r} : f32 {{loc_max}}
{butterfly(f"%mx{r}", "h", "mh", f"%mt{r}", r, "arith.maximumf", "{loc_max}")}
      %mn{r} = arith.maximumf %m{r}_in, %mt{r} : f32 {{loc_max}}
      %dead{r} = arith.cmpf oeq, %mn{r}, %ninf : f32""")
        for c in range(KC):
            e(f"""      %xs{r}{c} = arith.subf %x{r}{c}, %mn{r} : f32 {{loc_exp}}
      %ex{r}{c} = math.exp %xs{r}{c} : f32 {{loc_exp}}
      %w{r}{c} = arith.select %dead{r}, %zero, %ex{r}{c} : f32""")
        e(f"""      %ms{r} = arith.subf %m{r}_in, %mn{r} : f32 {{loc_exp}}
      %ce{r} = math.exp %ms{r} : f32 {{loc_exp}}
      %corr{r} = arith.select %dead{r}, %one, %ce{r} : f32
      %wa{r} = arith.addf %w{r}0, %w{r}1 : f32 {{loc_sum}}
      %wb{r} = arith.addf %w{r}2, %w{r}3 : f32 {{loc_sum}}
      %ws{r} = arith.addf %wa{r}, %wb{r} : f32 {{loc_sum}}
{butterfly(f"%ws{r}", "g", "sg", f"%psum{r}", r, "arith.addf", "{loc_sum}")}
      %ls{r} = arith.mulf %l{r}_in, %corr{r} : f32 {{loc_sum}}
      %l2_{r} = arith.addf %ls{r}, %psum{r} : f32 {{loc_sum}}
      %wv{r} = vector.from_elements %w{r}0, %w{r}1, %w{r}2, %w{r}3 : {V4}""")
    e(f"""      // Every thread is done reading K's tile: the weights go to its first {ROWS} rows, P[row][key].
      {BAR}""")
    for r in range(R):
        e(f"      memref.store %wv{r}, %Ks[%rl{r}, %tx] : {KS}")
    e(f"      {BAR}")
    b_init = ", ".join(f"%b{r}_in = %zero4" for r in range(R))
    e(f"""      // Output columns {KC} tx + c of rows {R} ty + r over the tile's keys in order, 4 keys a step:
      // {R} loads of P (4 keys of a row) and 4 of V (4 columns of a key) feed 64 products.
      %pv:{R} = scf.for %ub = %i0 to %i_kt step %i4 iter_args({b_init}) -> ({vtypes}) {{
        %ubv = arith.divui %ub, %i4 : index""")
    for k in range(4):
        e(f"""        %uo{k} = arith.constant {k} : index
        %u{k} = arith.addi %ub, %uo{k} : index
        %vk{k} = memref.load %Vs[%u{k}, %tx] : {VS}""")
    for r in range(R):
        e(f"        %pr{r} = memref.load %Ks[%rl{r}, %ubv] : {KS}")
    for r in range(R):
        prev = f"%b{r}_in"
        for k in range(4):
            e(f"""        %pe{r}{k} = vector.extract %pr{r}[{k}] : f32 from {V4}
        %pb{r}{k} = vector.broadcast %pe{r}{k} : f32 to {V4}
        %pa{r}{k} = vector.fma %pb{r}{k}, %vk{k}, {prev} : {V4} {{loc_pv}}""")
            prev = f"%pa{r}{k}"
    e(f"        scf.yield {', '.join(f'%pa{r}3' for r in range(R))} : {vtypes}")
    e("      }")
    for r in range(R):
        e(f"""      %cb{r} = vector.broadcast %corr{r} : f32 to {V4}
      %sa{r} = arith.mulf %a{r}_in, %cb{r} : {V4} {{loc_pv}}
      %na{r} = arith.addf %sa{r}, %pv#{r} : {V4} {{loc_pv}}""")
    yields = [f"%mn{r}" for r in range(R)] + [f"%l2_{r}" for r in range(R)] + [f"%na{r}" for r in range(R)]
    keep = [f"%m{r}_in" for r in range(R)] + [f"%l{r}_in" for r in range(R)] + [f"%a{r}_in" for r in range(R)]
    e(f"""      scf.yield {', '.join(yields)} : {res_types}
      }} else {{
        // Every score of the tile is -inf: weights 0, the scale 1, so m, l and the accumulators
        // stay as they are (bit for bit, V finite); its keys and values are not even loaded.
        scf.yield {', '.join(keep)} : {res_types}
      }}
      scf.yield {', '.join(f'%tile#{i}' for i in range(3 * R))} : {res_types}
    }}""")
    OUT = [f"%res#{i}" for i in range(3 * R)]  # m, l, accumulators of the thread's rows
    if PAIR:
        e(f"""    // Group 1's (max, sum, outputs) to its shared tiles (outputs as its K tile's rows, (max, sum) as its V
    // tile's), then group 0 combines them with its own: M = max(m0, m1), each group's part scaled by
    // exp(m_g - M) (1 while M is -inf: a row with no unmasked key so far gives 0 / 0 as v6).
    gpu.barrier
    %g_one = arith.cmpi eq, %g, %i1 : index
    %tx0 = arith.cmpi eq, %tx, %i0 : index
    scf.if %g_one {{""")
        for r in range(R):
            e(f"""      memref.store %res#{2 * R + r}, %Ks1[%rl{r}, %tx] : {KS}
      scf.if %tx0 {{
        %ml{r} = vector.from_elements %res#{r}, %res#{R + r}, %zero, %zero : {V4}
        memref.store %ml{r}, %Vs1[%rl{r}, %i0] : {VS}
      }}""")
        e("""    }
    gpu.barrier""")
        for r in range(R):
            e(f"""    %oml{r} = memref.load %Vs1[%rl{r}, %i0] : {VS}
    %om{r} = vector.extract %oml{r}[0] : f32 from {V4}
    %ol{r} = vector.extract %oml{r}[1] : f32 from {V4}
    %oa{r} = memref.load %Ks1[%rl{r}, %tx] : {KS}
    %cM{r} = arith.maximumf %res#{r}, %om{r} : f32 {{loc_max}}
    %cdead{r} = arith.cmpf oeq, %cM{r}, %ninf : f32
    %cd0_{r} = arith.subf %res#{r}, %cM{r} : f32 {{loc_exp}}
    %ce0_{r} = math.exp %cd0_{r} : f32 {{loc_exp}}
    %cs0_{r} = arith.select %cdead{r}, %one, %ce0_{r} : f32
    %cd1_{r} = arith.subf %om{r}, %cM{r} : f32 {{loc_exp}}
    %ce1_{r} = math.exp %cd1_{r} : f32 {{loc_exp}}
    %cs1_{r} = arith.select %cdead{r}, %one, %ce1_{r} : f32
    %cl0_{r} = arith.mulf %res#{R + r}, %cs0_{r} : f32 {{loc_sum}}
    %cl1_{r} = arith.mulf %ol{r}, %cs1_{r} : f32 {{loc_sum}}
    %cl{r} = arith.addf %cl0_{r}, %cl1_{r} : f32 {{loc_sum}}
    %cb0_{r} = vector.broadcast %cs0_{r} : f32 to {V4}
    %cb1_{r} = vector.broadcast %cs1_{r} : f32 to {V4}
    %ca0_{r} = arith.mulf %res#{2 * R + r}, %cb0_{r} : {V4} {{loc_pv}}
    %ca1_{r} = arith.mulf %oa{r}, %cb1_{r} : {V4} {{loc_pv}}
    %ca{r} = arith.addf %ca0_{r}, %ca1_{r} : {V4} {{loc_pv}}""")
        OUT = [f"%cM{r}" for r in range(R)] + [f"%cl{r}" for r in range(R)] + [f"%ca{r}" for r in range(R)]
        e("    scf.if %g0 {")
    for r in range(R):
        e(f"    scf.if %rok{r} {{")
        for c in range(KC):
            col = "%tk" if c == 0 else f"%tk{c}"
            e(f"""      %st{r}{c} = arith.cmpi ult, {col}, %DH : index
      scf.if %st{r}{c} {{
        %oe{r}{c} = vector.extract {OUT[2 * R + r]}[{c}] : f32 from {V4}
        %o{r}{c} = arith.divf %oe{r}{c}, {OUT[R + r]} : f32 {{loc_div}}
        memref.store %o{r}{c}, %O[%by, %row{r}, {col}] : {M3}
      }}""")
        e("    }")
    if PAIR:
        e("    }")
    e("""    gpu.terminator
  }
  return
}

""" + parts.SCORE_FUNCTIONS)

    return "\n".join(L) + "\n"
