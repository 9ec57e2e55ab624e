"""Games are kept apart (house rule): Discover's table imports no other game, app-side or engine-side."""
from __future__ import annotations

import ast
from pathlib import Path

import app.games.discover

HERE = Path(app.games.discover.__file__).parent
OTHER_GAMES = ("app.games.", "engine.games.")


def _imports(path: Path) -> list[str]:
    out: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append(node.module)
    return out


def test_discovers_table_imports_no_other_game() -> None:
    files = sorted(HERE.glob("*.py"))
    assert len(files) > 3
    strays = [f"{f.name}: {name}" for f in files for name in _imports(f)
              if name.startswith(OTHER_GAMES) and not name.startswith(("app.games.discover", "engine.games.discover"))]
    assert strays == []
