"""The 3xTF32 split every tensor-core template uses (gen_matmul_2d_tf32.py: v6/v9/v11, gen_attention_mma.py:
attention v9): MLIR text, the names %<name>_b and %<name>_s its own."""


def split(name: str, val: str, ind: str) -> list[str]:
    """big/small TF32 halves of an f32 SSA value, as the i32 bit patterns mma.sync takes: both
    rounded to the nearest TF32 (add half a TF32 ulp to the bits, clear the 13 low ones), so
    |small| <= 2^-11 |x| and what the tensor core drops of small is at most 2^-23 |x|. Needs the
    template's %half_ulp (4096) and %hi_mask (-8192) i32 constants."""
    return [f"{ind}%{name}_i = arith.bitcast {val} : f32 to i32",
            f"{ind}%{name}_r = arith.addi %{name}_i, %half_ulp : i32",
            f"{ind}%{name}_b = arith.andi %{name}_r, %hi_mask : i32",
            f"{ind}%{name}_bf = arith.bitcast %{name}_b : i32 to f32",
            f"{ind}%{name}_sf = arith.subf {val}, %{name}_bf : f32",
            f"{ind}%{name}_si = arith.bitcast %{name}_sf : f32 to i32",
            f"{ind}%{name}_sr = arith.addi %{name}_si, %half_ulp : i32",
            f"{ind}%{name}_s = arith.andi %{name}_sr, %hi_mask : i32"]
