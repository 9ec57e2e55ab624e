"""Walking die by die on the Runebound table (spec §5.2): a click on a far hex the dice reach takes the
route's first step and keeps the route shown; the figure walks each step hex by hex, and a click or a
key finishes the walk at once (the host's hurry). Also: the combat hook hands combat decisions to a
combat view when one is set, and an action kind the table does not know still reads as words."""
from __future__ import annotations

import random
import time

import pygame

from app.board.overlays import Fight

from app.games.runebound.table import COMBAT_PROMPTS
from app.games.runebound.walk import Walk
from app.input.targets import Target
from engine.common.hexes import Hex
from engine.games.runebound.content import content
from engine.kernel import Action, Decision
from tests.app.drive import click, pump
from tests.app_runebound.positions import advance, open_scene


def far_target(scene):
    """A lit hex two or more dice away, with its route."""
    table = scene.table
    for target in scene.host.controller.highlighted():
        if target.key and target.key[0] == "hex":
            cells, dice = table.route(Hex(*target.key[1:]))
            if len(cells) >= 3:
                return target, cells, dice
    return None


def on_screen(scene, target) -> tuple[int, int]:
    shape = scene.host.on_screen(target.shape)
    xs = [p[0] for p in shape.points]
    ys = [p[1] for p in shape.points]
    return round(sum(xs) / len(xs)), round(sum(ys) / len(ys))


def walking_scene(make_app, seed: int = 21):
    app = make_app((1280, 720))
    scene = open_scene(app, 2, seed=seed)
    rng = random.Random(seed)
    for _ in range(20):
        assert advance(scene, rng, 2, "moving")
        found = far_target(scene)
        if found is not None:
            return scene, found
        scene.session.apply(next(a for a in scene.session.decision.legal if a.kind == "stop"))
    raise AssertionError("no roll reached a hex two dice away")


def test_a_click_on_a_far_hex_takes_the_first_step_and_keeps_the_route(make_app) -> None:
    scene, (target, cells, dice) = walking_scene(make_app)
    table = scene.table
    assert len(target.actions) == 1 and target.actions[0].kind == "go"
    first = target.actions[0]
    assert (first["q"], first["r"]) == (cells[1].q, cells[1].r)
    assert "Walk to" in target.tooltip
    click(scene.app, on_screen(scene, target))
    state = scene.session.state
    assert tuple(state.players[state.active].position) == (cells[1].q, cells[1].r)
    assert table._goal == cells[-1]
    assert table.layer.preview is not None and table.layer.preview.route[-1] == cells[-1]
    assert scene.host.presenter.animating(time.monotonic()), "the figure walks the step it took"


def test_the_walk_runs_hex_by_hex_and_a_key_finishes_it(make_app) -> None:
    scene, (target, cells, _) = walking_scene(make_app, seed=22)
    table = scene.table
    seat = scene.session.state.active
    start = table.hex_centre(tuple(scene.session.state.players[seat].position))
    click(scene.app, on_screen(scene, target))
    table._goal = table._heading = None   # this test watches one step's walk: the route's next die is not taken
    walks = scene.host.presenter.running(Walk)
    assert len(walks) == 1 and walks[0].seat == seat
    walk = walks[0]
    assert walk.points[0] == start and walk.points[-1] == table.hex_centre((cells[1].q, cells[1].r))
    assert walk.at() == start
    walking = sum(1 for p in table.layer.placed if p.token.cell == cells[1])
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0))
    pump(scene.app)
    assert not scene.host.presenter.running(Walk), "a key finishes the walk"
    assert walk.at() == walk.points[-1]
    assert sum(1 for p in table.layer.placed if p.token.cell == cells[1]) == walking + 1, \
        "the figure stands on the map again once it has arrived (and not while it walks)"


def test_one_click_on_a_far_hex_walks_the_whole_route_die_by_die(make_app) -> None:
    scene, (target, cells, dice) = walking_scene(make_app, seed=23)
    goal = cells[-1]
    seat = scene.session.state.active
    before = len(scene.session.steps)
    click(scene.app, on_screen(scene, target))
    for _ in range(10 * len(dice)):
        scene.host.presenter.skip()
        pump(scene.app)
    walked = [s.action for s in scene.session.steps[before:] if s.action.kind == "go"]
    assert [(a["q"], a["r"]) for a in walked] == [(h.q, h.r) for h in cells[1:]], "each hop of the route, in order"
    assert tuple(scene.session.state.players[seat].position) == (goal.q, goal.r)
    assert scene.table._goal is None


def test_an_undo_in_the_middle_of_a_route_stops_it_there(make_app) -> None:
    scene, (target, cells, _) = walking_scene(make_app, seed=23)
    seat = scene.session.state.active
    click(scene.app, on_screen(scene, target))
    assert tuple(scene.session.state.players[seat].position) == (cells[1].q, cells[1].r)
    scene.undo()
    for _ in range(10):
        scene.host.presenter.skip()
        pump(scene.app)
    assert tuple(scene.session.state.players[seat].position) == (cells[0].q, cells[0].r), "no step after the undo"


class FakeCombat:
    """What the table asks of a combat view: it records the calls (it claims no decision of its own)."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def active(self, view, decision) -> bool:
        return False

    def layout(self, rect: pygame.Rect) -> None:
        self.calls.append("layout")

    def show(self, view, decision, viewer) -> None:
        self.calls.append("show")

    def showing(self) -> bool:
        return False

    def targets(self, decision: Decision, player: int) -> list[Target]:
        self.calls.append("targets")
        return []

    def bar_items(self, decision: Decision, player: int) -> list:
        self.calls.append("bar_items")
        return []

    def bar_area(self) -> pygame.Rect | None:
        return None

    def opaque(self) -> pygame.Rect | None:
        return None

    def draw(self, surface: pygame.Surface, now: float) -> None:
        self.calls.append("draw")


def test_the_table_hands_its_calls_to_its_combat_view(make_app) -> None:
    from app.games.runebound.combat_view import CombatView

    app = make_app((1280, 720))
    scene = open_scene(app, 2)
    table = scene.table
    assert isinstance(table.combat_view, CombatView)  # every Runebound table shows its fights on the overlay
    assert table.combat_view.presenter is scene.host.presenter, "its show runs in the host's one Presenter"
    fake = FakeCombat()
    table.combat_view = fake
    table.layout(scene.table_rect)
    assert fake.calls == ["layout"]
    move = scene.session.decision
    assert move.prompt not in COMBAT_PROMPTS
    table.show(table.view, move, move.actor)
    assert fake.calls[-1] == "show"
    assert table.targets(move, move.actor) and "targets" not in fake.calls
    fight = Decision(0, "assign", (Action.of("assign", 0, ranged="hero", melee="defend", magic="defend"),))
    table.show(table.view, fight, 0)
    overlay = scene.host.overlays.top()
    assert isinstance(overlay, Fight), "a fight is pushed on the host's overlay stack"
    assert table.targets(fight, 0) == [], "the board has no targets under the fight"
    assert overlay.targets(fight, 0) == [] and fake.calls[-1] == "targets"
    assert overlay.bar_items(fight, 0) == [] and fake.calls[-1] == "bar_items"
    overlay.draw(pygame.display.get_surface(), 0.0)
    assert fake.calls[-1] == "draw"


def test_an_unknown_action_kind_reads_as_words(make_app) -> None:
    from app import i18n

    app = make_app((1280, 720))
    scene = open_scene(app, 2)
    label = scene.table.action_label
    assert label(Action.of("summon_wyvern", 0, card="wild_boar.2")) == "Summon wyvern: Wild Boar"
    assert label(Action.of("leave_market", 0)) == "Leave the market"
    i18n.set_lang("pl")
    assert label(Action.of("leave_market", 0)) == "Opuść targ"


def test_the_minimap_moves_the_view_and_hides_the_hexes_under_it(make_app) -> None:
    scene, _ = walking_scene(make_app, seed=24)
    table, host = scene.table, scene.host
    host.zoom(6, scene.table_rect.center)
    pump(scene.app)
    mini = table.layer.minimap_rect(host.camera)
    assert mini is not None and table.map_area().contains(mini)
    before, made = host.camera.offset, len(scene.session.steps)
    click(scene.app, (mini.x + 5, mini.bottom - 5))
    assert host.camera.offset != before, "a click on the minimap moves the view"
    assert len(scene.session.steps) == made, "and makes no move"
    for target in host.controller.highlighted():
        if target.key[0] == "hex":
            assert not host.on_screen(target.shape).contains(mini.center)


def test_an_undo_ends_the_walk_at_once(make_app) -> None:
    scene, (target, _, _) = walking_scene(make_app, seed=25)
    click(scene.app, on_screen(scene, target))
    assert scene.host.presenter.running(Walk)
    scene.after_steps([])
    assert not scene.host.presenter.running(Walk)


def test_a_hovered_die_shows_its_terrains_as_the_map_draws_them(make_app) -> None:
    scene, _ = walking_scene(make_app, seed=26)
    table = scene.table
    die = table.dice_rects[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=die.center, rel=(0, 0), buttons=(0, 0, 0)))
    pump(scene.app)
    box = table.legend_rect()
    assert table.die_hovered == 0 and box is not None
    assert scene.table_rect.contains(box) and not box.colliderect(table.panel)
    face = scene.session.state.dice[0]
    assert table._die_symbols() == sorted(content().faces[face])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(table.panel.centerx, table.panel.bottom - 4),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    pump(scene.app)
    assert table.legend_rect() is None


def test_a_roll_sounds_like_dice_a_purchase_like_a_coin_and_a_step_like_a_click(make_app) -> None:
    from engine.kernel import Event, Step

    app = make_app((1280, 720))
    scene = open_scene(app, 2)
    sound = scene.host.presenter.sound_for
    move = Action.of("roll", 0, dice=3, rest=(1,))

    def step(*kinds: str) -> Step:
        return Step(move, tuple(Event(k, {}) for k in kinds), "", False)

    assert sound(step("rested", "rolled")) == "dice"
    assert sound(step("adventure_drawn")) == "card"
    assert sound(step("bought")) == "coin"
    assert sound(step("moved")) == "click"


def test_a_route_whose_next_step_is_not_offered_stops_and_the_status_line_says_why(make_app) -> None:
    scene, (target, cells, _) = walking_scene(make_app, seed=23)
    click(scene.app, on_screen(scene, target))
    decision = scene.session.decision
    only_stop = Decision(decision.actor, decision.prompt, tuple(a for a in decision.legal if a.kind == "stop"))
    why = scene.table.follow_up(only_stop)
    assert isinstance(why, str) and "stopped" in why and "do not reach" in why
    assert scene.table.follow_up(decision) is None, "it is said once"
    scene.table.follow_up = lambda d: why
    scene.host.presenter.skip()
    pump(scene.app)
    assert scene.status == why


def test_a_far_hexs_tooltip_counts_its_dice_without_die_numbers_the_panel_does_not_show(make_app) -> None:
    """Issue 22 play-test: "Walk to Road: 5 dice (5, 4, 2, 3, 1)" listed die numbers the side panel never shows
    (pointing at the hex lights the route's dice on the panel instead)."""
    scene, (target, _cells, dice) = walking_scene(make_app)
    first_line = target.tooltip.splitlines()[0]
    assert first_line.startswith("Walk to") and f"{len(dice)} dice" in first_line
    assert "(" not in first_line, first_line
