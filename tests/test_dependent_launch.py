"""Programmatic dependent launch (pipeline/passes/dependent_launch.py, launcher/cuda.py `early`).

Structure (no GPU): on sm_90 every kernel waits (griddepcontrol.wait) before it reads anything an
earlier kernel wrote or writes anything; v7's GEMV keeps its wait after the first loads of B only
when B is a buffer nothing in the program writes (a weight), and moves it to the entry when B is
computed or written by the program; the manifest flags `pdl` (launch early) only a kernel that
kept such a wait; below sm_90 no kernel has one.
On a GPU: those programs, launched early (the default) and plainly (GPT2_MLIR_PDL's switch), give
the same bits, and agree with float64 NumPy.
"""
from __future__ import annotations

import json
import math
import re

import numpy as np
import pytest

from conftest import gpu_tests_build, run_poisoned

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from pipeline.pipelines import gpu_stage_file  # noqa: E402

F32 = np.float32
BUILD = gpu_tests_build("dependent-launch")


def weights(x, w, b):          # B a weight: its first rows load before the wait
    return x[:1] @ w + b


def computed(x, w, b):         # B made by an earlier kernel: wait first
    return x[:1] @ (w * 2.0) + b


def written(x, w, b, rows):    # B an argument the program writes (a cache): wait first
    w[1:2, :] = rows
    return x[:1] @ w + b


PROGRAMS = {"weights": weights, "computed": computed, "written": written}


def _args(name, rng):
    x, w, b = (rng.standard_normal(s).astype(F32) for s in ((3, 96), (96, 64), (64,)))
    return (x, w, b, rng.standard_normal((1, 64)).astype(F32)) if name == "written" else (x, w, b)


def _build(name, chip, toolkit_dir):
    args = _args(name, np.random.default_rng(7))
    return jit(PROGRAMS[name], name=f"pdl_{name}").compile(
        *args, target="gpu", build_dir=BUILD / f"{name}-{chip}", chip=chip, verbose=False), args


@pytest.fixture(scope="module")
def built(toolkit):
    return {(name, chip): _build(name, chip, toolkit) for name in PROGRAMS for chip in ("sm_90", "sm_75")}


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
        if name == "weights":
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


@pytest.mark.gpu
@pytest.mark.parametrize("name", list(PROGRAMS))
def test_early_and_plain_launches_agree_with_float64(built, name, monkeypatch):
    from launcher import gpu_run
    from launcher.cuda import NoGpuError, compute_capability, device
    try:
        device()
    except NoGpuError as e:
        pytest.skip(str(e))
    if compute_capability() < (9, 0):
        pytest.skip("PTX built for sm_90")
    program, args = built[(name, "sm_90")]
    early = run_poisoned(program, [a.copy() for a in args])
    monkeypatch.setattr(gpu_run, "PDL", False)
    plain = run_poisoned(program, [a.copy() for a in args])
    x, w, b = (a.astype(np.float64) for a in args[:3])
    if name == "computed":
        w = w * 2.0
    if name == "written":
        w[1:2, :] = args[3]
    want = x[:1] @ w + b
    for got in (early[0], plain[0]):
        err = np.max(np.abs(got - want)) / np.max(np.abs(want))
        assert err < 8 * math.sqrt(96) * 2.0 ** -24 + 1e-6, (name, err)
    assert (early[0].view(np.uint32) == plain[0].view(np.uint32)).all()
