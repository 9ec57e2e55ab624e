"""The CHiCH Market cards' effects (spec §12.9, §15.10): Scrolls resolve at once when bought (DP-M2,
PD-E17), Skills are used like the base game's (arrow, window, exhausted), Weapons are read where they
act (the Hunt, the Monster battle, banishing). The Strength scroll is the base game's "perform an X
action" handler (skills.py) with `times = 2`.

Cards whose handler is not here stay in the box when the deck is formed (fiends/setup.py
`waiting_cards`): the Backpack (PD-E14). The fight cards are fiends/fight_cards.py, the Trickster
fiends/xp.py.
"""
from __future__ import annotations

from typing import Any

from engine.common.steps import act, make
from engine.kernel import Action, Context
from engine.kernel.canonical import JsonObject

from .. import effects
from ..attributes import has_target
from ..effects import EFFECTS, Effect, Params, content, effect
from ..flow import FLOW, give_gold, untaken_cards
from ..reducer import fiends_reducer
from ..state import FAM, Attr, Colour, DieKind, FiendsPlayer, FiendsState, Frame, GameState, PlayerState, fiends_player, row_of
from .content import load_fiends
from .familiars import ATTRIBUTE_EFFECTS, familiar_actions, familiar_of
from .imps import restricted
from .xp import gain_xp


def _p(s: GameState, player: int) -> FiendsPlayer:
    return fiends_player(s, player)


@effect("gain")
class Gain(Effect):
    """Gain what the card prints (gold, XP, Glory, a Charisma token unless an imp forbids it)."""

    def usable(self, s: GameState, player: int) -> bool:
        return True

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        for what, amount in (params or {}).items():
            if what == "gold":
                give_gold(ctx, player, int(amount), "card")
            elif what == "charisma":
                if not restricted(_p(ctx.state, player), "no_charisma_gain"):
                    ctx.emit("charisma", player=player, delta=int(amount))
            elif what == "xp":
                gain_xp(ctx, player, int(amount), "card")
            else:
                ctx.emit(what, player=player, delta=int(amount), why="card")


@effect("refresh_skills")
class RefreshSkills(Effect):
    """Renewal: every exhausted Skill card of yours is ready again."""

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        for card, exhausted in list(_p(ctx.state, player).skills.items()):
            if exhausted:
                ctx.emit("refreshed", player=player, card=card)


@effect("set_die")
class SetDie(Effect):
    """Set 1 die on your sheet (familiar row included) to any legal value."""

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        if _p(ctx.state, player).dice_count():
            ctx.emit("push", frame="set_die", player=player, data={"split_only": False})


@effect("set_split_die")
class SetSplitDie(SetDie):
    """Set 1 split die on your sheet to any value 1..4."""

    def usable(self, s: GameState, player: int) -> bool:
        return any(d.kind is DieKind.SPLIT for d in _p(s, player).dice())

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("push", frame="set_die", player=player, data={"split_only": True})


@FLOW.frame("set_die")
def _set_die_frame(s: GameState, f: Frame) -> list[Action]:
    out: list[Action] = []
    for row_key, row in _p(s, f.player).sheet.items():
        for i, d in enumerate(row):
            if d is None or (f.data["split_only"] and d.kind is not DieKind.SPLIT):
                continue
            out.extend(act("set_die", f.player, row=row_key.name, index=i, value=v)
                       for v in range(1, d.faces + 1) if v != d.value)
    return out


@FLOW.resolves("set_die")
def _set_die(ctx: Context, a: Action) -> None:
    ctx.emit("pop")
    ctx.emit("die_value", player=a.player, row=a["row"], index=a["index"], value=a["value"], why="card")


def banishable(s: GameState, player: int) -> list[str]:
    """The active imps a free banish may take (the Imp of Collusion guards the others)."""
    p = _p(s, player)
    records = load_fiends().imps
    colluding = [i for i in p.imps_active if records[i].effect == "no_banish_others"]
    return list(dict.fromkeys(colluding or p.imps_active))


@effect("banish_free")
class BanishFree(Effect):
    """Banish 1 of your active imps for free."""

    def usable(self, s: GameState, player: int) -> bool:
        return bool(banishable(s, player))

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        if banishable(ctx.state, player):
            ctx.emit("push", frame="banish_free", player=player, data={})


@FLOW.frame("banish_free")
def _banish_frame(s: GameState, f: Frame) -> list[Action]:
    return [act("banish_free", f.player, imp=i) for i in banishable(s, f.player)]


@FLOW.resolves("banish_free")
def _banish_free(ctx: Context, a: Action) -> None:
    ctx.emit("pop")
    ctx.emit("imp_banished", player=a.player, imp=a["imp"], why="card")


@effect("adventure_token")
class AdventureToken(Effect):
    """Your next Adventure token and a secret look at its card; with all three, XP instead."""

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        p = _p(ctx.state, player)
        token = next((t for t in load_fiends().adventure_order if t not in p.adventure_tokens), None)
        if token is None:
            gain_xp(ctx, player, int((params or {}).get("xp", 1)), "card")
        else:
            ctx.emit("adventure_token", player=player, token=token)


@effect("discard_damage")
class DiscardDamage(Effect):
    """Discard a Damage token."""

    def usable(self, s: GameState, player: int) -> bool:
        return _p(s, player).damage > 0

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("damage", player=player, delta=-min(_p(ctx.state, player).damage,
                                                     int((params or {}).get("damage", 1))), why="card")


@effect("cycle_minion")
class CycleMinion(Effect):
    """The revealed minion goes under the minion deck; the next is revealed."""

    def usable(self, s: GameState, player: int) -> bool:
        return isinstance(s, FiendsState) and bool(s.minion_deck)

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("minion_cycled")


@effect("familiar_action")
class FamiliarAction(Effect):
    """Perform your familiar's action (a card-granted action: the turn's own one stays, PD-G41)."""

    def usable(self, s: GameState, player: int) -> bool:
        return bool(familiar_actions(s, player))

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        fam = familiar_of(ctx.state, player)
        assert fam is not None
        attr = ATTRIBUTE_EFFECTS.get(fam.effect)
        if attr is not None:
            ctx.emit("push", frame="attr", player=player, data={"attr": attr.name, "why": "familiar"})
        else:
            ctx.emit("push", frame="skill_familiar", player=player, data={})


FLOW.frame("skill_familiar")(lambda s, f: familiar_actions(s, f.player))


@effect("summon_imp")
class SummonImp(Effect):
    """Summoning: put 1 of your active imps on any Initiative card; its next taker gets every imp there
    (PD-E18: the card is not refilled while it holds one)."""

    def usable(self, s: GameState, player: int) -> bool:
        return isinstance(s, FiendsState) and bool(_p(s, player).imps_active) and bool(s.initiative)

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        ctx.emit("push", frame="summon_imp", player=player, data={})


@FLOW.frame("summon_imp")
def _summon_frame(s: GameState, f: Frame) -> list[Action]:
    cards = untaken_cards(s) or list(range(len(s.initiative)))
    return [act("summon_imp", f.player, imp=i, card=c) for i in dict.fromkeys(_p(s, f.player).imps_active)
            for c in cards]


@FLOW.resolves("summon_imp")
def _summon(ctx: Context, a: Action) -> None:
    ctx.emit("pop")
    ctx.emit("imp_summoned", player=a.player, imp=a["imp"], card=a["card"])


@effect("fight_dice")
class FightDice(Effect):
    """+dice in every fight (read by the Hunt and the Monster battle)."""


@effect("battle_dice")
class BattleDice(Effect):
    """+dice in the Monster battle (its goal bonus is a scoring rule)."""


@effect("ignore_damage")
class IgnoreDamage(Effect):
    """In the Monster battle, some Damage tokens do not count."""


def weapon_param(p: PlayerState, name: str, key: str) -> int:
    """The sum of `key` over `p`'s weapons with effect `name`."""
    cards = content().cards
    return sum(int(cards[w].params.get(key, 0)) for w in p.weapons if cards[w].effect == name)


def on_purchase(ctx: Context, player: int, card_id: str) -> None:
    """A Scroll's one-time action, at once (DP-M2; also bought by Sneak or Break-in, PD-E17)."""
    card = content().cards[card_id]
    if card.type == "scroll" and card.effect:
        EFFECTS[card.effect].begin(ctx, player, card.params)


@fiends_reducer("adventure_token")
def _adventure_token(s: FiendsState, d: JsonObject) -> None:
    s.player(d["player"]).adventure_tokens.append(d["token"])


@fiends_reducer("imp_summoned")
def _imp_summoned(s: FiendsState, d: JsonObject) -> None:
    s.player(d["player"]).imps_active.remove(d["imp"])
    s.card_imps[d["card"]].append(d["imp"])



# --- Purity (E01, PD-E15) ---------------------------------------------------------------------------
@effect("purity")
class Purity(Effect):
    """Take 1 die off your sheet and place it again in any empty slot (gaps allowed): gold for a gold
    die and a completed row apply, and the row's action (or the familiar action) may be taken."""

    def begin(self, ctx: Context, player: int, params: Params | None = None) -> None:
        if _p(ctx.state, player).dice_count():
            ctx.emit("push", frame="purity_take", player=player, data={})


@FLOW.frame("purity_take")
def _purity_take_frame(s: GameState, f: Frame) -> list[Action]:
    return [act("purity_take", f.player, row=key.name, index=i)
            for key, row in _p(s, f.player).sheet.items() for i, d in enumerate(row) if d is not None]


@FLOW.resolves("purity_take")
def _purity_take(ctx: Context, a: Action) -> None:
    ctx.emit("pop")
    ctx.emit("push", frame="purity_place", player=a.player, data={"row": a["row"], "index": a["index"]})


@FLOW.frame("purity_place")
def _purity_place_frame(s: GameState, f: Frame) -> list[Action]:
    """Any empty slot, the one the die left included (it is empty while the die is in hand)."""
    out = []
    for key, row in _p(s, f.player).sheet.items():
        for i, d in enumerate(row):
            if d is None or (key.name == f.data["row"] and i == f.data["index"]):
                out.append(act("purity_place", f.player, row=key.name, index=i))
    return out


@FLOW.resolves("purity_place")
def _purity_place(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    seat = a.player
    assert seat is not None
    p = _p(s, seat)
    src = s.stack[-1].data
    die = p.sheet[row_of(src["row"])][src["index"]]
    assert die is not None   # the frame was opened on a placed die
    ctx.emit("pop")
    target = p.sheet[row_of(a["row"])]
    same = a["row"] == src["row"]
    empty_after = sum(1 for i, d in enumerate(target) if d is None or (same and i == src["index"])) - 1
    ctx.emit("purity_moved", player=seat, src=[src["row"], src["index"]], dst=[a["row"], a["index"]])
    if die.colours == frozenset({Colour.GOLD}) and die.kind is DieKind.ATTRIBUTE:
        give_gold(ctx, seat, effects.gold_die_income(p), "gold_die")
    if empty_after == 0 and not restricted(p, "no_row_gold"):
        give_gold(ctx, seat, content().row_completion_gold, "row_complete")
    give_gold(ctx, seat, effects.place_gold(p, die), "class")
    if a["row"] == FAM.name:
        fam = familiar_of(s, seat)
        attr = ATTRIBUTE_EFFECTS.get(fam.effect) if fam is not None else None
        if attr is not None:   # an attribute familiar: that action, optional, as a card-granted one
            if familiar_actions(s, seat):
                ctx.emit("push", frame="reward_action", player=seat, data={"attrs": [attr.name]})
        elif familiar_actions(s, seat):
            ctx.emit("push", frame="purity_familiar", player=seat, data={})
    elif has_target(s, seat, Attr(a["row"])):
        ctx.emit("push", frame="reward_action", player=seat, data={"attrs": [a["row"]]})


@FLOW.frame("purity_familiar")
def _purity_familiar(s: GameState, f: Frame) -> list[Action]:
    """The familiar action after Purity placed a die there: optional."""
    return familiar_actions(s, f.player) + [make("reward_skip", f.player)]


@fiends_reducer("purity_moved")
def _purity_moved(s: FiendsState, d: JsonObject) -> None:
    sheet = s.player(d["player"]).sheet
    (rf, i_from), (rt, i_to) = d["src"], d["dst"]
    die = sheet[row_of(rf)][i_from]
    sheet[row_of(rf)][i_from] = None
    sheet[row_of(rt)][i_to] = die
