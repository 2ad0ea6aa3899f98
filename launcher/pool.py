"""The memory one GPU program keeps between calls, so that a call usually finds every buffer at
the address it had last time (and can replay that call's CUDA graph):

- the workspace: one array per temporary, allocated at its first use, zeroed then, and kept
  (a kernel may keep state there that it leaves zero: v8's split-K tickets, contract/manifest.py);
- staging: one array per input given as plain NumPy, and a page-locked host array beside it; the
  input is written there and copied by DMA at the start of the call's launches (inside its graph:
  a replay copies the new values, so the host makes no blocking copy);
- the result pool: memory of result arrays that died, handed to the next call's results.
"""
from __future__ import annotations

import weakref

import numpy as np

from .cuda import ManagedBuffer, PinnedBuffer, managed_free
from .memory import address, empty, managed_owner


class ProgramMemory:
    def __init__(self, buffers: dict[int, dict], device):
        self.buffers, self._device = buffers, device   # manifest buffers by id; device(): the Device
        self.workspace: dict[int, np.ndarray] = {}
        self.staging: dict[int, np.ndarray] = {}
        self.host_staging: dict[int, np.ndarray] = {}  # page-locked, the source of each staging copy
        self.copies: list[tuple[int, int, int]] = []   # (device, host, bytes): this call's input copies
        self.mirrors: dict[tuple, np.ndarray] = {}  # (result, slot) -> page-locked copy fetched with a call
        self.pool: dict[int, list[int]] = {}
        # The managed array each input was last bound to, weakly (an input that dies frees its
        # memory as usual): the same array again is bound without any checks. A decoding step
        # passes the same ~150 weight arrays every call; checking each one again costs more host
        # time than the step's kernels.
        self._bound: dict[int, tuple] = {}
        self.addresses: dict[int, int] = {}  # buffer id -> address of what it was last bound to
        self.before_staging = None  # called before the host writes staging memory (GpuProgram: wait for queued calls)
        self.closed = False

    def spec(self, bid: int) -> tuple[np.dtype, tuple]:
        b = self.buffers[bid]
        return np.dtype(b["dtype"]), tuple(b["shape"])

    def _flat(self, bid: int) -> np.ndarray:
        dtype, shape = self.spec(bid)
        return empty((int(np.prod(shape)),), dtype, self._device())

    def temporaries(self, bids) -> dict[int, np.ndarray]:
        """The workspace arrays of these temporaries (allocated on first use)."""
        for bid in bids:
            if bid not in self.workspace:
                self.workspace[bid] = self._flat(bid)
                self._device().zero(address(self.workspace[bid]), self.workspace[bid].nbytes)
        return self.workspace

    def same_as_last(self, bids: list[int], xs) -> list[bool]:
        """For each input, whether it is the very array bound to it by the last call (then its
        address in `addresses` is still right): a decoding step passes the same ~200 weight arrays
        every call, and a replayed graph needs only their addresses (GpuProgram makes their views
        only when it captures). One pass in a list comprehension: this runs every token."""
        bound = self._bound
        return [(last := bound.get(bid)) is not None and last[0]() is x for bid, x in zip(bids, xs)]

    def bind(self, bid: int, x, what: str, copy_in: bool) -> tuple[np.ndarray, np.ndarray]:
        """(flat managed array the kernels use, the caller's array) for a caller-owned buffer: a
        contiguous managed array of the right dtype is used in place; other inputs are staged."""
        last = self._bound.get(bid)
        if last is not None and last[0]() is x:
            self.addresses[bid] = last[1]
            return x.reshape(-1), x
        dtype, shape = self.spec(bid)
        x = np.asarray(x)
        if x.shape != shape:
            raise ValueError(f"{what}: expected shape {shape} ({dtype}), got {x.shape} ({x.dtype})")
        if x.dtype == dtype and x.flags.c_contiguous and managed_owner(x) is not None:
            flat = x.reshape(-1)
            self.addresses[bid] = address(flat)
            self._bound[bid] = (weakref.ref(x), self.addresses[bid])  # nothing that keeps x alive
            return flat, x
        self._bound.pop(bid, None)
        if not copy_in:
            flat = self._flat(bid)
            self.addresses[bid] = address(flat)
            return flat, x
        if bid not in self.staging:  # one staging buffer per input: a stable address for graphs
            self.staging[bid] = self._flat(bid)
            self.host_staging[bid] = np.asarray(PinnedBuffer(self.staging[bid].nbytes, dtype,
                                                             self.staging[bid].shape))
        flat = self.staging[bid]
        host = np.ascontiguousarray(x.astype(dtype, casting="same_kind", copy=False))
        if managed_owner(host) is not None:  # a managed view that is not contiguous: copy on the host
            if self.before_staging is not None:
                self.before_staging()
            flat[...] = host.reshape(-1)
        else:
            if self.before_staging is not None:
                self.before_staging()
            pinned = self.host_staging[bid]
            pinned[...] = host.reshape(-1)
            self.copies.append((address(flat), address(pinned), flat.nbytes))
        self.addresses[bid] = address(flat)
        return flat, x

    def mirror(self, bid: int, slot: int = 0) -> np.ndarray:
        """The page-locked host array a fetched result `bid` is copied into (one per result and
        slot of queued calls, kept)."""
        if (bid, slot) not in self.mirrors:
            dtype, shape = self.spec(bid)
            self.mirrors[bid, slot] = np.asarray(PinnedBuffer(int(np.prod(shape)) * dtype.itemsize, dtype, shape))
        return self.mirrors[bid, slot]

    def new_result(self, bid: int) -> np.ndarray:
        """A result array of its own; its memory goes back to the pool when the array dies, so the
        next call usually gets the same address and can replay the same graph."""
        dtype, shape = self.spec(bid)
        pool = self.pool.setdefault(bid, [])
        buf = ManagedBuffer(int(np.prod(shape)) * dtype.itemsize, dtype, shape, self._device(),
                            ptr=pool.pop() if pool else None, release=self._release(bid))
        return np.asarray(buf)

    def _release(self, bid: int):
        def release(ptr: int) -> None:
            if self.closed:
                managed_free(ptr)
            else:
                self.pool[bid].append(ptr)
        return release

    def close(self) -> None:
        """Free the workspace, the staging buffers and the pooled result memory."""
        for flat in list(self.workspace.values()) + list(self.staging.values()):
            managed_owner(flat).free()
        self.workspace.clear()
        self.staging.clear()
        self.host_staging.clear()  # (their PinnedBuffers free themselves)
        self.mirrors.clear()
        for ptrs in self.pool.values():
            for ptr in ptrs:
                managed_free(ptr)
        self.pool.clear()
        self.closed = True
