"""The GPU compile path: 02-bufferized.mlir -> kernels/*.ptx and *.cubin, one stage file per pass.

The passes, their order and why each is there are declared in pipeline/pipelines.py
(GPU_PASSES): mlir-opt pipelines and Python rewrites (pipeline/passes/, one module each) alike.
This module only runs that list: pass k writes `<k+3:02d>-<name>.mlir` in the build folder (the
last two write into kernels/: extract-ptx each <gpu.module>.ptx, assemble a .cubin per distinct
kernel), each file starting with the command that reproduces it (a cubin: its sidecar .cmd):

  python -m pipeline.gpu passes                              the list, in order
  python -m pipeline.gpu pass NAME IN -o OUT [--chip sm_90]  one pass, by hand
  python -m pipeline.gpu compile 02-bufferized.mlir -o DIR [--chip C] [--stop-after NAME]
"""
from __future__ import annotations

import argparse
import importlib
import os
import shlex
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from contract.chips import CHIPS  # CHIPS re-exported: pipeline.gpu.CHIPS
from contract.errors import Gpt2MlirError

from . import stages, toolchain
from .passes import assemble
from .pipelines import FRONT_STAGES, GPU_FIRST_STAGE, GPU_PASSES, MANIFEST_INPUT, GpuPass, PassOptions, gpu_pass, gpu_stage_file


@dataclass
class GpuBuild:
    stages: dict[str, Path] = field(default_factory=dict)  # pass name -> its stage file (extract-ptx, assemble: kernels/)
    ptx: list[Path] = field(default_factory=list)           # kernels/<module>.ptx
    cubins: list[Path] = field(default_factory=list)        # kernels/<module>.cubin, one per distinct PTX
    stopped_after: str | None = None                        # set when --stop-after ended the build early

    @property
    def outlined(self) -> Path:
        """The stage the manifest is built from (host-alloc's output)."""
        return self.stages[MANIFEST_INPUT]


class ChipError(Gpt2MlirError, ValueError):
    pass


class PassNameError(Gpt2MlirError, ValueError):
    pass


def check_chip(chip: str) -> None:
    if chip not in CHIPS:
        raise ChipError(f"unknown GPU chip '{chip}'; valid chips: {', '.join(CHIPS)} "
                        "(sm_75 PTX runs on any newer card)")


def check_pass(name: str, allowed: tuple[str, ...] = ()) -> GpuPass | None:
    """The GPU pass `name` (None for one of `allowed`, front stages); else a one-line error listing them."""
    if name in allowed:
        return None
    try:
        return gpu_pass(name)
    except KeyError:
        valid = ", ".join([*allowed, *(p.name for p in GPU_PASSES)])
        raise PassNameError(f"unknown pass '{name}'; valid passes, in order: {valid}") from None


def python_entry(p: GpuPass):
    module, function = p.run.split(":")
    return getattr(importlib.import_module(module), function)


def command(p: GpuPass, src: Path, out: Path, options: PassOptions, toolkit: str | None = None) -> list[str]:
    """The command that redoes pass `p` from `src` into `out` (the stage file's first line)."""
    if p.kind == "mlir-opt":
        return [toolchain.mlir_opt(), f"--pass-pipeline={mlir_pipeline(p, options, toolkit)}", stages.DEBUGINFO,
                str(src), "-o", str(out)]
    cmd = [sys.executable, "-m", "pipeline.gpu", "pass", p.name, str(src), "-o", str(out)]
    if "chip" in p.options:
        cmd += ["--chip", options.chip]
    if "variant" in p.options and options.variant:
        cmd += ["--variant", options.variant]
    return cmd


def mlir_pipeline(p: GpuPass, options: PassOptions, toolkit: str | None = None) -> str:
    if "{toolkit}" in p.run:
        return p.run.format(toolkit=toolkit or toolchain.cuda_toolkit())
    return p.run.format(chip=options.chip) if "{chip}" in p.run else p.run


def rewrite_text(p: GpuPass, text: str, options: PassOptions) -> str:
    """Run a Python pass on module text; returns the rewritten module's text."""
    from mlir import ir

    from .irutil import asm
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        python_entry(p)(module, options)
        module.operation.verify()
        return asm(module)  # with the locations: every stage keeps the NumPy lines


def run_pass(p: GpuPass, src: Path, out: Path, options: PassOptions, log: stages.StageLog | None = None,
             toolkit: str | None = None) -> list[Path]:
    """Run one pass from stage file `src` into `out` (a folder for extract-ptx and assemble), stamped
    with its command; returns the files written."""
    cmd = command(p, src, out, options, toolkit)
    if p.kind == "mlir-opt":
        return [stages.run_tool(p.name, cmd, src, out, log)]
    if p.kind == "ptxas":
        return python_entry(p)(src, out, options.chip, log)
    start = time.perf_counter()
    try:
        with stages.interrupts_deferred():
            if p.name == "extract-ptx":
                found = python_entry(p)(src.read_text())
            else:
                text = rewrite_text(p, src.read_text(), options)
    except Gpt2MlirError:
        raise
    except Exception as e:  # noqa: BLE001 - every failure becomes a StageError naming the pass
        raise stages.StageError(p.name, shlex.join(cmd), src, str(e)) from e
    if p.name != "extract-ptx":
        return [stages.python_stage(p.name, shlex.join(cmd), src, out, text, time.perf_counter() - start, log)]
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.ptx"):
        old.unlink()
    files = [stages.python_stage(p.name, shlex.join(cmd), src, out / f"{name}.ptx", ptx, 0.0, None)
             for name, ptx in found.items()]
    if log is not None:
        log.add(p.name, time.perf_counter() - start, out, f"{len(files)} PTX files")
    return files


def compile_gpu(bufferized: Path, build_dir: Path, chip: str = "sm_75", log: stages.StageLog | None = None,
                stop_after: str | None = None, variant: str | None = None) -> GpuBuild:
    """02-bufferized.mlir -> one stage file per pass of GPU_PASSES and kernels/*.ptx in build_dir;
    `stop_after` (a pass name) ends after that pass."""
    check_chip(chip)
    if stop_after is not None:
        check_pass(stop_after)
    toolkit = toolchain.cuda_toolkit()      # raises ToolchainError when the CUDA wheel is missing
    options = PassOptions(chip=chip, variant=variant)
    bufferized, build_dir = Path(bufferized), Path(build_dir)
    build_dir.mkdir(parents=True, exist_ok=True)
    stages.clear_stages(build_dir, GPU_FIRST_STAGE)  # an earlier build's stage files, and its PTX
    for stale in (build_dir / "kernels").glob("*.ptx"):
        stale.unlink()
    assemble.clear(build_dir / "kernels")
    build, src = GpuBuild(), bufferized
    for p in GPU_PASSES:
        out = build_dir / gpu_stage_file(p.name)
        files = run_pass(p, src, out, options, log, toolkit)
        build.stages[p.name] = out
        if p.name == "extract-ptx":
            build.ptx = files
        elif p.name == "assemble":
            build.cubins = files
        src = out
        if p.name == stop_after:
            build.stopped_after = p.name
            break
    else:
        write_template_sources(build_dir / "kernels", build.ptx)
    return build


def write_template_sources(kernels_dir: Path, ptx: list[Path]) -> list[Path]:
    """kernels/<stem>.mlir beside the PTX: the template text (generated ones as their generator wrote it) of
    every kernel-library template this build's kernels were made from, to read next to their PTX."""
    from .kernels import template_source, templates_of
    written = []
    for stem in sorted({stem for p in ptx for stem in templates_of(p.stem)}):
        path = kernels_dir / f"{stem}.mlir"
        path.write_text(template_source(stem))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m pipeline.gpu", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("passes", help="list the GPU passes in order, with their stage files and why each runs")
    s = sub.add_parser("pass", help="run one GPU pass on a stage file (what each stage file's first line says)")
    s.add_argument("name", help="a pass name (python -m pipeline.gpu passes lists them)")
    s.add_argument("input", type=Path)
    s.add_argument("-o", "--output", type=Path, required=True, help="output file (extract-ptx, assemble: a folder)")
    s.add_argument("--chip", default="sm_75", help="tensor-core kernels are chosen for sm_80 and newer")
    s.add_argument("--variant", default=None, help="matmul-templates: force this kernel variant (pipeline/kernels/)")
    s = sub.add_parser("compile", help="every GPU pass from a 02-bufferized.mlir")
    s.add_argument("input", type=Path)
    s.add_argument("-o", "--output", type=Path, required=True, help="build folder")
    s.add_argument("--chip", default="sm_75")
    s.add_argument("--stop-after", default=None, help="stop after this pass")
    s.add_argument("--variant", default=None, help="force this matmul kernel variant")
    a = p.parse_args(argv)
    try:
        if a.cmd == "passes":
            front = {"fuse": ("01-fused.mlir", "elementwise ops fused on tensors; matmuls stay named"),
                     "bufferize": ("02-bufferized.mlir", "tensors become memrefs, results out-parameters")}
            for name in FRONT_STAGES:  # (shared with the CPU path; --stop-after takes them too)
                print(f"{name:<17} {front[name][0]:<25} {'mlir-opt':<9} {front[name][1]}")
            for gp in GPU_PASSES:
                print(f"{gp.name:<17} {gpu_stage_file(gp.name):<25} {gp.kind:<9} {gp.why}")
            return 0
        check_chip(a.chip)
        if a.cmd == "pass":
            gp = check_pass(a.name)
            run_pass(gp, a.input, a.output, PassOptions(chip=a.chip, variant=a.variant))
        else:
            build = compile_gpu(a.input, a.output, a.chip, stages.StageLog(), stop_after=a.stop_after,
                                variant=a.variant)
            for path in build.ptx:
                print(path)
    except Gpt2MlirError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # `python -m pipeline.gpu passes | head`: the reader is gone, nothing to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
