"""Six small programs that cover what GPT-2 needs: each is ordinary NumPy, runnable as is.

`PROGRAMS[name]` gives the function, a maker of random inputs (shapes deliberately not multiples
of 16) and the static keyword arguments, so `invoke build --program NAME` and the tests share them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from gpt2 import reference as ref
from gpt2.weights import LayerNorm

# The model's own layer functions: the examples compile exactly what GPT-2 runs.
gelu = ref.gelu  # [n, d]
softmax = ref.softmax  # [n, d] over the last axis


def layernorm(x, g, b):
    return ref.layer_norm(x, LayerNorm(g, b))  # [n, d]


def matmul(a, b):
    return a @ b  # [n, k] @ [k, m] -> [n, m]


def gather(table, ids, positions):
    return ref.embed(ids, table, positions)  # [n, d]: table[ids] + positions[:n]


def attention(x, *, n_head):
    # x holds q, k and v side by side: [n, 3 * d_model]; the causal mask is a NumPy constant.
    q, k, v = (ref.split_heads(t, n_head) for t in np.split(x, 3, axis=-1))  # 3 x [h, n, dh]
    scale = ref.attention_scale(q.shape[-1], layer=0)  # 1 / sqrt(dh), a Python float
    return ref.merge_heads(ref.attention(q, k, v, ref.causal_mask(x.shape[0]), scale))  # [n, d_model]


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
