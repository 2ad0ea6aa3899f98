"""Each distinct kernel built once (pipeline/passes/dedup_kernels.py, matchers.dedup_functions), without a GPU:
the tiny GPT-2's decoding step (2 layers) compiled for sm_90a, and what its build folder and manifest hold."""
from __future__ import annotations

import collections
import hashlib
import json
import re

import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from pipeline.pipelines import gpu_stage_file  # noqa: E402


@pytest.fixture(scope="module")
def step(tmp_path_factory):
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    config = get_config("tiny")
    root = tmp_path_factory.mktemp("dedup")
    CompiledGPT2(config, stand_in_params(config), target="gpu", chip="sm_90a", root=root, verbose=False,
                 place_weights=False, fused=True).build(4, 2)
    folder = next(p.parent for p in root.rglob("manifest.json") if re.search(r"n1(-|$)", p.parent.name))
    return config, folder, json.loads((folder / "manifest.json").read_text())


def _body(path) -> str:
    return path.read_text().split("\n", 1)[1]  # (the first line is the command that wrote it)


def test_no_two_ptx_files_are_the_same_kernel(step):
    _, folder, manifest = step
    ptx = sorted((folder / "kernels").glob("*.ptx"))
    bodies = collections.Counter(hashlib.sha256(_body(p).encode()).hexdigest() for p in ptx)
    assert ptx and max(bodies.values()) == 1, f"{len(ptx)} PTX files, {len(bodies)} distinct"
    assert sorted(manifest["ptx"]) == sorted(f"kernels/{p.name}" for p in ptx)


def test_launches_of_each_layer_share_the_kernels(step):
    """Both layers' launches: as many as before, each naming its layer, and the second layer's run the modules
    the first's do; every launch's module holds the kernel it names."""
    config, folder, manifest = step
    launches = [s for s in manifest["steps"] if s["op"] == "launch"]
    per_layer = [[s for s in launches if s["label"].startswith(f"block {k} ")] for k in range(config.n_layer)]
    assert all(per_layer) and len(per_layer[0]) == len(per_layer[1])
    assert [s["ptx"] for s in per_layer[0]] == [s["ptx"] for s in per_layer[1]]
    assert len(manifest["ptx"]) < len(launches)
    for s in launches:
        assert re.search(rf"\.entry {re.escape(s['kernel'])}\(", (folder / s["ptx"]).read_text()), s["label"]
    # the same code at two NumPy lines stays two kernel functions: each launch keeps its own sublayer's label
    for s in launches:
        for product, sublayer in (("attention_out", "attention_sublayer"), ("mlp_out", "mlp_sublayer")):
            assert product not in s["label"] or sublayer in s["label"], s["label"]


def test_the_dedup_stage_merges_the_modules_outline_made(step):
    _, folder, _ = step
    def modules(name, op="gpu.module"):
        return len(re.findall(rf"^  {op} @", (folder / gpu_stage_file(name)).read_text(), re.M))
    assert modules("dedup-kernels") < modules("outline")
    assert modules("dedup-kernels") == modules("binary", "gpu.binary") == len(list((folder / "kernels").glob("*.ptx")))


def test_per_call_site_kernel_functions_are_written_once(step):
    """The epilogue pass instantiates a kernel function per call site; the layers' identical ones are one function
    in its stage file (and in every stage after), each called from both layers."""
    _, folder, _ = step
    text = (folder / gpu_stage_file("epilogues")).read_text()
    defined = re.findall(r"func\.func private @(\w+_epi\d+)\(", text)
    calls = collections.Counter(re.findall(r"call @(\w+_epi\d+)\(", text))
    assert defined and set(calls) == set(defined)
    assert all(calls[name] >= 2 for name in defined), calls


def test_the_kernels_folder_holds_the_templates_its_kernels_were_made_from(step):
    """Generated templates are not checked in: each build shows the text its kernels came from, beside them."""
    from pipeline.kernels import template_source
    _, folder, _ = step
    sources = {p.stem: p.read_text() for p in (folder / "kernels").glob("*.mlir")}
    assert {"matvec_cols_vec4", "matvec_cols_vec4_prologue", "attention_warps", "attention_prefetch_kv"} <= set(sources)
    assert "matmul_2d" not in sources  # (a prefix of other kernels' names, not one this step launches)
    assert all(text == template_source(stem) for stem, text in sources.items())



def test_attention_over_a_mask_keeps_each_layers_helpers(tmp_path):
    """A prompt's attention with the causal mask as a term of its own (the tiles kernels): the layers'
    identical kernels become one, and with it their score and mask helpers; no call is left to a helper
    that went (a mask helper once stayed behind as a kernel of its own, and the stage failed to verify)."""
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    config = get_config("tiny")
    CompiledGPT2(config, stand_in_params(config), target="gpu", chip="sm_90a", root=tmp_path, verbose=False,
                 place_weights=False, fused=True).forward_program(64)
    text = next(tmp_path.rglob(gpu_stage_file("attention"))).read_text()
    defined = set(re.findall(r"func\.func private @(gpu_attention\w+)\(", text))
    called = set(re.findall(r"call @(gpu_attention\w+)\(", text))
    assert any(name.endswith("_mask") for name in defined), defined
    assert called <= defined and len([n for n in defined if n.endswith("_mask")]) == 1, (called, defined)
