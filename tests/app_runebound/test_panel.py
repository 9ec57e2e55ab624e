"""The side panel's cards are what the rules talk about (spec §5.4): the market of the hero's city shows its
cards, and a click on one buys it; the hero's allies and items are small cards on the sheet, clicked to sell,
discard or use; the event in play and the unresolved challenges (spec §3.5, §3.6) sit in a row with the Doom
Track when it is on; the mouse over any card shows it large beside the panel."""
from __future__ import annotations

import random

import pygame
import pytest

from app.input.shapes import ScreenRect
from app.games.runebound.sheet import cards_of
from tests.app.drive import click, pump
from tests.app_runebound.positions import advance, open_scene


def until(scene, rng: random.Random, wanted, limit: int = 1500, keep: bool = False) -> bool:
    """Play on (random moves) until the decision holds an action `wanted` accepts for the deciding player;
    `keep`: never sell or discard on the way (the cards bought stay)."""
    for _ in range(limit):
        d = scene.session.decision
        if d is None:
            return False
        if any(wanted(a) for a in d.legal if a.player == d.actor):
            scene.viewer = d.actor
            scene.refresh()
            return True
        choices = [a for a in d.legal if not (keep and a.kind in ("sell", "discard", "give_up"))] or list(d.legal)
        scene.session.apply(rng.choice(choices))
    return False


def in_fight(scene) -> bool:
    """The decision is a fight's (its overlay would lie over the panel)."""
    d = scene.session.decision
    return d is not None and scene.table.combat_view.active(scene.session.view(d.actor), d)


def test_a_click_on_a_market_card_buys_it(make_app) -> None:
    app = make_app((1280, 720))
    scene = open_scene(app, 2, seed=31)
    rng = random.Random(31)
    assert until(scene, rng, lambda a: a.kind == "buy"), "no purchase came up"
    table = scene.table
    plan = table._plan(table.view)
    assert plan.market, "the market's cards are in the panel"
    buy = next(a for a in scene.session.decision.legal if a.kind == "buy")
    target = next(t for t in scene.host.controller.highlighted() if buy in t.actions)
    assert isinstance(target.shape, ScreenRect) and target.key == ("panel", ("one", buy))
    assert target.shape.rect() == dict(plan.market)[buy["card"]], "the target is the card's picture"
    seat = buy.player
    click(app, target.shape.rect().center)
    pump(app)
    assert buy["card"] in cards_of(scene.session.view(seat)["players"][seat])


def test_a_sheet_card_is_clicked_to_discard_it_and_shows_large_under_the_mouse(make_app) -> None:
    app = make_app((1280, 720))
    scene = open_scene(app, 2, seed=31)
    rng = random.Random(31)
    assert until(scene, rng, lambda a: a.kind == "buy"), "no purchase came up"
    scene.session.apply(next(a for a in scene.session.decision.legal if a.kind == "buy"))
    assert until(scene, rng, lambda a: a.kind == "discard", keep=True), "no card to discard came up"
    table = scene.table
    plan = table._plan(table.view)
    thumbs = dict(plan.thumbs)
    discard = next(a for a in scene.session.decision.legal if a.kind == "discard" and a["card"] in thumbs)
    target = next(t for t in scene.host.controller.highlighted() if discard in t.actions)
    assert target.shape.rect() == thumbs[discard["card"]]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target.shape.rect().center, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    assert table.zoomed == discard["card"]
    zoom = table.zoom_rect()
    assert zoom is not None and scene.table_rect.contains(zoom) and not zoom.colliderect(table.panel)
    if len(target.actions) == 1:
        click(app, target.shape.rect().center)
    else:
        click(app, target.shape.rect().center)
        chooser = scene.host.controller.chooser
        assert chooser is not None
        click(app, chooser.rects[chooser.options.index(discard)].center)
    pump(app)
    seat = discard.player
    assert discard["card"] not in cards_of(scene.session.view(seat)["players"][seat])


def test_the_event_and_the_unresolved_challenges_are_shown_and_the_doom_track_when_on(make_app) -> None:
    app = make_app((1280, 720))
    scene = open_scene(app, 3, seed=33, doom=True)
    rng = random.Random(33)
    assert until(scene, rng, lambda a: True)
    for _ in range(3000):
        view = scene.session.view(0)
        if view["event_slot"] and any(view["unresolved_slots"].values()) and not in_fight(scene):
            break
        scene.session.apply(rng.choice(scene.session.decision.legal))
    assert until(scene, rng, lambda a: True)
    assert not scene.host.overlays, "the panel shows, no fight lies over it"
    table = scene.table
    view = table.view
    track = {what: (card, rect) for what, card, rect in table._plan(view).track}
    assert track["event"][0] == view["event_slot"]
    for k in range(1, 7):
        assert track[f"slot{k}"][0] == view["unresolved_slots"].get(str(k))
    assert "doom" in track and table.panel.contains(track["doom"][1])
    card, rect = next((c, r) for what, (c, r) in track.items() if what.startswith("slot") and c)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    assert table.zoomed == card


def test_meeting_heroes_read_as_words_and_a_trade_in_progress_is_in_the_panel(make_app) -> None:
    from engine.kernel import Action

    app = make_app((1280, 720))
    scene = open_scene(app, 2, seed=34)
    label = scene.table.action_label
    assert label(Action.of("trade_with", 0, seat=1)) == "Trade with Olek"
    assert label(Action.of("attack_hero", 0, seat=1)) == "Attack Olek"
    assert label(Action.of("offer_gold", 0)) == "Offer 1 gold more"
    assert label(Action.of("train", 0, token="mind", pay=("green", "red"))) == "Train Mind (pay: green, red)"
    assert label(Action.of("train", 0, token="life", pay=())) == "Train Life (pay: banked experience)"
    app.set_lang("pl")
    assert label(Action.of("train", 0, token="mind", pay=("green", "red"))) == "Trenuj: Percepcja (płacisz: zielona, czerwona)"
    app.set_lang("en")
    rng = random.Random(34)
    assert until(scene, rng, lambda a: a.kind == "trade_with", limit=4000), "no meeting came up"
    trade = next(a for a in scene.session.decision.legal if a.kind == "trade_with")
    scene.session.apply(trade)
    scene.refresh()
    facts = [words for words, *_ in scene.table._facts(scene.table.view)]
    assert f"Trade with {scene.seats[trade['seat']].name}" in facts
    assert "You give: —" in facts and "You get: —" in facts


def test_a_card_shown_large_over_lit_hexes_counts_as_an_overlay_and_esc_closes_it(make_app) -> None:
    app = make_app((1280, 720))
    scene = open_scene(app, 2, seed=31)
    rng = random.Random(31)
    assert until(scene, rng, lambda a: a.kind == "buy")
    buy = next(a for a in scene.session.decision.legal if a.kind == "buy")
    scene.session.apply(buy)
    assert until(scene, rng, lambda a: a.kind == "step" and a.player == buy.player, keep=True)
    table = scene.table
    card, rect = table._plan(table.view).thumbs[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    assert table.zoomed == card and scene.host.overlay_dump() == ["Picture"]
    assert scene.host.tooltip() == "", "no tooltip over the card shown large"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pump(app)
    assert not scene.host.overlays
    assert scene.app.scene is scene, "Esc closed the card, not the table"


@pytest.mark.parametrize("rows", [1, 2, 3, 5])
def test_buttons_that_do_not_fit_go_two_to_a_row_then_group_by_kind(make_app, monkeypatch, rows: int) -> None:
    app = make_app((1280, 720))
    scene = open_scene(app, 2, seed=35)
    assert advance(scene, random.Random(35), 2, "movement")
    table = scene.table
    s = table.scale
    room = rows * (round(34 * s) + round(6 * s))
    area = table.bar_area()
    area.h = room - round(6 * s)
    area.bottom = table.panel.bottom - round(10 * s)
    monkeypatch.setattr(table, "bar_area", lambda: area)
    decision = scene.session.decision
    scene.refresh()
    targets = scene.host.controller.targets
    rects = [rect for rect, _ in scene.host.bar.buttons]
    assert 0 < len(rects) <= 2 * rows
    assert all(table.panel.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    lit = {a for t in targets for a in t.actions}
    assert {a for a in decision.legal if a.player == decision.actor} <= lit, "every choice is still on a button or a hex"


def test_a_heros_before_combat_ability_is_a_button_on_the_combat_overlay_not_the_panel(make_app) -> None:
    for seed in (36, 37, 38, 39):
        app = make_app((1280, 720))
        scene = open_scene(app, 3, seed=seed)
        if until(scene, random.Random(seed), lambda a: a.kind == "hero_ability", limit=3000):
            break
    else:
        pytest.skip("no hero ability came up in these games")
    table = scene.table
    ability = next(a for a in scene.session.decision.legal if a.kind == "hero_ability")
    hero = table.view["players"][ability.player]["hero"]
    target = next(t for t in scene.host.controller.highlighted() if ability in t.actions)
    assert table.combat_view.active(table.view, scene.session.decision)
    assert table.combat_view.rect.contains(target.shape.rect())
    assert target.shape.rect() != dict(table._plan(table.view).thumbs).get(hero)
