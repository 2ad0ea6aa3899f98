"""GPU pass attention-matvec: a decoding step's attention and the product after it run as one kernel.

After the attention and epilogues passes a layer of a decoding step holds, one after the other,

    call @gpu_attention_warps_f32_a<k>(Q, K, V, O, score operands...)     attention v4, O [H, 1, dh]
    call @gpu_matvec_cols_vec4_f32_overwrite_epi<n>(A, W, C, epilogue operands...)
                                                  A = O viewed [1, H * dh]; attn_out: x @ W + b + residual

two kernels whose boundary (the grid draining, the next one's first loads) costs about as much on
the H200 as either kernel's work (~2 us; docs/benchmarks.md). Here the pair becomes one call of
attention_matvec.mlir (attention v10, pipeline/kernels.py): block (column tile, head h) computes
head h's attention exactly as v4 does (the template's attention lines are v4's, copied by its
generator), keeps O[h, 0, :] in shared memory and multiplies it with rows h * dh .. of W (x @ W
split over K by heads), and the last block of each column tile adds the heads' partial sums in head
order and runs the product's epilogue. O is never written. The call's score function and the
product's store function (its fused epilogue) are cloned from the two calls' own.

Fused only when it is plainly this pair: the attention call is v4's (one query row: n = 1) with dh at
most the template's 64; only views, allocations and constants lie between the calls; O is a
contiguous allocation [H, 1, dh] and A a contiguous view of it as [1, H * dh] (so A[0, h * dh + d] is
O[h, 0, d]), which nothing but the two calls reads (its views and deallocation aside); the product
is v7's or v8's overwrite instantiation (C = A @ W, with or without an epilogue) with W [H * dh, N]
static, N a multiple of 4; and no race the unfused order excluded: what the product's call touches
besides A (W, C, the epilogue's operands) shares no buffer with what the attention reads (Q, K, V,
the score operands), since a tile's last block stores while other blocks still read those. Switch:
the registry entry's `enabled` flag.
"""
from __future__ import annotations

from pathlib import Path

from mlir import ir
from mlir.dialects import func

from ..irutil import NO_WRITE, VIEWS, buffer_root, is_memref, row_major, users_through_views as _users
from ..kernels import kernel as registry_kernel
from ..rewrite import memref_type
from .epilogues import _blocks, _callee
from .prologues import _function

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
TEMPLATE = TEMPLATES / "attention_matvec.mlir"
MAX_DH = 64        # the template's rows of W a head (gen_attention_matvec.py MAX_DH)
THREADS = 512      # its block, v4's (gen_attention_matvec.py THREADS)
ATTENTION = "gpu_attention_warps_f32_a"
PRODUCTS = ("gpu_matvec_cols_vec4_f32_overwrite", "gpu_matvec_cols_split_f32_overwrite")  # v7, v8


def _product_base(callee: str | None) -> str | None:
    for base in PRODUCTS:
        if callee == base or (callee or "").removeprefix(base + "_epi").isdigit():
            return base
    return None


def _through_casts(value: ir.Value) -> ir.Value:
    while not isinstance(value.owner, ir.Block) and value.owner.name == "memref.cast":
        value = value.owner.operands[0]
    return value


def _contiguous_to(value: ir.Value, root: ir.Value) -> bool:
    """`value` views `root` as it lies (row-major from offset 0) through casts and reshapes only."""
    while value != root:
        if isinstance(value.owner, ir.Block):
            return False
        op = value.owner
        if op.name not in ("memref.cast", "memref.expand_shape", "memref.collapse_shape", "memref.reshape"):
            return False
        if op.name != "memref.cast" and not row_major(memref_type(value)):
            return False
        value = op.operands[0]
    return True


def _static_shape(value: ir.Value) -> list[int] | None:
    t = memref_type(value)
    if t is None or any(d == ir.ShapedType.get_dynamic_size() for d in t.shape):
        return None
    return list(t.shape)


def match(attn: ir.Operation, block_ops: list[ir.Operation]) -> ir.Operation | None:
    """The product call that may run in `attn`'s kernel (see the module's rules), else None."""
    if not (_callee(attn) or "").startswith(ATTENTION) or len(attn.operands) < 4:
        return None
    q, o = _through_casts(attn.operands[0]), _through_casts(attn.operands[3])
    o_root = buffer_root(attn.operands[3])
    o_shape, q_shape = _static_shape(o), _static_shape(q)
    if o_shape is None or q_shape is None or len(o_shape) != 3 or o_shape[1] != 1 or q_shape[1] != 1:
        return None
    heads, _, dh = o_shape
    if dh > MAX_DH or o != o_root or o_root.owner.name != "memref.alloc" or not row_major(memref_type(o_root)):
        return None
    at = block_ops.index(attn)
    mv = next((op for op in block_ops[at + 1:] if op.name not in NO_WRITE), None)
    if mv is None or mv.name != "func.call" or _product_base(_callee(mv)) is None:
        return None
    a, w = mv.operands[0], mv.operands[1]
    if buffer_root(a) != o_root or _static_shape(_through_casts(a)) != [1, heads * dh] \
            or not _contiguous_to(a, o_root):
        return None
    w_shape = _static_shape(_through_casts(w))
    if w_shape is None or w_shape[0] != heads * dh or w_shape[1] % 4:
        return None
    # O: read by the product as A and by nothing else (views, its deallocation aside).
    for op in _users(o_root):
        if op.name not in VIEWS and op.name != "memref.dealloc" and op not in (attn, mv):
            return None
    if [buffer_root(v) for v in mv.operands if is_memref(v)].count(o_root) != 1:
        return None
    reads = {buffer_root(v) for k, v in enumerate(attn.operands) if k != 3 and is_memref(v)}
    touched = {buffer_root(v) for v in list(mv.operands)[1:] if is_memref(v)}
    if reads & touched:
        return None
    return mv


def _template(name: str, score: str, epi: str, location: ir.Location) -> str:
    """attention_matvec.mlir instantiated as `name`; `score`, `epi`: the two operand lists' (params,
    args, types) texts joined, `location` on the attention lines' {loc_*} marks."""
    text = TEMPLATE.read_text()
    kv = "".join(line for line in (TEMPLATES / "attention_prefetch_kv.mlir").read_text().splitlines(keepends=True)
                 if not line.startswith("//"))
    text = text.replace("{prefetch_kv:%i0}\n", kv.replace("{first}", "%i0"))
    for part in ("qk", "max", "exp", "sum", "pv", "div"):
        text = text.replace(f"{{loc_{part}}}", str(location))
    (sp, sa, st), (ep, ea, et) = score, epi
    return (text.replace("{func}", name).replace("{kernel}", "attention_matvec_f32")
            .replace("{threads}", str(THREADS)).replace("{score_params}", sp).replace("{score_args}", sa)
            .replace("{score_types}", st).replace("{epi_params}", ep).replace("{epi_args}", ea)
            .replace("{epi_types}", et))


def _replace_body(module: ir.Module, name: str, source: str) -> None:
    """Function `name` becomes a clone of function `source` (same signature), named `name`."""
    target = _function(module, name)
    clone = _function(module, source).clone(ip=ir.InsertionPoint(target))
    clone.attributes["sym_name"] = ir.StringAttr.get(name)
    target.erase()


def _unused(module: ir.Module, name: str) -> bool:
    return not any(op.name == "func.call" and _callee(op) == name
                   for block, ops in _blocks(module) for op in ops)


def fuse(module: ir.Module) -> int:
    """Every eligible (attention, product) pair becomes one attention_matvec call; returns how many."""
    if not registry_kernel("attention_matvec").enabled:
        return 0
    pairs = []
    for block, block_ops in _blocks(module):
        for op in block_ops:
            if op.name == "func.call":
                mv = match(op, block_ops)
                if mv is not None:
                    pairs.append((op, mv))
    for count, (attn, mv) in enumerate(pairs):
        attn_callee, mv_callee = _callee(attn), _callee(mv)
        score_ops = list(attn.operands)[4:]
        epi_ops = list(mv.operands)[3:]

        def fmt(vals, p):
            return ("".join(f", %{p}{i}: {v.type}" for i, v in enumerate(vals)),
                    "".join(f", %{p}{i}" for i in range(len(vals))), "".join(f", {v.type}" for v in vals))
        name = f"gpu_attention_matvec_f32_overwrite_epi{count}" if epi_ops else f"gpu_attention_matvec_f32_m{count}"
        extra = ir.Module.parse(_template(name, fmt(score_ops, "sc"), fmt(epi_ops, "epi"), attn.location))
        for fn in list(extra.body.operations):
            module.body.append(fn.detach_from_parent())
        _replace_body(module, f"{name}_score", f"{attn_callee}_score")
        _replace_body(module, f"{name}_store", f"{mv_callee}_store")
        operands = list(attn.operands)[:3] + list(mv.operands)[1:3] + score_ops + epi_ops
        o_root = buffer_root(attn.operands[3])
        with ir.InsertionPoint(mv), ir.Location.fused([attn.location, mv.location]):
            func.CallOp([], ir.FlatSymbolRefAttr.get(name), operands)
        mv.erase()
        attn.erase()
        for callee in (attn_callee, mv_callee):
            if callee != _product_base(callee) and _unused(module, callee):  # a call site's own instantiation
                _function(module, callee).erase()
                _function(module, f"{callee}_score" if callee == attn_callee else f"{callee}_store").erase()
        users = _users(o_root)
        if all(op.name in VIEWS or op.name == "memref.dealloc" for op in users):
            for op in reversed(users):  # views of views first
                op.erase()
            o_root.owner.erase()
    return len(pairs)


def run(module: ir.Module, options=None) -> None:
    fuse(module)
