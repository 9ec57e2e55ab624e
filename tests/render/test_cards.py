"""Cards: faces, backs, exhausted rotation, states, text fitting and the zoom view."""

import pygame
import pytest

from app.render import cards
from app.render.cards import CardFace
from app.render.palette import DieColour

FRAMES = [(79, 122, 58), (47, 95, 147), (143, 47, 40), (93, 95, 102)]
SAGE = DieColour("sage", (120, 150, 110), (250, 250, 240), (60, 80, 50), "leaf", "sage", "szałwia")
CLAY = DieColour("clay", (190, 100, 70), (250, 240, 230), (110, 50, 30), "flame", "clay", "glina")

LONG = ("Przejrzyj 3 kości z worka i zamień jedną z nich z kością na swojej karcie "
        "Inicjatywy. Następnie przesuń znacznik Charakteru o jedno pole w dowolnym kierunku.")


def face(**kw) -> CardFace:
    base = dict(name="Miecz półtoraręczny", frame=FRAMES[2], icon="sword", cost=4, pips=1, corner="arrow",
                corner_turn=90, text="Po zakończeniu tworzenia postaci: +1 do jednej kości Siły.",
                flavour="Ciężki, ale pewny w dłoni.", subtitle="Broń", chips=("hand", "hand"))
    base.update(kw)
    return CardFace(**base)


@pytest.mark.parametrize("width", [60, 120, 180, 400])
@pytest.mark.parametrize("frame", FRAMES)
def test_every_frame_renders_at_every_width(frame, width):
    surf = cards.card(face(frame=frame), width)
    w, h = cards.card_size(width)
    m = cards.margin(width)
    assert surf.get_size() == (w + 2 * m, h + 2 * m)


def test_frames_of_other_colours_look_different():
    a = pygame.image.tobytes(cards.card(face(frame=FRAMES[0]), 150), "RGBA")
    b = pygame.image.tobytes(cards.card(face(frame=FRAMES[1]), 150), "RGBA")
    assert a != b


@pytest.mark.parametrize("corner", ["", "arrow", "star"])
def test_a_corner_badge_or_none_renders(corner):
    assert cards.card(face(corner=corner), 150).get_width() > 150


def test_a_turned_corner_glyph_points_another_way():
    up = pygame.image.tobytes(cards.card(face(corner_turn=0), 150), "RGBA")
    down = pygame.image.tobytes(cards.card(face(corner_turn=180), 150), "RGBA")
    assert up != down


def test_pips_are_printed_beside_the_cost():
    one = pygame.image.tobytes(cards.card(face(pips=1), 150), "RGBA")
    two = pygame.image.tobytes(cards.card(face(pips=2), 150), "RGBA")
    assert one != two


def test_exhausted_card_is_rotated_ninety_degrees():
    upright = cards.card(face(), 150)
    turned = cards.card(face(), 150, exhausted=True)
    assert turned.get_size() == (upright.get_height(), upright.get_width())
    r = cards.hit_rect((100, 100), 150, exhausted=True)
    assert r.w > r.h


@pytest.mark.parametrize("state", cards.STATES)
def test_every_state_renders(state):
    assert cards.card(face(), 140, state).get_width() > 140
    assert cards.card_back(140, state).get_width() > 140


def test_unknown_state_is_rejected():
    with pytest.raises(ValueError):
        cards.card(face(), 140, "sparkly")


def test_long_text_and_names_never_fail():
    surf = cards.card(face(name="Niezwykle długa nazwa karty, która się nie mieści", text=LONG * 3,
                           flavour=LONG), 90)
    assert surf.get_width() > 90


def test_card_without_cost_text_or_corner_renders():
    assert cards.card(CardFace("Karta"), 100).get_width() > 100


def test_ribbon_chips_take_the_die_colours_given():
    sage = pygame.image.tobytes(cards.card(face(chips=(SAGE, "hand")), 160), "RGBA")
    clay = pygame.image.tobytes(cards.card(face(chips=(CLAY, "hand")), 160), "RGBA")
    assert sage != clay


def test_face_down_back_with_pips_and_label():
    a = cards.card_back(150, pips=1, label="Stolik")
    b = cards.card_back(150, pips=2, label="Stolik")
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")


def test_big_card_takes_most_of_the_screen_height():
    big = cards.big_card(face(), 1080)
    assert big.get_height() >= 0.6 * 1080


def test_draw_zoom_centres_the_big_card():
    screen = pygame.Surface((1280, 720))
    rect = cards.draw_zoom(screen, face())
    assert rect.center == (640, 360)
    assert cards.draw_zoom(screen, None).center == (640, 360)


def test_cards_are_cached():
    assert cards.card(face(), 133) is cards.card(face(), 133)


def test_a_face_with_a_registered_picture_shows_it_in_the_art_window():
    seen = []

    def painter(pid, size):
        seen.append((pid, size))
        surf = pygame.Surface(size)
        surf.fill((0, 200, 0))
        return surf

    cards.register_art("test-art", painter)
    card = cards.card(face(art="test-art:p1"), 100)
    m = cards.margin(100)
    assert seen and seen[0][0] == "p1"
    assert card.get_at((m + 50, m + 44))[:3] == (0, 200, 0)
    plain = cards.card(face(art="nobody:p1"), 100)
    assert plain.get_at((m + 50, m + 44))[:3] != (0, 200, 0), "an unknown painter falls back to the type emblem"
