"""Example sessions for the replay viewer: whole games played by bots from fixed seeds, recorded
through a Session so they are real saves. tools/make_examples.py writes them; the golden test
regenerates them in memory and compares every step, so an engine change cannot slip past them.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from app import i18n
from engine import games
from engine.bots import bot_for, game_bot_rng
from engine.kernel import Game, GameConfig, Seat, Session
from engine.kernel.canonical import JsonObject
from engine.kernel.save import write_save

EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "saves" / "examples"
MAX_STEPS = 200_000
FILE_MODE = 0o644  # shipped files: readable by everyone, unlike a private save


@dataclass(frozen=True)
class Example:
    """One example game: which game, how many bot seats, which seed and bot, and its options.

    `variant` names an option's choice the example plays (an expansion, "fiends"): it goes into the file's
    name after the game's id ("roll-player-fiends-2p-seed2.json") and into its title."""

    game: str
    players: int
    seed: int
    bot: str = "random"
    options: JsonObject = field(default_factory=dict)
    variant: str = ""

    @property
    def file_name(self) -> str:
        tag = f"-{self.variant}" if self.variant else ""
        return f"{self.game}{tag}-{self.players}p-seed{self.seed}.json"

    def title(self, lang: str = "en") -> str:
        """"Example: Roll Player for 2 players, seed 2" (the file keeps English; the picker shows any language);
        a variant is named by its choice's label: "Roll Player + Fiends & Familiars"."""
        name = games.manifest(self.game).name.get(lang) if self.game in games.installed() else self.game
        if self.variant:
            name = f"{name} + {_variant_label(self.game, self.variant, lang)}"
        players = i18n.text("replay.example_players", lang, count=self.players)
        return i18n.text("replay.example_title", lang, game=name, players=players, seed=self.seed)

    def config(self) -> GameConfig:
        """The bots' seats are named "Bot 1", "Bot 2"…: the same in every language, like the New game screen's."""
        seats = tuple(Seat(f"Bot {i + 1}", self.bot) for i in range(self.players))
        return GameConfig(self.game, self.seed, seats, dict(self.options))


# Roll Player's shipped examples: 1 to 4 players (the base game). tools/make_examples.py lists every game's.
ROLL_PLAYER = tuple(Example("roll-player", n, seed=n) for n in range(1, 5))
FILE_NAME = re.compile(r"^(?P<game>[a-z][a-z0-9-]*)-(?P<players>[1-9][0-9]?)p-seed(?P<seed>[0-9]{1,18})\.json$")


def _variant_label(game: str, variant: str, lang: str) -> str:
    """The label of the option choice a variant names, in `lang` (the variant itself when none has it)."""
    if game in games.installed():
        for option in games.manifest(game).options:
            label = next((c.label for c in option.choices if str(c.id) == variant), None)   # "5": a numbered one
            if label is not None:
                return label.get(lang)
    return variant


def named(file_name: str) -> Example | None:
    """The example a shipped file's name describes ("runebound-4p-seed3.json", "roll-player-fiends-5p-seed5.json":
    an installed game's id, then a variant), for its title in any language; None for a name of another form.
    Its bot and options are not in the name (the file's config has them)."""
    match = FILE_NAME.match(file_name)
    if match is None:
        return None
    game, variant = match["game"], ""
    if game not in games.installed():
        owner = max((g for g in games.installed() if game.startswith(f"{g}-")), key=len, default=None)
        if owner is not None:
            game, variant = owner, game[len(owner) + 1:]
    return Example(game, int(match["players"]), seed=int(match["seed"]), variant=variant)


def record(game: Game[Any], config: GameConfig, *, max_steps: int = MAX_STEPS) -> Session[Any]:
    """Play `config` to the end with each seat's bot, through a Session (every step hashed)."""
    names = [seat.bot or "random" for seat in config.seats]
    bots = [bot_for(game.id, name) for name in names]
    rng = game_bot_rng(config.seed)  # the stream engine/simulate.py gives the same game
    session: Session[Any] = Session(game, config)
    while not session.over:
        if len(session.steps) >= max_steps:
            raise RuntimeError(f"{game.id} seed {config.seed}: no end after {max_steps} steps")
        decision = session.decision
        actor = decision.next_seat() if decision is not None else None
        assert decision is not None and actor is not None
        session.apply(bots[actor].choose(game, session.seen(actor), decision, actor, rng))
    return session


def meta_for(example: Example) -> JsonObject:
    """Fixed metadata (no timestamp), so regenerating unchanged examples gives identical files."""
    return {
        "title": example.title(),
        "saved_at": "example",
        "players": [seat.name for seat in example.config().seats],
        "example": {"seed": example.seed, "bot": example.bot},
    }


def write_examples(examples: Iterable[Example], folder: str | os.PathLike[str], game_for: Any) -> list[Path]:
    """Generate and write each example to `folder` (atomically); returns the paths written."""
    out: list[Path] = []
    for example in examples:
        game = game_for(example.game)
        session = record(game, example.config())
        session.seek(0)
        path = Path(folder) / example.file_name
        write_save(path, session, meta_for(example))
        os.chmod(path, FILE_MODE)
        out.append(path)
    return out


def differences(doc: JsonObject, game: Game[Any]) -> list[str]:
    """Regenerate a written example from its own config and list where it differs, step by step."""
    config = GameConfig.from_json(doc["config"])
    fresh = record(game, config)
    problems: list[str] = []
    recorded = doc["steps"]
    for i, (old, new) in enumerate(zip(recorded, fresh.steps)):
        if old["hash"] != new.hash or old["action"] != new.action.to_json():
            problems.append(f"step {i}: recorded {old['action']['kind']} -> {old['hash']}, "
                            f"now {new.action.kind} -> {new.hash}")
            break
    if len(recorded) != len(fresh.steps):
        problems.append(f"recorded {len(recorded)} steps, the engine now plays {len(fresh.steps)}")
    return problems
