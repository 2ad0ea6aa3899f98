"""GPU pass cache-writes: a copy of a matmul's result into another buffer (the KV cache's row write)
is a second store in the matmul's kernel.

A decoding step writes the new key and value rows into the cache (gpt2/reference.py `mha`):

    %out = ... the qkv matmul (+ bias): call @gpu_<kernel>_overwrite_epi<n>(A, B, C, bias, %out)
    %src = views of %out (the k third of qkv's columns, split into heads: [h, n, dh])
    %dst = memref.subview %cache[0, %pos, 0] [h, n, dh] [1, 1, 1]    (%pos read from device memory)
    memref.copy %src, %dst

The copy is a kernel of its own (runtime-offsets makes it one; ~5 us of fixed cost, 12 per step).
Here it goes into the matmul's store (`@<kernel>_store`, the epilogue hook every `epilogue` kernel of
the registry has: decode's GEMV v7 and its prologue form, v1, the 2-D and tensor-core families):
the thread that stores element (i, j) of the result also stores it into the cache when (i, j) lies
in the copied window, at the place the copy would have put it. The result is still written (attention
reads q from it). A prefill's split_heads transpose of the same views into a temporary that the copy
then reads (`linalg.transpose` then `memref.copy`) is the same copy seen through a transposed view.

How the place is found: every view of the result is a static strided layout on one buffer, so
result element (i, j) sits at linear position L = off + i*s0 + j*s1 of that buffer, and source
element s at off' + sum(s_k * t_k). With the source's strides nested (each larger than the span of
the smaller ones), s is L - off' (unsigned) divided out greedily, largest stride first; the window
test is every s_k < size_k and no remainder. This is checked at compile time for every element
the kernel stores (NumPy, against the source's own enumeration): a layout for which the formula is
not exactly the copy is refused. The destination view (its runtime offset: the position's load and
index arithmetic) is recomputed inside the store, as runtime-offsets does for the copy kernel; the
cache and the position's buffer become extra operands of the kernel.

Fused only when it is plainly the copy's data at the copy's time: the copy's source is a static
view of the buffer the matmul call stores (its epilogue's output, or C), that buffer's element
type, every source element among those the call stores; between the call and the copy only ops
that write nothing (views, allocations, constants, the offset's arithmetic and loads, none reading
the destination) and other copies taken into the same call; the destination's buffer is none of the
call's operands (other blocks read A and B while a block stores) nor another taken copy's, and its
view chain is views whose runtime operands a kernel can recompute (runtime_offsets._OFFSET_OPS) from
values defined before the call. Anything else keeps its copy (then runtime-offsets or
copies-to-linalg make it a kernel as before). Switch: the registry's `epilogue` flag of the kernel.
"""
from __future__ import annotations

import re

import numpy as np
from mlir import ir
from mlir.dialects import arith, func, memref, scf

from ..irutil import NO_WRITE, VIEWS, buffer_root, clone_remapped, is_memref, static
from ..kernels import epilogue_callees
from ..irutil import users_through_views as _users
from .matchers import (callee_of, dedup_functions, defined_before, erase_unless_called, find_function,
                       function_blocks, memref_writes)
from .runtime_offsets import OFFSET_OPS, OFFSET_VIEWS, RuntimeOffsetError, offset_chain

BASES = epilogue_callees()
# Views whose static type offset is a position in the viewed buffer (memref.reshape's is not read).
_STATIC_VIEWS = VIEWS - {"memref.reshape"}
# Ops that may lie between the call and a copy taken into it: they write no memory.
_BETWEEN = NO_WRITE | OFFSET_OPS


def _base(callee: str | None) -> str | None:
    """The registry's kernel function behind a callee: itself, or an epilogue's <base>_epi<n>."""
    for base in BASES:
        if callee == base or (callee or "").removeprefix(base + "_epi").isdigit():
            return base
    return None


def _layout(t: ir.MemRefType) -> tuple[list[int], int] | None:
    """(strides, offset) of a memref type when all are static, else None."""
    if not static(t):
        return None
    strides, offset = t.get_strides_and_offset()
    dyn = ir.ShapedType.get_dynamic_stride_or_offset()
    return (None if dyn in strides or offset == dyn else (list(strides), offset))


def _written(call: ir.Operation) -> ir.Value | None:
    """The value (of static type) through which the call stores its result: an epilogue's output
    (its last operand), or C's buffer behind the memref.cast of operand 2."""
    if callee_of(call) != _base(callee_of(call)):
        return call.operands[len(call.operands) - 1]
    c = call.operands[2]
    if isinstance(c.owner, ir.Block) or c.owner.name != "memref.cast":
        return None
    return c.owner.operands[0]


def _positions(shape: list[int], strides: list[int], offset: int) -> np.ndarray:
    """Linear positions of every element of a strided layout, in row-major order of its indices."""
    grids = np.indices(shape, dtype=np.int64).reshape(len(shape), -1) if shape else np.zeros((0, 1), np.int64)
    return offset + (np.asarray(strides, np.int64)[:, None] * grids).sum(axis=0)


def _decomposition(src_shape, src_strides, src_offset, stored: np.ndarray):
    """The dims (largest stride first) the in-kernel formula divides by, when it finds exactly the
    copy's source element for every stored position (and no element for the others); else None."""
    dims = sorted((k for k, n in enumerate(src_shape) if n > 1), key=lambda k: -src_strides[k])
    if any(src_strides[k] <= 0 for k in dims):
        return None
    want = _positions(src_shape, src_strides, src_offset)  # source element (row-major number) -> position
    if np.unique(want).size != want.size or not np.isin(want, stored).all():
        return None  # overlapping source elements, or some the call does not store
    t = (stored - src_offset).astype(np.uint64)  # as the kernel computes it: unsigned, wrapping below the window
    ok = np.ones(t.shape, bool)
    idx = {}
    for k in dims:
        idx[k], t = t // np.uint64(src_strides[k]), t % np.uint64(src_strides[k])
        ok &= idx[k] < np.uint64(src_shape[k])
    ok &= t == 0
    flat = np.zeros(stored.shape, np.int64)
    for k in dims:  # the row-major number of the source element found
        flat[ok] += idx[k][ok].astype(np.int64) * int(np.prod(src_shape[k + 1:]))
    # Found exactly for the source's positions, and then the element at that very position (the
    # source's positions are distinct, so that is the copy's element).
    if not np.array_equal(ok, np.isin(stored, want)) or not np.array_equal(want[flat[ok]], stored[ok]):
        return None
    return dims


def _as_copy(op: ir.Operation):
    """(source, destination, permutation of the source's dims or None) of a memref.copy, or of a
    linalg.transpose (a copy of its input through a transposed view); None for any other op."""
    if op.name == "memref.copy":
        return op.operands[0], op.operands[1], None
    if op.name == "linalg.transpose":
        return op.operands[0], op.operands[1], list(ir.DenseI64ArrayAttr(op.attributes["permutation"]))
    return None


def _view_chain(value: ir.Value, allowed=_STATIC_VIEWS) -> list[ir.Operation] | None:
    """The view ops from the buffer to `value` (buffer first); None through any other op."""
    chain = []
    while not isinstance(value.owner, ir.Block) and value.owner.name in VIEWS:
        if value.owner.name not in allowed:
            return None
        chain.insert(0, value.owner)
        value = value.owner.operands[0]
    return chain


class _Copy:
    """One copy taken into a call: where it reads (the source's shape, strides, offset, the dims the
    kernel divides by) and what the store function must recompute for its destination."""

    def __init__(self, erased, dst, shape, strides, offset, dims, perm, ops, leaves):
        self.erased, self.dst, self.shape, self.strides, self.offset = erased, dst, shape, strides, offset
        self.dims, self.perm, self.ops, self.leaves = dims, perm, ops, leaves


def _writes_of(op: ir.Operation) -> list[ir.Value] | None:
    """The memrefs `op` may write (None: not known); the offset's loads and arithmetic write none."""
    return [] if op.name in _BETWEEN else memref_writes(op)


def _take(ops, src, dst, perm, call, block_ops, stored, between) -> _Copy | None:
    """The copy of `src` into `dst` (done by `ops`, a copy or a transpose then a copy) taken into
    `call`, or None (refused: it stays). `between`: the ops between the call and it that stay."""
    src_t, dst_t, out_t = ir.MemRefType(src.type), ir.MemRefType(dst.type), ir.MemRefType(_written(call).type)
    if src_t.element_type != out_t.element_type or dst_t.element_type != out_t.element_type:
        return None
    layout = _layout(src_t)
    if layout is None or _view_chain(src) is None:
        return None
    shape = list(src_t.shape)
    dims = _decomposition(shape, *layout, stored)
    if dims is None:
        return None
    dst_root = buffer_root(dst)
    chain = _view_chain(dst, VIEWS - {"memref.reshape"})
    owner = dst_root.owner
    movable = (not isinstance(owner, ir.Block) and owner.name == "memref.alloc" and not list(owner.operands)
               and owner in block_ops)  # a temporary allocated after the call: the allocation moves up
    if chain is None or not (movable or defined_before(dst_root, call, block_ops)):
        return None
    if dst_root in [buffer_root(v) for v in call.operands if is_memref(v)]:
        return None  # other blocks read A and B (and the epilogue's operands) while a block stores
    try:
        offsets = [o for view in chain for o in offset_chain(view)]
    except RuntimeOffsetError:
        return None
    leaves = [dst_root]
    made = [r for o in offsets for r in o.results]
    for o in offsets:
        if o.name == "memref.load" or o.name in OFFSET_VIEWS:  # (a batch's position: a load through a view)
            m = o.operands[0]
            if any(m == r for r in made):
                continue  # the chain's own view, cloned with it
            if not defined_before(m, call, block_ops) or buffer_root(m) == buffer_root(_written(call)):
                return None
            if m not in leaves:
                leaves.append(m)
    # The copy moves before the ops between: none may read or write its destination or its offset.
    touched = {buffer_root(v) for op in between if op.name not in NO_WRITE for v in op.operands if is_memref(v)}
    written = {buffer_root(v) for op in between for v in _writes_of(op)}
    if dst_root in touched or any(buffer_root(v) in written for v in leaves):
        return None
    kept, seen = [], set()
    for o in offsets + chain:
        if not any(o == x for x in seen):
            seen.add(o)
            kept.append(o)
    return _Copy(ops, dst, shape, *layout, dims, perm, kept, leaves)


def _touching(root: ir.Value, block_ops: list[ir.Operation]) -> list[ir.Operation]:
    """The ops of the block that use `root` or a view of it (views and deallocs left out), in order."""
    users = [op for op in _users(root) if op.name not in VIEWS]
    return [op for op in block_ops if any(op == u for u in users)]


def _temporary_copy(transpose: ir.Operation, block_ops: list[ir.Operation]) -> ir.Operation | None:
    """The memref.copy that reads whole the temporary a linalg.transpose writes, when nothing else
    reads that value (the next op touching the temporary after the copy overwrites it whole, or frees
    it): then the pair is one copy, of the transpose's input through a transposed view. Else None."""
    t = transpose.operands[1]
    if isinstance(t.owner, ir.Block) or t.owner.name != "memref.alloc":
        return None
    touching = [op for op in _touching(t, block_ops) if block_ops.index(op) > block_ops.index(transpose)]
    if not touching or touching[0].name != "memref.copy" or touching[0].operands[0] != t \
            or buffer_root(touching[0].operands[1]) == t:
        return None
    if len(touching) > 1:
        after = touching[1]
        whole = after.name in ("linalg.transpose", "memref.copy") and after.operands[1] == t \
            and buffer_root(after.operands[0]) != t
        if not whole and after.name != "memref.dealloc":
            return None
    return touching[0]


def _plan_block(block_ops: list[ir.Operation]) -> list[tuple[ir.Operation, list[_Copy]]]:
    plans = []
    for at, call in enumerate(block_ops):
        if _base(callee_of(call)) is None:
            continue
        out = _written(call)
        if out is None:
            continue
        out_t = ir.MemRefType(out.type)
        out_layout = _layout(out_t)
        if out_layout is None or len(out_t.shape) not in (1, 2) or _view_chain(out) is None:
            continue
        stored = _positions(list(out_t.shape), *out_layout)
        root = buffer_root(out)
        taken: list[_Copy] = []
        between: list[ir.Operation] = []  # the ops after the call that stay
        pending = {}  # a temporary's copy -> the transpose of the result that wrote it
        for op in block_ops[at + 1:]:
            copy = _as_copy(op)
            if copy is not None and buffer_root(copy[0]) == root:
                # A transpose into a temporary that a copy then moves on: the pair is one copy, taken at
                # the copy (the temporary is written by no one then); else a copy of its own.
                later = _temporary_copy(op, block_ops) if op.name == "linalg.transpose" else None
                if later is not None:
                    pending[later] = op
                    continue
                c = _take([op], *copy, call, block_ops, stored, between)
            elif op in pending:  # the temporary's copy: the transpose's input through the transposed view
                transpose = pending.pop(op)
                c = _take([transpose, op], transpose.operands[0], op.operands[1],
                          list(ir.DenseI64ArrayAttr(transpose.attributes["permutation"])),
                          call, block_ops, stored, between)
                if c is None:
                    break  # (the transpose is no longer before it)
            else:
                c = None
            if c is not None and buffer_root(c.dst) != root \
                    and buffer_root(c.dst) not in [buffer_root(t.dst) for t in taken]:
                taken.append(c)
                continue
            written = _writes_of(op)
            if written is None or any(buffer_root(v) == root for v in written):
                break  # the result may change, or anything may: the copies after it stay
            if pending and any(buffer_root(v) == t.operands[1] for v in op.operands if is_memref(v)
                               for t in pending.values()):
                break
            between.append(op)
        if taken:
            plans.append((call, taken))
    return plans


def _block_list(op: ir.Operation) -> list[ir.Operation]:
    """The ops of the block holding `op`, as they are now."""
    block = op.block
    return [o.operation for o in block.operations]


def _fresh_name(module: ir.Module, base: str) -> str:
    names = {ir.StringAttr(top.attributes["sym_name"]).value for top in module.body.operations
             if top.operation.name == "func.func"}
    n = 0
    while f"{base}_epi{n}" in names:
        n += 1
    return f"{base}_epi{n}"


def _c(v: int) -> ir.Value:
    return arith.ConstantOp(ir.IndexType.get(), v).result


def _emit_copy(copy: _Copy, value: ir.Value, linear: ir.Value, params: dict) -> None:
    """At the current insertion point: when `linear` (the stored element's position) lies in the copy's
    source, store `value` at its place in the destination (the destination view rebuilt here)."""
    # t is unsigned: below the window it wraps to a huge value that no size test passes (or leaves a
    # remainder), so no `L >= offset` test is needed; one kept a value live across v7's K loop and
    # made ptxas spill.
    t = arith.SubIOp(linear, _c(copy.offset)).result
    ok = arith.ConstantOp(ir.IntegerType.get_signless(1), 1).result
    index = {k: _c(0) for k in range(len(copy.shape))}
    for k in copy.dims:  # largest stride first: _decomposition checked this is the copy's element
        index[k] = arith.DivUIOp(t, _c(copy.strides[k])).result
        t = arith.RemUIOp(t, _c(copy.strides[k])).result
        ok = arith.AndIOp(ok, arith.CmpIOp(arith.CmpIPredicate.ult, index[k], _c(copy.shape[k])).result).result
    ok = arith.AndIOp(ok, arith.CmpIOp(arith.CmpIPredicate.eq, t, _c(0)).result).result
    branch = scf.IfOp(ok)
    with ir.InsertionPoint(branch.then_block):
        # the destination's view and its runtime offset, recomputed in the kernel
        mapped = clone_remapped(copy.ops, dict(params))
        dst = mapped[copy.dst] if copy.dst in mapped else params[copy.dst]
        src_index = [index[k] for k in range(len(copy.shape))]
        # A transpose writes out[i_0, ...] = in[i_perm[0], ...]: destination dim d is source dim perm[d].
        dst_index = src_index if copy.perm is None else [src_index[p] for p in copy.perm]
        memref.StoreOp(value, dst, dst_index)
        scf.YieldOp([])


def _rewrite(module: ir.Module, call: ir.Operation, copies: list[_Copy], template_text) -> None:
    callee = callee_of(call)
    base = _base(callee)
    epi = callee != base
    operands = list(call.operands)
    out = _written(call)
    for c in copies:
        root = buffer_root(c.dst)
        if not isinstance(root.owner, ir.Block) and root.owner.name == "memref.alloc" \
                and not defined_before(root, call, _block_list(call)):
            root.owner.move_before(call)
    others = operands[3:-1] if epi else []
    leaves = []
    for c in copies:
        leaves += [v for v in c.leaves if v not in leaves]
    extra = others + leaves + [out]  # the written buffer last, as epilogues and prologues expect
    name = _fresh_name(module, base)
    types = "".join(f", {v.type}" for v in extra)
    params = "".join(f", %epi{k}: {v.type}" for k, v in enumerate(extra))
    argnames = "".join(f", %epi{k}" for k in range(len(extra)))
    new_module = ir.Module.parse(template_text(base, name, params, argnames, types))
    for fn in list(new_module.body.operations):
        module.body.append(fn.detach_from_parent())
    store_fn = find_function(module, f"{name}_store")
    entry = store_fn.regions[0].blocks[0]
    args = list(entry.arguments)
    new_others, new_leaves, new_out = args[4:4 + len(others)], args[4 + len(others):-1], args[-1]
    for op in list(entry.operations):
        op.erase()
    if epi:  # the epilogue's body as the epilogue pass built it, moved here from a copy (other calls may
        # share the callee), its arguments renamed
        old_fn = find_function(module, f"{callee}_store").clone(ip=ir.InsertionPoint(store_fn))
        old_entry = old_fn.regions[0].blocks[0]
        old_args = list(old_entry.arguments)
        for old, new in zip(old_args[:4] + old_args[4:-1] + [old_args[-1]], args[:4] + new_others + [new_out]):
            old.replace_all_uses_with(new)
        for op in list(old_entry.operations):
            op.detach_from_parent()
            entry.append(op)
        old_fn.erase()
    else:
        with ir.InsertionPoint(entry), call.location:
            memref.StoreOp(args[0], new_out, [args[1], args[2]])
            func.ReturnOp([])
    ops = [op.operation for op in entry.operations]
    stores = [op for op in ops if op.name == "memref.store" and op.operands[1] == new_out]
    assert len(stores) == 1 and ops[-1].name == "func.return", f"{name}_store: one store of the result expected"
    store = stores[0]
    value, indices = store.operands[0], list(store.operands)[2:]
    strides, offset = _layout(ir.MemRefType(out.type))
    with ir.InsertionPoint(ops[-1]), ir.Location.fused([op.location for c in copies for op in c.erased]):
        linear = _c(offset)
        for i, s in zip(indices, strides):
            linear = arith.AddIOp(linear, arith.MulIOp(i, _c(s)).result).result
        mapping = dict(zip(leaves, new_leaves))
        for c in copies:
            _emit_copy(c, value, linear, mapping)
    # The kernel is the product's and the copies': its location keeps their lines, the product first.
    with ir.InsertionPoint(call), ir.Location.fused([call.location] + [op.location for c in copies for op in c.erased]):
        func.CallOp([], ir.FlatSymbolRefAttr.get(name), operands[:3] + extra)
    call.erase()
    temporaries = [c.erased[0].operands[1] for c in copies if len(c.erased) == 2]  # a transpose's, then copied
    for c in copies:
        for op in c.erased:
            op.erase()
    for t in temporaries:  # written by nothing now: with only views and deallocs left, it goes
        users = _users(t)
        if all(op.name in VIEWS or op.name == "memref.dealloc" for op in users):
            for op in reversed(users):
                op.erase()
            t.owner.erase()
    # The destination views and the offset's load on the host: dead now (the host must not read the
    # position: a replayed graph would keep the first value), erased users first.
    dead = []
    for c in copies:
        dead += [op for op in c.ops if not any(op == d for d in dead)]
    for op in reversed(dead):
        if not any(list(r.uses) for r in op.results):
            op.erase()
    if epi:
        erase_unless_called(module, callee)


def write_caches(module: ir.Module, template_text) -> int:
    """Take every eligible copy of a matmul's result into the matmul's kernel; `template_text(base,
    name, params, args, types)` gives the kernel template instantiated with extra operands
    (matmul_templates.epilogue_template). Returns how many copies went."""
    plans = [plan for _, block_ops in function_blocks(module) for plan in _plan_block(block_ops)]
    for call, copies in plans:
        _rewrite(module, call, copies, template_text)
    return sum(len(copies) for _, copies in plans)


def run(module: ir.Module, options=None) -> None:
    """The pass entry point: write_caches with the matmul templates."""
    from .matmul_templates import epilogue_template
    write_caches(module, epilogue_template)
    dedup_functions(module)
