"""Dice: every colour, value, state and size renders; glyphs tell the colours apart; cached."""

import pygame
import pytest

from app.render import dice
from app.render.glyphs import glyph
from app.render.palette import DICE_COLOURS

SIZES = [16, 40, 64, 120]


def _opaque_pixels(surf: pygame.Surface) -> int:
    return pygame.mask.from_surface(surf, 16).count()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("colour", list(DICE_COLOURS))
def test_every_colour_and_value_renders_at_every_size(colour, size):
    for value in range(1, 7):
        surf = dice.d6(colour, value, size)
        assert surf.get_width() == size + 2 * dice.margin(size)
        assert _opaque_pixels(surf) > size * size // 2


def test_seven_roll_player_colours_each_have_a_distinct_glyph():
    glyphs = [c.glyph for c in DICE_COLOURS.values()]
    assert len(DICE_COLOURS) == 7
    assert len(set(glyphs)) == 7


def test_colour_glyph_shapes_differ_pixelwise():
    """Colour-blind players tell dice apart by shape: every pair of glyph masks differs."""
    masks = {c.id: pygame.mask.from_surface(glyph(c.glyph, 48, (0, 0, 0)), 127)
             for c in DICE_COLOURS.values()}
    ids = list(masks)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            overlap = masks[a].overlap_area(masks[b], (0, 0))
            union = masks[a].count() + masks[b].count() - overlap
            assert overlap / union < 0.8, (a, b)


@pytest.mark.parametrize("state", dice.STATES)
def test_every_state_renders(state):
    for make in (lambda: dice.d6("red", 5, 48, state),
                 lambda: dice.split_d6(("blue", "green"), 3, 48, state),
                 lambda: dice.d10(7, 48, state),
                 lambda: dice.custom_die("mountain", 48, state)):
        assert _opaque_pixels(make()) > 0


def test_states_look_different():
    normal = dice.d6("purple", 2, 48)
    for state in ("highlight", "selected", "dimmed"):
        other = dice.d6("purple", 2, 48, state)
        assert pygame.image.tobytes(other, "RGBA") != pygame.image.tobytes(normal, "RGBA")


def test_unknown_state_is_rejected():
    with pytest.raises(ValueError):
        dice.d6("red", 1, 40, "glowing")


def test_unknown_colour_names_the_known_ones():
    with pytest.raises(KeyError, match="green"):
        dice.d6("pink", 1, 40)


@pytest.mark.parametrize("value", range(1, 5))
def test_split_dice_show_values_one_to_four(value):
    assert _opaque_pixels(dice.split_d6(("red", "purple"), value, 56)) > 0


@pytest.mark.parametrize("value", [0, 1, 6, 9, 10])
def test_d10_faces_render(value):
    assert _opaque_pixels(dice.d10(value, 56)) > 0


def test_die_value_outside_pips_is_drawn_as_a_number():
    assert _opaque_pixels(dice.d6("white", 8, 56)) > 0


def test_custom_face_accepts_glyphs_and_text():
    assert _opaque_pixels(dice.custom_die("wave", 40)) > 0
    assert _opaque_pixels(dice.custom_die("+2", 40, colour="stone")) > 0


def test_rendering_is_cached():
    assert dice.d6("gold", 3, 52) is dice.d6("gold", 3, 52)


def test_blit_die_centres_the_die():
    target = pygame.Surface((200, 200), pygame.SRCALPHA)
    rect = dice.blit_die(target, dice.d6("black", 6, 60), (100, 100))
    assert rect.center == (100, 100)
    assert dice.hit_rect((100, 100), 60) == pygame.Rect(70, 70, 60, 60)
