"""What the prompt-attention templates share (gen_attention_tiles_reg.py: v6-v8, gen_attention_mma.py:
v9): a block's (row block, head) from its launch rank, the longest row blocks first, in a snake over
groups of the H200's SMs. Writes MLIR text; the names it defines (%rank, %rb, %by, %r0, ...) are the
templates' own, so a generator that takes it writes the same bytes as before."""

SMS = 132    # the H200's SMs: blocks are ranked in a snake over groups of this many (a balance, not a limit)


def rank_blocks(rows: str) -> str:
    """%by (the head) and %r0 (the block's first query row) from the launch ids %bx0, %by0 over the
    grid %nbx x %nby; `rows`: the index constant of query rows a block. Needs %i0, %i1, %i2."""
    return f"""    // The block's (row block, head) from its rank: rank k is row block nbx - 1 - k / H (the last ones
    // first: under a causal mask they have the most live tiles), head k % H. Launch order (x fastest)
    // gives the ranks in a snake over groups of {SMS} blocks (the H200's SMs): forwards, backwards,
    // forwards, ... so each SM's first, second, third block add up to about the same work instead of
    // the first SMs taking the longest of each group.
    %i_sms = arith.constant {SMS} : index
    %lid_hi = arith.muli %by0, %nbx : index
    %lid = arith.addi %lid_hi, %bx0 : index
    %total = arith.muli %nbx, %nby : index
    %grp = arith.divui %lid, %i_sms : index
    %gpos = arith.remui %lid, %i_sms : index
    %gstart = arith.muli %grp, %i_sms : index
    %gleft = arith.subi %total, %gstart : index
    %gsize = arith.minui %gleft, %i_sms : index
    %godd = arith.remui %grp, %i2 : index
    %backwards = arith.cmpi ne, %godd, %i0 : index
    %glast = arith.subi %gsize, %i1 : index
    %grev = arith.subi %glast, %gpos : index
    %gp = arith.select %backwards, %grev, %gpos : index
    %rank = arith.addi %gstart, %gp : index
    %rb = arith.divui %rank, %nby : index
    %by = arith.remui %rank, %nby : index
    %bx_last = arith.subi %nbx, %i1 : index
    %bxr = arith.subi %bx_last, %rb : index
    %r0 = arith.muli %bxr, {rows} : index"""
