// v15: v8 (below) with each column tile's K chunks run as one thread-block cluster (sm_90) of S
// blocks, v8's chunk count but at most 16. A block keeps its 128
// partial sums in its own shared memory; after a cluster barrier (release/acquire), block r of the cluster
// adds columns r * 128 / S .. of every block's sums, read through distributed shared memory
// (mapa + ld.shared::cluster, the S loads issued before the adds) in order s = 0, 1, ..., S-1 (v8's
// order, so with v8's S the same bits), runs the epilogue and stores C; a second barrier keeps each
// block's shared memory alive until the others have read it. What it removes from v8: the workspace
// P in global memory, the device-scope fence, the atomic ticket and the last block's L2 round trips.
// The launch carries the cluster shape (the manifest's `cluster`; above 8 blocks the launcher allows
// a non-portable size).
// Rows of B in flight (each form's loads issued before the dependent-launch wait, so that they overlap the
// kernel before): when every cluster is resident at once at 2 blocks an SM (the most the deeper forms'
// registers allow; a cluster's blocks share a GPC), a chunk of at most 13 rows a warp all at once with no
// K loop, or else 13 a trip; otherwise v8's 6. The shapes are static in a program, so each kernel
// keeps one form.
//
// v8 matmul for a few rows, split K (x @ W, W [K, N] row-major, N % 4 == 0):
// C[M, N] (+)= A[M, K] * B[K, N], f32.
// (generated: python pipeline/templates/gen_matvec_cols_split.py [UNROLL] [pipelined|plain];
// checked in with the defaults: 6 pipelined)
// What changed from v7 (matvec_cols_vec4.mlir: a block per 8 columns over all of K, so each warp
// reads 32-byte pieces of 16 rows, 3 KB apart; 0.4-1.1 TB/s on a decoding step's products): a warp
// reads 512 contiguous bytes of a row (its 32 lanes x 16 bytes), a block 128 columns, and K is split
// over the grid's y dimension into S chunks so that the grid has about 2 x 132 blocks (the
// H200's SMs) even for 768 columns. Each block sums its chunk: warp w takes rows k0 + w, k0 + w + 8, ...
// (6 in flight per thread, v7's software-pipelined loop), the 8 warps' sums are added in warp
// order through shared memory, and the block writes its 128 partial sums to a workspace P[m, s, :].
// The last block of a column tile to finish (a ticket from an atomic counter per tile, after a
// device-scope release fence) adds the S partial sums in order s = 0, 1, ..., S-1 (8 chunks'
// loads in flight at a time) and stores C
// through @{func}_store (the epilogue hook), then puts the counter back to 0. Which block comes
// last varies; the order of the adds does not: deterministic, like every other kernel here.
// The counters rely on the launcher's promise that a temporary starts zeroed (contract/manifest.py)
// and are left zero again.
//
// B's 16-byte loads and its alignment check are v7's (a 4-byte path when B's address or row
// stride is not a multiple of 16 bytes).
//
// Placeholders as in matvec_cols.mlir: {func}, {kernel}, {elt} (f32 only), {accumulate};
// {epi_params}, {epi_args}, {epi_types}: a fused epilogue's extra operands (pipeline/epilogues.py).
func.func private @{func}(%A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %B: memref<?x?x{elt}, strided<[?, 1], offset: ?>>,
                          %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 256 : index
  %ctile = arith.constant 128 : index
  %cwant = arith.constant 264 : index
  %crows = arith.constant 48 : index
  %M = memref.dim %A, %c0 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %Kall = memref.dim %A, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %N = memref.dim %B, %c1 : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
  %tiles = arith.ceildivui %N, %ctile : index
  %work = arith.muli %tiles, %M : index
  // S chunks of K: enough blocks for 2 per SM, but each chunk at least 48 rows (one trip of
  // the loop per warp); then S again from the chunk, so that no block is left without rows.
  %want = arith.ceildivui %cwant, %work : index
  %most = arith.ceildivui %Kall, %crows : index
  %s0 = arith.minui %want, %most : index
  %s1 = arith.maxui %s0, %c1 : index
  // S: v8's chunk count with at most 16 chunks (a cluster's blocks), then S again from the chunk
  %cmost = arith.constant 16 : index
  %sc1 = arith.minui %s1, %cmost : index
  %chunk = arith.ceildivui %Kall, %sc1 : index
  %nS = arith.ceildivui %Kall, %chunk : index
  gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c1, %ncy = %nS, %ncz = %c1)
             blocks(%bx, %bk, %by) in (%nbx = %tiles, %nbk = %nS, %nby = %M)
             threads(%tx, %ty, %tz) in (%ntx = %cT, %nty = %c1, %ntz = %c1)
             function(@{kernel})
             workgroup(%Qs : memref<8x128x{elt}, #gpu.address_space<workgroup>>, %Tot : memref<128x{elt}, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : {elt}
    %neg0 = arith.constant -0.0 : {elt}
    %zv = arith.constant dense<0.0> : vector<4x{elt}>
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i16 = arith.constant 16 : index
    %i32 = arith.constant 32 : index
    %itile = arith.constant 128 : index
    %S = arith.constant 8 : index
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
    %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %B : memref<?x?x{elt}, strided<[?, 1], offset: ?>> -> memref<{elt}>, index, index, index, index, index
    %ptr = memref.extract_aligned_pointer_as_index %base : memref<{elt}> -> index
    %off_b = arith.muli %off, %i4 : index
    %addr = arith.addi %ptr, %off_b : index
    %addr16 = arith.remui %addr, %i16 : index
    %stride4 = arith.remui %strides#0, %i4 : index
    %misalign = arith.ori %addr16, %stride4 : index
    %aligned = arith.cmpi eq, %misalign, %i0 : index
    %unroll = arith.constant 6 : index
    %step = arith.muli %S, %unroll : index
    // The two deeper forms hold 2 blocks an SM at most (their registers), and a cluster's blocks
    // must share a GPC: they are taken only when every cluster is resident at once, at most 7 x
    // floor(2 x 16 / S) clusters (else a second wave of clusters costs more than they buy).
    %gpc_slots = arith.constant 32 : index
    %gpcs = arith.constant 7 : index
    %per_gpc = arith.divui %gpc_slots, %nS : index
    %resident = arith.muli %per_gpc, %gpcs : index
    %clusters = arith.muli %tiles, %M : index
    %fits = arith.cmpi ule, %clusters, %resident : index
    // At most 13 rows a warp (a chunk of at most 104): all of them in flight before the wait.
    %cwhole = arith.constant 104 : index
    %short = arith.cmpi ule, %chunk, %cwhole : index
    %whole = arith.andi %short, %fits : i1
    %sum = scf.if %whole -> (vector<4x{elt}>) {
      %ws = scf.if %aligned -> (vector<4x{elt}>) {
      %u0 = arith.constant 0 : index
      %u1 = arith.constant 1 : index
      %u2 = arith.constant 2 : index
      %u3 = arith.constant 3 : index
      %u4 = arith.constant 4 : index
      %u5 = arith.constant 5 : index
      %u6 = arith.constant 6 : index
      %u7 = arith.constant 7 : index
      %u8 = arith.constant 8 : index
      %u9 = arith.constant 9 : index
      %u10 = arith.constant 10 : index
      %u11 = arith.constant 11 : index
      %u12 = arith.constant 12 : index
      %pd0 = arith.muli %S, %u0 : index
      %pk0 = arith.addi %s, %pd0 : index
      %pok0 = arith.cmpi ult, %pk0, %K : index
      %pr0 = arith.select %pok0, %pk0, %i0 : index
      %pd1 = arith.muli %S, %u1 : index
      %pk1 = arith.addi %s, %pd1 : index
      %pok1 = arith.cmpi ult, %pk1, %K : index
      %pr1 = arith.select %pok1, %pk1, %i0 : index
      %pd2 = arith.muli %S, %u2 : index
      %pk2 = arith.addi %s, %pd2 : index
      %pok2 = arith.cmpi ult, %pk2, %K : index
      %pr2 = arith.select %pok2, %pk2, %i0 : index
      %pd3 = arith.muli %S, %u3 : index
      %pk3 = arith.addi %s, %pd3 : index
      %pok3 = arith.cmpi ult, %pk3, %K : index
      %pr3 = arith.select %pok3, %pk3, %i0 : index
      %pd4 = arith.muli %S, %u4 : index
      %pk4 = arith.addi %s, %pd4 : index
      %pok4 = arith.cmpi ult, %pk4, %K : index
      %pr4 = arith.select %pok4, %pk4, %i0 : index
      %pd5 = arith.muli %S, %u5 : index
      %pk5 = arith.addi %s, %pd5 : index
      %pok5 = arith.cmpi ult, %pk5, %K : index
      %pr5 = arith.select %pok5, %pk5, %i0 : index
      %pd6 = arith.muli %S, %u6 : index
      %pk6 = arith.addi %s, %pd6 : index
      %pok6 = arith.cmpi ult, %pk6, %K : index
      %pr6 = arith.select %pok6, %pk6, %i0 : index
      %pd7 = arith.muli %S, %u7 : index
      %pk7 = arith.addi %s, %pd7 : index
      %pok7 = arith.cmpi ult, %pk7, %K : index
      %pr7 = arith.select %pok7, %pk7, %i0 : index
      %pd8 = arith.muli %S, %u8 : index
      %pk8 = arith.addi %s, %pd8 : index
      %pok8 = arith.cmpi ult, %pk8, %K : index
      %pr8 = arith.select %pok8, %pk8, %i0 : index
      %pd9 = arith.muli %S, %u9 : index
      %pk9 = arith.addi %s, %pd9 : index
      %pok9 = arith.cmpi ult, %pk9, %K : index
      %pr9 = arith.select %pok9, %pk9, %i0 : index
      %pd10 = arith.muli %S, %u10 : index
      %pk10 = arith.addi %s, %pd10 : index
      %pok10 = arith.cmpi ult, %pk10, %K : index
      %pr10 = arith.select %pok10, %pk10, %i0 : index
      %pd11 = arith.muli %S, %u11 : index
      %pk11 = arith.addi %s, %pd11 : index
      %pok11 = arith.cmpi ult, %pk11, %K : index
      %pr11 = arith.select %pok11, %pk11, %i0 : index
      %pd12 = arith.muli %S, %u12 : index
      %pk12 = arith.addi %s, %pd12 : index
      %pok12 = arith.cmpi ult, %pk12, %K : index
      %pr12 = arith.select %pok12, %pk12, %i0 : index
      %pb0 = vector.load %B[%pr0, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb1 = vector.load %B[%pr1, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb2 = vector.load %B[%pr2, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb3 = vector.load %B[%pr3, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb4 = vector.load %B[%pr4, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb5 = vector.load %B[%pr5, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb6 = vector.load %B[%pr6, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb7 = vector.load %B[%pr7, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb8 = vector.load %B[%pr8, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb9 = vector.load %B[%pr9, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb10 = vector.load %B[%pr10, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb11 = vector.load %B[%pr11, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb12 = vector.load %B[%pr12, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      nvvm.griddepcontrol wait {gpt2.after_prefetch}
      %pa0 = memref.load %A[%by, %pr0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa1 = memref.load %A[%by, %pr1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa2 = memref.load %A[%by, %pr2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa3 = memref.load %A[%by, %pr3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa4 = memref.load %A[%by, %pr4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa5 = memref.load %A[%by, %pr5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa6 = memref.load %A[%by, %pr6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa7 = memref.load %A[%by, %pr7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa8 = memref.load %A[%by, %pr8] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa9 = memref.load %A[%by, %pr9] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa10 = memref.load %A[%by, %pr10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa11 = memref.load %A[%by, %pr11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa12 = memref.load %A[%by, %pr12] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ld0 = arith.muli %S, %u0 : index
      %lk0 = arith.addi %s, %ld0 : index
      %lok0 = arith.cmpi ult, %lk0, %K : index
      %lav0 = vector.broadcast %pa0 : {elt} to vector<4x{elt}>
      %lf0 = vector.fma %lav0, %pb0, %zv : vector<4x{elt}>
      %ls0 = arith.select %lok0, %lf0, %zv : vector<4x{elt}>
      %ld1 = arith.muli %S, %u1 : index
      %lk1 = arith.addi %s, %ld1 : index
      %lok1 = arith.cmpi ult, %lk1, %K : index
      %lav1 = vector.broadcast %pa1 : {elt} to vector<4x{elt}>
      %lf1 = vector.fma %lav1, %pb1, %ls0 : vector<4x{elt}>
      %ls1 = arith.select %lok1, %lf1, %ls0 : vector<4x{elt}>
      %ld2 = arith.muli %S, %u2 : index
      %lk2 = arith.addi %s, %ld2 : index
      %lok2 = arith.cmpi ult, %lk2, %K : index
      %lav2 = vector.broadcast %pa2 : {elt} to vector<4x{elt}>
      %lf2 = vector.fma %lav2, %pb2, %ls1 : vector<4x{elt}>
      %ls2 = arith.select %lok2, %lf2, %ls1 : vector<4x{elt}>
      %ld3 = arith.muli %S, %u3 : index
      %lk3 = arith.addi %s, %ld3 : index
      %lok3 = arith.cmpi ult, %lk3, %K : index
      %lav3 = vector.broadcast %pa3 : {elt} to vector<4x{elt}>
      %lf3 = vector.fma %lav3, %pb3, %ls2 : vector<4x{elt}>
      %ls3 = arith.select %lok3, %lf3, %ls2 : vector<4x{elt}>
      %ld4 = arith.muli %S, %u4 : index
      %lk4 = arith.addi %s, %ld4 : index
      %lok4 = arith.cmpi ult, %lk4, %K : index
      %lav4 = vector.broadcast %pa4 : {elt} to vector<4x{elt}>
      %lf4 = vector.fma %lav4, %pb4, %ls3 : vector<4x{elt}>
      %ls4 = arith.select %lok4, %lf4, %ls3 : vector<4x{elt}>
      %ld5 = arith.muli %S, %u5 : index
      %lk5 = arith.addi %s, %ld5 : index
      %lok5 = arith.cmpi ult, %lk5, %K : index
      %lav5 = vector.broadcast %pa5 : {elt} to vector<4x{elt}>
      %lf5 = vector.fma %lav5, %pb5, %ls4 : vector<4x{elt}>
      %ls5 = arith.select %lok5, %lf5, %ls4 : vector<4x{elt}>
      %ld6 = arith.muli %S, %u6 : index
      %lk6 = arith.addi %s, %ld6 : index
      %lok6 = arith.cmpi ult, %lk6, %K : index
      %lav6 = vector.broadcast %pa6 : {elt} to vector<4x{elt}>
      %lf6 = vector.fma %lav6, %pb6, %ls5 : vector<4x{elt}>
      %ls6 = arith.select %lok6, %lf6, %ls5 : vector<4x{elt}>
      %ld7 = arith.muli %S, %u7 : index
      %lk7 = arith.addi %s, %ld7 : index
      %lok7 = arith.cmpi ult, %lk7, %K : index
      %lav7 = vector.broadcast %pa7 : {elt} to vector<4x{elt}>
      %lf7 = vector.fma %lav7, %pb7, %ls6 : vector<4x{elt}>
      %ls7 = arith.select %lok7, %lf7, %ls6 : vector<4x{elt}>
      %ld8 = arith.muli %S, %u8 : index
      %lk8 = arith.addi %s, %ld8 : index
      %lok8 = arith.cmpi ult, %lk8, %K : index
      %lav8 = vector.broadcast %pa8 : {elt} to vector<4x{elt}>
      %lf8 = vector.fma %lav8, %pb8, %ls7 : vector<4x{elt}>
      %ls8 = arith.select %lok8, %lf8, %ls7 : vector<4x{elt}>
      %ld9 = arith.muli %S, %u9 : index
      %lk9 = arith.addi %s, %ld9 : index
      %lok9 = arith.cmpi ult, %lk9, %K : index
      %lav9 = vector.broadcast %pa9 : {elt} to vector<4x{elt}>
      %lf9 = vector.fma %lav9, %pb9, %ls8 : vector<4x{elt}>
      %ls9 = arith.select %lok9, %lf9, %ls8 : vector<4x{elt}>
      %ld10 = arith.muli %S, %u10 : index
      %lk10 = arith.addi %s, %ld10 : index
      %lok10 = arith.cmpi ult, %lk10, %K : index
      %lav10 = vector.broadcast %pa10 : {elt} to vector<4x{elt}>
      %lf10 = vector.fma %lav10, %pb10, %ls9 : vector<4x{elt}>
      %ls10 = arith.select %lok10, %lf10, %ls9 : vector<4x{elt}>
      %ld11 = arith.muli %S, %u11 : index
      %lk11 = arith.addi %s, %ld11 : index
      %lok11 = arith.cmpi ult, %lk11, %K : index
      %lav11 = vector.broadcast %pa11 : {elt} to vector<4x{elt}>
      %lf11 = vector.fma %lav11, %pb11, %ls10 : vector<4x{elt}>
      %ls11 = arith.select %lok11, %lf11, %ls10 : vector<4x{elt}>
      %ld12 = arith.muli %S, %u12 : index
      %lk12 = arith.addi %s, %ld12 : index
      %lok12 = arith.cmpi ult, %lk12, %K : index
      %lav12 = vector.broadcast %pa12 : {elt} to vector<4x{elt}>
      %lf12 = vector.fma %lav12, %pb12, %ls11 : vector<4x{elt}>
      %ls12 = arith.select %lok12, %lf12, %ls11 : vector<4x{elt}>
      scf.yield %ls12 : vector<4x{elt}>
      } else {
      %u0 = arith.constant 0 : index
      %u1 = arith.constant 1 : index
      %u2 = arith.constant 2 : index
      %u3 = arith.constant 3 : index
      %u4 = arith.constant 4 : index
      %u5 = arith.constant 5 : index
      %u6 = arith.constant 6 : index
      %u7 = arith.constant 7 : index
      %u8 = arith.constant 8 : index
      %u9 = arith.constant 9 : index
      %u10 = arith.constant 10 : index
      %u11 = arith.constant 11 : index
      %u12 = arith.constant 12 : index
      %pd0 = arith.muli %S, %u0 : index
      %pk0 = arith.addi %s, %pd0 : index
      %pok0 = arith.cmpi ult, %pk0, %K : index
      %pr0 = arith.select %pok0, %pk0, %i0 : index
      %pd1 = arith.muli %S, %u1 : index
      %pk1 = arith.addi %s, %pd1 : index
      %pok1 = arith.cmpi ult, %pk1, %K : index
      %pr1 = arith.select %pok1, %pk1, %i0 : index
      %pd2 = arith.muli %S, %u2 : index
      %pk2 = arith.addi %s, %pd2 : index
      %pok2 = arith.cmpi ult, %pk2, %K : index
      %pr2 = arith.select %pok2, %pk2, %i0 : index
      %pd3 = arith.muli %S, %u3 : index
      %pk3 = arith.addi %s, %pd3 : index
      %pok3 = arith.cmpi ult, %pk3, %K : index
      %pr3 = arith.select %pok3, %pk3, %i0 : index
      %pd4 = arith.muli %S, %u4 : index
      %pk4 = arith.addi %s, %pd4 : index
      %pok4 = arith.cmpi ult, %pk4, %K : index
      %pr4 = arith.select %pok4, %pk4, %i0 : index
      %pd5 = arith.muli %S, %u5 : index
      %pk5 = arith.addi %s, %pd5 : index
      %pok5 = arith.cmpi ult, %pk5, %K : index
      %pr5 = arith.select %pok5, %pk5, %i0 : index
      %pd6 = arith.muli %S, %u6 : index
      %pk6 = arith.addi %s, %pd6 : index
      %pok6 = arith.cmpi ult, %pk6, %K : index
      %pr6 = arith.select %pok6, %pk6, %i0 : index
      %pd7 = arith.muli %S, %u7 : index
      %pk7 = arith.addi %s, %pd7 : index
      %pok7 = arith.cmpi ult, %pk7, %K : index
      %pr7 = arith.select %pok7, %pk7, %i0 : index
      %pd8 = arith.muli %S, %u8 : index
      %pk8 = arith.addi %s, %pd8 : index
      %pok8 = arith.cmpi ult, %pk8, %K : index
      %pr8 = arith.select %pok8, %pk8, %i0 : index
      %pd9 = arith.muli %S, %u9 : index
      %pk9 = arith.addi %s, %pd9 : index
      %pok9 = arith.cmpi ult, %pk9, %K : index
      %pr9 = arith.select %pok9, %pk9, %i0 : index
      %pd10 = arith.muli %S, %u10 : index
      %pk10 = arith.addi %s, %pd10 : index
      %pok10 = arith.cmpi ult, %pk10, %K : index
      %pr10 = arith.select %pok10, %pk10, %i0 : index
      %pd11 = arith.muli %S, %u11 : index
      %pk11 = arith.addi %s, %pd11 : index
      %pok11 = arith.cmpi ult, %pk11, %K : index
      %pr11 = arith.select %pok11, %pk11, %i0 : index
      %pd12 = arith.muli %S, %u12 : index
      %pk12 = arith.addi %s, %pd12 : index
      %pok12 = arith.cmpi ult, %pk12, %K : index
      %pr12 = arith.select %pok12, %pk12, %i0 : index
      %pb0_0 = memref.load %B[%pr0, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0_1 = memref.load %B[%pr0, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0_2 = memref.load %B[%pr0, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0_3 = memref.load %B[%pr0, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0 = vector.from_elements %pb0_0, %pb0_1, %pb0_2, %pb0_3 : vector<4x{elt}>
      %pb1_0 = memref.load %B[%pr1, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1_1 = memref.load %B[%pr1, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1_2 = memref.load %B[%pr1, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1_3 = memref.load %B[%pr1, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1 = vector.from_elements %pb1_0, %pb1_1, %pb1_2, %pb1_3 : vector<4x{elt}>
      %pb2_0 = memref.load %B[%pr2, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2_1 = memref.load %B[%pr2, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2_2 = memref.load %B[%pr2, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2_3 = memref.load %B[%pr2, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2 = vector.from_elements %pb2_0, %pb2_1, %pb2_2, %pb2_3 : vector<4x{elt}>
      %pb3_0 = memref.load %B[%pr3, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3_1 = memref.load %B[%pr3, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3_2 = memref.load %B[%pr3, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3_3 = memref.load %B[%pr3, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3 = vector.from_elements %pb3_0, %pb3_1, %pb3_2, %pb3_3 : vector<4x{elt}>
      %pb4_0 = memref.load %B[%pr4, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4_1 = memref.load %B[%pr4, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4_2 = memref.load %B[%pr4, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4_3 = memref.load %B[%pr4, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4 = vector.from_elements %pb4_0, %pb4_1, %pb4_2, %pb4_3 : vector<4x{elt}>
      %pb5_0 = memref.load %B[%pr5, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5_1 = memref.load %B[%pr5, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5_2 = memref.load %B[%pr5, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5_3 = memref.load %B[%pr5, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5 = vector.from_elements %pb5_0, %pb5_1, %pb5_2, %pb5_3 : vector<4x{elt}>
      %pb6_0 = memref.load %B[%pr6, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb6_1 = memref.load %B[%pr6, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb6_2 = memref.load %B[%pr6, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb6_3 = memref.load %B[%pr6, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb6 = vector.from_elements %pb6_0, %pb6_1, %pb6_2, %pb6_3 : vector<4x{elt}>
      %pb7_0 = memref.load %B[%pr7, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb7_1 = memref.load %B[%pr7, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb7_2 = memref.load %B[%pr7, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb7_3 = memref.load %B[%pr7, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb7 = vector.from_elements %pb7_0, %pb7_1, %pb7_2, %pb7_3 : vector<4x{elt}>
      %pb8_0 = memref.load %B[%pr8, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb8_1 = memref.load %B[%pr8, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb8_2 = memref.load %B[%pr8, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb8_3 = memref.load %B[%pr8, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb8 = vector.from_elements %pb8_0, %pb8_1, %pb8_2, %pb8_3 : vector<4x{elt}>
      %pb9_0 = memref.load %B[%pr9, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb9_1 = memref.load %B[%pr9, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb9_2 = memref.load %B[%pr9, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb9_3 = memref.load %B[%pr9, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb9 = vector.from_elements %pb9_0, %pb9_1, %pb9_2, %pb9_3 : vector<4x{elt}>
      %pb10_0 = memref.load %B[%pr10, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb10_1 = memref.load %B[%pr10, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb10_2 = memref.load %B[%pr10, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb10_3 = memref.load %B[%pr10, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb10 = vector.from_elements %pb10_0, %pb10_1, %pb10_2, %pb10_3 : vector<4x{elt}>
      %pb11_0 = memref.load %B[%pr11, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb11_1 = memref.load %B[%pr11, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb11_2 = memref.load %B[%pr11, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb11_3 = memref.load %B[%pr11, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb11 = vector.from_elements %pb11_0, %pb11_1, %pb11_2, %pb11_3 : vector<4x{elt}>
      %pb12_0 = memref.load %B[%pr12, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb12_1 = memref.load %B[%pr12, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb12_2 = memref.load %B[%pr12, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb12_3 = memref.load %B[%pr12, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb12 = vector.from_elements %pb12_0, %pb12_1, %pb12_2, %pb12_3 : vector<4x{elt}>
      nvvm.griddepcontrol wait {gpt2.after_prefetch}
      %pa0 = memref.load %A[%by, %pr0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa1 = memref.load %A[%by, %pr1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa2 = memref.load %A[%by, %pr2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa3 = memref.load %A[%by, %pr3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa4 = memref.load %A[%by, %pr4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa5 = memref.load %A[%by, %pr5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa6 = memref.load %A[%by, %pr6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa7 = memref.load %A[%by, %pr7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa8 = memref.load %A[%by, %pr8] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa9 = memref.load %A[%by, %pr9] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa10 = memref.load %A[%by, %pr10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa11 = memref.load %A[%by, %pr11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa12 = memref.load %A[%by, %pr12] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %ld0 = arith.muli %S, %u0 : index
      %lk0 = arith.addi %s, %ld0 : index
      %lok0 = arith.cmpi ult, %lk0, %K : index
      %lav0 = vector.broadcast %pa0 : {elt} to vector<4x{elt}>
      %lf0 = vector.fma %lav0, %pb0, %zv : vector<4x{elt}>
      %ls0 = arith.select %lok0, %lf0, %zv : vector<4x{elt}>
      %ld1 = arith.muli %S, %u1 : index
      %lk1 = arith.addi %s, %ld1 : index
      %lok1 = arith.cmpi ult, %lk1, %K : index
      %lav1 = vector.broadcast %pa1 : {elt} to vector<4x{elt}>
      %lf1 = vector.fma %lav1, %pb1, %ls0 : vector<4x{elt}>
      %ls1 = arith.select %lok1, %lf1, %ls0 : vector<4x{elt}>
      %ld2 = arith.muli %S, %u2 : index
      %lk2 = arith.addi %s, %ld2 : index
      %lok2 = arith.cmpi ult, %lk2, %K : index
      %lav2 = vector.broadcast %pa2 : {elt} to vector<4x{elt}>
      %lf2 = vector.fma %lav2, %pb2, %ls1 : vector<4x{elt}>
      %ls2 = arith.select %lok2, %lf2, %ls1 : vector<4x{elt}>
      %ld3 = arith.muli %S, %u3 : index
      %lk3 = arith.addi %s, %ld3 : index
      %lok3 = arith.cmpi ult, %lk3, %K : index
      %lav3 = vector.broadcast %pa3 : {elt} to vector<4x{elt}>
      %lf3 = vector.fma %lav3, %pb3, %ls2 : vector<4x{elt}>
      %ls3 = arith.select %lok3, %lf3, %ls2 : vector<4x{elt}>
      %ld4 = arith.muli %S, %u4 : index
      %lk4 = arith.addi %s, %ld4 : index
      %lok4 = arith.cmpi ult, %lk4, %K : index
      %lav4 = vector.broadcast %pa4 : {elt} to vector<4x{elt}>
      %lf4 = vector.fma %lav4, %pb4, %ls3 : vector<4x{elt}>
      %ls4 = arith.select %lok4, %lf4, %ls3 : vector<4x{elt}>
      %ld5 = arith.muli %S, %u5 : index
      %lk5 = arith.addi %s, %ld5 : index
      %lok5 = arith.cmpi ult, %lk5, %K : index
      %lav5 = vector.broadcast %pa5 : {elt} to vector<4x{elt}>
      %lf5 = vector.fma %lav5, %pb5, %ls4 : vector<4x{elt}>
      %ls5 = arith.select %lok5, %lf5, %ls4 : vector<4x{elt}>
      %ld6 = arith.muli %S, %u6 : index
      %lk6 = arith.addi %s, %ld6 : index
      %lok6 = arith.cmpi ult, %lk6, %K : index
      %lav6 = vector.broadcast %pa6 : {elt} to vector<4x{elt}>
      %lf6 = vector.fma %lav6, %pb6, %ls5 : vector<4x{elt}>
      %ls6 = arith.select %lok6, %lf6, %ls5 : vector<4x{elt}>
      %ld7 = arith.muli %S, %u7 : index
      %lk7 = arith.addi %s, %ld7 : index
      %lok7 = arith.cmpi ult, %lk7, %K : index
      %lav7 = vector.broadcast %pa7 : {elt} to vector<4x{elt}>
      %lf7 = vector.fma %lav7, %pb7, %ls6 : vector<4x{elt}>
      %ls7 = arith.select %lok7, %lf7, %ls6 : vector<4x{elt}>
      %ld8 = arith.muli %S, %u8 : index
      %lk8 = arith.addi %s, %ld8 : index
      %lok8 = arith.cmpi ult, %lk8, %K : index
      %lav8 = vector.broadcast %pa8 : {elt} to vector<4x{elt}>
      %lf8 = vector.fma %lav8, %pb8, %ls7 : vector<4x{elt}>
      %ls8 = arith.select %lok8, %lf8, %ls7 : vector<4x{elt}>
      %ld9 = arith.muli %S, %u9 : index
      %lk9 = arith.addi %s, %ld9 : index
      %lok9 = arith.cmpi ult, %lk9, %K : index
      %lav9 = vector.broadcast %pa9 : {elt} to vector<4x{elt}>
      %lf9 = vector.fma %lav9, %pb9, %ls8 : vector<4x{elt}>
      %ls9 = arith.select %lok9, %lf9, %ls8 : vector<4x{elt}>
      %ld10 = arith.muli %S, %u10 : index
      %lk10 = arith.addi %s, %ld10 : index
      %lok10 = arith.cmpi ult, %lk10, %K : index
      %lav10 = vector.broadcast %pa10 : {elt} to vector<4x{elt}>
      %lf10 = vector.fma %lav10, %pb10, %ls9 : vector<4x{elt}>
      %ls10 = arith.select %lok10, %lf10, %ls9 : vector<4x{elt}>
      %ld11 = arith.muli %S, %u11 : index
      %lk11 = arith.addi %s, %ld11 : index
      %lok11 = arith.cmpi ult, %lk11, %K : index
      %lav11 = vector.broadcast %pa11 : {elt} to vector<4x{elt}>
      %lf11 = vector.fma %lav11, %pb11, %ls10 : vector<4x{elt}>
      %ls11 = arith.select %lok11, %lf11, %ls10 : vector<4x{elt}>
      %ld12 = arith.muli %S, %u12 : index
      %lk12 = arith.addi %s, %ld12 : index
      %lok12 = arith.cmpi ult, %lk12, %K : index
      %lav12 = vector.broadcast %pa12 : {elt} to vector<4x{elt}>
      %lf12 = vector.fma %lav12, %pb12, %ls11 : vector<4x{elt}>
      %ls12 = arith.select %lok12, %lf12, %ls11 : vector<4x{elt}>
      scf.yield %ls12 : vector<4x{elt}>
      }
      scf.yield %ws : vector<4x{elt}>
    } else {
      // Every cluster resident at once: 13 rows a warp in flight a trip, else 6.
      %ks = scf.if %fits -> (vector<4x{elt}>) {
      %ds = scf.if %aligned -> (vector<4x{elt}>) {
      %unroll13 = arith.constant 13 : index
      %step13 = arith.muli %S, %unroll13 : index
      %u0 = arith.constant 0 : index
      %u1 = arith.constant 1 : index
      %u2 = arith.constant 2 : index
      %u3 = arith.constant 3 : index
      %u4 = arith.constant 4 : index
      %u5 = arith.constant 5 : index
      %u6 = arith.constant 6 : index
      %u7 = arith.constant 7 : index
      %u8 = arith.constant 8 : index
      %u9 = arith.constant 9 : index
      %u10 = arith.constant 10 : index
      %u11 = arith.constant 11 : index
      %u12 = arith.constant 12 : index
      %pd0 = arith.muli %S, %u0 : index
      %pk0 = arith.addi %s, %pd0 : index
      %pok0 = arith.cmpi ult, %pk0, %K : index
      %pr0 = arith.select %pok0, %pk0, %i0 : index
      %pd1 = arith.muli %S, %u1 : index
      %pk1 = arith.addi %s, %pd1 : index
      %pok1 = arith.cmpi ult, %pk1, %K : index
      %pr1 = arith.select %pok1, %pk1, %i0 : index
      %pd2 = arith.muli %S, %u2 : index
      %pk2 = arith.addi %s, %pd2 : index
      %pok2 = arith.cmpi ult, %pk2, %K : index
      %pr2 = arith.select %pok2, %pk2, %i0 : index
      %pd3 = arith.muli %S, %u3 : index
      %pk3 = arith.addi %s, %pd3 : index
      %pok3 = arith.cmpi ult, %pk3, %K : index
      %pr3 = arith.select %pok3, %pk3, %i0 : index
      %pd4 = arith.muli %S, %u4 : index
      %pk4 = arith.addi %s, %pd4 : index
      %pok4 = arith.cmpi ult, %pk4, %K : index
      %pr4 = arith.select %pok4, %pk4, %i0 : index
      %pd5 = arith.muli %S, %u5 : index
      %pk5 = arith.addi %s, %pd5 : index
      %pok5 = arith.cmpi ult, %pk5, %K : index
      %pr5 = arith.select %pok5, %pk5, %i0 : index
      %pd6 = arith.muli %S, %u6 : index
      %pk6 = arith.addi %s, %pd6 : index
      %pok6 = arith.cmpi ult, %pk6, %K : index
      %pr6 = arith.select %pok6, %pk6, %i0 : index
      %pd7 = arith.muli %S, %u7 : index
      %pk7 = arith.addi %s, %pd7 : index
      %pok7 = arith.cmpi ult, %pk7, %K : index
      %pr7 = arith.select %pok7, %pk7, %i0 : index
      %pd8 = arith.muli %S, %u8 : index
      %pk8 = arith.addi %s, %pd8 : index
      %pok8 = arith.cmpi ult, %pk8, %K : index
      %pr8 = arith.select %pok8, %pk8, %i0 : index
      %pd9 = arith.muli %S, %u9 : index
      %pk9 = arith.addi %s, %pd9 : index
      %pok9 = arith.cmpi ult, %pk9, %K : index
      %pr9 = arith.select %pok9, %pk9, %i0 : index
      %pd10 = arith.muli %S, %u10 : index
      %pk10 = arith.addi %s, %pd10 : index
      %pok10 = arith.cmpi ult, %pk10, %K : index
      %pr10 = arith.select %pok10, %pk10, %i0 : index
      %pd11 = arith.muli %S, %u11 : index
      %pk11 = arith.addi %s, %pd11 : index
      %pok11 = arith.cmpi ult, %pk11, %K : index
      %pr11 = arith.select %pok11, %pk11, %i0 : index
      %pd12 = arith.muli %S, %u12 : index
      %pk12 = arith.addi %s, %pd12 : index
      %pok12 = arith.cmpi ult, %pk12, %K : index
      %pr12 = arith.select %pok12, %pk12, %i0 : index
      %pb0 = vector.load %B[%pr0, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb1 = vector.load %B[%pr1, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb2 = vector.load %B[%pr2, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb3 = vector.load %B[%pr3, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb4 = vector.load %B[%pr4, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb5 = vector.load %B[%pr5, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb6 = vector.load %B[%pr6, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb7 = vector.load %B[%pr7, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb8 = vector.load %B[%pr8, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb9 = vector.load %B[%pr9, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb10 = vector.load %B[%pr10, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb11 = vector.load %B[%pr11, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb12 = vector.load %B[%pr12, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      nvvm.griddepcontrol wait {gpt2.after_prefetch}
      %pa0 = memref.load %A[%by, %pr0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa1 = memref.load %A[%by, %pr1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa2 = memref.load %A[%by, %pr2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa3 = memref.load %A[%by, %pr3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa4 = memref.load %A[%by, %pr4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa5 = memref.load %A[%by, %pr5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa6 = memref.load %A[%by, %pr6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa7 = memref.load %A[%by, %pr7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa8 = memref.load %A[%by, %pr8] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa9 = memref.load %A[%by, %pr9] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa10 = memref.load %A[%by, %pr10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa11 = memref.load %A[%by, %pr11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa12 = memref.load %A[%by, %pr12] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %k1st = arith.addi %s, %step13 : index
      %r:28 = scf.for %k0 = %k1st to %K step %step13 iter_args(%acc = %zv, %kp = %s, %cb0 = %pb0, %cb1 = %pb1, %cb2 = %pb2, %cb3 = %pb3, %cb4 = %pb4, %cb5 = %pb5, %cb6 = %pb6, %cb7 = %pb7, %cb8 = %pb8, %cb9 = %pb9, %cb10 = %pb10, %cb11 = %pb11, %cb12 = %pb12, %ca0 = %pa0, %ca1 = %pa1, %ca2 = %pa2, %ca3 = %pa3, %ca4 = %pa4, %ca5 = %pa5, %ca6 = %pa6, %ca7 = %pa7, %ca8 = %pa8, %ca9 = %pa9, %ca10 = %pa10, %ca11 = %pa11, %ca12 = %pa12) -> (vector<4x{elt}>, index, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
        %nd0 = arith.muli %S, %u0 : index
        %nk0 = arith.addi %k0, %nd0 : index
        %nok0 = arith.cmpi ult, %nk0, %K : index
        %nr0 = arith.select %nok0, %nk0, %i0 : index
        %nd1 = arith.muli %S, %u1 : index
        %nk1 = arith.addi %k0, %nd1 : index
        %nok1 = arith.cmpi ult, %nk1, %K : index
        %nr1 = arith.select %nok1, %nk1, %i0 : index
        %nd2 = arith.muli %S, %u2 : index
        %nk2 = arith.addi %k0, %nd2 : index
        %nok2 = arith.cmpi ult, %nk2, %K : index
        %nr2 = arith.select %nok2, %nk2, %i0 : index
        %nd3 = arith.muli %S, %u3 : index
        %nk3 = arith.addi %k0, %nd3 : index
        %nok3 = arith.cmpi ult, %nk3, %K : index
        %nr3 = arith.select %nok3, %nk3, %i0 : index
        %nd4 = arith.muli %S, %u4 : index
        %nk4 = arith.addi %k0, %nd4 : index
        %nok4 = arith.cmpi ult, %nk4, %K : index
        %nr4 = arith.select %nok4, %nk4, %i0 : index
        %nd5 = arith.muli %S, %u5 : index
        %nk5 = arith.addi %k0, %nd5 : index
        %nok5 = arith.cmpi ult, %nk5, %K : index
        %nr5 = arith.select %nok5, %nk5, %i0 : index
        %nd6 = arith.muli %S, %u6 : index
        %nk6 = arith.addi %k0, %nd6 : index
        %nok6 = arith.cmpi ult, %nk6, %K : index
        %nr6 = arith.select %nok6, %nk6, %i0 : index
        %nd7 = arith.muli %S, %u7 : index
        %nk7 = arith.addi %k0, %nd7 : index
        %nok7 = arith.cmpi ult, %nk7, %K : index
        %nr7 = arith.select %nok7, %nk7, %i0 : index
        %nd8 = arith.muli %S, %u8 : index
        %nk8 = arith.addi %k0, %nd8 : index
        %nok8 = arith.cmpi ult, %nk8, %K : index
        %nr8 = arith.select %nok8, %nk8, %i0 : index
        %nd9 = arith.muli %S, %u9 : index
        %nk9 = arith.addi %k0, %nd9 : index
        %nok9 = arith.cmpi ult, %nk9, %K : index
        %nr9 = arith.select %nok9, %nk9, %i0 : index
        %nd10 = arith.muli %S, %u10 : index
        %nk10 = arith.addi %k0, %nd10 : index
        %nok10 = arith.cmpi ult, %nk10, %K : index
        %nr10 = arith.select %nok10, %nk10, %i0 : index
        %nd11 = arith.muli %S, %u11 : index
        %nk11 = arith.addi %k0, %nd11 : index
        %nok11 = arith.cmpi ult, %nk11, %K : index
        %nr11 = arith.select %nok11, %nk11, %i0 : index
        %nd12 = arith.muli %S, %u12 : index
        %nk12 = arith.addi %k0, %nd12 : index
        %nok12 = arith.cmpi ult, %nk12, %K : index
        %nr12 = arith.select %nok12, %nk12, %i0 : index
        %nb0 = vector.load %B[%nr0, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb1 = vector.load %B[%nr1, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb2 = vector.load %B[%nr2, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb3 = vector.load %B[%nr3, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb4 = vector.load %B[%nr4, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb5 = vector.load %B[%nr5, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb6 = vector.load %B[%nr6, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb7 = vector.load %B[%nr7, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb8 = vector.load %B[%nr8, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb9 = vector.load %B[%nr9, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb10 = vector.load %B[%nr10, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb11 = vector.load %B[%nr11, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb12 = vector.load %B[%nr12, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %na0 = memref.load %A[%by, %nr0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na1 = memref.load %A[%by, %nr1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na2 = memref.load %A[%by, %nr2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na3 = memref.load %A[%by, %nr3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na4 = memref.load %A[%by, %nr4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na5 = memref.load %A[%by, %nr5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na6 = memref.load %A[%by, %nr6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na7 = memref.load %A[%by, %nr7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na8 = memref.load %A[%by, %nr8] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na9 = memref.load %A[%by, %nr9] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na10 = memref.load %A[%by, %nr10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na11 = memref.load %A[%by, %nr11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na12 = memref.load %A[%by, %nr12] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %td0 = arith.muli %S, %u0 : index
        %tk0 = arith.addi %kp, %td0 : index
        %tok0 = arith.cmpi ult, %tk0, %K : index
        %tav0 = vector.broadcast %ca0 : {elt} to vector<4x{elt}>
        %tf0 = vector.fma %tav0, %cb0, %acc : vector<4x{elt}>
        %ts0 = arith.select %tok0, %tf0, %acc : vector<4x{elt}>
        %td1 = arith.muli %S, %u1 : index
        %tk1 = arith.addi %kp, %td1 : index
        %tok1 = arith.cmpi ult, %tk1, %K : index
        %tav1 = vector.broadcast %ca1 : {elt} to vector<4x{elt}>
        %tf1 = vector.fma %tav1, %cb1, %ts0 : vector<4x{elt}>
        %ts1 = arith.select %tok1, %tf1, %ts0 : vector<4x{elt}>
        %td2 = arith.muli %S, %u2 : index
        %tk2 = arith.addi %kp, %td2 : index
        %tok2 = arith.cmpi ult, %tk2, %K : index
        %tav2 = vector.broadcast %ca2 : {elt} to vector<4x{elt}>
        %tf2 = vector.fma %tav2, %cb2, %ts1 : vector<4x{elt}>
        %ts2 = arith.select %tok2, %tf2, %ts1 : vector<4x{elt}>
        %td3 = arith.muli %S, %u3 : index
        %tk3 = arith.addi %kp, %td3 : index
        %tok3 = arith.cmpi ult, %tk3, %K : index
        %tav3 = vector.broadcast %ca3 : {elt} to vector<4x{elt}>
        %tf3 = vector.fma %tav3, %cb3, %ts2 : vector<4x{elt}>
        %ts3 = arith.select %tok3, %tf3, %ts2 : vector<4x{elt}>
        %td4 = arith.muli %S, %u4 : index
        %tk4 = arith.addi %kp, %td4 : index
        %tok4 = arith.cmpi ult, %tk4, %K : index
        %tav4 = vector.broadcast %ca4 : {elt} to vector<4x{elt}>
        %tf4 = vector.fma %tav4, %cb4, %ts3 : vector<4x{elt}>
        %ts4 = arith.select %tok4, %tf4, %ts3 : vector<4x{elt}>
        %td5 = arith.muli %S, %u5 : index
        %tk5 = arith.addi %kp, %td5 : index
        %tok5 = arith.cmpi ult, %tk5, %K : index
        %tav5 = vector.broadcast %ca5 : {elt} to vector<4x{elt}>
        %tf5 = vector.fma %tav5, %cb5, %ts4 : vector<4x{elt}>
        %ts5 = arith.select %tok5, %tf5, %ts4 : vector<4x{elt}>
        %td6 = arith.muli %S, %u6 : index
        %tk6 = arith.addi %kp, %td6 : index
        %tok6 = arith.cmpi ult, %tk6, %K : index
        %tav6 = vector.broadcast %ca6 : {elt} to vector<4x{elt}>
        %tf6 = vector.fma %tav6, %cb6, %ts5 : vector<4x{elt}>
        %ts6 = arith.select %tok6, %tf6, %ts5 : vector<4x{elt}>
        %td7 = arith.muli %S, %u7 : index
        %tk7 = arith.addi %kp, %td7 : index
        %tok7 = arith.cmpi ult, %tk7, %K : index
        %tav7 = vector.broadcast %ca7 : {elt} to vector<4x{elt}>
        %tf7 = vector.fma %tav7, %cb7, %ts6 : vector<4x{elt}>
        %ts7 = arith.select %tok7, %tf7, %ts6 : vector<4x{elt}>
        %td8 = arith.muli %S, %u8 : index
        %tk8 = arith.addi %kp, %td8 : index
        %tok8 = arith.cmpi ult, %tk8, %K : index
        %tav8 = vector.broadcast %ca8 : {elt} to vector<4x{elt}>
        %tf8 = vector.fma %tav8, %cb8, %ts7 : vector<4x{elt}>
        %ts8 = arith.select %tok8, %tf8, %ts7 : vector<4x{elt}>
        %td9 = arith.muli %S, %u9 : index
        %tk9 = arith.addi %kp, %td9 : index
        %tok9 = arith.cmpi ult, %tk9, %K : index
        %tav9 = vector.broadcast %ca9 : {elt} to vector<4x{elt}>
        %tf9 = vector.fma %tav9, %cb9, %ts8 : vector<4x{elt}>
        %ts9 = arith.select %tok9, %tf9, %ts8 : vector<4x{elt}>
        %td10 = arith.muli %S, %u10 : index
        %tk10 = arith.addi %kp, %td10 : index
        %tok10 = arith.cmpi ult, %tk10, %K : index
        %tav10 = vector.broadcast %ca10 : {elt} to vector<4x{elt}>
        %tf10 = vector.fma %tav10, %cb10, %ts9 : vector<4x{elt}>
        %ts10 = arith.select %tok10, %tf10, %ts9 : vector<4x{elt}>
        %td11 = arith.muli %S, %u11 : index
        %tk11 = arith.addi %kp, %td11 : index
        %tok11 = arith.cmpi ult, %tk11, %K : index
        %tav11 = vector.broadcast %ca11 : {elt} to vector<4x{elt}>
        %tf11 = vector.fma %tav11, %cb11, %ts10 : vector<4x{elt}>
        %ts11 = arith.select %tok11, %tf11, %ts10 : vector<4x{elt}>
        %td12 = arith.muli %S, %u12 : index
        %tk12 = arith.addi %kp, %td12 : index
        %tok12 = arith.cmpi ult, %tk12, %K : index
        %tav12 = vector.broadcast %ca12 : {elt} to vector<4x{elt}>
        %tf12 = vector.fma %tav12, %cb12, %ts11 : vector<4x{elt}>
        %ts12 = arith.select %tok12, %tf12, %ts11 : vector<4x{elt}>
        scf.yield %ts12, %k0, %nb0, %nb1, %nb2, %nb3, %nb4, %nb5, %nb6, %nb7, %nb8, %nb9, %nb10, %nb11, %nb12, %na0, %na1, %na2, %na3, %na4, %na5, %na6, %na7, %na8, %na9, %na10, %na11, %na12 : vector<4x{elt}>, index, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
      }
      %ld0 = arith.muli %S, %u0 : index
      %lk0 = arith.addi %r#1, %ld0 : index
      %lok0 = arith.cmpi ult, %lk0, %K : index
      %lav0 = vector.broadcast %r#15 : {elt} to vector<4x{elt}>
      %lf0 = vector.fma %lav0, %r#2, %r#0 : vector<4x{elt}>
      %ls0 = arith.select %lok0, %lf0, %r#0 : vector<4x{elt}>
      %ld1 = arith.muli %S, %u1 : index
      %lk1 = arith.addi %r#1, %ld1 : index
      %lok1 = arith.cmpi ult, %lk1, %K : index
      %lav1 = vector.broadcast %r#16 : {elt} to vector<4x{elt}>
      %lf1 = vector.fma %lav1, %r#3, %ls0 : vector<4x{elt}>
      %ls1 = arith.select %lok1, %lf1, %ls0 : vector<4x{elt}>
      %ld2 = arith.muli %S, %u2 : index
      %lk2 = arith.addi %r#1, %ld2 : index
      %lok2 = arith.cmpi ult, %lk2, %K : index
      %lav2 = vector.broadcast %r#17 : {elt} to vector<4x{elt}>
      %lf2 = vector.fma %lav2, %r#4, %ls1 : vector<4x{elt}>
      %ls2 = arith.select %lok2, %lf2, %ls1 : vector<4x{elt}>
      %ld3 = arith.muli %S, %u3 : index
      %lk3 = arith.addi %r#1, %ld3 : index
      %lok3 = arith.cmpi ult, %lk3, %K : index
      %lav3 = vector.broadcast %r#18 : {elt} to vector<4x{elt}>
      %lf3 = vector.fma %lav3, %r#5, %ls2 : vector<4x{elt}>
      %ls3 = arith.select %lok3, %lf3, %ls2 : vector<4x{elt}>
      %ld4 = arith.muli %S, %u4 : index
      %lk4 = arith.addi %r#1, %ld4 : index
      %lok4 = arith.cmpi ult, %lk4, %K : index
      %lav4 = vector.broadcast %r#19 : {elt} to vector<4x{elt}>
      %lf4 = vector.fma %lav4, %r#6, %ls3 : vector<4x{elt}>
      %ls4 = arith.select %lok4, %lf4, %ls3 : vector<4x{elt}>
      %ld5 = arith.muli %S, %u5 : index
      %lk5 = arith.addi %r#1, %ld5 : index
      %lok5 = arith.cmpi ult, %lk5, %K : index
      %lav5 = vector.broadcast %r#20 : {elt} to vector<4x{elt}>
      %lf5 = vector.fma %lav5, %r#7, %ls4 : vector<4x{elt}>
      %ls5 = arith.select %lok5, %lf5, %ls4 : vector<4x{elt}>
      %ld6 = arith.muli %S, %u6 : index
      %lk6 = arith.addi %r#1, %ld6 : index
      %lok6 = arith.cmpi ult, %lk6, %K : index
      %lav6 = vector.broadcast %r#21 : {elt} to vector<4x{elt}>
      %lf6 = vector.fma %lav6, %r#8, %ls5 : vector<4x{elt}>
      %ls6 = arith.select %lok6, %lf6, %ls5 : vector<4x{elt}>
      %ld7 = arith.muli %S, %u7 : index
      %lk7 = arith.addi %r#1, %ld7 : index
      %lok7 = arith.cmpi ult, %lk7, %K : index
      %lav7 = vector.broadcast %r#22 : {elt} to vector<4x{elt}>
      %lf7 = vector.fma %lav7, %r#9, %ls6 : vector<4x{elt}>
      %ls7 = arith.select %lok7, %lf7, %ls6 : vector<4x{elt}>
      %ld8 = arith.muli %S, %u8 : index
      %lk8 = arith.addi %r#1, %ld8 : index
      %lok8 = arith.cmpi ult, %lk8, %K : index
      %lav8 = vector.broadcast %r#23 : {elt} to vector<4x{elt}>
      %lf8 = vector.fma %lav8, %r#10, %ls7 : vector<4x{elt}>
      %ls8 = arith.select %lok8, %lf8, %ls7 : vector<4x{elt}>
      %ld9 = arith.muli %S, %u9 : index
      %lk9 = arith.addi %r#1, %ld9 : index
      %lok9 = arith.cmpi ult, %lk9, %K : index
      %lav9 = vector.broadcast %r#24 : {elt} to vector<4x{elt}>
      %lf9 = vector.fma %lav9, %r#11, %ls8 : vector<4x{elt}>
      %ls9 = arith.select %lok9, %lf9, %ls8 : vector<4x{elt}>
      %ld10 = arith.muli %S, %u10 : index
      %lk10 = arith.addi %r#1, %ld10 : index
      %lok10 = arith.cmpi ult, %lk10, %K : index
      %lav10 = vector.broadcast %r#25 : {elt} to vector<4x{elt}>
      %lf10 = vector.fma %lav10, %r#12, %ls9 : vector<4x{elt}>
      %ls10 = arith.select %lok10, %lf10, %ls9 : vector<4x{elt}>
      %ld11 = arith.muli %S, %u11 : index
      %lk11 = arith.addi %r#1, %ld11 : index
      %lok11 = arith.cmpi ult, %lk11, %K : index
      %lav11 = vector.broadcast %r#26 : {elt} to vector<4x{elt}>
      %lf11 = vector.fma %lav11, %r#13, %ls10 : vector<4x{elt}>
      %ls11 = arith.select %lok11, %lf11, %ls10 : vector<4x{elt}>
      %ld12 = arith.muli %S, %u12 : index
      %lk12 = arith.addi %r#1, %ld12 : index
      %lok12 = arith.cmpi ult, %lk12, %K : index
      %lav12 = vector.broadcast %r#27 : {elt} to vector<4x{elt}>
      %lf12 = vector.fma %lav12, %r#14, %ls11 : vector<4x{elt}>
      %ls12 = arith.select %lok12, %lf12, %ls11 : vector<4x{elt}>
      scf.yield %ls12 : vector<4x{elt}>
      } else {
      %unroll13 = arith.constant 13 : index
      %step13 = arith.muli %S, %unroll13 : index
      %u0 = arith.constant 0 : index
      %u1 = arith.constant 1 : index
      %u2 = arith.constant 2 : index
      %u3 = arith.constant 3 : index
      %u4 = arith.constant 4 : index
      %u5 = arith.constant 5 : index
      %u6 = arith.constant 6 : index
      %u7 = arith.constant 7 : index
      %u8 = arith.constant 8 : index
      %u9 = arith.constant 9 : index
      %u10 = arith.constant 10 : index
      %u11 = arith.constant 11 : index
      %u12 = arith.constant 12 : index
      %pd0 = arith.muli %S, %u0 : index
      %pk0 = arith.addi %s, %pd0 : index
      %pok0 = arith.cmpi ult, %pk0, %K : index
      %pr0 = arith.select %pok0, %pk0, %i0 : index
      %pd1 = arith.muli %S, %u1 : index
      %pk1 = arith.addi %s, %pd1 : index
      %pok1 = arith.cmpi ult, %pk1, %K : index
      %pr1 = arith.select %pok1, %pk1, %i0 : index
      %pd2 = arith.muli %S, %u2 : index
      %pk2 = arith.addi %s, %pd2 : index
      %pok2 = arith.cmpi ult, %pk2, %K : index
      %pr2 = arith.select %pok2, %pk2, %i0 : index
      %pd3 = arith.muli %S, %u3 : index
      %pk3 = arith.addi %s, %pd3 : index
      %pok3 = arith.cmpi ult, %pk3, %K : index
      %pr3 = arith.select %pok3, %pk3, %i0 : index
      %pd4 = arith.muli %S, %u4 : index
      %pk4 = arith.addi %s, %pd4 : index
      %pok4 = arith.cmpi ult, %pk4, %K : index
      %pr4 = arith.select %pok4, %pk4, %i0 : index
      %pd5 = arith.muli %S, %u5 : index
      %pk5 = arith.addi %s, %pd5 : index
      %pok5 = arith.cmpi ult, %pk5, %K : index
      %pr5 = arith.select %pok5, %pk5, %i0 : index
      %pd6 = arith.muli %S, %u6 : index
      %pk6 = arith.addi %s, %pd6 : index
      %pok6 = arith.cmpi ult, %pk6, %K : index
      %pr6 = arith.select %pok6, %pk6, %i0 : index
      %pd7 = arith.muli %S, %u7 : index
      %pk7 = arith.addi %s, %pd7 : index
      %pok7 = arith.cmpi ult, %pk7, %K : index
      %pr7 = arith.select %pok7, %pk7, %i0 : index
      %pd8 = arith.muli %S, %u8 : index
      %pk8 = arith.addi %s, %pd8 : index
      %pok8 = arith.cmpi ult, %pk8, %K : index
      %pr8 = arith.select %pok8, %pk8, %i0 : index
      %pd9 = arith.muli %S, %u9 : index
      %pk9 = arith.addi %s, %pd9 : index
      %pok9 = arith.cmpi ult, %pk9, %K : index
      %pr9 = arith.select %pok9, %pk9, %i0 : index
      %pd10 = arith.muli %S, %u10 : index
      %pk10 = arith.addi %s, %pd10 : index
      %pok10 = arith.cmpi ult, %pk10, %K : index
      %pr10 = arith.select %pok10, %pk10, %i0 : index
      %pd11 = arith.muli %S, %u11 : index
      %pk11 = arith.addi %s, %pd11 : index
      %pok11 = arith.cmpi ult, %pk11, %K : index
      %pr11 = arith.select %pok11, %pk11, %i0 : index
      %pd12 = arith.muli %S, %u12 : index
      %pk12 = arith.addi %s, %pd12 : index
      %pok12 = arith.cmpi ult, %pk12, %K : index
      %pr12 = arith.select %pok12, %pk12, %i0 : index
      %pb0_0 = memref.load %B[%pr0, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0_1 = memref.load %B[%pr0, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0_2 = memref.load %B[%pr0, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0_3 = memref.load %B[%pr0, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0 = vector.from_elements %pb0_0, %pb0_1, %pb0_2, %pb0_3 : vector<4x{elt}>
      %pb1_0 = memref.load %B[%pr1, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1_1 = memref.load %B[%pr1, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1_2 = memref.load %B[%pr1, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1_3 = memref.load %B[%pr1, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1 = vector.from_elements %pb1_0, %pb1_1, %pb1_2, %pb1_3 : vector<4x{elt}>
      %pb2_0 = memref.load %B[%pr2, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2_1 = memref.load %B[%pr2, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2_2 = memref.load %B[%pr2, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2_3 = memref.load %B[%pr2, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2 = vector.from_elements %pb2_0, %pb2_1, %pb2_2, %pb2_3 : vector<4x{elt}>
      %pb3_0 = memref.load %B[%pr3, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3_1 = memref.load %B[%pr3, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3_2 = memref.load %B[%pr3, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3_3 = memref.load %B[%pr3, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3 = vector.from_elements %pb3_0, %pb3_1, %pb3_2, %pb3_3 : vector<4x{elt}>
      %pb4_0 = memref.load %B[%pr4, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4_1 = memref.load %B[%pr4, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4_2 = memref.load %B[%pr4, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4_3 = memref.load %B[%pr4, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4 = vector.from_elements %pb4_0, %pb4_1, %pb4_2, %pb4_3 : vector<4x{elt}>
      %pb5_0 = memref.load %B[%pr5, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5_1 = memref.load %B[%pr5, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5_2 = memref.load %B[%pr5, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5_3 = memref.load %B[%pr5, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5 = vector.from_elements %pb5_0, %pb5_1, %pb5_2, %pb5_3 : vector<4x{elt}>
      %pb6_0 = memref.load %B[%pr6, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb6_1 = memref.load %B[%pr6, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb6_2 = memref.load %B[%pr6, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb6_3 = memref.load %B[%pr6, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb6 = vector.from_elements %pb6_0, %pb6_1, %pb6_2, %pb6_3 : vector<4x{elt}>
      %pb7_0 = memref.load %B[%pr7, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb7_1 = memref.load %B[%pr7, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb7_2 = memref.load %B[%pr7, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb7_3 = memref.load %B[%pr7, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb7 = vector.from_elements %pb7_0, %pb7_1, %pb7_2, %pb7_3 : vector<4x{elt}>
      %pb8_0 = memref.load %B[%pr8, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb8_1 = memref.load %B[%pr8, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb8_2 = memref.load %B[%pr8, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb8_3 = memref.load %B[%pr8, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb8 = vector.from_elements %pb8_0, %pb8_1, %pb8_2, %pb8_3 : vector<4x{elt}>
      %pb9_0 = memref.load %B[%pr9, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb9_1 = memref.load %B[%pr9, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb9_2 = memref.load %B[%pr9, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb9_3 = memref.load %B[%pr9, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb9 = vector.from_elements %pb9_0, %pb9_1, %pb9_2, %pb9_3 : vector<4x{elt}>
      %pb10_0 = memref.load %B[%pr10, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb10_1 = memref.load %B[%pr10, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb10_2 = memref.load %B[%pr10, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb10_3 = memref.load %B[%pr10, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb10 = vector.from_elements %pb10_0, %pb10_1, %pb10_2, %pb10_3 : vector<4x{elt}>
      %pb11_0 = memref.load %B[%pr11, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb11_1 = memref.load %B[%pr11, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb11_2 = memref.load %B[%pr11, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb11_3 = memref.load %B[%pr11, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb11 = vector.from_elements %pb11_0, %pb11_1, %pb11_2, %pb11_3 : vector<4x{elt}>
      %pb12_0 = memref.load %B[%pr12, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb12_1 = memref.load %B[%pr12, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb12_2 = memref.load %B[%pr12, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb12_3 = memref.load %B[%pr12, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb12 = vector.from_elements %pb12_0, %pb12_1, %pb12_2, %pb12_3 : vector<4x{elt}>
      nvvm.griddepcontrol wait {gpt2.after_prefetch}
      %pa0 = memref.load %A[%by, %pr0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa1 = memref.load %A[%by, %pr1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa2 = memref.load %A[%by, %pr2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa3 = memref.load %A[%by, %pr3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa4 = memref.load %A[%by, %pr4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa5 = memref.load %A[%by, %pr5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa6 = memref.load %A[%by, %pr6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa7 = memref.load %A[%by, %pr7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa8 = memref.load %A[%by, %pr8] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa9 = memref.load %A[%by, %pr9] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa10 = memref.load %A[%by, %pr10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa11 = memref.load %A[%by, %pr11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa12 = memref.load %A[%by, %pr12] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %k1st = arith.addi %s, %step13 : index
      %r:28 = scf.for %k0 = %k1st to %K step %step13 iter_args(%acc = %zv, %kp = %s, %cb0 = %pb0, %cb1 = %pb1, %cb2 = %pb2, %cb3 = %pb3, %cb4 = %pb4, %cb5 = %pb5, %cb6 = %pb6, %cb7 = %pb7, %cb8 = %pb8, %cb9 = %pb9, %cb10 = %pb10, %cb11 = %pb11, %cb12 = %pb12, %ca0 = %pa0, %ca1 = %pa1, %ca2 = %pa2, %ca3 = %pa3, %ca4 = %pa4, %ca5 = %pa5, %ca6 = %pa6, %ca7 = %pa7, %ca8 = %pa8, %ca9 = %pa9, %ca10 = %pa10, %ca11 = %pa11, %ca12 = %pa12) -> (vector<4x{elt}>, index, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
        %nd0 = arith.muli %S, %u0 : index
        %nk0 = arith.addi %k0, %nd0 : index
        %nok0 = arith.cmpi ult, %nk0, %K : index
        %nr0 = arith.select %nok0, %nk0, %i0 : index
        %nd1 = arith.muli %S, %u1 : index
        %nk1 = arith.addi %k0, %nd1 : index
        %nok1 = arith.cmpi ult, %nk1, %K : index
        %nr1 = arith.select %nok1, %nk1, %i0 : index
        %nd2 = arith.muli %S, %u2 : index
        %nk2 = arith.addi %k0, %nd2 : index
        %nok2 = arith.cmpi ult, %nk2, %K : index
        %nr2 = arith.select %nok2, %nk2, %i0 : index
        %nd3 = arith.muli %S, %u3 : index
        %nk3 = arith.addi %k0, %nd3 : index
        %nok3 = arith.cmpi ult, %nk3, %K : index
        %nr3 = arith.select %nok3, %nk3, %i0 : index
        %nd4 = arith.muli %S, %u4 : index
        %nk4 = arith.addi %k0, %nd4 : index
        %nok4 = arith.cmpi ult, %nk4, %K : index
        %nr4 = arith.select %nok4, %nk4, %i0 : index
        %nd5 = arith.muli %S, %u5 : index
        %nk5 = arith.addi %k0, %nd5 : index
        %nok5 = arith.cmpi ult, %nk5, %K : index
        %nr5 = arith.select %nok5, %nk5, %i0 : index
        %nd6 = arith.muli %S, %u6 : index
        %nk6 = arith.addi %k0, %nd6 : index
        %nok6 = arith.cmpi ult, %nk6, %K : index
        %nr6 = arith.select %nok6, %nk6, %i0 : index
        %nd7 = arith.muli %S, %u7 : index
        %nk7 = arith.addi %k0, %nd7 : index
        %nok7 = arith.cmpi ult, %nk7, %K : index
        %nr7 = arith.select %nok7, %nk7, %i0 : index
        %nd8 = arith.muli %S, %u8 : index
        %nk8 = arith.addi %k0, %nd8 : index
        %nok8 = arith.cmpi ult, %nk8, %K : index
        %nr8 = arith.select %nok8, %nk8, %i0 : index
        %nd9 = arith.muli %S, %u9 : index
        %nk9 = arith.addi %k0, %nd9 : index
        %nok9 = arith.cmpi ult, %nk9, %K : index
        %nr9 = arith.select %nok9, %nk9, %i0 : index
        %nd10 = arith.muli %S, %u10 : index
        %nk10 = arith.addi %k0, %nd10 : index
        %nok10 = arith.cmpi ult, %nk10, %K : index
        %nr10 = arith.select %nok10, %nk10, %i0 : index
        %nd11 = arith.muli %S, %u11 : index
        %nk11 = arith.addi %k0, %nd11 : index
        %nok11 = arith.cmpi ult, %nk11, %K : index
        %nr11 = arith.select %nok11, %nk11, %i0 : index
        %nd12 = arith.muli %S, %u12 : index
        %nk12 = arith.addi %k0, %nd12 : index
        %nok12 = arith.cmpi ult, %nk12, %K : index
        %nr12 = arith.select %nok12, %nk12, %i0 : index
        %nb0_0 = memref.load %B[%nr0, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb0_1 = memref.load %B[%nr0, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb0_2 = memref.load %B[%nr0, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb0_3 = memref.load %B[%nr0, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb0 = vector.from_elements %nb0_0, %nb0_1, %nb0_2, %nb0_3 : vector<4x{elt}>
        %nb1_0 = memref.load %B[%nr1, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb1_1 = memref.load %B[%nr1, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb1_2 = memref.load %B[%nr1, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb1_3 = memref.load %B[%nr1, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb1 = vector.from_elements %nb1_0, %nb1_1, %nb1_2, %nb1_3 : vector<4x{elt}>
        %nb2_0 = memref.load %B[%nr2, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb2_1 = memref.load %B[%nr2, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb2_2 = memref.load %B[%nr2, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb2_3 = memref.load %B[%nr2, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb2 = vector.from_elements %nb2_0, %nb2_1, %nb2_2, %nb2_3 : vector<4x{elt}>
        %nb3_0 = memref.load %B[%nr3, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb3_1 = memref.load %B[%nr3, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb3_2 = memref.load %B[%nr3, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb3_3 = memref.load %B[%nr3, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb3 = vector.from_elements %nb3_0, %nb3_1, %nb3_2, %nb3_3 : vector<4x{elt}>
        %nb4_0 = memref.load %B[%nr4, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb4_1 = memref.load %B[%nr4, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb4_2 = memref.load %B[%nr4, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb4_3 = memref.load %B[%nr4, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb4 = vector.from_elements %nb4_0, %nb4_1, %nb4_2, %nb4_3 : vector<4x{elt}>
        %nb5_0 = memref.load %B[%nr5, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb5_1 = memref.load %B[%nr5, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb5_2 = memref.load %B[%nr5, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb5_3 = memref.load %B[%nr5, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb5 = vector.from_elements %nb5_0, %nb5_1, %nb5_2, %nb5_3 : vector<4x{elt}>
        %nb6_0 = memref.load %B[%nr6, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb6_1 = memref.load %B[%nr6, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb6_2 = memref.load %B[%nr6, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb6_3 = memref.load %B[%nr6, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb6 = vector.from_elements %nb6_0, %nb6_1, %nb6_2, %nb6_3 : vector<4x{elt}>
        %nb7_0 = memref.load %B[%nr7, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb7_1 = memref.load %B[%nr7, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb7_2 = memref.load %B[%nr7, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb7_3 = memref.load %B[%nr7, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb7 = vector.from_elements %nb7_0, %nb7_1, %nb7_2, %nb7_3 : vector<4x{elt}>
        %nb8_0 = memref.load %B[%nr8, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb8_1 = memref.load %B[%nr8, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb8_2 = memref.load %B[%nr8, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb8_3 = memref.load %B[%nr8, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb8 = vector.from_elements %nb8_0, %nb8_1, %nb8_2, %nb8_3 : vector<4x{elt}>
        %nb9_0 = memref.load %B[%nr9, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb9_1 = memref.load %B[%nr9, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb9_2 = memref.load %B[%nr9, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb9_3 = memref.load %B[%nr9, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb9 = vector.from_elements %nb9_0, %nb9_1, %nb9_2, %nb9_3 : vector<4x{elt}>
        %nb10_0 = memref.load %B[%nr10, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb10_1 = memref.load %B[%nr10, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb10_2 = memref.load %B[%nr10, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb10_3 = memref.load %B[%nr10, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb10 = vector.from_elements %nb10_0, %nb10_1, %nb10_2, %nb10_3 : vector<4x{elt}>
        %nb11_0 = memref.load %B[%nr11, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb11_1 = memref.load %B[%nr11, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb11_2 = memref.load %B[%nr11, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb11_3 = memref.load %B[%nr11, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb11 = vector.from_elements %nb11_0, %nb11_1, %nb11_2, %nb11_3 : vector<4x{elt}>
        %nb12_0 = memref.load %B[%nr12, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb12_1 = memref.load %B[%nr12, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb12_2 = memref.load %B[%nr12, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb12_3 = memref.load %B[%nr12, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb12 = vector.from_elements %nb12_0, %nb12_1, %nb12_2, %nb12_3 : vector<4x{elt}>
        %na0 = memref.load %A[%by, %nr0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na1 = memref.load %A[%by, %nr1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na2 = memref.load %A[%by, %nr2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na3 = memref.load %A[%by, %nr3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na4 = memref.load %A[%by, %nr4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na5 = memref.load %A[%by, %nr5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na6 = memref.load %A[%by, %nr6] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na7 = memref.load %A[%by, %nr7] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na8 = memref.load %A[%by, %nr8] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na9 = memref.load %A[%by, %nr9] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na10 = memref.load %A[%by, %nr10] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na11 = memref.load %A[%by, %nr11] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na12 = memref.load %A[%by, %nr12] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %td0 = arith.muli %S, %u0 : index
        %tk0 = arith.addi %kp, %td0 : index
        %tok0 = arith.cmpi ult, %tk0, %K : index
        %tav0 = vector.broadcast %ca0 : {elt} to vector<4x{elt}>
        %tf0 = vector.fma %tav0, %cb0, %acc : vector<4x{elt}>
        %ts0 = arith.select %tok0, %tf0, %acc : vector<4x{elt}>
        %td1 = arith.muli %S, %u1 : index
        %tk1 = arith.addi %kp, %td1 : index
        %tok1 = arith.cmpi ult, %tk1, %K : index
        %tav1 = vector.broadcast %ca1 : {elt} to vector<4x{elt}>
        %tf1 = vector.fma %tav1, %cb1, %ts0 : vector<4x{elt}>
        %ts1 = arith.select %tok1, %tf1, %ts0 : vector<4x{elt}>
        %td2 = arith.muli %S, %u2 : index
        %tk2 = arith.addi %kp, %td2 : index
        %tok2 = arith.cmpi ult, %tk2, %K : index
        %tav2 = vector.broadcast %ca2 : {elt} to vector<4x{elt}>
        %tf2 = vector.fma %tav2, %cb2, %ts1 : vector<4x{elt}>
        %ts2 = arith.select %tok2, %tf2, %ts1 : vector<4x{elt}>
        %td3 = arith.muli %S, %u3 : index
        %tk3 = arith.addi %kp, %td3 : index
        %tok3 = arith.cmpi ult, %tk3, %K : index
        %tav3 = vector.broadcast %ca3 : {elt} to vector<4x{elt}>
        %tf3 = vector.fma %tav3, %cb3, %ts2 : vector<4x{elt}>
        %ts3 = arith.select %tok3, %tf3, %ts2 : vector<4x{elt}>
        %td4 = arith.muli %S, %u4 : index
        %tk4 = arith.addi %kp, %td4 : index
        %tok4 = arith.cmpi ult, %tk4, %K : index
        %tav4 = vector.broadcast %ca4 : {elt} to vector<4x{elt}>
        %tf4 = vector.fma %tav4, %cb4, %ts3 : vector<4x{elt}>
        %ts4 = arith.select %tok4, %tf4, %ts3 : vector<4x{elt}>
        %td5 = arith.muli %S, %u5 : index
        %tk5 = arith.addi %kp, %td5 : index
        %tok5 = arith.cmpi ult, %tk5, %K : index
        %tav5 = vector.broadcast %ca5 : {elt} to vector<4x{elt}>
        %tf5 = vector.fma %tav5, %cb5, %ts4 : vector<4x{elt}>
        %ts5 = arith.select %tok5, %tf5, %ts4 : vector<4x{elt}>
        %td6 = arith.muli %S, %u6 : index
        %tk6 = arith.addi %kp, %td6 : index
        %tok6 = arith.cmpi ult, %tk6, %K : index
        %tav6 = vector.broadcast %ca6 : {elt} to vector<4x{elt}>
        %tf6 = vector.fma %tav6, %cb6, %ts5 : vector<4x{elt}>
        %ts6 = arith.select %tok6, %tf6, %ts5 : vector<4x{elt}>
        %td7 = arith.muli %S, %u7 : index
        %tk7 = arith.addi %kp, %td7 : index
        %tok7 = arith.cmpi ult, %tk7, %K : index
        %tav7 = vector.broadcast %ca7 : {elt} to vector<4x{elt}>
        %tf7 = vector.fma %tav7, %cb7, %ts6 : vector<4x{elt}>
        %ts7 = arith.select %tok7, %tf7, %ts6 : vector<4x{elt}>
        %td8 = arith.muli %S, %u8 : index
        %tk8 = arith.addi %kp, %td8 : index
        %tok8 = arith.cmpi ult, %tk8, %K : index
        %tav8 = vector.broadcast %ca8 : {elt} to vector<4x{elt}>
        %tf8 = vector.fma %tav8, %cb8, %ts7 : vector<4x{elt}>
        %ts8 = arith.select %tok8, %tf8, %ts7 : vector<4x{elt}>
        %td9 = arith.muli %S, %u9 : index
        %tk9 = arith.addi %kp, %td9 : index
        %tok9 = arith.cmpi ult, %tk9, %K : index
        %tav9 = vector.broadcast %ca9 : {elt} to vector<4x{elt}>
        %tf9 = vector.fma %tav9, %cb9, %ts8 : vector<4x{elt}>
        %ts9 = arith.select %tok9, %tf9, %ts8 : vector<4x{elt}>
        %td10 = arith.muli %S, %u10 : index
        %tk10 = arith.addi %kp, %td10 : index
        %tok10 = arith.cmpi ult, %tk10, %K : index
        %tav10 = vector.broadcast %ca10 : {elt} to vector<4x{elt}>
        %tf10 = vector.fma %tav10, %cb10, %ts9 : vector<4x{elt}>
        %ts10 = arith.select %tok10, %tf10, %ts9 : vector<4x{elt}>
        %td11 = arith.muli %S, %u11 : index
        %tk11 = arith.addi %kp, %td11 : index
        %tok11 = arith.cmpi ult, %tk11, %K : index
        %tav11 = vector.broadcast %ca11 : {elt} to vector<4x{elt}>
        %tf11 = vector.fma %tav11, %cb11, %ts10 : vector<4x{elt}>
        %ts11 = arith.select %tok11, %tf11, %ts10 : vector<4x{elt}>
        %td12 = arith.muli %S, %u12 : index
        %tk12 = arith.addi %kp, %td12 : index
        %tok12 = arith.cmpi ult, %tk12, %K : index
        %tav12 = vector.broadcast %ca12 : {elt} to vector<4x{elt}>
        %tf12 = vector.fma %tav12, %cb12, %ts11 : vector<4x{elt}>
        %ts12 = arith.select %tok12, %tf12, %ts11 : vector<4x{elt}>
        scf.yield %ts12, %k0, %nb0, %nb1, %nb2, %nb3, %nb4, %nb5, %nb6, %nb7, %nb8, %nb9, %nb10, %nb11, %nb12, %na0, %na1, %na2, %na3, %na4, %na5, %na6, %na7, %na8, %na9, %na10, %na11, %na12 : vector<4x{elt}>, index, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
      }
      %ld0 = arith.muli %S, %u0 : index
      %lk0 = arith.addi %r#1, %ld0 : index
      %lok0 = arith.cmpi ult, %lk0, %K : index
      %lav0 = vector.broadcast %r#15 : {elt} to vector<4x{elt}>
      %lf0 = vector.fma %lav0, %r#2, %r#0 : vector<4x{elt}>
      %ls0 = arith.select %lok0, %lf0, %r#0 : vector<4x{elt}>
      %ld1 = arith.muli %S, %u1 : index
      %lk1 = arith.addi %r#1, %ld1 : index
      %lok1 = arith.cmpi ult, %lk1, %K : index
      %lav1 = vector.broadcast %r#16 : {elt} to vector<4x{elt}>
      %lf1 = vector.fma %lav1, %r#3, %ls0 : vector<4x{elt}>
      %ls1 = arith.select %lok1, %lf1, %ls0 : vector<4x{elt}>
      %ld2 = arith.muli %S, %u2 : index
      %lk2 = arith.addi %r#1, %ld2 : index
      %lok2 = arith.cmpi ult, %lk2, %K : index
      %lav2 = vector.broadcast %r#17 : {elt} to vector<4x{elt}>
      %lf2 = vector.fma %lav2, %r#4, %ls1 : vector<4x{elt}>
      %ls2 = arith.select %lok2, %lf2, %ls1 : vector<4x{elt}>
      %ld3 = arith.muli %S, %u3 : index
      %lk3 = arith.addi %r#1, %ld3 : index
      %lok3 = arith.cmpi ult, %lk3, %K : index
      %lav3 = vector.broadcast %r#18 : {elt} to vector<4x{elt}>
      %lf3 = vector.fma %lav3, %r#5, %ls2 : vector<4x{elt}>
      %ls3 = arith.select %lok3, %lf3, %ls2 : vector<4x{elt}>
      %ld4 = arith.muli %S, %u4 : index
      %lk4 = arith.addi %r#1, %ld4 : index
      %lok4 = arith.cmpi ult, %lk4, %K : index
      %lav4 = vector.broadcast %r#19 : {elt} to vector<4x{elt}>
      %lf4 = vector.fma %lav4, %r#6, %ls3 : vector<4x{elt}>
      %ls4 = arith.select %lok4, %lf4, %ls3 : vector<4x{elt}>
      %ld5 = arith.muli %S, %u5 : index
      %lk5 = arith.addi %r#1, %ld5 : index
      %lok5 = arith.cmpi ult, %lk5, %K : index
      %lav5 = vector.broadcast %r#20 : {elt} to vector<4x{elt}>
      %lf5 = vector.fma %lav5, %r#7, %ls4 : vector<4x{elt}>
      %ls5 = arith.select %lok5, %lf5, %ls4 : vector<4x{elt}>
      %ld6 = arith.muli %S, %u6 : index
      %lk6 = arith.addi %r#1, %ld6 : index
      %lok6 = arith.cmpi ult, %lk6, %K : index
      %lav6 = vector.broadcast %r#21 : {elt} to vector<4x{elt}>
      %lf6 = vector.fma %lav6, %r#8, %ls5 : vector<4x{elt}>
      %ls6 = arith.select %lok6, %lf6, %ls5 : vector<4x{elt}>
      %ld7 = arith.muli %S, %u7 : index
      %lk7 = arith.addi %r#1, %ld7 : index
      %lok7 = arith.cmpi ult, %lk7, %K : index
      %lav7 = vector.broadcast %r#22 : {elt} to vector<4x{elt}>
      %lf7 = vector.fma %lav7, %r#9, %ls6 : vector<4x{elt}>
      %ls7 = arith.select %lok7, %lf7, %ls6 : vector<4x{elt}>
      %ld8 = arith.muli %S, %u8 : index
      %lk8 = arith.addi %r#1, %ld8 : index
      %lok8 = arith.cmpi ult, %lk8, %K : index
      %lav8 = vector.broadcast %r#23 : {elt} to vector<4x{elt}>
      %lf8 = vector.fma %lav8, %r#10, %ls7 : vector<4x{elt}>
      %ls8 = arith.select %lok8, %lf8, %ls7 : vector<4x{elt}>
      %ld9 = arith.muli %S, %u9 : index
      %lk9 = arith.addi %r#1, %ld9 : index
      %lok9 = arith.cmpi ult, %lk9, %K : index
      %lav9 = vector.broadcast %r#24 : {elt} to vector<4x{elt}>
      %lf9 = vector.fma %lav9, %r#11, %ls8 : vector<4x{elt}>
      %ls9 = arith.select %lok9, %lf9, %ls8 : vector<4x{elt}>
      %ld10 = arith.muli %S, %u10 : index
      %lk10 = arith.addi %r#1, %ld10 : index
      %lok10 = arith.cmpi ult, %lk10, %K : index
      %lav10 = vector.broadcast %r#25 : {elt} to vector<4x{elt}>
      %lf10 = vector.fma %lav10, %r#12, %ls9 : vector<4x{elt}>
      %ls10 = arith.select %lok10, %lf10, %ls9 : vector<4x{elt}>
      %ld11 = arith.muli %S, %u11 : index
      %lk11 = arith.addi %r#1, %ld11 : index
      %lok11 = arith.cmpi ult, %lk11, %K : index
      %lav11 = vector.broadcast %r#26 : {elt} to vector<4x{elt}>
      %lf11 = vector.fma %lav11, %r#13, %ls10 : vector<4x{elt}>
      %ls11 = arith.select %lok11, %lf11, %ls10 : vector<4x{elt}>
      %ld12 = arith.muli %S, %u12 : index
      %lk12 = arith.addi %r#1, %ld12 : index
      %lok12 = arith.cmpi ult, %lk12, %K : index
      %lav12 = vector.broadcast %r#27 : {elt} to vector<4x{elt}>
      %lf12 = vector.fma %lav12, %r#14, %ls11 : vector<4x{elt}>
      %ls12 = arith.select %lok12, %lf12, %ls11 : vector<4x{elt}>
      scf.yield %ls12 : vector<4x{elt}>
      }
      scf.yield %ds : vector<4x{elt}>
      } else {
      %ns = scf.if %aligned -> (vector<4x{elt}>) {
      %u0 = arith.constant 0 : index
      %u1 = arith.constant 1 : index
      %u2 = arith.constant 2 : index
      %u3 = arith.constant 3 : index
      %u4 = arith.constant 4 : index
      %u5 = arith.constant 5 : index
      %pd0 = arith.muli %S, %u0 : index
      %pk0 = arith.addi %s, %pd0 : index
      %pok0 = arith.cmpi ult, %pk0, %K : index
      %pr0 = arith.select %pok0, %pk0, %i0 : index
      %pd1 = arith.muli %S, %u1 : index
      %pk1 = arith.addi %s, %pd1 : index
      %pok1 = arith.cmpi ult, %pk1, %K : index
      %pr1 = arith.select %pok1, %pk1, %i0 : index
      %pd2 = arith.muli %S, %u2 : index
      %pk2 = arith.addi %s, %pd2 : index
      %pok2 = arith.cmpi ult, %pk2, %K : index
      %pr2 = arith.select %pok2, %pk2, %i0 : index
      %pd3 = arith.muli %S, %u3 : index
      %pk3 = arith.addi %s, %pd3 : index
      %pok3 = arith.cmpi ult, %pk3, %K : index
      %pr3 = arith.select %pok3, %pk3, %i0 : index
      %pd4 = arith.muli %S, %u4 : index
      %pk4 = arith.addi %s, %pd4 : index
      %pok4 = arith.cmpi ult, %pk4, %K : index
      %pr4 = arith.select %pok4, %pk4, %i0 : index
      %pd5 = arith.muli %S, %u5 : index
      %pk5 = arith.addi %s, %pd5 : index
      %pok5 = arith.cmpi ult, %pk5, %K : index
      %pr5 = arith.select %pok5, %pk5, %i0 : index
      %pb0 = vector.load %B[%pr0, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb1 = vector.load %B[%pr1, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb2 = vector.load %B[%pr2, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb3 = vector.load %B[%pr3, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb4 = vector.load %B[%pr4, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      %pb5 = vector.load %B[%pr5, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
      nvvm.griddepcontrol wait {gpt2.after_prefetch}
      %pa0 = memref.load %A[%by, %pr0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa1 = memref.load %A[%by, %pr1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa2 = memref.load %A[%by, %pr2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa3 = memref.load %A[%by, %pr3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa4 = memref.load %A[%by, %pr4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa5 = memref.load %A[%by, %pr5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %k1st = arith.addi %s, %step : index
      %r:14 = scf.for %k0 = %k1st to %K step %step iter_args(%acc = %zv, %kp = %s, %cb0 = %pb0, %cb1 = %pb1, %cb2 = %pb2, %cb3 = %pb3, %cb4 = %pb4, %cb5 = %pb5, %ca0 = %pa0, %ca1 = %pa1, %ca2 = %pa2, %ca3 = %pa3, %ca4 = %pa4, %ca5 = %pa5) -> (vector<4x{elt}>, index, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
        %nd0 = arith.muli %S, %u0 : index
        %nk0 = arith.addi %k0, %nd0 : index
        %nok0 = arith.cmpi ult, %nk0, %K : index
        %nr0 = arith.select %nok0, %nk0, %i0 : index
        %nd1 = arith.muli %S, %u1 : index
        %nk1 = arith.addi %k0, %nd1 : index
        %nok1 = arith.cmpi ult, %nk1, %K : index
        %nr1 = arith.select %nok1, %nk1, %i0 : index
        %nd2 = arith.muli %S, %u2 : index
        %nk2 = arith.addi %k0, %nd2 : index
        %nok2 = arith.cmpi ult, %nk2, %K : index
        %nr2 = arith.select %nok2, %nk2, %i0 : index
        %nd3 = arith.muli %S, %u3 : index
        %nk3 = arith.addi %k0, %nd3 : index
        %nok3 = arith.cmpi ult, %nk3, %K : index
        %nr3 = arith.select %nok3, %nk3, %i0 : index
        %nd4 = arith.muli %S, %u4 : index
        %nk4 = arith.addi %k0, %nd4 : index
        %nok4 = arith.cmpi ult, %nk4, %K : index
        %nr4 = arith.select %nok4, %nk4, %i0 : index
        %nd5 = arith.muli %S, %u5 : index
        %nk5 = arith.addi %k0, %nd5 : index
        %nok5 = arith.cmpi ult, %nk5, %K : index
        %nr5 = arith.select %nok5, %nk5, %i0 : index
        %nb0 = vector.load %B[%nr0, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb1 = vector.load %B[%nr1, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb2 = vector.load %B[%nr2, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb3 = vector.load %B[%nr3, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb4 = vector.load %B[%nr4, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %nb5 = vector.load %B[%nr5, %colc] {alignment = 16 : i64} : memref<?x?x{elt}, strided<[?, 1], offset: ?>>, vector<4x{elt}>
        %na0 = memref.load %A[%by, %nr0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na1 = memref.load %A[%by, %nr1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na2 = memref.load %A[%by, %nr2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na3 = memref.load %A[%by, %nr3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na4 = memref.load %A[%by, %nr4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na5 = memref.load %A[%by, %nr5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %td0 = arith.muli %S, %u0 : index
        %tk0 = arith.addi %kp, %td0 : index
        %tok0 = arith.cmpi ult, %tk0, %K : index
        %tav0 = vector.broadcast %ca0 : {elt} to vector<4x{elt}>
        %tf0 = vector.fma %tav0, %cb0, %acc : vector<4x{elt}>
        %ts0 = arith.select %tok0, %tf0, %acc : vector<4x{elt}>
        %td1 = arith.muli %S, %u1 : index
        %tk1 = arith.addi %kp, %td1 : index
        %tok1 = arith.cmpi ult, %tk1, %K : index
        %tav1 = vector.broadcast %ca1 : {elt} to vector<4x{elt}>
        %tf1 = vector.fma %tav1, %cb1, %ts0 : vector<4x{elt}>
        %ts1 = arith.select %tok1, %tf1, %ts0 : vector<4x{elt}>
        %td2 = arith.muli %S, %u2 : index
        %tk2 = arith.addi %kp, %td2 : index
        %tok2 = arith.cmpi ult, %tk2, %K : index
        %tav2 = vector.broadcast %ca2 : {elt} to vector<4x{elt}>
        %tf2 = vector.fma %tav2, %cb2, %ts1 : vector<4x{elt}>
        %ts2 = arith.select %tok2, %tf2, %ts1 : vector<4x{elt}>
        %td3 = arith.muli %S, %u3 : index
        %tk3 = arith.addi %kp, %td3 : index
        %tok3 = arith.cmpi ult, %tk3, %K : index
        %tav3 = vector.broadcast %ca3 : {elt} to vector<4x{elt}>
        %tf3 = vector.fma %tav3, %cb3, %ts2 : vector<4x{elt}>
        %ts3 = arith.select %tok3, %tf3, %ts2 : vector<4x{elt}>
        %td4 = arith.muli %S, %u4 : index
        %tk4 = arith.addi %kp, %td4 : index
        %tok4 = arith.cmpi ult, %tk4, %K : index
        %tav4 = vector.broadcast %ca4 : {elt} to vector<4x{elt}>
        %tf4 = vector.fma %tav4, %cb4, %ts3 : vector<4x{elt}>
        %ts4 = arith.select %tok4, %tf4, %ts3 : vector<4x{elt}>
        %td5 = arith.muli %S, %u5 : index
        %tk5 = arith.addi %kp, %td5 : index
        %tok5 = arith.cmpi ult, %tk5, %K : index
        %tav5 = vector.broadcast %ca5 : {elt} to vector<4x{elt}>
        %tf5 = vector.fma %tav5, %cb5, %ts4 : vector<4x{elt}>
        %ts5 = arith.select %tok5, %tf5, %ts4 : vector<4x{elt}>
        scf.yield %ts5, %k0, %nb0, %nb1, %nb2, %nb3, %nb4, %nb5, %na0, %na1, %na2, %na3, %na4, %na5 : vector<4x{elt}>, index, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
      }
      %ld0 = arith.muli %S, %u0 : index
      %lk0 = arith.addi %r#1, %ld0 : index
      %lok0 = arith.cmpi ult, %lk0, %K : index
      %lav0 = vector.broadcast %r#8 : {elt} to vector<4x{elt}>
      %lf0 = vector.fma %lav0, %r#2, %r#0 : vector<4x{elt}>
      %ls0 = arith.select %lok0, %lf0, %r#0 : vector<4x{elt}>
      %ld1 = arith.muli %S, %u1 : index
      %lk1 = arith.addi %r#1, %ld1 : index
      %lok1 = arith.cmpi ult, %lk1, %K : index
      %lav1 = vector.broadcast %r#9 : {elt} to vector<4x{elt}>
      %lf1 = vector.fma %lav1, %r#3, %ls0 : vector<4x{elt}>
      %ls1 = arith.select %lok1, %lf1, %ls0 : vector<4x{elt}>
      %ld2 = arith.muli %S, %u2 : index
      %lk2 = arith.addi %r#1, %ld2 : index
      %lok2 = arith.cmpi ult, %lk2, %K : index
      %lav2 = vector.broadcast %r#10 : {elt} to vector<4x{elt}>
      %lf2 = vector.fma %lav2, %r#4, %ls1 : vector<4x{elt}>
      %ls2 = arith.select %lok2, %lf2, %ls1 : vector<4x{elt}>
      %ld3 = arith.muli %S, %u3 : index
      %lk3 = arith.addi %r#1, %ld3 : index
      %lok3 = arith.cmpi ult, %lk3, %K : index
      %lav3 = vector.broadcast %r#11 : {elt} to vector<4x{elt}>
      %lf3 = vector.fma %lav3, %r#5, %ls2 : vector<4x{elt}>
      %ls3 = arith.select %lok3, %lf3, %ls2 : vector<4x{elt}>
      %ld4 = arith.muli %S, %u4 : index
      %lk4 = arith.addi %r#1, %ld4 : index
      %lok4 = arith.cmpi ult, %lk4, %K : index
      %lav4 = vector.broadcast %r#12 : {elt} to vector<4x{elt}>
      %lf4 = vector.fma %lav4, %r#6, %ls3 : vector<4x{elt}>
      %ls4 = arith.select %lok4, %lf4, %ls3 : vector<4x{elt}>
      %ld5 = arith.muli %S, %u5 : index
      %lk5 = arith.addi %r#1, %ld5 : index
      %lok5 = arith.cmpi ult, %lk5, %K : index
      %lav5 = vector.broadcast %r#13 : {elt} to vector<4x{elt}>
      %lf5 = vector.fma %lav5, %r#7, %ls4 : vector<4x{elt}>
      %ls5 = arith.select %lok5, %lf5, %ls4 : vector<4x{elt}>
      scf.yield %ls5 : vector<4x{elt}>
      } else {
      %u0 = arith.constant 0 : index
      %u1 = arith.constant 1 : index
      %u2 = arith.constant 2 : index
      %u3 = arith.constant 3 : index
      %u4 = arith.constant 4 : index
      %u5 = arith.constant 5 : index
      %pd0 = arith.muli %S, %u0 : index
      %pk0 = arith.addi %s, %pd0 : index
      %pok0 = arith.cmpi ult, %pk0, %K : index
      %pr0 = arith.select %pok0, %pk0, %i0 : index
      %pd1 = arith.muli %S, %u1 : index
      %pk1 = arith.addi %s, %pd1 : index
      %pok1 = arith.cmpi ult, %pk1, %K : index
      %pr1 = arith.select %pok1, %pk1, %i0 : index
      %pd2 = arith.muli %S, %u2 : index
      %pk2 = arith.addi %s, %pd2 : index
      %pok2 = arith.cmpi ult, %pk2, %K : index
      %pr2 = arith.select %pok2, %pk2, %i0 : index
      %pd3 = arith.muli %S, %u3 : index
      %pk3 = arith.addi %s, %pd3 : index
      %pok3 = arith.cmpi ult, %pk3, %K : index
      %pr3 = arith.select %pok3, %pk3, %i0 : index
      %pd4 = arith.muli %S, %u4 : index
      %pk4 = arith.addi %s, %pd4 : index
      %pok4 = arith.cmpi ult, %pk4, %K : index
      %pr4 = arith.select %pok4, %pk4, %i0 : index
      %pd5 = arith.muli %S, %u5 : index
      %pk5 = arith.addi %s, %pd5 : index
      %pok5 = arith.cmpi ult, %pk5, %K : index
      %pr5 = arith.select %pok5, %pk5, %i0 : index
      %pb0_0 = memref.load %B[%pr0, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0_1 = memref.load %B[%pr0, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0_2 = memref.load %B[%pr0, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0_3 = memref.load %B[%pr0, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb0 = vector.from_elements %pb0_0, %pb0_1, %pb0_2, %pb0_3 : vector<4x{elt}>
      %pb1_0 = memref.load %B[%pr1, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1_1 = memref.load %B[%pr1, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1_2 = memref.load %B[%pr1, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1_3 = memref.load %B[%pr1, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb1 = vector.from_elements %pb1_0, %pb1_1, %pb1_2, %pb1_3 : vector<4x{elt}>
      %pb2_0 = memref.load %B[%pr2, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2_1 = memref.load %B[%pr2, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2_2 = memref.load %B[%pr2, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2_3 = memref.load %B[%pr2, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb2 = vector.from_elements %pb2_0, %pb2_1, %pb2_2, %pb2_3 : vector<4x{elt}>
      %pb3_0 = memref.load %B[%pr3, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3_1 = memref.load %B[%pr3, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3_2 = memref.load %B[%pr3, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3_3 = memref.load %B[%pr3, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb3 = vector.from_elements %pb3_0, %pb3_1, %pb3_2, %pb3_3 : vector<4x{elt}>
      %pb4_0 = memref.load %B[%pr4, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4_1 = memref.load %B[%pr4, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4_2 = memref.load %B[%pr4, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4_3 = memref.load %B[%pr4, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb4 = vector.from_elements %pb4_0, %pb4_1, %pb4_2, %pb4_3 : vector<4x{elt}>
      %pb5_0 = memref.load %B[%pr5, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5_1 = memref.load %B[%pr5, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5_2 = memref.load %B[%pr5, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5_3 = memref.load %B[%pr5, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
      %pb5 = vector.from_elements %pb5_0, %pb5_1, %pb5_2, %pb5_3 : vector<4x{elt}>
      nvvm.griddepcontrol wait {gpt2.after_prefetch}
      %pa0 = memref.load %A[%by, %pr0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa1 = memref.load %A[%by, %pr1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa2 = memref.load %A[%by, %pr2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa3 = memref.load %A[%by, %pr3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa4 = memref.load %A[%by, %pr4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %pa5 = memref.load %A[%by, %pr5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
      %k1st = arith.addi %s, %step : index
      %r:14 = scf.for %k0 = %k1st to %K step %step iter_args(%acc = %zv, %kp = %s, %cb0 = %pb0, %cb1 = %pb1, %cb2 = %pb2, %cb3 = %pb3, %cb4 = %pb4, %cb5 = %pb5, %ca0 = %pa0, %ca1 = %pa1, %ca2 = %pa2, %ca3 = %pa3, %ca4 = %pa4, %ca5 = %pa5) -> (vector<4x{elt}>, index, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}) {
        %nd0 = arith.muli %S, %u0 : index
        %nk0 = arith.addi %k0, %nd0 : index
        %nok0 = arith.cmpi ult, %nk0, %K : index
        %nr0 = arith.select %nok0, %nk0, %i0 : index
        %nd1 = arith.muli %S, %u1 : index
        %nk1 = arith.addi %k0, %nd1 : index
        %nok1 = arith.cmpi ult, %nk1, %K : index
        %nr1 = arith.select %nok1, %nk1, %i0 : index
        %nd2 = arith.muli %S, %u2 : index
        %nk2 = arith.addi %k0, %nd2 : index
        %nok2 = arith.cmpi ult, %nk2, %K : index
        %nr2 = arith.select %nok2, %nk2, %i0 : index
        %nd3 = arith.muli %S, %u3 : index
        %nk3 = arith.addi %k0, %nd3 : index
        %nok3 = arith.cmpi ult, %nk3, %K : index
        %nr3 = arith.select %nok3, %nk3, %i0 : index
        %nd4 = arith.muli %S, %u4 : index
        %nk4 = arith.addi %k0, %nd4 : index
        %nok4 = arith.cmpi ult, %nk4, %K : index
        %nr4 = arith.select %nok4, %nk4, %i0 : index
        %nd5 = arith.muli %S, %u5 : index
        %nk5 = arith.addi %k0, %nd5 : index
        %nok5 = arith.cmpi ult, %nk5, %K : index
        %nr5 = arith.select %nok5, %nk5, %i0 : index
        %nb0_0 = memref.load %B[%nr0, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb0_1 = memref.load %B[%nr0, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb0_2 = memref.load %B[%nr0, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb0_3 = memref.load %B[%nr0, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb0 = vector.from_elements %nb0_0, %nb0_1, %nb0_2, %nb0_3 : vector<4x{elt}>
        %nb1_0 = memref.load %B[%nr1, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb1_1 = memref.load %B[%nr1, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb1_2 = memref.load %B[%nr1, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb1_3 = memref.load %B[%nr1, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb1 = vector.from_elements %nb1_0, %nb1_1, %nb1_2, %nb1_3 : vector<4x{elt}>
        %nb2_0 = memref.load %B[%nr2, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb2_1 = memref.load %B[%nr2, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb2_2 = memref.load %B[%nr2, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb2_3 = memref.load %B[%nr2, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb2 = vector.from_elements %nb2_0, %nb2_1, %nb2_2, %nb2_3 : vector<4x{elt}>
        %nb3_0 = memref.load %B[%nr3, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb3_1 = memref.load %B[%nr3, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb3_2 = memref.load %B[%nr3, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb3_3 = memref.load %B[%nr3, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb3 = vector.from_elements %nb3_0, %nb3_1, %nb3_2, %nb3_3 : vector<4x{elt}>
        %nb4_0 = memref.load %B[%nr4, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb4_1 = memref.load %B[%nr4, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb4_2 = memref.load %B[%nr4, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb4_3 = memref.load %B[%nr4, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb4 = vector.from_elements %nb4_0, %nb4_1, %nb4_2, %nb4_3 : vector<4x{elt}>
        %nb5_0 = memref.load %B[%nr5, %colc] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb5_1 = memref.load %B[%nr5, %colc1] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb5_2 = memref.load %B[%nr5, %colc2] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb5_3 = memref.load %B[%nr5, %colc3] : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
        %nb5 = vector.from_elements %nb5_0, %nb5_1, %nb5_2, %nb5_3 : vector<4x{elt}>
        %na0 = memref.load %A[%by, %nr0] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na1 = memref.load %A[%by, %nr1] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na2 = memref.load %A[%by, %nr2] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na3 = memref.load %A[%by, %nr3] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na4 = memref.load %A[%by, %nr4] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %na5 = memref.load %A[%by, %nr5] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        %td0 = arith.muli %S, %u0 : index
        %tk0 = arith.addi %kp, %td0 : index
        %tok0 = arith.cmpi ult, %tk0, %K : index
        %tav0 = vector.broadcast %ca0 : {elt} to vector<4x{elt}>
        %tf0 = vector.fma %tav0, %cb0, %acc : vector<4x{elt}>
        %ts0 = arith.select %tok0, %tf0, %acc : vector<4x{elt}>
        %td1 = arith.muli %S, %u1 : index
        %tk1 = arith.addi %kp, %td1 : index
        %tok1 = arith.cmpi ult, %tk1, %K : index
        %tav1 = vector.broadcast %ca1 : {elt} to vector<4x{elt}>
        %tf1 = vector.fma %tav1, %cb1, %ts0 : vector<4x{elt}>
        %ts1 = arith.select %tok1, %tf1, %ts0 : vector<4x{elt}>
        %td2 = arith.muli %S, %u2 : index
        %tk2 = arith.addi %kp, %td2 : index
        %tok2 = arith.cmpi ult, %tk2, %K : index
        %tav2 = vector.broadcast %ca2 : {elt} to vector<4x{elt}>
        %tf2 = vector.fma %tav2, %cb2, %ts1 : vector<4x{elt}>
        %ts2 = arith.select %tok2, %tf2, %ts1 : vector<4x{elt}>
        %td3 = arith.muli %S, %u3 : index
        %tk3 = arith.addi %kp, %td3 : index
        %tok3 = arith.cmpi ult, %tk3, %K : index
        %tav3 = vector.broadcast %ca3 : {elt} to vector<4x{elt}>
        %tf3 = vector.fma %tav3, %cb3, %ts2 : vector<4x{elt}>
        %ts3 = arith.select %tok3, %tf3, %ts2 : vector<4x{elt}>
        %td4 = arith.muli %S, %u4 : index
        %tk4 = arith.addi %kp, %td4 : index
        %tok4 = arith.cmpi ult, %tk4, %K : index
        %tav4 = vector.broadcast %ca4 : {elt} to vector<4x{elt}>
        %tf4 = vector.fma %tav4, %cb4, %ts3 : vector<4x{elt}>
        %ts4 = arith.select %tok4, %tf4, %ts3 : vector<4x{elt}>
        %td5 = arith.muli %S, %u5 : index
        %tk5 = arith.addi %kp, %td5 : index
        %tok5 = arith.cmpi ult, %tk5, %K : index
        %tav5 = vector.broadcast %ca5 : {elt} to vector<4x{elt}>
        %tf5 = vector.fma %tav5, %cb5, %ts4 : vector<4x{elt}>
        %ts5 = arith.select %tok5, %tf5, %ts4 : vector<4x{elt}>
        scf.yield %ts5, %k0, %nb0, %nb1, %nb2, %nb3, %nb4, %nb5, %na0, %na1, %na2, %na3, %na4, %na5 : vector<4x{elt}>, index, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, vector<4x{elt}>, {elt}, {elt}, {elt}, {elt}, {elt}, {elt}
      }
      %ld0 = arith.muli %S, %u0 : index
      %lk0 = arith.addi %r#1, %ld0 : index
      %lok0 = arith.cmpi ult, %lk0, %K : index
      %lav0 = vector.broadcast %r#8 : {elt} to vector<4x{elt}>
      %lf0 = vector.fma %lav0, %r#2, %r#0 : vector<4x{elt}>
      %ls0 = arith.select %lok0, %lf0, %r#0 : vector<4x{elt}>
      %ld1 = arith.muli %S, %u1 : index
      %lk1 = arith.addi %r#1, %ld1 : index
      %lok1 = arith.cmpi ult, %lk1, %K : index
      %lav1 = vector.broadcast %r#9 : {elt} to vector<4x{elt}>
      %lf1 = vector.fma %lav1, %r#3, %ls0 : vector<4x{elt}>
      %ls1 = arith.select %lok1, %lf1, %ls0 : vector<4x{elt}>
      %ld2 = arith.muli %S, %u2 : index
      %lk2 = arith.addi %r#1, %ld2 : index
      %lok2 = arith.cmpi ult, %lk2, %K : index
      %lav2 = vector.broadcast %r#10 : {elt} to vector<4x{elt}>
      %lf2 = vector.fma %lav2, %r#4, %ls1 : vector<4x{elt}>
      %ls2 = arith.select %lok2, %lf2, %ls1 : vector<4x{elt}>
      %ld3 = arith.muli %S, %u3 : index
      %lk3 = arith.addi %r#1, %ld3 : index
      %lok3 = arith.cmpi ult, %lk3, %K : index
      %lav3 = vector.broadcast %r#11 : {elt} to vector<4x{elt}>
      %lf3 = vector.fma %lav3, %r#5, %ls2 : vector<4x{elt}>
      %ls3 = arith.select %lok3, %lf3, %ls2 : vector<4x{elt}>
      %ld4 = arith.muli %S, %u4 : index
      %lk4 = arith.addi %r#1, %ld4 : index
      %lok4 = arith.cmpi ult, %lk4, %K : index
      %lav4 = vector.broadcast %r#12 : {elt} to vector<4x{elt}>
      %lf4 = vector.fma %lav4, %r#6, %ls3 : vector<4x{elt}>
      %ls4 = arith.select %lok4, %lf4, %ls3 : vector<4x{elt}>
      %ld5 = arith.muli %S, %u5 : index
      %lk5 = arith.addi %r#1, %ld5 : index
      %lok5 = arith.cmpi ult, %lk5, %K : index
      %lav5 = vector.broadcast %r#13 : {elt} to vector<4x{elt}>
      %lf5 = vector.fma %lav5, %r#7, %ls4 : vector<4x{elt}>
      %ls5 = arith.select %lok5, %lf5, %ls4 : vector<4x{elt}>
      scf.yield %ls5 : vector<4x{elt}>
      }
      scf.yield %ns : vector<4x{elt}>
      }
      scf.yield %ks : vector<4x{elt}>
    }
    // The 8 warps' sums of each column, added in warp order by the block's first 128 threads.
    %x0 = vector.extract %sum[0] : {elt} from vector<4x{elt}>
    %q0 = arith.addi %col4, %i0 : index
    memref.store %x0, %Qs[%w, %q0] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
    %x1 = vector.extract %sum[1] : {elt} from vector<4x{elt}>
    %q1 = arith.addi %col4, %i1 : index
    memref.store %x1, %Qs[%w, %q1] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
    %x2 = vector.extract %sum[2] : {elt} from vector<4x{elt}>
    %q2 = arith.addi %col4, %i2 : index
    memref.store %x2, %Qs[%w, %q2] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
    %x3 = vector.extract %sum[3] : {elt} from vector<4x{elt}>
    %q3 = arith.addi %col4, %i3 : index
    memref.store %x3, %Qs[%w, %q3] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
    gpu.barrier
    %adder = arith.cmpi ult, %tx, %itile : index
    %oc = arith.addi %cbase, %tx : index
    %oc_ok = arith.cmpi ult, %oc, %N : index
    %writes = arith.andi %adder, %oc_ok : i1
    scf.if %writes {
      %p_0 = memref.load %Qs[%i0, %tx] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
      %iw1 = arith.constant 1 : index
      %pq1 = memref.load %Qs[%iw1, %tx] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
      %p_1 = arith.addf %p_0, %pq1 : {elt}
      %iw2 = arith.constant 2 : index
      %pq2 = memref.load %Qs[%iw2, %tx] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
      %p_2 = arith.addf %p_1, %pq2 : {elt}
      %iw3 = arith.constant 3 : index
      %pq3 = memref.load %Qs[%iw3, %tx] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
      %p_3 = arith.addf %p_2, %pq3 : {elt}
      %iw4 = arith.constant 4 : index
      %pq4 = memref.load %Qs[%iw4, %tx] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
      %p_4 = arith.addf %p_3, %pq4 : {elt}
      %iw5 = arith.constant 5 : index
      %pq5 = memref.load %Qs[%iw5, %tx] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
      %p_5 = arith.addf %p_4, %pq5 : {elt}
      %iw6 = arith.constant 6 : index
      %pq6 = memref.load %Qs[%iw6, %tx] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
      %p_6 = arith.addf %p_5, %pq6 : {elt}
      %iw7 = arith.constant 7 : index
      %pq7 = memref.load %Qs[%iw7, %tx] : memref<8x128x{elt}, #gpu.address_space<workgroup>>
      %p_7 = arith.addf %p_6, %pq7 : {elt}
      memref.store %p_7, %Tot[%tx] : memref<128x{elt}, #gpu.address_space<workgroup>>
    }
    // Every block's 128 sums are in its Tot; the barrier (release and acquire by default) makes them the cluster's.
    llvm.inline_asm has_side_effects asm_dialect = att "barrier.cluster.arrive;\n\tbarrier.cluster.wait;", "" : () -> ()
    // Block r (= bk, its rank: the cluster is 1 x S x 1) adds columns r * 128 / S .. of the tile,
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
    scf.if %adds {
      %tp = memref.extract_aligned_pointer_as_index %Tot : memref<128x{elt}, #gpu.address_space<workgroup>> -> index
      %tp32 = arith.index_cast %tp : index to i32
      %mc32 = arith.index_cast %mc : index to i32
      %c4_32 = arith.constant 4 : i32
      %mcb = arith.muli %mc32, %c4_32 : i32
      %dsaddr = arith.addi %tp32, %mcb : i32
      %nS32 = arith.index_cast %nbk : index to i32
      %r0_32 = arith.constant 0 : i32
      %cr0 = arith.constant 0 : i32
      %rok0 = arith.cmpi ult, %cr0, %nS32 : i32
      %rk0 = arith.select %rok0, %cr0, %r0_32 : i32
      %ra0 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk0 : (i32, i32) -> i32
      %pv0 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra0 : (i32) -> {elt}
      %cr1 = arith.constant 1 : i32
      %rok1 = arith.cmpi ult, %cr1, %nS32 : i32
      %rk1 = arith.select %rok1, %cr1, %r0_32 : i32
      %ra1 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk1 : (i32, i32) -> i32
      %pv1 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra1 : (i32) -> {elt}
      %cr2 = arith.constant 2 : i32
      %rok2 = arith.cmpi ult, %cr2, %nS32 : i32
      %rk2 = arith.select %rok2, %cr2, %r0_32 : i32
      %ra2 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk2 : (i32, i32) -> i32
      %pv2 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra2 : (i32) -> {elt}
      %cr3 = arith.constant 3 : i32
      %rok3 = arith.cmpi ult, %cr3, %nS32 : i32
      %rk3 = arith.select %rok3, %cr3, %r0_32 : i32
      %ra3 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk3 : (i32, i32) -> i32
      %pv3 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra3 : (i32) -> {elt}
      %cr4 = arith.constant 4 : i32
      %rok4 = arith.cmpi ult, %cr4, %nS32 : i32
      %rk4 = arith.select %rok4, %cr4, %r0_32 : i32
      %ra4 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk4 : (i32, i32) -> i32
      %pv4 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra4 : (i32) -> {elt}
      %cr5 = arith.constant 5 : i32
      %rok5 = arith.cmpi ult, %cr5, %nS32 : i32
      %rk5 = arith.select %rok5, %cr5, %r0_32 : i32
      %ra5 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk5 : (i32, i32) -> i32
      %pv5 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra5 : (i32) -> {elt}
      %cr6 = arith.constant 6 : i32
      %rok6 = arith.cmpi ult, %cr6, %nS32 : i32
      %rk6 = arith.select %rok6, %cr6, %r0_32 : i32
      %ra6 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk6 : (i32, i32) -> i32
      %pv6 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra6 : (i32) -> {elt}
      %cr7 = arith.constant 7 : i32
      %rok7 = arith.cmpi ult, %cr7, %nS32 : i32
      %rk7 = arith.select %rok7, %cr7, %r0_32 : i32
      %ra7 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk7 : (i32, i32) -> i32
      %pv7 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra7 : (i32) -> {elt}
      %cr8 = arith.constant 8 : i32
      %rok8 = arith.cmpi ult, %cr8, %nS32 : i32
      %rk8 = arith.select %rok8, %cr8, %r0_32 : i32
      %ra8 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk8 : (i32, i32) -> i32
      %pv8 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra8 : (i32) -> {elt}
      %cr9 = arith.constant 9 : i32
      %rok9 = arith.cmpi ult, %cr9, %nS32 : i32
      %rk9 = arith.select %rok9, %cr9, %r0_32 : i32
      %ra9 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk9 : (i32, i32) -> i32
      %pv9 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra9 : (i32) -> {elt}
      %cr10 = arith.constant 10 : i32
      %rok10 = arith.cmpi ult, %cr10, %nS32 : i32
      %rk10 = arith.select %rok10, %cr10, %r0_32 : i32
      %ra10 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk10 : (i32, i32) -> i32
      %pv10 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra10 : (i32) -> {elt}
      %cr11 = arith.constant 11 : i32
      %rok11 = arith.cmpi ult, %cr11, %nS32 : i32
      %rk11 = arith.select %rok11, %cr11, %r0_32 : i32
      %ra11 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk11 : (i32, i32) -> i32
      %pv11 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra11 : (i32) -> {elt}
      %cr12 = arith.constant 12 : i32
      %rok12 = arith.cmpi ult, %cr12, %nS32 : i32
      %rk12 = arith.select %rok12, %cr12, %r0_32 : i32
      %ra12 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk12 : (i32, i32) -> i32
      %pv12 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra12 : (i32) -> {elt}
      %cr13 = arith.constant 13 : i32
      %rok13 = arith.cmpi ult, %cr13, %nS32 : i32
      %rk13 = arith.select %rok13, %cr13, %r0_32 : i32
      %ra13 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk13 : (i32, i32) -> i32
      %pv13 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra13 : (i32) -> {elt}
      %cr14 = arith.constant 14 : i32
      %rok14 = arith.cmpi ult, %cr14, %nS32 : i32
      %rk14 = arith.select %rok14, %cr14, %r0_32 : i32
      %ra14 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk14 : (i32, i32) -> i32
      %pv14 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra14 : (i32) -> {elt}
      %cr15 = arith.constant 15 : i32
      %rok15 = arith.cmpi ult, %cr15, %nS32 : i32
      %rk15 = arith.select %rok15, %cr15, %r0_32 : i32
      %ra15 = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %dsaddr, %rk15 : (i32, i32) -> i32
      %pv15 = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %ra15 : (i32) -> {elt}
      %pa0 = arith.addf %neg0, %pv0 : {elt}
      %pn0 = arith.select %rok0, %pa0, %neg0 : {elt}
      %pa1 = arith.addf %pn0, %pv1 : {elt}
      %pn1 = arith.select %rok1, %pa1, %pn0 : {elt}
      %pa2 = arith.addf %pn1, %pv2 : {elt}
      %pn2 = arith.select %rok2, %pa2, %pn1 : {elt}
      %pa3 = arith.addf %pn2, %pv3 : {elt}
      %pn3 = arith.select %rok3, %pa3, %pn2 : {elt}
      %pa4 = arith.addf %pn3, %pv4 : {elt}
      %pn4 = arith.select %rok4, %pa4, %pn3 : {elt}
      %pa5 = arith.addf %pn4, %pv5 : {elt}
      %pn5 = arith.select %rok5, %pa5, %pn4 : {elt}
      %pa6 = arith.addf %pn5, %pv6 : {elt}
      %pn6 = arith.select %rok6, %pa6, %pn5 : {elt}
      %pa7 = arith.addf %pn6, %pv7 : {elt}
      %pn7 = arith.select %rok7, %pa7, %pn6 : {elt}
      %pa8 = arith.addf %pn7, %pv8 : {elt}
      %pn8 = arith.select %rok8, %pa8, %pn7 : {elt}
      %pa9 = arith.addf %pn8, %pv9 : {elt}
      %pn9 = arith.select %rok9, %pa9, %pn8 : {elt}
      %pa10 = arith.addf %pn9, %pv10 : {elt}
      %pn10 = arith.select %rok10, %pa10, %pn9 : {elt}
      %pa11 = arith.addf %pn10, %pv11 : {elt}
      %pn11 = arith.select %rok11, %pa11, %pn10 : {elt}
      %pa12 = arith.addf %pn11, %pv12 : {elt}
      %pn12 = arith.select %rok12, %pa12, %pn11 : {elt}
      %pa13 = arith.addf %pn12, %pv13 : {elt}
      %pn13 = arith.select %rok13, %pa13, %pn12 : {elt}
      %pa14 = arith.addf %pn13, %pv14 : {elt}
      %pn14 = arith.select %rok14, %pa14, %pn13 : {elt}
      %pa15 = arith.addf %pn14, %pv15 : {elt}
      %pn15 = arith.select %rok15, %pa15, %pn14 : {elt}
      %accumulate = arith.constant {accumulate}
      %old = scf.if %accumulate -> ({elt}) {
        %o = memref.load %C[%by, %occ] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
        scf.yield %o : {elt}
      } else {
        scf.yield %neg0 : {elt}
      }
      %res = arith.addf %old, %pn15 : {elt}
      func.call @{func}_store(%res, %by, %occ, %C{epi_args})
          : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
    }
    // No block leaves (its shared memory with it) before the others have read its sums.
    llvm.inline_asm has_side_effects asm_dialect = att "barrier.cluster.arrive;\n\tbarrier.cluster.wait;", "" : () -> ()
    gpu.terminator
  }
  return
}

// Where C[i, j] goes: stored, or, with an elementwise op after the product fused in
// (pipeline/epilogues.py: a bias, a GELU), that op's body runs here on it and its result is
// stored in the op's output instead. Inlined (04-kernels), so it costs no call.
func.func private @{func}_store(%r: {elt}, %i: index, %j: index, %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_params}) {
  memref.store %r, %C[%i, %j] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  return
}
