"""A game's content is chosen by its options and never changed by another game: base and expansion
games read one object built once, each picking its records by set."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from dataclasses import replace

from engine.games.roll_player.content import load_content
from engine.games.roll_player.effects import content, with_expansion
from engine.games.roll_player.fiends.content import load_fiends


def test_the_expansion_records_join_the_base_records_whatever_the_base_content_already_holds() -> None:
    """One extra non-base record in the base content used to make the merge believe it was done."""
    base, fiends = load_content(), load_fiends()
    extra_race = next(iter(fiends.races.values()))
    odd_base = replace(base, races={**base.races, "extra": replace(extra_race, id="extra")})
    merged = with_expansion(odd_base, fiends)
    assert set(fiends.cards) <= set(merged.cards) and set(fiends.classes) <= set(merged.classes)
    assert "extra" in merged.races and merged.hash == base.hash


def test_starting_an_expansion_game_leaves_the_content_a_base_game_reads_unchanged() -> None:
    """In a fresh process: the content read before any expansion game is the very same object after one."""
    script = textwrap.dedent("""
        from engine.games.roll_player.effects import content
        from engine.games.roll_player.game import RollPlayer
        from engine.kernel import GameConfig
        before = content()
        races, cards = dict(before.races), dict(before.cards)
        RollPlayer().new_state(GameConfig.quick("roll-player", 2, seed=1, expansion="fiends"))
        assert content() is before and dict(content().races) == races and dict(content().cards) == cards
        print("same")
    """)
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert run.stdout.strip() == "same", run.stderr


def test_a_base_game_picks_only_base_records_from_the_shared_content() -> None:
    c = content()
    assert set(c.of_set(c.races, ("base",))) == set(load_content().races)
    assert set(c.of_set(c.cards, ("base",))) == set(load_content().cards)
