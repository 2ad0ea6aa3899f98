"""Where each kernel launch comes from: its NumPy lines, its layer and a readable label.

The tracer gives every op the call chain of the user's NumPy line as its MLIR location
(frontend/source.py), and every stage keeps it (mlir-opt --mlir-print-debuginfo; the Python
rewrites build new ops at the location of the ops they replace). In 04-outlined.mlir a
`gpu.launch_func` and the ops of its kernel therefore still say which lines they were made from.
For each launch step the manifest gets:

  source   every user line its kernel's ops come from ("gpt2/reference.py:38"), the launch's own
           line first (the op the kernel was made for: the matmul of a fused epilogue, the last op
           of a fused loop nest, the first op of a row kernel), then the others in program order.
           A template's own lines (pipeline/templates/*.mlir) are not user lines and are left out.
  stack    the call chain of that first line, outermost first ("gpt2/reference.py:136 gpt2", ...).
  layer    from the arguments the kernel reads that are weights: arguments no kernel of the
           program writes (the KV cache is written, so it is not a weight) that are leaves of an
           argument tree (`params.blocks[3].mlp_in.w`), or floating-point arrays passed on their
           own after the first parameter (`words` of lm_head(x, final_norm, words); the first
           parameter is the function's input, and integer arrays such as `pos` are data). Their
           paths lose what all the program's weights share (`params.`) and the leaf's field (`.w`),
           keep what they share with each other, and read `blocks[3].mlp_in` as "block 3 · mlp_in"
           (an indexed list's name loses a plural s); paths that share nothing are joined with
           " + " ("words + positions"). A kernel that
           reads no weight belongs to the layer of the nearest weight-reading kernel before it,
           first part only ("block 3"; of each part when they were joined): a softmax is in
           block 3, not in its qkv projection.
  label    "<layer> · <functions> (<kind>)": the functions are the innermost user functions of
           its ops in that order (`linear → gelu`), the kind what runs (KINDS below).
  made_in  the stage file where the kernel took its shape: where to read how it was made (MADE_IN below).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .pipelines import gpu_stage_file

# What runs, from the kernel itself: a kernel template (its stem, e.g. matvec_cols; "+ epilogue"
# when an elementwise op was fused into its store, i.e. it takes more than A, B and C; an attention
# template, e.g. attention_rows, never has one; "+ prologue" when it computes A itself, a layer norm:
# its prologue form, gpu.func <stem>_<elt>_prologue[_epilogue] as pipeline/passes/prologues.py names it), a row
# kernel (a block per row, gpu.all_reduce), a single-thread kernel, or a loop nest mapped to
# threads: "copy" (loads and stores only), "reduction" (a loop inside each thread), else
# "elementwise".
KINDS = ("template", "row", "1 thread", "copy", "reduction", "elementwise")

# The GPU pass (pipeline/pipelines.py) whose stage file shows each family of kernel made: a template
# call by matmul-templates (with an epilogue: by epilogues), a row kernel or a single-thread launch
# by their passes, every other loop nest by outline (loops tiled, mapped and outlined).
MADE_IN = {"template": "matmul-templates", "epilogue": "epilogues", "prologue": "prologues", "argmax": "head-argmax",
           "attention": "attention",
           "row": "row-kernels", "1 thread": "single-thread", "loop": "outline"}

# Kernel names of the attention templates (pipeline/passes/attention.py): they take more than three
# operands without any epilogue (Q, K, V, O and the score op's).
ATTENTION_KERNEL = re.compile(r"^attention_\w+_(f16|bf16|f32|f64)$")

_COMPUTE = re.compile(r"^(arith\.(?!constant|index_cast|cmpi|select|addi|muli|subi|divui|remui|divsi|remsi|"
                      r"ceildivsi|floordivsi|andi|ori|xori|extsi|trunci|extui|minsi|maxsi)|math\.)")


@dataclass(frozen=True)
class Frame:
    path: str
    line: int
    function: str  # "" when the location has no name

    def where(self) -> str:
        return f"{self.path}:{self.line}"


def is_user(path: str) -> bool:
    """A location of the user's code: not a parsed template ("-") nor an MLIR file's own line."""
    return bool(path) and path != "-" and not path.endswith(".mlir")


def chains(loc) -> list[tuple[Frame, ...]]:
    """The user call chains (innermost frame first) in an MLIR location; fused ones give several."""
    if loc.is_a_file():
        return [(Frame(loc.filename, loc.start_line, ""),)] if is_user(loc.filename) else []
    if loc.is_a_name():
        child = loc.child_loc
        if child.is_a_file():
            return [(Frame(child.filename, child.start_line, loc.name_str),)] if is_user(child.filename) else []
        return chains(child)
    if loc.is_a_callsite():
        callers = chains(loc.caller)
        tail = callers[0] if callers else ()
        inner = chains(loc.callee)
        return [c + tail for c in inner] if inner else ([tail] if tail else [])
    if loc.is_a_fused():
        return [c for part in loc.locations for c in chains(part)]
    return []


def _unique(items) -> list:
    return list(dict.fromkeys(items))


@dataclass
class Kernel:
    """What one launch's kernel is made of."""
    kind: str
    source: list[str]
    functions: list[str]
    stack: list[str]
    reads: set[int]   # kernel operand positions the kernel never stores to
    writes: set[int]
    made_in: str


def _stored_operands(func) -> set[int]:
    """Positions of the kernel arguments some memref.store in the kernel writes (through views)."""
    from mlir import ir
    args = list(func.regions[0].blocks[0].arguments)
    written = set()
    for op in _walk(func):
        if op.name != "memref.store":
            continue
        value = op.operands[1]
        while (not isinstance(value.owner, ir.Block) and value.owner.operation.name.startswith("memref.")
               and len(value.owner.operands)):
            value = value.owner.operands[0]  # back through views made inside the kernel
        if isinstance(value.owner, ir.Block):
            for k, a in enumerate(args):
                if a == value:
                    written.add(k)
    return written


# The name pipeline/passes/prologues.py gives the part of a fused kernel's location that is its
# prologue's ops (their lines come after the product's, whose line the profile uses; their functions first).
PROLOGUE = "gpt2.prologue"
# The name pipeline/passes/head_argmax.py gives the part of a head's location that is the argmax run
# fused into its epilogue (its lines and functions come after the product's).
ARGMAX = "gpt2.argmax"


def _named(loc, name: str) -> list:
    """The locations wrapped in a NameLoc `name` anywhere inside `loc`."""
    if loc.is_a_name():
        return [loc.child_loc] if loc.name_str == name else _named(loc.child_loc, name)
    if loc.is_a_callsite():
        return _named(loc.callee, name) + _named(loc.caller, name)
    if loc.is_a_fused():
        return [found for part in loc.locations for found in _named(part, name)]
    return []


def _walk(root) -> list:
    """Every op nested under root, pre-order (irutil's walker; imported here because this module
    is read without MLIR by the kernel registry)."""
    from .irutil import nested_ops
    return nested_ops(root.operation if hasattr(root, "operation") else root)


def _kernel_chains(func, ops, cache: dict | None) -> list:
    """The chains of a kernel's ops, read once per kernel where `cache` (one module's) is given: a kernel every
    layer launches has many launches."""
    if cache is None:
        return [c for op in ops for c in chains(op.location)]
    key = func.operation
    if key not in cache:
        cache[key] = [c for op in ops for c in chains(op.location)]
    return cache[key]


def describe(launch, func, grid: list[int], block: list[int], host_function: str, cache: dict | None = None) -> Kernel:
    """The Kernel of one gpu.launch_func and the gpu.func it launches (None: not in the module,
    then only the launch's own location is known); `cache`: a dict kept for one module's launches."""
    if func is None:
        found = chains(launch.location)
        n = len(list(launch.kernelOperands))
        return Kernel("kernel", _unique(c[0].where() for c in found), _unique(c[0].function for c in found if c[0].function),
                      [f"{f.where()} {f.function}".rstrip() for f in reversed(found[0])] if found else [],
                      set(), set(range(n)), gpu_stage_file(MADE_IN["loop"]))
    ops = _walk(func)
    names = {op.name for op in ops}
    kernel_name = func.attributes["sym_name"]
    kernel_name = str(kernel_name).strip('"')
    n_args = len(list(launch.kernelOperands))  # (the block also holds workgroup buffers)
    if ATTENTION_KERNEL.match(kernel_name):
        family = "attention"
        kind = re.sub(r"_(f16|bf16|f32|f64)$", "", kernel_name)
    elif kernel_name.endswith("_argmax"):  # a head with the argmax in its epilogue (head_argmax.py)
        family = "argmax"
        prologue = kernel_name.removesuffix("_argmax").endswith("_prologue")
        stem = re.sub(r"_(f16|bf16|f32|f64)$", "", kernel_name.removesuffix("_argmax").removesuffix("_prologue"))
        kind = stem + (" + prologue" if prologue else "") + " + argmax"
    elif kernel_name != f"{host_function}_kernel":  # a template keeps its kernel's name
        named_epilogue = kernel_name.endswith("_epilogue")
        prologue = kernel_name.removesuffix("_epilogue").endswith("_prologue")
        stem = re.sub(r"_(f16|bf16|f32|f64)$", "", kernel_name.removesuffix("_epilogue").removesuffix("_prologue"))
        epilogue = named_epilogue if prologue else n_args > 3  # (a prologue's operands are more than A, B, C too)
        family = "prologue" if prologue else "epilogue" if epilogue else "template"
        kind = stem + (" + prologue" if prologue else "") + (" + epilogue" if epilogue else "")
    elif "gpu.all_reduce" in names or "gpu.shuffle" in names:  # (block-reduce lowers all_reduce to shuffles)
        family = kind = "row"
    elif grid == [1, 1, 1] and block == [1, 1, 1]:
        family = kind = "1 thread"
    else:
        family = "loop"
        kind = ("copy" if not any(_COMPUTE.match(n) for n in names) else
                "reduction" if "scf.for" in names else "elementwise")
    found = chains(launch.location) + _kernel_chains(func, ops, cache)
    found += [c for loc in _named(launch.location, ARGMAX) for c in chains(loc)]  # (a callsite keeps only its first)
    first = found[0] if found else ()
    source = _unique(c[0].where() for c in found)
    functions = _unique(c[0].function for c in found if c[0].function)
    ahead = _unique(c[0].function for loc in _named(launch.location, PROLOGUE) for c in chains(loc) if c[0].function)
    functions = _unique(ahead + functions)  # a prologue's functions (layer_norm) run before the product's
    stack = [f"{f.where()} {f.function}".rstrip() for f in reversed(first)]
    writes = _stored_operands(func)
    return Kernel(kind, source, functions, stack, set(range(n_args)) - writes, writes, gpu_stage_file(MADE_IN[family]))


# --- layers ---------------------------------------------------------------------------------------
_PART = re.compile(r"(?:\.[A-Za-z_]\w*|\[[^\]]*\])(?:\[-?\d+\])*")


def _parts(path: str) -> list[str]:
    """"params.blocks[3].mlp_in.w" -> ["params", ".blocks[3]", ".mlp_in", ".w"]: an index stays with
    the list it indexes, so two blocks never share a part."""
    root = re.match(r"[^.\[]*(?:\[-?\d+\])*", path).group(0)  # (an argument that is a list: "x[2]")
    return [root] + _PART.findall(path[len(root):])


def shared_prefix(paths: list[str]) -> int:
    """How many leading parts every one of `paths` (a program's weights) shares, leaving each at
    least one: `params` of params.words and params.blocks[0].mlp_in.w; none of final_norm.g and
    words; none of final_norm.g and final_norm.b either (leaves of it alone: it names them)."""
    if not paths:
        return 0
    split = [_parts(p) for p in paths]
    n = 0
    while n < min(len(s) for s in split) - 1 and len({tuple(s[:n + 1]) for s in split}) == 1:
        n += 1
    # Every weight a direct leaf of what they share (final_norm.g and .b): that part names them.
    return n - 1 if n and max(len(s) for s in split) == n + 1 else n


def _short(parts: list[str], shared: int) -> list[str]:
    """What names a weight's place: the parts all the program's weights share dropped, then the
    leaf's field when something remains (".w" of blocks[3].mlp_in.w)."""
    parts = parts[shared:]
    return parts[:-1] if len(parts) > 1 else parts


def _readable(parts: list[str]) -> str:
    """[".blocks[3]", ".mlp_in"] -> "block 3 · mlp_in"; ["['w']"] -> "w"; ["['layers'][0]"] -> "layer 0"."""
    words = []
    for p in parts:
        m = re.fullmatch(r"(?:\.(\w+)|\[(?:'([^']*)'|\"([^\"]*)\"|([^\]]*))\])((?:\[-?\d+\])*)", p)
        name = next((g for g in m.groups()[:4] if g is not None), p) if m else p
        indices = re.findall(r"-?\d+", m.group(5)) if m else []
        if indices:
            name = (name[:-1] if name.endswith("s") and len(name) > 2 else name) + " " + " ".join(indices)
        words.append(name)
    return " · ".join(words)


def layer_of(paths: list[str], shared: int = 1) -> str:
    """The layer a kernel reading the weights at `paths` belongs to ("" for none); `shared`: how many
    leading parts all the program's weights share (shared_prefix; by default the argument's name)."""
    if not paths:
        return ""
    shorts = [_short(_parts(p), min(shared, len(_parts(p)) - 1)) for p in paths]
    common = []
    for group in zip(*shorts):
        if len(set(group)) != 1:
            break
        common.append(group[0])
    if common:
        return _readable(common)
    return " + ".join(_unique(_readable(s) for s in shorts))


def weights(buffers: list[dict], paths: dict[int, str], written: set[int]) -> set[int]:
    """The buffer ids of the program's weights (see the module docstring), given each argument
    buffer's path and the buffers some kernel writes."""
    first = _parts(paths[0])[0] if 0 in paths else None
    found = set()
    for b in buffers:
        path = paths.get(b["id"], "")
        if b["role"] != "argument" or b["id"] in written or not path:
            continue
        in_tree = len(_parts(path)) > 1 or "[" in path
        if in_tree or (_parts(path)[0] != first and b["dtype"].startswith("float")):
            found.add(b["id"])
    return found


def top_of(layer: str) -> str:
    """The first part of a layer ("block 3" of "block 3 · mlp_in")."""
    return layer.split(" · ")[0]


def label_steps(steps: list[dict], kernels: list[Kernel], arg_paths: dict[int, str], weights: set[int]) -> None:
    """Write label, layer, source, stack and made_in into each launch step (in place).

    `kernels` has one Kernel per launch step, in order; `arg_paths` maps a caller buffer id to its
    argument path; `weights` are the buffer ids that are weights (see the module docstring)."""
    previous = ""
    shared = shared_prefix([arg_paths[b] for b in weights])
    launches = [s for s in steps if s["op"] == "launch"]
    for step, kernel in zip(launches, kernels):
        read = [arg_paths[a["buffer"]] for k, a in enumerate(step["args"])
                if a["buffer"] in weights and k in kernel.reads]
        layer = layer_of(_unique(read), shared)
        if layer:
            previous = " + ".join(_unique(top_of(part) for part in layer.split(" + ")))
        else:
            layer = previous
        named = " · ".join(p for p in (layer, " → ".join(kernel.functions)) if p)
        step["label"] = f"{named} ({kernel.kind})" if named else kernel.kind
        step["layer"] = layer
        step["source"] = kernel.source
        step["stack"] = kernel.stack
        step["made_in"] = kernel.made_in
