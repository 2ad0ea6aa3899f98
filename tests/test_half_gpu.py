"""The GPU path with weights stored in half precision, and with each config option, against transformers'
stored tensors: hf-small's weights rounded to float16 and bfloat16 (tests/data/hf-small/half.npz, see
test_half.py) and the hf-opt-* checkpoints (test_options.py), per-sublayer and whole-model, every quantity
of a cached decoding, and greedy generation.

A GPU machine has no MLIR: build these programs first where MLIR is installed and carry build/:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_half_gpu.py   # builds, then skips
"""
from __future__ import annotations

import numpy as np
import pytest

from conftest import gpu_tests_build
from test_options import OPTIONS, comparable
from test_oracle import DATA, check_trace, padded, rel
from test_oracle_gpu import model_for as oracle_model

BUILD = gpu_tests_build("half")
MODES = pytest.mark.parametrize("fused", [False, True], ids=["sublayer", "fused"])

pytestmark = pytest.mark.gpu


def model_for(name, fused, n_prompt, max_new_tokens, dtype="float32", cache=True):
    """test_oracle_gpu's model_for (prebuilt, or skipped without a GPU), built under this file's folder."""
    return oracle_model(name, fused, cache, lambda e: n_prompt, lambda e: max_new_tokens, dtype, BUILD)[0]


def _half(dtype):
    stored = dict(np.load(DATA / "hf-small" / "half.npz"))
    expected = dict(np.load(DATA / "hf-small" / "expected.npz"))
    return {k[len(dtype) + 1:]: v for k, v in stored.items() if k.startswith(dtype + "_")}, expected


@MODES
@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_gpu_half_weights_cached_match_transformers_on_rounded_weights(dtype, fused):
    """A prefill of 9 tokens, then one step per token: every row of every quantity."""
    from gpt2.model import cache_capacity
    half, expected = _half(dtype)
    ids = expected["ids"].tolist()
    model = model_for("hf-small", fused, 9, len(ids) - 9, dtype)
    decoder = model.decoder(cache_capacity(len(ids), model.config.n_ctx))
    rows = [decoder.forward(ids[:9], intermediates=True)]
    rows += [decoder.forward([t], intermediates=True) for t in ids[9:]]
    ours = {k: np.concatenate([np.array(r[k])[: (9 if i == 0 else 1)] for i, r in enumerate(rows)]) for k in rows[0]}
    worst = max((rel(ours[k], half[k]), k) for k in half if k in ours)
    print(f"\n{dtype} cached {'fused' if fused else 'sublayer'}: largest relative error {worst[0]:.2e} ({worst[1]})")
    check_trace(ours, half, len(ids), f"GPU {dtype} cached {'fused' if fused else 'sublayer'}")


@MODES
@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_gpu_half_weights_generation_matches_transformers(dtype, fused):
    from gpt2.generate import generate
    half, expected = _half(dtype)
    model = model_for("hf-small", fused, len(expected["greedy_prompt"]), len(half["greedy_ids"]), dtype)
    gen = generate(model, expected["greedy_prompt"].tolist(), len(half["greedy_ids"]))
    assert gen.generated_ids == half["greedy_ids"].tolist()


@pytest.mark.parametrize("name", OPTIONS)
def test_gpu_options_match_transformers(name):
    """Each config option, whole-model without a cache: one forward's every quantity."""
    expected = dict(np.load(DATA / name / "expected.npz"))
    ids = expected["ids"]
    model = model_for(name, True, len(ids), 1, cache=False)
    check_trace(model.forward(padded(ids, model.config.n_ctx), intermediates=True), expected, len(ids),
                f"GPU fused, {name}")


@pytest.mark.parametrize("name", OPTIONS)
def test_gpu_options_generation_matches_transformers(name):
    """Each config option: greedy generation over the KV cache, the device's argmax, up to the first near tie."""
    from gpt2.generate import generate
    expected = dict(np.load(DATA / name / "expected.npz"))
    steps = comparable(expected)
    model = model_for(name, True, len(expected["greedy_prompt"]), steps)
    gen = generate(model, expected["greedy_prompt"].tolist(), steps)
    assert gen.generated_ids == expected["greedy_ids"][:steps].tolist()
