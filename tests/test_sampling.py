"""Sampling semantics of gpt2.sampling.choose, checked against exact probabilities.

Frequencies of N seeded draws are compared with the exact distribution: a token of probability p
is drawn c ~ Binomial(N, p) times, so |c/N - p| <= 5 * sqrt(p (1 - p) / N) fails by chance with
probability below 6e-7 per token (5 sigma). The distributions compared below differ by far more
than that bound, so a sampler that ignores temperature, top-k or top-p, or cuts one token too
many or too few, fails.
"""
from __future__ import annotations

import numpy as np
import pytest

from gpt2.sampling import choose

N = 10000
# Sorted probabilities at T=1: about 0.335, 0.249, 0.184, 0.123, 0.061, 0.030, 0.017: no two
# cumulative masses fall near the top_p values tested, so each cut-off is unambiguous.
LOGITS = np.array([0.3, 1.7, -1.0, 2.0, 1.4, 1.0, -0.4], np.float32)


def softmax(z):
    e = np.exp(z - z.max())
    return e / e.sum()


def frequencies(n_draws=N, seed=0, **kw):
    rng = np.random.default_rng(seed)
    counts = np.bincount([choose(LOGITS, rng=rng, **kw) for _ in range(n_draws)], minlength=len(LOGITS))
    return counts / n_draws


def assert_distribution(freq, p, what):
    bound = 5 * np.sqrt(p * (1 - p) / N)
    bad = np.abs(freq - p) > bound
    assert not bad.any(), (f"{what}: tokens {np.flatnonzero(bad).tolist()} drawn with frequency "
                           f"{freq[bad].round(4).tolist()}, expected {p[bad].round(4).tolist()}")
    assert np.all(freq[p == 0] == 0), f"{what}: drew a token of probability 0"


@pytest.mark.parametrize("temperature", [0.5, 1.0, 2.5])
def test_temperature_scales_logits(temperature):
    p = softmax(LOGITS.astype(np.float64) / temperature)
    assert_distribution(frequencies(temperature=temperature), p, f"T={temperature}")


def test_temperatures_are_told_apart():
    """The 5-sigma bound is far tighter than the gap between the distributions tested."""
    p_cold, p_hot = softmax(LOGITS / 0.5), softmax(LOGITS / 2.5)
    assert np.max(np.abs(p_cold - p_hot)) > 5 * np.max(5 * np.sqrt(p_cold * (1 - p_cold) / N))


@pytest.mark.parametrize("k", [2, 3, 5])
def test_top_k_draws_from_the_k_largest_in_proportion(k):
    z = LOGITS.astype(np.float64) / 1.3
    top = np.argsort(-z)[:k]
    p = np.zeros_like(z)
    p[top] = softmax(z[top])
    assert_distribution(frequencies(temperature=1.3, top_k=k), p, f"top_k={k}")


@pytest.mark.parametrize("off", [0, None, len(LOGITS)])
def test_top_k_off(off):
    assert_distribution(frequencies(temperature=1.0, top_k=off), softmax(LOGITS.astype(np.float64)), f"top_k={off}")


def test_top_k_one_is_greedy():
    rng = np.random.default_rng(5)
    for _ in range(200):
        z = rng.standard_normal(50).astype(np.float32) * 3
        assert choose(z, temperature=float(rng.uniform(0.1, 5)), top_k=1, rng=rng) == int(np.argmax(z))
        assert choose(z, temperature=0.0) == int(np.argmax(z))


@pytest.mark.parametrize("top_p", [0.3, 0.5, 0.7, 0.9, 0.99])
def test_top_p_keeps_the_smallest_set_reaching_the_mass(top_p):
    p = softmax(LOGITS.astype(np.float64))
    order = np.argsort(-p)
    mass = np.cumsum(p[order])
    n_keep = int(np.argmax(mass >= top_p)) + 1  # smallest prefix of the sorted tokens reaching top_p
    assert mass[n_keep - 1] >= top_p and (n_keep == 1 or mass[n_keep - 2] < top_p)
    want = np.zeros_like(p)
    want[order[:n_keep]] = p[order[:n_keep]] / mass[n_keep - 1]
    assert_distribution(frequencies(temperature=1.0, top_p=top_p), want, f"top_p={top_p}")


def test_top_p_applies_after_temperature_and_top_k():
    z = LOGITS.astype(np.float64) / 0.7
    top = np.argsort(-z)[:4]
    p = np.zeros_like(z)
    p[top] = softmax(z[top])
    order = np.argsort(-p)
    n_keep = int(np.argmax(np.cumsum(p[order]) >= 0.8)) + 1
    want = np.zeros_like(p)
    want[order[:n_keep]] = p[order[:n_keep]] / p[order[:n_keep]].sum()
    assert n_keep == 3  # the cut falls inside the top 4
    assert_distribution(frequencies(temperature=0.7, top_k=4, top_p=0.8), want, "T=0.7, top_k=4, top_p=0.8")


def test_seeded_draws_repeat():
    assert [choose(LOGITS, 1.0, rng=np.random.default_rng(9)) for _ in range(5)] == \
           [choose(LOGITS, 1.0, rng=np.random.default_rng(9)) for _ in range(5)]


@pytest.mark.parametrize("settings, message", [
    (dict(temperature=-1), "temperature must be a finite number >= 0 (got -1.0)"),
    (dict(temperature=float("nan")), "temperature must be a finite number >= 0"),
    (dict(top_p=0), "top_p must be in (0, 1] (got 0.0)"),
    (dict(top_k=2.5), "top_k must be a whole number"),
    (dict(seed=-1), "seed must be a whole number >= 0 (got -1)"),
])
def test_impossible_settings_are_refused_when_made_not_when_used(settings, message):
    from gpt2 import Sampling
    from gpt2.model import PromptError
    with pytest.raises(PromptError) as e:
        Sampling(**settings)
    assert str(e.value).startswith(message) and "\n" not in str(e.value)
    assert Sampling(temperature=0.8, top_k=5, top_p=0.9, seed=1).top_k == 5
