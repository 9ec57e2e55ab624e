"""The Load scene: the saves, newest first, each with its name, game, players, round, date and whether
it is finished; Load, Replay, Rename and Delete per row. A bad file explains itself, and a damaged
one can be opened up to its last good move in a new file."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from app import i18n, saves
from app.game_files import NAME_CHARS, BadName, GameFile, SaveFailed, delete, rename
from app.games import table_class
from app.render.fonts import elide
from app.scenes import style
from app.scenes.base import NOTICE_CHARS, Scene
from app.scenes.dialogs import Dialog, build_dialog, read_dialog, typed_enter
from engine import games
from engine.kernel import Session, StolikError
from engine.kernel.canonical import JsonObject
from engine.kernel.save import Replay
from engine.kernel.untrusted import shown

FOLDER_ERROR_SIZE = 20  # text size (at scale 1) of the message when the saves folder cannot be read
TOP, MARGIN = 120, 80  # where the rows start, and the margin left and right of them
ROW_H, ROW_GAP, ROW_PAD, ROW_RADIUS = 58, 8, 14, 8
NAME_SIZE, DETAIL_SIZE, STATUS_SIZE = 17, 14, 14
ACTIONS = ("load", "replay", "rename", "delete")  # the buttons of a row, left to right
ACTION_H, ACTION_GAP, ACTION_MIN_W, ACTION_PAD, ACTION_SIZE = 36, 6, 96, 28, 14
BACK_W, BACK_H, BOTTOM = 200, 44, 40  # the Back button, and its distance from the window's bottom
MESSAGE_H = 30  # the line above Back saying what the last rename or delete did
DETAIL_CHARS = 300  # what exactly differs in a damaged save, shortened in the dialog


def open_table(app: Any, session: Session[Any], game_file: GameFile, status: str = "") -> Any:
    """The table for a session; the table scene saves the game in `game_file` from then on."""
    table = table_class(session.game.id)(session.game, session.config)
    scene = app.go("table", session, table, status=status)
    scene.game_file = game_file
    return scene


def open_save_file(app: Any, path: Path) -> bool:
    """Load, verify and open a save at the table, the game going on in that file; a damaged one is offered up to
    its last good move in the Load list; on any refusal show why (escaped, in the player's words) over the menu."""
    try:
        replay = saves.replay_save(path, strict=app.settings.strict_undo)
    except StolikError as exc:
        app.go("menu")
        app.show_notice(i18n.t("load.error_title"), shown(saves.why(exc), NOTICE_CHARS))
        return False
    if no_table(replay):
        app.go("menu")
        app.show_notice(i18n.t("load.error_title"), no_table(replay))
        return False
    if not replay.ok:   # as the Load list does: "Open up to move N?"
        app.go("load").offer_damaged(replay)
        return False
    open_checked(app, replay, path)
    return True


def no_table(replay: Replay) -> str:
    """Why a save of a game the app has no table for cannot be opened (the app offers only games it can show);
    "" for any other game."""
    game = replay.session.game.id
    if game in games.shown():
        return ""
    return i18n.t("load.no_table", game=games.manifest(game).name.get(i18n.lang()))


def open_checked(app: Any, replay: Replay, path: Path) -> None:
    """A save that replayed, at the table; one too old to record its length opens under a notice saying
    that moves lost from its end could not be noticed (an edited version number looks just the same)."""
    open_table(app, replay.session, GameFile(path), i18n.t("table.loaded", file=shown(path.name, saves.TITLE_CHARS)))
    if replay.tail_unchecked:
        app.show_notice(i18n.t("load.unchecked_title"),
                        i18n.t("load.unchecked_text", version=shown(replay.doc.get("read_version", "?"), 8)))


def moves_in(session: Session[Any]) -> int:
    """The players' moves (not the automatic steps) up to the cursor: what a person counts."""
    return sum(1 for step in session.steps[: session.cursor] if not step.auto)


def row_name(info: saves.SaveInfo) -> str:
    """The save's name (an unreadable file shows its whole file name, so one can tell which it is)."""
    return shown(info.path.name, saves.TITLE_CHARS) if info.error else info.name


def row_details(info: saves.SaveInfo) -> str:
    """Game · players · round · date, or why the file cannot be read (SaveInfo strings are escaped)."""
    if info.error:
        return info.error
    where = i18n.t("load.round", n=info.round) if info.round is not None else i18n.t("load.step", n=info.steps)
    return " · ".join((info.title, saves.players_text(info), where, info.saved_at) + ((info.damage,) if info.damage else ()))


def row_status(info: saves.SaveInfo) -> str:
    """Finished or in progress; nothing for an older save that does not say."""
    if info.error:
        return i18n.t("load.edited" if info.edited else "load.corrupt")
    if info.damage:
        return i18n.t("load.damaged")
    if info.over is None:
        return ""
    return i18n.t("load.finished") if info.over else i18n.t("load.in_progress")


def describe(info: saves.SaveInfo) -> str:
    """A row's text on one line (its name first), for logs, tests and tooltips."""
    return " · ".join(part for part in (row_name(info), row_status(info), row_details(info)) if part)


class LoadScene(Scene):
    """The saves, a page at a time; a folder that cannot be read says so instead of "no saves"."""

    name = "load"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.infos: list[saves.SaveInfo] = []
        self.folder_error: str | None = None
        self.rescan()
        self.folder_lines: list[str] = []
        self.text_at = (0, 0)
        self.page = 0
        self.rows: list[tuple[pygame.Rect, pygame.Rect, saves.SaveInfo]] = []  # row, its text area, its save
        self.hovered: int | None = None
        self.dialog: Dialog | None = None
        self.message: tuple[str, str] | None = None  # text, and its label's object id (#muted or #warn)

    def rescan(self) -> None:
        """Read the folder again (after a rename or a delete)."""
        listing = saves.scan_saves()
        self.infos = list(listing.infos)
        self.folder_error = (i18n.t("load.folder_error", path=shown(str(listing.path), saves.PATH_CHARS),
                                    reason=listing.error) if listing.error else None)

    # --- layout ----------------------------------------------------------------------------
    def action_width(self) -> int:
        """One width for every row button: the longest label in this language, padded."""
        f = style.font(self.px(ACTION_SIZE))
        return max(self.px(ACTION_MIN_W), *(f.size(i18n.t(f"load.{a}"))[0] + self.px(ACTION_PAD) for a in ACTIONS))

    def build(self) -> None:
        w, h = self.app.size
        back_y = h - self.px(BOTTOM) - self.px(BACK_H)
        message_y = back_y - self.px(ROW_GAP) - self.px(MESSAGE_H)
        top, bottom = self.px(TOP), message_y - self.px(ROW_GAP)
        row_h, gap = self.px(ROW_H), self.px(ROW_GAP)
        per_page = max(1, (bottom - top + gap) // (row_h + gap))
        pages = max(1, -(-len(self.infos) // per_page))
        self.page = min(self.page, pages - 1)
        left, width = self.px(MARGIN), w - 2 * self.px(MARGIN)
        self.text_at = (left, top)
        if self.folder_error:
            self.folder_lines = style.wrap(self.folder_error, style.font(self.px(FOLDER_ERROR_SIZE)), width)
        if not self.infos and not self.folder_error:
            self.label("empty", pygame.Rect(left, top, width, row_h), i18n.t("load.empty"), object_id="#muted")
        self.rows = []
        start = self.page * per_page
        for k, info in enumerate(self.infos[start : start + per_page]):
            self.build_row(start + k, info, pygame.Rect(left, top + k * (row_h + gap), width, row_h))
        if self.message:
            self.label("message", pygame.Rect(left, message_y, width, self.px(MESSAGE_H)), self.message[0],
                       object_id=self.message[1])
        bw, bh = self.px(BACK_W), self.px(BACK_H)
        self.button("back", pygame.Rect((w - bw) // 2, back_y, bw, bh), i18n.t("load.back"), self.back)
        if pages > 1:
            self.button("prev", pygame.Rect(left, back_y, bh, bh), "◀", lambda: self.turn(-1), enabled=self.page > 0)
            self.label("page", pygame.Rect(left + bh + gap, back_y, self.px(100), bh), f"{self.page + 1}/{pages}")
            self.button("next", pygame.Rect(left + bh + 2 * gap + self.px(100), back_y, bh, bh), "▶",
                        lambda: self.turn(1), enabled=self.page < pages - 1)
        self.hovered = self.row_at(self.app.mouse)
        if self.dialog is not None:
            build_dialog(self, self.dialog)

    def build_row(self, index: int, info: saves.SaveInfo, rect: pygame.Rect) -> None:
        """A row's four buttons at its right; its texts are drawn in the space left of them."""
        bw, bh, gap = self.action_width(), self.px(ACTION_H), self.px(ACTION_GAP)
        x = rect.right - self.px(ROW_PAD) // 2 - len(ACTIONS) * bw - (len(ACTIONS) - 1) * gap
        y = rect.centery - bh // 2
        handlers = {"load": lambda: self.load(info.path), "replay": lambda: self.replay(info.path),
                    "rename": lambda: self.ask_rename(info), "delete": lambda: self.ask_delete(info)}
        for k, action in enumerate(ACTIONS):
            tip = saves.row_tip(info) if action == "load" else None
            self.button(f"{action}_{index}", pygame.Rect(x + k * (bw + gap), y, bw, bh), i18n.t(f"load.{action}"),
                        handlers[action], tooltip=tip, object_id="#small")
        text = pygame.Rect(rect.x + self.px(ROW_PAD), rect.y, x - rect.x - 2 * self.px(ROW_PAD), rect.h)
        self.rows.append((rect, text, info))

    def turn(self, delta: int) -> None:
        self.page += delta
        self.app.rebuild()

    def before_rebuild(self) -> None:
        if self.dialog is not None:
            read_dialog(self, self.dialog)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        self.heading(surface, i18n.t("load.title"), self.px(50))
        x, y = self.text_at
        size = self.px(FOLDER_ERROR_SIZE)
        for line in self.folder_lines:
            surface.blit(style.text(line, size, style.TEXT), (x, y))
            y += style.font(size).get_linesize()
        for k, (rect, text, info) in enumerate(self.rows):
            self.draw_row(surface, rect, text, info, hovered=k == self.hovered)

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, area: pygame.Rect, info: saves.SaveInfo,
                 hovered: bool) -> None:
        """Name and status on the first line, the details under it, each cut to the room there is."""
        radius = self.px(ROW_RADIUS)
        pygame.draw.rect(surface, style.PANEL_LIGHT if hovered else style.PANEL, rect, border_radius=radius)
        pygame.draw.rect(surface, style.ACCENT if hovered else style.PANEL_EDGE, rect, 1, border_radius=radius)
        status = row_status(info)
        colour = style.WARN if info.error else (style.MUTED if info.over else style.LEGAL)
        status_img = style.text(status, self.px(STATUS_SIZE), colour, bold=True) if status else None
        status_w = status_img.get_width() + self.px(ROW_PAD) if status_img else 0
        name_font, detail_font = style.font(self.px(NAME_SIZE), bold=True), style.font(self.px(DETAIL_SIZE))
        name = elide(row_name(info), name_font, area.w - status_w)
        details = elide(row_details(info), detail_font, area.w)
        top = area.y + (area.h - name_font.get_linesize() - detail_font.get_linesize()) // 2
        name_img = style.text(name, self.px(NAME_SIZE), style.ACCENT, bold=True)
        surface.blit(name_img, (area.x, top))
        if status_img:
            surface.blit(status_img, (area.x + name_img.get_width() + self.px(ROW_PAD),
                                      top + name_font.get_ascent() - style.font(self.px(STATUS_SIZE)).get_ascent()))
        surface.blit(style.text(details, self.px(DETAIL_SIZE), style.TEXT), (area.x, top + name_font.get_linesize()))

    # --- input -----------------------------------------------------------------------------
    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row whose text area is under `pos` (the buttons answer for themselves)."""
        return next((k for k, (_, text, _) in enumerate(self.rows) if text.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None:
            if typed_enter(self, event):
                self.app.later(self._answer_typed)
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            hovered = self.row_at(event.pos)
            if hovered != self.hovered:
                for k in (self.hovered, hovered):
                    if k is not None and k < len(self.rows):
                        self.invalidate(self.rows[k][0])
                self.hovered = hovered
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            k = self.row_at(event.pos)
            if k is not None:
                path = self.rows[k][2].path
                self.app.later(lambda: self.load(path))
                return True
        return False

    def _answer_typed(self) -> None:
        if self.dialog is not None:
            read_dialog(self, self.dialog)
            self.dialog.on_yes(self.dialog.entry or "")

    def command(self, name: str) -> bool:
        """Esc closes a dialog first, then goes back to the menu."""
        if name == "menu" and self.dialog is not None:
            self.dialog.on_no()
            return True
        return super().command(name)

    def close_dialog(self) -> None:
        self.dialog = None
        self.app.rebuild()

    def tell(self, text: str, ok: bool = True) -> None:
        """Say what the last action did (or why it did not) on the line above Back."""
        self.message = (text, "#muted" if ok else "#warn")

    # --- the row's actions -----------------------------------------------------------------
    def load(self, path: Path) -> None:
        """Open a good save where it left off; offer a damaged one up to its last good move; say why
        an unreadable one cannot be opened, staying in the list."""
        try:
            replay = saves.replay_save(path, strict=self.app.settings.strict_undo)
        except StolikError as exc:
            self.app.show_notice(i18n.t("load.error_title"), shown(saves.why(exc), NOTICE_CHARS))
            return
        if no_table(replay):
            self.app.show_notice(i18n.t("load.error_title"), no_table(replay))
            return
        if replay.ok:
            open_checked(self.app, replay, path)
            return
        self.offer_damaged(replay)

    def offer_damaged(self, replay: Replay) -> None:
        """"Changed or damaged after move N: open up to move N?" Cancel stays in the list."""
        moves = moves_in(replay.session)
        which = "damaged" if moves else "damaged_start"
        self.dialog = Dialog(i18n.t(f"load.{which}_title", n=moves), i18n.t(f"load.{which}_text", n=moves),
                             i18n.t("load.damaged_open" if moves else "load.damaged_start_open", n=moves),
                             i18n.t("saves.cancel"),
                             on_yes=lambda _text: self.open_damaged(replay), on_no=self.close_dialog,
                             detail=i18n.t("load.damaged_detail", reason=shown(saves.what_differs(replay), DETAIL_CHARS)))
        self.app.rebuild()

    def open_damaged(self, replay: Replay) -> None:
        """The good part of a damaged save, at the table, in a NEW file: the damaged one is never written."""
        self.dialog = None
        session = replay.session
        game_file = GameFile.new(session)
        status = i18n.t("load.recovered", n=moves_in(session), file=shown(game_file.path.name, saves.TITLE_CHARS))
        open_table(self.app, session, game_file, i18n.say(game_file.problem) if game_file.problem else status)

    def replay(self, path: Path) -> None:
        self.app.open("replay", path)

    def ask_rename(self, info: saves.SaveInfo) -> None:
        self.dialog = Dialog(i18n.t("load.rename_title"), i18n.t("load.rename_text", name=row_name(info)),
                             i18n.t("load.rename_ok"), i18n.t("saves.cancel"),
                             on_yes=lambda name: self.rename(info, name), on_no=self.close_dialog,
                             entry=info.name, entry_limit=NAME_CHARS)
        self.app.rebuild()

    def rename(self, info: saves.SaveInfo, name: str) -> None:
        """Rename, or keep the dialog open saying why the name cannot be used."""
        try:
            target = rename(info.path, name)
        except (BadName, SaveFailed) as exc:
            if self.dialog is not None:
                self.dialog.error = i18n.say(exc)
            self.app.rebuild()
            return
        self.dialog = None
        self.tell(i18n.t("load.renamed", name=shown(target.stem, saves.TITLE_CHARS)))
        self.rescan()
        self.app.rebuild()

    def ask_delete(self, info: saves.SaveInfo) -> None:
        details = row_details(info)
        self.dialog = Dialog(i18n.t("load.delete_title"),
                             i18n.t("load.delete_text", name=row_name(info), details=details,
                                    path=shown(str(info.path), saves.PATH_CHARS)),
                             i18n.t("load.delete_ok"), i18n.t("saves.cancel"),
                             on_yes=lambda _text: self.delete(info), on_no=self.close_dialog)
        self.app.rebuild()

    def delete(self, info: saves.SaveInfo) -> None:
        self.dialog = None
        try:
            delete(info.path)
        except SaveFailed as exc:
            self.tell(i18n.say(exc), ok=False)
        else:
            self.tell(i18n.t("load.deleted", name=row_name(info)))
        self.rescan()
        self.app.rebuild()

    def back(self) -> None:
        self.app.go("menu")

    def dump(self) -> JsonObject:
        return {"rows": [row_name(info) for _, _, info in self.rows],
                "dialog": self.dialog.title if self.dialog is not None else None,
                "message": self.message[0] if self.message else None}
