"""Every hero's ability shown in a scenario (spec §14.3; issue 13 item 5)."""
from __future__ import annotations

from engine.games.runebound.state import MOVING

from .cards import d10s, fight, run_round, shows
from .helpers import GAME, checked, do, events, legal, position, scenario

GREEN = (1, 1)


def in_combat(card: str, hero: str, faces: list[int], wounds: int = 0, player: str = "", step: str = "assign"):
    """A fight already under way on a green gem hex (the scenario's combat position)."""
    table = f'combat = {{ card = "{card}", wounds = {wounds} }}\n'
    return scenario(position(GREEN, step=step, table=table, faces=faces, hero=hero, player=player))


@shows("varikas")
def test_varikas_bolt_before_combat_one_exhaustion_one_magic_roll_one_wound_on_success() -> None:
    s = fight("restless_dead.1", d10s(11 - 4), hero="varikas")          # 7 + Spirit 4 = 11: the Magic target
    do(s, "hero_ability")
    assert s.state.current.exhaustion == 1 and s.state.combat is not None and s.state.combat.wounds == 1
    assert legal(s, "hero_ability") == [], "once per combat"
    s = fight("restless_dead.1", d10s(11 - 4 - 1), hero="varikas")
    do(s, "hero_ability")
    assert s.state.combat is not None and s.state.combat.wounds == 0 and s.state.current.wounds == 0, \
        "a failed bolt has no consequence"


@shows("varikas")
def test_varikas_bolt_may_fell_the_challenge_before_the_fight() -> None:
    s = in_combat("goblin_archers.1", "varikas", [0, 0], wounds=1, step="before_combat")
    do(s, "hero_ability")
    assert s.state.combat is None and s.state.current.gold == 3 + 2 and s.state.current.counters == ["green"]


@shows("brenna")
def test_brenna_takes_1_less_the_first_time_she_is_hurt_in_a_melee_phase_each_combat() -> None:
    # Restless Dead 9/1 9/1 11/1. Round 1: Ranged hit, Melee defence 2 + 5 < 9 (1 - 1 = 0), Magic 2 + 0 < 11.
    s = fight("restless_dead.1", [0, 0, 1, 1, 1, 1, 0, 0, 1, 1, 0, 0], hero="brenna")
    run_round(s, ranged="hero", melee="defend", magic="defend")
    assert s.state.current.wounds == 1
    do(s, "fight_on")
    run_round(s, ranged="hero", melee="defend", magic="defend")      # the second Melee damage is whole
    assert s.state.current.wounds == 2


@shows("sylas")
def test_sylas_rerolls_one_movement_die_once_per_turn() -> None:
    s = scenario(position((0, 0), step="movement", hero="sylas", faces=["F3", "F3", "F1"]))
    do(s, "roll", dice=2)
    assert s.state.step == MOVING
    do(s, "reroll", card="hero", die=1)
    assert s.state.dice == ["F3", "F1"] and s.state.current.hero_face_down
    assert legal(s, "reroll") == []


@shows("mira")
def test_mira_pays_2_exhaustion_for_plus_2_to_her_magic_rolls_this_combat() -> None:
    # Marsh Hag 8/1 8/1 12/2, life 2: defences hold, then 4 + 1 + Spirit 5 + focus 2 = 12 hits for 2.
    s = fight("marsh_hag.1", [0, 0, 0, 0, *d10s(5)], hero="mira")
    do(s, "hero_ability")
    assert s.state.current.exhaustion == 2
    run_round(s, ranged="defend", melee="defend", magic="hero")
    assert s.state.combat is None and s.state.current.gold == 3 + 3, "the focus made the hit"


@shows("mira")
def test_without_the_focus_mira_misses_that_roll() -> None:
    s = fight("marsh_hag.1", [0, 0, 0, 0, *d10s(5)], hero="mira")
    run_round(s, ranged="defend", melee="defend", magic="hero")
    assert s.state.combat is not None and s.state.current.wounds == 2


@shows("oskar")
def test_oskar_hires_allies_for_1_gold_less_but_pays_full_price_for_items() -> None:
    s = scenario(position((0, 0), step="market", hero="oskar", player="gold = 4\n",
                          table='market = { tamalir = ["sellsword.1", "broadsword.1"] }\n'))
    assert [a["card"] for a in legal(s, "buy")] == ["sellsword.1"]
    do(s, "buy", card="sellsword.1")
    assert s.state.current.gold == 1


@shows("tovah")
def test_tovah_gains_1_more_gold_when_she_sells_an_item() -> None:
    s = scenario(position((0, 0), step="market", hero="tovah", player='gold = 0\nitems = ["short_bow.1", '
                          '"throwing_knives.1"]\n', table="market = { tamalir = [] }\n"))
    assert [a["card"] for a in legal(s, "sell")] == ["short_bow.1"], "1-gold items still can't be sold"
    do(s, "sell", card="short_bow.1")
    assert s.state.current.gold == 3 // 2 + 1


@shows("aldric")
def test_aldric_after_a_successful_attack_takes_1_exhaustion_to_deal_1_more_once_per_turn() -> None:
    s = fight("brigand_chief.1", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], hero="aldric")
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    assert s.decision.prompt == "after_hit"
    do(s, "play_card", card="hero")
    assert s.state.combat is not None and s.state.combat.wounds == 2
    assert s.state.current.exhaustion == 1 and s.state.current.hero_face_down
    do(s, "fight_on")
    run_round(s, ranged="hero", melee="defend", magic="defend")
    assert s.state.combat is not None and s.state.combat.wounds == 3, "face down: no second surge this turn"


@shows("hesk")
def test_hesk_adds_1_to_his_skill_tests() -> None:
    # Lost Child TEST(Mind, 10): 4 + 1 + Mind 4 = 9, + 1 = 10
    s = scenario(position(GREEN, hero="hesk", faces=d10s(5), table='decks = { green = ["lost_child", "wild_boar.1"] }\n'))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert s.state.current.gold == 3 + 2


@shows("elowen")
def test_elowen_removes_1_wound_from_her_hero_or_one_ally_once_per_turn() -> None:
    s = scenario(position((1, -1), step="movement", hero="elowen",
                          player='wounds = 2\nallies = [{ card = "sellsword.1", wounds = 1 }]\n'))
    assert {a["who"] for a in legal(s, "use")} == {-1, 0}
    do(s, "use", card="hero", who=0)
    assert s.state.current.allies[0].wounds == 0 and s.state.current.wounds == 2
    assert legal(s, "use") == [] and s.state.current.hero_face_down


@shows("grum")
def test_grum_deals_1_more_in_melee_and_never_attacks_in_the_magic_phase() -> None:
    s = fight("restless_dead.1", [0, 0, 0, 0], hero="grum")
    do(s, "start_fight")
    assert all(a["magic"] != "hero" for a in legal(s, "assign"))
    do(s, "assign", ranged="defend", melee="hero", magic="defend")
    assert s.state.combat is None and events(s, "challenge_wounded")[-1]["wounds"] == 2 + 1


@shows("lira")
def test_lira_looks_at_the_top_of_a_deck_and_may_put_it_on_the_bottom() -> None:
    s = scenario(position((0, 0), step="movement", hero="lira", table='decks = { blue = ["wyvern.1"] }\n'))
    do(s, "peek", colour="blue")
    assert GAME.view(s.state, 0)["peek"] == ["blue", "wyvern.1"] and s.state.current.hero_face_down
    do(s, "peek_bottom")
    assert s.state.adventure_decks["blue"][-1] == "wyvern.1"
    assert legal(s, "peek") == [], "once per turn"


@shows("dunmar")
def test_dunmar_gains_1_more_gold_for_each_challenge_he_defeats() -> None:
    s = in_combat("marsh_hag.1", "dunmar", [0, 0], wounds=1)
    run_round(s, ranged="hero", melee="defend", magic="defend")
    assert s.state.current.gold == 3 + 3 + 1
    checked(s)
