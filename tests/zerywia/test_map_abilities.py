"""MAP abilities (spec §6.2, §18.2): used at the start of a hero's own turn (opening it) or after its Action before
the Region option; feats are exhausted by use, a feat's extra ability has its cost, a once-per-Cycle ability waits
for the next Cycle. Each rule a scenario named after it."""
from __future__ import annotations

from engine.games.zerywia.map_window import dawn_gift
from tests.zerywia.helpers import GAME, do, legal, rest, set_up

MARKS = ["znamie_moroza", "znamie_jeszy"]
AT_THE_TEMPLE = {"heroes": [{"region": "IST04"}], "regions": {"IST04": {"taint": "none"}}}  # no Taint to leave


def test_a_map_ability_before_the_action_opens_the_heros_turn_which_then_waits_for_its_action() -> None:
    session = set_up(["hekser", "weda"], marks=MARKS, position={"heroes": [{"V": 1}]})
    do(session, "use_map", 0, source="gorzalka", extra=False)
    do(session, "recover_one", 0, attr="V")
    h = session.state.heroes[0]
    assert h.attributes["V"].points == 3 and not h.feats[0].ready
    assert {a.player for a in legal(session)} == {0} and {"rest", "use_port"} <= {a.kind for a in legal(session)}
    do(session, "rest", 0)
    assert h.day_wheel == "dawn"


def test_a_feats_additional_ability_is_had_for_its_cost() -> None:
    session = set_up(["hekser"], marks=MARKS, position={"heroes": [{"V": 1, "pierw": 1}]})
    do(session, "use_map", 0, source="gorzalka", extra=True)      # take a Flaw: also recover 1 Pierw
    do(session, "recover_one", 0, attr="V")
    do(session, "take_flaw", 0, attr="I")
    h = session.state.heroes[0]
    assert (h.pierw, h.flaws, h.attributes["V"].points) == (2, 1, 3)


def test_the_mark_of_jaruna_recovers_an_instinct_and_a_pierw() -> None:
    session = set_up(["swara"], marks=["znamie_jaruny"], position={"heroes": [{"I": 1, "pierw": 0}]})
    do(session, "use_map", 0, source="znamie_jaruny", extra=False)
    h = session.state.heroes[0]
    assert (h.attributes["I"].points, h.pierw) == (2, 1)


def test_a_map_ability_after_the_action_comes_before_the_region_option() -> None:
    session = set_up(["hekser"], marks=MARKS, position={"heroes": [{"V": 1}]})
    do(session, "use_port", 0, to="NUR10")
    do(session, "use_map", 0, source="gorzalka", extra=False)
    do(session, "recover_one", 0, attr="V")
    assert "end_turn" in [a.kind for a in legal(session)]


def test_goryws_instinct_in_the_wilds_works_once_per_cycle_and_not_in_the_gardzica_form() -> None:
    session = set_up(["goryw"], marks=["znamie_jaruny"], position={
        "heroes": [{"region": "LEG07", "I": 1}], "regions": {"LEG07": {"threat": "none"}}})
    do(session, "use_map", 0, source="hero", extra=False)
    assert session.state.heroes[0].attributes["I"].points == 2
    assert [a for a in legal(session, "use_map") if a["source"] == "hero"] == []
    gardzica = set_up(["goryw"], marks=["znamie_jaruny"], position={
        "heroes": [{"region": "LEG07", "flaws": ["V", "I", "W"]}], "regions": {"LEG07": {"threat": "none"}}})
    assert [a for a in legal(gardzica, "use_map") if a["source"] == "hero"] == []


def test_an_offering_to_swietowit_recovers_two_points_of_the_dawn_stones_attribute_any_hero_paying() -> None:
    # cycle 1: the Life stone (Instinct) looks at IST, where Swara stands; Weda pays with 3 Trophies
    session = set_up(["swara", "weda"], marks=MARKS, position={"heroes": [{"I": 1}, {"trophies": 3}]})
    assert {a["payer"] for a in legal(session, "offer")} == {1}
    do(session, "offer", 0, payer=1)
    assert session.state.heroes[0].attributes["I"].points == 3 and session.state.heroes[1].trophies == 0
    assert {a.player for a in legal(session)} == {0}


def test_no_offering_recovers_anything_in_a_kir_under_a_black_stone() -> None:
    session = set_up(["swara"], marks=MARKS, position={"heroes": [{"offerings": 1}]})
    s = GAME.clone(session.state)
    s.faces["IST"] = "black"
    assert dawn_gift(s, s.heroes[0]) is None and dawn_gift(session.state, session.state.heroes[0]) == "I"


def test_items_are_used_on_the_map_once_and_discarded() -> None:
    # Ziele Goryczy: recover 2 Vigor; Żywa Woda: heal an Injury; Mapa Wędów: sail to any other Port
    session = set_up(["hekser"], marks=MARKS, position={"heroes": [{
        "V": 0, "injuries": {"W": 1}, "items": ["ziele_goryczy", "zywa_woda", "mapa_wedow"]}]})
    do(session, "use_map", 0, source="ziele_goryczy", extra=False, use="main")
    h = session.state.heroes[0]
    assert h.attributes["V"].points == 2 and "ziele_goryczy" in session.state.item_discard
    do(session, "use_map", 0, source="zywa_woda", extra=False, use="main")
    do(session, "map_pick", 0, attr="W")
    assert h.attributes["W"].inj == 0
    home = h.region
    do(session, "use_map", 0, source="mapa_wedow", extra=False, use="main", to="LEG10")
    assert h.region == "LEG10" != home and h.items == [] and legal(session, "rest")


def test_a_map_feat_may_be_used_for_its_additional_ability_alone() -> None:
    # Wilczy Skok used for its additional ability alone (1 Pierw: recover 1 Instinct), without its move: the feat
    # is exhausted and the turn opened, waiting for her Action (§14.1, §6.2)
    session = set_up(["swara"], marks=["znamie_moroza"], position={"heroes": [{"I": 1, "pierw": 2}]})
    do(session, "map_extra_only", 0, feat="wilczy_skok")
    h = session.state.heroes[0]
    assert (h.attributes["I"].points, h.pierw) == (2, 1)
    assert not next(f for f in h.feats if f.card == "wilczy_skok").ready
    assert session.state.active == 0 and legal(session, "explore")


def test_wolfs_leap_moves_swara_to_a_neighbouring_region_without_being_her_action() -> None:
    # from the Temple of Ist (IST04) to Wieczna Zmarzlina (IST07): she then takes her Action there (§18.2, §6.2)
    session = set_up(["swara"], marks=["znamie_moroza"], position=AT_THE_TEMPLE)
    leaps = {a["to"] for a in legal(session, "use_map") if a["source"] == "wilczy_skok" and not a["extra"]}
    assert leaps == {"IST01", "IST02", "IST03", "IST05", "IST07", "IST08"}
    do(session, "use_map", 0, source="wilczy_skok", extra=False, to="IST07")
    h = session.state.heroes[0]
    assert h.region == "IST07" and not next(f for f in h.feats if f.card == "wilczy_skok").ready
    assert h.day_wheel == "camp" and session.state.active == 0
    assert {a["to"] for a in legal(session, "explore")} >= {"IST07", "IST04"}


def test_wolfs_leap_with_its_additional_ability_also_recovers_an_instinct_for_a_pierw() -> None:
    session = set_up(["swara"], marks=["znamie_moroza"], position={
        "heroes": [{"region": "IST04", "I": 1, "pierw": 2}], "regions": {"IST04": {"taint": "none"}}})
    do(session, "use_map", 0, source="wilczy_skok", extra=True, to="IST03")
    h = session.state.heroes[0]
    assert (h.region, h.attributes["I"].points, h.pierw) == ("IST03", 2, 1)


def test_a_map_move_pays_the_cost_of_leaving_taint() -> None:
    # §19 item 12: leaving Taint costs a Flaw (she has none yet) on every move, card moves too
    session = set_up(["swara"], marks=["znamie_moroza"], position={
        "heroes": [{"region": "IST04"}], "regions": {"IST04": {"taint": "taint"}}})
    do(session, "use_map", 0, source="wilczy_skok", extra=False, to="IST03")
    do(session, "take_flaw", 0, attr="W")
    h = session.state.heroes[0]
    assert h.region == "IST03" and h.flaws == 1


def test_arriving_by_a_map_move_in_a_threat_region_starts_no_fight() -> None:
    # §6.5: only Explore fights a Threat; after the leap she may Rest nowhere but still Explore there
    session = set_up(["swara"], marks=["znamie_moroza"], position={
        "heroes": [{"region": "IST04"}], "regions": {"IST04": {"taint": "none"}, "IST03": {"threat": "threat"}}})
    do(session, "use_map", 0, source="wilczy_skok", extra=False, to="IST03")
    assert session.state.challenge is None and session.state.heroes[0].region == "IST03"
    assert legal(session, "explore") and not legal(session, "rest")


def test_forest_trail_goes_only_to_a_neighbouring_region_with_wilds() -> None:
    # Leśny Trop (Szept Lasu's reward, §18.3.2) from Jarogród (LEG10): Łęgi Zielone (LEG07) and LEG08 have Wilds
    session = set_up(["weda"], marks=["znamie_jaruny"],
                     position={"heroes": [{"region": "LEG10", "feats": ["lesny_trop"]}]})
    assert {a["to"] for a in legal(session, "use_map") if a["source"] == "lesny_trop"} == {"LEG07", "LEG08"}
    do(session, "use_map", 0, source="lesny_trop", extra=False, to="LEG08")
    h = session.state.heroes[0]
    assert h.region == "LEG08" and not next(f for f in h.feats if f.card == "lesny_trop").ready


def test_sea_chart_sails_to_any_other_port_after_the_action_before_the_region_option() -> None:
    # Mapa Mórz (Morze Wędów's reward, §18.3.3): Weda rests in Jarogród (a Port), then sails to IST10
    session = set_up(["weda"], marks=["znamie_jaruny"],
                     position={"heroes": [{"region": "LEG10", "feats": ["mapa_morz"]}]})
    assert {a["to"] for a in legal(session, "use_map") if a["source"] == "mapa_morz"} == {
        "LEG09", "RAN06", "RAN10", "NUR07", "NUR10", "IST06", "IST10"}
    rest(session, 0)
    do(session, "use_map", 0, source="mapa_morz", extra=False, to="IST10")
    assert session.state.heroes[0].region == "IST10" and legal(session, "end_turn")


def test_a_map_move_into_the_heralds_region_is_attacked_and_a_failure_ends_the_turn() -> None:
    # Pamięć Świata: Wilczy Skok into Wieczna Zmarzlina (IST07), where Znicz stands (§15.2, G19)
    session = set_up(["swara"], scenario="pamiec", marks=["znamie_moroza"], faces=["blank"] * 2,
                     herald_attacks=["za4"])
    do(session, "use_map", 0, source="wilczy_skok", extra=False, to="IST07")
    ch = session.state.challenge
    assert ch is not None and ch.purpose == "herald_attack"
    do(session, "roll", 0)
    do(session, "resolve", 0)
    do(session, "assign_hits", 0)
    assert session.state.turn == "noon" and session.state.heroes[0].region == "IST07"
