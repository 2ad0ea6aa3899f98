"""v15 (matvec_cols_cluster: v8's K chunks as one thread-block cluster, their sums added through
distributed shared memory) compiled end to end here: the launch's cluster shape in the manifest, the
cluster barriers and remote loads in the PTX, no workspace and no ticket, no spills, the rows of B in flight
chosen by the shape; the manifest's
refusal of a grid that is no whole number of clusters. No GPU here (tests/test_decode_kernels_gpu.py
runs v15 against float64 on one)."""
from __future__ import annotations

import json

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="the compiler needs the MLIR wheels")

from frontend import jit  # noqa: E402
from pipeline import ptxlint  # noqa: E402


def _launches(program) -> list[dict]:
    return [s for s in json.loads((program.build_dir / "manifest.json").read_text())["steps"] if s["op"] == "launch"]


# b_loads: B's 16-byte loads in the PTX, which tell the form the shape takes (its sizes are static, so the
# others fold away). When every cluster is resident at once at 2 blocks an SM (at most 7 x floor(32 / S)
# clusters): the whole chunk before the wait (at most 13 rows a warp: as many loads), else 13 rows a trip (13
# before the wait, 13 in the loop); otherwise v8's 6 (6 + 6).
@pytest.mark.parametrize("k, n, blocks, b_loads", [
    (1600, 1600, 16, 13),  # gpt2-xl's attn_out: 13 column tiles, v8's 21 chunks -> 16 (the most): 100 rows a block
    (6400, 1600, 16, 26),  # mlp_out: 13 clusters of 16 (14 fit), 400 rows a block: 13 a trip
    (1600, 4800, 7, 12),   # qkv: 38 tiles, 7 chunks (v8's): 38 clusters, 28 fit: 6 a trip
    (40, 516, 1, 5),       # K shorter than one trip: one block a cluster, 5 rows a warp (the guards of the rest fold)
    (1100, 3072, 11, 12),  # 24 clusters of 11, 14 fit: 6 a trip, not the whole chunk (100 rows, 13 a warp)
    (1600, 3072, 11, 12),  # 24 clusters of 11 (264 blocks, 2 an SM): 6 a trip, not 13
])
def test_the_cluster_gemv_launches_clusters_and_reads_its_neighbours_shared_memory(tmp_path, toolkit, k, n, blocks,
                                                                                   b_loads):
    rng = np.random.default_rng(k)
    a, w = rng.standard_normal((1, k), np.float32), rng.standard_normal((k, n), np.float32)
    bias, x = rng.standard_normal(n, np.float32), rng.standard_normal((1, n), np.float32)
    program = jit(lambda a, w, bias, x: x + (a @ w + bias)).compile(
        a, w, bias, x, target="gpu", build_dir=tmp_path / "b", chip="sm_90", verbose=False, variant="matvec_cols_cluster")
    [launch] = _launches(program)  # the bias and the residual in its epilogue
    tiles = -(-n // 128)
    assert launch["kernel"].startswith("matvec_cols_cluster") and launch["grid"] == [tiles, blocks, 1]
    assert launch["cluster"] == [1, blocks, 1] and launch["pdl"]  # (one block: launched as a cluster too)
    steps = json.loads((program.build_dir / "manifest.json").read_text())["steps"]
    assert not [s for s in steps if s["op"] == "alloc"]  # no workspace, no ticket counters
    [path] = (program.build_dir / "kernels").glob("matvec_cols_cluster*.ptx")
    ptx = path.read_text()
    # (LLVM may copy the tail into each arm of a branch; never .aligned, which a warp split over two copies
    # hangs on: the 36-column case on the H200)
    arrive, wait = ptx.count("barrier.cluster.arrive;"), ptx.count("barrier.cluster.wait;")
    assert arrive == wait >= 2 and "barrier.cluster.arrive.aligned" not in ptx
    maps, loads = ptx.count("mapa.shared::cluster.u32"), ptx.count("ld.shared::cluster.f32")
    # 16 remote loads (those past S read block 0 again and are not added), one address per block
    assert loads % 16 == 0 and loads >= 16 and maps % blocks == 0 and maps >= blocks
    assert "atom." not in ptx and "fence." not in ptx
    assert ptx.count("ld.global.v4.b32") == b_loads
    rows = ptxlint.lint([path], ("sm_90",))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 and r.registers <= 128 for r in rows)


def test_v15_is_refused_below_sm_90():
    from pipeline import kernels
    with pytest.raises(kernels.VariantError, match="matvec_cols_cluster"):
        a, w = np.ones((1, 1600), np.float32), np.ones((1600, 1600), np.float32)
        jit(lambda a, w: a @ w).compile(a, w, target="gpu", chip="sm_80", verbose=False, variant="matvec_cols_cluster")
