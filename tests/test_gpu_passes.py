"""Each GPU pass of pipelines.GPU_PASSES, structurally: what it must change in its input stage and
what it must leave alone, on one small traced program that gives every pass something to do (no GPU
needed), plus small programs a pass must not touch. Also: the stage files a build leaves,
`--stop-after`, and the pass CLI."""
from __future__ import annotations

import shlex
import sys

import json
import re
import subprocess
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

ir = pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from pipeline import gpu, pipelines, stages, toolchain  # noqa: E402
from pipeline.compile import compile_program  # noqa: E402
from pipeline.pipelines import GPU_PASSES, PassOptions, gpu_pass, gpu_stage_file  # noqa: E402

F32 = np.float32


def mixed(x, w, x1, w1, b, cache, rows, pos):
    h = np.tanh(x @ w)                                   # matmul, its zero fill dropped
    e = np.exp(h - h.max(axis=-1, keepdims=True))
    p = e / e.sum(axis=-1, keepdims=True)                # softmax: one row kernel
    y = x1 @ w1 + b                                      # a one-row product + bias: an epilogue
    cache[:, pos:pos + 1, :] = rows                      # a row write at a runtime offset
    colsum = x.sum(axis=0)                               # reduction over the outer loop: interchange
    total = x.sum()                                      # no parallel loop: a one-thread kernel
    return p, y, colsum, total, x[1:3], cache.sum(axis=-1)  # a returned slice: a copy


def _args(rng):
    shapes = [(6, 10), (10, 7), (1, 10), (10, 7), (7,), (2, 8, 4), (2, 1, 4)]
    return [rng.standard_normal(s).astype(F32) for s in shapes] + [np.array(3, np.int64)]


@pytest.fixture(scope="module")
def build(tmp_path_factory, toolkit) -> Path:
    d = tmp_path_factory.mktemp("passes") / "mixed"
    jit(mixed).compile(*_args(np.random.default_rng(0)), target="gpu", build_dir=d, verbose=False)
    return d


def stage(build: Path, name: str) -> Path:
    return build / gpu_stage_file(name)


def before(build: Path, name: str) -> Path:
    k = [p.name for p in GPU_PASSES].index(name)
    return build / ("02-bufferized.mlir" if k == 0 else gpu_stage_file(GPU_PASSES[k - 1].name))


def ops(path: Path, where: str = "host", calls: list | None = None) -> Counter:
    """Op names in the module (terminators of linalg bodies left out): `host` = inside func.func
    @main, `all` = everywhere. `calls`, if given, receives the callees of func.call ops found."""
    with ir.Context():
        module = ir.Module.parse(path.read_text())
        found = Counter()

        def walk(op):
            for region in op.regions:
                for block in region.blocks:
                    for child in block.operations:
                        if child.operation.name != "linalg.yield":
                            found[child.operation.name] += 1
                        if calls is not None and child.operation.name == "func.call":
                            calls.append(ir.FlatSymbolRefAttr(child.operation.attributes["callee"]).value)
                        walk(child.operation)

        for top in module.body.operations:
            name = top.operation.attributes["sym_name"] if "sym_name" in top.operation.attributes else None
            if where == "all":
                found[top.operation.name] += 1
                walk(top.operation)
            elif top.operation.name == "func.func" and str(name) == '"main"':
                walk(top.operation)
        return found


def body(path: Path) -> str:
    return path.read_text().split("\n", 1)[1]


# --- the build folder -------------------------------------------------------------------------

STAGE_PASSES = [p for p in GPU_PASSES if p.name not in pipelines.KERNEL_PASSES]  # each writes a .mlir


def test_every_pass_writes_a_stage_file_starting_with_its_command(build):
    files = sorted(build.glob("[0-9][0-9]-*.mlir"))
    assert len(files) + 1 >= 12 + 1 and [f.name for f in files][:3] == ["00-traced.mlir", "01-fused.mlir",
                                                                        "02-bufferized.mlir"]
    assert [f.name for f in files[3:]] == [gpu_stage_file(p.name) for p in STAGE_PASSES]
    assert [p.name for p in GPU_PASSES[len(STAGE_PASSES):]] == list(pipelines.KERNEL_PASSES)  # the last two
    for f in files[1:]:
        assert f.read_text().startswith("// "), f
    for p in STAGE_PASSES:
        first = stage(build, p.name).read_text().splitlines()[0]
        expected = f"// {sys.executable} -m pipeline.gpu pass {p.name} {before(build, p.name)} -o {stage(build, p.name)}" \
            if p.kind == "python" else f"// {toolchain.mlir_opt()} '--pass-pipeline=builtin.module("
        assert first.startswith(expected), first
    ptx = sorted((build / "kernels").glob("*.ptx"))
    assert ptx and all(f.read_text().startswith(
        f"// {sys.executable} -m pipeline.gpu pass extract-ptx {stage(build, 'binary')} -o {build / 'kernels'}\n") for f in ptx)
    assert (build / "program.json").exists() and (build / "manifest.json").exists()


def test_pass_names_are_unique_and_entry_points_exist():
    names = [p.name for p in GPU_PASSES]
    assert len(set(names)) == len(names) and names[-2:] == ["extract-ptx", "assemble"]
    for p in GPU_PASSES:
        assert p.kind in ("python", "mlir-opt", "ptxas") and p.why
        if p.kind != "mlir-opt":
            assert callable(gpu.python_entry(p)), p.name
        else:
            assert p.run.startswith("builtin.module(")


# --- one test per pass ------------------------------------------------------------------------

def test_results_in_place(build):
    """`y = x1 @ w1 + b` was computed into a temporary and copied into its out-parameter: now into the
    out-parameter (through the reshape), one copy fewer; the returned slice of an input stays a copy."""
    old, new = before(build, "results-in-place").read_text(), stage(build, "results-in-place").read_text()
    into_args = lambda t: re.findall(r"memref\.copy %\w+, %arg\d+", t)  # noqa: E731
    assert len(into_args(old)) == 2 and len(into_args(new)) == 1
    assert re.search(r"memref\.copy %subview\w*, %arg\d+", new)  # x[1:3]
    assert ops(stage(build, "results-in-place"))["memref.alloc"] == ops(before(build, "results-in-place"))["memref.alloc"] - 1


def test_drop_zero_fills(build):
    old, new = ops(before(build, "drop-zero-fills")), ops(stage(build, "drop-zero-fills"))
    # both float matmuls lose their zero fill and carry the marker; nothing else changes
    assert old["linalg.fill"] - new["linalg.fill"] == 2
    assert stage(build, "drop-zero-fills").read_text().count("{gpu.overwrite_output}") == 2
    assert old - Counter({"linalg.fill": 2}) == new


def test_drop_zero_fills_keeps_a_fill_that_is_not_zero(tmp_path):
    src = tmp_path / "in.mlir"
    src.write_text(_bufferized(tmp_path, lambda a, b: (a @ b, a @ b + 0), [(5, 3), (3, 4)]).read_text()
                   .replace("arith.constant 0.000000e+00 : f32", "arith.constant 1.000000e+00 : f32"))
    out = gpu.rewrite_text(gpu_pass("drop-zero-fills"), src.read_text(), PassOptions())
    assert "gpu.overwrite_output" not in out and out.count("linalg.fill") == src.read_text().count("linalg.fill")


def test_matmul_templates(build):
    path = stage(build, "matmul-templates")
    new, old = ops(path), ops(before(build, "matmul-templates"))
    assert old["linalg.matmul"] == 2 and new["linalg.matmul"] == 0 and new["func.call"] == 2
    text = path.read_text()
    calls = []
    ops(path, calls=calls)
    assert sorted(calls) == ["gpu_matmul_2d_f32_overwrite", "gpu_matvec_cols_f32_overwrite"]
    assert "gpu.overwrite_output" not in text
    # the templates are added as functions; the other ops of @main stay as they were
    assert {f"func.func private @{c}" in text or f"func.func @{c}" in text for c in calls} == {True}
    assert old["linalg.generic"] == new["linalg.generic"] and old["linalg.fill"] == new["linalg.fill"]


def test_matmul_templates_leave_integer_matmuls(tmp_path):
    src = _bufferized(tmp_path, lambda a, b: a @ b, [(5, 3), (3, 4)], np.int32)
    out = gpu.rewrite_text(gpu_pass("matmul-templates"), src.read_text(), PassOptions())
    assert "linalg.matmul" in out and "func.call" not in out


def test_epilogues(build):
    path = stage(build, "epilogues")
    old, new = ops(before(build, "epilogues")), ops(path)
    # The bias add moved into the matvec kernel, the tanh into v1's (matmul_2d.mlir).
    assert old["linalg.generic"] - new["linalg.generic"] == 2
    assert "call @gpu_matvec_cols_f32_overwrite_epi" in path.read_text()
    assert "call @gpu_matmul_2d_f32_overwrite_epi" in path.read_text()
    assert "call @gpu_matmul_2d_f32_overwrite(" not in path.read_text()


def test_runtime_offsets(build):
    old, new = ops(before(build, "runtime-offsets")), ops(stage(build, "runtime-offsets"))
    assert old["memref.copy"] - new["memref.copy"] == 1 and new["scf.parallel"] == old["scf.parallel"] + 1
    assert new["memref.copy"] == 1  # copies into static views are left to copies-to-linalg


def test_copies_to_linalg(build):
    old, new = ops(before(build, "copies-to-linalg")), ops(stage(build, "copies-to-linalg"))
    assert new["memref.copy"] == 0 and new["linalg.copy"] == old["memref.copy"] == 1
    assert old - Counter({"memref.copy": 1}) == new - Counter({"linalg.copy": 1})


def test_generalize(build):
    old, new = ops(before(build, "generalize")), ops(stage(build, "generalize"))
    named = sum(n for op, n in old.items() if op.startswith("linalg.") and op not in ("linalg.generic", "linalg.yield",
                                                                                      "linalg.index"))
    assert named and not [op for op in new if op.startswith("linalg.") and op not in ("linalg.generic", "linalg.yield",
                                                                                       "linalg.index")]
    assert new["linalg.generic"] == old["linalg.generic"] + named


def test_row_kernels(build):
    old, new = ops(before(build, "row-kernels")), ops(stage(build, "row-kernels"))
    assert new["gpu.launch"] > old["gpu.launch"] and new["gpu.all_reduce"] >= 2
    assert new["linalg.generic"] < old["linalg.generic"]


def test_row_kernels_leave_elementwise_ops(tmp_path):
    src = _through(tmp_path, lambda x: np.tanh(x) * 2, [(4, 33)], "row-kernels")
    assert gpu.rewrite_text(gpu_pass("row-kernels"), src.read_text(), PassOptions()).strip() == body(src).strip()


def _norm(x, g, b):
    mu = x.mean(axis=-1, keepdims=True)
    v = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(v + 1e-5) * g + b


@pytest.mark.parametrize("rows, n, each", [(6, 768, 1), (130, 768, 3), (130, 1024, 4), (130, 1025, None)])
def test_a_row_kernel_keeps_a_short_row_in_registers(tmp_path, monkeypatch, rows, n, each):
    """Up to REGISTER_ELEMENTS elements a thread, a layer norm's own kernel is written element by
    element (as a GEMV's prologue): x, g and b each loaded once an element, all before the first
    reduction, no loop; a longer row keeps the loop form, and so does every row with
    REGISTER_ROW_KERNELS off."""
    from pipeline.passes import row_kernels
    assert row_kernels.REGISTER_ROW_KERNELS
    src = _through(tmp_path, _norm, [(rows, n), (n,), (n,)], "row-kernels").read_text()
    kernel = _launch(src)
    if each:
        assert "scf.for" not in kernel
        assert kernel.count("memref.load") == 3 * each == kernel[:kernel.index("gpu.all_reduce")].count("memref.load")
    else:
        assert "scf.for" in kernel
    monkeypatch.setattr(row_kernels, "REGISTER_ROW_KERNELS", False)
    assert "scf.for" in _launch(src)


def _launch(src: str) -> str:
    """The first gpu.launch of the row-kernels pass's output on `src`."""
    out = gpu.rewrite_text(gpu_pass("row-kernels"), src, PassOptions())
    return out[out.index("gpu.launch"):out.index("gpu.terminator")]


def test_a_row_of_integers_keeps_the_loop_form(tmp_path, monkeypatch):
    """The driver's PTX JIT miscompiles np.min(-x) of int32 in the register form (runs.py,
    REGISTER_INTEGER_ROWS): a run that touches integers keeps the loop form, a float run of the same
    shape does not, and with the switch on the integer run takes the register form too."""
    from pipeline.passes import runs
    ints = _through(tmp_path / "i", lambda x: np.min(-x, axis=-1), [(130, 768)], "row-kernels",
                    dtype=np.int32).read_text()
    floats = _through(tmp_path / "f", lambda x: np.min(-x, axis=-1), [(130, 768)], "row-kernels").read_text()
    assert "scf.for" in _launch(ints) and "scf.for" not in _launch(floats)
    monkeypatch.setattr(runs, "REGISTER_INTEGER_ROWS", True)
    assert "scf.for" not in _launch(ints)


def test_interchange(build):
    old, new = stage(build, "row-kernels").read_text(), stage(build, "interchange").read_text()
    assert '["reduction", "parallel"]' in old and '["reduction", "parallel"]' not in new
    assert ops(before(build, "interchange")) == ops(stage(build, "interchange"))  # attributes only


def test_single_thread(build):
    old, new = ops(before(build, "single-thread")), ops(stage(build, "single-thread"))
    assert new["gpu.launch"] == old["gpu.launch"] + 1  # the full sum x.sum()
    assert new["linalg.generic"] == old["linalg.generic"]  # moved inside the launch, not rewritten


def test_single_thread_leaves_parallel_ops(tmp_path):
    src = _through(tmp_path, lambda x: np.tanh(x) * 2, [(4, 33)], "single-thread")
    assert gpu.rewrite_text(gpu_pass("single-thread"), src.read_text(), PassOptions()).strip() == body(src).strip()


def test_outline(build):
    new = ops(stage(build, "outline"), "all")
    host = ops(stage(build, "outline"))
    assert not [op for op in new if op.startswith(("linalg.", "scf.parallel"))]
    assert host["gpu.launch_func"] == new["gpu.module"] >= 8 and host["func.call"] == 0 and host["gpu.launch"] == 0


def test_host_alloc(tmp_path):
    def two_products(x, w):  # x @ w is a temporary: a host allocation
        return np.tanh(x @ w) @ w.T
    x, w = (np.random.default_rng(1).standard_normal(s).astype(F32) for s in ((6, 10), (10, 7)))
    jit(two_products).compile(x, w, target="gpu", build_dir=tmp_path / "two", verbose=False)
    build = tmp_path / "two"
    old, new = ops(before(build, "host-alloc")), ops(stage(build, "host-alloc"))
    assert new["memref.alloc"] == 0 and new["gpu.alloc"] == old["memref.alloc"] > 0
    assert new["gpu.dealloc"] == old["memref.dealloc"] and new["gpu.launch_func"] == old["gpu.launch_func"]
    kernels = lambda p: p.read_text().split("gpu.module", 1)[1]  # noqa: E731
    assert kernels(stage(build, "host-alloc")).strip() == kernels(before(build, "host-alloc")).strip()  # untouched


def test_block_reduce(build):
    """Every block reduction outside a loop leaves gpu.all_reduce for shuffles, a workgroup buffer of
    its own and one barrier (tests/test_block_reduce.py: the order; the GPU tests: the bits)."""
    old, new = ops(before(build, "block-reduce"), "all"), ops(stage(build, "block-reduce"), "all")
    assert old["gpu.all_reduce"] >= 2 and new["gpu.all_reduce"] < old["gpu.all_reduce"]
    assert new["gpu.shuffle"] == old.get("gpu.shuffle", 0) + 5 * (old["gpu.all_reduce"] - new["gpu.all_reduce"])
    assert ops(stage(build, "block-reduce")) == ops(before(build, "block-reduce"))  # the host function is left alone


def test_nvvm(build):
    old, new = ops(before(build, "nvvm"), "all"), ops(stage(build, "nvvm"), "all")
    assert new["gpu.module"] == old["gpu.module"] and new["gpu.func"] == 0 and new["llvm.func"] >= new["gpu.module"]
    assert stage(build, "nvvm").read_text().count('#nvvm.target<O = 3, chip = "sm_75", features = "+ptx81">') == new["gpu.module"]
    assert ops(stage(build, "nvvm")) == ops(before(build, "nvvm"))  # the host function is left alone


def test_binary(build):
    old, new = ops(before(build, "binary"), "all"), ops(stage(build, "binary"), "all")
    assert new["gpu.binary"] == old["gpu.module"] and new["gpu.module"] == 0


def test_extract_ptx(build):
    names = re.findall(r"gpu.binary @(\w+)", stage(build, "binary").read_text())
    files = sorted((build / "kernels").glob("*.ptx"))
    assert sorted(f.stem for f in files) == sorted(names)
    assert all(".entry" in f.read_text() and "\\0A" not in f.read_text() for f in files)


ELF_MAGIC, EM_CUDA = b"\x7fELF", 190  # a cubin is an ELF file for machine 190 (NVIDIA CUDA)


def test_assemble(build):
    """One cubin per distinct kernel, each the machine code of its PTX for the build's chip (nvdisasm,
    the pinned wheel's disassembler, reads its target and functions); kernels/cubins.json maps every
    PTX file to the cubin of its kernel, and each cubin's sidecar holds the ptxas command."""
    from pipeline.passes import assemble
    ptx = sorted((build / "kernels").glob("*.ptx"))
    index = assemble.read_index(build / "kernels")
    assert index["chip"] == "sm_75" and sorted(index["cubins"]) == [f.name for f in ptx]
    texts = {f.name: f.read_text().split("\n", 1)[1] for f in ptx}
    for f in ptx:  # files with the same kernel share a cubin, others do not
        same = {g for g in texts if texts[g] == texts[f.name]}
        assert {g for g in texts if index["cubins"][g] == index["cubins"][f.name]} == same
    cubins = sorted((build / "kernels").glob("*.cubin"))
    assert [c.name for c in cubins] == sorted(set(index["cubins"].values()))
    nvdisasm = toolchain.cuda_toolkit() / "bin" / "nvdisasm"
    for c in cubins:
        data = c.read_bytes()
        assert data[:4] == ELF_MAGIC and int.from_bytes(data[18:20], "little") == EM_CUDA, c
        listing = subprocess.run([str(nvdisasm), str(c)], capture_output=True, text=True, check=True).stdout
        assert re.search(r"^\s*\.target\s+sm_75\s*$", listing, re.M), c
        entries = re.findall(r"\.entry\s+(\w+)", c.with_suffix(".ptx").read_text())
        assert entries and all(f".text.{e}" in listing for e in entries), c
        command = stages.sidecar(c).read_text().split()
        assert command[:2] == [str(toolchain.ptxas()), "-arch=sm_75"] and command[-2:] == ["-o", str(c)]


def test_kernels_alike_in_every_layer_are_one_module(tmp_path, toolkit):
    """The same op on arrays of the same shape outlines into modules with the same body: dedup-kernels makes
    them one module, one PTX file and one cubin, launched twice; a changed kernel gets its own."""
    def layers(x, a, b, c):
        return np.tanh(x + a), np.tanh(x + b), np.tanh(x * c)
    x, a, b, c = (np.random.default_rng(1).standard_normal((4, 33)).astype(F32) for _ in range(4))
    d = tmp_path / "layers"
    jit(layers).compile(x, a, b, c, target="gpu", build_dir=d, chip="sm_90", verbose=False)
    from pipeline.passes import assemble
    index = assemble.read_index(d / "kernels")
    assert index["chip"] == "sm_90" and len(index["cubins"]) == 2
    assert sorted(index["cubins"].values()) == ["main_kernel.cubin", "main_kernel_1.cubin"]
    assert sorted(f.name for f in (d / "kernels").glob("*.cubin")) == ["main_kernel.cubin", "main_kernel_1.cubin"]
    manifest = json.loads((d / "manifest.json").read_text())
    launches = [s["ptx"] for s in manifest["steps"] if s["op"] == "launch"]
    assert len(launches) == 3 and sorted(set(launches)) == ["kernels/main_kernel.ptx", "kernels/main_kernel_1.ptx"]
    assert {p: e["cubin"] for p, e in manifest["cubins"].items()} == {
        f"kernels/{p}": f"kernels/{c}" for p, c in index["cubins"].items()}


def test_assemble_reports_ptxas_errors_as_a_stage_error(tmp_path, toolkit):
    (tmp_path / "bad.ptx").write_text("// a stamp\n.version 7.8\n.target sm_75\n.address_size 64\nnot ptx\n")
    with pytest.raises(stages.StageError) as e:
        gpu.run_pass(gpu_pass("assemble"), tmp_path, tmp_path, PassOptions(chip="sm_75"))
    assert "stage 'assemble' failed" in str(e.value) and "bad.ptx" in str(e.value) and "-arch=sm_75" in str(e.value)


# --- stop after a pass, run one pass ----------------------------------------------------------

def test_stop_after_leaves_stage_files_and_no_program(tmp_path, toolkit, capsys):
    traced = jit(lambda x: np.exp(x - x.max(axis=-1, keepdims=True))).trace(np.ones((3, 5), F32))
    d = tmp_path / "b"
    assert compile_program(traced.text, d, "gpu", traced.meta(), verbose=False) == d / "manifest.json"
    assert compile_program(traced.text, d, "gpu", traced.meta(), verbose=False, stop_after="row-kernels") is None
    assert sorted(f.name for f in d.glob("*.mlir"))[-1] == gpu_stage_file("row-kernels")
    left = [p.name for p in d.iterdir() if p.name in ("program.json", "kernels", "manifest.json", "manifest.json.cmd")]
    assert not left, f"the earlier full build's {left} stayed beside a stopped build's stages"
    assert f"stopped after row-kernels: stage files in {d}" in capsys.readouterr().err
    with pytest.raises(gpu.PassNameError) as e:
        compile_program(traced.text, d, "gpu", traced.meta(), verbose=False, stop_after="row-kernel")
    assert str(e.value).startswith("unknown pass 'row-kernel'; valid passes, in order: fuse, bufferize, "
                                   "results-in-place, drop-zero-fills, ") and "\n" not in str(e.value)


def test_pass_cli_lists_the_passes(capsys):
    """Every name --stop-after takes, in order: the two front stages, then GPU_PASSES; and a reader that stops
    early (`| head`) gets no traceback."""
    import subprocess
    assert gpu.main(["passes"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[:3] for line in lines] == [["fuse", "01-fused.mlir", "mlir-opt"],
                                                    ["bufferize", "02-bufferized.mlir", "mlir-opt"]] + \
        [[p.name, gpu_stage_file(p.name), p.kind] for p in GPU_PASSES]
    proc = subprocess.run(f"{shlex.quote(sys.executable)} -m pipeline.gpu passes | head -n 1", shell=True,
                          capture_output=True, text=True, cwd=Path(__file__).resolve().parent.parent)
    assert proc.stdout.startswith("fuse ") and "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr


def test_pass_cli_runs_one_pass(build, tmp_path):
    out = tmp_path / "09.mlir"
    assert gpu.main(["pass", "row-kernels", str(stage(build, "generalize")), "-o", str(out)]) == 0
    assert body(out) == body(stage(build, "row-kernels"))


# --- helpers ----------------------------------------------------------------------------------

def _bufferized(tmp_path: Path, fn, shapes, dtype=F32) -> Path:
    traced = jit(fn).trace(*[np.ones(s, dtype) for s in shapes])
    d = tmp_path / "front"
    d.mkdir(exist_ok=True)
    (d / "00-traced.mlir").write_text(traced.text)
    stages.mlir_opt("fuse", pipelines.FUSE, d / "00-traced.mlir", d / "01-fused.mlir")
    return stages.mlir_opt("bufferize", pipelines.BUFFERIZE, d / "01-fused.mlir", d / "02-bufferized.mlir")


def _through(tmp_path: Path, fn, shapes, name: str, dtype=F32) -> Path:
    """The input stage of pass `name` for fn: the passes before it run on fn's bufferized module."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    src = _bufferized(tmp_path, fn, shapes, dtype)
    for p in GPU_PASSES[:[q.name for q in GPU_PASSES].index(name)]:
        out = tmp_path / gpu_stage_file(p.name)
        gpu.run_pass(p, src, out, PassOptions())
        src = out
    return src


# --- a forced kernel variant ------------------------------------------------------------------

def test_a_forced_variant_replaces_the_registrys_choice(tmp_path):
    from pipeline.kernels import VariantError
    src = _through(tmp_path, lambda a, b: a @ b, [(16, 300), (300, 70)], "matmul-templates")
    chosen = gpu.rewrite_text(gpu_pass("matmul-templates"), src.read_text(), PassOptions())
    assert "call @gpu_matmul_2d_f32_overwrite(" in chosen
    forced = gpu.rewrite_text(gpu_pass("matmul-templates"), src.read_text(), PassOptions(variant="matmul_2d_reg128"))
    assert "call @gpu_matmul_2d_reg128_f32_overwrite(" in forced and "@gpu_matmul_2d_f32" not in forced
    with pytest.raises(VariantError, match="kernel variant 'matmul_batched' cannot compute a f32 product of 16 x 70"):
        gpu.rewrite_text(gpu_pass("matmul-templates"), src.read_text(), PassOptions(variant="matmul_batched"))
    assert "--variant matmul_2d_reg128" in " ".join(gpu.command(gpu_pass("matmul-templates"), src, tmp_path / "o",
                                                               PassOptions(variant="matmul_2d_reg128")))


def test_a_rebuild_leaves_no_stage_file_of_an_older_layout(tmp_path, toolkit):
    traced = jit(lambda x: np.tanh(x)).trace(np.ones((3, 5), F32))
    d = tmp_path / "b"
    d.mkdir()
    (d / "03-matmul.mlir").write_text("// from before the pass split\n")
    (d / "19-later.mlir").write_text("")
    compile_program(traced.text, d, "gpu", traced.meta(), verbose=False)
    assert not (d / "03-matmul.mlir").exists() and not (d / "19-later.mlir").exists()
    assert (d / gpu_stage_file("host-alloc")).exists() and (d / "program.json").exists()


def test_gpt2_build_stops_after_a_pass_in_every_program(tmp_path, toolkit):
    """invoke build --model ... --stop-after PASS: CompiledGPT2.build(stop_after=...) leaves each
    program's stage files up to the pass and no program.json anywhere."""
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    config = get_config("tiny")
    model = CompiledGPT2(config, stand_in_params(config), target="gpu", root=tmp_path, verbose=False,
                         place_weights=False)
    model.build(4, 2, stop_after="generalize")
    folders = sorted(p.parent for p in tmp_path.rglob("00-traced.mlir"))
    assert len(folders) == 8  # embed, attend, feedforward, project at 4 tokens and at 1
    for d in folders:
        assert sorted(f.name for f in d.glob("*.mlir"))[-1] == gpu_stage_file("generalize")
    assert not list(tmp_path.rglob("program.json"))
    model.build(4, 2)  # and then a finished build in the same folders
    assert len(list(tmp_path.rglob("program.json"))) == 8


@pytest.mark.parametrize("fused", [False, True])
def test_every_launch_of_a_gpt2_build_has_a_registry_family(tmp_path, toolkit, fused):
    """Each launch step's kind (its label's last parentheses) names a registry family
    (pipeline/kernels.py family_of): matmul templates, attention, row kernels, loops."""
    import json
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    from pipeline.kernels import family_of
    config = get_config("tiny")
    CompiledGPT2(config, stand_in_params(config), target="gpu", chip="sm_90", root=tmp_path, verbose=False,
                 place_weights=False, fused=fused).build(4, 2)
    families = Counter()
    for manifest in tmp_path.rglob("manifest.json"):
        for step in json.loads(manifest.read_text())["steps"]:
            if step["op"] == "launch":
                kind = re.search(r"\(([^()]*)\)$", step["label"])
                families[family_of(kind.group(1) if kind else step["label"])] += 1
    assert set(families) == {"matmul", "attention", "row", "loops"}, families
