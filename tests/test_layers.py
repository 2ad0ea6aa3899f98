"""The top-level packages form layers that import only downwards (lazy imports inside functions
count), so there is no import cycle between them:

    contract  <  launcher (run)  <  pipeline (compile)  <  frontend (trace, jit)  <  gpt2  <  examples  <  tasks.py

`contract` holds what the others agree on and imports neither MLIR nor CUDA; the launcher needs
no MLIR at run time and the compiler no CUDA driver.
"""
from __future__ import annotations

import ast
import functools
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
            "sorting", "products", "numpy_api", "fill", "jit", "support", "__init__"]


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


@functools.lru_cache(maxsize=None)
def _pipeline_imports() -> dict[str, list[tuple[str, list[str], int]]]:
    """pipeline's modules (dotted, as 'pipeline.passes.row_kernels') -> [(module imported, names, line)] over
    every relative or pipeline.* import, lazy ones included."""
    graph: dict[str, list[tuple[str, list[str], int]]] = {}
    for path in sorted((ROOT / "pipeline").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        package = parts[:-1]
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found = graph.setdefault(name, [])
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not isinstance(node, ast.ImportFrom):
                continue
            if node.level:
                base = package[:len(package) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            elif (node.module or "").startswith("pipeline"):
                target = node.module
            else:
                continue
            names = [alias.name for alias in node.names]
            if node.module is None:  # from . import a, b: each is a module
                found += [(f"{target}.{n}", [], node.lineno) for n in names]
            else:
                found.append((target, names, node.lineno))
    return graph


def test_no_import_circle_in_the_compiler():
    """pipeline/ (the passes and the kernel library included) imports in one direction: no module reaches
    itself through its imports, lazy ones counted."""
    imported = _pipeline_imports()
    graph = {m: {t for t, _, _ in edges if t in imported} for m, edges in imported.items()}
    for start in graph:
        seen, todo = set(), [(start, [start])]
        while todo:
            node, path = todo.pop()
            for nxt in graph.get(node, ()):
                assert nxt != start, "import circle: " + " -> ".join(path + [nxt])
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append((nxt, path + [nxt]))


def test_no_module_imports_another_modules_private_names():
    """A pass or a kernel module takes what it shares from another through public names (the machinery the
    passes share lives in pipeline/passes/runs.py and matchers.py)."""
    private = [f"{m}:{line} imports {n} from {t}" for m, edges in _pipeline_imports().items()
               for t, names, line in edges for n in names if n.startswith("_") and n != "__version__"]
    assert not private, private


def test_every_gpu_rewrite_is_a_declared_pass():
    """No pass module calls another pass's entry point: what runs is GPU_PASSES, in its order."""
    from pipeline.pipelines import GPU_PASSES
    declared = {p.run.split(":")[0] for p in GPU_PASSES if p.kind == "python"}
    for m, edges in _pipeline_imports().items():
        if m.startswith("pipeline.passes."):
            for t, names, line in edges:
                assert not (t in declared and t != m and "run" in names), f"{m}:{line} runs {t}"
    assert {"pipeline.passes.head_argmax", "pipeline.passes.long_argmax"} <= declared
