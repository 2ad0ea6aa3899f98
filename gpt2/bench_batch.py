"""`invoke bench --batch 1,8,32,64`: many prompts decoded at once, tokens/s and ms per step for each
batch size, beside Hugging Face `generate` on the same prompts (left padding, attention mask, greedy)
when torch is installed. Every row generates the same number of tokens (no stop at end of text), so
a batch of b rows makes b tokens a step.
"""
from __future__ import annotations

import time

import numpy as np

# Prompts of different lengths (a ragged batch): a batch of b takes the first b, cycling.
PROMPTS = ("Alan Turing theorized that computers would one day become",
           "The quick brown fox", "In a hole in the ground there lived a hobbit.",
           "Call me Ishmael.", "It was the best of times, it was the worst of times, it was the age of wisdom",
           "Hello", "The capital of France is", "def fibonacci(n):")


def parse_batches(text: str) -> list[int]:
    from .bench import BenchError
    from .model import MAX_ROWS
    try:
        sizes = [int(t) for t in text.split(",") if t.strip()]
    except ValueError:
        raise BenchError(f"--batch wants comma-separated row counts, e.g. 1,8,32,64 (got {text!r})") from None
    if not sizes or any(not 1 <= b <= MAX_ROWS for b in sizes):
        raise BenchError(f"--batch wants row counts from 1 to {MAX_ROWS} (got {text!r})")
    return sizes


def prompt_ids(count: int) -> list[list[int]]:
    from . import tokenizer
    return [tokenizer.encode(PROMPTS[i % len(PROMPTS)]) for i in range(count)]


def ours(model, prompts: list[list[int]], tokens: int, repeats: int) -> dict:
    """Median seconds of a whole batch generation (after one warm-up), tokens/s and the median step."""
    from .generate import Request, generate_many
    requests = [Request(p, tokens) for p in prompts]
    runs, steps, out = [], [], None
    for i in range(repeats + 1):
        start = time.perf_counter()
        out = generate_many(model, requests)
        if i:
            runs.append(time.perf_counter() - start)
            steps += out[0].token_seconds[1:]
    total = float(np.median(runs))
    return {"seconds": total, "tokens_per_s": len(prompts) * tokens / total,
            "ms_per_step": 1000 * float(np.median(steps)), "tokens": [g.generated_ids for g in out]}


def profiled(model, prompts: list[list[int]], tokens: int) -> float:
    """One generation of the batch with every launch timed (the graphs captured with their events first):
    prints where the time goes, returns the kernels' ms per generated token of a row (prefill included)."""
    from launcher import default_profiler
    from .generate import Request, generate_many
    profiler = default_profiler()
    profiler.start()
    generate_many(model, [Request(p, tokens) for p in prompts])  # captures the profiled graphs
    profiler.start()  # (clears what the capture recorded)
    generate_many(model, [Request(p, tokens) for p in prompts])
    print(f"\n{len(prompts)} rows, {tokens} tokens each: where the kernel time goes")
    print(profiler.report())
    ms = profiler.total_ms() / tokens
    profiler.stop()
    return ms


def hugging_face(hf, prompts: list[list[int]], tokens: int, repeats: int, device: str) -> dict:
    """Hugging Face generate on the batch: left padding and an attention mask, greedy, exactly
    `tokens` new tokens a row."""
    import torch
    width = max(len(p) for p in prompts)
    ids = torch.zeros((len(prompts), width), dtype=torch.long)
    mask = torch.zeros_like(ids)
    for row, p in enumerate(prompts):
        ids[row, width - len(p):] = torch.tensor(p)
        mask[row, width - len(p):] = 1
    ids, mask = ids.to(device), mask.to(device)
    runs, out = [], None
    with torch.no_grad():
        for i in range(repeats + 1):
            start = time.perf_counter()
            out = hf.generate(ids, attention_mask=mask, max_new_tokens=tokens, min_new_tokens=tokens, do_sample=False,
                              pad_token_id=0)
            if device != "cpu":
                torch.cuda.synchronize()
            if i:
                runs.append(time.perf_counter() - start)
    total = float(np.median(runs))
    return {"seconds": total, "tokens_per_s": len(prompts) * tokens / total,
            "tokens": out[:, width:].tolist()}


def build(config, batches: list[int], tokens: int, target: str, chip: str, dtype: str = "float32") -> None:
    """Compile every program batch_bench runs, without weights (stand-ins of their shapes)."""
    from .model import CompiledGPT2
    from .weights import stand_in_params
    params = stand_in_params(config, dtype)
    model = CompiledGPT2(config, params, target=target, chip=chip, fused=True, verbose=True, place_weights=False)
    for b in batches:
        model.build_batch([len(p) for p in prompt_ids(b)], tokens)


def batch_bench(config, params, batches: list[int], tokens: int, target: str, chip: str, repeats: int = 3,
                torch_too: bool = True, fused: bool = True, profile: bool = False) -> dict:
    """{batch size: {"ours": ..., "hf": ... or None, "same_tokens": bool or None}}; with `profile` (GPU), one
    more generation of each batch with every kernel timed, its report printed (the prefill and every step)."""
    from .model import CompiledGPT2
    model = CompiledGPT2(config, params, target=target, chip=chip, fused=fused, verbose=False)
    hf = None
    if torch_too:
        try:
            from .torch_baseline import hf_model
            hf = hf_model(config, params, "cuda" if target == "gpu" else "cpu")
        except ImportError:
            hf = None
    results = {}
    for b in batches:
        prompts = prompt_ids(b)
        model.build_batch([len(p) for p in prompts], tokens)
        row = {"ours": ours(model, prompts, tokens, repeats)}
        if profile:
            row["ours"]["kernel_ms_per_token"] = profiled(model, prompts, tokens)
        if hf is not None:
            row["hf"] = hugging_face(hf, prompts, tokens, repeats, "cuda" if target == "gpu" else "cpu")
            row["same_tokens"] = row["ours"]["tokens"] == row["hf"]["tokens"]
        results[b] = row
    return results


def format_batch(results: dict, model: str, tokens: int, target: str) -> str:
    one = results.get(min(results))["ours"]["tokens_per_s"]
    lines = [f"{model} on {target}: {tokens} new tokens a row, greedy; medians after a warm-up run",
             f"{'rows':>5} {'ours tok/s':>11} {'ms/step':>8} {'x 1 row':>8} {'HF tok/s':>10} {'ours/HF':>8}  same tokens"]
    for b, row in results.items():
        o, hf = row["ours"], row.get("hf")
        lines.append(f"{b:>5} {o['tokens_per_s']:>11.1f} {o['ms_per_step']:>8.2f} {o['tokens_per_s'] / one:>8.2f} "
                     + (f"{hf['tokens_per_s']:>10.1f} {o['tokens_per_s'] / hf['tokens_per_s']:>8.2f}  "
                        f"{'yes' if row['same_tokens'] else 'NO'}" if hf else f"{'-':>10} {'-':>8}  -"))
    return "\n".join(lines)
