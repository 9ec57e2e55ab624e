"""The Nica phase of Droga Wybrańca (spec §5.3 item 8) and the spreading of Threat and Taint (§12.1, §12.4): the
Herald moves where the Kir and Location dice send it and increases the Threat there; each hero in player order
strengthens the Taint in a region of its Kir; a Black stone is added, and the fifth ends the scenario — in victory
if the goal is met, else in defeat (the goal is checked first, G42). A Horde or Rift spills its token into a
neighbouring region the resolving player chooses, never back along its own chain; with nowhere to go it adds a
Black stone. A Watchtower cancels a Threat, an Edge stone a Taint (and is discarded)."""
from __future__ import annotations

from engine.common.steps import act, one
from engine.kernel import Action, Context

from . import hero_rules as hr
from .content import content
from .flow import FLOW, goto
from .replacement import may_go_on
from .state import ABYSS, BLACK, HORDE, NICA, OVER, REPLACE, RIFT, SWIETOWIT, TAINT, THREAT, GameState, HeroState

HERALD, HERO_TAINT, PLACE, THREAT_AT, TAINT_AT, STONE = (
    "herald", "hero_taint", "place_taint", "threat_at", "taint_at", "black_stone")
THREAT_SPILL, TAINT_SPILL = "threat_spill", "taint_spill"
RIFTS_OR_HORDES, NICA_STONE, FEED, EXTINGUISH = "rifts_or_hordes", "nica_stone", "feed_host", "extinguish"
ATTACK, ATTACK_END, HERALD_ROLL, HERALD_FACE, PLACE_THREAT = (
    "herald_attack", "attack_end", "herald_roll", "herald_face", "place_threat")
SAME, OTHER = "same", "other"   # a hero in the Herald's Kir, or in another (§15.1 step 4)
WON, LOST = "won", "lost"
DROGA_GOAL = "first_tale"      # the goal checked after every turn (Pamięć Świata's leads to the Epic Battle)


def resolver(s: GameState) -> int:
    """Who decides for the Herald's spills: the first hero in player order still in play (§5.2 PD); with every hero
    out, the first player (who will take another hero)."""
    active = s.active_heroes()
    return active[0].seat if active else s.heroes[0].seat


@FLOW.automatic(NICA)
def nica_phase(ctx: Context) -> None:
    """The scenario's list of Nica steps (§5.3 item 8, §5.4 item 9), run as items of the resolving hero's list."""
    s: GameState = ctx.state
    if not s.active_heroes() and not may_go_on(s):
        end(ctx, LOST, "zerywia.outcome.all_heroes_out")
        return
    ctx.emit("nica_turn", seat=resolver(s))
    sc = content().scenarios[s.scenario]
    items: list[str] = []
    for step in sc.nica:
        if step == HERO_TAINT:
            items += [f"{HERO_TAINT}:{h.seat}" for h in s.active_heroes()]
        elif step == STONE and sc.extinguish:
            items.append(NICA_STONE)        # waits for the feeding check before it extinguishes a face (G41)
        else:
            items.append(step)
    hr.add(ctx, items)
    hr.run(ctx)


def herald(ctx: Context, item: str) -> None:
    """RNG-HERALD: the Kir and Location dice; an Abyss face sends the Herald to the Abyss, any other to that special
    region of that Kir, where the Threat increases (§15.1 steps 1-2). In Pamięć Świata a hero standing there is
    attacked instead (each, in player order), and every other hero rolls a Nica die, by whether it stands in the
    Herald's Kir as it is now (step 4, G36); the tutorial has no attacks (G34)."""
    s: GameState = ctx.state
    c = content()
    kir = str(ctx.rng.face(c.rules.dice.kir))
    kind = str(ctx.rng.face(c.rules.dice.location))
    region = ABYSS if kir == ABYSS else c.board.special[(kir, kind)]
    ctx.emit("herald_moved", kir=kir, location=kind, region=region)
    if not c.scenarios[s.scenario].herald_attacks:
        if region != ABYSS:
            hr.add_first(ctx, [f"{THREAT_AT}:{region}"])
        return
    there = [h.seat for h in s.active_heroes() if h.region == region]
    items = [f"{ATTACK}:{seat}" for seat in there] or ([f"{THREAT_AT}:{region}"] if region != ABYSS else [])
    herald_kir = None if region == ABYSS else c.board.regions[region].kir
    for h in s.active_heroes():
        if h.seat not in there:
            side = SAME if c.board.regions[h.region].kir == herald_kir else OTHER
            items.append(f"{HERALD_ROLL}:{h.seat}:{side}")
    hr.add_first(ctx, items)


def rifts_or_hordes(ctx: Context, item: str) -> None:
    """Pamięć Świata: a Kir holding 3 Rifts or 3 Hordes adds one Black stone (§5.4 item 9 step 2, G35)."""
    s: GameState = ctx.state
    c = content()
    for kir in c.rules.kir_order:
        tokens = [s.regions[r] for r in c.board.in_kir(kir)]
        if sum(t.taint == RIFT for t in tokens) >= 3 or sum(t.threat == HORDE for t in tokens) >= 3:
            hr.add_first(ctx, [STONE])
            return


def extinguish_check(ctx: Context, item: str) -> None:
    """The Nica phase's own stone, after the feeding check: if it filled the ritual, a face goes out (step 5)."""
    s: GameState = ctx.state
    if "" not in s.rifts:
        extinguish(ctx)


def north_clockwise() -> list[str]:
    """The faces in the order a Black stone takes them: the one looking North, then on clockwise (G5)."""
    c = content()
    order = list(c.rules.kir_order)              # counter-clockwise
    north = next(k for k in order if c.rules.kirs[k].compass == "north")
    i = order.index(north)
    return [order[(i - k) % len(order)] for k in range(len(order))]


def extinguish(ctx: Context) -> None:
    """A ritual completed (§6.6): a Black stone onto the statue's face looking North (else the next clockwise), its
    Dawn stone onto a rift for good, the other Black stones back to the supply, a ritual one stone shorter; then
    what the scenario says that face brings (§5.4 item 7) — the fourth is defeat."""
    s: GameState = ctx.state
    c = content()
    sc = c.scenarios[s.scenario]
    kir = next(k for k in north_clockwise() if s.faces[k] != BLACK)
    ctx.emit("face_extinguished", kir=kir, stone=s.faces[kir])
    effect = sc.faces[min(s.extinguished(), len(sc.faces)) - 1]
    if effect.defeat or s.extinguished() >= len(c.rules.kir_order):
        end(ctx, LOST, "zerywia.outcome.face_extinguished")
    elif effect.set is not None:
        decks = {t: ctx.rng.shuffled(pile + [x.id for x in c.exploration.values() if x.set == effect.set and x.deck == t])
                 for t, pile in s.exploration.items()}
        ctx.emit("adventure_set_added", set=effect.set, decks=decks)
    elif effect.host is not None:
        in_play = {h.hero for h in s.active_heroes()}
        present = set(s.enemy_deck + s.enemy_discard + s.host_deck)
        cards = [e.id for e in c.enemies.values() if e.host == effect.host and e.id not in present
                 and (e.corrupts is None or e.corrupts not in in_play)]
        ctx.emit("host_added", host=effect.host, cards=cards, order=ctx.rng.shuffled(s.enemy_deck + cards))


def hero_taint(ctx: Context, item: str) -> None:
    """Each hero in turn places a Taint token in its Kir: it decides where (and where a Rift spills)."""
    seat = int(item.split(":")[1])
    ctx.emit("nica_turn", seat=seat)
    hr.add_first(ctx, [PLACE])


def in_heros_kir(kind: str, h: HeroState) -> list[Action]:
    """A choice of any region of the hero's Kir (where its Taint or, DP-THREAT-TARGET, its Threat goes)."""
    c = content()
    kir = c.board.regions[h.region].kir
    return [one(kind, h.seat, "region", r) for r in c.board.in_kir(kir)]


def then_at(ctx: Context, item: str, a: Action) -> None:
    """The region chosen: `item` (Taint or Threat increased) happens there next."""
    hr.done(ctx)
    hr.add_first(ctx, [f"{item}:{a['region']}"])
    hr.run(ctx)


def place_taint(s: GameState, h: HeroState) -> list[Action]:
    return in_heros_kir(PLACE, h)


@FLOW.resolves(PLACE)
def placed(ctx: Context, a: Action) -> None:
    then_at(ctx, TAINT_AT, a)


def increase_threat(ctx: Context, item: str) -> None:
    """Increase Threat in a region (§12.4): a Watchtower cancels it; none -> Threat; Threat -> Horde; a Horde spills."""
    s: GameState = ctx.state
    chain = item.split(":")[1].split(",")
    here = s.regions[chain[-1]]
    if here.watchtower:
        ctx.emit("watchtower_spent", region=chain[-1])
    elif here.threat is None:
        ctx.emit("threat", region=chain[-1], token=THREAT)
    elif here.threat == THREAT:
        ctx.emit("threat", region=chain[-1], token=HORDE)
    else:
        hr.add_first(ctx, [f"{THREAT_SPILL}:{','.join(chain)}"])


def strengthen_taint(ctx: Context, item: str) -> None:
    """Strengthen Taint in a region (§12.1): an Edge stone cancels it; none -> Taint; Taint -> Rift; a Rift spills."""
    s: GameState = ctx.state
    chain = item.split(":")[1].split(",")
    here = s.regions[chain[-1]]
    if here.edge_stone:
        ctx.emit("edge_stone_spent", region=chain[-1])
    elif here.taint is None:
        ctx.emit("taint", region=chain[-1], token=TAINT)
    elif here.taint == TAINT:
        ctx.emit("taint", region=chain[-1], token=RIFT)
    else:
        hr.add_first(ctx, [f"{TAINT_SPILL}:{','.join(chain)}"])


def spill_targets(s: GameState, item: str) -> list[str]:
    chain = item.split(":")[1].split(",")
    return [r for r in content().board.graph.neighbours(chain[-1]) if r not in chain]


def spill_question(s: GameState, h: HeroState) -> list[Action]:
    """DP-SPILL: a neighbouring region not yet visited in this chain (G21)."""
    return [one("spill", h.seat, "to", r) for r in spill_targets(s, s.todo[0])]


@FLOW.resolves("spill")
def spill(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    item = s.todo[0]
    kind = THREAT_AT if item.startswith(THREAT_SPILL) else TAINT_AT
    hr.done(ctx)
    hr.add_first(ctx, [f"{kind}:{item.split(':')[1]},{a['to']}"])
    hr.run(ctx)


def nowhere(ctx: Context, item: str) -> None:
    """A spilling token with no region left to go to is discarded and a Black stone is added (§12.1, G21)."""
    black_stone(ctx, item)


def black_stone(ctx: Context, item: str) -> None:
    """A Black stone on the next free Nica rift. In the tutorial the scenario's last one ends the game (§5.3 items
    3-4, G42); in Pamięć Świata one that fills the ritual's last free rift extinguishes a face at once, except the
    Nica phase's own stone, which waits for the feeding check (§6.6, G7, G41)."""
    s: GameState = ctx.state
    if s.step == OVER:
        return
    ctx.emit("black_stone", rift=s.rifts.index(""))
    if content().scenarios[s.scenario].extinguish:
        if item != NICA_STONE and "" not in s.rifts:
            extinguish(ctx)
        return
    if s.black_stones() >= content().scenarios[s.scenario].rituals[s.ritual]:
        if goal_met(s):
            end(ctx, WON, "zerywia.outcome.goal")
        else:
            end(ctx, LOST, "zerywia.outcome.fifth_black_stone")


def goal_met(s: GameState) -> bool:
    """Droga Wybrańca's goal (§5.3 item 6, G9): for every hero in play, the first Tale of its Personal saga resolved
    and the scenario's special regions of its Birth Kir clear (Stronghold without Threat, Temple without Taint)."""
    c = content()
    sc = c.scenarios[s.scenario]
    for h in s.active_heroes():
        personal = c.heroes[h.hero].personal_saga
        first = c.stacks[personal][0]
        if any(first in st.tales for st in h.stacks if st.saga == personal):
            return False
        for kind in sc.goal_clear:
            tokens = s.regions[c.board.special[(h.birth_kir, kind)]]
            if (kind == "stronghold" and tokens.threat) or (kind != "stronghold" and tokens.taint):
                return False
    return bool(s.active_heroes())


def decided(ctx: Context) -> bool:
    """After every hero turn and Camp turn: Droga Wybrańca is won once its goal is met (§5.3 item 6); the table
    loses when no hero is left in play (§11.7)."""
    s: GameState = ctx.state
    if s.step == OVER:
        return True
    if not s.active_heroes() and not may_go_on(s):
        end(ctx, LOST, "zerywia.outcome.all_heroes_out")
        return True
    if content().scenarios[s.scenario].goal == DROGA_GOAL and goal_met(s):
        end(ctx, WON, "zerywia.outcome.goal")
        return True
    return False


def end(ctx: Context, result: str, reason: str) -> None:
    ctx.emit("game_over", result=result, reason=reason)


def end_nica(ctx: Context) -> None:
    """The Nica phase is over; a new Cycle begins (§6.9)."""
    s: GameState = ctx.state
    ctx.emit("nica_over")
    if s.step != OVER and not s.active_heroes() and not may_go_on(s):
        end(ctx, LOST, "zerywia.outcome.all_heroes_out")     # the last heroes fell to the Herald (§11.7)
    if s.step != OVER:
        goto(ctx, REPLACE if may_go_on(s) else SWIETOWIT)


hr.AUTO[HERALD] = herald
hr.AUTO[HERO_TAINT] = hero_taint
hr.AUTO[THREAT_AT] = increase_threat
hr.AUTO[TAINT_AT] = strengthen_taint
hr.AUTO[THREAT_SPILL] = nowhere
hr.AUTO[TAINT_SPILL] = nowhere
hr.AUTO[STONE] = hr.AUTO[NICA_STONE] = black_stone
hr.AUTO[RIFTS_OR_HORDES] = rifts_or_hordes
hr.AUTO[EXTINGUISH] = extinguish_check
for _quiet in (RIFTS_OR_HORDES, NICA_STONE, FEED, EXTINGUISH, ATTACK, ATTACK_END, HERALD_ROLL):
    hr.QUESTIONS[_quiet] = lambda s, h: []
hr.QUESTIONS[PLACE] = place_taint
hr.QUESTIONS[THREAT_SPILL] = spill_question
hr.QUESTIONS[TAINT_SPILL] = spill_question
hr.QUESTIONS[HERALD] = hr.QUESTIONS[HERO_TAINT] = hr.QUESTIONS[THREAT_AT] = hr.QUESTIONS[TAINT_AT] = \
    hr.QUESTIONS[STONE] = lambda s, h: []
hr.ENDS[NICA] = end_nica
