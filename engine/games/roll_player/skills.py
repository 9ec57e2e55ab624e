"""Skill cards (spec §6.5, §9, §15.5): the any-time interrupt model (PD-G04) and every skill's effect.

Using a skill moves the marker by the card's arrow (it must be legal), exhausts the card and
starts its effect, usually a frame whose choices come next, before the interrupted question.
"""
from __future__ import annotations

from typing import Callable

from engine.common.dice import roll_numbered
from engine.common.steps import act, make, remember
from engine.kernel import Action, Context

from .attributes import has_target
from .effects import EFFECTS, Effect, Params, content, effect
from .fiends.backpack import place_actions
from .fiends.imps import BATTLE_STEPS, banish_actions, restricted
from .fiends.market import deck_top, real_deck
from .fiends.xp import xp_actions
from .state import FiendsState
from .flow import FLOW, resort_untaken, untaken_cards
from .market import buy, buy_options, finish_if_free, fits, price
from .sheet import DIRECTIONS, leftmost_empty, occupied, opposite, step
from .state import ATTRS, Attr, Colour, Die, Frame, GameState, Phase, PlayerState

DICE_STEPS = frozenset({"choose_card", "place", "action"})
DICE, MARKET = Phase.DICE, Phase.MARKET
MARKET_STEPS = frozenset({"market_turn", "bard_second"})


def _skill(card_id: str) -> Effect:
    return EFFECTS[content().cards[card_id].the_effect]


def _params(card_id: str) -> Params:
    return content().cards[card_id].params or {}


def usable_skills(s: GameState, player: int) -> list[str]:
    """Ready skills whose arrow move is legal and whose timing window is open now."""
    return _usable(s, s.players[player])


def _usable(s: GameState, p: PlayerState) -> list[str]:
    """`usable_skills` for a player already in hand (`interrupts` asks for every seat, every step)."""
    player = p.seat
    if not p.skills or restricted(p, "no_skills"):   # the Imp of Oblivion
        return []
    pos = p.alignment_pos
    arrows = _ARROWS_FROM.get(pos) or _arrows_from(pos)
    out = []
    for card_id, exhausted in p.skills.items():
        if exhausted:
            continue
        arrow, window, handler = _HOOKS.get(card_id) or _hooks(card_id)
        if arrow in arrows and window(s, player) and handler.usable(s, player):
            out.append(card_id)
    return out


_ARROWS_FROM: dict[tuple[int, int], frozenset[str]] = {}


def _arrows_from(pos: tuple[int, int]) -> frozenset[str]:
    """The arrows a marker at `pos` may follow (`step` is not None), memoised: 9 cells."""
    arrows = _ARROWS_FROM[pos] = frozenset(d for d in DIRECTIONS if step(pos, d) is not None)
    return arrows


def open_now(s: GameState, player: int, card_id: str) -> bool:
    """The card's timing window (content `timing`) is open for `player` and its effect has a target."""
    _, window, handler = _hooks(card_id)
    return window(s, player) and handler.usable(s, player)


Hooks = tuple[str | None, Callable[[GameState, int], bool], Effect]
_HOOKS: dict[str, Hooks] = {}


def _hooks(card_id: str) -> Hooks:
    """A skill card's arrow, timing window and effect handler, looked up once per card (hot path)."""
    hooks = _HOOKS.get(card_id)
    if hooks is None:
        card = content().cards[card_id]
        hooks = _HOOKS[card_id] = (card.the_arrow, WINDOWS[card.the_timing], _skill(card_id))
    return hooks


def interrupts(s: GameState) -> list[Action]:
    """Every player's any-time actions at a question with no effect in progress (PD-G04):
    using a ready skill (DP-X1) and discarding a weapon (DP-X2, spec §4.7)."""
    out: list[Action] = []
    for p in s.players:
        if p.skills:
            for card_id in _usable(s, p):
                out.append(_USES.get((p.seat, card_id)) or _use_action(p.seat, card_id))
        if p.weapons:
            out.extend(_drop_actions(p.seat, tuple(p.weapons)))
    if isinstance(s, FiendsState):
        out.extend(banish_actions(s))   # DP-X3, until the end of character creation
        out.extend(xp_actions(s))       # DP-X4
        out.extend(place_actions(s))    # DP-X5: a die stored on the Backpack
    return out


_USES: dict[tuple[int, str], Action] = {}


def _use_action(seat: int, card_id: str) -> Action:
    """The `use_skill` action of a seat's card, built once."""
    action = _USES[seat, card_id] = make("use_skill", seat, (("card", card_id),))
    return action


_DROPS: dict[tuple[int, tuple[str, ...]], list[Action]] = {}


def _drop_actions(seat: int, weapons: tuple[str, ...]) -> list[Action]:
    """One `drop_weapon` per distinct weapon held, built once per (seat, weapons)."""
    key = (seat, weapons)
    drops = _DROPS.get(key)
    if drops is None:
        drops = remember(_DROPS, key, [make("drop_weapon", seat, (("card", w),)) for w in dict.fromkeys(weapons)])
    return drops


@FLOW.resolves("use_skill")
def _use_skill(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    player, card_id = a.seat, a["card"]
    arrow = content().cards[card_id].the_arrow
    to = step(s.players[player].alignment_pos, arrow)
    assert to is not None
    ctx.emit("marker", player=player, to=list(to), dir=arrow, why="skill")
    ctx.emit("skill_used", player=player, card=card_id)
    _skill(card_id).begin(ctx, player, _params(card_id))


# --- timing windows ------------------------------------------------------------------------------
def dice_untaken(s: GameState) -> bool:
    return s.phase is DICE and s.step in DICE_STEPS and any(
        s.initiative[i].dice for i in untaken_cards(s))


def own_dice_turn_before_place(s: GameState, player: int) -> bool:
    if s.phase is not DICE or s.step != "place" or s.current != player:
        return False
    card = s.players[player].initiative
    return card is not None and bool(s.initiative[card].dice)


def own_market_action(s: GameState, player: int) -> bool:
    return s.phase is MARKET and s.step == "market_turn" and s.current == player and s.bought == 0


def own_market_turn(s: GameState, player: int) -> bool:
    return s.phase is MARKET and s.step in MARKET_STEPS and s.current == player


WINDOWS: dict[str, Callable[[GameState, int], bool]] = {
    "any_time": lambda s, player: True,
    "dice_untaken": lambda s, player: dice_untaken(s),
    "dice_turn_before_place": own_dice_turn_before_place,
    "market_turn_action": own_market_action,
    "market_turn_before_pay": own_market_turn,
    # the expansion: until the end of character creation (not in the Monster battle, §12.7)
    "before_end_of_creation": lambda s, player: s.phase is not Phase.SETUP and s.step not in BATTLE_STEPS,
    # inside a fight: offered by the Hunt and the battle themselves (fiends/fight_cards.py), never as interrupts
    "fight_before_roll": lambda s, player: False,
    "fight_after_roll": lambda s, player: False,
}


class Skill(Effect):
    """A skill: `usable` adds its window to the ready/arrow checks; `begin` starts its effect."""


# --- dice pool skills (Climb, Intimidate, Negotiate, Search) --------------------------------------
def _pool_die_actions(s: GameState, player: int, kind: str) -> list[Action]:
    return [act(kind, player, card=i, die=d.id) for i in untaken_cards(s) for d in s.initiative[i].dice]


@effect("climb")
class Climb(Skill):
    """Re-roll 1 die on an untaken Initiative card, then re-sort the untaken cards (you order ties)."""

    def usable(self, s: GameState, player: int) -> bool:
        return True

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("push", frame="pool_die", player=player, data={"mode": "reroll"})


@effect("intimidate")
class Intimidate(Climb):
    """Turn 1 die on an untaken Initiative card to its opposite face, then re-sort."""

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("push", frame="pool_die", player=player, data={"mode": "flip"})


FLOW.frame("pool_die")(lambda s, f: _pool_die_actions(s, f.player, "pool_die"))


@FLOW.resolves("pool_die")
def _pool_die(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    frame = s.stack[-1]
    die = next(d for d in s.initiative[a["card"]].dice if d.id == a["die"])
    value = roll_numbered(die.faces, ctx.rng) if frame.data["mode"] == "reroll" else opposite(die)
    ctx.emit("pop")
    ctx.emit("card_die_value", card=a["card"], die=a["die"], value=value)
    resort_untaken(ctx, a.seat)


@effect("negotiate")
class Negotiate(Skill):
    """Swap a die on your card with one on an untaken card, then re-sort the untaken cards."""

    def usable(self, s: GameState, player: int) -> bool:
        return any(s.initiative[i].dice for i in untaken_cards(s))

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("push", frame="negotiate", player=player, data={})


@FLOW.frame("negotiate")
def _negotiate_frame(s: GameState, f: Frame) -> list[Action]:
    own = s.players[f.player].initiative
    assert own is not None
    return [
        act("negotiate", f.player, own=d.id, card=i, die=e.id)
        for d in s.initiative[own].dice for i in untaken_cards(s) for e in s.initiative[i].dice
    ]


@FLOW.resolves("negotiate")
def _negotiate(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    own = s.players[a.seat].initiative
    ctx.emit("pop")
    ctx.emit("card_dice_exchanged", a_card=own, a_die=a["own"], b_card=a["card"], b_die=a["die"])
    resort_untaken(ctx, a.seat)


@effect("search")
class Search(Skill):
    """Return a die from your card to the bag, take any die from the bag, roll it, place it instead."""

    def usable(self, s: GameState, player: int) -> bool:
        return True

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("push", frame="search", player=player, data={})


@FLOW.frame("search")
def _search_frame(s: GameState, f: Frame) -> list[Action]:
    own = s.players[f.player].initiative
    assert own is not None
    out: list[Action] = []
    for d in s.initiative[own].dice:
        keys = {_search_key(x) for x in s.bag} | {_search_key(d)}
        ordered = [c.name for c in Colour if c.name in keys] + sorted(k for k in keys if "/" in k)
        out.extend(act("search", f.player, own=d.id, colour=k) for k in ordered)
    return out


def _search_key(die: Die) -> str:
    """The kind of die Search asks for: its colour ("RED"), a split die its two ("BLUE/RED")."""
    return "/".join(sorted(c.name for c in die.colours))


@FLOW.resolves("search")
def _search(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    own = s.players[a.seat].initiative
    ctx.emit("pop")
    ctx.emit("card_die_to_bag", card=own, die=a["own"])
    die = next(d for d in s.bag if _search_key(d) == a["colour"])
    ctx.emit("bag_die_to_card", card=own, die=die.id, value=roll_numbered(die.faces, ctx.rng))


# --- sheet skills ------------------------------------------------------------------------------
@effect("sleight_of_hand")
class SleightOfHand(Skill):
    """Move a die to the leftmost empty slot of another row; no action and no completion gold."""

    def usable(self, s: GameState, player: int) -> bool:
        sheet = s.players[player].sheet
        has_die = [a for a in ATTRS if sheet[a][0] is not None or sheet[a][1] is not None or sheet[a][2] is not None]
        has_room = [a for a in ATTRS if None in sheet[a]]
        return any(a is not b for a in has_die for b in has_room)

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("push", frame="sleight", player=player, data={})


def _sleight_actions(s: GameState, player: int) -> list[Action]:
    p = s.players[player]
    targets = [a for a in ATTRS if None in p.sheet[a]]
    return [
        act("sleight", player, row=a.name, index=i, to=b.name)
        for a, i, _ in occupied(p) for b in targets if b is not a
    ]


FLOW.frame("sleight")(lambda s, f: _sleight_actions(s, f.player))


@FLOW.resolves("sleight")
def _sleight(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    ctx.emit("pop")
    target = s.players[a.seat].sheet[Attr[a["to"]]]
    index = leftmost_empty(target)
    ctx.emit("moved", player=a.player, src=[a["row"], a["index"]], dst=[a["to"], index])


class AttributeSkill(Skill):
    """"Perform an X action": a card-granted action, not counted against the one per Dice phase (PD-G41)."""

    attr = Attr.STR

    def usable(self, s: GameState, player: int) -> bool:
        return has_target(s, player, self.attr)

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        """The action once, or `times` times (the expansion's Strength scroll, §15.10)."""
        for _ in range(int((params or {}).get("times", 1))):
            if has_target(ctx.state, player, self.attr):
                ctx.emit("push", frame="attr", player=player, data={"attr": self.attr.name, "why": "skill"})


for _name, _attr in (("strength_action", Attr.STR), ("dexterity_action", Attr.DEX),
                     ("constitution_action", Attr.CON), ("intelligence_action", Attr.INT),
                     ("wisdom_action", Attr.WIS)):
    effect(_name)(type(f"{_attr.name.title()}Skill", (AttributeSkill,), {"attr": _attr}))


# --- Market skills (Sneak, Break-in, Haggle) ------------------------------------------------------
@effect("sneak")
class Sneak(Skill):
    """Buy a card from the discard pile instead of the Market (Charisma and discounts apply)."""

    def usable(self, s: GameState, player: int) -> bool:
        return bool(buy_options(s, player, s.discard_pile, "sneak_buy"))

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("push", frame="sneak", player=player, data={})


FLOW.frame("sneak")(lambda s, f: buy_options(s, f.player, s.discard_pile, "sneak_buy"))


@FLOW.resolves("sneak_buy")
def _sneak_buy(ctx: Context, a: Action) -> None:
    ctx.emit("pop")
    buy(ctx, a.seat, a["card"], "discard", a["charisma"])
    finish_if_free(ctx)


@effect("break_in")
class BreakIn(Skill):
    """Look at the deck top; buy it at its printed cost with no discounts, or put it back."""

    def usable(self, s: GameState, player: int) -> bool:
        return real_deck(s)

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        deck_top(ctx)  # a Call to Adventure on top is drawn first (PD-E07)
        ctx.emit("flow", peek=ctx.state.market_deck[0])
        ctx.emit("push", frame="break_in", player=player, data={})


@FLOW.frame("break_in")
def _break_in_frame(s: GameState, f: Frame) -> list[Action]:
    """Buy the seen card or decline; a weapon that needs free hands may be made room for by
    discarding weapons first, since weapons may be discarded at any time (spec §4.7)."""
    top = s.market_deck[0]
    out = []
    if price(s, f.player, top, discounts=False) <= s.players[f.player].gold:
        if fits(s, f.player, top):
            out.append(act("break_in_buy", f.player, card=top))
        else:
            out.extend(act("drop_weapon", f.player, card=w) for w in dict.fromkeys(s.players[f.player].weapons))
    return out + [act("break_in_decline", f.player)]


@FLOW.resolves("break_in_buy", "break_in_decline")
def _break_in(ctx: Context, a: Action) -> None:
    ctx.emit("pop")
    ctx.emit("flow", peek=None)
    if a.kind == "break_in_buy":
        buy(ctx, a.seat, a["card"], "deck", False, discounts=False)
        finish_if_free(ctx)


@effect("haggle")
class Haggle(Skill):
    """Your purchase this turn costs 2 gold less (min 0)."""

    def usable(self, s: GameState, player: int) -> bool:
        return s.discount == 0

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("flow", discount=int((params or {}).get("discount", 2)))


# --- Diplomacy -------------------------------------------------------------------------------------
@effect("diplomacy")
class Diplomacy(Skill):
    """Use another player's skill (ready or exhausted) as if it were yours; you may decline."""

    def usable(self, s: GameState, player: int) -> bool:
        return any(p.skills for p in s.players if p.seat != player)

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("push", frame="diplomacy", player=player, data={})


@FLOW.frame("diplomacy")
def _diplomacy_frame(s: GameState, f: Frame) -> list[Action]:
    out = []
    seen: set[str] = set()
    for p in s.players:
        if p.seat == f.player:
            continue
        for card_id in p.skills:
            handler = _skill(card_id)
            if card_id in seen or isinstance(handler, Diplomacy):
                continue
            seen.add(card_id)
            if open_now(s, f.player, card_id):
                out.append(act("diplomacy_target", f.player, card=card_id))
    return out + [act("diplomacy_decline", f.player)]


@FLOW.resolves("diplomacy_target", "diplomacy_decline")
def _diplomacy(ctx: Context, a: Action) -> None:
    ctx.emit("pop")
    if a.kind == "diplomacy_target":
        ctx.emit("borrowed", player=a.player, card=a["card"])
        _skill(a["card"]).begin(ctx, a.seat, _params(a["card"]))
