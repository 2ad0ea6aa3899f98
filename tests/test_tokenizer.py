import shutil

import pytest

from gpt2 import tokenizer
from gpt2.tokenizer import decode, encode


def test_golden_ids():
    assert encode("Alan Turing theorized that computers would one day become") == [
        36235, 39141, 18765, 1143, 326, 9061, 561, 530, 1110, 1716,
    ]


def test_empty():
    assert encode("") == []
    assert decode([]) == ""


def test_special_token():
    assert encode("<|endoftext|>") == [50256]
    assert decode([50256]) == "<|endoftext|>"
    assert tokenizer.encoding().n_vocab == 50257


@pytest.mark.parametrize(
    "text",
    [
        "Hello, world!",
        "café naïve résumé Ångström",
        "日本語のテキスト、中文文本。",
        "emoji 👍🏽 and 🧑‍🚀 zwj",
        "  leading and   many    spaces  ",
        "line one\nline two\r\n\n\ttabbed\n",
        "it's they're we've I'm you'll he'd",
        "numbers 1234567 3.14159 -42",
    ],
)
def test_round_trip(text):
    ids = encode(text)
    assert all(isinstance(i, int) and 0 <= i < 50257 for i in ids)
    assert decode(ids) == text


def test_decode_accepts_numpy_ints():
    import numpy as np

    ids = encode("numpy ids")
    assert decode(np.array(ids)) == "numpy ids"


@pytest.fixture
def fresh_cache():
    tokenizer.encoding.cache_clear()
    yield
    tokenizer.encoding.cache_clear()


@pytest.mark.parametrize("name", ["encoder.json", "vocab.bpe"])
def test_sha256_mismatch(tmp_path, monkeypatch, fresh_cache, name):
    for f in ("encoder.json", "vocab.bpe"):
        shutil.copy(tokenizer.DATA_DIR / f, tmp_path / f)
    with open(tmp_path / name, "ab") as f:
        f.write(b"\n")
    monkeypatch.setattr(tokenizer, "DATA_DIR", tmp_path)
    with pytest.raises(tokenizer.TokenizerError, match=f"{name}.*sha256"):
        encode("hello")


def test_missing_file(tmp_path, monkeypatch, fresh_cache):
    monkeypatch.setattr(tokenizer, "DATA_DIR", tmp_path)
    with pytest.raises(tokenizer.TokenizerError, match="encoder.json"):
        encode("hello")


def _golden_cases():
    import json
    from pathlib import Path
    data = json.loads((Path(__file__).parent / "data" / "tokenizer.json").read_text(encoding="utf-8"))
    return data["cases"]


def test_golden_set_is_rich():
    cases = _golden_cases()
    assert len(cases) >= 30
    # An empty vocabulary would "encode" everything to []: the stored ids must say something.
    assert all(c["ids"] for c in cases if c["text"].strip()), "stored golden ids are empty"


@pytest.mark.parametrize("case", _golden_cases(), ids=lambda c: repr(c["text"])[:40])
def test_matches_transformers_tokenizer(case):
    """Golden ids from transformers' GPT2Tokenizer (tests/data/make_reference.py), an implementation
    independent of tiktoken: contractions, whitespace runs, digits, punctuation, accents, CJK, emoji."""
    assert encode(case["text"]) == case["ids"]
    assert decode(case["ids"]) == case["text"]
