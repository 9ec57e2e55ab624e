"""Shared helpers for Zerywia rule scenarios: the game as its manifest declares it, sessions with forced results,
and action shortcuts."""
from __future__ import annotations


from engine import games
from engine.games.zerywia.game import Zerywia
from engine.kernel import GameConfig, Session
from engine.kernel.canonical import JsonAny
from tests.moves import do, legal  # noqa: F401  (the rule tests import them from here)

GAME = games.get("zerywia")
assert isinstance(GAME, Zerywia)

# The shuffles setup makes, in order (engine/games/zerywia/setup.py), for forcing the tops of them by name.
DROGA_SHUFFLES = ("wilds", "mountains", "ruins", "settlements", "enemy", "host", "items", "marks")
PAMIEC_SHUFFLES = ("herald_cards", "herald_attacks") + DROGA_SHUFFLES


def fresh(players: int, seed: int = 1, *, scenario: str = "droga", position: JsonAny = None,
          faces: list[JsonAny] | None = None, **tops: list[JsonAny]) -> Session:
    """A new game; `tops` force the top of a shuffle by name, e.g. marks=["znamie_moroza"]; `faces` the dice;
    `position` is laid over the land once setup is done (engine/games/zerywia/position.py)."""
    options: dict[str, JsonAny] = {"scenario": scenario}
    names = PAMIEC_SHUFFLES if scenario == "pamiec" else DROGA_SHUFFLES
    assert not set(tops) - set(names), set(tops) - set(names)
    prepared: dict[str, JsonAny] = {}
    if tops or faces:
        prepared["forced"] = {"orders": [list(tops.get(n, [])) for n in names], "faces": list(faces or [])}
    if position is not None:
        prepared["position"] = position
    if prepared:
        options["prepared"] = prepared
    return Session(GAME, GameConfig.quick("zerywia", players, seed=seed, **options))


def set_up(heroes: list[str], *, scenario: str = "droga", marks: list[str] | None = None, seed: int = 1,
           position: JsonAny = None, faces: list[JsonAny] | None = None, **tops: list[JsonAny]) -> Session:
    """A game past setup: the heroes chosen in player order, the Marks forced, every hero taking its suggested
    starter set (and, solo, the first other universal card offered), the first card offered for reserve put there
    (Goryw's suggested set holds two allies, one over his limit)."""
    session = fresh(len(heroes), seed, scenario=scenario, position=position, faces=faces,
                    **({"marks": list(marks)} if marks else {}), **tops)
    for seat, hero in enumerate(heroes):
        do(session, "choose_hero", seat, hero=hero)
    for seat in range(len(heroes)):
        do(session, "take_starter_set", seat)
    while session.decision is not None and session.decision.prompt in ("zerywia.prompt.choose_sagas",
                                                                      "zerywia.prompt.reserve"):
        session.apply(legal(session)[0])
    return session


def rest(session: Session, seat: int) -> None:
    """The hero rests, recovering the first attribute offered and keeping its saga cards as they are."""
    do(session, "rest", seat)
    while session.decision is not None and session.decision.prompt in ("zerywia.prompt.any",
                                                                       "zerywia.prompt.reorganize"):
        chosen = legal(session, "recover_any") or legal(session, "skip")
        session.apply(chosen[0])
