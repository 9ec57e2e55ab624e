"""`stolik bench --json` prints one JSON object carrying the kernel's figures."""
import json

from app.cli import main as stolik


def test_bench_json_has_the_kernel_figures(capsys):
    assert stolik(["bench", "--json", "--only", "kernel"]) == 0
    figures = json.loads(capsys.readouterr().out)
    for key in ("undo_ms_depth_10", "undo_ms_depth_10000", "naive_undo_ms_depth_10000", "load_verify_10000_s"):
        assert isinstance(figures[key], float) and figures[key] > 0
