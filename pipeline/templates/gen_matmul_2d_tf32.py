"""Writes the v6 tensor-core matmul templates:
    python pipeline/templates/gen_matmul_2d_tf32.py 2d 128 > pipeline/templates/matmul_2d_tf32.mlir
    python pipeline/templates/gen_matmul_2d_tf32.py 2d 64 > pipeline/templates/matmul_2d_tf32_64.mlir
    python pipeline/templates/gen_matmul_2d_tf32.py batched 128 > pipeline/templates/matmul_batched_tf32.mlir

The template spells out 16 accumulators, 3 x 16 mma.sync per 8-deep K step and 64 guarded stores:
too regular to write by hand, too long to read without this generator beside it."""
import sys

# Variants: python gen_matmul_2d_tf32.py [2d|batched] [128|64]  (block rows; columns are always 128)
RANK_NAME = sys.argv[1] if len(sys.argv) > 1 else "2d"
BM = int(sys.argv[2]) if len(sys.argv) > 2 else 128
BATCHED = RANK_NAME == "batched"
MI = BM // 32          # mma tiles (16 rows) per warp along M: warps are 2 (M) x 4 (N)
A_LOADS = BM * 16 // 256

L = []
def e(s=""):
    L.append(s)

MR = ("memref<?x?x?x{elt}, strided<[?, ?, ?], offset: ?>>" if BATCHED
      else "memref<?x?x{elt}, strided<[?, ?], offset: ?>>")
AS = f"memref<{BM}x20x{{elt}}, #gpu.address_space<workgroup>>"
B0 = "%bz, " if BATCHED else ""  # leading batch index of every global access
BS = "memref<16x136x{elt}, #gpu.address_space<workgroup>>"
# mma.sync.m16n8k8 with TF32 operands, as LLVM inline assembly: nvgpu.mma.sync would say the same,
# but the nvgpu dialect cannot be inlined, and the kernel call must be inlined (04-kernels) so that
# its grid folds to constants. Operands: A's 4 and B's 2 registers (TF32 bit patterns), C's 4 floats.
MMA = '"mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};"'
CONSTRAINTS = '"=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"'
STRUCT = "!llvm.struct<(f32, f32, f32, f32)>"
# The 2-D variants store C through @{func}_store (defined at the end), so an elementwise op after
# the product runs on each final value (pipeline/passes/epilogues.py); the batched one stores directly.
EPI_PARAMS = "" if BATCHED else "{epi_params}"
EPI_DOC = "" if BATCHED else ",\n// {epi_params}, {epi_args}, {epi_types} (a fused epilogue's operands, as in matmul_2d.mlir)"

SHAPE = "C[b, M, N] (+)= A[b, M, K] * B[b, K, N]" if BATCHED else "C[M, N] (+)= A[M, K] * B[K, N]"
e(f"""// v6 matmul, {'batched' if BATCHED else '2-D'}, tensor cores (sm_80+):  {SHAPE}, f32
// (generated: python pipeline/templates/gen_matmul_2d_tf32.py {RANK_NAME} {BM}; the variants are
// matmul_2d_tf32 (128x128 tiles), matmul_2d_tf32_64 (64x128 tiles: twice the blocks for products
// with few output tiles, such as 1024 x 768) and matmul_batched_tf32 (grid z = the batch).)
// What changed from v4 (matmul_2d_reg128.mlir, 8x8 outputs per thread on the FMA units): the
// products run on tensor cores, mma.sync.m16n8k8 with TF32 operands (as LLVM inline assembly:
// the nvgpu dialect's mma.sync cannot be inlined into the caller, which 04-kernels needs). TF32
// keeps 10 of f32's 23 mantissa bits, so each operand is split as x = big + small (big: x rounded
// to the nearest TF32; small = x - big, exact in f32, rounded to TF32 in turn) and every product
// is big*big + big*small + small*big (3xTF32): what is dropped (small*small, the rounding of
// small) is below 2^-22 of |a*b|. The tensor cores sum one 16-deep K tile from zero; an f32 add
// takes it into the running sum (their accumulation rounds toward zero, which over a long K chain
// drifts): fp32-level accuracy.
//
// A block of 8 warps (256 threads) computes a {BM}x128 tile of C; warp w takes rows {BM // 2}*(w/4)
// and columns 32*(w%4) of it: {MI} x 4 mma tiles of 16x8, {MI * 16} accumulators per thread. Per
// 16-deep K tile the threads stage A [{BM} x 16] as As[m][k] and B [16 x 128] as Bs[k][n] in shared
// memory (rows padded to 20 and 136 floats, so that the fragment reads of a warp hit 32 different
// banks), out-of-range elements stored as 0. Fragments (PTX ISA, mma.m16n8k8 .tf32; g = lane/4,
// t = lane%4): A rows g, g+8 x columns t, t+4; B rows t, t+4 x column g; C rows g, g+8 x columns
// 2t, 2t+1.
//
// Placeholders as in matmul_2d.mlir: {{func}}, {{kernel}}, {{elt}} (f32 only), {{accumulate}}{EPI_DOC}.""")
e(f"func.func private @{{func}}(%A: {MR}, %B: {MR}, %C: {MR}{EPI_PARAMS}) {{")
e("""  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c128 = arith.constant 128 : index""")
e("  %c2 = arith.constant 2 : index")
e(f"  %cBM = arith.constant {BM} : index")
d = 1 if BATCHED else 0  # A's row dim
if BATCHED:
    e(f"  %batch = memref.dim %A, %c0 : {MR}")
e(f"  %M = memref.dim %A, %c{d} : {MR}")
e(f"  %K = memref.dim %A, %c{d + 1} : {MR}")
e(f"  %N = memref.dim %B, %c{d + 1} : {MR}")
e("  %gx = arith.ceildivui %N, %c128 : index")
e("  %gy = arith.ceildivui %M, %cBM : index")
rank = 3 if BATCHED else 2
e(f"  %Bbase, %Boff, %Bsizes:{rank}, %Bstrides:{rank} = memref.extract_strided_metadata %B\n      : {MR} -> "
  f"memref<{{elt}}>, index{', index' * 2 * rank}")
e(f"  %b_k_contiguous = arith.cmpi eq, %Bstrides#{d}, %c1 : index")
e(f"""  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %gy, %nbz = {'%batch' if BATCHED else '%c1'})
             threads(%tx, %ty, %tz) in (%ntx = %c32, %nty = %c8, %ntz = %c1)
             function(@{{kernel}})""")
e(f"             workgroup(%As : {AS},\n                       %Bs : {BS}) {{")
e(f"""    %zero = arith.constant 0.0 : {{elt}}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i4 = arith.constant 4 : index
    %i8 = arith.constant 8 : index
    %i16 = arith.constant 16 : index
    %i32 = arith.constant 32 : index
    %i64 = arith.constant 64 : index
    %i128 = arith.constant 128 : index
    %hi_mask = arith.constant -8192 : i32
    %half_ulp = arith.constant 4096 : i32
    %iBM = arith.constant {BM} : index
    %iWR = arith.constant {BM // 2} : index
    %bm = arith.muli %by, %iBM : index
    %bn = arith.muli %bx, %i128 : index
    %t32 = arith.muli %ty, %i32 : index
    %tid = arith.addi %t32, %tx : index
    %g = arith.divui %tx, %i4 : index
    %t = arith.remui %tx, %i4 : index
    %g8 = arith.addi %g, %i8 : index
    %t4 = arith.addi %t, %i4 : index
    %t2 = arith.muli %t, %i2 : index
    %t2p = arith.addi %t2, %i1 : index
    %wm = arith.divui %ty, %i4 : index
    %wn = arith.remui %ty, %i4 : index
    %wrow = arith.muli %wm, %iWR : index
    %wcol = arith.muli %wn, %i32 : index""")
# per-thread load coordinates for the 8 elements of A and of B
for r in range(8):
    e(f"    %off{r} = arith.constant {256 * r} : index")
    e(f"    %e{r} = arith.addi %tid, %off{r} : index")
    e(f"    %am{r} = arith.divui %e{r}, %i16 : index")
    e(f"    %ak{r} = arith.remui %e{r}, %i16 : index")
    e(f"    %bkr{r} = arith.divui %e{r}, %i128 : index")
    e(f"    %bnr{r} = arith.remui %e{r}, %i128 : index")
    e(f"    %bk{r} = arith.select %b_k_contiguous, %ak{r}, %bkr{r} : index")
    e(f"    %bnn{r} = arith.select %b_k_contiguous, %am{r}, %bnr{r} : index")
    e(f"    %arow{r} = arith.addi %bm, %am{r} : index")
    e(f"    %arow_ok{r} = arith.cmpi ult, %arow{r}, %M : index")
    e(f"    %arowc{r} = arith.select %arow_ok{r}, %arow{r}, %i0 : index")
    e(f"    %bcol{r} = arith.addi %bn, %bnn{r} : index")
    e(f"    %bcol_ok{r} = arith.cmpi ult, %bcol{r}, %N : index")
    e(f"    %bcolc{r} = arith.select %bcol_ok{r}, %bcol{r}, %i0 : index")
accs = [f"%acc{mi}{ni}_{q}" for mi in range(MI) for ni in range(4) for q in range(4)]
e(f"    %res:{len(accs)} = scf.for %k0 = %i0 to %K step %i16 iter_args(" +
  ", ".join(f"{a} = %zero" for a in accs) + f") -> ({', '.join(['f32'] * len(accs))}) {{")
e("      gpu.barrier")
for r in range(8):
  if r < A_LOADS:
    e(f"      %ka{r} = arith.addi %k0, %ak{r} : index")
    e(f"      %ka_ok{r} = arith.cmpi ult, %ka{r}, %K : index")
    e(f"      %a_ok{r} = arith.andi %arow_ok{r}, %ka_ok{r} : i1")
    e(f"      %kac{r} = arith.select %ka_ok{r}, %ka{r}, %i0 : index")
    e(f"      %av{r} = memref.load %A[{B0}%arowc{r}, %kac{r}] : {MR}")
    e(f"      %ax{r} = arith.select %a_ok{r}, %av{r}, %zero : {{elt}}")
    e(f"      memref.store %ax{r}, %As[%am{r}, %ak{r}] : {AS}")
  if True:
    e(f"      %kb{r} = arith.addi %k0, %bk{r} : index")
    e(f"      %kb_ok{r} = arith.cmpi ult, %kb{r}, %K : index")
    e(f"      %b_ok{r} = arith.andi %bcol_ok{r}, %kb_ok{r} : i1")
    e(f"      %kbc{r} = arith.select %kb_ok{r}, %kb{r}, %i0 : index")
    e(f"      %bv{r} = memref.load %B[{B0}%kbc{r}, %bcolc{r}] : {MR}")
    e(f"      %bx{r} = arith.select %b_ok{r}, %bv{r}, %zero : {{elt}}")
    e(f"      memref.store %bx{r}, %Bs[%bk{r}, %bnn{r}] : {BS}")
e("      gpu.barrier")

def split(name, val, ind="      "):
    """big/small TF32 halves of an f32 SSA value, as the i32 bit patterns mma.sync takes: both
    rounded to the nearest TF32 (add half a TF32 ulp to the bits, clear the 13 low ones), so
    |small| <= 2^-11 |x| and what the tensor core drops of small is at most 2^-23 |x|."""
    e(f"{ind}%{name}_i = arith.bitcast {val} : f32 to i32")
    e(f"{ind}%{name}_r = arith.addi %{name}_i, %half_ulp : i32")
    e(f"{ind}%{name}_b = arith.andi %{name}_r, %hi_mask : i32")
    e(f"{ind}%{name}_bf = arith.bitcast %{name}_b : i32 to f32")
    e(f"{ind}%{name}_sf = arith.subf {val}, %{name}_bf : f32")
    e(f"{ind}%{name}_si = arith.bitcast %{name}_sf : f32 to i32")
    e(f"{ind}%{name}_sr = arith.addi %{name}_si, %half_ulp : i32")
    e(f"{ind}%{name}_s = arith.andi %{name}_sr, %hi_mask : i32")

# Each 16-deep K tile's products are summed by the tensor cores from zero (6 mma.sync per output),
# and that partial is added to the running sum with an ordinary f32 add: the tensor cores' own
# accumulation rounds toward zero, which over K = 3072 in one chain drifted to 2.4e-5 of the
# result (measured on the H200); this way it stays at fp32's level.
cur = {a: "%zero" for a in accs}
for kk in (0, 8):
    e(f"      %kk{kk} = arith.constant {kk} : index")
    e(f"      %ka_t{kk} = arith.addi %kk{kk}, %t : index")
    e(f"      %ka_t4{kk} = arith.addi %kk{kk}, %t4 : index")
    for mi in range(MI):
        e(f"      %mr{kk}_{mi} = arith.constant {mi * 16} : index")
        e(f"      %rb{kk}_{mi} = arith.addi %wrow, %mr{kk}_{mi} : index")
        e(f"      %r0_{kk}_{mi} = arith.addi %rb{kk}_{mi}, %g : index")
        e(f"      %r1_{kk}_{mi} = arith.addi %rb{kk}_{mi}, %g8 : index")
        coords = [(f"%r0_{kk}_{mi}", f"%ka_t{kk}"), (f"%r1_{kk}_{mi}", f"%ka_t{kk}"),
                  (f"%r0_{kk}_{mi}", f"%ka_t4{kk}"), (f"%r1_{kk}_{mi}", f"%ka_t4{kk}")]
        for q, (rr, cc) in enumerate(coords):
            e(f"      %fa{kk}_{mi}_{q} = memref.load %As[{rr}, {cc}] : {AS}")
            split(f"fa{kk}_{mi}_{q}", f"%fa{kk}_{mi}_{q}")
    for ni in range(4):
        e(f"      %nc{kk}_{ni} = arith.constant {ni * 8} : index")
        e(f"      %cb{kk}_{ni} = arith.addi %wcol, %nc{kk}_{ni} : index")
        e(f"      %cg{kk}_{ni} = arith.addi %cb{kk}_{ni}, %g : index")
        for q, kr in enumerate((f"%ka_t{kk}", f"%ka_t4{kk}")):
            e(f"      %fb{kk}_{ni}_{q} = memref.load %Bs[{kr}, %cg{kk}_{ni}] : {BS}")
            split(f"fb{kk}_{ni}_{q}", f"%fb{kk}_{ni}_{q}")
    for mi in range(MI):
        for ni in range(4):
            terms = (("s", "b"), ("b", "s"), ("b", "b"))  # small products first
            for j, (pa, pb) in enumerate(terms):
                new = f"%m{kk}_{mi}{ni}_{j}"
                a_ops = [f"%fa{kk}_{mi}_{q}_{pa}" for q in range(4)]
                b_ops = [f"%fb{kk}_{ni}_{q}_{pb}" for q in range(2)]
                c_ops = [cur[f"%acc{mi}{ni}_{q}"] for q in range(4)]
                e(f"      {new} = llvm.inline_asm asm_dialect = att {MMA}, {CONSTRAINTS} "
                  f"{', '.join(a_ops + b_ops + c_ops)} : ({', '.join(['i32'] * 6 + ['f32'] * 4)}) -> {STRUCT}")
                for q in range(4):
                    e(f"      {new}_{q} = llvm.extractvalue {new}[{q}] : {STRUCT}")
                    cur[f"%acc{mi}{ni}_{q}"] = f"{new}_{q}"
for i, a in enumerate(accs):
    e(f"      %sum{i} = arith.addf {a}, {cur[a]} : f32")
e("      scf.yield " + ", ".join(f"%sum{i}" for i in range(len(accs))) + " : " + ", ".join(["f32"] * len(accs)))
e("    }")
# epilogue
e("    %accumulate = arith.constant {accumulate}")
for mi in range(MI):
    for ni in range(4):
        idx = mi * 4 + ni
        e(f"    %er{mi}{ni} = arith.constant {mi * 16} : index")
        e(f"    %ec{mi}{ni} = arith.constant {ni * 8} : index")
        e(f"    %orb{mi}{ni} = arith.addi %wrow, %er{mi}{ni} : index")
        e(f"    %orb2{mi}{ni} = arith.addi %bm, %orb{mi}{ni} : index")
        e(f"    %ocb{mi}{ni} = arith.addi %wcol, %ec{mi}{ni} : index")
        e(f"    %ocb2{mi}{ni} = arith.addi %bn, %ocb{mi}{ni} : index")
        for h, gg in enumerate(("%g", "%g8")):
            for w, tt in enumerate(("%t2", "%t2p")):
                n = f"{mi}{ni}_{h}{w}"
                e(f"    %row{n} = arith.addi %orb2{mi}{ni}, {gg} : index")
                e(f"    %col{n} = arith.addi %ocb2{mi}{ni}, {tt} : index")
                e(f"    %rok{n} = arith.cmpi ult, %row{n}, %M : index")
                e(f"    %cok{n} = arith.cmpi ult, %col{n}, %N : index")
                e(f"    %ok{n} = arith.andi %rok{n}, %cok{n} : i1")
                v = f"%res#{idx * 4 + h * 2 + w}"  # C fragment: c0 (g, 2t), c1 (g, 2t+1), c2 (g+8, 2t), c3
                e(f"    scf.if %ok{n} {{")
                e(f"      %old{n} = scf.if %accumulate -> ({{elt}}) {{")
                e(f"        %o{n} = memref.load %C[{B0}%row{n}, %col{n}] : {MR}")
                e(f"        scf.yield %o{n} : {{elt}}")
                e("      } else {")
                e("        %neg0 = arith.constant -0.0 : {elt}")
                e("        scf.yield %neg0 : {elt}")
                e("      }")
                e(f"      %s{n} = arith.addf %old{n}, {v} : {{elt}}")
                if BATCHED:
                    e(f"      memref.store %s{n}, %C[{B0}%row{n}, %col{n}] : {MR}")
                else:
                    e(f"      func.call @{{func}}_store(%s{n}, %row{n}, %col{n}, %C{{epi_args}}) "
                      f": ({{elt}}, index, index, {MR}{{epi_types}}) -> ()")
                e("    }")
e("    gpu.terminator")
e("  }")
e("  return")
e("}")
if not BATCHED:
    e("""
// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/passes/epilogues.py: a bias, a GELU, a residual add), that op's body runs here on the
// final value (after the last K tile's add; the 3xTF32 order is unchanged) and its result is
// stored in the op's output instead. Inlined (04-kernels), so it costs no call.""")
    e(f"func.func private @{{func}}_store(%r: {{elt}}, %i: index, %j: index, %C: {MR}{{epi_params}}) {{")
    e(f"  memref.store %r, %C[%i, %j] : {MR}")
    e("  return")
    e("}")
sys.stdout.write("\n".join(L) + "\n")
