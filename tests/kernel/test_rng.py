"""The seeded RNG: deterministic, unbiased enough, and fully described by one int."""
from collections import Counter

from engine.kernel import Rng


def test_same_seed_same_stream():
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    assert [a.randint(1, 6) for _ in range(50)] == [b.randint(1, 6) for _ in range(50)]


def test_state_int_resumes_the_stream():
    a = Rng.from_seed(5)
    a.next64()
    b = Rng(a.state)
    assert [a.below(1000) for _ in range(10)] == [b.below(1000) for _ in range(10)]


def test_different_seeds_differ():
    assert [Rng.from_seed(1).next64() for _ in range(1)] != [Rng.from_seed(2).next64()]


def test_d6_is_roughly_uniform():
    r = Rng.from_seed(9)
    counts = Counter(r.randint(1, 6) for _ in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(9_000 < c < 11_000 for c in counts.values())


def test_shuffle_is_a_permutation():
    r = Rng.from_seed(3)
    items = list(range(53))
    out = r.shuffled(items)
    assert sorted(out) == items and out != items
