"""Scoring properties over random finished sheets (hypothesis): the breakdown always adds up,
and the rules hold whatever the dice, cards and alignment."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.roll_player.content import load_content
from engine.games.roll_player.scoring import (
    alignment_stars, check_value, class_colour_dice, goal_values, rank, score_player,
)
from engine.games.roll_player.state import ATTRS, Colour, Die, GameState, PlayerState

CONTENT = load_content()
CARDS_BY_TYPE = {t: [c for c in CONTENT.cards if CONTENT.cards[c].type == t] for t in ("weapon", "armour", "trait", "skill")}
dice = st.builds(lambda c, v: (c, v), st.sampled_from(list(Colour)), st.integers(1, 6))


@st.composite
def players(draw: st.DrawFn, seat: int = 0) -> PlayerState:
    p = PlayerState(
        seat,
        race=draw(st.sampled_from(list(CONTENT.races))),
        class_id=draw(st.sampled_from(list(CONTENT.classes))),
        alignment_card=draw(st.sampled_from(list(CONTENT.alignments))),
        alignment_pos=(draw(st.integers(0, 2)), draw(st.integers(0, 2))),
        backstory=draw(st.sampled_from(list(CONTENT.backstories))),
        gold=draw(st.integers(0, 40)),
    )
    for i, attr in enumerate(ATTRS):
        p.sheet[attr] = [Die(100 * seat + 3 * i + j, frozenset({c}), v) for j, (c, v) in enumerate(draw(st.lists(dice, min_size=3, max_size=3)))]
    p.weapons = draw(st.lists(st.sampled_from(CARDS_BY_TYPE["weapon"]), max_size=2, unique=True))
    p.armour = draw(st.lists(st.sampled_from(CARDS_BY_TYPE["armour"]), max_size=8, unique=True))
    p.traits = draw(st.lists(st.sampled_from(CARDS_BY_TYPE["trait"]), max_size=5, unique=True))
    p.skills = {s: False for s in draw(st.lists(st.sampled_from(CARDS_BY_TYPE["skill"]), max_size=4, unique=True))}
    return p


@settings(max_examples=300, deadline=None)
@given(players(), st.booleans())
def test_total_is_the_sum_of_the_categories(p: PlayerState, solo: bool) -> None:
    sheet = score_player(p, GameState(rng=0, players=[p], solo=solo), CONTENT)
    assert sheet.total == sum(sheet.categories().values())
    assert sheet.class_dice == class_colour_dice(p, CONTENT) <= 18
    assert 0 <= sheet.backstory_matches <= 6
    assert solo or sheet.gold_stars == 0


@settings(max_examples=300, deadline=None)
@given(players())
def test_weapons_only_ever_raise_goal_values(p: PlayerState) -> None:
    values = goal_values(p, CONTENT)
    assert all(values[a] >= check_value(p, a, CONTENT) for a in ATTRS)
    p.weapons = []
    assert goal_values(p, CONTENT) == {a: check_value(p, a, CONTENT) for a in ATTRS}


@settings(max_examples=200, deadline=None)
@given(players())
def test_armour_stars_never_exceed_complete_sets_plus_bonus(p: PlayerState) -> None:
    sheet = score_player(p, GameState(rng=0, players=[p]), CONTENT)
    for a in sheet.armour:
        track = CONTENT.armour_sets[a.set_id]
        assert a.cards + a.extra <= track.complete
        assert a.stars <= track.stars(track.complete) + 1


@settings(max_examples=200, deadline=None)
@given(players())
def test_paladin_alignment_is_never_negative(p: PlayerState) -> None:
    p.class_id = "C1b"
    assert alignment_stars(p, CONTENT) >= 0


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=2, max_size=4).flatmap(
    lambda seats: st.tuples(*[players(seat=i) for i in range(len(seats))])))
def test_ranking_is_ordered_by_stars_then_gold_then_fewest_class_dice(ps: tuple[PlayerState, ...]) -> None:
    standings = rank(GameState(rng=0, players=list(ps)), CONTENT)
    keys = [(s.total, s.sheet.gold, -s.sheet.class_dice) for s in standings]
    assert keys == sorted(keys, reverse=True)
    assert sorted(s.seat for s in standings) == list(range(len(ps)))
    assert standings[0].place == 1
    for prev, cur in zip(standings, standings[1:]):
        same = (prev.total, prev.sheet.gold, prev.sheet.class_dice) == (cur.total, cur.sheet.gold, cur.sheet.class_dice)
        assert (cur.place == prev.place) == same
