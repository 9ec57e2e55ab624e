"""The render toolkit is shared by every game and holds nothing of one: no game's package is imported
from app/render/, and no installed game's id, package or name (nor a word of Roll Player's rules that
once lived here) is written in it. A game gives its colours, card kinds and marks to the toolkit."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from engine import games

TOOLKIT = Path(__file__).resolve().parents[2] / "app" / "render"
GAME_PACKAGES = ("app.games", "engine.games")
# Words of one game's rules that the toolkit once carried (Roll Player's alignment arrow, Charisma, backstory).
ONCE_HERE = ("charisma", "alignment", "backstory", "fiends", "familiar")


def sources() -> dict[Path, str]:
    return {path: path.read_text(encoding="utf-8") for path in sorted(TOOLKIT.rglob("*.py"))}


def game_words() -> set[str]:
    """Every installed game's id, package folder and name in both languages."""
    manifests, _ = games.read_installed()
    words: set[str] = set()
    for spec in manifests.values():
        words |= {spec.id, spec.id.replace("-", "_"), Path(spec.file).parent.name, spec.name.en, spec.name.pl}
    return {w.lower() for w in words if w}


def imported(source: str) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def test_the_toolkit_imports_no_game() -> None:
    found = [f"{path.relative_to(TOOLKIT)} imports {name}" for path, source in sources().items()
             for name in imported(source) if name.startswith(GAME_PACKAGES)]
    assert not found, found


def test_the_toolkit_names_no_installed_game() -> None:
    words = game_words()
    assert {"roll-player", "runebound"} <= words, "the scan knows the installed games"
    found = [f"{path.relative_to(TOOLKIT)}: {word!r}" for path, source in sources().items() for word in words
             if re.search(rf"\b{re.escape(word)}\b", source, re.IGNORECASE)]
    assert not found, found


def test_the_toolkit_carries_no_word_of_one_games_rules() -> None:
    found = [f"{path.relative_to(TOOLKIT)}: {word!r}" for path, source in sources().items() for word in ONCE_HERE
             if re.search(rf"\b{word}", source, re.IGNORECASE)]
    assert not found, found


def test_the_scan_would_see_a_game_creeping_back(tmp_path: Path) -> None:
    """The checks above fail on the very lines this issue moved out (a check that cannot fail guards nothing)."""
    old = 'from app.games.roll_player.pieces import DICE_COLOURS\n"""Roll Player\'s Charisma token."""\n'
    assert any(name.startswith(GAME_PACKAGES) for name in imported(old))
    assert any(re.search(rf"\b{re.escape(w)}\b", old, re.IGNORECASE) for w in game_words())
    assert any(re.search(rf"\b{w}", old, re.IGNORECASE) for w in ONCE_HERE)
