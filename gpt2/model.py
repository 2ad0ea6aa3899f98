"""GPT-2 from compiled pieces: the reference's own functions, traced per sublayer or whole.

`embed`, `attend`, `feedforward` and `project` (reference.embed, attention_sublayer, mlp_sublayer,
lm_head) are each one compiled program; a Python loop runs the blocks (every block has the same shapes, so one `attend` and one `feedforward` program serve
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


# One program per sublayer, traced from the reference's own functions (names are the build folders').
embed = jit(ref.embed, name="embed")
attend = jit(ref.attention_sublayer, name="attend")
feedforward = jit(ref.mlp_sublayer, name="feedforward")
project = jit(ref.lm_head, name="project")
fused_gpt2 = jit(ref.gpt2, name="gpt2")  # the reference's whole forward; intermediates=True returns the dict


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

    def build(self, n: int, intermediates: bool = False) -> None:
        """Compile (without running) every program the model needs at padded length n; with
        `intermediates`, also the whole-model program that returns them (for verify)."""
        p, cfg = self.params, self.config
        ids = np.zeros(n, np.int64)
        x = np.broadcast_to(np.float32(0), (n, cfg.n_embd))  # tracing needs shapes only
        kw = dict(target=self.target, chip=self.chip, verbose=self.verbose)
        if self.fused:
            fused_gpt2.compile(ids, p, build_dir=self._dir("gpt2", n), n_head=cfg.n_head, **kw)
            if intermediates:
                fused_gpt2.compile(ids, p, build_dir=self._dir("gpt2-intermediates", n), n_head=cfg.n_head,
                                   intermediates=True, **kw)
            return
        embed.compile(ids, p.words, p.positions, build_dir=self._dir("embed", n), **kw)
        attend.compile(x, p.blocks[0], build_dir=self._dir("attend", n), n_head=cfg.n_head, **kw)
        feedforward.compile(x, p.blocks[0], build_dir=self._dir("feedforward", n), **kw)
        project.compile(x, p.final_norm, p.words, build_dir=self._dir("project", n), **kw)

    def forward(self, ids: np.ndarray, intermediates: bool = False) -> dict:
        """{"logits": [n, vocab]} for all (padded) positions; with `intermediates`, also
        "embeddings" and "block_{i}" like reference.gpt2(..., intermediates=True)."""
        p, n, n_head = self.params, len(ids), self.config.n_head
        if self.fused and intermediates:  # a second whole-model program, traced with the dict result
            return self._run(fused_gpt2, "gpt2-intermediates", n, ids, p, n_head=n_head, intermediates=True)
        if self.fused:
            return {"logits": self._run(fused_gpt2, "gpt2", n, ids, p, n_head=n_head)}
        out = {"embeddings": self._run(embed, "embed", n, ids, p.words, p.positions)}
        x = out["embeddings"]
        for i, block in enumerate(p.blocks):  # the reference's transformer_block, one program per sublayer
            x = self._run(attend, "attend", n, x, block, n_head=n_head)
            x = out[f"block_{i}"] = self._run(feedforward, "feedforward", n, x, block)
        out["logits"] = self._run(project, "project", n, x, p.final_norm, p.words)
        return out if intermediates else {"logits": out["logits"]}

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


def choose(logits: np.ndarray, temperature: float = 0.0, top_k: int | None = None, top_p: float | None = None,
           rng: np.random.Generator | None = None) -> int:
    """Greedy when temperature is 0, else a draw from softmax(logits / temperature), restricted to
    the top_k largest logits (0 or None: all) and then to the smallest set of most likely tokens
    whose probability reaches top_p (nucleus sampling; None or 1: all)."""
    if temperature <= 0:
        return int(np.argmax(logits))
    z = logits.astype(np.float64) / temperature  # [vocab]
    if top_k:
        cut = np.partition(z, -top_k)[-top_k]  # the k-th largest
        z = np.where(z < cut, -np.inf, z)
    p = np.exp(z - z.max())
    p /= p.sum()  # [vocab]
    if top_p is not None and top_p < 1.0:
        order = np.argsort(-p, kind="stable")  # most likely first
        keep = order[: int(np.searchsorted(np.cumsum(p[order]), top_p)) + 1]  # first prefix with mass >= top_p
        nucleus = np.zeros_like(p)
        nucleus[keep] = p[keep]
        p = nucleus / nucleus.sum()
    return int((rng or np.random.default_rng()).choice(len(p), p=p))
