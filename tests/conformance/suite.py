"""The game conformance suite's checks, for any game the registry knows (in the spirit of OpenSpiel's
random-simulation test): which configurations a manifest declares, one random game per configuration,
and the properties every game must keep. Each check returns its problems as lines (empty = passed), so
the tests can show every failure at once and a toy game can prove that each check is able to fail."""
from __future__ import annotations

import random
import time
import zlib
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import product
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from engine import catalogue, games
from engine.kernel import Action, Event, Game, GameConfig, IllegalAction, Rng, Session, fold, hash_json, step_state
from engine.kernel.save import write_save
from engine.kernel.strings import CATALOGUE, LANGS, Catalogue
from engine.manifest import BOOL, CHOICE, Manifest

MAX_STEPS = 20_000          # a random game longer than this does not end: a failure, not a cap
SAMPLES = 16                # states per game where views and refusals are checked
NOT_AN_ACTION = "conformance_no_such_move"
KERNEL_REFUSAL = "kernel.illegal."   # the kernel's generic reasons, which name no rule
SHOWN = 5                   # problems quoted per check


@dataclass(frozen=True)
class Configuration:
    """One way a registered game can be set up: a player count and option values its manifest allows."""

    game: str
    players: int
    options: tuple[tuple[str, Any], ...]

    @property
    def id(self) -> str:
        opts = "+".join(f"{k}={v}" if not isinstance(v, bool) else k for k, v in self.options if v is not False)
        return f"{self.game}-{self.players}p" + (f"-{opts}" if opts else "")

    @property
    def seed(self) -> int:
        """Fixed per configuration, so a failure names a game that can be played again."""
        return zlib.crc32(self.id.encode())

    def config(self) -> GameConfig:
        return GameConfig.quick(self.game, self.players, seed=self.seed, **dict(self.options))


def configurations(spec: Manifest) -> list[Configuration]:
    """Every choice value with every player count it allows; each with the yes/no options as they come
    and with every one of them switched (where the player count allows it): each option value is played
    with each player count, found from the manifest alone."""
    choices = [o for o in spec.options if o.kind == CHOICE]
    flags = [o for o in spec.options if o.kind == BOOL]
    out: list[Configuration] = []
    for values in product(*(o.values() for o in choices)):
        chosen = tuple(zip((o.id for o in choices), values))
        lo, hi = spec.seats(dict(chosen))
        for players in range(lo, hi + 1):
            out.append(Configuration(spec.id, players, chosen))
            switched = tuple((o.id, not o.default) for o in flags if o.allows(players, not o.default))
            if switched:
                out.append(Configuration(spec.id, players, chosen + switched))
    return out


def every_configuration(game_ids: list[str]) -> list[Configuration]:
    return [c for gid in game_ids for c in configurations(games.manifest(gid))]


# --- one random game --------------------------------------------------------------------------------
@dataclass
class Run:
    """A random game played to its end with every step's state checked on the way."""

    configuration: Configuration
    game: Game[Any]
    session: Session[Any]
    problems: dict[str, list[str]] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)

    @property
    def steps(self) -> int:
        return len(self.session.steps)

    def fail(self, check: str, problems: list[str]) -> None:
        if problems:
            self.problems.setdefault(check, []).extend(problems)


def chooser(configuration: Configuration) -> random.Random:
    """The random player: any legal action of anyone (a skill someone may use now included)."""
    return random.Random(configuration.seed + 1)


def play(game: Game[Any], configuration: Configuration) -> Run:
    """One random game, one step at a time (automatic steps too): after every step the game's own
    invariants hold (`Game.check`), and until the end every decision offers at least one legal action."""
    session: Session[Any] = Session(game, configuration.config(), autorun=False)
    run = Run(configuration, game, session)
    pick = chooser(configuration)
    run.fail("invariants", [f"before the first step: {p}" for p in game.check(session.state)])
    while not session.over and len(session.steps) < MAX_STEPS:
        decision = session.decision
        assert decision is not None
        if not decision.legal:
            run.fail("legal", [f"step {len(session.steps)}: the decision '{decision.prompt}' offers no action"])
            return run
        action = decision.legal[0] if decision.automatic else pick.choice(decision.legal)
        session.apply_recorded(action)
        problems = game.check(session.state)
        if problems:
            run.fail("invariants", [f"step {len(session.steps) - 1} ({action}): {p}" for p in problems])
            return run
    if not session.over:
        run.fail("ends", [f"no end after {MAX_STEPS} steps"])
        return run
    scores = game.final_scores(session.state)
    if len(scores) != configuration.players:
        run.fail("ends", [f"the end gives {len(scores)} scores for {configuration.players} seats"])
    game.outcome(session.state)
    return run


def samples(run: Run) -> list[int]:
    """Step indices spread evenly over the game, its first and last state included."""
    n = run.steps
    return sorted({round(i * n / (SAMPLES - 1)) for i in range(SAMPLES)})


# --- the checks -------------------------------------------------------------------------------------
def check_undo_redo(run: Run) -> list[str]:
    """Undo every choice back to the start, then redo every one: the states on the way (a sample of
    them, evenly spread) and the first and last one hash as they did when played."""
    s = run.session
    recorded = [s.initial_hash()] + [step.hash for step in s.steps]
    humans = s.human_indices()
    stride = max(1, len(humans) // (4 * SAMPLES))
    out: list[str] = []
    undone = 0
    while s.can_undo():
        s.undo()
        undone += 1
        if (undone % stride == 0 or not s.can_undo()) and s.state_hash() != recorded[s.cursor]:
            out.append(f"undo back to step {s.cursor}: the state differs from the one played")
    if s.cursor != (humans[0] if humans else len(s.steps)):
        out.append(f"undo stopped at step {s.cursor}, before the first choice")
    if undone != len(humans):
        out.append(f"{undone} undos for {len(humans)} choices")
    redone = 0
    while s.can_redo():
        s.redo()
        redone += 1
        if (redone % stride == 0 or not s.can_redo()) and s.state_hash() != recorded[s.cursor]:
            out.append(f"redo to step {s.cursor}: the state differs from the one played")
    if s.cursor != len(s.steps):
        out.append(f"redo stopped at step {s.cursor} of {len(s.steps)}")
    return out[:SHOWN]


def check_save_load_verify(run: Run, folder: Path) -> list[str]:
    """Save the game, load it through the registry (checked step by step from the seed): it replays
    exactly, to the same hashes and the same cursor."""
    path = folder / f"{run.configuration.id}.json"
    write_save(path, run.session)
    replay = catalogue.load_save(path)
    if not replay.ok:
        return [f"the saved game does not verify: {replay.summary()}"]
    out = [f"loading notes {note!r}" for note in replay.notes]
    if [s.hash for s in replay.session.steps] != [s.hash for s in run.session.steps]:
        out.append("the loaded game's step hashes differ from the saved game's")
    if replay.session.cursor != run.session.cursor or replay.session.state_hash() != run.session.state_hash():
        out.append("the loaded game stands elsewhere than the saved one")
    return out


def check_determinism(run: Run) -> list[str]:
    """The same seed and the same random player give the same game again: the same legal actions in the
    same order (the random player picks the same ones), the same events, the same end."""
    game, s = run.game, run.session
    state = game.new_state(run.configuration.config())
    pick = chooser(run.configuration)
    for index, step in enumerate(s.steps):
        decision = game.decision(state)
        if decision is None:
            return [f"played again from the same seed, the game ends after {index} steps instead of {len(s.steps)}"]
        action = decision.legal[0] if decision.automatic else pick.choice(decision.legal)
        if action != step.action or [e.to_json() for e in step_state(game, state, action)] != \
                [e.to_json() for e in step.events]:
            return [f"played again from the same seed, the game differs at step {index}"]
    if hash_json(game.encode(state)) != s.state_hash():
        return ["played again from the same seed, the game ends in another state"]
    return []


def check_views(run: Run) -> list[str]:
    """`view(p)` hides what p may not see: a state that differs from the real one only there (the game's
    `shuffle_hidden`) gives p the same view. A game whose manifest declares hidden information must
    give such states, and they must differ from the real one somewhere."""
    game, s = run.game, run.session
    hidden = games.manifest(run.configuration.game).hidden_information
    out: list[str] = []
    differed = offered = 0
    rng = Rng.from_seed(run.configuration.seed)
    for index in samples(run):
        state = s.state_at(index)
        for player in range(run.configuration.players):
            other = game.shuffle_hidden(state, player, rng)
            if other is None:
                continue
            offered += 1
            if game.view(other, player) != game.view(state, player):
                out.append(f"step {index}: player {player + 1}'s view tells two states apart that differ only in "
                           f"what they may not see: {_first_difference(game.view(state, player), game.view(other, player))}")
            if hash_json(game.encode(other)) != hash_json(game.encode(state)):
                differed += 1
            out.extend(f"step {index}: the state shuffle_hidden gives breaks an invariant: {p}" for p in game.check(other))
    if hidden and not offered:
        out.append("the manifest declares hidden information, but the game gives no shuffle_hidden states")
    elif hidden and not differed:
        out.append("shuffle_hidden never changed anything: the check cannot see whether views hide")
    return out[:SHOWN]


def _first_difference(a: Any, b: Any, where: str = "view") -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if a.get(key) != b.get(key):
                return _first_difference(a.get(key), b.get(key), f"{where}[{key!r}]")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{where}[{i}]")
    return where


@contextmanager
def words_recorded(table: Catalogue = CATALOGUE) -> Iterator[list[str]]:
    """Every text asked of the catalogue in a language that lacks it (English or the key itself stood in)."""
    missing: list[str] = []
    original = table.text

    def text(key: str, lang: str = "en", **params: Any) -> str:
        if table.get(key, lang) is None:
            missing.append(f"{key!r} has no {lang} text")
        return original(key, lang, **params)

    table.text = text  # type: ignore[method-assign]
    try:
        yield missing
    finally:
        del table.text


def check_log_words(run: Run) -> list[str]:
    """Every event told in one language is told in the other, from texts each language has, with every
    parameter its text names, and players are called by their seats' names (the log panel and the replay
    tell the game this way)."""
    game, s = run.game, run.session
    names = [seat.name for seat in s.config.seats]
    state = s.state_at(0)
    out: list[str] = []
    spoken, named = 0, False
    with words_recorded() as missing:
        for index, step in enumerate(s.steps):
            for event in step.events:
                lines = {lang: _told(game, event, state, lang, names) for lang in LANGS}
                told = {lang for lang, line in lines.items() if line is not None}
                if told and told != set(LANGS):
                    out.append(f"step {index}: '{event.kind}' is told in {', '.join(sorted(told))} only")
                out.extend(f"step {index}: '{event.kind}': {line[1:]}" for line in lines.values()
                           if line is not None and line.startswith("!"))
                out.extend(f"step {index}: '{event.kind}': {m}" for m in missing)
                missing.clear()
                spoken += bool(told)
                named = named or any(name in (lines["en"] or "") for name in names)
                fold(game, state, event)
    if not spoken:
        out.append("no event of the game is told in words")
    elif not named:
        out.append(f"no line calls a player by their seat's name ({', '.join(names)})")
    return _distinct(out)


def _told(game: Game[Any], event: Event, state: Any, lang: str, names: list[str]) -> str | None:
    """The event's log line; a line starting with "!" says why there is none that can be shown."""
    try:
        line = game.describe(game.annotate(event, state), state, lang, names)
    except (KeyError, IndexError, ValueError) as exc:
        return f"!its {lang} line cannot be written: {type(exc).__name__} {exc}"
    if line is not None and not line.strip():
        return f"!its {lang} line is empty"
    return line


def illegal_actions(decision: Any, players: int, earlier: Sequence[Action] = ()) -> list[Action]:
    """Actions the decision does not allow: another kind, a legal one with an argument it does not take,
    a legal one by a player not deciding, and the illegal variants of legal actions a person meets:
    the same kind with other arguments and another player's (from the game's earlier choices), and a
    kind from an earlier phase."""
    legal = decision.legal
    first = legal[0]
    out = [Action.of(NOT_AN_ACTION, first.player), Action.of(first.kind, first.player, **dict(first.args),
                                                                 conformance_extra=1)]
    actors = decision.actors()
    bystander = next((p for p in range(players) if p not in actors), None)
    if bystander is not None:
        out.append(Action.of(first.kind, bystander, **dict(first.args)))
    allowed = set(legal)
    kinds = {a.kind for a in legal}
    shapes = {(a.kind, a.player) for a in legal}
    others = [a for a in earlier if a.player is not None and a not in allowed and (a.kind, a.player) in shapes]
    out.extend(others[-1:])                                                      # other arguments
    theirs = [Action(a.kind, (a.player + 1) % players, a.args) for a in legal if a.player is not None]
    out.extend([a for a in theirs if a not in allowed][:1])                      # another player's
    past = [a for a in earlier if a.player is not None and a.kind not in kinds]
    if past and first.player is not None:                                        # a kind from an earlier phase
        out.append(Action(past[-1].kind, first.player, past[-1].args))
    return list(dict.fromkeys(out))


def check_refusals(run: Run) -> list[str]:
    """An action the rules do not allow is refused with a message that each language can say, its
    parameters all given, and the game stays where it was; after the end every action is refused. A
    refusal of a kind the game says it words itself (`Game.refused_kinds`) names the game's rule, not
    one of the kernel's generic reasons."""
    s = run.session
    end = s.cursor
    worded = run.game.refused_kinds
    out: list[str] = []
    refusals: list[IllegalAction] = []
    for index in samples(run):
        s.seek(index)
        before = s.state_hash()
        decision = s.decision
        if decision is None:
            actions = [Action.of(NOT_AN_ACTION, 0)]
        elif decision.automatic:
            continue
        else:
            earlier = [step.action for step in s.steps[:index] if not step.auto]
            actions = illegal_actions(decision, run.configuration.players, earlier)
        for action in actions:
            try:
                s.apply(action)
            except IllegalAction as exc:
                refusals.append(exc)
                if action.kind in worded and exc.key.startswith(KERNEL_REFUSAL):
                    out.append(f"step {index}: {action} is refused with the kernel's '{exc.key}', though the game "
                               f"words the refusals of '{action.kind}'")
            else:
                return [f"step {index}: {action} was taken, though the decision does not allow it"]
            if s.state_hash() != before:
                out.append(f"step {index}: refusing {action} changed the game")
    s.seek(end)
    if not refusals:
        out.append("no illegal action was tried")
    out.extend(refusal_words(refusals))
    return _distinct(out)


def refusal_words(refusals: list[IllegalAction]) -> list[str]:
    out: list[str] = []
    with words_recorded() as missing:
        for exc in refusals:
            for lang in LANGS:
                try:
                    CATALOGUE.text(exc.key, lang, **exc.params)
                except (KeyError, IndexError, ValueError) as error:
                    out.append(f"the refusal '{exc.key}' cannot be written in {lang}: {type(error).__name__} {error}")
            out.extend(f"the refusal '{exc.key}': {m}" for m in missing)
            missing.clear()
    return out


def _distinct(lines: list[str]) -> list[str]:
    return list(dict.fromkeys(lines))[:SHOWN]


CHECKS: dict[str, Callable[..., list[str]]] = {
    "undo/redo": check_undo_redo,
    "determinism": check_determinism,
    "views": check_views,
    "log words": check_log_words,
    "refusals": check_refusals,
}


def conform(game: Game[Any], configuration: Configuration, folder: Path) -> Run:
    """Play one random game and run every check on it; the run holds each check's problems and time."""
    start = time.perf_counter()
    run = play(game, configuration)
    run.seconds["play"] = time.perf_counter() - start
    if run.problems:
        return run
    for name, check in CHECKS.items():
        start = time.perf_counter()
        run.fail(name, check(run))
        run.seconds[name] = time.perf_counter() - start
    start = time.perf_counter()
    run.fail("save/load/verify", check_save_load_verify(run, folder))
    run.seconds["save/load/verify"] = time.perf_counter() - start
    return run


def report(run: Run) -> str:
    """The failures of a run, check by check, naming the configuration and its seed."""
    lines = [f"{run.configuration.id} (seed {run.configuration.seed}, {run.steps} steps):"]
    for check, problems in run.problems.items():
        lines.append(f"  {check}:")
        lines.extend(f"    {p}" for p in problems[:SHOWN])
    return "\n".join(lines)


def timing(run: Run) -> str:
    total = sum(run.seconds.values())
    parts = ", ".join(f"{name} {seconds:.2f}" for name, seconds in run.seconds.items())
    return f"{run.configuration.id}: 1 game, {run.steps} steps, {total:.2f} s ({parts})"
