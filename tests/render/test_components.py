"""Tokens, glyphs, table and tooltip placement render and behave; caches stay bounded."""

import pygame
import pytest

from app.render import glyphs, table, tokens, tooltip


@pytest.mark.parametrize("name", glyphs.glyph_names())
@pytest.mark.parametrize("size", [12, 32, 96])
def test_every_glyph_renders_with_and_without_outline(name, size):
    plain = glyphs.glyph(name, size, (200, 50, 50))
    outlined = glyphs.glyph(name, size, (200, 50, 50), outline=(0, 0, 0))
    assert plain.get_size() == (size, size)
    assert pygame.mask.from_surface(plain, 60).count() > 0
    assert pygame.mask.from_surface(outlined, 60).count() >= pygame.mask.from_surface(plain, 60).count()


def test_glyph_rotation_turns_the_arrow():
    up = pygame.mask.from_surface(glyphs.glyph("arrow", 40, (0, 0, 0)), 127)
    down = pygame.mask.from_surface(glyphs.glyph("arrow", 40, (0, 0, 0), rotation=180), 127)
    assert up.count() == pytest.approx(down.count(), rel=0.05)
    assert up.overlap_area(down, (0, 0)) < 0.8 * up.count()


def test_unknown_glyph_names_the_known_ones():
    with pytest.raises(KeyError, match="leaf"):
        glyphs.glyph("unicorn", 20, (0, 0, 0))


def test_games_can_register_their_own_glyph():
    @glyphs.register_glyph("test_square")
    def _square(p: glyphs.Pen) -> None:
        p.rrect(0.1, 0.1, 0.8, 0.8)
    assert pygame.mask.from_surface(glyphs.glyph("test_square", 20, (9, 9, 9)), 127).count() > 200


@pytest.mark.parametrize("size", [16, 36, 72])
def test_tokens_render_at_several_sizes(size):
    for surf in (tokens.coin(size), tokens.coin(size, 12),
                 tokens.marker((200, 40, 40), size), tokens.marker((236, 235, 228), size, glyph_name="star"),
                 tokens.first_player(size), tokens.icon_token("skull", size, (90, 90, 100)),
                 tokens.counter(7, size), tokens.counter("123", size, icon="coin"),
                 tokens.stars(3, size), tokens.stars(2, size, negative=True)):
        assert pygame.mask.from_surface(surf, 60).count() > 0


@pytest.mark.parametrize("state", tokens.STATES)
def test_token_states_render(state):
    assert tokens.coin(40, 2, state).get_width() > 40


def test_wide_counter_becomes_a_pill():
    assert tokens.counter(12345, 30).get_width() > tokens.counter(1, 30).get_width()


def test_round_token_hit_test():
    assert tokens.hit_circle((50, 50), 40, 65, 50)
    assert not tokens.hit_circle((50, 50), 40, 70, 70)


def test_table_is_opaque_and_cached():
    surf = table.table((640, 360))
    assert surf.get_size() == (640, 360)
    assert not surf.get_flags() & pygame.SRCALPHA
    assert table.table((640, 360)) is surf
    assert table.table((320, 200), (0, 0, 0, 0)).get_size() == (320, 200)


def test_tooltip_box_stays_on_screen():
    screen = (800, 600)
    for mouse in [(0, 0), (799, 599), (790, 10), (10, 590), (400, 300)]:
        x, y = tooltip.place((300, 120), mouse, screen)
        assert 0 <= x and x + 300 <= 800 and 0 <= y and y + 120 <= 600


def test_tooltip_prefers_below_right_of_the_cursor():
    x, y = tooltip.place((100, 50), (100, 100), (800, 600))
    assert x > 100 and y > 100


def test_tooltip_appears_after_the_hover_delay_and_resets_on_change():
    tip = tooltip.Tooltip(delay=0.5)
    screen = pygame.Surface((400, 300))
    tip.hover("Złoto: 5", "Skarbiec")
    tip.update(0.3)
    assert tip.draw(screen, (10, 10)) is None
    tip.update(0.3)
    assert tip.draw(screen, (10, 10)) is not None
    tip.hover("Charyzma: 1")
    assert not tip.visible


def test_tooltip_box_wraps_to_max_width():
    box = tooltip.render_box("słowo " * 80, "Tytuł", max_width=240)
    assert box.get_width() <= 240 + 20
    assert box.get_height() > 100


def test_surface_cache_evicts_by_bytes_as_well_as_count():
    from app.render.cache import SurfaceCache
    c = SurfaceCache(capacity=100, max_bytes=3 * 100 * 100 * 4)
    for i in range(5):
        c.put(i, pygame.Surface((100, 100), pygame.SRCALPHA))
    assert len(c) == 3 and 0 not in c and 4 in c
    assert c.bytes <= c.max_bytes


def test_surface_cache_keeps_one_oversized_surface():
    from app.render.cache import SurfaceCache
    c = SurfaceCache(capacity=10, max_bytes=10)
    c.put("big", pygame.Surface((50, 50)))
    assert "big" in c


@pytest.mark.parametrize("size, radius, blur", [((340, 90), 8, 6), ((900, 31), 6, 6), ((61, 200), 10, 8), ((44, 44), 22, 6),
                                                ((120, 40), 4, 0)])
def test_a_shadow_is_the_whole_box_blurred_pixel_for_pixel_though_only_a_small_box_is(monkeypatch, size, radius, blur):
    from app.render import draw

    w, h = size[0] + 2 * blur, size[1] + 2 * blur
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, (0, 0, 0, 120), (blur, blur, *size), border_radius=radius)
    whole = pygame.transform.gaussian_blur(box, max(1, blur // 2)) if blur else box
    blurred: list[tuple[int, int]] = []
    gaussian_blur = pygame.transform.gaussian_blur
    monkeypatch.setattr(pygame.transform, "gaussian_blur",
                        lambda surface, *args: blurred.append(surface.get_size()) or gaussian_blur(surface, *args))
    made = draw.shadow(size, radius, blur, 120)
    assert pygame.image.tobytes(made, "RGBA") == pygame.image.tobytes(whole, "RGBA")
    reach = 2 * (radius + max(1, blur // 2) + 1) + 1 + 2 * blur
    assert all(bw <= reach and bh <= reach for bw, bh in blurred), "only a box as small as its corners is blurred"
