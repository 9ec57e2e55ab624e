"""Scenarios: a position described in the rules' own terms plus a queue of forced random results, so
tests, tutorials and teachers start a game anywhere with any roll instead of patching state or
hunting for a seed.

A scenario file is TOML (under engine/games/<game>/content/scenarios/ or any path a user gives):
  game = "roll-player"
  title = { en = "...", pl = "..." }             optional
  seed = 7                                       optional (default 1): chance once the forced results run out
  players = 2  |  seats = [{ name, bot? }, ...]  one of the two
  options = { friendly_market = true }           optional: the game's options (its manifest lists them)
  [forced]                                       optional: random results served before the seed's stream
  faces = [6, 2]                                 die faces, in the order the game rolls
  draws = ["red", "gold"]                        what each random draw takes (the game says how items are named)
  orders = [[], ["B10", "B11"]]                  for each shuffle, the items that end up on top, in order
                                                 ([] = that shuffle as usual); with a [position], its own
                                                 shuffles of what it leaves unnamed come first
  [position]                                     optional: the game's own description of the table (its
                                                 manifest's `scenario` reader checks it); absent = the usual start

Reading goes through the guarded door (engine/common/content.py); every problem is a ContentError
naming the file, the key and what was expected. A session started from a scenario carries it whole
in its config (engine/common/scenario.py), so its saves replay without the file.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

from engine import games
from engine.bots import bot_names
from engine.common.content import Node, Text, read_toml
from engine.common.scenario import POSITION_KEY, PREPARED_OPTION, read_forced
from engine.kernel.canonical import JsonAny, JsonObject
from engine.kernel.errors import SAVED_DATA, ConfigError, ContentError, FileRefused
from engine.kernel.game import GameConfig, Seat
from engine.kernel.rng import FORCED_KEY, Forced, ForcedResultError
from engine.kernel.timeline import Session
from engine.kernel.untrusted import parse_toml

KEYS = ("game", "title", "seed", "players", "seats", "options", FORCED_KEY, POSITION_KEY)
DEFAULT_SEED = 1
MAX_SEED = (1 << 63) - 1
MAX_NAME_CHARS = 200
PositionReader = Callable[[Node, int], Any]


@dataclass(frozen=True)
class Scenario:
    """A validated scenario: who sits where, the options, the forced results and the game's position data."""

    file: str
    game: str
    title: Text | None
    seed: int
    seats: tuple[Seat, ...]
    options: Mapping[str, JsonAny] = field(default_factory=dict)
    forced: Forced = Forced()
    position: Any = None

    def data(self) -> JsonObject:
        """The canonical form a config carries (and a save keeps); no position = the usual start."""
        out: JsonObject = {FORCED_KEY: self.forced.to_json()}
        if self.position is not None:
            out[POSITION_KEY] = self.position
        return out

    def config(self, seats: tuple[Seat, ...] | None = None, seed: int | None = None,
               options: Mapping[str, JsonAny] | None = None) -> GameConfig:
        """The GameConfig that starts here; a tutorial seats its own players (as many) and may add options."""
        chosen = self.seats if seats is None else seats
        if len(chosen) != len(self.seats):
            raise ContentError(self.file, "seats", f"expected {len(self.seats)} seats, as the scenario has, "
                                                   f"got {len(chosen)}")
        merged = {**self.options, **(options or {}), PREPARED_OPTION: self.data()}
        return GameConfig(self.game, self.seed if seed is None else seed, chosen, merged)


def read_scenario(path: Path | str) -> Scenario:
    """Read, validate and try out one scenario file; a ContentError names the file, the key and what was expected."""
    path = Path(path)
    try:
        content = read_toml(path.parent, path.name)
    except ContentError as exc:
        raise ContentError(str(path), exc.key, exc.expected) from None
    return parse_scenario(Node(str(path), "", content.root.value))


def scenario_from_text(text: str, name: str = "(scenario)") -> Scenario:
    """A scenario written inline (tests build small ones), checked exactly as a file is."""
    try:
        data = parse_toml(text, name)
    except FileRefused as exc:
        raise ContentError(name, "(file)", f"expected a valid scenario ({exc.reason})") from None
    return parse_scenario(Node(name, "", data))


def parse_scenario(root: Node) -> Scenario:
    """Validate a parsed scenario, hand its position to the game's reader, and start the game once from it."""
    root.only(KEYS)
    game_id = root.str("game")
    try:
        spec = games.manifest(game_id)
    except KeyError:
        root.fail(f"expected an installed game's id ({', '.join(games.available())}), got {game_id!r}", "game")
    if spec.scenario is None:
        root.fail(f"expected a game that starts from scenarios; {game_id}'s manifest names no scenario reader", "game")
    title = root.text("title") if root.has("title") else None
    seed = root.int("seed", lo=0, hi=MAX_SEED) if root.has("seed") else DEFAULT_SEED
    seats = _seats(root, game_id, spec.min_players, spec.max_players)
    options = _options(root)
    forced = read_forced(root)
    reader: PositionReader = games.load_object(spec.scenario)
    position = reader(root, len(seats))
    scenario = Scenario(root.file, game_id, title, seed, seats, options, forced, position)
    _try_start(scenario)
    return scenario


def _seats(root: Node, game_id: str, least: int, most: int) -> tuple[Seat, ...]:
    if root.has("players") == root.has("seats"):
        root.fail("expected exactly one of players = N or seats = [{ name, bot }, ...]", "players")
    if root.has("players"):
        count = root.int("players", lo=least, hi=most)
        return tuple(Seat(f"Player {i + 1}") for i in range(count))
    nodes = root.tables("seats", min_length=least)
    if len(nodes) > most:
        root.fail(f"expected {least}..{most} seats, got {len(nodes)}", "seats")
    known = bot_names(game_id)
    out: list[Seat] = []
    for node in nodes:
        node.only(("name", "bot"))
        name = node.str("name")
        if len(name) > MAX_NAME_CHARS:
            node.fail(f"expected a name of at most {MAX_NAME_CHARS} characters", "name")
        bot = node.opt_str("bot")
        if bot is not None and bot not in known:
            node.fail(f"expected one of the bots {', '.join(known)}, got {bot!r}", "bot")
        out.append(Seat(name, bot))
    return tuple(out)


def _options(root: Node) -> JsonObject:
    if not root.has("options"):
        return {}
    node = root.table("options")
    if node.has(PREPARED_OPTION):
        node.fail("expected the game's options; the scenario itself is not one of them", PREPARED_OPTION)
    for key, child in node.items():
        if not isinstance(child.value, (bool, int, str)):
            node.fail(f"expected true, false, a number or a name, got {type(child.value).__name__}", key)
    return dict(node.value)


def _try_start(scenario: Scenario) -> None:
    """Start the game once, up to its first question, so what the reader let through but the rules
    cannot begin from (an option the game refuses, a forced draw of a colour the bag lacks) is named
    now, not mid-game."""
    game = games.get(scenario.game)
    config = scenario.config()
    try:
        game.validate_config(config)
    except ConfigError as exc:
        raise ContentError(scenario.file, "options", f"expected options the game takes ({exc})") from None
    try:
        Session(game, config)
    except ForcedResultError as exc:
        raise ContentError(scenario.file, exc.key, exc.expected) from None
    except ContentError as exc:
        if exc.path != SAVED_DATA:
            raise  # a game's own file is damaged: name it, never blame the scenario
        raise ContentError(scenario.file, POSITION_KEY, exc.expected) from None
