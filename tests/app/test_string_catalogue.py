"""One string catalogue: every package's files load, English and Polish are complete with the same
parameters, and every key the code names (app and engine) exists."""
from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Iterator

import pytest

from app import i18n
from engine import games
from engine.kernel import ConfigError, GameConfig, Session
from engine.kernel.strings import KERNEL, ROOT

REPO = Path(__file__).resolve().parents[2]
# Where the app names texts by a short key, the function it calls and the namespace it adds.
SHORT_FORMS = (
    ("app/games/roll_player", {"t", "has"}, "roll-player."),
    ("app/replay", {"t", "tr"}, "replay."),
    ("app/tutorial", {"ui"}, "tutorial."),
)
SHORT_QUALIFIERS = {None, "text", "self"}  # t(...), text.t(...), self.tr(...)
FULL_FORMS = {"t", "text", "has"}  # i18n.t("menu.new_game"), i18n.text(key, lang), i18n.has(key)
NAMESPACED = re.compile(r"(?P<ns>[a-z][a-z0-9-]*)\.[A-Za-z_][\w.]*")
# Key families named only with a computed tail whose texts no installed game needs yet.
NOT_YET_USED = {"outcome."}  # a co-operative game's outcome reasons (scoring.py); every installed game competes


def python_files(folder: str) -> Iterator[Path]:
    yield from sorted((REPO / folder).rglob("*.py"))


def literals(tree: ast.AST) -> Iterator[ast.Constant | ast.JoinedStr]:
    """Every string literal and f-string, the literal pieces inside an f-string not counted on their own."""
    inner = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
    for node in ast.walk(tree):
        if isinstance(node, (ast.Constant, ast.JoinedStr)) and id(node) not in inner:
            yield node


def called(node: ast.Call) -> tuple[str | None, str | None]:
    """(qualifier, name) of a call: `t(...)` → (None, "t"), `i18n.t(...)` → ("i18n", "t")."""
    func = node.func
    if isinstance(func, ast.Name):
        return None, func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return func.value.id, func.attr
    return None, None


def key_of(arg: ast.expr) -> tuple[str, bool] | None:
    """A literal key ("a.b", exact), or a prefix: one ending in a dot ("kernel.milestone.") or an f-string's
    literal head ("act." of f"act.{kind}"); None otherwise."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value, not arg.value.endswith(".")
    if isinstance(arg, ast.JoinedStr) and arg.values and isinstance(arg.values[0], ast.Constant):
        return str(arg.values[0].value), False
    return None


def app_keys() -> list[tuple[str, bool, str]]:
    """Every key the app names literally: (full key or prefix, exact?, where)."""
    out: list[tuple[str, bool, str]] = []
    for path in python_files("app"):
        relative = path.relative_to(REPO).as_posix()
        short = next(((names, prefix) for folder, names, prefix in SHORT_FORMS if relative.startswith(folder)), None)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            qualifier, name = called(node)
            found = key_of(node.args[0])
            if found is None:
                continue
            where = f"{relative}:{node.lineno}"
            if qualifier == "i18n" and name in FULL_FORMS:
                out.append((found[0], found[1], where))
            elif short is not None and qualifier in SHORT_QUALIFIERS and name in short[0]:
                out.append((short[1] + found[0], found[1], where))
    return out


def namespaced_keys(folder: str, namespaces: set[str]) -> list[tuple[str, bool, str]]:
    """Every string in a folder's code shaped like a key of a known namespace (exact or f-string head)."""
    out: list[tuple[str, bool, str]] = []
    for path in python_files(folder):
        relative = path.relative_to(REPO).as_posix()
        for node in literals(ast.parse(path.read_text(encoding="utf-8"))):
            found = key_of(node)
            if found is None:
                continue
            match = NAMESPACED.fullmatch(found[0].rstrip("."))
            if match and match.group("ns") in namespaces:
                out.append((found[0], found[1], f"{relative}:{getattr(node, 'lineno', '?')}"))
    return out


def unknown(keys: list[tuple[str, bool, str]]) -> list[str]:
    known = i18n.strings("en")
    return [f"{where}: {key}" for key, exact, where in keys
            if not (key in known if exact else key in NOT_YET_USED or any(k.startswith(key) for k in known))]


def test_every_package_has_its_string_files_in_the_one_catalogue() -> None:
    sources = i18n.CATALOGUE.sources()
    namespaces = {s.namespace for s in sources}
    assert {ROOT, KERNEL, "replay", "tutorial", *games.installed()} <= namespaces
    for game_id in games.installed():
        files = {s.path for s in sources if s.namespace == game_id}
        assert set(games.manifest(game_id).string_files()) == files, game_id
    assert all(s.path.is_file() for s in sources)


def test_english_and_polish_hold_every_key_with_the_same_parameters() -> None:
    assert i18n.CATALOGUE.problems() == []
    assert set(i18n.strings("en")) == set(i18n.strings("pl"))


def test_every_key_the_app_names_exists() -> None:
    keys = app_keys()
    assert len(keys) > 100, "the scan found too few keys: has the way the app names its texts changed?"
    assert unknown(keys + namespaced_keys("app", i18n.CATALOGUE.namespaces())) == []


def test_every_key_the_engine_names_exists() -> None:
    keys = namespaced_keys("engine", i18n.CATALOGUE.namespaces())
    assert {k for k, _, _ in keys} >= {"kernel.undo.nothing", "roll-player.config.friendly_solo"}
    assert unknown(keys) == []


def test_the_app_shows_an_engine_refusal_in_its_language() -> None:
    game = games.get("roll-player")
    verdict = Session(game, GameConfig.quick(game.id, 2)).can_undo()
    with pytest.raises(ConfigError) as caught:
        game.validate_config(GameConfig.quick(game.id, 1, friendly_market=True))
    i18n.set_lang("pl")
    assert i18n.say(verdict) == "nie ma czego cofnąć"
    assert i18n.say(caught.value) == "roll-player: wariantu Przyjazny Rynek nie gra się solo (PD-G31)"
    assert str(caught.value) == "roll-player: the Friendly Market variant is not played solo (PD-G31)"
