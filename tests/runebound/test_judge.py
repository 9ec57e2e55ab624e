"""What the search weighs an unfinished Runebound game by (judge.py): runes, experience tokens, adventure counters not
yet trained into tokens, and the hero's reach, which counts for nothing once the round limit comes."""
from __future__ import annotations

from engine.games.runebound.content import content
from engine.games.runebound.judge import estimate
from engine.games.runebound.state import GameState
from tests.bench.bench_search import greedy_game


def mid_game() -> GameState:
    state: GameState = greedy_game("runebound")[900]
    return state


def test_an_adventure_counter_won_counts_as_its_xp_in_experience_tokens() -> None:
    state = mid_game()
    before = estimate(state)
    state.players[0].counters.append("blue")   # 3 XP; a token costs 5 XP with two players (spec §5.6)
    after = estimate(state)
    assert abs(after[0] - before[0] - 3 / 5) < 1e-9 and after[1] == before[1]


def test_at_the_round_limit_only_what_was_won_counts() -> None:
    state = mid_game()
    state.round_no = content().rules.round_limit
    for seat, p in enumerate(state.players):
        assert estimate(state)[seat] == len(p.xp_tokens) + sum(content().rules.counter_xp[c] for c in p.counters) / 5 \
            + p.banked_xp / 5


def test_early_on_a_hero_who_can_win_fights_is_worth_more_than_his_tokens() -> None:
    state = mid_game()
    assert state.round_no < content().rules.round_limit - 20
    for seat, p in enumerate(state.players):
        assert estimate(state)[seat] > len(p.xp_tokens)
