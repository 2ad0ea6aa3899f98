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

from cache_write_programs import H, qkv_step, qkv_write  # noqa: E402
from frontend import jit  # noqa: E402
from gpt2.reference import split_heads  # noqa: E402
from pipeline import kernels  # noqa: E402
from pipeline.pipelines import gpu_stage_file  # noqa: E402

F32 = np.float32
DH = 8


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


def build(fn, a, path, chip="sm_90", variant=None):
    return jit(fn).compile(*a, target="gpu", build_dir=path, chip=chip, verbose=False, variant=variant)


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


def _run_store_on_cpu(program, a):
    """The product kernel's store function (as cache-writes left it) run on the CPU for every element
    (i, j) of the product, with r = i * N + j (exact in f32), on copies of the program's arguments;
    returns those copies (kc, vc written as the kernel would) and the product's stand-in values."""
    import ctypes

    from mlir import execution_engine, passmanager, runtime

    from pipeline.pipelines import CPU_LOWER
    with ir.Context(), ir.Location.unknown():
        stage = ir.Module.parse(text(program, "cache-writes"))
        main = next(op.operation for op in stage.body.operations
                    if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main")
        calls = [op.operation for op in main.regions[0].blocks[0].operations if op.operation.name == "func.call"]
        call = next(c for c in calls if re.fullmatch(r"gpu_\w+_epi\d+", ir.FlatSymbolRefAttr(c.attributes["callee"]).value)
                    and any("memref<i64>" in str(v.type) for v in c.operands))
        name = ir.FlatSymbolRefAttr(call.attributes["callee"]).value
        store = next(op.operation for op in stage.body.operations if op.operation.name == "func.func"
                     and ir.StringAttr(op.attributes["sym_name"]).value == f"{name}_store")
        params = list(store.regions[0].blocks[0].arguments)
        c_type, m, n = params[3].type, a[0].shape[0], a[1].shape[1]
        extra = list(call.operands)[3:]
        names = ", ".join(f"%e{k}: {v.type}" for k, v in enumerate(extra))
        uses = ", ".join(f"%e{k}" for k in range(len(extra)))
        types = ", ".join(str(v.type) for v in extra)
        driver = ir.Module.parse(f"""
          func.func private @{name}_store(f32, index, index, {c_type}, {types})
          func.func @drive(%C: {c_type}, {names}) attributes {{llvm.emit_c_interface}} {{
            %c0 = arith.constant 0 : index
            %c1 = arith.constant 1 : index
            %m = arith.constant {m} : index
            %n = arith.constant {n} : index
            scf.for %i = %c0 to %m step %c1 {{
              scf.for %j = %c0 to %n step %c1 {{
                %in = arith.muli %i, %n : index
                %l = arith.addi %in, %j : index
                %li = arith.index_cast %l : index to i64
                %r = arith.sitofp %li : i64 to f32
                func.call @{name}_store(%r, %i, %j, %C, {uses}) : (f32, index, index, {c_type}, {types}) -> ()
              }}
            }}
            return
          }}""")
        next(op for op in driver.body.operations if ir.StringAttr(op.attributes["sym_name"]).value.endswith("_store")
             ).operation.erase()
        store.detach_from_parent()
        driver.body.append(store)
        passmanager.PassManager.parse(CPU_LOWER).run(driver.operation)
        engine = execution_engine.ExecutionEngine(driver, opt_level=0)
        arrays = [np.zeros((m, n), F32)]  # C (not written: an epilogue stores its own output)
        for v in extra:
            t = ir.MemRefType(v.type)
            k = ir.BlockArgument(v).arg_number if isinstance(v.owner, ir.Block) else None
            arrays.append(a[k].copy() if k is not None and k < len(a) else np.full(t.shape, np.nan, F32))
        descs = [runtime.get_ranked_memref_descriptor(x) if x.ndim else _zero_d(x) for x in arrays]
        engine.invoke("drive", *[ctypes.pointer(ctypes.pointer(d)) for d in descs])
        got = {ir.BlockArgument(v).arg_number: x for v, x in zip(extra, arrays[1:]) if isinstance(v.owner, ir.Block)}
        return got, (np.arange(m * n, dtype=np.int64).reshape(m, n)).astype(F32)


def _zero_d(x):
    from mlir import runtime
    import ctypes
    ctp = runtime.as_ctype(x.dtype)
    desc = runtime.make_zero_d_memref_descriptor(ctp)()
    desc.allocated = x.ctypes.data
    desc.aligned = x.ctypes.data_as(ctypes.POINTER(ctp))
    desc.offset = 0
    return desc


@pytest.mark.parametrize("n, pos", [(1, 0), (1, 9), (1, 19), (3, 0), (3, 17), (16, 4)])
def test_the_store_function_writes_exactly_the_rows_numpy_does(tmp_path, toolkit, n, pos):
    """The kernel's store run on the CPU: the cache rows pos..pos+n hold split_heads of the product's
    k and v thirds (plus the bias), every other row keeps its random value (bit for bit)."""
    a = args(n, seed=n + pos)
    a[5] = np.array(pos, np.int64)
    program = build(qkv_step, a, tmp_path / f"n{n}")
    got, r = _run_store_on_cpu(program, a)
    qkv = r + a[2]  # the epilogue's bias add, in f32 as the kernel does it
    want_k, want_v = a[3].copy(), a[4].copy()
    _, k, v = (split_heads(t, H) for t in np.split(qkv, 3, axis=-1))
    want_k[:, pos:pos + n, :], want_v[:, pos:pos + n, :] = k, v
    assert np.array_equal(got[3], want_k), f"key cache: {int((got[3] != want_k).sum())} elements differ"
    assert np.array_equal(got[4], want_v), f"value cache: {int((got[4] != want_v).sum())} elements differ"


def test_gpt2_decode_step_and_prefill_have_no_cache_write_kernels(tmp_path, toolkit):
    """The tiny GPT-2 (fused, sm_90) at 4 prompt tokens: no launch of the decoding step or of the
    prefill is a copy made for gpt2/reference.py's cache writes (write_cache's `cache[..., pos:pos + n, :] =
    new`, keys and values) or split_heads; qkv's kernel carries that line instead, one per layer. The
    prefill's one copy is the gather of its last row for the head (pick_rows' `x[rows]`,
    CompiledGPT2.head_on_last)."""
    import inspect as _inspect

    from gpt2 import reference
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, stand_in_params
    config = get_config("tiny")
    CompiledGPT2(config, stand_in_params(config), target="gpu", chip="sm_90", fused=True, root=tmp_path,
                 verbose=False, place_weights=False).build(4, 2)
    src, first = _inspect.getsourcelines(reference.write_cache)
    writes = {f"gpt2/reference.py:{first + i}" for i, line in enumerate(src) if "cache[..., pos:pos + n, :]" in line}
    assert len(writes) == 1
    manifests = sorted(tmp_path.rglob("manifest.json"))
    cached = [m for m in manifests if "-c" in m.parent.name]  # the programs that write the cache
    assert cached
    src, first = _inspect.getsourcelines(reference.pick_rows)
    gather = {f"gpt2/reference.py:{first + i}" for i, line in enumerate(src) if "x[rows]" in line}
    assert len(gather) == 1
    for manifest in cached:
        steps = [s for s in json.loads(manifest.read_text())["steps"] if s["op"] == "launch"]
        copies = [s for s in steps if s["label"].endswith("(copy)")]
        prefill = not manifest.parent.name.startswith("gpt2-next-n1-")
        assert [set(s["source"]) for s in copies] == ([gather] if prefill else []), \
            (manifest.parent.name, [(s["label"], s["source"]) for s in copies])
        carriers = [s for s in steps if writes & set(s["source"])]
        assert len(carriers) == config.n_layer and all("linear" in s["label"] for s in carriers), \
            (manifest.parent.name, [s["label"] for s in carriers])


# Every kernel family with the store hook (the registry's `epilogue` flag), forced, at a row count it
# computes: the template instantiated with the cache operands compiles (to PTX) and its store writes
# the rows.
FAMILIES = {"matvec_cols": 1, "matvec_cols_vec4": 1, "matvec_cols_split": 1, "matvec_cols_cluster": 1,
            "matmul_2d": 16, "matmul_2d_reg": 16, "matmul_2d_reg128": 16, "matmul_2d_tf32_64_v9": 16,
            "matmul_2d_tf32_64_split": 16, "matmul_2d_tf32_64_cluster": 16, "matmul_2d_tf32_64_stream": 16,
            "matmul_2d_wgmma2": 16, "matmul_2d_wgmma2_stream": 16}


def test_every_family_with_the_hook_is_listed():
    assert set(FAMILIES) == {k.name for k in kernels.KERNELS if k.epilogue} - kernels.HALF_FORMS


@pytest.mark.parametrize("variant", FAMILIES)
def test_each_family_writes_the_rows(tmp_path, toolkit, variant):
    n, pos = FAMILIES[variant], 3
    a = args(n, seed=7)
    a[5] = np.array(pos, np.int64)
    program = build(qkv_write, a, tmp_path / variant, chip=kernels.kernel(variant).chip or "sm_90",
                    variant=variant)
    kinds = {re.sub(r"_\d+$", "", p.stem) for p in (program.build_dir / "kernels").glob("mat*.ptx")}
    assert any(k.startswith(variant + "_f32") for k in kinds), kinds
    assert copies_of(launches(program), qkv_write) == []
    got, r = _run_store_on_cpu(program, a)
    qkv = r + a[2]
    _, k, v = (split_heads(t, H) for t in np.split(qkv, 3, axis=-1))
    want_k, want_v = a[3].copy(), a[4].copy()
    want_k[:, pos:pos + n, :], want_v[:, pos:pos + n, :] = k, v
    assert np.array_equal(got[3], want_k) and np.array_equal(got[4], want_v), variant
