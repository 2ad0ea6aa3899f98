"""MLIR emission for each traced operation: linalg on tensors, plus tensor/arith/math.

Each function takes Tensors (and Python/NumPy scalars), writes MLIR text into the current
trace and returns the result Tensor. Elementwise ops and reductions are `linalg.generic`;
matmuls stay named (`linalg.matmul`, `linalg.batch_matmul`) so later stages can find them.
"""
from __future__ import annotations

import math
import numbers

import numpy as np

from contract.dtypes import is_float

from contract.matmul import MATMUL_MAPS

from . import numerics
from .errors import TraceError, UnsupportedOperation
from .tensor import Tensor, as_tensor
from .trace import current, elt, emitter, stored, tensor_type


def _is_float(dtype) -> bool:
    return is_float(dtype)  # (bfloat16 too)


def _affine(rank: int, exprs) -> str:
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ({', '.join(exprs)})>"


def _iterators(kinds) -> str:
    return "[" + ", ".join(f'"{k}"' for k in kinds) + "]"


_literal = numerics.literal


def constant(value, dtype, indent: int = 2) -> str:
    t = current()
    name = t.fresh("c")
    literal = _literal(value, dtype)  # (a bool constant is written without its type: `true`)
    t.emit(f"{name} = arith.constant {literal}" + ("" if np.dtype(dtype) == np.bool_ else f" : {elt(dtype)}"), indent)
    return name


def _bool_cast(value: str, dtype, op: str, indent: int) -> str:
    if np.dtype(dtype) != np.bool_:
        return value
    t = current()
    name = t.fresh("v")
    t.emit(f"{name} = {op} {value} : " + ("i8 to i1" if op == "arith.trunci" else "i1 to i8"), indent)
    return name


def broadcast_shapes(*shapes) -> tuple:
    """NumPy's broadcast shape, or a TraceError naming the shapes (and, through it, the user's line)."""
    try:
        return np.broadcast_shapes(*shapes)
    except ValueError:
        raise TraceError("operands could not be broadcast together with shapes "
                         + " ".join(str(tuple(s)) for s in shapes)) from None


def filled(shape, value, dtype) -> Tensor:
    """A tensor of `shape` holding `value` (linalg.fill; a bool as its byte)."""
    t = current()
    out_type = tensor_type(shape, dtype)
    c = constant(int(bool(value)), np.int8) if np.dtype(dtype) == np.bool_ else constant(value, dtype)
    empty, name = t.fresh("e"), t.fresh("t")
    t.emit(f"{empty} = tensor.empty() : {out_type}")
    t.emit(f"{name} = linalg.fill ins({c} : {stored(dtype)}) outs({empty} : {out_type}) -> {out_type}")
    return Tensor(name, tuple(shape), dtype, t)


def load(value: str, dtype, indent: int = 4) -> str:
    """A body's element of a tensor as its scalar: a bool's byte becomes i1 (frontend/trace.py, stored)."""
    return _bool_cast(value, dtype, "arith.trunci", indent)


def store(value: str, dtype, indent: int = 4) -> str:
    """A scalar as the element a body yields: an i1 becomes a bool's byte (0 or 1)."""
    return _bool_cast(value, dtype, "arith.extui", indent)


def accumulator(name: str, out_type: str) -> str:
    """The buffer a reduction or matmul accumulates into: `bufferization.alloc_tensor`, not
    `tensor.empty`. CSE merges identical empty tensors (and then identical fills of them), and the
    ops accumulating into that one filled tensor would each get a copy of it at bufferization;
    an allocation is never merged, so each fill lands in its op's own buffer."""
    return f"{name} = bufferization.alloc_tensor() : {out_type}"


def convert(value: str, src, dst, indent: int) -> str:
    """Scalar conversion inside a region, following NumPy's casting (C semantics)."""
    src, dst = np.dtype(src), np.dtype(dst)
    if src == dst:
        return value
    t = current()
    name = t.fresh("v")
    s, d = elt(src), elt(dst)
    if dst == np.bool_:  # NumPy: nonzero is True
        zero = constant(0, src, indent)
        t.emit(f"{name} = arith.cmp{'f une' if _is_float(src) else 'i ne'}, {value}, {zero} : {s}", indent)
        return name
    if _is_float(src) and _is_float(dst):
        op = "arith.extf" if src.itemsize < dst.itemsize else "arith.truncf"
    elif _is_float(dst):
        op = "arith.uitofp" if src == np.bool_ else "arith.sitofp"
    elif _is_float(src):
        op = "arith.fptosi"
    else:
        op = "arith.extsi" if src.itemsize < dst.itemsize else "arith.trunci"
        if src == np.bool_:
            op = "arith.extui"
    t.emit(f"{name} = {op} {value} : {s} to {d}", indent)
    return name


# Scalar bodies: (float op, int op) on already-converted operands.
BINARY = {
    "add": ("arith.addf", "arith.addi"), "subtract": ("arith.subf", "arith.subi"),
    "multiply": ("arith.mulf", "arith.muli"), "divide": ("arith.divf", "arith.divsi"),
    "maximum": ("arith.maximumf", "arith.maxsi"), "minimum": ("arith.minimumf", "arith.minsi"),
    "power": ("math.powf", None), "float_power": ("math.powf", None), "arctan2": ("math.atan2", None),
    "fmax": ("arith.maxnumf", "arith.maxsi"), "fmin": ("arith.minnumf", "arith.minsi"),
    "bitwise_and": (None, "arith.andi"), "bitwise_or": (None, "arith.ori"), "bitwise_xor": (None, "arith.xori"),
    "logical_and": (None, "arith.andi"), "logical_or": (None, "arith.ori"), "logical_xor": (None, "arith.xori"),
}
COMMUTATIVE = ("add", "multiply", "maximum", "minimum")
# On bools NumPy's add and maximum are or, multiply and minimum are and (arith's i1 add would be xor).
BOOL_BINARY = {"add": "arith.ori", "maximum": "arith.ori", "fmax": "arith.ori", "multiply": "arith.andi",
               "minimum": "arith.andi", "fmin": "arith.andi"}
# Float-only math (an integer input is computed in the float type NumPy gives it).
UNARY = {"exp": "math.exp", "tanh": "math.tanh", "sqrt": "math.sqrt", "log": "math.log",
         "negative": "arith.negf", "copy": None, "log1p": "math.log1p", "expm1": "math.expm1",
         "sin": "math.sin", "cos": "math.cos", "tan": "math.tan", "arctan": "math.atan", "erf": "math.erf",
         "log2": "math.log2", "log10": "math.log10", "exp2": "math.exp2",
         "floor": "math.floor", "ceil": "math.ceil", "trunc": None, "rint": "math.roundeven",
         "sinh": "math.sinh", "cosh": "math.cosh", "arcsin": "math.asin", "arccos": "math.acos",
         "arcsinh": "math.asinh", "arccosh": "math.acosh", "arctanh": "math.atanh", "cbrt": "math.cbrt",
         "fabs": "math.absf"}
# Integer rounding is the identity (NumPy 2 keeps the integer dtype).
ROUNDING = ("floor", "ceil", "trunc", "rint", "round")
# Several ops each, with NumPy's semantics (frontend/numerics.py).
COMPOSITE = {"copysign": lambda ins, dtype: numerics.copysign(*ins, dtype), "floor_divide": numerics.floor_divide, "remainder": numerics.remainder, "fmod": numerics.fmod,
             "sign": numerics.sign, "absolute": numerics.absolute, "trunc": numerics.trunc,
             "hypot": numerics.hypot, "logaddexp": numerics.logaddexp, "logaddexp2": numerics.logaddexp2,
             "heaviside": numerics.heaviside, "reciprocal": numerics.reciprocal,
             "deg2rad": numerics.scaled(np.pi / 180, "deg2rad"), "rad2deg": numerics.scaled(180 / np.pi, "rad2deg")}
# Bool answers about one float operand, computed in its own type.
PREDICATES = {"isnan": "uno", "isinf": None, "isfinite": None}
BOOL_ANSWERS = ("signbit",)  # (ints too)
LOGICAL = ("logical_and", "logical_or", "logical_xor", "logical_not")
# Comparisons: (arith.cmpf predicate, arith.cmpi predicate); the result is bool (i1). Ordered float
# predicates, as NumPy (a comparison with NaN is False), except != (True).
COMPARE = {"less": ("olt", "slt"), "less_equal": ("ole", "sle"), "greater": ("ogt", "sgt"),
           "greater_equal": ("oge", "sge"), "equal": ("oeq", "eq"), "not_equal": ("une", "ne")}


def result_dtype(ufunc_name: str, operands) -> np.dtype:
    """NumPy 2's own answer: run the ufunc on 0-d stand-ins (Python scalars stay weak)."""
    probes = [np.ones((), x.dtype) if isinstance(x, Tensor) else x for x in operands]
    probe = {"erf": "sin"}.get(ufunc_name, ufunc_name)  # (scipy.special.erf: a float ufunc like sin)
    with np.errstate(all="ignore"):
        return np.asarray(getattr(np, probe)(*probes)).dtype


@emitter
def elementwise(name: str, operands, out_dtype=None, shape=None, decimals: int = 0):
    """One linalg.generic over the broadcast shape (or `shape`, broadcast to); scalars become
    constants in the body. `decimals` is np.round's."""
    t = current()
    if name in COMMUTATIVE and len(operands) == 2 and not isinstance(operands[0], Tensor):
        operands = operands[::-1]  # `2 * x` as `x * 2`, so both trace (and number) alike
    tensors = [x for x in operands if isinstance(x, Tensor)]
    if not tensors:
        raise TraceError(f"{name} needs at least one traced tensor")
    if name == "where" and not isinstance(operands[0], Tensor):
        raise UnsupportedOperation("np.where with a condition that is not a traced tensor")
    out_dtype = np.dtype(out_dtype or result_dtype(name, operands))
    compute = out_dtype
    if name == "copy":
        compute = tensors[0].dtype
    elif name in COMPARE:  # compared in the operands' common type, the answer is bool
        try:
            compute = result_dtype("add", operands)
        except OverflowError:  # a Python int beyond the array's type: NumPy 2 compares the values
            ints = [int(v) for v in operands if isinstance(v, numbers.Integral)]
            if all(-2 ** 63 <= v < 2 ** 63 for v in ints):
                compute = np.dtype(np.int64)
            else:  # beyond int64 too: the same answer everywhere
                big = ints[0] > 0
                first_is_array = isinstance(operands[0], Tensor)
                below = big == first_is_array  # the array's values lie below the number
                answer = {"less": below, "less_equal": below, "greater": not below, "greater_equal": not below,
                          "equal": False, "not_equal": True}[name]
                return filled(broadcast_shapes(*[x.shape for x in tensors]), answer, np.bool_)
    elif name in PREDICATES or name in BOOL_ANSWERS:
        compute = tensors[0].dtype
    elif name in LOGICAL:
        compute = np.dtype(np.bool_)
    if name in UNARY and not _is_float(compute) and name not in ("copy", "negative"):
        if name not in ROUNDING:
            raise UnsupportedOperation(f"np.{name} on {compute}")
    if name in PREDICATES and not _is_float(compute):
        raise UnsupportedOperation(f"np.{name} on {compute}", "it is False (True for isfinite) for integers")
    shapes = [x.shape for x in tensors]
    target = None if shape is None else tuple(shape)
    shape = broadcast_shapes(*shapes, *([target] if target is not None else []))
    if target is not None and shape != target:
        raise TraceError(f"cannot broadcast shapes {shapes} to {target}")
    rank = len(shape)
    maps, args, types = [], [], []
    for x in tensors:
        lead = rank - x.ndim
        exprs = ["0" if (d == 1 and shape[lead + i] != 1) else f"d{lead + i}" for i, d in enumerate(x.shape)]
        maps.append(_affine(rank, exprs))
        args.append(x.name)
        types.append(x.type)
    out_type = tensor_type(shape, out_dtype)
    empty = t.fresh("e")
    t.emit(f"{empty} = tensor.empty() : {out_type}")
    result = t.fresh("t")
    maps.append(_affine(rank, [f"d{i}" for i in range(rank)]))
    t.emit(f"{result} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
           f"iterator_types = {_iterators(['parallel'] * rank)}}} "
           f"ins({', '.join(args)} : {', '.join(types)}) outs({empty} : {out_type}) {{")
    block_args = [t.fresh("in") for _ in tensors]
    out_arg = t.fresh("out")
    sig = ", ".join(f"{a}: {stored(x.dtype)}" for a, x in zip(block_args, tensors))
    t.emit(f"^bb0({sig}, {out_arg}: {stored(out_dtype)}):")
    ins, k = [], 0
    for j, x in enumerate(operands):
        want = np.dtype(np.bool_) if name == "where" and j == 0 else compute  # where's condition stays bool
        if isinstance(x, Tensor):
            ins.append(convert(load(block_args[k], x.dtype), x.dtype, want, 4))
            k += 1
        else:
            ins.append(constant(x, want, 4))
    value = scalar_op(name, ins, compute, operands, decimals)
    answer = np.dtype(np.bool_) if name in COMPARE or name in PREDICATES or name in BOOL_ANSWERS else compute
    value = store(convert(value, answer, out_dtype, 4), out_dtype)
    t.emit(f"linalg.yield {value} : {stored(out_dtype)}", 4)
    t.emit(f"}} -> {out_type}")
    out = Tensor(result, shape, out_dtype, t)
    if name == "add" and len(operands) == 2 and shape == () and not _is_float(out_dtype):
        a, b = operands
        if isinstance(a, Tensor) and isinstance(b, numbers.Integral):  # (`2 + x` was swapped above)
            out.plus = (a.name, int(b))  # x + k: a slice x:x + k has the static length k
    return out


def scalar_op(name: str, ins: list[str], dtype, operands, decimals: int = 0) -> str:
    t = current()
    ty = elt(dtype)
    is_float = _is_float(dtype)
    if name == "copy":
        return ins[0]
    if name in COMPOSITE:
        return COMPOSITE[name](ins, dtype)
    if name == "signbit":
        return numerics.signbit(ins, dtype)
    if name in ROUNDING and not is_float:
        return ins[0]
    if name == "round":
        return numerics.rounded(ins, dtype, decimals)
    if name in PREDICATES:
        out = t.fresh("v")
        if name == "isnan":
            t.emit(f"{out} = arith.cmpf uno, {ins[0]}, {ins[0]} : {ty}", 4)
            return out
        magnitude, inf = t.fresh("v"), constant(math.inf, dtype, 4)
        t.emit(f"{magnitude} = math.absf {ins[0]} : {ty}", 4)
        t.emit(f"{out} = arith.cmpf {'oeq' if name == 'isinf' else 'olt'}, {magnitude}, {inf} : {ty}", 4)
        return out
    if name in ("invert", "logical_not"):
        out = t.fresh("v")
        if is_float:
            raise UnsupportedOperation(f"np.{name} on {np.dtype(dtype)}")
        ones = constant(True if dtype == np.bool_ else -1, dtype, 4)
        t.emit(f"{out} = arith.xori {ins[0]}, {ones} : {ty}", 4)
        return out
    if name in COMPARE:
        out = t.fresh("v")
        predicate = COMPARE[name][0 if is_float else 1]
        if np.dtype(dtype) == np.bool_:  # False < True: unsigned (signed i1 reads True as -1)
            predicate = predicate.replace("s", "u")
        t.emit(f"{out} = arith.cmp{'f' if is_float else 'i'} {predicate}, {ins[0]}, {ins[1]} : {ty}", 4)
        return out
    if np.dtype(dtype) == np.bool_ and name in BOOL_BINARY:  # NumPy's bool arithmetic: or, and
        out = t.fresh("v")
        t.emit(f"{out} = {BOOL_BINARY[name]} {ins[0]}, {ins[1]} : i1", 4)
        return out
    if name == "where":
        out = t.fresh("v")
        t.emit(f"{out} = arith.select {ins[0]}, {ins[1]}, {ins[2]} : {ty}", 4)
        return out
    if name == "power":
        exponent = operands[1]
        if isinstance(exponent, numbers.Number) or (isinstance(exponent, np.generic)):
            e = float(exponent)
            if e == int(e) and 1 <= e <= 4:
                acc = ins[0]
                for _ in range(int(e) - 1):
                    nxt = t.fresh("v")
                    t.emit(f"{nxt} = {'arith.mulf' if is_float else 'arith.muli'} {acc}, {ins[0]} : {ty}", 4)
                    acc = nxt
                return acc
            if e == 0.5 and is_float:
                return scalar_op("sqrt", ins[:1], dtype, operands[:1])
        if not is_float:
            return numerics.int_power(ins, dtype)
    if name in BINARY:
        op = BINARY[name][0 if is_float else 1]
        if op is None:
            raise UnsupportedOperation(f"np.{name} on {np.dtype(dtype)}")
        name_out = t.fresh("v")
        t.emit(f"{name_out} = {op} {ins[0]}, {ins[1]} : {ty}", 4)
        return name_out
    if name in UNARY:
        if not is_float:
            if name == "negative":
                zero = constant(0, dtype, 4)
                out = t.fresh("v")
                t.emit(f"{out} = arith.subi {zero}, {ins[0]} : {ty}", 4)
                return out
            raise UnsupportedOperation(f"np.{name} on {np.dtype(dtype)}")
        out = t.fresh("v")
        t.emit(f"{out} = {UNARY[name]} {ins[0]} : {ty}", 4)
        return out
    raise UnsupportedOperation(f"np.{name}")


@emitter
def cast(x, dtype):
    dtype = np.dtype(dtype)
    if x.dtype == dtype:
        return x
    return elementwise("copy", [x], out_dtype=dtype)


def _normalize_axes(axis, ndim: int) -> tuple[int, ...]:
    if axis is None:
        return tuple(range(ndim))
    axes = (axis,) if isinstance(axis, numbers.Integral) else tuple(axis)
    out = []
    for a in axes:
        a = int(a)
        if not -ndim <= a < ndim:
            raise TraceError(f"axis {a} is out of bounds for a tensor of rank {ndim}")
        out.append(a % ndim)
    return tuple(sorted(set(out)))


@emitter
def reduce(kind: str, x, axis=None, keepdims: bool = False, dtype=None, initial=None):
    """sum / prod / max / min over `axis` as one linalg.generic with reduction iterators; `initial`
    (NumPy's keyword) is the accumulator's starting value."""
    t = current()
    axes = _normalize_axes(axis, x.ndim)
    if dtype is None:
        probe = {"sum": np.sum, "prod": np.prod, "max": np.max, "min": np.min}[kind]
        dtype = probe(np.ones((1,) * max(x.ndim, 1), x.dtype)).dtype
    dtype = np.dtype(dtype)
    if dtype == np.bool_:  # (np.any / np.max of bools, a bool sum: or, a bool product: and) over 0 and 1 as int32,
        # which the GPU's row kernels take (rows of i8 bytes they do not)
        return cast(reduce(kind, cast(x, np.int32), axis, keepdims, np.int32, initial), np.bool_)
    kept = [i for i in range(x.ndim) if i not in axes]
    out_shape = tuple(x.shape[i] for i in kept)
    out_type = tensor_type(out_shape, dtype)
    if kind in ("sum", "prod"):
        init = 0 if kind == "sum" else 1
    elif _is_float(dtype):
        init = -math.inf if kind == "max" else math.inf
    else:
        info = np.iinfo(dtype)
        init = info.min if kind == "max" else info.max
    if initial is not None:
        init = initial
    elif any(x.shape[i] == 0 for i in axes) and kind not in ("sum", "prod"):
        raise TraceError(f"np.{kind} of an empty axis")
    # The last axis is a row: the GPU reduces it with a block per row (pipeline/row_kernels.py).
    # Another single long axis is split in two stages, so no thread walks all of it.
    inner = len(axes) == 1 and axes[0] != x.ndim - 1
    split = _two_stage(x.shape[axes[0]]) if inner else None
    if split is None and inner and x.shape[axes[0]] >= SPLIT_FROM:
        # No divisor near sqrt(K) (GPT-2's vocabulary: 50257 = 29 * 1733, so the second stage would
        # walk 1733 elements in one thread): pad the axis with the reduction's identity to a length
        # that splits into two ~sqrt(K) stages.
        a, k = axes[0], x.shape[axes[0]]
        k2 = -(-(math.isqrt(k - 1) + 1) // 8) * 8
        identity = {"sum": 0, "prod": 1}.get(kind) if kind in ("sum", "prod") else init if initial is None else (
            (-math.inf if kind == "max" else math.inf) if _is_float(x.dtype) else
            (np.iinfo(x.dtype).min if kind == "max" else np.iinfo(x.dtype).max))
        filler = as_tensor(np.full(x.shape[:a] + (-(-k // k2) * k2 - k,) + x.shape[a + 1:], identity, x.dtype))
        x = concatenate([x, filler], a)
        split = (x.shape[a] // k2, k2)
    if split is not None:
        # A long axis K = K1*K2 is reduced in two stages ([.., K1, K2, ..] over K1, then over K2):
        # a GPU gets K2 threads per output instead of one thread walking all K elements, and
        # float sums get pairwise-like accuracy. The K1 stage reads consecutive elements across
        # neighbouring threads, so it is coalesced.
        a = axes[0]
        y = reshape(x, x.shape[:a] + split + x.shape[a + 1:])
        partial = reduce(kind, y, a, dtype=dtype)  # [.., K2, ..]
        return reduce(kind, partial, a, keepdims, dtype=dtype, initial=initial)
    c = constant(init, dtype)
    empty, filled, result = t.fresh("e"), t.fresh("t"), t.fresh("t")
    t.emit(accumulator(empty, out_type))
    t.emit(f"{filled} = linalg.fill ins({c} : {elt(dtype)}) outs({empty} : {out_type}) -> {out_type}")
    in_map = _affine(x.ndim, [f"d{i}" for i in range(x.ndim)])
    out_map = _affine(x.ndim, [f"d{i}" for i in kept])
    kinds = ["reduction" if i in axes else "parallel" for i in range(x.ndim)]
    t.emit(f"{result} = linalg.generic {{indexing_maps = [{in_map}, {out_map}], iterator_types = {_iterators(kinds)}}} "
           f"ins({x.name} : {x.type}) outs({filled} : {out_type}) {{")
    a, acc = t.fresh("in"), t.fresh("acc")
    t.emit(f"^bb0({a}: {stored(x.dtype)}, {acc}: {elt(dtype)}):")
    a = convert(load(a, x.dtype), x.dtype, dtype, 4)
    op = {"sum": ("arith.addf", "arith.addi"), "prod": ("arith.mulf", "arith.muli"), "max": ("arith.maximumf", "arith.maxsi"),
          "min": ("arith.minimumf", "arith.minsi")}[kind][0 if _is_float(dtype) else 1]
    v = t.fresh("v")
    t.emit(f"{v} = {op} {a}, {acc} : {elt(dtype)}", 4)
    t.emit(f"linalg.yield {v} : {elt(dtype)}", 4)
    t.emit(f"}} -> {out_type}")
    out = Tensor(result, out_shape, dtype, t)
    if keepdims:
        out = reshape(out, tuple(1 if i in axes else x.shape[i] for i in range(x.ndim)))
    return out


SPLIT_FROM = 128  # reduction axes at least this long are reduced in two stages


def _two_stage(k: int) -> tuple[int, int] | None:
    """K = K1 * K2 with K2 the smallest divisor >= sqrt(K) (both >= 8), or None."""
    if k < SPLIT_FROM:
        return None
    for k2 in range(math.isqrt(k - 1) + 1, k // 8 + 1):
        if k % k2 == 0:
            return k // k2, k2
    return None


@emitter
def mean(x, axis=None, keepdims=False, dtype=None):
    axes = _normalize_axes(axis, x.ndim)
    count = int(np.prod([x.shape[i] for i in axes])) if axes else 1
    if dtype is None:
        dtype = np.mean(np.ones((1,), x.dtype)).dtype
        if dtype == np.float16:  # NumPy sums float16 in float32 (no overflow at 65504), then rounds
            return cast(mean(x, axes, keepdims, np.float32), np.float16)
    total = reduce("sum", x, axes, keepdims, dtype=dtype)
    return elementwise("divide", [total, count], out_dtype=total.dtype)


@emitter
def var(x, axis=None, keepdims=False, ddof=0):
    axes = _normalize_axes(axis, x.ndim)
    count = int(np.prod([x.shape[i] for i in axes])) if axes else 1
    centred = elementwise("subtract", [x, mean(x, axes, keepdims=True)])
    squares = elementwise("multiply", [centred, centred])
    total = reduce("sum", squares, axes, keepdims)
    return elementwise("divide", [total, float(max(count - ddof, 0))], out_dtype=total.dtype)  # (0: inf or NaN, as NumPy)


# ---------------------------------------------------------------------------------------------
# Shapes: reshape, transpose, slicing, split, concatenate.

def _groups(src: tuple, dst: tuple):
    """Reassociation collapsing `src` into `dst` (each dst dim a run of src dims), or None."""
    if not dst:
        return [] if all(d == 1 for d in src) else None
    groups, i = [], 0
    for target in dst:
        group, size = [], 1
        while i < len(src):
            group.append(i)
            size *= src[i]
            i += 1
            if size >= target:
                break
        if size != target or not group:
            return None
        groups.append(group)
    while i < len(src) and src[i] == 1:  # trailing 1s join the last group
        groups[-1].append(i)
        i += 1
    return groups if i == len(src) else None


def _reassoc(groups) -> str:
    return "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups) + "]"


@emitter
def _made_by(result, kind: str, source, *details):
    result.origin = (kind, source, *details)
    return result


def _is_argument(x) -> bool:
    return x.name.startswith(("%arg", "%const"))


def opaque_reshape(x, shape):
    """tensor.reshape (shape from a constant) instead of collapse/expand_shape. Used for a matmul
    operand: elementwise fusion folds collapse/expand_shape of a computed value into a consuming
    matmul by expanding its loops, which turns the named matmul into a linalg.generic."""
    t = current()
    dims, out = t.fresh("c"), t.fresh("t")
    t.emit(f"{dims} = arith.constant dense<[{', '.join(map(str, shape))}]> : tensor<{len(shape)}xi64>")
    t.emit(f"{out} = tensor.reshape {x.name}({dims}) : ({x.type}, tensor<{len(shape)}xi64>) -> "
           f"{tensor_type(shape, x.dtype)}")
    return Tensor(out, shape, x.dtype, t)


def reshape(x, shape):
    t = current()
    shape = tuple(int(d) for d in (shape if isinstance(shape, (tuple, list)) else (shape,)))
    if shape.count(-1) > 1:
        raise TraceError("reshape can only infer one dimension (-1)")
    if -1 in shape:
        known = int(np.prod([d for d in shape if d != -1]))
        if known == 0 or x.size % known:
            raise TraceError(f"cannot reshape {x.shape} into {shape}")
        shape = tuple(x.size // known if d == -1 else d for d in shape)
    if int(np.prod(shape)) != x.size:
        raise TraceError(f"cannot reshape a tensor of shape {x.shape} into {shape}")
    if shape == x.shape:
        return x
    out_type = tensor_type(shape, x.dtype)
    groups = _groups(x.shape, shape)
    if groups is not None:
        name = t.fresh("t")
        t.emit(f"{name} = tensor.collapse_shape {x.name} {_reassoc(groups)} : {x.type} into {out_type}")
        return _made_by(Tensor(name, shape, x.dtype, t), "reshape", x)
    groups = _groups(shape, x.shape)
    if groups is not None:
        name = t.fresh("t")
        t.emit(f"{name} = tensor.expand_shape {x.name} {_reassoc(groups)} output_shape "
               f"[{', '.join(map(str, shape))}] : {x.type} into {out_type}")
        return _made_by(Tensor(name, shape, x.dtype, t), "reshape", x)
    return reshape(reshape(x, (x.size,)), shape)


@emitter
def transpose(x, axes=None):
    t = current()
    axes = tuple(reversed(range(x.ndim))) if axes is None else tuple(int(a) % max(x.ndim, 1) for a in axes)
    if sorted(axes) != list(range(x.ndim)):
        raise TraceError(f"axes {axes} are not a permutation of a rank-{x.ndim} tensor's dimensions")
    if axes == tuple(range(x.ndim)):
        return x
    shape = tuple(x.shape[a] for a in axes)
    moved = [a for a in axes if x.shape[a] != 1]
    if moved == sorted(moved):
        # Only size-1 dims move (a decoding step's heads split or merged: [1, h, d] <-> [h, 1, d]):
        # every element keeps its place in row-major order, so this is a reshape, a view.
        return reshape(x, shape)
    out_type = tensor_type(shape, x.dtype)
    empty, name = t.fresh("e"), t.fresh("t")
    t.emit(f"{empty} = tensor.empty() : {out_type}")
    t.emit(f"{name} = linalg.transpose ins({x.name} : {x.type}) outs({empty} : {out_type}) "
           f"permutation = [{', '.join(map(str, axes))}]")
    return _made_by(Tensor(name, shape, x.dtype, t), "transpose", x, axes)


@emitter
def extract_slice(x, offsets, sizes, strides, drop: tuple[int, ...] = ()):
    """tensor.extract_slice, dropping the (size-1) dims in `drop`."""
    t = current()
    shape = tuple(s for i, s in enumerate(sizes) if i not in drop)
    if tuple(offsets) == (0,) * x.ndim and tuple(sizes) == x.shape and tuple(strides) == (1,) * x.ndim:
        return reshape(x, shape) if drop else x
    out_type = tensor_type(shape, x.dtype)
    name = t.fresh("t")
    j = lambda v: ", ".join(map(str, v))  # noqa: E731
    t.emit(f"{name} = tensor.extract_slice {x.name}[{j(offsets)}] [{j(sizes)}] [{j(strides)}] : {x.type} to {out_type}")
    return Tensor(name, shape, x.dtype, t)


def insert_slice(dest, value, offsets, sizes, strides=None) -> str:
    """tensor.insert_slice of `value` (shape `sizes`) into `dest` at `offsets`: ints, or 0-d integer
    Tensors read at run time. Returns the new value's name. Not an @emitter: two equal writes are
    two writes."""
    t = current()
    where = []
    for o in offsets:
        if isinstance(o, Tensor):
            scalar, index = t.fresh("v"), t.fresh("v")
            t.emit(f"{scalar} = tensor.extract {o.name}[] : {o.type}")
            t.emit(f"{index} = arith.index_cast {scalar} : {elt(o.dtype)} to index")
            where.append(index)
        else:
            where.append(str(int(o)))
    name = t.fresh("t")
    t.emit(f"{name} = tensor.insert_slice {value.name} into {dest.name}[{', '.join(where)}] "
           f"[{', '.join(map(str, sizes))}] [{', '.join(map(str, strides or [1] * len(sizes)))}] : {value.type} into {dest.type}")
    return name


@emitter
def gather(table, index):
    """table[index] for an integer index tensor: rows of `table` picked along axis 0."""
    t = current()
    if not np.issubdtype(index.dtype, np.integer):
        raise TraceError(f"arrays used as indices must be of integer type, not {index.dtype}")
    shape = index.shape + table.shape[1:]
    rank = len(shape)
    out_type = tensor_type(shape, table.dtype)
    empty, name = t.fresh("e"), t.fresh("t")
    t.emit(f"{empty} = tensor.empty() : {out_type}")
    in_map = _affine(rank, [f"d{i}" for i in range(index.ndim)])
    out_map = _affine(rank, [f"d{i}" for i in range(rank)])
    t.emit(f"{name} = linalg.generic {{indexing_maps = [{in_map}, {out_map}], "
           f"iterator_types = {_iterators(['parallel'] * rank)}}} ins({index.name} : {index.type}) "
           f"outs({empty} : {out_type}) {{")
    i, o = t.fresh("in"), t.fresh("out")
    t.emit(f"^bb0({i}: {elt(index.dtype)}, {o}: {stored(table.dtype)}):")
    row = t.fresh("v")
    t.emit(f"{row} = arith.index_cast {i} : {elt(index.dtype)} to index", 4)
    # Negative indices count from the end, as in NumPy.
    n = t.fresh("v")
    t.emit(f"{n} = arith.constant {table.shape[0]} : index", 4)
    zero = t.fresh("v")
    t.emit(f"{zero} = arith.constant 0 : index", 4)
    neg, wrapped, sel = t.fresh("v"), t.fresh("v"), t.fresh("v")
    t.emit(f"{neg} = arith.cmpi slt, {row}, {zero} : index", 4)
    t.emit(f"{wrapped} = arith.addi {row}, {n} : index", 4)
    t.emit(f"{sel} = arith.select {neg}, {wrapped}, {row} : index", 4)
    coords = [sel]
    for k in range(table.ndim - 1):
        c = t.fresh("v")
        t.emit(f"{c} = linalg.index {index.ndim + k} : index", 4)
        coords.append(c)
    v = t.fresh("v")
    t.emit(f"{v} = tensor.extract {table.name}[{', '.join(coords)}] : {table.type}", 4)
    t.emit(f"linalg.yield {v} : {stored(table.dtype)}", 4)  # (the table's element as it is stored)
    t.emit(f"}} -> {out_type}")
    return Tensor(name, shape, table.dtype, t)


def as_float(x) -> Tensor:
    """x as a float tensor: integers (and bools) in float64, as NumPy's float functions compute them."""
    x = as_tensor(x)
    return x if _is_float(x.dtype) else cast(x, np.float64)


def stack(parts, axis: int) -> Tensor:
    """np.stack of same-shaped tensors: each gets a size-1 axis at `axis`, then they are joined there."""
    rank = parts[0].ndim + 1
    a = _normalize_axes(axis, rank)[0]
    return concatenate([reshape(p, p.shape[:a] + (1,) + p.shape[a:]) for p in parts], a)


@emitter
def concatenate(parts, axis=0):
    t = current()
    parts = [as_tensor(p) for p in parts]
    dtype = np.result_type(*[p.dtype for p in parts])
    parts = [cast(p, dtype) for p in parts]
    ndim = parts[0].ndim
    axis = _normalize_axes(axis, ndim)[0]
    for p in parts:
        if p.ndim != ndim or any(p.shape[i] != parts[0].shape[i] for i in range(ndim) if i != axis):
            raise TraceError(f"concatenate: shapes {[q.shape for q in parts]} do not match off axis {axis}")
    shape = list(parts[0].shape)
    shape[axis] = sum(p.shape[axis] for p in parts)
    out_type = tensor_type(shape, dtype)
    acc = t.fresh("e")
    t.emit(f"{acc} = tensor.empty() : {out_type}")
    offset = 0
    for p in parts:
        offs = [offset if i == axis else 0 for i in range(ndim)]
        name = t.fresh("t")
        t.emit(f"{name} = tensor.insert_slice {p.name} into {acc}[{', '.join(map(str, offs))}] "
               f"[{', '.join(map(str, p.shape))}] [{', '.join(['1'] * ndim)}] : {p.type} into {out_type}")
        acc = name
        offset += p.shape[axis]
    return Tensor(acc, tuple(shape), dtype, t)


# ---------------------------------------------------------------------------------------------
# Matmul: named ops only.

@emitter
def matmul(a, b):
    t = current()
    dtype = np.result_type(a.dtype, b.dtype)
    if dtype == np.bool_:  # or of ands: counted in int32, then != 0
        return cast(matmul(cast(a, np.int32), cast(b, np.int32)), np.bool_)
    # float32 @ half-precision B (weights stored in float16 or bfloat16): one matmul whose body widens
    # B's elements as it reads them (exact), no float32 copy of B; NumPy's promotion gives the same.
    a, b = cast(a, dtype), (b if dtype == np.float32 and b.dtype in HALF else cast(b, dtype))
    if a.ndim == 0 or b.ndim == 0:
        raise TraceError("matmul: input operand does not have enough dimensions (use * for scalars)")
    if a.ndim == 1:
        return reshape(matmul(reshape(a, (1,) + a.shape), b), b.shape[:-2] + (b.shape[-1],) if b.ndim > 1 else ())
    if b.ndim == 1:
        return reshape(matmul(a, reshape(b, b.shape + (1,))), a.shape[:-1])
    if a.shape[-1] != b.shape[-2]:
        raise TraceError(f"matmul: shapes {a.shape} and {b.shape} do not align ({a.shape[-1]} != {b.shape[-2]})")
    if a.ndim > 2 and b.ndim == 2:  # [..., n, k] @ [k, m]: one 2-D matmul over the stacked rows
        flat = reshape(a, (int(np.prod(a.shape[:-1])), a.shape[-1]))
        return reshape(matmul(flat, b), a.shape[:-1] + (b.shape[-1],))
    if a.ndim == b.ndim > 3 and a.shape[:-2] == b.shape[:-2]:  # equal batch dims: one batch_matmul
        batch = a.shape[:-2]
        out = matmul(reshape(a, (-1,) + a.shape[-2:]), reshape(b, (-1,) + b.shape[-2:]))
        return reshape(out, batch + out.shape[1:])
    if a.ndim == 2 and b.ndim == 2:
        op, shape = "linalg.matmul", (a.shape[0], b.shape[1])
    elif a.ndim == 3 and b.ndim == 3 and a.shape[0] == b.shape[0]:
        op, shape = "linalg.batch_matmul", (a.shape[0], a.shape[1], b.shape[2])
    else:
        raise UnsupportedOperation(f"matmul of shapes {a.shape} and {b.shape}",
                                   "2-D, N-D with equal batch dimensions, or N-D @ 2-D")
    (a, a_t), (b, b_t) = _matmul_operand(a), _matmul_operand(b)
    maps = ""
    if a_t or b_t:  # read the transpose's source through the indexing map: no transposed copy
        plain, a_map, b_map = MATMUL_MAPS[len(shape)]
        maps = (f"indexing_maps = [affine_map<{a_map if a_t else plain[0]}>, "
                f"affine_map<{b_map if b_t else plain[1]}>, affine_map<{plain[2]}>] ")
    out_type = tensor_type(shape, dtype)
    zero = constant(0, dtype)
    empty, filled, name = t.fresh("e"), t.fresh("t"), t.fresh("t")
    t.emit(accumulator(empty, out_type))
    t.emit(f"{filled} = linalg.fill ins({zero} : {elt(dtype)}) outs({empty} : {out_type}) -> {out_type}")
    t.emit(f"{name} = {op} {maps}ins({a.name}, {b.name} : {a.type}, {b.type}) outs({filled} : {out_type}) "
           f"-> {out_type}")
    return Tensor(name, shape, dtype, t)



HALF = (np.dtype(np.float16), np.dtype("bfloat16"))  # half-precision B a float32 matmul reads as it is


def _matmul_operand(x):
    """(value to read, read transposed?) for a matmul operand: a transpose of the last two dims is
    read through the indexing map; a reshape of a computed value becomes an opaque tensor.reshape."""
    origin = x.origin or ("",)
    swap = (1, 0) if x.ndim == 2 else (0, 2, 1)
    if origin[0] == "transpose" and origin[2] == swap:
        value, transposed = _matmul_operand(origin[1])  # x.T.T reads x as it is
        return value, not transposed
    if origin[0] == "reshape" and not _is_argument(origin[1]):
        return opaque_reshape(origin[1], x.shape), False
    return x, False
