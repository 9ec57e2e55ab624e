"""Dice: any colour a game gives renders at every value, state and size, with its glyph; cached."""

import pygame
import pytest

from app.render import dice
from app.render.palette import NEUTRAL_DIE, STONE_DIE, DieColour

SIZES = [16, 40, 64, 120]
RED = DieColour("red", (200, 58, 50), (248, 239, 226), (127, 31, 26), "flame", "red", "czerwony")
BLUE = DieColour("blue", (47, 111, 192), (245, 241, 228), (27, 69, 128), "drop", "blue", "niebieski")
WHITE = DieColour("white", (236, 235, 228), (42, 42, 46), (169, 167, 156), "star", "white", "biały")
COLOURS = [RED, BLUE, WHITE, NEUTRAL_DIE, STONE_DIE]


def _opaque_pixels(surf: pygame.Surface) -> int:
    return pygame.mask.from_surface(surf, 16).count()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("colour", COLOURS, ids=lambda c: c.id)
def test_every_colour_and_value_renders_at_every_size(colour, size):
    for value in range(1, 7):
        surf = dice.d6(colour, value, size)
        assert surf.get_width() == size + 2 * dice.margin(size)
        assert _opaque_pixels(surf) > size * size // 2


def test_a_colour_glyph_is_printed_on_the_die():
    """Colour-blind players tell dice apart by the glyph their game gives each colour."""
    plain = DieColour("plain", RED.body, RED.pip, RED.edge, "", "plain", "zwykły")
    assert pygame.image.tobytes(dice.d6(RED, 2, 48), "RGBA") != pygame.image.tobytes(dice.d6(plain, 2, 48), "RGBA")


@pytest.mark.parametrize("state", dice.STATES)
def test_every_state_renders(state):
    for make in (lambda: dice.d6(RED, 5, 48, state),
                 lambda: dice.split_d6((BLUE, WHITE), 3, 48, state),
                 lambda: dice.d10(7, 48, state),
                 lambda: dice.custom_die("mountain", 48, state)):
        assert _opaque_pixels(make()) > 0


def test_states_look_different():
    normal = dice.d6(BLUE, 2, 48)
    for state in ("highlight", "selected", "dimmed"):
        other = dice.d6(BLUE, 2, 48, state)
        assert pygame.image.tobytes(other, "RGBA") != pygame.image.tobytes(normal, "RGBA")


def test_unknown_state_is_rejected():
    with pytest.raises(ValueError):
        dice.d6(RED, 1, 40, "glowing")


@pytest.mark.parametrize("value", range(1, 5))
def test_split_dice_show_values_one_to_four(value):
    assert _opaque_pixels(dice.split_d6((RED, BLUE), value, 56)) > 0


@pytest.mark.parametrize("value", [0, 1, 6, 9, 10])
def test_d10_faces_render(value):
    assert _opaque_pixels(dice.d10(value, 56)) > 0


def test_die_value_outside_pips_is_drawn_as_a_number():
    assert _opaque_pixels(dice.d6(WHITE, 8, 56)) > 0


def test_custom_face_accepts_glyphs_and_text():
    assert _opaque_pixels(dice.custom_die("wave", 40)) > 0
    assert _opaque_pixels(dice.custom_die("+2", 40, colour=STONE_DIE)) > 0


def test_rendering_is_cached():
    assert dice.d6(WHITE, 3, 52) is dice.d6(WHITE, 3, 52)


def test_blit_die_centres_the_die():
    target = pygame.Surface((200, 200), pygame.SRCALPHA)
    rect = dice.blit_die(target, dice.d6(BLUE, 6, 60), (100, 100))
    assert rect.center == (100, 100)
    assert dice.hit_rect((100, 100), 60) == pygame.Rect(70, 70, 60, 60)
