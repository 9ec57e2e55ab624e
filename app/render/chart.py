"""A line chart of how a game went: one line per seat (or co-op track) over the rounds.

Each line has its player's colour *and* its own marker shape, so colour-blind players can follow it.
"""
from __future__ import annotations

import math
from typing import Sequence

import pygame

from . import fonts, palette

MARKERS = ("circle", "square", "triangle", "diamond", "cross", "star")
MIN_GRID_STEP = 1
GRID_LINES = 5
LINE_W = 3
MARKER_R = 5
PAD = palette.SPACE_L
PANEL_ALPHA = 255  # opaque: a busy table behind must not show through the lines


def marker(surface: pygame.Surface, shape: str, centre: tuple[float, float], r: int, colour: palette.RGB) -> None:
    """Draw one point marker (outlined in ink so it stands out on any background)."""
    x, y = centre
    if shape == "square":
        points = [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    elif shape == "triangle":
        points = [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)]
    elif shape == "diamond":
        points = [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)]
    elif shape == "cross":
        points = [(x - r, y - r / 3), (x - r / 3, y - r / 3), (x - r / 3, y - r), (x + r / 3, y - r), (x + r / 3, y - r / 3),
                  (x + r, y - r / 3), (x + r, y + r / 3), (x + r / 3, y + r / 3), (x + r / 3, y + r), (x - r / 3, y + r),
                  (x - r / 3, y + r / 3), (x - r, y + r / 3)]
    elif shape == "star":
        points = [(x + (r + 2) * (1 if k % 2 == 0 else 0.45) * math.sin(k * math.pi / 5),
                   y - (r + 2) * (1 if k % 2 == 0 else 0.45) * math.cos(k * math.pi / 5)) for k in range(10)]
    else:
        pygame.draw.circle(surface, palette.INK, (round(x), round(y)), r + 1)
        pygame.draw.circle(surface, colour, (round(x), round(y)), r)
        return
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, palette.INK, points, 1)


def _nice_step(peak: float, lines: int = GRID_LINES) -> int:
    """A round grid step so about `lines` grid lines cover `peak`."""
    raw = max(MIN_GRID_STEP, peak / lines)
    magnitude = 10 ** math.floor(math.log10(raw))
    for k in (1, 2, 5, 10):
        if k * magnitude >= raw:
            return max(MIN_GRID_STEP, int(k * magnitude))
    return int(10 * magnitude)


def x_labels(points: Sequence[str], plot: pygame.Rect, f: pygame.font.Font) -> list[tuple[str, pygame.Rect]]:
    """The x-axis labels that fit and where they go: every k-th point by its last word, the last one whole,
    none running past the last point's own space on the right."""
    n = len(points)
    every = max(1, math.ceil(n * f.size("Round 10")[0] / max(1, plot.w)))
    placed = []
    for i, label in enumerate(points):
        if i % every and i != n - 1:
            continue
        short = label.split()[-1] if i < n - 1 and label.split() else label
        x = plot.left + (plot.w * i / (n - 1) if n > 1 else plot.w / 2)
        placed.append((short, pygame.Rect((0, 0), f.size(short)).move(round(x - f.size(short)[0] / 2),
                                                                       plot.bottom + palette.SPACE_XS)))
    return placed


def line_chart(size: tuple[int, int], points: Sequence[str], series: Sequence[Sequence[float]],
               names: Sequence[str], title: str = "", text_size: int = 15,
               colours: Sequence[palette.RGB] = palette.PLAYER_COLOURS, now: float | None = None) -> pygame.Surface:
    """The chart on a dark panel: labelled axes, a grid, one marked line per series and a legend;
    `now` (a fractional point index) draws a "you are here" line, as in the replay viewer."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*palette.PANEL, PANEL_ALPHA), surf.get_rect(), border_radius=palette.RADIUS_M)
    pygame.draw.rect(surf, palette.PANEL_EDGE, surf.get_rect(), 2, border_radius=palette.RADIUS_M)
    f = fonts.font(text_size)
    line_h = f.get_linesize()
    top = PAD // 2
    x = PAD
    if title:
        img = fonts.text(title, text_size + 2, palette.CREAM, bold=True)
        surf.blit(img, (x, top))
        x += img.get_width() + palette.SPACE_L
    for k, name in enumerate(names):
        img = fonts.text(name, text_size, palette.CREAM)
        need = 2 * MARKER_R + palette.SPACE_XS + img.get_width()
        if x + need > w - PAD:
            x, top = PAD, top + line_h
        marker(surf, MARKERS[k % len(MARKERS)], (x + MARKER_R, top + line_h // 2), MARKER_R, colours[k % len(colours)])
        surf.blit(img, (x + 2 * MARKER_R + palette.SPACE_XS, top))
        x += need + palette.SPACE_L
    top += line_h + palette.SPACE_S
    peak = max((v for s in series for v in s), default=0.0)
    plot_h = h - top - PAD // 2 - line_h - palette.SPACE_XS
    lines = max(1, min(GRID_LINES, plot_h // (2 * line_h)))
    step = _nice_step(peak, lines)
    top_value = max(step, math.ceil(peak / step) * step)
    label_w = f.size(str(int(top_value)))[0] + palette.SPACE_S
    overhang = max(0, f.size(points[-1])[0] // 2 - PAD // 2) if points else 0
    plot = pygame.Rect(PAD + label_w, top + line_h // 2, w - 2 * PAD - label_w - overhang, plot_h - line_h // 2)
    if plot.w <= 0 or plot.h <= 0 or not points:
        return surf
    for value in range(0, int(top_value) + 1, step):
        y = plot.bottom - plot.h * value / top_value
        pygame.draw.line(surf, palette.PANEL_LIGHT, (plot.left, y), (plot.right, y), 1)
        img = fonts.text(str(value), text_size, palette.CREAM)
        surf.blit(img, img.get_rect(midright=(plot.left - palette.SPACE_XS, y)))
    pygame.draw.line(surf, palette.PARCHMENT_EDGE, plot.bottomleft, plot.bottomright, 2)
    pygame.draw.line(surf, palette.PARCHMENT_EDGE, plot.bottomleft, plot.topleft, 2)
    n = len(points)

    def x_of(i: int) -> float:
        return plot.left + (plot.w * i / (n - 1) if n > 1 else plot.w / 2)

    for text, at in x_labels(points, plot, f):
        surf.blit(fonts.text(text, text_size, palette.CREAM), at)
    if now is not None and n > 1:
        x_now = plot.left + plot.w * min(max(now, 0.0), n - 1) / (n - 1)
        pygame.draw.line(surf, palette.HIGHLIGHT, (x_now, plot.top), (x_now, plot.bottom), 2)
    for k, values in enumerate(series):
        colour = colours[k % len(colours)]
        coords = [(x_of(i), plot.bottom - plot.h * v / top_value) for i, v in enumerate(values)]
        if len(coords) > 1:
            pygame.draw.lines(surf, colour, False, coords, LINE_W)
        for c in coords:
            marker(surf, MARKERS[k % len(MARKERS)], c, MARKER_R, colour)
    return surf
