"""What several passes match and rebuild the same way: each function's blocks, a call's callee, which
buffers an op may write, whether a value is defined before an op, the constants a generic's body takes
from outside, and a generic's body re-emitted at one element (an epilogue's store, attention's score op,
a cache write). Passes import these, never each other's private names."""
from __future__ import annotations

import re

from mlir import ir
from mlir.dialects import memref

from ..irutil import NO_WRITE, generic_body, inline_body, is_memref, map_indices, nested_ops


def function_blocks(module: ir.Module) -> list[tuple[ir.Block, list[ir.Operation]]]:
    """Each block of each function with its ops, listed before any rewrite (the plans are made
    first, the IR changed after: erasing invalidates the bindings' other op handles)."""
    return [(block, [op.operation for op in block.operations])
            for top in list(module.body.operations) if top.operation.name == "func.func"
            for block in top.regions[0].blocks]


def callee_of(op: ir.Operation) -> str | None:
    """The function a func.call calls; None for any other op."""
    return ir.FlatSymbolRefAttr(op.attributes["callee"]).value if op.name == "func.call" else None


def defined_before(value: ir.Value, op: ir.Operation, block_ops: list[ir.Operation]) -> bool:
    owner = value.owner
    return isinstance(owner, ir.Block) or (owner in block_ops and block_ops.index(owner) < block_ops.index(op))


def memref_writes(op: ir.Operation) -> list[ir.Value] | None:
    """The memref operands `op` may write; None when not known (treat as writing anything)."""
    if op.name in NO_WRITE:
        return []
    if op.name == "memref.dealloc":  # the input freed before the product reads it: as bad as a write
        return [op.operands[0]]
    if op.name == "memref.copy":
        return [op.operands[1]]
    if op.name == "linalg.transpose" or (op.name.startswith("linalg.") and "operandSegmentSizes" in op.attributes):
        n_in = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))[0] if op.name != "linalg.transpose" \
            else 1
        return list(op.operands)[n_in:]
    if op.name == "func.call" or op.name == "memref.store":
        return [v for v in op.operands if is_memref(v)]
    return None


def outside_constants(op: ir.Operation) -> list[ir.Operation] | None:
    """Constants defined outside `op` that its body uses; None if it uses anything else from outside."""
    ops = nested_ops(op)
    inside = {r for o in ops for r in o.results} | set(generic_body(op).arguments)
    found = []
    for o in ops:
        for v in o.operands:
            if v in inside:
                continue
            if isinstance(v.owner, ir.Block) or v.owner.name != "arith.constant":
                return None
            if v.owner not in found:
                found.append(v.owner)
    return found


def body_at(generic: ir.Operation, own: int, value: ir.Value, buffers, ivs: list, operands: list) -> ir.Value:
    """At the current insertion point: `generic`'s body on the element `ivs`, its operand `own` taken
    to be `value`, each other memref operand (of `operands`, in order) loaded from the next of
    `buffers` where the body reads it, and the constants and scalar operands it uses from outside
    cloned in. Returns the value it yields. (The epilogue's store and attention's score op.)"""
    maps = list(ir.ArrayAttr(generic.attributes["indexing_maps"]))
    # Constants the body or the scalar operands use live in the caller: clone them in.
    cloned = {c.results[0]: c.clone().results[0] for c in outside_constants(generic)}
    for v in list(generic.operands)[:-1]:
        if not is_memref(v) and v not in cloned:
            cloned[v] = v.owner.clone().results[0]
    args = []
    for k, (arg, v) in enumerate(zip(generic_body(generic).arguments, operands)):
        if k == own:
            args.append(value)
        elif is_memref(v):
            buf = next(buffers)
            args.append(memref.LoadOp(buf, map_indices(maps[k], ivs)).result if list(arg.uses) else None)
        else:
            args.append(cloned[v])
    return inline_body(generic, args, ivs, cloned)


# Functions a kernel function calls that are its own, named after it (epilogue store, attention's score op
# and its mask term, a fused prologue, the head's after-argmax ops).
HELPERS = ("_store", "_score", "_mask", "_prologue", "_after")


def find_function(module: ir.Module, name: str) -> ir.Operation | None:
    for top in module.body.operations:
        if top.operation.name == "func.func" and ir.StringAttr(top.attributes["sym_name"]).value == name:
            return top.operation
    return None


def _private(fn: ir.Operation) -> bool:
    return "sym_visibility" in fn.attributes and ir.StringAttr(fn.attributes["sym_visibility"]).value == "private"


def _host_calls(module: ir.Module) -> list[ir.Operation]:
    """The func.calls of the public functions (the host code): the only callers of kernel functions."""
    return [op for top in module.body.operations if top.operation.name == "func.func" and not _private(top.operation)
            for op in nested_ops(top.operation) if op.name == "func.call"]


def erase_unless_called(module: ir.Module, name: str) -> None:
    """Erase kernel function `name` and its helpers once no host call calls it (a function several call sites
    share, see dedup_functions, stays until the last of them is rewritten)."""
    if any(callee_of(op) == name for op in _host_calls(module)):
        return
    for n in (name, *(name + h for h in HELPERS)):
        fn = find_function(module, n)
        if fn is not None:
            fn.erase()


def dedup_functions(module: ir.Module) -> int:
    """Kernel functions instantiated per call site (an epilogue's, a cache write's, a prologue's, attention's)
    that are identical up to their names, their helpers' and nothing else become one: every call calls the first,
    the others are erased. The stage files then hold each distinct kernel once. Locations count: attention_out's
    and mlp_out's epilogues are the same code at different NumPy lines, and the manifest labels each launch by
    its kernel's lines. Returns how many went."""
    funcs = {ir.StringAttr(top.attributes["sym_name"]).value: top.operation for top in module.body.operations
             if top.operation.name == "func.func" and _private(top.operation)}
    helpers = {n + h for n in funcs for h in HELPERS if n + h in funcs}
    first: dict[str, str] = {}
    same: dict[str, str] = {}
    for name in funcs:
        if name in helpers:
            continue
        own = re.compile(rf"@{re.escape(name)}(?=[^\w]|(?:{'|'.join(HELPERS)})\b)")
        text = "".join(funcs[n].get_asm(enable_debug_info=True, use_local_scope=True)
                       for n in (name, *(name + h for h in HELPERS)) if n in funcs)
        key = own.sub("@_", text)
        if key in first:
            same[name] = first[key]
        else:
            first[key] = name
    if not same:
        return 0
    for op in _host_calls(module):
        callee = callee_of(op)
        if callee in same:
            op.attributes["callee"] = ir.FlatSymbolRefAttr.get(same[callee])
    for name in same:
        for n in (name, *(name + h for h in HELPERS)):
            if n in funcs:
                funcs[n].erase()
    return len(same)
