"""The host-alloc stage's host function (19-host-alloc.mlir) -> manifest.json: a flat,
decision-free list of GPU steps.

The schema is contract/manifest.py; the launcher (launcher/gpu_run.py) replays it without MLIR.
This builder handles exactly what the GPU path (pipeline/gpu.py) leaves in the host function:

    arith.constant (index)                        grid, block and view operands
    gpu.wait, gpu.alloc, gpu.dealloc              "alloc" and "free" steps (tokens carry nothing:
                                                  the manifest is one ordered stream)
    gpu.launch_func with memref operands          "launch" steps
    memref.subview, expand_shape, collapse_shape, folded into (buffer, offset, sizes, strides)
    transpose, reshape (its shape from a
    memref.get_global)
    func.return

Any other host op is refused with a ManifestError naming it and its location.

Usage: python -m pipeline.manifest 19-host-alloc.mlir kernels/ manifest.json --num-inputs K
"""
from __future__ import annotations

import argparse
import json
import math
import os
import re
from dataclasses import dataclass
from pathlib import Path

from contract import descriptor, dtypes
from contract.manifest import VERSION, Buffer, Manifest, ManifestError, MemrefArg

from . import provenance
from .passes import assemble

__all__ = ["build_manifest", "validate_manifest", "ptx_entries", "ManifestError", "VERSION"]

# CUDA's largest grid: x up to 2^31 - 1 blocks, y and z up to 65,535 (a batched product puts its batch in z)
GRID_MAX = (2**31 - 1, 65535, 65535)


def grid_error(grid: list[int]) -> str | None:
    """Why CUDA would refuse to launch this grid, or None."""
    if any(g > most for g, most in zip(grid, GRID_MAX)):
        return (f"a grid of {grid} blocks is past CUDA's limits (x at most 2^31 - 1, y and z at most 65,535): "
                "split the op into calls over fewer batches or rows")
    return None


SHAPE_GLOBAL = object()  # a memref.get_global used only as a reshape's shape
TOKEN = object()  # a !gpu.async.token


@dataclass
class View:
    buffer: int
    offset: int
    sizes: list[int]
    strides: list[int]
    dtype: str

    def arg(self) -> MemrefArg:
        return {"kind": "memref", "buffer": self.buffer, "offset": self.offset,
                "sizes": list(self.sizes), "strides": list(self.strides), "dtype": self.dtype}


def _where(loc) -> str:
    """file:line:col of an op's location (looking through name/callsite/fused locations)."""
    try:
        if loc.is_a_file():
            return f"{loc.filename}:{loc.start_line}:{loc.start_col}"
        if loc.is_a_name():
            return _where(loc.child_loc)
        if loc.is_a_callsite():
            return _where(loc.callee)
        if loc.is_a_fused() and list(loc.locations):
            return _where(loc.locations[0])
    except Exception:  # an odd location kind: fall back to its printed form
        pass
    return str(loc)


def _dtype(element_type, where: str) -> str:
    name = dtypes.numpy_name(str(element_type))
    if name is None:
        raise ManifestError(f"{where}: element type {element_type} has no NumPy dtype the launcher supports")
    return name


def _static_memref(type_, what: str, where: str):
    from mlir import ir
    t = ir.MemRefType(type_)
    if not t.has_static_shape:
        raise ManifestError(f"{where}: {what} has a dynamic shape ({t}); the manifest needs static shapes")
    return t


class _HostFunction:
    """Walks the host function once, building buffers and steps; one handler per host op it knows."""

    def __init__(self, func, num_inputs: int, constant_args: set[int], ptx_rel, kernels: dict | None = None):
        from mlir import ir
        self.ir, self.ptx_rel = ir, ptx_rel
        self.kernels = kernels or {}  # (gpu.module, gpu.func) -> the gpu.func op
        self.function = ir.StringAttr(func.attributes["sym_name"]).value
        self.described: list = []  # provenance.Kernel of each launch step, in order
        self.chain_cache: dict = {}  # a kernel's ops' locations, read once for all its launches
        self.env: dict = {}
        self.buffers: list[Buffer] = []
        self.steps: list[dict] = []
        self.freed: set[int] = set()
        self.handlers = {"arith.constant": self.constant, "func.return": self.ret, "gpu.wait": self.tokens,
                         "gpu.alloc": self.alloc, "gpu.dealloc": self.dealloc, "gpu.launch_func": self.launch,
                         "memref.get_global": self.get_global, "memref.reshape": self.reshape,
                         "memref.subview": self.subview, "memref.transpose": self.transpose,
                         "memref.expand_shape": self.expand_shape, "memref.collapse_shape": self.collapse_shape}
        block = func.regions[0].blocks[0]
        where = _where(func.location)
        for i, arg in enumerate(block.arguments):
            if not _is_memref(arg.type):
                raise ManifestError(f"{where}: argument {i} of @main has type {arg.type}; only memrefs are supported")
            role = "constant" if i in constant_args else "argument" if i < num_inputs else "result"
            t = _static_memref(arg.type, f"argument {i}", where)
            strides, offset = t.get_strides_and_offset()
            if offset != 0 or strides != _row_major(t.shape):
                raise ManifestError(f"{where}: argument {i} has a non-identity layout {t}")
            self.env[arg] = self._new_buffer(t, role, where)

    def _new_buffer(self, t, role: str, where: str) -> View:
        dtype = _dtype(t.element_type, where)
        shape = [int(s) for s in t.shape]
        bid = len(self.buffers)
        self.buffers.append({"id": bid, "bytes": math.prod(shape) * dtypes.itemsize(dtype), "dtype": dtype,
                             "shape": shape, "role": role})
        return View(bid, 0, shape, _row_major(shape), dtype)

    def value(self, v, op, kind=None):
        if v not in self.env:
            raise ManifestError(f"{_where(op.location)}: {op.name} uses a value the manifest cannot "
                                f"evaluate statically ({v.get_name()})")
        got = self.env[v]
        if kind is not None and not isinstance(got, kind):
            raise ManifestError(f"{_where(op.location)}: {op.name} expects a {kind.__name__} operand, "
                                f"got {v.get_name()}")
        return got

    def run(self, block) -> None:
        for op in block.operations:
            op = op.opview if hasattr(op, "opview") else op
            name = op.operation.name
            handler = self.handlers.get(name)
            if handler is None or len(op.operation.regions):
                raise ManifestError(f"{_where(op.location)}: host op '{name}' is not one the GPU path emits, "
                                    f"so the manifest cannot express it (it handles {', '.join(self.handlers)})")
            handler(op)
        for b in self.buffers:  # a temporary the IR never frees is freed at the end
            if b["role"] == "temporary" and b["id"] not in self.freed:
                self.steps.append({"op": "free", "buffer": b["id"]})

    # --- constants, tokens, return ----------------------------------------------------------
    def constant(self, op) -> None:
        if str(op.result.type) not in ("index", "i32"):  # i32: a launch's dynamic shared memory size
            raise ManifestError(f"{_where(op.location)}: host op 'arith.constant' of type {op.result.type} "
                                "(the GPU path leaves only index and i32 constants on the host)")
        self.env[op.result] = int(self.ir.IntegerAttr(op.attributes["value"]).value)

    def tokens(self, op) -> None:
        for r in op.results:
            self.env[r] = TOKEN

    def ret(self, op) -> None:
        if len(op.operands):
            raise ManifestError(f"{_where(op.location)}: @main returns values; results must be out-params "
                                "(buffer-results-to-out-params)")

    # --- allocation and launches --------------------------------------------------------------
    def alloc(self, op) -> None:
        where = _where(op.location)
        for r in op.results:
            if "async.token" in str(r.type):
                self.env[r] = TOKEN
                continue
            view = self._new_buffer(_static_memref(r.type, f"{op.name} result", where), "temporary", where)
            self.steps.append({"op": "alloc", "buffer": view.buffer})
            self.env[r] = view

    def dealloc(self, op) -> None:
        view = self.value(op.memref, op, View)
        if self.buffers[view.buffer]["role"] != "temporary":
            raise ManifestError(f"{_where(op.location)}: {op.name} frees buffer {view.buffer}, "
                                f"a {self.buffers[view.buffer]['role']} owned by the caller")
        self.freed.add(view.buffer)
        self.steps.append({"op": "free", "buffer": view.buffer})
        self.tokens(op)

    def launch(self, op) -> None:
        ir, where = self.ir, _where(op.location)
        if op.asyncObject is not None:
            raise ManifestError(f"{where}: gpu.launch_func with an async object, which the GPU path does not emit")
        # a template that adds its blocks' sums through distributed shared memory (v15) launches clusters
        cluster = (None if op.clusterSizeX is None else
                   [self.value(v, op, int) for v in (op.clusterSizeX, op.clusterSizeY, op.clusterSizeZ)])
        # a template whose shared memory is over the 48 KiB a kernel may declare asks for it at launch
        shared = 0 if op.dynamicSharedMemorySize is None else self.value(op.dynamicSharedMemorySize, op, int)
        grid = [self.value(v, op, int) for v in (op.gridSizeX, op.gridSizeY, op.gridSizeZ)]
        block = [self.value(v, op, int) for v in (op.blockSizeX, op.blockSizeY, op.blockSizeZ)]
        sym = ir.SymbolRefAttr(op.attributes["kernel"])
        module, kernel = sym.value[0], sym.value[-1]
        if (why := grid_error(grid)) is not None:  # here, not as an invalid-value error at the launch
            source = provenance.describe(op, self.kernels.get((module, kernel)), grid, block, self.function).source
            raise ManifestError(f"{', '.join(source) or where}: @{kernel}: {why}")
        args = []
        for i, v in enumerate(op.kernelOperands):
            if not _is_memref(v.type):
                raise ManifestError(f"{where}: kernel operand {i} of @{module}::@{kernel} has type {v.type}; "
                                    "the GPU path sinks scalars into kernels, so only memrefs are passed")
            args.append(self.value(v, op, View).arg())
        step = {"op": "launch", "ptx": self.ptx_rel(module), "kernel": kernel, "grid": grid,
                "block": block, "shared_bytes": shared, "args": args}
        if cluster is not None:  # (a cluster of one block too: the kernel's cluster instructions need one)
            if any(g % c for g, c in zip(grid, cluster)):
                raise ManifestError(f"{where}: a grid of {grid} blocks is no whole number of {cluster} clusters")
            step["cluster"] = cluster
        if _starts_early(self.kernels.get((module, kernel))):
            step["pdl"] = True
        self.steps.append(step)
        self.described.append(provenance.describe(op, self.kernels.get((module, kernel)), grid, block, self.function,
                                                  self.chain_cache))
        self.tokens(op)

    # --- views --------------------------------------------------------------------------------
    def get_global(self, op) -> None:
        # Only the shape operand of a memref.reshape (from a tensor.reshape) comes from a global;
        # the reshape's static result type already says everything, so the value is not needed.
        self.env[op.result] = SHAPE_GLOBAL

    def reshape(self, op) -> None:
        where = _where(op.location)
        src = self.value(op.source, op, View)
        if src.strides != _row_major(src.sizes):
            raise ManifestError(f"{where}: memref.reshape of a non-contiguous view {src}")
        t = _static_memref(op.result.type, "memref.reshape result", where)
        shape = [int(s) for s in t.shape]
        self.env[op.result] = View(src.buffer, src.offset, shape, _row_major(shape), src.dtype)

    def _mixed(self, op, static, dynamic) -> list[int]:
        dyn = iter(dynamic)
        markers = (self.ir.ShapedType.get_dynamic_stride_or_offset(), self.ir.ShapedType.get_dynamic_size())
        return [self.value(next(dyn), op, int) if s in markers else int(s) for s in self.ir.DenseI64ArrayAttr(static)]

    def subview(self, op) -> None:
        src = self.value(op.source, op, View)
        offs = self._mixed(op, op.static_offsets, op.offsets)
        sizes = self._mixed(op, op.static_sizes, op.sizes)
        steps = self._mixed(op, op.static_strides, op.strides)
        offset = src.offset + sum(o * s for o, s in zip(offs, src.strides))
        strides = [a * b for a, b in zip(src.strides, steps)]
        rank = self.ir.MemRefType(op.result.type).rank
        while len(sizes) > rank:  # rank-reducing subview: drop unit dimensions
            drop = next((i for i, s in enumerate(sizes) if s == 1), None)
            if drop is None:
                raise ManifestError(f"{_where(op.location)}: cannot match rank-reduced memref.subview result")
            del sizes[drop], strides[drop]
        self._set(op, View(src.buffer, offset, sizes, strides, src.dtype))

    def transpose(self, op) -> None:
        src = self.value(op.in_, op, View)
        perm = self.ir.AffineMapAttr(op.attributes["permutation"]).value
        order = [self.ir.AffineDimExpr(e).position for e in perm.results]
        self._set(op, View(src.buffer, src.offset, [src.sizes[p] for p in order],
                           [src.strides[p] for p in order], src.dtype))

    def _groups(self, op) -> list[list[int]]:
        return [[int(self.ir.IntegerAttr(i).value) for i in g] for g in op.attributes["reassociation"]]

    def collapse_shape(self, op) -> None:
        src, groups = self.value(op.src, op, View), self._groups(op)
        sizes = [math.prod(src.sizes[i] for i in g) for g in groups]
        strides = [src.strides[g[-1]] if g else 1 for g in groups]
        self._set(op, View(src.buffer, src.offset, sizes, strides, src.dtype))

    def expand_shape(self, op) -> None:
        src, groups = self.value(op.src, op, View), self._groups(op)
        sizes = self._mixed(op, op.static_output_shape, op.output_shape)
        # A 0-d source has no groups (every size is 1): its result is contiguous.
        strides = [math.prod(sizes[i + 1:]) for i in range(len(sizes))]
        for d, g in enumerate(groups):
            stride = src.strides[d]
            for i in reversed(g):
                strides[i], stride = stride, stride * sizes[i]
        self._set(op, View(src.buffer, src.offset, sizes, strides, src.dtype))

    def _set(self, op, view: View) -> None:
        """Bind a view op's result, cross-checked against the static parts of its result type."""
        t = self.ir.MemRefType(op.result.type)
        strides, offset = t.get_strides_and_offset()
        dyn = self.ir.ShapedType.get_dynamic_stride_or_offset()
        ok = len(view.sizes) == t.rank and all(
            a == b or b == self.ir.ShapedType.get_dynamic_size() for a, b in zip(view.sizes, t.shape))
        ok = ok and all(a == b or b == dyn for a, b in zip(view.strides, strides)) and offset in (view.offset, dyn)
        if not ok:
            raise ManifestError(f"{_where(op.location)}: folded {op.name} to offset {view.offset} sizes "
                                f"{view.sizes} strides {view.strides}, which disagrees with its type {t}")
        self.env[op.result] = view


def _is_memref(type_) -> bool:
    from mlir import ir
    try:
        ir.MemRefType(type_)
        return True
    except ValueError:
        return False


def _row_major(shape) -> list[int]:
    strides, acc = [], 1
    for s in reversed(list(shape)):
        strides.append(acc)
        acc *= int(s)
    return strides[::-1]


def _starts_early(func) -> bool:
    """The kernel is to be launched early: its griddepcontrol wait comes after a prefetch of its
    weights (the mark pipeline/passes/dependent_launch.py keeps); a kernel that waits at its entry is
    launched plainly (that pass says why)."""
    from .passes.dependent_launch import early
    return func is not None and early(func)


def build_manifest(outlined: Path, ptx_dir: Path, out: Path, *, num_inputs: int | None = None,
                   n_results: int | None = None, constant_args: set[int] = frozenset(),
                   program: str | None = None, function: str = "main", validate: bool = True) -> dict:
    """Parse the host function of `outlined` and write `out` (manifest.json); return the manifest.

    Results are the trailing out-params: give `num_inputs` or `n_results` (default: 1 result).
    PTX paths are written relative to out's folder (the build dir) as ptx_dir/<gpu.module>.ptx, and
    each one's cubin as ptx_dir/cubins.json (the assemble pass) names it; without that index the
    manifest has no cubins, which validation refuses.
    """
    from mlir import ir
    outlined, ptx_dir, out = Path(outlined), Path(ptx_dir), Path(out)
    build_dir = out.parent
    with ir.Context():
        try:
            module = ir.Module.parseFile(str(outlined))
        except ir.MLIRError as e:
            raise ManifestError(f"{outlined}: does not parse: {e}") from e
        funcs = [op for op in module.body.operations if op.operation.name == "func.func"]
        host = next((f for f in funcs if ir.StringAttr(f.attributes["sym_name"]).value == function), None)
        if host is None:
            raise ManifestError(f"{outlined}: no host function @{function} (found "
                                f"{[ir.StringAttr(f.attributes['sym_name']).value for f in funcs]})")
        if len(host.regions[0].blocks) != 1:
            raise ManifestError(f"{_where(host.location)}: @{function} has several blocks (control flow)")
        nargs = len(host.regions[0].blocks[0].arguments)
        if num_inputs is None:
            num_inputs = nargs - (1 if n_results is None else n_results)
        if not 0 <= num_inputs <= nargs:
            raise ManifestError(f"{outlined}: num_inputs={num_inputs} but @{function} has {nargs} arguments")

        def ptx_rel(mod: str) -> str:
            return Path(os.path.relpath(ptx_dir / f"{mod}.ptx", build_dir)).as_posix()

        kernels = {(ir.StringAttr(m.attributes["sym_name"]).value, ir.StringAttr(f.attributes["sym_name"]).value): f
                   for m in module.body.operations if m.operation.name == "gpu.module"
                   for f in m.regions[0].blocks[0].operations if f.operation.name == "gpu.func"}
        walker = _HostFunction(host, num_inputs, set(constant_args), ptx_rel, kernels)
        walker.run(host.regions[0].blocks[0])
        weights = _label(walker, host.regions[0].blocks[0].arguments)
        for b in walker.buffers:  # the weights: what the megakernel prefetches while it waits
            if b["id"] in weights:
                b["weight"] = True
    launches = [s for s in walker.steps if s["op"] == "launch"]
    ptx = sorted({s["ptx"] for s in launches})
    manifest: Manifest = {
        "version": VERSION, "program": program or outlined.parent.name, "function": function,
        "num_inputs": num_inputs, "inputs": list(range(num_inputs)),
        "results": list(range(num_inputs, nargs)), "constants": sorted(set(constant_args)),
        "ptx": ptx, "cubins": _cubins(ptx, ptx_dir, build_dir), "buffers": walker.buffers, "steps": walker.steps,
    }
    if validate:
        validate_manifest(manifest, build_dir)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def _cubins(ptx: list[str], ptx_dir: Path, build_dir: Path) -> dict:
    """{PTX module: {"cubin", "chip"}} from the assemble pass's index of ptx_dir (empty without one)."""
    index = assemble.read_index(ptx_dir)
    if index is None:
        return {}
    rel = lambda name: Path(os.path.relpath(ptx_dir / name, build_dir)).as_posix()  # noqa: E731
    by_ptx = {rel(name): rel(cubin) for name, cubin in index["cubins"].items()}
    return {p: {"cubin": by_ptx[p], "chip": index["chip"]} for p in ptx if p in by_ptx}


def _label(walker: _HostFunction, arguments) -> set[int]:
    """Label every launch step with its layer and NumPy lines (pipeline/provenance.py); returns the ids of the
    buffers that are weights. An argument's path is its location's name (the tracer names each one, e.g.
    params.blocks[3].mlp_in.w)."""
    paths = {i: a.location.name_str for i, a in enumerate(arguments) if a.location.is_a_name()}
    launches = [s for s in walker.steps if s["op"] == "launch"]
    written = {a["buffer"] for step, k in zip(launches, walker.described)
               for n, a in enumerate(step["args"]) if n in k.writes}
    weights = provenance.weights(walker.buffers, paths, written)
    provenance.label_steps(walker.steps, walker.described, paths, weights)
    return weights


# --- validation ---------------------------------------------------------------------------------
ENTRY = re.compile(r"\.entry\s+([\w$.]+)\s*\(([^)]*)\)", re.S)
PARAM = re.compile(r"\.param\s+(?:\.align\s+\d+\s+)?\.([a-z]+)(\d+)(?:\s+\.ptr(?:\s+\.\w+)*)?"
                   r"(?:\s+\.align\s+\d+)?\s+[\w$.]+(?:\[(\d+)\])?")


def ptx_entries(ptx_text: str) -> dict[str, list[int]]:
    """{entry name: [bit width of each .param]} of a PTX file."""
    entries = {}
    for name, params in ENTRY.findall(ptx_text):
        entries[name] = [int(bits) * int(count or 1) for _, bits, count in PARAM.findall(params)]
    return entries


def _check_launch(step: dict, build_dir: Path, ptx_cache: dict) -> list[str]:
    """A launch step against its PTX `.entry` (kernel parameters per the descriptor ABI) and its grid."""
    errors, path = [], build_dir / step["ptx"]
    if path not in ptx_cache:
        ptx_cache[path] = ptx_entries(path.read_text()) if path.is_file() else None
    entries = ptx_cache[path]
    if entries is None:
        errors.append(f"PTX file {path} does not exist")
    elif step["kernel"] not in entries:
        errors.append(f"no .entry {step['kernel']} in {path} (has {sorted(entries)})")
    else:
        want = [bits for a in step["args"] for bits in descriptor.param_bits(len(a["sizes"]))]
        have = entries[step["kernel"]]
        if len(want) != len(have):
            errors.append(f"{len(step['args'])} arguments expand to {len(want)} kernel parameters but the "
                          f".entry has {len(have)}")
        elif want != have:
            errors.append(f"parameter bit widths {want} != .entry's {have}")
    if len(step["grid"]) != 3 or len(step["block"]) != 3 or min(step["grid"] + step["block"]) < 1:
        errors.append(f"bad grid {step['grid']} / block {step['block']}")
    elif math.prod(step["block"]) > 1024:
        errors.append(f"block {step['block']} has more than 1024 threads")
    elif (why := grid_error(step["grid"])) is not None:
        errors.append(why)
    return errors


ELF_MAGIC = b"\x7fELF"  # a cubin is an ELF file


def _check_cubins(manifest: dict, build_dir: Path) -> list[str]:
    """Every PTX module names a cubin that exists and is an ELF file."""
    errors, cubins = [], manifest.get("cubins", {})
    for ptx in manifest["ptx"]:
        entry = cubins.get(ptx)
        if entry is None:
            errors.append(f"PTX module {ptx} has no cubin: the assemble pass writes them "
                          "(python -m pipeline.gpu pass assemble KERNELS -o KERNELS --chip CHIP)")
            continue
        path = build_dir / entry["cubin"]
        if not path.is_file():
            errors.append(f"cubin {path} of {ptx} does not exist (rebuild the program, or copy the build "
                          "folder with its *.cubin files)")
        elif path.read_bytes()[:4] != ELF_MAGIC:
            errors.append(f"cubin {path} of {ptx} is not an ELF file")
    return errors


def validate_manifest(manifest: dict, build_dir: Path) -> None:
    """Check a manifest against its PTX files and cubins and itself; raise ManifestError listing every
    problem (one line when there is one)."""
    build_dir, errors = Path(build_dir), []
    if manifest.get("version", VERSION) >= 3:
        errors += _check_cubins(manifest, build_dir)
    buffers = {b["id"]: b for b in manifest["buffers"]}
    for b in manifest["buffers"]:
        want = math.prod(b["shape"]) * dtypes.itemsize(b["dtype"])
        if b["bytes"] != want:
            errors.append(f"buffer {b['id']}: {b['bytes']} bytes but shape {b['shape']} of {b['dtype']} needs {want}")
    live = {i for i, b in buffers.items() if b["role"] != "temporary"}
    freed, written, ptx_cache = set(), set(), {}

    def use(step_no: int, what: str, ref: dict) -> None:
        bid = ref["buffer"]
        if bid not in buffers:
            errors.append(f"step {step_no} ({what}): unknown buffer {bid}")
            return
        if bid not in live:
            state = "after it is freed" if bid in freed else "before it is allocated"
            errors.append(f"step {step_no} ({what}): uses buffer {bid} {state}")
        b = buffers[bid]
        if ref["dtype"] != b["dtype"]:
            errors.append(f"step {step_no} ({what}): buffer {bid} is {b['dtype']}, used as {ref['dtype']}")
        if len(ref["sizes"]) != len(ref["strides"]):
            errors.append(f"step {step_no} ({what}): buffer {bid} view has {len(ref['sizes'])} sizes "
                          f"but {len(ref['strides'])} strides")
        elif all(s > 0 for s in ref["sizes"]):
            lo = ref["offset"] + sum((s - 1) * st for s, st in zip(ref["sizes"], ref["strides"]) if st < 0)
            hi = ref["offset"] + sum((s - 1) * st for s, st in zip(ref["sizes"], ref["strides"]) if st > 0)
            if lo < 0 or hi >= math.prod(b["shape"]):
                errors.append(f"step {step_no} ({what}): view of buffer {bid} reaches elements [{lo}, {hi}] "
                              f"outside its {math.prod(b['shape'])} elements")

    for n, step in enumerate(manifest["steps"]):
        op = step["op"]
        if op == "alloc":
            if step["buffer"] in live or step["buffer"] in freed:
                errors.append(f"step {n} (alloc): buffer {step['buffer']} is allocated twice or is caller-owned")
            live.add(step["buffer"])
        elif op == "free":
            bid = step["buffer"]
            if buffers.get(bid, {}).get("role") != "temporary":
                errors.append(f"step {n} (free): buffer {bid} is not a temporary")
            elif bid not in live:
                errors.append(f"step {n} (free): buffer {bid} is freed but not live")
            live.discard(bid)
            freed.add(bid)
        elif op == "launch":
            what = f"launch {step['kernel']} from {step['ptx']}"
            errors += [f"step {n} ({what}): {e}" for e in _check_launch(step, build_dir, ptx_cache)]
            for i, a in enumerate(step["args"]):
                use(n, f"{what} arg {i}", a)
                written.add(a["buffer"])
        else:
            errors.append(f"step {n}: unknown op {op!r} (the schema, contract/manifest.py, has alloc, launch, free)")
    for bid, b in buffers.items():
        if b["role"] == "temporary" and bid not in freed:
            errors.append(f"buffer {bid} (temporary) is never freed")
    for bid in manifest["results"]:
        if buffers.get(bid, {}).get("role") != "result":
            errors.append(f"result {bid} is not a buffer with role 'result'")
        elif bid not in written:
            errors.append(f"result buffer {bid} is never written by any step")
    if errors:
        raise ManifestError(f"invalid manifest for {manifest.get('program')} in {build_dir}:"
                            + (" " if len(errors) == 1 else "\n  ") + "\n  ".join(errors))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("outlined", type=Path)
    ap.add_argument("ptx_dir", type=Path)
    ap.add_argument("out", type=Path)
    ap.add_argument("--num-inputs", type=int)
    ap.add_argument("--n-results", type=int)
    args = ap.parse_args()
    m = build_manifest(args.outlined, args.ptx_dir, args.out, num_inputs=args.num_inputs,
                       n_results=args.n_results)
    print(f"{args.out}: {len(m['buffers'])} buffers, {len(m['steps'])} steps")


if __name__ == "__main__":
    main()
