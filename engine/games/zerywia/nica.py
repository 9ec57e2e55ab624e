"""The Nica phase of Droga Wybrańca (spec §5.3 item 8) and the spreading of Threat and Taint (§12.1, §12.4): the
Herald moves where the Kir and Location dice send it and increases the Threat there; each hero in player order
strengthens the Taint in a region of its Kir; a Black stone is added, and the fifth ends the scenario — in victory
if the goal is met, else in defeat (the goal is checked first, G42). A Horde or Rift spills its token into a
neighbouring region the resolving player chooses, never back along its own chain; with nowhere to go it adds a
Black stone. A Watchtower cancels a Threat, an Edge stone a Taint (and is discarded)."""
from __future__ import annotations

from engine.common.steps import one
from engine.kernel import Action, Context

from . import hero_rules as hr
from .content import content
from .flow import FLOW, goto
from .replacement import may_go_on
from .state import ABYSS, HORDE, NICA, OVER, REPLACE, RIFT, SWIETOWIT, TAINT, THREAT, GameState, HeroState

HERALD, HERO_TAINT, PLACE, THREAT_AT, TAINT_AT, STONE = (
    "herald", "hero_taint", "place_taint", "threat_at", "taint_at", "black_stone")
THREAT_SPILL, TAINT_SPILL = "threat_spill", "taint_spill"
WON, LOST = "won", "lost"
DROGA_GOAL = "first_tale"      # the goal checked after every turn (Pamięć Świata's leads to the Epic Battle)


def resolver(s: GameState) -> int:
    """Who decides for the Herald's spills: the first hero in player order still in play (§5.2 PD); with every hero
    out, the first player (who will take another hero)."""
    active = s.active_heroes()
    return active[0].seat if active else s.heroes[0].seat


@FLOW.automatic(NICA)
def nica_phase(ctx: Context) -> None:
    """The scenario's list of Nica steps, run as items of the resolving hero's list."""
    s: GameState = ctx.state
    if content().scenarios[s.scenario].herald_attacks:
        raise NotImplementedError("Pamięć Świata's Nica phase (spec §5.4 item 9, §15.1-§15.2) is not written yet")
    if not s.active_heroes() and not may_go_on(s):
        end(ctx, LOST, "zerywia.outcome.all_heroes_out")
        return
    ctx.emit("nica_turn", seat=resolver(s))
    items = [HERALD] + [f"{HERO_TAINT}:{h.seat}" for h in s.active_heroes()] + [STONE]
    hr.add(ctx, items)
    hr.run(ctx)


def herald(ctx: Context, item: str) -> None:
    """RNG-HERALD: the Kir and Location dice; an Abyss face sends the Herald to the Abyss, any other to that special
    region of that Kir, where the Threat increases (§15.1 steps 1-2, the tutorial's version)."""
    c = content()
    kir = str(ctx.rng.face(c.rules.dice.kir))
    kind = str(ctx.rng.face(c.rules.dice.location))
    region = ABYSS if kir == ABYSS else c.board.special[(kir, kind)]
    ctx.emit("herald_moved", kir=kir, location=kind, region=region)
    if region != ABYSS:
        hr.add_first(ctx, [f"{THREAT_AT}:{region}"])


def hero_taint(ctx: Context, item: str) -> None:
    """Each hero in turn places a Taint token in its Kir: it decides where (and where a Rift spills)."""
    seat = int(item.split(":")[1])
    ctx.emit("nica_turn", seat=seat)
    hr.add_first(ctx, [PLACE])


def place_taint(s: GameState, h: HeroState) -> list[Action]:
    c = content()
    kir = c.board.regions[h.region].kir
    return [one(PLACE, h.seat, "region", r) for r in c.board.in_kir(kir)]


@FLOW.resolves(PLACE)
def placed(ctx: Context, a: Action) -> None:
    hr.done(ctx)
    hr.add_first(ctx, [f"{TAINT_AT}:{a['region']}"])
    hr.run(ctx)


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
    """A Black stone on the next free Nica rift; the scenario's last one ends the game (§5.3 items 3-4, G42)."""
    s: GameState = ctx.state
    if s.step == OVER:
        return
    ctx.emit("black_stone", rift=s.rifts.index(""))
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
    if s.step != OVER:
        goto(ctx, REPLACE if may_go_on(s) else SWIETOWIT)


hr.AUTO[HERALD] = herald
hr.AUTO[HERO_TAINT] = hero_taint
hr.AUTO[THREAT_AT] = increase_threat
hr.AUTO[TAINT_AT] = strengthen_taint
hr.AUTO[THREAT_SPILL] = nowhere
hr.AUTO[TAINT_SPILL] = nowhere
hr.AUTO[STONE] = black_stone
hr.QUESTIONS[PLACE] = place_taint
hr.QUESTIONS[THREAT_SPILL] = spill_question
hr.QUESTIONS[TAINT_SPILL] = spill_question
hr.QUESTIONS[HERALD] = hr.QUESTIONS[HERO_TAINT] = hr.QUESTIONS[THREAT_AT] = hr.QUESTIONS[TAINT_AT] = \
    hr.QUESTIONS[STONE] = lambda s, h: []
hr.ENDS[NICA] = end_nica
