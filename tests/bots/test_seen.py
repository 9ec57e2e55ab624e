"""A bot sees what its seat sees (issue 27 item 1): it is given its seat's `Seen` (the view, and whole states drawn
from what the seat may know), never the state, so no bot can decide by the real order of a deck."""
from __future__ import annotations

from typing import Any, Callable

import pytest
from engine import games
from engine.bots import bot_for, bot_names
from engine.bots.random_bot import RandomBot
from engine.bots.search import own_actions
from engine.kernel import Game, GameConfig, Rng, Seen
from engine.kernel.rng import Forced
from engine.kernel.canonical import hash_json
from tests.bench.bench_search import greedy_game

GREEDY = "greedy"
CHECKED = 12      # decisions with a choice, spread over one greedy game, at which each game's greedy bot is checked


def greedy_games() -> list[str]:
    return [g for g in games.available() if GREEDY in bot_names(g)]


def choices(game_id: str) -> list[tuple[Any, int]]:
    """(state, seat) at `CHECKED` decisions spread over a greedy game, each a real choice for the seat asked."""
    game: Game[Any] = games.get(game_id)
    found = []
    for state in greedy_game(game_id):
        decision = game.decision(state)
        seat = decision.next_seat() if decision is not None else None
        if seat is not None and len(own_actions(decision, seat)) > 1:
            found.append((state, seat))
    step = max(1, len(found) // CHECKED)
    return found[::step][:CHECKED]


class Peek:
    """What the bots were given before: the real table itself (a copy of it), whatever the seat may not see."""

    def __init__(self, game: Game[Any], state: Any) -> None:
        self.game, self.state = game, state

    @property
    def view(self) -> Any:
        return self.game.encode(self.state)

    def draw(self, rng: Rng) -> Any:
        return self.game.clone(self.state)


class Hasher:
    """A bot that reads every card of the table it is given, hidden or not: it answers by the whole state's hash."""

    name = "hasher"

    def choose(self, game: Game[Any], seen: Any, decision: Any, player: int, rng: Rng) -> Any:
        legal = own_actions(decision, player)
        return legal[int(hash_json(game.encode(seen.draw(rng)))[:8], 16) % len(legal)]


Given = Callable[[Game[Any], Any, int], Any]   # what a bot is handed of a table for a seat


def answers(game_id: str, bot: Callable[[], Any], given: Given) -> tuple[list[Any], list[Any]]:
    """A bot's answers at each checked choice, at the real table and at one its seat cannot tell from it (decks and
    bags in another order, another future for the dice), each given to a fresh bot as `given` makes it."""
    game: Game[Any] = games.get(game_id)
    here, there = [], []
    for state, seat in choices(game_id):
        other = game.shuffle_hidden(state, seat, Rng.from_seed(99))
        assert other is not None and game.view(other, seat) == game.view(state, seat)
        assert game.encode(other) != game.encode(state)
        here.append(bot().choose(game, given(game, state, seat), game.decision(state), seat, Rng.from_seed(8)))
        there.append(bot().choose(game, given(game, other, seat), game.decision(other), seat, Rng.from_seed(8)))
    return here, there


@pytest.mark.parametrize("game_id", greedy_games())
def test_a_greedy_bot_answers_alike_at_tables_its_seat_cannot_tell_apart(game_id: str) -> None:
    here, there = answers(game_id, lambda: bot_for(game_id, GREEDY), Seen)
    assert len(here) == CHECKED and here == there


@pytest.mark.parametrize("game_id", greedy_games())
def test_even_a_bot_that_reads_every_card_it_is_given_cannot_tell_those_tables_apart(game_id: str) -> None:
    """What the test above catches: handed the real table, a bot that reads it all answers otherwise somewhere;
    handed its seat's Seen, it answers alike everywhere, for its draws never depend on the real hidden order."""
    here, there = answers(game_id, Hasher, lambda game, state, seat: Peek(game, state))
    assert here != there
    here, there = answers(game_id, Hasher, Seen)
    assert here == there


def test_what_a_bot_is_given_offers_only_the_view_and_a_draw() -> None:
    game: Game[Any] = games.get("roll-player")
    state = game.new_state(GameConfig.quick("roll-player", 2, seed=4))
    seen = Seen(game, state, 1)
    assert [name for name in dir(seen) if not name.startswith("_")] == ["draw", "view"]
    assert not hasattr(seen, "__dict__")    # nothing can be hung on it, and it holds no public field
    assert seen.view == game.view(state, 1)
    drawn = seen.draw(Rng.from_seed(3))
    assert drawn is not state and game.view(drawn, 1) == seen.view
    assert game.encode(drawn) != game.encode(state)   # the bag and the decks in another order: a draw, not a copy


def test_a_draw_where_nothing_is_hidden_is_a_copy_of_its_own() -> None:
    from tests.bots.test_search import Nim
    nim = Nim()
    state = nim.new_state(GameConfig.quick("nim", 2, stones=5))
    drawn = Seen(nim, state, 0).draw(Rng.from_seed(1))
    assert drawn is not state and drawn == state


@pytest.mark.parametrize("game_id", greedy_games())
def test_a_scenarios_forced_dice_are_the_future_and_no_draw_shows_them(game_id: str) -> None:
    """A scripted position (a tutorial's, a test's) queues the dice it will roll in `forced`: a draw is a table
    the seat cannot tell from the real one, so those results are not in it either."""
    game: Game[Any] = games.get(game_id)
    state, seat = choices(game_id)[0]
    state = game.clone(state)
    state.forced = Forced(faces=(6, 6, 6), draws=("x",))
    drawn = Seen(game, state, seat).draw(Rng.from_seed(5))
    assert drawn.forced is None and state.forced is not None


class Untouchable:
    """A Seen that fails when read: what the random bot must never need."""

    @property
    def view(self) -> Any:
        raise AssertionError("the random bot read the view")

    def draw(self, rng: Rng) -> Any:
        raise AssertionError("the random bot drew a state")


def test_the_random_bot_pays_for_no_view_and_no_copy() -> None:
    game: Game[Any] = games.get("roll-player")
    state = game.new_state(GameConfig.quick("roll-player", 2, seed=4))
    decision = game.decision(state)
    untouchable: Any = Untouchable()
    assert RandomBot().choose(game, untouchable, decision, decision.actor, Rng.from_seed(1)) in decision.legal
