"""The CPU target's C runtime (pipeline/runtime/blas.c) on its own, through ctypes, against NumPy: the
product's dispatch (gemm, either gemv branch, the plain loop) on every layout of A, B and C, batched strides,
sizes around the branch thresholds; and the allocator under reuse, with guard bytes."""
from __future__ import annotations

import ctypes
import itertools
import subprocess

import numpy as np
import pytest

from conftest import check_close, nonzero
from gpt2.weights import check_dtype
from contract.descriptor import struct
from pipeline import toolchain


@pytest.fixture(scope="module")
def runtime(tmp_path_factory):
    """blas.c alone as a shared library, linked as the CPU target links it."""
    from pipeline.cpu import RUNTIME  # (pipeline.cpu needs MLIR: not imported when this module is collected)
    lib_dir, lib_name, _ = toolchain.openblas()
    out = tmp_path_factory.mktemp("runtime") / "runtime.so"
    subprocess.run([str(toolchain.c_compiler()), "-shared", "-O2", "-fPIC", "-o", str(out), str(RUNTIME),
                    f"-L{lib_dir}", f"-l{lib_name}", f"-Wl,-rpath,{lib_dir}", "-lm"], check=True)
    lib = ctypes.CDLL(str(out))
    lib._mlir_memref_to_llvm_alloc.restype = ctypes.c_void_p
    lib._mlir_memref_to_llvm_alloc.argtypes = [ctypes.c_size_t]
    lib._mlir_memref_to_llvm_aligned_alloc.restype = ctypes.c_void_p
    lib._mlir_memref_to_llvm_aligned_alloc.argtypes = [ctypes.c_size_t, ctypes.c_size_t]
    lib._mlir_memref_to_llvm_free.argtypes = [ctypes.c_void_p]
    lib.gpt2_mlir_blas_threads(4, 1, 1)
    return lib


# A rows x cols operand's layout: element strides (row, column) from (rows, cols), and an offset.
LAYOUTS = {
    "row-major": lambda r, c: (c, 1),
    "wider rows": lambda r, c: (c + 3, 1),          # a leading dimension wider than the matrix
    "transposed": lambda r, c: (1, r),              # column-major: BLAS's transposed operand
    "transposed, wider": lambda r, c: (1, r + 2),
    "neither contiguous": lambda r, c: (2 * c, 2),  # no BLAS layout: the plain loop
}


def _operand(rng, shape, strides, dtype, offset=5):
    """A view of `shape` with element `strides` into a buffer of its own (random values around it, so a read
    or write out of place shows), and its descriptor."""
    span = offset + 1 + sum((n - 1) * s for n, s in zip(shape, strides)) if all(shape) else offset + 1
    buf = rng.standard_normal(span + 7).astype(dtype)
    view = np.lib.stride_tricks.as_strided(buf[offset:], shape, [s * buf.itemsize for s in strides])
    desc = struct(len(shape))()
    desc.allocated = desc.aligned = buf.ctypes.data
    desc.offset = offset
    for i, (n, s) in enumerate(zip(shape, strides)):
        desc.sizes[i], desc.strides[i] = n, s
    return buf, view, desc


def _matmul(runtime, a_shape, a_layout, b_layout, c_layout, n, dtype, batch=None, weight=None):
    """C += A @ B through the runtime on the given layouts; `weight` ("float16", "bfloat16"): B in half
    precision (the products of half-precision weights), A and C in `dtype` float32."""
    rng = np.random.default_rng(hash((a_shape, a_layout, b_layout, c_layout, n, batch, weight)) % 2**32)
    (m, k) = a_shape
    lay = lambda name, r, c: LAYOUTS[name](r, c)  # noqa: E731
    if batch is None:
        a_strides, b_strides, c_strides = lay(a_layout, m, k), lay(b_layout, k, n), lay(c_layout, m, n)
        shapes = [(m, k), (k, n), (m, n)]
    else:  # batches apart by a whole matrix and a gap
        sa, sb, sc = lay(a_layout, m, k), lay(b_layout, k, n), lay(c_layout, m, n)
        span = lambda r, c, s: (r - 1) * s[0] + (c - 1) * s[1] + 9  # noqa: E731
        a_strides, b_strides, c_strides = ((span(m, k, sa),) + sa, (span(k, n, sb),) + sb, (span(m, n, sc),) + sc)
        shapes = [(batch, m, k), (batch, k, n), (batch, m, n)]
    dtypes = (dtype, check_dtype(weight) if weight else dtype, dtype)
    (abuf, a, ad), (bbuf, b, bd), (cbuf, c, cd) = (_operand(rng, s, st, t) for s, st, t in
                                                   zip(shapes, (a_strides, b_strides, c_strides), dtypes))
    before, want = cbuf.copy(), c.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64)
    written = np.zeros(cbuf.shape, bool)
    np.lib.stride_tricks.as_strided(written[5:], c.shape, [s * written.itemsize for s in c_strides])[...] = True
    name = f"_mlir_ciface_blas_matmul_{2 if batch is None else 3}d_{'f32' if dtype == np.float32 else 'f64'}"
    name += {None: "", "float16": "_f16", "bfloat16": "_bf16"}[weight]
    getattr(runtime, name)(ctypes.byref(ad), ctypes.byref(bd), ctypes.byref(cd))
    return c, want, cbuf, before, written, (abuf, bbuf)


SIZES = [(1, 1, 1), (1, 7, 33), (33, 7, 1), (1, 64, 5), (5, 64, 1), (4, 3, 4), (5, 9, 5), (17, 0, 6), (2, 1, 3),
         (6, 33, 17)]


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("m, k, n", SIZES)
def test_every_layout_of_a_product_adds_a_at_b_into_c_and_nothing_else(runtime, dtype, m, k, n):
    """m = 1 and n = 1 take the ?gemv branches, the others ?gemm or (a layout BLAS cannot describe) the loop;
    each adds A @ B into C's elements and leaves every other element of C's buffer as it was."""
    tol = 1e-5 if dtype == np.float32 else 1e-12
    for a_layout, b_layout, c_layout in itertools.product(LAYOUTS, LAYOUTS, LAYOUTS):
        c, want, cbuf, before, written, _ = _matmul(runtime, (m, k), a_layout, b_layout, c_layout, n, dtype)
        scale = 1 + np.abs(want).max() if want.size else 1
        assert np.abs(c - want).max(initial=0) <= tol * scale * max(k, 1), (a_layout, b_layout, c_layout)
        assert np.array_equal(cbuf[~written], before[~written]), f"C written outside its view {(a_layout, b_layout, c_layout)}"


@pytest.mark.parametrize("m, k, n", [(1, 8, 5), (4, 8, 1), (3, 5, 7)])
def test_batched_products_follow_each_operands_batch_stride(runtime, m, k, n):
    for a_layout, b_layout in itertools.product(("row-major", "transposed", "neither contiguous"), repeat=2):
        c, want, cbuf, before, written, _ = _matmul(runtime, (m, k), a_layout, b_layout, "wider rows", n,
                                                    np.float32, batch=3)
        assert np.abs(c - want).max() <= 1e-5 * (1 + np.abs(want).max()) * k, (a_layout, b_layout)
        assert np.array_equal(cbuf[~written], before[~written])


# Sizes around the half kernels' steps: 16 rows of B a pass and 32 columns a step (a tail of each, a last pass
# that prefetches nothing, fewer rows than a pass), the head's 64 and 16 columns, sgemm's tiles of widened B
# (up to 64 rows of A: 256 rows of B deep, 512 KB, so k = 800 and 2000 take several tiles deep and 3 x 2000 x 700
# two threads' columns; 70 rows: tiles 768 deep).
HALF_SIZES = [(1, 40, 70), (1, 37, 100), (1, 7, 33), (1, 150, 5), (3, 40, 70), (17, 33, 65), (5, 800, 40),
              (3, 2000, 700), (2, 1, 3), (70, 800, 300)]


@pytest.mark.parametrize("weight", ["float16", "bfloat16"])
@pytest.mark.parametrize("m, k, n", HALF_SIZES)
def test_every_clone_of_the_half_products_adds_a_at_b_into_c(runtime, weight, m, k, n):
    """The products with half-precision B (gemm_half: the GEMVs of one row, sgemm on widened tiles, the loop),
    run by every clone this CPU has (baseline, AVX2, AVX-512) and split over two threads: against float64 on
    the same half values, nothing written outside C."""
    layouts = [("row-major", "row-major", "row-major"), ("row-major", "transposed", "row-major"),
               ("transposed", "wider rows", "wider rows"), ("row-major", "transposed, wider", "row-major"),
               ("row-major", "neither contiguous", "row-major")]
    widest = runtime.gpt2_mlir_half_clone(-1)
    runtime.gpt2_mlir_blas_threads(4, 1, 2)
    try:
        for clone in range(widest + 1):
            assert runtime.gpt2_mlir_half_clone(clone) == clone
            for a_layout, b_layout, c_layout in layouts:
                c, want, cbuf, before, written, _ = _matmul(runtime, (m, k), a_layout, b_layout, c_layout, n,
                                                            np.float32, weight=weight)
                assert np.abs(c - want).max() <= 1e-6 * (1 + np.abs(want).max()) * k, (clone, a_layout, b_layout)
                assert np.array_equal(cbuf[~written], before[~written]), (clone, a_layout, b_layout)
    finally:
        runtime.gpt2_mlir_half_clone(2)
        runtime.gpt2_mlir_blas_threads(4, 1, 1)


def test_the_runtimes_threads_run_every_kind_of_product_back_to_back(runtime):
    """One pool runs OpenBLAS's jobs (its threads callback), the skinny products' and the half products' parts:
    forty products of the three kinds in turn on three threads, each against float64, none waiting for another's
    threads (a wrong handover hangs or mixes the jobs of two calls)."""
    runtime.gpt2_mlir_blas_threads(4, 1, 3)
    try:
        for i in range(40):
            m, weight = [(200, None), (9, None), (40, "float16"), (100, "bfloat16")][i % 4]
            c, want, cbuf, before, written, _ = _matmul(runtime, (m, 150 + i), "row-major", "row-major",
                                                        "row-major", 190, np.float32, weight=weight)
            assert np.abs(c - want).max() <= 1e-6 * (1 + np.abs(want).max()) * (150 + i), (i, m, weight)
    finally:
        runtime.gpt2_mlir_blas_threads(4, 1, 1)


# --- NumPy's own views (launcher/cpu_run.py's descriptors) -------------------------------------------

def _views(rng, dtype):
    """(A, B) pairs as row-major, transposed, strided-both-ways and single row/column views."""
    big = nonzero(rng, 40, 60, dtype=dtype)
    return {
        "plain": (big[:7, :9], big[10:19, 20:31]),
        "A transposed": (big[:9, :7].T, big[10:19, :5]),
        "B transposed": (big[:7, :9], big[20:31, 30:39].T),
        "both transposed": (big[:9, :7].T, big[:5, 40:49].T),
        "strided both ways": (big[1:30:3, 2:40:4], big[0:40:4, 1:12:2]),
        "one row": (big[3:4, :9], big[:9, :1]),
        "one column result": (big[:6, 5:6].T.T, big[7:8, 1:4]),
        "row vector transposed": (big[2, :9][None, :], big[:9, 3:4]),
        "empty k": (big[:4, :0], big[:0, :3]),
        # matrix-vector work (?gemv): a row of A, or a column of B, each way round and strided
        "row times matrix": (big[5:6, :9], big[10:19, 20:31]),
        "row times transposed matrix": (big[5:6, :9], big[20:31, 30:39].T),
        "strided row times matrix": (big[5:6, 1:28:3], big[10:19, 20:31]),
        "column of a transposed row": (big[:9, 4:5].T, big[:9, 7:20]),
        "matrix times column": (big[:7, :9], big[10:19, 20:21]),
        "transposed matrix times column": (big[:9, :7].T, big[10:19, 20:21]),
        "matrix times strided column": (big[:7, :9], big[1:28:3, 5:6]),
    }


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_runtime_matmul_on_views(runtime, dtype, rng):
    import ctypes

    from launcher.cpu_run import descriptor
    kernel = getattr(runtime, f"_mlir_ciface_blas_matmul_2d_{'f32' if dtype == np.float32 else 'f64'}")
    for what, (a, b) in _views(rng, dtype).items():
        c_base = nonzero(rng, a.shape[0] + 2, 2 * b.shape[1] + 3, dtype=dtype)
        c = c_base[1:1 + a.shape[0], 3::2][:, :b.shape[1]]  # C += A @ B into a strided view
        expected = c.copy() + a.astype(np.float64) @ b
        descs = [descriptor(v) for v in (a, b, c)]
        kernel(*[ctypes.byref(d) for d in descs])
        check_close(c, expected.astype(dtype), tol=1e-5, what=what)


def test_runtime_batched_matmul_on_views(runtime, rng):
    import ctypes

    from launcher.cpu_run import descriptor
    x = nonzero(rng, 3, 14, 14)
    a, b = x[:, :5, :], x[:, :, 2:9]  # batch stride not a multiple of the matrix size
    c = np.zeros((3, 5, 7), np.float32)
    runtime._mlir_ciface_blas_matmul_3d_f32(*[ctypes.byref(descriptor(v)) for v in (a, b, c)])
    check_close(c, a @ b)
    bt = np.ascontiguousarray(b.transpose(0, 2, 1)).transpose(0, 2, 1)  # each matrix column-major
    c[:] = 0
    runtime._mlir_ciface_blas_matmul_3d_f32(*[ctypes.byref(descriptor(v)) for v in (a, bt, c)])
    check_close(c, a @ b)


def test_runtime_memref_copy(runtime, rng):
    """memrefCopy, which memref.copy between non-contiguous views calls."""
    import ctypes

    from launcher.cpu_run import descriptor

    class Unranked(ctypes.Structure):
        _fields_ = [("rank", ctypes.c_int64), ("descriptor", ctypes.c_void_p)]

    for src in (nonzero(rng, 6, 9, 5)[1:5, ::2, 3], nonzero(rng, 8, 7)[::3, 1:].T, nonzero(rng, 4)[::2],
                np.array(2.5, np.float64), nonzero(rng, 3, 0, 2)):
        dst = np.zeros(src.shape[::-1], src.dtype).T  # a transposed destination
        ds, dd = descriptor(src), descriptor(dst)
        us = Unranked(src.ndim, ctypes.addressof(ds))
        ud = Unranked(dst.ndim, ctypes.addressof(dd))
        runtime.memrefCopy(ctypes.c_int64(src.itemsize), ctypes.byref(us), ctypes.byref(ud))
        np.testing.assert_array_equal(dst, src)


def test_runtime_allocator_keeps_freed_buffers(runtime):
    """The programs' buffers: a freed block of at least 64 KiB comes back for the next allocation of
    its size (a call does not fault its pages in again), aligned to 64 bytes and writable to its end;
    other sizes and small blocks get their own."""
    import ctypes

    alloc, free = runtime._mlir_memref_to_llvm_alloc, runtime._mlir_memref_to_llvm_free
    alloc.restype, alloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
    free.argtypes = [ctypes.c_void_p]
    big = 3 << 20
    first = alloc(big)
    assert first % 64 == 0
    ctypes.memset(first, 7, big)
    free(first)
    again = alloc(big)
    assert again == first, "a freed block of the same size was not reused"
    other = alloc(big + 64)
    assert other != again
    small = alloc(1000)
    free(small)
    assert alloc(1000) % 64 == 0
    aligned = runtime._mlir_memref_to_llvm_aligned_alloc
    aligned.restype, aligned.argtypes = ctypes.c_void_p, [ctypes.c_size_t, ctypes.c_size_t]
    wide = aligned(4096, big)
    assert wide % 4096 == 0 and wide != again
    ctypes.memset(wide, 1, big)
    for pointer in (again, other, wide):
        free(pointer)
    free(None)


# --- the allocator ---------------------------------------------------------------------------------

KEEP_MIN = 64 << 10  # blocks of at least this many bytes are kept for reuse (blas.c)


class Blocks:
    """Live blocks from the runtime's allocator, each filled with its own byte pattern: a block handed out
    twice, or written past its end by the test's own fill, shows as another block's pattern changing."""

    def __init__(self, runtime):
        self.rt, self.live = runtime, {}

    def alloc(self, size, alignment=None):
        p = (self.rt._mlir_memref_to_llvm_alloc(size) if alignment is None
             else self.rt._mlir_memref_to_llvm_aligned_alloc(alignment, size))
        assert p, size
        assert p not in self.live, f"a live block at {p:#x} handed out again"
        assert p % (alignment or 64) == 0, (p, alignment)
        tag = (len(self.live) * 37 + 11) % 251
        ctypes.memset(p, tag, size)
        self.live[p] = (size, tag)
        return p

    def free(self, p):
        self.check()
        del self.live[p]
        self.rt._mlir_memref_to_llvm_free(p)

    def check(self):
        for p, (size, tag) in self.live.items():
            view = np.ctypeslib.as_array((ctypes.c_uint8 * size).from_address(p))
            assert (view == tag).all(), f"block at {p:#x} ({size} bytes) was overwritten: two blocks share memory"
        spans = sorted((p, p + size) for p, (size, _) in self.live.items())
        assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:])), "live blocks overlap"


def test_the_allocator_reuses_kept_blocks_without_sharing_them(runtime):
    rng = np.random.default_rng(7)
    blocks = Blocks(runtime)
    sizes = [KEEP_MIN - 1, KEEP_MIN, KEEP_MIN + 1, 100, 3 * KEEP_MIN, 1 << 20]
    live = [blocks.alloc(int(s)) for s in sizes for _ in range(3)]
    for _ in range(6):  # free a random half, in any order, then take as many again, of the same and other sizes
        rng.shuffle(live)
        for p in live[: len(live) // 2]:
            blocks.free(p)
        live = live[len(live) // 2:]
        live += [blocks.alloc(int(rng.choice(sizes))) for _ in range(9)]
        blocks.check()
    for p in live:
        blocks.free(p)


def test_a_kept_block_is_never_given_for_a_larger_size(runtime):
    blocks = Blocks(runtime)
    small = blocks.alloc(KEEP_MIN)
    blocks.free(small)
    big = blocks.alloc(4 * KEEP_MIN)   # must not be the kept 64 KiB block: its fill would run past it
    other = blocks.alloc(KEEP_MIN)     # the kept block, or a new one; either way its own memory
    blocks.check()
    blocks.free(big)
    blocks.free(other)


@pytest.mark.parametrize("alignment", [64, 128, 4096])
def test_aligned_blocks_of_both_sides_of_the_kept_size(runtime, alignment):
    blocks = Blocks(runtime)
    ptrs = [blocks.alloc(size, alignment) for size in (8, KEEP_MIN, 2 * KEEP_MIN + 8) for _ in range(4)]
    for p in ptrs[::2] + ptrs[1::2]:
        blocks.free(p)
    again = [blocks.alloc(2 * KEEP_MIN + 8, alignment) for _ in range(4)]
    for p in again:
        blocks.free(p)


def test_many_live_blocks(runtime):
    blocks = Blocks(runtime)
    ptrs = [blocks.alloc(KEEP_MIN + 64 * (i % 5)) for i in range(300)]
    for p in reversed(ptrs):
        blocks.free(p)
    ptrs = [blocks.alloc(KEEP_MIN + 64 * (i % 7)) for i in range(300)]
    blocks.check()
    for p in ptrs:
        blocks.free(p)
