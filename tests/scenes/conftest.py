"""Headless scenes: dummy video and audio, private saves and config folders."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tests.folders import private_folders  # noqa: E402,F401  (autouse: every test here gets its own folders)
