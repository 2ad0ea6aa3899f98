import math

import numpy as np
import pytest

from gpt2 import reference
from gpt2.reference import gpt2, transformer_block
from gpt2.weights import CONFIGS, random_params

TINY = CONFIGS["tiny"]


@pytest.fixture(scope="module")
def params():
    return random_params(TINY, seed=0)


def block_float64(x, block, n_head):
    """An independent GPT-2 block: float64, one head at a time, scalar-style loops."""
    f = lambda a: np.asarray(a, dtype=np.float64)  # noqa: E731

    def norm(x, ln):
        mu = x.mean(axis=1)[:, None]
        sd = np.sqrt(((x - mu) ** 2).mean(axis=1)[:, None] + 1e-5)
        return (x - mu) / sd * f(ln.g) + f(ln.b)

    x = f(x)
    n, d = x.shape
    dh = d // n_head
    qkv = norm(x, block.attention_norm) @ f(block.attention_in.w) + f(block.attention_in.b)
    heads = []
    for h in range(n_head):
        q = qkv[:, h * dh : (h + 1) * dh]
        k = qkv[:, d + h * dh : d + (h + 1) * dh]
        v = qkv[:, 2 * d + h * dh : 2 * d + (h + 1) * dh]
        out = np.zeros((n, dh))
        for i in range(n):
            s = np.array([q[i] @ k[j] / math.sqrt(dh) for j in range(i + 1)])  # past only
            w = np.exp(s - s.max())
            w /= w.sum()
            out[i] = sum(w[j] * v[j] for j in range(i + 1))
        heads.append(out)
    x = x + np.concatenate(heads, axis=1) @ f(block.attention_out.w) + f(block.attention_out.b)
    h = norm(x, block.mlp_norm) @ f(block.mlp_in.w) + f(block.mlp_in.b)
    h = 0.5 * h * (1 + np.tanh(math.sqrt(2 / math.pi) * (h + 0.044715 * h**3)))
    return x + h @ f(block.mlp_out.w) + f(block.mlp_out.b)


def test_block_matches_independent_float64(params):
    rng = np.random.default_rng(7)
    x = rng.standard_normal((9, TINY.n_embd), dtype=np.float32)
    got = transformer_block(x, params.blocks[0], TINY.n_head)
    want = block_float64(x, params.blocks[0], TINY.n_head)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_logits_shape_and_dtype(params):
    inputs = np.array([464, 2068, 7586, 21831, 18045, 625], dtype=np.int64)
    logits = gpt2(inputs, params, n_head=TINY.n_head)
    assert logits.shape == (6, TINY.n_vocab)
    assert logits.dtype == np.float32
    assert np.all(np.isfinite(logits))
    # A plain list of token ids works too.
    assert np.array_equal(gpt2(inputs.tolist(), params, n_head=TINY.n_head), logits)


def test_every_intermediate_float32(params):
    x = np.random.default_rng(0).standard_normal((5, TINY.n_embd), dtype=np.float32)
    blk = params.blocks[0]
    ln = reference.layer_norm(x, blk.attention_norm)
    assert ln.dtype == np.float32
    assert reference.gelu(x).dtype == np.float32
    assert reference.softmax(x).dtype == np.float32
    assert reference.ffn(ln, blk).dtype == np.float32
    assert reference.mha(ln, blk, TINY.n_head, reference.attention_scale(TINY.n_embd // TINY.n_head, 0)).dtype == np.float32
    assert reference.causal_mask(5).dtype == np.float32
    trace = gpt2([1, 2, 3], params, n_head=TINY.n_head, intermediates=True)
    assert all(v.dtype == np.float32 for v in trace.values())


def test_causal_mask():
    m = reference.causal_mask(4)
    assert not np.any(np.isnan(m))
    assert np.all(m[np.tril_indices(4)] == 0)
    assert np.all(m[np.triu_indices(4, k=1)] == -np.inf)
    # Masked scores get exactly zero weight.
    w = reference.softmax(np.zeros((4, 4), np.float32) + m)
    assert np.all(w[np.triu_indices(4, k=1)] == 0)
    np.testing.assert_allclose(w[3], 0.25)


def test_causal(params):
    a = [10, 20, 30, 40, 50, 60]
    b = a[:4] + [999, 12345]
    la = gpt2(np.array(a), params, n_head=TINY.n_head)
    lb = gpt2(np.array(b), params, n_head=TINY.n_head)
    np.testing.assert_array_equal(la[:4], lb[:4])
    assert not np.allclose(la[4:], lb[4:])
    # A prefix gives the same logits for its positions as the whole sequence.
    np.testing.assert_allclose(gpt2(np.array(a[:3]), params, n_head=TINY.n_head), la[:3], rtol=1e-5, atol=1e-5)


def test_trace_matches_gpt2(params):
    inputs = np.array([50256, 1, 2, 3, 4, 5, 6, 7])
    trace = gpt2(inputs, params, n_head=TINY.n_head, intermediates=True)
    assert list(trace) == ["embeddings", "block_0", "block_1", "logits"]
    assert trace["embeddings"].shape == (8, TINY.n_embd)
    np.testing.assert_array_equal(trace["embeddings"], params.words[inputs] + params.positions[:8])
    np.testing.assert_array_equal(trace["logits"], gpt2(inputs, params, n_head=TINY.n_head))


def test_full_context(params):
    inputs = np.arange(TINY.n_ctx) * 7
    logits = gpt2(inputs, params, n_head=TINY.n_head)
    assert logits.shape == (TINY.n_ctx, TINY.n_vocab)
    assert np.all(np.isfinite(logits))


def test_helpers():
    x = np.array([[-3.0, 0.0, 1.0, 3.0]], np.float32)
    np.testing.assert_allclose(reference.gelu(x), [[-0.0036373921, 0.0, 0.8411919906, 2.9963626079]], rtol=1e-5, atol=1e-6)
    s = reference.softmax(np.array([[1000.0, 1000.0]], np.float32))  # no overflow
    np.testing.assert_allclose(s, [[0.5, 0.5]])


# --- the cached forward (KV cache) ------------------------------------------------------------------

def prefill_and_steps(params, n_head, ids, n_prompt, capacity):
    """Logits of every position: a prefill of the first n_prompt tokens, then one step per token."""
    cache = reference.empty_cache(len(params.blocks), n_head, params.words.shape[1], capacity)
    rows = [gpt2(ids[:n_prompt], params, n_head=n_head, cache=cache, pos=0)]
    for t in range(n_prompt, len(ids)):
        rows.append(gpt2(ids[t:t + 1], params, n_head=n_head, cache=cache, pos=t))
    return np.concatenate(rows), cache


@pytest.mark.parametrize("n_prompt, capacity", [(1, 40), (7, 40), (13, 64), (40, 40)])
def test_prefill_and_steps_equal_the_full_forward(params, n_prompt, capacity):
    ids = np.random.default_rng(n_prompt).integers(0, TINY.n_vocab, 40)
    full = gpt2(ids, params, n_head=TINY.n_head)
    cached, cache = prefill_and_steps(params, TINY.n_head, ids, n_prompt, capacity)
    assert cached.dtype == np.float32 and cached.shape == full.shape
    np.testing.assert_allclose(cached, full, rtol=0, atol=1e-5)
    # The cache holds every position's key: rows past the sequence are untouched zeros.
    assert not np.any(cache[0].k[:, len(ids):, :])
    assert np.all(np.abs(cache[0].k[:, : len(ids), :]).sum(axis=-1) > 0)


def test_cached_intermediates_match_the_full_forward(params):
    ids = np.random.default_rng(3).integers(0, TINY.n_vocab, 12)
    full = gpt2(ids, params, n_head=TINY.n_head, intermediates=True)
    cache = reference.empty_cache(TINY.n_layer, TINY.n_head, TINY.n_embd, 16)
    gpt2(ids[:11], params, n_head=TINY.n_head, cache=cache, pos=0)
    step = gpt2(ids[11:], params, n_head=TINY.n_head, cache=cache, pos=11, intermediates=True)
    assert list(step) == list(full)
    for name in full:
        np.testing.assert_allclose(step[name][0], full[name][11], rtol=0, atol=1e-5, err_msg=name)


def test_padding_written_to_the_cache_is_overwritten_before_it_is_seen(params):
    """A prefill padded to 16 writes garbage rows 5..15; each step overwrites its row first."""
    ids = np.random.default_rng(4).integers(0, TINY.n_vocab, 9)
    padded = np.concatenate([ids[:5], np.full(11, 50256)])
    cache = reference.empty_cache(TINY.n_layer, TINY.n_head, TINY.n_embd, 32)
    first = gpt2(padded, params, n_head=TINY.n_head, cache=cache, pos=0)[4]
    steps = [gpt2(ids[t:t + 1], params, n_head=TINY.n_head, cache=cache, pos=t)[0] for t in range(5, 9)]
    full = gpt2(ids, params, n_head=TINY.n_head)
    np.testing.assert_allclose(np.stack([first] + steps), full[4:9], rtol=0, atol=1e-5)


def test_cached_mask():
    m = reference.cached_mask(np.int64(3), 2, 8)
    assert m.dtype == np.float32 and m.shape == (2, 8)
    assert np.all(m[0, :4] == 0) and np.all(m[0, 4:] == -np.inf)
    assert np.all(m[1, :5] == 0) and np.all(m[1, 5:] == -np.inf)


def test_cached_forward_matches_transformers():
    """The cached path against the outside oracle too (prefill 9 tokens, then one step each)."""
    from test_oracle import TOL, load, rel
    config, p, expected = load("hf-odd")
    ids = expected["ids"]
    cached, _ = prefill_and_steps(p, config.n_head, ids, 9, config.n_ctx)
    assert rel(cached, expected["logits"]) <= TOL


def test_argmax_is_numpys_first_index_of_the_max():
    rng = np.random.default_rng(8)
    x = rng.standard_normal((6, 97)).astype(np.float32)
    x[1, [3, 50]] = 9.0  # a tie: the first index wins, as np.argmax
    x[2] = -5.0
    np.testing.assert_array_equal(reference.argmax(x), np.argmax(x, axis=-1))
