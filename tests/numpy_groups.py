"""The NumPy ops added for issue 21, one traced program per group (a dict of results, so one compile
checks many ops), with inputs that are random, never zero, and awkward: size-1 axes, odd lengths,
negative axes, broadcasting. tests/test_numpy_ops.py runs them on the CPU and builds them for the
GPU; tests/test_numpy_ops_gpu.py runs them on a GPU. Each group is run on several seeds: the
program is compiled once and the data change.
"""
from __future__ import annotations

import numpy as np

from conftest import nonzero

F32, F64, I32, I64 = np.float32, np.float64, np.int32, np.int64

try:  # erf is not in NumPy; scipy.special.erf is a ufunc the tracer takes by name (not a dependency)
    from scipy.special import erf
except ImportError:
    erf = None


def _ints(rng, *shape, low=-9, high=10, dtype=I64):
    """Random nonzero integers in [low, high)."""
    x = rng.integers(low, high, shape)
    x[x == 0] = high - 1 if high - 1 else low
    return x.astype(dtype)


def _ties(rng, *shape):
    """Floats with many equal values, so arg-reductions meet ties (NumPy: the first index)."""
    return (rng.integers(-3, 4, shape) + 0.5).astype(F32)


def reductions(x, t, k, c):
    return {
        "argmax": np.argmax(x, axis=1), "argmax -1": x.argmax(axis=-1), "argmax all": np.argmax(x),
        "argmin 0 keepdims": np.argmin(x, axis=0, keepdims=True), "argmin method": x.argmin(-2),
        "argmax ties": np.argmax(t, axis=-1), "argmin ties": t.argmin(axis=0), "argmax size-1": np.argmax(c, axis=1),
        "argmax int": np.argmax(k, axis=0), "argmin int": k.argmin(),
        "std": np.std(x, axis=-1), "std ddof": x.std(axis=(0, 2), ddof=1, keepdims=True), "std all": x.std(),
        "prod": np.prod(x, axis=1), "prod int": k.prod(axis=-1), "prod all": np.prod(c),
        "any": np.any(x > 1.5, axis=0).astype(np.int8), "all": (x < 1.9).all(axis=-1).astype(np.int8),
        "any all": np.any(np.less(k, -7)).astype(I32), "all ints": np.all(k, axis=1).astype(I32),
        "cumsum": np.cumsum(x, axis=1), "cumsum -1": x.cumsum(axis=-1), "cumsum flat": np.cumsum(c),
        "cumprod": np.cumprod(x, axis=0), "cumsum int": np.cumsum(k, axis=1), "cumprod int": k.cumprod(-1),
        "cumsum long": np.cumsum(c, axis=2), "norm": np.linalg.norm(x, axis=-1), "norm all": np.linalg.norm(c),
        "norm 2": np.linalg.norm(x[0, 0], ord=2), "norm fro": np.linalg.norm(x[0], "fro", keepdims=True),
    }


def reductions_inputs(rng):
    return (nonzero(rng, 3, 7, 5), _ties(rng, 5, 9), _ints(rng, 4, 6, low=-3, high=4),
            nonzero(rng, 2, 1, 37) * np.float32(0.5))


def elementwise(x, y, e, k, j):
    return {
        "clip": np.clip(x, -1.0, 1.2), "clip method": x.clip(min=-0.7), "clip arrays": np.clip(x, y[0], 1.5),
        "abs": np.abs(x), "abs int": np.abs(k), "sign": np.sign(x), "sign int": np.sign(k),
        "floor": np.floor(x * 3), "ceil": np.ceil(x * 3), "round": np.round(x * 4), "round 2": np.round(x * 4, 2),
        "round -1": np.round(x * 40, -1), "round half": np.round(x.round() + 0.5), "rint": np.rint(x * 2 + 0.5),
        "trunc": np.trunc(x * 3), "floor int": np.floor(k),
        "//": x // y, "%": x % y, "// int": k // j, "% int": k % j, "// scalar": k // -3, "% scalar": 7.5 % x,
        "fmod": np.fmod(x, y), "fmod int": np.fmod(k, j), "// exact": (x * 4).round() // 0.5,
        "minimum": np.minimum(x, y), "maximum": np.maximum(x, y[:, :1]), "minimum int": np.minimum(k, j),
        "power": np.power(np.abs(x), y), "power ints as floats": np.power(x, e), "** int": k ** np.abs(j),
        "log1p": np.log1p(np.abs(x) * 1e-4), "expm1": np.expm1(x * 1e-3), "sin": np.sin(x * 3), "cos": np.cos(x * 3),
        "tan": np.tan(x * 0.7), "arctan": np.arctan(x), "arctan2": np.arctan2(x, y), "log2": np.log2(np.abs(x)),
        "log10": np.log10(np.abs(x)), "exp2": np.exp2(x), "square": np.square(x), "copysign": np.copysign(x, y),
        "isnan": np.isnan(np.log(x)).astype(np.int8), "isfinite": np.isfinite(1 / (x - x)).astype(np.int8),
        "logical": np.logical_and(x > 0, ~(y > 1)).astype(I32) + np.logical_or(x > 1, y < 0) * 2,
        "bitwise": (k & j) + (k | 3) - (k ^ j) + ~k, "where ints": np.where(k, x[:, :1], y[:1]),
    }


def elementwise_inputs(rng):
    x, y = nonzero(rng, 9, 5), nonzero(rng, 9, 5)
    e = rng.integers(-3, 4, (9, 5)).astype(F32)
    return x, y, e, _ints(rng, 9, 5, low=-50, high=50), _ints(rng, 1, 5)


def erfs(x):
    """scipy.special.erf (a group of its own: the others must not depend on scipy being installed)."""
    return {"erf": erf(x), "gelu (erf)": 0.5 * x * (1 + erf(x / np.sqrt(2.0))), "erf f64": erf(x.astype(F64) * 3)}


def erfs_inputs(rng):
    return (nonzero(rng, 7, 9),)


def shapes(x, v, m, s):
    return {
        "stack": np.stack([x, x * 2, x + 1]), "stack -1": np.stack((x, -x), axis=-1), "stack 1": np.stack([v, v], 1),
        "hstack": np.hstack([x, x[:, :1]]), "vstack": np.vstack([v, v * 3]), "hstack 1-D": np.hstack((v, v[:2])),
        "expand_dims": np.expand_dims(x, 0), "expand_dims -1": np.expand_dims(x, axis=-1),
        "expand_dims tuple": np.expand_dims(v, (0, 2)), "squeeze": np.squeeze(s), "squeeze 1": np.squeeze(s, axis=1),
        "squeeze method": s.squeeze(-1), "swapaxes": np.swapaxes(m, 0, 2), "swapaxes method": m.swapaxes(-1, 1),
        "moveaxis": np.moveaxis(m, 0, -1), "moveaxis 2": np.moveaxis(m, [0, 1], [-1, 0]),
        "tril": np.tril(x), "triu": np.triu(x, 1), "tril -2": np.tril(m, k=-2), "triu batch": np.triu(m, -1),
        "broadcast_to": np.broadcast_to(v, (3, 7)), "broadcast_to column": np.broadcast_to(x[:, :1], (5, 7)) * 2,
        "repeat": np.repeat(x, 2, axis=1), "repeat flat": np.repeat(v, 3), "repeat list": np.repeat(x, [1, 0, 3, 1, 2], axis=0),
        "repeat method": m.repeat(2, axis=-1), "tile": np.tile(v, 2), "tile 2-D": np.tile(x, (2, 1, 3)),
        "take": np.take(x, [4, -1, 0], axis=0), "take 1": np.take(m, [1, 1], axis=1),
        "x[::-1]": x[::-1], "x[::-2, 1:-1:-3]": x[::-2, 5:0:-3], "m[:, ::-1, 1]": m[:, ::-1, 1],
        "flip": np.flip(m), "flip 1": np.flip(x, axis=1), "flip (0, -1)": np.flip(m, (0, -1)), "flipud": np.flipud(v),
        "pad": np.pad(x, 1), "pad widths": np.pad(m, ((0, 1), (2, 0), (1, 3)), constant_values=-2.5),
        "pad values": np.pad(x, ((1, 2), (3, 1)), constant_values=((1.0, 2.0), (3.0, 4.0))),
        "zeros_like": np.zeros_like(x) + x, "ones_like": np.ones_like(v) * 2, "full_like": np.full_like(x, 1.5) - x,
    }


def shapes_inputs(rng):
    return nonzero(rng, 5, 7), nonzero(rng, 7), nonzero(rng, 3, 4, 6), nonzero(rng, 3, 1, 4, 1)


def einsums(a, b, q, k, v, w):
    return {
        "ij,jk->ik": np.einsum("ij,jk->ik", a, b), "ij,kj->ik": np.einsum("ij,kj->ik", a, b.T.copy()),
        "bhqd,bhkd->bhqk": np.einsum("bhqd,bhkd->bhqk", q, k), "bhqk,bhkd->bhqd": np.einsum("bhqk,bhkd->bhqd", np.einsum("bhqd,bhkd->bhqk", q, k), k),
        "i,i->": np.einsum("i,i->", v, v), "i,j->ij": np.einsum("i,j->ij", v, w), "ij,j->i": np.einsum("ij,j->i", b.T.copy(), v[:5]),
        "implicit ij,jk": np.einsum("ij,jk", a, b), "ij->ji": np.einsum("ij->ji", a), "ij->": np.einsum("ij->", a),
        "bij,jk->bik": np.einsum("bij,jk->bik", q[0], b), "ijk,ik->j": np.einsum("ijk,ik->j", q[0], q[0, :, 0, :]),
        "ij,jk->ki": np.einsum("ij,jk->ki", a, b), "ij,jk->k (sum i)": np.einsum("ij,jk->k", a, b),
        "...qd,...kd->...qk": np.einsum("...qd,...kd->...qk", q, k), "...ij,jk": np.einsum("...ij,jk", q[0], b),
        "i...,i...->...": np.einsum("i...,i...->...", k[0], k[0]),
        "dot": np.dot(a, b), "dot 1-D": np.dot(v, v), "dot N-D": q[0].dot(b), "outer": np.outer(v, w[::2]),
    }


def einsums_inputs(rng):
    return (nonzero(rng, 3, 5), nonzero(rng, 5, 7), nonzero(rng, 2, 3, 4, 5), nonzero(rng, 2, 3, 6, 5),
            nonzero(rng, 11), nonzero(rng, 4))


def updates(x, i):
    y = x * 2
    y[0] = 0.5                  # a row from a scalar
    y[:, -1] = x[:, 0]          # a column from a row of another array
    y[1:4:2, 1:3] = 7.0         # a strided block
    y[-1, ...] = x[-1] + 1
    z = np.zeros_like(x)
    z[x > 1] = 3.0              # a mask of the array's own shape
    z[2:, 2:] = y[:-2, :-2] * 2
    w = x + 1
    w[[4, 0, 4]] = i[:3, None] * np.float32(0.5)  # rows by a list (4 twice: the last write wins)
    w[np.array([-1, 1])] = 2.5
    c = np.cumsum(x, axis=0)
    c[1] = c[1] * 0 + i.astype(np.float32)
    return {"y": y, "z": z, "c": c, "w": w}


def updates_inputs(rng):
    return nonzero(rng, 6, 5), _ints(rng, 5)


def more_ufuncs(x, y, u, k):
    """The ufuncs and ufunc methods added in the twenty-seventh session (u lies in (-1, 1))."""
    return {
        "sinh": np.sinh(x), "cosh": np.cosh(x), "arcsin": np.arcsin(u), "arccos": np.arccos(u),
        "arcsinh": np.arcsinh(x * 3), "arccosh": np.arccosh(np.abs(x) + 1), "arctanh": np.arctanh(u),
        "cbrt": np.cbrt(x * 5), "fabs": np.fabs(x), "reciprocal": np.reciprocal(x), "hypot": np.hypot(x, y),
        "hypot big": np.hypot(x * 1e30, y * 1e30), "fmax": np.fmax(x, y), "fmin": np.fmin(x, y[:1]),
        "fmax int": np.fmax(k, 2), "logaddexp": np.logaddexp(x * 30, y * 30), "logaddexp2": np.logaddexp2(x, y * 3),
        "signbit": np.signbit(x).astype(np.int8), "signbit int": np.signbit(k).astype(np.int8),
        "deg2rad": np.deg2rad(x * 90), "radians": np.radians(k), "rad2deg": np.rad2deg(x), "degrees": np.degrees(u),
        "heaviside": np.heaviside(np.round(x), 0.5), "float_power": np.float_power(np.abs(x), y),
        "conjugate": np.conjugate(x), "divmod q": np.divmod(x, y)[0], "divmod r": np.divmod(k, 3)[1],
        "add.reduce": np.add.reduce(x), "add.reduce 1": np.add.reduce(x, axis=1, keepdims=True),
        "multiply.reduce None": np.multiply.reduce(u, axis=None), "maximum.reduce": np.maximum.reduce(x, axis=-1),
        "minimum.reduce initial": np.minimum.reduce(k, axis=0, initial=-2),
        "logical_or.reduce": np.logical_or.reduce(x > 1.5, axis=1).astype(np.int8),
        "add.accumulate": np.add.accumulate(x), "multiply.accumulate 1": np.multiply.accumulate(u, axis=1),
        "maximum.accumulate": np.maximum.accumulate(x, axis=1), "minimum.accumulate int": np.minimum.accumulate(k),
        "add.accumulate int8": np.add.accumulate(k.astype(np.int8), axis=1),
        "multiply.outer": np.multiply.outer(x[0], y[:, 1]), "subtract.outer": np.subtract.outer(k[:2], k[0]),
        "hypot.outer": np.hypot.outer(x[1], y[2]),
    }


def more_ufuncs_inputs(rng):
    x, y = nonzero(rng, 7, 5), nonzero(rng, 7, 5)
    return x, y, (rng.uniform(-0.95, 0.95, (7, 5))).astype(F32), _ints(rng, 7, 5, low=-20, high=20)


def more_functions(x, m, v, w, i, k, n):
    """The functions added in the twenty-seventh session (n holds NaN)."""
    return {
        "diagonal": np.diagonal(m[0]), "diagonal 1": np.diagonal(m, 1, 1, 2), "diagonal -2": np.diagonal(x, -2),
        "diagonal axes": np.diagonal(m, axis1=2, axis2=0), "trace": np.trace(m[0]), "trace batch": np.trace(m, -1, 1, 2),
        "trace int": np.trace(k), "method diagonal": x.diagonal(1), "method trace": m.trace(axis1=1, axis2=2),
        "average": np.average(x), "average 1": np.average(x, axis=1, weights=v[:x.shape[1]]),
        "average full": np.average(x, axis=0, weights=np.abs(x)), "average int": np.average(k, axis=-1),
        "average returned": np.average(x, 0, np.abs(v[:x.shape[0]]), returned=True)[1],
        "ptp": np.ptp(x, axis=1), "ptp all": np.ptp(k), "count_nonzero": np.count_nonzero(k > 1, axis=0),
        "count_nonzero all": np.count_nonzero(np.round(x)), "diff": np.diff(x), "diff 2 axis 0": np.diff(x, 2, axis=0),
        "diff bool": np.diff(x > 0).astype(np.int8), "diff prepend": np.diff(v, prepend=0.5, append=v[:2]),
        "roll": np.roll(x, 2, axis=1), "roll -1": np.roll(v, -1), "roll flat": np.roll(x, 7),
        "roll both": np.roll(m, (1, -2), axis=(0, 2)), "tensordot": np.tensordot(m, x.T.copy(), axes=1),
        "tensordot pairs": np.tensordot(m, m, axes=([1, 2], [1, 2])), "tensordot 0": np.tensordot(v[:3], w, 0),
        "inner": np.inner(x, x), "inner 1-D": np.inner(v, v), "kron": np.kron(x[:2, :3], m[0]), "kron 1-D": np.kron(v[:3], w),
        "vecdot": np.vecdot(x, x[0]) if hasattr(np, "vecdot") else np.sum(x * x[0], axis=-1),
        "matrix_transpose": np.matrix_transpose(m) if hasattr(np, "matrix_transpose") else np.swapaxes(m, -1, -2),
        "mT": m.mT if hasattr(m, "mT") else np.swapaxes(m, -1, -2),
        "vector_norm": np.linalg.vector_norm(x, axis=1) if hasattr(np.linalg, "vector_norm") else np.linalg.norm(x, axis=1),
        "vector_norm inf": np.linalg.vector_norm(x, ord=np.inf) if hasattr(np.linalg, "vector_norm") else np.abs(x).max(),
        "vector_norm 3 keepdims": (np.linalg.vector_norm(m, ord=3, axis=(0, 2), keepdims=True)
                                   if hasattr(np.linalg, "vector_norm") else np.sum(np.abs(m) ** 3, axis=(0, 2), keepdims=True) ** (1 / 3)),
        "norm ord 1": np.linalg.norm(v, ord=1), "norm ord -inf": np.linalg.norm(x, ord=-np.inf, axis=0),
        "norm ord 0": np.linalg.norm(np.round(v), ord=0), "norm matrix 1": np.linalg.norm(x, ord=1),
        "norm matrix -inf": np.linalg.norm(m, ord=-np.inf, axis=(1, 2)),
        "cross": np.cross(m[0, :, :3], m[1, :, 1:4]), "cross broadcast": np.cross(x[:, :3], m[0, 0, 1:4]),
        "isclose": np.isclose(x, np.round(x, 1), atol=0.03).astype(np.int8),
        "isclose nan": np.isclose(n, n, equal_nan=True).astype(np.int8), "isclose scalar": np.isclose(x, 1.0, rtol=0.5).astype(np.int8),
        "nan_to_num": np.nan_to_num(n), "nan_to_num values": np.nan_to_num(1 / n, nan=-1.0, posinf=7.0, neginf=-7.0),
        "sinc": np.sinc(np.round(x * 2) / 2), "select": np.select([x > 1, x < -1], [x, -x * 2], 0.5),
        "select int": np.select([k > 5, k < 0], [k, k * 2], default=-1),
        "take_along_axis": np.take_along_axis(x, i, axis=1), "take_along_axis 0": np.take_along_axis(x, i[:2, :1], axis=0),
        "take_along_axis argmax": np.take_along_axis(x, np.argmax(x, axis=1, keepdims=True), axis=1),
        "take_along_axis flat": np.take_along_axis(v, i[0], axis=None),
        "nansum": np.nansum(n, axis=1), "nanprod": np.nanprod(n), "nanmax": np.nanmax(n, axis=0),
        "nanmin": np.nan_to_num(np.nanmin(n, axis=1, keepdims=True), nan=9.0), "nanmean": np.nanmean(n, axis=0), "nansum int": np.nansum(k, axis=0),
        "nanargmax": np.nanargmax(n[[0, 1, 3]], axis=1), "nanargmin": np.nanargmin(n),
        "atleast_2d": np.atleast_2d(v), "atleast_3d": np.atleast_3d(x), "atleast_1d": np.atleast_1d(v.sum()),
        "column_stack": np.column_stack([v[:4], x[:4, :2]]), "dstack": np.dstack([x, x * 2]),
        "array_split": np.array_split(v, 3)[0], "array_split 2": np.array_split(x, 4, axis=1)[3],
    }


def more_functions_inputs(rng):
    x, m, v = nonzero(rng, 6, 5), nonzero(rng, 3, 4, 5), nonzero(rng, 7)
    n = nonzero(rng, 4, 6)
    n[1, 2] = n[3, 0] = n[3, 5] = np.nan
    n[2, :] = np.nan  # a row of NaN only
    n[0, 1], n[1, 0] = 0.0, -0.0  # (1 / n: both infinities)
    i = rng.integers(-5, 5, (6, 3))
    return x, m, v, nonzero(rng, 2), i, _ints(rng, 5, 5), n


def specials(s, t, x):
    """Infinities, NaN and signed zeros through the new ufuncs (np.nan_to_num makes them comparable)."""
    f = lambda v: np.nan_to_num(v, nan=-7.0, posinf=7.0, neginf=-9.0)  # noqa: E731
    return {
        "hypot": f(np.hypot(s, t)), "logaddexp": f(np.logaddexp(s, t)), "logaddexp2": f(np.logaddexp2(s, t)),
        "fmax": f(np.fmax(s, t)), "fmin": f(np.fmin(s, t)), "heaviside": f(np.heaviside(s, 0.25)),
        "signbit": np.signbit(s).astype(np.int8), "sinh": f(np.sinh(s)), "arcsinh": f(np.arcsinh(s)),
        "cbrt": f(np.cbrt(s)), "reciprocal": f(np.reciprocal(s)), "arctanh": f(np.arctanh(np.clip(s, -1, 1))),
        "isclose": np.isclose(s, t).astype(np.int8), "isclose nan": np.isclose(s, t, equal_nan=True).astype(np.int8),
        "nanmax": f(np.nanmax(x, axis=1)), "nanmin": f(np.nanmin(x, axis=0)), "nanmean": f(np.nanmean(x, axis=1)),
        "sinc": f(np.sinc(s)), "maximum.accumulate": f(np.maximum.accumulate(s)),
        "maximum": f(np.maximum(s, t)), "minimum": f(np.minimum(s, t)), "max": f(np.max(x, axis=1)),
        "min": f(np.min(x, axis=0)), "sign": f(np.sign(s)), "clip": f(np.clip(s, -1.0, 1.0)),
    }


def specials_inputs(rng):
    values = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0, 1.5, -2.0, 0.5], np.float32)  # (moderate: errors are relative to the largest value)
    s, t = np.meshgrid(values, values)  # every pair
    x = nonzero(rng, 5, 4)
    x[0] = np.nan
    x[2, 1], x[3, 0], x[4, 3] = np.nan, np.inf, -np.inf
    return s.copy(), t.copy(), x


def masks(x, k, b):
    """Bool arrays that stay buffers (a byte each): a mask used twice, sliced, reshaped, gathered,
    transposed, joined, reduced; before, memrefs of i1 made mlir-opt assert. b is a bool argument,
    and some results are bool arrays."""
    m = x > 0
    rows = np.array([2, 0, 2])
    return {
        "twice": np.where(m, x, 0).sum(axis=0) + m.sum(axis=0), "count": np.count_nonzero(m, axis=1),
        "sliced": (m[1:] & m[:-1]).astype(np.int8), "diff": np.diff(m, axis=0).astype(np.int8),
        "reshaped": m.reshape(-1, 2).any(axis=1).astype(np.int8), "transposed": np.where(m.T, x.T, -x.T),
        "gathered": np.where(m[rows], x[rows], 1.5), "joined": np.concatenate([m, ~m], 1).sum(axis=1),
        "max": np.max(m, axis=1).astype(np.int8), "flipped": np.where(np.flip(m, 1), x, 0),
        "tril": np.tril(m).astype(np.int32) * k[:, :1], "nan reuse": np.nanmax(np.where(m, x, np.nan), axis=1),
        "taken": np.take_along_axis(m, np.argmax(x, axis=1, keepdims=True), 1).astype(np.int8),
        "bool argument": np.where(b, x, -x), "bool result": m ^ b, "bool result 2": np.isnan(np.log(x)) | b[:, :1],
        "bool order": (m < b) | (np.maximum(m, b) & ~(m + b)), "bool search": np.searchsorted(np.sort(b[0]), b[1]),
        "bool matmul": (m @ b.T).astype(np.int8), "int8 == 300": k.astype(np.int8) == 300,
        "int64 < 2**70": k < 2 ** 70, "int32 > 2**40": np.greater(k.astype(np.int32), 2 ** 40),
    }


def masks_inputs(rng):
    return nonzero(rng, 4, 6), _ints(rng, 4, 6), rng.random((4, 6)) < 0.5


def sorting(x, t, k, n, long):
    """np.sort and what rests on it (t has ties, n NaN, long is not a power of two long)."""
    return {
        "sort": np.sort(x), "sort 0": np.sort(x, axis=0), "sort None": np.sort(x, axis=None), "sort ties": np.sort(t, -1),
        "sort int": np.sort(k, axis=1), "sort nan": np.nan_to_num(np.sort(n, axis=1), nan=9.0), "sort long": np.sort(long),
        "argsort": np.argsort(x), "argsort 0": np.argsort(x, axis=0), "argsort stable ties": np.argsort(t, kind="stable"),
        "argsort int stable": np.argsort(k, axis=0, stable=True), "argsort nan": np.argsort(n, axis=1, kind="stable"),
        "argsort long": np.argsort(long), "argsort method": x.argsort(axis=0), "argsort None": np.argsort(x, axis=None),
        "top 3": np.take_along_axis(x, np.argsort(-x, axis=1)[:, :3], axis=1),
        "partition kth": np.partition(x, 2, axis=1)[:, 2], "partition sorted": np.sort(np.partition(long, 7)),
        "argpartition kth": np.take_along_axis(x, np.argpartition(x, 3, axis=1), axis=1)[:, 3],
        "median": np.median(x), "median 1": np.median(x, axis=1), "median even": np.median(x[:, :4], axis=1, keepdims=True),
        "median int": np.median(k, axis=0), "median nan": np.nan_to_num(np.median(n, axis=1), nan=9.0),
        "median axes": np.median(x.reshape(3, 2, 7), axis=(0, 2)),
        "percentile": np.percentile(x, 30, axis=1), "percentiles": np.percentile(long, [0, 12.5, 50, 99, 100]),
        "quantile": np.quantile(x, 0.75, axis=0, keepdims=True), "quantiles": np.quantile(x, [[0.1, 0.9]], axis=1),
        # (found by an adversarial pass: infinities in a median, signed zeros kept by a sort, bools, edge shapes)
        "median infinities": np.nan_to_num(np.median(np.array([[np.inf, 0, 1], [np.inf, np.inf, 0]], F32) * x[:2, :3],
                                                     axis=1), posinf=7.0, neginf=-7.0),
        "sort bools": np.sort(x > 0, axis=1).astype(np.int8), "argsort bools": np.argsort(t > 0, axis=1, kind="stable"),
        "median axis ()": np.median(x, axis=()),
    }


def sorting_inputs(rng):
    n = nonzero(rng, 4, 9)
    n[1, 3] = n[2, 0] = n[2, 8] = np.nan
    return (nonzero(rng, 6, 7), _ties(rng, 5, 9), _ints(rng, 6, 5, low=-4, high=5), n,
            rng.standard_normal(100).astype(F32))


def indexing(x, t, y, k):
    """Integer arrays, lists and ranges in a tuple index (t is a traced index array), rows set through
    a traced index (repeats: the last wins), ==, and the einsums with a repeated letter or three operands."""
    rows, ones = y * 2, y + 1
    rows[t] = y[::-1] * 3  # (t repeats values: the last write wins)
    ones[t[:2]] = 0.25
    return {
        "scatter rows": rows, "scatter scalar": ones,
        "pairs": x[[0, 2], [1, 3]], "cross entropy": -np.log(np.abs(y[np.arange(4), t])),
        "middle": x[:, [1, 3], 2], "split by a slice": x[0, :, [1, 2]], "broadcast": x[:, np.array([[0], [4]]), [1, 2]],
        "ranges": x[range(2), range(2)], "ellipsis": x[..., [0, -1]], "apart": x[[1], :, [2]],
        "range down": x[range(3, 0, -1)], "slices too": x[::-1, [0, 4], 1:5:2], "traced pair": x[t, t[:2, None], -1],
        "==": (x == x[0]).astype(np.int8), "!= scalar": (k != 2).astype(np.int8), "== traced": (t == 3).astype(np.int8),
        "einsum ii->i": np.einsum("ii->i", y[:, :4]), "einsum trace": np.einsum("ii", y[:, :4]),
        "einsum bii->bi": np.einsum("bii->bi", x[:, :4, :4]), "einsum 3": np.einsum("ij,jk,kl->il", y, y.T, y),
        "einsum 3 implicit": np.einsum("ij,jk,kl", y, y.T, y), "einsum 4 to scalar": np.einsum("i,ij,jk,k->", y[0], y.T, y, y[1]),
        "einsum int8 trace": np.einsum("ii", (k[:, :3] * 50).astype(np.int8)), "einsum bools": np.einsum("ij,kj->ik", k > 0, k < 2),
    }


def indexing_inputs(rng):
    t = rng.integers(-4, 4, 4)
    t[3] = t[0]  # a repeated row
    return nonzero(rng, 4, 5, 6), t, nonzero(rng, 4, 5), _ints(rng, 3, 4, low=-3, high=4)


def signal(x, a, v, w, m, k):
    """Searching a sorted array, interpolation, convolution, covariance, and reductions with where=
    (a is sorted; w is shorter than v)."""
    return {
        "searchsorted": np.searchsorted(a, x), "searchsorted right": np.searchsorted(a, np.round(x), side="right"),
        "digitize": np.digitize(x, [-1.0, 0.0, 0.5]), "digitize down": np.digitize(x, [0.5, 0.0, -1.0], right=True),
        "digitize traced down": np.digitize(x, a[::-1]), "digitize traced up": np.digitize(x, a, right=True),
        "interp scalar": np.interp(0.25, a, np.cumsum(np.abs(a))),
        "interp infinities": np.nan_to_num(np.interp(np.array([-3, -1.5, 0, 0.5], F32), np.array([-np.inf, -1, 0, np.inf]),
                                                     np.array([np.inf, 1, 1, 2]) * a[:4]), posinf=7.0),
        "interp": np.interp(x, a, np.cumsum(np.abs(a))), "interp edges": np.interp(x * 3, a, a * 2, left=-5.0, right=5.0),
        "convolve": np.convolve(v, w), "convolve same": np.convolve(w, v, "same"), "convolve valid": np.convolve(v, w, "valid"),
        "correlate": np.correlate(v, w), "correlate full": np.correlate(w, v, "full"), "correlate same": np.correlate(w, v, "same"),
        "cov": np.cov(m), "cov columns": np.cov(m, rowvar=False, bias=True), "cov y": np.cov(m[0], m[1]),
        "corrcoef": np.corrcoef(m), "sum where": np.sum(x, axis=1, where=k > 0), "mean where": np.mean(x, 0, where=np.tri(4, 6, 3, dtype=bool)),
        "max where": np.max(x, axis=1, where=x < 0, initial=-10.0), "prod where": np.prod(x, where=np.abs(x) > 1.5),
        "any where": np.any(x > 1, axis=1, where=k > 0).astype(np.int8),
        "piecewise": np.piecewise(x, [x < 0, x > 1], [lambda t: -t, lambda t: t * t, 0.5]),
        "piecewise later wins": np.piecewise(x, [x < 1, x < 0], [1.0, lambda t: np.exp(t)]),
    }


def signal_inputs(rng):
    return (nonzero(rng, 4, 6), np.sort(rng.standard_normal(9)).astype(F32), nonzero(rng, 11), nonzero(rng, 4),
            nonzero(rng, 3, 7), _ints(rng, 4, 6, low=-3, high=4))


def conveniences(x, m, v, n, k):
    """Small compositions: diagonals and rotations, joining and cutting, sets, NaN scans and spreads,
    calculus, polynomials, the array-API names (n holds NaN)."""
    has = lambda name: hasattr(np, name)  # noqa: E731 (NumPy 2.1+ / 2.2+ names)
    return {
        "fix": np.fix(x * 3), "isposinf": np.isposinf(1 / n).astype(np.int8), "isneginf": np.isneginf(-1 / n),
        "diag of v": np.diag(v), "diag 2": np.diag(v[:3], 2), "diag -1": np.diag(v[:4], k=-1), "diag of m": np.diag(x, 1),
        "rot90": np.rot90(x), "rot90 2": np.rot90(m, 2, axes=(1, 2)), "rot90 -1": np.rot90(x, -1),
        "hsplit": np.hsplit(x, [2])[1], "vsplit": np.vsplit(x, 3)[2], "dsplit": np.dsplit(m, 5)[4], "hsplit 1-D": np.hsplit(v, 7)[3],
        "broadcast_arrays": np.broadcast_arrays(x, v[:5])[1], "append": np.append(v, x), "append 0": np.append(x, x[:1], axis=0),
        "delete": np.delete(x, 1, axis=1), "delete list": np.delete(v, [0, -1]), "delete slice": np.delete(m, slice(1, 3), 1),
        "isin": np.isin(k, [1, 3, -2]), "isin invert": np.isin(k, k[0], invert=True).astype(np.int8),
        "nancumsum": np.nancumsum(n, axis=1), "nancumprod": np.nancumprod(n), "nanvar": np.nanvar(n, axis=1),
        "nanstd": np.nanstd(n, axis=0, ddof=1, keepdims=True),
        "cumulative_sum": np.cumulative_sum(v, include_initial=True) if has("cumulative_sum") else np.concatenate([[0], np.cumsum(v)]).astype(F32),
        "cumulative_prod": np.cumulative_prod(x, axis=0) if has("cumulative_prod") else np.cumprod(x, axis=0),
        "astype": np.astype(k, np.float32) if has("astype") else k.astype(np.float32),
        "gradient": np.gradient(v), "gradient 2-D": np.gradient(x, 0.5)[1], "gradient axis": np.gradient(m, 2.0, axis=1),
        "trapezoid": np.trapezoid(x), "trapezoid x": np.trapezoid(x, np.cumsum(np.abs(v[:5])), axis=1),
        "trapezoid dx": np.trapezoid(m, dx=0.25, axis=0),
        "polyval": np.polyval(v[:4], x), "polyval scalar": np.polyval(v, 0.5), "vander": np.vander(v[:4]),
        "vander increasing": np.vander(v, 3, increasing=True),
        "matvec": np.matvec(m, v[:5]) if has("matvec") else m @ v[:5],
        "vecmat": np.vecmat(v[:4], m.transpose(0, 1, 2)[:, :, :]) if has("vecmat") else v[:4] @ m,
        "copy": np.copy(x) * 2, "ravel": np.ravel(m), "real": np.real(x),
    }


def conveniences_inputs(rng):
    n = nonzero(rng, 3, 6)
    n[0, 2], n[2, 5] = np.nan, np.nan
    n[1, 0], n[1, 3] = 0.0, -0.0
    return nonzero(rng, 6, 5), nonzero(rng, 3, 4, 5), nonzero(rng, 7), n, _ints(rng, 4, 5, low=-3, high=4)


def edges(x, b, n, k, h):
    """What an adversarial pass against NumPy found (each key one finding, fixed): bools in scans,
    products and dtypes, Python scalars kept 0-d, tuple shifts, masks in np.delete, NaN spreads with
    no degrees of freedom, float16 means and sinc (b is bool, n holds NaN, h is float16)."""
    return {
        "maximum.accumulate bools": np.maximum.accumulate(b, axis=1), "add.accumulate bools": np.add.accumulate(b),
        "dot of bools": np.dot(b[0], b[1]), "convolve bools": np.convolve(b[0], b[1, :3]),
        "roll tuple": np.roll(x, (1, 2), axis=1), "roll tuple flat": np.roll(x, (1, 2)),
        "divmod builtin": divmod(x, 0.75)[1], "delete by mask": np.delete(x, np.array([True, False, True, False, False]), axis=1),
        "signbit bools": np.signbit(b), "nanmax initial": np.nanmax(n, axis=1, initial=2.5),
        "nanvar no dof": np.nan_to_num(np.nanvar(n, axis=1, ddof=5), nan=-7.0),
        "var ddof too big": np.nan_to_num(np.var(x[:, :2], axis=1, ddof=3), posinf=7.0, nan=-7.0),
        "sinc float16": np.sinc(h * 0), "mean float16": np.mean(h * 20000, axis=0),  # (a float16 sum would overflow)
        "trapezoid bools": np.trapezoid(b, axis=1), "outer with a scalar": np.add.outer(x[0], 2.0),
        "fix ints": np.fix(k), "diag bools": np.diag(b[0], 1), "square bools": np.square(b),
        "inner with a scalar": np.inner(x, 2.0), "conjugate bools": np.conjugate(b),
    }


def edges_inputs(rng):
    n = nonzero(rng, 3, 4)
    n[0, :] = np.nan
    n[1, 2] = np.nan
    return (nonzero(rng, 4, 5), rng.random((2, 6)) < 0.5, n, _ints(rng, 3, 4, dtype=I32),
            np.abs(nonzero(rng, 3, 2)).astype(np.float16) + np.float16(1))


GROUPS = {
    "reductions": (reductions, reductions_inputs),
    "elementwise": (elementwise, elementwise_inputs),
    "shapes": (shapes, shapes_inputs),
    "einsum": (einsums, einsums_inputs),
    "updates": (updates, updates_inputs),
    "more_ufuncs": (more_ufuncs, more_ufuncs_inputs),
    "more_functions": (more_functions, more_functions_inputs),
    "specials": (specials, specials_inputs),
    "masks": (masks, masks_inputs),
    "sorting": (sorting, sorting_inputs),
    "indexing": (indexing, indexing_inputs),
    "signal": (signal, signal_inputs),
    "conveniences": (conveniences, conveniences_inputs),
    "edges": (edges, edges_inputs),
    **({"erf": (erfs, erfs_inputs)} if erf is not None else {}),
}

# Tolerance per group: max|got - ref| / max|ref| (conftest.check_close). Float32 everywhere;
# scans and products accumulate a few ulps per step.
TOL = {"reductions": 1e-5, "elementwise": 1e-5, "shapes": 1e-7, "einsum": 1e-5, "updates": 1e-7, "erf": 1e-5,
       "more_ufuncs": 1e-5, "more_functions": 1e-5, "specials": 1e-5, "masks": 1e-7, "sorting": 1e-6, "indexing": 1e-5, "signal": 1e-5, "conveniences": 1e-5, "edges": 1e-3}
SEEDS = (0, 1, 2)
