"""The round with the expansion (spec §12.3): imps taken with an Initiative card (pending, then active
at the end of the Dice phase, PD-E13), the Call to Adventure (PD-E07), the Cleanup refill of players + 2
cards (PD-E06) with new imps, and the solo enemy dice of §12.10.

Where the other rules hook in: imp restrictions and banishing (§12.4, fiends/imps.py) read
`imps_active`; the Hunt (§12.5, fiends/hunt.py) is a third Market choice beside buy and discard
(market.py `_market_turn`); spending XP (§12.6, fiends/xp.py) and banishing are interrupts (skills.py
`interrupts`); the end of character creation (§12.7) is cleanup.py's `start_cleanup`, which opens the
last chance and the Monster battle (fiends/battle.py) before final scoring.
"""
from __future__ import annotations

from engine.common.dice import roll_numbered
from engine.common.steps import act
from engine.kernel import Action, Context
from engine.kernel.canonical import JsonObject

from ..effects import hand_limit
from ..flow import FLOW
from ..market import hands_used
from ..reducer import fiends_reducer
from ..state import DieKind, FiendsState, Frame, GameState, fiends_player
from . import abilities, backpack, battle, familiars, fight_cards, hunt, market, market_cards, setup  # noqa: F401
from .content import load_fiends
from .imps import banish, imp_param, restricted
from .xp import keep, spend, trickster_actions


# --- Dice phase ------------------------------------------------------------------------------------
def take_card(ctx: Context, player: int, card: int) -> bool:
    """The card with its dice and gold (the Imp of Greed sends the gold to the supply; the Imp of Misery
    turns split dice to 1); imps on it go to the player, pending (PD-E13); a player with no empty slot
    returns the card's dice to the bag and ends the turn (PD-E39). True when the turn is over."""
    s: FiendsState = ctx.state
    p = s.players[player]
    taken = s.initiative[card]
    if taken.gold and restricted(p, "no_initiative_gold"):
        ctx.emit("card_taken", player=player, card=card, gold=taken.gold, kept=0)
    else:
        ctx.emit("card_taken", player=player, card=card, gold=taken.gold)
    misery = restricted(p, "split_die_value")
    if misery:
        value = imp_param(p, "split_die_value", "value", 1)
        for die in list(taken.dice):
            if die.kind is DieKind.SPLIT and die.value != value:
                ctx.emit("card_die_value", card=card, die=die.id, value=value)
    imps = s.card_imps[card]
    if imps:
        ctx.emit("imps_taken", player=player, card=card, imps=list(imps))
    if not s.players[player].full():
        return False
    for die in list(s.initiative[card].dice):
        ctx.emit("card_die_to_bag", card=card, die=die.id)
    ctx.emit("flow", step="dice_end")
    return True


def end_of_dice_phase(ctx: Context) -> None:
    """Imps taken this Dice phase become active now (spec §12.3, PD-E13); a player over the weapon hand
    limit of the Imp of Burden discards weapons at once."""
    s: FiendsState = ctx.state
    if any(fiends_player(s, seat).imps_pending for seat in range(len(s.players))):
        ctx.emit("imps_activated")
        for p in s.players:
            if hands_used(s, p.seat) > hand_limit(p):
                ctx.emit("push", frame="imp_hands", player=p.seat, data={})


@FLOW.frame("imp_hands")
def _imp_hands(s: GameState, f: Frame) -> list[Action]:
    return [act("imp_drop_weapon", f.player, card=w) for w in dict.fromkeys(s.players[f.player].weapons)]


@FLOW.resolves("imp_drop_weapon")
def _imp_drop(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    ctx.emit("weapon_dropped", player=a.player, card=a["card"])
    if hands_used(s, a.seat) <= hand_limit(s.players[a.seat]):
        ctx.emit("pop")


@FLOW.resolves("xp_action", "xp_discard_damage")
def _spend_xp(ctx: Context, a: Action) -> None:
    spend(ctx, a)


FLOW.frame("trickster")(lambda s, f: trickster_actions(s, f.player, f.data["amount"]))
FLOW.resolves("trickster_keep")(keep)


@FLOW.resolves("banish_imp")
def _banish(ctx: Context, a: Action) -> None:
    """DP-X3: pay 1 Charisma token or the gold; the imp stays face down in the player's area."""
    banish(ctx, a)


def solo_enemy_turn(ctx: Context) -> None:
    """After your Dice turn: card "2" rolls 1 enemy die, TOP rolls 2 different; 1–3 trash the n-th
    Market card from the left, 4 the first from the right, 5–6 cycle the minion (§12.10, PD-E28)."""
    s: FiendsState = ctx.state
    p = s.players[0]
    if p.initiative is None:
        return
    solo = load_fiends().solo
    n = min(solo.enemy_dice_by_card.get(s.initiative[p.initiative].label, 0), len(s.enemy_dice))
    if n == 0:
        return
    values = [roll_numbered(6, ctx.rng)]
    while len(values) < n:
        v = roll_numbered(6, ctx.rng)
        if v not in values:
            values.append(v)
    ctx.emit("enemy_dice_rolled", values=values)
    size = len(s.market_row)
    targets = []
    for v in values:
        face = solo.enemy_faces[v]
        if face.action == "cycle_minion":
            if s.minion_deck:
                ctx.emit("minion_cycled")
        elif face.position is not None:
            pos = face.position - 1 if face.position > 0 else face.position   # 1 = leftmost, -1 = rightmost
            if -size <= pos < size:
                targets.append(s.market_row[pos])
    for card in dict.fromkeys(targets):
        ctx.emit("trashed", card=card, source="market")


# --- reducers -------------------------------------------------------------------------------------
@fiends_reducer("imps_taken")
def _imps_taken(s: FiendsState, d: JsonObject) -> None:
    s.card_imps[d["card"]] = []
    s.player(d["player"]).imps_pending.extend(d["imps"])


@fiends_reducer("imps_activated")
def _imps_activated(s: FiendsState, d: JsonObject) -> None:
    for p in map(s.player, range(len(s.players))):
        p.imps_active.extend(p.imps_pending)
        p.imps_pending = []


@fiends_reducer("minion_cycled")
def _minion_cycled(s: FiendsState, d: JsonObject) -> None:
    deck = s.minions()
    top = deck.peek(1)
    deck.take(top)
    deck.put_bottom(top)


@fiends_reducer("enemy_dice_rolled")
def _enemy_dice_rolled(s: FiendsState, d: JsonObject) -> None:
    s.enemy_dice = [x.with_value(v) for x, v in zip(s.enemy_dice, d["values"])] + s.enemy_dice[len(d["values"]):]
