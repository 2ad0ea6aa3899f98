"""The attention pass (pipeline/passes/attention.py), without a GPU: it turns gpt2/reference.py's
`attention` chain into one kernel per layer in the real GPT-2 programs (a decoding step over the
KV cache, a prompt over the cache, a cache-less forward with causal_mask), carries the program's
own score op into the kernel, refuses near-misses, keeps the NumPy lines in the manifest, cuts the
launches per layer, and assembles for sm_75 and sm_90. Numbers on the GPU: tests/test_attention_gpu.py."""
from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import numpy as np
import pytest

ir = pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from conftest import reference_line  # noqa: E402
from gpt2.reference import attention, attention_scale, cached_mask, causal_mask, merge_heads, softmax, split_heads  # noqa: E402
from pipeline import gpu, kernels, ptxlint  # noqa: E402
from pipeline.kernels import attention as attention_rules  # noqa: E402
from pipeline.pipelines import PassOptions, gpu_pass, gpu_stage_file  # noqa: E402

SCORES, WEIGHTED = reference_line("scores = q @ k.swapaxes"), reference_line("return softmax(scores) @ v")

F32 = np.float32
CALL = "call @gpu_attention_rows_f32_a"
CALL_STEP = "call @gpu_attention_warps_f32_a"  # v4: a decoding step's few rows over a short cache
ANY_CALL = "call @gpu_attention"
# v4's and v5's butterfly over a key's 8 lanes: xor 4, then 2 (gpu.all_reduce's go 1, 2, 4, 8, 16)
GROUP_BUTTERFLY = re.compile(r"shfl\.sync\.bfly\.b32\s+%r\d+, %r\d+, 4, 31, -1;(\n[^\n]*){1,4}?"
                             r"\n\s*shfl\.sync\.bfly\.b32\s+%r\d+, %r\d+, 2, 31, -1;")
CALL_TILES = "call @gpu_attention_tiles_reg"  # v7, v8: the register-tiled forms
CALL_TILES16 = "call @gpu_attention_tiles_reg16_f32_a"  # v7: 65 to 256 rows
CALL_TILES8W = "call @gpu_attention_tiles_reg8w_f32_a"  # v8: 257 to 1024 rows
CALL_PAIR = "call @gpu_attention_tiles_pair_f32_a"  # v10: 257 to 1024 rows on sm_80+ (76,800 bytes of shared)
CALL_TILES_V2 = "call @gpu_attention_tiles_f32_a"


# --- small programs with attention's chain ---------------------------------------------------------

def decode(q, kc, vc, k, v, pos):
    """One step over a KV cache, as gpt2/reference.py's mha does it: write the rows, attend to all."""
    n = q.shape[1]
    kc[:, pos:pos + n, :] = k
    vc[:, pos:pos + n, :] = v
    return attention(q, kc, vc, cached_mask(pos, n, kc.shape[1]), attention_scale(q.shape[-1], 0))


def prompt(x, wq, wk, wv):
    """A cache-less forward's attention: heads split from [n, d] rows, causal mask, heads merged."""
    q, k, v = (split_heads(x @ w, 3) for w in (wq, wk, wv))
    return merge_heads(attention(q, k, v, causal_mask(x.shape[0]), attention_scale(q.shape[-1], 0)))


def decode_args(rng, h=3, n=1, c=37, dh=40, pos=5):
    shapes = [(h, n, dh), (h, c, dh), (h, c, dh), (h, n, dh), (h, n, dh)]
    return [rng.standard_normal(s).astype(F32) for s in shapes] + [np.array(pos, np.int64)]


def prompt_args(rng, n=20, d=48):
    return [rng.standard_normal(s).astype(F32) for s in [(n, d), (d, d), (d, d), (d, d)]]


def _stage(tmp_path: Path, fn, args, name: str = "attention", chip: str = "sm_90") -> str:
    d = tmp_path / fn.__name__
    jit(fn).compile(*args, target="gpu", build_dir=d, chip=chip, verbose=False, stop_after=name)
    return (d / gpu_stage_file(name)).read_text()


def _main(text: str) -> str:
    """@main's body (the templates added after it left out)."""
    body = text.split("func.func @main", 1)[1]
    return body[:re.search(r"\n  \}[^\n]*\n", body).start()]


# --- what it fuses -------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 4])
def test_a_step_over_the_cache_becomes_one_call(tmp_path, n):
    text = _stage(tmp_path, decode, decode_args(np.random.default_rng(0), n=n))
    main = _main(text)
    assert main.count(CALL_STEP) == 1 and CALL not in main
    for gone in ("linalg.batch_matmul", "linalg.fill", "linalg.generic", "math.exp"):
        assert gone not in main, gone  # the products, the score op and the softmax all went
    # the score op is the program's: cached_mask's compare on pos, the scale, the select of -inf
    score = text.split("_score(", 2)[2]
    score = score[:re.search(r"\n  \}[^\n]*\n", score).start()]
    assert "arith.cmpi sle" in score and "arith.select" in score and "arith.mulf" in score
    assert "0xFF800000" in score and "memref.load" in score  # -inf, and pos read from device memory


def test_a_causal_prompt_becomes_one_call_reading_and_storing_through_views(tmp_path):
    args = prompt_args(np.random.default_rng(1))
    main = _main(_stage(tmp_path, prompt, args))
    assert main.count(CALL) == 1 and "linalg.batch_matmul" not in main
    # epilogues: q read through a transposed view of the projection, O stored through merge_heads'
    main = _main(_stage(tmp_path, prompt, args, "epilogues"))
    call = next(line for line in main.splitlines() if CALL in line)
    assert main.count("linalg.transpose") <= 2, main  # k and v's split_heads may stay copies; q's and O's go
    assert "memref.transpose" in main and call


@pytest.mark.parametrize("fn, args, call", [
    (prompt, prompt_args(np.random.default_rng(8), n=100), CALL_TILES16),
    (decode, decode_args(np.random.default_rng(9), n=70, c=100, dh=16, pos=20), CALL_TILES16),
    (prompt, prompt_args(np.random.default_rng(8), n=300), CALL_PAIR),
], ids=["prompt-100", "cache-rows-70", "prompt-300"])
def test_more_than_64_rows_take_a_register_tiled_kernel(tmp_path, fn, args, call):
    main = _main(_stage(tmp_path, fn, args))
    assert main.count(call) == 1 and CALL not in main and "linalg.batch_matmul" not in main
    assert main.count("call @gpu_attention") == 1


def test_33_to_64_rows_take_the_tiled_kernel(tmp_path):
    main = _main(_stage(tmp_path, prompt, prompt_args(np.random.default_rng(8), n=40)))
    assert main.count(CALL_TILES_V2) == 1 and CALL_TILES not in main and "linalg.batch_matmul" not in main


def test_a_long_prompt_keeps_todays_kernels(tmp_path):
    main = _main(_stage(tmp_path, prompt, prompt_args(np.random.default_rng(10), n=kernels.tuning_for().attention_tiles_reg_max_rows + 1)))
    assert "call @gpu_attention" not in main and main.count("linalg.batch_matmul") == 2


def _without(monkeypatch, *names):
    """The attention rules without `names`' lines: their chains go to the next rule that holds."""
    monkeypatch.setattr(attention_rules, "RULES", [r for r in attention_rules.RULES if r[0] not in names])


def test_v7_taken_out_gives_v2_its_rows_back(tmp_path, monkeypatch):
    """attention_tiles_reg16's rule taken out, attention_tiles (v2) takes a prompt of up to
    `attention_tiles_max_rows` rows again."""
    _without(monkeypatch, "attention_tiles_reg16")
    main = _main(_stage(tmp_path, prompt, prompt_args(np.random.default_rng(8), n=100)))
    assert main.count(CALL_TILES_V2) == 1 and CALL_TILES not in main and "linalg.batch_matmul" not in main


def test_a_prompt_of_dh_tokens_fuses_with_the_scores_in_ks_buffer(tmp_path):
    """n = dh = 64: bufferization writes the scores (then E and P, in place) into K's buffer, dead after
    the product; the chain still fuses (the products read K before the chain writes, the kernel writes
    none of them, the buffer is dead after)."""
    args = prompt_args(np.random.default_rng(15), n=64, d=192)
    before = _main(_stage(tmp_path, prompt, args, "drop-zero-fills"))
    mm1 = re.search(r"linalg.batch_matmul .*ins\((%\w+), (%\w+) :", before)
    score = re.search(r"linalg.generic .*outs\((%\w+) :", before[mm1.end():])
    assert score.group(1) == mm1.group(2), (mm1.group(0), score.group(0))  # X is written into K's buffer
    main = _main(_stage(tmp_path, prompt, args))  # 64 rows: attention_tiles (33 to ATTENTION_TILES_REG_MIN_ROWS)
    assert main.count(CALL_TILES_V2) == 1 and CALL not in main and "linalg.batch_matmul" not in main


@pytest.mark.parametrize("limit", [1024, 512])
def test_a_1024_token_prompt_takes_the_tiled_kernel_unless_switched_back(tmp_path, monkeypatch, limit):
    """GPT-2's whole context: attention_tiles_pair (sm_90) with `attention_tiles_reg_max_rows` at 1024 (the
    default), the two products and the row kernel's chain at 512 (v2 stops at 512 too)."""
    monkeypatch.setitem(kernels.TUNINGS, "H200", dataclasses.replace(kernels.tuning_for(),
                                                                     attention_tiles_reg_max_rows=limit))
    main = _main(_stage(tmp_path, prompt, prompt_args(np.random.default_rng(11), n=1024, d=192)))
    if limit == 1024:
        assert main.count(CALL_PAIR) == 1 and "linalg.batch_matmul" not in main
    else:
        assert "call @gpu_attention" not in main and main.count("linalg.batch_matmul") == 2


def _function(text: str, name: str) -> str:
    body = text.split(f"func.func private @{name}(", 1)[1]
    return body[:re.search(r"\n  \}[^\n]*\n", body).start()]


def scaled_after_mask(x, wq, wk, wv):
    """(q @ k^T + mask) * scale: the mask term is not added to the scaled product, no tile is provably
    masked before its scores."""
    q, k, v = (split_heads(x @ w, 3) for w in (wq, wk, wv))
    return merge_heads(softmax((q @ k.transpose(0, 2, 1) + causal_mask(x.shape[0])) * 0.25) @ v)


@pytest.mark.parametrize("fn, args, term", [
    (prompt, prompt_args(np.random.default_rng(12), n=100), ["memref.load"]),
    (decode, decode_args(np.random.default_rng(13), n=70, c=100, dh=16, pos=20), ["memref.load", "arith.cmpi sle",
                                                                                  "arith.select"]),
    (scaled_after_mask, prompt_args(np.random.default_rng(14), n=100), None),
], ids=["causal", "cached", "scaled-after-mask"])
def test_the_tiled_kernel_asks_the_score_ops_mask_term_which_tiles_are_live(tmp_path, fn, args, term):
    """@<kernel>_mask is the score's s-free addend: causal_mask's element, cached_mask's select on pos;
    none of the product (no mulf, no addf). A score op of another form keeps the template's 0 (all live)."""
    text = _stage(tmp_path, fn, args)
    assert _main(text).count(CALL_TILES16) == 1
    mask = _function(text, "gpu_attention_tiles_reg16_f32_a0_mask")  # (100 and 70 rows: v7)
    score = _function(text, "gpu_attention_tiles_reg16_f32_a0_score")
    if term is None:
        assert "arith.constant 0.000000e+00" in mask and "memref.load" not in mask, mask
        assert "memref.load" in score  # the score op itself still masks
    else:
        assert all(op in mask for op in term), mask
        assert "arith.mulf" not in mask and "arith.addf" not in mask, mask
        assert "arith.mulf" in score and "arith.addf" in score


def test_the_gpt2_programs_fuse_every_layer(tmp_path, toolkit):
    """The tiny model, fused: decoding step, prompt over the cache, cache-less forward; one call
    per layer in each, and the manifest names attention's NumPy lines for it."""
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    config = get_config("tiny")
    model = CompiledGPT2(config, stand_in_params(config), target="gpu", chip="sm_90", root=tmp_path, verbose=False,
                         place_weights=False, fused=True)
    model.build(5, 3)
    model.forward_program(20)
    folders = sorted(p.parent for p in tmp_path.rglob("manifest.json"))
    assert len(folders) == 3
    for d in folders:
        kind = "attention_warps" if d.name.startswith("gpt2-next-n1-") else "attention_rows"  # v4: one row
        assert _main((d / gpu_stage_file("attention")).read_text()).count(f"call @gpu_{kind}_f32_a") == config.n_layer, d
        steps = [s for s in json.loads((d / "manifest.json").read_text())["steps"] if s["op"] == "launch"]
        fused = [s for s in steps if s["label"].endswith(f"({kind})")]
        assert len(fused) == config.n_layer, [s["label"] for s in steps]
        for layer, s in enumerate(fused):
            assert s["layer"] == f"block {layer}" and s["made_in"] == gpu_stage_file("attention")
            # the products and softmax; the cache's mask where there is one
            assert {SCORES, WEIGHTED, reference_line("e = np.exp(x - np.max"),
                    reference_line("return e / np.sum(e")} <= set(s["source"]), s["source"]
            assert s["source"][0] == SCORES
            assert (reference_line("seen = np.arange(capacity)") in s["source"]) == ("gpt2-next" in d.name)
            assert kernels.family_of("attention_rows") == "attention"
        assert not [s for s in steps if re.search(r"\((matvec_rows_batched|matvec_cols_batched|matmul_batched\w*)\)",
                                                    s["label"])]
        assert not [s for s in steps if "softmax" in s["label"] and not s["label"].endswith(f"({kind})")]


def _launches(root: Path, folder: str) -> list[dict]:
    manifest = next(p for p in root.rglob("manifest.json") if p.parent.name == folder)
    return [s for s in json.loads(manifest.read_text())["steps"] if s["op"] == "launch"]


def test_a_decoding_step_launches_two_kernels_fewer_per_layer_and_the_switch_turns_it_off(tmp_path, toolkit,
                                                                                           monkeypatch):
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    config = get_config("tiny")

    def build(root):
        CompiledGPT2(config, stand_in_params(config), target="gpu", chip="sm_90", root=root, verbose=False,
                     place_weights=False, fused=True).build(4, 2)
        return _launches(root, "gpt2-next-n1-c64")

    on = build(tmp_path / "on")
    _without(monkeypatch, "attention_warps")
    v1 = build(tmp_path / "v1")  # v4 taken out: v1 again, the same launches
    monkeypatch.setattr(attention_rules, "RULES", [])
    off = build(tmp_path / "off")
    assert len(off) - len(on) == 2 * config.n_layer and len(v1) == len(on), (len(off), len(on), len(v1))
    for layer in range(config.n_layer):
        # the scores' product, the softmax row kernel and the values' product were three; now one
        mine = lambda steps: [s["label"] for s in steps if re.match(rf"block {layer} · attention[ →]", s["label"])]  # noqa: E731,B023
        assert len(mine(on)) == 1 and mine(on)[0].endswith("(attention_warps)"), mine(on)
        assert len(mine(v1)) == 1 and mine(v1)[0].endswith("(attention_rows)"), mine(v1)
        assert len(mine(off)) == 3, mine(off)
    assert not [s for s in off if "(attention_" in s["label"]]


# --- what it must leave alone --------------------------------------------------------------------

def _scores_returned(q, kc, vc, k, v, pos):
    kc[:, pos:pos + 1, :] = k
    vc[:, pos:pos + 1, :] = v
    s = q @ kc.transpose(0, 2, 1) * (1.0 / np.sqrt(40.0)) + cached_mask(pos, 1, kc.shape[1])
    return softmax(s) @ vc, s


def _product_returned(q, kc, vc, k, v, pos):
    kc[:, pos:pos + 1, :] = k
    vc[:, pos:pos + 1, :] = v
    s = q @ kc.transpose(0, 2, 1)
    return softmax(s * 0.5 + cached_mask(pos, 1, kc.shape[1])) @ vc, s


def _weights_returned(q, kc, vc, k, v, pos):
    p = softmax(q @ kc.transpose(0, 2, 1) * 0.5 + cached_mask(pos, 1, kc.shape[1]))
    return p @ vc, p


def _other_op_between(q, kc, vc, k, v, pos):
    s = q @ kc.transpose(0, 2, 1) * 0.5 + cached_mask(pos, 1, kc.shape[1])
    other = np.tanh(k) * 3.0  # its own kernel, between the scores and the softmax
    return softmax(s) @ vc, other


def _no_max(q, kc, vc, k, v, pos):
    e = np.exp(q @ kc.transpose(0, 2, 1) * 0.5)
    return (e / np.sum(e, axis=-1, keepdims=True)) @ vc


def _divided_by_a_product(q, kc, vc, k, v, pos):
    s = q @ kc.transpose(0, 2, 1) * 0.5
    e = np.exp(s - np.max(s, axis=-1, keepdims=True))
    return (e / np.prod(e, axis=-1, keepdims=True)) @ vc  # not a sum: the kernel's softmax would be wrong


def _softmax_over_heads(q, kc, vc, k, v, pos):
    s = q @ kc.transpose(0, 2, 1) * 0.5  # [h, 1, C]: the max and sum over the heads, not the row
    e = np.exp(s - np.max(s, axis=0, keepdims=True))
    return (e / np.sum(e, axis=0, keepdims=True)) @ vc


@pytest.mark.parametrize("fn", [_scores_returned, _product_returned, _weights_returned, _other_op_between, _no_max,
                                _divided_by_a_product, _softmax_over_heads], ids=lambda f: f.__name__)
def test_near_misses_keep_todays_kernels(tmp_path, fn):
    main = _main(_stage(tmp_path, fn, decode_args(np.random.default_rng(2))))
    assert ANY_CALL not in main and main.count("linalg.batch_matmul") == 2


def test_f64_is_left_alone(tmp_path):
    args = [a.astype(np.float64) if a.dtype == F32 else a for a in decode_args(np.random.default_rng(3))]
    main = _main(_stage(tmp_path, decode, args))
    assert ANY_CALL not in main and main.count("linalg.batch_matmul") == 2


def test_the_pass_alone_changes_nothing_else(tmp_path):
    """Rerun on its own input stage (the pass CLI's path): the same output; a program without
    attention passes through untouched."""
    d = tmp_path / "decode"
    jit(decode).compile(*decode_args(np.random.default_rng(4)), target="gpu", build_dir=d, chip="sm_90",
                        verbose=False, stop_after="attention")
    src = d / gpu_stage_file("drop-zero-fills")
    again = gpu.rewrite_text(gpu_pass("attention"), src.read_text(), PassOptions(chip="sm_90"))
    assert again.strip() == (d / gpu_stage_file("attention")).read_text().split("\n", 1)[1].strip()
    plain = tmp_path / "plain"
    jit(lambda a, b: np.tanh(a @ b)).compile(np.ones((3, 4), F32), np.ones((4, 5), F32), target="gpu",
                                             build_dir=plain, verbose=False, stop_after="attention")
    before = (plain / gpu_stage_file("drop-zero-fills")).read_text().split("\n", 1)[1]
    after = (plain / gpu_stage_file("attention")).read_text().split("\n", 1)[1]
    assert gpu.rewrite_text(gpu_pass("attention"), before, PassOptions()).strip() == after.strip()
    assert "func.call" not in after


def _split_build(tmp_path, kind):
    d = tmp_path / "b"
    jit(decode).compile(*decode_args(np.random.default_rng(11), c=300), target="gpu", build_dir=d, chip="sm_90",
                        verbose=False)
    assert _main((d / gpu_stage_file("attention")).read_text()).count(f"call @gpu_{kind}_f32_a") == 1
    steps = [s for s in json.loads((d / "manifest.json").read_text())["steps"] if s["op"] == "launch"]
    split = [s for s in steps if s["label"].endswith(f"({kind})")]
    assert len(split) == 1 and split[0]["grid"] == [1, 3, 5], split  # 300 keys in 5 chunks of 60
    assert WEIGHTED in split[0]["source"]
    files = sorted((d / "kernels").glob(f"{kind}_f32*.ptx"))
    for chip in ("sm_75", "sm_90"):
        rows = ptxlint.lint(files, [chip])
        assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), rows
    ptx = files[0].read_text()
    assert "atom.global.add" in ptx and ptx.count("fence.acq_rel.gpu") == 2  # the ticket, release and acquire
    return split[0], ptx


def test_a_step_over_a_long_cache_splits_the_keys_v5(tmp_path, toolkit):
    """v5, the registry's choice: v3's chunks with groups of 8 lanes a key (512 threads)."""
    launch, ptx = _split_build(tmp_path, "attention_split_warps")
    assert launch["block"] == [512, 1, 1], launch
    assert GROUP_BUTTERFLY.search(ptx)
    # The last block's combine by every thread: after the acquire fence, the first round's m, l and
    # accumulator (three loads of the workspace) before the max's block reduction (its shuffles and
    # barrier), no other global load before it; the chunks' sums after a barrier, from shared memory.
    combine = ptx[ptx.rindex("fence.acq_rel.gpu"):]
    assert "bar.sync" in combine, "the combine is one thread a column again"
    ahead = combine[:combine.index("bar.sync")]
    assert len(re.findall(r"ld\.global[\w.]*\s", ahead)) == 3 and "shfl.sync.bfly" in ahead, ahead


@pytest.mark.parametrize("kind", ["attention_warps", "attention_split_warps"])
def test_the_decoding_kernels_load_v_before_the_scores(kind):
    """v4, v5: the 8 rows of V of a thread's first P @ V pass are loaded at the top of the key tile,
    before the scores (their K loads), the block reductions and the barriers; the first pass's
    products come after the softmax, and the loop takes the passes after it."""
    text = kernels.template_source(kind)
    body = text[text.index("scf.for %j0 = "):]
    v_loads = [m.start() for m in re.finditer(r"%vb\d = memref.load %V\[", body)]
    assert len(v_loads) == 8
    first_k = body.index("memref.load %K[")
    assert max(v_loads) < first_k < body.index("gpu.all_reduce") and max(v_loads) < body.index("gpu.barrier")
    assert body.index("%pb0 = memref.load %Ps") > body.index("gpu.all_reduce add")
    assert "scf.for %u = %first2 to %len step %SU iter_args(%a = %part0)" in body


@pytest.mark.parametrize("kind, c", [("attention_warps", 37), ("attention_split_warps", 300)])
def test_the_decoding_kernels_prefetch_k_and_v_before_their_wait_and_start_early(tmp_path, toolkit, kind, c):
    """v4, v5 on sm_90: before griddepcontrol.wait a block asks the L2 for its first tile's rows of
    K and V (prefetch.L2, no value read: the cache rows this step writes come from the kernel
    before), so the kernel is launched early (pdl) although it reads what the kernel before writes;
    every load stays after the wait."""
    d = tmp_path / "b"
    jit(decode).compile(*decode_args(np.random.default_rng(11), c=c), target="gpu", build_dir=d, chip="sm_90",
                        verbose=False)
    steps = [s for s in json.loads((d / "manifest.json").read_text())["steps"] if s["op"] == "launch"]
    mine = [s for s in steps if s["label"].endswith(f"({kind})")]
    assert len(mine) == 1 and mine[0].get("pdl") is True, mine
    (ptx,) = [f.read_text() for f in (d / "kernels").glob(f"{kind}_f32*.ptx")]
    ahead, after = ptx.split("griddepcontrol.wait;")
    assert ahead.count("prefetch.L2 [") >= 2 and "prefetch" not in after, ahead  # K's and V's rows
    assert "ld.global" not in ahead and "ld.global" in after



@pytest.mark.parametrize("body, term", [
    ("%0 = memref.load %m[%i, %j] : memref<8x8xf32>\n %1 = arith.mulf %s, %c : f32\n %2 = arith.addf %1, %0 : f32", "%0"),
    ("%0 = memref.load %m[%i, %j] : memref<8x8xf32>\n %1 = arith.divf %s, %c : f32\n %3 = arith.negf %1 : f32\n"
     " %2 = arith.addf %0, %3 : f32", "%0"),
    ("%0 = memref.load %m[%i, %j] : memref<8x8xf32>\n %2 = arith.addf %s, %0 : f32", "%0"),
    # refused: the mask added before the scale; a scale that is not a constant; one that is infinite; s on both sides
    ("%0 = memref.load %m[%i, %j] : memref<8x8xf32>\n %1 = arith.addf %s, %0 : f32\n %2 = arith.mulf %1, %c : f32", None),
    ("%0 = memref.load %m[%i, %j] : memref<8x8xf32>\n %1 = arith.mulf %s, %0 : f32\n %2 = arith.addf %1, %0 : f32", None),
    ("%0 = memref.load %m[%i, %j] : memref<8x8xf32>\n %1 = arith.mulf %s, %inf : f32\n %2 = arith.addf %1, %0 : f32", None),
    ("%0 = memref.load %m[%i, %j] : memref<8x8xf32>\n %1 = arith.divf %s, %z : f32\n %2 = arith.addf %1, %0 : f32", None),
    ("%0 = memref.load %m[%i, %j] : memref<8x8xf32>\n %1 = arith.addf %s, %0 : f32\n %2 = arith.addf %1, %s : f32", None),
], ids=["scaled", "divided-negated", "unscaled", "mask-then-scale", "scale-not-constant", "scale-inf", "divide-by-0",
        "s-twice"])
def test_the_mask_term_is_the_s_free_addend_of_a_scaled_product(body, term):
    """attention.mask_term: only `X(s) + M` with X the product times/over finite constants (a nonzero
    divisor) and M free of s: then M = -inf makes the score -inf for any finite s."""
    from pipeline.passes.attention import mask_term
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(
            "func.func @f(%s: f32, %b: index, %i: index, %j: index, %m: memref<8x8xf32>) -> f32 {\n"
            " %c = arith.constant 0.125 : f32\n %inf = arith.constant 0x7F800000 : f32\n"
            f" %z = arith.constant 0.0 : f32\n {body}\n return %2 : f32\n}}")
        fn = module.body.operations[0].operation
        where = mask_term(fn)
        if term is None:
            assert where is None
        else:
            ops = [op.operation for op in fn.regions[0].blocks[0].operations]
            at, k = where
            assert ops[at].name == "arith.addf" and ops[at].operands[k].get_name() == term

# --- PTX -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("chip", ["sm_75", "sm_90"])
@pytest.mark.parametrize("fn, args", [
    (decode, decode_args(np.random.default_rng(5), c=300)),   # 300 keys: two tiles of 256, the last partial
    (decode, decode_args(np.random.default_rng(6), n=3, c=37, dh=16)),
    (prompt, prompt_args(np.random.default_rng(7), n=37)),
    (prompt, prompt_args(np.random.default_rng(7), n=64)),  # attention_tiles
    (prompt, prompt_args(np.random.default_rng(7), n=100)),  # attention_tiles_reg16
    (decode, decode_args(np.random.default_rng(6), n=70, c=100, dh=64, pos=20)),  # attention_tiles_reg16, dh 64
    (prompt, prompt_args(np.random.default_rng(7), n=1024, d=192)),  # attention_tiles_reg, dh 64
    (decode, decode_args(np.random.default_rng(6), n=1, c=64, dh=64)),  # attention_warps, 124M's step
    (decode, decode_args(np.random.default_rng(6), n=1, c=512, dh=64)),  # attention_split_warps
], ids=["decode-300", "rows-3", "prompt-37", "prompt-64", "prompt-100", "cache-rows-70", "prompt-1024", "step-64",
        "step-512"])
def test_the_kernel_assembles_without_spills(tmp_path, toolkit, chip, fn, args, monkeypatch):
    d = tmp_path / "b"
    jit(fn).compile(*args, target="gpu", build_dir=d, chip=chip, verbose=False)
    files = sorted((d / "kernels").glob("attention_*_f32*.ptx"))
    assert len(files) == 1
    rows = ptxlint.lint(files, [chip])
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), rows
    ptx = files[0].read_text()
    # tile barriers (and the block reductions' in v1), exp; v2's row reductions are shuffles
    assert ptx.count("bar.sync") >= 3 and "ex2.approx" in ptx
    # v2: before the loop, the tile's liveness, its keys loaded, its weights stored; v6 one more, after
    # the scores (its weights go where K's tile was), and 16-byte shared loads
    tiles = "attention_tiles" in files[0].name
    if "attention_tiles_pair" in files[0].name:  # v10: each group's 4 (id g + 1, 128 threads), 3 around the combine
        assert "shfl.sync.bfly" in ptx and ptx.count("bar.sync") == 7 and "ld.shared.v4.b32" in ptx
        assert len(re.findall(r"bar\.sync\s+%r\d+, 128;", ptx)) == 4
    elif "attention_tiles_reg" in files[0].name:  # v7, v8
        assert "shfl.sync.bfly" in ptx and ptx.count("bar.sync") == 5 and "ld.shared.v4.b32" in ptx
    else:
        assert not tiles or ("shfl.sync.bfly" in ptx and ptx.count("bar.sync") == 4)
    # v4, v5: each key's dot product summed over its group of 8 lanes (xor 4, 2, 1); v1, v3: none
    if not tiles:
        assert (GROUP_BUTTERFLY.search(ptx) is not None) == ("_warps_" in files[0].name), files[0].name
