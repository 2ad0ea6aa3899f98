"""GPU pass attention: attention's chain of ops becomes one kernel per layer.

gpt2/reference.py `attention` and `softmax`, after fusion and bufferization, are seven ops on
memrefs (per layer of a decoding step, or of a prompt):

    S  = Q @ K^T                 linalg.batch_matmul {gpu.overwrite_output}, S [h, n, C]
    X  = score(S, ...)           linalg.generic, elementwise: `* scale + mask` (cached_mask's
                                 select(j <= pos + i, 0, -inf) on pos in device memory, or
                                 causal_mask's captured constant)
    M  = max_j X                 linalg.fill -inf, then a max-reduce over the last axis
    E  = exp(X - M)              linalg.generic
    L  = sum_j E                 linalg.fill 0, then a sum-reduce
    P  = E / L                   linalg.generic
    O  = P @ V                   linalg.batch_matmul {gpu.overwrite_output}, O [h, n, dh]

which ran as three or four kernels (the products, a row kernel), S and P going through memory.
Here the chain becomes one call of a kernel template the registry (pipeline/kernels/, family
"attention") picks: scores, an online softmax and P @ V in registers and shared memory, O written
once. The score op is not GPT-2's written again: its body is inlined into the template's
@<kernel>_score (as epilogues.py inlines an op into @<kernel>_store), its other operands (the mask,
pos, aranges) passed to the kernel, so any program with this chain gets its own score op.

Fused only when it is plainly this chain: the ops come one after another in one block (only
views, allocations, constants and deallocations of the chain's own buffers between); every op
has exactly the maps and body above (max by arith.maximumf, exp of x - max, sum by arith.addf,
x / sum, -inf and 0 fills), over the same rows (S itself, or S viewed [h, C] when n = 1); S, X,
M, E, L and P are allocations the chain alone uses (X, E, P may be Q's or K's, which only the
first product reads: n = dh), after the chain each next freed, fully overwritten, or not touched
(bufferization reuses buffers across layers); V, O and the score op's operands are other buffers,
and O none of Q, K, V, f32 everywhere, static sizes, dh at most
1024. Anything else is left to today's kernels. Run before matmul-templates, on the named
matmuls; the epilogues pass later reads Q or V through a transposed view and stores O through
one, as for the matmul kernels. Which kernel: the first of pipeline/kernels/attention.py's rules that
holds.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from mlir import ir
from mlir.dialects import func, memref

from ..irutil import (NO_WRITE, VIEWS, buffer_root, generic_body, is_memref, nested_ops,
                      row_major, static, users_through_views as _users)
from ..kernels import AttentionFacts, choose_attention, template_source
from ..rewrite import fully_dynamic, memref_type, transpose_view, transposed_operands
from .matmul_templates import OVERWRITE
from .matchers import body_at, dedup_functions, outside_constants

NEG_INF = -math.inf


def _callable_name(kind: str, count: int) -> str:
    return f"gpu_{kind}_f32_a{count}"


@dataclass
class _Chain:
    mm1: ir.Operation
    score: ir.Operation
    fills: list[ir.Operation]
    reduces: list[ir.Operation]     # max, sum
    elementwise: list[ir.Operation]  # exp, div
    mm2: ir.Operation
    rank: int                        # 3, or 2 when n = 1 is folded away ([h, C] rows)
    s_index: int                     # the score op's operand that is S
    deallocs: list[ir.Operation]

    def ops(self) -> list[ir.Operation]:
        return [self.mm1, self.score, *self.fills, *self.reduces, *self.elementwise, self.mm2]


def _maps(op: ir.Operation) -> list[str]:
    return [str(ir.AffineMapAttr(m).value) for m in ir.ArrayAttr(op.attributes["indexing_maps"])]


def _iterators(op: ir.Operation) -> list[str]:
    return [str(a).split("<")[-1].rstrip(">") for a in ir.ArrayAttr(op.attributes["iterator_types"])]


def _identity(rank: int) -> str:
    dims = ", ".join(f"d{k}" for k in range(rank))
    return f"({dims}) -> ({dims})"


def _rows(rank: int) -> str:
    dims = ", ".join(f"d{k}" for k in range(rank))
    return f"({dims}) -> ({', '.join(f'd{k}' for k in range(rank - 1))})"


def _is_alloc(value: ir.Value) -> bool:
    return not isinstance(value.owner, ir.Block) and value.owner.name == "memref.alloc"


def _f32(value: ir.Value) -> bool:
    t = memref_type(value)
    return t is not None and str(t.element_type) == "f32"




def _contiguous_view(value: ir.Value) -> bool:
    """A view that only reshapes its buffer (identity layouts all the way down to an allocation)."""
    while True:
        t = memref_type(value)
        if t is None or not row_major(t):
            return False
        if _is_alloc(value):
            return True
        if isinstance(value.owner, ir.Block) or value.owner.name not in ("memref.expand_shape",
                                                                          "memref.collapse_shape"):
            return False
        value = value.owner.operands[0]


def _body(op: ir.Operation) -> list[ir.Operation]:
    return [o.operation for o in generic_body(op).operations]


def _is_const(value: ir.Value, want: float) -> bool:
    owner = value.owner
    if isinstance(owner, ir.Block) or owner.name != "arith.constant":
        return False
    attr = owner.attributes["value"]
    return isinstance(attr, ir.FloatAttr) and ir.FloatAttr(attr).value == want


def _combine(op: ir.Operation, name: str) -> bool:
    """A reduction body `out = name(in, out)` (either operand order)."""
    body = _body(op)
    args = list(generic_body(op).arguments)
    return (len(body) == 2 and body[0].name == name and set(body[0].operands) == set(args)
            and body[1].operands[0] == body[0].results[0])


def _reduce(op: ir.Operation, name: str, rank: int) -> bool:
    return (op.name == "linalg.generic" and len(op.operands) == 2 and not len(op.results)
            and _iterators(op) == ["parallel"] * (rank - 1) + ["reduction"]
            and _maps(op) == [_identity(rank), _rows(rank)] and _combine(op, name))


def _row_op(op: ir.Operation, rank: int, ops: tuple[str, ...]) -> tuple[int, int] | None:
    """An elementwise op `out = f(x, r)` with x read at each element and r once per row, its body the
    ops `ops` (the first taking x then r, each next the one before), the out argument unused:
    (x's operand index, r's operand index), else None."""
    if op.name != "linalg.generic" or len(op.operands) != 3 or len(op.results):
        return None
    if _iterators(op) != ["parallel"] * rank:
        return None
    maps = _maps(op)
    if maps[2] != _identity(rank) or sorted(maps[:2]) != sorted([_identity(rank), _rows(rank)]):
        return None
    x, r = (0, 1) if maps[0] == _identity(rank) else (1, 0)
    args = list(generic_body(op).arguments)
    body = _body(op)
    if list(args[2].uses) or len(body) != len(ops) + 1 or [o.name for o in body[:-1]] != list(ops):
        return None
    if list(body[0].operands) != [args[x], args[r]]:
        return None
    for prev, o in zip(body, body[1:-1]):
        if list(o.operands) != [prev.results[0]]:
            return None
    return (x, r) if body[-1].operands[0] == body[-2].results[0] else None


def _full_overwrite(op: ir.Operation, root: ir.Value) -> bool:
    """`op` writes every element of `root`'s buffer without reading it first (a reused buffer's next
    writer: whatever the chain left there is dead)."""
    size = math.prod(memref_type(root).shape)
    if op.name == "linalg.fill":
        out = op.operands[1]
        return buffer_root(out) == root and math.prod(memref_type(out).shape) == size
    if op.name == "linalg.batch_matmul" and OVERWRITE in op.attributes:
        out = op.operands[2]
        return (buffer_root(out) == root and math.prod(memref_type(out).shape) == size
                and all(buffer_root(v) != root for v in list(op.operands)[:2]))
    if op.name == "linalg.generic" and all(k == "parallel" for k in _iterators(op)):
        operands, maps = list(op.operands), _maps(op)
        n_out = len(operands) - list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))[0]
        if n_out != 1 or any(is_memref(v) and buffer_root(v) == root for v in operands[:-1]):
            return False
        out, args = operands[-1], list(generic_body(op).arguments)
        return (buffer_root(out) == root and maps[-1] == _identity(len(_iterators(op)))
                and math.prod(memref_type(out).shape) == size and not list(args[-1].uses))
    if op.name == "linalg.transpose":
        out = op.operands[1]
        return (buffer_root(out) == root and buffer_root(op.operands[0]) != root
                and math.prod(memref_type(out).shape) == size)
    return False


def _dead_after(root: ir.Value, last: ir.Operation, block_ops: list[ir.Operation]) -> bool:
    """Nothing reads what the chain left in `root` after `last`: the next op touching it frees it or
    overwrites all of it, or there is none."""
    after = block_ops.index(last)
    touching = sorted((block_ops.index(op), op) for op in _users(root)
                      if op.name not in VIEWS and op in block_ops and block_ops.index(op) > after)
    touching_all = [op for op in _users(root) if op.name not in VIEWS]
    if any(op not in block_ops for op in touching_all):
        return False  # used in a nested region: not followed here
    if not touching:
        return True
    op = touching[0][1]
    return op.name == "memref.dealloc" or _full_overwrite(op, root)


def match(mm1: ir.Operation, block_ops: list[ir.Operation]) -> _Chain | None:
    """The attention chain starting at the batch_matmul `mm1`, or None when anything differs."""
    if mm1.name != "linalg.batch_matmul" or OVERWRITE not in mm1.attributes or len(mm1.operands) != 3:
        return None
    if not all(_f32(v) for v in mm1.operands) or transposed_operands(mm1, 3) is None:
        return None
    s = mm1.operands[2]
    s_type = memref_type(s)
    if not _is_alloc(s) or not row_major(s_type):
        return None
    h, n, c = s_type.shape
    # The ops that write memory up to the next batch_matmul, deallocations of the chain's buffers aside.
    start = block_ops.index(mm1)
    written, deallocs, mm2 = [], [], None
    for op in block_ops[start + 1:]:
        if op.name in NO_WRITE:
            continue
        if op.name == "memref.dealloc":
            deallocs.append(op)
            continue
        if op.name == "linalg.batch_matmul":
            mm2 = op
            break
        written.append(op)
        if len(written) > 7:
            return None
    if mm2 is None or len(written) != 7:
        return None
    fills = [op for op in written if op.name == "linalg.fill"]
    generics = [op for op in written if op.name == "linalg.generic"]
    if len(fills) != 2 or len(generics) != 5:
        return None
    score, mx, ex, sm, dv = generics
    # The score op: elementwise on S (read once, at its element), writes X at the same element.
    if any(k != "parallel" for k in _iterators(score)) or len(score.results):
        return None
    rank = len(_iterators(score))
    if rank not in (2, 3) or (rank == 2 and n != 1):
        return None
    row_shape = [h, n, c] if rank == 3 else [h, c]
    operands, maps = list(score.operands), _maps(score)
    n_in = list(ir.DenseI32ArrayAttr(score.attributes["operandSegmentSizes"]))[0]
    if n_in != len(operands) - 1:
        return None
    reads_s = [k for k, v in enumerate(operands[:-1]) if is_memref(v) and buffer_root(v) == s]
    if len(reads_s) != 1:
        return None
    k_s = reads_s[0]
    x = operands[-1]

    def rows_view(v: ir.Value) -> bool:  # the chain's [rows..., C] view of one of its buffers
        return list(memref_type(v).shape) == row_shape and _contiguous_view(v)

    def per_row(v: ir.Value) -> bool:  # one value per row
        return list(memref_type(v).shape) == row_shape[:-1] and _contiguous_view(v)

    if not (rows_view(operands[k_s]) and rows_view(x) and maps[k_s] == _identity(rank)
            and maps[-1] == _identity(rank)):
        return None
    if list(list(generic_body(score).arguments)[-1].uses):
        return None  # reads its output
    if outside_constants(score) is None:
        return None
    for v in operands[:-1]:
        if not is_memref(v) and (isinstance(v.owner, ir.Block) or v.owner.name != "arith.constant"):
            return None
    x_root = buffer_root(x)
    # max over the row of X into M (filled with -inf), exp(X - M) into E, sum into L (filled with 0),
    # E / L into P.
    if not (_reduce(mx, "arith.maximumf", rank) and buffer_root(mx.operands[0]) == x_root
            and rows_view(mx.operands[0]) and per_row(mx.operands[1])):
        return None
    m_root = buffer_root(mx.operands[1])

    def row_op(op, names, rows_root, per_row_root):  # out = f(rows, per-row value): exp(X - M), E / L
        roles = _row_op(op, rank, names)
        if roles is None or buffer_root(op.operands[roles[0]]) != rows_root \
                or buffer_root(op.operands[roles[1]]) != per_row_root:
            return None
        if not (rows_view(op.operands[roles[0]]) and per_row(op.operands[roles[1]]) and rows_view(op.operands[2])):
            return None
        return buffer_root(op.operands[2])  # where it writes

    e_root = row_op(ex, ("arith.subf", "math.exp"), x_root, m_root)
    if e_root is None:
        return None
    if not (_reduce(sm, "arith.addf", rank) and buffer_root(sm.operands[0]) == e_root
            and rows_view(sm.operands[0]) and per_row(sm.operands[1])):
        return None
    l_root = buffer_root(sm.operands[1])
    p_root = row_op(dv, ("arith.divf",), e_root, l_root)
    if p_root is None:
        return None
    # The fills: -inf into M before the max, 0 into L before the sum, each over the whole row buffer.
    order = {op: k for k, op in enumerate(written)}
    fill_of = {}
    for f in fills:
        fill_of[buffer_root(f.operands[1])] = f
        if not per_row(f.operands[1]):
            return None
    if set(fill_of) != {m_root, l_root} or m_root == l_root:
        return None
    if not (_is_const(fill_of[m_root].operands[0], NEG_INF) and _is_const(fill_of[l_root].operands[0], 0.0)):
        return None
    if not (order[score] < order[mx] < order[ex] < order[sm] < order[dv]
            and order[fill_of[m_root]] < order[mx] and order[fill_of[l_root]] < order[sm]):
        return None
    # The values flow through these buffers and nowhere else.
    if x_root in (m_root, l_root) or e_root in (m_root, l_root) or p_root in (m_root, l_root):
        return None
    # O = P @ V, P read as it was written.
    if OVERWRITE not in mm2.attributes or not all(_f32(v) for v in mm2.operands):
        return None
    flags2 = transposed_operands(mm2, 3)
    p_view, v_val, o_val = mm2.operands
    if flags2 is None or flags2[0] or buffer_root(p_view) != p_root or list(memref_type(p_view).shape) != [h, n, c] \
            or not _contiguous_view(p_view):
        return None
    q_val, k_val = mm1.operands[0], mm1.operands[1]
    dh = memref_type(q_val).shape[1 if transposed_operands(mm1, 3)[0] else 2]
    if list(memref_type(o_val).shape) != [h, n, dh] or not all(static(memref_type(v)) for v in (q_val, k_val, v_val)):
        return None
    if dh > 1024:
        return None
    inner = {s, x_root, m_root, e_root, l_root, p_root}
    if not all(_is_alloc(r) for r in inner):
        return None
    outer = [buffer_root(v) for v in (q_val, k_val, v_val)]
    o_root = buffer_root(o_val)
    extra = [buffer_root(v) for k, v in enumerate(operands[:-1]) if k != k_s and is_memref(v)]
    # Q's or K's buffer may hold X, E or P (bufferization reuses K's for the scores when they have its
    # shape, n = dh): the products read Q and K first, before the chain writes anything, and the kernel
    # writes none of X, E, P, so those reads see Q and K in either form; after the chain the buffer is
    # dead (_dead_after below) whether it holds P or still K. Not S's (the product's own output), not
    # V's (read after P is written), not O's or the score operands'.
    if any(r in inner for r in [outer[2], o_root] + extra) or s in outer[:2] or o_root in outer + extra:
        return None
    # Every use of the chain's buffers between mm1 and mm2 is one of its ops (or a view, a dealloc).
    chain_ops = [mm1, *written, mm2]
    for r in inner:
        for op in _users(r):
            if op.name in VIEWS or op in chain_ops:
                continue
            if op.name == "memref.dealloc" and op in deallocs:
                continue
            if op in block_ops and start < block_ops.index(op) < block_ops.index(mm2):
                return None
        if not _dead_after(r, mm2, block_ops):
            return None
    for d in deallocs:
        if buffer_root(d.operands[0]) not in inner:
            return None
    return _Chain(mm1, score, fills, [mx, sm], [ex, dv], mm2, rank, k_s, deallocs)


def _template(kind: str, name: str, threads: int, params: str, args: str, types: str,
              locations: dict[str, ir.Location] | None = None) -> str:
    """The template `kind` instantiated as function `name`; `locations` (qk, max, exp, sum, pv, div:
    the chain's op computing each part) go on the template's ops doing that part."""
    text = template_source(kind)
    if "{prefetch_kv:" in text:  # v4's and v5's shared start (its header, the lines at column 0, left out)
        kv = "".join(line for line in template_source("attention_prefetch_kv").splitlines(keepends=True) if not line.startswith("//"))
        text = re.sub(r"\{prefetch_kv:(%\w+)\}\n", lambda m: kv.replace("{first}", m.group(1)), text)
    for part in ("qk", "max", "exp", "sum", "pv", "div"):
        text = text.replace(f"{{loc_{part}}}", str(locations[part]) if locations else "")
    return (text.replace("{func}", name).replace("{kernel}", f"{kind}_f32").replace("{threads}", str(threads))
            .replace("{score_params}", params).replace("{score_args}", args).replace("{score_types}", types))


def _build_score(score_fn: ir.Operation, chain: _Chain) -> None:
    """The score function's body: the matched score op's body on (b, i, j) ((b, j) when n = 1)."""
    generic = chain.score
    entry = score_fn.regions[0].blocks[0]
    for op in list(entry.operations):
        op.erase()
    s, b, i, j = list(entry.arguments)[:4]
    extra = iter(list(entry.arguments)[4:])
    ivs = [b, i, j] if chain.rank == 3 else [b, j]
    with ir.InsertionPoint(entry), generic.location:
        func.ReturnOp([body_at(generic, chain.s_index, s, extra, ivs, list(generic.operands)[:-1])])


def _finite_constant(value: ir.Value, nonzero: bool = False) -> bool:
    owner = value.owner
    if isinstance(owner, ir.Block) or owner.name != "arith.constant":
        return False
    attr = owner.attributes["value"]
    if not isinstance(attr, ir.FloatAttr):
        return False
    x = ir.FloatAttr(attr).value
    return math.isfinite(x) and (x != 0 or not nonzero)


def mask_term(score_fn: ir.Operation) -> tuple[int, int] | None:
    """(the position of the score function's final addf among its ops, the operand that is its mask term): the score
    is `addf(X, M)` (either order) with X the product s scaled by finite constants (mulf, divf by a
    nonzero one, negf) and M computed without s. Then where M is -inf, the score is -inf for every
    finite s, whatever K holds: a tile whose every M is -inf has weights exactly 0 and is skipped
    (attention_tiles). None when the score is not of that form (no tile is skipped before its scores)."""
    entry = score_fn.regions[0].blocks[0]
    ops = [op.operation for op in entry.operations]
    if any(len(op.regions) for op in ops) or len(ops) < 2:
        return None
    s = entry.arguments[0]
    depends = {s}
    for op in ops:
        if any(v in depends for v in op.operands):
            depends.update(op.results)
    total = ops[-1].operands[0]
    if isinstance(total.owner, ir.Block) or total.owner.name != "arith.addf":
        return None
    terms = list(total.owner.operands)
    if [v in depends for v in terms].count(True) != 1:
        return None
    x, m = terms if terms[0] in depends else terms[::-1]
    while x != s:
        if isinstance(x.owner, ir.Block):
            return None
        op, args = x.owner, list(x.owner.operands)
        if op.name == "arith.negf":
            x = args[0]
        elif op.name == "arith.mulf" and [v in depends for v in args].count(True) == 1:
            x, c = args if args[0] in depends else args[::-1]
            if not _finite_constant(c):
                return None
        elif op.name == "arith.divf" and args[0] in depends and _finite_constant(args[1], nonzero=True):
            x = args[0]
        else:
            return None
    if isinstance(m.owner, ir.Block):
        return None  # an argument (never: the score's arguments are s, indices and memrefs)
    return ops.index(total.owner), list(total.owner.operands).index(m)


def _build_mask(mask_fn: ir.Operation, score_fn: ir.Operation) -> bool:
    """The mask function's body: the score function's, returning its mask term (mask_term); the
    template's 0 (every tile live) when there is none. True when built."""
    where = mask_term(score_fn)
    if where is None:
        return False
    at, k = where
    entry = mask_fn.regions[0].blocks[0]
    for op in reversed(list(entry.operations)):  # users first
        op.erase()
    # The same ops on the same arguments (s is unused in the term: what computes X is left dead).
    mapping = dict(zip(score_fn.regions[0].blocks[0].arguments, entry.arguments))
    ops = [op.operation for op in score_fn.regions[0].blocks[0].operations][:-1]
    with ir.InsertionPoint(entry), ops[at].location:
        clones = []
        for op in ops:
            clone = op.clone()
            for j, v in enumerate(list(clone.operands)):
                if v in mapping:
                    clone.operands[j] = mapping[v]
            mapping.update(zip(op.results, clone.results))
            clones.append(clone)
            if op == ops[at]:
                term = mapping[op.operands[k]]
        func.ReturnOp([term])
    for clone in reversed(clones):  # what only X needed
        if not any(list(r.uses) for r in clone.results):
            clone.erase()
    return True


def _dynamic(value: ir.Value, transposed: bool, before: ir.Operation) -> ir.Value:
    if transposed:
        value = transpose_view(value, before)
    dyn = fully_dynamic(memref_type(value))
    if memref_type(value) == dyn:
        return value
    with ir.InsertionPoint(before), before.location:
        return memref.CastOp(dyn, value).result


def _drop_if_unused(root: ir.Value) -> None:
    """Erase a chain buffer nothing uses any more but views of it and its deallocation."""
    users = _users(root)
    if any(op.name not in VIEWS and op.name != "memref.dealloc" for op in users):
        return
    for op in reversed(users):  # views of views first
        op.erase()
    root.owner.erase()


def fuse(module: ir.Module, chip: str) -> int:
    """Replace every attention chain in `module` by a kernel call (kernels for `chip`); returns how many."""
    plans = []
    for top in list(module.body.operations):
        if top.operation.name != "func.func":
            continue
        for block in top.regions[0].blocks:
            block_ops = [op.operation for op in block.operations]
            for op in block_ops:
                if op.name == "linalg.batch_matmul":
                    chain = match(op, block_ops)
                    if chain is None:
                        continue
                    q, k = chain.mm1.operands[0], chain.mm1.operands[1]
                    h, n, c = memref_type(chain.mm1.operands[2]).shape
                    dh = memref_type(chain.mm2.operands[2]).shape[2]
                    facts = AttentionFacts(h, n, c, dh, chip)
                    kind = choose_attention(facts)
                    if kind is not None:
                        plans.append((chain, kind, facts))
    for count, (chain, kind, facts) in enumerate(plans):
        chunks, chunk = facts.chunks()
        threads = (facts.warp_threads() if kind in ("attention_warps", "attention_split_warps")
                   else facts.threads(chunk if kind == "attention_split" else None))
        mm1, mm2 = chain.mm1, chain.mm2
        a_t, b_t = transposed_operands(mm1, 3)
        _, v_t = transposed_operands(mm2, 3)
        # K is read as K[b, j, d]: S = Q @ B with B = K^T, so B's map read transposed is K as stored.
        q = _dynamic(mm1.operands[0], a_t, mm2)
        k = _dynamic(mm1.operands[1], not b_t, mm2)
        v = _dynamic(mm2.operands[1], v_t, mm2)
        o = _dynamic(mm2.operands[2], False, mm2)
        operands = list(chain.score.operands)
        extra = [val for j, val in enumerate(operands[:-1]) if j != chain.s_index and is_memref(val)]
        name = _callable_name(kind, count)
        params = "".join(f", %sc{j}: {val.type}" for j, val in enumerate(extra))
        argnames = "".join(f", %sc{j}" for j in range(len(extra)))
        types = "".join(f", {val.type}" for val in extra)
        locations = dict(zip(("qk", "max", "exp", "sum", "pv", "div"),
                             (op.location for op in (mm1, chain.reduces[0], chain.elementwise[0], chain.reduces[1],
                                                     mm2, chain.elementwise[1]))))
        extra_module = ir.Module.parse(_template(kind, name, threads, params, argnames, types, locations)
                                       .replace("{chunks}", str(chunks)).replace("{chunk}", str(chunk)))
        fns = {}
        for fn in list(extra_module.body.operations):
            fn = fn.detach_from_parent()
            module.body.append(fn)
            fns[ir.StringAttr(fn.attributes["sym_name"]).value] = fn
        _build_score(fns[f"{name}_score"], chain)
        if f"{name}_mask" in fns:
            _build_mask(fns[f"{name}_mask"], fns[f"{name}_score"])
        # The call is every op's of the chain: its location keeps their lines, the scores' product first.
        with ir.InsertionPoint(mm2), ir.Location.fused([op.location for op in chain.ops()]):
            func.CallOp([], ir.FlatSymbolRefAttr.get(name), [q, k, v, o] + extra)
        inner = [buffer_root(val) for val in (mm1.operands[2], chain.score.operands[-1], chain.reduces[0].operands[1],
                                              chain.elementwise[0].operands[2], chain.reduces[1].operands[1],
                                              chain.elementwise[1].operands[2])]
        for op in chain.ops():
            op.erase()
        for root in dict.fromkeys(inner):
            _drop_if_unused(root)
    return len(plans)


def run(module: ir.Module, options) -> None:
    """The pass entry point: fuse, then one function for the layers' identical instantiations."""
    fuse(module, options.chip)
    dedup_functions(module)
