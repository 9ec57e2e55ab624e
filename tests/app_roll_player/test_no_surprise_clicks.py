"""No surprise clicks (issue 11): a click does what the thing clicked promises. A Market card that
shows its price is never discarded by clicking it, cards keep their places, tooltips after a
selection speak of the selected die, and no tooltip is left over a zoomed card. Driven through the
real app with mouse events."""
from __future__ import annotations

import pygame

from app.games.roll_player.market_row import keep_places, shown
from app.scenes import style
from app.scenes.table_scene import start_game
from tests.app.drive import click, pump, shown_large
from tests.app_roll_player.market_turn import (
    ALA, GLOVES, HAUBERK, MACE, RAPIER, SLING, centre, chosen, hover, market_turn, pick, scenario_app,
)
from tests.app_roll_player.positions import config, play_until


# --- a Market card never surprises ------------------------------------------------------------------
def test_a_weapon_with_both_hands_full_is_not_discarded_by_clicking_it(make_app) -> None:
    app = market_turn(make_app)
    scene = app.scene
    steps = len(scene.session.steps)
    click(app, centre(app, ("market", RAPIER)))
    assert len(scene.session.steps) == steps and RAPIER in scene.session.state.market_row
    assert scene.status == "Both hands are full: discard a weapon first (click it on your sheet)."
    assert [a.kind for a in chosen(app)] == ["discard"], "discarding stays an explicit choice"


def test_discarding_for_gold_is_its_own_line_in_the_cards_chooser(make_app) -> None:
    app = market_turn(make_app)
    scene = app.scene
    click(app, centre(app, ("market", RAPIER)))
    (discard,) = chosen(app)
    assert scene.controller.chooser.labels == ["Discard Rapier and take 3 gold"], "2 gold, and 1 more for the Sling"
    pick(app, discard)
    state = scene.session.state
    assert RAPIER in state.discard_pile and state.players[ALA].gold == 3 + 3


def test_a_card_beyond_your_gold_and_a_charisma_token_says_what_it_costs(make_app) -> None:
    app = market_turn(make_app)
    scene = app.scene
    steps = len(scene.session.steps)
    click(app, centre(app, ("market", HAUBERK)))
    assert len(scene.session.steps) == steps
    assert scene.status == ("You cannot afford Chain Hauberk: it costs 5 gold and you have 3 gold and a Charisma "
                            "token (worth 1 gold).")
    assert [a.kind for a in chosen(app)] == ["discard"]


def test_a_card_you_can_buy_lists_each_purchase_and_the_discard_as_separate_lines(make_app) -> None:
    app = market_turn(make_app)
    click(app, centre(app, ("market", GLOVES)))
    assert app.scene.controller.chooser.labels == [
        "Buy Leather Gloves for 2 gold", "Buy Leather Gloves for 1 gold and a Charisma token",
        "Discard Leather Gloves and take 3 gold"]


def test_hovering_a_card_you_cannot_buy_says_why_in_its_tooltip(make_app) -> None:
    app = market_turn(make_app)
    hover(app, centre(app, ("market", RAPIER)))
    assert app.scene.host.tooltip().splitlines() == [
        "Both hands are full: discard a weapon first (click it on your sheet).", "Discard Rapier and take 3 gold"]


def test_after_discarding_a_weapon_the_rapier_can_be_bought(make_app) -> None:
    app = market_turn(make_app)
    scene = app.scene
    held = list(scene.session.state.players[ALA].weapons)
    click(app, centre(app, ("card", ALA, SLING)))
    assert scene.session.state.players[ALA].weapons == held  # a weapon on the sheet asks before it goes
    assert [a.kind for a in chosen(app)] == ["drop_weapon"] and "Sling" in app.scene.controller.chooser.labels[0]
    pick(app, chosen(app)[0])
    assert scene.session.state.players[ALA].weapons == [MACE]
    click(app, centre(app, ("market", RAPIER)))
    assert app.scene.controller.chooser.labels == [
        "Buy Rapier for 3 gold and a Charisma token", "Discard Rapier and take 2 gold"]
    pick(app, chosen(app)[0])
    ala = scene.session.state.players[ALA]
    assert ala.weapons == [MACE, RAPIER] and ala.gold == 0


def test_a_bards_second_purchase_offers_no_discard_and_a_card_beyond_reach_says_why(make_app) -> None:
    """PD-G22: the Bard's second purchase is optional and never a discard, so the cards she cannot buy
    are no targets at all; clicking one still says why."""
    app = scenario_app(make_app, ('class = "C1a"', 'class = "C6a"'))
    scene = app.scene
    click(app, centre(app, ("market", GLOVES)))
    pick(app, next(a for a in chosen(app) if a.kind == "buy" and a["charisma"]))
    assert scene.session.decision.prompt == "second_purchase"
    steps = len(scene.session.steps)
    click(app, centre(app, ("market", HAUBERK)))
    assert scene.controller.chooser is None and len(scene.session.steps) == steps
    assert scene.status == "You cannot afford Chain Hauberk: it costs 5 gold and you have 2 gold."


# --- Market cards keep their places ------------------------------------------------------------------
def test_a_card_that_leaves_the_market_leaves_its_place_empty() -> None:
    places = keep_places([], ["B36", "B46", "B47"])
    assert shown(keep_places(places, ["B36", "B47"]), ["B36", "B47"]) == ["B36", None, "B47"]


def test_a_card_brought_back_by_undo_returns_to_its_own_place() -> None:
    places = keep_places(keep_places([], ["a", "b", "c", "d"]), ["a", "c"])
    assert shown(keep_places(places, ["a", "c", "d"]), ["a", "c", "d"]) == ["a", None, "c", "d"]


def test_a_card_added_to_the_market_takes_a_new_place_at_the_right_end() -> None:
    places = keep_places(keep_places([], ["a", "b", "c"]), ["a", "c"])
    assert shown(keep_places(places, ["a", "c", "x"]), ["a", "c", "x"]) == ["a", None, "c", "x"]


def test_a_new_rounds_market_is_laid_out_anew_and_an_emptied_one_keeps_its_places() -> None:
    places = keep_places([], ["a", "b", "c"])
    assert keep_places(places, []) == ["a", "b", "c"]
    assert keep_places(places, ["x", "y", "z"]) == ["x", "y", "z"]
    assert keep_places(places, ["c", "a"]) == ["c", "a"], "an order the places cannot show is laid out anew"


def test_market_cards_keep_their_places_when_a_neighbour_is_discarded(make_app) -> None:
    app = market_turn(make_app)
    scene = app.scene
    before = {card: pygame.Rect(scene.table.spots[("market", card)]) for card in (RAPIER, HAUBERK, GLOVES)}
    click(app, centre(app, ("market", HAUBERK)))
    pick(app, chosen(app)[0])
    pump(app, 3)
    assert scene.session.state.market_row == [RAPIER, GLOVES]
    spots = scene.table.spots
    assert spots[("market", RAPIER)] == before[RAPIER] and spots[("market", GLOVES)] == before[GLOVES]
    assert ("market", HAUBERK) not in spots
    scene.session.undo(by=ALA)
    scene.after_steps([])
    pump(app)
    assert scene.table.spots[("market", HAUBERK)] == before[HAUBERK], "undo puts it back in its own place"


# --- tooltips after a selection --------------------------------------------------------------------
def test_after_a_die_is_selected_a_rows_tooltip_speaks_of_that_die_only(make_app) -> None:
    app = make_app((1280, 720))
    assert start_game(app, config(2, seed=42)) is None
    scene = app.scene
    play_until(scene.session, lambda s, d: d.prompt == "place_start_die" and len(
        s.state.players[d.actor].start_dice) >= 2 and len({x.value for x in s.state.players[d.actor].start_dice}) >= 2)
    scene.refresh()
    pump(app)
    row = centre(app, ("row", scene.session.decision.actor, "STR"))
    hover(app, row)
    assert len(scene.host.tooltip().splitlines()) >= 2, "before a selection a row names every die it could take"
    die = next(t for t in scene.controller.targets if t.key[0] == "start_die")
    click(app, die.shape.bounds().center)
    assert scene.controller.pending is not None
    hover(app, row)
    (line,) = scene.host.tooltip().splitlines()
    (place,) = [a for a in scene.controller.pending if a["row"] == "STR"]
    assert line == scene.table.action_label(place) and line.startswith("Place the") and line.endswith("in Strength")


# --- no tooltip over a zoomed card -------------------------------------------------------------------
def test_no_tooltip_stays_drawn_over_a_zoomed_card(make_app, monkeypatch) -> None:
    app = market_turn(make_app)
    scene = app.scene
    gloves = centre(app, ("market", GLOVES))
    hover(app, gloves)
    assert scene.host.tip_rect is not None, "the hovered card shows its tooltip"
    tip = pygame.Rect(scene.host.tip_rect)
    drawn: list[str] = []
    monkeypatch.setattr(style, "draw_tooltip", lambda surface, text, *a, **k: drawn.append(text))
    click(app, gloves, button=3)
    assert shown_large(app) == GLOVES and scene.host.tooltip() == "" and drawn == []
    shown_now = app.screen.subsurface(tip).copy()
    app.invalidate()
    pump(app)
    assert pygame.image.tobytes(app.screen.subsurface(tip), "RGB") == pygame.image.tobytes(shown_now, "RGB"), (
        "the old tooltip's area was redrawn under the zoom")


