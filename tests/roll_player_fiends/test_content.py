"""The expansion's content files (spec §15) load into the records the rules read, and hold what
§15.14 says they hold; spot checks compare numbers with the spec's tables."""
from __future__ import annotations

from engine.games.roll_player.content import TRAIT_RULES, WEAPON_RULES, load_content
from engine.games.roll_player.fiends import content as v
from engine.games.roll_player.fiends.content import Condition, Count, FiendsContent, Reward, load_fiends
from engine.games.roll_player.state import ATTRS, CLASS_COLOURS, Attr, Colour

F = load_fiends()
SAME_IN_BOTH_LANGUAGES = {"Kobold", "Gnoll", "Troll", "Golem", "Hydra", "Kraken", "NPC"}


def test_the_expansion_loads_once_and_is_cached() -> None:
    assert load_fiends() is F
    assert isinstance(F, FiendsContent) and len(F.hash) == 16


def test_four_new_races_with_their_modifiers() -> None:
    assert list(F.races) == ["R07", "R08", "R09", "R10"]
    assert F.races["R10"].name.pl == "Minotaur"
    assert dict(F.races["R10"].modifiers) == {Attr.STR: 2, Attr.CON: 1, Attr.INT: -1, Attr.DEX: -1}
    assert F.races["R07"].modifier(Attr.INT) == 2 and F.races["R07"].modifier(Attr.WIS) == 0


def test_twelve_classes_on_six_cards_one_per_class_colour() -> None:
    assert len(F.classes) == 12 and len(F.class_cards) == 6
    assert {card.colour for card in F.class_cards.values()} == set(CLASS_COLOURS)
    for card in F.class_cards.values():
        assert all(F.classes[c].colour is card.colour for c in card.classes)


def test_with_the_base_cards_every_colour_has_two_class_cards() -> None:
    base = load_content()
    for colour in CLASS_COLOURS:
        cards = [c for c in (*base.class_cards.values(), *F.class_cards.values()) if c.colour is colour]
        assert len(cards) == 2


def test_beastmaster_is_green_with_overseer() -> None:
    beastmaster = F.classes["X1a"]
    assert beastmaster.colour is Colour.GREEN
    assert (beastmaster.name.en, beastmaster.name.pl) == ("Beastmaster", "Pan bestii")
    assert beastmaster.ability_name.pl == "Nadzorca" and beastmaster.effect == "overseer"
    assert beastmaster.goals[Attr.CON].label() == "13+" and beastmaster.goals[Attr.WIS].stars == 3


def test_class_ability_numbers_are_params() -> None:
    assert F.classes["X3a"].params == {"gold": 3}
    assert F.classes["X6a"].params == {"xp": 3}
    assert F.classes["X2a"].params == {"dice_per_set": 1, "max": 3}


def test_thirteen_alignments_with_a_zero_centre() -> None:
    assert list(F.alignments) == [f"A{n}" for n in range(18, 31)]
    assert all(a.grid[1][1] == 0 for a in F.alignments.values())
    assert F.alignments["A18"].grid == ((0, 1, 2), (1, 0, 1), (-3, -1, 0))
    assert F.alignments["A30"].name.pl == "Posępny"


def test_twelve_backstories_each_marking_every_row_and_every_colour_once() -> None:
    assert list(F.backstories) == [f"H{n}" for n in range(17, 29)]
    for card in F.backstories.values():
        assert set(card.pattern) == set(ATTRS)
        assert {mark.colour for mark in card.pattern.values()} == set(CLASS_COLOURS)
    miner = F.backstories["H28"].pattern
    assert (miner[Attr.CON].index, miner[Attr.CON].colour) == (2, Colour.GREEN)
    assert F.backstory_stars == load_content().backstory_stars


def test_fifteen_familiars_with_three_different_backstory_colours() -> None:
    assert list(F.familiars) == [f"F{n:02d}" for n in range(1, 16)]
    for familiar in F.familiars.values():
        assert len(set(familiar.backstory)) == 3 and set(familiar.backstory) <= set(CLASS_COLOURS)
    assert F.familiar_stars == (0, 0, 1, 3)


def test_owl_power_goal_is_ten_to_eleven_for_two_stars() -> None:
    owl = F.familiars["F01"]
    assert (owl.name.en, owl.name.pl) == ("Owl", "Sowa")
    assert owl.power.label() == "10-11" and owl.power.stars == 2
    assert owl.power.met(10) and owl.power.met(11) and not owl.power.met(12)
    assert owl.backstory == (Colour.GREEN, Colour.WHITE, Colour.BLACK)
    assert owl.effect == "intelligence_action"


def test_familiar_goals_follow_the_class_goal_format() -> None:
    assert F.familiars["F06"].power.kind == "exact" and F.familiars["F06"].power.low == 7
    assert F.familiars["F10"].power.label() == "16+" and F.familiars["F10"].power.stars == 4
    assert F.familiars["F15"].params == {"xp": 1, "gold": 1} and F.familiars["F15"].effect == "gain"


def test_no_expansion_id_reuses_a_base_id() -> None:
    base = load_content()
    assert not set(F.races) & set(base.races)
    assert not set(F.classes) & set(base.classes)
    assert not set(F.alignments) & set(base.alignments)
    assert not set(F.backstories) & set(base.backstories)


def test_every_record_belongs_to_the_expansion_set() -> None:
    for records in (F.races, F.classes, F.class_cards, F.alignments, F.backstories):
        assert {r.set for r in records.values()} == {"chich"}


def test_every_text_has_english_and_polish() -> None:
    texts = [r.name for r in (*F.races.values(), *F.alignments.values(), *F.backstories.values())]
    texts += [t for c in F.classes.values() for t in (c.name, c.ability_name, c.ability_text)]
    texts += [t for f in F.familiars.values() for t in (f.name, f.action)]
    assert all(t.en.strip() and t.pl.strip() for t in texts)


# --- §15.14 invariants of the rest of the box ----------------------------------------------------
def test_thirty_eight_market_cards_by_type() -> None:
    types = [c.type for c in F.cards.values()]
    assert len(types) == 38
    assert {t: types.count(t) for t in set(types)} == {"scroll": 8, "weapon": 8, "skill": 11, "trait": 11}


def test_twenty_three_one_dot_and_fifteen_two_dot_market_cards() -> None:
    dots = [c.dots for c in F.cards.values()]
    assert (dots.count(1), dots.count(2)) == (23, 15)


def test_traits_and_skills_have_an_arrow_weapons_and_scrolls_none() -> None:
    for card in F.cards.values():
        assert (card.arrow is not None) == (card.type in ("trait", "skill")), card.id


def test_every_weapon_has_one_or_two_hands() -> None:
    for card in F.cards.values():
        assert (card.hands in (1, 2)) if card.type == "weapon" else card.hands is None, card.id


def test_every_scroll_has_a_one_time_action() -> None:
    scrolls = [c for c in F.cards.values() if c.type == "scroll"]
    assert [c.id for c in scrolls] == [f"E0{n}" for n in range(1, 9)]
    assert all(c.effect and c.timing is None and not c.scoring for c in scrolls)


def test_with_the_base_box_the_market_holds_ninety_one_cards() -> None:
    base = load_content()
    assert len(base.cards) + len(F.cards) == 91
    assert not set(base.cards) & set(F.cards)
    assert {c.set for c in F.cards.values()} == {"chich"}


def test_the_base_game_loads_without_expansion_records() -> None:
    base = load_content()
    for records in (base.races, base.classes, base.alignments, base.backstories, base.cards):
        assert {r.set for r in records.values()} == {"base"}
    assert (len(base.races) + len(F.races), len(base.alignments) + len(F.alignments),
            len(base.backstories) + len(F.backstories), len(base.classes) + len(F.classes)) == (10, 30, 28, 24)


def test_thirty_imps_each_with_a_restriction_handler() -> None:
    assert list(F.imps) == [f"I{n:02d}" for n in range(1, 31)]
    assert (F.imps["I01"].name.pl, F.imps["I01"].effect) == ("Chochlik zmowy", "no_banish_others")
    assert F.imps["I02"].name.pl == "Chochlik bezbronności" and F.imps["I02"].params == {"factor": 2}
    assert F.imps["I03"].name.pl == "Chochlik niedoli" and F.imps["I03"].params == {"value": 1}
    assert F.imps["I30"].params == {"xp": 4, "gold": 6}


def test_twenty_three_minions_twelve_one_dot_and_eleven_two_dot() -> None:
    assert list(F.minions) == [f"M{n:02d}" for n in range(1, 24)]
    assert [m.dots for m in F.minions.values()] == [1] * 12 + [2] * 11
    assert all(m.template == ("A" if m.dots == 1 else "B") for m in F.minions.values())


def test_six_monsters_one_per_class_colour() -> None:
    assert list(F.monsters) == [f"MO{n}" for n in range(1, 7)]
    assert {m.colour for m in F.monsters.values()} == set(CLASS_COLOURS)


def test_fifty_four_adventures_three_of_each_type_per_monster() -> None:
    assert len(F.adventures) == 54
    for monster in F.monsters:
        for kind in ("lair", "trap", "attack"):
            assert len(F.adventures_of(monster, kind)) == 3


# --- spot checks against the spec's tables --------------------------------------------------------
def test_viy_is_black_strength_fourteen_with_champion_three() -> None:
    viy = F.monsters["MO1"]
    assert (viy.name.en, viy.name.pl, viy.colour) == ("Viy", "Wij", Colour.BLACK)
    assert (viy.two_plus.strength, viy.two_plus.champion) == (14, 3)
    assert [(lv.low, lv.high, lv.stars()) for lv in viy.two_plus.levels] == [
        (14, 17, 1), (18, 21, 2), (22, 25, 4), (26, 29, 6), (30, None, 8)]
    assert (viy.ability_name.pl, viy.timing, viy.effect, viy.params) == (
        "Żarłoczny", "before_battle", "voracious", {"damage_per_imp": 2})


def test_viy_stars_by_result_and_the_solo_version() -> None:
    viy = F.monsters["MO1"]
    assert [viy.two_plus.stars_for(r) for r in (13, 14, 17, 18, 29, 30, 45)] == [0, 1, 1, 2, 6, 8, 8]
    assert viy.version(1) is viy.one_p and viy.version(3) is viy.two_plus
    assert (viy.one_p.strength, viy.one_p.champion, viy.one_p.stars_for(17), viy.one_p.stars_for(29)) == (17, 0, 2, 8)


def test_every_solo_monster_has_no_champion_bonus_and_starts_at_its_strength() -> None:
    for monster in F.monsters.values():
        assert monster.one_p.champion == 0 and monster.two_plus.champion in (3, 4)
        for version in (monster.one_p, monster.two_plus):
            assert version.levels[0].low == version.strength and version.levels[-1].high is None
    assert (F.monsters["MO2"].two_plus.strength, F.monsters["MO2"].two_plus.champion, F.monsters["MO2"].one_p.strength) == (15, 4, 18)


def test_vile_dryad_gives_one_die_per_split_die_without_a_cap() -> None:
    dryad = F.minions["M01"]
    assert (dryad.name.en, dryad.name.pl) == ("Vile Dryad", "Podła Driada")
    assert dryad.weakness.count.kind == "split_dice" and dryad.weakness.max is None
    assert [dryad.weakness.dice_for(n) for n in (0, 1, 5)] == [0, 1, 5]
    assert "kość Podziału" in dryad.weakness.text.pl


def test_template_a_rewards_and_the_rulebooks_fourteen_plus() -> None:
    dryad = F.minions["M01"]
    assert [(lv.low, lv.high, lv.trophy) for lv in dryad.levels] == [
        (1, 5, False), (6, 9, False), (10, 13, True), (14, None, True)]
    top = dryad.level_for(20)
    assert top is not None and [(r.kind, r.amount) for r in top.rewards] == [("xp", 3), ("glory", 1), ("gold", 2)]
    assert [(r.kind, r.amount) for r in dryad.levels[0].rewards] == [("damage", 1)]
    assert dryad.level_for(0) is None


def test_template_b_top_level_offers_any_attribute_action() -> None:
    wraith = F.minions["M13"]
    assert [(lv.low, lv.high) for lv in wraith.levels] == [(1, 7), (8, 11), (12, 15), (16, None)]
    top = wraith.levels[-1]
    assert [(r.kind, r.amount, r.attr) for r in top.rewards] == [
        ("xp", 3, None), ("glory", 2, None), ("attribute_action", 1, None)]


def test_harpy_and_ooze_add_an_attribute_action_at_ten_to_thirteen() -> None:
    assert F.minions["M05"].levels[2].rewards[-1] == Reward("attribute_action", 1, Attr.WIS)
    assert F.minions["M10"].levels[2].rewards[-1] == Reward("attribute_action", 1, Attr.CON)
    assert len(F.minions["M01"].levels[2].rewards) == 2


def test_colour_and_threshold_weaknesses() -> None:
    bat, troll, knight = F.minions["M08"].weakness, F.minions["M15"].weakness, F.minions["M23"].weakness
    assert (bat.count.kind, bat.count.colour, bat.per, bat.max) == ("dice_of_colour", Colour.WHITE, 1, 3)
    assert [bat.dice_for(n) for n in (2, 3, 7)] == [2, 3, 3]
    assert (troll.count.attr, troll.at_least, troll.dice) == (Attr.STR, 14, 2)
    assert [troll.dice_for(n) for n in (13, 14, 20)] == [0, 2, 2]
    assert (knight.count.kind, knight.max) == ("class_colour_dice", 4)
    assert F.minions["M07"].weakness.count == Count("gold", every=5)


def test_eternal_darkness_is_viys_lair() -> None:
    card = F.adventures["AD01"]
    assert (card.monster, card.type, card.name.en, card.name.pl) == ("MO1", "lair", "Eternal Darkness", "Wieczna ciemność")
    assert card.condition == Condition(Count("class_colour_dice"), at_least=4)
    assert card.reward == Reward("combat_dice", 2) and card.solo is None
    assert card.condition.holds(4) and not card.condition.holds(3)


def test_highest_cards_carry_the_solo_requirement_that_replaces_them() -> None:
    mill = F.adventures["AD02"]
    assert mill.condition == Condition(Count("attr", attr=Attr.CON), highest=True)
    assert mill.solo == Condition(Count("attr", attr=Attr.CON), at_least=14)
    assert all(a.solo is not None for a in F.adventures.values() if a.condition.highest)
    hoard = F.adventures["AD11"]
    assert (hoard.name.en, hoard.condition.count.kind, hoard.solo) == ("Hoard", "gold", Condition(Count("gold"), at_least=8))


def test_adventure_conditions_of_other_kinds() -> None:
    wine = F.adventures["AD05"]
    assert wine.condition == Condition(Count("active_imps"), at_most=0) and wine.condition.holds(0)
    assert F.adventures["AD09"].condition == Condition(Count("armour_cards", armour="chain"), at_least=1)
    assert F.adventures["AD06"].reward == Reward("xp", 3)
    assert F.adventures["AD54"].condition == Condition(Count("cards", card_type="trait"), highest=True)
    assert F.adventures["AD54"].solo == Condition(Count("cards", card_type="trait"), at_least=3)


def test_the_call_to_adventure_switches_two_dice_to_one() -> None:
    cta = F.call_to_adventure
    assert (cta.id, cta.name.pl) == ("CTA", "Zew przygody")
    assert cta.id not in F.cards and "1 die per Initiative card" in cta.text.en


def test_clarified_cards_keep_the_rulebooks_numbers() -> None:
    assert (F.cards["E02"].name.pl, F.cards["E02"].cost, F.cards["E02"].effect) == ("Odnowienie", 3, "refresh_skills")
    backpack = F.cards["E09"]
    assert (backpack.name.pl, backpack.type, backpack.hands, backpack.params) == ("Plecak", "weapon", 1, {"dice": 4})
    assert "up to 4 dice" in backpack.text.en and "empty slots" in backpack.text.en
    assert F.cards["E17"].timing == "before_end_of_creation" and F.cards["E17"].arrow == "RIGHT"
    assert F.cards["E28"].effect == "trickster" and F.cards["E28"].scoring[0].kind == "stored_xp"
    assert F.cards["E29"].scoring[0].kind == "monster_reward_stars" and F.cards["E29"].scoring[0].every == 2


def test_expansion_weapons_score_and_fight_through_data_and_handlers() -> None:
    hammer = F.cards["E12"]
    assert [(r.kind, r.attr, r.amount) for r in hammer.scoring] == [("goal_flat", Attr.STR, 1)]
    assert (hammer.effect, hammer.params) == ("battle_dice", {"dice": 2})
    assert [r.kind for r in F.cards["E14"].scoring] == ["goal_per_split_die", "power_per_split_die"]
    assert F.cards["E35"].scoring[0].card_type == "scroll" and F.cards["E35"].scoring[0].max == 4


def test_the_price_list() -> None:
    p = F.prices
    assert (p.reroll_xp, p.discard_damage_xp, p.mercenary_xp, p.attribute_action_xp) == (1, 2, 3, 5)
    assert (p.mercenary_gold, p.minion_cycle_gold, p.banish_gold, p.banish_charisma) == (5, 3, 5, 1)
    assert p.mercenary_charisma_discount == 1 and p.trophy_xp == 1


def test_the_reserve_printed_in_the_box_and_the_adventure_order() -> None:
    assert F.reserve == {"combat_dice": 25, "split_dice": 15, "adventure_tokens": 12, "glory_tokens": 20,
                         "damage_tokens": 20, "charisma_tokens": 6, "gold": 40, "xp_cubes": 40}
    assert F.adventure_order == ("lair", "trap", "attack")
    assert (F.combat_die_faces, F.familiar_row_completion) == (6, 1)


def test_solo_with_the_expansion() -> None:
    solo = F.solo
    assert solo.bonus_stars == 5 and solo.enemy_dice_by_card == {"1": 0, "2": 1, "TOP": 2}
    assert [(f.action, f.position) for f in solo.enemy_faces.values()] == [
        ("trash", 1), ("trash", 2), ("trash", 3), ("trash", -1), ("cycle_minion", None), ("cycle_minion", None)]
    assert [solo.rank(s).id for s in (47, 46, 43, 38, 34, 29, 25, 24, 0)] == [
        "monster_slayer", "true_hero", "true_hero", "champion", "clan_leader", "traveller", "mercenary", "npc", "npc"]


def test_every_handler_name_is_snake_case() -> None:
    names = F.effect_names()
    assert {"voracious", "backpack", "purity", "no_banish_others", "overseer", "gain"} <= names
    assert all(n.replace("_", "").isalnum() and n == n.lower() for n in names)


def test_every_expansion_text_has_english_and_polish() -> None:
    texts = [t for c in F.cards.values() for t in (c.name, c.text)]
    texts += [t for i in F.imps.values() for t in (i.name, i.text)]
    texts += [t for m in F.minions.values() for t in (m.name, m.weakness.text)]
    texts += [t for m in F.monsters.values() for t in (m.name, m.ability_name, m.ability_text)]
    texts += [t for a in F.adventures.values() for t in (a.name, a.text)]
    texts += [F.call_to_adventure.name, F.call_to_adventure.text, *(r.name for r in F.solo.ranks)]
    assert all(t.en.strip() and t.pl.strip() for t in texts)
    assert {t.en for t in texts if t.en == t.pl} <= SAME_IN_BOTH_LANGUAGES


def test_texts_printed_in_the_rulebook_are_quoted_as_printed() -> None:
    assert F.monsters["MO1"].ability_text.pl == "Przed walką z Potworem otrzymujesz 2 żetony Obrażeń za każdą kartę aktywnego Chochlika."
    assert F.minions["M01"].weakness.text.pl == "+1 kość Walki za każdą kość Podziału na swojej Karcie Postaci."
    assert F.adventures["AD01"].text.pl == ("Każdy gracz, posiadający 4 lub więcej kości w kolorze swojej Klasy na Karcie Postaci, "
                                            "otrzymuje 2 kości Walki.")
    assert F.cards["E02"].text.pl == "Natychmiast odśwież wszystkie swoje karty Umiejętności."
    assert F.imps["I01"].text.pl == "Nie możesz wypędzić swoich innych Chochlików."
    assert F.call_to_adventure.text.pl.startswith("PO WYLOSOWANIU: Odrzuć tę kartę z Rynku i wymień ją na inną kartę Rynku.")


def test_every_name_of_the_vocabularies_is_used_by_some_card() -> None:
    """So the engine implements no handler or kind that nothing asks for."""
    assert set(v.FAMILIAR_EFFECTS) == {f.effect for f in F.familiars.values()}
    assert set(v.IMP_EFFECTS) == {i.effect for i in F.imps.values()}
    assert set(v.CARD_EFFECTS) == {c.effect for c in F.cards.values() if c.effect}
    assert set(v.CLASS_EFFECTS) == {c.effect for c in F.classes.values()}
    assert set(v.MONSTER_EFFECTS) == {m.effect for m in F.monsters.values()}
    assert set(v.MONSTER_TIMINGS) == {m.timing for m in F.monsters.values()}
    conditions = [a.condition for a in F.adventures.values()] + [a.solo for a in F.adventures.values() if a.solo]
    counted = {c.count.kind for c in conditions} | {m.weakness.count.kind for m in F.minions.values()}
    assert set(v.COUNT_KINDS) == counted
    levels = [lv for m in F.minions.values() for lv in m.levels]
    levels += [lv for m in F.monsters.values() for lv in (*m.two_plus.levels, *m.one_p.levels)]
    rewards = {r.kind for lv in levels for r in lv.rewards} | {a.reward.kind for a in F.adventures.values()}
    assert set(v.REWARD_KINDS) == rewards
    rules = {r.kind for c in F.cards.values() for r in c.scoring}
    assert (set(v.FIENDS_TRAIT_RULES) - set(TRAIT_RULES)) | (set(v.FIENDS_WEAPON_RULES) - set(WEAPON_RULES)) <= rules


def test_armour_counts_name_the_base_armour_types() -> None:
    assert set(v.ARMOUR_SETS) == set(load_content().armour_sets)
