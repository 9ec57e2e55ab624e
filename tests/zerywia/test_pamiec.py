"""Pamięć Świata (spec §5.4, §6.6, §15.1-§15.2): the Herald Znicz and its attacks, the Nica dice the heroes roll for
it, the Monolith Rituals whose completion puts out a face of Świętowit, the Host fed from four Black stones; each
rule a scenario named after it. The Herald starts in Wieczna Zmarzlina (IST07); a hero of the IST Mark starts in the
Temple of Ist, Węzeł… IST04, next door."""
from __future__ import annotations

from engine.games.zerywia.content import content
from engine.games.zerywia.state import GameState
from engine.kernel import Session
from tests.zerywia.helpers import do, legal, set_up
from tests.zerywia.test_cycle import camp_all, through_the_expedition

IST_ONLY = ["znamie_moroza"]
QUIET_NICA = ["abyss", "cradle", "blank"]     # the Herald to the Abyss; the lone hero's Nica die blank


def pamiec(faces: list[str] | None = None, position: dict | None = None, **tops: list[str]) -> Session[GameState]:
    return set_up(["swara"], scenario="pamiec", marks=IST_ONLY, faces=faces, position=position, **tops)


def buy_every_die(session: Session[GameState]) -> None:
    while legal(session, "buy_die"):
        session.apply(next(a for a in legal(session, "buy_die") if a["card"] != "gardzica"))


def events(session: Session[GameState], kind: str) -> list[dict]:
    return [dict(e.data) for step in session.steps for e in step.events if e.kind == kind]


def test_pamiec_swiata_starts_at_the_temple_of_ist_with_znicz_in_wieczna_zmarzlina() -> None:
    session = pamiec()
    assert session.state.heroes[0].region == "IST04" and session.state.herald == "IST07"
    assert {content().board.regions[r].special for r, t in session.state.regions.items() if t.taint} == {
        "cradle", "sinkhole", "primal_spring"}


def test_the_herald_landing_on_a_hero_attacks_it_instead_of_increasing_the_threat() -> None:
    session = pamiec(faces=["IST", "temple_of_ist"], herald_attacks=["za4"])
    through_the_expedition(session)
    camp_all(session)
    ch = session.state.challenge
    assert ch is not None and (ch.purpose, ch.challenge, ch.seat) == ("herald_attack", "za4", 0)
    assert session.state.regions["IST04"].threat is None and len(ch.nica) == 1


def test_a_herald_attack_won_gives_one_offering_and_feeds_no_host() -> None:
    session = pamiec(faces=["IST", "temple_of_ist"] + ["hit"] * 4 + ["blank"], herald_attacks=["za4"])
    through_the_expedition(session)
    camp_all(session)
    hosts = len(session.state.host_deck)
    buy_every_die(session)
    assert session.state.challenge is not None and len(session.state.challenge.kinds) == 4
    do(session, "roll", 0)
    do(session, "resolve", 0)
    assert session.state.heroes[0].offerings == 1 and len(session.state.host_deck) == hosts
    assert "za4" in session.state.herald_attacks           # shuffled back into the attack deck


def test_a_hero_entering_the_heralds_region_is_attacked_and_a_failure_ends_its_turn() -> None:
    session = pamiec(faces=["blank"] * 2, herald_attacks=["za4"])
    do(session, "explore", 0, to="IST07")
    ch = session.state.challenge
    assert ch is not None and ch.purpose == "herald_attack"
    do(session, "roll", 0)
    do(session, "resolve", 0)
    do(session, "assign_hits", 0)                   # Znamię Moroza (a RES feat) is not used
    assert session.state.turn == "noon" and not events(session, "enemy_drawn")   # no Threat fight, no card


def test_a_hero_who_wins_the_attack_on_entering_goes_on_with_its_explore() -> None:
    session = pamiec(faces=["hit"] * 5 + ["blank"], herald_attacks=["za4"])   # Swara's free die in the Wilds
    do(session, "explore", 0, to="IST07")
    buy_every_die(session)
    do(session, "roll", 0)
    do(session, "resolve", 0)
    ch = session.state.challenge
    assert ch is not None and ch.purpose == "threat"      # Wieczna Zmarzlina's Threat is fought next


def test_a_critical_in_the_heralds_kir_draws_the_herald_to_the_hero_and_attacks_it() -> None:
    session = pamiec(faces=["IST", "stronghold", "crit"])
    through_the_expedition(session)
    camp_all(session)
    assert session.state.herald == "IST04"
    ch = session.state.challenge
    assert ch is not None and ch.purpose == "herald_attack"


def test_damage_in_another_kir_increases_the_threat_in_the_heros_kir_where_it_chooses() -> None:
    session = pamiec(faces=["LEG", "cradle", "damage"])
    through_the_expedition(session)
    camp_all(session)
    assert {a["region"] for a in legal(session, "place_threat")} == set(content().board.in_kir("IST"))
    do(session, "place_threat", 0, region="IST04")
    assert session.state.regions["IST04"].threat == "threat"


def test_a_critical_with_the_herald_in_the_abyss_brings_an_enemy_to_fight() -> None:
    session = pamiec(faces=["abyss", "cradle", "crit"])
    through_the_expedition(session)
    camp_all(session)
    ch = session.state.challenge
    assert ch is not None and ch.purpose == "herald_enemy" and ch.enemies


def test_the_heralds_nica_die_may_be_rerolled_for_an_offering() -> None:
    session = pamiec(faces=["abyss", "cradle", "taint", "blank"], position={"heroes": [{"offerings": 1}]})
    through_the_expedition(session)
    camp_all(session)
    assert legal(session, "herald_keep")
    do(session, "herald_reroll", 0, payer=0)
    assert session.state.heroes[0].offerings == 0 and session.state.cycle == 2   # blank: the Nica phase ended


def play_cycles(session: Session[GameState], n: int) -> None:
    for _ in range(n):
        through_the_expedition(session)
        camp_all(session)


def test_a_kir_with_three_rifts_adds_one_black_stone_in_the_nica_phase() -> None:
    rifts = {r: {"taint": "rift"} for r in ("IST01", "IST02", "IST03", "LEG01", "LEG02", "LEG03")}
    session = pamiec(faces=QUIET_NICA, position={"regions": rifts})
    play_cycles(session, 1)
    assert session.state.black_stones() == 2


def test_the_stone_filling_the_first_ritual_puts_out_the_face_looking_north_and_its_dawn_stone_stays_in_the_abyss(
        ) -> None:
    session = pamiec(faces=QUIET_NICA * 6)
    hosts = len(session.state.host_deck)
    play_cycles(session, 5)
    assert session.state.black_stones() == 5 and len(session.state.host_deck) == hosts - 2   # fed from 4 stones
    north = session.state.faces["IST"]     # the Dawn stone looking North in cycle 6
    play_cycles(session, 1)
    s = session.state
    assert s.faces["NUR"] == "black"        # that face, a quarter further in cycle 7
    assert s.rifts == [north, "", "", "", "", ""] and s.ritual == 1
    assert len(s.host_deck) == hosts - 3
    odartych = {x.id for x in content().exploration.values() if x.set == "najazd_odartych"}
    assert "najazd_odartych" not in s.adventure_sets
    assert odartych <= {card for deck in s.exploration.values() for card in deck}


def test_the_third_face_brings_the_monolith_guardians_and_the_fourth_is_defeat() -> None:
    session = pamiec(faces=QUIET_NICA * 18)
    play_cycles(session, 6 + 5 + 4)
    added = events(session, "host_added")
    assert len(added) == 1 and "smx_swara" not in added[0]["cards"] and "smx_weda" in added[0]["cards"]
    assert session.state.extinguished() == 3
    play_cycles(session, 3)
    assert (session.state.result, session.state.reason) == ("lost", "zerywia.outcome.face_extinguished")


def rest_for_the_option(session: Session[GameState]) -> None:
    do(session, "rest", 0)
    while session.decision is not None and session.decision.prompt != "zerywia.prompt.option":
        session.apply(legal(session)[0])


def test_a_settlements_and_a_mountains_token_buy_a_watchtower_in_the_heros_region() -> None:
    tokens = [{"terrain": "settlements", "kir": "IST"}, {"terrain": "mountains", "kir": "LEG"}]
    session = pamiec(position={"heroes": [{"tokens": tokens}]})
    rest_for_the_option(session)
    assert [a["token"] for a in legal(session, "build")] == ["watchtower"]
    do(session, "build", 0, token="watchtower")
    assert session.state.regions["IST04"].watchtower and not session.state.heroes[0].expedition_tokens


def test_an_edge_stone_cannot_stand_on_a_rift_and_walks_on_past_another_rift_where_the_hero_chooses() -> None:
    tokens = [{"terrain": "ruins", "kir": "IST"}, {"terrain": "wilds", "kir": "IST"}]
    session = pamiec(position={"heroes": [{"tokens": tokens}],
                               "regions": {"IST04": {"taint": "rift"}, "IST03": {"taint": "rift"}}})
    rest_for_the_option(session)
    do(session, "build", 0, token="edge_stone")
    do(session, "token_walk", 0, to="IST03")              # a Rift too: on again, never back to IST04
    assert "IST04" not in {a["to"] for a in legal(session, "token_walk")}
    do(session, "token_walk", 0, to="IST06")
    regions = session.state.regions
    assert regions["IST06"].edge_stone and not regions["IST03"].edge_stone and not regions["IST04"].edge_stone


def test_the_tutorial_has_no_watchtowers_to_build() -> None:
    tokens = [{"terrain": "settlements", "kir": "IST"}, {"terrain": "mountains", "kir": "IST"}]
    session = set_up(["swara"], marks=IST_ONLY, position={"heroes": [{"tokens": tokens}]})
    rest_for_the_option(session)
    assert legal(session, "end_turn") and not legal(session, "build")


def test_dp_spill_the_hero_a_herald_attack_strikes_answers_the_spill_its_failure_sets_off() -> None:
    """Weda (seat 2) stands in a Rift where the Herald lands; Ember of the Vat's Taint face strengthens the Taint
    there, and Weda, resolving her attack, says where the Rift spills, not the first player (§12.1, §15.2, PD)."""
    session = set_up(["swara", "weda"], scenario="pamiec", marks=["znamie_moroza", "znamie_jaruny"],
                     faces=["IST", "temple_of_ist", "taint", "blank", "blank"], herald_attacks=["za5"],
                     position={"heroes": [{"region": "LEG10"}, {"region": "IST04"}],
                               "regions": {"IST04": {"taint": "rift"}}})
    through_the_expedition(session)
    camp_all(session)
    do(session, "roll", 1)
    do(session, "resolve", 1)
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.taint_spill"
    assert {a.player for a in legal(session)} == {1}
    do(session, "spill", 1, to="IST03")
    assert session.state.regions["IST03"].taint == "taint"


def test_dp_spill_a_partner_attacked_on_entering_in_a_joint_explore_answers_its_own_spill() -> None:
    """Swara leads a joint Explore into Wieczna Zmarzlina (the Herald's region, a Rift) and wins her attack; Weda
    loses hers to Ember of the Vat and says herself where the Rift spills (§10.4: attacks are individual)."""
    session = set_up(["swara", "weda"], scenario="pamiec", marks=["znamie_moroza", "znamie_jaruny"], seed=10,
                     faces=["hit"] * 4 + ["blank"] * 2 + ["taint", "blank"], herald_attacks=["za4", "za5"],
                     position={"heroes": [{"region": "IST04"}, {"region": "IST04"}],
                               "regions": {"IST07": {"taint": "rift"}}})
    do(session, "joint_explore", 0, region="IST07", partners="1")
    do(session, "accept_joint", 1)
    buy_every_die(session)
    do(session, "roll", 0)
    do(session, "resolve", 0)
    ch = session.state.challenge
    assert ch is not None and (ch.seat, ch.purpose, ch.challenge) == (1, "herald_attack", "za5")  # seed 10's draw
    do(session, "roll", 1)
    do(session, "resolve", 1)
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.taint_spill"
    assert {a.player for a in legal(session)} == {1}


def joint_explore_into_the_heralds_region(faces: list[str]) -> Session[GameState]:
    """Swara leads Weda from the Temple of Ist (IST04) into Wieczna Zmarzlina (IST07: the Herald's region, a
    Threat); each is attacked on entering, Swara first (Płonące Oczy [I][W]), then Weda (Żar Kadzi [V][W])."""
    session = set_up(["swara", "weda"], scenario="pamiec", marks=["znamie_moroza", "znamie_jaruny"], seed=10,
                     faces=faces, herald_attacks=["za4", "za5"],
                     position={"heroes": [{"region": "IST04"}, {"region": "IST04"}]})
    do(session, "joint_explore", 0, region="IST07", partners="1")
    do(session, "accept_joint", 1)
    return session


def test_a_partner_who_fails_the_heralds_attack_on_entering_drops_out_alone_and_the_rest_go_on() -> None:
    session = joint_explore_into_the_heralds_region(["hit"] * 4 + ["blank"] * 5)
    buy_every_die(session)
    do(session, "roll", 0)
    do(session, "resolve", 0)                         # Swara wins hers
    do(session, "roll", 1)
    do(session, "resolve", 1)                         # Weda loses hers: she drops out, her turn over (§10.4)
    s = session.state
    ch = s.challenge
    assert ch is not None and (ch.purpose, ch.seat, ch.party, len(ch.nica)) == ("threat", 0, [0], 1)
    assert s.party == [0] and [h.acted for h in s.heroes] == [False, True] and s.turn == "dawn"
    assert [h.region for h in s.heroes] == ["IST07", "IST07"]
    assert any(e["seat"] == 1 for e in events(session, "party_left"))


def test_a_lead_who_fails_the_heralds_attack_on_entering_drops_out_and_the_partner_explores_as_lead() -> None:
    session = joint_explore_into_the_heralds_region(["blank"] * 2 + ["hit"] * 3 + ["blank"] * 4)
    do(session, "roll", 0)
    do(session, "resolve", 0)
    do(session, "assign_hits", 0)                    # Swara loses hers (Znamię Moroza not used)
    assert session.state.party == [1] and session.state.heroes[0].acted
    buy_every_die(session)
    do(session, "roll", 1)
    do(session, "resolve", 1)                         # Weda wins hers and goes on alone, leading
    s = session.state
    ch = s.challenge
    assert ch is not None and (ch.purpose, ch.seat, ch.party) == ("threat", 1, [1]) and s.active == 1
    assert [h.acted for h in s.heroes] == [True, False] and s.turn == "dawn"
