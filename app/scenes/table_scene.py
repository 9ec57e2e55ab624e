"""The table scene: a game's Table on a board host, bots, the history panel, undo/redo/save,
autosaves after every human decision, the hot-seat hand-over, and the end on the scores.
"""
from __future__ import annotations

import math
from typing import Any, Hashable, Sequence

import pygame

from app import i18n
from app.game_files import GameFile, SaveFailed
from app.frames import Trail
from app.game_history import history_of
from app.games import table_class
from app.board.seats import bot_to_move, person_to_serve
from app.board.host import BoardHost
from app.input.controller import ClickResult
from app.log_panel import LogPanel
from app.render.areas import around
from app.scenes import style
from app.scenes.base import Scene
from app.scenes.bot_turns import BotTurn
from app.scenes.hint_turns import HintTurn
from app.seat_names import seat_name
from app.scenes.dialogs import Dialog, answer, build_dialog, read_dialog, save_as_dialog, typed_enter
from app.table import Table
from engine import games
from engine.kernel import Action, Decision, ForcedResultError, GameConfig, IllegalAction, Session, Step, StolikError, Verdict
from engine.kernel.annotation import Annotation
from engine.kernel.canonical import JsonObject

END_PAUSE = 0.8
SPINNER_RATE = 6.0  # radians per second of the "thinking" dots
STATUS_RADIUS = 6  # the status line's rounded corners, in pixels
TITLE_BAR = 56  # the title bar's height at 1280x720: the game's name, whose move it is and the buttons


def start_game(app: Any, config: GameConfig, status: str = "") -> str | None:
    """Open the table for a fresh session; returns the reason when the game cannot start."""
    try:
        game = games.get(config.game)
        session: Session[Any] = Session(game, config, strict=app.settings.strict_undo)
    except (StolikError, KeyError, ValueError) as exc:
        return i18n.say(exc)
    scene = TableScene(app, session, table_class(config.game)(game, config), status=status)
    app.switch(scene)
    scene.game_file = GameFile.new(session)  # a new game never overwrites an earlier one
    if scene.game_file.problem is not None:
        scene.show_save_problem(scene.game_file.problem)
    return None


class TableScene(Scene):
    name = "table"

    def __init__(self, app: Any, session: Session[Any], table: Table, status: str = "") -> None:
        super().__init__(app)
        self.session = session
        self.table = table
        self.host = BoardHost(table, on_result=self._clicked, gate=self._gate, covers=self._covers,
                              invalidate=self.invalidate, repainted=self.repainted, scale=lambda: self.app.scale)
        self.controller = self.host.controller
        table.timeline = lambda: self.session
        self.log = LogPanel(session, fallback=self._fallback_line)
        self.status = status
        self.bot_turn: BotTurn | None = None
        self.hint_turn: HintTurn | None = None   # a hint being thought out (the Hint button, H)
        self.hinted: Action | None = None        # the hinted move, ringed on the board until a move or undo
        self.viewer: int | None = self._first_viewer()
        self.over_since: float | None = None
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.mouse = (0, 0)
        self._hash_cache: tuple[int, int, str] = (-1, -1, "")
        self._title_cache: tuple[Decision | None, int, tuple[str, str]] | None = None
        self._undo_reason = ""
        self._redo_reason = ""
        self.handoff: int | None = None
        self.handoff_due: int | None = None   # the hand-over to show once the mover's animations have ended
        self.trail = Trail()
        self.spinner_rect = pygame.Rect(0, 0, 0, 0)
        self.game_file: GameFile | None = None  # set by whoever opens the table; else made at the first save
        self.dialog: Dialog | None = None  # Save as, while it asks for a name
        self._problem = ""  # the save failure the status line shows, cleared by the next good save

    # --- seats -----------------------------------------------------------------------------
    @property
    def seats(self) -> Sequence[Any]:
        return self.session.config.seats

    def _first_viewer(self) -> int | None:
        """Whom the table is shown to when it opens: the person deciding now (nobody has seen anything
        yet, so no hand-over), else the first person at the table."""
        d = self.session.decision
        if d is not None and d.actor is not None and not self.session.config.seats[d.actor].is_bot:
            return d.actor
        return next((i for i, s in enumerate(self.session.config.seats) if not s.is_bot), None)

    def is_bot(self, player: int | None) -> bool:
        return player is not None and 0 <= player < len(self.seats) and self.seats[player].is_bot

    def human_actor(self) -> int | None:
        """The person whose move it is at this screen (the decision's parts say who is waited on)."""
        return person_to_serve(self.session.decision, self.seats, self.viewer)

    def bot_actor(self) -> int | None:
        """The bot that moves now, when the decision waits on a bot and not on a person's free choice."""
        return bot_to_move(self.session.decision, self.seats)

    def _fallback_line(self, action: Action) -> str:
        return self.table.log_line(action, seat_name(self.seats, action.player))

    # --- layout ----------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        bar, status_h, margin = self.px(TITLE_BAR), self.px(40), self.px(10)
        log_w = self.px(320)
        self.session.strict = self.app.settings.strict_undo
        self.table_rect = pygame.Rect(margin, bar, w - log_w - 3 * margin, h - bar - status_h - margin)
        self.log_rect = pygame.Rect(self.table_rect.right + margin, bar + self.px(30), log_w, self.table_rect.h - self.px(30))
        self.status_rect = pygame.Rect(margin, h - status_h, w - 2 * margin, status_h)
        reach = self.px(7) + max(1, self.px(2)) + 1
        self.spinner_rect = pygame.Rect(0, 0, 2 * reach, 2 * reach)
        self.spinner_rect.center = (self.status_rect.x + self.px(12) + self.px(8), self.status_rect.centery)
        bh, gap = self.px(40), self.px(8)
        bar_buttons = (("hint", self.ask_hint, 110), ("undo", self.undo, 110), ("redo", self.redo, 110),
                       ("save", self.save, 110),
                       ("save_as", self.save_as, 140), ("menu", self.to_menu, 110))
        x = w - margin - sum(self.px(width) + gap for *_, width in bar_buttons) + gap
        y = (bar - bh) // 2
        self.title_right = x - gap
        for key, fn, width in bar_buttons:
            self.button(key, pygame.Rect(x, y, self.px(width), bh), i18n.t(f"table.{key}"), fn)
            x += self.px(width) + gap
        self._hint_button()
        self.host.presenter.set_pace(self.app.settings.bot_delay)
        self.host.layout(self.table_rect)
        self.log.layout(self.log_rect, self.px(14))
        self.refresh()
        self.ring_hint()
        if self.dialog is not None:
            build_dialog(self, self.dialog)

    def before_rebuild(self) -> None:
        if self.dialog is not None:
            read_dialog(self, self.dialog)

    def wants_handover(self) -> bool:
        """The hand-over setting (on by default) covers the table between two people even when nothing is hidden;
        never at a co-operative table, where friends around one screen talk over every move (what a seat may not see
        is still covered: hides_information)."""
        return self.app.settings.handover and not self.session.game.cooperative and \
            sum(not seat.is_bot for seat in self.seats) >= 2

    def hides_information(self, a: int, b: int) -> bool:
        """True when seats a and b see different things (a hot-seat hand-over must hide the table)."""
        state = self.session.state
        return self.session.game.view(state, a) != self.session.game.view(state, b)

    def refresh(self) -> None:
        """Show the current state to the table and the log."""
        self._show_board()
        self.log.sync()

    def _show_board(self) -> None:
        """Show the current state to the table (or the hand-over over it) and re-register the click targets."""
        self.invalidate()
        actor = self.human_actor()
        self.handoff_due = None
        if actor is not None and self.viewer is not None and actor != self.viewer and (
                self.wants_handover() or self.hides_information(self.viewer, actor)):
            if self.handoff is None and self.host.presenter.moving:
                self.handoff_due = actor   # the mover first sees what their move did (rolls, hits, pieces moving)
            else:
                self.handoff = actor
        elif actor is not None:
            self.viewer, self.handoff = actor, None
        if self.handoff is not None or self.handoff_due is not None:
            actor = None
        self.host.show(self.session.view(self.viewer), self.session.decision, self.viewer, actor)
        undo, redo = self.can_undo(), self.session.can_redo()
        self._undo_reason, self._redo_reason = i18n.say(undo), i18n.say(redo)
        for key, verdict, reason in (("undo", undo, self._undo_reason), ("redo", redo, self._redo_reason)):
            btn = self.widgets.get(key)
            if btn is not None:
                btn.enable() if verdict else btn.disable()
            self.disabled_tips[key] = reason

    # --- acting ----------------------------------------------------------------------------
    def apply(self, action: Action) -> bool:
        """Apply a move through the session (the only way moves happen), then animate and save."""
        human = not self.is_bot(action.player)
        void = i18n.t("table.hint_void")   # a hint dropped because a bot or the table moved: said until a person moves
        told_void = self.hint_turn is not None or self.hinted is not None or self.status == void
        try:
            steps = self.session.apply(action)
        except IllegalAction as exc:
            self.status = i18n.say(exc)
            return False
        except ForcedResultError as exc:   # a scenario's forced result that does not fit this roll: named, not a crash
            self.status = i18n.say(exc)
            return False
        self.bot_turn = None
        self.void_hint()
        self.status = ""
        if told_void and (action.player is None or not human) and self.human_actor() is not None:
            self.status = void
        self.after_steps(steps)
        if human or self.session.decision is None:   # a bot's last move ends the game: the file says so
            self.autosave()
        return True

    def after_steps(self, steps: Sequence[Step]) -> None:
        """The board, the log and the sound learn of new steps in the Presenter's order."""
        self.host.presenter.tell(steps, show=self._show_board, log=self.log.sync, sound=self.app.audio.play)

    def file(self) -> GameFile:
        """This game's own file (a table opened without one, e.g. from a tutorial, gets a fresh one)."""
        if self.game_file is None:
            self.game_file = GameFile.new(self.session)
        return self.game_file

    def autosave(self) -> None:
        """After every move: the game's file; a failure is shown at once, and the next good save clears it."""
        problem = self.file().autosave(self.session)
        if problem is not None:
            self.show_save_problem(problem)
        elif self._problem and self.status == self._problem:
            self.status = self._problem = ""

    def show_save_problem(self, problem: SaveFailed) -> None:
        self.status = self._problem = i18n.say(problem)

    def asker(self) -> int | None:
        """Who presses Undo: the person whose decision it is, else the person the table is shown to."""
        actor = self.human_actor()
        return actor if actor is not None else (self.viewer if not self.is_bot(self.viewer) else None)

    def can_undo(self) -> Verdict:
        """The kernel's verdict for the person at the mouse (it stops at another person's move unless
        the table chose casual undo); refused too when only bots have moved."""
        verdict = self.session.can_undo(by=self.asker())
        if verdict and not any(not s.auto and not self.is_bot(s.action.player) for s in self.session.steps[: self.session.cursor]):
            return Verdict.refused("kernel.undo.nothing")
        return verdict

    def undo(self) -> None:
        """Back to the previous human decision: keep undoing while a bot seat would decide."""
        verdict = self.can_undo()
        if not verdict:
            self.status = i18n.t("table.cannot_undo", reason=i18n.say(verdict))
            return
        me = self.asker()
        self.session.undo(by=me)
        while self.bot_actor() is not None and self.session.can_undo(by=me):
            self.session.undo(by=me)
        self.bot_turn, self.over_since = None, None
        self.void_hint()
        self.status = i18n.t("table.undone")
        self.after_steps([])
        self.autosave()

    def redo(self) -> None:
        verdict = self.session.can_redo()
        if not verdict:
            self.status = i18n.t("table.cannot_redo", reason=i18n.say(verdict))
            return
        self.session.redo()
        while self.bot_actor() is not None and self.session.can_redo():
            self.session.redo()
        self.bot_turn = None
        self.void_hint()
        self.status = i18n.t("table.redone")
        self.after_steps([])
        self.autosave()

    def save(self) -> None:
        """Ctrl+S: this game's own file, written again (never a pile of copies)."""
        problem = self.file().save(self.session)
        if problem is not None:
            self.show_save_problem(problem)
            return
        self._problem = ""
        self.status = i18n.t("table.saved", file=self.file().path.name)

    def save_as(self) -> None:
        """Ctrl+Shift+S: a named copy; the game goes on in its own file."""
        self.dialog = save_as_dialog(self, self.file(), self.session, self.close_dialog)
        self.app.rebuild()

    def close_dialog(self, status: str) -> None:
        self.dialog = None
        if status:
            self.status = status
        self.app.rebuild()

    def to_menu(self) -> None:
        self.autosave()
        self.app.go("menu")

    def leave(self) -> None:
        self.bot_turn = None
        self.void_hint()

    # --- hint --------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """The Hint button and H: think out the person's best move (a second press cancels the thinking)."""
        if self.hint_turn is not None:
            self.void_hint()
            self.status = i18n.t("table.hint_cancelled")
            return
        seat = self.human_actor()
        if self.session.over or seat is None or self.handoff is not None or self.handoff_due is not None:
            self.status = i18n.t("table.hint_refused")
            return
        self.hinted = None
        self.hint_turn = HintTurn(self.session, seat)
        self.status = ""
        self._hint_button()

    def void_hint(self) -> None:
        """Forget the hint in flight or shown (a move, undo, redo or a second press)."""
        if self.hint_turn is not None:
            self.hint_turn.cancel()
        if self.host.hinted is not None:
            self.invalidate()
        self.hint_turn, self.hinted, self.host.hinted = None, None, None
        self._hint_button()

    def _hint_button(self) -> None:
        btn = self.widgets.get("hint")
        if btn is not None:
            btn.set_text(i18n.t("table.hint_thinking" if self.hint_turn is not None else "table.hint_button"))

    def _hint_done(self) -> None:
        """The thinking ended: ring the hinted move's target on the board and say why in the status line."""
        turn = self.hint_turn
        if turn is None or not turn.finished:
            return
        self.hint_turn = None
        self._hint_button()
        if turn.stale:
            return
        if turn.error is not None or turn.result is None:
            self.status = i18n.t("table.hint_failed", reason=str(turn.error))
            return
        found = turn.result
        self.hinted = found.action
        self.ring_hint()
        label = self.table.action_label(found.action)
        if found.reason is not None:
            self.status = i18n.t("table.hint_words", move=label, why=found.reason.get(i18n.lang()))
        elif found.value is None:
            self.status = i18n.t("table.hint_only", move=label)
        elif found.runner_up is None:
            self.status = i18n.t("table.hint_one", move=label, value=round(100 * found.value))
        else:
            self.status = i18n.t("table.hint_reason", move=label, value=round(100 * found.value),
                                 next=round(100 * found.runner_up))
        self.session.annotate(Annotation.hint(self.session.cursor, found.seat, found.action, found.value,
                                              found.runner_up,
                                              None if found.reason is None else {"en": found.reason.en,
                                                                                 "pl": found.reason.pl}))

    def hint_target(self) -> int | None:
        """Where the hinted move is clicked: the first highlighted target (reading order) that stands for it."""
        if self.hinted is None:
            return None
        for index, target in enumerate(self.host.focus_targets()):
            if self.hinted in target.actions:
                return index
        return None

    def ring_hint(self) -> None:
        """Every target of the hinted move gets the hint's ring, and the first the keyboard's focus (Enter takes it)."""
        self.host.hinted = self.hinted
        index = self.hint_target()
        if index is not None:
            self.host.focus = index
        if self.hinted is not None:
            self.invalidate()

    # --- input -----------------------------------------------------------------------------
    def command(self, name: str) -> bool:
        if self.dialog is not None:
            if name == "menu":
                self.dialog.on_no()
            return True
        if name == "menu":
            closing_overlay = bool(self.host.overlays)
            if self.host.cancel():
                self.status = self.status if closing_overlay else i18n.t("table.selection_cleared")
                return True
        handlers = {"undo": self.undo, "redo": self.redo, "save": self.save, "save_as": self.save_as, "menu": self.to_menu}
        if name in handlers:
            handlers[name]()
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if self.dialog is None and event.type == pygame.KEYDOWN and event.key == pygame.K_h and not (
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
            self.ask_hint()
            return True
        if self.dialog is not None:  # Save as asks for a name: the table waits
            if typed_enter(self, event):
                dialog = self.dialog
                self.app.later(lambda: answer(self, dialog))
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(self.mouse):
            self.log.wheel(event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.log.wheel(self.log.visible_rows // 3 * (1 if event.key == pygame.K_PAGEUP else -1))
            return True
        if self.handoff is not None:
            self.host.hurry(event)
            return self._reveal(event)
        if self.handoff_due is not None and event.type == pygame.MOUSEBUTTONDOWN and self.table_rect.collidepoint(event.pos):
            self.host.hurry(event)   # a click skips the mover's animations: the hand-over comes at once
            self._show_board()
            return True
        return self.host.process_event(event)

    def _reveal(self, event: pygame.event.Event) -> bool:
        """Hot seat: a click on the covered table shows it to the player it was passed to."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.table_rect.collidepoint(event.pos):
            self.viewer, self.handoff = self.handoff, None
            self.refresh()
            return True
        return False

    def _gate(self) -> str | None:
        """Why the board's targets cannot be clicked now: the game is over, or it is a bot's turn."""
        if self.session.over:
            return i18n.t("table.game_over")
        d = self.session.decision
        if self.human_actor() is None and d is not None and d.actor is not None:
            return i18n.t("table.not_your_turn", name=seat_name(self.seats, d.actor))
        return None

    def _clicked(self, result: ClickResult) -> None:
        """What a click on the board came to: a move to make, or a word in the status line."""
        if result.action is not None:
            self.apply(result.action)
        elif result.status is not None:
            self.status = result.status
            if result.illegal:
                self.app.audio.play("error")

    def _covers(self) -> list[pygame.Rect]:
        """What lies over the board besides the host's own drawing: the greyed-button tip and visible widgets."""
        covers = [self.app.tip_rect] if self.app.tip_rect is not None else []
        covers += [pygame.Rect(data[1]) for data in self.app.ui.ui_group.visible
                   if data[0].get_width() and data[0].get_height()]
        return covers

    # --- per frame -------------------------------------------------------------------------
    def update(self, dt: float, now: float) -> None:
        status = self.status
        self._follow(now)
        if self.handoff_due is not None and not self.host.presenter.moving:
            self._show_board()
        if self.log.pending and self.log.sync():
            self.invalidate(self.log_rect)
        self._play(now)
        if self.hint_turn is not None:
            if self.hint_turn.stale:
                self.void_hint()
            else:
                self._hint_done()
        if self.status != status:
            self.invalidate(self.status_rect)

    def _follow(self, now: float) -> None:
        """Redraw what moves by itself: the table's animations, the view gliding, the thinking dots, the glow."""
        for rect in self.trail.damage(self.host.presenter, now):
            self.invalidate(rect)
        if self._thinking():
            self.invalidate(self.spinner_rect)
        self.host.update(now)
        if self.handoff is None:
            self.host.pulse(self.app.screen, now, direct=self.app.notice is None)

    def _play(self, now: float) -> None:
        """Automatic steps, bot moves and the end of the game happen here, between frames."""
        decision = self.session.decision
        if decision is None:
            self.over_since = self.over_since or now
            if now - self.over_since >= END_PAUSE and not self.host.presenter.animating(now):
                self.show_scores()
            return
        if decision.automatic:
            self.apply(decision.legal[0])
            return
        bot = self.bot_actor()
        if bot is None:
            if self.handoff is None and not self.host.presenter.animating(now):
                follow = self.table.follow_up(decision)
                if isinstance(follow, str):
                    self.status = follow
                elif follow is not None and follow in decision.legal:
                    self.apply(follow)
            return
        if self.bot_turn is None or self.bot_turn.stale or self.bot_turn.player != bot:
            self.bot_turn = BotTurn(self.session, bot, self.seats[bot].bot or "random", self.app.settings.bot_delay)
        turn = self.bot_turn
        if turn.ready(now) and not self.host.presenter.animating(now):
            if turn.error is not None:
                self.status = f"{seat_name(self.seats, turn.player)}: {turn.error}"
                return
            if turn.result is not None:
                self.apply(turn.result)

    def wants_frame(self, now: float) -> float | None:
        """Frames while something moves or is about to happen: animations, a bot thinking, the glow, the end."""
        decision = self.session.decision
        if self.log.pending or self.trail.busy(self.host.presenter, now) or self.handoff_due is not None:
            return now
        if self.hint_turn is not None:
            return now
        glow = self.host.wants_frame(now) if self.handoff is None else None
        if decision is None:
            if self.over_since is None:
                return now
            return self.over_since + END_PAUSE if math.isfinite(self.over_since) else None
        if decision.automatic or self.bot_actor() is not None:
            return now
        return glow

    def _thinking(self) -> bool:
        return self.bot_actor() is not None

    def show_scores(self) -> None:
        self.app.audio.play("fanfare")
        state = self.session.state
        self.app.go("scoring", self.table.breakdown(state), self, self.session.game.outcome(state),
                    history_of(self.session))

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, now: float) -> None:
        """Back to front; a part wholly outside the area being redrawn is skipped (a frame may redraw a few
        small areas, each a pass over the scene)."""
        clip = surface.get_clip()
        self._draw_background(surface)
        if clip.colliderect(0, 0, self.app.size[0], self.px(TITLE_BAR)):
            self._draw_title(surface)
        if self.handoff is not None:
            self._draw_handoff(surface, self.handoff)
        else:
            self.host.draw(surface, now)
        if clip.colliderect(self.log_rect.x, self.log_rect.y - self.px(26), self.log_rect.w, self.px(26)):
            head = style.text(i18n.t("table.log"), self.px(16), style.MUTED, bold=True)
            surface.blit(head, (self.log_rect.x + self.px(4), self.log_rect.y - self.px(26)))
        self.log.draw(surface)
        if clip.colliderect(self.status_rect):
            self._draw_status(surface, now)

    def _draw_background(self, surface: pygame.Surface) -> None:
        """The wooden table, around the parts the board, the history panel and the status line cover with opaque
        pixels (a whole-window blit under a map that hides it cost a millisecond a frame)."""
        back = style.background(self.app.size, self.table_rect)
        board = self.table.opaque_rect() if self.handoff is None else None
        parts = [back.get_rect()]
        for cover in (board, self.log.opaque(), self.status_rect.inflate(0, -2 * STATUS_RADIUS)):
            if cover is not None and cover.width > 0 and cover.height > 0:
                parts = [part for whole in parts for part in around(whole, cover)]
        for part in parts:
            surface.blit(back, part.topleft, part)

    def _title_words(self) -> tuple[str, str]:
        """The game's name and whose move it is (or whom the table waits for); worked out once a question and
        language, since every frame's still_key reads them."""
        d = self.session.decision
        if self._title_cache is not None and self._title_cache[0] is d and self._title_cache[1] == i18n.version():
            return self._title_cache[2]
        if d is None or d.actor is None:
            words = (i18n.pick(self.session.game.title), "")
        else:
            who = seat_name(self.seats, d.actor)
            text = i18n.t("table.your_turn", name=who) if not self.is_bot(d.actor) else i18n.t("table.waiting", name=who)
            words = (i18n.pick(self.session.game.title), text)
        self._title_cache = (d, i18n.version(), words)
        return words

    def _draw_title(self, surface: pygame.Surface) -> None:
        name, text = self._title_words()
        title = style.text(name, self.px(22), style.ACCENT, bold=True)
        surface.blit(title, (self.px(14), (self.px(TITLE_BAR) - title.get_height()) // 2))
        if text:
            img = style.text(text, self.px(17), style.TEXT)
            x = self.px(30) + title.get_width()
            if x + img.get_width() < self.title_right:
                surface.blit(img, (x, (self.px(TITLE_BAR) - img.get_height()) // 2))

    def _draw_handoff(self, surface: pygame.Surface, seat: int) -> None:
        """Hot seat: the next player's hidden information stays covered until they click."""
        name = seat_name(self.seats, seat)
        big = style.text(i18n.t("table.pass_to", name=name), self.px(34), style.ACCENT, title=True)
        small = style.text(i18n.t("table.pass_ready", name=name), self.px(18), style.TEXT)
        c = self.table_rect.center
        surface.blit(big, big.get_rect(midbottom=(c[0], c[1] - self.px(6))))
        surface.blit(small, small.get_rect(midtop=(c[0], c[1] + self.px(10))))

    def _draw_status(self, surface: pygame.Surface, now: float) -> None:
        r = self.status_rect
        pygame.draw.rect(surface, style.PANEL, r, border_radius=STATUS_RADIUS)
        f = style.font(self.px(16))
        x = r.x + self.px(12)
        bot = self.bot_actor()
        if bot is not None:
            angle = now * SPINNER_RATE
            c = (x + self.px(8), r.centery)
            for k in range(8):
                a = angle + k * math.pi / 4
                shade = 80 + 20 * k
                pygame.draw.circle(surface, (shade, shade, shade), (c[0] + round(self.px(7) * math.cos(a)), c[1] + round(self.px(7) * math.sin(a))), max(1, self.px(2)))
            x += self.px(26)
            text = i18n.t("table.thinking", name=seat_name(self.seats, bot))
            surface.blit(style.text(text, self.px(16), style.ACCENT), (x, r.centery - f.get_linesize() // 2))
            x += f.size(text)[0] + self.px(20)
        if self.status:
            img = style.text(self.status, self.px(16), style.TEXT)
            surface.blit(img, (x, r.centery - img.get_height() // 2))
        elif hint := self._hint():
            img = style.text(hint, self.px(15), style.MUTED)
            surface.blit(img, (x, r.centery - img.get_height() // 2))

    def _hint(self) -> str:
        """The status line's advice when no status is told: the next step and the keys, while a person decides."""
        if self.human_actor() is None and self.handoff is None:
            return ""
        what = self.table.next_step() if self.handoff is None else None
        return i18n.t("table.next_and_keys", what=what) if what else i18n.t("table.hint")

    def still_key(self, now: float) -> Hashable | None:
        """While nothing but fights lies over the board: the game's position, and everything drawn outside the board
        (the title, the history, the status line, the wooden table around them; the widgets tell their own changes).
        None otherwise, or while a bot thinks (its dots turn) or the hand-over screen shows."""
        if self.handoff is not None or self._thinking() or self.hint_turn is not None:
            return None
        host = self.host.still_key()
        if host is None:
            return None
        return (host, self.app.size, tuple(self.table_rect), tuple(self.status_rect), self._opaque_board(),
                i18n.version(), self.session.cursor, len(self.session.steps), self._title_words(), self.status,
                self._hint(), self.log.still_key())

    def _opaque_board(self) -> tuple[int, int, int, int] | None:
        board = self.table.opaque_rect()
        return None if board is None else (board.x, board.y, board.w, board.h)

    def live_area(self) -> pygame.Rect:
        """The board and the margin its targets' outlines reach into."""
        return self.host.live_area()

    def live_shown(self) -> list[pygame.Rect]:
        return self.host.live_shown()

    def kept_area(self) -> pygame.Rect | None:
        return self.host.kept_area()

    def keep(self, area: pygame.Rect | None) -> None:
        self.host.kept = area

    def draw_over(self, surface: pygame.Surface, now: float) -> None:
        if self.handoff is None:
            self.host.draw_over(surface, now, tooltip=not self.disabled_tip(self.mouse))

    def tooltip_text(self) -> str:
        """The hovered target's tooltip, or why a greyed Undo/Redo button cannot be used."""
        return self.disabled_tip(self.mouse) or self.host.tooltip()

    # --- test hook -------------------------------------------------------------------------
    def state_hash(self) -> str:
        key = (self.session.cursor, len(self.session.steps))
        if self._hash_cache[:2] != key:
            self._hash_cache = (*key, self.session.state_hash())
        return self._hash_cache[2]

    def dump(self) -> JsonObject:
        d = self.session.decision
        return {
            "game": self.session.game.id, "steps": len(self.session.steps), "cursor": self.session.cursor,
            "hash": self.state_hash(), "status": self.status, "actor": d.actor if d else None, "over": self.session.over,
            "thinking": self.bot_turn is not None, "hint_thinking": self.hint_turn is not None,
            "hinted": self.hinted.to_json() if self.hinted is not None else None, "hint_target": self.hint_target(),
            "hint_rings": [list(r) for r in self.host.hint_rects()], "handoff": self.handoff, "handoff_due": self.handoff_due, "board": list(self.table_rect.center),
            "targets": self.host.dump(), "camera": self.host.camera_dump(),
            "undo": {"enabled": bool(self._undo_reason == ""), "reason": self._undo_reason},
            "pressed": self.host.gestures.press is not None,   # a mouse button held on the board (a click or drag)
        }

