"""Kernels named by where they come from: the tracer's source locations, their way through the
stages, the launch manifest's labels and source lines, and the profiler's groupings (no GPU)."""
from __future__ import annotations

import importlib.util
import inspect
import json
import re
import sys
from pathlib import Path

import numpy as np
import pytest

from conftest import reference_line
from frontend import jit
from frontend.source import without_locations
from launcher.profiler import Profiler, source_text
from pipeline.pipelines import gpu_stage_file

F32 = np.float32
HERE = "tests/test_provenance.py"  # how the tracer names this file: relative to the project root


def _line(fn, marker: str) -> int:
    """The line number of the line of `fn` holding `marker`."""
    lines, first = inspect.getsourcelines(fn)
    return first + next(i for i, text in enumerate(lines) if marker in text)


def _aliases(text: str) -> dict[str, str]:
    return dict(re.findall(r"^(#loc\d+) = (loc\(.*\))$", text, re.M))


def _resolve(alias: str, aliases: dict[str, str]) -> str:
    """A location alias with every alias inside it spelled out."""
    text = aliases[alias]
    while re.search(r"#loc\d+", text):
        text = re.sub(r"#loc\d+", lambda m: aliases[m.group(0)], text)
    return text


def _op_location(text: str, op: str) -> str:
    line = next(line for line in text.splitlines() if f" = {op} " in line or line.strip().startswith(op))
    return _resolve(re.search(r"loc\((#loc\d+)\)$", line).group(1), _aliases(text))


# --- the tracer ------------------------------------------------------------------------------------
def _inner(x, w):
    return x @ w + 1.0  # inner-line


def _outer(x, params):
    y = _inner(x, params["w"])  # outer-line
    return np.tanh(y)  # tanh-line


def test_each_op_is_located_at_its_numpy_line_with_its_call_chain():
    traced = jit(_outer).trace(np.ones((4, 8), F32), {"w": np.ones((8, 3), F32)})
    matmul = _op_location(traced.text, "linalg.matmul")
    inner, outer = _line(_inner, "inner-line"), _line(_outer, "outer-line")
    # innermost first: the @ in _inner, called from _outer's line
    assert re.fullmatch(rf'loc\(callsite\(loc\("_inner"\("{HERE}":{inner}:\d+\)\) at '
                        rf'loc\("_outer"\("{HERE}":{outer}:\d+\)\)\)\)', matmul), matmul
    tanh = _op_location(traced.text, "math.tanh")
    assert f'"{HERE}":{_line(_outer, "tanh-line")}:' in tanh and "_inner" not in tanh
    # arguments are named by their tree paths
    sig = next(line for line in traced.text.splitlines() if "func.func @main" in line)
    names = [_resolve(a, _aliases(traced.text)) for a in re.findall(r"loc\((#loc\d+)\)", sig)]
    assert names == ['loc("x")', """loc("params['w']")"""]
    assert traced.meta()["argument_paths"] == ["x", "params['w']"]


def test_the_same_op_on_another_line_is_still_one_value():
    def f(x):
        a = x * 2.0
        b = x * 2.0
        return a + b

    text = jit(f).trace(np.ones(5, F32)).text
    assert text.count("arith.mulf") == 1  # value numbering ignores where an op was written


def _load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_an_edited_comment_changes_the_locations_not_the_program(tmp_path):
    """Locations are part of the traced text, so the build is redone (is_built compares the text)
    but in the same folder: the default folder's digest ignores locations."""
    body = "import numpy as np\n\ndef f(x):\n    return np.exp(x) * 2.0\n"
    (tmp_path / "a.py").write_text(body)
    (tmp_path / "b.py").write_text("# a comment\n" + body)
    x = np.ones((3, 4), F32)
    a, b = (jit(_load(tmp_path / n, n[0]).f).trace(x) for n in ("a.py", "b.py"))
    assert a.text != b.text and ":4:" in a.text and ":5:" in b.text
    assert without_locations(a.text) == without_locations(b.text) and a.digest == b.digest


# --- the stages --------------------------------------------------------------------------------
def _layer(x, block):
    h = x @ block["w"] + block["b"]  # matmul-line
    h = 0.5 * h * (1.0 + np.tanh(0.79788456 * (h + 0.044715 * h ** 3)))  # gelu-line
    mean = np.mean(h, axis=-1, keepdims=True)  # norm-line
    return (h - mean) / np.sqrt(np.var(h, axis=-1, keepdims=True) + 1e-5)


def _args(rows: int):
    rng = np.random.default_rng(0)
    return (rng.standard_normal((rows, 16)).astype(F32),
            {"w": rng.standard_normal((16, 32)).astype(F32), "b": rng.standard_normal(32).astype(F32)})


mlir = pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")


@pytest.fixture(scope="module")
def small_build(tmp_path_factory):
    """_layer compiled for the GPU (no GPU needed): 2 rows, so x @ W runs matvec_cols with the bias
    and GELU as its epilogue, and the layer norm is a row kernel."""
    folder = tmp_path_factory.mktemp("provenance") / "layer"
    jit(_layer).compile(*_args(2), target="gpu", build_dir=folder, chip="sm_90", verbose=False)
    return folder


def test_locations_survive_to_the_outlined_host_function(small_build):
    from mlir import ir
    from pipeline.pipelines import MANIFEST_INPUT, gpu_stage_file
    from pipeline.provenance import chains
    with ir.Context():  # the host-alloc stage: what the manifest is built from
        module = ir.Module.parseFile(str(small_build / gpu_stage_file(MANIFEST_INPUT)))
        host = next(op for op in module.body.operations if op.operation.name == "func.func")
        launches = [op for op in host.regions[0].blocks[0].operations if op.operation.name == "gpu.launch_func"]
        assert launches
        found = [chains(op.location) for op in launches]
        assert all(found), "a launch lost its location"  # each launch's own location, not only its kernel's ops
        lines = [[f.where() for f in c] for chain in found for c in chain]
        paths = [a.location.name_str for a in host.regions[0].blocks[0].arguments if a.location.is_a_name()]
    assert all(lines) and all(where.startswith(HERE + ":") for chain in lines for where in chain)
    assert f"{HERE}:{_line(_layer, 'matmul-line')}" in {chain[0] for chain in lines}
    assert paths[:3] == ["x", "block['b']", "block['w']"]  # (a dict's keys in sorted order)


def test_every_launch_names_its_numpy_lines_and_layer(small_build):
    from pipeline.pipelines import gpu_stage_file
    manifest = json.loads((small_build / "manifest.json").read_text())
    launches = [s for s in manifest["steps"] if s["op"] == "launch"]
    assert manifest["version"] >= 2 and launches  # provenance from version 2 on
    for step in launches:
        assert step["source"] and all(s.startswith(HERE + ":") for s in step["source"]), step
        assert step["stack"][-1].startswith(step["source"][0]), step
        assert (small_build / step["made_in"]).is_file()
    matvec = next(s for s in launches if "matvec_cols" in s["label"])
    # the weights it reads are block['w'] and block['b'], the only leaves of `block`: that names them
    assert re.fullmatch(r"block · _layer \(matvec_cols\w* \+ epilogue\)", matvec["label"]), matvec["label"]
    assert matvec["made_in"] == gpu_stage_file("epilogues")  # where the bias and GELU joined the product
    assert matvec["source"] == [f"{HERE}:{_line(_layer, 'matmul-line')}", f"{HERE}:{_line(_layer, 'gelu-line')}"]
    norm = next(s for s in launches if "(row)" in s["label"])
    assert norm["source"][0] == f"{HERE}:{_line(_layer, 'norm-line')}" and norm["layer"] == "block"
    assert norm["made_in"] == gpu_stage_file("row-kernels") and "gpu.all_reduce" in (small_build / norm["made_in"]).read_text()


def test_locations_do_not_change_the_ptx(small_build, tmp_path, monkeypatch):
    """The same program built with the locations dropped (stages printed without debug info, the
    trace without its locations) gives byte-identical PTX: locations never become debug info."""
    from pipeline import compile as compiler
    from pipeline import irutil, stages
    traced = jit(_layer).trace(*_args(2))
    monkeypatch.setattr(stages, "DEBUGINFO", "--mlir-print-value-users=false")  # a no-op flag in its place
    monkeypatch.setattr(irutil, "asm", str)
    plain = tmp_path / "plain"
    compiler.compile_program(without_locations(traced.text), plain, "gpu", traced.meta(), chip="sm_90", verbose=False)
    assert not any(re.search(r"\bloc\(", f.read_text()) for f in plain.glob("*.mlir")), "locations were printed"
    assert re.search(r"\bloc\(", (small_build / gpu_stage_file("host-alloc")).read_text())
    ptx = sorted(p.name for p in (small_build / "kernels").glob("*.ptx"))
    assert ptx == sorted(p.name for p in (plain / "kernels").glob("*.ptx")) and ptx
    for name in ptx:  # (the first line is the command, which names the folder)
        ours, theirs = ((d / "kernels" / name).read_text().split("\n", 1)[1] for d in (small_build, plain))
        assert ours == theirs, name


@pytest.fixture(scope="module")
def tiny_builds(tmp_path_factory):
    """The tiny GPT-2's GPU programs, whole-model and per-sublayer, with a KV cache."""
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, random_params
    root = tmp_path_factory.mktemp("tiny")
    config = get_config("tiny")
    for fused in (True, False):
        CompiledGPT2(config, random_params(config, 0), target="gpu", chip="sm_90", fused=fused, root=root,
                     verbose=False, place_weights=False).build(5, 4)
    return sorted(root.rglob("manifest.json"))


def test_every_launch_of_the_tiny_gpt2_names_a_line_of_the_model(tiny_builds):
    assert len(tiny_builds) >= 6  # fused prefill and step; embed, attend, feedforward, project (x2 lengths)
    for path in tiny_builds:
        for step in json.loads(path.read_text())["steps"]:
            if step["op"] == "launch":
                assert step["source"], (path, step["label"])
                assert all(re.fullmatch(r"gpt2/(reference|model)\.py:\d+", s) for s in step["source"]), step
    step = json.loads(next(p for p in tiny_builds if p.parent.name == "gpt2-next-n1-c64").read_text())
    labels = [s["label"] for s in step["steps"] if s["op"] == "launch"]
    # (the layer norms run in the products after them: pipeline/passes/prologues.py)
    assert any(re.fullmatch(r"block 1 · layer_norm → linear → gelu \(matvec_cols\w* \+ prologue \+ epilogue\)", l)
               for l in labels), labels
    assert "block 0 · attention → cached_mask → softmax (attention_warps)" in labels, labels  # v4: one row
    # (and the final norm in the head's, matvec_rows' prologue form, with the argmax in its epilogue:
    # pipeline/passes/head_argmax.py)
    assert "final_norm + words · layer_norm → lm_head → gpt2_next → argmax (matvec_rows_argmax_vec4 + prologue + argmax)" \
        in labels, labels
    # block 1's five kernels: qkv (its layer norm in it, and the cache rows' write: pipeline/passes/
    # cache_writes.py), attention (scores, mask, softmax and values in one: pipeline/passes/attention.py),
    # the three other products (mlp_in with its layer norm)
    assert [s.split(" · ")[0] for s in labels].count("block 1") == 5, labels
    assert "block 1 · layer_norm → linear → write_cache (matvec_cols_vec4 + prologue + epilogue)" in labels, labels
    sublayer = json.loads(next(p for p in tiny_builds if p.parent.name.startswith("feedforward-n1")).read_text())
    # the norm's weights and the product's, which share nothing in a sublayer's arguments: joined
    assert {s["layer"] for s in sublayer["steps"] if s["op"] == "launch"} >= {"mlp_in + mlp_norm", "mlp_out"}
    # (the head program's arguments are named as lm_head's: the word embeddings, or an untied lm_head.weight)
    head = json.loads(next(p for p in tiny_builds if p.parent.name.startswith("project-n1")).read_text())
    assert [s["label"] for s in head["steps"] if s["op"] == "launch"] == [
        "final_norm + head · layer_norm → lm_head (matvec_rows + prologue)"]


# --- layers, by rule -------------------------------------------------------------------------------
def test_layer_names_from_argument_paths():
    from pipeline.provenance import layer_of, shared_prefix
    assert layer_of(["params.blocks[3].mlp_in.w", "params.blocks[3].mlp_in.b"]) == "block 3 · mlp_in"
    assert layer_of(["params.blocks[3].mlp_in.w", "params.blocks[3].mlp_out.w"]) == "block 3"
    assert layer_of(["params.words", "params.positions"]) == "words + positions"
    assert layer_of(["block.attention_norm.g"]) == "attention_norm"
    assert layer_of(["params['layers'][0]['w']"]) == "layer 0"
    assert layer_of([]) == ""
    # what every weight of the program shares says nothing: lm_head(x, final_norm, words) shares no root
    head = ["final_norm.g", "final_norm.b", "words"]
    assert shared_prefix(head) == 0 and layer_of(head[:2], 0) == "final_norm" and layer_of(head[2:], 0) == "words"
    assert shared_prefix(["params.words", "params.blocks[0].mlp_in.w"]) == 1
    assert shared_prefix(["final_norm.g", "final_norm.b"]) == 0  # its only leaves: the argument names them


# --- the profiler ------------------------------------------------------------------------------
def _fake(tmp_path):
    src = tmp_path / "model.py"
    src.write_text("def f(x, w):\n    y = x @ w  # the product\n    return np.exp(y)\n")

    def launch(label, layer, source):
        return {"op": "launch", "ptx": f"kernels/k{len(label)}.ptx", "kernel": "k", "label": label, "layer": layer,
                "source": source, "stack": [], "made_in": "09-row-kernels.mlir"}

    steps = [launch("block 0 · mlp_in · f (matvec_cols)", "block 0 · mlp_in", [f"{src}:2"]),
             {"op": "alloc", "buffer": 3},
             launch("block 0 · f (elementwise)", "block 0", [f"{src}:3", f"{src}:2"]),
             launch("block 1 · mlp_in · f (matvec_cols)", "block 1 · mlp_in", [f"{src}:2"]),
             launch("words · f (matvec_rows)", "words", [f"{src}:3"])]
    return src, steps


def test_profiler_groups_by_launch_source_line_and_layer(tmp_path):
    src, steps = _fake(tmp_path)
    prof = Profiler(enabled=True)
    times = {0: 1.0, 2: 0.5, 3: 2.0, 4: 4.0}
    for _ in range(2):  # two calls of the program
        for n, ms in times.items():
            prof.add("prog", tmp_path / "build" / "prog", n, steps[n], ms)
    assert prof.total_ms() == pytest.approx(15.0)
    launches = prof.by_launch().splitlines()
    rows = [l for l in launches if "prog/k" in l]
    assert [r.split()[0] for r in rows] == ["8.000", "4.000", "2.000", "1.000"] and rows[0].split()[2] == "2"
    assert "words · f (matvec_rows)" in rows[0] and "prog/k23, 09-row-kernels.mlir" in rows[0]
    by_line = [l.split() for l in prof.by_source().splitlines()[2:]]
    # line 2: launches 0 and 3 (6 ms); line 3: launches 2 (first line 3) and 4 (9 ms)
    assert by_line[0][:4] == ["9.000", "60.0%", "2", f"{src}:3"] and by_line[0][4:] == ["return", "np.exp(y)"]
    assert by_line[1][:4] == ["6.000", "40.0%", "2", f"{src}:2"] and by_line[1][4:] == ["y", "=", "x", "@", "w"]
    assert by_line[2][:2] == ["15.000", "100%"]
    layers = [l.split(":")[0].split() for l in prof.by_layer().splitlines()[2:5]]
    assert layers == [["8.000", "53.3%", "1", "words"], ["4.000", "26.7%", "1", "block", "1"],
                      ["3.000", "20.0%", "2", "block", "0"]]
    report = prof.report(top=2)
    assert "(2 more launches)" in report and "(1 more layers)" in report


def test_source_text_drops_an_inline_comment(tmp_path):
    src, _ = _fake(tmp_path)
    assert source_text(f"{src}:2") == "y = x @ w"
    assert source_text(reference_line("return x @ lin.w")) == "return x @ lin.w + lin.b"  # relative to the project root
    assert source_text("nowhere.py:3") == "" and source_text("no line") == ""


def test_a_version_1_manifest_still_runs_without_labels():
    from contract.manifest import ManifestError, check
    step = {"op": "launch", "ptx": "kernels/k.ptx", "kernel": "k", "grid": [1, 1, 1], "block": [1, 1, 1],
            "shared_bytes": 0, "args": []}
    check({"version": 1, "steps": [step]}, "old")
    with pytest.raises(ManifestError, match="no str 'label'"):
        check({"version": 2, "steps": [step]}, "new")
    prof = Profiler(enabled=True)
    prof.add("old", "/b/old", 0, step, 1.0)
    assert "k (no label: a version 1 manifest)" in prof.report()
