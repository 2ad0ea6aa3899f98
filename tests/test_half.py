"""Weights stored in half precision (float16, bfloat16): half the bytes, float32 arithmetic (issue 55).

The semantics are the NumPy reference's on the same half-precision weights: a product widens its
weights as it reads them (`x @ w` with w float16 is NumPy's float32 product of the widened values),
activations, the KV cache, sums, layer norms and softmax stay float32. The compiled model is compared
with that reference quantity by quantity within 2e-5 relative, and no float32 copy of a weight exists:
the CPU target's products read the half-precision weights through the runtime's widened tiles.
"""
from __future__ import annotations

import json

import numpy as np
import pytest
from safetensors.numpy import save_file

from contract import tree
from gpt2 import reference
from gpt2.weights import CONFIGS, WeightsError, check_dtype, load_hf, param_names, random_params

TINY = CONFIGS["tiny"]
HALF = ["float16", "bfloat16"]
TOL = 2e-5


def rel(got, want) -> float:
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    return float(np.max(np.abs(got - want)) / np.max(np.abs(want)))


@pytest.mark.parametrize("dtype", HALF)
def test_random_weights_are_the_float32_ones_rounded(dtype):
    wide, half = random_params(TINY, 3), random_params(TINY, 3, dtype)
    for w, h in zip(tree.flatten(wide)[0], tree.flatten(half)[0]):
        assert h.dtype == check_dtype(dtype) and h.flags.c_contiguous
        np.testing.assert_array_equal(h, w.astype(h.dtype))
    assert sum(a.nbytes for a in tree.flatten(half)[0]) * 2 == sum(a.nbytes for a in tree.flatten(wide)[0])


@pytest.mark.parametrize("dtype", HALF)
def test_the_reference_keeps_float32_activations(dtype):
    params = random_params(TINY, 1, dtype)
    ids = np.arange(7)
    out = reference.gpt2(ids, params, n_head=TINY.n_head, intermediates=True)
    assert {v.dtype for v in out.values()} == {np.dtype(np.float32)}
    # the products are float32 products of the widened weights
    widened = tree.map_leaves(lambda a: a.astype(np.float32), params)
    want = reference.gpt2(ids, widened, n_head=TINY.n_head, intermediates=True)
    assert all(rel(out[k], want[k]) < 1e-6 for k in out), {k: rel(out[k], want[k]) for k in out}


@pytest.fixture(scope="module")
def half_models(module_build_dir):
    """CompiledGPT2 on the CPU per (dtype, fused), built once for the module."""
    from gpt2.model import CompiledGPT2
    cache = {}

    def get(dtype, fused):
        if (dtype, fused) not in cache:
            params = random_params(TINY, 5, dtype)
            cache[dtype, fused] = CompiledGPT2(TINY, params, target="cpu", fused=fused, verbose=False,
                                               root=module_build_dir)
        return cache[dtype, fused]
    return get


@pytest.mark.parametrize("fused", [False, True], ids=["sublayer", "fused"])
@pytest.mark.parametrize("dtype", HALF)
def test_the_cpu_target_is_the_reference_on_the_same_half_weights(half_models, dtype, fused):
    from gpt2.generate import verify
    model = half_models(dtype, fused)
    prompt = [464, 2068, 7586, 21831, 18045, 625, 262, 16931, 3290, 13]
    result = verify(model, model.params, prompt, 6, tolerance=1e-4)
    assert result.passed, result.failures()
    # every quantity of one forward within TOL relative
    decoding = model.decoding(len(prompt) + 1)
    ours = decoding.forward(prompt, intermediates=True)
    theirs = reference.gpt2(np.array(prompt), model.params, n_head=TINY.n_head, intermediates=True)
    errors = {k: rel(np.asarray(ours[k])[:len(prompt)], theirs[k]) for k in theirs}
    assert all(e <= TOL for e in errors.values()), errors


@pytest.mark.parametrize("dtype", HALF)
def test_no_float32_copy_of_a_weight_exists(half_models, dtype):
    """The programs take the weights in half precision and their products read them so (the runtime's
    widened tiles): no buffer of a weight's size in float32, and the weights' bytes are half of float32's."""
    import re
    model = half_models(dtype, True)
    model.decoding(20).feed([1, 2, 3])
    elt = {"float16": "f16", "bfloat16": "bf16"}[dtype]
    shapes = {tuple(a.shape) for a in tree.flatten(model.params)[0] if a.ndim == 2}
    folders = [p.parent for p in model.root.rglob("03-blas.mlir")]
    assert folders
    for folder in folders:
        text = (folder / "03-blas.mlir").read_text()
        assert f"call @blas_matmul_2d_f32_{elt}(" in text  # the products read the half weights
        allocs = {tuple(int(d) for d in m.split("x")) for m in re.findall(r"memref.alloc\(\) [^:]*: memref<([\dx]+)xf32", text)}
        assert not allocs & shapes | {s[::-1] for s in shapes} & allocs, (folder, allocs & shapes)
    wide = sum(a.nbytes for a in tree.flatten(random_params(TINY, 5))[0])
    assert 2 * sum(a.nbytes for a in tree.flatten(model.params)[0]) == wide


@pytest.mark.parametrize("dtype", HALF)
@pytest.mark.parametrize("case", ["row", "rows", "head_row", "head_rows", "strided"])
def test_the_runtimes_half_products_on_every_layout(tmp_path, dtype, case):
    """runtime/blas.c's gemm_half: tiles along B's rows (x @ w), along W's rows (x @ w.T, the head), one row
    of A (sgemv) or several (sgemm), and a view BLAS cannot take (the plain loop): against float64."""
    from frontend import jit
    rng = np.random.default_rng(sum(map(ord, case)))
    fns = {"row": (lambda x, w: x @ w, (1, 300), (300, 2000)),
           "rows": (lambda x, w: x @ w, (9, 300), (300, 2000)),
           "head_row": (lambda x, w: x @ w.T, (1, 300), (1500, 300)),
           "head_rows": (lambda x, w: x @ w.T, (9, 300), (1500, 300)),
           "strided": (lambda x, w: x @ w[::2, ::3], (4, 50), (100, 90))}
    fn, sa, sb = fns[case]
    x = rng.standard_normal(sa).astype(np.float32)
    w = rng.standard_normal(sb).astype(check_dtype(dtype))
    w.flat[:3] = [6e-8, -6e-8, 1e-30] if dtype == "float16" else w.flat[:3]  # float16 subnormals
    got = jit(fn, name=f"half-{case}")(x, w, target="cpu", build_dir=tmp_path / "b")
    want = fn(x.astype(np.float64), w.astype(np.float64))
    assert rel(got, want) < 1e-6


def test_captured_half_constants_and_arguments_trace_on_the_cpu(tmp_path):
    from frontend import jit
    rng = np.random.default_rng(0)
    table = rng.standard_normal((40, 8)).astype("bfloat16")
    bias = rng.standard_normal(40).astype(np.float16)

    def f(h):  # captured bfloat16 and float16 constants, a float16 argument
        return h.astype(np.float32) @ table.T + bias

    h = rng.standard_normal((3, 8)).astype(np.float16)
    got = jit(f)(h, target="cpu", build_dir=tmp_path / "b")
    want = f(h)
    assert got.dtype == want.dtype == np.float32 and rel(got, want) < 1e-6


def _write_hf(directory, tensors):
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "config.json").write_text(json.dumps({"model_type": "gpt2", "vocab_size": TINY.n_vocab,
                                                       "n_positions": TINY.n_ctx, "n_embd": TINY.n_embd,
                                                       "n_head": TINY.n_head, "n_layer": TINY.n_layer}))
    save_file(tensors, str(directory / "model.safetensors"))
    return directory


def test_a_float16_checkpoint_loaded_as_float16_is_never_widened(tmp_path):
    tensors = dict(zip(param_names(TINY), tree.flatten(random_params(TINY, 2, "float16"))[0]))
    d = _write_hf(tmp_path / "f16", tensors)
    _, params = load_hf(d, dtype="float16")
    for name, array in zip(param_names(TINY), tree.flatten(params)[0]):
        assert array.dtype == np.float16
        np.testing.assert_array_equal(array, tensors[name])
    _, wide = load_hf(d)  # float32 by default: widened exactly
    np.testing.assert_array_equal(wide.words, tensors["wte.weight"].astype(np.float32))
    _, bf = load_hf(d, dtype="bfloat16")
    assert bf.words.dtype == check_dtype("bfloat16")


def test_float16_refuses_values_beyond_its_range_naming_the_tensor(tmp_path):
    tensors = dict(zip(param_names(TINY), tree.flatten(random_params(TINY, 2))[0]))
    tensors["h.1.mlp.c_fc.weight"] = tensors["h.1.mlp.c_fc.weight"].copy()
    tensors["h.1.mlp.c_fc.weight"][3, 4] = 70000.0
    d = _write_hf(tmp_path / "big", tensors)
    with pytest.raises(WeightsError, match=r"tensor h.1.mlp.c_fc.weight holds values up to 70000, beyond float16's "
                                           r"range \(65504\): load it as bfloat16") as e:
        load_hf(d, dtype="float16")
    assert "\n" not in str(e.value) and "--dtype bfloat16" in e.value.command_line_message()
    assert load_hf(d, dtype="bfloat16")[1].blocks[1].mlp_in.w[3, 4] == 70144  # bfloat16's nearest
    with pytest.raises(WeightsError, match="unknown dtype 'float8': weights are stored in float32"):
        load_hf(d, dtype="float8")


@pytest.mark.parametrize("dtype", HALF)
def test_precision_cost_names_what_half_weights_change(dtype):
    from gpt2.generate import precision_cost
    cost = precision_cost(TINY, random_params(TINY, 4, dtype), random_params(TINY, 4), [464, 2068, 7586], 16)
    assert cost.steps == 16 and cost.dtype == dtype
    assert 0 < cost.max_logit_diff < 0.1  # the weights differ, a little
    assert 0 <= cost.teacher_forced_agree <= 16
    same = precision_cost(TINY, random_params(TINY, 4), random_params(TINY, 4), [464, 2068, 7586], 16)
    assert same.max_logit_diff == 0 and same.teacher_forced_agree == 16 and same.first_divergence is None


@pytest.mark.parametrize("chip", ["sm_80", "sm_90a"])
def test_every_half_form_parses_and_assembles_at_gpt2_xls_widths(tmp_path, chip):
    """gpt2-xl's decoding products with float16 B take the split-K forms float32 takes at these widths (v15 on
    sm_90a, v8 on sm_80) in their half form; the text parses and its PTX assembles without spills."""
    from frontend import jit
    from pipeline import ptxlint
    x = np.ones((1, 1600), np.float32)
    for n_in, n_out in ((1600, 4800), (1600, 6400), (6400, 1600)):
        x = np.ones((1, n_in), np.float32)
        w = np.ones((n_in, n_out), np.float16)
        program = jit(lambda x, w: x @ w, name=f"xl-{n_in}-{n_out}").compile(
            x, w, target="gpu", chip=chip, build_dir=tmp_path / f"{n_in}-{n_out}", verbose=False)
        labels = [s["label"] for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"]
                  if s["op"] == "launch"]
        want = "matvec_cols_cluster_f16w" if chip == "sm_90a" else "matvec_cols_split_f16w"
        assert labels and all(want in lb for lb in labels), labels
        rows = ptxlint.lint(sorted(program.build_dir.glob("kernels/*.ptx")), [chip])
        assert rows and all(r.spill_store == 0 for r in rows), rows


@pytest.mark.parametrize("chip", ["sm_80", "sm_90a"])
def test_a_prompts_products_on_half_weights_run_on_the_tensor_cores_as_2xtf32(tmp_path, chip):
    """A prompt's products (16 rows and more) with float16 B take v21 (v6's tiles, B widened as it is staged):
    two mma.sync per product term pair instead of 3xTF32's three, B's loads 2 bytes wide; it assembles
    without spills, and x @ w.T (B read along k) takes it too."""
    from frontend import jit
    from pipeline import ptxlint
    from pipeline.kernels.gen.matmul_tf32 import matmul_tf32
    mmas = {w: matmul_tf32(2, 64, "v6", weight=w).count("mma.sync.aligned") for w in ("f32", "f16", "bf16")}
    assert mmas["f16"] == mmas["bf16"] == 2 * mmas["f32"] // 3  # 2xTF32 against 3xTF32
    rng = np.random.default_rng(0)
    for name, fn, w in (("xw", lambda x, w: x @ w, rng.standard_normal((768, 300)).astype(np.float16)),
                        ("xwt", lambda x, w: x @ w.T, rng.standard_normal((300, 768)).astype(np.float16))):
        x = rng.standard_normal((16, 768)).astype(np.float32)
        program = jit(fn, name=name).compile(x, w, target="gpu", chip=chip, build_dir=tmp_path / name, verbose=False)
        labels = [s["label"] for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"]
                  if s["op"] == "launch"]
        assert len(labels) == 1 and "(matmul_2d_tf32_64_staged_f16w)" in labels[0], labels
        [ptx] = sorted(program.build_dir.glob("kernels/matmul_2d_tf32_64_staged_f16w*.ptx"))
        text = ptx.read_text()
        # a warp's 2 x 4 tiles take 2 MMAs each per 8-deep K step (one step a trip in the PTX's loop)
        assert text.count("mma.sync.aligned.m16n8k8") == 2 * 4 * 2, text.count("mma.sync.aligned.m16n8k8")
        assert "ld.global.b16" in text or "ld.global.u16" in text or "ld.global.nc.b16" in text
        assert "cvt.f32.f16" in text
        rows = ptxlint.lint([ptx], [chip])
        assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), rows


@pytest.mark.parametrize("dtype", HALF)
def test_the_gpu_decoding_step_reads_half_weights_in_its_products(tmp_path, dtype):
    """The tiny model's decoding step for the GPU with half weights: its products are the kernel library's
    half-precision B forms (v7's generator with `weight=`), each with its layer norm and its bias or GELU
    fused as in float32, and the head is one kernel with its norm and argmax (v13's half form, W's loads
    widened); no launch widens a whole weight. Every kernel assembles for sm_75, sm_80 and sm_90a without
    spills."""
    from gpt2.model import CompiledGPT2
    from gpt2.weights import stand_in_params
    from pipeline import ptxlint
    w = {"float16": "f16", "bfloat16": "bf16"}[dtype]
    labels = {}
    for chip in ("sm_75", "sm_80", "sm_90a"):
        model = CompiledGPT2(TINY, stand_in_params(TINY, dtype), target="gpu", chip=chip, fused=True, root=tmp_path,
                             place_weights=False, verbose=False)
        model.build(5, 3)
        step = next(p for p in model.root.rglob("manifest.json") if "-n1-" in str(p))
        labels[chip] = [s["label"] for s in json.loads(step.read_text())["steps"] if s["op"] == "launch"]
        rows = ptxlint.lint(sorted(model.root.rglob("kernels/*.ptx")), [chip])
        assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), rows
    products = [lb for lb in labels["sm_90a"] if f"matvec_cols_vec4_{w}w" in lb]
    assert len(products) == 4 * TINY.n_layer, labels["sm_90a"]
    assert sum("+ prologue + epilogue)" in lb for lb in products) == 2 * TINY.n_layer
    assert all("+ epilogue)" in lb for lb in products)
    head = [lb for lb in labels["sm_90a"] if "lm_head" in lb]
    assert len(head) == 1 and f"matvec_rows_argmax_vec4_{w}w + prologue + argmax" in head[0], labels["sm_90a"]
    assert not [lb for lb in labels["sm_90a"] if lb.endswith("(row)")], labels["sm_90a"]
    blocks = [lb for lb in labels["sm_90a"] if lb.startswith("block ")]
    assert len(blocks) == 5 * TINY.n_layer, blocks  # four products and attention a layer, as in float32
    ptx = "".join(p.read_text() for p in (tmp_path / "gpu" / "sm_90a").rglob(f"matvec_cols_vec4_{w}w_f32*.ptx"))
    assert f"cvt.f32.{w}" in ptx  # each weight widened in registers as it arrives


@pytest.mark.parametrize("level", ["x86-64", "x86-64-v3"])
def test_every_float16_widens_exactly_on_the_cpu(tmp_path, monkeypatch, level):
    """All 65,536 float16 values, subnormals, infinities and NaN among them, widened by the CPU target as NumPy
    widens them, at both CPU levels: the baseline x86-64 with integer ops (cpu.expand_f16_extf: it has no F16C,
    LLVM would call __extendhfsf2 per element), x86-64-v3 by vcvtph2ps. A build records its level, and another
    level rebuilds it."""
    from frontend import jit
    from pipeline import toolchain
    from pipeline.compile import is_built
    if level == "x86-64-v3" and toolchain.cpu_level() != level:
        pytest.skip("this machine has no x86-64-v3")
    monkeypatch.setenv(toolchain.CPU_VARIABLE, level)
    every = np.arange(65536, dtype=np.uint32).astype(np.uint16).view(np.float16)
    widen = jit(lambda h: h.astype(np.float32) * 1.0, name=f"widen-{level}")
    got = widen(every, target="cpu", build_dir=tmp_path / "b")
    want = every.astype(np.float32)
    nan = np.isnan(want)
    assert np.array_equal(np.isnan(got), nan)
    assert np.array_equal(got[~nan].view(np.uint32), want[~nan].view(np.uint32))
    expanded = "arith.extf" not in (tmp_path / "b" / "04-math.mlir").read_text()
    assert expanded == (level == "x86-64")
    assert f"-mcpu={level}" in (tmp_path / "b" / "08-module.o.cmd").read_text()
    traced = (tmp_path / "b" / "00-traced.mlir").read_text()
    assert is_built(tmp_path / "b", traced, "cpu", None)
    other = "x86-64-v3" if level == "x86-64" else "x86-64"
    monkeypatch.setenv(toolchain.CPU_VARIABLE, other)
    assert not is_built(tmp_path / "b", traced, "cpu", None)


def test_an_unknown_cpu_level_is_one_line(monkeypatch):
    from pipeline import toolchain
    monkeypatch.setenv(toolchain.CPU_VARIABLE, "pentium")
    with pytest.raises(toolchain.ToolchainError, match="x86-64 or x86-64-v3") as e:
        toolchain.cpu_level()
    assert "\n" not in str(e.value)


# --- against transformers on the same rounded weights (tests/data/hf-small/half.npz) --------------------

@pytest.fixture(scope="module")
def stored_half():
    from pathlib import Path
    data = Path(__file__).resolve().parent / "data" / "hf-small"
    return data, dict(np.load(data / "half.npz")), dict(np.load(data / "expected.npz"))


def _quantities(out: dict, prefix: str, expected: dict, n: int) -> dict:
    names = [k[len(prefix):] for k in expected if k.startswith(prefix) and (k.endswith("logits") or "block_" in k
                                                                            or k.endswith("embeddings"))]
    assert names
    return {k: rel(np.asarray(out[k])[:n], expected[prefix + k]) for k in names}


@pytest.mark.parametrize("dtype", HALF)
def test_the_reference_on_half_weights_is_transformers_on_rounded_weights(stored_half, dtype):
    """Weights loaded in half precision are the checkpoint's rounded to nearest (as torch's .half() and
    .bfloat16()), and the reference on them is transformers in float64 on the same rounded weights."""
    data, half, expected = stored_half
    config, params = load_hf(data, dtype=dtype)
    ids = expected["ids"]
    ours = reference.gpt2(ids, params, n_head=config.n_head, intermediates=True)
    errors = _quantities(ours, f"{dtype}_", half, len(ids))
    assert all(e <= 1e-5 for e in errors.values()), errors
    # the rounding matters: float32 weights miss the rounded model's logits
    wide = reference.gpt2(ids, load_hf(data)[1], n_head=config.n_head)
    assert rel(wide, half[f"{dtype}_logits"]) > 1e-4


@pytest.mark.parametrize("fused", [False, True], ids=["sublayer", "fused"])
@pytest.mark.parametrize("dtype", HALF)
def test_the_cpu_target_on_half_weights_is_transformers_on_rounded_weights(stored_half, module_build_dir, dtype,
                                                                           fused):
    from gpt2.generate import generate
    from gpt2.model import CompiledGPT2, padded
    data, half, expected = stored_half
    config, params = load_hf(data, dtype=dtype)
    model = CompiledGPT2(config, params, target="cpu", fused=fused, verbose=False, root=module_build_dir)
    ids = expected["ids"]
    errors = _quantities(model.forward(padded(ids, config.n_ctx), intermediates=True), f"{dtype}_", half, len(ids))
    assert all(e <= 1e-5 for e in errors.values()), errors
    assert half[f"{dtype}_greedy_margin"].min() > 1e-3
    gen = generate(model, expected["greedy_prompt"].tolist(), len(half[f"{dtype}_greedy_ids"]))
    assert gen.generated_ids == half[f"{dtype}_greedy_ids"].tolist()
