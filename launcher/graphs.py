"""Executable CUDA graphs of one program, keyed by the addresses of its buffers.

The first call with a given set of addresses records its launches into a graph; later calls with
the same addresses replay it with one driver call. The least recently used graph is dropped
beyond `limit`. A replay is only queued: the caller waits (launcher/gpu_run.py's Pending).
"""
from __future__ import annotations

from typing import Callable

MAX_GRAPHS = 64  # per program


class GraphCache:
    def __init__(self, device, limit: int = MAX_GRAPHS):
        self._device, self.limit = device, limit   # device(): the Device
        self._graphs: dict[tuple, tuple] = {}      # key -> (executable graph, events of its launches)

    def replay(self, key: tuple, record: Callable[[], list]) -> list:
        """Queue the graph of `key` on the stream, capturing it first by calling `record()` (which
        launches and returns the launches' profiling events). Does not wait; returns the events."""
        dev = self._device()
        entry = self._graphs.pop(key, None)
        if entry is None:
            dev.capture()
            timed = []
            try:
                timed = record()
            finally:
                entry = (dev.end_capture(), timed)
            if len(self._graphs) >= self.limit:
                self._drop(self._graphs.pop(next(iter(self._graphs))))
        self._graphs[key] = entry  # most recently used last
        dev.replay(entry[0])
        return entry[1]

    def __len__(self) -> int:
        return len(self._graphs)

    def _drop(self, entry) -> None:
        graph, timed = entry
        dev = self._device()
        dev.drop(graph)
        for _, start, end in timed:
            dev.destroy_events(start, end)

    def close(self) -> None:
        for entry in self._graphs.values():
            self._drop(entry)
        self._graphs.clear()
