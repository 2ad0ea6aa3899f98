"""GPU pass results-in-place: a result computed into a temporary and then copied into its
out-parameter is computed in the out-parameter instead.

Bufferization (buffer-results-to-out-params{hoist-static-allocs}) writes a returned buffer straight
into the caller's out-parameter only when the function returns the allocation itself. A result
returned through a view (a reshape: `expand_shape` of the temporary), or a buffer the function also
reads after writing it, ends as `memref.copy %tmp, %out` before the return: one copy kernel per
result on the GPU (a decoding step's logits row and token: two of its launches). Here, when

  * the copy's target is an argument of the function that nothing else in it touches,
  * its source is an allocation in the function's body, or a chain of expand/collapse_shape
    views of one, with the identity layout, and
  * nothing uses that allocation after the copy but its dealloc,

the allocation is replaced by the matching view of the out-parameter (the inverse reshapes, made at
the function's entry) and the copy and the dealloc go. The values the program computes are the
same; one kernel fewer per such result.
"""
from __future__ import annotations

from mlir import ir
from mlir.dialects import memref

from ..irutil import row_major

RESHAPES = ("memref.expand_shape", "memref.collapse_shape")


def _source_alloc(value: ir.Value):
    """(the memref.alloc a chain of reshapes starts from, the reshapes from it to value, in order),
    or None."""
    chain = []
    while not isinstance(value.owner, ir.Block) and value.owner.name in RESHAPES:
        chain.append(value.owner)
        value = value.owner.operands[0]
    if isinstance(value.owner, ir.Block) or value.owner.name != "memref.alloc":
        return None
    return value.owner, chain[::-1]


def _op(owner) -> ir.Operation:
    return owner.operation if hasattr(owner, "operation") else owner


def _after(op: ir.Operation, block_ops: list) -> list:
    return block_ops[block_ops.index(op) + 1:]


def run(module: ir.Module, options=None) -> None:
    for top in module.body.operations:
        if top.operation.name != "func.func" or not top.regions[0].blocks:
            continue
        entry = top.regions[0].blocks[0]
        args = list(entry.arguments)
        block_ops = [op.operation for op in entry.operations]
        for copy in [op for op in block_ops if op.name == "memref.copy"]:
            src, dst = copy.operands
            if not (isinstance(dst.owner, ir.Block) and dst.owner == entry and dst in args):
                continue
            if len(list(dst.uses)) != 1:  # the out-parameter is touched elsewhere too
                continue
            found = _source_alloc(src)
            if found is None:
                continue
            alloc, chain = found
            if alloc.operation.parent != top.operation or not all(row_major(ir.MemRefType(v.type)) for v in
                                                                  [alloc.results[0], src, dst]):
                continue
            if src.type != dst.type:
                continue
            later = _after(copy, [op.operation for op in entry.operations])
            values = [alloc.results[0]] + [r.results[0] for r in chain]
            uses_after = [_op(use.owner) for v in values for use in v.uses if _op(use.owner) in later]
            if any(op.name != "memref.dealloc" for op in uses_after):
                continue
            # The inverse of the chain, applied to the out-parameter at the function's entry.
            with ir.InsertionPoint(entry.operations[0]), copy.location:
                view = dst
                for reshape in reversed(chain):
                    reassoc = reshape.attributes["reassociation"]
                    source_type = reshape.operands[0].type
                    if reshape.name == "memref.expand_shape":
                        view = memref.CollapseShapeOp(source_type, view, reassoc).result
                    else:
                        shape = ir.MemRefType(source_type).shape
                        view = memref.ExpandShapeOp(source_type, view, reassoc, [], shape).result
            for op in uses_after:
                op.erase()
            copy.erase()
            alloc.results[0].replace_all_uses_with(view)
            alloc.erase()
