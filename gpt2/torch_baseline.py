"""Hugging Face's GPT-2 (PyTorch) on our parameters: the baselines of `invoke bench --modes torch,torch-nocache`.

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
    hf_config = GPT2Config(vocab_size=config.n_vocab, n_positions=config.n_ctx, n_embd=config.n_embd,
                           n_layer=config.n_layer, n_head=config.n_head, activation_function="gelu_new",
                           layer_norm_epsilon=1e-5, attn_implementation="eager")
    model = GPT2LMHeadModel(hf_config).eval()
    leaves, _ = flatten(params)  # pytree order is Hugging Face's naming order (weights.param_names)
    state = {f"transformer.{name}": torch.from_numpy(np.ascontiguousarray(leaf))
             for name, leaf in zip(param_names(config), leaves)}
    missing, _ = model.load_state_dict(state, strict=False)
    assert set(missing) <= {"lm_head.weight"} | {k for k in missing if k.endswith(".attn.bias")}, missing
    model.tie_weights()
    torch.backends.cuda.matmul.allow_tf32 = False  # fp32 like the compiled model
    return model.to(device)


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


def greedy_step(model, ids: list[int], device: str) -> int:
    import torch
    with torch.no_grad():
        logits = model(torch.tensor([ids], device=device), use_cache=False).logits[0, -1]
    return int(torch.argmax(logits))
