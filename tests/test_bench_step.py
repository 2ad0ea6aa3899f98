"""gpt2/bench_step.py's pieces without a GPU: a program's launches grouped by (kernel, grid, block),
and GpuProgram.leaving_out, which takes launch steps out of the manifest for the calls inside it and
puts them back (the timing itself needs a GPU: `python -m gpt2.bench_step` there)."""
from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from gpt2.bench_step import format_costs  # noqa: E402
from launcher.gpu_run import GpuProgram  # noqa: E402


def two_products(x, w1, w2, w3):  # three GEMVs at one row: two alike (same grid), one wider
    return ((x @ w1) @ w2) @ w3


def _program(tmp_path):
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(s).astype(np.float32) for s in ((1, 256), (256, 256), (256, 256), (256, 1024))]
    built = jit(two_products).compile(*args, target="gpu", build_dir=tmp_path / "b", chip="sm_90", verbose=False)
    return GpuProgram(built.build_dir)


def test_launches_are_grouped_by_kernel_grid_and_block(tmp_path, toolkit):
    program = _program(tmp_path)
    steps = program.manifest["steps"]
    classes = program.launch_classes()
    launches = [n for n, s in enumerate(steps) if s["op"] == "launch"]
    assert sorted(n for ns in classes.values() for n in ns) == launches
    for (kernel, grid, block), ns in classes.items():
        assert all(steps[n]["kernel"].startswith(kernel) and tuple(steps[n]["grid"]) == grid for n in ns)
    assert len(classes) == 2 and sorted(map(len, classes.values())) == [1, 2], classes


def test_leaving_out_takes_launches_out_and_puts_them_back(tmp_path, toolkit):
    program = _program(tmp_path)
    before = list(program.manifest["steps"])
    (pair,) = [ns for ns in program.launch_classes().values() if len(ns) == 2]
    with program.leaving_out(pair):
        inside = program.manifest["steps"]
        assert len(inside) == len(before) - 2 and all(before[n] not in inside for n in pair)
    assert program.manifest["steps"] == before
    alloc = next((n for n, s in enumerate(before) if s["op"] != "launch"), None)
    if alloc is not None:
        with pytest.raises(ValueError, match="only launch steps"):
            with program.leaving_out([alloc]):
                pass
        assert program.manifest["steps"] == before


def test_the_table_names_each_class_and_its_cost():
    text = format_costs("m", 0.3, [("k_a", (96, 1, 1), (1024, 1, 1), 24, 0.24), ("k_b", (1, 12, 1), (512, 1, 1), 12, 0.28)])
    lines = text.splitlines()
    assert "0.3000 ms" in lines[0]
    assert lines[2].split()[:3] == ["0.0600", "2.5", "24"] and lines[3].split()[:3] == ["0.0200", "1.7", "12"]


def test_an_unknown_model_is_one_line_not_a_traceback(monkeypatch, capsys):
    import launcher.cuda
    from gpt2 import bench_step
    monkeypatch.setattr(launcher.cuda, "device", lambda: None)  # as if there were a GPU
    assert bench_step.main(["--model", "no-such-model"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("bench_step: unknown model 'no-such-model'") and "\n" not in err
