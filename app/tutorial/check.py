"""`stolik tutorial GAME --check`: walk every script headless by clicking like a player would.

Each step is driven through the overlay and the same InputController a player uses: "Next"
is clicked on its button; a move is made by clicking inside the hit area of the highlighted
target that stands for the expected action (then the chooser, if one opens).
"""
from __future__ import annotations

import itertools
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, TextIO

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from app.table import Table, Target  # noqa: E402
from app.tutorial.anchors import key_name  # noqa: E402
from app.tutorial.overlay import NEXT_B, TutorialOverlay  # noqa: E402
from engine.kernel import ContentError, Game, StolikError  # noqa: E402
from engine.tutorial import MOVE, NEXT, Runner, Script, find_tutorial, load_script, tutorial_names, untaught  # noqa: E402

TableFactory = Callable[[Game[Any], Any], Table]
WINDOW = (1280, 720)
MAX_CLICKS_PER_STEP = 12
PERSON_PACE = 0.5  # seconds between the walker's clicks, as a person clicks (the board's double-click guard)
GRID = 7


@dataclass
class WalkReport:
    """What one walk found: the steps completed, the topics taught and every problem met."""

    script: Script
    completed: int = 0
    taught: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    unshown: list[str] = field(default_factory=list)
    clicks: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems and self.completed == len(self.script.steps)


def point_inside(overlay: TutorialOverlay, target: Target) -> tuple[int, int] | None:
    """A window point of `target`'s hit shape where a click reaches it (not under the bubble or another
    target). Shapes live in world coordinates; a table with a moving camera shows them elsewhere."""
    bounds = overlay.host.target_bounds(target)
    points = [bounds.center] + [
        (bounds.x + bounds.w * (i + 0.5) // GRID, bounds.y + bounds.h * (j + 0.5) // GRID)
        for j in range(GRID) for i in range(GRID)
    ]
    for x, y in points:
        pos = (int(x), int(y))
        if not target.shape.contains(overlay.host.to_world(pos)) or overlay.covers(pos):
            continue
        if any(r.collidepoint(pos) for r in overlay.buttons.values()):
            continue
        hit = overlay.controller.target_at(pos)
        if hit is not None and set(hit.actions) & set(target.actions):
            return pos
    return None


def press_at(overlay: TutorialOverlay, pos: tuple[int, int]) -> None:
    """A left click as the program receives it: motion, then button down and up, through the overlay."""
    overlay.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    overlay.click(pos)


def _pick_target(overlay: TutorialOverlay, names: Iterable[str]) -> Target | None:
    wanted = set(names)
    targets = overlay.controller.highlighted()
    named = [t for t in targets if t.key is not None and key_name(t.key) in wanted]
    return next(iter(named or targets), None)


def make_move(overlay: TutorialOverlay, report: WalkReport) -> str | None:
    """Click until the step's move is made; returns a problem, or None."""
    runner: Runner = overlay.runner
    step = runner.step
    if step is None:
        return "no step is waiting for a move"
    start = (runner.index, runner.session.cursor)
    for _ in range(MAX_CLICKS_PER_STEP):
        chooser = overlay.controller.chooser
        if chooser is not None:
            allowed = set(runner.allowed())
            pick = next((i for i, a in enumerate(chooser.options) if a in allowed), 0)
            pos = chooser.rects[pick].center
        else:
            target = _pick_target(overlay, step.targets)
            if target is None:
                return f"step {step.id}: no clickable target stands for {' or '.join(map(str, step.expect))}"
            inside = point_inside(overlay, target)
            if inside is None:
                return f"step {step.id}: the target {target.key!r} cannot be clicked (hidden under the bubble?)"
            pos = inside
        press_at(overlay, pos)
        report.clicks += 1
        if (runner.index, runner.session.cursor) != start or not runner.active:
            return None
    return f"step {step.id}: {MAX_CLICKS_PER_STEP} clicks did not make the move"


def missing_targets(overlay: TutorialOverlay) -> list[str]:
    """Names the current step highlights that the table does not show now."""
    return overlay.missing()


def walk(overlay: TutorialOverlay, surface: pygame.Surface, *, echo: Callable[[str], None] | None = None) -> WalkReport:
    """Play the overlay's tutorial to its end with clicks; draw every frame on `surface`."""
    runner: Runner = overlay.runner
    report = WalkReport(runner.script)
    names_areas = callable(getattr(overlay.table, "anchor", None))
    overlay.host.clock = itertools.count(0.0, PERSON_PACE).__next__
    frame = 0.0
    while runner.active:
        step = runner.step
        assert step is not None
        current, total = runner.progress()
        overlay.draw(surface, frame)
        frame += 1 / 60
        for name in missing_targets(overlay):
            line = f"step {step.id}: highlighted target {name!r} is not on the table"
            (report.problems if names_areas else report.unshown).append(line)
        if echo:
            echo(f"  {current:>2} / {total}  {step.id:<24} {step.mode:<5} {', '.join(step.topics)}")
        before = runner.index
        if step.mode == NEXT:
            button = overlay.buttons.get(NEXT_B)
            if button is None:
                report.problems.append(f"step {step.id}: no Next button is shown")
                break
            press_at(overlay, button.center)
            report.clicks += 1
        elif step.mode == MOVE:
            try:
                problem = make_move(overlay, report)
            except StolikError as exc:
                problem = str(exc)
            if problem:
                report.problems.append(problem)
                break
        if runner.active and runner.index <= before:
            report.problems.append(f"step {step.id}: the tutorial did not move on")
            break
        report.completed = runner.index if runner.active else len(runner.script.steps)
    report.taught = list(runner.taught)
    if runner.finished:
        report.completed = len(runner.script.steps)
    report.problems.extend(f"topic {t!r} was never taught" for t in untaught(runner.script, report.taught))
    return report


def find_table(game_id: str) -> TableFactory:
    """The game's table class from the shell's registry (app.games), as a player would get it."""
    from app.games import table_class

    return table_class(game_id)


def run_walk(game: Game[Any], script_path: Path, table_factory: TableFactory, lang: str,
             echo: Callable[[str], None] | None = None) -> WalkReport:
    """Start the script on a fresh runner and overlay in a headless window and walk it."""
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(WINDOW)
    script = load_script(script_path)
    if script.game != game.id:
        raise ContentError(script.file, "game", f"expected {game.id!r}, got {script.game!r}")
    try:
        runner = Runner(game, script)
    except StolikError as exc:
        report = WalkReport(script)
        report.problems.append(str(exc))
        return report
    overlay = TutorialOverlay(runner, table_factory(game, script.config()), lang)
    overlay.layout(surface.get_rect())
    try:
        return walk(overlay, surface, echo=echo)
    except StolikError as exc:
        report = WalkReport(script, runner.index, list(runner.taught))
        report.problems.append(str(exc))
        return report


def print_report(report: WalkReport, lang: str, out: TextIO) -> None:
    script = report.script
    print(f"{script.file}: {report.completed} / {len(script.steps)} steps, {report.clicks} clicks", file=out)
    print("Topics taught:", file=out)
    for topic in script.topics:
        mark = "x" if topic.id in report.taught else " "
        print(f"  [{mark}] {topic.id:<18} §{topic.spec:<6} {topic.name.get(lang)}", file=out)
    if report.unshown:
        print(f"NOTE: the table names no areas (no anchor()), so {len(report.unshown)} highlights "
              f"could not be shown or checked, e.g. {report.unshown[0]}", file=out)
    for problem in report.problems:
        print(f"PROBLEM: {problem}", file=out)
    print("OK" if report.ok else "FAILED", file=out)


def check_tutorial(game: str, lang: str = "en", *, table_factory: TableFactory | None = None,
                   out: TextIO | None = None) -> int:
    """Walk every tutorial script of `game` (or the one script "<game>-<tutorial id>" names); 0 only when
    all steps complete and all topics are taught."""
    from engine import games

    out = out or sys.stdout
    found = find_tutorial(game)
    if found is None:
        print(f"stolik tutorial: unknown game {game!r} (known: {', '.join(games.available())}; "
              f"tutorials: {', '.join(tutorial_names())})", file=out)
        return 2
    game, paths = found
    game_obj = games.get(game)
    if not paths:
        print(f"stolik tutorial: {game} has no tutorial scripts", file=out)
        return 1
    try:
        factory = table_factory or find_table(game)
    except (ImportError, LookupError) as exc:
        print(f"stolik tutorial: no table to show {game} on ({exc})", file=out)
        return 1
    worst = 0
    for path in paths:
        try:
            report = run_walk(game_obj, path, factory, lang, echo=lambda line: print(line, file=out))
        except ContentError as exc:
            print(f"{exc}", file=out)
            worst = 1
            continue
        print_report(report, lang, out)
        if not report.ok:
            worst = 1
    return worst
