"""Prologues (pipeline/passes/prologues.py, the registry's `prologue` flag), without a GPU: which
layer norms run inside the GEMV after them and which must not, the kill switch, the PTX (no
spills, the prologue after the weight prefetch and the dependent-launch wait), and the GPT-2
decoding step, fused and per sublayer, in one launch fewer per layer norm with the label naming
it. Numbers on the GPU: tests/test_prologues_gpu.py."""
from __future__ import annotations

import dataclasses

import json
import re

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from conftest import reference_line  # noqa: E402
from frontend import jit  # noqa: E402
from gpt2.reference import gelu  # noqa: E402
from pipeline import kernels, ptxlint  # noqa: E402
from pipeline.passes import prologues  # noqa: E402

# layer_norm's mean, variance and normalisation: a fused prologue names all three
NORM_LINES = [reference_line(f) for f in ("mean = np.mean(x", "var = np.var(x", "return (x - mean) / np.sqrt")]
from pipeline.pipelines import gpu_stage_file  # noqa: E402

F32 = np.float32


def layer_norm(x, g, b):  # gpt2/reference.py's, on plain arrays
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5) * g + b


def _args(m=2, k=77, n=100, seed=0):
    rng = np.random.default_rng(seed)
    return (rng.standard_normal((m, k)).astype(F32), rng.standard_normal(k).astype(F32),
            rng.standard_normal(k).astype(F32), rng.standard_normal((k, n)).astype(F32),
            rng.standard_normal(n).astype(F32))


def _stage(tmp_path, fn, args, stop_after="prologues") -> str:
    jit(fn).compile(*args, target="gpu", build_dir=tmp_path / "b", chip="sm_90", verbose=False,
                    stop_after=stop_after)
    return (tmp_path / "b" / gpu_stage_file(stop_after)).read_text()


def _host(text: str) -> str:
    return text.split("func.func private")[0]


def _linear(x, g, bn, w, b):
    return layer_norm(x, g, bn) @ w + b


def _mlp_in(x, g, bn, w, b):
    return gelu(layer_norm(x, g, bn) @ w + b)


def _plain(x, g, bn, w, b):
    return layer_norm(x, g, bn) @ w


@pytest.mark.parametrize("m", [1, 2, 4])
@pytest.mark.parametrize("fn, epilogue", [(_linear, True), (_mlp_in, True), (_plain, False)],
                         ids=["linear", "gelu", "plain"])
def test_a_layer_norm_before_a_few_row_gemv_runs_in_its_prologue(tmp_path, m, fn, epilogue):
    text = _stage(tmp_path, fn, _args(m))
    callee = "gpu_matvec_cols_vec4_f32_overwrite" + ("_epi0" if epilogue else "") + "_pro0"
    assert f"call @{callee}(" in _host(text)
    assert '"reduction"' not in _host(text) and "math.sqrt" not in _host(text)  # the norm's ops are gone
    assert f"func.func private @{callee}_prologue(" in text
    prologue = text.split(f"func.func private @{callee}_prologue(")[1].split("func.func")[0]
    assert prologue.count("gpu.all_reduce") == 2 and "math.sqrt" in prologue  # mean and variance, then the norm
    if epilogue:  # the epilogue's store came along
        assert "arith.addf" in text.split(f"func.func private @{callee}_store(")[1].split("func.func")[0]


def _kept_as_result(x, g, bn, w, b):
    h = layer_norm(x, g, bn)
    return h @ w + b, h


def _read_twice(x, g, bn, w, b):
    h = layer_norm(x, g, bn)
    return h @ w + b, h @ (w * 2.0)  # (two products of h: the same one twice would be one, after CSE)


def _read_later(x, g, bn, w, b):
    h = layer_norm(x, g, bn)
    return (h @ w + b) * h.sum()


def _no_reduce(x, g, bn, w, b):
    return (x * g + bn) @ w + b


@pytest.mark.parametrize("fn, m", [(_kept_as_result, 2), (_read_twice, 2), (_read_later, 1), (_no_reduce, 1),
                                   (_linear, 16)],
                         ids=["result", "two_products", "read_later", "no_reduce", "many_rows"])
def test_what_must_not_fuse(tmp_path, fn, m):
    text = _stage(tmp_path, fn, _args(m))
    assert "_pro0(" not in text


def test_a_row_wider_than_the_shared_row_is_refused(tmp_path):
    k = kernels.tuning_for().prologue_max_k + 4
    assert "_pro0(" not in _stage(tmp_path, _linear, _args(1, k, 12))


def test_kill_switch(tmp_path, monkeypatch):
    off = tuple(k.__class__(**{**k.__dict__, "prologue": False}) for k in kernels.KERNELS)
    monkeypatch.setattr(kernels, "KERNELS", off)
    monkeypatch.setattr(prologues, "FUSABLE", kernels.prologue_callees())
    assert kernels.prologue_callees() == ()
    text = _stage(tmp_path, _linear, _args(2))
    assert "_pro0(" not in text and "call @gpu_matvec_cols_vec4_f32_overwrite_epi0(" in text


@pytest.mark.parametrize("m, k, n, prefetch", [(1, 768, 2308, True), (1, 1024, 3076, True), (1, 1600, 4804, True),
                                               (3, 3077, 12, True), (4, 77, 1028, False)])
def test_ptx_prologue_after_the_prefetch_and_no_spills(tmp_path, monkeypatch, m, k, n, prefetch):
    """256 threads a block (more would spill), GPT-2's widths (124M, medium, xl) and odd shapes, one or
    several K trips. (At K = 77, shorter than the rows in flight, LLVM sinks the loads of W to their
    use, past the wait: still correct, W is never written, only not early.) The medium and xl widths
    take v8 by default (a W of at least `split_k_gemv_min_elements`, no prologue form): raised here, so
    v7's prologue form is still checked at those widths."""
    monkeypatch.setitem(kernels.TUNINGS, "H200", dataclasses.replace(kernels.tuning_for(),
                                                                     split_k_gemv_min_elements=1 << 40))
    program = jit(_mlp_in).compile(*_args(m, k, n), target="gpu", build_dir=tmp_path / "b", chip="sm_90",
                                   verbose=False)
    steps = [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]
    fused = [s for s in steps if s["kernel"] == "matvec_cols_vec4_f32_prologue_epilogue"]
    assert len(fused) == 1 and not [s for s in steps if "(row)" in s["label"]], [s["label"] for s in steps]
    assert fused[0]["block"][0] == 256 and fused[0]["pdl"]
    ptx = program.build_dir / fused[0]["ptx"]
    text = ptx.read_text()
    # v7's two K loops (16-byte and 4-byte loads of W) each load their first rows of W, then wait for
    # the kernel before (which writes x), and only then does anything else: the norm's reads and sums
    waits = [m.start() for m in re.finditer(r"griddepcontrol\.wait;", text)]
    assert len(waits) == 2
    blocks = sorted((text[:w].rsplit("$L__", 1)[-1] for w in waits), key=lambda b: b.count("ld.global.v4"))
    if prefetch:
        assert [b.count("ld.global.v4") for b in blocks] == [0, 6]
        assert [b.count("ld.global.b32") for b in blocks] == [24, 0]
    before = text[:waits[0]]
    assert not re.search(r"bar\.sync|shfl|ld\.shared|st\.", before)
    rows = ptxlint.lint([ptx], chips=("sm_75", "sm_90"))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)
    assert all(r.shared_bytes >= 4 * k for r in rows)


# -- the head: the final layer norm in v2's (matvec_rows) prologue ------------------------------

def _head(x, g, bn, w):  # gpt2/reference.py lm_head: layer_norm(x, final_norm) @ words.T, w [N, K]
    return layer_norm(x, g, bn) @ w.T


def _head_in_place(x, w1, g, bn, w):
    """The residual written by a GEMV's epilogue, then normalized in its own buffer (as GPT-2's last
    block leaves it): the run reads A's buffer before it writes it."""
    return layer_norm(x @ w1 + x, g, bn) @ w.T


def _head_args(m=1, k=77, n=100, seed=0):
    rng = np.random.default_rng(seed)
    return (rng.standard_normal((m, k)).astype(F32), rng.standard_normal(k).astype(F32),
            rng.standard_normal(k).astype(F32), rng.standard_normal((n, k)).astype(F32))


def _head_in_place_args(m=1, k=768, n=100, seed=0):
    x, g, bn, w = _head_args(m, k, n, seed)
    return x, np.random.default_rng(seed + 1).standard_normal((k, k)).astype(F32), g, bn, w


def _prologue_body(text: str, callee: str) -> str:
    return text.split(f"func.func private @{callee}_prologue(")[1].split("func.func")[0]


@pytest.mark.parametrize("m", [1, 2, 4])
def test_the_final_norm_runs_in_the_heads_prologue(tmp_path, m):
    text = _stage(tmp_path, _head, _head_args(m))
    callee = "gpu_matvec_rows_f32_overwrite_pro0"
    assert f"call @{callee}(" in _host(text) and "call @gpu_matvec_rows_f32_overwrite(" not in _host(text)
    assert '"reduction"' not in _host(text) and "math.sqrt" not in _host(text)
    prologue = _prologue_body(text, callee)
    assert prologue.count("gpu.all_reduce") == 2 and "math.sqrt" in prologue


def test_a_norm_computed_in_place_over_its_input_reads_it_from_memory(tmp_path):
    before = _stage(tmp_path / "g", _head_in_place, _head_in_place_args(), "generalize")
    # (what bufferization made: the norm's first op reads the residual's buffer and writes it)
    assert re.search(r"ins\((%\w+), %\w+ : memref<768xf32>, memref<f32>\) outs\(\1 : memref<768xf32>\)", before)
    text = _stage(tmp_path, _head_in_place, _head_in_place_args())
    call = next(line for line in _host(text).splitlines() if "call @gpu_matvec_rows_f32_overwrite_pro0(" in line)
    residual = re.search(r"_epi0\(.*, (%\w+)\) :", _host(text)).group(1)  # the v7 epilogue's output
    assert f", {residual}, " in call  # passed to the head: its prologue reads it
    prologue = _prologue_body(text, "gpu_matvec_rows_f32_overwrite_pro0")
    # The prologue's register form (256 threads, 3 elements a thread): the residual (global memory,
    # the prologue's 6th argument) is loaded once an element, for the mean's sum and the first
    # element-wise op both; the variance and the norm read the row made so far from registers, and
    # the row goes to shared memory (the 4th argument) once, at the end
    assert prologue.count("memref.load %arg5[") == 3 and prologue.count("memref.load %arg3[") == 0
    assert prologue.count("memref.store") == 3 and prologue.count("memref.store") == len(
        re.findall(r"memref.store [^\n]*, %arg3\[", prologue))


@pytest.mark.parametrize("k, registers", [(77, True), (768, True), (1024, True), (1025, False), (1600, False)])
def test_the_prologue_keeps_a_short_row_in_registers(tmp_path, k, registers):
    """Up to REGISTER_ELEMENTS elements a thread (K <= 1024 at 256 threads) the prologue is written
    element by element: every load of x, g and b first (ceil(K / 256) each), no loop, no read back from
    shared memory, the row stored there once; a longer row keeps the loop form."""
    text = _stage(tmp_path, _head, _head_args(k=k))
    body = _prologue_body(text, "gpu_matvec_rows_f32_overwrite_pro0")
    r = -(-k // prologues.PROLOGUE_THREADS)
    if registers:
        assert "scf.for" not in body and "memref.load %arg3[" not in body
        first_reduce = body.index("gpu.all_reduce")
        assert body[:first_reduce].count("memref.load") == 3 * r == body.count("memref.load")
        assert body.count("memref.store") == r
    else:
        assert "scf.for" in body and "memref.load %arg3[" in body


@pytest.mark.parametrize("template", ["matvec_cols_vec4_prologue", "matvec_rows_prologue",
                                      "matvec_rows_argmax", "matvec_rows_argmax_vec4"])
def test_every_prologue_form_has_the_block_size_the_pass_writes_for(template):
    """The register form assumes PROLOGUE_THREADS threads call the prologue: each template's call
    passes its block size, a constant 256."""
    text = kernels.template_source(template)
    call = re.search(r"func.call @\{func\}_prologue\(%\w+, %\w+, (%\w+),", text)
    assert call, template
    size = call.group(1)
    if size == "%ntx":  # the launch's block size: its threads operand
        size = re.search(r"threads\(%tx, %ty, %tz\) in \(%ntx = (%\w+),", text).group(1)
    assert re.search(rf"{re.escape(size)} = arith.constant {prologues.PROLOGUE_THREADS} : index", text), template


def _head_kept(x, g, bn, w):
    h = layer_norm(x, g, bn)
    return h @ w.T, h


def _head_read_later(x, g, bn, w):
    h = layer_norm(x, g, bn)
    return (h @ w.T) * h.sum()


@pytest.mark.parametrize("fn, m", [(_head_kept, 1), (_head_read_later, 1), (_head, 16)],
                         ids=["result", "read_later", "many_rows"])
def test_what_must_not_fuse_into_the_head(tmp_path, fn, m):
    text = _stage(tmp_path, fn, _head_args(m))
    assert "_pro0(" not in text


def test_the_heads_kill_switch(tmp_path, monkeypatch):
    off = tuple(k.__class__(**{**k.__dict__, "prologue": False}) if k.name == "matvec_rows" else k
                for k in kernels.KERNELS)
    monkeypatch.setattr(kernels, "KERNELS", off)
    monkeypatch.setattr(prologues, "FUSABLE", kernels.prologue_callees())
    assert "gpu_matvec_rows_f32_overwrite" not in kernels.prologue_callees()
    text = _stage(tmp_path, _head, _head_args(1))
    assert "_pro0(" not in text and "call @gpu_matvec_rows_f32_overwrite(" in text


@pytest.mark.parametrize("m, k, n", [(1, 768, 50257), (1, 1600, 50257), (3, 77, 9003)])
def test_ptx_the_heads_prologue_no_spills(tmp_path, m, k, n):
    """GPT-2's head (124M, xl) and odd shapes: 256 threads, at most 1056 blocks a row walking the
    column tiles, the row's statistics after the wait, no spills."""
    program = jit(_head).compile(*_head_args(m, k, n), target="gpu", build_dir=tmp_path / "b", chip="sm_90",
                                 verbose=False)
    steps = [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]
    assert [s["kernel"] for s in steps] == ["matvec_rows_f32_prologue"], [s["label"] for s in steps]
    assert steps[0]["block"] == [32, 8, 1] and steps[0]["pdl"]
    assert steps[0]["grid"] == [min(-(-n // 8), 1056), m, 1]
    ptx = program.build_dir / steps[0]["ptx"]
    text = ptx.read_text()
    # Before the wait only global loads (the weights', here x's too: the test's x is an argument
    # nothing writes, so dependent-launch moves its loads ahead like g's and b's); no shared memory,
    # no barrier, no shuffle.
    assert not re.search(r"ld\.shared|st\.|bar\.sync|shfl", text[:text.index("griddepcontrol.wait;")])
    rows = ptxlint.lint([ptx], chips=("sm_75", "sm_90"))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)
    assert all(r.shared_bytes >= 4 * k for r in rows)


@pytest.fixture(scope="module")
def tiny_builds(tmp_path_factory, toolkit):
    """The tiny GPT-2's programs, fused and per sublayer, at 4 prompt tokens, with prologues and with
    the switch off."""
    import dataclasses
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    config = get_config("tiny")
    out = {}
    for on in (True, False):
        saved = (kernels.KERNELS, prologues.FUSABLE)
        if not on:
            kernels.KERNELS = tuple(dataclasses.replace(k, prologue=False) for k in kernels.KERNELS)
            prologues.FUSABLE = ()
        try:
            for fused in (True, False):
                root = tmp_path_factory.mktemp(f"tiny-{on}-{fused}")
                CompiledGPT2(config, stand_in_params(config), target="gpu", chip="sm_90", fused=fused, root=root,
                             verbose=False, place_weights=False).build(4, 2)
                out[on, fused] = root
        finally:
            kernels.KERNELS, prologues.FUSABLE = saved
    return config, out


def _launches(root, step_only: bool):
    steps = []
    for manifest in sorted(root.rglob("manifest.json")):
        name = manifest.parent.name
        if step_only and not re.search(r"n1(-|$)", name):
            continue  # the decoding step's programs (one token), not the prompt's
        steps += [s for s in json.loads(manifest.read_text())["steps"] if s["op"] == "launch"]
    return steps


@pytest.mark.parametrize("fused", [True, False], ids=["fused", "per-sublayer"])
def test_decode_step_one_launch_fewer_per_layer_norm(tiny_builds, fused):
    config, roots = tiny_builds
    on, off = _launches(roots[True, fused], True), _launches(roots[False, fused], True)
    # ln_1 and ln_2 of each block; per sublayer, one program attends and one runs the MLP for every
    # block: a norm in each
    blocks = config.n_layer if fused else 1
    norms = 2 * blocks
    # and ln_f, in the head's prologue (matvec_rows): one program runs it, fused or not
    final = 1
    # fused: layer 0's ln_1 shared its row kernel with the embedding, which stays as its own kernel
    assert len(off) - len(on) == norms + final - (1 if fused else 0), \
        ([s["label"] for s in on], [s["label"] for s in off])
    labels = [s["label"] for s in on]
    fused_labels = [lb for lb in labels if "(matvec_cols_vec4 + prologue + epilogue)" in lb]
    assert len(fused_labels) == norms, labels
    assert sum("layer_norm → linear → gelu (" in lb for lb in fused_labels) == blocks, fused_labels
    # (qkv's kernel also writes the KV cache rows, write_cache's lines: pipeline/passes/cache_writes.py)
    assert sum(lb.endswith(("layer_norm → linear (matvec_cols_vec4 + prologue + epilogue)",
                            "layer_norm → linear → write_cache (matvec_cols_vec4 + prologue + epilogue)")) for lb in fused_labels) \
        == blocks, fused_labels
    assert not [lb for lb in labels if "layer_norm (row)" in lb], labels
    # (with the argmax in the head's epilogue, pipeline/passes/head_argmax.py: "... + argmax)", and then
    # v13's form for K % 4 == 0: "(matvec_rows_argmax_vec4 + prologue + argmax)")
    assert sum("layer_norm → lm_head" in lb and ("(matvec_rows + prologue" in lb or "(matvec_rows_argmax_vec4 + prologue"
               in lb) for lb in labels) == final, labels
    for step in on:
        if "+ prologue" in step["label"]:  # (the head with its argmax fused: the row-kernels pass made it)
            assert step["made_in"] == gpu_stage_file("head-argmax" if "+ argmax" in step["label"] else "prologues")
            if "lm_head" in step["label"]:
                assert step["source"][0].endswith(reference_line("return layer_norm(x, final_norm"))  # the head's first
                assert kernels.family_of(step["label"].rsplit("(", 1)[1].rstrip(")")) == "matmul"
                assert all(any(s.endswith(line) for s in step["source"]) for line in NORM_LINES)
                continue
            assert step["source"][0].endswith(reference_line("return x @ lin.w"))  # the product's first (the profile's)
            assert all(any(s.endswith(line) for s in step["source"]) for line in NORM_LINES)
            assert kernels.family_of(step["label"].rsplit("(", 1)[1].rstrip(")")) == "matmul"

