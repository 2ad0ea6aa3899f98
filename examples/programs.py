"""Six small programs that cover what GPT-2 needs: each is ordinary NumPy, runnable as is.

`PROGRAMS[name]` gives the function, a maker of random inputs (shapes deliberately not multiples
of 16) and the static keyword arguments, so `invoke build --program NAME` and the tests share them.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

GELU_C = math.sqrt(2 / math.pi)  # a Python float: a NumPy float64 here would promote f32 to f64


def gelu(x):
    return 0.5 * x * (1 + np.tanh(GELU_C * (x + 0.044715 * x ** 3)))  # [n, d]


def softmax(x):
    e = np.exp(x - np.max(x, axis=-1, keepdims=True))  # [n, d]
    return e / np.sum(e, axis=-1, keepdims=True)  # [n, d]


def layernorm(x, g, b):
    mean = np.mean(x, axis=-1, keepdims=True)  # [n, 1]
    var = np.var(x, axis=-1, keepdims=True)  # [n, 1]
    return (x - mean) / np.sqrt(var + 1e-5) * g + b  # [n, d]


def matmul(a, b):
    return a @ b  # [n, k] @ [k, m] -> [n, m]


def gather(table, ids, positions):
    return table[ids] + positions[range(len(ids))]  # [n, d]


def attention(x, *, n_head):
    n, d = x.shape  # x holds q, k and v side by side: [n, 3 * d_model]
    q, k, v = np.split(x, 3, axis=-1)  # 3 x [n, d_model]
    q, k, v = (t.reshape(n, n_head, -1).transpose(1, 0, 2) for t in (q, k, v))  # [h, n, dh]
    mask = np.triu(np.full((n, n), -np.inf, dtype=np.float32), k=1)  # [n, n], NumPy evaluates it
    scores = q @ k.transpose(0, 2, 1) * (1.0 / math.sqrt(q.shape[-1])) + mask  # [h, n, n]
    return (softmax(scores) @ v).transpose(1, 0, 2).reshape(n, -1)  # [n, d_model]


@dataclass
class Example:
    fn: Callable
    make_inputs: Callable[[np.random.Generator], tuple]
    static: dict = field(default_factory=dict)


def _f32(rng, *shape):
    return rng.standard_normal(shape, dtype=np.float32)


PROGRAMS = {
    "gelu": Example(gelu, lambda r: (_f32(r, 37, 50),)),
    "softmax": Example(softmax, lambda r: (_f32(r, 37, 50),)),
    "layernorm": Example(layernorm, lambda r: (_f32(r, 37, 50), 1 + 0.1 * _f32(r, 50), 0.1 * _f32(r, 50))),
    "matmul": Example(matmul, lambda r: (_f32(r, 37, 50), _f32(r, 50, 29))),
    "gather": Example(gather, lambda r: (_f32(r, 100, 24), r.integers(0, 100, 13), _f32(r, 40, 24))),
    "attention": Example(attention, lambda r: (_f32(r, 19, 3 * 48),), {"n_head": 4}),
}
