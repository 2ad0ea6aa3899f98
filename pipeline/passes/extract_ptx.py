"""GPU pass extract-ptx: the PTX text of each gpu.binary (gpu-module-to-binary{format=isa}) out of
the binary stage, one kernels/<gpu.binary name>.ptx each, which the launcher loads."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import gpu


def run(text: str) -> dict[str, str]:
    """{gpu.binary name: PTX text} of a module produced by gpu-module-to-binary{format=isa}."""
    out = {}
    with ir.Context():
        module = ir.Module.parse(text)
        for op in module.body.operations:
            if op.operation.name != "gpu.binary":
                continue
            name = ir.StringAttr(op.operation.attributes["sym_name"]).value
            for obj in ir.ArrayAttr(op.operation.attributes["objects"]):
                data = gpu.ObjectAttr(obj).object
                ptx = data.decode() if isinstance(data, (bytes, bytearray)) else str(data)
                out[name] = ptx.rstrip("\x00")
    return out
