"""The KV cache's row writes done by the qkv product's kernel (pipeline/passes/cache_writes.py), on a
GPU against float64 NumPy: one row (the GEMV, v7) and several rows (the 2-D kernels; split_heads'
transposes go with the copies), pos first, middle and last. The caches are filled with random values
first, so the rows the kernel must not touch are checked too (exactly: they are never written), the
written rows against float64 (a K-long f32 sum), and what the program returns (attention-like reads
of the updated caches) as well.

GPU tests skip cleanly without a GPU. A GPU machine has no MLIR: build first where it is and carry
build/ there:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_cache_writes_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_cache_writes_gpu.py                        # on the GPU
"""
from __future__ import annotations

import json
import os
import re

import numpy as np
import pytest

import launcher
from cache_write_programs import H, qkv_step, qkv_write
from conftest import check_carried_stage, device_or_skip, gpu_tests_build, run_on_sm90_or_skip, run_poisoned
from frontend import jit
from pipeline.kernels import kernel
from pipeline.pipelines import gpu_stage_file

BUILD = gpu_tests_build("cache_writes")
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
DH, K, C = 40, 77, 37
TOL = 2e-5

pytestmark = pytest.mark.gpu


# (rows, forced kernel variant or None: the registry's choice, v7 for one row)
CASES = [(1, None), (3, None), (16, None), (1, "matvec_cols"), (1, "matvec_cols_split"), (1, "matvec_cols_cluster"),
         (16, "matmul_2d"), (16, "matmul_2d_reg"), (16, "matmul_2d_tf32_64_v9"), (16, "matmul_2d_tf32_64_split"),
         (16, "matmul_2d_tf32_64_cluster"), (16, "matmul_2d_tf32_64_stream"), (16, "matmul_2d_wgmma2"), (16, "matmul_2d_wgmma2_stream")]


@pytest.mark.parametrize("n, variant", CASES)
@pytest.mark.parametrize("where", ["first", "middle", "last"])
def test_the_products_kernel_writes_the_cache_rows(n, variant, where):
    pos = {"first": 0, "middle": (C - n) // 2, "last": C - n}[where]
    rng = np.random.default_rng(10 * n + pos)
    x, w = rng.standard_normal((n, K)).astype(np.float32), rng.standard_normal((K, 3 * H * DH)).astype(np.float32)
    b = rng.standard_normal(3 * H * DH).astype(np.float32)
    kc, vc = (rng.standard_normal((H, C, DH)).astype(np.float32) for _ in range(2))
    args = [x, w, b, kc, vc, np.array(pos, np.int64)]
    if not PREBUILD:
        device_or_skip()
    fn = qkv_step if variant is None else qkv_write
    name = f"qkv_n{n}_p{pos}_{variant or 'default'}"
    chip = (kernel(variant).chip if variant else None) or "sm_90"  # sm_90a for wgmma (arch-specific)
    program = jit(fn, name=name).compile(*args, target="gpu", build_dir=BUILD / name, chip=chip,
                                         verbose=False, variant=variant)
    check_carried_stage(program, gpu_stage_file("cache-writes"), "memref.copy", False)
    if variant is not None:
        kinds = {re.sub(r"_\d+$", "", p.stem) for p in (program.build_dir / "kernels").glob("mat*.ptx")}
        assert kinds == {f"{variant}_f32"}, kinds
    steps = [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]
    assert not [s for s in steps if s["label"].endswith("(copy)")], [s["label"] for s in steps]
    run_on_sm90_or_skip(PREBUILD)
    dev = [launcher.to_device(a.copy()) for a in args]  # the caches are written in place on the device
    got = run_poisoned(program, dev)  # (run twice: the second writes the same rows again)
    mirror = [a.astype(np.float64) if a.dtype == np.float32 else a.copy() for a in args]
    want = fn(*mirror)
    want = [want] if variant is None else list(want)
    for k, what in ((3, "key cache"), (4, "value cache")):
        cache, ref = np.asarray(dev[k]), mirror[k]
        rows = np.zeros(C, bool)
        rows[pos:pos + n] = True
        assert np.array_equal(cache[:, ~rows], args[k][:, ~rows]), f"{what}: rows outside pos..pos+n changed"
        err = float(np.max(np.abs(cache[:, rows] - ref[:, rows])) / np.max(np.abs(ref[:, rows])))
        assert err < TOL, f"{what}: written rows off by {err:.3g} (relative) at pos={pos}, n={n}"
    for g, w_ in zip(got, want):
        assert g.shape == w_.shape and not np.isnan(g).any()
        err = float(np.max(np.abs(g - w_)) / np.max(np.abs(w_)))
        assert err < 1e-4, f"result: relative error {err:.3g} against float64"
