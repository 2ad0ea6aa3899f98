"""Many prompts through the API and `invoke run` (issue 56): lists in, one output a prompt, errors in
one line naming the prompt."""
from __future__ import annotations

import json

import pytest

from gpt2.api import GPT2, is_batch
from gpt2.model import PromptError
from gpt2.sampling import Sampling
from test_gpt2_tasks import assert_ok, assert_one_line_error, env, invoke  # noqa: F401 (env: a fixture)

PROMPTS = ["Hello there", "The quick brown fox jumps over", "A"]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    import os
    os.environ["GPT2_MLIR_BUILD"] = str(tmp_path_factory.mktemp("build"))
    try:
        return GPT2.from_pretrained("tiny", target="cpu", fused=True)
    finally:
        del os.environ["GPT2_MLIR_BUILD"]


def test_a_list_of_prompts_is_a_batch():
    assert is_batch(["a", "b"]) and is_batch([[1, 2], [3]]) and not is_batch([1, 2]) and not is_batch("ab")


def test_generate_many_equals_each_alone(tiny):
    samplings = [Sampling(), Sampling(temperature=0.8, seed=3), Sampling(temperature=1.0, top_k=5, seed=1)]
    outs = tiny.generate(PROMPTS, 5, sampling=samplings)
    assert len(outs) == len(PROMPTS)
    for prompt, sampling, out in zip(PROMPTS, samplings, outs):
        alone = tiny.generate(prompt, 5, sampling=sampling)
        assert out.generated_ids == alone.generated_ids and out.full_text == alone.full_text


def test_stream_yields_rows_in_whole_pieces(tiny):
    stream = tiny.stream(PROMPTS, 4)
    texts = stream.text()
    assert texts == [o.text for o in stream.output]
    assert [o.text for o in stream.output] == [o.text for o in tiny.generate(PROMPTS, 4)]


def test_batch_errors_name_the_prompt(tiny):
    with pytest.raises(PromptError, match="^prompt 1: the prompt is empty"):
        tiny.generate(["a", "  ", "b"], 3)
    with pytest.raises(PromptError, match="2 samplings for 3 prompts"):
        tiny.generate(PROMPTS, 3, sampling=[Sampling(), Sampling()])
    with pytest.raises(PromptError, match="slots must be a whole number from 1 to 64"):
        tiny.generate(PROMPTS, 3, slots=0)


def test_run_prints_each_completion_under_its_index(env, tmp_path):  # noqa: F811
    out = tmp_path / "out.json"
    proc = invoke(env, "run", "--target", "cpu", "--model", "tiny", "--fused", "--tokens", "4", "--prompt", PROMPTS[0],
                  "--prompt", PROMPTS[1], "--json", str(out))
    assert_ok(proc)
    lines = proc.stdout.splitlines()
    assert lines[0].startswith(f"[0] {PROMPTS[0]}") and lines[1].startswith(f"[1] {PROMPTS[1]}")
    records = json.loads(out.read_text())["records"]
    assert [r["index"] for r in records] == [0, 1] and all(len(r["generated_ids"]) == 4 for r in records)
    assert lines[0] == f"[0] {records[0]['text']}"


def test_prompts_file(env, tmp_path):  # noqa: F811
    good = tmp_path / "prompts.txt"
    good.write_text("\n".join(PROMPTS) + "\n")
    proc = invoke(env, "run", "--target", "cpu", "--model", "tiny", "--fused", "--tokens", "2", "--prompts-file",
                  str(good))
    assert_ok(proc)
    assert [line[:3] for line in proc.stdout.splitlines()] == ["[0]", "[1]", "[2]"]
    run = lambda *a: invoke(env, "run", "--target", "cpu", "--model", "tiny", "--tokens", "2", *a)  # noqa: E731
    assert_one_line_error(run("--prompts-file", str(tmp_path / "missing.txt")), "does not exist")
    (tmp_path / "empty.txt").write_text("")
    assert_one_line_error(run("--prompts-file", str(tmp_path / "empty.txt")), "is empty")
    (tmp_path / "latin.txt").write_bytes("caf\xe9\n".encode("latin-1"))
    assert_one_line_error(run("--prompts-file", str(tmp_path / "latin.txt")), "not UTF-8")
    (tmp_path / "gap.txt").write_text("one\n\nthree\n")
    assert_one_line_error(run("--prompts-file", str(tmp_path / "gap.txt")), "prompt 1:", "empty")
    assert_one_line_error(run("--prompts-file", str(good), "--prompt", "x"), "not both")
