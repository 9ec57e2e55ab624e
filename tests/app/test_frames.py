"""The frame loop draws only what changed, yet the window always shows what a whole redraw would:
after every frame of hovering, animating, glowing and playing back, the screen equals the picture
painted from scratch at the same instant. An idle window asks for no frames at all."""
from __future__ import annotations

import time
from typing import Any, Callable, Iterator

import pygame
import pytest

from app.frames import FRAME_S, Damage, merge
from app.replay.examples import EXAMPLES_DIR
from app.scenes.menu import MenuScene

START = 1000.0
ANIMATE_EVERY = 12


class Clock:
    """A monotonic clock the test moves by hand (animations, the glow and playback read it)."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(time, "monotonic", fake)
    return fake


def whole(app: Any, now: float) -> bytes:
    """The window painted from scratch at `now`, off screen."""
    shown = app.screen
    app.screen = pygame.Surface(shown.get_size(), 0, shown)
    try:
        app._paint(now)
        return pygame.image.tobytes(app.screen, "RGB")
    finally:
        app.screen = shown


def step(app: Any, clock: Clock, events: list[pygame.event.Event] = ()) -> None:
    for event in events:
        pygame.event.post(event)
    clock.now += FRAME_S
    app.frame(FRAME_S)


def motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def glide(points: list[tuple[int, int]], steps: int = 3) -> Iterator[tuple[int, int]]:
    """Mouse positions from each point to the next."""
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        for i in range(steps):
            yield (round(x0 + (x1 - x0) * i / steps), round(y0 + (y1 - y0) * i / steps))


def assert_shown_as_whole(app: Any, clock: Clock, positions: Iterator[tuple[int, int]],
                          each: Callable[[int], None] = lambda k: None) -> int:
    """Frame by frame, the shown picture equals a whole redraw; returns how many frames drew only parts."""
    partial = 0
    original = app._present

    def present(now: float) -> None:
        nonlocal partial
        if app.damage and not app.damage.full or app._touched:
            partial += 1
        original(now)

    app._present = present
    for k, pos in enumerate(positions):
        each(k)
        step(app, clock, [motion(pos)])
        got, want = pygame.image.tobytes(app.screen, "RGB"), whole(app, clock.now)
        assert got == want, f"frame {k} at {pos}: {_diff_box(got, want, app.screen.get_width())}"
    return partial


def _diff_box(a: bytes, b: bytes, width: int) -> tuple[int, int, int, int]:
    """The bounding box of the pixels that differ (for a readable failure)."""
    xs, ys = [], []
    for i in range(0, len(a), 3):
        if a[i:i + 3] != b[i:i + 3]:
            xs.append(i // 3 % width)
            ys.append(i // 3 // width)
    return (min(xs), min(ys), max(xs), max(ys)) if xs else (0, 0, 0, 0)


@pytest.fixture
def roll_player_table(make_app: Callable[..., Any], clock: Clock) -> Any:
    from app.games import table_class
    from app.scenes.table_scene import TableScene
    from engine import games
    from tests.app_roll_player.positions import session_at

    if "roll-player" not in games.available():
        pytest.skip("Roll Player is not installed")
    app = make_app((1280, 720))
    app.settings.handover = False  # four people at one table: the frames of play, not of the hand-over cover
    session = session_at(4, "late", seed=44)
    scene = TableScene(app, session, table_class("roll-player")(session.game, session.config))
    app.switch(scene)
    for _ in range(3):
        step(app, clock)
    return app


def test_hovering_animating_and_glowing_on_the_table_shows_what_a_whole_redraw_would(roll_player_table, clock):
    app = roll_player_table
    scene = app.scene
    centres = [t.shape.bounds().center for t in scene.controller.highlighted()]
    assert len(centres) > 3
    steps = scene.session.steps[-6:]

    def animate(k: int) -> None:
        if k % ANIMATE_EVERY == 0:
            scene.host.presenter.present(steps)

    partial = assert_shown_as_whole(app, clock, glide([*centres, (5, 5), centres[0]]), animate)
    assert partial > len(centres)


def test_the_glow_recolours_the_outlines_on_the_shown_frame_with_or_without_a_tooltip_over_them(roll_player_table, clock):
    from app.board.host import GLOW_FPS

    app = roll_player_table
    touched: list[list[pygame.Rect]] = []
    app.repainted = lambda rects: (touched.append(rects), app._touched.extend(rects))
    target = app.scene.controller.highlighted()[0].shape.bounds().center
    for k in range(80):
        step(app, clock, [motion(target)] if k == 40 else [])
        assert pygame.image.tobytes(app.screen, "RGB") == whole(app, clock.now), f"frame {k}"
    assert app.scene.host.tip_rect is not None and len(touched) >= GLOW_FPS  # 80 frames: 1.3 s of a breathing glow


def test_an_idle_table_asks_only_for_the_glow_and_an_idle_menu_for_nothing(roll_player_table, clock):
    from app.board.host import GLOW_FPS

    app = roll_player_table
    for _ in range(60):
        step(app, clock)
    due = app.next_frame_at(clock.now)
    assert due is not None and clock.now < due <= clock.now + 1 / GLOW_FPS + 1e-9
    app.switch(MenuScene(app))
    for _ in range(60):
        clock.now += 0.1
        app.frame(0.1)
    assert app.next_frame_at(clock.now) is None


def test_an_idle_frame_draws_nothing(make_app, clock, monkeypatch):
    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    for _ in range(60):
        clock.now += 0.1
        app.frame(0.1)
    shown: list[Any] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: shown.append("flip"))
    monkeypatch.setattr(pygame.display, "update", lambda *a: shown.append(a))
    app.frame(0.1)
    assert shown == []


def test_hovering_the_menu_buttons_shows_what_a_whole_redraw_would(make_app, clock):
    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    step(app, clock)
    centres = [w.get_abs_rect().center for w in app.scene.widgets.values()]
    assert assert_shown_as_whole(app, clock, glide([*centres, (3, 3)], steps=2)) > 0


def test_playing_back_and_hovering_the_seek_bar_shows_what_a_whole_redraw_would(make_app, clock):
    from app.replay.scene import open_replay

    example = EXAMPLES_DIR / "roll-player-4p-seed4.json"
    if not example.exists():
        pytest.skip("no Roll Player example")
    app = make_app((1280, 720))
    assert open_replay(app, example)
    scene = app.scene
    step(app, clock)
    for key in (pygame.K_PLUS, pygame.K_PLUS, pygame.K_PLUS, pygame.K_SPACE):
        step(app, clock, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
    assert scene.model.playing and scene.model.speed == 8.0
    bar = scene.seekbar.rect
    path = glide([(bar.x + 5, bar.centery), (bar.right - 5, bar.centery), (bar.centerx, bar.y - 200)], steps=20)
    assert_shown_as_whole(app, clock, path)
    assert scene.model.cursor > 0


def test_hovering_the_tutorial_targets_shows_what_a_whole_redraw_would(make_app, clock):
    from app.tutorial.scene import open_tutorial

    app = make_app((1280, 720))
    if not open_tutorial(app, "roll-player"):
        pytest.skip("no Roll Player tutorial")
    step(app, clock)
    centres = [t.shape.bounds().center for t in app.scene.overlay.controller.highlighted()] or [(640, 360)]
    assert_shown_as_whole(app, clock, glide([*centres, (20, 400), centres[0]]))


def test_damage_merges_overlapping_areas_and_gives_up_on_most_of_the_window():
    assert merge([pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(100, 100, 5, 5)]) == [
        pygame.Rect(0, 0, 15, 15), pygame.Rect(100, 100, 5, 5)]
    damage = Damage()
    assert not damage
    damage.add(pygame.Rect(0, 0, 10, 10))
    assert damage.regions(pygame.Rect(0, 0, 100, 100)) == [pygame.Rect(0, 0, 10, 10)]
    damage.add(pygame.Rect(0, 0, 90, 90))
    assert damage.regions(pygame.Rect(0, 0, 100, 100)) is None
    damage.clear()
    damage.add()
    assert damage.full and damage.regions(pygame.Rect(0, 0, 100, 100)) is None


def test_small_areas_apart_are_redrawn_in_one_pass_and_large_ones_far_apart_in_two():
    """Each area redrawn is one more pass over the whole scene (~1 ms): a hovered target and an animation a
    hand apart cost less as one rectangle, two big panels at opposite corners as two."""
    window = pygame.Rect(0, 0, 1920, 1080)
    damage = Damage()
    damage.add(pygame.Rect(100, 100, 40, 40))
    damage.add(pygame.Rect(400, 300, 60, 60))
    assert damage.regions(window) == [pygame.Rect(100, 100, 360, 260)]
    damage.clear()
    damage.add(pygame.Rect(0, 0, 700, 400))
    damage.add(pygame.Rect(1220, 680, 700, 400))
    assert damage.regions(window) == [pygame.Rect(0, 0, 700, 400), pygame.Rect(1220, 680, 700, 400)]


def test_the_loop_wakes_for_input_at_once_and_otherwise_sleeps_until_it_is_due(make_app):
    app = make_app((1280, 720))
    pygame.event.post(motion((1, 1)))
    start = time.perf_counter()
    app.wait(None, 0.0)
    assert time.perf_counter() - start < 0.05
    pygame.event.clear()
    start = time.perf_counter()
    app.wait(time.monotonic() + 0.05, 0.0)
    assert 0.04 <= time.perf_counter() - start < 0.5


def test_a_bot_thinking_shows_what_a_whole_redraw_would(make_app, clock):
    from app.scenes.table_scene import start_game
    from engine.kernel import GameConfig, Seat

    app = make_app((1280, 720))
    assert start_game(app, GameConfig("dice-race", 3, (Seat("Bot", "random"), Seat("Ala")), {"target": 15})) is None
    thought = 0
    for _ in range(90):
        step(app, clock)
        thought += app.scene.bot_turn is not None
        assert pygame.image.tobytes(app.screen, "RGB") == whole(app, clock.now)
    assert thought and app.scene.session.cursor > 0


def test_two_small_areas_redrawn_in_one_pass_are_shown_as_themselves_not_as_the_box_joining_them(make_app, clock,
                                                                                                   monkeypatch):
    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    for _ in range(60):
        clock.now += 0.1
        app.frame(0.1)
    a, b = pygame.Rect(100, 100, 40, 40), pygame.Rect(400, 300, 60, 60)
    app.invalidate(a)
    app.invalidate(b)
    assert app.damage.regions(app.screen.get_rect()) == [a.union(b)]
    shown: list[pygame.Rect] = []
    monkeypatch.setattr(pygame.display, "update", lambda rects: shown.extend(map(pygame.Rect, rects)))
    app.frame(0.1)
    assert sorted(map(tuple, shown)) == sorted([tuple(a), tuple(b)])


@pytest.fixture
def runebound_fight(make_app: Callable[..., Any], clock: Clock) -> Any:
    """The busiest Runebound table of the bench: a Troll fight's assignment on screen over the six heroes' map."""
    return open_fight(make_app, clock, (1280, 720))


def open_fight(make_app: Callable[..., Any], clock: Clock, size: tuple[int, int]) -> Any:
    """The bench's busiest Runebound scene at `size`, its fight open over the map."""
    from app.games import table_class
    from app.scenes.table_scene import TableScene
    from engine import games
    from tests.bench import bench_runebound_frame as bench

    if "runebound" not in games.available():
        pytest.skip("Runebound is not installed")
    app = make_app(size)
    session = bench.busiest_session()
    scene = TableScene(app, session, table_class("runebound")(session.game, session.config))
    app.switch(scene)
    bench.plug_combat_view(scene)
    scene.table.layer.chunks.budget_ms = None   # the timed build budget would make a slow moment's frame differ
    step(app, clock)
    scene.host.fit()
    scene.host.camera.set_zoom(scene.host.camera.zoom * bench.ZOOM)
    for _ in range(2):
        step(app, clock)
    assert bench.overlay_open(scene)
    return app


class Window:
    """What the window system has been sent: the screen's pixels at each display update (whole or some areas)."""

    def __init__(self, app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        self.app = app
        self.picture = app.screen.copy()
        monkeypatch.setattr(pygame.display, "flip", self.flip)
        monkeypatch.setattr(pygame.display, "update", self.update)

    def flip(self) -> None:
        self.picture.blit(self.app.screen, (0, 0))

    def update(self, rects: Any = None) -> None:
        if rects is None:
            return self.flip()
        for rect in rects:
            self.picture.blit(self.app.screen, rect, rect)

    def shown(self) -> bytes:
        return pygame.image.tobytes(self.picture, "RGB")


def test_whole_redraws_while_a_fight_is_held_over_the_panning_map_paint_only_the_board_and_show_what_a_whole_redraw_would(
        runebound_fight, clock, monkeypatch):
    from tests.bench.bench_runebound_frame import pan_step

    app = runebound_fight
    scene = app.scene
    window = Window(app, monkeypatch)
    cells = [t.shape.bounds().center for t in scene.controller.highlighted()]
    board_only = []
    original = app._still_area

    def still_area(now: float) -> Any:
        area = original(now)
        board_only.append(area is not None)
        return area

    for k in range(20):
        scene.host.pan(*pan_step(k))
        app.invalidate()
        step(app, clock)
    monkeypatch.setattr(app, "_still_area", still_area)
    hovered = iter(glide([cells[0], cells[-1]], steps=4))
    for k in range(20, 60):
        before = scene.host.camera.offset
        assert scene.host.pan(*pan_step(k)) and scene.host.camera.offset != before, "the map moves behind the fight"
        app.invalidate()
        events = [motion(next(hovered))] if 30 <= k < 34 else []
        if k == 45:
            events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=cells[0], button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=cells[0], button=1)]
        step(app, clock, events)
        got, want = window.shown(), whole(app, clock.now)
        assert got == want, f"frame {k}: {_diff_box(got, want, app.screen.get_width())}"
    assert sum(board_only) > 30, "most whole redraws painted only the board"
    assert not board_only[25], "the frame of a click paints everything"


def crossing(rects: list[pygame.Rect], area: pygame.Rect) -> bool:
    """Whether any of `rects` lies partly inside `area` and partly outside it."""
    return any(r.colliderect(area) and not area.contains(r) for r in rects)


def test_the_inside_of_a_fight_panel_kept_as_shown_while_the_map_pans_behind_it_shows_what_a_whole_redraw_would(
        make_app, clock, monkeypatch):
    """At the bench's size, the mouse resting on a fighter's cell (its tooltip's translucent box over the panel) and
    map tokens and names crossing the panel's edge as the view pans: each frame paints only around the kept inside of
    the panel, and every display update equals the window painted afresh (and so does the whole screen surface, kept
    area included: a later update of part of it shows what is there)."""
    from app.render.maplayer.stacks import screen_size
    from tests.bench.bench_runebound_frame import SIZE, pan_step

    app = open_fight(make_app, clock, SIZE)
    scene = app.scene
    window = Window(app, monkeypatch)
    cell = scene.controller.highlighted()[0].shape.bounds().center
    kept: list[pygame.Rect] = []
    keep = scene.keep
    monkeypatch.setattr(scene, "keep", lambda area: (kept.append(area) if area is not None else None, keep(area)))
    for k in range(20):
        scene.host.pan(*pan_step(k))
        app.invalidate()
        step(app, clock, [motion(cell)] if k == 19 else [])
    edges = tips = 0
    for k in range(20, 60):
        scene.host.pan(*pan_step(k))
        app.invalidate()
        step(app, clock)
        got, want, kept_screen = window.shown(), whole(app, clock.now), pygame.image.tobytes(app.screen, "RGB")
        assert got == want, f"frame {k}: {_diff_box(got, want, app.screen.get_width())}"
        assert kept_screen == want, f"frame {k}, what a later update would show: {_diff_box(kept_screen, want, SIZE[0])}"
        inside = scene.kept_area()
        camera, layer = scene.host.camera, scene.table.layer
        names = [rect for _, _, rect in layer.labels(camera)]
        tokens = [pygame.Rect(0, 0, 2 * screen_size(p.size, camera.zoom), 2 * screen_size(p.size, camera.zoom))
                  for p in layer.placed]
        for token, p in zip(tokens, layer.placed):
            token.center = tuple(map(round, camera.world_to_screen(*p.centre)))
        edges += crossing(names + tokens, inside)
        tips += scene.host.tip_rect is not None and scene.host.tip_rect.colliderect(inside)
    assert len(kept) > 30, "most frames keep the panel's inside as shown"
    assert edges > 10 and tips > 30, "names and tokens cross the panel's edge, the tooltip lies over the panel"


def test_a_pass_redrawing_an_area_away_from_a_fight_leaves_the_veiled_board_as_it_was(runebound_fight, clock):
    """The fight's veil is a darkening fill over the board around its panel: a pass redrawing only the history panel
    must not darken the board again (pygame-ce fills a rectangle wholly outside the clip unclipped)."""
    app = runebound_fight
    before = app.screen.copy()
    area = app.scene.log.rect
    app.screen.set_clip(area)
    app._paint(clock.now)
    app.screen.set_clip(None)
    board = app.scene.host.rect
    assert pygame.image.tobytes(app.screen.subsurface(board), "RGB") == pygame.image.tobytes(before.subsurface(board), "RGB")


@pytest.fixture
def discover_explored(make_app: Callable[..., Any], clock: Clock) -> Any:
    """The bench's busiest Discover table (bench_discover_frame): the whole Island face up, four heroes, a hero's
    moves lit on the map, the view zoomed in as the bench has it."""
    from app.games import table_class
    from app.scenes.table_scene import TableScene
    from engine import games
    from tests.bench import bench_discover_frame as bench
    from tests.bench.bench_runebound_frame import ZOOM

    if "discover" not in games.available():
        pytest.skip("Discover is not installed")
    app = make_app((1280, 720))
    app.settings.handover = False   # four people at one table: the frames of play, not of the hand-over cover
    session = bench.busiest_session()
    scene = TableScene(app, session, table_class("discover")(session.game, session.config))
    app.switch(scene)
    step(app, clock)
    scene.host.fit()
    scene.host.camera.set_zoom(scene.host.camera.zoom * ZOOM)
    for _ in range(2):
        step(app, clock)
    return app


def afresh(app: Any, now: float) -> bytes:
    """The window painted from scratch at `now` with the Discover panel's kept picture forgotten."""
    app.scene.table._panel_cache = None
    return whole(app, now)


def lit_spaces(scene: Any) -> list[tuple[int, int]]:
    """Where the window shows the lit spaces' centres (beside the panel, clear of the minimap and the compass)."""
    area, holes = scene.table.map_area(), scene.table._holes()
    spots = [scene.host.target_bounds(t).center for t in scene.controller.highlighted() if t.key and t.key[0] == "space"]
    return [p for p in spots if area.collidepoint(p) and not any(h.collidepoint(p) for h in holes)]


def test_whole_redraws_of_the_panning_island_paint_only_the_board_and_show_what_a_fresh_whole_redraw_would(
        discover_explored, clock, monkeypatch):
    """Nothing lies over the Island: a whole-window redraw while the view pans paints only the board (the map beside
    the panel, whose picture is kept while the state stands), and every display update equals the window painted
    afresh, the panel included; a click on a lit space moves the hero, and the panel then shows the new state."""
    from tests.bench.bench_runebound_frame import pan_step

    app = discover_explored
    scene = app.scene
    window = Window(app, monkeypatch)
    board_only = []
    original = app._still_area

    def still_area(now: float) -> Any:
        area = original(now)
        board_only.append(area is not None)
        return area

    for k in range(12):     # the map's pictures are painted a few a frame at first (whole redraws paint more)
        scene.host.pan(*pan_step(k))
        app.invalidate()
        step(app, clock)
    monkeypatch.setattr(app, "_still_area", still_area)
    hovered = iter(glide([lit_spaces(scene)[0], lit_spaces(scene)[-1]], steps=3))
    steps_before = len(scene.session.steps)
    for k in range(12, 40):
        scene.host.pan(*pan_step(k))
        app.invalidate()
        events = [motion(next(hovered))] if 16 <= k < 19 else []
        if k == 25:
            spot = lit_spaces(scene)[0]
            events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1)]
        step(app, clock, events)
        got, want = window.shown(), afresh(app, clock.now)
        assert got == want, f"frame {k}: {_diff_box(got, want, app.screen.get_width())}"
    assert len(scene.session.steps) > steps_before, "the click moved the hero"
    assert sum(board_only) > 15, "most whole redraws painted only the board"
    assert not board_only[25 - 12], "the frame of a click paints everything"


def test_the_side_panel_is_left_as_shown_while_the_island_pans_beside_it_but_for_its_buttons_glow(
        discover_explored, clock, monkeypatch):
    """A pan repaints and shows only the map beside Discover's panel: the panel (drawn from the state alone) is neither
    painted nor sent to the window again, except its lit buttons' outlines as the glow recolours them; and every
    display update still equals the window painted afresh."""
    from tests.bench.bench_runebound_frame import pan_step

    app = discover_explored
    scene = app.scene
    window = Window(app, monkeypatch)
    given: list[pygame.Rect] = []
    update = pygame.display.update
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: (given.extend(rects or []), update(rects)))
    panel = scene.table.panel
    glowing = [scene.host.outline_rect(t) for t in scene.controller.highlighted() if panel.contains(scene.host.target_bounds(t))]
    assert glowing, "a button in the panel glows"
    for k in range(52):
        scene.host.pan(*pan_step(k))
        app.invalidate()
        step(app, clock)
        if k < 12:          # the map's pictures are painted a few a frame at first (whole redraws paint more)
            given.clear()
            continue
        got, want = window.shown(), afresh(app, clock.now)
        assert got == want, f"frame {k}: {_diff_box(got, want, app.screen.get_width())}"
    on_panel = [r.clip(panel) for r in given if r.colliderect(panel)]
    assert on_panel, "the glow was recoloured on the panel's buttons"
    assert all(r.collidelist(glowing) >= 0 and any(g.contains(r) for g in glowing) for r in on_panel), \
        f"only the glowing buttons' outlines are shown again on the panel: {on_panel}"


def test_runebounds_side_panel_is_left_as_shown_while_the_map_pans_behind_a_fight(runebound_fight, clock, monkeypatch):
    """Runebound's side panel is drawn from the state alone: while the map pans behind the fight, no display update
    shows any of the panel the fight's box leaves uncovered, and every update equals a whole redraw."""
    from app.render.areas import around
    from tests.bench.bench_runebound_frame import pan_step

    app = runebound_fight
    scene = app.scene
    window = Window(app, monkeypatch)
    given: list[pygame.Rect] = []
    update = pygame.display.update
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: (given.extend(rects or []), update(rects)))
    for k in range(40):
        scene.host.pan(*pan_step(k))
        app.invalidate()
        step(app, clock)
        if k < 20:          # the map's pictures are painted a few a frame at first (whole redraws paint more)
            given.clear()
            continue
        got, want = window.shown(), whole(app, clock.now)
        assert got == want, f"frame {k}: {_diff_box(got, want, app.screen.get_width())}"
    bare = around(scene.table.panel, scene.host.overlays.opaque())
    assert bare, "the fight's box leaves part of the panel bare"
    assert given and not any(r.collidelist(bare) >= 0 for r in given), [r for r in given if r.collidelist(bare) >= 0][:3]


@pytest.fixture
def zerywia_challenge(make_app: Callable[..., Any], clock: Clock) -> Any:
    """The Zerywia frame bench's scene at its size: four heroes, every token kind on the whole map, a challenge's
    panel open over it, the view zoomed in as the bench has it."""
    from app.games import table_class
    from app.scenes.table_scene import TableScene
    from engine import games
    from tests.bench import bench_zerywia_frame as bench
    from tests.bench.bench_runebound_frame import SIZE, ZOOM

    if "zerywia" not in games.available():
        pytest.skip("Zerywia is not installed")
    app = make_app(SIZE)
    app.settings.handover = False
    session = bench.busiest_session()
    scene = TableScene(app, session, table_class("zerywia")(session.game, session.config))
    app.switch(scene)
    bench.with_every_token(scene)
    for layer in scene.table._layers.values():
        layer.chunks.budget_ms = None   # the timed build budget would make a slow moment's frame differ
    step(app, clock)
    scene.table.layer.chunks.budget_ms = None
    scene.host.fit()
    scene.host.camera.set_zoom(scene.host.camera.zoom * ZOOM)
    for _ in range(2):
        step(app, clock)
    assert scene.table.challenge_open()
    return app


def zerywia_afresh(app: Any, now: float) -> bytes:
    """The window painted from scratch at `now`, the side panel's and the challenge panel's kept pictures forgotten."""
    app.scene.table._panel_cache = None
    app.scene.table.challenge._picture = None
    return whole(app, now)


def test_zerywias_challenge_panel_is_kept_as_shown_while_the_map_pans_behind_it_and_every_update_shows_a_fresh_redraw(
        zerywia_challenge, clock, monkeypatch):
    """While the map of the Kirs pans behind a challenge, each frame paints only around the kept inside of the
    challenge's panel (the sea lane and the map's names and tokens crossing its edge), shows neither that inside nor
    the side panel again, and every display update (and the whole screen surface, kept area included) equals the
    window painted afresh (only the lit moves' outlines are recoloured in place); a hero's Card button opens its card over the challenge."""
    from app.render.areas import around
    from tests.bench.bench_runebound_frame import SIZE, pan_step

    app = zerywia_challenge
    scene = app.scene
    window = Window(app, monkeypatch)
    given: list[pygame.Rect] = []
    update = pygame.display.update
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: (given.extend(rects or []), update(rects)))
    kept: list[pygame.Rect] = []
    keep = scene.keep
    monkeypatch.setattr(scene, "keep", lambda area: (kept.append(area) if area is not None else None, keep(area)))
    for k in range(40):
        scene.host.pan(*pan_step(k))
        app.invalidate()
        step(app, clock)
        if k < 10:
            given.clear()
            kept.clear()
            continue
        got, want, screen = window.shown(), zerywia_afresh(app, clock.now), pygame.image.tobytes(app.screen, "RGB")
        assert got == want, f"frame {k}: {_diff_box(got, want, SIZE[0])}"
        assert screen == want, f"frame {k}, what a later update would show: {_diff_box(screen, want, SIZE[0])}"
    inside = scene.kept_area()
    assert inside is not None and len(kept) == 30, "every panned frame keeps the challenge panel's inside as shown"
    glowing = [scene.host.outline_rect(t) for t in scene.controller.highlighted()]
    again = [r for r in given if r.colliderect(inside)]
    assert all(r.inflate(-2, -2).collidelist(glowing) >= 0 and glowing[0].unionall(glowing).contains(r) for r in again), \
        f"of the challenge panel's inside only its lit moves' outlines are sent again, as the glow recolours them: {again}"
    assert not any(r.colliderect(scene.table.panel) for r in given), "nor is the side panel"
    assert around(scene.table.map_area(), inside), "the map shows round the challenge panel"
    seat, button = scene.table.challenge.card_buttons()[0]
    step(app, clock, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.center, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.center, button=1)])
    step(app, clock)
    assert type(scene.host.overlays.top()).__name__ == "HeroCard"
    got, want = window.shown(), zerywia_afresh(app, clock.now)
    assert got == want, f"the hero card over the challenge: {_diff_box(got, want, SIZE[0])}"
