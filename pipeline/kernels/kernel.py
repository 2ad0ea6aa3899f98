"""A registry entry (`Kernel`), where its template text comes from (`Template`), and a rule (`Rule`)."""
from __future__ import annotations

import inspect
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .facts import AttentionFacts, MatmulFacts
from .gen.half_b import widen_b
from .tuning import Tuning

HAND_WRITTEN = Path(__file__).resolve().parent.parent / "templates"


@dataclass(frozen=True)
class Template:
    """One template text: a generator call (`make(tuning)`, described by `call`), or with `make` None a
    hand-written file, pipeline/templates/<stem>.mlir. Two templates are equal only with the same `make`
    (kernels.template_source caches texts by template: a variant of a stem made for a test is its own)."""
    stem: str
    make: Callable[[Tuning], str] | None = None
    call: str = ""

    def text(self, tuning: Tuning) -> str:
        return self.make(tuning) if self.make is not None else (HAND_WRITTEN / f"{self.stem}.mlir").read_text()

    def with_weight(self, weight: str) -> "Template":
        """This template with B stored as `weight`, named <stem>_<weight>w (a prologue form
        <base>_<weight>w_prologue): a generator's `weight` parameter, or for a hand-written file its text with
        B's loads widened (gen/half_b.py)."""
        base, _, rest = self.stem.partition("_prologue")
        stem = f"{base}_{weight}w" + ("_prologue" if _ else "") + rest
        if self.make is None:
            return Template(stem, lambda t, hand=self: widen_b(hand.text(t), weight),
                            f"half_b.widen_b({self.stem}.mlir, {weight!r})")
        return Template(stem, lambda t, make=self.make: make(t, weight), f"{self.call}, weight={weight!r}")


def hand(stem: str) -> Template:
    return Template(stem)


def generated(stem: str, generator: Callable[..., str], **params) -> Template:
    """The template `stem` as `generator(**params)`, given the chip's tuning where the generator takes one."""
    takes_tuning = "tuning" in inspect.signature(generator).parameters
    shown = ", ".join(f"{k}={v!r}" for k, v in params.items())
    module = generator.__module__.removeprefix("pipeline.kernels.")
    takes_weight = "weight" in inspect.signature(generator).parameters

    def make(t: Tuning, weight: str = "f32") -> str:
        return generator(**params, **({"tuning": t} if takes_tuning else {}),
                         **({"weight": weight} if takes_weight and weight != "f32" else {}))
    return Template(stem, make, f"{module}.{generator.__name__}({shown})")


@dataclass(frozen=True)
class Kernel:
    name: str                  # the kernel's name: kernels/<name>_<elt>[_k].ptx in a build
    family: str                # matmul (every product, matvec.py and matmul.py) | attention | row | loops
    version: str               # products and attention: v1, v2, ... in the order they were written; else ""
    what: str                  # one line: what it does, and what changed from the version it builds on
    bought: str                # one line: why it is chosen where it is (numbers: docs/benchmark-log.md §N)
    templates: tuple[Template, ...] = ()   # its template, then its prologue form (or the parts it splices in)
    # Computes its A itself (pipeline/passes/prologues.py): a layer norm only this product reads runs in the
    # kernel's prologue; templates[1] is the prologue form. False: the norm stays its own kernel.
    prologue: bool = False
    # Stores C through @<kernel>_store, so an elementwise op after the product runs in it
    # (pipeline/passes/epilogues.py). False: that op stays its own kernel.
    epilogue: bool = False
    rank: int | None = None    # products: 2 or 3
    when: str = ""             # the rule in words (docs/kernels.md)
    can_run: Callable[[MatmulFacts], bool] | None = None   # products: computes this product at all (--variant)
    # Products: stores C through a transposed view when a transpose of the product comes next, and reads A or B
    # through a transposed view of a transpose's input (epilogues.store_transposed, load_transposed).
    transposed_store: bool = True
    transposed_loads: bool = True
    # The one chip its PTX can be built for, where it uses arch-specific instructions (wgmma: sm_90a).
    chip: str | None = None
    # The half-precision element types of B its generators take (`weight=`): each is a kernel of its own,
    # <name>_<weight>w (kernels.with_weights), chosen by the same rules for a product whose B is stored so.
    weights: tuple[str, ...] = ()
    # False: only the half-precision B forms are kernels (a form that pays only where B must be widened)
    plain: bool = True

    @property
    def stem(self) -> str:
        return self.templates[0].stem if self.templates else self.name


# A rule: (kernel name, predicate over the facts and the chip's tuning). A family's RULES are tried in order and
# the first whose predicate holds wins (tinygrad's heuristic): a rule may assume every rule above it failed.
MatmulRule = tuple[str, Callable[[MatmulFacts, Tuning], bool]]
AttentionRule = tuple[str, Callable[[AttentionFacts, Tuning], bool]]
