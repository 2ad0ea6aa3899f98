"""The config options of transformers' GPT-2 (issue 60) and scoring, against transformers itself.

tests/data/make_reference.py stores one small checkpoint per option (`hf-opt-*`: the MLP width, each
activation, layer_norm_epsilon, both attention scales, reorder_and_upcast_attn, an untied head) with
transformers' float64 tensors and greedy ids, and hf-small/score.npz: transformers' loss on a
sequence and the strided perplexity of its guide on a longer one. Ours must match: the NumPy
reference, and the CPU target in both modes, within test_oracle's tolerance (1e-5 of the largest
value per quantity); scores within 1e-5 relative.
"""
from __future__ import annotations

import numpy as np
import pytest

from gpt2 import reference
from gpt2.weights import load_hf
from test_oracle import DATA, TOL, check_trace, padded, rel

OPTIONS = ["hf-opt-inner", "hf-opt-gelu", "hf-opt-gelu-fast", "hf-opt-quick-gelu", "hf-opt-relu", "hf-opt-silu",
           "hf-opt-eps", "hf-opt-unscaled", "hf-opt-layer-scaled", "hf-opt-reorder", "hf-opt-untied"]
# What each checkpoint's config.json must turn into (so that a checkpoint read as GPT-2's own, which
# would then be compared with itself, fails here).
READS = {
    "hf-opt-inner": lambda c: c.inner == 40,
    "hf-opt-gelu": lambda c: c.options.activation == "gelu",
    "hf-opt-gelu-fast": lambda c: c.options.activation == "gelu_fast",
    "hf-opt-quick-gelu": lambda c: c.options.activation == "quick_gelu",
    "hf-opt-relu": lambda c: c.options.activation == "relu",
    "hf-opt-silu": lambda c: c.options.activation == "silu",
    "hf-opt-eps": lambda c: c.options.eps == 1e-6,
    "hf-opt-unscaled": lambda c: not c.options.scale_attn_weights,
    "hf-opt-layer-scaled": lambda c: c.options.scale_attn_by_inverse_layer_idx and c.n_layer == 3,
    "hf-opt-reorder": lambda c: c.options.scale_attn_by_inverse_layer_idx,
    "hf-opt-untied": lambda c: not c.tied,
}
NEAR_TIE = 1e-4  # a greedy step whose top two logits are closer is not comparable


def load(name):
    config, params = load_hf(DATA / name)
    return config, params, dict(np.load(DATA / name / "expected.npz"))


def comparable(expected) -> int:
    """How many greedy steps are compared: up to the first near tie."""
    ties = np.flatnonzero(expected["greedy_margin"] <= NEAR_TIE)
    return int(ties[0]) if len(ties) else len(expected["greedy_ids"])


def test_every_option_has_its_checkpoint():
    assert sorted(d.name for d in DATA.glob("hf-opt-*")) == sorted(OPTIONS)
    for name in OPTIONS:
        config, params, expected = load(name)
        assert READS[name](config), (name, config)
        assert comparable(expected) >= 8, f"{name}: greedy margins {expected['greedy_margin']}"


@pytest.mark.parametrize("name", OPTIONS)
def test_reference_matches_transformers(name):
    config, params, expected = load(name)
    ours = reference.gpt2(expected["ids"], params, n_head=config.n_head, options=config.options, intermediates=True)
    check_trace(ours, expected, len(expected["ids"]), f"reference, {name}")
    final = reference.layer_norm(ours[f"block_{config.n_layer - 1}"], params.final_norm, config.options.eps)
    assert rel(final, expected["final_norm"]) <= TOL
    ids = list(expected["greedy_prompt"])
    for _ in range(comparable(expected)):
        logits = reference.gpt2(np.array(ids), params, n_head=config.n_head, options=config.options)
        ids.append(int(np.argmax(logits[-1])))
    assert ids[len(expected["greedy_prompt"]):] == expected["greedy_ids"][:comparable(expected)].tolist()


@pytest.mark.parametrize("name", ["hf-opt-gelu", "hf-opt-quick-gelu", "hf-opt-relu", "hf-opt-silu", "hf-opt-eps",
                                  "hf-opt-unscaled", "hf-opt-layer-scaled", "hf-opt-reorder", "hf-opt-untied"])
def test_gpt2s_own_formula_does_not_match(name):
    """The option matters on its checkpoint: GPT-2's own formula misses transformers' tensors by more than
    ten times the tolerance (the exact GELU by the least, 1.7e-4; gelu_fast is GPT-2's tanh form to 6e-7 and
    n_inner comes from the weights' shapes, so those two are not here)."""
    config, params, expected = load(name)
    if not config.tied:
        params = params._replace(head=None)
    ours = reference.gpt2(expected["ids"], params, n_head=config.n_head)
    assert rel(ours, expected["logits"]) > 10 * TOL


@pytest.mark.parametrize("fused", [False, True], ids=["sublayer", "fused"])
@pytest.mark.parametrize("name", OPTIONS)
def test_cpu_target_matches_transformers(module_build_dir, name, fused):
    from gpt2.generate import generate
    from gpt2.model import CompiledGPT2
    config, params, expected = load(name)
    model = CompiledGPT2(config, params, target="cpu", fused=fused, verbose=False, root=module_build_dir)
    ids = expected["ids"]
    ours = model.forward(padded(ids, config.n_ctx), intermediates=True)
    check_trace(ours, expected, len(ids), f"CPU {'fused' if fused else 'sublayer'}, {name}")
    steps = comparable(expected)
    gen = generate(model, expected["greedy_prompt"].tolist(), steps)
    assert gen.generated_ids == expected["greedy_ids"][:steps].tolist()


def test_layer_scaled_sublayers_compile_one_attend_per_layer(module_build_dir):
    """Only scale_attn_by_inverse_layer_idx makes blocks differ: one attend program a layer then,
    one for every block otherwise."""
    from gpt2.model import CompiledGPT2
    for name, attends in (("hf-opt-layer-scaled", ["attend-layer0", "attend-layer1", "attend-layer2"]),
                          ("hf-opt-unscaled", ["attend"])):
        config, params, _ = load(name)
        model = CompiledGPT2(config, params, target="cpu", verbose=False, root=module_build_dir)
        model.forward(np.zeros(16, np.int64), compile_only=True)
        assert sorted({p.name.rsplit("-n", 1)[0] for p in model.root.glob("attend*")}) == attends


# --- logits and scores ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def hf_small(module_build_dir):
    from gpt2.api import GPT2
    return GPT2.from_pretrained(DATA / "hf-small", target="cpu", fused=True)


@pytest.fixture(scope="module")
def stored_scores():
    return dict(np.load(DATA / "hf-small" / "score.npz"))


def test_logits_are_transformers_logits(hf_small):
    expected = dict(np.load(DATA / "hf-small" / "expected.npz"))
    logits = hf_small.logits(expected["ids"].tolist())
    assert logits.shape == expected["logits"].shape and logits.dtype == np.float32
    assert rel(logits, expected["logits"]) <= TOL


def test_score_is_transformers_loss(hf_small, stored_scores):
    s = stored_scores
    ours = hf_small.score(s["short_ids"].tolist())
    assert ours.windows == 1 and len(ours.logprobs) == len(s["short_ids"]) - 1
    assert abs(ours.nll - float(s["short_loss"])) <= 1e-5 * float(s["short_loss"])
    assert rel(ours.logprobs, s["short_logprobs"]) <= TOL
    assert np.isclose(ours.perplexity, np.exp(float(s["short_loss"])), rtol=1e-5)


def test_strided_score_is_transformers_perplexity_guide(hf_small, stored_scores):
    s = stored_scores
    ours = hf_small.score(s["long_ids"].tolist(), stride=int(s["long_stride"]))
    assert len(ours.logprobs) == int(s["long_scored"]) == len(s["long_ids"]) - 1
    assert ours.windows > 2 and ours.stride == int(s["long_stride"]) and ours.window == hf_small.config.n_ctx
    assert abs(ours.nll - float(s["long_nll"])) <= 1e-5 * float(s["long_nll"])


def test_score_windows_give_each_token_the_context_they_say(hf_small):
    """Each token's log-probability is the reference's given the window's tokens before it."""
    from gpt2.score import log_softmax, windows
    config, params, _ = load("hf-small")
    ids = np.random.default_rng(5).integers(0, config.n_vocab, 100).tolist()
    ours = hf_small.score(ids, stride=20)
    spans = windows(len(ids), config.n_ctx, 20)
    assert [first for _, _, first in spans] == [1, 48, 68, 88] and spans[-1][1] == 100
    for begin, end, first in spans:
        logits = reference.gpt2(np.array(ids[begin:end]), params, n_head=config.n_head)
        want = log_softmax(logits)[np.arange(first - begin - 1, end - begin - 1), ids[first:end]]
        np.testing.assert_allclose(ours.logprobs[first - 1:end - 1], want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("call, match", [
    (lambda m: m.score(""), "the text to score is empty"),
    (lambda m: m.score([3]), "has 1 token: a score needs at least two"),
    (lambda m: m.score([1, 2, 3], stride=0), "stride must be a whole number from 1 to the context's 48"),
    (lambda m: m.score("Hello there"), "outside this model's vocabulary of 97, which is not GPT-2's tokenizer's"),
    (lambda m: m.logits(list(range(49))), "49 tokens do not fit the model's context of 48: logits"),
])
def test_score_and_logits_refuse_in_one_line(hf_small, call, match):
    from gpt2.model import PromptError
    with pytest.raises(PromptError, match=match) as e:
        call(hf_small)
    assert "\n" not in str(e.value)


# --- every activation, compiled -------------------------------------------------------------------

def _mlp_args(rng, d=64, inner=96, rows=1):
    from gpt2.weights import Block, LayerNorm, Linear
    f = lambda *shape: rng.standard_normal(shape).astype(np.float32)  # noqa: E731
    norm = LayerNorm(1.0 + 0.1 * f(d), 0.1 * f(d))
    block = Block(norm, Linear(f(d, 3 * d), f(3 * d)), Linear(f(d, d), f(d)), norm,
                  Linear(0.3 * f(d, inner), f(inner)), Linear(0.1 * f(inner, d), f(d)))
    return f(rows, d), block


@pytest.mark.parametrize("activation", sorted(reference.ACTIVATIONS))
def test_every_activation_compiles_on_the_cpu_as_numpy_computes_it(module_build_dir, activation):
    from frontend import jit
    x, block = _mlp_args(np.random.default_rng(1), rows=5)
    options = reference.Options(activation=activation)
    want = reference.mlp_sublayer(x.astype(np.float64), block, options=options)
    got = jit(reference.mlp_sublayer, name=f"mlp-{activation}")(x, block, options=options, target="cpu")
    assert rel(got, want) <= TOL


@pytest.mark.parametrize("chip", ["sm_75", "sm_90a"])
@pytest.mark.parametrize("activation", sorted(set(reference.ACTIVATIONS) - {"gelu_new"}))
def test_every_activation_is_the_epilogue_of_the_decode_steps_product(tmp_path, chip, activation):
    """A decoding step's MLP (one row): the activation runs in the product's store (the kernel library's
    epilogue), not as a kernel of its own, and every kernel assembles with ptxas, without spills."""
    import json

    from frontend import jit
    from pipeline import ptxlint
    x, block = _mlp_args(np.random.default_rng(2))
    program = jit(reference.mlp_sublayer, name=f"mlp-{activation}").compile(
        x, block, options=reference.Options(activation=activation), target="gpu", chip=chip,
        build_dir=tmp_path / "b", verbose=False)
    labels = [s["label"] for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"]
              if s["op"] == "launch"]
    name = reference.ACTIVATIONS[activation].__name__
    if activation != "linear":  # (the identity leaves nothing to fuse)
        assert any(f"→ {name} " in lb and "+ epilogue)" in lb for lb in labels), labels
    assert not [lb for lb in labels if lb.split(" (")[0].endswith(f"· {name}")], labels  # no kernel of its own
    rows = ptxlint.lint(sorted((program.build_dir / "kernels").glob("*.ptx")), [chip])
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), rows
