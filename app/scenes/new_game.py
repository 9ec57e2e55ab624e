"""New game: pick an installed game, its seats (a human with a name, or a bot), its options and a seed.

Everything about a game here comes from its manifest: its emblem in the game list, the player-count
limits, a co-operative game's label, the options shown as toggles (a choice cycles through its
values) with the line that explains each, and the bots a seat may take; no game is named in this
file. The form a game was last started with is remembered in the settings (app.last_table) and
offered again, when it still fits the game, the next time the screen opens.
"""
from __future__ import annotations

import random
from functools import partial
from typing import Any

import pygame
import pygame_gui

from app import i18n
from app.games import emblem, game_title
from app.last_table import BOT, EMPTY, HUMAN, NAME_CHARS, LastTable, SeatChoice
from app.scenes.base import Scene
from engine import games
from engine.bots import bot_label, bot_names
from engine.kernel import GameConfig, Seat, StolikError
from engine.kernel.canonical import JsonObject
from engine.kernel.untrusted import shown
from engine.manifest import BOOL, Manifest, Option

SEED_LIMIT = 2**31  # a random seed stays a 31-bit number, easy to read out and type back in
DEFAULT_SEATS = 2  # a new game starts with this many seats filled (a human and a bot) when the game takes that many
# Layout at 1280×720 (scaled with the window): a game's row is as tall as its emblem; an option is
# a button with its one-line explanation under it.
MARGIN, COLUMN_GAP = 50, 24
GAMES_W, SEATS_W, KIND_W = 334, 432, 220  # the options take the rest of the width
GAME_ROW, EMBLEM_GAP = 56, 8
MIN_GAME_ROW, TIGHT_GAP = 32, 4   # rows shrink to this, closer together, when many games are installed
OPTION_ROW, HELP_ROW, OPTION_GAP = 38, 20, 8
ROOMY_OPTIONS, COMPACT_ROW = 5, 32   # more options than this: shorter toggles, no gap (the seed row stays in view)


def option_text(option: Option, value: Any) -> str:
    """A toggle's words: the option's label and its value (on/off, or the choice's label)."""
    if option.kind == BOOL:
        state = i18n.t("new_game.on") if value else i18n.t("new_game.off")
    else:
        label = option.choice_label(value)
        state = label.get(i18n.lang()) if label is not None else str(value)
    return f"{option.label.get(i18n.lang())}: {state}"


class NewGameScene(Scene):
    name = "new_game"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.game_ids = games.shown()
        remembered = self._remembered()
        self.game_id: str | None = remembered.game if remembered else (self.game_ids[0] if self.game_ids else None)
        self.seats: list[SeatChoice] = []
        self.options: JsonObject = {}
        self.casual_undo = False  # the table's house rule (GameConfig.casual_undo)
        self.seed_text = ""
        self.message = ""
        self.emblems: dict[str, pygame.Rect] = {}
        if self.game_id:
            self.select_game(self.game_id, rebuild=False)

    # --- model -----------------------------------------------------------------------------
    @property
    def spec(self) -> Manifest:
        assert self.game_id is not None
        return games.manifest(self.game_id)

    def select_game(self, game_id: str, rebuild: bool = True) -> None:
        """Show `game_id`'s remembered table, or its defaults."""
        self.before_rebuild()
        self.game_id = game_id
        spec = self.spec
        filled = max(spec.min_players, DEFAULT_SEATS) if spec.max_players >= DEFAULT_SEATS else 1
        bot = f"{BOT}{spec.default_bot}"
        self.seats = []
        for i in range(spec.max_players):
            kind = HUMAN if i == 0 else (bot if i < filled else EMPTY)
            self.seats.append(SeatChoice(kind, self._default_name(kind, i)))
        self.options = {o.id: o.default for o in spec.options}
        self.casual_undo = spec.cooperative  # friends playing together take back each other's moves
        remembered = self._remembered()
        if remembered is not None and remembered.game == game_id:
            self._restore(remembered, spec)
        self._fit_seats()
        self._forget_entries()
        self.message = ""
        if rebuild:
            self.app.rebuild()

    def _remembered(self) -> LastTable | None:
        """The table last started, when its game is here and the table still fits the game's manifest."""
        table = LastTable.from_json(self.app.settings.last_table)
        if table is None or table.game not in self.game_ids:
            return None
        return table if table.fits(games.manifest(table.game), bot_names(table.game)) else None

    def _restore(self, table: LastTable, spec: Manifest) -> None:
        """Fill the form from a remembered table (seats it does not mention stay empty)."""
        for i, seat in enumerate(self.seats):
            kind = table.seats[i].kind if i < len(table.seats) else EMPTY
            name = table.seats[i].name.strip() if i < len(table.seats) and kind != EMPTY else ""
            self.seats[i] = SeatChoice(kind, name or self._default_name(kind, i))
        self.options = table.options_for(spec)

    def remember(self) -> None:
        """Keep the form in the settings file, to be offered again next time. A seat's default name is
        kept as no name, so it comes back in the language of that day ("Gracz 1", not "Player 1");
        so is a name that is not one plain line."""
        assert self.game_id is not None
        seats = []
        for i, seat in enumerate(self.seats):
            name = seat.name.strip()
            if seat.kind == EMPTY or name == self._default_name(seat.kind, i) or shown(name, NAME_CHARS) != name:
                name = ""
            seats.append(SeatChoice(seat.kind, name))
        self.app.settings.last_table = LastTable(self.game_id, tuple(seats), dict(self.options)).to_json()
        self.app.save_settings()

    def _default_name(self, kind: str, i: int) -> str:
        if kind.startswith(BOT):
            return f"Bot {i + 1}"
        return i18n.t("new_game.default_name", n=i + 1)

    def _seat_text(self, seat: SeatChoice) -> str:
        if seat.kind == HUMAN:
            return i18n.t("new_game.human")
        if seat.kind == EMPTY:
            return i18n.t("new_game.empty")
        name = seat.kind[len(BOT):]
        return i18n.t("new_game.bot", name=bot_label(self.game_id or "", name).get(i18n.lang()))

    def cycle_seat(self, i: int) -> None:
        """Human → each bot → empty → human; seat 1 is never empty."""
        self.before_rebuild()
        kinds = [HUMAN] + [f"{BOT}{b}" for b in bot_names(self.game_id or "")] + ([EMPTY] if i > 0 else [])
        seat = self.seats[i]
        nxt = kinds[(kinds.index(seat.kind) + 1) % len(kinds)] if seat.kind in kinds else HUMAN
        was_default = seat.name in ("", self._default_name(seat.kind, i))
        seat.kind = nxt
        if was_default or nxt == EMPTY:
            seat.name = self._default_name(nxt, i)
        self._forget_entries()
        self.message = ""
        self.app.rebuild()

    def cycle_option(self, key: str) -> None:
        """A yes/no option flips; a choice moves to its next value."""
        self.before_rebuild()
        option = self.spec.option(key)
        if option is not None:
            values = option.values()
            current = self.options.get(key, option.default)
            self.options[key] = values[(values.index(current) + 1) % len(values)] if current in values else option.default
        self._fit_seats()
        self._forget_entries()
        self.app.rebuild()

    def _fit_seats(self) -> None:
        """Offer as many seats as the chosen options allow (Roll Player: a 5th only with its expansion)."""
        most = self.spec.seats(self.options)[1]
        del self.seats[most:]
        while len(self.seats) < most:
            self.seats.append(SeatChoice(EMPTY, self._default_name(EMPTY, len(self.seats))))

    def _seat_reason(self, players: int) -> str:
        """Why a seat is not offered: the option value that would allow it ("Expansion: Fiends & Familiars")."""
        lang = i18n.lang()
        for option in self.spec.options:
            for choice in option.choices:
                if choice.allows(players) and not option.seats(self.options.get(option.id, option.default))[1] >= players:
                    return f"{option.label.get(lang)}: {choice.label.get(lang)}"
        return ""

    def _forget_entries(self) -> None:
        """The seats now hold the names (read just before the change): the old name fields, about to be
        rebuilt, must not write their stale text back over them."""
        self.widgets = {k: w for k, w in self.widgets.items() if not k.startswith("name_")}

    def before_rebuild(self) -> None:
        for i, seat in enumerate(self.seats):
            entry = self.widgets.get(f"name_{i}")
            if entry is not None:
                seat.name = entry.get_text()
        entry = self.widgets.get("seed")
        if entry is not None:
            self.seed_text = entry.get_text()

    def config(self) -> GameConfig:
        """The GameConfig the form describes; raises StolikError with a readable reason."""
        self.before_rebuild()
        if self.game_id is None:
            raise StolikError(i18n.t("menu.no_games"))
        spec = self.spec
        seats = []
        for i, s in enumerate(self.seats):
            if s.kind == EMPTY:
                continue
            name = s.name.strip() or self._default_name(s.kind, i)
            seats.append(Seat(name, s.kind[len(BOT):] if s.kind.startswith(BOT) else None))
        least, most = spec.seats(self.options)
        if not least <= len(seats) <= most:
            raise StolikError(i18n.t("new_game.seats_range", game=spec.name.get(i18n.lang()), lo=least, hi=most))
        problems = spec.option_problems(self.options, len(seats))
        if problems:
            option = problems[0][0]
            raise StolikError(i18n.t("new_game.option_players", option=option.label.get(i18n.lang()),
                                     lo=option.min_players, hi=option.max_players))
        text = self.seed_text.strip()
        if text:
            try:
                seed = int(text)
            except ValueError:
                raise StolikError(i18n.t("new_game.bad_seed")) from None
        else:
            seed = random.SystemRandom().randrange(1, SEED_LIMIT)
        defaults = {o.id: o.default for o in spec.options}
        options = {k: v for k, v in self.options.items() if v != defaults.get(k)}
        return GameConfig(self.game_id, seed, tuple(seats), options, casual_undo=self.casual_undo)

    def start(self) -> None:
        try:
            config = self.config()
        except StolikError as exc:
            self.message = str(exc)
            self.app.rebuild()
            return
        self.remember()
        error = self.app.open("game", config)
        if error:
            self.message = i18n.t("new_game.cannot_start", reason=error)
            self.app.rebuild()

    # --- widgets ---------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        row_h, gap = self.px(44), self.px(12)
        top = self.px(130)
        col1, col1_w = self.px(MARGIN), self.px(GAMES_W)
        col2, col2_w = col1 + col1_w + self.px(COLUMN_GAP), self.px(SEATS_W)
        kind_w = self.px(KIND_W)
        name_w = col2_w - kind_w - gap
        col3 = col2 + col2_w + self.px(COLUMN_GAP)
        col3_w = w - col3 - self.px(MARGIN)
        self.label("game_label", pygame.Rect(col1, top, col1_w, row_h), i18n.t("new_game.game"), object_id="#heading")
        if not self.game_ids:
            self.label("no_games", pygame.Rect(col1, top + row_h + gap, w - 2 * col1, row_h), i18n.t("menu.no_games"))
        bottom = h - self.px(40) - row_h
        message_top = bottom - row_h - gap
        games_top = top + row_h + gap
        self._build_games(pygame.Rect(col1, games_top, col1_w, message_top - gap - games_top), gap)
        if self.game_id is not None:
            spec = self.spec
            heading = "new_game.players_coop" if spec.cooperative else "new_game.players_range"
            self.label("players_label", pygame.Rect(col2, top, col2_w, row_h),
                       i18n.t(heading, players=i18n.t("new_game.players"), lo=spec.seats(self.options)[0],
                              hi=spec.seats(self.options)[1]),
                       object_id="#heading")
            for i, seat in enumerate(self.seats[: spec.max_players]):
                y = top + (i + 1) * (row_h + gap)
                self.button(f"seat_{i}", pygame.Rect(col2, y, kind_w, row_h), f"{i + 1}. {self._seat_text(seat)}",
                            partial(self.cycle_seat, i))
                entry = pygame_gui.elements.UITextEntryLine(
                    pygame.Rect(col2 + kind_w + gap, y, name_w, row_h), self.app.ui,
                    object_id=pygame_gui.core.ObjectID(object_id=f"#name_{i}"),
                    placeholder_text=i18n.t("new_game.name_placeholder"))
                entry.set_text_length_limit(NAME_CHARS)
                entry.set_text(seat.name if seat.kind != EMPTY else "")
                if seat.kind == EMPTY:
                    entry.disable()
                self.widgets[f"name_{i}"] = entry
            for i in range(len(self.seats), spec.max_players):
                reason = self._seat_reason(i + 1)
                if reason:
                    self.label(f"seat_locked_{i}", pygame.Rect(col2, top + (i + 1) * (row_h + gap), col2_w, row_h),
                               i18n.t("new_game.seat_needs", n=i + 1, reason=reason), object_id="#muted")
            self._build_undo(pygame.Rect(col2, top + (spec.max_players + 1) * (row_h + gap) + gap, col2_w, row_h))
            self.label("variants_label", pygame.Rect(col3, top, col3_w, row_h), i18n.t("new_game.variants"), object_id="#heading")
            options_bottom = self._build_options(spec, pygame.Rect(col3, top + row_h + gap, col3_w, h))
            if not spec.options:
                self.label("no_variants", pygame.Rect(col3, top + row_h + gap, col3_w, row_h), i18n.t("new_game.no_variants"), object_id="#muted")
                options_bottom = top + 2 * row_h + gap
            seed_y = options_bottom + self.px(20)
            self.label("seed_label", pygame.Rect(col3, seed_y, self.px(90), row_h), i18n.t("new_game.seed"))
            seed = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(col3 + self.px(100), seed_y, col3_w - self.px(100), row_h), self.app.ui,
                object_id=pygame_gui.core.ObjectID(object_id="#seed"), placeholder_text=i18n.t("new_game.seed_placeholder"))
            seed.set_text(self.seed_text)
            self.widgets["seed"] = seed
        bw = self.px(200)
        if self.message:
            self.label("message", pygame.Rect(self.px(50), message_top, w - self.px(100), row_h), self.message, object_id="#warn")
        self.button("back", pygame.Rect(w // 2 - bw - gap, bottom, bw, row_h), i18n.t("new_game.back"), self.back)
        self.button("start", pygame.Rect(w // 2 + gap, bottom, bw, row_h), i18n.t("new_game.start"), self.start,
                    enabled=self.game_id is not None)

    def _build_undo(self, area: pygame.Rect) -> None:
        """The table's undo rule under the seats: by default a person takes back only their own moves in a
        competitive game, and anyone's in a co-operative one (the button makes it per person)."""
        state = i18n.t("settings.on") if self.casual_undo else i18n.t("settings.off")
        btn = self.button("casual_undo", area, i18n.t("new_game.casual_undo", state=state), self.toggle_casual_undo)
        if self.casual_undo:
            btn.select()
        self.label("help_casual_undo", pygame.Rect(area.x, area.bottom, area.w, self.px(HELP_ROW)),
                   i18n.t("new_game.casual_undo_help"), object_id="#option_help")

    def toggle_casual_undo(self) -> None:
        self.before_rebuild()
        self.casual_undo = not self.casual_undo
        self.app.rebuild()

    def _build_games(self, area: pygame.Rect, gap: int) -> None:
        """One row per game: its emblem (drawn by `draw`, clickable too) and a button with its name; with more games
        than fit the area at full height, every row is shorter (never into the message line above the buttons)."""
        count = max(1, len(self.game_ids))
        if (area.h + gap) // count - gap < self.px(GAME_ROW):
            gap = self.px(TIGHT_GAP)
        size = max(self.px(MIN_GAME_ROW), min(self.px(GAME_ROW), (area.h + gap) // count - gap))
        beside = size + self.px(EMBLEM_GAP)
        self.emblems = {}
        for i, gid in enumerate(self.game_ids):
            y = area.y + i * (size + gap)
            self.emblems[gid] = pygame.Rect(area.x, y, size, size)
            btn = self.button(f"game_{gid}", pygame.Rect(area.x + beside, y, area.w - beside, size),
                              game_title(games.manifest(gid)), partial(self.select_game, gid))
            if gid == self.game_id:
                btn.select()

    def _build_options(self, spec: Manifest, area: pygame.Rect) -> int:
        """Each option's toggle with its one-line explanation under it; returns where the last one ends."""
        row, gap = (OPTION_ROW, OPTION_GAP) if len(spec.options) <= ROOMY_OPTIONS else (COMPACT_ROW, 0)
        button_h, help_h, pitch = self.px(row), self.px(HELP_ROW), self.px(row + HELP_ROW + gap)
        bottom = area.y
        for k, option in enumerate(spec.options):
            y = area.y + k * pitch
            value = self.options.get(option.id, option.default)
            limited = (option.min_players, option.max_players) != (spec.min_players, spec.max_players)
            tip = i18n.t("new_game.option_players_tip", lo=option.min_players, hi=option.max_players) if limited else None
            btn = self.button(f"variant_{option.id}", pygame.Rect(area.x, y, area.w, button_h),
                              option_text(option, value), partial(self.cycle_option, option.id), tooltip=tip)
            if value is True or (option.kind != BOOL and value != option.default):
                btn.select()
            self.label(f"help_{option.id}", pygame.Rect(area.x, y + button_h, area.w, help_h),
                       option.help.get(i18n.lang()), object_id="#option_help")
            bottom = y + button_h + help_h
        return bottom

    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        self.heading(surface, i18n.t("new_game.title"), self.px(50))
        for gid, rect in self.emblems.items():
            surface.blit(emblem(gid, rect.w), rect)

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on a game's emblem picks that game, as its button does."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for gid, rect in self.emblems.items():
                if rect.collidepoint(event.pos):
                    self.app.later(lambda gid=gid: self.select_game(gid))
                    return True
        return False

    def dump(self) -> JsonObject:
        """The form as the e2e tests read it: the game, each seat's kind and name, the options."""
        return {"form": {"game": self.game_id, "seats": [[s.kind, s.name] for s in self.seats],
                         "options": dict(self.options)}, "casual_undo": self.casual_undo}

    def back(self) -> None:
        self.app.go("menu")
