"""Setup (spec §5): one scenario per rule."""
from __future__ import annotations

from engine import games

from engine.games.roll_player.effects import content
from engine.games.roll_player.state import Colour, Phase
from engine.kernel import Session

from .helpers import GAME, act, config, legal, new_game, scenario, through_setup


def test_first_player_is_the_highest_roll_and_ties_reroll() -> None:
    """Spec §5.2 step 1 and PD-G02: players 1 and 3 tie on 5, re-roll alone, and 3 wins with a 6."""
    s = scenario("""
        [forced]
        faces = [5, 3, 5, 2, 4, 6]
    """, players=4)
    assert s.last_first_rolls == [[5, 3, 5, 2], [4, None, 6, None]]
    assert s.first_player == 2


def test_the_highest_first_roll_starts_without_a_reroll() -> None:
    s = scenario("""
        [forced]
        faces = [2, 6, 1]
    """, players=3)
    assert s.last_first_rolls == [[2, 6, 1]] and s.first_player == 1


def test_races_are_chosen_in_seat_order_from_the_first_player() -> None:
    s = new_game(3, 5)
    first = s.first_player
    order = [(first + k) % 3 for k in range(3)]
    for p in order:
        assert s.step == "race" and s.current == p
        race = s.races_left[0]
        act(s, "choose_race", p, race=race)
        assert race not in s.races_left
    assert all(p.race for p in s.players)


def _choose_races(s) -> None:
    while s.step == "race":
        act(s, "choose_race", s.current, race=s.races_left[-1])


def test_class_by_draw_skips_gold_and_taken_colours_and_returns_every_drawn_die() -> None:
    """Spec §5.2 step 4: the second player draws gold, then red (taken by the first), then blue."""
    s = scenario("""
        [forced]
        faces = [6, 1]
        draws = ["red", "gold", "red", "blue"]
    """)
    _choose_races(s)
    assert [d.colour for d in s.players[0].class_dice] == [Colour.RED]
    assert {content().classes[a["class_id"]].colour for a in legal(s, "choose_class")} == {Colour.RED}
    act(s, "choose_class", 0, class_id="C2a")
    assert [d.colour for d in s.players[1].class_dice] == [Colour.GOLD, Colour.RED, Colour.BLUE]
    options = legal(s, "choose_class")
    assert {a["class_id"] for a in options} == {"C5a", "C5b"}
    act(s, "choose_class", 1, class_id="C5b")
    assert all(not p.class_dice for p in s.players)
    assert s.step == "start_place"
    assert len(s.bag) + sum(len(p.start_dice) for p in s.players) == 73


def test_class_drawing_grants_no_gold() -> None:
    s = new_game(2, 3)
    _choose_races(s)
    while s.step == "class_side":
        act(s, "choose_class", s.current, class_id=legal(s, "choose_class")[0]["class_id"])
    # only starting gold and starting-dice gold have been paid
    starting = content().setup[2].starting_gold
    for p in s.players:
        assert p.gold == starting[0]


def test_class_by_choice_goes_in_reverse_seat_order_ending_with_the_first_player() -> None:
    s = new_game(3, 2, class_selection="choose")
    _choose_races(s)
    first = s.first_player
    seen = []
    while s.step == "class_choose":
        seen.append(s.current)
        options = legal(s, "choose_class")
        taken = {content().classes[p.class_id].colour for p in s.players if p.class_id}
        assert all(content().classes[a["class_id"]].colour not in taken for a in options)
        act(s, "choose_class", s.current, class_id=options[0]["class_id"])
    assert seen == [(first - 1) % 3, (first - 2) % 3, first]


def test_starting_gold_is_five_plus_one_for_the_third_and_two_for_the_fourth_seat() -> None:
    s = new_game(4, 7)
    _choose_races(s)
    while s.step == "class_side":
        act(s, "choose_class", s.current, class_id=legal(s, "choose_class")[0]["class_id"])
    order = [(s.first_player + k) % 4 for k in range(4)]
    assert [s.players[p].gold for p in order] == [5, 5, 6, 7]


def test_starting_gold_is_paid_after_the_races_and_before_any_class_is_chosen() -> None:
    """Spec §5.2: step 3 (gold) comes between step 2 (races) and step 4 (classes)."""
    for selection in ("draw", "choose"):
        s = new_game(3, 4, class_selection=selection)
        assert all(p.gold == 0 for p in s.players), "no gold before the races are chosen"
        _choose_races(s)
        assert s.step in ("class_side", "class_choose") and not any(p.class_id for p in s.players)
        order = [(s.first_player + k) % 3 for k in range(3)]
        assert [s.players[p].gold for p in order] == [5, 5, 6]


def test_market_deck_removes_cards_per_stack_to_the_discard_pile() -> None:
    for players, removed, market in ((2, 14, 3), (3, 6, 4), (4, 0, 5)):
        s = through_setup(players, 4)
        assert len(s.discard_pile) == removed
        assert len(s.market_row) == market
        cards = content().cards
        ones = sum(1 for k in s.discard_pile if cards[k].dots == 1)
        assert ones == removed // 2
        deck = s.market_row + s.market_deck
        dots = [cards[k].dots for k in deck]
        assert dots == sorted(dots), "the 1-dot stack lies on top of the 2-dot stack"


def test_initiative_cards_match_the_market_and_carry_gold_except_first_and_last() -> None:
    for players, labels in ((2, ["1", "2", "3"]), (3, ["1", "2", "3", "4"]), (4, ["1", "2", "3", "4", "5"])):
        s = new_game(players, 9)
        while s.step != "start_place":
            d = GAME.decision(s)
            act(s, d.legal[0].kind, d.actor, **d.legal[0].arg_dict)
        assert [c.label for c in s.initiative] == labels
        assert [c.gold for c in s.initiative] == [0] + [1] * (players - 1) + [0]
        assert len(s.market_row) == len(s.initiative)


def test_each_player_draws_players_plus_four_starting_dice() -> None:
    for players in (2, 3, 4):
        s = new_game(players, 8)
        while s.step != "start_place":
            d = GAME.decision(s)
            act(s, d.legal[0].kind, d.actor, **d.legal[0].arg_dict)
        assert all(len(p.start_dice) == players + 4 for p in s.players)
        assert all(d.value is not None and 1 <= d.value <= 6 for p in s.players for d in p.start_dice)


def test_starting_dice_pay_gold_for_gold_dice_and_rows_but_give_no_action() -> None:
    s = new_game(2, 21)
    while s.step != "start_place":
        d = GAME.decision(s)
        act(s, d.legal[0].kind, d.actor, **d.legal[0].arg_dict)
    p = s.players[s.current]
    gold = p.gold
    golds = [d for d in p.start_dice if d.colour is Colour.GOLD]
    others = [d for d in p.start_dice if d.colour is not Colour.GOLD]
    expected = gold
    plan = (golds + others)[:3]
    for i, die in enumerate(plan):
        act(s, "place_start", p.seat, die=die.id, row="STR")
        if die.colour is Colour.GOLD:
            expected += 2 if content().classes[p.class_id].effect != "sticky_fingers" else 4
    expected += 1  # the third die completed the Strength row
    assert p.gold == expected
    assert s.step == "start_place" and all(a.kind == "place_start" for a in legal(s))


def test_setup_ends_at_round_one_with_the_first_player_choosing_a_card() -> None:
    s = through_setup(3, 12)
    assert s.phase is Phase.DICE and s.round == 1 and s.current == s.first_player
    assert all(p.dice_count() == 7 for p in s.players)
    assert all(len(c.dice) == 1 for c in s.initiative)


def test_setup_through_a_session_undoes_to_each_human_choice() -> None:
    session = Session(GAME, config(2, 3))
    first = session.decision
    assert first is not None and first.prompt == "choose_race"
    session.apply(first.legal[0])
    assert session.decision.prompt == "choose_race"
    session.undo()
    assert session.decision == first
    session.redo()
    assert session.state.players[session.state.first_player].race == first.legal[0]["race"]


def test_solo_setup_sets_aside_an_enemy_die_trashes_a_card_and_removes_diplomacy() -> None:
    s = through_setup(1, 5)
    assert [d.colour for d in s.enemy_dice] == [Colour.GOLD]
    assert s.box == ["B18"]
    assert len(s.trash) == 1 and len(s.market_row) == 3
    assert len(s.discard_pile) == 14
    assert s.players[0].dice_count() == 6 and s.players[0].gold >= 5


def test_rulebook_class_example_a_white_die_offers_cleric_or_paladin() -> None:
    """Rulebook example (B:243): a white die gives the white card Cleric/Paladin; he picks Paladin."""
    s = scenario("""
        [forced]
        draws = ["white"]
    """)
    _choose_races(s)
    p = s.players[s.current]
    assert [d.colour for d in p.class_dice] == [Colour.WHITE]
    assert {a["class_id"] for a in legal(s, "choose_class")} == {"C1a", "C1b"}
    act(s, "choose_class", p.seat, class_id="C1b")
    assert content().classes[p.class_id].name.en == "Paladin"


def test_the_choose_class_flag_selects_classes_by_choice_in_reverse_order():
    from engine.kernel import GameConfig

    game = games.get("roll-player")
    config = GameConfig.quick("roll-player", 3, seed=2, choose_class=True)
    game.validate_config(config)
    assert game.new_state(config).class_selection == "choose"
