import dataclasses
import json

import numpy as np
import pytest
from safetensors.numpy import save_file

from gpt2 import weights
from gpt2.reference import GPT2
from gpt2.weights import CONFIGS, WeightsError, get_config, load_hf, load_params, random_params

TINY = CONFIGS["tiny"]


def leaves(tree):
    # Shape tuples (all ints) are leaves of param_shapes(); other tuples are nodes.
    if isinstance(tree, tuple) and not all(isinstance(t, int) for t in tree):
        for t in tree:
            yield from leaves(t)
    elif tree is not None:  # (a tied head: no tensor)
        yield tree


def hf_tensors(config, seed=1):
    """Distinct random tensors under Hugging Face names (no prefix)."""
    rng = np.random.default_rng(seed)
    shapes = dict(zip(weights.param_names(config), leaves(weights.param_shapes(config))))
    return {name: rng.standard_normal(shape).astype(np.float32) for name, shape in shapes.items()}


def write_hf(directory, config, tensors, prefix=""):
    directory.mkdir(parents=True, exist_ok=True)
    cfg = {
        "model_type": "gpt2",
        "vocab_size": config.n_vocab,
        "n_positions": config.n_ctx,
        "n_embd": config.n_embd,
        "n_head": config.n_head,
        "n_layer": config.n_layer,
        "layer_norm_epsilon": 1e-5,
    }
    (directory / "config.json").write_text(json.dumps(cfg))
    save_file({prefix + k: v for k, v in tensors.items()}, str(directory / "model.safetensors"))
    return directory


def test_configs():
    assert [c.name for c in CONFIGS.values()] == ["gpt2", "gpt2-medium", "gpt2-large", "gpt2-xl", "tiny"]
    assert CONFIGS["gpt2"] == weights.Config("gpt2", 50257, 1024, 768, 12, 12)
    assert CONFIGS["gpt2-xl"].n_embd == 1600 and CONFIGS["gpt2-xl"].n_layer == 48
    assert TINY.n_vocab == 50257 and TINY.n_ctx == 64
    for c in CONFIGS.values():
        assert c.n_embd % c.n_head == 0


def test_unknown_name():
    with pytest.raises(WeightsError, match="gpt2-medium") as e:
        get_config("gpt5")
    assert isinstance(e.value, ValueError)
    assert "gpt5" in str(e.value)


def test_124m_shapes_and_count():
    config = CONFIGS["gpt2"]
    assert weights.n_params(config) == 124_439_808
    s = weights.param_shapes(config)
    assert s.words == (50257, 768) and s.positions == (1024, 768)
    assert len(s.blocks) == 12
    b = s.blocks[0]
    assert b.attention_in.w == (768, 2304) and b.attention_out.w == (768, 768)
    assert b.mlp_in.w == (768, 3072) and b.mlp_out.w == (3072, 768)


def test_random_params_124m():
    # The one large allocation of the suite (~1-3 s): true shapes, float32, contiguous.
    config = CONFIGS["gpt2"]
    p = random_params(config)
    arrays = list(leaves(p))
    assert sum(a.size for a in arrays) == 124_439_808
    assert [a.shape for a in arrays] == list(leaves(weights.param_shapes(config)))
    assert all(a.dtype == np.float32 and a.flags.c_contiguous for a in arrays)


def test_random_params_deterministic():
    a, b, c = random_params(TINY, 0), random_params(TINY, 0), random_params(TINY, 1)
    for x, y, z in zip(leaves(a), leaves(b), leaves(c)):
        assert np.array_equal(x, y)
        assert not np.array_equal(x, z)
        assert np.all(x != 0)
    # Golden values: PCG64 + float32 ziggurat are platform independent, so a
    # change here means every machine's "random" model changed.
    assert a.words[0, :3].tolist() == [0.022352440282702446, -0.027742497622966766, -0.008531431667506695]
    assert a.final_norm.b[-2:].tolist() == [-0.01429627276957035, 0.05049474909901619]
    assert abs(float(a.words.std()) - 0.02) < 1e-3
    assert abs(float(a.blocks[0].attention_norm.g.mean()) - 1.0) < 0.01


@pytest.mark.parametrize("prefix", ["", "transformer."])
def test_load_hf(tmp_path, prefix):
    tensors = hf_tensors(TINY)
    extra = {
        "h.0.attn.bias": np.tril(np.ones((1, 1, TINY.n_ctx, TINY.n_ctx), np.float32)),
        "h.0.attn.masked_bias": np.array(-1e4, np.float32),
    }
    d = write_hf(tmp_path / "ckpt", TINY, {**tensors, **extra}, prefix)
    config, p = load_hf(d)
    assert (config.n_vocab, config.n_ctx, config.n_embd, config.n_head, config.n_layer) == (50257, 64, 64, 4, 2)
    assert config.name == "tiny"
    assert np.array_equal(p.words, tensors["wte.weight"])
    assert np.array_equal(p.positions, tensors["wpe.weight"])
    for i, blk in enumerate(p.blocks):
        h = f"h.{i}"
        pairs = [
            (blk.attention_norm.g, "ln_1.weight"), (blk.attention_norm.b, "ln_1.bias"),
            (blk.attention_in.w, "attn.c_attn.weight"), (blk.attention_in.b, "attn.c_attn.bias"),
            (blk.attention_out.w, "attn.c_proj.weight"), (blk.attention_out.b, "attn.c_proj.bias"),
            (blk.mlp_norm.g, "ln_2.weight"), (blk.mlp_norm.b, "ln_2.bias"),
            (blk.mlp_in.w, "mlp.c_fc.weight"), (blk.mlp_in.b, "mlp.c_fc.bias"),
            (blk.mlp_out.w, "mlp.c_proj.weight"), (blk.mlp_out.b, "mlp.c_proj.bias"),
        ]
        for arr, name in pairs:
            assert np.array_equal(arr, tensors[f"{h}.{name}"]), name
    assert np.array_equal(p.final_norm.g, tensors["ln_f.weight"])
    assert np.array_equal(p.final_norm.b, tensors["ln_f.bias"])
    assert all(a.dtype == np.float32 and a.flags.c_contiguous for a in leaves(p))


def test_load_hf_casts_and_tied_head(tmp_path):
    tensors = {k: v.astype(np.float16) for k, v in hf_tensors(TINY).items()}
    tensors["lm_head.weight"] = tensors["wte.weight"]
    _, p = load_hf(write_hf(tmp_path / "ckpt", TINY, tensors))
    assert p.words.dtype == np.float32
    assert np.array_equal(p.words, tensors["wte.weight"].astype(np.float32))


def test_load_hf_missing_dir(tmp_path):
    with pytest.raises(WeightsError, match="does not exist"):
        load_hf(tmp_path / "nope")


def test_load_hf_missing_files(tmp_path):
    d = write_hf(tmp_path / "ckpt", TINY, hf_tensors(TINY))
    (d / "model.safetensors").unlink()
    with pytest.raises(WeightsError, match="model.safetensors is missing"):
        load_hf(d)
    (d / "config.json").unlink()
    with pytest.raises(WeightsError, match="config.json is missing"):
        load_hf(d)


def test_load_hf_missing_tensor(tmp_path):
    tensors = hf_tensors(TINY)
    del tensors["h.1.mlp.c_fc.bias"]
    with pytest.raises(WeightsError, match=r"lacks tensor h\.1\.mlp\.c_fc\.bias"):
        load_hf(write_hf(tmp_path / "ckpt", TINY, tensors))


def test_load_hf_wrong_shape(tmp_path):
    tensors = hf_tensors(TINY)
    tensors["h.0.attn.c_attn.weight"] = tensors["h.0.attn.c_attn.weight"].T.copy()
    with pytest.raises(WeightsError) as e:
        load_hf(write_hf(tmp_path / "ckpt", TINY, tensors))
    msg = str(e.value)
    assert "h.0.attn.c_attn.weight" in msg and "(192, 64)" in msg and "(64, 192)" in msg
    assert "\n" not in msg


def test_load_hf_config_mismatch(tmp_path):
    d = write_hf(tmp_path / "ckpt", TINY, hf_tensors(TINY))
    with pytest.raises(WeightsError, match="gpt2"):
        load_hf(d, CONFIGS["gpt2"])


def test_find_hf_cache(tmp_path, monkeypatch):
    for var in ("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert weights.find_hf_cache("gpt2") is None
    repo = tmp_path / "hf" / "hub" / "models--openai-community--gpt2"
    snap = repo / "snapshots" / "abc123"
    snap.mkdir(parents=True)
    (snap / "config.json").write_text("{}")
    assert weights.find_hf_cache("gpt2") is None  # incomplete download
    (snap / "model.safetensors").write_bytes(b"")
    assert weights.find_hf_cache("gpt2") == snap
    assert weights.find_hf_cache("gpt2-medium") is None
    assert weights.find_hf_cache("tiny") is None


def test_load_params(tmp_path, monkeypatch):
    monkeypatch.setattr(weights, "find_hf_cache", lambda name: None)
    config, p, source = load_params("tiny", seed=3)
    assert config == TINY
    assert "seeded random weights (seed 3)" in source and "not be meaningful" in source
    assert np.array_equal(p.words, random_params(TINY, 3).words)

    tensors = hf_tensors(TINY)
    d = write_hf(tmp_path / "ckpt", TINY, tensors)
    config, p, source = load_params("tiny", weights_dir=d)
    assert str(d) in source
    assert np.array_equal(p.words, tensors["wte.weight"])

    monkeypatch.setattr(weights, "find_hf_cache", lambda name: d if name == "tiny" else None)
    _, p, source = load_params("tiny")
    assert "cache" in source and np.array_equal(p.words, tensors["wte.weight"])

    with pytest.raises(WeightsError, match="unknown model"):
        load_params("nope")


@pytest.mark.parametrize("text, message", [
    ("{not json", "cannot be read as a GPT-2 config"),
    ("[1, 2]", "JSON object was expected"),
    ('{"vocab_size": 10}', "lacks one of vocab_size, n_positions"),
    ('{"vocab_size": "ten", "n_positions": 8, "n_embd": 8, "n_head": 2, "n_layer": 1}', "cannot be read"),
])
def test_load_hf_malformed_config(tmp_path, text, message):
    d = write_hf(tmp_path / "ckpt", TINY, hf_tensors(TINY))
    (d / "config.json").write_text(text)
    with pytest.raises(WeightsError, match=message) as e:
        load_hf(d)
    assert "\n" not in str(e.value)


def test_load_hf_corrupt_safetensors(tmp_path):
    d = write_hf(tmp_path / "ckpt", TINY, hf_tensors(TINY))
    data = (d / "model.safetensors").read_bytes()
    (d / "model.safetensors").write_bytes(data[: len(data) // 2])  # a download cut short
    with pytest.raises(WeightsError, match="model.safetensors cannot be read"):
        load_hf(d)
    (d / "model.safetensors").write_bytes(b"\xff" * 64)  # not safetensors at all
    with pytest.raises(WeightsError, match="model.safetensors cannot be read"):
        load_hf(d)


def with_config(d, **changes):
    cfg = json.loads((d / "config.json").read_text())
    cfg.update(changes)
    (d / "config.json").write_text(json.dumps(cfg))
    return d


@pytest.mark.parametrize("key, value, read", [
    ("layer_norm_epsilon", 1e-6, lambda c: c.options.eps == 1e-6),
    ("activation_function", "relu", lambda c: c.options.activation == "relu"),
    ("activation_function", "gelu", lambda c: c.options.activation == "gelu"),  # exact, through erf
    ("scale_attn_weights", False, lambda c: not c.options.scale_attn_weights),
    ("scale_attn_by_inverse_layer_idx", True, lambda c: c.options.scale_attn_by_inverse_layer_idx),
    ("reorder_and_upcast_attn", True, lambda c: c.options == GPT2),  # float32 already: nothing changes
    ("n_inner", 100, lambda c: c.inner == 100),
])
def test_load_hf_reads_the_formula_options(tmp_path, key, value, read):
    config = dataclasses.replace(TINY, n_inner=100) if key == "n_inner" else TINY
    d = with_config(write_hf(tmp_path / "ckpt", config, hf_tensors(config)), **{key: value})
    found, params = load_hf(d)
    assert read(found), found
    # Another formula is another model: it is not named after the known size of its shape.
    assert (found.name == "tiny") == (key == "reorder_and_upcast_attn"), found.name
    assert params.blocks[0].mlp_in.w.shape == (TINY.n_embd, found.inner)


def test_load_hf_reads_an_untied_head(tmp_path):
    untied = dataclasses.replace(TINY, tied=False)
    tensors = hf_tensors(untied)
    assert "lm_head.weight" in tensors
    d = with_config(write_hf(tmp_path / "ckpt", untied, tensors), tie_word_embeddings=False)
    config, params = load_hf(d)
    assert not config.tied and config.name.endswith("-untied")
    np.testing.assert_array_equal(params.head, tensors["lm_head.weight"])
    del tensors["lm_head.weight"]
    d = with_config(write_hf(tmp_path / "lacking", untied, tensors), tie_word_embeddings=False)
    with pytest.raises(WeightsError, match="lacks tensor lm_head.weight"):
        load_hf(d)
    # Tied (the default), a stored lm_head.weight is the embeddings' copy and is not read.
    assert load_hf(write_hf(tmp_path / "tied", TINY, hf_tensors(TINY)))[1].head is None


@pytest.mark.parametrize("key, value, match", [
    ("activation_function", "gelu_10x", "does not compute; it computes gelu_new, "),
    ("layer_norm_epsilon", 0, "must be a number above 0"),
    ("layer_norm_epsilon", "1e-5", "must be a number above 0"),
    ("n_inner", 0, "whole number above 0"),
    ("scale_attn_weights", "yes", "must be true or false"),
    ("tie_word_embeddings", 1, "must be true or false"),
    ("add_cross_attention", True, "add_cross_attention; this project computes GPT-2's decoder only: cross-attention"),
    ("model_type", "llama", "describes a 'llama' model; this project computes GPT-2"),
])
def test_load_hf_refuses_other_architectures_and_bad_values_by_name(tmp_path, key, value, match):
    d = with_config(write_hf(tmp_path / "ckpt", TINY, hf_tensors(TINY)), **{key: value})
    with pytest.raises(WeightsError, match=match) as e:
        load_hf(d)
    assert "\n" not in str(e.value) and key in str(e.value)
    with pytest.raises(WeightsError, match=key):  # also when the caller names the model
        load_hf(d, TINY)


def test_a_named_size_refuses_a_checkpoint_of_another_formula(tmp_path):
    d = with_config(write_hf(tmp_path / "ckpt", TINY, hf_tensors(TINY)), activation_function="relu")
    with pytest.raises(WeightsError, match="-relu, but model tiny is"):
        weights.read_hf_config(d, TINY)


@pytest.mark.parametrize("key, value", [("activation_function", "gelu_new"),
                                        ("activation_function", "gelu_pytorch_tanh"),
                                        ("layer_norm_epsilon", 1e-5), ("n_inner", None), ("n_inner", 256),
                                        ("add_cross_attention", False)])
def test_load_hf_takes_gpt2_settings_as_gpt2(tmp_path, key, value):
    d = with_config(write_hf(tmp_path / "ckpt", TINY, hf_tensors(TINY)), **{key: value})
    assert load_hf(d)[0] == TINY


def test_load_hf_needs_config_json_even_for_a_named_model(tmp_path):
    d = write_hf(tmp_path / "ckpt", TINY, hf_tensors(TINY))
    (d / "config.json").unlink()
    with pytest.raises(WeightsError, match="config.json is missing"):
        load_hf(d, TINY)
