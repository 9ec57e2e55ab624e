"""Discover: Lands Unknown as a kernel Game: new state (or a scenario's forced results), the current question
(the characters are chosen secretly and revealed together), resolving, views that hide what a player may not
see, and the invariants a random game must keep. Registered by its manifest.toml."""
from __future__ import annotations

import math
from collections import Counter
from typing import Any, Sequence

from engine.common import decks
from engine.common.plain_copy import plain_copy
from engine.common.scenario import read_forced, scenario_data, scenario_node
from engine.kernel import Action, ConfigError, Context, Decision, Event, Game, GameConfig, Outcome, Reveal, Rng
from engine.kernel.canonical import JsonObject, to_jsonable
from engine.kernel.strings import Message
from engine.kernel.reveal import CHOICES_SHOWN, TILE_TURNED

from . import describe, refusals
from . import abilities, anytime, combat, craft, day, expedition, night, scenario5, setup, threats, trade  # noqa: F401  (register their steps)
from .board import on_map
from .bots import GreedyBot, offer, own
from .content import content
from .scenario import laid_tiles
from .flow import FLOW
from .reducer import REDUCERS
from .trade import OFFER_PROMPT
from .state import ACTIVE, CHOOSE, ELIMINATED, LANDSCAPE, MONSTER, OVER, WATER, WON, GameState, Hero, hex_of

SCENARIO = "scenario"           # the option naming the scenario played: 1 (default) or 5 (the manifest's choice)
SCENARIOS = (1, 5)
LAST_STANDING = 5               # the competitive scenario: one winner (spec §18)
HIDDEN = "hidden"               # what a view shows in place of a secret
ROUTINE_PROMPTS = frozenset({OFFER_PROMPT, "discover.prompt.pass_chief", "discover.prompt.drop"})
SURVIVAL_HORIZON = 8            # Scenario 1: decisions played on at random past the search's tree before the judge
SURVIVAL_LEAN = 0.02            # Scenario 1: how much likelier a rescue the search's move must look than greedy's
# Scenario 1: greedy moves whose worth the judge cannot see (a search card's item or the Silver Key, a tile turned
# toward the stage's goal, a craft, a card's use, a trade for the radio), so the search never overrides them
BLIND = frozenset({"investigate", "scout", "craft", "use_card", "trade", "loot"})
# Moves that cost nothing and change nothing a judge reads: a trade opened (the rule of thumb may cancel it), a resource
# put onto or taken off a carrier, a double token broken. Weighed by a search they only spend its horizon, and a table
# judged earlier in the day looked better: Scenario 5's search opened and cancelled one trade 6,473 times in a round.
FREE = frozenset({"trade", "load", "unload", "break_token"})

# The rules of thumb Scenario 5's playouts follow, on the state the search drew (its `_frontiers` cache is keyed by the
# state it was filled for; what it remembers of investigated points of interest is Scenario 1's alone).
_RULE_OF_THUMB = GreedyBot()


class Discover(Game[GameState]):
    """Discover: Lands Unknown on the Island, Scenario 1 (survive together) and Scenario 5 (one winner)."""

    # Scenario 5 (Scenario 1: `SURVIVAL_HORIZON`, `SURVIVAL_LEAN`, see `rollout_length` and `lean`)
    rollout_decisions = 8      # a few decisions played on at random, then judged (judge.py sees the coming night)
    lean_margin = 0.02         # a step or two nearer the goal is worth less; a damage spared or a night fed, more

    reducers = REDUCERS
    refused_kinds = refusals.KINDS

    def refusal(self, state: GameState, action: Action) -> Message | None:
        """The rule that forbids an action, in its words (refusals.py): whose turn, stamina, face-down tiles."""
        return refusals.refusal(state, self.decision(state), action)

    def validate_config(self, config: GameConfig) -> None:
        """Scenario 5 needs at least 2 players (spec §18)."""
        super().validate_config(config)
        number = config.options.get(SCENARIO, SCENARIOS[0])
        if number not in SCENARIOS:
            raise ConfigError("discover.config.scenario", got=str(number))
        if config.players < content().scenarios[int(number)].min_players:
            raise ConfigError("discover.config.scenario_players", scenario=number,
                              least=content().scenarios[int(number)].min_players)

    def new_state(self, config: GameConfig) -> GameState:
        number = config.options.get(SCENARIO, SCENARIOS[0])
        state = GameState(rng=Rng.from_seed(config.seed).state, expedition=int(str(number)),
                          players_at_start=config.players, heroes=[Hero(seat=i) for i in range(config.players)])
        data = scenario_data(config.options)
        if data is not None:
            state.forced = read_forced(scenario_node(data))
            state.tiles = laid_tiles(data)       # fixture tiles, laid before setup deals the others (PD-FIXTURE-MAP)
        return state

    def decision(self, state: GameState) -> Decision | None:
        if state.step == OVER:
            return None
        if state.step == CHOOSE:
            return choose_characters(state)
        return FLOW.decision(state, state.step, ())

    def resolve(self, ctx: Context, action: Action) -> None:
        FLOW.resolve(ctx, action)

    def describe(self, event: Event, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        """The event's log line, en or pl, players called by their seats' names (describe.py)."""
        return describe.describe(event, state, lang, names)

    def tell(self, action: Action, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        """A move whose events are only bookkeeping, in words (describe.py)."""
        return describe.tell(action, state, lang, names)

    def annotate(self, event: Event, state: GameState) -> Event:
        """What a line needs from the state before its event: what left a hand, what changed hands."""
        return describe.annotate(event, state)

    def clone(self, state: GameState) -> GameState:
        """The plain-data copy (engine/common/plain_copy.py): undo, the search and the bots copy states often."""
        return plain_copy(state)

    def encode(self, state: GameState) -> Any:
        return to_jsonable(state)

    def view(self, state: GameState, player: int | None) -> Any:
        """Deck and stack orders, face-down tiles and tokens, other heroes' dealt and kept characters and
        blueprints in hand, and the forced results to come are hidden (spec PD-HIDDEN); counts are shown."""
        data: JsonObject = self.encode(state)
        if player is None:
            return data
        data["rng"] = None
        data["forced"] = None if state.forced is None else {"left": state.forced.left()}
        for name in ("night_draw", "threat_draw", "blueprints_normal", "blueprints_advanced", "encounters",
                     "monster_pool", "water_pool"):
            data[name] = decks.view(getattr(state, name))
        data["landscape"] = {k: decks.view(v) for k, v in state.landscape.items()}
        data["tiles"] = {slot: tile if slot in state.revealed else HIDDEN for slot, tile in state.tiles.items()}
        data["characters_boxed"] = decks.view(state.characters_boxed)
        for seat, hero in zip(data["heroes"], state.heroes):
            if hero.seat != player:
                seat["dealt"] = [HIDDEN] * len(hero.dealt)
                seat["kept"] = None if hero.kept is None else HIDDEN
                seat["blueprints"] = [HIDDEN] * len(hero.blueprints)
        for space, pieces in data["spaces"].items():
            for piece in pieces:
                if not piece["up"] and piece["kind"] in (LANDSCAPE, WATER, MONSTER):
                    piece["id"] = piece["id"][0] if piece["kind"] == LANDSCAPE else HIDDEN
        return data

    def shuffle_hidden(self, state: GameState, player: int, rng: Rng) -> GameState:
        """The same table with another future, the hidden decks and stacks in another order, and the tiles
        still face down dealt afresh among their slots (a tile only where one with its back may lie)."""
        other: GameState = self.clone(state)
        other.rng = Rng(rng.next64()).state
        for name in ("night_draw", "threat_draw", "blueprints_normal", "blueprints_advanced", "encounters",
                     "monster_pool", "water_pool"):
            pile = getattr(other, name)
            pile[:] = rng.dealt_afresh(pile)
        for stack in other.landscape.values():
            stack[:] = rng.dealt_afresh(stack)
        _deal_face_down_tiles(other, rng)
        return other

    def content_hash(self) -> str:
        return content().hash

    def reveals(self, events: Sequence[Event]) -> list[Reveal]:
        """Chance, a tile turned face up, and the characters chosen in secret shown together."""
        out = super().reveals(events)
        for e in events:
            if e.kind == "tile_turned" and e.data["scout"] is not None:
                out.append(Reveal(TILE_TURNED, None, {"slot": e.data["slot"]}))
            elif e.kind == "characters_revealed":
                out.append(Reveal(CHOICES_SHOWN))
        return out

    def final_scores(self, state: GameState) -> list[float]:
        """1 for a hero who won, 0 otherwise (Scenario 1: every survivor wins; Scenario 5: the one winner)."""
        return [1.0 if h.status == WON else 0.0 for h in state.heroes]

    def routine(self, decision: Decision, seat: int) -> bool:
        """Putting a trade's offer together, thing by thing: the rule of thumb does it (the radio's components, or a
        cancel); the search weighs whether to open a trade at all. Searched, an offer was built and cancelled again
        and again, turn after turn, at a third of a Scenario 5 game's thinking time. The chief keeps the token (it
        breaks the ties), and over the carrying limit the rule of thumb drops its surplus: the judge does not count
        the wood and components the stages need, and a search spent seconds on each of these."""
        return decision.prompt in ROUTINE_PROMPTS

    def rollout_length(self, state: GameState) -> int:
        """Scenario 1: `SURVIVAL_HORIZON` decisions played on past the tree; Scenario 5: `rollout_decisions`."""
        return SURVIVAL_HORIZON if state.expedition == SCENARIOS[0] else self.rollout_decisions

    def lean(self, view: Any, greedy: Action) -> float:
        """Scenario 1 leans by `SURVIVAL_LEAN` (its judge's chances of rescue), and keeps a greedy move whose worth its
        judge cannot see (`BLIND`); Scenario 5 by `lean_margin`. Both keep the rule of thumb's free move (`FREE`)."""
        if greedy.kind in FREE:
            return math.inf
        if view["expedition"] != SCENARIOS[0]:
            return self.lean_margin
        return math.inf if greedy.kind in BLIND else SURVIVAL_LEAN

    def candidates(self, decision: Decision, seat: int, legal: list[Action]) -> list[Action]:
        """Never the Scout's move of up to 4 spaces (a use of the character card aimed at a space): it offers every
        space within reach, some forty moves a search tried once each at random instead of weighing the few that
        matter; the rules of thumb never make it either. Nor a free move (`FREE`): where the rule of thumb makes one,
        `lean` keeps it."""
        return [a for a in legal if not _ability_move(a) and a.kind not in FREE] or legal

    def playout(self, state: GameState, decision: Decision, seat: int, rng: Rng) -> Action:
        """Scenario 1: at random, an offer by the rule. Playouts by the greedy rules of thumb (tried for Scenario 1)
        cost 2.2 times as much per iteration, below the 500 a second a map game's search needs, and rescued no more
        heroes on the deals measured; the judge reads the coming night instead (judge.py). Scenario 5: every hero by
        the greedy rules of thumb (random only where they have no answer), so a move is weighed by what follows it
        when the heroes play on as the rule would (the rollout algorithm): judged against its rival (judge.py), a
        hero whose rival played on at random looked the stronger the sooner it handed the rival the turn."""
        if decision.prompt == OFFER_PROMPT:
            return offer(state, state.heroes[seat], own(decision, seat))
        if state.expedition == LAST_STANDING:
            mine = own(decision, seat)
            if len(mine) == 1:
                return mine[0]
            rule = _RULE_OF_THUMB.answer(state, state.heroes[seat], decision.prompt, mine)
            if rule is not None:
                return rule
        return super().playout(state, decision, seat, rng)

    def evaluate(self, state: GameState) -> list[float]:
        """The end by its outcome; before it, each hero's chance as judge.py sees it."""
        if self.decision(state) is None:
            return super().evaluate(state)
        from .judge import evaluate
        return evaluate(state)

    def outcome(self, state: GameState) -> Outcome:
        """Scenario 1: each hero won (rescued) or lost on their own, any number of them (spec §12.3); Scenario 5:
        the single winner first."""
        if state.expedition == SCENARIOS[0]:
            reasons = ["discover.outcome.rescued" if h.status == WON else "discover.outcome.eliminated"
                       if h.status == ELIMINATED else "discover.outcome.stranded" for h in state.heroes]
            return Outcome.each([h.status == WON for h in state.heroes], "discover.outcome.survival",
                                seat_reasons=reasons)
        scores = self.final_scores(state)
        if not any(scores):
            return Outcome.everyone_lost(scores, "discover.outcome.nobody_survived")
        return Outcome.competitive(scores)

    def check(self, state: GameState) -> list[str]:
        """Every landscape, water and monster token in exactly one place; stamina and health in range; heroes
        on the map; the carrying limit kept once an action is over."""
        c = content()
        out: list[str] = []
        if not state.tiles:
            return out
        seen: Counter[str] = Counter()
        for stack in state.landscape.values():
            seen.update(stack)
        for stack in state.landscape_discard.values():
            seen.update(stack)
        seen.update(state.water_pool)
        seen.update(state.monster_pool)
        seen.update(state.monsters_unused)
        for pieces in state.spaces.values():
            seen.update(p.id for p in pieces if p.kind in (LANDSCAPE, WATER, MONSTER))
        for hero in state.heroes:
            seen.update(h.token for h in hero.resources if h.token)
            for item in hero.items:
                seen.update(h.token for h in item.carried if h.token)
        expected = Counter([t.id for st in c.island.landscape.values() for t in st.tokens] +
                           [w for w, _ in c.island.water_sources] + [m for m, _ in c.island.monsters])
        if seen != expected:
            out.append(f"tokens not conserved: missing {sorted(expected - seen)}, extra {sorted(seen - expected)}")
        for hero in state.heroes:
            if not 0 <= hero.stamina <= c.rules.max_stamina:
                out.append(f"P{hero.seat + 1} has {hero.stamina} stamina")
            if hero.health and hero.status == ACTIVE and hero.damage() > c.rules.health_indicators:
                out.append(f"P{hero.seat + 1} has {hero.damage()} damage")
            if hero.status == ACTIVE and hero.space is not None and not on_map(state, hex_of(hero.space)):
                out.append(f"P{hero.seat + 1} stands off the map at {hero.space}")
        return out


def _ability_move(action: Action) -> bool:
    """A use of the character card aimed at a space: the Scout's move (spec §20.13)."""
    return action.kind == "use_card" and action.get("source") == "character" and "," in str(action.get("target", ""))


def choose_characters(state: GameState) -> Decision:
    """Each player keeps one of the characters dealt to them, in secret; the choices are revealed together
    (spec §4.6, DP-02). A choice names the card's place in the player's own hand (their view shows which
    character lies there), never the character: every seat reads the question's legal actions."""
    waiting = [h for h in state.heroes if h.kept is None]
    legal = [Action.of("keep_character", h.seat, card=i) for h in waiting for i in range(len(h.dealt))]
    return Decision.secret("discover.prompt.choose_character", legal, among=[h.seat for h in waiting])


def _deal_face_down_tiles(state: GameState, rng: Rng) -> None:
    """Deal the tiles not yet turned among the slots they lie in, each back among its own slots."""
    tiles = content().island.tiles
    by_back: dict[str, list[str]] = {}
    for slot in sorted(state.tiles):
        if slot not in state.revealed:
            by_back.setdefault(tiles[state.tiles[slot]].back, []).append(slot)
    for slots in by_back.values():
        for slot, tile in zip(slots, rng.dealt_afresh([state.tiles[s] for s in slots])):
            state.tiles[slot] = tile
