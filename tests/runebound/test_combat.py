"""Combat against a challenge (spec §7, §8, §10, §12; checklist §16.21–16.26)."""
from __future__ import annotations

from engine.games.runebound.state import ASSIGN, EXPERIENCE, MOVEMENT, OVER, ROUND_END
from engine.kernel import Session

from .helpers import board, checked, do, events, legal, position, scenario

GREEN_HEX = (1, 1)
RED_HEX = (-7, 0)


def fight(card: str, faces: list[int], *, player: str = "", table: str = "", hero: str = "tovah",
          colour: str = "green", where: tuple[int, int] = GREEN_HEX) -> Session:
    """A session in which `card` is the top card of its deck and the hero has just begun fighting it."""
    s = scenario(position(where, table=f'decks = {{ {colour} = ["{card}"] }}\n' + table, faces=faces,
                          player=player, hero=hero))
    do(s, "adventure", colour=colour)
    return s


def test_the_hero_attacks_in_exactly_one_phase_and_defends_in_the_others() -> None:
    s = fight("restless_dead.1", [])
    do(s, "start_fight")
    plans = [(a["ranged"], a["melee"], a["magic"]) for a in legal(s, "assign")]
    assert sorted(plans) == sorted([("hero", "defend", "defend"), ("defend", "hero", "defend"),
                                    ("defend", "defend", "hero")])


def test_phases_where_the_challenge_shows_a_dash_are_skipped() -> None:
    s = fight("wild_boar.1", [])       # no Magic value
    do(s, "start_fight")
    assert {a["magic"] for a in legal(s, "assign")} == {"none"}


def test_an_ally_attacking_a_phase_replaces_the_heros_defence_each_ally_once() -> None:
    s = fight("restless_dead.1", [], player='allies = [{ card = "sellsword.1" }]\n')
    do(s, "start_fight")
    plans = [(a["ranged"], a["melee"], a["magic"]) for a in legal(s, "assign")]
    assert ("hero", "ally0", "defend") in plans
    assert not any(p.count("ally0") > 1 or p.count("hero") > 1 for p in plans)
    assert ("defend", "ally0", "defend") not in plans, "the hero must attack somewhere"


def test_a_round_rolls_attack_and_defence_and_a_failed_defence_wounds_the_hero() -> None:
    # Wild Boar: Ranged 8/1, Melee 11/2. Tovah attacks Ranged: 4+4+3 = 11 >= 8 -> 1 wound to it;
    # defends Melee: 2+3+3 = 8 < 11 -> 2 wounds to Tovah.
    s = fight("wild_boar.1", [4, 4, 2, 3])
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")
    assert s.state.combat is not None and s.state.combat.wounds == 1
    assert s.state.current.wounds == 2
    assert s.state.step == ROUND_END


def test_a_failed_attack_damages_the_attacker() -> None:
    s = fight("wild_boar.1", [1, 1, 0, 0])
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")
    assert s.state.current.wounds == 1 and s.state.combat is not None and s.state.combat.wounds == 0


def test_success_is_equal_or_higher_than_the_target() -> None:
    s = fight("wild_boar.1", [2, 3, 0, 0])            # 2 + 3 + Mind 3 = 8 = target
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")
    assert s.state.combat is not None and s.state.combat.wounds == 1


def test_combat_stops_the_moment_the_challenge_is_defeated_and_victory_pays() -> None:
    # Marsh Hag (life 2): Tovah hits at Ranged, the Sellsword at Melee; the Magic phase is never played.
    s = fight("marsh_hag.1", [5, 5, 5, 5], player='allies = [{ card = "sellsword.1" }]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="ally0", magic="defend")
    assert len(events(s, "rolled_d10")) == 2
    p = s.state.current
    assert p.gold == 3 + 3 and p.counters == ["green"], "the reward and the counter of the chosen colour"
    assert "1,1" not in s.state.counters_on_hex
    assert s.state.adventure_decks["green"][-1] == "marsh_hag.1", "a defeated challenge goes under its deck"
    assert s.state.step == EXPERIENCE
    checked(s)


def test_an_ally_whose_wounds_reach_its_life_is_killed_to_the_bottom_of_the_market_deck() -> None:
    s = fight("wild_boar.1", [0, 0, 1, 1], player='allies = [{ card = "hedge_witch.1", wounds = 1 }]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="ally0", magic="none")      # the witch (life 2) misses: 2 damage
    assert s.state.current.allies == [] and s.state.market_deck[-1] == "hedge_witch.1"


def test_escape_makes_the_challenge_unresolved_on_the_lowest_empty_slot_with_wounds_removed() -> None:
    table = 'unresolved = [{ slot = 1, card = "troll.1", hex = [0, -5] }]\n'
    s = fight("wild_boar.1", [4, 4, 0, 0], table=table)
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")
    do(s, "escape")
    st = s.state
    assert st.unresolved_slots["2"] == "wild_boar.1" and st.unresolved_on_hex["1,1"] == 2
    assert st.counters_on_hex["1,1"] == ["green"], "the counter stays on the hex"
    assert st.combat is None and st.step == EXPERIENCE
    checked(s)


def test_winning_an_unresolved_challenge_returns_its_token_and_takes_the_counter() -> None:
    table = 'unresolved = [{ slot = 3, card = "goblin_archers.1", hex = [1, 1] }]\n'
    s = scenario(position(GREEN_HEX, table=table, faces=[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))
    do(s, "fight_unresolved")
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    do(s, "fight_on")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    st = s.state
    assert st.unresolved_on_hex == {} and st.unresolved_slots["3"] is None
    assert st.current.counters == ["green"] and st.adventure_decks["green"][-1] == "goblin_archers.1"
    checked(s)


def test_knocked_out_loses_all_gold_and_the_highest_priced_card_keeps_counters_and_the_turn_ends() -> None:
    player = 'wounds = 4\ngold = 7\ncounters = ["yellow"]\ntokens = ["mind"]\nitems = ["throwing_knives.1", "broadsword.1"]\n'
    table = 'counters = [{ hex = [1, 1], colours = ["green"] }]\n'
    s = fight("wild_boar.1", [1, 1], player=player, table=table)
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")     # 2 + Mind 5 = 7 < 8: 1 wound, life 5
    do(s, "proceed")                                                  # no Throwing Knives on this roll
    p = s.state.players[0]
    assert (p.gold, p.wounds, p.exhaustion) == (0, 0, 0)
    assert p.item_cards() == ["throwing_knives.1"] and s.state.market_deck[-1] == "broadsword.1"
    assert p.counters == ["yellow"] and p.xp_tokens == ["mind"]
    assert s.state.unresolved_slots["1"] == "wild_boar.1" and s.state.unresolved_on_hex == {"1,1": 1}
    assert s.state.step == MOVEMENT and s.state.round_no == 2 and p.position == (1, 1)
    checked(s)


def test_a_challenges_before_combat_test_comes_first() -> None:
    s = fight("cave_spider.1", [1, 1])               # TEST(Body, 9): 2 + 3 < 9 -> 1 exhaustion
    assert s.state.current.exhaustion == 1 and s.state.step == "before_combat"


def test_exhaustion_beyond_stamina_is_taken_as_wounds() -> None:
    s = fight("cave_spider.1", [1, 1], player="exhaustion = 3\n")
    assert (s.state.current.exhaustion, s.state.current.wounds) == (3, 1)


def test_varikas_bolt_before_combat_costs_exhaustion_and_wounds_on_success() -> None:
    s = fight("wild_boar.1", [0, 0], hero="varikas")
    assert legal(s, "hero_ability") == [], "no Magic value on the Wild Boar: no bolt"
    s = fight("restless_dead.1", [0, 0], hero="varikas")
    do(s, "hero_ability")
    assert s.state.current.exhaustion == 1 and s.state.combat is not None and s.state.combat.wounds == 1
    assert legal(s, "hero_ability") == [], "once per combat"


def test_the_troll_regenerates_a_wound_at_the_end_of_each_round() -> None:
    s = fight("troll.1", [0, 0, 0, 0, 0, 0], colour="yellow", where=(0, -5))
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    assert s.state.combat is not None and s.state.combat.wounds == 0


def play_out(s: Session, plan: dict[str, str]) -> None:
    """Fight on, round after round, with the same assignment until the game is over."""
    while s.state.step != OVER:
        if s.state.step == "before_combat":
            do(s, "start_fight")
        elif s.state.step == ASSIGN:
            do(s, "assign", **plan)
        elif s.state.step == ROUND_END:
            do(s, "fight_on")
        else:
            raise AssertionError(f"unexpected step {s.state.step}")


def test_a_third_dragon_rune_wins_the_game_at_once() -> None:
    s = fight("kethryss", [0] * 60, hero="sylas", colour="red", where=RED_HEX,
              player='kept = ["vathrax", "sorrowmaw"]\n')
    play_out(s, {"ranged": "hero", "melee": "defend", "magic": "defend"})
    assert s.state.winner == 0 and s.over
    assert s.state.current.kept == ["vathrax", "sorrowmaw", "kethryss"]


def test_killing_margath_wins_the_game() -> None:
    s = fight("margath", [0] * 60, hero="sylas", colour="red", where=RED_HEX, player='tokens = ["body", "spirit"]\n')
    assert s.state.current.exhaustion == 1, "Margath's Before Combat"
    play_out(s, {"ranged": "hero", "melee": "defend", "magic": "defend"})
    assert s.state.winner == 0 and s.over


def test_a_scenario_can_start_in_the_middle_of_a_combat() -> None:
    table = 'combat = { card = "troll.1", wounds = 5, round = 3 }\n'
    s = scenario(position((0, -5), step="assign", table=table, faces=[0, 0, 0, 0, 0, 0]))
    assert s.state.combat is not None and (s.state.combat.wounds, s.state.combat.round) == (5, 3)
    do(s, "assign", ranged="hero", melee="defend", magic="defend")      # Ranged hits for 1: 6 of 7, regenerates
    assert s.state.combat is not None and s.state.combat.wounds == 5


def test_a_combat_position_needs_a_combat_step() -> None:
    import pytest
    from engine.kernel.errors import ContentError
    with pytest.raises(ContentError) as info:
        scenario(position((0, -5), step="movement", table='combat = { card = "troll.1" }\n'))
    assert info.value.key == "position.combat"


def test_a_knocked_out_hero_chooses_among_equally_priced_cards_and_keeps_his_runes() -> None:
    player = 'wounds = 5\ngold = 2\nkept = ["vathrax"]\nitems = ["broadsword.1", "tower_shield.1"]\n'
    s = fight("wild_boar.1", [1, 1], player=player, hero="oskar")
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")       # 2 + Mind 1 < 8: 1 wound, Oskar's life 6
    assert s.state.step == "knock_out_choice", "both cards cost 5"
    assert {a["card"] for a in legal(s, "give_up")} == {"broadsword.1", "tower_shield.1"}
    do(s, "give_up", card="tower_shield.1")
    p = s.state.players[0]
    assert p.item_cards() == ["broadsword.1"] and p.kept == ["vathrax"] and p.gold == 0
    checked(s)


def test_a_voluntary_exhaustion_cost_cannot_exceed_stamina() -> None:
    s = fight("restless_dead.1", [], hero="varikas", player="exhaustion = 3\n")
    assert legal(s, "hero_ability") == []


def test_counters_are_earned_only_by_defeating_challenges() -> None:
    table = 'decks = { green = ["lost_child", "wild_boar.1"] }\n'
    s = scenario(position(GREEN_HEX, table=table, faces=[0, 0]))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert s.state.current.counters == [] and s.state.counters_on_hex["1,1"] == ["green"]


def test_winning_an_unresolved_challenge_on_a_hex_with_several_colours_the_player_chooses_the_counter() -> None:
    counters = board(without=((1, 1), (-7, 0)), extra=(((1, 1), "green"), ((1, 1), "red")))
    table = 'unresolved = [{ slot = 1, card = "goblin_archers.1", hex = [1, 1] }]\n' + counters
    s = scenario(position(GREEN_HEX, table=table, faces=[0] * 12))
    do(s, "fight_unresolved")
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    do(s, "fight_on")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    assert s.decision.prompt == "counter_choice"
    assert {a["colour"] for a in legal(s, "take_counter")} == {"green", "red"}
    do(s, "take_counter", colour="red")
    assert s.state.current.counters == ["red"] and s.state.counters_on_hex["1,1"] == ["green"]
    assert s.state.unresolved_on_hex == {} and s.state.unresolved_slots["1"] is None
    checked(s)


def test_a_potion_may_be_drunk_between_the_rounds_of_a_fight() -> None:
    s = fight("wild_boar.1", [0, 0, 1, 1], player='items = ["healing_potion.1"]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")
    assert s.state.current.wounds == 2 and s.state.step == ROUND_END
    do(s, "use", card="healing_potion.1", who=-1)
    assert s.state.current.wounds == 0
