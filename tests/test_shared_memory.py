"""GPU pass shared-memory (pipeline/passes/shared_memory.py) and dynamic shared memory end to end:
a v9 ring deeper than the 48 KiB a kernel may declare (gen_matmul_2d_tf32.py --stages), as views of
the launch's dynamic shared memory, declared extern in the PTX, its size in the manifest's launch.
No GPU here (tests/test_matmul_tf32_pipelined_gpu.py runs the rings on one)."""
from __future__ import annotations

import json
import re

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="the pass needs the MLIR wheels")

from conftest import deep_ring_templates  # noqa: E402
from frontend import jit  # noqa: E402
from pipeline import gpu, ptxlint  # noqa: E402
from pipeline.pipelines import PassOptions, gpu_pass  # noqa: E402

# What convert-gpu-to-nvvm leaves: a workgroup attribution aligned to its element (or not at all),
# one that asked for more, gpu.dynamic_shared_memory's internal zero-length global, a global buffer.
LLVM_MODULE = """
module attributes {gpu.container_module} {
  gpu.module @k {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.mlir.global internal @__wg_f_0() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<7 x f32>
    llvm.mlir.global internal @__wg_f_1() {addr_space = 3 : i32} : !llvm.array<5 x f32>
    llvm.mlir.global internal @__wg_f_2() {addr_space = 3 : i32, alignment = 32 : i64} : !llvm.array<3 x f64>
    llvm.mlir.global internal @table(dense<1.0> : tensor<2xf32>) {addr_space = 1 : i32, alignment = 4 : i64} : !llvm.array<2 x f32>
  }
}
"""


def test_shared_globals_are_16_byte_aligned_and_dynamic_memory_is_extern():
    out = gpu.rewrite_text(gpu_pass("shared-memory"), LLVM_MODULE, PassOptions())
    globals_ = {m[1]: m for m in re.findall(r"llvm.mlir.global (\w+) @(\w+)\(.*\{addr_space = (\d) : i32, alignment = (\d+)", out)}
    assert globals_["__dynamic_shmem__0"][0] == "external"
    assert [globals_[f"__wg_f_{i}"][3] for i in range(3)] == ["16", "16", "32"]  # never lowered
    assert [globals_[f"__wg_f_{i}"][0] for i in range(3)] == ["internal"] * 3
    assert globals_["table"][0] == "internal" and globals_["table"][3] == "4"  # global memory: left alone


def test_a_ring_over_48_kib_is_dynamic_shared_memory_asked_for_at_launch(tmp_path, toolkit, monkeypatch):
    ring = deep_ring_templates(tmp_path, monkeypatch, 4)
    assert ring > 48 * 1024
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((256, 96), np.float32), rng.standard_normal((96, 200), np.float32)
    program = jit(lambda a, b: a @ b).compile(a, b, target="gpu", build_dir=tmp_path / "b", chip="sm_90",
                                              verbose=False, variant="matmul_2d_tf32_64_v9")
    [launch] = [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]
    assert launch["shared_bytes"] == ring
    [path] = (program.build_dir / "kernels").glob("matmul_*.ptx")
    ptx = path.read_text()
    # one extern declaration, no static buffer (NVPTX would have demoted an internal one to 1 byte)
    assert re.findall(r"^.*\.shared .*$", ptx, re.M) == [".extern .shared .align 16 .b8 __dynamic_shmem__0[];"]
    assert ptx.count("cp.async.commit_group") == 4  # stages - 1 before the loop, one in it
    assert "cp.async.wait_group \t2;" in ptx
    rows = ptxlint.lint([path], ("sm_90",))
    assert rows and all(r.shared_bytes == 0 and r.spill_store == 0 and r.spill_load == 0 for r in rows)


def test_the_generator_refuses_a_ring_it_cannot_build():
    from pipeline.kernels.gen.matmul_tf32 import matmul_tf32
    for version, stages in (("v9", 9), ("v6", 4)):
        with pytest.raises(ValueError, match="stages is v9's, v11's or v12's, 2 to 8"):
            matmul_tf32(2, 64, version, stages=stages)
