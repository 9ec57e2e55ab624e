"""Zerywia at the table, the polish list of issue 26: the saga buttons show their words whole at both window sizes in
both languages and a click on one takes that saga; a legal region is lit by a broad ring that shows against any
terrain; a challenge's difficulty line says how many hits it needs."""
from __future__ import annotations

import os
from typing import Any, Iterator

import pygame
import pytest

from app.games.zerywia.lit import LitPolygon
from app.main import App
from app.render import fit
from app.scenes.table_scene import start_game
from engine.kernel import GameConfig, Seat
from tests.app.drive import click
from tests.app_zerywia.test_table import challenged, table_at

SIZES = ((1280, 720), (1920, 1080))
CASES = [(lang, size) for lang in ("en", "pl") for size in SIZES]


@pytest.fixture
def make_app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setenv("STOLIK_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("STOLIK_CONFIG_DIR", str(tmp_path / "config"))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    def make(lang: str, size: tuple[int, int]) -> App:
        app = App(size, persist=False)
        app.set_lang(lang)
        assert start_game(app, GameConfig("zerywia", 3, (Seat("Ala"),))) is None
        app.frame(0.016)
        return app

    yield make
    pygame.display.quit()


def play_until(app: App, prompt: str) -> None:
    scene = app.scene
    while scene.session.decision is not None and scene.session.decision.prompt != prompt:
        scene.apply(scene.session.decision.legal[0])
    for _ in range(3):
        app.frame(0.016)


@pytest.mark.parametrize("lang,size", CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def test_the_saga_buttons_show_their_words_whole_and_a_click_takes_that_saga(make_app: Any, lang: str,
                                                                            size: tuple[int, int]) -> None:
    app = make_app(lang, size)
    play_until(app, "zerywia.prompt.choose_sagas")
    scene = app.scene
    with fit.recording() as log:
        app.invalidate_all()
        app.frame(0.016)
    labels = {label for _, label in scene.host.bar.buttons}
    assert len(labels) > 10
    cut = [f.text for f in log.cuts() + log.overflows() if f.text in labels]
    assert not cut, cut
    rect, label = scene.host.bar.buttons[2]
    taken = [a for a in scene.session.decision.legal if scene.table.action_label(a) == label]
    assert len(taken) == 1 and taken[0].kind == "take_saga"
    click(app, rect.center)
    assert scene.session.steps[-1].action == taken[0]


def test_a_lit_region_is_ringed_by_a_band_three_times_the_outline_with_dark_edges() -> None:
    surface = pygame.Surface((200, 200))
    surface.fill((200, 180, 120))
    square = LitPolygon(((50.0, 50.0), (150.0, 50.0), (150.0, 150.0), (50.0, 150.0)), pygame.Rect(0, 0, 200, 200))
    square.outline(surface, (90, 220, 120), 2)
    row = [tuple(surface.get_at((x, 100)))[:3] for x in range(40, 70)]
    lit = [x for x, rgb in zip(range(40, 70), row) if rgb == (90, 220, 120)]
    assert len(lit) >= 6                                 # a broad band, not the host's two pixels
    assert surface.get_at((lit[0] - 1, 100))[:3] != (200, 180, 120)   # a dark edge outside it
    assert surface.get_at((100, 100))[:3] == (200, 180, 120)          # the region itself still shows


@pytest.mark.parametrize("lang,size", CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def test_a_legal_region_on_the_table_is_painted_with_the_broad_band(make_app: Any, lang: str,
                                                                     size: tuple[int, int]) -> None:
    app = make_app(lang, size)
    play_until(app, "zerywia.prompt.hero_turn")
    host = app.scene.host
    regions = [t for t in host.controller.highlighted() if t.key and t.key[0] == "region"]
    assert regions
    shape = host.on_screen(regions[0].shape)
    assert isinstance(shape, LitPolygon)
    # the band along a border: many of the legal colour's pixels where the plain outline had a thin line
    glow = host.pulse_shown
    screen = app.screen
    box = shape.bounds()
    lit = sum(1 for x in range(box.left, box.right, 2) for y in range(box.top, box.bottom, 2)
              if tuple(screen.get_at((x, y)))[:3] == tuple(glow)[:3])
    perimeter = 2 * (box.w + box.h)
    assert lit >= perimeter * 3 // 4   # sampled one pixel in four: a band some six pixels broad, not two (~0.4)


def test_the_difficulty_line_says_how_many_hits_the_challenge_needs() -> None:
    from app import i18n

    session = challenged()
    seat = session.decision.legal[0].player
    f = session.state.challenge
    needed = len(f.symbols) + len(f.enemy_shields)
    for lang, words in (("en", f"{needed} hits needed" if needed != 1 else "1 hit needed"),
                        ("pl", f"potrzeba {needed} trafień" if needed != 1 else "potrzeba 1 trafienia")):
        i18n.set_lang(lang)
        lines = [text for text, _, _ in table_at(session, seat).challenge.lines()]
        assert any(words in line for line in lines), lines
    i18n.set_lang("en")
