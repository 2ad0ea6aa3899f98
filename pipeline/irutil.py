"""Small helpers on MLIR IR through the Python bindings, shared by the GPU rewrites
(the passes in pipeline/passes/, and rewrite.py)."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import arith

# Ops that only make a view of a buffer: walked back to the buffer they look at.
VIEWS = {"memref.cast", "memref.subview", "memref.expand_shape", "memref.collapse_shape", "memref.transpose",
         "memref.reshape"}

# Ops that write no memory (views, allocations, constants): a rewrite may move work past them.
NO_WRITE = VIEWS | {"memref.get_global", "memref.alloc", "arith.constant"}


def asm(module: ir.Module) -> str:
    """A rewritten module's text with its locations (the NumPy lines ops came from), like
    `mlir-opt --mlir-print-debuginfo`: a rewrite's output file keeps them for the next stage."""
    return module.operation.get_asm(enable_debug_info=True)


def nested_ops(root: ir.Operation) -> list[ir.Operation]:
    """All operations nested under root (pre-order), as a list (safe to mutate afterwards;
    operations handed to a walk() callback must not outlive it)."""
    out = []

    def visit(op):
        for region in op.regions:
            for block in region.blocks:
                for child in block.operations:
                    out.append(child.operation)
                    visit(child.operation)

    visit(root)
    return out


def buffer_root(value: ir.Value) -> ir.Value:
    """The buffer a memref value views (through casts, subviews, reshapes, transposes)."""
    while not isinstance(value.owner, ir.Block) and value.owner.name in VIEWS:
        value = value.owner.operands[0]
    return value


def memory_root(value: ir.Value) -> ir.Value:
    """The memory a memref value reads or writes: buffer_root, also through reinterpret casts and
    extract_strided_metadata's base buffer (a pointer taken from it reads the same memory)."""
    while not isinstance(value.owner, ir.Block) and (value.owner.name in VIEWS or value.owner.name in (
            "memref.reinterpret_cast", "memref.extract_strided_metadata")):
        value = value.owner.operands[0]
    return value


def gpu_kernels(module: ir.Module) -> dict[tuple[str, str], ir.Operation]:
    """The outlined kernels (gpu.func in a gpu.module) by (module, kernel) symbol names."""
    found = {}
    for top in module.body.operations:
        if top.operation.name == "gpu.module":
            mod = ir.StringAttr(top.operation.attributes["sym_name"]).value
            for f in top.regions[0].blocks[0].operations:
                if f.operation.name == "gpu.func":
                    found[(mod, ir.StringAttr(f.operation.attributes["sym_name"]).value)] = f.operation
    return found


def launched(op: ir.Operation) -> tuple[str, str]:
    """The (module, kernel) symbol names a gpu.launch_func launches."""
    mod, kernel = ir.SymbolRefAttr(op.attributes["kernel"]).value
    return mod, kernel


def launch_sites(module: ir.Module) -> dict[tuple[str, str], list[ir.Operation]]:
    """The host's gpu.launch_func ops by the (module, kernel) they launch."""
    found: dict[tuple[str, str], list[ir.Operation]] = {}
    for top in module.body.operations:
        if top.operation.name == "func.func":
            for op in nested_ops(top.operation):
                if op.name == "gpu.launch_func":
                    found.setdefault(launched(op), []).append(op)
    return found


def users_through_views(root: ir.Value) -> list[ir.Operation]:
    """Every op using root or a view of it (the views included)."""
    out, todo = [], [root]
    while todo:
        value = todo.pop()
        for use in value.uses:
            op = use.owner
            out.append(op)
            if op.name in VIEWS:
                todo.extend(op.results)
    return out


def is_memref(value: ir.Value) -> bool:
    try:
        ir.MemRefType(value.type)
        return True
    except ValueError:
        return False


def dim_position(expr) -> int | None:
    """The loop index an affine result is, or None."""
    try:
        return ir.AffineDimExpr(expr).position
    except ValueError:
        return None


def constant_value(expr) -> int | None:
    try:
        return ir.AffineConstantExpr(expr).value
    except ValueError:
        return None


def index(v: int) -> ir.Value:
    """An index constant at the current insertion point."""
    return arith.ConstantOp(ir.IndexType.get(), v).result


def map_indices(amap, ivs: list[ir.Value]) -> list[ir.Value]:
    """A linalg indexing map whose results are loop indices or constants, applied to `ivs`."""
    return [ivs[dim_position(e)] if dim_position(e) is not None else index(constant_value(e))
            for e in ir.AffineMapAttr(amap).value.results]


def generic_body(op: ir.Operation) -> ir.Block:
    return op.regions[0].blocks[0]


def inline_body(generic: ir.Operation, args: list, ivs: list[ir.Value], remap: dict | None = None) -> ir.Value:
    """Move a linalg.generic's body to the current insertion point: block arguments replaced by
    `args` (None: unused), linalg.index by `ivs`, operands found in `remap` by their mapping (values
    from outside that the new place cannot see). Returns the yielded value; the generic is left
    with its yield only, to be erased by the caller."""
    body = generic_body(generic)
    for arg, value in zip(body.arguments, args):
        if value is not None:
            arg.replace_all_uses_with(value)
    ops = list(body.operations)
    ip = ir.InsertionPoint.current
    for op in ops[:-1]:
        if op.name == "linalg.index":
            op.results[0].replace_all_uses_with(ivs[ir.IntegerAttr(op.attributes["dim"]).value])
            op.erase()
            continue
        for inner in [op] + nested_ops(op) if remap else []:
            for i, operand in enumerate(inner.operands):
                if operand in remap:
                    inner.operands[i] = remap[operand]
        op.detach_from_parent()
        ip.insert(op)
    return ops[-1].operands[0]


def static(t: ir.MemRefType) -> bool:
    return all(d != ir.ShapedType.get_dynamic_size() for d in t.shape)


def row_major(t: ir.MemRefType) -> bool:
    """Static, offset 0, strides of a row-major array of its shape (a unit dimension's stride aside)."""
    if not static(t):
        return False
    strides, offset = t.get_strides_and_offset()
    want, step = [], 1
    for d in reversed(t.shape):
        want.insert(0, step)
        step *= d
    return offset == 0 and all(s == w or d == 1 for s, w, d in zip(strides, want, t.shape))


def clone_remapped(ops: list[ir.Operation], mapped: dict) -> dict:
    """Clone `ops` in order at the current insertion point, each operand found in `mapped` (old
    value -> new) replaced, each clone's results added to it: a chain of view ops (a subview at a
    runtime offset and what computes the offset) recomputed inside a kernel. Returns `mapped`."""
    for op in ops:
        clone = op.clone()
        for i, operand in enumerate(clone.operands):
            for old, new in mapped.items():
                if operand == old:
                    clone.operands[i] = new
        for old, new in zip(op.results, clone.results):
            mapped[old] = new
    return mapped
