"""np.einsum as transposes, sums and (batched) matmuls, so a contraction runs on the same
linalg.matmul / linalg.batch_matmul kernels as `@`. A letter repeated in one operand takes that
operand's diagonal first (np.diagonal); three or more operands are contracted left to right, two at
a time, each pair keeping only the letters the output or a later operand still needs.

For two operands each letter is one of: batch (in both operands and the output), contracted (in
both, not in the output), free (in one operand and the output) or summed (in one operand only,
summed out first). A = [batch, free_a, contracted], B = [batch, contracted, free_b], one matmul,
then the output's order.
"""
from __future__ import annotations

import numpy as np

from . import ops, positions
from .errors import TraceError, UnsupportedOperation
from .tensor import as_tensor


def _parse(subscripts: str, ranks: list[int]) -> tuple[list[str], str]:
    text = subscripts.replace(" ", "")
    inputs, arrow, output = text.partition("->")
    terms = inputs.split(",")
    if len(terms) != len(ranks):
        raise TraceError(f"np.einsum: {subscripts!r} names {len(terms)} operands but {len(ranks)} were given")
    if "." in text:  # `...` stands for the leading axes a term does not name: capital letters here
        if any(t.count("...") != t.count(".") / 3 or t.count("...") > 1 for t in terms + [output]):
            raise TraceError(f"np.einsum: {subscripts!r} has a '.' outside an ellipsis (...)")
        longest = max((r - len(t.replace("...", "")) for t, r in zip(terms, ranks) if "..." in t), default=0)
        letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        for i, (t, r) in enumerate(zip(terms, ranks)):
            if "..." in t:
                k = r - len(t.replace("...", ""))
                terms[i] = t.replace("...", letters[longest - k:longest])
        if arrow:
            output = output.replace("...", letters[:longest])
        else:
            output = letters[:longest] + "".join(sorted(c for c in set("".join(terms)).difference(letters)
                                                        if "".join(terms).count(c) == 1))
            arrow = "->"
    for term in terms + [output]:
        if not term.isalpha() and term:
            raise TraceError(f"np.einsum: {term!r} in {subscripts!r} is not a string of letters")
    if not arrow:  # implicit output: the letters seen once, in alphabetical order
        letters = "".join(terms)
        output = "".join(sorted(c for c in set(letters) if letters.count(c) == 1))
    if len(set(output)) != len(output):
        raise TraceError(f"np.einsum: output subscript {output!r} repeats a letter")
    missing = set(output) - set("".join(terms))
    if missing:
        raise TraceError(f"np.einsum: output letters {sorted(missing)} appear in no operand")
    return terms, output


def _sum_out(x, term: str, keep: set) -> tuple:
    """x with the axes whose letters are not in `keep` summed out, and its remaining letters."""
    axes = tuple(i for i, c in enumerate(term) if c not in keep)
    if axes:
        x = ops.reduce("sum", x, axes, dtype=x.dtype)  # (np.einsum keeps the operands' type: no int64 for int8)
    return x, "".join(c for c in term if c in keep)


def _arrange(x, term: str, order: str):
    """x (letters `term`) transposed to the letters `order`."""
    return ops.transpose(x, tuple(term.index(c) for c in order)) if term != order else x


def _diagonals(x, term: str):
    """x with each letter repeated in `term` reduced to its diagonal ('ii' -> 'i'), and the new term."""
    while len(set(term)) != len(term):
        c = next(c for c in term if term.count(c) > 1)
        p, q = term.index(c), term.index(c, term.index(c) + 1)
        if x.shape[p] != x.shape[q]:
            raise TraceError(f"np.einsum: letter {c!r} has sizes {x.shape[p]} and {x.shape[q]}")
        x = ops.transpose(x, tuple(d for d in range(x.ndim) if d not in (p, q)) + (p, q))
        x = positions.diagonal(x, 0)  # (the diagonal becomes the last axis)
        term = "".join(t for i, t in enumerate(term) if i not in (p, q)) + c
    return x, term


def einsum(subscripts, *operands, out=None, dtype=None, order="K", casting="safe", optimize=False):
    """any number of operands, contracted two at a time (left to right) by transposes, sums and (batched) matmuls; `...` for equal leading axes; a repeated letter in an operand takes its diagonal."""
    if not isinstance(subscripts, str):
        raise UnsupportedOperation("np.einsum in the interleaved (operand, sublist) form", "pass a subscripts string")
    if out is not None or dtype is not None:
        raise UnsupportedOperation("np.einsum with out= or dtype=")
    if not operands:
        raise TraceError("np.einsum needs at least one operand")
    tensors = [as_tensor(x) for x in operands]
    terms, output = _parse(subscripts, [x.ndim for x in tensors])
    for x, term in zip(tensors, terms):
        if x.ndim != len(term):
            raise TraceError(f"np.einsum: operand of shape {x.shape} has {x.ndim} axes but {term!r} names {len(term)}")
    sizes: dict = {}
    for x, term in zip(tensors, terms):
        for c, n in zip(term, x.shape):
            if sizes.setdefault(c, n) != n:
                raise TraceError(f"np.einsum: letter {c!r} has sizes {sizes[c]} and {n}")
    pairs = [_diagonals(x, term) for x, term in zip(tensors, terms)]
    a, ta = pairs[0]
    if len(pairs) == 1:
        x, term = _sum_out(a, ta, set(output))
        return _arrange(x, term, output)
    for i, (b, tb) in enumerate(pairs[1:], start=1):
        later = set(output).union(*[t for _, t in pairs[i + 1:]])
        kept = "".join(dict.fromkeys(c for c in ta + tb if c in later))
        a, ta = _pair(a, ta, b, tb, kept, sizes), kept
    return _arrange(a, ta, output)


def _pair(a, ta: str, b, tb: str, output: str, sizes: dict):
    """Two operands contracted into the letters `output` (each appears in ta or tb): one matmul."""
    a, ta = _sum_out(a, ta, set(tb) | set(output))
    b, tb = _sum_out(b, tb, set(ta) | set(output))
    batch = "".join(c for c in ta if c in tb and c in output)
    contracted = "".join(c for c in ta if c in tb and c not in output)
    free_a = "".join(c for c in ta if c not in tb)
    free_b = "".join(c for c in tb if c not in ta)
    a = _arrange(a, ta, batch + free_a + contracted)
    b = _arrange(b, tb, batch + contracted + free_b)
    size = lambda letters: int(np.prod([sizes[c] for c in letters]))  # noqa: E731
    nb, m, k, n = size(batch), size(free_a), size(contracted), size(free_b)
    a = ops.reshape(a, ((nb,) if batch else ()) + (m, k))
    b = ops.reshape(b, ((nb,) if batch else ()) + (k, n))
    product = ops.matmul(a, b)  # [nb,] m, n
    product = ops.reshape(product, tuple(sizes[c] for c in batch + free_a + free_b))
    return _arrange(product, batch + free_a + free_b, output)
