"""Setup (spec §4) for 1-4 players and both scenarios, one rule a test: the chief by roll, the night deck,
numbered decks in order, the map of face-down tiles around the populated start tile, the lit campsite, the
secret character choice revealed together, the hero dials by player count and the day that follows."""
from __future__ import annotations

import pytest

from engine.games.discover.content import FIXTURE_BACK, content
from engine.kernel import ConfigError, GameConfig, Session
from engine.kernel.reveal import CHOICES_SHOWN

from .helpers import GAME, checked, choose_first, do, events, fresh, legal


def test_the_highest_roll_takes_the_chief_token() -> None:
    session = fresh(3, faces=[3, 9, 5])
    assert session.state.chief == 1
    assert events(session, "setup")[0]["chief_rolls"] == [{"0": 3, "1": 9, "2": 5}]


def test_tied_players_re_roll_until_one_is_highest() -> None:
    session = fresh(4, faces=[9, 2, 9, 4, 6, 6, 11, 3])
    # seats 1 and 3 tie on 9 and re-roll 6 and 6, tie again, then 11 against 3: seat 0 rolled 9 in the first round
    rolls = events(session, "setup")[0]["chief_rolls"]
    assert rolls == [{"0": 9, "1": 2, "2": 9, "3": 4}, {"0": 6, "2": 6}, {"0": 11, "2": 3}]
    assert session.state.chief == 0


def test_a_solo_player_is_the_chief_without_rolling() -> None:
    session = fresh(1)
    assert session.state.chief == 0 and events(session, "setup")[0]["chief_rolls"] == []


def test_the_four_phase_one_night_cards_lie_on_top_of_the_six_phase_two_cards() -> None:
    night = fresh(2, seed=5).state.night_draw
    phases = [content().night[card].phase for card in night]
    assert phases == [1] * 4 + [2] * 6


def test_numbered_decks_lie_in_numerical_order_and_are_never_shuffled() -> None:
    a, b = fresh(2, seed=1).state, fresh(2, seed=2).state
    assert a.search == b.search == sorted(content().search)
    assert a.enemy == b.enemy == sorted(a.enemy) and len(a.enemy) == 16
    assert a.crafted == b.crafted == sorted(a.crafted) and len(a.crafted) == 44


def test_search_cards_the_sheet_returns_to_the_box_are_left_out() -> None:
    from engine.games.discover.setup import numbered_deck
    assert numbered_deck(content(), ((40, 48),)) == [n for n in sorted(content().search) if not 40 <= n <= 48]


def test_blueprints_and_threats_are_shuffled_into_their_own_decks() -> None:
    s = fresh(3, seed=4).state
    normal = sorted(n for n, i in content().items.items() if i.deck == "normal")
    assert sorted(s.blueprints_normal + [b for h in s.heroes for b in h.blueprints]) == normal
    assert sorted(s.blueprints_advanced) == [9, 10, 11]
    assert sorted(s.threat_draw) == sorted(content().threats) and s.blueprints_up == []


def test_the_start_tile_lies_face_up_in_the_middle_and_the_others_face_down_by_stack() -> None:
    s = fresh(2, seed=3).state
    c = content()
    assert s.tiles["S0"] == "S0" and s.revealed == ["S0"]
    for slot in c.island.slots:
        assert c.island.tiles[s.tiles[slot.id]].back == slot.stack
    assert sorted(s.tiles.values()) == sorted(t.id for t in c.island.tiles.values() if t.back != FIXTURE_BACK)


def test_tile_stacks_are_shuffled_separately() -> None:
    layouts = {tuple(fresh(1, seed=seed).state.tiles[f"S1-{i}"] for i in range(1, 7)) for seed in range(1, 6)}
    assert len(layouts) > 1
    assert all(sorted(layout) == ["1A", "1B", "1C", "1D", "1E", "1F"] for layout in layouts)


def test_the_start_tile_is_populated_as_if_scouted() -> None:
    # PD-S1: its landscape symbols (J north, B south-east, R south-west) get face-down tokens of their stacks
    s = fresh(2, orders=[[], [], [], [], [], ["B07"], ["J02"], ["R11"]]).state
    assert [(p.kind, p.id, p.up) for p in s.pieces("0,-1")] == [("landscape", "J02", False)]
    assert [(p.kind, p.id, p.up) for p in s.pieces("1,0")] == [("landscape", "B07", False)]
    assert [(p.kind, p.id, p.up) for p in s.pieces("-1,1")] == [("landscape", "R11", False)]
    assert "J02" not in s.landscape["J"] and len(s.landscape["J"]) == 19


def test_the_campsite_token_lies_lit_side_up_on_the_campsite_space() -> None:
    s = fresh(1).state
    camp = [p for p in s.pieces("0,0") if p.kind == "camp"]
    assert len(camp) == 1 and camp[0].lit


def test_each_player_is_dealt_two_characters_and_keeps_one_in_secret() -> None:
    session = fresh(3, seed=7)
    decision = session.decision
    assert decision is not None and decision.parts == {0: "secret", 1: "secret", 2: "secret"}
    dealt = [list(h.dealt) for h in session.state.heroes]
    assert all(len(d) == 2 for d in dealt) and len({c for d in dealt for c in d}) == 6
    do(session, "keep_character", 1, card=1)
    assert session.state.heroes[1].character == ""          # not shown until everyone has chosen
    seen_by_p1 = GAME.view(session.state, 0)["heroes"][1]
    assert seen_by_p1["kept"] == "hidden" and seen_by_p1["dealt"] == ["hidden", "hidden"]
    assert [a.player for a in legal(session)] == [0, 0, 2, 2]


def test_the_characters_are_revealed_together_and_the_others_go_back_to_the_box() -> None:
    session = fresh(2, seed=7)
    dealt = [list(h.dealt) for h in session.state.heroes]
    do(session, "keep_character", 0, card=1)
    do(session, "keep_character", 1, card=0)
    s = session.state
    assert [h.character for h in s.heroes] == [dealt[0][1], dealt[1][0]]
    assert {dealt[0][0], dealt[1][1]} <= set(s.characters_boxed) and len(s.characters_boxed) == 10
    step = session.steps[-1]
    assert CHOICES_SHOWN in [r.what for r in GAME.reveals(step.events)]


def test_the_secret_choice_never_shows_another_seat_the_characters_dealt_to_a_player() -> None:
    """The question's legal actions (read by every seat's table and bot), the answers recorded and another
    seat's view name no dealt character; only the chooser's own view does (spec §4.6, PD-HIDDEN)."""
    session = fresh(3, seed=7)
    dealt = {c for h in session.state.heroes for c in h.dealt}
    asked = str([a.to_json() for a in legal(session)])
    assert not any(c in asked for c in dealt), asked
    do(session, "keep_character", 1, card=1)
    recorded = str([e.to_json() for e in session.steps[-1].events])
    assert not any(c in recorded for c in dealt), recorded
    others = str(GAME.view(session.state, 0)["heroes"][1]) + str(GAME.view(session.state, 2)["heroes"][1])
    assert not any(c in others for c in session.state.heroes[1].dealt)
    assert GAME.view(session.state, 1)["heroes"][1]["dealt"] == session.state.heroes[1].dealt


def test_a_solo_player_draws_four_characters_and_keeps_one() -> None:
    session = fresh(1)
    assert len(session.state.heroes[0].dealt) == 4 and len(legal(session, "keep_character")) == 4


@pytest.mark.parametrize(("players", "stamina", "blueprints"), [(1, 12, 3), (2, 10, 2), (3, 8, 1), (4, 8, 1)])
def test_hero_dials_and_blueprints_by_player_count(players: int, stamina: int, blueprints: int) -> None:
    session = fresh(players, seed=players)
    choose_first(session)
    for hero in session.state.heroes:
        assert hero.stamina == stamina and hero.health == ["heart"] * 3
        assert len(hero.blueprints) == blueprints
        assert all(content().items[b].deck == "normal" for b in hero.blueprints)
    checked(session)


def test_every_hero_starts_with_1_food_and_1_clean_water_in_the_campsite() -> None:
    session = fresh(3)
    choose_first(session)
    for hero in session.state.heroes:
        assert sorted(h.resource for h in hero.resources) == ["clean_water", "food"]
        assert hero.space == "0,0"


def test_each_hero_takes_the_three_support_cards_of_their_colour_but_not_solo() -> None:
    session = fresh(2)
    choose_first(session)
    assert [h.colour for h in session.state.heroes] == ["blue", "red"]
    assert all(sorted(h.support) == ["assault", "defend", "pin_down"] for h in session.state.heroes)
    solo = fresh(1)
    choose_first(solo)
    assert solo.state.heroes[0].support == []


def test_scenario_5_lays_every_blueprint_face_up_and_deals_none() -> None:
    session = fresh(2, expedition=5)
    choose_first(session)
    s = session.state
    assert s.blueprints_up == list(range(1, 12)) and s.blueprints_normal == s.blueprints_advanced == []
    assert all(h.blueprints == [] for h in s.heroes) and sorted(s.encounters) == sorted(content().encounters)


def test_scenario_5_needs_at_least_two_players() -> None:
    with pytest.raises(ConfigError) as caught:
        GAME.validate_config(GameConfig.quick("discover", 1, scenario=5))
    assert caught.value.key == "discover.config.scenario_players"
    with pytest.raises(ConfigError):
        GAME.validate_config(GameConfig.quick("discover", 2, scenario=3))


def test_the_game_starts_with_the_day_of_round_1_and_the_chief_plays_first() -> None:
    session = fresh(3, faces=[3, 9, 5])
    choose_first(session)
    s = session.state
    assert (s.step, s.round, s.active, s.to_play) == ("day", 1, 1, [1, 2, 0])
    decision = session.decision
    assert decision is not None and decision.actor == 1


def test_heroes_take_their_turns_clockwise_from_the_chief_then_night_falls() -> None:
    session = fresh(3, faces=[3, 5, 9])
    choose_first(session)
    order = []
    while session.state.step == "day":
        order.append(session.state.active)
        do(session, "end_turn")
    assert order == [2, 0, 1] and [e["card"] for e in events(session, "night_drawn")] == [session.state.night_discard[0]]


def test_views_hide_deck_orders_face_down_tiles_and_tokens_and_other_hands() -> None:
    session = fresh(2, seed=9)
    choose_first(session)
    view = GAME.view(session.state, 0)
    assert view["night_draw"] == {"count": 10} and view["threat_draw"] == {"count": 12}
    assert view["landscape"]["J"] == {"count": 19} and view["monster_pool"] == {"count": 8}
    assert view["tiles"]["S0"] == "S0" and view["tiles"]["S1-1"] == "hidden"
    assert [p["id"] for p in view["spaces"]["0,-1"]] == ["J"]       # the stack's back, not the token
    assert view["heroes"][1]["blueprints"] == ["hidden", "hidden"] and len(view["heroes"][0]["blueprints"]) == 2
    assert view["rng"] is None


def test_a_shuffled_hidden_future_looks_the_same_to_a_player() -> None:
    from engine.kernel import Rng
    session = fresh(2, seed=9)
    choose_first(session)
    other = GAME.shuffle_hidden(session.state, 0, Rng.from_seed(3))
    assert GAME.view(other, 0) == GAME.view(session.state, 0)
    assert other.landscape != session.state.landscape


def test_setup_replays_to_the_same_state() -> None:
    session = fresh(4, seed=11)
    choose_first(session)
    again = Session(GAME, session.config)
    for step in session.steps:
        if not step.auto:
            again.apply(step.action)
    assert GAME.encode(again.state) == GAME.encode(session.state)
