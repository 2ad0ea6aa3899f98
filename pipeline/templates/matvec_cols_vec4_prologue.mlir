// v7 matmul for a few rows, B read along its rows with 16-byte loads (x @ W, W [K, N] row-major,
// N % 4 == 0): C[M, N] (+)= A[M, K] * B[K, N], f32.
// (generated: python pipeline/templates/gen_matvec_cols_vec4.py [UNROLL] [pipelined|plain] [COLS];
// checked in with the defaults: 6 pipelined 8)
// What changed from v5 (matvec_cols.mlir: 4-byte loads, 8 columns x 128 K-slices, 4 loads in
// flight per thread, ~1 TB/s on the H200): each thread loads 4 neighbouring floats of a row of B
// at once (vector.load -> ld.global.v4), 6 rows of B in flight per thread, and the block grows
// when the grid is small, so that a decoding step's products keep every SM busy with enough
// bytes in flight: 1024 threads while the grid (ceil(N/8) x M blocks) has at most 132 blocks (one
// per SM), 512 up to 264, else 256. Why not split K over several blocks: the partial sums would
// need a second kernel (a launch costs about what the whole product should take) or atomics
// (order-dependent sums); one block per column tile keeps the sum in a fixed order.
//
// Thread t of T: columns col = 8*bx + 4*(t % 2) .. +3, K slice s = t / 2 of S = T/2; it walks rows
// s, s + S, ... of B, 6 per trip (each guarded: a row past K is not added), summing a[k] * b[k, col..]
// into 4 registers in order of k. The K loop is software-pipelined (a trip issues the next
// 6 rows' loads, then adds the rows loaded before): written plainly, ptxas interleaves each
// trip's loads and sums and keeps only 2 of 8 loads in flight (seen in the SASS). A 124M step's
// products take one trip: 768 = 6 x 128 slices at 256 threads, 3072 = 6 x 512 at 1024,
// so a block has all its rows of W in flight at once. Then a fixed-order tree: butterfly shuffles
// (xor 2, 4, 8, 16) add the 16 slices of a warp, lanes 0..1 leave the warp's 8 column sums in
// shared memory, and warp c (c < 8) adds the T/32 warp sums of column c by butterfly (xor 16 .. 1);
// its lane 0 stores.
// Deterministic: the same order of adds on every run.
//
// 16-byte loads need 16-byte aligned addresses: the rewrite picks this template only when B's
// inner stride is 1 and N % 4 == 0 (with static row stride and offset multiples of 4 when known);
// the kernel checks the actual address (pointer + offset, and the row stride) and takes a loop
// of 4-byte loads when it is not aligned (a view into a buffer at an odd offset).
//
// Placeholders as in matvec_cols.mlir: {func}, {kernel}, {elt} (f32 only), {accumulate};
// {epi_params}, {epi_args}, {epi_types}: a fused epilogue's extra operands (pipeline/epilogues.py).
//
// Prologue form (generated with `prologue`; pipeline/passes/prologues.py): A's rows are not read
// from memory but made by each block: after B's first loads and the dependent-launch wait, the
// block's threads run @{func}_prologue(row %by, thread, threads, As, A, operands), which writes
// row %by of A into As (K floats of shared memory; {pro_k} = K, static), then a barrier; the K loop
// reads A from As. As instantiated here the function copies A's row (the same product as v7); the
// pass replaces its body by the op run that produced A (a layer norm, from the run's inputs:
// {pro_params}, {pro_args}, {pro_types}), so that run is no kernel of its own and A is never written.
// 256 threads a block, whatever the grid: the prefetched rows of B stay live across the prologue,
// and at 512 or 1024 threads (64 registers each) ptxas spilled; the products it is made for have
// more than 264 blocks anyway (256 threads in v7 too: a 124M or gpt2-xl step's qkv and MLP).
func.func private @{func}(%A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>,
                          %B: memref<?x?x{elt}, strided<[?, 1], offset: ?>>,
                          %C: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{pro_params}{epi_params}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %c8 = arith.constant 8 : index
  %sms = arith.constant 132 : index
  %sms2 = arith.constant 264 : index
  %M = memref.dim %A, %c0 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %K = memref.dim %A, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  %N = memref.dim %B, %c1 : memref<?x?x{elt}, strided<[?, 1], offset: ?>>
  %gx = arith.ceildivui %N, %c8 : index
  %blocks = arith.muli %gx, %M : index
  %T = arith.constant 256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %M, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %T, %nty = %c1, %ntz = %c1)
             function(@{kernel})
             workgroup(%Qs : memref<32x9x{elt}, #gpu.address_space<workgroup>>, %As : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : {elt}
    %neg0 = arith.constant -0.0 : {elt}
    %zv = arith.constant dense<0.0> : vector<4x{elt}>
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %cw = arith.constant 2 : index
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
    %cbase = arith.muli %bx, %i8 : index
    %col4 = arith.muli %half, %i4 : index
    %col = arith.addi %cbase, %col4 : index
    // Past N a thread reads columns 0..3 (in bounds) and its sums are never stored.
    %col_ok = arith.cmpi ult, %col, %N : index
    %colc = arith.select %col_ok, %col, %i0 : index
    %colc1 = arith.addi %colc, %i1 : index
    %colc2 = arith.addi %colc, %i2 : index
    %colc3 = arith.addi %colc, %i3 : index
    // Is every row's 16-byte load aligned? (base pointer + offset, and the row stride; in floats)
    // (the pointer of the base buffer, not of B: canonicalize folds the metadata of a cast B to
    // that of the buffer it views, so no cast is left on the host for the launcher)
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
    %sum = scf.if %aligned -> (vector<4x{elt}>) {
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
      func.call @{func}_prologue(%by, %tx, %ntx, %As, %A{pro_args})
          : (index, index, index, memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{pro_types}) -> ()
      gpu.barrier
      %pa0 = memref.load %As[%pr0] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
      %pa1 = memref.load %As[%pr1] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
      %pa2 = memref.load %As[%pr2] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
      %pa3 = memref.load %As[%pr3] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
      %pa4 = memref.load %As[%pr4] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
      %pa5 = memref.load %As[%pr5] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
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
        %na0 = memref.load %As[%nr0] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %na1 = memref.load %As[%nr1] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %na2 = memref.load %As[%nr2] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %na3 = memref.load %As[%nr3] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %na4 = memref.load %As[%nr4] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %na5 = memref.load %As[%nr5] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
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
      func.call @{func}_prologue(%by, %tx, %ntx, %As, %A{pro_args})
          : (index, index, index, memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{pro_types}) -> ()
      gpu.barrier
      %pa0 = memref.load %As[%pr0] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
      %pa1 = memref.load %As[%pr1] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
      %pa2 = memref.load %As[%pr2] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
      %pa3 = memref.load %As[%pr3] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
      %pa4 = memref.load %As[%pr4] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
      %pa5 = memref.load %As[%pr5] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
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
        %na0 = memref.load %As[%nr0] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %na1 = memref.load %As[%nr1] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %na2 = memref.load %As[%nr2] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %na3 = memref.load %As[%nr3] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %na4 = memref.load %As[%nr4] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
        %na5 = memref.load %As[%nr5] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
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
    // Level 1: the 16 K slices of a warp (lanes of the same columns), butterfly, in a fixed order.
    %width = arith.constant 32 : i32
    %o2 = arith.constant 2 : i32
    %o4 = arith.constant 4 : i32
    %o8 = arith.constant 8 : i32
    %o16 = arith.constant 16 : i32
    %x0_0 = vector.extract %sum[0] : {elt} from vector<4x{elt}>
    %y0_2, %v0_2 = gpu.shuffle xor %x0_0, %o2, %width : {elt}
    %x0_2 = arith.addf %x0_0, %y0_2 : {elt}
    %y0_4, %v0_4 = gpu.shuffle xor %x0_2, %o4, %width : {elt}
    %x0_4 = arith.addf %x0_2, %y0_4 : {elt}
    %y0_8, %v0_8 = gpu.shuffle xor %x0_4, %o8, %width : {elt}
    %x0_8 = arith.addf %x0_4, %y0_8 : {elt}
    %y0_16, %v0_16 = gpu.shuffle xor %x0_8, %o16, %width : {elt}
    %x0_16 = arith.addf %x0_8, %y0_16 : {elt}
    %x1_0 = vector.extract %sum[1] : {elt} from vector<4x{elt}>
    %y1_2, %v1_2 = gpu.shuffle xor %x1_0, %o2, %width : {elt}
    %x1_2 = arith.addf %x1_0, %y1_2 : {elt}
    %y1_4, %v1_4 = gpu.shuffle xor %x1_2, %o4, %width : {elt}
    %x1_4 = arith.addf %x1_2, %y1_4 : {elt}
    %y1_8, %v1_8 = gpu.shuffle xor %x1_4, %o8, %width : {elt}
    %x1_8 = arith.addf %x1_4, %y1_8 : {elt}
    %y1_16, %v1_16 = gpu.shuffle xor %x1_8, %o16, %width : {elt}
    %x1_16 = arith.addf %x1_8, %y1_16 : {elt}
    %x2_0 = vector.extract %sum[2] : {elt} from vector<4x{elt}>
    %y2_2, %v2_2 = gpu.shuffle xor %x2_0, %o2, %width : {elt}
    %x2_2 = arith.addf %x2_0, %y2_2 : {elt}
    %y2_4, %v2_4 = gpu.shuffle xor %x2_2, %o4, %width : {elt}
    %x2_4 = arith.addf %x2_2, %y2_4 : {elt}
    %y2_8, %v2_8 = gpu.shuffle xor %x2_4, %o8, %width : {elt}
    %x2_8 = arith.addf %x2_4, %y2_8 : {elt}
    %y2_16, %v2_16 = gpu.shuffle xor %x2_8, %o16, %width : {elt}
    %x2_16 = arith.addf %x2_8, %y2_16 : {elt}
    %x3_0 = vector.extract %sum[3] : {elt} from vector<4x{elt}>
    %y3_2, %v3_2 = gpu.shuffle xor %x3_0, %o2, %width : {elt}
    %x3_2 = arith.addf %x3_0, %y3_2 : {elt}
    %y3_4, %v3_4 = gpu.shuffle xor %x3_2, %o4, %width : {elt}
    %x3_4 = arith.addf %x3_2, %y3_4 : {elt}
    %y3_8, %v3_8 = gpu.shuffle xor %x3_4, %o8, %width : {elt}
    %x3_8 = arith.addf %x3_4, %y3_8 : {elt}
    %y3_16, %v3_16 = gpu.shuffle xor %x3_8, %o16, %width : {elt}
    %x3_16 = arith.addf %x3_8, %y3_16 : {elt}
    %lead = arith.cmpi ult, %lane, %cw : index
    scf.if %lead {
      %q0 = arith.addi %col4, %i0 : index
      memref.store %x0_16, %Qs[%w, %q0] : memref<32x9x{elt}, #gpu.address_space<workgroup>>
      %q1 = arith.addi %col4, %i1 : index
      memref.store %x1_16, %Qs[%w, %q1] : memref<32x9x{elt}, #gpu.address_space<workgroup>>
      %q2 = arith.addi %col4, %i2 : index
      memref.store %x2_16, %Qs[%w, %q2] : memref<32x9x{elt}, #gpu.address_space<workgroup>>
      %q3 = arith.addi %col4, %i3 : index
      memref.store %x3_16, %Qs[%w, %q3] : memref<32x9x{elt}, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    // Level 2: warp c < 8 adds the T/32 warp sums of column c (-0.0 for missing warps: x + -0.0 = x).
    %in_l2 = arith.cmpi ult, %w, %i8 : index
    scf.if %in_l2 {
      %has = arith.cmpi ult, %lane, %W : index
      %qrow = arith.select %has, %lane, %i0 : index
      %qv = memref.load %Qs[%qrow, %w] : memref<32x9x{elt}, #gpu.address_space<workgroup>>
      %z_0 = arith.select %has, %qv, %neg0 : {elt}
      %p16 = arith.constant 16 : i32
      %p8 = arith.constant 8 : i32
      %p4 = arith.constant 4 : i32
      %p2 = arith.constant 2 : i32
      %p1 = arith.constant 1 : i32
      %zy_16, %zv_16 = gpu.shuffle xor %z_0, %p16, %width : {elt}
      %z_16 = arith.addf %z_0, %zy_16 : {elt}
      %zy_8, %zv_8 = gpu.shuffle xor %z_16, %p8, %width : {elt}
      %z_8 = arith.addf %z_16, %zy_8 : {elt}
      %zy_4, %zv_4 = gpu.shuffle xor %z_8, %p4, %width : {elt}
      %z_4 = arith.addf %z_8, %zy_4 : {elt}
      %zy_2, %zv_2 = gpu.shuffle xor %z_4, %p2, %width : {elt}
      %z_2 = arith.addf %z_4, %zy_2 : {elt}
      %zy_1, %zv_1 = gpu.shuffle xor %z_2, %p1, %width : {elt}
      %z_1 = arith.addf %z_2, %zy_1 : {elt}
      %oc = arith.addi %cbase, %w : index
      %oc_ok = arith.cmpi ult, %oc, %N : index
      %lane0 = arith.cmpi eq, %lane, %i0 : index
      %out_ok = arith.andi %lane0, %oc_ok : i1
      scf.if %out_ok {
        %accumulate = arith.constant {accumulate}
        %old = scf.if %accumulate -> ({elt}) {
          %o = memref.load %C[%by, %oc] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
          scf.yield %o : {elt}
        } else {
          scf.yield %neg0 : {elt}
        }
        %res = arith.addf %old, %z_1 : {elt}
        func.call @{func}_store(%res, %by, %oc, %C{epi_args})
            : ({elt}, index, index, memref<?x?x{elt}, strided<[?, ?], offset: ?>>{epi_types}) -> ()
      }
    }
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

// Row %row of A into As, by the block's threads (thread %t of %T takes k = t, t + T, ...): as
// instantiated, a copy of A's row; pipeline/passes/prologues.py replaces the body by the op run
// that produced A, on its own operands ({pro_params}). Inlined, like @{func}_store.
func.func private @{func}_prologue(%row: index, %t: index, %T: index, %As: memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>, %A: memref<?x?x{elt}, strided<[?, ?], offset: ?>>{pro_params}) {
  %c1 = arith.constant 1 : index
  %K = memref.dim %A, %c1 : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
  scf.for %k = %t to %K step %T {
    %a = memref.load %A[%row, %k] : memref<?x?x{elt}, strided<[?, ?], offset: ?>>
    memref.store %a, %As[%k] : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>
  }
  return
}
