"""The bots' own random stream, derived in one place so the table, tutorials, simulations and the
example saves all give a bot the same draws for the same game (and never touch the game's RNG)."""
from __future__ import annotations

from engine.kernel.rng import Rng

BOT_SALT = 7919  # a prime: games whose seeds are neighbours never share a bot stream
WHOLE_GAME = 17  # where the single stream of a game played start to end without a timeline begins


def bot_rng(seed: int, cursor: int) -> Rng:
    """The stream for the bot deciding at `cursor`: undo and ask again, and the bot answers the same."""
    return Rng.from_seed(seed * BOT_SALT + cursor)


def game_bot_rng(seed: int) -> Rng:
    """One stream drawn on by every bot of a whole game (simulate, example saves): cheaper than one per step."""
    return bot_rng(seed, WHOLE_GAME)
