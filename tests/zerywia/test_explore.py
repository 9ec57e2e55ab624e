"""The Explore action (spec §6.3, §7, §12.5): moving to a neighbouring region, the Threat fought instead of an
exploration card, the card drawn from the deck of the region's terrain, its icons on reveal, a failure ending the
turn, the expedition token. Swara (Birth Kir LEG) prepares Kieł Całożercy (I, Reroll), Zwada (V, Help) and Kora
(W, Shield); dice and decks are forced."""
from __future__ import annotations

from engine.games.zerywia.state import GameState
from engine.kernel import Session
from engine.kernel.canonical import JsonAny
from tests.zerywia.helpers import do, legal, set_up

JARUNA = ["znamie_jaruny"]


def swara(region: str, faces: list[str] | None = None, regions: dict[str, JsonAny] | None = None,
          hero: dict[str, JsonAny] | None = None, **tops: list[JsonAny]) -> Session[GameState]:
    position: dict[str, JsonAny] = {"heroes": [{"region": region, **(hero or {})}]}
    if regions:
        position["regions"] = regions
    return set_up(["swara"], marks=JARUNA, position=position, faces=faces, **tops)


def test_explore_moves_to_a_neighbouring_region_and_draws_the_top_card_of_its_terrain() -> None:
    # Jarogród (LEG10, the Cradle) borders Łęgi Zielone (LEG07, Wilds; its Threat removed here)
    session = swara("LEG10", regions={"LEG07": {"threat": "none"}}, hero={"I": 3}, wilds=["X-W02"])
    do(session, "explore", 0, to="LEG07")
    h = session.state.heroes[0]
    assert h.region == "LEG07"
    assert h.attributes["I"].pos == 5                  # Ziołorośl: recover 2 Instinct
    assert legal(session, "take_token")


def test_explore_may_target_only_the_heros_region_or_a_neighbouring_one() -> None:
    session = swara("LEG10")
    targets = {a["to"] for a in legal(session, "explore")}
    assert targets == {"LEG10", "LEG07", "LEG08"}


def test_a_region_of_several_terrains_lets_the_hero_choose_the_deck() -> None:
    # Stare Kopce (LEG08): Ruins and Wilds, a Threat on it removed here
    session = swara("LEG08", regions={"LEG08": {"threat": "none"}}, ruins=["X-R10"])
    do(session, "explore", 0, to="LEG08")
    assert {a["deck"] for a in legal(session, "terrain")} == {"ruins", "wilds"}
    do(session, "terrain", 0, deck="ruins")
    assert session.state.card == "X-R10"


def test_a_threat_is_fought_instead_of_the_exploration_card_and_a_victory_removes_it() -> None:
    # Smocze Grzbiety (LEG03, Mountains) holds a Threat; Odarty Zwiadowca [V][I] has a Wilds Advantage (none here)
    session = swara("LEG03", faces=["hit", "hit", "blank"], enemy=["o1"])
    do(session, "explore", 0, to="LEG03")
    ch = session.state.challenge
    assert ch is not None and ch.symbols == ["V", "I"] and ch.enemy_shields == []
    do(session, "buy_die", 0, card="zwada")
    do(session, "buy_die", 0, card="kiel_calozercy")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    s = session.state
    assert s.regions["LEG03"].threat is None
    assert s.heroes[0].trophies == 1
    assert s.card is None and s.heroes[0].expedition_tokens == []    # no card, no expedition token
    assert legal(session, "end_turn")                                 # the Region option follows


def test_a_horde_is_reinforced_once_and_removed_whole_when_defeated() -> None:
    session = swara("LEG03", faces=["hit", "hit", "hit", "blank"], regions={"LEG03": {"threat": "horde"}},
                    enemy=["o1", "z1"])
    do(session, "explore", 0, to="LEG03")
    ch = session.state.challenge
    assert ch is not None and ch.enemies == ["o1", "z1"] and ch.symbols == ["V", "I", "V", "V"]


def test_losing_a_threat_fight_feeds_the_host_and_ends_the_turn_without_a_region_option() -> None:
    session = swara("LEG03", faces=["blank", "blank", "blank"], enemy=["o1"])
    host = len(session.state.host_deck)
    do(session, "explore", 0, to="LEG03")
    do(session, "buy_die", 0, card="zwada")
    do(session, "buy_die", 0, card="kiel_calozercy")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    s = session.state
    assert s.regions["LEG03"].threat == "threat"
    assert len(s.host_deck) == host - 1 and "o1" in s.enemy_deck and not s.enemy_discard
    assert s.turn == "noon" and s.active is None               # no Region option: the lone hero's Dawn is over


def test_a_hero_under_a_threat_outside_a_port_still_has_an_action_explore() -> None:
    session = swara("LEG03")
    assert not legal(session, "rest")
    assert legal(session, "explore")


def test_a_cards_threat_icon_increases_the_threat_here_on_reveal() -> None:
    # Ślady Hordy (X-W04) shows the Threat icon: the Threat is increased before its enemy is fought
    session = swara("LEG07", regions={"LEG07": {"threat": "none"}}, wilds=["X-W04"], enemy=["o1"])
    do(session, "explore", 0, to="LEG07")
    s = session.state
    assert s.regions["LEG07"].threat == "threat"
    assert s.challenge is not None and s.challenge.enemies == ["o1"]


def test_a_cards_taint_icon_strengthens_the_taint_before_its_test_so_the_test_has_a_nica_die_more() -> None:
    session = swara("LEG07", regions={"LEG07": {"threat": "none"}}, wilds=["X-W05"])
    do(session, "explore", 0, to="LEG07")
    s = session.state
    assert s.regions["LEG07"].taint == "taint"
    assert s.test is not None and len(s.test.nica) == 2


def test_a_failed_card_test_ends_the_turn_without_an_expedition_token() -> None:
    # Lawina (X-M01): Hard Vigor Test; failure: lose 2 Vigor more
    session = swara("LEG03", faces=["blank", "blank"], regions={"LEG03": {"threat": "none"}}, mountains=["X-M01"])
    do(session, "explore", 0, to="LEG03")
    do(session, "end_test", 0)
    s = session.state
    h = s.heroes[0]
    assert h.attributes["V"].pos == 1 and h.expedition_tokens == [] and s.turn == "noon"
    assert "X-M01" in s.discards["mountains"]


def test_an_expedition_token_of_the_cards_terrain_is_taken_at_will_and_at_three_one_is_given_up() -> None:
    session = swara("LEG07", regions={"LEG07": {"threat": "none"}}, wilds=["X-W02"],
                    hero={"tokens": [{"terrain": "ruins", "kir": "LEG"}] * 3})
    do(session, "explore", 0, to="LEG07")
    assert not [a for a in legal(session, "take_token") if a.get("instead") is None]
    do(session, "take_token", 0, instead=0)
    assert [t.terrain for t in session.state.heroes[0].expedition_tokens] == ["ruins", "ruins", "wilds"]


def test_a_choice_card_gives_its_columns_path_only_on_that_columns_success() -> None:
    # Zbłąkany Wędrowiec (X-W03): "Rob him" gains 2 Trophies and becomes a Path of Cunning
    session = swara("LEG07", regions={"LEG07": {"threat": "none"}}, wilds=["X-W03"])
    do(session, "explore", 0, to="LEG07")
    do(session, "column", 0, side=1)
    do(session, "no_token", 0)
    h = session.state.heroes[0]
    assert h.trophies == 2 and h.paths == ["X-W03"]


def test_a_side_quest_stays_with_the_hero() -> None:
    session = swara("LEG07", regions={"LEG07": {"threat": "none"}}, wilds=["X-W09"])
    do(session, "explore", 0, to="LEG07")
    do(session, "no_token", 0)
    assert session.state.heroes[0].side_quests == ["X-W09"]


def test_a_combined_test_takes_its_second_test_only_after_the_first_succeeded() -> None:
    # Uroczysko (X-W08): "Test Easy Instinct and Easy Will", in that order (§9 combined tests)
    session = swara("LEG07", faces=["hit", "blank", "blank"], regions={"LEG07": {"threat": "none"}}, wilds=["X-W08"])
    do(session, "explore", 0, to="LEG07")
    do(session, "end_test", 0)
    t = session.state.test
    assert t is not None and t.attr == "W"


def test_a_combined_test_stops_at_its_first_failure_and_the_later_test_is_not_rolled() -> None:
    # §19 item 28: the Instinct test failed, the Will test never comes; the failure ends the turn
    session = swara("LEG07", faces=["blank"] * 3, regions={"LEG07": {"threat": "none"}}, wilds=["X-W08"])
    do(session, "explore", 0, to="LEG07")
    do(session, "end_test", 0)
    rolled = [e for step in session.steps for e in step.events if e.kind == "test_rolled"]
    assert [e.data["attr"] for e in rolled] == ["I"] and session.state.turn == "noon"
