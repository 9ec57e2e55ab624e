"""Zerywia's end screen (issue 26, polish item 1): it says whether the table won or lost and the condition that decided
it, lists each hero's tasks of the goal, and charts the Black stones and the goal's tasks left cycle by cycle; every
word of it fits at both window sizes in both languages."""
from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from app.main import App
from app.render import fit
from app.scenes.scoring import ScoringScene
from app.scenes.table_scene import start_game
from engine.kernel import GameConfig, Seat

CASES = [("en", (1280, 720)), ("pl", (1920, 1080)), ("pl", (1280, 720))]
WORDS = {"en": ("The table lost together", "Defeat: the fifth Black stone", "Black stones in the Abyss: 5 of 5",
                "Black stones", "Goal tasks left", "Stronghold cleared"),
         "pl": ("Przegraliście wszyscy razem", "Porażka: piąty Czarny Kamień", "Czarne kamienie w Czeluści: 5 z 5",
                "Czarne kamienie", "Zadania celu do wykonania", "Twierdza oczyszczona")}


def played_to_the_end(lang: str, size: tuple[int, int]) -> App:
    """Two heroes playing at random until the fifth Black stone, then the end screen."""
    app = App(size, persist=False)
    app.set_lang(lang)
    assert start_game(app, GameConfig("zerywia", 4, (Seat("Ala"), Seat("Olek")))) is None
    app.frame(0.016)
    scene, rnd = app.scene, random.Random(4)
    while scene.session.decision is not None:
        scene.apply(rnd.choice(scene.session.decision.legal))
    scene.show_scores()
    app.frame(0.016)
    return app


@pytest.mark.parametrize("lang,size", CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def test_the_end_screen_says_the_table_lost_to_the_fifth_black_stone_and_charts_the_stones_and_the_goal(
        lang: str, size: tuple[int, int]) -> None:
    try:
        with fit.recording() as log:
            app = played_to_the_end(lang, size)
            app.invalidate_all()
            app.frame(0.016)
        scene: Any = app.scene
        assert isinstance(scene, ScoringScene)
        lost, reason, stones, track_stones, track_goal, stronghold = WORDS[lang]
        lines = scene.outcome_lines()
        assert lines[0] == lost and lines[1].startswith(reason), lines
        assert stones in lines, lines
        assert len([line for line in lines if reason in line]) == 1, "the deciding condition is told once"
        header, rows = scene.grid()
        assert [r[0] for r in rows][2:4] == [scene.breakdown.categories[2], stronghold]
        history = scene.history
        names = [t[lang] for t in history.tracks]
        assert names == [track_stones, track_goal]
        black = history.series[0]
        assert list(black) == sorted(black) and black[-1] == 5 and len(black) == 6     # cycles 1-5, then the end
        assert scene.sheet.chart((600, 400), scene.px) is not None
        drawn = [f.text for f in log.fits]
        assert lost in drawn and track_stones in " ".join(drawn)
        assert not [f.text for f in log.overflows() + log.cuts()]
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("lang,size", CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def test_the_reason_line_keeps_a_margin_inside_the_frame_and_clear_of_the_chart(lang: str, size: tuple[int, int]) -> None:
    """The frame's dashed line lies 40 px in: every outcome line stays 16 px inside it, and left of the chart."""
    try:
        app = played_to_the_end(lang, size)
        scene: Any = app.scene
        with fit.recording():
            screen = fit.Screen(app.size)
            scene.draw(screen, 0.0)
        reason = scene.outcome_lines()[1]
        parts = [p.rect for p in screen.placed if p.text and p.text in reason and len(p.text) > 8]
        assert parts, "the reason is drawn"     # wrapped where the column is narrow (Polish), whole where it fits
        chart_left = size[0] // 2     # the chart lies in the right half
        assert all(r.x >= scene.px(56) and r.right <= chart_left for r in parts), (parts, scene.px(56))
    finally:
        pygame.display.quit()
