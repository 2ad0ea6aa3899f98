"""GPU pass host-alloc: host memref.alloc/dealloc -> gpu.alloc host_shared / gpu.dealloc.

Each becomes async between gpu.wait's. After it the host function holds only index constants,
views, gpu.wait, gpu.alloc/dealloc and gpu.launch_func on memrefs: exactly what
pipeline/manifest.py turns into manifest.json for the launcher."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import gpu

from ..irutil import nested_ops


def run(module: ir.Module, options=None) -> None:
    token = gpu.AsyncTokenType.get()
    for top in module.body.operations:
        if top.operation.name != "func.func":
            continue
        for op in nested_ops(top.operation):
            if op.name == "memref.alloc":
                with ir.InsertionPoint(op), op.location:
                    start = gpu.WaitOp(token, []).result
                    n_dyn = len(op.operands)
                    sizes = list(op.operands)
                    # memref.alloc operands: dynamic sizes then symbols (operandSegmentSizes).
                    seg = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"])) \
                        if "operandSegmentSizes" in op.attributes else [n_dyn, 0]
                    dyn, syms = sizes[:seg[0]], sizes[seg[0]:]
                    alloc = gpu.AllocOp(op.results[0].type, token, [start], dyn, syms, hostShared=True)
                    gpu.WaitOp(None, [alloc.asyncToken])
                op.results[0].replace_all_uses_with(alloc.memref)
                op.erase()
            elif op.name == "memref.dealloc":
                with ir.InsertionPoint(op), op.location:
                    start = gpu.WaitOp(token, []).result
                    done = gpu.DeallocOp(token, [start], op.operands[0]).result
                    gpu.WaitOp(None, [done])
                op.erase()
