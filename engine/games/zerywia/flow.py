"""The order of play's registry (engine/common/steps.py) and the one way to move to a step.

This module imports nothing above the state, so every phase module can register its steps here without an
import circle.
"""
from __future__ import annotations

from typing import Any

from engine.common.steps import Flow
from engine.kernel import Context

from .state import GameState

FLOW: Flow[GameState, Any] = Flow()


def goto(ctx: Context, step: str) -> None:
    ctx.emit("step", step=step)
