"""GPT-2 in plain NumPy: tokenizer, weights and the reference forward pass.

Submodules are imported on demand so that `import gpt2` stays cheap.
"""
