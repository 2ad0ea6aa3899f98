"""GPT-2 from compiled pieces: the reference's own functions, traced per sublayer or whole.

`embed`, `attend`, `feedforward` and `project` (reference.embed, attention_sublayer, mlp_sublayer,
lm_head) are each one compiled program; a Python loop runs the blocks (every block has the same shapes, so one `attend` and one `feedforward` program serve
all of them). Sequences are padded to a power of two so only a few lengths are ever compiled;
causal attention keeps the padding from touching the real rows.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

import launcher
from contract import tree
from contract.errors import Gpt2MlirError
from contract.options import check_target
from frontend import jit
from frontend.jit import build_root

from . import reference as ref
from .weights import Config, Params


# One program per sublayer, traced from the reference's own functions (names are the build folders').
# With a cache they take two more arguments, the block's KV and the position (see CompiledGPT2.forward).
embed = jit(ref.embed, name="embed")
attend = jit(ref.attention_sublayer, name="attend")
feedforward = jit(ref.mlp_sublayer, name="feedforward")
project = jit(ref.lm_head, name="project")
fused_gpt2 = jit(ref.gpt2, name="gpt2")  # the reference's whole forward; intermediates=True returns the dict


@jit
def gpt2_cached(inputs, pos, params, cache, *, n_head, options=ref.GPT2, intermediates=False):
    """The whole model on new tokens at a runtime position, writing their keys/values into `cache`
    (an argument, so cache and position are array leaves, not static keywords)."""
    return ref.gpt2(inputs, params, n_head=n_head, options=options, intermediates=intermediates, cache=cache,
                    pos=pos)


@jit
def gpt2_next(inputs, pos, last, params, cache, *, n_head, options=ref.GPT2, head_on_last=False):
    """One decoding step of the whole model: the logits row of token `last` ([1] index), its
    argmax (greedy decoding brings 8 bytes back per token), and the next step's inputs. A batch:
    inputs [b, n], pos [b], last [b, 1]; logits [b, 1, vocab], argmax [b, 1], [tokens..., positions...].
    `head_on_last`: the head on row `last` alone instead of on every row and then taking one (a
    prefill of n tokens: n times less head work; CompiledGPT2.head_on_last says where it is used)."""
    if head_on_last:
        logits = ref.gpt2(inputs, params, n_head=n_head, options=options, cache=cache, pos=pos, rows=last)  # [(b,) 1, vocab]
    elif np.ndim(pos):  # a batch
        logits = ref.pick_rows(ref.gpt2(inputs, params, n_head=n_head, options=options, cache=cache, pos=pos), last)
    else:
        logits = ref.gpt2(inputs, params, n_head=n_head, options=options, cache=cache, pos=pos)[last]  # [1, vocab]
    best = ref.argmax(logits)  # [(b,) 1]
    # The next step's token and position as the device holds them, so that the next step can be
    # queued before the host has seen this one's token (Decoder.queue). A row with NaN has no
    # token (argmax gives n_vocab, refused on the host); the queued step reads token 0 instead,
    # in bounds, and its output is never used.
    token = np.where(best < logits.shape[-1], best, 0)  # [(b,) 1]
    if np.ndim(pos):  # a batch: [2b], every sequence's token, then every position
        return logits, best, np.concatenate([token.reshape(-1), pos + last.reshape(-1) + 1])
    return logits, best, np.concatenate([token, pos + last + 1])  # [1, vocab], [1], [2]: token, position


class PromptError(Gpt2MlirError, ValueError):
    """A request the model cannot serve (empty prompt, too long, bad sampling options)."""


class NonFiniteLogits(Gpt2MlirError, FloatingPointError):
    """A step's logits hold NaN or Inf: no token can be chosen, so generation stops."""

    def __init__(self, step: int, what: str):
        super().__init__(f"generation stopped at new token {step + 1}: the logits are not finite ({what}), so no "
                         "token can be chosen; verify on the same weights and prompt names the first quantity that "
                         "is not finite")


def finite_logits(row: np.ndarray, step: int) -> np.ndarray:
    """The logits row a token is chosen from, refused when it holds NaN or Inf (np.argmax would
    pick the first NaN: token 0)."""
    finite = np.isfinite(row)
    if not finite.all():
        nan = int(np.isnan(row).sum())
        raise NonFiniteLogits(step, f"{nan} NaN and {int((~finite).sum()) - nan} Inf of {row.size} values")
    return row


def device_token(best: int, n_vocab: int, step: int) -> int:
    """The device's argmax (reference.argmax), refused when it is past the vocabulary: the row
    held a NaN."""
    if not 0 <= best < n_vocab:
        raise NonFiniteLogits(step, "the device's argmax found a NaN")
    return best


def bucket(n: int, n_ctx: int, smallest: int = 16) -> int:
    """The padded length for n tokens: the next power of two (at least `smallest`), capped at n_ctx."""
    if n < 1:
        raise PromptError("the prompt is empty: give at least one token of text")
    if n > n_ctx:
        raise PromptError(f"{n} tokens do not fit the model's context of {n_ctx}")
    size = smallest
    while size < n:
        size *= 2
    return min(size, n_ctx)


def padded(ids, n_ctx: int) -> np.ndarray:
    """Token ids zero-padded to their bucket's length (causal attention keeps the padding from the real rows)."""
    out = np.zeros(bucket(len(ids), n_ctx), np.int64)
    out[:len(ids)] = ids
    return out


def cache_capacity(n_tokens: int, n_ctx: int) -> int:
    """The KV cache's capacity for a sequence that grows to n_tokens: a power of two from 64 up to
    n_ctx, so a generation compiles one prefill and one step program, and every step replays the
    step's CUDA graph."""
    return bucket(n_tokens, n_ctx, smallest=64)


MAX_ROWS = 64  # the largest batch a program is compiled for


def row_bucket(k: int) -> int:
    """The rows a batch of k sequences is compiled for: the next power of two, at most MAX_ROWS."""
    if not 1 <= k <= MAX_ROWS:
        raise PromptError(f"a batch holds 1 to {MAX_ROWS} sequences (got {k})")
    return 1 << (k - 1).bit_length()


def plan_names(plan: list[tuple[int, int | None]]) -> list[str]:
    """A plan of (padded length, cache capacity or None) pairs as text, e.g. ['16/c64', '1/c64']."""
    return [f"{n}/c{c}" if c else str(n) for n, c in plan]


class CompiledGPT2:
    """Runs the model with compiled programs on one target; `fused=True` uses one whole-model
    program; `cache=True` (the default) decodes with a KV cache, `cache=False` recomputes the
    padded sequence for every token."""

    def __init__(self, config: Config, params: Params, target: str = "cpu", chip: str = "sm_75",
                 fused: bool = False, root: Path | None = None, verbose: bool = True, place_weights: bool = True,
                 cache: bool = True):
        check_target(target)  # before the weights are placed in its memory
        self.config, self.target, self.chip, self.fused, self.verbose = config, target, chip, fused, verbose
        self.cache = cache
        # One folder per chip on the GPU: builds for sm_75 and sm_90 never overwrite each other.
        base = (root or build_root()) / target / (chip if target == "gpu" else "")
        self.dtype = params.words.dtype  # the weights' (float32, float16 or bfloat16): programs differ by it
        half = "" if self.dtype == np.float32 else f"-{self.dtype.name}"
        self.root = base / (config.name + half + ("-fused" if fused else ""))
        # Weights go to device memory once; every program then reads them in place.
        self.params = launcher.to_device(params, target) if place_weights else params
        self._caches: dict = {}  # capacity -> KV cache, see kv_cache()
        self._steps: dict = {}  # (length, capacity) -> compiled decoding step, see step_program()
        self._turns: dict = {}  # capacity -> a queued step's `last` and two sets of its results, see queued_buffers()

    def folder(self, name: str, n: int, capacity: int | None = None, rows: int | None = None) -> Path:
        """The build folder of program `name` for n tokens (over a cache of that capacity; of a
        batch of `rows` sequences)."""
        return self.root / (f"{name}-" + (f"b{rows}-" if rows else "") + f"n{n}" + (f"-c{capacity}" if capacity else ""))

    _stop_after: str | None = None  # set by build(stop_after=...) while it compiles

    def _run(self, fn, folder: Path, *args, compile_only=False, **static):
        go = fn.compile if compile_only else fn
        if compile_only and self._stop_after:
            static = dict(static, stop_after=self._stop_after)
        return go(*args, target=self.target, chip=self.chip, build_dir=folder, verbose=self.verbose, **static)

    # -- what is compiled -----------------------------------------------------------------------
    def lengths(self, n_prompt: int, max_new_tokens: int) -> list[tuple[int, int | None]]:
        """(padded length, cache capacity or None) of every forward a generation runs."""
        n_ctx = self.config.n_ctx
        if not self.cache:
            return sorted({(bucket(n, n_ctx), None) for n in range(n_prompt, n_prompt + max_new_tokens)})
        capacity = cache_capacity(n_prompt + max_new_tokens, n_ctx)
        return [(bucket(n_prompt, n_ctx), capacity)] + ([(1, capacity)] if max_new_tokens > 1 else [])

    def build(self, n_prompt: int, max_new_tokens: int = 1, intermediates: bool = False,
              stop_after: str | None = None) -> list:
        """Compile (without running) every program a generation of max_new_tokens after n_prompt
        tokens needs; with `intermediates`, also the whole-model ones that return them (verify).
        `stop_after`: a compile pass (pipeline/pipelines.py): each program's stage files up to it,
        nothing runnable (no program.json)."""
        self._stop_after = stop_after
        try:
            return self._build(n_prompt, max_new_tokens, intermediates)
        finally:
            self._stop_after = None

    def _build(self, n_prompt: int, max_new_tokens: int, intermediates: bool) -> list:
        cfg = self.config
        stand_ins = tree.map_leaves(lambda a: np.broadcast_to(np.zeros((), a.dtype), a.shape), self.params)
        plan = self.lengths(n_prompt, max_new_tokens)
        for n, capacity in plan:
            self._build_one(n, capacity, stand_ins)
            if intermediates and self.fused:
                cache = None if capacity is None else ref.empty_cache(cfg.n_layer, cfg.n_head, cfg.n_embd, capacity)
                self.forward(np.zeros(n, np.int64), intermediates=True, cache=cache, pos=np.zeros((), np.int64),
                             params=stand_ins, compile_only=True)
        return plan

    def _build_one(self, n: int, capacity: int | None, stand_ins, rows: int | None = None) -> None:
        """Compile the forward of n new tokens (over a cache of that capacity; for a batch of `rows`)."""
        cfg = self.config
        cache = None if capacity is None else ref.empty_cache(cfg.n_layer, cfg.n_head, cfg.n_embd, capacity, rows)
        ids = np.zeros(n if rows is None else (rows, n), np.int64)
        pos = np.zeros(() if rows is None else rows, np.int64)
        if self.fused and capacity is not None:  # decoding runs gpt2_next, not the plain forward
            self._next_program(n, capacity, stand_ins, cache, rows)
        else:
            self.forward(ids, intermediates=False, cache=cache, pos=pos, params=stand_ins, compile_only=True)

    # -- running --------------------------------------------------------------------------------
    def forward(self, ids: np.ndarray, intermediates: bool = False, cache=None, pos=None, params=None,
                compile_only: bool = False) -> dict:
        """{"logits": [n, vocab]} for tokens `ids` at positions 0.. (or pos.., writing into `cache`,
        see reference.gpt2); with `intermediates`, also "embeddings" and "block_{i}"."""
        p, n, n_head, options = params or self.params, ids.shape[-1], self.config.n_head, self.config.options
        capacity = None if cache is None else cache[0].k.shape[-2]
        rows = ids.shape[0] if ids.ndim == 2 else None  # a batch of sequences
        run = lambda fn, name, *args, **kw: self._run(fn, self.folder(name, n, capacity, rows), *args,  # noqa: E731
                                                       compile_only=compile_only, **kw)
        tail = () if cache is None else (pos,)
        if self.fused:
            name = "gpt2-intermediates" if intermediates else "gpt2"
            if cache is None:
                out = run(fused_gpt2, name, ids, p, n_head=n_head, options=options, intermediates=intermediates)
            else:
                out = run(gpt2_cached, name, ids, pos, p, cache, n_head=n_head, options=options,
                          intermediates=intermediates)
            return {} if compile_only else out if intermediates else {"logits": out}
        head = ref.head_weights(p)
        if compile_only:  # every block has the same shapes: one attend (or one a layer) and one feedforward program
            x = np.broadcast_to(np.float32(0), ids.shape + (self.config.n_embd,))
            run(embed, "embed", ids, p.words, p.positions, *tail)
            for i in sorted({self.attend_layer(i) for i in range(self.config.n_layer)}):
                run(attend, self.attend_name(i), x, p.blocks[i], n_head, *([] if cache is None else [cache[i], pos]),
                    options=options, layer=i)
            run(feedforward, "feedforward", x, p.blocks[0], options=options)
            run(project, "project", x, p.final_norm, head, options=options)
            return {}
        # Results are kept only when asked for: a dropped one returns its memory to the program's
        # pool at once, so every token reuses the same addresses and replays the same CUDA graphs.
        out = {}
        x = run(embed, "embed", ids, p.words, p.positions, *tail)
        if intermediates:
            out["embeddings"] = x
        for i, block in enumerate(p.blocks):  # the reference's transformer_block, one program per sublayer
            layer = self.attend_layer(i)
            x = run(attend, self.attend_name(layer), x, block, n_head, *([] if cache is None else [cache[i], pos]),
                    options=options, layer=layer)
            x = run(feedforward, "feedforward", x, block, options=options)
            if intermediates:
                out[f"block_{i}"] = x
        out["logits"] = run(project, "project", x, p.final_norm, head, options=options)
        return out

    def attend_layer(self, i: int) -> int:
        """The layer the attend program of block i is traced for: 0 for every block (one program),
        unless the attention scale depends on the layer (scale_attn_by_inverse_layer_idx)."""
        return i if self.config.options.scale_attn_by_inverse_layer_idx else 0

    def attend_name(self, layer: int) -> str:
        return f"attend-layer{layer}" if self.config.options.scale_attn_by_inverse_layer_idx else "attend"

    def next_logits(self, ids: list[int]) -> np.ndarray:
        """Without a cache: the logits row of the last real token, computed at the padded length."""
        return launcher.to_host(self.forward(padded(ids, self.config.n_ctx))["logits"][len(ids) - 1])  # one row by DMA

    def kv_cache(self, capacity: int, rows: int | None = None):
        """This model's KV cache of that capacity (for a batch of `rows` sequences) in its memory, made
        on first use and kept: the next decoding finds the same addresses, so its graphs replay from
        the first token."""
        if (capacity, rows) not in self._caches:
            cfg = self.config
            self._caches[capacity, rows] = launcher.to_device(
                ref.empty_cache(cfg.n_layer, cfg.n_head, cfg.n_embd, capacity, rows), self.target)
        return self._caches[capacity, rows]

    def head_on_last(self, length: int) -> bool:
        """Whether gpt2_next of `length` new tokens runs the head on the last row alone: a prefill does
        (a 197-token prompt's first token on the CPU 623 -> 544 ms; on the H200 the 256-token prefill
        2.30 -> 2.00 ms of GPU time, the 16-token one 0.824 -> 0.779), on either target. A one-token
        step's one row is row `last`: the gather before the head would only add a copy."""
        return length > 1

    def step_program(self, length: int, capacity: int):
        """The compiled whole-model decoding step (gpt2_next) for `length` new tokens over the cache
        of that capacity, compiled (or found) once; call it with `[ids, pos, last] + leaves`, where
        leaves are the flattened (params, cache), the order jit flattens its arguments in: a call
        then skips jit's per-call signature work."""
        key = (length, capacity)
        if key not in self._steps:
            self._steps[key] = self._next_program(length, capacity, self.params, self.kv_cache(capacity))
        return self._steps[key]

    def _next_program(self, n: int, capacity: int, params, cache, rows: int | None = None):
        """gpt2_next of n new tokens over `cache` (of a batch of `rows` sequences), compiled or found:
        inputs [(rows,) n], positions [(rows,)], the last rows [(rows,) 1]. A GPU decoding step (one token)
        is also built as one persistent kernel (pipeline/megakernel.py)."""
        batch = () if rows is None else (rows,)
        step = {"megakernel": True} if self.target == "gpu" and n == 1 and rows is None else {}
        return self._run(gpt2_next, self.folder("gpt2-next", n, capacity, rows), np.zeros(batch + (n,), np.int64),
                         np.zeros(batch, np.int64), np.zeros(batch + (1,), np.int64), params, cache, compile_only=True,
                         n_head=self.config.n_head, options=self.config.options, head_on_last=self.head_on_last(n),
                         **step)

    def queued_buffers(self, capacity: int) -> tuple:
        """(`last` = [0], two sets of the one-token step's result arrays) in this model's memory,
        made on first use and kept (as the cache is): queued steps write the sets in turn, so each
        reads the one before from the other set, a step's buffers sit at one of two addresses
        whatever the host holds, and a few graphs serve every queued step of every decoding
        (Decoder.queue)."""
        if capacity not in self._turns:
            results = self.step_program(1, capacity).traced.results
            self._turns[capacity] = launcher.to_device(
                (np.zeros(1, np.int64), [[np.zeros(shape, dtype) for shape, dtype in results] for _ in range(2)]),
                self.target)
        return self._turns[capacity]

    # -- batches of sequences ---------------------------------------------------------------------
    def batch_lengths(self, prompt_lengths: list[int], max_new_tokens: int,
                      slots: int | None = None) -> list[tuple[int | None, int, int]]:
        """(rows, padded length, cache capacity) of every program a batch runs (generate_many): the
        first `slots` sequences' prefill at the longest one's bucket, one-token steps, and for the
        sequences that wait for a slot their own prefill (rows None: the single-sequence program on
        one row's cache), all over one capacity."""
        if not self.cache:
            raise PromptError("a batch decodes with the KV cache: build the model with cache=True")
        if len(prompt_lengths) == 1 and slots in (None, 1):  # one sequence: generate_many runs it alone
            return [(None, n, capacity) for n, capacity in self.lengths(prompt_lengths[0], max_new_tokens)]
        slots = min(len(prompt_lengths), MAX_ROWS) if slots is None else slots
        n_ctx, rows, first = self.config.n_ctx, row_bucket(slots), prompt_lengths[:slots]
        capacity = cache_capacity(max(prompt_lengths) + max_new_tokens, n_ctx)
        plan = [(rows, min(bucket(max(first), n_ctx), capacity), capacity)]
        plan += [(rows, 1, capacity)] if max_new_tokens > 1 else []
        later = sorted({min(bucket(n, n_ctx), capacity) for n in prompt_lengths[slots:]})
        return plan + [(None, n, capacity) for n in later]

    def build_batch(self, prompt_lengths: list[int], max_new_tokens: int = 1,
                    slots: int | None = None) -> list[tuple[int | None, int, int]]:
        """Compile (without running) every program batch_lengths names."""
        plan = self.batch_lengths(prompt_lengths, max_new_tokens, slots)
        stand_ins = tree.map_leaves(lambda a: np.broadcast_to(np.zeros((), a.dtype), a.shape), self.params)
        for rows, n, capacity in plan:
            self._build_one(n, capacity, stand_ins, rows)
        return plan

    def batch_step_program(self, rows: int, length: int, capacity: int):
        """gpt2_next for a batch of `rows` sequences of `length` new tokens each (see step_program)."""
        key = (rows, length, capacity)
        if key not in self._steps:
            self._steps[key] = self._next_program(length, capacity, self.params, self.kv_cache(capacity, rows), rows)
        return self._steps[key]

    def batch_decoder(self, rows: int, capacity: int) -> "BatchDecoder":
        """A fresh decoding of `rows` sequences (every one at position 0) over the model's batch
        cache of that capacity."""
        return BatchDecoder(self, rows, capacity)

    def forward_program(self, length: int):
        """The compiled whole-model program without a cache (fused) for `length` tokens, to call with
        `[ids] + leaves of params` (see step_program)."""
        return self._run(fused_gpt2, self.folder("gpt2", length), np.zeros(length, np.int64), self.params,
                         compile_only=True, n_head=self.config.n_head, options=self.config.options)

    def decoding(self, n_tokens: int) -> "Decoder | Recompute":
        """A fresh decoding of a sequence that grows to `n_tokens`: over the KV cache (Decoder), or,
        for a model without one, recomputing the padded sequence per token (Recompute). Both take
        the prompt and then each new token with `feed`, so one loop serves every mode."""
        if self.cache:
            return self.decoder(cache_capacity(n_tokens, self.config.n_ctx))
        return Recompute(self)

    def decoder(self, capacity: int) -> "Decoder":
        """A fresh decoding (position 0) over this model's cache of that capacity. The cache is
        kept for the next decoding: same addresses, so its graphs replay from the first token
        (stale rows need no clearing: the prefill and each step write their rows before any read,
        and rows past the position are masked). One decoding at a time per model."""
        return Decoder(self, capacity)


class Recompute:
    """Decoding without a cache: `feed(ids)` appends them and runs the padded sequence so far."""

    queues = False  # no device argmax to feed the next step: see Decoder.queue

    def __init__(self, model: CompiledGPT2):
        self.model, self.ids = model, []
        self.first = 0  # the position of the last forward's first row

    def forward(self, ids: list[int], intermediates: bool = False) -> dict:
        """The model on the whole sequence with `ids` appended, padded (rows from position 0)."""
        self.ids += list(ids)
        return self.model.forward(padded(self.ids, self.model.config.n_ctx), intermediates)

    def feed(self, ids: list[int]) -> tuple[np.ndarray, None]:
        """(the logits row of the last token on the host, None: no argmax on the device)."""
        self.ids += list(ids)
        return self.model.next_logits(self.ids), None


class Decoder:
    """Cached decoding: `feed(prompt)` (the prefill), then `feed([token])` per new token. The cache
    (capacity rows per block) lives in the model's device memory and is written in place."""

    def __init__(self, model: CompiledGPT2, capacity: int, cache=None):
        self.model, self.capacity, self.pos = model, capacity, 0
        self.first = 0  # the position of the last forward's first row
        # `cache`: another cache of this capacity (a batch's row, BatchDecoder.restart)
        self.cache = model.kv_cache(capacity) if cache is None else cache
        self._leaves = tree.flatten((model.params, self.cache))[0]  # gpt2_next's arguments after the token's
        self._logits = None
        # The last fused call's [token, position] for the next step, in device memory (queue()).
        self._following = None

    def _padded(self, ids: list[int]) -> np.ndarray:
        n = len(ids)
        if self.pos + n > self.capacity:
            raise PromptError(f"{self.pos} cached tokens plus {n} new ones exceed the cache's capacity {self.capacity}")
        # The prefill is padded to a bucketed length (garbage rows past the prompt are overwritten
        # before any step reads them); a step is one token, unpadded.
        size = n if self.pos else min(bucket(n, self.model.config.n_ctx), self.capacity)
        padded = np.zeros(size, np.int64)
        padded[:n] = ids
        return padded

    def forward(self, ids: list[int], intermediates: bool = False) -> dict:
        """The model on `ids` at the current position (per quantity, for verify); advances it."""
        out = self.model.forward(self._padded(ids), intermediates, cache=self.cache, pos=np.array(self.pos, np.int64))
        self.first = self.pos
        self.pos += len(ids)
        return out

    def feed(self, ids: list[int]) -> tuple[np.ndarray | None, int | None]:
        """(logits row of the last token on the host, or None; its argmax if the device chose it).
        The whole-model program returns the argmax too, so greedy decoding reads 8 bytes."""
        if not self.model.fused:
            row = launcher.to_host(self.forward(ids)["logits"][len(ids) - 1])
            return row, None
        padded = self._padded(ids)
        # Freed first, so this step's results take the last step's addresses (graph replay).
        self._logits = self._following = None
        pos, last = np.array(self.pos, np.int64), np.array([len(ids) - 1], np.int64)
        program = self.model.step_program(len(padded), self.capacity)
        call = program([padded, pos, last] + self._leaves, fetch=(1,), wait=False)
        logits, best, _ = call.results()  # best: on the host already
        self._following = call.on_device[2]
        self.first = self.pos
        self.pos += len(ids)
        self._logits = logits  # fetched only if asked for (sampling)
        return None, int(best[0])

    def queue(self):
        """Queue the next greedy step and return at once, before the host knows the last token: the
        step reads its token (the last call's argmax) and position from the device, where the last
        call left them. Returns the call's launcher Pending: `.results()[1][0]` is the step's token
        (a host copy of its own); its logits and [token, position] are the model's queued_buffers,
        rewritten by the step after next. Queued steps keep the GPU busy while the host handles
        the tokens before them (generate)."""
        if self._following is None:
            raise PromptError("queue() continues a fused decoding: feed the prompt first")
        if self.pos + 1 > self.capacity:
            raise PromptError(f"{self.pos} cached tokens plus 1 new one exceed the cache's capacity {self.capacity}")
        following = self._following  # [token, position]
        program = self.model.step_program(1, self.capacity)
        last, turns = self.model.queued_buffers(self.capacity)
        call = program([following[0:1], following[1:2].reshape(()), last] + self._leaves, out=turns[self.pos % 2],
                       fetch=(1,), wait=False)
        self._following = call.on_device[2]
        self.first = self.pos
        self.pos += 1
        self._logits = call.on_device[0]
        return call

    @property
    def queues(self) -> bool:
        """Whether generate queues greedy steps ahead (queue): the whole-model program on the GPU.
        (A CPU call finishes before it returns: a step queued there would only run early.)"""
        return self.model.fused and self.model.target == "gpu"

    def logits(self) -> np.ndarray:
        """The last fed token's logits row on the host (after a fused `feed`)."""
        return launcher.to_host(self._logits[0])


class BatchDecoder:
    """Cached decoding of a batch: `start(prompts)` (one prefill for all), then `step(tokens)` with
    one token a sequence (None: an idle row), and `restart(row, prompt)`: one row takes a new prompt
    between steps (its prefill alone, into its rows of the cache), so a continuous batch runs through
    the same programs. Every row has its own position; the rows past the sequences given are idle."""

    def __init__(self, model: CompiledGPT2, rows: int, capacity: int):
        self.model, self.rows, self.capacity = model, rows, capacity
        self.cache = model.kv_cache(capacity, rows)
        self.pos = np.zeros(rows, np.int64)  # each row's next position
        self._leaves = tree.flatten((model.params, self.cache))[0]
        self._logits = None  # the last call's [rows, vocab] logits (on the device until asked for)

    def _check(self, row: int, n: int) -> None:
        if self.pos[row] + n > self.capacity:
            raise PromptError(f"row {row}: {self.pos[row]} cached tokens plus {n} new "
                              f"{'one exceeds' if n == 1 else 'ones exceed'} the cache's capacity {self.capacity}")

    def _call(self, ids: np.ndarray, pos: np.ndarray, last: np.ndarray) -> np.ndarray | None:
        """The model on ids [rows, n] at positions pos [rows]: each row's logits at its `last` [rows]
        kept (self._logits), the argmax [rows] returned when the device chose it (whole-model program)."""
        n = ids.shape[1]
        self._logits = None
        if not self.model.fused:
            logits = self.model.forward(ids, cache=self.cache, pos=pos)["logits"]  # [rows, n, vocab]
            self._logits = np.take_along_axis(launcher.to_host(logits), last[:, None, None], axis=1)[:, 0]
            return None
        program = self.model.batch_step_program(self.rows, n, self.capacity)
        call = program([ids, pos, last[:, None]] + self._leaves, fetch=(1,), wait=False)
        logits, best, _ = call.results()
        self._logits = logits
        return np.asarray(best).reshape(-1)

    def start(self, prompts: list[list[int]]) -> np.ndarray | None:
        """Every row from position 0: prompts[i] into row i (rows past them idle), padded to the
        longest prompt's bucket. Returns the device's argmax of each row's last token (or None)."""
        if not 1 <= len(prompts) <= self.rows:
            raise PromptError(f"a batch of {self.rows} rows takes 1 to {self.rows} prompts (got {len(prompts)})")
        longest = max(len(p) for p in prompts)
        self.pos[:] = 0
        for row, p in enumerate(prompts):
            self._check(row, len(p))
        n = min(bucket(longest, self.model.config.n_ctx), self.capacity)
        ids = np.zeros((self.rows, n), np.int64)
        last = np.zeros(self.rows, np.int64)
        for row, p in enumerate(prompts):
            ids[row, :len(p)] = p
            last[row] = len(p) - 1
        best = self._call(ids, self.pos.copy(), last)
        self.pos[:len(prompts)] = [len(p) for p in prompts]
        return best

    def step(self, tokens: list[int | None]) -> np.ndarray | None:
        """One new token for each row (None, or rows past the list: idle, its cache rows past its
        position written with garbage it never reads); each live row advances by one."""
        live = [row for row, t in enumerate(tokens) if t is not None]
        for row in live:
            self._check(row, 1)
        ids = np.zeros((self.rows, 1), np.int64)
        # An idle row writes at its own next position (unread: a row reads a slot only after writing
        # it), kept inside the cache.
        pos = np.minimum(self.pos, self.capacity - 1)
        for row in live:
            ids[row, 0] = tokens[row]
        best = self._call(ids, pos, np.zeros(self.rows, np.int64))
        self.pos[live] += 1
        return best

    def restart(self, row: int, prompt: list[int]) -> tuple[np.ndarray, int | None]:
        """Row `row` from position 0 with `prompt`, alone: the single-sequence prefill on the row's
        part of the cache (the other rows keep theirs). Returns (its last token's logits on the
        host, the device's argmax or None)."""
        self.pos[row] = 0
        self._check(row, len(prompt))
        view = tuple(ref.KV(kv.k[row], kv.v[row]) for kv in self.cache)  # [h, capacity, dh] each, contiguous
        decoder = Decoder(self.model, self.capacity, cache=view)
        logits, best = decoder.feed(list(prompt))
        self.pos[row] = len(prompt)
        return (decoder.logits() if logits is None else logits), best

    def logits(self) -> np.ndarray:
        """The last call's logits on the host, [rows, vocab]."""
        return launcher.to_host(self._logits).reshape(self.rows, -1)
