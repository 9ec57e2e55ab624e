"""What every scene shares: building pygame-gui widgets at the window's scale, and the modal notice."""
from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame
import pygame_gui

from app import i18n
from app.scenes import style


NOTICE_CHARS = 600  # a message from a file (an error naming it) is shortened to this in a notice


@dataclass
class Notice:
    """A modal message (coming soon, a save that cannot be read); `then` runs when it is dismissed."""

    title: str
    text: str
    then: Callable[[], None] | None = None


class Scene:
    """A screen. `build` creates its widgets (again after a resize or a language switch)."""

    name = "scene"

    def __init__(self, app: Any) -> None:
        self.app = app
        self.widgets: dict[str, Any] = {}
        self.disabled_tips: dict[str, str] = {}

    # --- lifecycle -------------------------------------------------------------------------
    def build(self) -> None:
        """Create the widgets for the current window size and language."""

    def before_rebuild(self) -> None:
        """Read anything typed into widgets before they are destroyed."""

    def leave(self) -> None:
        """The scene is being replaced."""

    # --- per frame -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """An input event pygame-gui did not consume; True when handled."""
        return False

    def command(self, name: str) -> bool:
        """A keyboard shortcut (see app.input.keys); True when handled."""
        if name == "menu" and self.name != "menu":
            self.app.go("menu")
            return True
        return False

    def update(self, dt: float, now: float) -> None:
        """Advance timers and animations to `now`; invalidate whatever that changes on screen."""

    # --- asking for frames -----------------------------------------------------------------
    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        """Redraw now: `rect` of the window (None = all of it) is drawn again on the next frame.

        Input other than mouse motion already redraws everything; a scene calls this for what its
        hover, timers and animations change.
        """
        self.app.invalidate(rect)

    def wants_frame(self, now: float) -> float | None:
        """When this scene next needs a frame for its own sake: a monotonic time (now or earlier = as
        soon as the frame rate allows: "I am animating"), or None while nothing of it moves."""
        return None

    def repainted(self, rects: list[pygame.Rect]) -> None:
        """Rectangles this scene drew itself straight onto the shown frame (a cheap touch-up such as
        re-colouring outlines nothing covers); the next display update shows them."""
        self.app.repainted(rects)

    def still_key(self, now: float) -> Hashable | None:
        """What the window shows outside `live_area()`, as a key: when a whole-window redraw finds the same key as
        the last frame's, only the live area (and what was marked changed) is painted and shown again. None:
        the scene cannot tell, everything is painted."""
        return None

    def live_area(self) -> pygame.Rect:
        """The window area a whole-window redraw paints again while `still_key` holds."""
        return pygame.Rect(0, 0, *self.app.size)

    def live_shown(self) -> list[pygame.Rect]:
        """The parts of `live_area` whose pixels may differ from the frame shown (the rest is painted as it was)."""
        return [self.live_area()]

    def kept_area(self) -> pygame.Rect | None:
        """Inside `live_area`, an area a redraw of the live area may leave as shown, when painting it again would give
        the same pixels (the inside of an opaque panel held over a moving board); None: paint all of it."""
        return None

    def keep(self, area: pygame.Rect | None) -> None:
        """The coming paint leaves `area` (from kept_area) as shown and paints nothing inside it; None: paint all."""

    def draw(self, surface: pygame.Surface, now: float) -> None:
        surface.blit(style.background(self.app.size), (0, 0))

    def draw_over(self, surface: pygame.Surface, now: float) -> None:
        """Drawn after pygame-gui (popups, highlights over widgets)."""

    def dump(self) -> dict[str, Any]:
        """Extra fields for the STOLIK_STATE_DUMP test hook."""
        return {}

    # --- helpers ---------------------------------------------------------------------------
    def px(self, value: float) -> int:
        return round(value * self.app.scale)

    def button(self, key: str, rect: pygame.Rect, text: str, on_click: Callable[[], None] | None,
               tooltip: str | None = None, enabled: bool = True, container: Any = None,
               object_id: str | None = None, starting_height: int = 1) -> pygame_gui.elements.UIButton:
        """A button whose click runs `on_click` after event processing (never inside pygame-gui's loop)."""
        command = (lambda _data=None: self._pressed(on_click)) if on_click else None
        btn = pygame_gui.elements.UIButton(
            rect, text, self.app.ui, container=container, tool_tip_text=html.escape(tooltip) if tooltip else None,
            object_id=pygame_gui.core.ObjectID(object_id=object_id or f"#{key}", class_id="@stolik"),
            command=command, starting_height=starting_height,
        )
        if not enabled:
            btn.disable()
        self.widgets[key] = btn
        if tooltip:
            self.disabled_tips[key] = tooltip
        return btn

    def disabled_tip(self, pos: tuple[int, int]) -> str:
        """Why a greyed button under `pos` cannot be used (pygame-gui shows no tooltips on disabled buttons)."""
        for key, tip in self.disabled_tips.items():
            widget = self.widgets.get(key)
            if tip and widget is not None and not widget.is_enabled and widget.rect.collidepoint(pos):
                return tip
        return ""

    def _pressed(self, on_click: Callable[[], None]) -> None:
        self.app.audio.play("click")
        self.app.later(on_click)

    def label(self, key: str, rect: pygame.Rect, text: str, object_id: str | None = None,
              container: Any = None) -> pygame_gui.elements.UILabel:
        lab = pygame_gui.elements.UILabel(rect, text, self.app.ui, container=container,
                                          object_id=pygame_gui.core.ObjectID(object_id=object_id or f"#{key}"))
        self.widgets[key] = lab
        return lab

    def heading(self, surface: pygame.Surface, text: str, y: int) -> None:
        """A scene title centred at `y`, drawn directly (cheaper than a label, and always on top)."""
        img = style.text(text, self.px(36), style.ACCENT, title=True)
        surface.blit(img, img.get_rect(midtop=(self.app.size[0] // 2, y)))


def notice_box(scene: Scene) -> pygame.Rect:
    w, h = scene.app.size
    box_w, box_h = scene.px(620), scene.px(300)
    return pygame.Rect((w - box_w) // 2, (h - box_h) // 2, box_w, box_h)


def notice_image(scene: Scene, notice: Notice) -> pygame.Surface:
    """The dimmed window with the message box, title and wrapped text, rendered once per notice."""
    surface = pygame.Surface(scene.app.size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 150))
    box = notice_box(scene)
    style.panel(surface, box, alpha=250)
    pad = scene.px(20)
    title = style.text(notice.title, scene.px(24), style.ACCENT, title=True)
    surface.blit(title, (box.x + pad, box.y + pad))
    f = style.font(scene.px(17))
    y = box.y + pad + title.get_height() + scene.px(14)
    for line in style.wrap(notice.text, f, box.w - 2 * pad):
        surface.blit(f.render(line, True, style.TEXT), (box.x + pad, y))
        y += f.get_linesize()
    return surface


def build_notice(scene: Scene, notice: Notice, on_ok: Callable[[], None]) -> None:
    """A modal message over the scene, whose own widgets are disabled until OK is pressed."""
    for widget in scene.widgets.values():
        if hasattr(widget, "disable"):
            widget.disable()
    image = pygame_gui.elements.UIImage(pygame.Rect((0, 0), scene.app.size), notice_image(scene, notice),
                                        scene.app.ui, starting_height=20)
    box = notice_box(scene)
    btn_h = scene.px(44)
    ok_rect = pygame.Rect(box.centerx - scene.px(80), box.bottom - scene.px(20) - btn_h, scene.px(160), btn_h)
    scene.button("notice_ok", ok_rect, i18n.t("notice.ok"), on_ok, starting_height=25)
    scene.widgets["notice_image"] = image
