"""The GPU path against transformers' stored tensors (see test_oracle.py): the odd-shaped random
checkpoints end to end, per-sublayer and whole-model, every quantity, and greedy generation.

A GPU machine has no MLIR: build these programs first where MLIR is installed and carry build/:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_oracle_gpu.py   # builds, then skips
Tolerance as in test_oracle.py (observed on the H200: see the numbers printed with -s).
"""
from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from test_oracle import TOL, check_trace, load, padded, rel

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build" / "tests-gpu" / "oracle"
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))

pytestmark = pytest.mark.gpu


def model_for(name, fused, lengths):
    from gpt2.model import CompiledGPT2, bucket
    config, params, expected = load(name)
    if PREBUILD:  # compile the padded lengths the test runs, then stop: no GPU needed
        model = CompiledGPT2(config, params, target="gpu", fused=fused, root=BUILD, verbose=False,
                             place_weights=False)
        for n in sorted({bucket(n, config.n_ctx) for n in lengths(expected)}):
            model.build(n, intermediates=True)
        pytest.skip("prebuilt for the GPU machine")
    from launcher.cuda import NoGpuError, device
    try:
        device()
    except NoGpuError as e:
        pytest.skip(str(e))
    return CompiledGPT2(config, params, target="gpu", fused=fused, root=BUILD, verbose=False), expected


@pytest.mark.parametrize("fused", [False, True], ids=["sublayer", "fused"])
@pytest.mark.parametrize("name", ["hf-small", "hf-odd", "hf-quiet"])
def test_gpu_matches_transformers(name, fused):
    model, expected = model_for(name, fused, lambda e: [len(e["ids"])])
    ids = expected["ids"]
    ours = model.forward(padded(ids, model.config.n_ctx), intermediates=True)
    ours = {k: np.array(v) for k, v in ours.items()}
    worst = max((rel(ours[k][: len(ids)], expected[k]), k) for k in expected if k in ours)
    print(f"\n{name} {'fused' if fused else 'sublayer'}: largest relative error {worst[0]:.2e} ({worst[1]}), bound {TOL}")
    check_trace(ours, expected, len(ids), f"GPU {'fused' if fused else 'sublayer'}, {name}")


@pytest.mark.parametrize("fused", [False, True], ids=["sublayer", "fused"])
def test_gpu_generation_matches_transformers(fused):
    from gpt2.generate import generate
    model, expected = model_for("hf-small", fused, lambda e: range(len(e["greedy_prompt"]),
                                                                   len(e["greedy_prompt"]) + len(e["greedy_ids"])))
    gen = generate(model, expected["greedy_prompt"].tolist(), len(expected["greedy_ids"]))
    assert gen.generated_ids == expected["greedy_ids"].tolist()
