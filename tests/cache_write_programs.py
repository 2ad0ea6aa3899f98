"""The programs the cache-writes tests compile (tests/test_cache_writes.py on the CPU side,
tests/test_cache_writes_gpu.py on a GPU, which has no MLIR and so cannot import the former)."""
from __future__ import annotations

import numpy as np

from gpt2.reference import split_heads

H = 3  # heads


def qkv_step(x, w, b, kc, vc, pos):
    """gpt2/reference.py mha's first half: the product, its split, the cache rows written at pos."""
    n = x.shape[0]
    q, k, v = (split_heads(t, H) for t in np.split(x @ w + b, 3, axis=-1))
    kc[:, pos:pos + n, :] = k
    vc[:, pos:pos + n, :] = v
    return (q @ kc.transpose(0, 2, 1)) @ vc  # reads both caches after the writes


def qkv_write(x, w, b, kc, vc, pos):
    """qkv_step with no other product (a forced kernel variant applies to every product)."""
    n = x.shape[0]
    q, k, v = (split_heads(t, H) for t in np.split(x @ w + b, 3, axis=-1))
    kc[:, pos:pos + n, :] = k
    vc[:, pos:pos + n, :] = v
    return q, (kc + vc).sum(axis=-1)
