"""GPT-2 hyperparameters and parameters: seeded random, or Hugging Face checkpoints.

The parameter pytree is NamedTuples of float32 C-contiguous arrays; Linear.w is
stored [in, out] like Hugging Face's Conv1D, so a layer is `x @ w + b`.
"""

import dataclasses
import json
import os
import re
from pathlib import Path
from typing import Callable, NamedTuple

import numpy as np

from contract.errors import Gpt2MlirError


class WeightsError(Gpt2MlirError, ValueError):
    pass


ALLOW_NONFINITE = ("allow_nonfinite=True", "--allow-nonfinite-weights")  # (API, command line)


def check_finite(array: np.ndarray, name: str, where) -> None:
    """Refuse a tensor holding NaN or Inf, naming it: every output computed from it would be
    meaningless, and a comparison with it would pass silently. Checked after the cast to float32
    (a float64 beyond float32's range becomes Inf)."""
    if np.isfinite(array).all():
        return
    nan, count = int(np.isnan(array).sum()), int((~np.isfinite(array)).sum())
    what = f"{where}: tensor {name} holds {count} non-finite values of {array.size} ({nan} NaN, {count - nan} Inf)"
    fix = "fix the checkpoint, or load it anyway with {} (verify then names the first quantity they spoil)"
    raise WeightsError(f"{what}; {fix.format(ALLOW_NONFINITE[0])}", cli=f"{what}; {fix.format(ALLOW_NONFINITE[1])}")


def check_seed(seed, api: str, cli: str) -> int:
    """A seed NumPy's generators take: a whole number >= 0."""
    import operator
    try:
        value = operator.index(seed)
    except TypeError:
        value = -1
    if value < 0:
        message = "{} must be a whole number >= 0 (got {!r})"
        raise WeightsError(message.format(api, seed), cli=message.format(cli, seed))
    return value


@dataclasses.dataclass(frozen=True)
class Config:
    name: str
    n_vocab: int
    n_ctx: int
    n_embd: int
    n_head: int
    n_layer: int
    eos_id: int = 50256  # config.json's eos_token_id: where generation stops (GPT-2's <|endoftext|>)

    @property
    def dims(self) -> tuple:
        return (self.n_vocab, self.n_ctx, self.n_embd, self.n_head, self.n_layer)


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


def dims_name(label: str, dims: tuple) -> str:
    """A config name for a checkpoint of no known size: readable, and unique per shape, since build
    folders are named after it (two checkpoints of one shape share their compiled programs)."""
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", label).strip("-.") or "model"
    vocab, ctx, embd, head, layer = dims
    return f"{slug}-l{layer}-h{head}-d{embd}-ctx{ctx}-v{vocab}"


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


def stand_in_params(config: Config) -> Params:
    """Zero-strided float32 arrays of the parameters' shapes (no memory behind them): tracing
    and compiling need only shapes and dtypes."""
    return _build(config, lambda kind, name, shape: np.broadcast_to(np.float32(0), shape))


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
        config = Config(
            name=name,
            n_vocab=get("vocab_size", "n_vocab"),
            n_ctx=get("n_positions", "n_ctx"),
            n_embd=get("n_embd"),
            n_head=get("n_head"),
            n_layer=get("n_layer"),
            eos_id=int(raw["eos_token_id"]) if isinstance(raw.get("eos_token_id"), int) else 50256,
        )
        if min(config.dims) < 1 or config.n_embd % config.n_head:
            raise WeightsError(f"{path} describes (vocab, ctx, embd, head, layer) = {config.dims}: every size "
                               f"must be positive and n_embd a multiple of n_head")
        return config
    except WeightsError:
        raise
    except (StopIteration, KeyError):
        raise WeightsError(f"{path} lacks one of vocab_size, n_positions, n_embd, n_head, n_layer") from None
    except (OSError, ValueError, TypeError) as e:
        raise WeightsError(f"{path} cannot be read as a GPT-2 config: {e}") from None



def read_hf_config(directory, config: Config | None = None, label: str | None = None) -> Config:
    """The Config of a Hugging Face GPT-2 directory, from its config.json alone (nothing else is read).

    config.json is required: its sizes give the Config (with `config` given they must agree with
    it), and settings that change GPT-2's formula are refused by name (GPT2_ARCHITECTURE). The name
    is the known size the sizes match (gpt2, ..., tiny), else `label` (default: the directory's
    name) followed by the sizes, e.g. "my-model-l3-h4-d64-ctx128-v50257".
    """
    directory = Path(directory)
    if not directory.is_dir():
        what = "is a file, not a directory" if directory.exists() else "does not exist"
        raise WeightsError(f"weights directory {directory} {what}: pass a Hugging Face model directory "
                           "holding config.json and model.safetensors")
    config_path = directory / "config.json"
    if not config_path.is_file():  # the architecture checks need it, even when `config` is given
        raise WeightsError(f"{config_path} is missing: a Hugging Face GPT-2 directory holds config.json "
                           "and model.safetensors")
    found = _read_config_json(config_path, "")
    if config is not None and found.dims != config.dims:
        raise WeightsError(
            f"{config_path} describes (vocab, ctx, embd, head, layer) = {found.dims}, "
            f"but model {config.name} is {config.dims}"
        )
    known = next((c.name for c in CONFIGS.values() if c.dims == found.dims), None)
    name = config.name if config else known or dims_name(label or directory.resolve().name, found.dims)
    return dataclasses.replace(found, name=name)


def load_hf(directory, config: Config | None = None, label: str | None = None,
            allow_nonfinite: bool = False) -> tuple[Config, Params]:
    """Loads a Hugging Face GPT-2 checkpoint directory (config.json + model.safetensors); the Config
    comes from config.json as read_hf_config describes. Every tensor must be floating point, and
    finite unless `allow_nonfinite` (check_finite)."""
    from safetensors.numpy import load_file

    directory = Path(directory)
    config = read_hf_config(directory, config, label)
    tensors_path = directory / "model.safetensors"
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
        if t.dtype.kind != "f":  # an integer tensor would be cast without a word
            raise WeightsError(f"{tensors_path}: tensor {name} has dtype {t.dtype}; GPT-2's weights are floating "
                               "point (float16, float32 or float64): convert the checkpoint")
        with np.errstate(over="ignore"):  # a float64 beyond float32's range: check_finite names it
            array = np.ascontiguousarray(t, dtype=np.float32)
        if not allow_nonfinite:
            check_finite(array, name, tensors_path)
        return array

    # Everything else (lm_head.weight tied to wte, attn.bias/masked_bias buffers) is ignored.
    return config, _build(config, make)



def _hub_dirs() -> list[Path]:
    dirs = []
    for var in ("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"):
        if os.environ.get(var):
            dirs.append(Path(os.environ[var]))
    if os.environ.get("HF_HOME"):
        dirs.append(Path(os.environ["HF_HOME"]) / "hub")
    dirs.append(Path.home() / ".cache" / "huggingface" / "hub")
    return dirs


def _snapshot(model_dir: Path) -> Path | None:
    """The complete snapshot of one cached repository (refs/main's revision first, then the newest)."""
    snapshots = model_dir / "snapshots"
    if not snapshots.is_dir():
        return None
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


def find_hf_cache(name: str) -> Path | None:
    """A complete Hugging Face cache snapshot for a model name, or None.

    "org/name" is looked up as it is; a bare name as openai-community/NAME, then NAME, then any
    other organisation's NAME (distilgpt2 is cached as distilbert/distilgpt2); two or more of those
    are refused as ambiguous.
    """
    if name == "tiny" or not name or name.startswith((".", "/", "~")):
        return None
    for hub in _hub_dirs():
        folder = lambda repo: hub / ("models--" + repo.replace("/", "--"))  # noqa: E731
        if "/" in name:
            found = _snapshot(folder(name))
            if found:
                return found
            continue
        for repo in (f"openai-community/{name}", name):
            found = _snapshot(folder(repo))
            if found:
                return found
        others = [(d, s) for d in sorted(hub.glob(f"models--*--{name}")) if d.name.count("--") == 2
                  for s in [_snapshot(d)] if s is not None] if hub.is_dir() else []
        if len(others) > 1:
            repos = ", ".join(d.name[len("models--"):].replace("--", "/") for d, _ in others)
            raise WeightsError(f"model {name!r} is cached under several names ({repos}): give the full one")
        if others:
            return others[0][1]
    return None


def _cache_label(snapshot: Path) -> str:
    # .../models--org--name/snapshots/<revision> -> name
    return snapshot.parent.parent.name.split("--")[-1]


@dataclasses.dataclass(frozen=True)
class Located:
    """Which checkpoint a request names, found from config.json alone (no tensors read yet)."""
    config: Config
    directory: Path | None  # None: seeded random weights of config's sizes
    label: str  # readable: the name asked for, or the directory's name
    cached: bool = False  # directory is a Hugging Face cache snapshot

    def describe(self, seed: int | None = None) -> str:
        if self.directory is None:
            return (f"seeded random weights (seed {seed}): no pretrained weights found, "
                    "the text will not be meaningful")
        where = "the Hugging Face cache " if self.cached else ""
        return f"pretrained weights from {where}{self.directory}"


def _unknown(name: str) -> WeightsError:
    sizes = ", ".join(CONFIGS)
    return WeightsError(f"unknown model {name!r}: not a known size ({sizes}), not a directory, and not in the "
                        f"Hugging Face cache; a Hugging Face directory with config.json and model.safetensors "
                        f"also works")


def locate(model: str | None = None, weights_dir=None) -> Located:
    """Resolves --model and --weights: `model` is a known size (gpt2, ..., tiny), a Hugging Face
    directory, or a model name in the Hugging Face cache (distilgpt2, openai-community/gpt2-medium,
    ...); `weights_dir` a Hugging Face directory, whose config.json then gives the sizes (checked
    against `model` when that names a known size). Known sizes found nowhere get random weights."""
    if weights_dir is not None:
        directory = Path(weights_dir).expanduser()
        if model is None:
            return Located(read_hf_config(directory), directory, directory.resolve().name)
        if model in CONFIGS:
            return Located(read_hf_config(directory, CONFIGS[model]), directory, model)
        if Path(model).expanduser().exists():
            raise WeightsError(f"two checkpoints given ({model} and --weights {weights_dir}): name the "
                               "directory once, with --model or --weights")
        raise _unknown(model)
    if model is None:
        model = "gpt2"
    if Path(model).expanduser().exists() and model not in CONFIGS:
        directory = Path(model).expanduser()
        return Located(read_hf_config(directory), directory, directory.resolve().name)
    cached = find_hf_cache(model)
    if cached is not None:
        label = model if model in CONFIGS else _cache_label(cached)
        return Located(read_hf_config(cached, CONFIGS.get(model), label), cached, label, cached=True)
    if model in CONFIGS:
        return Located(CONFIGS[model], None, model)
    if model.startswith((".", "/", "~")):
        raise WeightsError(f"weights directory {model} does not exist: pass a Hugging Face model directory "
                           "holding config.json and model.safetensors")
    raise _unknown(model)


def load(located: Located, seed: int = 0, allow_nonfinite: bool = False) -> Params:
    """The parameters `located` names: the checkpoint's tensors (finite unless `allow_nonfinite`),
    or random weights seeded by `seed`."""
    if located.directory is None:
        return random_params(located.config, check_seed(seed, "seed", "--weights-seed"))
    return load_hf(located.directory, located.config, allow_nonfinite=allow_nonfinite)[1]


def load_params(name: str | None, weights_dir=None, seed: int = 0,
                allow_nonfinite: bool = False) -> tuple[Config, Params, str]:
    """locate() then load(): an explicit directory, else the Hugging Face cache, else seeded random
    weights. The third value describes where the weights came from, for the caller to print."""
    located = locate(name, weights_dir)
    return located.config, load(located, seed, allow_nonfinite), located.describe(seed)
