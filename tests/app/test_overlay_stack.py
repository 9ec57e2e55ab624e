"""The board host's overlay stack, played with real pygame events at window coordinates: the topmost overlay
takes the clicks, the map's zoom buttons and the board's outlines are never drawn over an overlay (read from
the pixels), Esc closes the top one only, and a fight's result banner shows nothing of the finished fight."""
from __future__ import annotations

import pygame
import pytest

from app import i18n
from app.board.overlays import Browser, Fight, Picture
from app.games.runebound.combat_plan import Beat
from app.scenes.table_scene import TableScene, start_game
from app.settings import BOT_SPEEDS
from engine.scenario import scenario_from_text
from tests.app.drive import browsing, click, press, pump
from tests.app_roll_player.market_turn import RAPIER, centre, market_turn
from tests.runebound.helpers import position, register


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.0)


def adventure_scene(make_app, size: tuple[int, int] = (1280, 720)) -> TableScene:
    """Runebound's hero beside an adventure whose deck holds a Bandit; nothing over the board yet."""
    register()
    text = position((1, 1), table='decks = { green = ["bandit_cutthroat.1"] }\n', faces=[9] * 60, hero="varikas")
    app = make_app(size)
    assert start_game(app, scenario_from_text(f'game = "runebound"\nplayers = 1\nseed = 1\n{text}').config()) is None
    pump(app)
    scene = app.scene
    assert isinstance(scene, TableScene) and not scene.host.overlays
    return scene


def fight_scene(make_app, size: tuple[int, int] = (1280, 720)) -> TableScene:
    """The Bandit drawn by a click on the adventure: its fight is up on the overlay stack."""
    scene = adventure_scene(make_app, size)
    app = scene.app
    adventure = next(t for t in scene.host.controller.targets if any(a.kind == "adventure" for a in t.actions))
    click(app, scene.host.on_screen(adventure.shape).bounds().center)
    pump(app, 2)
    scene.host.presenter.skip()
    pump(app, 2)
    assert isinstance(scene.host.overlays.top(), Fight), "the fight is on the host's stack"
    return scene


def controls_drawn(scene: TableScene) -> bool:
    """Whether the zoom buttons show on screen: the window painted with them and without them differs there."""
    host, app = scene.host, scene.app
    area = host.controls["fit"].unionall(list(host.controls.values()))

    def painted() -> bytes:
        app.invalidate()
        pump(app)
        return pygame.image.tobytes(app.screen.subsurface(area), "RGB")

    shown = painted()
    kept, host.controls = host.controls, {}
    bare = painted()
    host.controls = kept
    painted()
    return shown != bare


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_map_buttons_are_drawn_on_the_board_but_never_over_a_fight(make_app, size: tuple[int, int]) -> None:
    board = adventure_scene(make_app, size)
    assert controls_drawn(board), "on the bare board the + / - / fit buttons show"
    scene = fight_scene(make_app, size)
    host = scene.host
    assert host.controls and host.camera.movable
    assert not controls_drawn(scene), "the + / - / fit buttons are not drawn over the fight"
    zoom = host.camera.zoom
    click(scene.app, host.controls["zoom_in"].center)
    assert host.camera.zoom == zoom, "the hidden zoom button takes no click under the fight"
    assert host.tooltip() != i18n.t("board.zoom_in"), "nor says what it would do"


def test_only_the_fights_targets_are_lit_and_a_click_beside_them_makes_no_move(make_app) -> None:
    scene = fight_scene(make_app)
    host = scene.host
    fight = scene.table.combat_view
    lit = host.controller.highlighted()
    assert lit and all(fight.rect.contains(host.target_bounds(t)) for t in lit)
    assert not any(isinstance(t.key, tuple) and t.key[0] == "hex" for t in lit), "no hex of the map is lit"
    steps = len(scene.session.steps)
    corner = (host.rect.right - 3, host.rect.bottom - 3)
    click(scene.app, corner)
    assert len(scene.session.steps) == steps and isinstance(host.overlays.top(), Fight)
    target = next((t for t in lit if t.key in (("start_fight",), ("proceed",))), lit[0])
    click(scene.app, host.target_bounds(target).center)
    assert len(scene.session.steps) > steps, "a click on the fight's button makes its move"


def test_esc_does_not_close_a_fight_it_goes_on_to_the_menu(make_app) -> None:
    scene = fight_scene(make_app)
    press(scene.app, pygame.K_ESCAPE)
    assert isinstance(scene.host.overlays.top(), Fight) and scene.app.scene is not scene


def test_the_fights_result_banner_shows_over_the_board_not_over_the_finished_fight(make_app) -> None:
    scene = fight_scene(make_app)
    host = scene.host
    for _ in range(40):
        lit = host.controller.highlighted()
        if not scene.table.combat_open() or not lit:
            break
        target = next((t for t in lit if t.key in (("start_fight",), ("proceed",))), None) or \
            next((t for t in lit if isinstance(t.key, tuple) and t.key[:2] == ("assign", "ranged")), lit[0])
        click(scene.app, host.target_bounds(target).center)
        pump(scene.app, 2)
        if not scene.table.combat_open():
            break
        scene.host.presenter.skip()
    view = scene.table.combat_view
    assert not scene.table.combat_open()
    if not view.showing():
        pytest.skip("the fight's show was over before it could be looked at")
    panel = view.panel()
    scene.app.invalidate()
    pump(scene.app)
    shown = scene.app.screen.subsurface(panel).copy()
    scene.host.presenter.drop(lambda a: isinstance(a, Beat) and a.kind != "result")
    scene.app.invalidate()
    pump(scene.app)
    with_banner = scene.app.screen.subsurface(panel).copy()
    scene.host.presenter.skip()
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(with_banner, "RGB")


def test_the_top_overlay_takes_the_click_and_esc_closes_only_it(make_app) -> None:
    app = market_turn(make_app)
    scene = app.scene
    stack = scene.host.overlays
    click(app, centre(app, ("discard_pile",)))
    assert isinstance(stack.top(), Browser)
    pump(app)
    browser = stack.top()
    assert isinstance(browser, Browser) and browser.hits
    card = next(iter(browser.hits))
    click(app, browser.hits[card].center, button=3)
    assert [type(o) for o in stack] == [Browser, Picture] and stack.top().key == card
    steps = len(scene.session.steps)
    click(app, centre(app, ("market", RAPIER)))
    assert len(scene.session.steps) == steps and scene.host.controller.chooser is None, \
        "the Market card under the picture takes no click"
    assert [type(o) for o in stack] == [Browser]
    click(app, centre(app, ("market", RAPIER)), button=3)
    assert [type(o) for o in stack] == [], "a right-click beside the browser's cards closes it"
    click(app, centre(app, ("discard_pile",)))
    click(app, browsing(app).hits[card].center, button=3)
    press(app, pygame.K_ESCAPE)
    assert [type(o) for o in stack] == [Browser], "Esc closes the picture on top, the browser stays"
    press(app, pygame.K_ESCAPE)
    assert stack.top() is None and app.scene is scene, "then the browser, and the table stays"
    assert scene.host.controller.highlighted(), "the board's targets are lit again"


def test_no_outline_or_tooltip_of_the_board_shows_over_a_card_shown_large(make_app) -> None:
    app = market_turn(make_app)
    scene = app.scene
    host = scene.host
    market = centre(app, ("market", RAPIER))
    click(app, market, button=3)
    assert isinstance(host.overlays.top(), Picture)
    assert host.controller.highlighted() == [], "no target of the board is lit under the picture"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=market, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    assert host.tooltip() == ""
    before = pygame.image.tobytes(app.screen, "RGB")
    app.frame(0.5)
    assert pygame.image.tobytes(app.screen, "RGB") == before, "no glow pulses through the picture"
