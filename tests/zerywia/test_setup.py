"""Setup (spec §5): the land for each scenario, the heroes in player order, Marks and Birth Kirs, starting sagas
(solo included), developed stacks and prepared cards, each rule a scenario named after it."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.games.zerywia.content import content
from engine.games.zerywia.state import CAMPFIRE, EXPEDITION, TAINT, THREAT, GameState
from tests.zerywia.helpers import GAME, do, fresh, legal, set_up


def land(scenario: str) -> GameState:
    """The table once the land is set up (the first hero is being chosen)."""
    return fresh(2, scenario=scenario).state


def specials_with(s: GameState, token: str) -> Counter[str]:
    regions = content().board.regions
    return Counter(regions[r].special or "ordinary" for r, t in s.regions.items()
                   if token in (t.taint, t.threat))


def test_the_statue_starts_with_life_facing_leg_war_ran_destiny_nur_and_soul_ist() -> None:
    assert land("droga").faces == {"LEG": "life", "RAN": "war", "NUR": "destiny", "IST": "soul"}


def test_droga_taint_lies_on_the_temple_sinkhole_and_veil_breach_of_every_kir() -> None:
    assert specials_with(land("droga"), TAINT) == {"temple_of_ist": 4, "sinkhole": 4, "veil_breach": 4}


def test_droga_threat_lies_on_every_ordinary_region_and_every_stronghold() -> None:
    assert specials_with(land("droga"), THREAT) == {"ordinary": 16, "stronghold": 4}


def test_pamiec_taint_lies_on_the_cradle_sinkhole_and_primal_spring_and_threat_on_ordinary_regions_only() -> None:
    s = land("pamiec")
    assert specials_with(s, TAINT) == {"cradle": 4, "sinkhole": 4, "primal_spring": 4}
    assert specials_with(s, THREAT) == {"ordinary": 16}


@pytest.mark.parametrize("scenario, enemy, host", [("droga", 15, 10), ("pamiec", 21, 14)])
def test_the_enemy_deck_holds_each_hosts_value_1_cards_and_its_starter_the_host_deck_the_rest(
        scenario: str, enemy: int, host: int) -> None:
    s = land(scenario)
    enemies = content().enemies
    assert (len(s.enemy_deck), len(s.host_deck)) == (enemy, host)
    assert all(enemies[e].value == 1 or enemies[e].starter for e in s.enemy_deck)
    assert {enemies[e].host for e in s.enemy_deck} == set(content().scenarios[scenario].hosts)


def test_the_exploration_decks_are_the_shuffled_base_cards_the_adventure_sets_kept_aside() -> None:
    s = land("pamiec")
    assert {t: len(d) for t, d in s.exploration.items()} == {t: 10 for t in content().rules.terrains}
    assert s.adventure_sets == ["najazd_odartych", "czarny_monolit"]
    assert fresh(2, seed=1).state.exploration != fresh(2, seed=2).state.exploration


def test_the_herald_waits_in_the_abyss_in_droga_and_znicz_in_wieczna_zmarzlina_in_pamiec() -> None:
    assert land("droga").herald == "abyss" and land("droga").herald_cards == []
    pamiec = land("pamiec")
    assert pamiec.herald == "IST07" and len(pamiec.herald_cards) == 3 and len(pamiec.herald_attacks) == 8


def test_czart_cards_are_kept_apart_and_the_creature_and_god_stacks_lie_open() -> None:
    s = land("droga")
    assert s.czarts == ["cz1", "cz2"] and len(s.creatures) == 8 and len(s.gods) == 6


def test_heroes_are_chosen_in_player_order_each_hero_at_most_once() -> None:
    session = fresh(3)
    assert session.decision is not None and session.decision.actor == 0
    do(session, "choose_hero", 0, hero="weda")
    assert {a.player for a in legal(session)} == {1}
    assert "weda" not in [a["hero"] for a in legal(session)]


def test_a_drawn_mark_sets_the_birth_kir_and_droga_starts_the_hero_in_its_cradle() -> None:
    s = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jeszy"]).state
    assert [(h.birth_kir, h.region) for h in s.heroes] == [("IST", "IST10"), ("NUR", "NUR10")]


def test_pamiec_starts_the_hero_in_the_temple_of_ist_of_its_birth_kir() -> None:
    s = set_up(["goryw"], scenario="pamiec", marks=["znamie_rujewita"]).state
    assert (s.heroes[0].birth_kir, s.heroes[0].region) == ("RAN", "RAN04")


def test_the_chosen_board_starts_at_the_hero_cards_values_with_three_pierw_and_the_day_wheel_at_the_campfire() -> None:
    h = set_up(["dalbor"]).state.heroes[0]
    assert {a: (t.pos, t.cap, t.points) for a, t in h.attributes.items()} == {
        "V": (5, 5, 5), "I": (2, 2, 2), "W": (4, 4, 4)}
    assert h.pierw == 3 and h.day_wheel == CAMPFIRE
    assert (h.trophies, h.offerings, h.items, h.expedition_tokens, h.creature) == (0, 0, [], [], None)


def test_the_unique_feat_and_the_mark_are_feats_that_start_ready() -> None:
    h = set_up(["hekser"], marks=["znamie_jaruny"]).state.heroes[0]
    assert [(f.card, f.ready) for f in h.feats] == [("gorzalka", True), ("znamie_jaruny", True)]


def test_the_suggested_set_is_offered_only_while_its_cards_lie_in_the_open_stack() -> None:
    session = fresh(2)
    do(session, "choose_hero", 0, hero="swara")
    do(session, "choose_hero", 1, hero="dalbor")
    do(session, "take_saga", 0, saga="blysk")
    do(session, "take_saga", 0, saga="zwada")
    assert legal(session, "take_starter_set") == []
    assert "blysk" not in [a["saga"] for a in legal(session, "take_saga")]


def test_another_heros_personal_saga_cannot_be_taken() -> None:
    session = fresh(2)
    do(session, "choose_hero", 0, hero="swara")
    do(session, "choose_hero", 1, hero="weda")
    offered = {a["saga"] for a in legal(session, "take_saga")}
    assert not offered & {h.personal_saga for h in content().heroes.values()}


def test_droga_develops_only_the_personal_saga_with_its_first_tale_revealed() -> None:
    h = set_up(["swara"]).state.heroes[0]
    assert [(st.saga, st.tales[0]) for st in h.stacks] == [("kiel_calozercy", "trop_calozercy")]


def test_pamiec_develops_every_starting_saga_with_a_tale() -> None:
    h = set_up(["swara", "weda"], scenario="pamiec").state.heroes[0]
    assert h.base_cards == ["kiel_calozercy", "zwada", "bursztyn_pamieci"]
    assert [(st.saga, st.tales[0]) for st in h.stacks] == [
        ("kiel_calozercy", "trop_calozercy"), ("zwada", "wasn_rodow"), ("bursztyn_pamieci", "pamiec_przodkow")]


def test_solo_the_hero_takes_one_more_saga_base_card() -> None:
    h = set_up(["weda"]).state.heroes[0]
    assert len(h.base_cards) == content().rules.limits.starting_sagas + 1


def test_solo_in_pamiec_with_four_sagas_with_a_tale_the_player_leaves_one_undeveloped() -> None:
    session = fresh(1, scenario="pamiec")
    do(session, "choose_hero", 0, hero="weda")
    do(session, "take_starter_set", 0)
    do(session, "take_saga", 0, saga="koga")
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.develop"
    do(session, "leave_undeveloped", 0, saga="koga")
    h = session.state.heroes[0]
    assert [st.saga for st in h.stacks] == ["switen_zdusz", "strachulec", "utopiony_wzrok"]
    assert "koga" in h.base_cards


def test_a_card_beyond_the_heros_limit_goes_to_reserve_by_its_players_choice() -> None:
    session = fresh(1)
    do(session, "choose_hero", 0, hero="dalbor")      # Dalbor prepares no ritual (limits 2 / 0 / 1)
    do(session, "take_starter_set", 0)
    do(session, "take_saga", 0, saga="kora")
    assert [a["saga"] for a in legal(session)] == ["kora"]
    do(session, "reserve", 0, saga="kora")
    h = session.state.heroes[0]
    assert h.reserve == ["kora"] and "kora" not in h.prepared


def test_setup_ends_in_the_first_cycles_dawn_turn_the_statue_already_turned_once() -> None:
    s = set_up(["swara", "weda", "dalbor", "goryw"]).state
    assert (s.cycle, s.step, s.turn) == (1, EXPEDITION, "dawn")
    assert s.faces == {"IST": "life", "NUR": "soul", "RAN": "destiny", "LEG": "war"}


@pytest.mark.parametrize("scenario", ["droga", "pamiec"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_card_lies_in_one_place_and_every_hero_in_a_region_after_setup(scenario: str, players: int) -> None:
    s = set_up(["swara", "weda", "dalbor", "goryw"][:players], scenario=scenario).state
    assert GAME.check(s) == []
    assert len({h.birth_kir for h in s.heroes}) == players


def test_a_players_view_hides_the_order_of_every_face_down_deck() -> None:
    session = set_up(["swara", "weda"])
    view = session.view(0)
    assert isinstance(view, dict)
    assert view["enemy_deck"] == {"count": 15} and view["exploration"]["wilds"] == {"count": 10}
    assert view["marks"] == {"count": 2} and view["rng"] is None


def test_goryws_suggested_set_holds_two_allies_so_one_waits_in_reserve() -> None:
    session = fresh(2)
    do(session, "choose_hero", 0, hero="goryw")
    do(session, "choose_hero", 1, hero="weda")
    do(session, "take_starter_set", 0)
    do(session, "take_starter_set", 1)
    assert sorted(a["saga"] for a in legal(session, "reserve")) == ["leszy", "ofiarnik"]
