"""Every pass pipeline of the project, as one readable string each.

A stage file's first line holds the full `mlir-opt --pass-pipeline=...` command built from
these, so what runs is exactly what is written here.
"""

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
CPU_LOWER = (
    "builtin.module(func.func(convert-linalg-to-loops), expand-strided-metadata, lower-affine,"
    " convert-scf-to-cf, convert-math-to-libm, convert-math-to-llvm, finalize-memref-to-llvm,"
    " convert-arith-to-llvm, convert-index-to-llvm, convert-func-to-llvm, convert-cf-to-llvm,"
    " reconcile-unrealized-casts)"
)

# --- GPU target (pipeline/gpu.py) ---------------------------------------------------------------

# 03-matmul -> 04-kernels: inline the tiled matmul kernel calls so their memref.dim/ceildiv grid
# sizes fold to constants; lower the other linalg ops to scf.parallel (reductions keep an inner
# scf.for, which stays inside the parallel nest because 03 put parallel loops first), fuse
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

# 04-outlined -> 05-nvvm ({chip} filled in by pipeline/gpu.py): attach the NVVM target and lower
# only the kernels (affine.apply left by the loop mapping -> arith, scf -> cf, then
# gpu/arith/math/memref/index -> NVVM+LLVM with math ops as libdevice calls); the host function
# keeps gpu.launch_func on plain memrefs for the launcher, so no gpu-to-llvm here.
GPU_NVVM = (
    "builtin.module("
    "nvvm-attach-target{{chip={chip} O=3}},"
    " gpu.module(expand-strided-metadata, lower-affine, convert-scf-to-cf, convert-gpu-to-nvvm, canonicalize, cse),"
    " reconcile-unrealized-casts)"
)

# 05-nvvm -> 06-binary ({toolkit} = the CUDA wheel folder, which holds nvvm/libdevice): each
# gpu.module becomes a gpu.binary whose object is PTX text (format=isa), libdevice linked in.
GPU_BINARY = "builtin.module(gpu-module-to-binary{{format=isa toolkit={toolkit}}})"
