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


def _unbound():  # the reference of an input with no array bound: no input is its referent
    return _unbound


class ProgramMemory:
    def __init__(self, buffers: dict[int, dict], device):
        self.buffers, self._device = buffers, device   # manifest buffers by id; device(): the Device
        self.workspace: dict[int, np.ndarray] = {}
        self._allocated = None  # the list of temporaries the workspace last held all of
        self.staging: dict[int, np.ndarray] = {}
        self.host_staging: dict[int, np.ndarray] = {}  # page-locked, the source of each staging copy
        self._nbytes: dict[int, int] = {}
        self._staging_copy: dict[int, tuple] = {}  # (device, host, bytes): the staging copy of each
        self.copies: list[tuple[int, int, int]] = []   # (device, host, bytes): this call's input copies
        self.mirrors: dict[tuple, np.ndarray] = {}  # (result, slot) -> page-locked copy fetched with a call
        self.pool: dict[int, list[int]] = {}
        # The managed array each input was last bound to, weakly (an input that dies frees its
        # memory as usual): the same array again is bound without any checks. A decoding step
        # passes the same ~150 weight arrays every call; checking each one again costs more host
        # time than the step's kernels.
        self._bound: dict[int, tuple] = {}
        self._refs, self._refs_bids = None, None  # _bound's references in the order of a list of inputs
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
        if self._allocated is not bids:  # (a program asks with the same list every call)
            for bid in bids:
                if bid not in self.workspace:
                    self.workspace[bid] = self._flat(bid)
                    self._device().zero(address(self.workspace[bid]), self.workspace[bid].nbytes)
            self._allocated = bids
        return self.workspace

    def changed(self, bids: list[int], xs) -> list[int]:
        """The positions of the inputs that are not the very array bound to them by the last call
        (for the others, `addresses` is still right): a decoding step passes the same ~150 weight
        arrays every call, and a replayed graph needs only their addresses (GpuProgram makes their
        views only when it captures). One pass in a list comprehension: this runs every call."""
        if self._refs is None or self._refs_bids is not bids:  # after a new binding: list them again
            self._refs = [self._bound[bid][0] if bid in self._bound else _unbound for bid in bids]
            self._refs_bids = bids
        return [i for i, ref, x in zip(range(len(bids)), self._refs, xs) if ref() is not x]

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
            self._refs = None
            return flat, x
        if self._bound.pop(bid, None) is not None:
            self._refs = None
        if not copy_in:
            flat = self._flat(bid)
            self.addresses[bid] = address(flat)
            return flat, x
        if bid not in self.staging:  # one staging buffer per input: a stable address for graphs
            self.staging[bid] = self._flat(bid)
            self.host_staging[bid] = PinnedBuffer(self.staging[bid].nbytes, dtype, self.staging[bid].shape).array()
            self._staging_copy[bid] = (address(self.staging[bid]), address(self.host_staging[bid]),
                                       self.staging[bid].nbytes)
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
            self.copies.append(self._staging_copy[bid])
        self.addresses[bid] = self._staging_copy[bid][0]
        return flat, x

    def mirror(self, bid: int, slot: int = 0) -> np.ndarray:
        """The page-locked host array a fetched result `bid` is copied into (one per result and
        slot of queued calls, kept)."""
        if (bid, slot) not in self.mirrors:
            dtype, shape = self.spec(bid)
            self.mirrors[bid, slot] = PinnedBuffer(int(np.prod(shape)) * dtype.itemsize, dtype, shape).array()
        return self.mirrors[bid, slot]

    def new_result(self, bid: int) -> np.ndarray:
        """A result array of its own; its memory goes back to the pool when the array dies, so the
        next call usually gets the same address and can replay the same graph."""
        dtype, shape = self.spec(bid)
        pool = self.pool.setdefault(bid, [])
        buf = ManagedBuffer(self.nbytes(bid), dtype, shape, self._device(),
                            ptr=pool.pop() if pool else None, release=self._release(bid))
        return buf.array()

    def nbytes(self, bid: int) -> int:
        """The bytes of buffer `bid` (asked for every call: computed once)."""
        if bid not in self._nbytes:
            dtype, shape = self.spec(bid)
            self._nbytes[bid] = dtype.itemsize * int(np.prod(shape))
        return self._nbytes[bid]

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
        self._allocated = None
        self.staging.clear()
        self.host_staging.clear()  # (their PinnedBuffers free themselves)
        self._staging_copy.clear()
        self.mirrors.clear()
        for ptrs in self.pool.values():
            for ptr in ptrs:
                managed_free(ptr)
        self.pool.clear()
        self.closed = True
