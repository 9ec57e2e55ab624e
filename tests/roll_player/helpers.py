"""Building Roll Player situations for rules tests: start from a scenario (a position in the rules'
terms plus forced rolls), or play setup quickly and arrange dice and cards."""
from __future__ import annotations

from engine import games

import textwrap
from typing import Any

from engine.games.roll_player.effects import content
from engine.games.roll_player.state import Attr, Colour, Die, GameState
from engine.kernel import Action, Event, GameConfig, step_state

GAME = games.get("roll-player")


def config(players: int, seed: int = 1, **options: Any) -> GameConfig:
    return GameConfig.quick("roll-player", players, seed=seed, **options)


def run_auto(state: GameState) -> list[Event]:
    """Apply system steps until a player must decide (or the game ends)."""
    events: list[Event] = []
    while True:
        d = GAME.decision(state)
        if d is None or not d.automatic:
            return events
        events.extend(step_state(GAME, state, d.legal[0]))


def act(state: GameState, kind: str, player: int, **args: Any) -> list[Event]:
    """Take a legal action (asserting it is legal), then every automatic step after it."""
    action = Action.of(kind, player, **args)
    d = GAME.decision(state)
    assert d is not None and action in d.legal, f"{action} not legal; legal: {[str(a) for a in d.legal][:30]}"
    events = step_state(GAME, state, action)
    return events + run_auto(state)


def legal(state: GameState, kind: str | None = None, player: int | None = None) -> list[Action]:
    d = GAME.decision(state)
    assert d is not None
    return [a for a in d.legal if (kind is None or a.kind == kind) and (player is None or a.player == player)]


def new_game(players: int, seed: int = 1, **options: Any) -> GameState:
    state = GAME.new_state(config(players, seed, **options))
    run_auto(state)
    return state


def scenario_config(text: str, players: int = 2, seed: int = 1) -> GameConfig:
    """The config of an inline scenario; `game`, `players` and `seed` are added unless the text gives them."""
    from engine.scenario import scenario_from_text

    body = textwrap.dedent(text)
    header = [f'game = "{GAME.id}"']
    if "players =" not in body and "seats =" not in body:
        header.append(f"players = {players}")
    if "seed =" not in body:
        header.append(f"seed = {seed}")
    return scenario_from_text("\n".join(header) + "\n" + body, "scenario.toml").config()


def scenario(text: str, players: int = 2, seed: int = 1) -> GameState:
    """The state an inline scenario starts (TOML; see engine/games/roll_player/scenario.py), after
    every automatic step, so the first question is a player's."""
    state = GAME.new_state(scenario_config(text, players, seed))
    run_auto(state)
    return state


def through_setup(players: int, seed: int = 1, **options: Any) -> GameState:
    """Play setup with the first legal choice each time; stop at round 1's first Initiative choice."""
    state = new_game(players, seed, **options)
    while state.step != "choose_card" or state.stack:
        d = GAME.decision(state)
        assert d is not None
        step_state(GAME, state, d.legal[0])
        run_auto(state)
    return state


def take(state: GameState, colour: Colour, value: int | None) -> Die:
    """Remove a die of `colour` from the bag (keeping the 73 conserved) and give it a value."""
    for i, d in enumerate(state.bag):
        if d.colour is colour:
            return state.bag.pop(i).with_value(value)
    raise AssertionError(f"no {colour} die left in the bag")


def clear_sheet(state: GameState, player: int) -> None:
    p = state.players[player]
    for row in p.sheet.values():
        for i, d in enumerate(row):
            if d is not None:
                state.bag.append(d.with_value(None))
                row[i] = None


def set_row(state: GameState, player: int, attr: Attr, dice: list[tuple[Colour, int]]) -> None:
    """Replace a row's dice with the given (colour, value) dice taken from the bag."""
    row = state.players[player].sheet[attr]
    for i, d in enumerate(row):
        if d is not None:
            state.bag.append(d.with_value(None))
            row[i] = None
    for i, (colour, value) in enumerate(dice):
        row[i] = take(state, colour, value)


def set_card_dice(state: GameState, card: int, dice: list[tuple[Colour, int]]) -> None:
    """Put chosen dice on an Initiative card (its previous dice go back to the bag)."""
    for d in state.initiative[card].dice:
        state.bag.append(d.with_value(None))
    state.initiative[card].dice = [take(state, c, v) for c, v in dice]


def give_card(state: GameState, player: int, card_id: str) -> None:
    """Move a Market card from wherever it lies into a player's area (conserving the 53)."""
    for pile in (state.market_row, state.market_deck, state.discard_pile, state.trash):
        if card_id in pile:
            pile.remove(card_id)
            break
    else:
        raise AssertionError(f"{card_id} is not in a pile")
    kind = content().cards[card_id].type
    p = state.players[player]
    if kind == "skill":
        p.skills[card_id] = False
    else:
        {"weapon": p.weapons, "armour": p.armour, "trait": p.traits}[kind].append(card_id)


def to_market(state: GameState, card_ids: list[str]) -> None:
    """Make the Market row exactly `card_ids` (other cards of the row go to the deck top)."""
    for card_id in card_ids:
        for pile in (state.market_deck, state.discard_pile, state.market_row):
            if card_id in pile:
                pile.remove(card_id)
                break
        else:
            raise AssertionError(f"{card_id} is not available")
    state.market_deck[:0] = state.market_row
    state.market_row = list(card_ids)


def set_class(state: GameState, player: int, class_id: str) -> None:
    """Give a player another class (swapping with whoever holds it, so colours stay unique)."""
    colour = content().classes[class_id].colour.value
    for q in state.players:
        if q.class_id is not None and content().classes[q.class_id].colour.value == colour and q.seat != player:
            q.class_id = state.players[player].class_id
    state.players[player].class_id = class_id


def card_by_effect(name: str) -> str:
    return next(k for k, c in content().cards.items() if c.effect == name)


def card_by_name(en: str) -> str:
    return next(k for k, c in content().cards.items() if c.name.en == en)


def class_by_effect(name: str) -> str:
    return next(k for k, c in content().classes.items() if c.effect == name)


def to_market_phase(state: GameState, cards: list[int] | None = None) -> None:
    """Finish the Dice phase: each player takes the given (or first) card, places first legal, skips."""
    order = list(cards or [])
    while state.step in ("choose_card", "place", "action"):
        p = state.current
        assert p is not None
        if state.step == "choose_card":
            choice = order.pop(0) if order else legal(state, "take_card")[0]["card"]
            act(state, "take_card", p, card=choice)
        elif state.step == "place":
            a = legal(state, "place", p)[0]
            act(state, "place", p, die=a["die"], row=a["row"])
        else:
            act(state, "skip_action", p)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def finish_market(state: GameState) -> None:
    """Everyone discards (or takes gold); the Druid passes; Cleanup refreshes nothing."""
    from engine.games.roll_player.state import Phase
    while state.phase in (Phase.MARKET, Phase.CLEANUP) and not state.stack:
        p = state.current
        assert p is not None
        if state.step == "druid":
            act(state, "druid_pass", p)
        elif state.step == "bard_second":
            act(state, "end_turn", p)
        elif state.step == "refresh":
            act(state, "refresh_none", p)
        elif state.market_row and legal(state, "discard", p):
            act(state, "discard", p, card=state.market_row[0])
        else:
            act(state, "take_gold", p)


# The Dice phase of a 2-player round: player 0 (a Paladin, whose ability only scores) chooses first.
DICE_PHASE = """
    [position]
    phase = "dice"
    [[position.players]]
    class = "C1b"
    gold = 3
    {sheet}
    [[position.players]]
    class = "C2b"
    [[position.initiative]]
    dice = ["{die}"]
    [[position.initiative]]
    dice = ["green 5"]
    gold = 1
    [[position.initiative]]
    dice = ["purple 6"]
"""


def dice_phase(sheet: str = "", die: str = "white 3") -> GameState:
    """Player 0's Dice turn with `sheet` (a TOML `sheet = {...}` line) and `die` on card "1"."""
    return scenario(DICE_PHASE.format(sheet=sheet, die=die))
