"""Writes the v14 tensor-core matmul template (Hopper's warpgroup MMA, sm_90a):
    python pipeline/templates/gen_matmul_wgmma.py > pipeline/templates/matmul_2d_wgmma.mlir

The template spells out 64 accumulators per thread, 6 wgmma per 16-deep K tile and 64 guarded
stores: too regular to write by hand, too long to read without this generator beside it."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import tf32  # noqa: E402  (the 3xTF32 split, shared by the tensor-core templates)

import argparse  # noqa: E402

_ap = argparse.ArgumentParser(description="writes the v14 template (wgmma) to stdout")
_ap.add_argument("--rows", type=int, default=128, choices=(64, 128), help="C's rows a block (wgmma's N)")
_ap.add_argument("--raw", type=int, default=3, help="A's tiles in flight (cp.async stages)")
_ap.add_argument("--ahead", type=int, default=3, help="B's fragments loaded this many tiles ahead")
_ap.add_argument("--flush", type=int, default=1, help="K tiles the tensor cores sum before the f32 add (each in "
                 "its own wgmma buffer, so the next tile's split overlaps the last one's products)")
_ap.add_argument("--overlap", action="store_true", help="software-pipelined (the registry's form): tile kt + 1's "
                 "split (into the other of 2 wgmma buffers) runs while tile kt's wgmma are in flight; --flush 1")
_ap.add_argument("--groups", type=int, default=1, choices=(1, 2), help="warpgroups a block, each on its own 64 of "
                 "B's columns, all on the same split of A's tile in shared memory (2: A's copies and splits shared)")
_ap.add_argument("--swapped", action="store_true", help="the descriptor's LBO and SBO swapped (a wrong layout, "
                 "for checking on a GPU that the test sees it)")
ARGS = _ap.parse_args()
GROUPS = ARGS.groups  # warpgroups a block: group h computes B's columns 64 h .. 64 h + 63 of the block's
BN = 64 * GROUPS  # output columns (B's N) a block: wgmma's M (64 a warpgroup), one 16-row slice per warp
BM = ARGS.rows   # output rows (A's M, the tokens) a block: wgmma's N
BK = 16          # K a tile: two k8 wgmma steps
THREADS = 128 * GROUPS  # warp w (of all the block's) holds B's columns 16 w .. 16 w + 15
ACC = BN * BM // THREADS  # 64 accumulators a thread
X_CHUNKS = BM * BK // 4 // THREADS  # 4-float chunks of A's tile a thread loads: 4
REGION = BM * 8 * 4      # bytes of one k8 step of one half (big or small) of A's tile: 4096
WG_BUF = 2 * 2 * REGION  # wgmma's buffer: big and small, two k8 steps: 16384 bytes
RAW = ARGS.raw           # A's raw tiles in flight (cp.async stages), each BM x 16 floats
RAW_STAGE = BM * BK * 4  # 8192 bytes
AHEAD = ARGS.ahead       # B's fragments loaded this many tiles ahead (registers)
FLUSH = ARGS.flush       # K tiles a trip: the tensor cores sum them from zero, then one f32 add
assert AHEAD >= FLUSH, "B's fragments must be loaded at least a trip ahead"
OVERLAP = ARGS.overlap
assert not (OVERLAP and (FLUSH != 1 or AHEAD < 2)), "--overlap pipelines single tiles (--flush 1), --ahead 2 or more"
BUFFERS = 2 if OVERLAP else FLUSH  # wgmma buffers
OVERLAP_DOC = ("" if not OVERLAP else """
//   Software-pipelined (--overlap, the registry's form): two wgmma buffers; at the top of trip kt tile
//   kt's wgmma are in flight (buffer kt % 2) while the trip splits tile kt + 1 into the other buffer and
//   sends out the later copies and loads; then it waits, adds tile kt's sums, and after a barrier starts
//   tile kt + 1's wgmma, whose sums stay in flight across the loop's back edge (ptxas keeps them in
//   place: no wait before the branch). The last trip's tile lies past K: zeros, adding 0.
//   On the H200 at 1024 rows: qkv 113 -> 100 us, the head 1837 -> 1677 (docs/benchmarks.md section 11).""")
SMEM = BUFFERS * WG_BUF + RAW * RAW_STAGE
BLOCK_DOC = "one warpgroup" if GROUPS == 1 else (
    f"{GROUPS} warpgroups (--groups; group h takes B's columns 64 h .. 64 h + 63,\n//   every group on the same split of A's tile)")
# The wgmma descriptor of B (here: A's tile, K-major, no swizzle): core matrices of 8 rows x 16 bytes
# (8 tokens x 4 k), 128 contiguous bytes each; the two core matrices of a k8 step side by side (LBO,
# the distance along K), then the next 8 tokens (SBO, the distance along N).
LBO, SBO = 128, 256
if ARGS.swapped:
    LBO, SBO = SBO, LBO

P2 = "memref<?x?x{elt}, strided<[?, ?], offset: ?>>"
XS = f"memref<{SMEM // 16}xvector<4x{{elt}}>, #gpu.address_space<workgroup>>"
WGMMA = f"wgmma.mma_async.sync.aligned.m64n{BM}k8.f32.tf32.tf32"
ACC_REGS = ", ".join(f"${i}" for i in range(ACC))
STRUCT = "!llvm.struct<(" + ", ".join(["f32"] * ACC) + ")>"  # a wgmma's (or the wait's) ACC sums

L = []


def e(s=""):
    L.append(s)


ORIGIN = "\n// (generated: python pipeline/templates/gen_matmul_wgmma.py)" if GROUPS == 1 else f"""
// (v16 is v14 with --groups {GROUPS}; generated: python pipeline/templates/gen_matmul_wgmma.py --overlap --raw {RAW}
// --ahead {AHEAD} --groups {GROUPS}.) What changed from v14: {GROUPS} warpgroups a block, each on its own 64 of B's
// columns and all of them on the same split of A's tile in shared memory, so A's copies, splits and shared
// stores are paid once for {BN} columns instead of 64. v14 spent 60% of its time on those, not on its
// wgmma; on the H200 at 1024 rows the head went 1.67 -> 1.39 ms (v9 1.58-1.67, cuBLAS fp32 1.61) and
// mlp_in 112 -> 95 us (v9 105): docs/benchmarks.md section 23."""
e(f"""// {"v14" if GROUPS == 1 else "v16"} matmul, 2-D, Hopper warpgroup MMA (wgmma, sm_90a):  C[M, N] (+)= A[M, K] * B[K, N], f32{ORIGIN}
// What changed from v9 (matmul_2d_tf32_64_v9.mlir): the tensor-core instruction. v9's mma.sync is a
// warp's 16x8x8 product; Hopper's wgmma.mma_async is a warpgroup's (4 warps, 128 threads) 64xNx8,
// issued asynchronously, with B (and optionally A) read straight from shared memory. The math is
// v9's: 3xTF32 (big and small TF32 halves, three products: small A x big B, big x small, big x big),
// each 16-deep K tile summed by the tensor cores from zero and added to the running sum in f32.
// - The product is computed transposed: C^T = B^T A^T. wgmma's A operand (64 rows, from registers)
//   is B^T, 64 of B's columns: for TF32 the shared-memory operand must be K-major, and B [K, N] is
//   N-major, while from registers any layout can be loaded. wgmma's B operand (from shared memory,
//   K-major) is A^T, {BM} of A's rows: A [M, K] is K-major as it is, no transpose on the way in.
// - Block: {BLOCK_DOC}, {BN} columns x {BM} rows of C, grid (ceil(N / {BN}), ceil(M / {BM})).
// - A's tiles ({BM} x 16) reach shared memory by cp.async (16 bytes where A's k is contiguous and its
//   rows 16-byte aligned, checked per launch; else 4 x 4 bytes; past M or K zero-filled by the source
//   size), {RAW} tiles in flight in a ring of raw stages. Each thread copies {X_CHUNKS} chunks of 4 floats and
//   later reads back only its own chunks, so no barrier guards the raw stages: its own
//   cp.async.wait_group says they landed, and it refills a stage only after reading it.
// - Per K tile: barrier (every warp is past the previous tile's wgmma, which read the one wgmma
//   buffer); each thread splits its chunks into big and small TF32 halves and stores them in wgmma's
//   layout; fence.proxy.async (generic stores, read by the async proxy); barrier; the copies of tile
//   kt + {RAW} and the loads of B's fragments of tile kt + {AHEAD} (registers: 8 floats a tile, rows t,
//   t + 4 of each k8 step, columns g, g + 8 of the warp's 16, as mma.m16n8k8's TF32 A fragment;
//   g = lane / 4, t = lane % 4) go out; then wgmma.fence, 6 wgmma (k8 step 0: small B x big A from
//   zero, big x small, big x big; step 1 the same, accumulating), commit, wait for all; the 64 sums
//   pass through the wait's inline assembly (tied operands), so no add can be scheduled before it.{OVERLAP_DOC}
// - The wgmma buffer ({WG_BUF} bytes): the big and the small half of two k8 steps, {REGION} bytes each,
//   in wgmma's no-swizzle K-major layout: core matrices of 8 rows x 16 bytes (8 rows x 4 k), the two
//   of a k8 step {LBO} bytes apart (the descriptor's leading byte offset), groups of 8 rows {SBO} bytes
//   apart (its stride byte offset); checked on the H200: with the two swapped the product is wrong.
// - Accumulators (wgmma's D, 64 x {BM}): thread (warp w, lane) holds rows 16 w + g, + 8 and columns
//   8 j + 2 t, + 1 for j = 0..15: C[m0 + 8 j + 2 t (+ 1), n0 + 16 w + g (+ 8)].
// Inline assembly (not nvgpu.warpgroup.mma): the kernel call must be inlined (04-kernels) and the
// nvgpu dialect cannot be, as in v6/v9.
//
// Shared memory: {BUFFERS} x {WG_BUF} + {RAW} x {RAW_STAGE} = {SMEM} bytes. Placeholders as in matmul_2d.mlir: {{func}},
// {{kernel}}, {{elt}} (f32 only), {{accumulate}}, {{epi_params}}, {{epi_args}}, {{epi_types}}.
func.func private @{{func}}(%A: {P2}, %B: {P2}, %C: {P2}{{epi_params}}) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant {THREADS} : index
  %cBN = arith.constant {BN} : index
  %cBM = arith.constant {BM} : index
  %M = memref.dim %A, %c0 : {P2}
  %K = memref.dim %A, %c1 : {P2}
  %N = memref.dim %B, %c1 : {P2}
  %gx = arith.ceildivui %N, %cBN : index
  %gy = arith.ceildivui %M, %cBM : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %gy, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %cT, %nty = %c1, %ntz = %c1)
             function(@{{kernel}})
             workgroup(%Xs : {XS}) {{
    %zero = arith.constant 0.0 : {{elt}}
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i8 = arith.constant 8 : index
    %i16 = arith.constant 16 : index
    %i32 = arith.constant 32 : index
    %iBN = arith.constant {BN} : index
    %iBM = arith.constant {BM} : index
    %hi_mask = arith.constant -8192 : i32
    %half_ulp = arith.constant 4096 : i32
    %one32 = arith.constant 1 : i32
    %zero32 = arith.constant 0 : i32
    %n0 = arith.muli %bx, %iBN : index
    %m0 = arith.muli %by, %iBM : index
    %w = arith.divui %tx, %i32 : index
    %lane = arith.remui %tx, %i32 : index
    %g = arith.divui %lane, %i4 : index
    %t = arith.remui %lane, %i4 : index
    %w16 = arith.muli %w, %i16 : index
    %nr0 = arith.addi %n0, %w16 : index
    %fn0 = arith.addi %nr0, %g : index      // this thread's two columns of B (rows of wgmma's A)
    %fn1 = arith.addi %fn0, %i8 : index
    %fn0_ok = arith.cmpi ult, %fn0, %N : index
    %fn1_ok = arith.cmpi ult, %fn1, %N : index
    %fn0c = arith.select %fn0_ok, %fn0, %i0 : index
    %fn1c = arith.select %fn1_ok, %fn1, %i0 : index
    %t4 = arith.addi %t, %i4 : index
    %ktiles = arith.ceildivui %K, %i16 : index
    // the stages' shared address (the descriptors' start addresses: bits 0-13 hold address / 16)
    %Xsp = memref.extract_aligned_pointer_as_index %Xs : {XS} -> index
    %Xs64 = arith.index_cast %Xsp : index to i64
    %desc_hi = arith.constant {((SBO >> 4) << 32) | ((LBO >> 4) << 16)} : i64
    %addr_mask = arith.constant 262143 : i64
    %c4_64 = arith.constant 4 : i64
    %Xs_lo = arith.andi %Xs64, %addr_mask : i64
    %Xs_16 = arith.shrui %Xs_lo, %c4_64 : i64
    %desc0 = arith.ori %Xs_16, %desc_hi : i64
    %region_u = arith.constant {REGION // 16} : index
    %half_units = arith.constant {2 * REGION // 16} : index
    %raw_u = arith.constant {BUFFERS * WG_BUF // 16} : index
    %raw_stage_u = arith.constant {RAW_STAGE // 16} : index
    %iRAW = arith.constant {RAW} : index
    %iAHEAD = arith.constant {AHEAD} : index
    %iF = arith.constant {FLUSH} : index
    %Xsh = llvm.inttoptr %Xs64 : i64 to !llvm.ptr<3>
    %Abase, %Aoff, %Asz:2, %sAm, %sAk = memref.extract_strided_metadata %A
        : {P2} -> memref<{{elt}}>, index, index, index, index, index
    %Ap = memref.extract_aligned_pointer_as_index %Abase : memref<{{elt}}> -> index
    %Ag_i64 = arith.index_cast %Ap : index to i64
    %Ag_gen = llvm.inttoptr %Ag_i64 : i64 to !llvm.ptr
    %Ag = llvm.addrspacecast %Ag_gen : !llvm.ptr to !llvm.ptr<1>
    // 16-byte copies of A when its k is contiguous and every row's start 16-byte aligned (per launch)
    %aoff4 = arith.muli %Aoff, %i4 : index
    %aaddr = arith.addi %Ap, %aoff4 : index
    %aaddr16 = arith.remui %aaddr, %i16 : index
    %a_aligned = arith.cmpi eq, %aaddr16, %i0 : index
    %a_kc = arith.cmpi eq, %sAk, %i1 : index
    %sAm4 = arith.remui %sAm, %i4 : index
    %sAm_al = arith.cmpi eq, %sAm4, %i0 : index
    %a_vec0 = arith.andi %a_kc, %sAm_al : i1
    %a_vec = arith.andi %a_vec0, %a_aligned : i1""")

# A's chunks: chunk q = tx + 128 i is row q / 4 of the tile, k 4 (q % 4) .. + 3. cp.async copies it
# into this thread's own slot of the raw stage (unit q of the stage); the thread itself later splits it
# into wgmma's layout: half h, k8 step s = (q % 4) / 2, core matrix (row / 8) * 2 + (q % 4) % 2, row % 8.
for i in range(X_CHUNKS):
    e(f"""    %q_off{i} = arith.constant {i * THREADS} : index
    %xq{i} = arith.addi %tx, %q_off{i} : index
    %xr{i} = arith.divui %xq{i}, %i4 : index
    %xkc{i} = arith.remui %xq{i}, %i4 : index
    %xk{i} = arith.muli %xkc{i}, %i4 : index
    %xrow{i} = arith.addi %m0, %xr{i} : index
    %xrow_ok{i} = arith.cmpi ult, %xrow{i}, %M : index
    %xrowc{i} = arith.select %xrow_ok{i}, %xrow{i}, %i0 : index
    %xg0{i} = arith.muli %xrowc{i}, %sAm : index
    %xg{i} = arith.addi %Aoff, %xg0{i} : index       // the row's first element
    %xs{i} = arith.divui %xkc{i}, %i2 : index
    %xh{i} = arith.remui %xkc{i}, %i2 : index
    %xrg{i} = arith.divui %xr{i}, %i8 : index
    %xr8{i} = arith.remui %xr{i}, %i8 : index
    %xcm2{i} = arith.muli %xrg{i}, %i2 : index
    %xcm{i} = arith.addi %xcm2{i}, %xh{i} : index
    %xcm8{i} = arith.muli %xcm{i}, %i8 : index
    %xin{i} = arith.addi %xcm8{i}, %xr8{i} : index   // 16-byte unit within a k8 step's half
    %xsr{i} = arith.muli %xs{i}, %region_u : index
    %xslot{i} = arith.addi %xsr{i}, %xin{i} : index""")


def copies(kt: str, tag: str, ind: str) -> list[str]:
    """cp.async of A's K tile `kt` (an index SSA name) into raw stage kt % RAW, this thread's 4 chunks:
    16 bytes each where A allows (%a_vec), else 4 x 4 bytes; past M or K zero-filled (source size)."""
    out = [f"{ind}%{tag}k0 = arith.muli {kt}, %i16 : index",
           f"{ind}%{tag}rs = arith.remui {kt}, %iRAW : index",
           f"{ind}%{tag}ru0 = arith.muli %{tag}rs, %raw_stage_u : index",
           f"{ind}%{tag}ru = arith.addi %{tag}ru0, %raw_u : index",
           f"{ind}scf.if %a_vec {{"]
    for i in range(X_CHUNKS):
        out += [f"{ind}  %{tag}vk{i} = arith.addi %{tag}k0, %xk{i} : index",
                f"{ind}  %{tag}vkok{i} = arith.cmpi ult, %{tag}vk{i}, %K : index",
                f"{ind}  %{tag}vkc{i} = arith.select %{tag}vkok{i}, %{tag}vk{i}, %i0 : index",
                f"{ind}  %{tag}vrem{i} = arith.subi %K, %{tag}vkc{i} : index",
                f"{ind}  %{tag}vn0{i} = arith.minui %{tag}vrem{i}, %i4 : index",
                f"{ind}  %{tag}vok{i} = arith.andi %{tag}vkok{i}, %xrow_ok{i} : i1",
                f"{ind}  %{tag}vn1{i} = arith.select %{tag}vok{i}, %{tag}vn0{i}, %i0 : index",
                f"{ind}  %{tag}vnb{i} = arith.muli %{tag}vn1{i}, %i4 : index",
                f"{ind}  %{tag}vn{i} = arith.index_cast %{tag}vnb{i} : index to i32",
                f"{ind}  %{tag}vg{i} = arith.addi %xg{i}, %{tag}vkc{i} : index",
                f"{ind}  %{tag}vgo{i} = arith.index_cast %{tag}vg{i} : index to i64",
                f"{ind}  %{tag}vsrc{i} = llvm.getelementptr %Ag[%{tag}vgo{i}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32",
                f"{ind}  %{tag}vu{i} = arith.addi %{tag}ru, %xq{i} : index",
                f"{ind}  %{tag}vf{i} = arith.muli %{tag}vu{i}, %i4 : index",
                f"{ind}  %{tag}vfo{i} = arith.index_cast %{tag}vf{i} : index to i64",
                f"{ind}  %{tag}vdst{i} = llvm.getelementptr %Xsh[%{tag}vfo{i}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32",
                f"{ind}  nvvm.cp.async.shared.global %{tag}vdst{i}, %{tag}vsrc{i}, 16, cache = cg, %{tag}vn{i} : !llvm.ptr<3>, !llvm.ptr<1>, i32"]
    out.append(f"{ind}}} else {{")
    for i in range(X_CHUNKS):
        for c in range(4):
            n = f"%{tag}e{i}_{c}"
            out += [f"{ind}  {n}k0 = arith.addi %{tag}k0, %xk{i} : index",
                    f"{ind}  {n}k = arith.addi {n}k0, %i{c} : index",
                    f"{ind}  {n}kok = arith.cmpi ult, {n}k, %K : index",
                    f"{ind}  {n}kc = arith.select {n}kok, {n}k, %i0 : index",
                    f"{ind}  {n}ok = arith.andi {n}kok, %xrow_ok{i} : i1",
                    f"{ind}  {n}nb = arith.select {n}ok, %i4, %i0 : index",
                    f"{ind}  {n}n = arith.index_cast {n}nb : index to i32",
                    f"{ind}  {n}g0 = arith.muli {n}kc, %sAk : index",
                    f"{ind}  {n}g = arith.addi %xg{i}, {n}g0 : index",
                    f"{ind}  {n}go = arith.index_cast {n}g : index to i64",
                    f"{ind}  {n}src = llvm.getelementptr %Ag[{n}go] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32",
                    f"{ind}  {n}u = arith.addi %{tag}ru, %xq{i} : index",
                    f"{ind}  {n}f0 = arith.muli {n}u, %i4 : index",
                    f"{ind}  {n}f = arith.addi {n}f0, %i{c} : index",
                    f"{ind}  {n}fo = arith.index_cast {n}f : index to i64",
                    f"{ind}  {n}dst = llvm.getelementptr %Xsh[{n}fo] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32",
                    f"{ind}  nvvm.cp.async.shared.global {n}dst, {n}src, 4, cache = ca, {n}n : !llvm.ptr<3>, !llvm.ptr<1>, i32"]
    out += [f"{ind}}}", f"{ind}nvvm.cp.async.commit.group"]
    return out


def b_loads(kt: str, tag: str, ind: str) -> list[str]:
    """B's fragments of K tile `kt` (8 floats: k8 steps s, rows t and t + 4, columns fn0 and fn1),
    zero past K or N; names %{tag}b{s}_{kk}_{r}."""
    out = [f"{ind}%{tag}k0 = arith.muli {kt}, %i16 : index"]
    for s in range(2):
        for kk, kname in ((0, "%t"), (4, "%t4")):
            out += [f"{ind}%{tag}bk{s}_{kk}0 = arith.addi %{tag}k0, {kname} : index",
                    f"{ind}%{tag}bk{s}_{kk} = arith.addi %{tag}bk{s}_{kk}0, %i{8 * s} : index",
                    f"{ind}%{tag}bk_ok{s}_{kk} = arith.cmpi ult, %{tag}bk{s}_{kk}, %K : index",
                    f"{ind}%{tag}bkc{s}_{kk} = arith.select %{tag}bk_ok{s}_{kk}, %{tag}bk{s}_{kk}, %i0 : index"]
            for r in range(2):
                out += [f"{ind}%{tag}bok{s}_{kk}_{r} = arith.andi %{tag}bk_ok{s}_{kk}, %fn{r}_ok : i1",
                        f"{ind}%{tag}bv{s}_{kk}_{r}0 = memref.load %B[%{tag}bkc{s}_{kk}, %fn{r}c] : {P2}",
                        f"{ind}%{tag}b{s}_{kk}_{r} = arith.select %{tag}bok{s}_{kk}_{r}, %{tag}bv{s}_{kk}_{r}0, %zero : {{elt}}"]
    return out


B_NAMES = [f"b{s}_{kk}_{r}" for s in range(2) for kk in (0, 4) for r in range(2)]
def split_x(P: str, kt: str, buf_u: str, ind: str) -> None:
    """This thread's chunks of A's tile `kt` (landed in raw stage kt % RAW) split into big and small halves,
    stored in wgmma's layout in the buffer starting at unit `buf_u`."""
    e(f"{ind}%{P}rs = arith.remui {kt}, %iRAW : index")
    e(f"{ind}%{P}ru0 = arith.muli %{P}rs, %raw_stage_u : index")
    e(f"{ind}%{P}ru = arith.addi %{P}ru0, %raw_u : index")
    for i in range(X_CHUNKS):
        e(f"{ind}%{P}xu{i} = arith.addi %{P}ru, %xq{i} : index")
        e(f"{ind}%{P}xraw{i} = memref.load %Xs[%{P}xu{i}] : {XS}")
        halves = {"b": [], "s": []}
        for c in range(4):
            e(f"{ind}%{P}xc{i}_{c} = vector.extract %{P}xraw{i}[{c}] : {{elt}} from vector<4x{{elt}}>")
            L.extend(tf32.split(f"{P}xa{i}_{c}", f"%{P}xc{i}_{c}", ind))
            halves["b"].append(f"%{P}xa{i}_{c}_bf")
            e(f"{ind}%{P}xa{i}_{c}_sff = arith.bitcast %{P}xa{i}_{c}_s : i32 to f32")
            halves["s"].append(f"%{P}xa{i}_{c}_sff")
        if isinstance(buf_u, int):
            e(f"{ind}%{P}xwb{i} = arith.constant {buf_u} : index")
            e(f"{ind}%{P}xw{i}b = arith.addi %xslot{i}, %{P}xwb{i} : index")
        else:
            e(f"{ind}%{P}xw{i}b = arith.addi %xslot{i}, {buf_u} : index")
        e(f"{ind}%{P}xw{i}s = arith.addi %{P}xw{i}b, %half_units : index")
        for h in ("b", "s"):
            e(f"{ind}%{P}xv{i}{h} = vector.from_elements {', '.join(halves[h])} : vector<4x{{elt}}>")
            e(f"{ind}memref.store %{P}xv{i}{h}, %Xs[%{P}xw{i}{h}] : {XS}")


def products(P: str, frags: list, buf_u: str, ind: str, prev: str | None = None) -> str:
    """B's fragments `frags` (8 f32 names) split; 6 wgmma on the buffer at unit `buf_u` (a name, or a
    constant count of 16-byte units), from zero or onto the sums `prev` (a result name, its _j values),
    committed; returns the name of the last one's result."""
    for n, v in zip(B_NAMES, frags):
        L.extend(tf32.split(f"{P}f{n}", v, ind))
    if isinstance(buf_u, int):  # a buffer at a constant place: the offsets fold into the constants
        base, units = "%desc0", buf_u
    else:
        e(f"{ind}%{P}bd = arith.index_cast {buf_u} : index to i64")
        e(f"{ind}%{P}d0 = arith.addi %desc0, %{P}bd : i64")
        base, units = f"%{P}d0", 0
    for s_ in range(2):
        for h, hoff in (("b", 0), ("s", 2 * REGION)):
            e(f"{ind}%{P}doff{s_}{h} = arith.constant {units + (hoff + s_ * REGION) // 16} : i64")
            e(f"{ind}%{P}d{s_}{h} = arith.addi {base}, %{P}doff{s_}{h} : i64")
    e(f'{ind}llvm.inline_asm has_side_effects asm_dialect = att "wgmma.fence.sync.aligned;", "" : () -> ()')
    for s_ in range(2):
        for a_half, x_half in (("s", "b"), ("b", "s"), ("b", "b")):
            a = [f"%{P}f{n}_{a_half}" for n in (f"b{s_}_0_0", f"b{s_}_0_1", f"b{s_}_4_0", f"b{s_}_4_1")]
            name = f"%{P}mma{s_}{a_half}{x_half}"
            if prev is None:
                asm = (f'"{{\\n.reg .pred p;\\nsetp.ne.b32 p, ${ACC + 5}, 0;\\n{WGMMA} {{{ACC_REGS}}}, '
                       f'{{${ACC}, ${ACC + 1}, ${ACC + 2}, ${ACC + 3}}}, ${ACC + 4}, p, 1, 1;\\n}}"')
                cons = ",".join(["=f"] * ACC + ["r"] * 4 + ["l", "r"])
                ops = ", ".join(a + [f"%{P}d{s_}{x_half}", "%zero32"])
                types = ", ".join(["i32"] * 4 + ["i64", "i32"])
            else:
                asm = (f'"{{\\n.reg .pred p;\\nsetp.ne.b32 p, ${2 * ACC + 5}, 0;\\n{WGMMA} {{{ACC_REGS}}}, '
                       f'{{${2 * ACC}, ${2 * ACC + 1}, ${2 * ACC + 2}, ${2 * ACC + 3}}}, ${2 * ACC + 4}, p, 1, 1;\\n}}"')
                cons = ",".join(["=f"] * ACC + [str(j) for j in range(ACC)] + ["r"] * 4 + ["l", "r"])
                ops = ", ".join([f"{prev}_{j}" for j in range(ACC)] + a + [f"%{P}d{s_}{x_half}", "%one32"])
                types = ", ".join(["f32"] * ACC + ["i32"] * 4 + ["i64", "i32"])
            e(f"{ind}{name} = llvm.inline_asm has_side_effects asm_dialect = att {asm}, \"{cons}\" {ops} : ({types}) -> {STRUCT}")
            for j in range(ACC):
                e(f"{ind}{name}_{j} = llvm.extractvalue {name}[{j}] : {STRUCT}")
            prev = name
    e(f'{ind}llvm.inline_asm has_side_effects asm_dialect = att "wgmma.commit_group.sync.aligned;", "" : () -> ()')
    return prev


def wait(P: str, acc: list, ind: str) -> list:
    """Wait for every wgmma in flight; the values `acc` pass through the wait (tied), so nothing reads
    them before it; returns the waited names."""
    cons = ",".join(["=f"] * ACC + [str(j) for j in range(ACC)])
    e(f'{ind}%{P}wt = llvm.inline_asm has_side_effects asm_dialect = att "wgmma.wait_group.sync.aligned 0;", "{cons}" {", ".join(acc)} : ({", ".join(["f32"] * ACC)}) -> {STRUCT}')
    out = []
    for j in range(ACC):
        e(f"{ind}%{P}wt_{j} = llvm.extractvalue %{P}wt[{j}] : {STRUCT}")
        out.append(f"%{P}wt_{j}")
    return out


def first_loads() -> None:
    """The prologue's loads: A's first RAW tiles in flight (cp.async), B's first AHEAD tiles' fragments."""
    for j in range(max(RAW, AHEAD)):
        e(f"    %pk{j} = arith.constant {j} : index")
    for j in range(RAW):
        L.extend(copies(f"%pk{j}", f"p{j}", "    "))
    for j in range(AHEAD):
        L.extend(b_loads(f"%pk{j}", f"q{j}", "    "))


if OVERLAP:
    # Software-pipelined (--overlap): at the top of trip kt, tile kt's wgmma are in flight (buffer kt % 2).
    # The trip splits tile kt + 1 into the other buffer and sends out the copies and loads for later
    # tiles while they run, then waits, adds tile kt's sums, and (after a barrier) starts tile kt + 1's.
    # The last trip's tile (ktiles) lies past K: all zeros, adding 0.
    first_loads()
    e(f"    nvvm.cp.async.wait.group {RAW - 1}")
    e(f"    %buf_units = arith.constant {WG_BUF // 16} : index")
    split_x("s0", "%i0", "%i0", "    ")
    e(f"    %pkr = arith.constant {RAW} : index")
    L.extend(copies("%pkr", "pr", "    "))
    e(f'    llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", "" : () -> ()')
    e("    gpu.barrier")
    first = products("w0", [f"%q0{n}" for n in B_NAMES], "%i0", "    ")
    PRE = [f"{j}_{n}" for j in range(1, AHEAD) for n in B_NAMES]  # B's fragments of tiles kt + 1 .. kt + AHEAD - 1
    ft = ", ".join(["{elt}"] * (2 * ACC + len(PRE)))
    init = ", ".join([f"%r{j} = %zero" for j in range(ACC)] + [f"%a{j} = {first}_{j}" for j in range(ACC)]
                     + [f"%c_{n} = %q{n.split('_', 1)[0]}{n.split('_', 1)[1]}" for n in PRE])
    e(f"    %res:{2 * ACC + len(PRE)} = scf.for %kt = %i0 to %ktiles step %i1 iter_args({init}) -> ({ft}) {{")
    ind = "      "
    e(f"{ind}%k1 = arith.addi %kt, %i1 : index")
    e(f"{ind}nvvm.cp.async.wait.group {RAW - 1}")
    e(f"{ind}%b1 = arith.remui %k1, %i2 : index")
    e(f"{ind}%b1u = arith.muli %b1, %buf_units : index")
    split_x("t", "%k1", "%b1u", ind)
    e(f"{ind}%iRp1 = arith.constant {RAW + 1} : index")
    e(f"{ind}%kr = arith.addi %kt, %iRp1 : index")
    L.extend(copies("%kr", "n", ind))
    e(f"{ind}%kb = arith.addi %kt, %iAHEAD : index")
    L.extend(b_loads("%kb", "o", ind))
    e(f'{ind}llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", "" : () -> ()')
    done = wait("u", [f"%a{j}" for j in range(ACC)], ind)
    for j in range(ACC):
        e(f"{ind}%s{j} = arith.addf %r{j}, {done[j]} : {{elt}}")
    e(f"{ind}gpu.barrier")
    nxt = products("v", [f"%c_1_{n}" for n in B_NAMES], "%b1u", ind)
    carry = [[f"%c_{j}_{n}" for n in B_NAMES] for j in range(2, AHEAD)] + [[f"%o{n}" for n in B_NAMES]]
    outs = [f"%s{j}" for j in range(ACC)] + [f"{nxt}_{j}" for j in range(ACC)] + [x for names in carry for x in names]
    e(f"{ind}scf.yield {', '.join(outs)} : {ft}")
    e("    }")
    wait("z", [f"%res#{ACC + j}" for j in range(ACC)], "    ")  # the last (all-zero) tile's wgmma
else:
    # the prologue: A's first RAW tiles in flight, B's first AHEAD tiles loaded
    first_loads()
    PRE = [f"{j}_{n}" for j in range(AHEAD) for n in B_NAMES]   # B's fragments of tiles kt F .. + AHEAD - 1
    ft = ", ".join(["{elt}"] * (ACC + len(PRE)))
    init = ", ".join([f"%r{j} = %zero" for j in range(ACC)] + [f"%c_{n} = %q{n.split('_', 1)[0]}{n.split('_', 1)[1]}" for n in PRE])
    e(f"    %kpairs = arith.ceildivui %ktiles, %iF : index")
    e(f"    %res:{ACC + len(PRE)} = scf.for %kp = %i0 to %kpairs step %i1 iter_args({init}) -> ({ft}) {{")
    ind = "      "
    # every warp is past the last trip's wait, so its wgmma no longer read the wgmma buffers
    e(f"{ind}gpu.barrier")
    e(f"{ind}%kbase = arith.muli %kp, %iF : index")
    prev = None
    loaded = []
    for u in range(FLUSH):
        P = f"u{u}"
        e(f"{ind}%{P}c = arith.constant {u} : index")
        e(f"{ind}%{P}kt = arith.addi %kbase, %{P}c : index")
        # 1. this thread's copies of tile kt landed (RAW - 1 later groups may still be in flight);
        # 2. its chunks split into big and small halves, stored in wgmma's layout in buffer u
        e(f"{ind}nvvm.cp.async.wait.group {RAW - 1}")
        split_x(P, f"%{P}kt", u * WG_BUF // 16, ind)
        e(f'{ind}llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", "" : () -> ()')
        e(f"{ind}gpu.barrier")
        # 3. A's tile kt + RAW into the raw stage just read (this thread's own chunks only), B's tile kt + AHEAD
        e(f"{ind}%{P}kr = arith.addi %{P}kt, %iRAW : index")
        L.extend(copies(f"%{P}kr", f"{P}n", ind))
        e(f"{ind}%{P}kb = arith.addi %{P}kt, %iAHEAD : index")
        L.extend(b_loads(f"%{P}kb", f"{P}o", ind))
        loaded.append([f"%{P}o{n}" for n in B_NAMES])
        # 4. B's fragments of tile kt split; 6 wgmma on buffer u (the trip's first from zero)
        prev = products(P, [f"%c_{u}_{n}" for n in B_NAMES], u * WG_BUF // 16, ind, prev)
    done = wait("", [f"{prev}_{j}" for j in range(ACC)], ind)
    outs = []
    for j in range(ACC):
        e(f"{ind}%s{j} = arith.addf %r{j}, {done[j]} : {{elt}}")
        outs.append(f"%s{j}")
    carry = [[f"%c_{j}_{n}" for n in B_NAMES] for j in range(AHEAD)]
    for names in carry[FLUSH:] + loaded:
        outs += names
    e(f"{ind}scf.yield {', '.join(outs)} : {ft}")
    e("    }")
# 4. the epilogue: C[m0 + 8 j + 2 t (+1), n0 + 16 w + g (+8)]
e("    %accumulate = arith.constant {accumulate}")
e("    %t2 = arith.muli %t, %i2 : index")
e("    %mt = arith.addi %m0, %t2 : index")
for j in range(ACC // 4):
    for q in range(4):
        idx = 4 * j + q
        col_off, row_hi = q % 2, q // 2
        e(f"    %em{idx}c = arith.constant {8 * j + col_off} : index")
        e(f"    %em{idx} = arith.addi %mt, %em{idx}c : index")
        e(f"    %emok{idx} = arith.cmpi ult, %em{idx}, %M : index")
        e(f"    %eok{idx} = arith.andi %emok{idx}, %fn{row_hi}_ok : i1")
        e(f"    scf.if %eok{idx} {{")
        e(f"      %old{idx} = scf.if %accumulate -> ({{elt}}) {{")
        e(f"        %o{idx} = memref.load %C[%em{idx}, %fn{row_hi}] : {P2}")
        e(f"        scf.yield %o{idx} : {{elt}}")
        e("      } else {")
        e("        %neg0 = arith.constant -0.0 : {elt}")
        e("        scf.yield %neg0 : {elt}")
        e("      }")
        e(f"      %v{idx} = arith.addf %old{idx}, %res#{idx} : {{elt}}")
        e(f"      func.call @{{func}}_store(%v{idx}, %em{idx}, %fn{row_hi}, %C{{epi_args}}) : ({{elt}}, index, index, {P2}{{epi_types}}) -> ()")
        e("    }")
e("""    gpu.terminator
  }
  return
}

// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/passes/epilogues.py: a bias, a GELU, a residual add), that op's body runs here on the
// final value. Inlined (04-kernels), so it costs no call.
func.func private @{func}_store(%r: {elt}, %i: index, %j: index, %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  memref.store %r, %C[%i, %j] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  return
}""")
print("\n".join(L))
