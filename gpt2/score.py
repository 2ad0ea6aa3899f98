"""Scoring a text: each token's log-probability given the tokens before it, and the perplexity.

A text longer than the context is scored in windows of n_ctx tokens, `stride` apart, as in
transformers' perplexity guide ("Perplexity of fixed-length models"): each window scores only the
tokens the window before did not, so every token but the first is scored once, with up to
n_ctx - stride tokens of context carried over. A stride of n_ctx gives disjoint windows (fastest,
least context); a smaller one more context for more work.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from . import tokenizer
from .model import PromptError
from .prompt import encode_prompt


def text_ids(text: str | Sequence[int], n_vocab: int) -> list[int]:
    """The token ids of a text to score (or ids as given): at least two, in the vocabulary."""
    if isinstance(text, str):  # whitespace is text to score, unlike a prompt's
        if not text:
            raise PromptError("the text to score is empty: give at least two tokens of text")
        text = tokenizer.encode(text)
        if max(text) >= n_vocab:
            raise PromptError(f"the text's tokens lie outside this model's vocabulary of {n_vocab}, which is not "
                              "GPT-2's tokenizer's: score a list of token ids instead")
    ids = encode_prompt(text, n_vocab)
    if len(ids) < 2:
        raise PromptError(f"the text to score has {len(ids)} token{'s' * (len(ids) != 1)}: a score needs at least "
                          "two (the first has nothing before it to be predicted from)")
    return ids


def default_stride(n_ctx: int) -> int:
    """Half the context, as the guide's 512 for GPT-2's 1024."""
    return max(1, n_ctx // 2)


def check_stride(stride: int, n_ctx: int, option: str = "stride") -> int:
    if isinstance(stride, bool) or not isinstance(stride, (int, np.integer)) or not 1 <= stride <= n_ctx:
        raise PromptError(f"{option} must be a whole number from 1 to the context's {n_ctx} tokens (got {stride!r})")
    return int(stride)


def windows(n: int, n_ctx: int, stride: int) -> list[tuple[int, int, int]]:
    """(begin, end, first) of each window over n tokens: it runs tokens begin..end-1 and scores
    tokens first..end-1 (first > begin: a token is predicted from the ones before it)."""
    out, prev_end = [], 0
    for begin in range(0, n, stride):
        end = min(begin + n_ctx, n)
        out.append((begin, end, max(prev_end, begin + 1)))
        prev_end = end
        if end == n:
            break
    return out


def log_softmax(logits: np.ndarray) -> np.ndarray:
    """[rows, vocab] float32 logits -> log-probabilities in float64."""
    x = np.asarray(logits, np.float64)
    top = x.max(axis=-1, keepdims=True)
    return x - top - np.log(np.exp(x - top).sum(axis=-1, keepdims=True))


@dataclass
class Score:
    """What `GPT2.score` returns: `logprobs[i]` is the natural log-probability of `ids[i + 1]`."""
    ids: list[int]
    logprobs: list[float]
    window: int  # tokens a window runs (the model's context)
    stride: int
    windows: int

    @property
    def nll(self) -> float:
        """The mean negative log-likelihood per scored token (transformers' loss)."""
        return -math.fsum(self.logprobs) / len(self.logprobs)

    @property
    def perplexity(self) -> float:
        return math.exp(self.nll)

    def as_json(self) -> dict:
        return {"ids": self.ids, "logprobs": self.logprobs, "nll": self.nll, "perplexity": self.perplexity,
                "scored_tokens": len(self.logprobs), "window": self.window, "stride": self.stride,
                "windows": self.windows}


def score(ids: Sequence[int], n_ctx: int, stride: int, logits: Callable[[list[int]], np.ndarray]) -> Score:
    """The Score of `ids`, with `logits(window_ids)` -> [len, vocab] the model's logits."""
    ids = [int(t) for t in ids]
    stride = check_stride(stride, n_ctx)
    logprobs = np.empty(len(ids) - 1)
    spans = windows(len(ids), n_ctx, stride)
    for begin, end, first in spans:
        rows = log_softmax(logits(ids[begin:end])[first - begin - 1:end - begin - 1])  # predict first..end-1
        logprobs[first - 1:end - 1] = rows[np.arange(end - first), ids[first:end]]
    return Score(ids, logprobs.tolist(), n_ctx, stride, len(spans))
