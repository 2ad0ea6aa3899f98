"""Epilogues in every 2-D matmul family (pipeline/passes/epilogues.py, the registry's `epilogue`
flag), without a GPU: which ops fuse into which kernels and which must not, the per-kernel kill
switch, PTX without spills for each family with a GELU in its store, and the whole 124M model's
32-token forward (KV cache) in fewer kernels. Numbers on the GPU: tests/test_epilogues_gpu.py."""
from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from gpt2.reference import gelu  # noqa: E402
from pipeline import kernels, ptxlint  # noqa: E402
from pipeline.pipelines import gpu_stage_file  # noqa: E402

F32 = np.float32
FAMILIES = ("matmul_2d", "matmul_2d_reg", "matmul_2d_reg128", "matmul_2d_tf32_64_v9")


def _args(rng, m=37, k=133, n=45):
    return (rng.standard_normal((m, k)).astype(F32), rng.standard_normal((k, n)).astype(F32),
            rng.standard_normal(n).astype(F32), rng.standard_normal((m, n)).astype(F32))


def _epilogues_stage(tmp_path, fn, args, variant=None) -> str:
    jit(fn).compile(*args, target="gpu", build_dir=tmp_path / "b", chip="sm_90", verbose=False,
                    stop_after="epilogues", variant=variant)
    return (tmp_path / "b" / gpu_stage_file("epilogues")).read_text()


@pytest.mark.parametrize("variant", FAMILIES)
@pytest.mark.parametrize("name, fn", [
    ("bias", lambda a, w, b, x: a @ w + b),
    ("bias_gelu", lambda a, w, b, x: gelu(a @ w + b)),
    ("residual", lambda a, w, b, x: x + (a @ w + b)),
])
def test_elementwise_after_a_product_runs_in_every_family(tmp_path, variant, name, fn):
    text = _epilogues_stage(tmp_path, fn, _args(np.random.default_rng(0)), variant)
    assert f"call @gpu_{variant}_f32_overwrite_epi0(" in text
    assert f"call @gpu_{variant}_f32_overwrite(" not in text
    assert "linalg.generic" not in text.split("func.func private")[0]  # the op is gone from the program


def _kept_as_result(a, w, b, x):
    c = a @ w
    return c + b, c


def _read_by_a_later_op(a, w, b, x):
    c = a @ w
    return (c + b) * c.sum()


def _read_at_another_element(a, w, b, x):
    c = a @ w  # square
    return c + c.T


def _read_transposed(a, w, b, x):
    return (a @ w).T + b


def _reduced(a, w, b, x):
    return (a @ w).sum(axis=1)


@pytest.mark.parametrize("fn, square", [(_kept_as_result, False), (_read_by_a_later_op, False),
                                        (_read_at_another_element, True), (_read_transposed, True),
                                        (_reduced, False)], ids=lambda v: getattr(v, "__name__", str(v)))
def test_what_must_not_fuse(tmp_path, fn, square):
    a, w, b, x = _args(np.random.default_rng(1), 37, 133, 37 if square else 45)
    assert "_epi0(" not in _epilogues_stage(tmp_path, fn, (a, w, b, x))


def test_op_reading_the_product_at_another_element_is_not_fused(tmp_path):
    """`c + c.T` as one op reading C twice, once transposed (the tracer writes the transpose as its
    own op; here the IR is edited into the one-op form): C[j, i] is another thread's, and with the
    op fused C is never written. Not fused; with the transposed read made a second identity read of
    another buffer it is (the control)."""
    from pipeline import gpu
    from pipeline.pipelines import PassOptions, gpu_pass
    a, w, _, _ = _args(np.random.default_rng(1), 37, 133, 37)

    def f(a, w):
        c = a @ w
        return c + c.T
    jit(f).compile(a, w, target="gpu", build_dir=tmp_path / "b", chip="sm_90", verbose=False,
                   stop_after="matmul-templates")
    text = (tmp_path / "b" / gpu_stage_file("matmul-templates")).read_text()
    transpose = re.search(r"^ *linalg\.transpose ins\((%\w+) .*outs\((%\w+) .*$\n", text, re.M)
    c, out = transpose.group(1), transpose.group(2)
    text = text.replace(transpose.group(0), "")
    generic = re.search(r"indexing_maps = \[(#\w+), (#\w+), (#\w+)\](.*?)ins\(" + c + ", " + out + " :", text)
    assert generic, text
    fused = gpu.rewrite_text(gpu_pass("epilogues"), text, PassOptions(chip="sm_90"))
    assert "_epi0(" in fused  # control: C read once, the other operand another buffer at the same element
    two_reads = text.replace(generic.group(0), f"indexing_maps = [{generic.group(1)}, #transposed, "
                             f"{generic.group(3)}]{generic.group(4)}ins({c}, {c} :")
    two_reads = "#transposed = affine_map<(d0, d1) -> (d1, d0)>\n" + two_reads
    assert "_epi0(" not in gpu.rewrite_text(gpu_pass("epilogues"), two_reads, PassOptions(chip="sm_90"))


def test_output_that_is_an_input_of_the_product_is_not_fused(tmp_path):
    """Were the op to write into A's buffer (an in-place `x = x @ w + b`, x square), a block would
    overwrite rows of A that other blocks still read: not fused."""
    from mlir import ir

    from pipeline.irutil import buffer_root
    from pipeline.passes import epilogues
    rng = np.random.default_rng(2)
    args = tuple(rng.standard_normal(s).astype(F32) for s in ((40, 40), (40, 40), (40,)))
    jit(lambda x, w, b: x @ w + b).compile(*args, target="gpu", build_dir=tmp_path / "b", chip="sm_90",
                                           verbose=False, stop_after="matmul-templates")
    text = (tmp_path / "b" / gpu_stage_file("matmul-templates")).read_text()
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        main = next(op.operation for op in module.body.operations if op.operation.name == "func.func"
                    and not ir.StringAttr(op.attributes["sym_name"]).value.startswith("gpu_"))
        ops = [op.operation for op in main.regions[0].blocks[0].operations]
        call = next(op for op in ops if op.name == "func.call")
        generic = next(op for op in ops[ops.index(call):] if op.name == "linalg.generic")
        assert epilogues._plan(call, ops) is not None  # writes a buffer of its own: fusable
        a = buffer_root(call.operands[0])
        assert a.type == generic.operands[len(generic.operands) - 1].type
        generic.operands[len(generic.operands) - 1] = a  # now D is A
        assert epilogues._plan(call, ops) is None


def _merge(p, v):
    return (p @ v).transpose(1, 0, 2).reshape(p.shape[1], -1)


def _merge_kept(p, v):
    c = p @ v
    return c.transpose(1, 0, 2).reshape(p.shape[1], -1), c


@pytest.mark.parametrize("fn, stored", [(_merge, True), (_merge_kept, False)], ids=["merge", "kept"])
def test_transpose_after_a_product_runs_in_its_store(tmp_path, fn, stored):
    """attention's merge_heads: p @ v's kernel writes through a transposed view of the transpose's
    output (epilogues.store_transposed), unless C is read again."""
    rng = np.random.default_rng(4)
    p, v = rng.standard_normal((5, 37, 45)).astype(F32), rng.standard_normal((5, 45, 29)).astype(F32)
    text = _epilogues_stage(tmp_path, fn, (p, v))
    assert ("memref.transpose" in text) == stored
    assert ("linalg.transpose" in text) != stored


def _scores(qkv, k):
    q = qkv[:, :qkv.shape[1] // 3].reshape(qkv.shape[0], k.shape[0], -1).transpose(1, 0, 2)
    return q @ k


def _scores_kept(qkv, k):
    q = qkv[:, :qkv.shape[1] // 3].reshape(qkv.shape[0], k.shape[0], -1).transpose(1, 0, 2)
    return q @ k, q


@pytest.mark.parametrize("fn, viewed", [(_scores, True), (_scores_kept, False)], ids=["scores", "kept"])
def test_product_reads_a_transposed_input_through_a_view(tmp_path, fn, viewed):
    """attention's split_heads of q: q @ k reads qkv's first third through a transposed view
    (epilogues.load_transposed), no transpose kernel; unless q itself is needed (a result)."""
    rng = np.random.default_rng(5)
    qkv, k = rng.standard_normal((37, 3 * 5 * 16)).astype(F32), rng.standard_normal((5, 16, 29)).astype(F32)
    text = _epilogues_stage(tmp_path, fn, (qkv, k))
    assert ("linalg.transpose" in text) != viewed
    assert ("memref.transpose" in text) == viewed


def test_transposed_input_written_before_the_product_is_not_viewed(tmp_path):
    """Were qkv overwritten between the transpose and q @ k, the view would read the new values: the
    transpose stays (IR edited: a fill of qkv put right before the product)."""
    from pipeline import gpu
    from pipeline.pipelines import PassOptions, gpu_pass
    rng = np.random.default_rng(5)
    qkv, k = rng.standard_normal((37, 3 * 5 * 16)).astype(F32), rng.standard_normal((5, 16, 29)).astype(F32)
    jit(_scores).compile(qkv, k, target="gpu", build_dir=tmp_path / "b", chip="sm_90", verbose=False,
                         stop_after="matmul-templates")
    text = (tmp_path / "b" / gpu_stage_file("matmul-templates")).read_text()
    call = re.search(r"^( *)call @gpu_matmul_batched_f32_overwrite\(", text, re.M)
    fill = (f"{call.group(1)}%one = arith.constant 1.0 : f32\n"
            f"{call.group(1)}linalg.fill ins(%one : f32) outs(%arg0 : memref<37x240xf32>)\n")
    edited = text[:call.start()] + fill + text[call.start():]
    assert "linalg.transpose" not in gpu.rewrite_text(gpu_pass("epilogues"), text, PassOptions(chip="sm_90"))
    assert "linalg.transpose" in gpu.rewrite_text(gpu_pass("epilogues"), edited, PassOptions(chip="sm_90"))


def test_transposed_store_switch(tmp_path, monkeypatch):
    from pipeline.passes import epilogues
    off = tuple(dataclasses.replace(k, transposed_store=False) if k.name == "matmul_batched" else k
                for k in kernels.KERNELS)
    monkeypatch.setattr(kernels, "KERNELS", off)
    monkeypatch.setattr(kernels, "MATMUL_KERNELS", tuple(k for k in off if k.family == "matmul" and k.can_run))
    monkeypatch.setattr(epilogues, "TRANSPOSABLE", kernels.transposed_store_callees())
    rng = np.random.default_rng(4)
    p, v = rng.standard_normal((5, 37, 45)).astype(F32), rng.standard_normal((5, 45, 29)).astype(F32)
    assert "linalg.transpose" in _epilogues_stage(tmp_path / "off", _merge, (p, v), "matmul_batched")
    assert "memref.transpose" in _epilogues_stage(tmp_path / "on", _merge, (p, v), "matmul_batched_reg")


def test_kill_switch_turns_one_family_off(tmp_path, monkeypatch):
    """The registry's flag is the switch: off, v1's epilogue stays its own kernel; the others keep theirs."""
    from pipeline.passes import epilogues
    off = tuple(dataclasses.replace(k, epilogue=False) if k.name == "matmul_2d" else k for k in kernels.KERNELS)
    monkeypatch.setattr(kernels, "KERNELS", off)
    monkeypatch.setattr(epilogues, "FUSABLE", kernels.epilogue_callees())
    assert "gpu_matmul_2d_f32_overwrite" not in epilogues.FUSABLE
    assert "gpu_matmul_2d_reg_f32_overwrite" in epilogues.FUSABLE
    fn = lambda a, w, b, x: gelu(a @ w + b)  # noqa: E731
    args = _args(np.random.default_rng(0))
    assert "_epi0(" not in _epilogues_stage(tmp_path / "v1", fn, args, "matmul_2d")
    assert "_epi0(" in _epilogues_stage(tmp_path / "v3", fn, args, "matmul_2d_reg")


@pytest.mark.parametrize("variant", FAMILIES)
def test_fused_gelu_assembles_without_spills(tmp_path, toolkit, variant):
    rng = np.random.default_rng(3)
    args = _args(rng, 131, 77, 135)
    program = jit(lambda a, w, b, x: x + gelu(a @ w + b)).compile(*args, target="gpu", build_dir=tmp_path / "b",
                                                                  chip="sm_90", verbose=False, variant=variant)
    ptx = sorted((program.build_dir / "kernels").glob(f"{variant}_f32*.ptx"))
    assert len(ptx) == 1 and "ex2.approx" in ptx[0].read_text()  # GELU's tanh is in it
    steps = json.loads((program.build_dir / "manifest.json").read_text())["steps"]
    assert [s["kernel"] for s in steps if s["op"] == "launch"] == [f"{variant}_f32"]
    rows = ptxlint.lint(ptx, chips=("sm_80", "sm_90"))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)


# A 32-token whole-model forward with a KV cache, 124M: 185 kernels before epilogues in every family,
# 139 with them (per block, the qkv bias and the MLP's bias + GELU now run in their products' stores,
# merge_heads' transpose in p @ v's, and q @ k reads q through a view of qkv (in 11 of 12 blocks); the
# attention and MLP outputs' bias + residual add moved from the next layer norm's row kernel into
# theirs). The rest: split_heads of k and v and the cache writes (copies), row kernels (layer norms,
# softmax) and the products.
N32_KERNELS_MAX = 139


@pytest.fixture(scope="module")
def gpt2_n32(tmp_path_factory, toolkit):
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    config = get_config("gpt2")
    root = tmp_path_factory.mktemp("gpt2")
    CompiledGPT2(config, stand_in_params(config), target="gpu", chip="sm_90", fused=True, root=root,
                 verbose=False, place_weights=False).build(32, 8)
    return next(p.parent for p in root.rglob("manifest.json") if p.parent.name == "gpt2-next-n32-c64")


def test_gpt2_32_token_forward_runs_its_epilogues_in_the_products(gpt2_n32):
    steps = [s for s in json.loads((gpt2_n32 / "manifest.json").read_text())["steps"] if s["op"] == "launch"]
    assert len(steps) <= N32_KERNELS_MAX, len(steps)
    assert (gpt2_n32 / gpu_stage_file("host-alloc")).read_text().count("gpu.launch_func") == len(steps)
    labels = [s["label"] for s in steps]
    for block in range(12):
        mine = [lb for lb in labels if lb.startswith(f"block {block} · ")]
        for layer in ("attention_in", "attention_out", "mlp_in", "mlp_out"):
            product = [lb for lb in mine if f"· {layer} · linear" in lb and "(matmul_2d" in lb]
            assert len(product) == 1 and product[0].endswith("+ epilogue)"), (block, layer, mine)
        assert not [lb for lb in mine if "(elementwise)" in lb], mine  # no bias or GELU kernel left
        assert not [lb for lb in mine if "merge_heads (copy)" in lb], mine
