"""GPU pass drop-zero-fills: a matmul's zero fill of its own output goes.

`linalg.fill 0 -> C` right before `C += A @ B` costs a kernel launch. When the matmul will become a
kernel call (matmul-templates) and the fill is the last op writing memory before it, the fill is
erased and the matmul marked with the unit attribute `gpu.overwrite_output`: the template is then
instantiated with accumulate = false and writes C instead of adding to it. The marker is visible in
this pass's stage file (03-drop-zero-fills.mlir) and gone after matmul-templates (the matmul op it
sits on is replaced by the call).
"""
from __future__ import annotations

from mlir import ir

from ..irutil import NO_WRITE
from .matmul_templates import OVERWRITE, becomes_kernel

MATMUL_OPS = ("linalg.matmul", "linalg.batch_matmul")


def zero_fill_of_output(matmul: ir.Operation, block_ops: list, chip: str = "sm_75",
                        variant: str | None = None) -> ir.Operation | None:
    """The `linalg.fill 0 -> C` on the matmul's own output C, if it is the last op writing memory
    before the matmul; the kernel can then write C instead of adding to it (one launch fewer)."""
    c = matmul.operands[2]
    if not becomes_kernel(matmul, chip, variant):  # a matmul that stays linalg needs its fill
        return None
    for op in reversed(block_ops[:block_ops.index(matmul)]):
        if op.name in NO_WRITE:  # a fill before views or constants still holds
            continue
        if op.name != "linalg.fill" or op.operands[1] != c:
            return None
        init = op.operands[0].owner
        if getattr(init, "name", None) != "arith.constant" or not isinstance(init.attributes["value"], ir.FloatAttr):
            return None
        return op if ir.FloatAttr(init.attributes["value"]).value == 0.0 else None
    return None


def run(module: ir.Module, options=None) -> None:
    fills = []  # found first, erased after: erasing invalidates the bindings' other op handles
    for top in module.body.operations:
        if top.operation.name == "func.func":
            block_ops = [op.operation for op in top.regions[0].blocks[0].operations]
            for op in block_ops:
                fill = (zero_fill_of_output(op, block_ops, *((options.chip, options.variant) if options else ()))
                        if op.name in MATMUL_OPS else None)
                if fill is not None:
                    op.attributes[OVERWRITE] = ir.UnitAttr.get()
                    fills.append(fill)
    for fill in fills:
        fill.erase()
