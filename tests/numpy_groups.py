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


GROUPS = {
    "reductions": (reductions, reductions_inputs),
    "elementwise": (elementwise, elementwise_inputs),
    "shapes": (shapes, shapes_inputs),
    "einsum": (einsums, einsums_inputs),
    "updates": (updates, updates_inputs),
    **({"erf": (erfs, erfs_inputs)} if erf is not None else {}),
}

# Tolerance per group: max|got - ref| / max|ref| (conftest.check_close). Float32 everywhere;
# scans and products accumulate a few ulps per step.
TOL = {"reductions": 1e-5, "elementwise": 1e-5, "shapes": 1e-7, "einsum": 1e-5, "updates": 1e-7, "erf": 1e-5}
SEEDS = (0, 1, 2)
