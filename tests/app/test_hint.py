"""The Hint button and H at every game's table (issue 27 item 5): a click on the drawn button thinks on a worker
thread, then the hinted move's target is ringed on the board (the keyboard focus ring; Enter takes it) with a
one-line reason in the status line. The search is capped by STOLIK_HINT_ITERATIONS, so the hinted move equals
the one the search finds on its own from the same position and seed."""
from __future__ import annotations

import math
import time
from typing import Any, Callable

import pygame
import pytest

from app import i18n
from app.render import palette
from app.scenes import style
from app.scenes.hint_turns import HINT_SALT
from app.scenes.table_scene import TableScene, start_game
from app.settings import BOT_SPEEDS
from engine.bots import bot_rng
from engine.bots.hint import ITERATIONS_ENV, hint, hint_level
from engine.kernel import GameConfig, Seat
from tests.app.drive import click, press, pump

CAP = 40
CONFIGS = {
    "roll-player": GameConfig("roll-player", 3, (Seat("Ada"), Seat("Bot", "random"))),
    "roll-player-fiends": GameConfig("roll-player", 3, (Seat("Ada"), Seat("Bot", "random")), {"expansion": "fiends"}),
    "runebound": GameConfig("runebound", 4, (Seat("Ada"), Seat("Bot", "random"))),
    "discover": GameConfig("discover", 5, (Seat("Ada"), Seat("Bot", "random"))),
    "zerywia": GameConfig("zerywia", 2, (Seat("Ada"), Seat("Bot", "random"))),
}


@pytest.fixture(autouse=True)
def capped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ITERATIONS_ENV, str(CAP))
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.0)


def open_table(make_app: Callable[..., Any], config: GameConfig, size: tuple[int, int] = (1280, 720)) -> TableScene:
    app = make_app(size)
    assert start_game(app, config) is None
    pump(app, 2)
    return open_table_again(app.scene)


def wait_hint(scene: TableScene, seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    while scene.hint_turn is not None:
        assert time.monotonic() < end, "the hint never came"
        scene.hint_turn.wait(0.05)
        scene.app.frame(0.016)


def expected(scene: TableScene) -> Any:
    session = scene.session
    seat = scene.human_actor()
    assert seat is not None
    return hint(session.game, session.game.clone(session.state), seat,
                bot_rng(session.config.seed + HINT_SALT, session.cursor), hint_level()).action


def button_point(scene: TableScene) -> tuple[int, int]:
    return scene.widgets["hint"].get_abs_rect().center


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_a_click_on_hint_rings_the_searched_move(make_app, name: str) -> None:
    scene = open_table(make_app, CONFIGS[name])
    want = expected(scene)
    click(scene.app, button_point(scene))
    assert scene.hint_turn is not None or scene.hinted is not None
    wait_hint(scene)
    pump(scene.app, 2)
    assert scene.hinted == want
    index = scene.hint_target()
    assert index is not None, f"no drawn target stands for the hinted {want}"
    assert scene.host.focus == index
    assert want in scene.host.focus_targets()[index].actions
    assert scene.status.startswith(i18n.t("table.hint_button"))
    assert scene.dump()["hinted"] == want.to_json()
    taken = scene.session.annotations_at(scene.session.cursor)
    assert [(a.kind, a.seat, a.action) for a in taken] == [("hint", scene.human_actor(), want)]


def test_enter_after_a_hint_takes_the_hinted_move(make_app) -> None:
    scene = open_table(make_app, CONFIGS["roll-player"])
    press(scene.app, pygame.K_h)
    wait_hint(scene)
    want, start = scene.hinted, scene.session.cursor
    assert want is not None
    press(scene.app, pygame.K_RETURN)
    if scene.session.cursor == start:   # the target opened a chooser: its row for the hinted move
        pytest.skip("the hinted target asks more than one click")
    assert scene.session.steps[start].action == want or scene.session.cursor > start
    assert scene.hinted is None


def test_a_second_press_cancels_and_a_move_voids(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ITERATIONS_ENV)   # the normal level's second: long enough to press again
    scene = open_table(make_app, CONFIGS["roll-player"])
    press(scene.app, pygame.K_h)
    assert scene.hint_turn is not None
    assert scene.widgets["hint"].text == i18n.t("table.hint_thinking")
    press(scene.app, pygame.K_h)
    assert scene.hint_turn is None and scene.hinted is None
    assert scene.status == i18n.t("table.hint_cancelled")
    assert scene.widgets["hint"].text == i18n.t("table.hint_button")
    press(scene.app, pygame.K_h)
    turn = scene.hint_turn
    assert turn is not None
    scene.apply(scene.session.decision.legal[0])   # a move meanwhile: the hint is void
    turn.wait(5)
    pump(scene.app, 2)
    assert scene.hinted is None


def test_a_hint_is_refused_politely_when_no_person_decides(make_app) -> None:
    config = GameConfig("roll-player", 3, (Seat("Bot A", "random"), Seat("Bot B", "random")))
    app = make_app((1280, 720))
    assert start_game(app, config) is None
    scene = app.scene
    scene.bot_turn = None
    scene.ask_hint()
    assert scene.hint_turn is None
    assert scene.status == i18n.t("table.hint_refused")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_hint_screens(make_app, size: tuple[int, int], tmp_path) -> None:
    scene = open_table(make_app, CONFIGS["runebound"], size)
    click(scene.app, button_point(scene))
    wait_hint(scene)
    pump(scene.app, 3)
    scene.app.frame(0.016)
    out = f"/tmp/hint-runebound-{size[0]}x{size[1]}.png"
    pygame.image.save(scene.app.screen, out)
    hint_btn = scene.widgets["hint"].get_abs_rect()
    undo_btn = scene.widgets["undo"].get_abs_rect()
    assert not hint_btn.colliderect(undo_btn)
    assert scene.host.focus is not None


def hint_rings(scene: TableScene) -> list[pygame.Rect]:
    """The hint's rings as the picture shows them, on a still table: each connected patch of the hint's pink."""
    scene.host.presenter.skip()   # a running animation hides the lit targets, and with them the rings
    # the mouse to the window's corner: a tooltip coming up after its delay under the mouse would cover part of a ring
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
    pump(scene.app, 3)
    mask = pygame.mask.from_threshold(scene.app.screen, style.HINT, (2, 2, 2, 255))
    return sorted((r for r in mask.get_bounding_rects() if r.w > 8 and r.h > 8), key=lambda r: (r.y, r.x))


def test_the_hint_ring_has_a_colour_of_its_own(make_app) -> None:
    """Pink, far from the legal-move green, the hover yellow, the selection cyan, the focus cream, the error red and
    every seat's colour; and the table shows none of it before a hint."""
    others = (style.LEGAL, style.HOVER, style.SELECTED, style.FOCUS, style.WARN, style.ACCENT, *palette.PLAYER_COLOURS)
    assert min(math.dist(style.HINT, other) for other in others) > 90
    scene = open_table(make_app, CONFIGS["roll-player"])
    assert hint_rings(scene) == []
    press(scene.app, pygame.K_h)
    wait_hint(scene)
    rings = hint_rings(scene)
    assert len(rings) >= 1
    assert scene.host.hint_rects()
    for bounds in scene.host.hint_rects():
        assert any(ring.contains(bounds) for ring in rings), (bounds, rings)


def test_a_hinted_move_of_two_clicks_rings_both_places_and_clicking_the_rings_takes_it(make_app) -> None:
    """Roll Player's starting die goes die first, then row: the hint rings the die and the row; after a click on the
    first ring the second stays ringed, and a click on it makes the hinted move."""
    scene = open_table(make_app, CONFIGS["roll-player"])
    for _ in range(2):   # the race and the first choice: to the starting dice, each placed with two clicks
        scene.apply(scene.session.decision.legal[0])
        scene = open_table_again(scene)
    assert scene.session.decision.prompt == "place_start_die"
    click(scene.app, button_point(scene))
    wait_hint(scene)
    want, start = scene.hinted, scene.session.cursor
    assert want is not None
    places = [scene.host.target_bounds(t) for t in scene.host.focus_targets() if want in t.actions]
    rings = hint_rings(scene)
    assert len(places) == 2 and len(rings) == 2
    assert all(any(ring.contains(place) for ring in rings) for place in places)
    click(scene.app, rings[0].center)
    assert scene.session.cursor == start and scene.host.controller.pending is not None
    left = hint_rings(scene)
    assert len(left) == 1 and left[0].colliderect(rings[1])
    click(scene.app, left[0].center)
    assert scene.session.steps[start].action == want
    assert hint_rings(scene) == []


def open_table_again(scene: TableScene) -> TableScene:
    """Bots move until the person decides again."""
    end = time.monotonic() + 20
    while scene.session.decision is not None and (scene.human_actor() is None or scene.handoff is not None
                                                  or scene.host.presenter.moving):
        assert time.monotonic() < end, "the table never came back to the person"
        scene.app.frame(0.016)
        if scene.bot_turn is not None:
            scene.bot_turn.wait(0.05)
    return scene


def test_a_bots_move_meanwhile_voids_the_hint_and_says_so(make_app) -> None:
    """Discover's characters are chosen secretly by every seat at once: a bot's choice while the hint is thought out
    changes the position, so the hint is dropped and the status line asks for another."""
    config = GameConfig("discover", 5, (Seat("Ada"), Seat("Bot", "random"), Seat("Bot B", "random")))
    app = make_app((1280, 720))
    assert start_game(app, config) is None
    scene = app.scene
    assert scene.human_actor() == 0 and scene.session.decision.part(1) is not None
    press(app, pygame.K_h)
    assert scene.hint_turn is not None
    bot_move = next(a for a in scene.session.decision.legal if a.player == 1)
    assert scene.apply(bot_move)
    pump(app, 2)
    assert scene.hint_turn is None and scene.hinted is None and scene.host.hinted is None
    assert scene.status == i18n.t("table.hint_void")
    assert scene.session.annotations == []


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_every_hint_at_the_first_decision_fits_the_status_line_in_polish(make_app, name: str) -> None:
    """Whichever move the hint names (the longest label among the person's moves, with three-digit results), the
    Polish line fits the status bar, and the button's word fits the button."""
    scene = open_table(make_app, CONFIGS[name])
    i18n.set_lang("pl")
    try:
        scene.app.rebuild()
        scene = scene.app.scene
        seat = scene.human_actor()
        font = style.font(scene.px(16))
        room = scene.status_rect.w - 2 * scene.px(12)
        labels = [scene.table.action_label(a) for a in scene.session.decision.legal if a.player == seat]
        longest = max(labels, key=lambda label: font.size(label)[0])
        line = i18n.t("table.hint_reason", move=longest, value=100, next=100)
        assert line.startswith("Podpowiedź: ") and font.size(line)[0] <= room, line
        button = scene.widgets["hint"]
        assert button.text == "Podpowiedź"
        assert style.font(scene.px(16)).size(button.text)[0] < button.get_abs_rect().w
    finally:
        i18n.set_lang("en")
