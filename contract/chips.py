"""GPU chips the pinned toolchain builds for, and which of them suits a card that is present.

PTX built for sm_75 runs on every newer card, but the driver JIT-compiles it at first launch and
cannot use newer instructions; building for the card itself avoids both. Without a GPU (CI, a
laptop building for a GPU machine) the default stays sm_75.
"""
from __future__ import annotations

# Chips the NVVM target / libdevice / ptxas of the pinned toolchain handle. Keep in sync with
# what `ptxas --help` lists for --gpu-name if the CUDA wheel changes.
CHIPS = ("sm_75", "sm_80", "sm_86", "sm_87", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_120", "sm_120a")
FALLBACK = "sm_75"


def number(chip: str) -> int:
    """sm_90a -> 90: the compute capability a chip's code needs, as major * 10 + minor."""
    return int(chip[3:].rstrip("a"))


# Shared memory one block may use, in bytes, once the launch raises the kernel's limit (CUDA C++
# Programming Guide, "Technical Specifications per Compute Capability": 64 KB on 7.5, 163 KB on 8.0 and
# 8.7, 99 KB on 8.6, 8.9 and 12.x, 227 KB on 9.0 and 10.0). A template's dynamic shared memory must fit.
SHARED_PER_BLOCK = {75: 64 * 1024, 80: 163 * 1024, 86: 99 * 1024, 87: 163 * 1024, 89: 99 * 1024,
                    90: 227 * 1024, 100: 227 * 1024, 120: 99 * 1024}


def shared_per_block(chip: str) -> int:
    """sm_90 -> 232448: the bytes of shared memory one block of a kernel for this chip may use."""
    return SHARED_PER_BLOCK[number(chip)]


def tensor_cores(chip: str) -> bool:
    """mma.sync with TF32 operands exists from sm_80 (Ampere) on."""
    return number(chip) >= 80


def chip_for(major: int, minor: int) -> str:
    """The chip to build for a card of compute capability major.minor: its own arch-specific chip
    (sm_90a on an H100/H200: Hopper's wgmma, which the registry's v16 needs, exists only there) when
    the toolchain has one, else the newest plain chip (no 'a' suffix) the card runs. Code for an 'a'
    chip runs on that compute capability only, which is the card's."""
    own = f"sm_{major * 10 + minor}a"
    if own in CHIPS:
        return own
    plain = [c for c in CHIPS if not c.endswith("a") and number(c) <= major * 10 + minor]
    return max(plain, key=number, default=FALLBACK)
