"""A program call that may still be running: what `program(..., wait=False)` returns.

    step = prog(token, pos, *weights, wait=False)   # queued on the GPU's stream, returns at once
    nxt = prog(*step.on_device[1:], *weights, wait=False)  # reads step's results on the device
    logits, best = step.results()                    # waits for step (once), as a plain call would

The GPU launcher queues each call's graph on one stream, so a call queued behind another sees
that one's results: a decoding step can take the last step's token and position straight from
device memory, and the host queues the next step before it has seen the last token
(gpt2/model.py's Decoder.queue). The results it fetches are copied to the host on a second
stream, so the next call's graph need not wait for the copy; a later call that would write memory
still being copied out waits for that copy first (launcher/cuda.py's Device.fetch). On the CPU a
call has finished when it returns.
"""
from __future__ import annotations

from typing import Callable


class Pending:
    def __init__(self, on_device: list, finish: Callable[[], list] | None = None):
        # The call's result arrays where its kernels write them: inputs for a later call (ordered
        # behind this one on the device), not to be read on the host before results().
        self.on_device = on_device
        self._finish, self._results = finish, None if finish else on_device

    @classmethod
    def finished(cls, on_device: list, results: list) -> "Pending":
        """A call that has already finished (on the CPU; on the GPU without graphs or when profiling)."""
        done = cls(on_device)
        done._results = results
        return done

    @property
    def done(self) -> bool:
        """Whether results() has been waited for (it returns at once then)."""
        return self._finish is None

    def results(self) -> list:
        """Wait for the call (the first time) and return its results, as the call with wait=True does."""
        if self._finish is not None:
            finish, self._finish = self._finish, None
            self._results = finish()
        return self._results
