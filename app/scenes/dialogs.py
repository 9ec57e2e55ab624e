"""A question over a scene, answered in the scene: confirm or cancel, or type a name first.

Unlike the app's notice (one OK button), a dialog has two answers and may hold a text field; the
scene keeps its `Dialog` and builds it again after a resize, so nothing typed is lost.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame
import pygame_gui

from app import i18n
from app.game_files import NAME_CHARS, BadName, GameFile, SaveFailed
from app.scenes import style
from engine.kernel import Session
from engine.kernel.untrusted import shown

IMAGE, ENTRY, YES, NO = "dialog_image", "dialog_entry", "dialog_yes", "dialog_no"
LAYER = 20  # above every widget a scene builds (the notice uses the same height)
BOX_W = 660  # the box's width at scale 1: fits the smallest window (1280 wide) with room to spare
PAD = 22
TITLE_SIZE, TEXT_SIZE, DETAIL_SIZE, ERROR_SIZE = 24, 17, 14, 15
ENTRY_H, BUTTON_H, BUTTON_MIN_W, BUTTON_PAD = 40, 44, 140, 40
GAP = 12
MARGIN = 20  # the box keeps this far from the window's edges
DIM = (0, 0, 0, 150)


@dataclass
class Dialog:
    """What the dialog asks; `entry` is the text typed so far (None: no text field)."""

    title: str
    text: str
    yes: str
    no: str
    on_yes: Callable[[str], None]
    on_no: Callable[[], None]
    entry: str | None = None
    entry_limit: int = 0  # characters the field takes (0: any number)
    detail: str = ""  # small print under the message (what exactly differs)
    error: str = ""  # why the last answer was refused (a name that cannot be used)


@dataclass(frozen=True)
class Layout:
    """Where the box and its parts go, measured from the texts at the window's scale."""

    box: pygame.Rect
    lines: tuple[tuple[str, int, tuple[int, int, int], bool, int], ...]  # text, size, colour, title?, y
    entry: pygame.Rect | None
    yes: pygame.Rect
    no: pygame.Rect


def layout(scene: Any, dialog: Dialog) -> Layout:
    """The box grows with its text and stays inside the window; buttons fit their labels."""
    w, h = scene.app.size
    px = scene.px
    box_w = min(px(BOX_W), w - 2 * px(MARGIN))
    inner = box_w - 2 * px(PAD)
    lines: list[tuple[str, int, tuple[int, int, int], bool, int]] = []
    y = px(PAD)

    def add(text: str, size: int, colour: tuple[int, int, int], title: bool = False) -> None:
        nonlocal y
        f = style.font(size, title=title)
        for line in style.wrap(text, f, inner):
            lines.append((line, size, colour, title, y))
            y += f.get_linesize()

    add(dialog.title, px(TITLE_SIZE), style.ACCENT, title=True)
    y += px(GAP)
    add(dialog.text, px(TEXT_SIZE), style.TEXT)
    if dialog.detail:
        y += px(GAP) // 2
        add(dialog.detail, px(DETAIL_SIZE), style.MUTED)
    entry_y = None
    if dialog.entry is not None:
        y += px(GAP)
        entry_y = y
        y += px(ENTRY_H)
    if dialog.error:
        y += px(GAP) // 2
        add(dialog.error, px(ERROR_SIZE), style.WARN)
    y += 2 * px(GAP)
    box_h = min(y + px(BUTTON_H) + px(PAD), h - 2 * px(MARGIN))
    box = pygame.Rect((w - box_w) // 2, (h - box_h) // 2, box_w, box_h)
    f = style.font(px(TEXT_SIZE))
    bw = max(px(BUTTON_MIN_W), max(f.size(dialog.yes)[0], f.size(dialog.no)[0]) + px(BUTTON_PAD))
    by = box.bottom - px(PAD) - px(BUTTON_H)
    yes = pygame.Rect(box.right - px(PAD) - bw, by, bw, px(BUTTON_H))
    no = pygame.Rect(yes.x - px(GAP) - bw, by, bw, px(BUTTON_H))
    entry = pygame.Rect(box.x + px(PAD), box.y + entry_y, inner, px(ENTRY_H)) if entry_y is not None else None
    shown = tuple((text, size, colour, title, box.y + top) for text, size, colour, title, top in lines
                  if box.y + top < by - px(GAP))
    return Layout(box, shown, entry, yes, no)


def image(scene: Any, spot: Layout) -> pygame.Surface:
    """The dimmed window with the box and its texts (the field and buttons are widgets on top)."""
    surface = pygame.Surface(scene.app.size, pygame.SRCALPHA)
    surface.fill(DIM)
    style.panel(surface, spot.box, alpha=250)
    x = spot.box.x + scene.px(PAD)
    for text, size, colour, title, y in spot.lines:
        surface.blit(style.text(text, size, colour, title=title), (x, y))
    return surface


def build_dialog(scene: Any, dialog: Dialog) -> None:
    """Show the dialog over the scene, whose own widgets are disabled (and their tips hidden) meanwhile."""
    for widget in scene.widgets.values():
        if hasattr(widget, "disable"):
            widget.disable()
    scene.disabled_tips.clear()
    spot = layout(scene, dialog)
    scene.widgets[IMAGE] = pygame_gui.elements.UIImage(pygame.Rect((0, 0), scene.app.size), image(scene, spot),
                                                       scene.app.ui, starting_height=LAYER)
    if spot.entry is not None:
        field = pygame_gui.elements.UITextEntryLine(spot.entry, scene.app.ui,
                                                    object_id=pygame_gui.core.ObjectID(object_id=f"#{ENTRY}"))
        field.change_layer(LAYER + 5)
        if dialog.entry_limit:
            field.set_text_length_limit(dialog.entry_limit)
        field.set_text(dialog.entry or "")
        scene.app.ui.set_focus_set(field)
        scene.widgets[ENTRY] = field
    scene.button(NO, spot.no, dialog.no, dialog.on_no, starting_height=LAYER + 5)
    scene.button(YES, spot.yes, dialog.yes, lambda: answer(scene, dialog), starting_height=LAYER + 5)


def read_dialog(scene: Any, dialog: Dialog) -> None:
    """Keep what was typed before the widgets are rebuilt."""
    field = scene.widgets.get(ENTRY)
    if field is not None and dialog.entry is not None:
        dialog.entry = field.get_text()


def answer(scene: Any, dialog: Dialog) -> None:
    """The yes button, or Enter in the field: the answer with the text typed."""
    read_dialog(scene, dialog)
    dialog.on_yes(dialog.entry or "")


def typed_enter(scene: Any, event: pygame.event.Event) -> bool:
    """Enter pressed in the dialog's field (pygame-gui reports it as an event of its own)."""
    field = scene.widgets.get(ENTRY)
    return (field is not None and event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED
            and getattr(event, "ui_element", None) is field)


def save_as_dialog(scene: Any, game_file: GameFile, session: Session[Any], close: Callable[[str], None]) -> Dialog:
    """Save as: a name for a copy of the game as it is now, which goes on in its own file. A name that
    cannot be used keeps the dialog open saying why; `close(status)` ends it with what to tell the player."""
    def save(name: str) -> None:
        try:
            copy = game_file.save_as(session, name)
        except (BadName, SaveFailed) as exc:
            dialog.error = i18n.say(exc)
            scene.app.rebuild()
            return
        close(i18n.t("saves.saved_copy", file=shown(copy.name, NAME_CHARS + 5),
                     own=shown(game_file.path.name, NAME_CHARS + 5)))

    dialog = Dialog(i18n.t("saves.save_as_title"), i18n.t("saves.save_as_text"), i18n.t("saves.save_as_ok"),
                    i18n.t("saves.cancel"), on_yes=save, on_no=lambda: close(""), entry="", entry_limit=NAME_CHARS)
    return dialog
