"""The Expedition phase (spec §6.2-§6.7): four turns; in each every hero takes one Action and then may take one
Region option, in any order the players choose; Rest, Use port, leaving Taint, the Region options that need no
Challenge or Test. Each rule a scenario named after it."""
from __future__ import annotations

from engine.games.zerywia.state import CAMPFIRE, CHOSEN, GARDZICA
from engine.kernel.decision import FIRST
from engine.games.zerywia.content import content
from tests.zerywia.helpers import do, legal, rest, set_up

MARKS = ["znamie_moroza", "znamie_jeszy", "znamie_jaruny", "znamie_rujewita"]   # IST, NUR, LEG, RAN


def test_within_a_turn_any_hero_that_has_not_acted_may_take_the_next_hero_turn() -> None:
    session = set_up(["swara", "weda", "dalbor"], marks=MARKS)
    decision = session.decision
    assert decision is not None and decision.roles() == {0: FIRST, 1: FIRST, 2: FIRST}
    do(session, "rest", 2)
    do(session, "end_turn", 2)
    assert session.decision is not None and set(session.decision.roles()) == {0, 1}


def test_a_hero_turn_runs_to_its_end_before_another_hero_acts() -> None:
    session = set_up(["swara", "weda"], marks=MARKS)
    do(session, "rest", 1)
    assert {a.player for a in legal(session)} == {1}


def test_the_day_wheel_marks_the_turns_time_of_day_from_the_start_of_the_action() -> None:
    session = set_up(["swara", "weda"], marks=MARKS)
    do(session, "rest", 0)
    assert [h.day_wheel for h in session.state.heroes] == ["dawn", CAMPFIRE]
    do(session, "end_turn", 0)
    do(session, "rest", 1)
    do(session, "end_turn", 1)
    assert session.state.turn == "noon"
    do(session, "rest", 1)
    assert [h.day_wheel for h in session.state.heroes] == ["dawn", "noon"]


def test_after_the_night_turn_comes_the_camp_phase() -> None:
    session = set_up(["swara"], marks=MARKS)
    for time in ("dawn", "noon", "dusk", "night"):
        assert session.state.turn == time
        do(session, "rest", 0)
        do(session, "end_turn", 0)
    assert session.state.step == "camp_phase"


def test_rest_is_not_allowed_in_a_region_with_a_threat() -> None:
    session = set_up(["swara"], marks=MARKS, position={"regions": {"IST10": {"threat": "horde"}}})
    assert legal(session, "rest") == []
    assert {a["to"] for a in legal(session, "use_port")} == {"LEG09", "LEG10", "RAN06", "RAN10", "NUR07", "NUR10",
                                                             "IST06"}


def test_rest_recovers_what_the_hero_cards_camp_ability_shows_any_point_by_choice() -> None:
    # Goryw's camp ability (the rulebook's example): +1 Pierw, +1 I, +2 any
    session = set_up(["goryw"], marks=MARKS, position={"heroes": [{"V": 1, "I": 1, "W": 1, "pierw": 1}]})
    do(session, "rest", 0)
    h = session.state.heroes[0]
    assert (h.pierw, h.attributes["I"].points) == (2, 2)
    do(session, "recover_any", 0, attr="V")
    do(session, "recover_any", 0, attr="V")
    assert h.attributes["V"].points == 3
    do(session, "skip", 0)                  # Rest's second step: reorganizing saga cards, left as they are
    assert [a.kind for a in legal(session)] == ["end_turn", "trade"]      # Istogród is a Cradle


def test_pierw_recovered_beyond_its_maximum_becomes_a_point_of_any_attribute() -> None:
    session = set_up(["goryw"], marks=MARKS, position={"heroes": [{"W": 0}]})
    do(session, "rest", 0)
    assert {a["attr"] for a in legal(session, "recover_any")} == {"W"}


def test_use_port_is_legal_only_in_a_port_and_moves_to_another_port() -> None:
    session = set_up(["swara"], marks=MARKS)
    do(session, "use_port", 0, to="NUR07")
    assert session.state.heroes[0].region == "NUR07"


def test_leaving_taint_without_a_flaw_costs_a_flaw() -> None:
    session = set_up(["swara"], marks=MARKS, position={"regions": {"IST10": {"taint": "taint"}}})
    do(session, "use_port", 0, to="IST06")
    do(session, "take_flaw", 0, attr="W")
    h = session.state.heroes[0]
    assert (h.attributes["W"].flaw, h.attributes["W"].points, h.region) == (1, 2, "IST06")


def test_leaving_taint_with_a_flaw_costs_a_flaw_or_one_point_of_any_attribute() -> None:
    session = set_up(["swara"], marks=MARKS, position={
        "heroes": [{"flaws": ["V"]}], "regions": {"IST10": {"taint": "taint"}}})
    do(session, "use_port", 0, to="IST06")
    assert {a["pay"] for a in legal(session, "leave_by")} == {"flaw", "V", "I", "W"}
    do(session, "leave_by", 0, pay="I")
    h = session.state.heroes[0]
    assert (h.attributes["I"].points, h.flaws) == (4, 1)


def test_leaving_a_rift_costs_a_flaw_whatever_flaws_the_hero_has() -> None:
    session = set_up(["swara"], marks=MARKS, position={
        "heroes": [{"flaws": ["V"]}], "regions": {"IST10": {"taint": "rift"}}})
    do(session, "use_port", 0, to="IST06")
    assert {a["attr"] for a in legal(session, "take_flaw")} == {"I", "W"}


def test_dalbor_leaves_taint_for_nothing_but_not_a_rift() -> None:
    session = set_up(["dalbor", "weda"], marks=MARKS, position={
        "regions": {"IST10": {"taint": "taint"}, "NUR10": {"taint": "rift"}}})
    do(session, "use_port", 0, to="IST06")
    assert session.state.heroes[0].flaws == 0
    do(session, "end_turn", 0)
    do(session, "use_port", 1, to="NUR07")
    assert legal(session, "take_flaw") != []


def test_the_third_flaw_awakens_the_gardzica_and_losing_one_puts_it_to_sleep() -> None:
    session = set_up(["swara"], marks=["znamie_jaruny"], position={
        "heroes": [{"region": "LEG09", "flaws": ["V", "I"]}], "regions": {"LEG09": {"taint": "rift"}}})
    do(session, "use_port", 0, to="LEG04" if False else "RAN06")
    h = session.state.heroes[0]
    assert (h.flaws, h.form) == (3, GARDZICA)
    do(session, "end_turn", 0)
    assert h.form == GARDZICA


def test_a_flaw_with_three_flaws_already_is_a_primal_flaw_that_costs_a_pierw_recess() -> None:
    session = set_up(["swara"], marks=MARKS, position={
        "heroes": [{"flaws": ["V", "I", "W"], "pierw": 3}], "regions": {"IST10": {"taint": "rift"}}})
    do(session, "use_port", 0, to="IST06")
    do(session, "primal_flaw", 0, attr="I")
    h = session.state.heroes[0]
    assert (h.attributes["I"].pflaw, h.attributes["I"].cap, h.pierw, h.flaws) == (1, 4, 2, 3)


def test_the_temple_of_ist_discards_a_regular_flaw_and_the_gardzica_sleeps_below_three() -> None:
    session = set_up(["swara"], marks=["znamie_jaruny"], position={
        "heroes": [{"region": "LEG04", "flaws": ["V", "I", "W"]}], "regions": {"LEG04": {"taint": "none"}}})
    h = session.state.heroes[0]
    assert h.form == GARDZICA
    do(session, "rest", 0)
    do(session, "discard_flaw", 0, attr="W")
    assert (h.flaws, h.form) == (2, CHOSEN)


def test_the_stronghold_recovers_an_exhausted_feat() -> None:
    session = set_up(["swara"], marks=["znamie_jaruny"], position={
        "heroes": [{"region": "LEG06", "exhausted": ["wilczy_skok"]}], "regions": {"LEG06": {"threat": "none"}}})
    do(session, "rest", 0)
    do(session, "recover_feat", 0, feat="wilczy_skok")
    assert all(f.ready for f in session.state.heroes[0].feats)


def test_the_primal_spring_recovers_a_pierw_and_the_sinkhole_search_gives_a_trophy() -> None:
    session = set_up(["swara", "weda"], marks=["znamie_jaruny", "znamie_moroza"], position={
        "heroes": [{"region": "LEG05", "pierw": 0}, {"region": "IST02"}], "regions": {"IST02": {"taint": "none"}}})
    do(session, "rest", 0)
    do(session, "draw_pierw", 0)
    do(session, "rest", 1)
    do(session, "search", 1)
    assert (session.state.heroes[0].pierw, session.state.heroes[1].trophies) == (2, 1)


def test_the_veil_breach_takes_the_hero_to_another_veil_breach_for_two_pierw() -> None:
    session = set_up(["swara"], marks=["znamie_jaruny"], position={
        "heroes": [{"region": "LEG01"}], "regions": {"LEG01": {"taint": "none"}}})
    do(session, "rest", 0)
    do(session, "cross_veil", 0, to="NUR01")
    h = session.state.heroes[0]
    assert (h.region, h.pierw) == ("NUR01", 1)


def test_trade_in_a_cradle_shows_the_top_three_items_one_bought_for_its_value_the_others_to_the_bottom() -> None:
    session = set_up(["swara"], marks=MARKS, position={"heroes": [{"trophies": 4}]})
    deck = list(session.state.item_deck)
    rest(session, 0)
    do(session, "trade", 0)
    shown = deck[:3]
    assert session.state.revealed == shown
    affordable = {a["item"] for a in legal(session, "buy_item")}
    assert affordable == {x for x in shown if content().items[x].value <= 4}
    bought = sorted(affordable)[0]
    do(session, "buy_item", 0, item=bought)
    h = session.state.heroes[0]
    assert h.items == [bought] and h.trophies == 4 - content().items[bought].value
    left = list(shown)
    left.remove(bought)
    assert session.state.item_deck[-2:] == left and session.state.item_deck[:len(deck) - 3] == deck[3:]


def test_the_items_a_trade_shows_are_a_declared_reveal() -> None:
    session = set_up(["swara"], marks=MARKS, position={"heroes": [{"trophies": 4}]})
    rest(session, 0)
    do(session, "trade", 0)
    assert "card_seen" in [r.what for i in range(len(session.steps)) for r in session.reveals(i)]


def test_heroes_in_one_region_give_trophies_and_items_before_either_has_acted_and_a_gift_starts_no_turn() -> None:
    session = set_up(["swara", "weda"], marks=MARKS,
                     position={"heroes": [{"trophies": 2}, {"region": "IST10"}]})
    do(session, "give_trophy", 0, to=1)
    assert [h.trophies for h in session.state.heroes] == [1, 1]
    assert session.state.active is None and not any(h.acted for h in session.state.heroes)
    do(session, "rest", 1)
    assert legal(session, "give_trophy") == []


def test_a_third_primal_flaw_loses_the_hero_and_its_corrupted_version_joins_the_enemy_deck() -> None:
    session = set_up(["swara"], marks=MARKS, position={
        "heroes": [{"flaws": ["V"], "primal_flaws": ["I", "W"]}], "regions": {"IST10": {"taint": "rift"}}})
    assert "smx_swara" not in session.state.enemy_deck
    do(session, "use_port", 0, to="IST06")
    do(session, "primal_flaw", 0, attr="V")
    assert session.state.heroes[0].status == "lost" and "smx_swara" in session.state.enemy_deck
