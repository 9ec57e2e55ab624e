"""The New game screen offers a 5th Roll Player seat only with the expansion (a choice's own players)."""
from __future__ import annotations

from tests.app.drive import click_widget, pump
from tests.app.test_new_game_manifest import new_game


def test_the_fifth_seat_comes_and_goes_with_the_expansion(make_app) -> None:
    scene = new_game(make_app, "roll-player")
    assert len(scene.seats) == 4 and "seat_4" not in scene.widgets
    click_widget(scene.app, "variant_expansion")
    pump(scene.app)
    assert scene.options["expansion"] == "fiends"
    assert len(scene.seats) == 5 and "seat_4" in scene.widgets
    assert scene.widgets["players_label"].text == "Players (1–5)"
    for seat in scene.seats[2:]:
        seat.kind = "bot:random"
    config = scene.config()
    assert config.players == 5 and config.options["expansion"] == "fiends"
    scene.cycle_option("expansion")
    pump(scene.app)
    assert len(scene.seats) == 4 and scene.widgets["players_label"].text == "Players (1–4)"
