"""How jit takes ordinary NumPy programs: keyword array arguments are traced (jax.jit style), dict
results keep the function's order, errors use NumPy's own names and say what to do, and
docs/numpy-support.md is the text generated from the dispatch tables."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from conftest import check_close, nonzero
from frontend import TraceError, UnsupportedOperation, jit
from frontend.source import without_locations
from frontend.tensor import numpy_name

F32 = np.float32
pytestmark = pytest.mark.usefixtures("module_build_dir")


def lookup(ids, *, table, scale=2.0, mode="scaled"):
    rows = table[ids]
    return rows * scale if mode == "scaled" else rows


def test_a_keyword_array_is_traced_like_a_positional_one(rng):
    ids, table = np.array([2, 0, -1, 2]), nonzero(rng, 5, 3)
    f = jit(lookup)
    traced = f.trace(ids, table=table, scale=3.0)
    assert "%arg1: tensor<5x3xf32>" in traced.text and "%const" not in traced.text
    check_close(f(ids, table=table, scale=3.0), table[ids] * 3.0)
    other = nonzero(rng, 5, 3)  # the same program, new values: nothing was baked in
    check_close(f(ids, table=other, scale=3.0), other[ids] * 3.0)
    assert len(f._programs) == 1
    # Numbers and strings stay static: a new value is a new program.
    check_close(f(ids, table=table, scale=0.5, mode="plain"), table[ids])
    assert len(f._programs) == 2


def test_static_argnames_bakes_a_keyword_array_in(rng):
    x, bias = nonzero(rng, 5, 3), nonzero(rng, 3)
    f = jit(lambda x, *, bias: x + bias, static_argnames=("bias",))
    assert "%const0: tensor<3xf32>" in f.trace(x, bias=bias).text
    check_close(f(x, bias=bias), x + bias)


def test_keyword_arguments_follow_the_positional_ones_in_the_program(rng):
    def f(a, b, *, w, v):
        return (a + w) * b - v
    a, b, w, v = (nonzero(rng, 3, 4) for _ in range(4))
    traced = jit(f).trace(a, b, v=v, w=w)
    assert without_locations(traced.text).count("tensor<3x4xf32>, %arg") == 3  # a, b, then v and w by name
    assert traced.argument_paths == ["a", "b", "v", "w"]  # (each argument's location names it)
    check_close(jit(f)(a, b, v=v, w=w), f(a, b, w=w, v=v))


def test_a_keyword_argument_of_a_bad_dtype_is_named():
    with pytest.raises(TraceError, match=r"keyword argument 'mask' \(a uint16 array of shape \(4,\)\)"):
        jit(lambda x, *, mask: x * mask).trace(np.ones(4, F32), mask=np.ones(4, np.uint16))


def test_dict_results_keep_the_functions_order(rng):
    def f(x):
        return {"zeta": x * 2, "alpha": x + 1, "mid": {"b": x - 1, "a": x * x}}
    x = nonzero(rng, 3)
    got = jit(f)(x)
    assert list(got) == ["zeta", "alpha", "mid"] and list(got["mid"]) == ["b", "a"]
    for key in ("zeta", "alpha"):
        check_close(got[key], f(x)[key])


def test_errors_use_numpys_names():
    with pytest.raises(UnsupportedOperation, match=r"^np\.linalg\.eigvals is not supported by the tracer"):
        jit(lambda x: np.linalg.eigvals(x)).trace(np.ones((3, 3), F32))
    with pytest.raises(UnsupportedOperation, match=r"^np\.fft\.fft is not supported"):
        jit(lambda x: np.fft.fft(x)).trace(np.ones(4, F32))


def test_a_tensor_handed_to_numpy_says_why_and_what_to_do():
    table = np.arange(12, dtype=F32).reshape(4, 3)
    with pytest.raises(TraceError) as info:
        jit(lambda i: table[i]).trace(np.array([1, 2]))  # a NumPy array indexed by a traced tensor
    message = str(info.value)
    assert "has no values until the compiled program runs" in message
    assert "pass the NumPy arrays the function uses as arguments" in message
    assert "test_numpy_support.py" in message.splitlines()[-1]
    assert len(message.splitlines()) == 2  # the message, then where


def test_the_support_table_is_generated_from_the_dispatch_tables():
    from frontend import numpy_api, support
    text = support.markdown()
    doc = Path(__file__).resolve().parents[1] / "docs" / "numpy-support.md"
    assert doc.read_text() == text, "docs/numpy-support.md is stale: python -m frontend.support > docs/numpy-support.md"
    for func in numpy_api.FUNCTIONS:
        assert f"`{numpy_name(func)}`" in text
    for name in ("np.argmax", "np.einsum", "np.cumsum", "np.linalg.norm", "np.floor_divide", "np.tril"):
        assert f"| `{name}` |" in text
