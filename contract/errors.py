"""The project's one base error class, and its base warning."""


class Gpt2MlirError(Exception):
    """Base of every error the project raises about a user's input, program or machine: tracing,
    compiling, the toolchain, the manifest, the driver, the model's inputs. `invoke` tasks turn one
    into a single `error:` line. Subclasses also derive from the builtin error they specialise
    (TypeError, ValueError, RuntimeError), so callers catching those still catch them.

    The message speaks the Python API's words (`target="cpu"`); where the command line spells the
    fix otherwise (`--target cpu`), `cli=` gives that wording, which `invoke` prints instead."""

    def __init__(self, *args, cli: str | None = None):
        super().__init__(*args)
        self.cli = cli

    def command_line_message(self) -> str:
        return self.cli or str(self)


class Gpt2MlirWarning(UserWarning):
    """Base of the project's warnings (warnings.warn): something works, but not the way asked or
    expected (e.g. kernels JIT-compiled from PTX instead of loaded as machine code). `invoke` tasks
    print each as one `warning:` line."""
