"""The CHiCH Market cards' effects (spec §12.9, §15.10): Scrolls resolve at once when bought (DP-M2,
PD-E17), Skills are used like the base game's (arrow, window, exhausted), Weapons are read where they
act (the Hunt, the Monster battle, banishing). The Strength scroll is the base game's "perform an X
action" handler (skills.py) with `times = 2`.

Cards whose handler is not here stay in the box when the deck is formed (fiends/setup.py
`waiting_cards`): Purity (PD-E15), the Backpack (PD-E14), the Trickster, free re-rolls and the fight
skills (their windows open inside a fight's questions, which take no interrupts yet).
"""
from __future__ import annotations

from typing import Any

from engine.common.steps import act
from engine.kernel import Action, Context

from ..effects import EFFECTS, Effect, Params, content, effect
from ..flow import FLOW, give_gold, untaken_cards
from ..reducer import reducer
from ..state import DieKind, FiendsState, Frame, GameState
from .content import load_fiends
from .familiars import ATTRIBUTE_EFFECTS, familiar_actions, familiar_of
from .imps import restricted


def _p(s: GameState, player: int) -> Any:
    return s.players[player]


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
    out = []
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
            ctx.emit("xp", player=player, delta=int((params or {}).get("xp", 1)), why="card")
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


def weapon_param(p: Any, name: str, key: str) -> int:
    """The sum of `key` over `p`'s weapons with effect `name`."""
    cards = content().cards
    return sum(int(cards[w].params.get(key, 0)) for w in p.weapons if cards[w].effect == name)


def on_purchase(ctx: Context, player: int, card_id: str) -> None:
    """A Scroll's one-time action, at once (DP-M2; also bought by Sneak or Break-in, PD-E17)."""
    card = content().cards[card_id]
    if card.type == "scroll" and card.effect:
        EFFECTS[card.effect].begin(ctx, player, card.params)  # type: ignore[attr-defined]


@reducer("adventure_token")
def _adventure_token(s: Any, d: dict[str, Any]) -> None:
    s.players[d["player"]].adventure_tokens.append(d["token"])


@reducer("imp_summoned")
def _imp_summoned(s: Any, d: dict[str, Any]) -> None:
    s.players[d["player"]].imps_active.remove(d["imp"])
    s.card_imps[d["card"]].append(d["imp"])

