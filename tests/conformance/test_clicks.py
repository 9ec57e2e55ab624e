"""The click conformance suite (issue 21 item 4): every installed game, in every option set its manifest declares,
is played on the real table scene at positions of a seeded random game, at 1280x720 and 1920x1080 in English and
in Polish (each position met at both sizes and in both languages), by real mouse events at points found in the
painted window. Every legal action of each seat the game waits on is made in at most three clicks on what is drawn;
every click makes a move, opens a chooser or says why in the status line, and nothing waits on a click it does not
show; a move passing the turn to another person covers the table until a click on the hand-over's words; no drawn text holds an internal id, an argument list, a
doubled word, a seat placeholder or the other language's text; the results drawn are the engine's. A game is checked
by being installed: nothing here names one."""
from __future__ import annotations

from itertools import product
from typing import Iterator

import pygame
import pytest

from app import i18n
from engine import games

from .clicks import SCREENS, Tally, check_configuration, every_option_set



def offered() -> list[str]:
    """The installed games the app offers (a table to click on): tests' small games some other test registered in this
    worker are not among them, whenever this runs."""
    return sorted(set(games.shown()) & set(games.installed()))


CONFIGURATIONS = every_option_set(offered())


@pytest.fixture
def window() -> Iterator[None]:
    """Each configuration opens its own app window; pygame is shut down after it (fonts opened before die then), and
    the language is English again."""
    yield
    pygame.quit()
    from app.scenes import style

    style.reset()
    i18n.set_lang("en")


def test_every_installed_game_is_clicked_in_every_option_set() -> None:
    assert {c.game for c in CONFIGURATIONS} == set(offered())
    for game_id in offered():
        choices = [o for o in games.manifest(game_id).options if o.kind != "bool"]
        values = {tuple((k, v) for k, v in c.options if not isinstance(v, bool)) for c in CONFIGURATIONS
                  if c.game == game_id}
        assert len(values) == len(list(product(*(o.values() for o in choices))))


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s[0][0]}x{s[0][1]}-{s[1]}")
@pytest.mark.parametrize("configuration", CONFIGURATIONS, ids=lambda c: c.id)
def test_every_legal_action_is_a_few_visible_clicks_away(configuration, screen, window: None) -> None:
    size, lang = screen
    tally: Tally = check_configuration(configuration, size, lang)
    print(tally.summary(f"{configuration.id} {size[0]}x{size[1]} {lang}"))
    assert tally.positions and tally.actions and tally.clicks
    if tally.problems:
        pytest.fail(f"{configuration.id} (seed {configuration.seed}) at {size[0]}x{size[1]} in {lang}:\n"
                    f"{tally.report()}", pytrace=False)


def test_a_small_game_another_test_left_registered_is_not_asked_of_the_suite(monkeypatch: pytest.MonkeyPatch) -> None:
    """Which games are clicked does not depend on which tests this worker ran before (a registered test game once made
    the check above fail when app tests ran first)."""
    before = offered()
    monkeypatch.setitem(games._extra, "left-behind-race", games.get(before[0]))
    assert "left-behind-race" in games.shown() and offered() == before
