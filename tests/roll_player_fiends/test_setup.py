"""Setup with Fiends & Familiars (spec §12.2, §12.10 setup, PD-E02…E05, E09, E41), one rule per test."""
from __future__ import annotations

import pytest

from engine.games.roll_player.effects import content
from engine.games.roll_player.fiends import cards
from engine.games.roll_player.fiends.components import load_components
from engine.games.roll_player.fiends.content import load_fiends as content_f
from engine.games.roll_player.fiends.market import call_id
from engine.games.roll_player.state import CLASS_COLOURS, FAM, Attr, Colour, DieKind, FiendsPlayer, GameState
from engine.kernel import ConfigError, GameConfig, to_jsonable

from .helpers import GAME, act, config, forced_game, legal, new_game, through_setup

COMP = load_components()


def test_five_players_are_refused_without_the_expansion() -> None:
    with pytest.raises(ConfigError) as info:
        GAME.validate_config(GameConfig.quick("roll-player", 5, seed=1))
    assert info.value.key == "kernel.config.option_players" and info.value.params["option"] == "expansion"
    GAME.validate_config(config(5))


def test_an_unknown_expansion_is_refused() -> None:
    with pytest.raises(ConfigError) as info:
        GAME.validate_config(GameConfig.quick("roll-player", 2, seed=1, expansion="monsters"))
    assert info.value.key == "kernel.config.option_value" and info.value.params["option"] == "expansion"


@pytest.mark.parametrize("players,dice", [(1, 88), (4, 88), (5, 106)])
def test_the_bag_holds_the_split_dice_and_for_five_players_the_supplement(players: int, dice: int) -> None:
    state = GAME.new_state(config(players))
    assert len(state.bag) == dice                                   # 73 + 15 (+ 18, PD-E02)
    split = [d for d in state.bag if d.kind is DieKind.SPLIT]
    assert len(split) == 15 and {d.colours for d in split} == set(COMP.split_pairs)
    assert all(len(d.colours) == 2 and Colour.GOLD not in d.colours and d.faces == 4 for d in split)


def test_a_base_game_encodes_exactly_as_before_the_expansion_existed() -> None:
    state = GAME.new_state(GameConfig.quick("roll-player", 2, seed=3))
    data = GAME.encode(state)
    assert type(state) is GameState and "expansion" not in data and "familiar" not in data["players"][0]
    assert "FAM" not in data["players"][0]["sheet"] and data == to_jsonable(state)


def test_the_fast_encoder_equals_the_kernel_encoder_in_an_expansion_game() -> None:
    state = through_setup(3, seed=4)
    data = GAME.encode(state)
    assert data == to_jsonable(state) and data["expansion"] == "fiends"
    assert list(data["players"][0]["sheet"]) == ["STR", "DEX", "CON", "INT", "WIS", "CHA", "FAM"]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_starting_gold_by_seat_5_5_6_7_8(players: int) -> None:
    state = _at("f_class", players, seed=2)
    order = [(state.first_player + k) % players for k in range(players)]
    assert [state.players[p].gold for p in order] == list(COMP.setup[players].gold)


def _at(step: str, players: int, seed: int = 1):
    """Setup by first legal choices up to `step`."""
    state = new_game(players, seed)
    while state.step != step:
        d = GAME.decision(state)
        act(state, d.legal[0].kind, d.actor, **dict(d.legal[0].args))
    return state


def test_each_player_gets_a_different_class_colour_and_chooses_among_its_four_classes() -> None:
    state = _at("f_class", 4, seed=5)
    assert state.step == "f_class"
    colours = [p.class_colour for p in state.players if isinstance(p, FiendsPlayer)]
    assert len(set(colours)) == 4 and {Colour(c) for c in colours} <= set(CLASS_COLOURS)
    options = legal(state, "choose_class")
    c = content()
    assert len(options) == 4
    assert {c.classes[a["class_id"]].colour.value for a in options} == {state.players[state.current].class_colour}
    assert {c.classes[a["class_id"]].set for a in options} == {"base", "chich"}


def _at_familiars(players: int, seed: int = 1):
    return _at("f_familiar", players, seed)


@pytest.mark.parametrize("players", [1, 2, 5])
def test_every_player_draws_two_familiars_and_keeps_one(players: int) -> None:
    state = _at_familiars(players)
    held = [list(p.familiar_choices) for p in state.players]
    assert all(len(h) == 2 for h in held) and len({f for h in held for f in h}) == 2 * players
    assert len(state.familiar_box) == len(cards.familiar_ids()) - 2 * players
    for _ in range(players):
        seat = state.current
        keep = held[seat][1]
        act(state, "keep_familiar", seat, familiar=keep)
        p = state.players[seat]
        assert p.familiar == keep and p.familiar_choices == [] and held[seat][0] in state.familiar_box
    assert state.step == "start_place"


def test_the_market_deck_the_call_to_adventure_and_the_market() -> None:
    for players in (2, 3, 4, 5):
        state = through_setup(players, seed=11)
        row = COMP.setup[players]
        assert len(state.market_row) == row.market                               # players + 2
        assert len(state.discard_pile) == row.removed                            # from the top (20/15/10/5)
        assert state.market_deck.index(call_id()) == row.call_under - row.market  # under the N-th card
        assert not state.call_drawn and state.dice_per_card == 2


def test_the_one_dot_stack_lies_on_the_two_dot_stack() -> None:
    state = _at("start_place", 3, seed=8)
    c = content()
    deck = [k for k in [*state.discard_pile, *state.market_row, *state.market_deck] if k != call_id()]
    dots = [c.cards[k].dots for k in deck]
    assert dots == sorted(dots)


def test_solo_trashes_one_card_before_the_call_and_sets_two_gold_enemy_dice_aside() -> None:
    state = through_setup(1, seed=3)
    assert len(state.trash) == 1 and len(state.discard_pile) == 20
    assert state.market_deck.index(call_id()) == 15 - 4
    assert len(state.enemy_dice) == 2 and all(d.colours == frozenset({Colour.GOLD}) for d in state.enemy_dice)
    assert "B18" in state.box                                                   # Diplomacy leaves (PD-E26)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_the_chich_initiative_cards_with_gold_and_imps(players: int) -> None:
    state = through_setup(players, seed=6)
    layout = COMP.layout(players)
    assert [c.label for c in state.initiative] == [x.label for x in layout.cards]
    assert [c.gold for c in state.initiative] == [int(x.gold_space) for x in layout.cards]
    assert state.imp_spaces == [x.imp_space for x in layout.cards]
    assert sum(len(h) for h in state.card_imps) == sum(state.imp_spaces)
    assert len(state.imp_deck) == len(cards.imp_ids()) - sum(state.imp_spaces)
    assert all(not held for held, space in zip(state.card_imps, state.imp_spaces) if not space)


def test_starting_dice_may_go_to_the_familiar_row_without_an_action() -> None:
    state = _at_familiars(2)
    for _ in range(2):
        act(state, "keep_familiar", state.current, familiar=state.players[state.current].familiar_choices[0])
    seat = state.current
    placements = legal(state, "place_start", seat)
    assert "FAM" in {a["row"] for a in placements}                              # PD-E09
    a = next(a for a in placements if a["row"] == "FAM")
    act(state, "place_start", seat, die=a["die"], row="FAM")
    assert state.players[seat].sheet[FAM][0] is not None and state.step == "start_place"
    assert not state.stack and state.current == seat                            # no action at setup


def test_the_monster_avoids_the_class_colours_and_its_adventure_cards_lie_face_down() -> None:
    state = through_setup(3, seed=9)
    colours = {p.class_colour for p in state.players}
    monster = dict(cards.monsters())
    assert state.monster is not None and monster[state.monster].value not in colours
    assert len(state.adventure) == 3
    assert [content_f().adventures[a].type for a in state.adventure] == ["lair", "trap", "attack"]
    assert all(content_f().adventures[a].monster == state.monster for a in state.adventure)
    view = GAME.view(state, 0)
    assert view["adventure"] != state.adventure


def test_the_minion_deck_loses_five_from_the_one_dot_stack_and_reveals_its_top() -> None:
    state = through_setup(2, seed=4)
    minions = content_f().minions
    assert len(state.minion_box) == 5 and len(state.minion_deck) == len(minions) - 5
    assert all(minions[m].dots == 1 for m in state.minion_box)
    dots = [minions[m].dots for m in state.minion_deck]
    assert dots == sorted(dots) and GAME.view(state, 1)["minion_deck"]["top"] == state.minion_deck[0]


def test_hidden_things_stay_hidden_in_a_players_view() -> None:
    state = through_setup(2, seed=4)
    view = GAME.view(state, 0)
    for key in ("bag", "market_deck", "imp_deck", "familiar_box", "monster_box", "adventure_box", "minion_box"):
        assert isinstance(view[key], dict), key
    if state.minion_deck:
        assert view["minion_deck"]["top"] == state.minion_deck[0]
    assert GAME.view(state, None)["imp_deck"] == state.imp_deck


def test_a_scenario_forces_the_marker_draw_and_a_split_starting_die() -> None:
    """The scenario mechanism for expansion games: [forced] draws name a split die by its two colours,
    and the first shuffle (the tracking markers) is forced by its order."""
    state = forced_game('''
        orders = [["R", "U"]]
        draws = ["green/red", "gold"]
        ''', players=2)
    while state.step != "f_class":
        d = GAME.decision(state)
        act(state, d.legal[0].kind, d.actor, **dict(d.legal[0].args))
    order = [state.first_player, 1 - state.first_player]
    assert [state.players[p].class_colour for p in order] == ["R", "U"]
    while state.step != "start_place":
        d = GAME.decision(state)
        act(state, d.legal[0].kind, d.actor, **dict(d.legal[0].args))
    dice = state.players[state.first_player].start_dice
    assert dice[0].colours == frozenset({Colour.GREEN, Colour.RED}) and dice[0].kind is DieKind.SPLIT
    assert 1 <= dice[0].value <= 4 and dice[1].colours == frozenset({Colour.GOLD})


def test_an_expansion_position_names_an_unknown_key() -> None:
    from engine.kernel import ContentError
    with pytest.raises(ContentError) as info:
        forced_game('faces = [1]\n[position]\nround = 1\nmonsters = "MO1"\n')
    assert info.value.key == "position.monsters" and "unknown key" in info.value.expected


def test_sleight_of_hand_never_reaches_the_familiar_row() -> None:
    from engine.games.roll_player.skills import _sleight_actions
    state = through_setup(2, seed=12)
    p = state.players[state.current]
    p.sheet[FAM][0], p.sheet[Attr.STR][0] = p.sheet[Attr.STR][0], None
    moves = _sleight_actions(state, p.seat)
    assert moves and all(a["row"] != "FAM" and a["to"] != "FAM" for a in moves)   # not an attribute row (PD-E08)


def test_classes_by_choice_offer_every_untaken_class_of_both_sets_in_reverse_seat_order() -> None:
    state = new_game(3, seed=14, choose_class=True)
    while state.step != "class_choose":
        d = GAME.decision(state)
        act(state, d.legal[0].kind, d.actor, **dict(d.legal[0].args))
    assert state.current == (state.first_player - 1) % 3                    # PD-E35: reverse seat order
    offered = {content().classes[a["class_id"]].set for a in legal(state, "choose_class")}
    assert offered == {"base", "chich"} and len(legal(state, "choose_class")) == 24
