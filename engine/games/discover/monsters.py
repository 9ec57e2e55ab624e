"""Monsters (spec §14, §20.1 PD-MON-PATH): placing a monster token face down from the pool (refilled from the
tokens off the map, PD-MON-EMPTY) on a space on the map, and moving normal monsters one space at a time, by the
compass along the map's edge or toward a hero by walk distance, all of them before any fight; a monster that
enters or is placed on a hero's space stops and fights; the chief breaks every tie (DP-17) and heroes sharing a
space agree who fights, the chief deciding when they do not (PD-AGREE, DP-16)."""
from __future__ import annotations

from collections import deque

from engine.common.dice import numbered
from engine.common.hexes import Hex, distance
from engine.common.steps import Legal, act, system
from engine.kernel import Action, Context

from .board import camp_space, neighbours, on_map, printed
from .content import DIRECTIONS, NightStep, content
from .flow import FLOW
from .combat import fight_here
from .pieces import heroes_on
from .state import ACTIVE, DAY, MONSTER, MOVES, NIGHT_STEPS, SPECIAL, GameState, hex_of, key

TIE = "chief_breaks_tie"
ORDER = tuple(DIRECTIONS)
TOWARD, COMPASS, NEAREST = "toward", "compass", "nearest"


def compass_roll(ctx: Context, seat: int, why: str) -> str:
    """The chief (or a hero) rolls; the compass token turns the value into a direction (PD-COMPASS)."""
    value = int(ctx.rng.face(numbered(content().rules.dice_sides)))
    ctx.emit("rolled", player=seat, value=value, why=why)
    return content().rules.compass[value]


def where(s: GameState, token: str) -> str | None:
    for space, pieces in s.spaces.items():
        if any(p.id == token for p in pieces):
            return space
    return None


def place_monster(ctx: Context, space: Hex, after: str) -> None:
    """Draw a monster token and put it face down on `space`; nothing when the space is not on the map or no
    token is left (spec §14.1, §9.2); a hero there reveals and fights it at once."""
    s: GameState = ctx.state
    if not on_map(s, space):
        return
    if not s.monster_pool:
        if not s.monsters_unused:
            return
        ctx.emit("monsters_rebuilt", order=ctx.rng.shuffled(sorted(s.monsters_unused)))
    token = s.monster_pool[0]
    ctx.emit("monster_placed", space=key(space), id=token)
    fight_here(ctx, MONSTER, token, key(space), after)


def place_special(ctx: Context, special: str, space: Hex, after: str) -> None:
    """Put a special monster from the common supply on `space` (nothing off the map or when it is already on
    the map); a hero there fights it at once (spec §14.1, §14.5)."""
    s: GameState = ctx.state
    if not on_map(s, space) or special not in s.special_supply:
        return
    ctx.emit("special_placed", space=key(space), id=special)
    fight_here(ctx, SPECIAL, special, key(space), after)


def normal_monsters(s: GameState) -> list[tuple[str, str]]:
    """(space, token) of every normal monster token on the map, in a fixed order (landscape enemies and special
    monsters are never moved by such abilities, spec §14.2)."""
    return [(space, p.id) for space, pieces in sorted(s.spaces.items()) for p in pieces if p.kind == MONSTER]


_WALKS: dict[tuple[Hex, tuple[str, ...]], dict[Hex, int]] = {}
WALKS_KEPT = 4096      # walks remembered before the memory is emptied (a search asks for the same ones all night)


def walk(s: GameState, start: Hex) -> dict[Hex, int]:
    """Walk distance from `start` through spaces on the map, terrain ignored (spec §20.1). The map is the slots
    turned face up, so a walk is remembered by its start and those slots: every monster's every step asks for one,
    and a search's playouts ask for the same walks over and over (callers read the answer, never change it)."""
    known = (start, tuple(s.revealed))
    found = _WALKS.get(known)
    if found is not None:
        return found
    seen = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for n in neighbours(here):
            if n not in seen and on_map(s, n):
                seen[n] = seen[here] + 1
                todo.append(n)
    if len(_WALKS) >= WALKS_KEPT:
        _WALKS.clear()
    _WALKS[known] = seen
    return seen


def candidates(s: GameState, token: str, mode: str, arg: str) -> list[str]:
    """The spaces a monster's next step may take: toward a hero, a neighbour one walk step nearer; by compass,
    the direction, else 60° either side, else 120° (PD-MON-PATH)."""
    here = where(s, token)
    if here is None:
        return []
    h = hex_of(here)
    if mode == TOWARD:
        target = s.heroes[int(arg)].space
        if target is None or s.heroes[int(arg)].status != ACTIVE:
            return []
        dist = walk(s, hex_of(target))
        if h not in dist or dist[h] == 0:
            return []
        return [key(n) for n in neighbours(h) if dist.get(n) == dist[h] - 1]
    i = ORDER.index(arg)
    for turn in (0, 1, 2):
        options = [h + DIRECTIONS[ORDER[(i + d) % len(ORDER)]] for d in sorted({turn, -turn})]
        legal = [key(o) for o in options if on_map(s, o)]
        if legal:
            return legal
    return []


def nearest_heroes(s: GameState, token: str) -> list[int]:
    here = where(s, token)
    if here is None:
        return []
    dist = walk(s, hex_of(here))
    reach = [(dist[hex_of(str(h.space))], h.seat) for h in s.heroes
             if h.status == ACTIVE and h.space is not None and hex_of(h.space) in dist]
    if not reach:
        return []
    best = min(d for d, _ in reach)
    return [seat for d, seat in reach if d == best]


def queue_moves(ctx: Context, moves: list[list[int | str]], after: str) -> None:
    """Monsters to move (all before any fight, spec §14.4), then play goes on as `after` says."""
    if not moves:
        return
    ctx.emit("monsters_queued", moves=moves, after=after)
    ctx.emit("step", step=MOVES)


@FLOW.step(MOVES)
def _moves(s: GameState) -> Legal:
    return None, MOVES, [system(MOVES)]


@FLOW.resolves(MOVES)
def run_moves(ctx: Context, a: Action | None = None) -> None:
    """Move the queued monsters a space at a time, asking the chief at every tie; then fight, one by one, the
    monsters that reached heroes (PD-ORDER); then go on."""
    s: GameState = ctx.state
    while s.moving and s.step == MOVES:
        token, left, mode, arg = (str(s.moving[0][0]), int(s.moving[0][1]), str(s.moving[0][2]), str(s.moving[0][3]))
        if left <= 0 or where(s, token) is None:
            ctx.emit("monster_done", id=token)
            continue
        if mode == TOWARD and arg == NEAREST:
            nearest = nearest_heroes(s, token)
            if not nearest:
                ctx.emit("monster_done", id=token)
            elif len(nearest) > 1:
                ask_tie(ctx, "target", token, [str(seat) for seat in nearest])
            else:
                ctx.emit("monster_target", id=token, seat=nearest[0])
            continue
        options = candidates(s, token, mode, arg)
        if not options:
            ctx.emit("monster_done", id=token)
        elif len(options) > 1:
            ask_tie(ctx, "step", token, options)
        else:
            step_to(ctx, token, options[0])
    if s.step != MOVES:
        return
    while s.engaged and s.step == MOVES:
        token = s.engaged[0]
        ctx.emit("monster_fights", id=token)
        space = where(s, token)
        if space is not None:
            fight_here(ctx, MONSTER, token, space, "monsters")
    if s.step == MOVES:
        ctx.emit("step", step=NIGHT_STEPS if s.monster_after == "night" else DAY)


def step_to(ctx: Context, token: str, to: str) -> None:
    s: GameState = ctx.state
    ctx.emit("monster_stepped", id=token, frm=where(s, token), to=to, engaged=bool(heroes_on(s, to)))


def ask_tie(ctx: Context, kind: str, token: str, options: list[str]) -> None:
    ctx.emit("tie", tie=[kind, token, *options])
    ctx.emit("step", step=TIE)


@FLOW.step(TIE)
def _tie_question(s: GameState) -> Legal:
    assert s.tie is not None
    return s.chief, "discover.prompt.chief_breaks_tie", [act("break_tie", s.chief, option=o) for o in s.tie[2:]]


@FLOW.resolves("break_tie")
def break_tie(ctx: Context, a: Action) -> None:
    """The chief's pick among tied options (DP-17): a monster's target hero or its next space."""
    s: GameState = ctx.state
    assert s.tie is not None
    kind, token = str(s.tie[0]), str(s.tie[1])
    ctx.emit("tie", tie=None)
    if kind == "rustle":                    # Rustle: the chief picks which of the nearest monsters comes
        ctx.emit("step", step=NIGHT_STEPS)
        spaces = int(content().threats["rustle"].effect.params["spaces"])
        queue_moves(ctx, [[str(a["option"]), spaces, TOWARD, token]], "night")
        return
    if kind == "fire":                      # Downpour: the chief picks which of the nearest fires goes out
        ctx.emit("step", step=NIGHT_STEPS)
        fire_space, fire_id = str(a["option"]).split("|")
        ctx.emit("fire_out", space=fire_space, id=fire_id)
        return
    if kind == "objective":                 # The Signal: the special monster goes to the chief's pick
        ctx.emit("step", step=DAY)
        place_special(ctx, token, hex_of(str(a["option"])), "day")
        return
    if kind == "poi":                       # Call of the Jungle: the monster goes to the chief's pick
        ctx.emit("step", step=NIGHT_STEPS)
        place_monster(ctx, hex_of(str(a["option"])), "night")
        return
    ctx.emit("step", step=MOVES)
    if kind == "target":
        ctx.emit("monster_target", id=token, seat=int(str(a["option"])))
    else:
        step_to(ctx, token, str(a["option"]))
    run_moves(ctx)


def night_monsters(ctx: Context, step: NightStep) -> None:
    """The Monsters step of a night card (spec §20.11)."""
    s: GameState = ctx.state
    assert step.effect is not None
    handler, params = step.effect.handler, step.effect.params
    spaces = int(params.get("spaces", 0))
    if handler == "monster_from_campsite":
        camp = camp_space(s)
        direction = compass_roll(ctx, s.chief, handler)
        if camp is not None:
            place_monster(ctx, hex_of(camp) + DIRECTIONS[direction].scale(spaces), "night")
    elif handler == "monsters_toward_nearest_hero":
        queue_moves(ctx, [[token, spaces, TOWARD, NEAREST] for _, token in normal_monsters(s)], "night")
    elif handler == "monster_at_poi_nearest_chief":
        chief = s.heroes[s.chief].space
        pois = [h for h in content().cells if on_map(s, h) and (p := printed(s, h)) is not None and p.poi is not None]
        if chief is not None and pois:
            nearest = min(distance(hex_of(chief), h) for h in pois)
            tied = sorted(key(h) for h in pois if distance(hex_of(chief), h) == nearest)
            if len(tied) > 1:
                ask_tie(ctx, "poi", "", tied)
                return
            place_monster(ctx, hex_of(tied[0]), "night")
    elif handler == "monsters_by_compass":  # a step of its own: it follows a fight the placing started (§14)
        jungle_moves(ctx, spaces)
    else:
        raise ValueError(f"night handler {handler}")


def jungle_moves(ctx: Context, spaces: int) -> None:
    """Call of the Jungle's second half: the chief rolls and every normal monster moves by the compass."""
    s: GameState = ctx.state
    if s.step == NIGHT_STEPS:
        direction = compass_roll(ctx, s.chief, "monsters_by_compass")
        queue_moves(ctx, [[token, spaces, COMPASS, direction] for _, token in normal_monsters(s)], "night")


def threat_monsters(ctx: Context, seat: int, card: str) -> None:
    """Threat cards that place or move monsters (spec §20.12)."""
    s: GameState = ctx.state
    effect = content().threats[card].effect
    space = s.heroes[seat].space
    if effect.handler == "monster_on_own_space":
        if space is not None:
            place_monster(ctx, hex_of(space), "night")
    elif effect.handler == "nearest_monster_toward" and space is not None:
        monsters = normal_monsters(s)
        if monsters:
            best = min(distance(hex_of(space), hex_of(m)) for m, _ in monsters)
            tied = [t for m, t in monsters if distance(hex_of(space), hex_of(m)) == best]
            if len(tied) > 1:
                ask_tie(ctx, "rustle", str(seat), tied)
            else:
                queue_moves(ctx, [[tied[0], int(effect.params["spaces"]), TOWARD, str(seat)]], "night")
    else:
        raise ValueError(f"threat handler {effect.handler}")
