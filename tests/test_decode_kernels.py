"""The decoding step's kernels, compiled (no GPU): v7 (pipeline/templates/matvec_cols_vec4.mlir,
16-byte loads of B) chosen only where B's inner stride is 1 and N % 4 == 0, its PTX holding
ld.global.v4 loads and assembling without spills at every block size it picks; the epilogue
hook fused into it; the argmax over a long row split into two kernels
(pipeline/passes/long_argmax.py).
Their numbers are checked on a GPU by tests/test_decode_kernels_gpu.py."""
from __future__ import annotations

import re

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from gpt2.reference import argmax  # noqa: E402
from pipeline import ptxlint  # noqa: E402
from pipeline.passes.matmul_templates import template_text  # noqa: E402
from pipeline.pipelines import gpu_stage_file  # noqa: E402

def _kernels(program) -> set[str]:
    return {re.sub(r"_\d+$", "", p.stem) for p in (program.build_dir / "kernels").glob("*.ptx")}


def _compile(fn, shapes, tmp_path, chip="sm_90"):
    args = [np.ones(s, np.float32) for s in shapes]
    return jit(fn).compile(*args, target="gpu", build_dir=tmp_path / "b", verbose=False, chip=chip)


@pytest.mark.parametrize("fn, shapes, kind", [
    # A decoding step's products (124M): qkv, attention out, MLP in, MLP out.
    (lambda a, b: a @ b, [(1, 768), (768, 2304)], "matvec_cols_vec4"),
    (lambda a, b: a @ b, [(1, 768), (768, 768)], "matvec_cols_vec4"),
    (lambda a, b: a @ b, [(1, 768), (768, 3072)], "matvec_cols_vec4"),
    (lambda a, b: a @ b, [(1, 3072), (3072, 768)], "matvec_cols_vec4"),
    (lambda a, b: a @ b, [(4, 300), (300, 36)], "matvec_cols_vec4"),
    # N % 4 != 0: 4 neighbouring columns are not one 16-byte load everywhere: v5.
    (lambda a, b: a @ b, [(1, 300), (300, 70)], "matvec_cols"),
    (lambda a, b: a @ b, [(2, 300), (300, 45)], "matvec_cols"),
    (lambda a, b: a @ b[:, :70], [(1, 300), (300, 72)], "matvec_cols"),  # rows aligned, N is not
    # B's rows start at an odd float (a view at offset 1): v5.
    (lambda a, b: a @ b[:, 1:], [(1, 64), (64, 73)], "matvec_cols"),
    # B read along K (x @ w.T): v2, as before.
    (lambda a, b: a @ b.T, [(1, 300), (72, 300)], "matvec_rows"),
    # Five rows are no longer a matrix-vector product: on sm_90, v11 (K = 300 in 5 chunks), on sm_75 v1.
    (lambda a, b: a @ b, [(5, 300), (300, 72)], "matmul_2d_tf32_64_split"),
])
def test_matvec_kernel_chosen_by_layout(tmp_path, fn, shapes, kind):
    assert _kernels(_compile(fn, shapes, tmp_path)) == {f"{kind}_f32"}


def _facts(rows=1, cols=3072, depth=768, layout=(3072, 1, 0), bt=False, elt="f32", chip="sm_90"):
    from pipeline.kernels import MatmulFacts
    return MatmulFacts(2, rows, cols, 1, bt, elt, chip, depth, layout)


@pytest.mark.parametrize("facts, kind", [
    (_facts(), "matvec_cols_vec4"),
    (_facts(chip="sm_75"), "matvec_cols_vec4"),
    (_facts(layout=(3072, 1, None)), "matvec_cols_vec4"),              # offset known only at run time
    (_facts(layout=(None, 1, None)), "matvec_cols_vec4"),
    (_facts(rows=4, cols=36, depth=5, layout=(36, 1, 0)), "matvec_cols_vec4"),
    (_facts(cols=3070, layout=(3070, 1, 0)), "matvec_cols"),            # N % 4
    (_facts(cols=70, layout=(72, 1, 0)), "matvec_cols"),                # N % 4, rows aligned
    (_facts(cols=64, layout=(3072, 1, 2)), "matvec_cols"),              # offset 2 floats
    (_facts(cols=64, layout=(66, 1, 0)), "matvec_cols"),                # rows 66 floats apart
    (_facts(cols=64, layout=(1, 768, 0)), "matvec_cols"),               # columns not contiguous
    (_facts(layout=(3072, None, 0)), "matvec_cols"),                    # inner stride dynamic
    (_facts(layout=None), "matvec_cols"),                               # layout not known
    (_facts(depth=None), "matvec_cols"),
    (_facts(depth=0), "matvec_cols"),
    (_facts(elt="f16"), "matvec_cols"),
    (_facts(bt=True, layout=None), "matvec_rows"),
    (_facts(rows=5), "matmul_2d_tf32_64_split"),
    (_facts(rows=5, chip="sm_75"), "matmul_2d"),
])
def test_registry_picks_v7_by_b_layout(facts, kind):
    """pipeline/kernels.py on plain numbers: v7 needs 16-byte loadable rows of B."""
    from pipeline.kernels import choose
    assert choose(facts) == kind


def test_v7_forced_needs_unit_inner_stride_and_n_multiple_of_4():
    from pipeline.kernels import VariantError, check_variant
    check_variant("matvec_cols_vec4", _facts(layout=(3072, 1, 2)))   # runs (the 4-byte path)
    for bad in (_facts(cols=70, layout=(72, 1, 0)), _facts(layout=(3072, None, 0)), _facts(elt="f64")):
        with pytest.raises(VariantError, match="matvec_cols_vec4"):
            check_variant("matvec_cols_vec4", bad)


V4 = re.compile(r"ld\.global(?:\.nc)?\.v4\.(?:f32|b32)")


@pytest.mark.parametrize("m, k, n, threads", [
    (1, 3072, 768, 1024),   # 96 blocks: one wave, 1024 threads each
    (1, 768, 768, 1024),
    (2, 777, 1000, 512),    # 2 x 125 blocks
    (1, 768, 2304, 256),    # 288 blocks
    (1, 768, 3072, 256),
    (4, 768, 768, 256),     # 4 x 96 blocks
])
def test_matvec_vec4_ptx_loads_16_bytes_and_has_no_spills(tmp_path, m, k, n, threads):
    program = _compile(lambda a, b: a @ b, [(m, k), (k, n)], tmp_path)
    ptx_file, = (program.build_dir / "kernels").glob("matvec_cols_vec4_f32*.ptx")
    ptx = ptx_file.read_text()
    assert len(V4.findall(ptx)) >= 6, "6 rows of B in flight per thread, 16 bytes each"
    assert f".maxntid {threads}, 1, 1" in ptx
    rows = ptxlint.lint([ptx_file], ("sm_75", "sm_90"))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), rows
    assert all(r.registers <= 65536 // threads for r in rows), rows


def test_matvec_vec4_accumulating_variant_assembles(tmp_path):
    """The {accumulate} = true instantiation (C += A B) verifies; only the overwrite one is
    reached from traced code (the zero fill before a product is dropped)."""
    from mlir import ir
    text = template_text(False, "f32", True, "matvec_cols_vec4")
    assert "%accumulate = arith.constant true" in text
    with ir.Context():
        ir.Module.parse(text).operation.verify()


@pytest.mark.parametrize("fn, fused", [
    (lambda x, w, b: x @ w + b, True),
    (lambda x, w, b: np.tanh(x @ w + b) * 0.5, True),
    (lambda x, w, b: (x @ w + b, x @ w), False),
])
def test_epilogue_runs_in_the_vec4_kernel(tmp_path, fn, fused):
    args = [np.ones((1, 300), np.float32), np.ones((300, 72), np.float32), np.ones(72, np.float32)]
    program = jit(fn).compile(*args, target="gpu", build_dir=tmp_path / "b", verbose=False)
    text = program.build_dir.joinpath(gpu_stage_file("epilogues")).read_text()
    assert ("call @gpu_matvec_cols_vec4_f32_overwrite_epi0(" in text) == fused
    launches = program.build_dir.joinpath(gpu_stage_file("host-alloc")).read_text().count("gpu.launch_func")
    assert launches == (1 if fused else 2)  # (the result computed in its out-parameter: no copy kernel)


def _argmax_launches(program) -> list[str]:
    return [line for line in program.build_dir.joinpath(gpu_stage_file("host-alloc")).read_text().splitlines()
            if "gpu.launch_func" in line]


@pytest.mark.parametrize("rows, n, split", [
    (1, 50257, True), (3, 50257, True), (1, 8192, True),
    (1, 8191, False),      # short rows: one block per row, as before
    (200, 50257, False),   # many rows fill the GPU already
])
def test_long_argmax_is_split_into_chunks_and_a_combine(tmp_path, rows, n, split):
    program = _compile(lambda x: argmax(x), [(rows, n)], tmp_path)
    launches = _argmax_launches(program)
    chunks = -(-n // 1024)
    first = [line for line in launches if f"blocks in (%c{chunks}, %c{rows}, %c1)" in line and "threads in (%c256," in line]
    assert bool(first) == split, launches
    text = program.build_dir.joinpath(gpu_stage_file("row-kernels")).read_text()
    assert (f"memref<{rows}x{chunks}xi64>" in text) == split
    rows_ptxlint = ptxlint.lint(sorted((program.build_dir / "kernels").glob("*.ptx")), ("sm_90",))
    assert all(r.spill_store == 0 for r in rows_ptxlint)


def test_argmax_of_a_gathered_row_is_split(tmp_path):
    """As in gpt2-next: the row is one row of the logits picked by a token index (a gather),
    computed in kernel 1 on each chunk."""
    x = np.ones((3, 50257), np.float32)
    i = np.array([2])
    program = jit(lambda x, i: argmax(x[i])).compile(x, i, target="gpu", build_dir=tmp_path / "b", verbose=False)
    assert any("blocks in (%c50, %c1, %c1)" in line for line in _argmax_launches(program))


def test_argmax_stays_split_with_per_row_ops_after_it(tmp_path):
    """gpt2-next turns the argmax into the next queued step's token (0 for a NaN row): a per-row
    op after the second reduction, computed in the combine kernel; the split stays."""
    def token_or_zero(x):
        best = argmax(x)
        return best, np.where(best < x.shape[-1], best, 0)
    program = _compile(token_or_zero, [(1, 50257)], tmp_path)
    launches = _argmax_launches(program)
    assert len(launches) == 2 and any("blocks in (%c50, %c1, %c1)" in line for line in launches), launches


def test_bench_variant_v7_runs_the_four_decode_products():
    """`invoke bench --kernels --length 1 --variant matvec_cols_vec4`: the weight products of a
    decoding step (B row-major, N % 4 == 0), not the head (x @ wte.T) nor attention's."""
    from gpt2 import bench
    from gpt2.weights import locate
    config = locate("gpt2").config
    assert [s.name for s in bench.variant_shapes(config, 1, "gpu", "sm_90", "matvec_cols_vec4")] == \
        ["qkv", "attn_out", "mlp_in", "mlp_out"]
    assert bench.shape_facts(bench.kernel_shapes(config, 1)[0], "sm_90").b_wide_loads


def _standalone_gemv(weight: str, k: int, n: int) -> str:
    """A program that is one call of v7 (matvec_cols_vec4) with B of element type `weight`, as matmul-templates
    would leave it: the template from its generator, instantiated for f32 A and C."""
    from pipeline.kernels.gen.matvec_cols_vec4 import matvec_cols_vec4
    name = f"gpu_matvec_cols_vec4_{weight}w_f32_overwrite"
    text = (matvec_cols_vec4(weight=weight).replace("{func}", name).replace("{kernel}", f"matvec_cols_vec4_{weight}w_f32")
            .replace("{elt}", "f32").replace("{accumulate}", "false")
            .replace("{epi_params}", "").replace("{epi_args}", "").replace("{epi_types}", ""))
    mr, mb = "memref<?x?xf32, strided<[?, ?], offset: ?>>", f"memref<?x?x{weight}, strided<[?, 1], offset: ?>>"
    return f"""module {{
  func.func @main(%A: memref<1x{k}xf32>, %B: memref<{k}x{n}x{weight}>, %C: memref<1x{n}xf32>) {{
    %a = memref.cast %A : memref<1x{k}xf32> to {mr}
    %b = memref.cast %B : memref<{k}x{n}x{weight}> to {mb}
    %c = memref.cast %C : memref<1x{n}xf32> to {mr}
    func.call @{name}(%a, %b, %c) : ({mr}, {mb}, {mr}) -> ()
    return
  }}
{text}
}}
"""


@pytest.mark.parametrize("weight, convert", [("f16", "cvt.f32.f16"), ("bf16", "cvt.f32.bf16")])
def test_a_half_precision_weight_gemv_is_the_same_generator_with_a_parameter(tmp_path, weight, convert):
    """The decoding GEMV (v7) with B stored in half precision, made by its generator's `weight` parameter (not a
    copy of the template): 4 weights a load (8 bytes, ld.global.v2.b32), widened to f32 as they arrive, the same
    K loop; it goes through the GPU passes and assembles with ptxas for sm_90a with no spills."""
    from pipeline import gpu
    src = tmp_path / "02-bufferized.mlir"
    src.write_text(_standalone_gemv(weight, 768, 2304))
    build = gpu.compile_gpu(src, tmp_path / "b", chip="sm_90a")
    [ptx] = build.ptx
    text = ptx.read_text()
    assert text.count(convert) >= 4 * 6 and "ld.global.v2.b32" in text and "ld.global.v4" not in text
    assert "cvt.f32.f16" not in text or weight == "f16"
    rows = ptxlint.lint([ptx], ("sm_90a",))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)
    assert build.cubins, "ptxas assembled it"
