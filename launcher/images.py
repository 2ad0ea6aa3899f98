"""Which image of a kernel module the driver loads (cubin or PTX), each distinct one loaded once.

From manifest version 3 every PTX module names a cubin: machine code that ptxas made at build
time for one chip (pipeline/passes/assemble.py). On a card of exactly that compute capability the
launcher loads the cubin and the driver compiles nothing. Otherwise (a card of another chip, a
manifest from before cubins, a driver that refuses the cubin) it loads the PTX, which the driver
JIT-compiles at the first load: correct, but slow in a fresh process (GPT-2's first token took
671 ms with the driver's cache cold, 47.5 ms warm). That fallback is never silent: an ImageWarning
once per reason, and `Modules.loaded` counts the modules loaded each way.

Modules are keyed by the bytes loaded, so a kernel that is the same in every layer (one cubin, or
PTX files with the same text) is loaded once however many launches use it.
"""
from __future__ import annotations

import hashlib
import warnings
from pathlib import Path

from contract.chips import chip_for, number
from contract.errors import Gpt2MlirError, Gpt2MlirWarning


class ImageWarning(Gpt2MlirWarning):
    """A kernel module is JIT-compiled from PTX instead of loaded as a cubin."""


class MissingImageError(Gpt2MlirError, FileNotFoundError):
    pass


def choose(cubin_chip: str | None, capability: tuple[int, int]) -> str:
    """"cubin" when there is a cubin for exactly this compute capability (major, minor); else "ptx"
    (machine code of another chip may not run here, a plain chip's PTX does), or "neither" for an
    arch-specific chip (sm_90a), whose PTX runs only on its own compute capability too."""
    if cubin_chip is None:
        return "ptx"
    if number(cubin_chip) == capability[0] * 10 + capability[1]:
        return "cubin"
    return "neither" if cubin_chip.endswith("a") else "ptx"


def mismatch(cubin_chip: str, capability: tuple[int, int]) -> str:
    """The warning for loading PTX because the cubins were made for another chip."""
    major, minor = capability
    return (f"the kernels were assembled for {cubin_chip} but this GPU has compute capability {major}.{minor}: "
            f"the driver JIT-compiles their PTX at the first load instead (slow once per process); build for "
            f"{chip_for(major, minor)} to load machine code")


class ChipError(Gpt2MlirError, RuntimeError):
    """Kernels built for an arch-specific chip (sm_90a), on a card of another compute capability."""


def elsewhere(cubin_chip: str, capability: tuple[int, int]) -> str:
    """The error for an arch-specific chip's kernels on another card: neither its machine code nor its PTX
    runs there."""
    major, minor = capability
    return (f"the kernels were built for {cubin_chip}, whose code (machine code and PTX alike) runs only on "
            f"compute capability {number(cubin_chip) // 10}.{number(cubin_chip) % 10}, and this GPU has "
            f"{major}.{minor}: build for {chip_for(major, minor)} (--chip)")


class Modules:
    """The loaded modules of one device. `load(image bytes) -> module` is the driver's
    cuModuleLoadData; `capability` the device's (major, minor)."""

    def __init__(self, load, capability: tuple[int, int]):
        self.load, self.capability = load, tuple(capability)
        self.loaded = {"cubin": 0, "ptx": 0}  # distinct modules loaded each way
        self._by_digest: dict[str, object] = {}
        self._warned: set[tuple] = set()

    def module(self, ptx: Path, cubin: Path | None = None, chip: str | None = None):
        """The module of PTX file `ptx`: cubin `cubin` (assembled for `chip`) when `choose` says so,
        else the PTX, with an ImageWarning saying why."""
        ptx = Path(ptx)
        if cubin is None:
            self._warn(("no cubins", ptx.parent), f"{ptx.parent}: the manifest names no cubins (it is older than "
                       "version 3): the driver JIT-compiles the PTX at the first load; rebuild the program to load "
                       "machine code")
        elif (how := choose(chip, self.capability)) == "neither":
            raise ChipError(f"{ptx.parent}: {elsewhere(chip, self.capability)}")
        elif how == "ptx":
            self._warn(("chip", chip), mismatch(chip, self.capability))
        else:
            try:
                return self._load(_read(Path(cubin)), "cubin")
            except RuntimeError as e:  # CudaError: e.g. a driver older than the ptxas that made it
                self._warn(("refused", str(e)), f"the driver refused the cubin {cubin} ({e}): the driver "
                           "JIT-compiles the PTX of such kernels instead")
        return self._load(_read(ptx) + b"\0", "ptx")

    def _load(self, data: bytes, kind: str):
        digest = hashlib.sha256(data).hexdigest()
        if digest not in self._by_digest:
            self._by_digest[digest] = self.load(data)
            self.loaded[kind] += 1
        return self._by_digest[digest]

    def _warn(self, reason: tuple, message: str) -> None:
        """Warn once per reason (one chip mismatch is one warning, not one per module)."""
        if reason not in self._warned:
            self._warned.add(reason)
            warnings.warn(message, ImageWarning, stacklevel=3)


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise MissingImageError(f"{path} does not exist but the program's manifest.json names it: rebuild the "
                                "program, or copy its build folder whole (kernels/*.ptx and *.cubin)") from None
