"""The kernel library: every kernel the GPU path emits, one module per family (llm.c's `llmc/`), each holding
its registry entries, the generator calls that make their templates, and its rules in the order they are
tried (tinygrad's heuristic: the first rule that holds wins).

- matvec.py: products of a few rows (GEMVs) and the head's fused argmax;
- matmul.py: products of many rows (FMA tiles, 3xTF32 on mma.sync, Hopper's wgmma);
- attention.py: attention in one kernel;
- rows.py: the row kernels and loops no template makes (their rules live in their passes);
- gen/: the generators, plain functions with parameters returning MLIR text; pipeline/templates/ holds the
  hand-written templates;
- tuning.py: the numbers rules and generators read, one `Tuning` per chip; facts.py: what a choice reads.

Generated text is made when a build asks for it and cached for the process; `python -m pipeline.kernels show
NAME` prints it. A forced variant (`--variant`, PassOptions.variant) is checked by `check_variant`.
docs/kernels.md is `table()`'s output (a test keeps them equal): `python -m pipeline.kernels > docs/kernels.md`.
No MLIR import here.
"""
from __future__ import annotations

import dataclasses
from functools import lru_cache

from contract.errors import Gpt2MlirError

from . import attention, matmul, matvec, rows
from .facts import AttentionFacts, MatmulFacts
from .kernel import Kernel, Template
from .tuning import TUNINGS, Tuning, tuning_for

__all__ = ["AttentionFacts", "MatmulFacts", "Kernel", "Template", "Tuning", "TUNINGS", "tuning_for", "KERNELS",
           "MATMUL_KERNELS", "ATTENTION_KERNELS", "VariantError", "kernel", "choose", "choose_attention",
           "check_variant", "variants_for", "family_of", "template_source", "templates_of", "table"]

def with_weights(k: Kernel) -> tuple[Kernel, ...]:
    """The kernel, and one kernel <name>_<w>w for each half-precision B it takes (Kernel.weights): the same
    generators with `weight=w`, for a product with that `weight` fact only (and the kernel itself for none)."""
    if not k.weights:
        return (k,)
    # (a kernel no rule chooses, can_run None: the head's argmax forms, which head_argmax.py picks by B's type)
    runs = k.can_run is not None
    plain = dataclasses.replace(k, can_run=lambda f, run=k.can_run: f.weight is None and run(f)) if runs else k
    return ((plain,) if k.plain else ()) + tuple(
        dataclasses.replace(k, name=f"{k.name}_{w}w", weights=(), templates=tuple(t.with_weight(w) for t in k.templates),
                            what=f"{k.name} with B stored in {w}, widened to f32 as it is loaded" if k.plain else k.what,
                            bought="half the bytes of B read (weights stored in half precision)" if k.plain else k.bought,
                            when=f"as {k.name}, for B stored in {w}" if k.plain else k.when,
                            can_run=(lambda f, run=k.can_run, w=w: f.weight == w and run(dataclasses.replace(f, weight=None)))
                            if runs else None)
        for w in k.weights)


KERNELS: tuple[Kernel, ...] = tuple(kw for k in matvec.KERNELS + matmul.KERNELS + attention.KERNELS + rows.KERNELS
                                    for kw in with_weights(k))
# The products --variant may force (the head's argmax forms are the head-argmax pass's, not a product's choice).
MATMUL_KERNELS = tuple(k for k in KERNELS if k.family == "matmul" and k.can_run is not None)
ATTENTION_KERNELS = tuple(k for k in KERNELS if k.family == "attention")


class VariantError(Gpt2MlirError, ValueError):
    pass


_NAMES = frozenset(k.name for k in KERNELS)
# The half-precision B forms (<name>_<w>w, with_weights): the same kernels as their base, for another B.
HALF_FORMS = frozenset(f"{k.name}_{w}w" for k in matvec.KERNELS + matmul.KERNELS for w in k.weights)


def kernel(name: str) -> Kernel:
    for k in KERNELS:
        if k.name == name:
            return k
    raise KeyError(name)


def _entry(name: str) -> Kernel:
    """The registry entry `name` as its family lists it (a kernel with only half-precision forms included)."""
    return next(k for k in matvec.KERNELS + matmul.KERNELS + attention.KERNELS + rows.KERNELS if k.name == name)


def choose(facts: MatmulFacts, tuning: Tuning | None = None) -> str | None:
    """The product's kernel: the first of its family's rules that holds (matvec.RULES for a GEMV's few rows,
    matmul.RULES for the rest); each list ends in a rule that always holds. A product whose B is stored in
    half precision (facts.weight) takes the first rule that holds whose kernel has that form (<name>_<w>w);
    None when none has: the product stays linalg and runs as a loop kernel."""
    t = tuning or facts.tuning
    for name, when in (matvec.RULES if facts.few_rows else matmul.RULES):
        if when(facts, t):
            if facts.weight is None:
                return name
            if f"{name}_{facts.weight}w" in _NAMES:
                return f"{name}_{facts.weight}w"
    if facts.weight is not None:
        return None
    raise AssertionError(f"{facts}: no product rule holds (the last rule of each list must always hold)")


def choose_attention(facts: AttentionFacts, tuning: Tuning | None = None) -> str | None:
    """The attention kernel (template stem): the first of attention.RULES that holds; None when none does
    (the chain stays the product and row kernels)."""
    t = tuning or facts.tuning
    for name, when in attention.RULES:
        if when(facts, t):
            return name
    return None


def attention_callee_prefixes() -> tuple[str, ...]:
    """How the attention pass names its instantiated kernel functions (gpu_<template>_f32_a<k>):
    epilogues.py reads their Q, K, V (operands 0-2) or stores O (operand 3) through transposed views."""
    return tuple(f"gpu_{k.name}_f32_a" for k in ATTENTION_KERNELS if k.transposed_loads or k.transposed_store)


def variants_for(facts: MatmulFacts) -> list[str]:
    return [k.name for k in MATMUL_KERNELS if k.can_run(facts)]


def check_variant(name: str, facts: MatmulFacts | None = None) -> None:
    """A one-line VariantError when `name` is no product kernel, or (given facts) cannot compute it."""
    names = [k.name for k in MATMUL_KERNELS]
    if name not in names:
        raise VariantError(f"unknown kernel variant '{name}'; valid variants: {', '.join(names)}")
    if facts is not None and not kernel(name).can_run(facts):
        what = (f"{'batched ' if facts.rank == 3 else ''}{facts.dtype} product of {facts.rows} x {facts.cols}"
                f"{' (B transposed)' if facts.b_transposed else ''} on {facts.chip}")
        needs = kernel(name).chip
        hint = f" (it needs --chip {needs})" if needs is not None and needs != facts.chip else ""
        raise VariantError(f"kernel variant '{name}' cannot compute a {what}{hint}; variants that can: "
                           f"{', '.join(variants_for(facts))}")


def _templates() -> dict[str, Template]:
    return {t.stem: t for k in KERNELS for t in k.templates}


@lru_cache(maxsize=None)
def _generated(template: Template, tuning: Tuning) -> str:
    return template.text(tuning)


def template_source(stem: str, tuning: Tuning | None = None) -> str:
    """The raw text of template `stem` (placeholders unfilled): a hand-written file's, or its generator's
    output for `tuning` (default: the one tuning there is), made once per process."""
    try:
        template = _templates()[stem]
    except KeyError:
        raise KeyError(f"no kernel template named {stem!r}; templates: {', '.join(sorted(_templates()))}") from None
    return _generated(template, tuning or tuning_for("sm_90a"))


def templates_of(kernel_name: str) -> list[str]:
    """The template stems a built kernel was made from, by its name: a template's kernel is
    <stem>_<elt>[_prologue][_epilogue][_<n>] (its prologue form's text too where `_prologue` follows); the head
    with its argmax (pipeline/passes/head_argmax.py) is named after its product, matvec_rows_<elt>..._argmax for
    matvec_rows_argmax. [] for a kernel no template made (a row kernel, a loop)."""
    import re
    m = re.match(r"^(\w+?)_(f16|bf16|f32|f64)(_|$)", kernel_name)
    if m is None:
        return []
    stem = m.group(1)
    if kernel_name.endswith("_argmax") and "_argmax" not in stem:  # v2's head: matvec_rows[_<w>w]_argmax
        base, half = re.match(r"^(\w+?)((?:_b?f16w)?)$", stem).groups()
        stem = f"{base}_argmax{half}"
    k = next((k for k in KERNELS if k.templates and k.stem == stem), None)
    if k is None:
        return []
    prologue = "_prologue" in kernel_name[m.end(2):]
    return [t.stem for i, t in enumerate(k.templates) if i == 0 or not k.prologue or prologue]


# What a manifest launch's kind (pipeline/provenance.py KINDS) is when no template made it.
_LOOP_KINDS = ("1 thread", "copy", "reduction", "elementwise", "kernel")


def family_of(kind: str) -> str:
    """The registry family of a manifest launch, from the kind in its label ("matvec_cols + epilogue",
    "row", "elementwise", ...): every kernel a build launches is one of the registry's families."""
    stem = kind.removesuffix(" + argmax").removesuffix(" + epilogue").removesuffix(" + prologue")
    for k in KERNELS:
        if k.name == stem and k.templates:
            return k.family
    if kind == "row":
        return "row"
    if kind in _LOOP_KINDS:
        return "loops"
    raise KeyError(f"kernel kind {kind!r} is in no registry family (pipeline/kernels/)")


def epilogue_callees() -> tuple[str, ...]:
    """Instantiated kernel functions whose store is a call of @<name>_store (an epilogue can be fused):
    the f32 overwrite instantiation of each kernel that accepts an epilogue."""
    return tuple(f"gpu_{k.name}_f32_overwrite" for k in KERNELS if k.epilogue)


def prologue_callees() -> tuple[str, ...]:
    """Instantiated kernel functions (f32, overwrite) that may compute A in a prologue, with or without
    an epilogue (then named <this>_epi<n>): the kernels the registry marks `prologue`."""
    return tuple(f"gpu_{k.name}_f32_overwrite" for k in KERNELS if k.prologue)


def prologue_template(callee: str) -> str:
    """The prologue form's template stem of a kernel function from prologue_callees()."""
    return kernel(callee.removeprefix("gpu_").removesuffix("_f32_overwrite")).templates[1].stem


def transposed_store_callees() -> tuple[str, ...]:
    """Instantiated product kernel functions (f32, overwrite) that may store C through a transposed view."""
    return tuple(f"gpu_{k.name}_f32_overwrite" for k in MATMUL_KERNELS if k.transposed_store)


def transposed_load_callees() -> tuple[str, ...]:
    """Instantiated product kernel functions (f32, both instantiations) that may read A and B through a
    transposed view."""
    return tuple(f"gpu_{k.name}_f32{suffix}" for k in MATMUL_KERNELS if k.transposed_loads
                 for suffix in ("", "_overwrite"))


def _source_cell(t: Template) -> str:
    return f"[`{t.stem}.mlir`](../pipeline/templates/{t.stem}.mlir)" if t.make is None else f"`{t.call}`"


def table() -> str:
    """docs/kernels.md: the rules in order, then the kernel table, generated from the registry."""
    lines = ["# Kernels", "",
             "Generated from the kernel library, [`pipeline/kernels/`](../pipeline/kernels/), by",
             "`python -m pipeline.kernels > docs/kernels.md` (tests/test_kernel_registry.py keeps the two equal).",
             "A product runs the kernel of the first rule that holds for its shape, B's layout, element type and",
             "chip; `invoke bench --kernels --variant NAME` forces one. Thresholds are fields of `Tuning`",
             "([`pipeline/kernels/tuning.py`](../pipeline/kernels/tuning.py)); the measurements behind each rule",
             "are in [benchmark-log.md](benchmark-log.md), and `python -m pipeline.kernels show NAME` prints a template.", "",
             "Epilogue *yes*: the kernel stores C only through an inlined `@<kernel>_store`, so the elementwise op",
             "right after the product (a bias, a GELU, a residual add) runs there on the final value",
             "([`pipeline/passes/epilogues.py`](../pipeline/passes/epilogues.py)). Prologue *yes*: a layer norm",
             "that only this product reads runs in the kernel's prologue form",
             "([`pipeline/passes/prologues.py`](../pipeline/passes/prologues.py)).", "",
             "## The rules, in order (first match wins)", ""]
    for title, rules in (("Products of at most `matvec_max_rows` rows ([`matvec.py`](../pipeline/kernels/matvec.py))",
                          matvec.RULES),
                         ("Other products ([`matmul.py`](../pipeline/kernels/matmul.py))", matmul.RULES),
                         ("Attention ([`attention.py`](../pipeline/kernels/attention.py); none: the product and "
                          "row kernels)", attention.RULES)):
        lines += [f"{title}:", ""]
        lines += [f"{i}. `{name}`: {_entry(name).when}" for i, (name, _) in enumerate(rules, 1)]
        lines.append("")
    lines += ["## The kernels", "",
              "| family | version | kernel | template | prologue / epilogue | what it does | why |",
              "|---|---|---|---|---|---|---|"]
    for k in KERNELS:
        templates = ", ".join(_source_cell(t) for t in k.templates) or "—"
        fused = f"{'yes' if k.prologue else 'no'} / {'yes' if k.epilogue else 'no'}"
        lines.append(f"| {k.family} | {k.version or '—'} | `{k.name}` | {templates} | {fused} | {k.what} | {k.bought} |")
    return "\n".join(lines) + "\n"
