"""Discover's greedy bot: rules of thumb for surviving and following the expedition.

By day it heals what it can spare the resource for, cooks meat at a fire, fishes, plays the expedition card's
actions, investigates the point of interest the stage asks for, stocks water and food where it stands, loots a
casualty, crafts what feeds, lights and heals first (never from what the stage needs), then walks the cheapest way
around monsters toward a fire to cook its only meat (if it can reach one today), toward the stage's goal when it is
within the day's walk, else toward what it needs most: water and food when out, meat to a fire, then the goal (the
Silver Key when it is on the map, then the hut, scouting the first ring; a stone or the Silver Key, scouting the far
ring for the Wreck; two components with the Battery, handed by the others to whoever holds it; the radio; wood and
an objective space for the signal fire, where it waits for the boat). It keeps what the stage needs out of its
fights and fires, and turns face-down tokens of a stack that hides enemies only for what it cannot do without. It
looks only at what its player could see (its own hand, face-up tiles and tokens, the backs of face-down ones and
the make-up of their stacks)."""
from __future__ import annotations

import heapq
from typing import Any

from engine.common.hexes import Hex
from engine.kernel import Action, Decision, Game, Rng, Seen

from .carrying import move_cost

from .abilities import item_effect
from .pieces import piece_named
from .board import neighbours, on_map, printed, slot_of
from .combat import enemy_of
from .content import content
from .night import at_fire
from .reducer import landscape_token
from .state import LANDSCAPE, MONSTER, RESOURCE, SPECIAL, WATER, GameState, Hero, Piece, hex_of, key

RESERVE = 2          # food and water below which a hero goes for more before anything else
STOCK = 3            # food and water a hero gathers up to when it stands by them
LOW_STAMINA = 2      # below this, a hero crafts nothing
CAREFUL = 2          # from this much damage on, a face-down token (it may be an enemy) is turned only for food
DEFEND = "defend"    # the support card that lowers the enemy die (spec §20.9)
SAFE_STACK = 0.1     # a landscape stack with at most this share of harmful enemies is turned for anything wanted
SURVIVAL = 1         # Scenario 1: the expedition the bot's plan knows (the hut, the Battery, the signal fire)
BATTERY = 11         # the search card the radio needs (spec §20.14)
WRECK = 8            # the point of interest where the Battery is found (spec §20.8)
KEY = 33             # the point of interest (and search card) of the Silver Key
HUT = 1              # the point of interest of the hut and its radio (spec §20.14)
HUT_STACK = "1"      # the stack of tiles the hut lies among (spec §20.5)
WRECK_STACK = "2"    # the stack of tiles the Wreck and the objective spaces are among (spec §20.5)


KEEP = {"food": 4, "clean_water": 4, "meat": 3, "dirty_water": 2, "wood": 2, "component": 2, "medicine": 2,
        "stone": 1, "poison": 1}   # how many of each resource the bot keeps before it drops any at the limit
CRAFT_ORDER = ("gain_near_terrain", "light_fire", "heal_with_marker", "water_filter")   # by the item's handler


def _handler(s: GameState, hero: Hero, source: str) -> str | None:
    """The handler of the card a `use_card` names: one of the hero's items, an upgrade in play, the character."""
    kind, _, rest = source.partition(":")
    if kind == "item":
        effect = item_effect(hero.items[int(rest)])[0]
    elif kind == "upgrade":
        effect = content().search[int(rest)].effect
    else:
        effect = content().characters[hero.character].effect if hero.character else None
    return None if effect is None else effect.handler


def _resource_of(piece: Piece) -> str | None:
    """The resource a face-up token gives when gathered (None: an enemy, a search card, a fire)."""
    if piece.kind == RESOURCE:
        return piece.id
    if piece.kind == LANDSCAPE:
        return landscape_token(piece.id).resource
    if piece.kind == WATER:
        return _water_of(piece)
    return None


def _water_of(piece: Piece) -> str:
    return dict(content().island.water_sources).get(piece.id, "clean_water")


def _stack_holds(stack: str) -> set[str]:
    """The resources some token of a landscape stack gives (what its back promises: public knowledge)."""
    tokens = content().island.landscape[stack].tokens if stack in content().island.landscape else ()
    return {t.resource for t in tokens if t.resource is not None}


def _stack_risk(stack: str) -> float:
    """The share of a landscape stack's tokens that are enemies that can hurt (public: the stack's make-up)."""
    tokens = content().island.landscape[stack].tokens if stack in content().island.landscape else ()
    harmful = [t for t in tokens if t.enemy is not None and content().enemies[t.enemy].attack is not None]
    return len(harmful) / len(tokens) if tokens else 0.0


def own(decision: Decision, player: int) -> list[Action]:
    return [a for a in decision.legal if a.player == player] or list(decision.legal)


def first(actions: list[Action], kind: str, **args: object) -> Action | None:
    for a in actions:
        if a.kind == kind and all(a.get(k) == v for k, v in args.items()):
            return a
    return None


def radio_holder(s: GameState) -> int | None:
    """In stage 2, the hero holding the Battery while short of the two components the radio needs."""
    if s.expedition != SURVIVAL or s.stage != 2:
        return None
    for h in s.heroes:
        if h.status == "active" and any(i.deck == "search" and i.number == BATTERY for i in h.items):
            return h.seat if h.count("component") < 2 else None
    return None


def offer(s: GameState, hero: Hero, actions: list[Action]) -> Action:
    """A trade being put together: give the Battery's holder components until they have two, then propose; any
    other trade is cancelled (the rule of thumb trades for the radio alone)."""
    partner = int(s.trade["partner"][0]) if s.trade is not None else -1
    cancel = first(actions, "trade_cancel")
    assert cancel is not None
    if partner != radio_holder(s):
        return cancel
    given = len(s.trade["give"]) if s.trade is not None else 0
    if s.heroes[partner].count("component") + given < 2:
        for a in actions:
            thing = str(a.get("thing", ""))
            if a.kind == "trade_add" and a["side"] == "give" and thing.startswith("resource:") and \
                    hero.resources[int(thing.split(":")[1])].resource == "component":
                return a
    return first(actions, "trade_propose") or cancel


class GreedyBot:
    """Keeps itself fed and watered, heads for the expedition's goals and fights only when it must."""

    name = "greedy"

    def __init__(self) -> None:
        self.seen: set[tuple[int, int]] = set()     # (seat, point of interest) the bot has investigated
        self._frontiers: dict[str | None, tuple[GameState, frozenset[Hex]]] = {}   # one decision's, by stack

    def choose(self, game: Game[Any], seen: Seen[Any], decision: Decision, player: int, rng: Rng) -> Action:
        actions = own(decision, player)
        if len(actions) == 1:
            return actions[0]
        s: GameState = seen.draw(rng)   # a table its seat cannot tell from the real one: it never sees what is hidden
        hero = s.heroes[player]
        pick = self._pick(s, hero, decision.prompt, actions)
        return pick if pick is not None else actions[rng.below(len(actions))]

    def answer(self, s: GameState, hero: Hero, prompt: str, actions: list[Action]) -> Action | None:
        """The rule of thumb's move on a whole state already drawn (a search's playout), None where it has none."""
        return self._pick(s, hero, prompt, actions)

    def _pick(self, s: GameState, hero: Hero, prompt: str, actions: list[Action]) -> Action | None:
        self._frontiers.clear()
        kinds = {a.kind for a in actions}
        if "modify" in kinds:
            return self._modify(s, hero, actions)
        if "support" in kinds:
            return self._support(hero, actions)
        if "duel_support" in kinds:
            return first(actions, "duel_support", card="none")
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
            return offer(s, hero, actions)
        if "trade_accept" in kinds:
            gift = s.trade is not None and not s.trade["take"]
            return first(actions, "trade_accept" if gift else "trade_refuse")
        if "gather" in kinds or "end_turn" in kinds:
            return self._day(s, hero, actions)
        return actions[0]

    # --- by day --------------------------------------------------------------------------------------------------
    def _day(self, s: GameState, hero: Hero, actions: list[Action]) -> Action | None:
        """Heal, cook, play the expedition card, investigate the stage's point of interest, stock up on water and
        food where it stands, then walk toward what it needs most; end the turn when nothing is worth the stamina
        (unspent stamina carries to tomorrow)."""
        finish = self._finishing(s, hero, actions)
        if finish is not None:
            return finish
        heal = self._rest(hero, actions)
        if heal is not None:
            return heal
        cook = [a for a in actions if a.kind == "cook"]
        if cook:
            return max(cook, key=lambda a: int(str(a["meat"])))
        use = self._use_card(s, hero, [a for a in actions if a.kind == "use_card"])
        if use is not None:
            return use
        if s.free_gather:
            return self._best_gather(s, hero, [a for a in actions if a.kind == "gather"]) or \
                first(actions, "skip_gather")
        rekindle = first(actions, "rekindle")
        spare = hero.count("wood") > self._stage_needs(s, hero).get("wood", 0)
        if rekindle is not None and (hero.count("meat") and (spare or not hero.count("food") and
                                                             not self._final_stage(s)) or
                                     self._final_stage(s) and self._on_objective(s, hero)):
            return rekindle
        investigate = first(actions, "investigate")
        poi = self._poi(s, hero)
        if investigate is not None and poi is not None and self._worth_investigating(s, hero, poi):
            self.seen.add((hero.seat, poi))
            return investigate
        gather = self._best_gather(s, hero, [a for a in actions if a.kind == "gather"])
        if gather is not None:
            return gather
        loot = self._loot(s, hero, [a for a in actions if a.kind == "loot"])
        if loot is not None:
            return loot
        craft = self._craft(s, hero, [a for a in actions if a.kind == "craft"])
        if craft is not None:
            return craft
        if self._waiting_for_the_boat(s, hero):
            return first(actions, "end_turn")
        holder = radio_holder(s)
        if holder is not None and holder != hero.seat and hero.count("component"):
            give = first(actions, "trade", partner=holder)
            if give is not None:
                return give
        goals = self.goals(s, hero)
        scout = self._scout(s, hero, actions)
        if scout is not None and not self._stage_goals(s, hero, [h for h in content().cells if on_map(s, h)]):
            return scout                  # the stage's goal is not on the map yet: turn tiles first
        step = self._toward(s, hero, actions, goals)
        if step is not None:
            return step
        if scout is not None:
            return scout
        if not goals or self._route(s, hero, goals) is None:
            explore = self._toward(s, hero, actions, self._frontier(s))
            if explore is not None:
                return explore
        return first(actions, "end_turn")

    def _finishing(self, s: GameState, hero: Hero, actions: list[Action]) -> Action | None:
        """The expedition card's actions: the rescue itself first, the radio, the signal fire where none burns."""
        card = [a for a in actions if a.kind == "card_action"]
        stage = content().scenarios[s.expedition].stages[s.stage - 1]
        handlers = {i: act.effect.handler for i, act in enumerate(stage.actions)}
        for wanted in ("rescued", "power_the_radio", "signal_fire"):
            for a in card:
                if a.get("source") == "expedition" and handlers.get(int(str(a["index"]))) == wanted:
                    if wanted == "signal_fire" and any(p.lit for p in s.pieces(str(hero.space))):
                        continue
                    return a
        return None

    def _use_card(self, s: GameState, hero: Hero, uses: list[Action]) -> Action | None:
        """Fish while short of food and not at the limit, heal with a card's markers, light a fire to cook meat."""
        for a in uses:
            handler = _handler(s, hero, str(a["source"]))
            if handler == "gain_near_terrain" and self._food(hero) < STOCK + 1 and \
                    self._load(hero) < content().rules.carrying_limit:
                return a
            if handler == "heal_with_marker" and str(a["target"]).startswith(f"{hero.seat}:") and \
                    not str(a["target"]).endswith(":injury") or handler == "heal_with_marker" and \
                    str(a["target"]) == f"{hero.seat}:injury" and hero.damage() >= 2:
                return a
            if handler == "light_fire" and not at_fire(s, hero) and (hero.count("meat") or self._on_objective(s, hero)):
                return a
        return None

    def _loot(self, s: GameState, hero: Hero, loots: list[Action]) -> Action | None:
        """From a casualty on its space: the Battery, then what the hero is short of (spec §12.2)."""
        wanted = self._wanted(s, hero) | set(self._urgent(s, hero))
        for a in loots:
            kind, _, index = str(a["take"]).partition(":")
            casualty = s.heroes[int(str(a["casualty"]))]
            if kind == "item" and casualty.items[int(index)].number == BATTERY and \
                    casualty.items[int(index)].deck == "search":
                return a
            if kind == "resource" and casualty.resources[int(index)].resource in wanted and \
                    self._load(hero) < content().rules.carrying_limit:
                return a
        return None

    def _craft(self, s: GameState, hero: Hero, crafts: list[Action]) -> Action | None:
        """The items that feed, water and heal first; nothing that spends what the expedition's next stage needs."""
        if hero.stamina <= LOW_STAMINA:
            return None
        def rank(a: Action) -> int:
            effect = content().items[int(str(a["number"]))].effect
            return CRAFT_ORDER.index(effect.handler) if effect is not None and effect.handler in CRAFT_ORDER \
                else len(CRAFT_ORDER)
        owned = {i.number for i in hero.items if i.deck == "crafted"}
        for a in sorted(crafts, key=rank):
            if int(str(a["number"])) in owned:
                continue                  # a second copy only replaces the first (spec §8.3)
            item = content().items[int(str(a["number"]))]
            needed = self._stage_needs(s, hero)
            early = rank(a) == 0 and (s.expedition != SURVIVAL or s.stage == 1)
            if early or all(hero.count(r) - n >= needed.get(r, 0) for r, n in item.cost.items()):
                return a
        return None

    def _stage_needs(self, s: GameState, hero: Hero) -> dict[str, int]:
        """What the expedition's next step spends from the hero's hand (Scenario 1)."""
        if s.expedition != SURVIVAL:
            return {}
        if s.stage <= 2:
            return {"component": 2, "stone": 0 if self._battery(s) else 1, "wood": 2}
        if self._final_stage(s):
            return {"wood": 2}
        return {}

    def _rest(self, hero: Hero, actions: list[Action]) -> Action | None:
        """Heal its own damage when it can spare the resource or when one more damage would be close to the end."""
        rests = [a for a in actions if a.kind == "rest" and a["patient"] == hero.seat and a["damage"] != "injury"]
        for a in sorted(rests, key=lambda a: (a["resource"] == "dirty_water", a["resource"] == "doctor")):
            resource = str(a["resource"])
            if resource == "doctor" or a["damage"] == "fever" or hero.count(resource) >= 2 or hero.damage() >= 2:
                return a
        return None

    def _waiting_for_the_boat(self, s: GameState, hero: Hero) -> bool:
        """At the signal fire on an objective space, fed and watered: stay there until the boat comes."""
        if s.expedition != SURVIVAL or not self._final_stage(s) or hero.space is None:
            return False
        space = printed(s, hex_of(hero.space))
        fed = self._water(hero) >= 1 and self._food(hero) >= 1
        soon = s.stage_markers <= 1       # the boat comes tomorrow at the latest: hold on, hungry or not
        return space is not None and space.objective and at_fire(s, hero) and (fed or soon)

    def _on_objective(self, s: GameState, hero: Hero) -> bool:
        """On an objective space in the last stage: where a fire must burn for the boat."""
        if s.expedition != SURVIVAL or not self._final_stage(s) or hero.space is None:
            return False
        space = printed(s, hex_of(hero.space))
        return space is not None and space.objective

    def _final_stage(self, s: GameState) -> bool:
        return content().scenarios[s.expedition].stages[s.stage - 1].final

    def _water(self, hero: Hero) -> int:
        return hero.count("clean_water") + hero.count("dirty_water")

    def _food(self, hero: Hero) -> int:
        return hero.count("food") + hero.count("meat")

    def _load(self, hero: Hero) -> int:
        return len(hero.resources) + len(hero.items)

    def _fires(self, s: GameState) -> set[Hex]:
        """Spaces with a lit fire: meat is cooked there, and a night there draws no threat card on most nights."""
        return {hex_of(k) for k, pieces in s.spaces.items() if any(p.lit for p in pieces)}

    def _poi(self, s: GameState, hero: Hero) -> int | None:
        space = printed(s, hex_of(str(hero.space))) if hero.space is not None else None
        return None if space is None else space.poi

    def _thirsty(self, hero: Hero) -> bool:
        return self._water(hero) < RESERVE

    def _wanted(self, s: GameState, hero: Hero) -> set[str]:
        """The resources the hero is short of now: water and food first, then what the stage asks for."""
        out: set[str] = set()
        if self._water(hero) < STOCK:
            out |= {"clean_water", "dirty_water"}
        if self._food(hero) < STOCK:
            out |= {"food", "meat"}
        if s.expedition == SURVIVAL:
            if s.stage == 2:
                if not self._battery(s) and not hero.count("stone"):
                    out.add("stone")
                if hero.count("component") < 2:
                    out.add("component")
            if s.stage >= 2 and hero.count("wood") < 2:
                out.add("wood")       # the signal fire of the last stage burns 2 wood: ready before the radio
            if hero.count("wood") < 1 or (hero.count("meat") and not self._fires(s)):
                out.add("wood")       # a fire gone out is lit again with wood, and meat is eaten cooked
        if hero.damage() and "sickness" in hero.health:
            out.add("medicine")
        return out

    def _best_gather(self, s: GameState, hero: Hero, gathers: list[Action]) -> Action | None:
        """A wanted face-up resource first, then water from a source while short of it, then a face-down token (it
        may be anything, an enemy too); nothing more once the load is at the carrying limit but what it needs."""
        best: tuple[int, Action] | None = None
        for a in gathers:
            piece = piece_named(s, str(hero.space), str(a["target"]))
            score = 0 if piece is None else self._worth(s, hero, piece)
            if score and (best is None or score > best[0]):
                best = (score, a)
        return None if best is None else best[1]

    def _worth(self, s: GameState, hero: Hero, piece: Piece) -> int:
        """How much a token on the map is worth gathering now (0: leave it); the goals use the same measure."""
        wanted = self._wanted(s, hero)
        full = self._load(hero) >= content().rules.carrying_limit - 1
        given = _resource_of(piece) if piece.up or piece.kind == WATER else None
        if full and given is not None and hero.count(given) >= KEEP.get(given, 0):
            return 0                      # it would be dropped again at the carrying limit
        if piece.kind == WATER:
            drink = _water_of(piece) if piece.up else "clean_water"
            return 3 if self._water(hero) < STOCK + (drink == "clean_water") - full * STOCK else 0
        if piece.up:
            resource = _resource_of(piece)
            return 4 if resource in wanted else 1 if resource is not None and not full else 0
        if piece.kind != LANDSCAPE or not wanted & _stack_holds(piece.id[0]):
            return 0
        urgent = self._urgent(s, hero) & _stack_holds(piece.id[0])
        if _stack_risk(piece.id[0]) <= SAFE_STACK and hero.damage() < CAREFUL:
            return 2
        if urgent and hero.damage() < content().rules.health_indicators - 1:
            return 2
        return 0

    def _urgent(self, s: GameState, hero: Hero) -> set[str]:
        """What is worth turning a token that may be an enemy for: the stage's own needs, food when none is left."""
        out = {r for r, n in self._stage_needs(s, hero).items() if hero.count(r) < n}
        if self._food(hero) < 1:
            out |= {"food", "meat"}
        if self._water(hero) < 1:
            out |= {"clean_water", "dirty_water"}
        return out

    def _key(self, hero: Hero) -> bool:
        """The Silver Key opens the Wreck's blocked door without a stone (its card + 1: the Cockpit, §8.6)."""
        return any(i.deck == "search" and i.number == KEY for i in hero.items)

    def _key_hidden(self, s: GameState, hero: Hero) -> bool:
        """In stage 1, the Silver Key may still lie on a face-down tile of the first ring (its point of interest
        not on the map, not yet looked at, no hero holding it): the ring is worth turning before the hut's back
        window cuts the hero (search cards 1 and 3; with the key, card 2: the bed, spec §16.5, §20.8)."""
        if s.expedition != SURVIVAL or s.stage != 1 or any(self._key(h) for h in s.heroes) or \
                (hero.seat, KEY) in self.seen:
            return False
        if any((p := printed(s, h)) is not None and p.poi == KEY for h in content().cells if on_map(s, h)):
            return False
        return bool(self._frontier(s, HUT_STACK))

    def _battery(self, s: GameState) -> bool:
        """Someone holds the Battery (the radio's expedition item)."""
        return any(i.deck == "search" and i.number == BATTERY for h in s.heroes for i in h.items)

    def _worth_investigating(self, s: GameState, hero: Hero, poi: int) -> bool:
        """The point of interest the current stage asks for, or one the bot has not investigated yet."""
        trigger = content().scenarios[s.expedition].stages[s.stage - 1].trigger
        if s.expedition == SURVIVAL and poi == HUT and self._key_hidden(s, hero):
            return False                  # without the Silver Key the hut is entered through the window: a cut
        if trigger is not None and trigger.params.get("poi") == poi:
            return True
        if s.expedition == SURVIVAL and poi == WRECK and s.stage == 2 and not self._battery(s):
            return hero.count("stone") >= 1 or self._key(hero)
        return (hero.seat, poi) not in self.seen and s.expedition == SURVIVAL and poi not in (WRECK, 1)

    def goals(self, s: GameState, hero: Hero) -> set[Hex]:
        """Where to head: water and food when short, else the stage's goal (its point of interest, the Wreck for
        the Battery, the hut with it, an objective space with wood), else tokens to gather."""
        spaces = [h for h in content().cells if on_map(s, h)]
        reserve = 1 if s.expedition == SURVIVAL and self._final_stage(s) else RESERVE   # the boat comes first
        stage = self._stage_goals(s, hero, spaces)
        if hero.space is not None and hex_of(hero.space) in stage:
            return set()              # the goal is where the hero stands: stay (walking off and back wastes the day)
        if hero.count("food") < 1 and hero.count("meat"):
            fire = self._route(s, hero, self._fires(s))
            if fire is not None and fire[1] <= hero.stamina:
                return self._fires(s)     # nothing to eat tonight but meat: to a fire to cook it while it can
        route = self._route(s, hero, stage)
        if route is not None and route[1] <= hero.stamina:
            return stage              # the stage's goal is within today's walk: the reserves can wait
        if self._water(hero) < 1 and self._sources(s, spaces):
            return self._sources(s, spaces)
        if hero.count("food") < 1:        # nothing to eat tonight: cook the meat held, or find food
            found = self._cooking(s, hero, spaces) or self._tokens(s, hero, spaces, {"food", "meat"})
            if found:
                return found
        if self._water(hero) < reserve:
            found = self._sources(s, spaces)
            if found:
                return found
        if hero.count("food") < reserve:
            found = self._cooking(s, hero, spaces) or self._tokens(s, hero, spaces, {"food", "meat"})
            if found:
                return found
        out = set(stage)
        if not out and hero.count("meat") and self._fires(s):
            out = self._fires(s)
        if not out:
            out = self._tokens(s, hero, spaces, self._wanted(s, hero))
        if not out and self._water(hero) < STOCK:
            out = self._sources(s, spaces)
        if hero.space is not None:
            out.discard(hex_of(hero.space))
        return out

    def _cooking(self, s: GameState, hero: Hero, spaces: list[Hex]) -> set[Hex]:
        """Meat is eaten cooked: the nearest lit fire, or one gone out to light again with wood (or wood for it)."""
        if not hero.count("meat"):
            return set()
        return self._fires(s) or (self._unlit(s) if hero.count("wood") else self._tokens(s, hero, spaces, {"wood"}))

    def _stage_goals(self, s: GameState, hero: Hero, spaces: list[Hex]) -> set[Hex]:
        def poi(n: int) -> set[Hex]:
            return {h for h in spaces if (p := printed(s, h)) is not None and p.poi == n}
        if s.expedition != SURVIVAL:
            return set()
        if s.stage == 1:
            if poi(KEY) and not any(self._key(h) for h in s.heroes) and (hero.seat, KEY) not in self.seen:
                return poi(KEY)           # the Silver Key first: the hut's door then opens on the bed, not the cut
            if self._key_hidden(s, hero):
                return self._frontier(s, HUT_STACK)   # the key's tile may still lie face down: turn the first ring
            return poi(HUT) or self._frontier(s, HUT_STACK) or self._frontier(s)
        if s.stage == 2:
            mine = any(i.deck == "search" and i.number == BATTERY for i in hero.items)
            if mine and hero.count("component") >= 2:
                return poi(HUT)
            holder = radio_holder(s)
            if holder is not None and holder != hero.seat and hero.count("component"):
                where = s.heroes[holder].space
                return {hex_of(where)} if where is not None else set()
            if mine:                      # the Battery in hand: components for the radio, then the hut
                return self._tokens(s, hero, spaces, {"component"}) or self._frontier(s)
            if not self._battery(s):
                wreck = poi(WRECK)
                opener = hero.count("stone") or self._key(hero)
                if opener and wreck:
                    return wreck
                out = set() if wreck else self._frontier(s, WRECK_STACK)   # the Wreck lies on a far tile
                if not opener:
                    out |= self._tokens(s, hero, spaces, {"stone"})
                    if poi(KEY) and not any(self._key(h) for h in s.heroes) and (hero.seat, KEY) not in self.seen:
                        out |= poi(KEY)
                return out or self._frontier(s)
            needed: set[str] = {r for r in ("stone", "component") if r in self._wanted(s, hero)}
            return self._tokens(s, hero, spaces, needed)
        burning = {h for h in spaces if (p := printed(s, h)) is not None and p.objective and h in self._fires(s)}
        objectives = {h for h in spaces if (p := printed(s, h)) is not None and p.objective and
                      not any(q.kind in (MONSTER, SPECIAL) for q in s.pieces(key(h)))}
        if burning:
            return burning
        if hero.count("wood") >= 2:
            return objectives or self._frontier(s, WRECK_STACK)
        return self._tokens(s, hero, spaces, {"wood"}) or self._frontier(s)   # new tiles bring new tokens

    def _unlit(self, s: GameState) -> set[Hex]:
        """Spaces with a fire or the campsite gone out: a Rekindle (1 wood) lights them again."""
        return {hex_of(k) for k, pieces in s.spaces.items() if any(p.kind in ("fire", "camp") and not p.lit
                                                                   for p in pieces)}

    def _sources(self, s: GameState, spaces: list[Hex]) -> set[Hex]:
        return {h for h in spaces if any(p.kind == WATER for p in s.pieces(key(h)))}

    def _tokens(self, s: GameState, hero: Hero, spaces: list[Hex], wanted: set[str]) -> set[Hex]:
        """Spaces with a token worth gathering that gives (or whose face-down stack may give) a wanted resource."""
        out: set[Hex] = set()
        for h in spaces:
            for p in s.pieces(key(h)):
                if p.kind == WATER or not self._worth(s, hero, p):
                    continue
                if (p.up and _resource_of(p) in wanted) or (not p.up and wanted & _stack_holds(p.id[0])):
                    out.add(h)
        return out

    def _frontier(self, s: GameState, stack: str | None = None) -> set[Hex]:
        """Spaces beside a face-down tile (of `stack`, if named): where a Scout can turn it."""
        known = self._frontiers.get(stack)
        if known is not None and known[0] is s:
            return set(known[1])
        c = content()
        stacks = {slot.id: slot.stack for slot in c.island.slots}

        def hidden(n: Hex) -> bool:
            return n in c.cells and not on_map(s, n) and (stack is None or stacks.get(str(slot_of(n))) == stack)
        out = {h for h in c.cells if on_map(s, h) and any(hidden(n) for n in neighbours(h))}
        self._frontiers[stack] = (s, frozenset(out))
        return out

    def _scout(self, s: GameState, hero: Hero, actions: list[Action]) -> Action | None:
        """Turn a face-down tile next to the hero, the stack the stage's goal lies in first (stack 1 holds the hut,
        stack 2 the Wreck and the objective spaces)."""
        scouts = [a for a in actions if a.kind == "scout"]
        if not scouts or hero.stamina <= 1:
            return None
        want = "1" if s.stage == 1 else "2"
        stack = {slot.id: slot.stack for slot in content().island.slots}
        return min(scouts, key=lambda a: stack.get(str(a["slot"])) != want)

    def _route(self, s: GameState, hero: Hero, goals: set[Hex]) -> tuple[Hex, int] | None:
        """The first step of the cheapest walk to one of `goals` (stamina by terrain; monsters' spaces avoided on
        the way) and the walk's whole cost."""
        if hero.space is None or not goals:
            return None
        start = hex_of(hero.space)
        best: dict[Hex, int] = {start: 0}
        first_step: dict[Hex, Hex] = {}
        todo: list[tuple[int, int, Hex]] = [(0, 0, start)]
        costs: dict[str, int] = {}      # a terrain's price for this hero, worked out once a walk
        order = 0
        while todo:
            cost, _, here = heapq.heappop(todo)
            if cost > best.get(here, cost):
                continue
            if here in goals and here != start:
                return first_step[here], cost
            if here != start and any(p.kind in (MONSTER, SPECIAL) for p in s.pieces(key(here))):
                continue
            for n in neighbours(here):
                space = printed(s, n)
                if space is None or not on_map(s, n):
                    continue
                price = costs.get(space.terrain)
                if price is None:
                    price = costs[space.terrain] = move_cost(hero, space.terrain)
                step = cost + price
                if step < best.get(n, 1 << 30):
                    best[n] = step
                    first_step[n] = n if here == start else first_step[here]
                    order += 1
                    heapq.heappush(todo, (step, order, n))
        return None

    def _toward(self, s: GameState, hero: Hero, actions: list[Action], goals: set[Hex]) -> Action | None:
        """The first step of the cheapest walk to one of `goals`, if the hero can pay it now."""
        route = self._route(s, hero, goals)
        if route is None:
            return None
        return first(actions, "move", to=key(route[0]))

    # --- choices -------------------------------------------------------------------------------------------------
    def _drop(self, hero: Hero, actions: list[Action]) -> Action:
        """Drop what the hero holds most beyond what it keeps of each resource (water and food last)."""
        def surplus(a: Action) -> tuple[int, int]:
            held = hero.resources[int(str(a["index"]))]
            keep = KEEP.get(held.resource, 0)
            return hero.count(held.resource) - keep, -keep
        return max(actions, key=surplus)

    def _support(self, hero: Hero, actions: list[Action]) -> Action | None:
        """A supporter with damage to spare plays Defend (used only when it saves the fighter, so it costs nothing)."""
        if hero.damage() < content().rules.health_indicators - 1:
            return first(actions, "support", card=DEFEND) or first(actions, "support", card="none")
        return first(actions, "support", card="none")

    def _modify(self, s: GameState, hero: Hero, actions: list[Action]) -> Action | None:
        """Spend only where it turns a miss into a hit or a hit on the hero into a miss."""
        c = s.combat
        if c is None:
            return first(actions, "modify", use="pass")
        enemy = enemy_of(s, c)
        grey, red = c.grey + c.grey_mod, c.red + c.red_mod
        if hero.seat != c.fighter:
            card = content().support.get(str(c.played.get(str(hero.seat))))
            defend = first(actions, "modify", use=DEFEND)
            if card is not None and defend is not None and enemy.attack is not None and \
                    red >= enemy.attack > red + int(card.effect.params["add"]):
                return defend
            return first(actions, "modify", use="pass")
        needs = self._stage_needs(s, hero)
        dying = hero.damage() >= content().rules.health_indicators - 1
        actions = [a for a in actions if dying or a["use"] not in needs or
                   hero.count(str(a["use"])) > needs[str(a["use"])]]   # the stage's resources kept if it can
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

