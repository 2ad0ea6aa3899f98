"""GPU, part of the row-kernels pass: the argmax over a long row (a decoding step's next token over the 50,257 logits) as two
kernels, many blocks and then one, instead of one block walking the whole row.

After fusion an argmax is a row-kernel run (pipeline/passes/row_kernels.py): row-wise ops that produce
the row x (the last position's logits), the max M = max_j x_j (reduce R1), and the first index of
it, min_j (x_j == M ? v_j : F) (reduce R2; v is np.arange's buffer, F = the row length). One block
per row leaves all but one SM idle: 35 us on the H200 for the vocabulary. Here, for at most
`argmax_split_max_rows` rows of at least `argmax_split_min_length` elements (pipeline/kernels/tuning.py):

  kernel 1, a block per chunk of CHUNK elements (and per row): runs the row-wise ops on its chunk,
    takes the chunk's max m_b (block all-reduce) and r_b = min over the chunk of
    (x_j == m_b ? v_j : F), both into a small buffer (v is loaded only where x_j == m_b);
  kernel 2, a block per row: M = max_b m_b (with R1's start value, as before), and
    min over the chunks of (m_b == M ? r_b : F) (with R2's start value).

The same result as one pass, bit for bit: a chunk whose max is M holds every x_j == M of that chunk
and r_b is their first v_j (or F from a smaller element); a chunk whose max is not M has no
x_j == M, so each of its elements gives F. Max and min do not depend on the order of combining:
deterministic. NaN as before: a NaN in the row makes M NaN (arith.maximumf), no x_j == M, and
the result is F (one past the last index), in one pass and here alike.

Only this shape of run is split: row-wise ops first, then R1 with body maximumf(x, acc), then R2
with body minsi(select(cmpf oeq (x, M), v, F), acc) over the same x, per-row ops that take no
buffer (the reductions' fills) anywhere. Anything else keeps the one-block row kernel.
"""
from __future__ import annotations

import math

from mlir import ir
from mlir.dialects import arith, gpu, memref, scf

from ..irutil import buffer_root, generic_body, index, inline_body, is_memref, map_indices
from ..kernels import tuning_for
from .runs import COMBINERS, RowEmitter, RunOp, access_class, constant, find_runs

THREADS = 256             # kernel 1: threads per block
PER_THREAD = 4            # kernel 1: elements per thread, loaded together
CHUNK = THREADS * PER_THREAD


def _block_arg_operand(op: ir.Operation, value: ir.Value) -> int | None:
    """Which operand of the generic `value` (a block argument of its body) stands for."""
    body = generic_body(op)
    for i, arg in enumerate(body.arguments):
        if arg == value:
            return i
    return None


def argmax_plan(run: list[RunOp]):
    """(R1, R2, x operand index of R2, v operand index of R2, F) when the run is a long argmax."""
    reduces = [i for i, item in enumerate(run) if item.kind == "reduce"]
    # After R2 only per-row ops (on the argmax: kernel 2 computes them, as the row kernel would).
    if len(reduces) != 2 or any(item.kind != "per-row" for item in run[reduces[1] + 1:]):
        return None
    r1, r2 = run[reduces[0]], run[reduces[1]]
    t = tuning_for()
    if math.prod(r1.rows) > t.argmax_split_max_rows or r1.length < t.argmax_split_min_length:
        return None
    if any(item.kind == "row-wise" for item in run[reduces[0]:]):
        return None
    per_row_roots = {buffer_root(item.op.operands[-1]) for item in run if item.kind == "per-row"}
    for item in run[:reduces[1]]:
        if item.kind == "per-row" and any(is_memref(v) for v in list(item.op.operands)[:-1]):
            return None  # only fills: kernel 2 computes them
        if item.kind == "row-wise" and any(buffer_root(v) in per_row_roots for v in list(item.op.operands)[:-1]
                                           if is_memref(v)):
            return None  # kernel 1 has no per-row values
    # R1: acc = maximumf(x, acc) on one f32 input read element by element.
    body1 = list(generic_body(r1.op).operations)
    if len(r1.op.operands) != 2 or len(body1) != 2 or body1[0].name != "arith.maximumf":
        return None
    args1 = list(generic_body(r1.op).arguments)
    if set(body1[0].operands) != {args1[0], args1[1]} or str(args1[0].type) != "f32":
        return None
    maps1 = ir.ArrayAttr(r1.op.attributes["indexing_maps"])
    if access_class(r1, maps1[0]) != "row" or access_class(r1, maps1[1]) != "per-row":
        return None
    x_root, m_root = buffer_root(r1.op.operands[0]), buffer_root(r1.op.operands[1])
    # R2: acc = min(select(x == M, v, F), acc).
    body2 = [op for op in generic_body(r2.op).operations if op.name != "arith.constant"]
    if [op.name for op in body2] not in (["arith.cmpf", "arith.select", "arith.minsi", "linalg.yield"],
                                          ["arith.cmpf", "arith.select", "arith.minui", "linalg.yield"]):
        return None
    cmp, sel, mn, _ = body2
    if ir.IntegerAttr(cmp.attributes["predicate"]).value != arith.CmpFPredicate.OEQ.value:
        return None
    maps2 = ir.ArrayAttr(r2.op.attributes["indexing_maps"])
    ops2 = list(r2.op.operands)
    n_in = len(ops2) - 1
    found = {}
    for v in cmp.operands:
        k = _block_arg_operand(r2.op, v)
        if k is None or k >= n_in or not is_memref(ops2[k]):
            return None
        root, access = buffer_root(ops2[k]), access_class(r2, maps2[k])
        if root == x_root and access == "row" and ops2[k].type == r1.op.operands[0].type:
            found["x"] = k
        elif root == m_root and access == "per-row":
            found["m"] = k
    if set(found) != {"x", "m"} or sel.operands[0] != cmp.results[0]:
        return None
    v = _block_arg_operand(r2.op, sel.operands[1])
    if v is None or v >= n_in or not is_memref(ops2[v]):  # any plain map: read at (rows, j)
        return None
    f_owner = sel.operands[2].owner
    if isinstance(f_owner, ir.Block) or f_owner.name != "arith.constant":
        return None
    out = generic_body(r2.op).arguments[n_in]
    if set(mn.operands) != {sel.results[0], out} or list(generic_body(r2.op).operations)[-1].operands[0] != mn.results[0]:
        return None
    return r1, r2, found["x"], v, f_owner, mn.name


class _Split(RowEmitter):
    """Emits the two kernels of a long argmax run (see the module docstring)."""

    def __init__(self, run: list[RunOp], plan):
        super().__init__(run)
        self.r1, self.r2, self.x_k, self.v_k, self.f_op, self.min_name = plan

    def emit(self) -> None:
        last = self.run[-1].op
        n_rows, length = max(1, math.prod(self.rows)), self.length
        chunks = -(-length // CHUNK)
        x_type = ir.MemRefType(self.r1.op.operands[0].type).element_type
        i_type = generic_body(self.r2.op).arguments[len(self.r2.op.operands) - 1].type
        # Both kernels come from the run's ops: their locations keep its NumPy lines (pipeline/provenance.py).
        with ir.InsertionPoint(last), ir.Location.fused([item.op.location for item in self.run]):
            pm = memref.AllocOp(ir.MemRefType.get([n_rows, chunks], x_type), [], []).result
            pr = memref.AllocOp(ir.MemRefType.get([n_rows, chunks], i_type), [], []).result
            f_value = self.f_op.clone().results[0]  # F, for kernel 2 (it may live in R2's body)
            self._chunks(pm, pr, n_rows, chunks)
            self._combine(pm, pr, n_rows, chunks, f_value)
            memref.DeallocOp(pm)
            memref.DeallocOp(pr)
        for item in self.run:
            item.op.erase()

    def _rows(self, b: ir.Value) -> list[ir.Value]:
        """Row number b -> its indices in P (last dim fastest)."""
        p, rest = [], b
        for size in reversed(self.rows):
            p.insert(0, arith.RemUIOp(rest, index(size)).result)
            rest = arith.DivUIOp(rest, index(size)).result
        return p

    def _chunks(self, pm, pr, n_rows: int, chunks: int) -> None:
        launch = gpu.LaunchOp((chunks, n_rows, 1), (THREADS, 1, 1))
        block = launch.regions[0].blocks[0]
        with ir.InsertionPoint(block):
            bx, by, tx = block.arguments[0], block.arguments[1], block.arguments[3]
            self.p = self._rows(by)
            start = arith.AddIOp(arith.MulIOp(bx, index(CHUNK)).result, tx).result
            x_type = ir.MemRefType(self.r1.op.operands[0].type).element_type
            ninf = constant(x_type, -math.inf)
            js, ins, xs = [], [], []
            for u in range(PER_THREAD):
                j = arith.AddIOp(start, index(u * THREADS)).result
                inside = arith.CmpIOp(arith.CmpIPredicate.ult, j, index(self.length)).result
                branch = scf.IfOp(inside, [x_type], has_else=True)
                with ir.InsertionPoint(branch.then_block):
                    for item in self.run:
                        if item.kind == "row-wise":  # the ops that make x, on this element
                            copy = RunOp(item.op.clone(ip=ir.InsertionPoint(item.op)), "row-wise", item.rows, item.length)
                            self._row_wise_at(copy, j)
                    x = memref.LoadOp(self.r1.op.operands[0],
                                      map_indices(ir.ArrayAttr(self.r1.op.attributes["indexing_maps"])[0], self.p + [j]))
                    scf.YieldOp([x.result])
                with ir.InsertionPoint(branch.else_block):
                    scf.YieldOp([ninf])
                js.append(j), ins.append(inside), xs.append(branch.results[0])
            m = ninf
            for x in xs:  # out-of-range elements are -inf: they never change the max
                m = arith.MaximumFOp(x, m).result
            m_b = gpu.AllReduceOp(m, op=ir.Attribute.parse("#gpu<all_reduce_op maximumf>"), uniform=ir.UnitAttr.get()).result
            i_type = generic_body(self.r2.op).arguments[len(self.r2.op.operands) - 1].type
            kind, identity = COMBINERS[self.min_name] if self.min_name in COMBINERS else ("minui", lambda t: -1)
            ident = constant(i_type, identity(i_type))
            f_value = self.f_op.clone().results[0]
            v_buf = self.r2.op.operands[self.v_k]
            v_map = ir.ArrayAttr(self.r2.op.attributes["indexing_maps"])[self.v_k]
            r = ident
            for j, inside, x in zip(js, ins, xs):
                hit = arith.AndIOp(inside, arith.CmpFOp(arith.CmpFPredicate.OEQ, x, m_b).result).result
                branch = scf.IfOp(hit, [i_type], has_else=True)
                with ir.InsertionPoint(branch.then_block):  # v is read only at a maximum
                    scf.YieldOp([memref.LoadOp(v_buf, map_indices(v_map, self.p + [j])).result])
                with ir.InsertionPoint(branch.else_block):
                    scf.YieldOp([arith.SelectOp(inside, f_value, ident).result])
                r = ir.Operation.create(self.min_name, results=[i_type], operands=[branch.results[0], r]).result
            r_b = gpu.AllReduceOp(r, op=ir.Attribute.parse(f"#gpu<all_reduce_op {kind}>"), uniform=ir.UnitAttr.get()).result
            first = arith.CmpIOp(arith.CmpIPredicate.eq, tx, index(0)).result
            branch = scf.IfOp(first)
            with ir.InsertionPoint(branch.then_block):
                memref.StoreOp(m_b, pm, [by, bx])
                memref.StoreOp(r_b, pr, [by, bx])
                scf.YieldOp([])
            gpu.TerminatorOp()

    def _row_wise_at(self, item: RunOp, j: ir.Value) -> None:
        ivs = self.p + [j]
        value = inline_body(item.op, self._args(item, ivs, False), ivs)
        self._store_row(item, value, ivs)
        item.op.erase()

    def _combine(self, pm, pr, n_rows: int, chunks: int, f_value: ir.Value) -> None:
        threads = min(1024, max(32, -(-chunks // 32) * 32))
        launch = gpu.LaunchOp((n_rows, 1, 1), (threads, 1, 1))
        block = launch.regions[0].blocks[0]
        with ir.InsertionPoint(block):
            bx, tx = block.arguments[0], block.arguments[3]
            self.tid, self.step = tx, index(threads)
            self.is_first = arith.CmpIOp(arith.CmpIPredicate.eq, tx, index(0)).result
            self.p = self._rows(bx)
            for item in self.run:
                if item.kind == "per-row":  # the reductions' fills
                    self.per_row(item)
                elif item.op == self.r1.op:
                    self._combine_max(item, pm, bx, chunks)
                elif item.op == self.r2.op:
                    self._combine_index(item, pm, pr, bx, chunks, f_value)
            gpu.TerminatorOp()

    def _fold_chunks(self, chunks: int, init: ir.Value, step) -> ir.Value:
        """Thread t folds chunks t, t + threads, ... with step(b, acc) -> acc."""
        loop = scf.ForOp(self.tid, index(chunks), self.step, [init])
        with ir.InsertionPoint(loop.body):
            scf.YieldOp([step(loop.induction_variable, loop.inner_iter_args[0])])
        return loop.results[0]

    def _combine_max(self, item: RunOp, pm, row, chunks: int) -> None:
        elt = ir.MemRefType(pm.type).element_type
        acc = self._fold_chunks(chunks, constant(elt, -math.inf),
                                lambda b, acc: arith.MaximumFOp(memref.LoadOp(pm, [row, b]).result, acc).result)
        total = gpu.AllReduceOp(acc, op=ir.Attribute.parse("#gpu<all_reduce_op maximumf>"), uniform=ir.UnitAttr.get()).result
        init = self._read(item, len(item.op.operands) - 1, self.p)  # R1's start value (its fill)
        self._store_per_row(item, arith.MaximumFOp(total, init).result)

    def _combine_index(self, item: RunOp, pm, pr, row, chunks: int, f_value: ir.Value) -> None:
        m = self._read(item, self.r2_m_operand(), self.p)  # R1's result, in a register
        elt = ir.MemRefType(pr.type).element_type
        kind, identity = COMBINERS[self.min_name] if self.min_name in COMBINERS else ("minui", lambda t: -1)

        def step(b, acc):
            hit = arith.CmpFOp(arith.CmpFPredicate.OEQ, memref.LoadOp(pm, [row, b]).result, m).result
            got = arith.SelectOp(hit, memref.LoadOp(pr, [row, b]).result, f_value).result
            return ir.Operation.create(self.min_name, results=[elt], operands=[got, acc]).result

        acc = self._fold_chunks(chunks, constant(elt, identity(elt)), step)
        total = gpu.AllReduceOp(acc, op=ir.Attribute.parse(f"#gpu<all_reduce_op {kind}>"), uniform=ir.UnitAttr.get()).result
        init = self._read(item, len(item.op.operands) - 1, self.p)  # R2's start value (its fill)
        self._store_per_row(item, ir.Operation.create(self.min_name, results=[elt], operands=[total, init]).result)

    def r2_m_operand(self) -> int:
        m_root = buffer_root(self.r1.op.operands[1])
        return next(k for k, v in enumerate(list(self.r2.op.operands)[:-1])
                    if is_memref(v) and buffer_root(v) == m_root)


def split_long_argmax(run: list[RunOp]) -> bool:
    """Emit `run` as the two-kernel argmax if it is one (see the module docstring); False leaves
    it to the one-block row kernel."""
    plan = argmax_plan(run)
    if plan is None:
        return False
    _Split(run, plan).emit()
    return True


def run(module: ir.Module, options=None) -> None:
    """The pass entry point: every run of every function that is a long argmax becomes its two kernels
    (row-kernels, after this pass, takes the other runs)."""
    for f in [op for op in module.body.operations if op.operation.name == "func.func"]:
        for block in f.operation.regions[0].blocks:
            for r in find_runs([op.operation for op in block.operations]):
                split_long_argmax(r)
