"""Pass pipelines, the stage runner and the per-target compile paths."""
