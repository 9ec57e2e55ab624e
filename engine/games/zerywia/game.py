"""Zerywia as a kernel Game: new state (or a scenario's forced results), the current question, resolving, views
that hide deck orders, the co-operative outcome with its deciding condition, and the invariants a game must keep."""
from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from engine.common import decks
from engine.common.plain_copy import plain_copy
from engine.common.scenario import read_forced, scenario_data, scenario_node
from engine.kernel import Action, ConfigError, Context, Decision, Event, Game, GameConfig, Outcome, Reveal, Rng
from engine.kernel.canonical import JsonObject, to_jsonable
from engine.kernel.reveal import CARD_SEEN
from engine.kernel.strings import Message

from . import battle, challenges, cycle, effects, explore, herald, nica, refusals, replacement, setup, tales  # noqa: F401
from .content import content
from .describe import annotate_event, describe_event
from .flow import FLOW
from .reducer import REDUCERS
from .state import ABYSS, ACTIVE, BLACK, OVER, GameState, HeroState

SCENARIO = "scenario"           # the option naming the scenario played: droga (default) or pamiec
DEFAULT_SCENARIO = "droga"
WON = "won"
HIDDEN_PILES = ("enemy_deck", "host_deck", "item_deck", "herald_cards", "herald_attacks", "marks")


class Zerywia(Game[GameState]):
    """Zerywia for 1-4 co-operating heroes: Droga Wybrańca (the introductory scenario) and Pamięć Świata."""

    rollout_decisions = 30     # a few turns played on at random, then judged (judge.py)

    reducers = REDUCERS
    refused_kinds = refusals.KINDS

    def refusal(self, state: GameState, action: Action) -> Message | None:
        """The rule that forbids an action, in its words (refusals.py)."""
        return refusals.refusal(state, self.decision(state), action)

    def validate_config(self, config: GameConfig) -> None:
        """The scenario must be one of the two (§5.3, §5.4)."""
        super().validate_config(config)
        name = config.options.get(SCENARIO, DEFAULT_SCENARIO)
        if name not in content().scenarios:
            raise ConfigError("zerywia.config.scenario", got=str(name))

    def new_state(self, config: GameConfig) -> GameState:
        name = config.options.get(SCENARIO, DEFAULT_SCENARIO)
        state = GameState(rng=Rng.from_seed(config.seed).state, scenario=str(name),
                          heroes=[HeroState(seat=i) for i in range(config.players)])
        data = scenario_data(config.options)
        if data is not None:
            state.forced = read_forced(scenario_node(data))
            state.prepared = data
        return state

    def decision(self, state: GameState) -> Decision | None:
        if state.step == OVER:
            return None
        return cycle.decision(state)

    def resolve(self, ctx: Context, action: Action) -> None:
        FLOW.resolve(ctx, action)

    def clone(self, state: GameState) -> GameState:
        """The plain-data copy (engine/common/plain_copy.py): undo, the search and the bots copy states often."""
        return plain_copy(state)

    def encode(self, state: GameState) -> Any:
        return to_jsonable(state)

    def view(self, state: GameState, player: int | None) -> Any:
        """The order of every face-down deck (exploration, Enemy, Host, Item, Herald, the Marks) and the forced
        results to come are hidden; counts are shown (the Creature, God and saga stacks are open, §3.6)."""
        data: JsonObject = self.encode(state)
        if state.challenge is not None and state.challenge.rolled and isinstance(data.get("challenge"), dict):
            data["challenge"]["forecast"] = challenges.forecast(state, state.challenge)   # public: the dice shown
        if player is None:
            return data
        data["rng"] = None
        data["forced"] = None if state.forced is None else {"left": state.forced.left()}
        for name in HIDDEN_PILES:
            data[name] = decks.view(getattr(state, name))
        data["exploration"] = {t: decks.view(pile) for t, pile in state.exploration.items()}
        return data

    def shuffle_hidden(self, state: GameState, player: int, rng: Rng) -> GameState:
        """The same table with another future and the face-down decks in another order."""
        other: GameState = self.clone(state)
        other.rng = Rng(rng.next64()).state
        for name in HIDDEN_PILES:
            pile = getattr(other, name)
            pile[:] = rng.dealt_afresh(pile)
        for pile in other.exploration.values():
            pile[:] = rng.dealt_afresh(pile)
        return other

    def content_hash(self) -> str:
        return content().hash

    def annotate(self, event: Event, state: GameState) -> Event:
        """What a line needs from the state before its event (describe.annotate)."""
        return annotate_event(event, state)

    def describe(self, event: Event, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        """The event's log line, told from the state before the event."""
        return describe_event(event, state, lang, names)

    def reveals(self, events: Sequence[Event]) -> list[Reveal]:
        """Chance, and the Items a Trade shows (a card seen by everyone)."""
        out = super().reveals(events)
        out += [Reveal(CARD_SEEN, None, {"items": list(e.data["items"])}) for e in events if e.kind == "items_revealed"]
        return out

    def evaluate(self, state: GameState) -> list[float]:
        """The end by its outcome; before it, the table's chance as judge.py sees it, the same for every seat."""
        if state.result is not None:
            return super().evaluate(state)
        from .judge import evaluate
        return [evaluate(state)] * len(state.heroes)

    def final_scores(self, state: GameState) -> list[float]:
        """The table wins or loses together: 1 for every seat when it won."""
        return [1.0 if state.result == WON else 0.0 for _ in state.heroes]

    def progress(self, state: GameState) -> list[float]:
        """What the end-of-game chart follows: the Black stones in the Abyss and the goal's tasks left to the heroes in
        play (progress.py), both falling to nought when the table wins through the goal."""
        if not state.heroes or not state.regions:
            return [0.0, 0.0]
        from .progress import tasks_left
        return [float(state.black_stones()), float(tasks_left(state))]

    def progress_tracks(self, config: GameConfig) -> list[dict[str, str]] | None:
        return [{"en": "Black stones", "pl": "Czarne kamienie"}, {"en": "Goal tasks left", "pl": "Zadania celu do wykonania"}]

    def outcome(self, state: GameState) -> Outcome:
        """Victory or defeat for the whole table, with the condition that decided it."""
        return Outcome.cooperative(len(state.heroes), state.result == WON, state.reason or "zerywia.outcome.unfinished")

    def check(self, state: GameState) -> list[str]:
        """Every card in exactly one place; attributes, Pierw and the Black stones in range; every hero that is in
        play standing in a region."""
        out: list[str] = []
        if not state.regions:
            return out
        c = content()
        out += _cards_conserved(state)
        track = c.rules.limits.attribute_track
        for h in state.heroes:
            if not h.birth_kir:         # chosen, not yet set up (§5.2)
                continue
            for name, a in h.attributes.items():
                if not (0 <= a.flaw <= a.pos <= a.cap <= track) or a.inj < 0:
                    out.append(f"P{h.seat + 1} {name}: pos {a.pos} cap {a.cap} flaw {a.flaw}")
            if not 0 <= h.pierw <= c.rules.limits.pierw - h.pflaws:
                out.append(f"P{h.seat + 1} has {h.pierw} Pierw")
            if h.status == ACTIVE and h.region not in c.board.regions and not (
                    state.battle is not None and h.region == ABYSS):      # the Epic Battle may be in the Abyss
                out.append(f"P{h.seat + 1} stands in no region ({h.region!r})")
        offerings = sum(h.offerings for h in state.heroes)
        if offerings > c.rules.limits.offerings or any(h.offerings < 0 or h.trophies < 0 for h in state.heroes):
            out.append(f"{offerings} offerings held; trophies {[h.trophies for h in state.heroes]}")
        stones = state.rifts.count(BLACK) + sum(s == BLACK for s in state.faces.values())
        if stones > c.rules.limits.black_stones:
            out.append(f"{stones} Black stones in play")
        return out


def _cards_conserved(state: GameState) -> list[str]:
    """Exploration base cards, enemies of the scenario's Hosts, item copies and saga base cards each lie in one
    place."""
    c = content()
    out: list[str] = []
    seen: Counter[str] = Counter([state.card] if state.card is not None else [])
    for pile in list(state.exploration.values()) + list(state.discards.values()):
        seen.update(pile)
    for h in state.heroes:
        seen.update(h.side_quests)
        seen.update(p for p in h.paths if p in c.exploration)
    shuffled_in = {f.set for f in c.scenarios[state.scenario].faces} - set(state.adventure_sets)
    expected = Counter(x.id for x in c.exploration.values() if x.set is None or x.set in shuffled_in)
    if seen != expected:
        out.append(f"exploration cards not conserved: missing {sorted(expected - seen)}, extra {sorted(seen - expected)}")
    sagas: Counter[str] = Counter(state.open_sagas + state.retired_sagas)
    for h in state.heroes:
        sagas.update(h.base_cards)
    base = Counter(x.id for x in c.sagas.values() if x.base)
    if sagas != base:
        out.append(f"saga base cards not conserved: missing {sorted(base - sagas)}, extra {sorted(sagas - base)}")
    pending = {kind: [item.split(":")[1] for item in state.todo if item.startswith(kind + ":")]
               for kind in ("keep_deity", "keep_creature")}     # summoned, the hero still choosing which to keep
    gods = Counter(state.gods + [h.deity for h in state.heroes if h.deity is not None] + pending["keep_deity"])
    creatures = Counter(state.creatures + [h.creature for h in state.heroes if h.creature is not None] +
                        pending["keep_creature"])
    if gods != Counter(list(c.gods)) or creatures != Counter(list(c.creatures)):
        out.append(f"gods or creatures not conserved: {sorted(gods)} {sorted(creatures)}")
    items: Counter[str] = Counter(state.item_deck + state.item_discard + state.revealed)
    for h in state.heroes:
        items.update(h.items)
    all_items = Counter({i.id: i.copies for i in c.items.values()})
    if items != all_items:
        out.append(f"items not conserved: missing {sorted(all_items - items)}, extra {sorted(items - all_items)}")
    return out
