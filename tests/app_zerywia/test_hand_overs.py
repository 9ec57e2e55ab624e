"""Hand-overs at the table (spec §6.2 DP-GIVE): in her Camp turn a hero gives a Trophy to another hero in her region
by a click on the button that says so (the Camp phase's hand-overs, §6.2 PD)."""
from __future__ import annotations

from typing import Iterator

import pygame
import pytest

from tests.app.drive import click, pump
from tests.app_zerywia.test_challenge_overlay import open_at
from tests.app_zerywia.test_setup_tips import button_at
from tests.zerywia.helpers import set_up
from tests.zerywia.test_cycle import camp_to_the_last_window, through_the_expedition


@pytest.fixture
def closing() -> Iterator[None]:
    yield
    pygame.quit()


def test_a_hero_gives_a_trophy_in_her_camp_turn_by_a_click_on_its_button(closing: None) -> None:
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], position={"heroes": [
        {"region": "LEG10", "items": ["okowita"], "trophies": 2}, {"region": "LEG10"}]})
    through_the_expedition(session)
    camp_to_the_last_window(session, 0)
    app, scene = open_at(session, (1280, 720), "en")
    labels = [b["label"] for b in scene.host.bar_dump()]
    assert "Give a Trophy to Weda" in labels and "Give Spirits to Weda" in labels and "End the camp" in labels
    click(app, button_at(scene, "Give a Trophy to Weda"))
    pump(app, 3)
    assert [h.trophies for h in scene.session.state.heroes] == [1, 1]
    assert scene.session.state.active == 0, "the Camp turn goes on"
