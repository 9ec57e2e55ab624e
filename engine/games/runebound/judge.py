"""How an unfinished game of Runebound looks to a search bot: runes and experience won, the adventure counters not yet
turned into experience tokens, and what the hero may hope to win next (the greedy bot's `strength`), which fades over
the last rounds (at the round limit only what was won counts), as one expected score per seat."""
from __future__ import annotations

from .bots import strength
from .content import Content, content
from .experience import rate
from .scoring import RUNE_WEIGHT, scores
from .state import GameState, PlayerState

RUNE_POINTS = 10.0   # a Dragon Rune counts as this many experience tokens while the game is still open
FADE_ROUNDS = 20.0   # over this many last rounds before the limit a hero's hopes count less and less


def estimate(state: GameState) -> list[float]:
    """Each seat's expected score in experience tokens: runes, tokens and counters won, and the hero's reach."""
    c = content()
    keys = scores(state).ranking()
    per_token = rate(c, len(state.players))
    hope = max(0.0, min(1.0, (c.rules.round_limit - state.round_no) / FADE_ROUNDS))
    return [RUNE_POINTS * (key // RUNE_WEIGHT) + key % RUNE_WEIGHT + unspent(p, c) / per_token
            + (hope * strength(p, c) if p.hero else 0.0)
            for key, p in zip(keys, state.players)]


def unspent(p: PlayerState, c: Content) -> int:
    """The XP of the hero's adventure counters and banked XP: experience tokens once the Experience phase comes."""
    return sum(c.rules.counter_xp[colour] for colour in p.counters) + p.banked_xp
