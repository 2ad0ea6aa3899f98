"""Flattening argument trees (tuples, lists, dicts, named tuples) into leaves and back."""
from __future__ import annotations

import numpy as np


def is_leaf(x) -> bool:
    return isinstance(x, (np.ndarray, np.generic)) or hasattr(x, "__array_interface__") or _is_tensor(x)


def _is_tensor(x) -> bool:
    from .tensor import Tensor
    return isinstance(x, Tensor)


# Module-level recursion on purpose: a recursive closure is a reference cycle that would keep the
# leaves (device arrays) alive until the garbage collector runs, instead of freeing them at once.

def flatten(tree):
    """-> (leaves, treedef). Non-array leaves (ints, strings, None) are kept in the treedef."""
    leaves = []
    return leaves, _walk(tree, leaves)


def _walk(x, leaves: list):
    if is_leaf(x):
        leaves.append(x)
        return ("*",)
    if isinstance(x, tuple) and hasattr(x, "_fields"):
        return ("namedtuple", type(x), tuple(_walk(v, leaves) for v in x))
    if isinstance(x, (tuple, list)):
        return (type(x).__name__, tuple(_walk(v, leaves) for v in x))
    if isinstance(x, dict):
        keys = sorted(x)
        return ("dict", tuple(keys), tuple(_walk(x[k], leaves) for k in keys))
    return ("static", x)


def unflatten(treedef, leaves):
    return _build(treedef, iter(leaves))


def _build(d, it):
    kind = d[0]
    if kind == "*":
        return next(it)
    if kind == "namedtuple":
        return d[1](*[_build(c, it) for c in d[2]])
    if kind == "tuple":
        return tuple(_build(c, it) for c in d[1])
    if kind == "list":
        return [_build(c, it) for c in d[1]]
    if kind == "dict":
        return {k: _build(c, it) for k, c in zip(d[1], d[2])}
    return d[1]


def signature(treedef) -> str:
    """A hashable, printable description of a tree's structure."""
    def desc(d):
        kind = d[0]
        if kind == "*":
            return "*"
        if kind == "namedtuple":
            return f"{d[1].__name__}(" + ",".join(desc(c) for c in d[2]) + ")"
        if kind in ("tuple", "list"):
            return kind + "(" + ",".join(desc(c) for c in d[1]) + ")"
        if kind == "dict":
            return "{" + ",".join(f"{k}:{desc(c)}" for k, c in zip(d[1], d[2])) + "}"
        return repr(d[1])
    return desc(treedef)
