"""The expedition card always in view (issue 24 item 4): the current stage and its goal, read whole in en and pl."""
from __future__ import annotations

import pygame
import pytest

from app.games.discover.stage import draw_stage, stage_lines
from app.render import fit
from engine.games.discover.content import content
from tests.discover.helpers import GAME, day_one, fresh

STAGES = [(s.number, st.stage) for s in content().scenarios.values() for st in s.stages]


def test_the_card_names_the_scenario_the_stage_and_the_round() -> None:
    view = GAME.view(day_one(1).state, 0)
    lines = stage_lines(view, "en")
    assert lines[0] == "Scenario 1 · stage 1 of 3: A Call for Help"
    assert lines[1] == f"Round {view['round']} · day"


@pytest.mark.parametrize("lang,words", [("en", "choosing characters"), ("pl", "wybór postaci")])
def test_while_the_characters_are_chosen_the_card_says_so_not_round_0(lang: str, words: str) -> None:
    lines = stage_lines(GAME.view(fresh(2).state, 0), lang)
    assert words in lines[1] and "0" not in lines[1]


def test_markers_on_the_card_are_counted_when_there_are_any() -> None:
    session = day_one(1)
    session.state.stage, session.state.stage_markers = 3, 2
    lines = stage_lines(GAME.view(session.state, 0), "pl")
    assert lines[0].startswith("Scenariusz 1 · etap 3 z 3") and lines[-1] == "Znaczniki na karcie: 2"


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize(("scenario", "stage"), STAGES, ids=[f"s{a}-{b}" for a, b in STAGES])
def test_every_stages_goal_is_read_whole_on_the_card(scenario: int, stage: int, size: tuple[int, int], lang: str) -> None:
    session = day_one(2)
    session.state.expedition, session.state.stage, session.state.stage_markers = scenario, stage, 4
    scale = size[1] / 720
    rect = pygame.Rect(0, 0, round(318 * scale), round(190 * scale))
    with fit.recording() as log:
        needed, room = draw_stage(pygame.Surface(size), rect, GAME.view(session.state, 0), lang, scale)
    assert needed <= room, "the goal's words are cut off at the card's foot"
    assert log.overflows() == [] and log.cuts() == []
