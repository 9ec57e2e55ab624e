"""The table the New game screen remembers between runs: the game, each seat (a human with a name, a
bot, or empty) and the options, kept in the settings file.

The file is outside the program's control, so the table is checked twice: its shape when the
settings are read (`from_json`: a wrong shape is reset and told like any bad setting), and its
fit to the game as installed now when the screen opens (`fits`: a removed bot, a changed player
count or a tampered option quietly gives the game's defaults instead).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Collection, Mapping

from engine.kernel.canonical import JsonObject
from engine.kernel.untrusted import shown
from engine.manifest import MAX_PLAYERS, Manifest

HUMAN, EMPTY = "human", "empty"
BOT = "bot:"
NAME_CHARS = 24  # a seat's name: room for a real name, short enough for the table's seat labels
WORD_CHARS = 64  # a game id, a seat kind, an option id or value: longer is not ours
OPTIONS_LIMIT = 64  # more remembered options than any manifest declares is not ours either
NUMBER_LIMIT = 999  # a numbered choice (a scenario) is small: a larger number is not ours


@dataclass
class SeatChoice:
    """One seat of the New game form: `kind` is "human", "empty" or "bot:<name>"."""

    kind: str
    name: str


@dataclass(frozen=True)
class LastTable:
    """The New game form as it was when a game was last started."""

    game: str
    seats: tuple[SeatChoice, ...]
    options: Mapping[str, bool | str | int] = field(default_factory=dict)

    def to_json(self) -> JsonObject:
        """The plain mapping kept under `last_table` in the settings file."""
        return {"game": self.game, "seats": [{"kind": s.kind, "name": s.name} for s in self.seats],
                "options": dict(self.options)}

    @staticmethod
    def from_json(data: Any) -> "LastTable | None":
        """The table a parsed settings value describes, or None when its shape is not one we write."""
        if not isinstance(data, dict) or not _word(data.get("game")):
            return None
        seats, options = data.get("seats"), data.get("options", {})
        if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_PLAYERS or not all(map(_seat, seats)):
            return None
        if not isinstance(options, dict) or len(options) > OPTIONS_LIMIT:
            return None
        if not all(_word(k) and (isinstance(v, bool) or _word(v) or _number(v)) for k, v in options.items()):
            return None
        return LastTable(data["game"], tuple(SeatChoice(s["kind"], s["name"]) for s in seats), dict(options))

    def fits(self, spec: Manifest, bots: Collection[str]) -> bool:
        """True when this table can be offered for the game as installed now: its seats take kinds the
        game knows (the first never empty) in a count it is played with, and every option a value
        it takes at that count."""
        if spec.id != self.game or len(self.seats) > spec.max_players or self.seats[0].kind == EMPTY:
            return False
        kinds = {HUMAN, EMPTY, *(f"{BOT}{b}" for b in bots)}
        if any(s.kind not in kinds for s in self.seats):
            return False
        players = sum(s.kind != EMPTY for s in self.seats)
        if not spec.min_players <= players <= spec.max_players:
            return False
        return not spec.option_problems(self.options_for(spec), players)

    def options_for(self, spec: Manifest) -> dict[str, bool | str | int]:
        """Every option the game declares: the remembered value, or the default of one added since."""
        return {o.id: self.options.get(o.id, o.default) for o in spec.options}


def _number(value: Any) -> bool:
    """A numbered choice's value (a game's scenario number)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= NUMBER_LIMIT


def _word(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= WORD_CHARS and shown(value) == value


def _seat(value: Any) -> bool:
    """A seat as we write it: a kind, and a name that is one printable line no longer than a name may be."""
    if not isinstance(value, dict) or not _word(value.get("kind")):
        return False
    name = value.get("name")
    return isinstance(name, str) and len(name) <= NAME_CHARS and shown(name) == name


def valid_shape(value: Any) -> bool:
    """The settings file's check for `last_table`: nothing remembered yet, or a table of our shape."""
    return value is None or LastTable.from_json(value) is not None
