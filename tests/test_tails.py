"""Tails (pipeline/passes/tails.py, matvec_cols_split_tail.mlir), without a GPU: which layer norms
after a v8 product go into its last block and which must not, the kill switch, the label naming the
norm's lines, the PTX (no spills, still launched early), and a decoding step on v8 in one launch fewer
per layer norm (gpt2-xl's step; here the tiny GPT-2 with v8 forced). Numbers on the GPU:
tests/test_tails_gpu.py."""
from __future__ import annotations

import dataclasses
import json
import re

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from pipeline import kernels, ptxlint  # noqa: E402
from pipeline.pipelines import gpu_stage_file  # noqa: E402

F32 = np.float32
STAGE = "row-kernels"


def layer_norm(x, g, b):  # gpt2/reference.py's, on plain arrays
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5) * g + b


def kept(x, h, w, b, g, bn):  # GPT-2's down projection and the next norm (the residual read later)
    x = x + (h @ w + b)
    return x, layer_norm(x, g, bn)


def plain(h, w, g, bn):  # no epilogue: the norm of C itself
    return layer_norm(h @ w, g, bn)


def _args(m=1, k=300, n=200, seed=0):
    rng = np.random.default_rng(seed)
    return (rng.standard_normal((m, n)).astype(F32), rng.standard_normal((m, k)).astype(F32),
            rng.standard_normal((k, n)).astype(F32), *(rng.standard_normal(n).astype(F32) for _ in range(3)))


def _compile(tmp_path, fn, args, **kw):
    return jit(fn).compile(*args, target="gpu", build_dir=tmp_path / "b", chip="sm_90", verbose=False,
                           variant="matvec_cols_split", **kw)


def _launches(program) -> list[dict]:
    return [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]


def _host(text: str) -> str:
    return text.split("func.func private")[0]


def test_the_norm_after_a_v8_product_runs_in_its_last_block(tmp_path):
    program = _compile(tmp_path, kept, _args())
    text = (program.build_dir / gpu_stage_file(STAGE)).read_text()
    assert "call @gpu_matvec_cols_split_f32_overwrite_epi0_tail0(" in _host(text)
    assert "gpu.launch" not in _host(text) and "math.sqrt" not in _host(text)  # no row kernel left
    tail = text.split("func.func private @gpu_matvec_cols_split_f32_overwrite_epi0_tail0_tail(")[1].split("func.func")[0]
    assert tail.count("gpu.all_reduce") == 2 and "math.sqrt" in tail
    # the tail runs in the block that took the row's last ticket, after the device-scope fence
    kernel = text.split("func.func private @gpu_matvec_cols_split_f32_overwrite_epi0_tail0(")[1].split("func.func")[0]
    atomics = [m.start() for m in re.finditer(r"memref.atomic_rmw addi", kernel)]
    call = kernel.index("func.call @gpu_matvec_cols_split_f32_overwrite_epi0_tail0_tail(")
    assert len(atomics) == 2 and atomics[1] < call
    assert 'llvm.fence syncscope("device") acq_rel' in kernel[atomics[1]:call].split("scf.if")[-1]
    (step,) = _launches(program)
    assert step["label"].endswith("kept → layer_norm (matvec_cols_split + epilogue + tail)"), step["label"]
    assert step["made_in"] == gpu_stage_file(STAGE) and step["pdl"]
    assert kernels.family_of(step["label"].rsplit("(", 1)[1].rstrip(")")) == "matmul"


def test_without_an_epilogue_the_tail_normalizes_c(tmp_path):
    rng = np.random.default_rng(1)
    args = (rng.standard_normal((1, 300)).astype(F32), rng.standard_normal((300, 200)).astype(F32),
            rng.standard_normal(200).astype(F32), rng.standard_normal(200).astype(F32))
    labels = [s["label"] for s in _launches(_compile(tmp_path, plain, args))]
    assert len(labels) == 1 and labels[0].endswith("(matvec_cols_split + tail)"), labels


@pytest.mark.parametrize("m", [2, 4])
def test_more_than_one_row_keeps_the_row_kernel(tmp_path, m):
    labels = [s["label"] for s in _launches(_compile(tmp_path, kept, _args(m)))]
    assert [lb.rsplit("(", 1)[1] for lb in labels] == ["matvec_cols_split + epilogue)", "row)"], labels


def test_kill_switch(tmp_path, monkeypatch):
    off = tuple(dataclasses.replace(k, enabled=False) if k.name == "matvec_cols_split_tail" else k
                for k in kernels.KERNELS)
    monkeypatch.setattr(kernels, "KERNELS", off)
    labels = [s["label"] for s in _launches(_compile(tmp_path, kept, _args()))]
    assert [lb.rsplit("(", 1)[1] for lb in labels] == ["matvec_cols_split + epilogue)", "row)"], labels


def test_v7_products_keep_their_prologues(tmp_path):
    """Without v8 (124M's products are v7), the norm before the next product is that product's
    prologue (pipeline/passes/prologues.py), not a tail."""
    def two(x, h, w, b, g, bn, w2):
        x = x + (h @ w + b)
        return layer_norm(x, g, bn) @ w2
    args = (*_args(k=300, n=200), np.random.default_rng(2).standard_normal((200, 96)).astype(F32))
    program = jit(two).compile(*args, target="gpu", build_dir=tmp_path / "b", chip="sm_90", verbose=False)
    kinds = [s["label"].rsplit("(", 1)[1] for s in _launches(program)]
    assert kinds == ["matvec_cols_vec4 + epilogue)", "matvec_cols_vec4 + prologue)"], kinds


@pytest.mark.parametrize("k, n", [(1600, 1600), (6400, 1600), (77, 36)])
def test_ptx_no_spills(tmp_path, k, n):
    program = _compile(tmp_path, kept, _args(k=k, n=n))
    (step,) = _launches(program)
    assert step["kernel"] == "matvec_cols_split_f32_epilogue_tail" and step["block"][0] == 256
    ptx = program.build_dir / step["ptx"]
    text = ptx.read_text()
    assert text.count("atom.global.add.u32") == 2  # the tile's ticket and the row's
    rows = ptxlint.lint([ptx], chips=("sm_75", "sm_90"))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)


@pytest.fixture(scope="module")
def tiny_v8_builds(tmp_path_factory, toolkit):
    """The tiny GPT-2's fused programs with every few-row product on v8 (SPLIT_K_GEMV, as gpt2-xl's
    are by size), with tails and with the switch off."""
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    config = get_config("tiny")
    out = {}
    saved = (kernels.KERNELS, kernels.SPLIT_K_GEMV)
    try:
        kernels.SPLIT_K_GEMV = True
        for on in (True, False):
            kernels.KERNELS = saved[0] if on else tuple(
                dataclasses.replace(k, enabled=False) if k.name == "matvec_cols_split_tail" else k for k in saved[0])
            root = tmp_path_factory.mktemp(f"tiny-v8-{on}")
            CompiledGPT2(config, stand_in_params(config), target="gpu", chip="sm_90", fused=True, root=root,
                         verbose=False, place_weights=False).build(4, 2)
            out[on] = root
    finally:
        kernels.KERNELS, kernels.SPLIT_K_GEMV = saved
    return config, out


def _step_launches(root) -> list[dict]:
    steps = []
    for manifest in sorted(root.rglob("manifest.json")):
        if re.search(r"n1(-|$)", manifest.parent.name):  # the decoding step's program (one token)
            steps += [s for s in json.loads(manifest.read_text())["steps"] if s["op"] == "launch"]
    return steps


def test_decode_step_on_v8_one_launch_fewer_per_layer_norm(tiny_v8_builds):
    config, roots = tiny_v8_builds
    on, off = _step_launches(roots[True]), _step_launches(roots[False])
    labels = [s["label"] for s in on]
    # ln_2 after each attn_out, ln_1 after each mlp_out but the last (the final norm after it is the
    # head's prologue); layer 0's ln_1 comes after the embedding, no product
    assert len(off) - len(on) == 2 * config.n_layer - 1, ([s["label"] for s in off], labels)
    tails = [lb for lb in labels if lb.endswith("(matvec_cols_split + epilogue + tail)")]
    assert len(tails) == 2 * config.n_layer - 1, labels
    assert all("layer_norm" in lb for lb in tails), tails
    assert len([lb for lb in labels if lb.endswith("(row)")]) == 1, labels  # layer 0's ln_1 (with the embedding)
