"""IR rewrites done with the MLIR Python bindings (not passes): matmuls become calls.

Both targets replace every floating-point `linalg.matmul` / `linalg.batch_matmul` on memrefs with
a `func.call` to a kernel that takes fully dynamic strided memrefs, so one kernel per rank and
element type serves every shape, and transposed or sliced views are passed without a copy.
"""
from __future__ import annotations

from typing import Callable

from mlir import ir
from mlir.dialects import func, memref

MATMULS = {"linalg.matmul": 2, "linalg.batch_matmul": 3}


def dynamic_memref(rank: int, elt: str) -> str:
    sizes = "x".join("?" * rank)
    strides = ", ".join("?" * rank)
    return f"memref<{sizes}x{elt}, strided<[{strides}], offset: ?>>"


def find_matmuls(module: ir.Module) -> list[ir.Operation]:
    found = []

    def visit(op):
        if op.name in MATMULS:
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def replace_matmuls(text: str, callee: Callable[[int, str], str], declarations: Callable[[int, str], str],
                    elements: tuple[str, ...] = ("f16", "f32", "f64")) -> tuple[str, int]:
    """Rewrite `text`; `callee(rank, elt)` names the function to call and `declarations(rank, elt)`
    gives the MLIR text (a module body) that defines or declares it, added once per rank/type.
    Only matmuls on `elements` are replaced; others stay linalg and lower to loops.
    Returns the new module text and the number of matmuls replaced."""
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.allow_unregistered_dialects = False
        module = ir.Module.parse(text)
        needed, count = {}, 0
        for op in find_matmuls(module):
            operands = list(op.operands)[:3]
            a_type = ir.MemRefType(operands[0].type)
            elt = str(a_type.element_type)
            if elt not in elements:
                continue
            rank = MATMULS[op.name]
            dyn = ir.Type.parse(dynamic_memref(rank, elt))
            with ir.InsertionPoint(op), op.location:
                casts = [memref.CastOp(dyn, v).result for v in operands]
                func.CallOp([], callee(rank, elt), casts)
            op.erase()
            needed[(rank, elt)] = True
            count += 1
        for rank, elt in needed:
            extra = ir.Module.parse(declarations(rank, elt))
            for decl in list(extra.body.operations):
                decl.detach_from_parent()
                module.body.append(decl)
        return str(module), count
