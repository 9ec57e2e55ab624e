"""Painting clipped to an area touches nothing outside it, and painting around a kept area touches nothing inside it."""
from __future__ import annotations

import pygame

from app.render.areas import draw_around, fill

GROUND, INK = (200, 200, 200), (10, 20, 30)


def ground() -> pygame.Surface:
    surface = pygame.Surface((100, 100))
    surface.fill(GROUND)
    return surface


def test_a_fill_of_a_rectangle_wholly_outside_the_clip_paints_nothing():
    """pygame-ce 2.5 fills such a rectangle unclipped: a pass over another area darkened a fight's veil again."""
    surface = ground()
    surface.set_clip(pygame.Rect(0, 0, 10, 10))
    fill(surface, INK, pygame.Rect(50, 50, 40, 40))
    fill(surface, (128, 128, 128), pygame.Rect(50, 50, 40, 40), pygame.BLEND_RGB_MULT)
    assert surface.get_at((60, 60))[:3] == GROUND


def test_a_fill_meeting_the_clip_paints_only_inside_it():
    surface = ground()
    surface.set_clip(pygame.Rect(0, 0, 60, 60))
    fill(surface, INK, pygame.Rect(50, 50, 40, 40))
    assert surface.get_at((55, 55))[:3] == INK and surface.get_at((65, 65))[:3] == GROUND


def test_drawing_around_a_kept_area_paints_everywhere_else_in_the_clip_and_nothing_inside_it():
    surface = ground()
    kept = pygame.Rect(30, 30, 40, 40)
    draw_around(surface, kept, lambda: surface.fill(INK))
    assert surface.get_at((35, 35))[:3] == GROUND
    assert all(surface.get_at(p)[:3] == INK for p in [(5, 5), (50, 20), (20, 50), (80, 50), (50, 80)])
    assert surface.get_clip() == surface.get_rect()


def test_drawing_around_a_kept_area_draws_once_per_part_it_can_reach_and_once_when_it_reaches_none():
    surface = ground()
    calls: list[pygame.Rect] = []
    draw_around(surface, pygame.Rect(30, 30, 40, 40), lambda: calls.append(surface.get_clip()), pygame.Rect(20, 40, 20, 5))
    assert calls == [pygame.Rect(20, 40, 10, 5)]      # a name crossing the kept area's left edge: only its left part
    calls.clear()
    draw_around(surface, pygame.Rect(30, 30, 40, 40), lambda: calls.append(surface.get_clip()), pygame.Rect(80, 80, 5, 5))
    assert calls == [surface.get_rect()]
