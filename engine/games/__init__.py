"""The registry of games, read from the manifests installed under engine/games/*/manifest.toml.

A game is installed by its folder holding a manifest; its code is imported only when first used,
so one broken game never hides the others (a manifest that does not validate is listed by
`problems()` and its game is not offered, but asking for it by its id gives the manifest's problem,
never "unknown game"). Tests add their toy games with `register`.
"""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any, Callable

from engine.common.content import read_toml
from engine.kernel import ContentError, Game
from engine.kernel.strings import CATALOGUE, Source
from engine.manifest import MANIFEST_FILE, Manifest, read_manifest

GAMES_DIR = Path(__file__).resolve().parent
_extra: dict[str, Game[Any]] = {}
_extra_manifests: dict[str, Manifest] = {}
_cache: dict[str, Game[Any]] = {}
_installed: dict[str, Manifest] | None = None
_problems: list[ContentError] = []
_broken: dict[str, ContentError] = {}


def manifest_files(folder: Path = GAMES_DIR) -> list[Path]:
    """Every game package's manifest under `folder`, in folder order."""
    return sorted(folder.glob(f"*/{MANIFEST_FILE}"))


def read_installed(folder: Path = GAMES_DIR) -> tuple[dict[str, Manifest], list[ContentError]]:
    """Read every manifest under `folder`: the valid ones by id, and the error of each invalid one."""
    found: dict[str, Manifest] = {}
    problems: list[ContentError] = []
    for path in manifest_files(folder):
        try:
            spec = read_manifest(path)
        except ContentError as exc:
            problems.append(exc)
            continue
        if spec.id in found:
            problems.append(ContentError(spec.file, "id", f"expected an id no other game has; {found[spec.id].file} "
                                                          f"already declares {spec.id!r}"))
            continue
        found[spec.id] = spec
    return found, problems


def claimed_id(path: Path) -> str:
    """The id a manifest that does not validate means to declare (its `id` when that much reads),
    else its folder's name as an id: what a save, a scenario or a command line names the game by."""
    try:
        value = read_toml(path.parent, path.name).root.value.get("id")
    except ContentError:
        value = None
    return value if isinstance(value, str) and value else path.parent.name.replace("_", "-")


def _manifests() -> dict[str, Manifest]:
    global _installed
    if _installed is None:
        _installed, problems = read_installed(GAMES_DIR)
        _problems[:] = problems
        _broken.clear()
        for problem in problems:
            path = Path(problem.path)
            _broken.setdefault(claimed_id(path if path.is_absolute() else GAMES_DIR / path), problem)
    return _installed


def broken(game_id: str) -> ContentError | None:
    """Why an installed game with this id cannot be offered (its manifest's problem), or None."""
    return None if game_id in _manifests() else _broken.get(game_id)


def _known(game_id: str) -> None:
    """KeyError for an id no game has; the manifest's ContentError for a game whose manifest is broken."""
    problem = broken(game_id)
    if problem is not None:
        raise problem


def problems() -> list[ContentError]:
    """The installed manifests that do not validate (their games are not offered)."""
    _manifests()
    return list(_problems)


def register(game: Game[Any], manifest: Manifest | None = None) -> None:
    """Add a game object (tests register their tiny games this way); its manifest is implied unless given."""
    _extra[game.id] = game
    if manifest is not None:
        _extra_manifests[game.id] = manifest
        for path in manifest.string_files():
            CATALOGUE.add(Source(game.id, path))


def string_sources() -> list[Source]:
    """Every installed game's string files, as its manifest lists them, under the game's id (for the catalogue);
    a game whose string package is missing is listed by `problems()` and keeps the others' texts working."""
    out: list[Source] = []
    for spec in _manifests().values():
        try:
            out.extend(Source(spec.id, path) for path in spec.string_files())
        except ContentError as exc:
            _problems.append(exc)
    return out


CATALOGUE.provide(string_sources)


def installed() -> list[str]:
    """The ids of the games whose manifests are installed (registered test games excluded)."""
    return sorted(_manifests())


def available() -> list[str]:
    """Every game that can be played: installed and registered."""
    return sorted(set(_manifests()) | set(_extra))


def shown() -> list[str]:
    """The games the app offers: installed games whose manifests name a table, and registered ones (tests' small
    games play on the generic table). An installed game without a table plays in the engine only (simulations, bots,
    the game conformance suite) until its table exists: the app never offers a game it cannot show."""
    return sorted({g for g, spec in _manifests().items() if spec.table} | set(_extra))


def manifest(game_id: str) -> Manifest:
    """The game's manifest; KeyError when no installed or registered game has this id, its ContentError
    when the game's manifest does not validate."""
    if game_id in _extra:
        return _extra_manifests.get(game_id) or Manifest.of_game(_extra[game_id])
    _known(game_id)
    return _manifests()[game_id]


def load_object(ref: str) -> Any:
    """The object a manifest names as "module:attribute" (imported now, on first use)."""
    module_name, _, attr = ref.partition(":")
    target: Any = importlib.import_module(module_name)
    for part in attr.split("."):
        target = getattr(target, part)
    return target


def get(game_id: str) -> Game[Any]:
    """The game with this id, bound to what its manifest declares (id, title, seats, options); KeyError when
    unknown, ContentError when its manifest does not validate."""
    if game_id in _extra:
        return _extra[game_id]
    if game_id not in _cache:
        _known(game_id)
        spec = _manifests()[game_id]
        game = load_object(spec.game)()
        game.declare(spec.declared())
        _cache[game_id] = game
    return _cache[game_id]


def tutorials(game_id: str) -> list[Path]:
    """The game's tutorial scripts, in the order its manifest lists them (none for an unknown game)."""
    try:
        return manifest(game_id).tutorial_files()
    except KeyError:
        return []


def milestone_hook(game_id: str) -> Callable[..., str | None] | None:
    """The function that labels the game's replay bookmarks, as its manifest names it (None: the default)."""
    try:
        ref = manifest(game_id).milestones
    except KeyError:
        return None
    return load_object(ref) if ref else None
