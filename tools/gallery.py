"""Every toolkit component on one table, rendered to PNG; also the busy-scene frame benchmark.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/gallery.py [/tmp/gallery.png]
    SDL_VIDEODRIVER=dummy .venv/bin/python tools/gallery.py --bench 600
    SDL_VIDEODRIVER=dummy .venv/bin/python tools/gallery.py --maps /tmp/maps

The scene mimics a busy Roll Player table at 1920×1080 (a player board full of dice, the
market, initiative row, tokens, a tooltip and animations in flight), so its frame time is
a fair measure of the toolkit's per-frame cost in software rendering. A tool beside the app:
it dresses the toolkit in Roll Player's dice and cards, which the toolkit itself never names.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Hashable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from app.games.roll_player.pieces import DICE_COLOURS, charisma, card_face  # noqa: E402
from app.render import cards, dice, fonts, glyphs, table, tokens, tooltip, tween  # noqa: E402
from app.render.camera import Camera  # noqa: E402
from app.render.maplayer import stacks  # noqa: E402
from app.render.maplayer.chunks import level_for  # noqa: E402
from app.render.maplayer.layer import MapLayer  # noqa: E402
from app.render.maplayer.paint import Transform  # noqa: E402
from app.render.maplayer.terrain import TERRAINS, swatch  # noqa: E402
from app.render.palette import (  # noqa: E402
    CREAM, FELT_LIGHT, GOLD_DARK, GOLD_LIGHT, NEUTRAL_DIE, PANEL, PANEL_EDGE, PLAYER_COLOURS, SPACE_M,
    STONE_DIE, TEXT_M, TEXT_S, TEXT_XL, darken, hex_rgb, mix,
)
from app.render.regionmap import Region, RegionMap  # noqa: E402
from tools import sample_maps as map_samples  # noqa: E402

SCREEN = (1920, 1080)
ANIM_SPOTS = {"card": pygame.Rect(985, 495, 150, 210), "die": pygame.Rect(1152, 812, 56, 56),
              "coin": pygame.Rect(542, 1000, 36, 36)}
ANIM_CARD_FROM = pygame.Rect(645, 741, 150, 210)   # the card's size all the way: one cached face
MAP_SIZES = ((1280, 720), (1920, 1080))
MAP_MARGIN = 24          # world pixels kept round a fitted map
SETTLE_LIMIT = 400       # frames a still map may take to paint all its chunks (it needs a few dozen)
LEGEND_SWATCH = 26
PANEL_RADIUS = 12
PANEL_EDGE_W = 2
PAN_ZOOM = 1.7           # the window pan benchmark looks at the map this much closer than fitted
PAN_SPEED = 0.02         # radians of the pan's circle per frame
PAN_WARMUP = 60
COLOURS = list(DICE_COLOURS.values())
SEAT_GLYPHS = ("flame", "drop", "leaf", "crown", "star", "skull")  # a shape per seat colour, for colour-blind eyes
ATTRIBUTES = [("Siła", "STR"), ("Zręczność", "DEX"), ("Kondycja", "CON"),
              ("Inteligencja", "INT"), ("Mądrość", "WIS"), ("Charyzma", "CHA")]

MARKET = [
    card_face("Miecz półtoraręczny", "weapon", 4, 1, "left",
              "Po zakończeniu tworzenia postaci: +1 do wartości jednej kości Siły.",
              "Ciężki, ale pewny w dłoni.", "Broń", hands=2),
    card_face("Zbroja łuskowa", "armour", 3, 1, "down",
              "Zestaw kolczy: 1 / 3 / 6★ za 1 / 2 / 3 karty.", "", "Pancerz · kolczy",
              marks=("white", "red")),
    card_face("Szlachetny", "trait", 5, 2, "up",
              "Koniec gry: +2★ jeśli masz co najmniej trzy złote kości.", "Honor ponad wszystko.",
              "Cecha"),
    card_face("Przeszukanie", "skill", 2, 2, "right",
              "Przejrzyj 3 kości z worka i zamień jedną z nich z kością na swojej karcie Inicjatywy.",
              "", "Umiejętność"),
]
OWNED = [
    card_face("Łuk długi", "weapon", 3, 1, "up", "Raz na rundę: przerzuć jedną kość Zręczności.",
              "", "Broń", hands=2),
    card_face("Kuglarstwo", "skill", 3, 1, "left",
              "Zamień miejscami dwie kości z różnych rzędów atrybutów.", "", "Umiejętność"),
    card_face("Zwój Czystości", "scroll", 1, 2, None, "Usuń jedną kość ze swojej karty postaci.",
              "Słowa gasną, gdy je przeczytasz.", "Zwój"),
]


def panel(size: tuple[int, int], title: str = "") -> pygame.Surface:
    """A plain dark panel with an optional title, to group the demo's components."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(out, PANEL, out.get_rect(), border_radius=PANEL_RADIUS)
    pygame.draw.rect(out, PANEL_EDGE, out.get_rect(), PANEL_EDGE_W, border_radius=PANEL_RADIUS)
    if title:
        out.blit(fonts.text_shadowed(title, TEXT_M + 2, GOLD_LIGHT, title=True), (SPACE_M, SPACE_M))
    return out


class BusyScene:
    """A fixed composition of every component, drawn each frame from cached surfaces only."""

    def __init__(self, size: tuple[int, int] = SCREEN) -> None:
        self.size = size
        self.mat = pygame.Rect(34, 34, size[0] - 68, size[1] - 68)
        self.bg = table.table(size, self.mat)
        self.anims = tween.AnimationManager()
        self.anim_spots = dict(ANIM_SPOTS)
        self.tip = tooltip.Tooltip(delay=0.0)
        self.region_layer, self.regions = self._region_map()
        self.board_panel = panel((780, 610), "Aldona — Paladyn")
        self.side_panel = panel((360, 470), "Gracze")
        self.market_panel = panel((640, 400), "Targowisko")
        self.log_panel = panel((360, 280), "Dziennik")
        self.time = 0.0
        self._start_animations()

    # --- static content builders (once) --------------------------------------------------

    def _region_map(self) -> tuple[pygame.Surface, RegionMap]:
        def shift(ring: list[tuple[float, float]]) -> list[tuple[float, float]]:
            return [(x + 30, y) for x, y in ring]

        surf = pygame.Surface((330, 220), pygame.SRCALPHA)
        rm = RegionMap([
            Region("Kir Północny", shift([(20, 20), (160, 10), (150, 100), (60, 120), (10, 80)])),
            Region("Kir Wschodni", shift([(160, 10), (290, 30), (280, 130), (150, 100)])),
            Region("Kir Zachodni", shift([(10, 80), (60, 120), (90, 210), (15, 200)])),
            Region("Kir Południowy", shift([(60, 120), (150, 100), (280, 130), (250, 210), (90, 210)]),
                   [shift([(140, 150), (180, 145), (175, 180), (145, 182)])]),
        ])
        fills = [hex_rgb("#8fae6b"), hex_rgb("#c7a86b"), hex_rgb("#7f9fb5"), hex_rgb("#b58b7f")]
        for region, fill in zip(rm.regions, fills):
            pygame.draw.polygon(surf, fill, region.outer)
            for hole in region.holes:
                pygame.draw.polygon(surf, hex_rgb("#4f86b0"), hole)
            pygame.draw.polygon(surf, darken(fill, 0.5), region.outer, 2)
        for region in rm.regions:
            t = fonts.text_shadowed(region.id, TEXT_S, CREAM, offset=1)
            surf.blit(t, t.get_rect(center=region.label))
        return surf, rm

    def _start_animations(self) -> None:
        """A card sliding from the deck (drawn under) a tumbling die, and gold popping."""
        def where(key: Hashable) -> pygame.Rect | None:
            return self.anim_spots.get(key) if isinstance(key, str) else None

        self.anims.add(tween.Slide(0.9, to="card", where=where, origin=ANIM_CARD_FROM,
                                   look=lambda rect: cards.card(MARKET[3], rect.w)))
        self.anims.add(tween.DiceTumble(1.2, to="die", where=where, value=5, seed=3,
                                        face=lambda value, rect: dice.d6(DICE_COLOURS["gold"], value, rect.h)))
        self.anims.add(tween.CoinPop(1.1, to="coin", where=where, token=tokens.coin,
                                     label=lambda px: fonts.text_shadowed("+2", px, GOLD_LIGHT),
                                     token_size=36, label_size=TEXT_XL))

    # --- per-frame drawing ---------------------------------------------------------------
    def draw(self, screen: pygame.Surface) -> None:
        """Direct mode: every component blitted every frame (all from cached surfaces)."""
        self.draw_static(screen)
        self.draw_dynamic(screen)

    def draw_static(self, screen: pygame.Surface) -> None:
        screen.blit(self.bg, (0, 0))
        self._draw_board(screen, (60, 60))
        self._draw_market(screen, (860, 60))
        self._draw_side(screen, (1520, 60))
        self._draw_pool(screen)
        screen.blit(self.region_layer, (1180, 720))
        banner = fonts.text_shadowed("Runda 3 · Faza kości", TEXT_XL, GOLD_LIGHT, title=True)
        screen.blit(banner, banner.get_rect(midtop=(self.size[0] // 2 - 230, 14)))

    def draw_dynamic(self, screen: pygame.Surface) -> None:
        """What changes between actions: animations and the tooltip."""
        self.anims.draw(screen)
        self.tip.hover("Kup kartę za 4 złota lub odrzuć ją, by wziąć 2 złota. Strzałka przesuwa "
                       "znacznik Charakteru w lewo.", "Miecz półtoraręczny")
        self.tip.draw(screen, (1130, 300))

    def _draw_board(self, screen: pygame.Surface, at: tuple[int, int]) -> None:
        x0, y0 = at
        screen.blit(self.board_panel, at)
        size = 64
        for row, (name, short) in enumerate(ATTRIBUTES):
            y = y0 + 92 + row * 84
            lab = fonts.text(name, TEXT_M + 2, CREAM, bold=True)
            screen.blit(lab, (x0 + 28, y - 16))
            screen.blit(fonts.text(short, TEXT_S, mix(CREAM, GOLD_DARK, 0.5), bold=True),
                        (x0 + 28, y + 8))
            for slot in range(3):
                cx = x0 + 240 + slot * 84
                k = row * 3 + slot
                pygame.draw.rect(screen, darken(PANEL, 0.4), (cx - size // 2, y - size // 2, size, size),
                                 border_radius=size // 5)
                if k < 15:
                    colour = COLOURS[(k * 5) % 7]
                    state = "dimmed" if k == 7 else "normal"
                    surf = dice.split_d6((DICE_COLOURS["blue"], DICE_COLOURS["green"]), 3, size, state) if k == 11 \
                        else dice.d6(colour, (k * 7) % 6 + 1, size, state)
                    dice.blit_die(screen, surf, (cx, y))
            total = tokens.counter((row * 5) % 13 + 3, 34)
            screen.blit(total, total.get_rect(midleft=(x0 + 480, y)))
            goal = tokens.stars(row % 3 + 1, 20)
            screen.blit(goal, goal.get_rect(midleft=(x0 + 530, y)))
        # owned cards, fanned to the right
        for i, face in enumerate(OWNED):
            surf = cards.card(face, 120, exhausted=(i == 1))
            cards.blit_card(screen, surf, (x0 + 680 + (i % 2) * 10, y0 + 150 + i * 170))

    def _draw_market(self, screen: pygame.Surface, at: tuple[int, int]) -> None:
        x0, y0 = at
        screen.blit(self.market_panel, at)
        states = ["normal", "highlight", "selected", "dimmed"]
        for i, face in enumerate(MARKET):
            cards.blit_card(screen, cards.card(face, 140, states[i]), (x0 + 88 + i * 155, y0 + 200))
        # initiative row with dice
        for i in range(4):
            cx, cy = x0 + 90 + i * 155, y0 + 470
            chip = fonts.text(str(i + 1), TEXT_M, CREAM, bold=True)
            pygame.draw.rect(screen, darken(FELT_LIGHT, 0.45), (cx - 68, cy - 50, 140, 110),
                             border_radius=14)
            screen.blit(chip, chip.get_rect(center=(cx - 40, cy - 28)))
            dice.blit_die(screen, dice.d6(COLOURS[(i * 3) % 7], i + 2, 58,
                                          "highlight" if i == 2 else "normal"), (cx + 30, cy + 5))
            if 0 < i < 3:
                tokens.blit_token(screen, tokens.coin(32), (cx - 36, cy + 20))

    def _draw_side(self, screen: pygame.Surface, at: tuple[int, int]) -> None:
        x0, y0 = at
        screen.blit(self.side_panel, at)
        names = ["Aldona", "Bartek", "Celina", "Dawid"]
        for i, name in enumerate(names):
            y = y0 + 80 + i * 92
            tokens.blit_token(screen, tokens.marker(PLAYER_COLOURS[i], 40, glyph_name=SEAT_GLYPHS[i]),
                              (x0 + 44, y + 10))
            screen.blit(fonts.text(name, TEXT_M + 2, CREAM, bold=True), (x0 + 80, y - 8))
            screen.blit(tokens.counter(5 + i * 2, 28, icon="coin"), (x0 + 80, y + 18))
            screen.blit(tokens.counter(i, 28, icon="sparkle"), (x0 + 170, y + 18))
            if i == 0:
                tokens.blit_token(screen, tokens.first_player(46), (x0 + 300, y + 10))
        screen.blit(self.log_panel, (x0, y0 + 490))
        lines = ["Aldona wybrała kartę Inicjatywy 2.", "Kość złota (5) → Siła; +2 złota.",
                 "Bartek kupił: Łuk długi.", "Celina: znacznik Charakteru ↑.",
                 "Dawid odrzucił kartę: +2 złota."]
        for i, line in enumerate(lines):
            t = fonts.text(line, TEXT_S + 1, CREAM if i < 4 else GOLD_LIGHT)
            screen.blit(t, (x0 + SPACE_M + 6, y0 + 540 + i * 24))
        screen.blit(fonts.text("Zażółć gęślą jaźń — ĄĆĘŁŃÓŚŹŻ", TEXT_S, GOLD_LIGHT, italic=True),
                    (x0 + SPACE_M + 6, y0 + 540 + 5 * 24 + 8))

    def _draw_pool(self, screen: pygame.Surface) -> None:
        x0, y0 = 70, 700
        tokens_row = [tokens.coin(44, 5), tokens.coin(44), charisma(44),
                      charisma(44, "highlight"), tokens.icon_token("skull", 44, hex_rgb("#5d5f66")),
                      tokens.marker(PLAYER_COLOURS[4], 40, "selected", "star")]
        for i, surf in enumerate(tokens_row):
            tokens.blit_token(screen, surf, (x0 + 30 + i * 62, y0 + 30))
        for i, c in enumerate(COLOURS):
            dice.blit_die(screen, dice.d6(c, i % 6 + 1, 52, "highlight" if i == 3 else "normal"),
                          (x0 + 30 + i * 64, y0 + 110))
        for v in range(4):
            dice.blit_die(screen, dice.d10(v * 3, 52, "selected" if v == 1 else "normal"),
                          (x0 + 30 + v * 64, y0 + 190))
        for i, sym in enumerate(["mountain", "tree", "wave", "rune"]):
            dice.blit_die(screen, dice.custom_die(sym, 52, colour=STONE_DIE if i % 2 else NEUTRAL_DIE),
                          (x0 + 290 + i * 64, y0 + 190))
        dice.blit_die(screen, dice.split_d6((DICE_COLOURS["red"], DICE_COLOURS["purple"]), 4, 52),
                      (x0 + 30 + 7 * 64, y0 + 110))
        dice.blit_die(screen, dice.split_d6((DICE_COLOURS["white"], DICE_COLOURS["black"]), 2, 52, "selected"),
                      (x0 + 30 + 8 * 64, y0 + 110))
        cards.blit_card(screen, cards.card_back(110, pips=1, label="Roll Player"), (x0 + 640, y0 + 150))
        cards.blit_card(screen, cards.card_back(110, pips=2, label="Roll Player"), (x0 + 650, y0 + 146))

    def update(self, dt: float) -> None:
        self.time += dt
        self.anims.update(dt)
        self.tip.update(dt)
        if not self.anims.busy:
            self._start_animations()


def render_png(path: str, anim_time: float = 0.45) -> None:
    """Draw the busy scene (animations caught mid-flight) and a big-card zoom to PNGs."""
    screen = _display()
    scene = BusyScene(screen.get_size())
    scene.update(anim_time)
    scene.draw(screen)
    pygame.image.save(screen, path)
    zoom = screen.copy()
    cards.draw_zoom(zoom, MARKET[0])
    root, ext = os.path.splitext(path)
    pygame.image.save(zoom, f"{root}_zoom{ext or '.png'}")


def render_sheet(path: str) -> None:
    """Every component in isolation: glyphs, dice in all colours/values/states, card types
    and backs, tokens in all states and a tooltip, on the table."""
    screen = _display()
    w, h = SCREEN
    screen.blit(table.table(SCREEN), (0, 0))
    x0, y0 = 60, 60

    def title(text: str, x: int, y: int) -> None:
        screen.blit(fonts.text_shadowed(text, TEXT_M + 2, GOLD_LIGHT, title=True), (x, y))

    title("Glyfy · Glyphs", x0, y0 - 10)
    for i, name in enumerate(glyphs.glyph_names()):
        g = glyphs.glyph(name, 40, CREAM, outline=darken(PANEL, 0.4))
        cx = x0 + 20 + (i % 13) * 52
        screen.blit(g, g.get_rect(midtop=(cx, y0 + 24 + (i // 13) * 50)))
        label = fonts.text(name, 10, mix(CREAM, GOLD_DARK, 0.4), condensed=True)
        screen.blit(label, label.get_rect(midtop=(cx, y0 + 64 + (i // 13) * 50)))
    title("Kości · Dice", x0, y0 + 130)
    for r, colour in enumerate(COLOURS):
        for v in range(1, 7):
            dice.blit_die(screen, dice.d6(colour, v, 44), (x0 + 25 + (v - 1) * 52, y0 + 190 + r * 52))
        for j, state in enumerate(dice.STATES):
            dice.blit_die(screen, dice.d6(colour, 3, 44, state), (x0 + 355 + j * 52, y0 + 190 + r * 52))
    for v in range(1, 5):
        dice.blit_die(screen, dice.split_d6((COLOURS[v], COLOURS[v + 1]), v, 44),
                      (x0 + 25 + (v - 1) * 52, y0 + 190 + 7 * 52))
    for v in range(4):
        dice.blit_die(screen, dice.d10(v * 3, 44), (x0 + 235 + v * 52, y0 + 190 + 7 * 52))
    for v, sym in enumerate(["mountain", "tree", "wave", "sun", "moon", "eye", "paw", "rune"]):
        dice.blit_die(screen, dice.custom_die(sym, 44, colour=STONE_DIE if v % 2 else NEUTRAL_DIE),
                      (x0 + 25 + v * 52, y0 + 190 + 8 * 52))

    title("Karty · Cards", 760, y0 - 10)
    types = ["trait", "skill", "weapon", "armour", "scroll", "other"]
    subtitles = {"trait": "Cecha", "skill": "Umiejętność", "weapon": "Broń", "armour": "Pancerz",
                 "scroll": "Zwój", "other": "Inne"}
    for i, kind in enumerate(types):
        face = card_face(subtitles[kind] + " — przykład", kind, i + 1, 1 + i % 2,
                         ["up", "down", "left", "right", None, "up"][i],
                         "Zażółć gęślą jaźń: tekst zasad zawinięty do szerokości karty.",
                         "Opis fabularny.", subtitles[kind], hands=2 if kind == "weapon" else 0,
                         marks=("white", "red") if kind == "armour" else ())
        cards.blit_card(screen, cards.card(face, 150), (850 + i * 170, y0 + 140))
    for j, state in enumerate(cards.STATES):
        cards.blit_card(screen, cards.card(MARKET[2], 120, state), (830 + j * 140, y0 + 400))
    cards.blit_card(screen, cards.card(MARKET[3], 120, exhausted=True), (1440, y0 + 400))
    cards.blit_card(screen, cards.card_back(120, pips=1, label="Roll Player"), (1620, y0 + 400))

    title("Żetony · Tokens", 760, y0 + 520)
    for j, state in enumerate(tokens.STATES):
        y = y0 + 580 + j * 60
        row = [tokens.coin(44, 3, state), tokens.coin(44, None, state), charisma(44, state),
               tokens.first_player(44, state), tokens.icon_token("skull", 44, PANEL_EDGE, state)]
        row += [tokens.marker(c, 40, state, mark) for c, mark in zip(PLAYER_COLOURS, SEAT_GLYPHS)]
        for i, surf in enumerate(row):
            tokens.blit_token(screen, surf, (790 + i * 58, y))
    for i, surf in enumerate([tokens.counter(7, 30), tokens.counter(128, 30, icon="coin"),
                              tokens.counter(2, 30, icon="sparkle"), tokens.stars(3, 24),
                              tokens.stars(2, 24, negative=True)]):
        screen.blit(surf, (1440, y0 + 570 + i * 40))

    box = tooltip.render_box("Dymek podpowiedzi: tekst zawija się i nie wychodzi poza ekran.",
                             "Podpowiedź", 300)
    screen.blit(box, (1560, y0 + 640))
    pygame.image.save(screen, path)


def map_camera(layer: MapLayer, viewport: tuple[int, int, int, int]) -> Camera:
    """A camera over `viewport`, clamped to the map and fitted to it."""
    x0, y0, x1, y1 = layer.bounds()
    world = (x0 - MAP_MARGIN, y0 - MAP_MARGIN, x1 + MAP_MARGIN, y1 + MAP_MARGIN)
    cam = Camera(viewport, world=world)
    cam.fit(world)
    return cam


def settle(layer: MapLayer, target: pygame.Surface, camera: Camera) -> None:
    """Draw a still view until every chunk is painted at its exact zoom (what a player sees
    a moment after the camera stops), so screenshots show the finished picture."""
    for _ in range(SETTLE_LIMIT):
        stats = layer.draw(target, camera).chunks
        if stats.level == camera.zoom and not (stats.built or stats.stale or stats.stand_in or stats.overview):
            return


def legend() -> pygame.Surface:
    """Every terrain's swatch and name on a panel, to judge that patterns tell them apart."""
    rows = list(TERRAINS.values())
    pad = SPACE_M
    names = [fonts.text(f"{t.name_pl} · {t.name_en}", TEXT_S, CREAM) for t in rows]
    w = LEGEND_SWATCH + 3 * pad + max(n.get_width() for n in names)
    h = len(rows) * (LEGEND_SWATCH + pad // 2) + 2 * pad
    out = panel((w, h))
    for i, (t, name) in enumerate(zip(rows, names)):
        y = pad + i * (LEGEND_SWATCH + pad // 2)
        out.blit(swatch(t, LEGEND_SWATCH), (pad, y))
        out.blit(name, name.get_rect(midleft=(LEGEND_SWATCH + 2 * pad, y + LEGEND_SWATCH // 2)))
    return out


def render_map(kind: str, size: tuple[int, int], path: str | None = None) -> pygame.Surface:
    """One demo map ("hex" or "regions") at `size`: a terrain legend in a side column, the
    map settled in the viewport beside it."""
    _display()
    demo = map_samples.hex_sample() if kind == "hex" else map_samples.region_sample()
    target = pygame.Surface(size).convert()
    target.fill(darken(PANEL, 0.3))
    key = legend()
    side = key.get_width() + 2 * SPACE_M
    cam = map_camera(demo.layer, (side, 0, size[0] - side, size[1]))
    settle(demo.layer, target, cam)
    target.blit(key, (SPACE_M, SPACE_M))
    if path:
        pygame.image.save(target, path)
    return target


def render_maps(out_dir: str) -> list[str]:
    """Both demo maps at every MAP_SIZES size, as PNGs in `out_dir`."""
    paths = []
    for kind in ("hex", "regions"):
        for w, h in MAP_SIZES:
            path = os.path.join(out_dir, f"map_{kind}_{w}x{h}.png")
            render_map(kind, (w, h), path)
            paths.append(path)
    return paths


def naive_map_frame(target: pygame.Surface, camera: Camera, layer: MapLayer) -> None:
    """The benchmark's baseline: the same frame with no chunks — every cell's polygon,
    pattern, border, the rivers, roads, shading and fog painted straight to the screen.
    Pattern tiles still come from their cache (at the zoom's level), so the difference
    measured is what the chunks save."""
    x, y = camera.world_to_screen(0.0, 0.0)
    xf = Transform(camera.zoom, x - camera.viewport[0], y - camera.viewport[1])
    view = target.subsurface(pygame.Rect(camera.viewport))
    layer.art.paint(view, xf, tile_scale=level_for(camera.zoom))
    layer.art.paint_overlay(view, xf, layer.chunks.overlay)
    clip = target.get_clip()
    target.set_clip(pygame.Rect(camera.viewport))
    stacks.draw(target, camera, layer.placed, layer.chunks.overlay.fog)
    target.set_clip(clip)


def map_pan_in_window(frames: int) -> list[float]:
    """Milliseconds per frame of the 169-hex map panning in a real window, display update
    included (pygame.display.flip): for the real-window bench, with DISPLAY set (Xvfb).

    Opens a 1920×1080 window (and closes it after) unless the caller has one open, which is
    used as it is. The camera circles over the map at PAN_ZOOM× the fitted zoom; the first
    PAN_WARMUP frames are not timed."""
    if not os.environ.get("DISPLAY"):
        raise RuntimeError("map_pan_in_window needs a real window: set DISPLAY (e.g. start Xvfb)")
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        raise RuntimeError("map_pan_in_window needs a real video driver, not SDL_VIDEODRIVER=dummy")
    pygame.init()
    screen = pygame.display.get_surface()
    own = screen is None
    if screen is None:
        screen = pygame.display.set_mode(SCREEN)
    try:
        demo = map_samples.hex_sample()
        cam = map_camera(demo.layer, (0, 0, *screen.get_size()))
        cam.set_zoom(cam.zoom * PAN_ZOOM)
        x0, y0, x1, y1 = demo.layer.bounds()
        cx, cy, rx, ry = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 4, (y1 - y0) / 4
        times: list[float] = []
        for k in range(frames + PAN_WARMUP):
            t = time.perf_counter()
            pygame.event.pump()
            cam.center_on(cx + rx * math.cos(k * PAN_SPEED), cy + ry * math.sin(k * PAN_SPEED))
            demo.layer.draw(screen, cam)
            pygame.display.flip()
            if k >= PAN_WARMUP:
                times.append((time.perf_counter() - t) * 1000)
        return times
    finally:
        if own:
            pygame.display.quit()


def bench(frames: int) -> dict[str, float]:
    """Time `frames` frames of the busy scene after one warm-up frame (milliseconds).

    Wall time includes preemption by other processes on a shared machine; CPU time is the
    thread's own work.
    """
    screen = _display()
    scene = BusyScene(screen.get_size())
    scene.draw(screen)
    wall: list[float] = []
    cpu: list[float] = []
    dt = 1 / 144
    for _ in range(frames):
        w0, c0 = time.perf_counter(), time.thread_time()
        scene.update(dt)
        scene.draw(screen)
        wall.append((time.perf_counter() - w0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
    wall.sort()
    cpu.sort()

    def p99(xs: list[float]) -> float:
        return xs[min(len(xs) - 1, int(len(xs) * 0.99))]
    return {"frames": frames, "median_ms": statistics.median(wall), "p99_ms": p99(wall),
            "max_ms": wall[-1], "cpu_median_ms": statistics.median(cpu), "cpu_p99_ms": p99(cpu),
            "cpu_max_ms": cpu[-1]}


def _display() -> pygame.Surface:
    """A 1920×1080 target: a new (dummy) window when none exists, else an off-screen surface
    in the display's format (so tests never replace a display another test owns)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    if pygame.display.get_surface() is None:
        return pygame.display.set_mode(SCREEN)
    return pygame.Surface(SCREEN).convert()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="/tmp/gallery.png")
    parser.add_argument("--bench", type=int, default=0, metavar="FRAMES",
                        help="time this many frames of the busy scene instead")
    parser.add_argument("--maps", metavar="DIR", help="draw the demo hex and region maps into DIR instead")
    args = parser.parse_args(argv)
    if args.maps:
        os.makedirs(args.maps, exist_ok=True)
        for path in render_maps(args.maps):
            print(f"wrote {path}")
        return 0
    if args.bench:
        budget = 1000 / 144
        r = bench(args.bench)
        print(f"busy scene 1920x1080, every component blitted, {r['frames']} frames:\n"
              f"  wall median {r['median_ms']:.2f} / p99 {r['p99_ms']:.2f} / max "
              f"{r['max_ms']:.2f} ms (p99 = {r['p99_ms'] / budget:.0%} of {budget:.2f} ms)\n"
              f"  CPU  median {r['cpu_median_ms']:.2f} / p99 {r['cpu_p99_ms']:.2f} / max "
              f"{r['cpu_max_ms']:.2f} ms (p99 = {r['cpu_p99_ms'] / budget:.0%})")
        return 0
    render_png(args.out)
    root, ext = os.path.splitext(args.out)
    render_sheet(f"{root}_sheet{ext or '.png'}")
    print(f"wrote {args.out} (+ _zoom and _sheet)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
