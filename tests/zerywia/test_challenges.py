"""Challenges (spec §8) through Threat fights, Rift removal and the Sinkhole's Hunt: the dice bought from banners,
the enemy's Ambush, Aura, Doom and Advantage, Defile in a Rift, Shield Break, rerolls, Resolution's symbols and
Nica dice, the rewards. Swara (Birth Kir LEG) prepares Kieł Całożercy (I, Reroll), Zwada (V, Help) and Kora (W,
Shield); dice and decks are forced: attribute dice first, in the order bought, then the Nica dice."""
from __future__ import annotations

from engine.games.zerywia.content import content
from engine.games.zerywia.state import GameState
from engine.kernel import Session
from tests.zerywia.helpers import do, legal, set_up
from tests.zerywia.test_explore import swara


def fight(session: Session[GameState], region: str, *banners: str) -> None:
    do(session, "explore", 0, to=region)
    for card in banners:
        do(session, "buy_die", 0, card=card)
    do(session, "roll", 0)


def test_a_banner_die_costs_a_point_unless_help_and_a_shield_banner_gives_its_shield_at_purchase() -> None:
    session = swara("LEG03", enemy=["o1"])
    do(session, "explore", 0, to="LEG03")
    for card in ("zwada", "kiel_calozercy", "kora"):
        do(session, "buy_die", 0, card=card)
    s = session.state
    h = s.heroes[0]
    assert s.challenge is not None and s.challenge.kinds == ["V", "I", "W"] and s.challenge.own_shields == ["W"]
    assert (h.attributes["V"].pos, h.attributes["I"].pos, h.attributes["W"].pos) == (3, 4, 2)
    assert {a["card"] for a in legal(session, "buy_die")} == {"strachulec"}   # one die per banner per challenge


def test_success_needs_every_symbol_covered_and_every_enemy_shield_removed() -> None:
    # Łęgi Zielone (LEG07) is Wilds: Odarty Zwiadowca's Advantage gives it an Instinct shield; Swara's free
    # Instinct die and Zwada's Vigor die cover [V][I], the shield stays
    session = swara("LEG07", faces=["hit", "hit", "blank"], enemy=["o1"])
    fight(session, "LEG07", "zwada")
    assert session.state.challenge is not None and session.state.challenge.enemy_shields == ["I"]
    do(session, "resolve", 0)
    s = session.state
    h = s.heroes[0]
    assert s.regions["LEG07"].threat == "threat" and h.trophies == 0
    assert (h.attributes["V"].pos, h.attributes["I"].pos) == (3, 5)    # a shield left costs no point


def test_swara_adds_a_free_instinct_die_against_an_enemy_in_the_wilds() -> None:
    session = swara("LEG07", enemy=["o1"])
    do(session, "explore", 0, to="LEG07")
    ch = session.state.challenge
    assert ch is not None and ch.kinds == ["I"] and session.state.heroes[0].attributes["I"].pos == 5


def test_a_prepared_cards_initiation_ability_is_used_when_its_condition_holds() -> None:
    # Zwada: with three difficulty symbols or more, a Vigor shield (Odarty Wojownik [V][V][I])
    session = swara("LEG03", enemy=["o3"])
    do(session, "explore", 0, to="LEG03")
    ch = session.state.challenge
    assert ch is not None and ch.own_shields == ["V"]


def test_shield_break_spends_a_critical_to_discard_an_enemy_shield_of_its_attribute() -> None:
    session = swara("LEG07", faces=["crit", "hit", "blank"], enemy=["o1"])
    fight(session, "LEG07", "zwada")
    do(session, "shield_break", 0, die=0)
    ch = session.state.challenge
    assert ch is not None and ch.enemy_shields == [] and ch.dice[0] == "hit" and ch.locked == [0]
    do(session, "resolve", 0)
    assert session.state.regions["LEG07"].threat is None


def test_each_uncovered_symbol_costs_one_point_of_its_attribute() -> None:
    session = swara("LEG03", faces=["hit", "blank"], enemy=["o1"])
    fight(session, "LEG03", "zwada")
    do(session, "resolve", 0)
    h = session.state.heroes[0]
    assert (h.attributes["V"].pos, h.attributes["I"].pos) == (3, 4)


def test_a_nica_critical_applies_the_damage_effect_twice_and_hits_left_over_negate_only_their_attribute() -> None:
    # three hits cover [V][I] and leave a Will hit and Kora's Will shield: neither negates Vigor losses
    session = swara("LEG03", faces=["hit", "hit", "hit", "crit"], enemy=["o1"])
    fight(session, "LEG03", "zwada", "kiel_calozercy", "kora")
    do(session, "resolve", 0)
    do(session, "assign_hits", 0)
    h = session.state.heroes[0]
    assert session.state.regions["LEG03"].threat is None
    assert h.attributes["V"].pos == 1


def test_dp_allocate_the_hero_may_keep_a_hit_back_from_its_symbol_to_negate_a_nica_loss() -> None:
    # the same roll: only the Vigor hit may be kept back (the Nica losses are Vigor's); kept, the [V] symbol is
    # uncovered (one loss, the challenge failed) and the hit negates one of the critical's two Vigor losses
    session = swara("LEG03", faces=["hit", "hit", "hit", "crit"], enemy=["o1"])
    fight(session, "LEG03", "zwada", "kiel_calozercy", "kora")
    do(session, "resolve", 0)
    assert [a["attr"] for a in legal(session, "keep_hit")] == ["V"]
    do(session, "keep_hit", 0, attr="V")
    assert not legal(session, "keep_hit")          # nothing more to keep: Resolution follows at once
    h = session.state.heroes[0]
    assert session.state.regions["LEG03"].threat == "threat"
    assert h.attributes["V"].pos == 1
    lost = [e.data["n"] for step in session.steps for e in step.events if e.kind == "lost" and e.data["attr"] == "V"]
    assert lost == [1, 1]


def test_dp_allocate_is_not_asked_when_keeping_a_hit_back_could_change_nothing() -> None:
    session = swara("LEG03", faces=["hit", "hit", "hit", "blank"], enemy=["o1"])
    fight(session, "LEG03", "zwada", "kiel_calozercy", "kora")
    do(session, "resolve", 0)
    assert not legal(session, "assign_hits")
    assert session.state.challenge is None and session.state.regions["LEG03"].threat is None


def test_an_own_shield_negates_a_nica_loss_of_its_own_attribute() -> None:
    # Topielec [V][W]: its Taint effect costs Will, and Kora's Will shield negates it
    session = swara("LEG03", faces=["hit", "hit", "hit", "taint"], enemy=["u1"])
    fight(session, "LEG03", "zwada", "kiel_calozercy", "kora")
    do(session, "resolve", 0)
    assert session.state.heroes[0].attributes["W"].pos == 2     # only Kora's banner point was paid


def test_an_ambush_is_resolved_first() -> None:
    session = swara("LEG03", enemy=["o3"])                # Odarty Wojownik: Ambush, lose 1 Vigor
    do(session, "explore", 0, to="LEG03")
    assert session.state.heroes[0].attributes["V"].pos == 2
    assert legal(session, "buy_die")


def test_an_aura_that_forbids_pierw_rerolls_holds_for_the_whole_challenge() -> None:
    session = swara("LEG03", faces=["blank", "blank", "blank"], enemy=["b1"])
    fight(session, "LEG03", "zwada", "kiel_calozercy")
    assert session.state.heroes[0].pierw == 3
    assert not legal(session, "pierw_reroll")
    assert legal(session, "banner_reroll")


def test_a_pierw_reroll_rerolls_one_of_the_heros_own_dice_and_a_banner_reroll_one_die_of_its_attribute() -> None:
    session = swara("LEG03", faces=["blank", "blank", "blank", "hit", "hit"], enemy=["o1"])
    fight(session, "LEG03", "zwada", "kiel_calozercy")
    assert {a["die"] for a in legal(session, "banner_reroll")} == {1}        # Kieł Całożercy rerolls Instinct
    do(session, "pierw_reroll", 0, die=0)
    do(session, "banner_reroll", 0, card="kiel_calozercy", die=1)
    ch = session.state.challenge
    assert ch is not None and ch.dice == ["hit", "hit"] and session.state.heroes[0].pierw == 2
    assert not legal(session, "banner_reroll")                                # once per challenge


def test_an_offering_rerolls_any_die_a_nica_die_included() -> None:
    session = swara("LEG03", faces=["hit", "hit", "crit", "blank"], enemy=["o1"], hero={"offerings": 1})
    fight(session, "LEG03", "zwada", "kiel_calozercy")
    do(session, "offering_reroll", 0, nica=0, payer=0)
    ch = session.state.challenge
    assert ch is not None and ch.nica == ["blank"] and session.state.heroes[0].offerings == 0


def test_a_doom_is_resolved_when_the_enemy_is_not_defeated() -> None:
    session = swara("LEG03", faces=["blank", "blank", "blank"], enemy=["b3"])   # Bies Wieczorny: Doom, a Flaw
    fight(session, "LEG03", "zwada", "kiel_calozercy")
    do(session, "resolve", 0)
    assert legal(session, "take_flaw")


def test_every_enemy_fought_in_a_rift_is_defiled_its_advantage_and_nica_effects_added() -> None:
    session = swara("LEG03", regions={"LEG03": {"taint": "rift"}}, enemy=["o1", "u1"], hero={"flaws": ["W"]})
    do(session, "explore", 0, to="LEG03")
    ch = session.state.challenge
    assert ch is not None and ch.defilers == ["u1"] and ch.symbols == ["V", "I"]
    assert len(ch.nica) == 2                                            # one die, one more in the Rift


def test_rift_removal_fights_a_defiled_guardian_then_a_will_test_or_a_flaw_for_an_offering() -> None:
    # Węzeł Wida (LEG04, Settlements) with a Rift: its guardian and a defiling card give 2 Trophies together
    session = swara("LEG04", faces=["hit", "hit", "blank", "blank"], regions={"LEG04": {"taint": "rift"}},
                    enemy=["o1", "u1"])
    do(session, "rest", 0)
    while legal(session, "recover_any") or legal(session, "skip"):
        session.apply((legal(session, "recover_any") or legal(session, "skip"))[0])
    do(session, "remove_rift", 0)
    do(session, "buy_die", 0, card="zwada")
    do(session, "buy_die", 0, card="kiel_calozercy")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    assert session.state.heroes[0].trophies == 2
    do(session, "purify", 0, by="flaw")
    do(session, "take_flaw", 0, attr="W")
    s = session.state
    assert s.regions["LEG04"].taint is None and s.heroes[0].offerings == 1


def test_the_sinkhole_hunt_gives_three_trophies_besides_the_enemys_own() -> None:
    # Wymarły Las (LEG02, the Sinkhole, Wilds and Ruins, Taint on it)
    session = swara("LEG02", faces=["crit", "hit", "blank", "blank"], enemy=["o1"])
    do(session, "rest", 0)
    do(session, "hunt", 0)
    do(session, "buy_die", 0, card="zwada")
    do(session, "roll", 0)
    do(session, "shield_break", 0, die=0)
    do(session, "resolve", 0)
    assert session.state.heroes[0].trophies == 4


def test_a_prepared_cards_resolution_ability_negates_losses_when_they_are_applied() -> None:
    # Weda (Świteń Zdusz in reserve) fights Odarty Zwiadowca [V][I] with no die: her prepared Utopiony Wzrok
    # negates the Instinct loss, the Vigor loss is paid
    session = set_up(["weda"], marks=["znamie_moroza"], faces=["blank"], enemy=["o1"],
                     position={"heroes": [{"region": "IST03"}]})
    do(session, "explore", 0, to="IST03")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    h = session.state.heroes[0]
    assert session.state.regions["IST03"].threat == "threat"
    assert (h.attributes["V"].pos, h.attributes["I"].pos) == (1, 4)


def test_an_initiation_feat_is_exhausted_for_what_it_gives() -> None:
    # Znamię Rujewita: a Vigor rune and a Vigor shield (Swara born in RAN, fighting in Stare Sztolnie, RAN09)
    session = set_up(["swara"], marks=["znamie_rujewita"], enemy=["o1"], position={"heroes": [{"region": "RAN09"}]})
    do(session, "explore", 0, to="RAN09")
    do(session, "use_feat", 0, feat="znamie_rujewita")
    s = session.state
    assert s.challenge is not None and s.challenge.runes == ["V"] and s.challenge.own_shields == ["V"]
    assert not next(f for f in s.heroes[0].feats if f.card == "znamie_rujewita").ready
    assert not legal(session, "use_feat")


def test_the_reaction_prepares_a_reserve_card_for_a_point_of_its_banner_attribute_before_any_die_is_bought() -> None:
    # Weda holds Świteń Zdusz (Ally, Vigor banner) in reserve, Zwada (Ally) prepared: one Ally at most
    session = set_up(["weda"], marks=["znamie_moroza"], enemy=["o1"], position={"heroes": [{"region": "IST03"}]})
    do(session, "explore", 0, to="IST03")
    assert not [a for a in legal(session, "react") if a.get("instead") is None]
    do(session, "react", 0, card="switen_zdusz", instead="zwada")
    h = session.state.heroes[0]
    assert "switen_zdusz" in h.prepared and "zwada" in h.reserve and h.attributes["V"].pos == 1
    do(session, "buy_die", 0, card="switen_zdusz")
    assert not legal(session, "react")


def test_weda_rerolls_one_nica_die_for_free_once_per_challenge() -> None:
    session = set_up(["weda"], marks=["znamie_moroza"], faces=["crit", "blank"], enemy=["o1"],
                     position={"heroes": [{"region": "IST03"}]})
    do(session, "explore", 0, to="IST03")
    do(session, "roll", 0)
    do(session, "ability_reroll", 0, source="hero", nica=0)
    ch = session.state.challenge
    assert ch is not None and ch.nica == ["blank"]
    assert not [a for a in legal(session, "ability_reroll") if a["source"] == "hero"]


def test_a_gardzica_gains_no_trophies_for_a_defeated_enemy() -> None:
    session = swara("LEG03", faces=["hit", "hit", "blank"], enemy=["o1"], hero={"flaws": ["V", "I", "W"]})
    assert session.state.heroes[0].form == "gardzica"
    fight(session, "LEG03", "zwada", "kiel_calozercy")
    do(session, "resolve", 0)
    s = session.state
    assert s.regions["LEG03"].threat is None and s.heroes[0].trophies == 0


def swara_dies(*tops_marks: str) -> Session[GameState]:
    """Swara's Vigor block marker stands at 0 (three Injuries): an uncovered Vigor symbol is an Injury she cannot
    take, so she dies in her Dawn turn; the Nica phase follows and then the question of another hero."""
    session = set_up(["swara"], marks=["znamie_jaruny", *tops_marks], faces=["blank"], enemy=["o1"],
                     position={"heroes": [{"region": "LEG03", "injuries": {"V": 3}}]})
    do(session, "explore", 0, to="LEG03")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    assert session.state.heroes[0].status == "dead"
    while session.decision is not None and session.decision.prompt != "zerywia.prompt.replace":
        session.apply(legal(session)[0])
    return session


def test_the_table_loses_when_every_hero_is_out_and_no_player_takes_another() -> None:
    session = swara_dies()
    do(session, "no_replacement", 0)
    assert (session.state.result, session.state.reason) == ("lost", "zerywia.outcome.all_heroes_out")


def test_a_fallen_heros_player_goes_on_with_an_unused_hero_in_the_cradle_of_its_new_birth_kir() -> None:
    session = swara_dies("znamie_jeszy")
    assert {a["hero"] for a in legal(session, "replace")} == {"weda", "dalbor", "goryw", "hekser"}
    do(session, "replace", 0, hero="weda")
    s = session.state
    h = s.heroes[0]
    assert (h.hero, h.status, h.birth_kir, h.region) == ("weda", "active", "NUR", "NUR10")
    assert "swara" in s.fallen and "kiel_calozercy" in s.retired_sagas
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.choose_sagas"
    while session.decision is not None and session.decision.prompt in ("zerywia.prompt.choose_sagas",
                                                                      "zerywia.prompt.reserve"):
        session.apply(legal(session)[0])            # her player chooses her sagas, as at the start (§5.2)
    assert len(h.base_cards) == 4                       # her Personal saga and three more (solo)
    assert h.stacks[0].saga == "switen_zdusz" and s.step == "expedition_phase"


def test_a_replacement_heros_player_may_take_other_universal_sagas_than_the_suggested_set() -> None:
    session = swara_dies("znamie_jeszy")
    do(session, "replace", 0, hero="weda")
    suggested = set(content().heroes["weda"].starter_sagas)
    other = next(a["saga"] for a in legal(session, "take_saga") if a["saga"] not in suggested)
    do(session, "take_saga", 0, saga=other)
    assert other in session.state.heroes[0].base_cards and session.state.step == "choose_sagas"


def test_a_cards_critical_ability_turns_a_critical_of_its_type_into_a_locked_hit_and_gives_its_rune_once() -> None:
    session = swara("LEG03", faces=["crit", "blank"], enemy=["o1"])
    fight(session, "LEG03", "zwada")                   # Zwada: a Vigor critical gives a Vigor rune
    assert {(a["card"], a["die"]) for a in legal(session, "critical")} == {("zwada", 0)}   # not Kieł's (Instinct)
    do(session, "critical", 0, card="zwada", die=0)
    ch = session.state.challenge
    assert ch is not None and ch.dice == ["hit"] and ch.locked == [0] and ch.runes == ["V"]
    assert not legal(session, "critical")


def test_an_item_is_used_once_at_its_stage_and_discarded() -> None:
    # Runa Wigoru at Initiation: a Vigor rune; Bursztynowy Amulet in Determination: any die rerolled, a Nica die too
    session = swara("LEG03", faces=["damage", "blank"], enemy=["o1"],
                    hero={"items": ["runa_wigoru", "bursztynowy_amulet"]})
    do(session, "explore", 0, to="LEG03")
    do(session, "use_item", 0, item="runa_wigoru", use="main")
    ch = session.state.challenge
    assert ch is not None and ch.runes == ["V"] and not legal(session, "use_item")
    do(session, "roll", 0)
    do(session, "use_item", 0, item="bursztynowy_amulet", use="main", nica=0)
    s = session.state
    assert s.challenge is not None and s.challenge.nica == ["blank"]
    assert s.heroes[0].items == [] and s.item_discard == ["runa_wigoru", "bursztynowy_amulet"]


def test_a_creature_is_used_at_its_stage_and_returns_to_the_creature_stack() -> None:
    session = swara("LEG03", faces=["damage", "blank"], enemy=["o1"], hero={"creature": "nocnica"})
    do(session, "explore", 0, to="LEG03")
    do(session, "roll", 0)
    do(session, "use_creature", 0, nica=0)               # Nocnica: a Nica die rerolled
    s = session.state
    assert s.challenge is not None and s.challenge.nica == ["blank"]
    assert s.heroes[0].creature is None and "nocnica" in s.creatures and not legal(session, "use_creature")


def test_borowy_gives_an_instinct_shield_and_rune_at_initiation() -> None:
    session = swara("LEG03", enemy=["o1"], hero={"creature": "borowy"})
    do(session, "explore", 0, to="LEG03")
    do(session, "use_creature", 0)
    ch = session.state.challenge
    assert ch is not None and (ch.own_shields, ch.runes) == (["I"], ["I"]) and "borowy" in session.state.creatures


def test_an_items_resolution_use_negates_a_loss_when_nothing_else_would() -> None:
    # Runa Wigoru's other ability (RES): the Nica critical's two Vigor losses, one of them negated by the Item
    session = swara("LEG03", faces=["hit", "hit", "hit", "crit"], enemy=["o1"], hero={"items": ["runa_wigoru"]})
    fight(session, "LEG03", "zwada", "kiel_calozercy", "kora")
    do(session, "resolve", 0)
    do(session, "use_item", 0, item="runa_wigoru", use="alternative")
    do(session, "assign_hits", 0)
    s = session.state
    assert s.regions["LEG03"].threat is None and s.heroes[0].attributes["V"].pos == 2
    assert s.heroes[0].items == [] and s.item_discard == ["runa_wigoru"]


def test_a_fishing_net_discards_a_shield_the_enemys_advantage_gave() -> None:
    # Sieć Rybacka at Initiation, against Odarty Zwiadowca in the Wilds of Łęgi Zielone (an Instinct shield)
    session = swara("LEG07", regions={"LEG07": {"threat": "threat"}}, enemy=["o1"], hero={"items": ["siec_rybacka"]})
    do(session, "explore", 0, to="LEG07")
    ch = session.state.challenge
    assert ch is not None and ch.enemy_shields == ["I"]
    do(session, "use_item", 0, item="siec_rybacka", use="main")
    ch = session.state.challenge
    assert ch is not None and ch.enemy_shields == [] and session.state.heroes[0].items == []


def test_a_creatures_special_ability_is_added_to_its_main_one_for_its_extra_cost() -> None:
    # Nocnica's special (an Offering): a Nica die set blank, besides her main ability's reroll (none to reroll here)
    session = swara("LEG03", faces=["damage"], enemy=["o1"], hero={"creature": "nocnica", "offerings": 1})
    do(session, "explore", 0, to="LEG03")
    do(session, "roll", 0)
    do(session, "creature_special_nica", 0, nica=0, dice="")
    s = session.state
    assert s.challenge is not None and s.challenge.nica == ["blank"]
    assert s.heroes[0].offerings == 0 and s.heroes[0].creature is None and "nocnica" in s.creatures


def test_zmij_sets_one_of_the_heros_dice_to_a_hit_and_rerolls_another_for_an_offering() -> None:
    session = swara("LEG03", faces=["blank", "blank", "blank", "hit"], enemy=["o1"],
                    hero={"creature": "zmij", "offerings": 1})
    fight(session, "LEG03", "zwada", "kiel_calozercy")
    do(session, "creature_special_die", 0, die=0, dice="1")
    ch = session.state.challenge
    assert ch is not None and ch.dice == ["hit", "hit"] and session.state.heroes[0].offerings == 0


def test_skalnik_adds_a_vigor_rune_to_its_shields_for_a_pierw() -> None:
    session = swara("LEG03", enemy=["o1"], hero={"creature": "skalnik"})
    do(session, "explore", 0, to="LEG03")
    do(session, "creature_special", 0)
    s = session.state
    assert s.challenge is not None and s.challenge.runes == ["V"] and s.challenge.own_shields == ["V", "V"]
    assert s.heroes[0].pierw == 2


def test_a_critical_ability_rerolling_nica_dice_names_them_and_locks_its_die_as_a_hit() -> None:
    # Pamięć Świata's Swara prepares Bursztyn Pamięci: a Will critical rerolls up to two Nica dice
    session = set_up(["swara"], scenario="pamiec", marks=["znamie_jaruny"], faces=["crit", "damage", "blank"],
                     enemy=["o1"], position={"heroes": [{"region": "LEG03"}], "regions": {"LEG03": {"threat": "threat"}}})
    fight(session, "LEG03", "bursztyn_pamieci")
    assert [a["dice"] for a in legal(session, "critical_nica")] == ["0"]     # one Nica die here
    do(session, "critical_nica", 0, card="bursztyn_pamieci", die=0, dice="0")
    ch = session.state.challenge
    assert ch is not None and ch.nica == ["blank"] and ch.dice == ["hit"] and ch.locked == [0]
    assert not legal(session, "critical_nica")


def marked_swara(mark: str, faces: list[str], enemy: str) -> Session[GameState]:
    return set_up(["swara"], marks=[mark], faces=faces, enemy=[enemy],
                  position={"heroes": [{"region": "LEG03"}], "regions": {"LEG03": {"threat": "threat"}}})


def test_a_res_feat_negates_losses_at_resolution_and_is_exhausted() -> None:
    # Znamię Moroza (RES: negate 2 Will losses) against Topielec [V][W]: the uncovered [W] and the Taint result's
    # Will loss are both negated
    session = marked_swara("znamie_moroza", ["hit", "taint"], "u1")
    fight(session, "LEG03", "zwada")
    will = session.state.heroes[0].attributes["W"].pos
    do(session, "resolve", 0)
    do(session, "use_feat", 0, feat="znamie_moroza")
    h = session.state.heroes[0]
    assert session.state.challenge is None and h.attributes["W"].pos == will
    assert not next(f for f in h.feats if f.card == "znamie_moroza").ready


def test_a_det_feat_rerolls_the_dice_it_names_at_once() -> None:
    # Znamię Jeszy (DET: reroll any number of your dice once): both of Swara's blanks in one roll
    session = marked_swara("znamie_jeszy", ["blank", "blank", "blank", "hit", "hit"], "o1")
    fight(session, "LEG03", "zwada", "kiel_calozercy")
    do(session, "feat_reroll", 0, feat="znamie_jeszy", dice="0,1")
    ch = session.state.challenge
    assert ch is not None and ch.dice == ["hit", "hit"] and not legal(session, "feat_reroll")


def test_a_feats_additional_ability_is_added_to_its_main_one_for_its_extra_cost() -> None:
    # Goryw's Zew Bestii (INIT: a Vigor die; additional, for a Flaw: one more) against Odarty Zwiadowca in LEG03
    session = set_up(["goryw"], marks=["znamie_moroza"], enemy=["o1"],
                     position={"heroes": [{"region": "LEG03"}], "regions": {"LEG03": {"threat": "threat"}}})
    do(session, "explore", 0, to="LEG03")
    before = len(session.state.challenge.kinds) if session.state.challenge else 0
    do(session, "feat_extra", 0, feat="zew_bestii")
    do(session, "take_flaw", 0, attr="I")                 # the extra cost: a Flaw on an attribute he chooses
    s = session.state
    h = s.heroes[0]
    assert s.challenge is not None and s.challenge.kinds[before:] == ["V", "V"]
    assert h.flaws == 1 and h.attributes["I"].flaw and not next(f for f in h.feats if f.card == "zew_bestii").ready
    assert legal(session, "roll")


def test_a_feat_may_be_used_for_its_additional_ability_alone() -> None:
    # Weda's Wędrówka Duchów (DET: reroll 2 dice; additional, for a Flaw: a Will rune) used for the rune alone
    session = set_up(["weda"], marks=["znamie_moroza"], faces=["blank"], enemy=["o1"],
                     position={"heroes": [{"region": "IST03"}]})
    do(session, "explore", 0, to="IST03")
    do(session, "roll", 0)
    do(session, "feat_extra_only", 0, feat="wedrowka_duchow")
    do(session, "take_flaw", 0, attr="V")
    s = session.state
    assert s.challenge is not None and s.challenge.runes == ["W"] and s.heroes[0].flaws == 1
    assert not legal(session, "use_feat") and not legal(session, "feat_reroll")


def test_a_resolution_feats_additional_rune_for_a_pierw_negates_a_loss_of_its_attribute() -> None:
    # Dalbor's Przysięga Krwi (RES: negate 2 losses of any attribute; additional, for 1 Pierw: a Vigor rune) against
    # Odarty Zwiadowca [V][I] with no die: both losses negated, the rune covers [V] too, for 1 Pierw
    session = set_up(["dalbor"], marks=["znamie_moroza"], faces=["blank"], enemy=["o1"],
                     position={"heroes": [{"region": "IST03"}]})
    do(session, "explore", 0, to="IST03")
    do(session, "roll", 0)
    h = session.state.heroes[0]
    pierw, vigor = h.pierw, h.attributes["V"].pos
    do(session, "resolve", 0)
    do(session, "feat_extra", 0, feat="przysiega_krwi")
    h = session.state.heroes[0]
    assert h.pierw == pierw - 1 and h.attributes["V"].pos == vigor
    assert not next(f for f in h.feats if f.card == "przysiega_krwi").ready


def weda_fights_a_drowner(faces: list[str], feats: list[str]) -> Session[GameState]:
    """Weda, holding the reward feats named, fights Topielec [V][W] (Damage: lose 1 V, Taint: lose 1 W) in IST03."""
    session = set_up(["weda"], marks=["znamie_moroza"], faces=faces, enemy=["u1"],
                     position={"heroes": [{"region": "IST03", "feats": feats}]})
    do(session, "explore", 0, to="IST03")
    return session


def test_grom_covers_one_difficulty_symbol_of_the_attribute_named_at_resolution() -> None:
    # Zwada's Vigor die hits [V]; Grom covers [W]: Topielec is defeated, the Threat goes, Weda loses nothing
    session = weda_fights_a_drowner(["hit", "blank"], ["grom"])
    will = session.state.heroes[0].attributes["W"].pos
    do(session, "buy_die", 0, card="zwada")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    assert [a["attr"] for a in legal(session, "cover_symbol")] == ["W"]
    do(session, "cover_symbol", 0, feat="grom", attr="W")
    h = session.state.heroes[0]
    assert session.state.regions["IST03"].threat is None and h.attributes["W"].pos == will
    assert not next(f for f in h.feats if f.card == "grom").ready


def test_modly_negates_every_loss_of_one_nica_die() -> None:
    # no die against [V][W], the Nica die shows Damage (lose 1 V): with Modły only the symbols' points are lost
    session = weda_fights_a_drowner(["damage"], ["modly"])
    vigor = session.state.heroes[0].attributes["V"].pos
    do(session, "roll", 0)
    do(session, "resolve", 0)
    do(session, "cancel_nica", 0, source="modly", nica=0)
    do(session, "assign_hits", 0)                   # Znamię Moroza (RES: negate Will losses) is not used
    h = session.state.heroes[0]
    assert session.state.challenge is None and h.attributes["V"].pos == vigor - 1
    assert not next(f for f in h.feats if f.card == "modly").ready


def test_mglista_skora_negates_the_losses_of_nica_taint_results() -> None:
    # the Nica die shows Taint (lose 1 W): with Mglista Skóra Weda loses only the uncovered [W]'s point
    session = weda_fights_a_drowner(["taint"], ["mglista_skora"])
    will = session.state.heroes[0].attributes["W"].pos
    do(session, "roll", 0)
    do(session, "resolve", 0)
    do(session, "use_feat", 0, feat="mglista_skora")
    do(session, "assign_hits", 0)                   # Znamię Moroza is not used
    h = session.state.heroes[0]
    assert session.state.challenge is None and h.attributes["W"].pos == will - 1


def test_a_prepared_ofiarnik_cancels_one_nica_die_for_an_offering_once_per_challenge() -> None:
    # Goryw prepares Ofiarnik in the Reaction (1 Will) and fights Topielec in a Taint region: two Damage dice;
    # Ofiarnik cancels the first for an Offering and cannot cancel the second
    session = set_up(["goryw"], marks=["znamie_moroza"], faces=["damage", "damage"], enemy=["u1"],
                     position={"heroes": [{"region": "IST03", "offerings": 2}], "regions": {"IST03": {"taint": "taint"}}})
    do(session, "explore", 0, to="IST03")
    do(session, "react", 0, card="ofiarnik", instead="zwada")
    vigor = session.state.heroes[0].attributes["V"].pos
    do(session, "roll", 0)
    do(session, "resolve", 0)
    assert {a["nica"] for a in legal(session, "cancel_nica")} == {0, 1}
    do(session, "cancel_nica", 0, source="ofiarnik", nica=0)
    assert not legal(session, "cancel_nica")
    do(session, "assign_hits", 0)                   # Znamię Moroza is not used
    h = session.state.heroes[0]
    assert session.state.challenge is None and h.offerings == 1
    assert h.attributes["V"].pos == vigor - 2          # the [V] symbol and the second Damage die


def test_the_forecast_shown_before_resolution_is_what_resolution_then_does() -> None:
    """§8.4: the table shows how a rolled challenge would end as its dice stand (the view's `forecast`); whenever the
    hero then assigns the hits as they stand, the challenge ends exactly so (success or failure), in random games of
    one and two heroes."""
    from engine.bots import bot_for, game_bot_rng
    from engine.kernel import GameConfig, Seen, step_state
    from engine import games
    game = games.get("zerywia")
    bot = bot_for("zerywia", "random")
    met = 0
    for players, seed in ((1, 3), (2, 4), (1, 5), (2, 6), (1, 7), (2, 8)):
        state = game.new_state(GameConfig.quick("zerywia", players, seed=seed))
        rng = game_bot_rng(seed)
        while (decision := game.decision(state)) is not None:
            seat = decision.next_seat()
            action = decision.legal[0] if seat is None else bot.choose(game, Seen(game, state, seat), decision, seat, rng)
            assign = next((a for a in decision.legal if a.kind == "assign_hits"), None)
            if assign is not None and state.challenge is not None and len(state.challenge.party) == 1:
                forecast = game.view(state, seat)["challenge"]["forecast"]
                events = step_state(game, state, assign)
                over = next(e for e in events if e.kind == "challenge_over")
                assert over.data["success"] == forecast["success"]
                met += 1
                continue
            step_state(game, state, action)
    assert met >= 10

def test_spirit_walk_rerolls_up_to_two_dice_of_a_challenge_a_nica_die_among_them() -> None:
    # §18.2 Wędrówka Duchów: "reroll up to 2 dice (any, incl. Nica) simultaneously"; Weda's Zwada die rolls blank
    # and the Nica die Damage against Odarty Zwiadowca in Białe Turnie (IST03): both rerolled at once
    session = set_up(["weda"], marks=["znamie_moroza"], faces=["blank", "damage", "hit", "blank"], enemy=["o1"],
                     position={"heroes": [{"region": "IST03"}]})
    do(session, "explore", 0, to="IST03")
    do(session, "buy_die", 0, card="zwada")
    do(session, "roll", 0)
    picks = {(a["dice"], a.get("nica")) for a in legal(session, "feat_reroll") if a["feat"] == "wedrowka_duchow"}
    assert picks == {("0", None), ("", "0"), ("0", "0")}
    do(session, "feat_reroll", 0, feat="wedrowka_duchow", dice="0", nica="0")
    ch = session.state.challenge
    assert ch is not None and (ch.dice, ch.nica) == (["hit"], ["blank"])
    assert not next(f for f in session.state.heroes[0].feats if f.card == "wedrowka_duchow").ready


def test_memory_of_the_world_rerolls_any_number_of_dice_nica_dice_included_at_once() -> None:
    # §18.3.3 Pamięć Świata [Feat — DET: reroll any number of dice, Nica included, once]: Weda's Zwada die hits,
    # Strachulec's Will die is blank and the Nica die shows Damage against Odarty Zwiadowca in Białe Turnie (IST03);
    # she may pick any of the three, and rerolls the blank Will die and the Nica die together
    session = set_up(["weda"], marks=["znamie_moroza"], faces=["hit", "blank", "damage", "hit", "blank"],
                     enemy=["o1"], position={"heroes": [{"region": "IST03", "feats": ["pamiec_swiata"]}]})
    fight(session, "IST03", "zwada", "strachulec")
    picks = {(a["dice"], a.get("nica")) for a in legal(session, "feat_reroll") if a["feat"] == "pamiec_swiata"}
    assert picks == {("0", None), ("1", None), ("", "0"), ("0,1", None), ("0", "0"), ("1", "0"), ("0,1", "0")}
    do(session, "feat_reroll", 0, feat="pamiec_swiata", dice="1", nica="0")
    ch = session.state.challenge
    assert ch is not None and (ch.dice, ch.nica) == (["hit", "hit"], ["blank"])
    assert not next(f for f in session.state.heroes[0].feats if f.card == "pamiec_swiata").ready
    assert all(a["feat"] != "pamiec_swiata" for a in legal(session, "feat_reroll"))


def test_the_mark_of_jesza_rerolls_any_number_of_the_heros_own_dice_at_once() -> None:
    # §18.2 Znamię Jeszy [DET: reroll any number of your attribute dice once (simultaneously)]: against Odarty
    # Zwiadowca in Łęgi Zielone (LEG07) Swara's free Instinct die hits and Zwada's Vigor die is blank; she may reroll
    # either or both, and rerolls the blank one alone, keeping her hit
    session = set_up(["swara"], marks=["znamie_jeszy"], faces=["hit", "blank", "blank", "hit"], enemy=["o1"],
                     position={"heroes": [{"region": "LEG07"}]})
    fight(session, "LEG07", "zwada")
    picks = {a["dice"] for a in legal(session, "feat_reroll") if a["feat"] == "znamie_jeszy"}
    assert picks == {"0", "1", "0,1"} and not [a for a in legal(session, "use_feat") if a["feat"] == "znamie_jeszy"]
    do(session, "feat_reroll", 0, feat="znamie_jeszy", dice="1")
    ch = session.state.challenge
    assert ch is not None and ch.dice == ["hit", "hit"] and ch.nica == ["blank"]
    assert not next(f for f in session.state.heroes[0].feats if f.card == "znamie_jeszy").ready
