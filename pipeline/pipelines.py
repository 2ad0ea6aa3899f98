"""Every pass pipeline of the project: the mlir-opt pipelines as one readable string each, and the
GPU path as one ordered list of named passes (GPU_PASSES, at the end), mlir-opt and Python alike.

A stage file's first line holds the full command that made it (`mlir-opt --pass-pipeline=...` built
from these strings, or `python -m pipeline.gpu pass NAME IN -o OUT`), so what runs is exactly what
is written here. The GPU driver (pipeline/gpu.py) runs GPU_PASSES in order; nothing else decides
the order. No MLIR import here: the list can be read (names, `--stop-after` checks) without it.
"""
from __future__ import annotations

from dataclasses import dataclass

# 00-traced -> 01-fused: fuse elementwise producers into their consumers; named matmuls stay named.
# Unit dimensions (left by keepdims reshapes that fusion pushed into loops) are folded away so
# that no loop nest wastes GPU threads on a dimension of size 1.
FUSE = "builtin.module(func.func(linalg-fuse-elementwise-ops, linalg-fold-unit-extent-dims), canonicalize, cse)"

# 01-fused -> 02-bufferized: tensors to memrefs across function boundaries (plain row-major
# layouts at the boundary), results turned into caller-allocated out-parameters (so the CPU
# loader and the GPU launcher both pass every buffer in), then deallocation.
BUFFERIZE = (
    "builtin.module("
    "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},"
    " buffer-results-to-out-params{hoist-static-allocs modify-public-functions},"
    " func.func(buffer-deallocation-pipeline), canonicalize, cse)"
)

# CPU target, after the matmuls became BLAS calls: everything else to loops, then LLVM.
# math-to-libm first so tanh/exp/log become libm calls (llc has no native lowering for them).
# Buffers come from the runtime's allocator (use-generic-functions: pipeline/runtime/blas.c keeps
# freed blocks for the next call instead of handing them back to the kernel).
CPU_LOWER = (
    "builtin.module(func.func(convert-linalg-to-loops), expand-strided-metadata, lower-affine,"
    " convert-scf-to-cf, convert-math-to-libm, convert-math-to-llvm,"
    " finalize-memref-to-llvm{use-generic-functions},"
    " convert-arith-to-llvm, convert-index-to-llvm, convert-func-to-llvm, convert-cf-to-llvm,"
    " reconcile-unrealized-casts)"
)

# --- GPU target (pipeline/gpu.py) ---------------------------------------------------------------

# Named linalg ops left after the matmul templates (fills, copies, transposes, integer matmuls)
# become linalg.generic, the one form the row-kernel, interchange and loop passes read.
GENERALIZE = "builtin.module(func.func(linalg-generalize-named-ops))"

# single-thread -> outline: inline the tiled matmul kernel calls so their memref.dim/ceildiv grid
# sizes fold to constants; lower the other linalg ops to scf.parallel (reductions keep an inner
# scf.for, which stays inside the parallel nest because `interchange` put parallel loops first), fuse
# neighbouring parallel loops over the same space (a reduction's zero fill into the reduction,
# elementwise ops that tensor-level fusion left apart: one kernel instead of two), tile the
# parallel loops 16x16 with an in-bounds scf.if instead of min/max bounds (leading dims get 16,
# further dims 1), map outer loops to blocks and inner loops to threads (innermost-first so
# threadIdx.x walks the innermost, contiguous dim), turn them into gpu.launch and outline every
# gpu.launch (matmul ones included) into its own gpu.module, constants and index math sunk into
# the kernels first (after a canonicalize that folds the tiling arithmetic on constants) so they
# are not passed as kernel arguments.
GPU_OUTLINE = (
    "builtin.module("
    "inline, symbol-dce, canonicalize,"
    " func.func(convert-linalg-to-parallel-loops, scf-parallel-loop-fusion,"
    " scf-parallel-loop-tiling{parallel-loop-tile-sizes=16,16 no-min-max-bounds},"
    " gpu-map-parallel-loops{mapping-policy=innermost-first}, convert-parallel-loops-to-gpu, canonicalize),"
    " gpu-launch-sink-index-computations, gpu-kernel-outlining, canonicalize, cse)"
)

# host-alloc -> nvvm ({chip} filled in by pipeline/gpu.py): attach the NVVM target and lower
# only the kernels (affine.apply left by the loop mapping -> arith, scf -> cf, then
# gpu/arith/math/memref/index -> NVVM+LLVM with math ops as libdevice calls); the host function
# keeps gpu.launch_func on plain memrefs for the launcher, so no gpu-to-llvm here. PTX ISA 8.1 lets a
# kernel take up to 32 KB of parameters (8.0: 4 KB): a batch of 64 sequences' KV-cache writes is one
# kernel of 130 views.
GPU_NVVM = (
    "builtin.module("
    "nvvm-attach-target{{chip={chip} O=3 features=+ptx81}},"
    " gpu.module(expand-strided-metadata, lower-affine, convert-scf-to-cf, convert-gpu-to-nvvm, canonicalize, cse),"
    " reconcile-unrealized-casts)"
)

# nvvm -> binary ({toolkit} = the CUDA wheel folder, which holds nvvm/libdevice): each
# gpu.module becomes a gpu.binary whose object is PTX text (format=isa), libdevice linked in.
GPU_BINARY = "builtin.module(gpu-module-to-binary{{format=isa toolkit={toolkit}}})"


@dataclass(frozen=True)
class PassOptions:
    """What a GPU pass may depend on besides its input: the chip (tensor-core kernels from sm_80,
    the PTX target) and a forced matmul kernel variant (a registry name, pipeline/kernels/;
    None: the registry's choice)."""
    chip: str = "sm_75"
    variant: str | None = None


@dataclass(frozen=True)
class GpuPass:
    """One step of the GPU path. `kind` "mlir-opt": `run` is a pipeline string ({chip}, {toolkit}
    filled in by the driver); "python": `run` is "module:function", a rewrite with the MLIR Python
    bindings called as function(module: ir.Module, options: PassOptions) -> None (extract-ptx:
    function(text) -> {name: PTX}); "ptxas": `run` is "module:function", called as
    function(ptx folder, out folder, chip, log) -> [cubin files]. `options`: the compile options the
    pass reads (they go on its command line)."""
    name: str
    kind: str
    run: str
    why: str
    options: tuple[str, ...] = ()


# The GPU path, 02-bufferized.mlir -> kernels/*.ptx and *.cubin, in order. Pass k writes stage file
# f"{k + 3:02d}-{name}.mlir" (03-results-in-place.mlir ... 26-binary.mlir); extract-ptx and assemble
# write into kernels/.
GPU_PASSES = (
    GpuPass("results-in-place", "python", "pipeline.passes.results_in_place:run",
            "a result computed into a temporary and copied into its out-parameter is computed there (one copy "
            "kernel fewer per result)"),
    GpuPass("drop-zero-fills", "python", "pipeline.passes.drop_zero_fills:run",
            "a matmul's zero fill of its own output goes: the kernel writes C instead of adding to it (one "
            "launch fewer); the matmul is marked `gpu.overwrite_output` for matmul-templates", ("chip", "variant")),
    GpuPass("attention", "python", "pipeline.passes.attention:run",
            "attention's chain (q @ k^T, the score op, softmax, p @ v) becomes one kernel per layer, the score "
            "op inlined into it: the scores never go to memory (registry family attention)", ("chip",)),
    GpuPass("matmul-templates", "python", "pipeline.passes.matmul_templates:run",
            "every float matmul becomes a call of the kernel template the kernel library (pipeline/kernels/) "
            "picks by shape, layout, dtype and chip", ("chip", "variant")),
    GpuPass("epilogues", "python", "pipeline.passes.epilogues:run",
            "an elementwise op right after a matmul (bias, GELU, residual add) runs in the kernel's store; a "
            "transpose right after one is a strided store, one feeding only matmuls a strided read"),
    GpuPass("cache-writes", "python", "pipeline.passes.cache_writes:run",
            "a copy of a matmul's result into another buffer (the KV cache's row write at a runtime position) "
            "is a second store in the matmul's kernel: one copy kernel fewer per layer"),
    GpuPass("runtime-offsets", "python", "pipeline.passes.runtime_offsets:run",
            "a copy into a view at a runtime offset (the KV cache's row write) becomes a loop that reads "
            "the offset on the GPU"),
    GpuPass("copies-to-linalg", "python", "pipeline.passes.copies_to_linalg:run",
            "memref.copy becomes linalg.copy, so copies run as kernels, not on the host"),
    GpuPass("generalize", "mlir-opt", GENERALIZE,
            "named linalg ops become linalg.generic, the one form the next passes read"),
    GpuPass("prologues", "python", "pipeline.passes.prologues:run",
            "a layer norm that only a few-row GEMV reads runs in that GEMV's kernel: each block makes its row of "
            "A in shared memory first (one kernel fewer per layer norm of a decoding step)"),
    GpuPass("head-argmax", "python", "pipeline.passes.head_argmax:run",
            "the argmax of the one row a GEMV head writes (a decoding step's next token) runs in the head's "
            "kernel: its last block combines the blocks' (max, index) pairs (two launches fewer a step)"),
    GpuPass("long-argmax", "python", "pipeline.passes.long_argmax:run",
            "an argmax over a long row (the vocabulary) runs as two kernels, a block per chunk and then one, "
            "not as one block walking 50,257 elements"),
    GpuPass("row-kernels", "python", "pipeline.passes.row_kernels:run",
            "a run of ops over the same rows (layer norm, softmax, argmax) becomes one kernel, a block per row"),
    GpuPass("interchange", "python", "pipeline.passes.interchange:run",
            "parallel loops first, the two innermost outermost: a reduction stays inside the kernel and "
            "neighbouring threads touch neighbouring memory"),
    GpuPass("single-thread", "python", "pipeline.passes.single_thread:run",
            "ops with no parallel loop (full reductions, rank-0 ops) run as a one-thread kernel, not on the host"),
    GpuPass("outline", "mlir-opt", GPU_OUTLINE,
            "kernel calls inlined, loops tiled and mapped to blocks and threads, every launch outlined "
            "into its own gpu.module"),
    GpuPass("dedup-kernels", "python", "pipeline.passes.dedup_kernels:run",
            "kernels identical up to their module's name (one per layer) become one gpu.module, launched from "
            "every call site: each distinct kernel is lowered, assembled and loaded once"),
    GpuPass("host-alloc", "python", "pipeline.passes.host_alloc:run",
            "host allocations become gpu.alloc host_shared: the host function is then what "
            "pipeline/manifest.py reads"),
    GpuPass("dependent-launch", "python", "pipeline.passes.dependent_launch:run",
            "sm_90+: each kernel waits for the one before it (griddepcontrol) only where it must; a GEMV "
            "first loads its weights, and only such kernels are launched before the one before ends", ("chip",)),
    GpuPass("block-reduce", "python", "pipeline.passes.block_reduce:run",
            "a block's gpu.all_reduce (known block size, not in a loop) with one barrier instead of two: "
            "each warp's value to a shared buffer of its own, every thread folding them in the upstream "
            "lowering's order (the same bits)"),
    GpuPass("read-only", "python", "pipeline.passes.read_only:mark",
            "a kernel's buffers it only loads from, shared with no other argument of its launch, marked "
            "llvm.readonly (an epilogue's residual and bias; the lowering copies it onto their pointers)"),
    GpuPass("nvvm", "mlir-opt", GPU_NVVM, "the kernels lowered to LLVM/NVVM for the chip", ("chip",)),
    GpuPass("noalias", "python", "pipeline.passes.read_only:noalias",
            "each read-only pointer also noalias: ptxas reads it with ld.global.nc and issues those loads "
            "ahead of the stores (v17's 64 residual loads a thread no longer wait one by one)"),
    GpuPass("shared-memory", "python", "pipeline.passes.shared_memory:run",
            "every kernel's shared buffers 16-byte aligned (LLVM reads them in 16-byte vectors), dynamic shared "
            "memory an extern declaration (NVPTX would demote it into a 1-byte static buffer)"),
    GpuPass("binary", "mlir-opt", GPU_BINARY, "each gpu.module compiled to PTX, libdevice linked in"),
    GpuPass("extract-ptx", "python", "pipeline.passes.extract_ptx:run",
            "the PTX text of each gpu.binary written to kernels/<module>.ptx: the readable kernels, and what "
            "the launcher loads on a card of another chip"),
    GpuPass("assemble", "ptxas", "pipeline.passes.assemble:run",
            "each distinct PTX assembled once by ptxas for the chip into kernels/<module>.cubin, which the "
            "launcher loads: no driver JIT at the first launch, one module for a kernel alike in every layer",
            ("chip",)),
)

GPU_FIRST_STAGE = 3  # 00-traced, 01-fused, 02-bufferized come first (pipeline/compile.py)
FRONT_STAGES = ("fuse", "bufferize")  # the shared stages before the target's own


def gpu_pass(name: str) -> GpuPass:
    for p in GPU_PASSES:
        if p.name == name:
            return p
    raise KeyError(name)


KERNEL_PASSES = ("extract-ptx", "assemble")  # they write kernels/ (*.ptx, *.cubin), not a stage file


def gpu_stage_file(name: str) -> str:
    """The stage file (or, for extract-ptx and assemble, the folder) the GPU pass `name` writes in a
    build folder."""
    if name in KERNEL_PASSES:
        return "kernels"
    k = [p.name for p in GPU_PASSES].index(name)
    return f"{k + GPU_FIRST_STAGE:02d}-{name}.mlir"


@dataclass(frozen=True)
class CpuPass:
    """One stage of the CPU path: `kind` "python" (a rewrite of pipeline/cpu.py's REWRITES, redone by
    `python -m pipeline.cpu NAME IN -o OUT`), "mlir-opt" (`run` is the pass pipeline) or "tool" (an LLVM
    tool or the C compiler, its command line in the stage's .cmd file); `output` the file it writes."""
    name: str
    kind: str
    output: str
    why: str
    run: str = ""


# The CPU path, 02-bufferized.mlir -> lib.so, in order.
CPU_PASSES = (
    CpuPass("blas", "python", "03-blas.mlir",
            "every f32/f64 matmul becomes a call of the runtime's BLAS shim (OpenBLAS ?gemm/?gemv); others stay loops"),
    CpuPass("math", "python", "04-math.mlir",
            "f32 tanh as one exp (glibc's tanhf goes through expm1f), within 1.3 ulp of float64; f16 widened "
            "with integer ops (the generic x86-64 has no F16C: else a libcall per element)"),
    CpuPass("llvm", "mlir-opt", "05-llvm.mlir", "linalg to loops, then everything to the LLVM dialect", CPU_LOWER),
    CpuPass("translate", "tool", "06-module.ll", "the LLVM dialect as LLVM IR (mlir-translate)"),
    CpuPass("opt", "tool", "07-optimized.ll",
            "LLVM's -O2 for the host's triple: the elementwise loops become vector loops; no fast-math, sums keep "
            "their order"),
    CpuPass("llc", "tool", "08-module.o", "an object file for the host (llc -O3, position-independent)"),
    CpuPass("link", "tool", "lib.so", "the shared library, with the runtime (pipeline/runtime/blas.c) and OpenBLAS"),
)


def cpu_pass(name: str) -> CpuPass:
    for p in CPU_PASSES:
        if p.name == name:
            return p
    raise KeyError(name)


# The stage the launch manifest is built from (host function = only launches, allocations, views).
MANIFEST_INPUT = "dependent-launch"
