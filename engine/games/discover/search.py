"""Numbered cards found and resolved (spec §8): the card with that number is taken from its deck, read and
resolved by its type: an event's instructions (then it goes back in numerical order), an upgrade into play for
all heroes, an item kept, an enemy fought. A number no card in the deck carries resolves nothing (§8.4).
An event names one of content.EVENT_HANDLERS (checked when the content is read), each resolved here."""
from __future__ import annotations

from engine.common.dice import numbered
from engine.common.steps import Legal, act
from engine.kernel import Action, Context

from .content import Effect, content
from .flow import FLOW
from .heroes import damage, gain, spend, stamina
from .monsters import place_monster, place_special
from .state import DAY, FIRE, NIGHT_STEPS, GameState, hex_of

LEAVE_TOKEN = "leave"      # what `resolve` answers when the card says to leave its landscape token on the space


def roll(ctx: Context, seat: int, why: str) -> int:
    value = int(ctx.rng.face(numbered(content().rules.dice_sides)))
    ctx.emit("rolled", player=seat, value=value, why=why)
    return value


def key_step(s: GameState, seat: int, number: int) -> int | None:
    """How far the hero's master key moves a card whose text holds its phrase (spec §16.5), or None."""
    card = content().search[number]
    for item in s.heroes[seat].items:
        effect = content().search[item.number].effect if item.deck == "search" else None
        if effect is not None and effect.handler == "key" and effect.params["phrase"] in card.phrases:
            return int(effect.params["step"])
    return None


def resolve(ctx: Context, seat: int, number: int, after: str = "day", keyed: bool = False) -> str | None:
    """Find and resolve search card `number` for `seat`; LEAVE_TOKEN when its token stays on the space. A key
    holder first decides, having read the card, whether to resolve the card a key's step higher (PD-KEY)."""
    s: GameState = ctx.state
    if number not in s.search:
        ctx.emit("card_missing", player=seat, deck="search", number=number)
        return None
    card = content().search[number]
    ctx.emit("card_found", player=seat, deck="search", number=number, card_kind=card.kind)
    if not keyed and key_step(s, seat, number) is not None:
        ask(ctx, seat, "key", number, after)
        return None
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
        return resolve(ctx, seat, int(params["number"]), after)
    elif handler == "pay_to_resolve":
        if s.heroes[seat].count(str(params["resource"])) >= int(params["amount"]):
            ask(ctx, seat, "pay", number, after)
    elif handler == "poison_berries":
        gain(ctx, seat, "poison", 1)
        ask(ctx, seat, "eat", number, after)
    elif handler == "draw_blueprint_once":
        ctx.emit("card_removed", deck="search", number=number)
        draw_blueprint(ctx, seat, after)
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


CHOICE = "card_choice"
CHOICES = {"key": ("written", "key"), "pay": ("yes", "no"), "eat": ("yes", "no"), "blueprint": ("normal", "advanced")}


def ask(ctx: Context, seat: int, kind: str, number: int, after: str) -> None:
    """A card's choice (DP-10, DP-23, DP-28): the game waits on the hero."""
    ctx.emit("choice", choice=[seat, kind, number, after])
    ctx.emit("step", step=CHOICE)


def draw_blueprint(ctx: Context, seat: int, after: str) -> None:
    """Draw a blueprint: the hero may take it from the advanced deck instead (DP-10); an empty deck gives from
    the other, none when both are empty (PD-BP-EMPTY); Scenario 5 draws nothing (PD-S5-BP)."""
    s: GameState = ctx.state
    if s.expedition == 5:
        return
    if s.blueprints_normal and s.blueprints_advanced:
        ask(ctx, seat, "blueprint", 0, after)
    elif s.blueprints_normal or s.blueprints_advanced:
        ctx.emit("blueprint_drawn", player=seat, deck="normal" if s.blueprints_normal else "advanced")


@FLOW.step(CHOICE)
def _choice_question(s: GameState) -> Legal:
    assert s.choice is not None
    seat, kind = int(s.choice[0]), str(s.choice[1])
    return seat, f"discover.prompt.{kind}", [act("choose", seat, option=o) for o in CHOICES[kind]]


@FLOW.resolves("choose")
def choose(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    assert s.choice is not None and a.player is not None
    seat, kind, number, after = int(s.choice[0]), str(s.choice[1]), int(s.choice[2]), str(s.choice[3])
    option = str(a["option"])
    ctx.emit("chosen", player=seat, choice_kind=kind, option=option)
    ctx.emit("step", step=NIGHT_STEPS if after == "night" else DAY)
    card = content().search.get(number)
    if kind == "key":
        step = key_step(s, seat, number)
        resolve(ctx, seat, number + step if option == "key" and step is not None else number, after, keyed=True)
    elif kind == "pay" and option == "yes" and card is not None and card.effect is not None:
        p = card.effect.params
        for _ in range(int(p["amount"])):
            spend(ctx, seat, str(p["resource"]))
        resolve(ctx, seat, int(p["number"]), after)
    elif kind == "eat" and option == "yes" and card is not None and card.effect is not None:
        gain(ctx, seat, "food", 1)
        if roll(ctx, seat, f"search:{number}") <= int(card.effect.params["upto"]):
            damage(ctx, seat, "sickness")
    elif kind == "blueprint":
        ctx.emit("blueprint_drawn", player=seat, deck=option)
