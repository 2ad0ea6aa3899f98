"""The argmax in the head's epilogue (pipeline/passes/head_argmax.py, matvec_rows_argmax.mlir), without
a GPU: which argmax runs go into the head's kernel and which must not, the kill switch, the PTX (the
ticket after a fence, no spills), the label naming the argmax's lines, and the GPT-2 decoding step
two launches shorter. Numbers on the GPU: tests/test_head_argmax_gpu.py."""
from __future__ import annotations

import json
import re

import numpy as np
import pytest

from conftest import reference_line

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from gpt2.reference import argmax  # noqa: E402
from pipeline import kernels, ptxlint  # noqa: E402
from pipeline.pipelines import gpu_stage_file  # noqa: E402

F32 = np.float32
N = 9003  # a vocabulary past the tuning's argmax_split_min_length, not a multiple of 8


def layer_norm(x, g, b):  # gpt2/reference.py's, on plain arrays
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5) * g + b


def step(x, pos, last, g, bn, w):
    """gpt2/model.py gpt2_next's tail: the head, the row of token `last`, its argmax, the next token
    (0 for a NaN row) and position (per-row ops after the index)."""
    logits = (layer_norm(x, g, bn) @ w.T)[last]
    best = argmax(logits)
    token = np.where(best < logits.shape[-1], best, 0)
    return logits, best, np.concatenate([token, pos + last + 1])


def plain(x, g, bn, w):
    return argmax(layer_norm(x, g, bn) @ w.T)


def no_norm(x, w):
    return argmax(x @ w.T)


def _args(m=1, k=77, n=N, seed=0, fn=step):
    rng = np.random.default_rng(seed)
    x, g, bn = (rng.standard_normal((m, k)).astype(F32), rng.standard_normal(k).astype(F32),
                rng.standard_normal(k).astype(F32))
    w = rng.standard_normal((n, k)).astype(F32)
    if fn is step:
        return x, np.array(5, np.int64), np.array([m - 1]), g, bn, w
    if fn is no_norm:
        return x, w
    return x, g, bn, w


def _launches(program) -> list[dict]:
    return [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]


def _compile(fn, args, tmp_path, name="b"):
    return jit(fn).compile(*args, target="gpu", build_dir=tmp_path / name, chip="sm_90", verbose=False)


# (K = 77: v2's form; K = 768, a multiple of 4: v13's, 16-byte loads of W)
@pytest.mark.parametrize("fn, kind, k", [(step, "matvec_rows + prologue + argmax", 77),
                                         (plain, "matvec_rows + prologue + argmax", 77),
                                         (no_norm, "matvec_rows + argmax", 77),
                                         (step, "matvec_rows_argmax_vec4 + prologue + argmax", 768),
                                         (no_norm, "matvec_rows_argmax_vec4 + argmax", 768)],
                         ids=["gathered", "plain", "no_norm", "gathered_v13", "no_norm_v13"])
def test_the_argmax_runs_in_the_heads_kernel(tmp_path, fn, kind, k):
    program = _compile(fn, _args(k=k, fn=fn), tmp_path)
    steps = _launches(program)
    fused = [s for s in steps if "+ argmax" in s["label"]]
    # (gpt2_next's token and position, the two elements of its last result, are the kernel's too)
    assert len(steps) == 1 and len(fused) == 1, [s["label"] for s in steps]
    launch = fused[0]
    assert launch["label"].endswith(f"({kind})"), launch["label"]
    assert launch["made_in"] == gpu_stage_file("head-argmax") and launch["pdl"]
    assert launch["grid"] == [min(-(-N // 8), 792), 1, 1] and launch["block"] == [32, 8, 1]
    argmax_lines = [reference_line("top = np.max(x, axis=-1"), reference_line("return np.min(np.where(np.equal(x, top)")]
    assert all(any(s.endswith(line) for s in launch["source"]) for line in argmax_lines)
    assert kernels.family_of(launch["label"].rsplit("(", 1)[1].rstrip(")")) == "matmul"
    # The results are the kernel's: the logits row (gathered: the first result) and the index
    written = {a["buffer"] for a in launch["args"]}
    manifest = json.loads((program.build_dir / "manifest.json").read_text())
    assert set(manifest["results"]) <= written
    if fn is step:  # the next token (clamped) and position, by the last block's thread 0
        text = (program.build_dir / gpu_stage_file("row-kernels")).read_text()
        after = text.split("func.func private @gpu_matvec_rows_f32_overwrite_pro0_argmax0_after(")[1].split("func.func")[0]
        assert after.count("memref.store") == 4 and "arith.cmpi slt" in after and after.count("arith.addi") == 2
        # the position into the last result's element 1 (a view at offset 1), the token into element 0
        assert "strided<[], offset: 1>" in after.split(") {")[0], after.split(") {")[0]
    # The ticket's counter is a temporary (zeroed once by the launcher, left zero by the kernel)
    counters = [a for a in launch["args"] if a["dtype"] == "int32"]
    roles = {b["id"]: b["role"] for b in manifest["buffers"]}
    assert len(counters) == 1 and roles[counters[0]["buffer"]] == "temporary"
    text = (program.build_dir / launch["ptx"]).read_text()
    fence, ticket = text.index("fence.acq_rel.gpu;"), text.index("atom.global.add.u32")
    assert fence < ticket and text.count("fence.acq_rel.gpu;") == 2
    rows = ptxlint.lint([program.build_dir / launch["ptx"]], chips=("sm_75", "sm_90"))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)
    # v13: W's 16-byte loads, all of a column's (K / 128 of them) before its first product, and v2's
    # 4-byte loop beside them for a W that is not 16-byte aligned
    body = text[text.index("griddepcontrol.wait"):]
    vec = [i for i, line in enumerate(body.splitlines()) if "ld.global.v4.f32" in line or "ld.global.v4.b32" in line]
    if "vec4" in kind:
        lines = body.splitlines()
        first_product = next(i for i in range(vec[0], len(lines)) if "mul.rn.f32" in lines[i])
        assert len(vec) == k // 128 and vec[-1] < first_product, (vec, first_product)
    else:
        assert not vec


@pytest.mark.parametrize("weight, k", [("float16", 768), ("bfloat16", 768), ("float16", 77)])
def test_half_word_embeddings_keep_the_head_one_kernel(tmp_path, weight, k):
    """W stored in half precision (gpt2's word embeddings with --dtype): the head is the half form of the same
    kernel, norm and argmax included, each 4 elements of W one 8-byte load widened in registers (v13), or v2's
    2-byte loads (K not a multiple of 4)."""
    import ml_dtypes
    w_t, ptx_t = {"float16": (np.float16, "f16"), "bfloat16": (ml_dtypes.bfloat16, "bf16")}[weight]
    x, pos, last, g, bn, w = _args(k=k)
    program = _compile(step, (x, pos, last, g, bn, w.astype(w_t)), tmp_path)
    steps = _launches(program)
    form = "matvec_rows_argmax_vec4" if k % 4 == 0 else "matvec_rows"
    assert len(steps) == 1 and steps[0]["label"].endswith(f"({form}_{ptx_t}w + prologue + argmax)"), steps
    text = (program.build_dir / steps[0]["ptx"]).read_text()
    assert f"cvt.f32.{ptx_t}" in text
    if k % 4 == 0:
        assert re.search(r"ld\.global(\.nc)?\.v2\.(b32|u32)|ld\.global(\.nc)?\.v4\.(b16|u16)", text) or \
            re.search(r"ld\.global(\.nc)?\.(b64|u64)", text), "W's 8-byte loads"
    rows = ptxlint.lint([program.build_dir / steps[0]["ptx"]], chips=("sm_75", "sm_90"))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)


def _twice(x, g, bn, w):
    return argmax(layer_norm(x, g, bn) @ w.T * 2.0)  # an op on the logits before the argmax


@pytest.mark.parametrize("fn, args, launches", [
    (plain, _args(1, 77, 8191, fn=plain), 2),      # a short row: the one-block argmax, after the head
    (plain, _args(2, 77, N, fn=plain), 3),         # two rows: the head, the split argmax's two kernels
    (_twice, _args(1, 77, N, fn=plain), 3),        # the argmax reads a product of the logits
], ids=["short", "two_rows", "op_between"])
def test_what_must_not_fuse(tmp_path, fn, args, launches):
    steps = _launches(_compile(fn, args, tmp_path))
    assert len(steps) == launches and not [s for s in steps if "+ argmax" in s["label"]], [s["label"] for s in steps]


def test_kill_switch(tmp_path, monkeypatch):
    """Without the head-argmax rewrite the argmax stays long_argmax's two row kernels after the head."""
    from pipeline.passes import head_argmax
    monkeypatch.setattr(head_argmax, "fuse_head_argmax", lambda module: 0)
    steps = _launches(_compile(step, _args(), tmp_path))
    labels = [s["label"] for s in steps]
    assert len(steps) == 3 and sum("(row)" in lb for lb in labels) == 2 and "+ argmax" not in " ".join(labels), labels


def test_decode_step_two_launches_fewer(tmp_path, monkeypatch):
    """The tiny GPT-2's decoding step (n = 1): the head, its norm and the argmax are one kernel."""
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    config = get_config("tiny")
    counts = {}
    from pipeline.passes import head_argmax
    for on in (True, False):
        if not on:
            monkeypatch.setattr(head_argmax, "fuse_head_argmax", lambda module: 0)
        root = tmp_path / f"tiny-{on}"
        CompiledGPT2(config, stand_in_params(config), target="gpu", chip="sm_90", fused=True, root=root,
                     verbose=False, place_weights=False).build(4, 2)
        manifests = [m for m in sorted(root.rglob("manifest.json")) if re.search(r"n1(-|$)", m.parent.name)]
        assert len(manifests) == 1, manifests
        steps = [s for s in json.loads(manifests[0].read_text())["steps"] if s["op"] == "launch"]
        counts[on] = len(steps)
        if on:
            fused = [s["label"] for s in steps if "+ argmax" in s["label"]]
            assert len(fused) == 1 and fused[0].endswith("layer_norm → lm_head → gpt2_next → argmax "
                                                         "(matvec_rows_argmax_vec4 + prologue + argmax)"), fused
            assert not [s for s in steps if "(row)" in s["label"]], [s["label"] for s in steps]
    assert counts[False] - counts[True] == 2, counts
