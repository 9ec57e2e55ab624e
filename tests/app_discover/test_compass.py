"""The compass on the map (issue 24 item 1, spec §20.1 PD-COMPASS): every die face sends a monster one way, and
the arrows point the way the map's own hexes lie."""
from __future__ import annotations

import math

import pygame

from app.games.discover.compass import angle, draw_compass, faces_by_direction
from engine.games.discover.content import DIRECTIONS, content


def test_every_face_of_the_die_is_written_beside_exactly_one_direction() -> None:
    faces = [f for fs in faces_by_direction().values() for f in fs]
    assert sorted(faces) == list(range(1, content().rules.dice_sides + 1))
    assert faces_by_direction()["N"] == [12, 1], "the clock face wraps at the top: 12 before 1"


def test_north_points_up_and_each_arrow_points_to_its_neighbouring_space() -> None:
    assert math.isclose(angle("N"), -math.pi / 2) and math.isclose(angle("S"), math.pi / 2)
    clockwise = [math.degrees(angle(d)) % 360 for d in DIRECTIONS]   # N, NE, SE, S, SW, NW
    assert [round((b - a) % 360) for a, b in zip(clockwise, clockwise[1:])] == [60] * 5


def test_the_compass_lies_in_the_maps_corner() -> None:
    surface = pygame.Surface((1280, 720))
    area = pygame.Rect(0, 0, 940, 720)
    assert area.contains(draw_compass(surface, area, 110))
