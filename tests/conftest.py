"""Suite-wide settings: headless SDL for every test that does not start its own display."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import gc  # noqa: E402
import itertools  # noqa: E402

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# Property tests check what they generate, not how fast: on a machine shared by other work, generation and each example
# can be slow, and hypothesis's speed checks (the deadline, "input generation is slow") would fail a correct test.
settings.register_profile("stolik", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("stolik")

PERSON_PACE = 0.5  # seconds: how far apart the board's double-click guard sees a test's clicks
# Files whose tests take longest (--durations: 20 s and more each on a loaded machine), started first with the slow
# and the real-window ones, so a run does not end on one long test while the other worker has nothing left.
LONG_FILES = ("tests/app/test_monkey.py", "tests/app_roll_player/test_text_fits.py",
              "tests/tutorial/test_roll_player_tutorial.py", "tests/tutorial/test_reader.py",
              "tests/tutorial/test_teaching.py", "tests/app/test_bench_app.py",
              "tests/scenes/test_every_scene_reads_well.py", "tests/app/test_string_catalogue.py")


def pytest_configure(config: pytest.Config) -> None:
    """Name this run before xdist starts its workers, so they keep their artifacts in one folder of its own."""
    from tests.artifacts import name_run

    name_run()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Files with long tests first, each kept whole for its module fixtures (the order is the same in every worker,
    as xdist needs)."""
    long = {item.path for item in items if "slow" in item.keywords or "e2e" in item.keywords
            or item.nodeid.startswith(LONG_FILES)}
    items.sort(key=lambda item: item.path not in long)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Move everything collection built (every test module, parameter and item: a large heap) out of the garbage
    collector's sight: every later full collection, the app's own gc.collect() in heap.trim() on each resize and
    scene change included, walks only what the tests make (a monkey game's table test: 67 -> 50 CPU-s)."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def clicks_at_a_persons_pace(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests click as fast as the machine runs; a person does not. Without this, whether a quick second click
    is held back by the double-click guard would depend on the machine's speed (a test that asserts the
    guard sets its host's clock itself)."""
    from app.board import host

    monkeypatch.setattr(host, "guard_clock", lambda: itertools.count(0.0, PERSON_PACE).__next__)


@pytest.fixture(autouse=True)
def every_test_starts_in_english() -> None:
    """The app's language is process-wide: a test that switches to Polish must not leave the next test (whichever
    xdist gives this worker) reading Polish words."""
    from app import i18n

    i18n.set_lang(i18n.FALLBACK)
