"""Every label, button, message and log line fits its box, in English and Polish, at 1280x720 and
1920x1080: the menu, new game, settings, load, the replay picker, the Roll Player table for 2 and 4
players through its phases (choosers, the hot-seat cover, every status and reason), the scores, the
replay viewer, the tutorial, and the history of whole games.

The evidence comes from app.render.fit (see tests/app_roll_player/fitcheck.py): the text helpers note
each text drawn into a box, pygame-gui's widgets are measured, and where rendered text lands on the
window is checked against the window, the scene's panels and its buttons.
"""
from __future__ import annotations

import random
from typing import Any, Iterator

import pygame
import pytest

from app import i18n, saves
from app.games import table_class
from app.game_history import history_of
from app.log_panel import LogPanel
from app.main import App
from app.render import fit
from app.replay.examples import EXAMPLES_DIR
from app.scenes import style
from engine import games
from engine.games.roll_player.content import load_content
from engine.tutorial import NEXT
from engine.kernel import GameConfig, Seat, Session
from engine.kernel.strings import fields as text_fields
from tests.app_roll_player.fitcheck import overflows, placed_overflows
from tests.app_roll_player.positions import STAGES, session_at

LANGS = ("en", "pl")
SIZES = ((1280, 720), (1920, 1080))
CASES = [(lang, size) for lang in LANGS for size in SIZES]
IDS = [f"{lang}-{size[0]}x{size[1]}" for lang, size in CASES]
LONG_NAME = "Bartłomiej"  # a long first name for a seat


@pytest.fixture(params=CASES, ids=IDS)
def recorded(request: pytest.FixtureRequest) -> Iterator[tuple[App, fit.Log]]:
    """An app in one language at one size, everything it draws recorded."""
    lang, size = request.param
    with fit.recording() as log:
        app = App(size, persist=False)
        app.set_lang(lang)
        yield app, log
    pygame.display.quit()


def where(app: App, what: str) -> str:
    return f"{i18n.lang()} {app.size[0]}x{app.size[1]} {what}"


def finished(players: int, seed: int) -> Session[Any]:
    game = games.get("roll-player")
    seats = tuple(Seat(name) for name in ("Ala", LONG_NAME, "Celina", "Darek")[:players])
    s: Session[Any] = Session(game, GameConfig("roll-player", seed, seats, {}))
    rng = random.Random(seed)
    while s.decision is not None:
        s.apply(rng.choice(s.decision.legal))
    return s


def at_table(app: App, s: Session[Any]) -> Any:
    app.go("table", s, table_class(s.game.id)(s.game, s.config))
    app.frame(0.016)
    return app.scene


def uncovered(app: App, scene: Any) -> None:
    """Past the hot-seat cover the way a player gets past it: a click on the table."""
    if scene.handoff is not None:
        pos = scene.table_rect.center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        app.frame(0.016)


def choosers(app: App, log: fit.Log, scene: Any, what: str) -> list[str]:
    """Open the chooser of every target that stands for several moves, one at a time."""
    found: list[str] = []
    controller = scene.controller
    for target in list(controller.highlighted()):
        if len(target.actions) > 1:
            controller.open_chooser(list(target.actions), target.shape.bounds().center)
            found += overflows(app, log, where(app, f"{what} chooser {target.key}"))
            controller.chooser = None
    return found


def test_every_text_fits_in_the_menus(recorded: tuple[App, fit.Log]) -> None:
    app, log = recorded
    found: list[str] = []
    saves.write(finished(2, 3), saves.named_path("roll-player"), "")
    (saves.saves_dir() / "damaged.json").write_text("{ not a save", encoding="utf-8")
    for name in ("menu", "new_game", "settings", "load", "replay_picker"):
        app.go(name)
        found += overflows(app, log, where(app, name))
    app.go("new_game")
    scene = app.scene
    for seat in range(1, len(scene.seats)):
        scene.cycle_seat(seat)
        found += overflows(app, log, where(app, f"new game, seat {seat + 1} changed"))
    for option in scene.spec.options:
        scene.cycle_option(option.id)
    scene.widgets["seed"].set_text("not a number")
    scene.start()
    assert scene.message, "a seed that is not a number is refused with a message"
    found += overflows(app, log, where(app, "new game, every variant on and a bad seed"))
    app.go("menu")
    app.show_notice(i18n.t("settings_file.unreadable_title"),
                    i18n.t("settings_file.unreadable_text", reason="settings.json: not valid TOML"))
    found += overflows(app, log, where(app, "menu with a notice"))
    assert not found, "\n".join(found)


@pytest.mark.parametrize("players", [2, 4])
def test_every_text_fits_at_the_table_through_a_game(recorded: tuple[App, fit.Log], players: int) -> None:
    app, log = recorded
    found: list[str] = []
    for stage in STAGES:
        scene = at_table(app, session_at(players, stage, seed=players * 11))
        found += overflows(app, log, where(app, f"{players}p {stage}, hot seat"))
        uncovered(app, scene)
        found += overflows(app, log, where(app, f"{players}p {stage}"))
        found += choosers(app, log, scene, f"{players}p {stage}")
    assert not found, "\n".join(found)


def test_every_status_and_reason_fits_the_status_bar(recorded: tuple[App, fit.Log]) -> None:
    """Every message the table can show in its status line, with the longest card and seat names."""
    app, log = recorded
    scene = at_table(app, session_at(4, "late", seed=44))
    uncovered(app, scene)
    longest_card = max((getattr(c.name, i18n.lang()) for c in load_content().cards.values()), key=len)
    fields = {"name": LONG_NAME, "card": longest_card, "gold": i18n.t("roll-player.n.gold", count=12),
              "reason": i18n.t("kernel.undo.strict_reveal", revealed=i18n.t("kernel.reveal.card_seen")),
              "file": "roll-player-20250101-120000-2.json", "row": i18n.t("roll-player.attr_gen.INT")}
    keys = [k for k in i18n.strings(i18n.lang()) if k.startswith(("roll-player.why.", "table."))
            and k not in ("table.undo", "table.redo", "table.save", "table.menu", "table.log", "table.pass_to",
                          "table.hint_button")]   # button labels, never a status line
    found: list[str] = []
    for key in keys:
        wanted = {name: fields.get(name, 12) for name in text_fields(i18n.strings(i18n.lang())[key])}
        scene.status = i18n.t(key, **wanted)
        found += overflows(app, log, where(app, f"status {key}"))
    assert not found, "\n".join(found)


def test_every_text_fits_on_the_scores_and_in_the_replay(recorded: tuple[App, fit.Log]) -> None:
    app, log = recorded
    found: list[str] = []
    for players, seed in ((1, 5), (4, 9)):
        s = finished(players, seed)
        table = table_class(s.game.id)(s.game, s.config)
        app.go("scoring", table.breakdown(s.state), None, s.game.outcome(s.state), history_of(s))
        found += overflows(app, log, where(app, f"scores, {players}p"))
    for path in sorted(EXAMPLES_DIR.glob("*.json")):
        assert app.open("replay", path)
        scene = app.scene
        for cursor in (0, scene.model.total // 3, scene.model.total * 2 // 3, scene.model.total):
            scene.model.seek(cursor)
            found += overflows(app, log, where(app, f"replay {path.name} at step {cursor}"))
    assert not found, "\n".join(found)


def test_every_text_fits_in_the_tutorial(recorded: tuple[App, fit.Log]) -> None:
    app, log = recorded
    assert app.open("tutorial", "roll-player")
    runner = app.scene.runner
    found: list[str] = []
    while runner.active:
        found += overflows(app, log, where(app, f"tutorial step {runner.step.id}"))
        if runner.step.mode == NEXT:
            runner.next()
        else:
            runner.apply(runner.allowed()[0])
    found += overflows(app, log, where(app, "tutorial finished"))
    assert not found, "\n".join(found)


@pytest.mark.parametrize("players, seed", [(2, 5), (4, 9)])
def test_every_line_of_a_whole_games_history_fits(recorded: tuple[App, fit.Log], players: int, seed: int) -> None:
    app, log = recorded
    s = finished(players, seed)
    scene = at_table(app, s)
    panel = LogPanel(s, i18n.lang())
    panel.layout(scene.log_rect, scene.px(14))
    panel.sync(budget=len(s.steps))
    assert len(panel.lines) > 100 and not panel.pending
    found = [f"{where(app, 'history')}: {f.text!r} needs {f.needed}px, has {f.box}px" for f in log.overflows()]
    assert not found, "\n".join(found)


def test_the_check_catches_text_that_does_not_fit(make_app) -> None:
    """The checker itself: a button label too long for its button, text told its box is too narrow, and
    text blitted past the window's edge."""
    with fit.recording() as log:
        app = make_app((1280, 720))
        app.go("menu")
        app.scene.widgets["quit"].set_text("A label far too long for a menu button of this width, surely")
        assert any("#quit" in line and "needs" in line for line in overflows(app, log, "menu"))
        style.text("Boxed", 20, style.TEXT, box=10)
        assert [f.text for f in log.overflows()] == ["Boxed"]
        screen = fit.Screen(app.size)
        screen.blit(style.text("Off the edge", 20, style.TEXT), (1250, 10))
        assert any(line.startswith("leaves the window") for line in placed_overflows(app, screen.placed, over=False))
