"""Run a build's megakernel (pipeline/megakernel.py, manifest key `megakernel`) in place of its launch steps.

The megakernel takes three buffers: the task table (each task's kernel parameters, 64-bit words, as its launch
step would pass them), the counters (zeroed once; the kernel keeps them consistent from one call to the next)
and the time stamps. The table depends only on the buffers' addresses, so it is written to the device once per
distinct set of addresses and kept (a CUDA graph captured with one table keeps reading that table). One
persistent block runs per SM; a block that cannot fit on an SM is refused in one line, since the blocks wait
for each other and must all be resident. launcher/gpu_run.py runs it where GPT2_MLIR_MEGAKERNEL=1.
"""
from __future__ import annotations

import ctypes

import numpy as np

from contract import descriptor
from contract.errors import Gpt2MlirError

MAX_TABLES = 8  # distinct sets of buffer addresses whose tables stay on the device


class MegakernelError(Gpt2MlirError, RuntimeError):
    """The megakernel cannot run on this card (its blocks do not fit one per SM)."""


class Table:
    """The task table as an array of 64-bit words: the constant words (offsets, sizes, strides) filled once,
    each argument's two pointer words from the buffers' addresses at every call."""

    def __init__(self, entry: dict, steps: list[dict]):
        self.words = np.zeros(entry["table_words"], np.uint64)
        slots, buffers = [], []
        for task in entry["tasks"]:
            word = task["offset"]
            for a in steps[task["step"]]["args"]:
                values = [int(v.value) if v.value is not None else 0
                          for v in descriptor.params(0, a["offset"], a["sizes"], a["strides"])]
                self.words[word:word + len(values)] = np.array(values, np.int64).view(np.uint64)
                slots.append(word)  # allocated and aligned pointers: the first two words
                buffers.append(a["buffer"])
                word += len(values)
            if word != task["offset"] + task["params"]:
                raise MegakernelError(f"task of step {task['step']}: {word - task['offset']} parameter words, "
                                      f"the schedule says {task['params']}: rebuild the program")
        self.slots, self.buffers = np.array(slots, np.int64), buffers

    def fill(self, addresses: dict[int, int]) -> np.ndarray:
        """The table for buffers at `addresses` ({buffer id: device address})."""
        pointers = np.array([addresses[b] for b in self.buffers], np.uint64)
        self.words[self.slots] = pointers
        self.words[self.slots + 1] = pointers
        return self.words


class Megakernel:
    """A build's megakernel on one device: `launch(addresses)` queues it on the device's stream."""

    def __init__(self, manifest: dict, build_dir, dev):
        self.entry, self.dev = manifest["megakernel"], dev
        e = self.entry
        self.function = dev.function(build_dir / e["ptx"], e["kernel"], build_dir / e["cubin"], e["chip"])
        threads = e["block"][0]
        if dev.blocks_per_multiprocessor(self.function, threads, e["shared_bytes"]) < 1:
            raise MegakernelError(f"{manifest['program']}: the megakernel's block ({threads} threads, "
                                  f"{e['shared_bytes']} bytes of shared memory) does not fit on an SM of "
                                  f"{dev.name}; run without GPT2_MLIR_MEGAKERNEL=1")
        self.blocks = dev.multiprocessors  # one a multiprocessor: all resident, as the counters need
        self.table = Table(e, manifest["steps"])
        self.tables: dict[bytes, int] = {}  # table contents -> its device copy
        self.counters = dev.alloc(4 * e["counters"])
        dev.zero(self.counters, 4 * e["counters"])
        self.stamps = dev.alloc(16 * len(e["tasks"]) * self.blocks)

    def launch(self, addresses: dict[int, int]) -> None:
        """Queue one run of every task, on buffers at `addresses`."""
        words = self.table.fill(addresses)
        key = words.tobytes()
        table = self.tables.get(key)
        if table is None:
            if len(self.tables) >= MAX_TABLES:  # (a graph holding the oldest is replayed no more)
                self.dev.synchronize()
                self.dev.free(self.tables.pop(next(iter(self.tables))))
            table = self.tables[key] = self.dev.alloc(words.nbytes)
            self.dev.copy_to_device(table, words)
        args = [ctypes.c_void_p(table), ctypes.c_void_p(self.counters), ctypes.c_void_p(self.stamps)]
        self.dev.launch(self.function, [self.blocks, 1, 1], self.entry["block"], self.entry["shared_bytes"], args)

    def task_ms(self) -> list[float]:
        """Each task's time in the last run (after it finished): from its first block's start to its last
        block's end, %globaltimer's nanoseconds."""
        stamps = np.zeros((len(self.entry["tasks"]), self.blocks, 2), np.uint64)
        self.dev.copy_to_host(stamps, self.stamps)
        return [(int(t[:, 1].max()) - int(t[:, 0].min())) / 1e6 for t in stamps]

    def close(self) -> None:
        for ptr in [*self.tables.values(), self.counters, self.stamps]:
            self.dev.free(ptr)
        self.tables.clear()
