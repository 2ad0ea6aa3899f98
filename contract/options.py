"""Options as the person who gave them spelled them, and the target check every layer shares.

A check is written once and serves the command line and the Python API alike: it takes a
`Spelling` and names the option the way its reader typed it, `--top-k 5` on the command line,
`top_k=5` in Python. Add an option whose flag is not its keyword's name to `CLI_NAMES`.
"""
from __future__ import annotations

from dataclasses import dataclass

from .errors import Gpt2MlirError

TARGETS = ("cpu", "gpu")

# Keyword (Python API) -> flag (command line), where the flag is not just "--" + the name with dashes.
CLI_NAMES = {"max_new_tokens": "tokens"}


class TargetError(Gpt2MlirError, ValueError):
    """A target that is neither "cpu" nor "gpu"."""


@dataclass(frozen=True)
class Spelling:
    """How options are written where a request came from: `cli` (flags) or the Python API (keywords)."""
    cli: bool

    def option(self, name: str) -> str:
        """`top_k` as the reader wrote it: --top-k, or top_k."""
        return "--" + CLI_NAMES.get(name, name).replace("_", "-") if self.cli else name

    def setting(self, name: str, value) -> str:
        """An option with its value: --target cpu, or target="cpu"."""
        if self.cli:
            return f"{self.option(name)} {value}"
        return f'{name}="{value}"' if isinstance(value, str) else f"{name}={value}"


API, CLI = Spelling(cli=False), Spelling(cli=True)


def check_target(target, spelling: Spelling = API, *, automatic: bool = False) -> str | None:
    """`target` if it is one of TARGETS (or None where `automatic`: the GPU when there is one),
    else a TargetError in the caller's words."""
    if target in TARGETS or (automatic and target is None):
        return target
    choices = " or ".join(spelling.setting("target", t) for t in TARGETS)
    if automatic and not spelling.cli:  # on the command line, leaving --target out is the automatic choice
        choices = choices.replace(" or ", ", ") + " or target=None (the GPU when there is one)"
    raise TargetError(f"unknown target {target!r}: use {choices}")


def unused_chip(chip, target: str, spelling: Spelling = API) -> str | None:
    """The warning for a chip given with the CPU target (it only picks the GPU code), else None."""
    if chip is not None and target == "cpu":
        return f"{spelling.setting('chip', chip)} has no effect with {spelling.setting('target', 'cpu')}"
    return None
