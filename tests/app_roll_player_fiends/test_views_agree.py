"""The replay's view of everyone shows what each player's view shows (issue 22: it said "No minion left"
while Bot 4's view showed the Shadow Wolf revealed at the same step)."""
from __future__ import annotations

from app.games.roll_player.model import revealed_minion
from engine import games
from engine.kernel import Session

from .fiendskit import config, play_until


def test_the_everyone_view_shows_the_revealed_minion_a_players_view_shows() -> None:
    s = play_until(Session(games.get("roll-player"), config(4, 7)), lambda s, d: d.prompt == "market_action", 7,
                   limit=20000)
    game = s.game
    seen = {revealed_minion(game.view(s.state, seat)) for seat in range(4)}
    assert len(seen) == 1 and None not in seen
    assert revealed_minion(game.view(s.state, None)) in seen
