"""The Adventure phase (spec §5.3, §10, checklist §16.8–16.13, 16.24): choosing, the drawing loop, event
ranks and replenishment, encounters and skill tests."""
from __future__ import annotations

from engine.games.runebound.content import content
from engine.games.runebound.state import ENCOUNTER, EXPERIENCE, MOVEMENT, REPLENISH

from .helpers import board, checked, do, events, legal, position, scenario

GREEN_HEX = (1, 1)          # a green gem on Plains, no sun rays


def test_declining_an_adventure_goes_straight_to_experience() -> None:
    s = scenario(position(GREEN_HEX))
    do(s, "decline")
    assert s.state.step == EXPERIENCE and s.state.counters_on_hex["1,1"] == ["green"]


def test_counters_of_several_colours_let_the_player_choose() -> None:
    counters = board(without=((1, 1), (-7, 0)), extra=(((1, 1), "green"), ((1, 1), "red")))
    s = scenario(position(GREEN_HEX, table=counters))
    kinds = {a["colour"] for a in legal(s, "adventure")}
    assert kinds == {"green", "red"}


def test_an_unresolved_token_is_the_only_adventure_and_no_card_is_drawn() -> None:
    table = 'unresolved = [{ slot = 2, card = "wild_boar.1", hex = [1, 1] }]\n'
    s = scenario(position(GREEN_HEX, table=table))
    assert [a.kind for a in legal(s)] == ["fight_unresolved", "decline"]
    green = list(s.state.adventure_decks["green"])
    do(s, "fight_unresolved")
    assert s.state.combat is not None and s.state.combat.card == "wild_boar.1"
    assert s.state.adventure_decks["green"] == green, "no card drawn"


def test_after_an_event_the_player_must_draw_again_until_a_challenge() -> None:
    table = 'decks = { green = ["heavy_rains", "wild_boar.1"] }\n'
    s = scenario(position(GREEN_HEX, table=table))
    do(s, "adventure", colour="green")
    assert s.state.event_slot == "heavy_rains"
    assert s.state.combat is not None and s.state.combat.card == "wild_boar.1"


def test_an_event_of_equal_rank_replaces_and_the_old_one_goes_under_its_own_colour() -> None:
    table = 'event = "orc_warbands"\ndecks = { green = ["bountiful_harvest", "wild_boar.1"] }\n'
    s = scenario(position(GREEN_HEX, table=table))
    do(s, "adventure", colour="green")
    assert s.state.event_slot == "bountiful_harvest"
    assert s.state.adventure_decks["yellow"][-1] == "orc_warbands", "to the bottom of the yellow deck"


def test_a_lower_rank_event_is_ignored_and_goes_under_its_own_deck() -> None:
    table = 'event = "fog_over_the_marshes"\ndecks = { green = ["market_day", "wild_boar.1"] }\n'
    s = scenario(position(GREEN_HEX, table=table))
    do(s, "adventure", colour="green")
    assert s.state.event_slot == "fog_over_the_marshes"
    assert s.state.adventure_decks["green"][-1] == "market_day"


def test_replenishment_after_every_event_even_a_rejected_one_only_sun_hexes_without_a_counter() -> None:
    c = content()
    empty = ((5, -5), (4, -4), (3, -2))          # two green sun hexes and one green hex without sun rays
    table = ('event = "fog_over_the_marshes"\ndecks = { green = ["market_day", "wild_boar.1"] }\n'
             + board(without=empty))
    s = scenario(position(GREEN_HEX, table=table))
    assert s.state.common_pool["green"] == 3
    do(s, "adventure", colour="green")
    assert s.state.counters_on_hex.get("5,-5") == ["green"] and s.state.counters_on_hex.get("4,-4") == ["green"]
    assert "3,-2" not in s.state.counters_on_hex, "no sun rays: never refilled by events"
    assert s.state.common_pool["green"] == 1
    assert all(c.gems[h] == "green" for h in c.sun if (h.q, h.r) in empty[:2])
    checked(s)


def test_replenishment_only_from_the_common_pool() -> None:
    table = 'decks = { green = ["heavy_rains", "wild_boar.1"] }\n'
    s = scenario(position(GREEN_HEX, table=table))
    assert sum(s.state.common_pool.values()) == 0
    do(s, "adventure", colour="green")
    assert events(s, "replenished") == []


def test_the_drawing_player_chooses_where_a_short_pool_goes() -> None:
    empty = ((5, -5), (4, -4), (-1, -2))
    table = 'decks = { green = ["heavy_rains", "wild_boar.1"] }\n' + board(without=empty)
    s = scenario(position(GREEN_HEX, table=table, player='counters = ["green"]\n'))
    assert s.state.common_pool["green"] == 2
    do(s, "adventure", colour="green")
    assert s.state.step == REPLENISH
    assert {(a["q"], a["r"]) for a in legal(s, "refill")} == set(empty)
    do(s, "refill", q=-1, r=-2)
    do(s, "refill", q=5, r=-5)
    assert "4,-4" not in s.state.counters_on_hex and s.state.common_pool["green"] == 0
    assert s.state.combat is not None, "then the drawing goes on"


def test_an_empty_deck_ends_the_adventure_with_the_counter_left() -> None:
    table = 'removed = [' + ", ".join(f'"{card}"' for card in content().adventure_cards["red"]) + ']\n'
    s = scenario(position((-7, 0), table=table))
    do(s, "adventure", colour="red")
    assert s.state.step == EXPERIENCE and s.state.counters_on_hex["-7,0"] == ["red"]


def test_an_encounter_test_succeeds_on_2d10_plus_skill_equal_or_above_the_target() -> None:
    # Lost Child: TEST(Mind, 10); Tovah's Mind 3 + 3 + 4 = 10
    table = 'decks = { green = ["lost_child", "wild_boar.1"] }\n'
    s = scenario(position(GREEN_HEX, table=table, faces=[3, 4]))
    do(s, "adventure", colour="green")
    assert s.state.step == ENCOUNTER
    do(s, "face_encounter")
    assert s.state.current.gold == 3 + 2
    assert s.state.combat is not None, "after an encounter the player draws again"


def test_a_zero_on_a_d10_counts_as_ten_and_double_zero_is_20() -> None:
    table = 'decks = { yellow = ["hermits_riddle", "troll.1"] }\n'
    s = scenario(position((0, -5), table=table, faces=[0, 0]))
    do(s, "adventure", colour="yellow")
    do(s, "face_encounter")
    assert events(s, "tested")[0]["total"] == 20 + 3
    assert s.state.current.gold == 3 + 4


def test_a_failed_test_applies_the_failure() -> None:
    table = 'decks = { green = ["lost_child", "wild_boar.1"] }\n'
    s = scenario(position(GREEN_HEX, table=table, faces=[1, 1]))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert s.state.current.exhaustion == 1


def test_a_discarded_encounter_is_removed_from_the_game_not_put_under_the_deck() -> None:
    table = 'decks = { green = ["lost_child", "wild_boar.1"] }\n'
    s = scenario(position(GREEN_HEX, table=table, faces=[1, 1]))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert "lost_child" in s.state.removed and "lost_child" not in s.state.adventure_decks["green"]


def test_kwestia_honoru_joins_as_an_ally_and_the_ally_limit_makes_you_discard_first() -> None:
    table = 'decks = { green = ["kwestia_honoru", "wild_boar.1"] }\n'
    allies = 'allies = [{ card = "sellsword.1" }, { card = "village_archer.1" }]\n'
    s = scenario(position(GREEN_HEX, table=table, faces=[0, 0], player=allies))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert {a["discard"] for a in legal(s, "accept")} == {"sellsword.1", "village_archer.1"}
    do(s, "accept", discard="sellsword.1")
    assert s.state.current.ally_cards() == ["village_archer.1", "kwestia_honoru"]
    assert s.state.market_deck[-1] == "sellsword.1"
    checked(s)


def test_kwestia_honoru_may_be_refused_and_is_then_removed() -> None:
    table = 'decks = { green = ["kwestia_honoru", "wild_boar.1"] }\n'
    s = scenario(position(GREEN_HEX, table=table, faces=[0, 0]))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    do(s, "refuse")
    assert s.state.current.allies == [] and "kwestia_honoru" in s.state.removed


def test_knocked_out_in_an_encounter_ends_the_turn_and_places_no_token() -> None:
    table = 'decks = { green = ["ambush_in_the_reeds", "wild_boar.1"] }\n'
    s = scenario(position(GREEN_HEX, table=table, faces=[1, 1], player="wounds = 4\ngold = 6\n"))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    p = s.state.players[0]
    assert (p.wounds, p.gold) == (0, 0)
    assert s.state.unresolved_on_hex == {} and "ambush_in_the_reeds" in s.state.removed
    assert s.state.step == MOVEMENT and s.state.round_no == 2, "the turn ended; the next one began"
    checked(s)


def test_couriers_errand_is_kept_and_pays_in_greyhaven() -> None:
    table = 'decks = { green = ["couriers_errand", "wild_boar.1"] }\n'
    s = scenario(position(GREEN_HEX, table=table))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert s.state.current.kept == ["couriers_errand"]
    s = scenario(position((-6, 2), step="market", player='kept = ["couriers_errand"]\n'))
    do(s, "leave_market")
    assert s.state.current.gold == 3 + 4 and "couriers_errand" in s.state.removed
