"""Game-agnostic players: random, and the registry that games add stronger bots to."""
from .base import BOTS, Bot, bot_for, bot_names, make_bot, register_bot

__all__ = ["BOTS", "Bot", "bot_for", "bot_names", "make_bot", "register_bot"]
