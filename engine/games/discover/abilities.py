"""Card actions of items, upgrades in play and characters (spec §7.11, §17.3, §17.6, §20.8-§20.13), Loot (§7.12)
and the abilities that change other actions (the Doctor's Rest, the Forager's Gather, the Water Filter).

"Once per day" is tracked on the card copy (it travels with a traded item): by day it is usable unless used
this day; by night unless used this day or this night (spec §17.6)."""
from __future__ import annotations

from collections import deque

from engine.common.hexes import distance
from engine.common.steps import act
from engine.kernel import Action, Context

from .board import neighbours, on_map, printed
from .carrying import check_carrying
from .clock import phase, usable_today
from .content import Effect, content
from .flow import FLOW
from .heroes import gain, stamina
from .state import ACTIVE, ELIMINATED, HEART, MONSTER, SPECIAL, GameState, Hero, OwnedItem, hex_of, key

OCEAN = "O"


def item_effect(item: OwnedItem) -> tuple[Effect | None, int, bool]:
    """An owned item's effect, card-action cost and whether it is once per day."""
    data = content()
    if item.deck == "search":
        card = data.search[item.number]
        return card.effect, card.cost, False
    record = data.items[item.number]
    return record.effect, record.cost_stamina, record.once_per_day


def near_terrain(s: GameState, hero: Hero, terrain: str) -> bool:
    if hero.space is None:
        return False
    here = hex_of(hero.space)
    for h in [here] + neighbours(here):
        sp = printed(s, h)
        if sp is not None and on_map(s, h) and sp.terrain == terrain:
            return True
    return False


def snare_targets(s: GameState, hero: Hero, reach: int) -> list[str]:
    """Tokens of enemies whose cards are in play within range `reach` of the hero."""
    if hero.space is None:
        return []
    out = []
    for e in s.enemies_in_play:
        for space, pieces in s.spaces.items():
            if e.token is not None and any(p.id == e.token for p in pieces) and \
                    distance(hex_of(space), hex_of(hero.space)) <= reach:
                out.append(e.token)
    return sorted(out)


def _heal_targets(s: GameState, hero: Hero, target: str) -> list[tuple[int, str]]:
    patients = [hero] if target == "self" else [h for h in s.heroes if h.status == ACTIVE and h.space == hero.space]
    return [(p.seat, kind) for p in patients for kind in sorted(set(p.health) - {HEART})]


def ability_moves(s: GameState, hero: Hero, spaces: int) -> list[str]:
    """Where "move up to N spaces" may end: on-map spaces within N steps, terrain ignored; a monster's space
    stops the move (spec §17.3, PD-ABILITY-MOVE)."""
    if hero.space is None:
        return []
    start = hex_of(hero.space)
    seen = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        if seen[here] == spaces or (here != start and any(p.kind in (MONSTER, SPECIAL) for p in s.pieces(key(here)))):
            continue
        for n in neighbours(here):
            if n not in seen and on_map(s, n):
                seen[n] = seen[here] + 1
                todo.append(n)
    return sorted(key(h) for h in seen if h != start)


def card_action_options(s: GameState, hero: Hero) -> list[Action]:
    """Every item, upgrade and character card action the hero can pay for and use now."""
    out: list[Action] = []
    data = content()
    sources: list[tuple[str, Effect | None, int, bool, list[int | str], int]] = []
    for i, item in enumerate(hero.items):
        effect, cost, once = item_effect(item)
        sources.append((f"item:{i}", effect, cost, once, item.used_on, item.markers))
    for number in s.upgrades:
        card = data.search[number]
        sources.append((f"upgrade:{number}", card.effect, card.cost, False, [], 0))
    if hero.character:
        ch = data.characters[hero.character]
        sources.append(("character", ch.effect, ch.cost_stamina, ch.once_per_day, hero.ability_used_on, 0))
    for source, effect, cost, once, used_on, markers in sources:
        if effect is None or cost == 0 or cost > hero.stamina or (once and not usable_today(s, used_on)):
            continue
        p = effect.params
        if effect.handler == "light_fire":
            out.append(act("use_card", hero.seat, source=source, target=""))
        elif effect.handler == "heal_with_marker" and markers > 0:
            out += [act("use_card", hero.seat, source=source, target=f"{seat}:{kind}")
                    for seat, kind in _heal_targets(s, hero, str(p["target"]))]
        elif effect.handler == "gain_near_terrain" and near_terrain(s, hero, str(p["terrain"])):
            out.append(act("use_card", hero.seat, source=source, target=""))
        elif effect.handler == "snare":
            out += [act("use_card", hero.seat, source=source, target=t) for t in snare_targets(s, hero, int(p["range"]))]
        elif effect.handler == "ability_move":
            out += [act("use_card", hero.seat, source=source, target=t) for t in ability_moves(s, hero, int(p["spaces"]))]
    return out


@FLOW.resolves("use_card")
def use_card(ctx: Context, a: Action) -> None:
    """A card action: pay its stamina, mark a once-a-day card used, and do what it says."""
    s: GameState = ctx.state
    seat = a.player
    assert seat is not None
    hero = s.heroes[seat]
    source, target = str(a["source"]), str(a["target"])
    data = content()
    if source.startswith("item:"):
        index = int(source.split(":")[1])
        effect, cost, once = item_effect(hero.items[index])
    elif source.startswith("upgrade:"):
        card = data.search[int(source.split(":")[1])]
        effect, cost, once = card.effect, card.cost, False
    else:
        ch = data.characters[hero.character]
        effect, cost, once = ch.effect, ch.cost_stamina, ch.once_per_day
    assert effect is not None
    stamina(ctx, seat, -cost, "card_action")
    if once:
        ctx.emit("card_used", player=seat, source=source, round=s.round, phase=phase(s))
    p = effect.params
    if effect.handler == "light_fire":
        from .search import light_fire
        light_fire(ctx, seat)
    elif effect.handler == "heal_with_marker":
        patient, kind = target.split(":")
        ctx.emit("marker_removed", player=seat, index=int(source.split(":")[1]))
        ctx.emit("healed", player=seat, patient=int(patient), damage=kind)
    elif effect.handler == "gain_near_terrain":
        gain(ctx, seat, str(p["resource"]), int(p["amount"]))
        check_carrying(ctx, seat)
    elif effect.handler == "snare":
        snare(ctx, seat, target, int(p["damage"]))
    elif effect.handler == "ability_move":
        ctx.emit("moved", player=seat, to=target)
        from .combat import fight_on_space
        fight_on_space(ctx, seat, "day")


def snare(ctx: Context, seat: int, token: str, amount: int) -> None:
    """Damage outside combat (spec §15.7): the enemy may be defeated this way and the hero gains the reward."""
    s: GameState = ctx.state
    enemy_in_play = next(e for e in s.enemies_in_play if e.token == token)
    data = content()
    enemy = data.enemies[enemy_in_play.number] if enemy_in_play.deck == "enemy" else data.search[enemy_in_play.number].enemy
    assert enemy is not None
    markers = enemy_in_play.markers + amount
    space = next(sp for sp, pieces in s.spaces.items() if any(p.id == token for p in pieces))
    ctx.emit("enemy_marked", token=token, markers=markers)
    if markers >= enemy.health:
        from .combat import reward
        reward(ctx, seat, enemy)
        ctx.emit("enemy_defeated", deck=enemy_in_play.deck, number=enemy_in_play.number, token=token, space=space)


def loot_options(s: GameState, hero: Hero) -> list[Action]:
    """Loot (spec §7.12): one resource or one item of a casualty on the hero's space."""
    out: list[Action] = []
    for other in s.heroes:
        if other.status == ELIMINATED and other.space == hero.space and other.seat != hero.seat:
            seen: list[tuple[str, int]] = []
            for i, held in enumerate(other.resources):
                if (held.resource, held.amount) not in seen:
                    seen.append((held.resource, held.amount))
                    out.append(act("loot", hero.seat, casualty=other.seat, take=f"resource:{i}"))
            out += [act("loot", hero.seat, casualty=other.seat, take=f"item:{i}") for i in range(len(other.items))]
    return out


@FLOW.resolves("loot")
def loot(ctx: Context, a: Action) -> None:
    seat = a.player
    assert seat is not None
    stamina(ctx, seat, -1, "loot")
    what, index = str(a["take"]).split(":")
    ctx.emit("looted", player=seat, casualty=a["casualty"], what=what, index=int(index))
    check_carrying(ctx, seat)
