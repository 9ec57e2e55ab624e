"""The combat overlay in its place: set as the Runebound table's `combat_view` (the table's hook), a fight is
clicked through at the real table scene with pygame events, every click on a lit target of the overlay,
until the challenge falls; the overlay steps aside afterwards."""
from __future__ import annotations

import pytest

import app.games
from app import i18n
from app.games.runebound.combat_view import CombatView
from app.games.runebound.table import RuneboundTable
from app.scenes.table_scene import TableScene, start_game
from app.settings import BOT_SPEEDS
from engine.scenario import scenario_from_text
from tests.app.drive import click, pump
from tests.runebound.helpers import position, register


class HookedTable(RuneboundTable):
    """The table with the overlay hooked in, as the table's module docstring says to."""

    def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        super().__init__(*args, **kwargs)
        self.combat_view = CombatView(self.action_label, lambda: self.lang, camera=lambda: self.camera)


@pytest.fixture(autouse=True)
def hooked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(app.games._extra, "runebound", HookedTable)
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_fight_is_clicked_through_on_the_overlay_at_the_table(make_app, size: tuple[int, int]) -> None:
    register()
    player = 'allies = [{ card = "sellsword.1" }]\nitems = ["throwing_knives.1"]\n'
    text = position((1, 1), table='decks = { green = ["bandit_cutthroat.1"] }\n', faces=[9] * 60, player=player,
                    hero="varikas")
    app = make_app(size)
    assert start_game(app, scenario_from_text(f'game = "runebound"\nplayers = 1\nseed = 1\n{text}').config()) is None
    pump(app)
    scene = app.scene
    assert isinstance(scene, TableScene) and isinstance(scene.table, HookedTable)
    adventure = next(t for t in scene.host.controller.targets if any(a.kind == "adventure" for a in t.actions))
    click(app, scene.host.on_screen(adventure.shape).bounds().center)
    pump(app, 2)
    fights = 0
    while scene.table.combat_open() and fights < 40:
        lit = scene.host.controller.highlighted()
        assert lit, f"nothing to click at {scene.session.decision.prompt}"
        target = next((t for t in lit if t.key in (("bar", ("start_fight",)), ("bar", ("proceed",)))), None) or \
            next((t for t in lit if isinstance(t.key, tuple) and t.key[:2] == ("assign", "ranged")), lit[0])
        click(app, scene.host.on_screen(target.shape).bounds().center)
        pump(app, 2)
        fights += 1
    state = scene.session.state
    assert state.combat is None and state.current.counters == ["green"], "the Bandit fell to clicks"
    assert not scene.table.combat_view.active(scene.table.view, scene.table.decision)


@pytest.mark.parametrize("lang, words", [("en", "Fight!"), ("pl", "Do walki!")])
def test_fight_is_a_button_of_the_shared_bar_at_the_fights_foot_and_a_click_there_starts_the_fight(
        make_app, lang: str, words: str, request: pytest.FixtureRequest) -> None:
    register()
    request.addfinalizer(lambda: i18n.set_lang("en"))
    text = position((1, 1), table='decks = { green = ["bandit_cutthroat.1"] }\n', faces=[9] * 60)
    app = make_app((1280, 720))
    assert start_game(app, scenario_from_text(f'game = "runebound"\nplayers = 1\nseed = 1\n{text}').config()) is None
    pump(app)
    scene = app.scene
    i18n.set_lang(lang)
    adventure = next(t for t in scene.host.controller.targets if any(a.kind == "adventure" for a in t.actions))
    click(app, scene.host.on_screen(adventure.shape).bounds().center)
    pump(app, 2)
    assert scene.session.decision.prompt == "before_combat" and scene.host.overlay_dump()[-1] == "Fight"
    button = next(b for b in scene.host.bar_dump() if b["label"] == words)
    foot = scene.table.combat_view.bar_area()
    assert foot.collidepoint(button["center"]) and scene.table.combat_view.panel().contains(foot)
    assert any(t.key == ("bar", ("start_fight",)) for t in scene.host.controller.highlighted()), "lit like a target"
    click(app, tuple(button["center"]))
    pump(app, 2)
    assert scene.session.decision.prompt != "before_combat", "the click on the bar's Fight! started the fight"


def test_the_map_under_the_fight_panel_is_left_out_and_the_window_looks_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """The panel is opaque inside its rounded corners: the board is not drawn there (most of the busiest Runebound
    frame's cost), and the window shows exactly what drawing all of it shows."""
    import time

    import pygame

    from tests.bench import bench_runebound_frame as bench

    monkeypatch.setattr(time, "monotonic", lambda: 1000.0)   # one glow colour in both pictures
    app, scene = bench.build_scene()
    try:
        layer = scene.table.layer
        layer.chunks.budget_ms = None   # every chunk painted in its frame: a slow moment must not leave a stand-in
        draw, drawn = layer.draw, []
        monkeypatch.setattr(layer, "draw", lambda *args: drawn.append(draw(*args)) or drawn[-1])
        opaque = scene.host.overlays.opaque
        monkeypatch.setattr(scene.host.overlays, "opaque", lambda: None)

        def picture(frames: int = 1) -> bytes:
            for _ in range(frames):
                app.invalidate()
                app.frame(1 / 60)
            return pygame.image.tobytes(app.screen, "RGB")

        whole = picture(frames=10)
        monkeypatch.setattr(scene.host.overlays, "opaque", opaque)
        left_out = picture()
        assert scene.table.covered is not None and scene.table.covered == scene.table.combat_view.opaque()
        assert drawn[-1].chunks.drawn < drawn[-2].chunks.drawn and drawn[-1].tokens < drawn[-2].tokens
        assert left_out == whole
    finally:
        pygame.quit()
