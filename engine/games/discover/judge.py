"""How an unfinished game of Discover looks to a search bot, as each hero's chance to be among the survivors.
Scenario 1: a logistic curve over the hero's damage, what the coming night asks that it cannot pay, its food and water,
stamina, the way through the stage's goals and what they need in hand (the Battery and components for the radio, wood
for the signal fire). Scenario 5 (one winner: the last hero on the map, or at the end the one with the fewest damage):
each hero's worth in lives, and its chance to win from how its worth compares with its rivals' (the 4th damage
eliminates, so a rival's damage is the hero's gain).

Scenario 1's weights were fitted (logistic regression) on 18,051 states of 400 greedy two-player games (seeds
1000-1399, each active hero at 15 % of the decisions, labelled rescued or not; log-loss on a held-out quarter 0.333
against 0.391 for the bare rate). The hand-set shares they replace counted neither wood nor components, so a search
spent the signal fire's wood on a die and refused the radio's components in a trade; the fit also says a damage costs
more than a night's shortfall, food beyond tonight's little, and reaching the last stage with two wood most of all.
The round and whether the other hero lives were left out on purpose: a later round predicts a lower chance, but a
search would then shun ending a turn (the night comes sooner in its playout), and would profit from a partner's
death.

Scenario 5's weights were fitted (logistic regression on the difference of the two heroes' features, mirrored) on 400
greedy two-player games (seeds 1000-1399, a state every 7 decisions; held-out log loss 0.587 against 0.693 for a coin
and 0.626 for lives alone): a life left is worth about three food, the last one much less than the others (one more
damage of any kind ends the game), medicine heals the sickness dirty water brings, clean water is plentiful, stamina
counts a little, and meat, dirty water and items predict nothing once these are known."""
from __future__ import annotations

import math

from engine.common.hexes import Hex, distance

from .board import on_map, printed
from .content import content
from .state import CAMP, ELIMINATED, FIRE, WON, GameState, Hero, hex_of, key

MEAT_WORTH = 0.5       # meat feeds only once cooked at a fire
DIRTY_WORTH = 0.75     # dirty water quenches, with a chance of sickness after
SUPPLIES = 4           # food (and water) beyond this many in hand add nothing
REACH = 8              # hexes from the stage's goal beyond which being nearer adds nothing
NEEDED = 2             # components for the radio, wood for the signal fire (spec §20.14)
SURVIVAL = 1           # Scenario 1: the expedition whose goals the judge knows
HUT, WRECK, BATTERY = 1, 8, 11   # the hut and its radio, the Wreck and the Battery found there (spec §20.14)
# Scenario 1's log-odds of rescue (fitted, see above): the intercept, then per unit of each feature
BIAS = -2.16                  # the fitted -1.72, less half the fitted way to a goal (it counts `APPROACH` here)
PER_DAMAGE = -0.851           # a damage taken (any kind)
PER_SHORT = -0.585            # food or water the coming night asks for on average that the hero does not hold
PER_FOOD = 0.083              # food in hand (meat at `MEAT_WORTH`), up to `SUPPLIES`
PER_WATER = 0.055             # water in hand (dirty at `DIRTY_WORTH`), up to `SUPPLIES`
FULL_STAMINA = 0.489          # stamina, at 12 (the most a hero may hold)
PER_COMPONENT = 0.328         # stage 2 with the Battery found: each component held, up to `NEEDED`
PER_WOOD = 0.99               # stage 3 before the signal fire burns: each wood held, up to `NEEDED`
# The way through the expedition, a rung for each goal in turn (the hut; the Wreck; the hut with the Battery; an
# objective space with two wood; the signal fire burning there) and up to `APPROACH` more on the way to the rung's
# goal. The fit gave 0.2 for stage 2, 0.6 with the Battery, 1.7 for stage 3 and 0.9 for the whole way to a goal; the
# rungs are raised so that each stands a tenth above the one before with its goal reached and what it needs in
# hand, and the way counts less: with the fitted figures investigating the hut (stage 2, the Wreck far away) looked
# like a loss, and a search refused to turn the stage.
APPROACH = 0.4
RUNGS = (0.0, 0.5, 1.0, 2.15, 4.65)

# Scenario 5: a hero's worth, in the log-odds of winning against a rival (fitted on greedy games, see above)
LIFE = 1.02            # each damage the hero can still take before the 4th eliminates it
LAST_LIFE = -0.82      # on its last life: one more damage of any kind (a hungry night, a trap) ends its game
FOOD = 0.35            # per food in hand, up to `HELD` (a hungry night spared, or a hunger healed by Rest)
CLEAN_WATER = 0.12     # per clean water in hand, up to `HELD`
MEDICINE = 0.86        # per medicine in hand, up to `MEDICINES` (a sickness healed, dirty water drunk safely)
STAMINA = 0.45         # a full day's stamina (`max_stamina`)
HELD = 4
MEDICINES = 2


def night_demand(state: GameState) -> tuple[float, float]:
    """The food and water the coming night asks of each hero on average, over the night cards it may be (the
    draw pile's make-up, public; the red cards of the discard when it is empty)."""
    c = content()
    cards = state.night_draw or [n for n in state.night_discard if c.night[n].phase == 2] or list(c.night)
    food = sum(1 for n in cards for step in c.night[n].steps if step.step == "food")
    water = sum(1 for n in cards for step in c.night[n].steps if step.step == "water")
    return food / len(cards), water / len(cards)


def goal(state: GameState) -> list[Hex]:
    """Scenario 1's next place for the table, where it is on the map: the hut, then the Wreck until someone holds
    the Battery, the hut again, then the objective spaces (once the signal fire burns, those where it burns)."""
    if state.expedition != SURVIVAL:
        return []
    battery = any(i.deck == "search" and i.number == BATTERY for h in state.heroes for i in h.items)
    out = []
    for h in content().cells:
        space = printed(state, h)
        if space is None or not on_map(state, h):
            continue
        if state.stage >= 3:
            wanted = space.objective
        else:
            wanted = space.poi == (HUT if state.stage == 1 or battery else WRECK)
        if wanted:
            out.append(h)
    if state.stage >= 3:
        burning = [h for h in out if any(p.kind in (FIRE, CAMP) and p.lit for p in state.pieces(key(h)))]
        return burning or out
    return out


def rung(state: GameState, battery: bool) -> int:
    """How far up Scenario 1's way the table is: 0 the hut, 1 the Wreck, 2 the hut with the Battery, 3 an objective
    space with wood, 4 the signal fire burning on one (the boat's sign)."""
    if state.stage <= 1:
        return 0
    if state.stage == 2:
        return 2 if battery else 1
    return 4 if signal(state) else 3


def signal(state: GameState) -> bool:
    """A lit fire (or campsite) on an objective space on the map: the rescue's fire burns."""
    for where, pieces in state.spaces.items():
        if any(p.kind in (FIRE, CAMP) and p.lit for p in pieces):
            h = hex_of(where)
            space = printed(state, h)
            if space is not None and space.objective and on_map(state, h):
                return True
    return False


def chance(state: GameState, hero: Hero, demand: tuple[float, float] = (0.5, 0.5),
           goals: list[Hex] | None = None, battery: bool | None = None) -> float:
    """A hero's chance in [0, 1]: sure once rescued, none once out, else the fitted curve over its condition."""
    if hero.status == WON:
        return 1.0
    if hero.status == ELIMINATED:
        return 0.0
    held: dict[str, int] = {}
    for h in hero.resources:
        held[h.resource] = held.get(h.resource, 0) + h.amount
    food, meat = held.get("food", 0), held.get("meat", 0)
    clean, dirty = held.get("clean_water", 0), held.get("dirty_water", 0)
    short = max(0.0, demand[0] - food) + max(0.0, demand[1] - clean - dirty)
    if battery is None:
        battery = any(i.deck == "search" and i.number == BATTERY for h in state.heroes for i in h.items)
    step = rung(state, battery)
    odds = (BIAS + RUNGS[step] + PER_DAMAGE * hero.damage() + PER_SHORT * short
            + PER_FOOD * min(SUPPLIES, food + MEAT_WORTH * meat)
            + PER_WATER * min(SUPPLIES, clean + DIRTY_WORTH * dirty) + FULL_STAMINA * hero.stamina / 12)
    if step == 2:
        odds += PER_COMPONENT * min(NEEDED, held.get("component", 0))
    elif step == 3:
        odds += PER_WOOD * min(NEEDED, held.get("wood", 0))
    if goals and hero.space is not None:
        here = hex_of(hero.space)
        odds += APPROACH * max(0.0, 1.0 - min(distance(here, g) for g in goals) / REACH)
    return 1.0 / (1.0 + math.exp(-odds))


def worth(hero: Hero) -> float:
    """Scenario 5: an active hero's worth in the log-odds of winning, from its lives, supplies and stamina."""
    lives = len(hero.health) - hero.damage() if hero.health else 0
    return (LIFE * lives + (LAST_LIFE if hero.health and lives == 0 else 0.0)
            + FOOD * min(HELD, hero.count("food")) + CLEAN_WATER * min(HELD, hero.count("clean_water"))
            + MEDICINE * min(MEDICINES, hero.count("medicine"))
            + STAMINA * hero.stamina / content().rules.max_stamina)


def standings(state: GameState) -> list[float]:
    """Scenario 5: each hero's chance to be the one winner, its worth against its rivals' (a softmax over the heroes
    still on the map: with two, the logistic of the difference); the winner sure, a hero out nowhere."""
    if any(h.status == WON for h in state.heroes):
        return [1.0 if h.status == WON else 0.0 for h in state.heroes]
    active = [h for h in state.heroes if h.status != ELIMINATED]
    if not active:
        return [0.0] * len(state.heroes)
    worths = {h.seat: worth(h) for h in active}
    top = max(worths.values())
    weights = {seat: math.exp(w - top) for seat, w in worths.items()}
    total = sum(weights.values())
    return [weights[h.seat] / total if h.seat in weights else 0.0 for h in state.heroes]


def evaluate(state: GameState) -> list[float]:
    """Each hero's chance (Scenario 1's survivors each win; Scenario 5's one winner against its rivals)."""
    if state.expedition != SURVIVAL:
        return standings(state)
    demand = night_demand(state)
    goals = goal(state)
    battery = any(i.deck == "search" and i.number == BATTERY for h in state.heroes for i in h.items)
    return [chance(state, h, demand, goals, battery) for h in state.heroes]
