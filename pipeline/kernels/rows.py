"""The kernels no template makes: row kernels (pipeline/passes/row_kernels.py, long_argmax.py build their IR
in Python) and every other op as tiled parallel loops (upstream mlir-opt). Their rules live in those passes;
the entries name their families for the manifest and docs/kernels.md."""
from __future__ import annotations

from .kernel import Kernel

KERNELS: tuple[Kernel, ...] = (
    Kernel("row", "row", "", "a run of ops over the same rows (layer norm, softmax, argmax) as one launch, a block "
           "per row, reductions by gpu.all_reduce; rows of at most 4 elements a thread kept in registers",
           "about six kernels per layer norm become one (§28)",
           when="a run of row-wise, reduce and per-row linalg ops over the same rows, at least one reduce"),
    Kernel("row_argmax_split", "row", "", "an argmax over a long row as two launches: a block per 1024-element "
           "chunk, then one block combining the chunks (the first index still wins)",
           "one block walking the vocabulary's logits is slow (§28)",
           when="an argmax over at most `argmax_split_max_rows` rows of at least `argmax_split_min_length` "
                "elements, unless matvec_rows_argmax takes it"),
    Kernel("loops", "loops", "", "every other linalg op: parallel loops tiled 16x16 and mapped to blocks and "
           "threads; ops with no parallel loop as a one-thread launch",
           "every op runs on the GPU, none on the host", when="everything the other kernels do not take"),
)
