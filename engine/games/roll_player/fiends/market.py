"""The Call to Adventure (spec §12.1, §12.3, PD-E07): a card of the Market deck that, once drawn, leaves
the game and switches the rounds to 1 die per Initiative card; and the expansion's Market size."""
from __future__ import annotations

from engine.kernel import Context
from engine.kernel.canonical import JsonObject

from ..reducer import fiends_reducer
from ..state import FiendsState, GameState
from .components import load_components
from .content import load_fiends
from .imps import restricted


def call_id() -> str:
    """The Call to Adventure's card id: the content's card when it ships one, else setup_table.toml's."""
    card = getattr(load_fiends(), "call_to_adventure", None)
    return getattr(card, "id", None) or load_components().call_to_adventure


# --- drawing --------------------------------------------------------------
def call_to_adventure(ctx: Context, source: str) -> None:
    """Drawn: out of the game (PD-E07), and 1 die per Initiative card from the next Roll phase on."""
    ctx.emit("call_to_adventure", card=call_id(), source=source, dice=load_components().dice_after_call)


def can_hunt(s: GameState, player: int) -> bool:
    """HUNT is a Market choice (the whole turn, PD-E38) when a minion is revealed (PD-E23) and no imp
    forbids it (I15); fiends/hunt.py plays it."""
    return isinstance(s, FiendsState) and bool(s.minion_deck) and s.bought == 0 and \
        not restricted(s.players[player], "no_hunt")


def market_size(s: GameState) -> int:
    """Cleanup draws players + 2 cards, as at setup (PD-E06)."""
    return load_components().setup[len(s.players)].market


def deck_top(ctx: Context) -> None:
    """Before an effect looks at the deck's top: a Call to Adventure there is drawn first (PD-E07)."""
    s: GameState = ctx.state
    if isinstance(s, FiendsState) and s.market_deck and s.market_deck[0] == call_id():
        call_to_adventure(ctx, "deck")


def real_deck(s: GameState) -> bool:
    """The deck holds a Market card (not only the Call to Adventure)."""
    return any(c != call_id() for c in s.market_deck[:2]) if isinstance(s, FiendsState) else bool(s.market_deck)


@fiends_reducer("call_to_adventure")
def _call(s: FiendsState, d: JsonObject) -> None:
    (s.market_row if d["source"] == "market" else s.market_deck).remove(d["card"])
    s.removed.append(d["card"])
    s.call_drawn = True
    s.dice_per_card = d["dice"]
