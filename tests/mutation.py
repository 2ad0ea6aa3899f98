"""Mutation testing: plant one plausible bug at a time and check that the test suite fails.

    python3 tests/mutation.py [--set model|compiler] [--only NAME,...] [--list]

`--set model` (the default): bugs in the model, the tokenizer and sampling, judged by the tests of the
model's meaning. `--set compiler`: bugs in the compiler path (the frontend's lowering, the passes, the kernel
library, the C runtime, the CPU loader), judged by the compiler's own fast tests (COMPILER_TESTS), sharpest
first.

Each mutant is one textual edit of one file. The script copies the checkout (tracked and
untracked, not ignored, files) into a temporary folder, applies the edit there, runs the tests
that should notice, and restores the file: your checkout is never touched. A mutant is *killed*
when pytest fails; survivors are listed with the tests that ran. Exit status 1 if any survive.

The GPU kernel mutants (K loop of the tiled matmul) need a GPU: `GPU_MUTANTS` below lists the
edits; build them here with GPT2_MLIR_PREBUILD=1 and run `pytest -m gpu` on the GPU machine.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The tests that judge the model's meaning; fast enough to run once per mutant (-x stops at the
# first failure, so a killed mutant costs seconds).
TESTS = ["tests/test_reference.py", "tests/test_oracle.py", "tests/test_options.py", "tests/test_half.py",
         "tests/test_tokenizer.py", "tests/test_sampling.py",
         "tests/test_verify.py", "tests/test_weights.py", "tests/test_numerics.py", "tests/test_fused.py",
         "tests/test_batch.py"]


@dataclass
class Mutant:
    name: str
    path: str
    old: str
    new: str
    why: str  # the bug it stands for


MUTANTS = [
    # The bugs a review found the old suite missed (issue 13).
    Mutant("eps-outside-sqrt", "gpt2/reference.py", "np.sqrt(var + eps)", "(np.sqrt(var) + eps)",
           "layer-norm epsilon moved outside the square root"),
    Mutant("eps-tenfold", "gpt2/reference.py", "EPS = 1e-5", "EPS = 1e-4", "layer-norm epsilon ten times too large"),
    Mutant("no-final-norm", "gpt2/reference.py", "return layer_norm(x, final_norm, options.eps) @ head.T",
           "return x @ head.T", "final layer norm dropped before the head"),
    Mutant("no-contractions", "gpt2/tokenizer.py", r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+""", r""" ?\p{L}+""",
           "tokenizer's contraction rules removed"),
    Mutant("no-whitespace-lookahead", "gpt2/tokenizer.py", r"""\s+(?!\S)|\s+""", r"""\s+""",
           "tokenizer's whitespace rule removed"),
    Mutant("top-k-one-less", "gpt2/sampling.py", "z = np.where(z < cut, -np.inf, z)", "z = np.where(z <= cut, -np.inf, z)",
           "top-k cut-off off by one (keeps k - 1)"),
    Mutant("top-k-one-more", "gpt2/sampling.py", "cut = np.partition(z, -top_k)[-top_k]",
           "cut = np.partition(z, -top_k - 1)[-top_k - 1] if top_k < len(z) else z.min()",
           "top-k cut-off off by one (keeps k + 1)"),
    Mutant("top-k-ignored", "gpt2/sampling.py", "    if top_k:\n", "    if False:\n", "top-k ignored"),
    Mutant("temperature-ignored", "gpt2/sampling.py", "z = logits.astype(np.float64) / temperature",
           "z = logits.astype(np.float64)", "temperature ignored"),
    Mutant("verify-with-itself", "gpt2/generate.py",
           "theirs = reference.gpt2(np.array(ids), host_params, n_head=model.config.n_head, options=model.config.options,\n"
           "                                intermediates=True)",
           "theirs = {k: np.asarray(v)[:n] for k, v in ours.items()}", "verify compares the compiled output with itself"),
    Mutant("max-from-zero", "frontend/ops.py", 'init = -math.inf if kind == "max" else math.inf',
           'init = 0 if kind == "max" else math.inf', "max reduction starts from 0 instead of -inf"),
    # Our own.
    Mutant("attention-scale", "gpt2/reference.py", "scale = 1.0 / math.sqrt(head_dim)", "scale = 1.0 / head_dim",
           "attention scaled by 1/d instead of 1/sqrt(d)"),
    Mutant("position-offset", "gpt2/reference.py", "rows = range(n) if pos is None",
           "rows = range(1, n + 1) if pos is None", "position embeddings off by one"),
    Mutant("cached-position-offset", "gpt2/reference.py", "else at + np.arange(n)  # [n] or [b, n]",
           "else at + 1 + np.arange(n)  # [n] or [b, n]", "cached decoding reads the next position's embedding"),
    Mutant("cached-mask-hides-self", "gpt2/reference.py", "seen = np.arange(capacity) <= at",
           "seen = np.arange(capacity) < at", "the cached mask hides the token's own slot"),
    Mutant("cache-row-shifted", "gpt2/reference.py", "cache[..., pos:pos + n, :] = new",
           "cache[..., pos + 1:pos + 1 + n, :] = new", "keys and values written one row late"),
    Mutant("argmax-last", "gpt2/reference.py", "return np.min(np.where(np.equal(x, top)",
           "return np.max(np.where(np.equal(x, top)", "the device's argmax picks the wrong index"),
    Mutant("no-attention-residual", "gpt2/reference.py", "return x + mha(layer_norm(x, block.attention_norm,",
           "return mha(layer_norm(x, block.attention_norm,", "attention residual dropped"),
    Mutant("gelu-constant", "gpt2/reference.py", "(x + 0.044715 * x**3)", "(x + 0.04715 * x**3)", "wrong GELU constant"),
    # The config options (issue 60): each judged by its transformers checkpoint (tests/data/hf-opt-*).
    Mutant("erf-gelu-scale", "gpt2/reference.py", "erf(x * (1.0 / math.sqrt(2.0)))", "erf(x * (1.0 / 2.0))",
           "exact GELU's erf argument not divided by sqrt(2)"),
    Mutant("quick-gelu-constant", "gpt2/reference.py", "return x * sigmoid(1.702 * x)", "return x * sigmoid(1.72 * x)",
           "quick GELU's constant wrong"),
    Mutant("layer-scale-from-one", "gpt2/reference.py", "scale / (layer + 1)", "scale / (layer + 2)",
           "scale_attn_by_inverse_layer_idx divides by the layer's index + 2"),
    Mutant("unscaled-ignored", "gpt2/reference.py", "if options.scale_attn_weights else 1.0",
           "if options.scale_attn_weights or True else 1.0", "scale_attn_weights false ignored"),
    Mutant("head-always-tied", "gpt2/reference.py", "return params.words if params.head is None else params.head",
           "return params.words", "an untied checkpoint's lm_head.weight ignored"),
    # Half-precision weights (issue 55), judged by tests/test_half.py's transformers tensors.
    Mutant("embedding-summed-in-half", "gpt2/reference.py",
           "return words[inputs].astype(np.float32) + positions[rows].astype(np.float32)",
           "return (words[inputs] + positions[rows]).astype(np.float32)", "the embeddings added in half precision"),
    Mutant("f16-exponent-rebias", "pipeline/runtime/blas.c", "  f *= 0x1p112f;\n  memcpy(&u, &f, 4);",
           "  f *= 0x1p111f;\n  memcpy(&u, &f, 4);",
           "the runtime's float16 widening off by a factor of two"),
    Mutant("epsilon-option-ignored", "gpt2/weights.py", "options = Options(activation=activation, eps=float(eps),",
           "options = Options(activation=activation, eps=GPT2.eps,", "config.json's layer_norm_epsilon ignored"),
    Mutant("transposed-square-weight", "gpt2/weights.py", "array = to_dtype(t, dtype, name, tensors_path)",
           "array = to_dtype(t.T if t.ndim == 2 and t.shape[0] == t.shape[1] else t, dtype, name, tensors_path)",
           "square weights (attention c_proj) loaded transposed"),
    # Batches of sequences (issue 56), judged by tests/test_batch.py (each row against its prompt alone).
    Mutant("batch-rows-at-first-position", "gpt2/reference.py", "            p = pos[b]  # 0-d",
           "            p = pos[0]  # 0-d", "every sequence of a batch writes its cache at the first one's position"),
    Mutant("skinny-third-row", "pipeline/runtime/blas.c", "acc[4] += x2 * b0;", "acc[4] += x1 * b0;",
           "the runtime's skinny product gives a block's third row the second row's sums"),
    # Half-precision weights on the CPU (issue 55): the AVX-512 clone's bfloat16 widening, judged by the runtime's
    # half products (tests/test_runtime.py, every clone; tests/test_half.py) and the stored transformers case.
    Mutant("bf16-widen-shift", "pipeline/runtime/blas.c", "_mm512_slli_epi32(_mm512_cvtepu16_epi32(raw), 16)",
           "_mm512_slli_epi32(_mm512_cvtepu16_epi32(raw), 15)", "bfloat16 widened with its bits one place short"),
    Mutant("mask-sees-next", "gpt2/reference.py", "dtype=np.float32), k=1)", "dtype=np.float32), k=2)",
           "causal mask lets a position see the next one"),
    Mutant("softmax-no-max", "gpt2/reference.py", "np.exp(x - np.max(x, axis=-1, keepdims=True))", "np.exp(x)",
           "softmax without max subtraction"),
    Mutant("heads-interleaved", "gpt2/reference.py", "x.reshape(*x.shape[:-1], n_head, -1).swapaxes(-3, -2)",
           "x.reshape(*x.shape[:-2], n_head, x.shape[-2], -1)", "heads split along the wrong axis"),
    Mutant("no-norm-shift", "gpt2/reference.py", "* norm.g + norm.b", "* norm.g", "layer-norm shift (beta) dropped"),
    Mutant("top-p-one-less", "gpt2/sampling.py", "top_p)) + 1]", "top_p))]", "top-p keeps one token too few"),
    Mutant("var-cancellation", "frontend/ops.py", 'centred = elementwise("subtract", [x, mean(x, axes, keepdims=True)])',
           'centred = elementwise("subtract", [x, mean(x, axes, keepdims=True)]); centred = x',
           "variance without centring (E[x^2] in place of E[(x - mean)^2])"),
]

# The compiler path, judged by its own tests, ordered so that the fast, sharp ones run first (-x stops early).
COMPILER_TESTS = ["tests/test_kernel_registry.py", "tests/test_runtime.py", "tests/test_layers.py", "tests/test_dedup.py",
                  "tests/test_numpy_ops.py::test_group_agrees_with_numpy_on_the_cpu[specials]",
                  "tests/test_cpu_target.py", "tests/test_decode_kernels.py", "tests/test_megakernel.py"]

COMPILER_MUTANTS = [
    # The C runtime (pipeline/runtime/blas.c)
    Mutant("gemv-column-strides-swapped", "pipeline/runtime/blas.c",
           "(n == 1 && NAME##_row(b, bs[0], a, as[1], as[0], k, m, c, cs[0]))",
           "(n == 1 && NAME##_row(b, bs[0], a, as[0], as[1], k, m, c, cs[0]))",
           "the column gemv reads A with its strides swapped"),
    Mutant("gemm-b-layout-from-a", "pipeline/runtime/blas.c", "layout(k, n, bs[0], bs[1], &tb, &ldb)",
           "layout(k, n, as[0], as[1], &tb, &ldb)", "the product's form decided from the wrong operand's layout"),
    Mutant("gemm-c-any-layout", "pipeline/runtime/blas.c", "tc == NoTrans) {", "1) {",
           "a transposed C handed to BLAS as if row-major"),
    Mutant("kept-block-not-taken", "pipeline/runtime/blas.c", "        kept[i] = kept[--n_kept];\n", "",
           "the allocator hands a kept block out and keeps it: two live buffers share memory"),
    Mutant("kept-by-larger-size", "pipeline/runtime/blas.c", "if (kept[i].size == size) {", "if (kept[i].size >= size / 2) {",
           "a kept block given for a larger size"),
    Mutant("copy-wrong-stride", "pipeline/runtime/blas.c", "copy_dim(elem, rank, 0, sm + 1, sm + 1 + rank, dm + 1 + rank,",
           "copy_dim(elem, rank, 0, sm + 1, dm + 1 + rank, dm + 1 + rank,", "memrefCopy reads the source with the destination's strides"),
    # The frontend's lowering and the pass lists
    Mutant("long-axis-pad-zero", "frontend/ops.py",
           'identity = {"sum": 0, "prod": 1}.get(kind) if kind in ("sum", "prod") else init if initial is None else (',
           'identity = {"sum": 0, "prod": 1}.get(kind) if kind in ("sum", "prod") else 0 if initial is None else (',
           "a long reduction axis padded with 0, not the operation's identity"),
    next(m for m in MUTANTS if m.name == "max-from-zero"),
    Mutant("maximum-drops-nan", "frontend/ops.py", '"maximum": ("arith.maximumf", "arith.maxsi")',
           '"maximum": ("arith.maxnumf", "arith.maxsi")', "np.maximum lowered as fmax: a NaN operand is dropped"),
    Mutant("max-reduction-drops-nan", "frontend/ops.py",
           '"max": ("arith.maximumf", "arith.maxsi"),\n          "min": ("arith.minimumf", "arith.minsi")}[kind]',
           '"max": ("arith.maxnumf", "arith.maxsi"),\n          "min": ("arith.minimumf", "arith.minsi")}[kind]',
           "np.max lowered as nanmax: a NaN in the row is dropped"),
    Mutant("no-deallocation", "pipeline/pipelines.py", ' func.func(buffer-deallocation-pipeline), canonicalize, cse)"',
           ' canonicalize, cse)"', "buffer deallocation dropped from the pipeline: every call leaks its temporaries"),
    Mutant("tanh-coefficient", "pipeline/cpu.py", "TANH_P = (-0.33333298563957214,", "TANH_P = (-0.3333298563957214,",
           "the CPU's tanh expansion with a wrong coefficient"),
    Mutant("descriptor-byte-strides", "launcher/cpu_run.py", "d.strides[:] = [s // array.itemsize for s in array.strides]",
           "d.strides[:] = list(array.strides)", "the CPU loader passes strides in bytes, not elements"),
    # The kernel library and the passes
    Mutant("vec4-any-layout", "pipeline/kernels/matvec.py", '    ("matvec_cols_vec4", lambda f, t: _wide(f)),',
           '    ("matvec_cols_vec4", lambda f, t: f.dtype == "f32"),', "v7 chosen for a B it cannot load 16 bytes at a time"),
    Mutant("split-chunk-32", "pipeline/kernels/tuning.py", "split_k_min_chunk: int = 64", "split_k_min_chunk: int = 32",
           "the rule's K chunks drift from the ones the kernel was tuned with"),
    Mutant("v7-unroll-5", "pipeline/kernels/gen/matvec_cols_vec4.py",
           "def matvec_cols_vec4(prologue: bool = False, unroll: int = 6,", "def matvec_cols_vec4(prologue: bool = False, unroll: int = 5,",
           "the decoding GEMV generated with other rows in flight than the registry's"),
    Mutant("dedup-merges-all", "pipeline/passes/dedup_kernels.py",
           'return module_op.get_asm(enable_debug_info=False, use_local_scope=True).replace(f"gpu.module @{name}", "gpu.module @_", 1)',
           'return module_op.get_asm(enable_debug_info=False, use_local_scope=True).split("{", 1)[0].replace(name, "_")',
           "kernels merged by their header, not their body"),
    Mutant("functions-never-merged", "pipeline/passes/matchers.py", '        key = own.sub("@_", text)\n',
           '        key = own.sub("@_", text) + name\n', "per-call-site kernel functions never merged"),
    Mutant("functions-merged-without-locations", "pipeline/passes/matchers.py",
           "funcs[n].get_asm(enable_debug_info=True, use_local_scope=True)",
           "funcs[n].get_asm(enable_debug_info=False, use_local_scope=True)",
           "kernel functions of the same code at two NumPy lines merged: a launch labelled with the other's line"),
    Mutant("erase-shared-callee", "pipeline/passes/matchers.py",
           "    if any(callee_of(op) == name for op in _host_calls(module)):\n        return\n", "",
           "a kernel function several calls share erased after the first is rewritten"),
    # The runtime's half GEMV and thread pool, the megakernel (the thirty-fourth session; each seen killed by hand)
    Mutant("half-rows-second-vector", "pipeline/runtime/blas.c", "acc1 += a[q] * load16##SUFFIX(rq + 16, bf16);",
           "acc1 += a[q] * load16##SUFFIX(rq + 15, bf16);", "the half GEMV's second vector of a step one column early"),
    Mutant("pool-runs-job-zero", "pipeline/runtime/blas.c", "      fn((int)(uint32_t)t, arg);", "      fn(0, arg);",
           "every worker of the pool runs the first part of a product"),
    Mutant("megakernel-real-block-index", "pipeline/megakernel.py",
           '    body = SPECIAL.sub(lambda m: f"%mk_{m[1]}_{m[2]}", body)\n', "",
           "a task reads the persistent block's index, not its launch's"),
]

# Need a GPU: planted in the templates, built here, run with `pytest -m gpu` on the GPU machine.
GPU_MUTANTS = [
    Mutant("k-loop-stride", "pipeline/templates/matmul_2d.mlir", "", "", "tiled matmul's K loop strides wrongly after its first trip"),
    Mutant("k-slice-dropped", "pipeline/templates/matmul_2d.mlir", "", "", "tiled matmul drops one K slice"),
]


def copy_checkout(dest: Path) -> None:
    files = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], cwd=ROOT,
                           capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, files):
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)


def run_tests(root: Path, env: dict, tests: list[str]) -> tuple[bool, float, str]:
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests],
                          cwd=root, env=env, capture_output=True, text=True)
    failed = [line for line in proc.stdout.splitlines() if line.startswith(("FAILED", "ERROR"))]
    return proc.returncode == 0, time.perf_counter() - start, (failed[0] if failed else proc.stdout.strip()[-200:])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=("model", "compiler"), default="model", help="which mutants (default: model)")
    parser.add_argument("--only", help="comma-separated mutant names")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    args = parser.parse_args()
    mutants, tests = (COMPILER_MUTANTS, COMPILER_TESTS) if args.set == "compiler" else (MUTANTS, TESTS)
    if args.list:
        for m in mutants + (GPU_MUTANTS if args.set == "model" else []):
            print(f"{m.name:<26} {m.path:<36} {m.why}")
        return 0
    chosen = mutants
    if args.only:
        names = set(args.only.split(","))
        unknown = names - {m.name for m in mutants}
        if unknown:
            print(f"error: unknown mutant(s) {', '.join(sorted(unknown))}: see --list", file=sys.stderr)
            return 2
        chosen = [m for m in mutants if m.name in names]
    survivors = []
    with tempfile.TemporaryDirectory(prefix="mutation-") as tmp:
        root = Path(tmp)
        copy_checkout(root)
        env = dict(os.environ, GPT2_MLIR_BUILD=str(root / "build"), PYTHONPATH=str(root))
        ok, seconds, _ = run_tests(root, env, tests)
        if not ok:
            print("error: the tests fail without any mutant; fix them first", file=sys.stderr)
            return 2
        print(f"unmutated: tests pass in {seconds:.0f} s")
        for m in chosen:
            path = root / m.path
            original = path.read_text()
            if original.count(m.old) != 1:
                print(f"error: mutant {m.name}: {m.old!r} occurs {original.count(m.old)} times in {m.path}",
                      file=sys.stderr)
                return 2
            path.write_text(original.replace(m.old, m.new))
            try:
                passed, seconds, detail = run_tests(root, env, tests)
            finally:
                path.write_text(original)
            verdict = "SURVIVED" if passed else "killed"
            print(f"{m.name:<26} {verdict:<9} {seconds:5.0f} s  {m.why}" + ("" if passed else f"  [{detail}]"))
            if passed:
                survivors.append(m)
    killed = len(chosen) - len(survivors)
    print(f"\n{killed}/{len(chosen)} mutants killed" +
          (f"; survivors: {', '.join(m.name for m in survivors)}" if survivors else ""))
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
