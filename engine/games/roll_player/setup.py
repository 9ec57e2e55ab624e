"""Setup (spec §5, §10, §11.1): first player, races, classes, deals, Market, Initiative, starting dice."""
from __future__ import annotations

from engine.common.dice import roll_numbered
from engine.common.steps import Legal, act
from engine.kernel import Action, Context

from .effects import content
from .flow import FLOW, class_order, distinct, draw_ids, give_gold, next_in, place_actions, place_die, seat_order
from .sheet import open_row_names
from .fiends import setup as fiends_setup
from .state import CLASS_COLOURS, Colour, FiendsState, GameState, row_of

GOLD = Colour.GOLD


def _sets() -> tuple[str, ...]:
    return ("base",)


# --- 1. first player ---------------------------------------------------------------------------
@FLOW.automatic("first_player", "roll_first_player")
def _roll_first(ctx: Context) -> None:
    """Everyone rolls; the tied highest re-roll until one is highest (PD-G02)."""
    s: GameState = ctx.state
    n = len(s.players)
    contenders = list(range(n))
    rolls: list[list[int | None]] = []
    while n > 1:
        values = {p: roll_numbered(6, ctx.rng) for p in contenders}
        rolls.append([values.get(p) for p in range(n)])
        top = max(values.values())
        contenders = [p for p in contenders if values[p] == top]
        if len(contenders) == 1:
            break
    ctx.emit("first_player", player=contenders[0], rolls=rolls)
    ctx.emit("flow", step="race", current=contenders[0], turn=0)


# --- 2. races ----------------------------------------------------------------------------------
@FLOW.step("race")
def _race(s: GameState) -> Legal:
    p = s.current
    return p, "choose_race", [act("choose_race", p, race=r) for r in s.races_left]


@FLOW.resolves("choose_race")
def _choose_race(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    ctx.emit("race", player=a.player, race=a["race"])
    nxt = next_in(seat_order(s), s.turn)
    if nxt is not None:
        ctx.emit("flow", turn=nxt[0], current=nxt[1])
    else:
        ctx.emit("flow", step="starting_gold", current=None, turn=0)


# --- 3. starting gold --------------------------------------------------------------------------
@FLOW.automatic("starting_gold", "pay_starting_gold")
def _pay_starting_gold(ctx: Context) -> None:
    """Gold comes before the classes (spec §5.2 step 3), so every later choice sees it on the table."""
    s: GameState = ctx.state
    if isinstance(s, FiendsState):
        fiends_setup.pay_starting_gold(ctx)
        return
    row = content().setup[len(s.players)]
    shorter = "shorter_game" in s.variants
    for k, p in enumerate(seat_order(s)):
        give_gold(ctx, p, row.starting_gold[0] if shorter else row.starting_gold[k], "starting_gold")
    if s.class_selection == "choose":
        ctx.emit("flow", step="class_choose", turn=0, current=class_order(s)[0])
    else:
        ctx.emit("flow", step="class_draw", turn=0, current=s.first_player)


# --- 4. classes ----------------------------------------------------------------------------------
@FLOW.automatic("class_draw", "draw_class_die")
def _draw_class_die(ctx: Context) -> None:
    """Draw until a class colour whose card is still free; gold or taken colours draw again."""
    s: GameState = ctx.state
    colour = None
    while colour is None:
        ids = draw_ids(ctx, 1)
        die = next(d for d in s.bag if d.id == ids[0])
        ctx.emit("class_draw", player=s.current, dice=ids)
        if die.colour in CLASS_COLOURS and die.colour.value not in s.classes_taken:
            colour = die.colour
    ctx.emit("flow", step="class_side")


@FLOW.step("class_side")
def _class_side(s: GameState) -> Legal:
    p = s.players[s.current_seat]
    colour = p.class_dice[-1].colour
    cards = content().class_card_of(colour, _sets())
    return p.seat, "choose_class", [act("choose_class", p.seat, class_id=c) for c in cards[0].classes]


@FLOW.step("class_choose")
def _class_choose(s: GameState) -> Legal:
    c = content()
    sets = fiends_setup.SETS if isinstance(s, FiendsState) else _sets()   # the expansion's 4 classes per colour
    legal = [
        act("choose_class", s.current, class_id=cls)
        for card in c.class_cards.values() if card.set in sets and card.colour.value not in s.classes_taken
        for cls in card.classes
    ]
    return s.current, "choose_class", legal


@FLOW.resolves("choose_class")
def _choose_class(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    colour = content().classes[a["class_id"]].colour
    ctx.emit("class", player=a.player, class_id=a["class_id"], colour=colour.value)
    if isinstance(s, FiendsState) and s.class_selection != "choose":
        fiends_setup.after_class(ctx)
        return
    drawing = s.class_selection != "choose"
    nxt = next_in(seat_order(s) if drawing else class_order(s), s.turn)
    if nxt is not None:
        ctx.emit("flow", step="class_draw" if drawing else "class_choose", turn=nxt[0], current=nxt[1])
        return
    if drawing:
        ctx.emit("class_dice_back")
    ctx.emit("flow", step="f_deal" if isinstance(s, FiendsState) else "deal", current=None, turn=0)


# --- 5–12. deal, Market, Initiative, starting dice ---------------------------------------------
@FLOW.automatic("deal")
def _deal_all(ctx: Context) -> None:
    s: GameState = ctx.state
    c = content()
    n = len(s.players)
    row = c.setup[n]
    order = seat_order(s)
    shorter = "shorter_game" in s.variants
    alignments = ctx.rng.shuffled(c.of_set(c.alignments, _sets()))
    backstories = ctx.rng.shuffled(c.of_set(c.backstories, _sets()))
    for k, p in enumerate(order):
        ctx.emit("dealt", player=p, alignment=alignments[k], backstory=backstories[k])
    _form_market_deck(ctx, row.removed_per_stack)
    ctx.emit("market_drawn", cards=s.market().draw(row.market_size, ctx.rng, reshuffle=False).cards)
    if s.solo:
        for card in s.market_deck[: c.solo.trash_start]:
            ctx.emit("trashed", card=card, source="deck")
    layout = c.layout(n)
    ctx.emit("initiative_laid", cards=[[x.label, x.order, x.gold_space] for x in layout.cards])
    for i, x in enumerate(layout.cards):
        if x.gold_space:
            ctx.emit("card_gold", card=i)
    if s.solo:
        gold_ids = [d.id for d in s.bag if d.colour is GOLD][: c.solo.enemy_dice]
        for die_id in gold_ids:
            ctx.emit("enemy_die", die=die_id)
    count = row.starting_dice + (2 if shorter else 0)
    for p in order:
        ids = _starting_dice(ctx, count)
        ctx.emit("start_dice", player=p, dice=[[i, roll_numbered(6, ctx.rng)] for i in ids])
    ctx.emit("flow", step="start_place", current=s.first_player, turn=0)


def _starting_dice(ctx: Context, count: int) -> list[int]:
    """Random draws; with Less Random Setup one die of each class colour, the rest gold (spec §10)."""
    s: GameState = ctx.state
    if "less_random_setup" not in s.variants:
        return draw_ids(ctx, count)
    base = content().setup[len(s.players)].starting_dice
    wanted = list(CLASS_COLOURS) + [GOLD] * (base - len(CLASS_COLOURS))
    ids: list[int] = []
    for colour in wanted:
        ids.append(next(d.id for d in s.bag if d.colour is colour and d.id not in ids))
    extra = count - base
    if extra:
        rest = [d for d in s.bag if d.id not in ids]
        picks = ctx.rng.shuffled(list(range(len(rest))))[:extra]
        ids.extend(rest[i].id for i in picks)
    return ids


def _form_market_deck(ctx: Context, per_stack: int) -> None:
    """Split by dots, shuffle, remove the top N of each stack to the discard pile (PD-G03, PD-G30)."""
    s: GameState = ctx.state
    c = content()
    box = list(c.solo.removed_cards) if s.solo else []
    cards = [k for k in c.of_set(c.cards, _sets()) if k not in box]
    if "random_market_deck" in s.variants:
        deck = ctx.rng.shuffled(cards)
        discard, deck = deck[: 2 * per_stack], deck[2 * per_stack:]
    else:
        one = ctx.rng.shuffled([k for k in cards if c.cards[k].dots == 1])
        two = ctx.rng.shuffled([k for k in cards if c.cards[k].dots == 2])
        discard = one[:per_stack] + two[:per_stack]
        deck = one[per_stack:] + two[per_stack:]
    ctx.emit("deck_formed", deck=deck, discard=discard, box=box)


@FLOW.step("start_place")
def _start_place(s: GameState) -> Legal:
    p = s.players[s.current_seat]
    rows = open_row_names(p)
    legal = [a for d in distinct(p.start_dice) for a in place_actions("place_start", p.seat, d.id, rows)]
    return p.seat, "place_start_die", legal


@FLOW.resolves("place_start")
def _place_start(ctx: Context, a: Action) -> None:
    """Starting dice earn gold (gold dice, completed rows) but never an action (spec §5.2 step 12)."""
    s: GameState = ctx.state
    p = s.players[a.seat]
    die = next(d for d in p.start_dice if d.id == a["die"])
    place_die(ctx, p.seat, die, row_of(a["row"]), "start")
    if p.start_dice:
        return
    nxt = next_in(seat_order(s), s.turn)
    if nxt is not None:
        ctx.emit("flow", turn=nxt[0], current=nxt[1])
    else:
        ctx.emit("flow", step="round_start", current=None, turn=0)
