"""IR rewrites done with the MLIR Python bindings (not passes): matmuls become calls.

Both targets replace every floating-point `linalg.matmul` / `linalg.batch_matmul` on memrefs with
a `func.call` to a kernel that takes fully dynamic strided memrefs, so one kernel per rank and
element type serves every shape. A matmul whose indexing maps read A or B transposed (the frontend
folds `x @ w.T` that way) gets a `memref.transpose` view: transposed or sliced operands need no copy.
"""
from __future__ import annotations

from typing import Callable

from mlir import ir
from mlir.dialects import func, memref

from contract.matmul import MATMUL_MAPS

from .irutil import nested_ops

MATMULS = {"linalg.matmul": 2, "linalg.batch_matmul": 3}
FLOAT_TYPES = ("f16", "bf16", "f32", "f64")


def dynamic_memref(rank: int, elt: str) -> str:
    sizes = "x".join("?" * rank)
    strides = ", ".join("?" * rank)
    return f"memref<{sizes}x{elt}, strided<[{strides}], offset: ?>>"


def memref_type(value: ir.Value) -> ir.MemRefType | None:
    try:
        return ir.MemRefType(value.type)
    except ValueError:
        return None


def fully_dynamic(t: ir.MemRefType) -> ir.MemRefType:
    dyn = ir.ShapedType.get_dynamic_size()
    layout = ir.StridedLayoutAttr.get_fully_dynamic(t.rank)
    return ir.MemRefType.get([dyn] * t.rank, t.element_type, layout, t.memory_space)


def transposed_operands(op: ir.Operation, rank: int) -> list[bool] | None:
    """Which of A, B the matmul reads transposed; None for maps a kernel does not do (broadcasts...),
    such a matmul stays linalg and lowers to loops like any other op."""
    if "indexing_maps" not in op.attributes:
        return [False, False]
    maps = [str(ir.AffineMapAttr(m).value) for m in ir.ArrayAttr(op.attributes["indexing_maps"])]
    plain, a_t, b_t = MATMUL_MAPS[rank]  # the maps the frontend emits
    if maps[2] != plain[2]:
        return None
    flags = []
    for got, normal, trans in ((maps[0], plain[0], a_t), (maps[1], plain[1], b_t)):
        if got not in (normal, trans):
            return None
        flags.append(got == trans)
    return flags


def transpose_view(value: ir.Value, before: ir.Operation) -> ir.Value:
    """memref.transpose swapping the last two dims: a strided view, no copy."""
    t = memref_type(value)
    strides, offset = t.get_strides_and_offset()
    perm = list(range(t.rank - 2)) + [t.rank - 1, t.rank - 2]
    layout = ir.StridedLayoutAttr.get(offset, [strides[p] for p in perm])
    result = ir.MemRefType.get([t.shape[p] for p in perm], t.element_type, layout, t.memory_space)
    with ir.InsertionPoint(before), before.location:
        return memref.TransposeOp(result, value, ir.AffineMapAttr.get(ir.AffineMap.get_permutation(perm))).result


def will_become_call(op: ir.Operation, elements=FLOAT_TYPES) -> bool:
    """Whether replace_matmuls turns this op into a kernel call (else it stays linalg)."""
    rank = MATMULS.get(op.name)
    operands = list(op.operands)
    types = [memref_type(v) for v in operands]
    if rank is None or len(operands) != 3 or any(t is None or t.rank != rank for t in types):
        return False
    if element_key(types) not in elements:
        return False  # integer, or a mix the target has no kernel for: stays linalg -> loops
    return transposed_operands(op, rank) is not None


def element_key(types) -> str | None:
    """A matmul's element types as one name: "f32" when A, B and C share it; "f32_f16" (or "f32_bf16")
    for float32 A and C with a half-precision B (weights stored in half, widened as they are read)."""
    a, b, c = (str(t.element_type) for t in types)
    if a == b == c:
        return a
    return f"{a}_{b}" if a == c == "f32" and b in ("f16", "bf16") else None


def call_operands(op: ir.Operation, elements=FLOAT_TYPES) -> tuple[int, str, list[ir.Value]] | None:
    """For a matmul a kernel can take: (rank, element type, [A, B, C] as fully dynamic strided
    memrefs), the views and casts inserted before `op`. None leaves the op as it is."""
    if not will_become_call(op, elements):
        return None
    rank = MATMULS[op.name]
    operands = list(op.operands)
    key = element_key([memref_type(v) for v in operands])
    flags = transposed_operands(op, rank)
    args = []
    for value, transposed in zip(operands, flags + [False]):
        if transposed:
            value = transpose_view(value, op)
        dyn = fully_dynamic(memref_type(value))
        with ir.InsertionPoint(op), op.location:
            args.append(memref.CastOp(dyn, value).result if memref_type(value) != dyn else value)
    return rank, key, args


def find_matmuls(module: ir.Module) -> list[ir.Operation]:
    return [op for op in nested_ops(module.operation) if op.name in MATMULS]


def add_definitions(module: ir.Module, text: str) -> None:
    """Append the top-level ops of `text` (functions, declarations) to `module`."""
    extra = ir.Module.parse(text)  # kept alive while its ops are moved out of it
    for top in list(extra.body.operations):
        module.body.append(top.detach_from_parent())


def _as_declared(module: ir.Module, name: str, args: list[ir.Value]) -> list[ir.Value]:
    """`args` cast again where the callee declares a more static layout than fully dynamic (a
    template that needs B's inner stride to be 1: matvec_cols_vec4.mlir); the kernel choice made
    sure it holds."""
    for top in module.body.operations:
        if top.operation.name == "func.func" and ir.StringAttr(top.attributes["sym_name"]).value == name:
            inputs = ir.FunctionType(ir.TypeAttr(top.attributes["function_type"]).value).inputs
            out = []
            for arg, want in zip(args, inputs):
                if arg.type != want:
                    old = arg.owner if not isinstance(arg.owner, ir.Block) and arg.owner.name == "memref.cast" else None
                    arg = memref.CastOp(want, old.operands[0] if old else arg).result
                    if old is not None and not list(old.results[0].uses):
                        old.erase()
                out.append(arg)
            return out
    return args


def replace_matmuls(module: ir.Module, callee: Callable[[int, str, ir.Operation], str],
                    define: Callable[[int, str], str],
                    elements: tuple[str, ...] = FLOAT_TYPES,
                    accept: Callable[[ir.Operation], bool] | None = None) -> int:
    """Replace matmuls in `module` (in place) with calls of `callee(rank, elt, op)`; `define(rank, elt)`
    gives the MLIR text (a module body) defining or declaring it, added once per rank and type.
    Matmuls on other element types, or that `accept` refuses, stay linalg. Returns how many were replaced."""
    defined, count = set(), 0
    for op in find_matmuls(module):
        if accept is not None and will_become_call(op, elements) and not accept(op):
            continue
        found = call_operands(op, elements)
        if found is None:
            continue
        rank, elt, args = found
        name = callee(rank, elt, op)
        with ir.InsertionPoint(op), op.location:
            args = _as_declared(module, name, args)
            func.CallOp([], ir.FlatSymbolRefAttr.get(name), args)
        op.erase()
        if (rank, elt) not in defined:
            add_definitions(module, define(rank, elt))
            defined.add((rank, elt))
        count += 1
    return count
