"""The cache-writes pass (pipeline/passes/cache_writes.py), structurally (no GPU): the KV cache's row
writes after the qkv product (a copy of views of its result into the cache at a runtime position)
become stores in the product's kernel, in a decoding step (one row: the GEMV) and a prefill (several
rows: split_heads' transposes into temporaries, then the copies); refused where the copy must stay.
The numbers are checked on a GPU by tests/test_cache_writes_gpu.py."""
from __future__ import annotations

import inspect
import json
import re

import numpy as np
import pytest

ir = pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from gpt2.reference import split_heads  # noqa: E402
from pipeline.pipelines import gpu_stage_file  # noqa: E402

F32 = np.float32
H, DH = 3, 8


def qkv_step(x, w, b, kc, vc, pos):
    """gpt2/reference.py mha's first half: the product, its split, the cache rows written at pos."""
    n = x.shape[0]
    q, k, v = (split_heads(t, H) for t in np.split(x @ w + b, 3, axis=-1))
    kc[:, pos:pos + n, :] = k
    vc[:, pos:pos + n, :] = v
    return (q @ kc.transpose(0, 2, 1)) @ vc  # reads the cache after the writes


def read_between(x, w, b, kc, vc, pos):
    """The cache is read between the product and the write: that read must see the old rows."""
    n = x.shape[0]
    qkv = x @ w + b
    old = kc.sum(axis=-1)
    q, k, v = (split_heads(t, H) for t in np.split(qkv, 3, axis=-1))
    kc[:, pos:pos + n, :] = k
    vc[:, pos:pos + n, :] = v
    return (q @ kc.transpose(0, 2, 1)) @ vc, old


def not_a_product(rows, kc, pos):
    kc[:, pos:pos + rows.shape[1], :] = rows * 2.0
    return kc.sum(axis=-1)


def args(n, k=16, c=20, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal((n, k)).astype(F32), rng.standard_normal((k, 3 * H * DH)).astype(F32),
            rng.standard_normal(3 * H * DH).astype(F32), rng.standard_normal((H, c, DH)).astype(F32),
            rng.standard_normal((H, c, DH)).astype(F32), np.array(2, np.int64)]


def build(fn, a, path, chip="sm_90"):
    return jit(fn).compile(*a, target="gpu", build_dir=path, chip=chip, verbose=False)


def launches(program) -> list[dict]:
    steps = json.loads((program.build_dir / "manifest.json").read_text())["steps"]
    return [s for s in steps if s["op"] == "launch"]


def copies_of(steps, fn) -> list[dict]:
    """Launches of copy kernels made for the cache writes of `fn` (their source lines are the writes')."""
    first = inspect.getsourcelines(fn)[1]
    lines = {f"test_cache_writes.py:{first + i}" for i, line in enumerate(inspect.getsourcelines(fn)[0])
             if re.search(r"[kv]c\[:, pos", line)}
    return [s for s in steps if s["label"].endswith("(copy)") and any(x.endswith(m) for x in s["source"] for m in lines)]


def text(program, name) -> str:
    return (program.build_dir / gpu_stage_file(name)).read_text()


@pytest.mark.parametrize("n", [1, 3, 16])
def test_the_cache_writes_go_into_the_products_kernel(tmp_path, toolkit, n):
    program = build(qkv_step, args(n), tmp_path / f"n{n}")
    before, after = text(program, "epilogues"), text(program, "cache-writes")
    assert before.count("memref.copy") == 2 and after.count("memref.copy") == 0
    if n > 1:  # split_heads' transposes of k and v into temporaries go with them
        assert before.count("linalg.transpose") >= 2 and after.count("linalg.transpose") <= before.count(
            "linalg.transpose") - 2
    # The product's store writes the cache: the store function holds stores into the cache buffer
    # (rank 3) under the window test, the position loaded inside it.
    stores = [f for f in re.findall(r"func\.func private @gpu_\w+_epi\d+_store\(.*?\n  \}", after, re.S)
              if "scf.if" in f]
    assert len(stores) == 1, stores  # one product (q's split_heads may be a third store: n > 1)
    assert stores[0].count("scf.if") >= 2 and "memref.load" in stores[0]
    assert len(re.findall(r"memref\.subview %arg\d+\[0, %\d+, 0\]", stores[0])) == 2  # kc and vc at pos
    steps = launches(program)
    assert copies_of(steps, qkv_step) == []
    assert not any(s["label"].endswith("(copy)") and "split_heads" in s["label"] for s in steps), \
        [s["label"] for s in steps]


def test_one_kernel_fewer_than_with_the_pass_refused(tmp_path, toolkit):
    """The same step with a read of the key cache between product and write keeps the key row's copy
    (the read must see the old rows); the value row's, which nothing in between touches, still goes."""
    kept = build(read_between, args(1), tmp_path / "kept")
    fused = build(qkv_step, args(1), tmp_path / "fused")
    after = text(kept, "cache-writes")
    assert after.count("memref.copy") == 1 and text(kept, "epilogues").count("memref.copy") == 2
    copy = next(line for line in after.splitlines() if "memref.copy" in line)
    kc = re.search(r"func\.func @main\((?:%arg\d+: [^,]+, ){3}(%arg\d+)", after).group(1)
    assert re.search(r"memref\.subview " + kc + r"\[", after) and copy.split(",")[1].strip().split()[0] in after
    assert len(copies_of(launches(kept), read_between)) == 1  # the key row's copy kernel
    assert copies_of(launches(fused), qkv_step) == []


def test_a_copy_not_from_a_product_stays(tmp_path, toolkit):
    rng = np.random.default_rng(3)
    program = build(not_a_product, [rng.standard_normal((H, 2, DH)).astype(F32),
                                    rng.standard_normal((H, 12, DH)).astype(F32), np.array(4, np.int64)],
                    tmp_path / "rows")
    assert text(program, "cache-writes").count("memref.copy") == 1
    assert text(program, "cache-writes").split("\n", 1)[1] == text(program, "epilogues").split("\n", 1)[1]


def test_the_decomposition_is_checked_against_the_copy():
    """The compile-time check of the in-kernel formula: the k third of a [2, 48] result split into 3
    heads of 8 is found; a source with overlapping elements, or elements the kernel does not store,
    is refused."""
    from pipeline.passes.cache_writes import _decomposition, _positions
    stored = _positions([2, 48], [48, 1], 0)
    # k's [h, n, dh] view: strides [8, 48, 1], offset 24 (split_heads of columns 24..47)
    assert _decomposition([3, 2, 8], [8, 48, 1], 24, stored) == [1, 0, 2]
    assert _decomposition([3, 2, 8], [4, 48, 1], 24, stored) is None      # heads overlap
    assert _decomposition([3, 3, 8], [8, 48, 1], 24, stored) is None      # a third row the kernel does not store
    assert _decomposition([3, 2, 8], [8, 48, 1], 0, _positions([1, 48], [48, 1], 0)) is None
