"""A time limit for reads that could block (a FIFO with no writer, /dev/zero): a hang raises
`Hang` and fails the test instead of freezing the whole run."""
from __future__ import annotations

import contextlib
import signal
from typing import Any, Iterator


class Hang(Exception):
    """Stolik stayed busy past the deadline."""


@contextlib.contextmanager
def deadline(seconds: int) -> Iterator[None]:
    def fire(*_: Any) -> None:
        raise Hang(f"no answer in {seconds} s")

    previous = signal.signal(signal.SIGALRM, fire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
