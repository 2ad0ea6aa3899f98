"""`invoke bench --lengths` and `invoke bench --kernels`: the forward pass and its matmuls, timed
side by side with PyTorch.

* Forward bench: one forward of n tokens of the whole-model program without a KV cache (what
  `CompiledGPT2(config, params, fused=True, cache=False).forward(ids)` runs), median wall time
  after warm-up, beside Hugging Face's GPT-2 in PyTorch eager and under
  `torch.compile(mode="reduce-overhead")` on the same weights (when torch is installed; fp32, TF32
  off). The compiled program is called directly with its flattened arguments, as the decoder's
  step does, so jit's per-call signature work (~0.5 ms for 124M's 148 weight arrays) is not timed.
  Every timed call brings 8 logits of the last real row back to the host.
* Kernel bench: every matmul shape of a GPT-2 forward at n tokens, each compiled alone with our
  `jit` (the same operand layouts as the model: `x @ w`, `x @ wte.T`, `q @ k.transpose(0, 2, 1)`,
  `p @ v`), against `torch.matmul` (TF32 off) on the same device in the same run: achieved
  TFLOP/s (2·M·N·K per product) from kernel time (CUDA events; on the CPU, wall time), the ratio
  ours/torch and its geometric mean.

Both can compile everything they need without running it (`build_forward`, `build_kernels`:
`--build-only`), so a GPU machine without MLIR finds the programs under build/.
"""
from __future__ import annotations

import json
import math
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

import launcher
from contract import tree
from contract.errors import Gpt2MlirError
from frontend import jit
from frontend.jit import build_root

from .weights import Config, stand_in_params

WARMUP = 3
LOG_LINE = 8  # logits brought back per timed forward


class BenchError(Gpt2MlirError, ValueError):
    """A bench request that cannot run (bad lengths, a missing optional package)."""


# -- options ------------------------------------------------------------------------------------

def parse_lengths(text: str, n_ctx: int) -> list[int]:
    """Comma-separated token counts, each 1..n_ctx; sorted, without repeats."""
    parts = [s.strip() for s in str(text).split(",") if s.strip()]
    try:
        lengths = [int(s) for s in parts]
    except ValueError:
        raise BenchError(f"--lengths wants comma-separated whole numbers like 16,64,256,1024, got {text!r}") from None
    if not lengths:
        raise BenchError(f"--lengths wants comma-separated whole numbers like 16,64,256,1024, got {text!r}")
    for n in lengths:
        if not 1 <= n <= n_ctx:
            raise BenchError(f"length {n} is outside 1..{n_ctx} (the model's context)")
    return sorted(set(lengths))


def parse_length(text, n_ctx: int) -> int:
    """--length of the kernel bench (default: 1024, or the context if shorter)."""
    if text is None:
        return min(1024, n_ctx)
    try:
        n = int(text)
    except ValueError:
        raise BenchError(f"--length wants a whole number, got {text!r}") from None
    if not 1 <= n <= n_ctx:
        raise BenchError(f"--length {n} is outside 1..{n_ctx} (the model's context)")
    return n


def parse_repeats(text) -> int:
    try:
        n = int(text)
    except ValueError:
        raise BenchError(f"--repeats wants a whole number, got {text!r}") from None
    if n < 1:
        raise BenchError(f"--repeats must be at least 1 (got {n})")
    return n


def pyplot():
    """matplotlib.pyplot with a file-only backend, or a one-line error naming the extra."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise BenchError('--plot needs matplotlib: pip install -e ".[plot]"') from None
    return plt


def torch_status(wanted: bool = True) -> tuple[bool, str]:
    """(torch and transformers importable, their versions or why not)."""
    if not wanted:
        return False, "not asked for (--no-torch)"
    try:
        import torch
        import transformers
    except ImportError as e:
        return False, f"{e.name or 'torch or transformers'} is not installed"
    return True, f"torch {torch.__version__}, transformers {transformers.__version__}"


def padded_length(n: int, n_ctx: int) -> int:
    from .model import bucket
    return bucket(n, n_ctx)


def _median(values):
    return float(np.median(values))


def _log(*args):
    print(*args, file=sys.stderr, flush=True)


# -- forward bench ------------------------------------------------------------------------------

def _model(config, params, target, chip, place_weights=True):
    from .model import CompiledGPT2
    return CompiledGPT2(config, params, target=target, chip=chip, fused=True, cache=False, verbose=False,
                        place_weights=place_weights)


def build_forward(config: Config, lengths: list[int], target: str, chip: str, dtype: str = "float32") -> list[str]:
    """Compile (without running: no GPU needed) the whole-model programs the forward bench runs, for weights
    stored as `dtype`; returns their build folders."""
    model = _model(config, stand_in_params(config, dtype), target, chip, place_weights=False)
    folders = []
    for n in sorted({padded_length(n, config.n_ctx) for n in lengths}):
        start = time.perf_counter()
        model.build(n, 1)
        folders.append(str(model.folder("gpt2", n)))
        _log(f"built {folders[-1]} ({time.perf_counter() - start:.1f} s)")
    return folders


def _timed(call, repeats: int, warmup: int) -> list[float]:
    """Seconds of each of `repeats` calls after `warmup` untimed ones."""
    for _ in range(warmup):
        call()
    seconds = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        seconds.append(time.perf_counter() - start)
    return seconds


def forward_bench(config: Config, params, lengths: list[int], target: str, chip: str = "sm_75",
                  repeats: int = 20, warmup: int = WARMUP, profile: bool = False, with_torch: bool = True,
                  seed: int = 0) -> dict:
    """Times one forward per length (ours, and Hugging Face eager / torch.compile when torch is
    installed and `with_torch`); returns the table as a dict (see format_forward, write_json)."""
    use_torch, torch_note = torch_status(with_torch)
    model = _model(config, params, target, chip)
    leaves = tree.flatten(model.params)[0]
    rng = np.random.default_rng(seed)
    profiler = None
    if profile and target == "gpu":
        from launcher import default_profiler
        profiler = default_profiler()
    hf, device, torch_info = None, ("cuda" if target == "gpu" else "cpu"), {"available": use_torch, "note": torch_note}
    if use_torch:
        from .torch_baseline import hf_model, tf32_off
        hf = hf_model(config, params, device)
        torch_info.update(device=device, matmul_precision=tf32_off())
    rows = []
    for n in lengths:
        padded = padded_length(n, config.n_ctx)
        ids = np.zeros(padded, np.int64)
        ids[:n] = rng.integers(0, config.n_vocab, n)
        row = {"length": n, "padded_length": padded}
        # Ours: built (or found) and run once through CompiledGPT2.forward, then its program called directly.
        start = time.perf_counter()
        model.build(padded, 1)
        build_s = time.perf_counter() - start
        start = time.perf_counter()
        first = launcher.to_host(model.forward(ids)["logits"][n - 1])
        first_s = time.perf_counter() - start
        program = model.forward_program(padded)
        args = [ids] + leaves

        def ours():
            out = program(args)
            return launcher.to_host(out[0][n - 1, :LOG_LINE])

        seconds = _timed(ours, repeats, warmup)
        row.update(ours_ms=_median(seconds) * 1000, ours_min_ms=min(seconds) * 1000, ours_first_ms=first_s * 1000,
                   build_s=build_s, finite=bool(np.isfinite(first).all()))
        if target == "gpu":  # the GPU's own time: events around the replayed graph (kernels still start early)
            row["ours_gpu_ms"] = _graph_ms(ours, repeats)
        if profiler is not None:
            profiler.start()
            ours()  # captures the profiled graph
            profiler.start()  # (clears what the capture recorded)
            for _ in range(repeats):
                ours()
            row["ours_kernel_ms"] = profiler.total_ms() / repeats
            row["ours_kernels"] = sum(c for _, c in profiler.times.values()) // repeats
            print(f"\nlength {n}: kernel time per forward (CUDA events around every kernel, {repeats} forwards)")
            print(profiler.report())
            profiler.stop()
        _log(f"length {n}: ours {row['ours_ms']:.3f} ms" + (f" (padded to {padded})" if padded != n else ""))
        if use_torch:
            _torch_row(row, hf, ids[:n], first, device, repeats, warmup)
        rows.append(row)
    return {"bench": "forward", "model": config.name, "config": dict(zip(
                ("n_vocab", "n_ctx", "n_embd", "n_head", "n_layer"), config.dims)),
            "target": target, "chip": chip if target == "gpu" else None, "repeats": repeats, "warmup": warmup,
            "statistic": "median wall time of one forward", "torch": torch_info, "rows": rows}


def _graph_ms(call, repeats: int) -> float:
    """Median GPU time of `repeats` calls, each between two events around its CUDA graph (the wall
    time less the host's work and the round trip): launcher/gpu_run.py's graph_times."""
    from launcher.gpu_run import graph_times
    with graph_times() as times:
        for _ in range(repeats):
            call()
    return _median(times)


def _torch_row(row: dict, hf, ids: np.ndarray, ours_last: np.ndarray, device: str, repeats: int, warmup: int):
    """Adds hf_eager_ms / hf_compiled_ms (or *_error) and the largest difference to our last row."""
    from .torch_baseline import compiled_forward, eager_forward
    n = len(ids)
    for key, make, least_warmup in (("hf_eager", eager_forward, 1), ("hf_compiled", compiled_forward, 3)):
        try:
            start = time.perf_counter()
            call = make(hf, ids, device)  # call() -> the last row's logits on the host
            last = call(full=True)  # (for torch.compile: compiles here)
            setup_s = time.perf_counter() - start
            seconds = _timed(call, repeats, max(warmup, least_warmup))
        except Exception as e:  # noqa: BLE001  (a failing baseline must not end the bench)
            message = (str(e).strip().splitlines() or [type(e).__name__])[0][:200]
            row[f"{key}_error"] = f"{type(e).__name__}: {message}"
            _log(f"warning: length {n}: {key} failed: {row[f'{key}_error']}")
            continue
        ms = _median(seconds) * 1000
        row.update({f"{key}_ms": ms, f"{key}_min_ms": min(seconds) * 1000, f"{key}_setup_s": setup_s,
                    f"{key}_over_ours": ms / row["ours_ms"],
                    f"max_abs_diff_{key}": float(np.max(np.abs(last.astype(np.float64) - ours_last)))})
        _log(f"length {n}: {key} {ms:.3f} ms (setup {setup_s:.1f} s)")


def _ms(value) -> str:
    return "—" if value is None else f"{value:.3f}" if value < 10 else f"{value:.2f}"


def _ratio(value) -> str:
    return "—" if value is None else f"{value:.2f}"


def format_forward(result: dict) -> str:
    rows, profiled = result["rows"], any("ours_kernel_ms" in r for r in result["rows"])
    torch_on = result["torch"]["available"]
    lines = [f"{result['model']}, target {result['target']}" + (f" ({result['chip']})" if result["chip"] else "")
             + f": one forward of n tokens, median of {result['repeats']} after {result['warmup']} warm-up runs"
             + ("" if torch_on else f"; Hugging Face: unavailable, {result['torch']['note']}")]
    gpu_time = any("ours_gpu_ms" in r for r in rows)
    head = f"{'length':>7} {'ours ms':>9} {'HF eager ms':>12} {'HF compiled ms':>15} {'eager/ours':>11} " \
           f"{'compiled/ours':>14}"
    if gpu_time:
        head += f" {'ours GPU ms':>12}"
    if profiled:
        head += f" {'ours kernel ms':>15} {'kernels':>8}"
    lines.append(head)
    for r in rows:
        line = (f"{r['length']:>7} {_ms(r['ours_ms']):>9} {_ms(r.get('hf_eager_ms')):>12} "
                f"{_ms(r.get('hf_compiled_ms')):>15} {_ratio(r.get('hf_eager_over_ours')):>11} "
                f"{_ratio(r.get('hf_compiled_over_ours')):>14}")
        if gpu_time:
            line += f" {_ms(r.get('ours_gpu_ms')):>12}"
        if profiled:
            line += f" {_ms(r.get('ours_kernel_ms')):>15} {r.get('ours_kernels', '—'):>8}"
        lines.append(line)
    lines.append("ratios: Hugging Face ms / ours ms (above 1: ours is faster)"
                 + ("; ours GPU ms: events around our graph, the wall less the host's part" if gpu_time else ""))
    for r in rows:
        if r["padded_length"] != r["length"]:
            lines.append(f"note: length {r['length']} runs at the padded length {r['padded_length']} (ours); "
                         f"Hugging Face runs {r['length']} tokens")
        for key in ("hf_eager", "hf_compiled"):
            if f"{key}_error" in r:
                lines.append(f"note: length {r['length']}: {key} failed: {r[f'{key}_error']}")
    diffs = [f"{r['length']}: {r['max_abs_diff_hf_eager']:.1e}" for r in rows if "max_abs_diff_hf_eager" in r]
    if diffs:
        lines.append("max |ours − HF eager| on the last token's logits: " + ", ".join(diffs))
    return "\n".join(lines)


# -- kernel bench -------------------------------------------------------------------------------

def _mm(a, b):
    return a @ b  # [.., m, k] @ [.., k, n]


def _mm_bt(a, b):
    return a @ b.T  # [m, k] @ [n, k].T, the head (x @ wte.T)


def _bmm_bt(q, k):
    return q @ k.transpose(0, 2, 1)  # [h, m, k] @ [h, n, k]^T, attention scores


@dataclass(frozen=True)
class MatmulShape:
    name: str
    what: str
    a: tuple
    b: tuple
    fn: object  # one of _mm, _mm_bt, _bmm_bt

    @property
    def batch(self) -> int:
        return self.a[0] if len(self.a) == 3 else 1

    @property
    def mnk(self) -> tuple[int, int, int]:
        m, k = self.a[-2:]
        n = self.b[-2] if self.fn in (_mm_bt, _bmm_bt) else self.b[-1]
        return m, n, k

    @property
    def flops(self) -> int:
        m, n, k = self.mnk
        return 2 * self.batch * m * n * k

    @property
    def text(self) -> str:
        a, b = "x".join(map(str, self.a)), "x".join(map(str, self.b))
        suffix = ".T" if self.fn is _mm_bt else "^T" if self.fn is _bmm_bt else ""
        return f"[{a}]@[{b}]{suffix}"


def kernel_shapes(config: Config, n: int) -> list[MatmulShape]:
    """Every matmul of a GPT-2 forward at n tokens, operands laid out as the model has them."""
    d, h, v = config.n_embd, config.n_head, config.n_vocab
    dh = d // h
    return [MatmulShape("qkv", "x @ attention_in.w", (n, d), (d, 3 * d), _mm),
            MatmulShape("attn_out", "heads @ attention_out.w", (n, d), (d, d), _mm),
            MatmulShape("mlp_in", "x @ mlp_in.w", (n, d), (d, 4 * d), _mm),
            MatmulShape("mlp_out", "h @ mlp_out.w", (n, 4 * d), (4 * d, d), _mm),
            MatmulShape("head", "x @ wte.T", (n, d), (v, d), _mm_bt),
            MatmulShape("scores", "q @ k.transpose(0, 2, 1)", (h, n, dh), (h, n, dh), _bmm_bt),
            MatmulShape("values", "p @ v", (h, n, n), (h, n, dh), _mm)]


def kernel_dir(config: Config, shape: MatmulShape, n: int, target: str, chip: str, variant: str | None = None) -> Path:
    """build/<target>/bench/kernels-<model>[-<chip>][-<variant>]/<name>-n<n>: stable, so a build made on one
    machine is found on another."""
    folder = f"kernels-{config.name}" + (f"-{chip}" if target == "gpu" else "") + (f"-{variant}" if variant else "")
    return build_root() / target / "bench" / folder / f"{shape.name}-n{n}"


def shape_facts(shape: MatmulShape, chip: str):
    """The kernel registry's view of one bench matmul (pipeline/kernels/)."""
    from pipeline.kernels import MatmulFacts
    m, n, k = shape.mnk
    transposed = shape.fn in (_mm_bt, _bmm_bt)
    layout = None if transposed else (n, 1, 0)  # B [k, n] row-major, as the model has it
    return MatmulFacts(len(shape.a), m, n, shape.batch, transposed, "f32", chip, k, layout)


def variant_shapes(config: Config, n: int, target: str, chip: str, variant: str | None) -> list[MatmulShape]:
    """The bench's matmuls that `variant` (a kernel registry name; None: the registry's choice) can
    compute; a one-line VariantError when it is unknown or computes none of them."""
    shapes = kernel_shapes(config, n)
    if variant is None:
        return shapes
    from pipeline.kernels import VariantError, check_variant, variants_for
    if target != "gpu":
        raise VariantError(f"--variant {variant} forces a GPU kernel: use it with --target gpu")
    check_variant(variant)
    fit = [s for s in shapes if variant in variants_for(shape_facts(s, chip))]
    if not fit:
        usable = sorted({v for s in shapes for v in variants_for(shape_facts(s, chip))})
        raise VariantError(f"kernel variant '{variant}' computes none of the bench's matmuls on {chip}; "
                           f"variants that do: {', '.join(usable)}")
    return fit


def _compile(config, shape: MatmulShape, n: int, target: str, chip: str, a, b, variant: str | None = None):
    return jit(shape.fn, name=f"bench_{shape.name}").compile(
        a, b, target=target, chip=chip, build_dir=kernel_dir(config, shape, n, target, chip, variant), verbose=False,
        variant=variant)


def build_kernels(config: Config, n: int, target: str, chip: str, variant: str | None = None) -> list[str]:
    """Compile (without running) every matmul program of the kernel bench (with `variant`: those
    it can compute, each forced to it)."""
    folders = []
    for shape in variant_shapes(config, n, target, chip, variant):
        start = time.perf_counter()
        a, b = (np.broadcast_to(np.float32(0), s) for s in (shape.a, shape.b))
        _compile(config, shape, n, target, chip, a, b, variant)
        folders.append(str(kernel_dir(config, shape, n, target, chip, variant)))
        _log(f"built {folders[-1]} ({time.perf_counter() - start:.1f} s)")
    return folders


def kernel_bench(config: Config, n: int, target: str, chip: str = "sm_75", repeats: int = 20,
                 warmup: int = WARMUP, with_torch: bool = True, seed: int = 0, variant: str | None = None) -> dict:
    shapes = variant_shapes(config, n, target, chip, variant)  # a bad variant fails before anything runs
    use_torch, torch_note = torch_status(with_torch)
    torch_info = {"available": use_torch, "note": torch_note}
    if use_torch:
        from .torch_baseline import tf32_off
        torch_info.update(device="cuda" if target == "gpu" else "cpu", matmul_precision=tf32_off())
    rng = np.random.default_rng(seed)
    profiler = None
    if target == "gpu":
        from launcher import default_profiler
        profiler = default_profiler()
    rows = []
    for shape in shapes:
        a = rng.standard_normal(shape.a, dtype=np.float32)
        b = rng.standard_normal(shape.b, dtype=np.float32)
        program = _compile(config, shape, n, target, chip, a, b, variant)
        args = launcher.to_device([a, b], target)

        def ours():
            out = program(args)  # a GPU call returns once its kernels have finished
            return out[0]

        first = launcher.to_host(ours())
        expected = shape.fn(a.astype(np.float64), b.astype(np.float64))
        rel = float(np.max(np.abs(first - expected)) / np.max(np.abs(expected)))
        seconds = _timed(ours, repeats, warmup)
        row = {"name": shape.name, "what": shape.what, "shape": shape.text, "batch": shape.batch,
               "m": shape.mnk[0], "n": shape.mnk[1], "k": shape.mnk[2], "flops": shape.flops,
               "ours_wall_ms": _median(seconds) * 1000, "max_rel_error": rel}
        if profiler is not None:
            profiler.start()
            ours()  # captures the profiled graph
            profiler.start()
            for _ in range(repeats):
                ours()
            row["ours_kernel_ms"] = profiler.total_ms() / repeats
            row["ours_kernels"] = sum(c for _, c in profiler.times.values()) // repeats
            profiler.stop()
        ours_ms = row.get("ours_kernel_ms", row["ours_wall_ms"])
        row["ours_tflops"] = shape.flops / (ours_ms * 1e-3) / 1e12
        if use_torch:
            from .torch_baseline import time_matmul
            try:
                device = "cuda" if target == "gpu" else "cpu"
                wall, device_ms = time_matmul(a, b, shape.fn.__name__.lstrip("_"), device, repeats, warmup)
            except Exception as e:  # noqa: BLE001
                row["torch_error"] = f"{type(e).__name__}: {(str(e).strip().splitlines() or [''])[0][:200]}"
                _log(f"warning: {shape.name}: torch.matmul failed: {row['torch_error']}")
            else:
                row["torch_wall_ms"] = wall
                if device_ms is not None:
                    row["torch_kernel_ms"] = device_ms
                torch_ms = device_ms if device_ms is not None else wall
                row["torch_tflops"] = shape.flops / (torch_ms * 1e-3) / 1e12
                row["ratio"] = row["ours_tflops"] / row["torch_tflops"]
        _log(f"{shape.name}: ours {ours_ms:.3f} ms" + (f", torch {row['torch_tflops']:.1f} TFLOP/s"
                                                         if "torch_tflops" in row else ""))
        rows.append(row)
    ratios = [r["ratio"] for r in rows if "ratio" in r]
    return {"bench": "kernels", "model": config.name, "length": n, "target": target,
            "chip": chip if target == "gpu" else None, "variant": variant,
            "skipped": [s.name for s in kernel_shapes(config, n) if s not in shapes],
            "repeats": repeats, "warmup": warmup,
            "timing": "kernel time (CUDA events around each kernel), mean per call" if target == "gpu"
            else "median wall time per call",
            "torch": torch_info, "rows": rows, "geomean_ratio": math.exp(sum(map(math.log, ratios)) / len(ratios))
            if ratios and len(ratios) == len(rows) else None}


def format_kernels(result: dict) -> str:
    gpu = result["target"] == "gpu"
    basis = "kernel time (ours: the profiler's CUDA events around each kernel; torch: an event pair around each call)" \
        if gpu else "median wall time"
    lines = [f"{result['model']} matmuls at n = {result['length']}, target {result['target']}"
             + (f" ({result['chip']})" if result["chip"] else "")
             + (f", every matmul forced to kernel {result['variant']}" if result.get("variant") else "")
             + f", {result['repeats']} runs after "
             f"{result['warmup']} warm-up; ms and TFLOP/s from {basis}"
             + ("" if result["torch"]["available"] else f"; torch: unavailable, {result['torch']['note']}")]
    lines.append(f"{'matmul':<9} {'shape':<28} {'GFLOP':>7} {'ours ms':>9} {'ours TFLOP/s':>13} {'torch ms':>9} "
                 f"{'torch TFLOP/s':>14} {'ours/torch':>11}" + (f" {'ours wall':>10} {'torch wall':>11} {'kernels':>8}"
                                                                  if gpu else "") + f" {'rel err':>8}")
    for r in result["rows"]:
        ours_ms = r.get("ours_kernel_ms", r["ours_wall_ms"])
        torch_ms = r.get("torch_kernel_ms", r.get("torch_wall_ms"))
        torch_tf = r.get("torch_tflops")
        torch_tf = "—" if torch_tf is None else f"{torch_tf:.2f}"
        line = (f"{r['name']:<9} {r['shape']:<28} {r['flops'] / 1e9:>7.2f} {_ms(ours_ms):>9} "
                f"{r['ours_tflops']:>13.2f} {_ms(torch_ms):>9} {torch_tf:>14} {_ratio(r.get('ratio')):>11}")
        if gpu:
            line += f" {_ms(r['ours_wall_ms']):>10} {_ms(r.get('torch_wall_ms')):>11} {r.get('ours_kernels', '—'):>8}"
        lines.append(line + f" {r['max_rel_error']:>8.1e}")
    if result["geomean_ratio"] is not None:
        lines.append(f"geometric mean of ours/torch (TFLOP/s): {result['geomean_ratio']:.2f}")
    if result.get("skipped"):
        lines.append(f"note: {result['variant']} cannot compute {', '.join(result['skipped'])}: not timed")
    for r in result["rows"]:
        if "torch_error" in r:
            lines.append(f"note: {r['name']}: torch.matmul failed: {r['torch_error']}")
    lines.append("rel err: max |ours − float64 NumPy| / max |NumPy|"
                 + ("; wall: median ms of one call, synchronised; kernels: our kernels per call" if gpu else ""))
    return "\n".join(lines)


# -- output -------------------------------------------------------------------------------------

def write_json(result: dict, path) -> None:
    Path(path).write_text(json.dumps(result, indent=1) + "\n")


SYSTEMS = (("ours_ms", "ours (compiled, whole model)"), ("hf_eager_ms", "Hugging Face, PyTorch eager"),
           ("hf_compiled_ms", 'Hugging Face, torch.compile(mode="reduce-overhead")'))


def write_plot(result: dict, path, plt=None) -> None:
    """ms per forward against length, one line per system that has numbers, log axes."""
    plt = plt or pyplot()
    fig, ax = plt.subplots(figsize=(6.4, 4.4))
    for key, label in SYSTEMS:
        points = [(r["length"], r[key]) for r in result["rows"] if r.get(key) is not None]
        if points:
            xs, ys = zip(*points)
            ax.plot(xs, ys, marker="o", label=label)
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    lengths = sorted({r["length"] for r in result["rows"]})
    ax.set_xticks(lengths, [str(n) for n in lengths])
    ax.tick_params(axis="x", which="minor", bottom=False)
    ax.set_xlabel("tokens per forward")
    ax.set_ylabel("ms per forward (median)")
    where = result["target"] + (f", {result['chip']}" if result.get("chip") else "")
    ax.set_title(f"{result['model']}, one forward, fp32 ({where})")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
