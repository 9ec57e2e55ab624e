"""A bot that picks uniformly among its own legal actions: the baseline and the fuzzer (it never reads what it
is given of the table, so it never pays for a view or a drawn state)."""
from __future__ import annotations

from typing import Any

from engine.common.content import Text
from engine.kernel import Action, Decision, Game, Rng, Seen

from .base import register_bot


class RandomBot:
    name = "random"

    def choose(self, game: Game[Any], seen: Seen[Any], decision: Decision, player: int, rng: Rng) -> Action:
        own = [a for a in decision.legal if a.player == player] or list(decision.legal)  # for_player, inlined
        return own[rng.below(len(own))]  # rng.choice, inlined


register_bot("random", Text("Random", "Losowy"))(RandomBot)
