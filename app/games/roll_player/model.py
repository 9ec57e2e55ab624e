"""The table reads the player's view (JSON-able data); this rebuilds engine records from it.

Rebuilding a GameState lets the table ask the engine's own pure functions (prices, goal values,
scores) instead of re-deriving rules in the UI. Hidden parts (bag, deck order) stay empty.
"""
from __future__ import annotations

from typing import Any

from engine.games.roll_player.state import (
    ATTRS, FAM, Attr, Colour, Die, DieKind, FiendsPlayer, FiendsState, Frame, GameState, InitiativeCard, Phase,
    PlayerState, row_of,
)
from engine.kernel.canonical import JsonObject

COLOUR_BY_NAME = {c.name: c for c in Colour}


def die(data: JsonObject | None) -> Die | None:
    if data is None:
        return None
    return Die(data["id"], frozenset(COLOUR_BY_NAME[c] for c in data["colours"]), data.get("value"),
               DieKind[data.get("kind", "ATTRIBUTE")])


def dice(items: list[JsonObject] | None) -> list[Die]:
    return [d for d in (die(x) for x in items or []) if d is not None]


def revealed_minion(view: JsonObject) -> str | None:
    """The minion face up on the deck, whether the view is a player's (the deck's count and top) or the
    replay's view of everyone (the whole deck in order): both show the same minion."""
    deck = view.get("minion_deck")
    if isinstance(deck, dict):
        top = deck.get("top")
        return top if isinstance(top, str) else None
    if isinstance(deck, list) and deck and isinstance(deck[0], str):
        return deck[0]
    return None


FIENDS_FIELDS = ("class_colour", "familiar", "xp", "xp_on_trickster", "glory", "damage")
FIENDS_LISTS = ("adventure_tokens", "trophies", "imps_pending", "imps_active", "imps_banished", "scrolls")


def player(data: JsonObject) -> PlayerState:
    fiends = FAM.name in data["sheet"]
    p = FiendsPlayer(seat=data["seat"]) if fiends else PlayerState(seat=data["seat"])
    p.race = data.get("race")
    p.sheet = {a: [die(x) for x in data["sheet"][a.name]] for a in ATTRS}
    if fiends:
        p.sheet[FAM] = [die(x) for x in data["sheet"][FAM.name]]
        for name in FIENDS_FIELDS:
            setattr(p, name, data.get(name, getattr(p, name)))
        for name in FIENDS_LISTS:
            value = data.get(name)
            setattr(p, name, list(value) if isinstance(value, list) else [])
    p.class_id = data.get("class_id")
    p.alignment_card = data.get("alignment_card")
    p.alignment_pos = tuple(data.get("alignment_pos") or (1, 1))
    p.backstory = data.get("backstory")
    p.gold = data.get("gold", 0)
    p.charisma = data.get("charisma", 0)
    p.weapons = list(data.get("weapons") or [])
    p.armour = list(data.get("armour") or [])
    p.traits = list(data.get("traits") or [])
    p.skills = dict(data.get("skills") or {})
    p.initiative = data.get("initiative")
    p.market_done = bool(data.get("market_done"))
    p.action_used_this_dice_phase = bool(data.get("action_used_this_dice_phase"))
    p.start_dice = dice(data.get("start_dice"))
    p.class_dice = dice(data.get("class_dice"))
    return p


def _hidden_list(value: Any) -> list[Any]:
    """A view hides the bag and the deck as {"count": n}; the table never needs their contents."""
    return list(value) if isinstance(value, list) else []


def state(view: JsonObject) -> GameState:
    """A GameState with what the view shows (enough for prices, goals and scoring)."""
    kind = FiendsState if view.get("expansion") == "fiends" else GameState
    s = kind(rng=0, players=[player(p) for p in view["players"]])
    if isinstance(s, FiendsState):
        s.dice_per_card = view.get("dice_per_card", 2)
        s.call_drawn = bool(view.get("call_drawn"))
        s.card_imps = [list(x) for x in view.get("card_imps") or []]
        s.imp_spaces = list(view.get("imp_spaces") or [])
        s.monster = view.get("monster")
        top = revealed_minion(view)
        s.minion_deck = [top] if top is not None else []
    s.solo = bool(view.get("solo"))
    s.variants = list(view.get("variants") or [])
    s.class_selection = view.get("class_selection", "draw")
    s.first_player = view.get("first_player", 0)
    s.round = view.get("round", 0)
    s.phase = Phase[view.get("phase", "SETUP")]
    s.step = view.get("step", "")
    s.current = view.get("current")
    s.turn = view.get("turn", 0)
    s.pool = dice(view.get("pool"))
    s.initiative = [InitiativeCard(c["label"], c["order"], c["gold_space"], dice(c["dice"]), c["gold"], c["taken_by"])
                    for c in view.get("initiative") or []]
    s.market_row = list(view.get("market_row") or [])
    s.market_deck = _hidden_list(view.get("market_deck"))
    s.discard_pile = list(view.get("discard_pile") or [])
    s.trash = list(view.get("trash") or [])
    s.stack = [Frame(f["kind"], f["player"], dict(f.get("data") or {})) for f in view.get("stack") or []]
    s.placed_rows = [row_of(r) for r in view.get("placed_rows") or [] if r]
    s.bought = view.get("bought", 0)
    s.charisma_used = bool(view.get("charisma_used"))
    s.discount = view.get("discount", 0)
    s.peek = view.get("peek")
    return s


def bag_count(view: JsonObject) -> int:
    bag = view.get("bag")
    return bag["count"] if isinstance(bag, dict) else len(bag or [])


def deck_count(view: JsonObject) -> int:
    deck = view.get("market_deck")
    return deck["count"] if isinstance(deck, dict) else len(deck or [])
