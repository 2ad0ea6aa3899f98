"""GPU, part of the row-kernels pass: the argmax after the head in the head's own kernel.

A decoding step ends with the head, `layer_norm(x, final_norm) @ words.T` (v2, matvec_rows, with the
norm in its prologue: pipeline/passes/prologues.py), then `argmax(logits[last])` (gpt2/model.py
gpt2_next, gpt2/reference.py argmax): a row-kernel run that copies the head's row into the step's
logits result (the gather `logits[last]`), takes its max (R1) and the first index of it (R2), which
long_argmax.py makes two kernels. Here the run goes into the head's kernel instead:
matvec_rows_argmax.mlir (matvec_rows_prologue's grid, each block walking column tiles) stores each
logit into C and into the run's row X, folds its columns' (max, first index) pairs, and the last block
to finish (an atomic ticket after a device-scope fence) combines the blocks' pairs as long_argmax's
second kernel does: three kernels become one, the same result bit for bit (max and min are exact;
a NaN anywhere gives the row's length, ties the first index; see the template's header).

Fused only when plainly the same computation:
- the run is long_argmax's shape (its argmax_plan: row-wise ops, R1 = max, R2 = min of select(x == M, v, F),
  per-row fills, at least `argmax_split_min_length` long) over one row, R2's combiner minsi, the fills
  of R1's and R2's outputs constants;
- x is C's one row: either R1 reads C's buffer itself, or the run's only row-wise op writes x with the
  value it loads from C at (any row, j) (the gather `logits[last]`: C has one row, so an in-bounds
  index is 0, and the kernel stores C's row into x);
- per-row ops after the index (gpt2_next's next token and position) use only their operands and
  constants: the last block's thread 0 runs them once the index is stored (@<kernel>_after);
- the call before the run is v2's overwrite instantiation (or its prologue form, pipeline/passes/
  prologues.py) writing C, a static [1, N] buffer, N the run's length, A's K static (the prologue's
  shared row) and at most `prologue_max_k`; only views, allocations and constants lie between it and
  the run, and the run's outputs (x, the max, the index) are none of the call's operands (x may be C).
"""
from __future__ import annotations

import math
import struct

from mlir import ir
from mlir.dialects import arith, func

from ..irutil import NO_WRITE, buffer_root, generic_body, is_memref
from ..kernels import kernel, tuning_for
from ..provenance import ARGMAX
from .matchers import (callee_of, dedup_functions, erase_unless_called, find_function, function_blocks,
                       outside_constants)
from .long_argmax import argmax_plan
from .runs import RowEmitter, find_runs

# v2's overwrite instantiation (prologue form: <head>_pro<n>), by B's element type: f32, or a half-precision
# weight's form (matvec_rows_<w>w, the library's Kernel.weights)
HEADS = {"f32": "gpu_matvec_rows_f32_overwrite",
         **{w: f"gpu_matvec_rows_{w}w_f32_overwrite" for w in kernel("matvec_rows").weights}}
HEAD = HEADS["f32"]
TEMPLATE = "matvec_rows_argmax"
VEC4 = "matvec_rows_argmax_vec4"  # v13: the same kernel with 16-byte loads of W, where K % 4 == 0


def vec4_dot(k: int, ts: str = "f32", weight: str = "f32") -> str:
    """matvec_rows_argmax_vec4.mlir's {vec4_dot} for a static K (a multiple of 4), element type `ts`
    (f32: the only one the head takes), W stored as `weight` (each 4-element load widened to `ts` at once):
    lane tx's sum over
    k = 128 i + 4 tx .. + 3, i = 0 .. ceil(K / 128) - 1, in that order, yielded as the scf.if's value;
    all of W's 16-byte loads (and A's 4-byte shared ones) come before the first product."""
    steps, ind = -(-k // 128), " " * 8
    tail = k % 128 != 0  # the last step only for lanes with 4 tx < K % 128 (its loads guarded)
    wt = ts if weight == "f32" else weight
    vt, vw, mw, ms = f"vector<4x{ts}>", f"vector<4x{wt}>", f"memref<?x{k}x{wt}, strided<[?, 1], offset: ?>>", \
        f"memref<{k}x{ts}, #gpu.address_space<workgroup>>"
    align = 16 if weight == "f32" else 8
    lines = []
    for i in range(steps):
        lines.append(f"{ind}%vo{i} = arith.constant {128 * i} : index")
        lines.append(f"{ind}%vk{i} = arith.addi %tx4, %vo{i} : index")
    if tail:
        last = steps - 1
        lines.append(f"{ind}%vin = arith.cmpi ult, %vk{last}, %K : index")
        # past K a lane reads column %colc's first 4 floats (in bounds) and adds zeros
        lines.append(f"{ind}%vkc = arith.select %vin, %vk{last}, %k0c : index")
    for i in range(steps):
        at = "%vkc" if tail and i == steps - 1 else f"%vk{i}"
        if weight == "f32":
            lines.append(f"{ind}%vw{i} = vector.load %W[%colc, {at}] {{alignment = {align} : i64}} : {mw}, {vt}")
        else:
            lines.append(f"{ind}%vh{i} = vector.load %W[%colc, {at}] {{alignment = {align} : i64}} : {mw}, {vw}")
            lines.append(f"{ind}%vw{i} = arith.extf %vh{i} : {vw} to {vt}")
    s = "%zero"
    for i in range(steps):
        at = "%vkc" if tail and i == steps - 1 else f"%vk{i}"
        for j in range(4):
            kj = at if j == 0 else f"%vk{i}_{j}"
            if j:
                lines.append(f"{ind}%vk{i}_{j} = arith.addi {at}, %vj{j} : index")
            lines.append(f"{ind}%va{i}_{j} = memref.load %As[{kj}] : {ms}")
            lines.append(f"{ind}%vb{i}_{j} = vector.extract %vw{i}[{j}] : {ts} from {vt}")
            lines.append(f"{ind}%vp{i}_{j} = arith.mulf %va{i}_{j}, %vb{i}_{j} : {ts}")
            if tail and i == steps - 1:
                lines.append(f"{ind}%vq{i}_{j} = arith.select %vin, %vp{i}_{j}, %zero : {ts}")
                p = f"%vq{i}_{j}"
            else:
                p = f"%vp{i}_{j}"
            lines.append(f"{ind}%vs{i}_{j} = arith.addf {s}, {p} : {ts}")
            s = f"%vs{i}_{j}"
    head = [f"{ind}%vj{j} = arith.constant {j} : index" for j in (1, 2, 3)]
    return "\n".join(head + lines + [f"{ind}scf.yield {s} : {ts}"])


def template_for(k: int, weight: str = "f32") -> str:
    """v13 when K (static) is a multiple of 4, else v2's form; B stored as `weight` (its <stem>_<w>w form)."""
    return (VEC4 if k % 4 == 0 else TEMPLATE) + ("" if weight == "f32" else f"_{weight}w")


def _head(callee: str | None) -> tuple[str, str] | None:
    """(B's element type, '') for v2 itself, (B's element type, '<n>') for its prologue form <head>_pro<n>,
    None for anything else."""
    for weight, head in HEADS.items():
        if callee == head:
            return weight, ""
        rest = (callee or "").removeprefix(head + "_pro")
        if rest != callee and rest.isdigit():
            return weight, rest
    return None


def _static(value: ir.Value) -> ir.MemRefType:
    """The type of the memref a kernel operand casts (its static shape)."""
    if not isinstance(value.owner, ir.Block) and value.owner.name == "memref.cast":
        value = value.owner.operands[0]
    return ir.MemRefType(value.type)


def _fill_constant(run, root: ir.Value) -> ir.Attribute | None:
    """The constant the run's per-row op writes into `root` (a fill), or None."""
    fills = [item for item in run if item.kind == "per-row" and buffer_root(item.op.operands[-1]) == root]
    if len(fills) != 1:
        return None
    op = fills[0].op
    body = list(generic_body(op).operations)
    if len(op.operands) != 2 or len(body) != 1 or body[0].operands[0] != generic_body(op).arguments[0]:
        return None
    src = op.operands[0]
    if isinstance(src.owner, ir.Block) or src.owner.name != "arith.constant":
        return None
    return src.owner.attributes["value"]


def _gathered_from(item, c_root: ir.Value) -> bool:
    """The row-wise op writes x[j] = C[i, j] (one load of C, at last index linalg.index 0, yielded)."""
    op = item.op
    body = list(generic_body(op).operations)
    loads = [o for o in body if o.name == "memref.load"]
    if len(loads) != 1 or buffer_root(loads[0].operands[0]) != c_root or body[-1].operands[0] != loads[0].results[0]:
        return False
    j = loads[0].operands[-1]
    if isinstance(j.owner, ir.Block) or j.owner.name != "linalg.index" or ir.IntegerAttr(j.owner.attributes["dim"]).value != 0:
        return False
    maps = ir.ArrayAttr(op.attributes["indexing_maps"])
    out = ir.AffineMapAttr(maps[len(op.operands) - 1]).value
    return str(out) == "(d0) -> (d0)" and len(ir.MemRefType(op.operands[-1].type).shape) == 1


def _plan(run, block_ops: list[ir.Operation]):
    """(call, run, x value, v value, max buffer, index buffer, F, max start, index start) or None."""
    plan = argmax_plan(run)
    if plan is None or run[0].rows not in ((), (1,)):
        return None
    r1, r2, x_k, v_k, f_op, min_name = plan
    if min_name != "arith.minsi":
        return None
    first = block_ops.index(run[0].op)
    call = next((op for op in reversed(block_ops[:first]) if op.name not in NO_WRITE), None)
    if call is None or _head(callee_of(call)) is None:
        return None
    c_root = buffer_root(call.operands[2])
    c_type, a_type = _static(call.operands[2]), _static(call.operands[0])
    n = r1.length
    if list(c_type.shape) != [1, n] or len(a_type.shape) != 2 or a_type.shape[1] == ir.ShapedType.get_dynamic_size() \
            or not 1 <= a_type.shape[1] <= tuning_for().prologue_max_k:
        return None
    x = r1.op.operands[0]
    if len(ir.MemRefType(x.type).shape) != 1 or str(ir.AffineMapAttr(ir.ArrayAttr(r1.op.attributes["indexing_maps"])[0]).value) != "(d0) -> (d0)":
        return None
    row_wise = [item for item in run if item.kind == "row-wise"]
    if row_wise:
        if len(row_wise) != 1 or buffer_root(row_wise[0].op.operands[-1]) != buffer_root(x) \
                or not _gathered_from(row_wise[0], c_root) or buffer_root(x) == c_root:
            return None
    elif buffer_root(x) != c_root:
        return None
    v = r2.op.operands[v_k]
    if len(ir.MemRefType(v.type).shape) != 1 or \
            str(ir.AffineMapAttr(ir.ArrayAttr(r2.op.attributes["indexing_maps"])[v_k]).value) != "(d0) -> (d0)":
        return None
    m_buf, r_buf = r1.op.operands[-1], r2.op.operands[-1]
    if ir.MemRefType(m_buf.type).shape or ir.MemRefType(r_buf.type).shape:
        return None  # (one row: 0-d outputs)
    m_init, r_init = _fill_constant(run, buffer_root(m_buf)), _fill_constant(run, buffer_root(r_buf))
    if m_init is None or r_init is None:
        return None
    at_r2 = next(i for i, item in enumerate(run) if item.op == r2.op)
    if [item for item in run[:at_r2] if item.kind == "per-row"] != \
            [item for item in run[:at_r2] if item.kind == "per-row" and buffer_root(item.op.operands[-1])
             in (buffer_root(m_buf), buffer_root(r_buf))]:
        return None  # a per-row op before the index other than the two fills
    # The per-row ops after the index (the next token and position): the last block's thread 0 runs
    # them (@<kernel>_after), on their operands and constants only.
    after = run[at_r2 + 1:]
    if any(outside_constants(item.op) is None for item in after):
        return None
    after_inputs = []
    for item in after:
        for value in item.op.operands:
            if is_memref(value) and value not in after_inputs:
                after_inputs.append(value)
            elif not is_memref(value) and (isinstance(value.owner, ir.Block) or value.owner.name != "arith.constant"):
                return None
    # Only views, allocations and constants between the call and the run, or among the run's ops.
    ops = {item.op for item in run}
    last = block_ops.index(run[-1].op)
    if any(op not in ops and op.name not in NO_WRITE for op in block_ops[block_ops.index(call) + 1:last]):
        return None
    call_roots = {buffer_root(v) for v in call.operands if is_memref(v)}
    outputs = {buffer_root(m_buf), buffer_root(r_buf)} | ({buffer_root(x)} if row_wise else set())
    outputs |= {buffer_root(item.op.operands[-1]) for item in after}
    if outputs & call_roots or buffer_root(v) == c_root or c_root in {buffer_root(v) for v in after_inputs}:
        return None
    return call, run, x, v, m_buf, r_buf, f_op, m_init, r_init, after, after_inputs


def _build_after(fn: ir.Operation, run, after, inputs: list[ir.Value]) -> None:
    """@<kernel>_after's body: the run's per-row ops after the index (the row kernel's code for them,
    RowEmitter.per_row: their bodies inlined, loads and stores of their 0-d operands)."""
    entry = fn.regions[0].blocks[0]
    for op in reversed(list(entry.operations)):
        op.erase()
    params = list(entry.arguments)[1:]
    with ir.InsertionPoint(entry), ir.Location.fused([item.op.location for item in after] or [fn.location]):
        remap = dict(zip(inputs, params))
        for item in after:  # constants the bodies use live in the caller: clone them in
            for c in outside_constants(item.op) + [v.owner for v in item.op.operands if not is_memref(v)]:
                if c.results[0] not in remap:
                    remap[c.results[0]] = c.clone().results[0]
        emitter = RowEmitter(run, remap=remap)
        emitter.p = []
        emitter.is_first = arith.ConstantOp(ir.IntegerType.get_signless(1), 1).result  # (thread 0 calls it)
        for item in after:
            with item.op.location:
                emitter.per_row(item)
        func.ReturnOp([])


def _f32_literal(attr: ir.Attribute) -> str:
    """An f32 constant as MLIR's exact hex literal (infinities and NaN included)."""
    bits = struct.unpack("<I", struct.pack("<f", ir.FloatAttr(attr).value))[0]
    return f"0x{bits:08X}"


def fuse_head_argmax(module: ir.Module) -> int:
    """Put every eligible argmax run into the v2 head call before it (see the module docstring).
    Returns how many."""
    from .matmul_templates import template_text
    plans = []
    for _block, block_ops in function_blocks(module):
        for run in find_runs(block_ops):
            plan = _plan(run, block_ops)
            if plan is not None:
                plans.append(plan)
    for count, (call, run, x, v, m_buf, r_buf, f_op, m_init, r_init, after, after_inputs) in enumerate(plans):
        callee = callee_of(call)
        pro = list(call.operands)[3:]
        k = _static(call.operands[0]).shape[1]
        name = f"{callee}_argmax{count}"
        weight, pro_number = _head(callee)
        kind = template_for(k, weight)
        # (the profile's label: "matvec_rows[_argmax_vec4][_<w>w] + prologue + argmax", pipeline/provenance.py:
        # v13 by its registry name)
        w = "" if weight == "f32" else f"_{weight}w"
        kernel_name = (f"matvec_rows_argmax_vec4{w}_f32" if kind.startswith(VEC4) else f"matvec_rows{w}_f32") \
            + ("_prologue" if pro_number else "") + "_argmax"
        fmt = lambda vals, p: ("".join(f", %{p}{i}: {v.type}" for i, v in enumerate(vals)),  # noqa: E731
                               "".join(f", %{p}{i}" for i in range(len(vals))),
                               "".join(f", {v.type}" for v in vals))
        i_type = ir.MemRefType(r_buf.type).element_type
        text = template_text(False, "f32", False, kind, name=name, prologue=(*fmt(pro, "pro"), k),
                             kernel=kernel_name).replace("{vec4_dot}", vec4_dot(k, weight=weight))
        after_params, after_args, after_types = fmt(after_inputs, "aft")
        text = text.replace("{after_params}", after_params).replace("{after_args}", after_args) \
            .replace("{after_types}", after_types)
        text = (text.replace("{x_type}", str(x.type)).replace("{v_type}", str(v.type))
                .replace("{m_type}", str(m_buf.type)).replace("{r_type}", str(r_buf.type))
                .replace("{ielt}", str(i_type)).replace("{F}", str(ir.IntegerAttr(f_op.attributes["value"]).value))
                .replace("{m_init}", _f32_literal(m_init)).replace("{r_init}", str(ir.IntegerAttr(r_init).value)))
        extra = ir.Module.parse(text)
        for fn in list(extra.body.operations):
            module.body.append(fn.detach_from_parent())
        if pro_number:  # the prologue the prologues pass built for the call
            made = find_function(module, f"{name}_prologue")
            old = find_function(module, f"{callee}_prologue").clone(ip=ir.InsertionPoint(made))
            old.attributes["sym_name"] = ir.StringAttr.get(f"{name}_prologue")
            made.erase()
        _build_after(find_function(module, f"{name}_after"), run, after, after_inputs)
        # The kernel is the head's and the argmax's: the head's lines first (the profile's line). It
        # goes where the run ends (its outputs' buffers are made after the call; only views,
        # allocations and constants lay between).
        run_loc = ir.Location.name(ARGMAX, childLoc=ir.Location.fused([item.op.location for item in run]))
        with ir.InsertionPoint(run[-1].op), ir.Location.fused([call.location, run_loc]):
            func.CallOp([], ir.FlatSymbolRefAttr.get(name), list(call.operands) + [x, v, m_buf, r_buf] + after_inputs)
        call.erase()
        for item in run:
            item.op.erase()
        if pro_number:  # the prologue form's own instantiation, once no other call uses it
            erase_unless_called(module, callee)
    return len(plans)


def run(module: ir.Module, options=None) -> None:
    """The pass entry point: fuse_head_argmax (row-kernels, after this pass, takes the runs it leaves)."""
    fuse_head_argmax(module)
    dedup_functions(module)
