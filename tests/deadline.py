"""A time limit for reads that could block (a FIFO with no writer, /dev/zero): a hang raises
`Hang` and fails the test instead of freezing the whole run. The limit is for an idle machine: it stretches
with the load, so a busy machine's slow answer is not taken for a hang."""
from __future__ import annotations

import contextlib
import math
import os
import signal
from typing import Any, Iterator


class Hang(Exception):
    """Stolik stayed busy past the deadline."""


def load_stretch() -> float:
    """How many times longer than on an idle machine a wait may take now: the load average per core, at least 1."""
    try:
        return max(1.0, os.getloadavg()[0] / (os.cpu_count() or 1))
    except OSError:
        return 1.0


@contextlib.contextmanager
def deadline(seconds: int) -> Iterator[None]:
    limit = math.ceil(seconds * load_stretch())

    def fire(*_: Any) -> None:
        raise Hang(f"no answer in {limit} s")

    previous = signal.signal(signal.SIGALRM, fire)
    signal.alarm(limit)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
