"""The visual style in one place: colours, spacing, radii, plain die bodies and seat colours.

Every renderer reads its colours from here so the table, cards, dice, tokens, widgets and
the pygame-gui theme (art/theme.json uses the same hex values) look like one game.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


def hex_rgb(code: str) -> RGB:
    """'#rrggbb' → (r, g, b)."""
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Linear blend from a (t=0) to b (t=1)."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def lighten(c: RGB, t: float) -> RGB:
    return mix(c, (255, 255, 255), t)


def darken(c: RGB, t: float) -> RGB:
    return mix(c, (0, 0, 0), t)


def luminance(c: RGB) -> float:
    """Perceived brightness 0..1, used to pick readable ink on a coloured ground."""
    return (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]) / 255.0


# --- the table --------------------------------------------------------------------------
WOOD_DARK = hex_rgb("#3b2417")
WOOD = hex_rgb("#5a3822")
WOOD_LIGHT = hex_rgb("#7a4f31")
FELT = hex_rgb("#1f4a3a")
FELT_DARK = hex_rgb("#173a2d")
FELT_LIGHT = hex_rgb("#2a5d4a")

# --- ink, paper and metal ---------------------------------------------------------------
INK = hex_rgb("#2a1d14")           # text on paper, outlines
INK_SOFT = hex_rgb("#5b4633")      # secondary text on paper
PAPER = hex_rgb("#f1e6cc")         # card face
PAPER_DARK = hex_rgb("#dccaa3")    # card text box, panel insets
PARCHMENT_EDGE = hex_rgb("#b89c6c")
GOLD = hex_rgb("#d9a931")
GOLD_LIGHT = hex_rgb("#f4d67a")
GOLD_DARK = hex_rgb("#8a6314")
BRASS = hex_rgb("#c09040")
SILVER = hex_rgb("#c9ccd1")
CREAM = hex_rgb("#f7efdc")         # text on dark panels
SHADOW = (0, 0, 0)

# --- UI states ----------------------------------------------------------------------------
HIGHLIGHT = hex_rgb("#ffd75e")     # legal target under the mouse / suggested
SELECT = hex_rgb("#5fd3ff")        # chosen item
HINT = hex_rgb("#ff5fcf")          # the hinted move's ring: a pink unlike any highlight, selection or seat colour
DANGER = hex_rgb("#d8453b")        # illegal click, error
SUCCESS = hex_rgb("#62c370")
PANEL = hex_rgb("#2b2320")         # dark panel body (widgets, tooltips)
PANEL_EDGE = hex_rgb("#8c6a3f")
PANEL_LIGHT = hex_rgb("#3d322c")

# --- spacing and shapes (pixels at 1080p) ------------------------------------------------
SPACE_XS = 4
SPACE_S = 8
SPACE_M = 12
SPACE_L = 20
RADIUS_S = 4
RADIUS_M = 8
RADIUS_L = 14
SHADOW_OFFSET = (3, 4)
SHADOW_ALPHA = 90
CARD_RATIO = 1.4                   # height / width of a market card (63 x 88 mm)

# --- font sizes --------------------------------------------------------------------------
TEXT_S = 13
TEXT_M = 16
TEXT_L = 20
TEXT_XL = 28
TEXT_TITLE = 44


@dataclass(frozen=True)
class DieColour:
    """One dice colour: body, pip ink, edge shade and the glyph that names it by shape."""

    id: str
    body: RGB
    pip: RGB
    edge: RGB
    glyph: str
    name_en: str
    name_pl: str


# Plain die bodies (d10s, custom faces) for a game that gives no colour of its own; no colour-blind glyph.
NEUTRAL_DIE = DieColour("ivory", hex_rgb("#efe6d2"), INK, hex_rgb("#b5a887"), "", "ivory",
                        "kość słoniowa")
STONE_DIE = DieColour("stone", hex_rgb("#8d8a84"), CREAM, hex_rgb("#55524d"), "", "stone",
                      "kamień")

# Seat colours for markers, chart lines and players' pieces.
PLAYER_COLOURS: tuple[RGB, ...] = tuple(hex_rgb(c) for c in (
    "#c83a32", "#2f6fc0", "#3e9b4f", "#7e4aa8", "#ecebe4", "#2c2c30"))
