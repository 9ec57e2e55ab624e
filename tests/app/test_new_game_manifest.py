"""The New game screen is built from the game's manifest: seat limits, the co-op label, options, bots."""
from __future__ import annotations

from pathlib import Path

import pytest

from app import i18n
from app.scenes.menu import MenuScene
from app.scenes.new_game import NewGameScene
from engine import games
from engine.kernel import StolikError
from engine.kernel.strings import CATEGORIES
from engine.manifest import read_manifest
from tests.app.dice_table import NarratedRace
from tests.app.drive import click_widget, pump
from tests.games.test_manifest import write_game


class ToyRace(NarratedRace):
    """The dice race under the toy manifest's id and seat counts."""

    id = "toy-race"
    min_players = 1
    max_players = 3


@pytest.fixture
def toy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A co-operative 1–3 player game with a two-player option, a choice option and a bot of its own."""
    monkeypatch.setitem(games._extra, "toy-race", ToyRace())
    monkeypatch.setitem(games._extra_manifests, "toy-race", read_manifest(write_game(tmp_path)))


def new_game(make_app, game_id: str) -> NewGameScene:
    app = make_app((1280, 720))
    scene = NewGameScene(app)
    app.switch(scene)
    scene.select_game(game_id)
    pump(app)
    return scene


def test_seats_and_the_players_heading_follow_the_manifest(make_app, toy: None) -> None:
    scene = new_game(make_app, "toy-race")
    assert len(scene.seats) == 3 and [s.kind for s in scene.seats] == ["human", "bot:random", "empty"]
    assert {f"seat_{i}" for i in range(3)} <= set(scene.widgets) and "seat_3" not in scene.widgets
    assert scene.widgets["players_label"].text == "Players (1–3), co-operative"
    assert scene.widgets["game_toy-race"].text == "Toy race (co-op)"
    i18n.set_lang("pl")
    scene.app.rebuild()
    assert scene.widgets["game_toy-race"].text == "Wyścig zabawek (kooperacja)"


def test_a_seat_cycles_through_the_bots_the_manifest_offers(make_app, toy: None) -> None:
    scene = new_game(make_app, "toy-race")
    seen = []
    for _ in range(7):
        scene.cycle_seat(1)
        seen.append(scene.widgets["seat_1"].text)
    assert seen == ["2. Bot: Careful", "2. Bot: Strategist (easy)", "2. Bot: Strategist (normal)",
                    "2. Bot: Strategist (hard)", "2. Empty", "2. Human", "2. Bot: Random"]


def test_options_are_toggles_and_a_choice_cycles(make_app, toy: None) -> None:
    scene = new_game(make_app, "toy-race")
    assert scene.widgets["variant_short"].text == "Short race: off"
    assert scene.widgets["variant_dice"].text == "Dice: d6"
    scene.cycle_option("dice")
    scene.cycle_option("short")
    assert scene.widgets["variant_dice"].text == "Dice: d10" and scene.widgets["variant_short"].text == "Short race: on"
    assert dict(scene.config().options) == {"dice": "d10", "short": True}
    scene.cycle_option("dice")
    assert "dice" not in scene.config().options  # back at its default: not written into the config


def test_an_option_not_played_solo_stops_a_solo_start_with_the_reason(make_app, toy: None) -> None:
    scene = new_game(make_app, "toy-race")
    scene.cycle_option("short")
    for _ in range(5):   # random -> careful -> the search at its three levels -> empty: one seat left
        scene.cycle_seat(1)
    with pytest.raises(StolikError, match="Short race is played with 2–3 players only"):
        scene.config()


def test_too_few_seats_for_the_game_are_refused_by_its_manifest(make_app) -> None:
    scene = new_game(make_app, "dice-race")
    assert len(scene.seats) == 2
    scene.seats[1].kind = "empty"
    with pytest.raises(StolikError, match="takes 2–2 players"):
        scene.config()


def test_roll_player_keeps_its_form(make_app) -> None:
    scene = new_game(make_app, "roll-player")
    assert len(scene.seats) == 4 and scene.widgets["players_label"].text == "Players (1–4)"
    assert scene.widgets["seat_1"].text == "2. Bot: Random"
    assert [k for k in scene.widgets if k.startswith("variant_")] == [
        "variant_expansion", "variant_choose_class", "variant_less_random_setup", "variant_random_market_deck",
        "variant_shorter_game", "variant_friendly_market"]
    assert scene.widgets["variant_choose_class"].text == "Choose classes (reverse seat order): off"
    scene.cycle_option("choose_class")
    assert dict(scene.config().options) == {"choose_class": True}


def test_the_menu_names_the_installed_games_from_their_manifests(make_app, toy: None) -> None:
    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    pump(app)
    tip = app.scene.widgets["new_game"].tool_tip_text
    assert "Roll Player (1–5 players)" in tip and "Toy race (co-op) (1–3 players)" in tip
    assert "Roll Player" in app.scene.widgets["tutorial"].tool_tip_text
    click_widget(app, "new_game")
    assert app.scene.name == "new_game"


def test_the_string_tables_a_manifest_lists_hold_both_languages_with_the_same_keys() -> None:
    from app.games import strings_files
    from engine.kernel.untrusted import MAX_CONTENT_BYTES, read_toml

    for game_id in games.installed():
        for path in strings_files(game_id):
            table = read_toml(path, MAX_CONTENT_BYTES, "string table")
            assert set(table) == set(i18n.LANGS), path
            assert keys(table["en"]) == keys(table["pl"]), path


def keys(table: dict, prefix: str = "") -> set[str]:
    """Every dotted key of a nested string table (a table of plural forms is one text)."""
    out: set[str] = set()
    for key, value in table.items():
        nested = isinstance(value, dict) and not set(value) <= CATEGORIES
        out |= keys(value, f"{prefix}{key}.") if nested else {f"{prefix}{key}"}
    return out


def test_a_cooperative_game_undoes_across_the_table_by_default_and_a_click_makes_it_per_person(
        make_app, toy: None) -> None:
    scene = new_game(make_app, "toy-race")
    assert scene.casual_undo and scene.config().casual_undo
    click_widget(scene.app, "casual_undo")
    assert not scene.casual_undo and not scene.config().casual_undo
    competitive = next(g for g in scene.game_ids if not games.manifest(g).cooperative)
    scene.select_game(competitive)
    pump(scene.app)
    assert not scene.casual_undo, "a competitive game keeps undo to one's own moves"
