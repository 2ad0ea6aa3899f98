"""GPT-2 against an outside implementation: Hugging Face transformers' tensors, stored under
tests/data/ by tests/data/make_reference.py (random checkpoints of odd shapes, run in float64).

Our code is compared with transformers', never with itself: a wrong formula in gpt2/reference.py
(and so in every compiled program traced from it) shows up here. Checked: the NumPy reference,
the CPU target per-sublayer and whole-model, greedy generation; tests/test_oracle_gpu.py does the
same on the GPU.

Tolerance: max|ours - transformers| / max|transformers| per quantity. Observed with float32 on
these checkpoints (NumPy reference and CPU target): at most 1.5e-6 (block_2 of hf-small). The bound
is 1e-5: a few times the float32 error, far below what a wrong formula gives (a layer-norm epsilon
ten times larger moves hf-quiet's block_0 by ~1e-2).
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from gpt2 import reference
from gpt2.weights import load_hf

DATA = Path(__file__).resolve().parent / "data"
CHECKPOINTS = ["hf-small", "hf-odd", "hf-quiet"]
TOL = 1e-5


def rel(ours, theirs) -> float:
    ours, theirs = np.asarray(ours, np.float64), np.asarray(theirs, np.float64)
    return float(np.max(np.abs(ours - theirs)) / np.max(np.abs(theirs)))


def load(name):
    config, params = load_hf(DATA / name)
    return config, params, dict(np.load(DATA / name / "expected.npz"))


def check_trace(ours: dict, expected: dict, n: int, what: str) -> None:
    names = [k for k in expected if k in ("embeddings", "logits") or k.startswith("block_")]
    missing = [k for k in names if k not in ours]
    assert not missing, f"{what}: no {missing}"
    errors = {k: rel(np.asarray(ours[k])[:n], expected[k]) for k in names}
    bad = {k: f"{v:.2e}" for k, v in errors.items() if not v <= TOL}
    assert not bad, f"{what}: relative error above {TOL} against transformers: {bad}"


@pytest.mark.parametrize("name", CHECKPOINTS)
def test_stored_data_is_complete(name):
    config, params, expected = load(name)
    assert len(expected["ids"]) == config.n_ctx - 3  # not a power of two: compiled runs pad it
    assert [k for k in expected if k.startswith("block_")] == [f"block_{i}" for i in range(config.n_layer)]
    assert expected["logits"].shape == (len(expected["ids"]), config.n_vocab)
    # Greedy continuations are only comparable when no step is a near tie.
    assert expected["greedy_margin"].min() > 1e-3


def test_both_tensor_namings_are_stored():
    from safetensors import safe_open
    prefixed = {}
    for name in CHECKPOINTS:
        with safe_open(DATA / name / "model.safetensors", "np") as f:
            prefixed[name] = all(k.startswith("transformer.") for k in f.keys() if k != "lm_head.weight")
    assert any(prefixed.values()) and not all(prefixed.values()), prefixed


@pytest.mark.parametrize("name", CHECKPOINTS)
def test_reference_matches_transformers(name):
    config, params, expected = load(name)
    ids = expected["ids"]
    ours = reference.gpt2(ids, params, n_head=config.n_head, intermediates=True)
    check_trace(ours, expected, len(ids), f"reference, {name}")
    # transformers' last hidden state is the final layer norm of the residual stream.
    final = reference.layer_norm(ours[f"block_{config.n_layer - 1}"], params.final_norm)
    assert rel(final, expected["final_norm"]) <= TOL


@pytest.mark.parametrize("name", CHECKPOINTS)
def test_reference_greedy_matches_transformers(name):
    config, params, expected = load(name)
    ids = list(expected["greedy_prompt"])
    for _ in range(len(expected["greedy_ids"])):
        ids.append(int(np.argmax(reference.gpt2(np.array(ids), params, n_head=config.n_head)[-1])))
    assert ids[len(expected["greedy_prompt"]):] == expected["greedy_ids"].tolist()


@pytest.fixture(scope="module")
def compiled(module_build_dir):
    """CompiledGPT2 on the CPU per (checkpoint, mode), built once for the module."""
    from gpt2.model import CompiledGPT2
    cache = {}

    def get(name, fused):
        if (name, fused) not in cache:
            config, params, expected = load(name)
            cache[name, fused] = (CompiledGPT2(config, params, target="cpu", fused=fused, verbose=False,
                                               root=module_build_dir), expected)
        return cache[name, fused]
    return get


def padded(ids, n_ctx):
    from gpt2.model import padded as pad
    return pad(ids, n_ctx)


@pytest.mark.parametrize("fused", [False, True], ids=["sublayer", "fused"])
@pytest.mark.parametrize("name", ["hf-odd", "hf-quiet"])
def test_cpu_target_matches_transformers(compiled, name, fused):
    model, expected = compiled(name, fused)
    ids = expected["ids"]
    ours = model.forward(padded(ids, model.config.n_ctx), intermediates=True)
    check_trace(ours, expected, len(ids), f"CPU {'fused' if fused else 'sublayer'}, {name}")


@pytest.mark.parametrize("fused", [False, True], ids=["sublayer", "fused"])
def test_cpu_generation_matches_transformers(compiled, fused):
    from gpt2.generate import generate
    model, expected = compiled("hf-small", fused)
    gen = generate(model, expected["greedy_prompt"].tolist(), len(expected["greedy_ids"]))
    assert gen.generated_ids == expected["greedy_ids"].tolist()
