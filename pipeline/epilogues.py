"""GPU: an elementwise op right after a matrix-vector product runs in the product's kernel.

A decoding step computes `x @ W + b` (qkv) and `gelu(x @ W + b)` (the MLP): after fusion, a call of
the matvec_cols kernel writing C, then a linalg.generic reading C element by element and writing D.
Two kernels, and C makes a round trip through memory. Here the generic's body moves into the
kernel's store function (`@<kernel>_store` in pipeline/templates/matvec_cols.mlir): the thread that
computed C[i, j] loads the op's other operands at the same element, runs the body and stores D;
C is not written at all. One kernel fewer per fused op.

Fused only when it is plainly the same element: the op comes next (only views, allocations and
constants between), is elementwise over C's elements (C [M, N] read at (i, j), or C [1, N] viewed
as [N] read at (j)), C is a temporary that nothing else reads (not a result), the op's output is
another buffer, and whatever the body uses from outside is a constant (cloned in).
"""
from __future__ import annotations

from mlir import ir
from mlir.dialects import arith, func, memref

from .row_kernels import NEUTRAL, VIEWS, _body, _dim, _is_memref, _root

FUSABLE = ("gpu_matvec_cols_f32_overwrite",)  # templates whose store is a call of @<name>_store


def _users(root: ir.Value) -> list[ir.Operation]:
    """Every op using root or a view of it (views included)."""
    out, todo = [], [root]
    while todo:
        value = todo.pop()
        for use in value.uses:
            op = use.owner
            out.append(op)
            if op.name in VIEWS:
                todo.extend(op.results)
    return out


def _maps(op: ir.Operation) -> list[list]:
    return [list(ir.AffineMapAttr(m).value.results) for m in ir.ArrayAttr(op.attributes["indexing_maps"])]


def _identity(results: list, n: int) -> bool:
    return [_dim(e) for e in results] == list(range(n))


def _outside_constants(op: ir.Operation) -> list[ir.Operation] | None:
    """Constants defined outside `op` that its body uses; None if it uses anything else from outside."""
    body = _body(op)
    inside, found = set(), []

    def visit(o):
        for region in o.regions:
            for block in region.blocks:
                for child in block.operations:
                    yield child.operation
                    yield from visit(child.operation)

    ops = list(visit(op))
    for o in ops:
        for r in o.results:
            inside.add(r)
    args = set(body.arguments)
    for o in ops:
        for v in o.operands:
            if v in inside or v in args:
                continue
            owner = v.owner
            if isinstance(owner, ir.Block) or owner.name != "arith.constant":
                return None
            if owner not in found:
                found.append(owner)
    return found


def _plan(call: ir.Operation, block_ops: list[ir.Operation]):
    """(epilogue generic, index of its C operand) when the call's output can be fused, else None."""
    c_root = _root(call.operands[2])
    if isinstance(c_root.owner, ir.Block) or c_root.owner.name != "memref.alloc":
        return None  # C is an argument (a result the caller reads): it must be written
    c_type = ir.MemRefType(c_root.type)
    if len(c_type.shape) != 2 or any(d == ir.ShapedType.get_dynamic_size() for d in c_type.shape):
        return None
    nxt = None
    for op in block_ops[block_ops.index(call) + 1:]:
        if op.name in NEUTRAL:
            continue
        nxt = op
        break
    if nxt is None or nxt.name != "linalg.generic" or len(nxt.results):
        return None
    kinds = [str(a) for a in ir.ArrayAttr(nxt.attributes["iterator_types"])]
    if not all("parallel" in k for k in kinds):
        return None
    n_loops, maps = len(kinds), _maps(nxt)
    operands = list(nxt.operands)
    reads = [k for k, v in enumerate(operands[:-1]) if _is_memref(v) and _root(v) == c_root]
    if len(reads) != 1 or _root(operands[-1]) == c_root:
        return None
    k = reads[0]
    shape = ir.MemRefType(operands[k].type).shape
    m, n = c_type.shape
    if not _identity(maps[k], n_loops) or not (list(shape) == [m, n] or (m == 1 and list(shape) == [n])):
        return None
    if not _identity(maps[-1], n_loops):
        return None
    others = [op for op in _users(c_root) if op.name not in VIEWS and op != nxt and op != call
              and op.name != "memref.dealloc"]
    if others or _outside_constants(nxt) is None:
        return None
    for v in operands[:-1]:
        if not _is_memref(v) and (isinstance(v.owner, ir.Block) or v.owner.name != "arith.constant"):
            return None
    return nxt, k


def _build_store(store_fn: ir.Operation, generic: ir.Operation, c_index: int, rank1: bool) -> None:
    """Replace the store function's body by the generic's body on (r, i, j)."""
    entry = store_fn.regions[0].blocks[0]
    for op in list(entry.operations):
        op.erase()
    r, i, j = entry.arguments[0], entry.arguments[1], entry.arguments[2]
    extra = list(entry.arguments)[4:]  # the generic's other memref operands, then its output
    ivs = [j] if rank1 else [i, j]
    maps, operands = _maps(generic), list(generic.operands)
    with ir.InsertionPoint(entry):
        cloned = {}
        for const in _outside_constants(generic):
            cloned[const.results[0]] = const.clone().results[0]
        for v in operands[:-1]:
            if not _is_memref(v) and v not in cloned:
                cloned[v] = v.owner.clone().results[0]

        def index(results):
            out = []
            for e in results:
                d = _dim(e)
                out.append(ivs[d] if d is not None else
                           arith.ConstantOp(ir.IndexType.get(), ir.AffineConstantExpr(e).value).result)
            return out

        body = _body(generic)
        args, x = [], iter(extra)
        for k, (arg, v) in enumerate(zip(body.arguments, operands)):
            if k == len(operands) - 1:
                out_buf = next(x)
                args.append(memref.LoadOp(out_buf, index(maps[k])).result if list(arg.uses) else None)
            elif k == c_index:
                args.append(r)
            elif _is_memref(v):
                buf = next(x)
                args.append(memref.LoadOp(buf, index(maps[k])).result if list(arg.uses) else None)
            else:
                args.append(cloned[v])
        for arg, value in zip(body.arguments, args):
            if value is not None:
                arg.replace_all_uses_with(value)
        ops = list(body.operations)
        yielded = ops[-1].operands[0]
        ip = ir.InsertionPoint.current
        for op in ops[:-1]:
            if op.name == "linalg.index":
                op.results[0].replace_all_uses_with(ivs[ir.IntegerAttr(op.attributes["dim"]).value])
                op.erase()
                continue
            for n_op, operand in enumerate(op.operands):
                if operand in cloned:
                    op.operands[n_op] = cloned[operand]
            op.detach_from_parent()
            ip.insert(op)
        memref.StoreOp(yielded, out_buf, index(maps[-1]))
        func.ReturnOp([])


def fuse_epilogues(module: ir.Module, template_text) -> int:
    """Fuse every eligible elementwise op into the matvec_cols call before it; `template_text(name,
    params, args, types)` gives the template instantiated as `name` with extra operands. Returns
    how many were fused."""
    plans = []
    for top in list(module.body.operations):
        if top.operation.name != "func.func":
            continue
        for block in top.regions[0].blocks:
            block_ops = [op.operation for op in block.operations]
            for call in block_ops:
                if call.name == "func.call" and ir.FlatSymbolRefAttr(call.attributes["callee"]).value in FUSABLE:
                    plan = _plan(call, block_ops)
                    if plan is not None:
                        plans.append((call, *plan))
    for count, (call, generic, c_index) in enumerate(plans):
        operands = list(generic.operands)
        extra = [v for k, v in enumerate(operands[:-1]) if k != c_index and _is_memref(v)] + [operands[-1]]
        base = ir.FlatSymbolRefAttr(call.attributes["callee"]).value
        name = f"{base}_epi{count}"
        types = "".join(f", {v.type}" for v in extra)
        params = "".join(f", %epi{k}: {v.type}" for k, v in enumerate(extra))
        argnames = "".join(f", %epi{k}" for k in range(len(extra)))
        extra_module = ir.Module.parse(template_text(base, name, params, argnames, types))
        store_fn = None
        for fn in list(extra_module.body.operations):
            fn = fn.detach_from_parent()
            module.body.append(fn)
            if ir.StringAttr(fn.attributes["sym_name"]).value == f"{name}_store":
                store_fn = fn
        rank1 = len(ir.MemRefType(operands[c_index].type).shape) == 1
        _build_store(store_fn, generic, c_index, rank1)
        with ir.InsertionPoint(generic), generic.location:
            func.CallOp([], ir.FlatSymbolRefAttr.get(name), list(call.operands) + extra)
        call.erase()
        generic.erase()
    return len(plans)
