"""New game: pick a registered game, 1–4 seats (human with a name, or a bot), variants and a seed."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui

from app import i18n
from app.games import table_class
from app.scenes.base import Scene
from app.table import Variant
from engine import games
from engine.kernel import GameConfig, Seat, StolikError

MAX_SEATS = 4
HUMAN, EMPTY = "human", "empty"


def bot_names(game_id: str) -> list[str]:
    """Bots a seat can take for this game: the generic ones plus any the game registered."""
    from app.scenes.bot_turns import load_game_bots
    from engine.bots import BOTS, make_bot

    make_bot("random")  # loads the built-in bots into BOTS
    load_game_bots(games.get(game_id))
    names = {n for n in BOTS if ":" not in n}
    names |= {n.split(":", 1)[1] for n in BOTS if n.startswith(f"{game_id}:")}
    return sorted(names, key=lambda n: (n != "random", n))


def game_variants(game_id: str) -> list[Variant]:
    """The table's variants, then any the engine game lists as `variants` (same shape)."""
    out = list(table_class(game_id).variants)
    for v in getattr(games.get(game_id), "variants", ()) or ():
        if isinstance(v, Variant) and all(v.key != o.key for o in out):
            out.append(v)
    return out


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
        self.variants: dict[str, bool] = {}
        self.seed_text = ""
        self.message = ""
        if self.game_id:
            self.select_game(self.game_id, rebuild=False)

    # --- model -----------------------------------------------------------------------------
    def select_game(self, game_id: str, rebuild: bool = True) -> None:
        self.before_rebuild()
        self.game_id = game_id
        game = games.get(game_id)
        filled = max(game.min_players, 2) if game.max_players >= 2 else 1
        bot = f"bot:{bot_names(game_id)[0]}"
        self.seats = []
        for i in range(MAX_SEATS):
            kind = HUMAN if i == 0 else (bot if i < filled else EMPTY)
            self.seats.append(SeatChoice(kind, self._default_name(kind, i)))
        self.variants = {v.key: v.default for v in game_variants(game_id)}
        self.message = ""
        if rebuild:
            self.app.rebuild()

    def _default_name(self, kind: str, i: int) -> str:
        if kind.startswith("bot:"):
            return f"Bot {i + 1}"
        return i18n.t("new_game.default_name", n=i + 1)

    def cycle_seat(self, i: int) -> None:
        """Human → each bot → empty → human; seat 1 is never empty."""
        self.before_rebuild()
        kinds = [HUMAN] + [f"bot:{b}" for b in bot_names(self.game_id or "")] + ([EMPTY] if i > 0 else [])
        seat = self.seats[i]
        nxt = kinds[(kinds.index(seat.kind) + 1) % len(kinds)] if seat.kind in kinds else HUMAN
        was_default = seat.name in ("", self._default_name(seat.kind, i))
        seat.kind = nxt
        if was_default or nxt == EMPTY:
            seat.name = self._default_name(nxt, i)
        self.message = ""
        self.app.rebuild()

    def toggle_variant(self, key: str) -> None:
        self.before_rebuild()
        self.variants[key] = not self.variants.get(key, False)
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
        game = games.get(self.game_id)
        seats = []
        for i, s in enumerate(self.seats):
            if s.kind == EMPTY:
                continue
            name = s.name.strip() or self._default_name(s.kind, i)
            seats.append(Seat(name, s.kind[4:] if s.kind.startswith("bot:") else None))
        if not game.min_players <= len(seats) <= game.max_players:
            raise StolikError(i18n.t("new_game.seats_range", game=i18n.pick(game.title), lo=game.min_players, hi=game.max_players))
        text = self.seed_text.strip()
        if text:
            try:
                seed = int(text)
            except ValueError:
                raise StolikError(i18n.t("new_game.bad_seed")) from None
        else:
            seed = random.SystemRandom().randrange(1, 2**31)
        options = {k: v for k, v in self.variants.items() if v}
        return GameConfig(self.game_id, seed, tuple(seats), options)

    def start(self) -> None:
        from app.scenes.table_scene import start_game

        try:
            config = self.config()
        except StolikError as exc:
            self.message = str(exc)
            self.app.rebuild()
            return
        error = start_game(self.app, config)
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
                              i18n.pick(games.get(gid).title), lambda gid=gid: self.select_game(gid))
            if gid == self.game_id:
                btn.select()
        if self.game_id is not None:
            game = games.get(self.game_id)
            self.label("players_label", pygame.Rect(col2, top, kind_w + gap + name_w, row_h),
                       f"{i18n.t('new_game.players')} ({game.min_players}–{game.max_players})", object_id="#heading")
            for i, seat in enumerate(self.seats[: game.max_players]):
                y = top + (i + 1) * (row_h + gap)
                text = (i18n.t("new_game.human") if seat.kind == HUMAN else i18n.t("new_game.empty") if seat.kind == EMPTY
                        else i18n.t("new_game.bot", name=seat.kind[4:]))
                self.button(f"seat_{i}", pygame.Rect(col2, y, kind_w, row_h), f"{i + 1}. {text}", lambda i=i: self.cycle_seat(i))
                entry = pygame_gui.elements.UITextEntryLine(
                    pygame.Rect(col2 + kind_w + gap, y, name_w, row_h), self.app.ui,
                    object_id=pygame_gui.core.ObjectID(object_id=f"#name_{i}"),
                    placeholder_text=i18n.t("new_game.name_placeholder"))
                entry.set_text_length_limit(24)
                entry.set_text(seat.name if seat.kind != EMPTY else "")
                if seat.kind == EMPTY:
                    entry.disable()
                self.widgets[f"name_{i}"] = entry
            self.label("variants_label", pygame.Rect(col3, top, col3_w, row_h), i18n.t("new_game.variants"), object_id="#heading")
            variants = game_variants(self.game_id)
            if not variants:
                self.label("no_variants", pygame.Rect(col3, top + row_h + gap, col3_w, row_h), i18n.t("new_game.no_variants"), object_id="#muted")
            for k, v in enumerate(variants):
                state = i18n.t("new_game.on") if self.variants.get(v.key) else i18n.t("new_game.off")
                btn = self.button(f"variant_{v.key}", pygame.Rect(col3, top + (k + 1) * (row_h + gap), col3_w, row_h),
                                  f"{i18n.pick(v.label)}: {state}", lambda key=v.key: self.toggle_variant(key))
                if self.variants.get(v.key):
                    btn.select()
            seed_y = top + (max(1, len(variants)) + 1) * (row_h + gap) + self.px(20)
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
        from app.scenes.menu import MenuScene

        self.app.switch(MenuScene(self.app))
