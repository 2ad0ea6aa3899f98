"""GPU pass epilogues: an elementwise op right after a 2-D product runs in the product's kernel.

A decoding step computes `x @ W + b` (qkv) and `gelu(x @ W + b)` (the MLP): after fusion, a call of
the matvec_cols kernel writing C, then a linalg.generic reading C element by element and writing D.
Two kernels, and C makes a round trip through memory. Here the generic's body moves into the
kernel's store function (`@<kernel>_store` in pipeline/templates/matvec_cols.mlir): the thread that
computed C[i, j] loads the op's other operands at the same element, runs the body and stores D;
C is not written at all. One kernel fewer per fused op (or, where the row-kernels pass would have
taken the op into a layer norm's kernel, one pass over C fewer).

Every kernel the library marks `epilogue` (pipeline/kernels/; docs/kernels.md lists them) stores
through that function, at each of its store sites, after the whole K sum (v1's fixed-order sum of
its K slices, a tensor-core kernel's last K tile's add): the op sees the value the unfused program would have
stored in C and read back, and runs the same f32 ops on it. Only the `_overwrite` instantiations
(C = A*B, no accumulation into C) are fused. The registry's flag is the per-kernel kill switch.

Fused only when it is plainly the same element: the op comes next (only views, allocations and
constants between), is elementwise over C's elements (C [M, N] read at (i, j), or C [1, N] viewed
as [N] read at (j)), C is a temporary that nothing else reads (not a result), the op's output is
another buffer, and whatever the body uses from outside is a constant (cloned in). And no race the
unfused order excluded: the op's output is neither A nor B (other blocks still read them while a
block stores), and an operand in the output's buffer is read only at the element being written.

Then two rewrites that drop attention's transposes for views (every matmul template takes its
operands with any strides): a transpose right after a product stores C through a transposed view of
its output (store_transposed: merge_heads after p @ v), and a transpose whose output only feeds
products as A or B is read through a transposed view of its input (load_transposed: q after
split_heads). Switches: the registry's transposed_store and transposed_loads flags.
"""
from __future__ import annotations

from mlir import ir
from mlir.dialects import func, memref

from ..irutil import NO_WRITE, VIEWS, buffer_root, dim_position, is_memref, map_indices
from ..irutil import users_through_views as _users
from ..kernels import attention_callee_prefixes, epilogue_callees, transposed_load_callees, transposed_store_callees
from .matchers import body_at, callee_of, dedup_functions, defined_before, function_blocks, memref_writes, outside_constants

# Kernel functions whose store is a call of @<name>_store: the kernels the registry marks as taking
# an epilogue (pipeline/kernels/).
FUSABLE = epilogue_callees()
# Kernel functions that may store C through a transposed view (the registry's transposed_store flag).
TRANSPOSABLE = transposed_store_callees()
# Kernel functions that may read A and B through a transposed view (transposed_loads).
LOADS_TRANSPOSED = transposed_load_callees()
# The attention kernels (pipeline/passes/attention.py, one instantiation per call site, named by these
# prefixes) take Q, K, V as operands 0-2 and write O, operand 3; a matmul kernel A, B and C (0, 1, 2).
ATTENTION = attention_callee_prefixes()


def _roles(callee: str | None) -> tuple[tuple[int, ...], int] | None:
    """(positions of the operands a kernel reads through any strides, position of the one it writes)
    for a call whose loads or store may go through a transposed view; None for any other callee."""
    if callee is None:
        return None
    if callee.startswith(ATTENTION):  # (an empty tuple of prefixes matches nothing)
        return (0, 1, 2), 3
    return ((0, 1), 2) if callee in TRANSPOSABLE or callee in LOADS_TRANSPOSED else None


def _maps(op: ir.Operation) -> list[list]:
    return [list(ir.AffineMapAttr(m).value.results) for m in ir.ArrayAttr(op.attributes["indexing_maps"])]


def _identity(results: list, n: int) -> bool:
    return [dim_position(e) for e in results] == list(range(n))


def _plan(call: ir.Operation, block_ops: list[ir.Operation]):
    """(epilogue generic, index of its C operand) when the call's output can be fused, else None."""
    c_root = buffer_root(call.operands[2])
    if isinstance(c_root.owner, ir.Block) or c_root.owner.name != "memref.alloc":
        return None  # C is an argument (a result the caller reads): it must be written
    c_type = ir.MemRefType(c_root.type)
    if len(c_type.shape) != 2 or any(d == ir.ShapedType.get_dynamic_size() for d in c_type.shape):
        return None
    nxt = None
    for op in block_ops[block_ops.index(call) + 1:]:
        if op.name in NO_WRITE:
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
    reads = [k for k, v in enumerate(operands[:-1]) if is_memref(v) and buffer_root(v) == c_root]
    if len(reads) != 1 or buffer_root(operands[-1]) == c_root:
        return None
    k = reads[0]
    shape = ir.MemRefType(operands[k].type).shape
    m, n = c_type.shape
    if not _identity(maps[k], n_loops) or not (list(shape) == [m, n] or (m == 1 and list(shape) == [n])):
        return None
    if not _identity(maps[-1], n_loops):
        return None
    # The fused kernel writes D while other blocks still read A and B: D must be neither. An operand
    # in D's buffer must be read at the element its thread writes (the same map), nowhere else.
    d_root = buffer_root(operands[-1])
    if d_root in (buffer_root(call.operands[0]), buffer_root(call.operands[1])):
        return None
    for v, m in zip(operands[:-1], maps):
        if is_memref(v) and buffer_root(v) == d_root and (v != operands[-1] or list(map(str, m)) != list(map(str, maps[-1]))):
            return None
    others = [op for op in _users(c_root) if op.name not in VIEWS and op != nxt and op != call
              and op.name != "memref.dealloc"]
    if others or outside_constants(nxt) is None:
        return None
    for v in operands[:-1]:
        if not is_memref(v) and (isinstance(v.owner, ir.Block) or v.owner.name != "arith.constant"):
            return None
    return nxt, k


def _build_store(store_fn: ir.Operation, generic: ir.Operation, c_index: int, rank1: bool) -> None:
    """Replace the store function's body by the generic's body on (r, i, j)."""
    entry = store_fn.regions[0].blocks[0]
    for op in list(entry.operations):
        op.erase()
    r, i, j = entry.arguments[0], entry.arguments[1], entry.arguments[2]
    extra = iter(list(entry.arguments)[4:])  # the generic's other memref operands, then its output
    ivs = [j] if rank1 else [i, j]
    with ir.InsertionPoint(entry), generic.location:
        value = body_at(generic, c_index, r, extra, ivs, list(generic.operands))
        out_map = list(ir.ArrayAttr(generic.attributes["indexing_maps"]))[-1]
        memref.StoreOp(value, entry.arguments[len(entry.arguments) - 1], map_indices(out_map, ivs))
        func.ReturnOp([])


def fuse_epilogues(module: ir.Module, template_text) -> int:
    """Fuse every eligible elementwise op into the matvec_cols call before it; `template_text(name,
    params, args, types)` gives the template instantiated as `name` with extra operands. Returns
    how many were fused."""
    plans = []
    for block, block_ops in function_blocks(module):
        for call in block_ops:
            if callee_of(call) in FUSABLE:
                plan = _plan(call, block_ops)
                if plan is not None:
                    plans.append((call, *plan))
    for count, (call, generic, c_index) in enumerate(plans):
        operands = list(generic.operands)
        extra = [v for k, v in enumerate(operands[:-1]) if k != c_index and is_memref(v)] + [operands[-1]]
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
        # The fused call is the product's and the op's: its location keeps both lines, the product first.
        with ir.InsertionPoint(generic), ir.Location.fused([call.location, generic.location]):
            func.CallOp([], ir.FlatSymbolRefAttr.get(name), list(call.operands) + extra)
        call.erase()
        generic.erase()
    return len(plans)


def _transpose_plan(call: ir.Operation, block_ops: list[ir.Operation]):
    """The linalg.transpose right after an overwriting matmul call that only moves its C (a temporary
    nothing else reads) into another buffer, else None."""
    callee = ir.FlatSymbolRefAttr(call.attributes["callee"]).value
    if callee not in TRANSPOSABLE and not (ATTENTION and callee.startswith(ATTENTION)):
        return None
    inputs, out = _roles(callee)
    cast = call.operands[out].owner
    if isinstance(cast, ir.Block) or cast.name != "memref.cast":
        return None
    c_root = cast.operands[0]
    if isinstance(c_root.owner, ir.Block) or c_root.owner.name != "memref.alloc":
        return None
    nxt = next((op for op in block_ops[block_ops.index(call) + 1:] if op.name not in NO_WRITE), None)
    if nxt is None or nxt.name != "linalg.transpose" or nxt.operands[0] != c_root:
        return None
    others = [op for op in _users(c_root) if op not in (cast, call, nxt) and op.name != "memref.dealloc"]
    if others:
        return None
    d = nxt.operands[1]
    read = [buffer_root(v) for k, v in enumerate(call.operands) if k != out and is_memref(v)]
    if buffer_root(d) == c_root or buffer_root(d) in read:
        return None
    owner = d.owner
    movable = (not isinstance(owner, ir.Block) and owner.name == "memref.alloc" and not list(owner.operands)
               and owner in block_ops)
    if not (movable or defined_before(d, call, block_ops)):
        return None
    return nxt


def _transposed_view_type(d_type: ir.MemRefType, inverse: list[int]) -> ir.Type:
    strides, offset = d_type.get_strides_and_offset()
    dyn = ir.ShapedType.get_dynamic_stride_or_offset()
    show = lambda v: "?" if v == dyn else str(v)  # noqa: E731
    shape = "x".join(str(d_type.shape[k]) for k in inverse)
    layout = ", ".join(show(strides[k]) for k in inverse)
    return ir.Type.parse(f"memref<{shape}x{d_type.element_type}, strided<[{layout}], offset: {show(offset)}>>")


def store_transposed(module: ir.Module) -> int:
    """A transpose right after a matmul (attention's merge_heads: p @ v [heads, n, d] -> [n, heads, d])
    runs in the matmul's store: the kernel writes C through a transposed view of the transpose's
    output (the templates take any strides), the copy kernel and C's buffer go. Returns how many."""
    plans = []
    for block, block_ops in function_blocks(module):
        for call in block_ops:
            if (callee_of(call) or "").startswith("gpu_"):
                transpose = _transpose_plan(call, block_ops)
                if transpose is not None:
                    plans.append((call, transpose, block))
    for call, transpose, block in plans:
        block_ops = [op.operation for op in block.operations]  # as it is now, earlier plans done
        out = _roles(callee_of(call))[1]
        cast, d = call.operands[out].owner, transpose.operands[1]
        perm = list(ir.DenseI64ArrayAttr(transpose.attributes["permutation"]))
        inverse = [perm.index(k) for k in range(len(perm))]  # C's dim k is the output's dim inverse[k]
        if not defined_before(d, call, block_ops):
            d.owner.move_before(call)
        with ir.InsertionPoint(call), ir.Location.fused([call.location, transpose.location]):
            view_type = _transposed_view_type(ir.MemRefType(d.type), inverse)
            permutation = ir.AffineMapAttr.get(ir.AffineMap.get_permutation(inverse))
            view = memref.TransposeOp(view_type, d, permutation).result
            c = memref.CastOp(call.operands[out].type, view).result
            operands = list(call.operands)
            func.CallOp([], ir.FlatSymbolRefAttr(call.attributes["callee"]), operands[:out] + [c] + operands[out + 1:])
        c_root = cast.operands[0]
        call.erase()
        transpose.erase()
        cast.erase()
        _drop_buffer(c_root)
    return len(plans)


def _drop_buffer(root: ir.Value) -> None:
    """Erase a buffer nothing reads any more: its remaining uses (the dealloc) and its alloc."""
    for use in list(root.uses):
        use.owner.erase()
    root.owner.erase()


def _load_plan(transpose: ir.Operation, block_ops: list[ir.Operation]):
    """The matmul calls reading the output of `transpose` (a temporary written by it alone) as A or B,
    when the transpose's input cannot change before them; else None."""
    x = transpose.operands[1]
    if isinstance(x.owner, ir.Block) or x.owner.name != "memref.alloc":
        return None
    src_root = buffer_root(transpose.operands[0])
    reads, last = [], block_ops.index(transpose)
    for op in _users(x):
        if op == transpose or op.name in VIEWS or op.name == "memref.dealloc":
            continue
        roles = _roles(callee_of(op)) if op.name == "func.call" else None
        callee = callee_of(op) if op.name == "func.call" else None
        if roles is None or (callee not in LOADS_TRANSPOSED and not callee.startswith(ATTENTION)) \
                or op not in block_ops:
            return None
        for k, v in enumerate(op.operands):
            if is_memref(v) and buffer_root(v) == x and (k not in roles[0] or v.owner.name != "memref.cast"
                                                          or v.owner.operands[0] != x):
                return None  # written (C), or read through another view
        reads.append(op)
        last = max(last, block_ops.index(op))
    if not reads:
        return None
    for op in block_ops[block_ops.index(transpose) + 1:last]:  # nothing writes the input in between
        written = memref_writes(op)
        if written is None or any(buffer_root(v) == src_root for v in written):
            return None
    return reads


def load_transposed(module: ir.Module) -> int:
    """A transpose whose output only feeds matmuls as A or B (attention's q after split_heads) goes:
    they read its input through a transposed view (the templates take any strides). Returns how many."""
    plans = []
    for _, block_ops in function_blocks(module):
        for op in block_ops:
            if op.name == "linalg.transpose":
                reads = _load_plan(op, block_ops)
                if reads is not None:
                    plans.append((op, reads))
    for transpose, reads in plans:
        src, x = transpose.operands[0], transpose.operands[1]
        perm = list(ir.DenseI64ArrayAttr(transpose.attributes["permutation"]))
        for call in reads:
            with ir.InsertionPoint(call), ir.Location.fused([transpose.location, call.location]):
                view_type = _transposed_view_type(ir.MemRefType(src.type), perm)
                view = memref.TransposeOp(view_type, src, ir.AffineMapAttr.get(ir.AffineMap.get_permutation(perm)))
                for k in _roles(callee_of(call))[0]:
                    v = call.operands[k]
                    if buffer_root(v) == x:
                        old = v.owner
                        call.operands[k] = memref.CastOp(v.type, view.result).result
                        if not list(old.result.uses):
                            old.erase()
        transpose.erase()
        _drop_buffer(x)
    return len(plans)


def run(module: ir.Module, options=None) -> None:
    """The pass entry point: fuse_epilogues with the matmul templates, then store_transposed and
    load_transposed; then one function for the layers' identical instantiations."""
    from .matmul_templates import epilogue_template
    fuse_epilogues(module, epilogue_template)
    store_transposed(module)
    load_transposed(module)
    dedup_functions(module)
