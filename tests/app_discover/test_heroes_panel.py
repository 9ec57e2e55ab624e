"""The heroes' panel (issue 24 item 2): each hero's dial with stamina and health indicators, damage by type,
resources against the carrying limit the engine applies, readable for 1-4 heroes at both window sizes in en and pl."""
from __future__ import annotations

import pygame
import pytest

from app.games.discover.panel import block_rects, draw_heroes, hero_facts
from app.render import fit
from engine.games.discover.carrying import carried, carrying_limit
from engine.games.discover.state import Held
from tests.discover.helpers import GAME, day_one


def test_damage_is_shown_by_type_beside_the_hearts_left() -> None:
    view = GAME.view(day_one(1).state, 0)
    view["heroes"][0]["health"] = ["hunger", "injury", "hunger"]
    facts = hero_facts(view["heroes"][0], view["active"], "en")
    assert facts.damage == (("hunger", 2), ("injury", 1))
    assert facts.health == ("hunger", "injury", "hunger")


def test_stamina_is_the_heros_own_out_of_the_rules_most() -> None:
    session = day_one(2)
    session.state.heroes[1].stamina = 4
    facts = hero_facts(GAME.view(session.state, 0)["heroes"][1], 0, "en")
    assert (facts.stamina, facts.max_stamina) == (4, 12)
    assert not facts.active


def test_what_a_hero_carries_is_counted_against_the_engines_carrying_limit() -> None:
    session = day_one(1)
    hero = session.state.heroes[0]
    hero.resources += [Held("wood"), Held("stone", 2)]
    facts = hero_facts(GAME.view(session.state, 0)["heroes"][0], 0, "en")
    assert (facts.carried, facts.limit) == (carried(hero), carrying_limit(hero))
    assert dict(facts.resources) == {"food": 1, "clean_water": 1, "wood": 1, "stone": 2}


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_panel_reads_whole_for_every_hero(players: int, size: tuple[int, int], lang: str) -> None:
    session = day_one(players)
    for hero in session.state.heroes:
        hero.health = ["dehydration", "sickness", "heart"]
        hero.resources += [Held(r) for r in ("wood", "stone", "poison", "component", "medicine", "meat")]
    view = GAME.view(session.state, 0)
    scale = size[1] / 720
    area = pygame.Rect(size[0] - round(330 * scale), 6, round(318 * scale), size[1] - 12)
    surface = pygame.Surface(size)
    with fit.recording() as log:
        facts = draw_heroes(surface, area, view, lang, scale)
    assert len(facts) == players
    assert all(area.contains(r) for r in block_rects(area, players, scale))
    assert log.overflows() == [] and log.cuts() == []
