"""`invoke verify` must be able to fail: a compiled output perturbed on purpose exits 1, says FAILED
and names the quantity; --tolerance is honoured. In-process (the perturbation is a monkeypatched
CompiledGPT2.forward), CPU target, tiny config, builds under a temporary GPT2_MLIR_BUILD."""
from __future__ import annotations

import numpy as np
import pytest
from invoke import Context, Exit

import tasks
from gpt2.model import CompiledGPT2

PROMPT = "Hello there"


def verify(**options):
    return tasks.verify(Context(), target="cpu", model="tiny", prompt=PROMPT, tokens="2", **options)


def perturb(monkeypatch, name, delta):
    forward = CompiledGPT2.forward

    def perturbed(self, ids, intermediates=False, **kw):
        out = dict(forward(self, ids, intermediates, **kw))
        if name in out and not kw.get("compile_only"):
            value = np.array(out[name])
            value[..., 3] += delta  # one column of every row: the real rows too
            out[name] = value
        return out
    monkeypatch.setattr(CompiledGPT2, "forward", perturbed)


@pytest.mark.parametrize("fused", [False, True], ids=["sublayer", "fused"])
@pytest.mark.parametrize("name", ["embeddings", "block_1", "logits"])
def test_a_perturbed_quantity_fails_by_name(module_build_dir, monkeypatch, capsys, fused, name):
    perturb(monkeypatch, name, 1e-3)
    with pytest.raises(Exit) as e:
        verify(fused=fused)
    assert e.value.code == 1
    assert "FAILED" in str(e.value.message) and name in str(e.value.message), e.value.message
    rows = {line.split()[0]: line for line in capsys.readouterr().out.splitlines() if line.strip()}
    assert rows[name].rstrip().endswith("NO"), rows[name]
    assert all(row.rstrip().endswith("yes") for key, row in rows.items()
               if key in ("embeddings", "block_0", "block_1", "logits") and key != name), rows


def test_tolerance_is_honoured(module_build_dir, monkeypatch, capsys):
    perturb(monkeypatch, "block_0", 1e-3)
    verify(tolerance="1e-2")  # the perturbation is inside a looser tolerance: passes
    assert "verify: passed" in capsys.readouterr().out
    with pytest.raises(Exit, match="block_0 differs by 1.00e-03"):
        verify(tolerance="5e-4")


def test_a_tolerance_below_float32_error_fails(module_build_dir):
    with pytest.raises(Exit, match="FAILED: block_"):
        verify(tolerance="1e-12")


def test_a_changed_token_fails(module_build_dir, monkeypatch):
    forward = CompiledGPT2.forward

    def other_token(self, ids, intermediates=False, **kw):
        out = dict(forward(self, ids, intermediates, **kw))
        if kw.get("compile_only"):
            return out
        logits = np.array(out["logits"])
        logits[:, 7] = logits.max() + 1.0  # token 7 wins at every position
        out["logits"] = logits
        return out
    monkeypatch.setattr(CompiledGPT2, "forward", other_token)
    with pytest.raises(Exit, match=r"step 0 chose token 7, the reference \d+"):
        verify(tolerance="1e3")  # values within tolerance: only the token check can fail


@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf"])
def test_bad_tolerance_is_one_error(value):
    with pytest.raises(Exit, match="--tolerance must be a positive number"):
        verify(tolerance=value)
