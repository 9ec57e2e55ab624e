"""The history counts a Test's hits in each language's plural (spec §9: a Test counts hits): "1 hit", "2 hits";
in Polish "1 przebicie", "3 przebicia", "5 przebić". It said "1 hits" before."""
from __future__ import annotations

import pytest

from engine.kernel import Event
from tests.zerywia.helpers import GAME, set_up

CASES = [
    ("en", 1, True, "Swara (Ala) passed the test (1 hit)."),
    ("en", 2, False, "Swara (Ala) failed the test (2 hits)."),
    ("pl", 1, True, "Swara (Ala) zdała test (1 przebicie)."),
    ("pl", 3, False, "Swara (Ala) oblała test (3 przebicia)."),
    ("pl", 5, True, "Swara (Ala) zdała test (5 przebić)."),
]


@pytest.mark.parametrize(("lang", "hits", "success", "told"), CASES)
def test_a_tests_line_counts_its_hits_in_the_languages_plural(lang: str, hits: int, success: bool, told: str) -> None:
    state = set_up(["swara"]).state
    line = GAME.describe(Event("test_over", {"seat": 0, "success": success, "hits": hits}), state, lang, ["Ala"])
    assert line == told
