"""Runebound as a kernel Game: new state (or a scenario's), the current question, resolving, views that
hide deck orders, and the invariants a random game must keep."""
from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from engine.common import decks
from engine.common.scenario import scenario_data
from engine.common.steps import remember
from engine.kernel import Action, Context, Decision, Event, Game, GameConfig, Outcome, Reveal, Rng
from engine.kernel.reveal import CARD_SEEN
from engine.kernel.strings import Message

from . import abilities, adventure, before, combat, contact, experience, market, setup, strike, turn  # noqa: F401  (register their steps)
from .character import ally_life, ally_stamina, hero_life, hero_skill, hero_stamina, limit_kind
from .content import COLOURS, SKILLS, content
from .describe import annotate_event, describe_event, tell_action
from .bots import ASIDES, playout
from .flow import FLOW
from .strike import CARD_POINTS
from .reducer import REDUCERS
from . import refusals, scoring
from .state import (ASSIGN, ADVENTURE, ENCOUNTER, EXPERIENCE, MARKET, MOVEMENT, MOVING, OVER, Doom, GameState, PlayerState,
                    clone_state, encode_state)

DOOM_TRACK = "doom_track"
HEAL_STEPS = (MOVEMENT, MOVING, ADVENTURE, ENCOUNTER, MARKET, EXPERIENCE)   # "your turn, outside combat" (§14.3-14.5)


def outside_combat(state: GameState) -> list[Action]:
    """Healing cards may be used, and cards discarded, at these points of a turn (before moving too:
    spec §5.2.2)."""
    if state.step in HEAL_STEPS and state.peek is None and state.pending is None:
        p = state.current
        key = (p.seat, p.hero, p.hero_face_down, p.wounds, p.exhaustion, id(content()),
               tuple((a.card, a.face_down, a.wounds, a.exhaustion) for a in p.allies),
               tuple((i.card, i.face_down) for i in p.items))
        asides = _ASIDES.get(key)
        if asides is None:
            asides = remember(_ASIDES, key, abilities.heal_actions(state) + abilities.discard_actions(state))
        return asides
    return []


# asked at nearly every point of every turn a search plays: kept by all they depend on (the hero's cards and harm)
_ASIDES: dict[tuple[Any, ...], list[Action]] = {}


# Left to the greedy bot's rules of thumb: where to go and each step there (the judge does not weigh where a hero
# stands, so a search cannot tell one path from another), the combat plan (worked out from the odds exactly), and a
# card played at a roll's card point.
ROUTINE_PROMPTS = frozenset({MOVEMENT, MOVING, ASSIGN, *CARD_POINTS})


class Runebound(Game[GameState]):
    """Runebound 2nd edition, Return of the Dragonlords, for 1-6 players (spec §4)."""

    rollout_decisions = 80     # the rest of the turn by the rule of thumb (a long fight too), then judged (judge.py)
    paired_root = True         # the rollout algorithm over the greedy rules: moves differ by hundredths, dice by tenths
    lean_margin = 0.01         # a near tie (noise, at 120 playouts) keeps the greedy move
    prior_weight = 0.1         # moves differ by hundredths of a chance to win: a lean of 1 left the greedy move every time
    think_share = 0.3          # some 200 weighty decisions a seat in a 2-player game: about a minute at the normal level
    analysis_thresholds = (0.08, 0.15, 0.25)   # dice decide much here: a move is marked only for a clear loss

    reducers = REDUCERS
    refused_kinds = refusals.KINDS

    def refusal(self, state: GameState, action: Action) -> Message | None:
        """The rule that forbids an action (refusals.py): whose turn, the phase, dice that do not reach, gold."""
        return refusals.refusal(state, self.decision(state), action)

    def new_state(self, config: GameConfig) -> GameState:
        state = GameState(rng=Rng.from_seed(config.seed).state,
                          players=[PlayerState(seat=i) for i in range(config.players)],
                          doom=Doom() if config.options.get(DOOM_TRACK) else None)
        data = scenario_data(config.options)
        if data is not None:
            from .scenario import start_from
            start_from(state, data)
        return state

    def decision(self, state: GameState) -> Decision | None:
        if state.step == OVER:
            return None
        return FLOW.decision(state, state.step, (), outside_combat)

    def resolve(self, ctx: Context, action: Action) -> None:
        FLOW.resolve(ctx, action)

    def routine(self, decision: Decision, seat: int) -> bool:
        """Moving, the combat plan and a card point (ROUTINE_PROMPTS), or a point where only the asides (discarding a
        card, a healing card) are offered besides the one move that goes on; the search weighs the rest (whether to take
        an adventure, fight on or escape, buy, sell or heal, what to train, whom to meet)."""
        if decision.prompt in ROUTINE_PROMPTS:
            return True
        mine = [a for a in decision.legal if a.player == seat] or list(decision.legal)
        return sum(1 for a in mine if a.kind not in ASIDES) <= 1

    def candidates(self, decision: Decision, seat: int, legal: list[Action]) -> list[Action]:
        """Never a card thrown away while another move goes on: the judge counts a card only by the fights it helps
        win, so noise alone would throw potions and spare weapons away (the greedy bot never does). Never an adventure
        declined where one may be taken: the hero's plan brings him back to the same counter next turn, so declining
        only loses a turn, which a playout to the turn's end cannot see (a search declined a red adventure eleven turns
        running). Where the rule of thumb itself declines (a hero off to heal), the search weighs its move as well."""
        if decision.prompt == ADVENTURE:
            legal = [a for a in legal if a.kind != "decline"] or legal
        return [a for a in legal if a.kind != "discard"] or legal

    def horizon(self, state: GameState, seat: int) -> bool:
        """The searching seat's turn is over (the next hero's has begun): what the choice brought is in (a fight won or
        lost, a card bought, a token trained); the turns after it rest in a playout, which says nothing more."""
        return state.active != seat

    def playout(self, state: GameState, decision: Decision, seat: int, rng: Rng) -> Action:
        """The greedy bot's quick rules of thumb (bots.py) on the search's drawn table: random steps walk nowhere and
        random discards throw away what the judge counts on."""
        return playout(state, decision, seat, rng)

    def encode(self, state: GameState) -> Any:
        return encode_state(state)

    def clone(self, state: GameState) -> GameState:
        return clone_state(state)

    def view(self, state: GameState, player: int | None) -> Any:
        """Deck orders and forced results to come are hidden from everyone (counts shown)."""
        data = self.encode(state)
        c = content()
        for seat, p in zip(data["players"], state.players):   # derived, never stored (spec §3.12): what the sheet shows
            seat["skills"] = {s: hero_skill(p, c, s) for s in SKILLS} if p.hero else {}
        if player is None:
            return data
        data["rng"] = None
        data["forced"] = None if state.forced is None else {"left": state.forced.left()}
        data["market_deck"] = decks.view(state.market_deck)
        data["adventure_decks"] = {c: decks.view(v) for c, v in state.adventure_decks.items()}
        if state.peek is not None and player != state.active:
            data["peek"] = [state.peek[0], None]
        return data

    def shuffle_hidden(self, state: GameState, player: int, rng: Rng) -> GameState:
        """The same table with another future (RNG) and the market and adventure decks in another order;
        a top card Lira has looked at stays on top (the state names it; only her player sees it)."""
        other = clone_state(state)
        other.rng = Rng(rng.next64()).state
        other.market_deck[:] = rng.dealt_afresh(other.market_deck)
        for colour, deck in other.adventure_decks.items():
            top = 1 if state.peek is not None and state.peek[0] == colour else 0
            deck[top:] = rng.dealt_afresh(deck[top:])
        return other

    def content_hash(self) -> str:
        return content().hash

    def tell(self, action: Action, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        """A choice whose events say nothing a reader follows, in words ("Ala stops moving.")."""
        return tell_action(action.kind, dict(action.args), action.player, state, lang, names)

    def describe(self, event: Event, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        """The event's log line; told from the state before the event (the kernel's `narrate` order)."""
        return describe_event(event, state, lang, names)

    def annotate(self, event: Event, state: GameState) -> Event:
        return annotate_event(event, state)

    def check(self, state: GameState) -> list[str]:
        """Every card in exactly one place, every counter on a hex, with a hero or in the pool; gold never
        negative; wounds below life and exhaustion within stamina; heroes on map hexes; limits kept."""
        c = content()
        out: list[str] = []
        if not state.adventure_decks:
            return out
        cards: list[str] = list(state.market_deck) + list(state.removed)
        for deck in state.adventure_decks.values():
            cards += deck
        for stack in state.market_stacks.values():
            cards += stack
        cards += [card for card in state.unresolved_slots.values() if card is not None]
        if state.event_slot is not None:
            cards.append(state.event_slot)
        if state.drawn is not None:
            cards.append(state.drawn)
        if state.revealed is not None:
            cards.append(state.revealed)
        if state.combat is not None:
            cards.append(state.combat.card)
        if state.doom is not None:
            cards += state.doom.pile
            if state.doom.margath is not None:
                cards.append(state.doom.margath)
        counters: Counter[str] = Counter()
        for colours in state.counters_on_hex.values():
            counters.update(colours)
        counters.update({k: v for k, v in state.common_pool.items()})
        for p in state.players:
            cards += p.ally_cards() + p.item_cards() + p.kept
            counters.update(p.counters)
            if p.gold < 0:
                out.append(f"P{p.seat + 1} has {p.gold} gold")
            if not 0 <= p.wounds < hero_life(p, c) and state.step != OVER:
                out.append(f"P{p.seat + 1} has {p.wounds} wounds (life {hero_life(p, c)})")
            if not 0 <= p.exhaustion <= hero_stamina(p, c):
                out.append(f"P{p.seat + 1} has {p.exhaustion} exhaustion (stamina {hero_stamina(p, c)})")
            for a in p.allies:
                if not 0 <= a.wounds < ally_life(a, c) or not 0 <= a.exhaustion <= ally_stamina(a, c):
                    out.append(f"P{p.seat + 1}'s {a.card} has {a.wounds} wounds, {a.exhaustion} exhaustion")
            for kind, most in c.rules.limits.items():
                n = len(p.allies) if kind == "ally" else sum(1 for i in p.items if limit_kind(c, i.card) == kind)
                if n > most:
                    out.append(f"P{p.seat + 1} owns {n} of kind {kind} (limit {most})")
            if p.position is not None and tuple(p.position) not in c.terrain:
                out.append(f"P{p.seat + 1} stands off the map at {p.position}")
        expected = list(c.market_cards) + [card for colour in COLOURS for card in c.adventure_cards[colour]]
        if Counter(cards) != Counter(expected):
            extra = Counter(cards) - Counter(expected)
            missing = Counter(expected) - Counter(cards)
            out.append(f"cards not conserved: missing {sorted(missing)}, extra {sorted(extra)}")
        if counters != Counter(c.rules.counters):
            out.append(f"counters not conserved: {dict(counters)}")
        for colour, v in state.common_pool.items():
            if v < 0:
                out.append(f"the pool holds {v} {colour} counters")
        return out

    def estimate(self, state: GameState) -> list[float]:
        """Runes, experience, the hero's reach and kit in experience tokens (judge.py): an unfinished game's projection."""
        from .judge import estimate
        return estimate(state)

    def evaluate(self, state: GameState) -> list[float]:
        """The end by its outcome; before it, each seat's chance from its lead in `estimate` on a curve that narrows
        as the round limit nears (judge.py: fitted on greedy games, where a fixed width judged round 5 as round 95)."""
        if self.decision(state) is None:
            return super().evaluate(state)
        from .judge import chances
        return chances(state)

    def final_scores(self, state: GameState) -> list[float]:
        """The outright winner first, else runes then experience tokens (scoring.py), so an unfinished game still ranks."""
        return scoring.scores(state).ranking()

    def outcome(self, state: GameState) -> Outcome:
        """The winner first; when Margath outlives the Doom Track's last rounds, every player has lost."""
        scores = self.final_scores(state)
        if state.doom is not None and state.doom.lost:
            return Outcome.everyone_lost(scores, "runebound.doom_lost")
        if len(scores) == 1:
            return Outcome.solo(scores[0], won=state.winner is not None)
        return Outcome.competitive(scores)

    def reveals(self, events: Any) -> list[Reveal]:
        """Chance, and cards turned face up from a hidden deck (market or adventure draws)."""
        out = super().reveals(events)
        for e in events:
            if isinstance(e, Event) and e.kind in ("market_drawn", "adventure_drawn", "caravan_revealed"):
                out.append(Reveal(CARD_SEEN, None, {"card": e.data["card"]}))
            elif isinstance(e, Event) and e.kind == "peeked":
                out.append(Reveal(CARD_SEEN, e.data["player"], {"card": e.data["card"]}))
        return out
