"""Random legal expansion games for 1–5 players: every invariant (dice with the split dice and the
supplement, Market cards with the Call to Adventure, familiars, imps, minions, Monsters, Adventure
cards, no negative gold/Charisma/XP/Glory/Damage) after every step; the game ends at 21 dice each.
Undo/redo and saves of whole expansion games are the conformance suite's (tests/conformance/).

`STOLIK_PROPERTY_GAMES` sets the random games per player count, as for the base game (default 60: every option
set ten times, 300 games in all); `STOLIK_PROPERTY_GAMES=400` is the 2,000 games `make test` used to play
(`stolik simulate roll-player --option expansion=fiends --games N` plays more with the same invariants)."""
from __future__ import annotations

import os

import pytest

from engine.games.roll_player.fiends.components import load_components
from engine.games.roll_player.state import FiendsState
from engine.kernel import Rng, step_state

from .helpers import GAME, config

GAMES = int(os.environ.get("STOLIK_PROPERTY_GAMES", "60"))   # per player count
GAMES_PER_CHUNK = 20   # a test each, so xdist spreads them
CHUNKS = -(-GAMES // GAMES_PER_CHUNK)
OPTION_SETS = [{}, {"less_random_setup": True}, {"random_market_deck": True}, {"shorter_game": True}, {"choose_class": True},
               {"friendly_market": True}]
ROUNDS = {1: 12, 2: 12, 3: 11, 4: 10, 5: 10}   # spec §12.2.1 (INFERRED, unmodified deck)


def _play(players: int, seed: int, options: dict, *, anyone: bool) -> FiendsState:
    state = GAME.new_state(config(players, seed, **options))
    assert isinstance(state, FiendsState)
    rng = Rng.from_seed(seed)
    steps = 0
    while True:
        d = GAME.decision(state)
        if d is None:
            break
        pool = d.legal if (anyone or d.automatic) else [a for a in d.legal if a.player == d.actor]
        assert pool, f"no legal action at {d.prompt}"
        step_state(GAME, state, pool[0] if d.automatic else rng.choice(pool))
        problems = GAME.check(state)
        assert not problems, f"{players}P seed {seed} step {steps}: {problems}"
        steps += 1
        assert steps < 8000, "the game does not end"
    return state


CASES = [pytest.param(players, chunk, marks=[pytest.mark.slow] if chunk else [])
         for players in (1, 2, 3, 4, 5) for chunk in range(CHUNKS)]


@pytest.mark.parametrize("players,chunk", CASES)
def test_random_expansion_games_keep_every_invariant_and_end_at_21_dice(players: int, chunk: int) -> None:
    """Chunk 0 of each player count runs in every test run; the others are `slow` (`make test` runs them,
    `make test-fast` leaves them out)."""
    creation = load_components().creation_dice
    for k in range(chunk * GAMES_PER_CHUNK, min(GAMES, (chunk + 1) * GAMES_PER_CHUNK)):
        options = OPTION_SETS[k % len(OPTION_SETS)]
        if players == 1 and "friendly_market" in options:
            options = {}
        state = _play(players, 500 * players + k, options, anyone=k % 3 == 2)
        assert all(p.dice_count() == creation for p in state.players)
        assert state.call_drawn and state.dice_per_card == 1
        assert all(p.familiar is not None for p in state.players)
        assert len(GAME.final_scores(state)) == players


@pytest.mark.parametrize("players", [2, 4])
def test_an_untouched_deck_gives_the_spec_number_of_rounds(players: int) -> None:
    """With the shorter game off and nobody drawing from the deck, 2 dice per card until the Call."""
    lengths = {_play(players, 9000 + k, {}, anyone=False).round for k in range(4)}
    assert ROUNDS[players] in lengths and lengths <= {ROUNDS[players], ROUNDS[players] + 1}
