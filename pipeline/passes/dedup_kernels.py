"""GPU pass dedup-kernels: outlined kernels identical up to their module's name become one gpu.module,
launched once per call site (IREE's executable deduplication, for our outlined launches).

A GPT-2 program runs the same kernel once per layer: twelve layers, twelve gpu.modules whose bodies are the
same text after outlining (which gives every launch its own module), each then lowered to NVVM, translated
to PTX and loaded on its own. Here two modules whose printed bodies (locations left out) are equal become
one: the first of each group stays, every launch of the others launches it instead, and they are erased.
The passes after this one that decide by a kernel's launches (dependent-launch, read-only) already decide
for all of a kernel's launches at once, so a merged kernel gets what each of its launches would have got
where they agree (they do for GPT-2's layers: the PTX is the same as without this pass, docs/benchmark-log.md
§29), and the safe choice where they do not. Each launch keeps its own location, so the manifest still
names every launch's layer and NumPy lines.
"""
from __future__ import annotations

from mlir import ir

from ..irutil import launch_sites


def _body_key(module_op: ir.Operation, name: str) -> str:
    """The module's text with its name left out and no locations: equal keys are the same kernel."""
    return module_op.get_asm(enable_debug_info=False, use_local_scope=True).replace(f"gpu.module @{name}", "gpu.module @_", 1)


def dedup_kernels(module: ir.Module) -> tuple[int, int]:
    """Merge the identical gpu.modules of `module` in place; returns (modules before, modules after)."""
    mods = [op.operation for op in module.body.operations if op.operation.name == "gpu.module"]
    first: dict[str, str] = {}
    same: dict[str, str] = {}  # a module's name -> the module that stays in its place
    for m in mods:
        name = ir.StringAttr(m.attributes["sym_name"]).value
        key = _body_key(m, name)
        if key in first:
            same[name] = first[key]
        else:
            first[key] = name
    for (mod, kernel), launches in launch_sites(module).items():
        if mod in same:
            target = ir.SymbolRefAttr.get([same[mod], kernel])
            for op in launches:
                op.attributes["kernel"] = target
    for m in mods:
        if ir.StringAttr(m.attributes["sym_name"]).value in same:
            m.erase()
    return len(mods), len(mods) - len(same)


def run(module: ir.Module, options=None) -> None:
    dedup_kernels(module)
