"""Numbered cards found and resolved (spec §8): the card with that number is taken from its deck, read and
resolved by its type: an event's instructions (then it goes back in numerical order), an upgrade into play for
all heroes, an item kept, an enemy fought. A number no card in the deck carries resolves nothing (§8.4).
Handlers that need a fight or a choice not built yet stop with NotImplementedError naming the rule."""
from __future__ import annotations

from engine.common.dice import numbered
from engine.kernel import Context

from .content import Effect, content
from .heroes import damage, gain, stamina
from .monsters import place_monster, place_special
from .state import FIRE, GameState, hex_of

LEAVE_TOKEN = "leave"      # what `resolve` answers when the card says to leave its landscape token on the space


def roll(ctx: Context, seat: int, why: str) -> int:
    value = int(ctx.rng.face(numbered(content().rules.dice_sides)))
    ctx.emit("rolled", player=seat, value=value, why=why)
    return value


def resolve(ctx: Context, seat: int, number: int, after: str = "day") -> str | None:
    """Find and resolve search card `number` for `seat`; LEAVE_TOKEN when its token stays on the space."""
    s: GameState = ctx.state
    if number not in s.search:
        ctx.emit("card_missing", player=seat, deck="search", number=number)
        return None
    card = content().search[number]
    ctx.emit("card_found", player=seat, deck="search", number=number, card_kind=card.kind)
    if card.kind == "enemy":
        from .combat import start
        start(ctx, seat, None, None, None, after, "search", number)
        return None
    if card.kind == "item":
        ctx.emit("item_gained", player=seat, deck="search", number=number, markers=0)
        return None
    if card.kind == "upgrade":
        ctx.emit("upgrade_played", number=number)
        return None
    return None if card.effect is None else _event(ctx, seat, number, card.effect, after)


def _event(ctx: Context, seat: int, number: int, effect: Effect, after: str) -> str | None:
    """An event's instructions (spec §20.8); it stays in (returns to) its deck in numerical order."""
    s: GameState = ctx.state
    handler, params = effect.handler, effect.params
    if handler == "gain":
        for resource, amount in sorted(params.items()):
            gain(ctx, seat, resource, int(amount))
    elif handler == "lose_stamina":
        stamina(ctx, seat, -int(params["amount"]), f"search:{number}")
    elif handler == "take_damage":
        for _ in range(int(params["amount"])):
            damage(ctx, seat, str(params["damage"]))
    elif handler == "resolve_search":
        if any(i.deck == "search" and content().search[i.number].traits == ("master_key",) for i in s.heroes[seat].items):
            raise NotImplementedError("the key's choice before either card is seen (spec §16.5, DP-23) is not built yet")
        return resolve(ctx, seat, int(params["number"]), after)
    elif handler == "gain_card":
        resolve(ctx, seat, int(params["number"]))
        if "resource" in params:
            gain(ctx, seat, str(params["resource"]), int(params["amount"]))
    elif handler == "light_fire":
        light_fire(ctx, seat)
    elif handler == "gain_then_maybe_keep_token":
        gain(ctx, seat, str(params["resource"]), int(params["amount"]))
        if roll(ctx, seat, f"search:{number}") > int(params["discard_upto"]):
            return LEAVE_TOKEN
    elif handler == "cave":
        if roll(ctx, seat, f"search:{number}") > int(params["upto"]):
            gain(ctx, seat, str(params["resource"]), int(params["amount"]))
        elif s.heroes[seat].space is not None:
            place_special(ctx, str(params["special"]), hex_of(str(s.heroes[seat].space)), after)
    elif handler == "gain_card_then_monster":
        resolve(ctx, seat, int(params["number"]), after)
        if s.heroes[seat].space is not None:
            place_monster(ctx, hex_of(str(s.heroes[seat].space)), after)
    elif handler == "monster_in_rolled_direction":
        from .content import DIRECTIONS
        direction = content().rules.compass[roll(ctx, seat, f"search:{number}")]
        here = s.heroes[seat].space
        if here is not None:
            place_monster(ctx, hex_of(here) + DIRECTIONS[direction], after)
    elif handler == "gain_then_monster_on_roll":
        gain(ctx, seat, str(params["resource"]), int(params["amount"]))
        here = s.heroes[seat].space
        if roll(ctx, seat, f"search:{number}") <= int(params["upto"]) and here is not None:
            place_monster(ctx, hex_of(here), after)
    else:
        raise NotImplementedError(f"search card {number} ({handler}) is not built yet")
    return None


def light_fire(ctx: Context, seat: int) -> None:
    """A lit fire token on the hero's space, or an unlit one there flipped (spec §13, §20.8 #12)."""
    s: GameState = ctx.state
    space = s.heroes[seat].space
    if space is None:
        return
    unlit = [p for p in s.pieces(space) if p.kind in (FIRE, "camp") and not p.lit]
    if unlit:
        ctx.emit("fire_lit", space=space, id=unlit[0].id)
    elif not any(p.kind in (FIRE, "camp") and p.lit for p in s.pieces(space)):
        ctx.emit("fire_placed", space=space, id=f"F{s.fires_placed + 1}")
