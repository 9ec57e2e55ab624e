"""Setup (spec §5): the land (statue and Dawn stones, Taint and Threat tokens by scenario, the Herald, the shuffled
exploration, Enemy, Host, Item and Herald decks), then each hero in player order: the hero chosen, a Mark drawn at
random (the Birth Kir), the Personal saga and two universal base cards (the suggested starter set or a free pick;
one more solo), the stacks developed as the scenario says, the relics, rituals and allies prepared within the
hero's limits, and the hero placed in its Birth Kir's starting region. Then the first Cycle begins."""
from __future__ import annotations

from engine.common.steps import Legal, act, one
from engine.kernel import Action, Context

from . import position
from .content import content
from .flow import FLOW, goto
from .records import Content, Scenario
from .state import (CHOOSE_HERO, CHOOSE_SAGAS, DEVELOP, MARKS, PREPARE, REPLACE, SETUP, SWIETOWIT, TAINT, THREAT,
                    GameState, HeroState)

ORDINARY = "ordinary"       # a scenario's word for "every region without a special symbol"


def scenario_of(s: GameState) -> Scenario:
    return content().scenarios[s.scenario]


def split_enemies(c: Content, hosts: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """From each Host of the scenario: value-1 cards and the `starter` value-2 card form the Enemy deck, all the
    rest the Host deck (§5.3 item 5, G37); both in content order, shuffled by the caller."""
    enemy = [e.id for e in c.enemies.values() if e.host in hosts and (e.value == 1 or e.starter)]
    host = [e.id for e in c.enemies.values() if e.host in hosts and not (e.value == 1 or e.starter)]
    return enemy, host


def land_tokens(c: Content, sc: Scenario) -> dict[str, dict[str, str]]:
    """Taint on the scenario's special kinds in every Kir; Threat on every ordinary region (and the scenario's
    special kinds) — §5.3 item 4, §5.4 item 4."""
    out: dict[str, dict[str, str]] = {}
    for r in c.board.regions.values():
        tokens = {}
        if r.special in sc.taint:
            tokens["taint"] = TAINT
        if (r.special is None and ORDINARY in sc.threat) or (r.special is not None and r.special in sc.threat):
            tokens["threat"] = THREAT
        if tokens:
            out[r.id] = tokens
    return out


@FLOW.automatic(SETUP)
def setup(ctx: Context) -> None:
    """Set up the land (§5.1) for the scenario (§5.3 / §5.4); every shuffle is one recorded RNG call."""
    c = content()
    s: GameState = ctx.state
    sc = scenario_of(s)
    rng = ctx.rng
    enemy, host = split_enemies(c, sc.hosts)
    base = {t: [x.id for x in c.exploration.values() if x.deck == t and x.set is None] for t in c.rules.terrains}
    items = [i.id for i in c.items.values() for _ in range(i.copies)]
    herald_cards: list[str] = []
    herald_attacks: list[str] = []
    if sc.herald is not None:
        herald_cards = rng.shuffled(sorted(c.herald.cards))
        herald_attacks = rng.shuffled(sorted(c.herald.attacks))
    ctx.emit("land_set_up",
             faces={k.id: k.stone for k in c.rules.kirs.values()},
             rifts=c.rules.limits.nica_rifts,
             tokens=land_tokens(c, sc),
             herald=sc.herald_start,
             exploration={t: rng.shuffled(cards) for t, cards in base.items()},
             enemy=rng.shuffled(enemy), host=rng.shuffled(host), items=rng.shuffled(items),
             herald_cards=herald_cards, herald_attacks=herald_attacks,
             marks=rng.shuffled(sorted(c.marks)),
             sagas=[x.id for x in c.sagas.values() if x.base],
             gods=list(c.gods), creatures=list(c.creatures), czarts=list(c.czarts),
             sets=[f.set for f in sc.faces if f.set is not None])
    goto(ctx, CHOOSE_HERO)


def next_without(s: GameState, missing: str) -> HeroState | None:
    """The first hero in player order still missing something (a hero, its sagas) — the rules' player order."""
    for h in s.heroes:
        if missing == "hero" and not h.hero:
            return h
        if missing == "sagas" and len(h.base_cards) < sagas_wanted(s) and universal(s):
            return h        # (a replacement hero takes fewer when the open stack has no universal card left)
    return None


def universal(s: GameState) -> list[str]:
    """The universal base cards still in the open stack (no hero's Personal saga)."""
    c = content()
    return [x for x in s.open_sagas if c.sagas[x].owner is None]


def sagas_wanted(s: GameState) -> int:
    """Three base cards each (the Personal one + 2 universal), one more for a lone hero (§5.3 item 2, G43)."""
    lim = content().rules.limits
    return lim.starting_sagas + (lim.solo_extra_sagas if len(s.heroes) == 1 else 0)


@FLOW.step(CHOOSE_HERO)
def choose_hero(s: GameState) -> Legal:
    """DP-SETUP-HERO: in player order, each player chooses a hero no one has chosen (§5.2 item 1)."""
    h = next_without(s, "hero")
    assert h is not None
    taken = {x.hero for x in s.heroes}
    return h.seat, "zerywia.prompt.choose_hero", [one("choose_hero", h.seat, "hero", hid)
                                                  for hid in content().heroes if hid not in taken]


@FLOW.resolves("choose_hero")
def chose_hero(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    ctx.emit("hero_chosen", seat=a.player, hero=a["hero"])
    if next_without(s, "hero") is None:
        goto(ctx, MARKS)


@FLOW.automatic(MARKS)
def draw_marks(ctx: Context) -> None:
    """RNG-MARK: each hero, in player order, takes the top Mark of the shuffled four (its Birth Kir), its hero
    card, unique feat and Personal saga base card, and a Chosen board at its starting values (§5.2 items 2-5)."""
    c = content()
    s: GameState = ctx.state
    sc = scenario_of(s)
    for h, mark in zip(s.heroes, list(s.marks)):
        hero = c.heroes[h.hero]
        kir = c.marks[mark].kir
        ctx.emit("hero_prepared", seat=h.seat, mark=mark, kir=kir, feat=hero.feat, saga=hero.personal_saga,
                 attributes=dict(hero.attributes), pierw=c.rules.limits.pierw,
                 region=c.board.special[(kir, sc.start)])
    goto(ctx, CHOOSE_SAGAS)


@FLOW.step(CHOOSE_SAGAS)
def choose_sagas(s: GameState) -> Legal:
    """DP-SETUP-SAGAS: in player order, each player takes the hero's suggested set (when its cards are all still in
    the open stack) or universal base cards one at a time; another hero's Personal saga cannot be taken."""
    c = content()
    h = next_without(s, "sagas")
    assert h is not None
    legal = [one("take_saga", h.seat, "saga", x) for x in universal(s)]
    starter = starter_set(s, h)
    if len(h.base_cards) == 1 and all(x in s.open_sagas for x in starter):
        legal.insert(0, act("take_starter_set", h.seat))
    return h.seat, "zerywia.prompt.choose_sagas", legal


def starter_set(s: GameState, h: HeroState) -> tuple[str, ...]:
    """The rulebook's suggested set for the scenario (Swara's differs in Pamięć Świata, §18.3)."""
    hero = content().heroes[h.hero]
    return hero.pamiec_sagas if scenario_of(s).develop == "all" else hero.starter_sagas


@FLOW.resolves("take_saga", "take_starter_set")
def take_saga(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    h = s.hero(a.player)
    cards = list(starter_set(s, h)) if a.kind == "take_starter_set" else [a["saga"]]
    ctx.emit("sagas_taken", seat=a.player, sagas=cards)
    if next_without(s, "sagas") is None:
        goto(ctx, DEVELOP)


def with_tales(h: HeroState) -> list[str]:
    c = content()
    return [x for x in h.base_cards if c.stacks[x]]


def over_develop(s: GameState) -> HeroState | None:
    """The first hero (player order) with more base cards with a Tale than stacks it may develop (§5.4 item 2)."""
    if scenario_of(s).develop != "all":
        return None
    limit = content().rules.limits.developing_sagas
    return next((h for h in s.heroes if len(with_tales(h)) > limit and not h.stacks), None)


@FLOW.step(DEVELOP)
def develop_sagas(s: GameState) -> Legal:
    """Pamięć Świata, a hero with more than three base cards with a Tale: its player chooses one to leave
    undeveloped at a time (§5.4 item 2); every other case is automatic."""
    h = over_develop(s)
    if h is None:
        return None, "develop", [act("develop", None)]
    return h.seat, "zerywia.prompt.develop", [one("leave_undeveloped", h.seat, "saga", x) for x in with_tales(h)]


@FLOW.resolves("develop", "leave_undeveloped")
def develop(ctx: Context, a: Action) -> None:
    """Take each developed saga's stack and reveal its first Tale: only the Personal saga in Droga Wybrańca,
    every starting base card with a Tale in Pamięć Świata (§5.3 item 2, §5.4 item 2, §16)."""
    c = content()
    s: GameState = ctx.state
    if a.kind == "leave_undeveloped":
        h = s.hero(a.player)
        chosen = [x for x in with_tales(h) if x != a["saga"]]
        ctx.emit("stacks_developed", seat=h.seat, sagas=chosen, tales=[list(c.stacks[x]) for x in chosen])
        if over_develop(s) is not None:
            return
    for h in s.heroes:
        if h.stacks:
            continue
        if scenario_of(s).develop == "all":
            chosen = with_tales(h)
        else:
            chosen = [c.heroes[h.hero].personal_saga]
        ctx.emit("stacks_developed", seat=h.seat, sagas=chosen, tales=[list(c.stacks[x]) for x in chosen])
    goto(ctx, PREPARE)


def over_limit(h: HeroState) -> list[str]:
    """The hero's prepared cards of a type it holds more of than its limit (the first such type), else none."""
    c = content()
    limits = c.heroes[h.hero].limits
    for kind, limit in limits.items():
        mine = [x for x in h.prepared if c.sagas[x].type == kind]
        if len(mine) > limit:
            return mine
    return []


@FLOW.step(PREPARE)
def prepare_sagas(s: GameState) -> Legal:
    """DP-SETUP-PREPARE: every relic, ritual and ally is prepared free of cost; where a hero holds more of a type
    than its hero card allows, its player puts one into reserve at a time (§5.2 item 6)."""
    for h in s.heroes:
        mine = over_limit(h)
        if mine:
            return h.seat, "zerywia.prompt.reserve", [one("reserve", h.seat, "saga", x) for x in mine]
    return None, "begin", [act("begin", None)]


@FLOW.resolves("reserve")
def reserve(ctx: Context, a: Action) -> None:
    ctx.emit("card_reserved", seat=a.player, saga=a["saga"])


@FLOW.resolves("begin")
def begin(ctx: Context, a: Action) -> None:
    """Setup is over (a prepared game's position is laid over it): the first Cycle starts with the Świętowit
    phase (§6)."""
    s: GameState = ctx.state
    if s.cycle:                 # a replacement hero set up before a Cycle (§11.5): other players may still choose
        goto(ctx, REPLACE)
        return
    if s.prepared is not None:
        position.lay_out(ctx, s.prepared)
    goto(ctx, SWIETOWIT)

