"""How an unfinished game of Runebound looks to a search bot: each seat's worth in experience tokens (runes, tokens and
adventure counters won, the hero's reach, his kit, his exhaustion) and, from the lead over the best rival, his chance to
win, on a curve that narrows as the round limit nears (a lead of two tokens means little in round 10, much in round 95).

The weights were fitted (logistic regression) on the outcomes of 198 greedy two-player games (seeds 1000-1197, a state
every 15 decisions): the tokens and counters won predict the winner; the hero's reach matters only early and far less
than the old hand-set weight said; gold and wounds predict nothing once tokens are known (a wound is healed for a gold
piece and a knock-out heals the hero); a rune all but decides the game."""
from __future__ import annotations

import math

from .bots import strength
from .content import Content, content
from .experience import rate
from .scoring import runes
from .state import GameState, PlayerState

RUNE_TOKENS = 20.0          # a Dragon Rune: with three runes the game is won, and at the round limit runes rank first
REACH_TOKENS = 0.015        # the hero's reach (`strength`) in tokens, late in the game ...
REACH_TOKENS_EARLY = 0.18   # ... and this much more per unit with all the rounds still ahead (in proportion to them)
KIT_TOKENS = 0.025          # items and allies, per gold piece of their price
EXHAUSTION_TOKENS = -0.03   # an exhaustion token: a die not rolled to rest it off (or a gold piece for all of them)
WOUND_TOKENS = -0.06        # a wound: a gold piece to heal it in a city and the walk there (his reach is judged whole)
GOLD_TOKENS = 0.02          # a gold piece: a little less than the kit it buys (KIT_TOKENS a gold piece of price)
SCALE_BASE = 0.35           # the lead in tokens that makes a 73 % favourite at the round limit ...
SCALE_PER_ROUND = 0.03      # ... widening by this much for every round still to play


def worth(state: GameState, seat: int, c: Content | None = None) -> float:
    """The seat's worth in experience tokens: what it has won and what it brings to the fights ahead."""
    c = c or content()
    p = state.players[seat]
    ahead = rounds_left(state, c) / c.rules.round_limit
    reach = (REACH_TOKENS + REACH_TOKENS_EARLY * ahead) * healed_strength(p, c) if p.hero else 0.0
    kit = KIT_TOKENS * sum(c.price(card) for card in p.item_cards() + p.ally_cards())
    return (RUNE_TOKENS * runes(state, seat) + len(p.xp_tokens) + unspent(p, c) / rate(c, len(state.players))
            + reach + kit + EXHAUSTION_TOKENS * p.exhaustion + WOUND_TOKENS * p.wounds + GOLD_TOKENS * p.gold)


def healed_strength(p: PlayerState, c: Content) -> float:
    """The hero's reach once his wounds are healed: a wound is a gold piece and a walk to a city (WOUND_TOKENS), not
    a fifth of every fight ahead (judged by his reach as hurt, a search declined every fight that might cost one)."""
    if not p.wounds:
        return strength(p, c)
    wounds, p.wounds = p.wounds, 0
    try:
        return strength(p, c)
    finally:
        p.wounds = wounds


def estimate(state: GameState) -> list[float]:
    """Each seat's worth in experience tokens (`worth`)."""
    c = content()
    return [worth(state, seat, c) for seat in range(len(state.players))]


def rounds_left(state: GameState, c: Content) -> int:
    return max(0, c.rules.round_limit - state.round_no)


def chances(state: GameState) -> list[float]:
    """Each seat's chance to win in [0, 1]: its lead over the best rival on a logistic curve whose width shrinks with
    the rounds left (`SCALE_BASE`, `SCALE_PER_ROUND`); even for a seat alone at the table."""
    c = content()
    worths = estimate(state)
    if len(worths) < 2:
        return [0.5] * len(worths)
    scale = SCALE_BASE + SCALE_PER_ROUND * rounds_left(state, c)
    out = []
    for seat, mine in enumerate(worths):
        rival = max(w for other, w in enumerate(worths) if other != seat)
        out.append(1.0 / (1.0 + math.exp(max(-60.0, min(60.0, (rival - mine) / scale)))))
    return out


def unspent(p: PlayerState, c: Content) -> int:
    """The XP of the hero's adventure counters and banked XP: experience tokens once the Experience phase comes."""
    return sum(c.rules.counter_xp[colour] for colour in p.counters) + p.banked_xp
