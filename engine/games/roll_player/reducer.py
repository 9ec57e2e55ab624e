"""The reducer: every event kind of Roll Player and how it changes the state (the only writer)."""
from __future__ import annotations

from typing import Callable

from engine.common.decks import Bag
from engine.kernel.canonical import JsonObject

from .state import FAM, Attr, Die, FiendsState, Frame, GameState, InitiativeCard, Phase, PlayerState, fiends_player, fiends_state, row_of

Handler = Callable[[GameState, JsonObject], None]
FiendsHandler = Callable[[FiendsState, JsonObject], None]
REDUCERS: dict[str, Handler] = {}
FLOW_FIELDS = frozenset({
    "phase", "step", "current", "turn", "bought", "charisma_used", "discount", "peek",
    "druid_done", "round",
})


def reducer(kind: str) -> Callable[[Handler], Handler]:
    def wrap(fn: Handler) -> Handler:
        REDUCERS[kind] = fn
        return fn
    return wrap


def fiends_reducer(kind: str) -> Callable[[FiendsHandler], FiendsHandler]:
    """A reducer of an expansion event, handed the expansion's table (its events happen at no other)."""
    def wrap(fn: FiendsHandler) -> FiendsHandler:
        def run(s: GameState, d: JsonObject) -> None:
            fn(fiends_state(s), d)
        REDUCERS[kind] = run
        return fn
    return wrap


def _take(dice: list[Die], die_id: int) -> Die:
    for i, d in enumerate(dice):
        if d.id == die_id:
            return dice.pop(i)
    raise KeyError(f"die {die_id} is not here")


def _card_list(s: GameState, source: str) -> list[str]:
    return {"market": s.market_row, "discard": s.discard_pile, "deck": s.market_deck}[source]


# --- setup -------------------------------------------------------------------------------
@reducer("first_player")
def _first_player(s: GameState, d: JsonObject) -> None:
    s.first_player = d["player"]
    s.last_first_rolls = [list(r) for r in d["rolls"]]


@reducer("gold")
def _gold(s: GameState, d: JsonObject) -> None:
    s.players[d["player"]].gold += d["delta"]


@reducer("race")
def _race(s: GameState, d: JsonObject) -> None:
    s.players[d["player"]].race = d["race"]
    s.races_left.remove(d["race"])


@reducer("class_draw")
def _class_draw(s: GameState, d: JsonObject) -> None:
    p = s.players[d["player"]]
    for die_id in d["dice"]:
        p.class_dice.append(_take(s.bag, die_id))


@reducer("class")
def _class(s: GameState, d: JsonObject) -> None:
    s.players[d["player"]].class_id = d["class_id"]
    s.classes_taken.append(d["colour"])


@reducer("class_dice_back")
def _class_dice_back(s: GameState, d: JsonObject) -> None:
    for p in s.players:
        Bag(s.bag).add(p.class_dice)
        p.class_dice = []


@reducer("dealt")
def _dealt(s: GameState, d: JsonObject) -> None:
    p = s.players[d["player"]]
    p.alignment_card = d["alignment"]
    p.backstory = d["backstory"]


@reducer("deck_formed")
def _deck_formed(s: GameState, d: JsonObject) -> None:
    s.market_deck = list(d["deck"])
    s.discard_pile = list(d["discard"])
    s.box = list(d["box"])


@reducer("deck_reshuffled")
def _deck_reshuffled(s: GameState, d: JsonObject) -> None:
    s.market().reshuffle(d["deck"])


@reducer("market_drawn")
def _market_drawn(s: GameState, d: JsonObject) -> None:
    s.market().take(d["cards"])
    s.market_row.extend(d["cards"])


@reducer("trashed")
def _trashed(s: GameState, d: JsonObject) -> None:
    _card_list(s, d["source"]).remove(d["card"])
    s.trash.append(d["card"])


@reducer("initiative_laid")
def _initiative_laid(s: GameState, d: JsonObject) -> None:
    s.initiative = [InitiativeCard(label, order, gold) for label, order, gold in d["cards"]]


@reducer("card_gold")
def _card_gold(s: GameState, d: JsonObject) -> None:
    s.initiative[d["card"]].gold += 1


@reducer("start_dice")
def _start_dice(s: GameState, d: JsonObject) -> None:
    p = s.players[d["player"]]
    for die_id, value in d["dice"]:
        p.start_dice.append(_take(s.bag, die_id).with_value(value))


@reducer("enemy_die")
def _enemy_die(s: GameState, d: JsonObject) -> None:
    s.enemy_dice.append(_take(s.bag, d["die"]))


# --- dice -------------------------------------------------------------------------------
@reducer("placed")
def _placed(s: GameState, d: JsonObject) -> None:
    p = s.players[d["player"]]
    row = row_of(d["row"])
    if d["source"] == "start":
        p.sheet[row][d["index"]] = _take(p.start_dice, d["die"])
    elif d["source"] == "backpack":   # the expansion's Backpack (fiends/backpack.py)
        p.sheet[row][d["index"]] = _take(fiends_player(s, p.seat).backpack, d["die"])
    else:
        p.sheet[row][d["index"]] = _take(s.initiative[d["card"]].dice, d["die"])
        s.placed_rows.append(row)
        if row is FAM:
            fiends_state(s).placed_familiar.append(d["index"])


@reducer("rolled")
def _rolled(s: GameState, d: JsonObject) -> None:
    for die_id, value in d["dice"]:
        s.pool.append(_take(s.bag, die_id).with_value(value))


@reducer("to_card")
def _to_card(s: GameState, d: JsonObject) -> None:
    s.initiative[d["card"]].dice.append(_take(s.pool, d["die"]))


@reducer("pool_collected")
def _pool_collected(s: GameState, d: JsonObject) -> None:
    for i in d["cards"]:
        s.pool.extend(s.initiative[i].dice)
        s.initiative[i].dice = []


@reducer("card_taken")
def _card_taken(s: GameState, d: JsonObject) -> None:
    card = s.initiative[d["card"]]
    card.taken_by = d["player"]
    s.players[d["player"]].initiative = d["card"]
    s.players[d["player"]].gold += d.get("kept", card.gold)   # the Imp of Greed keeps none
    card.gold = 0
    s.placed_rows = []
    if isinstance(s, FiendsState):
        s.placed_familiar = []


@reducer("die_value")
def _die_value(s: GameState, d: JsonObject) -> None:
    row = s.players[d["player"]].sheet[row_of(d["row"])]
    die = row[d["index"]]
    assert die is not None
    row[d["index"]] = die.with_value(d["value"])


@reducer("swapped")
def _swapped(s: GameState, d: JsonObject) -> None:
    sheet = s.players[d["player"]].sheet
    (ra, ia), (rb, ib) = d["a"], d["b"]
    a, b = row_of(ra), row_of(rb)
    sheet[a][ia], sheet[b][ib] = sheet[b][ib], sheet[a][ia]


@reducer("moved")
def _moved(s: GameState, d: JsonObject) -> None:
    """Sleight of Hand: the die leaves its row, the row closes up to the left."""
    sheet = s.players[d["player"]].sheet
    (rf, i_from), (rt, i_to) = d["src"], d["dst"]
    origin = sheet[Attr[rf]]
    die = origin[i_from]
    rest = [x for j, x in enumerate(origin) if j != i_from and x is not None]
    sheet[Attr[rf]] = rest + [None] * (len(origin) - len(rest))
    sheet[Attr[rt]][i_to] = die


@reducer("marker")
def _marker(s: GameState, d: JsonObject) -> None:
    r, c = d["to"]
    s.players[d["player"]].alignment_pos = (r, c)


@reducer("charisma")
def _charisma(s: GameState, d: JsonObject) -> None:
    s.players[d["player"]].charisma += d["delta"]


@reducer("action_used")
def _action_used(s: GameState, d: JsonObject) -> None:
    s.players[d["player"]].action_used_this_dice_phase = True


# --- frames -----------------------------------------------------------------------------
@reducer("push")
def _push(s: GameState, d: JsonObject) -> None:
    s.stack.append(Frame(d["frame"], d["player"], dict(d["data"])))


@reducer("pop")
def _pop(s: GameState, d: JsonObject) -> None:
    s.stack.pop()


@reducer("frame")
def _frame(s: GameState, d: JsonObject) -> None:
    s.stack[-1].data.update(d["data"])


@reducer("flow")
def _flow(s: GameState, d: JsonObject) -> None:
    if not FLOW_FIELDS.issuperset(d):
        raise KeyError(f"flow cannot set {next(k for k in d if k not in FLOW_FIELDS)}")
    vars(s).update(d)  # one dict update instead of a setattr per field (a hot event)
    if "phase" in d:
        s.phase = Phase[d["phase"]]


# --- market -----------------------------------------------------------------------------
@reducer("bought")
def _bought(s: GameState, d: JsonObject) -> None:
    p = s.players[d["player"]]
    _card_list(s, d["source"]).remove(d["card"])
    kind = d["type"]
    if kind == "skill":
        p.skills[d["card"]] = False
    else:
        p.owned(kind).append(d["card"])
    p.gold -= d["gold"]
    p.charisma -= d["charisma"]


@reducer("discarded")
def _discarded(s: GameState, d: JsonObject) -> None:
    s.market_row.remove(d["card"])
    s.market().discard([d["card"]])


@reducer("weapon_dropped")
def _weapon_dropped(s: GameState, d: JsonObject) -> None:
    s.players[d["player"]].weapons.remove(d["card"])
    s.market().discard([d["card"]])


@reducer("skill_used")
def _skill_used(s: GameState, d: JsonObject) -> None:
    s.players[d["player"]].skills[d["card"]] = True


@reducer("refreshed")
def _refreshed(s: GameState, d: JsonObject) -> None:
    s.players[d["player"]].skills[d["card"]] = False


@reducer("to_market")
def _to_market(s: GameState, d: JsonObject) -> None:
    s.discard_pile.remove(d["card"])
    s.market_row.append(d["card"])


@reducer("market_cleared")
def _market_cleared(s: GameState, d: JsonObject) -> None:
    s.market().discard(s.market_row)
    s.market_row = []


# --- dice pool manipulation (skills) and cleanup ----------------------------------------
@reducer("card_die_value")
def _card_die_value(s: GameState, d: JsonObject) -> None:
    dice = s.initiative[d["card"]].dice
    for i, die in enumerate(dice):
        if die.id == d["die"]:
            dice[i] = die.with_value(d["value"])


@reducer("card_dice_exchanged")
def _card_dice_exchanged(s: GameState, d: JsonObject) -> None:
    a, b = s.initiative[d["a_card"]], s.initiative[d["b_card"]]
    da, db = _take(a.dice, d["a_die"]), _take(b.dice, d["b_die"])
    a.dice.append(db)
    b.dice.append(da)


@reducer("card_die_to_bag")
def _card_die_to_bag(s: GameState, d: JsonObject) -> None:
    Bag(s.bag).add([_take(s.initiative[d["card"]].dice, d["die"]).with_value(None)])


@reducer("bag_die_to_card")
def _bag_die_to_card(s: GameState, d: JsonObject) -> None:
    s.initiative[d["card"]].dice.append(_take(s.bag, d["die"]).with_value(d["value"]))


@reducer("dice_to_bag")
def _dice_to_bag(s: GameState, d: JsonObject) -> None:
    for card in s.initiative:
        Bag(s.bag).add(x.with_value(None) for x in card.dice)
        card.dice = []


@reducer("cards_returned")
def _cards_returned(s: GameState, d: JsonObject) -> None:
    for card in s.initiative:
        card.taken_by = None
    for p in s.players:
        p.initiative = None


@reducer("round")
def _round(s: GameState, d: JsonObject) -> None:
    s.round = d["round"]
    s.druid_done = False
    for p in s.players:
        p.action_used_this_dice_phase = False
        p.market_done = False


@reducer("market_done")
def _market_done(s: GameState, d: JsonObject) -> None:
    p: PlayerState = s.players[d["player"]]
    p.market_done = True


@reducer("first_passed")
def _first_passed(s: GameState, d: JsonObject) -> None:
    s.first_player = d["player"]


@reducer("enemy_roll")
def _enemy_roll(s: GameState, d: JsonObject) -> None:
    s.enemy_dice = [x.with_value(d["value"]) for x in s.enemy_dice]


@reducer("borrowed")
def _borrowed(s: GameState, d: JsonObject) -> None:
    """Diplomacy names the borrowed skill for the log; the target card is not exhausted."""


@reducer("game_over")
def _game_over(s: GameState, d: JsonObject) -> None:
    s.phase = Phase.GAME_OVER
    s.stack = []
