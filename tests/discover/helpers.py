"""Shared helpers for Discover rule scenarios: the game object bound to its declaration (Discover has no manifest
until it plays whole games, so tests declare it here), sessions with forced results, and action shortcuts."""
from __future__ import annotations

from typing import Any

from engine.games.discover.bots import GreedyBot
from engine.games.discover.game import Discover
from engine.games.discover.state import GameState, Hero
from engine.kernel import Declared, GameConfig, Session
from engine.kernel.canonical import JsonAny
from tests.moves import do, legal  # noqa: F401  (the rule tests import them from here)

GAME = Discover()
GAME.declare(Declared("discover", {"en": "Discover: Lands Unknown", "pl": "Discover: Nieznane Lądy"}, 1, 4))


def fresh(players: int, seed: int = 1, *, expedition: int = 1, faces: list[int] | None = None,
          orders: list[list[JsonAny]] | None = None) -> Session:
    """A new game; `faces` and `orders` force the dice and the tops of shuffles (engine/kernel/rng.py)."""
    options: dict[str, JsonAny] = {"scenario": expedition}
    forced: dict[str, JsonAny] = {}
    if faces:
        forced["faces"] = list(faces)
    if orders:
        forced["orders"] = [list(o) for o in orders]
    if forced:
        options["prepared"] = {"forced": forced}
    return Session(GAME, GameConfig.quick("discover", players, seed=seed, **options))


# The shuffles setup makes, in order (engine/games/discover/setup.py), for forcing the tops of them by name.
SHUFFLES = ("night1", "night2", "threats", "blueprints", "advanced", "B", "J", "R", "water", "monsters", "tiles1",
            "tiles2", "characters")


def tops(**named: list[JsonAny]) -> list[list[JsonAny]]:
    """The forced orders for a Scenario 1 setup: e.g. tops(J=["J04"], tiles1=["1E"]) puts those on top."""
    unknown = set(named) - set(SHUFFLES)
    assert not unknown, unknown
    return [list(named.get(name, [])) for name in SHUFFLES]


def day_one(players: int = 1, seed: int = 1, faces: list[int] | None = None, **named: list[JsonAny]) -> Session:
    """A game at the chief's first turn, every player keeping the first character dealt (forced by `characters`)."""
    session = fresh(players, seed=seed, faces=faces, orders=tops(**named))
    choose_first(session)
    return session


def events(session: Session, kind: str) -> list[dict[str, Any]]:
    return [dict(e.data) for step in session.steps for e in step.events if e.kind == kind]


def choose_first(session: Session) -> None:
    """Every player keeps the first character dealt to them."""
    for hero in list(session.state.heroes):
        do(session, "keep_character", hero.seat, card=0)


def checked(session: Session) -> None:
    problems = GAME.check(session.state)
    assert not problems, problems


def token(session: Session, token_id: str) -> str:
    """How a Gather names this token now: a face-down one by its place on its space, a face-up one by its id."""
    from engine.games.discover.pieces import label
    for pieces in session.state.spaces.values():
        for i, piece in enumerate(pieces):
            if piece.id == token_id:
                return label(piece, i)
    raise AssertionError(f"{token_id} is on no space")


def beside_the_first_ring(tiles: list[str]) -> tuple[GreedyBot, GameState, Hero]:
    """A solo hero on the start tile's north-east space, the first two tiles of stack 1 scouted (slots S1-1, S1-2):
    the greedy bot's tests change the returned copy of the state."""
    session = day_one(tiles1=tiles)
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "scout", slot="S1-2")
    state = session.state_at(len(session.steps))
    return GreedyBot(), state, state.heroes[0]
