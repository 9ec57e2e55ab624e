"""Building expansion situations: a new game with `expansion = "fiends"`, setup played by rule of thumb,
forced results through an inline scenario's [forced] table, and a Dice phase reached."""
from __future__ import annotations

import textwrap
from typing import Any, Callable, Sequence

from engine.games.roll_player.state import FiendsState
from engine.kernel import Action, GameConfig, Rng, step_state
from tests.roll_player.helpers import GAME, act, legal, run_auto

__all__ = ["GAME", "act", "legal", "run_auto", "config", "new_game", "forced_game", "through_setup",
           "play_until", "random_step", "roll_with_ties", "TIED_ACROSS_CARDS", "TIED_ON_ONE_CARD"]


def config(players: int, seed: int = 1, **options: Any) -> GameConfig:
    return GameConfig.quick("roll-player", players, seed=seed, expansion="fiends", **options)


def new_game(players: int, seed: int = 1, **options: Any) -> FiendsState:
    state = GAME.new_state(config(players, seed, **options))
    assert isinstance(state, FiendsState)
    run_auto(state)
    return state


def forced_game(forced: str, players: int = 2, seed: int = 1) -> FiendsState:
    """An expansion game whose random results start with the scenario's [forced] table (TOML)."""
    from engine.scenario import scenario_from_text

    body = f'game = "roll-player"\nplayers = {players}\nseed = {seed}\n' \
        f'[options]\nexpansion = "fiends"\n\n[forced]\n{textwrap.dedent(forced)}'
    state = GAME.new_state(scenario_from_text(body, "scenario.toml").config())
    assert isinstance(state, FiendsState)
    run_auto(state)
    return state


TIED_ACROSS_CARDS = (1, 2, 2, 3, 6, 4)   # the 2s straddle the first and second Initiative cards: an order is asked
TIED_ON_ONE_CARD = (1, 1, 2, 3, 6, 4)    # both 1s land on the first card: no order matters


def roll_with_ties(faces: Sequence[int]) -> GameConfig:
    """The Roll phase of a 2-seat expansion game whose six dice (blue, green, white, black, gold, red) show `faces`:
    the one position the rules tests and the table's sorting tray both build their tied dice from (spec §13)."""
    from engine.scenario import scenario_from_text

    body = f"""
        game = "roll-player"
        players = 2
        seed = 3
        [options]
        expansion = "fiends"
        [forced]
        draws = ["blue", "green", "white", "black", "gold", "red"]
        faces = {list(faces)}
        [position]
        phase = "roll"
        [[position.players]]
        class = "C1a"
        familiar = "F03"
        [[position.players]]
        class = "C2a"
        familiar = "F05"
        """
    return scenario_from_text(textwrap.dedent(body), "tied dice").config()


def random_step(state: FiendsState, rng: Rng) -> Action:
    """One uniform random legal action of the player asked (or the system step)."""
    d = GAME.decision(state)
    assert d is not None
    pool = d.legal if d.automatic else [a for a in d.legal if a.player == d.actor]
    action = pool[0] if d.automatic else rng.choice(pool)
    step_state(GAME, state, action)
    return action


def play_until(state: FiendsState, done: Callable[[FiendsState], bool], seed: int = 7, limit: int = 3000) -> None:
    """Random legal play until `done(state)` holds before a player's question."""
    rng = Rng.from_seed(seed)
    for _ in range(limit):
        run_auto(state)
        if done(state) or GAME.decision(state) is None:
            return
        random_step(state, rng)
    raise AssertionError("the condition was never reached")


def through_setup(players: int, seed: int = 1, **options: Any) -> FiendsState:
    """Setup by first legal choices; stop at round 1's first Initiative choice."""
    state = new_game(players, seed, **options)
    while state.step != "choose_card" or state.stack:
        d = GAME.decision(state)
        assert d is not None
        step_state(GAME, state, d.legal[0])
        run_auto(state)
    return state
