"""How an unfinished game of Discover looks to a search bot, as each hero's chance to be among the survivors.
Scenario 1: its health once the coming night has asked for the food and water it holds or lacks, its supplies
(meat and dirty water for less), the stage and how near the hero stands to what the stage asks for. Scenario 5 (as
its search was measured against the greedy bot): health, food and clean water in hand, and the stage."""
from __future__ import annotations

from engine.common.hexes import Hex, distance

from .board import on_map, printed
from .content import content
from .state import ELIMINATED, WON, GameState, Hero, hex_of

HEALTH_SHARE = 0.5     # of a hero's chance: the lives it has left after the coming night
SUPPLY_SHARE = 0.2     # food and water in hand, up to `SUPPLIES` of each
STAGE_SHARE = 0.3      # the expedition's stage, of `STAGES`, and the way to its goal
SUPPLIES = 3
LAST_SUPPLIES = 4      # Scenario 5: food and clean water together, up to this many
STAGES = 4
MEAT_WORTH = 0.5       # meat feeds only once cooked at a fire
DIRTY_WORTH = 0.75     # dirty water quenches, with a chance of sickness after
NEAR = 0.5             # of a stage's step: how much being on the stage's goal adds (less by hex distance)
REACH = 8              # hexes from the stage's goal beyond which being nearer adds nothing
SURVIVAL = 1           # Scenario 1: the expedition whose goals the judge knows
HUT, WRECK, BATTERY = 1, 8, 11   # the hut and its radio, the Wreck and the Battery found there (spec §20.14)


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


def standing(state: GameState, hero: Hero) -> float:
    """Scenario 5's hero in [0, 1]: the winner sure, a hero out nowhere, else by health, supplies and the stage."""
    if hero.status == WON:
        return 1.0
    if hero.status == ELIMINATED:
        return 0.0
    health = 1.0 - hero.damage() / len(hero.health) if hero.health else 0.0
    supplies = min(LAST_SUPPLIES, hero.count("food") + hero.count("clean_water")) / LAST_SUPPLIES
    stage = min(STAGES, state.stage) / STAGES
    return HEALTH_SHARE * health + SUPPLY_SHARE * supplies + STAGE_SHARE * stage


def evaluate(state: GameState) -> list[float]:
    """Each hero's chance (Scenario 1's survivors each win; Scenario 5's one winner is likeliest the healthiest)."""
    if state.expedition != SURVIVAL:
        return [standing(state, h) for h in state.heroes]
    demand = night_demand(state)
    goals = goal(state)
    return [chance(state, h, demand, goals) for h in state.heroes]
