"""What every split-K template shares (v8/v10/v15: gen_matvec_cols_split.py, v11/v12/v20: gen_matmul_2d_tf32.py):
the ticket that finds a tile's last block, and that block's sum of the S chunks' partials in order; the
cluster forms' barrier and end.

Both write MLIR text; the names they define (%t0, %last, %sb0, %sc<u>, %pv<u>_<q>, ...) are the
templates' own, so a generator that takes them writes the same bytes as before."""

TK = "memref<1xi32, #gpu.address_space<workgroup>>"
CNT = "memref<?x?xi32>"

# v15's and v20's cluster barrier (their S chunks a thread-block cluster, the sums through distributed shared
# memory). Not .aligned: LLVM may copy the barrier into the arms of a branch the lanes of a warp take apart
# (with one chunk, v15's combine's condition is the store's), and an .aligned barrier's lanes must all run the
# same copy: a 36-column product hung so.
CLUSTER_BARRIER = ('llvm.inline_asm has_side_effects asm_dialect = att "barrier.cluster.arrive;\\n\\t'
                   'barrier.cluster.wait;", "" : () -> ()')
def cluster_sums(e, ind: str, addr: str, count: str, rank0: str, most: int, zero: str, width: int = 1,
                 p: str = "", then=None) -> list[str]:
    """v15's and v20's sum over the cluster: the values at shared address `addr` (an i32) in blocks 0..S-1
    of the cluster (S = `count`, an i32; `most` loads, a rank past S reading rank `rank0`'s and not added),
    `width` floats a load (1: ld.shared::cluster.f32, 4: .v4), all loads (mapa + ld.shared::cluster) issued
    before the adds, then added in order s = 0, 1, ..., S-1 from `zero`. Returns the `width` sums' names;
    `p` prefixes the names it defines (%{p}cr<u>, %{p}rok<u>, %{p}pv<u>, ...); `then(j, sum)`, when given,
    emits what uses sum j right after its adds (v20's store of column j, before the next column's adds)."""
    struct = "!llvm.struct<(" + ", ".join(["f32"] * width) + ")>"
    for u in range(most):
        e(f"""{ind}%{p}cr{u} = arith.constant {u} : i32
{ind}%{p}rok{u} = arith.cmpi ult, %{p}cr{u}, {count} : i32
{ind}%{p}rk{u} = arith.select %{p}rok{u}, %{p}cr{u}, {rank0} : i32
{ind}%{p}ra{u} = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" {addr}, %{p}rk{u} : (i32, i32) -> i32""")
        if width == 1:
            e(f"""{ind}%{p}pv{u} = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.f32 $0, [$1];", "=f,r" %{p}ra{u} : (i32) -> {{elt}}""")
        else:
            regs = ", ".join(f"${j}" for j in range(width))
            e(f"""{ind}%{p}pv{u} = llvm.inline_asm has_side_effects asm_dialect = att "ld.shared::cluster.v{width}.f32 {{{regs}}}, [${width}];", "{'=f,' * width}r" %{p}ra{u} : (i32) -> {struct}""")
            for j in range(width):
                e(f"{ind}%{p}pv{u}_{j} = llvm.extractvalue %{p}pv{u}[{j}] : {struct}")
    sums = []
    for j in range(width):
        q = "" if width == 1 else f"_{j}"
        prev = zero
        for u in range(most):
            e(f"""{ind}%{p}pa{u}{q} = arith.addf {prev}, %{p}pv{u}{q} : {{elt}}
{ind}%{p}pn{u}{q} = arith.select %{p}rok{u}, %{p}pa{u}{q}, {prev} : {{elt}}""")
            prev = f"%{p}pn{u}{q}"
        sums.append(prev)
        if then:
            then(j, prev)
    return sums


# Their kernel's end: the second barrier, then the launch's and the function's closing lines.
CLUSTER_EXIT = f"""    // No block leaves (its shared memory with it) before the others have read its sums.
    {CLUSTER_BARRIER}
    gpu.terminator
  }}
  return
}}"""


def ticket(tid: str | None, chunks: str, counter: str = "%cnt[%by, %bx]", counter_type: str = CNT,
           sfx: str = "", ind: str = "    ", whose: str = "the tile's") -> str:
    """After the block stored its partial sums: thread 0 releases them device-wide (a fence) and
    takes a ticket from `counter` (the tile's, %cnt[%by, %bx]); %last<sfx> is true in the block that
    took ticket S - 1 (S = `chunks`: the blocks counting on it; `whose` names them in a comment). Defines %t0 (thread 0) from `tid`, or
    uses the one defined before when `tid` is None. Needs %i0, the counter and the workgroup %Tk."""
    t0 = f"\n{ind}%t0 = arith.cmpi eq, {tid}, %i0 : index" if tid else ""
    return f"""{ind}// Release this block's partial sums device-wide, then take a ticket: {whose} last block adds them up.
{ind}gpu.barrier{t0}
{ind}scf.if %t0 {{
{ind}  %one{sfx} = arith.constant 1 : i32
{ind}  llvm.fence syncscope("device") acq_rel
{ind}  %ticket{sfx} = memref.atomic_rmw addi %one{sfx}, {counter} : (i32, {counter_type}) -> i32
{ind}  memref.store %ticket{sfx}, %Tk[%i0] : {TK}
{ind}}}
{ind}gpu.barrier
{ind}%got{sfx} = memref.load %Tk[%i0] : {TK}
{ind}%nS32{sfx} = arith.index_cast {chunks} : index to i32
{ind}%one32{sfx} = arith.constant 1 : i32
{ind}%lastt{sfx} = arith.subi %nS32{sfx}, %one32{sfx} : i32
{ind}%last{sfx} = arith.cmpi eq, %got{sfx}, %lastt{sfx} : i32"""


def chunk_sums(e, ind: str, chunks: str, step: str, unroll: int, width: int, vtype: str, load,
               zero: str = "%neg0") -> str:
    """The last block's sum of `width` values over the S = `chunks` partials, in the order
    s = 0, 1, ..., S-1, U = `unroll` chunks a trip (`step`: an index equal to U): the trip's U x width loads
    (`load(u, q)` writes value %pv<u>_<q> of chunk %sc<u>, a chunk past S reading chunk 0) are all
    issued before its adds, so a trip waits one memory latency, not U. Returns the sums' name
    (%tot, `width` results, each starting from `zero`, a -0.0 of type `vtype`)."""
    accs = ", ".join(f"%ca{q} = {zero}" for q in range(width))
    types = ", ".join([vtype] * width)
    e(f"{ind}%tot:{width} = scf.for %sb0 = %i0 to {chunks} step {step} iter_args({accs}) -> ({types}) {{")
    for u in range(unroll):
        e(f"""{ind}  %cu{u} = arith.constant {u} : index
{ind}  %su{u} = arith.addi %sb0, %cu{u} : index
{ind}  %sok{u} = arith.cmpi ult, %su{u}, {chunks} : index
{ind}  %sc{u} = arith.select %sok{u}, %su{u}, %i0 : index""")
        for q in range(width):
            e(f"{ind}  {load(u, q)}")
    prev = [f"%ca{q}" for q in range(width)]
    for u in range(unroll):
        for q in range(width):
            e(f"{ind}  %pa{u}_{q} = arith.addf {prev[q]}, %pv{u}_{q} : {vtype}")
            e(f"{ind}  %pn{u}_{q} = arith.select %sok{u}, %pa{u}_{q}, {prev[q]} : {vtype}")
            prev[q] = f"%pn{u}_{q}"
    e(f"{ind}  scf.yield {', '.join(prev)} : {types}")
    e(f"{ind}}}")
    return "%tot"


def release(workspace: str, scopes: int = 1) -> str:
    """The end of the last block's work (thread 0 puts the tile's counter back to 0: the next launch
    finds it zeroed), of `scopes` regions around it, and of the kernel: the workspace `workspace` (the
    type of %P) and the counters freed."""
    closes = "    }\n" * scopes
    return f"""      scf.if %t0 {{
        %z32 = arith.constant 0 : i32
        memref.store %z32, %cnt[%by, %bx] : {CNT}
      }}
{closes}    gpu.terminator
  }}
  memref.dealloc %P : {workspace}
  memref.dealloc %cnt : {CNT}
  return
}}"""


def stream_grid(blocks: int) -> str:
    """Stream-K's host side (v12, v17): U = tiles x I steps of 16 along K (tiles = %gx x %gy, I from
    %Kall), over G = min(blocks, U) blocks."""
    return f"""  %c16 = arith.constant 16 : index
  %tiles = arith.muli %gx, %gy : index
  %I = arith.ceildivui %Kall, %c16 : index
  %U = arith.muli %tiles, %I : index
  %cG = arith.constant {blocks} : index
  %G = arith.minui %cG, %U : index"""


def stream_blocks(p: str = "") -> str:
    """Stream-K (v12, v17), in the kernel: block %skb's K steps [%<p>u0, %<p>u1) of the U, tile by tile:
    the segments %<p>tfirst .. %<p>tlast, %<p>nseg of them."""
    return f"""    // This block's K steps [u0, u1) of the U = tiles x I, tile by tile: segments tfirst .. tlast.
    %{p}u0a = arith.muli %skb, %U : index
    %{p}u0 = arith.divui %{p}u0a, %G : index
    %{p}skb1 = arith.addi %skb, %i1 : index
    %{p}u1a = arith.muli %{p}skb1, %U : index
    %{p}u1 = arith.divui %{p}u1a, %G : index
    %{p}tfirst = arith.divui %{p}u0, %I : index
    %{p}u1m = arith.subi %{p}u1, %i1 : index
    %{p}tlast = arith.divui %{p}u1m, %I : index
    %{p}nseg0 = arith.subi %{p}tlast, %{p}tfirst : index
    %{p}nseg = arith.addi %{p}nseg0, %i1 : index"""


def stream_segment(p: str = "") -> str:
    """Stream-K (v12, v17), inside the loop over %seg: the segment's tile %tile and its K steps
    [%<p>s0, %<p>s1) of the tile's I (%<p>tbase, %<p>tend: the tile's first K step of the U and one past its last)."""
    return f"""    %tile = arith.addi %{p}tfirst, %seg : index
    %{p}tbase = arith.muli %tile, %I : index
    %{p}tend = arith.addi %{p}tbase, %I : index
    %{p}ua = arith.maxui %{p}u0, %{p}tbase : index
    %{p}ub = arith.minui %{p}u1, %{p}tend : index
    %{p}s0 = arith.subi %{p}ua, %{p}tbase : index
    %{p}s1 = arith.subi %{p}ub, %{p}tbase : index"""


def stream_owners(tbase: str, tend: str, p: str = "") -> str:
    """Stream-K (v12, v17): the blocks that share a tile, the owners of its first and last K steps
    (block b takes steps [b U / G, (b + 1) U / G), so owner(x) = ((x + 1) G - 1) / U): %<p>cb0 .. %<p>cb1,
    %<p>ncon of them. `tbase`, `tend`: the tile's first K step and one past its last (SSA names)."""
    return f"""    // The tile's blocks: the owners of its first and last K steps (owner(x) = ((x + 1) G - 1) / U).
    %{p}x0a = arith.addi {tbase}, %i1 : index
    %{p}x0b = arith.muli %{p}x0a, %G : index
    %{p}x0c = arith.subi %{p}x0b, %i1 : index
    %{p}cb0 = arith.divui %{p}x0c, %U : index
    %{p}x1b = arith.muli {tend}, %G : index
    %{p}x1c = arith.subi %{p}x1b, %i1 : index
    %{p}cb1 = arith.divui %{p}x1c, %U : index
    %{p}ncon0 = arith.subi %{p}cb1, %{p}cb0 : index
    %{p}ncon = arith.addi %{p}ncon0, %i1 : index"""
