"""GPU pass single-thread: ops with no parallel loop at all (full reductions, rank-0 ops) are
wrapped in a `gpu.launch` of 1x1x1 blocks of 1x1x1 threads, so they too become a (one-thread)
kernel instead of host code. Consecutive ones share the launch (one thread runs them in order: a
reduction's zero fill and the reduction are one launch). A one-trip scf.parallel would not do:
canonicalize folds it away before the loops are mapped."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import gpu


def _loop_kinds(op: ir.Operation) -> list[str]:
    return ["parallel" if "parallel" in str(a) else "reduction" for a in ir.ArrayAttr(op.attributes["iterator_types"])]


def single_thread_runs(block_ops: list) -> list[list]:
    """Runs of consecutive loop-less linalg.generic ops (constants between them are moved in front
    of the run, so nothing the run uses is defined after its launch)."""
    runs, current, between = [], [], []
    for op in block_ops:
        if op.name == "linalg.generic" and (not _loop_kinds(op) or _loop_kinds(op)[0] != "parallel"):
            for c in between:
                c.move_before(current[0] if current else op)
            current.append(op)
            between = []
        elif op.name == "arith.constant" and current:
            between.append(op)
        else:
            if current:
                runs.append(current)
            current, between = [], []
    if current:
        runs.append(current)
    return runs


def wrap_in_single_thread_launch(ops: list) -> None:
    where = ir.Location.fused([op.location for op in ops])  # the launch comes from all of their lines
    with ir.InsertionPoint(ops[0]), where:
        launch = gpu.LaunchOp((1, 1, 1), (1, 1, 1))
    with ir.InsertionPoint(launch.regions[0].blocks[0]), where:
        term = gpu.TerminatorOp()
    for op in ops:
        op.move_before(term.operation)


def run(module: ir.Module, options=None) -> None:
    for f in [op for op in module.body.operations if op.operation.name == "func.func"]:
        for block in f.regions[0].blocks:
            for run_ in single_thread_runs([op.operation for op in block.operations]):
                wrap_in_single_thread_launch(run_)
