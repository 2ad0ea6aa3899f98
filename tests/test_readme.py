"""The README's Python examples run as written, on the CPU target: the model's generate and stream
(target=None is the CPU on a machine without a GPU; on one with a GPU the test asks for the CPU, as a
GPU build belongs to the prebuilt GPU tests), and the jitted softmax, checked against NumPy. The
softmax example asks for target="gpu": without a GPU it must fail with the one-line hint to use the
CPU target, and then runs as that hint says."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from conftest import _gpu_present, check_close

README = Path(__file__).resolve().parent.parent / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)


def test_the_readme_has_its_two_python_examples():
    assert len(BLOCKS) == 2, f"README.md has {len(BLOCKS)} python blocks; this test runs the model's and the jit's"
    assert "GPT2.from_pretrained" in BLOCKS[0] and "@jit" in BLOCKS[1]


def test_the_model_example_generates_and_streams(capsys):
    code = BLOCKS[0] if not _gpu_present() else BLOCKS[0].replace("target=None", 'target="cpu"')
    ns: dict = {}
    with pytest.warns(UserWarning, match="seeded random weights"):  # no pretrained weights here
        exec(compile(code, f"{README}:python-1", "exec"), ns)
    out = ns["out"]
    assert len(out.generated_ids) == 20 and all(0 <= t < 50257 for t in out.generated_ids)
    printed = capsys.readouterr().out
    assert printed.startswith("Alan Turing theorized that computers would one day become")
    assert str(out.generated_ids) in printed and "Once upon a time" not in printed  # stream prints only new text
    streamed = printed.split(str(out.timings), 1)[1].strip()
    assert streamed, "the streamed sampling printed nothing"


def test_the_jit_example_matches_numpy(capsys):
    code = BLOCKS[1]
    if not _gpu_present():
        from launcher.cuda import NoGpuError
        with pytest.raises(NoGpuError, match='use target="cpu"'):
            exec(compile(code, f"{README}:python-2", "exec"), {})
    code = code.replace('target="gpu"', 'target="cpu"')  # what the error says to do
    ns: dict = {}
    exec(compile(code, f"{README}:python-2", "exec"), ns)
    assert capsys.readouterr().out.strip().startswith("[[")
    x = np.random.default_rng(7).random((4, 37)).astype(np.float32)
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    check_close(ns["softmax"](x, target="cpu"), e / e.sum(axis=-1, keepdims=True), what="README softmax")


def _numbers(text: str) -> list[str]:
    return re.findall(r"(?<![\w.])\d+(?:\.\d+)?(?:e-\d+)?(?![\w.]*\d)", text)


def test_every_figure_in_the_readme_is_the_benchmark_pages():
    """The README's Measured section restates docs/benchmarks.md's latest figures (rounded at most): no figure
    of its own, so the two cannot drift apart."""
    readme = README.read_text()
    measured = readme.split("## Measured", 1)[1].split("\n## ", 1)[0]
    page = (README.parent / "docs" / "benchmarks.md").read_text()
    figures = page.split("## The latest figures", 1)[1].split("\n## Changelog", 1)[0]  # (and the builds' table)
    theirs = _numbers(figures)
    from decimal import ROUND_HALF_UP, Decimal

    def rounded(t: str, places: int) -> Decimal:
        return Decimal(t).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    missing = []
    for figure in set(_numbers(measured)):
        places = len(figure.split(".")[1]) if "." in figure else 0
        if not any(t == figure or ("e" not in t + figure and rounded(t, places) == Decimal(figure)) for t in theirs):
            missing.append(figure)
    assert not missing, f"README figures not on docs/benchmarks.md's latest figures: {sorted(missing)}"
