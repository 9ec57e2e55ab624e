"""The desktop program: one window, a pygame-gui main loop (events, update, draw) and the current scene."""
from __future__ import annotations

import json
import os
import time
import warnings
from collections import deque
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
from pygame_gui.core.utility import set_default_manager  # noqa: E402

from app import heap, i18n, navigation  # noqa: E402
from app.audio import Audio  # noqa: E402
from app.frames import FRAME_S, MAX_BLOCK_S, PASS_PX, Damage, InputWake, UiWatch, merge, shown_once  # noqa: E402
from app.input.keys import FULLSCREEN, shortcut  # noqa: E402
from app.scenes import style  # noqa: E402
from app.scenes.base import Notice, Scene, build_notice  # noqa: E402
from app.scenes.theme import build_theme  # noqa: E402
from app.settings import (  # noqa: E402
    Settings,
    SettingsLoad,
    SettingsNotSaved,
    config_dir,
    load_settings,
    save_settings,
    settings_path,
)
from engine.kernel.canonical import JsonObject
from engine.kernel.game import GameConfig  # noqa: E402
from engine.kernel.save import remove_stale_temporaries  # noqa: E402
from engine.kernel.untrusted import shown  # noqa: E402

MIN_SIZE = (1280, 720)
DUMP_ENV = "STOLIK_STATE_DUMP"
NOTICE_DETAIL_LIMIT = 400
TRIM_DELAY_S = 1.0  # after a resize or a scene change settles, freed memory is handed back (app.heap)
TIP_SIZE = 15  # the disabled-button tooltip's text size at 1280×720
# SDL's default window surface on X11 is an OpenGL texture; under software GL (Xvfb, VMs) every
# display update then costs a whole-window render (~11 ms at 1920×1080). Plain X11 shared-memory
# images show the same pixels and update only the rectangles asked for.
X11_FRAMEBUFFER_HINT = ("SDL_FRAMEBUFFER_ACCELERATION", "0")
ICON = Path(__file__).resolve().parent.parent / "art" / "icon.png"
# pygame-gui's hover notices change nothing by themselves (the sprites they concern are watched).
QUIET_EVENTS = frozenset({pygame.MOUSEMOTION, pygame_gui.UI_BUTTON_ON_HOVERED, pygame_gui.UI_BUTTON_ON_UNHOVERED})


def _set_window_icon() -> None:
    """The window and taskbar show Stolik's own mark (drawn by tools/make_icon.py); a missing or
    unreadable icon only leaves the system's default."""
    try:
        pygame.display.set_icon(pygame.image.load(str(ICON)))
    except (pygame.error, FileNotFoundError, OSError):
        pass


class App:
    """Owns the window, the pygame-gui manager, settings and audio; scenes do the rest."""

    def __init__(self, size: tuple[int, int] = MIN_SIZE, settings: Settings | None = None,
                 persist: bool = True) -> None:
        heap.map_big_pictures()
        pygame.display.init()
        if pygame.display.get_driver() == "x11":
            os.environ.setdefault(*X11_FRAMEBUFFER_HINT)
        pygame.font.init()
        style.reset()
        self.persist = persist
        loaded = SettingsLoad(settings) if settings is not None else load_settings()
        self.settings = loaded.settings
        self._unsaved: str | None = None
        i18n.set_lang(self.settings.lang)
        self.audio = Audio(self.settings.sound, self.settings.volume)
        _set_window_icon()
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(i18n.t("app_title"))
        self._set_minimum_size()
        self._wake = InputWake()
        self.size = self.screen.get_size()
        self.scale = style.scale_for(self.size)
        self._manager_scale: float | None = None
        self.ui: pygame_gui.UIManager = self._manager(self.scale)
        self.running = True
        self.exit_code = 0
        self._later: deque[Callable[[], None]] = deque()
        self.notice: Notice | None = None
        self._notices: deque[Notice] = deque()
        self.damage = Damage()
        self.damage.add()
        self._whole = True      # the next whole-window redraw paints everything (input, a new scene, a resize)
        self._still: Any = None  # the scene's still_key at the last whole-window redraw
        self._touched: list[pygame.Rect] = []
        self._ui_watch = UiWatch()
        self._last_input = float("-inf")
        self._tip: tuple[str, pygame.Rect] | None = None
        self._trim_at: float | None = None
        self._ui_dt = 0.0
        self._lang_seen = i18n.version()
        self.scene: Scene = Scene(self)
        self.dump_path = os.environ.get(DUMP_ENV) or None
        self._last_dump = ""
        self.frames = 0
        self.mouse = (0, 0)
        self.fullscreen = False
        if self.settings.fullscreen:
            self.toggle_fullscreen(save=False)
        if self.persist:
            self._remove_stale_temporaries()
        self._tell_settings_load(loaded)

    def _remove_stale_temporaries(self) -> None:
        """Clear half-written files a crash left in the saves and settings folders (missing folders are fine)."""
        from app.saves import saves_dir

        for folder in (saves_dir(), config_dir()):
            try:
                remove_stale_temporaries(folder)
            except OSError:
                continue

    def _tell_settings_load(self, loaded: SettingsLoad) -> None:
        """Say once what was wrong with the settings file, then write the corrected file so the next start is quiet."""
        if loaded.quiet:
            return
        if loaded.refused is not None:
            self.show_notice(i18n.t("settings_file.unreadable_title"),
                             i18n.t("settings_file.unreadable_text", reason=shown(str(loaded.refused), NOTICE_DETAIL_LIMIT)))
        else:
            self.show_notice(i18n.t("settings_file.reset_title"),
                             i18n.t("settings_file.reset_text", path=shown(os.fspath(settings_path())),
                                    keys=loaded.reset_shown()))
        self.save_settings()

    @staticmethod
    def window() -> Any:
        """The display module's Window (pygame-ce marks this bridge deprecated; it is what we need)."""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()

    def _set_minimum_size(self) -> None:
        try:
            self.window().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass

    # --- scenes ----------------------------------------------------------------------------
    def go(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Switch to the scene registered as `name` (scenes never import each other)."""
        scene: Scene = navigation.scene_class(name)(self, *args, **kwargs)
        self.switch(scene)
        return scene

    def open(self, what: str, *args: Any, **kwargs: Any) -> Any:
        """Open a scene from data: `open("save", path)`, `open("replay", path)`, `open("tutorial", game)`,
        `open("game", config)` — each returns what its opener does."""
        return navigation.opener(what)(self, *args, **kwargs)

    def switch(self, scene: Scene) -> None:
        self.scene.leave()
        self.scene = scene
        self._trim_at = time.monotonic() + TRIM_DELAY_S
        self.rebuild()

    def rebuild(self) -> None:
        """Recreate every widget (new scene, new size or new language)."""
        self.damage.add()
        self._whole = True
        self.scene.before_rebuild()
        self.ui.clear_and_reset()
        self.scene.widgets = {}
        self.scene.disabled_tips = {}
        self.scene.build()
        if self.notice is not None:
            build_notice(self.scene, self.notice, self._dismiss_notice)

    def later(self, fn: Callable[[], None]) -> None:
        """Run `fn` after this frame's events (button callbacks must not rebuild mid-dispatch)."""
        self._later.append(fn)

    def show_notice(self, title: str, text: str, then: Callable[[], None] | None = None) -> None:
        """Show a modal message; one already on screen is not lost, the new one waits behind it."""
        if self.notice is not None:
            self._notices.append(Notice(title, text, then))
            return
        self.notice = Notice(title, text, then)
        self.rebuild()

    def _dismiss_notice(self) -> None:
        notice, self.notice = self.notice, None
        if notice is not None and notice.then is not None:
            notice.then()
        if self.notice is None and self._notices:
            self.notice = self._notices.popleft()
        self.rebuild()

    def set_lang(self, lang: str) -> None:
        i18n.set_lang(lang)
        self.settings.lang = lang
        self.save_settings()
        pygame.display.set_caption(i18n.t("app_title"))
        self.rebuild()

    def save_settings(self) -> None:
        """Apply and persist the settings; a failed write is told (once per distinct failure), never swallowed."""
        self.audio.configure(self.settings.sound, self.settings.volume)
        if not self.persist:
            return
        try:
            save_settings(self.settings)
        except SettingsNotSaved as exc:
            if str(exc) != self._unsaved:
                self._unsaved = str(exc)
                self.show_notice(i18n.t("settings_file.unsaved_title"),
                                 i18n.t("settings_file.unsaved_text", error=shown(str(exc), NOTICE_DETAIL_LIMIT)))
            return
        self._unsaved = None

    # --- window ----------------------------------------------------------------------------
    def _manager(self, scale: float) -> pygame_gui.UIManager:
        """The pygame-gui manager for a layout scale (its theme holds the scaled fonts).

        Only the current one is kept: each holds ~10 MB of fonts and shapes, and building one
        (~50 ms) is small beside the rest of a resize. (pygame-gui also keeps the first manager
        ever made as its default: the newest takes that role, or the first would never be freed.)
        """
        key = round(scale, 3)
        if key != self._manager_scale:
            self._manager_scale = key
            manager = pygame_gui.UIManager(self.size, build_theme(scale), enable_live_theme_updates=False)
            set_default_manager(manager)
            return manager
        return self.ui

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size: re-lay out every widget at the new scale (fonts included)."""
        if size == self.size:
            return
        self.size = size
        self.scale = style.scale_for(size)
        style.forget_sizes(size)
        self._trim_at = time.monotonic() + TRIM_DELAY_S
        manager = self._manager(self.scale)
        if manager is not self.ui:
            self.ui.clear_and_reset()
            self.ui = manager
        self.ui.set_window_resolution(size)
        self.rebuild()
        heap.trim()

    def toggle_fullscreen(self, save: bool = True) -> None:
        """F11: desktop fullscreen and back; drivers that cannot do it leave the window as it is."""
        try:
            window = self.window()
            if self.fullscreen:
                window.set_windowed()
            else:
                window.set_fullscreen(desktop=True)
        except (AttributeError, pygame.error):
            return
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        self.screen = pygame.display.get_surface() or self.screen
        if save:
            self.save_settings()
        self._whole = True
        self.resize(self.screen.get_size())

    def quit(self) -> None:
        self.running = False

    # --- frames ----------------------------------------------------------------------------
    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        """Redraw `rect` of the window (None = all of it) on the next frame."""
        self.damage.add(rect)

    def invalidate_all(self) -> None:
        """Paint and show the whole window afresh on the next frame, as after input (no part of it kept as shown): the
        naive whole redraw a benchmark compares against."""
        self.damage.add()
        self._whole = True

    def repainted(self, rects: list[pygame.Rect]) -> None:
        """Rectangles a scene drew straight onto the shown frame; the next display update shows them."""
        self._touched.extend(rects)

    @property
    def tip_rect(self) -> pygame.Rect | None:
        """Where the disabled-button tooltip is shown now (scenes keep touch-ups clear of it)."""
        return self._tip[1] if self._tip is not None else None

    def next_frame_at(self, now: float) -> float | None:
        """When the loop must run a frame without waiting for input (None = only when input comes)."""
        if self.damage or self._later or self._touched or i18n.version() != self._lang_seen:
            return now
        due = [t for t in (self.scene.wants_frame(now), UiWatch.next_tick(self.ui, now, self._last_input), self._trim_at)
               if t is not None]
        return min(due) if due else None

    # --- the loop --------------------------------------------------------------------------
    def frame(self, dt: float) -> None:
        """One pass of the loop: process events, update, then redraw and show only what changed."""
        now = time.monotonic()
        events = pygame.event.get()
        for event in events:
            if event.type not in QUIET_EVENTS:
                self.damage.add()
                self._whole = True
            self.process(event)
        if events:
            self._last_input = now
        busy = bool(events) or bool(self._later)
        while self._later:
            self.damage.add()
            self._whole = True
            self._later.popleft()()
        if i18n.version() != self._lang_seen:
            self._lang_seen = i18n.version()
            self.damage.add()
            self._whole = True
        if not self.running:
            return
        self.scene.update(dt, now)
        self._ui_dt += dt
        ui_due = UiWatch.next_tick(self.ui, now, self._last_input)
        if busy or self.damage or (ui_due is not None and ui_due <= now):
            self._update_ui(capped=bool(events))
            self._place_tip()
        busy = busy or bool(self.damage)
        self._present(now)
        if self._trim_at is not None and now >= self._trim_at:
            self._trim_at = None
            heap.trim()
        self.frames += 1
        if self.dump_path and busy:
            self.write_dump()

    def _update_ui(self, capped: bool) -> None:
        """Tick pygame-gui with the time since its last tick (capped to one frame when input woke an idle
        loop, so a newly hovered button does not count the idle time), then take in what it changed."""
        dt, self._ui_dt = self._ui_dt, 0.0
        self.ui.update(min(dt, FRAME_S) if capped else dt)
        changes = self._ui_watch.changes(self.ui)
        if changes is None:
            self.damage.add()
            self._whole = True
        for rect in changes or ():
            self.damage.add(rect)

    def _place_tip(self) -> None:
        """Why a greyed button under the mouse cannot be used: placed now, its old and new areas redrawn."""
        text = self.scene.disabled_tip(self.mouse) if self.notice is None else ""
        tip = (text, style.tooltip_rect(text, self.mouse, round(TIP_SIZE * self.scale), self.size)) if text else None
        if tip != self._tip:
            for placed in (self._tip, tip):
                if placed is not None:
                    self.damage.add(placed[1])
            self._tip = tip

    def _paint(self, now: float) -> None:
        """Everything, back to front: the scene, the widgets, the scene's overlays, the tooltip."""
        self.scene.draw(self.screen, now)
        self.ui.draw_ui(self.screen)
        self.scene.draw_over(self.screen, now)
        if self._tip is not None:
            style.draw_tooltip(self.screen, self._tip[0], self.mouse, round(TIP_SIZE * self.scale))

    def _present(self, now: float) -> None:
        """Redraw the damaged regions (each clipped, or the whole window) and show them with the touch-ups."""
        if not self.damage and not self._touched:
            return
        bounds = self.screen.get_rect()
        live = self._still_area(now) if self.damage.full else None
        if live is not None:
            rects = [r.clip(bounds) for r in self.damage.rects]
            regions: list[pygame.Rect] | None = merge([live.clip(bounds), *rects], PASS_PX)
            shown = [*(r.clip(bounds) for r in self.scene.live_shown()), *rects]
            self.scene.keep(self._kept_area(rects))
        else:
            regions = self.damage.regions(bounds) if self.damage else []
            shown = self.damage.shown(bounds) if regions is not None else []
        if regions is None:
            self._paint(now)
            pygame.display.flip()
        else:
            try:
                for region in regions:
                    self.screen.set_clip(region)
                    self._paint(now)
            finally:
                self.scene.keep(None)
            self.screen.set_clip(None)
            pygame.display.update(shown_once(shown + self._touched))
        self.damage.clear()
        self._touched = []

    def _still_area(self, now: float) -> pygame.Rect | None:
        """The only area a whole-window redraw must paint, when the scene says nothing else of the window changed
        since the last whole-window redraw (no input, new scene or size since, and its still_key the same: the
        fight's panel held while the map pans behind it, say), and only its live_shown parts are shown again;
        None: everything."""
        key = self.scene.still_key(now) if self.notice is None else None
        same = key is not None and key == self._still and not self._whole
        self._still, self._whole = key, False
        return self.scene.live_area() if same else None

    def _kept_area(self, damaged: list[pygame.Rect]) -> pygame.Rect | None:
        """The scene's kept_area, unless something there must be painted anew: a damaged area, a widget, or the
        disabled-button tooltip (its translucent box would blend over itself)."""
        kept = self.scene.kept_area()
        if kept is None:
            return None
        drawn = (s for s in self.ui.get_sprite_group().sprites() if s.image is not None and s.image.get_width() > 0)
        over = [*damaged, *(s.rect for s in drawn)]
        if self._tip is not None:
            over.append(self._tip[1])
        return None if kept.collidelist(over) >= 0 else kept

    def process(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            surface = pygame.display.get_surface()
            if surface is not None:
                self.screen = surface
                self.resize(surface.get_size())
            return
        if self.ui.process_events(event):
            return
        command = shortcut(event)
        if command == FULLSCREEN:
            self.toggle_fullscreen()
            return
        if self.notice is not None:
            if command == "menu" or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
                self.later(self._dismiss_notice)
            return
        if command is not None and self.scene.command(command):
            return
        self.scene.handle(event)

    def wait(self, due: float | None, earliest: float) -> None:
        """Sleep until `due` (None = no timer) or until input arrives, but not before `earliest`.

        Asleep on the X connection rather than in pygame.event.wait, which pumps SDL every millisecond
        (about 2 % of a core while idle); InputWake says why and what it does elsewhere.
        """
        while True:
            now = time.monotonic()
            if not self.running or (now >= earliest and ((due is not None and now >= due) or pygame.event.peek())):
                return
            if now < earliest:
                time.sleep(earliest - now)
            else:
                self._wake.sleep(MAX_BLOCK_S if due is None else due - now)

    def run(self) -> int:
        last = time.monotonic()
        while self.running:
            self.wait(self.next_frame_at(time.monotonic()), last + FRAME_S)
            now = time.monotonic()
            self.frame(now - last)
            last = now
        self.scene.leave()
        return self.exit_code

    # --- test hook -------------------------------------------------------------------------
    def dump(self) -> JsonObject:
        widgets = {}
        for key, w in self.scene.widgets.items():
            r = w.get_abs_rect() if hasattr(w, "get_abs_rect") else w.rect
            widgets[key] = {"center": [r.centerx, r.centery], "enabled": bool(getattr(w, "is_enabled", True)),
                            "text": getattr(w, "text", "")}
        data = {"scene": self.scene.name, "lang": i18n.lang(), "size": list(self.size),
                "notice": self.notice.title if self.notice else None, "widgets": widgets,
                "settings": self.settings.to_json()}
        data.update(self.scene.dump())
        return data

    def write_dump(self) -> None:
        """STOLIK_STATE_DUMP: write a small JSON whenever what it reports changes (for e2e tests)."""
        text = json.dumps(self.dump(), sort_keys=True, ensure_ascii=False)
        if text != self._last_dump and self.dump_path:
            from engine.kernel.save import write_atomic

            write_atomic(self.dump_path, text)
            self._last_dump = text


def run(replay: str | None = None, tutorial: str | None = None, scenario: GameConfig | None = None) -> int:
    """The `stolik` entry point: the menu, or straight into a replay (FILE), a game's tutorial, or the
    table at a scenario's position (its GameConfig, checked by the command line)."""
    app = App()
    app.go("menu")
    if replay is not None:
        app.open("replay", replay)
    elif tutorial is not None:
        app.open("tutorial", tutorial)
    elif scenario is not None:
        problem = app.open("game", scenario)
        if problem is not None:
            app.show_notice(i18n.t("app_title"), problem)
    try:
        return app.run()
    finally:
        pygame.quit()
