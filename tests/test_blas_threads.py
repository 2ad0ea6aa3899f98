"""The CPU target picks its OpenBLAS thread count on purpose: one thread for matrix-vector work (few
rows: a decoding step), for larger products the physical cores other processes do not keep busy,
overridable by the user. (How fast
that decodes on a busy machine is measured by `invoke bench --target cpu --busy 1`, not here.)"""
from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels")

from frontend import jit  # noqa: E402
from launcher.cpu_run import BlasThreadsError, blas_threads, physical_cores  # noqa: E402


@pytest.fixture
def no_thread_settings(monkeypatch):
    monkeypatch.delenv("GPT2_MLIR_BLAS_THREADS", raising=False)
    monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)
    return monkeypatch


def test_thread_policy_and_its_overrides(no_thread_settings):
    mp = no_thread_settings
    assert blas_threads() == (1, physical_cores())
    # cores other processes keep busy are left to them (OpenBLAS's workers spin against each other there)
    assert blas_threads(others_busy=1.2) == (1, max(1, physical_cores() - 1))
    assert blas_threads(others_busy=64.0) == (1, 1)
    mp.setenv("OPENBLAS_NUM_THREADS", "3")  # OpenBLAS's own setting: honoured for the larger products
    assert blas_threads() == (1, 3)
    mp.setenv("GPT2_MLIR_BLAS_THREADS", "5")  # ours: every product
    assert blas_threads() == (5, 5)
    for bad in ("0", "-2", "many"):
        mp.setenv("GPT2_MLIR_BLAS_THREADS", bad)
        with pytest.raises(BlasThreadsError, match=f"GPT2_MLIR_BLAS_THREADS='{bad}': give a whole number"):
            blas_threads()


def _threads_after(program, *arrays) -> int:
    program(list(arrays))
    return program._run.library.scipy_openblas_get_num_threads()  # OpenBLAS's count, through lib.so


def test_products_run_with_the_chosen_thread_count(build_dir, no_thread_settings, rng):
    mp = no_thread_settings
    import launcher.cpu_run
    mp.setattr(launcher.cpu_run._OTHERS, "sample", lambda: 0.0)  # an idle machine, whatever runs beside the test
    matmul = jit(lambda a, b: a @ b, name="blas_threads_matmul")
    w = rng.standard_normal((64, 48)).astype(np.float32)
    row, rows = rng.standard_normal((1, 64)).astype(np.float32), rng.standard_normal((32, 64)).astype(np.float32)
    vector, matrix = matmul.compile(row, w, target="cpu", verbose=False), matmul.compile(rows, w, target="cpu",
                                                                                         verbose=False)
    np.testing.assert_allclose(vector([row, w])[0], row @ w, rtol=1e-5, atol=1e-5)
    assert _threads_after(matrix, rows, w) == physical_cores()
    assert _threads_after(vector, row, w) == 1  # matrix-vector work: one thread
    assert _threads_after(matrix, rows, w) == physical_cores()

    mp.setenv("GPT2_MLIR_BLAS_THREADS", "3")  # read at every call
    assert _threads_after(vector, row, w) == 3
    mp.delenv("GPT2_MLIR_BLAS_THREADS")
    mp.setattr(launcher.cpu_run._OTHERS, "sample", lambda: float(physical_cores()))  # every core busy elsewhere
    assert _threads_after(matrix, rows, w) == 1


def test_the_load_of_other_processes_is_seen():
    """OtherLoad counts another process's busy core, not this process's own work."""
    import subprocess
    import time

    from launcher.cpu_run import OtherLoad
    if not __import__("os").path.exists("/proc/stat"):
        pytest.skip("reads /proc")
    load = OtherLoad()
    spin = time.perf_counter() + 0.3
    while time.perf_counter() < spin:  # our own work: not counted
        pass
    if load.sample() > 0.5:
        pytest.skip("other processes keep this machine busy already: nothing to tell one more from")
    busy = subprocess.Popen(["yes"], stdout=subprocess.DEVNULL)
    try:
        time.sleep(0.1)
        load.sample()
        time.sleep(0.5)
        assert 0.6 < load.sample() < 1.6
    finally:
        busy.kill()
        busy.wait()


def test_bench_busy_reports_idle_and_busy_medians(tmp_path):
    """The measurement itself lives in the bench: `--busy N` runs the per-token bench (or the forward's, with
    --lengths) again with N cores kept busy and prints both medians and their ratio (no speed is asserted
    here)."""
    from test_gpt2_tasks import assert_ok, invoke
    import os
    env = dict(os.environ, GPT2_MLIR_BUILD=str(tmp_path / "build"))
    proc = invoke(env, "bench", "--target", "cpu", "--model", "tiny", "--modes", "fused", "--tokens", "3",
                  "--busy", "1", "--json", str(tmp_path / "b.json"))
    assert_ok(proc)
    assert "again with 1 of" in proc.stdout and "median ms per token, idle and busy:" in proc.stdout
    import json
    busy = json.loads((tmp_path / "b.json").read_text())["busy"]
    row = busy["fused (cpu)"]
    assert busy["cores"] == 1 and row["ratio"] == pytest.approx(row["busy_ms"] / row["idle_ms"])
    forward = invoke(env, "bench", "--target", "cpu", "--model", "tiny", "--lengths", "16", "--busy", "1", "--no-torch",
                     "--repeats", "3")
    assert_ok(forward)
    assert "again with 1 of" in forward.stdout and "ours, median ms of one forward, idle and with 1 busy:" in forward.stdout
    wrong = invoke(env, "bench", "--target", "cpu", "--model", "tiny", "--kernels", "--busy", "1")
    assert wrong.returncode == 1 and "--busy goes with the per-token bench (--modes) or the forward's" in wrong.stderr
