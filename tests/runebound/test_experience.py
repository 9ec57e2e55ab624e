"""The Experience phase (spec §5.6; checklist §16.20): the XP rate by player count, spent counters to the
common pool, change from it, banked XP, and what a token adds."""
from __future__ import annotations

from engine.games.runebound.character import hero_life, hero_skill
from engine.games.runebound.content import content

from .helpers import board, do, legal, position, scenario


def trainee(players: int, counters: list[str], table: str = "counters = []\n"):
    cols = ", ".join(f'"{c}"' for c in counters)
    body = position((1, -1), step="experience", table=table, player=f"counters = [{cols}]\n")
    return scenario(body, players=players)


def test_four_players_pay_4_xp_a_token() -> None:
    s = trainee(4, ["blue", "green"])
    assert {a["pay"] for a in legal(s, "train")} == {("green", "blue")}
    do(s, "train", token="body", pay=("green", "blue"))
    p = s.state.current
    assert p.counters == [] and p.xp_tokens == ["body"]
    assert hero_skill(p, content(), "body") == 3 + 2
    assert s.state.common_pool["blue"] == 11 and s.state.common_pool["green"] == 22, "spent counters go to the pool"


def test_one_or_two_players_pay_5_and_five_or_six_pay_3() -> None:
    assert legal(trainee(2, ["red"]), "train") == []
    assert {a["pay"] for a in legal(trainee(6, ["blue"]), "train")} == {("blue",)}


def test_change_comes_back_from_the_pool_largest_first() -> None:
    s = trainee(2, ["red", "blue"])           # 7 XP for a 5-XP token: 2 back as a yellow counter
    do(s, "train", token="life", pay=("blue", "red"))
    p = s.state.current
    assert p.counters == ["yellow"] and p.banked_xp == 0
    assert hero_life(p, content()) == 5 + 1


def test_change_the_pool_cannot_pay_is_banked_and_counts_next_time() -> None:
    table = board(without=((5, -7), (-2, -5)))           # every counter on the board but one red, one blue
    s = trainee(2, ["red", "blue"], table=table)
    do(s, "train", token="mind", pay=("blue", "red"))
    assert s.state.current.banked_xp == 2 and s.state.current.counters == []
