"""Reference tensors from an outside implementation: Hugging Face transformers' GPT-2.

Run where torch and transformers are installed (the GPU machine has both; neither is a project
dependency; a virtual environment with `pip install torch transformers` works on any CPU; the stored
hf-opt-* and score data were made with torch 2.14.1 and transformers 4.57.1):

    python3 tests/data/make_reference.py [OUT_DIR [PARTS]]    # default: tests/data, every part

PARTS, comma-separated: models (hf-small, hf-odd, hf-quiet), options (one checkpoint per config
option of transformers' GPT-2 that changes the formula, hf-opt-*), score (transformers' loss and
strided perplexity on hf-small, in score.npz), half (hf-small's weights rounded to float16 and to
bfloat16, run in float64, in half.npz), tokenizer.

It writes, for each small random checkpoint below, `<name>/config.json` + `<name>/model.safetensors`
(from `save_pretrained`) and `<name>/expected.npz` with transformers' own results:

    ids              [n] int64           the input token ids
    embeddings       [n, d]              hidden state before block 0 (wte[ids] + wpe[:n])
    block_i          [n, d]              residual stream after block i (forward hooks on h[i])
    final_norm       [n, d]              ln_f of the last block's output
    logits           [n, vocab]          lm_head output
    greedy_prompt    [p] int64           a prompt ...
    greedy_ids       [t] int64           ... and its greedy continuation (full recompute per step)
    greedy_margin    [t]                 top-1 minus top-2 logit at each step (ties would make
                                         the comparison meaningless, so they are recorded)

and `tokenizer.json`: golden ids for strings from transformers' own GPT2Tokenizer over the vendored
vocabulary files, an implementation independent of tiktoken's.

The model runs in float64 on the CPU, so the stored tensors carry no float32 error of their own:
what a test measures is our float32 error alone. The stored data is made by this script only.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import torch
from transformers import GPT2Config, GPT2LMHeadModel, GPT2Tokenizer

HERE = Path(__file__).resolve().parent
VOCAB_DIR = HERE.parents[1] / "gpt2" / "data"

# Odd shapes on purpose: head sizes other than 64, embeddings not a multiple of 16, a context that
# is not a power of two, vocabularies that no tile divides. `prefixed` saves GPT2LMHeadModel
# (names start with `transformer.`), the others save the bare GPT2Model (names without it).
CHECKPOINTS = {
    "hf-small": dict(vocab=97, ctx=48, embd=48, head=4, layer=3, prefixed=False, seed=1),
    "hf-odd": dict(vocab=131, ctx=40, embd=40, head=5, layer=2, prefixed=True, seed=2),
    # Tiny activations: the residual stream's variance is within a factor of ~10 of
    # layer_norm_epsilon, so where epsilon goes, and its value, change the result.
    "hf-quiet": dict(vocab=61, ctx=32, embd=24, head=2, layer=2, prefixed=False, seed=3, quiet=True),
}

# One checkpoint per option of GPT2Config that changes the formula (the others are GPT-2's). Small
# (its ids are ctx - 3 = 21 tokens) so that CI compiles each in both modes quickly.
OPTION_BASE = dict(vocab=53, ctx=24, embd=24, head=2, layer=2, prefixed=False)
OPTIONS = {
    "hf-opt-inner": dict(n_inner=40),  # not 4 * n_embd (96)
    "hf-opt-gelu": dict(activation_function="gelu"),  # exact, through erf
    "hf-opt-gelu-fast": dict(activation_function="gelu_fast"),
    "hf-opt-quick-gelu": dict(activation_function="quick_gelu"),
    "hf-opt-relu": dict(activation_function="relu"),
    "hf-opt-silu": dict(activation_function="silu"),
    # Quiet activations so that epsilon is within a factor of ~10 of the variance and matters.
    "hf-opt-eps": dict(layer_norm_epsilon=1e-6, quiet=True),
    "hf-opt-unscaled": dict(scale_attn_weights=False),
    "hf-opt-layer-scaled": dict(scale_attn_by_inverse_layer_idx=True, layer=3),
    # transformers' reordered attention insists on float32 scores: this oracle runs in float32, not float64
    "hf-opt-reorder": dict(reorder_and_upcast_attn=True, scale_attn_by_inverse_layer_idx=True, float32=True),
    "hf-opt-untied": dict(tie_word_embeddings=False, prefixed=True),  # lm_head.weight stored
}
SPEC_KEYS = {"vocab", "ctx", "embd", "head", "layer", "prefixed", "seed", "quiet", "float32"}


def option_spec(name: str, i: int) -> dict:
    """OPTIONS[name] as a CHECKPOINTS-like spec: sizes from OPTION_BASE, GPT2Config keys apart."""
    spec = dict(OPTION_BASE, seed=10 + i, **OPTIONS[name])
    spec["config"] = {k: v for k, v in spec.items() if k not in SPEC_KEYS}
    return {k: v for k, v in spec.items() if k in SPEC_KEYS or k == "config"}

TOKENIZER_STRINGS = [
    "Alan Turing theorized that computers would one day become",
    "Hello, world!",
    "it's they're we've I'm you'll he'd",
    "IT'S THEY'RE WE'VE I'M YOU'LL HE'D",
    "don't won't can't shouldn't y'all ma'am",
    "'s 't 're 've 'm 'll 'd",
    "  two leading spaces",
    "trailing spaces   ",
    "a  b   c    d     e",
    "line one\nline two\n\nline four",
    "\n\n\nthree newlines first",
    "windows\r\nline\r\nends",
    "\ttab\tseparated\tvalues\t",
    "mixed \t \n whitespace \n\t ",
    "1234567890",
    "3.14159 -42 +7 1e-5 0x1F 1,000,000",
    "2026-11-29 18:17:33",
    "!!!???...,,,;;;:::",
    "--==>><<{{}}[[]]()",
    "@#$%^&*_~`|\\/",
    "café naïve résumé Ångström",
    "Zürich São Paulo Kraków Reykjavík",
    "日本語のテキスト、中文文本。",
    "한국어 텍스트",
    "Привет, мир! Ελληνικά",
    "emoji 👍🏽 and 🧑‍🚀 zwj",
    "🎉🎉🎉 party",
    "<|endoftext|>",
    "text before<|endoftext|>and after",
    "def f(x):\n    return x ** 2  # square\n",
    "https://example.com/path?query=1&b=2",
    "CamelCaseWordsAndsnake_case_words",
    " ",
    "\n",
    "   \n   ",
    "a",
    "The quick brown fox jumps over the lazy dog. The quick brown fox jumps over the lazy dog.",
]


def make_model(spec: dict) -> GPT2LMHeadModel:
    torch.manual_seed(spec["seed"])
    options = dict(dict(activation_function="gelu_new", layer_norm_epsilon=1e-5), **spec.get("config", {}))
    config = GPT2Config(vocab_size=spec["vocab"], n_positions=spec["ctx"], n_embd=spec["embd"],
                        n_head=spec["head"], n_layer=spec["layer"], attn_implementation="eager",
                        bos_token_id=0, eos_token_id=0, **options)
    model = GPT2LMHeadModel(config).eval()
    # Realistic scales, and nothing at its trivial init value: layer-norm gains and shifts, biases
    # and every weight are random, so dropping any one of them changes the output. The attention
    # projections are larger than GPT-2's 0.02 so attention is far from uniform (the mask, the
    # scale and the softmax then matter).
    quiet = spec.get("quiet", False)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("lm_head.weight") and config.tie_word_embeddings:
                continue  # tied to wte
            if "ln_" in name and name.endswith("weight"):
                p.copy_(1.0 + 0.2 * torch.randn_like(p))
            elif "ln_" in name and name.endswith("bias"):
                p.copy_(0.1 * torch.randn_like(p))
            elif name.endswith(("wte.weight", "wpe.weight", "lm_head.weight")):
                p.copy_((0.004 if quiet else 0.1) * torch.randn_like(p))
            elif "c_attn" in name:
                p.copy_((0.3 if name.endswith("weight") else 0.1) * torch.randn_like(p))
            elif name.endswith("bias"):
                p.copy_((0.0005 if quiet else 0.05) * torch.randn_like(p))
            else:
                p.copy_(0.1 * torch.randn_like(p))
    if config.tie_word_embeddings:
        model.tie_weights()
    return model


def run(model: GPT2LMHeadModel, ids: list[int]) -> dict:
    """transformers' forward in float64 (or the model's float32, see OPTIONS): embeddings, each block's
    output, ln_f, logits."""
    blocks = {}
    hooks = [block.register_forward_hook(lambda mod, args, out, i=i: blocks.__setitem__(i, out[0] if isinstance(out, tuple) else out))
             for i, block in enumerate(model.transformer.h)]
    try:
        with torch.no_grad():
            out = model(torch.tensor([ids]), output_hidden_states=True, use_cache=False)
    finally:
        for h in hooks:
            h.remove()
    result = {"ids": np.array(ids, np.int64), "embeddings": out.hidden_states[0][0].numpy()}
    for i in range(len(model.transformer.h)):
        result[f"block_{i}"] = blocks[i][0].numpy()
    result["final_norm"] = out.hidden_states[-1][0].numpy()
    result["logits"] = out.logits[0].numpy()
    return {k: (v.astype(np.float32) if v.dtype == np.float64 else v) for k, v in result.items()}


def greedy(model: GPT2LMHeadModel, prompt: list[int], steps: int) -> tuple[list[int], list[float]]:
    ids, margins = list(prompt), []
    with torch.no_grad():
        for _ in range(steps):
            row = model(torch.tensor([ids]), use_cache=False).logits[0, -1]
            top2 = torch.topk(row, 2).values
            margins.append(float(top2[0] - top2[1]))
            ids.append(int(torch.argmax(row)))
    return ids[len(prompt):], margins


def hf_tokenizer() -> GPT2Tokenizer:
    """transformers' GPT-2 tokenizer over the vendored files. transformers 5 takes the vocabulary
    and merges as objects (vocab_file/merges_file are accepted there but leave it empty); 4.x reads
    the files."""
    vocab = json.loads((VOCAB_DIR / "encoder.json").read_text(encoding="utf-8"))
    lines = (VOCAB_DIR / "vocab.bpe").read_text(encoding="utf-8").split("\n")[1:]
    merges = [tuple(line.split()) for line in lines if line.strip()]
    try:
        tok = GPT2Tokenizer(vocab=vocab, merges=merges)
    except TypeError:
        tok = GPT2Tokenizer(vocab_file=str(VOCAB_DIR / "encoder.json"), merges_file=str(VOCAB_DIR / "vocab.bpe"))
    if not tok.encode("Hello"):
        tok = GPT2Tokenizer(vocab_file=str(VOCAB_DIR / "encoder.json"), merges_file=str(VOCAB_DIR / "vocab.bpe"))
    return tok


def strided_nll(model: GPT2LMHeadModel, ids: list[int], stride: int) -> tuple[float, int]:
    """(mean negative log-likelihood, tokens scored) of `ids` by the sliding window of transformers'
    perplexity guide (docs: perplexity of fixed-length models), in float64: windows of n_positions
    tokens, `stride` apart, each scoring only the tokens the window before did not; the mean is over
    the tokens scored, each once."""
    model = model.double()
    max_length, n = model.config.n_positions, len(ids)
    nll_sum, n_tokens, prev_end = 0.0, 0, 0
    for begin in range(0, n, stride):
        end = min(begin + max_length, n)
        trg_len = end - prev_end
        input_ids = torch.tensor([ids[begin:end]])
        target_ids = input_ids.clone()
        target_ids[:, :-trg_len] = -100
        with torch.no_grad():
            loss = model(input_ids, labels=target_ids, use_cache=False).loss
        # The tokens the loss averages over: the model shifts the labels by one, so label 0 drops
        # out (the guide subtracts 1, which is right only while label 0 is a target: the first window).
        scored = int((target_ids[:, 1:] != -100).sum())
        nll_sum += float(loss) * scored
        n_tokens += scored
        prev_end = end
        if end == n:
            break
    return nll_sum / n_tokens, n_tokens


def make_score(out_dir: Path) -> None:
    """hf-small/score.npz: transformers' loss on a sequence within the context, and the strided
    perplexity of one 2.5 contexts long."""
    spec = CHECKPOINTS["hf-small"]
    # The stored checkpoint, not a remake: torch's generator may differ between versions.
    model = GPT2LMHeadModel.from_pretrained(HERE / "hf-small", attn_implementation="eager").eval().double()
    stored = np.load(HERE / "hf-small" / "expected.npz")
    with torch.no_grad():
        again = model(torch.tensor([stored["ids"].tolist()]), use_cache=False).logits[0].numpy()
    assert np.abs(again - stored["logits"]).max() <= 1e-5 * np.abs(stored["logits"]).max(), "hf-small differs"
    rng = np.random.default_rng(100)
    short = rng.integers(0, spec["vocab"], spec["ctx"] - 5).tolist()
    with torch.no_grad():
        out = model(torch.tensor([short]), labels=torch.tensor([short]), use_cache=False)
    logprobs = torch.log_softmax(out.logits[0, :-1], dim=-1).gather(1, torch.tensor(short[1:])[:, None])[:, 0]
    long = rng.integers(0, spec["vocab"], spec["ctx"] * 5 // 2).tolist()
    stride = spec["ctx"] // 3
    nll, scored = strided_nll(model, long, stride)
    (out_dir / "hf-small").mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out_dir / "hf-small" / "score.npz", short_ids=np.array(short, np.int64),
                        short_loss=np.float64(float(out.loss)), short_logprobs=logprobs.numpy(),
                        long_ids=np.array(long, np.int64), long_stride=np.int64(stride), long_nll=np.float64(nll),
                        long_scored=np.int64(scored))
    print(f"score: loss {float(out.loss):.6f} on {len(short)} tokens; strided nll {nll:.6f} on {scored} tokens "
          f"(stride {stride})")


def make_half(out_dir: Path) -> None:
    """hf-small/half.npz: transformers on hf-small's weights rounded to float16 and to bfloat16 (to nearest,
    as torch's .half() and .bfloat16() do), run in float64: the semantics of weights stored in half
    precision (rounded weights, wide arithmetic). Keys <dtype>_<quantity> as in expected.npz, and
    <dtype>_greedy_ids after expected.npz's greedy prompt."""
    stored = np.load(HERE / "hf-small" / "expected.npz")
    half = {}
    for dtype, torch_dtype in (("float16", torch.float16), ("bfloat16", torch.bfloat16)):
        model = GPT2LMHeadModel.from_pretrained(HERE / "hf-small", attn_implementation="eager").eval()
        with torch.no_grad():
            for p in model.parameters():
                p.copy_(p.to(torch_dtype).to(p.dtype))
        model = model.double()
        for key, value in run(model, stored["ids"].tolist()).items():
            if key != "ids":
                half[f"{dtype}_{key}"] = value
        cont, margins = greedy(model, stored["greedy_prompt"].tolist(), len(stored["greedy_ids"]))
        half[f"{dtype}_greedy_ids"], half[f"{dtype}_greedy_margin"] = np.array(cont), np.array(margins, np.float32)
        print(f"half: {dtype} greedy {cont}, smallest margin {min(margins):.3g}, largest logit change "
              f"{np.abs(half[f'{dtype}_logits'] - stored['logits']).max():.3g}")
    (out_dir / "hf-small").mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out_dir / "hf-small" / "half.npz", **half)


def make_checkpoint(folder: Path, spec: dict) -> None:
    model = make_model(spec)  # (saved in float32; run in float64 unless the spec says float32)
    # save_pretrained of the bare GPT2Model writes names without the `transformer.` prefix.
    (model if spec["prefixed"] else model.transformer).save_pretrained(folder)
    rng = np.random.default_rng(spec["seed"])
    n = spec["ctx"] - 3  # not a power of two: the compiled model pads it
    ids = rng.integers(0, spec["vocab"], n).tolist()
    if not spec.get("float32"):
        model = model.double()
    expected = run(model, ids)
    prompt = ids[:5]
    expected["greedy_prompt"] = np.array(prompt, np.int64)
    cont, margins = greedy(model, prompt, 12)
    expected["greedy_ids"] = np.array(cont, np.int64)
    expected["greedy_margin"] = np.array(margins, np.float32)
    np.savez_compressed(folder / "expected.npz", **expected)
    print(f"{folder.name}: {sum(p.numel() for p in model.transformer.parameters())} parameters, "
          f"greedy {cont}, smallest margin {min(margins):.3g}")


def main(out_dir: Path, parts: set[str]) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    specs = dict(CHECKPOINTS) if "models" in parts else {}
    if "options" in parts:
        specs.update({name: option_spec(name, i) for i, name in enumerate(OPTIONS)})
    for name, spec in specs.items():
        try:
            make_checkpoint(out_dir / name, spec)
        except Exception as e:  # an option this transformers lacks: the others are still made
            print(f"{name}: not made: {type(e).__name__}: {e}")

    if "score" in parts:
        make_score(out_dir)
    if "half" in parts:
        make_half(out_dir)
    if "tokenizer" not in parts:
        return
    tok = hf_tokenizer()
    golden = [{"text": s, "ids": tok.encode(s)} for s in TOKENIZER_STRINGS]
    for case in golden:  # an empty vocabulary would encode everything to [] and still "round-trip"
        assert case["text"].strip() == "" or case["ids"], case
        assert tok.decode(case["ids"]) == case["text"], case
    (out_dir / "tokenizer.json").write_text(json.dumps(
        {"made_by": f"transformers {__import__('transformers').__version__} {type(tok).__module__}."
                    f"{type(tok).__name__} over gpt2/data/encoder.json and vocab.bpe", "cases": golden}, ensure_ascii=False, indent=1))
    print(f"tokenizer: {len(golden)} strings")


if __name__ == "__main__":
    args = sys.argv[1:]
    main(Path(args[0]) if args else HERE,
         set(args[1].split(",")) if len(args) > 1 else {"models", "options", "score", "half", "tokenizer"})
