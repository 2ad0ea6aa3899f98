"""The Python API (gpt2.api.GPT2) in-process, on the CPU target: checkpoints of any GPT-2 shape
(transformers' own greedy tokens for the stored ones), streaming that never breaks a character,
generation conventions (end of text, seeds, options without effect), model lookup, and refusals.

Programs are built once per module (fused where the mode does not matter: it compiles fastest).
"""
from __future__ import annotations

import dataclasses
import json
import warnings
from pathlib import Path

import numpy as np
import pytest
from safetensors.numpy import save_file

from gpt2 import GPT2, GenerationOutput, reference, tokenizer
from gpt2 import api, weights
from gpt2.model import PromptError
from gpt2.weights import CONFIGS, WeightsError, locate, param_names, random_params

DATA = Path(__file__).resolve().parent / "data"
TINY = CONFIGS["tiny"]
EOS = tokenizer.END_OF_TEXT_ID


@pytest.fixture(scope="session")
def api_build_dir(tmp_path_factory):
    """One build folder for this module and tests/test_cli_conventions.py: the same checkpoints and
    requests there reuse the programs compiled here."""
    return tmp_path_factory.mktemp("api-build")


@pytest.fixture(scope="module", autouse=True)
def builds(api_build_dir):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GPT2_MLIR_BUILD", str(api_build_dir))
        yield api_build_dir


@pytest.fixture(scope="module")
def tiny():
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "tiny" is random by design: no warning
        return GPT2.from_pretrained("tiny", target="cpu", fused=True)


def expected(name):
    return dict(np.load(DATA / name / "expected.npz"))


def reference_greedy(params, config, ids, n):
    ids, out = list(ids), []
    for _ in range(n):
        token = int(np.argmax(reference.gpt2(np.array(ids), params, n_head=config.n_head)[-1]))
        out.append(token)
        ids.append(token)
    return out


def leaves(tree):
    from contract.tree import flatten
    return flatten(tree)[0]  # (a tied head, None, is no leaf)


def write_hf(directory: Path, config, params, prefix="", **extra) -> Path:
    """A Hugging Face directory as save_pretrained writes it (config.json + model.safetensors)."""
    directory.mkdir(parents=True, exist_ok=True)
    cfg = {"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "vocab_size": config.n_vocab,
           "n_positions": config.n_ctx, "n_embd": config.n_embd, "n_head": config.n_head, "n_layer": config.n_layer,
           "activation_function": "gelu_new", "layer_norm_epsilon": 1e-5, "tie_word_embeddings": True, **extra}
    (directory / "config.json").write_text(json.dumps(cfg))
    tensors = {prefix + k: np.ascontiguousarray(v) for k, v in zip(param_names(config), leaves(params))}
    save_file(tensors, str(directory / "model.safetensors"))
    return directory


def eos_params(config, token):
    """Random weights whose greedy choice is always `token`: the final layer norm outputs a constant
    (g = 0) equal to a long copy of `token`'s embedding, so its logit (through the tied head) wins."""
    p = random_params(config, 0)
    words = p.words.copy()
    words[token] *= 50
    return p._replace(words=words, final_norm=p.final_norm._replace(g=np.zeros_like(p.final_norm.g),
                                                                    b=words[token].copy()))


# --- checkpoints of any shape: transformers' greedy tokens -------------------------------------------

def test_directory_generates_transformers_greedy_tokens():
    # 2 layers, 5 heads, 40 wide, 40 positions, 131-token vocabulary, `transformer.`-prefixed names and
    # a tied lm_head, as GPT2LMHeadModel.save_pretrained wrote them (tests/data/make_reference.py).
    name, fused = "hf-odd", True
    e = expected(name)
    model = GPT2.from_pretrained(DATA / name, target="cpu", fused=fused)
    assert model.name == name and model.weights_path == DATA / name and model.mode == ("fused" if fused else
                                                                                       "sublayer")
    assert model.config.name.startswith(name + "-") and str(model.config.n_vocab) in model.config.name
    out = model.generate(e["greedy_prompt"].tolist(), max_new_tokens=len(e["greedy_ids"]))
    assert out.generated_ids == e["greedy_ids"].tolist()
    assert out.prompt_ids == e["greedy_prompt"].tolist() and not out.stopped_at_eos
    assert len(out.token_seconds) == len(out.generated_ids) and out.timings["median_token_ms"] > 0


def test_a_seed_with_pretrained_weights_says_it_has_no_effect():
    """seed= seeds only the random weights a known size gets when none are found; with a checkpoint it
    does nothing, and says so (as --weights-seed does on the command line); without one, nothing is said."""
    with pytest.warns(UserWarning, match=r"seed=3 has no effect: the weights come from .*hf-odd"):
        GPT2.from_pretrained(DATA / "hf-odd", target="cpu", seed=3)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        GPT2.from_pretrained(DATA / "hf-odd", target="cpu")


def test_written_checkpoint_of_unusual_shape_matches_the_reference(tmp_path):
    # GPT-2's vocabulary (so text prompts work), 3 layers, 4 heads, 32 wide, 24 positions, prefixed.
    config = weights.Config("odd", 50257, 24, 32, 4, 3)
    params = random_params(config, 5)
    directory = write_hf(tmp_path / "my-model", config, params, prefix="transformer.")
    model = GPT2.from_pretrained(str(directory), target="cpu", fused=True)
    assert model.config.dims == config.dims and model.config.name == "my-model-l3-h4-d32-ctx24-v50257"
    out = model.generate("Hello there", max_new_tokens=4, stop_at_eos=False)
    assert out.generated_ids == reference_greedy(params, config, tokenizer.encode("Hello there"), 4)
    assert out.full_text == "Hello there" + out.text == tokenizer.decode(out.prompt_ids + out.generated_ids)


# --- streaming --------------------------------------------------------------------------------------

def test_callback_and_iterator_stream_the_same_text(tiny):
    pieces = []
    out = tiny.generate("Hello there", max_new_tokens=5, stream=pieces.append)
    assert isinstance(out, GenerationOutput) and len(out.generated_ids) == 5
    assert "".join(pieces) == out.text and out.full_text == "Hello there" + out.text
    stream = tiny.stream("Hello there", max_new_tokens=5)
    assert "".join(stream) == out.text
    assert stream.output.generated_ids == out.generated_ids


def test_breaking_off_a_stream_stops_generation(tiny, monkeypatch):
    import time
    emitted = []

    def slow_generate(model, prompt_ids, n, *, on_token=None, **kw):
        for _ in range(n):
            time.sleep(0.01)
            emitted.append(198)  # "\n"
            on_token(198)
        raise AssertionError("not stopped")

    monkeypatch.setattr("gpt2.generate.generate", slow_generate)
    stream = tiny.stream("Hello there", max_new_tokens=50, stop_at_eos=False)
    assert next(stream) == "\n"
    stream.close()
    assert len(emitted) < 50 and stream.output.generated_ids == emitted
    assert list(stream) == []


def test_characters_split_over_tokens_are_never_streamed_broken(tiny, monkeypatch):
    text = "héllo 🙂👍🏽 日本語 ok"
    ids = tokenizer.encode(text)
    assert any(api.token_bytes(t).decode("utf-8", "ignore") != api.token_bytes(t).decode("utf-8", "replace")
               for t in ids), "the text must have characters split over tokens"

    def fake_generate(model, prompt_ids, n, *, on_token=None, **kw):  # tokens as a model would emit them
        from gpt2.generate import Generation
        for t in ids:
            on_token(t)
        return Generation(list(prompt_ids), list(ids), [0.001] * len(ids))

    monkeypatch.setattr("gpt2.generate.generate", fake_generate)
    pieces = []
    out = tiny.generate("Hi", max_new_tokens=len(ids), stream=pieces.append)
    assert "".join(pieces) == text == out.text
    assert all("\ufffd" not in p for p in pieces), pieces
    assert list(tiny.stream("Hi", max_new_tokens=len(ids))) == pieces


def test_text_decoder_flushes_an_unfinished_character():
    decoder = api.TextDecoder()
    assert decoder.push(tokenizer.encode("🙂")[0]) == ""  # half an emoji: held back
    assert decoder.flush() == "\ufffd"


# --- conventions --------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def eos_model():
    return GPT2(TINY, eos_params(TINY, EOS), target="cpu", fused=True)


def test_stops_at_end_of_text_by_default(eos_model):
    out = eos_model.generate("Hello there", max_new_tokens=4)
    assert out.generated_ids == [EOS] and out.stopped_at_eos
    out = eos_model.generate("Hello there", max_new_tokens=4, stop_at_eos=False)
    assert out.generated_ids == [EOS] * 4 and not out.stopped_at_eos


def test_stops_at_the_checkpoints_own_end_of_text_id():
    config = dataclasses.replace(TINY, eos_id=7)  # as config.json's eos_token_id gives it
    model = GPT2(config, eos_params(TINY, 7), target="cpu", fused=True)
    out = model.generate("Hello there", max_new_tokens=3)
    assert out.generated_ids == [7] and out.stopped_at_eos and len(out.token_seconds) == 1
    assert model.generate("Hello there", max_new_tokens=3, stop_at_eos=False).generated_ids == [7, 7, 7]


def test_eos_id_comes_from_config_json(tmp_path):
    d = write_hf(tmp_path / "ckpt", TINY, random_params(TINY, 0), eos_token_id=5)
    assert locate(str(d)).config.eos_id == 5
    assert locate("tiny").config.eos_id == EOS
    assert locate(str(DATA / "hf-odd")).config.eos_id == 0


def test_sampling_is_seeded_apart_from_the_weights(tiny):
    a = tiny.generate("Hello there", max_new_tokens=4, temperature=1.5, top_k=50, seed=3)
    b = tiny.generate("Hello there", max_new_tokens=4, temperature=1.5, top_k=50, seed=3)
    c = tiny.generate("Hello there", max_new_tokens=4, temperature=1.5, top_k=50, seed=4)
    assert a.generated_ids == b.generated_ids != c.generated_ids
    assert a.settings["seed"] == 3 and a.settings["top_k"] == 50 and a.settings["temperature"] == 1.5
    # No seed: a fresh one, recorded so that the run can be repeated.
    d = tiny.generate("Hello there", max_new_tokens=4, temperature=1.5, top_k=50)
    assert isinstance(d.settings["seed"], int)
    again = tiny.generate("Hello there", max_new_tokens=4, temperature=1.5, top_k=50, seed=d.settings["seed"])
    assert again.generated_ids == d.generated_ids
    # top_k 0 means off, as None does; top_p 1 keeps every token.
    off = [tiny.generate("Hello there", max_new_tokens=4, temperature=1.0, seed=1, **kw).generated_ids
           for kw in ({}, {"top_k": 0}, {"top_p": 1.0})]
    assert off[0] == off[1] == off[2]


def test_options_without_effect_warn_once(tiny):
    with pytest.warns(UserWarning, match="top_k and top_p and seed have no effect with greedy") as record:
        tiny.generate("Hello there", max_new_tokens=1, top_k=5, top_p=0.5, seed=1)
    assert len(record) == 1
    with pytest.warns(UserWarning, match='chip="sm_90" has no effect with target="cpu"'):
        GPT2.from_pretrained("tiny", target="cpu", chip="sm_90")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        tiny.generate("Hello there", max_new_tokens=1, temperature=0.5, top_k=5, top_p=0.5, seed=1)


def test_random_weights_of_a_real_size_warn(monkeypatch):
    monkeypatch.setattr(weights, "find_hf_cache", lambda name: None)
    monkeypatch.setattr(weights, "CONFIGS", dict(CONFIGS, small=weights.Config("small", 50257, 16, 16, 2, 1)))
    with pytest.warns(UserWarning, match="seeded random weights"):
        model = GPT2.from_pretrained("small", target="cpu", seed=3)
    assert model.weights_seed == 3 and model.weights_path is None and "seed 3" in model.source


@pytest.mark.parametrize("call, message", [
    (lambda m: m.generate(""), "prompt is empty"),
    (lambda m: m.generate([]), "prompt is empty"),
    (lambda m: m.generate([1, 50257]), "token id 50257 is outside the model's vocabulary of 50257"),
    (lambda m: m.generate([1.5]), "text or a sequence of token ids"),
    (lambda m: m.generate("Hi", max_new_tokens=0), "max_new_tokens must be at least 1"),
    (lambda m: m.generate("Hi", max_new_tokens=2.5), "max_new_tokens must be a whole number"),
    (lambda m: m.generate("Hi", max_new_tokens=64), "exceed the model's context of 64"),
    (lambda m: m.generate("Hi", temperature=float("nan")), "temperature"),
    (lambda m: m.generate("Hi", temperature="warm"), "temperature must be a number"),
    (lambda m: m.generate("Hi", temperature=1, top_k=-1), "top_k must be between 0"),  # the API's words
    (lambda m: m.generate("Hi", temperature=1, top_p=0), "top_p must be in (0, 1]"),
    (lambda m: m.generate("Hi", temperature=1, seed=-1), "seed must be a whole number >= 0 (got -1)"),
    (lambda m: m.stream("Hi", top_q=1), "unexpected options: top_q"),
    (lambda m: m.generate("Hi", stream="yes"), "stream must be a callable"),
])
def test_bad_requests_are_refused_before_generating(tiny, call, message):
    with pytest.raises((PromptError, TypeError)) as e:
        call(tiny)
    assert message in str(e.value) and "\n" not in str(e.value)


def test_text_prompt_for_a_smaller_vocabulary_asks_for_ids():
    model = GPT2(*weights.load_hf(DATA / "hf-quiet"), target="cpu")
    with pytest.raises(PromptError, match="vocabulary of 61 tokens: this model's vocabulary is not GPT-2's"):
        model.generate("Hello there")


# --- finding checkpoints ----------------------------------------------------------------------------------

@pytest.fixture
def hub(tmp_path, monkeypatch):
    for var in ("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    root = tmp_path / "hf" / "hub"

    def add(repo, config, tensors=True):
        snap = root / ("models--" + repo.replace("/", "--")) / "snapshots" / "0123abcd"
        if tensors:
            return write_hf(snap, config, random_params(config, 2), prefix="transformer.")
        write_hf(snap, SMALL, random_params(SMALL, 2))  # only config.json is read: real sizes, no tensors
        cfg = json.loads((snap / "config.json").read_text())
        cfg.update(vocab_size=config.n_vocab, n_positions=config.n_ctx, n_embd=config.n_embd, n_head=config.n_head,
                   n_layer=config.n_layer)
        (snap / "config.json").write_text(json.dumps(cfg))
        return snap
    return add


SMALL = weights.Config("x", 50257, 16, 16, 2, 1)


def test_any_model_name_is_found_in_the_cache(hub):
    snap = hub("distilbert/distilgpt2", SMALL)
    located = locate("distilgpt2")
    assert located.directory == snap and located.cached and located.label == "distilgpt2"
    assert located.config.name == "distilgpt2-l1-h2-d16-ctx16-v50257"
    assert "Hugging Face cache" in located.describe()
    assert locate("distilbert/distilgpt2").directory == snap
    model = GPT2.from_pretrained("distilgpt2", target="cpu")
    assert model.name == "distilgpt2" and model.weights_path == snap and model.config == located.config


def test_full_hub_names_and_known_sizes_in_the_cache(hub):
    snap = hub("openai-community/gpt2-medium", CONFIGS["gpt2-medium"], tensors=False)
    for name in ("gpt2-medium", "openai-community/gpt2-medium"):
        located = locate(name)
        assert located.directory == snap and located.config.name == "gpt2-medium"


def test_a_name_cached_by_two_organisations_is_ambiguous(hub):
    hub("a/mini", SMALL)
    hub("b/mini", SMALL)
    with pytest.raises(WeightsError, match=r"several names \(a/mini, b/mini\): give the full one"):
        locate("mini")
    assert locate("a/mini").label == "mini"


def test_unknown_name_lists_the_sizes_and_mentions_directories(hub):
    with pytest.raises(WeightsError) as e:
        GPT2.from_pretrained("gpt5")
    msg = str(e.value)
    assert "'gpt5'" in msg and all(n in msg for n in CONFIGS) and "directory" in msg and "\n" not in msg


def test_weights_dir_alone_gives_the_config(tmp_path):
    config = weights.Config("x", 50257, 24, 32, 4, 3)
    d = write_hf(tmp_path / "ckpt", config, random_params(config, 0))
    assert locate(None, d).config.dims == config.dims  # --weights DIR alone
    assert locate(str(d)).config.dims == config.dims  # --model DIR
    with pytest.raises(WeightsError, match="but model gpt2 is"):
        locate("gpt2", d)  # a known size named alongside must agree
    with pytest.raises(WeightsError, match="name the directory once"):
        locate(str(d), d)
    (d / "config.json").unlink()
    with pytest.raises(WeightsError, match="config.json is missing"):
        locate(None, d)


def test_checkpoints_of_other_shapes_never_share_a_build_folder(tmp_path):
    a = weights.Config("x", 50257, 24, 32, 4, 3)
    b = weights.Config("x", 50257, 24, 32, 4, 2)
    da = write_hf(tmp_path / "one" / "model", a, random_params(a, 0))
    db = write_hf(tmp_path / "two" / "model", b, random_params(b, 0))
    dc = write_hf(tmp_path / "three" / "model", a, random_params(a, 1))
    names = [locate(str(d)).config.name for d in (da, db, dc)]
    assert names[0] != names[1] and names[0] == names[2]  # same shape: the same compiled programs serve
    assert locate(str(write_hf(tmp_path / "t", TINY, random_params(TINY, 0)))).config.name == "tiny"


def test_default_chip_is_the_gpu_present(monkeypatch):
    """Without --chip the PTX is built for the card that is there (no driver JIT; sm_90a on an H200: wgmma);
    without a GPU, for sm_75, which runs on every newer card."""
    from gpt2 import api
    from launcher import cuda
    for cc, chip in (((9, 0), "sm_90a"), ((8, 6), "sm_86"), ((8, 8), "sm_87"), ((12, 1), "sm_120"), (None, "sm_75")):
        monkeypatch.setattr(cuda, "compute_capability", lambda cc=cc: cc)
        assert api.default_chip() == chip


def test_a_prefill_runs_the_head_on_its_last_row_and_chooses_the_references_tokens(build_dir):
    """gpt2_next(head_on_last=True), which every prefill uses on either target: the head's product has
    one row, not the bucket's 16; a one-token step keeps the form without the gather (its traced head
    has its one row either way); greedy generation still gives the reference's tokens from a prompt
    of several tokens."""
    import re

    from gpt2.generate import generate
    from gpt2.model import CompiledGPT2
    params = random_params(TINY, 3)
    model = CompiledGPT2(TINY, params, target="cpu", fused=True, verbose=False)
    model.build(11, 4)
    traced = (model.folder("gpt2-next", 16, 64) / "00-traced.mlir").read_text()
    heads = re.findall(rf"linalg\.matmul .*ins\(%\w+, %\w+ : tensor<(\d+)x{TINY.n_embd}xf32>, "
                       rf"tensor<{TINY.n_vocab}x{TINY.n_embd}xf32>\)", traced)
    assert heads == ["1"], heads
    gpu = CompiledGPT2(TINY, params, target="gpu", fused=True, verbose=False, place_weights=False)
    assert [gpu.head_on_last(n) for n in (16, 2, 1)] == [True, True, False]
    assert [model.head_on_last(n) for n in (16, 1)] == [True, False]
    ids = [int(t) for t in np.random.default_rng(4).integers(0, TINY.n_vocab, 11)]
    seq = list(ids)
    for _ in range(4):
        seq.append(int(np.argmax(reference.gpt2(np.array(seq), params, n_head=TINY.n_head)[-1])))
    assert generate(model, ids, 4).generated_ids == seq[11:]
