"""The six example programs compiled for the CPU: agreement with NumPy, and what each stage did.

Tolerance: relative error max|got - ref| / max|ref| < 1e-5 (conftest.RTOL), same dtype as NumPy.
"""
from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

from conftest import check_close, nonzero
from examples.programs import PROGRAMS
from frontend import jit

REPO = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.usefixtures("module_build_dir")


@pytest.fixture(scope="module")
def built(module_build_dir):
    """Each example compiled once on its own inputs: name -> (program, inputs)."""
    rng = np.random.default_rng(7)
    out = {}
    for name, ex in PROGRAMS.items():
        args = ex.make_inputs(rng)
        out[name] = (jit(ex.fn, name=name).compile(*args, verbose=False, **ex.static), args)
    return out


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_example_matches_numpy(name, built):
    ex = PROGRAMS[name]
    _, args = built[name]
    got = jit(ex.fn, name=name)(*args, **ex.static)  # finds the build on disk
    check_close(got, ex.fn(*args, **ex.static), what=name)


# Other shapes: sizes of 1, odd sizes, and rows longer than one row of the defaults.
OTHER_INPUTS = {
    "gelu": lambda r: (nonzero(r, 1, 7),),
    "softmax": lambda r: (r.standard_normal((5, 129), dtype=np.float32) * 3,),
    "layernorm": lambda r: (r.standard_normal((3, 200), dtype=np.float32) + 2, nonzero(r, 200), nonzero(r, 200)),
    "matmul": lambda r: (nonzero(r, 17, 3), nonzero(r, 3, 65)),
    "gather": lambda r: (nonzero(r, 50, 8), r.integers(-50, 50, 31), nonzero(r, 31, 8)),
    "attention": lambda r: (r.standard_normal((7, 3 * 20), dtype=np.float32),),
}
OTHER_STATIC = {"attention": {"n_head": 2}}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_example_on_other_shapes(name):
    ex = PROGRAMS[name]
    args = OTHER_INPUTS[name](np.random.default_rng(11))
    static = OTHER_STATIC.get(name, ex.static)
    check_close(jit(ex.fn, name=name)(*args, **static), ex.fn(*args, **static), what=name)


def _body(path: Path) -> str:
    """A stage file without its first line (the command that made it)."""
    return path.read_text().split("\n", 1)[1]


def _count(pattern: str, path: Path) -> int:
    return len(re.findall(pattern, _body(path)))


@pytest.mark.parametrize("name", ["gelu", "softmax", "layernorm", "attention"])
def test_fusion_reduces_generics(name, built):
    d = built[name][0].build_dir
    before, after = _count(r"linalg\.generic", d / "00-traced.mlir"), _count(r"linalg\.generic", d / "01-fused.mlir")
    assert after < before, f"{name}: {before} linalg.generic before fusion, {after} after"


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_matmuls_stay_named_until_the_blas_rewrite(name, built):
    d = built[name][0].build_dir
    for op in (r"linalg\.matmul\b", r"linalg\.batch_matmul\b"):
        counts = [_count(op, d / f) for f in ("00-traced.mlir", "01-fused.mlir", "02-bufferized.mlir")]
        assert counts[0] == counts[1] == counts[2], f"{name}: {op} counts {counts} in 00/01/02"
    named = _count(r"linalg\.(batch_)?matmul\b", d / "00-traced.mlir")
    assert named == {"matmul": 1, "attention": 2}.get(name, 0)
    assert _count(r"call @blas_matmul_\dd_f32", d / "03-blas.mlir") == named  # every f32 matmul goes to BLAS
    assert _count(r"linalg\.(batch_)?matmul\b", d / "03-blas.mlir") == 0


@pytest.mark.parametrize("name", ["attention", "gather"])
def test_stage_files_replay(name, built):
    """Each stage file starts with the command that made it; running it again gives the same body."""
    d = built[name][0].build_dir
    files = sorted(p for p in d.iterdir() if p.suffix in (".mlir", ".ll"))
    assert [p.name[:2] for p in files] == ["00", "01", "02", "03", "04", "05", "06", "07"]
    originals = {p: p.read_text() for p in files}
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    try:
        for path in files[1:]:  # 00-traced.mlir is the trace itself
            first = originals[path].split("\n", 1)[0]
            mark = "//" if path.suffix == ".mlir" else ";"
            assert first.startswith(mark + " "), f"{path.name}: first line {first!r}"
            command = first[len(mark) + 1:]
            assert str(path) in command, f"{path.name}: {command}"
            proc = subprocess.run(command, shell=True, cwd=REPO, env=env, capture_output=True, text=True)
            assert proc.returncode == 0, f"{path.name}: {command}\n{proc.stderr}"
            again = path.read_text()
            if again.startswith(first + "\n"):  # a Python stage stamps its output again
                again = again[len(first) + 1:]
            assert again == _body_of(originals[path]), f"{path.name}: re-running its command changed it"
    finally:
        for path, text in originals.items():
            path.write_text(text)


def _body_of(text: str) -> str:
    return text.split("\n", 1)[1]
