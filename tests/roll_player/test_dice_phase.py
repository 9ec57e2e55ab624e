"""Roll and Dice phases (spec §6.1–6.2, checklist §16 items 1–11)."""
from __future__ import annotations

from engine.games.roll_player.state import Attr, Colour, GameState, Phase
from engine.kernel import Action, step_state

from .helpers import DICE_PHASE, GAME, act, dice_phase, legal, run_auto, scenario, through_setup

G, U, R, P, K, W, Y = Colour.GREEN, Colour.BLUE, Colour.RED, Colour.PURPLE, Colour.BLACK, Colour.WHITE, Colour.GOLD
def test_roll_phase_sorts_dice_ascending_and_the_first_player_orders_ties() -> None:
    """Rulebook example (B:313): green 6, red 1, gold 4, purple 6 in a 3-player game."""
    s = scenario("""
        [forced]
        draws = ["green", "red", "gold", "purple"]
        faces = [6, 1, 4, 6]
        [position]
        phase = "roll"
        first_player = 2
    """, players=3)
    assert [(d.colour, d.value) for d in s.initiative[0].dice] == [(R, 1)]
    assert [(d.colour, d.value) for d in s.initiative[1].dice] == [(Y, 4)]
    d = GAME.decision(s)
    assert d.actor == 2 and d.prompt == "sort"
    assert {x.colour for x in s.pool} == {G, P}
    purple = next(x for x in s.pool if x.colour is P)
    act(s, "order_die", 2, die=purple.id)
    assert [x.colour for x in s.initiative[2].dice] == [P]
    assert [x.colour for x in s.initiative[3].dice] == [G]
    assert [c.gold for c in s.initiative] == [0, 1, 1, 0], "gold stays on its card"


def test_equal_dice_of_the_same_colour_need_no_ordering_choice() -> None:
    s = scenario("""
        [forced]
        draws = ["green", "green", "red"]
        faces = [3, 3, 5]
        [position]
        phase = "roll"
    """)
    assert not s.stack and [(c.dice[0].colour, c.dice[0].value) for c in s.initiative] == [(G, 3), (G, 3), (R, 5)]


def test_taking_an_initiative_card_takes_its_gold() -> None:
    s = dice_phase()
    act(s, "take_card", 0, card=1)
    assert s.players[0].gold == 3 + 1 and s.initiative[1].gold == 0
    assert s.initiative[1].taken_by == 0


def test_a_die_goes_to_the_leftmost_empty_slot_of_the_chosen_row() -> None:
    s = dice_phase('sheet = { DEX = ["red 2"] }', die="blue 4")
    act(s, "take_card", 0, card=0)
    options = legal(s, "place", 0)
    assert {a["row"] for a in options} == {a.name for a in Attr}
    act(s, "place", 0, die=options[0]["die"], row="DEX")
    row = s.players[0].sheet[Attr.DEX]
    assert row[0].value == 2 and row[1].colour is U and row[2] is None


def test_a_full_row_cannot_be_chosen() -> None:
    s = dice_phase('sheet = { STR = ["red 1", "red 2", "red 3"] }')
    act(s, "take_card", 0, card=0)
    assert "STR" not in {a["row"] for a in legal(s, "place", 0)}


def test_placement_is_mandatory() -> None:
    s = through_setup(2, 3)
    p = s.current
    act(s, "take_card", p, card=0)
    assert {a.kind for a in legal(s, player=p)} <= {"place", "use_skill"}


def test_completing_a_row_pays_one_gold_and_a_gold_die_two() -> None:
    s = dice_phase('sheet = { CHA = ["red 1", "red 2"] }', die="gold 5")
    act(s, "take_card", 0, card=0)
    act(s, "place", 0, die=s.initiative[0].dice[0].id, row="CHA")
    assert s.players[0].gold == 3 + 1 + 2


def test_bruno_takes_card_two_gold_places_a_gold_die_and_flips_blue_one_to_six() -> None:
    """Rulebook example (B:386): card "2" gold + gold die 2 gold; STR action turns a CON die 1 -> 6."""
    s = scenario("""
        [position]
        phase = "dice"
        [[position.players]]
        class = "C1a"
        gold = 5
        sheet = { STR = ["red 3"], CON = ["blue 1"] }
        [[position.initiative]]
        dice = ["red 2"]
        [[position.initiative]]
        dice = ["gold 4"]
        gold = 1
        [[position.initiative]]
        dice = ["white 5"]
        [[position.initiative]]
        dice = ["black 6"]
    """, players=3)
    act(s, "take_card", 0, card=1)
    act(s, "place", 0, die=s.initiative[1].dice[0].id, row="STR")
    assert s.players[0].sheet[Attr.STR][1].colour is Y
    assert s.players[0].gold == 5 + 1 + 2
    act(s, "strength", 0, row="CON", index=0)
    assert s.players[0].sheet[Attr.CON][0].value == 6


def _placed(s: GameState, row: str) -> int:
    """Player 0 takes card "1" and puts its die in `row`; the row's action is next."""
    act(s, "take_card", 0, card=0)
    act(s, "place", 0, die=s.initiative[0].dice[0].id, row=row)
    return 0


def test_strength_turns_any_die_to_its_opposite_face() -> None:
    s = dice_phase('sheet = { STR = ["green 2"], WIS = ["red 4"] }', die="white 2")
    p = _placed(s, "STR")
    assert len(legal(s, "strength", p)) == 3, "any die on the sheet, the one just placed too"
    act(s, "strength", p, row="STR", index=1)
    assert s.players[p].sheet[Attr.STR][1].value == 5


def test_dexterity_swaps_two_occupied_slots_only_and_same_row_is_allowed() -> None:
    s = dice_phase('sheet = { STR = ["red 1", "green 6"] }', die="white 4")
    p = _placed(s, "DEX")
    swaps = legal(s, "dexterity", p)
    assert len(swaps) == 3  # three dice on the sheet: every pair, never an empty slot
    act(s, "dexterity", p, row="STR", index=0, row2="STR", index2=1)
    row = s.players[p].sheet[Attr.STR]
    assert (row[0].colour, row[1].colour) == (G, R)


def test_constitution_never_wraps() -> None:
    s = dice_phase('sheet = { STR = ["red 1", "green 6"] }', die="white 3")
    p = _placed(s, "CON")
    deltas = {(a["row"], a["index"], a["delta"]) for a in legal(s, "constitution", p)}
    assert ("STR", 0, -1) not in deltas and ("STR", 0, 1) in deltas
    assert ("STR", 1, 1) not in deltas and ("STR", 1, -1) in deltas
    assert ("CON", 0, 1) in deltas and ("CON", 0, -1) in deltas


def test_intelligence_rerolls_and_may_revert_to_the_old_value() -> None:
    for choice, kept in ((0, 3), (1, 5)):
        s = scenario(DICE_PHASE.format(sheet="", die="white 3") + """
            [forced]
            faces = [5]
        """)
        p = _placed(s, "INT")
        act(s, "intelligence", p, row="INT", index=0)
        frame = s.stack[-1]
        assert frame.kind == "int_choose" and frame.data["values"] == [3, 5]
        assert len(legal(s, "int_keep", p)) == 2
        act(s, "int_keep", p, choice=choice)
        assert s.players[p].sheet[Attr.INT][0].value == kept


def test_intelligence_offers_keep_or_revert_even_when_the_reroll_shows_the_same_face() -> None:
    """Spec §6.2: "you may keep the new result or return to the previous one" - both, whatever the faces."""
    for choice in (0, 1):
        s = scenario(DICE_PHASE.format(sheet="", die="white 3") + """
            [forced]
            faces = [3]
        """)
        p = _placed(s, "INT")
        act(s, "intelligence", p, row="INT", index=0)
        assert s.stack[-1].data["values"] == [3, 3]
        assert {a["choice"] for a in legal(s, "int_keep", p)} == {0, 1}
        act(s, "int_keep", p, choice=choice)
        assert s.players[p].sheet[Attr.INT][0].value == 3 and not s.stack


def test_wisdom_moves_the_marker_one_step_and_stays_on_the_grid() -> None:
    s = dice_phase("marker = [0, 0]")
    p = _placed(s, "WIS")
    assert {a["dir"] for a in legal(s, "wisdom", p)} == {"DOWN", "RIGHT"}
    act(s, "wisdom", p, dir="RIGHT")
    assert s.players[p].alignment_pos == (0, 1)


def test_charisma_gives_a_token_that_is_discarded_in_cleanup() -> None:
    s = dice_phase()
    p = _placed(s, "CHA")
    act(s, "charisma", p)
    assert s.players[p].charisma == 1
    from .helpers import finish_market, to_market_phase
    to_market_phase(s)
    finish_market(s)
    assert s.phase is Phase.DICE and s.round == 2
    assert s.players[p].charisma == 0


def test_only_the_placed_rows_action_is_offered_and_skipping_is_allowed() -> None:
    s = dice_phase()
    p = _placed(s, "CHA")
    kinds = {a.kind for a in legal(s, player=p)} - {"use_skill"}
    assert kinds == {"charisma", "skip_action"}


def test_only_one_attribute_action_and_a_moved_die_triggers_nothing_more() -> None:
    s = dice_phase('sheet = { STR = ["red 1"], CHA = ["green 6"] }')
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
    s = dice_phase('sheet = { STR = ["gold 2", "red 3"], CHA = ["green 1", "green 2"] }', die="white 4")
    p = _placed(s, "DEX")
    gold = s.players[p].gold
    act(s, "dexterity", p, row="STR", index=0, row2="DEX", index2=0)
    assert s.players[p].gold == gold
    assert s.players[p].sheet[Attr.DEX][0].colour is Y


def test_the_placement_that_completes_a_row_is_the_only_one_paying_completion_gold() -> None:
    s = dice_phase('sheet = { WIS = ["green 1"] }', die="white 4")
    p = _placed(s, "WIS")
    assert s.players[p].gold == 3, "the second die of a row pays nothing"
