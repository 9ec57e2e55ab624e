"""Monsters (spec §14, §20.1 PD-MON-PATH): placing a monster token face down from the pool (refilled from the
tokens not on the map, PD-MON-EMPTY) on a space on the map, and moving normal monsters by the compass along the
map's edge. A monster that reaches or is placed on a hero's space fights them: combat (spec §15) is not built
yet, so those paths stop with NotImplementedError naming the rule (the game is not registered until they are)."""
from __future__ import annotations

from engine.common.dice import numbered
from engine.common.hexes import Hex, distance
from engine.kernel import Context

from .board import camp_space, on_map, printed
from .content import DIRECTIONS, NightStep, content
from .state import ACTIVE, MONSTER, SPECIAL, GameState, hex_of, key

NOT_BUILT = "combat when a monster reaches a hero (spec §14.1, §15) is not built yet"
AGREE_NOT_BUILT = "heroes agreeing who fights a monster on their space (PD-AGREE, DP-16) is not built yet"
TIE_NOT_BUILT = "the chief breaking a tie in monster movement (DP-17) is not built yet"
ORDER = tuple(DIRECTIONS)


def heroes_on(s: GameState, space: str) -> list[int]:
    return [h.seat for h in s.heroes if h.status == ACTIVE and h.space == space]


def compass_roll(ctx: Context, seat: int, why: str) -> str:
    """The chief (or a hero) rolls; the compass token turns the value into a direction (PD-COMPASS)."""
    value = int(ctx.rng.face(numbered(content().rules.dice_sides)))
    ctx.emit("rolled", player=seat, value=value, why=why)
    return content().rules.compass[value]


def place_monster(ctx: Context, space: Hex, after: str) -> None:
    """Draw a monster token and put it face down on `space`; nothing when the space is not on the map or no
    token is left (spec §14.1, §9.2)."""
    s: GameState = ctx.state
    if not on_map(s, space):
        return
    if not s.monster_pool:
        if not s.monsters_unused:
            return
        ctx.emit("monsters_rebuilt", order=ctx.rng.shuffled(sorted(s.monsters_unused)))
    token = s.monster_pool[0]
    ctx.emit("monster_placed", space=key(space), id=token)
    heroes = heroes_on(s, key(space))
    if len(heroes) > 1:
        raise NotImplementedError(AGREE_NOT_BUILT)
    if heroes:
        from .combat import start
        ctx.emit("revealed", space=key(space), id=token)
        start(ctx, heroes[0], MONSTER, token, key(space), after)


def place_special(ctx: Context, special: str, space: Hex, after: str) -> None:
    """Put a special monster from the common supply on `space` (nothing off the map or when it is already on
    the map); a hero there fights it at once (spec §14.1, §14.5)."""
    s: GameState = ctx.state
    if not on_map(s, space) or special not in s.special_supply:
        return
    ctx.emit("special_placed", space=key(space), id=special)
    heroes = heroes_on(s, key(space))
    if len(heroes) > 1:
        raise NotImplementedError(AGREE_NOT_BUILT)
    if heroes:
        from .combat import start
        start(ctx, heroes[0], SPECIAL, special, key(space), after)


def compass_step(s: GameState, here: Hex, direction: str) -> Hex | None:
    """One monster step in a compass direction, or along the edge: 60° either side, then 120° (PD-MON-PATH)."""
    i = ORDER.index(direction)
    for turn in (0, 1, 2):
        options = [here + DIRECTIONS[ORDER[(i + d) % len(ORDER)]] for d in ({0} if turn == 0 else {turn, -turn})]
        legal = [h for h in options if on_map(s, h)]
        if len(legal) > 1:
            raise NotImplementedError(TIE_NOT_BUILT)
        if legal:
            return legal[0]
    return None


def normal_monsters(s: GameState) -> list[tuple[str, str]]:
    """(space, token) of every normal monster token on the map, in a fixed order."""
    return [(space, p.id) for space, pieces in sorted(s.spaces.items()) for p in pieces if p.kind == MONSTER]


def move_by_compass(ctx: Context, direction: str, spaces: int) -> None:
    """Every normal monster moves `spaces` in the direction, all before any combat (spec §14.4)."""
    s: GameState = ctx.state
    for space, token in normal_monsters(s):
        here = hex_of(space)
        for _ in range(spaces):
            nxt = compass_step(s, here, direction)
            if nxt is None:
                break
            here = nxt
            if heroes_on(s, key(here)):
                raise NotImplementedError(NOT_BUILT)
        if key(here) != space:
            ctx.emit("monster_moved", id=token, frm=space, to=key(here))


def night_monsters(ctx: Context, step: NightStep) -> None:
    """The Monsters step of a night card (spec §20.11)."""
    s: GameState = ctx.state
    assert step.effect is not None
    handler, params = step.effect.handler, step.effect.params
    if handler == "monster_from_campsite":
        camp = camp_space(s)
        direction = compass_roll(ctx, s.chief, handler)
        if camp is not None:
            place_monster(ctx, hex_of(camp) + DIRECTIONS[direction].scale(int(params["spaces"])), "night")
    elif handler == "monsters_toward_nearest_hero":
        if normal_monsters(s):
            raise NotImplementedError("monsters moving toward the nearest hero (PD-MON-PATH) are not built yet")
    elif handler == "monster_at_poi_then_compass":
        chief = s.heroes[s.chief].space
        pois = [h for h, cell in content().cells.items() if on_map(s, h) and (p := printed(s, h)) is not None
                and p.poi is not None]
        if chief is not None and pois:
            nearest = min(distance(hex_of(chief), h) for h in pois)
            tied = [h for h in pois if distance(hex_of(chief), h) == nearest]
            if len(tied) > 1:
                raise NotImplementedError(TIE_NOT_BUILT)
            place_monster(ctx, tied[0], "night")
        move_by_compass(ctx, compass_roll(ctx, s.chief, handler), int(params["spaces"]))
    else:
        raise NotImplementedError(f"night handler {handler}")


def threat_monsters(ctx: Context, seat: int, card: str) -> None:
    """Threat cards that place or move monsters (spec §20.12)."""
    s: GameState = ctx.state
    handler = content().threats[card].effect.handler
    if handler == "monster_on_own_space":
        space = s.heroes[seat].space
        if space is not None:
            place_monster(ctx, hex_of(space), "night")
    elif handler == "nearest_monster_toward":
        if normal_monsters(s):
            raise NotImplementedError("a monster moving toward a hero (PD-MON-PATH) is not built yet")
    else:
        raise NotImplementedError(f"threat handler {handler}")
