"""Final scoring, one rule per test (spec §8, §11.3), with the rulebook's worked examples."""
from __future__ import annotations

from itertools import count

import pytest

from engine.games.roll_player.content import Content, load_content
from engine.games.roll_player.scoring import (
    alignment_stars, armour_scores, backstory_matches, backstory_stars, check_value,
    class_colour_dice, final_scores, goal_scores, goal_value, rank, score_player, solo_gold_stars,
    solo_rank, trait_scores, winners,
)
from engine.games.roll_player.state import ATTRS, Attr, Colour, Die, DieKind, GameState, PlayerState

_ids = count(1)
HUMAN, ELF, DWARF, ORC = "R01", "R02", "R03", "R04"
CLERIC, PALADIN, BARBARIAN, THIEF, WIZARD, BARD = "C1a", "C1b", "C2a", "C4a", "C5a", "C6a"


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def die(code: str) -> Die | None:
    """`U5` = a blue 5, `Y6` = a gold 6, `GU3` = a green/blue split die showing 3, `.` = empty."""
    if code == ".":
        return None
    colours = frozenset(Colour(c) for c in code[:-1])
    kind = DieKind.SPLIT if len(colours) == 2 else DieKind.ATTRIBUTE
    return Die(next(_ids), colours, int(code[-1]), kind)


def player(rows: dict[str, str] | None = None, *, seat: int = 0, race: str = HUMAN, cls: str = CLERIC,
           alignment: str = "A01", pos: tuple[int, int] = (1, 1), backstory: str = "H01", gold: int = 0,
           weapons: tuple[str, ...] = (), armour: tuple[str, ...] = (), traits: tuple[str, ...] = (),
           skills: tuple[str, ...] = ()) -> PlayerState:
    """A player whose rows are given as dice codes, e.g. {"STR": "U5 Y6 Y5"}; other rows empty."""
    p = PlayerState(seat, race=race, class_id=cls, alignment_card=alignment, alignment_pos=pos,
                    backstory=backstory, gold=gold)
    for attr, codes in (rows or {}).items():
        p.sheet[Attr[attr]] = [die(c) for c in codes.split()]
    p.weapons, p.armour, p.traits = list(weapons), list(armour), list(traits)
    p.skills = {s: False for s in skills}
    return p


def game(*players: PlayerState, solo: bool = False) -> GameState:
    return GameState(rng=0, players=list(players), solo=solo)


def row_summing_to(total: int, colour: str = "U") -> str:
    """Three dice of one colour summing to `total` (3..18)."""
    values = [total // 3 + (1 if i < total % 3 else 0) for i in range(3)]
    return " ".join(f"{colour}{v}" for v in values)


def goal_stars(p: PlayerState, content: Content, attr: Attr) -> int:
    return next(g.stars for g in goal_scores(p, content) if g.attr is attr)


# --- 8.1 attribute goals ----------------------------------------------------------------------
def test_single_number_goal_needs_exactly_that_value(content: Content) -> None:
    """Rulebook: a goal of 17 needs exactly 17, no more, no less (here the Paladin's INT goal 10)."""
    stars = {v: goal_stars(player({"INT": row_summing_to(v)}, cls=PALADIN), content, Attr.INT) for v in (9, 10, 11)}
    assert stars == {9: 0, 10: 2, 11: 0}


def test_range_goal_is_inclusive(content: Content) -> None:
    """Rulebook: 16-17 means 16 or 17 (Paladin STR 16-17, 3 stars)."""
    stars = {v: goal_stars(player({"STR": row_summing_to(v)}, cls=PALADIN), content, Attr.STR) for v in (15, 16, 17, 18)}
    assert stars == {15: 0, 16: 3, 17: 3, 18: 0}


def test_plus_goal_is_at_least(content: Content) -> None:
    """Rulebook: 14+ means 14 or more (Paladin CON 14+, 2 stars)."""
    stars = {v: goal_stars(player({"CON": row_summing_to(v)}, cls=PALADIN), content, Attr.CON) for v in (13, 14, 18)}
    assert stars == {13: 0, 14: 2, 18: 2}


def test_goal_met_scores_its_printed_stars_and_no_partial_credit(content: Content) -> None:
    p = player({a.name: row_summing_to(v) for a, v in zip(ATTRS, (10, 9, 13, 11, 17, 14))}, cls=CLERIC)
    assert [g.stars for g in goal_scores(p, content)] == [2, 2, 2, 2, 3, 2]
    p.sheet[Attr.WIS] = [die("U5"), die("U5"), die("U6")]
    assert [g.stars for g in goal_scores(p, content)] == [2, 2, 2, 2, 0, 2]


def test_racial_modifier_counts_for_goals(content: Content) -> None:
    """An Orc's +2 STR turns dice worth 14 into 16: the Paladin's 16-17."""
    p = player({"STR": row_summing_to(14)}, race=ORC, cls=PALADIN)
    assert goal_value(p, Attr.STR, content) == 16
    assert goal_stars(p, content, Attr.STR) == 3


def test_racial_penalty_counts_for_goals(content: Content) -> None:
    p = player({"INT": row_summing_to(11)}, race=ORC, cls=PALADIN)
    assert goal_value(p, Attr.INT, content) == 10 and goal_stars(p, content, Attr.INT) == 2


def test_ornate_dagger_example_strength_is_18(content: Content) -> None:
    """Rulebook B:591: Ornate Dagger with STR blue 5, gold 6, gold 5 -> 5 + 6(+1) + 5(+1) = 18."""
    p = player({"STR": "U5 Y6 Y5"}, cls=BARBARIAN, weapons=("B30",))
    assert goal_value(p, Attr.STR, content) == 18
    assert goal_stars(p, content, Attr.STR) == 3   # Barbarian STR 17-18


def test_ornate_dagger_counts_gold_dice_in_every_row(content: Content) -> None:
    """PD-G23: every gold die counts +1 for goals, whatever its row."""
    p = player({"WIS": "Y6 Y6 W4", "CHA": "Y1 G1 G1"}, weapons=("B30",))
    assert goal_value(p, Attr.WIS, content) == 18 and goal_value(p, Attr.CHA, content) == 4


def test_weapon_effects_do_not_count_for_traits(content: Content) -> None:
    """Rulebook: weapons don't count for trait requirements such as Bezmyślny or Słabeusz."""
    p = player({"STR": "U3 U3 Y3", "INT": "U3 U3 U3"}, weapons=("B30", "B33"), traits=("B01", "B02"))
    assert goal_value(p, Attr.STR, content) == 10 and check_value(p, Attr.STR, content) == 9
    assert goal_value(p, Attr.INT, content) == 10 and check_value(p, Attr.INT, content) == 9
    assert [t.stars for t in trait_scores(p, content)] == [4, 3]


def test_racial_modifier_counts_for_traits(content: Content) -> None:
    """PD-G10: check_value includes the racial modifier (Orc STR +2 spoils the Weakling)."""
    p = player({"STR": "U3 U3 U3"}, race=ORC, traits=("B02",))
    assert check_value(p, Attr.STR, content) == 11
    assert trait_scores(p, content)[0].stars == 0


def test_long_sword_adds_one_per_strength_die(content: Content) -> None:
    p = player({"STR": "U6 U6 U5", "DEX": "U1 U1 U1"}, cls=BARBARIAN, weapons=("B31",))
    assert goal_value(p, Attr.STR, content) == 20 and goal_value(p, Attr.DEX, content) == 3


def test_flat_weapon_bonuses_add_to_their_attributes(content: Content) -> None:
    p = player({"STR": "U5 U5 U5", "DEX": "U5 U5 U5", "CHA": "U5 U5 U5"}, weapons=("B35", "B36"))
    assert [goal_value(p, a, content) for a in (Attr.STR, Attr.DEX, Attr.CHA)] == [17, 16, 16]


def test_empty_slots_count_zero(content: Content) -> None:
    p = player({"STR": "U6 . ."}, race=ORC)
    assert check_value(p, Attr.STR, content) == 8


# --- 8.2 class-colour dice --------------------------------------------------------------------
def test_each_die_of_the_class_colour_scores_one_star(content: Content) -> None:
    p = player({"STR": "W1 W2 U3", "DEX": "W6 Y6 K6"}, cls=CLERIC)
    sheet = score_player(p, game(p), content)
    assert class_colour_dice(p, content) == 3 and sheet.categories()["class_dice"] == 3


def test_split_die_with_the_class_colour_counts(content: Content) -> None:
    p = player({"STR": "WG2 UR3 W1"}, cls=CLERIC)
    assert class_colour_dice(p, content) == 2


# --- 8.3 alignment ----------------------------------------------------------------------------
def test_alignment_scores_the_stars_under_the_marker(content: Content) -> None:
    assert alignment_stars(player(alignment="A01", pos=(0, 0)), content) == 3
    assert alignment_stars(player(alignment="A01", pos=(1, 1)), content) == 0


def test_alignment_stars_can_be_negative(content: Content) -> None:
    assert alignment_stars(player(alignment="A01", pos=(2, 1)), content) == -2


def test_paladin_righteous_counts_negative_alignment_as_zero(content: Content) -> None:
    assert alignment_stars(player(cls=PALADIN, alignment="A01", pos=(2, 1)), content) == 0
    assert alignment_stars(player(cls=PALADIN, alignment="A01", pos=(0, 0)), content) == 3


# --- 8.4 backstory ----------------------------------------------------------------------------
def test_backstory_match_needs_same_row_slot_and_colour(content: Content) -> None:
    """H01 Survivor marks STR slot 2 purple and DEX slot 1 green."""
    assert backstory_matches(player({"STR": "U1 P1 U1", "DEX": "G1 U1 U1"}), content) == 2
    assert backstory_matches(player({"STR": "P1 U1 U1", "DEX": "U1 G1 U1"}), content) == 0


def test_backstory_split_die_matches_either_colour(content: Content) -> None:
    assert backstory_matches(player({"STR": "U1 PK1 U1"}), content) == 1


def test_backstory_four_matches_score_three_stars(content: Content) -> None:
    """Rulebook B:126-129: 4 matched dice -> 3 stars."""
    p = player({"STR": "U1 P1 U1", "DEX": "G1 U1 U1", "CON": "W1 U1 U1", "INT": "R1 U1 U1"})
    sheet = score_player(p, game(p), content)
    assert (sheet.backstory_matches, sheet.backstory) == (4, 3)


@pytest.mark.parametrize("matches, stars", [(0, 0), (1, 0), (2, 1), (3, 1), (4, 3), (5, 3), (6, 6)])
def test_backstory_star_table(content: Content, matches: int, stars: int) -> None:
    assert backstory_stars(matches, content) == stars


# --- 8.5 armour -------------------------------------------------------------------------------
def test_cleric_with_four_chain_pieces_scores_eight(content: Content) -> None:
    """Rulebook B:541-547: a Cleric (white) with 4 chain cards: 7 stars + 1 class-colour bonus."""
    p = player(cls=CLERIC, armour=("B42", "B43", "B44", "B45"))
    (chain,) = armour_scores(p, content)
    assert (chain.track_stars, chain.colour_bonus, chain.stars) == (7, 1, 8)


def test_armour_colour_bonus_is_per_set_not_per_card(content: Content) -> None:
    p = player(cls=THIEF, armour=("B47", "B48", "B49", "B51"))
    scores = {a.set_id: (a.track_stars, a.colour_bonus) for a in armour_scores(p, content)}
    assert scores == {"leather": (5, 1), "mystic": (2, 0)}


def test_armour_without_the_class_colour_has_no_bonus(content: Content) -> None:
    (chain,) = armour_scores(player(cls=WIZARD, armour=("B42",)), content)
    assert chain.stars == 1


def test_armour_counts_above_the_track_score_its_maximum(content: Content) -> None:
    """PD-G19: a set larger than its track scores the track's last value."""
    assert content.armour_sets["mystic"].stars(4) == content.armour_sets["mystic"].stars(3) == 7


def test_great_shield_adds_a_card_to_an_incomplete_set(content: Content) -> None:
    """PD-G24: the Great Shield counts as one more card in a set you have that is not complete."""
    p = player(cls=WIZARD, weapons=("B34",), armour=("B42", "B43"))
    (chain,) = armour_scores(p, content)
    assert (chain.cards, chain.extra, chain.stars) == (2, 1, 4)


def test_great_shield_without_armour_gives_nothing(content: Content) -> None:
    """Rulebook B:613-614: no armour at all -> no extra stars."""
    assert armour_scores(player(weapons=("B34",)), content) == ()


def test_great_shield_with_only_complete_sets_gives_nothing(content: Content) -> None:
    """Rulebook B:613-614: complete sets (5 chain, 4 leather, 3 mystic) get no extra stars."""
    p = player(cls=WIZARD, weapons=("B34",), armour=("B51", "B52", "B53"))
    (mystic,) = armour_scores(p, content)
    assert (mystic.extra, mystic.track_stars) == (0, 7)


def test_great_shield_goes_to_the_set_where_it_gains_most(content: Content) -> None:
    """Chain 3->4 gains 3 stars, leather 1->2 gains 2: the shield joins the chain set."""
    p = player(cls=WIZARD, weapons=("B34",), armour=("B42", "B43", "B44", "B47"))
    extra = {a.set_id: a.extra for a in armour_scores(p, content)}
    assert extra == {"chain": 1, "leather": 0}


# --- 8.6 traits -------------------------------------------------------------------------------
def test_trait_threshold_at_least(content: Content) -> None:
    strong = {v: trait_scores(player({"STR": row_summing_to(v)}, traits=("B03",)), content)[0].stars for v in (15, 16)}
    assert strong == {15: 0, 16: 3}


def test_trait_threshold_at_most(content: Content) -> None:
    reckless = {v: trait_scores(player({"INT": row_summing_to(v)}, traits=("B01",)), content)[0].stars for v in (9, 10)}
    assert reckless == {9: 4, 10: 0}


def test_armed_scores_one_star_per_weapon(content: Content) -> None:
    p = player(cls=BARBARIAN, weapons=("B38", "B39", "B30"), traits=("B09",))
    assert trait_scores(p, content)[0].stars == 3


def test_armoured_scores_per_armour_type(content: Content) -> None:
    p = player(armour=("B42", "B43", "B47"), traits=("B10",))
    assert trait_scores(p, content)[0].stars == 2


def test_balanced_needs_every_attribute_at_least_nine(content: Content) -> None:
    rows = {a.name: row_summing_to(9) for a in ATTRS}
    assert trait_scores(player(rows, traits=("B11",)), content)[0].stars == 3
    rows["CHA"] = row_summing_to(8)
    assert trait_scores(player(rows, traits=("B11",)), content)[0].stars == 0


def test_collector_scores_one_star_per_skill(content: Content) -> None:
    assert trait_scores(player(skills=("B24", "B25"), traits=("B12",)), content)[0].stars == 2


def test_wealthy_scores_per_five_gold_up_to_three(content: Content) -> None:
    stars = {g: trait_scores(player(gold=g, traits=("B13",)), content)[0].stars for g in (4, 5, 14, 15, 40)}
    assert stars == {4: 0, 5: 1, 14: 2, 15: 3, 40: 3}


def test_colourful_needs_all_seven_colours_gold_included(content: Content) -> None:
    rows = {"STR": "G1 U1 R1", "DEX": "P1 K1 W1"}
    assert trait_scores(player(rows, traits=("B14",)), content)[0].stars == 0
    rows["CON"] = "Y1"
    assert trait_scores(player(rows, traits=("B14",)), content)[0].stars == 3


def test_chosen_one_needs_six_class_colour_dice(content: Content) -> None:
    five = {"STR": "W1 W1 W1", "DEX": "W1 W1 U1"}
    assert trait_scores(player(five, cls=CLERIC, traits=("B15",)), content)[0].stars == 0
    five["CON"] = "W2"
    assert trait_scores(player(five, cls=CLERIC, traits=("B15",)), content)[0].stars == 3


# --- totals, winner, tie-breakers (8.7) -------------------------------------------------------
FULL_CLERIC = {"STR": "W4 U3 U3", "DEX": "G3 P3 U3", "CON": "W5 R4 U4",
               "INT": "R4 U4 U4", "WIS": "U6 W6 Y5", "CHA": "K5 W5 U4"}


def test_total_adds_every_category(content: Content) -> None:
    """A worked sheet: Human Cleric, Honourable at top-left, Survivor backstory, 2 chain, Wise."""
    p = player(FULL_CLERIC, cls=CLERIC, alignment="A01", pos=(0, 0), backstory="H01", gold=9,
               armour=("B42", "B43"), traits=("B07",))
    sheet = score_player(p, game(p), content)
    assert [g.value for g in sheet.goals] == [10, 9, 13, 12, 17, 14]
    assert sheet.categories() == {
        "goals": 13,        # every Cleric goal met: 2+2+2+2+3+2
        "class_dice": 4,    # white dice: STR W4, CON W5, WIS W6, CHA W5
        "alignment": 3,
        "backstory": 3,     # 4 matches: DEX1 green, CON1 white, INT1 red, WIS1 blue
        "armour": 3,        # 2 chain cards (2) + white bonus (1)
        "traits": 3,        # Wise: WIS 17 >= 16
        "gold": 0,          # only solo turns gold into stars
    }
    assert sheet.backstory_matches == 4
    assert sheet.total == 29 and final_scores(game(p), content) == [29]


def test_most_stars_wins(content: Content) -> None:
    a = player(seat=0, alignment="A01", pos=(0, 0))
    b = player(seat=1, alignment="A01", pos=(0, 1))
    assert [s.seat for s in rank(game(a, b), content)] == [0, 1]
    assert winners(game(a, b), content) == [0]


def test_tie_broken_by_most_gold(content: Content) -> None:
    a = player(seat=0, gold=3)
    b = player(seat=1, gold=7)
    standings = rank(game(a, b), content)
    assert [(s.seat, s.place) for s in standings] == [(1, 1), (0, 2)]


def test_tie_then_broken_by_fewest_class_colour_dice(content: Content) -> None:
    """Same stars and gold: the player with fewer class-colour dice wins."""
    a = player({"STR": "W1 W1"}, seat=0, gold=4, alignment="A01", pos=(1, 0))   # 2 dice + 1 alignment
    b = player({"STR": "W1 W1 W1"}, seat=1, gold=4)                              # 3 dice
    standings = rank(game(a, b), content)
    assert [s.total for s in standings] == [3, 3]
    assert [(s.seat, s.place) for s in standings] == [(0, 1), (1, 2)]


def test_full_tie_is_a_shared_victory(content: Content) -> None:
    a, b, c = player(seat=0, gold=2), player(seat=1, gold=2), player(seat=2, gold=1)
    standings = rank(game(a, b, c), content)
    assert [(s.seat, s.place) for s in standings] == [(0, 1), (1, 1), (2, 3)]
    assert winners(game(a, b, c), content) == [0, 1]


# --- solo (11.3) ------------------------------------------------------------------------------
def test_solo_scores_one_star_per_eight_gold(content: Content) -> None:
    assert [solo_gold_stars(g, content) for g in (7, 8, 15, 16, 23)] == [0, 1, 1, 2, 2]
    p = player(gold=17)
    assert score_player(p, game(p, solo=True), content).categories()["gold"] == 2


def test_gold_gives_no_stars_in_a_multiplayer_game(content: Content) -> None:
    a, b = player(seat=0, gold=17), player(seat=1)
    assert score_player(a, game(a, b), content).gold_stars == 0


@pytest.mark.parametrize("total, rank_id", [
    (45, "hero"), (38, "hero"), (37, "master"), (34, "master"), (33, "leader"), (30, "leader"),
    (29, "traveller"), (26, "traveller"), (25, "mercenary"), (22, "mercenary"), (21, "npc"), (-3, "npc"),
])
def test_solo_rank_table(content: Content, total: int, rank_id: str) -> None:
    """Rulebook B:700-711 with PD-G34 (NPC is 21 or less)."""
    assert solo_rank(total, content).id == rank_id


def test_solo_rank_names_are_bilingual(content: Content) -> None:
    assert solo_rank(40, content).name.pl == "Bohater" and solo_rank(40, content).name.en == "Hero"
