"""Attention in one kernel (pipeline/passes/attention.py, templates attention_rows and
attention_tiles) on a GPU, against float64 NumPy of the same program (gpt2/reference.py's
`attention`, `cached_mask`, `causal_mask`): a step over a KV cache with pos at 0, in the middle
and at the last slot, cache lengths that are no multiple of the kernel's tile (37 keys, one partial
tile; 300, a whole tile of 256 and a partial one), several query rows over the cache, a causal
prompt of 20 and 32 tokens with attention_rows and 33, 37, 64, 65, 100 and 300 with attention_tiles (v2),
attention_tiles_reg16 (v7), attention_tiles_reg8w (v8) and attention_tiles_pair (v10, two groups of threads a block on even and odd key tiles) each (q read and O stored through transposed views), 600 and 1024 (dh 64:
the masked upper half's tiles skipped; and 64, where bufferization puts the scores in K's buffer), 70 rows over a cache of 200 (tiles), head sizes 16, 40 and 64, and a score op
that is not GPT-2's (a sliding window and another scale; with a first tile that is all masked; with
attention_tiles over 100 rows, a window with and without sink keys, so the masked tiles a block
skips lie left of, between and right of its live ones; and (q @ k^T + mask) * scale, whose mask term
the pass cannot split off, so every tile is scored and only masked rows skip products): the kernel
runs the program's own. And attention_split (v3) and attention_split_warps (v5): caches of 257,
300 and 1000 slots split into chunks, pos at the first, a middle and the last slot, run twice for the
same bits (its tickets go back to 0); attention_warps (v4): 124M's step (12 heads, 64 slots, dh 64),
37 slots with dh 40, 3 rows, two tiles of 512 keys (264 heads x 600 slots), the sliding window with a
first tile all masked, run twice for the same bits. The v1 tests build with v3, v4, v5 switched off.

Tolerance: max |got - want| / max |want| < 1e-5 (f32 dot products over dh <= 64 and an online
softmax over <= 300 keys stay near 1e-6; a wrong mask, tile or weight is off by O(1)). Every output
is first filled with NaN (conftest.run_poisoned), so an element the kernel never writes fails.

GPU tests skip cleanly without a GPU. A GPU machine has no MLIR: build first where it is and carry
build/ there:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_attention_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_attention_gpu.py                        # on the GPU
If it fails, deleting the failing kernel's rule (attention_rows, attention_tiles,
attention_warps, attention_split_warps, attention_tiles_reg16, attention_tiles_reg8w, attention_tiles_pair) of
pipeline/kernels/attention.py takes that kernel out
(the kill switch; see docs/kernels.md).
"""
from __future__ import annotations

import json
import os

import numpy as np
import pytest

from conftest import check_carried_stage, device_or_skip, gpu_tests_build, run_on_sm90_or_skip, run_poisoned

import launcher
from frontend import jit
from gpt2.reference import attention, attention_scale, cached_mask, causal_mask, merge_heads, split_heads
from pipeline import kernels
from pipeline.kernels import attention as attention_rules
from pipeline.pipelines import gpu_stage_file

BUILD = gpu_tests_build("attention")  # build/tests-gpu only for a GPU machine
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
TOL = 1e-5
CALLS = {k.name: f"call @gpu_{k.name}_f32_a" for k in kernels.ATTENTION_KERNELS}
# v2, v7, v8, v10: a prompt's many rows
TILES = ("attention_tiles", "attention_tiles_reg16", "attention_tiles_reg8w", "attention_tiles_pair")

pytestmark = pytest.mark.gpu


def decode(q, kc, vc, k, v, pos):
    n = q.shape[1]
    kc[:, pos:pos + n, :] = k
    vc[:, pos:pos + n, :] = v
    return attention(q, kc, vc, cached_mask(pos, n, kc.shape[1]), attention_scale(q.shape[-1], 0))


def windowed(q, kc, vc, k, v, pos):
    """Not GPT-2's score op: keys more than 3 positions back masked too, and another scale."""
    n, c = q.shape[1], kc.shape[1]
    kc[:, pos:pos + n, :] = k
    vc[:, pos:pos + n, :] = v
    last = pos + np.arange(n)[:, None]  # [n, 1]
    keys = np.arange(c)  # [c]
    mask = np.where(keys <= last, np.where(keys > last - 4, np.float32(0), np.float32(-np.inf)),
                    np.float32(-np.inf))  # [n, c]
    scores = q @ kc.transpose(0, 2, 1) * 0.3 + mask
    e = np.exp(scores - np.max(scores, axis=-1, keepdims=True))
    return (e / np.sum(e, axis=-1, keepdims=True)) @ vc


def sink_window(q, kc, vc, k, v, pos):
    """Keys 0..2 (sinks) and the last 20 positions seen: the key tiles between them and after the last
    row all masked, so a block's live tiles are not a prefix."""
    n, c = q.shape[1], kc.shape[1]
    kc[:, pos:pos + n, :] = k
    vc[:, pos:pos + n, :] = v
    last = pos + np.arange(n)[:, None]  # [n, 1]
    keys = np.arange(c)  # [c]
    zero, ninf = np.float32(0), np.float32(-np.inf)
    near = np.where(keys > last - 20, zero, np.where(keys < last * 0 + 3, zero, ninf))  # (traced: last * 0)
    mask = np.where(keys <= last, near, ninf)  # [n, c]
    scores = q @ kc.transpose(0, 2, 1) * 0.125 + mask
    e = np.exp(scores - np.max(scores, axis=-1, keepdims=True))
    return (e / np.sum(e, axis=-1, keepdims=True)) @ vc


def prompt(x, wq, wk, wv):
    q, k, v = (split_heads(x @ w, 3) for w in (wq, wk, wv))
    return merge_heads(attention(q, k, v, causal_mask(x.shape[0]), attention_scale(q.shape[-1], 0)))


def scaled_after_mask(x, wq, wk, wv):
    """(q @ k^T + mask) * scale: not a scaled product plus a mask term, so no tile is skipped before its
    scores (the kernel's mask term is 0); the rows whose tile scores are all -inf skip its products."""
    q, k, v = (split_heads(x @ w, 3) for w in (wq, wk, wv))
    scores = (q @ k.transpose(0, 2, 1) + causal_mask(x.shape[0])) * 0.25
    e = np.exp(scores - np.max(scores, axis=-1, keepdims=True))
    return merge_heads((e / np.sum(e, axis=-1, keepdims=True)) @ v)


def _run(fn, args, name, kind="attention_rows"):
    """Build (sm_90), check the chain became one kernel of `kind`, run with poisoned outputs; returns
    the result and float64 NumPy's (on copies: the cache is written in place)."""
    if not PREBUILD:
        device_or_skip()
    program = jit(fn, name=name).compile(*args, target="gpu", build_dir=BUILD / name, chip="sm_90", verbose=False)
    check_carried_stage(program, gpu_stage_file("attention"), CALLS[kind], True)
    steps = [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]
    assert len([s for s in steps if s["label"].endswith(f"({kind})")]) == 1, [s["label"] for s in steps]
    run_on_sm90_or_skip(PREBUILD)
    # (on the device: the program writes the cache in place, which a NumPy array staged by copy would lose)
    got, = run_poisoned(program, [launcher.to_device(a.copy()) for a in args])
    want = fn(*[a.astype(np.float64) if a.dtype == np.float32 else a.copy() for a in args])
    return got, want


def _check(got, want, what):
    assert got.shape == want.shape and not np.isnan(got).any(), what
    err = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
    assert err < TOL, f"{what}: relative error {err:.3g} against float64"


def _cache_args(rng, h, n, c, dh, pos):
    shapes = [(h, n, dh), (h, c, dh), (h, c, dh), (h, n, dh), (h, n, dh)]
    args = [rng.standard_normal(s).astype(np.float32) for s in shapes]
    return args + [np.array(pos, np.int64)]


def _switch_off(monkeypatch, *names):
    """The attention rules without `names`' lines: their chains go to the next rule that holds."""
    monkeypatch.setattr(attention_rules, "RULES", [r for r in attention_rules.RULES if r[0] not in names])


@pytest.fixture
def rows_only(monkeypatch):
    """The decoding kernels v4, v5 taken out for the build: a step goes to attention_rows (v1) again, which
    these tests check (v4, v5 have their own tests below)."""
    _switch_off(monkeypatch, "attention_warps", "attention_split_warps")


@pytest.mark.parametrize("h, c, dh", [(3, 37, 40), (2, 300, 64)])
@pytest.mark.parametrize("where", ["first", "middle", "last"])
def test_a_step_over_the_cache(h, c, dh, where, rows_only):
    pos = {"first": 0, "middle": c // 2, "last": c - 1}[where]
    args = _cache_args(np.random.default_rng(c + pos), h, 1, c, dh, pos)
    got, want = _run(decode, args, f"step_h{h}_c{c}_d{dh}_p{pos}_v1")  # (a name of its own: built without v3)
    _check(got, want, f"h={h} C={c} dh={dh} pos={pos}")


@pytest.mark.parametrize("h, n, c, dh, pos", [(3, 1, 300, 40, 0), (3, 1, 300, 40, 150), (3, 1, 300, 40, 299),
                                              (12, 1, 1000, 64, 700), (2, 3, 257, 64, 254)])
@pytest.mark.parametrize("kind", ["attention_split_warps"])
def test_a_step_with_the_keys_split(h, n, c, dh, pos, kind):
    """attention_split_warps (v5, the registry's choice for a few rows over two chunks or more): chunks of
    the cache in separate blocks, combined by the last one; pos = 0 leaves every chunk but the first all
    masked."""
    args = _cache_args(np.random.default_rng(400 + c + pos), h, n, c, dh, pos)
    name = f"split_h{h}_n{n}_c{c}_d{dh}_p{pos}"
    got, want = _run(decode, args, name, kind)
    _check(got, want, f"split keys ({kind}), h={h} n={n} C={c} pos={pos}")
    got2, _ = _run(decode, args, name, kind)
    assert np.array_equal(got.view(np.uint32), got2.view(np.uint32))  # deterministic, the tickets left at 0


@pytest.mark.parametrize("h, n, c, dh", [(12, 1, 64, 64), (3, 1, 37, 40), (2, 3, 37, 64), (264, 1, 600, 40)])
@pytest.mark.parametrize("where", ["first", "middle", "last"])
def test_a_step_with_groups_of_lanes_a_key(h, n, c, dh, where):
    """attention_warps (v4, the registry's choice for a decoding step whose keys make one chunk): 124M's
    step (12 heads, 64 slots, dh 64), an odd dh and a partial tile, 3 rows, and 264 heads x 600 slots
    (one chunk: the heads fill the grid) for two tiles of 512 keys, the second partial; run twice for
    the same bits."""
    pos = {"first": 0, "middle": c // 2, "last": c - n}[where]
    args = _cache_args(np.random.default_rng(500 + c + pos), h, n, c, dh, pos)
    name = f"warps_h{h}_n{n}_c{c}_d{dh}_p{pos}"
    got, want = _run(decode, args, name, "attention_warps")
    _check(got, want, f"groups of lanes, h={h} n={n} C={c} dh={dh} pos={pos}")
    got2, _ = _run(decode, args, name, "attention_warps")
    assert np.array_equal(got.view(np.uint32), got2.view(np.uint32))


@pytest.mark.parametrize("pos", [0, 10, 34])
def test_several_rows_over_the_cache(pos, rows_only):
    args = _cache_args(np.random.default_rng(100 + pos), 3, 3, 37, 16, pos)
    got, want = _run(decode, args, f"rows3_c37_p{pos}_v1")  # (a name of its own: built without v4)
    _check(got, want, f"3 rows at pos={pos}")


@pytest.fixture(params=TILES)
def tiles(request, monkeypatch):
    """The prompt kernels v2, v7, v8 and v10 in turn, each for every prompt of more than
    `attention_rows_max_rows` rows, up to 1024 (by default v2 takes 33-64, v7 65-256 and v10 257-1024, v8 there
    below sm_80; all are kept tested over the whole range): the rules one line before attention_rows'."""
    monkeypatch.setattr(attention_rules, "RULES", [
        (request.param, lambda f, t: t.attention_rows_max_rows < f.rows <= 1024 and f.dh <= t.attention_tiles_max_dh),
        *[r for r in attention_rules.RULES if r[0] == "attention_rows"]])
    return request.param


@pytest.mark.parametrize("n", [20, 32])
def test_a_short_causal_prompt(n):
    """Up to ATTENTION_ROWS_MAX_ROWS (32) rows: attention_rows."""
    rng = np.random.default_rng(n)
    args = [rng.standard_normal(s).astype(np.float32) for s in [(n, 48), (48, 48), (48, 48), (48, 48)]]
    args[0] *= 0.5  # scores of a few units: a peaked softmax, not a flat one
    got, want = _run(prompt, args, f"prompt_{n}", "attention_rows")
    _check(got, want, f"causal prompt of {n}")


@pytest.mark.parametrize("n", [33, 37, 64, 65, 100, 300])
def test_a_causal_prompt(n, tiles):
    """More than 32 rows: attention_tiles (16-row blocks), attention_tiles_reg (32-row blocks) and
    attention_tiles_reg16 (16-row blocks), 64-key tiles: 33, 37, 65 and 300 leave partial ones of both."""
    rng = np.random.default_rng(n)
    args = [rng.standard_normal(s).astype(np.float32) for s in [(n, 48), (48, 48), (48, 48), (48, 48)]]
    args[0] *= 0.5  # scores of a few units: a peaked softmax, not a flat one
    got, want = _run(prompt, args, f"prompt_{n}_{tiles}", tiles)
    _check(got, want, f"causal prompt of {n}")


@pytest.mark.parametrize("n", [64, 600, 1024])
def test_a_causal_prompt_with_dh_64(n, tiles):
    """n = dh = 64 (the scores bufferized into K's buffer); 600 and 1024 rows: the upper half's key
    tiles skipped whole (600 leaves a partial row block and a partial key tile)."""
    rng = np.random.default_rng(n)
    args = [rng.standard_normal(s).astype(np.float32) for s in [(n, 192), (192, 192), (192, 192), (192, 192)]]
    args[0] *= 0.25
    got, want = _run(prompt, args, f"prompt_{n}_d64_{tiles}", tiles)
    _check(got, want, f"causal prompt of {n}, dh 64")


def test_a_score_op_with_no_mask_term(tiles):
    """No tile provably masked before its scores: every tile computed (v2 also skips the products of
    a row whose tile scores are all masked; v6 multiplies their weights, 0)."""
    rng = np.random.default_rng(7)
    args = [rng.standard_normal(s).astype(np.float32) for s in [(300, 48), (48, 48), (48, 48), (48, 48)]]
    args[0] *= 0.5
    got, want = _run(scaled_after_mask, args, f"scaled_after_mask_300_{tiles}", tiles)
    _check(got, want, "(q @ k^T + mask) * scale")


@pytest.mark.parametrize("fn", [windowed, sink_window])
@pytest.mark.parametrize("c, pos", [(400, 250), (200, 0)])
def test_masked_tiles_that_are_no_prefix(fn, c, pos, tiles):
    """100 rows over a cache, a window: key tiles left of a block's window (and, with sinks, between the
    sinks and it) and right of its last row all masked and skipped; within a live tile, rows whose 64
    keys are all masked (windowed's 4 keys)."""
    args = _cache_args(np.random.default_rng(500 + c + pos), 2, 100, c, 64, pos)
    got, want = _run(fn, args, f"{fn.__name__}_rows100_c{c}_p{pos}_{tiles}", tiles)
    _check(got, want, f"{fn.__name__} over C={c} at pos={pos}")


@pytest.mark.parametrize("dh, pos", [(64, 0), (64, 20), (40, 129)])
def test_many_rows_over_the_cache(dh, pos, tiles):
    """A prompt written into the cache at pos (70 rows, 200 slots) with cached_mask; dh 40 leaves
    output columns and shared d past dh."""
    args = _cache_args(np.random.default_rng(300 + pos), 2, 70, 200, dh, pos)
    got, want = _run(decode, args, f"tiles_rows70_c200_d{dh}_p{pos}_{tiles}", tiles)
    _check(got, want, f"70 rows over the cache at pos={pos}, dh={dh}")


@pytest.mark.parametrize("c, pos", [(37, 2), (37, 30), (300, 290)])
def test_the_programs_own_score_op(c, pos, rows_only):
    """At C = 300, pos = 290 the first tile of 256 keys is all masked: its weights and the old
    accumulator's scale must be 0 and 1, not exp(-inf - -inf) = NaN."""
    args = _cache_args(np.random.default_rng(200 + pos), 2, 2, c, 24, pos)
    got, want = _run(windowed, args, f"windowed_c{c}_p{pos}_v1")  # (a name of its own: built without v3)
    _check(got, want, f"sliding window at C={c} pos={pos}")


@pytest.mark.parametrize("h, c, pos, kind", [(2, 37, 2, "attention_warps"), (2, 37, 30, "attention_warps"),
                                             (132, 600, 590, "attention_warps"),
                                             (2, 300, 290, "attention_split_warps")])
def test_the_programs_own_score_op_in_v4_and_v5(h, c, pos, kind):
    """The sliding window in v4 and v5 (the registry's choices): at 132 heads x 2 rows over 600 slots (one
    chunk) v4's first tile of 512 keys is all masked, at 300 slots v5's first chunks are."""
    args = _cache_args(np.random.default_rng(600 + pos), h, 2, c, 24, pos)
    got, want = _run(windowed, args, f"windowed_h{h}_c{c}_p{pos}_warps", kind)
    _check(got, want, f"sliding window ({kind}) at h={h} C={c} pos={pos}")
    got2, _ = _run(windowed, args, f"windowed_h{h}_c{c}_p{pos}_warps", kind)
    assert np.array_equal(got.view(np.uint32), got2.view(np.uint32))
