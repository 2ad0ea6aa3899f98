"""How the next token is chosen: the sampling settings as one object, checked in one place, and
the draw itself.

`Sampling.checked(...)` is the only place a setting is refused or warned about; the command line
(`invoke run`) and the Python API (`GPT2.generate`, `GPT2.stream`) both build their settings with
it, each in its own words (contract.options.Spelling). To add an option: a field here, its check
in `checked`, its use in `choose`, then a keyword in gpt2/api.py and a flag in tasks.py's `run`.
"""
from __future__ import annotations

import operator
import secrets
from dataclasses import dataclass, replace

import numpy as np

from contract.options import API, Spelling

from .model import PromptError


@dataclass(frozen=True)
class Sampling:
    """temperature 0 is greedy decoding; above 0, a draw from softmax(logits / temperature) kept to
    the `top_k` most likely tokens (None: all) and then to the smallest set whose probability reaches
    `top_p` (None: all). `seed` makes the draws repeatable (None: a fresh one, see `seeded`)."""
    temperature: float = 0.0
    top_k: int | None = None
    top_p: float | None = None
    seed: int | None = None

    def __post_init__(self):  # Sampling(temperature=-1) is refused here, not when first used
        _validated(self.temperature, self.top_k, self.top_p, self.seed, None, API)

    @property
    def greedy(self) -> bool:
        return self.temperature == 0

    @classmethod
    def checked(cls, temperature=0.0, top_k=None, top_p=None, seed=None, *, n_vocab: int,
                spelling: Spelling = API) -> tuple["Sampling", list[str]]:
        """The settings, refused (PromptError, one line in `spelling`'s words) when impossible, and
        the warnings (lines without a "warning: " prefix) for those that would have no effect.
        top_k 0 and top_p 1 mean off, as None does."""
        temperature, top_k, top_p, seed = _validated(temperature, top_k, top_p, seed, n_vocab, spelling)
        say = spelling.option
        given = [say(name) for name, value in (("top_k", top_k), ("top_p", top_p), ("seed", seed)) if value is not None]
        warnings = []
        if temperature == 0 and given:
            verb = "has" if len(given) == 1 else "have"
            warnings.append(f"{' and '.join(given)} {verb} no effect with greedy decoding "
                            f"({spelling.setting('temperature', 0)}); give a temperature above 0 to sample")
        return cls(temperature, top_k or None, top_p, seed), warnings

    def seeded(self) -> "Sampling":
        """These settings with a seed: a sampled generation without one draws a fresh one here, so
        that the seed recorded with the output repeats the run."""
        if self.greedy or self.seed is not None:
            return self
        return replace(self, seed=secrets.randbits(32))

    def rng(self) -> np.random.Generator:
        return np.random.default_rng(self.seed if self.seed is not None else 0)

    def choose(self, logits: np.ndarray, rng: np.random.Generator | None = None) -> int:
        return choose(logits, self.temperature, self.top_k, self.top_p, rng)


def _validated(temperature, top_k, top_p, seed, n_vocab: int | None, spelling: Spelling):
    """The settings as numbers, or a PromptError naming the one that is impossible (top_k's bounds only where
    the vocabulary is known: Sampling(top_k=-1) is refused by the model's check, in the same words)."""
    say = spelling.option
    temperature = _number(temperature, say("temperature"))
    if not 0 <= temperature < float("inf"):  # also refuses NaN
        raise PromptError(f"{say('temperature')} must be a finite number >= 0 (got {temperature}); "
                          "0 means greedy")
    if top_k is not None:
        top_k = _whole(top_k, say("top_k"))
        if n_vocab is not None and not 0 <= top_k <= n_vocab:  # (its bounds need the model's vocabulary)
            raise PromptError(f"{say('top_k')} must be between 0 (off) and the vocabulary size {n_vocab} "
                              f"(got {top_k})")
    if top_p is not None:
        top_p = _number(top_p, say("top_p"))
        if not 0 < top_p <= 1:  # also refuses NaN
            raise PromptError(f"{say('top_p')} must be in (0, 1] (got {top_p}); 1 keeps every token")
    if seed is not None:
        seed = _whole(seed, say("seed"))
        if seed < 0:
            raise PromptError(f"{say('seed')} must be a whole number >= 0 (got {seed})")
    return temperature, top_k, top_p, seed


def _number(value, name: str) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        raise PromptError(f"{name} must be a number (got {value!r})") from None


def _whole(value, name: str) -> int:
    try:
        return operator.index(value)
    except TypeError:
        raise PromptError(f"{name} must be a whole number (got {value!r})") from None


def choose(logits: np.ndarray, temperature: float = 0.0, top_k: int | None = None, top_p: float | None = None,
           rng: np.random.Generator | None = None) -> int:
    """Greedy when temperature is 0, else a draw from softmax(logits / temperature), restricted to
    the top_k largest logits (0 or None: all) and then to the smallest set of most likely tokens
    whose probability reaches top_p (nucleus sampling; None or 1: all)."""
    if temperature <= 0:
        return int(np.argmax(logits))
    z = logits.astype(np.float64) / temperature  # [vocab]
    if top_k:
        cut = np.partition(z, -top_k)[-top_k]  # the k-th largest
        z = np.where(z < cut, -np.inf, z)
    p = np.exp(z - z.max())
    p /= p.sum()  # [vocab]
    if top_p is not None and top_p < 1.0:
        order = np.argsort(-p, kind="stable")  # most likely first
        keep = order[: int(np.searchsorted(np.cumsum(p[order]), top_p)) + 1]  # first prefix with mass >= top_p
        nucleus = np.zeros_like(p)
        nucleus[keep] = p[keep]
        p = nucleus / nucleus.sum()
    return int((rng or np.random.default_rng()).choice(len(p), p=p))
