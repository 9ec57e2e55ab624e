"""The registry of tests that show a card's effect (issue 13, item 5): `@shows("card_id")` on a test, or
`showing(ids)` for a parametrized table, and the helpers those scenarios share (a fight with forced d10s,
the d10 faces that make a given sum)."""
from __future__ import annotations

from typing import Any

from engine.games.runebound.content import content
from engine.kernel import Session
from tests.showcase import Showcase

from .helpers import do, position, scenario

SHOWCASE = Showcase()
shows, showing = SHOWCASE.shows, SHOWCASE.showing
GEM_HEX = {"green": (1, 1), "yellow": (0, -5), "blue": (-2, -5), "red": (-7, 0)}


def every_card() -> dict[str, list[str]]:
    """Every card id in the content, by kind: 12 heroes, the ally and item cards of the market deck, and the
    adventure cards (challenges with the Dragonlords and Margath, events, encounters)."""
    c = content()
    return {"hero": sorted(c.heroes), "ally": sorted(c.allies), "item": sorted(c.items),
            "challenge": sorted(c.challenges), "event": sorted(c.events), "encounter": sorted(c.encounters)}


def d10s(total: int) -> list[int]:
    """Two d10 faces (0 counts 10) whose sum is `total` (2..20)."""
    assert 2 <= total <= 20, total
    a = min(10, total - 1)
    return [a % 10, (total - a) % 10]


def fight(card: str, faces: list[Any], *, hero: str = "tovah", player: str = "", table: str = "",
          players: int = 1) -> Session:
    """The hero on a gem hex of the card's colour draws `card` and the combat begins (its Before Combat
    ability, if any, already rolled from `faces`)."""
    colour = content().colour_of(card)
    s = scenario(position(GEM_HEX[colour], table=f'decks = {{ {colour} = ["{card}"] }}\n' + table, faces=faces,
                          player=player, hero=hero), players=players)
    do(s, "adventure", colour=colour)
    return s


def run_round(s: Session, **plan: str) -> None:
    """Start the fight and assign the round; every card point on the way is passed."""
    if s.decision is not None and s.decision.prompt == "before_combat":
        do(s, "start_fight")
    do(s, "assign", **plan)
    while s.decision is not None and s.decision.prompt in ("pre_roll", "after_roll", "after_hit", "before_damage"):
        do(s, "proceed")
