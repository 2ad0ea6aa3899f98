"""The GPU compile path: 02-bufferized.mlir -> kernels/*.ptx, one file per stage.

Stages (all files in the program's build dir):

  03-matmul.mlir    Python rewrite (`python -m pipeline.gpu matmul IN -o OUT`):
                      * every floating-point linalg.matmul / linalg.batch_matmul becomes a
                        func.call to a tiled shared-memory kernel instantiated from
                        pipeline/templates/matmul_{2d,batched}.mlir (operands memref.cast to fully
                        dynamic sizes/strides/offset, so transposed or sliced views need no copy);
                      * the remaining linalg ops are prepared for loop mapping: named ops are
                        generalized, memref.copy becomes linalg.copy (so copies run as kernels),
                        loops of reductions are interchanged so the parallel loops are outermost
                        (convert-linalg-to-parallel-loops then leaves the reduction as an scf.for
                        INSIDE the parallel nest, hence inside the kernel), and ops with no parallel
                        loop at all (full reductions, rank-0 ops) are wrapped in a 1x1 gpu.launch
                        so they too become a (one-thread) kernel.
  04-kernels.mlir   mlir-opt GPU_OUTLINE: inline the kernel calls (grid sizes fold to constants),
                    linalg -> parallel loops -> tiled 16x16 -> mapped -> gpu.launch -> outlined.
  04-outlined.mlir  Python rewrite (`python -m pipeline.gpu host-alloc IN -o OUT`): host
                    memref.alloc/dealloc -> gpu.alloc host_shared / gpu.dealloc, async between
                    gpu.wait's. The host function now holds only index constants, views,
                    gpu.wait, gpu.alloc/dealloc and gpu.launch_func on memrefs: exactly what
                    pipeline/manifest.py turns into manifest.json for the launcher.
  05-nvvm.mlir      mlir-opt GPU_NVVM (chip): NVVM target attached, gpu.module contents lowered to
                    the LLVM/NVVM dialects. The host function is left un-lowered.
  06-binary.mlir    mlir-opt GPU_BINARY: gpu-module-to-binary{format=isa toolkit=...} (PTX,
                    libdevice linked from the CUDA wheel for math.tanh/exp/...).
  kernels/<gpu.module name>.ptx   the PTX text of each gpu.binary, extracted with the bindings.
"""
from __future__ import annotations

import argparse
import shlex
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from mlir import ir
from mlir.dialects import gpu

from contract.chips import CHIPS, tensor_cores  # CHIPS re-exported: pipeline.gpu.CHIPS
from contract.errors import Gpt2MlirError

from . import pipelines, stages, toolchain
from .epilogues import fuse_epilogues
from .irutil import NO_WRITE, nested_ops
from .rewrite import add_definitions, memref_type, replace_matmuls, transposed_operands, will_become_call
from .row_kernels import fuse_row_kernels
from .runtime_offsets import kernelize_runtime_offset_copies

TEMPLATES = Path(__file__).parent / "templates"


# Kernel function/module names of the matmul templates ({elt} = element type). After outlining,
# each call site gets its own gpu.module named <kernel>, <kernel>_0, <kernel>_1, ... holding a
# gpu.func named <kernel>.
MATMUL_2D_KERNEL = "matmul_2d_{elt}"
MATMUL_BATCHED_KERNEL = "matmul_batched_{elt}"
# A 2-D matmul with at most this many rows of A (a decoding step has one) runs a matrix-vector
# kernel: matvec_cols.mlir (lanes along B's columns) or, when B's k dimension is the contiguous
# one (x @ w.T), matvec_rows.mlir (a warp per output, shuffle sum).
MATVEC_MAX_ROWS = 4
# A matmul with at least this many 64x64 output tiles (counting the batch) runs the
# register-tiled kernels (matmul_2d_reg.mlir, matmul_batched_reg.mlir): one block per tile, so
# fewer tiles than about the H200's 132 SMs would leave the GPU idle. Smaller ones keep the 16x16
# tiles (matmul_2d.mlir splits K too, matmul_batched.mlir). Measured on the H200 at 64 tokens:
# the 768-wide products as 12 register-tiled blocks took 3x longer than v1.
REGISTER_TILE_MIN_TILES = 128
# On sm_80 and newer, a long f32 matmul with at least this many 128x128 output tiles (or, 2-D,
# 64x128 ones) runs on tensor cores (matmul_{2d,batched}_tf32.mlir, 3xTF32: fp32-level accuracy).
# About one 8-warp block per SM at a time (190 registers a thread), so fewer tiles than SMs would
# leave the rest idle: those keep v3.
TENSOR_CORE_MIN_TILES = 96


@dataclass
class GpuBuild:
    matmul: Path          # 03-matmul.mlir
    kernels: Path         # 04-kernels.mlir (outlined, before the host alloc rewrite)
    outlined: Path        # 04-outlined.mlir (what the launcher reads)
    nvvm: Path            # 05-nvvm.mlir
    binary: Path          # 06-binary.mlir
    ptx: list[Path] = field(default_factory=list)   # kernels/<module>.ptx


# ----------------------------------------------------------------------------------------------
# ----------------------------------------------------------------------------------------------
# 03-matmul: matmuls -> tiled kernel calls, linalg prepared for loop mapping

class ChipError(Gpt2MlirError, ValueError):
    pass


def check_chip(chip: str) -> None:
    if chip not in CHIPS:
        raise ChipError(f"unknown GPU chip '{chip}'; valid chips: {', '.join(CHIPS)} "
                        "(sm_75 PTX runs on any newer card)")


def template_text(batched: bool, elt: str, accumulate: bool = True, kind: str | None = None,
                  name: str | None = None, epilogue: tuple[str, str, str] = ("", "", "")) -> str:
    """The kernel template for one rank (or `kind`: a template file's stem) and element type,
    placeholders filled in; `name` replaces the function's default name, `epilogue` gives a fused
    epilogue's extra parameters, arguments and types (pipeline/epilogues.py; empty without one)."""
    kind = kind or ("matmul_batched" if batched else "matmul_2d")
    kernel = f"{kind}_{elt}"
    func_name = name or f"gpu_{kernel}" + ("" if accumulate else "_overwrite")
    params, args, types = epilogue
    text = (TEMPLATES / f"{kind}.mlir").read_text()
    return (text.replace("{func}", func_name).replace("{kernel}", kernel).replace("{elt}", elt)
            .replace("{accumulate}", "true" if accumulate else "false")
            .replace("{epi_params}", params).replace("{epi_args}", args).replace("{epi_types}", types))


def _epilogue_template(base: str, name: str, params: str, args: str, types: str) -> str:
    """The template behind `base` (gpu_<kind>_<elt>_overwrite) as function `name`, with a fused
    epilogue's extra operands."""
    kind, elt = base[len("gpu_"):-len("_overwrite")].rsplit("_", 1)
    return template_text(False, elt, False, kind, name=name, epilogue=(params, args, types))


def kernel_kind(op: ir.Operation, rank: int, elt: str, chip: str = "sm_75") -> str:
    """Which template runs this matmul: by rank, by the rows of A, by B's layout and by the chip."""
    a_transposed, b_transposed = transposed_operands(op, rank)
    a_shape, b_shape = memref_type(op.operands[0]).shape[-2:], memref_type(op.operands[1]).shape[-2:]
    rows = a_shape[1] if a_transposed else a_shape[0]
    cols = b_shape[0] if b_transposed else b_shape[1]
    dynamic = ir.ShapedType.get_dynamic_size()
    batch = memref_type(op.operands[2]).shape[0] if rank == 3 else 1
    long = dynamic not in (rows, cols, batch) and batch * -(-rows // 64) * -(-cols // 64) >= REGISTER_TILE_MIN_TILES
    if rank == 3 and rows != dynamic and rows <= MATVEC_MAX_ROWS:  # one query row per head
        return "matvec_rows_batched" if b_transposed and elt == "f32" else "matvec_cols_batched"
    if rank == 3:
        if long and elt == "f32" and tensor_cores(chip) and batch * -(-rows // 128) * -(-cols // 128) >= TENSOR_CORE_MIN_TILES:
            return "matmul_batched_tf32"
        return "matmul_batched_reg" if long else "matmul_batched"
    if rows != dynamic and rows <= MATVEC_MAX_ROWS:
        return "matvec_rows" if b_transposed and elt == "f32" else "matvec_cols"
    if long and elt == "f32" and tensor_cores(chip):
        if -(-rows // 128) * -(-cols // 128) >= TENSOR_CORE_MIN_TILES:
            return "matmul_2d_tf32"
        if -(-rows // 64) * -(-cols // 128) >= TENSOR_CORE_MIN_TILES:
            return "matmul_2d_tf32_64"  # 64x128 tiles: twice the blocks (1024 x 768 products)
    if long and -(-rows // 128) * -(-cols // 128) >= REGISTER_TILE_MIN_TILES:
        return "matmul_2d_reg128"  # enough 128x128 tiles too: 8x8 outputs per thread
    return "matmul_2d_reg" if long else "matmul_2d"


def _instantiate(module: ir.Module, kind: str, elt: str, inserted: set, accumulate: bool) -> str:
    """The kernel's function name for this template, type and variant, its template added once."""
    fname = f"gpu_{kind}_{elt}" + ("" if accumulate else "_overwrite")
    if fname not in inserted:
        add_definitions(module, template_text(kind == "matmul_batched", elt, accumulate, kind))
        inserted.add(fname)
    return fname


MATMUL_OPS = ("linalg.matmul", "linalg.batch_matmul")

def _zero_fill_of_output(matmul: ir.Operation, block_ops: list) -> ir.Operation | None:
    """The `linalg.fill 0 -> C` on the matmul's own output C, if it is the last op writing memory
    before the matmul; the kernel can then write C instead of adding to it (one launch fewer)."""
    c = matmul.operands[2]
    if not will_become_call(matmul):  # a matmul that stays linalg needs its fill
        return None
    for op in reversed(block_ops[:block_ops.index(matmul)]):
        if op.name in NO_WRITE:  # a fill before views or constants still holds
            continue
        if op.name != "linalg.fill" or op.operands[1] != c:
            return None
        init = op.operands[0].owner
        if getattr(init, "name", None) != "arith.constant" or not isinstance(init.attributes["value"], ir.FloatAttr):
            return None
        return op if ir.FloatAttr(init.attributes["value"]).value == 0.0 else None
    return None


OVERWRITE = "gpu.overwrite_output"  # marks a matmul whose zero fill was dropped (03-matmul only)


def _copy_to_linalg(op: ir.Operation) -> None:
    """memref.copy src, dst  ->  linalg.copy ins(src) outs(dst): a kernel instead of a host copy."""
    src, dst = op.operands
    with ir.InsertionPoint(op):
        from mlir.dialects import linalg
        linalg.copy(src, outs=[dst])
    op.erase()


def _interchange_parallel_first(op: ir.Operation) -> None:
    """Permute a linalg.generic's loops so all parallel loops come before the reductions, the two
    innermost parallel loops first.

    Only the attributes change (indexing maps, iterator types, linalg.index dims); the body's
    block arguments belong to operands, not loops, so the region stays as is."""
    iters = [str(a) for a in ir.ArrayAttr(op.attributes["iterator_types"])]
    kinds = ["parallel" if "parallel" in s else "reduction" for s in iters]
    parallel = [i for i, k in enumerate(kinds) if k == "parallel"]
    # Loop tiling (16x16) and thread mapping take the first two loops: put the two innermost
    # parallel loops there (the output's contiguous dims, so neighbouring threads touch
    # neighbouring memory); outer parallel loops (heads, batch) go to the grid.
    parallel = parallel[-2:] + parallel[:-2]
    perm = parallel + [i for i, k in enumerate(kinds) if k != "parallel"]
    if perm == list(range(len(perm))):
        return
    n = len(perm)
    inv = [0] * n
    for new, old in enumerate(perm):
        inv[old] = new
    # old loop dim i is new loop dim inv[i]: substitute d_i -> d_inv[i] in every map.
    dims = [ir.AffineDimExpr.get(inv[i]) for i in range(n)]
    sub = ir.AffineMap.get(n, 0, dims)
    new_maps = []
    for m in ir.ArrayAttr(op.attributes["indexing_maps"]):
        amap = ir.AffineMapAttr(m).value
        results = [r.compose(sub) for r in amap.results]
        new_maps.append(ir.AffineMapAttr.get(ir.AffineMap.get(n, amap.n_symbols, results)))
    op.attributes["indexing_maps"] = ir.ArrayAttr.get(new_maps)
    op.attributes["iterator_types"] = ir.ArrayAttr.get([ir.ArrayAttr(op.attributes["iterator_types"])[p] for p in perm])
    for inner in nested_ops(op):
        if inner.name == "linalg.index":
            old = ir.IntegerAttr(inner.attributes["dim"]).value
            inner.attributes["dim"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), inv[old])


def _wrap_in_single_thread_launch(ops: list) -> None:
    """gpu.launch 1x1x1 blocks, 1x1x1 threads { ops }: loop-less ops (full reductions, rank-0 ops)
    run as a one-thread kernel instead of on the host, consecutive ones in the same kernel (one
    thread runs them in order: a reduction's zero fill and the reduction are one launch). (A
    one-trip scf.parallel would not do: canonicalize folds it away before the loops are mapped.)"""
    with ir.InsertionPoint(ops[0]):
        launch = gpu.LaunchOp((1, 1, 1), (1, 1, 1))
    with ir.InsertionPoint(launch.regions[0].blocks[0]):
        term = gpu.TerminatorOp()
    for op in ops:
        op.move_before(term.operation)


def _single_thread_runs(block_ops: list) -> list[list]:
    """Runs of consecutive loop-less linalg.generic ops (constants between them are moved in front
    of the run, so nothing the run uses is defined after its launch)."""
    runs, current, between = [], [], []
    for op in block_ops:
        if op.name == "linalg.generic" and (not _loop_kinds(op) or _loop_kinds(op)[0] != "parallel"):
            for c in between:
                c.move_before(current[0] if current else op)
            current.append(op)
            between = []
        elif op.name == "arith.constant" and current:
            between.append(op)
        else:
            if current:
                runs.append(current)
            current, between = [], []
    if current:
        runs.append(current)
    return runs


def _loop_kinds(op: ir.Operation) -> list[str]:
    return ["parallel" if "parallel" in str(a) else "reduction" for a in ir.ArrayAttr(op.attributes["iterator_types"])]


def rewrite_matmuls(text: str, chip: str = "sm_75") -> str:
    """02-bufferized -> 03-matmul, on module text; returns module text (it re-parses). The chip
    decides whether tensor-core kernels may be chosen."""
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        inserted: set = set()
        fills = []  # found first, erased after: erasing invalidates the bindings' other op handles
        for top in module.body.operations:
            if top.operation.name == "func.func":
                block_ops = [op.operation for op in top.regions[0].blocks[0].operations]
                for op in block_ops:
                    fill = _zero_fill_of_output(op, block_ops) if op.name in MATMUL_OPS else None
                    if fill is not None:
                        op.attributes[OVERWRITE] = ir.UnitAttr.get()
                        fills.append(fill)
        for fill in fills:
            fill.erase()
        replace_matmuls(module, lambda rank, elt, op: _instantiate(module, kernel_kind(op, rank, elt, chip), elt, inserted,
                                                                   OVERWRITE not in op.attributes),
                        lambda r, e: "")
        fuse_epilogues(module, _epilogue_template)  # bias, GELU into the matrix-vector kernel
        funcs = [op for op in module.body.operations if op.operation.name == "func.func"]
        for f in funcs:
            kernelize_runtime_offset_copies(f.operation)  # KV-cache row writes: offset read in the kernel
            for op in nested_ops(f.operation):
                if op.name == "memref.copy":
                    _copy_to_linalg(op)
        # Generalize every remaining named linalg op (not the kernel templates: they hold none).
        from mlir.passmanager import PassManager
        PassManager.parse("builtin.module(func.func(linalg-generalize-named-ops))").run(module.operation)
        for f in [op for op in module.body.operations if op.operation.name == "func.func"]:
            fuse_row_kernels(f.operation)  # layer norm, softmax, argmax: one kernel each
            for op in nested_ops(f.operation):
                if op.name == "linalg.generic":
                    _interchange_parallel_first(op)
            for block in f.regions[0].blocks:
                for run in _single_thread_runs([op.operation for op in block.operations]):
                    _wrap_in_single_thread_launch(run)
        module.operation.verify()
        return str(module)


# ----------------------------------------------------------------------------------------------
# 04-kernels -> 04-outlined: host allocations -> gpu.alloc host_shared

def rewrite_host_allocs(text: str) -> str:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        token = gpu.AsyncTokenType.get()
        for top in module.body.operations:
            if top.operation.name != "func.func":
                continue
            for op in nested_ops(top.operation):
                if op.name == "memref.alloc":
                    with ir.InsertionPoint(op):
                        start = gpu.WaitOp(token, []).result
                        n_dyn = len(op.operands)
                        sizes = list(op.operands)
                        # memref.alloc operands: dynamic sizes then symbols (operandSegmentSizes).
                        seg = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"])) \
                            if "operandSegmentSizes" in op.attributes else [n_dyn, 0]
                        dyn, syms = sizes[:seg[0]], sizes[seg[0]:]
                        alloc = gpu.AllocOp(op.results[0].type, token, [start], dyn, syms, hostShared=True)
                        gpu.WaitOp(None, [alloc.asyncToken])
                    op.results[0].replace_all_uses_with(alloc.memref)
                    op.erase()
                elif op.name == "memref.dealloc":
                    with ir.InsertionPoint(op):
                        start = gpu.WaitOp(token, []).result
                        done = gpu.DeallocOp(token, [start], op.operands[0]).result
                        gpu.WaitOp(None, [done])
                    op.erase()
        module.operation.verify()
        return str(module)


# ----------------------------------------------------------------------------------------------
# 06-binary -> kernels/*.ptx: PTX out of the gpu.binary ops

def extract_ptx(text: str) -> dict[str, str]:
    """{gpu.binary name: PTX text} of a module produced by gpu-module-to-binary{format=isa}."""
    out = {}
    with ir.Context():
        module = ir.Module.parse(text)
        for op in module.body.operations:
            if op.operation.name != "gpu.binary":
                continue
            name = ir.StringAttr(op.operation.attributes["sym_name"]).value
            objects = ir.ArrayAttr(op.operation.attributes["objects"])
            for obj in objects:
                o = gpu.ObjectAttr(obj)
                data = o.object
                ptx = data.decode() if isinstance(data, (bytes, bytearray)) else str(data)
                out[name] = ptx.rstrip("\x00")
    return out


# ----------------------------------------------------------------------------------------------
# Driver

def _command(*args) -> str:
    return shlex.join(["python", "-m", "pipeline.gpu", *map(str, args)])


def compile_gpu(bufferized: Path, build_dir: Path, chip: str = "sm_75",
                log: stages.StageLog | None = None) -> GpuBuild:
    """02-bufferized.mlir -> 03..06 stage files and kernels/*.ptx in build_dir."""
    check_chip(chip)
    toolkit = toolchain.cuda_toolkit()      # raises ToolchainError when the CUDA wheel is missing
    bufferized, build_dir = Path(bufferized), Path(build_dir)
    build_dir.mkdir(parents=True, exist_ok=True)

    matmul = build_dir / "03-matmul.mlir"
    start = time.perf_counter()
    try:
        text = rewrite_matmuls(bufferized.read_text(), chip)
    except Exception as e:  # noqa: BLE001 - every failure becomes a StageError naming the stage
        raise stages.StageError("matmul", _command("matmul", bufferized, "-o", matmul, "--chip", chip), bufferized,
                                str(e)) from e
    stages.python_stage("matmul", _command("matmul", bufferized, "-o", matmul, "--chip", chip), bufferized, matmul,
                        text, time.perf_counter() - start, log)

    kernels = stages.mlir_opt("kernels", pipelines.GPU_OUTLINE, matmul, build_dir / "04-kernels.mlir", log)

    outlined = build_dir / "04-outlined.mlir"
    start = time.perf_counter()
    try:
        text = rewrite_host_allocs(kernels.read_text())
    except Exception as e:  # noqa: BLE001
        raise stages.StageError("outlined", _command("host-alloc", kernels, "-o", outlined), kernels, str(e)) from e
    stages.python_stage("outlined", _command("host-alloc", kernels, "-o", outlined), kernels, outlined, text,
                        time.perf_counter() - start, log)

    nvvm = stages.mlir_opt("nvvm", pipelines.GPU_NVVM.format(chip=chip), outlined, build_dir / "05-nvvm.mlir", log)
    binary = stages.mlir_opt("binary", pipelines.GPU_BINARY.format(toolkit=toolkit), nvvm,
                             build_dir / "06-binary.mlir", log)

    kdir = build_dir / "kernels"
    kdir.mkdir(exist_ok=True)
    for old in kdir.glob("*.ptx"):
        old.unlink()
    start = time.perf_counter()
    ptx_files = []
    for name, ptx in extract_ptx(binary.read_text()).items():
        path = kdir / f"{name}.ptx"
        stages.python_stage("ptx", _command("ptx", binary, "-o", kdir), binary, path, ptx,
                            time.perf_counter() - start, None)
        ptx_files.append(path)
    if log is not None:
        log.add("ptx", time.perf_counter() - start, kdir, f"{len(ptx_files)} PTX files")
    return GpuBuild(matmul=matmul, kernels=kernels, outlined=outlined, nvvm=nvvm, binary=binary, ptx=ptx_files)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m pipeline.gpu", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    for name, helptext in (("matmul", "02-bufferized -> 03-matmul: matmuls -> tiled kernel calls, linalg "
                                      "prepared for GPU loops"),
                           ("host-alloc", "04-kernels -> 04-outlined: host memref.alloc/dealloc -> gpu.alloc "
                                          "host_shared/dealloc")):
        s = sub.add_parser(name, help=helptext)
        s.add_argument("input", type=Path)
        s.add_argument("-o", "--output", type=Path, required=True)
        if name == "matmul":
            s.add_argument("--chip", default="sm_75", help="tensor-core kernels are chosen for sm_80 and newer")
    s = sub.add_parser("ptx", help="write kernels/<module>.ptx for each gpu.binary of a 06-binary.mlir")
    s.add_argument("input", type=Path)
    s.add_argument("-o", "--output", type=Path, required=True, help="folder for the .ptx files")
    s = sub.add_parser("compile", help="all GPU stages from a 02-bufferized.mlir")
    s.add_argument("input", type=Path)
    s.add_argument("-o", "--output", type=Path, required=True, help="build folder")
    s.add_argument("--chip", default="sm_75")
    a = p.parse_args(argv)
    if a.cmd in ("matmul", "compile"):
        try:
            check_chip(a.chip)
        except ChipError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
    if a.cmd == "matmul":
        a.output.write_text(rewrite_matmuls(a.input.read_text(), a.chip))
    elif a.cmd == "host-alloc":
        a.output.write_text(rewrite_host_allocs(a.input.read_text()))
    elif a.cmd == "ptx":
        a.output.mkdir(parents=True, exist_ok=True)
        for name, ptx in extract_ptx(a.input.read_text()).items():
            (a.output / f"{name}.ptx").write_text(ptx)
    else:
        build = compile_gpu(a.input, a.output, a.chip, stages.StageLog())
        for path in build.ptx:
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
