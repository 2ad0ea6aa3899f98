"""The GPU manifest: sample programs built end to end (no GPU needed), validation, error reports.

`build_sample(name, build_dir)` is shared with tests/test_launcher_gpu.py, which runs the same
programs on a GPU. It uses a seed GPU pipeline of its own (a few stock mlir-opt passes) so this
test does not depend on the real pipeline/gpu.py.
"""
from __future__ import annotations

import copy
import json
import re
import time
from pathlib import Path

import numpy as np
import pytest

from pipeline import pipelines, stages, toolchain
from pipeline.manifest import ManifestError, build_manifest, ptx_entries, validate_manifest

SEED_GPU = ("builtin.module(func.func(convert-linalg-to-parallel-loops, scf-parallel-loop-tiling"
            "{parallel-loop-tile-sizes=16,16 no-min-max-bounds}, gpu-map-parallel-loops, "
            "convert-parallel-loops-to-gpu), gpu-kernel-outlining, canonicalize, cse)")


def to_ptx_pipeline() -> str:
    return ("builtin.module(lower-affine, convert-scf-to-cf, nvvm-attach-target{chip=sm_75 O=3}, "
            "gpu.module(convert-gpu-to-nvvm), gpu-to-llvm, reconcile-unrealized-casts, "
            f"gpu-module-to-binary{{format=isa toolkit={toolchain.cuda_toolkit()}}})")


MAP2 = "affine_map<(d0, d1) -> (d0, d1)>"
ROW = "affine_map<(d0, d1) -> (d0)>"
COL = "affine_map<(d0, d1) -> (d1)>"
MAP3 = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"
PAR2 = 'iterator_types = ["parallel", "parallel"]'
RED2 = 'iterator_types = ["parallel", "reduction"]'

SAMPLES = {
    # tanh(a + b) with b broadcast along rows
    "tanh": (f"""
func.func @main(%a: tensor<19x37xf32>, %b: tensor<37xf32>) -> tensor<19x37xf32> {{
  %e = tensor.empty() : tensor<19x37xf32>
  %r = linalg.generic {{indexing_maps = [{MAP2}, {COL}, {MAP2}], {PAR2}}}
      ins(%a, %b : tensor<19x37xf32>, tensor<37xf32>) outs(%e : tensor<19x37xf32>) {{
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  }} -> tensor<19x37xf32>
  return %r : tensor<19x37xf32>
}}""", [(19, 37), (37,)], lambda a, b: [np.tanh(a + b)]),
    # row softmax: max and sum reductions into a temporary
    "softmax": (f"""
func.func @main(%a: tensor<21x33xf32>) -> tensor<21x33xf32> {{
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<21xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<21xf32>) -> tensor<21xf32>
  %m = linalg.generic {{indexing_maps = [{MAP2}, {ROW}], {RED2}}}
      ins(%a : tensor<21x33xf32>) outs(%m0 : tensor<21xf32>) {{
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  }} -> tensor<21xf32>
  %e2 = tensor.empty() : tensor<21x33xf32>
  %ex = linalg.generic {{indexing_maps = [{MAP2}, {ROW}, {MAP2}], {PAR2}}}
      ins(%a, %m : tensor<21x33xf32>, tensor<21xf32>) outs(%e2 : tensor<21x33xf32>) {{
  ^bb0(%x: f32, %mm: f32, %o: f32):
    %d = arith.subf %x, %mm : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  }} -> tensor<21x33xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<21xf32>) -> tensor<21xf32>
  %s = linalg.generic {{indexing_maps = [{MAP2}, {ROW}], {RED2}}}
      ins(%ex : tensor<21x33xf32>) outs(%s0 : tensor<21xf32>) {{
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  }} -> tensor<21xf32>
  %r = linalg.generic {{indexing_maps = [{MAP2}, {ROW}, {MAP2}], {PAR2}}}
      ins(%ex, %s : tensor<21x33xf32>, tensor<21xf32>) outs(%e2 : tensor<21x33xf32>) {{
  ^bb0(%x: f32, %ss: f32, %o: f32):
    %d = arith.divf %x, %ss : f32
    linalg.yield %d : f32
  }} -> tensor<21x33xf32>
  return %r : tensor<21x33xf32>
}}""", [(21, 33)], lambda a: [np.exp(a - a.max(1, keepdims=True)) / np.exp(a - a.max(1, keepdims=True)).sum(1, keepdims=True)]),
    "matmul": ("""
func.func @main(%a: tensor<23x17xf32>, %b: tensor<17x29xf32>) -> tensor<23x29xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<23x29xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<23x29xf32>) -> tensor<23x29xf32>
  %r = linalg.matmul ins(%a, %b : tensor<23x17xf32>, tensor<17x29xf32>) outs(%z : tensor<23x29xf32>) -> tensor<23x29xf32>
  return %r : tensor<23x29xf32>
}""", [(23, 17), (17, 29)], lambda a, b: [a @ b]),
    # host-side views: subview + expand_shape into a kernel, collapse_shape and strided copies
    "views": (f"""
func.func @main(%a: tensor<6x35xf32>, %b: tensor<3x4x5xf32>) -> (tensor<4x5x6xf32>, tensor<12x5xf32>, tensor<2x7xf32>) {{
  %one = arith.constant 1.0 : f32
  %s = tensor.extract_slice %a[1, 2] [4, 30] [1, 1] : tensor<6x35xf32> to tensor<4x30xf32>
  %x = tensor.expand_shape %s [[0], [1, 2]] output_shape [4, 5, 6] : tensor<4x30xf32> into tensor<4x5x6xf32>
  %e = tensor.empty() : tensor<4x5x6xf32>
  %r1 = linalg.generic {{indexing_maps = [{MAP3}, {MAP3}], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%x : tensor<4x5x6xf32>) outs(%e : tensor<4x5x6xf32>) {{
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  }} -> tensor<4x5x6xf32>
  %c = tensor.collapse_shape %b [[0, 1], [2]] : tensor<3x4x5xf32> into tensor<12x5xf32>
  %e2 = tensor.empty() : tensor<12x5xf32>
  %r2 = linalg.generic {{indexing_maps = [{MAP2}, {MAP2}], {PAR2}}}
      ins(%c : tensor<12x5xf32>) outs(%e2 : tensor<12x5xf32>) {{
  ^bb0(%v: f32, %o: f32):
    %t = arith.addf %v, %one : f32
    linalg.yield %t : f32
  }} -> tensor<12x5xf32>
  %r3 = tensor.extract_slice %a[3, 4] [2, 7] [2, 3] : tensor<6x35xf32> to tensor<2x7xf32>
  return %r1, %r2, %r3 : tensor<4x5x6xf32>, tensor<12x5xf32>, tensor<2x7xf32>
}}""", [(6, 35), (3, 4, 5)],
        lambda a, b: [np.exp(a[1:5, 2:32].reshape(4, 5, 6)), (b + 1).reshape(12, 5), a[3:7:2, 4:25:3]]),
}


def _host_allocs_to_gpu(text: str) -> str:
    """Seed rewrite: host memref.alloc/dealloc -> gpu.alloc host_shared / gpu.dealloc."""
    text = re.sub(r"memref\.alloc\(\)(?: \{[^}]*\})? :", "gpu.alloc host_shared () :", text)
    return text.replace("memref.dealloc ", "gpu.dealloc ")


def extract_ptx(binary: Path, kernels: Path) -> list[Path]:
    """Write the PTX of every gpu.binary in `binary` to kernels/<name>.ptx."""
    from mlir import ir
    from mlir.dialects import gpu
    kernels.mkdir(parents=True, exist_ok=True)
    out = []
    with ir.Context():
        module = ir.Module.parse(binary.read_text())
        for op in module.body.operations:
            if op.operation.name == "gpu.binary":
                name = ir.StringAttr(op.attributes["sym_name"]).value
                obj = gpu.ObjectAttr(op.attributes["objects"][0]).object
                out.append(kernels / f"{name}.ptx")
                out[-1].write_bytes(obj)
    return out


def build_sample(name: str, build_dir: Path, gpu_path: str = "seed") -> Path:
    """traced -> fused -> bufferized -> GPU stages -> 04-outlined -> PTX -> manifest.json.

    gpu_path "seed": the few stock passes above; "real": pipeline.gpu.compile_gpu."""
    text, shapes, _ = SAMPLES[name]
    build_dir.mkdir(parents=True, exist_ok=True)
    traced = build_dir / "00-traced.mlir"
    traced.write_text(text.strip() + "\n")
    fused = stages.mlir_opt("fuse", pipelines.FUSE, traced, build_dir / "01-fused.mlir")
    bufferized = stages.mlir_opt("bufferize", pipelines.BUFFERIZE, fused, build_dir / "02-bufferized.mlir")
    if gpu_path == "real":
        from pipeline.gpu import compile_gpu
        built = compile_gpu(bufferized, build_dir)
        build_manifest(built.outlined, build_dir / "kernels", build_dir / "manifest.json",
                       num_inputs=len(shapes), program=name)
        return build_dir
    mapped = stages.mlir_opt("seed-gpu", SEED_GPU, bufferized, build_dir / "03-mapped.mlir")
    start = time.perf_counter()
    outlined = stages.python_stage("outlined", "(test seed rewrite)", mapped, build_dir / "04-outlined.mlir",
                                   _host_allocs_to_gpu(mapped.read_text()), time.perf_counter() - start)
    binary = stages.mlir_opt("binary", to_ptx_pipeline(), outlined, build_dir / "06-binary.mlir")
    extract_ptx(binary, build_dir / "kernels")
    build_manifest(outlined, build_dir / "kernels", build_dir / "manifest.json", num_inputs=len(shapes),
                   program=name)
    return build_dir


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """Seed-pipeline builds (their exact steps are asserted below)."""
    pytest.importorskip("mlir", reason="building needs the MLIR Python bindings")
    root = tmp_path_factory.mktemp("gpu-samples")
    return {name: build_sample(name, root / name) for name in SAMPLES}


@pytest.fixture(scope="module")
def built_real(tmp_path_factory) -> dict[str, Path]:
    """Builds through the project's GPU path (pipeline/gpu.py)."""
    pytest.importorskip("mlir", reason="building needs the MLIR Python bindings")
    root = tmp_path_factory.mktemp("gpu-samples-real")
    return {name: build_sample(name, root / name, "real") for name in SAMPLES}


def load(build_dir: Path) -> dict:
    return json.loads((build_dir / "manifest.json").read_text())


@pytest.mark.parametrize("gpu_path", ["seed", "real"])
@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_sample_manifest_is_valid(request, name, gpu_path):
    built = request.getfixturevalue("built" if gpu_path == "seed" else "built_real")
    m = load(built[name])
    validate_manifest(m, built[name])
    n_in = len(SAMPLES[name][1])
    assert m["num_inputs"] == n_in and m["inputs"] == list(range(n_in))
    assert [m["buffers"][i]["role"] for i in m["results"]] == ["result"] * len(m["results"])
    assert all((built[name] / p).is_file() for p in m["ptx"])
    for step in m["steps"]:
        if step["op"] == "launch":
            assert step["ptx"].startswith("kernels/") and step["shared_bytes"] >= 0
            for a in step["args"]:
                assert a["kind"] in ("memref", "scalar")


def test_softmax_has_temporary_alloc_and_free(built):
    m = load(built["softmax"])
    temps = [b for b in m["buffers"] if b["role"] == "temporary"]
    assert temps == [{"id": 2, "bytes": 21 * 4, "dtype": "float32", "shape": [21], "role": "temporary"}]
    ops = [(s["op"], s.get("buffer")) for s in m["steps"]]
    assert ops[0] == ("alloc", 2) and ops[-1] == ("free", 2)
    scalars = [a for s in m["steps"] if s["op"] == "launch" for a in s["args"] if a["kind"] == "scalar"]
    assert {"kind": "scalar", "type": "f32", "value": float("-inf")} in scalars
    assert {"kind": "scalar", "type": "i64", "value": 16} in scalars


def test_views_are_folded(built):
    m = load(built["views"])
    first = next(s for s in m["steps"] if s["op"] == "launch")
    assert first["args"][-2] == {"kind": "memref", "buffer": 0, "offset": 37, "sizes": [4, 5, 6],
                                 "strides": [35, 6, 1], "dtype": "float32"}
    copies = [s for s in m["steps"] if s["op"] == "copy"]
    assert copies[0]["src"] == {"kind": "memref", "buffer": 0, "offset": 109, "sizes": [2, 7],
                                "strides": [70, 3], "dtype": "float32"}
    assert copies[0]["dst"]["buffer"] == 4
    assert copies[1]["src"]["sizes"] == [12, 5] and copies[1]["src"]["strides"] == [5, 1]


HANDWRITTEN = """module attributes {gpu.container_module} {
  func.func @main(%arg0: memref<4x6xf32>, %arg1: memref<6x4xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.muli %c32, %c2 : index
    %s7 = arith.constant 7 : i32
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] host_shared () : memref<2x3x4xf32>
    %tr = memref.transpose %arg0 (i, j) -> (j, i) : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
    %rc = memref.reinterpret_cast %buf to offset: [4], sizes: [5, 4], strides: [4, 1] : memref<2x3x4xf32> to memref<5x4xf32, strided<[4, 1], offset: 4>>
    %sv = memref.subview %arg0[2, 1] [1, 5] [1, 1] : memref<4x6xf32> to memref<5xf32, strided<[1], offset: 13>>
    %ca = memref.cast %arg1 : memref<6x4xf32> to memref<?x4xf32>
    %t2 = gpu.launch_func async [%t1] @k::@k blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) dynamic_shared_memory_size %s7 args(%tr : memref<6x4xf32, strided<[1, 6]>>, %rc : memref<5x4xf32, strided<[4, 1], offset: 4>>, %sv : memref<5xf32, strided<[1], offset: 13>>, %ca : memref<?x4xf32>, %c64 : index, %s7 : i32)
    %t3 = gpu.dealloc async [%t2] %buf : memref<2x3x4xf32>
    gpu.wait [%t3]
    return
  }
  gpu.module @k {
    gpu.func @k(%a: memref<6x4xf32, strided<[1, 6]>>, %b: memref<5x4xf32, strided<[4, 1], offset: 4>>, %c: memref<5xf32, strided<[1], offset: 13>>, %d: memref<?x4xf32>, %n: index, %s: i32) kernel {
      gpu.return
    }
  }
}
"""


def test_handwritten_views_async_and_scalars(tmp_path):
    pytest.importorskip("mlir", reason="parsing needs the MLIR Python bindings")
    src = tmp_path / "04-outlined.mlir"
    src.write_text(HANDWRITTEN)
    m = build_manifest(src, tmp_path / "kernels", tmp_path / "manifest.json", num_inputs=1, validate=False)
    assert [b["role"] for b in m["buffers"]] == ["argument", "result", "temporary"]
    assert [s["op"] for s in m["steps"]] == ["alloc", "launch", "free"]
    launch = m["steps"][1]
    assert launch["shared_bytes"] == 7 and launch["grid"] == [2, 1, 1] and launch["block"] == [32, 1, 1]
    assert launch["ptx"] == "kernels/k.ptx" and launch["kernel"] == "k"
    view = [(a["buffer"], a["offset"], a["sizes"], a["strides"]) for a in launch["args"][:4]]
    assert view == [(0, 0, [6, 4], [1, 6]), (2, 4, [5, 4], [4, 1]), (0, 13, [5], [1]), (1, 0, [6, 4], [4, 1])]
    assert launch["args"][4:] == [{"kind": "scalar", "type": "i64", "value": 64},
                                  {"kind": "scalar", "type": "i32", "value": 7}]
    # no PTX was written for this handwritten module
    with pytest.raises(ManifestError, match="does not exist"):
        validate_manifest(m, tmp_path)


def test_unsupported_host_op_names_op_and_location(built, tmp_path):
    lines = (built["tanh"] / "04-outlined.mlir").read_text().splitlines()
    at = next(i for i, l in enumerate(lines) if "func.func @main" in l) + 1
    lines[at:at] = ["    %zz = arith.constant 0 : index",
                    "    %ld = memref.load %arg0[%zz, %zz] : memref<19x37xf32>"]
    bad = tmp_path / "04-outlined.mlir"
    bad.write_text("\n".join(lines) + "\n")
    with pytest.raises(ManifestError) as e:
        build_manifest(bad, built["tanh"] / "kernels", tmp_path / "manifest.json", num_inputs=2)
    assert "'memref.load'" in str(e.value)
    assert f"{bad}:{at + 2}:11" in str(e.value)


def _broken(built, name, mutate) -> str:
    m = copy.deepcopy(load(built[name]))
    mutate(m)
    with pytest.raises(ManifestError) as e:
        validate_manifest(m, built[name])
    return str(e.value)


def _launches(m):
    return [s for s in m["steps"] if s["op"] == "launch"]


def test_validate_catches_wrong_arg_count(built):
    msg = _broken(built, "tanh", lambda m: _launches(m)[0]["args"].pop())
    assert "kernel parameters but the .entry has" in msg


def test_validate_catches_wrong_scalar_width(built):
    def mutate(m):
        arg = next(a for a in _launches(m)[0]["args"] if a["kind"] == "scalar")
        arg["type"] = "f32"
    assert "bit widths" in _broken(built, "softmax", mutate)


def test_validate_catches_use_before_alloc(built):
    def mutate(m):
        m["steps"].append(m["steps"].pop(0))  # the alloc of the temporary moves to the end
    msg = _broken(built, "softmax", mutate)
    assert "uses buffer 2 before it is allocated" in msg


def test_validate_catches_use_after_free(built):
    def mutate(m):
        m["steps"].insert(1, m["steps"].pop())  # free right after the alloc
    assert "uses buffer 2 after it is freed" in _broken(built, "softmax", mutate)


def test_validate_catches_result_never_written(built):
    def mutate(m):
        m["steps"] = [s for s in m["steps"] if not (s["op"] == "launch" and any(
            a.get("buffer") == 2 for a in s["args"]))]
    assert "result buffer 2 is never written" in _broken(built, "tanh", mutate)


def test_validate_catches_unknown_kernel(built):
    def mutate(m):
        _launches(m)[0]["kernel"] = "no_such_kernel"
    assert "no .entry no_such_kernel" in _broken(built, "matmul", mutate)


def test_validate_catches_out_of_bounds_view(built):
    def mutate(m):
        next(a for a in _launches(m)[0]["args"] if a["kind"] == "memref")["offset"] += 1
    assert "outside its" in _broken(built, "tanh", mutate)


def test_ptx_entries_parses_params(built):
    m = load(built["tanh"])
    entries = ptx_entries((built["tanh"] / m["ptx"][0]).read_text())
    (name, params), = entries.items()
    assert name == "main_kernel" and params == [64] * (7 + 7 + 5 + 7)  # 7 indices, 2-D, 1-D, 2-D memrefs
