"""The Monster battle's own screen: it covers the Initiative, the Market and the hunt strip once the dice
are handed out; the attacking hero's dice are the re-roll targets; every hero's result and stars show."""
from __future__ import annotations

import random
from typing import Any

import pygame

from app.games.roll_player.battle_paint import battle_on
from app.board.host import BoardHost
from engine import games
from engine.kernel import Session
from tests.app_roll_player.tablekit import shown_table
from tests.app_roll_player_fiends.fiendskit import config


def at_step(players: int, seed: int, step: str, ready: Any = None) -> Session[Any]:
    s: Session[Any] = Session(games.get("roll-player"), config(players, seed))
    rng = random.Random(seed)
    while s.decision is not None:
        d = s.decision
        if s.state.step == step and not d.automatic and (ready is None or ready(s)):
            return s
        own = [a for a in d.legal if a.player == d.actor] or list(d.legal)
        s.apply(d.legal[0] if d.automatic else rng.choice(own))
    raise AssertionError(f"{step} not reached")


def test_the_battle_screen_replaces_the_market_and_offers_rerolls_on_the_dice(screen: pygame.Surface) -> None:
    s = at_step(3, 5, "battle_reroll", lambda ss: any(a.kind == "battle_reroll" for a in ss.decision.legal))
    table = shown_table(s, (1280, 720))
    view = s.view(s.decision.actor)
    assert battle_on(view)
    assert not any(k[0] == "market" for k in table.spots), "the Market is covered by the battle"
    assert ("monster", view["monster"]) in table.spots
    d = s.decision
    controller = BoardHost(table).controller   # the board host's: the table's targets and the action bar's
    controller.refresh(d, d.actor)
    rerolls = [a for a in d.legal if a.kind == "battle_reroll"]
    for a in rerolls:
        t = controller.target_at(table.spots[("combat_die", a["index"])].center)
        assert t is not None and a in t.actions
    result = controller.click(table.spots[("combat_die", rerolls[0]["index"])].center)
    assert result.action == rerolls[0]


def test_the_end_of_the_battle_shows_every_heros_line(screen: pygame.Surface) -> None:
    s = at_step(5, 7, "battle_hire")
    table = shown_table(s, (1920, 1080))
    assert all(("battle_hero", seat) in table.spots for seat in range(5))
    rows = [table.spots[("battle_hero", seat)] for seat in range(5)]
    for a, b in zip(rows, rows[1:]):
        assert not a.colliderect(b)
    assert all(table.rect.contains(r) for r in rows)


def test_a_final_result_of_zero_is_shown_as_zero_not_as_the_dice_rolled(screen: pygame.Surface) -> None:
    """The engine recorded the result (Damage can take a roll of 10 down to 0); the panel shows that number."""
    from app.render import fit

    s = at_step(3, 5, "battle_reroll", lambda ss: any(a.kind == "battle_reroll" for a in ss.decision.legal))
    seat = s.decision.actor
    state = s.game.clone(s.state)
    state.battle_rolls[seat], state.battle_result[seat], state.battle_stage[seat] = [6, 4], 0, 2
    table = shown_table(s, (1920, 1080))
    with fit.recording() as log:
        table.show(s.game.view(state, seat), s.decision, seat)
        table.draw(screen, 0.0)
    drawn = set(log.texts.values()) | {f.text for f in log.fits}
    assert "Result 0" in drawn and "Result 10" not in drawn
