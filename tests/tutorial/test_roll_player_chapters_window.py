"""The Roll Player chapters as the learner sees them in the window (issue 22 item 3): the history panel beside the
board in every chapter, told in plain sentences, and a right first click never answered in red."""
from __future__ import annotations

from typing import Iterator

import pygame
import pytest

from app.games import table_class
from app.render import palette
from app.tutorial.overlay import TutorialOverlay
from engine import games
from engine.tutorial import NEXT, Runner, find_tutorial, load_script

WINDOW = (1280, 720)
CHAPTERS = ["roll-player-basics", "roll-player-fiends"]


def overlay_for(name: str) -> TutorialOverlay:
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(WINDOW)
    game = games.get("roll-player")
    script = load_script(find_tutorial(name)[1][0])
    overlay = TutorialOverlay(Runner(game, script), table_class(game.id)(game, script.config()), "en")
    overlay.layout(screen.get_rect())
    return overlay


def steps(overlay: TutorialOverlay) -> Iterator[str]:
    """Walk the chapter by its expected moves, yielding each step the learner sees."""
    runner = overlay.runner
    while runner.active:
        yield runner.step.id
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])


@pytest.mark.parametrize("name", CHAPTERS)
def test_every_chapter_shows_the_history_panel_beside_the_board(name):
    """Issue 22: no chapter had the history panel, so the learner could not read what they and the bot had done."""
    overlay = overlay_for(name)
    window = pygame.Rect((0, 0), WINDOW)
    lines: list[str] = []
    for _ in steps(overlay):
        assert overlay.log.session is overlay.runner.session   # a new lesson's fresh game has its own history
        lines += [line.text for line in overlay.log.lines]
    assert window.contains(overlay.log_rect) and not overlay.log_rect.colliderect(overlay.board)
    assert overlay.log_rect.w >= 200 and overlay.log_rect.h >= 300
    assert any(text.startswith("Ala ") for text in lines) and any(text.startswith("Bot ") for text in lines)
    surface = pygame.display.get_surface()
    overlay.draw(surface, 0.0)
    inside = overlay.log_rect.inflate(-20, -20)
    assert surface.get_at(inside.bottomright)[:3] != palette.FELT_DARK


@pytest.mark.parametrize("name", CHAPTERS)
def test_the_history_never_says_you_takes(name):
    """The learner's seat is Ala, so the history reads 'Ala takes Initiative card 2', never 'You takes'."""
    overlay = overlay_for(name)
    lines: list[str] = []
    for _ in steps(overlay):
        lines += [line.text for line in overlay.log.lines]
    assert lines and not [text for text in lines if text.startswith("You ")]


def test_a_right_first_click_is_never_answered_in_red():
    """Issue 22: clicking the Imp of Dearness, the first click of the banish the step asks for, opened its chooser
    and put "Choose:" in red under the step's words as if the learner had made a mistake."""
    overlay = overlay_for("roll-player-fiends")
    for step in steps(overlay):
        if step == "banish":
            break
    overlay.sync()
    (imp,) = overlay.controller.highlighted()
    overlay.click(overlay.visible_point(imp))
    assert overlay.controller.chooser is not None and overlay.runner.step.id == "banish"
    assert overlay.message is None and overlay.note


def test_you_drew_two_familiars_shows_the_two_familiars_drawn():
    """Issue 22: the step says "You drew two familiars; keep one", but the table drew only the one the step offers."""
    overlay = overlay_for("roll-player-fiends")
    for step in steps(overlay):
        if step == "keep_familiar":
            break
    overlay.sync()
    assert "two familiars" in overlay.runner.step.text.en
    assert list(overlay.table.tiles) == ["F12", "F07"]
    assert [t.key for t in overlay.controller.highlighted()] == [("tile", 0)]


def test_the_fiends_chapter_lights_the_peeked_lair_card_and_a_right_click_shows_it_large():
    """Issue 22: the step telling of the secret look at the Lair card lit nothing and the card was a letter "L"
    beside the Viy; it now lights the card, and the right-click its words ask for shows the card large."""
    overlay = overlay_for("roll-player-fiends")
    for step in steps(overlay):
        if step == "adventure_token":
            break
    overlay.sync()
    card = overlay.runner.session.state.adventure[0]
    assert overlay.runner.step.targets == (f"adventure:{card}",) and len(overlay.spots) == 1
    spot = overlay.spots[0]
    assert not overlay.covers(spot.center)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        overlay.handle(pygame.event.Event(kind, pos=spot.center, button=3))
    modal = overlay.host.overlays.modal()
    assert modal is not None and modal.key == card
    assert "Right-click" in overlay.runner.step.text.get("en")
