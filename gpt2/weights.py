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

from contract.dtypes import BFLOAT16
from contract.errors import Gpt2MlirError

from .reference import ACTIVATIONS, GPT2, Options


class WeightsError(Gpt2MlirError, ValueError):
    pass


ALLOW_NONFINITE = ("allow_nonfinite=True", "--allow-nonfinite-weights")  # (API, command line)

# The element types weights are stored in (products widen them to float32 as they read them; activations,
# the KV cache, sums, layer norms and softmax stay float32: gpt2/reference.py). bfloat16 is ml_dtypes'.
DTYPES = {"float32": np.dtype(np.float32), "float16": np.dtype(np.float16), "bfloat16": BFLOAT16}
FLOAT16_MAX = float(np.finfo(np.float16).max)  # 65504


def check_dtype(dtype, option: str = "dtype") -> np.dtype:
    """The NumPy dtype of a weights dtype name (or dtype): float32, float16 or bfloat16."""
    try:
        name = dtype if isinstance(dtype, str) else np.dtype(dtype).name
    except TypeError:  # not a dtype at all
        name = None
    if name not in DTYPES:
        raise WeightsError(f"unknown {option} {dtype!r}: weights are stored in float32 (the default), float16 or "
                           "bfloat16", cli=f"unknown --dtype {dtype!r}: use float32 (the default), float16 or bfloat16")
    return DTYPES[name]


def to_dtype(array: np.ndarray, dtype: np.dtype, name: str, where) -> np.ndarray:
    """`array` stored as `dtype`, C-contiguous: as it is when it already is (a float16 checkpoint loaded
    as float16 is never widened), else rounded to nearest. float16 refuses values beyond its range
    (they would become Inf), naming the tensor."""
    if array.dtype == dtype:
        return np.ascontiguousarray(array)
    if dtype == np.float16:
        wide = array.astype(np.float32) if array.dtype == np.dtype("bfloat16") else array
        finite = np.isfinite(wide)
        big = float(np.abs(wide[finite]).max()) if finite.any() else 0.0
        if big > FLOAT16_MAX:
            raise WeightsError(f"{where}: tensor {name} holds values up to {big:g}, beyond float16's range "
                               f"({FLOAT16_MAX:g}): load it as bfloat16 (float32's range) or float32",
                               cli=f"{where}: tensor {name} holds values up to {big:g}, beyond float16's range "
                                   f"({FLOAT16_MAX:g}): use --dtype bfloat16 (float32's range) or float32")
    with np.errstate(over="ignore"):  # a float64 beyond float32's range: check_finite names it
        return np.ascontiguousarray(array.astype(dtype))  # one rounding, whatever it came from


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
    n_inner: int | None = None  # the MLP's width; None: GPT-2's 4 * n_embd
    tied: bool = True  # the head is the word embeddings (tie_word_embeddings); else lm_head.weight
    options: Options = GPT2  # the formula's options (activation, epsilon, attention scale)

    @property
    def dims(self) -> tuple:
        return (self.n_vocab, self.n_ctx, self.n_embd, self.n_head, self.n_layer)

    @property
    def inner(self) -> int:
        return 4 * self.n_embd if self.n_inner is None else self.n_inner

    @property
    def variant(self) -> str:
        """What sets this model apart from GPT-2's formula, as a name suffix ("" for none), e.g.
        "-relu-inner96-untied": build folders are named after it."""
        o, parts = self.options, []
        if o.activation != GPT2.activation:
            parts.append(o.activation.replace("_", "-"))
        if o.eps != GPT2.eps:
            parts.append(f"eps{o.eps:g}")
        if not o.scale_attn_weights:
            parts.append("unscaled")
        if o.scale_attn_by_inverse_layer_idx:
            parts.append("layer-scaled")
        if self.inner != 4 * self.n_embd:
            parts.append(f"inner{self.inner}")
        if not self.tied:
            parts.append("untied")
        return "".join("-" + part for part in parts)


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
    mlp_in: Linear  # [embd, inner], inner = 4*embd in GPT-2
    mlp_out: Linear  # [inner, embd]


class Params(NamedTuple):
    words: np.ndarray  # [vocab, embd], also the output head when tied (GPT-2's)
    positions: np.ndarray  # [ctx, embd]
    blocks: tuple  # tuple[Block, ...]
    final_norm: LayerNorm
    head: np.ndarray | None = None  # [vocab, embd]: an untied checkpoint's lm_head.weight


# make(kind, hf_name, shape) -> leaf; kind is "weight", "bias", "norm_g", "norm_b",
# "embedding" so random init can pick a distribution.
Maker = Callable[[str, str, tuple], object]


def _build(config: Config, make: Maker) -> Params:
    """Walks the parameters in a fixed order, naming each as Hugging Face does."""
    d, inner = config.n_embd, config.inner

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
            mlp_in=linear(f"h.{i}.mlp.c_fc", d, inner),
            mlp_out=linear(f"h.{i}.mlp.c_proj", inner, d),
        )
        for i in range(config.n_layer)
    )
    final_norm = norm("ln_f")
    head = None if config.tied else make("embedding", "lm_head.weight", (config.n_vocab, d))
    return Params(words, positions, blocks, final_norm, head)


def param_shapes(config: Config) -> Params:
    """The parameter pytree with shape tuples as leaves (nothing allocated)."""
    return _build(config, lambda kind, name, shape: shape)


def stand_in_params(config: Config, dtype="float32") -> Params:
    """Zero-strided arrays of the parameters' shapes and `dtype` (no memory behind them): tracing
    and compiling need only shapes and dtypes."""
    zero = np.zeros((), check_dtype(dtype))
    return _build(config, lambda kind, name, shape: np.broadcast_to(zero, shape))


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


def random_params(config: Config, seed: int = 0, dtype="float32") -> Params:
    """Seeded random weights of the true shapes: same numbers on every machine
    (PCG64 + float32 standard normal are platform independent); in float16 or bfloat16, the float32
    ones rounded to nearest."""
    dtype = check_dtype(dtype)
    rng = np.random.default_rng(seed)
    std = {"embedding": 0.02, "weight": 0.02, "bias": 0.02, "norm_g": 0.02, "norm_b": 0.02}

    def make(kind, name, shape):
        x = rng.standard_normal(shape, dtype=np.float32)
        x *= np.float32(std[kind])
        if kind == "norm_g":
            x += np.float32(1.0)
        return x if dtype == np.float32 else x.astype(dtype)

    return _build(config, make)


# config.json settings that make another architecture than GPT-2's decoder: refused by name, with
# the reason (every other option of transformers' GPT-2 is computed: _options).
OTHER_ARCHITECTURES = {
    "add_cross_attention": "cross-attention over an encoder's states makes an encoder-decoder, not GPT-2",
}


# activation_function names of transformers for the same formula as one of reference.ACTIVATIONS.
SAME_ACTIVATION = {"gelu_pytorch_tanh": "gelu_new", "gelu_python": "gelu", "swish": "silu"}


def _flag(path: Path, raw: dict, key: str, default: bool) -> bool:
    value = raw.get(key, default)
    if not isinstance(value, bool):
        raise WeightsError(f"{path} sets {key} = {value!r}; it must be true or false")
    return value


def _options(path: Path, raw: dict) -> tuple[Options, int | None, bool]:
    """(Options, n_inner, tied) from config.json, with Hugging Face's defaults for absent keys."""
    if raw.get("model_type", "gpt2") != "gpt2":
        raise WeightsError(f"{path} describes a {raw['model_type']!r} model; this project computes GPT-2 "
                           "(model_type 'gpt2') only")
    for key, reason in OTHER_ARCHITECTURES.items():
        if raw.get(key):
            raise WeightsError(f"{path} sets {key}; this project computes GPT-2's decoder only: {reason}")
    named = raw.get("activation_function", GPT2.activation)
    activation = SAME_ACTIVATION.get(named, named)
    if activation not in ACTIVATIONS:
        raise WeightsError(f"{path} sets activation_function = {named!r}, which this GPT-2 does not compute; "
                           f"it computes {', '.join([*ACTIVATIONS, *SAME_ACTIVATION])}")
    eps = raw.get("layer_norm_epsilon", GPT2.eps)
    if isinstance(eps, bool) or not isinstance(eps, (int, float)) or not 0 < eps < float("inf"):
        raise WeightsError(f"{path} sets layer_norm_epsilon = {eps!r}; it must be a number above 0")
    n_inner = raw.get("n_inner")
    if n_inner is not None and (isinstance(n_inner, bool) or not isinstance(n_inner, int) or n_inner < 1):
        raise WeightsError(f"{path} sets n_inner = {n_inner!r}; it must be a whole number above 0, or null for "
                           "4 * n_embd")
    # reorder_and_upcast_attn computes attention in float32 in another order: this GPT-2 computes it
    # in float32 already, so the flag is read (checked) and changes nothing.
    _flag(path, raw, "reorder_and_upcast_attn", False)
    options = Options(activation=activation, eps=float(eps),
                      scale_attn_weights=_flag(path, raw, "scale_attn_weights", True),
                      scale_attn_by_inverse_layer_idx=_flag(path, raw, "scale_attn_by_inverse_layer_idx", False))
    return options, n_inner, _flag(path, raw, "tie_word_embeddings", True)


def _read_config_json(path: Path, name: str) -> Config:
    try:
        raw = json.loads(path.read_text())
        if not isinstance(raw, dict):
            raise ValueError(f"a JSON object was expected, found {type(raw).__name__}")
        options, n_inner, tied = _options(path, raw)
        get = lambda *keys: next(int(raw[k]) for k in keys if k in raw)  # noqa: E731
        config = Config(
            name=name,
            n_vocab=get("vocab_size", "n_vocab"),
            n_ctx=get("n_positions", "n_ctx"),
            n_embd=get("n_embd"),
            n_head=get("n_head"),
            n_layer=get("n_layer"),
            eos_id=int(raw["eos_token_id"]) if isinstance(raw.get("eos_token_id"), int) else 50256,
            n_inner=None if n_inner == 4 * get("n_embd") else n_inner,  # None: GPT-2's width
            tied=tied, options=options,
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
    it), the options of GPT-2's formula it sets are read (activation, epsilon, attention scales, MLP
    width, an untied head), and settings of another architecture are refused by name
    (OTHER_ARCHITECTURES). The name is the known size the sizes match (gpt2, ..., tiny) when it sets
    no option, else `label` (default: the directory's name) followed by the sizes and options, e.g.
    "my-model-l3-h4-d64-ctx128-v50257-relu".
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
    if config is not None and (found.dims, found.variant) != (config.dims, config.variant):
        raise WeightsError(
            f"{config_path} describes (vocab, ctx, embd, head, layer) = {found.dims}{found.variant}, "
            f"but model {config.name} is {config.dims}{config.variant}"
        )
    known = next((c.name for c in CONFIGS.values() if c.dims == found.dims and not found.variant), None)
    name = config.name if config else known or dims_name(label or directory.resolve().name, found.dims) + found.variant
    return dataclasses.replace(found, name=name)


def load_hf(directory, config: Config | None = None, label: str | None = None,
            allow_nonfinite: bool = False, dtype="float32") -> tuple[Config, Params]:
    """Loads a Hugging Face GPT-2 checkpoint directory (config.json + model.safetensors); the Config
    comes from config.json as read_hf_config describes. Every tensor must be floating point, and
    finite unless `allow_nonfinite` (check_finite). The parameters are stored as `dtype` (float32,
    float16 or bfloat16): a tensor already of that dtype as it is, others rounded (to_dtype)."""
    dtype = check_dtype(dtype)
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
        if t.dtype.kind != "f" and t.dtype != DTYPES["bfloat16"]:  # an integer tensor would be cast without a word
            raise WeightsError(f"{tensors_path}: tensor {name} has dtype {t.dtype}; GPT-2's weights are floating "
                               "point (float16, bfloat16, float32 or float64): convert the checkpoint")
        array = to_dtype(t, dtype, name, tensors_path)
        if not allow_nonfinite:
            check_finite(array, name, tensors_path)
        return array

    # Everything else (a tied lm_head.weight, the attn.bias/masked_bias buffers) is ignored.
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


def load(located: Located, seed: int = 0, allow_nonfinite: bool = False, dtype="float32") -> Params:
    """The parameters `located` names, stored as `dtype`: the checkpoint's tensors (finite unless
    `allow_nonfinite`), or random weights seeded by `seed`."""
    if located.directory is None:
        return random_params(located.config, check_seed(seed, "seed", "--weights-seed"), dtype)
    return load_hf(located.directory, located.config, allow_nonfinite=allow_nonfinite, dtype=dtype)[1]


def load_params(name: str | None, weights_dir=None, seed: int = 0, allow_nonfinite: bool = False,
                dtype="float32") -> tuple[Config, Params, str]:
    """locate() then load(): an explicit directory, else the Hugging Face cache, else seeded random
    weights. The third value describes where the weights came from, for the caller to print."""
    located = locate(name, weights_dir)
    return located.config, load(located, seed, allow_nonfinite, dtype), located.describe(seed)


def params_dtype(params: Params) -> np.dtype:
    """The dtype the weights are stored in (one for all: load and random_params make them so)."""
    return params.words.dtype
