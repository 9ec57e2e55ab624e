"""Where the combat overlay puts things, and the records it keeps: the plan is drawn in units of a
1280x720 window and scaled (`u`) and centred to the table's rect; a Place is a clickable spot with the
legal actions it stands for, a Beat one timed piece of the show, a Scene what is drawn."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Hashable

import pygame

from app.games.runebound.combat_rolls import Roll
from app.render.palette import DANGER, RGB, SUCCESS
from app.render.tween import Animation
from engine.kernel import Action, Decision
from engine.kernel.canonical import JsonObject

TEST_PROMPTS = ("encounter", "toll", "accept_duellist", "caravan", "free_token")
PLAN_KINDS = ("assign", "pvp_plan")
DEFEND, NONE = "defend", "none"
CARD_BUTTON_KINDS = ("hero_ability", "ally_ability", "ready", "bless", "play_card", "use")

# the overlay's plan, in units of 1/720 of a 1280x720 window (scaled by `u`)
WIDTH, HEIGHT = 1240, 696
CARD_W = 236
THUMB_W = 66
ITEM_W, ITEM_GAP = 76, 8
LABEL_W = 214
NAME_SIZE, NAME_LEAST = 15, 13   # a fighter's name: its size, and the least it shrinks to before it wraps
READABLE_PX = 11                # pixels: no fighter's name is drawn smaller, whatever the window
NAME_SQUEEZE = 0.85             # a wrapped name's line may be narrowed to this share of its width
COL_W, COL_GAP = 124, 6
ROW_H, ROW_GAP = 100, 6
DEFEND_H = 52
HEADER_H = 70
SIDE_W, SIDE_MIN = 326, 250
CARD_MIN = 200
MARGIN_W, MARGIN_H = 40, 24
BAR_H = 40
BUTTON_MIN, BUTTON_MAX = 150, 320
CONTROLS_W = 72           # the bar keeps clear of the board host's zoom buttons in the bottom-right corner

FLIP_S = 0.5
EVENT_S = 1.6
TUMBLE_S = 0.55
ROLL_S = 0.95
RESULT_S = 2.2
VEIL = (72, 68, 64)
PANEL_RADIUS = 14        # the panel's rounded corners, in units
CORNER = 16              # the veil reaches this far into the panel (past its rounded corners); opaque inside that
ON: RGB = (88, 70, 40)
GOOD_INK, BAD_INK = SUCCESS, DANGER
KEY = (255, 0, 255)      # the still panel's see-through corners
ZERO_FACE = 10
MAX_LOG = 9


@dataclass
class Place:
    """A clickable spot and the legal actions it stands for (every player's: targets() keeps the asker's)."""

    key: Hashable
    rect: pygame.Rect
    actions: tuple[Action, ...]
    label: str
    tooltip: str = ""


@dataclass
class Beat(Animation):
    """One timed piece of the show (a card flipping open, an event shown, a roll, the fight's end), run by the board
    host's Presenter like every animation; the fight's overlay draws it over the whole board. `pace` stretches it
    (the bot-speed setting): `local()` is its own time, in the unstretched seconds the drawing is written in."""

    covers_board: ClassVar[bool] = True
    kind: str = ""            # flip, event, roll, result
    pace: float = 1.0
    card: str = ""
    accepted: bool | None = None
    roll: Roll | None = None
    index: int = 0

    def local(self) -> float:
        """Seconds into the beat at the normal pace (negative before it starts)."""
        return (self.elapsed - self.delay) / self.pace

    @property
    def length(self) -> float:
        """Its duration at the normal pace."""
        return self.duration / self.pace


@dataclass
class Scene:
    """What the overlay draws: a view and its mode (kept after the fight ends, for the closing animations)."""

    view: JsonObject
    mode: str
    decision: Decision | None = None
    places: list[Place] = field(default_factory=list)
    bar: list[Action] = field(default_factory=list)     # the moves with no place on the picture: the shared bar's


def mode_of(view: Any, decision: Decision | None) -> str | None:
    """'combat', 'pvp', 'test' or None (not the overlay's decision)."""
    if not isinstance(view, dict):
        return None
    if view.get("pvp"):
        return "pvp"
    if view.get("combat"):
        return "combat"
    if view.get("drawn") and (view.get("strike") or decision is not None and decision.prompt in TEST_PROMPTS):
        return "test"
    return None


class Plan:
    """The overlay's geometry: unit-plan coordinates to window pixels."""

    rect: pygame.Rect
    u: float
    ox: int
    oy: int
    width: float = WIDTH
    side_w: float = SIDE_W
    card_w: float = CARD_W

    def fit(self, rect: pygame.Rect) -> None:
        """Scale and centre the plan in `rect`; a rect narrower than the plan takes the room from the roll
        panel and then from the large card before everything shrinks (so the words stay large)."""
        self.rect = pygame.Rect(rect)
        if not rect.w or not rect.h:
            self.u, self.ox, self.oy = 1.0, rect.x, rect.y
            return
        tall = rect.h / (HEIGHT + MARGIN_H)
        short = max(0.0, WIDTH - (rect.w / tall - MARGIN_W))
        side = min(short, SIDE_W - SIDE_MIN)
        card = min(short - side, CARD_W - CARD_MIN)
        self.side_w, self.card_w = SIDE_W - side, CARD_W - card
        self.width = WIDTH - side - card
        self.u = min(rect.w / (self.width + MARGIN_W), tall)
        self.ox = rect.x + round((rect.w - self.width * self.u) / 2)
        self.oy = rect.y + round((rect.h - HEIGHT * self.u) / 2)

    # --- geometry -------------------------------------------------------------------------------
    def px(self, v: float) -> int:
        return max(1, round(v * self.u))

    def X(self, v: float) -> int:  # noqa: N802  (a unit-plan x to the window)
        return self.ox + round(v * self.u)

    def Y(self, v: float) -> int:  # noqa: N802
        return self.oy + round(v * self.u)

    def R(self, x: float, y: float, w: float, h: float) -> pygame.Rect:  # noqa: N802
        return pygame.Rect(self.X(x), self.Y(y), self.px(w), self.px(h))

    def panel(self) -> pygame.Rect:
        return self.R(0, 0, self.width, HEIGHT)

    def card_rect(self) -> pygame.Rect:
        w = self.px(self.card_w)
        return pygame.Rect(self.X(20), self.Y(78), w, round(w * 1.4))

    def grid_x(self) -> float:
        return 20 + self.card_w + 22

    def col_x(self, i: int) -> float:
        return self.grid_x() + LABEL_W + i * (COL_W + COL_GAP)

    def side_x(self) -> float:
        return self.width - 20 - self.side_w

    def row_y(self, i: int) -> float:
        return 78 + HEADER_H + 8 + i * (ROW_H + ROW_GAP)

    def _cell_rect(self, phase: int, row: int, fighters: list[tuple[str, str, str]]) -> pygame.Rect:
        if row >= len(fighters):
            return self.R(self.col_x(phase), self.row_y(len(fighters)), COL_W, DEFEND_H)
        return self.R(self.col_x(phase), self.row_y(row), COL_W, ROW_H)

    def _item_rect(self, i: int) -> pygame.Rect:
        w = self.px(ITEM_W)
        return pygame.Rect(self.X(self.grid_x() + i * (ITEM_W + ITEM_GAP)), self.Y(548), w, round(w * 1.4))
