"""Each Roll Player card, race and class has its own picture, composed from data (art.toml) and drawn in code.

A picture is a sky gradient, a backdrop scene (hills, a stone floor, a starry night...), an
optional glow and a few motifs (motifs.py) placed, sized, turned and coloured as art.toml says.
Compositions sit in the picture's central square, so one picture serves a wide card window,
a tall thumbnail and a square emblem alike. Pictures are cached per size in a bounded cache.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable

import pygame

from app.games.roll_player.motifs import MOTIFS, Brush
from app.render import cards
from app.render.cache import new_cache
from app.render.draw import Canvas, star_points
from app.render.glyphs import GLYPHS, glyph
from app.render.palette import RGB, darken, hex_rgb, lighten, mix
from engine.common.content import Node, read_toml
from engine.kernel.errors import ContentError

ART_FILE = "art.toml"
NAMESPACE = "roll-player"
ART_MB = 6                 # rendered pictures kept (thumbnails, emblems; card faces cache their own)
ART_ENTRIES = 256
OUTLINE: RGB = (35, 28, 24)  # a motif's outline unless its layer says otherwise
NO_LINE = "none"
STROKE = 0.035             # outline width, as a share of the motif's size
MIN_STROKE = 1.0
PAD = 0.02                 # room round a motif for its outline, as a share of its size
MIN_MOTIF = 4              # smallest pixel size a motif is drawn at
BACKDROP_SS = 2            # supersampling of the backdrop (large soft shapes need little)
GLOW_RES = 48              # the radial glow is drawn this big and scaled
GLOW_RADIUS = 0.5          # of the picture's square
GLOW_ALPHA = 200
DEFAULT_SIZE = 0.8
_HEX = re.compile(r"#[0-9a-fA-F]{6}")


@dataclass(frozen=True)
class Layer:
    """One motif in a picture: where (share of the square), how big, turned how far (degrees clockwise)."""

    motif: str
    x: float
    y: float
    size: float
    turn: float
    tones: tuple[RGB, ...]
    line: RGB | None
    flip: bool


@dataclass(frozen=True)
class Picture:
    """A picture's recipe: sky top and bottom, backdrop scene and its ground colour, glow, motifs."""

    id: str
    sky: tuple[RGB, RGB]
    scene: str
    ground: RGB
    glow: RGB | None
    layers: tuple[Layer, ...]


# --- backdrops ------------------------------------------------------------------------------------
Backdrop = Callable[[Canvas, float, float, RGB], None]
BACKDROPS: dict[str, Backdrop] = {}


def backdrop(name: str) -> Callable[[Backdrop], Backdrop]:
    def deco(fn: Backdrop) -> Backdrop:
        BACKDROPS[name] = fn
        return fn
    return deco


@backdrop("plain")
def _plain(c: Canvas, w: float, h: float, ground: RGB) -> None:
    c.rrect(0, h * 0.82, w, h * 0.18, darken(ground, 0.1), 0)


@backdrop("hills")
def _hills(c: Canvas, w: float, h: float, ground: RGB) -> None:
    far = mix(ground, lighten(ground, 0.4), 0.5)
    c.poly([(0, h)] + [(w * i / 24, h * (0.62 - 0.08 * math.sin(i / 24 * math.pi * 2.2))) for i in range(25)]
           + [(w, h)], far)
    c.poly([(0, h)] + [(w * i / 24, h * (0.78 - 0.07 * math.sin(i / 24 * math.pi * 1.4 + 1))) for i in range(25)]
           + [(w, h)], ground)


@backdrop("floor")
def _floor(c: Canvas, w: float, h: float, ground: RGB) -> None:
    top = h * 0.7
    c.rrect(0, top, w, h - top, ground, 0)
    seam = darken(ground, 0.25)
    for k in range(-6, 7):
        c.line((w / 2 + k * w * 0.08, top), (w / 2 + k * w * 0.3, h), seam, max(0.6, h * 0.008))
    for v in (0.78, 0.9):
        c.line((0, h * v), (w, h * v), seam, max(0.6, h * 0.008))
    c.line((0, top), (w, top), lighten(ground, 0.2), max(0.8, h * 0.012))


@backdrop("night")
def _night(c: Canvas, w: float, h: float, ground: RGB) -> None:
    star = lighten(ground, 0.85)
    for k in range(18):
        x = (k * 0.618034 % 1.0) * w
        y = (k * 0.381966 * 1.7 % 0.7) * h
        c.circle(x, y, max(0.5, h * (0.008 + 0.006 * (k % 3))), star)
    c.poly([(0, h)] + [(w * i / 16, h * (0.84 - 0.05 * math.sin(i / 16 * math.pi * 3))) for i in range(17)]
           + [(w, h)], ground)


@backdrop("rays")
def _rays(c: Canvas, w: float, h: float, ground: RGB) -> None:
    cx, cy, reach = w / 2, h / 2, max(w, h)
    for i in range(0, 24, 2):
        a0, a1 = 2 * math.pi * i / 24, 2 * math.pi * (i + 1) / 24
        c.poly([(cx, cy), (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                (cx + reach * math.cos(a1), cy + reach * math.sin(a1))], (*ground, 70))


@backdrop("forest")
def _forest(c: Canvas, w: float, h: float, ground: RGB) -> None:
    back = mix(ground, lighten(ground, 0.35), 0.6)
    for row, colour, base in ((0, back, 0.7), (1, ground, 0.86)):
        n = 7 + row * 2
        for k in range(n + 1):
            x = w * (k + 0.5 * row) / n
            tree_h = h * (0.36 + 0.1 * ((k * 7 + row) % 3) / 2)
            c.poly([(x, h * base - tree_h), (x + w * 0.06, h * base), (x - w * 0.06, h * base)], colour)
        c.rrect(0, h * base - 1, w, h * (1 - base) + 1, colour, 0)


@backdrop("mountains")
def _mountains(c: Canvas, w: float, h: float, ground: RGB) -> None:
    far = mix(ground, lighten(ground, 0.5), 0.5)
    c.poly([(0, h), (0, h * 0.6), (w * 0.2, h * 0.3), (w * 0.38, h * 0.55), (w * 0.6, h * 0.2), (w * 0.82, h * 0.5),
            (w, h * 0.35), (w, h)], far)
    snow = lighten(far, 0.7)
    c.poly([(w * 0.6, h * 0.2), (w * 0.66, h * 0.29), (w * 0.54, h * 0.29)], snow)
    c.poly([(w * 0.2, h * 0.3), (w * 0.25, h * 0.38), (w * 0.15, h * 0.37)], snow)
    c.poly([(0, h), (0, h * 0.8), (w * 0.3, h * 0.68), (w * 0.7, h * 0.78), (w, h * 0.7), (w, h)], ground)


@backdrop("waves")
def _waves(c: Canvas, w: float, h: float, ground: RGB) -> None:
    for k, v in enumerate((0.7, 0.8, 0.9)):
        colour = mix(ground, lighten(ground, 0.3), 1 - k / 2)
        c.poly([(0, h)] + [(w * i / 30, h * (v + 0.03 * math.sin(i / 30 * math.pi * 6 + k))) for i in range(31)]
               + [(w, h)], colour)


@backdrop("arch")
def _arch(c: Canvas, w: float, h: float, ground: RGB) -> None:
    stone = ground
    c.rrect(0, 0, w * 0.16, h, stone, 0)
    c.rrect(w * 0.84, 0, w * 0.16, h, stone, 0)
    c.poly([(w * 0.16, 0), (w * 0.84, 0), (w * 0.84, h * 0.2)]
           + [(w / 2 + w * 0.34 * math.cos(a), h * 0.36 - h * 0.26 * math.sin(a))
              for a in (math.pi * i / 16 for i in range(17))] + [(w * 0.16, h * 0.2)], stone)
    seam = darken(stone, 0.25)
    for v in (0.3, 0.55, 0.8):
        c.line((0, h * v), (w * 0.16, h * v), seam, max(0.6, h * 0.01))
        c.line((w * 0.84, h * v), (w, h * v), seam, max(0.6, h * 0.01))
    c.rrect(w * 0.16, h * 0.86, w * 0.68, h * 0.14, darken(stone, 0.2), 0)


@backdrop("flames")
def _flames(c: Canvas, w: float, h: float, ground: RGB) -> None:
    for k in range(9):
        x = w * k / 8
        tip = h * (0.45 + 0.15 * ((k * 5) % 3) / 2)
        c.poly([(x - w * 0.1, h), (x, tip), (x + w * 0.1, h)], (*ground, 150))
    c.rrect(0, h * 0.88, w, h * 0.12, darken(ground, 0.3), 0)


@backdrop("clouds")
def _clouds(c: Canvas, w: float, h: float, ground: RGB) -> None:
    for x, y, r in ((0.15, 0.25, 0.12), (0.27, 0.2, 0.15), (0.4, 0.27, 0.1), (0.72, 0.7, 0.12), (0.85, 0.64, 0.16),
                    (0.97, 0.72, 0.11)):
        c.circle(w * x, h * y, h * r, (*ground, 170))


@backdrop("sparkles")
def _sparkles(c: Canvas, w: float, h: float, ground: RGB) -> None:
    for k in range(11):
        x = (k * 0.618034 % 1.0) * w
        y = (k * 0.754877 % 1.0) * h
        r = h * (0.03 + 0.02 * (k % 3))
        c.poly(star_points(x, y, r, r * 0.35, 4), (*ground, 190))


# --- reading art.toml ------------------------------------------------------------------------------
def _number(node: Node, lo: float, hi: float) -> float:
    value = node.value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        node.fail(f"expected a number in {lo}..{hi}")
    if not lo <= value <= hi:
        node.fail(f"expected a number in {lo}..{hi}, got {value}")
    return float(value)


def _colour(node: Node, named: dict[str, RGB]) -> RGB:
    text = node.as_str()
    if text in named:
        return named[text]
    if not _HEX.fullmatch(text):
        node.fail(f"expected #rrggbb or a colour named in [colours], got {text!r}")
    return hex_rgb(text)


def _layer(node: Node, named: dict[str, RGB]) -> Layer:
    node.only(("motif", "at", "size", "turn", "tones", "line", "flip"))
    name = node.str("motif")
    if name not in MOTIFS and name not in GLYPHS:
        node.child("motif").fail(f"expected a motif (motifs.py) or a toolkit glyph, got {name!r}")
    x, y = (0.5, 0.5)
    if node.has("at"):
        x, y = (_number(n, -0.5, 1.5) for n in node.array("at", length=2))
    tones = tuple(_colour(n, named) for n in node.array("tones", min_length=1))
    if len(tones) > 3:
        node.child("tones").fail("expected at most 3 tones (main, second, accent)")
    line: RGB | None = OUTLINE
    if node.has("line"):
        line = None if node.child("line").value == NO_LINE else _colour(node.child("line"), named)
    return Layer(name, x, y, _number(node.child("size"), 0.05, 2.0) if node.has("size") else DEFAULT_SIZE,
                 _number(node.child("turn"), -360, 360) if node.has("turn") else 0.0, tones, line,
                 node.bool("flip") if node.has("flip") else False)


def _picture(pid: str, node: Node, named: dict[str, RGB]) -> Picture:
    node.only(("sky", "scene", "ground", "glow", "layers"))
    top, bottom = (_colour(n, named) for n in node.array("sky", length=2))
    scene = node.str("scene", choices=sorted(BACKDROPS)) if node.has("scene") else "plain"
    ground = _colour(node.child("ground"), named) if node.has("ground") else darken(bottom, 0.3)
    glow = _colour(node.child("glow"), named) if node.has("glow") else None
    layers = tuple(_layer(n, named) for n in node.tables("layers", min_length=1))
    return Picture(pid, (top, bottom), scene, ground, glow, layers)


def read_pictures(root: Path, name: str = ART_FILE) -> dict[str, Picture]:
    """Every picture in `root/name`; a malformed file raises a ContentError naming the key."""
    node = read_toml(root, name).root
    node.only(("colours", "pictures"))
    named: dict[str, RGB] = {}
    if node.has("colours"):
        for key, value in node.table("colours").items():
            if not _HEX.fullmatch(str(value.value)):
                value.fail("expected #rrggbb")
            named[key] = hex_rgb(value.value)
    return {pid: _picture(pid, value, named) for pid, value in node.table("pictures").items()}


@lru_cache(maxsize=1)
def pictures() -> dict[str, Picture]:
    """The pictures beside this module (read once)."""
    return read_pictures(Path(__file__).resolve().parent)


FIENDS_FILE = "art_fiends.toml"
FIENDS_KINDS = ("familiar", "imp", "minion", "monster", "lair", "trap", "attack", "scroll")


@lru_cache(maxsize=1)
def fiends_pictures() -> dict[str, Picture]:
    """The expansion's pictures by kind of card (art_fiends.toml, read once)."""
    return read_pictures(Path(__file__).resolve().parent, FIENDS_FILE)


def fiends_picture(kind: str, size: tuple[int, int]) -> pygame.Surface:
    """The picture of one kind of expansion card (an imp, a minion, ...) or of one familiar or expansion race
    by its id, at `size`, cached."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = ("fiends", kind, w, h)
    surf = _CACHE.get(key)
    if surf is None:
        surf = _CACHE.put(key, render(fiends_pictures()[kind], (w, h)))
    return surf


# --- drawing -----------------------------------------------------------------------------------------
_CACHE = new_cache(ART_ENTRIES, max_mb=ART_MB)


@lru_cache(maxsize=256)
def resolve(pid: str) -> str | None:
    """The picture an id is drawn with: its own, or for an expansion Market card (E01-E38) a base card's
    of the same type (armour of the same set, weapons of the same hands), so every card shows art."""
    if pid in pictures():
        return pid
    from engine.games.roll_player.fiends.content import load_fiends
    from engine.games.roll_player.content import load_content
    card = load_fiends().cards.get(pid)
    if card is None:
        return None
    base = [c for c in load_content().cards.values() if c.id in pictures() and c.type == card.type]
    same = [c for c in base if (c.armour, c.hands) == (card.armour, card.hands)] or base
    if not same:
        return None
    return same[sum(map(ord, pid)) % len(same)].id


def _source(pid: str) -> Picture | None:
    """What `pid` is drawn from: its own or a borrowed base picture, else its kind's (a scroll's)."""
    own = resolve(pid)
    if own is not None:
        return pictures()[own]
    if pid in fiends_pictures():   # an expansion race's portrait (R07-R10), a familiar's animal (F01-F15)
        return fiends_pictures()[pid]
    from engine.games.roll_player.fiends.content import load_fiends
    card = load_fiends().cards.get(pid)
    return fiends_pictures().get(card.type) if card is not None else None


def has_picture(pid: str) -> bool:
    return _source(pid) is not None


def picture(pid: str, size: tuple[int, int]) -> pygame.Surface:
    """The picture `pid` at `size` pixels (opaque, cached); unknown ids raise KeyError."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (pid, w, h)
    surf = _CACHE.get(key)
    if surf is None:
        source = _source(pid)
        if source is None:
            raise KeyError(pid)
        surf = _CACHE.put(key, render(source, (w, h)))
    return surf


def render(pic: Picture, size: tuple[int, int]) -> pygame.Surface:
    """Draw a picture afresh (no cache): sky, backdrop, glow, then each motif in order."""
    w, h = size
    out = _sky((w, h), *pic.sky)
    scene = Canvas(w, h, pic.ground, scale=BACKDROP_SS)
    BACKDROPS[pic.scene](scene, w, h, pic.ground)
    out.blit(scene.done(), (0, 0))
    side = min(w, h)
    ox, oy = (w - side) / 2, (h - side) / 2
    if pic.glow is not None:
        d = max(2, round(side * GLOW_RADIUS * 2))
        out.blit(_glow(pic.glow, d), (round(w / 2 - d / 2), round(h / 2 - d / 2)))
    for layer in pic.layers:
        img = _layer_image(layer, max(MIN_MOTIF, round(layer.size * side)))
        out.blit(img, img.get_rect(center=(round(ox + layer.x * side), round(oy + layer.y * side))))
    return out


def _layer_image(layer: Layer, px: int) -> pygame.Surface:
    if layer.motif in MOTIFS:
        canvas = Canvas(px, px, layer.line or layer.tones[0])
        stroke = max(MIN_STROKE, px * STROKE) if layer.line is not None else 0.0
        pad = stroke + px * PAD
        brush = Brush(canvas, pad, pad, px - 2 * pad, layer.tones, layer.line, stroke)
        draw = MOTIFS[layer.motif]
        if layer.line is not None:
            brush.outline = True
            draw(brush)
            brush.outline = False
        draw(brush)
        img = canvas.done()
    else:
        img = glyph(layer.motif, px, layer.tones[0], layer.line,
                    layer.tones[1] if len(layer.tones) > 1 else None)
    if layer.flip:
        img = pygame.transform.flip(img, True, False)
    if layer.turn:
        img = pygame.transform.rotozoom(img, -layer.turn, 1.0)
    return img


def _sky(size: tuple[int, int], top: RGB, bottom: RGB) -> pygame.Surface:
    """A vertical gradient drawn afresh (the picture is what gets cached, not its sky)."""
    column = pygame.Surface((1, max(2, size[1])))
    n = column.get_height()
    for y in range(n):
        column.set_at((0, y), mix(top, bottom, y / (n - 1)))
    return pygame.transform.scale(column, size)


def _glow(colour: RGB, diameter: int) -> pygame.Surface:
    """A soft round light, brightest in the middle."""
    small = pygame.Surface((GLOW_RES, GLOW_RES), pygame.SRCALPHA)
    r = GLOW_RES / 2
    for k in range(int(r), 0, -1):
        alpha = round(GLOW_ALPHA * (1 - k / r) ** 1.6)
        pygame.draw.circle(small, (*colour, alpha), (r, r), k)
    return pygame.transform.smoothscale(small, (diameter, diameter))


def _painter(pid: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A card face's picture, drawn afresh: the card renderer caches the whole face, so caching the
    picture too would keep every card's art twice."""
    source = _source(pid)
    return render(source, size) if source is not None else None


def art_ref(pid: str) -> str:
    """How a CardFace names this picture (the card renderer asks this module to draw it)."""
    return f"{NAMESPACE}:{pid}" if has_picture(pid) else ""


def check(ids: set[str]) -> None:
    """Every id has a picture and every picture an id (a test and the gallery call this)."""
    have = set(pictures())
    missing, extra = sorted(ids - have), sorted(have - ids)
    if missing or extra:
        raise ContentError(ART_FILE, "pictures", f"expected one picture per card, race and class; "
                                                 f"missing {missing}, unknown {extra}")


cards.register_art(NAMESPACE, _painter)
