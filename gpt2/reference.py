"""GPT-2 forward pass in plain NumPy, picoGPT style.

These exact functions are traced by the symbolic-tensor frontend, so they use
only: + - * / ** and unary minus, np.exp/tanh/sqrt/log/maximum, scipy.special.erf, np.sum/mean/
var/max with axis= and keepdims=, @, reshape, transpose/.T, np.split,
integer-array indexing, comparisons and np.where, slice assignment into an
argument (the KV cache, updated in place), len() and .shape.

Constants are Python floats on purpose: under NumPy 2 promotion a NumPy
float64 scalar would turn float32 activations into float64.
"""

import math
from typing import NamedTuple

import numpy as np

GELU_C = math.sqrt(2.0 / math.pi)  # Python float
EPS = 1e-5  # Python float, GPT-2's layer_norm_epsilon


def erf(x):
    # scipy.special.erf, a ufunc the tracer takes by name (libm's erff, libdevice's __nv_erff);
    # imported here, as only the exact GELU needs it.
    from scipy.special import erf as erf_ufunc
    return erf_ufunc(x)  # [...]


def gelu(x):  # GPT-2's own: the tanh approximation
    return 0.5 * x * (1.0 + np.tanh(GELU_C * (x + 0.044715 * x**3)))  # [...]


def gelu_fast(x):
    return 0.5 * x * (1.0 + np.tanh(x * 0.7978845608 * (1.0 + 0.044715 * x * x)))  # [...]


def gelu_exact(x):
    return 0.5 * x * (1.0 + erf(x * (1.0 / math.sqrt(2.0))))  # [...]


def sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))  # [...], exp overflowing to inf gives exactly 0


def quick_gelu(x):
    return x * sigmoid(1.702 * x)  # [...]


def silu(x):
    return x * sigmoid(x)  # [...]


def relu(x):
    return np.maximum(x, 0.0)  # [...]


def relu2(x):
    return np.maximum(x, 0.0) ** 2  # [...]


def tanh(x):
    return np.tanh(x)  # [...]


def identity(x):
    return x  # [...]


# config.json's activation_function: transformers' names, each its formula (gpt2.weights maps
# the synonyms gelu_pytorch_tanh, gelu_python and swish onto these).
ACTIVATIONS = {"gelu_new": gelu, "gelu_fast": gelu_fast, "gelu": gelu_exact, "quick_gelu": quick_gelu, "relu": relu,
               "relu2": relu2, "silu": silu, "sigmoid": sigmoid, "tanh": tanh, "linear": identity}


class Options(NamedTuple):
    """The options of GPT-2's formula that a config.json sets; the defaults are GPT-2's own (and
    Hugging Face's). A static argument of every compiled program, so each is baked in."""
    activation: str = "gelu_new"  # activation_function, a key of ACTIVATIONS
    eps: float = EPS  # layer_norm_epsilon
    scale_attn_weights: bool = True  # scores / sqrt(head_dim)
    scale_attn_by_inverse_layer_idx: bool = False  # scores / (layer + 1)


GPT2 = Options()


def softmax(x):
    e = np.exp(x - np.max(x, axis=-1, keepdims=True))  # [..., n], max 1 so no overflow
    return e / np.sum(e, axis=-1, keepdims=True)  # [..., n]


def layer_norm(x, norm, eps=EPS):
    mean = np.mean(x, axis=-1, keepdims=True)  # [n, 1]
    var = np.var(x, axis=-1, keepdims=True)  # [n, 1]
    return (x - mean) / np.sqrt(var + eps) * norm.g + norm.b  # [n, d]


def linear(x, lin):
    return x @ lin.w + lin.b  # [n, in] @ [in, out] -> [n, out]


def ffn(x, block, activation="gelu_new"):
    h = ACTIVATIONS[activation](linear(x, block.mlp_in))  # [n, inner], inner = 4d in GPT-2
    return linear(h, block.mlp_out)  # [n, d]


def causal_mask(n):
    # A constant NumPy builds itself (the tracer captures it): 0 on and below
    # the diagonal, -inf above, so future positions get exactly zero weight.
    return np.triu(np.full((n, n), -np.inf, dtype=np.float32), k=1)  # [n, n]


def attention_scale(head_dim, layer, options=GPT2):
    """The factor on q @ k.T (a Python float): 1/sqrt(head_dim), and 1/(layer + 1) on top with
    scale_attn_by_inverse_layer_idx (the only option under which blocks compute differently)."""
    scale = 1.0 / math.sqrt(head_dim) if options.scale_attn_weights else 1.0
    return scale / (layer + 1) if options.scale_attn_by_inverse_layer_idx else scale


# A batch of sequences is a leading axis (shapes [..., n, d]): the products see all their rows at
# once, and only attention, positions and the KV cache are per sequence.

def attention(q, k, v, mask, scale):
    scores = q @ k.swapaxes(-1, -2) * scale + mask  # [..., h, n, dh] @ [..., h, dh, m] -> [..., h, n, m]
    return softmax(scores) @ v  # [..., h, n, m] @ [..., h, m, dh] -> [..., h, n, dh]


def split_heads(x, n_head):
    return x.reshape(*x.shape[:-1], n_head, -1).swapaxes(-3, -2)  # [..., n, d] -> [..., n, h, dh] -> [..., h, n, dh]


def merge_heads(x):
    *batch, h, n, dh = x.shape
    return x.swapaxes(-3, -2).reshape(*batch, n, h * dh)  # [..., h, n, dh] -> [..., n, h, dh] -> [..., n, d]


def cached_mask(pos, n, capacity):
    # Row i of a sequence at position p is position p + i: it sees cache slots 0..p + i (written by
    # now), not the rest. pos: one position (0-d), or one a sequence of a batch ([b]: an axis for the heads).
    at = pos if np.ndim(pos) == 0 else np.reshape(pos, (-1, 1, 1, 1))  # [] or [b, 1, 1, 1]
    seen = np.arange(capacity) <= at + np.arange(n)[:, None]  # [n, capacity] or [b, 1, n, capacity] bool
    return np.where(seen, np.float32(0), np.float32(-np.inf))  # [(b, 1,) n, capacity]


def write_cache(cache, new, pos):
    # new [..., h, n, dh] into cache [..., h, capacity, dh] at rows pos.., in place; in a batch,
    # each sequence at its own position pos[b].
    n = new.shape[-2]
    if np.ndim(pos) == 0:
        cache[..., pos:pos + n, :] = new  # [h, n, dh]
    else:
        for b in range(len(pos)):
            p = pos[b]  # 0-d
            cache[b, :, p:p + n, :] = new[b]  # [h, n, dh]


def mha(x, block, n_head, scale, kv=None, pos=None):
    qkv = linear(x, block.attention_in)  # [..., n, 3d]
    q, k, v = (split_heads(t, n_head) for t in np.split(qkv, 3, axis=-1))  # 3 x [..., h, n, dh]
    if kv is None:  # the whole sequence at once
        mask = causal_mask(x.shape[-2])  # [n, n]
    else:  # cached: write these n rows at pos, in place, then attend to every slot written so far
        write_cache(kv.k, k, pos)  # [..., h, capacity, dh]
        write_cache(kv.v, v, pos)  # [..., h, capacity, dh]
        k, v, mask = kv.k, kv.v, cached_mask(pos, x.shape[-2], kv.k.shape[-2])  # mask [(b, 1,) n, capacity]
    out = attention(q, k, v, mask, scale)  # [..., h, n, dh], all heads at once
    return linear(merge_heads(out), block.attention_out)  # [..., n, d]


# The pieces the model is made of; the per-sublayer compiled model runs each as a program.

def embed(inputs, words, positions, pos=None):
    # From position 0 a static slice of rows; from a runtime `pos` (one a sequence in a batch) a
    # gather, so a compiled program reads the position inside its kernel.
    n = np.shape(inputs)[-1]
    at = pos if np.ndim(pos) == 0 else np.reshape(pos, (-1, 1))  # [] or [b, 1]
    rows = range(n) if pos is None else at + np.arange(n)  # [n] or [b, n]
    # Weights may be stored in half precision (float16, bfloat16); activations are float32. A
    # product widens its weights as it reads them (NumPy promotes float32 @ float16 to float32).
    return words[inputs].astype(np.float32) + positions[rows].astype(np.float32)  # [..., n, d]


def attention_sublayer(x, block, n_head, kv=None, pos=None, *, options=GPT2, layer=0):
    scale = attention_scale(x.shape[-1] // n_head, layer, options)  # Python float
    return x + mha(layer_norm(x, block.attention_norm, options.eps), block, n_head, scale, kv, pos)  # [n, d]


def mlp_sublayer(x, block, *, options=GPT2):
    return x + ffn(layer_norm(x, block.mlp_norm, options.eps), block, options.activation)  # [n, d]


def lm_head(x, final_norm, head, *, options=GPT2):
    # head: the word embeddings (tied, GPT-2's) or a checkpoint's own lm_head.weight, both [vocab, d]
    return layer_norm(x, final_norm, options.eps) @ head.T  # [..., n, d] @ [d, vocab] -> [..., n, vocab]


def argmax(x):
    """np.argmax over the last axis, from ops a compiled program has: the first index of the max.
    A row holding a NaN has a NaN max (np.max, arith.maximumf), which no element equals, so it gets
    x.shape[-1], an index past the end: the caller refuses it instead of taking token 0 (np.argmax
    would give the NaN's index). The GPU's split argmax keeps this (pipeline/passes/long_argmax.py)."""
    top = np.max(x, axis=-1, keepdims=True)  # [..., 1]
    return np.min(np.where(np.equal(x, top), np.arange(x.shape[-1]), x.shape[-1]), axis=-1)  # [...]


def transformer_block(x, block, n_head, kv=None, pos=None, *, options=GPT2, layer=0):
    x = attention_sublayer(x, block, n_head, kv, pos, options=options, layer=layer)  # [n, d]
    return mlp_sublayer(x, block, options=options)  # [n, d]


def head_weights(params):
    return params.words if params.head is None else params.head  # [vocab, d]


def pick_rows(x, rows):
    if np.ndim(x) == 2:
        return x[rows]  # [n, d] at rows [k] -> [k, d]
    return np.take_along_axis(x, rows[..., None], axis=-2)  # [b, n, d] at rows [b, k] -> [b, k, d]


def gpt2(inputs, params, *, n_head, options=GPT2, intermediates=False, cache=None, pos=None, rows=None):
    """Logits [n, vocab] of the tokens `inputs` at positions pos, pos + 1, ...; with
    `intermediates`, a dict of "embeddings", "block_{i}" (the residual stream after block i) and
    "logits", for checking a compiled model quantity by quantity.

    With a `cache` (one KV per block, see empty_cache) the tokens' keys and values are written into
    it at rows pos.. (in place) and attention reads every row written so far: a prefill is
    gpt2(prompt, ..., cache=c, pos=0), each next token gpt2([token], ..., cache=c, pos=len so far).
    Without one, `inputs` is the whole sequence from position 0 (pos None). `rows` (an index
    array): the logits of those rows only, the head run on them alone (a prefill needs one).
    `options`: what the checkpoint's config.json sets (Options; GPT-2's own by default).

    A batch of b sequences is the same call with inputs [b, n] (padded at the end to one length):
    `pos` one position per sequence ([b]), a cache of empty_cache(..., rows=b), `rows` [b, k], and
    every result with a leading [b]. Each sequence computes exactly what it does alone."""
    x = embed(inputs, params.words, params.positions, pos)  # [..., n, d]
    trace = {"embeddings": x}
    for i, block in enumerate(params.blocks):
        kv = None if cache is None else cache[i]
        x = transformer_block(x, block, n_head, kv, pos, options=options, layer=i)  # [..., n, d]
        trace[f"block_{i}"] = x
    last = x if rows is None else pick_rows(x, rows)  # [..., n or k, d]
    trace["logits"] = lm_head(last, params.final_norm, head_weights(params), options=options)  # [..., n or k, vocab]
    return trace if intermediates else trace["logits"]


class KV(NamedTuple):
    k: np.ndarray  # [(b,) h, capacity, dh]: row t holds the key of position t once written
    v: np.ndarray  # [(b,) h, capacity, dh]


def empty_cache(n_layer, n_head, n_embd, capacity, rows=None):
    """Zeros, not garbage: masked slots get weight exactly 0, and 0 * NaN would still be NaN.
    `rows`: a batch's cache, one [h, capacity, dh] a sequence."""
    shape = (() if rows is None else (rows,)) + (n_head, capacity, n_embd // n_head)
    return tuple(KV(np.zeros(shape, np.float32), np.zeros(shape, np.float32)) for _ in range(n_layer))
