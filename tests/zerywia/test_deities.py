"""Deities (spec §13.4, §18.8): a god's main ability for 1 Offering, chosen once per Path of its preferred type
(repeats allowed, at most 3 uses a turn; the Gardzica form one Curse Path more), its challenge options at
Initiation and in Determination, its rerolls in the summoner's Tests, its map options in a MAP window and in the
summoner's Camp turn; its one-shot ability, free, on any hero, then the god goes back to the God stack. One
scenario per ability, named after it. Weda (IST Mark) fights Topielec [V][W] in Białe Turnie (IST03, a Threat);
dice are forced: attribute dice first, the Nica die, then rerolls."""
from __future__ import annotations

from engine.games.zerywia.content import content
from engine.games.zerywia.state import GameState
from engine.kernel import Session
from tests.zerywia.helpers import do, legal, rest, set_up
from tests.zerywia.test_cycle import sail_home, through_the_expedition

MARKS = ["znamie_moroza", "znamie_jaruny"]


def weda(god: str, paths: list[str], faces: list[str] | None = None, **hero: object) -> Session[GameState]:
    return set_up(["weda"], marks=MARKS[:1], faces=faces, enemy=["u1"],
                  position={"heroes": [{"region": "IST03", "deity": god, "paths": paths, "offerings": 1, **hero}]})


def test_perun_rerolls_any_die_of_the_summoners_challenge_for_an_offering() -> None:
    session = weda("perun", ["heroism"], ["blank", "blank", "hit"])
    do(session, "explore", 0, to="IST03")
    do(session, "buy_die", 0, card="zwada")
    do(session, "roll", 0)
    do(session, "god_main", 0, payer=0)
    do(session, "god_reroll", 0, die=0)
    ch = session.state.challenge
    assert ch is not None and ch.dice == ["hit"] and ch.god_charges == 0
    assert session.state.heroes[0].offerings == 0 and not legal(session, "god_reroll")


def test_perun_gives_a_vigor_shield_before_resolution() -> None:
    session = weda("perun", ["heroism"])
    do(session, "explore", 0, to="IST03")
    do(session, "god_main", 0, payer=0)
    do(session, "god_shield", 0, attr="V")
    ch = session.state.challenge
    assert ch is not None and ch.own_shields == ["V"]


def test_weles_gives_an_instinct_rune() -> None:
    session = weda("weles", ["cunning"])
    do(session, "explore", 0, to="IST03")
    do(session, "god_main", 0, payer=0)
    do(session, "god_rune", 0, attr="I")
    ch = session.state.challenge
    assert ch is not None and ch.runes == ["I"]


def test_swarog_is_chosen_once_per_heroism_path_runes_of_any_attribute() -> None:
    session = weda("swarog", ["heroism", "heroism"])
    do(session, "explore", 0, to="IST03")
    do(session, "god_main", 0, payer=0)
    do(session, "god_rune", 0, attr="V")
    do(session, "god_rune", 0, attr="W")
    ch = session.state.challenge
    assert ch is not None and ch.runes == ["V", "W"] and not legal(session, "god_rune")


def test_marzanna_counts_the_gardzica_form_as_one_curse_path() -> None:
    session = weda("marzanna", [], flaws=["V", "I", "W"])
    assert session.state.heroes[0].form == "gardzica"
    do(session, "explore", 0, to="IST03")
    do(session, "god_main", 0, payer=0)
    do(session, "god_shield", 0, attr="W")
    ch = session.state.challenge
    assert ch is not None and ch.own_shields == ["W"]


def test_a_god_without_a_path_of_its_preferred_type_cannot_be_used() -> None:
    session = weda("perun", ["curse"])
    do(session, "explore", 0, to="IST03")
    assert not legal(session, "god_main")


def test_mokosz_recovers_one_point_of_any_attribute_in_a_map_window() -> None:
    session = weda("mokosz", ["piety"], V=1)
    do(session, "god_main", 0, payer=0)
    do(session, "recover_any", 0, attr="V")
    h = session.state.heroes[0]
    assert h.attributes["V"].points == 2 and h.offerings == 0 and session.state.active == 0


def test_strzybog_recovers_one_pierw_per_wisdom_path() -> None:
    session = weda("strzybog", ["wisdom", "wisdom"], pierw=0)
    do(session, "god_main", 0, payer=0)
    assert session.state.heroes[0].pierw == 2


def test_a_gods_main_ability_is_used_at_most_three_times_in_a_hero_turn() -> None:
    session = weda("strzybog", ["wisdom"], pierw=0, offerings=4)
    for _ in range(3):
        do(session, "god_main", 0, payer=0)
    assert session.state.heroes[0].offerings == 1 and not legal(session, "god_main")


def test_perun_one_shot_turns_a_horde_in_a_heros_region_to_a_threat_and_returns_to_the_god_stack() -> None:
    session = set_up(["weda"], marks=MARKS[:1], position={"heroes": [{"region": "IST03", "deity": "perun"}],
                                                          "regions": {"IST03": {"threat": "horde"}}})
    do(session, "god_threat", 0, region="IST03")
    s = session.state
    assert s.regions["IST03"].threat == "threat" and s.heroes[0].deity is None and "perun" in s.gods


def two(god: str, **other: object) -> Session[GameState]:
    """Weda holds the god; Swara stands in Jarogród (LEG10), a Taint there."""
    return set_up(["weda", "swara"], marks=MARKS, position={
        "heroes": [{"region": "IST03", "deity": god}, {"region": "LEG10", **other}],
        "regions": {"LEG10": {"taint": "taint"}}})


def test_weles_one_shot_moves_any_hero_to_any_port_without_a_leaving_cost() -> None:
    session = two("weles")
    port = next(p for p in content().board.ports() if p != "LEG10")
    do(session, "god_move", 0, hero="swara", region=port)
    swara = session.state.heroes[1]
    assert swara.region == port and swara.flaws == 0 and session.state.heroes[0].deity is None


def test_mokosz_one_shot_removes_a_flaw_of_any_hero() -> None:
    session = two("mokosz", flaws=["I"])
    do(session, "god_unflaw", 0, hero="swara", attr="I")
    assert session.state.heroes[1].flaws == 0 and "mokosz" in session.state.gods


def test_swarog_one_shot_heals_an_injury_of_any_hero() -> None:
    session = two("swarog", injuries={"V": 1})
    do(session, "god_heal", 0, hero="swara", attr="V")
    assert session.state.heroes[1].attributes["V"].inj == 0


def test_strzybog_one_shot_moves_any_hero_within_its_kir() -> None:
    session = two("strzybog")
    targets = {a["region"] for a in legal(session, "god_move") if a["hero"] == "swara"}
    assert targets == set(content().board.in_kir("LEG")) - {"LEG10"}
    do(session, "god_move", 0, hero="swara", region="LEG07")
    assert session.state.heroes[1].region == "LEG07"


def test_marzanna_one_shot_dispels_the_taint_in_any_heros_region() -> None:
    session = two("marzanna")
    do(session, "god_dispel", 0, region="LEG10")
    assert session.state.regions["LEG10"].taint is None and session.state.heroes[0].deity is None


def absorbing(god: str, paths: list[str], faces: list[str]) -> Session[GameState]:
    """Weda rests in Białe Turnie (IST03, a Taint, no Threat) and takes the Absorption ritual's Hard Will Test (two
    Will dice, two Nica dice: the Taint's one more)."""
    session = set_up(["weda"], marks=MARKS[:1], faces=faces, position={
        "heroes": [{"region": "IST03", "deity": god, "paths": paths, "offerings": 1}],
        "regions": {"IST03": {"taint": "taint", "threat": "none"}}})
    rest(session, 0)
    do(session, "absorb", 0, by="test")
    do(session, "test_no_react", 0)
    return session


def test_perun_rerolls_any_die_of_the_summoners_attribute_test() -> None:
    # §18.8: "reroll any 1 die in your challenge/test"; one Heroism Path, one reroll, gone with the Test
    session = absorbing("perun", ["heroism"], ["blank"] * 4 + ["hit"])
    do(session, "god_main", 0, payer=0)
    do(session, "god_reroll", 0, die=0)
    t = session.state.test
    assert t is not None and t.dice == ["hit", "blank"] and session.state.heroes[0].offerings == 0
    assert not legal(session, "god_reroll") and not legal(session, "god_reroll_nica") and not legal(session, "god_main")


def test_weles_rerolls_a_nica_die_of_the_summoners_attribute_test() -> None:
    session = absorbing("weles", ["cunning"], ["hit", "hit", "damage", "blank", "blank"])
    do(session, "god_main", 0, payer=0)
    do(session, "god_reroll_nica", 0, nica=0)
    t = session.state.test
    assert t is not None and t.nica == ["blank", "blank"]


def test_a_god_whose_options_name_no_test_is_not_used_in_a_test() -> None:
    # Swaróg's rune is for a challenge stage before Resolution (§18.8); Tests take only what mentions them (§9)
    session = absorbing("swarog", ["heroism"], ["blank"] * 4)
    assert not legal(session, "god_main")


def camping(god: str | None, **hero: object) -> Session[GameState]:
    """Weda sails from her Cradle (IST10) and back through the Expedition (no point recovered on the way), then
    camps, every camp step left as it is, up to the window before her Camp turn ends."""
    session = set_up(["weda"], marks=MARKS[:1], position={"heroes": [{"deity": god, **hero} if god else hero]})
    sail_home(session)
    do(session, "camp", 0)
    while session.decision is not None and session.decision.prompt != "zerywia.prompt.camp_gods":
        session.apply((legal(session, "skip") or legal(session))[0])
    return session


def test_a_gods_map_option_is_used_in_the_summoners_camp_turn() -> None:
    # §18.8: the main options that name no challenge are used in MAP windows "or in its Camp turn"
    session = camping("mokosz", paths=["piety"], offerings=2, V=0, pierw=0)
    assert session.state.heroes[0].attributes["V"].points == 0
    do(session, "god_main", 0, payer=0)
    do(session, "recover_any", 0, attr="V")
    assert session.state.heroes[0].attributes["V"].points == 1 and legal(session, "god_main")
    do(session, "end_camp", 0)                        # the other Offering kept
    assert session.state.heroes[0].offerings == 1 and session.state.step != "camp_phase"


def test_a_god_summoned_in_the_camp_may_use_its_one_shot_in_the_same_camp_turn() -> None:
    # step 5 summons Mokosz for an Offering; after step 6 her one-shot removes Weda's Flaw and she goes back
    session = set_up(["weda"], marks=MARKS[:1], position={
        "heroes": [{"region": "IST04", "offerings": 1, "flaws": ["V"]}], "regions": {"IST04": {"taint": "none"}}})
    through_the_expedition(session)
    do(session, "camp", 0)
    while not legal(session, "summon_deity"):
        session.apply((legal(session, "skip") or legal(session))[0])
    do(session, "summon_deity", 0, god="mokosz")
    while session.decision is not None and session.decision.prompt != "zerywia.prompt.camp_gods":
        session.apply((legal(session, "skip") or legal(session))[0])
    do(session, "god_unflaw", 0, hero="weda", attr="V")
    h = session.state.heroes[0]
    assert h.flaws == 0 and h.deity is None and "mokosz" in session.state.gods


def test_an_offering_to_swietowit_is_made_in_the_camp_turn() -> None:
    # §13.1 PD: "any time" includes the Camp turn; cycle 1 the Life stone (Instinct) looks at IST
    session = camping(None, offerings=1, I=1)
    before = session.state.heroes[0].attributes["I"].points
    do(session, "offer", 0, payer=0)
    h = session.state.heroes[0]
    assert h.attributes["I"].points == min(before + 2, h.attributes["I"].cap) and h.offerings == 0


def test_no_god_window_is_asked_in_a_camp_with_nothing_to_use() -> None:
    session = set_up(["weda"], marks=MARKS[:1], position={"heroes": [{"region": "IST04"}]})
    through_the_expedition(session)
    do(session, "camp", 0)
    while session.state.step == "camp_phase" and session.state.active is not None:
        assert session.decision is not None and session.decision.prompt != "zerywia.prompt.camp_gods"
        session.apply((legal(session, "skip") or legal(session))[0])
    assert session.state.heroes[0].acted or session.state.step != "camp_phase"
