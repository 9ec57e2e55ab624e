"""Issue 22 (Polish): the Load list and the replay list say what kind each bot is in the player's language at
list time ("(zachłanny)"), not in the words the save froze ("Bot 1 (greedy)"), and a table of bots of one kind is
counted ("4 boty (zachłanne)") so a five-bot row still fits at 1280x720."""
from __future__ import annotations

from typing import Any, Iterator

import pygame
import pytest

from app import i18n, saves
from app.main import App
from app.render import fit
from app.replay.examples import EXAMPLES_DIR
from app.replay.picker import row_text
from app.scenes.load import row_details
from engine import games
from engine.kernel import GameConfig, Seat, Session
from tests.app_roll_player.fitcheck import overflows

FIVE_BOTS = "roll-player-fiends-5p-seed5.json"   # the shipped example with the most seats: five random bots
SIZE = (1280, 720)


def saved(seats: tuple[Seat, ...], name: str) -> saves.SaveInfo:
    """A Runebound game with these seats, saved a few moves in, as the Load list reads it."""
    session: Session[Any] = Session(games.get("runebound"), GameConfig("runebound", 3, seats, {}))
    for _ in range(3):
        assert session.decision is not None
        session.apply(session.decision.legal[0])
    return saves.read_info(saves.write(session, saves.saves_dir() / name, "Runebound"))


@pytest.fixture(params=("en", "pl"))
def recorded(request: pytest.FixtureRequest) -> Iterator[tuple[App, fit.Log]]:
    with fit.recording() as log:
        app = App(SIZE, persist=False)
        app.set_lang(request.param)
        yield app, log
    pygame.display.quit()


def test_the_load_lists_bot_kinds_are_in_the_players_language_not_the_words_the_save_froze() -> None:
    saves.saves_dir().mkdir(parents=True)
    info = saved((Seat("Ala"), *(Seat(f"Bot {n}", "greedy") for n in range(1, 5))), "four-bots.json")
    one = saved((Seat("Ala"), Seat("Olek", "greedy"), Seat("Ewa", "random")), "one-of-each.json")
    assert "Ala, 4 bots (greedy) · " in row_details(info)
    assert "Ala, Olek (greedy), Ewa (random) · " in row_details(one)
    i18n.set_lang("pl")
    assert "Ala, 4 boty (zachłanne) · " in row_details(info) and "greedy" not in row_details(info)
    assert "Ala, Olek (zachłanny), Ewa (losowy) · " in row_details(one)
    five = saved((*(Seat(f"Bot {n}", "greedy") for n in range(1, 6)),), "five-bots.json")
    assert "5 botów (zachłannych) · " in row_details(five)


def test_the_five_bot_rows_fit_the_load_list_and_the_replay_list_at_1280x720_with_their_bot_kinds(
        recorded: tuple[App, fit.Log]) -> None:
    app, log = recorded
    saves.saves_dir().mkdir(parents=True)
    own = saved((*(Seat(f"Bot {n}", "greedy") for n in range(1, 6)),), "five-greedy-bots.json")
    found: list[str] = []
    for scene in ("load", "replay_picker"):   # the replay list holds the shipped five-bot example and the own save
        app.go(scene)
        found += overflows(app, log, f"{app.scene.name} {SIZE}")
    example = next(info for info in saves.list_saves(EXAMPLES_DIR) if info.path.name == FIVE_BOTS)
    assert {"en": "5 bots (random)", "pl": "5 botów (losowych)"}[i18n.lang()] in row_text(example, i18n.lang())
    assert {"en": "5 bots (greedy)", "pl": "5 botów (zachłannych)"}[i18n.lang()] in row_details(own)
    assert not found, "\n".join(found)
