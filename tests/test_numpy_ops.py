"""The NumPy ops of issue 21 (tests/numpy_groups.py) against NumPy itself: on the CPU (every group,
several seeds, one compile per group), built for the GPU (PTX, no GPU needed), and run on a GPU
(`-m gpu`; skipped cleanly without one).

A GPU machine has no MLIR, so prebuild where MLIR is installed and carry build/ there:
    GPT2_MLIR_PREBUILD=1 python -m pytest -m gpu tests/test_numpy_ops.py   # builds, then skips
    python -m pytest -m gpu tests/test_numpy_ops.py                        # on the GPU machine
"""
from __future__ import annotations

import os
import re
import warnings
from pathlib import Path

import numpy as np
import pytest

from conftest import check_close, gpu_tests_build
from frontend import TraceError, UnsupportedOperation, jit
from numpy_groups import GROUPS, SEEDS, TOL
from pipeline import ptxlint

ROOT = Path(__file__).resolve().parents[1]
BUILD = gpu_tests_build()  # build/tests-gpu only for a GPU machine
PREBUILD = bool(os.environ.get("GPT2_MLIR_PREBUILD"))


def _numpy(fn, args):
    with warnings.catch_warnings(), np.errstate(all="ignore"):  # log of negatives, 1 / 0: on purpose
        warnings.simplefilter("ignore")
        return fn(*[a.copy() for a in args])


def _compare(name, got, want, what=""):
    assert list(got) == list(want), f"{name}: keys (in the function's order) differ"
    for key in want:
        check_close(np.asarray(got[key]), want[key], TOL[name], what=f"{name}{what}: {key}")


@pytest.fixture(scope="module")
def cpu_programs(tmp_path_factory):
    root = tmp_path_factory.mktemp("numpy-ops")
    return {name: (jit(fn, name=f"numpy_{name}"), root / name) for name, (fn, _) in GROUPS.items()}


@pytest.mark.parametrize("name", GROUPS)
def test_group_agrees_with_numpy_on_the_cpu(cpu_programs, name):
    fn, make = GROUPS[name]
    f, build_dir = cpu_programs[name]
    for seed in SEEDS:  # one program, new data each time
        args = make(np.random.default_rng(seed))
        _compare(name, f(*args, target="cpu", build_dir=build_dir), _numpy(fn, args), f" (seed {seed})")
    assert len(f._programs) == 1


@pytest.mark.parametrize("name", GROUPS)
def test_group_builds_for_the_gpu(tmp_path, name):
    """Every op's kernels compile to PTX for sm_90 (the H200's), and the host side only launches."""
    pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")
    fn, make = GROUPS[name]
    program = jit(fn, name=f"numpy_{name}").compile(*make(np.random.default_rng(0)), target="gpu", chip="sm_90",
                                                    build_dir=tmp_path / name, verbose=False)
    kernels = sorted((program.build_dir / "kernels").glob("*.ptx"))
    rows = ptxlint.lint(kernels, ("sm_90",))  # ptxas assembles each one
    assert kernels and len(rows) >= len(kernels)
    assert all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)
    outlined = sorted(program.build_dir.glob("*-outline*.mlir"))[-1].read_text()  # the kernels outlined
    start = outlined.index("func.func @main")
    end = re.compile(r"\n  \}( loc\(#loc\d*\))?\n").search(outlined, start).start()  # (a location may follow the })
    host = outlined[start:end]  # main's body (the kernels follow it)
    assert "scf.for" not in host and "scf.while" not in host, "a serial loop left on the host"
    if name == "einsum":  # the contractions run on the matmul kernels
        traced = (program.build_dir / "00-traced.mlir").read_text()
        # 16 two-operand contractions and 3 dots, some of them equal (value numbering keeps one of each);
        # no linalg.generic does a contraction
        assert traced.count("linalg.matmul ") + traced.count("linalg.batch_matmul ") >= 10
        assert "arith.mulf" not in "".join(g for g in traced.split("linalg.generic")[1:] if '"reduction"' in g.split("\n")[0])
        assert any(k.stem.startswith(("matmul_", "matvec_")) for k in kernels)


def test_sort_is_a_permutation_of_the_bits(build_dir, rng):
    """Each step of the sorting network swaps a pair or leaves it: 0.0 and -0.0 (equal, yet two bit
    patterns) come out as many as went in. (NumPy's own vectorized sort may not keep them: its
    min/max instructions pick either zero, so NumPy is no reference here.)"""
    for n in (2, 5, 13, 21, 64):
        z = (rng.choice([-1.0, 1.0], n) * rng.choice([0.0, 0.0, 1.5, np.nan], n)).astype(np.float32)
        got = jit(lambda z: np.sort(z), name="sort_bits")(z, target="cpu")
        np.testing.assert_array_equal(np.sort(got.view(np.int32)), np.sort(z.view(np.int32)))


def test_quantiles_of_an_empty_q_list(build_dir, rng):
    x = rng.standard_normal((3, 5)).astype(np.float32)
    got = jit(lambda x: np.quantile(x, [], axis=1), name="no_quantiles")(x, target="cpu")
    assert got.shape == (0, 3) and got.dtype == np.float64


def test_cumsum_is_a_parallel_scan():
    """ceil(log2 n) parallel steps, each reading the value 2**s places back; no loop over the axis."""
    text = jit(lambda x: np.cumsum(x, axis=-1)).trace(np.ones((3, 37), np.float32)).text
    assert text.count("linalg.generic") == 6 and "scf." not in text
    assert all(f"arith.constant {1 << s} : index" in text for s in range(6))


@pytest.mark.gpu
@pytest.mark.parametrize("name", GROUPS)
def test_group_agrees_with_numpy_on_the_gpu(name):
    if not PREBUILD:  # without a GPU, skip before compiling: CI has no time to spend on it
        from launcher.cuda import NoGpuError, device
        try:
            device()
        except NoGpuError as e:
            pytest.skip(str(e))
    fn, make = GROUPS[name]
    f = jit(fn, name=f"numpy_{name}")
    args = make(np.random.default_rng(SEEDS[0]))
    f.compile(*args, target="gpu", chip="sm_90", build_dir=BUILD / "gpu" / f"numpy_{name}", verbose=False)
    if PREBUILD:
        pytest.skip("prebuilt for the GPU machine")
    for seed in SEEDS:
        args = make(np.random.default_rng(seed))
        got = f(*args, target="gpu", chip="sm_90", build_dir=BUILD / "gpu" / f"numpy_{name}")
        got = {k: np.array(v) for k, v in got.items()}  # (copies: results live in the program's managed memory)
        _compare(name, got, _numpy(fn, args), f" on the GPU (seed {seed})")


# -- what stays refused: one line naming the operation, then the user's source line ------------------

@pytest.mark.parametrize("fn, message", [
    (lambda x: np.max(x, where=x > 0), "np.max with where= needs initial="),
    (lambda x: x + x[0, :2], "operands could not be broadcast together with shapes (3, 3) (2,)"),
    (lambda x: np.select([x > 0], [x[:2]]), "operands could not be broadcast together with shapes (3, 3) (2, 3)"),
    (lambda x: np.searchsorted(x, x), "np.searchsorted: a must be 1-D (got shape (3, 3))"),
    (lambda x: np.convolve(x, x[0]), "np.convolve: both operands must be non-empty 1-D arrays"),
    (lambda x: np.sort(x, order="a"), "np.sort with order= is not supported by the tracer"),
    (lambda x: np.partition(x, 3), "np.partition: kth 3 is out of bounds for an axis of size 3"),
    (lambda x: np.cross(x[:, :2], x[:, 1:]), "np.cross of 2-element vectors is not supported by the tracer"),
    (lambda x: np.percentile(x, 101), "np.percentile: q must lie in [0, 100]"),
    (lambda x: np.quantile(x, 0.5, method="nearest"), "np.quantile with method='nearest' is not supported"),
    (lambda x: np.linalg.inv(x), "np.linalg.inv is not supported by the tracer"),
    (lambda x: np.einsum(x, [0, 1]), "np.einsum in the interleaved (operand, sublist) form is not supported"),
    (lambda x: np.einsum("ij,jk->ik", x), "np.einsum: 'ij,jk->ik' names 2 operands but 1 were given"),
    (lambda x: np.einsum("..j,jk", x, x), "np.einsum: '..j,jk' has a '.' outside an ellipsis (...)"),
    (lambda x: np.einsum("ij,jk->iq", x, x), "np.einsum: output letters ['q'] appear in no operand"),
    (lambda x: np.repeat(x, [1, 2], axis=0), "np.repeat: 2 repeats for an axis of size 3"),
    (lambda x: np.squeeze(x, axis=0), "np.squeeze: axis 0 has size 3, not 1"),
    (lambda x: np.linalg.norm(x, ord="nuc"), "np.linalg.norm with ord='nuc' for a matrix is not supported"),
    (lambda x: np.linalg.norm(x, ord=2), "np.linalg.norm with ord=2 for a matrix is not supported"),  # (spectral)
    (lambda x: np.linalg.norm(x[0], ord="fro"), "np.linalg.norm: invalid norm order 'fro' for vectors"),
    (lambda x: np.add.reduceat(x, [0, 1]), "np.add.reduceat is not supported"),
    (lambda x: np.subtract.reduce(x), "np.subtract.reduce is not supported by the tracer (reduce with add, multiply"),
    (lambda x: np.take_along_axis(x, np.zeros(3, np.int64), axis=0), "np.take_along_axis: indices of rank 1 for an array of rank 2"),
    (lambda x: np.reciprocal(x.astype(np.int32)), "np.reciprocal on int32 is not supported by the tracer (NumPy's integer reciprocal"),
    (lambda x: np.roll(x, 1, axis=3), "axis 3 is out of bounds for a tensor of rank 2"),
    (lambda x: np.argmax(x, axis=2), "axis 2 is out of bounds for a tensor of rank 2"),
    (lambda x: np.tril(x[0]), "np.tril needs at least 2 dimensions"),
    (lambda x: np.isnan(x.astype(np.int32)), "np.isnan on int32 is not supported"),
])
def test_unsupported_uses_are_refused_in_one_line(fn, message):
    with pytest.raises(TraceError) as info:
        jit(fn).trace(np.ones((3, 3), np.float32))
    first, where = str(info.value).split("\n")
    assert message in first
    assert "test_numpy_ops.py" in where


def test_assignment_rules_on_computed_arrays():
    x = np.ones((4, 3), np.float32)
    with pytest.raises(UnsupportedOperation, match=r"assignment through a multi-dimensional or tuple array index"):
        jit(lambda x, i: _set(x * 2, i, 1.0)).trace(x, np.array([[0, 2]]))
    with pytest.raises(UnsupportedOperation, match=r"assignment through a multi-dimensional or tuple array index"):
        jit(lambda x, i: _set(x * 2, (i, 1), 1.0)).trace(x, np.array([0, 2]))
    with pytest.raises(UnsupportedOperation, match=r"assignment of an array through a bool mask"):
        jit(lambda x: _set(x * 2, x > 0, x)).trace(x)
    with pytest.raises(TraceError, match=r"cannot assign a value of shape \(2,\) to a slice of shape \(4, 3\)"):
        jit(lambda x: _set(x * 2, slice(None), np.ones(2, np.float32))).trace(x)
    # an argument keeps its rules: no steps, no scalars
    with pytest.raises(UnsupportedOperation, match=r"assigning a scalar"):
        jit(lambda x: _set(x, 0, 1.0)).trace(x)


def test_equal_ops_give_separate_objects_that_update_alone(rng):
    def f(x):
        a, b = x * 2, x * 2  # one value (value numbering), two arrays
        a[0] = 0.0
        c = x * 2  # after a's update: still x * 2
        return a, b, c
    x = rng.standard_normal((3, 4)).astype(np.float32) + 3
    got = jit(f)(x)
    for g, w in zip(got, f(x)):
        check_close(g, w)


def _set(x, index, value):
    x[index] = value
    return x


# -- every float ufunc on special values, from the dispatch table (a new ufunc cannot skip it) -----------------

SPECIAL = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0, 1.5, -2.0, 0.5], np.float32)
# NumPy's maximum/minimum/fmax/fmin of +0 and -0 return whichever operand its loop keeps; ours follow IEEE 754's
# maximum and minimum (+0 > -0). Every other result, NaN and the sign of zero included, is NumPy's.
ZERO_SIGN_FREE = {"maximum", "minimum", "fmax", "fmin"}


def _float_ufuncs() -> dict:
    from frontend import numpy_api
    s = SPECIAL[:2]
    out = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for u in sorted(numpy_api.UFUNCS, key=lambda u: u.__name__):
            if u is np.matmul:
                continue
            try:
                u(s) if u.nin == 1 else u(s, s)
            except TypeError:  # an integer-only ufunc (bitwise, gcd, shifts)
                continue
            out[u.__name__] = u
    return out


def test_every_float_ufunc_on_infinities_nan_and_signed_zeros():
    """Each ufunc of frontend/numpy_api.py's table that takes floats, on every pair of +-inf, NaN, +-0 and
    ordinary values in each operand position, against NumPy: the values, where NaN is, and the sign of 0."""
    ufuncs = _float_ufuncs()
    assert len(ufuncs) >= 60, sorted(ufuncs)
    s, t = (a.copy() for a in np.meshgrid(SPECIAL, SPECIAL))

    def every(s, t):
        return {name: (u(s) if u.nin == 1 else u(s, t)) for name, u in ufuncs.items()}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        want = every(s, t)
    got = jit(every, name="specials_every_ufunc")(s, t)
    wrong = []
    for name, w in want.items():
        for w1, g1 in zip(w if isinstance(w, tuple) else (w,), got[name] if isinstance(w, tuple) else (got[name],)):
            w1, g1 = np.asarray(w1), np.asarray(g1)
            if w1.dtype != g1.dtype or w1.shape != g1.shape:
                wrong.append(f"{name}: {g1.dtype}{g1.shape} for NumPy's {w1.dtype}{w1.shape}")
                continue
            if w1.dtype.kind != "f":
                if not np.array_equal(w1, g1):
                    wrong.append(f"{name}: {int((w1 != g1).sum())} results differ")
                continue
            with np.errstate(invalid="ignore"):
                close = (w1 == g1) | (np.abs(w1.astype(np.float64) - g1) <= 1e-5 * np.abs(w1))
            ok = np.where(np.isnan(w1), np.isnan(g1), close)
            signs = (np.signbit(w1) == np.signbit(g1)) | np.isnan(w1) | ((w1 == 0) & (name in ZERO_SIGN_FREE))
            if not (ok & signs).all():
                i = np.argwhere(~(ok & signs))[0]
                wrong.append(f"{name}({s[tuple(i)]}, {t[tuple(i)]}) = {g1[tuple(i)]}, NumPy {w1[tuple(i)]}")
    assert not wrong, wrong
