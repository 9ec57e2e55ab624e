"""Shared helpers for Runebound rule scenarios: the game registered with its manifest (one shared game
object, so tests may register it again), sessions started from inline scenarios, and action shortcuts."""
from __future__ import annotations

from typing import Any

from engine import games
from engine.kernel import Action, GameConfig, Session
from engine.scenario import scenario_from_text
from tests.moves import legal  # noqa: F401  (the rule tests import them from here)

GAME = games.get("runebound")
MANIFEST = games.manifest(GAME.id)


def register() -> None:
    games.register(GAME, MANIFEST)


def scenario(body: str, players: int = 1, seed: int = 1) -> Session:
    """A session from an inline scenario (`body` is the TOML after the header)."""
    register()
    sc = scenario_from_text(f'game = "runebound"\nplayers = {players}\nseed = {seed}\n{body}')
    return Session(GAME, sc.config())


def fresh(players: int, seed: int = 1) -> Session:
    register()
    return Session(GAME, GameConfig.quick(GAME.id, players, seed=seed))


def do(session: Session, kind: str, **args: Any) -> None:
    """Apply the one legal action of this kind whose arguments include these (fails loudly when none or
    several match: a roll's rest split may be left out when there is only one way to share it)."""
    decision = session.decision
    assert decision is not None, "the game is over"
    wanted = Action.of(kind, decision.actor, **args).args
    matches = [a for a in decision.legal if a.kind == kind and all(a.get(k, object()) == v for k, v in wanted)]
    assert len(matches) == 1, (f"{kind}{dict(wanted)} matches {[str(a) for a in matches]}; "
                               f"legal: {[str(a) for a in decision.legal]}")
    session.apply(matches[0])


def events(session: Session, kind: str) -> list[dict[str, Any]]:
    return [e.data for step in session.steps for e in step.events if e.kind == kind]


def checked(session: Session) -> None:
    problems = GAME.check(session.state)
    assert not problems, problems


def board(without: tuple[tuple[int, int], ...] = (), extra: tuple[tuple[tuple[int, int], str], ...] = ()) -> str:
    """A `counters` list for a position: a counter on every gem hex except `without`, plus `extra`."""
    from engine.games.runebound.content import content
    entries = [f'{{ hex = [{h.q}, {h.r}], colours = ["{col}"] }}' for h, col in sorted(content().gems.items())
               if (h.q, h.r) not in without]
    entries += [f'{{ hex = [{h[0]}, {h[1]}], colours = ["{col}"] }}' for h, col in extra]
    return "counters = [" + ", ".join(entries) + "]\n"


def position(hero_hex: tuple[int, int], *, step: str = "adventure", faces: list[Any] = (), table: str = "",
             player: str = "", hero: str = "tovah") -> str:
    """A one-player position: the hero on `hero_hex` at `step`, forced `faces`, extra position keys in `table`
    and extra player keys in `player`."""
    import json
    forced = f"[forced]\nfaces = {json.dumps(list(faces))}\n" if faces else ""
    return (f'{forced}[position]\nstep = "{step}"\n{table}'
            f'[[position.players]]\nhero = "{hero}"\nhex = [{hero_hex[0]}, {hero_hex[1]}]\n{player}')
