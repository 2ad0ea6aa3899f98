"""The read-only and noalias passes (pipeline/passes/read_only.py), without a GPU: a fused residual's
and bias's buffers are marked and read with ld.global.nc, and ptxas then issues those loads ahead of
the stores; a buffer that another argument of the launch also views, or one a K loop loads, is not
marked. The same results on the GPU: every GPU test with an epilogue (tests/test_matmul_wgmma_gpu.py's
residual case among them) runs the marked kernels."""
from __future__ import annotations

import re

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from pipeline import toolchain  # noqa: E402
from pipeline.pipelines import gpu_stage_file  # noqa: E402

F32 = np.float32
VARIANT = "matmul_2d_wgmma2_stream"  # v17: 64 sums a thread, each stored through the residual epilogue


def _build(tmp_path, fn, args, variant=VARIANT, chip="sm_90a"):
    return jit(fn).compile(*args, target="gpu", build_dir=tmp_path / "b", chip=chip, verbose=False, variant=variant)


def _kernel_args(stage: str, kernel: str) -> list[str]:
    """The kernel's arguments' text (type, attributes, location), one item each."""
    line = next(line for line in stage.splitlines() if f"gpu.func @{kernel}(" in line)
    return line.split(" workgroup(")[0].split(" kernel attributes")[0].split("%arg")[1:]


def test_the_residual_and_the_bias_are_read_only_and_loaded_first(tmp_path):
    rng = np.random.default_rng(3)
    a, w, b, r = (rng.standard_normal(s).astype(F32) for s in [(256, 768), (768, 768), (768,), (256, 768)])
    program = _build(tmp_path, lambda a, w, b, r: r + (a @ w + b), [a, w, b, r])
    stage = (program.build_dir / gpu_stage_file("read-only")).read_text()
    marked = [t for t in _kernel_args(stage, f"{VARIANT}_f32") if "llvm.readonly" in t]
    # r and b only: A and B are read through pointers (cp.async, a K loop), C and the workspace are written
    assert [re.search(r"memref<([^>]*)>", t).group(1) for t in marked] == ["256x768xf32", "768xf32"], marked
    lowered = (program.build_dir / gpu_stage_file("noalias")).read_text()
    assert lowered.count("llvm.noalias") >= 2
    ptx = next((program.build_dir / "kernels").glob(f"{VARIANT}*.ptx"))
    text = ptx.read_text()
    assert text.count("ld.global.nc") >= 64  # the 64 residuals (the bias: two columns a thread)
    # ptxas: the stores' sequence is 64 stores with no load between them (before: load, load, store, ...)
    sass = _sass(ptx, tmp_path)
    order = "".join("L" if "LDG" in line else "S" for line in sass if "LDG" in line or "STG" in line)
    assert order.endswith("L" + "S" * 64), order[-200:]


def test_a_buffer_another_argument_views_is_not_marked(tmp_path):
    """x + x @ w: the residual is the product's A too (same buffer): nothing is marked read-only."""
    rng = np.random.default_rng(4)
    x, w = rng.standard_normal((200, 256)).astype(F32), rng.standard_normal((256, 256)).astype(F32)
    program = _build(tmp_path, lambda x, w: x + x @ w, [x, w])
    stage = (program.build_dir / gpu_stage_file("read-only")).read_text()
    assert not any("llvm.readonly" in t for t in _kernel_args(stage, f"{VARIANT}_f32"))


def test_a_k_loops_loads_are_not_marked(tmp_path):
    """v3 (sm_75) loads B in its K loop: marked, LLVM hoisted a whole tile's loads and ptxas spilled."""
    rng = np.random.default_rng(5)
    a, w = rng.standard_normal((1024, 300)).astype(F32), rng.standard_normal((300, 512)).astype(F32)
    program = _build(tmp_path, lambda a, w: a @ w, [a, w], variant=None, chip="sm_75")
    stage = (program.build_dir / gpu_stage_file("read-only")).read_text()
    assert "llvm.readonly" not in stage


def _sass(ptx, tmp_path) -> list[str]:
    """The SASS lines of a PTX file: ptxas, then nvdisasm (both from the CUDA wheel)."""
    import subprocess
    from pathlib import Path
    cubin = tmp_path / "k.cubin"
    subprocess.run([str(toolchain.ptxas()), "-arch=sm_90a", "-O3", str(ptx), "-o", str(cubin)], check=True)
    nvdisasm = Path(toolchain.ptxas()).with_name("nvdisasm")
    return subprocess.run([str(nvdisasm), str(cubin)], check=True, capture_output=True, text=True).stdout.splitlines()


def test_buffers_of_integers_are_not_marked(tmp_path):
    """np.min(-x) of int32 in a loop kernel: the driver's PTX JIT (sm_75 PTX on the H200) got it wrong
    with x marked; floats beside it in the same program are marked."""
    rng = np.random.default_rng(6)
    x = rng.integers(-1000, 1000, (640, 20)).astype(np.int32)
    y = rng.standard_normal((640, 20)).astype(F32)
    program = _build(tmp_path, lambda x, y: (np.min(-x, axis=0), np.max(-y, axis=0)), [x, y], variant=None, chip="sm_75")
    stage = (program.build_dir / gpu_stage_file("read-only")).read_text()
    marked = re.findall(r"memref<[^>]*> \{llvm.readonly\}", stage)
    assert marked and all("i32" not in m for m in marked), marked
