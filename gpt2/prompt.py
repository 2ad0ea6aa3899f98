"""What a generation request must satisfy before anything is built or run, checked in one place
for the command line and the Python API (each in its own words, contract.options.Spelling): the
prompt's token ids lie in the model's vocabulary, and the prompt plus the new tokens fit its context."""
from __future__ import annotations

import operator
from typing import Sequence

from contract.options import API, Spelling

from . import tokenizer
from .model import PromptError


def encode_prompt(prompt: str | Sequence[int], n_vocab: int, spelling: Spelling = API) -> list[int]:
    """Token ids of a prompt: text through GPT-2's tokenizer, or ids as given; every id must lie in
    the model's vocabulary (a checkpoint with a smaller one than GPT-2's needs token ids)."""
    empty = ("the prompt is empty: pass some text with --prompt (or token ids with --prompt-ids)" if spelling.cli
             else "the prompt is empty: give some text or a list of token ids")
    if isinstance(prompt, str):
        if not prompt.strip():
            raise PromptError(empty)
        ids = tokenizer.encode(prompt)
    else:
        try:
            ids = [operator.index(t) for t in prompt]
        except TypeError:
            raise PromptError("the prompt must be text or a sequence of token ids (ints)") from None
        if not ids:
            raise PromptError(empty)
    bad = next((t for t in ids if not 0 <= t < n_vocab), None)
    if bad is not None:
        hint = ""
        if isinstance(prompt, str):
            hint = ": this model's vocabulary is not GPT-2's, give the prompt as token ids" + \
                (" (--prompt-ids)" if spelling.cli else "")
        raise PromptError(f"token id {bad} is outside the model's vocabulary of {n_vocab} tokens{hint}")
    return ids


def check_length(n_prompt: int, max_new_tokens, n_ctx: int, spelling: Spelling = API) -> int:
    """`max_new_tokens` as a whole number >= 1 such that the prompt and they fit the context."""
    name = spelling.option("max_new_tokens")
    try:
        n = operator.index(max_new_tokens)
    except TypeError:
        raise PromptError(f"{name} must be a whole number (got {max_new_tokens!r})") from None
    if n < 1:
        raise PromptError(f"{name} must be at least 1 (got {n})")
    if n_prompt + n > n_ctx:
        raise PromptError(f"the prompt ({_tokens(n_prompt)}) plus {_tokens(n, 'new ')} exceed the model's context of "
                          f"{n_ctx} tokens: shorten the prompt or ask for fewer tokens")
    return n


def _tokens(n: int, what: str = "") -> str:
    """'1 token', '2 new tokens'."""
    return f"{n} {what}token{'' if n == 1 else 's'}"
