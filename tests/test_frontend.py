"""The tracing frontend on its own: traced text, lifted constants, trees, static arguments, dtypes.

Nothing here compiles; numerical agreement with NumPy is in test_cpu_target.py.
"""
from __future__ import annotations

import re
from collections import namedtuple

import numpy as np
import pytest

from examples.programs import PROGRAMS, attention, gather
from frontend import Traced, TraceError, jit
from frontend.source import without_locations

F32 = np.float32


def _signature(text: str) -> str:
    """The function's signature line, without the arguments' locations (their tree paths)."""
    return next(line for line in without_locations(text).splitlines() if "func.func @main" in line)


def test_trace_has_one_argument_per_array_leaf():
    traced = jit(lambda a, b: a @ b).trace(np.ones((37, 50), F32), np.ones((50, 29), F32))
    assert isinstance(traced, Traced)
    sig = _signature(traced.text)
    assert "%arg0: tensor<37x50xf32>" in sig and "%arg1: tensor<50x29xf32>" in sig
    assert "-> (tensor<37x29xf32>)" in sig
    assert traced.text.count("linalg.matmul") == 1
    assert traced.results == [((37, 29), np.dtype(F32))]


def test_captured_numpy_constant_is_a_trailing_argument():
    table = np.arange(12, dtype=F32).reshape(3, 4) + 0.5

    def f(x):
        return x + table + x * table  # used twice: lifted once

    traced = jit(f).trace(np.ones((3, 4), F32))
    sig = _signature(traced.text)
    assert re.search(r"%arg0: tensor<3x4xf32>, %const0: tensor<3x4xf32>\)", sig), sig
    assert "%const1" not in traced.text
    assert "dense<" not in traced.text  # never a literal
    assert len(traced.constants) == 1 and np.array_equal(traced.constants[0], table)
    assert traced.meta()["num_inputs"] == 2 and traced.meta()["num_arguments"] == 1


def test_attention_mask_is_lifted_not_inlined():
    (x,) = PROGRAMS["attention"].make_inputs(np.random.default_rng(0))
    traced = jit(attention).trace(x, n_head=4)
    assert "%const0: tensor<19x19xf32>" in _signature(traced.text)
    assert "dense<" not in traced.text


def test_static_keyword_is_baked_into_the_trace():
    (x,) = PROGRAMS["attention"].make_inputs(np.random.default_rng(0))
    four = jit(attention).trace(x, n_head=4).text
    two = jit(attention).trace(x, n_head=2).text
    assert "tensor<4x19x12xf32>" in four and "tensor<2x19x24xf32>" in two
    assert four != two


def test_len_of_a_traced_tensor_is_static():
    seen = []

    def f(ids, table):
        seen.append(len(ids))
        return table[range(len(ids))]

    traced = jit(f).trace(np.zeros(13, np.int64), np.ones((40, 24), F32))
    assert seen == [13]
    assert traced.results[0][0] == (13, 24)


def test_gather_example_traces_a_gather_and_a_slice():
    text = jit(gather).trace(np.ones((100, 24), F32), np.zeros(13, np.int64), np.ones((40, 24), F32)).text
    assert "tensor.extract " in text  # the row gather
    assert "tensor.extract_slice" in text  # positions[range(13)] is a slice


def test_tree_arguments_and_results():
    Pair = namedtuple("Pair", "w b")

    def f(xs, params, pair):
        a, b = xs
        return {"sum": a + b, "lin": [a @ params["w"] + params["b"], pair.w * pair.b]}

    args = ((np.ones((3, 4), F32), np.ones((3, 4), F32)),
            {"w": np.ones((4, 5), F32), "b": np.ones(5, F32)},
            Pair(np.ones(2, F32), np.ones(2, F32)))
    traced = jit(f).trace(*args)
    assert len(traced.arguments) == 6
    assert [r[0] for r in traced.results] == [(3, 5), (2,), (3, 4)]  # dict leaves in key order


def test_identical_results_are_one_value():
    """`x * 2, 2 * x` are the same value: traced once, returned once, copied on the host."""
    traced = jit(lambda x: (x * 2, 2 * x, x * 2.0)).trace(np.ones((3, 4), F32))
    assert traced.text.count("arith.mulf") == 1
    assert len(traced.results) == 1 and traced.result_leaves == [0, 0, 0]


def test_value_numbering_keeps_distinct_ops():
    traced = jit(lambda a, b: (a - b, b - a, a * 3, a * 2)).trace(np.ones(5, F32), np.ones(5, F32))
    assert len(traced.results) == 4


@pytest.mark.parametrize("fn, dtypes", [
    (lambda a, b: a + b, (np.int64, np.float32)),        # -> float64
    (lambda a, b: a * 0.5 + b, (np.float32, np.float32)),  # python float stays weak -> float32
    (lambda a, b: a / b, (np.int64, np.int64)),          # true divide of ints -> float64
    (lambda a, b: a * np.float64(2) + b, (np.float32, np.float32)),  # NumPy float64 scalar is strong
    (lambda a, b: a * 3 + b, (np.int32, np.int32)),      # python int stays weak -> int32
    (lambda a, b: np.mean(a) + b, (np.int32, np.float32)),  # mean of ints -> float64
    (lambda a, b: a.sum(axis=0) + b, (np.int32, np.int32)),  # sum of int32 -> int64
    (lambda a, b: np.float32(2) * a + b, (np.float16, np.float16)),  # f32 scalar promotes f16
])
def test_result_dtype_follows_numpy(fn, dtypes):
    args = [np.ones((3, 4), d) for d in dtypes]
    traced = jit(fn).trace(*args)
    assert traced.results[0][1] == fn(*args).dtype


def test_results_must_be_traced_values():
    with pytest.raises(TraceError, match="returned a ndarray"):
        jit(lambda x: (x, np.ones(3))).trace(np.ones(3, F32))  # NumPy's own array, not traced
    with pytest.raises(TraceError, match="no arrays"):
        jit(lambda x: ()).trace(np.ones(3, F32))


def test_shape_errors_name_the_user_line():
    with pytest.raises(TraceError, match=r"cannot reshape") as info:
        jit(lambda x: x.reshape(5, 5)).trace(np.ones((3, 4), F32))
    assert "test_frontend.py" in str(info.value)
    with pytest.raises(TraceError, match="do not align"):
        jit(lambda a, b: a @ b).trace(np.ones((3, 4), F32), np.ones((5, 2), F32))
    with pytest.raises(TraceError, match="out of bounds"):
        jit(lambda x: x[7]).trace(np.ones((3, 4), F32))
    with pytest.raises(TraceError, match="equal parts"):
        jit(lambda x: np.split(x, 3)).trace(np.ones(8, F32))


def test_control_flow_on_values_is_refused():
    def f(x):
        return x if x.sum() else -x

    with pytest.raises(TraceError, match="truth value"):
        jit(f).trace(np.ones(3, F32))
    with pytest.raises(TraceError, match="no value"):
        jit(lambda x: x * float(x[0])).trace(np.ones(3, F32))


@pytest.mark.parametrize("shape, axes, copies", [
    ((1, 12, 64), (1, 0, 2), False),   # a decoding step's heads split: only a unit dim moves
    ((12, 1, 64), (1, 0, 2), False),   # and merged back
    ((3, 1, 5, 1), (0, 3, 2, 1), False),
    ((2, 12, 64), (1, 0, 2), True),    # a real transpose stays a copy
    ((3, 1, 5), (2, 1, 0), True),      # 3 and 5 change order
])
def test_transpose_moving_only_unit_dims_is_a_reshape(shape, axes, copies):
    """Moving size-1 dims keeps every element in place (row-major), so the frontend emits a view
    (collapse/expand_shape) instead of a linalg.transpose: four fewer kernels per layer when
    decoding. Results agree with NumPy on the CPU either way."""
    x = np.random.default_rng(0).standard_normal(shape).astype(F32)
    fn = jit(lambda x: np.transpose(x, axes) * 2.0)
    assert ("linalg.transpose" in fn.trace(x).text) == copies
    np.testing.assert_array_equal(np.asarray(fn(x, target="cpu")), np.transpose(x, axes) * 2.0)


# -- preallocate and fill (frontend/fill.py) ----------------------------------------------------------------

def _columns(x):
    out = np.zeros((x.shape[0], 3))          # float64, as NumPy makes it
    out[:, 0] = x
    out[:, 2] = x * 2
    return out


G = np.full(4, 7.0, np.float32)


def _global_read(x):
    y = G * 1                                # a global array read, never assigned through: left alone
    y[1:3] = x[:2]
    return y


def _nested(x):
    def helper(a):
        a[0] = 1.0                           # a nested function's statement is its own
        return a
    buf = np.ones((2, x.shape[0]), np.float32)
    buf[1] = x
    return buf.sum(axis=0) + helper(np.zeros(2, np.float32))[0]


@pytest.mark.parametrize("fn", [_columns, _global_read, _nested], ids=lambda f: f.__name__)
def test_a_numpy_array_filled_with_traced_values_is_traced_from_there(fn):
    x = np.arange(1, 6, dtype=np.float32)
    got, want = jit(fn)(x), fn(x)
    assert got.dtype == want.dtype and np.array_equal(got, want)
    assert np.array_equal(G, np.full(4, 7.0, np.float32))  # the module's array is not written


def test_the_rewrite_keeps_the_users_lines_and_leaves_other_functions_alone():
    from frontend.fill import rewritten

    def plain(x):
        return x * 2
    assert rewritten(plain) is plain

    def fills_then_fails(x):
        out = np.zeros(3, np.float32)
        out[:] = x
        return np.fft.fft(out)               # refused: the error names this line
    with pytest.raises(TraceError) as e:
        jit(fills_then_fails)(np.ones(3, np.float32))
    line = fills_then_fails.__code__.co_firstlineno + 3
    assert f"test_frontend.py:{line}" in str(e.value), str(e.value)


def test_jit_builds_for_the_gpu_present_as_run_does(monkeypatch):
    """One rule for `jit` and `invoke run`: the present GPU's own chip (sm_90a on an H100/H200), else sm_75;
    the CPU target has none."""
    import launcher.cuda
    from conftest import JIT_DEFAULT_CHIP as rule  # (conftest pins the tests' own builds to sm_75)
    monkeypatch.setattr(launcher.cuda, "compute_capability", lambda: (9, 0))
    assert rule("gpu") == "sm_90a"
    monkeypatch.setattr(launcher.cuda, "compute_capability", lambda: (8, 6))
    assert rule("gpu") == "sm_86"
    monkeypatch.setattr(launcher.cuda, "compute_capability", lambda: None)
    assert rule("gpu") == "sm_75" and rule("cpu") == "sm_75"
    from gpt2.api import default_chip
    monkeypatch.setattr(launcher.cuda, "compute_capability", lambda: (9, 0))
    assert default_chip() == rule("gpu")
