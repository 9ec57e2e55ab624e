"""Which of the toolkit's animations each Roll Player event starts, and what it shows.

Animations only decorate: the state is already final when they start, and they never hold
game logic (a bot's next move waits on the Presenter's `animating()`, nothing more). Each
lands on a spot the table looks up every frame, so a resize mid-flight still lands right.
What moves is hidden where it lands until it arrives: dice by the table's picture from before
the step, cards by the colour of the place they land on.

What a player sees: rolled dice tumble out of the bag onto the Initiative cards one after
another, dice go back into the bag at the end of a round, new Market cards slide off the deck
one by one (the leftovers slide to the discard pile first), a bought card slides onto its
buyer's sheet while the price flies from their purse to the Market, and gold flies into the
purse from where it was earned (the Initiative card, the die that completed a row, the card
sold), then "+N" rises from it. Every duration is scaled by the Presenter's pace (the bot speed), and each
step's animations start when the step before is mostly over (app/board/presenter.py). What a step sounds like
is registered here too: dice for a roll, a card for a card moved, a coin for gold gained.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Hashable

import pygame

from app.board.presenter import Presenter
from app.games.roll_player import paint, pieces
from app.render import fonts, tokens
from app.render.palette import CARD_RATIO, GOLD, RGB
from app.render.tween import Animation, CoinPop, DiceTumble, Look, Render, Slide, Spot
from engine.kernel import Event
from engine.kernel.canonical import JsonObject

Die = JsonObject

TUMBLE_S = 0.55
SLIDE_S = 0.45
POP_S = 0.8
THROW_S = 0.7             # a die's flight from the bag to its Initiative card, tumbling
THROW_STAGGER = 0.08      # between two dice thrown from the bag
DEAL_STAGGER = 0.12       # between two cards dealt into the Market
COIN_S = 0.5              # a coin's flight to or from a purse
COIN_STAGGER = 0.07       # between two coins of one payment
MAX_COINS = 5             # coins drawn for one payment, however large
QUICK_TUMBLE = 0.5        # share of TUMBLE_S for a value set by a rule rather than re-rolled
SEED_MASK = 0b11          # a tumble's face sequence varies with these bits of its spot's hash
DIE_INSET = 2             # pixels a moving die is drawn smaller than its spot
MIN_DIE = 8
MIN_CARD = 16
MIN_COIN = 8
DIE_COVER = 0.34          # a die's cover is this share larger than its spot (its shadow)
COIN_COVER = 0.15         # and a coin's
CARD_COVER = 0.04         # and a card's (no more: the name under a Market card stays in sight)
PATCHES = 8               # cover patches kept (one per size and colour in flight at once)
DECK_CARD_SHARE = 2       # a card leaving the deck is this many times the deck label's height wide, when no Market card shows
COIN_SHARE = 0.8          # a flying coin's size as a share of its landing spot
STAND_IN_SHARE = 5        # a card hidden on a compact sheet lands on one this share of the sheet wide
DICE_ROLLED = frozenset({"rolled", "start_dice"})
CARD_TO_DISCARD = frozenset({"discarded", "weapon_dropped"})
EARNED_AT_DIE = frozenset({"gold_die", "row_complete", "class"})
EARNED_AT_CARD = frozenset({"discard"})
POP_TOKENS: dict[str, Render] = {"gold": tokens.coin, "charisma": pieces.charisma}
DICE_SOUND = frozenset({"rolled", "start_dice", "card_die_value", "bag_die_to_card", "class_draw"})
CARD_SOUND = frozenset({"bought", "discarded", "weapon_dropped", "market_drawn", "to_market", "skill_used", "refreshed"})


@dataclass(frozen=True)
class Stage:
    """What the animations read from the table, live each frame: its spots, its dice and its scale.

    `before(rect)` is the table's picture from before the step at a screen rect (None when it has
    none or the window changed since); `backing(key)` the colour of the place a card lands on (None:
    nothing to hide it with).
    """

    spots: Callable[[], dict[Hashable, pygame.Rect]]
    die_at: Callable[[Hashable], Die | None]
    die: Callable[[int], Die | None]
    unit: Callable[[], float]
    before: Callable[[pygame.Rect], pygame.Surface | None] = lambda rect: None
    backing: Callable[[Hashable], RGB | None] = lambda key: None

    def landing(self, key: Hashable) -> pygame.Rect | None:
        """Where an animation ends; a card's picture falls back to the card, and a card not shown on
        a compact sheet lands on the sheet itself."""
        spots = self.spots()
        rect = spots.get(key)
        if rect is None and isinstance(key, tuple) and key[0] == "card_art":
            rect = spots.get(("card", *key[1:]))
        if rect is None and isinstance(key, tuple) and key[0] in ("card", "card_art"):
            sheet = spots.get(("sheet", key[1]))
            if sheet is not None:
                w = max(MIN_CARD, sheet.w // STAND_IN_SHARE)
                rect = pygame.Rect(0, 0, w, round(w * CARD_RATIO))
                rect.center = sheet.center
        return rect


@dataclass
class Batch:
    """What one batch of steps has shown so far: where things were before it, and what it moved."""

    spots: dict[Hashable, pygame.Rect]
    thrown: set[int] = field(default_factory=set)
    left_market: set[str] = field(default_factory=set)
    last_slot: Hashable = None
    last_sold: pygame.Rect | None = None
    dealt: int = 0


class Before:
    """The table's picture from before a batch of steps, kept while its animations run: a die slides into an
    empty slot drawn over it (`area()` is where the table lies in the window)."""

    def __init__(self, area: Callable[[], pygame.Rect]) -> None:
        self.area = area
        self.picture: pygame.Surface | None = None

    def keep(self, picture: pygame.Surface | None) -> None:
        self.picture = picture

    def forget(self) -> None:
        """Everything is still: the picture is not needed (nor its memory)."""
        self.picture = None

    def at(self, rect: pygame.Rect) -> pygame.Surface | None:
        """The picture at a screen rect (None when there is none, or after a resize)."""
        area, picture = self.area(), self.picture
        if picture is None or picture.get_size() != area.size:
            return None
        local = rect.move(-area.x, -area.y).clip(picture.get_rect())
        return picture.subsurface(local) if local.w > 0 and local.h > 0 else None


def backing(spots: dict[Hashable, pygame.Rect], main_seat: int, key: Hashable) -> RGB | None:
    """The plain colour under a place things land on (a Market slot, an Initiative card, the sorting tray, a tile
    among the viewing player's cards, whose sheet is `main_seat`'s), or None where there is none."""
    if not isinstance(key, tuple) or not key:
        return None
    if key[0] == "die":
        for kind, colour in paint.DIE_BACKINGS.items():
            if (kind, key[1]) in spots:
                return colour
        return None
    if key[0] == "card":
        return paint.CARDS_FILL if key[1] == main_seat else None
    return paint.BACKINGS.get(key[0])


def register(presenter: Presenter, stage: Stage, start: Callable[[], Batch]) -> None:
    """Tell the Presenter what each Roll Player event looks and sounds like; `start()` opens a batch's Batch."""
    presenter.batch(lambda steps: start())
    for kind, maker in _MAKERS.items():
        presenter.animate(kind, _look(maker, stage, presenter))
    presenter.sound(DICE_SOUND, "dice")
    presenter.sound("die_value", lambda event: "dice" if event.data.get("why") == "intelligence" else None)
    presenter.sound(CARD_SOUND, "card")
    presenter.sound("gold", lambda event: "coin" if event.data.get("delta", 0) > 0 else None)


def _look(maker: Callable[[JsonObject, Stage, Batch, float], list[Animation]], stage: Stage,
          presenter: Presenter) -> Callable[[Event, Any], list[Animation]]:
    """One event kind's maker, at the Presenter's pace, inside the batch the Presenter started."""
    return lambda event, batch: maker(event.data, stage, batch, presenter.pace)


# --- dice ------------------------------------------------------------------------------------------
def _rolled(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    """Dice tumbling out of the bag one after another onto their cards (or the setup tray)."""
    bag = batch.spots.get(("bag",))
    out: list[Animation] = []
    for k, (die_id, value) in enumerate(data["dice"]):
        batch.thrown.add(die_id)
        out.append(_tumble(stage, ("die", die_id), value, (THROW_S if bag else TUMBLE_S) * pace, origin=bag,
                           delay=k * THROW_STAGGER * pace))
    return out


def _from_bag(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    """One die drawn from the bag and rolled onto a card (Search)."""
    bag = batch.spots.get(("bag",))
    batch.thrown.add(data["die"])
    return [_tumble(stage, ("die", data["die"]), data["value"], (THROW_S if bag else TUMBLE_S) * pace, origin=bag)]


def _card_die_value(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    return [_tumble(stage, ("die", data["die"]), data["value"], TUMBLE_S * pace)]


def _die_value(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    share = 1 if data.get("why") == "intelligence" else QUICK_TUMBLE
    return [_tumble(stage, _slot(data), data["value"], TUMBLE_S * share * pace)]


def _to_card(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    """A die sorted onto an Initiative card from the tray (a die just thrown lands there already)."""
    if data["die"] in batch.thrown:
        return []
    origin = batch.spots.get(("die", data["die"]))
    if origin is None:
        return []
    return [_slide(("die", data["die"]), stage.landing, origin, _die_look(stage.die(data["die"])), SLIDE_S * pace,
                   cover=_colour_cover(stage, ("die", data["die"]), DIE_COVER))]


def _placed(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    batch.last_slot = _slot(data)
    origin = batch.spots.get(("die", data["die"]))
    if origin is None:
        return []
    return [_slide(_slot(data), stage.landing, origin, _die_look(stage.die(data["die"])), SLIDE_S * pace,
                   cover=_before_cover(stage))]


def _dice_home(ids: list[int], stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    """Dice going back into the bag, one after another."""
    out: list[Animation] = []
    for k, die_id in enumerate(ids):
        origin = batch.spots.get(("die", die_id))
        if origin is not None:
            out.append(_slide(("bag",), stage.landing, origin, _die_look(stage.die(die_id)), SLIDE_S * pace,
                              delay=k * THROW_STAGGER * pace))
    return out


def _dice_to_bag(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    ids = [key[1] for key in batch.spots if isinstance(key, tuple) and key[0] == "init_die"]
    return _dice_home(ids, stage, batch, pace)


def _card_die_to_bag(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    return _dice_home([data["die"]], stage, batch, pace)


# --- cards -----------------------------------------------------------------------------------------
def _market_drawn(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    """New Market cards slide off the deck one by one, each hidden in its slot until it arrives."""
    deck = _card_at(batch.spots.get(("deck",)), batch)
    out: list[Animation] = []
    for card in data["cards"]:
        to = ("market", card)
        out.append(_slide(to, stage.landing, deck, _card_look(card), SLIDE_S * pace,
                          delay=batch.dealt * DEAL_STAGGER * pace, cover=_colour_cover(stage, to, CARD_COVER)))
        batch.dealt += 1
    return out


def _to_market(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    to = ("market", data["card"])
    return [_slide(to, stage.landing, _card_at(batch.spots.get(("discard_pile",)), batch), _card_look(data["card"]),
                   SLIDE_S * pace, cover=_colour_cover(stage, to, CARD_COVER))]


def _market_cleared(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    """The Market's leftovers slide to the discard pile before the new cards come."""
    out: list[Animation] = []
    for key, rect in batch.spots.items():
        if isinstance(key, tuple) and key[0] == "market" and key[1] not in batch.left_market:
            batch.left_market.add(key[1])
            out.append(_slide(("discard_pile",), stage.landing, rect, _card_look(key[1]), SLIDE_S * pace))
    return out


def _bought(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    """The card slides onto its buyer's sheet (hidden there until it lands); the price flies to the Market."""
    card, player = data["card"], data["player"]
    origin = (batch.spots.get(("market", card)) or _card_at(batch.spots.get(("discard_pile",)), batch)
              or _card_at(batch.spots.get(("deck",)), batch))
    batch.left_market.add(card)
    tile = ("card", player, card)
    slide = _slide(("card_art", player, card), stage.landing, origin, _card_look(card), SLIDE_S * pace,
                   cover=_colour_cover(stage, tile, 0.0))
    slide.hides = tile
    out: list[Animation] = [slide]
    out += _coins(stage, batch.spots.get(("coin", player)) or batch.spots.get(("gold", player)), origin,
                  data.get("gold", 0), pace, tokens.coin)
    out += _coins(stage, batch.spots.get(("charisma", player)), origin, data.get("charisma", 0), pace, pieces.charisma)
    return out


def _to_discard(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    origin = batch.spots.get(("market", data["card"])) or batch.spots.get(("card", data.get("player"), data["card"]))
    batch.left_market.add(data["card"])
    batch.last_sold = origin
    return [_slide(("discard_pile",), stage.landing, origin, _card_look(data["card"]), SLIDE_S * pace)]


# --- gold --------------------------------------------------------------------------------------------
def _card_taken(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    """The gold lying on an Initiative card flies into the taker's purse."""
    gold = data.get("gold", 0)
    if not gold:
        return []
    return _earned(stage, batch, data["player"], gold, batch.spots.get(("init_card", data["card"])), pace)


def _card_gold(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    """A coin dropped onto an Initiative card in the Cleanup (hidden there until it lands)."""
    card = batch.spots.get(("init_card", data["card"]))
    if card is None:
        return []
    above = pygame.Rect(0, 0, 1, 1)
    above.center = (card.centerx, card.y - card.h // 2)
    drop = _coin_rect(above, pygame.Rect(0, 0, card.w // 4, card.w // 4))
    to = ("init_gold", data["card"])
    return [_slide(to, stage.landing, drop, _coin_look(), COIN_S * pace, cover=_colour_cover(stage, to, COIN_COVER))]


def _gold(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    """Gold gained: coins fly in from where it was earned, or a coin pops from the purse."""
    delta, player = data.get("delta", 0), data["player"]
    if delta <= 0:
        return _coins(stage, batch.spots.get(("coin", player)) or batch.spots.get(("gold", player)), None, -delta,
                      pace, tokens.coin)
    reason = data.get("reason")
    origin = None
    if reason in EARNED_AT_DIE and batch.last_slot is not None:
        origin = stage.landing(batch.last_slot)
    elif reason in EARNED_AT_CARD:
        origin = batch.last_sold
    if origin is None:
        return [_pop(stage, "gold", player, delta, pace)]
    return _earned(stage, batch, player, delta, origin, pace)


def _charisma(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    if data.get("delta", 0) <= 0:
        return []
    return [_pop(stage, "charisma", data["player"], data["delta"], pace)]


def _earned(stage: Stage, batch: Batch, player: int, amount: int, origin: pygame.Rect | None,
            pace: float) -> list[Animation]:
    """Coins flying from `origin` into the purse, then "+N" rising from it."""
    purse = ("coin", player) if ("coin", player) in batch.spots else ("gold", player)
    out: list[Animation] = []
    if origin is not None:
        for k in range(min(amount, MAX_COINS)):
            small = _coin_rect(origin, batch.spots.get(purse))
            out.append(Slide(COIN_S * pace, to=purse, where=stage.landing, origin=small, look=_coin_look(),
                             delay=k * COIN_STAGGER * pace))
    landed = (COIN_S + COIN_STAGGER * (min(amount, MAX_COINS) - 1)) * pace if origin is not None else 0.0
    pop = _pop(stage, "gold", player, amount, pace)
    pop.delay = landed
    return out + [pop]


def _coins(stage: Stage, purse: pygame.Rect | None, to: pygame.Rect | None, amount: int, pace: float,
           token: Render) -> list[Animation]:
    """Coins (or tokens) paid: flying out of the purse to `to` (the Market card bought), or rising away."""
    if purse is None or amount <= 0:
        return []
    target = to if to is not None else purse.move(0, -purse.h * 2)
    spot = _coin_rect(target, purse)
    look = _token_look(token)
    return [Slide(COIN_S * pace, to=("fixed", tuple(spot)), where=_fixed, origin=_coin_rect(purse, purse), look=look,
                  delay=k * COIN_STAGGER * pace) for k in range(min(amount, MAX_COINS))]


def _fixed(key: Hashable) -> pygame.Rect | None:
    """A landing place given in the key itself (a payment flies to where the card was, which is gone)."""
    return pygame.Rect(key[1]) if isinstance(key, tuple) and len(key) == 2 and key[0] == "fixed" else None


def _coin_rect(at: pygame.Rect, purse: pygame.Rect | None) -> pygame.Rect:
    """A coin-sized square centred on `at` (the size of the purse's coin)."""
    side = max(MIN_COIN, round(min(purse.w, purse.h) * COIN_SHARE)) if purse is not None else MIN_COIN * 2
    rect = pygame.Rect(0, 0, side, side)
    rect.center = at.center
    return rect


def _pop(stage: Stage, kind: str, player: int, delta: int, pace: float) -> CoinPop:
    return CoinPop(POP_S * pace, to=(kind, player), where=stage.landing, token=POP_TOKENS[kind],
                   label=_gain_label(delta), unit=stage.unit)


def _combat_rolled(data: JsonObject, stage: Stage, batch: Batch, pace: float) -> list[Animation]:
    """The expansion's combat dice (a hunt's, the Monster battle's) tumbling on their places one after another."""
    rolls = data.get("rolls") if "rolls" in data else (data.get("data") or {}).get("rolls")
    if not rolls:
        return []
    return [_tumble(stage, ("combat_die", k), v, TUMBLE_S * pace, delay=k * THROW_STAGGER * pace)
            for k, v in enumerate(rolls)]


_MAKERS: dict[str, Callable[[JsonObject, Stage, Batch, float], list[Animation]]] = {
    "rolled": _rolled, "start_dice": _rolled, "bag_die_to_card": _from_bag, "card_die_value": _card_die_value,
    "die_value": _die_value, "to_card": _to_card, "placed": _placed, "dice_to_bag": _dice_to_bag,
    "card_die_to_bag": _card_die_to_bag, "market_drawn": _market_drawn, "to_market": _to_market,
    "market_cleared": _market_cleared, "bought": _bought, "discarded": _to_discard, "weapon_dropped": _to_discard,
    "card_taken": _card_taken, "card_gold": _card_gold, "gold": _gold, "charisma": _charisma,
    "battle_rolled": _combat_rolled, "frame": _combat_rolled,
}


# --- looks -------------------------------------------------------------------------------------------
def _slide(to: Hashable, where: Spot, origin: pygame.Rect | None, look: Look | None, duration: float,
           delay: float = 0.0, cover: Look | None = None) -> Slide:
    """A slide whose look is drawn at the larger of its two ends and scaled in between: drawing (and
    caching) every size it passes through filled the card and dice caches with one-off images, tens
    of MB a game, and cost a fresh render a frame."""
    landing = where(to)
    ends = [r for r in (origin, landing) if r is not None and r.w > 0 and r.h > 0]
    if look is None or not ends:
        return Slide(duration, to=to, where=where, origin=origin, look=look, delay=delay, cover=cover)
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

    return Slide(duration, to=to, where=where, origin=origin, look=steady, delay=delay, cover=cover)


def _slot(data: JsonObject) -> Hashable:
    return ("slot", data["player"], data["row"], data["index"])


def _die_px(rect: pygame.Rect) -> int:
    """A moving die's size in pixels: its spot's, a little inset."""
    return max(MIN_DIE, min(rect.w, rect.h) - DIE_INSET)


def _tumble(stage: Stage, to: Hashable, value: int, duration: float, origin: pygame.Rect | None = None,
            delay: float = 0.0) -> DiceTumble:
    """A die tumbling on its spot (thrown from `origin` when given, hidden on its spot until it lands),
    drawn in its colours as the table shows them now, at its spot's size all the way (a thrown die
    drawn at every size it passed through filled the dice cache with one-off images)."""
    def face(shown: int, rect: pygame.Rect) -> pygame.Surface | None:
        die = stage.die_at(to)
        spot = stage.landing(to) or rect
        return None if die is None else paint.die_surface({**die, "value": shown}, _die_px(spot))
    return DiceTumble(duration, to=to, where=stage.landing, value=int(value or 1), face=face,
                      seed=hash(to) & SEED_MASK, origin=origin, delay=delay,
                      cover=_colour_cover(stage, to, DIE_COVER) if origin is not None else None)


def _die_look(die: Die | None) -> Look | None:
    """A die as it was when it left (held: drawn selected); None draws nothing for an unknown die."""
    if die is None:
        return None
    return lambda rect: paint.die_surface(die, _die_px(rect), "selected")


def _card_look(card: str) -> Look:
    """A card face fitted to the moving rectangle."""
    return lambda rect: paint.card_image(card, max(MIN_CARD, min(rect.w, round(rect.h / CARD_RATIO))))


def _coin_look() -> Look:
    return _token_look(tokens.coin)


def _token_look(token: Render) -> Look:
    """A coin or token fitted to the moving square."""
    return lambda rect: token(max(MIN_COIN, min(rect.w, rect.h)))


def _before_cover(stage: Stage) -> Look:
    """The table as it was before the step over the landing spot, with room round it for the shadow of
    what lands there (the empty slot a die slides into: a sheet's slots never move)."""
    def cover(rect: pygame.Rect) -> pygame.Surface | None:
        return stage.before(rect.inflate(round(rect.w * DIE_COVER), round(rect.h * DIE_COVER)))
    return cover


def _colour_cover(stage: Stage, key: Hashable, grow: float) -> Look:
    """A patch of the colour under the spot `key` (a card's Market slot, an Initiative card), `grow` larger
    than the spot for the shadow; nothing when the table says the place has no plain colour."""
    def cover(rect: pygame.Rect) -> pygame.Surface | None:
        colour = stage.backing(key)
        if colour is None:
            return None
        return _patch(rect.inflate(round(rect.w * grow), round(rect.h * grow)).size, colour)
    return cover


def _card_at(box: pygame.Rect | None, batch: Batch) -> pygame.Rect | None:
    """A card-sized rect centred on `box` (the deck or discard pile's label), as large as the Market's cards."""
    if box is None:
        return None
    shown = [r for k, r in batch.spots.items() if isinstance(k, tuple) and k[0] == "market"]
    w = shown[0].w if shown else max(MIN_CARD, box.h * DECK_CARD_SHARE)
    rect = pygame.Rect(0, 0, w, round(w * CARD_RATIO))
    rect.center = box.center
    return rect


@lru_cache(maxsize=PATCHES)
def _patch(size: tuple[int, int], colour: RGB) -> pygame.Surface:
    surf = pygame.Surface(size)
    surf.fill(colour)
    return surf


def _gain_label(delta: int) -> Render:
    """The "+N" beside a popping token, at the pixel size the pop asks for."""
    return lambda px: fonts.text(f"+{delta}", px, GOLD, bold=True)
