"""Runs of row ops, and the kernel one run becomes: the machinery the row-kernels, long-argmax, head-argmax
and prologues passes share. `find_runs` finds the runs of a block (ops walking the same rows, at least one
reduce, accesses a block per row keeps to itself); `RowEmitter` writes a run as one gpu.launch, a block per
row, or its body into a caller's kernel (a prologue). Why one kernel with no barrier suffices:
row_kernels.py.
"""
from __future__ import annotations

import math

from mlir import ir
from mlir.dialects import arith, gpu, memref, scf

from ..irutil import (NO_WRITE, buffer_root, constant_value, dim_position, generic_body, index, inline_body,
                     is_memref, map_indices, nested_ops)

# A reduction's combining op -> (gpu.all_reduce kind, identity as a function of the element type).
COMBINERS = {
    "arith.addf": ("add", lambda t: 0.0), "arith.addi": ("add", lambda t: 0),
    "arith.mulf": ("mul", lambda t: 1.0),
    "arith.maximumf": ("maximumf", lambda t: -math.inf), "arith.minimumf": ("minimumf", lambda t: math.inf),
    "arith.maxnumf": ("maxnumf", lambda t: -math.inf), "arith.minnumf": ("minnumf", lambda t: math.inf),
    "arith.maxsi": ("maxsi", lambda t: -(1 << (t.width - 1))), "arith.minsi": ("minsi", lambda t: (1 << (t.width - 1)) - 1),
}
ELEMENTS = ("f32", "i32", "i64")  # gpu.all_reduce lowering checked for these

# Threads per block: a row of N elements gets N rounded up to a warp, at most MAX_THREADS; with
# fewer rows than about one per SM a block may grow to 1024 threads so a long row (argmax over
# the vocabulary) is not walked by a few warps.
MAX_THREADS = 256
FEW_ROWS = 128
UNROLL = 4  # elements per thread per trip of a long reduction
# A GEMV's prologue keeps a thread's elements of the row in registers up to this many (N <= 4 T:
# 1024 at the prologues' 256 threads); a longer row takes the loop form: 124M's 768 gains from it,
# gpt2-xl's 1600 does not (docs/benchmark-log.md §9).
REGISTER_ELEMENTS = 4
# Rows of integers keep the loop form: the driver's PTX JIT miscompiles the register form of an int32
# np.min(-x) row where ptxas's cubin is exact, and the default chip, sm_75, is loaded through that JIT on
# any newer card (docs/benchmark-log.md §17).
REGISTER_INTEGER_ROWS = False


class RunOp:
    """One linalg.generic seen as row work: kind, rows P, row length N (None for per-row)."""

    def __init__(self, op: ir.Operation, kind: str, rows: tuple, length: int | None):
        self.op, self.kind, self.rows, self.length = op, kind, rows, length
        self.n_loops = len(rows) + (0 if kind == "per-row" else 1)


def _loop_ranges(op: ir.Operation) -> list[int] | None:
    """Static trip count of every loop of a linalg.generic on memrefs, None if one is unknown."""
    maps = [ir.AffineMapAttr(m).value for m in ir.ArrayAttr(op.attributes["indexing_maps"])]
    n = maps[0].n_dims if maps else 0
    ranges = [None] * n
    for value, amap in zip(op.operands, maps):
        try:
            shape = ir.MemRefType(value.type).shape
        except ValueError:
            continue  # a scalar operand
        for pos, expr in enumerate(amap.results):
            if dim_position(expr) is not None and shape[pos] != ir.ShapedType.get_dynamic_size():
                ranges[dim_position(expr)] = shape[pos]
    return None if any(r is None for r in ranges) else ranges


def _classify(op: ir.Operation) -> RunOp | None:
    if op.name != "linalg.generic" or len(op.results):
        return None
    kinds = ["parallel" if "parallel" in str(a) else "reduction" for a in ir.ArrayAttr(op.attributes["iterator_types"])]
    ranges = _loop_ranges(op)
    if ranges is None or any(not _plain_map(m) for m in ir.ArrayAttr(op.attributes["indexing_maps"])):
        return None
    if not kinds:
        return RunOp(op, "per-row", (), None)
    if all(k == "parallel" for k in kinds):
        return RunOp(op, "row-wise", tuple(ranges[:-1]), ranges[-1])  # or per-row: see _fits
    if kinds[-1] == "reduction" and all(k == "parallel" for k in kinds[:-1]) and _combiner(op) is not None:
        return RunOp(op, "reduce", tuple(ranges[:-1]), ranges[-1])
    return None


def _plain_map(attr) -> bool:
    """Maps whose results are loop indices or constants (what a kernel indexes without affine math)."""
    return all(dim_position(e) is not None or constant_value(e) is not None for e in ir.AffineMapAttr(attr).value.results)


def _combiner(op: ir.Operation) -> ir.Operation | None:
    """The reduction body's combining op `c(x, out)` when `out` is used only there and the kind
    is one gpu.all_reduce has (so thread partials can be combined in any order)."""
    body = generic_body(op)
    out = body.arguments[len(body.arguments) - 1]
    if str(out.type) not in ELEMENTS:
        return None
    yielded = list(body.operations)[-1].operands[0]
    owner = yielded.owner
    if isinstance(owner, ir.Block) or owner.name not in COMBINERS:
        return None
    uses = [u for u in out.uses]
    if len(uses) != 1 or uses[0].owner != owner or out not in list(owner.operands):
        return None
    return owner


def _fits(item: RunOp, rows: tuple, length: int) -> RunOp | None:
    """`item` as an op of the run over rows x length (all-parallel ops may be row-wise or per-row)."""
    if item.kind == "reduce":
        return item if (item.rows, item.length) == (rows, length) else None
    if item.kind == "per-row":
        return item if rows == () else None
    if (item.rows, item.length) == (rows, length):
        return item
    if item.rows + (item.length,) == rows:
        return RunOp(item.op, "per-row", rows, None)
    return None


def _loaded_roots(op: ir.Operation) -> list[ir.Value]:
    """Buffers the body reads with memref.load (a gather: no fixed pattern)."""
    return [buffer_root(o.operands[0]) for o in nested_ops(op) if o.name == "memref.load"]


def access_class(item: RunOp, amap) -> str:
    results = [str(e) for e in ir.AffineMapAttr(amap).value.results]
    dims = [f"d{i}" for i in range(item.n_loops)]
    if results == dims[:len(item.rows)]:
        return "per-row"
    if item.kind != "per-row" and results == dims:
        return "row"
    return "other"


def _valid(run: list[RunOp]) -> bool:
    """Every buffer written in the run is reached through one view with one access class."""
    written = {}
    for item in run:
        n_in = len(item.op.operands) - 1
        for value, amap in list(zip(item.op.operands, ir.ArrayAttr(item.op.attributes["indexing_maps"])))[n_in:]:
            written.setdefault(buffer_root(value), []).append((value, access_class(item, amap)))
    seen: dict = {}
    cells = {root: _disjoint_cells(run, root, views) for root, views in written.items()}
    for item in run:
        if any(r in written for r in _loaded_roots(item.op)):
            return False
        maps = ir.ArrayAttr(item.op.attributes["indexing_maps"])
        for value, amap in zip(item.op.operands, maps):
            root = buffer_root(value)
            if root not in written:
                continue
            access = (value, access_class(item, amap))
            if access[1] == "other" or (seen.setdefault(root, access) != access and not cells[root]):
                return False
    # A per-row buffer must be written before any read (reads become the register value), except
    # the reduce's own accumulator (read before, written after its all_reduce, which synchronises).
    done = set()
    for item in run:
        n_in = len(item.op.operands) - 1
        maps = ir.ArrayAttr(item.op.attributes["indexing_maps"])
        for value, amap in list(zip(item.op.operands, maps))[:n_in]:
            root = buffer_root(value)
            if root in written and access_class(item, amap) == "per-row" and root not in done:
                return False
        out = item.op.operands[n_in]
        if access_class(item, maps[n_in]) == "per-row":
            if item.kind != "reduce" and list(generic_body(item.op).arguments[n_in].uses) and buffer_root(out) not in done:
                return False
            done.add(buffer_root(out))
    return True


def _single_cell(value: ir.Value) -> tuple | None:
    """The source and static offsets of a subview that is one element (a rank-0 view), else None."""
    op = value.owner
    if isinstance(op, ir.Block) or op.name != "memref.subview" or ir.MemRefType(value.type).rank != 0:
        return None
    offsets = list(ir.DenseI64ArrayAttr(op.attributes["static_offsets"]))
    if any(o == ir.ShapedType.get_dynamic_stride_or_offset() for o in offsets) or len(op.operands) != 1:
        return None  # a dynamic offset is an operand after the source
    return op.operands[0], tuple(offsets)


def _disjoint_cells(run: list[RunOp], root: ir.Value, views: list) -> bool:
    """`root` is written through several one-element subviews at distinct static offsets of one
    source and never read in the run (np.concatenate of per-row values: the next step's token and
    position), so each op's store reaches its own element and nothing reads another op's."""
    values = {value for value, _ in views}
    if len(values) < 2:
        return False
    cells = {_single_cell(value) for value in values}
    if len(cells) != len(values) or None in cells or len({source for source, _ in cells}) != 1:
        return False
    for item in run:
        n_in = len(item.op.operands) - 1
        if any(buffer_root(v) == root for v in item.op.operands[:n_in]):
            return False
        if buffer_root(item.op.operands[n_in]) == root and list(generic_body(item.op).arguments[n_in].uses):
            return False
    return True


def find_runs(block_ops: list[ir.Operation]) -> list[list[RunOp]]:
    """Runs of consecutive row ops (neutral ops between them allowed) holding at least one reduce."""
    items = [(_classify(op), op) for op in block_ops]
    runs, used = [], set()
    for start, (item, _) in enumerate(items):
        if item is None or item.kind != "reduce" or start in used:
            continue
        rows, length = item.rows, item.length
        run = {start: item}
        for step in (-1, 1):
            i = start + step
            while 0 <= i < len(items) and i not in used:
                cand, op = items[i]
                if cand is None:
                    if op.name in NO_WRITE:  # stays in front of the launch (the run's last op's place)
                        i += step
                        continue
                    break
                fitted = _fits(cand, rows, length)
                if fitted is None:
                    break
                trial = dict(run)
                trial[i] = fitted
                if not _valid([trial[k] for k in sorted(trial)]):
                    break
                run = trial
                i += step
        used.update(run)
        runs.append([run[k] for k in sorted(run)])
    return runs


def _threads(rows: tuple, length: int) -> int:
    n_rows = math.prod(rows)
    cap = 1024 if n_rows < FEW_ROWS else MAX_THREADS
    return min(cap, max(32, -(-length // 32) * 32))


def constant(t: ir.Type, v) -> ir.Value:
    if str(t).startswith("i"):
        return arith.ConstantOp(t, ir.IntegerAttr.get(t, int(v))).result
    return arith.ConstantOp(t, ir.FloatAttr.get(t, float(v))).result


class RowEmitter:
    """Writes one run's kernel; `rowval` holds the per-row values computed so far (by buffer).

    `emit` makes the run's own launch. `body` writes the run's code for one row at the current
    insertion point, for whoever owns the block's threads: emit's launch, or a GEMV whose prologue
    the run is (pipeline/passes/prologues.py), which gives `shared` (buffer root -> a 1-D workgroup
    buffer that holds the row being made instead of that buffer), `remap` (host values the code must
    not use directly -> their stand-ins: function arguments, cloned constants) and keep_rows=False
    (per-row values stay in registers; no later kernel reads them)."""

    def __init__(self, run: list[RunOp], shared: dict | None = None, remap: dict | None = None,
                 keep_rows: bool = True, registers: bool = False):
        self.run = run
        self.rows, self.length = run[0].rows, next(i.length for i in run if i.kind == "reduce")
        self.rowval: dict = {}
        self.shared, self.remap, self.keep_rows = shared or {}, remap or {}, keep_rows
        # Shared rows the code has stored so far: a read of one before its first store is of the
        # buffer's value before the run (a norm computed in place over its input), from memory.
        self.made: set = set()
        # `registers` (a GEMV's prologue, whose block size is static): see _register_setup.
        self.registers = registers
        self.elt = None  # in the register form, the element (0 .. R-1) being emitted

    def emit(self) -> None:
        last = self.run[-1].op
        threads = _threads(self.rows, self.length)
        # The kernel comes from every op of the run: its location lists all of their NumPy lines.
        where = ir.Location.fused([item.op.location for item in self.run])
        with ir.InsertionPoint(last), where:
            launch = gpu.LaunchOp((max(1, math.prod(self.rows)), 1, 1), (threads, 1, 1))
        block = launch.regions[0].blocks[0]
        with ir.InsertionPoint(block), where:
            self.body(block.arguments[3], index(threads), threads, block.arguments[0])
            gpu.TerminatorOp()
        for item in self.run:
            item.op.erase()

    def body(self, tid: ir.Value, step: ir.Value, threads: int | None, row: ir.Value) -> None:
        """The run on row `row` (its linear number in P) by threads tid = 0, 1, ... of `step`
        (`threads`: the same count when static, else None: no unrolled reduction loop)."""
        self.tid, self.step, self.threads = tid, step, threads
        self.is_first = arith.CmpIOp(arith.CmpIPredicate.eq, tid, index(0)).result
        # Row b -> its indices in P (last dim fastest).
        self.p, rest = [], row
        for size in reversed(self.rows):
            self.p.insert(0, arith.RemUIOp(rest, index(size)).result)
            rest = arith.DivUIOp(rest, index(size)).result
        self.n = index(self.length)
        registers = (self.registers and threads is not None and -(-self.length // threads) <= REGISTER_ELEMENTS
                     and (REGISTER_INTEGER_ROWS or not self._integers()))
        if registers:
            self._register_setup()
        else:
            self.registers = False
        for item in self.run:
            with item.op.location:  # the loads, loops and stores made for an op carry its line
                {"row-wise": self.row_wise, "reduce": self.reduce, "per-row": self.per_row}[item.kind](item)
        if registers:
            self._register_stores()

    # -- the register form (a GEMV's prologue) --------------------------------------------------

    def _integers(self) -> bool:
        """Whether any op of the run reads or writes integers (REGISTER_INTEGER_ROWS)."""
        return any(isinstance(getattr(v.type, "element_type", v.type), ir.IntegerType)
                   for item in self.run for v in item.op.operands)

    def _register_setup(self) -> None:
        """Thread t's elements k_i = t + i T (i < R = ceil(N / T), T static) are emitted one by one
        instead of in loops, and the rows the run makes stay in registers (`regs`): no round trips
        through shared memory between the run's ops, and every load of a buffer the run does not
        write (x, and a norm's g and b) issued at the start, together, so that the prologue waits for
        memory once instead of once per op (the loop form loaded x twice and g and b only after
        the second reduction). The same elements are folded in the same order: the same bits.
        The rows shared memory holds are stored once, at the end (_register_stores)."""
        T = self.threads
        self.R = -(-self.length // T)
        self.kc, self.valid = [], []
        for i in range(self.R):
            k = arith.AddIOp(self.tid, index(i * T)).result if i else self.tid
            if (i + 1) * T <= self.length:  # every thread's element i is in the row
                self.kc.append(k)
                self.valid.append(None)
            else:  # past the row: element 0 read instead, never folded or stored
                ok = arith.CmpIOp(arith.CmpIPredicate.ult, k, self.n).result
                self.kc.append(arith.SelectOp(ok, k, index(0)).result)
                self.valid.append(ok)
        self.regs: dict = {}
        self.loaded: dict = {}
        written = {buffer_root(item.op.operands[-1]) for item in self.run}
        for item in self.run:
            if item.kind == "per-row":
                continue
            maps = ir.ArrayAttr(item.op.attributes["indexing_maps"])
            args = generic_body(item.op).arguments
            for j in range(len(item.op.operands) - 1):
                value = item.op.operands[j]
                if (not list(args[j].uses) or not is_memref(value) or buffer_root(value) in written
                        or access_class(item, maps[j]) == "per-row" or (value, str(maps[j]), 0) in self.loaded):
                    continue
                for i in range(self.R):  # (by value, indexing map and element: the same element's one load)
                    self.loaded[(value, str(maps[j]), i)] = memref.LoadOp(
                        self.remap.get(value, value), map_indices(maps[j], self.p + [self.kc[i]])).result

    def _register_stores(self) -> None:
        for root, buf in self.shared.items():
            for i, value in enumerate(self.regs.get(root, [])):
                self._guarded(i, lambda: memref.StoreOp(value, buf, [self.kc[i]]))

    def _guarded(self, i: int, emit) -> None:
        if self.valid[i] is None:
            emit()
            return
        branch = scf.IfOp(self.valid[i])
        with ir.InsertionPoint(branch.then_block):
            emit()
            scf.YieldOp([])

    # -- operands -----------------------------------------------------------------------------

    def _read(self, item: RunOp, i: int, ivs: list[ir.Value]) -> ir.Value:
        value = item.op.operands[i]
        amap = ir.ArrayAttr(item.op.attributes["indexing_maps"])[i]
        if not is_memref(value):
            return self.remap.get(value, value)  # a scalar operand: used as is
        root = buffer_root(value)
        if root in self.rowval and access_class(item, amap) == "per-row":
            return self.rowval[root]
        if self.registers and self.elt is not None:
            if root in self.regs:  # a row the run made, element `elt`
                return self.regs[root][self.elt]
            if (value, str(amap), self.elt) in self.loaded:
                return self.loaded[(value, str(amap), self.elt)]
        if root in self.made:  # the row being made (accessed only at its element (p, j))
            return memref.LoadOp(self.shared[root], [ivs[-1]]).result
        if self.registers and self.elt is not None:  # a buffer the run writes, read before: once an element
            key = (value, str(amap), self.elt)
            if key not in self.loaded:
                self.loaded[key] = memref.LoadOp(self.remap.get(value, value), map_indices(amap, ivs)).result
            return self.loaded[key]
        return memref.LoadOp(self.remap.get(value, value), map_indices(amap, ivs)).result

    def _args(self, item: RunOp, ivs: list[ir.Value], skip_out: bool) -> list:
        body = generic_body(item.op)
        args = []
        for i, arg in enumerate(body.arguments):
            unused = not list(arg.uses)
            args.append(None if unused or (skip_out and i == len(body.arguments) - 1) else self._read(item, i, ivs))
        return args

    def _store_row(self, item: RunOp, value: ir.Value, ivs: list[ir.Value]) -> None:
        out = item.op.operands[-1]
        if buffer_root(out) in self.shared:
            memref.StoreOp(value, self.shared[buffer_root(out)], [ivs[-1]])
            self.made.add(buffer_root(out))
            return
        amap = ir.ArrayAttr(item.op.attributes["indexing_maps"])[len(item.op.operands) - 1]
        memref.StoreOp(value, self.remap.get(out, out), map_indices(amap, ivs))

    def _store_per_row(self, item: RunOp, value: ir.Value) -> None:
        """Thread 0 writes the row's value for later kernels; this one keeps it in a register."""
        self.rowval[buffer_root(item.op.operands[-1])] = value
        if not self.keep_rows:
            return
        branch = scf.IfOp(self.is_first)
        with ir.InsertionPoint(branch.then_block):
            self._store_row(item, value, self.p)
            scf.YieldOp([])

    # -- the three kinds ----------------------------------------------------------------------

    def row_wise(self, item: RunOp) -> None:
        if self.registers:
            values = []
            for i in range(self.R):
                last = i == self.R - 1
                it = item if last else _copy(item)
                self.elt, ivs = i, self.p + [self.kc[i]]
                values.append(inline_body(it.op, self._args(it, ivs, False), ivs, self.remap))
                if not last:
                    it.op.erase()
            self.elt = None
            root = buffer_root(item.op.operands[-1])
            self.regs[root] = values
            if root not in self.shared:  # a row in memory: stored as the loop form stores it
                for i, value in enumerate(values):
                    self._guarded(i, lambda: self._store_row(item, value, self.p + [self.kc[i]]))
            return
        loop = scf.ForOp(self.tid, self.n, self.step)
        with ir.InsertionPoint(loop.body):
            ivs = self.p + [loop.induction_variable]
            value = inline_body(item.op, self._args(item, ivs, False), ivs, self.remap)
            self._store_row(item, value, ivs)
            scf.YieldOp([])

    def per_row(self, item: RunOp) -> None:
        value = inline_body(item.op, self._args(item, self.p, False), self.p, self.remap)
        self._store_per_row(item, value)

    def _fold(self, item: RunOp, j: ir.Value, acc: ir.Value, erase: bool = False) -> ir.Value:
        """The reduce body at element j with `out` = acc, inlined here; returns the new acc."""
        ivs = self.p + [j]
        args = self._args(item, ivs, True)
        args[-1] = acc
        value = inline_body(item.op, args, ivs, self.remap)
        if erase:
            item.op.erase()  # a copy made for unrolling
        return value

    def reduce(self, item: RunOp) -> None:
        combine = _combiner(item.op)
        kind, identity = COMBINERS[combine.name]
        out_arg = generic_body(item.op).arguments[len(generic_body(item.op).arguments) - 1]
        elt = out_arg.type
        init = self._read(item, len(item.op.operands) - 1, self.p)  # the accumulator's start
        acc = constant(elt, identity(elt))
        partial = self._partial_in_registers(item, acc) if self.registers else self._partial_in_loops(item, acc)
        total = gpu.AllReduceOp(partial, op=ir.Attribute.parse(f"#gpu<all_reduce_op {kind}>"),
                                uniform=ir.UnitAttr.get()).result
        value = ir.Operation.create(combine.name, results=[elt], operands=[total, init]).result
        self._store_per_row(item, value)

    def _partial_in_registers(self, item: RunOp, acc: ir.Value) -> ir.Value:
        """This thread's fold of its elements, one by one, in the loop's order (k = t, t + T, ...)."""
        for i in range(self.R):
            self.elt = i
            new = self._fold(_copy(item), self.kc[i], acc, erase=True)
            acc = new if self.valid[i] is None else arith.SelectOp(self.valid[i], new, acc).result
        self.elt = None
        return acc

    def _partial_in_loops(self, item: RunOp, acc: ir.Value) -> ir.Value:
        """This thread's fold of elements t, t + T, ... in loops. A long row (argmax over the
        vocabulary): UNROLL elements per trip while whole trips remain, their loads independent of
        each other (one body copy each), so a thread keeps several loads in flight instead of
        waiting on each; then the rest one per trip."""
        whole = self.length // (UNROLL * self.threads) * (UNROLL * self.threads) if self.threads else 0
        if whole:
            loop = scf.ForOp(self.tid, index(whole), index(UNROLL * self.threads), [acc])
            with ir.InsertionPoint(loop.body):
                acc = loop.inner_iter_args[0]
                for u in range(UNROLL):
                    j = arith.AddIOp(loop.induction_variable, index(u * self.threads)).result
                    acc = self._fold(_copy(item), j, acc, erase=True)
                scf.YieldOp([acc])
            acc = loop.results[0]
        start = arith.AddIOp(self.tid, index(whole)).result if whole else self.tid
        loop = scf.ForOp(start, self.n, self.step, [acc])
        with ir.InsertionPoint(loop.body):
            scf.YieldOp([self._fold(item, loop.induction_variable, loop.inner_iter_args[0])])
        return loop.results[0]


def _copy(item: RunOp) -> RunOp:
    """A copy of the run's op beside it, to inline once more (an unrolled element) and erase."""
    return RunOp(item.op.clone(ip=ir.InsertionPoint(item.op)), item.kind, item.rows, item.length)


