"""The six example programs through the GPU compile path (no GPU needed): structure of the host
side, the tiled matmul kernel, PTX that assembles for sm_75 and sm_90, and a valid manifest."""
from __future__ import annotations

import json
import re

import numpy as np
import pytest

ir = pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels; a GPU machine with only the runtime skips this module")

from examples import PROGRAMS  # noqa: E402
from frontend import jit  # noqa: E402
from pipeline import ptxlint  # noqa: E402
from pipeline.manifest import validate_manifest  # noqa: E402
from pipeline.pipelines import gpu_stage_file  # noqa: E402

# Tiled-kernel launches each example must contain: (2-D, batched).
MATMULS = {"gelu": (0, 0), "softmax": (0, 0), "layernorm": (0, 0), "matmul": (1, 0), "gather": (0, 0),
           "attention": (0, 0)}
# Attention kernels (pipeline/passes/attention.py), each of which took two batched products.
ATTENTION = {"attention": 1}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("examples-gpu")
    out = {}
    for name, ex in PROGRAMS.items():
        args = ex.make_inputs(np.random.default_rng(0))
        program = jit(ex.fn, name=name).compile(*args, target="gpu", build_dir=root / name, verbose=False,
                                                **ex.static)
        out[name] = program.build_dir
    return out


def host_op_names(path) -> list[str]:
    with ir.Context():
        module = ir.Module.parse(path.read_text())
        main = next(op for op in module.body.operations if op.operation.name == "func.func")
        names = []

        def visit(op):
            names.append(op.name)
            return ir.WalkResult.ADVANCE

        main.operation.walk(visit)
        return names[:-1]  # the walk ends on func.func itself


@pytest.mark.parametrize("name", PROGRAMS)
def test_host_function_only_launches(built, name):
    names = host_op_names(built[name] / gpu_stage_file("host-alloc"))
    assert "gpu.launch_func" in names
    leftovers = sorted({n for n in names if n.startswith(("scf.", "linalg.")) or n == "memref.alloc"})
    assert not leftovers, f"{name}: the host function still holds {leftovers}"


@pytest.mark.parametrize("name", PROGRAMS)
def test_every_matmul_is_the_tiled_kernel(built, name):
    text = (built[name] / gpu_stage_file("host-alloc")).read_text()
    launches = [line for line in text.splitlines() if "gpu.launch_func" in line]
    two_d = sum("@matmul_2d_" in line for line in launches)
    batched = sum("@matmul_batched_" in line for line in launches)
    assert (two_d, batched) == MATMULS[name]
    assert sum("@attention_rows_" in line for line in launches) == ATTENTION.get(name, 0)
    traced = (built[name] / "00-traced.mlir").read_text()
    assert (traced.count("linalg.matmul ") + traced.count("linalg.batch_matmul ")
            == sum(MATMULS[name]) + 2 * ATTENTION.get(name, 0))


def test_every_kernel_assembles_for_sm75_and_sm90(built):
    files = sorted(p for d in built.values() for p in (d / "kernels").glob("*.ptx"))
    rows = ptxlint.lint(files, ("sm_75", "sm_90"))
    kernels = {(r.file, r.kernel) for r in rows}
    assert len(rows) == 2 * len(kernels) >= 2 * len(files)
    assert all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)


@pytest.mark.parametrize("name", PROGRAMS)
def test_manifest_is_valid(built, name):
    manifest = json.loads((built[name] / "manifest.json").read_text())
    validate_manifest(manifest, built[name])
    launches = [s for s in manifest["steps"] if s["op"] == "launch"]
    assert launches and all(s["block"][0] * s["block"][1] * s["block"][2] <= 1024 for s in launches)
    constants = [b for b in manifest["buffers"] if b["role"] == "constant"]
    assert len(constants) == (1 if name == "attention" else 0)  # the causal mask, lifted


def test_zero_fill_folds_into_the_matmul_kernel(built):
    """The fill that zeroes a matmul's output is dropped: the kernel writes C instead of adding."""
    matmul = (built["matmul"] / gpu_stage_file("single-thread")).read_text()
    assert "linalg.fill" not in matmul and "call @gpu_matmul_2d_f32_overwrite" in matmul
    launches = [line for line in (built["matmul"] / gpu_stage_file("host-alloc")).read_text().splitlines()
                if "gpu.launch_func" in line]
    assert len(launches) == 1 and "@matmul_2d_f32" in launches[0]
    attention = (built["attention"] / gpu_stage_file("single-thread")).read_text()
    # its two products and softmax are one kernel (pipeline/passes/attention.py), which writes O outright
    assert len(re.findall(r"^ *call @gpu_attention_rows_f32_a\d+\(", attention, re.M)) == 1
    assert "call @gpu_matmul_batched" not in attention
