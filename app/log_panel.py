"""The history panel: `game.describe()` lines over the session's events, drawn from cached line surfaces.

Lines are described incrementally (batched per frame for long saves), truncated on undo, and
rendered only when visible; nothing is rebuilt per frame. They follow a language switch by themselves.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from app import i18n
from app.seat_names import seat_names
from app.render import fit
from app.scenes import style
from engine.kernel import Session, narrate

BATCH_STEPS = 400
INDENT = "  "  # a wrapped line's continuation rows start this far in
RADIUS = 6     # the panel's rounded corners, in pixels


@dataclass(frozen=True)
class LogLine:
    step: int
    text: str
    player: int | None


class LogPanel:
    """Scrollable, auto-following list of history lines for one session."""

    def __init__(self, session: Session[Any], lang: str | None = None,
                 fallback: Callable[[Any], str] | None = None) -> None:
        self.session = session
        self.lang = lang or i18n.lang()
        self._watch = i18n.Watch()
        self.names = seat_names(session.config.seats, self.lang)
        self.fallback = fallback
        self.lines: list[LogLine] = []
        self.done_steps = 0
        self._state: Any = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0
        self.follow = True
        self._font_size = 14
        self._wrapped: list[tuple[int, str]] = []
        self._wrapped_upto = 0
        self._surfaces: dict[int, pygame.Surface] = {}
        self._version = 0       # bumped whenever the wrapped rows change
        session.listeners.append(self._on_session_change)

    def _on_session_change(self, session: Session[Any]) -> None:
        """Undo/seek drops the lines after the cursor at once, before a new branch can reuse step numbers."""
        if session.cursor < self.done_steps:
            self.sync(budget=0)

    def close(self) -> None:
        if self._on_session_change in self.session.listeners:
            self.session.listeners.remove(self._on_session_change)

    # --- text --------------------------------------------------------------------------------
    def set_lang(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self.names = seat_names(self.session.config.seats, lang)
            self.reset()

    def _follow_lang(self) -> bool:
        """Describe the history again in the new language once the app's language has changed."""
        if not self._watch.changed():
            return False
        self.set_lang(i18n.lang())
        return True

    def reset(self) -> None:
        self.lines, self.done_steps, self._state = [], 0, None
        self._rewrap()

    def sync(self, budget: int = BATCH_STEPS) -> bool:
        """Catch up with the session cursor (at most `budget` steps now); True when lines changed."""
        self._follow_lang()
        cursor = self.session.cursor
        if cursor < self.done_steps:
            self.lines = [ln for ln in self.lines if ln.step < cursor]
            self.done_steps, self._state = cursor, None
            self._rewrap()
            return True
        if cursor == self.done_steps:
            return False
        game = self.session.game
        if self._state is None:
            self._state = self.session.state_at(self.done_steps)
        end = min(cursor, self.done_steps + budget)
        for i in range(self.done_steps, end):
            step = self.session.steps[i]
            described = False
            told = None if step.auto else game.tell(step.action, self._state, self.lang, self.names)
            if told:
                self.lines.append(LogLine(i, told, step.action.player))
                described = True
            for event in step.events:
                text = narrate(game, self._state, event, self.lang, self.names)
                if text:
                    self.lines.append(LogLine(i, text, step.action.player))
                    described = True
            if not described and not step.auto and self.fallback is not None:
                self.lines.append(LogLine(i, self.fallback(step.action), step.action.player))
        self.done_steps = end
        self._wrap_new()
        return True

    @property
    def pending(self) -> bool:
        return self.done_steps != self.session.cursor

    # --- layout and drawing ----------------------------------------------------------------
    def layout(self, rect: pygame.Rect, font_size: int) -> None:
        if rect != self.rect or font_size != self._font_size:
            self.rect, self._font_size = pygame.Rect(rect), font_size
            self._rewrap()

    @property
    def line_height(self) -> int:
        return style.font(self._font_size).get_linesize() + 2

    def _rewrap(self) -> None:
        self._wrapped, self._wrapped_upto, self._surfaces = [], 0, {}
        self._version += 1
        self._wrap_new()

    def _wrap_new(self) -> None:
        if self.rect.w <= 0:
            return
        f = style.font(self._font_size)
        width = self.rect.w - 16
        for line in self.lines[self._wrapped_upto :]:
            player = line.player if line.player is not None else -1
            for part in self._wrap(line.text, f, width):
                self._wrapped.append((player, part))
                if fit.recording_now():
                    fit.note(part, self._font_size, f.size(part)[0], width, "history")
        self._wrapped_upto = len(self.lines)
        self._version += 1
        if self.follow:
            self.scroll = self.max_scroll

    @staticmethod
    def _wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
        """A line wrapped to the panel, its continuation rows indented and wrapped narrower by the indent."""
        first, *rest = style.wrap(text, f, width)
        if not rest:
            return [first]
        return [first, *(INDENT + part for part in style.wrap(" ".join(rest), f, width - f.size(INDENT)[0]))]

    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.h - 8) // self.line_height)

    @property
    def max_scroll(self) -> int:
        return max(0, len(self._wrapped) - self.visible_rows)

    def wheel(self, dy: int) -> None:
        """Mouse wheel: positive scrolls up (older lines); following resumes at the bottom."""
        self.scroll = max(0, min(self.max_scroll, self.scroll - 3 * dy))
        self.follow = self.scroll >= self.max_scroll

    def _surface(self, index: int) -> pygame.Surface:
        surf = self._surfaces.get(index)
        if surf is None:
            player, text = self._wrapped[index]
            colour = style.MUTED if player < 0 else style.TEXT
            surf = style.font(self._font_size).render(text, True, colour)
            if len(self._surfaces) > 512:
                self._surfaces.clear()
            self._surfaces[index] = surf
        return surf

    def still_key(self) -> tuple[Any, ...]:
        """What draw shows (its rows, how far scrolled, where and how large): the same key, the same picture."""
        return (tuple(self.rect), self._version, self.scroll, self._font_size, self.pending)

    def opaque(self) -> pygame.Rect:
        """What draw paints with opaque pixels: the panel between its rounded corners' rows."""
        return self.rect.inflate(0, -2 * RADIUS)

    def draw(self, surface: pygame.Surface) -> None:
        if self._follow_lang():
            self.sync()
        if not surface.get_clip().colliderect(self.rect):
            return              # a pass redrawing another area of the window
        pygame.draw.rect(surface, style.PANEL, self.rect, border_radius=RADIUS)
        pygame.draw.rect(surface, style.PANEL_EDGE, self.rect, 1, border_radius=RADIUS)
        y = self.rect.y + 4
        end = min(len(self._wrapped), self.scroll + self.visible_rows)
        for i in range(self.scroll, end):
            surface.blit(self._surface(i), (self.rect.x + 8, y))
            y += self.line_height
        if self.max_scroll:
            track = self.rect.h - 8
            knob_h = max(16, track * self.visible_rows // len(self._wrapped))
            knob_y = self.rect.y + 4 + (track - knob_h) * self.scroll // self.max_scroll
            pygame.draw.rect(surface, style.PANEL_EDGE, (self.rect.right - 6, knob_y, 3, knob_h), border_radius=2)
