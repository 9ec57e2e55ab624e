"""Right-click zooms every card the hint line promises ("Right-click a card to zoom in."): Market cards,
the player's own cards (also on their picture), other players' skills and, through their card counters,
their other cards, cards in the discard browser, the peeked deck top, and race and class tiles at setup.
A click or Esc closes the zoom first, then the browser under it. Driven through the real app."""
from __future__ import annotations

import pygame

from app.scenes.table_scene import start_game
from tests.app.drive import browsing, click, press, pump, shown_large
from tests.app_roll_player.market_turn import (
    ALA, BARTEK, MACE, MEDITATION, RAPIER, centre, chosen, market_turn, pick, scenario_app,
)
from tests.app_roll_player.positions import config, play_until


def test_right_click_zooms_a_market_card_and_the_next_click_only_closes_it(make_app) -> None:
    app = market_turn(make_app)
    scene = app.scene
    steps = len(scene.session.steps)
    click(app, centre(app, ("market", RAPIER)), button=3)
    assert shown_large(app) == RAPIER
    click(app, centre(app, ("market", RAPIER)))
    assert shown_large(app) is None and len(scene.session.steps) == steps and scene.controller.chooser is None


def test_right_click_zooms_your_own_card_even_on_its_picture(make_app) -> None:
    app = market_turn(make_app)
    for key in (("card", ALA, MEDITATION), ("card_art", ALA, MACE)):
        click(app, centre(app, key), button=3)
        assert shown_large(app) == key[-1]
        press(app, pygame.K_ESCAPE)
        assert shown_large(app) is None


def test_right_click_zooms_another_players_skill_and_opens_their_other_cards(make_app) -> None:
    app = market_turn(make_app)
    table = app.scene.table
    click(app, centre(app, ("card", BARTEK, "B25")), button=3)
    assert shown_large(app) == "B25"
    press(app, pygame.K_ESCAPE)
    click(app, centre(app, ("owned", BARTEK)), button=3)
    assert browsing(app).key == ("cards", BARTEK) and shown_large(app) is None
    pump(app)
    assert set(browsing(app).hits) == {"B31", "B42", "B09", "B25"}
    click(app, browsing(app).hits["B42"].center, button=3)
    assert shown_large(app) == "B42" and browsing(app) is not None
    aside = (table.rect.x + 5, table.rect.y + 5)
    click(app, aside)
    assert shown_large(app) is None and browsing(app) is not None, "a click closes the zoom, back to the browser"
    click(app, aside)
    assert browsing(app) is None


def test_right_click_zooms_a_card_in_the_discard_browser(make_app) -> None:
    app = market_turn(make_app)
    table = app.scene.table
    click(app, centre(app, ("discard_pile",)))
    assert browsing(app).key == ("discard",)
    pump(app)
    click(app, browsing(app).hits["B17"].center, button=3)
    assert shown_large(app) == "B17"
    press(app, pygame.K_ESCAPE)
    assert shown_large(app) is None and browsing(app).key == ("discard",)
    press(app, pygame.K_ESCAPE)
    assert browsing(app) is None


def test_right_click_zooms_the_peeked_deck_top(make_app) -> None:
    app = scenario_app(make_app, ('cards = ["B38", "B40", "B24"]', 'cards = ["B38", "B40", "B24", "B21"]'))
    click(app, centre(app, ("card", ALA, "B21")))
    if app.scene.controller.chooser is not None:
        pick(app, next(a for a in chosen(app) if a.kind == "use_skill"))
    peek = app.scene.session.state.peek
    assert peek is not None
    pump(app)
    click(app, centre(app, ("peek", peek)), button=3)
    assert shown_large(app) == peek


def test_right_click_zooms_race_tiles_and_class_tiles_during_setup(make_app) -> None:
    app = make_app((1280, 720))
    assert start_game(app, config(2, seed=42)) is None
    scene = app.scene
    pump(app)
    for prompt, kind in (("choose_race", "race"), ("choose_class", "class_id")):
        play_until(scene.session, lambda s, d, prompt=prompt: d.prompt == prompt)
        scene.refresh()
        pump(app)
        offered = [a[kind] for a in scene.session.decision.legal if a.kind == prompt]
        click(app, centre(app, ("tile", 0)), button=3)
        assert shown_large(app) == offered[0]
        pump(app)
        press(app, pygame.K_ESCAPE)
        assert shown_large(app) is None
