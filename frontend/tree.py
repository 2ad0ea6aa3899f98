"""Flattening argument trees (tuples, lists, dicts, named tuples) into leaves and back."""
from __future__ import annotations

import numpy as np


def is_leaf(x) -> bool:
    return isinstance(x, (np.ndarray, np.generic)) or hasattr(x, "__array_interface__") or _is_tensor(x)


def _is_tensor(x) -> bool:
    from .tensor import Tensor
    return isinstance(x, Tensor)


def flatten(tree):
    """-> (leaves, treedef). Non-array leaves (ints, strings, None) are kept in the treedef."""
    leaves = []

    def walk(x):
        if is_leaf(x):
            leaves.append(x)
            return ("*",)
        if isinstance(x, tuple) and hasattr(x, "_fields"):
            return ("namedtuple", type(x), tuple(walk(v) for v in x))
        if isinstance(x, (tuple, list)):
            return (type(x).__name__, tuple(walk(v) for v in x))
        if isinstance(x, dict):
            keys = sorted(x)
            return ("dict", tuple(keys), tuple(walk(x[k]) for k in keys))
        return ("static", x)

    return leaves, walk(tree)


def unflatten(treedef, leaves):
    it = iter(leaves)

    def build(d):
        kind = d[0]
        if kind == "*":
            return next(it)
        if kind == "namedtuple":
            return d[1](*[build(c) for c in d[2]])
        if kind == "tuple":
            return tuple(build(c) for c in d[1])
        if kind == "list":
            return [build(c) for c in d[1]]
        if kind == "dict":
            return {k: build(c) for k, c in zip(d[1], d[2])}
        return d[1]

    return build(treedef)


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
