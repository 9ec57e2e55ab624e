"""Issue 22 must-show: every scene of every installed game reads well in English and Polish at 1280x720 and
1920x1080 - no text cut or running out of its box (label fit, tests/app_roll_player/fitcheck.py) and no drawn text
holding an internal id, an argument list, a doubled word or the other language's words (text scan,
tests/conformance/drawn.py). The scenes: the menu, new game set up for the game, the load list holding its save,
settings, the tutorial list, the replay viewer, the end screen and the hot-seat hand-over; the games: each installed
game as a player picks it, with its defaults and with each other value of each of its choices (Roll Player with
Fiends & Familiars, Discover's Scenario 5), found by registration. Lean: a few positions of each scene, not whole
games; and every step of every tutorial with its bubble, each tutorial a test of its own so xdist spreads them."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any, Iterator, Sequence

import pygame
import pytest

from app import i18n, saves
from app.game_history import history_of
from app.games import table_class
from app.main import App
from app.render import fit
from app.replay.examples import EXAMPLES_DIR
from engine import games
from engine.kernel import GameConfig, Seat, Session
from engine.manifest import CHOICE
from engine.tutorial import NEXT, tutorial_names
from tests.app_roll_player.fitcheck import overflows
from tests.conformance import drawn

NAMES = ("Ala", "Bartłomiej", "Celina")


def picked() -> dict[str, tuple[str, dict[str, Any]]]:
    """Each installed game as a player picks it on the New game screen: its defaults, and each other value of each
    of its choices on its own, by name."""
    out: dict[str, tuple[str, dict[str, Any]]] = {}
    for game_id in games.shown():
        out[game_id] = (game_id, {})
        for option in games.manifest(game_id).options:
            if option.kind == CHOICE:
                out.update({f"{game_id}-{option.id}={v}": (game_id, {option.id: v})
                            for v in option.values() if v != option.default})
    return out


GAMES = picked()
RANDOM_STEPS = 300          # a random game this long has every panel of the table filled
ENDING_STEPS = 100_000      # a random game longer than this does not end: the end screen shows where it stopped
TUTORIAL_MOVES = 1000      # more moves than any tutorial takes: a tutorial that never ends fails, not hangs
DATA = re.compile(r"\S+\.json\b|\(F\d+\)")   # what a scene shows as it is: a save's file name, a key (F11)
CASES = [(lang, size) for lang in ("en", "pl") for size in ((1280, 720), (1920, 1080))]


class Reader:
    """One app in one language at one size: each scene is drawn on a recording screen and judged."""

    def __init__(self, app: App, log: fit.Log) -> None:
        self.app, self.log = app, log
        self.found: list[str] = []

    def look(self, what: str, names: Sequence[str] = NAMES) -> None:
        where = f"{i18n.lang()} {self.app.size[0]}x{self.app.size[1]} {what}"
        self.log.texts.clear()
        self.found += overflows(self.app, self.log, where)
        widgets = getattr(self.app.scene, "widgets", {})
        said = [*self.log.texts.values(), *(w.text for w in widgets.values() if isinstance(getattr(w, "text", None), str))]
        self.found += [f"{where}: {fault}" for fault in drawn.faults([DATA.sub("", s) for s in said], i18n.lang(), names)]


@pytest.fixture(params=CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def reader(request: pytest.FixtureRequest) -> Iterator[Reader]:
    lang, size = request.param
    with fit.recording() as log:
        app = App(size, persist=False)
        app.set_lang(lang)
        yield Reader(app, log)
    pygame.display.quit()


def played(game_id: str, options: dict[str, Any], seats: int, steps: int, seed: int = 5) -> Session[Any]:
    s: Session[Any] = Session(games.get(game_id), GameConfig(game_id, seed, tuple(Seat(n) for n in NAMES[:seats]), options))
    rng = random.Random(seed)
    for _ in range(steps):
        if s.decision is None:
            break
        s.apply(rng.choice(s.decision.legal))
    return s


def example(game_id: str, options: dict[str, Any], fallback: Path) -> Path:
    """The first shipped example save of this game with these choices (a whole game), else `fallback`."""
    for path in sorted(EXAMPLES_DIR.glob("*.json")):
        doc = json.loads(path.read_bytes())
        chosen = doc.get("config", {}).get("options", {})
        if doc.get("game") == game_id and all(chosen.get(k) == v for k, v in options.items()) and \
                all(chosen.get(o.id, o.default) == o.default for o in games.manifest(game_id).options
                    if o.kind == CHOICE and o.id not in options):
            return path
    return fallback


@pytest.mark.parametrize("name", list(GAMES))
def test_every_scene_of_the_game_reads_well(reader: Reader, name: str) -> None:
    game_id, options = GAMES[name]
    app = reader.app
    game = played(game_id, options, 2, RANDOM_STEPS)
    written = saves.named_path(game_id)
    saves.write(game, written, "")
    for scene in ("menu", "settings", "load", "replay_picker", "tutorial_picker"):
        app.go(scene)
        reader.look(scene)
    app.go("new_game")
    app.scene.select_game(game_id)
    for key, value in options.items():
        while app.scene.options.get(key) != value:
            app.scene.cycle_option(key)
    reader.look(f"new game of {name}", ())   # its rows are numbered seats ("Player 1"), named by the person

    app.go("table", game, table_class(game_id)(game.game, game.config))
    app.frame(0.016)
    scene = app.scene
    actor = scene.human_actor()
    if actor is not None:
        scene.viewer = 1 - actor
        scene.refresh()
        assert scene.handoff == actor
        reader.look(f"{name} hand-over")

    finished = played(game_id, options, 3, ENDING_STEPS, seed=7)
    table = table_class(game_id)(finished.game, finished.config)
    app.go("scoring", table.breakdown(finished.state), None, finished.game.outcome(finished.state), history_of(finished))
    reader.look(f"{name} end screen")

    path = example(game_id, options, written)
    assert app.open("replay", path)
    for cursor in (0, app.scene.model.total // 2, app.scene.model.total):
        app.scene.model.seek(cursor)
        reader.look(f"replay {path.name} at step {cursor}")
    assert not reader.found, "\n".join(reader.found)


@pytest.mark.parametrize("tutorial", tutorial_names())
def test_every_step_of_the_tutorial_reads_well(reader: Reader, tutorial: str) -> None:
    """Each step as the learner reads it (its bubble, its highlight, once the last move's rolls and banners have
    passed: drawn without a clock, they would stay for ever), and the end, taking the moves it asks."""
    app = reader.app
    assert app.open("tutorial", tutorial)
    runner = app.scene.runner
    seen: set[int] = set()
    for _ in range(TUTORIAL_MOVES):
        if not runner.active:
            break
        if runner.index not in seen:
            seen.add(runner.index)
            app.scene.overlay.host.presenter.skip()
            reader.look(f"tutorial {tutorial} step {runner.step.id}")
        runner.next() if runner.step.mode == NEXT else runner.apply(runner.allowed()[0])
    assert runner.finished, f"{tutorial} did not end in {TUTORIAL_MOVES} moves"
    app.scene.overlay.host.presenter.skip()
    reader.look(f"tutorial {tutorial} at its end")
    assert not reader.found, "\n".join(reader.found)
