"""The GPU launcher. `@pytest.mark.gpu` tests run the sample programs of test_manifest.py on a
GPU and compare with NumPy; they skip cleanly without a GPU or driver. The other tests run in CI:
the no-GPU error, and the launcher against a fake driver (kernel parameter packing, copies,
memory refusal), since no kernel can run here.

On a GPU machine without MLIR, build the samples first on a machine with it:
    python tests/test_launcher_gpu.py            # -> build/gpu-samples/<name>/
and carry build/ along; the GPU tests use build/gpu-samples (or $GPU_SAMPLES) when MLIR is missing.
"""
from __future__ import annotations

import ctypes
import gc
import importlib.util
import json
import os
import struct
import sys
import types
import warnings
from pathlib import Path

import numpy as np
import pytest

sys.path[:0] = [str(Path(__file__).parent), str(Path(__file__).resolve().parents[1])]  # also as a script
from test_manifest import SAMPLES, build_sample  # noqa: E402

import launcher  # noqa: E402
import launcher.cuda as lcuda  # noqa: E402
from launcher import images  # noqa: E402
from contract.manifest import ManifestError  # noqa: E402
from launcher import CudaError, Device, GpuProgram, ManagedBuffer, NoGpuError, OutOfGpuMemory  # noqa: E402
from launcher import managed_owner, place  # noqa: E402
from launcher.profiler import Profiler  # noqa: E402
from pipeline.manifest import ptx_entries  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
PREBUILT = Path(os.environ.get("GPU_SAMPLES", ROOT / "build" / "gpu-samples"))


def gpu_or_skip() -> Device:
    """The launcher's device, or a clean skip where there is no GPU/driver/cuda-python."""
    try:
        return lcuda.device()
    except NoGpuError as e:
        pytest.skip(str(e))


@pytest.fixture(scope="module")
def samples(tmp_path_factory):
    """name -> build dir: built now if MLIR is importable, else the prebuilt build/gpu-samples."""
    if importlib.util.find_spec("mlir") is not None:
        root = tmp_path_factory.mktemp("gpu-run")
        built = {}

        def build(name):
            if name not in built:
                built[name] = build_sample(name, root / name)
            return built[name]
        return build

    def prebuilt(name):
        if not (PREBUILT / name / "manifest.json").is_file():
            pytest.skip(f"no MLIR here and no prebuilt sample {PREBUILT / name}: "
                        "run `python tests/test_launcher_gpu.py` where MLIR is installed")
        return PREBUILT / name
    return prebuilt


def inputs_for(name: str, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(shape).astype(np.float32) for shape in SAMPLES[name][1]]


def check_close(got, want):
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.shape == w.shape and not np.isnan(g).any()
        np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-5)


# --- on a GPU ---------------------------------------------------------------------------------
@pytest.mark.gpu
@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_sample_matches_numpy(samples, name):
    gpu_or_skip()
    prog = GpuProgram(samples(name))
    xs = inputs_for(name)
    want = SAMPLES[name][2](*xs)
    outs = [place(np.full(w.shape, np.nan, np.float32)) for w in want]  # poisoned, managed: in place
    got = prog(*[place(x) for x in xs], out=outs)
    assert all(g is o or np.shares_memory(g, o) for g, o in zip(got, outs))
    check_close(got, want)
    check_close(prog(*xs), want)  # plain numpy inputs, results allocated by the program
    xs2 = inputs_for(name, seed=1)
    host_outs = [np.full(w.shape, np.nan, np.float32) for w in want]  # not managed: copied back
    check_close(prog(*xs2, out=host_outs), SAMPLES[name][2](*xs2))
    check_close(host_outs, SAMPLES[name][2](*xs2))


@pytest.mark.gpu
@pytest.mark.gpu
def test_a_queued_calls_fetched_results_are_its_own_when_the_next_call_overwrites_them(samples):
    """Two queued calls into the same out= array: the first one's fetched copy (on the second
    stream) holds the first call's values, not the second's, which overwrite the array right after
    (the launch stream waits for the copy); each call's graph replayed a few times in a row."""
    dev = gpu_or_skip()
    prog = GpuProgram(samples("tanh"), dev)
    inputs = [[place(x, dev) for x in inputs_for("tanh", seed)] for seed in (0, 1)]
    wants = [SAMPLES["tanh"][2](*xs)[0] for xs in inputs]
    out = place(np.full(wants[0].shape, np.nan, np.float32), dev)
    for _ in range(5):
        calls = [prog(*xs, out=[out], fetch=(0,), wait=False) for xs in inputs]
        for call, want in zip(calls, wants):
            np.testing.assert_allclose(call.results()[0], want, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(out, wants[1], rtol=1e-5, atol=1e-6)


def test_placed_arrays_are_managed_and_used_without_copy():
    gpu_or_skip()
    x = place(np.arange(37, dtype=np.float32))
    buf = managed_owner(x)
    assert isinstance(buf, ManagedBuffer) and x.__array_interface__["data"][0] == buf.ptr
    assert managed_owner(x[5:]) is buf and managed_owner(np.ones(3)) is None
    np.testing.assert_array_equal(x, np.arange(37, dtype=np.float32))


@pytest.mark.gpu
def test_refuses_more_managed_memory_than_free():
    dev = gpu_or_skip()
    free = dev.free_memory()
    with pytest.raises(OutOfGpuMemory, match=f"{free + (1 << 30)} bytes"):
        ManagedBuffer(free + (1 << 30), np.float32, ((free + (1 << 30)) // 4,))


@pytest.mark.gpu
def test_unknown_kernel_is_a_cuda_error(samples):
    dev = gpu_or_skip()
    ptx = samples("tanh") / "kernels" / "main_kernel.ptx"
    with pytest.raises(CudaError, match="CUDA_ERROR_NOT_FOUND"):
        dev.function(ptx, "no_such_kernel")


# --- without a GPU ----------------------------------------------------------------------------
def test_no_gpu_is_a_clean_error():
    try:
        lcuda.Device()
    except NoGpuError as e:
        # the Python API's words; invoke prints the command line's
        assert 'target="cpu"' in str(e) and "--target cpu" in e.command_line_message() and "GPU" in str(e)
    else:
        pytest.skip("a GPU is present")


def test_no_cuda_python_is_a_clean_error(monkeypatch):
    monkeypatch.setattr(lcuda, "cuda", None)
    monkeypatch.setattr(lcuda, "_IMPORT_ERROR", ImportError("No module named 'cuda'"))
    with pytest.raises(NoGpuError, match='cuda-python is not installed.*target="cpu"'):
        lcuda.Device()


class FakeDriver:
    """Enough of cuda.bindings.driver to replay a manifest on the CPU: memory is malloc'd,
    launches are recorded with the raw bytes of each kernel parameter, nothing runs. The card has
    compute capability `capability` (sm_75, what the samples are built for); a cubin it loads is
    read through the PTX beside it (the fixture tells it which file each image came from)."""

    def __init__(self, free=1 << 30, count=1, init_error=None, capability=(7, 5)):
        from cuda.bindings import driver
        self.real, self.ok = driver, driver.CUresult.CUDA_SUCCESS
        self.free, self.count, self.init_error = free, count, init_error
        self.mem, self.modules, self.launches = {}, [], []
        self.captures, self.replays, self.memsets = 0, [], []
        self.host, self.async_copies = {}, []
        self.capability, self.files = capability, {}  # image bytes -> the file they were read from
        self.loaded, self.refuse_cubins = [], False   # "cubin" / "ptx" per cuModuleLoadData
        self.syncs, self.event_waits = 0, 0           # cuCtxSynchronize / cuEventSynchronize calls
        self.streams, self.stream_waits = 0, []       # streams made; (stream, event) per cuStreamWaitEvent
        self.host_copies = []                          # (stream, src, nbytes) per cuMemcpyDtoHAsync
        self.func_attrs = []                           # (function, attribute, value) per cuFuncSetAttribute

    def __getattr__(self, name):  # enums and structs come from the real bindings
        return getattr(self.real, name)

    def cuInit(self, flags): return (self.init_error or self.ok,)
    def cuDeviceGetCount(self): return (self.ok, self.count)
    def cuDeviceGet(self, i): return (self.ok, i)
    def cuDevicePrimaryCtxRetain(self, dev): return (self.ok, "ctx")
    def cuCtxSetCurrent(self, ctx): return (self.ok,)
    def cuDeviceGetName(self, n, dev): return (self.ok, b"Fake GPU\0\0")
    def cuDeviceGetAttribute(self, attr, dev):
        cc = self.real.CUdevice_attribute
        return (self.ok, {cc.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: self.capability[0],
                          cc.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: self.capability[1],
                          cc.CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: 232448}.get(attr, 1))
    def cuMemGetInfo(self): return (self.ok, self.free, 2 * self.free)
    def cuFuncGetAttribute(self, attr, f): return (self.ok, 16)  # (static shared bytes: all a kernel asks)

    def cuFuncSetAttribute(self, f, attr, value):
        self.func_attrs.append((f, attr, value))
        return (self.ok,)

    def cuMemPrefetchAsync(self, ptr, n, loc, flags, stream): return (self.ok,)
    def cuCtxSynchronize(self):
        self.syncs += 1
        return (self.ok,)

    def cuGetErrorName(self, err): return (self.ok, err.name.encode())
    def cuGetErrorString(self, err): return (self.ok, b"fake description")
    def cuStreamCreate(self, flags):
        self.streams += 1
        return (self.ok, f"stream{self.streams}")

    def cuStreamWaitEvent(self, stream, event, flags):
        self.stream_waits.append((stream, event))
        return (self.ok,)

    def cuMemcpyHtoD(self, dst, src, n):
        ctypes.memmove(dst, src, n)
        return (self.ok,)

    def cuMemcpyDtoH(self, dst, src, n):
        ctypes.memmove(dst, src, n)
        return (self.ok,)

    def cuMemcpyHtoDAsync(self, dst, src, n, stream):  # (run at once: the fake records no graph)
        ctypes.memmove(dst, src, n)
        self.async_copies.append((int(dst), int(src), n))
        return (self.ok,)

    def cuMemcpyDtoHAsync(self, dst, src, n, stream):
        ctypes.memmove(dst, src, n)
        self.host_copies.append((stream, int(src), n))
        return (self.ok,)

    def cuMemAllocHost(self, n):
        buf = ctypes.create_string_buffer(n)
        self.host[ctypes.addressof(buf)] = buf
        return (self.ok, ctypes.addressof(buf))

    def cuMemFreeHost(self, ptr):
        self.host.pop(int(ptr))
        return (self.ok,)

    def cuEventCreate(self, flags): return (self.ok, object())
    def cuEventRecord(self, event, stream): return (self.ok,)

    def cuEventSynchronize(self, event):
        self.event_waits += 1
        return (self.ok,)

    def cuEventRecordWithFlags(self, event, stream, flags): return (self.ok,)
    def cuEventElapsedTime(self, start, end): return (self.ok, 0.25)
    def cuEventDestroy(self, event): return (self.ok,)
    def cuGraphDestroy(self, graph): return (self.ok,)
    def cuGraphExecDestroy(self, graph): return (self.ok,)

    # Graph capture: launches made while capturing are recorded as usual (that is when the driver
    # reads the parameters); a replay only counts.
    def cuStreamBeginCapture(self, stream, mode):
        self.captures += 1
        return (self.ok,)

    def cuStreamEndCapture(self, stream): return (self.ok, f"graph{self.captures}")
    def cuGraphInstantiate(self, graph, flags): return (self.ok, graph)

    def cuGraphLaunch(self, graph, stream):
        self.replays.append(graph)
        return (self.ok,)

    def cuMemAllocManaged(self, n, flags):
        buf = ctypes.create_string_buffer(b"\xab" * n, n)  # not zero: what a fresh allocation may hold
        self.mem[ctypes.addressof(buf)] = buf
        return (self.ok, ctypes.addressof(buf))

    def cuMemsetD8Async(self, ptr, value, n, stream):
        ctypes.memset(int(ptr), value, n)
        self.memsets.append((int(ptr), n))
        return (self.ok,)

    def cuMemFree(self, ptr):
        self.mem.pop(int(ptr))
        return (self.ok,)

    def cuModuleLoadData(self, image):
        if image[:4] == b"\x7fELF":  # a cubin, named after the first PTX file of its kernel
            if self.refuse_cubins:
                return (self.real.CUresult.CUDA_ERROR_INVALID_IMAGE, None)
            self.loaded.append("cubin")
            self.modules.append(ptx_entries(self.files[image].with_suffix(".ptx").read_text()))
        else:
            assert image.endswith(b"\0")
            self.loaded.append("ptx")
            self.modules.append(ptx_entries(image[:-1].decode()))
        return (self.ok, len(self.modules) - 1)

    def cuModuleGetFunction(self, mod, name):
        if name.decode() not in self.modules[mod]:
            return (self.real.CUresult.CUDA_ERROR_NOT_FOUND, None)
        return (self.ok, (mod, name.decode()))

    def cuLaunchKernel(self, f, gx, gy, gz, bx, by, bz, shared, stream, params, extra):
        widths = self.modules[f[0]][f[1]]
        ptrs = (ctypes.c_void_p * len(widths)).from_address(params)
        raw = [ctypes.string_at(p, w // 8) for p, w in zip(ptrs, widths)]
        self.launches.append({"kernel": f[1], "grid": [gx, gy, gz], "block": [bx, by, bz], "raw": raw})
        return (self.ok,)

    def CUlaunchConfig(self):  # (the real struct wants a real stream)
        return types.SimpleNamespace()

    def cuLaunchKernelEx(self, config, f, params, extra):
        """As cuLaunchKernel, the launch attributes recorded as (id name, value) pairs."""
        self.cuLaunchKernel(f, config.gridDimX, config.gridDimY, config.gridDimZ, config.blockDimX, config.blockDimY,
                            config.blockDimZ, config.sharedMemBytes, config.hStream, params, extra)
        ids = self.real.CUlaunchAttributeID
        attrs = []
        for a in config.attrs[:config.numAttrs]:
            if a.id == ids.CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION:
                d = a.value.clusterDim
                attrs.append(("cluster", [d.x, d.y, d.z]))
            else:
                attrs.append((a.id.name, a.value.programmaticStreamSerializationAllowed))
        self.launches[-1]["attrs"] = attrs
        return (self.ok,)


@pytest.fixture
def fake(monkeypatch):
    drv = FakeDriver()
    monkeypatch.setattr(lcuda, "cuda", drv)
    read = images._read

    def remember(path):  # so that the fake can find the PTX beside a cubin it is given
        data = read(path)
        drv.files[data] = Path(path)
        return data
    monkeypatch.setattr(images, "_read", remember)
    lcuda.device.cache_clear()  # the process-wide Device is made on the fake driver ...
    yield drv
    gc.collect()  # free fake managed buffers while the fake driver is still installed
    lcuda.device.cache_clear()  # ... and forgotten with it: later tests must not see a fake GPU


def test_a_launch_over_48_kib_of_shared_memory_raises_the_kernels_limit_first(fake):
    """A kernel asking for more than 48 KiB at launch (a template's dynamic shared memory) must be
    allowed it first, once (a larger ask again); past the card's most a one-line error names both."""
    dev = lcuda.Device()
    fake.modules.append({"k": []})
    k = (len(fake.modules) - 1, "k")
    for shared in (1024, 61440, 61440, 49152, 76800):
        dev.launch(k, [1, 1, 1], [32, 1, 1], shared, [])
    limit = fake.real.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
    assert fake.func_attrs == [(k, limit, 61440), (k, limit, 76800)] and len(fake.launches) == 5
    with pytest.raises(lcuda.CudaError, match=r"asks for 232449 bytes of shared memory \(232433 at launch\), over "
                                              r"this Fake GPU's 232448"):
        dev.launch(k, [1, 1, 1], [32, 1, 1], 232448 - 15, [])
    assert len(fake.launches) == 5


def test_a_cluster_launch_carries_its_shape_and_allows_more_than_8_blocks_once(fake):
    """A manifest step with `cluster` (v15's thread-block clusters) goes through cuLaunchKernelEx with the
    cluster's shape, beside the early-start attribute when both apply; a cluster of more than 8 blocks
    first allows the function a non-portable size, once; a launch without either stays plain."""
    dev = lcuda.Device()
    fake.modules.append({"k": []})
    k = (len(fake.modules) - 1, "k")
    dev.launch(k, [13, 16, 1], [256, 1, 1], 0, [], early=True, cluster=[1, 16, 1])
    dev.launch(k, [13, 16, 1], [256, 1, 1], 0, [], cluster=[1, 16, 1])
    dev.launch(k, [38, 8, 1], [256, 1, 1], 0, [], cluster=[1, 8, 1])
    dev.launch(k, [1, 1, 1], [32, 1, 1], 0, [])
    early = fake.real.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION.name
    assert [launch.get("attrs") for launch in fake.launches] == [
        [(early, 1), ("cluster", [1, 16, 1])], [("cluster", [1, 16, 1])], [("cluster", [1, 8, 1])], None]
    allow = fake.real.CUfunction_attribute.CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED
    assert fake.func_attrs == [(k, allow, 1)]


def test_device_errors_from_the_driver_are_no_gpu(monkeypatch):
    drv = FakeDriver(count=0)
    monkeypatch.setattr(lcuda, "cuda", drv)
    with pytest.raises(NoGpuError, match="0 device"):
        lcuda.Device()
    drv.count, drv.init_error = 1, drv.real.CUresult.CUDA_ERROR_NO_DEVICE
    with pytest.raises(NoGpuError, match='CUDA_ERROR_NO_DEVICE.*target="cpu"'):
        lcuda.Device()


def test_out_of_gpu_memory_names_sizes(fake):
    fake.free = 1000
    dev = lcuda.Device()
    with pytest.raises(OutOfGpuMemory, match="2000 bytes.*only 1000 bytes"):
        ManagedBuffer(2000, np.float32, (500,), dev)
    assert fake.mem == {}


def _expected_params(arg: dict, address: int | None) -> list[bytes]:
    head = [struct.pack("<Q", address)] * 2 if address is not None else [None, None]
    return head + [struct.pack("<q", v) for v in [arg["offset"], *arg["sizes"], *arg["strides"]]]


@pytest.mark.parametrize("name", ["softmax", "matmul", "views"])
def test_kernel_params_follow_the_descriptor_abi(fake, samples, name):
    dev = lcuda.Device()
    prog = GpuProgram(samples(name), dev)
    xs = [place(x, dev) for x in inputs_for(name)]
    outs = [place(np.full(s, np.nan, np.float32), dev) for s in
            [tuple(prog.buffers[r]["shape"]) for r in prog.manifest["results"]]]
    got = prog(*xs, out=outs)
    addr = {bid: a.__array_interface__["data"][0] for bid, a in
            zip(prog.manifest["inputs"] + prog.manifest["results"], xs + outs)}
    launches = [s for s in prog.manifest["steps"] if s["op"] == "launch"]
    assert len(fake.launches) == len(launches)
    for step, rec in zip(launches, fake.launches):
        assert (rec["kernel"], rec["grid"], rec["block"]) == (step["kernel"], step["grid"], step["block"])
        want = [p for a in step["args"] for p in _expected_params(a, addr.get(a.get("buffer")))]
        assert len(want) == len(rec["raw"])
        for w, r in zip(want, rec["raw"]):
            assert w is None or w == r
    temps = [b["id"] for b in prog.buffers.values() if b["role"] == "temporary"]
    assert all(managed_owner(o) is not None for o in got)
    live = {managed_owner(a).ptr for a in xs + outs}
    workspace = set(fake.mem) - live
    assert len(workspace) == len(temps), "each temporary is allocated once and kept as workspace"
    # ... and zeroed then, once (contract/manifest.py: v8's split-K tickets rely on it)
    assert sorted(p for p, _ in fake.memsets) == sorted(workspace)
    assert all(ctypes.string_at(p, n) == bytes(n) for p, n in fake.memsets)
    assert (fake.captures, fake.replays) == (1, ["graph1"])
    prog(*xs, out=outs)
    assert len(fake.memsets) == len(temps), "the workspace is zeroed when it is allocated, not on every call"
    assert set(fake.mem) - live == workspace, "a second call must reuse the workspace, not allocate"
    assert fake.captures == 1 and fake.replays == ["graph1", "graph1"], "same buffers: replay, no capture"
    assert len(fake.launches) == len(launches)
    prog(*[place(x, dev) for x in inputs_for(name)], out=outs)  # inputs at new addresses
    assert fake.captures == 2 and fake.replays[-1] == "graph2"
    prog.close()
    assert set(fake.mem) == live, "close() must free the workspace"
    assert temps or name != "softmax"


def _launched(fake) -> list:
    """Kernel, grid, block and parameter sizes of each launch (the addresses differ from program to program)."""
    return [(r["kernel"], r["grid"], r["block"], [len(p) for p in r["raw"]]) for r in fake.launches]


def test_a_card_of_the_programs_chip_loads_its_cubins_once_each(fake, samples):
    """The samples are built for sm_75, the fake card's chip: every module comes from its cubin,
    each distinct cubin loaded once, nothing JIT-compiled (no ImageWarning)."""
    dev = lcuda.Device()
    prog = GpuProgram(samples("softmax"), dev)
    with warnings.catch_warnings():
        warnings.simplefilter("error", images.ImageWarning)
        prog(*inputs_for("softmax"))
    cubins = {e["cubin"] for e in prog.manifest["cubins"].values()}
    assert cubins and fake.loaded == ["cubin"] * len(cubins)
    assert dev.modules.loaded == {"cubin": len(cubins), "ptx": 0}


def test_a_card_of_another_chip_jit_compiles_the_ptx_and_says_so_once(fake, samples):
    """Same program, same launches, on a card of compute capability 9.0: the PTX is loaded instead,
    with one warning naming both chips (not one per module)."""
    dev = lcuda.Device()
    xs = [place(x, dev) for x in inputs_for("softmax")]
    prog = GpuProgram(samples("softmax"), dev)
    prog(*xs)
    on_its_chip, fake.launches = _launched(fake), []
    fake.capability, fake.loaded = (9, 0), []
    dev = lcuda.Device()
    prog = GpuProgram(samples("softmax"), dev)
    with pytest.warns(images.ImageWarning, match=r"assembled for sm_75 but this GPU has compute capability 9\.0.*"
                                                  r"build for sm_90") as seen:
        prog(*xs)
    assert len(seen) == 1 and fake.loaded == ["ptx"] * len(prog.manifest["ptx"])
    assert dev.modules.loaded == {"cubin": 0, "ptx": len(prog.manifest["ptx"])}
    assert _launched(fake) == on_its_chip


def test_a_manifest_from_before_cubins_loads_the_ptx_and_says_so(fake, samples, tmp_path):
    import shutil
    old = tmp_path / "old"
    shutil.copytree(samples("tanh"), old)
    m = json.loads((old / "manifest.json").read_text())
    del m["cubins"]
    m["version"] = 2
    (old / "manifest.json").write_text(json.dumps(m))
    with pytest.warns(images.ImageWarning, match="names no cubins.*rebuild the program"):
        GpuProgram(old, lcuda.Device())(*inputs_for("tanh"))
    assert fake.loaded == ["ptx"] * len(m["ptx"])


@pytest.mark.gpu
def test_a_program_built_for_this_card_runs_from_machine_code():
    """Built for sm_90 (an H200's chip), a program loads only cubins (no driver JIT, no
    ImageWarning) and matches NumPy."""
    from conftest import PREBUILD, gpu_tests_build, run_poisoned
    from frontend import jit
    if not PREBUILD:
        gpu_or_skip()  # without a GPU: skip before compiling

    def f(x, w):
        h = np.tanh(x @ w)
        e = np.exp(h - h.max(axis=-1, keepdims=True))
        return e / e.sum(axis=-1, keepdims=True), h.sum(axis=0)
    rng = np.random.default_rng(7)
    x, w = rng.standard_normal((37, 64)).astype(np.float32), rng.standard_normal((64, 29)).astype(np.float32)
    program = jit(f, name="cubin").compile(x, w, target="gpu", build_dir=gpu_tests_build("cubin") / "f", chip="sm_90",
                                           verbose=False)
    if PREBUILD:
        pytest.skip("prebuilt for the GPU machine")
    dev = gpu_or_skip()
    if dev.capability != (9, 0):
        pytest.skip(f"cubins built for sm_90, the GPU has compute capability {dev.capability}")
    before = dict(dev.modules.loaded)
    with warnings.catch_warnings():
        warnings.simplefilter("error", images.ImageWarning)
        got = run_poisoned(program, (x, w))
    assert dev.modules.loaded["ptx"] == before["ptx"] and dev.modules.loaded["cubin"] > before["cubin"]
    check_close(got, f(x.astype(np.float64), w.astype(np.float64)))


if __name__ == "__main__":
    for sample in SAMPLES:
        print(build_sample(sample, PREBUILT / sample))


@pytest.mark.parametrize("fused", [False, True])
def test_generation_replays_cuda_graphs_after_the_first_token(fake, fused, tmp_path, monkeypatch):
    """Result memory returns to each program's pool as soon as the arrays die, so every later
    token finds its buffers at the same addresses and replays graphs instead of launching."""
    if importlib.util.find_spec("mlir") is None:
        pytest.skip("builds the tiny model's GPU programs: needs MLIR")
    monkeypatch.setenv("GPT2_MLIR_BUILD", str(tmp_path))
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, random_params
    config = get_config("tiny")
    model = CompiledGPT2(config, random_params(config, 0), target="gpu", fused=fused, verbose=False)
    model.next_logits([5, 6, 7])
    programs = 1 if fused else 2 + 2 * config.n_layer
    assert fake.captures == programs and len(fake.replays) == programs
    for _ in range(3):
        model.next_logits([5, 6, 7])
    assert fake.captures == programs, "a later token recaptured: some buffer moved"
    assert len(fake.replays) == 4 * programs


@pytest.mark.parametrize("fused", [False, True])
def test_cached_decoding_replays_one_graph_per_program(fake, fused, tmp_path, monkeypatch):
    """The KV cache stays at one address and the token and position are staged at fixed ones, so
    every step after the first replays the step programs' graphs."""
    if importlib.util.find_spec("mlir") is None:
        pytest.skip("builds the tiny model's GPU programs: needs MLIR")
    monkeypatch.setenv("GPT2_MLIR_BUILD", str(tmp_path))
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, random_params
    config = get_config("tiny")
    decoder = CompiledGPT2(config, random_params(config, 0), target="gpu", fused=fused, verbose=False).decoder(64)
    decoder.feed([5, 6, 7])  # the prefill
    decoder.feed([8])  # the first step: its graphs are captured
    captured, replays = fake.captures, len(fake.replays)
    for token in range(9, 13):
        decoder.feed([token])
    assert fake.captures == captured, "a later step recaptured: some buffer moved"
    step_programs = 1 if fused else 2 + 2 * config.n_layer
    assert len(fake.replays) == replays + 4 * step_programs
    assert decoder.pos == 3 + 1 + 4
    # The next decoding on the model reuses its cache: the prefill and every step replay (once
    # the first decoding is gone: its last logits hold a result buffer of the step program).
    model = decoder.model
    del decoder
    again = model.decoder(64)
    for ids in ([5, 6, 7], [8], [9]):
        again.feed(ids)
    assert fake.captures == captured, "a second decoding recaptured its graphs"


def test_queued_steps_run_without_waiting_and_read_the_last_steps_results(fake, tmp_path, monkeypatch):
    """Decoder.queue (wait=False): no wait until results(); each step's token and position inputs
    are the [token, position] result the step before left on the device; a call that stages NumPy
    inputs waits for the queued ones first (their graphs copy from the same page-locked memory);
    the result buffers cycle through a few addresses, so the graphs stop being captured."""
    if importlib.util.find_spec("mlir") is None:
        pytest.skip("builds the tiny model's GPU programs: needs MLIR")
    monkeypatch.setenv("GPT2_MLIR_BUILD", str(tmp_path))
    from gpt2.model import CompiledGPT2
    from gpt2.weights import get_config, random_params
    from launcher.memory import address
    config = get_config("tiny")
    decoder = CompiledGPT2(config, random_params(config, 0), target="gpu", fused=True, verbose=False).decoder(64)
    decoder.feed([5, 6, 7])
    program = decoder.model.step_program(1, 64)._run
    syncs, waits = fake.syncs, fake.event_waits
    stream_waits = len(fake.stream_waits)
    calls = [decoder.queue()]
    first_copy = program.dev.fetching[-1][0]  # the event after the first step's copy
    calls += [decoder.queue() for _ in range(2)]
    # Each step's token is copied out on the second stream. The step after a step writes the other
    # set of results, so it need not wait for that step's copy; the third rewrites the first's set,
    # so the launch stream waits for the first's copy (generate waits for it before queueing that one).
    launch = program.dev.stream
    assert all(stream != launch for stream, _, _ in fake.host_copies[-3:])
    assert [event for stream, event in fake.stream_waits[stream_waits:] if stream == launch] == [first_copy]
    assert (fake.syncs, fake.event_waits) == (syncs, waits) and not any(call.done for call in calls)
    ids, pos = program.manifest["inputs"][:2]
    following = address(calls[1].on_device[2])
    assert (program.memory.addresses[ids], program.memory.addresses[pos]) == (following, following + 8)
    calls[0].results()
    assert calls[0].done and not calls[1].done and fake.event_waits == waits + 1 and fake.syncs == syncs
    decoder.feed([9])  # NumPy token and position: staged, after the queued calls
    assert all(call.done for call in calls) and decoder.pos == 3 + 3 + 1
    ahead = [decoder.queue() for _ in range(2)]
    for step in range(12):  # as generate keeps 2 steps ahead
        ahead.pop(0).results()
        ahead.append(decoder.queue())
        if step == 5:
            captured = fake.captures
    assert fake.captures == captured, "queued steps kept capturing graphs: their buffers never settle"
    # Queued steps write the model's two sets of step results in turn (the fed steps' results come
    # from the pool): a few graphs, and the next decoding on the model captures none.
    assert len(program.graphs) <= 5
    model = decoder.model
    del decoder, calls, ahead
    again = model.decoder(64)
    again.feed([5, 6, 7])
    ahead = [again.queue() for _ in range(3)]
    assert fake.captures == captured and ahead[-1].results()


def test_queued_calls_copy_their_fetched_results_on_a_second_stream(fake, samples):
    """A queued call's fetched results are copied on a stream of their own, after a wait for the
    launch stream: the next call's graph does not wait for the copy unless it touches memory being
    copied (here: the same out= array, which it overwrites), and then it waits for that copy's
    event on the launch stream first. A call waited for at once copies on the launch stream."""
    dev = lcuda.device()
    prog = GpuProgram(samples("tanh"), dev)
    xs = [place(x, dev) for x in inputs_for("tanh")]
    a, b = (place(np.full((19, 37), np.nan, np.float32), dev) for _ in range(2))
    prog(*xs, out=[a], fetch=(0,))  # captures the graph of out=a; copied on the launch stream
    launch = dev.stream
    assert [stream for stream, _, _ in fake.host_copies] == [launch] and not dev.fetching
    first = prog(*xs, out=[a], fetch=(0,), wait=False)
    fetch_stream, src, nbytes = fake.host_copies[-1]
    assert fetch_stream != launch and (src, nbytes) == (a.ctypes.data, a.nbytes)
    (ready_waiter, _), = fake.stream_waits  # the copy waits for the launch stream's work so far
    assert ready_waiter == fetch_stream and len(dev.fetching) == 1
    done = dev.fetching[0][0]
    second = prog(*xs, out=[b], fetch=(0,), wait=False)  # other memory: no wait on the launch stream
    assert [stream for stream, _ in fake.stream_waits] == [fetch_stream] * 2
    third = prog(*xs, out=[a], wait=False)  # overwrites a while its first copy may still run
    assert fake.stream_waits[-1] == (launch, done)
    for call in (first, second, third):
        call.results()
    assert not dev.fetching, "every fetch waited for is forgotten (its event destroyed)"


def test_profiling_times_every_kernel_inside_graphs(fake, samples):
    """profile(True): every launch of a (captured, then replayed) graph is timed by its events."""
    from launcher.gpu_run import profile, profile_report, profile_total_ms
    dev = lcuda.device()
    prog = GpuProgram(samples("softmax"))
    xs = [place(x, dev) for x in inputs_for("softmax")]
    launches = sum(st["op"] == "launch" for st in prog.manifest["steps"])
    profile(True)
    try:
        prog(*xs)
        prog(*xs)
        assert fake.captures == 1 and len(fake.replays) == 2
        assert profile_total_ms() == pytest.approx(2 * launches * 0.25)
        report = profile_report()
        print(report)
        rows = [line for line in report.splitlines() if "softmax/main_kernel" in line]
        assert len(rows) == launches, report  # one row per launch step, each run twice
        assert all(row.split()[2] == "2" for row in rows), report
    finally:
        profile(False)


def test_graph_times_take_one_event_pair_per_replay(fake, samples):
    """gpu_run.graph_times(): each replayed graph's GPU time, from events around the whole graph (none
    between its kernels, which may then start early), only inside the block, and off again after it
    even when the block raises."""
    from launcher import gpu_run
    dev = lcuda.device()
    prog = GpuProgram(samples("softmax"))
    xs = [place(x, dev) for x in inputs_for("softmax")]
    prog(*xs)  # captured and replayed, untimed
    with gpu_run.graph_times() as times:
        prog(*xs)
        prog(*xs)
    prog(*xs)  # after the block: not recorded
    assert times == [0.25, 0.25] and fake.captures == 1 and len(fake.replays) == 4
    assert gpu_run.GRAPH_TIMES is None
    with pytest.raises(ValueError), gpu_run.graph_times():
        raise ValueError("a failing bench")
    assert gpu_run.GRAPH_TIMES is None


def test_fetched_results_come_back_as_host_arrays_in_the_same_wait(fake, samples):
    """fetch=(i,): result i is a host array of its own (copied from page-locked memory that the call
    filled after its graph, before its one wait); the others stay managed."""
    from launcher.memory import managed_owner
    dev = lcuda.device()
    prog = GpuProgram(samples("softmax"))
    xs = [place(x, dev) for x in inputs_for("softmax")]
    plain = prog(*xs)[0]
    want = np.array(plain)
    del plain
    for _ in range(2):  # the capture, then a replay
        got = prog(*xs, fetch=(0,))[0]
        assert managed_owner(got) is None and got.base is None and got.shape == want.shape
        np.testing.assert_array_equal(got, want)
    assert prog.memory.mirrors  # a copy, not a page-locked mirror: a later call refills those
    assert all(got.ctypes.data != mirror.ctypes.data for mirror in prog.memory.mirrors.values())


def test_numpy_inputs_are_staged_by_dma_at_a_fixed_address(fake, samples):
    """Plain NumPy inputs go to one staging buffer per input, through page-locked host memory and an
    asynchronous copy on the launch stream (recorded into the graph: the host never waits for it);
    the second call reuses both and so replays the graph; to_host copies back."""
    from launcher.gpu_run import to_host
    prog = GpuProgram(samples("tanh"))
    xs = inputs_for("tanh")
    first = prog(*xs)[0]
    staging = prog.memory.staging
    staged = {bid: _addr for bid, _addr in ((b, a.__array_interface__["data"][0]) for b, a in staging.items())}
    np.testing.assert_array_equal(np.asarray(staging[prog.manifest["inputs"][0]]).reshape(xs[0].shape), xs[0])
    del first
    copies = list(fake.async_copies)
    assert len(copies) == len(staging) and {d for d, _, _ in copies} == set(staged.values())
    assert all(src in fake.host for _, src, _ in copies)  # from page-locked memory
    second = inputs_for("tanh", seed=1)
    prog(*second)
    assert {b: a.__array_interface__["data"][0] for b, a in staging.items()} == staged
    assert fake.async_copies == copies, "a replay's copies are in its graph: none issued again"
    pinned = prog.memory.host_staging[prog.manifest["inputs"][0]]
    np.testing.assert_array_equal(np.asarray(pinned).reshape(xs[0].shape), second[0])  # what the replay copies
    assert fake.captures == 1 and len(fake.replays) == 2
    managed = place(xs[0], lcuda.device())
    np.testing.assert_array_equal(to_host(managed[1]), xs[0][1])


# --- the launcher's pieces, one by one ------------------------------------------------------------
def test_profiler_is_an_object_each_program_reports_to(fake, samples):
    """A program given its own Profiler reports there, not to the process-wide one."""
    mine, dev = Profiler(), lcuda.device()
    prog = GpuProgram(samples("tanh"), dev, prof=mine)
    xs = [place(x, dev) for x in inputs_for("tanh")]
    prog(*xs)
    assert mine.total_ms() == 0.0 and mine.report() == "no launches profiled"  # not started: nothing timed
    mine.start()
    prog(*xs)
    prog(*xs)
    assert fake.captures == 2, "starting the profiler needs a graph with timing events: one capture more"
    assert mine.times == {"tanh/main_kernel": [0.5, 2]} and launcher.default_profiler().total_ms() == 0.0
    mine.stop()
    assert not mine.times and not mine.enabled


def test_graph_cache_drops_the_least_recently_used(fake, samples):
    dev = lcuda.device()
    prog = GpuProgram(samples("tanh"), dev)
    prog.graphs.limit = 2
    inputs = [[place(x, dev) for x in inputs_for("tanh", seed)] for seed in range(3)]
    for xs in (inputs[0], inputs[1], inputs[0], inputs[2]):  # the third set evicts the second
        prog(*xs)
    assert len(prog.graphs) == 2 and fake.captures == 3
    prog(*inputs[0])
    assert fake.captures == 3, "the most recently used graph was kept"
    prog(*inputs[1])
    assert fake.captures == 4, "the least recently used graph was dropped"
    prog.close()
    assert len(prog.graphs) == 0


def test_only_inputs_that_are_not_last_calls_arrays_are_bound_again(fake, samples):
    """A call binds only the inputs that are not the very arrays of the last call (the rest keep
    their addresses and replay the graph): a new array in one place, an array that died and a
    NumPy input are each bound again, and the kernel reads the new address."""
    dev = lcuda.device()
    prog = GpuProgram(samples("tanh"), dev)
    a, b = (place(x, dev) for x in inputs_for("tanh"))
    bid_a = prog.manifest["inputs"][0]

    def kernel_reads_a() -> int:  # the first parameter of the last launch: A's base pointer
        return struct.unpack("<Q", fake.launches[-1]["raw"][0])[0]

    prog(a, b)
    prog(a, b)
    assert fake.captures == 1 and len(fake.replays) == 2
    assert prog.memory.changed(prog.manifest["inputs"], (a, b)) == []
    a2 = place(inputs_for("tanh", seed=1)[0], dev)
    assert prog.memory.changed(prog.manifest["inputs"], (a2, b)) == [0]
    prog(a2, b)
    assert fake.captures == 2 and kernel_reads_a() == managed_owner(a2).ptr
    prog(a, b)  # back to the first array: its address again (and its graph)
    assert prog.memory.addresses[bid_a] == managed_owner(a).ptr and fake.captures == 2
    a_ptr = managed_owner(a).ptr
    del a
    gc.collect()  # the first array is gone: a new one (maybe at the same address) is not "the same"
    a3 = place(inputs_for("tanh", seed=2)[0], dev)
    prog(a3, b)
    assert prog.memory.addresses[bid_a] == managed_owner(a3).ptr
    assert fake.captures == (2 if managed_owner(a3).ptr == a_ptr else 3)  # same addresses: that graph again
    prog(np.asarray(inputs_for("tanh", seed=3)[0]), b)  # NumPy: staged, bound every call
    assert prog.memory.changed(prog.manifest["inputs"], (a3, b)) == [0]
    assert prog.memory.addresses[bid_a] == prog.memory.staging[bid_a].ctypes.data


def test_result_memory_returns_to_the_program_pool(fake, samples):
    dev = lcuda.device()
    prog = GpuProgram(samples("tanh"), dev)
    xs = [place(x, dev) for x in inputs_for("tanh")]
    first = prog(*xs)[0]
    ptr = managed_owner(first).ptr
    del first
    assert prog.memory.pool[prog.manifest["results"][0]] == [ptr]
    second = prog(*xs)[0]
    assert managed_owner(second).ptr == ptr and fake.captures == 1
    prog.close()
    del second  # memory of an array that outlives close() is freed, not pooled
    assert ptr not in fake.mem


def test_device_api_places_trees_and_copies_back(fake):
    from collections import namedtuple
    Pair = namedtuple("Pair", "a b")
    tree = {"w": Pair(np.arange(6, dtype=np.float32).reshape(2, 3), [np.ones(4, np.int64)])}
    placed = launcher.to_device(tree, "gpu")
    assert isinstance(placed["w"], Pair) and isinstance(placed["w"].b, list)
    for got, want in ((placed["w"].a, tree["w"].a), (placed["w"].b[0], tree["w"].b[0])):
        assert managed_owner(got) is not None
        host = launcher.to_host(got)
        assert managed_owner(host) is None
        np.testing.assert_array_equal(host, want)
    assert launcher.to_device(tree, "cpu") is tree


def test_manifest_outside_the_schema_is_refused(tmp_path):
    (tmp_path / "manifest.json").write_text(json.dumps({"version": 1, "steps": [{"op": "copy"}]}))
    with pytest.raises(ManifestError, match="step 0 has op 'copy'"):
        GpuProgram(tmp_path)
    (tmp_path / "manifest.json").write_text(json.dumps({"version": 0, "steps": []}))
    with pytest.raises(ManifestError, match="version 0.*rebuild"):
        GpuProgram(tmp_path)
