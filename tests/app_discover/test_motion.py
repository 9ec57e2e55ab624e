"""What the Island's steps look like (issue 24 items 1 and 3): a scouted tile turns over with a short animation over
its seven spaces, and a monster's step after a compass roll glides from its space to the next."""
from __future__ import annotations

import pygame

from app.board.presenter import Presenter
from app.render import fit
from app.games.discover.motion import MonsterStep, TileTurn
from app.games.discover.table import DiscoverTable
from engine.common.hexes import Hex
from engine.kernel import Action, Event, Session, Step
from tests.app_discover.test_table import at_the_start_tiles_edge
from tests.discover.helpers import GAME, do, legal


def attached(session: Session) -> tuple[DiscoverTable, Presenter]:
    """The table shown to the one hero, with a Presenter of its own on a clock that stands still."""
    table = DiscoverTable(GAME, session.config)
    table.layout(pygame.Rect(0, 0, 1280, 720))
    presenter = Presenter(clock=lambda: 0.0)
    presenter.attach(table)
    table.show(GAME.view(session.state, 0), session.decision, 0)
    return table, presenter


def test_a_scouted_tile_turns_over_its_back_narrowing_over_its_seven_spaces() -> None:
    session = at_the_start_tiles_edge()
    table, presenter = attached(session)
    slot = str(legal(session, "scout")[0]["slot"])
    before = len(session.steps)
    do(session, "scout", slot=slot)
    presenter.tell(session.steps[before:], show=lambda: table.show(GAME.view(session.state, 0), session.decision, 0))
    turns = presenter.running(TileTurn)
    assert len(turns) == 1 and len(turns[0].spaces) == 7
    assert 0 < turns[0].duration < 1, "a short animation"
    turns[0].update(turns[0].duration + 0.01)
    assert turns[0].done


def test_a_monster_step_glides_from_its_space_to_the_next() -> None:
    session = at_the_start_tiles_edge()
    table, presenter = attached(session)
    moved = Event("monster_stepped", {"id": "M1", "frm": "0,0", "to": "1,-1", "engaged": False})
    step = Step(Action.of("night", None), (moved,), "", True)
    presenter.present([step])
    glides = presenter.running(MonsterStep)
    assert len(glides) == 1
    glide = glides[0]
    assert glide.at() == table.layout_px.hex_to_pixel(Hex(0, 0))
    glide.update(glide.duration + 0.01)
    assert glide.at() == table.layout_px.hex_to_pixel(Hex(1, -1))


def test_the_compass_roll_that_moved_the_monsters_is_lit_on_the_compass_with_its_face() -> None:
    session = at_the_start_tiles_edge()
    table, _ = attached(session)
    rolled = Event("rolled", {"player": 0, "value": 7, "why": "monsters_compass"})
    moved = Event("monster_stepped", {"id": "M1", "frm": "0,0", "to": "0,1", "engaged": False})
    table.on_events([Step(Action.of("night", None), (rolled, moved), "", True)])
    assert table.compass == 7
    with fit.recording() as log:
        table.draw(pygame.Surface((1280, 720)), 0.0)
    assert "7" in log.texts.values()
    table.on_events([])
    assert table.compass is None, "an undo forgets it"


def test_a_roll_no_monster_moved_by_leaves_the_compass_unlit() -> None:
    session = at_the_start_tiles_edge()
    table, _ = attached(session)
    rolled = Event("rolled", {"player": 0, "value": 2, "why": "dirty_water"})
    table.on_events([Step(Action.of("night", None), (rolled,), "", True)])
    assert table.compass is None
