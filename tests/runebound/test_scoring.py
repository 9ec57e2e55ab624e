"""Places at the end (spec §12 and the round limit): the hero who slew Margath or took the third Dragon Rune is
first whatever the others hold; at the round limit most runes, then most experience tokens, and seats still level
share a place; when Margath outlived the Doom Track (§13) nobody is placed."""
from __future__ import annotations

from engine.games.runebound.scoring import Scores

GOLD = (0, 0, 0)


def test_the_hero_who_slew_margath_is_first_though_another_holds_more_runes() -> None:
    score = Scores(runes=(2, 0, 0), xp_tokens=(0, 1, 0), gold=GOLD, winners=(2,), how="margath", tiebreak="")
    assert score.places() == (2, 3, 1)


def test_at_the_round_limit_runes_then_tokens_place_the_heroes_and_level_ones_share() -> None:
    score = Scores(runes=(1, 1, 0, 1), xp_tokens=(2, 3, 9, 3), gold=GOLD + (0,), winners=(1, 3), how="round_limit",
                   tiebreak="shared")
    assert score.places() == (3, 1, 4, 1)


def test_nobody_is_placed_when_margath_outlived_the_doom_track() -> None:
    score = Scores(runes=(1, 0, 0), xp_tokens=(0, 0, 0), gold=GOLD, winners=(), how="doom_lost", tiebreak="")
    assert score.places() == ()
