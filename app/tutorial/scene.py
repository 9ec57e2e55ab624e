"""The tutorial scene: a game's table under the tutorial overlay, and how the shell opens it.

The shell calls `open_tutorial(app, game_id)` from `run(tutorial=...)` and from the menu's
Tutorial entry; a script that cannot be loaded or followed becomes a notice, never a crash.
"""
from __future__ import annotations

from typing import Any

import pygame

from app import i18n
from app.frames import Trail
from app.scenes.base import NOTICE_CHARS, Scene
from app.tutorial.overlay import LEAVE_B, SKIP_B, TutorialOverlay, ui
from engine import games
from engine.kernel import StolikError
from engine.kernel.canonical import JsonObject
from engine.kernel.untrusted import shown
from engine.tutorial import Runner, find_tutorial, load_script, scripts_for, tutorial_names

GAME_ID_CHARS = 40  # a game id typed on the command line, shortened in the "no tutorial" notice


def tutorial_games() -> list[str]:
    """Registered games that ship at least one tutorial script."""
    return [g for g in games.available() if scripts_for(g)]


class TutorialScene(Scene):
    """Hosts one running tutorial; Esc or "Skip" returns to the menu, "Play on freely" (or a script
    that cannot go on) hands the session to the ordinary table scene."""

    name = "tutorial"

    def __init__(self, app: Any, runner: Runner) -> None:
        super().__init__(app)
        from app.games import table_class

        self.runner = runner
        table = table_class(runner.game.id)(runner.game, runner.script.config())
        self.overlay = TutorialOverlay(runner, table, invalidate=self.invalidate, repainted=self.repainted,
                                       scale=lambda: self.app.scale)
        self.trail = Trail()

    def build(self) -> None:
        self.overlay.layout(pygame.Rect((0, 0), self.app.size))

    def handle(self, event: pygame.event.Event) -> bool:
        self.overlay.handle(event)
        self._after()
        return True

    def command(self, name: str) -> bool:
        if name == "undo" and self.runner.active:
            self.overlay.press("back")
            return True
        if name == "menu":
            self._to_menu()
            return True
        return False

    def _after(self) -> None:
        if self.overlay.outcome == SKIP_B:
            self.app.later(self._to_menu)
        elif self.overlay.outcome == LEAVE_B:
            self.overlay.outcome = None
            self.app.later(self._to_table)

    def _to_table(self) -> None:
        """Play on from here at the ordinary table: undo, save and the log all work there."""
        self.runner.session.strict = self.app.settings.strict_undo
        self.app.go("table", self.runner.session, self.overlay.table, status=self.overlay.message or "")

    def _to_menu(self) -> None:
        self.app.go("menu")

    def update(self, dt: float, now: float) -> None:
        cursor = self.runner.session.cursor
        self.overlay.update(now)
        if self.runner.session.cursor != cursor:
            self.invalidate()
        for rect in self.trail.damage(self.overlay.host.presenter, now):
            self.invalidate(rect)
        self.overlay.host.update(now)
        self.overlay.host.pulse(self.app.screen, now, direct=self.app.notice is None)

    def wants_frame(self, now: float) -> float | None:
        """Frames while the table animates, and for the bots' moves once the guided part is over."""
        if self.trail.busy(self.overlay.host.presenter, now):
            return now
        decision = self.runner.session.decision
        if not self.runner.active and decision is not None and decision.actor not in (None, self.runner.learner):
            return now
        return self.overlay.host.wants_frame(now)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        self.overlay.draw(surface, now)

    def draw_over(self, surface: pygame.Surface, now: float) -> None:
        self.overlay.draw_over(surface, now)

    def dump(self) -> JsonObject:
        """For e2e tests: the step, the progress, where the overlay's buttons and targets are, and the picture a
        reader of the words sees (app/tutorial/reader.py), which the e2e walk clicks by."""
        step = self.runner.step
        current, total = self.runner.progress()
        return {
            "tutorial": {
                "script": self.runner.script.file,
                "step": step.id if step else None,
                "mode": step.mode if step else None,
                "progress": [current, total],
                "active": self.runner.active,
                "finished": self.runner.finished,
                "cursor": self.runner.session.cursor,
                "buttons": {k: list(r.center) for k, r in self.overlay.buttons.items()},
                "targets": [t["center"] for t in self.overlay.host.dump()],
                "message": self.overlay.message,
                "picture": self.overlay.picture().to_json(),
                "result": self._result(),
            }
        }

    def _result(self) -> JsonObject | None:
        """The finished game's score sheet as the end steps read it out (the learner's own result), or None."""
        session = self.runner.session
        if not session.over:
            return None
        sheet = self.overlay.table.breakdown(session.state)
        return {"learner": self.runner.learner, "players": sheet.players, "categories": sheet.categories,
                "rows": sheet.rows, "totals": sheet.totals, "winners": sheet.winners}


def open_tutorial(app: Any, game_id: str | None = None) -> bool:
    """Switch `app` to a tutorial: `game_id` is a game (its first tutorial) or "<game>-<tutorial id>"
    (engine.tutorial.find_tutorial); None (the menu's entry) lists every tutorial when there are several,
    and opens the only one otherwise."""
    if game_id is None and len(tutorial_names()) > 1:
        app.go("tutorial_picker")
        return True
    found = find_tutorial(game_id) if game_id else next(((g, scripts_for(g)) for g in tutorial_games()), None)
    name = shown(game_id or "", GAME_ID_CHARS)
    title = ui("title", i18n.lang(), title=name)
    if found is None or not found[1]:
        app.show_notice(title, ui("none", i18n.lang(), game=name))
        return False
    try:
        game = games.get(found[0])
        runner = Runner(game, load_script(found[1][0]))
    except (KeyError, StolikError) as exc:
        app.show_notice(title, shown(str(exc), NOTICE_CHARS))
        return False
    app.switch(TutorialScene(app, runner))
    return True
