"""The top-level packages form layers that import only downwards (lazy imports inside functions
count), so there is no import cycle between them:

    contract  <  launcher (run)  <  pipeline (compile)  <  frontend (trace, jit)  <  gpt2  <  examples  <  tasks.py

`contract` holds what the others agree on and imports neither MLIR nor CUDA; the launcher needs
no MLIR at run time and the compiler no CUDA driver.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ["contract", "launcher", "pipeline", "frontend", "gpt2", "examples", "tasks"]
FORBIDDEN = {"contract": {"mlir", "cuda"}, "launcher": {"mlir"}, "pipeline": {"cuda"}}


def imports(layer: str) -> dict[str, set[str]]:
    """{top-level module imported: {file:line, ...}} over every import statement of a layer."""
    files = [ROOT / "tasks.py"] if layer == "tasks" else sorted((ROOT / layer).rglob("*.py"))
    found: dict[str, set[str]] = {}
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], set()).add(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


@pytest.mark.parametrize("layer", LAYERS)
def test_layer_imports_only_layers_below_it(layer):
    rank = LAYERS.index(layer)
    found = imports(layer)
    upward = {m: sorted(w) for m, w in found.items() if m in LAYERS and LAYERS.index(m) > rank}
    assert not upward, f"{layer} imports layers above it: {upward}"
    bad = {m: sorted(w) for m, w in found.items() if m in FORBIDDEN.get(layer, ())}
    assert not bad, f"{layer} must not import {sorted(FORBIDDEN[layer])}: {bad}"


def test_every_package_is_in_a_layer():
    packages = {p.parent.name for p in ROOT.glob("*/__init__.py")}
    assert packages <= set(LAYERS), f"place {sorted(packages - set(LAYERS))} in LAYERS"


# Inside the frontend, modules import one way too (relative imports, lazy ones included): the
# symbolic Tensor needs neither the MLIR emitters nor the NumPy tables (it looks handlers up in
# tables that numpy_api fills), so nothing imports in a circle.
FRONTEND = ["errors", "source", "tree", "trace", "numerics", "tensor", "ops", "positions", "indexing", "einsum",
            "sorting", "products", "numpy_api", "jit", "support", "__init__"]


def test_frontend_modules_import_one_way():
    present = {p.stem for p in (ROOT / "frontend").glob("*.py")}
    assert present <= set(FRONTEND), f"place {sorted(present - set(FRONTEND))} in FRONTEND"
    upward = []
    for path in sorted((ROOT / "frontend").glob("*.py")):
        rank = FRONTEND.index(path.stem)
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                names = [node.module] if node.module else [alias.name for alias in node.names]
                for name in names:
                    if FRONTEND.index(name.split(".")[0]) >= rank:
                        upward.append(f"frontend/{path.name}:{node.lineno} imports {name}")
    assert not upward, upward
