"""The bot protocol and the registry of game-agnostic bots."""
from __future__ import annotations

import importlib
from typing import Any, Callable, Protocol

from engine.kernel import Action, Decision, Game, Rng


class Bot(Protocol):
    """Chooses one of `decision.legal` for `player`; must be deterministic given `rng`."""

    name: str

    def choose(self, game: Game[Any], state: Any, decision: Decision, player: int, rng: Rng) -> Action: ...


BOTS: dict[str, Callable[[], Bot]] = {}


def register_bot(name: str) -> Callable[[Callable[[], Bot]], Callable[[], Bot]]:
    def wrap(factory: Callable[[], Bot]) -> Callable[[], Bot]:
        BOTS[name] = factory
        return factory

    return wrap


def make_bot(name: str) -> Bot:
    """A bot by name; a game may register a stronger bot under "<game-id>:<name>"."""
    _load_builtin()
    if name not in BOTS:
        raise KeyError(f"no bot named {name!r} (known: {', '.join(sorted(BOTS))})")
    return BOTS[name]()


def bot_for(game_id: str, name: str) -> Bot:
    _load_builtin()
    _load_game_bots(game_id)
    return make_bot(f"{game_id}:{name}") if f"{game_id}:{name}" in BOTS else make_bot(name)


def bot_names(game_id: str) -> list[str]:
    """The names a seat may give for `game_id`: the game's own bots and the game-agnostic ones."""
    _load_builtin()
    _load_game_bots(game_id)
    prefix = f"{game_id}:"
    own = {name[len(prefix):] for name in BOTS if name.startswith(prefix)}
    return sorted(own | {name for name in BOTS if ":" not in name})


def _load_builtin() -> None:
    from . import random_bot  # noqa: F401  (registers itself)


def _load_game_bots(game_id: str) -> None:
    """Import the registered game's `bots` module, if it has one, so its bots register themselves."""
    from engine.games import KNOWN

    target = KNOWN.get(game_id)
    if target is None:
        return
    module = target.split(":")[0].rsplit(".", 1)[0] + ".bots"
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
