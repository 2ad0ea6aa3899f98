"""The programs tests/test_attention_matvec.py and tests/test_attention_matvec_gpu.py build: a decoding
step's attention over a KV cache and the product after it (gpt2/reference.py's functions), and their
random arguments (never zeros)."""
from __future__ import annotations

import numpy as np

from gpt2.reference import attention, cached_mask, merge_heads

F32 = np.float32


def attn_out(q, kc, vc, k, v, pos, x, w, b):
    """gpt2/reference.py's decoding step from the cache write to the residual add after attn_out."""
    kc[:, pos:pos + 1, :] = k
    vc[:, pos:pos + 1, :] = v
    o = attention(q, kc, vc, cached_mask(pos, 1, kc.shape[1]))  # [h, 1, dh]
    return x + (merge_heads(o) @ w + b)  # [1, h * dh] @ [h * dh, n] -> [1, n]


def no_epilogue(q, kc, vc, k, v, pos, w):
    kc[:, pos:pos + 1, :] = k
    vc[:, pos:pos + 1, :] = v
    return merge_heads(attention(q, kc, vc, cached_mask(pos, 1, kc.shape[1]))) @ w


def o_read_again(q, kc, vc, k, v, pos, w):
    """O is a result too: it must be written, so no fusion."""
    kc[:, pos:pos + 1, :] = k
    vc[:, pos:pos + 1, :] = v
    o = merge_heads(attention(q, kc, vc, cached_mask(pos, 1, kc.shape[1])))
    return o @ w, o * 2


def args(h=12, c=64, dh=64, n=768, pos=5, seed=0, fn=attn_out):
    rng = np.random.default_rng(seed)
    r = lambda *s: rng.standard_normal(s).astype(F32)  # noqa: E731
    cache = [r(h, 1, dh), r(h, c, dh), r(h, c, dh), r(h, 1, dh), r(h, 1, dh), np.array(pos, np.int64)]
    if fn is attn_out:
        return cache + [r(1, n), r(h * dh, n) * F32(0.05), r(n)]
    return cache + [r(h * dh, n) * F32(0.05)]
