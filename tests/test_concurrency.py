"""Processes sharing one build folder (notebooks, CI jobs, servers): each program is built by one
process at a time under the folder's lock, the others wait and use that build; nobody reads half a
build, and no library copies pile up. A killed build leaves nothing that is reused."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

ROOT = Path(__file__).resolve().parent.parent


def _start(args: list[str], build: Path) -> subprocess.Popen:
    env = dict(os.environ, GPT2_MLIR_BUILD=str(build))
    return subprocess.Popen([sys.executable, "-m", "invoke", *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _all(args: list[str], build: Path, count: int) -> list[tuple[int, str, str]]:
    """Start `count` processes at once and wait for all: [(exit status, stdout, stderr)]."""
    procs = [_start(args, build) for _ in range(count)]
    outputs = [p.communicate(timeout=600) for p in procs]
    return [(p.returncode, out, err) for p, (out, err) in zip(procs, outputs)]


def _leftovers(build: Path) -> list[str]:
    """Files no finished build should leave: library copies and temporaries."""
    return sorted(str(p.relative_to(build)) for p in build.rglob("*")
                  if p.name.startswith(".lib-") or p.name.endswith(".tmp") or p.name.startswith(".write-test"))


@pytest.mark.parametrize("count", [2, 3])
@pytest.mark.parametrize("fused", [True, False], ids=["fused", "sublayer"])
def test_concurrent_runs_on_the_cpu_share_one_build(tmp_path, count, fused):
    build = tmp_path / "build"
    args = ["run", "--target", "cpu", "--model", "tiny", "--tokens", "5", "--prompt", "Hello world",
            *(["--fused"] if fused else [])]
    results = _all(args, build, count)
    for code, out, err in results:
        assert code == 0, err
    texts = {out for _, out, _ in results}
    assert len(texts) == 1 and len(texts.pop()) > len("Hello world"), results  # identical continuations
    # Each program was built once; the processes that waited found it finished.
    built = [err.count("building ") for _, _, err in results]
    programs = len(list(build.rglob("program.json")))
    assert sum(built) == programs, (built, programs)
    assert _leftovers(build) == []
    # A later process finds every program up to date and generates the same text.
    code, out, err = _all(args, build, 1)[0]
    assert code == 0 and "building " not in err and out in {r[1] for r in results}, err


def test_concurrent_gpu_builds_into_one_empty_folder(tmp_path):
    """`build --target gpu` compiles without a GPU: three at once into one empty folder."""
    from contract.errors import Gpt2MlirError
    from contract.manifest import check
    from pipeline import toolchain
    try:
        toolchain.cuda_toolkit()
    except Gpt2MlirError as e:
        pytest.skip(str(e))
    build = tmp_path / "build"
    args = ["build", "--target", "gpu", "--chip", "sm_75", "--model", "tiny", "--fused", "--buckets", "16",
            "--tokens", "4"]
    results = _all(args, build, 3)
    for code, _, err in results:
        assert code == 0, err
    stamps = sorted(build.rglob("program.json"))
    assert stamps and sum(err.count("building ") for _, _, err in results) == len(stamps)
    for stamp in stamps:  # every manifest names PTX files that are there
        manifest = json.loads((stamp.parent / "manifest.json").read_text())
        check(manifest, str(stamp.parent))
        assert manifest["ptx"] and all((stamp.parent / ptx).is_file() for ptx in manifest["ptx"])
    code, _, err = _all(args, build, 1)[0]
    assert code == 0 and "building " not in err and err.count("up to date: ") == len(stamps), err


def test_a_killed_build_is_rebuilt_not_reused(tmp_path):
    build = tmp_path / "build"
    proc = _start(["build", "--target", "cpu", "--program", "layernorm"], build)
    for line in proc.stderr:  # kill it in the middle, after its first stage
        if "01-fused.mlir" in line:
            proc.send_signal(signal.SIGKILL)
            break
    proc.wait(timeout=600)
    folder = build / "cpu" / "layernorm"
    if proc.returncode == 0:
        pytest.skip("the build finished before it could be killed")
    assert not (folder / "program.json").exists()
    code, _, err = _all(["build", "--target", "cpu", "--program", "layernorm"], build, 1)[0]
    assert code == 0 and f"building {folder}" in err, err  # the lock died with its holder
    assert (folder / "program.json").exists() and _leftovers(build) == []


def test_a_program_rebuilt_into_its_folder_runs_the_new_code_without_keeping_copies(tmp_path):
    """dlopen hands back the library it loaded from a path: a rebuild into the same folder in the
    same process must still run the new library, and leave no copy behind."""
    import numpy as np

    from frontend import jit
    x = np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4)
    folder = tmp_path / "f"
    first = jit(lambda x: x * 2, name="f").compile(x, target="cpu", build_dir=folder, verbose=False)
    np.testing.assert_allclose(first([x])[0], x * 2)
    second = jit(lambda x: x * 3, name="f").compile(x, target="cpu", build_dir=folder, verbose=False)
    np.testing.assert_allclose(second([x])[0], x * 3)
    np.testing.assert_allclose(first([x])[0], x * 2)  # the first program keeps its own code
    assert sorted(p.name for p in folder.iterdir() if p.name.startswith(".")) == [".build.lock"]
