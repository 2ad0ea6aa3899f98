"""tests/mutation.py stays runnable: each mutant's text stands exactly once in its file (code that
moved, as sampling did from gpt2/model.py to gpt2/sampling.py, leaves a mutant that no longer plants
its bug), and the tests it runs exist. The mutation run itself takes minutes: `python3 tests/mutation.py`."""
from __future__ import annotations

import pytest

import mutation


ALL = mutation.MUTANTS + mutation.COMPILER_MUTANTS


@pytest.mark.parametrize("m", ALL, ids=[m.name for m in ALL])
def test_each_mutant_finds_its_text_once(m):
    text = (mutation.ROOT / m.path).read_text()
    assert text.count(m.old) == 1, f"mutant {m.name}: {m.old!r} stands {text.count(m.old)} times in {m.path}"
    assert m.new != m.old


def test_the_mutants_have_distinct_names_and_their_tests_exist():
    for mutants in (mutation.MUTANTS + mutation.GPU_MUTANTS, mutation.COMPILER_MUTANTS):
        names = [m.name for m in mutants]
        assert len(names) == len(set(names))
    assert all((mutation.ROOT / t.split('::')[0]).is_file() for t in mutation.TESTS + mutation.COMPILER_TESTS)
