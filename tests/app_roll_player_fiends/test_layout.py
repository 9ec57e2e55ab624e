"""The expansion's table at 1280×720 and 1920×1080 for 1–5 players: regions inside the table and apart,
every sheet part inside its sheet, every target on screen, large enough and uncovered."""
from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest

from app.games.roll_player import layout
from app.board.host import BoardHost
from engine.kernel import Session
from tests.app_roll_player.conftest import SIZES
from tests.app_roll_player.tablekit import shown_table, table_rect
from tests.app_roll_player_fiends.fiendskit import STAGES, session_at

MIN_HIT = 12


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_regions_never_overlap_and_stay_on_the_table(size: tuple[int, int], players: int) -> None:
    rect = table_rect(size)
    grid = layout.build(rect, players, main_seat=players - 1, fiends=True)
    regions = grid.regions()
    assert "hunt" in regions and len(regions) == 6 + max(1, players - 1)
    for name, r in regions.items():
        assert rect.contains(r), f"{name} {r} leaves the table {rect}"
    for (a, ra), (b, rb) in itertools.combinations(regions.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_sheet_has_the_familiar_row_and_its_parts_inside(size: tuple[int, int], players: int) -> None:
    grid = layout.build(table_rect(size), players, 0, fiends=True)
    for sheet in [grid.main, *grid.others.values()]:
        assert list(sheet.rows) == [*layout.ATTRS, "FAM"]
        parts = [sheet.header, sheet.extras, *sheet.rows.values(), *sheet.slots.values(), *sheet.totals.values()]
        if not sheet.compact:
            parts += [sheet.align, sheet.cards, sheet.familiar, sheet.backstory, *sheet.counters.values()]
        for part in parts:
            assert sheet.panel.contains(part), (part, sheet.panel)
        for a, b in itertools.combinations(list(sheet.slots.values()), 2):
            assert not a.colliderect(b)
        assert sheet.die_size >= 12, f"dice of {sheet.die_size} px are too small to read"
    main = grid.main
    side = [main.align, main.backstory, main.familiar, main.cards, main.extras, *main.counters.values(), main.gold,
            main.charisma]
    for a, b in itertools.combinations(side, 2):
        assert not a.colliderect(b), (a, b)


def test_without_the_expansion_the_layout_is_the_base_games() -> None:
    rect = table_rect((1280, 720))
    assert layout.build(rect, 4, 0).regions() == layout.build(rect, 4, 0, fiends=False).regions()
    assert list(layout.build(rect, 4, 0).main.rows) == list(layout.ATTRS)


def check_targets(s: Session[Any], size: tuple[int, int]) -> None:
    """Every action of the actor stands in a target on the table, uncovered and large enough."""
    table = shown_table(s, size)
    d = s.decision
    assert d is not None and d.actor is not None
    controller = BoardHost(table).controller   # the board host's: the table's targets and the action bar's
    controller.refresh(d, d.actor)
    targets = controller.targets
    clickable = {a for t in targets for a in t.actions}
    missing = {a for a in d.legal if a.player == d.actor} - clickable
    assert not missing, f"{d.prompt}: no target for {sorted(map(str, missing))}"
    screen = pygame.Rect((0, 0), size)
    for t in targets:
        box = t.shape.bounds()
        assert table.rect.contains(box) and screen.contains(box), f"{t.key} {box} leaves the table {table.rect}"
        assert box.w >= MIN_HIT and box.h >= MIN_HIT, f"{t.key} is only {box.size}"
        assert controller.target_at(box.center).key == t.key, f"{t.key} is covered"
    for key, rect in table.spots.items():
        assert screen.contains(rect) or rect.w == 0 or rect.h == 0, f"{key} {rect} is off the window"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 2, 4, 5])
@pytest.mark.parametrize("stage", STAGES)
def test_every_legal_action_has_a_visible_target(screen: pygame.Surface, size: tuple[int, int], players: int,
                                                 stage: str) -> None:
    check_targets(session_at(players, stage, seed=players * 11), size)


def test_the_familiar_is_kept_by_clicking_its_card(screen: pygame.Surface) -> None:
    s = session_at(2, "familiar")
    table = shown_table(s, (1280, 720))
    d = s.decision
    targets = [t for t in table.targets(d, d.actor) if t.key[0] == "tile"]
    kept = {a["familiar"] for t in targets for a in t.actions}
    assert len(targets) == 2 and kept == set(s.state.players[d.actor].familiar_choices)


def test_hunting_is_clicking_the_minion_and_a_reroll_is_clicking_a_die(screen: pygame.Surface) -> None:
    s = session_at(3, "hunt", seed=4)
    table = shown_table(s, (1920, 1080))
    d = s.decision
    controller = BoardHost(table).controller
    controller.refresh(d, d.actor)
    keys = {t.key: t for t in controller.targets}
    dice = [k for k in keys if k[0] == "combat_die"]
    rerolls = [a for a in d.legal if a.kind == "hunt_reroll"]
    assert len(dice) == len(rerolls)
    assert all(("combat_die", a["index"]) in keys for a in rerolls)
    assert any(k[0] == "bar" and keys[k].actions[0].kind == "hunt_accept" for k in keys)


def test_many_combat_dice_stay_inside_the_combat_panel(screen: pygame.Surface) -> None:
    from app.games.roll_player import fiends_paint

    s = session_at(5, "hunt", seed=55)
    view = s.view(s.decision.actor)
    frame = next(f for f in reversed(view["stack"]) if f["kind"] == "hunt")
    frame["data"]["rolls"] = [1, 2, 3, 4, 5, 6, 1, 2, 3, 4]
    table = shown_table(s, (1280, 720))
    area = table.grid.hunt
    spots: dict = {}
    fiends_paint.draw_hunt(screen, area, view, table.grid.scaler.u, spots)
    dice = [r for k, r in spots.items() if k[0] == "combat_die"]
    assert len(dice) == 10 and all(area.contains(r) for r in dice)
    for a, b in itertools.combinations(dice, 2):
        assert not a.colliderect(b)
