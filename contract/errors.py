"""The project's one base error class."""


class Gpt2MlirError(Exception):
    """Base of every error the project raises about a user's input, program or machine: tracing,
    compiling, the toolchain, the manifest, the driver, the model's inputs. `invoke` tasks turn one
    into a single `error:` line. Subclasses also derive from the builtin error they specialise
    (TypeError, ValueError, RuntimeError), so callers catching those still catch them."""
