"""GPT-2 from compiled pieces: the reference's own layer functions, traced per sublayer.

`embed`, `attend`, `feedforward` and `project` are each one compiled program; a Python loop runs
the blocks (every block has the same shapes, so one `attend` and one `feedforward` program serve
all of them). Sequences are padded to a power of two so only a few lengths are ever compiled;
causal attention keeps the padding from touching the real rows.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from frontend import jit, tree
from frontend.jit import build_root

from . import reference as ref
from .weights import Config, Params


def _embed(inputs, words, positions):
    return ref.embed(inputs, words, positions)  # [n, d]


def _attend(x, block, *, n_head):
    return x + ref.mha(ref.layer_norm(x, block.attention_norm), block, n_head)  # [n, d]


def _feedforward(x, block):
    return x + ref.ffn(ref.layer_norm(x, block.mlp_norm), block)  # [n, d]


def _project(x, final_norm, words):
    return ref.lm_head(x, final_norm, words)  # [n, vocab]


embed = jit(_embed, name="embed")
attend = jit(_attend, name="attend")
feedforward = jit(_feedforward, name="feedforward")
project = jit(_project, name="project")
fused_gpt2 = jit(ref.gpt2, name="gpt2")  # the reference's own function object, whole


class PromptError(ValueError):
    pass


def bucket(n: int, n_ctx: int, smallest: int = 16) -> int:
    """The padded length for n tokens: the next power of two (at least `smallest`), capped at n_ctx."""
    if n < 1:
        raise PromptError("the prompt is empty: give at least one token of text")
    if n > n_ctx:
        raise PromptError(f"{n} tokens do not fit the model's context of {n_ctx}")
    size = smallest
    while size < n:
        size *= 2
    return min(size, n_ctx)


class CompiledGPT2:
    """Runs the model with compiled programs on one target; `fused=True` uses one whole-model program."""

    def __init__(self, config: Config, params: Params, target: str = "cpu", chip: str = "sm_75",
                 fused: bool = False, root: Path | None = None, verbose: bool = True, place_weights: bool = True):
        self.config, self.target, self.chip, self.fused, self.verbose = config, target, chip, fused, verbose
        self.root = (root or build_root()) / target / (config.name + ("-fused" if fused else ""))
        if target == "gpu" and place_weights:
            from launcher.gpu_run import place
            # Weights go to managed memory once; every program then reads them in place.
            leaves, treedef = tree.flatten(params)
            params = tree.unflatten(treedef, [place(leaf) for leaf in leaves])
        self.params = params

    def _dir(self, name: str, n: int) -> Path:
        return self.root / f"{name}-n{n}"

    def _run(self, fn, name, n, *args, **static):
        return fn(*args, target=self.target, chip=self.chip, build_dir=self._dir(name, n),
                  verbose=self.verbose, **static)

    def build(self, n: int) -> None:
        """Compile (without running) every program the model needs at padded length n."""
        p, cfg = self.params, self.config
        ids = np.zeros(n, np.int64)
        x = np.broadcast_to(np.float32(0), (n, cfg.n_embd))  # tracing needs shapes only
        kw = dict(target=self.target, chip=self.chip, verbose=self.verbose)
        if self.fused:
            fused_gpt2.compile(ids, p, build_dir=self._dir("gpt2", n), n_head=cfg.n_head, **kw)
            return
        embed.compile(ids, p.words, p.positions, build_dir=self._dir("embed", n), **kw)
        attend.compile(x, p.blocks[0], build_dir=self._dir("attend", n), n_head=cfg.n_head, **kw)
        feedforward.compile(x, p.blocks[0], build_dir=self._dir("feedforward", n), **kw)
        project.compile(x, p.final_norm, p.words, build_dir=self._dir("project", n), **kw)

    def forward(self, ids: np.ndarray, intermediates: bool = False) -> dict:
        """Logits for all (padded) positions; with `intermediates`, also the residual stream."""
        p, n, n_head = self.params, len(ids), self.config.n_head
        if self.fused:
            return {"logits": self._run(fused_gpt2, "gpt2", n, ids, p, n_head=n_head)}
        out = {}
        x = self._run(embed, "embed", n, ids, p.words, p.positions)
        out["embeddings"] = x
        for i, block in enumerate(p.blocks):
            x = self._run(attend, "attend", n, x, block, n_head=n_head)
            x = self._run(feedforward, "feedforward", n, x, block)
            if intermediates:
                out[f"block_{i}"] = x
        out["logits"] = self._run(project, "project", n, x, p.final_norm, p.words)
        return out

    def next_logits(self, ids: list[int]) -> np.ndarray:
        """Logits row of the last real token, computed at the padded length."""
        n = len(ids)
        padded = np.zeros(bucket(n, self.config.n_ctx), np.int64)
        padded[:n] = ids
        row = self.forward(padded)["logits"][n - 1]
        if self.target == "gpu":
            from launcher.gpu_run import to_host
            return to_host(row)  # one row by DMA; the rest of the logits never leave the GPU
        return np.array(row)


def choose(logits: np.ndarray, temperature: float = 0.0, top_k: int | None = None,
           rng: np.random.Generator | None = None) -> int:
    """Greedy when temperature is 0, else sampling from the (top-k) softmax."""
    if temperature <= 0:
        return int(np.argmax(logits))
    z = logits.astype(np.float64) / temperature
    if top_k:
        cut = np.partition(z, -top_k)[-top_k]
        z = np.where(z < cut, -np.inf, z)
    p = np.exp(z - z.max())
    p /= p.sum()
    return int((rng or np.random.default_rng()).choice(len(p), p=p))
