"""The Cycle (spec §6.1, §6.8, §5.3 item 8, §12.1, §12.4): the statue's turn, the Camp phase and Droga Wybrańca's
Nica phase with the spreading of Threat and Taint and the fifth Black stone; each rule a scenario named after it."""
from __future__ import annotations

from engine.games.zerywia.content import content
from engine.games.zerywia.state import GameState
from engine.kernel import Session
from engine.kernel.decision import FIRST
from tests.zerywia.helpers import GAME, do, legal, rest, set_up

IST_ONLY = ["znamie_moroza"]
# Kir die faces then Location die faces, as the Herald rolls them (content/rules.toml [dice])
ABYSS_ROLL = ["abyss", "cradle"]


def through_the_expedition(session: Session[GameState]) -> None:
    """Every hero rests (recovering the first attribute offered) and takes no Region option in each turn."""
    for _ in range(4):
        for h in session.state.heroes:
            rest(session, h.seat)
            do(session, "end_turn", h.seat)


def sail_home(session: Session[GameState]) -> None:
    """The lone hero sails from its Cradle to another Cradle and back, twice: no point recovered on the way."""
    home = session.state.heroes[0].region
    away = "LEG10" if home != "LEG10" else "RAN10"
    for there in (away, home, away, home):
        do(session, "use_port", 0, to=there)
        do(session, "end_turn", 0)


def camp_all(session: Session[GameState]) -> None:
    while session.decision is not None and session.decision.prompt == "zerywia.prompt.camp":
        session.apply(legal(session, "camp")[0])
        while session.decision is not None and session.state.active is not None and session.state.step == "camp_phase":
            session.apply(legal(session)[0])


def test_the_statue_turns_a_quarter_counter_clockwise_every_cycle_black_stones_too() -> None:
    session = set_up(["swara"], marks=IST_ONLY, faces=ABYSS_ROLL)
    assert session.state.faces["IST"] == "life"            # cycle 1: the Life stone looks North
    through_the_expedition(session)
    camp_all(session)
    do(session, "place_taint", 0, region="IST03")
    assert (session.state.cycle, session.state.faces["NUR"]) == (2, "life")


def test_the_camp_phase_returns_every_day_wheel_to_the_campfire_and_heroes_camp_in_any_order() -> None:
    session = set_up(["swara", "weda"], marks=IST_ONLY + ["znamie_jeszy"])
    through_the_expedition(session)
    assert [h.day_wheel for h in session.state.heroes] == ["camp", "camp"]
    assert session.decision is not None and session.decision.roles() == {0: FIRST, 1: FIRST}


def test_camping_recovers_the_point_of_the_dawn_stone_over_the_heros_kir() -> None:
    # cycle 1: the Life stone (Instinct) looks at IST, where Swara camps in Istogród
    session = set_up(["swara"], marks=IST_ONLY, position={"heroes": [{"I": 1}]})
    sail_home(session)
    do(session, "camp", 0)
    assert session.state.heroes[0].attributes["I"].points == 1 + 1 + 2   # the Life stone, then the camp ability's 2 I


def test_the_destiny_stone_gives_a_point_of_any_attribute_or_a_pierw() -> None:
    # cycle 1: the Destiny stone looks at RAN
    session = set_up(["swara"], marks=["znamie_rujewita"], position={"heroes": [{"pierw": 0, "W": 1}]})
    sail_home(session)
    do(session, "camp", 0)
    assert {a["attr"] for a in legal(session, "destiny")} >= {"W", "pierw"}


def test_camping_recovers_one_exhausted_feat() -> None:
    session = set_up(["swara"], marks=IST_ONLY, position={"heroes": [{"exhausted": ["wilczy_skok",
                                                                                    "znamie_moroza"]}]})
    through_the_expedition(session)
    do(session, "camp", 0)
    while legal(session, "recover_any"):
        session.apply(legal(session, "recover_any")[0])
    do(session, "camp_feat", 0, feat="znamie_moroza")
    assert [f.ready for f in session.state.heroes[0].feats] == [False, True]


def test_the_herald_goes_where_the_kir_and_location_dice_send_it_and_increases_the_threat_there() -> None:
    session = set_up(["swara"], marks=IST_ONLY, faces=["LEG", "cradle"])
    through_the_expedition(session)
    camp_all(session)
    assert session.state.herald == "LEG10" and session.state.regions["LEG10"].threat == "threat"


def test_an_abyss_face_sends_the_herald_to_the_abyss() -> None:
    session = set_up(["swara"], marks=IST_ONLY, faces=ABYSS_ROLL)
    through_the_expedition(session)
    camp_all(session)
    assert session.state.herald == "abyss"


def test_a_threat_on_a_threat_becomes_a_horde_and_a_horde_spills_into_a_neighbour_the_player_chooses() -> None:
    session = set_up(["swara"], marks=IST_ONLY, faces=["LEG", "stronghold"])    # Wilcza Brama holds a Threat
    through_the_expedition(session)
    camp_all(session)
    assert session.state.regions["LEG06"].threat == "horde"
    session = set_up(["swara"], marks=IST_ONLY, faces=["LEG", "stronghold"],
                     position={"regions": {"LEG06": {"threat": "horde"}}})
    through_the_expedition(session)
    camp_all(session)
    assert {a["to"] for a in legal(session, "spill")} == {"LEG03", "LEG07", "RAN09"}
    do(session, "spill", 0, to="LEG07")
    assert session.state.regions["LEG07"].threat == "horde"


def test_a_watchtower_cancels_a_threat_and_is_discarded() -> None:
    session = set_up(["swara"], marks=IST_ONLY, faces=["LEG", "stronghold"],
                     position={"regions": {"LEG06": {"watchtower": True}}})
    through_the_expedition(session)
    camp_all(session)
    assert (session.state.regions["LEG06"].threat, session.state.regions["LEG06"].watchtower) == ("threat", False)


def test_each_hero_strengthens_the_taint_in_a_region_of_its_own_kir() -> None:
    session = set_up(["swara"], marks=IST_ONLY, faces=ABYSS_ROLL)
    through_the_expedition(session)
    camp_all(session)
    assert {a["region"] for a in legal(session, "place_taint")} == {f"IST{i:02d}" for i in range(1, 11)}
    do(session, "place_taint", 0, region="IST04")
    assert session.state.regions["IST04"].taint == "rift"


def test_a_rift_spills_never_back_along_its_chain_and_an_edge_stone_cancels_the_taint() -> None:
    session = set_up(["swara"], marks=IST_ONLY, faces=ABYSS_ROLL, position={"regions": {
        "IST09": {"taint": "rift"}, "NUR06": {"taint": "rift"}, "IST05": {"edge_stone": True}}})
    through_the_expedition(session)
    camp_all(session)
    do(session, "place_taint", 0, region="IST09")
    assert {a["to"] for a in legal(session, "spill")} == {"IST05", "IST08", "NUR06"}
    do(session, "spill", 0, to="NUR06")
    assert {a["to"] for a in legal(session, "spill")} == {"NUR03", "NUR07"}
    do(session, "spill", 0, to="NUR03")
    session2 = set_up(["swara"], marks=IST_ONLY, faces=ABYSS_ROLL, position={"regions": {
        "IST09": {"taint": "rift"}, "IST05": {"edge_stone": True, "taint": "none"}}})
    through_the_expedition(session2)
    camp_all(session2)
    do(session2, "place_taint", 0, region="IST09")
    do(session2, "spill", 0, to="IST05")
    assert (session2.state.regions["IST05"].taint, session2.state.regions["IST05"].edge_stone) == (None, False)


def test_a_spill_with_nowhere_left_to_go_adds_a_black_stone() -> None:
    # Jarogród (LEG10) borders only LEG07 and LEG08: a chain LEG08 -> LEG07 -> LEG10 has nowhere left to go
    regions = {r: {"taint": "rift"} for r in ("LEG08", "LEG07", "LEG10")}
    session = set_up(["swara"], marks=["znamie_jaruny"], faces=ABYSS_ROLL, position={"regions": regions})
    through_the_expedition(session)
    camp_all(session)
    do(session, "place_taint", 0, region="LEG08")
    do(session, "spill", 0, to="LEG07")
    do(session, "spill", 0, to="LEG10")
    assert session.state.black_stones() == 2          # the spilled token's stone and the Nica phase's own
    assert session.state.cycle == 2


def test_the_nica_phase_ends_with_a_black_stone_and_the_fifth_ends_droga_in_defeat_unless_the_goal_is_met() -> None:
    session = set_up(["swara"], marks=IST_ONLY, faces=ABYSS_ROLL * 5)
    for cycle, region in enumerate(("IST03", "IST05", "IST06", "IST07", "IST08"), start=1):
        through_the_expedition(session)
        camp_all(session)
        do(session, "place_taint", 0, region=region)
        assert session.state.black_stones() == cycle
    assert session.decision is None
    outcome = GAME.outcome(session.state)
    assert (session.state.result, session.state.reason) == ("lost", "zerywia.outcome.fifth_black_stone")
    assert outcome.result(0) is False


def camp_until(session: Session[GameState], prompt: str) -> None:
    """Camp the lone hero, answering every question before `prompt` with its first choice."""
    do(session, "camp", 0)
    while session.decision is not None and session.decision.prompt != prompt:
        session.apply(legal(session)[0])


def test_camping_a_hero_swaps_a_reserve_card_for_a_prepared_one_for_free() -> None:
    session = set_up(["goryw"], marks=IST_ONLY)               # Goryw prepares one ally: the others wait in reserve
    sail_home(session)
    camp_until(session, "zerywia.prompt.reorganize")
    h = session.state.heroes[0]
    waiting, ready = h.reserve[0], next(x for x in h.prepared if content().sagas[x].type == "ally")
    do(session, "prepare", 0, card=waiting, instead=ready)
    assert waiting in h.prepared and ready in h.reserve and ready not in h.prepared


def test_camping_a_hero_summons_a_deity_for_an_offering_or_three_trophies_and_keeps_one() -> None:
    session = set_up(["swara"], marks=IST_ONLY, position={"heroes": [{"offerings": 1, "trophies": 3}]})
    sail_home(session)
    camp_until(session, "zerywia.prompt.deity")
    do(session, "summon_deity", 0, god="perun")
    h = session.state.heroes[0]
    assert (h.deity, h.offerings, "perun" in session.state.gods) == ("perun", 0, False)


def test_a_creature_is_drawn_at_random_among_the_regions_terrains_for_a_trophy() -> None:
    session = set_up(["swara"], marks=IST_ONLY, position={"heroes": [{"trophies": 1}]})   # Istogród: Settlements
    sail_home(session)
    camp_until(session, "zerywia.prompt.creature")
    do(session, "summon_creature", 0)
    h = session.state.heroes[0]
    assert h.creature in ("domowik", "skarbnik") and h.trophies == 0


def test_an_expedition_token_of_the_regions_terrain_lets_the_hero_choose_the_creature() -> None:
    session = set_up(["swara"], marks=IST_ONLY, position={"heroes": [{"trophies": 1, "tokens": [
        {"terrain": "settlements", "kir": "LEG"}]}]})
    sail_home(session)
    camp_until(session, "zerywia.prompt.creature")
    do(session, "choose_creature", 0, creature="skarbnik", token=0)
    h = session.state.heroes[0]
    assert (h.creature, h.expedition_tokens, h.trophies) == ("skarbnik", [], 0)


def test_a_creature_with_a_camp_ability_is_used_after_the_camp_ability_and_returns_to_the_stack() -> None:
    session = set_up(["swara"], marks=IST_ONLY, position={"heroes": [{"V": 0, "W": 0, "creature": "domowik"}]})
    sail_home(session)
    camp_until(session, "zerywia.prompt.camp_creature")
    h = session.state.heroes[0]
    before = (h.attributes["V"].points, h.attributes["W"].points)
    do(session, "use_camp_creature", 0)
    do(session, "recover_any", 0, attr="V")
    do(session, "recover_any", 0, attr="W")
    assert (h.attributes["V"].points, h.attributes["W"].points) == (before[0] + 1, before[1] + 1)
    assert h.creature is None and "domowik" in session.state.creatures


def camp_to_the_last_window(session: Session[GameState], seat: int) -> None:
    """The hero camps, every camp step left as it is, up to the window before its Camp turn ends."""
    do(session, "camp", seat)
    while session.decision is not None and session.decision.prompt != "zerywia.prompt.camp_gods":
        session.apply((legal(session, "skip") or legal(session))[0])


def test_heroes_in_the_same_region_may_hand_over_trophies_and_items_in_the_camp_phase() -> None:
    # §6.2 PD, DP-GIVE "and in its Camp turn": both camp in Jarogród (LEG10); in her Camp turn Swara gives Weda a
    # Trophy and her Okowita; Weda carries three Items already and lets one go at once (§13.6 DP-ITEM-KEEP); then
    # Swara's Camp turn goes on (her Mapa Wedów still to give)
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], position={"heroes": [
        {"region": "LEG10", "items": ["okowita", "mapa_wedow"], "trophies": 1},
        {"region": "LEG10", "items": ["wilcze_ziele", "runa_wigoru", "siec_rybacka"]}]})
    through_the_expedition(session)
    camp_to_the_last_window(session, 0)
    assert {(a.kind, a["to"]) for a in legal(session) if a.kind.startswith("give_")} == {
        ("give_trophy", 1), ("give_item", 1)}
    do(session, "give_trophy", 0, to=1)
    do(session, "give_item", 0, item="okowita", to=1)
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.drop_item"
    assert {a.player for a in legal(session)} == {1}
    do(session, "drop_item", 1, item="runa_wigoru")
    s = session.state
    assert (s.heroes[0].trophies, s.heroes[0].items) == (0, ["mapa_wedow"])
    assert (s.heroes[1].trophies, s.heroes[1].items) == (1, ["wilcze_ziele", "siec_rybacka", "okowita"])
    assert s.active == 0 and not s.heroes[0].acted and s.step == "camp_phase"
    do(session, "end_camp", 0)
    assert session.state.heroes[0].acted and session.decision is not None
    assert session.decision.prompt == "zerywia.prompt.camp"


def test_a_hero_in_another_region_is_offered_no_hand_over_in_the_camp_phase() -> None:
    # §6.2: hand-overs only "when in the same region": Weda camps in Istogród (IST10), Swara in Jarogród (LEG10)
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], position={"heroes": [
        {"region": "LEG10", "items": ["okowita"], "trophies": 1, "offerings": 1},
        {"region": "IST10", "items": ["wilcze_ziele"]}]})
    through_the_expedition(session)
    camp_to_the_last_window(session, 0)
    assert legal(session, "end_camp") and not legal(session, "give_trophy") and not legal(session, "give_item")
