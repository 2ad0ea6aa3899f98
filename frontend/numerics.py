"""Scalar bodies whose NumPy semantics take more than one arith/math op: floor division and
remainder (the sign follows the divisor, for integers and floats, as Python's), sign, absolute
value of integers, integer powers, rounding half to even at `decimals`.

Each function emits into the current linalg.generic body (indent 4) and returns the SSA name of
the result. Integer division never divides by 0 or overflows on MIN // -1 (x86 traps on both):
NumPy gives 0 for a zero divisor and wraps MIN // -1 to MIN; so do these.
"""
from __future__ import annotations

import math

import numpy as np

from contract.dtypes import is_float

from .trace import current, elt

IND = 4


def _op(text: str) -> str:
    t = current()
    name = t.fresh("v")
    t.emit(f"{name} = {text}", IND)
    return name


def literal(value, dtype) -> str:
    """An arith.constant's literal: floats in their shortest round-trip form, infinities and NaN as bits."""
    dtype = np.dtype(dtype)
    if _is_float(dtype):
        value = float(value)
        if math.isinf(value):
            bits = {"f16": "0xFC00", "f32": "0xFF800000", "f64": "0xFFF0000000000000"}[elt(dtype)]
            return bits if value < 0 else {"f16": "0x7C00", "f32": "0x7F800000",
                                           "f64": "0x7FF0000000000000"}[elt(dtype)]
        if math.isnan(value):
            return {"f16": "0x7E00", "f32": "0x7FC00000", "f64": "0x7FF8000000000000"}[elt(dtype)]
        text = repr(value)  # shortest round-trip form; MLIR wants a '.' in the mantissa
        mantissa, _, exponent = text.partition("e")
        if "." not in mantissa:
            mantissa += ".0"
        return mantissa + ("e" + exponent if exponent else "")
    if dtype == np.bool_:
        return "true" if value else "false"
    return str(int(value))


def _const(value, dtype) -> str:
    dtype = np.dtype(dtype)
    return _op(f"arith.constant {literal(value, dtype)}" + ("" if dtype == np.bool_ else f" : {elt(dtype)}"))


def _select(cond: str, a: str, b: str, ty: str) -> str:
    return _op(f"arith.select {cond}, {a}, {b} : {ty}")


def copysign(a: str, b: str, dtype) -> str:
    """|a| with b's sign bit, on the bits (math.copysign does not lower through math-to-libm)."""
    bits = np.dtype(dtype).itemsize * 8
    ity, ty = f"i{bits}", elt(dtype)
    sign = -(1 << (bits - 1))  # 0x80..0 as a signed literal
    ai, bi = _op(f"arith.bitcast {a} : {ty} to {ity}"), _op(f"arith.bitcast {b} : {ty} to {ity}")
    magnitude = _op(f"arith.andi {ai}, {_op(f'arith.constant {~sign} : {ity}')} : {ity}")
    sign_bit = _op(f"arith.andi {bi}, {_op(f'arith.constant {sign} : {ity}')} : {ity}")
    return _op(f"arith.bitcast {_op(f'arith.ori {magnitude}, {sign_bit} : {ity}')} : {ity} to {ty}")


def _is_float(dtype) -> bool:
    return is_float(dtype)  # (bfloat16 too)


def _safe_divisor(b: str, dtype) -> tuple[str, str, str]:
    """(divisor with 0 and -1 replaced by 1, b == 0, b == -1) for integer division."""
    ty = elt(dtype)
    zero, one, minus = _const(0, dtype), _const(1, dtype), _const(-1, dtype)
    is_zero = _op(f"arith.cmpi eq, {b}, {zero} : {ty}")
    is_minus = _op(f"arith.cmpi eq, {b}, {minus} : {ty}")
    either = _op(f"arith.ori {is_zero}, {is_minus} : i1")
    return _select(either, one, b, ty), is_zero, is_minus


def _int_divmod(a: str, b: str, dtype) -> tuple[str, str]:
    """(a // b, a % b) for signed integers with Python's signs; a zero divisor gives (0, 0)."""
    ty = elt(dtype)
    zero = _const(0, dtype)
    d, is_zero, is_minus = _safe_divisor(b, dtype)
    q = _op(f"arith.divsi {a}, {d} : {ty}")  # truncated
    r = _op(f"arith.remsi {a}, {d} : {ty}")
    r_nonzero = _op(f"arith.cmpi ne, {r}, {zero} : {ty}")
    r_neg = _op(f"arith.cmpi slt, {r}, {zero} : {ty}")
    b_neg = _op(f"arith.cmpi slt, {b}, {zero} : {ty}")
    signs_differ = _op(f"arith.xori {r_neg}, {b_neg} : i1")
    adjust = _op(f"arith.andi {r_nonzero}, {signs_differ} : i1")
    one = _const(1, dtype)
    q_adj = _select(adjust, _op(f"arith.subi {q}, {one} : {ty}"), q, ty)
    r_adj = _select(adjust, _op(f"arith.addi {r}, {b} : {ty}"), r, ty)
    negated = _op(f"arith.subi {zero}, {a} : {ty}")  # a // -1 (wraps for MIN, as NumPy)
    q_out = _select(is_zero, zero, _select(is_minus, negated, q_adj, ty), ty)
    return q_out, r_adj  # r is 0 for b in (0, -1): the divisor was 1


def _float_divmod(a: str, b: str, dtype) -> tuple[str, str]:
    """NumPy's npy_divmod: fmod, moved to the divisor's sign, and the quotient snapped to an integer."""
    ty = elt(dtype)
    zero, one, half = _const(0.0, dtype), _const(1.0, dtype), _const(0.5, dtype)
    mod = _op(f"arith.remf {a}, {b} : {ty}")
    quotient = _op(f"arith.divf {a}, {b} : {ty}")
    div = _op(f"arith.divf {_op(f'arith.subf {a}, {mod} : {ty}')}, {b} : {ty}")
    mod_nonzero = _op(f"arith.cmpf une, {mod}, {zero} : {ty}")
    b_neg = _op(f"arith.cmpf olt, {b}, {zero} : {ty}")
    mod_neg = _op(f"arith.cmpf olt, {mod}, {zero} : {ty}")
    adjust = _op(f"arith.andi {mod_nonzero}, {_op(f'arith.xori {b_neg}, {mod_neg} : i1')} : i1")
    mod = _select(adjust, _op(f"arith.addf {mod}, {b} : {ty}"), mod, ty)
    div = _select(adjust, _op(f"arith.subf {div}, {one} : {ty}"), div, ty)
    mod = _select(mod_nonzero, mod, copysign(zero, b, dtype), ty)
    floor = _op(f"math.floor {div} : {ty}")
    up = _op(f"arith.cmpf ogt, {_op(f'arith.subf {div}, {floor} : {ty}')}, {half} : {ty}")
    floor = _select(up, _op(f"arith.addf {floor}, {one} : {ty}"), floor, ty)
    div_nonzero = _op(f"arith.cmpf une, {div}, {zero} : {ty}")
    floordiv = _select(div_nonzero, floor, copysign(zero, quotient, dtype), ty)
    b_zero = _op(f"arith.cmpf oeq, {b}, {zero} : {ty}")
    fmod = _op(f"arith.remf {a}, {b} : {ty}")
    return _select(b_zero, quotient, floordiv, ty), _select(b_zero, fmod, mod, ty)


def floor_divide(ins, dtype) -> str:
    return (_float_divmod if _is_float(dtype) else _int_divmod)(ins[0], ins[1], dtype)[0]


def remainder(ins, dtype) -> str:
    return (_float_divmod if _is_float(dtype) else _int_divmod)(ins[0], ins[1], dtype)[1]


def fmod(ins, dtype) -> str:
    """C's fmod: the sign follows the dividend; an integer zero divisor gives 0, as NumPy."""
    ty = elt(dtype)
    if _is_float(dtype):
        return _op(f"arith.remf {ins[0]}, {ins[1]} : {ty}")
    d, _, _ = _safe_divisor(ins[1], dtype)
    return _op(f"arith.remsi {ins[0]}, {d} : {ty}")


def sign(ins, dtype) -> str:
    """-1, 0 or 1; NaN stays NaN; -0.0 gives 0.0 (as NumPy)."""
    ty, x = elt(dtype), ins[0]
    zero, one, minus = _const(0, dtype), _const(1, dtype), _const(-1, dtype)
    if _is_float(dtype):
        pos = _op(f"arith.cmpf ogt, {x}, {zero} : {ty}")
        neg = _op(f"arith.cmpf olt, {x}, {zero} : {ty}")
        nan = _op(f"arith.cmpf uno, {x}, {x} : {ty}")
        rest = _select(nan, x, zero, ty)
    else:
        pos = _op(f"arith.cmpi sgt, {x}, {zero} : {ty}")
        neg = _op(f"arith.cmpi slt, {x}, {zero} : {ty}")
        rest = zero
    return _select(pos, one, _select(neg, minus, rest, ty), ty)


def absolute(ins, dtype) -> str:
    ty, x = elt(dtype), ins[0]
    if _is_float(dtype):
        return _op(f"math.absf {x} : {ty}")
    zero = _const(0, dtype)
    neg = _op(f"arith.cmpi slt, {x}, {zero} : {ty}")
    return _select(neg, _op(f"arith.subi {zero}, {x} : {ty}"), x, ty)


def int_power(ins, dtype) -> str:
    """a ** e for integers by squaring over every bit of e (wrapping as NumPy's does). NumPy
    refuses negative exponents; here a ** -k is the integer part of 1 / a ** k (1 for a = 1,
    +-1 for a = -1, else 0)."""
    ty = elt(dtype)
    a, e = ins
    zero, one = _const(0, dtype), _const(1, dtype)
    result, base = one, a
    for bit in range(np.dtype(dtype).itemsize * 8 - 1):
        shifted = _op(f"arith.shrsi {e}, {_const(bit, dtype)} : {ty}")
        on = _op(f"arith.trunci {shifted} : {ty} to i1")
        result = _select(on, _op(f"arith.muli {result}, {base} : {ty}"), result, ty)
        base = _op(f"arith.muli {base}, {base} : {ty}")
    negative = _op(f"arith.cmpi slt, {e}, {zero} : {ty}")
    # 1 / a ** k truncated: 1 for a == 1; for a == -1, -1 when k is odd; 0 otherwise
    minus_one = _const(-1, dtype)
    is_one = _op(f"arith.cmpi eq, {a}, {one} : {ty}")
    is_minus = _op(f"arith.cmpi eq, {a}, {minus_one} : {ty}")
    odd = _op(f"arith.trunci {e} : {ty} to i1")
    unit = _select(is_one, one, _select(is_minus, _select(odd, minus_one, one, ty), zero, ty), ty)
    return _select(negative, unit, result, ty)


def trunc(ins, dtype) -> str:
    """Toward zero: ceil below 0, floor above (the GPU path has no lowering for math.trunc)."""
    ty, x = elt(dtype), ins[0]
    if not _is_float(dtype):
        return x
    negative = _op(f"arith.cmpf olt, {x}, {_const(0.0, dtype)} : {ty}")
    return _select(negative, _op(f"math.ceil {x} : {ty}"), _op(f"math.floor {x} : {ty}"), ty)


def rounded(ins, dtype, decimals: int) -> str:
    """np.round: half to even, at `decimals` (x * 10**d rounded, then / 10**d, as NumPy does)."""
    ty, x = elt(dtype), ins[0]
    if not _is_float(dtype):
        return x
    if decimals == 0:
        return _op(f"math.roundeven {x} : {ty}")
    scale = _const(10.0 ** abs(decimals), dtype)
    if decimals > 0:
        y = _op(f"math.roundeven {_op(f'arith.mulf {x}, {scale} : {ty}')} : {ty}")
        return _op(f"arith.divf {y}, {scale} : {ty}")
    y = _op(f"math.roundeven {_op(f'arith.divf {x}, {scale} : {ty}')} : {ty}")
    return _op(f"arith.mulf {y}, {scale} : {ty}")


def _float_only(name: str, dtype) -> None:
    if not _is_float(dtype):
        from .errors import UnsupportedOperation
        raise UnsupportedOperation(f"np.{name} on {np.dtype(dtype)}")


def hypot(ins, dtype) -> str:
    """sqrt(a**2 + b**2) without overflow: big * sqrt(1 + (small / big)**2); an infinity wins over a
    NaN (as C's hypot), a NaN otherwise propagates, and hypot(0, 0) is 0."""
    _float_only("hypot", dtype)
    ty = elt(dtype)
    a, b = (_op(f"math.absf {v} : {ty}") for v in ins)
    big, small = _op(f"arith.maximumf {a}, {b} : {ty}"), _op(f"arith.minimumf {a}, {b} : {ty}")
    ratio = _op(f"arith.divf {small}, {big} : {ty}")
    one, zero, inf = _const(1.0, dtype), _const(0.0, dtype), _const(np.inf, dtype)
    square = _op(f"arith.mulf {ratio}, {ratio} : {ty}")
    root = _op(f"math.sqrt {_op(f'arith.addf {one}, {square} : {ty}')} : {ty}")
    h = _select(_op(f"arith.cmpf oeq, {big}, {zero} : {ty}"), zero, _op(f"arith.mulf {big}, {root} : {ty}"), ty)
    a_inf, b_inf = (_op(f"arith.cmpf oeq, {v}, {inf} : {ty}") for v in (a, b))
    infinite = _op(f"arith.ori {a_inf}, {b_inf} : i1")
    return _select(infinite, inf, h, ty)


def _log_add(ins, dtype, base2: bool) -> str:
    """NumPy's npy_logaddexp(2): x == y gives x + log(2) (so two equal infinities stay), else
    max + log1p(exp(-|x - y|)); a NaN propagates."""
    _float_only("logaddexp2" if base2 else "logaddexp", dtype)
    ty = elt(dtype)
    x, y = ins
    diff = _op(f"arith.subf {x}, {y} : {ty}")
    gap = _op(f"arith.negf {_op(f'math.absf {diff} : {ty}')} : {ty}")
    exp = "math.exp2" if base2 else "math.exp"
    term = _op(f"math.log1p {_op(f'{exp} {gap} : {ty}')} : {ty}")
    if base2:
        term = _op(f"arith.mulf {term}, {_const(1 / np.log(2), dtype)} : {ty}")
    out = _op(f"arith.addf {_op(f'arith.maximumf {x}, {y} : {ty}')}, {term} : {ty}")
    same = _op(f"arith.addf {x}, {_const(1.0 if base2 else np.log(2), dtype)} : {ty}")
    return _select(_op(f"arith.cmpf oeq, {x}, {y} : {ty}"), same, out, ty)


def logaddexp(ins, dtype) -> str:
    return _log_add(ins, dtype, base2=False)


def logaddexp2(ins, dtype) -> str:
    return _log_add(ins, dtype, base2=True)


def heaviside(ins, dtype) -> str:
    """0 below zero, h0 at zero, 1 above; NaN stays NaN."""
    _float_only("heaviside", dtype)
    ty = elt(dtype)
    x, h0 = ins
    zero, one = _const(0.0, dtype), _const(1.0, dtype)
    above = _select(_op(f"arith.cmpf ogt, {x}, {zero} : {ty}"), one, x, ty)  # (NaN: x itself)
    at = _select(_op(f"arith.cmpf oeq, {x}, {zero} : {ty}"), h0, above, ty)
    return _select(_op(f"arith.cmpf olt, {x}, {zero} : {ty}"), zero, at, ty)


def scaled(factor: float, name: str):
    """x * factor in x's float type (np.deg2rad, np.rad2deg: NumPy multiplies by the constant)."""
    def body(ins, dtype) -> str:
        _float_only(name, dtype)
        return _op(f"arith.mulf {ins[0]}, {_const(factor, dtype)} : {elt(dtype)}")
    return body


def reciprocal(ins, dtype) -> str:
    if not _is_float(dtype):
        from .errors import UnsupportedOperation
        raise UnsupportedOperation(f"np.reciprocal on {np.dtype(dtype)}",
                                   "NumPy's integer reciprocal is 0 for |x| > 1: use 1.0 / x")
    return _op(f"arith.divf {_const(1.0, dtype)}, {ins[0]} : {elt(dtype)}")


def signbit(ins, dtype) -> str:
    """The sign bit (True for -0.0 and for a NaN with its sign bit set), as a bool."""
    ty, x = elt(dtype), ins[0]
    if np.dtype(dtype) == np.bool_:
        return _const(False, np.bool_)
    if not _is_float(dtype):
        return _op(f"arith.cmpi slt, {x}, {_const(0, dtype)} : {ty}")
    ity = f"i{np.dtype(dtype).itemsize * 8}"
    bits, zero = _op(f"arith.bitcast {x} : {ty} to {ity}"), _op(f"arith.constant 0 : {ity}")
    return _op(f"arith.cmpi slt, {bits}, {zero} : {ity}")
