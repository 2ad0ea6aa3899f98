"""Every pass pipeline of the project, as one readable string each.

A stage file's first line holds the full `mlir-opt --pass-pipeline=...` command built from
these, so what runs is exactly what is written here.
"""

# 00-traced -> 01-fused: fuse elementwise producers into their consumers; named matmuls stay named.
FUSE = "builtin.module(func.func(linalg-fuse-elementwise-ops), canonicalize, cse)"

# 01-fused -> 02-bufferized: tensors to memrefs across function boundaries (plain row-major
# layouts at the boundary), results turned into caller-allocated out-parameters (so the CPU
# loader and the GPU launcher both pass every buffer in), then deallocation.
BUFFERIZE = (
    "builtin.module("
    "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},"
    " buffer-results-to-out-params{hoist-static-allocs modify-public-functions},"
    " func.func(buffer-deallocation-pipeline), canonicalize, cse)"
)
