"""The New game screen remembers the last table across restarts, explains every option on one line,
shows each game with its emblem, and fits 1280×720 and 1920×1080 in both languages."""
from __future__ import annotations

import json
from typing import Any

import pygame
import pytest

from app.games import emblem
from app.last_table import LastTable
from app.render.emblem import emblem as generic_emblem
from app.scenes import style
from app.scenes.new_game import NewGameScene
from app.scenes.theme import FONT_SIZES
from app.settings import Settings, load_settings, settings_path
from engine import games
from tests.app.conftest import SIZES
from tests.app.drive import click, click_widget, pump, type_text
from tests.app.test_new_game_manifest import ToyRace, toy  # noqa: F401  (the co-operative toy game, as a fixture)
from tests.app.test_scenes import assert_tidy

pytestmark = pytest.mark.filterwarnings("error:Label Rect is too small")

DEFAULT_FORM = {"game": "dice-race", "seats": [["human", "Player 1"], ["bot:random", "Bot 2"]], "options": {}}
ROLL_PLAYER_TABLE = {"game": "roll-player",
                     "seats": [{"kind": "human", "name": "Ala"}, {"kind": "bot:greedy", "name": "Bot 2"},
                               {"kind": "human", "name": "Olek"}, {"kind": "empty", "name": ""}],
                     "options": {"shorter_game": True, "friendly_market": True}}
BUTTON_PADDING = 8  # room a button's text leaves at its edges, at 1280×720


def open_new_game(app: Any) -> NewGameScene:
    """From the menu, the way a person gets there."""
    app.go("menu")
    pump(app)
    click_widget(app, "new_game")
    assert isinstance(app.scene, NewGameScene)
    return app.scene


def remember(table: Any) -> None:
    """A settings file whose remembered table is `table` (as it would be read back from disk)."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"lang": "en", "last_table": table}), encoding="utf-8")


def form(app: Any) -> dict[str, Any]:
    return app.dump()["form"]


# --- the last table, across a restart -----------------------------------------------------------
def test_the_last_table_is_offered_again_after_a_restart(make_app) -> None:
    app = make_app((1280, 720))
    scene = open_new_game(app)
    click_widget(app, "game_roll-player")
    click_widget(app, "seat_1")  # random -> greedy
    click_widget(app, "seat_2")  # empty -> human
    type_text(app, "name_0", "Ala")
    type_text(app, "name_2", "Olek")
    click_widget(app, "variant_shorter_game")
    click_widget(app, "variant_friendly_market")
    assert [seat.name for seat in scene.seats[:3]] == ["Ala", "Bot 2", "Olek"]
    click_widget(app, "start")
    assert app.scene.name == "table"
    assert load_settings().settings.last_table == {
        "game": "roll-player",
        "seats": [{"kind": "human", "name": "Ala"}, {"kind": "bot:greedy", "name": ""},  # "Bot 2" is its default
                  {"kind": "human", "name": "Olek"}, {"kind": "empty", "name": ""}],
        "options": {"expansion": "none", "choose_class": False, "less_random_setup": False, "random_market_deck": False,
                    "shorter_game": True, "friendly_market": True}}
    pygame.quit()
    style.reset()

    again = make_app((1280, 720))
    scene = open_new_game(again)
    widgets = scene.widgets
    assert widgets["game_roll-player"].is_selected and not widgets["game_dice-race"].is_selected
    assert [widgets[f"seat_{i}"].text for i in range(4)] == ["1. Human", "2. Bot: Greedy", "3. Human", "4. Empty"]
    assert [widgets[f"name_{i}"].get_text() for i in range(4)] == ["Ala", "Bot 2", "Olek", ""]
    assert widgets["variant_shorter_game"].text == "Shorter game: on" and widgets["variant_shorter_game"].is_selected
    assert widgets["variant_choose_class"].text == "Choose classes (reverse seat order): off"
    config = scene.config()
    assert [(s.name, s.bot) for s in config.seats] == [("Ala", None), ("Bot 2", "greedy"), ("Olek", None)]
    assert dict(config.options) == {"shorter_game": True, "friendly_market": True}


def test_another_game_starts_from_its_defaults_and_the_remembered_one_comes_back(make_app) -> None:
    remember(ROLL_PLAYER_TABLE)
    app = make_app((1280, 720))
    scene = open_new_game(app)
    click_widget(app, "game_dice-race")
    assert form(app) == DEFAULT_FORM
    click_widget(app, "game_roll-player")
    assert [s.kind for s in scene.seats] == ["human", "bot:greedy", "human", "empty"]
    assert scene.options["shorter_game"] is True


def test_an_option_added_since_the_table_was_remembered_takes_its_default(make_app) -> None:
    remember(dict(ROLL_PLAYER_TABLE, options={"shorter_game": True, "an_option_since_removed": True}))
    scene = open_new_game(make_app((1280, 720)))
    assert scene.options == {"expansion": "none", "choose_class": False, "less_random_setup": False, "random_market_deck": False,
                             "shorter_game": True, "friendly_market": False}


# --- a remembered table that does not fit: the defaults, no crash --------------------------------
def seats(*kinds: str) -> list[dict[str, str]]:
    return [{"kind": kind, "name": f"P{i}" if kind != "empty" else ""} for i, kind in enumerate(kinds)]


@pytest.mark.parametrize("table", [
    dict(ROLL_PLAYER_TABLE, game="chess"),
    dict(ROLL_PLAYER_TABLE, seats=seats("human", "bot:deep_blue")),
    dict(ROLL_PLAYER_TABLE, seats=seats("empty", "human")),
    dict(ROLL_PLAYER_TABLE, seats=seats("human", "human", "human", "human", "human")),
    dict(ROLL_PLAYER_TABLE, game="dice-race", seats=seats("human", "empty")),
    dict(ROLL_PLAYER_TABLE, options={"shorter_game": "yes"}),
    dict(ROLL_PLAYER_TABLE, options={"shorter_game": 1}),
    dict(ROLL_PLAYER_TABLE, seats=seats("human", "empty", "empty", "empty")),
], ids=["unknown-game", "unknown-bot", "first-seat-empty", "too-many-seats", "too-few-players",
        "option-value", "option-number-for-a-yes-or-no", "option-not-played-solo"])
def test_a_remembered_table_that_no_longer_fits_gives_the_defaults_quietly(make_app, table: dict) -> None:
    remember(table)
    app = make_app((1280, 720))
    assert app.notice is None
    open_new_game(app)
    assert form(app) == DEFAULT_FORM


@pytest.mark.parametrize("table", [
    "roll-player",
    [ROLL_PLAYER_TABLE],
    dict(ROLL_PLAYER_TABLE, seats="human"),
    dict(ROLL_PLAYER_TABLE, seats=[]),
    dict(ROLL_PLAYER_TABLE, seats=seats(*["human"] * 7)),
    dict(ROLL_PLAYER_TABLE, seats=[{"kind": "human"}]),
    dict(ROLL_PLAYER_TABLE, seats=[{"kind": "human", "name": "Ala\nOK: all fine"}]),
    dict(ROLL_PLAYER_TABLE, seats=[{"kind": "human", "name": "x" * 500}]),
    dict(ROLL_PLAYER_TABLE, seats=[{"kind": ["human"], "name": "Ala"}]),
    dict(ROLL_PLAYER_TABLE, options=[["shorter_game", True]]),
    dict(ROLL_PLAYER_TABLE, options={"shorter_game": 1.5}),
    dict(ROLL_PLAYER_TABLE, options={f"o{i}": True for i in range(1000)}),
    dict(ROLL_PLAYER_TABLE, game="\u202eroll-player"),
    {"seats": ROLL_PLAYER_TABLE["seats"]},
], ids=["string", "list", "seats-string", "no-seats", "seven-seats", "seat-without-name", "forged-line",
        "long-name", "kind-list", "options-list", "option-number", "thousand-options", "bidi-game", "no-game"])
def test_a_damaged_remembered_table_is_reset_told_once_and_gives_the_defaults(make_app, table: Any) -> None:
    remember(table)
    app = make_app((1280, 720))
    assert app.notice is not None and "last_table = null" in app.notice.text
    app._dismiss_notice()
    open_new_game(app)
    assert form(app) == DEFAULT_FORM
    assert load_settings().quiet and load_settings().settings.last_table is None


def test_a_numbered_choice_a_scenario_is_remembered_as_its_number() -> None:
    """Discover's scenario is a numbered choice (5, not "5"): the remembered table keeps it and still fits."""
    table = LastTable.from_json({"game": "discover", "seats": seats("human", "human"), "options": {"scenario": 5}})
    assert table is not None and table.fits(games.manifest("discover"), ["random", "greedy"])
    assert table.options_for(games.manifest("discover")) == {"scenario": 5}


def test_a_default_name_comes_back_in_the_language_of_the_day(make_app) -> None:
    app = make_app((1280, 720))
    open_new_game(app)
    click_widget(app, "start")
    table = LastTable.from_json(load_settings().settings.last_table)
    assert table is not None and [s.name for s in table.seats] == ["", ""]
    app.set_lang("pl")
    scene = open_new_game(app)
    assert [scene.widgets[f"name_{i}"].get_text() for i in range(2)] == ["Gracz 1", "Bot 2"]


def test_a_name_that_is_not_one_plain_line_is_remembered_as_the_seats_default(make_app) -> None:
    app = make_app((1280, 720))
    scene = open_new_game(app)
    scene.seats[0].name = "Ala\u202e"
    scene.remember()
    table = LastTable.from_json(load_settings().settings.last_table)
    assert table is not None and table.seats[0].name == ""
    assert open_new_game(app).widgets["name_0"].get_text() == "Player 1"


# --- one line of explanation per option, from the manifest --------------------------------------
@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_each_variant_shows_its_explanation_under_it(make_app, lang: str) -> None:
    app = make_app((1280, 720))
    app.set_lang(lang)
    scene = open_new_game(app)
    for game_id in ("roll-player", "toy-race"):
        click_widget(app, f"game_{game_id}")
        for option in games.manifest(game_id).options:
            help_label = scene.widgets[f"help_{option.id}"]
            button = scene.widgets[f"variant_{option.id}"].get_abs_rect()
            assert help_label.text == option.help.get(lang)
            assert help_label.get_abs_rect().top == button.bottom and help_label.get_abs_rect().left == button.left


def test_the_explanations_follow_a_language_switch(make_app) -> None:
    app = make_app((1280, 720))
    scene = open_new_game(app)
    click_widget(app, "game_roll-player")
    assert scene.widgets["help_friendly_market"].text == "Taking 2 gold instead of buying discards nothing"
    app.set_lang("pl")
    assert scene.widgets["help_friendly_market"].text == "Kto bierze 2 złota zamiast kupna, nic nie odrzuca"


# --- a picture per game -------------------------------------------------------------------------
@pytest.mark.usefixtures("toy")
def test_each_game_is_listed_with_its_emblem_beside_its_button(make_app) -> None:
    app = make_app((1280, 720))
    scene = open_new_game(app)
    pump(app)
    assert set(scene.emblems) == set(games.shown())
    for game_id, rect in scene.emblems.items():
        button = scene.widgets[f"game_{game_id}"].get_abs_rect()
        assert rect.right < button.left and rect.centery == button.centery
        shown = app.screen.subsurface(rect)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(on_background(app, rect, game_id), "RGB")


def on_background(app: Any, rect: pygame.Rect, game_id: str) -> pygame.Surface:
    """What the emblem of `game_id` looks like drawn over the screen's background at `rect`."""
    out = style.background(app.size).subsurface(rect).copy()
    out.blit(emblem(game_id, rect.w), (0, 0))
    return out


@pytest.mark.usefixtures("toy")
def test_roll_player_draws_its_own_emblem_and_a_game_without_one_gets_the_generic(make_app) -> None:
    make_app((1280, 720))
    own = pygame.image.tobytes(emblem("roll-player", 64), "RGBA")
    assert own != pygame.image.tobytes(generic_emblem("roll-player", "Roll Player", 64, None), "RGBA")
    toy_emblem = pygame.image.tobytes(emblem("toy-race", 64), "RGBA")
    assert toy_emblem == pygame.image.tobytes(generic_emblem("toy-race", "Toy race", 64, None), "RGBA")
    assert toy_emblem != pygame.image.tobytes(emblem("dice-race", 64), "RGBA")


def test_clicking_a_games_emblem_selects_that_game(make_app) -> None:
    app = make_app((1280, 720))
    scene = open_new_game(app)
    click(app, scene.emblems["roll-player"].center)
    pump(app)
    assert scene.game_id == "roll-player" and scene.widgets["game_roll-player"].is_selected


# --- everything fits ----------------------------------------------------------------------------
@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize("size", [SIZES[0], SIZES[-1]], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("game_id", ["roll-player", "toy-race"])
def test_the_busiest_form_fits_the_window_in_both_languages(make_app, size: tuple[int, int], lang: str,
                                                           game_id: str) -> None:
    app = make_app(size)
    app.set_lang(lang)
    scene = open_new_game(app)
    click_widget(app, f"game_{game_id}")
    for option in games.manifest(game_id).options:
        click_widget(app, f"variant_{option.id}")
    type_text(app, "seed", "not a number")
    click_widget(app, "start")
    assert "message" in scene.widgets
    assert_tidy(app)
    for game, rect in scene.emblems.items():
        assert pygame.Rect((0, 0), size).contains(rect)
        for key, widget in scene.widgets.items():
            assert not rect.colliderect(widget.get_abs_rect()), (game, key)
    padding = scene.px(BUTTON_PADDING)
    for key, widget in scene.widgets.items():
        if key.startswith(("variant_", "game_", "seat_")):
            width = style.font(round(FONT_SIZES["button"] * app.scale)).size(widget.text)[0]
            assert width <= widget.get_abs_rect().w - padding, (key, widget.text)


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize("size", [SIZES[0], SIZES[-1]], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_list_of_games_has_shorter_rows_that_stay_above_the_message(make_app, size: tuple[int, int],
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    for n in range(2, 6):
        clone = type(f"ToyRace{n}", (ToyRace,), {"id": f"toy-race-{n}"})()
        monkeypatch.setitem(games._extra, clone.id, clone)
    app = make_app(size)
    scene = open_new_game(app)
    type_text(app, "seed", "not a number")
    click_widget(app, "start")
    message = scene.widgets["message"].get_abs_rect()
    assert len(scene.emblems) == len(games.shown()) >= 9
    for game_id, rect in scene.emblems.items():
        button = scene.widgets[f"game_{game_id}"].get_abs_rect()
        assert rect.bottom < message.top and button.bottom < message.top, game_id
    assert_tidy(app)


def test_the_settings_default_remembers_no_table() -> None:
    assert Settings().last_table is None and "last_table" in Settings().to_json()
