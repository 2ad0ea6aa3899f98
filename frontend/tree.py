"""Argument trees: defined in contract/tree.py (the launcher walks the same trees); kept here for
`from frontend import tree`."""
from contract.tree import flatten, is_leaf, map_leaves, register_leaf_type, signature, unflatten

__all__ = ["flatten", "unflatten", "map_leaves", "is_leaf", "register_leaf_type", "signature"]
