"""GPU pass copies-to-linalg: memref.copy src, dst -> linalg.copy ins(src) outs(dst).

A memref.copy would stay in the host function (a host copy of device data); as a linalg op it is
lowered to loops and becomes a kernel like any other (outline). Copies into a view at a runtime
offset are gone by now (runtime-offsets)."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg

from ..irutil import nested_ops


def copy_to_linalg(op: ir.Operation) -> None:
    src, dst = op.operands
    with ir.InsertionPoint(op), op.location:
        linalg.copy(src, outs=[dst])
    op.erase()


def run(module: ir.Module, options=None) -> None:
    for f in [op for op in module.body.operations if op.operation.name == "func.func"]:
        for op in nested_ops(f.operation):
            if op.name == "memref.copy":
                copy_to_linalg(op)
