"""The shipped Roll Player content loads and satisfies every content invariant of spec §15.14."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.games.roll_player.content import ARROW_DELTAS, Content, content_hash, load_content
from engine.games.roll_player.state import ATTRS, CLASS_COLOURS, Attr, Colour


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def test_content_is_loaded_once() -> None:
    assert load_content() is load_content()


def test_content_hash_is_stable_and_hex(content: Content) -> None:
    assert content_hash() == content.hash
    assert len(content.hash) == 16 and int(content.hash, 16) >= 0


def test_bag_holds_73_dice_ten_per_colour_and_13_gold(content: Content) -> None:
    assert sum(content.dice.values()) == 73
    assert content.dice[Colour.GOLD] == 13
    assert all(content.dice[c] == 10 for c in CLASS_COLOURS)


def test_market_has_53_cards_by_type(content: Content) -> None:
    types = Counter(c.type for c in content.cards.values())
    assert len(content.cards) == 53
    assert types == {"trait": 15, "skill": 14, "weapon": 12, "armour": 12}


def test_market_has_27_one_dot_and_26_two_dot_cards(content: Content) -> None:
    assert Counter(c.dots for c in content.cards.values()) == {1: 27, 2: 26}


def test_market_ids_run_b01_to_b53(content: Content) -> None:
    assert list(content.cards) == [f"B{i:02d}" for i in range(1, 54)]


def test_armour_types_have_complete_sets_of_5_4_3(content: Content) -> None:
    per_type = Counter(c.armour for c in content.cards.values() if c.type == "armour")
    assert per_type == {"chain": 5, "leather": 4, "mystic": 3}
    assert {k: s.complete for k, s in content.armour_sets.items()} == {"chain": 5, "leather": 4, "mystic": 3}


def test_chain_armour_track_and_colours_match_the_rulebook(content: Content) -> None:
    chain = content.armour_sets["chain"]
    assert chain.stars(4) == 7
    assert Colour.WHITE in chain.colours and Colour.RED in chain.colours


def test_every_trait_and_skill_has_an_arrow_and_nothing_else_does(content: Content) -> None:
    for card in content.cards.values():
        assert (card.arrow in ARROW_DELTAS) == (card.type in ("trait", "skill")), card.id


def test_every_weapon_has_one_or_two_hands(content: Content) -> None:
    for card in content.cards.values():
        assert (card.hands in (1, 2)) == (card.type == "weapon"), card.id


def test_every_skill_has_a_timing_window_and_a_handler(content: Content) -> None:
    for card in content.cards.values():
        if card.type == "skill":
            assert card.timing and card.effect, card.id


def test_every_trait_scores_declaratively(content: Content) -> None:
    for card in content.cards.values():
        if card.type == "trait":
            assert card.scoring, card.id


def test_every_weapon_has_a_goal_bonus_or_an_effect(content: Content) -> None:
    for card in content.cards.values():
        if card.type == "weapon":
            assert bool(card.scoring) != bool(card.effect), card.id


def test_rulebook_named_cards_keep_their_names(content: Content) -> None:
    named = {
        "B01": "Bezmyślny", "B02": "Słabeusz", "B16": "Wspinaczka", "B17": "Zastraszenie",
        "B18": "Dyplomacja", "B19": "Skradanie", "B20": "Negocjacje", "B21": "Włamywanie",
        "B22": "Przeszukanie", "B23": "Kuglarstwo", "B30": "Zdobiony sztylet", "B31": "Długi miecz",
        "B32": "Ciężka kusza", "B33": "Okuty kij", "B34": "Wielka tarcza", "B47": "Skórzane rękawice",
    }
    assert {k: content.cards[k].name.pl for k in named} == named


def test_reckless_costs_six_as_in_the_market_example(content: Content) -> None:
    assert content.cards["B01"].cost == 6


def test_every_card_has_rules_text_in_english_and_polish(content: Content) -> None:
    for card in content.cards.values():
        assert card.text.en and card.text.pl and card.text.en != card.text.pl, card.id


def test_six_base_races_with_small_modifiers(content: Content) -> None:
    assert list(content.races) == [f"R{i:02d}" for i in range(1, 7)]
    assert content.races["R01"].modifiers == {}
    assert content.races["R04"].modifier(Attr.STR) == 2 and content.races["R04"].modifier(Attr.INT) == -1


def test_twelve_classes_on_six_cards_one_per_class_colour(content: Content) -> None:
    assert len(content.classes) == 12
    assert sorted(c.colour.value for c in content.class_cards.values()) == sorted(c.value for c in CLASS_COLOURS)
    for card in content.class_cards.values():
        assert {content.classes[k].colour for k in card.classes} == {card.colour}


def test_white_card_is_cleric_and_paladin(content: Content) -> None:
    (card,) = content.class_card_of(Colour.WHITE)
    assert [content.classes[k].name.pl for k in card.classes] == ["Kapłan", "Paladyn"]


def test_every_class_has_a_goal_for_every_attribute(content: Content) -> None:
    for cls in content.classes.values():
        assert set(cls.goals) == set(ATTRS)
        assert all(g.stars >= 1 for g in cls.goals.values())
        assert cls.ability_name.en and cls.ability_text.pl


def test_rulebook_class_abilities_keep_their_names(content: Content) -> None:
    names = {c.name.pl: c.ability_name.pl for c in content.classes.values()}
    assert names["Druid"] == "Świadomy" and names["Bard"] == "Czarujący" and names["Czarownik"] == "Skryty"


def test_thief_and_barbarian_numbers_are_class_params(content: Content) -> None:
    by_name = {c.name.en: c for c in content.classes.values()}
    assert by_name["Thief"].params == {"gold_die_income": 4}
    assert by_name["Barbarian"].params == {"weapon_hands": 4}


def test_seventeen_alignments_start_at_a_centre_worth_nothing(content: Content) -> None:
    assert list(content.alignments) == [f"A{i:02d}" for i in range(1, 18)]
    for a in content.alignments.values():
        assert a.stars((1, 1)) == 0 and len(a.grid) == 3 and all(len(r) == 3 for r in a.grid)


def test_sixteen_backstories_mark_one_slot_per_row_in_six_colours(content: Content) -> None:
    assert list(content.backstories) == [f"H{i:02d}" for i in range(1, 17)]
    for b in content.backstories.values():
        assert set(b.pattern) == set(ATTRS)
        assert {m.colour for m in b.pattern.values()} == set(CLASS_COLOURS)
        assert all(0 <= m.index <= 2 for m in b.pattern.values())


def test_backstory_star_table(content: Content) -> None:
    assert content.backstory_stars == (0, 0, 1, 1, 3, 3, 6)


@pytest.mark.parametrize("players, labels, gold", [
    (1, ["1", "2", "3"], ["2"]),
    (2, ["1", "2", "3"], ["2"]),
    (3, ["1", "2", "3", "4"], ["2", "3"]),
    (4, ["1", "2", "3", "4", "5"], ["2", "3", "4"]),
])
def test_initiative_layout_per_player_count(content: Content, players: int, labels: list[str], gold: list[str]) -> None:
    layout = content.layout(players)
    assert [c.label for c in layout.cards] == labels
    assert [c.label for c in layout.cards if c.gold_space] == gold
    assert [c.order for c in layout.cards] == list(range(1, len(labels) + 1))
    assert len(layout.cards) == content.setup[players].market_size


@pytest.mark.parametrize("players, gold, removed, dice", [
    (1, (5,), 7, 6), (2, (5, 5), 7, 6), (3, (5, 5, 6), 3, 7), (4, (5, 5, 6, 7), 0, 8),
])
def test_setup_table(content: Content, players: int, gold: tuple[int, ...], removed: int, dice: int) -> None:
    row = content.setup[players]
    assert (row.starting_gold, row.removed_per_stack, row.starting_dice) == (gold, removed, dice)


def test_solo_removes_diplomacy_and_sets_an_enemy_die_aside(content: Content) -> None:
    assert content.solo.removed_cards == ("B18",)
    assert content.cards["B18"].name.en == "Diplomacy"
    assert (content.solo.enemy_dice, content.solo.trash_start, content.solo.gold_per_star) == (1, 1, 8)


def test_income_numbers(content: Content) -> None:
    assert (content.gold_die_income, content.row_completion_gold, content.discard_gold) == (2, 1, 2)
    assert content.weapon_hands == 2


def test_everything_is_in_the_base_set(content: Content) -> None:
    for records in (content.races, content.classes, content.alignments, content.backstories, content.cards):
        assert content.of_set(records, ("base",)) == list(records)
        assert content.of_set(records, ("chich",)) == []


def test_every_effect_named_in_the_content_has_a_handler(content: Content) -> None:
    """Content refers to abilities by handler name; each must be registered by the engine."""
    from engine.games.roll_player import effects, game  # noqa: F401  (game imports every handler)

    assert content.effect_names() <= set(effects.EFFECTS)
