"""GPU pass shared-memory: every kernel's shared-memory globals declared as the kernels use them.

After convert-gpu-to-nvvm each workgroup buffer of a kernel is an `llvm.mlir.global` in address
space 3. Two of their declarations are wrong for what the kernels do with them:

- Alignment. A workgroup attribution becomes a global aligned to its element (4 bytes for f32), and
  NVPTX declares it so when it demotes it into its kernel. LLVM reads the templates' buffers in 8-
  and 16-byte vectors (ld.shared.v4.f32): they were aligned only because of where ptxas happened to
  place them. When the block-reduce pass's buffers came before them, they moved, and every GPT-2
  program faulted on the H200 (misaligned address). Every shared global is made 16-byte aligned
  (kept where already more).
- Dynamic shared memory. `gpu.dynamic_shared_memory` (a template whose shared memory is over the 48
  KiB a kernel may declare statically: the launch asks for it) becomes an *internal* zero-length
  global, which NVPTX demotes into the kernel as a 1-byte static `.shared` variable: the kernel
  would then index past its own static allocation into the dynamic one by luck of layout. Made
  external, it is what CUDA means by dynamic shared memory: `.extern .shared .align 16 .b8 x[]`,
  placed after the static buffers, as large as the launch asks.
"""
from __future__ import annotations

from mlir import ir

ALIGNMENT = 16
DYNAMIC_PREFIX = "__dynamic_shmem__"  # convert-gpu-to-nvvm's name for gpu.dynamic_shared_memory's global


def _shared_globals(module: ir.Module):
    for top in module.body.operations:
        if top.operation.name != "gpu.module":
            continue
        for op in top.regions[0].blocks[0].operations:
            op = op.operation
            if op.name == "llvm.mlir.global" and "addr_space" in op.attributes \
                    and ir.IntegerAttr(op.attributes["addr_space"]).value == 3:
                yield op


def run(module: ir.Module, options=None) -> None:
    i64 = ir.IntegerType.get_signless(64)
    for op in _shared_globals(module):
        have = ir.IntegerAttr(op.attributes["alignment"]).value if "alignment" in op.attributes else 0
        op.attributes["alignment"] = ir.IntegerAttr.get(i64, max(have, ALIGNMENT))
        if ir.StringAttr(op.attributes["sym_name"]).value.startswith(DYNAMIC_PREFIX):
            op.attributes["linkage"] = ir.Attribute.parse("#llvm.linkage<external>")
