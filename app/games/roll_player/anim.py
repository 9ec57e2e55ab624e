"""Which of the toolkit's animations each Roll Player event starts, and what it shows.

Animations only decorate: the state is already final when they start, and they never hold
game logic (the shell waits on `animating()` before the next bot move, nothing more). Each
lands on a spot the table looks up every frame, so a resize mid-flight still lands right.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame

from app.games.roll_player import paint
from app.render import fonts, tokens
from app.render.palette import CARD_RATIO, GOLD
from app.render.tween import Animation, CoinPop, DiceTumble, Look, Render, Slide, Spot

Die = dict[str, Any]

TUMBLE_S = 0.55
SLIDE_S = 0.45
POP_S = 0.8
QUICK_TUMBLE = 0.5        # share of TUMBLE_S for a value set by a rule rather than re-rolled
SEED_MASK = 0b11          # a tumble's face sequence varies with these bits of its spot's hash
DIE_INSET = 2             # pixels a moving die is drawn smaller than its spot
MIN_DIE = 8
MIN_CARD = 16
STAND_IN_SHARE = 5        # a card hidden on a compact sheet lands on one this share of the sheet wide
DICE_ROLLED = frozenset({"rolled", "start_dice"})
DIE_SET = frozenset({"card_die_value", "bag_die_to_card"})
CARD_TO_DISCARD = frozenset({"discarded", "weapon_dropped"})
POP_TOKENS: dict[str, Render] = {"gold": tokens.coin, "charisma": tokens.charisma}


@dataclass(frozen=True)
class Stage:
    """What the animations read from the table, live each frame: its spots, its dice and its scale."""

    spots: Callable[[], dict[Hashable, pygame.Rect]]
    die_at: Callable[[Hashable], Die | None]
    die: Callable[[int], Die | None]
    unit: Callable[[], float]

    def landing(self, key: Hashable) -> pygame.Rect | None:
        """Where an animation ends; a card not shown on a compact sheet lands on the sheet itself."""
        spots = self.spots()
        rect = spots.get(key)
        if rect is None and isinstance(key, tuple) and key[0] == "card":
            sheet = spots.get(("sheet", key[1]))
            if sheet is not None:
                w = max(MIN_CARD, sheet.w // STAND_IN_SHARE)
                rect = pygame.Rect(0, 0, w, round(w * CARD_RATIO))
                rect.center = sheet.center
        return rect


def for_event(kind: str, data: dict[str, Any], stage: Stage) -> list[Animation]:
    """The animations one event starts (none for events that show no movement)."""
    where: Spot = stage.landing
    spots = stage.spots()
    if kind in DICE_ROLLED:
        return [_tumble(stage, ("die", die_id), value, TUMBLE_S) for die_id, value in data["dice"]]
    if kind in DIE_SET:
        return [_tumble(stage, ("die", data["die"]), data["value"], TUMBLE_S)]
    if kind == "die_value":
        share = 1 if data.get("why") == "intelligence" else QUICK_TUMBLE
        return [_tumble(stage, _slot(data), data["value"], TUMBLE_S * share)]
    if kind == "placed":
        origin = spots.get(("die", data["die"]))
        if origin is None:
            return []
        return [_slide(_slot(data), where, origin, _die_look(stage.die(data["die"])))]
    if kind == "bought":
        origin = spots.get(("market", data["card"])) or spots.get(("discard_pile",)) or spots.get(("deck",))
        to = ("card", data["player"], data["card"])
        return [_slide(to, where, origin, _card_look(data["card"]))]
    if kind in CARD_TO_DISCARD:
        origin = spots.get(("market", data["card"])) or spots.get(("card", data.get("player"), data["card"]))
        return [_slide(("discard_pile",), where, origin, _card_look(data["card"]))]
    if kind in POP_TOKENS and data.get("delta", 0) > 0:
        return [CoinPop(POP_S, to=(kind, data["player"]), where=where, token=POP_TOKENS[kind],
                        label=_gain_label(data["delta"]), unit=stage.unit)]
    return []


def _slide(to: Hashable, where: Spot, origin: pygame.Rect | None, look: Look | None) -> Slide:
    """A slide whose look is drawn at the larger of its two ends and scaled in between: drawing (and
    caching) every size it passes through filled the card and dice caches with one-off images, tens
    of MB a game, and cost a fresh render a frame."""
    landing = where(to)
    ends = [r for r in (origin, landing) if r is not None and r.w > 0 and r.h > 0]
    if look is None or not ends:
        return Slide(SLIDE_S, to=to, where=where, origin=origin, look=look)
    big = pygame.Rect(max(ends, key=lambda r: r.w * r.h))
    sizes = {r.size for r in ends}
    drawn = look

    def steady(rect: pygame.Rect) -> pygame.Surface | None:
        if rect.size in sizes:
            return drawn(rect)
        img = drawn(big)
        k = min(rect.w / big.w, rect.h / big.h)
        if img is None or k <= 0:
            return img
        return pygame.transform.smoothscale(img, (max(1, round(img.get_width() * k)), max(1, round(img.get_height() * k))))

    return Slide(SLIDE_S, to=to, where=where, origin=origin, look=steady)


def _slot(data: dict[str, Any]) -> Hashable:
    return ("slot", data["player"], data["row"], data["index"])


def _die_px(rect: pygame.Rect) -> int:
    """A moving die's size in pixels: its spot's, a little inset."""
    return max(MIN_DIE, min(rect.w, rect.h) - DIE_INSET)


def _tumble(stage: Stage, to: Hashable, value: int, duration: float) -> DiceTumble:
    """A die tumbling on its spot, drawn in its colours as the table shows them now."""
    def face(shown: int, rect: pygame.Rect) -> pygame.Surface | None:
        die = stage.die_at(to)
        return None if die is None else paint.die_surface({**die, "value": shown}, _die_px(rect))
    return DiceTumble(duration, to=to, where=stage.landing, value=int(value or 1), face=face,
                      seed=hash(to) & SEED_MASK)


def _die_look(die: Die | None) -> Look | None:
    """A die as it was when it left (held: drawn selected); None draws nothing for an unknown die."""
    if die is None:
        return None
    return lambda rect: paint.die_surface(die, _die_px(rect), "selected")


def _card_look(card: str) -> Look:
    """A card face fitted to the moving rectangle."""
    return lambda rect: paint.card_image(card, max(MIN_CARD, min(rect.w, round(rect.h / CARD_RATIO))))


def _gain_label(delta: int) -> Render:
    """The "+N" beside a popping token, at the pixel size the pop asks for."""
    return lambda px: fonts.text(f"+{delta}", px, GOLD, bold=True)
