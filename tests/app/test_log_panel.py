"""The history panel: describe() lines per event, cut back on undo, batched catch-up, cached surfaces."""
from __future__ import annotations

import pygame

from app.log_panel import LogPanel
from engine import games
from engine.kernel import GameConfig, Seat, Session


def session(seed: int = 2) -> Session:
    return Session(games.get("dice-race"), GameConfig("dice-race", seed, (Seat("Ala"), Seat("Olek"))))


def play(s: Session, moves: int) -> None:
    for _ in range(moves):
        if s.decision is None:
            return
        s.apply(s.decision.legal[-1])


def panel(s: Session, lang: str = "en") -> LogPanel:
    pygame.font.init()
    log = LogPanel(s, lang, fallback=lambda a: f"fallback {a.kind}")
    log.layout(pygame.Rect(0, 0, 300, 200), 14)
    return log


def test_each_described_event_becomes_a_line() -> None:
    s = session()
    play(s, 4)
    log = panel(s)
    log.sync()
    described = [e for _, e in s.events() if e.kind in ("rolled", "banked", "won")]
    assert [ln.text.split()[1] for ln in log.lines] == [{"rolled": "rolled", "banked": "banked", "won": "wins"}[e.kind] for e in described]


def test_lines_follow_the_language() -> None:
    s = session()
    play(s, 2)
    log = panel(s, "pl")
    log.sync()
    assert log.lines[0].text.split()[1] == "wyrzuca"
    log.set_lang("en")
    log.sync()
    assert log.lines[0].text.split()[1] == "rolled"


def test_undo_drops_the_lines_of_undone_steps_at_once() -> None:
    s = session()
    play(s, 6)
    log = panel(s)
    log.sync()
    before = len(log.lines)
    s.undo()
    assert all(ln.step < s.cursor for ln in log.lines) and len(log.lines) < before


def test_a_long_history_is_described_in_batches() -> None:
    s = session(seed=9)
    play(s, 60)
    log = panel(s)
    assert log.sync(budget=5) and log.done_steps == min(5, s.cursor) and log.pending == (s.cursor > 5)
    while log.pending:
        log.sync(budget=5)
    full = panel(s)
    full.sync()
    assert [ln.text for ln in log.lines] == [ln.text for ln in full.lines]


def test_drawing_reuses_cached_line_surfaces() -> None:
    s = session()
    play(s, 10)
    log = panel(s)
    log.sync()
    screen = pygame.Surface((400, 300))
    log.draw(screen)
    cached = dict(log._surfaces)
    log.draw(screen)
    assert cached and all(log._surfaces[k] is v for k, v in cached.items())


def test_wheel_scrolls_up_and_following_resumes_at_the_bottom() -> None:
    s = session(seed=11)
    play(s, 80)
    log = panel(s)
    log.layout(pygame.Rect(0, 0, 300, 60), 14)
    log.sync()
    assert log.max_scroll > 0 and log.scroll == log.max_scroll
    log.wheel(1)
    assert log.scroll < log.max_scroll and not log.follow
    log.wheel(-100)
    assert log.follow
