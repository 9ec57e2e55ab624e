"""The greedy Roll Player bot: found by name, always legal, deterministic, and better than random."""
from __future__ import annotations

from typing import Any, Callable

import pytest

from engine import games
from engine.bots import bot_for
from engine.games.roll_player import scoring
from engine.games.roll_player.bots import DEFAULT, GreedyBot, candidates, projected_score, reach
from engine.games.roll_player.effects import content
from engine.games.roll_player.sheet import occupied
from engine.games.roll_player.state import GameState
from engine.kernel import Action, Decision, GameConfig, Rng, Seen, step_state
from engine.kernel.canonical import hash_json
from engine.simulate import simulate

GAME = games.get("roll-player")


Stop = Callable[[GameState, Decision], bool]


def play(players: int, seed: int, bots: list[Any], stop: Stop | None = None) -> tuple[GameState, list[Action]]:
    """A game with one bot per seat (sharing one RNG, like `engine.simulate`), up to `stop`."""
    state = GAME.new_state(GameConfig.quick(GAME.id, players, seed=seed))
    rng = Rng.from_seed(seed * 31 + 1)
    taken: list[Action] = []
    while (decision := GAME.decision(state)) is not None:
        if stop is not None and stop(state, decision):
            break
        if decision.automatic:
            action = decision.legal[0]
        else:
            action = bots[decision.actor].choose(GAME, Seen(GAME, state, decision.actor), decision, decision.actor, rng)
            assert action in decision.legal, f"{action} is not legal at {decision.prompt}"
            assert action.player == decision.actor
        step_state(GAME, state, action)
        taken.append(action)
    return state, taken


def test_greedy_is_found_by_name_for_roll_player() -> None:
    assert isinstance(bot_for("roll-player", "greedy"), GreedyBot)
    assert bot_for("roll-player", "random").name == "random"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_greedy_takes_only_legal_actions_to_the_end_of_a_game(players: int) -> None:
    state, _ = play(players, 3 + players, [GreedyBot()] * players)
    assert GAME.decision(state) is None and all(p.full() for p in state.players)
    assert not GAME.check(state)


def test_greedy_is_deterministic_given_its_rng() -> None:
    _, first = play(2, 11, [GreedyBot(), GreedyBot()])
    _, second = play(2, 11, [GreedyBot(), GreedyBot()])
    assert first == second


def test_choosing_never_changes_the_game_state() -> None:
    """The look-ahead works on clones: the real state (and its RNG) is left exactly as it was."""
    state, _ = play(3, 5, [GreedyBot()] * 3, stop=lambda s, d: s.round == 4 and not d.automatic)
    before = hash_json(GAME.encode(state))
    decision = GAME.decision(state)
    assert decision is not None and not decision.automatic
    GreedyBot().choose(GAME, Seen(GAME, state, decision.actor), decision, decision.actor, Rng.from_seed(1))
    assert hash_json(GAME.encode(state)) == before


def test_greedy_mean_score_beats_the_random_bot() -> None:
    greedy = simulate(games.get("roll-player"), 2, games=6, seed=20, bot="greedy", check_every_step=False)
    random = simulate(games.get("roll-player"), 2, games=6, seed=20, bot="random", check_every_step=False)
    assert greedy["finished"] == random["finished"] == 6
    assert greedy["mean_score"] > random["mean_score"] + 10


def test_projection_is_the_final_score_once_the_game_is_over() -> None:
    """With the sheet full and no Market left, the projection is scoring.py's total plus a sliver of gold."""
    state, _ = play(2, 8, [GreedyBot(), GreedyBot()])
    totals = scoring.final_scores(state, content())
    for seat, total in enumerate(totals):
        gold = state.players[seat].gold
        assert projected_score(state, seat) == pytest.approx(total + DEFAULT.end_gold * gold)


def test_a_full_row_on_its_goal_is_certain_and_far_off_is_hopeless() -> None:
    assert reach(0, -1, 0, fixable=False) == 1.0
    assert reach(0, 1, 1, fixable=False) == 0.0
    assert reach(0, 1, 1, fixable=True) == DEFAULT.near_miss[0]
    assert reach(1, 9, None, fixable=True) == 0.0          # one die never adds 9
    assert 0.0 < reach(2, 12, 12, fixable=True) < reach(2, 7, 7, fixable=True) <= DEFAULT.reach_cap


def in_round(n: int) -> Stop:
    return lambda s, d: s.round == n and not d.automatic


def test_identical_dice_are_never_swapped_and_one_discard_stands_for_all() -> None:
    state, _ = play(2, 9, [GreedyBot(), GreedyBot()], stop=in_round(3))
    p = state.players[0]
    (ra, ia, die), (rb, ib, _) = occupied(p)[:2]
    p.sheet[rb][ib] = die
    swap = Action.of("dexterity", 0, row=ra.name, index=ia, row2=rb.name, index2=ib)
    other = next(Action.of("dexterity", 0, row=ra.name, index=ia, row2=r.name, index2=i)
                 for r, i, d in occupied(p) if (d.value, d.colours) != (die.value, die.colours))
    discards = [Action.of("discard", 0, card=c) for c in ("B01", "B02", "B03")]
    assert candidates(state, [swap, other, *discards]) == [other, discards[0]]


def last_market(s: GameState, d: Decision) -> bool:
    return d.prompt == "market_action" and all(p.full() for p in s.players)


def test_greedy_spends_its_gold_on_stars_in_the_last_market() -> None:
    """With no die left to place, gold is only a tie-breaker: an armour card beats 2 gold."""
    state, _ = play(2, 12, [GreedyBot(), GreedyBot()], stop=last_market)
    decision = GAME.decision(state)
    assert decision is not None and last_market(state, decision)
    armour = next(c for c in state.market_deck + state.discard_pile + state.trash
                  if content().cards[c].type == "armour")
    for pile in (state.market_deck, state.discard_pile, state.trash):
        if armour in pile:
            pile[pile.index(armour)] = state.market_row[0]
    state.market_row[0] = armour
    state.players[decision.actor].gold = 20
    decision = GAME.decision(state)
    choice = GreedyBot().choose(GAME, Seen(GAME, state, decision.actor), decision, decision.actor, Rng.from_seed(2))
    assert choice.kind == "buy"
    assert content().cards[choice["card"]].type in ("armour", "trait", "weapon")
