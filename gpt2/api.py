"""The Python API, in the style of Hugging Face transformers:

    from gpt2 import GPT2
    model = GPT2.from_pretrained("gpt2")               # a known size, a directory, or a cached model name
    out = model.generate("Alan Turing theorized", max_new_tokens=20)
    print(out.full_text, out.timings)
    for piece in model.stream("Hello", max_new_tokens=10, temperature=0.8, top_p=0.9, seed=1):
        print(piece, end="", flush=True)

Programs for the padded lengths a request needs are compiled on first use (and kept on disk under
build/, so later runs only load them). `invoke run` is a thin layer over this module.
"""
from __future__ import annotations

import codecs
import dataclasses
import queue
import threading
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, Sequence

import numpy as np

from contract.options import API, Spelling, check_target, unused_chip

from . import tokenizer
from .prompt import check_length, encode_prompt
from .sampling import Sampling
from .weights import Config, Located, check_dtype, load, locate

if TYPE_CHECKING:
    from .score import Score

def default_chip() -> str:
    """The chip of the GPU that is present, else sm_75 (launcher.cuda.present_chip: jit's rule too)."""
    from launcher.cuda import present_chip
    return present_chip()


def resolve_target(target: str | None, spelling: Spelling = API) -> str:
    """"cpu", "gpu" (checked: raises NoGpuError without one) or None: the GPU when there is one."""
    if check_target(target, spelling, automatic=True) == "cpu":
        return "cpu"
    from launcher.cuda import device
    try:
        device()  # NoGpuError names target="cpu"; invoke prints its command-line wording, `--target cpu`
        return "gpu"
    except Exception:
        if target == "gpu":
            raise
        return "cpu"


def token_bytes(token: int) -> bytes:
    """The bytes GPT-2's tokenizer spells `token` with (b"" for an id it does not know)."""
    try:
        return tokenizer.encoding().decode_single_token_bytes(int(token))
    except (KeyError, ValueError):
        return b""


class TextDecoder:
    """Token ids to text pieces, incrementally: bytes of a character split over tokens (an emoji is
    often two or three) are held back until the character is complete, so no piece is ever broken."""

    def __init__(self):
        self._utf8 = codecs.getincrementaldecoder("utf-8")(errors="replace")

    def push(self, token: int) -> str:
        return self._utf8.decode(token_bytes(token))

    def flush(self) -> str:
        """What is left at the end (a character the tokens never finished becomes U+FFFD)."""
        return self._utf8.decode(b"", final=True)


def decode(ids: Sequence[int]) -> str:
    return b"".join(token_bytes(t) for t in ids).decode("utf-8", errors="replace")


@dataclass
class GenerationOutput:
    """What `GPT2.generate` returns. `text` is the continuation alone, `full_text` prompt + continuation."""
    prompt_ids: list[int]
    generated_ids: list[int]
    text: str
    full_text: str
    stopped_at_eos: bool
    token_seconds: list[float]  # time to produce each new token
    build_seconds: float  # compiling programs this call needed (0 when they existed)
    settings: dict = field(default_factory=dict)  # max_new_tokens, temperature, top_k, top_p, seed, stop_at_eos

    @property
    def timings(self) -> dict:
        t = self.token_seconds
        rest = sorted(t[1:] or t)
        return {"build_s": self.build_seconds, "first_token_ms": t[0] * 1000 if t else None,
                "median_token_ms": rest[len(rest) // 2] * 1000 if t else None, "generate_s": sum(t),
                "tokens_per_s": len(t) / sum(t) if t and sum(t) > 0 else None}

    def as_json(self) -> dict:
        return {"prompt_ids": self.prompt_ids, "generated_ids": self.generated_ids, "text": self.full_text,
                "generated_text": self.text, "stopped_at_eos": self.stopped_at_eos,
                "sampling": self.settings, "token_seconds": self.token_seconds, "timings": self.timings}


class _Stop(Exception):
    """Raised from the per-token callback to end generate() early when its stream is closed."""


SETTINGS = {f.name: f.default for f in dataclasses.fields(Sampling)}  # generate()'s sampling keywords, defaults


@dataclass
class _Request:
    ids: list[int]
    max_new_tokens: int
    sampling: Sampling  # as asked: a sampled request without a seed draws one when it runs
    stop_at_eos: bool
    build_seconds: float = 0.0


class GPT2:
    """A GPT-2 compiled for one target. Build one with `GPT2.from_pretrained(...)`."""

    def __init__(self, config: Config, params, *, target: str = "cpu", chip: str | None = None, fused: bool = False,
                 verbose: bool = False, name: str | None = None, source: str = "",
                 weights_path: Path | None = None, weights_seed: int | None = None, cache: bool = True):
        from .model import CompiledGPT2
        self.config, self.target, self.fused = config, target, fused
        self.chip = (chip or default_chip()) if target == "gpu" else None
        self.name = name or config.name
        self.source, self.weights_path, self.weights_seed = source, weights_path, weights_seed
        self.cache = cache
        self.compiled = CompiledGPT2(config, params, target=target, chip=self.chip or "sm_75", fused=fused,
                                     verbose=verbose, cache=cache)
        self._built: set = set()

    @classmethod
    def from_pretrained(cls, name_or_path: str | Path = "gpt2", *, target: str | None = None, fused: bool = False,
                        seed: int | None = None, chip: str | None = None, verbose: bool = False,
                        cache: bool = True, allow_nonfinite: bool = False, dtype: str = "float32") -> "GPT2":
        """`name_or_path`: a known size ("gpt2", "gpt2-medium", "gpt2-large", "gpt2-xl", "tiny"), a
        Hugging Face directory (config.json + model.safetensors), or a model name in the Hugging Face
        cache ("distilgpt2", "openai-community/gpt2-medium", ...). A known size found nowhere gets
        random weights of its shape seeded by `seed` (default 0; with a warning); with pretrained
        weights a `seed` has no effect and says so. `target`: "cpu", "gpu" or None
        (the GPU when there is one); `fused`: one whole-model program instead of one per sublayer;
        `chip`: the GPU chip of the PTX (default: the card present, e.g. sm_90a on an H200, else sm_75,
        which runs on every newer card); `cache`:
        decode with a KV cache (False: recompute the padded sequence for every token);
        `allow_nonfinite`: load a checkpoint holding NaN or Inf (refused by default, naming the tensor;
        generation then stops with an error when the logits are not finite); `dtype`: what the weights
        are stored in, "float32", "float16" or "bfloat16" (ml_dtypes): half the bytes, products widen
        them as they read them, activations stay float32; a checkpoint already in it is never widened."""
        check_dtype(dtype)
        located = locate(str(name_or_path))
        target = resolve_target(target)
        if warning := unused_chip(chip, target):
            warnings.warn(warning, stacklevel=2)
        if seed is not None and located.directory is not None:
            warnings.warn(f"seed={seed} has no effect: the weights come from {located.directory}", stacklevel=2)
        seed = 0 if seed is None else seed
        model = cls.from_located(located, target=target, fused=fused, seed=seed, chip=chip, verbose=verbose,
                                 cache=cache, allow_nonfinite=allow_nonfinite, dtype=dtype)
        if located.directory is None and located.config.name != "tiny":
            warnings.warn(f"{located.label}: {model.source}", stacklevel=2)
        return model

    @classmethod
    def from_located(cls, located: Located, *, target: str, fused: bool = False, seed: int = 0,
                     chip: str | None = None, verbose: bool = False, cache: bool = True,
                     allow_nonfinite: bool = False, params=None, dtype: str = "float32") -> "GPT2":
        """The model for weights `located` (gpt2.weights.locate) names: loaded here, or `params`
        already loaded from it (the CLI keeps them for verify's reference). Says nothing: warnings
        about the weights are the caller's, in its own words."""
        if params is None:
            params = load(located, seed, allow_nonfinite, dtype)
        return cls(located.config, params, target=target, chip=chip, fused=fused, verbose=verbose,
                   name=located.label, source=located.describe(seed), weights_path=located.directory,
                   weights_seed=seed if located.directory is None else None, cache=cache)

    @property
    def mode(self) -> str:
        return "fused" if self.fused else "sublayer"

    def describe(self) -> dict:
        """Which model this is, where its weights came from, where it runs (what --json records)."""
        c = self.config
        return {"model": self.name, "config": {"name": c.name, "n_vocab": c.n_vocab, "n_ctx": c.n_ctx,
                                               "n_embd": c.n_embd, "n_head": c.n_head, "n_layer": c.n_layer},
                "weights": self.source, "weights_path": str(self.weights_path) if self.weights_path else None,
                "weights_seed": self.weights_seed, "target": self.target, "chip": self.chip, "mode": self.mode,
                "fused": self.fused, "kv_cache": self.cache, "dtype": self.compiled.dtype.name}

    def __repr__(self) -> str:
        chip = f", chip={self.chip!r}" if self.chip else ""
        return f"GPT2({self.name!r}, target={self.target!r}{chip}, mode={self.mode!r}; {self.source})"

    # --- requests -------------------------------------------------------------------------------

    def encode(self, prompt: str | Sequence[int]) -> list[int]:
        """Token ids of a prompt (text through GPT-2's tokenizer, or ids as given), checked against
        the model's vocabulary."""
        return encode_prompt(prompt, self.config.n_vocab)

    def _request(self, prompt, max_new_tokens, stop_at_eos=True, sampling=None, prepare=True, **settings) -> _Request:
        ids = self.encode(prompt)
        max_new_tokens = check_length(len(ids), max_new_tokens, self.config.n_ctx)
        n_vocab = self.config.n_vocab
        if sampling is None:
            sampling, warned = Sampling.checked(**settings, n_vocab=n_vocab)
            for w in warned:
                warnings.warn(w, stacklevel=3)
        elif not isinstance(sampling, Sampling):
            raise TypeError(f"sampling must be a gpt2.sampling.Sampling (got {type(sampling).__name__})")
        elif any(value != SETTINGS[name] for name, value in settings.items()):
            raise TypeError("give the sampling settings as sampling=Sampling(...) or as temperature, top_k, top_p "
                            "and seed, not both")
        else:  # refused if impossible; its maker had the warnings (Sampling.checked)
            sampling, _ = Sampling.checked(**dataclasses.asdict(sampling), n_vocab=n_vocab)
        start = time.perf_counter()
        if prepare:
            self.prepare(len(ids), max_new_tokens)
        return _Request(ids, max_new_tokens, sampling, bool(stop_at_eos), time.perf_counter() - start)

    def _requests(self, prompts, max_new_tokens, stop_at_eos=True, sampling=None, slots=None,
                  **settings) -> list[_Request]:
        """A batch's requests, each checked as one alone (an error names the prompt's index), and
        every program the batch runs compiled (or found)."""
        from .model import MAX_ROWS, PromptError
        prompts = list(prompts)
        if not prompts:
            raise PromptError("no prompts: give a list of at least one prompt")
        if isinstance(sampling, (list, tuple)):
            if len(sampling) != len(prompts):
                raise PromptError(f"{len(sampling)} samplings for {len(prompts)} prompts: give one Sampling for "
                                  "every prompt, or one for all")
            per_row = list(sampling)
        else:
            per_row = [sampling] * len(prompts)
        if slots is not None and not (isinstance(slots, int) and 1 <= slots <= MAX_ROWS):
            raise PromptError(f"slots must be a whole number from 1 to {MAX_ROWS} (got {slots!r})")
        reqs = []
        for i, (prompt, row_sampling) in enumerate(zip(prompts, per_row)):
            try:
                reqs.append(self._request(prompt, max_new_tokens, stop_at_eos, row_sampling, prepare=False, **settings))
            except PromptError as e:
                raise type(e)(f"prompt {i}: {e}") from None
        if len(reqs) > MAX_ROWS and slots is None:
            from contract.errors import Gpt2MlirWarning
            warnings.warn(f"{len(reqs)} prompts run through {MAX_ROWS} rows, the largest batch: a row that finishes "
                          "takes the next waiting prompt", Gpt2MlirWarning, stacklevel=3)
        start = time.perf_counter()
        plan = self.compiled.batch_lengths([len(r.ids) for r in reqs], max_new_tokens, slots)
        if any(p not in self._built for p in plan):
            self.compiled.build_batch([len(r.ids) for r in reqs], max_new_tokens, slots)
        self._built.update(plan)
        seconds = time.perf_counter() - start
        for r in reqs:
            r.build_seconds = seconds
        return reqs

    def lengths(self, prompt_length: int, max_new_tokens: int) -> list:
        """(padded length, KV cache capacity or None) of the programs that generating
        `max_new_tokens` after `prompt_length` tokens runs."""
        return self.compiled.lengths(prompt_length, max_new_tokens)

    def prepare(self, prompt_length: int, max_new_tokens: int) -> list:
        """Compiles (or finds on disk) every program such a request needs; returns lengths(...).
        generate() does this itself; call it first to keep compile time out of the first token's."""
        plan = self.lengths(prompt_length, max_new_tokens)
        if any(p not in self._built for p in plan):
            self.compiled.build(prompt_length, max_new_tokens)
        self._built.update(plan)
        return plan

    def _run(self, req: _Request, on_piece: Callable[[str], None] | None,
             cancelled: threading.Event | None = None) -> GenerationOutput:
        from . import generate
        sampling = req.sampling.seeded()
        eos = self.config.eos_id
        decoder, generated, seconds = TextDecoder(), [], []
        last = [time.perf_counter()]

        def on_token(token: int) -> None:
            now = time.perf_counter()
            generated.append(int(token))
            seconds.append(now - last[0])
            if on_piece is not None:
                piece = decoder.push(token)
                if piece:
                    on_piece(piece)
            if cancelled is not None and cancelled.is_set():
                raise _Stop
            last[0] = time.perf_counter()

        try:
            gen = generate.generate(self.compiled, req.ids, req.max_new_tokens, sampling=sampling,
                                    stop_at=eos if req.stop_at_eos else None, on_token=on_token)
            generated, seconds, stopped = gen.generated_ids, gen.token_seconds, gen.stopped_at_eos
        except _Stop:  # a closed stream
            stopped = False
        if on_piece is not None:
            rest = decoder.flush()
            if rest:
                on_piece(rest)
        settings = {"max_new_tokens": req.max_new_tokens, **dataclasses.asdict(sampling),
                    "stop_at_eos": req.stop_at_eos, "eos_id": eos}
        return GenerationOutput(list(req.ids), list(generated), decode(generated), decode(req.ids + generated),
                                stopped, list(seconds), req.build_seconds, settings)

    def _run_many(self, reqs: list[_Request], on_piece: Callable[[int, str], None] | None,
                  cancelled: threading.Event | None = None, slots: int | None = None) -> list[GenerationOutput]:
        """generate.generate_many over the requests; on_piece(index, text) as each row's text grows."""
        from . import generate
        samplings = [r.sampling.seeded() for r in reqs]
        eos = self.config.eos_id
        decoders = [TextDecoder() for _ in reqs]

        def on_token(index: int, token: int) -> None:
            if on_piece is not None and (piece := decoders[index].push(token)):
                on_piece(index, piece)
            if cancelled is not None and cancelled.is_set():
                raise _Stop

        requests = [generate.Request(r.ids, r.max_new_tokens, s) for r, s in zip(reqs, samplings)]
        stop = eos if reqs[0].stop_at_eos else None
        try:
            gens = generate.generate_many(self.compiled, requests, slots=slots, stop_at=stop, on_token=on_token)
        except _Stop:  # a closed stream
            return []
        outs = []
        for index, (req, gen, sampling) in enumerate(zip(reqs, gens, samplings)):
            if on_piece is not None and (rest := decoders[index].flush()):
                on_piece(index, rest)
            settings = {"max_new_tokens": req.max_new_tokens, **dataclasses.asdict(sampling),
                        "stop_at_eos": req.stop_at_eos, "eos_id": eos}
            ids = gen.generated_ids
            outs.append(GenerationOutput(list(req.ids), list(ids), decode(ids), decode(req.ids + ids), gen.stopped_at_eos,
                                         list(gen.token_seconds), req.build_seconds, settings))
        return outs

    def generate(self, prompt: str | Sequence[int] | list, max_new_tokens: int = 20, *, temperature: float = 0.0,
                 top_k: int | None = None, top_p: float | None = None, seed: int | None = None,
                 stop_at_eos: bool = True, stream: Callable[[str], None] | None = None,
                 sampling: Sampling | list[Sampling] | None = None,
                 slots: int | None = None) -> GenerationOutput | list[GenerationOutput]:
        """Continues `prompt` (text, or a list of token ids) by up to `max_new_tokens` tokens.

        temperature 0 is greedy decoding; above 0 samples from softmax(logits / temperature), kept to
        the `top_k` most likely tokens (None or 0: all) and then to the smallest set whose probability
        reaches `top_p` (None or 1: all). `seed` makes sampling repeatable (None: a fresh seed, which
        the output's settings record). `sampling`: these four as one gpt2.sampling.Sampling instead.
        Generation stops after the end-of-text token unless `stop_at_eos=False`. `stream(piece)`
        receives the text as it is generated, in whole characters.

        Many prompts at once: a list of prompts (of texts, or of lists of token ids) returns a list
        of GenerationOutput, each what that prompt alone gives (with its seed). `sampling` is one
        Sampling for all or a list of one a prompt; `stream(index, piece)`. The prompts run as one
        batch (rows stop independently); `slots` fewer rows than prompts make a continuous batch
        (a finished row takes the next prompt), as do more than 64 prompts.
        """
        if stream is not None and not callable(stream):
            raise TypeError("stream must be a callable taking each new piece of text")
        if is_batch(prompt):
            reqs = self._requests(prompt, max_new_tokens, stop_at_eos, sampling, slots, temperature=temperature,
                                  top_k=top_k, top_p=top_p, seed=seed)
            return self._run_many(reqs, stream, slots=slots)
        if slots is not None:
            raise TypeError("slots= goes with a list of prompts")
        req = self._request(prompt, max_new_tokens, stop_at_eos, sampling, temperature=temperature, top_k=top_k,
                            top_p=top_p, seed=seed)
        return self._run(req, stream)

    def logits(self, ids: str | Sequence[int]) -> "np.ndarray":
        """The [n, vocab] float32 logits of a sequence (text, or token ids) of at most n_ctx tokens,
        as `model(ids).logits[0]` in transformers: row i scores the token after ids[i]. Runs the
        model without a KV cache, padded to its length's bucket (compiled on first use)."""
        import launcher

        from .model import PromptError, padded
        ids = self.encode(ids)
        n = len(ids)
        if n > self.config.n_ctx:
            raise PromptError(f"{n} tokens do not fit the model's context of {self.config.n_ctx}: logits() takes at "
                              "most that many; score() scores a longer text in windows")
        return launcher.to_host(self.compiled.forward(padded(ids, self.config.n_ctx))["logits"])[:n]

    def score(self, text: str | Sequence[int], stride: int | None = None) -> "Score":
        """Each token's log-probability given the ones before it, and the perplexity (a
        gpt2.score.Score). A text longer than the context is scored in windows of n_ctx tokens,
        `stride` apart (default n_ctx // 2), as in transformers' perplexity guide."""
        from .score import default_stride, score, text_ids
        ids = text_ids(text, self.config.n_vocab)
        return score(ids, self.config.n_ctx, default_stride(self.config.n_ctx) if stride is None else stride,
                     self.logits)

    def stream(self, prompt: str | Sequence[int] | list, max_new_tokens: int = 20, **options) -> "TextStream":
        """Like generate(), as an iterator of text pieces; the iterator's `.output` holds the
        GenerationOutput once it is exhausted. Options are generate()'s. A list of prompts yields
        (index, piece) pairs, and `.output` is the list of outputs."""
        if "stream" in options:
            raise TypeError("stream() takes generate()'s options except stream")
        batch = is_batch(prompt)
        args = {k: options.pop(k) for k in ("stop_at_eos", "sampling", *SETTINGS, *(("slots",) if batch else ()))
                if k in options}
        if options:
            raise TypeError(f"stream() got unexpected options: {', '.join(options)}")
        if batch:  # errors and compiling happen here, not later
            slots = args.pop("slots", None)
            reqs = self._requests(prompt, max_new_tokens, slots=slots, **args)
            return TextStream(lambda put, cancelled: self._run_many(reqs, lambda i, piece: put((i, piece)), cancelled,
                                                                    slots), self.target)
        req = self._request(prompt, max_new_tokens, **args)
        return TextStream(lambda put, cancelled: self._run(req, put, cancelled), self.target)


def is_batch(prompt) -> bool:
    """Whether generate's `prompt` is many prompts: a list or tuple of texts or of id sequences (a
    list of ints is one prompt's ids), or a 2-D array of ids."""
    if isinstance(prompt, np.ndarray):
        return prompt.ndim == 2
    return isinstance(prompt, (list, tuple)) and bool(prompt) and all(
        isinstance(p, (str, list, tuple, np.ndarray)) for p in prompt)


class TextStream:
    """Iterator of text pieces from one generation (of (index, piece) pairs from a batch's), run on a
    worker thread (the iterator only waits for its pieces); leaving the loop early stops the
    generation after the token in flight."""

    def __init__(self, work: Callable, target: str):
        self.output: GenerationOutput | list[GenerationOutput] | None = None
        self._queue: queue.Queue = queue.Queue()
        self._cancelled = threading.Event()
        self._done = object()
        self._thread = threading.Thread(target=self._work, args=(work, target), daemon=True)
        self._started = False

    def _work(self, work: Callable, target: str) -> None:
        try:
            if target == "gpu":  # the CUDA context is current per thread
                from launcher.cuda import check, cuda, device
                check(cuda.cuCtxSetCurrent(device().context))
            self.output = work(self._queue.put, self._cancelled)
            self._queue.put(self._done)
        except BaseException as e:  # handed to the consumer
            self._queue.put(e)

    def __iter__(self) -> Iterator[str]:
        return self

    def __next__(self) -> str:
        if not self._started:
            self._started = True
            self._thread.start()
        if self._thread is None:
            raise StopIteration
        item = self._queue.get()
        if item is self._done:
            self._finish()
            raise StopIteration
        if isinstance(item, BaseException):
            self._finish()
            raise item
        return item

    def _finish(self) -> None:
        if self._thread is not None and self._started:
            self._thread.join()
        self._thread = None

    def close(self) -> None:
        """Stops the generation (after the token in flight) and waits for the worker."""
        self._cancelled.set()
        self._finish()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def text(self) -> str | list[str]:
        """Consumes the rest of the stream and returns it (a batch's: one text a prompt)."""
        pieces = list(self)
        if pieces and isinstance(pieces[0], tuple):
            texts = [""] * (1 + max(i for i, _ in pieces))
            for i, piece in pieces:
                texts[i] += piece
            return texts
        return "".join(pieces)
