"""Dice with custom faces and pools of dice in play: rolled with the Rng, applied from the record, spent once."""
from __future__ import annotations

import pytest

from engine.common.dice import Pool, PoolDie, die, numbered, roll, roll_many, roll_numbered
from engine.kernel import to_jsonable
from engine.kernel.rng import Rng

SEED = 5
ROLLS = 600
# Runebound's movement die (spec §14.2): faces are addressed by id, the symbols live in content.
MOVEMENT = die("F1", "F2", "F3", "F4", "F5", "F6")
D6 = numbered(6)
D10 = die(*range(10))


def test_a_numbered_die_rolls_exactly_like_randint():
    """Roll Player rolled with `rng.randint(1, 6)` before it rolled numbered dice: no save changed."""
    a, b = Rng.from_seed(SEED), Rng.from_seed(SEED)
    assert [roll(D6, a) for _ in range(ROLLS)] == [b.randint(1, 6) for _ in range(ROLLS)]
    assert [roll_numbered(4, a) for _ in range(ROLLS)] == [b.randint(1, 4) for _ in range(ROLLS)]
    assert roll_many([D10] * 2, a) == [b.randint(0, 9), b.randint(0, 9)], "Runebound's d10: faces 0..9"


def test_a_die_with_named_faces_shows_one_of_them_and_every_one_comes_up():
    rng = Rng.from_seed(SEED)
    seen = {roll(MOVEMENT, rng) for _ in range(ROLLS)}
    assert seen == set(MOVEMENT)


def test_rolling_many_dice_rolls_each_once_in_order():
    a, b = Rng.from_seed(SEED), Rng.from_seed(SEED)
    assert roll_many([D6, MOVEMENT, D10], a) == [roll(D6, b), roll(MOVEMENT, b), roll(D10, b)]


def test_a_die_needs_faces_that_are_numbers_or_names():
    with pytest.raises(ValueError):
        die()
    with pytest.raises(ValueError):
        die(1, True)
    with pytest.raises(ValueError):
        die(1.5)  # type: ignore[arg-type]


def test_a_pool_starts_unrolled_then_shows_the_recorded_faces():
    pool = Pool()
    pool.add([MOVEMENT] * 3)
    assert pool.faces() == [None, None, None] and pool.ready() == []
    rolls = pool.roll(Rng.from_seed(SEED))
    assert pool.faces() == [None, None, None]  # deciding changes nothing
    pool.settle(rolls)
    assert pool.faces() == [face for _, face in rolls]
    assert pool.ready() == [0, 1, 2]


def test_a_spent_die_is_no_longer_ready_and_cannot_be_spent_twice():
    pool = Pool([PoolDie(MOVEMENT, "F2"), PoolDie(MOVEMENT, "F5")])
    pool.spend(0)
    assert pool.ready() == [1]
    with pytest.raises(ValueError):
        pool.spend(0)


def test_an_unrolled_die_cannot_be_spent():
    pool = Pool([PoolDie(D6)])
    with pytest.raises(ValueError):
        pool.spend(0)


def test_a_new_roll_skips_spent_dice_unless_they_are_named():
    pool = Pool([PoolDie(D6, 3, spent=True), PoolDie(D6, 4)])
    rng = Rng.from_seed(SEED)
    assert [i for i, _ in pool.roll(rng)] == [1]
    assert [i for i, _ in pool.roll(rng, which=[0])] == [0]


def test_a_rerolled_die_is_ready_again():
    pool = Pool([PoolDie(D6, 3, spent=True)])
    pool.settle([(0, 6)])
    assert pool.ready() == [0] and pool.faces() == [6]


def test_turning_a_die_to_a_face_it_lacks_is_refused():
    pool = Pool([PoolDie(MOVEMENT, "F1")])
    pool.turn(0, "F6")
    assert pool.faces() == ["F6"]
    with pytest.raises(ValueError):
        pool.turn(0, "F7")


def test_a_recorded_roll_replays_from_json_lists():
    """Events come back from a save as lists; the pool takes them as the live tuples."""
    pool = Pool()
    pool.add([list(MOVEMENT)])
    pool.settle([[0, "F4"]])
    assert pool.dice[0].spec == MOVEMENT and pool.faces() == ["F4"]


def test_a_pool_encodes_as_plain_data():
    pool = Pool([PoolDie(die("a", "b"), "b")])
    assert to_jsonable(pool) == {"dice": [{"spec": ["a", "b"], "face": "b", "spent": False}]}
    pool.clear()
    assert pool.dice == []
