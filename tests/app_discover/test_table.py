"""Discover's table (issue 24 item 2): every legal move of every seat the game waits on is a lit map space or an
action-bar button, in words in English and Polish (never an id or an argument list), and a day action shows its
stamina cost before it is taken, on the space and in its tip; the panel's parts keep apart at both window sizes
for 1-4 heroes."""
from __future__ import annotations

import random
import pygame
import pytest

from app import i18n
from app.board.seats import for_clicks
from app.games.discover.table import HEX_WORLD, DiscoverTable
from app.render.camera import Camera
from engine.common.hexes import Hex
from engine.games.discover.carrying import move_cost
from engine.games.discover.content import content
from engine.kernel import Action, Decision, GameConfig, Session
from tests.discover.helpers import GAME, day_one, do, legal

SIZES = ((1280, 720), (1920, 1080))
RAW = ("_", "{", "}", "=", "act.", "discover.")


def table_at(session: Session, seat: int, size: tuple[int, int] = (1280, 720)) -> DiscoverTable:
    table = DiscoverTable(GAME, session.config)
    table.layout(pygame.Rect(0, 0, *size))
    decision = session.decision
    table.show(GAME.view(session.state, seat), decision, seat)
    return table


def own(session: Session, decision: Decision, seat: int) -> Decision:
    """The decision as the host hands it to one person at the table: only what they may click."""
    mine = for_clicks(decision, session.config.seats, seat)
    assert mine is not None
    return mine


def offered(table: DiscoverTable, decision: Decision, seat: int) -> tuple[dict[Action, str], dict[Action, str]]:
    """Each move a space stands for with its tip, and each move a button stands for with its words."""
    on_map = {a: t.tooltip for t in table.targets(decision, seat) for a in t.actions}
    on_bar = {a: item.label for item in table.bar_items(decision, seat) for a in item.actions}
    return on_map, on_bar


def random_game(players: int, expedition: int, seed: int, steps: int = 400) -> Session:
    """A random game's first moves (chosen by a seeded coin), to stand at its positions with Session.seek."""
    session = Session(GAME, GameConfig.quick("discover", players, seed=seed, scenario=expedition))
    rnd = random.Random(seed)
    for _ in range(steps):
        decision = session.decision
        if decision is None:
            break
        session.apply(rnd.choice(decision.legal))
    return session


@pytest.mark.parametrize("players,expedition", [(1, 1), (2, 5), (3, 1), (4, 5)])
def test_every_legal_move_of_every_waiting_seat_is_a_lit_space_or_a_button_in_words(players: int, expedition: int) -> None:
    kinds: set[str] = set()
    session = random_game(players, expedition, seed=players * 11 + expedition)
    for index in range(1, len(session.steps) + 1, 5):
        session.seek(index)
        decision = session.decision
        if decision is None:
            continue
        for seat in sorted(decision.deciders()):
            mine = own(session, decision, seat)
            for lang in ("en", "pl"):
                i18n.set_lang(lang)
                table = table_at(session, seat)
                on_map, on_bar = offered(table, mine, seat)
                assert set(on_map) | set(on_bar) == set(mine.legal), [str(a) for a in mine.legal]
                for action, words in {**on_map, **on_bar}.items():
                    label = table.action_label(action)
                    assert label and not any(r in label for r in RAW), (str(action), label)
                    assert label not in (i18n.t("discover.act.other"), i18n.t("discover.act.choose_other")), str(action)
                    assert i18n.t("discover.act.something") not in label, (str(action), label)
                    assert label in words, (label, words)
            kinds |= {a.kind for a in mine.legal}
    i18n.set_lang("en")
    assert {"move", "end_turn", "keep_character"} <= kinds


def test_a_space_a_hero_can_move_to_shows_its_stamina_cost_on_it_and_in_its_tip() -> None:
    session = day_one(1)
    table = table_at(session, 0)
    decision = session.decision
    assert decision is not None
    hero = session.state.heroes[0]
    moves = [t for t in table.targets(decision, 0) if any(a.kind == "move" for a in t.actions)]
    assert moves
    for target in moves:
        action = next(a for a in target.actions if a.kind == "move")
        q, r = (int(v) for v in str(action["to"]).split(","))
        slot, index = content().cells[Hex(q, r)]
        terrain = content().island.tiles[session.state.tiles[slot]].spaces[index].terrain
        cost = move_cost(hero, terrain)
        assert f"{cost} stamina" in target.tooltip
        assert table.badges[Hex(q, r)] == f"−{cost}"


def at_the_start_tiles_edge() -> Session:
    """Day one, the hero moved to the start tile's edge (face-down tiles beside it), the free Gather skipped."""
    session = day_one(1)
    do(session, "move", to="1,-1")
    if any(a.kind == "skip_gather" for a in legal(session)):
        do(session, "skip_gather")
    return session


def test_a_face_down_tile_next_to_the_hero_is_scouted_by_a_click_on_it_for_1_stamina() -> None:
    session = at_the_start_tiles_edge()
    table = table_at(session, 0)
    decision = session.decision
    assert decision is not None
    scouts = [t for t in table.targets(decision, 0) if t.key and t.key[0] == "scout"]
    assert scouts and all(len(t.actions) == 1 and t.actions[0].kind == "scout" for t in scouts)
    assert all("Scout this tile · 1 stamina" in t.tooltip for t in scouts)
    slots = {s.id: s.centre for s in content().island.slots}
    assert {t.key[1] for t in scouts} == {str(a["slot"]) for a in decision.legal if a.kind == "scout"}
    assert all(table.badges[slots[t.key[1]]] == "? −1" for t in scouts)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_panel_holds_the_stage_the_heroes_and_the_buttons_apart_beside_the_map(size: tuple[int, int], players: int) -> None:
    session = day_one(players)
    table = table_at(session, 0, size)
    stage, heroes, bar = table.stage_rect(), table.heroes_rect(), table.bar_area()
    blocks = [r for _, r in table.hero_blocks()]
    assert len(blocks) == players
    for part in (stage, heroes, bar, *blocks):
        assert table.panel.contains(part), part
    assert stage.bottom <= heroes.y and heroes.bottom <= bar.y
    assert all(heroes.contains(b) for b in blocks)
    assert all(a.bottom <= b.y for a, b in zip(blocks, blocks[1:]))
    scale = size[1] / 720
    assert min(b.h for b in blocks) >= 70 * scale, "a hero's dial and four lines of words"
    assert bar.h >= 3 * 34 * scale, "room for three buttons"
    assert not table.map_area().colliderect(table.panel)
    cards_by_block = {seat: [r for c, r in table.hero_card_rects() if block.contains(r)] for seat, block in table.hero_blocks()}
    for (seat, block), hero in zip(table.hero_blocks(), session.state.heroes):
        shown = cards_by_block[seat]
        assert len(shown) == 1 + len(hero.items) + len(hero.blueprints), "character card, items, blueprints"
        assert all(r.x >= block.x + block.h * 0.8 for r in shown), "right of the dial"
        assert all(a.right <= b.x for a, b in zip(shown, shown[1:])), "side by side, apart"
        assert min(r.h for r in shown) >= 20 * scale, "a number read on each"


def token_boxes(table: DiscoverTable) -> dict[Hex, list[pygame.Rect]]:
    """Every token's square on the window, by its space."""
    out: dict[Hex, list[pygame.Rect]] = {}
    for p in table.island.layer.placed:
        (x, y), d = p.centre, p.size
        x0, y0 = table.camera.world_to_screen(x - d / 2, y - d / 2)
        x1, y1 = table.camera.world_to_screen(x + d / 2, y + d / 2)
        out.setdefault(p.token.cell, []).append(pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0)))
    return out


@pytest.mark.parametrize("players,expedition", [(3, 5), (4, 1)])
def test_a_stamina_badge_leaves_its_spaces_tokens_uncovered_when_its_lower_or_upper_edge_is_free(players: int, expedition: int) -> None:
    edges = ((0.0, 0.55), (0.0, -0.55))      # the space's lower and upper edge, in hex sizes from its centre
    session = random_game(players, expedition, seed=players * 7, steps=600)
    crowded = 0
    for index in range(1, len(session.steps) + 1, 7):
        session.seek(index)
        decision = session.decision
        if decision is None or decision.actor is None:
            continue
        table = table_at(session, decision.actor)
        table.camera = Camera(tuple(table.map_area()), world=table.world(), min_zoom=0.1)
        table.camera.fit(table.world(), 0)
        table.targets(decision, decision.actor)
        tokens = token_boxes(table)
        for h, box in table.badge_rects().items():
            mine = tokens.get(h, [])
            crowded += bool(mine)
            if any(box.colliderect(t) for t in mine):
                x, y = table.layout_px.hex_to_pixel(h)
                spots = [box.copy() for _ in edges]
                for spot, (dx, dy) in zip(spots, edges):
                    spot.center = tuple(round(v) for v in table.camera.world_to_screen(x + HEX_WORLD * dx, y + HEX_WORLD * dy))
                assert all(any(s.colliderect(t) for t in mine) for s in spots), (h, box, mine)
    assert crowded, "some lit spaces hold tokens"
