"""The GPU path against transformers' stored tensors (see test_oracle.py): the odd-shaped random
checkpoints end to end, per-sublayer and whole-model, every quantity, with and without the KV
cache, and greedy generation (cached, the device's argmax in whole-model mode).

A GPU machine has no MLIR: build these programs first where MLIR is installed and carry build/:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_oracle_gpu.py   # builds, then skips
Tolerance as in test_oracle.py (the observed error is printed with -s).
"""
from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from conftest import gpu_tests_build

from test_oracle import DATA, TOL, check_trace, load, padded, rel

ROOT = Path(__file__).resolve().parents[1]
BUILD = gpu_tests_build("oracle")  # build/tests-gpu only for a GPU machine
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
MODES = pytest.mark.parametrize("fused", [False, True], ids=["sublayer", "fused"])

pytestmark = pytest.mark.gpu


def model_for(name, fused, cache, n_prompt, max_new_tokens, dtype="float32", root=BUILD):
    """(The compiled model of checkpoint `name`, its weights stored as `dtype`; transformers' tensors of it);
    in prebuild mode, compile what the test runs and skip."""
    from gpt2.model import CompiledGPT2
    from gpt2.weights import load_hf
    _, _, expected = load(name)
    config, params = load_hf(DATA / name, dtype=dtype)
    if PREBUILD:
        CompiledGPT2(config, params, target="gpu", fused=fused, root=root, verbose=False, place_weights=False,
                     cache=cache).build(n_prompt(expected), max_new_tokens(expected), intermediates=True)
        pytest.skip("prebuilt for the GPU machine")
    from launcher.cuda import NoGpuError, device
    try:
        device()
    except NoGpuError as e:
        pytest.skip(str(e))
    return CompiledGPT2(config, params, target="gpu", fused=fused, root=root, verbose=False, cache=cache), expected


@MODES
@pytest.mark.parametrize("name", ["hf-small", "hf-odd", "hf-quiet"])
def test_gpu_matches_transformers(name, fused):
    model, expected = model_for(name, fused, False, lambda e: len(e["ids"]), lambda e: 1)
    ids = expected["ids"]
    ours = {k: np.array(v) for k, v in model.forward(padded(ids, model.config.n_ctx), intermediates=True).items()}
    worst = max((rel(ours[k][: len(ids)], expected[k]), k) for k in expected if k in ours)
    print(f"\n{name} {'fused' if fused else 'sublayer'}: largest relative error {worst[0]:.2e} ({worst[1]}), bound {TOL}")
    check_trace(ours, expected, len(ids), f"GPU {'fused' if fused else 'sublayer'}, {name}")


@MODES
def test_gpu_cached_matches_transformers(fused):
    """A prefill of 9 tokens, then one step per token to the end: every row of every quantity."""
    model, expected = model_for("hf-odd", fused, True, lambda e: 9, lambda e: len(e["ids"]) - 9)
    from gpt2.model import cache_capacity
    ids = expected["ids"].tolist()
    decoder = model.decoder(cache_capacity(len(ids), model.config.n_ctx))
    rows = [decoder.forward(ids[:9], intermediates=True)]
    rows += [decoder.forward([t], intermediates=True) for t in ids[9:]]
    ours = {k: np.concatenate([np.array(r[k])[: (9 if i == 0 else 1)] for i, r in enumerate(rows)]) for k in rows[0]}
    worst = max((rel(ours[k], expected[k]), k) for k in expected if k in ours)
    print(f"\ncached {'fused' if fused else 'sublayer'}: largest relative error {worst[0]:.2e} ({worst[1]}), bound {TOL}")
    check_trace(ours, expected, len(ids), f"GPU cached {'fused' if fused else 'sublayer'}")


@MODES
def test_gpu_generation_matches_transformers(fused):
    from gpt2.generate import generate
    model, expected = model_for("hf-small", fused, True, lambda e: len(e["greedy_prompt"]),
                                lambda e: len(e["greedy_ids"]))
    gen = generate(model, expected["greedy_prompt"].tolist(), len(expected["greedy_ids"]))
    assert gen.generated_ids == expected["greedy_ids"].tolist()
