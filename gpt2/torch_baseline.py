"""Hugging Face's GPT-2 (PyTorch) on our parameters: the baselines of `invoke bench --modes torch,torch-nocache`,
of the forward bench (`invoke bench --lengths`: eager and torch.compile(mode="reduce-overhead")) and of the
kernel bench (`invoke bench --kernels`: torch.matmul).

An independent implementation of the same model, so its tokens also cross-check the reference.
Needs torch and transformers (present on the GPU machine, not a project dependency).
"""
from __future__ import annotations

import numpy as np

from .weights import Config, Params, param_names


def hf_model(config: Config, params: Params, device: str):
    import torch
    from frontend.tree import flatten
    from transformers import GPT2Config, GPT2LMHeadModel
    o = config.options
    hf_config = GPT2Config(vocab_size=config.n_vocab, n_positions=config.n_ctx, n_embd=config.n_embd,
                           n_layer=config.n_layer, n_head=config.n_head, n_inner=config.n_inner,
                           activation_function=o.activation, layer_norm_epsilon=o.eps,
                           scale_attn_weights=o.scale_attn_weights,
                           scale_attn_by_inverse_layer_idx=o.scale_attn_by_inverse_layer_idx,
                           tie_word_embeddings=config.tied, attn_implementation="eager")
    model = GPT2LMHeadModel(hf_config).eval()
    leaves, _ = flatten(params)  # pytree order is Hugging Face's naming order (weights.param_names)
    # (weights stored in float16 or bfloat16: Hugging Face computes in float32 on the same, widened values)
    state = {name if name == "lm_head.weight" else f"transformer.{name}":
             torch.from_numpy(np.ascontiguousarray(leaf, dtype=np.float32))
             for name, leaf in zip(param_names(config), leaves)}
    missing, _ = model.load_state_dict(state, strict=False)
    tied = {"lm_head.weight"} if config.tied else set()
    assert set(missing) <= tied | {k for k in missing if k.endswith(".attn.bias")}, missing
    if config.tied:
        model.tie_weights()
    fp32_matmuls(torch)  # fp32 like the compiled model
    return model.to(device)


def fp32_matmuls(torch) -> str:
    """cuBLAS matmuls in full fp32 (TF32 off); returns the setting made. torch >= 2.9 has the
    fp32_precision API, and inductor refuses a mix of it with the legacy allow_tf32 flag."""
    matmul = torch.backends.cuda.matmul
    if hasattr(matmul, "fp32_precision"):
        try:
            matmul.fp32_precision = "ieee"
            return "torch.backends.cuda.matmul.fp32_precision = 'ieee'"
        except (AttributeError, RuntimeError, ValueError):
            pass
    matmul.allow_tf32 = False
    return "torch.backends.cuda.matmul.allow_tf32 = False"


def tf32_off() -> str:
    """fp32_matmuls on the imported torch (for callers that do not import it themselves)."""
    import torch
    return fp32_matmuls(torch)


def _host(row, full: bool, n: int = 8):
    """The row (or its first n values) on the host: a copy, so it also waits for the device."""
    return (row if full else row[:n]).detach().float().cpu().numpy()


def eager_forward(model, ids, device: str):
    """`call(full=False)`: one full forward of `ids` (no KV cache) in PyTorch eager; returns the last
    token's logits (full=True) or their first 8, on the host."""
    import torch
    x = torch.tensor(ids, dtype=torch.long, device=device)[None]  # [1, n]

    def call(full: bool = False):
        with torch.no_grad():
            return _host(model(x, use_cache=False).logits[0, -1], full)
    return call


def compiled_forward(model, ids, device: str):
    """As eager_forward, under torch.compile(mode="reduce-overhead") (CUDA graphs on the GPU), one
    static-shape compilation per call of this function (dynamo is reset first, so lengths compile
    independently and never hit the recompilation limit). The first call compiles."""
    import torch
    torch._dynamo.reset()
    forward = torch.compile(lambda x: model(x, use_cache=False).logits, mode="reduce-overhead", dynamic=False)
    x = torch.tensor(ids, dtype=torch.long, device=device)[None]  # [1, n]
    new_step = getattr(torch.compiler, "cudagraph_mark_step_begin", None)

    def call(full: bool = False):
        with torch.no_grad():
            if new_step is not None and device == "cuda":
                new_step()  # the last call's outputs (in the graph's memory) are no longer read
            return _host(forward(x)[0, -1], full)
    return call


MATMULS = {"mm": lambda x, y: x @ y, "mm_bt": lambda x, y: x @ y.T, "bmm_bt": lambda x, y: x @ y.transpose(1, 2)}


def time_matmul(a, b, kind: str, device: str, repeats: int, warmup: int) -> tuple[float, float | None]:
    """torch.matmul of host arrays a, b (copied to `device` first) laid out as `kind` says (mm:
    a @ b, mm_bt: a @ b.T, bmm_bt: a @ b.transpose(1, 2)), TF32 off. Returns (median wall ms per
    call, synchronised; mean kernel ms per call from a CUDA event pair around each, None on the CPU)."""
    import time

    import torch
    fp32_matmuls(torch)
    x, y = torch.from_numpy(a).to(device), torch.from_numpy(b).to(device)
    op, cuda = MATMULS[kind], device == "cuda"
    sync = torch.cuda.synchronize if cuda else (lambda: None)
    with torch.no_grad():
        for _ in range(warmup):
            op(x, y)
        sync()
        walls = []
        for _ in range(repeats):
            start = time.perf_counter()
            op(x, y)
            sync()
            walls.append(time.perf_counter() - start)
        wall_ms = float(np.median(walls)) * 1000
        if not cuda:
            return wall_ms, None
        events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(repeats)]
        for start, end in events:
            start.record()
            op(x, y)
            end.record()
        torch.cuda.synchronize()
    return wall_ms, sum(s.elapsed_time(e) for s, e in events) / repeats


def greedy_cached(model, ids: list[int], n_tokens: int, device: str) -> tuple[list[int], list[float]]:
    """Greedy decoding with Hugging Face's own KV cache (DynamicCache): the prompt once, then one
    token per forward, as `generate` does. Returns the tokens and each token's seconds."""
    import time

    import torch
    tokens, seconds, past, feed = [], [], None, ids
    with torch.no_grad():
        for _ in range(n_tokens):
            start = time.perf_counter()
            out = model(torch.tensor([feed], device=device), past_key_values=past, use_cache=True)
            past = out.past_key_values
            token = int(torch.argmax(out.logits[0, -1]))  # (a device sync)
            seconds.append(time.perf_counter() - start)
            tokens.append(token)
            feed = [token]
    return tokens, seconds


def greedy_static_compiled(model, ids: list[int], n_tokens: int, device: str) -> tuple[list[int], list[float]]:
    """Hugging Face's own fast path: `generate` with a static KV cache and the forward compiled by
    torch.compile(mode="reduce-overhead") (CUDA graphs), as transformers documents it. Each token's
    time comes from a streamer stamping the clock as the token arrives. Compiles on its first call."""
    import time

    import torch
    from transformers.generation.streamers import BaseStreamer

    class Clock(BaseStreamer):
        def __init__(self):
            self.stamps = []

        def put(self, value):  # the prompt first, then each new token
            self.stamps.append(time.perf_counter())

        def end(self):
            pass

    if not getattr(model, "_compiled_for_bench", False):
        model.generation_config.cache_implementation = "static"
        model.forward = torch.compile(model.forward, mode="reduce-overhead", fullgraph=True)
        model._compiled_for_bench = True
    clock = Clock()
    with torch.no_grad():
        out = model.generate(torch.tensor([ids], device=device), max_new_tokens=n_tokens, min_new_tokens=n_tokens,
                             do_sample=False, streamer=clock, pad_token_id=0)
    stamps = clock.stamps
    return out[0, len(ids):].tolist(), [b - a for a, b in zip(stamps[:-1], stamps[1:])]


def greedy_step(model, ids: list[int], device: str) -> int:
    import torch
    with torch.no_grad():
        logits = model(torch.tensor([ids], device=device), use_cache=False).logits[0, -1]
    return int(torch.argmax(logits))
