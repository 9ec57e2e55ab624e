"""`stolik tutorial GAME --check`: walk every script headless by its words, as a reader would.

Each step is walked through the overlay with real pygame events at window coordinates: the walker sees
only the drawn picture (app/tutorial/reader.py: the words, the highlight, the lit targets, an open
chooser's rows, the Next button, with their labels) and clicks what the step's words and highlight
point at, by the contract that module's docstring gives; it never looks at the move the step expects.
A step the words cannot complete (the target is not under the highlight, the words name nothing
clickable, a click lands in a hidden second click, a chooser appears the words do not mention) fails,
naming the tutorial, the step's number and its words.
"""
from __future__ import annotations

import itertools
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, TextIO

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from app import i18n  # noqa: E402
from app.table import Table  # noqa: E402
from app.tutorial import reader  # noqa: E402
from app.tutorial.overlay import TutorialOverlay  # noqa: E402
from engine.kernel import ContentError, Game, StolikError  # noqa: E402
from engine.tutorial import Runner, Script, find_tutorial, load_script, tutorial_names, untaught  # noqa: E402

TableFactory = Callable[[Game[Any], Any], Table]
WINDOW = (1280, 720)
PERSON_PACE = 0.5  # seconds between the walker's clicks, as a person clicks (the board's double-click guard)


@dataclass
class WalkReport:
    """What one walk found: the steps completed, the topics taught and every problem met."""

    script: Script
    completed: int = 0
    taught: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    unshown: list[str] = field(default_factory=list)
    clicks: int = 0
    tried: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems and self.completed == len(self.script.steps)


def press_at(overlay: TutorialOverlay, pos: tuple[int, int]) -> None:
    """A left click as the program receives it: motion, then button down and up, through the overlay."""
    overlay.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    overlay.click(pos)


def missing_targets(overlay: TutorialOverlay) -> list[str]:
    """Names the current step highlights that the table does not show now."""
    return overlay.missing()


def walk(overlay: TutorialOverlay, surface: pygame.Surface, *, echo: Callable[[str], None] | None = None) -> WalkReport:
    """Play the overlay's tutorial to its end by clicking what its words point at; draw every frame on `surface`."""
    runner: Runner = overlay.runner
    report = WalkReport(runner.script)
    names_areas = callable(getattr(overlay.table, "anchor", None))
    overlay.host.clock = itertools.count(0.0, PERSON_PACE).__next__

    def look() -> reader.Picture:
        """A frame as the tutorial scene makes one (update, draw, then what lies over the board: a chooser is
        placed when drawn) on the app's clock, which animations and their skipping share; then its picture."""
        now = time.monotonic()
        overlay.update(now)
        overlay.host.update(now)
        overlay.draw(surface, now)
        overlay.draw_over(surface, now)
        return overlay.picture()

    def click(thing: reader.Thing) -> None:
        assert thing.point is not None
        if echo:
            echo(f"{'':>12}clicks {thing.kind} “{thing.label}” at {thing.point}")
        press_at(overlay, thing.point)

    def seen(picture: reader.Picture) -> None:
        step = runner.step
        assert step is not None
        for name in missing_targets(overlay):
            line = f"step {picture.number} ({step.id}): highlighted target {name!r} is not on the table"
            (report.unshown if not names_areas else report.problems).append(line)
        if echo:
            total = runner.progress()[1]
            echo(f"  {picture.number:>2} / {total}  {step.id:<24} {step.mode:<5} {', '.join(step.topics)}")

    def keep() -> Callable[[], None]:
        """Note where the tutorial stands; the way back there (the board shown afresh, nothing held or open)."""
        mark = runner.mark()

        def restore() -> None:
            overlay.message = None
            runner.restore(mark)
        return restore

    try:
        walked = reader.walk(look, click, seen, keep)
    except StolikError as exc:
        walked = reader.Walked(problem=str(exc))
    report.clicks, report.tried = walked.clicks, walked.tried
    if walked.problem:
        report.problems.append(walked.problem)
    if overlay.error:
        report.problems.append(overlay.error)
    report.completed = len(runner.script.steps) if runner.finished else runner.index
    report.taught = list(runner.taught)
    if not report.problems:
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
    spoken = i18n.lang()
    i18n.set_lang(lang)  # the table's words too: a reader of the Polish words sees Polish labels
    try:
        overlay = TutorialOverlay(runner, table_factory(game, script.config()), lang)
        overlay.layout(surface.get_rect())
        return walk(overlay, surface, echo=echo)
    except StolikError as exc:
        report = WalkReport(script, runner.index, list(runner.taught))
        report.problems.append(str(exc))
        return report
    finally:
        i18n.set_lang(spoken)


def print_report(report: WalkReport, lang: str, out: TextIO) -> None:
    script = report.script
    print(f"{script.file}: {report.completed} / {len(script.steps)} steps, {report.clicks} clicks, "
          f"{report.tried} more things pointed at tried", file=out)
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
