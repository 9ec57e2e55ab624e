"""The examples in the shared pieces' docstrings are true, and the pieces stay pure engine code."""
from __future__ import annotations

import ast
import doctest
import importlib
from pathlib import Path

import pytest

MODULES = ["hexes", "regions", "decks", "dice", "steps", "plain_copy"]
COMMON = Path(__file__).resolve().parents[2] / "engine" / "common"
FORBIDDEN = ("pygame", "app")


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run_as_written(name: str) -> None:
    module = importlib.import_module(f"engine.common.{name}")
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("path", sorted(COMMON.glob("*.py")), ids=lambda p: p.name)
def test_shared_engine_pieces_never_import_pygame_or_the_app(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
    imported += [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert not [m for m in imported if m.split(".")[0] in FORBIDDEN]
