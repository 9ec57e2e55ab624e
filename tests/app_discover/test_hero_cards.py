"""A hero's cards drawn in the panel (issue 24 item 2): the character card, the items it owns and its blueprints are
small cards in its block, a click on one shows it large with its words; another person's blueprints lie face down
(hot-seat), the own hero's show their numbers. Found by their colour in the painted window, clicked as a person does."""
from __future__ import annotations

from typing import Iterator

import pygame
import pytest

from app.board.inspector import Inspector
from app.board.overlays import Picture
from app.games import table_class
from app.games.discover.cards import HIDDEN
from app.games.discover.panel import CARD_LOOK
from app.main import App
from app.render.palette import hex_rgb
from app.scenes.table_scene import TableScene
from app.settings import Settings
from engine.games.discover.content import content
from engine.kernel import GameConfig, Session
from tests.discover.helpers import GAME, day_one


@pytest.fixture
def scene() -> Iterator[TableScene]:
    """Day one of a two-person hot-seat game shown to the first player, painted at 1280x720."""
    session: Session = day_one(2)
    app = App((1280, 720), settings=Settings(lang="en", sound=False, handover=False), persist=False)
    table = table_class("discover")(session.game, session.config)
    s = TableScene(app, session, table)
    s.autosave = lambda: None        # type: ignore[method-assign]  # a test writes no save
    app.switch(s)
    for _ in range(3):
        app.frame(0.016)
    app._paint(0.0)
    yield s
    pygame.quit()


def spots(scene: TableScene, colour: str, area: pygame.Rect) -> list[tuple[int, int]]:
    """Centres of the runs of pixels of `colour` in `area` of the painted window, left to right (one per card)."""
    screen, want = scene.app.screen, hex_rgb(colour)
    y_hits = [y for y in range(area.top, area.bottom) for x in range(area.left, area.right, 3)
              if tuple(screen.get_at((x, y)))[:3] == want]
    if not y_hits:
        return []
    y = min(y_hits) + 2                       # along the cards' top, above their number or sign
    xs = [x for x in range(area.left, area.right) if tuple(screen.get_at((x, y)))[:3] == want]
    runs: list[list[int]] = []
    for x in xs:
        if runs and x - runs[-1][-1] <= 2:
            runs[-1].append(x)
        else:
            runs.append([x])
    return [((r[0] + r[-1]) // 2, y + 4) for r in runs]


def click(scene: TableScene, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, rel=(0, 0), buttons=(0, 0, 0)))
    scene.app.frame(0.016)


def test_the_own_heroes_blueprints_are_drawn_face_up_and_a_click_shows_one_large(scene: TableScene) -> None:
    table = scene.table
    viewer = scene.viewer
    assert viewer is not None
    block = dict(table.hero_blocks())[viewer]
    numbers = scene.session.state.heroes[viewer].blueprints
    assert numbers, "heroes start with blueprints (spec §4.7d)"
    drawn = spots(scene, CARD_LOOK["blueprint"][0], block)
    assert len(drawn) == len(numbers)
    click(scene, drawn[0])
    top = scene.host.overlays.top()
    assert isinstance(top, Picture) and top.key == ("card", "blueprint", str(numbers[0]))


def test_another_persons_blueprints_lie_face_down_and_a_click_shows_them_face_down_in_the_inspector(
        scene: TableScene) -> None:
    """A click on a face-down blueprint opens the inspector on its hero, which shows each of its blueprints as a
    face-down card (its back, found by colour where the inspector drew it), never its face."""
    table = scene.table
    other = 1 - (scene.viewer or 0)
    block = dict(table.hero_blocks())[other]
    assert spots(scene, CARD_LOOK["blueprint"][0], block) == []
    backs = spots(scene, CARD_LOOK[HIDDEN][0], block)
    secret = scene.session.state.heroes[other].blueprints
    assert len(backs) == len(secret)
    click(scene, backs[0])
    top = scene.host.overlays.top()
    assert isinstance(top, Inspector) and top.seat == other
    scene.app._paint(0.0)
    assert not any(f"blueprint:{n}" in top.cards for n in secret), "no face shown"
    card = top.cards[f"blueprint:{HIDDEN}"]
    back = scene.app.screen.subsurface(card)
    assert tuple(back.get_at((card.w // 8, card.h // 2)))[:3] == hex_rgb(CARD_LOOK[HIDDEN][0])
    inspection = table.inspect(other)
    assert inspection is not None
    assert sum(group.count(f"blueprint:{HIDDEN}") for _, group in inspection.groups) == len(secret)


def test_a_click_on_a_heroes_character_card_shows_its_role_and_ability(scene: TableScene) -> None:
    table = scene.table
    viewer = scene.viewer or 0
    character = scene.session.state.heroes[viewer].character
    assert character in content().characters
    block = dict(table.hero_blocks())[viewer]
    drawn = spots(scene, CARD_LOOK["character"][0], block)
    assert len(drawn) == 1
    click(scene, drawn[0])
    top = scene.host.overlays.top()
    assert isinstance(top, Picture) and top.key == ("card", "character", character)
