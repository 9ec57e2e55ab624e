"""Roll Player as a kernel Game: new state, the current question, resolving, views and invariants."""
from __future__ import annotations

from collections import Counter
from operator import attrgetter
from typing import Any, Mapping, Sequence

from engine.common import decks
from engine.common.scenario import LEGACY_OPTION, PREPARED_OPTION, scenario_data
from engine.kernel import COMPETITIVE, Action, ConfigError, Context, Decision, Event, Game, GameConfig, Outcome, Reveal, Rng
from engine.kernel.strings import Message
from engine.kernel.canonical import JsonObject
from engine.kernel.reveal import CARD_SEEN

from . import cleanup, market, rounds, setup, skills  # noqa: F401  (register their steps and resolvers)
from .bag import base_bag, fiends_bag
from .fiends import rounds as _fiends_rounds  # noqa: F401  (registers the expansion's steps and reducers)
from .fiends.battle import battle_question, hide_battle, is_battle_question, reopen_last_chance
from .fiends.content import load_fiends
from .fiends.hunt import adventure_seen
from .fiends.setup import fill_box
from .describe import annotate_event, describe_event, tell_action
from .effects import EFFECTS, content
from .encode import encode_state
from .flow import FLOW
from .reducer import REDUCERS
from . import refusals
from .scenario import start_fiends_from, start_from
from .skills import interrupts
from .state import FAM, ROW_SLOTS, FiendsPlayer, FiendsState, GameState, Phase, PlayerState, clone_state

_DECIDE, _RESOLVE = FLOW.decision, FLOW.resolve  # bound once: the engine asks and resolves every step
VARIANTS = ("less_random_setup", "random_market_deck", "shorter_game", "friendly_market")
CLASS_SELECTION = ("draw", "choose")


class RollPlayer(Game[GameState]):
    """The base game for 1–4 players, or with the Fiends & Familiars expansion (`expansion = "fiends"`)
    for 1–5; options: the four variants (booleans), class_selection and the expansion."""

    lead_scale = 3.0  # stars: a lead of three projected stars makes a clear favourite
    rollout_decisions = 0  # the projection judges a sheet better than random dice placed on it

    def validate_config(self, config: GameConfig) -> None:
        """The manifest's options are checked by the platform; here what it cannot declare: the older saves'
        spellings (a list of variants, a class-selection word) and a scenario's position."""
        opts = config.options
        if config.players == 1 and opts.get("friendly_market") is True:
            raise ConfigError("roll-player.config.friendly_solo")   # the rule's own words, before the platform's
        super().validate_config(config)
        listed = opts.get("variants", ())
        if not isinstance(listed, (list, tuple, set, frozenset)) or not all(v in VARIANTS for v in listed):
            raise ConfigError("roll-player.config.variants", variants=", ".join(VARIANTS), value=repr(listed))
        if config.players == 1 and "friendly_market" in listed:
            raise ConfigError("roll-player.config.friendly_solo")
        if _class_selection(opts) not in CLASS_SELECTION:
            raise ConfigError("roll-player.config.class_selection")
        if any(key in opts and not isinstance(opts[key], dict) for key in (PREPARED_OPTION, LEGACY_OPTION)):
            raise ConfigError("roll-player.config.scenario")

    def new_state(self, config: GameConfig) -> GameState:
        """The usual start (setup from its first step), or a scenario's position and forced results."""
        c = content()
        state = GameState(
            rng=Rng.from_seed(config.seed).state,
            players=[PlayerState(seat=i) for i in range(config.players)],
            solo=config.players == 1,
            variants=_variants(config.options),
            class_selection=_class_selection(config.options),
            bag=list(base_bag()),
            races_left=c.of_set(c.races, ("base",)),
        )
        data = scenario_data(config.options)
        if _fiends(config.options):
            state = _fiends_state(state, config.players)
            if data is not None:
                start_fiends_from(state, data)
            return state

        if data is not None:
            start_from(state, data)
        return state

    def decision(self, state: GameState) -> Decision | None:
        if state.phase is Phase.GAME_OVER:
            return None
        d = _DECIDE(state, state.step, state.stack, interrupts)
        if is_battle_question(state):   # the Monster battle: every player still fighting answers at once
            return battle_question(state, d)
        return d

    def resolve(self, ctx: Context, action: Action) -> None:
        if ctx.state.step == "last_chance":
            reopen_last_chance(ctx, action)
        _RESOLVE(ctx, action)

    reducers = REDUCERS  # the reducer: one handler per event kind (reducer.py)
    refused_kinds = refusals.KINDS

    def refusal(self, state: GameState, action: Action) -> Message | None:
        """The rule that forbids an action (refusals.py): a turn, a phase, gold, a full row, a used skill."""
        return refusals.refusal(state, self.decision(state), action)

    def encode(self, state: GameState) -> Any:
        return encode_state(state)

    def clone(self, state: GameState) -> GameState:
        return clone_state(state)

    def view(self, state: GameState, player: int | None) -> Any:
        """Bag contents, deck order and a scenario's forced results to come are hidden from everyone
        (counts shown); Break-in's peek is shown to its user only."""
        data = self.encode(state)
        if player is None:
            return data
        data["rng"] = None
        data["forced"] = None if state.forced is None else {"left": state.forced.left()}
        data["bag"] = decks.view(state.bag)
        data["market_deck"] = decks.view(state.market_deck)
        if state.peek is not None and state.current != player:
            data["peek"] = None
        if isinstance(state, FiendsState):
            _hide_fiends(state, data, player)
        return data

    def shuffle_hidden(self, state: GameState, player: int, rng: Rng) -> GameState:
        """The same table with another future (RNG), the bag's dice and every face-down pile in another
        order; a top card someone has seen (Break-in's peek, the revealed minion) stays on top."""
        other = clone_state(state)
        other.rng = Rng(rng.next64()).state
        other.bag[:] = rng.dealt_afresh(other.bag, key=attrgetter("id"))  # ids tell dice apart; cheaper than repr
        _shuffle_below(other.market_deck, 0 if state.peek is None else 1, rng)
        if isinstance(other, FiendsState):
            for key in _FIENDS_FACE_DOWN:
                pile = getattr(other, key)
                pile[:] = rng.dealt_afresh(pile)
            _shuffle_below(other.minion_deck, 1, rng)
        return other

    def content_hash(self) -> str:
        return content().hash

    def content_hash_for(self, config: GameConfig) -> str:
        """A base game's save records the base content's hash as before; an expansion game's joins the
        expansion's files to it, so a changed expansion file is noticed on loading."""
        if not _fiends(config.options):
            return self.content_hash()
        return f"{self.content_hash()}+{load_fiends().hash}"

    def describe(self, event: Event, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        return describe_event(event, state, lang, names)

    def tell(self, action: Action, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
        return tell_action(action, state, lang, names)

    def annotate(self, event: Event, state: GameState) -> Event:
        return annotate_event(event, state)

    def check(self, state: GameState) -> list[str]:
        """Every one of the 73 dice and (once the deck is formed) the 53 Market cards lies in
        exactly one place; gold and tokens never go negative; a card never holds 2 gold.
        With the expansion also its dice, cards, familiars and imps (fiends/invariants.py)."""
        if isinstance(state, FiendsState):
            from .fiends.invariants import check_fiends
            return check_fiends(state)
        out: list[str] = []
        all_dice, all_cards = _BOX or _box()
        dice = list(map(_ID, state.bag))
        dice += map(_ID, state.pool)
        dice += map(_ID, state.enemy_dice)
        cards = state.market_row + state.market_deck + state.discard_pile + state.trash + state.box
        for card in state.initiative:
            dice += map(_ID, card.dice)
            if not 0 <= card.gold <= 1:
                out.append(f"Initiative card {card.label} holds {card.gold} gold")
        add = dice.append
        for p in state.players:
            for row in p.sheet.values():
                for d in row:
                    if d is not None:
                        add(d.id)
            dice += map(_ID, p.start_dice)
            dice += map(_ID, p.class_dice)
            cards += p.weapons
            cards += p.armour
            cards += p.traits
            cards += p.skills
            if p.gold < 0:
                out.append(f"P{p.seat + 1} has {p.gold} gold")
            if p.charisma < 0:
                out.append(f"P{p.seat + 1} has {p.charisma} Charisma tokens")
        if len(dice) != len(all_dice) or set(dice) != all_dice:
            out.append(f"dice not conserved: {_mismatch(dice, all_dice)}")
        if (cards or state.phase is not Phase.SETUP) and (len(cards) != len(all_cards) or set(cards) != all_cards):
            out.append(f"Market cards not conserved: {_mismatch(cards, all_cards)}")
        return out

    def estimate(self, state: GameState) -> list[float]:
        """The greedy bot's projection of each seat's final stars (an unfinished sheet's chances included)."""
        from .bots import projected_score
        return [projected_score(state, seat) for seat in range(len(state.players))]

    def final_scores(self, state: GameState) -> list[float]:
        from . import scoring
        return [float(x) for x in scoring.final_scores(state, content())]

    def outcome(self, state: GameState) -> Outcome:
        """Places after the tie-breakers of §8 (shared places stay shared); solo: the §11.3 rank."""
        from . import scoring
        standings = sorted(scoring.rank(state, content()), key=attrgetter("seat"))
        if state.solo and isinstance(state, FiendsState):
            total = standings[0].total
            if state.defeated:   # the Monster killed the hero: lost at once, no rank (PD-E33)
                return Outcome.solo(float(total), "defeated", won=False)
            return Outcome.solo(float(total), load_fiends().solo.rank(total).id)
        if state.solo:
            total = standings[0].total
            return Outcome.solo(float(total), scoring.solo_rank(total, content()).id)
        return Outcome(COMPETITIVE, tuple(float(s.total) for s in standings), tuple(s.place for s in standings))

    def reveals(self, events: Sequence[Event]) -> list[Reveal]:
        """Chance, and the top card of the market deck seen with Break-in (spec §6.5)."""
        out = super().reveals(events)
        for e in events:
            if e.kind in ("trophy", "adventure_token") and e.data.get("token") is not None:   # the card it shows
                out.append(Reveal(CARD_SEEN, e.data["player"], {"adventure": e.data["token"]}))
        if any(e.kind == "flow" and e.data.get("peek") is not None for e in events):
            seer = next((e.data.get("player") for e in events if e.kind == "push"), None)
            out.append(Reveal(CARD_SEEN, seer, {"card": next(e.data["peek"] for e in events if e.kind == "flow")}))
        return out


_ID = attrgetter("id")
_BOX: list[frozenset[Any]] = []


def _box() -> list[frozenset[Any]]:
    """The die ids and base Market card ids the box holds (what `check` conserves), once."""
    c = content()
    _BOX[:] = [frozenset(range(sum(c.dice.values()))), frozenset(c.of_set(c.cards, ("base",)))]
    return _BOX


def _mismatch(found: list[Any], expected: frozenset[Any]) -> str:
    """Which ids are missing, and which are extra or in two places (computed on a violation only)."""
    have = Counter(found)
    missing = sorted(x for x in expected if x not in have)
    extra = sorted(x for x, n in (have - Counter(expected)).items() for _ in range(n))
    return f"{len(found)} found, {len(expected)} expected; missing {missing}, extra {extra}"


_FIENDS_FACE_DOWN = ("imp_deck", "familiar_deck", "familiar_box", "monster_box", "adventure_box", "minion_box")


def _shuffle_below(pile: list[Any], top: int, rng: Rng) -> None:
    """Shuffle a pile under its `top` cards, which stay where they are (they have been seen)."""
    pile[top:] = rng.dealt_afresh(pile[top:])


def _hide_fiends(s: FiendsState, data: JsonObject, player: int) -> None:
    """Face-down decks and the box show only counts, the minion deck its revealed top, the Adventure
    cards only those whose token the viewer holds (a trophy's peek, §12.5; Vision: all), another
    player's two familiars only how many (while they are dealt)."""
    for key in _FIENDS_FACE_DOWN:
        data[key] = decks.view(getattr(s, key))
    data["minion_deck"] = {"count": len(s.minion_deck), "top": s.minion_deck[0] if s.minion_deck else None}
    revealed = bool(s.battle_pool)   # turned face up in the Monster battle
    data["adventure"] = [card if seen or revealed else None for card, seen in zip(s.adventure, adventure_seen(s, player))]
    for seat, p in enumerate(data["players"]):
        if seat != player and p["familiar_choices"]:   # none left: nothing hidden, every seat sees the same
            p["familiar_choices"] = decks.view(p["familiar_choices"])
    hide_battle(s, data, player)


def _fiends(options: Mapping[str, object]) -> bool:
    return options.get("expansion", "none") == "fiends"


def _fiends_state(base: GameState, players: int) -> FiendsState:
    """The expansion's table: expansion seats (a familiar row on every sheet) and the bag with the
    split dice and, for 5 players, the dice supplement (spec §12.2.2 step 6, PD-E02)."""
    seats: list[PlayerState] = []
    for i in range(players):
        p = FiendsPlayer(seat=i)
        p.sheet[FAM] = [None] * ROW_SLOTS
        seats.append(p)
    fields = {k: v for k, v in vars(base).items() if k != "players"}
    c = content()
    state = FiendsState(players=seats, **fields)
    state.bag = fiends_bag(players)
    state.races_left = c.of_set(c.races, ("base", "chich"))
    fill_box(state)
    return state


def _class_selection(options: Any) -> str:
    """'draw' (dice decide the colour) or 'choose' (reverse seat order; the flag `choose_class`)."""
    return "choose" if options.get("choose_class") else str(options.get("class_selection", "draw"))


def _variants(options: Any) -> list[str]:
    listed = set(options.get("variants", ()))
    return [v for v in VARIANTS if options.get(v) or v in listed]


def effect_names() -> set[str]:
    """Every registered handler name (a test checks the content names only these)."""
    return set(EFFECTS)
