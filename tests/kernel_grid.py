import itertools
SIZES = [None] + sorted({1, 2, 4, 5, 16, 17, 63, 64, 65, 127, 128, 129, 255, 256, 257, 383, 384, 385, 511, 512, 513,
                         767, 768, 769, 1023, 1024, 1025, 1151, 1152, 1153, 1535, 1536, 1537, 2047, 2048, 2049, 3072, 50257})
CHIPS = ("sm_75", "sm_80", "sm_90", "sm_90a", "sm_120")

def matmul_grid():
    """(rank, rows, cols, batch, b_transposed, dtype, chip, depth, b_layout) tuples."""
    for rank, rows, cols, bt, elt, chip in itertools.product((2, 3), SIZES, SIZES, (False, True), ("f32", "f16"), CHIPS):
        for batch in ((1, 3, 12, None) if rank == 3 else (1,)):
            yield (rank, rows, cols, batch, bt, elt, chip, None, None)
    rows2 = [None, 1, 4, 5, 16, 17, 63, 64, 65, 128, 256, 257, 512, 1024, 2048]
    cols2 = [None, 64, 768, 1600, 2304, 2444, 3072, 4800, 6400, 50257]
    depth2 = [None, 16, 48, 64, 768, 1024, 1600, 3072, 6400]
    for rank, rows, cols, depth, chip in itertools.product((2, 3), rows2, cols2, depth2, CHIPS):
        n = cols
        layouts = [(True, None), (False, None), (False, (n, 1, 0)), (False, (None, 1, None)), (False, (n, 1, 2)),
                   (False, (n, 2, 0))]
        for bt, layout in layouts:
            yield (rank, rows, cols, 12 if rank == 3 else 1, bt, "f32", chip, depth, layout)

def attention_grid():
    for heads, rows, keys, dh, chip in itertools.product(
            (1, 12, 25), (1, 2, 4, 5, 16, 31, 32, 33, 63, 64, 65, 128, 255, 256, 257, 511, 512, 513, 1023, 1024, 1025),
            (1, 16, 64, 65, 256, 1024, 2048), (16, 64, 65, 128, 1024, 1025), CHIPS):
        yield (heads, rows, keys, dh, chip)
