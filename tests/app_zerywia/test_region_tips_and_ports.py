"""Hovering a region and the ports on the map (issue 26, items 2 and 3), in the real table scene: the mouse on a lit
region shows what the region is, what lies there and, for each move into it, the whole price of going there as
§6.3, §6.5 and §12.2 state it (leaving Taint or a Rift, the fight a Threat or Horde puts instead of a card when it is
explored and not when it is sailed to, the Nica die and the Defiled enemies of Taint and Rifts; Dalbor leaves Taint for
nothing); every port has an anchor on its own coast joined to one sea lane round the land, clear of every name."""
from __future__ import annotations

import math
from typing import Any, Iterator

import pygame
import pytest

from app.games.zerywia.kirs import kir_map
from app.games.zerywia.table import LANE_BODY, LANE_OUT, LANE_RGB
from engine.games.zerywia.content import content
from tests.app_zerywia.test_challenge_overlay import open_at
from tests.zerywia.helpers import set_up

SIZES = ((1280, 720), (1920, 1080))
# Weda in Nuro-town under Taint (no Flaw yet); a Horde in the Mouth of the Wodnica next door; a Rift and a Threat in
# Wędy Haven across the sea.
POSITION = {"heroes": [{"region": "NUR10"}],
            "regions": {"NUR10": {"taint": "taint"}, "NUR07": {"threat": "horde"},
                        "LEG09": {"taint": "rift", "threat": "threat"}}}


def open_table(hero: str, size: tuple[int, int], lang: str) -> Any:
    return open_at(set_up([hero], position=POSITION), size, lang)


@pytest.fixture
def closing() -> Iterator[None]:
    yield
    pygame.quit()


def hover_region(app: Any, scene: Any, rid: str) -> str:
    """Move the mouse onto the lit region where the picture shows it; the tooltip the window then draws."""
    spot = next(d["center"] for d in scene.host.dump() if d["key"] == str(("region", rid)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(spot), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    tip = scene.host.tooltip()
    box = scene.host.tip_rect
    assert box is not None and pygame.display.get_surface().get_rect().contains(box), "the tip lies in the window"
    return str(tip)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_exploring_next_door_costs_leaving_the_taint_and_a_fight_with_the_horde_instead_of_a_card(
        size: tuple[int, int], closing: None) -> None:
    app, scene = open_table("weda", size, "en")
    lines = hover_region(app, scene, "NUR07").split("\n")
    assert lines[0].startswith("Explore Mouth of the Wodnica — "), "the move first, as the action bar words it"
    assert "Mouth of the Wodnica — Settlements, Port" in lines
    assert "Here: Horde" in lines
    assert ("Explore Mouth of the Wodnica — costs: leaving the Taint of Nuro-town: a Flaw; a fight with a Horde (+1 "
            "Reinforce per hero)") in lines
    assert "Sail to Mouth of the Wodnica — costs: leaving the Taint of Nuro-town: a Flaw" in lines, \
        "no fight when sailing in (§6.5)"


def test_sailing_to_a_rift_costs_the_leaving_and_warns_of_its_nica_die_and_defiled_enemies_but_no_fight(
        closing: None) -> None:
    app, scene = open_table("weda", (1280, 720), "en")
    lines = hover_region(app, scene, "LEG09").split("\n")
    assert "Here: Rift, Threat" in lines
    assert ("Sail to Wędy Haven — costs: leaving the Taint of Nuro-town: a Flaw; +1 Nica die on every roll here; every Enemy "
            "here is Defiled") in lines
    assert any(line.startswith("Ships sail from here to ") and "Nuro-town" in line for line in lines)


def test_dalbor_leaves_taint_for_nothing_and_exploring_where_he_stands_moves_no_one(closing: None) -> None:
    app, scene = open_table("dalbor", (1280, 720), "en")
    lines = hover_region(app, scene, "NUR07").split("\n")
    assert "Explore Mouth of the Wodnica — costs: a fight with a Horde (+1 Reinforce per hero)" in lines
    lines = hover_region(app, scene, "NUR10").split("\n")
    assert "Heroes here: Dalbor" in lines and "Here: Taint" in lines
    assert "Explore Nuro-town, where the hero stands (no move) — costs: +1 Nica die on every roll here" in lines


def test_the_tip_reads_in_polish(closing: None) -> None:
    app, scene = open_table("weda", (1280, 720), "pl")
    lines = hover_region(app, scene, "NUR07").split("\n")
    assert "Tutaj: Horda" in lines
    assert any(line.startswith("Eksploruj: Ujście Wodnicy — koszt: opuszczenie Kadzi w ") for line in lines), lines


def lane_blue(rgb: tuple[int, ...]) -> bool:
    """A pixel of the lane: its deep body, its pale dashes or a blend of the two (never the dark sea round it)."""
    low = min(c for c in (LANE_BODY[2] - LANE_BODY[0], LANE_RGB[2] - LANE_RGB[0]))
    return rgb[2] - rgb[0] >= low - 15 and rgb[2] >= min(LANE_BODY[2], LANE_RGB[2]) - 20


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_port_has_an_anchor_on_its_own_coast_on_the_sea_lane_clear_of_every_name(
        size: tuple[int, int], closing: None) -> None:
    app, scene = open_table("weda", size, "en")
    scene.host.fit()
    app.frame(1 / 60)
    table, camera = scene.table, scene.host.camera
    picture = pygame.display.get_surface().copy()
    spots = table.port_spots()
    assert sorted(rid for rid, _, _ in spots) == sorted(content().board.ports())
    names = [r for _, _, r in table.layer.labels(camera)]
    centre = kir_map().centre
    for rid, anchor, lane in spots:
        assert table.map_area().collidepoint(anchor)
        near = [picture.get_at((anchor[0] + dx, anchor[1] + dy))[:3] for dx in range(-6, 7) for dy in range(-6, 7)]
        assert sum(max(abs(a - b) for a, b in zip(c, LANE_BODY)) < 30 for c in near) > len(near) // 4, rid
        # a step inland from the anchor is the port's own region
        wx, wy = camera.screen_to_world(*anchor)
        inland = (wx + (centre[0] - wx) * 0.05, wy + (centre[1] - wy) * 0.05)
        hit = kir_map().regions.hit(*inland)
        assert hit is not None and hit.id == rid
        side = max(20, round(84 * camera.zoom))
        box = pygame.Rect(0, 0, side, side)
        box.center = anchor
        assert not any(box.colliderect(n) for n in names), rid
    # the sea lane: a dashed ring just off the coast, drawn round the whole land
    cx, cy = camera.world_to_screen(*centre)
    assert table.lane_out() >= LANE_OUT
    radius = (kir_map().radius + table.lane_out()) * camera.zoom
    samples = [(round(cx + radius * math.cos(k * math.tau / 360)), round(cy + radius * math.sin(k * math.tau / 360)))
               for k in range(360)]
    seen = [p for p in samples if table.map_area().collidepoint(p)]
    lane = [p for p in seen if any(max(abs(a - b) for a, b in zip(picture.get_at((p[0] + dx, p[1] + dy))[:3], LANE_RGB))
                                   < 50 for dx in (-1, 0, 1) for dy in (-1, 0, 1))]
    assert len(seen) > 300 and len(lane) > len(seen) // 3
    # seen at any size: across the ring, a band of the lane's blues at least 4 px wide at 720 lines (6 at 1080)
    for k in range(0, 360, 15):
        ux, uy = math.cos(math.radians(k)), math.sin(math.radians(k))
        across = [(round(cx + (radius + d) * ux), round(cy + (radius + d) * uy)) for d in range(-12, 13)]
        across = [p for p in across if table.map_area().collidepoint(p)]
        if len(across) < 25:
            continue
        blue = [p for p in across if lane_blue(picture.get_at(p)[:3])]
        assert len(blue) >= round(4 * table.scale), (size, k, len(blue))


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_exploring_the_region_the_hero_stands_in_is_offered_and_said_to_be_without_a_move(
        lang: str, closing: None) -> None:
    """§6.3 DP-EXPLORE-TARGET: the hero explores its current region or one adjacent; the hero's own region, lit on
    the map, says the Explore there moves nobody."""
    app, scene = open_table("weda", (1280, 720), lang)
    here = {"en": "Explore Nuro-town, where the hero stands (no move)",
            "pl": "Eksploruj: Nurogród, tu gdzie stoi bohater (bez ruchu)"}[lang]
    assert hover_region(app, scene, "NUR10").split("\n")[0].startswith(here)
    assert "(no move)" not in hover_region(app, scene, "NUR07") and "(bez ruchu)" not in hover_region(app, scene, "NUR07")
