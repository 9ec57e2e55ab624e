"""Setup (spec §4): counters on every gem hex, unresolved tokens on their slots, the market deck shuffled
with one card on every city's stack but Tamalir's, four shuffled adventure decks, 3 gold each, a random
hero per player and a random first player. Heroes enter the board on their first turn (§5.2.1)."""
from __future__ import annotations

from engine.common.decks import pick
from engine.kernel import Context

from .content import COLOURS, content
from .flow import FLOW
from .state import REFRESH, SETUP, GameState, hex_key


@FLOW.automatic(SETUP)
def setup(ctx: Context) -> None:
    c = content()
    s: GameState = ctx.state
    rng = ctx.rng
    market = rng.shuffled(list(c.market_cards))
    stacks: dict[str, list[str]] = {}
    for city in c.cities.values():
        stacks[city.id] = market[:city.stack_at_start]
        del market[:city.stack_at_start]
    decks = {colour: rng.shuffled(list(c.adventure_cards[colour])) for colour in COLOURS}
    heroes = pick(sorted(c.heroes), len(s.players), rng)
    first = rng.index(list(range(len(s.players))))
    counters = {hex_key(h): [colour] for h, colour in sorted(c.gems.items())}
    ctx.emit("setup", heroes=heroes, first=first, market_deck=market, stacks=stacks, decks=decks,
             counters=counters, gold=c.rules.starting_gold, slots=c.rules.unresolved_slots)
    ctx.emit("round", round=1)
    ctx.emit("turn", player=first, round=1)
    ctx.emit("step", step=REFRESH)
