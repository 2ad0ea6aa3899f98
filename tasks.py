"""invoke tasks: build, run, verify, score, ptx-lint, bench, test.  `invoke --list` shows them.

Installed, the same tasks are the console command `gpt2-mlir` (`main` below; `gpt2-mlir --list`),
which works from any directory: builds go to $GPT2_MLIR_BUILD, else `build/` under the current
directory (as with `invoke`, which runs from the checkout's root).
"""
from __future__ import annotations

import functools
import json
import os
import sys
import time
from pathlib import Path

from invoke import Exit, task

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from gpt2 import bench_decode  # noqa: E402  (its mode names and defaults are the bench task's help)


def main(argv=None) -> None:
    """The `gpt2-mlir` console command ([project.scripts]): invoke's Program over these tasks.
    `argv` as sys.argv (program name first); None: sys.argv."""
    from invoke import Collection, Program
    program = Program(namespace=Collection.from_module(sys.modules[__name__]), name="gpt2-mlir",
                      binary="gpt2-mlir", version="0.1.0")
    program.run(argv)


def _progress(iterable=None, **kwargs):
    """A tqdm bar on stderr, only when stderr is a terminal (a log gets the stage lines alone).
    Stage lines print above the bar (pipeline.stages.say), never onto its line."""
    from tqdm import tqdm
    return tqdm(iterable, file=sys.stderr, disable=None, **kwargs)


def user_errors(fn):
    """Known failures (the project's Gpt2MlirError) end in one line and a non-zero exit, not a traceback;
    the project's warnings (Gpt2MlirWarning, e.g. kernels JIT-compiled on a card of another chip) are
    one `warning:` line each."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        import warnings

        from contract.errors import Gpt2MlirError, Gpt2MlirWarning  # every layer's, gpt2's included
        shown = warnings.showwarning

        def show(message, category, *rest, **kw):
            if issubclass(category, Gpt2MlirWarning):
                print(f"warning: {message}", file=sys.stderr)
            else:
                shown(message, category, *rest, **kw)
        with warnings.catch_warnings():
            warnings.showwarning = show
            try:
                return fn(*args, **kwargs)
            except Gpt2MlirError as e:
                raise Exit(f"error: {e.command_line_message()}", code=1) from None
            except KeyboardInterrupt:  # (invoke would exit 1 and say nothing; a build has said what it removed)
                raise Exit(code=130) from None
    return wrapper


def _target(target: str | None) -> str:
    """--target checked (gpu: raises NoGpuError without one); left out: the GPU when there is one."""
    from contract.options import CLI
    from gpt2.api import resolve_target
    resolved = resolve_target(target or None, CLI)
    if not target and resolved == "cpu":
        print("note: no CUDA GPU found, using --target cpu", file=sys.stderr)
    return resolved


def _buckets(text: str | None, n_ctx: int) -> list[int]:
    if not text:
        return [16]
    try:
        sizes = [int(s) for s in text.split(",") if s.strip()]
    except ValueError:
        raise Exit(f"error: --buckets wants comma-separated lengths like 16,32, got {text!r}", code=1) from None
    for s in sizes:
        if not 1 <= s <= n_ctx:
            raise Exit(f"error: bucket {s} is outside 1..{n_ctx} (the model's context)", code=1)
    return sizes


def _check_chip(chip) -> None:
    """An unknown --chip is named before anything else is looked at (the GPU, the checkpoint)."""
    from contract.chips import CHIPS
    if chip and chip not in CHIPS:
        raise Exit(f"error: unknown GPU chip '{chip}'; valid chips: {', '.join(CHIPS)} (sm_75 PTX runs on any "
                   "newer card)", code=1)


def _chip(chip, target: str) -> str:
    """--chip means something only for the GPU: with the CPU target it is a one-line warning. The
    default is the GPU that is present (sm_90a on an H200), else sm_75 (runs on any newer card)."""
    from contract.options import CLI, unused_chip
    if warning := unused_chip(chip, target, CLI):
        print(f"warning: {warning}", file=sys.stderr)
    if chip:
        return chip
    from gpt2.api import default_chip
    return default_chip()


def _model(located, weights_seed, target, chip, fused, verbose=True, cache=True, allow_nonfinite=False,
           dtype="float32"):
    """Loads the weights `located` (gpt2.weights.locate) names into a gpt2.api.GPT2 (nothing compiled
    yet), stored as `dtype`; returns the host parameters too (verify's reference runs on them)."""
    from gpt2.api import GPT2
    from gpt2.weights import load
    if weights_seed is not None and located.directory is not None:
        print(f"warning: --weights-seed has no effect: the weights come from {located.directory}", file=sys.stderr)
    seed = 0 if weights_seed is None else weights_seed
    params = load(located, seed, allow_nonfinite, dtype)
    stored = "" if dtype == "float32" else f", stored as {dtype}"
    print(f"weights: {located.describe(seed)}{stored}", file=sys.stderr)
    model = GPT2.from_located(located, target=target, chip=chip, fused=fused, verbose=verbose, seed=seed,
                              cache=cache, params=params)
    return params, model


@task(help={"target": "cpu or gpu (default: the GPU when there is one, as run)", "program": "one of the six examples (default: all)",
            "model": "build GPT-2's programs instead: a known size (gpt2, gpt2-medium, gpt2-large, gpt2-xl, tiny), "
                     "a Hugging Face directory, or a model name in the Hugging Face cache",
            "buckets": "prompt lengths (padded) to compile for --model, e.g. 16,32 (default 16)",
            "tokens": "with --model: tokens generated after such a prompt (sets the KV cache's capacity; default 10)",
            "no_cache": "with --model: the programs that recompute the padded sequence per token",
            "chip": "GPU chip (sm_75, sm_90, ...; default: the GPU present, else sm_75)",
            "fused": "with --model: one whole-model program instead of per-sublayer ones",
            "intermediates": "with --model --fused: also the programs `verify` runs (every block's output)",
            "stop_after": "with --target gpu: stop after this pass (python -m pipeline.gpu passes lists them), "
                          "leaving the stage files up to it and no program.json",
            "dtype": "with --model: the weights' dtype the programs take (float32, float16 or bfloat16)"})
@user_errors
def build(c, target=None, program=None, model=None, buckets=None, chip=None, fused=False, tokens=None,
          no_cache=False, intermediates=False, stop_after=None, dtype="float32"):
    """Compile example programs (or GPT-2) into build/<target>/...; every stage's file stays there."""
    from contract.options import CLI, check_target
    from frontend import jit
    from frontend.jit import build_root
    _check_chip(chip)
    automatic = check_target(target, CLI, automatic=True) is None
    if stop_after is not None:
        if target != "gpu":  # (left out too: a stopped build names its target)
            raise Exit("error: --stop-after names a GPU pass: use it with --target gpu", code=1)
        from pipeline.gpu import check_pass
        from pipeline.pipelines import FRONT_STAGES
        check_pass(stop_after, FRONT_STAGES)
    if not model and (buckets or fused):
        given = " and ".join(f for f, v in (("--buckets", buckets), ("--fused", fused)) if v)
        verb = "need" if buckets and fused else "needs"
        raise Exit(f"error: {given} {verb} --model (GPT-2's programs; without --model, build compiles the examples)",
                   code=1)
    if model and program:
        raise Exit("error: give --model (GPT-2's programs) or --program (one example), not both", code=1)
    if automatic:  # as run: the GPU's programs when there is one, said either way
        target = _target(None)  # (it says when it falls back to the CPU)
        if target == "gpu":
            print("note: a CUDA GPU is present, building for --target gpu", file=sys.stderr)
    chip = _chip(chip, target)
    if model:
        from gpt2.model import CompiledGPT2
        from gpt2.weights import locate, stand_in_params
        config = locate(model).config  # config.json only: no weights are read
        # Tracing needs only shapes and dtypes: zero-strided stand-ins for the weights, nothing runs.
        params = stand_in_params(config, dtype)
        compiled = CompiledGPT2(config, params, target=target, chip=chip, fused=fused, place_weights=False,
                                cache=not no_cache)
        new_tokens = _int("--tokens", tokens) if tokens is not None else 10
        start = time.perf_counter()
        for n in _progress(_buckets(buckets, config.n_ctx), desc=f"building {config.name} ({target})", unit="length"):
            compiled.build(n, min(new_tokens, config.n_ctx - n) or 1, intermediates, stop_after=stop_after)
        if compiled.root.is_dir():
            size = sum(p.stat().st_size for p in compiled.root.rglob("*") if p.is_file())
            print(f"built {config.name} for --target {target}" + (f" --chip {chip}" if target == "gpu" else "")
                  + f" in {time.perf_counter() - start:.1f} s: {size / 2**20:.0f} MB in {compiled.root}", file=sys.stderr)
        return
    from examples import PROGRAMS
    import numpy as np
    names = [program] if program else list(PROGRAMS)
    for name in names:
        if name not in PROGRAMS:
            raise Exit(f"error: unknown program {name!r}; choose from {', '.join(PROGRAMS)}", code=1)
    for name in _progress(names, desc=f"building examples ({target})", unit="program") if len(names) > 1 else names:
        ex = PROGRAMS[name]
        args = ex.make_inputs(np.random.default_rng(0))
        # One folder per chip on the GPU, as for GPT-2's programs: two chips' builds sit side by side.
        folder = build_root() / target / (chip if target == "gpu" else "") / name
        jit(ex.fn, name=name).compile(*args, target=target, chip=chip, build_dir=folder, stop_after=stop_after,
                                      **ex.static)


def _prompt_ids(prompt, prompt_ids, tokens: int, config) -> list[int]:
    """The prompt's token ids from --prompt text or --prompt-ids, checked against the model's context
    and vocabulary before anything is loaded."""
    from contract.options import CLI
    from gpt2.prompt import check_length, encode_prompt
    if prompt is not None and prompt_ids is not None:
        raise Exit("error: give the prompt as --prompt text or as --prompt-ids, not both", code=1)
    if prompt_ids is not None:
        prompt = [_int("--prompt-ids", t.strip()) for t in prompt_ids.split(",") if t.strip()]
    ids = encode_prompt(prompt, config.n_vocab, CLI)
    check_length(len(ids), tokens, config.n_ctx, CLI)
    return ids


def _common(prompt, prompt_ids, tokens, target, model, weights, weights_seed, chip, fused, check=None, cache=True,
            allow_nonfinite=False, dtype="float32"):
    """Everything run and verify share: find the checkpoint (config.json only), check the prompt and
    `check(config)` before loading anything, pick the target, load the weights."""
    from gpt2.weights import check_dtype, locate
    _check_chip(chip)
    check_dtype(dtype)
    located = locate(model, weights)
    ids = _prompt_ids(prompt, prompt_ids, tokens, located.config)
    if check is not None:
        check(located.config)
    target = _target(target)
    chip = _chip(chip, target)
    start = time.perf_counter()
    params, gpt = _model(located, weights_seed, target, chip, fused, cache=cache, allow_nonfinite=allow_nonfinite,
                         dtype=dtype)
    return ids, target, located, params, gpt, time.perf_counter() - start


def _build_for(compiled, ids, tokens, intermediates=False):
    """Compile what generating `tokens` after `ids` runs; returns the seconds and the plan's
    (padded length, cache capacity) pairs as text, e.g. ['16/c64', '1/c64']."""
    from gpt2.model import plan_names
    start = time.perf_counter()
    plan = compiled.build(len(ids), tokens, intermediates)
    return time.perf_counter() - start, plan_names(plan)


RUN_HELP = {"prompt": "text to continue", "tokens": "how many tokens to generate (at most)", "target": "cpu or gpu "
            "(default: gpu if present)", "model": "a known size (gpt2, gpt2-medium, gpt2-large, gpt2-xl, tiny), a "
            "Hugging Face directory, or a model name in the Hugging Face cache (distilgpt2, ...); default gpt2",
            "weights": "a Hugging Face directory (config.json + model.safetensors)", "seed": "seed of the random "
            "weights used when no pretrained ones are found", "json": "write results to this JSON file",
            "fused": "whole-model program", "chip": "GPU chip for the PTX (default: the GPU present, else sm_75, which runs on any newer card)",
            "dtype": "what the weights are stored in: float32 (default), float16 or bfloat16 (half the bytes; products "
                     "widen them as they read them, activations stay float32)"}
# Options of run and verify only (bench takes RUN_HELP's keys, and invoke refuses help for missing options).
CHECKPOINT_HELP = {"weights_seed": "seed of the random weights used when no pretrained ones are found (default 0)",
                   "no_cache": "recompute the padded sequence for every token instead of decoding with a KV cache",
                   "prompt_ids": "the prompt as comma-separated token ids (e.g. 464,3290), instead of --prompt",
                   "allow_nonfinite_weights": "load a checkpoint holding NaN or Inf (refused by default); run then "
                                              "stops when the logits are not finite, verify names where they appear"}


def _optional(parse, option: str, text):
    return None if text is None else parse(option, text)


def _prompts_file(path) -> list[str]:
    """--prompts-file: one prompt a line, UTF-8 (- reads stdin)."""
    lines = _text_file("--prompts-file", path, "a text file with one prompt a line").splitlines()
    if not lines:
        raise Exit(f"error: --prompts-file {path} is empty: write one prompt a line", code=1)
    return lines


@task(auto_shortflags=False,  # run has more options than letters to spare: long names only
      iterable=["prompt"],
      help=dict(RUN_HELP, **CHECKPOINT_HELP, seed="seed of sampling (default: a fresh one, recorded in --json)",
                temperature="0 = greedy (default); above 0 samples",
                top_k="sample from the k most likely tokens (0 = off)",
                top_p="sample from the smallest set of most likely tokens whose probability reaches P (1 = off)",
                ignore_eos="go on after <|endoftext|> (default: stop there)",
                prompt="text to continue; repeat it for many prompts at once (a batch)",
                prompts_file="many prompts at once, one a line (- reads stdin); each completion is printed "
                             "under its prompt's index"))
@user_errors
def run(c, prompt=None, tokens="10", target=None, model=None, weights=None, seed=None, weights_seed=None,
        temperature="0", top_k=None, top_p=None, chip=None, fused=False, ignore_eos=False, prompt_ids=None,
        no_cache=False, json=None, allow_nonfinite_weights=False, dtype="float32", prompts_file=None):
    """Generate a continuation of --prompt with the compiled model (a thin layer over gpt2.api.GPT2)."""
    prompts = list(prompt or [])
    if prompts_file is not None:
        if prompts or prompt_ids is not None:
            raise Exit("error: give the prompts as --prompts-file or as --prompt, not both", code=1)
        prompts = _prompts_file(prompts_file)
    if len(prompts) > 1 or prompts_file is not None:
        if prompt_ids is not None:
            raise Exit("error: --prompt-ids gives one prompt: use --prompt for each of many", code=1)
        if no_cache:
            raise Exit("error: many prompts decode with the KV cache: leave out --no-cache", code=1)
        return _run_batch(prompts, tokens, target, model, weights, seed, weights_seed, temperature, top_k, top_p,
                          chip, fused, ignore_eos, json, allow_nonfinite_weights, dtype)
    prompt = prompts[0] if prompts else None
    if prompt is None and prompt_ids is None:
        raise Exit('error: give the text to continue with --prompt "..." (or token ids with --prompt-ids)', code=1)
    tokens, temperature = _int("--tokens", tokens), _number("--temperature", temperature)
    # checked where the API checks them (Sampling.checked, weights.load), in the command line's words
    seed, weights_seed = _optional(_int, "--seed", seed), _optional(_int, "--weights-seed", weights_seed)
    top_k, top_p = _optional(_int, "--top-k", top_k), _optional(_number, "--top-p", top_p)
    json = _json_file(json)
    from contract.options import CLI
    from gpt2.api import decode
    from gpt2.model import plan_names
    from gpt2.sampling import Sampling
    sampling = None

    def check(config):
        nonlocal sampling
        sampling, warned = Sampling.checked(temperature, top_k, top_p, seed, n_vocab=config.n_vocab, spelling=CLI)
        for warning in warned:
            print(f"warning: {warning}", file=sys.stderr)

    ids, target, located, _, model, load = _common(prompt, prompt_ids, tokens, target, model, weights,
                                                   weights_seed, chip, fused, check, cache=not no_cache,
                                                   allow_nonfinite=allow_nonfinite_weights, dtype=dtype)
    start = time.perf_counter()
    plan = model.prepare(len(ids), tokens)  # padded lengths, or (length, KV cache capacity) pairs
    build_s = time.perf_counter() - start
    lengths = plan_names(plan)
    print(f"target {target}, lengths {lengths}: build {build_s:.1f} s, load {load:.1f} s", file=sys.stderr)
    sys.stdout.write(prompt if prompt is not None else decode(ids))

    def show(piece):
        sys.stdout.write(piece)
        sys.stdout.flush()

    try:
        out = model.generate(ids, tokens, sampling=sampling, stop_at_eos=not ignore_eos, stream=show)
    finally:  # the text so far ends its line, also when generation stops with an error
        print(flush=True)
    t = out.token_seconds
    eos = " (stopped at <|endoftext|>; --ignore-eos goes on)" if out.stopped_at_eos else ""
    print(f"{len(t)} tokens: first {t[0] * 1000:.1f} ms, then median {_median(t[1:] or t) * 1000:.1f} ms/token{eos}",
          file=sys.stderr)
    if json:
        record = dict(out.as_json(), **model.describe(), lengths=lengths,
                      timings=dict(out.timings, load_s=load, build_s=build_s))
        Path(json).write_text(_json_dumps(record))


def _run_batch(prompts, tokens, target, model, weights, seed, weights_seed, temperature, top_k, top_p, chip, fused,
               ignore_eos, json, allow_nonfinite, dtype):
    """invoke run with many prompts: one batch (a continuous one past 64 prompts), each completion
    printed under its prompt's index once all are done."""
    from contract.options import CLI
    from gpt2.prompt import check_length, encode_prompt
    from gpt2.sampling import Sampling
    from gpt2.weights import check_dtype, locate
    tokens, temperature = _int("--tokens", tokens), _number("--temperature", temperature)
    seed, weights_seed = _optional(_int, "--seed", seed), _optional(_int, "--weights-seed", weights_seed)
    top_k, top_p = _optional(_int, "--top-k", top_k), _optional(_number, "--top-p", top_p)
    json = _json_file(json)
    _check_chip(chip)
    check_dtype(dtype)
    located = locate(model, weights)
    config = located.config
    ids = []
    for i, text in enumerate(prompts):  # every prompt checked before anything is loaded
        try:
            ids.append(encode_prompt(text, config.n_vocab, CLI))
            check_length(len(ids[-1]), tokens, config.n_ctx, CLI)
        except Exception as e:
            from contract.errors import Gpt2MlirError
            if not isinstance(e, Gpt2MlirError):
                raise
            raise Exit(f"error: prompt {i}: {e.command_line_message()}", code=1) from None
    sampling, warned = Sampling.checked(temperature, top_k, top_p, seed, n_vocab=config.n_vocab, spelling=CLI)
    for warning in warned:
        print(f"warning: {warning}", file=sys.stderr)
    target = _target(target)
    chip = _chip(chip, target)
    start = time.perf_counter()
    _, gpt = _model(located, weights_seed, target, chip, fused, allow_nonfinite=allow_nonfinite, dtype=dtype)
    load = time.perf_counter() - start
    start = time.perf_counter()
    outs = gpt.generate(ids, tokens, sampling=sampling, stop_at_eos=not ignore_eos)
    seconds = time.perf_counter() - start
    build_s = outs[0].build_seconds
    for i, out in enumerate(outs):
        print(f"[{i}] {out.full_text}")
    made = sum(len(o.generated_ids) for o in outs)
    print(f"{len(outs)} prompts, {made} tokens in {seconds - build_s:.2f} s ({made / max(seconds - build_s, 1e-9):.1f} "
          f"tokens/s; build {build_s:.1f} s, load {load:.1f} s)", file=sys.stderr)
    if json:
        Path(json).write_text(_json_dumps(dict(gpt.describe(), records=[dict(index=i, **o.as_json())
                                                                          for i, o in enumerate(outs)])))


def _number(option: str, text) -> float:
    # Float options are taken as strings: invoke would otherwise read "--tolerance" as a flag.
    try:
        return float(text)
    except ValueError:
        raise Exit(f"error: {option} wants a number, got {text!r}", code=1) from None


def _int(option: str, text) -> int:
    try:
        return int(text)
    except ValueError:
        raise Exit(f"error: {option} wants a whole number, got {text!r}", code=1) from None


def _seed(option: str, text) -> int:
    """bench's --seed (of the weights and the inputs): a whole number >= 0, checked where the weights'
    seed is (gpt2.weights.check_seed)."""
    from gpt2.weights import check_seed
    return check_seed(_int(option, text), option, option)


def _json_file(path):
    """--json's file, checked before any work: a file name in a folder that exists and can be
    written (the results would otherwise be lost after the whole run)."""
    if path is None:
        return None
    import tempfile
    target = Path(path).expanduser()
    if target.is_dir():
        raise Exit(f"error: --json {path} is a folder: give a file name, e.g. --json {target / 'out.json'}", code=1)
    folder = target.parent
    if not folder.is_dir():
        what = "is a file" if folder.exists() else "does not exist"
        raise Exit(f"error: --json {path}: the folder {folder} {what}; give a file in an existing folder", code=1)
    try:
        if target.exists():
            with open(target, "a"):  # appends nothing: only checks that it can be written
                pass
        else:
            with tempfile.NamedTemporaryFile(dir=folder, prefix=".json-check-"):
                pass
    except OSError as e:
        raise Exit(f"error: --json {path} cannot be written ({e.strerror or e}); give a writable file", code=1) from None
    return target


def _json_dumps(obj) -> str:
    return json.dumps(obj, indent=1)


def _median(values):
    v = sorted(values)
    return v[len(v) // 2]


@task(help=dict({k: v for k, v in RUN_HELP.items() if k != "seed"}, **CHECKPOINT_HELP,
               prompt="text to continue (default: the Alan Turing sentence)", seed="refused: verify does not sample",
               tolerance="largest allowed |compiled - reference| (fp32: 1e-4)"))
@user_errors
def verify(c, prompt=None, tokens="10", target=None, model=None, weights=None, weights_seed=None, chip=None,
           fused=False, tolerance="1e-4", prompt_ids=None, seed=None, no_cache=False, json=None,
           allow_nonfinite_weights=False, dtype="float32"):
    """Run compiled model and NumPy reference on the same weights; compare every step (greedy)."""
    if seed is not None:
        raise Exit("error: verify decodes greedily, so --seed (of sampling) has no effect; --weights-seed seeds "
                   "the random weights", code=1)
    tokens, tolerance = _int("--tokens", tokens), _number("--tolerance", tolerance)
    weights_seed = _optional(_int, "--weights-seed", weights_seed)  # checked by weights.load
    json = _json_file(json)
    from contract.options import CLI
    from gpt2.generate import check_tolerance
    check_tolerance(tolerance, CLI)  # before anything is built
    if prompt is None and prompt_ids is None:
        prompt = "Alan Turing theorized that computers would one day become"
    from gpt2.generate import verify as run_verify
    ids, target, located, params, model, load = _common(prompt, prompt_ids, tokens, target, model, weights,
                                                        weights_seed, chip, fused, cache=not no_cache,
                                                        allow_nonfinite=allow_nonfinite_weights, dtype=dtype)
    compiled = model.compiled
    build_s, lengths = _build_for(compiled, ids, int(tokens), intermediates=True)
    start = time.perf_counter()
    with _progress(total=int(tokens), desc=f"verifying on {target}", unit="token") as bar:
        result = run_verify(compiled, params, ids, int(tokens), tolerance, progress=bar)
    run_s = time.perf_counter() - start
    print(result.table())
    print(f"target {target}{' (fused)' if fused else ''}, model {model.name}, lengths {lengths}: build {build_s:.1f} s, "
          f"load {load:.1f} s, {int(tokens)} verified steps {run_s:.1f} s")
    cost = None
    if dtype != "float32":  # what half precision costs: the same reference on float32 weights
        from gpt2.generate import precision_cost
        from gpt2.weights import load
        wide = load(located, 0 if weights_seed is None else weights_seed, allow_nonfinite_weights, "float32")
        cost = precision_cost(located.config, params, wide, ids)
        print("\n".join(cost.lines()))
    if json:
        Path(json).write_text(_json_dumps(dict(result.as_json(), **model.describe(), prompt_ids=ids,
                                               lengths=lengths, build_seconds=build_s, load_seconds=load,
                                               run_seconds=run_s, precision_cost=cost and cost.as_json())))
    if not result.passed:
        raise Exit("verify: FAILED: " + "; ".join(result.failures()), code=1)
    print("verify: passed")


def _score_text(text, file) -> str:
    """--text, or the UTF-8 contents of --file (- reads stdin): exactly one of them."""
    if (text is None) == (file is None):
        raise Exit('error: give the text to score with --text "..." or --file FILE, one of them', code=1)
    if text is not None:
        return text
    return _text_file("--file", file, "a text file to score")


def _text_file(option: str, path, wanted: str) -> str:
    """The UTF-8 text of an option's file (- reads stdin), or one line naming what is wrong."""
    try:
        data = sys.stdin.buffer.read() if path == "-" else Path(path).expanduser().read_bytes()
    except FileNotFoundError:
        raise Exit(f"error: {option} {path} does not exist: give {wanted}", code=1) from None
    except OSError as e:
        raise Exit(f"error: {option} {path} cannot be read ({e.strerror or e})", code=1) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise Exit(f"error: {option} {path} is not UTF-8 text (byte {e.start}): convert it to UTF-8", code=1) from None


@task(help={k: v for k, v in dict(RUN_HELP, **CHECKPOINT_HELP).items() if k not in ("prompt", "seed", "no_cache", "tokens",
                                                                                         "prompt_ids")}
      | {"text": "the text to score", "file": "score this UTF-8 file's text instead (- reads stdin)",
         "stride": "tokens between windows over a text longer than the context (default: half the context)",
         "json": "write every token's log-probability, the perplexity and the settings to this JSON file"})
@user_errors
def score(c, text=None, file=None, stride=None, target=None, model=None, weights=None, weights_seed=None, chip=None,
          fused=False, json=None, allow_nonfinite_weights=False, dtype="float32"):
    """Perplexity of a text under the model, every token's log-probability with --json (windows of the
    context, --stride apart, over a longer text)."""
    text = _score_text(text, file)
    stride = _optional(_int, "--stride", stride)
    weights_seed = _optional(_int, "--weights-seed", weights_seed)
    json = _json_file(json)
    from gpt2.score import check_stride, default_stride, text_ids
    from gpt2.weights import check_dtype, locate
    _check_chip(chip)
    check_dtype(dtype)
    located = locate(model, weights)
    n_ctx = located.config.n_ctx
    ids = text_ids(text, located.config.n_vocab)  # checked before anything is loaded
    stride = default_stride(n_ctx) if stride is None else check_stride(stride, n_ctx, "--stride")
    target = _target(target)
    chip = _chip(chip, target)
    _, gpt = _model(located, weights_seed, target, chip, fused, allow_nonfinite=allow_nonfinite_weights, dtype=dtype)
    start = time.perf_counter()
    result = gpt.score(ids, stride=stride)
    seconds = time.perf_counter() - start
    print(f"perplexity {result.perplexity:.4f} (mean negative log-likelihood {result.nll:.6f}) over "
          f"{len(result.logprobs)} scored tokens of {len(result.ids)}")
    print(f"windows of {result.window} tokens, stride {result.stride}: {result.windows} window"
          f"{'s' * (result.windows != 1)}, {seconds:.1f} s on {target}", file=sys.stderr)
    if json:
        Path(json).write_text(_json_dumps(dict(result.as_json(), **gpt.describe(), seconds=seconds)))


@task(name="ptx-lint", help={"chip": "comma-separated chips to assemble for (default sm_75,sm_90)"})
@user_errors
def ptx_lint(c, chip="sm_75,sm_90"):
    """Assemble every built PTX with ptxas; table of registers, shared memory and spills."""
    from frontend.jit import build_root
    from pipeline.ptxlint import check_chips, format_table, lint
    chips = check_chips(chip)  # like build's --chip: an unknown chip is one error line, before anything runs
    files = sorted((build_root() / "gpu").glob("**/kernels/*.ptx"))
    if not files:
        print("no PTX built yet: building the six examples for the GPU first", file=sys.stderr)
        build(c, target="gpu")
        files = sorted((build_root() / "gpu").glob("**/kernels/*.ptx"))
    rows = lint(files, chips)
    print(format_table(rows))
    print(f"ptx-lint: {len(files)} PTX files, {len(rows)} kernel builds, all assembled")


@task(help={"k": "only tests matching this expression", "gpu": "only the GPU tests"})
def test(c, k=None, gpu=False):
    """Run the test suite (GPU tests skip cleanly without a GPU), from any directory."""
    import shlex
    tests = ROOT / "tests"
    if not tests.is_dir():
        raise Exit(f"error: the test suite is not here ({tests}): it lives in the checkout; install it with "
                   "`pip install -e .` from there", code=1)
    args = ["-q"] + (["-k", k] if k else []) + (["-m", "gpu"] if gpu else [])
    with c.cd(str(ROOT)):
        c.run(shlex.join([sys.executable, "-m", "pytest", *args]), pty=False)


@task(help=dict({k: v for k, v in RUN_HELP.items() if k not in ("weights", "fused")},
               prompt=f"text to continue (per-token bench; default: {bench_decode.PROMPT!r})",
               tokens=f"tokens to generate (per-token bench; default {bench_decode.TOKENS})",
               modes=f"per-token bench, comma-separated (default {bench_decode.DEFAULT_MODES}): "
                     + ", ".join(bench_decode.MODES),
               profile="GPU: time every kernel with CUDA events and print where the time goes",
               seed="seed of the random weights (and of the forward/kernel bench's inputs)",
               lengths="forward bench instead: one forward of each length, e.g. 16,64,256,1024 (the whole-model "
                       "program without KV cache, beside Hugging Face eager and torch.compile when torch is installed)",
               kernels="kernel bench instead: every matmul shape of a forward at --length tokens, ours vs torch.matmul",
               length="with --kernels: tokens of the forward whose matmuls are timed (default 1024, or the context)",
               repeats="with --lengths/--kernels: timed runs after 3 warm-up ones (default 20)",
               build_only="with --lengths/--kernels: compile what the bench runs (default --target gpu) and stop; "
                          "no GPU needed",
               plot="with --lengths: also draw ms against length to this PNG (needs matplotlib: "
                    'pip install -e ".[plot]")',
               no_torch="with --lengths/--kernels: time ours alone, even when torch is installed",
               variant="with --kernels: force this matmul kernel (pipeline/kernels/, e.g. matmul_2d_reg128) on "
                       "every matmul it can compute",
               busy="per-token or forward (--lengths) bench: run it again with this many CPU cores kept busy (`yes > /dev/null`, as another "
                    "job on a shared machine) and print both medians and their ratio",
               batch="many prompts at once instead: tokens/s for each batch size, e.g. 1,8,32,64 (whole-model "
                     "program), beside Hugging Face generate on the same prompts (left padding) when torch is installed",
               json="write results to this JSON file"))
@user_errors
def bench(c, prompt=None, tokens=None, target=None, model="gpt2", seed="0", chip=None, modes=None, json=None,
          profile=False, lengths=None, kernels=False, length=None, repeats=None, build_only=False, plot=None,
          no_torch=False, variant=None, busy=None, dtype="float32", batch=None):
    """Time the compiled model beside NumPy and PyTorch: per token, per forward (--lengths), per matmul (--kernels).

    Per-token latency of greedy generation side by side (compiled modes, NumPy, PyTorch); with --lengths, one
    forward per length beside Hugging Face; with --kernels, the forward's matmuls."""
    if variant is not None and not kernels:
        raise Exit("error: --variant forces a kernel of the matmul bench: use it with --kernels", code=1)
    from gpt2.weights import check_dtype
    check_dtype(dtype)
    if batch is not None:
        return _bench_batch(batch, tokens, target, model, seed, chip, json, repeats, no_torch, dtype, build_only,
                            profile, [n for n, v in (("modes", modes), ("prompt", prompt), ("lengths", lengths),
                                                     ("kernels", kernels), ("busy", busy)) if v])
    if dtype != "float32" and kernels:
        raise Exit("error: --dtype goes with the per-token bench and the forward's (--lengths)", code=1)
    if lengths is not None or kernels:
        if busy is not None and kernels:
            raise Exit("error: --busy goes with the per-token bench (--modes) or the forward's (--lengths), not with "
                       "--kernels", code=1)
        return _bench_forward_or_kernels(prompt, tokens, modes, target, model, seed, chip, json, profile, lengths,
                                         kernels, length, repeats, build_only, plot, no_torch, variant, busy, dtype)
    given = [f"--{n}" for n, v in (("length", length), ("repeats", repeats), ("build-only", build_only),
                                   ("plot", plot), ("no-torch", no_torch)) if v]
    if given:
        raise Exit(f"error: {', '.join(given)} {'goes' if len(given) == 1 else 'go'} with --lengths or --kernels "
                   "(the per-token bench takes --modes, --prompt, --tokens)", code=1)
    from contract.options import CLI
    from gpt2.prompt import check_length, encode_prompt
    from gpt2.weights import load_params
    tokens, seed = _int("--tokens", bench_decode.TOKENS if tokens is None else tokens), _seed("--seed", seed)
    json = _json_file(json)
    busy = _optional(_int, "--busy", busy)
    if busy is not None and not 1 <= busy <= (os.cpu_count() or 1):
        raise Exit(f"error: --busy wants a number of cores from 1 to {os.cpu_count()} (got {busy})", code=1)
    mode_list = bench_decode.parse_modes(bench_decode.DEFAULT_MODES if modes is None else modes)  # before loading
    if "fused-mega" in mode_list and _target(target) != "gpu":
        raise Exit("error: --modes fused-mega runs on the GPU only: use --target gpu", code=1)
    config, params, source = load_params(model, None, seed, dtype=dtype)
    source += "" if dtype == "float32" else f", stored as {dtype}"
    ids = encode_prompt(bench_decode.PROMPT if prompt is None else prompt, config.n_vocab, CLI)
    check_length(len(ids), tokens, config.n_ctx, CLI)
    target = _target(target)
    chip = _chip(chip, target)
    print(f"weights: {source}", file=sys.stderr)
    result = bench_decode.decode_bench(config, params, ids, tokens, mode_list, target, chip, profile)
    print(bench_decode.format_decode(result, model, len(ids), tokens))
    record = dict(result["results"], model=model, target=target, same_tokens=result["same_tokens"], dtype=dtype)
    if busy:
        with bench_decode.busy_cores(busy):
            loaded = bench_decode.decode_bench(config, params, ids, tokens, mode_list, target, chip, profile)
        print(f"\nagain with {busy} of {os.cpu_count()} CPU cores kept busy:")
        print(bench_decode.format_decode(loaded, model, len(ids), tokens))
        lines, table = bench_decode.busy_comparison(result, loaded, busy)
        print("\nmedian ms per token, idle and busy:\n" + "\n".join(lines))
        record["busy"] = dict(table, cores=busy, results=loaded["results"])
    if json:
        Path(json).write_text(_json_dumps(record))


def _bench_batch(batch, tokens, target, model, seed, chip, json, repeats, no_torch, dtype, build_only, profile,
                 others):
    """invoke bench --batch: gpt2/bench_batch.py."""
    if others:
        raise Exit(f"error: --batch times many prompts at once; {', '.join('--' + n for n in others)} "
                   f"{'belongs' if len(others) == 1 else 'belong'} to another bench", code=1)
    from gpt2 import bench_batch
    from gpt2.weights import load_params
    sizes = bench_batch.parse_batches(batch)
    tokens = _int("--tokens", tokens if tokens is not None else "20")
    repeats = _int("--repeats", repeats if repeats is not None else "3")
    json = _json_file(json)
    seed = _seed("--seed", seed)
    if build_only:  # compile what the bench runs (the GPU's programs, by default) and stop: no GPU needed
        from gpt2.weights import get_config
        target = target or "gpu"
        chip = _chip(chip, target)
        bench_batch.build(get_config(model), sizes, tokens, target, chip, dtype)
        return
    target = _target(target)
    if profile and target != "gpu":
        raise Exit("error: --profile times the GPU's kernels; the batch bench on --target cpu has none", code=1)
    config, params, source = load_params(model, None, seed, dtype=dtype)
    chip = _chip(chip, target)
    print(f"weights: {source}", file=sys.stderr)
    results = bench_batch.batch_bench(config, params, sizes, tokens, target, chip, repeats, torch_too=not no_torch,
                                      profile=profile)
    print(bench_batch.format_batch(results, model, tokens, target))
    if json:
        Path(json).write_text(_json_dumps({"model": model, "target": target, "dtype": dtype, "tokens": tokens,
                                           "batches": {str(b): r for b, r in results.items()}}))


def _bench_forward_or_kernels(prompt, tokens, modes, target, model, seed, chip, json, profile, lengths, kernels, length,
                              repeats, build_only, plot, no_torch, variant=None, busy=None, dtype="float32"):
    """invoke bench --lengths / --kernels (gpt2/bench.py): options checked before anything is loaded."""
    from gpt2 import bench as gb
    from gpt2.weights import load, locate
    if lengths is not None and kernels:
        raise Exit("error: give --lengths (the forward bench) or --kernels (the matmul bench), not both", code=1)
    mode = "--kernels" if kernels else "--lengths"
    given = [f"--{n}" for n, v in (("modes", modes), ("prompt", prompt), ("tokens", tokens)) if v is not None]
    if given:
        raise Exit(f"error: {', '.join(given)} {'belongs' if len(given) == 1 else 'belong'} to the per-token bench, "
                   f"not to {mode}", code=1)
    if kernels and plot:
        raise Exit("error: --plot draws the forward bench: use it with --lengths", code=1)
    if length is not None and not kernels:
        raise Exit("error: --length goes with --kernels (the forward bench takes --lengths)", code=1)
    seed = _seed("--seed", seed)
    json = _json_file(json)
    busy = _optional(_int, "--busy", busy)
    if busy is not None and not 1 <= busy <= (os.cpu_count() or 1):
        raise Exit(f"error: --busy wants a number of cores from 1 to {os.cpu_count()} (got {busy})", code=1)
    located = locate(model)  # config.json only: no weights are read yet
    config = located.config
    sizes = gb.parse_lengths(lengths, config.n_ctx) if not kernels else [gb.parse_length(length, config.n_ctx)]
    count = gb.parse_repeats(20 if repeats is None else repeats)
    if build_only:
        from contract.options import CLI, check_target
        target = check_target(target, CLI, automatic=True) or "gpu"  # compiling needs no GPU
        if profile or plot or json:
            raise Exit("error: --build-only only compiles: --profile, --plot and --json need a run", code=1)
        chip = _chip(chip, target)
        built = (gb.build_kernels(config, sizes[0], target, chip, variant) if kernels
                 else gb.build_forward(config, sizes, target, chip, dtype))
        print(f"built {len(built)} programs for --target {target}" + (f" --chip {chip}" if target == "gpu" else "")
              + f" under {Path(built[0]).parent}")
        return
    if plot:
        gb.pyplot()  # a missing matplotlib is found before anything runs
    target = _target(target)
    chip = _chip(chip, target)
    if profile and target != "gpu":
        print("warning: --profile times GPU kernels: it has no effect with --target cpu", file=sys.stderr)
    available, note = gb.torch_status()
    if not available and not no_torch:
        print(f"note: {note}: timing ours alone (pip install torch transformers for the PyTorch columns)",
              file=sys.stderr)
    if kernels:
        result = gb.kernel_bench(config, sizes[0], target, chip, count, with_torch=not no_torch, seed=seed,
                                 variant=variant)
        print(gb.format_kernels(result))
    else:
        params = load(located, seed, dtype=dtype)
        print(f"weights: {located.describe(seed)}" + ("" if dtype == "float32" else f", stored as {dtype}"),
              file=sys.stderr)
        result = gb.forward_bench(config, params, sizes, target, chip, count, profile=profile,
                                  with_torch=not no_torch, seed=seed)
        result["weights"], result["dtype"] = located.describe(seed), dtype
        print(gb.format_forward(result))
        if busy:
            with bench_decode.busy_cores(busy):
                loaded = gb.forward_bench(config, params, sizes, target, chip, count, profile=profile,
                                          with_torch=not no_torch, seed=seed)
            print(f"\nagain with {busy} of {os.cpu_count()} CPU cores kept busy:")
            print(gb.format_forward(loaded))
            print(f"\nours, median ms of one forward, idle and with {busy} busy:")
            result["busy"] = {"cores": busy, "rows": loaded["rows"]}
            for idle_row, busy_row in zip(result["rows"], loaded["rows"]):
                ratio = busy_row["ours_ms"] / idle_row["ours_ms"]
                print(f"  {idle_row['length']:>5} tokens {idle_row['ours_ms']:10.1f} {busy_row['ours_ms']:10.1f} {ratio:6.2f}x")
    if json:
        gb.write_json(result, json)
    if plot:
        gb.write_plot(result, plot)
        print(f"plot: {plot}")


if __name__ == "__main__":  # python -m tasks ...: the same as gpt2-mlir
    main()
