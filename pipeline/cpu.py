"""The CPU target: bufferized module -> BLAS calls -> LLVM -> object file -> shared library."""
from __future__ import annotations

import shlex
import time
from pathlib import Path

from . import pipelines, stages, toolchain
from mlir import ir

from .irutil import asm
from .rewrite import dynamic_memref, replace_matmuls

RUNTIME = Path(__file__).parent / "runtime" / "blas.c"


def _callee(rank: int, elt: str, op=None) -> str:
    return f"blas_matmul_{rank}d_{elt}"


def _declaration(rank: int, elt: str) -> str:
    t = dynamic_memref(rank, elt)
    return (f"func.func private @{_callee(rank, elt)}({t}, {t}, {t}) "
            f"attributes {{llvm.emit_c_interface}}\n")


def blas_rewrite(text: str) -> tuple[str, int]:
    # BLAS has no f16 gemm: those matmuls (and integer ones) stay linalg and lower to loops.
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        count = replace_matmuls(module, _callee, _declaration, elements=("f32", "f64"))
        return asm(module), count


def rewrite_file(src: Path, dst: Path, log=None) -> Path:
    start = time.perf_counter()
    text, _ = blas_rewrite(src.read_text())
    command = shlex.join(["python", "-m", "pipeline.cpu", "blas", str(src), "-o", str(dst)])  # paths may hold spaces
    return stages.python_stage("blas", command, src, dst, text, time.perf_counter() - start, log)


def compile_cpu(bufferized: Path, build_dir: Path, log=None) -> Path:
    """02-bufferized.mlir -> 03-blas.mlir -> 04-llvm.mlir -> 05-module.ll -> 06-module.o -> lib.so."""
    blas = rewrite_file(bufferized, build_dir / "03-blas.mlir", log)
    llvm = stages.mlir_opt("llvm", pipelines.CPU_LOWER, blas, build_dir / "04-llvm.mlir", log)
    ll = stages.run_tool("translate", [toolchain.mlir_translate(), "--mlir-to-llvmir", llvm, "-o",
                                       build_dir / "05-module.ll"], llvm, build_dir / "05-module.ll", log)
    obj = build_dir / "06-module.o"
    stages.run_tool("llc", [toolchain.llc(), "-O3", "-filetype=obj", "--relocation-model=pic", ll, "-o", obj],
                    ll, obj, log)
    lib_dir, lib_name, _ = toolchain.openblas()
    lib = build_dir / "lib.so"
    stages.run_tool("link", [toolchain.c_compiler(), "-shared", "-O2", "-fPIC", "-o", lib, obj, RUNTIME,
                             f"-L{lib_dir}", f"-l{lib_name}", f"-Wl,-rpath,{lib_dir}", "-lm"], obj, lib, log)
    return lib


def main(argv=None) -> None:
    import argparse
    parser = argparse.ArgumentParser(prog="python -m pipeline.cpu", description="CPU-target IR rewrites")
    parser.add_argument("rewrite", choices=["blas"])
    parser.add_argument("input", type=Path)
    parser.add_argument("-o", "--output", type=Path, required=True)
    args = parser.parse_args(argv)
    rewrite_file(args.input, args.output)


if __name__ == "__main__":
    main()
