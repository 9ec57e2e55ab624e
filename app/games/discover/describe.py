"""What a space holds, in words, for the tip shown while the mouse rests on it (issue 24 item 1): its terrain and
the stamina the hero would pay to enter it (the engine's own cost rule), or the back of the tile still face down;
its printed point of interest; and every piece and hero on it as the view shows them (face-down tokens by their
backs only)."""
from __future__ import annotations

from engine.common.hexes import Hex
from engine.games.discover.carrying import move_cost
from engine.games.discover.content import content
from engine.kernel.canonical import JsonObject

from .board import back_kind, landscape_token
from .panel import hero_of
from .text import say


def _resource(resource: str, lang: str) -> str:
    r = content().rules.resources.get(resource)
    return r.name.get(lang) if r is not None else resource


def _enemy(number: int, lang: str) -> str:
    e = content().enemies.get(number)
    return say("space.enemy", lang, name=e.name.get(lang) if e is not None else str(number))


def piece_words(piece: JsonObject, lang: str) -> str | None:
    """One piece on a space in words."""
    c = content()
    kind, pid, up = piece["kind"], str(piece["id"]), bool(piece["up"])
    if kind == "landscape":
        token = landscape_token(pid) if up else None
        if token is None:
            stack = c.island.landscape.get(pid[:1])
            return say("space.landscape_down", lang, stack=stack.name.get(lang) if stack is not None else pid[:1])
        if token.resource is not None:
            return say("space.resource", lang, resource=_resource(token.resource, lang), n=token.amount)
        if token.enemy is not None:
            return _enemy(token.enemy, lang)
        return say("space.search", lang, n=token.search)
    if kind == "water":
        water = dict(c.island.water_sources).get(pid) if up else None
        return say("space.water", lang, resource=_resource(water, lang)) if water else say("space.water_down", lang)
    if kind == "monster":
        number = dict(c.island.monsters).get(pid)
        return _enemy(number, lang) if number is not None else say("space.monster", lang)
    if kind == "special":
        special = c.island.special_monsters.get(pid)
        return special.name.get(lang) if special is not None else None
    if kind == "resource":
        return say("space.resource", lang, resource=_resource(pid, lang), n=int(piece.get("amount", 1)))
    if kind == "camp":
        return say("space.camp", lang)
    if kind == "fire":
        return say("space.fire_lit" if piece.get("lit") else "space.fire_out", lang)
    if kind == "marker":
        return say("space.marker", lang)
    return None


def describe_space(view: JsonObject, h: Hex, seat: int | None, lang: str) -> list[str]:
    """The tip's lines for space `h` (empty off the layout): what `seat`'s hero (the active one when None) pays to
    enter it, what is printed there and what lies on it."""
    c = content()
    cell = c.cells.get(h)
    if cell is None:
        return []
    slot, index = cell
    tiles = view.get("tiles") or {}
    if slot not in (view.get("revealed") or []):
        stack = next(s.stack for s in c.island.slots if s.id == slot)
        return [back_kind(stack).name_pl if lang == "pl" else back_kind(stack).name_en]
    space = c.island.tiles[tiles[slot]].spaces[index]
    heroes = view.get("heroes") or []
    who = seat if seat is not None else view.get("active")
    hero = hero_of(heroes[who]) if who is not None and 0 <= who < len(heroes) else None
    terrain = c.rules.terrain[space.terrain]
    cost = move_cost(hero, space.terrain) if hero is not None else terrain.cost
    lines = [say("space.terrain", lang, terrain=terrain.name.get(lang), cost=cost)]
    if space.poi is not None:
        lines.append(say("space.poi", lang, n=space.poi))
    k = f"{h[0]},{h[1]}"
    for piece in (view.get("spaces") or {}).get(k, []):
        words = piece_words(piece, lang)
        if words is not None:
            lines.append(words)
        if piece["kind"] == "camp":
            lines.append(say("space.fire_lit" if piece.get("lit") else "space.fire_out", lang))
    for other in heroes:
        if other.get("space") == k and other.get("status") == "active" and other.get("character") in c.characters:
            lines.append(say("space.hero", lang, name=c.characters[other["character"]].name))
    return lines
