"""The half-precision B form of a template that reads B one element at a time (v2, matvec_rows, and the
head's argmax forms): B's type spelled with the weight's element type, each load of B widened to {elt} at
once (arith.extf: exact, every f16 and bf16 value is an f32 value). Every other line is the template's own,
so the sums, their order and the stores are the f32 kernel's."""
from __future__ import annotations

import re

B_TYPE = "memref<?x?x{elt}, strided<[?, ?], offset: ?>>"  # B as the hand-written templates spell it
WEIGHTS = ("f16", "bf16")
_LOAD = re.compile(r"^(\s*)(%\w+) = memref\.load %B\[([^\]]*)\] : " + re.escape(B_TYPE) + r"$")


def widen_b(text: str, weight: str) -> str:
    """`text` with B stored as `weight`. Raises ValueError on a line using %B that is neither its parameter,
    a memref.dim nor a scalar load (a template this rule does not cover: write its half form by hand)."""
    if weight not in WEIGHTS:
        raise ValueError(f"widen_b: weight {weight!r} is none of {', '.join(WEIGHTS)}")
    wide = B_TYPE.replace("{elt}", weight)
    out = []
    for line in text.split("\n"):
        uses = re.search(r"%B\b", line) is not None and not line.lstrip().startswith("//")
        load = _LOAD.match(line)
        if load:
            ind, name, at = load.groups()
            out += [f"{ind}{name}_w = memref.load %B[{at}] : {wide}", f"{ind}{name} = arith.extf {name}_w : {weight} to {{elt}}"]
        elif uses and (re.search(r"%B: " + re.escape(B_TYPE), line) or re.search(r"memref\.dim %B, %\w+ : ", line)):
            out.append(line.replace(B_TYPE, wide))
        elif uses:
            raise ValueError(f"widen_b: no half-precision form for this use of B: {line.strip()}")
        else:
            out.append(line)
    return "\n".join(out)
