"""Attribute Tests (spec §9) through the Absorption ritual (§6.7, §12.3): the pool, the Nica dice and their limit,
rerolls for Pierw and Offerings, the count of hits and losses; each rule a scenario named after it. The dice are
forced: attribute dice show hit / crit / blank, Nica dice crit / damage / taint / blank."""
from __future__ import annotations

from engine.games.zerywia.attribute_tests import pool
from engine.games.zerywia.content import content
from engine.games.zerywia.state import GameState
from engine.kernel import Session
from engine.kernel.canonical import JsonAny
from tests.zerywia.helpers import GAME, do, legal, rest, set_up

# Weda in Gwiezdny Chram (IST04, the Temple of Ist of her Birth Kir, Taint on it in Droga Wybrańca)
TEMPLE = {"heroes": [{"region": "IST04"}]}


def weda_in_the_temple(faces: list[str], position: dict[str, JsonAny] | None = None) -> Session[GameState]:
    session = set_up(["weda"], marks=["znamie_moroza"], faces=faces, position=position or TEMPLE)
    rest(session, 0)
    return session


def absorb_by_test(session: Session[GameState]) -> None:
    """The Absorption ritual by a Hard Will Test, Weda keeping her cards as they are (no Reaction)."""
    do(session, "absorb", 0, by="test")
    if legal(session, "test_no_react"):            # solo, Weda holds a card in reserve
        do(session, "test_no_react", 0)


def test_before_a_test_one_prepared_card_may_be_swapped_for_a_reserve_one_for_a_point() -> None:
    session = weda_in_the_temple([])
    do(session, "absorb", 0, by="test")
    assert session.state.test is None                  # the Reaction comes before the pool is built (§9)
    swap = legal(session, "test_react")[0]
    banner = content().sagas[swap["card"]].banner
    assert banner is not None
    before = session.state.heroes[0].attributes[banner.die].points
    session.apply(swap)
    h = session.state.heroes[0]
    assert swap["card"] in h.prepared and h.attributes[banner.die].points == before - 1
    assert session.state.test is not None               # one swap only: the test is rolled at once


def test_the_pool_is_one_die_and_one_per_prepared_banner_of_the_attribute_with_a_nica_die_more_in_taint() -> None:
    # Weda's one Will banner is Strachulec's; Utopiony Wzrok's is Instinct's; the Temple lies under Taint
    session = set_up(["weda"], marks=["znamie_moroza"], position=TEMPLE)
    s = session.state
    h = s.heroes[0]
    assert pool(s, h, "W") == (2, 0, 2, 0)
    assert pool(s, h, "I") == (2, 0, 2, 0)


def test_dice_over_three_become_runes_and_nica_dice_stop_at_three() -> None:
    session = set_up(["weda"], marks=["znamie_moroza"], position={
        "heroes": [{"region": "IST04"}], "regions": {"IST04": {"taint": "rift"}}})
    s = GAME.clone(session.state)                     # a hand-made board no rule reaches: every W banner at once
    h = s.heroes[0]
    h.prepared.extend(["bursztyn_pamieci", "zbroja_jeziornic", "kora"])
    s.faces["IST"] = "black"
    assert pool(s, h, "W") == (3, 2, 3, 0)      # 5 Will dice: 3 rolled, 2 runes; Nica: 1 + Rift + Black stone


def test_a_hard_test_succeeds_with_two_hits_and_the_absorption_ritual_removes_the_taint_for_an_offering() -> None:
    session = weda_in_the_temple(["hit", "hit", "blank", "blank"])
    absorb_by_test(session)
    t = session.state.test
    assert t is not None and t.needed == 2 and t.dice == ["hit", "hit"]
    do(session, "end_test", 0)
    h = session.state.heroes[0]
    assert (session.state.regions["IST04"].taint, h.offerings) == (None, 1)


def test_a_critical_counts_two_hits_and_a_taint_result_takes_one_away() -> None:
    session = weda_in_the_temple(["crit", "blank", "taint", "blank"])
    absorb_by_test(session)
    t = session.state.test
    assert t is not None
    assert t.dice[0] == "crit" and t.nica[0] == "taint"
    do(session, "end_test", 0)
    h = session.state.heroes[0]
    assert (session.state.regions["IST04"].taint, h.flaws) == ("taint", 0)
    do(session, "take_flaw", 0, attr="I")
    assert h.flaws == 1


def test_a_failed_test_loses_every_damage_point_and_a_success_negates_them_with_its_surplus() -> None:
    # Weda rolls 2 Will dice (her own and Strachulec's banner) and 2 Nica dice (the Temple lies under Taint)
    session = weda_in_the_temple(["hit", "blank", "damage", "crit"])
    absorb_by_test(session)
    do(session, "end_test", 0)
    h = session.state.heroes[0]
    assert h.attributes["W"].points == 5 - 3             # 1 damage + a critical's 2; the test failed
    session = weda_in_the_temple(["crit", "crit", "damage", "blank"])
    absorb_by_test(session)
    do(session, "end_test", 0)
    assert session.state.heroes[0].attributes["W"].points == 5   # 5 hits against 2: the surplus negates the damage


def test_one_pierw_rerolls_one_of_the_heros_own_dice() -> None:
    session = weda_in_the_temple(["blank", "blank", "blank", "blank", "blank", "hit"])
    absorb_by_test(session)
    t = session.state.test
    assert t is not None
    do(session, "reroll_pierw", 0, die=0)
    assert session.state.heroes[0].pierw == 2
    assert [a for a in legal(session, "reroll_pierw") if a.get("nica") is not None] == []


def test_an_offering_or_three_trophies_of_any_hero_rerolls_any_die_even_a_nica_die() -> None:
    session = set_up(["weda", "swara"], marks=["znamie_moroza", "znamie_jeszy"],
                     faces=["blank", "blank", "blank", "damage", "blank", "blank"],
                     position={"heroes": [{"region": "IST04"}, {"trophies": 3}]})
    rest(session, 0)
    absorb_by_test(session)
    offered = legal(session, "reroll_offering")
    assert {a["payer"] for a in offered} == {1}
    do(session, "reroll_offering", 0, nica=0, payer=1)
    assert session.state.heroes[1].trophies == 0


def test_the_absorption_ritual_may_be_paid_with_a_flaw_taken_of_the_heros_own_will() -> None:
    session = weda_in_the_temple([])
    do(session, "absorb", 0, by="flaw")
    do(session, "take_flaw", 0, attr="V")
    h = session.state.heroes[0]
    assert (session.state.regions["IST04"].taint, h.offerings, h.flaws) == (None, 1, 1)


def test_an_items_test_use_adds_a_die_of_the_tested_attribute_rolled_as_it_joins() -> None:
    # Okowita's other ability: one die of the tested attribute (Will, the Absorption ritual's Hard test)
    session = weda_in_the_temple(["blank"] * 4 + ["hit"], {"heroes": [{"region": "IST04", "items": ["okowita"]}]})
    absorb_by_test(session)
    t = session.state.test
    assert t is not None
    dice = len(t.dice)
    do(session, "use_item", 0, item="okowita", use="alternative")
    t = session.state.test
    assert t is not None and len(t.dice) == dice + 1 and t.dice[-1] == "hit"
    assert session.state.heroes[0].items == [] and not legal(session, "use_item")


def test_weda_rerolls_one_nica_die_of_her_test_for_free_once_per_test() -> None:
    # §18.2: "DET or TEST: once per challenge or test"; §9: in a Test only abilities that mention Tests work
    session = weda_in_the_temple(["blank", "blank", "damage", "blank", "blank"])
    absorb_by_test(session)
    do(session, "ability_reroll", 0, source="hero", nica=0)
    t = session.state.test
    assert t is not None and t.nica == ["blank", "blank"] and not legal(session, "ability_reroll")
    assert session.state.heroes[0].pierw == 3


def test_spirit_walk_rerolls_up_to_two_dice_of_a_test_and_is_exhausted() -> None:
    session = weda_in_the_temple(["blank"] * 4 + ["hit", "crit"])
    absorb_by_test(session)
    do(session, "feat_reroll", 0, feat="wedrowka_duchow", dice="0,1")
    t = session.state.test
    assert t is not None and t.dice == ["hit", "crit"]
    assert not next(f for f in session.state.heroes[0].feats if f.card == "wedrowka_duchow").ready


def test_spirit_walk_rerolls_a_nica_die_of_a_test_too() -> None:
    # §18.2: any dice, Nica dice included; the Damage die rerolled blank
    session = weda_in_the_temple(["blank", "blank", "damage", "blank", "blank"])
    absorb_by_test(session)
    do(session, "feat_reroll", 0, feat="wedrowka_duchow", dice="", nica="0")
    t = session.state.test
    assert t is not None and t.nica == ["blank", "blank"] and t.dice == ["blank", "blank"]


def test_a_test_feat_adds_two_dice_of_the_tested_attribute_those_over_three_runes() -> None:
    # Trans (Duch Brata's reward): two Will dice join her two; the fourth is a rune (§9)
    session = weda_in_the_temple(["blank"] * 4 + ["hit"], {"heroes": [{"region": "IST04", "feats": ["trans"]}]})
    absorb_by_test(session)
    do(session, "use_feat", 0, feat="trans")
    t = session.state.test
    assert t is not None and t.dice == ["blank", "blank", "hit"] and t.runes == 1


def test_the_amber_amulet_rerolls_any_die_of_a_test_a_nica_die_too() -> None:
    session = weda_in_the_temple(["blank", "blank", "damage", "blank", "blank"],
                                 {"heroes": [{"region": "IST04", "items": ["bursztynowy_amulet"]}]})
    absorb_by_test(session)
    do(session, "use_item", 0, item="bursztynowy_amulet", use="main", nica=0)
    t = session.state.test
    assert t is not None and t.nica == ["blank", "blank"] and session.state.heroes[0].items == []


def test_an_ability_of_the_challenge_stages_is_not_used_in_a_test() -> None:
    # Znamię Jeszy rerolls in a challenge's Determination and says nothing of Tests (§9, §19 item 27)
    session = set_up(["weda"], marks=["znamie_jeszy"], faces=["blank"] * 4, position=TEMPLE)
    rest(session, 0)
    absorb_by_test(session)
    assert session.state.test is not None
    assert not [a for a in legal(session) if a.get("feat") == "znamie_jeszy"]
