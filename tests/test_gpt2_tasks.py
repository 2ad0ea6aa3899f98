"""`invoke run` / `invoke verify` as a user runs them: subprocesses in the repository root, CPU target,
the tiny config (seeded random weights), builds under a temporary GPT2_MLIR_BUILD.

Good requests must pass and write the documented JSON; bad requests must end in exactly one
`error: ...` line and a non-zero exit, never a traceback.
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
sys.path.insert(0, str(ROOT))

from gpt2 import reference, tokenizer  # noqa: E402
from gpt2.weights import get_config, param_names, random_params, load_params  # noqa: E402

PROMPT = "Hello there"
TOKENS = 3


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    """Environment for the subprocesses: builds go to one temporary folder for the whole module."""
    e = dict(os.environ)
    e["GPT2_MLIR_BUILD"] = str(tmp_path_factory.mktemp("build"))
    e.pop("CUDA_VISIBLE_DEVICES", None)
    return e


def invoke(env, *args, timeout=300):
    return subprocess.run([sys.executable, "-m", "invoke", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def assert_ok(proc):
    assert proc.returncode == 0, f"exit {proc.returncode}\nstdout:\n{proc.stdout}\nstderr:\n{proc.stderr}"
    assert "Traceback" not in proc.stdout + proc.stderr


def assert_one_line_error(proc, *fragments):
    """Non-zero exit; the whole output is one `error: ...` line containing every fragment."""
    out = proc.stdout + proc.stderr
    assert proc.returncode != 0, f"expected a failure, got exit 0\n{out}"
    assert "Traceback" not in out, out
    lines = [line for line in out.splitlines() if line.strip()]
    assert len(lines) == 1, f"expected one line of output, got {len(lines)}:\n{out}"
    assert lines[0].startswith("error: "), out
    for fragment in fragments:
        assert fragment in lines[0], f"{fragment!r} not in {lines[0]!r}"
    return lines[0]


def reference_greedy(prompt: str, n_tokens: int) -> list[int]:
    """Greedy tokens of the NumPy reference on the weights `--model tiny` uses (seed 0)."""
    config = get_config("tiny")
    params = random_params(config, 0)
    ids = tokenizer.encode(prompt)
    out = []
    for _ in range(n_tokens):
        logits = reference.gpt2(np.array(ids), params, n_head=config.n_head)
        token = int(np.argmax(logits[-1]))
        out.append(token)
        ids.append(token)
    return out


# --- good requests --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def verify_json(env, tmp_path_factory):
    path = tmp_path_factory.mktemp("verify") / "verify.json"
    proc = invoke(env, "verify", "--target", "cpu", "--model", "tiny", "--prompt", PROMPT,
                  "--tokens", str(TOKENS), "--json", str(path))
    return proc, path


def test_verify_prints_table_and_passes(verify_json):
    proc, _ = verify_json
    assert_ok(proc)
    rows = {line.split()[0]: line for line in proc.stdout.splitlines() if line.strip()}
    for name in ("embeddings", "block_0", "block_1", "logits"):
        assert name in rows, f"no {name} row in\n{proc.stdout}"
        value = float(rows[name].split()[1])
        assert value <= 1e-4 and rows[name].rstrip().endswith("yes"), rows[name]
    assert f"{TOKENS}/{TOKENS}" in rows["tokens"]
    assert proc.stdout.rstrip().splitlines()[-1] == "verify: passed"


def test_verify_json(verify_json):
    proc, path = verify_json
    assert_ok(proc)
    data = json.loads(path.read_text())
    assert data["max_abs_diff"] <= 1e-4
    assert data["tokens_match"] is True and data["passed"] is True
    assert set(data["per_quantity"]) == {"embeddings", "block_0", "block_1", "logits"}
    assert data["max_abs_diff"] == max(data["per_quantity"].values())
    assert len(data["generated_ids"]) == TOKENS and data["token_mismatches"] == []
    assert data["target"] == "cpu" and data["model"] == "tiny" and data["fused"] is False


def test_run_writes_json(env, tmp_path):
    path = tmp_path / "run.json"
    proc = invoke(env, "run", "--target", "cpu", "--model", "tiny", "--prompt", PROMPT, "--tokens", str(TOKENS),
                  "--json", str(path))
    assert_ok(proc)
    assert "seeded random weights" in proc.stderr
    data = json.loads(path.read_text())
    assert data["prompt_ids"] == tokenizer.encode(PROMPT)
    assert len(data["generated_ids"]) == TOKENS
    assert all(isinstance(t, int) and 0 <= t < get_config("tiny").n_vocab for t in data["generated_ids"])
    assert data["text"] == tokenizer.decode(data["prompt_ids"] + data["generated_ids"])
    assert data["text"].startswith(PROMPT)
    assert proc.stdout.startswith(PROMPT)  # the prompt, then the streamed continuation
    assert data["target"] == "cpu" and len(data["token_seconds"]) == TOKENS
    # Greedy by default: the same tokens as the NumPy reference.
    assert data["generated_ids"] == reference_greedy(PROMPT, TOKENS)


def test_fused_verify_matches_sublayers_and_reference(env, verify_json, tmp_path):
    path = tmp_path / "fused.json"
    proc = invoke(env, "verify", "--target", "cpu", "--model", "tiny", "--fused", "--prompt", PROMPT,
                  "--tokens", str(TOKENS), "--json", str(path))
    assert_ok(proc)
    assert "verify: passed" in proc.stdout and "(fused)" in proc.stdout
    fused = json.loads(path.read_text())
    assert fused["fused"] is True and fused["passed"] is True and fused["max_abs_diff"] <= 1e-4
    per_sublayer = json.loads(verify_json[1].read_text())
    # Both modes compare every quantity: the whole-model program is traced a second time with the
    # intermediates as results.
    assert set(fused["per_quantity"]) == set(per_sublayer["per_quantity"]) == {"embeddings", "block_0", "block_1",
                                                                              "logits"}
    expected = reference_greedy(PROMPT, TOKENS)
    assert per_sublayer["generated_ids"] == expected
    assert fused["generated_ids"] == expected


# --- bad requests -----------------------------------------------------------------------------------

def run_tiny(env, *args):
    return invoke(env, "run", "--target", "cpu", "--model", "tiny", *args)


def test_empty_prompt(env):
    assert_one_line_error(run_tiny(env, "--prompt", "", "--tokens", "3"), "prompt is empty")


def test_blank_prompt(env):
    assert_one_line_error(run_tiny(env, "--prompt", "   ", "--tokens", "3"), "prompt is empty")


def test_long_prompt_beyond_context(env):
    prompt = "word " * 70
    assert len(tokenizer.encode(prompt)) > get_config("tiny").n_ctx
    assert_one_line_error(run_tiny(env, "--prompt", prompt, "--tokens", "1"), "context of 64")


def test_too_many_tokens(env):
    assert_one_line_error(run_tiny(env, "--prompt", PROMPT, "--tokens", "100"), "context of 64", "100")


def test_verify_too_many_tokens(env):
    proc = invoke(env, "verify", "--target", "cpu", "--model", "tiny", "--tokens", "100")
    assert_one_line_error(proc, "context of 64")


@pytest.mark.parametrize("tokens", ["0", "-2"])
def test_nonpositive_tokens(env, tokens):
    assert_one_line_error(run_tiny(env, "--prompt", PROMPT, "--tokens", tokens), "--tokens", tokens)


def test_unknown_model(env):
    proc = invoke(env, "run", "--target", "cpu", "--model", "gpt5", "--prompt", PROMPT, "--tokens", "3")
    assert_one_line_error(proc, "gpt5", "tiny")


def test_gpu_target_without_gpu(env):
    try:
        from launcher.cuda import device
        device()
        pytest.skip("a GPU is present here")
    except pytest.skip.Exception:
        raise
    except Exception:
        pass
    proc = invoke(env, "run", "--target", "gpu", "--model", "tiny", "--prompt", PROMPT, "--tokens", "3")
    line = assert_one_line_error(proc, "--target cpu")
    assert "no gpu" in line.lower()
    proc = invoke(env, "verify", "--target", "gpu", "--model", "tiny", "--tokens", "3")
    assert_one_line_error(proc, "--target cpu")


# --- --weights directories ----------------------------------------------------------------------------

TINY_CONFIG_JSON = {"model_type": "gpt2", "vocab_size": 50257, "n_positions": 64, "n_embd": 64, "n_head": 4,
                    "n_layer": 2, "layer_norm_epsilon": 1e-5}


def _leaves(tree):
    from contract.tree import flatten
    return flatten(tree)[0]  # (a tied head, None, is no leaf)


@pytest.fixture(scope="module")
def hf_tensors():
    """Hugging Face names -> tiny tensors (seed 7, so not the seed-0 random weights)."""
    config = get_config("tiny")
    names, leaves = param_names(config), _leaves(random_params(config, 7))
    assert len(names) == len(leaves)
    return dict(zip(names, leaves))


def write_hf(directory: Path, tensors: dict) -> Path:
    from safetensors.numpy import save_file
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "config.json").write_text(json.dumps(TINY_CONFIG_JSON))
    save_file({k: np.ascontiguousarray(v) for k, v in tensors.items()}, str(directory / "model.safetensors"))
    return directory


def test_complete_weights_dir_loads(hf_tensors, tmp_path):
    # The fixture itself is a valid checkpoint, so the failures below are for the stated reason.
    directory = write_hf(tmp_path / "ok", hf_tensors)
    config, params, source = load_params("tiny", directory)
    assert config == get_config("tiny") and str(directory) in source
    np.testing.assert_array_equal(params.blocks[1].mlp_in.b, hf_tensors["h.1.mlp.c_fc.bias"])


def test_missing_weights_dir(env, tmp_path):
    missing = tmp_path / "no-such-dir"
    proc = run_tiny(env, "--prompt", PROMPT, "--tokens", "3", "--weights", str(missing))
    assert_one_line_error(proc, str(missing), "does not exist")


def test_weights_dir_lacking_a_tensor(env, hf_tensors, tmp_path):
    tensors = dict(hf_tensors)
    del tensors["h.1.mlp.c_fc.bias"]
    directory = write_hf(tmp_path / "lacking", tensors)
    proc = run_tiny(env, "--prompt", PROMPT, "--tokens", "3", "--weights", str(directory))
    assert_one_line_error(proc, "h.1.mlp.c_fc.bias")


def test_weights_dir_wrong_shape(env, hf_tensors, tmp_path):
    tensors = dict(hf_tensors)
    tensors["h.0.attn.c_proj.weight"] = np.zeros((64, 32), np.float32)
    directory = write_hf(tmp_path / "wrong-shape", tensors)
    proc = run_tiny(env, "--prompt", PROMPT, "--tokens", "3", "--weights", str(directory))
    assert_one_line_error(proc, "h.0.attn.c_proj.weight", "(64, 32)", "(64, 64)")


def test_unknown_chip(env):
    proc = invoke(env, "build", "--target", "gpu", "--program", "gelu", "--chip", "sm_42")
    assert_one_line_error(proc, "unknown GPU chip 'sm_42'", "sm_75")
    # run names the chip before it looks for a GPU (there is none here): the chip, not the missing GPU
    proc = invoke(env, "run", "--target", "gpu", "--chip", "sm_90x", "--prompt", "hi", "--model", "tiny")
    assert_one_line_error(proc, "unknown GPU chip 'sm_90x'")


def test_build_says_which_target_it_chose(env):
    proc = invoke(env, "build", "--program", "gelu")
    assert proc.returncode == 0, proc.stderr
    assert "--target cpu" in proc.stderr or "--target gpu" in proc.stderr, proc.stderr


@pytest.mark.parametrize("args, fragment", [(["--temperature", "nan"], "--temperature"),
                                            (["--temperature", "1", "--top-k", "-1"], "--top-k"),
                                            (["--temperature", "1", "--top-k", "60000"], "--top-k"),
                                            (["--temperature", "1", "--top-p", "0"], "--top-p"),
                                            (["--temperature", "1", "--top-p", "1.5"], "--top-p"),
                                            (["--temperature", "1", "--top-p", "nan"], "--top-p")])
def test_bad_sampling_options(env, args, fragment):
    assert_one_line_error(run_tiny(env, "--prompt", PROMPT, "--tokens", "2", *args), fragment)


def test_sampling_is_seeded(env, tmp_path):
    outs = []
    for i, seed in enumerate((3, 3, 4)):
        path = tmp_path / f"{i}.json"
        assert_ok(run_tiny(env, "--prompt", PROMPT, "--tokens", "4", "--temperature", "1.5", "--top-k", "50",
                           "--seed", str(seed), "--json", str(path)))
        outs.append(json.loads(path.read_text())["generated_ids"])
    assert outs[0] == outs[1], "same seed, same tokens"
    assert outs[0] != outs[2], "another seed samples other tokens (4 tokens from 50 candidates)"


def test_help_does_not_run_the_task(env):
    proc = invoke(env, "run", "--help")
    assert proc.returncode == 0 and "--prompt" in proc.stdout and "--temperature" in proc.stdout
    assert "tokens:" not in proc.stderr  # nothing was generated


def test_missing_prompt(env):
    assert_one_line_error(invoke(env, "run", "--target", "cpu", "--model", "tiny"), "--prompt")


@pytest.mark.parametrize("option, value", [("--tokens", "ten"), ("--seed", "1.5"), ("--temperature", "warm")])
def test_options_that_are_not_numbers(env, option, value):
    args = ["--prompt", PROMPT] + ([option, value] if option == "--tokens" else ["--tokens", "2", option, value])
    assert_one_line_error(run_tiny(env, *args), option, repr(value))


# --- the other tasks on the tiny model --------------------------------------------------------------

def test_build_model_writes_every_program(env):
    assert_ok(invoke(env, "build", "--target", "cpu", "--model", "tiny", "--buckets", "16,32"))
    assert_ok(invoke(env, "build", "--target", "cpu", "--model", "tiny", "--buckets", "16", "--no-cache"))
    root = Path(env["GPT2_MLIR_BUILD"]) / "cpu" / "tiny"
    # Cached (the default): each prompt length's prefill and the one-token step, with a 64-row cache
    # (16 or 32 + 10 tokens, in powers of two from 64); --no-cache: the padded full forward.
    for program in ("embed", "attend", "feedforward", "project"):
        for folder in ("n16-c64", "n32-c64", "n1-c64", "n16"):
            assert (root / f"{program}-{folder}" / "lib.so").is_file(), f"{program}-{folder} not built"


def test_bench_on_the_cpu(env, tmp_path):
    path = tmp_path / "bench.json"
    proc = invoke(env, "bench", "--target", "cpu", "--model", "tiny", "--tokens", "3",
                  "--modes", "sublayer,fused,reference", "--json", str(path))
    assert_ok(proc)
    assert "all modes chose the same tokens: yes" in proc.stdout
    result = json.loads(path.read_text())
    assert result["same_tokens"] is True
    rows = {k: v for k, v in result.items() if isinstance(v, dict)}
    assert set(rows) == {"sublayer (cpu)", "fused (cpu)", "reference"}
    for row in rows.values():
        assert row["tokens"] == reference_greedy("Alan Turing theorized that computers would one day become", 3)
        assert 0 < row["min_ms"] <= row["median_ms"]


def test_bench_unknown_mode(env):
    assert_one_line_error(invoke(env, "bench", "--target", "cpu", "--model", "tiny", "--tokens", "1",
                                 "--modes", "warp"), "unknown mode 'warp'")


def test_gpu_build_of_the_model_assembles(env):
    """`build --target gpu --model tiny --fused`, then `ptx-lint` assembles every kernel it wrote."""
    assert_ok(invoke(env, "build", "--target", "gpu", "--model", "tiny", "--buckets", "16", "--fused"))
    assert_ok(invoke(env, "build", "--target", "gpu", "--model", "tiny", "--buckets", "16", "--fused", "--chip", "sm_90"))
    root = Path(env["GPT2_MLIR_BUILD"]) / "gpu"
    kernels = list((root / "sm_75" / "tiny-fused" / "gpt2-next-n1-c64" / "kernels").glob("*.ptx"))
    assert kernels, "no PTX written"
    # A build per chip, side by side: the second did not overwrite the first.
    assert "sm_90" in (root / "sm_90" / "tiny-fused" / "gpt2-next-n1-c64" / "program.json").read_text()
    assert "sm_75" in (root / "sm_75" / "tiny-fused" / "gpt2-next-n1-c64" / "program.json").read_text()
    proc = invoke(env, "ptx-lint", "--chip", "sm_90")
    assert_ok(proc)
    assert "all assembled" in proc.stdout
    files = int(proc.stdout.split("ptx-lint: ")[1].split()[0])
    assert files >= len(kernels)


def test_ptx_lint_unknown_chip(env):
    proc = invoke(env, "ptx-lint", "--chip", "sm_42")
    assert proc.returncode != 0 and "Traceback" not in proc.stdout + proc.stderr
    assert "sm_42" in (proc.stdout + proc.stderr)


def test_ctrl_c_during_a_build_removes_it_says_so_and_exits_130(tmp_path):
    """SIGINT while `invoke build` compiles: one line naming the unfinished build, no stage files left for a
    later reader to take as a build, exit status 130 (as a shell reports an interrupted command)."""
    import signal
    import time
    env = dict(os.environ, GPT2_MLIR_BUILD=str(tmp_path / "build"))
    proc = subprocess.Popen([sys.executable, "-m", "invoke", "build", "--target", "cpu", "--program", "attention"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while not list((tmp_path / "build").rglob("01-fused.mlir")) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert list((tmp_path / "build").rglob("01-fused.mlir")), "the build never started"
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    if proc.returncode == 0:
        pytest.skip("the build finished before the signal arrived")
    assert proc.returncode == 130, (proc.returncode, err)
    assert "Traceback" not in err
    said = [line for line in err.splitlines() if line.startswith("interrupted: ")]
    assert len(said) == 1 and "was not finished and was removed" in said[0], err
    folder = Path(said[0].split("the build of ", 1)[1].split(" was not finished")[0])
    assert not [p for p in folder.glob("[0-9][0-9]-*")] and not (folder / "program.json").exists()


def test_ctrl_c_while_the_cpu_backend_loads_waits_for_the_mlir_bindings(tmp_path):
    """SIGINT while compile imports pipeline.cpu (which loads the MLIR bindings) lets the import finish, then
    interrupts: an import cut short inside the bindings crashed the process as it exited (SIGSEGV)."""
    script = f"""
import importlib.abc, os, signal, sys
import numpy as np
from frontend.jit import jit

class InterruptOnImport(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name == "pipeline.cpu":
            os.kill(os.getpid(), signal.SIGINT)  # arrives while the import runs
        return None

sys.meta_path.insert(0, InterruptOnImport())
try:
    jit(lambda x: x + 1)(np.ones(3, np.float32), target="cpu", build_dir={str(tmp_path / "build")!r})
except KeyboardInterrupt:
    print("interrupted", "pipeline.cpu" in sys.modules, "mlir.ir" in sys.modules)
"""
    proc = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, (proc.returncode, proc.stderr[-2000:])
    assert proc.stdout.split() == ["interrupted", "True", "True"], (proc.stdout, proc.stderr[-2000:])


# --- invoke score ----------------------------------------------------------------------------------

def test_score_prints_the_perplexity_and_writes_every_token(env, tmp_path):
    text = "The quick brown fox jumps over the lazy dog. " * 4  # 41 tokens: windows of tiny's 64 at stride 8
    out = tmp_path / "score.json"
    proc = invoke(env, "score", "--target", "cpu", "--model", "tiny", "--text", text, "--stride", "8",
                  "--json", str(out))
    assert_ok(proc)
    record = json.loads(out.read_text())
    ids = tokenizer.encode(text)
    assert record["ids"] == ids and len(record["logprobs"]) == len(ids) - 1 and record["stride"] == 8
    logits = reference.gpt2(np.array(ids), random_params(get_config("tiny"), 0), n_head=4).astype(np.float64)
    logits -= logits.max(axis=-1, keepdims=True)
    want = (logits - np.log(np.exp(logits).sum(axis=-1, keepdims=True)))[np.arange(len(ids) - 1), ids[1:]]
    np.testing.assert_allclose(record["logprobs"], want, rtol=1e-5, atol=1e-5)
    assert f"perplexity {np.exp(-want.mean()):.2f}" in proc.stdout
    assert "windows of 64 tokens, stride 8: 1 window" in proc.stderr


@pytest.mark.parametrize("args, fragments", [
    (["--text", "a", "--file", "b"], ["--text", "--file", "one of them"]),
    ([], ["--text", "--file"]),
    (["--file", "/nonexistent/score.txt"], ["/nonexistent/score.txt does not exist"]),
    (["--file", "BAD"], ["is not UTF-8 text (byte 0)"]),
    (["--model", "tiny", "--text", ""], ["the text to score is empty"]),
    (["--model", "tiny", "--text", "hi there", "--stride", "65"], ["--stride must be", "context's 64 tokens"]),
    (["--model", "tiny", "--text", "hi", "--stride", "x"], ["--stride wants a whole number"]),
])
def test_score_refuses_in_one_line(env, tmp_path, args, fragments):
    if "BAD" in args:
        bad = tmp_path / "latin1.txt"
        bad.write_bytes("\xe9t\xe9".encode("latin-1"))
        args = [str(bad) if a == "BAD" else a for a in args]
    assert_one_line_error(invoke(env, "score", "--target", "cpu", *args), *fragments)
