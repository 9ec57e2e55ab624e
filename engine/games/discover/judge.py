"""How an unfinished game of Discover looks to a search bot, as each hero's chance to be among the survivors.
Scenario 1: its health once the coming night has asked for the food and water it holds or lacks, its supplies
(meat and dirty water for less), the stage and how near the hero stands to what the stage asks for. Scenario 5 (one
winner: the last hero on the map, or at the end the one with the fewest damage): each hero's worth in lives, and its
chance to win from how its worth compares with its rivals' (the 4th damage eliminates, so a rival's damage is the
hero's gain).

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
from .state import ELIMINATED, WON, GameState, Hero, hex_of

HEALTH_SHARE = 0.5     # of a hero's chance: the lives it has left after the coming night
SUPPLY_SHARE = 0.2     # food and water in hand, up to `SUPPLIES` of each
STAGE_SHARE = 0.3      # the expedition's stage, of `STAGES`, and the way to its goal
SUPPLIES = 3
STAGES = 4
MEAT_WORTH = 0.5       # meat feeds only once cooked at a fire
DIRTY_WORTH = 0.75     # dirty water quenches, with a chance of sickness after
NEAR = 0.5             # of a stage's step: how much being on the stage's goal adds (less by hex distance)
REACH = 8              # hexes from the stage's goal beyond which being nearer adds nothing
SURVIVAL = 1           # Scenario 1: the expedition whose goals the judge knows
HUT, WRECK, BATTERY = 1, 8, 11   # the hut and its radio, the Wreck and the Battery found there (spec §20.14)

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
    the Battery, the hut again, then the objective spaces."""
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
    return out


def chance(state: GameState, hero: Hero, demand: tuple[float, float] = (0.5, 0.5),
           goals: list[Hex] | None = None) -> float:
    """A hero's chance in [0, 1]: sure once rescued or the winner, none once out, else by its condition."""
    if hero.status == WON:
        return 1.0
    if hero.status == ELIMINATED:
        return 0.0
    lives = len(hero.health) + 1
    food = hero.count("food") + MEAT_WORTH * hero.count("meat")
    water = hero.count("clean_water") + DIRTY_WORTH * hero.count("dirty_water")
    short = max(0.0, demand[0] - hero.count("food")) + max(0.0, demand[1] - hero.count("clean_water")
                                                           - hero.count("dirty_water"))
    health = max(0.0, lives - hero.damage() - short) / lives if hero.health else 0.0
    supplies = (min(SUPPLIES, food) + min(SUPPLIES, water)) / (2 * SUPPLIES)
    step = float(min(STAGES, state.stage))
    if goals and hero.space is not None:
        here = hex_of(hero.space)
        near = min(distance(here, g) for g in goals)
        step += NEAR * max(0.0, 1.0 - near / REACH)
    return HEALTH_SHARE * health + SUPPLY_SHARE * supplies + STAGE_SHARE * min(1.0, step / STAGES)


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
    return [chance(state, h, demand, goals) for h in state.heroes]
