"""manifest.json, the contract between the GPU compile path and the launcher, as types.

pipeline/manifest.py writes it from the host function of the GPU path's dependent-launch stage
(17-dependent-launch.mlir); launcher/gpu_run.py replays it with the driver, no MLIR needed. Function
arguments are buffers 0..n-1 in order (inputs, lifted constants, then results as trailing
out-params), so the caller provides them; temporaries get an "alloc" step and a "free" step.
A temporary starts zeroed (the launcher clears it once, when it first allocates it, and keeps it
for later calls): a kernel may keep state in one between calls only if it leaves it zero (v8's
split-K tickets, pipeline/templates/matvec_cols_split.mlir).
Views on the host are folded into each memref argument's (offset, sizes, strides), counted in
elements. A memref argument becomes 3 + 2 * rank kernel parameters (contract/descriptor.py).
"""
from __future__ import annotations

from typing import Literal, NotRequired, TypedDict, Union

from .errors import Gpt2MlirError

# 2: launch steps say where their kernel comes from (label, layer, source, stack, made_in; see
# pipeline/provenance.py). A version 1 manifest (no such keys) still runs: its kernels are shown by
# their module names.
# 3: every PTX module names its cubin, the machine code ptxas made for one chip at build time
# (pipeline/passes/assemble.py), which the launcher loads on a card of that chip instead of having
# the driver JIT-compile the PTX. Modules with the same PTX share one cubin. Versions 1 and 2 (no
# cubins) still run, their PTX JIT-compiled, with a warning (launcher/images.py).
VERSION = 3
READS = (1, 2, 3)


class ManifestError(Gpt2MlirError, ValueError):
    """A host function the manifest cannot express, or a manifest that breaks this schema."""


class Buffer(TypedDict):
    id: int
    bytes: int
    dtype: str                   # NumPy dtype name (contract/dtypes.py)
    shape: list[int]
    role: Literal["argument", "constant", "result", "temporary"]
    weight: NotRequired[bool]    # a weight of the program (pipeline/provenance.py): read, never written


class MemrefArg(TypedDict):
    kind: Literal["memref"]      # the only kind of kernel argument the pipeline passes
    buffer: int
    offset: int
    sizes: list[int]
    strides: list[int]
    dtype: str


class AllocStep(TypedDict):
    op: Literal["alloc"]         # a temporary comes into use (the launcher keeps it as workspace)
    buffer: int


class Provenance(TypedDict, total=False):
    """From version 2, every launch step has these: what the kernel computes and where it comes from."""
    label: str                   # "block 3 · mlp_in · linear → gelu (matvec_cols + epilogue)"
    layer: str                   # "block 3 · mlp_in" (from the weights it reads; may be "")
    source: list[str]            # the user's NumPy lines, "gpt2/reference.py:38", its own first
    stack: list[str]             # the call chain of the first line, outermost first: "file:line function"
    made_in: str                 # the stage file where the kernel took its shape ("12-row-kernels.mlir")


class LaunchStep(Provenance):
    op: Literal["launch"]
    ptx: str                     # "kernels/<gpu.module>.ptx", relative to the build folder
    kernel: str
    grid: list[int]              # [x, y, z]
    block: list[int]             # [x, y, z]
    shared_bytes: int
    args: list[MemrefArg]
    # Launch it early (sm_90+): it prefetches weights, then waits for the kernel before it
    # (griddepcontrol.wait, pipeline/passes/dependent_launch.py) before it reads that kernel's
    # results or writes anything. Absent (other kernels, older manifests, chips below sm_90): plainly.
    pdl: NotRequired[bool]
    # Launch as thread-block clusters of [x, y, z] blocks (sm_90+; the grid a whole number of them, [1, 1, 1]
    # included): the kernel reads other blocks' shared memory. Absent: no clusters.
    cluster: NotRequired[list[int]]


class Cubin(TypedDict):
    """From version 3, one per PTX module (the keys of Manifest.cubins are the entries of Manifest.ptx)."""
    cubin: str                   # "kernels/<first module with the same PTX>.cubin", relative to the build folder
    chip: str                    # what ptxas assembled it for ("sm_90"): loaded only on a card of that compute capability


class FreeStep(TypedDict):
    op: Literal["free"]
    buffer: int


PROVENANCE = {"label": str, "layer": str, "source": list, "stack": list, "made_in": str}  # version 2's keys

Step = Union[AllocStep, LaunchStep, FreeStep]
STEP_OPS = ("alloc", "launch", "free")


class Task(TypedDict):
    """One launch step as a task of the megakernel."""
    step: int                    # its index in Manifest.steps
    function: str                # the device function its kernel became
    grid: list[int]              # the launch's, dealt round-robin to the persistent blocks
    block: list[int]             # the launch's: the task runs on the persistent block's first threads
    offset: int                  # where its parameters start in the task table (64-bit words)
    params: int                  # how many (the launch's kernel parameters, contract/descriptor.py)
    prefetch: list[int]          # its arguments that are weights: prefetched into L2 before it starts


class Megakernel(TypedDict):
    """The launch steps as one persistent kernel (pipeline/megakernel.py): a block per SM, launched with
    (task table, counters, stamps). The table holds each task's parameters, filled from its launch step's
    arguments as a launch would pass them; counters (32-bit, zeroed once): word 0 the steps run, word 1 + k
    the blocks done with task k; stamps: 64-bit %globaltimer at the start and end of task k on block b,
    at word (k * blocks + b) * 2."""
    ptx: str                     # "megakernel/megakernel.ptx"
    cubin: str
    chip: str
    kernel: str                  # "megakernel"
    block: list[int]
    shared_bytes: int            # dynamic shared memory: the most any task's launch asks for
    table_words: int
    counters: int                # 32-bit words
    tasks: list[Task]


class Manifest(TypedDict):
    version: int                 # VERSION
    program: str
    function: str                # the host function, "main"
    num_inputs: int
    inputs: list[int]            # buffer ids, in argument order (lifted constants included)
    results: list[int]
    constants: list[int]
    ptx: list[str]
    cubins: dict[str, Cubin]     # from version 3: {PTX module (an entry of ptx): its cubin}
    buffers: list[Buffer]
    steps: list[Step]
    megakernel: NotRequired[Megakernel]  # a decoding step's launches as one kernel, beside the steps
    megakernel_refused: NotRequired[str]  # a step built for one that cannot have it: why (one line)


def check(manifest: dict, where: str) -> None:
    """Refuse a manifest of another version or with steps or arguments outside this schema."""
    if manifest.get("version") not in READS:
        raise ManifestError(f"{where}: manifest version {manifest.get('version')}, this launcher reads "
                            f"versions {', '.join(map(str, READS))}: rebuild the program")
    for n, step in enumerate(manifest["steps"]):
        if step["op"] not in STEP_OPS:
            raise ManifestError(f"{where}: step {n} has op {step['op']!r} (known: {', '.join(STEP_OPS)})")
        if step["op"] == "launch" and manifest["version"] >= 2:
            for key, kind in PROVENANCE.items():
                if not isinstance(step.get(key), kind) or (kind is list and not all(isinstance(x, str) for x in step[key])):
                    raise ManifestError(f"{where}: launch step {n} has no {kind.__name__} {key!r} "
                                        "(a version 2 manifest names each kernel's source): rebuild the program")
            if manifest["version"] >= 3:
                entry = manifest.get("cubins", {}).get(step["ptx"])
                if not (isinstance(entry, dict) and isinstance(entry.get("cubin"), str) and isinstance(entry.get("chip"), str)):
                    raise ManifestError(f"{where}: launch step {n}'s module {step['ptx']} has no cubin and chip "
                                        "(a version 3 manifest names one for each module): rebuild the program")
        for a in step.get("args", ()):
            if a["kind"] != "memref":
                raise ManifestError(f"{where}: step {n} passes a {a['kind']!r} argument; only memrefs are passed")
