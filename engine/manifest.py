"""A game's manifest: the one place a game package declares itself (engine/games/<game>/manifest.toml).

The registry, the bots, the tutorials, replay bookmarks and the app read these facts here and
never find a game by the name of its package. Code is named as "module:attribute" strings, so
reading a manifest imports nothing, and the engine never imports the app's table.

Format (every key is required unless marked optional):
  id = "roll-player"                       the game's id in saves and on the command line
  name = { en = "...", pl = "..." }
  players = { min = 1, max = 4 }
  mode = "competitive" | "cooperative"
  hidden_information = true | false         does some view hide what another player knows
  game = "engine.games.x.game:Class"        the kernel Game
  milestones = "module:function"            optional: labels replay bookmarks (kernel default otherwise)
  scenario = "module:function"              optional: reads a scenario's [position] (engine/scenario.py);
                                            without it the game does not start from scenarios
  table = "app.games.x.table:Class"         optional: the app's table (a generic table otherwise)
  emblem = "app.games.x.emblem:draw"        optional: draws the game's picture in the game list,
                                            fn(surface, rect) (a generic emblem otherwise)
  strings = ["package:file.toml", ...]      optional: the game's string tables (en and pl), engine's and
                                            app's alike; their keys are "<id>.<key>" in the catalogue
  default_bot = "random"                    optional: the bot a new game seats first
  [tutorials] <id> = "path/beside/manifest.toml"          optional
  [[bots]] id, factory = "module:Class", label = {en, pl}   optional; "random" is everyone's already
  [[options]] id, kind = "bool" | "choice", default, label = {en, pl},
              help = {en, pl} (one line: what the option changes, shown under it on the New game screen),
              choices = [{ id, label, players = { min, max } (optional) }] (a choice only; ids are all
              names or all whole numbers, e.g. a scenario's number, and the default is one of them),
              players = { min, max } (optional: e.g. not solo); a choice's own players narrow the option's
              (e.g. a base game for up to 4, its expansion for 5): `Manifest.seats` tells the seats a set of
              values allows
"""
from __future__ import annotations

import importlib.util
import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, Iterable, Mapping

from engine.common.content import LANGS, Node, Text, read_toml, unique_ids
from engine.common.scenario import LEGACY_OPTION, PREPARED_OPTION
from engine.kernel.canonical import JsonAny, JsonObject
from engine.kernel.errors import ConfigError, ContentError
from engine.kernel.game import Declared
from engine.kernel.outcome import COMPETITIVE, COOPERATIVE

MANIFEST_FILE = "manifest.toml"
MAX_PLAYERS = 6  # the most seats any planned game takes (Runebound); the New game screen lays out this many
BOOL, CHOICE = "bool", "choice"
KINDS = (BOOL, CHOICE)
MODES = (COMPETITIVE, COOPERATIVE)
GENERIC_BOT = "random"
ENGINE_NEVER_IMPORTS = "app."
_GAME_ID = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
_IDENT = re.compile(r"[a-z][a-z0-9_]*")
_DOTTED = r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*"
_CODE_REF = re.compile(rf"{_DOTTED}:{_DOTTED}")
_RESOURCE_REF = re.compile(rf"{_DOTTED}:[\w\-]+(/[\w\-]+)*\.toml")
_KEYS = ("id", "name", "players", "mode", "hidden_information", "game", "milestones", "scenario", "table",
         "emblem", "strings", "default_bot", "tutorials", "bots", "options", "internal_options")


@dataclass(frozen=True, slots=True)
class Choice:
    """One value of a choice option, with the words the New game screen shows for it."""

    id: str | int
    label: Text
    min_players: int = 1
    max_players: int = MAX_PLAYERS

    def allows(self, players: int) -> bool:
        return self.min_players <= players <= self.max_players


@dataclass(frozen=True, slots=True)
class Option:
    """A variant or setting a new game may change: its GameConfig key, default and allowed player counts."""

    id: str
    kind: str
    default: bool | str | int
    label: Text
    help: Text
    min_players: int
    max_players: int
    choices: tuple[Choice, ...] = ()

    def values(self) -> tuple[bool | str | int, ...]:
        """Every value the option takes, in the order the New game screen cycles through them."""
        return (False, True) if self.kind == BOOL else tuple(c.id for c in self.choices)

    def allows(self, players: int, value: JsonAny = None) -> bool:
        """Whether the option may be set for `players` (to `value`: a choice's own limits too)."""
        if not self.min_players <= players <= self.max_players:
            return False
        choice = self.choice(value)
        return choice is None or choice.allows(players)

    def choice(self, value: JsonAny) -> Choice | None:
        return next((c for c in self.choices if c.id == value), None)

    def seats(self, value: JsonAny) -> tuple[int, int]:
        """The player counts the option's `value` is played with (its choice's limits, else the option's)."""
        choice = self.choice(value)
        if choice is None:
            return self.min_players, self.max_players
        return max(self.min_players, choice.min_players), min(self.max_players, choice.max_players)

    def choice_label(self, value: JsonAny) -> Text | None:
        return next((c.label for c in self.choices if c.id == value), None)

    def to_json(self) -> JsonObject:
        out: JsonObject = {"id": self.id, "kind": self.kind, "default": self.default, "label": _text(self.label),
                               "help": _text(self.help), "players": {"min": self.min_players, "max": self.max_players}}
        if self.kind == CHOICE:
            out["choices"] = [{"id": c.id, "label": _text(c.label),
                               "players": {"min": c.min_players, "max": c.max_players}} for c in self.choices]
        return out


@dataclass(frozen=True, slots=True)
class BotSpec:
    """A bot a game brings: the name a seat gives, where its code is, and the words shown for it."""

    id: str
    factory: str
    label: Text


@dataclass(frozen=True)
class Manifest:
    """Everything the program knows about a game before importing any of its code."""

    file: str
    id: str
    name: Text
    min_players: int
    max_players: int
    mode: str
    hidden_information: bool
    game: str
    milestones: str | None = None
    table: str | None = None
    strings: tuple[str, ...] = ()
    default_bot: str = GENERIC_BOT
    tutorials: tuple[tuple[str, Path], ...] = ()
    bots: tuple[BotSpec, ...] = ()
    options: tuple[Option, ...] = ()
    scenario: str | None = None
    emblem: str | None = None
    internal_options: tuple[str, ...] = ()  # config keys that are not choices on the New game screen

    @property
    def cooperative(self) -> bool:
        return self.mode == COOPERATIVE

    def option(self, option_id: str) -> Option | None:
        return next((o for o in self.options if o.id == option_id), None)

    def bot(self, bot_id: str) -> BotSpec | None:
        return next((b for b in self.bots if b.id == bot_id), None)

    def tutorial_files(self) -> list[Path]:
        return [path for _, path in self.tutorials]

    def string_files(self) -> list[Path]:
        """The game's string tables as files (found without importing their packages)."""
        out: list[Path] = []
        for ref in self.strings:
            path = resource_path(ref)
            if path is None:
                raise ContentError(self.file, "strings", f"expected a package that is installed, got {ref!r}")
            out.append(path)
        return out

    def option_problems(self, options: Mapping[str, JsonAny], players: int) -> list[tuple[Option, str]]:
        """Declared options set to a value they do not take, or set (not to their default) for a player
        count they are not played with, or left at a choice whose own players exclude the count; each
        with the reason's kind ("value" or "players")."""
        out: list[tuple[Option, str]] = []
        for option in self.options:
            value = options.get(option.id, option.default)
            if option.id in options and (value not in option.values() or type(value) is not type(option.default)):
                out.append((option, "value"))
            elif value != option.default and not option.allows(players):
                out.append((option, "players"))
            elif not _choice_allows(option, value, players):
                out.append((option, "players"))
        return out

    def check_options(self, options: Mapping[str, JsonAny], players: int) -> None:
        """Refuse a config's options the way the manifest declares them: an unknown key, a value the option
        does not take, or one not played with this many players (ConfigError, in both languages)."""
        declared = {o.id for o in self.options}
        platform = {PREPARED_OPTION} | ({LEGACY_OPTION} - declared)   # a prepared game, any game may start from one
        unknown = sorted(set(options) - declared - set(self.internal_options) - platform)
        if unknown:
            raise ConfigError("kernel.config.unknown_options", game=self.id, options=", ".join(unknown))
        for option, why in self.option_problems(options, players):
            value = options.get(option.id, option.default)
            if why == "value" and option.kind == BOOL:
                raise ConfigError("kernel.config.option_bool", game=self.id, option=option.id, value=repr(value))
            if why == "value":
                raise ConfigError("kernel.config.option_value", game=self.id, option=option.id, value=repr(value),
                                  values=", ".join(str(v).lower() if isinstance(v, bool) else str(v)
                                                   for v in option.values()))
            lo, hi = option.seats(value)
            raise ConfigError("kernel.config.option_players", game=self.id, option=option.id, value=repr(value),
                              players=players, lo=lo, hi=hi)

    def declared(self) -> Declared:
        """What the kernel holds a config of this game to, from this manifest (the one declaration)."""
        return Declared(self.id, _text(self.name), self.min_players, self.max_players, self.check_options,
                        self.cooperative)

    def seats(self, options: Mapping[str, JsonAny]) -> tuple[int, int]:
        """The player counts a game with these option values takes: the game's range narrowed by
        every chosen choice's own players (the New game screen offers this many seats)."""
        lo, hi = self.min_players, self.max_players
        for option in self.options:
            if option.kind == CHOICE:
                least, most = option.seats(options.get(option.id, option.default))
                lo, hi = max(lo, least), min(hi, most)
        return lo, hi

    def to_json(self) -> JsonObject:
        """The facts `stolik games --json` prints (bots: only the game's own; the registry adds the generic ones)."""
        return {
            "id": self.id, "name": _text(self.name),
            "players": {"min": self.min_players, "max": self.max_players},
            "mode": self.mode, "cooperative": self.cooperative, "hidden_information": self.hidden_information,
            "options": [o.to_json() for o in self.options],
            "bots": [{"id": b.id, "label": _text(b.label)} for b in self.bots],
            "default_bot": self.default_bot,
            "tutorials": [tid for tid, _ in self.tutorials],
            "game": self.game, "milestones": self.milestones, "scenario": self.scenario, "table": self.table,
            "emblem": self.emblem,
            "strings": list(self.strings),
            "manifest": self.file,
        }

    @staticmethod
    def of_game(game: Any, file: str = "(registered in code)") -> "Manifest":
        """The manifest a game registered in code implies (tests' toy games): its own id, title and seats."""
        title = getattr(game, "title", {}) or {}
        name = Text(title.get("en", game.id), title.get("pl", title.get("en", game.id)))
        cls = type(game)
        return Manifest(file, game.id, name, game.min_players, game.max_players, COMPETITIVE, False,
                        f"{cls.__module__}:{cls.__qualname__}")


def resource_path(ref: str) -> Path | None:
    """The file a "package:folder/file.toml" reference names, or None when the package is not installed.

    Only the top-level package is located, never imported: the engine reads the app's string
    tables as data and never runs app code.
    """
    package, _, name = ref.partition(":")
    top, *inner = package.split(".")
    try:
        spec = importlib.util.find_spec(top)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    base = Path(next(iter(spec.submodule_search_locations)))
    return base.joinpath(*inner, *name.split("/"))


def _text(text: Text) -> dict[str, str]:
    return {lang: text.get(lang) for lang in LANGS}


def read_manifest(path: Path | str, generic_bots: Iterable[str] = (GENERIC_BOT,)) -> Manifest:
    """Read and validate one manifest through the guarded door; a ContentError names file, key and expectation.

    `generic_bots` are the names every game already has: a game may not declare them again.
    """
    path = Path(path).resolve()
    folder = path.parent
    content = read_toml(folder.parent, f"{folder.name}/{path.name}") if folder.name else read_toml(folder, path.name)
    return parse_manifest(content.root, folder, tuple(generic_bots))


def parse_manifest(root: Node, folder: Path, generic_bots: tuple[str, ...] = (GENERIC_BOT,)) -> Manifest:
    """Validate a parsed manifest; tutorial paths are resolved in (and must stay inside) `folder`."""
    root.only(_KEYS)
    game_id = root.str("id", pattern=_GAME_ID)
    name = root.text("name")
    lo, hi = _players(root.table("players"), 1, MAX_PLAYERS)
    mode = root.str("mode", choices=MODES)
    hidden = root.bool("hidden_information")
    game = _code_ref(root.child("game"), engine_side=True)
    milestones = _code_ref(root.child("milestones"), engine_side=True) if root.has("milestones") else None
    scenario = _code_ref(root.child("scenario"), engine_side=True) if root.has("scenario") else None
    table = _code_ref(root.child("table"), engine_side=False) if root.has("table") else None
    emblem = _code_ref(root.child("emblem"), engine_side=False) if root.has("emblem") else None
    strings = tuple(n.as_str(pattern=_RESOURCE_REF) for n in root.array("strings")) if root.has("strings") else ()
    bot_nodes = root.tables("bots") if root.has("bots") else []
    bots = _bots(bot_nodes, generic_bots)
    default_bot = root.str("default_bot") if root.has("default_bot") else GENERIC_BOT
    known = (*generic_bots, *(b.id for b in bots))
    if default_bot not in known:
        root.fail(f"unknown bot {default_bot!r}; expected one of {', '.join(known)}", "default_bot")
    tutorials = _tutorials(root.table("tutorials"), folder) if root.has("tutorials") else ()
    option_nodes = root.tables("options") if root.has("options") else []
    unique_ids(option_nodes)
    options = tuple(_option(n, lo, hi) for n in option_nodes)
    internal = tuple(n.as_str(pattern=_IDENT) for n in root.array("internal_options")) \
        if root.has("internal_options") else ()
    clash = sorted(set(internal) & {o.id for o in options})
    if clash:
        root.fail(f"expected config keys that are not also options, got {', '.join(clash)}", "internal_options")
    return Manifest(root.file, game_id, name, lo, hi, mode, hidden, game, milestones, table, strings,
                    default_bot, tutorials, bots, options, scenario, emblem, internal)


def _players(node: Node, lo: int, hi: int, *, required: bool = True) -> tuple[int, int]:
    """`{ min, max }` within lo..hi, min never above max; an option may give one and keep the game's other."""
    node.only(("min", "max"))
    least = node.int("min", lo=lo, hi=hi) if required or node.has("min") else lo
    most = node.int("max", lo=lo, hi=hi) if required or node.has("max") else hi
    if most < least:
        node.fail(f"expected an integer >= min ({least}), got {most}", "max")
    return least, most


def _code_ref(node: Node, *, engine_side: bool) -> str:
    """A "module:attribute" string; engine code named here may not live in the app."""
    ref = node.as_str(pattern=_CODE_REF)
    if engine_side and ref.startswith(ENGINE_NEVER_IMPORTS):
        node.fail(f"expected engine code (the engine never imports the app), got {ref!r}")
    return ref


def _bots(nodes: list[Node], generic_bots: tuple[str, ...]) -> tuple[BotSpec, ...]:
    unique_ids(nodes)
    out: list[BotSpec] = []
    for node in nodes:
        node.only(("id", "factory", "label"))
        bot_id = node.str("id", pattern=_IDENT)
        if bot_id in generic_bots:
            node.fail(f"expected a bot of the game's own; {bot_id!r} is every game's already", "id")
        out.append(BotSpec(bot_id, _code_ref(node.child("factory"), engine_side=True), node.text("label")))
    return tuple(out)


def _tutorials(node: Node, folder: Path) -> tuple[tuple[str, Path], ...]:
    out: list[tuple[str, Path]] = []
    for tutorial_id, child in node.items():
        if not _IDENT.fullmatch(tutorial_id):
            node.fail(f"expected a tutorial id matching {_IDENT.pattern}", tutorial_id)
        relative = PurePosixPath(child.as_str())
        if relative.is_absolute() or ".." in relative.parts or relative.suffix != ".toml":
            child.fail(f"expected a .toml path inside the game's folder, got {str(relative)!r}")
        path = folder.joinpath(*relative.parts)
        if not path.is_file():
            child.fail(f"expected a tutorial script; {str(relative)!r} is not a file beside the manifest")
        out.append((tutorial_id, path))
    return tuple(out)


def _option(node: Node, lo: int, hi: int) -> Option:
    node.only(("id", "kind", "default", "label", "help", "choices", "players"))
    option_id = node.str("id", pattern=_IDENT)
    kind = node.str("kind", choices=KINDS)
    label = node.text("label")
    explanation = _one_line(node, "help")
    least, most = _players(node.table("players"), lo, hi, required=False) if node.has("players") else (lo, hi)
    if kind == BOOL:
        if node.has("choices"):
            node.fail("only a 'choice' option lists choices", "choices")
        return Option(option_id, kind, node.bool("default"), label, explanation, least, most)
    choice_nodes = node.tables("choices", min_length=2)
    numbered = isinstance(choice_nodes[0].child("id").value, int) if choice_nodes[0].has("id") else False
    if not numbered:
        unique_ids(choice_nodes)
    choices = tuple(_choice(n, least, most, numbered) for n in choice_nodes)
    ids = [c.id for c in choices]
    if numbered and len(set(ids)) != len(ids):
        node.fail(f"expected every choice id once, got {', '.join(map(str, ids))}", "choices")
    default: str | int = node.int("default") if numbered else node.str("default", choices=[str(i) for i in ids])
    if default not in ids:
        node.fail(f"expected one of {', '.join(map(str, ids))}, got {default!r}", "default")
    return Option(option_id, kind, default, label, explanation, least, most, choices)


def _choice_allows(option: Option, value: JsonAny, players: int) -> bool:
    choice = option.choice(value)
    return choice is None or choice.allows(players)


def _one_line(node: Node, key: str) -> Text:
    """A text shown on one line under its widget: never broken into lines, in any language."""
    text = node.text(key)
    for lang in LANGS:
        words = text.get(lang)
        if len(words.splitlines()) != 1:
            node.fail(f"expected one line of text, got {words!r}", f"{key}.{lang}")
    return text


def _choice(node: Node, lo: int, hi: int, numbered: bool = False) -> Choice:
    """One value of a choice (a name, or a whole number when the option's choices are numbered, as a game's
    scenarios are); its own `players` must lie within the option's."""
    node.only(("id", "label", "players"))
    least, most = _players(node.table("players"), lo, hi, required=False) if node.has("players") else (lo, hi)
    choice_id: str | int = node.int("id", lo=0) if numbered else node.str("id", pattern=_IDENT)
    return Choice(choice_id, node.text("label"), least, most)
