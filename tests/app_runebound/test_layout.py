"""The Runebound table's layout at 1280x720 and 1920x1080 for 2 to 6 players, in English and Polish, mid-game
(before the roll, while walking die by die, and at a city's market; the Doom Track on for odd counts): every text fits its box, the side panel's parts do not
overlap one another or leave the panel, the minimap and the zoom buttons stay apart, and every lit target
has a spot on screen where a click takes it."""
from __future__ import annotations

import random

import pygame
import pytest

from app import i18n
from app.input.shapes import ScreenRect
from app.render import fit
from tests.app_roll_player.fitcheck import overflows
from tests.app_runebound.positions import advance, open_scene

SIZES = ((1280, 720), (1920, 1080))
PLAYERS = (2, 3, 4, 5, 6)
CASES = [(size, players) for size in SIZES for players in PLAYERS]
IDS = [f"{w}x{h}-{n}p" for (w, h), n in CASES]


def spots(scene, target) -> list[tuple[int, int]]:
    """Window points inside a target's shape: a button's centre, or a hex's centre and points towards its corners."""
    shape = scene.host.on_screen(target.shape)
    if isinstance(shape, ScreenRect):
        return [shape.rect().center]
    xs = [p[0] for p in shape.points]
    ys = [p[1] for p in shape.points]
    cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
    out = [(round(cx), round(cy))]
    out += [(round(cx + (x - cx) * 0.6), round(cy + (y - cy) * 0.6)) for x, y in shape.points]
    return out


def unreachable(scene) -> list[str]:
    """Lit targets with no spot on screen where a click takes them (hidden under the panel, the minimap,
    the zoom buttons, or off the board)."""
    host = scene.host
    out = []
    for target in host.controller.highlighted():
        ok = [p for p in spots(scene, target)
              if scene.table_rect.collidepoint(p) and not host._covered(p) and host.controller.target_at(p) is target]
        if not ok:
            out.append(str(target.key))
    return out


def overlaps(scene) -> list[str]:
    """The side panel's parts against one another, the panel, the minimap and the zoom buttons."""
    table, host = scene.table, scene.host
    out = []
    buttons = [rect for rect, _ in host.bar.buttons]
    plan = table._plan(table.view)
    cards = [rect for _, rect in plan.market + plan.thumbs]
    for rect in buttons + table.dice_rects + cards:
        if not table.panel.contains(rect):
            out.append(f"{tuple(rect)} leaves the panel {tuple(table.panel)}")
    for i, a in enumerate(buttons):
        out += [f"buttons {tuple(a)} and {tuple(b)} overlap" for b in buttons[i + 1:] if a.colliderect(b)]
    facts_end = table._plan(table.view).bottom
    if buttons and facts_end > buttons[0].top + round(8 * table.scale):
        out.append(f"the panel's facts (down to {facts_end}) run into its buttons ({buttons[0].top})")
    for die in table.dice_rects + cards:
        out += [f"{tuple(die)} under button {tuple(b)}" for b in buttons if die.colliderect(b)]
    mini = table.minimap_rect()
    if mini is not None:
        if not table.map_area().contains(mini):
            out.append(f"the minimap {tuple(mini)} leaves the map area {tuple(table.map_area())}")
        out += [f"the minimap runs into the {name} button" for name, rect in host.controls.items() if rect.colliderect(mini)]
    out += [f"the {name} button lies on the panel" for name, rect in host.controls.items() if rect.colliderect(table.panel)]
    return out


@pytest.mark.parametrize("size, players", CASES, ids=IDS)
def test_mid_game_the_table_is_laid_out_cleanly(make_app, size: tuple[int, int], players: int) -> None:
    found: list[str] = []
    for lang in ("en", "pl"):
        with fit.recording() as log:
            app = make_app(size)
            app.set_lang(lang)
            assert i18n.lang() == lang
            scene = open_scene(app, players, seed=10 + players, doom=players % 2 == 1)
            rng = random.Random(players)
            for prompt in ("movement", "moving", "market"):
                assert advance(scene, rng, 2, prompt), f"no {prompt} decision reached"
                where = f"{lang} {size[0]}x{size[1]} {players}p {prompt}"
                found += overflows(app, log, where)
                found += [f"{where}: {line}" for line in overlaps(scene)]
                found += [f"{where}: target {key} cannot be clicked" for key in unreachable(scene)]
            pygame.display.quit()
    assert not found, "\n".join(found[:40])


def test_the_walking_dice_light_up_for_the_hovered_route(make_app) -> None:
    app = make_app((1280, 720))
    scene = open_scene(app, 3, seed=21)
    assert advance(scene, random.Random(2), 2, "moving")
    table = scene.table
    far = max(table.reach, key=lambda h: len(table.route(h)[0]))
    cells, dice = table.route(far)
    assert len(cells) >= 2 and dice
    x, y = scene.host.camera.world_to_screen(*table.hex_centre((far.q, far.r)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(0.016)
    assert table.layer.preview is not None and list(table.layer.preview.route) == cells
    assert table.lit_dice == set(dice)
    outside = (table.panel.centerx, table.panel.bottom - 5)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=outside, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(0.016)
    assert table.layer.preview is None and not table.lit_dice
