"""GPU compile path: 02-bufferized -> kernels/*.ptx, checked structurally and with ptxas (no GPU)."""
from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

import numpy as np
import pytest

ir = pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels; a GPU machine with only the runtime skips this module")

from pipeline import gpu, pipelines, ptxlint, stages, toolchain  # noqa: E402
from pipeline.pipelines import gpu_stage_file  # noqa: E402

GELU = """
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<4x37xf32>) -> tensor<4x37xf32> {
  %e = tensor.empty() : tensor<4x37xf32>
  %t = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x37xf32>) outs(%e : tensor<4x37xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 0.7978845 : f32
    %h = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %m = arith.mulf %a, %c : f32
    %th = math.tanh %m : f32
    %p = arith.addf %th, %one : f32
    %q = arith.mulf %p, %h : f32
    %r = arith.mulf %q, %a : f32
    linalg.yield %r : f32
  } -> tensor<4x37xf32>
  %u = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<4x37xf32>) outs(%e : tensor<4x37xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ex = math.exp %a : f32
    linalg.yield %ex : f32
  } -> tensor<4x37xf32>
  return %u : tensor<4x37xf32>
}
"""

SOFTMAX = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#rd = affine_map<(d0, d1) -> (d0, 0)>
func.func @main(%x: tensor<5x19xf32>) -> tensor<5x19xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<5x1xf32>
  %f1 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<5x1xf32>) -> tensor<5x1xf32>
  %mx = linalg.generic {indexing_maps = [#id, #rd], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<5x19xf32>) outs(%f1 : tensor<5x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %o : f32
    linalg.yield %m : f32
  } -> tensor<5x1xf32>
  %e2 = tensor.empty() : tensor<5x19xf32>
  %ex = linalg.generic {indexing_maps = [#id, #rd, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mx : tensor<5x19xf32>, tensor<5x1xf32>) outs(%e2 : tensor<5x19xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    %x2 = math.exp %s : f32
    linalg.yield %x2 : f32
  } -> tensor<5x19xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<5x1xf32>) -> tensor<5x1xf32>
  %sm = linalg.generic {indexing_maps = [#id, #rd], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<5x19xf32>) outs(%f2 : tensor<5x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<5x1xf32>
  %r = linalg.generic {indexing_maps = [#id, #rd, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sm : tensor<5x19xf32>, tensor<5x1xf32>) outs(%e2 : tensor<5x19xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<5x19xf32>
  return %r : tensor<5x19xf32>
}
"""

MATMUL = """
#map = affine_map<(d0, d1) -> (d0, d1)>
#b = affine_map<(d0, d1) -> (0, d1)>
func.func @main(%a: tensor<33x17xf32>, %w: tensor<17x45xf32>, %bias: tensor<1x17xf32>) -> tensor<33x45xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<33x17xf32>
  %t = linalg.generic {indexing_maps = [#map, #b, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %bias : tensor<33x17xf32>, tensor<1x17xf32>) outs(%e : tensor<33x17xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %th = math.tanh %s : f32
    linalg.yield %th : f32
  } -> tensor<33x17xf32>
  %ec = tensor.empty() : tensor<33x45xf32>
  %f = linalg.fill ins(%zero : f32) outs(%ec : tensor<33x45xf32>) -> tensor<33x45xf32>
  %m = linalg.matmul ins(%t, %w : tensor<33x17xf32>, tensor<17x45xf32>) outs(%f : tensor<33x45xf32>) -> tensor<33x45xf32>
  return %m : tensor<33x45xf32>
}
"""

BATCH_MATMUL = """
func.func @main(%a: tensor<3x20x7xf32>, %b: tensor<3x7x19xf32>) -> tensor<3x20x19xf32> {
  %zero = arith.constant 0.0 : f32
  %ec = tensor.empty() : tensor<3x20x19xf32>
  %f = linalg.fill ins(%zero : f32) outs(%ec : tensor<3x20x19xf32>) -> tensor<3x20x19xf32>
  %m = linalg.batch_matmul ins(%a, %b : tensor<3x20x7xf32>, tensor<3x7x19xf32>)
      outs(%f : tensor<3x20x19xf32>) -> tensor<3x20x19xf32>
  return %m : tensor<3x20x19xf32>
}
"""

# B given transposed (linalg.transpose feeds the matmul) and a second matmul on a column slice.
TRANSPOSED_MATMUL = """
func.func @main(%a: tensor<33x17xf32>, %w: tensor<45x17xf32>, %v: tensor<17x90xf32>)
    -> (tensor<33x45xf32>, tensor<33x45xf32>) {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<17x45xf32>
  %wt = linalg.transpose ins(%w : tensor<45x17xf32>) outs(%et : tensor<17x45xf32>) permutation = [1, 0]
  %ec = tensor.empty() : tensor<33x45xf32>
  %f = linalg.fill ins(%zero : f32) outs(%ec : tensor<33x45xf32>) -> tensor<33x45xf32>
  %m = linalg.matmul ins(%a, %wt : tensor<33x17xf32>, tensor<17x45xf32>) outs(%f : tensor<33x45xf32>) -> tensor<33x45xf32>
  %vs = tensor.extract_slice %v[0, 45] [17, 45] [1, 1] : tensor<17x90xf32> to tensor<17x45xf32>
  %ec2 = tensor.empty() : tensor<33x45xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%ec2 : tensor<33x45xf32>) -> tensor<33x45xf32>
  %m2 = linalg.matmul ins(%a, %vs : tensor<33x17xf32>, tensor<17x45xf32>) outs(%f2 : tensor<33x45xf32>) -> tensor<33x45xf32>
  return %m, %m2 : tensor<33x45xf32>, tensor<33x45xf32>
}
"""

# Reduction over the OUTER dim, a full reduction to a scalar, a gather (tensor.extract with a
# data-dependent index), a matmul with a transposed-B indexing map, an f64 1-D op with tanh and an
# integer matmul (not a float: stays linalg and is lowered to loops).
EDGE = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (0, d1)>
#all = affine_map<(d0, d1) -> ()>
#v = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<6x10xf32>, %idx: tensor<4xi64>, %table: tensor<7x10xf32>, %n: tensor<7xf64>,
                %i: tensor<5x3xi32>, %j: tensor<3x4xi32>)
    -> (tensor<1x10xf32>, tensor<f32>, tensor<4x10xf32>, tensor<6x6xf32>, tensor<7xf64>, tensor<5x4xi32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x10xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x10xf32>) -> tensor<1x10xf32>
  %colsum = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<6x10xf32>) outs(%f1 : tensor<1x10xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<1x10xf32>
  %e0 = tensor.empty() : tensor<f32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %tot = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<6x10xf32>) outs(%f0 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %eg = tensor.empty() : tensor<4x10xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%idx : tensor<4xi64>) outs(%eg : tensor<4x10xf32>) {
  ^bb0(%k: i64, %o: f32):
    %kk = arith.index_cast %k : i64 to index
    %c = linalg.index 1 : index
    %val = tensor.extract %table[%kk, %c] : tensor<7x10xf32>
    linalg.yield %val : f32
  } -> tensor<4x10xf32>
  %ec = tensor.empty() : tensor<6x6xf32>
  %fc = linalg.fill ins(%zero : f32) outs(%ec : tensor<6x6xf32>) -> tensor<6x6xf32>
  %mt = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>,
                                       affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %x : tensor<6x10xf32>, tensor<6x10xf32>) outs(%fc : tensor<6x6xf32>) -> tensor<6x6xf32>
  %en = tensor.empty() : tensor<7xf64>
  %nn = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%n : tensor<7xf64>) outs(%en : tensor<7xf64>) {
  ^bb0(%a: f64, %o: f64):
    %t = math.tanh %a : f64
    linalg.yield %t : f64
  } -> tensor<7xf64>
  %z = arith.constant 0 : i32
  %ei = tensor.empty() : tensor<5x4xi32>
  %fi = linalg.fill ins(%z : i32) outs(%ei : tensor<5x4xi32>) -> tensor<5x4xi32>
  %mi = linalg.matmul ins(%i, %j : tensor<5x3xi32>, tensor<3x4xi32>) outs(%fi : tensor<5x4xi32>) -> tensor<5x4xi32>
  return %colsum, %tot, %g, %mt, %nn, %mi
      : tensor<1x10xf32>, tensor<f32>, tensor<4x10xf32>, tensor<6x6xf32>, tensor<7xf64>, tensor<5x4xi32>
}
"""

PROGRAMS = {"gelu": GELU, "softmax": SOFTMAX, "matmul": MATMUL, "batch_matmul": BATCH_MATMUL,
            "transposed_matmul": TRANSPOSED_MATMUL, "edge": EDGE}
# program -> kernels (gpu.func names) expected among the launches: the tiled template kernels.
MATMUL_KERNELS = {"gelu": [], "softmax": [], "matmul": ["matmul_2d_f32"], "batch_matmul": ["matmul_batched_f32"],
                  "transposed_matmul": ["matmul_2d_f32", "matmul_2d_f32"], "edge": ["matmul_2d_f32"]}


def bufferize(tmp_path: Path, name: str, source: str) -> Path:
    d = tmp_path / name
    d.mkdir(parents=True, exist_ok=True)
    (d / "00-traced.mlir").write_text(source)
    stages.mlir_opt("fused", pipelines.FUSE, d / "00-traced.mlir", d / "01-fused.mlir")
    return stages.mlir_opt("bufferized", pipelines.BUFFERIZE, d / "01-fused.mlir", d / "02-bufferized.mlir")


@pytest.fixture(scope="module")
def builds(tmp_path_factory):
    root = tmp_path_factory.mktemp("gpu")
    out = {}
    for name, src in PROGRAMS.items():
        buf = bufferize(root, name, src)
        out[name] = gpu.compile_gpu(buf, buf.parent, chip="sm_75", log=stages.StageLog(verbose=False))
    return out


def walk(op: ir.Operation):
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                yield child.operation
                yield from walk(child.operation)


def host_ops(outlined: Path) -> list[ir.Operation]:
    ctx = ir.Context()
    module = ir.Module.parse(outlined.read_text(), ctx)
    funcs = [op.operation for op in module.body.operations if op.operation.name == "func.func"]
    assert len(funcs) == 1
    ops = list(walk(funcs[0]))
    host_ops.keep = (ctx, module)      # keep the IR alive while the caller inspects it
    return ops


@pytest.mark.parametrize("name", PROGRAMS)
def test_host_only_launches(builds, name):
    ops = host_ops(builds[name].outlined)
    names = [op.name for op in ops]
    assert "gpu.launch_func" in names
    bad = [n for n in names if n.startswith(("scf.", "linalg.")) or n in ("memref.alloc", "memref.dealloc",
                                                                        "memref.load", "memref.store")]
    assert not bad, f"{name}: host function still holds {bad}"


@pytest.mark.parametrize("name", PROGRAMS)
def test_matmuls_use_tiled_kernel(builds, name):
    ops = host_ops(builds[name].outlined)
    kernels = [str(op.attributes["kernel"]) for op in ops if op.name == "gpu.launch_func"]
    tiled = sorted(k.split("::@")[1] for k in kernels if "matmul_" in k)
    assert tiled == sorted(MATMUL_KERNELS[name]), kernels
    text = builds[name].stages["single-thread"].read_text()
    # float matmuls became kernel calls; the integer one in "edge" was generalized (-> loops in 04)
    assert "linalg.matmul" not in text and "linalg.batch_matmul" not in text


def test_allocs_become_host_shared(builds):
    ops = host_ops(builds["matmul"].outlined)
    names = [op.name for op in ops]
    assert names.count("gpu.alloc") == 1 and names.count("gpu.dealloc") == 1
    alloc = next(op for op in ops if op.name == "gpu.alloc")
    assert "hostShared" in alloc.attributes
    assert names.count("gpu.wait") == 4


def test_reductions_stay_inside_kernels(builds):
    text = builds["softmax"].outlined.read_text()
    assert text.count("gpu.all_reduce") >= 2              # the two row reductions, inside kernels
    assert "gpu.launch_func" in text


def test_softmax_is_one_row_kernel(builds):
    """pipeline/row_kernels.py: fill, max, exp, fill, sum, divide over 5 rows of 19 -> one kernel,
    a block per row, the two reductions combined across the block by gpu.all_reduce."""
    text = builds["softmax"].outlined.read_text()
    assert text.count("gpu.launch_func") == 1
    assert re.search(r"gpu.launch_func +@\w+::@\w+ blocks in \(%c5, %c1, %c1\) threads in \(%c32, %c1, %c1\)", text)
    assert re.findall(r"gpu.all_reduce +(\w+)", text) == ["maximumf", "add"]


def test_row_kernel_stops_at_a_read_it_cannot_keep_per_thread(tmp_path):
    """The divide reads the exponentials transposed: element (i, j) was written by another
    thread, so the run ends before it and the divide is a kernel of its own."""
    src = SOFTMAX.replace("5x19", "7x7").replace("5x1", "7x1")
    head, tail = src.rsplit("ins(%ex, %sm", 1)
    src = head.replace("#rd = affine_map<(d0, d1) -> (d0, 0)>",
                       "#rd = affine_map<(d0, d1) -> (d0, 0)>\n#tr = affine_map<(d0, d1) -> (d1, d0)>") \
        + "ins(%ex, %sm" + tail
    src = src.replace("indexing_maps = [#id, #rd, #id], iterator_types = [\"parallel\", \"parallel\"]}\n"
                      "      ins(%ex, %sm", "indexing_maps = [#tr, #rd, #id], iterator_types = [\"parallel\", \"parallel\"]}\n"
                      "      ins(%ex, %sm")
    assert "#tr, #rd, #id" in src
    buf = bufferize(tmp_path, "softmax_t", src)
    build = gpu.compile_gpu(buf, buf.parent, chip="sm_75", log=stages.StageLog(verbose=False))
    assert build.outlined.read_text().count("gpu.launch_func") == 2


@pytest.mark.parametrize("name", PROGRAMS)
def test_ptx_assembles(builds, name):
    ptx = builds[name].ptx
    assert ptx and all(p.suffix == ".ptx" and p.parent.name == "kernels" for p in ptx)
    for p in ptx:
        text = p.read_text()
        assert ".entry" in text and "\\0A" not in text
    rows = ptxlint.lint(ptx, chips=("sm_75", "sm_90"))
    assert {(r.file, r.chip) for r in rows} == {(str(p), c) for p in ptx for c in ("sm_75", "sm_90")}
    for r in rows:
        assert r.registers > 0 and r.spill_store == 0 and r.spill_load == 0
        if "matmul_batched" in r.kernel:
            assert r.shared_bytes == 2 * 16 * 16 * 4      # the two 16x16 f32 tiles
        elif "matmul_2d" in r.kernel:
            # A and B tiles (B padded to 17 columns) and partial sums, for 4 K slices
            assert r.shared_bytes == (16 * 16 + 16 * 17 + 16 * 16) * 4 * 4
    table = ptxlint.format_table(rows)
    assert "regs" in table and rows[0].kernel in table


def test_libdevice_linked(builds):
    # math.tanh/exp became libdevice code, linked in: no unresolved __nv_ calls left in the PTX.
    for name in ("gelu", "softmax", "edge"):
        for p in builds[name].ptx:
            assert "__nv_" not in p.read_text()


@pytest.mark.parametrize("batched", [False, True])
@pytest.mark.parametrize("elt", ["f32", "f16", "f64"])
def test_template_instantiation(batched, elt):
    from pipeline.passes.matmul_templates import template_text
    text = template_text(batched, elt)
    with ir.Context():
        module = ir.Module.parse(text)
        ops = [op.name for op in walk(module.operation)]
        assert ops.count("gpu.launch") == 1
        # After staging, after use, and (2-D: K split in 4 slices per block) before the slices' sum.
        assert ops.count("gpu.barrier") == (2 if batched else 3)
        launch = next(op for op in walk(module.operation) if op.name == "gpu.launch")
        wg = [a for a in launch.regions[0].blocks[0].arguments
              if "#gpu.address_space<workgroup>" in str(a.type)]
        tiles = ["16x16"] * 2 if batched else ["4x16x16", "4x16x17", "4x16x16"]
        assert [str(a.type) for a in wg] == [f"memref<{t}x{elt}, #gpu.address_space<workgroup>>" for t in tiles]
        func_op = next(op for op in module.body.operations if op.operation.name == "func.func")
        rank = 3 if batched else 2
        dyn = ", ".join(["?"] * rank)
        for arg in func_op.regions[0].blocks[0].arguments:
            assert str(arg.type) == f"memref<{'?x' * rank}{elt}, strided<[{dyn}], offset: ?>>"


def test_stage_files_and_commands(builds):
    """One stage file per declared pass (pipelines.GPU_PASSES), numbered in order after
    02-bufferized, each starting with the command that made it."""
    b = builds["matmul"]
    folder = b.outlined.parent
    names = [p.name for p in pipelines.GPU_PASSES]
    assert list(b.stages) == names
    files = sorted(folder.glob("[0-9][0-9]-*.mlir"))
    kernel_passes = len(pipelines.KERNEL_PASSES)  # the last ones, writing kernels/
    assert [f.name for f in files[3:]] == [f"{k + 3:02d}-{n}.mlir" for k, n in enumerate(names[:-kernel_passes])]
    for p in pipelines.GPU_PASSES[:-kernel_passes]:
        first = b.stages[p.name].read_text().splitlines()[0]
        if p.kind == "python":
            assert first.startswith(f"// {sys.executable} -m pipeline.gpu pass {p.name} "), first
        else:
            assert first.startswith("// ") and "mlir-opt" in first and "--pass-pipeline=" in first, first
    assert "--chip sm_75" in b.stages["matmul-templates"].read_text().splitlines()[0]
    assert "nvvm-attach-target{chip=sm_75 O=3 features=+ptx81}" in b.stages["nvvm"].read_text().splitlines()[0]
    assert "toolkit=" in b.stages["binary"].read_text().splitlines()[0]
    assert b.stages["extract-ptx"] == b.stages["assemble"] == folder / "kernels"
    assert b.cubins and all(c.suffix == ".cubin" and c.parent == folder / "kernels" for c in b.cubins)


@pytest.mark.parametrize("name", ["matmul-templates", "row-kernels", "host-alloc", "generalize"])
def test_cli_pass_reproduces_stage(builds, tmp_path, name):
    """`python -m pipeline.gpu pass NAME IN -o OUT`, as a stage file's first line says, redoes it."""
    import subprocess
    import sys
    b = builds["softmax"]
    stage = b.stages[name]
    command = stage.read_text().splitlines()[0].removeprefix("// ")
    out = tmp_path / stage.name
    args = shlex.split(command)
    args[args.index("-o") + 1] = str(out)
    subprocess.run(args, check=True, capture_output=True, cwd=Path(__file__).resolve().parent.parent)
    made = out.read_text().splitlines()
    if args[0] == sys.executable:  # the Python CLI stamps its command too (the interpreter that ran); mlir-opt does not
        assert made[0] == "// " + shlex.join(args)
        made = made[1:]
    assert made == stage.read_text().splitlines()[1:]


def test_pass_cli_refuses_unknown_names_and_chips_in_one_line(tmp_path):
    import subprocess
    import sys
    proc = subprocess.run([sys.executable, "-m", "pipeline.gpu", "pass", "matmul-templates", str(tmp_path / "in.mlir"),
                           "-o", str(tmp_path / "out.mlir"), "--chip", "sm_42"], capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.startswith("error: unknown GPU chip 'sm_42'")
    proc = subprocess.run([sys.executable, "-m", "pipeline.gpu", "pass", "row-kernel", str(tmp_path / "in.mlir"),
                           "-o", str(tmp_path / "out.mlir")], capture_output=True, text=True)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1
    assert proc.stderr.startswith("error: unknown pass 'row-kernel'; valid passes, in order: results-in-place, drop-zero-fills, ")


def test_unknown_chip(tmp_path):
    buf = bufferize(tmp_path, "gelu", GELU)
    with pytest.raises(ValueError) as e:
        gpu.compile_gpu(buf, buf.parent, chip="sm_42")
    assert "sm_42" in str(e.value) and "sm_75" in str(e.value) and "sm_90" in str(e.value)


def test_other_chip(tmp_path):
    buf = bufferize(tmp_path, "matmul", MATMUL)
    b = gpu.compile_gpu(buf, buf.parent, chip="sm_90", log=stages.StageLog(verbose=False))
    assert all(".target sm_90" in p.read_text() for p in b.ptx)
    assert ptxlint.lint(b.ptx, chips=("sm_90",))


def test_ptxas_error_names_file(tmp_path):
    bad = tmp_path / "broken.ptx"
    bad.write_text(".version 7.0\n.target sm_75\n.address_size 64\n.visible .entry k() { this is not ptx; }\n")
    with pytest.raises(ptxlint.PtxasError) as e:
        ptxlint.lint([bad], chips=("sm_75",))
    assert "broken.ptx" in str(e.value) and "sm_75" in str(e.value)


def test_missing_toolkit(tmp_path, monkeypatch):
    buf = bufferize(tmp_path, "gelu", GELU)

    def missing():
        raise toolchain.ToolchainError("ptxas and libdevice not found: the GPU target needs the CUDA compiler "
                                       "wheel; install it with `pip install nvidia-cuda-nvcc==13.5.37`")

    monkeypatch.setattr(toolchain, "cuda_toolkit", missing)
    with pytest.raises(toolchain.ToolchainError) as e:
        gpu.compile_gpu(buf, buf.parent)
    assert "nvidia-cuda-nvcc" in str(e.value)


@pytest.mark.parametrize("fn, shapes, kind", [
    (lambda a, b: a @ b, [(1, 300), (300, 70)], "matvec_cols"),
    (lambda a, b: a @ b.T, [(1, 300), (70, 300)], "matvec_rows"),
    (lambda a, b: a @ b, [(4, 300), (300, 70)], "matvec_cols"),
    (lambda a, b: a @ b, [(5, 300), (300, 70)], "matmul_2d"),
    (lambda a, b: a @ b.T, [(16, 300), (70, 300)], "matmul_2d"),
    # Register tiles once there are >= 128 tiles of 64x64 to fill the GPU with.
    (lambda a, b: a @ b, [(64, 300), (300, 8192)], "matmul_2d_reg"),
    (lambda a, b: a @ b.T, [(1000, 300), (700, 300)], "matmul_2d_reg"),
    (lambda a, b: a @ b, [(1000, 300), (300, 400)], "matmul_2d"),
    (lambda a, b: a @ b.T, [(1024, 96), (5000, 96)], "matmul_2d_reg128"),  # the head of a long forward
    (lambda q, k: q @ k.transpose(0, 2, 1), [(12, 256, 64), (12, 200, 64)], "matmul_batched_reg"),
    (lambda p, v: p @ v, [(12, 256, 200), (12, 200, 256)], "matmul_batched_reg"),
    (lambda q, k: q @ k.transpose(0, 2, 1), [(12, 64, 64), (12, 64, 64)], "matmul_batched"),
    # A decoding step's attention: one query row per head.
    (lambda q, k: q @ k.transpose(0, 2, 1), [(12, 1, 64), (12, 512, 64)], "matvec_rows_batched"),
    (lambda p, v: p @ v, [(12, 1, 512), (12, 512, 64)], "matvec_cols_batched"),
    # sm_80+: tensor cores once there are >= 96 tiles of 128x128; below that, and on sm_75, as before.
    (lambda a, b: a @ b.T, [(1024, 96), (5000, 96), "sm_90"], "matmul_2d_tf32_64_v9"),
    (lambda a, b: a @ b, [(1030, 300), (300, 1300), "sm_80"], "matmul_2d_tf32_64_v9"),
    (lambda a, b: a @ b, [(1024, 768), (768, 768), "sm_90"], "matmul_2d_tf32_64_v9"),  # 96 tiles of 64x128
    (lambda a, b: a @ b, [(1024, 768), (768, 2304), "sm_90"], "matmul_2d_tf32_64_stream"),  # 288: v12
    (lambda a, b: a @ b, [(512, 768), (768, 768), "sm_90"], "matmul_2d_tf32_64_cluster"),  # 48 tiles: K split (v20)
    (lambda a, b: a @ b, [(1024, 60), (60, 512), "sm_90"], "matmul_2d_tf32_64_v9"),  # 64 tiles >= 24, K one chunk
    (lambda a, b: a @ b, [(1024, 60), (60, 512), "sm_80"], "matmul_2d_tf32_64_v9"),
    (lambda a, b: a @ b, [(1024, 300), (300, 512), "sm_80"], "matmul_2d_tf32_64_split"),  # 64 tiles, K in 5
    (lambda a, b: a @ b, [(1024, 300), (300, 512), "sm_75"], "matmul_2d_reg"),
    (lambda q, k: q @ k.transpose(0, 2, 1), [(12, 1024, 64), (12, 1000, 64), "sm_90"], "matmul_batched_tf32_v9"),
    (lambda p, v: p @ v, [(12, 1024, 1000), (12, 1000, 64), "sm_90"], "matmul_batched_tf32_v9"),
    (lambda p, v: p @ v, [(12, 256, 200), (12, 200, 256), "sm_90"], "matmul_batched_reg"),
    (lambda a, b: a @ b, [(1, 300), (300, 70), "sm_90"], "matvec_cols"),
])
def test_matmul_kernel_chosen_by_shape(tmp_path, fn, shapes, kind):
    """A matmul with at most `matvec_max_rows` rows of A (a decoding step) runs a matrix-vector
    kernel; x @ w.T the warp-per-output one; longer ones the tiled kernel; long ones on sm_80+
    the tensor-core kernel."""
    import numpy as np
    from frontend import jit
    chip = shapes.pop() if isinstance(shapes[-1], str) else "sm_75"
    args = [np.ones(s, np.float32) for s in shapes]
    program = jit(fn).compile(*args, target="gpu", build_dir=tmp_path / "b", verbose=False, chip=chip)
    kernels = {p.stem for p in (program.build_dir / "kernels").glob("*.ptx") if not p.stem.startswith("main_kernel")}
    assert kernels == {f"{kind}_f32"}, kernels
    rows = ptxlint.lint(sorted((program.build_dir / "kernels").glob(f"{kind}*.ptx")), ("sm_75", "sm_90"))
    assert all(r.spill_store == 0 and r.spill_load == 0 for r in rows)
    if kind == "matmul_2d_tf32_64_v9":
        ptx = next((program.build_dir / "kernels").glob(f"{kind}*.ptx")).read_text()
        assert ptx.count("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32") == 48  # 8 tiles x 3 x 2


def test_ptx_lint_assembles_each_file_for_chips_its_target_allows(tmp_path):
    """PTX built for sm_90 does not assemble for sm_75: ptx-lint takes the requested chips at or
    above each file's .target, else the file's own target."""
    from pipeline.ptxlint import chips_for
    f = tmp_path / "k.ptx"
    f.write_text("//\n.version 8.0\n.target sm_90\n.address_size 64\n")
    assert chips_for(f, ("sm_75", "sm_90")) == ["sm_90"]
    assert chips_for(f, ("sm_75",)) == ["sm_90"]
    f.write_text(".version 8.0\n.target sm_75\n")
    assert chips_for(f, ("sm_75", "sm_90")) == ["sm_75", "sm_90"]
    f.write_text(".version 8.0\n.target sm_90a\n")  # arch-specific (wgmma): only for itself
    assert chips_for(f, ("sm_75", "sm_90")) == ["sm_90a"]


@pytest.mark.parametrize("fn, fused", [
    (lambda x, w, b: x @ w + b, True),                                       # bias: in the kernel
    (lambda x, w, b: np.tanh(x @ w + b) * 0.5, True),                       # any elementwise body
    (lambda x, w, b: (x @ w + b, x @ w), False),                            # C is read again: kept
])
def test_elementwise_after_a_matvec_runs_in_its_kernel(tmp_path, fn, fused):
    """pipeline/epilogues.py: the op after a decoding step's x @ W (bias, GELU) runs in the
    matrix-vector kernel's store, unless something else still reads the product."""
    import numpy as np
    from frontend import jit
    args = [np.ones((1, 300), np.float32), np.ones((300, 70), np.float32), np.ones(70, np.float32)]
    program = jit(fn).compile(*args, target="gpu", build_dir=tmp_path / "b", verbose=False)
    text = program.build_dir.joinpath(gpu_stage_file("epilogues")).read_text()
    assert ("call @gpu_matvec_cols_f32_overwrite_epi0(" in text) == fused
    kernels = program.build_dir.joinpath(gpu_stage_file("host-alloc")).read_text().count("gpu.launch_func")
    assert kernels == (1 if fused else 2)  # (results computed in their out-parameters: no copy kernels)
