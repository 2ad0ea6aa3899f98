"""Flattening argument trees (tuples, lists, dicts, named tuples) into leaves and back.

Shared by the frontend (a traced function's arguments and results) and the launcher (weights placed
on the device): both see the same leaves in the same order."""
from __future__ import annotations

import numpy as np


_LEAF_TYPES: list[type] = []  # array-like types besides NumPy's (the frontend's symbolic Tensor)


def register_leaf_type(cls: type) -> type:
    """Make instances of `cls` leaves (usable as a class decorator)."""
    _LEAF_TYPES.append(cls)
    return cls


def is_leaf(x) -> bool:
    return (isinstance(x, (np.ndarray, np.generic)) or hasattr(x, "__array_interface__")
            or isinstance(x, tuple(_LEAF_TYPES)))


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
        # Leaves in sorted key order (so two dicts with the same keys flatten alike, as in JAX);
        # the dict is rebuilt in its own order (a function's results come back as it wrote them).
        keys = sorted(x)
        return ("dict", tuple(keys), tuple(_walk(x[k], leaves) for k in keys), tuple(x))
    return ("static", x)


def unflatten(treedef, leaves):
    return _build(treedef, iter(leaves))


def map_leaves(fn, tree):
    """The same tree with every leaf replaced by fn(leaf)."""
    leaves, treedef = flatten(tree)
    return unflatten(treedef, [fn(leaf) for leaf in leaves])


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
        values = {k: _build(c, it) for k, c in zip(d[1], d[2])}
        return {k: values[k] for k in d[3]}
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
            children = dict(zip(d[1], d[2]))
            return "{" + ",".join(f"{k}:{desc(children[k])}" for k in d[3]) + "}"
        return repr(d[1])
    return desc(treedef)
