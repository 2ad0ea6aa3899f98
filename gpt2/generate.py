"""Generation and verification on top of CompiledGPT2: what `invoke run` and `invoke verify` do."""
from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from contract.options import API, Spelling

from . import reference, tokenizer
from .model import MAX_ROWS, CompiledGPT2, PromptError, cache_capacity, device_token, finite_logits, row_bucket
from .sampling import Sampling

GREEDY = Sampling()
AHEAD = 2  # greedy steps queued on the device beyond the one waited for (launcher SLOTS allow 3)


@dataclass
class Generation:
    prompt_ids: list[int]
    generated_ids: list[int] = field(default_factory=list)
    token_seconds: list[float] = field(default_factory=list)
    stopped_at_eos: bool = False

    @property
    def text(self) -> str:
        return tokenizer.decode(self.prompt_ids + self.generated_ids)


def generate(model: CompiledGPT2, prompt_ids: list[int], max_new_tokens: int, sampling: Sampling = GREEDY, *,
             stop_at: int | None = None, on_token: Callable[[int], None] | None = None) -> Generation:
    """The one generation loop, for every target and mode: up to `max_new_tokens` after the prompt,
    chosen by `sampling` (greedy by default); `on_token(id)` is called as soon as each new token
    exists (it may raise to end the generation there); generation ends after the token `stop_at`
    (the end of text; None: never). The model's decoding takes the prompt (with a KV cache: one
    prefill), then each new token. Greedy on the device (the whole-model program with its cache):
    up to AHEAD steps are queued on the GPU beyond the one the host waits for, each taking its
    token from the one before in device memory, so the GPU never waits for the host; steps queued
    past the end of text are dropped. `token_seconds`: the time from one token to the next."""
    rng = sampling.rng()
    out = Generation(list(prompt_ids))
    decoding = model.decoding(len(prompt_ids) + max_new_tokens)
    feed, ahead = list(prompt_ids), deque()  # ahead: steps queued on the device, oldest first
    start = time.perf_counter()
    for step in range(max_new_tokens):
        if ahead:
            row, best = None, int(ahead.popleft().results()[1][0])
        else:
            row, best = decoding.feed(feed)
        if sampling.greedy and best is not None:
            token = device_token(best, model.config.n_vocab, step)  # the device's argmax
        else:  # never from a row holding NaN or Inf (np.argmax would pick the first NaN: token 0)
            token = sampling.choose(finite_logits(decoding.logits() if row is None else row, step), rng)
        now = time.perf_counter()
        out.token_seconds.append(now - start)
        start = now
        out.generated_ids.append(token)
        feed = [token]
        if on_token is not None:
            on_token(token)
        if token == stop_at:
            out.stopped_at_eos = True
            break
        # Queue the next steps only now: the first token (after the prefill) is not held back by
        # them (their first calls capture graphs); later, the steps queued before keep the GPU busy.
        while best is not None and sampling.greedy and decoding.queues and len(ahead) < AHEAD \
                and step + 1 + len(ahead) < max_new_tokens:
            ahead.append(decoding.queue())
    return out


@dataclass
class Request:
    """One sequence of a batch: its prompt, how many tokens at most, how they are chosen (a seeded
    Sampling for a sampled one: the same seed gives the prompt's tokens alone)."""
    prompt_ids: list[int]
    max_new_tokens: int
    sampling: Sampling = GREEDY


def generate_many(model: CompiledGPT2, requests: list[Request], *, slots: int | None = None,
                  stop_at: int | None = None, on_token: Callable[[int, int], None] | None = None) -> list[Generation]:
    """Every request continued as generate() continues it alone, through one batch of `slots` rows
    (default: one a request, at most MAX_ROWS; fewer slots than requests is a continuous batch: a
    finished row's slot takes the next waiting prompt between steps). Rows stop independently, at
    `stop_at` or at their own max_new_tokens; `on_token(index, id)` as each token exists.
    Greedy rows take the device's argmax, sampled ones draw from their row's logits with their own
    generator."""
    if not requests:
        raise PromptError("no prompts: give at least one")
    if len(requests) == 1 and slots in (None, 1):  # one sequence: the single-sequence programs (on the GPU the tuned ones)
        (req,) = requests
        return [generate(model, req.prompt_ids, req.max_new_tokens, req.sampling, stop_at=stop_at,
                         on_token=None if on_token is None else lambda token: on_token(0, token))]
    slots = min(len(requests), MAX_ROWS) if slots is None else slots
    rows = row_bucket(slots)
    capacity = cache_capacity(max(len(r.prompt_ids) + r.max_new_tokens for r in requests), model.config.n_ctx)
    decoding = model.batch_decoder(rows, capacity)
    out = [Generation(list(r.prompt_ids)) for r in requests]
    rngs = [r.sampling.rng() for r in requests]
    waiting = deque(range(len(requests)))
    held: list[int | None] = [None] * rows  # the request each row serves
    n_vocab = model.config.n_vocab
    start = [time.perf_counter()] * len(requests)

    def take(row: int, index: int, best, logits) -> bool:
        """Request `index`'s next token, from its row's argmax or logits; whether it goes on."""
        req, gen = requests[index], out[index]
        step = len(gen.generated_ids)
        if req.sampling.greedy and best is not None:
            token = device_token(int(best), n_vocab, step)
        else:
            token = req.sampling.choose(finite_logits(logits(), step), rngs[index])
        now = time.perf_counter()
        gen.token_seconds.append(now - start[index])
        start[index] = now
        gen.generated_ids.append(token)
        if on_token is not None:
            on_token(index, token)
        gen.stopped_at_eos = token == stop_at
        return not gen.stopped_at_eos and len(gen.generated_ids) < req.max_new_tokens

    first = [waiting.popleft() for _ in range(min(slots, len(waiting)))]
    best = decoding.start([requests[i].prompt_ids for i in first])
    table = None
    for row, index in enumerate(first):
        def row_logits(row=row):
            nonlocal table
            table = decoding.logits() if table is None else table
            return table[row]
        if take(row, index, None if best is None else best[row], row_logits):
            held[row] = index
    while True:
        for row in range(slots):  # free slots take waiting prompts: a prefill of that row alone
            while held[row] is None and waiting:
                index = waiting.popleft()
                start[index] = time.perf_counter()
                logits, alone = decoding.restart(row, requests[index].prompt_ids)
                if take(row, index, alone, lambda logits=logits: logits):
                    held[row] = index
        if not any(i is not None for i in held):
            return out
        best, table = decoding.step([None if i is None else out[i].generated_ids[-1] for i in held]), None
        for row, index in enumerate(held):
            if index is None:
                continue
            def row_logits(row=row):
                nonlocal table
                table = decoding.logits() if table is None else table
                return table[row]
            if not take(row, index, None if best is None else best[row], row_logits):
                held[row] = None


@dataclass
class Verification:
    tolerance: float
    max_abs_diff: dict[str, float] = field(default_factory=dict)
    token_mismatches: list[tuple[int, int, int]] = field(default_factory=list)  # (step, ours, reference)
    generated_ids: list[int] = field(default_factory=list)
    # quantity -> (first step where it held NaN or Inf, on which side: compiled and/or reference)
    nonfinite: dict[str, tuple[int, str]] = field(default_factory=dict)

    @property
    def tokens_match(self) -> bool:
        return not self.token_mismatches

    @property
    def passed(self) -> bool:
        return not self.failures()

    def failures(self) -> list[str]:
        """One phrase per failed check, naming the quantity: what `verify` prints when it fails."""
        out = [f"{name} is not finite (NaN or Inf) in {side} at step {step}"
               for name, (step, side) in self.nonfinite.items()]
        out += [f"{name} differs by {value:.2e} (tolerance {self.tolerance:.0e})"
                for name, value in self.max_abs_diff.items()
                if not value <= self.tolerance and name not in self.nonfinite]  # NaN fails
        out += [f"step {step} chose token {ours}, the reference {theirs}" for step, ours, theirs in self.token_mismatches]
        return out

    def table(self) -> str:
        rows = [f"{'quantity':<14} {'max |compiled - reference|':>28} {'tolerance':>10}  ok"]
        for name, value in self.max_abs_diff.items():
            bad = self.nonfinite.get(name)
            ok = f"NO: not finite at step {bad[0]} ({bad[1]})" if bad else "yes" if value <= self.tolerance else "NO"
            rows.append(f"{name:<14} {value:>28.3e} {self.tolerance:>10.0e}  {ok}")
        steps = len(self.generated_ids)
        rows.append(f"{'tokens':<14} {steps - len(self.token_mismatches):>25}/{steps:<2} {'':>10}  "
                    f"{'yes' if self.tokens_match else 'NO'}")
        return "\n".join(rows)

    def as_json(self) -> dict:
        values = list(self.max_abs_diff.values())
        return {"max_abs_diff": float(np.max(values)) if values else 0.0,  # NaN when one is
                "tokens_match": self.tokens_match,
                "passed": self.passed, "tolerance": self.tolerance, "per_quantity": self.max_abs_diff,
                "generated_ids": self.generated_ids,
                "token_mismatches": [list(m) for m in self.token_mismatches],
                "not_finite": {name: {"step": step, "where": side} for name, (step, side) in self.nonfinite.items()}}


def check_tolerance(tolerance: float, spelling: Spelling = API) -> float:
    if not 0 < tolerance < float("inf"):  # also refuses NaN
        raise PromptError(f"{spelling.option('tolerance')} must be a positive number (got {tolerance})")
    return tolerance


def verify(model: CompiledGPT2, host_params, prompt_ids: list[int], n_tokens: int,
           tolerance: float = 1e-4, progress=None) -> Verification:
    """Run compiled model and NumPy reference side by side, comparing every step's intermediates
    (embeddings, each block's residual stream, logits; in both modes) and chosen token. The
    reference recomputes the whole sequence each step; with the model's KV cache, the rows the
    compiled model computed (the prompt's at the prefill, then one per step) are compared with
    the reference's rows at the same positions."""
    check_tolerance(tolerance)
    result = Verification(tolerance)
    ids = list(prompt_ids)
    decoding = model.decoding(len(ids) + n_tokens)
    new = list(ids)  # what the compiled model is fed next: the prompt, then each chosen token
    for _ in range(n_tokens):
        n = len(ids)
        theirs = reference.gpt2(np.array(ids), host_params, n_head=model.config.n_head, options=model.config.options,
                                intermediates=True)
        ours = decoding.forward(new, intermediates=True)
        first = decoding.first  # the position of ours' first row
        step = len(result.generated_ids)
        for name in theirs:  # the reference's order: embeddings, block_0, ..., logits
            got, want = np.asarray(ours[name])[: n - first], theirs[name][first:]
            sides = [side for side, v in (("the compiled model", got), ("the reference", want)) if not np.isfinite(v).all()]
            if sides and name not in result.nonfinite:  # a NaN would compare as "no difference"
                result.nonfinite[name] = (step, " and ".join(sides))
            diff = float(np.max(np.abs(got - want)))
            result.max_abs_diff[name] = float(np.maximum(result.max_abs_diff.get(name, 0.0), diff))  # keeps NaN
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


@dataclass
class PrecisionCost:
    """What storing the weights in half precision costs against float32 weights, both through the NumPy
    reference: the largest logit difference along the float32 model's greedy continuation (each model
    fed its tokens), how many of its choices the half model makes the same (`teacher_forced_agree` of
    `steps`), and the first step where the two generating freely part (None: never)."""
    dtype: str
    steps: int
    max_logit_diff: float
    teacher_forced_agree: int
    first_divergence: int | None

    def lines(self) -> list[str]:
        apart = "never" if self.first_divergence is None else f"at step {self.first_divergence}"
        return [f"precision cost of {self.dtype} weights against float32 (NumPy reference, {self.steps} greedy tokens):",
                f"  largest |logit difference| {self.max_logit_diff:.3e}; the same choice at "
                f"{self.teacher_forced_agree}/{self.steps} steps (fed float32's tokens); free greedy runs part {apart}"]

    def as_json(self) -> dict:
        return {"dtype": self.dtype, "steps": self.steps, "max_logit_diff": self.max_logit_diff,
                "teacher_forced_agree": self.teacher_forced_agree, "first_divergence": self.first_divergence}


def _reference_steps(params, config, prompt: list[int], steps: int, fed: list[int] | None = None):
    """(tokens, logits rows) of `steps` greedy steps after `prompt` through the reference with a KV cache;
    with `fed`, those tokens are fed instead of its own choices."""
    cache = reference.empty_cache(config.n_layer, config.n_head, config.n_embd, len(prompt) + steps)
    row = reference.gpt2(np.array(prompt), params, n_head=config.n_head, options=config.options, cache=cache,
                         pos=0)[-1]
    tokens, rows = [], []
    for i in range(steps):
        rows.append(row)
        tokens.append(int(np.argmax(row)))
        nxt = fed[i] if fed is not None else tokens[-1]
        row = reference.gpt2(np.array([nxt]), params, n_head=config.n_head, options=config.options, cache=cache,
                             pos=len(prompt) + i)[-1]
    return tokens, rows


def precision_cost(config, params, wide_params, prompt_ids: list[int], steps: int = 64) -> PrecisionCost:
    """PrecisionCost of `params` (half precision) against `wide_params` (float32) after `prompt_ids`."""
    steps = max(1, min(steps, config.n_ctx - len(prompt_ids)))
    wide, wide_rows = _reference_steps(wide_params, config, prompt_ids, steps)
    forced, forced_rows = _reference_steps(params, config, prompt_ids, steps, fed=wide)
    free, _ = _reference_steps(params, config, prompt_ids, steps)
    diff = max(float(np.max(np.abs(a - b))) for a, b in zip(forced_rows, wide_rows))
    apart = next((i for i, (a, b) in enumerate(zip(free, wide)) if a != b), None)
    return PrecisionCost(params.words.dtype.name, steps, diff, sum(a == b for a, b in zip(forced, wide)), apart)
