"""`python -m gpt2.bench_step`: where a decoding step's GPU time goes inside its replayed graph.

`invoke bench --profile` times every kernel launched one after another, each between two events:
that sums to about twice a step's GPU time (0.53 against 0.27 ms on the H200, 124M), because in the
graph kernels start early (programmatic dependent launch) and overlap. Here the step is timed as it
runs (events around its graph) with each class of launches left out in turn (the same kernel
template, grid and block: one per layer), so a class's cost is what the step loses when it is gone.
The step's results are then meaningless; only the time is kept. The step is called again and again
at one position, so nothing depends on the tokens.

    python -m gpt2.bench_step [--model gpt2-xl] [--prompt-tokens 10] [--tokens 20] --chip sm_90

On the GPU machine, after `invoke build --target gpu --fused` with the same model, prompt and tokens
(the folder build/gpu/<chip>/<model>-fused; no MLIR needed there).
"""
from __future__ import annotations

import argparse
import statistics
import sys

import numpy as np

from contract import tree
from contract.errors import Gpt2MlirError


def step_costs(model, capacity: int, repeats: int = 20, rounds: int = 2) -> tuple[float, list[tuple]]:
    """(the step's GPU ms, [(kernel, grid, block, launches, ms without them)]) for `model`'s
    one-token step over a cache of `capacity` rows: medians of `repeats` calls, `rounds` times."""
    from launcher.gpu_run import graph_times
    program = model.step_program(1, capacity)
    args = ([np.zeros(1, np.int64), np.array(capacity // 2, np.int64), np.zeros(1, np.int64)]
            + tree.flatten((model.params, model.kv_cache(capacity)))[0])
    launched = program.launched

    def timed() -> float:
        for _ in range(3):  # capture the graph, load the modules
            program(args)
        with graph_times() as times:
            for _ in range(repeats):
                program(args)
        return statistics.median(times)

    whole, rows = [timed()], []
    for (kernel, grid, block), steps in launched.launch_classes().items():
        without = []
        for _ in range(rounds):
            with launched.leaving_out(steps):
                without.append(timed())
            whole.append(timed())
        rows.append((kernel, grid, block, len(steps), statistics.median(without)))
    return statistics.median(whole), rows


def format_costs(name: str, whole: float, rows: list[tuple]) -> str:
    lines = [f"{name}: one decoding step, {whole:.4f} ms of GPU time (events around its graph); each class of "
             "launches left out in turn", f"{'cost ms':>8} {'each us':>8} {'launches':>8}  kernel, grid, block"]
    for kernel, grid, block, n, without in sorted(rows, key=lambda r: r[4]):
        lines.append(f"{whole - without:8.4f} {(whole - without) / n * 1000:8.1f} {n:8d}  {kernel}, grid {list(grid)}, "
                     f"block {list(block)}")
    lines.append("(a class's cost: the step's time less the step's without it; overlapping kernels make the "
                 "costs add up to about the step, not exactly)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m gpt2.bench_step", description=__doc__.splitlines()[0])
    p.add_argument("--model", default="gpt2", help="gpt2 (default), gpt2-medium, gpt2-large or gpt2-xl")
    p.add_argument("--chip", default="sm_90")
    p.add_argument("--prompt-tokens", type=int, default=10, help="the prompt's length the programs were built for")
    p.add_argument("--tokens", type=int, default=20, help="tokens generated (with the prompt: the cache's rows)")
    p.add_argument("--repeats", type=int, default=20, help="timed steps per measurement (median)")
    args = p.parse_args(argv)
    from launcher.cuda import NoGpuError, device

    from .model import CompiledGPT2, cache_capacity
    from .weights import load_params
    try:  # a user's mistake (no GPU, an unknown model, programs not built here) is one line, not a traceback
        device()
        config, params, source = load_params(args.model, None, 0)
        model = CompiledGPT2(config, params, target="gpu", chip=args.chip, fused=True, verbose=False)
        model.build(args.prompt_tokens, args.tokens)
        capacity = cache_capacity(args.prompt_tokens + args.tokens, config.n_ctx)
        whole, rows = step_costs(model, capacity, args.repeats)
    except (NoGpuError, Gpt2MlirError) as e:
        print(f"bench_step: {e}", file=sys.stderr)
        return 2
    print(format_costs(f"{args.model} ({source}), cache of {capacity} rows", whole, rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
