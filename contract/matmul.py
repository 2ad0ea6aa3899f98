"""The indexing maps of the matmuls the frontend emits (frontend/ops.py) and the pipeline turns into
kernel calls (pipeline/rewrite.py): any other maps leave a matmul as a generic loop nest."""

# (A, B, C maps of a plain matmul; A's map when A is read transposed; B's likewise), by result rank.
MATMUL_MAPS = {
    2: (["(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)", "(d0, d1, d2) -> (d0, d1)"],
        "(d0, d1, d2) -> (d2, d0)", "(d0, d1, d2) -> (d1, d2)"),
    3: (["(d0, d1, d2, d3) -> (d0, d1, d3)", "(d0, d1, d2, d3) -> (d0, d3, d2)", "(d0, d1, d2, d3) -> (d0, d1, d2)"],
        "(d0, d1, d2, d3) -> (d0, d3, d1)", "(d0, d1, d2, d3) -> (d0, d2, d3)"),
}
