"""Roll Player's pieces as the toolkit draws them: seven dice colours told apart by shape, every card kind
with its frame, the alignment arrow turned its way, armour's class colours and hands on the ribbon, Charisma."""
from __future__ import annotations

import pygame
import pytest

from app.games.roll_player import pieces
from app.render import cards, dice, tokens
from app.render.glyphs import glyph
from engine.games.roll_player.content import load_content


def image(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_seven_dice_colours_each_have_a_distinct_glyph() -> None:
    assert len(pieces.DICE_COLOURS) == 7
    assert len({c.glyph for c in pieces.DICE_COLOURS.values()}) == 7


def test_colour_glyph_shapes_differ_pixelwise(screen: pygame.Surface) -> None:
    """Colour-blind players tell dice apart by shape: every pair of glyph masks differs."""
    masks = {c.id: pygame.mask.from_surface(glyph(c.glyph, 48, (0, 0, 0)), 127) for c in pieces.DICE_COLOURS.values()}
    ids = list(masks)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            overlap = masks[a].overlap_area(masks[b], (0, 0))
            union = masks[a].count() + masks[b].count() - overlap
            assert overlap / union < 0.8, (a, b)


def test_every_class_colour_of_the_rules_has_a_die_colour() -> None:
    for cls in load_content().classes.values():
        assert pieces.die_colour(cls.colour.name).body


def test_an_unknown_colour_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="green"):
        pieces.die_colour("pink")


def test_dimmed_black_and_white_dice_visibly_change(screen: pygame.Surface) -> None:
    """Dimming washes towards grey, so even a black die looks different when unavailable."""
    m = dice.margin(48)
    body = (m + 24, m + 17)  # between the pips of a 3
    for colour in ("black", "white"):
        normal = dice.d6(pieces.DICE_COLOURS[colour], 3, 48).get_at(body)
        dim = dice.d6(pieces.DICE_COLOURS[colour], 3, 48, "dimmed").get_at(body)
        assert sum(abs(a - b) for a, b in zip(normal[:3], dim[:3])) > 45


@pytest.mark.parametrize("kind", list(pieces.CARD_KINDS))
def test_every_card_kind_has_its_own_frame(kind: str, screen: pygame.Surface) -> None:
    face = pieces.card_face("Miecz", kind, 4)
    assert (face.frame, face.icon) == pieces.CARD_KINDS[kind]
    others = {image(cards.card(pieces.card_face("Miecz", k, 4), 120)) for k in pieces.CARD_KINDS if k != kind}
    assert image(cards.card(face, 120)) not in others


def test_an_unknown_kind_is_drawn_as_other() -> None:
    assert pieces.card_face("Miecz", "relic").frame == pieces.CARD_KINDS["other"][0]


def test_the_alignment_arrow_points_its_way(screen: pygame.Surface) -> None:
    shown = {arrow: image(cards.card(pieces.card_face("Miecz", "weapon", 4, 1, arrow), 150))
             for arrow in ("up", "down", "left", "right")}
    assert len(set(shown.values())) == 4
    assert pieces.card_face("Miecz", "weapon", 4, 1, None).corner == ""


def test_deck_dots_are_the_cards_pips() -> None:
    assert pieces.card_face("Miecz", "weapon", 4, dots=2).pips == 2


def test_armour_shows_its_class_colours_then_the_hands_on_the_ribbon() -> None:
    face = pieces.card_face("Zbroja", "armour", 3, marks=("white", "red"), hands=1)
    assert face.chips == (pieces.DICE_COLOURS["white"], pieces.DICE_COLOURS["red"], "hand")


def test_a_charisma_token_renders_in_every_state(screen: pygame.Surface) -> None:
    for state in tokens.STATES:
        assert pygame.mask.from_surface(pieces.charisma(40, state), 60).count() > 0
    assert image(pieces.charisma(40)) != image(tokens.coin(40))
