"""launcher/images.py without a driver: which image of a kernel module is loaded (the cubin only on
a card of its own chip), each distinct image loaded once, and every PTX fallback announced once."""
from __future__ import annotations

import warnings

import pytest

from launcher.images import ImageWarning, MissingImageError, Modules, choose, mismatch

CUBIN = b"\x7fELF" + bytes(range(60))  # what the loader sees of a cubin: bytes, ELF magic first


@pytest.mark.parametrize("chip, capability, image", [
    ("sm_90", (9, 0), "cubin"),
    ("sm_90a", (9, 0), "cubin"),    # sm_90a machine code runs on 9.0 only
    ("sm_90a", (10, 0), "neither"),  # and its PTX too (wgmma): no JIT fallback
    ("sm_75", (7, 5), "cubin"),
    ("sm_90", (10, 0), "ptx"),      # a newer card: machine code of another chip does not run
    ("sm_80", (8, 6), "ptx"),       # (it might within a major version; the PTX is exact)
    ("sm_100", (9, 0), "ptx"),      # an older card
    (None, (9, 0), "ptx"),          # no cubin (a manifest from before version 3)
])
def test_choose_takes_the_cubin_only_on_its_own_chip(chip, capability, image):
    assert choose(chip, capability) == image


def _folder(tmp_path):
    """Three PTX modules, two of them alike (one cubin for those two), as a build writes them."""
    k = tmp_path / "kernels"
    k.mkdir()
    for name, text in (("a", "// stamp\n.entry a"), ("a_0", "// stamp\n.entry a"), ("b", "// stamp\n.entry b")):
        (k / f"{name}.ptx").write_text(text)
    (k / "a.cubin").write_bytes(CUBIN + b"a")
    (k / "b.cubin").write_bytes(CUBIN + b"b")
    return k, {"a": k / "a.cubin", "a_0": k / "a.cubin", "b": k / "b.cubin"}


def _modules(capability, refuse=False):
    loads = []

    def load(image):
        if refuse and image[:4] == CUBIN[:4]:
            raise RuntimeError("CUDA_ERROR_INVALID_IMAGE: device kernel image is invalid")
        loads.append(image)
        return f"module{len(loads)}"
    return Modules(load, capability), loads


def test_cubins_on_their_chip_each_loaded_once_and_silently(tmp_path):
    k, cubin = _folder(tmp_path)
    mods, loads = _modules((9, 0))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no ImageWarning
        got = {n: mods.module(k / f"{n}.ptx", cubin[n], "sm_90") for n in ("a", "a_0", "b", "a")}
    assert got == {"a": "module1", "a_0": "module1", "b": "module2"}
    assert loads == [CUBIN + b"a", CUBIN + b"b"] and mods.loaded == {"cubin": 2, "ptx": 0}


def test_another_chip_loads_the_ptx_alike_modules_once_with_one_warning(tmp_path):
    k, cubin = _folder(tmp_path)
    mods, loads = _modules((8, 0))
    with pytest.warns(ImageWarning) as seen:
        got = [mods.module(k / f"{n}.ptx", cubin[n], "sm_90") for n in ("a", "a_0", "b")]
    assert [str(w.message) for w in seen] == [mismatch("sm_90", (8, 0))]
    assert "sm_90" in str(seen[0].message) and "8.0" in str(seen[0].message) and "build for sm_80" in str(seen[0].message)
    assert got == ["module1", "module1", "module2"]
    assert loads == [b"// stamp\n.entry a\0", b"// stamp\n.entry b\0"] and mods.loaded == {"cubin": 0, "ptx": 2}


def test_no_cubins_loads_the_ptx_with_a_warning(tmp_path):
    k, _ = _folder(tmp_path)
    mods, loads = _modules((9, 0))
    with pytest.warns(ImageWarning, match="names no cubins.*rebuild the program") as seen:
        for n in ("a", "b"):
            mods.module(k / f"{n}.ptx")
    assert len(seen) == 1 and mods.loaded == {"cubin": 0, "ptx": 2}


def test_a_refused_cubin_falls_back_to_the_ptx_with_a_warning(tmp_path):
    k, cubin = _folder(tmp_path)
    mods, loads = _modules((9, 0), refuse=True)
    with pytest.warns(ImageWarning, match="refused the cubin .*CUDA_ERROR_INVALID_IMAGE") as seen:
        for n in ("a", "b"):
            mods.module(k / f"{n}.ptx", cubin[n], "sm_90")
    assert len(seen) == 1 and mods.loaded == {"cubin": 0, "ptx": 2}


def test_a_missing_cubin_is_a_one_line_error(tmp_path):
    k, cubin = _folder(tmp_path)
    cubin["b"].unlink()
    mods, _ = _modules((9, 0))
    with pytest.raises(MissingImageError) as e:
        mods.module(k / "b.ptx", cubin["b"], "sm_90")
    assert str(e.value).startswith(f"{cubin['b']} does not exist") and "rebuild" in str(e.value)
    assert "\n" not in str(e.value)


def test_invoke_tasks_print_the_warning_in_one_line(capsys):
    """Under `invoke` (tasks.user_errors) an ImageWarning is one `warning:` line; other warnings keep
    Python's form."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import tasks

    def task():
        warnings.warn(mismatch("sm_90", (8, 0)), ImageWarning)
        warnings.warn("not ours", UserWarning)
    with pytest.warns(UserWarning, match="not ours") as seen:  # (passed on as Python shows it)
        tasks.user_errors(task)()
    assert capsys.readouterr().err.splitlines() == [f"warning: {mismatch('sm_90', (8, 0))}"]
    assert [w.category for w in seen] == [UserWarning]


@pytest.mark.parametrize("capability, chip", [
    ((9, 0), "sm_90a"),   # an H100/H200: its own arch-specific chip (wgmma, v16)
    ((10, 0), "sm_100a"),
    ((8, 9), "sm_89"),    # no sm_89a in the toolchain: the newest plain chip it runs
    ((8, 0), "sm_80"),
    ((7, 0), "sm_75"),    # older than every chip: the fallback
])
def test_chip_for_a_card_is_its_own(capability, chip):
    from contract.chips import chip_for
    assert chip_for(*capability) == chip


def test_an_arch_specific_build_on_another_card_is_a_one_line_error(tmp_path):
    """sm_90a's PTX does not JIT for another compute capability (unlike sm_90's): no fallback, an error
    naming both and the chip to build for."""
    from launcher.images import ChipError
    k, cubin = _folder(tmp_path)
    mods, loads = _modules((10, 0))
    with pytest.raises(ChipError, match=r"built for sm_90a, whose code .* runs only on compute capability 9\.0, "
                                        r"and this GPU has 10\.0: build for sm_100a \(--chip\)"):
        mods.module(k / "a.ptx", cubin["a"], "sm_90a")
    assert loads == []
