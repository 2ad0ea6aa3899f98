"""Adversarial numerics on the CPU target: reductions and matmuls against float64 NumPy.

The data are chosen so that a plausible compiler bug cannot hide behind well-conditioned inputs:

- max over all-negative rows and min over all-positive rows (a max starting from 0 instead of
  -inf, or a min from 0 instead of +inf, returns 0);
- sums with massive cancellation: rows of large values +L and -L (integers) mixed with small
  values on a 1/16 grid, so the exact sum is small and every float32 summation order is exact;
- variance of data far from zero (mean 1000, spread 1): a one-pass E[x^2] - E[x]^2 loses
  everything, the two-pass form keeps about 1e-5;
- softmax over all-negative rows far below zero, layer norm over rows with a large offset;
- matmuls whose K runs the GPU tiled kernel's K loop once, several times, and with a remainder
  (pipeline/templates/matmul_2d.mlir: 16-wide K tiles, 4 slices per block, so one trip of its
  K loop covers 64 of K). The same cases run on the GPU in tests/test_examples_gpu.py.

Every reduction layout is checked: a long last axis (on the GPU a block per row, see
pipeline/row_kernels.py), a long axis traced in two stages (K = K1*K2, see frontend/ops.py
`_two_stage`) over the first and a middle axis, a full reduction of a
1-D array, short axes, a long prime axis (no split), and two axes at once.

Tolerances are derived below from the summation depth d: one output of a reduction of L values is
a chain of d = K1 + K2 additions when the axis is split, else d = L (a worst case for any order).
Running error analysis then gives |fl(sum) - sum| <= gamma_d * sum|x| with gamma_d ~ d*u,
u = 2**-24. Each check states which bound it uses; the bounds are worst-case, so they do not
flake, and every planted bug exceeds them by orders of magnitude.
"""
from __future__ import annotations

import math

import numpy as np
import pytest

from frontend import jit
from frontend.ops import _two_stage

F32 = np.float32
U = 2.0 ** -24  # unit roundoff of float32
pytestmark = pytest.mark.usefixtures("module_build_dir")


# -- data -------------------------------------------------------------------------------------------

def _magnitudes(rng, shape):
    return rng.uniform(0.5, 2.0, shape)


def _signs(rng, shape):
    return rng.choice([-1.0, 1.0], shape)


def _rows_to(rows: np.ndarray, shape, axes) -> np.ndarray:
    """(R, L) rows -> an array of `shape` whose reductions over `axes` are exactly those rows."""
    kept = [i for i in range(len(shape)) if i not in axes]
    arr = rows.reshape(tuple(shape[i] for i in kept) + tuple(shape[i] for i in axes))
    return np.moveaxis(arr, range(arr.ndim), kept + list(axes))


def _cancelling_rows(rng, r: int, n: int) -> np.ndarray:
    """Rows of n values: pairs +L, -L of large integers, and small values k/16 (0.5 <= |k/16| < 2)
    with random signs, shuffled. Every partial sum, in any order, is a multiple of 1/16 no larger
    than sum|x| < 2**19, so float32 represents all of them exactly: the float32 sum of a row, in
    any order, is exact, and a correct compiler returns exactly the float64 sum."""
    cap = max(2 ** 19 // n, 8)  # sum|x| <= n * cap <= 2**19
    rows = np.empty((r, n))
    pairs = n // 3
    for i in range(r):
        large = rng.integers(cap // 4, cap, pairs).astype(np.float64)
        small = rng.integers(8, 32, n - 2 * pairs) / 16.0 * _signs(rng, n - 2 * pairs)
        rows[i] = rng.permutation(np.concatenate([large, -large, small]))
    assert np.abs(rows).sum(axis=1).max() < 2 ** 19
    return rows


# (shape, axis): every reduction layout the frontend distinguishes.
LAYOUTS = {
    "long last axis (2 stages 21x37)": ((13, 777), -1),
    "long first axis (2 stages 10x20)": ((200, 19), 0),
    "long middle axis (2 stages 24x32)": ((3, 768, 5), 1),
    "1-D full (2 stages 48x64)": ((3072,), None),
    "2-D full (1 stage)": ((7, 50), None),
    "short axis": ((7, 50), 1),
    "long prime axis (1 stage)": ((5, 131), -1),
    "two axes": ((2, 3, 64), (0, 2)),
}


def _axes(shape, axis) -> tuple[int, ...]:
    if axis is None:
        return tuple(range(len(shape)))
    return tuple(sorted(a % len(shape) for a in ((axis,) if isinstance(axis, int) else axis)))


def depth(shape, axis) -> int:
    """The longest chain of additions behind one output (see the module docstring)."""
    axes = _axes(shape, axis)
    length = math.prod(shape[a] for a in axes)
    inner = len(axes) == 1 and axes[0] != len(shape) - 1  # the last axis is never split
    split = _two_stage(length) if inner else None
    return sum(split) if split else length


def reduction_inputs(rng, shape, axis):
    axes = _axes(shape, axis)
    r = math.prod(shape[i] for i in range(len(shape)) if i not in axes)
    n = math.prod(shape[a] for a in axes)
    neg = -_magnitudes(rng, shape) - 3.0                    # all in (-5, -3.5]
    pos = _magnitudes(rng, shape) + 3.0                     # all in [3.5, 5)
    mixed = _magnitudes(rng, shape) * _signs(rng, shape)
    cancel = _rows_to(_cancelling_rows(rng, r, n), shape, axes)
    offset = 1000.0 + _magnitudes(rng, shape) * _signs(rng, shape)  # mean ~1000, spread ~1.3
    negint = -rng.integers(1, 10 ** 6, shape)
    return tuple(a.astype(F32) for a in (neg, pos, mixed, cancel, offset)) + (negint.astype(np.int32),)


def reductions(neg, pos, mixed, cancel, offset, negint, *, axis, keeps=(False, True), extras=True):
    out = {}
    for keep in keeps:
        k = f" keepdims={keep}"
        out["max neg" + k] = np.max(neg, axis=axis, keepdims=keep)
        out["min pos" + k] = np.min(pos, axis=axis, keepdims=keep)
        out["sum cancel" + k] = np.sum(cancel, axis=axis, keepdims=keep)
        out["mean mixed" + k] = np.mean(mixed, axis=axis, keepdims=keep)
        out["var offset" + k] = np.var(offset, axis=axis, keepdims=keep)
    if not extras:
        return out
    out[".max neg"] = neg.max(axis=axis)
    out[".min pos"] = pos.min(axis=axis)
    out["max neg * 2 - 1"] = np.max(neg * 2 - 1, axis=axis)  # a computed operand, fused or not
    out["max mixed"] = np.max(mixed, axis=axis)
    out["min mixed"] = np.min(mixed, axis=axis)
    out["max cancel"] = np.max(cancel, axis=axis)
    out["min cancel"] = np.min(cancel, axis=axis)
    out["max negint"] = np.max(negint, axis=axis)
    out["min -negint"] = np.min(-negint, axis=axis)
    out["sum mixed"] = np.sum(mixed, axis=axis)
    out["mean cancel"] = np.mean(cancel, axis=axis)
    out["var mixed"] = np.var(mixed, axis=axis)
    return out


def reduction_bounds(args, shape, axis) -> dict:
    """key -> (kind, bound): 'exact' (bit-identical to float64 rounded to the dtype), 'abs' (an
    array of absolute bounds per output), 'rel' (bound on |got - want| / |want| per output)."""
    neg, pos, mixed, cancel, offset, negint = (np.asarray(a, np.float64) for a in args)
    axes = _axes(shape, axis)
    d = depth(shape, axis)
    n = math.prod(shape[a] for a in axes)
    bounds = {}
    for k in (" keepdims=False", " keepdims=True", ""):
        keep = k == " keepdims=True"
        # max and min round nothing: exact in any order.
        for key in ("max neg", "min pos", ".max neg", ".min pos", "max neg * 2 - 1", "max mixed", "min mixed",
                    "max cancel", "min cancel", "max negint", "min -negint"):
            bounds[key + k] = ("exact", None)
        # Exactly representable partial sums (see _cancelling_rows): the sum is exact.
        bounds["sum cancel" + k] = ("exact", None)
        # fl(S / n) with S exact: one rounding of the quotient (<= u when correctly rounded; 2u
        # leaves room for a division within 1 ulp).
        bounds["mean cancel" + k] = ("rel", 2 * U)
        # |fl(sum) - sum| <= gamma_d * sum|x|, then one rounding of the division; 1.01 covers
        # gamma_d = d*u / (1 - d*u) against d*u.
        abs_sum = np.sum(np.abs(mixed), axis=axis, keepdims=keep)
        bounds["sum mixed" + k] = ("abs", 1.01 * d * U * abs_sum)
        mean = np.mean(mixed, axis=axis, keepdims=keep)
        bounds["mean mixed" + k] = ("abs", 1.01 * (d * U * abs_sum / n) + U * np.abs(mean))
        # Two-pass variance of x with mean m, computed mean m' = m + e:
        #   |e| <= (d + 1) u mean|x|           (the sum, then the division)
        #   x - m' is exact (Sterbenz: x and m' within a factor 2 of each other for `offset`; for
        #   `mixed` it costs one more rounding, covered by the +3 below)
        #   sum (x - m')^2 = sum (x - m)^2 + n e^2, each square and the sum within gamma_{d+1},
        #   one more rounding for the division by n:
        #   |var' - var| / var <= (d + 3) u + e^2 / var.
        for name, x in (("var offset", offset), ("var mixed", mixed)):
            e = (d + 1) * U * np.mean(np.abs(x), axis=axis, keepdims=keep)
            bounds[name + k] = ("rel", 1.01 * ((d + 3) * U + e ** 2 / np.var(x, axis=axis, keepdims=keep)))
    return bounds


# -- compositions: softmax and layer norm on hostile rows -------------------------------------------

def softmax(x):
    e = np.exp(x - np.max(x, axis=-1, keepdims=True))
    return e / np.sum(e, axis=-1, keepdims=True)


def layer_norm(x, g, b, eps: float = 1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    variance = np.var(x, axis=-1, keepdims=True)
    return g * (x - mean) / np.sqrt(variance + eps) + b


def compositions(low, high, g, b):
    return {"softmax low": softmax(low), "softmax low, axis 0": softmax(low.T).T,
            "layer_norm high": layer_norm(high, g, b)}


def composition_inputs(rng, n):
    # low: rows around -1000, spread 3 (every x - max is exact by Sterbenz and in [-25, 0], so
    # exp never underflows). high: rows around 100, spread ~1.3.
    low = -1000.0 + 3.0 * rng.standard_normal((19, n))
    high = 100.0 + _magnitudes(rng, (19, n)) * _signs(rng, (19, n))
    g, b = _magnitudes(rng, n) * _signs(rng, n), _magnitudes(rng, n) * _signs(rng, n)
    return tuple(a.astype(F32) for a in (low, high, g, b))


def composition_bounds(args) -> dict:
    low, high, g, b = (np.asarray(a, np.float64) for a in args)
    n = low.shape[-1]
    d_row = depth((19, n), -1)
    d_col = depth((n, 19), -1)
    x = (high - high.mean(-1, keepdims=True)) / np.sqrt(high.var(-1, keepdims=True) + 1e-5)
    # Layer norm: the computed mean is off by at most e = (d + 1) u mean|x| (absolute), which
    # shifts every normalised value by e / sigma; the variance's relative error (bounded as in
    # reduction_bounds) scales them by half of it; g * . + b adds a few roundings of |y|.
    sigma = np.sqrt(high.var(-1, keepdims=True))
    e = (d_row + 1) * U * np.abs(high).mean(-1, keepdims=True)
    var_rel = (d_row + 3) * U + e ** 2 / sigma ** 2
    y = g * x + b
    ln = 1.01 * (np.abs(g) * (e / sigma + (var_rel / 2 + 4 * U) * np.abs(x)) + 4 * U * np.abs(y))
    # Softmax: x - max is exact (Sterbenz), exp is within 2 ulp (4u relative; libm and libdevice
    # both), the sum of positive terms within gamma_d relative, the division one more rounding:
    # each probability within (d + 8) u of itself, relatively.
    return {"softmax low": ("rel", (d_row + 8) * U), "softmax low, axis 0": ("rel", (d_col + 8) * U),
            "layer_norm high": ("abs", ln)}


def argmax_first(x):
    """The first index of each row's max, written as gpt2/reference.py's argmax is."""
    top = np.max(x, axis=-1, keepdims=True)
    return np.min(np.where(np.equal(x, top), np.arange(x.shape[-1]), x.shape[-1]), axis=-1)


def row_kernels(scores, vec, g, b, logits):
    """Shapes the GPU's row kernels (pipeline/row_kernels.py) must get right: rows indexed by two
    dims, a single vector (no row dim at all), and a row of the vocabulary's length, with ties."""
    return {"softmax 3-D": softmax(scores), "layer_norm 1-D": layer_norm(vec, g, b),
            "argmax ties": argmax_first(logits), "sum 50257": np.sum(logits, axis=-1)}


def row_kernel_inputs(rng):
    scores = -1000.0 + 3.0 * rng.standard_normal((3, 5, 77))
    vec = 100.0 + _magnitudes(rng, 777) * _signs(rng, 777)
    g, b = _magnitudes(rng, 777) * _signs(rng, 777), _magnitudes(rng, 777) * _signs(rng, 777)
    logits = _magnitudes(rng, (3, 50257)) * _signs(rng, (3, 50257))
    logits[0, [7, 40000]] = 3.0      # a tie: the first index wins
    logits[1, [50000, 50256]] = 3.0  # a tie in the last block of the row
    logits[2, 50256] = 3.0           # the max in the row's last element
    return tuple(a.astype(F32) for a in (scores, vec, g, b, logits))


def row_kernel_bounds(args) -> dict:
    scores, vec, g, b, logits = (np.asarray(a, np.float64) for a in args)
    d = 777  # layer norm as in composition_bounds, one row
    x = (vec - vec.mean()) / np.sqrt(vec.var() + 1e-5)
    sigma, e = np.sqrt(vec.var()), (d + 1) * U * np.abs(vec).mean()
    var_rel = (d + 3) * U + e ** 2 / sigma ** 2
    ln = 1.01 * (np.abs(g) * (e / sigma + (var_rel / 2 + 4 * U) * np.abs(x)) + 4 * U * np.abs(g * x + b))
    return {"softmax 3-D": ("rel", (77 + 8) * U), "layer_norm 1-D": ("abs", ln), "argmax ties": ("exact", None),
            "sum 50257": ("abs", 1.01 * 50257 * U * np.sum(np.abs(logits), axis=-1))}


# -- matmuls ----------------------------------------------------------------------------------------

# The GPU's 2-D kernel (pipeline/templates/matmul_2d.mlir) walks K in 16-wide tiles; a block's
# 4 thread slices (tz) take tiles tz, tz+4, tz+8, ..., so one trip of its K loop covers 64 of K:
#   K=50    1 trip; tiles 0-3 (48 + 2): the last slice (tz=3) holds only k=48,49 (remainder)
#   K=100   2 trips; tile 6 (k=96..99) is slice 2 of trip 2, slice 3 of trip 2 is empty
#   K=177   3 trips; tile 11 (k=176 alone) is slice 3 of trip 3: a remainder of one
#   K=200   4 trips; tile 12 (k=192..199) is slice 0 of trip 4, slices 1-3 of it are empty
#   K=768   12 trips exactly (GPT-2's width), no remainder
#   K=777   13 trips; trip 13 holds one partial tile (k=768..776) in slice 0
#   K=3072  48 trips exactly (GPT-2's MLP width)
# A K loop that strides wrongly after its first trip breaks every K > 64; dropping a slice breaks
# every K > 48. The batched kernel (matmul_batched.mlir) walks K in 16-wide tiles, one per trip:
# all these K give several trips, and all but 768 and 3072 a remainder.
MATMUL_KS = (50, 100, 177, 200, 768, 777, 3072)


def _gelu(x):
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))


def matmuls(x, w, wt, q, k, p, v, b):
    # "+ b" and "gelu(... + b)" after a few-row product run inside its kernel on the GPU
    # (pipeline/epilogues.py).
    return {"x @ w": x @ w, "x @ wt.T": x @ wt.T, "x[:1] @ w": x[:1] @ w, "x[:3] @ w": x[:3] @ w,
            "x[:3] @ wt.T": x[:3] @ wt.T, "x[:1] @ w + b": x[:1] @ w + b, "gelu(x[:3] @ w + b)": _gelu(x[:3] @ w + b),
            "q @ k.transpose(0,2,1)": q @ k.transpose(0, 2, 1), "p @ v": p @ v,
            "p @ w (N-D @ 2-D)": p @ w}


def matmul_inputs(rng, kk):
    # M = 37, 19, 57, 1 and N = 45, 21, 23: none a multiple of 16.
    shapes = [(37, kk), (kk, 45), (45, kk), (3, 19, kk), (3, 21, kk), (3, 19, kk), (3, kk, 23), (45,)]
    return tuple((_magnitudes(rng, s) * _signs(rng, s)).astype(F32) for s in shapes)


def matmul_bounds(kk) -> dict:
    # Each output is a dot product of K float32 products: errors add up like a random walk, and
    # max|got - want| / max|want| was observed at most 0.6 * sqrt(K) * u (OpenBLAS here, and a
    # float32 NumPy emulation of the GPU kernel's summation order) for K = 50 ... 3072. Bound:
    # 8 * sqrt(K) * u (3.4e-6 at K = 50, 2.6e-5 at K = 3072). A dropped or repeated 16-wide tile
    # gives an error of about 0.1 or more.
    tol = 8 * math.sqrt(kk) * U
    return {key: ("max_rel", tol) for key in matmuls(*matmul_inputs(np.random.default_rng(0), 1))}


# -- the cases, shared with the GPU test (tests/test_examples_gpu.py) -------------------------------

def _reduction_case(shape, axis, **options):
    def make(rng):
        return reduction_inputs(rng, shape, axis)
    return (lambda *a: reductions(*a, axis=axis, **options)), make, (lambda args: reduction_bounds(args, shape, axis))


def _composition_case(n):
    return compositions, (lambda rng: composition_inputs(rng, n)), composition_bounds


def _matmul_case(kk):
    return matmuls, (lambda rng: matmul_inputs(rng, kk)), (lambda args: matmul_bounds(kk))


# name -> (function returning a dict, make inputs from an rng, bounds from the inputs)
CASES = {
    # (keepdims=True of a full reduction is its own case below: it does not build for the GPU yet)
    **{f"reduce {what}": _reduction_case(shape, axis, **({"keeps": (False,)} if axis is None else {}))
       for what, (shape, axis) in LAYOUTS.items()},
    # keepdims=True of a full reduction: a 0-d result expanded to shape (1,) or (1, 1)
    "reduce 1-D full, keepdims": _reduction_case((3072,), None, keeps=(True,), extras=False),
    "reduce 2-D full, keepdims": _reduction_case((7, 50), None, keeps=(True,), extras=False),
    **{f"softmax and layer norm, n={n}": _composition_case(n) for n in (50, 768, 777)},
    "row kernels": (row_kernels, row_kernel_inputs, row_kernel_bounds),
    **{f"matmul K={kk}": _matmul_case(kk) for kk in MATMUL_KS},
}


def case_inputs(name):
    return CASES[name][1](np.random.default_rng(sum(map(ord, name))))


def check_results(name, got: dict, args) -> None:
    """Compare compiled results with the float64 NumPy results under each result's bound; dtype
    and shape must be what NumPy gives on the float32 inputs."""
    fn, _, bounds_of = CASES[name]
    want32 = fn(*args)
    want64 = fn(*[a.astype(np.float64) if a.dtype == F32 else a for a in args])
    bounds = bounds_of(args)
    assert set(got) == set(want32) and set(bounds) >= set(want32)
    for key in want32:
        g, w32, w = np.asarray(got[key]), np.asarray(want32[key]), np.asarray(want64[key])
        assert g.shape == w32.shape and g.dtype == w32.dtype, \
            f"{name}: {key}: {g.shape} {g.dtype} != NumPy's {w32.shape} {w32.dtype}"
        assert not np.isnan(g).any(), f"{name}: {key}: NaN in the result"
        kind, bound = bounds[key]
        g64 = g.astype(np.float64)
        if kind == "exact":
            assert np.array_equal(g, w.astype(g.dtype)), \
                f"{name}: {key}: not exact, max |got - want| = {np.max(np.abs(g64 - w)):.3g}"
        elif kind == "abs":
            excess = np.max(np.abs(g64 - w) / bound)
            assert excess <= 1, f"{name}: {key}: error {excess:.3g} x its bound"
        elif kind == "rel":
            excess = np.max(np.abs(g64 - w) / (bound * np.abs(w)))
            assert excess <= 1, f"{name}: {key}: relative error {excess:.3g} x its bound"
        else:
            err = np.max(np.abs(g64 - w)) / np.max(np.abs(w))
            assert err < bound, f"{name}: {key}: max|got - want| / max|want| = {err:.3g} >= {bound:.3g}"


@pytest.mark.parametrize("name", CASES)
def test_numerics_cpu(name):
    args = case_inputs(name)
    got = jit(CASES[name][0], name="numerics")(*args, target="cpu")
    check_results(name, got, args)
