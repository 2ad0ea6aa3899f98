"""The GPU manifest: sample programs built end to end through the real GPU path (no GPU needed),
validation, and refusal of host ops the GPU path never emits.

`build_sample(name, build_dir)` is shared with tests/test_launcher_gpu.py, which runs the same
programs on a GPU (and with a fake driver).
"""
from __future__ import annotations

import copy
import json
from pathlib import Path

import numpy as np
import pytest

from contract import descriptor
from pipeline.manifest import ManifestError, build_manifest, ptx_entries, validate_manifest
from pipeline.pipelines import gpu_stage_file

MAP2 = "affine_map<(d0, d1) -> (d0, d1)>"
ROW = "affine_map<(d0, d1) -> (d0)>"
COL = "affine_map<(d0, d1) -> (d1)>"
TRANS = "affine_map<(d0, d1) -> (d1, d0)>"
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
    # column softmax: max and sum over axis 0 into a temporary (a softmax over rows would be one row
    # kernel keeping them in registers, pipeline/row_kernels.py, so no temporary)
    "softmax": (f"""
func.func @main(%a: tensor<21x33xf32>) -> tensor<21x33xf32> {{
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<33xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<33xf32>) -> tensor<33xf32>
  %m = linalg.generic {{indexing_maps = [{TRANS}, {ROW}], {RED2}}}
      ins(%a : tensor<21x33xf32>) outs(%m0 : tensor<33xf32>) {{
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %o : f32
    linalg.yield %r : f32
  }} -> tensor<33xf32>
  %e2 = tensor.empty() : tensor<21x33xf32>
  %ex = linalg.generic {{indexing_maps = [{MAP2}, {COL}, {MAP2}], {PAR2}}}
      ins(%a, %m : tensor<21x33xf32>, tensor<33xf32>) outs(%e2 : tensor<21x33xf32>) {{
  ^bb0(%x: f32, %mm: f32, %o: f32):
    %d = arith.subf %x, %mm : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  }} -> tensor<21x33xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<33xf32>) -> tensor<33xf32>
  %s = linalg.generic {{indexing_maps = [{TRANS}, {ROW}], {RED2}}}
      ins(%ex : tensor<21x33xf32>) outs(%s0 : tensor<33xf32>) {{
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  }} -> tensor<33xf32>
  %r = linalg.generic {{indexing_maps = [{MAP2}, {COL}, {MAP2}], {PAR2}}}
      ins(%ex, %s : tensor<21x33xf32>, tensor<33xf32>) outs(%e2 : tensor<21x33xf32>) {{
  ^bb0(%x: f32, %ss: f32, %o: f32):
    %d = arith.divf %x, %ss : f32
    linalg.yield %d : f32
  }} -> tensor<21x33xf32>
  return %r : tensor<21x33xf32>
}}""", [(21, 33)], lambda a: [np.exp(a - a.max(0)) / np.exp(a - a.max(0)).sum(0)]),
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


def build_sample(name: str, build_dir: Path) -> Path:
    """traced -> ... -> 13-host-alloc -> PTX -> manifest.json, by the compile path `jit` uses."""
    from pipeline.compile import compile_program
    text, shapes, _ = SAMPLES[name]
    meta = {"name": name, "num_arguments": len(shapes), "num_inputs": len(shapes)}
    compile_program(text.strip() + "\n", build_dir, "gpu", meta, verbose=False)
    return build_dir


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    pytest.importorskip("mlir", reason="building needs the MLIR Python bindings")
    root = tmp_path_factory.mktemp("gpu-samples")
    return {name: build_sample(name, root / name) for name in SAMPLES}


def load(build_dir: Path) -> dict:
    return json.loads((build_dir / "manifest.json").read_text())


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_sample_manifest_is_valid(built, name):
    m = load(built[name])
    validate_manifest(m, built[name])
    n_in = len(SAMPLES[name][1])
    assert m["num_inputs"] == n_in and m["inputs"] == list(range(n_in))
    assert [m["buffers"][i]["role"] for i in m["results"]] == ["result"] * len(m["results"])
    # every PTX module names its cubin, assembled for the build's chip, in kernels/
    assert m["version"] == 3 and sorted(m["cubins"]) == m["ptx"] and m["ptx"]
    for ptx, entry in m["cubins"].items():
        assert entry["chip"] == "sm_75" and entry["cubin"].startswith("kernels/") and entry["cubin"].endswith(".cubin")
        assert (built[name] / entry["cubin"]).read_bytes()[:4] == b"\x7fELF"
    assert all((built[name] / p).is_file() for p in m["ptx"])
    assert {s["op"] for s in m["steps"]} <= {"alloc", "launch", "free"}
    for step in m["steps"]:
        if step["op"] == "launch":
            assert step["ptx"].startswith("kernels/") and step["shared_bytes"] >= 0
            assert all(a["kind"] == "memref" for a in step["args"])


def test_softmax_has_temporary_alloc_and_free(built):
    m = load(built["softmax"])
    temps = [b for b in m["buffers"] if b["role"] == "temporary"]
    assert temps == [{"id": 2, "bytes": 33 * 4, "dtype": "float32", "shape": [33], "role": "temporary"}]
    ops = [(s["op"], s.get("buffer")) for s in m["steps"]]
    assert ops[0] == ("alloc", 2) and ops[-1] == ("free", 2)


def test_views_are_folded(built):
    m = load(built["views"])
    args = [[(a["buffer"], a["offset"], a["sizes"], a["strides"]) for a in s["args"]]
            for s in m["steps"] if s["op"] == "launch"]
    assert (0, 37, [4, 5, 6], [35, 6, 1]) in args[0]       # a subview expanded to 3-D
    assert (0, 109, [2, 7], [70, 3]) in args[2]            # a strided slice, copied by a kernel
    # b + 1 is computed straight into its 12x5 out-parameter, seen as 3x4x5 (results-in-place): no copy kernel
    assert (3, 0, [3, 4, 5], [20, 5, 1]) in args[1] and len(args) == 3


HANDWRITTEN = """module attributes {gpu.container_module} {
  memref.global "private" constant @shape : memref<2xi64> = dense<[6, 4]>
  func.func @main(%arg0: memref<4x6xf32>, %arg1: memref<6x4xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c7 = arith.constant 7 : index
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] host_shared () : memref<2x3x4xf32>
    gpu.wait [%t1]
    %tr = memref.transpose %arg0 (i, j) -> (j, i) : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
    %sv = memref.subview %arg0[2, 1] [1, 5] [1, 1] : memref<4x6xf32> to memref<5xf32, strided<[1], offset: 13>>
    %co = memref.collapse_shape %buf [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
    %ex = memref.expand_shape %arg1 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
    %sh = memref.get_global @shape : memref<2xi64>
    %rs = memref.reshape %buf(%sh) : (memref<2x3x4xf32>, memref<2xi64>) -> memref<6x4xf32>
    %t2 = gpu.launch_func async [%t1] @k::@k blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%tr : memref<6x4xf32, strided<[1, 6]>>, %sv : memref<5xf32, strided<[1], offset: 13>>, %co : memref<6x4xf32>, %ex : memref<2x3x4xf32>, %rs : memref<6x4xf32>)
    %t3 = gpu.dealloc async [%t2] %buf : memref<2x3x4xf32>
    gpu.wait [%t3]
    return
  }
  gpu.module @k {
    gpu.func @k(%a: memref<6x4xf32, strided<[1, 6]>>, %b: memref<5xf32, strided<[1], offset: 13>>, %c: memref<6x4xf32>, %d: memref<2x3x4xf32>, %e: memref<6x4xf32>) kernel {
      gpu.return
    }
  }
}
"""


def test_handwritten_host_ops_the_gpu_path_emits(tmp_path):
    pytest.importorskip("mlir", reason="parsing needs the MLIR Python bindings")
    src = tmp_path / "13-host-alloc.mlir"
    src.write_text(HANDWRITTEN)
    m = build_manifest(src, tmp_path / "kernels", tmp_path / "manifest.json", num_inputs=1, validate=False)
    assert [b["role"] for b in m["buffers"]] == ["argument", "result", "temporary"]
    assert [s["op"] for s in m["steps"]] == ["alloc", "launch", "free"]
    launch = m["steps"][1]
    assert launch["shared_bytes"] == 0 and launch["grid"] == [2, 1, 1] and launch["block"] == [32, 1, 1]
    assert launch["ptx"] == "kernels/k.ptx" and launch["kernel"] == "k"
    view = [(a["buffer"], a["offset"], a["sizes"], a["strides"]) for a in launch["args"]]
    assert view == [(0, 0, [6, 4], [1, 6]), (0, 13, [5], [1]), (2, 0, [6, 4], [4, 1]),
                    (1, 0, [2, 3, 4], [12, 4, 1]), (2, 0, [6, 4], [4, 1])]
    # no PTX was written for this handwritten module
    with pytest.raises(ManifestError, match="does not exist"):
        validate_manifest(m, tmp_path)


# Host ops the GPU path never leaves in the host-alloc stage: each is refused, naming op and line.
NOT_EMITTED = {
    "memref.load": ["%ld = memref.load %arg0[%zz, %zz] : memref<19x37xf32>"],
    "memref.cast": ["%cs = memref.cast %arg0 : memref<19x37xf32> to memref<?x37xf32>"],
    "memref.reinterpret_cast": ["%rc = memref.reinterpret_cast %arg0 to offset: [0], sizes: [37, 19], "
                                "strides: [19, 1] : memref<19x37xf32> to memref<37x19xf32>"],
    "memref.copy": ["memref.copy %arg0, %arg2 : memref<19x37xf32> to memref<19x37xf32>"],
    "memref.alloc": ["%al = memref.alloc() : memref<4xf32>"],
    "arith.muli": ["%mu = arith.muli %zz, %zz : index"],
    "arith.constant": ["%fc = arith.constant 1.0 : f32"],
}


@pytest.mark.parametrize("op", sorted(NOT_EMITTED))
def test_host_op_not_emitted_is_refused_naming_op_and_location(built, tmp_path, op):
    lines = (built["tanh"] / gpu_stage_file("host-alloc")).read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if "func.func @main" in line) + 1
    lines[at:at] = ["    %zz = arith.constant 0 : index"] + ["    " + line for line in NOT_EMITTED[op]]
    bad = tmp_path / "13-host-alloc.mlir"
    bad.write_text("\n".join(lines) + "\n")
    with pytest.raises(ManifestError) as e:
        build_manifest(bad, built["tanh"] / "kernels", tmp_path / "manifest.json", num_inputs=2)
    assert f"'{op}'" in str(e.value)
    column = lines[at + 1].index(op) + 1  # MLIR locates an op at its name
    assert f"{bad}:{at + 2}:{column}" in str(e.value)


def test_scalar_kernel_operand_is_refused(tmp_path):
    pytest.importorskip("mlir", reason="parsing needs the MLIR Python bindings")
    src = tmp_path / "13-host-alloc.mlir"
    src.write_text(HANDWRITTEN.replace("%rs : memref<6x4xf32>)", "%rs : memref<6x4xf32>, %c7 : index)")
                   .replace("%e: memref<6x4xf32>) kernel", "%e: memref<6x4xf32>, %n: index) kernel"))
    with pytest.raises(ManifestError, match=r"13-host-alloc.mlir:\d+:\d+: kernel operand 5 of @k::@k has type index"):
        build_manifest(src, tmp_path / "kernels", tmp_path / "manifest.json", num_inputs=1, validate=False)


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


def test_validate_catches_unknown_step(built):
    assert "unknown op 'copy'" in _broken(built, "tanh", lambda m: m["steps"].append({"op": "copy"}))


def test_ptx_entries_parses_params(built):
    m = load(built["tanh"])
    entries = ptx_entries((built["tanh"] / m["ptx"][0]).read_text())
    (name, params), = entries.items()
    # tanh(a + b): a 2-D input, a 1-D input, a 2-D result, each a memref descriptor's fields
    assert name == "main_kernel" and params == descriptor.param_bits(2) + descriptor.param_bits(1) \
        + descriptor.param_bits(2) == [64] * (7 + 5 + 7)


def test_validate_refuses_a_missing_cubin_in_one_line(built, tmp_path):
    import shutil
    d = tmp_path / "softmax"
    shutil.copytree(built["softmax"], d)
    m = load(d)
    cubin = d / m["cubins"][m["ptx"][0]]["cubin"]
    cubin.unlink()
    with pytest.raises(ManifestError) as e:
        validate_manifest(m, d)
    assert f"cubin {cubin} of {m['ptx'][0]} does not exist" in str(e.value) and "\n" not in str(e.value)
    cubin.write_bytes(b"not an ELF file")
    with pytest.raises(ManifestError, match=f"cubin {cubin} of {m['ptx'][0]} is not an ELF file"):
        validate_manifest(m, d)


def test_a_module_without_cubin_is_refused(built):
    def mutate(m):
        del m["cubins"][m["ptx"][-1]]
    msg = _broken(built, "matmul", mutate)
    assert "has no cubin: the assemble pass writes them" in msg and "\n" not in msg


def test_the_schema_wants_a_cubin_per_module_from_version_3(built):
    from contract.manifest import check
    m = load(built["tanh"])
    check(m, "here")
    del m["cubins"][m["ptx"][0]]
    with pytest.raises(ManifestError, match=r"here: launch step \d+'s module kernels/\w+\.ptx has no cubin and chip"):
        check(m, "here")
    m["version"] = 2  # an older manifest has none: its PTX is loaded (launcher/images.py)
    check(m, "here")


@pytest.mark.parametrize("cluster, grid_ok", [("%c2, %c1, %c1", True), ("%c7, %c1, %c1", False)])
def test_a_cluster_launch_records_its_shape_and_a_partial_cluster_is_refused(tmp_path, cluster, grid_ok):
    """v15's launches carry their cluster shape into the step; a grid that is no whole number of
    clusters (2 blocks in clusters of 7) is refused naming both, before any GPU sees it."""
    pytest.importorskip("mlir", reason="parsing needs the MLIR Python bindings")
    src = tmp_path / "13-host-alloc.mlir"
    src.write_text(HANDWRITTEN.replace("@k::@k blocks in", f"@k::@k clusters in ({cluster}) blocks in"))
    out = tmp_path / "manifest.json"
    if grid_ok:
        build_manifest(src, tmp_path / "kernels", out, num_inputs=1, validate=False)
        [step] = [s for s in json.loads(out.read_text())["steps"] if s["op"] == "launch"]
        assert step["cluster"] == [2, 1, 1] and step["grid"] == [2, 1, 1]
    else:
        with pytest.raises(ManifestError, match=r"a grid of \[2, 1, 1\] blocks is no whole number of \[7, 1, 1\] clusters"):
            build_manifest(src, tmp_path / "kernels", out, num_inputs=1, validate=False)


def _batched(a, b):
    return a @ b  # the line the refusal names


def test_a_grid_past_cudas_limits_is_refused_at_build_naming_the_numpy_line(tmp_path):
    """A batched product of 70,000 tiny matrices puts its batch in the grid's z, past CUDA's 65,535: the
    build says so in one line, naming the NumPy line, instead of an invalid-value error at the launch."""
    pytest.importorskip("mlir", reason="the compiler needs the MLIR Python bindings")
    from frontend import jit
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((70000, 2, 4), np.float32), rng.standard_normal((70000, 4, 2), np.float32)
    with pytest.raises(ManifestError, match=r"test_manifest\.py:\d+: @\w+: a grid of \[\d+, \d+, 70000\] blocks is "
                                            r"past CUDA's limits .*split the op"):
        jit(_batched).compile(a, b, target="gpu", chip="sm_90a", verbose=False, build_dir=tmp_path / "b")
    small = jit(_batched).compile(a[:65535], b[:65535], target="gpu", chip="sm_90a", verbose=False,
                                  build_dir=tmp_path / "ok")  # the largest z CUDA allows builds
    [launch] = [s for s in json.loads((small.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]
    assert launch["grid"][2] == 65535


def test_validate_catches_a_grid_past_cudas_limits(built):
    msg = _broken(built, "tanh", lambda m: _launches(m)[0].__setitem__("grid", [1, 65536, 1]))
    assert "a grid of [1, 65536, 1] blocks is past CUDA's limits" in msg
