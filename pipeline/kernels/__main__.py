"""python -m pipeline.kernels [table | show NAME | rules]: docs/kernels.md, one template's text (a kernel's
name or a template stem; generated ones are generated), or the rules in order."""
from __future__ import annotations

import sys

from . import KERNELS, attention, kernel, matmul, matvec, table, template_source


def main(argv: list[str]) -> int:
    if argv in ([], ["table"]):
        sys.stdout.write(table())
    elif len(argv) == 2 and argv[0] == "show":
        name = argv[1]
        stems = [t.stem for t in kernel(name).templates] if any(k.name == name for k in KERNELS) else [name]
        try:
            texts = [template_source(stem) for stem in stems]
        except KeyError as e:
            sys.exit(f"pipeline.kernels show: {e.args[0]}")
        if not texts:
            sys.exit(f"pipeline.kernels show: {name} has no template (its IR is built by its pass)")
        sys.stdout.write("\n".join(texts))
    elif argv == ["rules"]:
        for family, rules in (("matvec", matvec.RULES), ("matmul", matmul.RULES), ("attention", attention.RULES)):
            print(f"{family}: " + " > ".join(name for name, _ in rules))
    else:
        sys.exit("usage: python -m pipeline.kernels [table | show NAME | rules]")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:  # `... show NAME | head`
        sys.stderr.close()
