"""The replay viewer scene: the game's own table drawing the state at the cursor (read-only), a seek
bar with bookmark ticks, playback controls, the bookmark list, the log, "as seen by" and
"Continue from here", which opens a normal table scene on a new save.
"""
from __future__ import annotations

import os
from functools import partial
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from app import i18n
from app.frames import Trail
from app.game_files import GameFile
from app.games import table_class
from app.board.host import BoardHost
from app.seat_names import seat_name
from app.replay import analysis as an
from app.replay.model import SPEEDS, LogLine, ReplayModel
from app.replay.rows import Row, RowList
from app.replay.seekbar import SeekBar
from app.render.chart import line_chart
from app.replay.text import t
from app.scenes import style
from app.scenes.base import NOTICE_CHARS, Scene
from app.scenes.score_sheet import ScoreSheet
from app.table import Table
from engine.bots import bot_label, bot_names
from engine.kernel import Action, Seat, StolikError
from engine.kernel.canonical import JsonObject
from engine.kernel.milestones import Bookmark
from engine.kernel.untrusted import shown

ANIMATE_MAX_STEPS = 4  # a jump longer than this redraws at once instead of animating its steps
LOG_SCREENS = 4  # the history panel holds this many panels' worth of lines before the cursor
WHEEL_ROWS = 3
SEEK_TIP_SIZE = 14  # the seek bar's hover tooltip text size at 1280×720
SEEK_TIP_RISE = 40  # how far above the seek bar that tooltip sits
BANNER_LINES = 2
KEY_STEPS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}

FLAG_COLOURS = {an.BLUNDER: style.WARN, an.MISTAKE: (236, 150, 64), an.INACCURACY: (226, 206, 92)}
POLL_SECONDS = 0.1  # how often the viewer looks at a running analysis

SEATS_TOP = 92   # the seat rows of the "who plays each seat?" box start below its two-line title, at 1280x720


def open_replay(app: Any, path: str | os.PathLike[str]) -> bool:
    """Open `path` in the viewer; an unreadable file becomes a notice over the menu, never a crash."""
    try:
        model = ReplayModel.open(path, lang=i18n.lang())
    except StolikError as exc:
        app.go("menu")
        app.show_notice(t("cannot_open", i18n.lang()), shown(str(exc), NOTICE_CHARS))
        return False
    app.switch(ReplayScene(app, model))
    return True


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, app: Any, model: ReplayModel) -> None:
        super().__init__(app)
        self.model = model
        game, config = model.game, model.session.config
        self.table: Table = table_class(game.id)(game, config)
        self.host = BoardHost(self.table, invalidate=self.invalidate, repainted=self.repainted,
                              scale=lambda: self.app.scale)
        self.table.timeline = lambda: self.model.session
        model.label = self._hint_label
        model.fallback = self._fallback_line
        model.set_lang(i18n.lang())
        self._lang = i18n.Watch()
        self.seekbar = SeekBar()
        self.marks = RowList()
        self.log = RowList()
        self.status = ""
        self.mouse = (0, 0)
        self._shown: tuple[int, int | None] | None = None
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self._hash: tuple[int, str] = (-1, "")
        self.show_chart = False
        self._chart: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self._sheet: tuple[tuple[Any, ...], ScoreSheet] | None = None
        self.seat_choice: list[str | None] | None = None  # while asking who plays on: None = a person, else a bot
        self.trail = Trail()
        self._tip_rect: pygame.Rect | None = None
        self._speed_shown = model.speed
        seats = model.session.config.seats
        self.analysis_seat = next((i for i, seat in enumerate(seats) if seat.bot is None), 0)
        self.analysis_iterations = an.UI_ITERATIONS
        self.job: an.Job | None = None
        self.judged: dict[int, an.Move] = {}    # save step → the judged move of the analysed seat
        self._expected: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self._progress_shown = (-1, -1)
        self.lit_rects: list[pygame.Rect] = []
        self.analysis_note: str | None = None   # why a cache beside the save was not used

    # --- helpers ---------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return i18n.lang()

    def tr(self, key: str, **fmt: Any) -> str:
        return t(key, self.lang, **fmt)

    def _hint_label(self, action: Action, at: int) -> str:
        """A hinted move as the table words it seeing the position it was hinted at (a die by its colour and value,
        which the position being watched may no longer hold)."""
        return self.table.label_seen(action, self.model.game.view(self.model.session.state_at(at), self.model.viewer))

    def _fallback_line(self, action: Action) -> str:
        return self.table.log_line(action, seat_name(self.model.session.config.seats, action.player))

    def _viewer_options(self) -> list[str | tuple[str, str]]:
        options: list[str | tuple[str, str]] = [self.tr("everyone")]
        options.extend(self.model.players)
        return options

    # --- layout ----------------------------------------------------------------------------
    def build(self) -> None:
        self._follow_lang()
        w, h = self.app.size
        m, bar, side = self.px(10), self.px(52), self.px(330)
        banner_h = self.px(BANNER_LINES * 20 + 12) if self.model.banner or self.model.notes else 0
        controls_h, seek_h = self.px(44), self.px(26)
        top = bar + banner_h
        bottom = h - m - controls_h - m - seek_h - m
        self.banner_rect = pygame.Rect(m, bar, w - 2 * m, banner_h)
        self.table_rect = pygame.Rect(m, top, w - side - 3 * m, bottom - top)
        self.host.layout(self.table_rect)
        self.seekbar.layout(pygame.Rect(m, bottom + m, w - 2 * m, seek_h), self.model.total, self.model.bookmarks)
        self._build_side(pygame.Rect(self.table_rect.right + m, top, side, bottom - top))
        self._build_controls(pygame.Rect(m, h - m - controls_h, w - 2 * m, controls_h))
        self.button("menu", pygame.Rect(w - m - self.px(110), (bar - self.px(38)) // 2, self.px(110), self.px(38)),
                    self.tr("menu"), self.to_menu)
        chart_x = w - 2 * m - self.px(110) - self.px(150)
        self.button("chart", pygame.Rect(chart_x, (bar - self.px(38)) // 2, self.px(150), self.px(38)),
                    self._chart_label(), self.toggle_chart)
        self._build_analyse(chart_x - m, (bar - self.px(38)) // 2, self.px(38))
        self._shown = None
        self.sync()
        if self.seat_choice is not None:
            self._build_seat_choice()

    def _build_analyse(self, right: int, y: int, h: int) -> None:
        """Analyse and the seat it judges (a button cycling the seats); while it runs, its progress bar in the
        seat button's place and Cancel in Analyse's."""
        go_w, seat_w = self.px(120), self.px(190)
        go = pygame.Rect(right - go_w, y, go_w, h)
        self.progress_rect = pygame.Rect(go.x - self.px(8) - seat_w, y, seat_w, h)
        self.title_right = self.progress_rect.x - self.px(10)
        if self.job is not None:
            self.button("analyse_cancel", go, self.tr("analyse_cancel"), self.cancel_analysis)
            return
        can = self.model.path is not None
        self.button("analyse_seat", self.progress_rect, self._seat_pick_label(), self.next_analysis_seat,
                    enabled=can)
        self.button("analyse", go, self.tr("analyse"), self.start_analysis, enabled=can,
                    tooltip=None if can else self.tr("analyse_no_file"))

    def _seat_pick_label(self) -> str:
        return self.tr("analyse_seat", name=self.model.players[self.analysis_seat])

    def _build_side(self, rect: pygame.Rect) -> None:
        label_h, gap = self.px(22), self.px(8)
        pick_h = self.px(32)
        y = rect.y
        self.seen_by_label = (rect.x, y)
        y += label_h
        options = self._viewer_options()
        current = options[0 if self.model.viewer is None else self.model.viewer + 1]
        self.widgets["viewer"] = pygame_gui.elements.UIDropDownMenu(
            options, current, pygame.Rect(rect.x, y, rect.w, pick_h), self.app.ui,
            object_id=pygame_gui.core.ObjectID(object_id="#viewer", class_id="@stolik"))
        y += pick_h + gap
        marks_h = max(self.px(90), (rect.bottom - y) * 2 // 7)
        self.marks_head = (rect.x, y)
        self.marks.layout(pygame.Rect(rect.x, y + label_h, rect.w, marks_h - label_h), self.px(14))
        y += marks_h + gap
        self.log_head = (rect.x, y)
        self.log.layout(pygame.Rect(rect.x, y + label_h, rect.w, rect.bottom - y - label_h), self.px(14))
        self.marks.set_rows(self._mark_rows(), keep_in_sight=self._current_mark_index())

    def _build_controls(self, rect: pygame.Rect) -> None:
        bh, gap = rect.h, self.px(6)
        small, play_w, speed_w = self.px(52), self.px(104), self.px(50)
        x = rect.x
        for key, text, fn, width in (
            ("home", self.tr("home"), self.model.home, small),
            ("back", self.tr("back"), self.step_back, small),
            ("play", self.tr("pause") if self.model.playing else self.tr("play"), self.toggle, play_w),
            ("forward", self.tr("forward"), self.step_forward, small),
            ("end", self.tr("end"), self.model.end, small),
        ):
            self.button(key, pygame.Rect(x, rect.y, width, bh), text, fn)
            x += width + gap
        x += gap * 2
        for speed in SPEEDS:
            key = f"speed_{speed:g}"
            self.button(key, pygame.Rect(x, rect.y, speed_w, bh), self.tr("speed", speed=f"{speed:g}"),
                        partial(self.model.set_speed, speed))
            x += speed_w + gap
        self.step_label_pos = (x + gap * 2, rect.centery)
        cont_w = self.px(230)
        self.button("continue", pygame.Rect(rect.right - cont_w, rect.y, cont_w, bh), self.tr("continue"),
                    self.continue_here)
        self.step_label_right = rect.right - cont_w - gap

    # --- rows --------------------------------------------------------------------------------
    def _mark_rows(self) -> list[Row]:
        current = self.model.bookmark_at()
        indent = self.px(14)
        return [Row(m.label, m, style.ACCENT if m.major else style.TEXT, bold=m.major,
                    indent=0 if m.major else indent, current=m is current) for m in self.model.bookmarks]

    def _current_mark_index(self) -> int | None:
        current = self.model.bookmark_at()
        return self.model.bookmarks.index(current) if current is not None else None

    def _log_rows(self) -> list[Row]:
        rows: list[Row] = []
        lines = self.model.log_before(count=self.log.visible * LOG_SCREENS)
        last_step = lines[-1].step if lines else -1
        flagged = {m.step: m.flag for m in self.judged.values() if m.flag is not None}
        for line in lines:
            colour = style.MUTED if line.player is None else style.ACCENT if line.hint else style.TEXT
            text, mark = line.text, None
            flag = flagged.get(line.step) if line.player == self.analysis_seat else None
            if flag is not None:    # its colour as a bar at the left (readable on any band) and its word first
                mark, text = FLAG_COLOURS[flag], f"{self.tr('flag_' + flag)}: {text}"
            for k, part in enumerate(self.log.fits(text, indent=self.px(10), bold=flag is not None)):
                rows.append(Row(part, line, colour, bold=flag is not None, indent=self.px(10) if k else 0,
                                current=line.step == last_step, mark=mark))
        return rows

    # --- keeping the table and panels in step with the cursor ------------------------------
    def _follow_lang(self) -> None:
        """Once the app's language has changed, label the log and bookmarks in it before anything shows them."""
        if self._lang.changed():
            self.model.set_lang(self.lang)
            self.seekbar.layout(self.seekbar.rect, self.model.total, self.model.bookmarks)
            self._shown = None

    def sync(self) -> None:
        """Show the cursor's state to the table and refresh the panels when the cursor, viewer or language changed."""
        self._follow_lang()
        key = (self.model.cursor, self.model.viewer)
        if key == self._shown:
            return
        previous = self._shown[0] if self._shown is not None else None
        self.invalidate()
        cursor = self.model.cursor

        def show() -> None:
            self.host.show(self.model.view(), self.model.decision, self.model.viewer, None)
            lit = self.lit_decision()
            self.lit_rects = []
            if lit is not None:     # the analysis' better move: the table's spot for it, outlined as a legal move
                self.table.show(self.model.view(), lit, self.model.viewer)
                best = lit.legal[0]
                self.lit_rects = [self.host.target_bounds(t) for t in self.table.targets(lit, best.player)
                                  if best in t.actions]
        if previous is not None and 0 < cursor - previous <= ANIMATE_MAX_STEPS:
            self.host.presenter.tell(self.model.session.steps[previous:cursor], show=show)
        elif previous != cursor:
            self.host.presenter.tell([], show=show)
        else:
            show()
        if cursor == self.model.total and previous is not None and previous < cursor and self.model.decision is None:
            self.show_chart = True
        self._shown = key
        self.marks.set_rows(self._mark_rows(), keep_in_sight=self._current_mark_index())
        self.log.set_rows(self._log_rows(), bottom=True)

    def update(self, dt: float, now: float) -> None:
        """Advance playback on the app's clock, then keep the table and the Play/Pause label current."""
        self.model.tick(now)
        self.sync()
        for rect in self.trail.damage(self.host.presenter, now):
            self.invalidate(rect)
        self.host.update(now)
        if self.model.speed != self._speed_shown:
            self._speed_shown = self.model.speed
            self.invalidate()
        play = self.widgets.get("play")
        wanted = self.tr("pause") if self.model.playing else self.tr("play")
        if play is not None and play.text != wanted:
            play.set_text(wanted)
            self.invalidate(play.get_abs_rect())
        self._poll_analysis()
        chart = self.widgets.get("chart")
        wanted = self._chart_label()
        if chart is not None and chart.text != wanted:
            chart.set_text(wanted)
            self.invalidate(chart.get_abs_rect())

    def wants_frame(self, now: float) -> float | None:
        """Frames while playing (each step on time), while the table animates and while its map is still painted."""
        if self.job is not None:
            return now + POLL_SECONDS
        if self.trail.busy(self.host.presenter, now) or self.host.panning() or self.host.table.settling():
            return now
        return self.model.next_tick(now)

    # --- actions -----------------------------------------------------------------------------
    def step_back(self) -> None:
        self.model.pause()
        self.model.step_back()

    def step_forward(self) -> None:
        self.model.pause()
        self.model.step_forward()

    def toggle(self) -> None:
        self.model.toggle()

    def toggle_chart(self) -> None:
        self.show_chart = not self.show_chart
        self.app.later(self.app.rebuild)

    def at_end(self) -> bool:
        """True at the last step of a finished game: the viewer shows the final scores there."""
        return self.model.cursor == self.model.total and self.model.decision is None

    def _chart_label(self) -> str:
        if self.at_end():
            return self.tr("hide_scores" if self.show_chart else "scores")
        return self.tr("hide_chart" if self.show_chart else "chart")

    def score_sheet(self) -> ScoreSheet:
        """The final scores, outcome and course of the game, as the players saw them at the end."""
        key = (self.lang, self.model.total)
        if self._sheet is None or self._sheet[0] != key:
            state = self.model.session.state
            history = self.model.history(i18n.t("score.end"))
            sheet = ScoreSheet(self.table.breakdown(state), self.model.game.outcome(state), history,
                               now=history.position(self.model.cursor))
            self._sheet = (key, sheet)
        return self._sheet[1]

    def chart(self, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The whole game's course with a line at the current step (redrawn only when the step moves)."""
        rect = pygame.Rect((0, 0), size or self.table_rect.inflate(-self.px(80), -self.px(80)).size)
        history = self.model.history(i18n.t("score.end"))
        key = (rect.size, self.lang, self.model.cursor)
        if self._chart is None or self._chart[0] != key:
            names = ([i18n.pick(track) for track in history.tracks] if history.tracks is not None
                     else [seat.name for seat in self.model.session.config.seats])
            surf = line_chart(rect.size, history.points, history.series, names, i18n.t("score.chart"),
                              self.px(15), now=history.position(self.model.cursor))
            self._chart = (key, surf)
        return self._chart[1]

    def jump(self, mark: Bookmark) -> None:
        self.model.jump(mark)

    # --- analysis ----------------------------------------------------------------------------
    def next_analysis_seat(self) -> None:
        self.analysis_seat = (self.analysis_seat + 1) % len(self.model.players)
        self.widgets["analyse_seat"].set_text(self._seat_pick_label())

    def start_analysis(self) -> None:
        """Judge the chosen seat's moves on a worker thread (a cached result beside the save is used when it fits)."""
        if self.job is not None or self.model.path is None:
            return
        self.model.pause()
        self.judged = {}
        self._expected = None
        self.status = ""
        self.job = an.Job(self.model.path, self.analysis_seat, self.analysis_iterations).start()
        self.app.later(self.app.rebuild)

    def cancel_analysis(self) -> None:
        if self.job is None:
            return
        self.job.cancel()
        self.job = None         # the thread stops at its next decision and writes nothing
        self.status = self.tr("analyse_cancelled")
        self.app.later(self.app.rebuild)

    def leave(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None
        super().leave()

    def _poll_analysis(self) -> None:
        job = self.job
        if job is None:
            return
        if job.running:
            if job.note and self.status != job.note:    # a cache that could not be used: said while analysing again
                self.status = self.analysis_note = job.note
                self.invalidate()
            if (job.done, job.total) != self._progress_shown:
                self._progress_shown = (job.done, job.total)
                self.invalidate(self.progress_rect)
            return
        self.job = None
        if job.moves is not None:
            self.judged = {m.step: m for m in job.moves}
            counts = {flag: sum(m.flag == flag for m in job.moves) for flag in an.FLAGS}
            done = self.tr("analyse_done", blunders=counts[an.BLUNDER], mistakes=counts[an.MISTAKE],
                           inaccuracies=counts[an.INACCURACY])
            self.analysis_note = job.note
            self.status = done
        else:
            self.status = self.tr("analyse_failed", reason=job.error or "?")
        self._shown = None
        self.seekbar.flags = [(m.step, FLAG_COLOURS[m.flag]) for m in self.judged.values() if m.flag is not None]
        self.app.later(self.app.rebuild)

    def flagged_here(self) -> an.Move | None:
        """The flagged move being looked at: the cursor at its decision or just after it."""
        for step in (self.model.cursor, self.model.cursor - 1):
            move = self.judged.get(step)
            if move is not None and move.flag is not None:
                return move
        return None

    def lit_decision(self) -> Any:
        """At a flagged decision, the decision narrowed to the better move (so the table lights it)."""
        move = self.judged.get(self.model.cursor)
        decision = self.model.decision
        if move is None or move.flag is None or decision is None or move.best not in decision.legal:
            return None
        return decision.narrowed((move.best,))

    def better_line(self) -> str | None:
        move = self.flagged_here()
        if move is None:
            return None
        where = "" if move.step == self.model.cursor else " " + self.tr("analyse_back")
        return (f"{self.tr('flag_' + (move.flag or ''))} · "
                f"{self.tr('better', move=self.table.action_label(move.best))}{where}")

    def expected_chart(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The analysed seat's expected result (per cent) at each of its judged decisions."""
        if not self.judged:
            return None
        key = (size, self.lang, self.model.cursor, len(self.judged))
        if self._expected is None or self._expected[0] != key:
            moves = sorted(self.judged.values(), key=lambda m: m.step)
            points = [self.tr("step_short", step=m.step + 1) for m in moves]
            series = [[round(100 * max(0.0, m.best_value), 1) for m in moves]]
            now = next((k for k, m in enumerate(moves) if m.step >= self.model.cursor), len(moves) - 1)
            surf = line_chart(size, points, series, [self.model.players[self.analysis_seat]],
                              self.tr("expected_chart"), self.px(15), now=float(now))
            self._expected = (key, surf)
        return self._expected[1]

    def jump_to_line(self, line: LogLine) -> None:
        self.model.pause()
        self.model.jump_to_line(line)

    def set_viewer(self, player: int | None) -> None:
        self.model.set_viewer(player)

    def to_menu(self) -> None:
        self.app.go("menu")

    def continue_here(self) -> None:
        """Ask who plays each seat from here (a person or which bot), starting from the recorded seats."""
        self.model.pause()
        seats = self.model.continuing_config().seats
        self.seat_choice = [seat.bot for seat in seats]
        self.app.later(self.app.rebuild)

    def _seat_box(self) -> pygame.Rect:
        rows = len(self.model.session.config.seats)
        w, h = self.px(560), self.px(SEATS_TOP + 80) + rows * self.px(52)
        return pygame.Rect(self.table_rect.centerx - w // 2, self.table_rect.centery - h // 2, w, h)

    def _build_seat_choice(self) -> None:
        """The question over the table: one button per seat that cycles person → each bot, then Start/Cancel."""
        for widget in self.widgets.values():
            widget.disable()
        box = self._seat_box()
        pad, row_h = self.px(20), self.px(44)
        y = box.y + self.px(SEATS_TOP)
        names = [seat.name for seat in self.model.session.config.seats]
        for i, (name, bot) in enumerate(zip(names, self.seat_choice or [])):
            self.button(f"seat_{i}", pygame.Rect(box.x + box.w // 2, y, box.w // 2 - pad, row_h), self._seat_label(bot),
                        partial(self.cycle_seat, i))
            y += self.px(52)
        bw = self.px(200)
        self.button("continue_start", pygame.Rect(box.right - pad - bw, box.bottom - pad - row_h, bw, row_h),
                    self.tr("continue_start"), self.start_continuing)
        self.button("continue_cancel", pygame.Rect(box.x + pad, box.bottom - pad - row_h, bw, row_h),
                    self.tr("continue_cancel"), self.cancel_continuing)

    def _seat_label(self, bot: str | None) -> str:
        if bot is None:
            return self.tr("seat_human")
        return self.tr("seat_bot", name=bot_label(self.model.game.id, bot).get(self.lang))

    def cycle_seat(self, index: int) -> None:
        """A person → each bot the game has → a person again."""
        assert self.seat_choice is not None
        kinds: list[str | None] = [None, *bot_names(self.model.game.id)]
        current = self.seat_choice[index]
        self.seat_choice[index] = kinds[(kinds.index(current) + 1) % len(kinds) if current in kinds else 0]
        self.widgets[f"seat_{index}"].set_text(self._seat_label(self.seat_choice[index]))

    def cancel_continuing(self) -> None:
        self.seat_choice = None
        self.app.later(self.app.rebuild)

    def start_continuing(self) -> None:
        """A new save from the cursor with the chosen seats, opened at a normal table; the replayed file is left as it was."""
        choice = self.seat_choice or []
        seats = [Seat(seat.name, bot) for seat, bot in zip(self.model.session.config.seats, choice)]
        self.seat_choice = None
        try:
            session, path = self.model.continue_from_here(strict=self.app.settings.strict_undo, seats=seats)
        except (StolikError, OSError, RuntimeError, ValueError) as exc:
            self.status = self.tr("continue_failed", reason=i18n.say(exc))
            self.app.later(self.app.rebuild)
            return
        table = table_class(session.game.id)(session.game, session.config)
        scene = self.app.go("table", session, table, status=self.tr("continued", file=Path(path).name))
        scene.game_file = GameFile(Path(path))  # the continued game goes on in the file just written

    # --- input -------------------------------------------------------------------------------
    def command(self, name: str) -> bool:
        if name == "menu" and self.seat_choice is not None:
            self.cancel_continuing()
            return True
        if name == "menu":
            if not self.host.cancel():
                self.to_menu()
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if self.seat_choice is not None:
            return False
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.widgets.get("viewer"):
            options = self._viewer_options()
            index = options.index(event.text) if event.text in options else 0
            self.set_viewer(None if index == 0 else index - 1)
            return True
        if event.type == pygame.KEYDOWN and self._key(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self._tip_rect is not None:
                self.invalidate(self._tip_rect)
            tip = self._seek_tip()
            if tip is not None:
                self.invalidate(style.tooltip_rect(*tip, self.px(SEEK_TIP_SIZE), self.app.size))
            if self.seekbar.dragging:
                self.model.seek(self.seekbar.index_at(event.pos[0]))
                return True
            return self.host.process_event(event) or True
        if event.type == pygame.MOUSEWHEEL:
            for rows in (self.marks, self.log):
                if rows.rect.collidepoint(self.mouse):
                    rows.scroll(-WHEEL_ROWS * event.y)
                    return True
            return self.host.process_event(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.seekbar.dragging:
            self.seekbar.dragging = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._click(event.pos):
            return True
        return self.host.process_event(event)

    def _click(self, pos: tuple[int, int]) -> bool:
        self.mouse = pos
        if self.seekbar.hit(pos):
            self.model.pause()
            flag = self.seekbar.flag_near(pos[0], self.px(4)) if pos[1] > self.seekbar.rect.centery else None
            if flag is not None:    # a flagged move's notch: its decision, the better move lit
                self.model.seek(flag)
                return True
            self.seekbar.dragging = True
            self.model.seek(self.seekbar.index_at(pos[0]))
            return True
        mark = self.marks.item_at(pos)
        if isinstance(mark, Bookmark):
            self.jump(mark)
            return True
        line = self.log.item_at(pos)
        if isinstance(line, LogLine):
            self.jump_to_line(line)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if event.mod & pygame.KMOD_CTRL:
            return False
        if event.key in KEY_STEPS:
            self.step_forward() if KEY_STEPS[event.key] > 0 else self.step_back()
        elif event.key == pygame.K_SPACE:
            self.toggle()
        elif event.key == pygame.K_HOME:
            self.model.home()
        elif event.key == pygame.K_END:
            self.model.end()
        elif event.key == pygame.K_PAGEUP:
            mark = self.model.previous_bookmark()
            if mark is not None:
                self.jump(mark)
        elif event.key == pygame.K_PAGEDOWN:
            mark = self.model.next_bookmark()
            if mark is not None:
                self.jump(mark)
        elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.model.faster()
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.model.slower()
        else:
            return False
        return True

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, now: float) -> None:
        surface.blit(style.background(self.app.size, self.table_rect), (0, 0))
        self._draw_title(surface)
        if self.banner_rect.h:
            self._draw_banner(surface)
        self.host.draw_table(surface, now)
        for rect in self.lit_rects:
            pygame.draw.rect(surface, style.LEGAL, rect.inflate(self.px(8), self.px(8)), max(3, self.px(3)),
                             border_radius=self.px(6))
        if self.show_chart and self.at_end():
            area = self.table_rect.inflate(-self.px(40), -self.px(40))
            style.panel(surface, area, alpha=245)
            self.score_sheet().draw(surface, area.inflate(-self.px(20), -self.px(30)), self.px)
        elif self.show_chart:
            box = self.table_rect.inflate(-self.px(80), -self.px(80))
            half = (box.w, box.h // 2 - self.px(4))
            expected = self.expected_chart(half) if self.judged else None
            if expected is None:
                chart = self.chart()
                surface.blit(chart, chart.get_rect(center=self.table_rect.center))
            else:   # the scores above, the analysed seat's expected result below
                surface.blit(self.chart(half), box.topleft)
                surface.blit(expected, (box.x, box.bottom - half[1]))
        self._draw_better(surface)
        head = style.font(self.px(15), bold=True)
        surface.blit(head.render(self.tr("seen_by"), True, style.MUTED), self.seen_by_label)
        surface.blit(head.render(self.tr("bookmarks"), True, style.MUTED), self.marks_head)
        surface.blit(head.render(self.tr("log"), True, style.MUTED), self.log_head)
        self.marks.draw(surface, self.tr("no_bookmarks"))
        self.log.draw(surface, self.tr("empty_log"))
        self.seekbar.draw(surface, self.model.cursor)
        self._draw_progress(surface)
        self._draw_step_label(surface)
        self._draw_speed(surface)
        if self.seat_choice is not None:
            self.host.draw_over(surface, now)   # a fight the replay shows lies under the question, not over its buttons
            self._draw_seat_choice(surface)

    def _draw_seat_choice(self, surface: pygame.Surface) -> None:
        """The dimmed window and the question's box, under its buttons."""
        dim = pygame.Surface(self.app.size, pygame.SRCALPHA)
        dim.fill((0, 0, 0, 140))
        surface.blit(dim, (0, 0))
        box = self._seat_box()
        style.panel(surface, box, alpha=250)
        pad = self.px(20)
        words = self.tr("continue_title", step=self.model.cursor)
        y = box.y + pad
        for line in style.wrap(words, style.font(self.px(22), bold=True), box.w - 2 * pad)[:2]:   # never past the box
            title = style.text(line, self.px(22), style.ACCENT, bold=True, box=box.w - 2 * pad)
            surface.blit(title, (box.x + pad, y))
            y += title.get_height()
        y = box.y + self.px(SEATS_TOP)
        for seat in self.model.session.config.seats:
            img = style.text(seat.name, self.px(18), style.TEXT)
            surface.blit(img, (box.x + pad, y + (self.px(44) - img.get_height()) // 2))
            y += self.px(52)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        """While analysing: a bar with "Analysing… 12/72" where the seat button was."""
        job = self.job
        if job is None:
            return
        r = self.progress_rect
        style.panel(surface, r)
        if job.total:
            fill = pygame.Rect(r.x + 2, r.y + 2, (r.w - 4) * job.done // job.total, r.h - 4)
            if fill.w > 0:
                pygame.draw.rect(surface, style.SELECTED, fill, border_radius=5)
        text = self.tr("analysing", done=job.done, total=job.total or "…")
        img = style.text(text, self.px(15), style.TEXT, box=r.w - self.px(12))
        surface.blit(img, img.get_rect(center=r.center))

    def _draw_better(self, surface: pygame.Surface) -> None:
        """At a flagged move: its mark and the better move, in a band over the top of the table."""
        line = self.better_line()
        move = self.flagged_here()
        if line is None or move is None:
            return
        room = self.table_rect.w - self.px(40)
        img = style.text(line, self.px(16), style.TEXT, bold=True, box=room - self.px(24))
        band = pygame.Rect(0, 0, min(room, img.get_width() + self.px(24)), img.get_height() + self.px(12))
        band.midbottom = (self.table_rect.centerx, self.table_rect.bottom - self.px(6))
        style.panel(surface, band, alpha=245)
        pygame.draw.rect(surface, FLAG_COLOURS.get(move.flag or "", style.ACCENT), band, 3, border_radius=6)
        surface.blit(img, img.get_rect(center=band.center))

    def _draw_title(self, surface: pygame.Surface) -> None:
        bar = self.px(52)
        title = style.font(self.px(22), bold=True).render(
            f"{self.tr('title')}: {i18n.pick(self.model.game.title)}", True, style.ACCENT)
        surface.blit(title, (self.px(14), (bar - title.get_height()) // 2))
        name = self.model.path.name if self.model.path is not None else ""
        text = self.status or name
        x = self.px(30) + title.get_width()
        room = getattr(self, "title_right", self.app.size[0]) - x
        if text and room > self.px(40):
            f = style.font(self.px(15))
            while len(text) > 2 and f.size(text)[0] > room:
                text = text[:-2] + "…"
            img = style.text(text, self.px(15), style.MUTED)
            surface.blit(img, (x, (bar - img.get_height()) // 2))

    def _draw_banner(self, surface: pygame.Surface) -> None:
        text = self.model.banner or self.tr("notes", notes="; ".join(self.model.notes))
        colour = style.WARN if self.model.banner else style.MUTED
        pygame.draw.rect(surface, style.PANEL, self.banner_rect, border_radius=6)
        pygame.draw.rect(surface, colour, self.banner_rect, 2, border_radius=6)
        f = style.font(self.px(15), bold=bool(self.model.banner))
        lines = style.wrap(text, f, self.banner_rect.w - self.px(20))
        if len(lines) > BANNER_LINES:
            lines = lines[: BANNER_LINES - 1] + [lines[BANNER_LINES - 1] + " …"]
        step = f.get_linesize()
        y = self.banner_rect.centery - step * len(lines) // 2
        for line in lines:
            surface.blit(f.render(line, True, colour), (self.banner_rect.x + self.px(10), y))
            y += step

    def _draw_step_label(self, surface: pygame.Surface) -> None:
        step = self.tr("step", cursor=self.model.cursor, total=self.model.total)
        over = [self.tr("over")] if self.model.decision is None and self.model.cursor == self.model.total else []
        where = [part for part in self.model.where().split(" · ") if part]
        f = style.font(self.px(16))
        room = self.step_label_right - self.step_label_pos[0] - self.px(16)
        # Whole words or nothing: a long place ("Stage 2: The Dead Radio") drops the round before it, then itself.
        tries = [[step, *where[k:], *over] for k in range(len(where) + 1)]
        text = next((" · ".join(t) for t in tries if f.size(" · ".join(t))[0] <= room), " · ".join(tries[-1]))
        while text and f.size(text)[0] > room:
            text = text[:-2] + "…" if len(text) > 2 else ""
        img = f.render(text, True, style.TEXT)
        box = pygame.Rect(0, 0, room, self.widgets["continue"].get_abs_rect().h)
        box.midleft = (self.step_label_pos[0] - self.px(8), self.step_label_pos[1])
        style.panel(surface, box)
        surface.blit(img, img.get_rect(midleft=self.step_label_pos))

    def _draw_speed(self, surface: pygame.Surface) -> None:
        """Underline the speed in use (buttons stay plain pygame-gui buttons)."""
        btn = self.widgets.get(f"speed_{self.model.speed:g}")
        if btn is None:
            return
        r = btn.get_abs_rect()
        pygame.draw.line(surface, style.ACCENT, (r.x + self.px(8), r.bottom + 2), (r.right - self.px(8), r.bottom + 2), 3)

    def _seek_tip(self) -> tuple[str, tuple[int, int]] | None:
        """The seek bar's tooltip under the mouse (the step there, or its bookmark) and where it goes."""
        if not self.seekbar.hit(self.mouse):
            return None
        index = self.seekbar.index_at(self.mouse[0])
        mark = self.seekbar.mark_near(self.mouse[0], self.px(4))
        where = mark.label if mark is not None else self.model.where(index)
        text = self.tr("step", cursor=index, total=self.model.total) + (f" · {where}" if where else "")
        return text, (self.mouse[0], self.seekbar.rect.y - self.px(SEEK_TIP_RISE))

    def draw_over(self, surface: pygame.Surface, now: float) -> None:
        if self.seat_choice is None:
            self.host.draw_over(surface, now)
        tip = self._seek_tip()
        self._tip_rect = None
        if tip is None:
            return
        self._tip_rect = style.tooltip_rect(*tip, self.px(SEEK_TIP_SIZE), surface.get_size())
        style.draw_tooltip(surface, *tip, self.px(SEEK_TIP_SIZE))

    # --- test hook -----------------------------------------------------------------------------
    def state_hash(self) -> str:
        if self._hash[0] != self.model.cursor:
            self._hash = (self.model.cursor, self.model.session.state_hash())
        return self._hash[1]

    def dump(self) -> JsonObject:
        return {
            "replay": {
                "file": str(self.model.path) if self.model.path else None,
                "cursor": self.model.cursor,
                "total": self.model.total,
                "playing": self.model.playing,
                "speed": self.model.speed,
                "viewer": self.model.viewer,
                "where": self.model.where(),
                "bookmarks": [[m.cursor, m.label] for m in self.model.bookmarks],
                "banner": self.model.banner,
                "state_hash": self.state_hash(),
                "seekbar": [self.seekbar.rect.x, self.seekbar.rect.y, self.seekbar.rect.w, self.seekbar.rect.h],
                "status": self.status,
                "analysis": {
                    "seat": self.analysis_seat,
                    "running": self.job is not None,
                    "progress": [self.job.done, self.job.total] if self.job is not None else None,
                    "flagged": [[m.step, m.flag] for m in sorted(self.judged.values(), key=lambda m: m.step)
                                if m.flag is not None],
                    "judged": len(self.judged),
                    "note": self.analysis_note,
                    "better": self.better_line(),
                    "lit": [str(a) for a in lit.legal] if (lit := self.lit_decision()) is not None else None,
                    "lit_rects": [list(r) for r in self.lit_rects],
                },
                "seat_choice": self.seat_choice,
                "marks": [{"label": m.label, "cursor": m.cursor, "center": list(r.center)}
                          for m, r in self.marks.shown()],
                "log": [{"text": line.text, "cursor": line.cursor, "center": list(r.center)}
                        for line, r in self.log.shown()],
            }
        }
