"""A thin CUDA driver wrapper over cuda-python (cuda.bindings.driver): device, modules, managed
buffers, launches. No MLIR here: the launcher only reads manifest.json, cubins and PTX files
(which of the two a module is loaded from: launcher/images.py).

Every driver call returns (CUresult, *values); `check` turns an error into CudaError with the
driver's own name and description of it.
"""
from __future__ import annotations

import ctypes
import functools
import math
from pathlib import Path

import numpy as np

from contract.errors import Gpt2MlirError

from . import images

try:
    from cuda.bindings import driver as cuda
    _IMPORT_ERROR = None
except ImportError as e:  # cuda-python not installed
    cuda, _IMPORT_ERROR = None, e

NO_GPU_HINT = "the CPU target works without one: use {}"
NO_GPU_WORDS = ('target="cpu"', "`--target cpu`")  # (Python API, command line)


def _no_gpu(what: str) -> "NoGpuError":
    """NoGpuError in the API's words, with the command line's for invoke."""
    return NoGpuError(f"{what}; {NO_GPU_HINT.format(NO_GPU_WORDS[0])}", cli=f"{what}; {NO_GPU_HINT.format(NO_GPU_WORDS[1])}")


# what a kernel may use without asking (cuFuncSetAttribute) first
STATIC_SHARED_LIMIT = 48 * 1024
# Blocks a thread-block cluster may have on any sm_90 card; more (up to 16 on an H100/H200) only once allowed.
PORTABLE_CLUSTER = 8


class CudaError(Gpt2MlirError, RuntimeError):
    pass


class NoGpuError(CudaError):
    pass


class OutOfGpuMemory(CudaError):
    pass


def check(result):
    """Unpack a driver call's (CUresult, *values); raise CudaError on failure."""
    err, *values = result if isinstance(result, tuple) else (result,)
    if err != cuda.CUresult.CUDA_SUCCESS:
        _, name = cuda.cuGetErrorName(err)
        _, text = cuda.cuGetErrorString(err)
        name = name.decode() if name else str(err)
        text = text.decode() if text else "unknown error"
        raise CudaError(f"{name}: {text}")
    return values[0] if len(values) == 1 else tuple(values) if values else None


class Device:
    """Device `ordinal`'s primary context made current; caches loaded modules and functions."""

    def __init__(self, ordinal: int = 0):
        if cuda is None:
            raise _no_gpu(f"no GPU: cuda-python is not installed ({_IMPORT_ERROR})")
        try:
            check(cuda.cuInit(0))
            count = check(cuda.cuDeviceGetCount())
        except (RuntimeError, OSError) as e:  # RuntimeError (incl. CudaError): no libcuda.so.1, no device
            raise _no_gpu(f"no GPU or NVIDIA driver found ({e})") from e
        if count <= ordinal:
            raise _no_gpu(f"no GPU: the driver sees {count} device(s), wanted device {ordinal}")
        self.ordinal = ordinal
        self.device = check(cuda.cuDeviceGet(ordinal))
        self.context = check(cuda.cuDevicePrimaryCtxRetain(self.device))
        check(cuda.cuCtxSetCurrent(self.context))
        self.name = check(cuda.cuDeviceGetName(128, self.device)).split(b"\0")[0].decode()
        attr = cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS
        self.concurrent_managed = bool(check(cuda.cuDeviceGetAttribute(attr, self.device)))
        self.capability = _capability(self.device)
        # One stream for every launch: graph capture needs a stream other than the legacy default.
        self.stream = check(cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
        # A second stream for copying queued calls' results to the host (`fetch`), made on first use;
        # the fetches not yet waited for: (their event, the [start, end) of each source).
        self._fetch_stream = None
        self.fetching: list[tuple[object, list[tuple[int, int]]]] = []
        self.modules = images.Modules(lambda image: check(cuda.cuModuleLoadData(image)), self.capability)
        self._functions: dict[tuple[Path, str], object] = {}
        self._shared_allowed: dict[object, int] = {}  # function -> dynamic shared bytes allowed
        self._non_portable: set = set()  # functions allowed clusters of more than PORTABLE_CLUSTER blocks
        self._cluster_attrs: dict[tuple, object] = {}  # cluster shape -> its launch attribute

    def function(self, ptx: Path, name: str, cubin: Path | None = None, chip: str | None = None):
        """The kernel `name` of PTX file `ptx`, loaded from `cubin` (machine code for `chip`) when this
        card is of that chip, else from the PTX (launcher/images.py); each distinct module loaded
        once, each function looked up once."""
        key = (Path(ptx).resolve(), name)
        if key not in self._functions:
            module = self.modules.module(key[0], cubin, chip)
            self._functions[key] = check(cuda.cuModuleGetFunction(module, name.encode()))
        return self._functions[key]

    @functools.cached_property
    def multiprocessors(self) -> int:
        attr = cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
        return int(check(cuda.cuDeviceGetAttribute(attr, self.device)))

    def blocks_per_multiprocessor(self, function, threads: int, shared: int) -> int:
        """How many blocks of `threads` with `shared` bytes of dynamic shared memory fit on one SM at once."""
        return int(check(cuda.cuOccupancyMaxActiveBlocksPerMultiprocessor(function, threads, shared)))

    def alloc(self, nbytes: int) -> int:
        """`nbytes` of device memory (not managed: the host never reads it but by copies); free() returns it."""
        return int(check(cuda.cuMemAlloc(max(nbytes, 1))))

    def free(self, ptr: int) -> None:
        check(cuda.cuMemFree(ptr))

    def free_memory(self) -> int:
        free, _total = check(cuda.cuMemGetInfo())
        return free

    def launch(self, function, grid, block, shared: int, args: list, early: bool = False,
               cluster: list[int] | None = None) -> None:
        """Launch with `args` a list of ctypes values (c_void_p / c_int64 / c_float ...), one per
        kernel parameter: the driver gets an array of pointers to them and copies each one.
        `early`: programmatic dependent launch (sm_90+): the kernel may start before the one before
        it ends; only for a kernel that waits for it (griddepcontrol.wait) before using its results.
        `cluster`: [x, y, z] blocks a thread-block cluster (sm_90+), or None."""
        params = (ctypes.c_void_p * max(len(args), 1))(*[ctypes.addressof(a) for a in args])
        if shared > STATIC_SHARED_LIMIT:
            self._allow_shared(function, shared)
        if not early and cluster is None:
            check(cuda.cuLaunchKernel(function, *grid, *block, shared, self.stream, ctypes.addressof(params), 0))
            return
        config = cuda.CUlaunchConfig()
        config.gridDimX, config.gridDimY, config.gridDimZ = grid
        config.blockDimX, config.blockDimY, config.blockDimZ = block
        config.sharedMemBytes, config.hStream = shared, self.stream
        attrs = [self._early_attr] if early else []
        if cluster is not None:
            attrs.append(self._cluster_attr(function, tuple(cluster)))
        config.attrs, config.numAttrs = attrs, len(attrs)
        check(cuda.cuLaunchKernelEx(config, function, ctypes.addressof(params), 0))

    def _cluster_attr(self, function, cluster: tuple) -> object:
        """The launch attribute for clusters of `cluster` blocks, made once a shape; above the 8 blocks
        every sm_90 card schedules, the function is first allowed a non-portable size (once a function)."""
        if math.prod(cluster) > PORTABLE_CLUSTER and function not in self._non_portable:
            check(cuda.cuFuncSetAttribute(
                function, cuda.CUfunction_attribute.CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1))
            self._non_portable.add(function)
        if cluster not in self._cluster_attrs:
            attr = cuda.CUlaunchAttribute()
            attr.id = cuda.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
            attr.value.clusterDim.x, attr.value.clusterDim.y, attr.value.clusterDim.z = cluster
            self._cluster_attrs[cluster] = attr
        return self._cluster_attrs[cluster]

    def _allow_shared(self, function, shared: int) -> None:
        """A kernel may use more than 48 KiB of dynamic shared memory only once told so (once a
        function); past the card's limit the launch would fail with a bare CUDA_ERROR_INVALID_VALUE."""
        if self._shared_allowed.get(function, 0) >= shared:
            return
        attr = cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN
        most = check(cuda.cuDeviceGetAttribute(attr, self.device))
        static = check(cuda.cuFuncGetAttribute(cuda.CUfunction_attribute.CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, function))
        if static + shared > most:
            raise CudaError(f"a kernel asks for {static + shared} bytes of shared memory ({shared} at launch), "
                            f"over this {self.name}'s {most} a block; rebuild with a template that needs less")
        check(cuda.cuFuncSetAttribute(
            function, cuda.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, shared))
        self._shared_allowed[function] = shared

    @functools.cached_property
    def _early_attr(self):
        attr = cuda.CUlaunchAttribute()
        attr.id = cuda.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION
        attr.value.programmaticStreamSerializationAllowed = 1
        return attr

    def zero(self, ptr: int, nbytes: int) -> None:
        """Set nbytes at ptr to 0 (stream-ordered, before the launches that follow)."""
        check(cuda.cuMemsetD8Async(ptr, 0, nbytes, self.stream))

    def capture(self):
        """Start recording this stream's launches into a CUDA graph (see `end_capture`)."""
        check(cuda.cuStreamBeginCapture(self.stream, cuda.CUstreamCaptureMode.CU_STREAM_CAPTURE_MODE_RELAXED))

    def end_capture(self):
        """The executable graph of everything launched since `capture()`."""
        graph = check(cuda.cuStreamEndCapture(self.stream))
        executable = check(cuda.cuGraphInstantiate(graph, 0))
        check(cuda.cuGraphDestroy(graph))
        return executable

    def replay(self, executable) -> None:
        check(cuda.cuGraphLaunch(executable, self.stream))

    def drop(self, executable) -> None:
        check(cuda.cuGraphExecDestroy(executable))

    def prefetch(self, buf: "ManagedBuffer") -> None:
        """Move a managed buffer's pages to this GPU ahead of use (no-op where unsupported)."""
        if self.concurrent_managed:
            loc = cuda.CUmemLocation()
            loc.type = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE
            loc.id = self.ordinal
            check(cuda.cuMemPrefetchAsync(buf.ptr, buf.nbytes, loc, 0, 0))

    def event(self, in_graph: bool = False):
        """A CUDA event recorded now on the launch stream (for profiling launches). While a graph
        is being captured it must be an "external" record to become a timing node of the graph."""
        ev = check(cuda.cuEventCreate(cuda.CUevent_flags.CU_EVENT_DEFAULT))
        if in_graph:
            check(cuda.cuEventRecordWithFlags(ev, self.stream, cuda.CUevent_record_flags.CU_EVENT_RECORD_EXTERNAL))
        else:
            check(cuda.cuEventRecord(ev, self.stream))
        return ev

    def marker(self):
        """An event recorded now on the launch stream, without timing (cheaper): `wait_for` it to
        know that everything queued before it has finished (a call queued with wait=False)."""
        ev = check(cuda.cuEventCreate(cuda.CUevent_flags.CU_EVENT_DISABLE_TIMING))
        check(cuda.cuEventRecord(ev, self.stream))
        return ev

    def wait_for(self, event) -> None:
        """Block the host until `event` (and so all work queued before it) has completed."""
        check(cuda.cuEventSynchronize(event))

    def fetch(self, copies: list[tuple[int, int, int]]):
        """Device -> page-locked host copies (dst, src, nbytes) of what the launch stream has queued
        so far, on a stream of their own that first waits for it: the launch stream goes on to the
        next call at once. (On the launch stream a decoding step's 8-byte token copy held every step
        back by 2-3 µs on the H200.) Returns an event recorded after the copies, to `wait_for` and
        then hand to `fetched`; until then a call that touches a source waits for them first
        (`before_touching`)."""
        if self._fetch_stream is None:
            self._fetch_stream = check(cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
        ready = check(cuda.cuEventCreate(cuda.CUevent_flags.CU_EVENT_DISABLE_TIMING))
        check(cuda.cuEventRecord(ready, self.stream))
        check(cuda.cuStreamWaitEvent(self._fetch_stream, ready, 0))
        check(cuda.cuEventDestroy(ready))  # (released by the driver once the wait is over)
        for dst, src, nbytes in copies:
            check(cuda.cuMemcpyDtoHAsync(dst, src, nbytes, self._fetch_stream))
        done = check(cuda.cuEventCreate(cuda.CUevent_flags.CU_EVENT_DISABLE_TIMING))
        check(cuda.cuEventRecord(done, self._fetch_stream))
        self.fetching.append((done, [(src, src + nbytes) for _, src, nbytes in copies]))
        return done

    def fetched(self, done) -> None:
        """The fetch whose event is `done` has been waited for: forget it, destroy the event."""
        self.fetching = [f for f in self.fetching if f[0] is not done]
        check(cuda.cuEventDestroy(done))

    def before_touching(self, starts: np.ndarray, ends: np.ndarray) -> None:
        """The launch stream waits for every unfinished fetch that reads memory in one of the ranges
        [starts[i], ends[i]) (the buffers of the call about to be queued, which may write its
        results and inputs in place): a fetch copies what its own call left there."""
        for done, sources in self.fetching:
            if any(np.any((starts < hi) & (ends > lo)) for lo, hi in sources):
                check(cuda.cuStreamWaitEvent(self.stream, done, 0))

    def elapsed_ms(self, start, end) -> float:
        return check(cuda.cuEventElapsedTime(start, end))

    def destroy_events(self, *events) -> None:
        for ev in events:
            check(cuda.cuEventDestroy(ev))

    def copy_to_device(self, dst: int, src: np.ndarray) -> None:
        """Host array -> memory at `dst` by DMA: managed pages stay on the GPU (a CPU store into
        them would move them to the host, and the next kernel would fault them back)."""
        check(cuda.cuMemcpyHtoD(dst, src.ctypes.data, src.nbytes))

    def copy_async(self, dst: int, src: int, nbytes: int) -> None:
        """Pinned host memory at `src` -> device memory at `dst`, ordered on the launch stream (and
        recorded into the graph while one is captured: a replay copies what the host wrote there)."""
        check(cuda.cuMemcpyHtoDAsync(dst, src, nbytes, self.stream))

    def copy_to_host_async(self, dst: int, src: int, nbytes: int) -> None:
        """Device memory at `src` -> page-locked host memory at `dst`, ordered on the launch stream
        (complete after the next synchronize)."""
        check(cuda.cuMemcpyDtoHAsync(dst, src, nbytes, self.stream))

    def copy_to_host(self, dst: np.ndarray, src: int) -> None:
        check(cuda.cuMemcpyDtoH(dst.ctypes.data, src, dst.nbytes))

    def synchronize(self) -> None:
        check(cuda.cuCtxSynchronize())


@functools.cache
def compute_capability() -> tuple[int, int] | None:
    """(major, minor) of device 0, or None when there is no GPU, driver or cuda-python."""
    if cuda is None:
        return None
    try:
        check(cuda.cuInit(0))
        return _capability(check(cuda.cuDeviceGet(0)))
    except (RuntimeError, OSError):
        return None


def present_chip() -> str:
    """The chip to build for here: the present GPU's own (sm_90a on an H200: its cubins load as they are, no
    driver JIT), else sm_75 (its PTX runs on every newer card). One rule for `jit` and the model alike."""
    from contract.chips import FALLBACK, chip_for
    cc = compute_capability()
    return chip_for(*cc) if cc else FALLBACK


def _capability(dev) -> tuple[int, int]:
    attr = cuda.CUdevice_attribute
    return (check(cuda.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev)),
            check(cuda.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev)))


@functools.cache
def device() -> Device:
    """The process-wide Device(0)."""
    return Device(0)


def managed_free(ptr: int) -> None:
    check(cuda.cuMemFree(ptr))


class _Buffer:
    """Memory at `ptr` that `np.asarray(buf)` views as an array of `shape` and `dtype`; freed by
    `free()` or when the last array viewing it is garbage collected (through the arrays' `.base`)."""
    ptr = 0

    @property
    def __array_interface__(self) -> dict:
        return {"version": 3, "shape": self.shape, "typestr": self.dtype.str, "data": (self.ptr, False),
                "strides": None}

    def array(self) -> np.ndarray:
        """The array over this memory. A dtype the array interface cannot spell (ml_dtypes' bfloat16
        reads as raw 2-byte voids) is put back by a view of the same bytes."""
        out = np.asarray(self)
        return out if out.dtype == self.dtype else out.view(self.dtype)

    def free(self) -> None:
        if self.ptr:
            ptr, self.ptr = self.ptr, 0
            self._release(ptr)

    def __del__(self):
        try:
            self.free()
        except Exception:  # interpreter shutdown or a dead context: nothing left to free
            pass


class PinnedBuffer(_Buffer):
    """`nbytes` of page-locked host memory (the source of a program's input copies, which an
    asynchronous copy, and so a graph, can read)."""

    def __init__(self, nbytes: int, dtype, shape):
        self.dtype, self.shape, self.nbytes = np.dtype(dtype), tuple(int(s) for s in shape), int(nbytes)
        self.ptr = int(check(cuda.cuMemAllocHost(max(self.nbytes, 1))))

    def _release(self, ptr: int) -> None:
        check(cuda.cuMemFreeHost(ptr))


class ManagedBuffer(_Buffer):
    """`nbytes` of managed (unified) memory; `np.asarray(buf)` is an ordinary array over it."""

    def __init__(self, nbytes: int, dtype, shape, dev: Device | None = None, ptr: int | None = None,
                 release=None):
        self.dev = dev or device()
        self.dtype, self.shape, self.nbytes = np.dtype(dtype), tuple(int(s) for s in shape), int(nbytes)
        # `release(ptr)`, if given, takes the memory back instead of cuMemFree (a pool).
        self.release = release
        if ptr is not None:  # memory from a pool, allocated (and checked) before
            self.ptr = ptr
            return
        free = self.dev.free_memory()
        if self.nbytes > free:
            raise OutOfGpuMemory(f"refusing to allocate {self.nbytes} bytes of managed memory: "
                                 f"only {free} bytes of GPU memory are free")
        flags = cuda.CUmemAttach_flags.CU_MEM_ATTACH_GLOBAL
        self.ptr = int(check(cuda.cuMemAllocManaged(max(self.nbytes, 1), flags)))

    def _release(self, ptr: int) -> None:
        if self.release is not None:
            self.release(ptr)
        else:
            managed_free(ptr)
