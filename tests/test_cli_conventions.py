"""The command line's conventions as a user meets them (subprocesses, CPU target, builds under one
temporary GPT2_MLIR_BUILD): `--weights DIR` alone runs any GPT-2-shaped checkpoint, `--json`
records what ran, end of text stops generation unless --ignore-eos, --seed (sampling) is apart
from --weights-seed (random weights), and an option without effect is a one-line warning or error.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
sys.path.insert(0, str(ROOT))

from gpt2 import reference, tokenizer  # noqa: E402
from gpt2.weights import CONFIGS, random_params  # noqa: E402
from test_api import api_build_dir, eos_params, write_hf  # noqa: E402,F401  (a shared build folder)

TINY = CONFIGS["tiny"]


@pytest.fixture(scope="module")
def env(api_build_dir):
    """The API tests' build folder: the same checkpoints and requests reuse their programs."""
    e = dict(os.environ)
    e["GPT2_MLIR_BUILD"] = str(api_build_dir)
    e.pop("CUDA_VISIBLE_DEVICES", None)
    return e


def invoke(env, *args):
    return subprocess.run([sys.executable, "-m", "invoke", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)


def ok(proc):
    assert proc.returncode == 0, f"exit {proc.returncode}\nstdout:\n{proc.stdout}\nstderr:\n{proc.stderr}"
    assert "Traceback" not in proc.stdout + proc.stderr
    return proc


def one_line_error(proc, *fragments):
    out = proc.stdout + proc.stderr
    lines = [line for line in out.splitlines() if line.strip()]
    assert proc.returncode != 0 and "Traceback" not in out, out
    assert len(lines) == 1 and lines[0].startswith("error: "), out
    for fragment in fragments:
        assert fragment in lines[0], f"{fragment!r} not in {lines[0]!r}"


def greedy(params, ids, n, n_head):
    ids, out = list(ids), []
    for _ in range(n):
        out.append(int(np.argmax(reference.gpt2(np.array(ids), params, n_head=n_head)[-1])))
        ids.append(out[-1])
    return out


def test_weights_dir_alone_generates_transformers_tokens_and_json_records_the_run(env, tmp_path):
    expected = dict(np.load(DATA / "hf-odd" / "expected.npz"))
    prompt = ",".join(str(t) for t in expected["greedy_prompt"])
    path = tmp_path / "run.json"
    proc = ok(invoke(env, "run", "--target", "cpu", "--weights", str(DATA / "hf-odd"), "--prompt-ids", prompt,
                     "--tokens", str(len(expected["greedy_ids"])), "--fused", "--json", str(path)))
    data = json.loads(path.read_text())
    assert data["generated_ids"] == expected["greedy_ids"].tolist()  # transformers' own greedy tokens
    assert data["model"] == "hf-odd" and data["config"]["n_vocab"] == 131 and data["config"]["n_layer"] == 2
    assert data["weights"] == f"pretrained weights from {DATA / 'hf-odd'}" and data["weights_seed"] is None
    assert data["target"] == "cpu" and data["chip"] is None and data["mode"] == "fused"
    assert data["sampling"] == {"max_new_tokens": 12, "temperature": 0.0, "top_k": None, "top_p": None,
                                "seed": None, "stop_at_eos": True, "eos_id": 0}
    assert data["stopped_at_eos"] is False and data["lengths"]
    assert {"load_s", "build_s", "first_token_ms", "median_token_ms"} <= set(data["timings"])
    assert "weights: pretrained weights from" in proc.stderr


def test_end_of_text_stops_unless_ignore_eos(env, tmp_path):
    directory = write_hf(tmp_path / "eos", TINY, eos_params(TINY, tokenizer.END_OF_TEXT_ID))
    path = tmp_path / "run.json"
    proc = ok(invoke(env, "run", "--target", "cpu", "--weights", str(directory), "--prompt", "Hello there",
                     "--tokens", "3", "--fused", "--json", str(path)))
    assert "stopped at <|endoftext|>" in proc.stderr
    data = json.loads(path.read_text())
    assert data["generated_ids"] == [tokenizer.END_OF_TEXT_ID] and data["stopped_at_eos"] is True
    ok(invoke(env, "run", "--target", "cpu", "--weights", str(directory), "--prompt", "Hello there",
              "--tokens", "3", "--fused", "--ignore-eos", "--json", str(path)))
    data = json.loads(path.read_text())
    assert data["generated_ids"] == [tokenizer.END_OF_TEXT_ID] * 3 and data["stopped_at_eos"] is False
    assert data["sampling"]["stop_at_eos"] is False


def test_seed_samples_and_weights_seed_makes_weights(env, tmp_path):
    path = tmp_path / "run.json"
    proc = ok(invoke(env, "run", "--target", "cpu", "--model", "tiny", "--prompt", "Hello there", "--tokens", "2",
                     "--fused", "--weights-seed", "1", "--seed", "5", "--top-k", "3", "--chip", "sm_90",
                     "--json", str(path)))
    data = json.loads(path.read_text())
    ids = tokenizer.encode("Hello there")
    assert data["generated_ids"] == greedy(random_params(TINY, 1), ids, 2, TINY.n_head)
    assert data["weights_seed"] == 1 and "seed 1" in data["weights"]
    warnings = [line for line in proc.stderr.splitlines() if line.startswith("warning: ")]
    assert warnings == ["warning: --top-k and --seed have no effect with greedy decoding (--temperature 0); "
                        "give a temperature above 0 to sample",
                        "warning: --chip sm_90 has no effect with --target cpu"], proc.stderr


@pytest.mark.parametrize("args, fragments", [
    (["run", "--model", "gpt5", "--prompt", "Hi"], ["unknown model 'gpt5'", "gpt2-medium", "tiny", "directory"]),
    (["run", "--model", "./no-such-dir", "--prompt", "Hi"], ["./no-such-dir does not exist"]),
    (["run", "--weights", str(DATA / "hf-odd"), "--prompt", "Hi"], ["vocabulary of 131 tokens", "token ids"]),
    (["run", "--model", "tiny", "--weights", str(DATA / "hf-odd"), "--prompt", "Hi"], ["but model tiny is"]),
    (["run", "--model", "tiny", "--prompt", "Hi", "--prompt-ids", "1"], ["--prompt-ids, not both"]),
    (["run", "--model", "tiny", "--prompt-ids", "1,x"], ["--prompt-ids", "'x'"]),
    (["run", "--model", "tiny", "--prompt-ids", "1,2", "--tokens", "63"], ["context of 64"]),
    (["run", "--model", "tiny", "--prompt", "Hi", "--weights-seed", "x"], ["--weights-seed", "'x'"]),
    (["build", "--fused"], ["--fused needs --model"]),
    (["build", "--buckets", "16,32", "--fused"], ["--buckets and --fused need --model"]),
    (["build", "--model", "tiny", "--program", "gelu"], ["--model", "--program", "not both"]),
    (["verify", "--model", "tiny", "--seed", "1"], ["--seed", "--weights-seed"]),
])
def test_bad_combinations_are_one_error_line(env, args, fragments):
    one_line_error(invoke(env, *args, "--target", "cpu") if args[0] != "build" else invoke(env, *args), *fragments)
