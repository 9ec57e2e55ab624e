"""New game: pick an installed game, its seats (a human with a name, or a bot), its options and a seed.

Everything about a game here comes from its manifest: the player-count limits, a co-operative
game's label, the options shown as toggles (a choice cycles through its values) and the bots a
seat may take; no game is named in this file.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui

from app import i18n
from app.games import game_title
from app.scenes.base import Scene
from engine import games
from engine.bots import bot_label, bot_names
from engine.kernel import GameConfig, Seat, StolikError
from engine.manifest import BOOL, Manifest, Option

HUMAN, EMPTY = "human", "empty"
BOT = "bot:"
NAME_CHARS = 24  # a seat's name: room for a real name, short enough for the table's seat labels
SEED_LIMIT = 2**31  # a random seed stays a 31-bit number, easy to read out and type back in
DEFAULT_SEATS = 2  # a new game starts with this many seats filled (a human and a bot) when the game takes that many


def option_text(option: Option, value: Any) -> str:
    """A toggle's words: the option's label and its value (on/off, or the choice's label)."""
    if option.kind == BOOL:
        state = i18n.t("new_game.on") if value else i18n.t("new_game.off")
    else:
        label = option.choice_label(value)
        state = label.get(i18n.lang()) if label is not None else str(value)
    return f"{option.label.get(i18n.lang())}: {state}"


@dataclass
class SeatChoice:
    kind: str  # "human", "empty" or "bot:<name>"
    name: str


class NewGameScene(Scene):
    name = "new_game"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.game_ids = games.available()
        self.game_id: str | None = self.game_ids[0] if self.game_ids else None
        self.seats: list[SeatChoice] = []
        self.options: dict[str, Any] = {}
        self.seed_text = ""
        self.message = ""
        if self.game_id:
            self.select_game(self.game_id, rebuild=False)

    # --- model -----------------------------------------------------------------------------
    @property
    def spec(self) -> Manifest:
        assert self.game_id is not None
        return games.manifest(self.game_id)

    def select_game(self, game_id: str, rebuild: bool = True) -> None:
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
        self.message = ""
        if rebuild:
            self.app.rebuild()

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
        self.app.rebuild()

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
        if not spec.min_players <= len(seats) <= spec.max_players:
            raise StolikError(i18n.t("new_game.seats_range", game=spec.name.get(i18n.lang()),
                                     lo=spec.min_players, hi=spec.max_players))
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
        return GameConfig(self.game_id, seed, tuple(seats), options)

    def start(self) -> None:
        try:
            config = self.config()
        except StolikError as exc:
            self.message = str(exc)
            self.app.rebuild()
            return
        error = self.app.open("game", config)
        if error:
            self.message = i18n.t("new_game.cannot_start", reason=error)
            self.app.rebuild()

    # --- widgets ---------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        row_h, gap = self.px(44), self.px(12)
        top = self.px(130)
        col1, col1_w = self.px(50), self.px(300)
        col2, kind_w, name_w = col1 + col1_w + self.px(40), self.px(220), self.px(220)
        col3 = col2 + kind_w + gap + name_w + self.px(40)
        col3_w = w - col3 - self.px(50)
        self.label("game_label", pygame.Rect(col1, top, col1_w, row_h), i18n.t("new_game.game"), object_id="#heading")
        if not self.game_ids:
            self.label("no_games", pygame.Rect(col1, top + row_h + gap, w - 2 * col1, row_h), i18n.t("menu.no_games"))
        for i, gid in enumerate(self.game_ids):
            btn = self.button(f"game_{gid}", pygame.Rect(col1, top + (i + 1) * (row_h + gap), col1_w, row_h),
                              game_title(games.manifest(gid)), lambda gid=gid: self.select_game(gid))
            if gid == self.game_id:
                btn.select()
        if self.game_id is not None:
            spec = self.spec
            heading = "new_game.players_coop" if spec.cooperative else "new_game.players_range"
            self.label("players_label", pygame.Rect(col2, top, kind_w + gap + name_w, row_h),
                       i18n.t(heading, players=i18n.t("new_game.players"), lo=spec.min_players, hi=spec.max_players),
                       object_id="#heading")
            for i, seat in enumerate(self.seats[: spec.max_players]):
                y = top + (i + 1) * (row_h + gap)
                self.button(f"seat_{i}", pygame.Rect(col2, y, kind_w, row_h), f"{i + 1}. {self._seat_text(seat)}",
                            lambda i=i: self.cycle_seat(i))
                entry = pygame_gui.elements.UITextEntryLine(
                    pygame.Rect(col2 + kind_w + gap, y, name_w, row_h), self.app.ui,
                    object_id=pygame_gui.core.ObjectID(object_id=f"#name_{i}"),
                    placeholder_text=i18n.t("new_game.name_placeholder"))
                entry.set_text_length_limit(NAME_CHARS)
                entry.set_text(seat.name if seat.kind != EMPTY else "")
                if seat.kind == EMPTY:
                    entry.disable()
                self.widgets[f"name_{i}"] = entry
            self.label("variants_label", pygame.Rect(col3, top, col3_w, row_h), i18n.t("new_game.variants"), object_id="#heading")
            if not spec.options:
                self.label("no_variants", pygame.Rect(col3, top + row_h + gap, col3_w, row_h), i18n.t("new_game.no_variants"), object_id="#muted")
            for k, option in enumerate(spec.options):
                value = self.options.get(option.id, option.default)
                limited = (option.min_players, option.max_players) != (spec.min_players, spec.max_players)
                tip = i18n.t("new_game.option_players_tip", lo=option.min_players, hi=option.max_players) if limited else None
                btn = self.button(f"variant_{option.id}", pygame.Rect(col3, top + (k + 1) * (row_h + gap), col3_w, row_h),
                                  option_text(option, value), lambda key=option.id: self.cycle_option(key), tooltip=tip)
                if value is True or (option.kind != BOOL and value != option.default):
                    btn.select()
            seed_y = top + (max(1, len(spec.options)) + 1) * (row_h + gap) + self.px(20)
            self.label("seed_label", pygame.Rect(col3, seed_y, self.px(90), row_h), i18n.t("new_game.seed"))
            seed = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(col3 + self.px(100), seed_y, col3_w - self.px(100), row_h), self.app.ui,
                object_id=pygame_gui.core.ObjectID(object_id="#seed"), placeholder_text=i18n.t("new_game.seed_placeholder"))
            seed.set_text(self.seed_text)
            self.widgets["seed"] = seed
        bw = self.px(200)
        bottom = h - self.px(40) - row_h
        if self.message:
            self.label("message", pygame.Rect(self.px(50), bottom - row_h - gap, w - self.px(100), row_h), self.message, object_id="#warn")
        self.button("back", pygame.Rect(w // 2 - bw - gap, bottom, bw, row_h), i18n.t("new_game.back"), self.back)
        self.button("start", pygame.Rect(w // 2 + gap, bottom, bw, row_h), i18n.t("new_game.start"), self.start,
                    enabled=self.game_id is not None)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        self.heading(surface, i18n.t("new_game.title"), self.px(50))

    def back(self) -> None:
        self.app.go("menu")
