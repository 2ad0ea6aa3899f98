"""Programmatic dependent launch (pipeline/passes/dependent_launch.py, launcher/cuda.py `early`).

Structure (no GPU): on sm_90 every kernel waits (griddepcontrol.wait) before it reads anything an
earlier kernel wrote or writes anything; v7's GEMV keeps its wait after the first loads of B only
when B is a buffer nothing in the program writes (a weight), and moves it to the entry when B is
computed or written by the program; the manifest flags `pdl` (launch early) only a kernel that
kept such a wait; such a kernel's later loads of weights (the bias in its epilogue) move ahead
of its wait, its loads of what the kernel before writes stay after it; below sm_90 no kernel has one. The v9/v11/v12 tensor-core matmuls likewise copy
their first K tiles of B (cp.async) before the wait when B is a weight, and A, which the kernel
before writes, only after it. The same programs run on a GPU in tests/test_dependent_launch_gpu.py.
"""
from __future__ import annotations

import json
import re

import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from pipeline.pipelines import gpu_stage_file  # noqa: E402

from test_dependent_launch_gpu import PROGRAMS, build_gemv  # noqa: E402


@pytest.fixture(scope="module")
def built(toolkit):
    return {(name, chip): build_gemv(name, chip) for name in PROGRAMS for chip in ("sm_90", "sm_75")}


def _gemv_ptx(program) -> str:
    (ptx,) = (program.build_dir / "kernels").glob("matvec_cols_vec4*.ptx")
    return ptx.read_text()


def _launches(program) -> list[dict]:
    return [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]


def _loads_before_wait(ptx: str) -> list[int]:
    """Global loads ahead of the first griddepcontrol.wait on each path into it: the count of
    ld.global lines in the text before each wait (the template's two load paths each have one)."""
    counts, seen = [], 0
    for line in ptx.splitlines():
        if "ld.global" in line:
            seen += 1
        elif "griddepcontrol.wait" in line:
            counts.append(seen)
            seen = 0
    return counts


def test_every_kernel_waits_on_sm_90_and_only_a_prefetching_one_starts_early(built):
    for name in PROGRAMS:
        program, _ = built[(name, "sm_90")]
        launches = _launches(program)
        for ptx in (program.build_dir / "kernels").glob("*.ptx"):
            text = ptx.read_text()
            assert "griddepcontrol.wait" in text and "griddepcontrol.launch_dependents" in text, ptx
        # Early: the GEMV over a weight, which loads W's first rows before its wait; a kernel that
        # waits at its entry is launched plainly (pipeline/passes/dependent_launch.py).
        early = [s["kernel"] for s in launches if s.get("pdl")]
        if name in ("weights", "scaled"):
            assert early and all(k.startswith("matvec_cols_vec4") for k in early), launches
        else:
            assert launches and not early, (name, launches)


def test_a_weight_gemv_loads_its_weights_before_the_wait(built):
    program, _ = built[("weights", "sm_90")]
    counts = _loads_before_wait(_gemv_ptx(program))
    # Both paths (16-byte and 4-byte loads) issue their first rows of W before waiting.
    assert len(counts) == 2 and all(c > 0 for c in counts), counts
    stage = (program.build_dir / gpu_stage_file("dependent-launch")).read_text()
    assert "gpt2.after_prefetch" in stage


@pytest.mark.parametrize("name", ["computed", "written"])
def test_a_gemv_whose_matrix_the_program_writes_waits_first(built, name):
    program, _ = built[(name, "sm_90")]
    ptx = _gemv_ptx(program)
    first_wait = ptx.index("griddepcontrol.wait")
    assert "ld.global" not in ptx[:first_wait], f"{name}: a load before the wait"
    assert ptx.count("griddepcontrol.wait") == 1
    assert "gpt2.after_prefetch" not in (program.build_dir / gpu_stage_file("dependent-launch")).read_text()


def test_below_sm_90_no_kernel_waits(built):
    for name in PROGRAMS:
        program, _ = built[(name, "sm_75")]
        assert not any("pdl" in s for s in _launches(program))
        for ptx in (program.build_dir / "kernels").glob("*.ptx"):
            assert "griddepcontrol" not in ptx.read_text(), ptx
        assert not re.search(r"nvvm\.griddepcontrol", (program.build_dir / gpu_stage_file("dependent-launch")).read_text())


def _gemv_loads(program) -> list[tuple[str, bool]]:
    """Each load of a kernel parameter in the GEMV's kernel (stage dependent-launch): the
    parameter's type, and whether the load comes ahead of the kernel's first wait."""
    from mlir import ir
    from pipeline.irutil import buffer_root, nested_ops
    from pipeline.passes.dependent_launch import _is_grid_dep
    text = (program.build_dir / gpu_stage_file("dependent-launch")).read_text()
    with ir.Context():
        module = ir.Module.parse(text)
        (func,) = [op for op in nested_ops(module.operation) if op.name == "gpu.func"
                   and ir.StringAttr(op.attributes["sym_name"]).value.startswith("matvec_cols_vec4")]
        entry, ops = func.regions[0].blocks[0], nested_ops(func)
        wait = next(k for k, op in enumerate(ops) if _is_grid_dep(op, "wait"))
        out = []
        for k, op in enumerate(ops):
            if op.name in ("memref.load", "vector.load"):
                root = buffer_root(op.operands[0])
                if isinstance(root.owner, ir.Block) and root.owner == entry:
                    out.append((str(root.type), k < wait))
        return out


def test_weight_loads_after_the_prefetch_move_ahead_of_the_wait(built):
    """dependent-launch moves an early kernel's later loads of weights (here the bias, loaded in the
    epilogue by the lane that stores) ahead of its wait; A, which the kernel before writes, stays
    after it; in a kernel that waits at its entry nothing moves."""
    loads = _gemv_loads(built[("scaled", "sm_90")][0])
    bias = [ahead for t, ahead in loads if t == "memref<60xf32>"]
    a = [ahead for t, ahead in loads if t.endswith("x96xf32>")]
    w = [ahead for t, ahead in loads if t == "memref<96x60xf32>"]
    assert bias and all(bias), loads
    assert a and not any(a), loads
    assert any(w), loads
    assert not any(ahead for _, ahead in _gemv_loads(built[("computed", "sm_90")][0]))


def _hoisted(body: str, params: str) -> tuple[list[str], list[str]]:
    """Run the pass's weight-load move on one small kernel (parameter 0 read-only, its wait marked):
    for the loads of %w ahead of the wait and after it, the op that makes each one's index."""
    from mlir import ir
    from pipeline.irutil import buffer_root, nested_ops
    from pipeline.passes import dependent_launch as dl
    src = f"""module attributes {{gpu.container_module}} {{ gpu.module @m {{
      gpu.func @k({params}) kernel {{
        %c0 = arith.constant 0 : index
        %t = gpu.thread_id x
        %b = gpu.block_id x
        %first = memref.load %w[%c0] : memref<100xf32>
        nvvm.griddepcontrol wait {{gpt2.after_prefetch}}
        {body}
        gpu.return
      }} }} }}"""
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(src)
        func = next(op for op in nested_ops(module.operation) if op.name == "gpu.func")
        entry = func.regions[0].blocks[0]
        marks = [op for op in nested_ops(func) if dl._is_grid_dep(op, "wait")]
        dl._hoist_weight_loads(func, marks, entry, lambda i: i == 0, 2)
        assert module.operation.verify()
        ops = nested_ops(func)
        wait = next(k for k, op in enumerate(ops) if dl._is_grid_dep(op, "wait"))
        w = entry.arguments[0]
        # each load of %w (or of a view of it) but the first (%first, ahead from the start), with the
        # op that makes its index
        def maker(op):
            owner = op.operands[1].owner if len(op.operands) > 1 else None
            return None if owner is None or isinstance(owner, ir.Block) else owner.name
        loads = [(k, maker(op)) for k, op in enumerate(ops)
                 if op.name in ("memref.load", "vector.load") and buffer_root(op.operands[0]) == w][1:]
        return [i for k, i in loads if k < wait], [i for k, i in loads if k > wait]


W_OUT = "%w: memref<100xf32>, %out: memref<4xf32>"
GUARD = "%c60 = arith.constant 60 : index\n %ok = arith.cmpi ult, %t, %c60 : index\n"


def test_a_guarded_weight_load_moves_ahead_clamped():
    ahead, after = _hoisted(GUARD + "scf.if %ok { %x = memref.load %w[%t] : memref<100xf32>\n"
                            "memref.store %x, %out[%c0] : memref<4xf32> }", W_OUT)
    assert ahead == ["arith.select"] and not after, (ahead, after)  # moved, its index clamped


@pytest.mark.parametrize("case, body, params", [
    ("through a view at a block's offset (its offset would not be clamped)",
     GUARD + "scf.if %ok { %c10 = arith.constant 10 : index\n %off = arith.muli %b, %c10 : index\n"
     "%sv = memref.subview %w[%off][10][1] : memref<100xf32> to memref<10xf32, strided<[1], offset: ?>>\n"
     "%x = memref.load %sv[%c0] : memref<10xf32, strided<[1], offset: ?>>\n"
     "memref.store %x, %out[%c0] : memref<4xf32> }", W_OUT),
    ("an index that may be poison (a shift)",
     GUARD + "scf.if %ok { %s = arith.shli %c60, %t : index\n %x = memref.load %w[%s] : memref<100xf32>\n"
     "memref.store %x, %out[%c0] : memref<4xf32> }", W_OUT),
    ("a condition known only after the wait (a loaded ticket)",
     "%n = memref.load %out[%c0] : memref<4xf32>\n %z = arith.constant 0.0 : f32\n"
     "%last = arith.cmpf oeq, %n, %z : f32\n scf.if %last { %x = memref.load %w[%t] : memref<100xf32>\n"
     "memref.store %x, %out[%c0] : memref<4xf32> }", W_OUT),
    ("inside a loop",
     "%c1 = arith.constant 1 : index\n %c4 = arith.constant 4 : index\n scf.for %i = %c0 to %c4 step %c1 {\n"
     "%x = memref.load %w[%i] : memref<100xf32>\n memref.store %x, %out[%i] : memref<4xf32> }", W_OUT),
])
def test_a_weight_load_that_cannot_move_safely_stays(case, body, params):
    ahead, after = _hoisted(body, params)
    assert not ahead and len(after) == 1, (case, ahead, after)


def _ops_before_wait(body: str) -> list:
    """The ops of a small kernel over %k (a buffer the kernel before may write) ahead of its wait."""
    from mlir import ir
    from pipeline.irutil import nested_ops
    from pipeline.passes import dependent_launch as dl
    t = "memref<?x?xf32, strided<[?, ?], offset: ?>>"
    src = f"""module attributes {{gpu.container_module}} {{ gpu.module @m {{
      gpu.func @k(%k: {t}) kernel {{
        %c0 = arith.constant 0 : index
        %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %k : {t} -> memref<f32>, index, index, index, index, index
        %p = memref.extract_aligned_pointer_as_index %b : memref<f32> -> index
        %c4 = arith.constant 4 : index
        %o = arith.muli %off, %c4 : index
        %a = arith.addi %p, %o : index
        %a64 = arith.index_cast %a : index to i64
        {body}
        nvvm.griddepcontrol wait {{gpt2.after_prefetch}}
        gpu.return
      }} }} }}"""
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(src)
        func = next(op for op in nested_ops(module.operation) if op.name == "gpu.func")
        mark = next(op for op in nested_ops(func) if dl._is_grid_dep(op, "wait"))
        return [(op.name, dl._no_contents(op)) for op in dl._before(mark, func)
                if op.name.startswith("memref.")]


@pytest.mark.parametrize("body, early", [
    ('llvm.inline_asm has_side_effects asm_dialect = att "prefetch.L2 [$0];", "l" %a64 : (i64) -> ()', True),
    ("%g = llvm.inttoptr %a64 : i64 to !llvm.ptr\n %g1 = llvm.addrspacecast %g : !llvm.ptr to !llvm.ptr<1>\n"
     " nvvm.prefetch level = L2, %g1 : !llvm.ptr<1>", True),
    # a load through the pointer reads the buffer: not before the wait
    ("%g = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>\n %x = llvm.load %g : !llvm.ptr<1> -> f32", False),
    ('%x = llvm.inline_asm has_side_effects asm_dialect = att "ld.global.f32 $0, [$1];", "=f,l" %a64 : (i64) -> f32',
     False),
    ('llvm.inline_asm has_side_effects asm_dialect = att "prefetch.L2 [$0]; ld.global.f32 %f1, [$0];", "l" %a64 '
     ": (i64) -> ()", False),
], ids=["inline-prefetch", "nvvm-prefetch", "llvm-load", "inline-load", "prefetch-and-load"])
def test_only_a_prefetch_may_take_a_written_buffers_address_before_the_wait(body, early):
    """The attention kernels ask the L2 for their first rows of K and V before their wait: their
    pointers to K and V (which the kernel before writes) reach only prefetches, so they stay early;
    the same pointer reaching a load (llvm.load, inline PTX) would read K early: the wait moves up."""
    ops = _ops_before_wait(body)
    assert [name for name, _ in ops] == ["memref.extract_strided_metadata", "memref.extract_aligned_pointer_as_index"]
    assert all(ok == early for _, ok in ops), ops
