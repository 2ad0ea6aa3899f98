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
import operator
import queue
import secrets
import threading
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator, Sequence

from . import tokenizer
from .model import PromptError
from .weights import Config, Located, load, locate

def default_chip() -> str:
    """The chip of the GPU that is present (sm_90 on an H200: no JIT of the PTX at first launch),
    else sm_75 (its PTX runs on every newer card)."""
    from contract.chips import FALLBACK, chip_for
    from launcher.cuda import compute_capability
    cc = compute_capability()
    return chip_for(*cc) if cc else FALLBACK


def resolve_target(target: str | None) -> str:
    """"cpu", "gpu" (checked: raises NoGpuError without one) or None: the GPU when there is one."""
    if target not in (None, "cpu", "gpu"):
        raise ValueError(f"unknown target {target!r}: use 'cpu', 'gpu' or None (the GPU when there is one)")
    if target == "cpu":
        return target
    try:
        from launcher.cuda import device
        device()
        return "gpu"
    except Exception:
        if target == "gpu":
            raise
        return "cpu"


def sampling_warnings(temperature: float, top_k: int | None, top_p: float | None, seed: int | None, n_vocab: int,
                      flags: bool = False) -> list[str]:
    """Refuses impossible settings (PromptError); returns one warning line when settings have no effect
    (sampling options with greedy decoding). `flags` spells options as the command line does."""
    from .generate import check_sampling
    check_sampling(temperature, top_k, n_vocab, top_p)
    spell = (lambda n: "--" + n.replace("_", "-")) if flags else (lambda n: n)  # noqa: E731
    unused = [spell(n) for n, v in (("top_k", top_k), ("top_p", top_p), ("seed", seed)) if v is not None]
    if temperature == 0 and unused:
        verb = "has" if len(unused) == 1 else "have"
        return [f"warning: {' and '.join(unused)} {verb} no effect with greedy decoding "
                f"({spell('temperature')} 0); give a temperature above 0 to sample"]
    return []


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


def encode_prompt(prompt: str | Sequence[int], n_vocab: int) -> list[int]:
    """Token ids of a prompt: text through GPT-2's tokenizer, or ids as given; every id must lie in
    the model's vocabulary (a checkpoint with a smaller one than GPT-2's needs token ids)."""
    if isinstance(prompt, str):
        if not prompt.strip():
            raise PromptError("the prompt is empty: give some text or a list of token ids")
        ids = tokenizer.encode(prompt)
    else:
        try:
            ids = [operator.index(t) for t in prompt]
        except TypeError:
            raise PromptError("the prompt must be text or a sequence of token ids (ints)") from None
        if not ids:
            raise PromptError("the prompt is empty: give some text or a list of token ids")
    bad = next((t for t in ids if not 0 <= t < n_vocab), None)
    if bad is not None:
        hint = ": this model's vocabulary is not GPT-2's, give the prompt as token ids" if isinstance(prompt, str) \
            else ""
        raise PromptError(f"token id {bad} is outside the model's vocabulary of {n_vocab} tokens{hint}")
    return ids


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
    """Raised from the per-token callback to end generate() early (end of text, or a closed stream)."""


@dataclass
class _Request:
    ids: list[int]
    max_new_tokens: int
    temperature: float
    top_k: int | None
    top_p: float | None
    seed: int | None  # as asked: None draws one (recorded in the output's settings)
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
                        seed: int = 0, chip: str | None = None, verbose: bool = False, cache: bool = True) -> "GPT2":
        """`name_or_path`: a known size ("gpt2", "gpt2-medium", "gpt2-large", "gpt2-xl", "tiny"), a
        Hugging Face directory (config.json + model.safetensors), or a model name in the Hugging Face
        cache ("distilgpt2", "openai-community/gpt2-medium", ...). A known size found nowhere gets
        random weights of its shape seeded by `seed` (with a warning). `target`: "cpu", "gpu" or None
        (the GPU when there is one); `fused`: one whole-model program instead of one per sublayer;
        `chip`: the GPU chip of the PTX (default: the card present, e.g. sm_90 on an H200, else sm_75,
        which runs on every newer card); `cache`:
        decode with a KV cache (False: recompute the padded sequence for every token)."""
        located = locate(str(name_or_path))
        target = resolve_target(target)
        if target == "cpu" and chip is not None:
            warnings.warn(f"chip={chip!r} has no effect with target 'cpu'", stacklevel=2)
        return cls.from_located(located, target=target, fused=fused, seed=seed, chip=chip, verbose=verbose,
                                cache=cache)

    @classmethod
    def from_located(cls, located: Located, *, target: str, fused: bool = False, seed: int = 0,
                     chip: str | None = None, verbose: bool = False, cache: bool = True) -> "GPT2":
        params = load(located, seed)
        if located.directory is None and located.config.name != "tiny":
            warnings.warn(f"{located.label}: {located.describe(seed)}", stacklevel=3)
        return cls(located.config, params, target=target, chip=chip, fused=fused, verbose=verbose,
                   name=located.label, source=located.describe(seed), weights_path=located.directory,
                   weights_seed=seed if located.directory is None else None, cache=cache)

    @property
    def mode(self) -> str:
        return "fused" if self.fused else "sublayer"

    def __repr__(self) -> str:
        chip = f", chip={self.chip!r}" if self.chip else ""
        return f"GPT2({self.name!r}, target={self.target!r}{chip}, mode={self.mode!r}; {self.source})"

    # --- requests -------------------------------------------------------------------------------

    def encode(self, prompt: str | Sequence[int]) -> list[int]:
        """Token ids of a prompt (text through GPT-2's tokenizer, or ids as given), checked against
        the model's vocabulary."""
        return encode_prompt(prompt, self.config.n_vocab)

    def _request(self, prompt, max_new_tokens, temperature, top_k, top_p, seed, stop_at_eos) -> _Request:
        try:
            max_new_tokens = operator.index(max_new_tokens)
        except TypeError:
            raise PromptError(f"max_new_tokens must be a whole number (got {max_new_tokens!r})") from None
        if max_new_tokens < 1:
            raise PromptError(f"max_new_tokens must be at least 1 (got {max_new_tokens})")
        ids = self.encode(prompt)
        n_ctx = self.config.n_ctx
        if len(ids) + max_new_tokens > n_ctx:
            raise PromptError(f"the prompt ({len(ids)} tokens) plus {max_new_tokens} new tokens exceed the model's "
                              f"context of {n_ctx} tokens: shorten the prompt or ask for fewer tokens")
        try:
            temperature = float(temperature)
        except (TypeError, ValueError):
            raise PromptError(f"temperature must be a number (got {temperature!r})") from None
        for w in sampling_warnings(temperature, top_k, top_p, seed, self.config.n_vocab):
            warnings.warn(w.removeprefix("warning: "), stacklevel=3)
        start = time.perf_counter()
        self.prepare(len(ids), max_new_tokens)
        return _Request(ids, max_new_tokens, temperature, top_k or None, top_p, seed, bool(stop_at_eos),
                        time.perf_counter() - start)

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
        from .generate import generate
        sampling = req.temperature > 0
        seed = req.seed if req.seed is not None or not sampling else secrets.randbits(32)
        eos = self.config.eos_id
        # generate() stops at GPT-2's <|endoftext|>; a checkpoint whose config.json names another
        # end-of-text id is stopped here, from the per-token callback.
        own_eos = req.stop_at_eos and eos != tokenizer.END_OF_TEXT_ID
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
            if own_eos and token == eos:
                raise _Stop
            last[0] = time.perf_counter()

        try:
            gen = generate(self.compiled, req.ids, req.max_new_tokens, temperature=req.temperature, top_k=req.top_k,
                           top_p=req.top_p, seed=seed if seed is not None else 0,
                           stop_at_eos=req.stop_at_eos and not own_eos, on_token=on_token)
            generated, seconds, stopped = gen.generated_ids, gen.token_seconds, gen.stopped_at_eos
        except _Stop:
            stopped = own_eos and bool(generated) and generated[-1] == eos
        if on_piece is not None:
            rest = decoder.flush()
            if rest:
                on_piece(rest)
        settings = {"max_new_tokens": req.max_new_tokens, "temperature": req.temperature, "top_k": req.top_k,
                    "top_p": req.top_p, "seed": seed if sampling else req.seed, "stop_at_eos": req.stop_at_eos,
                    "eos_id": eos}
        return GenerationOutput(list(req.ids), list(generated), decode(generated), decode(req.ids + generated),
                                stopped, list(seconds), req.build_seconds, settings)

    def generate(self, prompt: str | Sequence[int], max_new_tokens: int = 20, *, temperature: float = 0.0,
                 top_k: int | None = None, top_p: float | None = None, seed: int | None = None,
                 stop_at_eos: bool = True, stream: Callable[[str], None] | None = None) -> GenerationOutput:
        """Continues `prompt` (text, or a list of token ids) by up to `max_new_tokens` tokens.

        temperature 0 is greedy decoding; above 0 samples from softmax(logits / temperature), kept to
        the `top_k` most likely tokens (None or 0: all) and then to the smallest set whose probability
        reaches `top_p` (None or 1: all). `seed` makes sampling repeatable (None: a fresh seed, which
        the output's settings record). Generation stops after the end-of-text token unless
        `stop_at_eos=False`. `stream(piece)` receives the text as it is generated, in whole characters.
        """
        if stream is not None and not callable(stream):
            raise TypeError("stream must be a callable taking each new piece of text")
        return self._run(self._request(prompt, max_new_tokens, temperature, top_k, top_p, seed, stop_at_eos),
                         stream)

    def stream(self, prompt: str | Sequence[int], max_new_tokens: int = 20, **options) -> "TextStream":
        """Like generate(), as an iterator of text pieces; the iterator's `.output` holds the
        GenerationOutput once it is exhausted. Options are generate()'s."""
        if "stream" in options:
            raise TypeError("stream() takes generate()'s options except stream")
        args = {k: options.pop(k, d) for k, d in (("temperature", 0.0), ("top_k", None), ("top_p", None),
                                                   ("seed", None), ("stop_at_eos", True))}
        if options:
            raise TypeError(f"stream() got unexpected options: {', '.join(options)}")
        req = self._request(prompt, max_new_tokens, **args)  # errors and compiling happen here, not later
        return TextStream(self, req)


class TextStream:
    """Iterator of text pieces from one generation, run on a worker thread (the iterator only waits
    for its pieces); leaving the loop early stops the generation after the token in flight."""

    def __init__(self, model: GPT2, req: _Request):
        self.output: GenerationOutput | None = None
        self._queue: queue.Queue = queue.Queue()
        self._cancelled = threading.Event()
        self._done = object()
        self._thread = threading.Thread(target=self._work, args=(model, req), daemon=True)
        self._started = False

    def _work(self, model: GPT2, req: _Request) -> None:
        try:
            if model.target == "gpu":  # the CUDA context is current per thread
                from launcher.cuda import check, cuda, device
                check(cuda.cuCtxSetCurrent(device().context))
            self.output = model._run(req, self._queue.put, self._cancelled)
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

    def text(self) -> str:
        """Consumes the rest of the stream and returns it."""
        return "".join(self)
