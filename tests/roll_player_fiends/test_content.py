"""The expansion's content files (spec §15) load into the records the rules read, and hold what
§15.14 says they hold; spot checks compare numbers with the spec's tables."""
from __future__ import annotations

from engine.games.roll_player.content import load_content
from engine.games.roll_player.fiends.content import FiendsContent, load_fiends
from engine.games.roll_player.state import ATTRS, CLASS_COLOURS, Attr, Colour

F = load_fiends()


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
