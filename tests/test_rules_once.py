"""The application layer states each rule once and both front doors use it: a sampling setting,
the context, the target are refused by one check that speaks the caller's words (`--top-k` on the
command line, `top_k` in Python); one generation loop serves every mode and ends at the end of
text in each; the decoder needs only CompiledGPT2's public methods.

CPU target, the "tiny" model with random weights; the command line is run in-process through the
console command's own parser (tasks.main), so its exit code and stderr are the user's.
"""
from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import numpy as np
import pytest

from conftest import gpu_tests_build

import tasks
from contract.options import API, CLI, TargetError, check_target
from gpt2 import GPT2, reference
from gpt2.generate import generate
from gpt2.model import CompiledGPT2, Decoder, PromptError, Recompute
from gpt2.prompt import check_length
from gpt2.sampling import Sampling
from gpt2.weights import CONFIGS, random_params

TINY = CONFIGS["tiny"]
PROMPT = [3, 141, 59, 26, 535]  # token ids: GPT-2's vocabulary, well inside the context


@pytest.fixture(scope="module")
def params():
    return random_params(TINY, 11)


@pytest.fixture(scope="module")
def greedy(params):
    """The reference's greedy continuation of PROMPT, 8 tokens."""
    ids = list(PROMPT)
    for _ in range(8):
        ids.append(int(np.argmax(reference.gpt2(np.array(ids), params, n_head=TINY.n_head)[-1])))
    return ids[len(PROMPT):]


def cli(capsys, *args) -> tuple[int, list[str]]:
    """(exit code, stderr lines) of `gpt2-mlir run --model tiny --target cpu ARGS`."""
    with pytest.raises(SystemExit) as e:
        tasks.main(["gpt2-mlir", "run", "--model", "tiny", "--target", "cpu", *args])
    return e.value.code, capsys.readouterr().err.splitlines()


# --- one check per sampling setting, in the caller's words -----------------------------------------------

# (API keywords, command-line flags, the one line the API raises)
BAD_SETTINGS = [
    ({"temperature": -1.0}, ["--temperature", "-1"], "temperature must be a finite number >= 0 (got -1.0); "
                                                      "0 means greedy"),
    ({"temperature": float("nan")}, ["--temperature", "nan"], "temperature must be a finite number >= 0 (got nan); "
                                                              "0 means greedy"),
    ({"temperature": 1.0, "top_k": -1}, ["--temperature", "1", "--top-k", "-1"],
     f"top_k must be between 0 (off) and the vocabulary size {TINY.n_vocab} (got -1)"),
    ({"temperature": 1.0, "top_k": TINY.n_vocab + 1}, ["--temperature", "1", "--top-k", str(TINY.n_vocab + 1)],
     f"top_k must be between 0 (off) and the vocabulary size {TINY.n_vocab} (got {TINY.n_vocab + 1})"),
    ({"temperature": 1.0, "top_p": 0.0}, ["--temperature", "1", "--top-p", "0"],
     "top_p must be in (0, 1] (got 0.0); 1 keeps every token"),
    ({"temperature": 1.0, "top_p": 1.5}, ["--temperature", "1", "--top-p", "1.5"],
     "top_p must be in (0, 1] (got 1.5); 1 keeps every token"),
    ({"temperature": 1.0, "seed": -1}, ["--temperature", "1", "--seed", "-1"],
     "seed must be a whole number >= 0 (got -1)"),
]


def in_cli_words(line: str) -> str:
    for name in ("temperature", "top_k", "top_p", "seed"):
        line = line.replace(name + " must", CLI.option(name) + " must")
    return line


@pytest.mark.parametrize("keywords, flags, line", BAD_SETTINGS, ids=[" ".join(f) for _, f, _ in BAD_SETTINGS])
def test_a_bad_sampling_setting_is_one_line_from_the_api_and_the_cli(keywords, flags, line, capsys):
    with pytest.raises(PromptError) as e:
        Sampling.checked(**keywords, n_vocab=TINY.n_vocab)
    assert str(e.value) == line
    code, err = cli(capsys, "--prompt", "Hello", *flags)
    assert code == 1 and err == ["error: " + in_cli_words(line)], err


def test_the_api_refuses_a_bad_setting_with_the_same_line(params):
    model = GPT2(TINY, params, target="cpu", fused=True)
    for keywords, _, line in BAD_SETTINGS:
        with pytest.raises(PromptError) as e:
            model.generate(PROMPT, 1, **keywords)
        assert str(e.value) == line
        with pytest.raises(PromptError) as e:  # the settings as one object are checked the same way
            model.generate(PROMPT, 1, sampling=Sampling(**keywords))
        assert str(e.value) == line


def test_settings_without_effect_warn_once_in_one_wording(capsys):
    settings, warned = Sampling.checked(0, 5, 0.5, 7, n_vocab=TINY.n_vocab)
    assert settings == Sampling(0.0, 5, 0.5, 7) and settings.greedy
    assert warned == ['top_k and top_p and seed have no effect with greedy decoding (temperature=0); '
                      'give a temperature above 0 to sample']
    _, cli_warned = Sampling.checked(0, 5, None, None, n_vocab=TINY.n_vocab, spelling=CLI)
    assert cli_warned == ["--top-k has no effect with greedy decoding (--temperature 0); "
                          "give a temperature above 0 to sample"]
    assert Sampling.checked(0.5, 5, 0.5, 7, n_vocab=TINY.n_vocab)[1] == []
    # top_k 0 means off, as None does; the object records that once.
    assert Sampling.checked(1, 0, None, None, n_vocab=TINY.n_vocab)[0].top_k is None


def test_the_settings_object_and_keywords_generate_the_same(params):
    model = GPT2(TINY, params, target="cpu", fused=True)
    a = model.generate(PROMPT, 4, temperature=1.3, top_k=40, top_p=0.9, seed=5, stop_at_eos=False)
    b = model.generate(PROMPT, 4, sampling=Sampling(1.3, 40, 0.9, 5), stop_at_eos=False)
    assert a.generated_ids == b.generated_ids and a.settings == b.settings
    streamed = model.stream(PROMPT, 4, sampling=Sampling(1.3, 40, 0.9, 5), stop_at_eos=False)
    assert "".join(streamed) == a.text and streamed.output.settings == a.settings
    with pytest.raises(TypeError, match="not both"):
        model.generate(PROMPT, 4, temperature=1.0, sampling=Sampling(1.3))
    with pytest.raises(TypeError, match="must be a gpt2.sampling.Sampling"):
        model.generate(PROMPT, 4, sampling={"temperature": 1.0})
    # Without a seed a sampled generation draws one, recorded so the run repeats.
    c = model.generate(PROMPT, 4, sampling=Sampling(1.3), stop_at_eos=False)
    assert model.generate(PROMPT, 4, sampling=Sampling(1.3, seed=c.settings["seed"]),
                          stop_at_eos=False).generated_ids == c.generated_ids


def test_a_chip_with_the_cpu_target_warns_in_one_wording(capsys):
    with pytest.warns(UserWarning) as record:
        GPT2.from_pretrained("tiny", target="cpu", chip="sm_90")
    assert [str(w.message) for w in record] == ['chip="sm_90" has no effect with target="cpu"']
    tasks._chip("sm_90", "cpu")
    assert capsys.readouterr().err.splitlines() == ["warning: --chip sm_90 has no effect with --target cpu"]


# --- one context check, one target check --------------------------------------------------------------

def test_the_context_check_speaks_both_words(capsys):
    full = f"the prompt (5 tokens) plus {TINY.n_ctx} new tokens exceed the model's context of {TINY.n_ctx} tokens: " \
           "shorten the prompt or ask for fewer tokens"
    for spelling, few in ((API, "max_new_tokens must be at least 1 (got 0)"), (CLI, "--tokens must be at least 1 (got 0)")):
        with pytest.raises(PromptError, match=f"^{few.replace('(', '[(]').replace(')', '[)]')}$"):
            check_length(5, 0, TINY.n_ctx, spelling)
        with pytest.raises(PromptError) as e:
            check_length(5, TINY.n_ctx, TINY.n_ctx, spelling)
        assert str(e.value) == full
    assert check_length(5, TINY.n_ctx - 5, TINY.n_ctx) == TINY.n_ctx - 5
    code, err = cli(capsys, "--prompt-ids", ",".join(map(str, PROMPT)), "--tokens", str(TINY.n_ctx))
    assert code == 1 and err == ["error: " + full]


def test_an_unknown_target_is_named_in_the_callers_words(params, capsys, tmp_path):
    api_line = "unknown target 'tpu': use target=\"cpu\" or target=\"gpu\""
    cli_line = "error: unknown target 'tpu': use --target cpu or --target gpu"
    from frontend import jit
    from pipeline.compile import compile_program
    for call in (lambda: jit(np.negative).compile(np.ones(3, np.float32), target="tpu"),
                 lambda: compile_program("", tmp_path, "tpu", {}),
                 lambda: CompiledGPT2(TINY, params, target="tpu"),
                 lambda: GPT2(TINY, params, target="tpu")):
        with pytest.raises(TargetError) as e:
            call()
        assert str(e.value) == api_line and isinstance(e.value, ValueError)
    with pytest.raises(TargetError, match=r'target=None \(the GPU when there is one\)$'):
        GPT2.from_pretrained("tiny", target="tpu")
    for args in (["run", "--model", "tiny", "--prompt", "Hi", "--target", "tpu"],
                 ["build", "--target", "tpu"],
                 ["bench", "--kernels", "--build-only", "--target", "tpu"]):
        with pytest.raises(SystemExit) as e:
            tasks.main(["gpt2-mlir", *args])
        assert e.value.code == 1 and capsys.readouterr().err.splitlines() == [cli_line], args
    assert check_target(None, automatic=True) is None and check_target("gpu") == "gpu"


def test_asking_for_a_missing_gpu_names_the_cpu_target_in_the_callers_words(capsys):
    from launcher.cuda import NoGpuError, device
    try:
        device()
        pytest.skip("a GPU is present")
    except NoGpuError:
        pass
    with pytest.raises(NoGpuError) as e:
        GPT2.from_pretrained("tiny", target="gpu")
    assert str(e.value).endswith('use target="cpu"') and "--target" not in str(e.value)
    with pytest.raises(SystemExit) as e:
        tasks.main(["gpt2-mlir", "run", "--model", "tiny", "--prompt", "Hi", "--target", "gpu"])
    err = capsys.readouterr().err.splitlines()
    assert e.value.code == 1 and len(err) == 1 and err[0].endswith("use `--target cpu`"), err


# --- one generation loop, every mode ------------------------------------------------------------------

MODES = [(fused, cache) for fused in (False, True) for cache in (True, False)]
MODE_IDS = [("fused" if f else "sublayer") + ("" if c else "-nocache") for f, c in MODES]


@pytest.fixture(scope="module")
def models(module_build_dir, params):
    return {mode: CompiledGPT2(TINY, params, target="cpu", fused=mode[0], cache=mode[1], verbose=False)
            for mode in MODES}


def first_new(tokens: list[int], at_least: int = 2) -> int:
    """The first index from `at_least` on whose token did not come earlier."""
    return next(i for i in range(at_least, len(tokens)) if tokens[i] not in tokens[:i])


@pytest.mark.parametrize("mode", MODES, ids=MODE_IDS)
def test_generation_stops_right_after_the_end_of_text_in_every_mode(models, greedy, mode):
    model = models[mode]
    assert generate(model, PROMPT, 8).generated_ids == greedy  # no stop: the reference's greedy tokens
    # Greedy (the fused step's argmax on the device): random weights repeat one token, so the end
    # of text is the first one, and the generation is that token alone.
    seen = []
    gen = generate(model, PROMPT, 8, stop_at=greedy[0], on_token=seen.append)
    assert gen.generated_ids == seen == greedy[:1] and gen.stopped_at_eos and len(gen.token_seconds) == 1
    # A token that never comes: all 8, not stopped.
    absent = next(t for t in range(TINY.n_vocab) if t not in greedy)
    gen = generate(model, PROMPT, 8, stop_at=absent)
    assert gen.generated_ids == greedy and not gen.stopped_at_eos
    # Sampled (the fused step's logits row, not the device's argmax): the same seed draws the same
    # tokens, and the stop comes right after the chosen end of text there too.
    sampling = Sampling(1.5, seed=3)
    drawn = generate(model, PROMPT, 8, sampling).generated_ids
    k = first_new(drawn)
    gen = generate(model, PROMPT, 8, sampling, stop_at=drawn[k])
    assert gen.generated_ids == drawn[:k + 1] and gen.stopped_at_eos


def test_every_mode_draws_the_same_sampled_tokens(models):
    """One loop and one draw: with the same seed every mode samples the same tokens (their logits
    agree to fp32 rounding, far below the gaps a draw could fall into at these settings)."""
    drawn = {mode: generate(models[mode], PROMPT, 6, Sampling(0.8, top_k=20, seed=9)).generated_ids for mode in MODES}
    assert len({tuple(t) for t in drawn.values()}) == 1, drawn


def test_the_api_stops_at_the_configs_end_of_text(params, greedy, models):
    drawn = generate(models[True, True], PROMPT, 8, Sampling(1.5, seed=4)).generated_ids
    k = first_new(drawn)
    config = dataclasses.replace(TINY, eos_id=drawn[k])  # as a checkpoint's config.json names it
    for fused in (False, True):
        model = GPT2(config, params, target="cpu", fused=fused)
        out = model.generate(PROMPT, 8, temperature=1.5, seed=4)
        assert out.generated_ids == drawn[:k + 1] and out.stopped_at_eos, fused
        streamed = model.stream(PROMPT, 8, temperature=1.5, seed=4)
        assert "".join(streamed) == out.text and streamed.output.generated_ids == drawn[:k + 1]
        assert model.generate(PROMPT, 8, temperature=1.5, seed=4, stop_at_eos=False).generated_ids == drawn


# --- the decoder needs only the model's public methods ----------------------------------------------

class PublicOnly:
    """A CompiledGPT2 seen only through its public attributes: any private one is an error."""

    def __init__(self, model):
        self._model = model

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(f"the decoder reached for the model's private {name}")
        return getattr(self._model, name)


@pytest.mark.parametrize("mode", MODES, ids=MODE_IDS)
def test_decoding_uses_only_the_models_public_methods(models, greedy, mode):
    model = PublicOnly(models[mode])
    decoding = Decoder(model, 64) if mode[1] else Recompute(model)
    feed, got = list(PROMPT), []
    for _ in range(4):
        row, best = decoding.feed(feed)
        got.append(best if best is not None else int(np.argmax(row)))
        feed = [got[-1]]
    assert got == greedy[:4]
    if mode[0] and mode[1]:  # the fused step also hands its logits row over for sampling
        assert int(np.argmax(decoding.logits())) == got[-1]
    out = decoding.forward(feed, intermediates=True)  # verify's use: every quantity, and where its rows start
    assert set(out) >= {"embeddings", "block_0", "logits"} and decoding.first == (len(PROMPT) + 3 if mode[1] else 0)


def test_a_queued_step_takes_its_token_and_position_from_the_last_call(models, greedy, params):
    """Decoder.queue feeds the fused step the [token, position] the last call computed (in device
    memory on the GPU, where generate queues steps ahead): the same tokens as feeding them, and a
    row holding NaN hands on token 0 (in the vocabulary) while its own argmax says n_vocab."""
    decoding = Decoder(models[True, True], 64)
    _, best = decoding.feed(list(PROMPT))
    got, following = [best], []
    for _ in range(4):  # (a step's arrays are the model's two sets in turn: read before the one after next)
        _, best, nxt = decoding.queue().results()
        got.append(int(best[0]))
        following.append(nxt.tolist())
    assert got == greedy[:5] and decoding.pos == len(PROMPT) + 4
    assert following == [[t, len(PROMPT) + 1 + i] for i, t in enumerate(greedy[1:5])]
    broken = params._replace(final_norm=params.final_norm._replace(g=np.full_like(params.final_norm.g, np.nan)))
    decoding = Decoder(CompiledGPT2(TINY, broken, target="cpu", fused=True, verbose=False), 64)
    _, best = decoding.feed(list(PROMPT))
    _, best, following = decoding.queue().results()
    assert best[0] == TINY.n_vocab and following.tolist() == [0, len(PROMPT) + 1]


# --- the same loop on the GPU ----------------------------------------------------------------------------
# A GPU machine has no MLIR: build first where MLIR is installed and carry build/:
#     GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_rules_once.py   # builds, then skips

GPU_BUILD = gpu_tests_build("rules")  # build/tests-gpu only for a GPU machine


@pytest.mark.gpu
@pytest.mark.parametrize("mode", MODES, ids=MODE_IDS)
def test_gpu_generation_stops_right_after_the_end_of_text(params, greedy, mode):
    fused, cache = mode
    if os.environ.get("GPT2_MLIR_PREBUILD"):
        CompiledGPT2(TINY, params, target="gpu", fused=fused, cache=cache, root=GPU_BUILD, verbose=False,
                     place_weights=False).build(len(PROMPT), 8)
        pytest.skip("prebuilt for the GPU machine")
    from launcher.cuda import NoGpuError, device
    try:
        device()
    except NoGpuError as e:
        pytest.skip(str(e))
    model = CompiledGPT2(TINY, params, target="gpu", fused=fused, cache=cache, root=GPU_BUILD, verbose=False)
    assert generate(model, PROMPT, 8).generated_ids == greedy
    gen = generate(model, PROMPT, 8, stop_at=greedy[0])
    assert gen.generated_ids == greedy[:1] and gen.stopped_at_eos
    sampling = Sampling(1.5, seed=3)
    drawn = generate(model, PROMPT, 8, sampling).generated_ids
    k = first_new(drawn)
    gen = generate(model, PROMPT, 8, sampling, stop_at=drawn[k])
    assert gen.generated_ids == drawn[:k + 1] and gen.stopped_at_eos
