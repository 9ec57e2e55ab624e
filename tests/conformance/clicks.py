"""The click conformance suite's machinery (issue 21 item 4): the real table scene of a registered game, opened on
positions of a seeded random game, clicked through real pygame events at window points found from the drawn
picture, never from the action wanted.

Every position is checked at both window sizes and in both languages, each size and language on half of them
(so each pair of a size and a language meets a quarter): the words, the layout and the hand-over screen are met
in every combination at the cost of checking each position twice.

The hot-seat hand-over ("pass the mouse to Olek") is exercised by clicks: at each position, the first move a
click makes that passes the turn to another person must cover the table with that person's name and nothing to
click, and a click on the words drawn there must show the table to them, with their moves to click.

From a position, every click sequence of up to three clicks on what is drawn and visible (the host's highlighted
targets, the rows of an open chooser) is explored breadth first; the position is restored between tries (the
session sought back, the table shown again, as Undo does). What a click did is read off the scene: a move made
(the session took a step), a chooser drawn, a selection waiting on highlighted places, or a reason in the status
line. A point is visible when the board's layer shows there in the painted window: the host's highlight pass is
painted in a marker colour, and whatever is drawn above the board later (a widget, an overlay, the chooser, a
tooltip, the zoom buttons) hides it.
"""
from __future__ import annotations

import itertools
import re
import time
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Callable, Iterator

import pygame

from app import i18n
from app.board.seats import clickable
from app.games import table_class
from app.render import fit
from app.scenes.table_scene import TableScene
from app.settings import Settings
from engine import games
from engine.kernel import Action, GameConfig, Seat, Session

from . import drawn
from .suite import Configuration, configurations, play, words_recorded

MAX_CLICKS = 3
MARKER = (255, 0, 254)      # the board's layer painted in this colour: where it survives, the board shows
NEUTRAL = (2, 2)            # where the mouse rests between tries (the title bar: nothing there reacts)
PACE = 0.5                  # seconds between two clicks as the double-click guard sees them (a person's pace)
GRID = 6                    # a target whose centre is hidden or taken by another is searched on a GRID x GRID grid
WATCH_S, WATCH_FRAMES = 0.4, 20   # a step's animation is painted every WATCH_S seconds, at most this often
POSITIONS = 6               # positions checked per configuration
FULLER = 4                  # players at the table of the option set with its yes/no options switched
# Both window sizes in both languages; each checks half of a configuration's positions (`share`), so that every
# position is met at both sizes and in both languages
SCREENS: tuple[tuple[tuple[int, int], str], ...] = (((1280, 720), "en"), ((1280, 720), "pl"),
                                                     ((1920, 1080), "en"), ((1920, 1080), "pl"))
SHOWN = 8                   # problems quoted per check


@dataclass(frozen=True)
class Clickable:
    """Something drawn that a person may click: a highlighted target or a chooser row, at a visible point."""

    what: str
    pos: tuple[int, int]
    could: frozenset[Action] | None = None   # the moves a click here can still lead to, where the host says


@dataclass
class Outcome:
    """What one click came to."""

    action: Action | None = None      # the move it made
    chooser: bool = False             # it opened a chooser
    waiting: bool = False             # it started a selection that other places finish
    status: str = ""                  # what the status line says after it


@dataclass
class Tally:
    """Figures and problems of the checks on one configuration."""

    positions: int = 0
    actions: int = 0
    clicks: int = 0
    handovers: int = 0
    seconds: float = 0.0
    problems: dict[str, list[str]] = field(default_factory=dict)

    def fail(self, check: str, problem: str) -> None:
        found = self.problems.setdefault(check, [])
        if problem not in found:
            found.append(problem)

    def add(self, other: "Tally") -> None:
        self.positions += other.positions
        self.actions += other.actions
        self.clicks += other.clicks
        self.handovers += other.handovers
        self.seconds += other.seconds
        for check, problems in other.problems.items():
            for problem in problems:
                self.fail(check, problem)

    def summary(self, name: str) -> str:
        return (f"{name}: {self.positions} positions, {self.actions} actions, {self.clicks} clicks, "
                f"{self.handovers} hand-overs, {self.seconds:.1f} s of CPU")

    def report(self) -> str:
        lines = []
        for check, problems in self.problems.items():
            lines.append(f"  {check}:")
            lines.extend(f"    {p}" for p in problems[:SHOWN])
            if len(problems) > SHOWN:
                lines.append(f"    … and {len(problems) - SHOWN} more")
        return "\n".join(lines)


# --- which games, which positions -------------------------------------------------------------------
def option_sets(game_id: str) -> list[Configuration]:
    """One configuration per option set the manifest declares (each choice value, with the yes/no options as they
    come and switched): the first at two players, the switched one at four where the choice allows (a fuller table:
    narrow sheets, more people to respond), so the table of every option a person can pick is met."""
    spec = games.manifest(game_id)
    out: dict[tuple[Any, ...], Configuration] = {}
    for c in configurations(spec):
        chosen = tuple((k, v) for k, v in c.options if not isinstance(v, bool))
        lo, hi = spec.seats(dict(chosen))
        switched = len(c.options) > len(chosen)
        if c.players == min(max(FULLER if switched else 2, lo), hi):
            out.setdefault(c.options, c)
    return list(out.values())


def every_option_set(game_ids: list[str]) -> list[Configuration]:
    return [c for gid in game_ids for c in option_sets(gid)]


def people(configuration: Configuration) -> GameConfig:
    """The configuration with every seat a named person (nobody's move is a bot's; names, not 'Player 1')."""
    names = ("Ala", "Olek", "Ewa", "Jan", "Iga", "Bartek")
    config = configuration.config()
    return replace(config, seats=tuple(Seat(names[i]) for i in range(len(config.seats))))


def positions(actions: list[Action], session: Session[Any], count: int = POSITIONS) -> list[int]:
    """Step indices where a person decides, chosen to meet as many of the game's questions (decision prompts: a
    fight's plan, a market, a move) and kinds of action as few positions can."""
    people_steps = [i for i, step in enumerate(session.steps) if not step.auto]
    met_at: dict[int, frozenset[str]] = {}
    for i in people_steps[:: max(1, len(people_steps) // 300)]:
        session.seek(i)
        decision = session.decision
        assert decision is not None
        met_at[i] = frozenset({f"prompt {decision.prompt}"} | {a.kind for a in decision.legal})
    chosen: list[int] = []
    met: set[str] = set()
    while len(chosen) < count and met_at:
        best = max(met_at, key=lambda i: (len(met_at[i] - met), -i))
        if not met_at[best] - met:
            break
        chosen.append(best)
        met |= met_at.pop(best)
    return sorted(chosen)


def share(chosen: list[int], size: tuple[int, int], lang: str) -> list[int]:
    """The half of the chosen positions one window size and language checks: alternate ones, the other half in the
    other language at the same size and in the same language at the other size, so every position is met at both
    sizes and in both languages."""
    sizes = list(dict.fromkeys(s for s, _ in SCREENS))
    langs = list(dict.fromkeys(l for _, l in SCREENS))
    first = (sizes.index(size) + langs.index(lang)) % 2 if size in sizes and lang in langs else 0
    return chosen[first::2]


# --- the table on screen --------------------------------------------------------------------------
class Bench:
    """One app window with the real table scene of one game, standing at one position, clicked by real events."""

    def __init__(self, size: tuple[int, int], lang: str) -> None:
        from app.main import App

        self.app = App(size, settings=Settings(lang=lang, sound=False, handover=True), persist=False)
        self.scene: TableScene | None = None
        self.index = 0
        self.seat = 0
        self.clicks = 0
        self.handed_over: set[int] = set()    # positions whose hand-over was exercised

    def open(self, configuration: Configuration, actions: list[Action]) -> TableScene:
        """The table scene on a session that replayed the whole random game (positions are sought back to, latest
        first: a move made at a position drops the steps after it)."""
        game = games.get(configuration.game)
        config = people(configuration)
        session: Session[Any] = Session(game, config, autorun=False)
        for action in actions:
            session.apply_recorded(action)
        scene = TableScene(self.app, session, table_class(config.game)(game, config))
        scene.autosave = lambda: None        # type: ignore[method-assign]  # no file is written per try
        scene.host.clock = itertools.count(0.0, PACE).__next__
        self.app.switch(scene)
        self.scene = scene
        return scene

    def go(self, index: int) -> TableScene:
        """Stand at the position after `index` steps, shown to the first person it waits on."""
        scene = self.scene
        assert scene is not None
        if self.app.scene is not scene:
            self.app.switch(scene)
        self.index = index
        scene.session.seek(index)
        decision = scene.session.decision
        waited = sorted(decision.deciders()) if decision is not None else []
        self.seat = waited[0] if waited else 0
        scene.viewer = None          # shown again from scratch below
        self.restore()
        self.app.frame(0.016)
        return scene

    def serve(self, seat: int) -> None:
        """The person at `seat` sits at the screen (the table is shown to them, as after a hand-over)."""
        self.seat = seat
        self.restore()

    def restore(self) -> None:
        """Back to the position with nothing selected: after a move the session is sought back and the table shown
        again, as Undo does; else the selection or chooser is dropped, as Esc does. The mouse leaves the board."""
        scene = self.scene
        assert scene is not None
        scene.status = ""
        if scene.session.cursor != self.index or scene.viewer != self.seat:
            scene.session.seek(self.index)
            scene.viewer = self.seat
            scene.handoff = None
            scene.after_steps([])
            scene.status = ""
            scene.host.presenter.skip()
        else:
            scene.host.cancel()
            scene.host.controller.cancel()
        self.move(NEUTRAL)

    def move(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def click(self, pos: tuple[int, int]) -> Outcome:
        """A person's click at a window point: the mouse moves there, presses and releases; one frame runs."""
        scene = self.scene
        assert scene is not None
        before = scene.session.cursor
        scene.status = ""
        self.move(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.app.frame(0.016)
        self.clicks += 1
        controller = scene.host.controller
        made = scene.session.steps[before].action if scene.session.cursor > before or \
            (len(scene.session.steps) > before and scene.session.cursor != before) else None
        return Outcome(made, controller.chooser is not None, controller.pending is not None, scene.status)

    def replay(self, path: tuple[Clickable, ...]) -> None:
        self.restore()
        for step in path:
            self.click(step.pos)

    def watch(self) -> None:
        """Paint the window as the step's animation runs (every WATCH_S of it) until the table is still: what a
        person who does not click sees."""
        scene = self.scene
        assert scene is not None
        start = time.monotonic()
        for k in range(WATCH_FRAMES):
            now = start + k * WATCH_S
            self.app._paint(now)
            if not scene.host.presenter.animating(now):
                return

    # --- what is drawn ----------------------------------------------------------------------
    def paint_marked(self) -> pygame.Surface:
        """The window painted as the player sees it, but the board's highlight pass filled with MARKER."""
        scene = self.scene
        assert scene is not None
        host = scene.host
        original = host.draw_highlights

        def marked(surface: pygame.Surface, now: float, shown: bool = False) -> None:
            clip = surface.get_clip()
            surface.fill(MARKER, host.rect.clip(clip))

        host.draw_highlights = marked        # type: ignore[method-assign]
        try:
            self.app._paint(time.monotonic())
        finally:
            del host.draw_highlights
        return self.app.screen

    def clickables(self) -> list[Clickable]:
        """What a person can click now, found from the painted window: each highlighted target at a point where
        the board shows and a click lands on that target, and each drawn row of an open chooser."""
        scene = self.scene
        assert scene is not None
        host = scene.host
        controller = host.controller
        if controller.chooser is not None:
            self.app._paint(time.monotonic())     # the chooser is placed where it is drawn
            window = self.app.screen.get_rect()
            chooser = controller.chooser
            return [Clickable(f"row '{label}'", rect.center,
                              frozenset(chooser.options[k:k + 1]) if k < len(chooser.options) else None)
                    for k, (label, rect) in enumerate(zip(chooser.labels, chooser.rects)) if window.contains(rect)]
        pending = controller.pending
        self.move(NEUTRAL)
        self.app.frame(0.016)
        screen = self.paint_marked()
        window = screen.get_rect()
        out = []
        for target in controller.highlighted():
            pos = self.visible_point(target, screen, window)
            if pos is not None:
                name = target.tooltip.split("\n")[0] if target.tooltip else str(target.key)
                could = frozenset(target.actions) if pending is None else pending.intersection(target.actions)
                out.append(Clickable(f"target '{name}'", pos, could))
        return out

    def visible_point(self, target: Any, screen: pygame.Surface, window: pygame.Rect) -> tuple[int, int] | None:
        """A window point where the target is drawn, shows, and takes the click: its centre if it can, else the
        point of a grid over it nearest the centre."""
        host = self.scene.host if self.scene is not None else None
        assert host is not None
        bounds = host.target_bounds(target)
        centre = bounds.center
        points = [centre] + sorted(((bounds.x + (i + 0.5) * bounds.w / GRID, bounds.y + (j + 0.5) * bounds.h / GRID)
                                    for i in range(GRID) for j in range(GRID)),
                                   key=lambda p: (p[0] - centre[0]) ** 2 + (p[1] - centre[1]) ** 2)
        for x, y in points:
            p = (int(x), int(y))
            if window.collidepoint(p) and screen.get_at(p)[:3] == MARKER and \
                    host.controller.target_at(p) is target:
                return p
        return None


# --- the checks -------------------------------------------------------------------------------------
def explore(bench: Bench, tally: Tally, where: str) -> set[Action]:
    """Every click sequence of up to MAX_CLICKS clicks on what is drawn, breadth first; the moves they make.
    A click that makes no move must open a chooser, or start a selection that highlighted places finish, and say
    so in the status line; a selection or chooser must show what it waits for."""
    made: set[Action] = set()
    queue: deque[tuple[Clickable, ...]] = deque([()])
    while queue:
        path = queue.popleft()
        bench.replay(path)
        found = bench.clickables()
        if path and not found:
            tally.fail("nothing waits unseen", f"{where}: after {' → '.join(c.what for c in path)} the table waits "
                                               f"for a click on something it does not show")
        for item in found:
            if path and item.could is not None and item.could <= made:
                continue            # a second click that can only make moves already made is not tried again
            bench.replay(path)
            outcome = bench.click(item.pos)
            trail = " → ".join(c.what for c in path + (item,))
            if outcome.action is not None:
                made.add(outcome.action)
                if bench.scene is not None and bench.scene.handoff_due is not None:
                    bench.scene.host.presenter.skip()   # the mover's animations end: then the hand-over comes
                    bench.app.frame(0.016)
                if bench.scene is not None and bench.scene.handoff is not None and bench.index not in bench.handed_over:
                    bench.handed_over.add(bench.index)
                    check_handover(bench, tally, f"{where}: after {trail}")
                continue
            if not outcome.status:
                tally.fail("every click answers", f"{where}: {trail} made no move and said nothing")
            if (outcome.chooser or outcome.waiting) and len(path) + 1 < MAX_CLICKS:
                queue.append(path + (item,))
    return made


def words_point(screen: pygame.Surface, area: pygame.Rect) -> tuple[int, int] | None:
    """The middle of the largest run of title-coloured text drawn in `area` (where the hand-over's words are)."""
    from app.scenes import style

    part = screen.subsurface(area.clip(screen.get_rect()))
    mask = pygame.mask.from_threshold(part, style.ACCENT, (1, 1, 1, 255))
    boxes = mask.get_bounding_rects()
    if not boxes:
        return None
    box = max(boxes, key=lambda r: r.w * r.h)
    return area.x + box.centerx, area.y + box.centery


def check_handover(bench: Bench, tally: Tally, where: str) -> None:
    """A move passed the turn to another person at this screen: the table is covered by words naming them and
    nothing on it can be clicked; a click on those words shows it to them, with their moves to click."""
    scene = bench.scene
    assert scene is not None and scene.handoff is not None
    tally.handovers += 1
    seat = scene.handoff
    name = scene.seats[seat].name
    with recorded() as log:
        bench.move(NEUTRAL)
        bench.app.frame(0.016)
        screen = bench.paint_marked()
    said = i18n.t("table.pass_to", name=name)
    if said not in log.texts.values():
        tally.fail("hand-over", f"{where}: the table is covered but {said!r} is drawn nowhere")
    if scene.host.controller.highlighted() or pygame.mask.from_threshold(screen, MARKER, (1, 1, 1, 255)).count():
        tally.fail("hand-over", f"{where}: the covered table shows the board or offers {name}'s moves before "
                                f"{name} takes the mouse")
    point = words_point(screen, scene.table_rect)
    if point is None:
        tally.fail("hand-over", f"{where}: the hand-over to {name} draws no words on the table to click")
        return
    bench.click(point)
    if scene.handoff is not None or scene.viewer != seat:
        tally.fail("hand-over", f"{where}: a click on the hand-over's words did not show the table to {name}")
        return
    decision = scene.session.decision
    if decision is not None and seat in decision.deciders() and not bench.clickables():
        tally.fail("hand-over", f"{where}: the table shown to {name} after the hand-over has nothing of theirs to click")


def check_position(bench: Bench, index: int, tally: Tally) -> None:
    """Every seat the position waits on, at the screen in turn: each of their legal actions is made by clicks on
    what is drawn, and every click answers."""
    scene = bench.go(index)
    decision = scene.session.decision
    assert decision is not None and not decision.automatic
    seats = scene.session.config.seats
    where = f"step {index} ({decision.prompt}, {bench.app.size[0]}x{bench.app.size[1]}, {i18n.lang()})"
    covered: set[Action] = set()
    for seat in sorted(decision.deciders()):
        bench.serve(seat)
        wanted = set(clickable(decision, seats, seat))
        made = explore(bench, tally, f"{where}, {seats[seat].name}")
        for action in sorted(made - set(decision.legal), key=str):
            tally.fail("clicks make legal moves", f"{where}: a click made {action}, which is not legal")
        for action in sorted(wanted - made, key=str):
            tally.fail("every legal action a few clicks away",
                       f"{where}: {seats[seat].name} cannot make {action} ('{scene.table.action_label(action)}') "
                       f"in {MAX_CLICKS} clicks on what is drawn")
        covered |= wanted
    for action in sorted(set(decision.legal) - covered, key=str):
        tally.fail("every legal action a few clicks away", f"{where}: {action} is no person's to click")
    tally.positions += 1
    tally.actions += len(decision.legal)


@contextmanager
def recorded() -> Iterator[fit.Log]:
    """A recording of the strings drawn, which an outer recording also gets when it ends."""
    outer = fit._log
    with fit.recording() as log:
        yield log
    if outer is not None:
        outer.texts.update(log.texts)


@lru_cache(maxsize=None)
def random_game(configuration: Configuration) -> Session[Any]:
    """The configuration's seeded random game (the game suite's), played once per run."""
    run = play(games.get(configuration.game), configuration)
    assert not run.problems, run.problems
    return run.session


def check_configuration(configuration: Configuration, size: tuple[int, int], lang: str,
                        count: int = POSITIONS) -> Tally:
    """The click checks in one window size and language: at its share of `count` positions of the configuration's
    random game, the results shown after its share of a few steps and at the end, every string drawn on the way."""
    start = time.process_time()
    session = random_game(configuration)
    actions = [step.action for step in session.steps]
    chosen = share(positions(actions, session, count), size, lang)
    shown = share(result_steps(session), size, lang)
    tally = Tally()
    bench = Bench(size, lang)
    names = [seat.name for seat in people(configuration).seats]
    with recorded() as log, words_recorded(i18n.CATALOGUE) as missing:
        bench.open(configuration, actions)
        check_scores(bench, len(actions), tally)
        for index in sorted(set(chosen) | set(shown), reverse=True):   # latest first: a move drops what follows
            if index in shown:
                check_results(bench, index, tally)
            if index in chosen:
                check_position(bench, index, tally)
        strings = list(log.texts.values())
        if bench.scene is not None:
            strings += [w.text for w in bench.scene.widgets.values() if isinstance(getattr(w, "text", None), str)]
    where = f"{size[0]}x{size[1]}, {lang}"
    for problem in drawn.faults(strings, lang, names):
        tally.fail("words drawn", f"{where}: {problem}")
    for problem in dict.fromkeys(missing):
        tally.fail("words drawn", f"{where}: {problem}")
    tally.clicks = bench.clicks
    tally.seconds = time.process_time() - start
    return tally


# --- results shown against the engine's events -------------------------------------------------------
RESULT_FIELDS = ("total", "result")   # what the engine records of a roll or a battle for the table to show
RESULT_STEPS = 3                       # steps with results shown per configuration
# A Runebound roll's purpose (the engine's `why`) and its words for a success and a failure (spec §3.9-3.11)
RUNEBOUND_VERDICTS = {"attack": ("hit", "miss"), "ally": ("hit", "miss"), "bolt": ("hit", "miss"),
                      "defend": ("defended", "wounded"), "test": ("passed", "failed")}


def _number(value: Any) -> str:
    return str(int(value)) if isinstance(value, (int, float)) and float(value).is_integer() else str(value)


def result_words(game_id: str, event: Any, view: Any = None) -> list[str]:
    """Words a table must draw for a result event, where a game's table words its verdicts: Runebound labels each
    2d10 roll with the verdict the engine recorded (hit or miss, defended or wounded, passed or failed), the Fiends
    battle panel says the result the engine recorded."""
    data = event.data
    if game_id == "runebound" and event.kind == "rolled_d10" and isinstance(data.get("success"), bool):
        verdicts = RUNEBOUND_VERDICTS.get(str(data.get("why", "")).split(":")[0])
        if verdicts is None:
            return []
        return [i18n.t(f"runebound.combat.roll.{verdicts[0] if data['success'] else verdicts[1]}")]
    if game_id == "roll-player" and event.kind == "battle_result":
        stages = view.get("battle_stage") or [] if isinstance(view, dict) else None
        if stages is not None and data["player"] < len(stages) and stages[data["player"]] != 2:
            return []   # a secret answer: hidden from the one at the screen until their own result is in
        return [i18n.t("roll-player.fiends.battle_result", result=data["result"])]
    return []


def result_steps(session: Session[Any], count: int = RESULT_STEPS) -> list[int]:
    """Steps of a person (with the automatic steps after them) whose events carry a result, spread over the game."""
    found: list[int] = []
    person = None
    for i, step in enumerate(session.steps):
        if not step.auto:
            person = i
        if person is not None and (not found or found[-1] != person) and any(
                _result(e) is not None for e in step.events):
            found.append(person)
    return found[:: max(1, len(found) // count)][:count]


def _result(event: Any) -> str | None:
    value = next((event.data.get(f) for f in RESULT_FIELDS if isinstance(event.data.get(f), (int, float))
                  and not isinstance(event.data.get(f), bool)), None)
    return None if value is None else _number(value)


def check_results(bench: Bench, index: int, tally: Tally) -> None:
    """After a step whose events carry a result (a roll's total, a battle's result), the table draws the last such
    number and the verdict words its game gives each result, while the step's animation runs or after it."""
    scene = bench.go(index)
    bench.app.settings.handover = False   # the mover watches the roll; a hand-over would cover it (see check_handover)
    try:
        with recorded() as log:
            scene.apply(scene.session.steps[index].action)
            bench.watch()
    finally:
        bench.app.settings.handover = True
    drawn_text = set(log.texts.values())
    batch = [e for step in scene.session.steps[index:scene.session.cursor] for e in step.events]   # not the redo tail
    where = f"step {index} ({bench.app.size[0]}x{bench.app.size[1]}, {i18n.lang()})"
    last = [e for e in batch if _result(e) is not None][-1]
    value = _result(last)
    if not any(re.search(rf"(?<![\d.]){value}(?![\d.])", s) for s in drawn_text):
        tally.fail("results shown", f"{where}: the engine's {last.kind} {value} is drawn nowhere")
    viewer = scene.viewer
    view = scene.session.game.view(scene.session.state, viewer) if viewer is not None else None
    for event in batch:
        for words in result_words(scene.session.game.id, event, view):
            if not any(words in s for s in drawn_text):
                tally.fail("results shown", f"{where}: {event.kind} {dict(event.data)} is not labelled {words!r}")


def check_scores(bench: Bench, end: int, tally: Tally) -> None:
    """At the end, the score sheet's totals rank the seats as the engine's final scores do (a game's final scores may be
    a ranking key, as Runebound's are: runes, then experience tokens), its winners are the engine's, each total is
    drawn."""
    scene = bench.go(end)
    game, state = scene.session.game, scene.session.state
    where = f"the end ({bench.app.size[0]}x{bench.app.size[1]}, {i18n.lang()})"
    breakdown = scene.table.breakdown(state)
    scores = [float(s) for s in game.final_scores(state)]
    outcome = game.outcome(state)
    # a sheet ranked by places (a game without points) orders the seats as its totals would, the other way round
    shown, what = ((breakdown.places, "places") if breakdown.places is not None else (breakdown.totals, "totals"))
    totals = [-float(t) if what == "places" else float(t) for t in shown]
    for a, b in itertools.permutations(range(len(totals)), 2):
        if (scores[a] == scores[b] and totals[a] != totals[b]) or (scores[a] > scores[b] and totals[a] < totals[b]):
            tally.fail("results shown", f"{where}: the score sheet's {what} {shown} rank the seats otherwise "
                                        f"than the engine's final scores {scores}")
            break
    firsts = sorted(outcome.winners())
    if outcome.places and sorted(breakdown.winners) != firsts:
        tally.fail("results shown", f"{where}: the score sheet's winners {breakdown.winners} are not the engine's {firsts}")
    with recorded() as log:
        scene.show_scores()
        bench.app.frame(0.016)
    drawn_text = set(log.texts.values())
    for seat, score in enumerate(scores):
        if _number(score) not in drawn_text:
            tally.fail("results shown", f"{where}: {scene.seats[seat].name}'s final score {_number(score)} is drawn nowhere")


# --- for the suite's own tests ------------------------------------------------------------------------
def first_decision(configuration: Configuration, wanted: Callable[[Any], bool]) -> int:
    """The first step of the configuration's random game where a person decides and `wanted(decision)` holds."""
    session = random_game(configuration)
    for i, step in enumerate(session.steps):
        if not step.auto:
            session.seek(i)
            if wanted(session.decision):
                return i
    raise LookupError(f"{configuration.id}: no such decision")


def check_at(configuration: Configuration, index: int, check: Callable[[Bench, int, Tally], None],
             size: tuple[int, int] = (1280, 720), lang: str = "en") -> Tally:
    """One check (check_position, check_results, check_scores) at one step of the configuration's random game."""
    session = random_game(configuration)
    bench = Bench(size, lang)
    bench.open(configuration, [step.action for step in session.steps])
    tally = Tally()
    check(bench, index, tally)
    tally.clicks = bench.clicks
    return tally
