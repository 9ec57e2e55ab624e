"""What the replay viewer shows, without pygame: a cursor over a loaded save, playback, bookmarks,
the log, the "as seen by" view and "continue from here". The scene only draws this and forwards input.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from app.seat_names import seat_names
from engine import catalogue, games
from engine.kernel import Action, Annotation, Decision, Game, GameConfig, Seat, Session, narrate
from engine.kernel.history import ScoreHistory, score_history
from engine.kernel.milestones import Bookmark, bookmarks
from engine.kernel.save import Replay, load

from .text import t

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)
STEPS_PER_SECOND = 2.0  # at 1×: slow enough to follow one die or card per step
LOG_CHUNK = 64  # steps described together from one rebuilt state


@dataclass(frozen=True, slots=True)
class LogLine:
    """One described event; clicking it jumps to `cursor`, the state just after its step."""

    step: int
    text: str
    player: int | None = None
    hint: bool = False   # a hint taken (an annotation), not a move or event

    @property
    def cursor(self) -> int:
        return self.step + 1


class ReplayModel:
    """A loaded save to scrub through. The replayed file is only ever read."""

    def __init__(self, replay: Replay, *, path: str | os.PathLike[str] | None = None, lang: str = "en",
                 fallback: Callable[[Action], str] | None = None) -> None:
        self.replay = replay
        self._fallback = fallback
        self._label: Callable[[Action, int], str] = lambda action, _at: str(action)
        self.session: Session[Any] = replay.session
        self.game: Game[Any] = replay.session.game
        self.path = Path(path) if path is not None else None
        self.lang = lang
        self.viewer: int | None = None
        self.speed = 1.0
        self.playing = False
        self._anchor: tuple[float, int] | None = None
        self._lines: dict[int, list[LogLine]] = {}
        self._view: tuple[int, int | None, Any] | None = None
        self._history: tuple[tuple[str, str], ScoreHistory] | None = None
        self._milestone = games.milestone_hook(self.game.id)
        self.bookmarks: list[Bookmark] = bookmarks(self.game, (s.events for s in self.session.steps), lang,
                                                   self._milestone)
        self.session.seek(0)

    @staticmethod
    def open(path: str | os.PathLike[str], game_for: Callable[[str], Game[Any]] | None = None,
             *, lang: str = "en", fallback: Callable[[Action], str] | None = None) -> "ReplayModel":
        """Load a save (SaveError when nothing of it can be read); a bad step only sets `banner`."""
        if game_for is None:
            return ReplayModel(catalogue.load_save(path), path=path, lang=lang, fallback=fallback)
        return ReplayModel(load(path, game_for), path=path, lang=lang, fallback=fallback)

    @property
    def fallback(self) -> Callable[[Action], str] | None:
        """Names a person's step that `describe` says nothing about (the table's action label)."""
        return self._fallback

    @fallback.setter
    def fallback(self, fn: Callable[[Action], str] | None) -> None:
        self._fallback = fn
        self._lines.clear()

    @property
    def label(self) -> Callable[[Action, int], str]:
        """Names a hinted move in a "Hint taken" line: (the move, the step it was hinted at) → the table's words."""
        return self._label

    @label.setter
    def label(self, fn: Callable[[Action, int], str]) -> None:
        self._label = fn
        self._lines.clear()

    # --- where we are ----------------------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self.session.steps)

    @property
    def cursor(self) -> int:
        return self.session.cursor

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def decision(self) -> Decision | None:
        return self.session.decision

    @property
    def players(self) -> list[str]:
        return seat_names(self.session.config.seats, self.lang)

    @property
    def banner(self) -> str | None:
        """Why the file is shown only in part (None when it replays exactly)."""
        if self.replay.ok:
            return None
        bad = self.replay.bad_step or 0
        why = self.replay.why
        return t("bad_step", self.lang, step=bad + 1, reason=why.text(self.lang) if why else self.replay.reason, good=bad)

    @property
    def notes(self) -> list[str]:
        return list(self.replay.notes)

    def view(self) -> Any:
        """`game.view(state, viewer)` at the cursor, cached until the cursor or viewer changes."""
        key = (self.cursor, self.viewer)
        if self._view is None or self._view[:2] != key:
            self._view = (*key, self.game.view(self.session.state, self.viewer))
        return self._view[2]

    def set_viewer(self, player: int | None) -> None:
        if player is not None and not 0 <= player < len(self.players):
            raise ValueError(f"no player {player} in this game")
        self.viewer = player

    # --- moving ----------------------------------------------------------------------------
    def seek(self, index: int) -> None:
        """Jump to just after `index` steps (clamped); snapshots make this cheap anywhere."""
        self.session.seek(max(0, min(self.total, index)))
        self._anchor = None

    def step_forward(self) -> None:
        self.seek(self.cursor + 1)

    def step_back(self) -> None:
        self.seek(self.cursor - 1)

    def home(self) -> None:
        self.seek(0)

    def end(self) -> None:
        self.seek(self.total)

    def jump(self, bookmark: Bookmark) -> None:
        self.seek(bookmark.cursor)

    def bookmark_at(self, cursor: int | None = None) -> Bookmark | None:
        """The last bookmark at or before `cursor` (the round/phase being watched)."""
        where = self.cursor if cursor is None else cursor
        current = None
        for mark in self.bookmarks:
            if mark.cursor > where:
                break
            current = mark
        return current

    def where(self, cursor: int | None = None) -> str:
        """"Round 3 · Market phase": the round and the phase within it being watched at `cursor`; nothing at
        the end of a finished game, where the viewer says the game is over instead."""
        end = self.cursor if cursor is None else cursor
        if end >= self.total and self.session.over:
            return ""
        round_mark: Bookmark | None = None
        phase_mark: Bookmark | None = None
        for mark in self.bookmarks:
            if mark.cursor > end:
                break
            if mark.major:
                round_mark, phase_mark = mark, None
            else:
                phase_mark = mark
        return " · ".join(m.label for m in (round_mark, phase_mark) if m is not None)

    def next_bookmark(self) -> Bookmark | None:
        return next((m for m in self.bookmarks if m.cursor > self.cursor), None)

    def previous_bookmark(self) -> Bookmark | None:
        return next((m for m in reversed(self.bookmarks) if m.cursor < self.cursor), None)

    # --- playback --------------------------------------------------------------------------
    def play(self) -> None:
        """Start playing; at the end, playing starts again from the beginning."""
        if self.cursor >= self.total:
            self.seek(0)
        self.playing = self.total > 0
        self._anchor = None

    def pause(self) -> None:
        self.playing = False
        self._anchor = None

    def toggle(self) -> None:
        self.pause() if self.playing else self.play()

    def set_speed(self, speed: float) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"speed {speed} is not one of {SPEEDS}")
        self.speed = speed
        self._anchor = None

    def faster(self) -> None:
        self.set_speed(SPEEDS[min(len(SPEEDS) - 1, SPEEDS.index(self.speed) + 1)])

    def slower(self) -> None:
        self.set_speed(SPEEDS[max(0, SPEEDS.index(self.speed) - 1)])

    def next_tick(self, now: float) -> float | None:
        """When playback next moves the cursor (`now` = at the next frame), or None while paused."""
        if not self.playing:
            return None
        if self._anchor is None:
            return now
        started, origin = self._anchor
        return started + (self.cursor - origin + 1) / (STEPS_PER_SECOND * self.speed)

    def tick(self, now: float) -> bool:
        """Advance playback to clock time `now` (seconds); True when the cursor moved.

        The first tick after play, a seek or a speed change only notes the time, so a paused
        viewer never jumps ahead when playing resumes.
        """
        if not self.playing:
            return False
        if self._anchor is None:
            self._anchor = (now, self.cursor)
            return False
        started, origin = self._anchor
        target = min(self.total, origin + math.floor((now - started) * STEPS_PER_SECOND * self.speed + 1e-9))
        moved = target > self.cursor
        if moved:
            self.session.seek(target)
        if self.cursor >= self.total:
            self.playing = False
            self._anchor = None
        return moved

    # --- the log ---------------------------------------------------------------------------
    def lines_of(self, step: int) -> list[LogLine]:
        """The log lines of one step, each described with the state just after its event (as the
        table's history panel does, `fallback(action)` names a person's step nothing described)."""
        if step not in self._lines:
            self._describe_chunk(step - step % LOG_CHUNK)
        return self._lines[step]

    def _describe_chunk(self, first: int) -> None:
        last = min(self.total, first + LOG_CHUNK)
        state = self.session.state_at(first)
        for index in range(first, last):
            step = self.session.steps[index]
            lines: list[LogLine] = []
            told = None if step.auto else self.game.tell(step.action, state, self.lang, self.players)
            if told:
                lines.append(LogLine(index, told, step.action.player))
            for event in step.events:
                text = narrate(self.game, state, event, self.lang, self.players)
                if text:
                    lines.append(LogLine(index, text, step.action.player))
            if not lines and not step.auto and self._fallback is not None:
                lines.append(LogLine(index, self._fallback(step.action), step.action.player))
            # a hint taken at the decision after this step ends its lines: the viewer shows it at the hinted position
            # (a click on it jumps there), right before the line of the move that answered it
            before = [self.hint_line(index, note) for note in self.session.annotations_at(0)] if index == 0 else []
            after = [self.hint_line(index, note) for note in self.session.annotations_at(index + 1)]
            self._lines[index] = before + lines + after

    def hint_line(self, step: int, note: Annotation) -> LogLine:
        """'Hint taken by Ada: bank — expected result 60 %', a line of `step`."""
        fmt = {"name": self.players[note.seat], "move": self._label(note.action, note.at)}
        why = note.words(self.lang)
        if why:
            text = t("hint_taken_why", self.lang, why=why, **fmt)
        elif note.value is None:
            text = t("hint_taken", self.lang, **fmt)
        elif note.runner_up is None:
            text = t("hint_taken_value", self.lang, value=round(100 * note.value), **fmt)
        else:
            text = t("hint_taken_values", self.lang, value=round(100 * note.value), next=round(100 * note.runner_up),
                     **fmt)
        return LogLine(step, text, note.seat, hint=True)

    def log_before(self, cursor: int | None = None, count: int = 50) -> list[LogLine]:
        """The last `count` lines that happened before `cursor` (default: the cursor), oldest first."""
        end = self.cursor if cursor is None else cursor
        out: list[LogLine] = []
        step = end - 1
        while step >= 0 and len(out) < count:
            out[:0] = self.lines_of(step)
            step -= 1
        return out[-count:] if count else []

    def log(self) -> list[LogLine]:
        """Every line of the whole session (describes each step once, then cached)."""
        return [line for step in range(self.total) for line in self.lines_of(step)]

    def set_lang(self, lang: str) -> None:
        """Describe the log and label the bookmarks in another language from now on."""
        if lang != self.lang:
            self.lang = lang
            self._lines.clear()
            self.bookmarks = bookmarks(self.game, (s.events for s in self.session.steps), lang, self._milestone)

    def history(self, end_label: str) -> ScoreHistory:
        """The whole game's course for the chart, sampled at every round bookmark (built once per language)."""
        key = (self.lang, end_label)
        if self._history is None or self._history[0] != key:
            rounds = [(mark.cursor, mark.label) for mark in self.bookmarks if mark.major]
            self._history = (key, score_history(self.session, rounds, end_label))
        return self._history[1]

    def jump_to_line(self, line: LogLine) -> None:
        self.seek(line.cursor)

    # --- continue from here ----------------------------------------------------------------
    def continuing_config(self, seats: Sequence[Seat] | None = None) -> GameConfig:
        """The config a continued game starts from: the seats chosen for it, else the same, except that
        a game only bots played gives every seat to people (otherwise there would be nothing to do but watch)."""
        config = self.session.config
        if seats is not None:
            if len(seats) != len(config.seats):
                raise ValueError(f"{len(seats)} seats chosen for a game of {len(config.seats)}")
            return GameConfig(config.game, config.seed, tuple(seats), dict(config.options))
        if all(seat.is_bot for seat in config.seats):
            seats = tuple(Seat(seat.name, None) for seat in config.seats)
            return GameConfig(config.game, config.seed, seats, dict(config.options))
        return config

    def branch(self, *, strict: bool = False, seats: Sequence[Seat] | None = None) -> Session[Any]:
        """A NEW session from `continuing_config` whose steps are this save's up to the cursor.

        The steps are reused as recorded (folded, never re-resolved) and the rebuilt state is
        checked against the recorded hash; automatic steps due at the cursor then run, so the
        new game waits on a person's decision.
        """
        fresh: Session[Any] = Session(self.game, self.continuing_config(seats), strict=strict,
                                      snapshot_every=self.session.snapshot_every, autorun=False)
        fresh.steps = list(self.session.steps[: self.cursor])
        fresh.annotations = [a for a in self.session.annotations if a.at <= self.cursor]
        fresh.seek(self.cursor)
        if self.cursor and fresh.state_hash() != fresh.steps[-1].hash:
            raise RuntimeError(f"step {self.cursor}: the rebuilt state differs from the recorded one")
        decision = fresh.decision
        if decision is not None and decision.automatic:
            fresh.apply(decision.legal[0])
        return fresh

    def continue_from_here(self, target: str | os.PathLike[str] | None = None, *, strict: bool = False,
                           seats: Sequence[Seat] | None = None) -> tuple[Session[Any], Path]:
        """Branch at the cursor (with `seats` played by whom the viewer chose) and write it as a new
        save; the replayed file stays untouched."""
        from app import saves

        session = self.branch(strict=strict, seats=seats)
        path = Path(target) if target is not None else saves.named_path(self.game.id)
        if self.path is not None and path.resolve() == self.path.resolve():
            raise ValueError(f"{path}: continuing would overwrite the replayed file")
        saves.write(session, path)
        return session, path
