"""Movement (spec §5.2, checklist §16.1–16.8): rolling and resting, one step per die on matching terrain,
cities accept any symbol, the adjacent step, the map's edge, and which phases the final hex opens."""
from __future__ import annotations

import random

import pytest

from engine.common.hexes import Hex, neighbours
from engine.games.runebound.content import content
from engine.games.runebound.movement import Moves, adjacent_hexes, legal_steps
from engine.games.runebound.state import ADVENTURE, EXPERIENCE, MARKET, MOVEMENT, MOVING

from .helpers import do, events, legal, scenario


def at(hex_: tuple[int, int], faces: list[str] = (), extra: str = "", step: str = "movement") -> str:
    forced = f'[forced]\nfaces = {list(faces)!r}\n'.replace("'", '"') if faces else ""
    return f'{forced}[position]\nstep = "{step}"\n[[position.players]]\nhex = [{hex_[0]}, {hex_[1]}]\n{extra}'


def test_a_healthy_hero_may_roll_0_to_5_dice_or_step() -> None:
    s = scenario(at((0, 0)))
    assert sorted(a["dice"] for a in legal(s, "roll")) == [0, 1, 2, 3, 4, 5]
    assert len(legal(s, "step")) == 6


def test_max_4_dice_when_the_hero_has_a_wound() -> None:
    s = scenario(at((0, 0), extra="wounds = 1\n"))
    assert max(a["dice"] for a in legal(s, "roll")) == 4


def test_max_4_dice_when_an_ally_has_exhaustion() -> None:
    s = scenario(at((0, 0), extra='allies = [{ card = "sellsword.1", exhaustion = 1 }]\n'))
    assert max(a["dice"] for a in legal(s, "roll")) == 4


def test_rest_threshold_is_4_rolling_1_die_removes_3_exhaustion() -> None:
    s = scenario(at((0, 0), ["F1"], extra="exhaustion = 3\n"))
    do(s, "roll", dice=1)
    assert s.state.current.exhaustion == 0


def test_the_player_shares_the_rest_between_hero_and_allies() -> None:
    s = scenario(at((0, 0), ["F1", "F1"], extra='exhaustion = 1\nallies = [{ card = "sellsword.1", exhaustion = 2 }]\n'))
    assert {a["rest"] for a in legal(s, "roll") if a["dice"] == 2} == {(1, 1), (0, 2)}
    do(s, "roll", dice=2, rest=(0, 2))
    p = s.state.current
    assert (p.exhaustion, p.allies[0].exhaustion) == (1, 0)


def test_rolling_4_dice_is_never_a_rest() -> None:
    s = scenario(at((0, 0), ["F1"] * 4, extra="exhaustion = 2\n"))
    do(s, "roll", dice=4)
    assert s.state.current.exhaustion == 2
    assert events(s, "rested") == []


def test_rolling_0_dice_rests_4_and_ends_movement_excess_rest_is_lost() -> None:
    s = scenario(at((1, -1), extra="exhaustion = 1\n"))
    do(s, "roll", dice=0)
    assert s.state.current.exhaustion == 0
    assert s.state.current.position == (1, -1)
    assert s.state.step != MOVING and legal(s, "step") == []


def test_one_step_per_die_three_river_dice_reach_at_most_three_river_hexes() -> None:
    s = scenario(at((-2, -2), ["F5", "F5", "F5"]))
    do(s, "roll", dice=3)
    do(s, "go", q=-2, r=-3, die=0)
    do(s, "go", q=-1, r=-4, die=1)
    do(s, "go", q=-1, r=-5, die=2)
    assert s.state.current.position == (-1, -5)
    assert s.state.step == EXPERIENCE, "all dice spent: movement over, nothing on the hex, not a city"


def test_only_terrain_shown_on_the_die_may_be_entered() -> None:
    s = scenario(at((1, 0), ["F3"]))
    do(s, "roll", dice=1)
    entered = {(a["q"], a["r"]) for a in legal(s, "go")}
    terrain = content().terrain
    assert all(terrain[Hex(*h)] in ("F", "M", "P", "C") for h in entered)
    assert (2, 0) not in entered, "a Road hex is not entered with Forest, Mountains or Plains"


def test_a_city_accepts_any_symbol() -> None:
    s = scenario(at((1, 0), ["F3"]))
    do(s, "roll", dice=1)
    assert (0, 0) in {(a["q"], a["r"]) for a in legal(s, "go")}, "F3 has no Road, yet Tamalir is entered"


def test_the_adjacent_step_enters_any_terrain_without_dice() -> None:
    s = scenario(at((0, 0)))
    assert {(a["q"], a["r"]) for a in legal(s, "step")} == {tuple(h) for h in neighbours(Hex(0, 0))}
    do(s, "step", q=1, r=-1)
    assert s.state.current.position == (1, -1) and s.state.dice == []


def test_off_map_hexes_are_never_legal() -> None:
    s = scenario(at((7, -7), ["F1"] * 5))
    assert {(a["q"], a["r"]) for a in legal(s, "step")} == {(6, -7), (6, -6), (7, -6)}
    moves = Moves(content(), (7, -7), ["F1", "F2", "F3", "F4", "F6"])
    assert all(h in content().terrain for h in moves.ends())


def test_other_heroes_and_counters_never_block_movement() -> None:
    body = ('[forced]\nfaces = ["F1", "F1"]\n[position]\nstep = "movement"\n'
            '[[position.players]]\nhex = [0, 0]\n[[position.players]]\nhex = [0, -1]\n')
    s = scenario(body, players=2)
    do(s, "roll", dice=2)
    do(s, "go", q=0, r=-1, die=0)
    do(s, "go", q=0, r=-2, die=1)
    assert s.state.current.position == (0, -2)


def test_unused_dice_are_lost_and_ending_on_the_start_hex_is_legal() -> None:
    s = scenario(at((1, -1), ["F1", "F1"]))
    do(s, "roll", dice=2)
    do(s, "stop")
    assert s.state.current.position == (1, -1) and s.state.step == EXPERIENCE


def test_passing_through_a_city_gives_no_market_phase() -> None:
    s = scenario(at((1, 0), ["F1", "F1"]))
    do(s, "roll", dice=2)
    do(s, "go", q=0, r=0, die=0)
    do(s, "go", q=0, r=-1, die=1)
    assert events(s, "market_drawn") == [] and s.state.step == EXPERIENCE


def test_ending_on_a_counter_opens_the_adventure_phase() -> None:
    s = scenario(at((0, 1), ["F4"]))
    do(s, "roll", dice=1)
    do(s, "go", q=1, r=1, die=0)  # a green gem hex
    assert s.state.step == ADVENTURE


def test_ending_in_a_city_opens_the_market_with_its_draw_also_in_tamalir() -> None:
    s = scenario(at((1, 0)))
    do(s, "step", q=0, r=0)
    assert s.state.step == MARKET
    assert len(events(s, "market_drawn")) == 1 and len(s.state.market_stacks["tamalir"]) == 1


def test_heavy_rains_lets_a_swamp_symbol_enter_a_river() -> None:
    dry = Moves(content(), (-2, -1), ["F6"])
    wet = Moves(content(), (-2, -1), ["F6"], heavy_rains=True)
    assert Hex(-2, -2) not in set(dry.ends()) and Hex(-2, -2) in set(wet.ends())


def _walk(here: Hex, faces: list[str], spent: list[bool], seen: set[Hex]) -> None:
    """Brute force: every sequence of single steps (the definition the fast query must agree with)."""
    seen.add(here)
    for h, die in legal_steps(content(), here, faces, spent):
        spent[die] = True
        _walk(h, faces, spent, seen)
        spent[die] = False


@pytest.mark.parametrize("seed", range(25))
def test_the_end_hex_query_agrees_with_walking_die_by_die(seed: int) -> None:
    rng = random.Random(seed)
    c = content()
    start = rng.choice(sorted(c.terrain))
    faces = [rng.choice(sorted(c.faces)) for _ in range(rng.randint(0, 5))]
    seen: set[Hex] = set()
    _walk(start, faces, [False] * len(faces), seen)
    moves = Moves(c, start, faces)
    assert set(moves.ends()) == seen
    for end in seen:
        route = moves.route(end)
        here = start
        for h, die in route:
            assert h in adjacent_hexes(c, here)
            assert c.terrain[h] == "C" or c.terrain[h] in c.faces[faces[die]]
            here = h
        assert here == end and len({d for _, d in route}) == len(route)


def test_a_turn_starts_in_movement_after_refresh() -> None:
    s = scenario(at((0, 0), step="refresh", extra='face_down = ["hero"]\n'))
    assert s.state.step == MOVEMENT and not s.state.current.hero_face_down
