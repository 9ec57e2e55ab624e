"""MAP abilities (spec §6.2, §18.2): a hero may use them at the start of its own turn, before declaring its Action
(using one opens its turn), and after an Action that did not fail, before its Region option; a MAP move does not end
the turn. Here: the ready feats and the hero ability whose handlers recover points or Pierw (Gorzałka, Znamię
Jaruny, Goryw's once-per-Cycle Instinct in the Wilds) or gain Offerings (Ofiara Krwi), a feat's additional ability
for its extra cost with its main one or alone (§14.1: Wilczy Skok's Instinct point for a Pierw), and an Offering to
Świętowit (2 points of the Dawn stone's attribute, any hero paying). The MAP moves of feats (§18.2 Wilczy Skok: a
neighbouring region; §18.3 Leśny Trop: a neighbouring region with Wilds; Mapa Mórz: any other Port) are not Actions:
the hero pays the cost of leaving its region and is attacked on entering the Herald's, but fights no Threat there
(§6.5); one move names its destination."""
from __future__ import annotations

from engine.common.steps import act, one
from engine.kernel import Action, Context

from . import deity, effects, hero_rules as hr
from .challenges import feat_ability, feat_extra
from .content import ATTRIBUTES, content
from .flow import FLOW
from .moves import actions, leaving
from .records import Ability
from .state import BLACK, GARDZICA, TAINT, GameState, HeroState

DECLARE, ONE = hr.DECLARE, "one"
OFFERING_POINTS = 2     # an Offering to Świętowit recovers 2 points (§13.1)
HERO_ABILITY = "hero"
WRITTEN = frozenset(("recover", "gain_offering", "move"))     # the MAP handlers carried out so far
MOVE = "move"
EXTRA_ONLY = "map_extra_only"       # a feat used for its additional ability alone (§14.1)


def usable(a: Ability) -> bool:
    """A MAP ability whose handler (and second effect) this module carries out."""
    return a.timing == "map" and a.do in WRITTEN and (a.also is None or a.also.do in WRITTEN)


def holds(s: GameState, h: HeroState, a: Ability) -> bool:
    """The ability's condition where the hero stands."""
    return a.when is None or (a.when == "in_wilds" and "wilds" in content().board.regions[h.region].terrains)


def map_uses(s: GameState, h: HeroState) -> list[Action]:
    """The MAP abilities the hero may use now: its ready feats (with their extra for its cost when payable) and its
    hero card's ability (not in the Gardzica form, which has none; once per Cycle when it says so)."""
    c = content()
    out = []
    for f in h.feats:
        ability = feat_ability(f.card)
        if not f.ready or ability is None:
            continue
        extra = feat_extra(f.card)
        payable = extra is not None and usable(extra.ability) and (extra.cost != hr.PIERW or h.pierw > 0)
        if payable:
            out.append(one(EXTRA_ONLY, h.seat, "feat", f.card))
        if not usable(ability) or not holds(s, h, ability):
            continue
        for extra_too in (False, True) if payable else (False,):
            if ability.do == MOVE:
                out += [act("use_map", h.seat, source=f.card, extra=extra_too, to=r)
                        for r in destinations(h, str(ability.params["to"]))]
            else:
                out.append(act("use_map", h.seat, source=f.card, extra=extra_too))
    ability = c.heroes[h.hero].ability
    if h.form != GARDZICA and usable(ability) and holds(s, h, ability) and HERO_ABILITY not in h.used:
        out.append(act("use_map", h.seat, source=HERO_ABILITY, extra=False))
    out += item_uses(s, h)
    creature = c.creatures[h.creature].main if h.creature is not None else None
    if creature is not None and creature.timing == "map" and creature.do in CREATURE_MAP and (
            creature.do != "dispel_taint" or s.regions[h.region].taint == TAINT):
        out.append(act("use_map", h.seat, source=CREATURE, extra=False))
    out += deity.map_actions(s, h)
    if dawn_gift(s, h) is not None:
        out += [one("offer", h.seat, "payer", p.seat) for p in hr.payers(s)]
    return out


def destinations(h: HeroState, to: str) -> list[str]:
    """Where a MAP move may take the hero: a neighbouring region ("adjacent"), one with Wilds ("adjacent_wilds"),
    or any other Port region ("port")."""
    board = content().board
    if to == "port":
        return [p for p in board.ports() if p != h.region]
    near = list(board.graph.neighbours(h.region))
    if to == "adjacent_wilds":
        return [r for r in near if "wilds" in board.regions[r].terrains]
    assert to == "adjacent", to
    return near


@FLOW.resolves(EXTRA_ONLY)
def extra_only(ctx: Context, a: Action) -> None:
    """The feat is exhausted for its additional ability alone, its extra cost paid; before the Action this opens
    the hero's turn."""
    s: GameState = ctx.state
    h = s.hero(a.player)
    if s.active is None:
        ctx.emit("turn_opened", seat=h.seat)
        hr.add(ctx, [DECLARE])
    extra = feat_extra(str(a["feat"]))
    assert extra is not None
    ctx.emit("map_used", seat=h.seat, source=a["feat"], feat=a["feat"], once=False)
    pay_extra(ctx, h, extra.cost)
    carry_out(ctx, h, extra.ability)
    hr.run(ctx)


def pay_extra(ctx: Context, h: HeroState, cost: str) -> None:
    if cost == hr.PIERW:
        ctx.emit("paid", seat=h.seat, attr=hr.PIERW, n=1)
    else:
        hr.add_first(ctx, [hr.FLAW])


CREATURE = "creature"
CREATURE_MAP = frozenset(("recover", "dispel_taint", "gain_trophies"))
ITEM_MAP = frozenset(("recover", "dispel_taint", "heal_injury", "remove_flaw", "move"))
HEAL, UNFLAW = "map_heal", "map_unflaw"


def item_uses(s: GameState, h: HeroState) -> list[Action]:
    """The hero's Items usable on the map (§13.6: before or after its Action): recoveries, Taint dispelled here, an
    Injury healed or a Flaw removed (when it has one), a move to any other Port (leaving costs apply)."""
    c = content()
    out: list[Action] = []
    for item in dict.fromkeys(h.items):
        card = c.items[item]
        for use, a in (("main", card.main), ("alternative", card.alternative)):
            if a is None or a.timing != "map" or a.do not in ITEM_MAP:
                continue
            if a.do == "move":
                out += [act("use_map", h.seat, source=item, extra=False, use=use, to=p)
                        for p in c.board.ports() if p != h.region]
            elif (a.do != "dispel_taint" or s.regions[h.region].taint == TAINT) and \
                    (a.do != "heal_injury" or any(t.inj for t in h.attributes.values())) and \
                    (a.do != "remove_flaw" or any(t.flaw for t in h.attributes.values())):
                out.append(act("use_map", h.seat, source=item, extra=False, use=use))
    return out


def use_item(ctx: Context, h: HeroState, a: Action) -> None:
    """The Item is discarded and its effect carried out."""
    s: GameState = ctx.state
    card = content().items[a["source"]]
    ability = card.main if a["use"] == "main" else card.alternative
    assert ability is not None
    ctx.emit("item_used", seat=h.seat, item=a["source"])
    if ability.do == "recover":
        carry_out(ctx, h, ability)
    elif ability.do == "dispel_taint":
        ctx.emit("taint", region=h.region, token=None)
    elif ability.do == "heal_injury":
        hr.add_first(ctx, [HEAL])
    elif ability.do == "remove_flaw":
        hr.add_first(ctx, [UNFLAW])
    else:
        hr.add_first(ctx, leaving(s, h) + [hr.MOVE + str(a["to"])])


def pick_attribute(s: GameState, h: HeroState) -> list[Action]:
    """Which injured attribute heals, or which Flaw goes."""
    heal = s.todo[0] == HEAL
    return [one("map_pick", h.seat, "attr", x) for x, t in h.attributes.items() if (t.inj if heal else t.flaw)]


@FLOW.resolves("map_pick")
def picked(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    heal = s.todo[0] == HEAL
    hr.done(ctx)
    ctx.emit("injury_healed" if heal else "flaw_removed", seat=a.player, attr=a["attr"])
    hr.run(ctx)


def dawn_gift(s: GameState, h: HeroState) -> str | None:
    """What an Offering to Świętowit recovers where the hero stands: 2 points of the attribute of the Dawn stone
    over its Kir ("any" under the Destiny stone: both to one attribute); nothing under a Black stone (§13.1)."""
    c = content()
    stone = s.faces[c.board.regions[h.region].kir]
    return None if stone == BLACK else c.rules.stones[stone].recovers


@FLOW.resolves("offer")
def offer(ctx: Context, a: Action) -> None:
    """An Offering to Świętowit in a MAP window: the named hero pays, the acting hero recovers (§13.1)."""
    s: GameState = ctx.state
    h = s.hero(a.player)
    payer = s.hero(a["payer"])
    if s.active is None:
        ctx.emit("turn_opened", seat=h.seat)
        hr.add(ctx, [DECLARE])
    if payer.offerings:
        ctx.emit("offerings", seat=payer.seat, n=-1)
    else:
        ctx.emit("trophies", seat=payer.seat, n=-content().rules.limits.trophies_per_offering)
    gift = dawn_gift(s, h)
    if gift in ATTRIBUTES:
        ctx.emit("recovered", seat=h.seat, attr=gift, n=OFFERING_POINTS)
    else:
        hr.add_first(ctx, [f"{ONE}:{OFFERING_POINTS}"])
    hr.run(ctx)


@FLOW.resolves("use_map")
def use_map(ctx: Context, a: Action) -> None:
    """Use a MAP ability; before the Action it opens the hero's turn, which then waits for the Action."""
    s: GameState = ctx.state
    c = content()
    h = s.hero(a.player)
    if s.active is None:
        ctx.emit("turn_opened", seat=h.seat)
        hr.add(ctx, [DECLARE])
    source = a["source"]
    if source == CREATURE:
        creature = c.creatures[str(h.creature)].main
        ctx.emit("creature_used", seat=h.seat, creature=h.creature)
        if creature.do == "recover":
            carry_out(ctx, h, creature)
        elif creature.do == "dispel_taint":
            ctx.emit("taint", region=h.region, token=None)
        elif h.form != GARDZICA:             # a Gardzica gains no Trophies (§11.6)
            ctx.emit("trophies", seat=h.seat, n=int(str(creature.params.get("n", 1))))
        hr.run(ctx)
        return
    if source in c.items:
        use_item(ctx, h, a)
        hr.run(ctx)
        return
    if source == HERO_ABILITY:
        ability = c.heroes[h.hero].ability
    else:
        found = feat_ability(source)
        assert found is not None
        ability = found
    ctx.emit("map_used", seat=h.seat, source=source, feat=None if source == HERO_ABILITY else source,
             once=ability.once == "cycle")
    uses = [ability]
    if a["extra"]:
        extra = feat_extra(source)
        assert extra is not None
        pay_extra(ctx, h, extra.cost)
        uses.append(extra.ability)
    for effect in reversed(uses):
        if effect.do == MOVE:
            hr.add_first(ctx, leaving(s, h) + [hr.MOVE + str(a["to"])])
        else:
            carry_out(ctx, h, effect)
    hr.run(ctx)


def carry_out(ctx: Context, h: HeroState, a: Ability) -> None:
    """One effect (and its second one): points or Pierw at once, or points of one attribute by choice; Offerings
    while the supply lasts (none to a Gardzica)."""
    if a.also is not None:
        carry_out(ctx, h, a.also)
    if a.do == "gain_offering":
        effects.gain_offerings(ctx, h, int(str(a.params.get("n", 1))))
    elif a.params["attr"] == "one":
        hr.add_first(ctx, [f"{ONE}:{a.params['n']}"])
    else:
        ctx.emit("recovered", seat=h.seat, attr=a.params["attr"], n=a.params["n"])


def declare(s: GameState, h: HeroState) -> list[Action]:
    """The opened turn waits for the hero's Action (more MAP abilities may come first)."""
    return actions(s, h) + map_uses(s, h)


def one_attribute(s: GameState, h: HeroState) -> list[Action]:
    return [one("recover_one", h.seat, "attr", x) for x in ATTRIBUTES]


@FLOW.resolves("recover_one")
def settle(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    item = s.todo[0]
    hr.done(ctx)
    ctx.emit("recovered", seat=a.player, attr=a["attr"], n=int(item.split(":")[1]))
    hr.run(ctx)


hr.QUESTIONS[DECLARE] = declare
hr.QUESTIONS[ONE] = one_attribute
hr.QUESTIONS[HEAL] = hr.QUESTIONS[UNFLAW] = pick_attribute
