"""Guided tutorials for any game: a TOML script (a scenario or a fixed seed, steps) and its runner.

The runner drives a `Session`: while a step waits for a move it narrows the decision's legal
actions to the ones the step allows, plays "auto" steps itself (scripted moves and bots' turns),
and remembers where each step began so "back" is an undo to that point. No pygame here.

A script is known by "<game id>-<tutorial id>" (`find_tutorial`): `stolik tutorial roll-player-fiends` and the
menu's list open it by that name; a bare game id stands for its tutorials in manifest order.

Script format (a TOML file the game's manifest lists under [tutorials]):
  game, title = {en, pl}, and either seed or scenario = "path/to/scenario.toml" (beside the script's
  folder, engine/scenario.py): the position and forced rolls the steps talk about, and its seed
  [setup] seats = [{name, bot?}], learner (seat index), options (GameConfig options),
          bot (for auto steps), autoplay = [moves the runner makes for the learner when no step is about them]
  [[topics]] id, name = {en, pl}, spec (the rules-spec section)
  [[steps]] id, mode = "next" | "move" | "auto", text = {en, pl}, targets = [table area names],
            topics = [...], hint = {en, pl}; move: expect = move or [moves];
            auto: play = [moves], others = true, until = move | "end", times;
            score = category index | "total" | [...] (final breakdown lines the step explains, shown with numbers);
            scenario = "path.toml": a new chapter: the step starts a fresh game from that scenario (Back
              never crosses into the previous chapter);
            introduces = [component names]: the table components the step's words describe first;
            announces = [action kinds]: the learner's moves the runner makes on the way to this step
              (auto steps, routine choices), which its words must say were made for the learner
  a move is { kind, args = {subset of the action's args}, one_of = {arg = [values]}, player? }.

A waiting step is completed by what its words and highlight point at, as a reader would: the app's
`stolik tutorial --check` and the e2e suite click only that (the contract: app/tutorial/reader.py).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any, Callable, Iterable

from engine import games
from engine.bots import bot_for, bot_rng
from engine.common.content import Node, Text, read_toml, unique_ids
from engine.kernel.action import Action, freeze
from engine.kernel.canonical import JsonAny, JsonObject
from engine.kernel.decision import Decision
from engine.kernel.errors import ContentError, StolikError
from engine.kernel.game import Game, GameConfig, Seat
from engine.kernel.rng import Rng
from engine.kernel.seen import Seen
from engine.kernel.timeline import Session
from engine.scenario import Scenario, read_scenario

NEXT, MOVE, AUTO = "next", "move", "auto"
MODES = (NEXT, MOVE, AUTO)
LEARNER = "learner"
END = "end"
TOTAL = "total"
_NAME = re.compile(r"^[a-z][a-z0-9_]*(:[A-Za-z0-9_.\-]+)*$")
_TOPIC = re.compile(r"^[a-z][a-z0-9_]*$")
MAX_BOT_MOVES = 20_000


class TutorialError(StolikError):
    """A script that cannot be followed at run time: names the file, the step and the reason."""


@dataclass(frozen=True, slots=True)
class Match:
    """A move pattern: the action kind, a subset of its args, and whose move (None = the learner).

    `one_of` lists allowed values for an arg ("any trait card": card one of B01..B15).
    """

    kind: str
    args: tuple[tuple[str, JsonAny], ...] = ()
    player: int | None = None
    one_of: tuple[tuple[str, tuple[JsonAny, ...]], ...] = ()

    def matches(self, action: Action, learner: int) -> bool:
        who = learner if self.player is None else self.player
        if action.kind != self.kind or action.player != who:
            return False
        if not all(action.get(k, _MISSING) == v for k, v in self.args):
            return False
        return all(action.get(k, _MISSING) in values for k, values in self.one_of)

    def __str__(self) -> str:
        inner = ", ".join([f"{k}={v}" for k, v in self.args] + [f"{k} in {list(v)}" for k, v in self.one_of])
        who = "" if self.player is None else f"P{self.player + 1} "
        return f"{who}{self.kind}({inner})"


_MISSING = object()
GAME_END = Match("(the end of the game)")


@dataclass(frozen=True, slots=True)
class Topic:
    """A rule the tutorial promises to teach, with the spec section it stands for."""

    id: str
    name: Text
    spec: str


@dataclass(frozen=True, slots=True)
class TutorialStep:
    """One bubble: text, highlighted table targets, taught topics, and how it ends.

    `mode` next: ends on "Next". move: ends when the learner makes a move matching one of
    `expect`. auto: the runner plays `play` (in order), then lets `bot` play every seat until
    a decision offers the learner a move matching `until` (the `times`-th such decision) or,
    for `until = "end"`, until the game is over. A step with a `scenario` first starts a fresh
    game from it; `introduces` and `announces` let tests hold its words to what the table shows.
    """

    id: str
    text: Text
    targets: tuple[str, ...]
    topics: tuple[str, ...]
    mode: str
    expect: tuple[Match, ...] = ()
    play: tuple[Match, ...] = ()
    until: Match | None = None
    times: int = 1
    others: bool = False
    hint: Text | None = None
    score: tuple[int | str, ...] = ()
    scenario: Scenario | None = None
    introduces: tuple[str, ...] = ()
    announces: tuple[str, ...] = ()


@dataclass(frozen=True)
class Script:
    """A whole tutorial as loaded and validated from its TOML file."""

    file: str
    game: str
    title: Text
    seed: int
    seats: tuple[Seat, ...]
    learner: int
    options: JsonObject
    bot: str
    autoplay: tuple[Match, ...]
    topics: tuple[Topic, ...]
    steps: tuple[TutorialStep, ...]
    scenario: Scenario | None = None

    def config(self) -> GameConfig:
        """The game the script plays: its scenario's (seated as the script says) or a plain one."""
        if self.scenario is None:
            return GameConfig(self.game, self.seed, self.seats, dict(self.options))
        return self.scenario.config(self.seats, self.seed, self.options)

    def topic(self, topic_id: str) -> Topic:
        return next(t for t in self.topics if t.id == topic_id)


# --- loading ----------------------------------------------------------------------------------
def scripts_for(game_id: str) -> list[Path]:
    """The game's tutorial scripts as its manifest lists them (`[tutorials]`), first the one offered first."""
    return games.tutorials(game_id)


def find_tutorial(name: str) -> tuple[str, list[Path]] | None:
    """What `stolik tutorial NAME` plays: a game id gives all its scripts (the first is offered first),
    "<game id>-<tutorial id>" (as the game's manifest names it under [tutorials]) gives that one; None
    when the name is neither."""
    available = games.available()
    if name in available:
        return name, scripts_for(name)
    for game_id in available:
        prefix = f"{game_id}-"
        if not name.startswith(prefix):
            continue
        wanted = name[len(prefix):]
        paths = [path for tutorial_id, path in games.manifest(game_id).tutorials if tutorial_id == wanted]
        if paths:
            return game_id, paths
    return None


def tutorial_names() -> list[str]:
    """Every name `find_tutorial` knows a script by, one per script: "<game id>-<tutorial id>"."""
    return [f"{g}-{tutorial_id}" for g in games.available() for tutorial_id, _ in games.manifest(g).tutorials]


def script_title(path: Path | str) -> Text:
    """A script's title alone (a list of tutorials shows it without starting the script's scenario)."""
    path = Path(path)
    content = read_toml(path.parent, path.name)
    return Node(path.name, "", content.root.value).text("title")


def load_script(path: Path | str, *, name: str | None = None) -> Script:
    """Parse and validate one script; a ContentError names the file, the key and what was expected."""
    path = Path(path)
    content = read_toml(path.parent, path.name)
    root = Node(name or path.name, "", content.root.value)
    return parse_script(root, path.parent)


def parse_script(root: Node, folder: Path | None = None) -> Script:
    """Validate a parsed script; its scenario path is read relative to `folder` (the script's)."""
    root.only(("game", "title", "seed", "scenario", "setup", "topics", "steps"))
    game = root.str("game")
    title = root.text("title")
    setup = root.table("setup").only(("seats", "learner", "options", "bot", "autoplay"))
    seats = tuple(_seat(n) for n in setup.tables("seats", min_length=1))
    scenario = _scenario(root, folder, game, len(seats))
    seed = scenario.seed if scenario is not None else root.int("seed", lo=0)
    learner = setup.int("learner", lo=0, hi=len(seats) - 1) if setup.has("learner") else 0
    options = dict(setup.table("options").value) if setup.has("options") else {}
    bot = setup.str("bot") if setup.has("bot") else "random"
    autoplay = _matches(setup, "autoplay", len(seats)) if setup.has("autoplay") else ()
    topic_nodes = root.tables("topics", min_length=1)
    unique_ids(topic_nodes)
    topics = tuple(_topic(n) for n in topic_nodes)
    known = {t.id for t in topics}
    step_nodes = root.tables("steps", min_length=1)
    unique_ids(step_nodes)
    steps = tuple(_named_step(i, n, known, Where(folder, game, len(seats))) for i, n in enumerate(step_nodes))
    taught = {t for s in steps for t in s.topics}
    for i, topic in enumerate(topics):
        if topic.id not in taught:
            topic_nodes[i].fail(f"topic {topic.id!r} is taught by no step; name it in some step's topics", "id")
    return Script(root.file, game, title, seed, seats, learner, options, bot, autoplay, topics, steps, scenario)


@dataclass(frozen=True, slots=True)
class Where:
    """What a step's scenario is checked against: the script's folder, game and number of seats."""

    folder: Path | None
    game: str
    players: int


def _scenario(root: Node, folder: Path | None, game: str, players: int) -> Scenario | None:
    """The scenario the script starts from (it brings the seed), or None for a script with a seed."""
    if not root.has("scenario"):
        return None
    if root.has("seed"):
        root.fail("expected either a seed or a scenario (the scenario brings its seed), not both", "seed")
    return _scenario_file(root.child("scenario"), folder, game, players)


def _scenario_file(node: Node, folder: Path | None, game: str, players: int) -> Scenario:
    """Read the scenario a path names, relative to the script's folder, for the script's game and seats."""
    relative = PurePosixPath(node.as_str())
    if relative.is_absolute() or relative.suffix != ".toml" or folder is None:
        node.fail(f"expected a .toml path relative to the script's folder, got {str(relative)!r}")
    scenario = read_scenario(folder.joinpath(*relative.parts))
    if scenario.game != game:
        node.fail(f"expected a scenario of {game}, got one of {scenario.game}")
    if len(scenario.seats) != players:
        node.fail(f"expected a scenario for the script's {players} seats, got one for {len(scenario.seats)}")
    return scenario


def _seat(node: Node) -> Seat:
    node.only(("name", "bot"))
    return Seat(node.str("name"), node.opt_str("bot"))


def _topic(node: Node) -> Topic:
    node.only(("id", "name", "spec"))
    return Topic(node.str("id", pattern=_TOPIC), node.text("name"), node.str("spec"))


def _named_step(index: int, node: Node, known_topics: set[str], where: Where) -> TutorialStep:
    """Parse one step; an error's key also names the step's id ("steps[4] (bank).expect")."""
    try:
        return _step(node, known_topics, where)
    except ContentError as exc:
        step_id = node.value.get("id") if isinstance(node.value, dict) else None
        prefix = f"steps[{index}]"
        if not isinstance(step_id, str) or not exc.key.startswith(prefix):
            raise
        raise ContentError(exc.path, f"{prefix} ({step_id}){exc.key[len(prefix):]}", exc.expected) from None


def _step(node: Node, known_topics: set[str], where: Where) -> TutorialStep:
    node.only(("id", "text", "targets", "topics", "mode", "expect", "play", "until", "times", "others", "hint", "score",
               "scenario", "introduces", "announces"))
    players = where.players
    step_id = node.str("id", pattern=_TOPIC)
    mode = node.str("mode", choices=MODES)
    targets = tuple(n.as_str(pattern=_NAME) for n in node.array("targets")) if node.has("targets") else ()
    topics = tuple(n.as_str() for n in node.array("topics")) if node.has("topics") else ()
    for i, topic in enumerate(topics):
        if topic not in known_topics:
            node.child("topics").fail(f"unknown topic {topic!r}; declare it under [[topics]]", i)
    expect = _matches(node, "expect", players) if node.has("expect") else ()
    play = _matches(node, "play", players) if node.has("play") else ()
    until = _until(node.child("until"), players) if node.has("until") else None
    times = node.int("times", lo=1) if node.has("times") else 1
    others = node.bool("others") if node.has("others") else False
    if mode == MOVE and not expect:
        node.fail("missing; a 'move' step needs the move(s) it waits for", "expect")
    if mode != MOVE and expect:
        node.fail(f"only a 'move' step waits for a move; this step's mode is {mode!r}", "expect")
    if mode != AUTO:
        for key in ("play", "until", "times", "others"):
            if node.has(key):
                node.fail(f"only an 'auto' step may have {key}; this step's mode is {mode!r}", key)
    elif not (play or until or others):
        node.fail("an 'auto' step needs play, until or others = true", "mode")
    if mode == NEXT and not node.has("text"):
        node.fail("missing; a 'next' step must say something", "text")
    if mode != AUTO and not topics:
        node.fail("missing; every step the learner sees names the topics it teaches", "topics")
    text = node.text("text") if node.has("text") else Text("", "")
    hint = node.text("hint") if node.has("hint") else None
    score: tuple[int | str, ...] = ()
    if node.has("score"):
        child = node.child("score")
        score = tuple(_score(n) for n in child.elements(min_length=1)) if isinstance(child.value, list) else (_score(child),)
    scenario = _scenario_file(node.child("scenario"), where.folder, where.game, players) if node.has("scenario") else None
    introduces = tuple(n.as_str(pattern=_TOPIC) for n in node.array("introduces")) if node.has("introduces") else ()
    announces = tuple(n.as_str(pattern=_TOPIC) for n in node.array("announces")) if node.has("announces") else ()
    return TutorialStep(step_id, text, targets, topics, mode, expect, play, until, times, others, hint, score,
                        scenario, introduces, announces)


def _score(node: Node) -> int | str:
    """Which line of the final score breakdown a step explains: a category index, or "total"."""
    if node.value == TOTAL:
        return TOTAL
    if isinstance(node.value, str):
        node.fail(f'expected a category index (0, 1, ...) or "{TOTAL}"')
    return node.as_int(lo=0)


def _until(node: Node, players: int) -> Match:
    if node.value == END:
        return GAME_END
    if isinstance(node.value, str):
        node.fail(f'expected "{END}" or a move table {{ kind = "...", args = {{ ... }} }}')
    return _match(node, players)


def _matches(node: Node, key: str, players: int) -> tuple[Match, ...]:
    child = node.child(key)
    items = child.elements(min_length=1) if isinstance(child.value, list) else [child]
    return tuple(_match(n, players) for n in items)


def _match(node: Node, players: int) -> Match:
    node.only(("kind", "args", "one_of", "player"))
    kind = node.str("kind")
    args = _frozen_args(node, "args") if node.has("args") else ()
    one_of: tuple[tuple[str, tuple[JsonAny, ...]], ...] = ()
    if node.has("one_of"):
        for name, values in _frozen_args(node, "one_of"):
            if not isinstance(values, tuple) or not values:
                node.child("one_of").fail("expected a non-empty array of allowed values", name)
            one_of += ((name, values),)
    player = None
    if node.has("player"):
        who = node.child("player")
        if who.value != LEARNER:
            player = who.as_int(lo=0, hi=players - 1)
    return Match(kind, args, player, one_of)


def _frozen_args(node: Node, key: str) -> tuple[tuple[str, JsonAny], ...]:
    table = node.table(key)
    try:
        return tuple(sorted((k, freeze(v)) for k, v in table.value.items()))
    except TypeError:
        table.fail("expected JSON-like values (strings, numbers, booleans, arrays)")


# --- running ----------------------------------------------------------------------------------
BotChooser = Callable[[Game[Any], Seen[Any], Decision, int, Rng], Action]


@dataclass(frozen=True)
class Mark:
    """A runner's place (Runner.mark): step, game, position and what was taught on the way."""

    index: int
    session: Session[Any]
    cursor: int
    starts: tuple[int, ...]
    taught: tuple[str, ...]
    automatic: dict[int, tuple[Action, ...]]
    active: bool
    finished: bool


@dataclass
class Runner:
    """Follows a script over a Session: filters moves, plays auto steps, goes back, skips, leaves.

    `index` is the current step; `starts[i]` is the session cursor when step i began, so going
    back is a seek. A step with a scenario replaces the session with a fresh game (a new chapter).
    `automatic[k]` lists the learner's moves the runner made on the way to step k, which that
    step's words announce. When the runner reaches the end (or the player leaves) `active` turns
    False and the session is an ordinary game from then on.
    """

    game: Game[Any]
    script: Script
    session: Session[Any] = field(init=False)
    index: int = 0
    starts: list[int] = field(default_factory=list)
    active: bool = True
    finished: bool = False
    taught: list[str] = field(default_factory=list)
    automatic: dict[int, tuple[Action, ...]] = field(default_factory=dict)
    _made: list[Action] = field(default_factory=list, init=False, repr=False)
    listeners: list[Callable[["Runner"], None]] = field(default_factory=list)
    bot_choose: BotChooser | None = None

    def __post_init__(self) -> None:
        self.session = Session(self.game, self.script.config())
        self._enter(0)

    # --- reading --------------------------------------------------------------------------
    @property
    def learner(self) -> int:
        return self.script.learner

    @property
    def step(self) -> TutorialStep | None:
        return self.script.steps[self.index] if self.active else None

    def progress(self) -> tuple[int, int]:
        """(current step number from 1, number of steps), as shown in "7 / 30": only the steps the
        learner sees count, so the number never jumps over an auto step."""
        shown = [i for i, s in enumerate(self.script.steps) if s.mode != AUTO]
        return max(1, sum(1 for i in shown if i <= self.index)), len(shown)

    def allowed(self) -> tuple[Action, ...]:
        """The legal actions the learner may take now: all of them once the tutorial is over."""
        decision = self.session.decision
        if decision is None:
            return ()
        if not self.active:
            return decision.legal
        step = self.script.steps[self.index]
        if step.mode != MOVE:
            return ()
        return tuple(a for a in decision.legal if any(m.matches(a, self.learner) for m in step.expect))

    def filtered(self) -> Decision | None:
        """The current decision with `legal` narrowed to `allowed()` (what the table shows)."""
        decision = self.session.decision
        if decision is None or not self.active:
            return decision
        return decision.narrowed(self.allowed())

    def hint(self) -> Text:
        """What a click outside the allowed moves is told: the step's hint, else its text."""
        step = self.script.steps[self.index]
        return step.hint or step.text

    def can_back(self) -> bool:
        return self.active and self._previous_stop(self.index) is not None

    # --- acting ---------------------------------------------------------------------------
    def next(self) -> None:
        """The player pressed "Next" (only a 'next' step ends this way)."""
        step = self._require_active()
        if step.mode != NEXT:
            raise TutorialError(f"{self.script.file}: step {step.id}: waits for a move, not for Next")
        self._advance()

    def apply(self, action: Action) -> None:
        """The learner made a move: it must be one the current step allows."""
        step = self._require_active()
        if action not in self.allowed():
            raise TutorialError(f"{self.script.file}: step {step.id}: {action} is not the move this step waits for")
        self.session.apply(action)
        self._advance()

    def back(self) -> None:
        """Return to the start of the previous step the learner acts in (auto steps replay)."""
        target = self._previous_stop(self.index)
        if target is None:
            return
        self.session.seek(self.starts[target])
        del self.starts[target:]
        self.taught = [t for s in self.script.steps[:target] for t in s.topics]
        self.automatic = {k: moves for k, moves in self.automatic.items() if k < target}
        self._enter(target)

    def mark(self) -> "Mark":
        """Where the tutorial stands now, to come back to with `restore` (the words check tries every thing a
        step points at, each from the step's start)."""
        return Mark(self.index, self.session, self.session.cursor, tuple(self.starts), tuple(self.taught),
                    dict(self.automatic), self.active, self.finished)

    def restore(self, mark: "Mark") -> None:
        """Return to a `mark`: the same step, game and position (a redo tail left behind is cut by the next move)."""
        self.session = mark.session
        self.session.seek(mark.cursor)
        self.index, self.starts, self.taught = mark.index, list(mark.starts), list(mark.taught)
        self.automatic, self.active, self.finished = dict(mark.automatic), mark.active, mark.finished
        self._made = []
        self._notify()

    def skip(self) -> None:
        """Stop the tutorial; the caller leaves the scene."""
        self.active = False
        self._notify()

    def leave(self) -> Session[Any]:
        """Stop guiding and hand over the session to play on freely from here."""
        self.active = False
        self.session.truncate()
        self._notify()
        return self.session

    # --- internals ------------------------------------------------------------------------
    def _require_active(self) -> TutorialStep:
        if not self.active:
            raise TutorialError(f"{self.script.file}: the tutorial is over")
        return self.script.steps[self.index]

    def _previous_stop(self, index: int) -> int | None:
        """The nearest earlier step the learner acts in, within the current chapter."""
        steps = self.script.steps
        for i in range(index - 1, -1, -1):
            if steps[i + 1].scenario is not None:
                return None
            if steps[i].mode != AUTO:
                return i
        return None

    def _advance(self) -> None:
        self._enter(self.index + 1)

    def _enter(self, index: int) -> None:
        self._made = []
        while True:
            if index >= len(self.script.steps):
                self._record_made(len(self.script.steps))
                self.index = len(self.script.steps) - 1
                self.active = False
                self.finished = True
                self._notify()
                return
            self.index = index
            step = self.script.steps[index]
            if step.scenario is not None:
                self.session = Session(self.game, step.scenario.config(self.script.seats, options=self.script.options))
            self.starts.append(self.session.cursor)
            if step.mode == AUTO:
                self._run_auto(step)
                self._teach(step)
                index += 1
                continue
            if step.mode == MOVE:
                self._play_others(step)
                if not self.allowed():
                    raise TutorialError(self._not_offered(step))
            self._record_made(index)
            self._teach(step)
            self._notify()
            return

    def _play(self, action: Action) -> None:
        """Apply a move the runner chose (a script's, a bot's, a routine one), noting the learner's."""
        if action.player == self.learner:
            self._made.append(action)
        self.session.apply(action)

    def _record_made(self, index: int) -> None:
        """File the learner's moves made since the last stop under the step the learner now sees."""
        if self._made:
            self.automatic[index] = tuple(self._made)
        else:
            self.automatic.pop(index, None)
        self._made = []

    def _teach(self, step: TutorialStep) -> None:
        self.taught.extend(t for t in step.topics if t not in self.taught)

    def _run_auto(self, step: TutorialStep) -> None:
        for match in step.play:
            decision = self.session.decision
            legal = [a for a in decision.legal if match.matches(a, self.learner)] if decision else []
            if not legal:
                raise TutorialError(self._where(step) + f"scripted move {match} is not legal now{self._legal_note()}")
            self._play(legal[0])
        if step.others:
            self._play_others(step)
        if step.until is not None:
            self._bots_until(step, step.until, step.times)

    def _bot_rng(self) -> Rng:
        return bot_rng(self.script.seed, self.session.cursor)

    def bot_move(self, decision: Decision) -> Action:
        """The move of the actor's seat bot (the script's bot for the learner), seeded by the cursor."""
        actor = decision.next_seat()
        assert actor is not None
        choose = self.bot_choose
        if choose is None:
            choose = bot_for(self.game.id, self.script.seats[actor].bot or self.script.bot).choose
        return choose(self.game, self.session.seen(actor), decision, actor, self._bot_rng())

    def _play_others(self, step: TutorialStep) -> None:
        """Let bots take every decision that is not the learner's, and the learner's routine ones."""
        for _ in range(MAX_BOT_MOVES):
            decision = self.session.decision
            if decision is None:
                return
            if decision.actor != self.learner:
                self._play(self.bot_move(decision))
                continue
            routine = self._routine(decision, step)
            if not routine:
                return
            self._play(self.bot_move(decision.narrowed(routine)))
        raise TutorialError(self._where(step) + "the other seats never gave the turn back")

    def _routine(self, decision: Decision, step: TutorialStep) -> tuple[Action, ...]:
        """The learner's actions the script's `autoplay` covers, unless the step waits for one of them."""
        mine = [a for a in decision.legal if a.player == self.learner]
        if any(m.matches(a, self.learner) for m in step.expect for a in mine):
            return ()
        return tuple(a for a in mine if any(m.matches(a, self.learner) for m in self.script.autoplay))

    def _bots_until(self, step: TutorialStep, until: Match, times: int) -> None:
        """Bots play every seat (the learner's too) until the `times`-th decision offering `until`."""
        seen = 0
        for _ in range(MAX_BOT_MOVES):
            decision = self.session.decision
            if decision is None:
                if until is GAME_END:
                    return
                break
            if decision.actor == self.learner and any(until.matches(a, self.learner) for a in decision.legal):
                seen += 1
                if seen == times:
                    return
            self._play(self.bot_move(decision))
        raise TutorialError(self._where(step) + f"fast-forward never reached a decision offering {until}")

    def _where(self, step: TutorialStep) -> str:
        return f"{self.script.file}: step {step.id}: "

    def _legal_note(self) -> str:
        decision = self.session.decision
        if decision is None:
            return " (the game is over)"
        shown = ", ".join(str(a) for a in decision.legal[:8])
        more = f" and {len(decision.legal) - 8} more" if len(decision.legal) > 8 else ""
        return f" (decision '{decision.prompt}' offers {shown}{more})"

    def _not_offered(self, step: TutorialStep) -> str:
        wanted = " or ".join(str(m) for m in step.expect)
        return self._where(step) + f"waits for {wanted}, which is not legal now{self._legal_note()}"

    def _notify(self) -> None:
        for listener in self.listeners:
            listener(self)


def untaught(script: Script, taught: Iterable[str]) -> list[str]:
    """Topics of the script's list that no completed step taught."""
    done = set(taught)
    return [t.id for t in script.topics if t.id not in done]


def start(game: Game[Any], path: Path | str) -> Runner:
    """Load a script and start it on a fresh session; the script must be for this game."""
    script = load_script(path)
    if script.game != game.id:
        raise ContentError(script.file, "game", f"expected {game.id!r}, got {script.game!r}")
    return Runner(game, script)


def dry_run(game: Game[Any], script: Script) -> Runner:
    """Follow a script without a table, taking the first allowed move at each step (tests, tools)."""
    runner = Runner(game, script)
    while runner.active:
        step = runner.script.steps[runner.index]
        if step.mode == NEXT:
            runner.next()
        else:
            runner.apply(runner.allowed()[0])
    return runner


def follows(game: Game[Any], script: Script, learner_seed: int | None = None) -> str | None:
    """Walk the script choosing at random among the allowed moves (None: the first); the error, or None."""
    pick = Rng.from_seed(learner_seed) if learner_seed is not None else None
    try:
        runner = Runner(game, script)
        while runner.active:
            step = runner.script.steps[runner.index]
            if step.mode == NEXT:
                runner.next()
            else:
                allowed = runner.allowed()
                runner.apply(pick.choice(allowed) if pick else allowed[0])
    except TutorialError as exc:
        return str(exc)
    return None


def seed_survey(game: Game[Any], script: Script, seeds: Iterable[int], learners: int = 20) -> dict[int, int]:
    """For each seed, how many of `learners` random learners finish the script: a script on a scenario
    should finish from every seed (its scenario fixes what the steps rely on), a plain one shows its lucky seeds."""
    out: dict[int, int] = {}
    for seed in seeds:
        trial = replace(script, seed=seed)
        if follows(game, trial) is not None:
            out[seed] = 0
            continue
        out[seed] = sum(follows(game, trial, k) is None for k in range(learners))
    return out
