"""Writes the attention v9 template (attention_mma: a prompt's attention on tensor cores, 3xTF32):
    python pipeline/templates/gen_attention_mma.py > pipeline/templates/attention_mma.mlir

Each warp keeps 16 query rows' scores and outputs as mma.sync fragments, so the template spells out
192 mma.sync a key tile, 16 score-op calls, and the TF32 split of every operand: too regular to write
by hand, too long to read without this generator beside it."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import tf32  # noqa: E402  (the 3xTF32 split, shared by the tensor-core templates)
import attention_parts as parts  # noqa: E402  (signature, block ranking, score functions: shared by v6-v9)
import dynamic_shared as shm  # noqa: E402  (buffers past 48 KiB, shared with gen_matmul_2d_tf32.py)

# --keys N: keys a tile (default 32). Over 48 KiB the K and V tiles are views of the launch's dynamic
# shared memory (pipeline/passes/shared_memory.py).
KT = 32
if "--keys" in sys.argv:
    i = sys.argv.index("--keys")
    KT = int(sys.argv[i + 1])
    del sys.argv[i:i + 2]
WARPS = int(sys.argv[1]) if len(sys.argv) > 1 else 4   # warps a block, 16 query rows each
ROWS = 16 * WARPS
THREADS = 32 * WARPS
DK = 64      # the widest dh
NT = KT // 8  # 8-key mma tiles of a tile's scores, and 8-deep steps of its P V
ND = DK // 8  # 8-deep steps over dh (scores), and 8-wide tiles across dh (outputs)
PIECE = 2    # mma steps summed by the tensor cores from zero before an f32 add (16 deep, as v6's matmuls)
# K and V in shared memory already split: each element a (big, small) pair of TF32 bit patterns, one
# 8-byte load; rows of PITCH pairs. A warp's 8-byte fragment loads run in two phases of 16 lanes, each
# touching 32 distinct banks: K at (key g, d t) wants a pitch of 4 mod 16 pairs, V at (key 2t, d g)
# one of 2 mod 8.
KPITCH, VPITCH = DK + 4, DK + 2
LOADS = 4    # 4-float chunks of K and of V a thread loads before storing them (32 loads in flight)
assert WARPS in (2, 4) and (KT * DK // 4) % (THREADS * LOADS) == 0 and ND % PIECE == 0 and NT % PIECE == 0

WG = "#gpu.address_space<workgroup>"
M3 = parts.M3
V4 = "vector<4xf32>"
KS_T = f"memref<{KT}x{KPITCH // 2}x{V4}, {WG}>"  # as 4-float vectors (2 pairs): the globals are 16-byte aligned
VS_T = f"memref<{KT}x{VPITCH // 2}x{V4}, {WG}>"
TILE_BYTES = (KT * KPITCH + KT * VPITCH) * 8
TILE_CONST = "" if TILE_BYTES + 16 <= shm.STATIC_LIMIT else f"  %tile_bytes = arith.constant {TILE_BYTES} : i32\n"
if not TILE_CONST:
    LAUNCH_SHARED = f"""             function(@{{kernel}})
             workgroup(%Ks : {KS_T},
                       %Vs : {VS_T},
                       %Live : memref<2xi32, {WG}>) {{"""
else:  # (the tiles' bytes are asked for at launch, %tile_bytes below)
    LAUNCH_SHARED = f"""             dynamic_shared_memory_size %tile_bytes
             function(@{{kernel}})
             workgroup(%Live : memref<2xi32, {WG}>) {{
{shm.views("kv", [("Ks", KS_T, 0), ("Vs", VS_T, KT * KPITCH * 8)])}"""
PAIR = "vector<2xi32>"
SCORE = "(f32, index, index, index{score_types}) -> f32"
SPTR = "!llvm.ptr<3>"
MMA = '"mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};"'
CONSTRAINTS = '"=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"'
STRUCT = "!llvm.struct<(f32, f32, f32, f32)>"
NAME = "attention_mma" if WARPS == 4 else f"attention_mma{ROWS}"
ARGS = "" if WARPS == 4 else f" {WARPS}"
# A thread's fragment elements (PTX ISA, mma.m16n8k8 .tf32; g = lane / 4, t = lane % 4): C/D element q
# of an 8-wide tile is row g + 8 (q // 2), column 2t + q % 2; A's a0..a3 are (g, t), (g + 8, t),
# (g, t + 4), (g + 8, t + 4); B's b0, b1 are (k = t, n = g), (k = t + 4, n = g).
ROW = ("A", "A", "B", "B")   # C element q -> the thread's row (A: g, B: g + 8)

L = []


def e(s=""):
    L.append(s)


def split(name, val, ind="      "):
    """big/small TF32 halves of an f32 SSA value (tf32.split)."""
    for line in tf32.split(name, val, ind):
        e(line)


def mma3(out, a, b, c, ind, loc):
    """The 3xTF32 product of one m16n8k8 step added to accumulators c (4 names): small*big, big*small,
    then big*big (small products first); a: 4 fragment names, b: 2 (each with _b and _s halves).
    Returns the 4 new accumulator names."""
    for j, (pa, pb) in enumerate((("s", "b"), ("b", "s"), ("b", "b"))):
        new = f"{out}_{j}"
        ops = [f"{x}_{pa}" for x in a] + [f"{x}_{pb}" for x in b] + c
        e(f"{ind}{new} = llvm.inline_asm asm_dialect = att {MMA}, {CONSTRAINTS} {', '.join(ops)} "
          f": ({', '.join(['i32'] * 6 + ['f32'] * 4)}) -> {STRUCT} {loc}")
        c = []
        for q in range(4):
            e(f"{ind}{new}_{q} = llvm.extractvalue {new}[{q}] : {STRUCT}")
            c.append(f"{new}_{q}")
    return c


def pair_load(name, base, offset, ind):
    """The (big, small) pair at pair `offset` (a constant) past the thread's shared pointer `base`:
    one 8-byte load; %<name>_b and %<name>_s are its halves."""
    e(f"{ind}%{name}_p = llvm.getelementptr {base}[{offset}] : ({SPTR}) -> {SPTR}, {PAIR}")
    e(f"{ind}%{name} = llvm.load %{name}_p {{alignment = 8 : i64}} : {SPTR} -> {PAIR}")
    e(f"{ind}%{name}_b = vector.extract %{name}[0] : i32 from {PAIR}")
    e(f"{ind}%{name}_s = vector.extract %{name}[1] : i32 from {PAIR}")


def product(x, sums, tiles, steps, where, a, loc):
    """One product of the tile as `tiles` accumulator tiles of 16 x 8 over `steps` 8-deep steps: per PIECE
    steps, B's pairs loaded (where(step, tile, half) -> (name, base pointer, pair offset)), 3xTF32 from
    zero on the tensor cores, the pieces added in f32 in order; A's fragments are %<a><step>_<q>.
    Returns each tile's 4 accumulator names (x, sums: the prefixes of the names it defines)."""
    acc = {n: None for n in range(tiles)}
    for p in range(steps // PIECE):
        piece = range(PIECE * p, PIECE * (p + 1))
        for st in piece:
            for n in range(tiles):
                for h in range(2):
                    name, base, offset = where(st, n, h)
                    pair_load(f"{name}{st}_{n}_{h}", base, offset, "      ")
        for n in range(tiles):
            c = ["%zero"] * 4
            for st in piece:
                name = where(st, n, 0)[0]
                c = mma3(f"%{x}m{n}_{st}", [f"%{a}{st}_{q}" for q in range(4)], [f"%{name}{st}_{n}_{h}" for h in range(2)],
                         c, "      ", loc)
            if acc[n] is None:
                acc[n] = c
            else:
                new = []
                for q in range(4):
                    e(f"      %{sums}{p}_{n}_{q} = arith.addf {acc[n][q]}, {c[q]} : f32 {loc}")
                    new.append(f"%{sums}{p}_{n}_{q}")
                acc[n] = new
    return acc


def butterfly(src, out, combine, loc, ind):
    """A row's value over the 4 lanes of its quad (xor 1, 2: a fixed order, every lane ends with the
    same bits): the row's 64 scores lie in the 4 lanes that share g."""
    prev = src
    for o in (1, 2):
        res = out if o == 2 else f"{out}_x{o}"
        e(f"{ind}{res}_sh, {res}_ok = gpu.shuffle xor {prev}, %o{o}, %width : f32")
        e(f"{ind}{res} = {combine} {prev}, {res}_sh : f32 {loc}")
        prev = res


def tree(vals, combine, out, loc, ind):
    """vals combined pairwise in a fixed tree: (v0 v1) (v2 v3) ..., then the pairs' results, ..."""
    level = 0
    while len(vals) > 1:
        nxt = []
        for i in range(0, len(vals), 2):
            name = out if len(vals) == 2 else f"{out}_{level}_{i // 2}"
            e(f"{ind}{name} = {combine} {vals[i]}, {vals[i + 1]} : f32 {loc}")
            nxt.append(name)
        vals, level = nxt, level + 1


SIGNATURE = parts.signature("f32, sm_80+.")
e(f"""// {NAME} (attention v9): O = softmax(score(Q @ K^T)) @ V in one kernel for a prompt's many
// query rows, on tensor cores: a block per ({ROWS} query rows, head), {WARPS} warps of 16 rows each.
// (generated: python pipeline/templates/gen_attention_mma.py{ARGS}; do not edit by hand.)
//
// What changed from v6-v8 (attention_tiles_reg*: scores and values by FMA): both products run as
// mma.sync.m16n8k8 with TF32 operands, each split as x = big + small (3xTF32, as the v6/v9 matmuls:
// fp32-level accuracy; gen_matmul_2d_tf32.py), {8 * PIECE} deep summed by the tensor cores from zero and the
// pieces added in f32 in order. A warp's Q fragments (16 rows x {DK} d) are loaded and split once; per
// tile of {KT} keys the warp computes its 16 x {KT} scores as {NT} accumulator tiles (S = Q K^T, B[k = d][n =
// key] = K[key][d]), runs the score op, the online softmax and the weights in those registers, and
// multiplies them with V (O += P V) with no trip through shared memory: the keys of each 8-deep step
// are taken in the order 0, 2, 4, 6, 1, 3, 5, 7, so that A's fragment (rows g, g + 8; k = t, t + 4)
// is the scores' own (rows g, g + 8; keys 2t, 2t + 1), and V's fragment is read at those keys.
// A row's {KT} scores lie in the 4 lanes of a quad ({KT // 4} each): its max and sum by a fixed tree in
// the lane, then a butterfly over the quad (xor 1, 2: a fixed order).
//
// K and V tiles go to shared memory split once (each element a (big, small) pair, one 8-byte load
// per fragment element; 4 warps would otherwise each split the same values): Ks[key][d] in rows of
// {KPITCH} pairs, Vs[key][d] in rows of {VPITCH} (a warp's 8-byte loads at (key g, d t) and at (key 2t, d g)
// touch 32 distinct banks per half-warp phase); {LOADS} 4-float chunks of each a thread loaded before any
// is stored, zero past C and past dh ({(KT * KPITCH + KT * VPITCH) * 8} bytes). Masked tiles are skipped as in
// v2-v8: each thread evaluates @{{func}}_mask at its {2 * 2 * NT} (row, key) pairs; when no row < n of the block
// has a key < C whose term is not -inf, the tile is not loaded, scored or multiplied (%Live: v6's
// protocol). A masked key (x = -inf) gets p = 0; while every key of a row so far is masked, p and the
// scale are 0 and 1 instead of exp(NaN). Rows past n compute on row 0 and never store. dh <= {DK}.
// Row blocks run last first (the longest first), ranked in a snake as v6.
//
{SIGNATURE}
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c_rows = arith.constant {ROWS} : index
  %c_threads = arith.constant {THREADS} : index
  %H = memref.dim %Q, %c0 : {M3}
  %N = memref.dim %Q, %c1 : {M3}
  %gx = arith.ceildivui %N, %c_rows : index
{TILE_CONST}  gpu.launch blocks(%bx0, %by0, %bz) in (%nbx = %gx, %nby = %H, %nbz = %c1)
             threads(%tid, %ty, %tz) in (%ntx = %c_threads, %nty = %c1, %ntz = %c1)
{LAUNCH_SHARED}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i8 = arith.constant 8 : index
    %i16 = arith.constant 16 : index
    %i32 = arith.constant 32 : index
    %i_rows = arith.constant {ROWS} : index
    %i_kt = arith.constant {KT} : index
    %zero = arith.constant 0.0 : f32
    %fone = arith.constant 1.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %hi_mask = arith.constant -8192 : i32
    %half_ulp = arith.constant 4096 : i32
    %width = arith.constant 32 : i32
    %o1 = arith.constant 1 : i32
    %o2 = arith.constant 2 : i32
    %C = memref.dim %K, %i1 : {M3}
    %DH = memref.dim %Q, %i2 : {M3}
    %lane = arith.remui %tid, %i32 : index
    %warp = arith.divui %tid, %i32 : index
    %g = arith.divui %lane, %i4 : index
    %t = arith.remui %lane, %i4 : index
    %t2 = arith.muli %t, %i2 : index
{parts.rank_blocks("%i_rows")}
    %wr = arith.muli %warp, %i16 : index
    %wr0 = arith.addi %r0, %wr : index
    %rowA = arith.addi %wr0, %g : index
    %rowB = arith.addi %rowA, %i8 : index
    %rokA = arith.cmpi ult, %rowA, %N : index
    %rokB = arith.cmpi ult, %rowB, %N : index
    %rowcA = arith.select %rokA, %rowA, %i0 : index
    %rowcB = arith.select %rokB, %rowB, %i0 : index
    // The thread's shared pointers (in pairs of 8 bytes): K's fragment element (key g, d t) and V's
    // (key 2t, d g); every other fragment element is a constant offset from them.
    %i_kp = arith.constant {KPITCH} : index
    %i_vp = arith.constant {VPITCH} : index
    %Ksp_i = memref.extract_aligned_pointer_as_index %Ks : {KS_T} -> index
    %Vsp_i = memref.extract_aligned_pointer_as_index %Vs : {VS_T} -> index
    %kfo_r = arith.muli %g, %i_kp : index
    %kfo = arith.addi %kfo_r, %t : index
    %vfo_r = arith.muli %t2, %i_vp : index
    %vfo = arith.addi %vfo_r, %g : index
    %kfo8 = arith.muli %kfo, %i8 : index
    %vfo8 = arith.muli %vfo, %i8 : index
    %Kf_i = arith.addi %Ksp_i, %kfo8 : index
    %Vf_i = arith.addi %Vsp_i, %vfo8 : index
    %Kf_64 = arith.index_cast %Kf_i : index to i64
    %Vf_64 = arith.index_cast %Vf_i : index to i64
    %Kf = llvm.inttoptr %Kf_64 : i64 to {SPTR}
    %Vf = llvm.inttoptr %Vf_64 : i64 to {SPTR}
    // The warp's Q fragments, loaded and split once: step s (d = 8s..8s+7) of rows g, g + 8, d t and
    // t + 4 (zero past dh; rows past n read row 0).""")
for s in range(ND):
    for h in range(2):
        e(f"""    %dq{s}{h} = arith.constant {8 * s + 4 * h} : index
    %d{s}{h} = arith.addi %t, %dq{s}{h} : index
    %dok{s}{h} = arith.cmpi ult, %d{s}{h}, %DH : index
    %dc{s}{h} = arith.select %dok{s}{h}, %d{s}{h}, %i0 : index""")
    for q, (r, h) in enumerate((("A", 0), ("B", 0), ("A", 1), ("B", 1))):
        e(f"""    %ql{s}{q} = memref.load %Q[%by, %rowc{r}, %dc{s}{h}] : {M3}
    %qv{s}{q} = arith.select %dok{s}{h}, %ql{s}{q}, %zero : f32""")
        split(f"qa{s}_{q}", f"%qv{s}{q}", "    ")
e(f"""    // %Live[p] holds the number (1, 2, ...) of the last tile of parity p some thread found live; 0 before
    // the first. Two words: after a dead tile (one barrier) a fast thread may store the next tile's number
    // while a slow one still reads this tile's word (with one word, a race racecheck reported; benign, as
    // the slow thread then read a number not this tile's: dead, as it is). Tile t + 2's word is written
    // only after tile t + 1's barrier, which every thread reaches after reading tile t's.
    %tid0 = arith.cmpi eq, %tid, %i0 : index
    scf.if %tid0 {{
      %z32 = arith.constant 0 : i32
      memref.store %z32, %Live[%i0] : memref<2xi32, {WG}>
      memref.store %z32, %Live[%i1] : memref<2xi32, {WG}>
    }}
    gpu.barrier""")
OACC = [f"%o{n}_{q}" for n in range(ND) for q in range(4)]
carried = ["%mA", "%mB", "%lA", "%lB"] + OACC
inits = ["%ninf", "%ninf", "%zero", "%zero"] + ["%zero"] * len(OACC)
ftypes = ", ".join(["f32"] * len(carried))
e(f"""    %res:{len(carried)} = scf.for %j0 = %i0 to %C step %i_kt
        iter_args({", ".join(f"{c}_in = {v}" for c, v in zip(carried, inits))})
        -> ({ftypes}) {{""")
for n in range(NT):
    for x in range(2):
        e(f"""      %jo{n}{x} = arith.constant {8 * n + x} : index
      %jb{n}{x} = arith.addi %j0, %jo{n}{x} : index
      %j{n}{x} = arith.addi %jb{n}{x}, %t2 : index
      %ok{n}{x} = arith.cmpi ult, %j{n}{x}, %C : index
      %jc{n}{x} = arith.select %ok{n}{x}, %j{n}{x}, %i0 : index""")
e("      // Is the tile live: does the score op's mask term leave some key (< C) of some row (< n) unmasked?")
live = []
for r in ("A", "B"):
    for n in range(NT):
        for x in range(2):
            e(f"""      %mk{r}{n}{x} = func.call @{{func}}_mask(%zero, %by, %rowc{r}, %jc{n}{x}{{score_args}}) : {SCORE}
      %lk{r}{n}{x} = arith.cmpf une, %mk{r}{n}{x}, %ninf : f32
      %lc{r}{n}{x} = arith.andi %ok{n}{x}, %lk{r}{n}{x} : i1
      %lv{r}{n}{x} = arith.andi %lc{r}{n}{x}, %rok{r} : i1""")
            live.append(f"%lv{r}{n}{x}")
acc = live[0]
for i, v in enumerate(live[1:]):
    e(f"      %lor{i} = arith.ori {acc}, {v} : i1")
    acc = f"%lor{i}"
e(f"""      %tile_no = arith.divui %j0, %i_kt : index
      %tile_no1 = arith.addi %tile_no, %i1 : index
      %tag = arith.index_cast %tile_no1 : index to i32
      %lw = arith.remui %tile_no, %i2 : index
      scf.if {acc} {{
        memref.store %tag, %Live[%lw] : memref<2xi32, {WG}>
      }}
      // Also: every thread is done with the last tile's keys and values before this one's.
      gpu.barrier
      %seen = memref.load %Live[%lw] : memref<2xi32, {WG}>
      %live = arith.cmpi eq, %seen, %tag : i32
      %tile:{len(carried)} = scf.if %live -> ({ftypes}) {{
      // The tile's keys and values, split, as Ks[key][d], Vs[key][d] (a warp reads 2 keys' 64 d of
      // each), zero past C and past dh: {LOADS} chunks of 4 floats of each (their {8 * LOADS} loads) before any is stored.
      %i_group = arith.constant {THREADS * LOADS} : index
      %i_chunks = arith.constant {KT * DK // 4} : index
      %i_dv = arith.constant {DK // 4} : index
      scf.for %e0 = %i0 to %i_chunks step %i_group {{""")
for u in range(LOADS):
    e(f"""        %eo{u} = arith.constant {u * THREADS} : index
        %ee{u} = arith.addi %e0, %eo{u} : index
        %el{u} = arith.addi %ee{u}, %tid : index
        %key{u} = arith.divui %el{u}, %i_dv : index
        %dv{u} = arith.remui %el{u}, %i_dv : index
        %d4_{u} = arith.muli %dv{u}, %i4 : index
        %sv{u} = arith.muli %dv{u}, %i2 : index
        %sv{u}_1 = arith.addi %sv{u}, %i1 : index
        %gj{u} = arith.addi %j0, %key{u} : index
        %gj_ok{u} = arith.cmpi ult, %gj{u}, %C : index
        %gjc{u} = arith.select %gj_ok{u}, %gj{u}, %i0 : index""")
    for k in range(4):
        e(f"""        %dd{u}_{k} = arith.addi %d4_{u}, %i{k} : index
        %dd_ok{u}_{k} = arith.cmpi ult, %dd{u}_{k}, %DH : index
        %okg{u}_{k} = arith.andi %gj_ok{u}, %dd_ok{u}_{k} : i1
        %ddc{u}_{k} = arith.select %dd_ok{u}_{k}, %dd{u}_{k}, %i0 : index
        %k{u}_{k} = memref.load %K[%by, %gjc{u}, %ddc{u}_{k}] : {M3}
        %v{u}_{k} = memref.load %V[%by, %gjc{u}, %ddc{u}_{k}] : {M3}""")
for u in range(LOADS):
    for X in ("k", "v"):
        for k in range(4):
            e(f"        %{X}x{u}_{k} = arith.select %okg{u}_{k}, %{X}{u}_{k}, %zero : f32")
            split(f"{X}p{u}_{k}", f"%{X}x{u}_{k}", "        ")
            for part in ("b", "s"):
                e(f"        %{X}p{u}_{k}_{part}32 = arith.bitcast %{X}p{u}_{k}_{part} : i32 to f32")
        for half in range(2):  # pairs of elements 2 half, 2 half + 1: one 16-byte store
            ks = (2 * half, 2 * half + 1)
            vals = ", ".join(f"%{X}p{u}_{k}_{part}32" for k in ks for part in ("b", "s"))
            col = f"%sv{u}" if half == 0 else f"%sv{u}_1"
            buf, typ = ("%Ks", KS_T) if X == "k" else ("%Vs", VS_T)
            e(f"""        %{X}pv{u}_{half} = vector.from_elements {vals} : {V4}
        memref.store %{X}pv{u}_{half}, {buf}[%key{u}, {col}] : {typ}""")
e("""      }
      gpu.barrier""")
e(f"""      // Scores: S[rows g, g + 8][keys 8n + 2t, 8n + 2t + 1] (n < {NT}) = Q K^T, {PIECE * 8} d at a time from zero on
      // the tensor cores, the pieces added in f32 in order.""")
S = product("s", "ss", NT, ND, lambda st, n, h: ("kf", "%Kf", 8 * n * KPITCH + 8 * st + 4 * h), "qa", "{loc_qk}")
for r, qs in (("A", (0, 1)), ("B", (2, 3))):
    e(f"      // Row {'g' if r == 'A' else 'g + 8'}: the score op on its {2 * NT} scores, their max and sum over the quad.")
    xs = []
    for n in range(NT):
        for q in qs:
            x = q % 2
            e(f"""      %y{r}{n}{x} = func.call @{{func}}_score({S[n][q]}, %by, %rowc{r}, %jc{n}{x}{{score_args}}) : {SCORE}
      %x{r}{n}{x} = arith.select %ok{n}{x}, %y{r}{n}{x}, %ninf : f32""")
            xs.append(f"%x{r}{n}{x}")
    tree(xs, "arith.maximumf", f"%mx{r}", "{loc_max}", "      ")
    butterfly(f"%mx{r}", f"%mt{r}", "arith.maximumf", "{loc_max}", "      ")
    e(f"""      %mn{r} = arith.maximumf %m{r}_in, %mt{r} : f32 {{loc_max}}
      %dead{r} = arith.cmpf oeq, %mn{r}, %ninf : f32""")
    ws = []
    for n in range(NT):
        for x in range(2):
            e(f"""      %xs{r}{n}{x} = arith.subf %x{r}{n}{x}, %mn{r} : f32 {{loc_exp}}
      %ex{r}{n}{x} = math.exp %xs{r}{n}{x} : f32 {{loc_exp}}
      %w{r}{n}{x} = arith.select %dead{r}, %zero, %ex{r}{n}{x} : f32""")
            ws.append(f"%w{r}{n}{x}")
    e(f"""      %ms{r} = arith.subf %m{r}_in, %mn{r} : f32 {{loc_exp}}
      %ce{r} = math.exp %ms{r} : f32 {{loc_exp}}
      %corr{r} = arith.select %dead{r}, %fone, %ce{r} : f32""")
    tree(ws, "arith.addf", f"%ws{r}", "{loc_sum}", "      ")
    butterfly(f"%ws{r}", f"%psum{r}", "arith.addf", "{loc_sum}", "      ")
    e(f"""      %ls{r} = arith.mulf %l{r}_in, %corr{r} : f32 {{loc_sum}}
      %l2_{r} = arith.addf %ls{r}, %psum{r} : f32 {{loc_sum}}""")
e("      // The weights as A fragments of O += P V (step n: keys 8n + 2t as k = t, 8n + 2t + 1 as k = t + 4).")
for n in range(NT):
    for q, (r, x) in enumerate((("A", 0), ("B", 0), ("A", 1), ("B", 1))):
        split(f"pa{n}_{q}", f"%w{r}{n}{x}", "      ")
e(f"""      // Outputs: O[rows g, g + 8][d 8n + 2t, 8n + 2t + 1] (n < {ND}) = P V over the tile's keys, {PIECE * 8} keys at a
      // time from zero on the tensor cores, the pieces added in f32 in order; then the running outputs
      // scaled by the rows' correction and the tile's added.""")
PV = product("p", "pp", ND, NT, lambda st, n, h: ("vf", "%Vf", (8 * st + h) * VPITCH + 8 * n), "pa", "{loc_pv}")
for n in range(ND):
    for q in range(4):
        e(f"""      %sa{n}_{q} = arith.mulf %o{n}_{q}_in, %corr{ROW[q]} : f32 {{loc_pv}}
      %na{n}_{q} = arith.addf %sa{n}_{q}, {PV[n][q]} : f32 {{loc_pv}}""")
yields = ["%mnA", "%mnB", "%l2_A", "%l2_B"] + [f"%na{n}_{q}" for n in range(ND) for q in range(4)]
keep = [f"{c}_in" for c in carried]
e(f"""      scf.yield {', '.join(yields)} : {ftypes}
      }} else {{
        // Every score of the tile is -inf: weights 0, the scale 1, so m, l and the accumulators
        // stay as they are (bit for bit, V finite); its keys and values are not even loaded.
        scf.yield {', '.join(keep)} : {ftypes}
      }}
      scf.yield {', '.join(f'%tile#{i}' for i in range(len(carried)))} : {ftypes}
    }}""")

def store_rows():
    """The end: O = outputs / l for the thread's rows (< n) and columns (< dh), from %res."""
    for r, ri in (("A", 2), ("B", 3)):
        e(f"    scf.if %rok{r} {{")
        for n in range(ND):
            for x in range(2):
                q = (0 if r == "A" else 2) + x
                e(f"""      %oc{r}{n}{x}_o = arith.constant {8 * n + x} : index
      %oc{r}{n}{x} = arith.addi %t2, %oc{r}{n}{x}_o : index
      %st{r}{n}{x} = arith.cmpi ult, %oc{r}{n}{x}, %DH : index
      scf.if %st{r}{n}{x} {{
        %od{r}{n}{x} = arith.divf %res#{4 + 4 * n + q}, %res#{ri} : f32 {{loc_div}}
        memref.store %od{r}{n}{x}, %O[%by, %row{r}, %oc{r}{n}{x}] : {M3}
      }}""")
        e("    }")


store_rows()
e("""    gpu.terminator
  }
  return
}""")
e("""
""" + parts.SCORE_FUNCTIONS)

if __name__ == "__main__":
    print("\n".join(L))
