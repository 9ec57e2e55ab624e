"""The shared inspector, played with real pygame events: a click on any seat's name opens that seat's public
components over the table (Roll Player and Runebound), the I key opens it and ← → go through every seat, Esc
closes it, and it never shows what the view hides from the person at the table."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from app.board.inspector import Inspector
from app.scenes.table_scene import TableScene, start_game
from app.settings import BOT_SPEEDS
from tests.app.drive import click, press, pump
from tests.app_roll_player.positions import config as rp_config, play_until
from tests.app_roll_player_fiends.fiendskit import config as fiends_config
from tests.app_runebound.positions import advance, open_scene


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.0)


def roll_player(make_app, size: tuple[int, int], players: int = 3, fiends: bool = False) -> TableScene:
    app = make_app(size)
    assert start_game(app, fiends_config(players) if fiends else rp_config(players, seed=42)) is None
    scene = app.scene
    play_until(scene.session, lambda s, d: d.prompt == ("choose_familiar" if fiends else "dice_action") or
               d.prompt == "market_action")
    scene.viewer = scene.session.decision.actor
    scene.refresh()
    pump(app)
    return scene


def runebound(make_app, size: tuple[int, int]) -> TableScene:
    scene = open_scene(make_app(size), 3, seed=35)
    assert advance(scene, random.Random(35), 2, "movement")
    pump(scene.app)
    return scene


def name_spot(scene: TableScene, seat: int) -> tuple[int, int]:
    """A window point on the seat's drawn name (searched over the board, as a person's eye would)."""
    r = scene.host.rect
    for y in range(r.y, r.bottom, 4):
        for x in range(r.x, r.right, 8):
            if scene.table.seat_at((x, y)) == seat and scene.host.controller.target_at((x, y)) is None:
                return x, y
    raise AssertionError(f"seat {seat}'s name is nowhere on the table")


def inspector(scene: TableScene) -> Inspector | None:
    top = scene.host.overlays.top()
    return top if isinstance(top, Inspector) else None


@pytest.mark.parametrize("game", ["roll-player", "runebound"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_click_on_any_seats_name_opens_their_components(make_app, game: str, size: tuple[int, int]) -> None:
    scene = roll_player(make_app, size) if game == "roll-player" else runebound(make_app, size)
    steps = len(scene.session.steps)
    for seat, named in enumerate(scene.seats):
        click(scene.app, name_spot(scene, seat))
        shown = inspector(scene)
        assert shown is not None and shown.seat == seat
        inspection = shown.shown()
        assert inspection is not None and inspection.title.startswith(named.name) and inspection.facts
        press(scene.app, pygame.K_ESCAPE)
        assert inspector(scene) is None and scene.app.scene is scene
    assert len(scene.session.steps) == steps, "looking makes no move"


@pytest.mark.parametrize("game", ["roll-player", "runebound"])
def test_the_i_key_opens_the_inspector_and_the_arrows_go_through_every_seat(make_app, game: str) -> None:
    scene = roll_player(make_app, (1280, 720)) if game == "roll-player" else runebound(make_app, (1280, 720))
    press(scene.app, pygame.K_i)
    shown = inspector(scene)
    assert shown is not None and shown.seat == scene.viewer
    seen = set()
    for _ in scene.seats:
        seen.add(shown.seat)
        press(scene.app, pygame.K_RIGHT)
    assert seen == set(range(len(scene.seats)))
    arrow = shown.arrows[-1].center
    before = shown.seat
    click(scene.app, arrow)
    assert inspector(scene) is shown and shown.seat == (before - 1) % len(scene.seats), "its arrow takes the click"
    click(scene.app, (2, scene.app.size[1] - 2))
    assert inspector(scene) is None, "a click beside it closes it"


def test_the_inspector_shows_nothing_the_view_hides(make_app) -> None:
    scene = roll_player(make_app, (1280, 720), players=3, fiends=True)
    viewer = scene.viewer
    state = scene.session.state
    shown_view = json.dumps(scene.session.game.view(state, viewer))
    press(scene.app, pygame.K_i)
    shown = inspector(scene)
    assert shown is not None
    for seat in range(len(scene.seats)):
        shown.seat = seat
        inspection = shown.shown()
        assert inspection is not None
        cards = [card for _, group in inspection.groups for card in group]
        assert all(f'"{card}"' in shown_view for card in cards), "every card it shows is in the viewer's view"
        if seat != viewer:
            hidden = set(state.players[seat].familiar_choices)
            words = " ".join([inspection.title, *inspection.facts, *cards])
            assert hidden and not any(card in words for card in hidden), "another player's familiar choices stay hidden"
