"""Discover's greedy bot: rules of thumb for surviving and heading for the expedition's goals.

By day it heals what it can, cooks meat at a fire, takes what lies on its space, keeps a reserve of food and
water, plays the expedition card's actions, investigates the point of interest the stage asks for, crafts,
then walks (by the fewest steps) toward the stage's goal, a water source or tokens, scouting face-down tiles
on the way, and ends the turn when nothing is worth its stamina. In a fight it spends resources only where they
change the outcome. It looks only at what its player could see (its own hand, face-up tiles and tokens).
A first version: it outlives the random bot by a round or so but does not yet reach the rescue."""
from __future__ import annotations

from collections import deque
from typing import Any

from engine.common.hexes import Hex
from engine.kernel import Action, Decision, Game, Rng

from .carrying import move_cost

from .pieces import gather_targets, piece_named
from .board import neighbours, on_map, printed
from .combat import enemy_of
from .content import content
from .state import WATER, GameState, Hero, hex_of, key

RESERVE = 2          # food and water a hero likes to hold before heading off
LOW_STAMINA = 2      # below this, a hero ends the turn rather than wander


def own(decision: Decision, player: int) -> list[Action]:
    return [a for a in decision.legal if a.player == player] or list(decision.legal)


def first(actions: list[Action], kind: str, **args: object) -> Action | None:
    for a in actions:
        if a.kind == kind and all(a.get(k) == v for k, v in args.items()):
            return a
    return None


class GreedyBot:
    """Keeps itself fed and watered, heads for the expedition's goals and fights only when it must."""

    name = "greedy"

    def __init__(self) -> None:
        self.seen: set[tuple[int, int]] = set()     # (seat, point of interest) the bot has investigated

    def choose(self, game: Game[Any], state: Any, decision: Decision, player: int, rng: Rng) -> Action:
        actions = own(decision, player)
        if len(actions) == 1:
            return actions[0]
        s: GameState = state
        hero = s.heroes[player]
        pick = self._pick(s, hero, decision.prompt, actions)
        return pick if pick is not None else actions[rng.below(len(actions))]

    def _pick(self, s: GameState, hero: Hero, prompt: str, actions: list[Action]) -> Action | None:
        kinds = {a.kind for a in actions}
        if "modify" in kinds:
            return self._modify(s, hero, actions)
        if "support" in kinds or "duel_support" in kinds:
            return first(actions, "support", card="none") or first(actions, "duel_support", card="none")
        if "duel_modify" in kinds or "duel_take" in kinds:
            return next((a for a in actions if a.kind == "duel_take" and a["index"] != -1), None) or \
                first(actions, "duel_modify", use="pass")
        if "night_water" in kinds:
            return first(actions, "night_water", resource="clean_water")
        if "after_dirty_water" in kinds:
            return first(actions, "after_dirty_water", pay="filter") or first(actions, "after_dirty_water", pay="medicine")
        if "pass_chief" in kinds:
            return first(actions, "pass_chief", to=hero.seat)
        if "chief_vote" in kinds:
            return first(actions, "chief_vote", to=-1)
        if "choose" in kinds:
            return first(actions, "choose", option="key") or first(actions, "choose", option="yes") or \
                first(actions, "choose", option="normal") or actions[0]
        if "drop" in kinds or "drop_item" in kinds:
            return self._drop(hero, [a for a in actions if a.kind == "drop"]) if "drop" in kinds else \
                first(actions, "drop_item")
        if "share_done" in kinds:
            return first(actions, "share_done")
        if "trade_cancel" in kinds:
            return first(actions, "trade_cancel")
        if "trade_accept" in kinds:
            return first(actions, "trade_refuse")
        if "gather" in kinds or "end_turn" in kinds:
            return self._day(s, hero, actions)
        return actions[0]

    # --- by day --------------------------------------------------------------------------------------------------
    def _day(self, s: GameState, hero: Hero, actions: list[Action]) -> Action | None:
        for kind in ("card_action", "rest", "rekindle"):
            found = next((a for a in actions if a.kind == kind and (kind != "rest" or a["patient"] == hero.seat)), None)
            if found is not None:
                return found
        cook = [a for a in actions if a.kind == "cook"]
        if cook:
            return max(cook, key=lambda a: int(str(a["meat"])))
        if s.free_gather:
            gathers = [a for a in actions if a.kind == "gather"]
            return self._best_gather(s, hero, gathers) or first(actions, "skip_gather")
        gather = self._best_gather(s, hero, [a for a in actions if a.kind == "gather"])
        if gather is not None:
            return gather
        investigate = first(actions, "investigate")
        poi = self._poi(s, hero)
        if investigate is not None and poi is not None and self._worth_investigating(s, hero, poi):
            self.seen.add((hero.seat, poi))
            return investigate
        craft = next((a for a in actions if a.kind == "craft"), None)
        if craft is not None:
            return craft
        if hero.stamina < LOW_STAMINA:
            return self._toward(s, hero, actions, self._fires(s)) or first(actions, "end_turn")
        scout = next((a for a in actions if a.kind == "scout"), None)
        if scout is not None:
            return scout
        step = self._toward(s, hero, actions, self.goals(s, hero))
        if step is not None:
            return step
        return self._toward(s, hero, actions, self._fires(s)) or first(actions, "end_turn")

    def _fires(self, s: GameState) -> set[Hex]:
        """Spaces with a lit fire: a night there draws no threat card on most nights."""
        return {hex_of(k) for k, pieces in s.spaces.items() if any(p.lit for p in pieces)}

    def _poi(self, s: GameState, hero: Hero) -> int | None:
        space = printed(s, hex_of(str(hero.space))) if hero.space is not None else None
        return None if space is None else space.poi

    def _thirsty(self, hero: Hero) -> bool:
        return hero.count("clean_water") + hero.count("dirty_water") < RESERVE

    def _best_gather(self, s: GameState, hero: Hero, gathers: list[Action]) -> Action | None:
        """Landscape and resource tokens first; a water source while the reserve is short."""
        best: Action | None = None
        for a in gathers:
            piece = piece_named(s, str(hero.space), str(a["target"]))
            if piece is None:
                continue
            if piece.kind == WATER:
                if self._thirsty(hero) and best is None:
                    best = a
            elif piece.kind != "landscape" or piece.up or best is None:
                return a
        return best

    def _worth_investigating(self, s: GameState, hero: Hero, poi: int) -> bool:
        """The point of interest the current stage asks for, or one the bot has not investigated yet."""
        trigger = content().scenarios[s.expedition].stages[s.stage - 1].trigger
        if trigger is not None and trigger.params.get("poi") == poi:
            return True
        return (hero.seat, poi) not in self.seen and s.expedition == 1

    def goals(self, s: GameState, hero: Hero) -> set[Hex]:
        """Where to head: water when short, the stage's point of interest or objective spaces, else tokens."""
        c = content()
        out: set[Hex] = set()
        spaces = [h for h in c.cells if on_map(s, h)]
        if self._thirsty(hero) or hero.count("food") < 1:
            out |= {h for h in spaces if any(p.kind == WATER or p.kind == "landscape" for p in s.pieces(key(h)))}
        stage = c.scenarios[s.expedition].stages[s.stage - 1]
        if stage.trigger is not None and "poi" in stage.trigger.params:
            out |= {h for h in spaces if (p := printed(s, h)) is not None and p.poi == stage.trigger.params["poi"]}
        for action in stage.actions:
            if "poi" in action.effect.params:
                out |= {h for h in spaces if (p := printed(s, h)) is not None and p.poi == action.effect.params["poi"]}
            if action.effect.handler in ("signal_fire", "rescued"):
                out |= {h for h in spaces if (p := printed(s, h)) is not None and p.objective}
        if hero.count("meat") and hero.count("food") < RESERVE:
            out |= self._fires(s)
        if not out:
            out = {h for h in spaces if gather_targets(s, key(h)) and any(p.kind == "landscape" for p in s.pieces(key(h)))}
        if not out:       # the edge of the explored map: a face-down tile to scout next
            out = {h for h in spaces if any(n in c.cells and not on_map(s, n) for n in neighbours(h))}
        if hero.space is not None:
            out.discard(hex_of(hero.space))
        return out

    def _toward(self, s: GameState, hero: Hero, actions: list[Action], goals: set[Hex]) -> Action | None:
        """The first step of the shortest walk to one of `goals`, if the hero can pay it."""
        if hero.space is not None:
            goals = goals - {hex_of(hero.space)}
        if not goals or hero.space is None:
            return None
        start = hex_of(hero.space)
        came: dict[Hex, Hex] = {start: start}
        todo = deque([start])
        reached: Hex | None = None
        while todo:
            here = todo.popleft()
            if here in goals:
                reached = here
                break
            for n in neighbours(here):
                if n not in came and on_map(s, n):
                    came[n] = here
                    todo.append(n)
        if reached is None:
            return None
        while came[reached] != start:
            reached = came[reached]
        move = first(actions, "move", to=key(reached))
        space = printed(s, reached)
        if move is None or space is None or hero.stamina - move_cost(hero, space.terrain) < 0:
            return None
        return move

    # --- choices -------------------------------------------------------------------------------------------------
    def _drop(self, hero: Hero, actions: list[Action]) -> Action:
        """Drop what the hero holds most of (dirty water first)."""
        def weight(a: Action) -> tuple[int, int]:
            held = hero.resources[int(str(a["index"]))]
            return (held.resource == "dirty_water", hero.count(held.resource))
        return max(actions, key=weight)

    def _modify(self, s: GameState, hero: Hero, actions: list[Action]) -> Action | None:
        """Spend only where it turns a miss into a hit or a hit on the hero into a miss."""
        c = s.combat
        if c is None:
            return first(actions, "modify", use="pass")
        enemy = enemy_of(s, c)
        grey, red = c.grey + c.grey_mod, c.red + c.red_mod
        if grey < enemy.defense:
            for use in ("character",) + tuple(str(a["use"]) for a in actions if ":" in str(a["use"])):
                found = first(actions, "modify", use=use)
                if found is not None:
                    return found
            if grey == enemy.defense - 1 and first(actions, "modify", use="poison"):
                return first(actions, "modify", use="poison")
            if first(actions, "modify", use="wood"):
                return first(actions, "modify", use="wood")
        if enemy.attack is not None and red >= enemy.attack and hero.seat == c.fighter:
            if red == enemy.attack and first(actions, "modify", use="component"):
                return first(actions, "modify", use="component")
            if first(actions, "modify", use="stone"):
                return first(actions, "modify", use="stone")
        return first(actions, "modify", use="pass")

