"""The shared action bar, played with real pygame events at window coordinates: moves with no place on the board
are buttons labelled with their effect in words (English and Polish, never an argument list), a click on one
makes its move, and Tab reaches them like any other target."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from app import i18n
from app.settings import BOT_SPEEDS
from tests.app.drive import click, press, pump
from app.games.roll_player.spots import BAR_SINGLE
from app.scenes.table_scene import start_game
from tests.app_roll_player.positions import config, play_until
from tests.app_runebound.positions import advance, open_scene

ARGUMENTS = re.compile(r"=|\w_\w|\(\s*\w+\s*[:,]|\bNone\b|\[|\]")   # "kind=", "take_gold", "(rest: 1, 0)", lists


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOT_SPEEDS, "normal", 0.0)


def bar_targets(scene) -> list:
    """The lit targets that are action-bar buttons, with where the window shows them."""
    return [t for t in scene.host.controller.highlighted() if isinstance(t.key, tuple) and t.key[0] == "bar"]


def test_runebound_rest_is_a_button_saying_what_it_does_and_a_click_rests(make_app) -> None:
    scene = open_scene(make_app((1280, 720)), 2, seed=35)
    assert advance(scene, random.Random(35), 2, "movement")
    pump(scene.app)
    labels = {label: rect for rect, label in scene.host.bar.buttons}
    assert "Rest (no roll)" in labels and any(label.startswith("Roll 3 dice") for label in labels)
    steps = len(scene.session.steps)
    click(scene.app, labels["Rest (no roll)"].center)
    rested = scene.session.steps[steps].action
    assert rested.kind == "roll" and rested["dice"] == 0, "the button made the move it names"


def roll_player_with_bar(make_app):
    """Roll Player at the first decision with a move that has no place on the table (Skip, Take gold …)."""
    app = make_app((1280, 720))
    assert start_game(app, config(2, seed=42)) is None
    scene = app.scene
    play_until(scene.session, lambda s, d: any(a.kind in BAR_SINGLE for a in d.legal))
    scene.viewer = scene.session.decision.actor
    scene.refresh()
    pump(app)
    return app


def test_roll_player_bar_buttons_are_targets_a_click_makes_their_move(make_app) -> None:
    app = roll_player_with_bar(make_app)
    scene = app.scene
    on_bar = bar_targets(scene)
    assert on_bar and [label for _, label in scene.host.bar.buttons]
    target = on_bar[0]
    steps = len(scene.session.steps)
    click(app, scene.host.target_bounds(target).center)
    if scene.host.controller.chooser is not None:
        click(app, scene.host.controller.chooser.rects[0].center)
    assert len(scene.session.steps) > steps and scene.session.steps[steps].action in target.actions


def test_tab_reaches_the_bar_and_enter_takes_the_button(make_app) -> None:
    scene = open_scene(make_app((1280, 720)), 2, seed=35)
    assert advance(scene, random.Random(35), 2, "movement")
    pump(scene.app)
    host = scene.host
    buttons = [rect for rect, _ in host.bar.buttons]
    for _ in range(len(host.focusables()) + 1):
        press(scene.app, pygame.K_TAB)
        if host.focus is not None and host.focusables()[host.focus] in buttons:
            break
    else:
        pytest.fail("Tab never reached the action bar")
    steps = len(scene.session.steps)
    press(scene.app, pygame.K_RETURN)
    if host.controller.chooser is not None:
        press(scene.app, pygame.K_RETURN)
    assert len(scene.session.steps) > steps


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_bar_labels_are_words_in_each_language_never_arguments(make_app, lang: str) -> None:
    seen: set[str] = set()
    scene = open_scene(make_app((1280, 720)), 2, seed=35)
    i18n.set_lang(lang)
    rng = random.Random(35)
    for _ in range(250):
        d = scene.session.decision
        if d is None:
            break
        scene.viewer = d.actor
        scene.refresh()
        seen |= {label for _, label in scene.host.bar.buttons}
        scene.session.apply(rng.choice(d.legal))
    app = roll_player_with_bar(make_app)
    i18n.set_lang(lang)
    app.scene.refresh()
    seen |= {label for _, label in app.scene.host.bar.buttons}
    assert len(seen) >= 6
    bad = sorted(label for label in seen if ARGUMENTS.search(label) or not label.strip())
    assert bad == [], f"labels that read as arguments: {bad}"
    english = {"Done", "Stop moving", "Rest (no roll)", "Leave the market", "Decline"}
    if lang == "pl":
        assert not seen & english, f"untranslated: {seen & english}"
    else:
        assert seen & english
