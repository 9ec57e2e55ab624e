"""The Discover tutorial's bubble is never covered by a button's tooltip (note 33: steps 18, 21 and 25 showed the
tip of the button the mouse still rested on over the step's words): a tip that would lie over the bubble is left
out, one elsewhere still shows."""
from __future__ import annotations

import pygame

from app.games import table_class
from app.tutorial.check import press_at
from app.tutorial.overlay import NEXT_B, TutorialOverlay
from engine import games
from engine.tutorial import Runner, load_script, scripts_for


def tip_drawn(overlay: TutorialOverlay, surface: pygame.Surface, at: tuple[int, int]) -> tuple[str, bool, bool]:
    """The tooltip of what lies at `at`, whether it would cover the bubble, and whether a tooltip was drawn over
    the bubble (the host keeps where it drew one; under a fight's panel the bubble is drawn last, over it)."""
    overlay.host.mouse = at
    overlay.host.controller.hover(at)
    text = overlay.host.tooltip()
    overlay.draw(surface, 0.0)
    overlay.draw_over(surface, 0.0)
    drawn = overlay.host.tip_rect
    over = drawn is not None and drawn.colliderect(overlay.bubble) and overlay.host.overlays.modal() is None
    return text, overlay.tip_over_bubble(surface.get_size()), over


def test_a_tooltip_that_would_cover_the_tutorial_bubble_is_left_out() -> None:
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 720))
    game = games.get("discover")
    (path,) = scripts_for("discover")
    script = load_script(path)
    runner = Runner(game, script)
    overlay = TutorialOverlay(runner, table_class("discover")(game, script.config()), "en")
    overlay.layout(surface.get_rect())
    covering, beside = 0, 0
    while runner.active:
        overlay.draw(surface, 0.0)
        for thing in overlay.picture().things:
            if thing.point is None:
                continue
            text, would, covered = tip_drawn(overlay, surface, thing.point)
            assert not covered, (runner.step.id, text)
            covering += would
            beside += bool(text) and not would
        press_at(overlay, overlay.buttons[NEXT_B].center if NEXT_B in overlay.buttons else
                 next(t.point for t in overlay.picture().things if t.point is not None))
        overlay.host.presenter.skip()
    assert covering and beside
