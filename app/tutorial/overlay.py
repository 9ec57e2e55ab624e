"""The tutorial overlay: a game's table with a bubble, spotlights, progress and the tutorial buttons.

The table sits on the same board host as a normal game, fed with the runner's filtered decision,
so only the step's moves are clickable; any other click shows the hint.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from app import i18n
from app.board.host import TIP_SIZE, BoardHost
from app.input.controller import ClickResult
from app.input.keys import MENU, UNDO, shortcut
from app.render import fonts, palette
from app.scenes import style
from app.table import Table
from app.input.targets import Target
from app.log_panel import LogPanel
from app.seat_names import seat_name
from app.tutorial.anchors import resolve
from app.tutorial.reader import NEXT_BUTTON, OVERLAY, ROW, TARGET, Box, Picture, Thing
from engine.kernel import Action
from engine.tutorial import MOVE, NEXT, TOTAL, Runner, TutorialError

NAMESPACE = "tutorial."
NEXT_B, BACK_B, SKIP_B, LEAVE_B = "next", "back", "skip", "leave"
BAR_H = 44
BUBBLE_W = 380
PAD = palette.SPACE_M
GAP = palette.SPACE_L
DIM_ALPHA = 110
SPOT_PAD = 6
POINTER_W = 22
POINTER_REACH = 2  # the pointer is drawn only to spots at most this many pointer widths from the bubble
OUTLINE_W = 3
SLIDES = 4  # a bubble slides along a side of its spot in this many steps each way, up to half its length
FAR_STEP = 16  # where no place beside a spot leaves the table's words clear, places further off on this grid
GRID = 7  # a hidden target's visible part is looked for on a GRID x GRID lattice over its bounds
LOG_W = 280      # the history panel's width at 720 rows, beside the board as at the table
LOG_HEAD = 26    # the panel's heading row above it
LOG_FONT = 14


def ui(key: str, lang: str, **fmt: Any) -> str:
    """The overlay's own words ("tutorial.<key>" in the catalogue, from strings.toml beside this file)."""
    return i18n.text(NAMESPACE + key, lang, **fmt)


def _box(rect: pygame.Rect) -> Box:
    return rect.x, rect.y, rect.w, rect.h


def _stack(blocks: list[pygame.Surface], gap: int) -> pygame.Surface:
    """Text blocks one under another on one transparent surface."""
    out = pygame.Surface((max(b.get_width() for b in blocks), sum(b.get_height() for b in blocks) + gap * (len(blocks) - 1)),
                         pygame.SRCALPHA)
    y = 0
    for block in blocks:
        out.blit(block, (0, y))
        y += block.get_height() + gap
    return out


def place_bubble(size: tuple[int, int], around: pygame.Rect | None, bounds: pygame.Rect,
                 keep_clear: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Put a bubble of `size` next to `around` (below, above, right, left) inside `bounds`, covering none of
    `keep_clear` when it can: centred on a side, else slid along one, else the nearest free place further off."""
    w, h = size
    if around is None:
        return pygame.Rect(bounds.centerx - w // 2, bounds.centery - h // 2, w, h)
    x, y = around.centerx - w // 2, around.centery - h // 2
    sides = [(x, around.bottom + GAP, 1, 0), (x, around.top - GAP - h, 1, 0),
             (around.right + GAP, y, 0, 1), (around.left - GAP - w, y, 0, 1)]
    beside = []
    for slide in range(SLIDES + 1):
        for x0, y0, dx, dy in sides:
            for sign in ((1, -1) if slide else (1,)):
                shift = sign * slide * max(w * dx, h * dy) // (2 * SLIDES)
                beside.append(pygame.Rect(x0 + dx * shift, y0 + dy * shift, w, h).clamp(bounds))
    clear = list(keep_clear)
    free = [r for r in beside if not r.colliderect(around)]
    if not free:
        return beside[0]
    if not clear:
        return free[0]
    for rect in free:
        if rect.collidelist(clear) < 0:
            return rect
    far = [pygame.Rect(x, y, w, h) for y in range(bounds.top, bounds.bottom - h + 1, FAR_STEP)
           for x in range(bounds.left, bounds.right - w + 1, FAR_STEP)]
    far = [r for r in far if not r.colliderect(around) and r.collidelist(clear) < 0]
    if far:
        return min(far, key=lambda r: max(r.left - around.right, around.left - r.right,
                                          r.top - around.bottom, around.top - r.bottom))
    return min(free, key=lambda r: len(r.collidelistall(clear)))


class TutorialOverlay:
    """Hosts one tutorial over a table; `outcome` becomes "skip" or "leave" when the player quits it.

    It speaks the app's current language (following a switch), or `lang` when one is given (a check run).
    """

    def __init__(self, runner: Runner, table: Table, lang: str | None = None, **frames: Any) -> None:
        self.runner = runner
        self.table = table
        self.fixed_lang = lang
        self._lang = i18n.Watch()
        self.host = BoardHost(table, on_result=self._clicked, covers=self._covers, **frames)
        table.timeline = lambda: self.runner.session
        self.controller = self.host.controller
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.board = pygame.Rect(0, 0, 0, 0)
        self.message: str | None = None   # what went wrong, drawn in red under the step's words
        self.note: str | None = None      # what a right first click asks next ("Choose:"), drawn in ink
        self.outcome: str | None = None
        self.error: str | None = None
        self.buttons: dict[str, pygame.Rect] = {}
        self.bubble = pygame.Rect(0, 0, 0, 0)
        self.spots: list[pygame.Rect] = []
        self._spotted: list[Target] | None = None   # the targets the spotlights were found among
        self._bubble_text: pygame.Surface | None = None
        self._shade: tuple[Any, pygame.Surface] | None = None
        self._cursor = runner.session.cursor
        self._session = runner.session
        self.log = self._log_for(runner.session)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self._log_font = LOG_FONT
        runner.listeners.append(lambda _r: self.sync())

    def _log_for(self, session: Any) -> LogPanel:
        """The history panel of a chapter's session: the learner reads what they and the bot did, as at the table."""
        seats = session.config.seats
        return LogPanel(session, self.fixed_lang,
                        fallback=lambda action: self.table.log_line(action, seat_name(seats, action.player)))

    @property
    def lang(self) -> str:
        return self.fixed_lang or i18n.lang()

    # --- layout and state ------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        scale = max(0.8, rect.h / 720) if rect.h else 1.0
        log_w, head = int(LOG_W * scale), int(LOG_HEAD * scale)
        self.board = pygame.Rect(rect.x, rect.y + BAR_H, rect.w - log_w - PAD, rect.h - BAR_H)
        self.log_rect = pygame.Rect(self.board.right + PAD // 2, self.board.y + head, log_w, self.board.h - head - PAD // 2)
        self._log_font = int(LOG_FONT * scale)
        self.log.layout(self.log_rect, self._log_font)
        self.host.layout(self.board)
        self.sync()

    def sync(self) -> None:
        """Show the session's state on the table and rebuild targets, spotlights and bubble."""
        session = self.runner.session
        decision = self.runner.filtered()
        learner = self.runner.learner
        fresh = session is not self._session
        if fresh:  # a new chapter: a fresh game, nothing to animate from the old one, a history of its own
            self._session, self._cursor = session, session.cursor
            self.log.close()
            self.log = self._log_for(session)
            self.log.layout(self.log_rect, self._log_font)
        steps = session.steps[self._cursor : session.cursor] if session.cursor > self._cursor else []
        moved, self._cursor = fresh or session.cursor != self._cursor, session.cursor

        def show() -> None:
            self.host.show(session.view(learner), decision, learner, learner)
        if moved:
            self.host.presenter.tell(steps, show=show, log=self.log.sync)
        else:
            show()
            self.log.sync()
        self.spots = self.highlight_rects()
        self._spotted = self.controller.targets
        self._place()

    def respot(self) -> None:
        """Find the spotlights again when the table's targets were rebuilt after the step began: a fight's overlay
        lingers over the map until its result is shown, so the map's targets a step names come only then."""
        if self._spotted is self.controller.targets:
            return
        self.spots = self.highlight_rects()
        self._spotted = self.controller.targets
        self._place()

    def highlight_rects(self) -> list[pygame.Rect]:
        """The rectangles of the current step's named targets that the table shows now."""
        step = self.runner.step
        if step is None:
            return []
        found = (self._resolve(name) for name in step.targets)
        return [rect for rect in found if rect is not None]

    def _resolve(self, name: str) -> pygame.Rect | None:
        """Where the window shows what a highlight name stands for (app/tutorial/anchors.py)."""
        return resolve(self.table, name, self.controller.targets, self.host.rect_on_screen, self.host.target_bounds)

    def missing(self) -> list[str]:
        """Names the current step highlights that the table does not show now."""
        step = self.runner.step
        if step is None:
            return []
        return [name for name in step.targets if self._resolve(name) is None]

    def visible_point(self, target: Target) -> tuple[int, int] | None:
        """A window point of `target`'s hit shape where a click reaches it (on the board, not under the bubble, a
        tutorial button, the map's zoom buttons or another target), or None when none is."""
        bounds = self.host.target_bounds(target)
        points = [bounds.center] + [
            (bounds.x + bounds.w * (i + 0.5) // GRID, bounds.y + bounds.h * (j + 0.5) // GRID)
            for j in range(GRID) for i in range(GRID)
        ]
        for x, y in points:
            pos = (int(x), int(y))
            if not self.board.collidepoint(pos) or not target.shape.contains(self.host.to_world(pos)) or self.covers(pos):
                continue
            if any(r.collidepoint(pos) for r in (*self.buttons.values(), *self.host.controls.values())):
                continue
            hit = self.controller.target_at(pos)
            if hit is not None and set(hit.actions) & set(target.actions):
                return pos
        return None

    def picture(self) -> Picture:
        """What the window shows of the step now, as a reader sees it (app/tutorial/reader.py): the words, the
        spotlights, the clickable things drawn with their labels (an open chooser's rows are placed when it is
        drawn, so take the picture after a frame)."""
        self.respot()
        runner = self.runner
        step = runner.step
        number, _total = runner.progress()
        title = runner.script.title.get(self.lang)
        at = (runner.index, runner.session.cursor)
        if step is None or not runner.active:
            return Picture(title, number, "", "", at=at, active=False)
        things: list[Thing] = []
        chooser = self.controller.chooser
        if NEXT_B in self.buttons:
            things.append(Thing(NEXT_BUTTON, ui(NEXT_B, self.lang), _box(self.buttons[NEXT_B]), self.buttons[NEXT_B].center))
        elif chooser is not None:
            things += [Thing(ROW, label, _box(rect), rect.center) for label, rect in zip(chooser.labels, chooser.rects)]
        else:
            for target in self.controller.highlighted():
                label = target.tooltip.split("\n", 1)[0]
                things.append(Thing(TARGET, label, _box(self.host.target_bounds(target)), self.visible_point(target)))
            modal = self.host.overlays.modal()
            if modal is not None and not things:   # a fight's result banner: nothing on it to click but itself
                area = modal.area(self.rect).clip(self.board)
                spots = [(area.centerx + area.w * dx // 4, area.centery + area.h * dy // 4)
                         for dx, dy in ((0, 0), (0, -1), (0, 1), (-1, 0), (1, 0))]
                things.append(Thing(OVERLAY, "", _box(area), next((p for p in spots if not self.covers(p)), area.center)))
        return Picture(title, number, step.mode, self._text(), tuple(_box(r) for r in self.spots), tuple(things),
                       chooser is not None, self.controller.pending is not None, self.message or "", at)

    def _text(self) -> str:
        step = self.runner.step
        if step is None:
            return ""
        text = step.text.get(self.lang)
        if step.mode == MOVE and not text:
            text = ui("your_move", self.lang)
        lines = [line for line in (self.score_line(which) for which in step.score) if line]
        return "\n".join([text, *lines])

    def score_line(self, which: int | str) -> str:
        """The learner's own figures for a breakdown line ("Traits: You 4★ · Bot 2★") once the game is over."""
        if not self.runner.session.over:
            return ""
        sheet = self.table.breakdown(self.runner.session.state)
        values: Sequence[int | float | str]
        if which == TOTAL:
            label, values = ui("total", self.lang), sheet.totals
        elif isinstance(which, int) and which < len(sheet.categories):
            label, values = sheet.categories[which], sheet.rows[which]
        else:
            return ""
        learner = self.runner.learner
        order = [learner] + [i for i in range(len(values)) if i != learner]
        shown = " · ".join(f"{sheet.players[i]} {values[i]}★" for i in order if i < len(sheet.players))
        return f"{label}: {shown}"

    def _note(self) -> str:
        """What the bar says once the tutorial no longer guides: finished, or why it stopped."""
        if self.message:
            return self.message
        if not self.runner.finished:
            return ""
        return ui("finished_over" if self.runner.session.over else "finished", self.lang)

    def _place(self) -> None:
        scale = max(0.8, self.rect.h / 720) if self.rect.h else 1.0
        width = int(BUBBLE_W * scale)
        size = int(palette.TEXT_M * scale)
        blocks = [fonts.text_block(self._text(), size, width - 2 * PAD, palette.INK)] if self._text() else []
        if self.note and self.runner.active:
            blocks.append(fonts.text_block(self.note, size, width - 2 * PAD, palette.INK))
        if self.message and self.runner.active:
            blocks.append(fonts.text_block(self.message, size, width - 2 * PAD, palette.darken(palette.DANGER, 0.25)))
        self._bubble_text = _stack(blocks, PAD) if blocks else None
        button_h = int(32 * scale)
        text_h = self._bubble_text.get_height() if self._bubble_text else 0
        height = text_h + button_h + 3 * PAD
        near = self.spots or [self.host.target_bounds(t) for t in self.controller.highlighted()]
        around = near[0].unionall(near[1:]) if near else None
        # what the table keeps clear and the map's zoom buttons, unless a panel over the map hides them
        shown = [*self.table.keep_clear(), *self.host.controls.values()] if self.host.overlays.modal() is None else []
        self.bubble = place_bubble((width, height), around, self.board.inflate(-2 * PAD, -2 * PAD), shown)
        self.buttons = {}
        bw = int(110 * scale)
        y = self.bubble.bottom - PAD - button_h
        if self.runner.active:
            step = self.runner.step
            if step is not None and step.mode == NEXT:
                self.buttons[NEXT_B] = pygame.Rect(self.bubble.right - PAD - bw, y, bw, button_h)
            if self.runner.can_back():
                self.buttons[BACK_B] = pygame.Rect(self.bubble.x + PAD, y, bw, button_h)
            top = self.rect.y + (BAR_H - button_h) // 2
            wide = int(170 * scale)
            self.buttons[LEAVE_B] = pygame.Rect(self.rect.right - PAD - wide, top, wide, button_h)
            self.buttons[SKIP_B] = pygame.Rect(self.rect.right - 2 * PAD - 2 * wide, top, wide, button_h)

    # --- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """The tutorial's own buttons and keys first; everything else goes to the board host."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._press_button(event.pos):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.covers(event.pos):
            self.host.gestures.cancel()
            return
        if event.type == pygame.KEYDOWN:
            command = shortcut(event)
            if command == UNDO and self.runner.can_back():
                self.press(BACK_B)
                return
            if command == MENU:
                self.press(SKIP_B)
                return
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_RIGHT) and NEXT_B in self.buttons:
                self.press(NEXT_B)
                return
        self.host.process_event(event)

    def _press_button(self, pos: tuple[int, int]) -> bool:
        for name, rect in self.buttons.items():
            if rect.collidepoint(pos):
                self.press(name)
                return True
        return False

    def click(self, pos: tuple[int, int]) -> None:
        """A whole left click (press and release) at `pos`, as a player makes it."""
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.handle(pygame.event.Event(kind, pos=pos, button=1))

    def _clicked(self, result: ClickResult) -> None:
        """What a click on the board came to: the step's move, or why nothing happens (the hint)."""
        if result.action is not None:
            self.message = self.note = None
            self.play(result.action)
            return
        if result.illegal and self.runner.active:
            self.note = None
            self.message = self._rules_reason(self.host.mouse) or ui("not_now", self.lang) + self._what_is_asked()
        else:   # a right first click (a chooser opened, a die held): said in ink, never as an error
            self.message, self.note = None, result.status
        self._place()

    def _what_is_asked(self) -> str:
        """After "Not yet —": the step's short hint, or where its move is; never the whole bubble again."""
        step = self.runner.step
        hint = step.hint.get(self.lang) if step is not None and step.hint is not None else ""
        return hint or ui("not_this", self.lang)

    def _rules_reason(self, pos: tuple[int, int]) -> str | None:
        """The table's own reason why the thing at `pos` cannot be used (a card one cannot afford): a
        better answer than "Not yet", which is for moves the rules allow but this step does not ask for."""
        if not self.board.collidepoint(pos):
            return None
        return self.table.describe_illegal(self.host.to_world(pos))

    def _covers(self) -> list[pygame.Rect]:
        """The bar, and the bubble while it shows: the board under them takes no clicks."""
        bar = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, BAR_H)
        return [bar, self.bubble] if self._bubble_shown() else [bar]

    def covers(self, pos: tuple[int, int]) -> bool:
        """True where the overlay's own bubble or bar lies over the table (clicks stop there)."""
        bar = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, BAR_H)
        return bar.collidepoint(pos) or (self._bubble_shown() and self.bubble.collidepoint(pos))

    def _bubble_shown(self) -> bool:
        return self._bubble_text is not None or bool(self.buttons.keys() & {NEXT_B, BACK_B})

    def play(self, action: Action) -> None:
        if self.runner.active:
            self._guarded(self.runner.apply, action)
        else:
            self.runner.session.apply(action)
            self.sync()

    def _guarded(self, fn: Callable[..., None], *args: Any) -> None:
        """Run a runner step; if the script cannot go on (a dead end), stop guiding and say why."""
        try:
            fn(*args)
        except TutorialError as exc:
            self.error = str(exc)
            self.outcome = LEAVE_B
            self.runner.leave()
            self.message = ui("stuck", self.lang, reason=exc)
            self._place()

    def press(self, name: str) -> None:
        self.message = self.note = None
        if name == NEXT_B:
            self._guarded(self.runner.next)
        elif name == BACK_B:
            self._guarded(self.runner.back)
        elif name == SKIP_B:
            self.outcome = SKIP_B
            self.runner.skip()
        elif name == LEAVE_B:
            self.outcome = LEAVE_B
            self.runner.leave()

    def update(self, now: float) -> None:
        """After the tutorial, let the bots take their turns so free play goes on."""
        if self.runner.active or self.host.presenter.animating(now):
            return
        decision = self.runner.session.decision
        if decision is None or decision.actor is None or decision.actor == self.runner.learner:
            return
        action = self.runner.bot_move(decision)
        self.runner.session.apply(action)
        self.sync()

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, now: float) -> None:
        if self._lang.changed():
            self._place()
        surface.fill(palette.FELT_DARK, self.rect)
        self.host.draw_table(surface, now)
        self.respot()
        if self.host.overlays.modal() is None:   # the action bar's buttons with their words, as the table draws them
            self.host.bar.draw(surface)
        if self.runner.active and self.spots:
            self._dim(surface)
        self.host.draw_highlights(surface, now)
        for rect in self.spots:
            pygame.draw.rect(surface, palette.HIGHLIGHT, rect.inflate(2 * SPOT_PAD, 2 * SPOT_PAD), OUTLINE_W, border_radius=palette.RADIUS_M)
        self._draw_log(surface)
        self._draw_bar(surface)
        if self._bubble_shown() and self.host.overlays.modal() is None:
            self._draw_bubble(surface)

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The history panel beside the board, under its heading, as the table scene draws it."""
        head = fonts.text(i18n.text("table.log", self.lang), palette.TEXT_S, palette.CREAM, bold=True)
        surface.blit(head, (self.log_rect.x + PAD // 2, self.log_rect.y - head.get_height() - PAD // 2))
        self.log.draw(surface)

    def draw_over(self, surface: pygame.Surface, now: float) -> None:
        """The table's overlays, the chooser and the hovered target's tooltip, above the bubble; a panel that covers
        the board (a fight) lies under it, or the steps about the panel would show no words. A tooltip that would
        cover the bubble is left out: the step's words are what the learner reads."""
        self.host.draw_over(surface, now, tooltip=not self.tip_over_bubble(surface.get_size()))
        if self._bubble_shown() and self.host.overlays.modal() is not None:
            self._draw_bubble(surface)

    def tip_over_bubble(self, window: tuple[int, int]) -> bool:
        """The hovered target's tooltip would lie over the bubble shown now."""
        text = self.host.tooltip() if self._bubble_shown() else ""
        return bool(text) and style.tooltip_rect(text, self.host.mouse, self.host.px(TIP_SIZE), window).colliderect(self.bubble)

    def _dim(self, surface: pygame.Surface) -> None:
        """Darken the board except the spotlights (the shade is made once per board and spots, as partial
        redraws draw it again for every hover)."""
        key = (self.board.size, tuple(_box(r) for r in self.spots))
        if self._shade is None or self._shade[0] != key:
            shade = pygame.Surface(self.board.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, DIM_ALPHA))
            for rect in self.spots:
                hole = rect.inflate(2 * SPOT_PAD, 2 * SPOT_PAD).move(-self.board.x, -self.board.y)
                shade.fill((0, 0, 0, 0), hole)
            self._shade = (key, shade)
        surface.blit(self._shade[1], self.board.topleft)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        bar = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, BAR_H)
        surface.fill(palette.PANEL, bar)
        title = ui("title", self.lang, title=self.runner.script.title.get(self.lang))
        current, total = self.runner.progress()
        label = f"{title}    {ui('progress', self.lang, current=current, total=total)}"
        if not self.runner.active:
            label = f"{title}    {self._note()}"
        text = fonts.text(label, palette.TEXT_M, palette.CREAM, bold=True)
        surface.blit(text, (bar.x + PAD, bar.centery - text.get_height() // 2))
        for name in (SKIP_B, LEAVE_B):
            if name in self.buttons:
                self._button(surface, name, self.buttons[name], palette.PANEL_LIGHT, palette.CREAM)

    def _draw_bubble(self, surface: pygame.Surface) -> None:
        box = self.bubble
        pygame.draw.rect(surface, palette.SHADOW, box.move(*palette.SHADOW_OFFSET), border_radius=palette.RADIUS_L)
        pygame.draw.rect(surface, palette.PAPER, box, border_radius=palette.RADIUS_L)
        pygame.draw.rect(surface, palette.PARCHMENT_EDGE, box, 2, border_radius=palette.RADIUS_L)
        if self.spots:
            self._pointer(surface, box, self.spots[0])
        if self._bubble_text is not None:
            surface.blit(self._bubble_text, (box.x + PAD, box.y + PAD))
        for name in (BACK_B, NEXT_B):
            if name in self.buttons:
                fill = palette.GOLD if name == NEXT_B else palette.PAPER_DARK
                self._button(surface, name, self.buttons[name], fill, palette.INK)

    def _pointer(self, surface: pygame.Surface, box: pygame.Rect, spot: pygame.Rect) -> None:
        """A small triangle from the bubble's side that faces the spot, pointing at it."""
        target = spot.inflate(2 * SPOT_PAD, 2 * SPOT_PAD)
        gap = max(target.left - box.right, box.left - target.right, target.top - box.bottom, box.top - target.bottom)
        if gap > POINTER_REACH * POINTER_W:
            return  # far away: a long spike across other panels would point at nothing clearly
        half = POINTER_W // 2
        inset = palette.RADIUS_L + half
        x = max(box.left + inset, min(target.centerx, box.right - inset))
        y = max(box.top + inset, min(target.centery, box.bottom - inset))
        if target.bottom <= box.top:
            base, tip = ((x - half, box.top + 1), (x + half, box.top + 1)), (x, target.bottom + 2)
        elif target.top >= box.bottom:
            base, tip = ((x - half, box.bottom - 2), (x + half, box.bottom - 2)), (x, target.top - 2)
        elif target.right <= box.left:
            base, tip = ((box.left + 1, y - half), (box.left + 1, y + half)), (target.right + 2, y)
        elif target.left >= box.right:
            base, tip = ((box.right - 2, y - half), (box.right - 2, y + half)), (target.left - 2, y)
        else:
            return
        pygame.draw.polygon(surface, palette.PAPER, [base[0], tip, base[1]])
        pygame.draw.line(surface, palette.PARCHMENT_EDGE, base[0], tip, 2)
        pygame.draw.line(surface, palette.PARCHMENT_EDGE, tip, base[1], 2)

    def _button(self, surface: pygame.Surface, name: str, rect: pygame.Rect, fill: tuple[int, int, int], ink: tuple[int, int, int]) -> None:
        pygame.draw.rect(surface, fill, rect, border_radius=palette.RADIUS_S)
        pygame.draw.rect(surface, palette.PANEL_EDGE, rect, 1, border_radius=palette.RADIUS_S)
        text = fonts.text(ui(name, self.lang), palette.TEXT_S, ink, bold=True)
        surface.blit(text, text.get_rect(center=rect.center))
