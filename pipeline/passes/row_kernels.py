"""GPU pass row-kernels: a run of linalg ops over the same rows becomes one kernel, a block per
row.

After tensor fusion, layer norm (mean, centre, variance, normalise), softmax (scale and mask, max,
exp, sum, divide) and argmax (max, compare, min index) are runs of linalg.generic ops that all walk
the same rows P (tokens, heads x queries) of the same length N, each op one of

  * row-wise:  every element of every row        loops P + [N], all parallel
  * reduce:    the row's last axis to one value  loops P + [N], the last one a reduction
  * per-row:   one value per row                 loops P (a reduction's fill, rsqrt(var + eps))

Lowered op by op, each would be its own kernel (a fill, a reduction walked by one thread per row,
an elementwise pass), six or so kernels per layer norm. Here each such run (at least one reduce in
it) becomes one `gpu.launch`: block b takes row b, its T threads stride over the N elements
(thread t does t, t + T, ...); a reduce folds each thread's elements into a partial and combines
the partials with `gpu.all_reduce` (shuffles and shared memory with one barrier: the block-reduce
pass; convert-gpu-to-nvvm lowers what that pass leaves);
per-row values live in registers, every thread of the block holding the same value.

Why no barriers are needed: a row-wise op's element (p, j) is written and later read by the same
thread, and per-row values never go through memory inside the kernel (thread 0 stores them for
the kernels after). The check below keeps a run to ops whose accesses to buffers written in the
run are exactly those two kinds; anything else (another view of the buffer, a transposed read, a
gather from it) ends the run before that op. One exception: a buffer the run only writes, one
element per view at distinct static offsets (np.concatenate of per-row values: gpt2_next's next
token and position), may be reached through several views; no op reads another's element.
"""
from __future__ import annotations

from mlir import ir

from .runs import RowEmitter, find_runs

# A run's own kernel (fuse_row_kernels) takes the register form too where its row fits (N <= 4 T): x, g
# and b loaded at once, the row kept in registers between the ops, not stored and loaded again by each;
# the same bits, and gpt2-xl's 96 row-kernel norms faster (docs/benchmark-log.md §16). False: the loop
# form everywhere.
REGISTER_ROW_KERNELS = True


def fuse_row_kernels(func: ir.Operation) -> int:
    """Rewrite every run of row ops in `func`'s body into one kernel; returns how many."""
    count = 0
    for block in func.regions[0].blocks:
        for run in find_runs([op.operation for op in block.operations]):
            RowEmitter(run, registers=REGISTER_ROW_KERNELS).emit()
            count += 1
    return count


def run(module: ir.Module, options=None) -> None:
    """The pass entry point: fuse_row_kernels on every function (head-argmax and long-argmax ran before it
    and took the argmax runs they make kernels of)."""
    for f in [op for op in module.body.operations if op.operation.name == "func.func"]:
        fuse_row_kernels(f.operation)
