"""The bot protocol, the registry of game-agnostic bots, and the bots a seat may take in a game.

A game's own bots are declared in its manifest (`[[bots]]`, with the code as "module:Class");
the game-agnostic ones (random) register here and are offered to every game.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol

from engine.common.content import Text
from engine.kernel import Action, Decision, Game, Rng, Seen
from engine.manifest import GENERIC_BOT, Manifest


class Bot(Protocol):
    """Chooses one of `decision.legal` for `player`; must be deterministic given `rng`.

    It is given what `player`'s seat sees (`seen`: the view, and `seen.draw(rng)`, a whole state the seat cannot
    tell from the real one), never the state itself: a bot cannot look at a deck's order or the dice to come.
    """

    name: str

    def choose(self, game: Game[Any], seen: Seen[Any], decision: Decision, player: int, rng: Rng) -> Action: ...


BOTS: dict[str, Callable[[], Bot]] = {}
LABELS: dict[str, Text] = {}


def register_bot(name: str, label: Text | None = None) -> Callable[[Callable[[], Bot]], Callable[[], Bot]]:
    """Add a game-agnostic bot (every game offers it); `label` is what the New game screen shows."""

    def wrap(factory: Callable[[], Bot]) -> Callable[[], Bot]:
        BOTS[name] = factory
        LABELS[name] = label or Text(name, name)
        return factory

    return wrap


def make_bot(name: str) -> Bot:
    """A game-agnostic bot by name."""
    if name not in BOTS:
        raise KeyError(f"no bot named {name!r} (known: {', '.join(sorted(BOTS))})")
    return BOTS[name]()


def generic_names() -> list[str]:
    """The bots every game offers, "random" first (the New game screen's default), then as registered."""
    return sorted(BOTS, key=lambda n: n != GENERIC_BOT)


def bot_for(game_id: str, name: str) -> Bot:
    """The bot `name` for `game_id`: the game's own (from its manifest) or a game-agnostic one."""
    from engine.games import load_object

    spec = _manifest(game_id)
    own = spec.bot(name) if spec is not None else None
    if own is not None:
        bot: Bot = load_object(own.factory)()
        return bot
    return make_bot(name)


def bot_names(game_id: str) -> list[str]:
    """The names a seat may give for `game_id`: "random", the manifest's in order, then the other
    game-agnostic ones (the search at its levels), weakest first as the New game screen cycles them."""
    spec = _manifest(game_id)
    generic = generic_names()
    return generic[:1] + ([b.id for b in spec.bots] if spec is not None else []) + generic[1:]


def bot_label(game_id: str, name: str) -> Text:
    """The words shown for a bot (its name itself when nothing declares any)."""
    spec = _manifest(game_id)
    own = spec.bot(name) if spec is not None else None
    if own is not None:
        return own.label
    return LABELS.get(name) or Text(name, name)


def _manifest(game_id: str) -> Manifest | None:
    """The game's manifest, or None for an id no installed or registered game has."""
    from engine import games

    try:
        return games.manifest(game_id)
    except KeyError:
        return None

