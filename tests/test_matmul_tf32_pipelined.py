"""v9 tensor-core matmuls (pipeline/templates/matmul_*_tf32*_v9.mlir, gen_matmul_2d_tf32.py ... v9),
checked in their PTX without a GPU: the copies are cp.async into a ring of shared stages (16-byte
cp.async.cg where the layout allows, 4-byte cp.async.ca otherwise), A's fragments (and B's, when B
is read along k) come by ldmatrix, the products are v6's mma.sync count, one barrier per K tile,
in the order the ring needs (wait for the tile's group, barrier, then refill the stage read
before), shared memory 16-byte aligned and within the 48 KiB static limit, no local memory and no
spills (ptxas). The numbers are checked on a GPU by tests/test_matmul_tf32_pipelined_gpu.py."""
from __future__ import annotations

import re

import numpy as np
import pytest

pytest.importorskip("mlir.ir", reason="compiling needs the MLIR wheels; a GPU machine with only the runtime skips this module")

from frontend import jit  # noqa: E402
from pipeline import ptxlint  # noqa: E402

MMA = "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32"
LDMATRIX = "ldmatrix.sync.aligned.m8n8.x4.shared.b16"

# variant: (block rows, shared stages, 16-byte chunks of A and of B per thread and K tile)
V9 = {"matmul_2d_tf32_64_v9": (64, 3, 1, 2), "matmul_batched_tf32_v9": (128, 2, 2, 2)}


def _ptx(tmp_path, variant, shapes, b_transposed=False, chip="sm_90"):
    if len(shapes[0]) == 3:
        fn = (lambda a, b: a @ b.transpose(0, 2, 1)) if b_transposed else (lambda a, b: a @ b)
    else:
        fn = (lambda a, b: a @ b.T) if b_transposed else (lambda a, b: a @ b)
    args = [np.ones(s, np.float32) for s in shapes]
    program = jit(fn).compile(*args, target="gpu", build_dir=tmp_path / "b", chip=chip, verbose=False, variant=variant)
    files = sorted((program.build_dir / "kernels").glob("matmul_*.ptx"))
    assert [f.stem for f in files] == [f"{variant}_f32"]
    return files[0]


def _aligned(variant):
    """Shapes whose operands allow 16-byte copies (every row a multiple of 4 floats)."""
    return [(12, 256, 96), (12, 96, 200)] if "batched" in variant else [(256, 96), (96, 200)]


@pytest.mark.parametrize("variant", V9)
@pytest.mark.parametrize("b_transposed", [False, True])
def test_v9_copies_by_cp_async_and_reads_a_by_ldmatrix(tmp_path, toolkit, variant, b_transposed):
    bm, stages, a_chunks, b_chunks = V9[variant]
    shapes = _aligned(variant)
    if b_transposed:  # B [N, K] as stored
        shapes = [shapes[0], shapes[1][:-2] + shapes[1][-2:][::-1]]
    path = _ptx(tmp_path, variant, shapes, b_transposed)
    ptx = path.read_text()
    mi = bm // 32
    # each copy of a K tile (stages - 1 before the loop, one in it) has both paths: one 16-byte copy
    # per chunk, or four 4-byte ones
    issues = stages
    assert ptx.count("cp.async.cg.shared.global") == issues * (a_chunks + b_chunks)
    assert ptx.count("cp.async.ca.shared.global") == issues * 4 * (a_chunks + b_chunks)
    assert ptx.count("cp.async.commit_group") == issues
    # per 8-deep K step, one x4 per 16-row mma tile of A, and, B read along k, one per two 8-column
    # tiles of B; B read along n: one 32-bit shared load per B register
    assert ptx.count(LDMATRIX) == 2 * mi + (4 if b_transposed else 0)
    assert ptx.count("ld.shared") == (0 if b_transposed else 2 * 4 * 2)
    assert ptx.count(MMA) == 2 * 3 * mi * 4  # v6's: 3xTF32, 2 K steps, MI x 4 tiles
    assert ptx.count("bar.sync") == 1  # one barrier per K tile (v6 has two)
    assert ".local" not in ptx and "ld.local" not in ptx and "st.local" not in ptx
    shared = re.findall(r"\.shared \.align (\d+) \.b8 \S+\[(\d+)\]", ptx)
    assert [int(a) for a, _ in shared] == [16, 16]  # cp.async 16 and ldmatrix need 16-byte alignment
    assert sum(int(n) for _, n in shared) == stages * (bm * 20 + 2560) * 4 <= 48 * 1024
    # the ring's order in the K loop: wait for this tile's group, then the barrier; the reads of the
    # tile start in the basic block that commits the refill of the stage read
    # before (ptxas lays the loop out rotated, so that block comes earlier in the text)
    lines = [line.strip() for line in ptx.splitlines() if line.strip() and not line.strip().startswith("//")]
    wait = lines.index(f"cp.async.wait_group \t{stages - 2};")
    assert lines[wait + 1] == "bar.sync \t0;", lines[wait:wait + 2]
    first_read = next(i for i, line in enumerate(lines) if line.startswith(LDMATRIX))
    block = lines[max(i for i in range(first_read) if lines[i].startswith("$L__")) + 1:first_read]
    assert "cp.async.commit_group;" in block and not any(line.startswith(("bra", "@")) for line in block), block
    assert ptx.rstrip().endswith("}") and "cp.async.wait_group \t0;" in ptx  # nothing in flight at the exit
    rows = ptxlint.lint([path], ("sm_90",))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)
    assert all(r.shared_bytes == stages * (bm * 20 + 2560) * 4 for r in rows)


@pytest.mark.parametrize("variant", V9)
def test_v9_odd_shapes_take_the_4_byte_copies(tmp_path, toolkit, variant):
    """Rows of 77 floats: no 16-byte copy is legal, the kernel (specialized to the shapes) keeps only
    the 4-byte path; built for sm_80, the oldest chip with cp.async."""
    shapes = [(3, 131, 77), (3, 77, 135)] if "batched" in variant else [(131, 77), (77, 135)]
    path = _ptx(tmp_path, variant, shapes, chip="sm_80")
    ptx = path.read_text()
    assert "cp.async.cg" not in ptx and "cp.async.ca.shared.global" in ptx
    assert LDMATRIX in ptx and MMA in ptx and ".local" not in ptx
    rows = ptxlint.lint([path], ("sm_80", "sm_90"))
    assert len(rows) == 2 and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)


def test_v9_template_uses_nvvm_not_nvgpu():
    """The kernel call is inlined (outline pass); the nvgpu dialect cannot be, NVVM ops can."""
    from pipeline import kernels
    for name in V9:
        text = kernels.template_source(name)
        assert "nvgpu." not in text
        assert "nvvm.cp.async.shared.global" in text and "nvvm.ldmatrix" in text
        assert "nvvm.cp.async.wait.group" in text and "nvvm.cp.async.commit.group" in text


@pytest.mark.parametrize("shapes", [[(16, 3072), (3072, 768)], [(37, 300), (300, 200)]])
def test_v11_splits_k_over_the_grid_as_the_registry_says(tmp_path, toolkit, shapes):
    """v11 (matmul_2d_tf32_64_split): v9's 64x128 loop (3 stages, the same copies, ldmatrix and mma
    count) over one K chunk per grid z index; the grid's z is the registry's k_chunks() (the template
    computes it on the host, folded to a constant); a workspace of S partial tiles, one counter per
    tile and one per (tile, group of 4 chunks) are temporaries; the kernel takes two tickets, its
    group's and (a group's last block) its tile's, a device-scope fence on each side of each; no
    local memory, no spills."""
    import json

    from pipeline.kernels import MatmulFacts
    (m, k), (_, n) = shapes
    path = _ptx(tmp_path, "matmul_2d_tf32_64_split", shapes)
    ptx = path.read_text()
    stages = V9["matmul_2d_tf32_64_v9"][1]
    assert ptx.count("cp.async.commit_group") == stages
    # (at M = 16 every warp's second 16-row mma tile is past M whatever the block: LLVM drops its products)
    assert ptx.count(LDMATRIX) == 2 * 2 and ptx.count(MMA) == 2 * 3 * (1 if m <= 16 else 2) * 4
    assert ptx.count("atom.global.add") == 2 and ptx.count("fence.acq_rel.gpu") == 4, \
        re.findall(r"atom\.\S+|fence\.\S+", ptx)
    assert ".local" not in ptx
    facts = MatmulFacts(2, m, n, 1, False, "f32", "sm_90", k, (n, 1, 0))
    manifest = json.loads((path.parent.parent / "manifest.json").read_text())
    launch, = [s for s in manifest["steps"] if s["op"] == "launch"]
    assert launch["grid"] == [-(-n // 128), -(-m // 64), facts.k_chunks()] and facts.k_chunks() >= 2
    temps = sorted(tuple(b["shape"]) for b in manifest["buffers"] if b["role"] == "temporary")
    groups = -(-facts.k_chunks() // 4)
    assert temps == sorted([(facts.k_chunks(), m, n), (-(-m // 64), -(-n // 128)), (-(-m // 64), -(-n // 128), groups)])
    rows = ptxlint.lint([path], ("sm_90",))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 for r in rows), ptxlint.format_table(rows)
    assert all(r.shared_bytes == stages * (64 * 20 + 2560) * 4 + 4 for r in rows)


@pytest.mark.parametrize("shapes", [[(64, 768), (768, 3072)], [(37, 300), (300, 200)], [(64, 3072), (3072, 768)]])
def test_v20_sums_its_chunks_in_a_cluster_as_the_registry_says(tmp_path, toolkit, shapes):
    """v20 (matmul_2d_tf32_64_cluster): v11's loop over one K chunk per grid z index, the grid's z the
    registry's k_chunks(cluster=True) (mlp_in at 64 rows: 8 where v11 takes 10, so that its 24 clusters are
    resident at once) and the launch one cluster of them along z; no temporaries, no atomics, no fences; two
    cluster barriers (never .aligned) around S 16-byte remote loads (mapa + ld.shared::cluster.v4) a thread;
    the ring (and the partial sums over it) in 46,080 bytes of dynamic shared memory; no local memory, no
    spills, at most 128 registers (2 blocks an SM, as the cut assumes)."""
    import json

    from pipeline.kernels import MatmulFacts
    (m, k), (_, n) = shapes
    path = _ptx(tmp_path, "matmul_2d_tf32_64_cluster", shapes, chip="sm_90a")
    ptx = path.read_text()
    facts = MatmulFacts(2, m, n, 1, False, "f32", "sm_90a", k, (n, 1, 0))
    chunks = facts.k_chunks(cluster=True)
    assert 2 <= chunks <= facts.k_chunks() and -(-n // 128) * -(-m // 64) <= 7 * (32 // chunks)
    manifest = json.loads((path.parent.parent / "manifest.json").read_text())
    launch, = [s for s in manifest["steps"] if s["op"] == "launch"]
    assert launch["grid"] == [-(-n // 128), -(-m // 64), chunks] and launch["cluster"] == [1, 1, chunks]
    assert launch["shared_bytes"] == 3 * (64 * 20 + 2560) * 4
    assert not [b for b in manifest["buffers"] if b["role"] == "temporary"]
    assert "atom." not in ptx and "fence." not in ptx and ".local" not in ptx
    assert ptx.count("barrier.cluster.arrive;") == ptx.count("barrier.cluster.wait;") >= 2
    assert "barrier.cluster.arrive.aligned" not in ptx
    assert ptx.count("ld.shared::cluster.v4.f32") == 16 and ptx.count("mapa.shared::cluster.u32") >= chunks
    rows = ptxlint.lint([path], ("sm_90a",))
    assert rows and all(r.spill_store == 0 and r.spill_load == 0 and r.registers <= 128 for r in rows), \
        ptxlint.format_table(rows)
