"""GPT-2 in plain NumPy, compiled through MLIR: tokenizer, weights, the reference forward pass, and
the Python API `GPT2` (gpt2/api.py):

    from gpt2 import GPT2
    model = GPT2.from_pretrained("gpt2")
    print(model.generate("Alan Turing theorized that", max_new_tokens=20).full_text)

Submodules are imported on demand so that `import gpt2` stays cheap.
"""

__all__ = ["GPT2", "GenerationOutput", "Sampling"]


def __getattr__(name):
    if name == "Sampling":  # the sampling settings, one checked object (gpt2/sampling.py)
        from .sampling import Sampling
        return Sampling
    if name in __all__:
        from . import api
        return getattr(api, name)
    raise AttributeError(f"module 'gpt2' has no attribute {name!r}")
