"""Work the window must not wait for (a bot's move, a hint, a game's analysis): one daemon thread, its result or
its error read on the main thread between frames, and a cancel flag the work polls; tied to a session cursor
when a move or an undo meanwhile makes it stale. Written once for the table's bots and hints and the replay's
analysis."""
from __future__ import annotations

import threading
from typing import Any, Callable, Generic, Self, TypeVar

from engine.kernel import Session

T = TypeVar("T")
Cancelled = Callable[[], bool]   # what the work polls: True once `cancel` was called


class Worker(Generic[T]):
    """`work(cancelled)` on its own thread once started: `result` when it returns, `failure` when it raises (kept
    for the main thread to report, never lost in the worker)."""

    def __init__(self, work: Callable[[Cancelled], T], name: str) -> None:
        self.result: T | None = None
        self.failure: BaseException | None = None
        self._work = work
        self._cancel = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name=name)

    def start(self) -> Self:
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            self.result = self._work(self._cancel.is_set)
        except BaseException as exc:  # reported on the main thread
            self.failure = exc

    def cancel(self) -> None:
        """Ask the work to stop at its next poll; its result, if any, is then to be ignored."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    @property
    def finished(self) -> bool:
        """Started and ended (with a result, an error, or cancelled)."""
        return self._thread.ident is not None and not self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)

    join = wait


class SessionWorker(Worker[T]):
    """Work asked at one cursor of a session: a move or an undo meanwhile makes its answer stale."""

    def __init__(self, session: Session[Any], work: Callable[[Cancelled], T], name: str) -> None:
        super().__init__(work, name)
        self.session = session
        self.cursor = session.cursor

    @property
    def stale(self) -> bool:
        return self.session.cursor != self.cursor

    @property
    def error(self) -> BaseException | None:
        """What the work raised, for the table to tell."""
        return self.failure
