"""The kernel library (pipeline/kernels/), without MLIR: the rules on plain numbers against the choice
recorded from the registry they replaced, every entry reachable, the generators as functions, forced
variants and docs/kernels.md."""
from __future__ import annotations

import dataclasses
import gzip
import hashlib
import json
import re
from pathlib import Path

import pytest

from kernel_grid import attention_grid, matmul_grid
from pipeline import kernels
from pipeline.kernels import AttentionFacts, MatmulFacts, VariantError, check_variant, choose, tuning_for
from pipeline.kernels import attention, matmul, matvec
from pipeline.kernels.gen.matmul_tf32 import matmul_tf32

ROOT = Path(__file__).resolve().parent.parent
RECORDED = json.loads(gzip.open(ROOT / "tests" / "data" / "kernel_choices_8c0b4ea.json.gz", "rt").read())
T = tuning_for()


def _recorded(family: str) -> list[str]:
    names, choices = RECORDED[family]["names"], RECORDED[family]["choices"]
    return [names[ord(c) - ord("A")] for c in choices]


def test_the_product_rules_choose_what_the_registry_at_8c0b4ea_chose():
    """The ordered rules (first match wins) against the 42 mutually exclusive predicates they replaced, on
    about 230,000 products around every threshold: ranks, rows, columns, batches, K, B's layouts, element
    types and chips (tests/kernel_grid.py)."""
    old = _recorded("matmul")
    facts = list(matmul_grid())
    assert len(facts) == len(old) > 200_000
    wrong = [(f, o, choose(MatmulFacts(*f))) for f, o in zip(facts, old) if choose(MatmulFacts(*f)) != o]
    assert not wrong, f"{len(wrong)} choices changed, e.g. {wrong[:3]}"


def test_the_attention_rules_choose_what_the_registry_at_8c0b4ea_chose():
    old = [None if o == "-" else o for o in _recorded("attention")]
    facts = list(attention_grid())
    assert len(facts) == len(old) > 10_000
    wrong = [(f, o) for f, o in zip(facts, old) if kernels.choose_attention(AttentionFacts(*f)) != o]
    assert not wrong, f"{len(wrong)} choices changed, e.g. {wrong[:3]}"


def test_every_entry_with_a_rule_is_chosen_somewhere_and_every_rule_names_an_entry():
    """No variant that no rule can pick ships: each product and attention entry is the choice for some facts
    of the grid (the head's argmax forms are the head-argmax pass's: tests/test_head_argmax.py)."""
    chosen = set(_recorded("matmul")) | set(_recorded("attention"))
    rules = [name for name, _ in matvec.RULES + matmul.RULES + attention.RULES]
    assert len(rules) == len(set(rules))
    half_forms = set(kernels.HALF_FORMS)  # chosen by their kernel's rules
    argmax_forms = {n for n in {k.name for k in kernels.KERNELS} if n.startswith("matvec_rows_argmax")}
    assert half_forms and all(name.rsplit("_", 1)[0] in rules for name in half_forms - argmax_forms)
    # a kernel with only half-precision forms (Kernel.plain False) is named in the rules by its base name
    half_only = {name.rsplit("_", 1)[0] for name in half_forms} - {k.name for k in kernels.KERNELS}
    assert half_only == {"matmul_2d_tf32_64_staged"}
    assert set(rules) == ({k.name for k in kernels.KERNELS if k.family in ("matmul", "attention")} - argmax_forms
                          - half_forms) | half_only
    assert set(rules) - half_only <= chosen


def test_a_half_precision_b_takes_the_half_form_of_the_rules_choice_or_none():
    """facts.weight (B stored in f16 or bf16): the first rule that holds whose kernel has that form wins
    (<name>_<w>w, the same generator with `weight=`); without one the product stays linalg (None)."""
    def facts(rows, cols, depth, bt, weight, chip="sm_90a"):
        layout = None if bt else (cols, 1, 0)
        return MatmulFacts(2, rows, cols, 1, bt, "f32", chip, depth, layout, weight)
    for w in ("f16", "bf16"):
        assert choose(facts(1, 2304, 768, False, w)) == f"matvec_cols_vec4_{w}w"  # 124M's qkv in a step
        # gpt2-xl's mlp_in: v15's half form on sm_90, v8's before it, as in f32
        assert choose(facts(1, 6400, 1600, False, w)) == f"matvec_cols_cluster_{w}w"
        assert choose(facts(1, 6400, 1600, False, w, "sm_80")) == f"matvec_cols_split_{w}w"
        assert choose(facts(1, 6400, 1600, False, None)) == "matvec_cols_cluster"
        assert choose(facts(1, 50257, 768, True, w)) == f"matvec_rows_{w}w"  # the head (B = words^T)
        assert choose(facts(256, 2304, 768, False, w)) == f"matmul_2d_tf32_64_staged_{w}w"  # a prompt's products
        assert choose(facts(256, 2304, 768, False, w, "sm_75")) is None  # (no tensor cores: loops)
        assert choose(facts(1, 2302, 768, False, w)) == f"matvec_cols_{w}w"  # N % 4 != 0: v5
        assert choose(facts(1, 2304, 768, False, None)) == "matvec_cols_vec4"
        half = kernels.kernel(f"matvec_cols_vec4_{w}w")
        assert half.can_run(facts(1, 2304, 768, False, w)) and not half.can_run(facts(1, 2304, 768, False, None))
        assert not kernels.kernel("matvec_cols_vec4").can_run(facts(1, 2304, 768, False, w))
        assert [t.stem for t in half.templates] == [f"matvec_cols_vec4_{w}w", f"matvec_cols_vec4_{w}w_prologue"]
        assert f"arith.extf %pb0_w : vector<4x{w}> to" in kernels.template_source(f"matvec_cols_vec4_{w}w")  # widened as loaded


def test_each_product_list_ends_in_a_rule_that_always_holds():
    for rules in (matvec.RULES, matmul.RULES):
        name, last = rules[-1]
        assert all(last(MatmulFacts(*f), T) for f in list(matmul_grid())[::997]), name


def test_taking_a_rule_out_gives_its_products_to_the_next_rule_that_holds(monkeypatch):
    """Switching a kernel off is deleting its line: v20's products go to v11, v17's to v9/v11/v12/v16."""
    f = MatmulFacts(2, 64, 2304, 1, False, "f32", "sm_90", 768, (2304, 1, 0))
    assert choose(f) == "matmul_2d_tf32_64_cluster"
    monkeypatch.setattr(matmul, "RULES", [r for r in matmul.RULES if r[0] != "matmul_2d_tf32_64_cluster"])
    assert choose(f) == "matmul_2d_tf32_64_split"
    head = MatmulFacts(2, 1024, 768, 1, False, "f32", "sm_90a", 768, (768, 1, 0))
    assert choose(head) == "matmul_2d_wgmma2_stream"
    monkeypatch.setattr(matmul, "RULES", [r for r in matmul.RULES if r[0] != "matmul_2d_wgmma2_stream"])
    assert choose(head) == "matmul_2d_tf32_64_v9"


@pytest.mark.parametrize("rows, depth, cols, chunks", [
    (16, 768, 2304, 12), (16, 3072, 768, 16), (5, 768, 768, 12), (64, 768, 3072, 10), (256, 3072, 768, 11),
    (256, 768, 2304, 3)])
def test_split_k_chunks(rows, depth, cols, chunks):
    """v11's chunks as its kernel computes them: about `split_k_blocks` blocks over the tiles, at most
    `split_k_max_chunks`, chunks of at least `split_k_min_chunk`, one wave at most."""
    assert MatmulFacts(2, rows, cols, 1, False, "f32", "sm_90", depth, (cols, 1, 0)).k_chunks() == chunks


def test_split_k_chunks_cover_k_once():
    for cols in (128, 768, 2304):
        for depth in range(1, 5001, 7):
            f = MatmulFacts(2, 16, cols, 1, False, "f32", "sm_90", depth, (cols, 1, 0))
            s = f.k_chunks()
            want = min(-(-T.split_k_blocks_one_row // f.tiles(64, 128)), T.split_k_max_chunks)
            assert 1 <= s <= max(1, min(want, -(-depth // T.split_k_min_chunk))), (depth, s)
            chunk = max(16, -(-(-(-depth // s)) // 16) * 16)
            assert (s - 1) * chunk < depth <= s * chunk, (depth, s, chunk)


def test_a_tuning_field_moves_its_threshold(monkeypatch):
    """The rules read the chip's Tuning when they run: a B just under `split_k_gemv_min_elements` keeps v7,
    and the same B takes v8 once the threshold is lower."""
    f = MatmulFacts(2, 1, 2440, 1, False, "f32", "sm_80", 1024, (2440, 1, 0))
    assert choose(f) == "matvec_cols_vec4"
    lower = dataclasses.replace(T, split_k_gemv_min_elements=1024 * 2440)
    monkeypatch.setitem(kernels.TUNINGS, "H200", lower)
    assert choose(f) == "matvec_cols_split"


def _code(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))


@pytest.mark.parametrize("stem", sorted(RECORDED["templates"]))
def test_every_template_is_the_code_checked_in_at_8c0b4ea(stem):
    """Each template a kernel ships, hand-written or generated now, has the code (its lines other than //
    comments) of the file checked in before: the PTX built from it is the same."""
    assert hashlib.sha256(_code(kernels.template_source(stem)).encode()).hexdigest() == RECORDED["templates"][stem]


def test_generated_templates_are_made_by_their_generator_call_not_read_from_disk():
    made = [t for k in kernels.KERNELS for t in k.templates if t.make is not None]
    # and the half-precision B forms, f16 and bf16: v7's and v2's (2 templates each), v5's, v8's, v15's, the head's
    # two argmax forms (v2's and v5's from their hand-written files, gen/half_b.py) and v21's (half forms only)
    assert len(made) == 18 + 2 * 10
    for t in made:
        assert not (ROOT / "pipeline" / "templates" / f"{t.stem}.mlir").exists(), t.stem
        assert kernels.template_source(t.stem) == t.make(T)
    hand = {p.stem for p in (ROOT / "pipeline" / "templates").glob("*.mlir")}
    assert hand == {t.stem for k in kernels.KERNELS for t in k.templates if t.make is None}


def test_generators_are_functions_of_their_parameters():
    """No generator reads sys.argv or imports from templates/; a parameter changes the text it writes."""
    for path in (ROOT / "pipeline" / "kernels" / "gen").glob("*.py"):
        text = path.read_text()
        assert "sys.argv" not in text and "templates" not in re.findall(r"^(?:from|import) .*", text, re.M).__str__()
    three = matmul_tf32(2, 64, "v9", stages=3)
    four = matmul_tf32(2, 64, "v9", stages=4)
    assert three != four and "gpu.dynamic_shared_memory" in four
    with pytest.raises(ValueError, match="v11: rank 2"):
        matmul_tf32(3, 128, "v11")


def test_the_flush_form_sums_tiles_on_the_tensor_cores_then_adds_once_in_f32():
    """matmul_tf32's flush (a form measured and not kept): the K loop takes `flush` 16-deep tiles a trip, an
    inner loop carries the tensor cores' sums from zero across them, each sum added to the f32 sum once."""
    text = matmul_tf32(2, 64, "v9", 4)
    accs = 2 * 4 * 4
    assert "%kflush = arith.constant 64 : index" in text
    inner = re.search(r"%tc:(\d+) = scf\.for %k0 = %kg to %kg_end step %i16 iter_args\(([^)]*)\)", text)
    assert inner and int(inner.group(1)) == accs + 1
    assert text.count("arith.addf %run") == accs
    with pytest.raises(ValueError, match="flush must be 1"):
        matmul_tf32(2, 64, "v6", 4)


def test_the_flat_form_sums_all_chunks_in_one_last_block():
    flat = matmul_tf32(2, 64, "v11", flat=True)
    tree = kernels.template_source("matmul_2d_tf32_64_split")
    assert flat.count("memref.atomic_rmw addi") == 1 and "%gcnt" not in flat
    assert tree.count("memref.atomic_rmw addi") == 2 and "%gcnt[%by, %bx, %grp]" in tree
    with pytest.raises(ValueError, match="flat is v11's"):
        matmul_tf32(2, 64, "v9", flat=True)


@pytest.mark.parametrize("k", [k for k in kernels.MATMUL_KERNELS], ids=lambda k: k.name)
def test_epilogue_flag_matches_the_template(k):
    """A kernel flagged `epilogue` stores C only through @{func}_store, with the epilogue's operands in its
    signature and at every call; one without the flag has no such hook."""
    text = kernels.template_source(k.stem)
    calls = text.count("func.call @{func}_store(")
    if not k.epilogue:
        assert calls == 0 and "{epi_params}" not in text
        return
    assert calls >= 1 and calls == text.count("%C{epi_args})") == text.count("{epi_types}) -> ()")
    stores = [line for line in text.splitlines() if line.strip().startswith("memref.store") and "%C[" in line]
    assert len(stores) == 1, stores


@pytest.mark.parametrize("k", [k for k in kernels.MATMUL_KERNELS], ids=lambda k: k.name)
def test_prologue_flag_matches_the_template(k):
    if not k.prologue:
        assert all("{pro_params}" not in kernels.template_source(t.stem) for t in k.templates)
        return
    assert k.templates[1].stem == f"{k.name}_prologue"
    text = kernels.template_source(k.templates[1].stem)
    assert "func.func private @{func}_prologue(" in text and text.count("{pro_params}") >= 3
    assert "%As : memref<{pro_k}x{elt}, #gpu.address_space<workgroup>>" in text


def test_which_kernels_take_an_epilogue_or_a_prologue():
    assert set(kernels.epilogue_callees()) == {
        f"gpu_{n}_f32_overwrite" for n in ("matmul_2d", "matmul_2d_reg", "matmul_2d_reg128", "matvec_cols",
                                           "matvec_cols_vec4", "matvec_cols_split", "matvec_cols_cluster",
                                           "matmul_2d_tf32_64_v9", "matmul_2d_tf32_64_split", "matmul_2d_tf32_64_cluster",
                                           "matmul_2d_tf32_64_stream", "matmul_2d_wgmma2", "matmul_2d_wgmma2_stream",
                                           *(f"{v}_{w}w" for v in ("matvec_cols", "matvec_cols_vec4", "matvec_cols_split",
                                                                   "matvec_cols_cluster", "matmul_2d_tf32_64_staged")
                                             for w in ("f16", "bf16")))}
    assert kernels.prologue_callees() == ("gpu_matvec_rows_f32_overwrite", "gpu_matvec_rows_f16w_f32_overwrite",
                                          "gpu_matvec_rows_bf16w_f32_overwrite", "gpu_matvec_cols_vec4_f32_overwrite",
                                          "gpu_matvec_cols_vec4_f16w_f32_overwrite",
                                          "gpu_matvec_cols_vec4_bf16w_f32_overwrite")
    assert kernels.prologue_template("gpu_matvec_rows_f16w_f32_overwrite") == "matvec_rows_f16w_prologue"
    assert kernels.prologue_template("gpu_matvec_cols_vec4_f32_overwrite") == "matvec_cols_vec4_prologue"
    assert kernels.prologue_template("gpu_matvec_cols_vec4_bf16w_f32_overwrite") == "matvec_cols_vec4_bf16w_prologue"


def test_unknown_or_inapplicable_variant_is_one_line():
    with pytest.raises(VariantError) as e:
        check_variant("matmul_3d")
    assert str(e.value).startswith("unknown kernel variant 'matmul_3d'; valid variants: matvec_rows, ")
    decode = MatmulFacts(2, 1, 768, 1, False, "f32", "sm_75")
    check_variant("matmul_2d_reg128", decode)  # slow there, but it computes it
    with pytest.raises(VariantError) as e:
        check_variant("matmul_2d_tf32_64_v9", decode)
    assert "cannot compute a f32 product of 1 x 768 on sm_75" in str(e.value) and "\n" not in str(e.value)
    qkv = MatmulFacts(2, 1024, 2304, 1, False, "f32", "sm_90", 768, (2304, 1, 0))
    with pytest.raises(VariantError, match=r"on sm_90 \(it needs --chip sm_90a\); "):
        check_variant("matmul_2d_wgmma2", qkv)


def test_no_chip_named_in_the_kernel_library_outside_its_tuning():
    """Code states rules; the card a number was measured on is named once, in TUNINGS."""
    for path in (ROOT / "pipeline" / "kernels").rglob("*.py"):
        hits = [line for line in path.read_text().splitlines() if "H200" in line]
        if path.name == "tuning.py":
            assert hits == ['TUNINGS = {"H200": Tuning()}', '    return TUNINGS["H200"]'], hits
        else:
            assert not hits, (path.name, hits[:2])


def test_what_and_bought_are_one_line_each():
    for k in kernels.KERNELS:
        assert len(k.what) <= 260 and len(k.bought) <= 160, k.name


def test_docs_kernel_table_is_the_registry():
    assert (ROOT / "docs" / "kernels.md").read_text() == kernels.table(), \
        "regenerate it: python -m pipeline.kernels > docs/kernels.md"


def test_bench_variant_picks_the_matmuls_it_can_compute():
    from gpt2 import bench
    from gpt2.weights import locate
    config = locate("gpt2").config
    assert [s.name for s in bench.variant_shapes(config, 64, "gpu", "sm_90", "matmul_batched")] == ["scores", "values"]
    assert [s.name for s in bench.variant_shapes(config, 64, "gpu", "sm_90", "matvec_rows")] == \
        ["qkv", "attn_out", "mlp_in", "mlp_out", "head"]


@pytest.mark.parametrize("name, stems", [
    ("matvec_rows_f32_prologue_argmax", ["matvec_rows_argmax"]),            # v2's head, named after its product
    ("matvec_rows_argmax_vec4_f32_prologue_argmax", ["matvec_rows_argmax_vec4"]),
    ("matmul_2d_f32", ["matmul_2d"]), ("matmul_2d_tf32_64_split_f32_0", ["matmul_2d_tf32_64_split"]),
    ("attention_warps_f32_18", ["attention_warps", "attention_prefetch_kv"]),
    ("matvec_cols_vec4_f32_epilogue_3", ["matvec_cols_vec4"]),
    ("matvec_cols_vec4_f32_prologue_epilogue_7", ["matvec_cols_vec4", "matvec_cols_vec4_prologue"]),
    ("main_kernel_3", []), ("matmul_2d_tf32_f32", [])])                      # a loop; a deleted variant
def test_each_kernel_name_leads_to_the_templates_it_was_made_from(name, stems):
    assert kernels.templates_of(name) == stems


def test_a_stems_variants_are_cached_apart(monkeypatch):
    """template_source caches texts by template: two variants of one stem with one description (tests make
    them) are two templates, so neither is served the other's text."""
    from conftest import with_template
    from pipeline import kernels
    texts = []
    for version in ("first", "second"):
        with pytest.MonkeyPatch.context() as m:
            with_template(m, "matmul_2d_tf32_64_v9", lambda t, v=version: f"// {v}\n")
            texts.append(kernels.template_source("matmul_2d_tf32_64_v9"))
    assert texts == ["// first\n", "// second\n"]
