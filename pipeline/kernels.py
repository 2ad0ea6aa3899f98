"""The kernel registry: which matmul kernel template runs a product (no MLIR needed)."""
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
