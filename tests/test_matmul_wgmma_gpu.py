"""v14, v16 and v17 (pipeline/templates/matmul_2d_wgmma.mlir, matmul_2d_wgmma2.mlir, matmul_2d_wgmma2_stream.mlir:
Hopper's wgmma, one and two warpgroups a block, and v16 as stream-K; PTX for sm_90a) on a GPU, forced with the registry's variant option: v9's odd shapes (K not a multiple of the 16-deep tile or below it, M or
N below a tile, B or A transposed, sliced and unaligned operands), GPT-2's products at 16, 256 and 1024
rows, and the fused epilogues (bias, GELU, residual). v18 and v19 (matmul_batched_wgmma2.mlir,
matmul_batched_wgmma.mlir: v16 and v14 batched) on v9's batched cases, attention's two products at 1024
rows, a sliced batch and an unaligned one. Against float64 NumPy under the fp32 matmul bound
of tests/test_numerics.py (8 sqrt(K) u of the largest result), twice (a second call the same bits).

Build where MLIR is, run where the GPU is (as tests/test_matmul_tf32_pipelined_gpu.py):
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_matmul_wgmma_gpu.py   # builds, then skips
    python -m pytest -m gpu tests/test_matmul_wgmma_gpu.py                        # on an sm_90 GPU
"""
from __future__ import annotations

import math
import os

import numpy as np
import pytest

from conftest import device_or_skip, gpu_tests_build, run_on_sm90_or_skip, run_poisoned
from frontend import jit
from gpt2.reference import gelu
from pipeline.kernels import kernel
from test_matmul_tf32_pipelined_gpu import CASES_2D, CASES_BATCHED

BUILD = gpu_tests_build("matmul_wgmma")
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))
U = 2.0 ** -24  # f32 unit roundoff
VARIANTS = ("matmul_2d_wgmma2", "matmul_2d_wgmma2_stream")  # v16, v17
CHIP = kernel(VARIANTS[0]).chip  # sm_90a: wgmma is arch-specific
assert all(kernel(v).chip == CHIP for v in VARIANTS)

pytestmark = pytest.mark.gpu


CASES = dict(CASES_2D, **{
    "qkv_16": (lambda a, b: a @ b, [(16, 768), (768, 2304)], 768),
    "mlp_out_256": (lambda a, b: a @ b, [(256, 3072), (3072, 768)], 3072),
    "qkv_1024": (lambda a, b: a @ b, [(1024, 768), (768, 2304)], 768),
    "head_t_1024": (lambda a, b: a @ b.T, [(1024, 768), (2000, 768)], 768),
    "bias": (lambda a, b, c: a @ b + c, [(200, 300), (300, 260), (260,)], 300),
    "gelu": (lambda a, b, c: gelu(a @ b + c), [(200, 300), (300, 260), (260,)], 300),
    "residual": (lambda a, b, r: r + a @ b, [(200, 300), (300, 260), (200, 260)], 300),
})


BATCHED_VARIANTS = ("matmul_batched_wgmma2", "matmul_batched_wgmma")  # v18, v19
assert all(kernel(v).chip == CHIP for v in BATCHED_VARIANTS)
BATCHED_CASES = dict(CASES_BATCHED, **{
    "scores_1024": (lambda q, k: q @ k.transpose(0, 2, 1), [(12, 1024, 64), (12, 1024, 64)], 64),
    "values_1024": (lambda p, v: p @ v, [(12, 1024, 1024), (12, 1024, 64)], 1024),
    "k_rest": (lambda a, b: a @ b, [(2, 200, 300), (2, 300, 64)], 300),             # K % 16 = 12, N = 64
    "batch_slice": (lambda a, b: a[1:4] @ b[::2], [(5, 130, 96), (6, 96, 70)], 96),  # strided batches
    # rows of 100 floats, but each starting at float 1: the kernel's alignment check picks 4-byte copies
    "unaligned": (lambda a, b: a[:, :, 1:97] @ b, [(3, 130, 100), (3, 96, 140)], 96),
})


PARAMS = [(v, c) for v in VARIANTS for c in CASES] + [(v, c) for v in BATCHED_VARIANTS for c in BATCHED_CASES]


@pytest.mark.parametrize("variant,case", PARAMS)
def test_wgmma_matches_float64_and_repeats(case, variant):
    fn, shapes, k = (BATCHED_CASES if variant in BATCHED_VARIANTS else CASES)[case]
    if not PREBUILD:
        device_or_skip()
    rng = np.random.default_rng(sum(map(ord, "matmul_2d_wgmma" + case)))  # both variants: the same data
    args = [rng.standard_normal(s, dtype=np.float32) for s in shapes]
    build = BUILD / case if variant == VARIANTS[0] else BUILD / variant / case
    program = jit(fn, name=f"wgmma_{case}").compile(*args, target="gpu", build_dir=build, chip=CHIP,
                                                    verbose=False, variant=variant)
    stems = {p.stem for p in (program.build_dir / "kernels").glob("mat*.ptx")}
    assert stems == {f"{variant}_f32"}, stems
    run_on_sm90_or_skip(PREBUILD)
    (got,), (again,) = run_poisoned(program, args), run_poisoned(program, args)
    want = fn(*[a.astype(np.float64) for a in args])
    assert got.shape == want.shape and np.isfinite(got).all()
    rel = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
    assert rel < 8 * math.sqrt(k) * U, f"{rel:.3g} (bound {8 * math.sqrt(k) * U:.3g})"
    assert np.array_equal(got, again), "a second call differs"
