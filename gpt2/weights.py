"""GPT-2 hyperparameters and parameters: seeded random, or Hugging Face checkpoints.

The parameter pytree is NamedTuples of float32 C-contiguous arrays; Linear.w is
stored [in, out] like Hugging Face's Conv1D, so a layer is `x @ w + b`.
"""

import dataclasses
import json
import os
from pathlib import Path
from typing import Callable, NamedTuple

import numpy as np


class WeightsError(ValueError):
    pass


@dataclasses.dataclass(frozen=True)
class Config:
    name: str
    n_vocab: int
    n_ctx: int
    n_embd: int
    n_head: int
    n_layer: int


CONFIGS = {
    c.name: c
    for c in [
        Config("gpt2", 50257, 1024, 768, 12, 12),
        Config("gpt2-medium", 50257, 1024, 1024, 16, 24),
        Config("gpt2-large", 50257, 1024, 1280, 20, 36),
        Config("gpt2-xl", 50257, 1024, 1600, 25, 48),
        # Real vocabulary so the real tokenizer works; everything else small for tests.
        Config("tiny", 50257, 64, 64, 4, 2),
    ]
}


def get_config(name: str) -> Config:
    try:
        return CONFIGS[name]
    except KeyError:
        raise WeightsError(f"unknown model {name!r}; known models: {', '.join(CONFIGS)}") from None


class LayerNorm(NamedTuple):
    g: np.ndarray  # [embd]
    b: np.ndarray  # [embd]


class Linear(NamedTuple):
    w: np.ndarray  # [in, out]
    b: np.ndarray  # [out]


class Block(NamedTuple):
    attention_norm: LayerNorm
    attention_in: Linear  # [embd, 3*embd]: q, k, v side by side
    attention_out: Linear  # [embd, embd]
    mlp_norm: LayerNorm
    mlp_in: Linear  # [embd, 4*embd]
    mlp_out: Linear  # [4*embd, embd]


class Params(NamedTuple):
    words: np.ndarray  # [vocab, embd], also the (tied) output head
    positions: np.ndarray  # [ctx, embd]
    blocks: tuple  # tuple[Block, ...]
    final_norm: LayerNorm


# make(kind, hf_name, shape) -> leaf; kind is "weight", "bias", "norm_g", "norm_b",
# "embedding" so random init can pick a distribution.
Maker = Callable[[str, str, tuple], object]


def _build(config: Config, make: Maker) -> Params:
    """Walks the parameters in a fixed order, naming each as Hugging Face does."""
    d = config.n_embd

    def norm(prefix):
        return LayerNorm(make("norm_g", f"{prefix}.weight", (d,)), make("norm_b", f"{prefix}.bias", (d,)))

    def linear(prefix, n_in, n_out):
        return Linear(make("weight", f"{prefix}.weight", (n_in, n_out)), make("bias", f"{prefix}.bias", (n_out,)))

    words = make("embedding", "wte.weight", (config.n_vocab, d))
    positions = make("embedding", "wpe.weight", (config.n_ctx, d))
    blocks = tuple(
        Block(
            attention_norm=norm(f"h.{i}.ln_1"),
            attention_in=linear(f"h.{i}.attn.c_attn", d, 3 * d),
            attention_out=linear(f"h.{i}.attn.c_proj", d, d),
            mlp_norm=norm(f"h.{i}.ln_2"),
            mlp_in=linear(f"h.{i}.mlp.c_fc", d, 4 * d),
            mlp_out=linear(f"h.{i}.mlp.c_proj", 4 * d, d),
        )
        for i in range(config.n_layer)
    )
    return Params(words, positions, blocks, norm("ln_f"))


def param_shapes(config: Config) -> Params:
    """The parameter pytree with shape tuples as leaves (nothing allocated)."""
    return _build(config, lambda kind, name, shape: shape)


def param_names(config: Config) -> list[str]:
    """Hugging Face tensor names (without the `transformer.` prefix), in pytree order."""
    names = []
    _build(config, lambda kind, name, shape: names.append(name))
    return names


def n_params(config: Config) -> int:
    total = 0

    def count(kind, name, shape):
        nonlocal total
        total += int(np.prod(shape))

    _build(config, count)
    return total


def random_params(config: Config, seed: int = 0) -> Params:
    """Seeded random weights of the true shapes: same numbers on every machine
    (PCG64 + float32 standard normal are platform independent)."""
    rng = np.random.default_rng(seed)
    std = {"embedding": 0.02, "weight": 0.02, "bias": 0.02, "norm_g": 0.02, "norm_b": 0.02}

    def make(kind, name, shape):
        x = rng.standard_normal(shape, dtype=np.float32)
        x *= np.float32(std[kind])
        if kind == "norm_g":
            x += np.float32(1.0)
        return x

    return _build(config, make)


# config.json settings under which a checkpoint computes something other than GPT-2's formula;
# each maps to the values our model computes (an absent key means Hugging Face's default, which
# is GPT-2's). Anything else is refused by name rather than silently run the wrong network.
GPT2_ARCHITECTURE = {
    "activation_function": ("gelu_new", "gelu_pytorch_tanh"),  # both the tanh approximation
    "layer_norm_epsilon": (1e-5,),
    "scale_attn_weights": (True,),
    "scale_attn_by_inverse_layer_idx": (False,),
    "reorder_and_upcast_attn": (False,),
    "tie_word_embeddings": (True,),
    "add_cross_attention": (False,),
}


def _check_architecture(path: Path, raw: dict) -> None:
    for key, allowed in GPT2_ARCHITECTURE.items():
        if key in raw and raw[key] not in allowed:
            raise WeightsError(f"{path} sets {key} = {raw[key]!r}; this GPT-2 computes only "
                               f"{' or '.join(map(repr, allowed))}")
    n_inner, n_embd = raw.get("n_inner"), raw.get("n_embd")
    if n_inner is not None and n_embd is not None and n_inner != 4 * n_embd:
        raise WeightsError(f"{path} sets n_inner = {n_inner}; this GPT-2 computes only 4 * n_embd = {4 * n_embd}")


def _read_config_json(path: Path, name: str) -> Config:
    try:
        raw = json.loads(path.read_text())
        if not isinstance(raw, dict):
            raise ValueError(f"a JSON object was expected, found {type(raw).__name__}")
        _check_architecture(path, raw)
        get = lambda *keys: next(int(raw[k]) for k in keys if k in raw)  # noqa: E731
        return Config(
            name=name,
            n_vocab=get("vocab_size", "n_vocab"),
            n_ctx=get("n_positions", "n_ctx"),
            n_embd=get("n_embd"),
            n_head=get("n_head"),
            n_layer=get("n_layer"),
        )
    except WeightsError:
        raise
    except (StopIteration, KeyError):
        raise WeightsError(f"{path} lacks one of vocab_size, n_positions, n_embd, n_head, n_layer") from None
    except (OSError, ValueError, TypeError) as e:
        raise WeightsError(f"{path} cannot be read as a GPT-2 config: {e}") from None


def _dims(c: Config) -> tuple:
    return (c.n_vocab, c.n_ctx, c.n_embd, c.n_head, c.n_layer)


def load_hf(directory, config: Config | None = None) -> tuple[Config, Params]:
    """Loads a Hugging Face GPT-2 checkpoint directory (config.json + model.safetensors).

    config.json is required: its sizes give the Config (with `config` given they must agree with
    it), and settings that change GPT-2's formula are refused by name (GPT2_ARCHITECTURE).
    """
    from safetensors.numpy import load_file

    directory = Path(directory)
    if not directory.is_dir():
        what = "is a file, not a directory" if directory.exists() else "does not exist"
        raise WeightsError(f"weights directory {directory} {what}: pass a Hugging Face model directory "
                           "holding config.json and model.safetensors")
    config_path, tensors_path = directory / "config.json", directory / "model.safetensors"
    if not config_path.is_file():  # the architecture checks need it, even when `config` is given
        raise WeightsError(f"{config_path} is missing: a Hugging Face GPT-2 directory holds config.json "
                           "and model.safetensors")
    name = config.name if config else _known_name(config_path, directory.name)
    found = _read_config_json(config_path, name)
    if config is not None and _dims(found) != _dims(config):
        raise WeightsError(
            f"{config_path} describes (vocab, ctx, embd, head, layer) = {_dims(found)}, "
            f"but model {config.name} is {_dims(config)}"
        )
    config = found
    if not tensors_path.is_file():
        raise WeightsError(f"{tensors_path} is missing")
    try:
        tensors = load_file(str(tensors_path))
    except Exception as e:  # safetensors raises its own error types for bad headers
        raise WeightsError(f"{tensors_path} cannot be read: {e}") from None

    def make(kind, name, shape):
        # Checkpoints saved from GPT2LMHeadModel prefix every name with `transformer.`.
        t = tensors.get(name, tensors.get("transformer." + name))
        if t is None:
            raise WeightsError(f"{tensors_path} lacks tensor {name}")
        if tuple(t.shape) != shape:
            raise WeightsError(f"{tensors_path}: tensor {name} has shape {tuple(t.shape)}, expected {shape}")
        return np.ascontiguousarray(t, dtype=np.float32)

    # Everything else (lm_head.weight tied to wte, attn.bias/masked_bias buffers) is ignored.
    return config, _build(config, make)


def _known_name(config_path: Path, fallback: str) -> str:
    # Name the checkpoint after the known config it matches, so messages read "gpt2".
    dims = _dims(_read_config_json(config_path, fallback))
    return next((c.name for c in CONFIGS.values() if _dims(c) == dims), fallback)


def _hub_dirs() -> list[Path]:
    dirs = []
    for var in ("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"):
        if os.environ.get(var):
            dirs.append(Path(os.environ[var]))
    if os.environ.get("HF_HOME"):
        dirs.append(Path(os.environ["HF_HOME"]) / "hub")
    dirs.append(Path.home() / ".cache" / "huggingface" / "hub")
    return dirs


def find_hf_cache(name: str) -> Path | None:
    """A complete Hugging Face cache snapshot for a known model name, or None."""
    if name not in CONFIGS or name == "tiny":
        return None
    for hub in _hub_dirs():
        for repo in (f"openai-community/{name}", name):
            model_dir = hub / ("models--" + repo.replace("/", "--"))
            snapshots = model_dir / "snapshots"
            if not snapshots.is_dir():
                continue
            # Prefer the revision refs/main points at, then the newest snapshot.
            candidates = sorted(snapshots.iterdir(), key=lambda p: p.stat().st_mtime, reverse=True)
            ref = model_dir / "refs" / "main"
            if ref.is_file():
                main = snapshots / ref.read_text().strip()
                candidates = [main] + [c for c in candidates if c != main]
            for snap in candidates:
                # exists() follows the blob symlinks, so half-downloaded snapshots are skipped.
                if (snap / "config.json").exists() and (snap / "model.safetensors").exists():
                    return snap
    return None


def load_params(name: str, weights_dir=None, seed: int = 0) -> tuple[Config, Params, str]:
    """Explicit directory, else the Hugging Face cache, else seeded random weights.

    The third value describes where the weights came from, for the caller to print.
    """
    config = get_config(name)
    if weights_dir is not None:
        config, params = load_hf(weights_dir, config)
        return config, params, f"pretrained weights from {weights_dir}"
    cached = find_hf_cache(name)
    if cached is not None:
        config, params = load_hf(cached, config)
        return config, params, f"pretrained weights from the Hugging Face cache {cached}"
    return (
        config,
        random_params(config, seed),
        f"seeded random weights (seed {seed}): no pretrained weights found, the text will not be meaningful",
    )
