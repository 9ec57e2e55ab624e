"""The Expedition phase (spec §6.2-§6.7): four turns, Dawn, Noon, Dusk and Night; in each every active hero takes
one Action and then may take one Region option, in any order the players choose (the "any of" mode: whoever
starts an action first takes the next hero turn, which runs to its end). The Actions: Explore (explore.py), Rest and
Use port; the Region options of the special regions, the Absorption ritual, Rift removal and the Sinkhole's Hunt,
and Resolve task (tales.py). Leaving a Taint or Rift region costs a Flaw (§12.2)."""
from __future__ import annotations

from engine.common.steps import act, one
from engine.kernel import Action, Context, Decision

from . import attribute_tests, battle, camp, explore, group, hero_rules as hr, map_window, nica, tales
from .moves import EXPLORE, REST, USE_PORT, actions, leaving
from .content import content
from . import effects
from .effects import BUY, TRADE_ITEMS
from .flow import FLOW
from .state import EXPEDITION, GARDZICA, GameState, HeroState

OPTION = "option"
MOVE = "move:"
END = "end_turn"
VEIL_BREACH_PIERW = 2       # G15: the Veil breach's lost cost icons read as 2 Pierw (content has no field yet)


def expedition_decision(s: GameState) -> Decision:
    """Between hero turns: any player whose hero has not acted may start its turn (DP-ORDER-TURN)."""
    if s.active is not None:
        return hr.settle(s)
    waiting = [h for h in s.active_heroes() if not h.acted]
    legal = [a for h in waiting for a in actions(s, h) + map_window.map_uses(s, h) + effects.gifts(s, h, waiting)]
    legal += group.joint_rests(s, waiting) + group.joint_explores(s, waiting) + battle.proposals(s)
    return Decision.anyone("zerywia.prompt.hero_turn", legal, among=[a.player for a in legal if a.player is not None])


@FLOW.resolves(REST, USE_PORT, EXPLORE)
def start_action(ctx: Context, a: Action) -> None:
    """The hero's turn starts: its day-wheel marker moves to the turn's time of day (§6.2, at the start of the
    action); Rest settles the camp ability then offers the Region option (reorganizing is free and needs no step
    while every owned card is prepared); Use port pays the leaving cost, moves, then the Region option; Explore
    moves (or not), then fights a Threat or resolves an exploration card (explore.py)."""
    s: GameState = ctx.state
    h = s.hero(a.player)
    if s.todo and s.todo[0] == map_window.DECLARE:     # the turn was opened by a MAP ability
        hr.done(ctx)
    ctx.emit("action_started", seat=h.seat, action=a.kind, time=s.turn)
    if a.kind == REST:
        hr.camp_ability(ctx, h)
        hr.add(ctx, [camp.REORGANIZE, OPTION])
    elif a.kind == EXPLORE:
        explore.start(ctx, h, str(a["to"]))
    else:
        hr.add(ctx, leaving(s, h) + [MOVE + a["to"], OPTION])
    hr.run(ctx)


def options(s: GameState, h: HeroState) -> list[Action]:
    """The Region options open in the hero's region (§6.7) besides taking none."""
    c = content()
    region = c.board.regions[h.region]
    out = [act(END, h.seat)] + attribute_tests.absorb_options(s, h) + map_window.map_uses(s, h)
    out += explore.rift_and_hunt(s, h) + tales.tasks(s, h)
    if region.special == "stronghold" and any(not f.ready for f in h.feats):
        out += [one("recover_feat", h.seat, "feat", f.card) for f in h.feats if not f.ready]
    if region.special == "temple_of_ist":
        out += [one("discard_flaw", h.seat, "attr", x) for x, t in h.attributes.items() if t.flaw]
    if region.special == "cradle" and s.item_deck:
        out.append(act("trade", h.seat))
    if region.special == "primal_spring" and h.pierw < hr.pierw_max(h):
        out.append(act("draw_pierw", h.seat))
    if region.special == "sinkhole" and h.form != GARDZICA:
        out.append(act("search", h.seat))
    out += builds(s, h)
    if region.special == "veil_breach" and h.pierw >= VEIL_BREACH_PIERW:
        out += [one("cross_veil", h.seat, "to", r) for kind_kir, r in c.board.special.items()
                if kind_kir[1] == "veil_breach" and r != h.region]
    return out


def build_cost(s: GameState, kind: str) -> tuple[str, ...]:
    sc = content().scenarios[s.scenario]
    return sc.watchtower_cost if kind == effects.WATCHTOWER else sc.edge_stone_cost


def builds(s: GameState, h: HeroState) -> list[Action]:
    """Pamięć Świata's Region options (§5.4 item 6, G30): expedition tokens exchanged for a Watchtower (Settlements
    + Mountains) or an Edge stone (Ruins + Wilds) placed in the hero's region; not where one already stands, nor
    with all 6 placed."""
    out = []
    for kind in (effects.WATCHTOWER, effects.EDGE_STONE):
        cost = build_cost(s, kind)
        if cost and tales.matching(h, cost) is not None and not getattr(s.regions[h.region], kind) and \
                effects.placed(s, kind) < effects.TOKENS:
            out.append(one("build", h.seat, "token", kind))
    return out


@FLOW.resolves("build")
def build(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    h = s.hero(a.player)
    hr.done(ctx)
    indices = tales.matching(h, build_cost(s, str(a["token"])))
    assert indices is not None
    tales.spend_tokens(ctx, h, indices)
    effects.place(ctx, s.hero(a.player), str(a["token"]))
    hr.run(ctx)


@FLOW.resolves(END, "recover_feat", "discard_flaw", "draw_pierw", "search", "cross_veil", "trade")
def region_option(ctx: Context, a: Action) -> None:
    """Take one Region option (or none); the turn ends after it (§6.7) — a Veil breach crossing first pays its
    Pierw and the leaving cost of the region left."""
    s: GameState = ctx.state
    h = s.hero(a.player)
    hr.done(ctx)
    if a.kind == "recover_feat":
        ctx.emit("feat_recovered", seat=h.seat, feat=a["feat"])
    elif a.kind == "discard_flaw":
        ctx.emit("flaw_removed", seat=h.seat, attr=a["attr"])
    elif a.kind == "draw_pierw":
        ctx.emit("recovered", seat=h.seat, attr=hr.PIERW, n=1)
    elif a.kind == "search":
        ctx.emit("trophies", seat=h.seat, n=1)
    elif a.kind == "trade":
        ctx.emit("items_revealed", seat=h.seat, items=s.item_deck[:TRADE_ITEMS])
        hr.add_first(ctx, [BUY])
    elif a.kind == "cross_veil":
        ctx.emit("paid", seat=h.seat, attr=hr.PIERW, n=VEIL_BREACH_PIERW)
        hr.add(ctx, leaving(s, h) + [MOVE + a["to"]])
    hr.run(ctx)


def end_hero_turn(ctx: Context) -> None:
    """The hero turn is over; when every active hero has acted, the next time of day, or the Camp phase."""
    s: GameState = ctx.state
    assert s.active is not None
    for seat in s.party or [s.active]:          # a joint action ends the turn of every participant (§10.4)
        ctx.emit("turn_ended", seat=seat)
    if nica.decided(ctx) or any(not h.acted for h in s.active_heroes()):
        return
    times = content().rules.times
    i = times.index(s.turn)
    if i + 1 < len(times) and s.active_heroes():
        ctx.emit("turn_started", turn=times[i + 1])
    else:
        camp.begin(ctx)


def buy(s: GameState, h: HeroState) -> list[Action]:
    """Trade: buy one of the revealed Items for its value in Trophies, or none (§6.7); a hero carrying 3 already
    lets one go after buying (DP-ITEM-KEEP, §13.6)."""
    c = content()
    return [act("buy_nothing", h.seat)] + [one("buy_item", h.seat, "item", x) for x in dict.fromkeys(s.revealed)
                                           if c.items[x].value <= h.trophies]


@FLOW.resolves("buy_item", "buy_nothing")
def bought(ctx: Context, a: Action) -> None:
    """The item bought goes to the hero; the others go to the bottom of the Item deck in the order revealed; a hero
    carrying 3 already lets one go (DP-ITEM-KEEP, §13.6)."""
    hr.done(ctx)
    if a.kind == "buy_item":
        ctx.emit("trophies", seat=a.player, n=-content().items[a["item"]].value)
    ctx.emit("items_traded", seat=a.player, bought=a.get("item"))
    effects.keep_three(ctx, int(str(a.player)))
    hr.run(ctx)


hr.QUESTIONS[OPTION] = options
hr.QUESTIONS[BUY] = buy
hr.ENDS[EXPEDITION] = end_hero_turn
