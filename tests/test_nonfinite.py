"""Numbers that cannot lie: NaN or Inf weights are refused by name (unless allowed), non-float
weights are refused, verify fails on a NaN on either side naming quantity and step, and generation
stops with an error instead of emitting token 0."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from conftest import gpu_tests_build

from gpt2 import reference
from gpt2.weights import CONFIGS, WeightsError, load_hf, random_params
from test_weights import hf_tensors, write_hf

TINY = CONFIGS["tiny"]
ROOT = Path(__file__).resolve().parent.parent


def _poisoned(directory, name="h.0.ln_1.weight", value=np.nan, dtype=np.float32):
    tensors = hf_tensors(TINY)
    tensors = {k: (v * 0.05 + (1 if k.endswith("ln_1.weight") or k.endswith("ln_2.weight")
                              or k == "ln_f.weight" else 0)).astype(np.float32) for k, v in tensors.items()}
    tensors[name] = tensors[name].astype(dtype)
    if value is not None:
        tensors[name][..., 1] = value
    return write_hf(directory, TINY, tensors)


@pytest.mark.parametrize("value, kind", [(np.nan, "1 NaN, 0 Inf"), (np.inf, "0 NaN, 1 Inf")])
def test_loader_refuses_nonfinite_weights_by_name_unless_allowed(tmp_path, value, kind):
    d = _poisoned(tmp_path / "ckpt", value=value)
    with pytest.raises(WeightsError, match=rf"tensor h\.0\.ln_1\.weight holds 1 non-finite values of 64 \({kind}\)"
                                           r".*allow_nonfinite=True") as e:
        load_hf(d)
    assert "--allow-nonfinite-weights" in e.value.command_line_message()
    _, params = load_hf(d, allow_nonfinite=True)  # the option is honoured: the values are kept
    assert not np.isfinite(params.blocks[0].attention_norm.g[1]) and np.isfinite(params.blocks[0].attention_norm.g[0])


def test_loader_refuses_float64_beyond_float32(tmp_path):
    d = _poisoned(tmp_path / "ckpt", name="h.1.mlp.c_fc.bias", value=1e300, dtype=np.float64)
    with pytest.raises(WeightsError, match=r"tensor h\.1\.mlp\.c_fc\.bias holds 1 non-finite"):
        load_hf(d)


@pytest.mark.parametrize("dtype", [np.int32, np.int8, np.bool_])
def test_loader_refuses_non_float_weights_by_name(tmp_path, dtype):
    d = _poisoned(tmp_path / "ckpt", name="h.1.attn.c_attn.weight", value=None, dtype=dtype)
    with pytest.raises(WeightsError, match=rf"tensor h\.1\.attn\.c_attn\.weight has dtype {np.dtype(dtype)}; "
                                           "GPT-2's weights are floating point"):
        load_hf(d, allow_nonfinite=True)


def test_argmax_gives_an_index_past_the_end_for_a_row_holding_nan():
    """What the fused step's device argmax returns for NaN logits (np.argmax would give the NaN's
    index, 0 for an all-NaN row), compiled as in the NumPy reference."""
    from frontend import jit
    x = np.random.default_rng(3).standard_normal((4, 40)).astype(np.float32)
    x[1, 7], x[2] = np.nan, np.nan
    want = [np.argmax(x[0]), 40, 40, np.argmax(x[3])]
    np.testing.assert_array_equal(reference.argmax(x), want)
    np.testing.assert_array_equal(jit(reference.argmax, name="argmax")(x, target="cpu"), want)


def _nan_params():
    params = random_params(TINY, 0)
    params.blocks[0].attention_norm.g[:] = np.nan
    return params


@pytest.mark.parametrize("fused", [True, False], ids=["fused", "sublayer"])
@pytest.mark.parametrize("cache", [True, False], ids=["cache", "nocache"])
@pytest.mark.parametrize("temperature", [0.0, 0.8], ids=["greedy", "sampled"])
def test_generation_with_nan_logits_stops_with_an_error(module_build_dir, fused, cache, temperature):
    from gpt2.generate import generate
    from gpt2.model import CompiledGPT2, NonFiniteLogits
    from gpt2.sampling import Sampling
    model = CompiledGPT2(TINY, _nan_params(), target="cpu", fused=fused, cache=cache, verbose=False)
    emitted = []
    with pytest.raises(NonFiniteLogits, match="generation stopped at new token 1: the logits are not finite"):
        generate(model, [464, 3290, 318], 3, Sampling(temperature=temperature, seed=1), on_token=emitted.append)
    assert emitted == []  # never token 0


@pytest.mark.parametrize("fused", [True, False], ids=["fused", "sublayer"])
def test_verify_fails_on_nan_naming_quantity_and_step(module_build_dir, fused):
    from gpt2.generate import verify
    from gpt2.model import CompiledGPT2
    params = _nan_params()
    model = CompiledGPT2(TINY, params, target="cpu", fused=fused, verbose=False)
    result = verify(model, params, [464, 3290, 318], 2)
    assert not result.passed
    failures = result.failures()
    # embeddings are fine; block 0 is where the NaN first shows, on both sides, at the first step
    assert "embeddings" not in result.nonfinite
    assert failures[0] == "block_0 is not finite (NaN or Inf) in the compiled model and the reference at step 0"
    assert "logits is not finite (NaN or Inf) in the compiled model and the reference at step 0" in failures
    assert "NO: not finite at step 0" in result.table() and result.as_json()["passed"] is False


def test_verify_fails_when_only_one_side_is_nan(module_build_dir):
    from gpt2.generate import verify
    from gpt2.model import CompiledGPT2
    params = random_params(TINY, 0)
    model = CompiledGPT2(TINY, params, target="cpu", fused=True, verbose=False)
    poisoned = _nan_params()  # the reference runs on NaN weights, the compiled model on good ones
    result = verify(model, poisoned, [464, 3290, 318], 1)
    assert result.nonfinite["block_0"] == (0, "the reference") and not result.passed


def _invoke(*args, build):
    env = dict(os.environ, GPT2_MLIR_BUILD=str(build))
    return subprocess.run([sys.executable, "-m", "invoke", *args], cwd=ROOT, env=env, text=True,
                          capture_output=True, timeout=600)


def test_command_line_refuses_then_honours_allow_nonfinite_weights(tmp_path):
    d = _poisoned(tmp_path / "ckpt")
    base = ["--weights", str(d), "--target", "cpu", "--fused", "--tokens", "2", "--prompt", "Hello world"]
    refused = _invoke("run", *base, build=tmp_path / "build")
    assert refused.returncode == 1
    assert refused.stderr.strip().splitlines()[-1].startswith("error: ") and "Traceback" not in refused.stderr
    assert "tensor h.0.ln_1.weight holds 1 non-finite values" in refused.stderr
    assert "--allow-nonfinite-weights" in refused.stderr and "allow_nonfinite=True" not in refused.stderr
    allowed = _invoke("run", *base, "--allow-nonfinite-weights", build=tmp_path / "build")
    assert allowed.returncode == 1 and "Traceback" not in allowed.stderr
    assert allowed.stderr.splitlines()[-1].startswith("error: generation stopped at new token 1: the logits are not "
                                                      "finite") and allowed.stdout == "Hello world\n"
    checked = _invoke("verify", *base, "--allow-nonfinite-weights", build=tmp_path / "build")
    assert checked.returncode == 1 and "Traceback" not in checked.stderr
    assert "verify: FAILED: block_0 is not finite (NaN or Inf) in the compiled model and the reference at step 0" \
        in checked.stderr + checked.stdout


def test_api_refuses_then_honours_allow_nonfinite(tmp_path, module_build_dir):
    from gpt2 import GPT2
    from gpt2.model import NonFiniteLogits
    d = _poisoned(tmp_path / "ckpt")
    with pytest.raises(WeightsError, match=r"h\.0\.ln_1\.weight .*allow_nonfinite=True"):
        GPT2.from_pretrained(d, target="cpu")
    model = GPT2.from_pretrained(d, target="cpu", allow_nonfinite=True)
    with pytest.raises(NonFiniteLogits):
        model.generate("Hello world", max_new_tokens=2)


@pytest.mark.gpu
@pytest.mark.parametrize("fused", [True, False], ids=["fused", "sublayer"])
def test_gpu_generation_with_nan_logits_stops_with_an_error(fused):
    """The device's argmax (maximumf propagates NaN) must say so, not choose token 0."""
    from gpt2.generate import generate
    from gpt2.model import CompiledGPT2, NonFiniteLogits
    root = gpu_tests_build("nonfinite")  # the checkout's build/ only for a GPU machine
    if os.environ.get("GPT2_MLIR_PREBUILD"):
        CompiledGPT2(TINY, random_params(TINY, 0), target="gpu", fused=fused, root=root, verbose=False,
                     place_weights=False).build(3, 3)
        pytest.skip("prebuilt for the GPU machine")
    from launcher.cuda import NoGpuError, device
    try:
        device()
    except NoGpuError as e:
        pytest.skip(str(e))
    model = CompiledGPT2(TINY, _nan_params(), target="gpu", fused=fused, root=root, verbose=False)
    emitted = []
    with pytest.raises(NonFiniteLogits, match="generation stopped at new token 1"):
        generate(model, [464, 3290, 318], 3, on_token=emitted.append)
    assert emitted == []
