"""Roll Player as a kernel Game: new state, the current question, resolving, views and invariants."""
from __future__ import annotations

from typing import Any

from engine.kernel import Action, ConfigError, Context, Decision, Event, Game, GameConfig, Rng

from . import cleanup, market, rounds, setup, skills  # noqa: F401  (register their steps and resolvers)
from .describe import describe_event
from .effects import EFFECTS, content
from .encode import encode_state
from .flow import FRAMES, RESOLVERS, STEPS
from .reducer import apply_event
from .skills import interrupts
from .state import ATTRS, ROW_SLOTS, Colour, Die, GameState, Phase, PlayerState, clone_state

SHEET_SLOTS = len(ATTRS) * ROW_SLOTS

VARIANTS = ("less_random_setup", "random_market_deck", "shorter_game", "friendly_market")
CLASS_SELECTION = ("draw", "choose")


class RollPlayer(Game[GameState]):
    """The base game for 1–4 players; options: the four variants (booleans) and class_selection."""

    id = "roll-player"
    title = {"en": "Roll Player", "pl": "Roll Player"}
    min_players = 1
    max_players = 4

    def validate_config(self, config: GameConfig) -> None:
        super().validate_config(config)
        opts = config.options
        unknown = set(opts) - set(VARIANTS) - {"class_selection", "choose_class", "variants"}
        if unknown:
            raise ConfigError(f"roll-player: unknown option(s) {', '.join(sorted(unknown))}")
        if _class_selection(opts) not in CLASS_SELECTION:
            raise ConfigError("roll-player: class_selection must be 'draw' or 'choose'")
        if config.players == 1 and "friendly_market" in _variants(opts):
            raise ConfigError("roll-player: the Friendly Market variant is not played solo (PD-G31)")

    def new_state(self, config: GameConfig) -> GameState:
        c = content()
        bag: list[Die] = []
        for colour in Colour:
            for _ in range(c.dice[colour]):
                bag.append(Die(len(bag), frozenset({colour})))
        return GameState(
            rng=Rng.from_seed(config.seed).state,
            players=[PlayerState(seat=i) for i in range(config.players)],
            solo=config.players == 1,
            variants=_variants(config.options),
            class_selection=_class_selection(config.options),
            bag=bag,
            races_left=c.of_set(c.races, ("base",)),
        )

    def decision(self, state: GameState) -> Decision | None:
        if state.phase is Phase.GAME_OVER:
            return None
        if state.stack:
            frame = state.stack[-1]
            return Decision(frame.player, frame.kind, tuple(FRAMES[frame.kind](state, frame)))
        actor, prompt, legal = STEPS[state.step](state)
        if actor is not None:
            legal = legal + interrupts(state)
        return Decision(actor, prompt, tuple(legal))

    def resolve(self, ctx: Context, action: Action) -> None:
        RESOLVERS[action.kind](ctx, action)

    def apply(self, state: GameState, event: Event) -> None:
        apply_event(state, event)

    def encode(self, state: GameState) -> Any:
        return encode_state(state)

    def clone(self, state: GameState) -> GameState:
        return clone_state(state)

    def view(self, state: GameState, player: int | None) -> Any:
        """Bag contents and deck order are hidden from everyone (counts shown); Break-in's peek
        is shown to its user only."""
        data = self.encode(state)
        if player is None:
            return data
        data["rng"] = None
        data["bag"] = {"count": len(state.bag)}
        data["market_deck"] = {"count": len(state.market_deck)}
        if state.peek is not None and state.current != player:
            data["peek"] = None
        return data

    def content_hash(self) -> str:
        return content().hash

    def describe(self, event: Event, state: GameState, lang: str = "en") -> str | None:
        return describe_event(event, state, lang)

    def check(self, state: GameState) -> list[str]:
        """Dice (73) and Market cards (53) are conserved; gold and tokens never go negative."""
        out: list[str] = []
        total_dice, total_cards = _TOTALS or _totals()
        players = state.players
        dice = len(state.bag) + len(state.pool) + len(state.enemy_dice) + SHEET_SLOTS * len(players)
        cards = len(state.market_row) + len(state.market_deck) + len(state.discard_pile)
        cards += len(state.trash) + len(state.box)
        for card in state.initiative:
            dice += len(card.dice)
            if card.gold > 1:
                out.append(f"Initiative card {card.label} holds {card.gold} gold")
        for p in players:
            for row in p.sheet.values():
                dice -= row.count(None)
            dice += len(p.start_dice) + len(p.class_dice)
            cards += len(p.weapons) + len(p.armour) + len(p.traits) + len(p.skills)
            if p.gold < 0:
                out.append(f"P{p.seat + 1} has {p.gold} gold")
            if p.charisma < 0:
                out.append(f"P{p.seat + 1} has {p.charisma} Charisma tokens")
        if dice != total_dice:
            out.append(f"{dice} dice in play, expected {total_dice}")
        if cards != total_cards and (state.market_deck or state.market_row or state.discard_pile):
            out.append(f"{cards} Market cards in play, expected {total_cards}")
        return out

    def final_scores(self, state: GameState) -> list[float]:
        from . import scoring
        return [float(x) for x in scoring.final_scores(state, content())]


_TOTALS: list[int] = []


def _totals() -> list[int]:
    """The dice and base Market cards the box holds (what `check` conserves), computed once."""
    c = content()
    _TOTALS[:] = [sum(c.dice.values()), len(c.of_set(c.cards, ("base",)))]
    return _TOTALS


def _class_selection(options: Any) -> str:
    """'draw' (dice decide the colour) or 'choose' (reverse seat order; the flag `choose_class`)."""
    return "choose" if options.get("choose_class") else str(options.get("class_selection", "draw"))


def _variants(options: Any) -> list[str]:
    listed = set(options.get("variants", ()))
    return [v for v in VARIANTS if options.get(v) or v in listed]


def effect_names() -> set[str]:
    """Every registered handler name (a test checks the content names only these)."""
    return set(EFFECTS)
