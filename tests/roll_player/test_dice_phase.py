"""Roll and Dice phases (spec §6.1–6.2, checklist §16 items 1–11)."""
from __future__ import annotations

from engine.games.roll_player.state import Attr, Colour, Phase
from engine.kernel import Action, step_state

from .helpers import GAME, act, clear_sheet, legal, run_auto, set_card_dice, set_row, take, through_setup

G, U, R, P, K, W, Y = Colour.GREEN, Colour.BLUE, Colour.RED, Colour.PURPLE, Colour.BLACK, Colour.WHITE, Colour.GOLD


def _reroll_pool(s, dice) -> None:
    """Put the round's rolled dice back and lay out `dice` as if just rolled, then sort them."""
    from engine.games.roll_player.flow import sort_pool
    from engine.kernel import Context
    for c in s.initiative:
        s.bag.extend(d.with_value(None) for d in c.dice)
        c.dice = []
    s.stack.clear()
    s.pool = [take(s, c, v) for c, v in dice]
    ctx = Context(GAME, s)
    sort_pool(ctx, s.first_player, list(range(len(s.initiative))))
    ctx.finish()


def test_roll_phase_sorts_dice_ascending_and_the_first_player_orders_ties() -> None:
    """Rulebook example (B:313): green 6, red 1, gold 4, purple 6 in a 3-player game."""
    s = through_setup(3, 2)
    _reroll_pool(s, [(G, 6), (R, 1), (Y, 4), (P, 6)])
    assert [(d.colour, d.value) for d in s.initiative[0].dice] == [(R, 1)]
    assert [(d.colour, d.value) for d in s.initiative[1].dice] == [(Y, 4)]
    d = GAME.decision(s)
    assert d.actor == s.first_player and d.prompt == "sort"
    purple = next(x for x in s.pool if x.colour is P)
    assert {s.pool[i].colour for i in range(2)} == {G, P}
    act(s, "order_die", s.first_player, die=purple.id)
    assert [x.colour for x in s.initiative[2].dice] == [P]
    assert [x.colour for x in s.initiative[3].dice] == [G]
    assert [c.gold for c in s.initiative] == [0, 1, 1, 0], "gold stays on its card"


def test_equal_dice_of_the_same_colour_need_no_ordering_choice() -> None:
    s = through_setup(2, 2)
    _reroll_pool(s, [(G, 3), (G, 3), (R, 5)])
    assert not s.stack and [c.dice[0].value for c in s.initiative] == [3, 3, 5]


def test_taking_an_initiative_card_takes_its_gold() -> None:
    s = through_setup(2, 3)
    p = s.current
    gold = s.players[p].gold
    act(s, "take_card", p, card=1)
    assert s.players[p].gold == gold + 1 and s.initiative[1].gold == 0
    assert s.initiative[1].taken_by == p


def test_a_die_goes_to_the_leftmost_empty_slot_of_the_chosen_row() -> None:
    s = through_setup(2, 3)
    p = s.current
    clear_sheet(s, p)
    set_row(s, p, Attr.DEX, [(R, 2)])
    set_card_dice(s, 0, [(U, 4)])
    act(s, "take_card", p, card=0)
    options = legal(s, "place", p)
    assert {a["row"] for a in options} == {a.name for a in Attr}
    act(s, "place", p, die=options[0]["die"], row="DEX")
    row = s.players[p].sheet[Attr.DEX]
    assert row[0].value == 2 and row[1].colour is U and row[2] is None


def test_a_full_row_cannot_be_chosen() -> None:
    s = through_setup(2, 3)
    p = s.current
    set_row(s, p, Attr.STR, [(R, 1), (R, 2), (R, 3)])
    act(s, "take_card", p, card=0)
    assert "STR" not in {a["row"] for a in legal(s, "place", p)}


def test_placement_is_mandatory() -> None:
    s = through_setup(2, 3)
    p = s.current
    act(s, "take_card", p, card=0)
    assert {a.kind for a in legal(s, player=p)} <= {"place", "use_skill"}


def test_completing_a_row_pays_one_gold_and_a_gold_die_two() -> None:
    s = through_setup(2, 4)
    p = s.current
    set_row(s, p, Attr.CHA, [(R, 1), (R, 2)])
    set_card_dice(s, 0, [(Y, 5)])
    gold = s.players[p].gold
    act(s, "take_card", p, card=0)
    die = s.initiative[0].dice[0].id
    if s.players[p].class_id in ("C4a",):
        return
    act(s, "place", p, die=die, row="CHA")
    assert s.players[p].gold == gold + 1 + 2


def test_bruno_takes_card_two_gold_places_a_gold_die_and_flips_blue_one_to_six() -> None:
    """Rulebook example (B:386): card "2" gold + gold die 2 gold; STR action turns a CON die 1 -> 6."""
    s = through_setup(3, 5)
    p = s.current
    from .helpers import set_class
    set_class(s, p, "C1a")
    clear_sheet(s, p)
    set_row(s, p, Attr.STR, [(R, 3)])
    set_row(s, p, Attr.CON, [(U, 1)])
    set_card_dice(s, 1, [(Y, 4)])
    gold = s.players[p].gold
    act(s, "take_card", p, card=1)
    act(s, "place", p, die=s.initiative[1].dice[0].id, row="STR")
    assert s.players[p].sheet[Attr.STR][1].colour is Y
    assert s.players[p].gold == gold + 1 + 2
    act(s, "strength", p, row="CON", index=0)
    assert s.players[p].sheet[Attr.CON][0].value == 6


def _placed(s, row: str, die: tuple[Colour, int] = (W, 3)):
    p = s.current
    if None not in s.players[p].sheet[Attr[row]]:
        set_row(s, p, Attr[row], [(G, 2)])
    set_card_dice(s, 0, [die])
    act(s, "take_card", p, card=0)
    act(s, "place", p, die=s.initiative[0].dice[0].id, row=row)
    return p


def test_strength_turns_any_die_to_its_opposite_face() -> None:
    s = through_setup(2, 6)
    p = _placed(s, "STR", (W, 2))
    targets = legal(s, "strength", p)
    assert len(targets) == s.players[p].dice_count()
    placed = s.players[p].sheet[Attr.STR]
    index = max(i for i, d in enumerate(placed) if d is not None)
    act(s, "strength", p, row="STR", index=index)
    assert s.players[p].sheet[Attr.STR][index].value == 5


def test_dexterity_swaps_two_occupied_slots_only_and_same_row_is_allowed() -> None:
    s = through_setup(2, 6)
    p = s.current
    clear_sheet(s, p)
    set_row(s, p, Attr.STR, [(R, 1), (G, 6)])
    p = _placed(s, "DEX", (W, 4))
    swaps = legal(s, "dexterity", p)
    assert len(swaps) == 3  # three dice on the sheet: every pair, never an empty slot
    act(s, "dexterity", p, row="STR", index=0, row2="STR", index2=1)
    row = s.players[p].sheet[Attr.STR]
    assert (row[0].colour, row[1].colour) == (G, R)


def test_constitution_never_wraps() -> None:
    s = through_setup(2, 6)
    p = s.current
    clear_sheet(s, p)
    set_row(s, p, Attr.STR, [(R, 1), (G, 6)])
    p = _placed(s, "CON", (W, 3))
    deltas = {(a["row"], a["index"], a["delta"]) for a in legal(s, "constitution", p)}
    assert ("STR", 0, -1) not in deltas and ("STR", 0, 1) in deltas
    assert ("STR", 1, 1) not in deltas and ("STR", 1, -1) in deltas
    assert ("CON", 0, 1) in deltas and ("CON", 0, -1) in deltas


def test_intelligence_rerolls_and_may_revert_to_the_old_value() -> None:
    for choice in (0, 1):
        s = through_setup(2, 6)
        p = s.current
        if s.players[p].class_id == "C5a":
            continue
        p = _placed(s, "INT", (W, 3))
        act(s, "intelligence", p, row="INT", index=0)
        frame = s.stack[-1]
        assert frame.kind == "int_choose"
        old, new = frame.data["values"]
        options = legal(s, "int_keep", p)
        if old == new:
            assert len(options) == 1
            continue
        act(s, "int_keep", p, choice=choice)
        assert s.players[p].sheet[Attr.INT][0].value == (old, new)[choice]


def test_wisdom_moves_the_marker_one_step_and_stays_on_the_grid() -> None:
    s = through_setup(2, 6)
    p = s.current
    s.players[p].alignment_pos = (0, 0)
    if s.players[p].class_id == "C1a":
        return
    p = _placed(s, "WIS")
    assert {a["dir"] for a in legal(s, "wisdom", p)} == {"DOWN", "RIGHT"}
    act(s, "wisdom", p, dir="RIGHT")
    assert s.players[p].alignment_pos == (0, 1)


def test_charisma_gives_a_token_that_is_discarded_in_cleanup() -> None:
    s = through_setup(2, 6)
    p = _placed(s, "CHA")
    act(s, "charisma", p)
    assert s.players[p].charisma == 1
    from .helpers import finish_market, to_market_phase
    to_market_phase(s)
    finish_market(s)
    assert s.phase is Phase.DICE and s.round == 2
    assert s.players[p].charisma == 0


def test_only_the_placed_rows_action_is_offered_and_skipping_is_allowed() -> None:
    s = through_setup(2, 6)
    p = _placed(s, "CHA")
    kinds = {a.kind for a in legal(s, player=p)} - {"use_skill"}
    assert kinds == {"charisma", "skip_action"}


def test_only_one_attribute_action_and_a_moved_die_triggers_nothing_more() -> None:
    s = through_setup(2, 6)
    p = _placed(s, "DEX")
    swap = legal(s, "dexterity", p)[0]
    events = act(s, "dexterity", p, **swap.arg_dict)
    assert s.step == "choose_card" and s.current != p
    assert s.players[p].action_used_this_dice_phase
    assert not any(a.player == p and a.kind in ("strength", "charisma") for a in legal(s))
    assert "swapped" in [e.kind for e in events]


def test_dice_phase_goes_clockwise_from_the_first_player_and_leaves_one_card() -> None:
    s = through_setup(3, 6)
    seen = []
    while s.phase is Phase.DICE:
        if s.step == "choose_card":
            seen.append(s.current)
        d = GAME.decision(s)
        a = next(x for x in d.legal if x.player == d.actor and x.kind != "use_skill")
        step_state(GAME, s, a)
        run_auto(s)
    first = s.first_player
    assert seen == [first, (first + 1) % 3, (first + 2) % 3]
    assert sum(1 for c in s.initiative if c.dice) == 1


def test_undo_after_a_placement_restores_the_card_and_the_gold() -> None:
    from engine.kernel import Session
    from .helpers import config
    session = Session(GAME, config(2, 7))
    while session.state.step != "place":
        d = session.decision
        session.apply(next(a for a in d.legal if a.player == d.actor))
    before = GAME.encode(session.state)
    d = session.decision
    session.apply(next(a for a in d.legal if a.kind == "place"))
    session.undo()
    assert GAME.encode(session.state) == before
    session.redo()
    assert GAME.encode(session.state) != before
    assert isinstance(d.legal[0], Action)


def test_moving_or_changing_a_gold_die_never_pays_gold() -> None:
    """PD-G35 / checklist 2-3: gold comes only from placing; DEX swaps and STR flips pay nothing."""
    s = through_setup(2, 6)
    p = s.current
    clear_sheet(s, p)
    set_row(s, p, Attr.STR, [(Y, 2), (R, 3)])
    set_row(s, p, Attr.CHA, [(G, 1), (G, 2)])
    p = _placed(s, "DEX", (W, 4))
    gold = s.players[p].gold
    act(s, "dexterity", p, row="STR", index=0, row2="DEX", index2=0)
    assert s.players[p].gold == gold
    assert s.players[p].sheet[Attr.DEX][0].colour is Y


def test_the_placement_that_completes_a_row_is_the_only_one_paying_completion_gold() -> None:
    s = through_setup(2, 6)
    p = s.current
    clear_sheet(s, p)
    set_row(s, p, Attr.WIS, [(G, 1)])
    gold = s.players[p].gold
    p = _placed(s, "WIS", (W, 4))
    assert s.players[p].gold == gold, "the second die of a row pays nothing"
