"""Drawing a hex map through a camera: cached tile surfaces per on-screen size, culling.

The map games give a dict {Hex: TileLook}; each frame `draw_hex_map` blits one cached tile
per visible hex. Tiles are rendered once per (look, pixel radius, orientation), so zooming
renders a few new sizes and then only blits (no per-frame scaling).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

import pygame

from app.render.cache import new_cache
from app.render.camera import Camera
from app.render.draw import Canvas, dimmed
from app.render.glyphs import glyph
from app.render.hexgrid import FLAT, Hex, Layout
from app.render.palette import HIGHLIGHT, RGB, SELECT, darken, lighten, mix

STATES = ("normal", "highlight", "selected", "dimmed", "fog")
FOG = (52, 58, 66)
SEAM = 1  # tiles are drawn this many pixels larger so neighbours overlap without gaps

_CACHE = new_cache(2048, max_mb=24)


@dataclass(frozen=True)
class TileLook:
    """How one space looks: ground colour, an optional glyph, and a state."""

    fill: RGB
    symbol: str = ""
    state: str = "normal"


def hex_tile(look: TileLook, radius: int, flat: bool = False) -> pygame.Surface:
    """A cached tile of centre-to-corner `radius` pixels (surface centred on the hex)."""
    if look.state not in STATES:
        raise ValueError(f"unknown tile state {look.state!r}; one of {STATES}")
    key = (look, radius, flat)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    r = radius + SEAM
    pad = max(3, radius // 5)
    size = 2 * (r + pad)
    layout = (Layout.flat if flat else Layout.pointy)(float(r), (size / 2, size / 2))
    corners = layout.corners(Hex(0, 0))
    inner = Layout(layout.orientation, (r * 0.86, r * 0.86), (size / 2, size / 2)).corners(Hex(0, 0))
    fill = FOG if look.state == "fog" else look.fill
    c = Canvas(size, size, darken(fill, 0.5))
    c.poly(corners, darken(fill, 0.35))
    c.poly(inner, fill)
    c.poly(inner, lighten(fill, 0.15), width=max(0.5, radius * 0.03))
    out = c.done()
    if look.symbol and look.state != "fog" and radius >= 8:
        g = glyph(look.symbol, round(radius * 0.9), mix(fill, (255, 255, 255), 0.55))
        out.blit(g, g.get_rect(center=(size / 2, size / 2)))
    if look.state == "dimmed":
        out = dimmed(out)
    if look.state in ("highlight", "selected"):
        ring = pygame.Surface((size, size), pygame.SRCALPHA)
        colour = HIGHLIGHT if look.state == "highlight" else SELECT
        pygame.draw.polygon(ring, colour, inner, max(2, radius // 8))
        out.blit(pygame.transform.gaussian_blur(ring, max(1, radius // 10)), (0, 0))
        pygame.draw.polygon(out, colour, inner, max(1, radius // 14))
    return _CACHE.put(key, out)


def screen_radius(layout: Layout, camera: Camera) -> int:
    """The tile radius in pixels at the camera's zoom (rounded, so zoom steps reuse tiles)."""
    return max(2, round(layout.size[0] * camera.zoom))


def draw_hex_map(target: pygame.Surface, camera: Camera, layout: Layout,
                 tiles: Mapping[Hex, TileLook]) -> int:
    """Blit every visible tile; returns how many were drawn (the rest were culled)."""
    radius = screen_radius(layout, camera)
    flat = layout.orientation is FLAT
    vx, vy, vw, vh = camera.viewport
    reach = radius * 2
    drawn = 0
    clip = target.get_clip()
    target.set_clip(pygame.Rect(camera.viewport))
    for h, look in tiles.items():
        wx, wy = layout.hex_to_pixel(h)
        sx, sy = camera.world_to_screen(wx, wy)
        if sx < vx - reach or sx > vx + vw + reach or sy < vy - reach or sy > vy + vh + reach:
            continue
        surf = hex_tile(look, radius, flat)
        target.blit(surf, surf.get_rect(center=(round(sx), round(sy))))
        drawn += 1
    target.set_clip(clip)
    return drawn


def hex_at(layout: Layout, camera: Camera, mouse: tuple[float, float]) -> Hex:
    """The hex under a screen point (mouse → world → hex)."""
    return layout.pixel_to_hex(*camera.screen_to_world(*mouse))
