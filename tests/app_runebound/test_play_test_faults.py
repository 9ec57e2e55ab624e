"""Runebound as the issue 22 play-test found it: each fault a player met, named after it, at the real table
scene, the tutorial or the replay (headless, real pygame events)."""
from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from app import i18n
from app.games.runebound import text
from app.tutorial.scene import open_tutorial
from tests.app.drive import pump

EXAMPLE = Path(__file__).resolve().parents[2] / "saves" / "examples" / "runebound-2p-seed9.json"


def test_the_tutorials_first_frames_finish_painting_the_map_without_a_click(make_app):
    """The first frames showed stand-ins (a double-size piece by Riverwatch) until step 4 forced a repaint."""
    app = make_app((1280, 720))
    assert open_tutorial(app, "runebound")
    pump(app)
    assert app.scene.wants_frame(time.monotonic()) is not None   # the idle loop would not sleep on stand-ins
    pump(app, 60)
    layer = app.scene.overlay.host.table.layer
    assert layer.chunks.settled


def test_a_replay_at_step_0_paints_the_south_east_as_the_game_does(make_app):
    """Opening a replay showed the south-east stretched from the overview until a step was taken."""
    from app.replay.scene import open_replay

    app = make_app((1280, 720))
    assert open_replay(app, EXAMPLE)
    pump(app)
    assert app.scene.wants_frame(time.monotonic()) is not None
    pump(app, 60)
    assert app.scene.host.table.layer.chunks.settled


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_dice_labels_cannot_be_misread_road_and_river_share_no_letter(make_app, monkeypatch, lang):
    """"RSR" used R for both Road and River (Polish "RDR" for Rzeka and Równina): each face now shows drawn
    symbols, and a letter only under a terrain whose initial no other terrain shares."""
    from app.games.runebound import panel
    from engine.games.runebound.content import content

    make_app((1280, 720))
    i18n.set_lang(lang)
    drawn: list[str] = []
    real = panel.fitted
    monkeypatch.setattr(panel, "fitted", lambda label, *a, **k: drawn.append(label) or real(label, *a, **k))
    faces = sorted(content().faces)
    rects = [pygame.Rect(10 + 60 * k, 10, 52, 40) for k in range(len(faces))]
    panel.draw_dice(pygame.Surface((60 * len(faces) + 20, 60)), {"dice": faces}, rects, set(), 1.0)
    initials: dict[str, set[str]] = {}
    for letter in ("P", "R", "W", "S", "F", "H", "M"):
        initials.setdefault(text.terrain_name(letter)[:1].upper(), set()).add(letter)
    shared = {first for first, terrains in initials.items() if len(terrains) > 1}
    assert shared   # the fault's own case: some initial stands for two terrains in this language
    assert drawn and not any(ch in shared for label in drawn for ch in label)
