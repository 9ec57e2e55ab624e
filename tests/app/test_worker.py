"""The one worker thread the table's bots and hints and the replay's analysis share: a result, an error kept for
the main thread, a cancel the work polls, and a cursor whose move makes the answer stale."""
from __future__ import annotations

import threading

from app.worker import Cancelled, SessionWorker, Worker
from engine import games
from engine.kernel import GameConfig, Session


def test_the_work_answers_on_its_own_thread() -> None:
    where: list[str] = []

    def answer(cancelled: Cancelled) -> int:
        where.append(threading.current_thread().name)
        return 42
    worker = Worker(answer, "answer").start()
    worker.wait(10)
    assert worker.finished and worker.result == 42 and worker.failure is None and where == ["answer"]


def test_an_error_in_the_work_is_kept_for_the_main_thread() -> None:
    def broken(cancelled: Cancelled) -> int:
        raise ValueError("no move")
    worker = Worker(broken, "broken").start()
    worker.wait(10)
    assert worker.result is None and isinstance(worker.failure, ValueError)


def test_a_cancel_reaches_the_work_at_its_next_poll() -> None:
    asked = threading.Event()

    def patient(cancelled: Cancelled) -> str:
        asked.set()
        while not cancelled():
            threading.Event().wait(0.001)
        return "stopped"
    worker = Worker(patient, "patient").start()
    asked.wait(10)
    assert worker.running and not worker.finished
    worker.cancel()
    worker.wait(10)
    assert worker.cancelled and worker.result == "stopped"


def test_a_move_made_meanwhile_makes_the_answer_stale() -> None:
    session = Session(games.get("roll-player"), GameConfig.quick("roll-player", 2, seed=1))
    worker = SessionWorker(session, lambda cancelled: None, "stale").start()
    worker.wait(10)
    assert not worker.stale
    decision = session.decision
    assert decision is not None
    session.apply(decision.legal[0])
    assert worker.stale
