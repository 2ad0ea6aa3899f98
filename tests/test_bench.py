"""`invoke bench --lengths` (forward bench) and `invoke bench --kernels` (matmul bench), CPU target,
the tiny config: the JSON they write, `--build-only`, `--plot`, and bad requests ending in one
`error:` line. The PyTorch columns are exercised with stand-ins for gpt2.torch_baseline (torch is
not a dependency); on the GPU the real ones run (`invoke bench --target gpu`).
"""
from __future__ import annotations

import importlib.util
import json
import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gpt2 import bench as gb  # noqa: E402
from gpt2 import reference, torch_baseline  # noqa: E402
from gpt2.weights import get_config, random_params  # noqa: E402

needs_mlir = pytest.mark.skipif(importlib.util.find_spec("mlir") is None,
                                reason="compiling needs the MLIR wheels (a runtime-only machine skips)")
TORCH = importlib.util.find_spec("torch") is not None and importlib.util.find_spec("transformers") is not None


# The subprocess environment (builds in a temporary folder) and the checks of a task's output.
from test_gpt2_tasks import assert_ok, assert_one_line_error, env  # noqa: E402, F401


def invoke(env, *args, timeout=300):
    return subprocess.run([sys.executable, "-m", "invoke", "bench", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


# --- forward bench --------------------------------------------------------------------------------

@needs_mlir
def test_forward_bench_json(env, tmp_path):
    path = tmp_path / "forward.json"
    proc = invoke(env, "--lengths", "16,20", "--target", "cpu", "--model", "tiny", "--repeats", "3", "--no-torch",
                  "--json", str(path))
    assert_ok(proc)
    data = json.loads(path.read_text())
    assert data["bench"] == "forward" and data["model"] == "tiny" and data["target"] == "cpu"
    assert data["repeats"] == 3 and data["warmup"] == gb.WARMUP
    assert data["torch"]["available"] is False and "--no-torch" in data["torch"]["note"]
    assert [(r["length"], r["padded_length"]) for r in data["rows"]] == [(16, 16), (20, 32)]
    for row in data["rows"]:
        assert row["ours_ms"] > 0 and row["ours_min_ms"] <= row["ours_ms"] and row["finite"] is True
        assert "hf_eager_ms" not in row and "hf_compiled_ms" not in row
    lines = proc.stdout.splitlines()
    assert "median of 3 after 3 warm-up runs" in lines[0]
    table = [line.split() for line in lines if line.split() and line.split()[0] in ("16", "20")]
    assert [t[0] for t in table] == ["16", "20"] and all(t[2:6] == ["—"] * 4 for t in table)
    assert "note: length 20 runs at the padded length 32 (ours); Hugging Face runs 20 tokens" in proc.stdout


@needs_mlir
@pytest.mark.skipif(TORCH, reason="torch is installed: its columns are filled")
def test_forward_bench_says_torch_is_missing(env, tmp_path):
    path = tmp_path / "forward.json"
    proc = invoke(env, "--lengths", "16", "--target", "cpu", "--model", "tiny", "--repeats", "1", "--json", str(path))
    assert_ok(proc)
    data = json.loads(path.read_text())
    assert data["torch"]["available"] is False and "not installed" in data["torch"]["note"]
    assert "not installed" in proc.stderr and "Hugging Face: unavailable" in proc.stdout


@needs_mlir
def test_forward_bench_with_stand_in_torch(monkeypatch, tmp_path):
    """The PyTorch columns, ratios and the cross-check of our logits, with stand-ins that return the
    NumPy reference's logits (so the difference measures our compiled model) and a baseline that fails."""
    monkeypatch.setenv("GPT2_MLIR_BUILD", str(tmp_path))
    config = get_config("tiny")
    params = random_params(config, 0)
    seen = []

    def eager(hf, ids, device):
        assert hf == "hf" and device == "cpu"
        seen.append(len(ids))
        row = reference.gpt2(np.asarray(ids), params, n_head=config.n_head)[-1]
        return lambda full=False: row if full else row[:8]

    def broken(hf, ids, device):
        raise RuntimeError("no compiler here\nsecond line")

    monkeypatch.setattr(gb, "torch_status", lambda wanted=True: (True, "stand-in"))
    monkeypatch.setattr(torch_baseline, "hf_model", lambda config, params, device: "hf")
    monkeypatch.setattr(torch_baseline, "tf32_off", lambda: "stand-in")
    monkeypatch.setattr(torch_baseline, "eager_forward", eager)
    monkeypatch.setattr(torch_baseline, "compiled_forward", broken)
    result = gb.forward_bench(config, params, [16, 20], "cpu", repeats=2)
    assert seen == [16, 20]  # Hugging Face runs the real length, ours the padded one
    for row in result["rows"]:
        assert row["hf_eager_ms"] > 0
        assert row["hf_eager_over_ours"] == pytest.approx(row["hf_eager_ms"] / row["ours_ms"])
        assert row["max_abs_diff_hf_eager"] < 1e-4
        assert row["hf_compiled_error"] == "RuntimeError: no compiler here" and "hf_compiled_ms" not in row
    text = gb.format_forward(result)
    assert "note: length 16: hf_compiled failed: RuntimeError: no compiler here" in text
    assert "max |ours − HF eager| on the last token's logits: 16: " in text


# --- kernel bench ---------------------------------------------------------------------------------

def test_kernel_shapes_follow_the_config():
    shapes = {s.name: s for s in gb.kernel_shapes(get_config("gpt2"), 1024)}
    assert list(shapes) == ["qkv", "attn_out", "mlp_in", "mlp_out", "head", "scores", "values"]
    expect = {"qkv": (1, 1024, 2304, 768), "attn_out": (1, 1024, 768, 768), "mlp_in": (1, 1024, 3072, 768),
              "mlp_out": (1, 1024, 768, 3072), "head": (1, 1024, 50257, 768), "scores": (12, 1024, 1024, 64),
              "values": (12, 1024, 64, 1024)}
    for name, (batch, m, n, k) in expect.items():
        assert (shapes[name].batch, *shapes[name].mnk) == (batch, m, n, k), name
        assert shapes[name].flops == 2 * batch * m * n * k
    assert shapes["head"].text == "[1024x768]@[50257x768].T"
    rng = np.random.default_rng(0)
    for s in gb.kernel_shapes(get_config("tiny"), 5):  # the operand layouts compute what the shapes say
        a, b = rng.standard_normal(s.a), rng.standard_normal(s.b)
        assert s.fn(a, b).shape == ((s.batch,) if s.batch > 1 else ()) + s.mnk[:2]


@needs_mlir
def test_kernel_bench_cpu_json(env, tmp_path):
    path = tmp_path / "kernels.json"
    proc = invoke(env, "--kernels", "--length", "8", "--target", "cpu", "--model", "tiny", "--repeats", "2",
                  "--no-torch", "--json", str(path))
    assert_ok(proc)
    data = json.loads(path.read_text())
    assert data["bench"] == "kernels" and data["length"] == 8 and data["torch"]["available"] is False
    assert [r["name"] for r in data["rows"]] == ["qkv", "attn_out", "mlp_in", "mlp_out", "head", "scores", "values"]
    for r in data["rows"]:
        assert r["flops"] == 2 * r["batch"] * r["m"] * r["n"] * r["k"]
        assert r["ours_wall_ms"] > 0 and r["ours_tflops"] > 0 and r["max_rel_error"] < 1e-5
        assert "ratio" not in r
    assert data["geomean_ratio"] is None
    assert [line.split()[0] for line in proc.stdout.splitlines()[2:9]] == [r["name"] for r in data["rows"]]


@needs_mlir
def test_kernel_bench_with_stand_in_torch(monkeypatch, tmp_path):
    monkeypatch.setenv("GPT2_MLIR_BUILD", str(tmp_path))
    kinds = []

    def time_matmul(a, b, kind, device, repeats, warmup):
        kinds.append(kind)
        return 2.0, None  # (wall ms, no kernel time on the CPU)

    monkeypatch.setattr(gb, "torch_status", lambda wanted=True: (True, "stand-in"))
    monkeypatch.setattr(torch_baseline, "tf32_off", lambda: "stand-in")
    monkeypatch.setattr(torch_baseline, "time_matmul", time_matmul)
    result = gb.kernel_bench(get_config("tiny"), 4, "cpu", repeats=1, warmup=0)
    assert kinds == ["mm", "mm", "mm", "mm", "mm_bt", "bmm_bt", "mm"]
    ratios = [r["ratio"] for r in result["rows"]]
    for r in result["rows"]:
        assert r["torch_tflops"] == pytest.approx(r["flops"] / 2e-3 / 1e12)
        assert r["ratio"] == pytest.approx(r["ours_tflops"] / r["torch_tflops"])
    assert result["geomean_ratio"] == pytest.approx(math.prod(ratios) ** (1 / len(ratios)))
    assert "geometric mean of ours/torch (TFLOP/s): " in gb.format_kernels(result)


# --- build only -----------------------------------------------------------------------------------

@needs_mlir
def test_build_only_compiles_for_the_gpu_without_one(env):
    proc = invoke(env, "--lengths", "16,20", "--build-only", "--model", "tiny")
    assert_ok(proc)
    root = Path(env["GPT2_MLIR_BUILD"]) / "gpu" / "sm_75" / "tiny-fused"
    assert (root / "gpt2-n16" / "manifest.json").exists() and (root / "gpt2-n32" / "manifest.json").exists()
    assert proc.stdout.strip() == f"built 2 programs for --target gpu --chip sm_75 under {root}"


@needs_mlir
def test_build_only_takes_the_weights_dtype(env):
    """The forward bench's programs for float16 weights, compiled where MLIR is (their folder names the dtype;
    on sm_80 a prompt's products are v21's half form)."""
    proc = invoke(env, "--lengths", "16", "--build-only", "--model", "tiny", "--dtype", "float16", "--chip", "sm_80")
    assert_ok(proc)
    root = Path(env["GPT2_MLIR_BUILD"]) / "gpu" / "sm_80" / "tiny-float16-fused"
    labels = [s["label"] for s in json.loads((root / "gpt2-n16" / "manifest.json").read_text())["steps"]
              if s["op"] == "launch"]
    assert any("matmul_2d_tf32_64_staged_f16w" in lb for lb in labels), labels


# --- plot -----------------------------------------------------------------------------------------

def test_plot_without_matplotlib(env, tmp_path):
    fake = tmp_path / "site" / "matplotlib"  # shadows a real matplotlib, if there is one
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("raise ImportError('No module named matplotlib')\n")
    e = dict(env, PYTHONPATH=str(tmp_path / "site"))
    proc = invoke(e, "--lengths", "16", "--target", "cpu", "--model", "tiny", "--plot", str(tmp_path / "f.png"))
    assert_one_line_error(proc, "--plot needs matplotlib", 'pip install -e ".[plot]"')  # before anything runs


class _FakeAxes:
    def __init__(self, calls):
        self.calls = calls

    def __getattr__(self, name):
        return lambda *args, **kwargs: self.calls.append((name, args, kwargs))


class _FakePyplot:
    def __init__(self):
        self.calls = []

    def subplots(self, **kwargs):
        fig = _FakeAxes(self.calls)
        fig.savefig = lambda path, **kw: Path(path).write_bytes(b"png")
        return fig, _FakeAxes(self.calls)

    def close(self, fig):
        self.calls.append(("close", (), {}))


def test_plot_draws_one_line_per_system(tmp_path):
    rows = [{"length": 16, "ours_ms": 4.9, "hf_eager_ms": 6.6, "hf_compiled_ms": 1.1},
            {"length": 1024, "ours_ms": 46.9, "hf_eager_ms": 11.5}]  # torch.compile missing at 1024
    plt = _FakePyplot()
    gb.write_plot({"rows": rows, "model": "gpt2", "target": "gpu", "chip": "sm_90"}, tmp_path / "f.png", plt)
    lines = [(args, kw["label"]) for name, args, kw in plt.calls if name == "plot"]
    assert [label for _, label in lines] == [label for _, label in gb.SYSTEMS]
    assert lines[0][0] == ((16, 1024), (4.9, 46.9)) and lines[2][0] == ((16,), (1.1,))
    assert ("set_yscale", ("log",), {}) in plt.calls and ("set_xscale", ("log",), {"base": 2}) in plt.calls
    assert (tmp_path / "f.png").read_bytes() == b"png"


@needs_mlir
@pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None, reason="matplotlib not installed")
def test_plot_writes_png(env, tmp_path):
    path = tmp_path / "f.png"
    proc = invoke(env, "--lengths", "16,32", "--target", "cpu", "--model", "tiny", "--repeats", "1", "--no-torch",
                  "--plot", str(path))
    assert_ok(proc)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# --- bad requests ---------------------------------------------------------------------------------

@pytest.mark.parametrize("lengths, fragment", [
    ("0", "length 0 is outside 1..64"),
    ("16,65", "length 65 is outside 1..64"),
    ("16,abc", "--lengths wants comma-separated whole numbers"),
    (",", "--lengths wants comma-separated whole numbers"),
])
def test_bad_lengths(env, lengths, fragment):
    assert_one_line_error(invoke(env, "--lengths", lengths, "--target", "cpu", "--model", "tiny"), fragment)


@pytest.mark.parametrize("args, fragments", [
    (["--kernels", "--length", "0"], ["--length 0 is outside 1..64"]),
    (["--kernels", "--length", "x"], ["--length wants a whole number"]),
    (["--lengths", "16", "--kernels"], ["not both"]),
    (["--lengths", "16", "--modes", "fused"], ["--modes belongs to the per-token bench"]),
    (["--lengths", "16", "--repeats", "0"], ["--repeats must be at least 1"]),
    (["--kernels", "--plot", "f.png"], ["--plot draws the forward bench"]),
    (["--length", "16"], ["--length goes with --lengths or --kernels"]),
    (["--lengths", "16", "--build-only", "--json", "x.json"], ["--build-only only compiles"]),
    (["--batch", "1,65"], ["--batch wants row counts from 1 to 64"]),
    (["--batch", "2", "--modes", "fused"], ["--modes belongs to another bench"]),
    (["--batch", "2", "--profile"], ["--profile times the GPU's kernels"]),
    (["--modes", "fused-mega"], ["--modes fused-mega runs on the GPU only"]),
])
def test_bad_options(env, args, fragments):
    assert_one_line_error(invoke(env, *args, "--target", "cpu", "--model", "tiny"), *fragments)


def test_forward_table_shows_the_gpu_time_beside_the_wall():
    """On the GPU the forward bench also reports the GPU's own time (events around the graph), so the
    host's part of the wall shows; a CPU row has no such column."""
    result = {"model": "gpt2", "target": "gpu", "chip": "sm_90", "repeats": 3, "warmup": 1,
              "torch": {"available": False, "note": "not installed"},
              "rows": [{"length": 256, "padded_length": 256, "ours_ms": 2.95, "ours_gpu_ms": 2.75}]}
    text = gb.format_forward(result)
    header, row = text.splitlines()[1:3]
    assert header.split()[-3:] == ["ours", "GPU", "ms"] and row.split()[-1] == gb._ms(2.75)
    del result["rows"][0]["ours_gpu_ms"]
    assert "GPU ms" not in gb.format_forward(result)


def test_the_decode_kernel_bench_traces_the_references_functions_as_they_are_called():
    """gpt2/bench_decode_kernels.py calls the reference's layers itself (CI never runs the bench): its
    attention case runs in NumPy, as the reference computes it."""
    import numpy as np

    from gpt2 import bench_decode_kernels as bench
    from gpt2.reference import attention, attention_scale, cached_mask
    case = bench.AttnCase("t", 2, 8, 4)
    q, kc, vc, k, v, pos = case.args(np.random.default_rng(0))
    got = bench.attention_step(q, kc.copy(), vc.copy(), k, v, pos)
    kc[:, pos:pos + 1], vc[:, pos:pos + 1] = k, v
    np.testing.assert_allclose(got, attention(q, kc, vc, cached_mask(pos, 1, 8), attention_scale(4, 0)), rtol=1e-6)
