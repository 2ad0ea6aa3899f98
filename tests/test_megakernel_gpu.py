"""The megakernel on a GPU (issue 58, pipeline/megakernel.py, launcher/megakernel.py): a greedy generation with
the decoding step as one persistent kernel gives the multi-kernel step's tokens, for the tiny model (random
weights, float32 and float16) and gpt2's shapes; run twice (the counters carry from call to call); the profile
gives every task a time.

GPU tests skip cleanly without a GPU. A GPU machine has no MLIR: build first where it is and carry build/:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_megakernel_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_megakernel_gpu.py                        # on the GPU
"""
from __future__ import annotations

import os

import numpy as np
import pytest

from conftest import _gpu_present, device_or_skip, gpu_tests_build
from gpt2.weights import CONFIGS

PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
pytestmark = pytest.mark.gpu


def _model(config: str, dtype: str):
    from gpt2.model import CompiledGPT2
    from gpt2.weights import random_params
    from launcher.cuda import present_chip
    cfg = CONFIGS[config]
    runs = not PREBUILD and _gpu_present()  # (elsewhere built, then skipped)
    return CompiledGPT2(cfg, random_params(cfg, 7, dtype), target="gpu", chip=present_chip() if runs else "sm_90a",
                        fused=True, root=gpu_tests_build(f"megakernel-{config}-{dtype}"), verbose=False,
                        place_weights=runs)


@pytest.mark.parametrize("config, dtype", [("tiny", "float32"), ("tiny", "float16"), ("gpt2", "float32")])
def test_the_megakernel_gives_the_multi_kernel_steps_tokens(monkeypatch, config, dtype):
    from gpt2.generate import generate
    from launcher import gpu_run, profiler
    model = _model(config, dtype)
    prompt = [int(t) for t in np.random.default_rng(3).integers(0, model.config.n_vocab, 10)]
    model.build(len(prompt), 24)
    if PREBUILD:
        pytest.skip("prebuilt for the GPU machine")
    device_or_skip()
    want = generate(model, prompt, 24).generated_ids
    monkeypatch.setattr(gpu_run, "MEGAKERNEL", True)
    fresh = _model(config, dtype)
    for _ in range(2):  # the second generation starts where the counters of the first left them
        assert generate(fresh, prompt, 24).generated_ids == want
    prof = profiler.default_profiler()
    prof.clear()
    prof.start()
    try:
        generate(fresh, prompt, 4)
    finally:
        prof.stop()
    steps = [lb for lb in prof.launches.values() if "-n1-" in lb.build_dir]
    assert steps and all(lb.ms > 0 for lb in steps)
