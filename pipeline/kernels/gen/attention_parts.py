"""What the prompt-attention templates share (gen_attention_tiles_reg.py: v6-v8, gen_attention_mma.py:
v9): the function's placeholders and signature, a block's (row block, head) from its launch rank (the
longest row blocks first, in a snake over groups of the card's SMs), and the score op's two functions
the attention pass fills in. Writes MLIR text; the names it defines (%rank, %rb, %by, %r0, ...) are the
templates' own, so a generator that takes it writes the same bytes as before."""

M3 = "memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>"


def signature(kinds: str) -> str:
    """The placeholders' comment (`kinds`: the element types and chips the template serves) and the
    function's first lines, as the template reads (single braces: placeholders the pass fills in)."""
    return ("// Placeholders: {func}, {kernel}; {score_params}, {score_args}, {score_types}: the score op's other\n"
            "// operands, empty without any; {loc_qk}, {loc_max}, {loc_exp}, {loc_sum}, {loc_pv}, {loc_div}: the\n"
            f"// locations of the ops each part computes (their NumPy lines), empty for none. {kinds}\n"
            f"func.func private @{{func}}(%Q: {M3},\n"
            f"                          %K: {M3},\n"
            f"                          %V: {M3},\n"
            f"                          %O: {M3}{{score_params}}) {{")


# The two functions after the kernel's: plain text (no f-string), the pass replaces both bodies.
SCORE_FUNCTIONS = """// The score op's mask term on one element (s unused): replaced per call site by the term the score
// adds to a scaled product (pipeline/passes/attention.py); as written, 0 (every tile live).
func.func private @{func}_mask(%s: f32, %b: index, %i: index, %j: index{score_params}) -> f32 {
  %z = arith.constant 0.0 : f32
  return %z : f32
}

// The score op on one product element s = (Q @ K^T)[b, i, j]: replaced per call site by the
// matched generic's body (pipeline/passes/attention.py); as written, the identity.
func.func private @{func}_score(%s: f32, %b: index, %i: index, %j: index{score_params}) -> f32 {
  return %s : f32
}"""

SMS = 132    # the tuned card's SMs: blocks are ranked in a snake over groups of this many (a balance, not a limit)


def rank_blocks(rows: str) -> str:
    """%by (the head) and %r0 (the block's first query row) from the launch ids %bx0, %by0 over the
    grid %nbx x %nby; `rows`: the index constant of query rows a block. Needs %i0, %i1, %i2."""
    return f"""    // The block's (row block, head) from its rank: rank k is row block nbx - 1 - k / H (the last ones
    // first: under a causal mask they have the most live tiles), head k % H. Launch order (x fastest)
    // gives the ranks in a snake over groups of {SMS} blocks (the card's SMs): forwards, backwards,
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
