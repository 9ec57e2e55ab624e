"""How an unfinished game of Discover looks to a search bot: each hero's health and supplies, and how far the
expedition has come (its stage), as each hero's chance to be among the survivors."""
from __future__ import annotations

from .state import ELIMINATED, WON, GameState, Hero

HEALTH_SHARE = 0.5     # of a hero's chance: the health it has left
SUPPLY_SHARE = 0.2     # food and clean water in hand, up to `SUPPLIES`
STAGE_SHARE = 0.3      # the expedition's stage, of `STAGES`
SUPPLIES = 4
STAGES = 4


def chance(state: GameState, hero: Hero) -> float:
    """A hero's chance in [0, 1]: sure once rescued or the winner, none once out, else by its condition."""
    if hero.status == WON:
        return 1.0
    if hero.status == ELIMINATED:
        return 0.0
    health = 1.0 - hero.damage() / len(hero.health) if hero.health else 0.0
    supplies = min(SUPPLIES, hero.count("food") + hero.count("clean_water")) / SUPPLIES
    stage = min(STAGES, state.stage) / STAGES
    return HEALTH_SHARE * health + SUPPLY_SHARE * supplies + STAGE_SHARE * stage


def evaluate(state: GameState) -> list[float]:
    """Each hero's chance (Scenario 1's survivors each win; Scenario 5's one winner is likeliest the healthiest)."""
    return [chance(state, h) for h in state.heroes]
