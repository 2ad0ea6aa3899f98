"""A decoding step's attention and the product after it in one kernel (pipeline/passes/attention_matvec.py,
attention v10, attention_matvec.mlir), without a GPU: which pairs fuse and which must not, the kill
switch, the PTX (W's loads before the dependent-launch wait, the ticket after a fence, no spills), the
generated template's attention lines being v4's, and the GPT-2 step twelve launches shorter. Numbers on
the GPU: tests/test_attention_matvec_gpu.py."""
from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from attention_matvec_programs import args, attn_out, no_epilogue, o_read_again  # noqa: E402
from pipeline import kernels, ptxlint  # noqa: E402
from pipeline.pipelines import gpu_stage_file  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CALL = re.compile(r"(?<!func\.)call @gpu_attention_matvec_f32_\w+\(")  # the host's call, not the kernel's


def _compile(fn, a, tmp_path, name="b"):
    return jit(fn).compile(*a, target="gpu", build_dir=tmp_path / name, chip="sm_90", verbose=False)


def _launches(program) -> list[dict]:
    return [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]


def _switch_off(monkeypatch):
    monkeypatch.setattr(kernels, "KERNELS", tuple(
        dataclasses.replace(k, enabled=k.name != "attention_matvec") for k in kernels.KERNELS))


@pytest.mark.parametrize("fn, shape", [(attn_out, (12, 64, 64, 768)), (attn_out, (3, 37, 40, 52)),
                                       (no_epilogue, (25, 64, 64, 200))], ids=["124M", "odd", "no_epilogue"])
def test_the_pair_is_one_kernel(tmp_path, fn, shape):
    h, c, dh, n = shape
    program = _compile(fn, args(h, c, dh, n, fn=fn), tmp_path)
    stage = (program.build_dir / gpu_stage_file("attention-matvec")).read_text()
    assert len(CALL.findall(stage)) == 1, CALL.findall(stage)
    assert not re.search(r"(?<!func\.)call @gpu_(attention_warps|matvec)", stage)
    labels = [s["label"] for s in _launches(program)]
    fused = [s for s in _launches(program) if s["label"].endswith("(attention_matvec)")]
    assert len(fused) == 1, labels
    assert fused[0]["grid"] == [-(-n // 64), h, 1] and fused[0]["block"] == [512, 1, 1]
    # the cache writes (two rows at pos) and the attention + product: nothing else
    assert len(labels) <= 3, labels


def test_the_switch_brings_two_kernels_back(tmp_path, monkeypatch):
    _switch_off(monkeypatch)
    program = _compile(attn_out, args(), tmp_path)
    labels = [s["label"] for s in _launches(program)]
    assert not any("attention_matvec" in label for label in labels)
    assert any(label.endswith("(attention_warps)") for label in labels), labels
    assert any("matvec_cols_vec4" in label for label in labels), labels


@pytest.mark.parametrize("fn, shape", [(o_read_again, (12, 64, 64, 768)), (no_epilogue, (2, 64, 80, 64))],
                         ids=["o_is_a_result", "dh_80"])
def test_pairs_that_must_not_fuse(tmp_path, fn, shape):
    h, c, dh, n = shape
    program = _compile(fn, args(h, c, dh, n, fn=fn), tmp_path)
    stage = (program.build_dir / gpu_stage_file("attention-matvec")).read_text()
    assert not CALL.search(stage)
    assert not any("attention_matvec" in s["label"] for s in _launches(program))


def test_the_ptx(tmp_path):
    """W's 16-byte loads come before the dependent-launch wait (and launched early: pdl), the tickets
    after a device-scope fence, and ptxas spills nothing."""
    program = _compile(attn_out, args(), tmp_path)
    fused = [s for s in _launches(program) if s["label"].endswith("(attention_matvec)")]
    assert fused[0].get("pdl") is True, fused[0]
    ptx = (program.build_dir / fused[0]["ptx"]).read_text()
    wait = ptx.index("griddepcontrol.wait")
    assert len(re.findall(r"ld\.global(\.nc)?\.v4\.[bf]32", ptx[:wait])) == 2  # U = 2 rows of W a thread
    assert ptx.count("prefetch.L2") >= 2 and ptx.index("prefetch.L2") < wait  # v4's K and V
    assert re.search(r"fence\.acq_rel\.gpu;\s*\n\s*atom\.global\.add\.u32", ptx)
    rows = ptxlint.lint([program.build_dir / fused[0]["ptx"]], chips=("sm_90",))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)


def test_the_templates_attention_is_v4s():
    """The template's attention lines are attention_warps.mlir's, unchanged (the generator copies them)."""
    v4 = (ROOT / "pipeline/templates/attention_warps.mlir").read_text().splitlines()
    v10 = (ROOT / "pipeline/templates/attention_matvec.mlir").read_text().splitlines()
    block = v4[v4.index("    %i0 = arith.constant 0 : index"):v4.index("    scf.if %d_ok {")]
    start = v10.index("    // ---- attention v4 (attention_warps.mlir), copied by the generator ----") + 1
    end = v10.index("    // ---- end of attention v4 ----")
    ours = v10[start:end]
    cut = ours.index("    // ---- (the product's loads of W, before v4's prefetch and wait) ----")
    again = ours.index("    // ---- attention v4 again ----")
    assert ours[:cut] + ours[again + 1:] == block


def test_gpt2s_decoding_step_is_a_launch_a_layer_shorter(tmp_path):
    """The tiny GPT-2's decoding step (n = 1): each layer's attention and attn_out are one kernel, and
    with the switch off they are two again."""
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    config = get_config("tiny")
    counts = {}
    for on in (True, False):
        saved = kernels.KERNELS
        if not on:
            kernels.KERNELS = tuple(dataclasses.replace(k, enabled=k.name != "attention_matvec") for k in kernels.KERNELS)
        try:
            root = tmp_path / f"tiny-{on}"
            CompiledGPT2(config, stand_in_params(config), target="gpu", chip="sm_90", fused=True, root=root,
                         verbose=False, place_weights=False).build(4, 2)
        finally:
            kernels.KERNELS = saved
        manifests = [m for m in sorted(root.rglob("manifest.json")) if re.search(r"n1(-|$)", m.parent.name)]
        assert len(manifests) == 1, manifests
        steps = [s for s in json.loads(manifests[0].read_text())["steps"] if s["op"] == "launch"]
        counts[on] = len(steps)
        fused = [s["label"] for s in steps if s["label"].endswith("(attention_matvec)")]
        assert len(fused) == (config.n_layer if on else 0), [s["label"] for s in steps]
        if on:  # the label names both halves' lines: attention's and the product's
            assert all("attention" in f and "linear" in f for f in fused), fused
    assert counts[False] - counts[True] == config.n_layer, counts
