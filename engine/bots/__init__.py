"""Game-agnostic players (random), the bots a game's manifest brings, and the bots' own random stream."""
from .base import BOTS, Bot, bot_for, bot_label, bot_names, generic_names, make_bot, register_bot
from .seed import bot_rng, game_bot_rng
from . import random_bot, search  # noqa: E402,F401  (the game-agnostic bots register themselves)

__all__ = ["BOTS", "Bot", "bot_for", "bot_label", "bot_names", "generic_names", "make_bot", "register_bot",
           "bot_rng", "game_bot_rng"]
