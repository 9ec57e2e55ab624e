"""How an unfinished game of Runebound looks to a search bot: runes and experience won, and what the hero may
hope to win next (the greedy bot's `strength`), as one expected score per seat."""
from __future__ import annotations

from .bots import strength
from .content import content
from .scoring import RUNE_WEIGHT, scores
from .state import GameState

RUNE_POINTS = 10.0   # a Dragon Rune counts as this many experience tokens while the game is still open


def estimate(state: GameState) -> list[float]:
    """Each seat's expected score in experience tokens: runes, tokens already won, and the hero's reach."""
    c = content()
    keys = scores(state).ranking()
    return [RUNE_POINTS * (key // RUNE_WEIGHT) + key % RUNE_WEIGHT + (strength(p, c) if p.hero else 0.0)
            for key, p in zip(keys, state.players)]
