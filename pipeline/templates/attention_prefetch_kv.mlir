// attention_prefetch_kv: the start of attention v4's and v5's kernels (attention_warps.mlir,
// attention_split_warps.mlir), put in their {prefetch_kv} place by pipeline/passes/attention.py with
// {first} = the block's first key (v4: %i0; v5: its chunk's %cs). Uses the kernel's %C, %T, %tx, %by,
// %i0, %DH, %K and %V.
    // Launched early (pipeline/passes/dependent_launch.py): before its wait the block asks the L2 for
    // its first tile's rows of K and V, thread t for key {first} + t, one prefetch.L2 a 128-byte line (inline PTX:
    // nvvm.prefetch needs PTX 8.0, the sm_90 kernels are PTX 7.8).
    // A prefetch reads no value, so nothing the kernel before writes is read early. The rows were
    // written by earlier steps and are long gone from the L2 (a decoding step streams ~500 MB of
    // weights through its 50 MB), so after the wait the scores' loads of K and the first pass's of V
    // would each wait a DRAM latency; prefetched while the kernel before runs, they hit the L2.
    %pf_left = arith.subi %C, {first} : index
    %pf_len = arith.minui %pf_left, %T : index
    %pf_ok = arith.cmpi ult, %tx, %pf_len : index
    scf.if %pf_ok {
      %pf_j = arith.addi {first}, %tx : index
      %pf_i4 = arith.constant 4 : index
      %pf_i32 = arith.constant 32 : index
      %Kb, %Koff, %Ksz:3, %Kst:3 = memref.extract_strided_metadata %K : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
      %Kp = memref.extract_aligned_pointer_as_index %Kb : memref<f32> -> index
      %Vb, %Voff, %Vsz:3, %Vst:3 = memref.extract_strided_metadata %V : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
      %Vp = memref.extract_aligned_pointer_as_index %Vb : memref<f32> -> index
      %kb0 = arith.muli %by, %Kst#0 : index
      %kj = arith.muli %pf_j, %Kst#1 : index
      %kb1 = arith.addi %Koff, %kb0 : index
      %krow = arith.addi %kb1, %kj : index
      %vb0 = arith.muli %by, %Vst#0 : index
      %vj = arith.muli %pf_j, %Vst#1 : index
      %vb1 = arith.addi %Voff, %vb0 : index
      %vrow = arith.addi %vb1, %vj : index
      scf.for %pf_d = %i0 to %DH step %pf_i32 {
        %kd = arith.muli %pf_d, %Kst#2 : index
        %ke = arith.addi %krow, %kd : index
        %kbytes = arith.muli %ke, %pf_i4 : index
        %kat = arith.addi %Kp, %kbytes : index
        %ka = arith.index_cast %kat : index to i64
        llvm.inline_asm has_side_effects asm_dialect = att "prefetch.L2 [$0];", "l" %ka : (i64) -> ()
        %vd = arith.muli %pf_d, %Vst#2 : index
        %ve = arith.addi %vrow, %vd : index
        %vbytes = arith.muli %ve, %pf_i4 : index
        %vat = arith.addi %Vp, %vbytes : index
        %va = arith.index_cast %vat : index to i64
        llvm.inline_asm has_side_effects asm_dialect = att "prefetch.L2 [$0];", "l" %va : (i64) -> ()
      }
    }
    nvvm.griddepcontrol wait {gpt2.after_prefetch}
