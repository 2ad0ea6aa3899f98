"""The whole-model (fused) trace, padding to bucketed lengths, the lifted causal mask, and how
many lengths generation compiles. CPU target only; builds under a temporary GPT2_MLIR_BUILD."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gpt2 import reference  # noqa: E402
from gpt2.generate import generate  # noqa: E402
from gpt2.model import CompiledGPT2, PromptError, bucket, fused_gpt2  # noqa: E402
from gpt2.weights import get_config, random_params, stand_in_params  # noqa: E402

TINY = get_config("tiny")
N = 16


# build_dir / module_build_dir (conftest.py) keep GPT2_MLIR_BUILD out of the repo's build/.
@pytest.fixture(scope="module")
def tiny_params():
    return random_params(TINY, 0)


def _ids(n, seed=0, vocab=TINY.n_vocab):
    return np.random.default_rng(seed).integers(0, vocab, n).astype(np.int64)


def count(op: str, text: str) -> int:
    # `\b` keeps linalg.matmul from matching linalg.matmul_transpose_b and the like.
    return len(re.findall(re.escape(op) + r"\b", text))


# --- the fused program ------------------------------------------------------------------------------

def test_fused_tiny_on_cpu_matches_reference(module_build_dir, tiny_params):
    ids = _ids(N, seed=1)
    got = fused_gpt2(ids, tiny_params, n_head=TINY.n_head, target="cpu",
                     build_dir=module_build_dir / "fused-tiny")
    want = reference.gpt2(ids, tiny_params, n_head=TINY.n_head)
    assert got.shape == want.shape == (N, TINY.n_vocab) and got.dtype == np.float32
    assert np.isfinite(got).all()
    diff = float(np.max(np.abs(got - want)))
    assert diff < 1e-4, f"max |fused - reference| = {diff:.3g}"
    assert (module_build_dir / "fused-tiny" / "lib.so").exists()


@pytest.fixture(scope="module")
def traced_124m():
    config = get_config("gpt2")
    return fused_gpt2.trace(np.zeros(N, np.int64), stand_in_params(config), n_head=config.n_head)


def test_124m_trace_op_counts(traced_124m):
    text = traced_124m.text
    # 12 blocks x (qkv, attention out, mlp in, mlp out) + the tied output head.
    assert count("linalg.matmul", text) == 49
    # 12 blocks x (q @ k^T, weights @ v).
    assert count("linalg.batch_matmul", text) == 24


@pytest.fixture(scope="module")
def tiny_fused_stages(tmp_path_factory, tiny_params):
    from pipeline.pipelines import FUSE
    from pipeline.stages import mlir_opt
    traced = fused_gpt2.trace(np.zeros(N, np.int64), tiny_params, n_head=TINY.n_head)
    folder = tmp_path_factory.mktemp("fuse")
    src = folder / "00-traced.mlir"
    src.write_text(traced.text)
    out = mlir_opt("01-fused", FUSE, src, folder / "01-fused.mlir")
    return traced.text, out.read_text()


def test_fuse_stage_reduces_generics(tiny_fused_stages):
    traced, fused = tiny_fused_stages
    assert count("linalg.matmul", traced) == 4 * TINY.n_layer + 1
    assert count("linalg.batch_matmul", traced) == 2 * TINY.n_layer
    assert 0 < count("linalg.generic", fused) < count("linalg.generic", traced)


def test_fuse_stage_keeps_named_matmuls(tiny_fused_stages):
    traced, fused = tiny_fused_stages
    assert count("linalg.batch_matmul", fused) == count("linalg.batch_matmul", traced)
    assert count("linalg.matmul", fused) == count("linalg.matmul", traced)


# --- the causal mask is a lifted constant -----------------------------------------------------------

def test_mask_is_lifted_not_inlined(tiny_params):
    traced = fused_gpt2.trace(np.zeros(N, np.int64), tiny_params, n_head=TINY.n_head)
    masks = traced.constants
    assert len(masks) == TINY.n_layer
    above = np.triu(np.ones((N, N), bool), k=1)
    for m in masks:
        assert m.shape == (N, N) and m.dtype == np.float32
        assert np.all(np.isneginf(m[above])) and np.all(m[~above] == 0)
    signature = re.search(r"func\.func @\w+\((.*)\)", traced.text).group(1)
    const_args = re.findall(r"(%const\d+): (tensor<[^>]*>)", signature)
    assert len(const_args) == TINY.n_layer
    assert all(t == f"tensor<{N}x{N}xf32>" for _, t in const_args)
    # Only scalars and reshape shape vectors (tensor<Kxi64>) may be inlined; no data of the mask's size.
    for shape in re.findall(r"dense<[^>]*>\s*:\s*tensor<([0-9x]*)[a-z]", traced.text):
        dims = [int(d) for d in shape.strip("x").split("x") if d]
        assert int(np.prod(dims)) <= 4, f"inlined constant of shape {shape}"
    assert "0xFF800000" not in traced.text.upper()  # -inf written out as a literal would show this


# --- padding ----------------------------------------------------------------------------------------

def test_padding_leaves_the_read_row_unchanged(module_build_dir, tiny_params):
    n = 10
    ids = _ids(n, seed=2)
    model = CompiledGPT2(TINY, tiny_params, target="cpu", verbose=False)
    rows = {}
    for size, pad_seed in ((16, None), (32, 3)):
        padded = np.zeros(size, np.int64)
        padded[:n] = ids
        if pad_seed is not None:  # arbitrary tokens in the padding must not matter either
            padded[n:] = _ids(size - n, seed=pad_seed)
        rows[size] = np.asarray(model.forward(padded)["logits"])[n - 1]
    want = reference.gpt2(ids, tiny_params, n_head=TINY.n_head)[-1]
    assert float(np.max(np.abs(rows[16] - rows[32]))) <= 1e-5
    assert float(np.max(np.abs(rows[16] - want))) <= 1e-5
    assert float(np.max(np.abs(model.next_logits(list(ids)) - want))) <= 1e-5
    built = {p.name for p in (module_build_dir / "cpu" / "tiny").iterdir()}
    assert {"embed-n16", "embed-n32"} <= built


# --- buckets ----------------------------------------------------------------------------------------

def test_bucket():
    assert [bucket(n, 1024) for n in range(1, 17)] == [16] * 16
    assert bucket(17, 1024) == 32 and bucket(32, 1024) == 32 and bucket(33, 1024) == 64
    assert bucket(513, 1024) == 1024 and bucket(1024, 1024) == 1024
    assert bucket(40, 48) == 48  # capped at the context, even when that is not a power of two
    assert bucket(64, 64) == 64 and bucket(17, 20) == 20
    with pytest.raises(PromptError):
        bucket(0, 1024)
    with pytest.raises(PromptError):
        bucket(1025, 1024)
    with pytest.raises(PromptError):
        bucket(65, TINY.n_ctx)


@pytest.mark.parametrize("cache, folders", [
    (False, {f"{name}-n{n}" for name in ("embed", "attend", "feedforward", "project") for n in (16, 32)}),
    # The prefill at the prompt's padded length, then a one-token step, both with a 64-row cache.
    (True, {f"{name}-n{n}-c64" for name in ("embed", "attend", "feedforward", "project") for n in (16, 1)}),
], ids=["recompute", "cached"])
def test_generation_compiles_two_lengths_not_ten(build_dir, tiny_params, cache, folders):
    prompt = [int(t) for t in _ids(10, seed=4)]
    model = CompiledGPT2(TINY, tiny_params, target="cpu", verbose=False, cache=cache)
    gen = generate(model, prompt, 10)
    assert len(gen.generated_ids) == 10
    built = sorted(p.parent.relative_to(build_dir) for p in build_dir.rglob("lib.so"))
    assert {str(p) for p in built} == {f"cpu/tiny/{f}" for f in folders}, built
    # Greedy generation through the padded programs gives the reference's tokens.
    ids = list(prompt)
    for _ in range(10):
        ids.append(int(np.argmax(reference.gpt2(np.array(ids), tiny_params, n_head=TINY.n_head)[-1])))
    assert gen.generated_ids == ids[10:]


@pytest.mark.parametrize("fused", [False, True], ids=["sublayer", "fused"])
def test_a_reused_cache_gives_the_references_tokens(build_dir, tiny_params, fused):
    """Generations on one model share its cache: stale rows of a longer earlier sequence must
    never be read (each row is written before it is attended to, the rest is masked)."""
    model = CompiledGPT2(TINY, tiny_params, target="cpu", fused=fused, verbose=False)
    for prompt in ([int(t) for t in _ids(12, seed=6)], [int(t) for t in _ids(3, seed=7)]):
        gen = generate(model, prompt, 8)
        ids = list(prompt)
        for _ in range(8):
            ids.append(int(np.argmax(reference.gpt2(np.array(ids), tiny_params, n_head=TINY.n_head)[-1])))
        assert gen.generated_ids == ids[len(prompt):]
    assert len(model._caches) == 1
