"""GPU pass block-reduce (pipeline/passes/block_reduce.py): a block's gpu.all_reduce with one
barrier, its warps' values folded in the order of the upstream lowering's second butterfly. No GPU
here: the fold order against a lane-by-lane model of that butterfly, the rewrite's structure, the
PTX's barriers. (tests/test_examples_gpu.py runs both lowerings on the GPU and compares the bits.)"""
from __future__ import annotations

import re

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="the pass needs the MLIR wheels")

from frontend import jit  # noqa: E402
from pipeline import gpu  # noqa: E402
from pipeline.pipelines import PassOptions, gpu_pass, gpu_stage_file  # noqa: E402
from pipeline.passes.block_reduce import tree  # noqa: E402


def upstream_lane0(values: list[str]) -> str:
    """Lane 0's value after convert-gpu-to-nvvm's second stage over len(values) warps' values: lanes
    < W hold them, `shfl.sync.bfly` by 1, 2, 4, 8, 16 with clamp W - 1, and a lane whose partner is at
    or past W keeps its own value (`selp` on the shuffle's predicate); a lane adds its partner's
    value to its own."""
    w = len(values)
    lanes = list(values) + [None] * (32 - w)
    for offset in (1, 2, 4, 8, 16):
        lanes = [f"({lanes[j]} + {lanes[j ^ offset]})" if j < w and j ^ offset < w else lanes[j] for j in range(32)]
    return lanes[0]


@pytest.mark.parametrize("warps", range(1, 33))
def test_the_fold_is_the_upstream_butterflys_order(warps):
    names = [f"w{i}" for i in range(warps)]
    assert tree(names, lambda a, b: f"({a} + {b})") == upstream_lane0(names)


KERNEL = """
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<4xf32>, %n: memref<4xi32>) kernel attributes {known_block_size = array<i32: THREADS, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %x = memref.load %a[%c0] : memref<4xf32>
      %s = gpu.all_reduce add %x uniform {} : (f32) -> f32
      memref.store %s, %a[%c0] : memref<4xf32>
      %i = memref.load %n[%c0] : memref<4xi32>
      %m = gpu.all_reduce minsi %i uniform {} : (i32) -> i32
      memref.store %m, %n[%c0] : memref<4xi32>
      scf.for %k = %c0 to %c4 step %c1 {
        %y = memref.load %a[%k] : memref<4xf32>
        %t = gpu.all_reduce maximumf %y uniform {} : (f32) -> f32
        memref.store %t, %a[%k] : memref<4xf32>
      }
      gpu.return
    }
  }
}
"""


def _rewrite(threads: int) -> str:
    return gpu.rewrite_text(gpu_pass("block-reduce"), KERNEL.replace("THREADS", str(threads)), PassOptions())


def test_a_reduction_outside_a_loop_takes_one_barrier_and_a_buffer_of_its_own():
    out = _rewrite(256)
    assert re.findall(r"gpu.all_reduce +(\w+)", out) == ["maximumf"]  # the one in the loop stays
    assert out.count("gpu.barrier") == 2 and out.count("gpu.shuffle") == 10
    buffers = r'memref.global "private" @(\w+) : memref<8x(\w+), #gpu.address_space<workgroup>> = uninitialized'
    assert re.findall(buffers + r" {alignment = 16 : i64}", out) == [("__block_reduce_0", "f32"), ("__block_reduce_1", "i32")]
    assert "arith.minsi" in out and "arith.addf" in out


def test_one_warp_needs_no_shared_memory_and_a_partial_warp_is_left_alone():
    out = _rewrite(32)
    assert out.count("gpu.all_reduce") == 1 and "gpu.barrier" not in out and "memref.global" not in out
    assert _rewrite(48).count("gpu.all_reduce") == 3  # 48 threads: not whole warps


def _norm(x, g, b):
    mu = x.mean(axis=-1, keepdims=True)
    v = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(v + 1e-5) * g + b


def test_a_layer_norms_kernel_has_one_barrier_a_reduction(tmp_path):
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(s, dtype=np.float32) for s in [(300, 768), (768,), (768,)]]
    program = jit(_norm).compile(*args, target="gpu", build_dir=tmp_path, verbose=False)
    before = (program.build_dir / gpu_stage_file("dependent-launch")).read_text()
    after = (program.build_dir / gpu_stage_file("block-reduce")).read_text()
    assert before.count("gpu.all_reduce") == 2 and "gpu.all_reduce" not in after
    ptx = "".join(p.read_text() for p in (program.build_dir / "kernels").glob("*.ptx"))
    assert ptx.count("bar.sync") == 2  # the upstream lowering: 4
    # LLVM reads the buffers in 16-byte vectors: declared 4-byte aligned, they fault (misaligned address)
    assert re.findall(r"\.shared \.align (\d+) \.b8 __block_reduce_\d+", ptx) == ["16", "16"]
