"""Attention v10 (pipeline/passes/attention_matvec.py, attention_matvec.mlir) on a GPU, against float64
NumPy of the same program: a decoding step's cache write, attention over the cache and the product
after it with its bias and residual add (gpt2/reference.py's `attention`, `cached_mask`,
`merge_heads`). 124M's layer (12 heads, 64 slots, dh 64, 768 columns: 12 column tiles), an odd one (3
heads, 37 slots, dh 40, 52 columns: one partial tile), 25 heads (gpt2-xl's count: the last block adds
25 partial sums, four trips of 8) with no epilogue and 200 columns (a partial fourth tile); pos at
the first, a middle and the last slot; each run twice for the same bits (the tickets go back to 0).

Tolerance: max |got - want| / max |want| < 1e-5 (as tests/test_attention_gpu.py: the product adds
H * dh <= 1600 f32 terms; a wrong head, row of W or tile is off by O(1)). Every output is first filled
with NaN (conftest.run_poisoned), so a column the kernel never stores fails.

GPU tests skip cleanly without a GPU; build first where MLIR is and carry build/:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_attention_matvec_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_attention_matvec_gpu.py                        # on the GPU
If it fails, `enabled=False` on the attention_matvec entry of pipeline/kernels.py is the kill switch.
"""
from __future__ import annotations

import json
import os

import numpy as np
import pytest

from conftest import check_carried_stage, device_or_skip, gpu_tests_build, run_on_sm90_or_skip, run_poisoned

import launcher
from frontend import jit
from pipeline.pipelines import gpu_stage_file
from attention_matvec_programs import args, attn_out, no_epilogue

BUILD = gpu_tests_build("attention_matvec")
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
TOL = 1e-5

pytestmark = pytest.mark.gpu


def _run(fn, a, name):
    if not PREBUILD:
        device_or_skip()
    program = jit(fn, name=name).compile(*a, target="gpu", build_dir=BUILD / name, chip="sm_90", verbose=False)
    check_carried_stage(program, gpu_stage_file("attention-matvec"), "call @gpu_attention_matvec_f32_", True)
    steps = [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]
    assert len([s for s in steps if s["label"].endswith("(attention_matvec)")]) == 1, [s["label"] for s in steps]
    run_on_sm90_or_skip(PREBUILD)
    got, = run_poisoned(program, [launcher.to_device(x.copy()) for x in a])
    want = fn(*[x.astype(np.float64) if x.dtype == np.float32 else x.copy() for x in a])
    return got, want


@pytest.mark.parametrize("fn, shape", [(attn_out, (12, 64, 64, 768)), (attn_out, (3, 37, 40, 52)),
                                       (no_epilogue, (25, 64, 64, 200))], ids=["124M", "odd", "xl_heads"])
@pytest.mark.parametrize("where", ["first", "middle", "last"])
def test_attention_and_the_product_in_one_kernel(fn, shape, where):
    h, c, dh, n = shape
    pos = {"first": 0, "middle": c // 2, "last": c - 1}[where]
    a = args(h, c, dh, n, pos=pos, seed=700 + h + pos, fn=fn)
    name = f"am_{fn.__name__}_h{h}_c{c}_d{dh}_n{n}_p{pos}"
    got, want = _run(fn, a, name)
    assert got.shape == want.shape and not np.isnan(got).any()
    err = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
    assert err < TOL, f"h={h} C={c} dh={dh} N={n} pos={pos}: relative error {err:.3g} against float64"
    got2, _ = _run(fn, a, name)
    assert np.array_equal(got.view(np.uint32), got2.view(np.uint32))  # deterministic, the tickets left at 0
