"""Card usage (spec §9): ACTIVATE cards turn face down and work once per turn, DISCARD cards go to the bottom
of the market deck, ALWAYS bonuses need no action. Here are the abilities a player uses by choice:
healing outside combat, changing movement dice and Lira's look at a deck; the combat cards are played at
the points of a roll their text names (strike.py).

Every ability, effect and handler named in the content files must be in IMPLEMENTED (a test checks it)."""
from __future__ import annotations

from engine.common.steps import act
from engine.kernel import Action, Context

from . import doom
from .content import ALL, COLOURS, Content, Params, Usage, base_id, content
from .flow import FLOW
from .harm import HERO
from .state import GameState, PlayerState

HERO_CARD = "hero"
# heal effects outside combat (the card's params: wounds and exhaustion removed): handler -> may target an ally
HEALS: dict[str, bool] = {"heal": True, "heal_hero": False}
REROLL, TURN_DIE, PEEK = "reroll_movement_die", "turn_movement_die", "peek_adventure_deck"
# combat cards, played at the points of a roll where their text applies (strike.py)
KNIVES, PREVENT, CHARM, SURGE, BLESSING = "knives", "prevent_damage", "reroll_d10", "aldric_surge", "blessing"
BOOSTS = frozenset({"extra_damage", SURGE})      # +damage after a successful attack (the card's `damage`)
COMBAT_CARDS = frozenset({KNIVES, PREVENT, CHARM, BLESSING, *BOOSTS})
# handled where the rule lives: combat.py, market.py, rolls.py, adventure.py, turn.py
ELSEWHERE = {"varikas_bolt", "mira_focus", "scout_shot", "brenna_guard", "cheaper_allies", "better_selling",
             "skill_test_bonus", "grum_brawler", "bounty_bonus", "regenerates", "duellist_joins", "merchant_caravan",
             "couriers_errand", "free_experience_token", "pay_or_test", "market_day", "heavy_rains",
             "wandering_merchant", "bountiful_harvest", "bandit_tolls", "orc_warbands", "festival_in_tamalir",
             "fog_over_the_marshes", "call_to_arms", "dark_omens", "vorakesh_plague", "rune_storm",
             "margath_stirs"}
IMPLEMENTED = frozenset(HEALS) | {REROLL, TURN_DIE, PEEK} | COMBAT_CARDS | ELSEWHERE


# --- which cards can be used now -------------------------------------------------------------
def sources(p: PlayerState, c: Content) -> list[tuple[str, str, bool]]:
    """(card, handler, is_discard) for every usable card: the hero card and allies when face up, activate
    items when face up, discard items always."""
    out: list[tuple[str, str, bool]] = []
    hero = c.heroes[p.hero]
    if hero.timing == "activate" and not p.hero_face_down:
        out.append((HERO_CARD, hero.ability, False))
    for a in p.allies:
        ability = c.ally(a.card).ability
        if ability and not a.face_down:
            out.append((a.card, ability, False))
    for it in p.items:
        item = c.items[base_id(it.card)]
        if item.ability is None:
            continue
        if Usage.DISCARD in item.usage:
            out.append((it.card, item.ability, True))
        elif Usage.ACTIVATE in item.usage and not it.face_down:
            out.append((it.card, item.ability, False))
    return out


def params_of(p: PlayerState, c: Content, card: str) -> Params:
    """The printed numbers of a card `sources` lists: the hero card's, an ally's or an item's."""
    if card == HERO_CARD:
        return c.heroes[p.hero].params
    base = base_id(card)
    return c.items[base].params if base in c.items else c.ally(card).params


def heal_amounts(params: Params) -> tuple[int, int]:
    """(wounds, exhaustion) a heal card removes; ALL = every one."""
    return params.num("wounds"), params.num("exhaustion")


def spend(ctx: Context, card: str, discard: bool, seat: int | None = None) -> None:
    """Pay for a use: a discard card leaves (bottom of the market deck), an activate card turns face down."""
    p = ctx.state.current if seat is None else ctx.state.players[seat]
    if discard:
        ctx.emit("card_discarded", player=p.seat, card=card)
    else:
        ctx.emit("face_down", player=p.seat, card=card)


# --- healing outside combat ----------------------------------------------------------------------
def heal_actions(s: GameState, potions_only: bool = False) -> list[Action]:
    """Healing cards usable on your turn outside combat, for each target that has something to heal; in a
    fight only the potions ("your turn, outside a roll"), never the abilities used "outside combat"."""
    c = content()
    p = s.current
    out: list[Action] = []
    for card, handler, discard in sources(p, c):
        if handler not in HEALS or (potions_only and not discard):
            continue
        wounds, exhaustion = heal_amounts(params_of(p, c, card))
        targets = [(HERO, p.wounds, p.exhaustion)]
        if HEALS[handler]:
            targets += [(i, a.wounds, a.exhaustion) for i, a in enumerate(p.allies)]
        for who, w, e in targets:
            if (wounds and w) or (exhaustion and e):
                out.append(act("use", p.seat, card=card, who=who))
    return out


@FLOW.resolves("use")
def use(ctx: Context, action: Action) -> None:
    c = content()
    s: GameState = ctx.state
    p = s.current
    card, who = action["card"], int(action["who"])
    handler, discard = next((h, d) for cd, h, d in sources(p, c) if cd == card)
    wounds, exhaustion = heal_amounts(params_of(p, c, card))
    w = p.wounds if who == HERO else p.allies[who].wounds
    e = p.exhaustion if who == HERO else p.allies[who].exhaustion
    spend(ctx, card, discard)
    ctx.emit("harm", player=p.seat, who=who, wounds=-(w if wounds == ALL else min(wounds, w)),
             exhaustion=-(e if exhaustion == ALL else min(exhaustion, e)))


# --- discarding -------------------------------------------------------------------------------------
def discard_actions(s: GameState) -> list[Action]:
    """Any ally or item may be discarded at any time, to the bottom of the market deck (spec §3.11) —
    offered at the points of a turn where healing cards are (kept adventure cards never)."""
    p = s.current
    return [act("discard", p.seat, card=card) for card in p.ally_cards() + p.item_cards()]


@FLOW.resolves("discard")
def discard(ctx: Context, action: Action) -> None:
    """Under the market deck (the duellist, an encounter card, leaves the game: onto the doom pile first)."""
    ctx.emit("card_discarded", player=ctx.state.active, card=action["card"])
    doom.check(ctx)


# --- movement dice ---------------------------------------------------------------------------------
def dice_actions(s: GameState) -> list[Action]:
    """After rolling: reroll one unspent die (Sylas, Traveller's Boots) or turn one to any face (Map)."""
    c = content()
    p = s.current
    out: list[Action] = []
    ready = s.movement.ready()
    for card, handler, _ in sources(p, c):
        if handler == REROLL:
            out += [act("reroll", p.seat, card=card, die=i) for i in ready]
        elif handler == TURN_DIE:
            out += [act("turn_die", p.seat, card=card, die=i, face=f) for i in ready for f in c.movement_die
                    if f != s.movement.dice[i].face]
    return out


@FLOW.resolves("reroll")
def reroll(ctx: Context, action: Action) -> None:
    c = content()
    card = action["card"]
    discard = next(d for cd, h, d in sources(ctx.state.current, c) if cd == card)
    spend(ctx, card, discard)
    [(_, face)] = ctx.state.movement.roll(ctx.rng, [action["die"]])
    ctx.emit("die_set", die=action["die"], face=face)


@FLOW.resolves("turn_die")
def turn_die(ctx: Context, action: Action) -> None:
    card = action["card"]
    discard = next(d for cd, h, d in sources(ctx.state.current, content()) if cd == card)
    spend(ctx, card, discard)
    ctx.emit("die_set", die=action["die"], face=action["face"])


# --- Lira's look at an adventure deck ---------------------------------------------------------------
def peek_actions(s: GameState) -> list[Action]:
    """Movement, before choosing dice: look at the top card of one deck (Lira)."""
    p = s.current
    if s.peek is not None:
        return []
    if any(h == PEEK for _, h, _ in sources(p, content())):
        return [act("peek", p.seat, colour=col) for col in COLOURS if s.adventure_decks[col]]
    return []


@FLOW.resolves("peek")
def peek(ctx: Context, action: Action) -> None:
    s: GameState = ctx.state
    colour = action["colour"]
    ctx.emit("face_down", player=s.active, card=HERO_CARD)
    ctx.emit("peeked", player=s.active, colour=colour, card=s.adventure(colour).peek(1)[0])


def after_peek(s: GameState) -> list[Action]:
    return [act("peek_keep", s.active), act("peek_bottom", s.active)]


@FLOW.resolves("peek_keep", "peek_bottom")
def peek_done(ctx: Context, action: Action) -> None:
    ctx.emit("peek_done", bottom=action.kind == "peek_bottom")
