"""What the KV-cache decoder needs from the frontend: comparisons and np.where, a runtime position
(a 0-d integer argument), and slice assignment into an argument, which the compiled program writes
into the caller's buffer in place (CPU target here; the GPU build is checked structurally, and run
in tests/test_decoder_gpu.py)."""
from __future__ import annotations

import json
import re

import numpy as np
import pytest

from frontend import TraceError, UnsupportedOperation, jit
from pipeline.pipelines import gpu_stage_file

F32 = np.float32


def test_comparisons_and_where_match_numpy(build_dir, rng):
    def f(x, y, k):
        return (np.where(x < y, x, y), np.where(x <= 0.25, F32(-1), x), np.where(x > y, 1.0, 0.0).astype(F32),
                np.where(x >= y[0], y, F32(np.inf)), np.where(np.equal(k, 3), k, -k), np.where(np.not_equal(k, 3), 0, k),
                np.where(np.arange(7) <= k[:, :1], F32(0), F32(-np.inf)))
    x = rng.standard_normal((5, 7)).astype(F32)
    x[0, :3] = np.nan  # NumPy: every comparison with NaN is False, except !=
    y = rng.standard_normal((5, 7)).astype(F32)
    k = rng.integers(0, 6, (5, 7))
    got = jit(f)(x, y, k, target="cpu")
    for i, (g, w) in enumerate(zip(got, f(x, y, k))):
        assert g.dtype == w.dtype and g.shape == w.shape, i
        np.testing.assert_array_equal(g, w, err_msg=f"result {i}")


def write_rows(cache, rows, pos):
    n = rows.shape[1]
    cache[:, pos:pos + n, :] = rows  # [h, capacity, dh] <- [h, n, dh] at runtime rows pos..
    seen = np.arange(cache.shape[1]) <= pos + np.arange(n)[:, None]  # [n, capacity]
    scores = rows @ cache.transpose(0, 2, 1)  # reads the updated cache
    return np.where(seen, scores, F32(-np.inf))


@pytest.mark.parametrize("n", [1, 3])
def test_slice_assignment_at_a_runtime_position_updates_the_callers_array(build_dir, rng, n):
    cache = np.zeros((2, 16, 4), F32)
    mirror = cache.copy()
    f = jit(write_rows)
    for pos in (0, 5, 16 - n):
        rows = rng.standard_normal((2, n, 4)).astype(F32)
        got = f(cache, rows, np.array(pos, np.int64), target="cpu")
        want = write_rows(mirror, rows, pos)
        np.testing.assert_array_equal(cache, mirror)  # written in place, only those rows
        np.testing.assert_allclose(got, want, rtol=1e-6)
    assert len(f._programs) == 1  # the position is data, not part of the program


def test_static_slices_and_int_indices(build_dir, rng):
    def f(table, row):
        table[1, 2:5] = row
        table[3] = row[0] * np.ones(6, F32)
        return table.sum(axis=1)
    table = rng.standard_normal((4, 6)).astype(F32)
    row = rng.standard_normal(3).astype(F32)
    mirror = table.copy()
    got = jit(f)(table, row, target="cpu")
    np.testing.assert_allclose(got, f(mirror, row), rtol=1e-6)
    np.testing.assert_array_equal(table, mirror)


def test_the_update_is_written_back_not_returned(tmp_path):
    f = jit(write_rows)
    traced = f.trace(np.zeros((2, 64, 4), F32), np.zeros((2, 1, 4), F32), np.array(0, np.int64))
    assert traced.updated == (0,)
    assert "bufferization.materialize_in_destination" in traced.text
    assert re.search(r"-> \(tensor<2x1x64xf32>\)", traced.text), "only the scores are returned"


def test_no_step_copies_the_cache_on_the_gpu(tmp_path):
    """Built for the GPU (no GPU needed): the row write is a kernel that reads the position itself,
    and nothing cache-sized is copied or allocated."""
    cache = np.zeros((4, 256, 16), F32)
    program = jit(write_rows).compile(cache, np.zeros((4, 1, 16), F32), np.array(0, np.int64), target="gpu",
                                      build_dir=tmp_path / "gpu", verbose=False)
    manifest = json.loads((program.build_dir / "manifest.json").read_text())
    assert {s["op"] for s in manifest["steps"]} <= {"launch", "alloc", "free"}, "a host copy step"
    bufferized = (program.build_dir / "02-bufferized.mlir").read_text()
    assert not re.search(r"memref\.alloc\(\) [^\n]*memref<4x256x16xf32>", bufferized), "a copy of the cache"
    copies = re.findall(r"memref\.copy [^\n]*", bufferized)
    assert not [c for c in copies if "4x256x16" in c], f"a cache-sized copy: {copies}"
    assert len([c for c in copies if "%subview" in c]) == 1, f"the row write is not one copy: {copies}"
    outlined = (program.build_dir / gpu_stage_file("host-alloc")).read_text()
    host = outlined.split("gpu.module", 1)[0]
    assert "memref.load" not in host, "the host reads the position (breaks CUDA graph replay)"
    writer = [s for s in manifest["steps"] if s["op"] == "launch" and any(a["sizes"] == [] for a in s["args"])
              and any(a["sizes"] == [4, 256, 16] for a in s["args"])]
    assert writer, "no kernel takes both the position and the cache"


def test_errors_name_the_problem():
    x = np.zeros((4, 8), F32)
    pos = np.array(1, np.int64)

    def scatter(x):  # (x[0] = ... on a computed array is a functional update: tests/test_numpy_ops.py)
        y = x * 2
        y[np.array([[0, 2]])] = x[1]
        return y
    with pytest.raises(UnsupportedOperation, match=r"assignment through a multi-dimensional or tuple array index"):
        jit(scatter).trace(x)

    def unknown_length(x, p):
        x[p:p * 2] = x[:2]
        return x.sum()
    with pytest.raises(UnsupportedOperation, match="length is not a constant"):
        jit(unknown_length).trace(x, pos)

    def returns_it(x, p):
        x[p:p + 1] = x[:1] * 2
        return x
    with pytest.raises(TraceError, match="returns an argument it updates in place"):
        jit(returns_it).trace(x, pos)

    def wrong_shape(x):
        x[0:2] = x[:3]
        return x.sum()
    with pytest.raises(TraceError, match=r"shape \(3, 8\) to a slice of shape \(2, 8\)"):
        jit(wrong_shape).trace(x)


def test_an_updated_argument_must_be_written_in_place(build_dir):
    def f(x, p):
        x[p:p + 1] = x[:1] * 2
        return x.sum()
    g = jit(f)
    g(np.ones((4, 8), F32), np.array(1, np.int64), target="cpu")
    strided = np.ones((4, 16), F32)[:, ::2]
    with pytest.raises(TraceError, match="argument 0 is updated in place"):
        g(strided, np.array(1, np.int64), target="cpu")
    frozen = np.ones((4, 8), F32)
    frozen.flags.writeable = False
    with pytest.raises(TraceError, match="writable C-contiguous"):
        g(frozen, np.array(1, np.int64), target="cpu")


def test_key_and_value_rows_are_written_by_one_kernel(tmp_path):
    """Two row writes of one shape at the same runtime position (a decoding step's key and value)
    share a kernel (pipeline/runtime_offsets.py); each cache still gets its own row, checked on
    the CPU build of the same trace."""
    def write_both(k_cache, v_cache, k, v, pos):
        v = v * 2.0
        k_cache[:, pos:pos + 1, :] = k
        v_cache[:, pos:pos + 1, :] = v
        return np.sum(k_cache, axis=1) + np.sum(v_cache, axis=1)  # reads both updated caches
    args = (np.zeros((4, 64, 16), F32), np.zeros((4, 64, 16), F32), np.ones((4, 1, 16), F32),
            np.full((4, 1, 16), 3.0, F32), np.array(5, np.int64))
    program = jit(write_both).compile(*args, target="gpu", build_dir=tmp_path / "gpu", verbose=False)
    manifest = json.loads((program.build_dir / "manifest.json").read_text())
    writers = [s for s in manifest["steps"] if s["op"] == "launch"
               and sum(a["sizes"] == [4, 64, 16] for a in s["args"]) == 2]
    assert len(writers) == 1, "the key and value rows are not one kernel"
    k_cache, v_cache = np.zeros((4, 64, 16), F32), np.zeros((4, 64, 16), F32)
    jit(write_both)(k_cache, v_cache, *args[2:], target="cpu", build_dir=tmp_path / "cpu")
    assert (k_cache[:, 5] == 1.0).all() and (v_cache[:, 5] == 6.0).all()
    assert not k_cache[:, :5].any() and not v_cache[:, 6:].any()


def test_a_write_nothing_reads_is_refused(tmp_path):
    """Nothing reads the updated argument: the tensor-form write-back would be dropped by
    canonicalization without a word, so tracing refuses it by name."""
    def write_only(cache, rows, pos):
        cache[:, pos:pos + 1, :] = rows
        return np.sum(rows)
    with pytest.raises(TraceError, match="never read afterwards"):
        jit(write_only).trace(np.zeros((4, 64, 16), F32), np.ones((4, 1, 16), F32), np.array(5, np.int64))
