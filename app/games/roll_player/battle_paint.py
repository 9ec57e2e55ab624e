"""The Monster battle's own screen (spec §12.7): it covers the Initiative, the Market and the hunt strip
once the battle's dice are handed out, and shows the Monster (strength, ability, star levels, champion
bonus), the three Adventure cards turned face up, and a line per hero: dice, roll, Glory and Damage,
result and the stars won. The hero who rolls now clicks their dice to re-roll them.
"""
from __future__ import annotations

from typing import Any, Hashable

import pygame

from app.games.roll_player import art, text
from app.games.roll_player.fiends_paint import ADVENTURE_BACK, MONSTER_FILL, combat_die, level_range
from app.games.roll_player.paint import blit_center, label, panel
from app.render import fonts, tokens
from app.render.palette import CREAM, DANGER, GOLD, GOLD_DARK, INK, PAPER, PANEL_EDGE, SUCCESS, mix
from engine.games.roll_player.fiends.content import load_fiends
from engine.kernel.canonical import JsonObject

BATTLE_FILL = (58, 30, 34)


def battle_on(view: JsonObject) -> bool:
    """The battle's screen shows from the moment its dice are handed out to the end of the game."""
    return bool(view.get("battle_pool")) and view.get("monster") is not None


def draw_battle(surface: pygame.Surface, area: pygame.Rect, view: JsonObject, names: list[str], u: float,
                spots: dict[Hashable, pygame.Rect]) -> None:
    n = lambda v: max(1, round(v * u))  # noqa: E731
    panel(surface, area, BATTLE_FILL, GOLD_DARK, n(8), n(2))
    f = load_fiends()
    m = f.monsters[view["monster"]]
    version = m.one_p if view.get("solo") else m.two_plus
    label(surface, text.t("fiends.battle_title", monster=text.name(m.name)), 15, GOLD, (area.x + n(10), area.y + n(6)),
          bold=True, max_w=area.w - n(20))
    body = pygame.Rect(area.x + n(8), area.y + n(30), area.w - n(16), area.bottom - area.y - n(38))
    left = pygame.Rect(body.x, body.y, round(body.w * 0.42), body.h)
    current = view.get("current")
    shown = _result(view, current) if current is not None else None
    draw_monster_card(surface, left, m, version, shown, u, spots)
    right = pygame.Rect(left.right + n(8), body.y, body.right - left.right - n(8), body.h)
    adv_h = n(46)
    _adventures(surface, pygame.Rect(right.x, right.y, right.w, adv_h), view, u, spots)
    _heroes(surface, pygame.Rect(right.x, right.y + adv_h + n(6), right.w, right.h - adv_h - n(6)), view, names,
            version.strength, u, spots)


RESULT_IN = 2  # a seat's battle stage once the engine recorded its final result (fiends/battle.py)


def _result_in(view: JsonObject, seat: int) -> bool:
    """The engine's own word that `seat`'s result is final (a result of 0 is a result)."""
    stages = view.get("battle_stage") or []
    return seat < len(stages) and stages[seat] == RESULT_IN


def _result(view: JsonObject, seat: int) -> int | None:
    """The result the engine recorded once it is in, else the dice rolled so far (the running total)."""
    results = view.get("battle_result") or []
    rolls = (view.get("battle_rolls") or [])
    if _result_in(view, seat) and seat < len(results):
        return int(results[seat])
    if seat < len(rolls) and rolls[seat]:
        return sum(rolls[seat])
    return None


def draw_monster_card(surface: pygame.Surface, rect: pygame.Rect, m: Any, version: Any, result: int | None,
                      u: float, spots: dict[Hashable, pygame.Rect]) -> None:
    """The Monster's card: picture, strength, ability, the star levels (the one `result` reaches lit)."""
    n = lambda v: max(1, round(v * u))  # noqa: E731
    panel(surface, rect, MONSTER_FILL, GOLD, n(6), n(2))
    x, w = rect.x + n(8), rect.w - n(16)
    pic = n(40)
    surface.blit(art.fiends_picture("monster", (pic, pic)), (rect.right - n(6) - pic, rect.y + n(6)))
    label(surface, text.name(m.name), 16, CREAM, (x, rect.y + n(6)), bold=True, max_w=w - pic - n(4))
    label(surface, text.t("fiends.strength", value=version.strength), 12, GOLD, (x, rect.y + n(28)), bold=True,
          max_w=w - pic - n(4))
    label(surface, text.name(m.ability_name), 10, CREAM, (x, rect.y + n(46)), bold=True, max_w=w)
    ability = text.name(m.ability_text)
    room = n(52)
    size = fonts.fit_block_size(ability, w, room, max(7, n(9)), 6, condensed=True)
    surface.blit(fonts.text_block(ability, size, w, mix(CREAM, MONSTER_FILL, 0.2), condensed=True), (x, rect.y + n(60)),
                 pygame.Rect(0, 0, w, room))
    y = rect.y + n(116)
    levels = version.levels
    line = max(n(10), min(n(18), (rect.bottom - n(24) - y) // max(1, len(levels))))
    for level in levels:
        stars = sum(r.amount for r in level.rewards if r.kind == "stars")
        reached = result is not None and result >= level.low and (level.high is None or result <= level.high)
        row = pygame.Rect(rect.x + n(4), y, rect.w - n(8), line - n(1))
        if reached:
            pygame.draw.rect(surface, mix(GOLD, MONSTER_FILL, 0.35), row, border_radius=n(3))
        label(surface, level_range(level), 10, CREAM, (x, row.centery), anchor="midleft", bold=True, max_w=n(44))
        star = tokens.stars(stars, max(6, min(n(9), line - n(4))))
        surface.blit(star, star.get_rect(midleft=(x + n(48), row.centery)))
        y += line
    label(surface, text.t("fiends.champion", stars=version.champion), 10, GOLD, (x, rect.bottom - n(6)),
          anchor="bottomleft", bold=True, max_w=w)
    spots[("monster", m.id)] = rect


def _adventures(surface: pygame.Surface, rect: pygame.Rect, view: JsonObject, u: float,
                spots: dict[Hashable, pygame.Rect]) -> None:
    n = lambda v: max(1, round(v * u))  # noqa: E731
    cards = view.get("adventure") or []
    gap = n(6)
    w = (rect.w - 2 * gap) // 3
    for k in range(3):
        r = pygame.Rect(rect.x + k * (w + gap), rect.y, w, rect.h)
        card = cards[k] if k < len(cards) else None
        kind = ("lair", "trap", "attack")[k]
        if card is None:
            panel(surface, r, ADVENTURE_BACK, GOLD_DARK, n(5))
            label(surface, text.t(f"fiends.adventure_type.{kind}"), 10, CREAM, r.center, anchor="center", bold=True,
                  max_w=r.w - n(6))
            continue
        a = load_fiends().adventures[card]
        panel(surface, r, PAPER, GOLD, n(5))
        pic = n(14)
        surface.blit(art.fiends_picture(kind, (pic, pic)), (r.right - n(3) - pic, r.y + n(3)))
        label(surface, text.t(f"fiends.adventure_type.{kind}"), 8, mix(INK, PAPER, 0.3), (r.x + n(4), r.y + n(3)),
              max_w=r.w - n(10) - pic)
        label(surface, text.name(a.name), 10, INK, (r.x + n(4), r.y + n(19)), bold=True, max_w=r.w - n(8))
        spots[("adventure", card)] = r


def _heroes(surface: pygame.Surface, rect: pygame.Rect, view: JsonObject, names: list[str], strength: int,
            u: float, spots: dict[Hashable, pygame.Rect]) -> None:
    """A line per hero: name, dice rolled (the current hero's clickable), Glory/Damage, result, stars."""
    n = lambda v: max(1, round(v * u))  # noqa: E731
    players = view.get("players") or []
    pools = view.get("battle_pool") or []
    rolls = view.get("battle_rolls") or []
    current = view.get("current")
    over = view.get("phase") == "GAME_OVER"
    count = max(1, len(players))
    line = min(n(44), (rect.h - n(2) * (count - 1)) // count)
    for seat, p in enumerate(players):
        row = pygame.Rect(rect.x, rect.y + seat * (line + n(2)), rect.w, line)
        active = seat == current and not over
        panel(surface, row, mix(PAPER, GOLD, 0.35) if active else mix(PAPER, BATTLE_FILL, 0.25),
              GOLD if active else PANEL_EDGE, n(5), n(2) if active else n(1))
        name = names[seat] if seat < len(names) else f"P{seat + 1}"
        name_rect = label(surface, name, 11, INK, (row.x + n(6), row.y + n(3)), bold=True, max_w=n(70))
        pool = pools[seat] if seat < len(pools) else 0
        glory, damage = p.get("glory", 0), p.get("damage", 0)
        label(surface, text.t("fiends.battle_dice", count=pool, glory=glory, damage=damage), 8, INK,
              (name_rect.right + n(6), name_rect.centery), anchor="midleft", condensed=True,
              max_w=max(n(10), row.right - n(76) - name_rect.right - n(6)))
        result = _result(view, seat)
        done = _result_in(view, seat) or over
        words = text.t("fiends.battle_result", result=result) if result is not None and done else "—"
        won = result is not None and done and result >= strength
        label(surface, words, 11, darken_ok(won, done), (row.right - n(6), row.y + n(3)), anchor="topright", bold=True,
              max_w=n(68))
        stars = (p.get("monster_stars") or 0) + (p.get("champion_stars") or 0)
        stars_w = 0
        if over and stars:
            star = tokens.stars(min(stars, 6), n(8))
            surface.blit(star, star.get_rect(bottomright=(row.right - n(6), row.bottom - n(4))))
            plus = label(surface, f"+{stars}", 9, INK, (row.right - n(8) - star.get_width(), row.bottom - n(3)),
                         anchor="bottomright", bold=True)
            stars_w = row.right - plus.x
        size = max(n(10), min(n(20), line - n(20)))
        dice_x, dice_y = row.x + n(6), row.bottom - n(3) - size
        room = max(1, (row.right - stars_w - n(24) - dice_x) // (size + n(3)))
        shown = rolls[seat] if seat < len(rolls) else []
        for k, v in enumerate(shown[:room]):
            cell = pygame.Rect(dice_x + k * (size + n(3)), dice_y, size, size)
            blit_center(surface, combat_die(v, size), cell.center)
            spots[("combat_die", k) if active else ("battle_die", seat, k)] = cell
        if len(shown) > room:
            label(surface, f"+{len(shown) - room}", 9, INK, (dice_x + room * (size + n(3)), dice_y + size // 2),
                  anchor="midleft", bold=True)
        spots[("battle_hero", seat)] = row


def darken_ok(won: bool, done: bool) -> tuple[int, int, int]:
    """The result's colour: green at or above the Monster's strength, red below, ink while unknown."""
    if not done:
        return INK
    return mix(SUCCESS, INK, 0.3) if won else DANGER
