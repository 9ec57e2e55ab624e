"""Items of the spec's §19 checklist ("rules most likely to be implemented wrong") that no topical test file held:
each a scenario named after its rule, positions and dice forced.

Where each of the 30 items is tested (this file unless a file is named; tests/zerywia/):
1. Nica dice over 3 are Taint tokens:
    test_nica_dice_over_three_become_taint_tokens_resolved_as_extra_taint_results
    test_a_taint_token_in_a_test_takes_away_one_hit
    test_attribute_tests::test_dice_over_three_become_runes_and_nica_dice_stop_at_three
2. attribute dice over 3 are runes:
    test_a_fourth_die_of_one_attribute_is_a_rune_its_banner_still_paid_and_its_reroll_had
    test_attribute_tests::test_dice_over_three_become_runes_and_nica_dice_stop_at_three
3. Nica / attribute criticals:
    test_challenges::test_a_nica_critical_applies_the_damage_effect_twice_and_hits_left_over_negate_only_their_attribute
    test_challenges::test_dp_allocate_the_hero_may_keep_a_hit_back_from_its_symbol_to_negate_a_nica_loss (two loss events)
    test_attribute_tests::test_a_failed_test_loses_every_damage_point_and_a_success_negates_them_with_its_surplus
    test_attribute_tests::test_a_critical_counts_two_hits_and_a_taint_result_takes_one_away
4. CRIT -> DMG -> TAINT, each card:
    test_nica_results_are_resolved_critical_then_damage_then_taint_on_each_card_of_a_defiled_enemy
    test_a_nica_critical_is_resolved_before_a_taint_rolled_before_it
5. success needs symbols and shields:
    test_challenges::test_success_needs_every_symbol_covered_and_every_enemy_shield_removed
    test_challenges::test_each_uncovered_symbol_costs_one_point_of_its_attribute
6. same-attribute negation:
    test_challenges::test_a_nica_critical_applies_the_damage_effect_twice_and_hits_left_over_negate_only_their_attribute
    test_challenges::test_an_own_shield_negates_a_nica_loss_of_its_own_attribute
7. banner ability only if bought:
    test_a_banners_reroll_needs_its_die_bought_but_its_cards_critical_ability_does_not
    test_challenges::test_a_banner_die_costs_a_point_unless_help_and_a_shield_banner_gives_its_shield_at_purchase
    test_challenges::test_a_prepared_cards_initiation_ability_is_used_when_its_condition_holds
8. payments / losses at 0 / death:
    test_a_payment_may_bring_an_attribute_to_zero_but_is_never_made_from_zero
    test_a_loss_at_zero_is_one_injury_however_many_points_it_takes
    test_group::test_when_the_lead_falls_in_a_group_loss_another_participant_settles_what_the_lead_settled_for_the_group (death)
9. Reaction swaps:
    test_challenges::test_the_reaction_prepares_a_reserve_card_for_a_point_of_its_banner_attribute_before_any_die_is_bought
    test_attribute_tests::test_before_a_test_one_prepared_card_may_be_swapped_for_a_reserve_one_for_a_point
    test_cycle::test_camping_a_hero_swaps_a_reserve_card_for_a_prepared_one_for_free
10. Threat replaces the card:
    test_explore::test_a_threat_is_fought_instead_of_the_exploration_card_and_a_victory_removes_it
    test_explore::test_a_horde_is_reinforced_once_and_removed_whole_when_defeated
    test_explore::test_losing_a_threat_fight_feeds_the_host_and_ends_the_turn_without_a_region_option
11. no Rest under a Threat:
    test_expedition::test_rest_is_not_allowed_in_a_region_with_a_threat
    test_refusals::test_rest_in_a_region_with_a_threat_is_refused_naming_the_threat
12. leaving Taint / a Rift:
    test_expedition::test_leaving_taint_without_a_flaw_costs_a_flaw
    test_expedition::test_leaving_taint_with_a_flaw_costs_a_flaw_or_one_point_of_any_attribute
    test_expedition::test_leaving_a_rift_costs_a_flaw_whatever_flaws_the_hero_has
    test_expedition::test_dalbor_leaves_taint_for_nothing_but_not_a_rift
    test_map_abilities::test_a_map_move_pays_the_cost_of_leaving_taint
13. Taint / Threat placement and spill:
    test_cycle::test_each_hero_strengthens_the_taint_in_a_region_of_its_own_kir
    test_cycle::test_a_threat_on_a_threat_becomes_a_horde_and_a_horde_spills_into_a_neighbour_the_player_chooses
    test_cycle::test_a_spill_with_nowhere_left_to_go_adds_a_black_stone
    test_pamiec::test_damage_in_another_kir_increases_the_threat_in_the_heros_kir_where_it_chooses
14. Watchtower / Edge stone:
    test_a_watchtower_cannot_stand_on_a_horde_and_goes_to_a_neighbouring_region_the_hero_chooses
    test_cycle::test_a_watchtower_cancels_a_threat_and_is_discarded
    test_cycle::test_a_rift_spills_never_back_along_its_chain_and_an_edge_stone_cancels_the_taint
    test_pamiec::test_an_edge_stone_cannot_stand_on_a_rift_and_walks_on_past_another_rift_where_the_hero_chooses
15. Offerings:
    test_no_offering_is_gained_once_all_twelve_are_held
    test_attribute_tests::test_an_offering_or_three_trophies_of_any_hero_rerolls_any_die_even_a_nica_die
    test_tales::test_an_offering_may_be_paid_with_three_trophies
    test_challenges::test_a_gardzica_gains_no_trophies_for_a_defeated_enemy
16. Pierw / Offering rerolls:
    test_attribute_tests::test_one_pierw_rerolls_one_of_the_heros_own_dice
    test_challenges::test_a_pierw_reroll_rerolls_one_of_the_heros_own_dice_and_a_banner_reroll_one_die_of_its_attribute
    test_challenges::test_an_offering_rerolls_any_die_a_nica_die_included
17. the statue and the Dawn stones:
    test_a_kir_under_a_black_stone_gives_no_camp_recovery_and_a_nica_die_more
    test_cycle::test_the_statue_turns_a_quarter_counter_clockwise_every_cycle_black_stones_too
    test_cycle::test_camping_recovers_the_point_of_the_dawn_stone_over_the_heros_kir
18. extinguishing a face:
    test_pamiec::test_the_stone_filling_the_first_ritual_puts_out_the_face_looking_north_and_its_dawn_stone_stays_in_the_abyss
    test_pamiec::test_the_third_face_brings_the_monolith_guardians_and_the_fourth_is_defeat
19. Feeding the Host:
    test_explore::test_losing_a_threat_fight_feeds_the_host_and_ends_the_turn_without_a_region_option
    test_pamiec::test_the_stone_filling_the_first_ritual_puts_out_the_face_looking_north_and_its_dawn_stone_stays_in_the_abyss
    test_setup::test_a_players_view_hides_the_order_of_every_face_down_deck
20. group challenge Nica dice, Horde:
    test_a_group_challenge_of_four_heroes_rolls_three_nica_dice_and_a_taint_token
    test_a_horde_fought_by_two_heroes_is_reinforced_once_per_hero
    test_group::test_a_joint_rift_removal_is_one_group_challenge_and_its_lost_fight_costs_every_participant_a_flaw
21. card icons on reveal:
    test_explore::test_a_cards_taint_icon_strengthens_the_taint_before_its_test_so_the_test_has_a_nica_die_more
    test_explore::test_a_cards_threat_icon_increases_the_threat_here_on_reveal
22. deities:
    test_a_gods_main_ability_paid_by_another_hero_helps_only_the_summoner
    test_deities::test_swarog_is_chosen_once_per_heroism_path_runes_of_any_attribute
    test_deities::test_a_gods_main_ability_is_used_at_most_three_times_in_a_hero_turn
    test_deities::test_a_god_without_a_path_of_its_preferred_type_cannot_be_used
    test_deities::test_perun_one_shot_turns_a_horde_in_a_heros_region_to_a_threat_and_returns_to_the_god_stack
23. limits; the creature returns:
    test_a_fourth_path_pushes_the_oldest_out_from_under_the_path_stone
    test_a_fourth_item_bought_makes_the_hero_let_one_go
    test_an_item_given_to_a_hero_carrying_three_lets_the_receiver_choose_which_to_let_go
    test_a_hero_carrying_three_items_may_take_a_fourth_at_the_dwarf_forge_and_let_one_go
    test_challenges::test_a_creature_is_used_at_its_stage_and_returns_to_the_creature_stack
    test_explore::test_an_expedition_token_of_the_cards_terrain_is_taken_at_will_and_at_three_one_is_given_up
    test_cycle::test_camping_a_hero_summons_a_deity_for_an_offering_or_three_trophies_and_keeps_one
    test_setup::test_solo_in_pamiec_with_four_sagas_with_a_tale_the_player_leaves_one_undeveloped
24. Primal flaws:
    test_expedition::test_a_flaw_with_three_flaws_already_is_a_primal_flaw_that_costs_a_pierw_recess
    test_expedition::test_a_third_primal_flaw_loses_the_hero_and_its_corrupted_version_joins_the_enemy_deck
25. how long a Gardzica lasts:
    test_an_awakened_gardzica_sleeps_again_when_the_day_wheel_comes_back_to_its_slot
    test_expedition::test_the_temple_of_ist_discards_a_regular_flaw_and_the_gardzica_sleeps_below_three
26. the Epic Battle:
    test_an_epic_battle_round_is_played_to_its_end_after_the_herald_is_defeated
    test_a_herald_attack_in_the_epic_battle_rolls_two_nica_dice
    test_battle::test_the_battle_moves_everyone_recovers_them_fully_and_gives_the_herald_its_shields
    test_battle::test_a_won_attack_places_its_unused_hits_on_the_herald_card_as_runes
    test_battle::test_an_injury_in_the_battle_removes_the_hero_and_with_none_left_the_table_loses
27. Tests use only Test abilities:
    test_attribute_tests::test_an_ability_of_the_challenge_stages_is_not_used_in_a_test
28. combined tests stop at a failure:
    test_explore::test_a_combined_test_stops_at_its_first_failure_and_the_later_test_is_not_rolled
29. Region option after a Failure; end:
    test_the_turn_ends_with_the_region_option
    test_explore::test_a_failed_card_test_ends_the_turn_without_an_expedition_token
    test_explore::test_losing_a_threat_fight_feeds_the_host_and_ends_the_turn_without_a_region_option
30. Trophies of every card used:
    test_a_reinforced_fight_won_gives_the_trophies_of_every_card_used
"""
from __future__ import annotations

from engine.games.zerywia.attribute_tests import pool, score
from engine.games.zerywia.camp import dawn_stone
from engine.games.zerywia import state
from engine.games.zerywia.state import GameState
from engine.kernel import Session
from tests.zerywia.helpers import GAME, do, legal, rest, set_up
from tests.zerywia.test_battle import IN_THE_ABYSS, ready, swara as battle_swara
from tests.zerywia.test_cycle import camp_all
from tests.zerywia.test_explore import swara

TEMPLE = {"region": "IST04"}        # Weda in Gwiezdny Chram (IST04), under Taint in Droga Wybrańca


def test_a_loss_at_zero_is_one_injury_however_many_points_it_takes() -> None:
    # §19 item 8: Weda's Will at 0 fails her Hard Will Test with a Nica critical and a Damage: 3 points, one loss
    # event, one Injury (§11.2, §9 PD)
    # she sails from her Cradle (IST10) to IST06, under Taint here, so that no Rest recovers her Will
    session = set_up(["weda"], marks=["znamie_moroza"], faces=["blank", "blank", "crit", "damage"],
                     position={"heroes": [{"W": 0}], "regions": {"IST06": {"taint": "taint"}}})
    do(session, "use_port", 0, to="IST06")
    do(session, "absorb", 0, by="test")
    if legal(session, "test_no_react"):
        do(session, "test_no_react", 0)
    do(session, "end_test", 0)
    w = session.state.heroes[0].attributes["W"]
    assert (w.inj, w.pos) == (1, 0)


def test_no_offering_is_gained_once_all_twelve_are_held() -> None:
    # §19 item 15: the pool of 12 Offerings is global; the Absorption ritual's reward finds none left
    session = set_up(["weda"], marks=["znamie_moroza"], position={"heroes": [{**TEMPLE, "offerings": 12}]})
    rest(session, 0)
    do(session, "absorb", 0, by="flaw")
    do(session, "take_flaw", 0, attr="V")
    s = session.state
    assert s.regions["IST04"].taint is None and s.heroes[0].offerings == 12


def test_a_group_challenge_of_four_heroes_rolls_three_nica_dice_and_a_taint_token() -> None:
    # §19 item 20: a Nica die per hero, capped at 3, the fourth a Taint token; no "+1 per extra hero" on top
    marks = ["znamie_moroza", "znamie_jaruny", "znamie_jeszy", "znamie_rujewita"]
    session = set_up(["swara", "weda", "dalbor", "goryw"], marks=marks, enemy=["o1"],
                     position={"heroes": [{"region": "LEG10"}] * 4})
    do(session, "joint_explore", 0, region="LEG07", partners="1,2,3")
    for seat in (1, 2, 3):
        do(session, "accept_joint", seat)
    ch = session.state.challenge
    assert ch is not None and ch.party == [0, 1, 2, 3] and (len(ch.nica), ch.tokens) == (3, 1)


def test_a_fourth_path_pushes_the_oldest_out_from_under_the_path_stone() -> None:
    # §19 item 23 (§14.4): three Paths at most; Uroczysko (X-W08) passed gives a Wisdom Path
    # Swara's Instinct test: 2 dice and a Nica die; her Will test: 3 dice and a Nica die
    faces = ["hit", "blank", "blank", "hit", "blank", "blank", "blank"]
    session = set_up(["swara"], marks=["znamie_jaruny"], faces=faces, wilds=["X-W08"], position={
        "heroes": [{"region": "LEG07", "paths": ["heroism", "cunning", "piety"]}],
        "regions": {"LEG07": {"threat": "none"}}})
    do(session, "explore", 0, to="LEG07")
    do(session, "end_test", 0)
    do(session, "end_test", 0)
    for _ in range(5):                  # the new Saga (DP-NEW-SAGA) and the expedition token, first choices
        if session.state.heroes[0].path_types[-1] == "wisdom":
            break
        session.apply(legal(session)[0])
    assert session.state.heroes[0].path_types == ["cunning", "piety", "wisdom"]


def test_an_awakened_gardzica_sleeps_again_when_the_day_wheel_comes_back_to_its_slot() -> None:
    # §19 item 25 (§11.6): Szał Kniei (X-W07) failed at dawn awakens Swara's Gardzica with no Flaw; it lasts the
    # whole wheel round, the Camp included, and ends as her marker would enter the dawn slot again
    session = set_up(["swara"], marks=["znamie_jaruny"], faces=["blank"] * 4 + ["abyss", "cradle"], wilds=["X-W07"],
                     position={"heroes": [{"region": "LEG07"}], "regions": {"LEG07": {"threat": "none"}}})
    do(session, "explore", 0, to="LEG07")
    do(session, "end_test", 0)
    h = session.state.heroes[0]
    assert (h.form, h.flaws, session.state.turn) == ("gardzica", 0, "noon")
    for _ in range(3):
        rest(session, 0)
        do(session, "end_turn", 0)
    camp_all(session)
    assert session.state.heroes[0].form == "gardzica"
    do(session, "place_taint", 0, region="LEG03")
    assert (session.state.cycle, session.state.turn, session.state.heroes[0].form) == (2, "dawn", "gardzica")
    rest(session, 0)
    assert session.state.heroes[0].form == "chosen"


def test_a_kir_under_a_black_stone_gives_no_camp_recovery_and_a_nica_die_more() -> None:
    # §19 item 17 (§6.6): the face over IST holds a Black stone — no Dawn-stone point in the Camp, and one more
    # Nica die in a Test there (a hand-made board: no rule puts the stone there at setup)
    session = set_up(["weda"], marks=["znamie_moroza"], position={"heroes": [{"region": "IST03"}],
                                                                  "regions": {"IST03": {"taint": "none"}}})
    s = GAME.clone(session.state)
    h = s.heroes[0]
    assert dawn_stone(s, h) == "I" and pool(s, h, "W")[2] == 1
    s.faces["IST"] = "black"
    assert dawn_stone(s, h) is None and pool(s, h, "W")[2] == 2


def test_nica_dice_over_three_become_taint_tokens_resolved_as_extra_taint_results() -> None:
    # §19 item 1 (§8.1 step 5, §8.4 step 3): Swara, Weda and Dalbor explore Łęgi Zielone (LEG07, a Threat) under
    # Taint together and draw Odarty Łupieżca [V][V] (Taint: Increase Threat): 3 + 1 = 4 Nica dice, 3 rolled and a
    # Taint token; every die rolls blank, so only the token increases the Threat there into a Horde
    session = set_up(["swara", "weda", "dalbor"], marks=["znamie_moroza", "znamie_jaruny", "znamie_jeszy"],
                     faces=["blank"] * 6, enemy=["o2"],
                     position={"heroes": [{"region": "LEG10"}] * 3, "regions": {"LEG07": {"taint": "taint"}}})
    do(session, "joint_explore", 0, region="LEG07", partners="1,2")
    do(session, "accept_joint", 1)
    do(session, "accept_joint", 2)
    ch = session.state.challenge
    assert ch is not None and (len(ch.nica), ch.tokens) == (3, 1)
    while session.decision is not None and not (legal(session, "explore") or legal(session, "rest")):
        session.apply((legal(session, "pass_dice") or legal(session, "pass_det") or legal(session))[0])
    assert session.state.regions["LEG07"].threat == "horde"


def test_nica_results_are_resolved_critical_then_damage_then_taint_on_each_card_of_a_defiled_enemy() -> None:
    # §19 item 4 (§8.4 step 3): in a Rift on Smocze Grzbiety (LEG03) Odarty Zwiadowca (Damage -1 V, Taint -1 I) is
    # defiled by Topielec (Damage -1 V, Taint -1 W); no die bought, the two Nica dice roll Taint then Damage
    session = swara("LEG03", faces=["taint", "damage"], regions={"LEG03": {"taint": "rift"}}, enemy=["o1", "u1"])
    do(session, "explore", 0, to="LEG03")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    lost = [(e.data["attr"], e.data["n"]) for step in session.steps for e in step.events if e.kind == "lost"]
    assert lost == [("V", 1), ("I", 1),                   # the uncovered [V][I]
                    ("V", 1), ("V", 1),                   # Damage: the main card, then the defiling one
                    ("I", 1), ("W", 1)]                   # Taint: the main card, then the defiling one


def test_a_nica_critical_is_resolved_before_a_taint_rolled_before_it() -> None:
    # §19 item 4 (§8.4 step 3): the critical (the Damage effect twice, on each card) comes before the Taint
    session = swara("LEG03", faces=["taint", "crit"], regions={"LEG03": {"taint": "rift"}}, enemy=["o1", "u1"])
    do(session, "explore", 0, to="LEG03")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    lost = [e.data["attr"] for step in session.steps for e in step.events if e.kind == "lost"]
    assert lost[2:] == ["V", "V", "V", "V", "I", "W"]


def test_a_watchtower_cannot_stand_on_a_horde_and_goes_to_a_neighbouring_region_the_hero_chooses() -> None:
    # §19 item 14 (§12.6): Swara sails from Istogród (IST10) to IST06, where a Horde stands, and builds there
    tokens = [{"terrain": "settlements", "kir": "IST"}, {"terrain": "mountains", "kir": "IST"}]
    session = set_up(["swara"], scenario="pamiec", marks=["znamie_moroza"],
                     position={"heroes": [{"region": "IST10", "tokens": tokens}],
                               "regions": {"IST10": {"taint": "none"}, "IST06": {"taint": "none", "threat": "horde"}}})
    do(session, "use_port", 0, to="IST06")
    do(session, "build", 0, token="watchtower")
    walk = [a["to"] for a in legal(session, "token_walk")]
    assert walk and "IST06" not in walk
    do(session, "token_walk", 0, to=walk[0])
    regions = session.state.regions
    assert regions[walk[0]].watchtower and not regions["IST06"].watchtower and regions["IST06"].threat == "horde"


def test_a_reinforced_fight_won_gives_the_trophies_of_every_card_used() -> None:
    # §19 item 30 (§8.4 step 4, §13.2): a Horde on Smocze Grzbiety (LEG03): Odarty Zwiadowca [V][I] reinforced by
    # Upiór [W][W], 1 Trophy each; Swara's four banner dice hit them all
    session = swara("LEG03", faces=["hit"] * 4 + ["blank"], regions={"LEG03": {"threat": "horde"}},
                    enemy=["o1", "up1"])
    do(session, "explore", 0, to="LEG03")
    ch = session.state.challenge
    assert ch is not None and ch.enemies == ["o1", "up1"] and ch.symbols == ["V", "I", "W", "W"]
    for card in ("zwada", "kiel_calozercy", "kora", "strachulec"):
        do(session, "buy_die", 0, card=card)
    do(session, "roll", 0)
    do(session, "resolve", 0)
    s = session.state
    assert s.regions["LEG03"].threat is None and s.heroes[0].trophies == 2


def battle_attack(session: Session[GameState], seat: int, cards: tuple[str, ...],
                  crits: tuple[tuple[str, int], ...] = ()) -> None:
    """The hero fights its Herald attack card: buys the banner dice of `cards`, rolls, uses the critical abilities
    (card, die) and resolves."""
    do(session, "face_attack", seat)
    for card in cards:
        do(session, "buy_die", seat, card=card)
    do(session, "roll", seat)
    for card, die in crits:
        do(session, "critical", seat, card=card, die=die)
    do(session, "resolve", seat)


def test_an_epic_battle_round_is_played_to_its_end_after_the_herald_is_defeated() -> None:
    # §19 item 26 (§15.3 step 8): Znicz's card [V][V][I][W][W]; every Nica die blank. Round 1: Swara wins Żar Kadzi
    # [I][W] with a Vigor critical for Zwada's rune and places two Vigor runes; Weda wins [I][I] with criticals for
    # Utopiony Wzrok's and Strachulec's runes and places two Will runes. Round 2: Swara, first, places the last
    # Instinct rune; Weda still fights her attack, and only then is the battle won, with no transfer from her
    swara_dice, weda_dice = ("zwada", "kiel_calozercy", "bursztyn_pamieci"), ("switen_zdusz", "strachulec",
                                                                              "utopiony_wzrok")
    blank_nica = ["blank", "blank"]
    faces = IN_THE_ABYSS + ["crit", "hit", "hit"] + blank_nica + ["hit", "crit", "crit"] + blank_nica \
        + ["hit", "hit", "hit"] + blank_nica + ["hit", "crit", "hit"] + blank_nica
    session = ready(["swara", "weda"], ["znamie_moroza", "znamie_jaruny"], ["IST10", "LEG10"], faces=faces,
                    herald_cards=["zn1"], herald_attacks=["za4", "za2", "za5", "za3"])
    do(session, "propose_battle", 0)
    do(session, "join_battle", 1)
    battle_attack(session, 0, swara_dice, (("zwada", 0),))
    do(session, "herald_alloc", 0, attr="V", to="symbol")
    do(session, "herald_alloc", 0, attr="V", to="symbol")
    battle_attack(session, 1, weda_dice, (("utopiony_wzrok", 2), ("strachulec", 1)))
    do(session, "herald_alloc", 1, attr="W", to="symbol")
    do(session, "herald_alloc", 1, attr="W", to="symbol")
    do(session, "herald_alloc_done", 1)
    battle_attack(session, 0, swara_dice)
    do(session, "herald_alloc", 0, attr="I", to="symbol")
    b = session.state.battle
    assert b is not None and (b.round, b.symbols, b.shields) == (2, [], [])
    assert session.state.result is None and [a.player for a in legal(session, "face_attack")] == [1]
    battle_attack(session, 1, weda_dice, (("strachulec", 1),))      # a Vigor and an Instinct hit left: not placed
    assert (session.state.result, session.state.reason) == ("won", "zerywia.outcome.herald_defeated")


def test_a_taint_token_in_a_test_takes_away_one_hit() -> None:
    # §19 item 1 (§9): a Nica die over three in a Test is a Taint token, counted as a TAINT result: two hits of a
    # Hard test less one are a failure. No rule of the two scenarios brings a fourth Nica die to a Test (a
    # multi-hero test adds none, §9; the Taint region and the Black stone make three), so the roll is hand-made
    hard = state.TestRoll(seat=0, attr="W", needed=2, dice=["hit", "hit"], nica=["blank"] * 3)
    assert score(hard)[0] == 2
    hard.tokens = 1
    assert score(hard)[0] == 1 < hard.needed


def test_a_fourth_die_of_one_attribute_is_a_rune_its_banner_still_paid_and_its_reroll_had() -> None:
    # §19 item 2 (§8.1 step 8): in Łęgi Zielone (LEG07, Wilds) Swara's free Instinct die and Pani Łowów's two make
    # three; Kieł Całożercy's Instinct die, bought for its point, is a rune, and its banner's reroll is still had
    session = swara("LEG07", faces=["blank"] * 4, enemy=["o1"], hero={"feats": ["pani_lowow"]})
    do(session, "explore", 0, to="LEG07")
    do(session, "use_feat", 0, feat="pani_lowow")
    do(session, "buy_die", 0, card="kiel_calozercy")
    ch = session.state.challenge
    assert ch is not None and (ch.kinds, ch.runes) == (["I", "I", "I"], ["I"])
    assert session.state.heroes[0].attributes["I"].pos == 4
    do(session, "roll", 0)
    assert {a["die"] for a in legal(session, "banner_reroll") if a["card"] == "kiel_calozercy"} == {0, 1, 2}


def test_a_banners_reroll_needs_its_die_bought_but_its_cards_critical_ability_does_not() -> None:
    # §19 item 7 (§8.1 step 7, §8.3): Swara buys only Zwada's die; her free Instinct die rolls a critical: Kieł
    # Całożercy's critical ability takes it, its banner's reroll is not had
    session = swara("LEG07", faces=["crit", "blank", "blank"], enemy=["o1"])
    do(session, "explore", 0, to="LEG07")
    do(session, "buy_die", 0, card="zwada")
    do(session, "roll", 0)
    assert not legal(session, "banner_reroll")
    assert [(a["card"], a["die"]) for a in legal(session, "critical")] == [("kiel_calozercy", 0)]


def test_a_payment_may_bring_an_attribute_to_zero_but_is_never_made_from_zero() -> None:
    # §19 item 8 (§11.2): Kieł Całożercy's Instinct die costs a point: bought with the last one, not bought at zero
    session = swara("LEG03", enemy=["o1"], hero={"I": 0})
    do(session, "explore", 0, to="LEG03")
    assert "kiel_calozercy" not in {a["card"] for a in legal(session, "buy_die")}
    session = swara("LEG03", enemy=["o1"], hero={"I": 1})
    do(session, "explore", 0, to="LEG03")
    do(session, "buy_die", 0, card="kiel_calozercy")
    i = session.state.heroes[0].attributes["I"]
    assert (i.points, i.inj) == (0, 0)


def test_a_horde_fought_by_two_heroes_is_reinforced_once_per_hero() -> None:
    # §19 item 20 (§8.1 step 3, §10.2): Swara and Weda explore Łęgi Zielone (LEG07, a Horde) together: Odarty
    # Zwiadowca [V][I] is reinforced by Zgniłek [V][V] and Topielec [V][W]
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], enemy=["o1", "z1", "u1"],
                     position={"heroes": [{"region": "LEG10"}] * 2, "regions": {"LEG07": {"threat": "horde"}}})
    do(session, "joint_explore", 0, region="LEG07", partners="1")
    do(session, "accept_joint", 1)
    ch = session.state.challenge
    assert ch is not None and ch.enemies == ["o1", "z1", "u1"] and ch.symbols == ["V", "I", "V", "V", "V", "W"]


def test_a_gods_main_ability_paid_by_another_hero_helps_only_the_summoner() -> None:
    # §19 item 22 (§13.4): Swara pays the Offering for Weda's Strzybóg (one Wisdom Path): Weda recovers the Pierw
    session = set_up(["weda", "swara"], marks=["znamie_moroza", "znamie_jaruny"], position={"heroes": [
        {"deity": "strzybog", "paths": ["wisdom"], "pierw": 0}, {"offerings": 1, "pierw": 0}]})
    assert [a["payer"] for a in legal(session, "god_main")] == [1]
    do(session, "god_main", 0, payer=1)
    weda, other = session.state.heroes
    assert (weda.pierw, other.pierw, other.offerings) == (1, 0, 0)


def test_a_fourth_item_bought_makes_the_hero_let_one_go() -> None:
    # §19 item 23 (§13.6, DP-ITEM-KEEP): Swara carries three Items and buys a fourth in Jarogród's Trade
    session = set_up(["swara"], marks=["znamie_jaruny"], items=["wilcze_ziele", "runa_wigoru", "okowita"],
                     position={"heroes": [{"trophies": 4, "items": ["okowita", "ziele_goryczy", "siec_rybacka"]}]})
    rest(session, 0)
    do(session, "trade", 0)
    do(session, "buy_item", 0, item="wilcze_ziele")
    assert {a["item"] for a in legal(session, "drop_item")} == {"okowita", "ziele_goryczy", "siec_rybacka",
                                                               "wilcze_ziele"}
    do(session, "drop_item", 0, item="okowita")
    s = session.state
    assert s.heroes[0].items == ["ziele_goryczy", "siec_rybacka", "wilcze_ziele"] and s.item_discard == ["okowita"]


def test_an_item_given_to_a_hero_carrying_three_lets_the_receiver_choose_which_to_let_go() -> None:
    # §19 item 23 (§6.2 DP-GIVE, §13.6 DP-ITEM-KEEP): in Jarogród, before either has acted, Swara gives her Okowita
    # to Weda, who carries three Items already; Weda, not Swara, picks the one of her four she lets go
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], position={"heroes": [
        {"region": "LEG10", "items": ["okowita"]},
        {"region": "LEG10", "items": ["wilcze_ziele", "runa_wigoru", "siec_rybacka"]}]})
    do(session, "give_item", 0, item="okowita", to=1)
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.drop_item"
    assert {(a.player, a["item"]) for a in legal(session)} == {
        (1, "wilcze_ziele"), (1, "runa_wigoru"), (1, "siec_rybacka"), (1, "okowita")}
    do(session, "drop_item", 1, item="runa_wigoru")
    s = session.state
    assert s.heroes[0].items == [] and s.heroes[1].items == ["wilcze_ziele", "siec_rybacka", "okowita"]
    assert s.item_discard == ["runa_wigoru"] and s.active is None and not any(h.acted for h in s.heroes)
    assert {a.player for a in legal(session, "explore")} == {0, 1}


def test_a_hero_carrying_three_items_may_take_a_fourth_at_the_dwarf_forge_and_let_one_go() -> None:
    # §13.6 DP-ITEM-KEEP: Swara explores Smocze Grzbiety (LEG03) carrying three Items and draws Kuźnia Karłów
    # (X-M06): for 2 Trophies she takes one of the three Items shown, then lets one of her four go
    session = set_up(["swara"], marks=["znamie_jaruny"], mountains=["X-M06"],
                     items=["wilcze_ziele", "runa_woli", "mapa_wedow"],
                     position={"heroes": [{"region": "LEG03", "trophies": 2,
                                           "items": ["okowita", "ziele_goryczy", "siec_rybacka"]}],
                               "regions": {"LEG03": {"threat": "none"}}})
    do(session, "explore", 0, to="LEG03")
    do(session, "effect", 0, pick="yes")
    do(session, "take_revealed", 0, item="runa_woli")
    assert {a["item"] for a in legal(session, "drop_item")} == {"okowita", "ziele_goryczy", "siec_rybacka",
                                                               "runa_woli"}
    do(session, "drop_item", 0, item="siec_rybacka")
    s = session.state
    assert s.heroes[0].items == ["okowita", "ziele_goryczy", "runa_woli"] and s.item_discard == ["siec_rybacka"]


def test_a_herald_attack_in_the_epic_battle_rolls_two_nica_dice() -> None:
    # §19 item 26 (§15.3 step 6): in the Abyss no Taint and no Black stone add to the two base dice
    session = battle_swara(faces=IN_THE_ABYSS, herald_cards=["zn2"], herald_attacks=["za1"])
    do(session, "propose_battle", 0)
    do(session, "face_attack", 0)
    ch = session.state.challenge
    assert ch is not None and (len(ch.nica), ch.tokens) == (2, 0)


def test_the_turn_ends_with_the_region_option() -> None:
    # §19 item 29 (§6.7): Swara rests in Zdrój Rosy (LEG05, the Primal spring) and draws a Pierw there: her turn is
    # over, and only Weda may take the next hero turn
    session = set_up(["swara", "weda"], marks=["znamie_jaruny", "znamie_moroza"],
                     position={"heroes": [{"region": "LEG05", "pierw": 0}, {"region": "IST10"}]})
    do(session, "rest", 0)
    do(session, "draw_pierw", 0)
    s = session.state
    assert s.active is None and [h.acted for h in s.heroes] == [True, False]
    assert {a.player for a in legal(session)} == {1}
