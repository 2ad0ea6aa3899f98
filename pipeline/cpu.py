"""The CPU target: bufferized module -> BLAS calls -> tanh expanded -> LLVM IR, optimized -> object file ->
shared library."""
from __future__ import annotations

import shlex
import sys
import time
from pathlib import Path

from . import pipelines, stages, toolchain
from mlir import ir
from mlir.dialects import arith, math

from .irutil import asm, nested_ops
from .rewrite import dynamic_memref, replace_matmuls

RUNTIME = Path(__file__).parent / "runtime" / "blas.c"


def _callee(rank: int, elt: str, op=None) -> str:
    return f"blas_matmul_{rank}d_{elt}"


def _declaration(rank: int, elt: str) -> str:
    a, b = elt.split("_") if "_" in elt else (elt, elt)  # "f32_f16": float32 A and C, half B
    ta, tb = dynamic_memref(rank, a), dynamic_memref(rank, b)
    return (f"func.func private @{_callee(rank, elt)}({ta}, {tb}, {ta}) "
            f"attributes {{llvm.emit_c_interface}}\n")


def blas_rewrite(text: str) -> tuple[str, int]:
    # Float32 and float64 products call OpenBLAS; float32 ones with half-precision B (weights stored in
    # float16 or bfloat16, 2-D) call the runtime's tiles of widened B (runtime/blas.c, gemm_half). Other
    # products (integer, float16 throughout) stay linalg and lower to loops.
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        count = replace_matmuls(module, _callee, _declaration, elements=("f32", "f64", "f32_f16", "f32_bf16"))
        return asm(module), count


# f32 tanh as one exp: glibc's tanhf goes through expm1f, and GELU's 9.4M of them took a fifth of
# a 256-token 124M forward. |x| < 1: x + x^3 P(x^2), P fitted in float64 to tanh's relative error
# (least squares on Chebyshev nodes, degree 6); else 1 - 2 / (exp(2|x|) + 1), which has no
# cancellation there; the sign copied back (-0.0 stays -0.0, NaN stays NaN, exp's overflow gives 1).
# Within 1.3 ulp of float64 tanh (tests/test_cpu_target.py checks 1.5), NumPy's own float32 tanh 1.4.
TANH_CUT = 1.0
TANH_P = (-0.33333298563957214, 0.1333238035440445, -0.05388176068663597, 0.02149169333279133,
          -0.007952825166285038, 0.002305857604369521, -0.00035964365815743804)


def expand_tanh(module: ir.Module) -> int:
    """Replaces every scalar f32 math.tanh with the arith/math.exp form above; returns how many."""
    f32 = ir.F32Type.get()
    count = 0
    for op in nested_ops(module.operation):
        if op.name != "math.tanh" or op.results[0].type != f32:
            continue
        with ir.InsertionPoint(op), op.location:
            def c(v):
                return arith.ConstantOp(f32, v).result
            x = op.operands[0]
            a = math.AbsFOp(x).result
            s = arith.MulFOp(a, a).result
            p = c(TANH_P[-1])
            for coefficient in TANH_P[-2::-1]:
                p = arith.AddFOp(arith.MulFOp(p, s).result, c(coefficient)).result
            small = arith.AddFOp(a, arith.MulFOp(arith.MulFOp(a, s).result, p).result).result
            e = math.ExpOp(arith.AddFOp(a, a).result).result
            large = arith.SubFOp(c(1.0), arith.DivFOp(c(2.0), arith.AddFOp(e, c(1.0)).result).result).result
            below = arith.CmpFOp(arith.CmpFPredicate.OLT, a, c(TANH_CUT)).result
            r = arith.SelectOp(below, small, large).result  # |tanh x|
            i32 = ir.IntegerType.get_signless(32)  # x's sign bit onto r (math.copysign has no LLVM lowering here)
            sign = arith.AndIOp(arith.BitcastOp(i32, x).result, arith.ConstantOp(i32, -(1 << 31)).result).result
            y = arith.BitcastOp(f32, arith.OrIOp(arith.BitcastOp(i32, r).result, sign).result).result
        op.results[0].replace_all_uses_with(y)
        op.erase()
        count += 1
    return count


def expand_f16_extf(module: ir.Module) -> int:
    """Replaces every scalar `arith.extf` of f16 to f32 with integer ops, as runtime/blas.c's from_f16 does:
    LLVM's generic x86-64 has no F16C, so each would be a call of __extendhfsf2, and a bias or layer norm of
    float16 weights widens one per element of every row (docs/benchmark-log.md §30). The magnitude's
    bits move into float32's fields, scaled by 2^112 to rebias the exponent (subnormals come out normal),
    Inf and NaN get float32's all-ones exponent, then the sign. Exact; LLVM vectorizes it."""
    f16, f32 = ir.F16Type.get(), ir.F32Type.get()
    i16, i32 = ir.IntegerType.get_signless(16), ir.IntegerType.get_signless(32)
    count = 0
    for op in nested_ops(module.operation):
        if op.name != "arith.extf" or op.operands[0].type != f16 or op.results[0].type != f32:
            continue
        with ir.InsertionPoint(op), op.location:
            def c(v):
                return arith.ConstantOp(i32, v).result
            h = arith.ExtUIOp(i32, arith.BitcastOp(i16, op.operands[0]).result).result
            mag = arith.AndIOp(h, c(0x7FFF)).result
            sign = arith.ShLIOp(arith.AndIOp(h, c(0x8000)).result, c(16)).result
            scaled = arith.MulFOp(arith.BitcastOp(f32, arith.ShLIOp(mag, c(13)).result).result,
                                  arith.ConstantOp(f32, 2.0 ** 112).result).result
            special = arith.OrIOp(c(0x7F800000), arith.ShLIOp(arith.AndIOp(mag, c(0x3FF)).result, c(13)).result).result
            big = arith.CmpIOp(arith.CmpIPredicate.uge, mag, c(0x7C00)).result
            bits = arith.SelectOp(big, special, arith.BitcastOp(i32, scaled).result).result
            y = arith.BitcastOp(f32, arith.OrIOp(bits, sign).result).result
        op.results[0].replace_all_uses_with(y)
        op.erase()
        count += 1
    return count


def math_rewrite(text: str, level: str | None = None) -> tuple[str, int]:
    """tanh as one exp; float16 widened with integer ops unless the library's CPU level has F16C (`level`,
    toolchain.cpu_level(): x86-64-v3 widens by vcvtph2ps, eight at a time)."""
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        count = expand_tanh(module) + (0 if level == "x86-64-v3" else expand_f16_extf(module))
        return asm(module), count


def _python_stage(name: str, rewrite, src: Path, dst: Path, log=None, level: str | None = None) -> Path:
    start = time.perf_counter()
    with stages.interrupts_deferred():
        text, _ = rewrite(src.read_text(), level) if name == "math" else rewrite(src.read_text())
    command = [sys.executable, "-m", "pipeline.cpu", name, str(src), "-o", str(dst)]
    command = shlex.join(command + (["--cpu", level] if name == "math" and level else []))  # paths may hold spaces
    return stages.python_stage(name, command, src, dst, text, time.perf_counter() - start, log)


REWRITES = {"blas": blas_rewrite, "math": math_rewrite}


def _tool_command(name: str, src: Path, dst: Path, level: str | None = None) -> list:
    """The command line of a "tool" stage of CPU_PASSES. opt: LLVM's -O2 for the host's triple and CPU level
    (toolchain.cpu_level: x86-64-v3's 8-lane loops and F16C where the machine has them, docs/benchmark-log.md
    §33; -O3 is no faster and slower to build, -O1 does not vectorize: §27)."""
    triple = f"-mtriple={toolchain.host_triple()}"
    if name == "translate":
        return [toolchain.mlir_translate(), "--mlir-to-llvmir", src, "-o", dst]
    cpu = [f"-mcpu={level}"] if level else []
    if name == "opt":
        return [toolchain.llvm_opt(), "-O2", triple, *cpu, "-S", src, "-o", dst]
    if name == "llc":
        return [toolchain.llc(), "-O3", triple, *cpu, "-filetype=obj", "--relocation-model=pic", src, "-o", dst]
    if name == "link":
        lib_dir, lib_name, _ = toolchain.openblas()
        return [toolchain.c_compiler(), "-shared", "-O2", "-fPIC", "-o", dst, src, RUNTIME, f"-L{lib_dir}",
                f"-l{lib_name}", f"-Wl,-rpath,{lib_dir}", "-lm"]
    raise KeyError(name)


def compile_cpu(bufferized: Path, build_dir: Path, log=None) -> Path:
    """02-bufferized.mlir -> each of pipelines.CPU_PASSES in order (03-blas.mlir ... 08-module.o) -> lib.so."""
    stages.clear_stages(build_dir, 3)
    src, level = bufferized, toolchain.cpu_level()
    for p in pipelines.CPU_PASSES:
        dst = build_dir / p.output
        if p.kind == "python":
            src = _python_stage(p.name, REWRITES[p.name], src, dst, log, level)
        elif p.kind == "mlir-opt":
            src = stages.mlir_opt(p.name, p.run, src, dst, log)
        else:
            src = stages.run_tool(p.name, _tool_command(p.name, src, dst, level), src, dst, log)
    return src


def main(argv=None) -> None:
    import argparse
    parser = argparse.ArgumentParser(prog="python -m pipeline.cpu", description="CPU-target IR rewrites")
    parser.add_argument("rewrite", choices=sorted(REWRITES))
    parser.add_argument("input", type=Path)
    parser.add_argument("-o", "--output", type=Path, required=True)
    parser.add_argument("--cpu", choices=toolchain.CPU_LEVELS, help="the CPU level of the math rewrite")
    args = parser.parse_args(argv)
    _python_stage(args.rewrite, REWRITES[args.rewrite], args.input, args.output, level=args.cpu)


if __name__ == "__main__":
    main()
