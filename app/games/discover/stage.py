"""The expedition card always in view (issue 24 item 4): the scenario, the current stage of its stages and its title,
the round and whether it is day or night, the markers on the card, and the stage's words (its goal) fitted to the
box, so a player sees at a glance what the next step of the scenario asks."""
from __future__ import annotations

import pygame

from app.render import fonts
from app.render.palette import CREAM, GOLD, GOLD_LIGHT, PANEL, PANEL_EDGE
from engine.games.discover.content import Stage, content
from engine.kernel.canonical import JsonObject

from .text import say

TITLE_PX, LINE_PX, GOAL_PX, GOAL_MIN_PX = 16, 14, 14, 10
PAD = 8
NIGHT_STEPS = ("night", "night_steps", "night_water", "dirty_water", "pass_chief")


def current_stage(view: JsonObject) -> tuple[Stage, int]:
    """The stage the view's game is at, and how many stages its scenario has."""
    stages = content().scenarios[int(view.get("expedition") or 1)].stages
    number = int(view.get("stage") or 1)
    return next((s for s in stages if s.stage == number), stages[0]), len(stages)


def stage_lines(view: JsonObject, lang: str) -> list[str]:
    """The card's heading lines in `lang`: scenario and stage, round and phase, markers when there are any."""
    stage, of = current_stage(view)
    lines = [say("stage.title", lang, scenario=view.get("expedition") or 1, n=stage.stage, of=of,
                 title=stage.title.get(lang))]
    if not view.get("round"):
        lines.append(say("stage.before", lang))          # the characters are being chosen: no round yet
    else:
        phase = "stage.night" if view.get("step") in NIGHT_STEPS else "stage.day"
        lines.append(say(phase, lang, n=view["round"]))
    if view.get("stage_markers"):
        lines.append(say("stage.markers", lang, n=view["stage_markers"]))
    return lines


def draw_stage(surface: pygame.Surface, rect: pygame.Rect, view: JsonObject, lang: str, scale: float,
               fresh: bool = False) -> tuple[int, int]:
    """The expedition card's box: its heading lines, then the stage's words as large as the rest of the box holds;
    a stage just reached (`fresh`) is announced in gold round the box and above its title. Returns the words' height
    and the room they had (for tests: the goal is read whole)."""
    pygame.draw.rect(surface, PANEL, rect, border_radius=round(6 * scale))
    edge = (GOLD, max(2, round(4 * scale))) if fresh else (PANEL_EDGE, max(1, round(2 * scale)))
    pygame.draw.rect(surface, edge[0], rect, edge[1], border_radius=round(6 * scale))
    pad = round(PAD * scale)
    width = rect.width - 2 * pad
    y = rect.y + pad
    lines = stage_lines(view, lang)
    if fresh:
        lines[0] = say("stage.new", lang, title=lines[0])
    for i, line in enumerate(lines):
        size = round((TITLE_PX if i == 0 else LINE_PX) * scale)
        img = fonts.fitted(line, width, size, max(8, round(size * 0.75)), GOLD_LIGHT if i == 0 else CREAM, bold=i == 0)
        surface.blit(img, (rect.x + pad, y))
        y += img.get_height()
    stage, _ = current_stage(view)
    words = stage.text.get(lang)
    room = rect.bottom - pad - y
    size = fonts.fit_block_size(words, width, room, round(GOAL_PX * scale), round(GOAL_MIN_PX * scale))
    block = fonts.text_block(words, size, width, CREAM)
    surface.blit(block, (rect.x + pad, y + round(2 * scale)), pygame.Rect(0, 0, width, max(0, room)))
    return block.get_height() + round(2 * scale), room
