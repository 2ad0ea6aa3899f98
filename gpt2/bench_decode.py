"""`invoke bench` (the per-token bench): greedy generation timed token by token, side by side in
several modes: our compiled programs (per sublayer or whole-model, with or without the KV cache),
the NumPy reference, and Hugging Face's GPT-2 in PyTorch.

`decode_bench` returns the results as a dict (one entry per mode, keyed by its label, as --json
writes them) and `format_decode` the table `invoke bench` prints. With `profile` on the GPU, the
kernel time of every compiled mode is printed as it is measured.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # importing this module stays cheap: tasks.py's help text reads MODES
    from .weights import Config

MODES = {
    "sublayer": "compiled, per-sublayer programs, KV cache", "fused": "compiled, whole-model program, KV cache",
    "sublayer-nocache": "compiled, per-sublayer, recomputing the padded sequence per token",
    "fused-nocache": "compiled, whole-model, recomputing the padded sequence per token",
    "fused-plain": "fused, every kernel launched plainly: no programmatic dependent launch (sm_90+), to measure it",
    "fused-mega": "fused, the decoding step as one persistent kernel (pipeline/megakernel.py, GPU only)",
    "reference": "the NumPy reference (full forward per token)",
    "torch": "Hugging Face GPT-2 in PyTorch eager with its KV cache (if installed)",
    "torch-compiled": "Hugging Face generate() with a static KV cache and torch.compile(mode='reduce-overhead')",
    "torch-nocache": "Hugging Face GPT-2, full forward per token",
}
PROMPT, TOKENS, DEFAULT_MODES = "Alan Turing theorized that computers would one day become", "20", "sublayer,fused,reference"


def parse_modes(text: str) -> list[str]:
    """--modes: comma-separated names of MODES, checked before anything is loaded or built."""
    from .bench import BenchError
    modes = [m.strip() for m in text.split(",") if m.strip()]
    for mode in modes:
        if mode not in MODES:
            raise BenchError(f"unknown mode {mode!r}: use {', '.join(MODES)}")
    return modes


def _median(values):
    v = sorted(values)
    return v[len(v) // 2]


def decode_bench(config: Config, params, ids: list[int], tokens: int, modes: list[str], target: str, chip: str,
                 profile: bool = False) -> dict:
    """Greedy generation of `tokens` after `ids` in each mode; {label: row} with first/median/min
    ms per token, the effective bandwidth, the tokens chosen and the programs run; "rows": the table's lines."""
    import numpy as np

    from . import reference
    from .bench import BenchError
    from .generate import generate
    from .model import CompiledGPT2, plan_names
    from .weights import n_params
    rows, results = [], {}
    # Effective bandwidth: the bytes a step must read at least (every weight, and the keys and
    # values of the sequence so far, at its middle length) over the median time per token.
    step_bytes = 4 * (n_params(config) + 2 * config.n_layer * config.n_embd * (len(ids) + tokens // 2))
    pdl_env = None  # the launcher's setting before fused-plain changes it
    if "fused-mega" in modes and target != "gpu":  # (tasks.py says so before loading anything)
        raise BenchError("--modes fused-mega runs on the GPU only: use --target gpu")
    for mode in modes:
        plan = ""
        if mode == "reference":
            seconds, seq = [], list(ids)
            for _ in range(tokens):
                start = time.perf_counter()
                logits = reference.gpt2(np.array(seq), params, n_head=config.n_head, options=config.options)
                seq.append(int(np.argmax(logits[-1])))
                seconds.append(time.perf_counter() - start)
            generated = seq[len(ids):]
        elif mode.startswith("torch"):
            try:
                import torch
                import transformers  # noqa: F401
            except ImportError:
                raise BenchError("--modes torch needs torch and transformers installed") from None
            from .torch_baseline import greedy_cached, greedy_static_compiled, greedy_step, hf_model
            device = "cuda" if target == "gpu" else "cpu"
            hf = hf_model(config, params, device)
            if mode == "torch":
                greedy_cached(hf, ids, 3, device)  # warm-up
                generated, seconds = greedy_cached(hf, ids, tokens, device)
            elif mode == "torch-compiled":
                try:
                    greedy_static_compiled(hf, ids, tokens, device)  # compiles, captures graphs
                    generated, seconds = greedy_static_compiled(hf, ids, tokens, device)
                except Exception as e:  # reported, not fatal: the other modes still run
                    why = (str(e).strip().splitlines() or [type(e).__name__])[0][:160]
                    rows.append(f"{mode + ' (' + target + ')':<26} failed: {type(e).__name__}: {why}")
                    results[f"{mode} ({target})"] = {"failed": f"{type(e).__name__}: {why}"}
                    continue
            else:
                greedy_step(hf, ids, device)  # warm-up
                seconds, seq = [], list(ids)
                for _ in range(tokens):
                    start = time.perf_counter()
                    seq.append(greedy_step(hf, seq, device))
                    if device == "cuda":
                        torch.cuda.synchronize()
                    seconds.append(time.perf_counter() - start)
                generated = seq[len(ids):]
        else:
            compiled = CompiledGPT2(config, params, target=target, chip=chip, fused=mode.startswith("fused"),
                                    verbose=False, cache=not mode.endswith("-nocache"))
            plan = ",".join(plan_names(compiled.build(len(ids), tokens)))
            if target == "gpu":  # (GPT2_MLIR_PDL=0 turns it off for every mode; graphs are cached per setting)
                from launcher import gpu_run
                pdl_env = gpu_run.PDL if pdl_env is None else pdl_env
                gpu_run.PDL = pdl_env and mode != "fused-plain"
                gpu_run.MEGAKERNEL = mode == "fused-mega"  # (read when a program loads: each mode loads its own)

            if target == "gpu":  # warm-up at the same cache capacity: load modules, capture the graphs
                generate(compiled, ids, tokens)
            gen = generate(compiled, ids, tokens)
            seconds, generated = gen.token_seconds, gen.generated_ids
            if target == "gpu":  # once more, with the GPU time of each graph: how much of the wall is GPU work
                gpu_ms = _graph_ms_per_token(compiled, ids, tokens)
                idle = 1 - gpu_ms / (_median(seconds[1:] or seconds) * 1000)
                # (Below 0 when the events themselves, between the graphs, cost more than the GPU ever
                # waits for the host: the wall is the GPU's time, and the share is reported as 0.)
                idle = max(idle, 0.0)
                print(f"{mode}: {gpu_ms:.3f} ms of GPU time per decoding step (events around each graph), "
                      f"the rest of the wall ({idle:.1%}) is the host's")
                results.setdefault(f"{mode} ({target})", {}).update(gpu_ms_per_token=gpu_ms, idle_share=idle)
            if profile and target == "gpu":
                from launcher import default_profiler
                profiler = default_profiler()
                profiler.start()
                generate(compiled, ids, tokens)
                print(f"\n{mode}: GPU time per kernel over {tokens} tokens (CUDA events recorded inside the graphs)")
                print(profiler.report())
                kernel_ms = profiler.total_ms() / tokens
                # A decoding step runs the one-token programs (folders ...-n1-c<capacity>).
                step_kernels = sum(calls for name, (_, calls) in profiler.times.items() if "-n1-c" in name)
                per_step = step_kernels / max(tokens - 1, 1) if compiled.cache else None
                print(f"{mode}: {kernel_ms:.3f} ms of kernel time per token"
                      + (f", {per_step:.0f} kernels per decoding step" if per_step else ""))
                profiler.stop()
                results.setdefault(f"{mode} ({target})", {}).update(kernel_ms_per_token=kernel_ms,
                                                                    kernels_per_step=per_step)
        label = mode if mode == "reference" else f"{mode} ({target})"
        later = seconds[1:] or seconds
        gbps = step_bytes / (_median(later) * 1e9)
        results.setdefault(label, {}).update({"first_ms": seconds[0] * 1000, "median_ms": _median(later) * 1000,
                                              "min_ms": min(later) * 1000, "tokens": generated, "programs": plan,
                                              "effective_gb_per_s": gbps})
        rows.append(f"{label:<26} {seconds[0] * 1000:10.2f} {_median(later) * 1000:10.2f} {min(later) * 1000:10.2f}"
                    f" {gbps:9.0f}   {plan}")
    if pdl_env is not None:
        from launcher import gpu_run
        gpu_run.PDL = pdl_env
    same = len({tuple(r["tokens"]) for r in results.values() if "tokens" in r}) == 1
    return {"results": results, "rows": rows, "same_tokens": same}


def _graph_ms_per_token(compiled, ids: list[int], tokens: int) -> float:
    """Median GPU time of a decoding step (the graphs it replays, each between two events), over
    a generation like the timed one."""
    from launcher.gpu_run import graph_times

    from .generate import generate
    marks = []
    with graph_times() as times:
        generate(compiled, ids, tokens, on_token=lambda _: marks.append(len(times)))
    steps = [sum(times[a:b]) for a, b in zip([0] + marks[:-1], marks)][1:]  # [0]: the prompt
    return _median(steps or [sum(times)])


def format_decode(bench: dict, model: str, n_prompt: int, tokens: int) -> str:
    """The table `invoke bench` prints for decode_bench's result."""
    return "\n".join([f"{model}, prompt {n_prompt} tokens + {tokens} generated, greedy",
                      f"{'mode':<26} {'first ms':>10} {'median ms':>10} {'min ms':>10} {'GB/s':>9}   "
                      "programs (length/cache rows)",
                      *bench["rows"],
                      f"all modes chose the same tokens: {'yes' if bench['same_tokens'] else 'NO'}"])


class busy_cores:
    """`with busy_cores(n):` n processes each keeping one core busy (`yes > /dev/null`), as another
    job on a shared machine does; they are ended when the block is left."""

    def __init__(self, count: int):
        self.count, self.procs = count, []

    def __enter__(self):
        import subprocess
        import time
        self.procs = [subprocess.Popen(["yes"], stdout=subprocess.DEVNULL) for _ in range(self.count)]
        time.sleep(0.5)  # let them take their cores
        return self

    def __exit__(self, *exc):
        for proc in self.procs:
            proc.kill()
            proc.wait()
        return False


def busy_comparison(idle: dict, busy: dict, count: int) -> tuple[list[str], dict]:
    """Lines comparing each compiled mode's median ms per token idle and with `count` busy cores,
    and {label: {"idle_ms", "busy_ms", "ratio"}}."""
    lines, table = [f"{'mode':<26} {'idle ms':>10} {f'{count} busy ms':>10} {'ratio':>7}"], {}
    for label, row in idle["results"].items():
        other = busy["results"].get(label, {})
        if "median_ms" not in row or "median_ms" not in other:
            continue
        ratio = other["median_ms"] / row["median_ms"]
        table[label] = {"idle_ms": row["median_ms"], "busy_ms": other["median_ms"], "ratio": ratio}
        lines.append(f"{label:<26} {row['median_ms']:10.2f} {other['median_ms']:10.2f} {ratio:6.2f}x")
    return lines, table
