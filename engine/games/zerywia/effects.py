"""The printed effects of exploration cards, side quests and enemies' Doom (spec §7, §18.4, §18.5), carried out in
reading order as items of the hero's list: `fx:<card>:<field>:<index>` names one effect where it is printed (a
choice's option adds `.<k>`). An effect that asks something (which attribute, which god, pay or not) is a question;
the rest happen at once."""
from __future__ import annotations

from typing import Callable

from engine.common.steps import act, one
from engine.kernel import Action, Context, Decision

from . import deity, hero_rules as hr
from .challenges import LOSS
from .content import ATTRIBUTES, content
from .flow import FLOW
from .nica import STONE, TAINT_AT, TAINT_SPILL, THREAT_AT, THREAT_SPILL
from .records import Ability
from .state import ACTIVE, GARDZICA, HORDE, RIFT, TAINT, GameState, HeroState

FX = "fx"
TRADE_ITEMS = 3             # the Cradle's Trade shows the top 3 Items (§6.7)
BUY = "buy"
NO = "no"
Apply = Callable[[Context, HeroState, Ability], None]


def items(card: str, field: str, effects: tuple[Ability, ...]) -> list[str]:
    return [f"{FX}:{card}:{field}:{i}" for i in range(len(effects))]


# DP-GROUP-SPLIT (§10.2, §10.4): "reward_to:<fx item>" — after a joint action, the lead gives each of the card's
# rewards to one participant, who then settles it (pays for what it buys, chooses what it recovers).
REWARD_TO, GIVE_REWARD = "reward_to", "give_reward"
REWARDS = frozenset(("recover", "gain_trophies", "gain_offering", "take_item", "gain_saga", "heal_injury",
                     "remove_flaw", "gain_expedition_token", "summon_deity", "buy_heal_injury", "buy_remove_flaw",
                     "buy_item", "buy_offering", "choose", "trade"))
NO_GARDZICA = frozenset(("gain_trophies", "gain_offering"))     # what a Gardzica cannot gain (§8.5)


# DP-GROUP-LOSS (§10.2 PD, §10.4): "group_loss:<fx item>" — in a joint action each of the card's losses and
# failure effects that fall on a hero is given by the lead to one participant, who settles it (challenges.borne).
LOSSES = frozenset(("lose", "take_flaw", "lose_trophies", "awaken_gardzica"))


def shared(s: GameState, card: str, field: str, effects: tuple[Ability, ...]) -> list[str]:
    """A card's effects as items; in a joint action each reward is first given by the lead (DP-GROUP-SPLIT), each
    loss borne by the participant the lead names (DP-GROUP-LOSS)."""
    listed = items(card, field, effects)
    if len(participants(s)) < 2:
        return listed
    return [group_item(x, e) for x, e in zip(listed, effects)]


def group_item(item: str, effect: Ability) -> str:
    """A printed effect of a joint action as the lead hands it out: a reward given, a loss borne, else as it is."""
    if effect.do in REWARDS:
        return f"{REWARD_TO}:{item}"
    return f"{LOSS}:{item}" if effect.do in LOSSES else item


def participants(s: GameState) -> list[int]:
    """The heroes of the joint action under way still in play (the lead first); none outside a joint action."""
    return [x for x in s.party if s.hero(x).status == ACTIVE]


def takers(s: GameState, item: str) -> list[int]:
    """Who may take a reward: every participant in play; Trophies and Offerings not to a Gardzica (unless all are)."""
    effect = printed(item[len(REWARD_TO) + 1:])
    who = participants(s)
    if effect.do in NO_GARDZICA:
        who = [x for x in who if s.hero(x).form != GARDZICA] or who
    return who


def give(ctx: Context, item: str, seat: int | None) -> None:
    """The reward is settled by the participant it was given to, then the lead goes on."""
    hr.settled_by(ctx, seat, [item[len(REWARD_TO) + 1:]])


def printed(item: str) -> Ability:
    """The effect an item names."""
    c = content()
    _, card, field, where = item.split(":")
    path = [int(x) for x in where.split(".")]
    if field == "ability":
        from .challenges import enemy
        found = enemy(card).ability
        assert found is not None
        effect = found
    else:
        if field == "task":
            task = c.exploration[card].task
            assert task is not None
            listed = task.rewards
        elif field.startswith("col"):
            listed = c.exploration[card].columns[int(field[3:])].success
        else:
            listed = getattr(c.exploration[card], field)
        effect = listed[path[0]]
    for k in path[1:]:
        options = effect.params["options"]
        assert isinstance(options, tuple)
        effect = options[k]
    return effect


def n_of(effect: Ability, default: int = 1) -> int:
    n = effect.params.get("n", default)
    assert isinstance(n, int)
    return n


def offerings_left(s: GameState) -> int:
    return content().rules.limits.offerings - sum(h.offerings for h in s.heroes)


def gain_offerings(ctx: Context, h: HeroState, n: int) -> None:
    """Offerings while the supply of 12 lasts; a Gardzica gains none (§11.6, §13.1)."""
    n = min(n, offerings_left(ctx.state))
    if n > 0 and h.form != GARDZICA:
        ctx.emit("offerings", seat=h.seat, n=n)


def gain_trophies(ctx: Context, h: HeroState, n: int) -> None:
    if n > 0 and h.form != GARDZICA:
        ctx.emit("trophies", seat=h.seat, n=n)


def question(s: GameState, h: HeroState) -> list[Action]:
    """The choices an effect offers now (none: it happens at once)."""
    effect = printed(s.todo[0])
    c = content()
    do = effect.do
    if do == "choose":
        options = effect.params["options"]
        assert isinstance(options, tuple)
        return [one("effect", h.seat, "pick", str(k)) for k, o in enumerate(options) if hr.payable(h, o.cost)]
    if do == "heal_injury":
        return [one("effect", h.seat, "pick", x) for x, t in h.attributes.items() if t.inj]
    if do == "remove_flaw":
        return [one("effect", h.seat, "pick", x) for x, t in h.attributes.items() if t.flaw]
    if do in ("buy_heal_injury", "buy_remove_flaw", "buy_item", "buy_offering"):
        wanted = {"buy_heal_injury": [x for x, t in h.attributes.items() if t.inj],
                  "buy_remove_flaw": [x for x, t in h.attributes.items() if t.flaw],
                  "buy_item": ["yes"] if s.item_deck else [],
                  "buy_offering": ["yes"] if offerings_left(s) and h.form != GARDZICA else []}[do]
        cost, n = ("trophies", int(str(effect.params["trophies"]))) if "trophies" in effect.params else \
            (str(effect.cost), n_of(effect))
        if not wanted or not hr.payable(h, cost, n):
            return []
        return [one("effect", h.seat, "pick", NO)] + [one("effect", h.seat, "pick", x) for x in wanted]
    if do == "gain_expedition_token" and len(h.expedition_tokens) < c.rules.limits.expedition_tokens:
        return [one("effect", h.seat, "pick", t) for t in c.rules.terrains]
    if do == "summon_deity" and s.gods:
        return [one("effect", h.seat, "pick", g) for g in s.gods]
    if do == "increase_threat" and effect.params.get("where") == "adjacent":
        return [one("effect", h.seat, "pick", r) for r in c.board.graph.neighbours(h.region)]
    return []


@FLOW.resolves("effect")
def chosen(ctx: Context, a: Action) -> None:
    """The answer to an effect's question."""
    s: GameState = ctx.state
    item = s.todo[0]
    effect = printed(item)
    h = s.hero(a.player)
    pick = str(a["pick"])
    hr.done(ctx)
    do = effect.do
    if do == "choose":
        options = effect.params["options"]
        assert isinstance(options, tuple)
        option = options[int(pick)]
        if option.cost is not None:
            hr.pay(ctx, h, option.cost)
        hr.add_first(ctx, [f"{item}.{pick}"])
    elif do in ("heal_injury",):
        ctx.emit("injury_healed", seat=h.seat, attr=pick)
    elif do == "remove_flaw":
        ctx.emit("flaw_removed", seat=h.seat, attr=pick)
    elif pick == NO:
        pass
    elif do in ("buy_heal_injury", "buy_remove_flaw", "buy_item", "buy_offering"):
        if "trophies" in effect.params:
            hr.pay(ctx, h, "trophies", int(str(effect.params["trophies"])))
        else:
            hr.pay(ctx, h, str(effect.cost), n_of(effect))
        if do == "buy_heal_injury":
            ctx.emit("injury_healed", seat=h.seat, attr=pick)
        elif do == "buy_remove_flaw":
            ctx.emit("flaw_removed", seat=h.seat, attr=pick)
        elif do == "buy_offering":
            gain_offerings(ctx, h, 1)
        else:
            ctx.emit("items_revealed", seat=h.seat, items=s.item_deck[:3])
            hr.add_first(ctx, [PICK_ITEM])
    elif do == "gain_expedition_token":
        ctx.emit("token_gained", seat=h.seat, terrain=pick, kir=content().board.regions[h.region].kir)
    elif do == "summon_deity":
        ctx.emit("deity_taken", god=pick)
        if h.deity is not None:
            hr.add_first(ctx, [f"{deity.KEEP}:{pick}"])
        else:
            ctx.emit("deity", seat=h.seat, god=pick)
    elif do == "increase_threat":
        hr.add_first(ctx, [f"{THREAT_AT}:{pick}"])
    hr.run(ctx)


def at_once(ctx: Context, item: str) -> None:
    """An effect with nothing to choose (or whose choice has no option left: then it does nothing)."""
    s: GameState = ctx.state
    assert s.active is not None
    h = s.hero(s.active)
    effect = printed(item)
    handler = AT_ONCE.get(effect.do)
    if handler is not None:
        handler(ctx, h, effect)


def _recover(ctx: Context, h: HeroState, e: Ability) -> None:
    attr = str(e.params["attr"])
    if attr == "split":
        hr.add_first(ctx, [hr.ANY] * n_of(e))
    else:
        ctx.emit("recovered", seat=h.seat, attr=attr, n=n_of(e))


def _lose(ctx: Context, h: HeroState, e: Ability) -> None:
    from .challenges import lose
    lose(ctx, h, str(e.params["attr"]), n_of(e))


def _dispel(ctx: Context, h: HeroState, e: Ability) -> None:
    if ctx.state.regions[h.region].taint == TAINT:
        ctx.emit("taint", region=h.region, token=None)


def _gardzica(ctx: Context, h: HeroState, e: Ability) -> None:
    """Awaken the Gardzica by an effect: a Flaw marker takes the day-wheel slot where the marker stands (§11.6)."""
    if not h.gardzica_slot:
        ctx.emit("gardzica_awoken", seat=h.seat, slot=h.day_wheel)


def _take_item(ctx: Context, h: HeroState, e: Ability) -> None:
    s: GameState = ctx.state
    if not s.item_deck and s.item_discard:
        ctx.emit("item_deck_reshuffled", order=ctx.rng.shuffled(s.item_discard))
    if s.item_deck:
        ctx.emit("item_taken", seat=h.seat, item=s.item_deck[0])
        keep_three(ctx, h.seat)


def _watchtower(ctx: Context, h: HeroState, e: Ability | None) -> None:
    place(ctx, h, WATCHTOWER)


def _edge_stone(ctx: Context, h: HeroState, e: Ability | None) -> None:
    place(ctx, h, EDGE_STONE)


WATCHTOWER, EDGE_STONE = "watchtower", "edge_stone"
PLACE_AT, WALK = "place_at", "token_walk"


def place(ctx: Context, h: HeroState, kind: str) -> None:
    """A Watchtower or Edge stone placed in the hero's region (§12.6): with one already there, or none left of 6,
    nothing is placed (PD)."""
    s: GameState = ctx.state
    if not getattr(s.regions[h.region], kind) and placed(s, kind) < TOKENS:
        hr.add_first(ctx, [f"{PLACE_AT}:{kind}:{h.region}"])


def placed(s: GameState, kind: str) -> int:
    return sum(getattr(r, kind) for r in s.regions.values())


def blocked(s: GameState, kind: str, region: str) -> bool:
    """A region that cannot take the token: one already there, or a Horde (Watchtower) / Rift (Edge stone)."""
    tokens = s.regions[region]
    return bool(getattr(tokens, kind)) or (tokens.threat == HORDE if kind == WATCHTOWER else tokens.taint == RIFT)


def place_at(ctx: Context, item: str) -> None:
    """The token goes to the last region of its walk; on a Horde (Rift) or another such token it walks on to a
    neighbouring region the hero chooses (§12.6, PD). A Threat (Taint) where it lands moves as an Increase Threat
    (Strengthen Taint) in a neighbouring region of the hero's choice."""
    s: GameState = ctx.state
    _, kind, walk = item.split(":")
    chain = walk.split(",")
    here = chain[-1]
    if blocked(s, kind, here):
        hr.add_first(ctx, [f"{WALK}:{kind}:{walk}"])
        return
    ctx.emit(f"{kind}_placed", region=here)
    tokens = s.regions[here]
    if kind == WATCHTOWER and tokens.threat is not None:
        ctx.emit("threat", region=here, token=None)
        hr.add_first(ctx, [f"{THREAT_SPILL}:{here}"])
    elif kind == EDGE_STONE and tokens.taint is not None:
        ctx.emit("taint", region=here, token=None)
        hr.add_first(ctx, [f"{TAINT_SPILL}:{here}"])


def walk_on(s: GameState, h: HeroState) -> list[Action]:
    """DP: the neighbouring region, not yet in the walk, the blocked token goes on to (none: it is not placed)."""
    _, kind, walk = s.todo[0].split(":")
    chain = walk.split(",")
    return [one("token_walk", h.seat, "to", r) for r in content().board.graph.neighbours(chain[-1])
            if r not in chain]


@FLOW.resolves("token_walk")
def walked(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    _, kind, walk = s.todo[0].split(":")
    hr.done(ctx)
    hr.add_first(ctx, [f"{PLACE_AT}:{kind}:{walk},{a['to']}"])
    hr.run(ctx)


def _barrow(ctx: Context, h: HeroState, e: Ability) -> None:
    """Kurhan: one Nica die (RNG-NICA): Taint strengthens the Taint here, a critical costs a Flaw."""
    face = str(ctx.rng.face(content().rules.dice.nica))
    ctx.emit("nica_rolled", seat=h.seat, face=face)
    if face == "taint":
        hr.add_first(ctx, [f"{TAINT_AT}:{h.region}"])
    elif face == "crit":
        hr.add_first(ctx, [f"{LOSS}:{hr.FLAW}:1" if len(participants(ctx.state)) > 1 else hr.FLAW])


def _trade(ctx: Context, h: HeroState, e: Ability) -> None:
    s: GameState = ctx.state
    if s.item_deck:
        ctx.emit("items_revealed", seat=h.seat, items=s.item_deck[:TRADE_ITEMS])
        hr.add_first(ctx, [BUY])


def _lose_trophies(ctx: Context, h: HeroState, e: Ability) -> None:
    """Trophies the hero does not have are not lost (§11.2)."""
    if h.trophies:
        ctx.emit("trophies", seat=h.seat, n=-min(h.trophies, n_of(e)))


def _gain_saga(ctx: Context, h: HeroState, e: Ability) -> None:
    hr.add_first(ctx, [NEW_SAGA])


TOKENS = 6      # Watchtowers and Edge stones in the box, each (§2)
AT_ONCE: dict[str, Apply] = {
    "recover": _recover,
    "gain_trophies": lambda ctx, h, e: gain_trophies(ctx, h, n_of(e)),
    "gain_offering": lambda ctx, h, e: gain_offerings(ctx, h, n_of(e)),
    "take_flaw": lambda ctx, h, e: hr.add_first(ctx, [hr.FLAW]),
    "lose": _lose,
    "lose_trophies": _lose_trophies,
    "dispel_taint": _dispel,
    "awaken_gardzica": _gardzica,
    "take_item": _take_item,
    "place_watchtower": _watchtower,
    "place_edge_stone": _edge_stone,
    "barrow_roll": _barrow,
    "trade": _trade,
    "gain_saga": _gain_saga,
    "increase_threat": lambda ctx, h, e: hr.add_first(ctx, [f"{THREAT_AT}:{h.region}"]),
    "strengthen_taint": lambda ctx, h, e: hr.add_first(ctx, [f"{TAINT_AT}:{h.region}"]),
    "add_black_stone": lambda ctx, h, e: hr.add_first(ctx, [STONE]),
}

PICK_ITEM, DROP_ITEM, NEW_SAGA = "pick_item", "drop_item", "new_saga"


def pick_item(s: GameState, h: HeroState) -> list[Action]:
    """Kuźnia Karłów: one of the revealed Items, free (the others go to the bottom of the deck); a hero carrying 3
    already takes it and lets one go (DP-ITEM-KEEP)."""
    return [act("buy_nothing", h.seat)] + [one("take_revealed", h.seat, "item", x) for x in dict.fromkeys(s.revealed)]


@FLOW.resolves("take_revealed")
def take_revealed(ctx: Context, a: Action) -> None:
    hr.done(ctx)
    ctx.emit("items_traded", seat=a.player, bought=a["item"])
    keep_three(ctx, int(str(a.player)))
    hr.run(ctx)


def keep_three(ctx: Context, seat: int) -> None:
    """DP-ITEM-KEEP (§13.6): a hero that has just gained (been given, bought, taken) a fourth Item lets one go, the
    receiver choosing: next in the turn settling it, or at once when it came between hero turns (a gift, §6.2)."""
    s: GameState = ctx.state
    if len(s.hero(seat).items) <= content().rules.limits.items:
        return
    if s.active == seat:
        hr.add_first(ctx, [DROP_ITEM])
    else:
        ctx.emit("keeping", seat=seat)


def gifts(s: GameState, h: HeroState, receivers: list[HeroState]) -> list[Action]:
    """DP-GIVE (§6.2): a hero may give a Trophy or an Item to a hero in its region among `receivers` (the heroes
    that have not started their Action this turn; in the Camp phase any other hero); a receiver carrying 3 Items
    already lets one go (DP-ITEM-KEEP)."""
    out: list[Action] = []
    for other in receivers:
        if other.seat == h.seat or other.region != h.region:
            continue
        if h.trophies:
            out.append(one("give_trophy", h.seat, "to", other.seat))
        out += [act("give_item", h.seat, item=x, to=other.seat) for x in dict.fromkeys(h.items)]
    return out


@FLOW.resolves("give_trophy", "give_item")
def hand_over(ctx: Context, a: Action) -> None:
    """A gift between hero turns starts no turn; one made in the giver's Camp turn leaves it at the same step."""
    s: GameState = ctx.state
    if a.kind == "give_trophy":
        ctx.emit("trophies", seat=a.player, n=-1)
        ctx.emit("trophies", seat=a["to"], n=1)
    else:
        ctx.emit("item_given", seat=a.player, to=a["to"], item=a["item"])
        keep_three(ctx, int(a["to"]))
    if s.active is not None and s.keeping is None:     # else the receiver's choice runs the turn on
        hr.run(ctx)


def drop_item(s: GameState, h: HeroState) -> list[Action]:
    """DP-ITEM-KEEP: a hero carries 3 Items at most; the one let go is discarded."""
    return [one("drop_item", h.seat, "item", x) for x in dict.fromkeys(h.items)]


def keep_decision(s: GameState) -> Decision:
    """DP-ITEM-KEEP asked of a hero given a fourth Item between hero turns."""
    assert s.keeping is not None
    return Decision(s.keeping, f"zerywia.prompt.{DROP_ITEM}", tuple(drop_item(s, s.hero(s.keeping))))


@FLOW.resolves("drop_item")
def dropped(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    if s.keeping is None:
        hr.done(ctx)
    ctx.emit("item_dropped", seat=a.player, item=a["item"])
    if s.keeping is not None:
        ctx.emit("keeping", seat=None)
    hr.run(ctx)


def new_saga(s: GameState, h: HeroState) -> list[Action]:
    """DP-NEW-SAGA (§14.3): a base card from the open stack, or developing an owned one with a Tale (3 stacks in
    development at most; a complete saga no longer counts)."""
    c = content()
    out = [one("new_saga", h.seat, "saga", x) for x in s.open_sagas if c.sagas[x].owner is None]
    developing = [st for st in h.stacks if st.tales]
    known = {st.saga for st in h.stacks}
    if len(developing) < c.rules.limits.developing_sagas:
        out += [act("new_saga", h.seat, saga=x, develop=True) for x in h.base_cards
                if x not in known and c.stacks.get(x)]
    return out


@FLOW.resolves("new_saga")
def saga_gained(ctx: Context, a: Action) -> None:
    hr.done(ctx)
    if a.get("develop"):
        ctx.emit("stack_developed", seat=a.player, saga=a["saga"], tales=list(content().stacks[a["saga"]]))
    else:
        ctx.emit("saga_gained", seat=a.player, saga=a["saga"])
    hr.run(ctx)


hr.QUESTIONS[FX] = question
hr.hand_out(REWARD_TO, GIVE_REWARD, takers, give)
hr.QUESTIONS[PLACE_AT] = lambda s, h: []
hr.AUTO[PLACE_AT] = place_at
hr.QUESTIONS[WALK] = walk_on
hr.AUTO[WALK] = lambda ctx, item: None         # nowhere left to walk: the token is not placed
hr.AUTO[FX] = at_once
hr.QUESTIONS[PICK_ITEM] = pick_item
hr.QUESTIONS[DROP_ITEM] = drop_item
hr.QUESTIONS[NEW_SAGA] = new_saga
