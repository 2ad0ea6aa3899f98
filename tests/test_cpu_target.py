"""Traced NumPy compiled for the CPU agrees with NumPy itself.

Tolerance: relative error max|got - ref| / max|ref| < RTOL = 1e-5 (conftest.py), result dtype
equal to NumPy's. Data are random and never zero; sizes are deliberately not multiples of 16.
To keep the suite fast, one traced function returns many results (a dict), so one compile
checks many operations; each result is compared on its own.
"""
from __future__ import annotations

from collections import namedtuple

import numpy as np
import pytest

from conftest import check_close, nonzero
from frontend import jit

F32 = np.float32
pytestmark = pytest.mark.usefixtures("module_build_dir")


def run_and_compare(fn, *args, tol=None, **static):
    got = jit(fn)(*args, target="cpu", **static)
    ref = fn(*args, **static)
    if isinstance(ref, dict):
        assert set(got) == set(ref)
        for key in ref:
            check_close(got[key], ref[key], *(tol,) if tol else (), what=key)
    else:
        check_close(got, ref, *(tol,) if tol else ())
    return got


# -- elementwise ------------------------------------------------------------------------------------

def scalars(x):
    return {
        "2 - x": 2 - x, "x - 2": x - 2, "x / 3": x / 3, "1 / x": 1 / x, "x ** 2": x ** 2,
        "x ** 3": x ** 3, "abs(x) ** 0.5": abs(x) ** 0.5, "abs(x) ** 1.7": abs(x) ** 1.7,
        "2 ** x": 2.0 ** x, "np.float32(2) * x": np.float32(2) * x, "x * np.float32(2)": x * np.float32(2),
        "x * np.float64(1.5)": x * np.float64(1.5), "np.float64(1.5) + x": np.float64(1.5) + x,
        "0.1 * x": 0.1 * x, "-x": -x, "+x + 1": +x + 1, "abs(x)": abs(x),
    }


@pytest.mark.parametrize("shape", [(37, 50), (5,), (3, 17, 9)])
def test_scalars_on_either_side(shape, rng):
    run_and_compare(scalars, nonzero(rng, *shape))


def math_fns(x, y):
    return {"exp": np.exp(x), "tanh": np.tanh(x), "sqrt": np.sqrt(np.abs(x)), "log": np.log(np.abs(x)),
            "maximum": np.maximum(x, y), "minimum": np.minimum(x, y), "maximum(x, 0)": np.maximum(x, 0),
            "absolute": np.absolute(x), "negative": np.negative(x), "x * y + x / y": x * y + x / y,
            "broadcast row": x + y[0], "broadcast column": x * y[:, :1]}


@pytest.mark.parametrize("shape", [(37, 50), (129, 3)])
def test_math_functions(shape, rng):
    run_and_compare(math_fns, nonzero(rng, *shape), nonzero(rng, *shape))


def promotions(i64, i32, f32, f64):
    return {"i64 + f32": i64 + f32, "f32 * 0.5": f32 * 0.5, "i64 / 3": i64 / 3, "i64 / i64": i64 / (i64 + 100),
            "f32 * np.float64": f32 * np.float64(0.25), "f32 + f64": f32 + f64, "i32 * 3": i32 * 3,
            "i32 + i64": i32 + i64, "i64 ** 2": i64 ** 2, "-i64": -i64, "mean(i32)": i32.mean(axis=0),
            "sum(i32)": i32.sum(axis=1), "max(i64)": i64.max(axis=0), "f32.astype(f64)": f32.astype(np.float64),
            "i64 @ i64": i64 @ i64.T}


def test_dtype_promotion_follows_numpy(rng):
    i64 = rng.integers(1, 50, (7, 5))
    run_and_compare(promotions, i64, i64.astype(np.int32) - 25, nonzero(rng, 7, 5), nonzero(rng, 7, 5, dtype=np.float64))


# -- reductions -------------------------------------------------------------------------------------

def reductions(x):
    out = {}
    axes = [None, 0, -1, 1 % x.ndim] + ([(0, 2), (-1, 0, 1)] if x.ndim == 3 else [])
    for axis in axes:
        for keep in (False, True):
            tag = f"axis={axis}, keepdims={keep}"
            out[f"np.sum {tag}"] = np.sum(x, axis=axis, keepdims=keep)
            out[f"np.mean {tag}"] = np.mean(x, axis=axis, keepdims=keep)
            out[f"np.var {tag}"] = np.var(x, axis=axis, keepdims=keep)
            out[f"np.max {tag}"] = np.max(x, axis=axis, keepdims=keep)
            out[f"np.min {tag}"] = np.min(x, axis=axis, keepdims=keep)
            out[f".sum {tag}"] = x.sum(axis=axis, keepdims=keep)
            out[f".mean {tag}"] = x.mean(axis=axis, keepdims=keep)
            out[f".var {tag}"] = x.var(axis=axis, keepdims=keep)
            out[f".max {tag}"] = x.max(axis=axis, keepdims=keep)
    out["sum positional axis"] = x.sum(0)
    out["max initial"] = np.max(x, axis=-1, initial=1.0)
    out["sum initial"] = x.sum(axis=0, initial=2.5)
    out["var ddof=1"] = x.var(axis=0, ddof=1)
    return out


@pytest.mark.parametrize("shape", [(37, 50), (5, 7, 9), (130,)])
def test_reductions(shape, rng):
    # Magnitudes in [0.5, 2) with random signs: whole-array sums of zero-mean data cancel down to
    # ~sqrt(n), where a sequential float32 sum and NumPy's pairwise one legitimately differ by
    # more than 1e-5 of the (small) result. With mixed signs but a positive mean the sum is
    # well conditioned and the comparison measures the compiler, not the data.
    x = nonzero(rng, *shape) + F32(0.75)
    run_and_compare(reductions, x)


def test_row_reductions_of_zero_mean_data(rng):
    """Per-row reductions (what softmax/layernorm do) on standard normal data."""
    x = rng.standard_normal((37, 50), dtype=F32)
    run_and_compare(lambda x: {"sum": x.sum(-1), "mean": x.mean(-1, keepdims=True), "var": x.var(-1),
                               "max": np.max(x, axis=-1)}, x)


# -- matmul ---------------------------------------------------------------------------------------

def matmuls(a, b, at, w, x, y, v):
    return {"a @ b": a @ b, "np.matmul": np.matmul(a, b), "a.T @ b": at.T @ b,
            "a[:, 1:30:2] @ b[3:]": a[:, 1:30:2] @ b[3:3 + len(range(1, 30, 2))],
            "a @ b.T": a @ a.T, "x @ y.transpose(0,2,1)": x @ y.transpose(0, 2, 1),
            "x @ w (N-D @ 2-D)": x @ w, "4-D @ 4-D": v @ v.transpose(0, 1, 3, 2),
            "a[0] @ b (1-D @ 2-D)": a[0] @ b, "a @ b[:, 0] (2-D @ 1-D)": a @ b[:, 0],
            "a[0] @ a[-1] (1-D @ 1-D)": a[0] @ a[-1], "(a @ b) @ b.T": (a @ b) @ b.T}


@pytest.mark.parametrize("n, k, m", [(37, 50, 29), (1, 33, 17), (20, 31, 1)])
def test_matmuls(n, k, m, rng):
    args = (nonzero(rng, n, k), nonzero(rng, k, m), nonzero(rng, k, n), nonzero(rng, k, 13),
            nonzero(rng, 3, n, k), nonzero(rng, 3, 19, k), nonzero(rng, 2, 3, 5, 7))
    run_and_compare(matmuls, *args)


def test_f64_matmul(rng):
    a, b = nonzero(rng, 21, 35, dtype=np.float64), nonzero(rng, 35, 9, dtype=np.float64)
    run_and_compare(lambda a, b: {"2-D": a @ b, "T": b.T @ a.T, "N-D @ 2-D": a.reshape(3, 7, 35) @ b}, a, b)


# -- shapes, indexing, gathering ------------------------------------------------------------------------

def shapes(x):
    n, d = x.shape
    q, k, v = np.split(x[:, :48], 3, axis=-1)
    return {
        "reshape -1": x.reshape(-1, 2 * d)[:, 1:], "reshape tuple": np.reshape(x, (d, -1)) * 1,
        "reshape flat": x.reshape(-1) + 1, ".T": x.T + 0, "transpose axes": x.reshape(2, n // 2, d).transpose(2, 0, 1) * 1,
        "transpose tuple": x.reshape(2, n // 2, d).transpose((1, 2, 0)) * 1, "np.transpose": np.transpose(x) * 2,
        "np.transpose axes": np.transpose(x.reshape(2, n // 2, d), (0, 2, 1)) * 2,
        "split q": q * 1, "split v": v * 1, "split indices": np.split(x, [3, -5], axis=0)[1] * 1,
        "split sections axis 0": np.split(x, 2)[1] * 1,
        "slice": x[1:30:2, 3:] * 1, "negative slice": x[-5:, :-2] * 1, "int index": x[3] * 1,
        "int index last": x[-1, 2:7] * 1, "int int": x[4, -3] * 1, "newaxis": x[:, None, 3] * x[None, 2:5, 4],
        "np.newaxis": x[np.newaxis] + 0, "ellipsis": x[..., 1] * 1, "range": x[range(5)] * 1,
        "range negative": x[range(-4, 0)] * 1, "range step": x[range(1, 11, 3), 2] * 1,
        "concatenate": np.concatenate([x, x * 2], axis=1), "concatenate axis 0": np.concatenate([x[:3], x[5:9]]),
        "concatenate None": np.concatenate([x[:2], x[:1, :3]], axis=None), "hstack": np.hstack([x, x[:, :2]]),
        "hstack 1-D": np.hstack([x[0], x[1, :5]]), "vstack 1-D": np.vstack([x[0], x[1]]),
        "len": x[: len(x) // 2] * 1, "iterate rows": sum(row for row in x[:4]),
    }


@pytest.mark.parametrize("shape", [(18, 50), (38, 48)])
def test_shapes_and_indexing(shape, rng):
    run_and_compare(shapes, nonzero(rng, *shape))


def gathers(table, ids, small_ids):
    return {"table[ids]": table[ids], "table[ids] 2-D ids": table[ids.reshape(3, -1)],
            "1-D table": table[:, 0][ids], "constant ids": table[[0, -1, 5]],
            "np int array constant": table[np.array([2, -2])], "small ids": table[small_ids] * 2}


@pytest.mark.parametrize("ids_dtype", [np.int64, np.int32])
def test_gather_by_int_array_with_negative_indices(ids_dtype, rng):
    table = nonzero(rng, 100, 24)
    ids = rng.integers(-100, 100, 15).astype(ids_dtype)
    ids[:2] = [-1, -100]
    run_and_compare(gathers, table, ids, np.array([3, -3], ids_dtype))


# -- lifted constants, trees, static arguments, caching -------------------------------------------------

def test_captured_constants_run(rng):
    w = nonzero(rng, 50, 7)
    bias = nonzero(rng, 7)
    mask = np.triu(np.full((7, 7), -np.inf, dtype=F32), k=1)

    def f(x):
        h = x @ w + bias
        return np.maximum(h @ h.T[:, :7] + mask[:, :7], -1e30)

    x = nonzero(rng, 7, 50)
    assert "%const0: tensor<50x7xf32>" in jit(f).trace(x).text
    run_and_compare(f, x)


Params = namedtuple("Params", "w b")


def tree_fn(batch, params, layers, extra):
    x, y = batch
    h = x @ params.w + params.b
    for layer in layers:
        h = h * layer["g"] + layer["b"]
    return {"out": h, "pair": (x + y, [y * extra["s"]]), "named": Params(h.sum(-1), params.b * 2)}


def test_tree_arguments_and_results(rng):
    batch = (nonzero(rng, 5, 6), nonzero(rng, 5, 6))
    params = Params(nonzero(rng, 6, 3), nonzero(rng, 3))
    layers = [{"g": nonzero(rng, 3), "b": nonzero(rng, 3)} for _ in range(2)]
    extra = {"s": nonzero(rng, 6)}
    got = jit(tree_fn)(batch, params, layers, extra)
    ref = tree_fn(batch, params, layers, extra)
    assert isinstance(got["named"], Params) and isinstance(got["pair"], tuple) and isinstance(got["pair"][1], list)
    for g, r in [(got["out"], ref["out"]), (got["pair"][0], ref["pair"][0]), (got["pair"][1][0], ref["pair"][1][0]),
                 (got["named"].w, ref["named"].w), (got["named"].b, ref["named"].b)]:
        check_close(g, r)


def passthrough(x, y):
    z = x * 2
    return {"x": x, "x again": x, "z": z, "z again": z, "y * 2": y * 2, "2 * y": 2 * y,
            "slice": x[1:3], "strided slice": x[:, 1:30:2], "row": x[2], "T": x.T, "reshape": x.reshape(-1)}


def test_results_that_are_inputs_or_repeated(rng):
    x, y = nonzero(rng, 7, 33), nonzero(rng, 4, 5)
    got = run_and_compare(passthrough, x, y)
    assert got["x"] is not got["x again"] and not np.shares_memory(got["x"], got["x again"])
    assert not np.shares_memory(got["z"], got["z again"]) and not np.shares_memory(got["y * 2"], got["2 * y"])
    assert not np.shares_memory(got["x"], x)
    got["x"][0, 0] = 123.0  # results are the caller's own arrays
    assert x[0, 0] != 123.0 and got["x again"][0, 0] != 123.0


def test_zero_dim_arguments_and_results(rng):
    x = nonzero(rng, 6, 5)
    run_and_compare(lambda x, s: {"sum": (x * s).sum(), "scalar": s * 2}, x, np.float32(1.5))


@pytest.fixture
def count_compiles(monkeypatch):
    import pipeline.compile
    calls = []
    real = pipeline.compile.compile_program

    def counting(*args, **kwargs):
        calls.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr(pipeline.compile, "compile_program", counting)
    return calls


def scaled_heads(x, *, n_head):
    return x.reshape(x.shape[0], n_head, -1).transpose(1, 0, 2).sum(axis=-1) * n_head


def test_caching_and_static_arguments(rng, count_compiles, build_dir):
    f = jit(scaled_heads)
    x = nonzero(rng, 5, 12)
    check_close(f(x, n_head=4), scaled_heads(x, n_head=4))
    assert len(count_compiles) == 1
    program = f.compile(x, n_head=4)
    x2 = nonzero(rng, 5, 12)
    check_close(f(x2, n_head=4), scaled_heads(x2, n_head=4))
    assert len(count_compiles) == 1 and f.compile(x, n_head=4) is program  # same shapes: cached program
    check_close(f(x, n_head=3), scaled_heads(x, n_head=3))  # another static value retraces
    assert len(count_compiles) == 2
    f(nonzero(rng, 7, 12), n_head=4)  # another shape recompiles
    assert len(count_compiles) == 3
    # A fresh JitFunction finds the finished build on disk and does not recompile.
    check_close(jit(scaled_heads)(x, n_head=4), scaled_heads(x, n_head=4))
    assert len(count_compiles) == 3


def test_a_changed_compiler_rebuilds(rng, count_compiles, build_dir, monkeypatch):
    """A build on disk made by other pipeline code (another compiler fingerprint) is not reused."""
    import pipeline.compile
    x = nonzero(rng, 5, 12)
    jit(scaled_heads)(x, n_head=4)
    jit(scaled_heads)(x, n_head=4)
    assert len(count_compiles) == 1
    monkeypatch.setattr(pipeline.compile, "compiler_fingerprint", lambda: "another-compiler")
    check_close(jit(scaled_heads)(x, n_head=4), scaled_heads(x, n_head=4))
    assert len(count_compiles) == 2


def test_rebuild_into_the_same_folder_runs_the_new_code(tmp_path, rng):
    """Programs compiled one after the other into one explicit build_dir each run their own code."""
    x = nonzero(rng, 4, 3)
    first = jit(lambda x: x + 1, name="same")(x, build_dir=tmp_path / "same")
    second = jit(lambda x: x * 3, name="same")(x, build_dir=tmp_path / "same")
    check_close(first, x + 1)
    check_close(second, x * 3)


def test_float32_tanh_is_within_one_and_a_half_ulp(build_dir):
    """The CPU target's f32 tanh (pipeline/cpu.py, expand_tanh: a polynomial below 1, one exp above)
    against float64 tanh on 3M values across its range, and its special values as NumPy gives them."""
    rng = np.random.default_rng(7)
    x = np.concatenate([rng.uniform(-12, 12, 1_000_000), rng.uniform(-1.2, 1.2, 1_500_000),
                        rng.uniform(-1e-3, 1e-3, 500_000)]).astype(np.float32)
    got = jit(np.tanh, name="tanh_ulp")(x, target="cpu", build_dir=build_dir / "tanh_ulp")
    want = np.tanh(x.astype(np.float64))
    ulp = np.spacing(np.abs(want).astype(np.float32)).astype(np.float64)
    assert np.max(np.abs(got - want) / ulp) <= 1.5
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-30, -1e-38, 100.0, -100.0, 1.0, -1.0], np.float32)
    got = jit(np.tanh, name="tanh_special")(special, target="cpu", build_dir=build_dir / "tanh_special")
    np.testing.assert_array_equal(got, np.tanh(special))
    assert np.signbit(got[1]) and not np.signbit(got[0])


def test_a_build_clears_an_older_pipelines_stage_files(build_dir, rng):
    """Stage files an older CPU pipeline named otherwise (05-module.ll is 06-module.ll now) go when the
    folder is built again: a reader must not take them for this build's."""
    d = build_dir / "renamed"
    d.mkdir(parents=True)
    for old in ("04-llvm.mlir", "05-module.ll", "06-module.o.cmd"):
        (d / old).write_text("from an older pipeline")
    x = nonzero(rng, 5)
    check_close(jit(lambda x: x + 1, name="renamed")(x, target="cpu", build_dir=d), x + 1)
    assert not any((d / old).exists() for old in ("04-llvm.mlir", "05-module.ll", "06-module.o.cmd"))
    assert (d / "04-math.mlir").exists() and (d / "06-module.ll").exists()


def test_a_transpose_of_a_transpose_reads_the_original(rng):
    """A matmul reads a transposed operand through its indexing map; twice transposed is as is."""
    a, b = rng.standard_normal((3, 50)).astype(np.float32), rng.standard_normal((50, 33)).astype(np.float32)
    f = lambda a, b: (a @ b[:, :9].T.T, a @ b.T.T.T.T)  # noqa: E731
    for got, want in zip(jit(f)(a, b, target="cpu"), f(a, b)):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def long_axis_reductions(x, k):
    """max, min, prod and sum over the leading axis and the trailing one, of floats and of integers."""
    return {"max 0": x.max(axis=0), "min 0": x.min(axis=0), "prod 0": x.prod(axis=0), "sum 0": x.sum(axis=0),
            "max -1": x.max(axis=-1), "min -1": x.min(axis=-1), "imax 0": k.max(axis=0), "imin 0": k.min(axis=0),
            "iprod 0": k.prod(axis=0)}


@pytest.mark.parametrize("rows", [1009, 144, 131])
@pytest.mark.parametrize("sign", [-1, 1])
def test_long_axis_reductions_on_one_signed_data(rows, sign, rng):
    """A leading axis of 128 or more is reduced in two stages: 144 = 12 x 12 as it is, a prime length padded
    with the reduction's identity first. On data all of one sign a wrong pad shows (max of negatives as 0,
    min of positives as 0, a product times 0); integers reduce exactly."""
    x = (sign * rng.uniform(0.95, 1.05, (rows, 3))).astype(np.float32)  # (products stay finite)
    x[rng.integers(0, rows), :] = sign * 3.0  # the extreme not at the end
    x[:, 1] = sign * np.float32(1.0005)       # a product of ~1, no overflow
    k = (sign * rng.integers(1, 50, (rows, 3))).astype(np.int32)
    k[:, 2] = sign                            # a product that stays +-1
    got, want = jit(long_axis_reductions)(x, k), long_axis_reductions(x, k)
    for name in want:
        if name.startswith(("max", "min", "i")):
            np.testing.assert_array_equal(got[name], want[name], err_msg=name)
        else:
            check_close(got[name], want[name], tol=1e-4, what=name)


def _resident_bytes() -> int:
    import os
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def softmax_then_product(x):
    e = np.exp(x - x.max(axis=-1, keepdims=True))  # temporaries of 512 KiB each call
    return (e / e.sum(axis=-1, keepdims=True)) @ x.T


@pytest.mark.skipif(not __import__("os").path.exists("/proc/self/statm"), reason="reads /proc/self/statm")
def test_a_program_called_50_times_keeps_its_memory(rng):
    """Every buffer a call allocates is freed by the end of the call (the runtime keeps the blocks for the
    next): after warming up, 50 more calls leave resident memory where it was. Without the deallocation
    pipeline each call would leave about 1.5 MB behind."""
    x = rng.standard_normal((256, 512)).astype(np.float32)
    f = jit(softmax_then_product)
    for _ in range(5):
        f(x)
    before = _resident_bytes()
    for _ in range(50):
        f(x)
    grown = _resident_bytes() - before
    assert grown < 8 << 20, f"resident memory grew by {grown / 2**20:.1f} MiB over 50 calls"
