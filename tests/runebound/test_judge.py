"""What the search weighs an unfinished Runebound game by (judge.py): runes, experience tokens, adventure counters not
yet trained into tokens, the hero's reach and kit, his exhaustion, and how far the round limit is."""
from __future__ import annotations

from engine import games
from engine.games.runebound.content import content
from engine.games.runebound.judge import chances, estimate
from engine.games.runebound.state import GameState, ItemState
from tests.bench.bench_search import greedy_game


def mid_game() -> GameState:
    state: GameState = greedy_game("runebound")[900]
    return state


def level(state: GameState) -> GameState:
    """Both heroes made alike (the second a copy of the first, seat aside), so only what a test changes differs."""
    second = games.get("runebound").clone(state).players[0]
    second.seat = 1
    state.players[1] = second
    assert estimate(state)[0] == estimate(state)[1]
    return state


def dragonlord() -> str:
    return next(ch.id for ch in content().challenges.values() if ch.dragonlord)


def test_an_adventure_counter_won_counts_as_its_xp_in_experience_tokens() -> None:
    state = mid_game()
    before = estimate(state)
    state.players[0].counters.append("blue")   # 3 XP; a token costs 5 XP with two players (spec §5.6)
    after = estimate(state)
    assert abs(after[0] - before[0] - 3 / 5) < 1e-9 and after[1] == before[1]


def test_early_on_a_hero_who_can_win_fights_is_worth_more_than_his_tokens() -> None:
    state = mid_game()
    assert state.round_no < content().rules.round_limit - 20
    for seat, p in enumerate(state.players):
        assert estimate(state)[seat] > len(p.xp_tokens)


def test_the_judge_values_a_hero_with_more_exhaustion_lower_all_else_equal() -> None:
    state = level(mid_game())
    state.players[1].exhaustion += 1
    assert chances(state)[0] > 0.5 > chances(state)[1]


def test_the_judge_values_a_hero_with_one_more_item_higher_all_else_equal() -> None:
    state = level(mid_game())
    state.players[0].items.append(ItemState(next(iter(content().items))))
    assert chances(state)[0] > 0.5 > chances(state)[1]


def test_a_dragon_rune_outweighs_a_lead_of_ten_experience_tokens() -> None:
    state = level(mid_game())
    state.players[0].kept.append(dragonlord())
    state.players[1].xp_tokens += ["body"] * 10
    assert chances(state)[0] > 0.9


def test_the_same_lead_in_tokens_makes_a_clearer_favourite_the_nearer_the_round_limit() -> None:
    state = level(mid_game())
    state.players[0].xp_tokens.append("body")
    state.round_no = 10
    early = chances(state)[0]
    state.round_no = content().rules.round_limit - 5
    late = chances(state)[0]
    assert 0.5 < early < late


def test_a_hero_s_reach_counts_for_less_as_the_round_limit_nears() -> None:
    state = mid_game()
    p = state.players[0]
    won = len(p.xp_tokens) + sum(content().rules.counter_xp[c] for c in p.counters) / 5 + p.banked_xp / 5
    state.round_no = 10
    early = estimate(state)[0] - won
    state.round_no = content().rules.round_limit
    late = estimate(state)[0] - won
    assert early > late


def test_a_green_counter_won_for_a_wound_early_on_leaves_the_hero_better_off() -> None:
    """A wound heals for a gold piece in any city (spec §5.4): it costs the hero a little, not a share of every fight
    ahead. Judged by his reach as hurt, a search declined every fight that might cost one."""
    state = level(mid_game())
    state.round_no = 1
    state.players[0].counters.append("green")
    state.players[0].wounds += 1
    assert chances(state)[0] > 0.5 > chances(state)[1]


def test_wounds_cost_a_hero_as_much_early_in_the_game_as_late() -> None:
    """A wound is healed the same way, for a gold piece, in round 1 as in round 95 (spec §5.4)."""
    state = mid_game()
    costs = []
    for round_no in (1, content().rules.round_limit - 5):
        state.round_no = round_no
        before = estimate(state)[0]
        state.players[0].wounds += 2
        costs.append(before - estimate(state)[0])
        state.players[0].wounds -= 2
    assert costs[0] > 0 and abs(costs[0] - costs[1]) < 1e-9


def test_a_gold_piece_counts_for_the_hero_who_holds_it() -> None:
    state = level(mid_game())
    state.players[0].gold += 1
    assert chances(state)[0] > 0.5 > chances(state)[1]


def test_a_fight_won_at_the_price_of_two_exhaustion_is_worth_it() -> None:
    """Exhaustion is rested off by rolling fewer movement dice (spec §5.2.2): a green counter is worth two of it."""
    state = level(mid_game())
    state.players[0].counters.append("green")
    state.players[0].exhaustion += 2
    assert chances(state)[0] > 0.5 > chances(state)[1]
