"""Generation and verification on top of CompiledGPT2: what `invoke run` and `invoke verify` do."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from . import reference, tokenizer
from .model import CompiledGPT2, PromptError, bucket, cache_capacity, choose


def check_sampling(temperature: float, top_k: int | None, n_vocab: int, top_p: float | None = None) -> list[str]:
    """Refuse impossible sampling settings; return warnings for settings that have no effect."""
    if not (temperature >= 0 and temperature < float("inf")):  # also refuses NaN
        raise PromptError(f"--temperature must be a finite number >= 0 (got {temperature}); 0 means greedy")
    if top_k is not None and not 0 <= top_k <= n_vocab:
        raise PromptError(f"--top-k must be between 0 (off) and the vocabulary size {n_vocab} (got {top_k})")
    if top_p is not None and not 0 < top_p <= 1:  # also refuses NaN
        raise PromptError(f"--top-p must be in (0, 1] (got {top_p}); 1 keeps every token")
    unused = [name for name, value in (("--top-k", top_k), ("--top-p", top_p)) if value is not None]
    if temperature == 0 and unused:
        return [f"warning: {' and '.join(unused)} have no effect with greedy decoding (--temperature 0)"]
    return []


def check_request(prompt: str, n_tokens: int, n_ctx: int) -> list[int]:
    """Encode the prompt and refuse requests the model cannot serve, with one clear line each."""
    if n_tokens < 1:
        raise PromptError(f"--tokens must be at least 1 (got {n_tokens})")
    if not prompt or not prompt.strip():
        raise PromptError("the prompt is empty: pass some text with --prompt")
    ids = tokenizer.encode(prompt)
    if len(ids) + n_tokens > n_ctx:
        raise PromptError(f"the prompt ({len(ids)} tokens) plus {n_tokens} new tokens exceed the model's "
                          f"context of {n_ctx} tokens: shorten the prompt or ask for fewer tokens")
    return ids


@dataclass
class Generation:
    prompt_ids: list[int]
    generated_ids: list[int] = field(default_factory=list)
    token_seconds: list[float] = field(default_factory=list)
    stopped_at_eos: bool = False

    @property
    def text(self) -> str:
        return tokenizer.decode(self.prompt_ids + self.generated_ids)


def generate(model: CompiledGPT2, prompt_ids: list[int], max_new_tokens: int, *, temperature: float = 0.0,
             top_k: int | None = None, top_p: float | None = None, seed: int = 0, stop_at_eos: bool = False,
             on_token: Callable[[int], None] | None = None) -> Generation:
    """Greedy or sampled decoding of up to `max_new_tokens`; `on_token(id)` is called as soon as
    each new token exists; with `stop_at_eos`, generation ends after an <|endoftext|>. With the
    model's KV cache: one prefill of the prompt, then one step per token."""
    rng = np.random.default_rng(seed)
    out = Generation(list(prompt_ids))
    ids = list(prompt_ids)
    decoder = model.decoder(cache_capacity(len(ids) + max_new_tokens, model.config.n_ctx)) if model.cache else None
    feed = ids
    for _ in range(max_new_tokens):
        start = time.perf_counter()
        if decoder is None:
            token = choose(model.next_logits(ids), temperature, top_k, top_p, rng)
        else:
            row, best = decoder.feed(feed)
            if temperature <= 0 and best is not None:
                token = best  # the device's argmax
            else:
                token = choose(decoder.logits() if row is None else row, temperature, top_k, top_p, rng)
        out.token_seconds.append(time.perf_counter() - start)
        ids.append(token)
        feed = [token]
        out.generated_ids.append(token)
        if on_token is not None:
            on_token(token)
        if stop_at_eos and token == tokenizer.END_OF_TEXT_ID:
            out.stopped_at_eos = True
            break
    return out


@dataclass
class Verification:
    tolerance: float
    max_abs_diff: dict[str, float] = field(default_factory=dict)
    token_mismatches: list[tuple[int, int, int]] = field(default_factory=list)  # (step, ours, reference)
    generated_ids: list[int] = field(default_factory=list)

    @property
    def tokens_match(self) -> bool:
        return not self.token_mismatches

    @property
    def passed(self) -> bool:
        return not self.failures()

    def failures(self) -> list[str]:
        """One phrase per failed check, naming the quantity: what `verify` prints when it fails."""
        out = [f"{name} differs by {value:.2e} (tolerance {self.tolerance:.0e})"
               for name, value in self.max_abs_diff.items() if not value <= self.tolerance]  # NaN fails
        out += [f"step {step} chose token {ours}, the reference {theirs}" for step, ours, theirs in self.token_mismatches]
        return out

    def table(self) -> str:
        rows = [f"{'quantity':<14} {'max |compiled - reference|':>28} {'tolerance':>10}  ok"]
        for name, value in self.max_abs_diff.items():
            rows.append(f"{name:<14} {value:>28.3e} {self.tolerance:>10.0e}  {'yes' if value <= self.tolerance else 'NO'}")
        steps = len(self.generated_ids)
        rows.append(f"{'tokens':<14} {steps - len(self.token_mismatches):>25}/{steps:<2} {'':>10}  "
                    f"{'yes' if self.tokens_match else 'NO'}")
        return "\n".join(rows)

    def as_json(self) -> dict:
        return {"max_abs_diff": max(self.max_abs_diff.values(), default=0.0), "tokens_match": self.tokens_match,
                "passed": self.passed, "tolerance": self.tolerance, "per_quantity": self.max_abs_diff,
                "generated_ids": self.generated_ids,
                "token_mismatches": [list(m) for m in self.token_mismatches]}


def verify(model: CompiledGPT2, host_params, prompt_ids: list[int], n_tokens: int,
           tolerance: float = 1e-4, progress=None) -> Verification:
    """Run compiled model and NumPy reference side by side, comparing every step's intermediates
    (embeddings, each block's residual stream, logits; in both modes) and chosen token. The
    reference recomputes the whole sequence each step; with the model's KV cache, the rows the
    compiled model computed (the prompt's at the prefill, then one per step) are compared with
    the reference's rows at the same positions."""
    if not 0 < tolerance < float("inf"):  # also refuses NaN
        raise PromptError(f"--tolerance must be a positive number (got {tolerance})")
    result = Verification(tolerance)
    ids = list(prompt_ids)
    decoder = model.decoder(cache_capacity(len(ids) + n_tokens, model.config.n_ctx)) if model.cache else None
    new = list(ids)  # what the compiled model is fed next: the prompt, then each chosen token
    for _ in range(n_tokens):
        n = len(ids)
        theirs = reference.gpt2(np.array(ids), host_params, n_head=model.config.n_head, intermediates=True)
        if decoder is None:
            padded = np.zeros(bucket(n, model.config.n_ctx), np.int64)
            padded[:n] = ids
            ours, first = model.forward(padded, intermediates=True), 0
        else:
            ours, first = decoder.forward(new, intermediates=True), n - len(new)
        for name in theirs:  # the reference's order: embeddings, block_0, ..., logits
            diff = float(np.max(np.abs(np.asarray(ours[name])[: n - first] - theirs[name][first:])))
            result.max_abs_diff[name] = max(result.max_abs_diff.get(name, 0.0), diff)
        token = int(np.argmax(np.asarray(ours["logits"])[n - first - 1]))
        expected = int(np.argmax(theirs["logits"][-1]))
        if token != expected:
            result.token_mismatches.append((len(result.generated_ids), token, expected))
        result.generated_ids.append(token)
        ids.append(token)
        new = [token]
        if progress is not None:
            progress.update(1)
    return result
