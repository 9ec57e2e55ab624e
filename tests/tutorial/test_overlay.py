"""The overlay over a table: highlights exist, clicks go through the input controller, hints, buttons."""
from __future__ import annotations

import io

import pygame
import pytest

from app.tutorial.check import missing_targets, print_report, run_walk, walk
from app.tutorial.overlay import BACK_B, LEAVE_B, NEXT_B, SKIP_B, TutorialOverlay, place_bubble
from engine.tutorial import Runner

from .conftest import RACE_SCRIPT
from .dice_table import DiceRaceTable

WINDOW = (1280, 720)


@pytest.fixture
def screen() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode(WINDOW)


@pytest.fixture
def overlay(runner: Runner, screen: pygame.Surface) -> TutorialOverlay:
    o = TutorialOverlay(runner, DiceRaceTable(runner.game, runner.script.config()), "en")
    o.layout(screen.get_rect())
    return o


def die_point(overlay: TutorialOverlay) -> tuple[int, int]:
    return overlay.table.anchor("die").center


def test_every_highlighted_target_exists_at_its_step(overlay, screen):
    seen = []
    while overlay.runner.active:
        assert missing_targets(overlay) == []
        assert len(overlay.spots) == len(overlay.runner.step.targets)
        seen.append(overlay.runner.step.id)
        if NEXT_B in overlay.buttons:
            overlay.click(overlay.buttons[NEXT_B].center)
        else:
            overlay.click(overlay.visible_point(overlay.controller.highlighted()[0]))
    assert seen == ["welcome", "roll", "bank", "roll_again", "done"]


def test_next_button_only_on_next_steps(overlay):
    assert NEXT_B in overlay.buttons
    overlay.click(overlay.buttons[NEXT_B].center)
    assert overlay.runner.step.id == "roll" and NEXT_B not in overlay.buttons


def test_only_the_expected_move_is_clickable(overlay):
    overlay.click(overlay.buttons[NEXT_B].center)
    overlay.click(die_point(overlay))
    assert overlay.runner.step.id == "bank"
    assert [t.key for t in overlay.controller.highlighted()] == ["bank"]
    cursor = overlay.runner.session.cursor
    overlay.click(die_point(overlay))
    assert overlay.runner.session.cursor == cursor
    assert overlay.message == "Not yet — this step asks for the highlighted move."


def test_not_yet_says_only_what_is_wrong_not_the_whole_bubble_again(overlay):
    """Issue 22: a refused click repeated the step's whole text in red under the same text in the bubble."""
    overlay.click(overlay.buttons[NEXT_B].center)
    overlay.click(die_point(overlay))
    assert overlay.runner.step.id == "bank"
    overlay.click(die_point(overlay))
    said = overlay.message or ""
    assert said.startswith("Not yet — ") and overlay.runner.step.text.en not in said


def test_a_click_beside_the_target_shows_the_step_hint(overlay):
    overlay.click(overlay.buttons[NEXT_B].center)
    overlay.click((5, 700))
    assert overlay.message == "Not yet — Click the die."
    assert overlay.runner.step.id == "roll"


def test_the_bubble_does_not_cover_what_it_points_at(overlay):
    overlay.click(overlay.buttons[NEXT_B].center)
    assert overlay.spots and not overlay.bubble.colliderect(overlay.spots[0])


def test_back_button_returns_to_the_previous_step(overlay):
    overlay.click(overlay.buttons[NEXT_B].center)
    overlay.click(die_point(overlay))
    overlay.click(overlay.buttons[BACK_B].center)
    assert overlay.runner.step.id == "roll" and overlay.runner.session.cursor == overlay.runner.starts[1]


def test_ctrl_z_goes_back_a_step(overlay):
    overlay.click(overlay.buttons[NEXT_B].center)
    overlay.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    assert overlay.runner.step.id == "welcome"


def test_skip_button_ends_the_tutorial(overlay):
    overlay.click(overlay.buttons[SKIP_B].center)
    assert overlay.outcome == SKIP_B and not overlay.runner.active


def test_leave_button_keeps_playing_freely(overlay):
    overlay.click(overlay.buttons[NEXT_B].center)
    overlay.click(overlay.buttons[LEAVE_B].center)
    assert overlay.outcome == LEAVE_B and not overlay.runner.active
    assert overlay.buttons == {}
    overlay.click(die_point(overlay))
    assert overlay.runner.session.decision.prompt == "push_or_bank"
    assert {t.key for t in overlay.controller.highlighted()} == {"die", "bank"}


def test_bubble_sits_beside_its_target_inside_the_window():
    bounds = pygame.Rect(0, 0, 1280, 720)
    near_bottom = pygame.Rect(500, 650, 80, 60)
    bubble = place_bubble((300, 120), near_bottom, bounds)
    assert bounds.contains(bubble) and not bubble.colliderect(near_bottom)
    assert bubble.bottom <= near_bottom.top


def test_a_bubble_is_put_where_it_covers_none_of_the_words_the_table_keeps_clear():
    """Issue 22: the bubble under a spot covered a place name the step sends the learner toward."""
    bounds = pygame.Rect(0, 0, 1280, 720)
    spot = pygame.Rect(600, 300, 50, 50)
    name_below, name_above = pygame.Rect(560, 380, 120, 20), pygame.Rect(560, 250, 120, 20)
    bubble = place_bubble((300, 120), spot, bounds, [name_below, name_above])
    assert bounds.contains(bubble) and not bubble.colliderect(spot)
    assert bubble.collidelist([name_below, name_above]) < 0


def test_every_frame_draws(overlay, screen):
    overlay.draw(screen, 0.0)
    overlay.click(overlay.buttons[NEXT_B].center)
    overlay.draw(screen, 0.1)
    assert screen.get_at(overlay.bubble.center)[:3] != (0, 0, 0)


def test_check_walk_completes_the_race_tutorial_by_clicking(race, screen):
    report = run_walk(race, RACE_SCRIPT, DiceRaceTable, "en")
    out = io.StringIO()
    print_report(report, "en", out)
    assert report.ok, out.getvalue()
    assert report.completed == 6 and report.clicks == 5
    assert "[x] banking" in out.getvalue() and out.getvalue().rstrip().endswith("OK")


def test_check_walk_reports_a_target_the_table_lacks(race, script, screen):
    from dataclasses import replace

    steps = list(script.steps)
    steps[0] = replace(steps[0], targets=("scoreboard",))
    runner = Runner(race, replace(script, steps=tuple(steps)))
    o = TutorialOverlay(runner, DiceRaceTable(race, script.config()), "en")
    o.layout(screen.get_rect())
    report = walk(o, screen)
    assert not report.ok
    assert report.problems == ["step 1 (welcome): highlighted target 'scoreboard' is not on the table"]
