"""Roll Player's own pieces in the toolkit's terms: the seven dice colours, the Market card kinds,
the Charisma token and what its cards print beyond the shared frame (deck dots, alignment arrow,
hands, the class colours an armour set favours).

The render toolkit draws dice, cards and tokens in whatever colours and marks a game gives it; these
are the ones this game gives.
"""
from __future__ import annotations

import pygame

from app.render import tokens
from app.render.cards import CardFace
from app.render.palette import RGB, DieColour, hex_rgb

DICE_COLOURS: dict[str, DieColour] = {c.id: c for c in (
    DieColour("green", hex_rgb("#3e9b4f"), hex_rgb("#f5f1e4"), hex_rgb("#23602f"), "leaf",
              "green", "zielony"),
    DieColour("blue", hex_rgb("#2f6fc0"), hex_rgb("#f5f1e4"), hex_rgb("#1b4580"), "drop",
              "blue", "niebieski"),
    DieColour("red", hex_rgb("#c83a32"), hex_rgb("#f8efe2"), hex_rgb("#7f1f1a"), "flame",
              "red", "czerwony"),
    DieColour("purple", hex_rgb("#7e4aa8"), hex_rgb("#f5f1e4"), hex_rgb("#4d2a6b"), "crown",
              "purple", "fioletowy"),
    DieColour("black", hex_rgb("#2c2c30"), hex_rgb("#eeeae0"), hex_rgb("#0e0e10"), "skull",
              "black", "czarny"),
    DieColour("white", hex_rgb("#ecebe4"), hex_rgb("#2a2a2e"), hex_rgb("#a9a79c"), "star",
              "white", "biały"),
    DieColour("gold", hex_rgb("#e0b13c"), hex_rgb("#4a3208"), hex_rgb("#9a7318"), "coin",
              "gold", "złoty"),
)}

# Market card kinds: frame colour and emblem glyph.
CARD_KINDS: dict[str, tuple[RGB, str]] = {
    "trait": (hex_rgb("#4f7a3a"), "heart"),
    "skill": (hex_rgb("#2f5f93"), "bolt"),
    "weapon": (hex_rgb("#8f2f28"), "sword"),
    "armour": (hex_rgb("#5d5f66"), "shield"),
    "scroll": (hex_rgb("#8a5a1c"), "scroll"),
    "other": (hex_rgb("#6b5a45"), "star"),
}

ARROW_TURN = {"up": 0, "left": 90, "down": 180, "right": 270}  # the arrow glyph points up unturned
CHARISMA = hex_rgb("#b0407a")


def die_colour(name: str) -> DieColour:
    """A die colour by the engine's name (GREEN) or its id (green); an unknown one names the known."""
    found = DICE_COLOURS.get(name.lower())
    if found is None:
        raise KeyError(f"unknown Roll Player die colour {name!r}; known: {sorted(DICE_COLOURS)}")
    return found


def card_face(name: str, kind: str, cost: int | None = None, dots: int = 0, arrow: str | None = None,
              text: str = "", flavour: str = "", subtitle: str = "", hands: int = 0,
              marks: tuple[str, ...] = (), art: str = "") -> CardFace:
    """A Market card as the toolkit's face: its kind's frame, the dots as pips, the arrow on the corner
    badge, and the favoured colours then the hands on the ribbon (hands rightmost)."""
    frame, icon = CARD_KINDS.get(kind, CARD_KINDS["other"])
    chips = tuple(die_colour(m) for m in marks) + ("hand",) * hands
    return CardFace(name, frame=frame, icon=icon, cost=cost, text=text, flavour=flavour, subtitle=subtitle,
                    pips=dots, corner="arrow" if arrow else "", corner_turn=ARROW_TURN[arrow] if arrow else 0,
                    chips=chips, art=art)


def charisma(size: int, state: str = "normal") -> pygame.Surface:
    """A Charisma token: a rose-purple disc with a sparkle."""
    return tokens.icon_token("sparkle", size, CHARISMA, state)
