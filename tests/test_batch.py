"""Many prompts at once (issue 56): every row of a batch is exactly its prompt alone.

The NumPy reference takes a batch as a leading axis (ragged prompts padded at the end, a position
per sequence); the CPU target runs it in both modes through batch programs (rows in powers of two)
and a continuous batch through fewer slots. Checked against the reference on the same prompt alone
(logits within 1e-5 of the largest, greedy tokens equal), against single-prompt generation (seeded
sampling gives the same tokens), and against transformers' stored tensors (tests/data).
"""
from __future__ import annotations

import numpy as np
import pytest

from gpt2 import reference
from gpt2.generate import Request, generate, generate_many
from gpt2.model import BatchDecoder, CompiledGPT2, PromptError, row_bucket
from gpt2.sampling import Sampling
from gpt2.weights import load, locate
from test_oracle import CHECKPOINTS, DATA, TOL, rel
from test_oracle import load as load_oracle

TOKENS = 6


@pytest.fixture(scope="module")
def tiny():
    located = locate("tiny")
    return located.config, load(located, 0, False, "float32")


@pytest.fixture(scope="module", params=[False, True], ids=["sublayer", "fused"])
def model(request, tiny, module_build_dir):
    config, params = tiny
    return CompiledGPT2(config, params, target="cpu", fused=request.param, verbose=False, root=module_build_dir)


def prompts(count: int, seed: int, n_vocab: int, longest: int = 40) -> list[list[int]]:
    rng = np.random.default_rng(seed)
    lengths = [1, longest] + list(rng.integers(1, longest + 1, max(0, count - 2)))
    return [rng.integers(0, n_vocab, int(n)).tolist() for n in lengths[:count]]


def reference_rows(config, params, ids: list[int], tokens: list[int]) -> np.ndarray:
    """The reference's logits row after ids + each prefix of tokens: one prompt alone."""
    full = reference.gpt2(np.array(ids + tokens[:-1]), params, n_head=config.n_head, options=config.options)
    return full[len(ids) - 1:]


def test_reference_batch_is_each_sequence_alone(tiny):
    """The reference's batch path (a leading axis, a cache per sequence, positions per row) gives
    each row what the sequence gives alone: prefill of ragged prompts, then steps."""
    config, params = tiny
    batch = prompts(5, 0, config.n_vocab, 20)
    n = 32
    ids = np.zeros((len(batch), n), np.int64)
    for row, p in enumerate(batch):
        ids[row, :len(p)] = p
    cache = reference.empty_cache(config.n_layer, config.n_head, config.n_embd, 64, rows=len(batch))
    last = np.array([[len(p) - 1] for p in batch])
    logits = reference.gpt2(ids, params, n_head=config.n_head, cache=cache, pos=np.zeros(len(batch), np.int64),
                            rows=last)[:, 0]
    pos = np.array([len(p) for p in batch])
    seqs = [list(p) for p in batch]
    for _ in range(3):
        for row, s in enumerate(seqs):
            alone = reference.gpt2(np.array(s), params, n_head=config.n_head)[-1]
            assert rel(logits[row], alone) <= TOL
            s.append(int(np.argmax(alone)))
        step = np.array([[s[-1]] for s in seqs])
        logits = reference.gpt2(step, params, n_head=config.n_head, cache=cache, pos=pos,
                                rows=np.zeros((len(batch), 1), np.int64))[:, 0]
        pos = pos + 1


@pytest.mark.parametrize("count", [1, 3, 8])
def test_batch_rows_are_single_prompts(model, tiny, count):
    """Greedy rows of a batch of 1, 3 and 8 prompts (1 to 40 tokens): each row's tokens are the
    reference's for that prompt alone, and every step's logits agree within 1e-5."""
    config, params = tiny
    batch = prompts(count, count, config.n_vocab)
    decoder = model.batch_decoder(row_bucket(count), 64)
    best = decoder.start(batch)
    seqs = [[] for _ in batch]
    for step in range(TOKENS):
        logits = decoder.logits()
        for row, p in enumerate(batch):
            alone = reference.gpt2(np.array(p + seqs[row]), params, n_head=config.n_head)[-1]
            assert rel(logits[row], alone) <= TOL, (count, row, step)
            token = int(np.argmax(alone))
            assert best is None or int(best[row]) == token
            seqs[row].append(token)
        best = decoder.step([s[-1] for s in seqs])


def test_sampled_rows_equal_their_single_runs(model, tiny):
    """Greedy and seeded sampled rows in one batch give each prompt's single-prompt tokens."""
    config, params = tiny
    batch = prompts(3, 7, config.n_vocab, 30)
    samplings = [Sampling(), Sampling(temperature=0.9, seed=11), Sampling(temperature=1.2, top_k=50, seed=3)]
    requests = [Request(p, TOKENS + i, s) for i, (p, s) in enumerate(zip(batch, samplings))]
    together = generate_many(model, requests)
    for req, got in zip(requests, together):
        alone = generate(model, req.prompt_ids, req.max_new_tokens, req.sampling)
        assert got.generated_ids == alone.generated_ids
        assert len(got.generated_ids) == req.max_new_tokens  # rows stop at their own max_new_tokens


def test_rows_stop_independently_at_end_of_text(model, tiny):
    config, params = tiny
    batch = prompts(3, 5, config.n_vocab, 12)
    free = generate_many(model, [Request(p, TOKENS) for p in batch])
    stop = free[1].generated_ids[2]  # row 1's third token ends it; the others go on unless they meet it
    stopped = generate_many(model, [Request(p, TOKENS) for p in batch], stop_at=stop)
    for a, b in zip(free, stopped):
        cut = a.generated_ids.index(stop) + 1 if stop in a.generated_ids else TOKENS
        assert b.generated_ids == a.generated_ids[:cut] and b.stopped_at_eos == (stop in a.generated_ids)


def test_continuous_batch_through_four_slots(model, tiny):
    """20 prompts through 4 slots: a finished row takes the next prompt between steps (its prefill
    alone, on its part of the cache); every prompt gets its single-prompt tokens."""
    config, params = tiny
    batch = prompts(20, 20, config.n_vocab, 24)
    requests = [Request(p, 2 + i % 5) for i, p in enumerate(batch)]
    out = generate_many(model, requests, slots=4)
    for req, got in zip(requests, out):
        expected, ids = [], list(req.prompt_ids)
        for _ in range(req.max_new_tokens):
            expected.append(int(np.argmax(reference.gpt2(np.array(ids), params, n_head=config.n_head)[-1])))
            ids.append(expected[-1])
        assert got.generated_ids == expected


@pytest.mark.parametrize("name", CHECKPOINTS)
def test_oracle_cases_in_one_batch(module_build_dir, name):
    """transformers' stored cases as one batch: the greedy prompt (its greedy ids) beside prefixes of
    the long sequence (each prefix's next-token logits are transformers' row)."""
    config, params, expected = load_oracle(name)
    model = CompiledGPT2(config, params, target="cpu", fused=True, verbose=False, root=module_build_dir)
    long = expected["ids"].tolist()
    cuts = [1, 7, len(long) // 2, len(long) - 12]
    steps = len(expected["greedy_ids"])
    requests = [Request(expected["greedy_prompt"].tolist(), steps)] + [Request(long[:k], 1) for k in cuts]
    decoder = model.batch_decoder(row_bucket(len(requests)), 64)
    decoder.start([r.prompt_ids for r in requests])
    first = decoder.logits()
    for row, k in enumerate(cuts, start=1):
        assert rel(first[row], expected["logits"][k - 1]) <= TOL, (name, k)
    out = generate_many(model, requests)
    assert out[0].generated_ids == expected["greedy_ids"].tolist()


def test_batch_errors_are_one_line(model, tiny):
    config, _ = tiny
    with pytest.raises(PromptError, match="1 to 64 sequences"):
        row_bucket(65)
    decoder = BatchDecoder(model, 2, 64)
    with pytest.raises(PromptError, match="takes 1 to 2 prompts"):
        decoder.start([[1], [2], [3]])
    decoder.start([[1] * 63])
    decoder.step([5])
    with pytest.raises(PromptError, match="row 0: 64 cached tokens plus 1 new one exceeds the cache's capacity 64"):
        decoder.step([5])
    with pytest.raises(PromptError, match="row 1: 0 cached tokens plus 65 new ones exceed"):
        decoder.restart(1, [1] * 65)
    with pytest.raises(PromptError, match="no prompts"):
        generate_many(model, [])


# --- the compiler: stacked products, skinny products, GPU programs -------------------------------

def test_products_of_stacked_rows_stay_matmuls(tmp_path):
    """x [b, n, k] @ w: mlir-opt's fusion would leave a generic contraction (loops); restack keeps
    one named matmul over the collapsed rows, so the CPU calls BLAS (and the GPU its kernel library)."""
    from frontend import jit
    rng = np.random.default_rng(0)
    x, w = rng.standard_normal((3, 5, 24), np.float32), rng.standard_normal((24, 40), np.float32)
    got = jit(lambda x, w: np.tanh(x @ w + 1.0), name="stacked")(x, w, target="cpu", build_dir=tmp_path / "b")
    folder = tmp_path / "b"
    fused = (folder / "01-fused.mlir").read_text()
    assert "linalg.matmul" in fused and "pipeline.restack" in fused.splitlines()[0]
    assert "call @blas_matmul_2d_f32(" in (folder / "03-blas.mlir").read_text()
    assert rel(got, np.tanh(x.astype(np.float64) @ w + 1.0)) <= 1e-6


@pytest.mark.parametrize("n", [1, 3])
def test_batched_products_of_a_batch_stay_batch_matmuls(tmp_path, n):
    """Attention's products over a batch of sequences, q [b, h, n, dh] @ k^T and p @ v: fusion would leave
    generic contractions with the batch as two loops (and no row loop at n = 1), row kernels on the GPU;
    restack makes each a linalg.batch_matmul over b x h again, the same numbers."""
    from frontend import jit
    rng = np.random.default_rng(n)
    q, k, v = (rng.standard_normal((3, 4, m, 8), np.float32) for m in (n, 6, 6))

    def attend(q, k, v):
        return np.tanh(q @ k.swapaxes(-1, -2)) @ v
    got = jit(attend, name="batched")(q, k, v, target="cpu", build_dir=tmp_path / "b")
    fused = (tmp_path / "b" / "01-fused.mlir").read_text()
    assert fused.count("linalg.batch_matmul") == 2 and "pipeline.restack" in fused.splitlines()[0]
    assert '"reduction"]' not in fused  # no contraction left as a generic
    want = np.tanh(q.astype(np.float64) @ k.swapaxes(-1, -2)) @ v
    assert rel(got, want) <= 1e-6


@pytest.mark.parametrize("m", [2, 3, 5, 16])
@pytest.mark.parametrize("transposed", [False, True], ids=["x@w", "x@w.T"])
def test_skinny_products_match_numpy(tmp_path, m, transposed):
    """The runtime's products of 2 to 16 rows (pipeline/runtime/blas.c, skinny_*): odd widths and
    depths, B read plainly and transposed (the head), against float64."""
    from frontend import jit
    rng = np.random.default_rng(m)
    k, n = 77, 1043  # a block and a strip boundary each side
    x = rng.standard_normal((m, k), np.float32)
    w = rng.standard_normal((n, k) if transposed else (k, n), np.float32)
    fn = (lambda x, w: x @ w.T) if transposed else (lambda x, w: x @ w)
    got = jit(fn, name=f"skinny-{m}-{transposed}")(x, w, target="cpu", build_dir=tmp_path / "b")
    want = x.astype(np.float64) @ (w.T if transposed else w).astype(np.float64)
    assert np.max(np.abs(got - want)) <= 2e-6 * np.sqrt(k) * np.max(np.abs(want))


@pytest.mark.parametrize("rows", [8, 64])
def test_gpu_batch_programs_assemble(tiny, tmp_path, rows):
    """A batch's prefill and step for 8 and 64 rows compile for the GPU and every kernel is assembled
    by ptxas (sm_90a); the cache writes of all rows, each at its own position, are kernels too."""
    config, params = tiny
    model = CompiledGPT2(config, params, target="gpu", chip="sm_90a", fused=True, verbose=False,
                         place_weights=False, root=tmp_path)
    plan = model.build_batch([5] * (rows - 1) + [9], 6)
    assert plan == [(rows, 16, 64), (rows, 1, 64)]
    for _, n, capacity in plan:
        kernels = model.folder("gpt2-next", n, capacity, rows) / "kernels"
        ptx, cubins = sorted(kernels.glob("*.ptx")), sorted(kernels.glob("*.cubin"))
        assert ptx and len(cubins) == len(ptx)


def test_the_batch_bench_profile_times_one_more_generation(model, tiny, monkeypatch, capsys):
    """bench --batch --profile (gpt2/bench_batch.py profiled): the profiler is started, cleared after the run
    that captures its graphs, reported and stopped; kernel ms a token is its total over the tokens of a row.
    A stand-in profiler here (the real one times GPU launches)."""
    import launcher
    from gpt2 import bench_batch
    calls = []

    class Stand:
        def start(self):
            calls.append("start")

        def stop(self):
            calls.append("stop")

        def total_ms(self):
            return 12.0

        def report(self):
            return "REPORT"

    monkeypatch.setattr(launcher, "default_profiler", lambda: Stand())
    config, _ = tiny
    ms = bench_batch.profiled(model, prompts(3, 5, config.n_vocab, 8), 4)
    assert ms == 3.0 and calls == ["start", "start", "stop"]
    out = capsys.readouterr().out
    assert "3 rows, 4 tokens each" in out and "REPORT" in out
