"""A hero's card (issue 26, item 1), in the real table scene: the Card button in a hero's block opens the card with
the Chosen board (each attribute's points, Pierw, the day wheel), Trophies, Offerings and expedition tokens, the saga
with its active Tale and each of its tasks done or still to do, and the feats, prepared cards, items and creature;
a move a card grants is made by clicking that card; everything fits at both window sizes in English and Polish."""
from __future__ import annotations

from typing import Any, Iterator

import pygame
import pytest

from app.games import table_class
from app.games.zerywia.herocard import HeroCard, tale_lines
from app.games.zerywia.panel import card_button
from app.main import App
from app.render import fit
from app.scenes.table_scene import TableScene
from app.settings import Settings
from tests.app.drive import click, press
from tests.zerywia.helpers import GAME, set_up

SIZES = ((1280, 720), (1920, 1080))
# Goryw in Nuro-town with a Flaw on Vigor, a Wilds token won in the Nuri's land (his Leshy's Tale asks two), 2 Trophies and an Offering, the
# Bitter Herb (a Map item) and the Rusałka.
POSITION = {"heroes": [{"region": "NUR10", "items": ["ziele_goryczy", "runa_wigoru"], "creature": "rusalka",
                        "tokens": [{"terrain": "wilds", "kir": "NUR"}], "trophies": 2, "offerings": 1,
                        "flaws": ["V"]}]}


@pytest.fixture
def table_open(request: Any) -> Iterator[tuple[App, Any]]:
    size, lang = getattr(request, "param", ((1280, 720), "en"))
    session = set_up(["goryw"], position=POSITION)
    app = App(size, settings=Settings(lang=lang), persist=False)
    scene = TableScene(app, session, table_class("zerywia")(session.game, session.config))
    app.switch(scene)
    for _ in range(3):
        app.frame(1 / 60)
    try:
        yield app, scene
    finally:
        pygame.quit()


def open_card(app: App, scene: Any, seat: int = 0) -> HeroCard:
    """Click the Card button where the panel draws it in the hero's block."""
    block = dict(scene.table.hero_blocks())[seat]
    click(app, card_button(block, scene.table.scale).center)
    app.frame(1 / 60)
    card = scene.host.overlays.top()
    assert isinstance(card, HeroCard) and card.seat == seat
    return card


def test_the_card_button_opens_the_heros_card_with_every_part_of_the_chosen_board(table_open: Any) -> None:
    app, scene = table_open
    card = open_card(app, scene)
    assert {"ziele_goryczy", "runa_wigoru", "rusalka", "hero"} <= set(card.spots)
    assert any(c for c in card.spots if c not in ("ziele_goryczy", "runa_wigoru", "rusalka", "hero")), "a feat"
    with fit.recording() as log:
        screen = fit.Screen(app.size)
        card.draw(screen, 0.0)
    drawn = " | ".join(log.texts.values())
    for words in ("Chosen board", "Vigor", "Pierw", "Day wheel", "Trophies 2 · Offerings 1",
                  "Expedition tokens: Wilds (", "Sagas", "Feats", "Items", "Creature and deity"):
        assert words in drawn, words


def test_the_active_tale_marks_the_token_held_done_the_one_missing_and_the_place_not_reached_undone() -> None:
    session = set_up(["goryw"], position=POSITION)
    hero = GAME.view(session.state, 0)["heroes"][0]
    lines = [(words.strip(), done) for words, done in tale_lines(hero, "en")]
    assert lines[:2] == [("Leshy", None), ("Tale: Whisper of the Forest (stage 1)", None)]
    assert [done for words, done in lines if words == "token: Wilds"] == [True, False]
    assert ("stand in: Primal spring of the Birth Kir", False) in lines
    assert ("option 1: 1 Offering → Heart of the Oak", None) in lines


def test_a_map_item_is_used_by_clicking_its_card(table_open: Any) -> None:
    app, scene = table_open
    card = open_card(app, scene)
    spot = card.spots["ziele_goryczy"]
    lit = [t for t in scene.host.controller.highlighted() if t.key == ("herocard", 0, "ziele_goryczy")]
    assert lit and lit[0].shape.bounds() == spot
    before = len(scene.session.steps)
    click(app, spot.center)
    app.frame(1 / 60)
    made = [s.action for s in scene.session.steps[before:]]
    assert made and made[0].kind == "use_map" and made[0].get("source") == "ziele_goryczy"


def test_a_card_with_no_move_now_is_not_lit(table_open: Any) -> None:
    app, scene = table_open
    card = open_card(app, scene)
    lit = {t.key for t in scene.host.controller.highlighted()}
    assert ("herocard", 0, "runa_wigoru") not in lit, "the Rune works at Initiation, not on the map"
    assert card.spots["runa_wigoru"]


@pytest.mark.parametrize("table_open", [(size, lang) for size in SIZES for lang in ("en", "pl")], indirect=True,
                         ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}")
def test_everything_on_the_card_fits_its_place(table_open: Any) -> None:
    app, scene = table_open
    card = open_card(app, scene)
    with fit.recording() as log:
        screen = fit.Screen(app.size)
        card.draw(screen, 0.0)
    assert not log.overflows(), [(f.text, f.needed, f.box) for f in log.overflows()]
    box = card.rect()
    columns = card.columns()
    assert all(box.contains(c) for c in columns)
    assert all(a.right <= b.x for a, b in zip(columns, columns[1:]))
    rects = [r for _, _, r in card.tile_rects()]
    assert all(columns[2].contains(r) for r in rects)
    assert all(a.bottom <= b.y for a, b in zip(rects, rects[1:]))


def test_the_i_key_opens_the_heros_card_not_the_generic_inspector(table_open: Any) -> None:
    """The I key shows what the Card button shows (one picture of a hero, consistently)."""
    app, scene = table_open
    press(app, pygame.K_i)
    card = scene.host.overlays.top()
    assert isinstance(card, HeroCard) and card.seat == 0
    press(app, pygame.K_ESCAPE)
    assert scene.host.overlays.top() is None


@pytest.mark.parametrize("table_open", [(size, lang) for size in SIZES for lang in ("en", "pl")], indirect=True,
                         ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}")
def test_the_card_is_as_tall_as_what_it_shows_with_no_empty_foot(table_open: Any) -> None:
    """On a tall window the card does not stretch past its content: under the lowest word or tile lies only the
    hint's line and a margin."""
    app, scene = table_open
    card = open_card(app, scene)
    with fit.recording():
        screen = fit.Screen(app.size)
        card.draw(screen, 0.0)
    box = card.rect()
    hint = [p.rect for p in screen.placed if p.text.startswith(("A lit card", "Ruch podświetlonej"))]
    assert len(hint) == 1 and box.contains(hint[0])
    lowest = max([p.rect.bottom for p in screen.placed if p.rect != hint[0]] +
                 [r.bottom for _, _, r in card.tile_rects()])
    assert box.contains(pygame.Rect(box.x, box.y, box.w, lowest - box.y))
    assert hint[0].top - lowest <= card.px(24), (lowest, hint[0], box)
    assert box.h <= card.room().h


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_card_keeps_the_tallest_heros_height_as_the_arrows_turn_through_the_heroes(size: tuple[int, int]) -> None:
    """Goryw holds two items, a creature and tokens; Weda holds nothing: turning from her card to his by → and back
    by a click on the ← arrow, the card keeps one height, the one Goryw needs, so it does not jump."""
    session = set_up(["weda", "goryw"], position={"heroes": [{}, POSITION["heroes"][0]]})
    app = App(size, settings=Settings(lang="en"), persist=False)
    try:
        scene = TableScene(app, session, table_class("zerywia")(session.game, session.config))
        app.switch(scene)
        for _ in range(3):
            app.frame(1 / 60)
        card = open_card(app, scene, 0)
        weda, goryw = (card._needs(h, card.room()) for h in scene.table.view_data()["heroes"])
        assert weda < goryw, "the two heroes' cards would differ in height"
        first = card.rect()
        assert first.h == min(card.room().h, goryw)
        press(app, pygame.K_RIGHT)
        assert card.seat == 1 and card.rect() == first
        click(app, card.arrows[-1].center)
        app.frame(1 / 60)
        assert scene.host.overlays.top() is card and card.seat == 0 and card.rect() == first
    finally:
        pygame.quit()


def test_the_panel_counts_a_flawed_attributes_points_as_the_card_does(table_open: Any) -> None:
    """Goryw's Flaw on Vigor takes its zero place: the points he may spend and their most are one less than the
    marker's and the block's places, and the panel says the same numbers as his card (the × marks the Flaw)."""
    app, scene = table_open
    vigor = scene.session.state.heroes[0].attributes["V"]
    assert vigor.flaw == 1
    card = open_card(app, scene)
    with fit.recording():
        screen = fit.Screen(app.size)
        card.draw(screen, 0.0)
    assert f"Vigor {vigor.points}/{vigor.max_points}" in [p.text for p in screen.placed]
    block = dict(scene.table.hero_blocks())[0]
    with fit.recording():
        panel = fit.Screen(app.size)
        scene.table._paint_panel(panel)
    shown = " ".join(p.text for p in panel.placed if p.rect.colliderect(block))
    assert f"Vig {vigor.points}/{vigor.max_points}×" in shown, shown
