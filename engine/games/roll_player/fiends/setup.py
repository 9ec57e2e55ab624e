"""Setup with the expansion (spec §12.2.2 steps 1–20, solo §12.10): class colours by tracking marker,
the combined Market deck with the Call to Adventure, the CHiCH Initiative cards with gold and imps,
familiars (keep 1 of 2), the Monster, its hidden Adventure cards, the minion and imp decks.

The first player, the races and the starting dice use the base steps (setup.py), which hand over here.
"""
from __future__ import annotations

from typing import Any

from engine.common.dice import roll_numbered
from engine.common.steps import Legal, act
from engine.kernel import Action, Context
from engine.kernel.canonical import JsonObject

from ..effects import EFFECTS, content
from ..flow import FLOW, class_order, draw_ids, give_gold, next_in, seat_order
from ..reducer import fiends_reducer
from ..state import CLASS_COLOURS, Colour, FiendsState, GameState, fiends_player
from . import cards
from .components import load_components
from .market import call_id

SETS = ("base", "chich")
GOLD = Colour.GOLD


def is_fiends(s: GameState) -> bool:
    return isinstance(s, FiendsState)


def fill_box(s: FiendsState) -> None:
    """Before setup every expansion card lies in its box (conservation counts from the first step)."""
    s.familiar_deck = cards.familiar_ids()
    s.imp_deck = cards.imp_ids()
    s.minion_box = cards.minion_ids()
    s.monster_box = cards.monster_ids()
    s.adventure_box = cards.adventure_ids()


# --- step 9: starting gold; step 10: class colours by tracking marker -----------------------------
def pay_starting_gold(ctx: Context) -> None:
    """5 each; the third seat +1, the fourth +2, the fifth +3 (spec §12.2.2 step 9, PD-E04)."""
    s: GameState = ctx.state
    gold = load_components().setup[len(s.players)].gold
    shorter = "shorter_game" in s.variants
    for k, p in enumerate(seat_order(s)):
        give_gold(ctx, p, gold[0] if shorter else gold[k], "starting_gold")  # PD-E34: no seat extra
    if s.class_selection == "choose":   # PD-E35's house option: classes chosen in reverse seat order
        ctx.emit("flow", step="class_choose", turn=0, current=class_order(s)[0])
    else:
        ctx.emit("flow", step="f_class_colours", turn=0, current=None)


@FLOW.automatic("f_class_colours", "draw_class_colours")
def _class_colours(ctx: Context) -> None:
    """Each player gets a different class colour from the tracking markers drawn at random (step 10)."""
    s: GameState = ctx.state
    colours = ctx.rng.shuffled([c.value for c in CLASS_COLOURS])
    order = seat_order(s)
    ctx.emit("class_colours", colours=[[p, colours[k]] for k, p in enumerate(order)])
    ctx.emit("flow", step="f_class", turn=0, current=order[0])


@FLOW.step("f_class")
def _class(s: GameState) -> Legal:
    """Any class of the drawn colour: the base card's two sides and the CHiCH card's two (DP-S3a)."""
    p = fiends_player(s, s.current_seat)
    assert p.class_colour is not None   # drawn in the step before (f_class_colours)
    colour = Colour(p.class_colour)
    ids = [cls for card in content().class_card_of(colour, SETS) for cls in card.classes]
    return p.seat, "choose_class", [act("choose_class", p.seat, class_id=c) for c in ids]


def after_class(ctx: Context) -> None:
    """The next seat's class, or the deal."""
    s: GameState = ctx.state
    nxt = next_in(seat_order(s), s.turn)
    if nxt is not None:
        ctx.emit("flow", step="f_class", turn=nxt[0], current=nxt[1])
    else:
        ctx.emit("flow", step="f_deal", current=None, turn=0)


# --- steps 1–4, 6, 11–12, 14–15, 17–20 ---------------------------------------------------------------
@FLOW.automatic("f_deal")
def _deal(ctx: Context) -> None:
    s: FiendsState = ctx.state
    c = content()
    comp = load_components()
    n = len(s.players)
    row = comp.setup[n]
    order = seat_order(s)
    alignments = ctx.rng.shuffled(c.of_set(c.alignments, SETS))
    backstories = ctx.rng.shuffled(c.of_set(c.backstories, SETS))
    for k, p in enumerate(order):
        ctx.emit("dealt", player=p, alignment=alignments[k], backstory=backstories[k])
    _market_deck(ctx, row.removed, row.call_under)
    ctx.emit("market_drawn", cards=s.market().draw(row.market, ctx.rng, reshuffle=False).cards)
    layout = comp.layout(n)
    ctx.emit("initiative_laid", cards=[[x.label, x.order, x.gold_space] for x in layout.cards])
    ctx.emit("imp_spaces", spaces=[x.imp_space for x in layout.cards])
    for i, x in enumerate(layout.cards):
        if x.gold_space:
            ctx.emit("card_gold", card=i)
    if s.solo:
        for die_id in [d.id for d in s.bag if d.colour is GOLD and len(d.colours) == 1][: comp.solo_enemy_dice]:
            ctx.emit("enemy_die", die=die_id)
    _familiars(ctx, comp.familiars_drawn)
    _monster(ctx)
    _minions(ctx, row.minions_removed)
    _imps(ctx)
    count = row.starting_dice + (2 if "shorter_game" in s.variants else 0)
    for p in order:
        ids = _starting_dice(ctx, count, row.starting_dice)
        ctx.emit("start_dice", player=p, dice=[[i, roll_numbered(_faces(s, i), ctx.rng)] for i in ids])
    ctx.emit("flow", step="f_familiar", current=order[0], turn=0)


def _faces(s: GameState, die_id: int) -> int:
    return next(d.faces for d in s.bag if d.id == die_id)


def _starting_dice(ctx: Context, count: int, base: int) -> list[int]:
    """Random draws; Less Random Setup: one die of each class colour, no gold (PD-E34)."""
    s: GameState = ctx.state
    if "less_random_setup" not in s.variants:
        return draw_ids(ctx, count)
    ids: list[int] = []
    for colour in CLASS_COLOURS:
        ids.append(next(d.id for d in s.bag if d.colours == frozenset({colour}) and d.id not in ids))
    extra = count - len(ids)
    if extra:
        rest = [d for d in s.bag if d.id not in ids]
        picks = ctx.rng.shuffled(list(range(len(rest))))[:extra]
        ids.extend(rest[i].id for i in picks)
    return ids


def _market_deck(ctx: Context, removed: int, call_under: int) -> None:
    """Steps 1–2 (solo §12.10): 1-dot stack on the 2-dot stack, the top `removed` to the discard pile,
    the solo trash card turned up, then the Call to Adventure under the `call_under`-th card."""
    s: FiendsState = ctx.state
    c = content()
    box = list(c.solo.removed_cards) if s.solo else []   # PD-E26: Diplomacy leaves solo games
    box += waiting_cards()
    ids = [k for k in c.of_set(c.cards, SETS) if k not in box]
    if "random_market_deck" in s.variants:
        deck = ctx.rng.shuffled(ids)
    else:
        deck = ctx.rng.shuffled([k for k in ids if c.cards[k].dots == 1]) + \
            ctx.rng.shuffled([k for k in ids if c.cards[k].dots == 2])
    discard, deck = deck[:removed], deck[removed:]
    trash = c.solo.trash_start if s.solo else 0
    deck.insert(trash + call_under, call_id())
    ctx.emit("deck_formed", deck=deck, discard=discard, box=box)
    for card in deck[:trash]:
        ctx.emit("trashed", card=card, source="deck")


def waiting_cards() -> list[str]:
    """CHiCH Market cards whose effect has no handler yet stay in the box (temporary: the card effects
    of §12.9 come later; each card joins the deck once its handler is registered)."""
    c = content()
    return [k for k in c.of_set(c.cards, ("chich",)) if c.cards[k].effect and c.cards[k].effect not in EFFECTS]


def _familiars(ctx: Context, drawn: int) -> None:
    """Step 14: each player draws 2 familiars (keeps 1 later, DP-S4); the rest stay in the box."""
    s: FiendsState = ctx.state
    deck = ctx.rng.shuffled(s.familiar_deck)
    order = seat_order(s)
    deals = [[p, deck[k * drawn:(k + 1) * drawn]] for k, p in enumerate(order)]
    ctx.emit("familiars_dealt", deals=deals, box=deck[len(order) * drawn:])


def _monster(ctx: Context) -> None:
    """Steps 17–18: a Monster whose colour no player's class has, chosen at random ("1P" cards solo),
    and one Adventure card of each type, face down."""
    s: FiendsState = ctx.state
    taken = {content().classes[p.class_id].colour for p in s.players if p.class_id}
    options = [m for m, colour in cards.monsters() if colour not in taken]   # solo uses the "1P" side
    if not options:
        return
    monster = ctx.rng.shuffled(options)[0]   # shuffles, not draws: a scenario's draws are the bag's
    chosen = []
    for kind, ids in cards.adventures_of(monster).items():
        if ids:
            chosen.append(ctx.rng.shuffled(ids)[0])
    ctx.emit("monster_chosen", monster=monster, adventure=chosen)


def _minions(ctx: Context, removed: int) -> None:
    """Step 19: 1-dot stack on the 2-dot stack, the top `removed` to the box, the top card revealed."""
    one, two = cards.minion_stacks()
    if not one and not two:
        return
    deck = ctx.rng.shuffled(one) + ctx.rng.shuffled(two)
    ctx.emit("minions_formed", deck=deck[removed:], box=deck[:removed])


def _imps(ctx: Context) -> None:
    """Step 20: the imp deck shuffled, one imp face up on each card with an imp space."""
    s: FiendsState = ctx.state
    if not s.imp_deck:
        return
    ctx.emit("imps_formed", deck=ctx.rng.shuffled(s.imp_deck))
    place_imps(ctx)


def place_imps_now(s: FiendsState) -> None:
    """A scenario's table: the imp deck's top on each empty imp space, as setup and Cleanup leave them."""
    for i, space in enumerate(s.imp_spaces):
        if space and not s.card_imps[i] and s.imp_deck:
            top = s.imps().peek(1)
            s.imps().take(top)
            s.card_imps[i].extend(top)


def place_imps(ctx: Context) -> None:
    """An imp from the deck on each imp space that holds none (setup and Cleanup; PD-E18, PD-E19)."""
    s: FiendsState = ctx.state
    for i, space in enumerate(s.imp_spaces):
        if space and not s.card_imps[i] and s.imp_deck:
            ctx.emit("imp_placed", card=i, imp=s.imps().draw(1, ctx.rng, reshuffle=False).cards[0])


# --- DP-S4: keep one familiar ---------------------------------------------------------------------
@FLOW.step("f_familiar")
def _familiar(s: GameState) -> Legal:
    p = fiends_player(s, s.current_seat)
    return p.seat, "choose_familiar", [act("keep_familiar", p.seat, familiar=f) for f in p.familiar_choices]


@FLOW.resolves("keep_familiar")
def _keep_familiar(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    p = fiends_player(s, a.seat)
    others = [f for f in p.familiar_choices if f != a["familiar"]]
    ctx.emit("familiar_kept", player=a.player, familiar=a["familiar"], boxed=others)
    nxt = next_in(seat_order(s), s.turn)
    if nxt is not None:
        ctx.emit("flow", turn=nxt[0], current=nxt[1])
    else:
        ctx.emit("flow", step="start_place", current=s.first_player, turn=0)


# --- reducers -------------------------------------------------------------------------------------
@fiends_reducer("class_colours")
def _r_class_colours(s: FiendsState, d: JsonObject) -> None:
    for seat, code in d["colours"]:
        s.player(seat).class_colour = code


@fiends_reducer("imp_spaces")
def _r_imp_spaces(s: FiendsState, d: JsonObject) -> None:
    s.imp_spaces = list(d["spaces"])
    s.card_imps = [[] for _ in d["spaces"]]


@fiends_reducer("familiars_dealt")
def _r_familiars_dealt(s: FiendsState, d: JsonObject) -> None:
    for seat, ids in d["deals"]:
        s.player(seat).familiar_choices = list(ids)
    s.familiar_deck = []
    s.familiar_box = list(d["box"])


@fiends_reducer("familiar_kept")
def _r_familiar_kept(s: FiendsState, d: JsonObject) -> None:
    p = s.player(d["player"])
    p.familiar = d["familiar"]
    p.familiar_choices = []
    s.familiar_box.extend(d["boxed"])


@fiends_reducer("monster_chosen")
def _r_monster(s: FiendsState, d: JsonObject) -> None:
    s.monster = d["monster"]
    s.monster_box.remove(d["monster"])
    for card in d["adventure"]:
        s.adventure_box.remove(card)
    s.adventure = list(d["adventure"])


@fiends_reducer("minions_formed")
def _r_minions(s: FiendsState, d: JsonObject) -> None:
    s.minion_deck = list(d["deck"])
    s.minion_box = list(d["box"])


@fiends_reducer("imps_formed")
def _r_imps(s: FiendsState, d: JsonObject) -> None:
    s.imp_deck = list(d["deck"])


@fiends_reducer("imp_placed")
def _r_imp_placed(s: FiendsState, d: JsonObject) -> None:
    s.imps().take([d["imp"]])
    s.card_imps[d["card"]].append(d["imp"])
