"""One persistent kernel per decoding step (issue 58, pipeline/megakernel.py), on the CPU: the tiny model's GPU
decoding step is built with its megakernel beside its launches; the schedule lists every launch in order, the
task table holds each launch's parameters, each kernel is a device function whose block and thread indices are
parameters, and ptxas assembles it for every chip. What needs a GPU (the tokens equal the multi-kernel step's,
the timings) is in tests/test_megakernel_gpu.py."""
from __future__ import annotations

import json
import re

import pytest

from gpt2.weights import CONFIGS
from contract import descriptor
from pipeline import megakernel as mk

CHIPS = ("sm_75", "sm_80", "sm_90a")
TINY = CONFIGS["tiny"]


@pytest.fixture(scope="module")
def steps(tmp_path_factory):
    """{chip: the decoding step's build folder} of the tiny model, fused, float32."""
    from gpt2.model import CompiledGPT2
    from gpt2.weights import stand_in_params
    root, found = tmp_path_factory.mktemp("mk"), {}
    for chip in CHIPS:
        model = CompiledGPT2(TINY, stand_in_params(TINY), target="gpu", chip=chip, fused=True, root=root / chip,
                             place_weights=False, verbose=False)
        model.build(5, 3)
        found[chip] = next(p.parent for p in model.root.rglob("manifest.json") if "-n1-" in str(p))
    return found


def _functions(text: str) -> dict[str, str]:
    """{device function: its text} of the megakernel's PTX."""
    return {m[1]: m[0] for m in re.finditer(r"^\.func\s+(mk\d+_\w+)\((?:.|\n)*?^\}", text, re.M)}


@pytest.mark.parametrize("chip", CHIPS)
def test_the_decoding_step_has_a_megakernel_assembled_for_its_chip(steps, chip):
    folder = steps[chip]
    manifest = json.loads((folder / "manifest.json").read_text())
    entry = manifest["megakernel"]
    assert entry["chip"] == chip and (folder / entry["cubin"]).read_bytes()[:4] == b"\x7fELF"
    launches = [n for n, s in enumerate(manifest["steps"]) if s["op"] == "launch"]
    assert [t["step"] for t in entry["tasks"]] == launches  # every launch, in the order it runs
    assert not list((folder / "kernels").glob("megakernel*"))  # kernels/ holds the launches' kernels only


def test_the_task_table_holds_each_launchs_parameters_in_turn(steps):
    manifest = json.loads((steps["sm_90a"] / "manifest.json").read_text())
    entry, offset = manifest["megakernel"], 0
    for task in entry["tasks"]:
        step = manifest["steps"][task["step"]]
        assert task["offset"] == offset
        assert task["params"] == sum(len(descriptor.param_bits(len(a["sizes"]))) for a in step["args"])
        assert (task["grid"], task["block"]) == (step["grid"], step["block"])
        offset += task["params"]
    assert entry["table_words"] == offset and entry["counters"] == len(entry["tasks"]) + 1
    assert entry["block"][0] == max(-(-t["block"][0] * t["block"][1] * t["block"][2] // 32) * 32
                                    for t in entry["tasks"])
    weights = {b["id"] for b in manifest["buffers"] if b.get("weight")}
    fetched = {manifest["steps"][t["step"]]["args"][i]["buffer"] for t in entry["tasks"] for i in t["prefetch"]}
    assert fetched and fetched <= weights  # it prefetches weights, never a buffer some launch writes
    assert not {b["buffer"] for s in manifest["steps"] if s["op"] == "launch" for b in s["args"]
                if b["buffer"] in weights and manifest["buffers"][b["buffer"]]["role"] != "argument"}


def test_each_kernel_is_a_device_function_of_virtual_blocks(steps):
    """A device function reads no block or thread index but its parameters', syncs its own threads only (named
    barrier 1), has no kernel-boundary instruction (griddepcontrol) and no non-coherent load (ld.global.nc is
    for memory no thread writes while the kernel runs); the entry alone uses barrier 0."""
    folder = steps["sm_90a"]
    manifest = json.loads((folder / "manifest.json").read_text())
    text = (folder / manifest["megakernel"]["ptx"]).read_text()
    functions = _functions(text)
    distinct = {(s["ptx"], s["kernel"]) for s in manifest["steps"] if s["op"] == "launch"}
    assert len(functions) >= len(distinct)
    for name, body in functions.items():
        assert not re.search(r"%(tid|ntid|ctaid|nctaid)\.[xyz]", body), name
        assert "bar.sync" not in body and "griddepcontrol" not in body and "exit;" not in body, name
        nc = re.findall(r"ld\.global\.nc\.\w+\s+%\w+,\s*\[([^\]+]+)", body)
        assert set(nc) <= {"%mk_params"}, name  # the table only: another task may write what this one reads
        assert ".param .u32" in body and "ld.param.u64 %mk_params" in body, name
    assert text.count("barrier.sync.aligned 1, %mk_threads;") >= 1
    entry = text[text.index(".visible .entry megakernel("):]
    assert entry.count("red.release.gpu.global.add.u32") == len(manifest["megakernel"]["tasks"])
    assert entry.count("call mk") == len(manifest["megakernel"]["tasks"])


@pytest.mark.parametrize("ptx, why", [
    ("barrier.cluster.arrive;", "thread-block clusters"),
    ("mov.u32 %r1, %smid;", "%smid"),
    ("bar.red.or.pred %p1, 0, %p2;", "bar.sync 0 only"),
    ("mov.u64 %rd1, k_param_0;", "other than by ld.param"),
    ("ld.param.u32 %r1, [k_param_0];", "64-bit words"),
])
def test_a_kernel_the_megakernel_cannot_run_is_refused_in_one_line(ptx, why):
    text = (".version 8.1\n.target sm_90a\n.address_size 64\n.visible .entry k(\n\t.param .u64 k_param_0\n)\n"
            f".maxntid 128, 1, 1\n{{\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<3>;\n\t.reg .pred %p<3>;\n\t{ptx}\n\tret;\n}}\n")
    _, entries = mk.parse(text)
    with pytest.raises(mk.MegakernelError, match=re.escape(why)) as e:
        mk.as_function(entries["k"], "mk0_", "launch 3 (k)")
    assert "\n" not in str(e.value) and "launch 3 (k)" in str(e.value)


def test_a_launch_in_clusters_is_refused():
    manifest = {"program": "p", "steps": [{"op": "launch", "kernel": "k", "label": "k", "grid": [8, 1, 1],
                                           "block": [128, 1, 1], "cluster": [8, 1, 1], "args": []}]}
    with pytest.raises(mk.MegakernelError, match="clusters"):
        mk.schedule(manifest, set())


def test_the_launchers_table_is_what_each_launch_would_be_passed(steps):
    """launcher/megakernel.py's table, filled for buffers at made-up addresses: each task's words are the kernel
    parameters its launch step gets from launcher/gpu_run.py (contract/descriptor.py), in order."""
    from launcher.megakernel import Table
    manifest = json.loads((steps["sm_90a"] / "manifest.json").read_text())
    entry = manifest["megakernel"]
    addresses = {b["id"]: 0x7f0000000000 + 0x100000 * b["id"] for b in manifest["buffers"]}
    words = Table(entry, manifest["steps"]).fill(addresses)
    for task in entry["tasks"]:
        want = [p.value or 0 for a in manifest["steps"][task["step"]]["args"]
                for p in descriptor.params(addresses[a["buffer"]], a["offset"], a["sizes"], a["strides"])]
        got = words[task["offset"]:task["offset"] + task["params"]].view("int64").tolist()
        assert got == want, task["step"]


def test_a_step_it_cannot_run_keeps_its_launches_and_says_why(tmp_path):
    """build_megakernel on a step with a launch in clusters (gpt2-xl's v15 products): no megakernel, the reason
    in the manifest, which the launcher gives in one line when GPT2_MLIR_MEGAKERNEL=1 asks for it."""
    manifest = {"program": "p", "buffers": [], "steps": [{"op": "launch", "kernel": "k", "label": "block 0 · k",
                                                         "grid": [8, 1, 1], "block": [128, 1, 1],
                                                         "cluster": [8, 1, 1], "args": []}]}
    path = tmp_path / "manifest.json"
    path.write_text(json.dumps(manifest))
    assert mk.build_megakernel(path, "sm_90a") is None
    written = json.loads(path.read_text())
    assert "megakernel" not in written and "clusters" in written["megakernel_refused"]
    assert "\n" not in written["megakernel_refused"]


class FakeDevice:
    """What launcher/megakernel.py asks of a device, recorded: memory as host arrays by address."""
    name, multiprocessors = "fake", 3

    def __init__(self):
        import numpy as np
        self.np, self.memory, self.launches, self.zeroed, self.next = np, {}, [], [], 0x10000

    def function(self, ptx, name, cubin, chip):
        assert ptx.name == "megakernel.ptx" and cubin.name == "megakernel.cubin" and name == "megakernel"
        return "fn"

    def blocks_per_multiprocessor(self, function, threads, shared):
        return 1

    def alloc(self, nbytes):
        self.next += 1 << 20
        self.memory[self.next] = bytearray(nbytes)
        return self.next

    def free(self, ptr):
        del self.memory[ptr]

    def zero(self, ptr, nbytes):
        self.zeroed.append((ptr, nbytes))

    def copy_to_device(self, ptr, array):
        self.memory[ptr][:array.nbytes] = array.tobytes()

    def copy_to_host(self, array, ptr):
        array.reshape(-1).view("uint8")[:] = self.np.frombuffer(self.memory[ptr], "uint8")[:array.nbytes]

    def launch(self, function, grid, block, shared, args):
        self.launches.append((grid, block, shared, [a.value for a in args]))

    def synchronize(self):
        pass


def test_the_launcher_writes_a_table_once_per_set_of_addresses(steps):
    """launcher/megakernel.py against a stand-in device: one persistent block an SM, the counters zeroed once,
    a table per distinct set of buffer addresses (the same addresses reuse theirs: a captured graph keeps
    reading it), and each task's time from the stamps."""
    import numpy as np
    from launcher.megakernel import Megakernel
    folder = steps["sm_90a"]
    manifest = json.loads((folder / "manifest.json").read_text())
    dev = FakeDevice()
    mega = Megakernel(manifest, folder, dev)
    at = {b["id"]: 0x7f0000000000 + 0x100000 * b["id"] for b in manifest["buffers"]}
    moved = {**at, manifest["results"][0]: 0x7e0000000000}
    for addresses in (at, at, moved, at):
        mega.launch(addresses)
    tables = {args[0] for *_, args in dev.launches}
    assert len(tables) == 2 and len(dev.zeroed) == 1 and len(dev.memory) == 4  # counters, stamps, two tables
    assert all(grid == [3, 1, 1] and block == manifest["megakernel"]["block"] for grid, block, _, _ in dev.launches)
    stamps = np.arange(len(manifest["megakernel"]["tasks"]) * 3 * 2, dtype=np.uint64) * 1000
    dev.memory[mega.stamps][:] = stamps.tobytes()
    ms = mega.task_ms()
    assert len(ms) == len(manifest["megakernel"]["tasks"]) and all(abs(t - 0.005) < 1e-9 for t in ms)
    mega.close()
    assert not dev.memory


def test_module_items_are_renamed_under_the_task_but_externs_keep_their_names():
    text = (".version 8.1\n.target sm_90a\n.address_size 64\n"
            ".extern .func (.param .b32 func_retval0) vprintf(.param .b64 a, .param .b64 b);\n"
            ".shared .align 16 .b8 __wg_k_0[64];\n"
            ".func (.param .b32 r) helper(.param .b32 x)\n{\n\tret;\n}\n"
            ".visible .entry k(\n\t.param .u64 k_param_0\n)\n.reqntid 64, 1, 1\n{\n\t.reg .b64 %rd<3>;\n"
            "\tld.param.u64 %rd1, [k_param_0];\n\tmov.u64 %rd2, __wg_k_0;\n\tbar.sync 0;\n\tret;\n}\n")
    _, entries = mk.parse(text)
    body, dynamic, _, externs = mk.as_function(entries["k"], "mk4_", "launch 0 (k)")
    assert externs == [".extern .func (.param .b32 func_retval0) vprintf(.param .b64 a, .param .b64 b);"]
    assert "mk4___wg_k_0[64]" in body and "mov.u64 %rd2, mk4___wg_k_0;" in body and "mk4_helper(" in body
    assert ".func mk4_k(" in body and "ld.global.nc.u64 %rd1, [%mk_params+0];" in body
    assert "barrier.sync.aligned 1, %mk_threads;" in body and ".reqntid" not in body and not dynamic
