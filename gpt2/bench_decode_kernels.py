"""`python -m gpt2.bench_decode_kernels`: a decoding step's kernels alone on the GPU. v5 (matvec_cols)
against v7 (matvec_cols_vec4, and variants of it) on the four weight products of a step (one row
of A), a layer norm then the qkv or MLP product as two kernels (row kernel + v7) against one (v7
with the norm as its prologue, pipeline/passes/prologues.py), and the one-block argmax against the
split one over the vocabulary, and attention of one query row over a KV cache (12 heads, dh 64: 124M's
step) by each attention version the registry has for it (v1, v4 over 64 slots; v1, v3, v5 over
512). With --xl instead: gpt2-xl's four weight products (1600 wide, 10-41 MB) by v7 and variants of
v8, the kernel its step runs them on. Kernel time from CUDA
events, with L2 flushed before every call (a step streams all its weights, 498 MB for 124M: none
is in L2 when its product runs), in us and in TB/s of bytes read (W for a product, the logits and
the index buffer for the argmax).

    python -m gpt2.bench_decode_kernels --build-only --chip sm_90   # where MLIR is: compiles, runs nothing
    python -m gpt2.bench_decode_kernels --chip sm_90                # on the GPU (build/ carried along)
    python -m gpt2.bench_decode_kernels --xl [--build-only] --chip sm_90   # gpt2-xl's products

Build folders: build/gpu/bench/decode-<chip>/<case>-<variant> (stable, so a build made on one
machine is found on another).
"""
from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from types import SimpleNamespace

import numpy as np

from frontend import jit
from frontend.jit import build_root

from .reference import argmax, attention, attention_scale, cached_mask, layer_norm

D, VOCAB = 768, 50257
FLUSH_BYTES = 256 << 20  # more than the H200's 50 MB of L2, several times over


@dataclass(frozen=True)
class Case:
    name: str
    a: tuple
    b: tuple | None          # None: the argmax over a row of `a`
    norm: bool = False       # layer_norm(a) @ b (the norm's g and b are D-long)
    transposed: bool = False  # layer_norm(a) @ b.T (the head over wte [vocab, D])
    argmax: bool = False      # argmax(layer_norm(a) @ b.T): the step's final norm, head and argmax

    @property
    def read_bytes(self) -> int:
        if self.b is None:
            return self.a[-1] * (4 + 8)  # the logits and np.arange's int64 buffer (one-block reads both)
        return self.b[0] * self.b[1] * 4


def gemvs(d: int, prefix: str = "") -> list[Case]:
    """A decoding step's four weight products at width d (one row of A)."""
    return [Case(f"{prefix}qkv", (1, d), (d, 3 * d)), Case(f"{prefix}attn_out", (1, d), (d, d)),
            Case(f"{prefix}mlp_in", (1, d), (d, 4 * d)), Case(f"{prefix}mlp_out", (1, 4 * d), (4 * d, d))]


GEMVS = gemvs(D)
XL_GEMVS = gemvs(1600, "xl_")
ARGMAX = Case("argmax", (1, VOCAB), None)
NORM_GEMVS = [Case("ln_qkv", (1, D), (D, 3 * D), True), Case("ln_mlp_in", (1, D), (D, 4 * D), True),
              Case("ln_head", (1, D), (VOCAB, D), True, True)]
# The final norm, the head and the argmax: in one kernel (matvec_rows_argmax, pipeline/passes/head_argmax.py)
# or the argmax as long_argmax's two kernels after the head; against ln_head's v7-prologue (v2's prologue
# form, no argmax) the difference is what the argmax costs.
HEAD_ARGMAX = Case("ln_head_argmax", (1, D), (VOCAB, D), True, True, True)
HEAD_ARGMAX_VARIANTS = ("in-head", "in-head-v2", "split")  # v13's kernel, v2's (16-byte loads of W or not), 3 kernels
NORM_VARIANTS = ("row+v7", "v7-prologue")  # the prologue pass off, on (for ln_head: row + v2, v2's prologue form)

# variant -> (matmul kernel forced, its generator's parameters for a variant of its template, or None)
GEMV_VARIANTS = {"v5": ("matvec_cols", None), "v7": ("matvec_cols_vec4", None),
                 "v7-u4": ("matvec_cols_vec4", {"unroll": 4}),
                 "v7-u8-plain": ("matvec_cols_vec4", {"unroll": 8, "pipelined": False}),
                 "v7-c4": ("matvec_cols_vec4", {"cols": 4}),  # 4 columns a block: 2x the blocks
                 "v8": ("matvec_cols_split", None), "v8-u4": ("matvec_cols_split", {"unroll": 4})}
# gpt2-xl's products (--xl): v8 as built, and as written with other blocks per SM (waves) or rows in flight
XL_VARIANTS = {"v7": ("matvec_cols_vec4", None), "v8": ("matvec_cols_split", None),
               "v8-w1": ("matvec_cols_split", {"waves": 1}), "v8-w4": ("matvec_cols_split", {"waves": 4}),
               "v8-u4": ("matvec_cols_split", {"unroll": 4}), "v8-u12": ("matvec_cols_split", {"unroll": 12})}
ARGMAX_VARIANTS = ("one-block", "split")


@dataclass(frozen=True)
class AttnCase:
    """attention(q, K, V, cached_mask(pos, 1, keys)) for one query row, the last slot written (every
    key live): the decoding step's attention chain, one kernel (pipeline/passes/attention.py)."""
    name: str
    heads: int
    keys: int
    dh: int

    @property
    def read_bytes(self) -> int:
        return 2 * self.heads * self.keys * self.dh * 4  # K and V

    def args(self, rng) -> list:
        h, c, dh = self.heads, self.keys, self.dh
        shapes = [(h, 1, dh), (h, c, dh), (h, c, dh), (h, 1, dh), (h, 1, dh)]
        return [rng.standard_normal(s, dtype=np.float32) for s in shapes] + [np.array(c - 1, np.int64)]


def attention_step(q, kc, vc, k, v, pos):
    kc[:, pos:pos + 1, :] = k
    vc[:, pos:pos + 1, :] = v
    return attention(q, kc, vc, cached_mask(pos, 1, kc.shape[1]), attention_scale(q.shape[-1], 0))


ATTENTION = [AttnCase("attn_c64", 12, 64, 64), AttnCase("attn_c512", 12, 512, 64)]
# variant -> the attention kernel it builds with (every other version switched off)
ATTENTION_VARIANTS = {"attn_c64": {"v1": "attention_rows", "v4": "attention_warps"},
                      "attn_c512": {"v1": "attention_rows", "v5": "attention_split_warps"}}


@contextlib.contextmanager
def _patched(module, name: str, value):
    """While compiling: `module.name` set to `value` (a bench variant of the kernel library or a pass)."""
    saved = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, saved)


def _attention_only(name: str):
    """While compiling: attention kernel `name` for every chain (the attention rules one line long)."""
    from pipeline.kernels import attention
    return _patched(attention, "RULES", [(name, lambda f, t: True)])


@contextlib.contextmanager
def _head_argmax(variant: str):
    """While compiling: the argmax after the head in the head's kernel by v13 ("in-head": matvec_rows_argmax_vec4)
    or v2's 4-byte loads ("in-head-v2"), or not ("split": long_argmax's two kernels after the head)."""
    try:
        from pipeline.passes import head_argmax
    except ModuleNotFoundError:  # no MLIR bindings here: the builds carried along are used as they are
        yield
        return
    if variant == "in-head":
        yield
        return
    name, value = (("template_for", lambda k: head_argmax.TEMPLATE) if variant == "in-head-v2"
                   else ("fuse_head_argmax", lambda module: 0))
    with _patched(head_argmax, name, value):
        yield


def _dir(chip: str, case: Case, variant: str) -> Path:
    return build_root() / "gpu" / "bench" / f"decode-{chip}" / f"{case.name}-{variant}"


@contextlib.contextmanager
def _forced(kind: str | None, params: dict | None, split_argmax: bool = True, prologues_on: bool = True):
    """While compiling: template `kind` made by its generator with `params` (a variant of it to measure), the
    long argmax split or not (pipeline/passes/long_argmax.py), layer norms fused into the GEMV after them or not
    (pipeline/passes/prologues.py). Without MLIR (a GPU machine) nothing is compiled: the builds carried along
    are used as they are."""
    try:
        from pipeline.passes import prologues
    except ModuleNotFoundError:  # no MLIR bindings here
        yield
        return
    import dataclasses
    from pipeline import kernels
    from pipeline.kernels.gen.matvec_cols_split import matvec_cols_split
    from pipeline.kernels.gen.matvec_cols_vec4 import matvec_cols_vec4
    from pipeline.kernels.kernel import generated
    entries = kernels.KERNELS
    if params:
        generators = {"matvec_cols_vec4": matvec_cols_vec4, "matvec_cols_split": matvec_cols_split}
        template = kernels.kernel(kind).templates[0]
        made = generated(kind, generators[kind], **params)
        entries = tuple(dataclasses.replace(k, templates=(made,) + k.templates[1:]) if k.templates[:1] == (template,)
                        else k for k in entries)
    tuning = kernels.tuning_for()
    if not split_argmax:
        tuning = dataclasses.replace(tuning, argmax_split_min_length=1 << 62)
    with _patched(kernels, "KERNELS", entries), _patched(prologues, "FUSABLE", prologues.FUSABLE if prologues_on else ()), \
            _patched(kernels.tuning, "TUNINGS", {name: tuning for name in kernels.TUNINGS}):
        yield


def _programs(chip: str, xl: bool = False):
    """(case, variant, compiled program, its inputs) for every case and variant (`xl`: gpt2-xl's
    products only): compiled here when MLIR is installed and the build is missing or stale, else the
    build found on disk."""
    rng = np.random.default_rng(0)
    out = []
    for case in XL_GEMVS if xl else GEMVS:
        a = rng.standard_normal(case.a, dtype=np.float32)
        b = rng.standard_normal(case.b, dtype=np.float32)
        for variant, (kind, gen_args) in (XL_VARIANTS if xl else GEMV_VARIANTS).items():
            with _forced(kind, gen_args):  # the matmul kernel forced (--variant)
                program = jit(lambda a, b: a @ b, name=f"decode_{case.name}").compile(
                    a, b, target="gpu", chip=chip, build_dir=_dir(chip, case, variant), verbose=False, variant=kind)
            out.append((case, variant, program, [a, b]))
    if xl:
        return out
    for case in NORM_GEMVS:
        x = rng.standard_normal(case.a, dtype=np.float32)
        g, bias = rng.standard_normal(D, dtype=np.float32), rng.standard_normal(D, dtype=np.float32)
        w = rng.standard_normal(case.b, dtype=np.float32)
        for variant in NORM_VARIANTS:
            with _forced(None, None, prologues_on=variant == "v7-prologue"):
                program = jit(lambda x, g, bias, w: layer_norm(x, SimpleNamespace(g=g, b=bias))
                              @ (w.T if case.transposed else w),
                              name=f"decode_{case.name}").compile(
                    x, g, bias, w, target="gpu", chip=chip, build_dir=_dir(chip, case, variant), verbose=False)
            out.append((case, variant, program, [x, g, bias, w]))
    x, g, bias = (rng.standard_normal(n, dtype=np.float32) for n in (HEAD_ARGMAX.a, D, D))
    w = rng.standard_normal(HEAD_ARGMAX.b, dtype=np.float32)
    for variant in HEAD_ARGMAX_VARIANTS:
        with _head_argmax(variant):
            program = jit(lambda x, g, bias, w: argmax(layer_norm(x, SimpleNamespace(g=g, b=bias)) @ w.T),
                          name="decode_ln_head_argmax").compile(
                x, g, bias, w, target="gpu", chip=chip, build_dir=_dir(chip, HEAD_ARGMAX, variant), verbose=False)
        out.append((HEAD_ARGMAX, variant, program, [x, g, bias, w]))
    logits = rng.standard_normal(ARGMAX.a, dtype=np.float32)
    for variant in ARGMAX_VARIANTS:
        with _forced(None, None, split_argmax=variant == "split"):
            program = jit(lambda x: argmax(x), name="decode_argmax").compile(
                logits, target="gpu", chip=chip, build_dir=_dir(chip, ARGMAX, variant), verbose=False)
        out.append((ARGMAX, variant, program, [logits]))
    for case in ATTENTION:
        args = case.args(rng)
        for variant, kind in ATTENTION_VARIANTS[case.name].items():
            with _attention_only(kind):
                program = jit(attention_step, name=f"decode_{case.name}").compile(
                    *args, target="gpu", chip=chip, build_dir=_dir(chip, case, variant), verbose=False)
            if not any(k.startswith(kind + "_f32") for k in _kernels(program)):
                raise RuntimeError(f"{program.build_dir}: no {kind} kernel built; rebuild it where MLIR is "
                                   "(python -m gpt2.bench_decode_kernels --build-only)")
            out.append((case, variant, program, args))
    return out


def _flush(chip: str):
    """A program that reads and writes FLUSH_BYTES: run before each timed call, it leaves none of
    the timed kernel's inputs in L2."""
    return jit(lambda x: x * 2.0 + 1.0, name="decode_flush").compile(
        np.broadcast_to(np.float32(0), (FLUSH_BYTES // 4,)), target="gpu", chip=chip,
        build_dir=build_root() / "gpu" / "bench" / f"decode-{chip}" / "flush", verbose=False)


def _kernels(program) -> list[str]:
    return sorted(p.stem for p in (program.build_dir / "kernels").glob("*.ptx"))


def run(chip: str, repeats: int, xl: bool = False) -> list[dict]:
    import launcher
    from launcher import default_profiler
    programs = _programs(chip, xl)
    flush = _flush(chip)
    junk = launcher.to_device([np.ones(FLUSH_BYTES // 4, np.float32)], "gpu")
    prof = default_profiler()
    rows = []
    for case, variant, program, args in programs:
        dev_args = launcher.to_device(args, "gpu")
        wide = [v.astype(np.float64) if v.dtype == np.float32 else v for v in args]
        if isinstance(case, AttnCase):
            want = attention_step(*[v.copy() for v in wide])
        elif case.argmax:
            want = np.argmax(layer_norm(wide[0], SimpleNamespace(g=wide[1], b=wide[2])) @ wide[3].T, -1)
        elif case.norm:
            w64 = wide[3].T if case.transposed else wide[3]
            want = layer_norm(wide[0], SimpleNamespace(g=wide[1], b=wide[2])) @ w64
        else:
            want = wide[0] @ wide[1] if case.b is not None else np.argmax(args[0], -1)
        got = launcher.to_host(program(dev_args)[0])
        if isinstance(case, AttnCase) or (case.b is not None and not case.argmax):
            error = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
        else:
            error = float(np.any(got != want))
        per_call = []
        for _ in range(3):  # warm-up: modules loaded, graphs captured
            flush(junk), program(dev_args)
        for _ in range(repeats):
            flush(junk)
            prof.start()
            program(dev_args)
            times = {k: ms for k, (ms, _) in prof.times.items()}
            per_call.append(times)
            prof.stop()
        names = sorted(per_call[0])
        median = {k: statistics.median(t.get(k, 0.0) for t in per_call) for k in names}
        total_us = sum(median.values()) * 1000
        rows.append({"case": case.name, "variant": variant, "us": total_us,
                     "tb_s": case.read_bytes / (total_us * 1e-6) / 1e12, "error": error,
                     "kernels": {k.split("/")[-1]: round(v * 1000, 2) for k, v in median.items()},
                     "ptx": _kernels(program)})
        print(f"{case.name:<9} {variant:<16} {total_us:8.2f} us {rows[-1]['tb_s']:6.2f} TB/s  "
              f"err {error:.1e}  {rows[-1]['kernels']}", flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m gpt2.bench_decode_kernels", description=__doc__.splitlines()[0])
    p.add_argument("--chip", default="sm_90")
    p.add_argument("--repeats", type=int, default=50, help="timed calls per case and variant (median)")
    p.add_argument("--build-only", action="store_true", help="compile every case and variant, run nothing")
    p.add_argument("--xl", action="store_true", help="gpt2-xl's four weight products by v7 and v8's variants instead")
    a = p.parse_args(argv)
    if a.build_only:
        start = time.perf_counter()
        for case, variant, program, _ in _programs(a.chip, a.xl):
            print(f"built {program.build_dir}: {', '.join(_kernels(program))}")
        _flush(a.chip)
        print(f"built in {time.perf_counter() - start:.0f} s")
        return 0
    run(a.chip, a.repeats, a.xl)
    return 0


if __name__ == "__main__":
    sys.exit(main())
