"""Every item card shown in a scenario (spec §14.5, §9; issue 13 item 5): the ALWAYS bonuses make the roll,
the ACTIVATE and DISCARD cards are played at the point their text names."""
from __future__ import annotations

import pytest

from engine.games.runebound.content import PHASES, content

from .cards import d10s, fight, run_round, showing, shows
from .helpers import checked, do, events, legal, position, scenario

BRIGAND = [10, 11, 8]                        # Brigand Chief's targets (damage 1 each, life 4)
TOVAH = [3, 3, 1]                            # Tovah's Mind, Body, Spirit
COMBAT_MODS = sorted(i.id for i in content().items.values() if any(m.roll != "test" for m in i.mods))
SHOWN_MODS = showing(COMBAT_MODS, "test_an_always_item_adds_its_bonus_to_the_heros_rolls")


def mod_of(item: str) -> tuple[str, int, int]:
    m = next(m for m in content().items[item].mods if m.roll != "test")
    phase = 1 if m.phase == "all" else PHASES.index(m.phase)
    return m.roll, phase, m.add


@pytest.mark.parametrize("item", SHOWN_MODS)
def test_an_always_item_adds_its_bonus_to_the_heros_rolls(item: str) -> None:
    """The hero's roll in the item's phase is its target less his skill and the item's bonus: it succeeds
    only with the bonus (an attack wounds the Brigand Chief, a defence holds)."""
    roll, phase, add = mod_of(item)
    exact = d10s(BRIGAND[phase] - TOVAH[phase] - add)
    plan, faces = {}, []
    attack_at = phase if roll == "attack" else next(i for i in range(3) if i != phase)
    for i, name in enumerate(PHASES):
        plan[name] = "hero" if i == attack_at else "defend"
        faces += exact if i == phase else ([0, 0] if i != attack_at else [1, 1])
    s = fight("brigand_chief.1", faces, player=f'items = ["{item}.1"]\nface_down = ["{item}.1"]\n')
    run_round(s, **plan)
    if roll == "attack":
        assert [e["wounds"] for e in events(s, "challenge_wounded")] == [1]
    else:
        assert s.state.current.wounds == 1, "only the missed attack hurt: the defence held"


@shows("ring_of_focus")
def test_ring_of_focus_adds_1_to_skill_tests() -> None:
    table = 'decks = { green = ["lost_child", "wild_boar.1"] }\n'
    s = scenario(position((1, 1), table=table, faces=d10s(10 - 3 - 1), player='items = ["ring_of_focus.1"]\n'))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert s.state.current.gold == 3 + 2


@shows("amulet_of_warding")
def test_amulet_of_warding_gives_the_hero_1_more_life() -> None:
    s = fight("wild_boar.1", [1, 1], player='wounds = 5\nitems = ["amulet_of_warding.1"]\n')
    assert s.state.current.wounds == 5, "5 wounds stand with the amulet (life 5 + 1)"
    run_round(s, ranged="hero", melee="defend", magic="none")
    assert s.state.current.wounds == 0 and s.state.current.gold == 0, "the sixth wound knocks her out"


@shows("throwing_knives")
def test_throwing_knives_add_3_to_one_ranged_roll_declared_before_it_then_leave() -> None:
    s = fight("brigand_chief.1", [*d10s(10 - 3 - 3), 0, 0, 0, 0], player='items = ["throwing_knives.1"]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    do(s, "play_card", card="throwing_knives.1")
    assert s.state.combat is not None and s.state.combat.wounds == 1
    assert s.state.current.items == [] and s.state.market_deck[-1] == "throwing_knives.1"


@shows("throwing_knives")
def test_throwing_knives_help_a_ranged_defence_too_and_no_other_phase() -> None:
    s = fight("brigand_chief.1", [*d10s(10 - 3 - 3), 0, 0, 0, 0], player='items = ["throwing_knives.1"]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="defend", melee="hero", magic="defend")
    do(s, "play_card", card="throwing_knives.1")
    assert s.state.current.wounds == 0
    s = fight("brigand_chief.1", [0, 0, 0, 0, 0, 0], player='items = ["throwing_knives.1"]\n')
    run_round(s, ranged="defend", melee="hero", magic="defend")
    assert [e["why"] for e in events(s, "rolled_d10")] == ["defend:ranged", "attack:melee", "defend:magic"]
    assert s.state.current.item_cards() == ["throwing_knives.1"]


@shows("staff_of_embers")
def test_staff_of_embers_adds_1_damage_to_one_successful_magic_attack() -> None:
    s = fight("brigand_chief.1", [0, 0, 0, 0, 0, 0], player='items = ["staff_of_embers.1"]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="defend", melee="defend", magic="hero")
    assert s.decision.prompt == "after_hit"
    do(s, "play_card", card="staff_of_embers.1")
    assert s.state.combat is not None and s.state.combat.wounds == 1 + 1 and s.state.current.items[0].face_down


@shows("rune_axe")
def test_rune_axe_adds_2_damage_to_one_successful_melee_attack() -> None:
    s = fight("brigand_chief.1", [0, 0, 0, 0, 0, 0], player='items = ["rune_axe.1"]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="defend", melee="hero", magic="defend")
    do(s, "play_card", card="rune_axe.1")
    assert s.state.combat is not None and s.state.combat.wounds == 1 + 2


@shows("rune_axe", "staff_of_embers")
def test_a_weapons_damage_bonus_is_not_offered_in_another_phase() -> None:
    s = fight("brigand_chief.1", [0, 0, 0, 0, 0, 0], player='items = ["rune_axe.1", "staff_of_embers.1"]\n')
    run_round(s, ranged="hero", melee="defend", magic="defend")
    assert s.state.combat is not None and s.state.combat.wounds == 1
    assert not any(it.face_down for it in s.state.current.items)


@shows("leather_jerkin")
def test_leather_jerkin_prevents_1_damage_once_per_turn() -> None:
    faces = [0, 0, 1, 1, 1, 1]              # Ranged hit; Melee and Magic defences fail (1 damage each)
    s = fight("brigand_chief.1", faces, player='items = ["leather_jerkin.1"]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    assert s.decision.prompt == "before_damage"
    do(s, "play_card", card="leather_jerkin.1")
    assert s.state.current.wounds == 1, "the Melee damage prevented, the Magic damage not (face down)"


@shows("chain_hauberk")
def test_chain_hauberk_prevents_1_damage_to_the_hero() -> None:
    s = fight("wild_boar.1", [0, 0, 1, 1], player='items = ["chain_hauberk.1"]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")
    do(s, "play_card", card="chain_hauberk.1")
    assert s.state.current.wounds == 2 - 1


@shows("stamina_draught")
def test_stamina_draught_removes_all_the_heros_exhaustion_also_between_rolls_of_a_fight() -> None:
    s = fight("brigand_chief.1", [], player='exhaustion = 3\nitems = ["stamina_draught.1"]\n')
    do(s, "start_fight")
    do(s, "use", card="stamina_draught.1", who=-1)
    assert s.state.current.exhaustion == 0 and s.state.market_deck[-1] == "stamina_draught.1"


@shows("healing_potion")
def test_healing_potion_removes_2_wounds_from_the_hero_or_one_ally() -> None:
    player = 'wounds = 3\nitems = ["healing_potion.1"]\nallies = [{ card = "sellsword.1", wounds = 2 }]\n'
    s = scenario(position((1, -1), step="movement", player=player))
    assert {a["who"] for a in legal(s, "use")} == {-1, 0}
    do(s, "use", card="healing_potion.1", who=0)
    assert s.state.current.allies[0].wounds == 0 and s.state.current.wounds == 3


@shows("map_of_terrinoth")
def test_map_of_terrinoth_turns_one_rolled_die_to_any_face() -> None:
    s = scenario(position((0, 0), step="movement", faces=["F3"], player='items = ["map_of_terrinoth.1"]\n'))
    do(s, "roll", dice=1)
    do(s, "turn_die", card="map_of_terrinoth.1", die=0, face="F2")
    assert s.state.dice == ["F2"] and s.state.current.items == []


@shows("travellers_boots")
def test_travellers_boots_reroll_one_movement_die_once_per_turn() -> None:
    s = scenario(position((0, 0), step="movement", faces=["F3", "F5"], player='items = ["travellers_boots.1"]\n'))
    do(s, "roll", dice=1)
    do(s, "reroll", card="travellers_boots.1", die=0)
    assert s.state.dice == ["F5"] and s.state.current.items[0].face_down and legal(s, "reroll") == []


@shows("lucky_charm")
def test_lucky_charm_rerolls_a_failed_skill_test_and_the_new_result_stands() -> None:
    table = 'decks = { green = ["lost_child", "wild_boar.1"] }\n'
    s = scenario(position((1, 1), table=table, faces=[1, 1, 1, 2], player='items = ["lucky_charm.1"]\n'))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    do(s, "play_card", card="lucky_charm.1")
    assert s.state.current.exhaustion == 1, "the reroll (3 + 3 < 10) failed too, and stands"


@shows("lucky_charm", "kwestia_honoru")
def test_a_lucky_charms_successful_reroll_leads_on_to_the_encounters_question() -> None:
    table = 'decks = { green = ["kwestia_honoru", "wild_boar.1"] }\n'
    s = scenario(position((1, 1), table=table, faces=[1, 1, 0, 0], player='items = ["lucky_charm.1"]\n'))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    do(s, "play_card", card="lucky_charm.1")
    assert s.decision.prompt == "accept_duellist" and s.state.step == "encounter"


@shows("lucky_charm")
def test_lucky_charm_rerolls_a_missed_combat_roll() -> None:
    s = fight("brigand_chief.1", [1, 1, 0, 0, 0, 0, 0, 0], player='items = ["lucky_charm.1"]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    assert s.decision.prompt == "after_roll"
    do(s, "play_card", card="lucky_charm.1")
    assert s.state.combat is not None and s.state.combat.wounds == 1 and s.state.current.wounds == 0


@shows("lucky_charm")
def test_lucky_charm_rerolls_a_before_combat_test() -> None:
    # Cave Spider: TEST(Body, 9) or 1 exhaustion
    s = fight("cave_spider.1", [1, 1, 0, 0], player='items = ["lucky_charm.1"]\n')
    assert s.decision.prompt == "after_roll"
    do(s, "play_card", card="lucky_charm.1")
    assert s.state.current.exhaustion == 0 and s.state.step == "before_combat"
    checked(s)


@shows("lucky_charm", "leather_jerkin")
def test_before_combat_allows_one_activated_item() -> None:
    # Basilisk: TEST(Mind, 15) or 2 wounds. The charm's reroll fails too; the jerkin may no longer prevent.
    player = 'items = ["lucky_charm.1", "leather_jerkin.1"]\n'
    s = fight("basilisk", [1, 1, 1, 1], player=player)
    do(s, "play_card", card="lucky_charm.1")
    assert s.state.current.wounds == 2 and s.state.step == "before_combat"
    s = fight("basilisk", [1, 1], player=player)
    do(s, "proceed")
    do(s, "play_card", card="leather_jerkin.1")
    assert s.state.current.wounds == 1
