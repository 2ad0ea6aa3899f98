"""The Python rewrites of the GPU path, one module each, each with one entry point
`run(module: ir.Module, options: pipelines.PassOptions) -> None` that rewrites the module in place.

Their order, and the mlir-opt pipelines between them, are declared in pipeline/pipelines.py
(GPU_PASSES); pipeline/gpu.py runs that list. Each pass reads and writes a stage file, so one
rewrite can be rerun alone: `python -m pipeline.gpu pass NAME IN -o OUT`.
"""
