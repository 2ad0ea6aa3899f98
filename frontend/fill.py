"""Preallocate and fill: `out = np.zeros((n, 3)); out[:, 0] = x` with a traced `x`.

NumPy's `ndarray.__setitem__` copies the value's data into the array, and a traced tensor has no data, so
NumPy alone cannot take it. The function traced is therefore read once more with each statement
`name[key] = value` written as `name = assign(name, key, value)`: where `name` is a NumPy array and the value
(or the key) is traced, the array becomes a traced tensor from that statement on (its values as they are
then, as a constant), and the assignment is the tensor's own (a functional update). Every other assignment
is what it was. Other names for the same NumPy array do not see the change (NumPy's would): the one the
statement assigns through does. Only functions whose source Python can read are rewritten; the code keeps
the source's file and lines, so every op still points at the user's line.
"""
from __future__ import annotations

import ast
import functools
import inspect
import textwrap
import types

import numpy as np

from .tensor import Tensor


def _traced(value) -> bool:
    if isinstance(value, Tensor):
        return True
    if isinstance(value, tuple):
        return any(_traced(v) for v in value)
    return False


def assign(target, key, value):
    """`target[key] = value`, the NumPy array `target` traced first when the value or the key is."""
    if isinstance(target, np.ndarray) and (_traced(value) or _traced(key)):
        from .ops import as_tensor
        target = as_tensor(np.array(target))  # (a copy: the caller's array is not written)
    target[key] = value
    return target


_HELPER = "__gpt2_mlir_assign__"


class _Rewrite(ast.NodeTransformer):
    """`name[key] = value` -> `name = assign(name, key, value)` for the function's own local names (a global's
    or a closure's would become local, and unbound before the statement)."""

    def __init__(self, local: set[str]):
        self.count, self.local = 0, local

    def visit_FunctionDef(self, node):  # a nested function's names are its own: left as written
        return node

    visit_AsyncFunctionDef = visit_ClassDef = visit_Lambda = visit_FunctionDef

    def visit_Assign(self, node: ast.Assign):
        target = node.targets[0] if len(node.targets) == 1 else None
        if (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name)
                and target.value.id in self.local):
            name = target.value.id
            call = ast.Call(ast.Name(_HELPER, ast.Load()), [ast.Name(name, ast.Load()), target.slice, node.value], [])
            self.count += 1
            return ast.copy_location(ast.Assign([ast.Name(name, ast.Store())], call), node)
        return node


@functools.lru_cache(maxsize=256)
def rewritten(fn):
    """`fn` with its `name[key] = value` statements through `assign`, or `fn` itself when it has none or its
    source cannot be read (a lambda has no statements; a function typed at a prompt has no file)."""
    if not isinstance(fn, types.FunctionType):
        return fn
    try:
        source = textwrap.dedent(inspect.getsource(fn))
        tree = ast.parse(source)
    except (OSError, TypeError, SyntaxError, IndentationError):
        return fn
    fdef = tree.body[0] if tree.body else None
    if not isinstance(fdef, ast.FunctionDef) or fdef.name != fn.__name__:
        return fn
    rewrite = _Rewrite(set(fn.__code__.co_varnames))
    fdef.body = [rewrite.visit(statement) for statement in fdef.body]
    if not rewrite.count:
        return fn
    fdef.decorator_list = []
    # An outer function takes the helper and the closure's values, so the new code needs nothing of the
    # caller's module but its globals (which it reads live, as the original did).
    free = list(fn.__code__.co_freevars)
    outer = ast.FunctionDef(name="__outer__", args=ast.arguments(
        posonlyargs=[], args=[ast.arg(n) for n in [_HELPER, *free]], kwonlyargs=[], kw_defaults=[], defaults=[]),
        body=[fdef, ast.Return(ast.Name(fdef.name, ast.Load()))], decorator_list=[])
    module = ast.Module([outer], type_ignores=[])
    ast.fix_missing_locations(module)
    ast.increment_lineno(module, fn.__code__.co_firstlineno - 1)
    namespace: dict = {}
    exec(compile(module, fn.__code__.co_filename, "exec"), fn.__globals__, namespace)
    try:
        cells = [c.cell_contents for c in fn.__closure__ or ()]
    except ValueError:  # a closure variable not bound yet: leave the function as it is
        return fn
    new = namespace["__outer__"](assign, *cells)
    new.__defaults__, new.__kwdefaults__ = fn.__defaults__, fn.__kwdefaults__
    new.__name__, new.__qualname__, new.__module__ = fn.__name__, fn.__qualname__, fn.__module__
    return new
