"""GPU passes read-only and noalias: a kernel's buffers it only reads, told to LLVM and ptxas.

A matmul's epilogue stores C element by element through `@<kernel>_store`, and a fused residual add
loads the residual (and the bias) right before each store. LLVM cannot know that the residual and
the output are different buffers, so every load waits until the store before it has been issued,
and that store waits for its own load: v17's 64 sums a thread made 64 memory latencies one after
another (on the H200, attn_out at 1024 rows took 58 us in the forward against 33 us alone; ptxas
wrote LDG LDG STG LDG LDG STG ...). Told that the residual is only read and shares memory with no
other argument, ptxas issues all 64 loads first (as `ld.global.nc`) and then the 64 stores.

- read-only (before the lowering): a kernel's memref argument whose every use is a `memref.load` or a
  `memref.dim`, each load in a block that also stores to global memory (an epilogue; not a K loop's
  loads), at a launch whose other memref operands all come from other buffers (followed through views
  to an allocation or a function argument), gets `llvm.readonly`; convert-gpu-to-nvvm copies it onto
  the descriptor's pointers.
  A kernel launched early (programmatic dependent launch) is left alone, and so are buffers of integers
  (the driver's PTX JIT miscompiled one so marked).
- noalias (after it): each such pointer also gets `llvm.noalias`. (convert-gpu-to-nvvm drops
  `llvm.noalias` on a memref given as a descriptor: "Cannot copy noalias with non-bare pointers".)

Only the order of memory operations changes: the results are the same bits. The launcher gives a
program's inputs, results and temporaries buffers of their own, so two different function arguments
never share memory."""
from __future__ import annotations

from mlir import ir

from ..irutil import launch_sites, memory_root, nested_ops
from .dependent_launch import MARK

READONLY, NOALIAS = "llvm.readonly", "llvm.noalias"
_READS = {"memref.load", "memref.dim"}


def _op(owner):
    """A value's or a use's owner as an operation, None for a block (an argument)."""
    return None if isinstance(owner, ir.Block) else getattr(owner, "operation", owner)


def _only_read(arg: ir.Value) -> bool:
    uses = list(arg.uses)
    return bool(uses) and all(_op(u.owner).name in _READS for u in uses)


def _global_store(op: ir.Operation) -> bool:
    return op.name == "memref.store" and ir.MemRefType(op.operands[1].type).memory_space is None


def _feeds_stores(arg: ir.Value) -> bool:
    """Every load of `arg` sits in a block that also stores to global memory (an epilogue's load, add,
    store). Loads elsewhere (a K loop's, whose values go to shared memory or registers) keep their
    order: freed to move, LLVM hoisted v3's B loads of a whole tile and ptxas spilled (sm_75)."""
    loads = [_op(u.owner) for u in arg.uses if _op(u.owner).name == "memref.load"]
    return bool(loads) and all(any(_global_store(o.operation) for o in load.block.operations) for load in loads)


def _floats(t: ir.MemRefType) -> bool:
    """Only buffers of floats: the driver's PTX JIT (sm_75 PTX on the H200) got np.min(-x) of int32 in
    a loop kernel wrong with its loads marked, as it did the register form of such rows
    (pipeline/passes/row_kernels.py, REGISTER_INTEGER_ROWS); the pinned ptxas's cubin was right."""
    return isinstance(ir.MemRefType(t).element_type, ir.FloatType)


def _launched_early(func: ir.Operation) -> bool:
    """A kernel that kept the dependent-launch pass's mark on its wait starts while the kernel before it
    still runs (pipeline/passes/dependent_launch.py): left as it is, so that no non-coherent load meets
    a buffer the kernel before is writing. (Those are the decoding step's GEMVs and attention; marked,
    the step measured the same.)"""
    return any(op.name == "nvvm.griddepcontrol" and MARK in op.attributes for op in nested_ops(func))


def _has(attrs, name: str) -> bool:
    return attrs is not None and any(a.name == name for a in ir.DictAttr(attrs))


def _set_arg_attrs(func: ir.Operation, marks: list[set[str]]) -> None:
    """Adds the unit attributes `marks[i]` to argument i's attribute dictionary."""
    old = list(ir.ArrayAttr(func.attributes["arg_attrs"])) if "arg_attrs" in func.attributes else [None] * len(marks)
    new = []
    for have, names in zip(old, marks):
        entries = {} if have is None else {a.name: a.attr for a in ir.DictAttr(have)}
        entries.update((n, ir.UnitAttr.get()) for n in names)
        new.append(ir.DictAttr.get(entries))
    func.attributes["arg_attrs"] = ir.ArrayAttr.get(new)


def mark(module: ir.Module, options=None) -> None:
    """read-only: llvm.readonly on the memref arguments each kernel only loads from (see above)."""
    launches = launch_sites(module)
    for top in module.body.operations:
        if top.operation.name != "gpu.module":
            continue
        mod_name = ir.StringAttr(top.operation.attributes["sym_name"]).value
        for func in top.regions[0].blocks[0].operations:
            func = func.operation
            if func.name != "gpu.func" or "gpu.kernel" not in func.attributes:
                continue
            if _launched_early(func):
                continue
            sites = launches.get((mod_name, ir.StringAttr(func.attributes["sym_name"]).value), [])
            n_args = len(ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value).inputs)
            args = list(func.regions[0].blocks[0].arguments)[:n_args]  # (then the workgroup buffers)
            marks = []
            for i, arg in enumerate(args):
                ok = (bool(sites) and isinstance(arg.type, ir.MemRefType) and _floats(arg.type) and _only_read(arg)
                      and _feeds_stores(arg))
                for site in sites if ok else ():
                    operands = list(site.opview.kernelOperands)
                    mine = memory_root(operands[i])
                    ok = ok and not any(j != i and isinstance(o.type, ir.MemRefType) and memory_root(o) == mine
                                        for j, o in enumerate(operands))
                marks.append({READONLY} if ok else set())
            if any(marks):
                _set_arg_attrs(func, marks)


def noalias(module: ir.Module, options=None) -> None:
    """noalias: llvm.noalias beside every llvm.readonly pointer of a lowered kernel."""
    for top in module.body.operations:
        if top.operation.name != "gpu.module":
            continue
        for func in top.regions[0].blocks[0].operations:
            func = func.operation
            if func.name != "llvm.func" or "arg_attrs" not in func.attributes:
                continue
            dicts = list(ir.ArrayAttr(func.attributes["arg_attrs"]))
            marks = [{NOALIAS} if _has(d, READONLY) else set() for d in dicts]
            if any(marks):
                _set_arg_attrs(func, marks)
