"""GPU pass matmul-templates: every floating-point linalg.matmul / linalg.batch_matmul becomes a
func.call to a kernel instantiated from its template (pipeline/kernels: hand-written or generated).

Operands are memref.cast to fully dynamic sizes/strides/offset (pipeline/rewrite.py), so one
instantiation per template and element type serves every shape, and transposed or sliced views
need no copy. Which template runs is the kernel library's choice (pipeline/kernels/) from the
matmul's shapes, B's layout, the element type and the chip; `options.variant` forces one. A matmul
marked `gpu.overwrite_output` (drop-zero-fills) gets the `_overwrite` instantiation, which writes C
instead of adding to it. Matmuls on other element types stay linalg (-> loops).
"""
from __future__ import annotations

from mlir import ir

from ..kernels import MatmulFacts, check_variant, choose, template_source
from ..rewrite import (FLOAT_TYPES, MATMULS, add_definitions, element_key, memref_type, replace_matmuls,
                       transposed_operands, will_become_call)
OVERWRITE = "gpu.overwrite_output"  # marks a matmul whose zero fill was dropped (drop-zero-fills sets it)
# The element types (rewrite.element_key) a product kernel may take: a float type throughout, or f32 A and C
# with B stored in half precision (kernels of the library's Kernel.weights forms).
GPU_ELEMENTS = FLOAT_TYPES + ("f32_f16", "f32_bf16")

# Kernel function/module names of the matmul templates ({elt} = element type). After outlining,
# each call site gets its own gpu.module named <kernel>, <kernel>_0, <kernel>_1, ... holding a
# gpu.func named <kernel>.
MATMUL_2D_KERNEL = "matmul_2d_{elt}"
MATMUL_BATCHED_KERNEL = "matmul_batched_{elt}"


def template_text(batched: bool, elt: str, accumulate: bool = True, kind: str | None = None,
                  name: str | None = None, epilogue: tuple[str, str, str] = ("", "", ""),
                  prologue: tuple[str, str, str, int] | None = None, kernel: str | None = None) -> str:
    """The kernel template for one rank (or `kind`: a template file's stem) and element type,
    placeholders filled in; `name` replaces the function's default name, `epilogue` gives a fused
    epilogue's extra parameters, arguments and types (pipeline/passes/epilogues.py; empty without one),
    `prologue` a prologue template's (pipeline/passes/prologues.py) and its row length K, `kernel` the
    gpu.func's name (default <kind>_<elt>)."""
    kind = kind or ("matmul_batched" if batched else "matmul_2d")
    kernel = kernel or f"{kind}_{elt}"
    func_name = name or f"gpu_{kind}_{elt}" + ("" if accumulate else "_overwrite")
    params, args, types = epilogue
    text = template_source(kind)
    if prologue is not None:
        pro_params, pro_args, pro_types, k = prologue
        text = (text.replace("{pro_params}", pro_params).replace("{pro_args}", pro_args)
                .replace("{pro_types}", pro_types).replace("{pro_k}", str(k)))
    return (text.replace("{func}", func_name).replace("{kernel}", kernel).replace("{elt}", elt)
            .replace("{accumulate}", "true" if accumulate else "false")
            .replace("{epi_params}", params).replace("{epi_args}", args).replace("{epi_types}", types))


def epilogue_template(base: str, name: str, params: str, args: str, types: str) -> str:
    """The template behind `base` (gpu_<kind>_<elt>_overwrite) as function `name`, with a fused
    epilogue's extra operands."""
    kind, elt = base[len("gpu_"):-len("_overwrite")].rsplit("_", 1)
    return template_text(False, elt, False, kind, name=name, epilogue=(params, args, types))


def matmul_facts(op: ir.Operation, rank: int, elt: str, chip: str) -> MatmulFacts:
    """What the kernel choice depends on, read off the matmul: the product's rows, columns, batch and
    depth K (None where dynamic), whether B is read with its k dimension contiguous, B's strides and
    offset, element type and chip."""
    a_transposed, b_transposed = transposed_operands(op, rank)
    a_shape, b_shape = memref_type(op.operands[0]).shape[-2:], memref_type(op.operands[1]).shape[-2:]
    rows = a_shape[1] if a_transposed else a_shape[0]
    cols = b_shape[0] if b_transposed else b_shape[1]
    batch = memref_type(op.operands[2]).shape[0] if rank == 3 else 1
    static = lambda n: None if n == ir.ShapedType.get_dynamic_size() else n  # noqa: E731
    depth = a_shape[0] if a_transposed else a_shape[1]
    layout = None
    if not b_transposed:  # B [K, N] as stored: its row stride, inner stride, offset (None: dynamic)
        strides, offset = memref_type(op.operands[1]).get_strides_and_offset()
        dyn = lambda v: None if v == ir.ShapedType.get_dynamic_stride_or_offset() else v  # noqa: E731
        layout = (dyn(strides[-2]), dyn(strides[-1]), dyn(offset))
    dtype, _, weight = elt.partition("_")  # "f32_f16": f32 A and C, B stored in f16 (rewrite.element_key)
    return MatmulFacts(rank, static(rows), static(cols), static(batch), b_transposed, dtype, chip, static(depth), layout,
                       weight or None)


def kernel_kind(op: ir.Operation, rank: int, elt: str, chip: str = "sm_75", variant: str | None = None) -> str | None:
    """Which template runs this matmul: the registry's choice, or `variant` when it can compute it; None
    for a product with half-precision B that no kernel has a form for (it stays linalg)."""
    facts = matmul_facts(op, rank, elt, chip)
    if variant is not None:
        check_variant(variant, facts)
        return variant
    return choose(facts)


def becomes_kernel(op: ir.Operation, chip: str = "sm_75", variant: str | None = None) -> bool:
    """Whether run() replaces this matmul with a kernel call (drop-zero-fills asks, before dropping its fill)."""
    return will_become_call(op, GPU_ELEMENTS) and kernel_kind(op, MATMULS[op.name], _elt(op), chip, variant) is not None


def _elt(op: ir.Operation) -> str:
    return element_key([memref_type(v) for v in op.operands])


def _instantiate(module: ir.Module, kind: str, elt: str, inserted: set, accumulate: bool) -> str:
    """The kernel's function name for this template, type and variant, its template added once. A half-precision
    B's form is a template of its own (<kind> is <name>_<w>w), instantiated for its f32 A and C."""
    elt = elt.partition("_")[0]
    fname = f"gpu_{kind}_{elt}" + ("" if accumulate else "_overwrite")
    if fname not in inserted:
        add_definitions(module, template_text(kind == "matmul_batched", elt, accumulate, kind))
        inserted.add(fname)
    return fname


def run(module: ir.Module, options) -> None:
    inserted: set = set()
    replace_matmuls(module, lambda rank, elt, op: _instantiate(module, kernel_kind(op, rank, elt, options.chip,
                                                                                   options.variant),
                                                               elt, inserted, OVERWRITE not in op.attributes),
                    lambda r, e: "", elements=GPU_ELEMENTS,
                    accept=lambda op: kernel_kind(op, MATMULS[op.name], _elt(op), options.chip,
                                                  options.variant) is not None)
