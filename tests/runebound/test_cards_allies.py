"""Every ally card shown in a scenario (spec §14.4; issue 13 item 5): each fights with its own skill and
damage, and the four with an ability use it."""
from __future__ import annotations

import pytest

from engine.games.runebound.content import PHASES, content

from .cards import d10s, fight, run_round, showing, shows
from .helpers import do, events, legal, position, scenario

ALLIES = showing(sorted(content().allies), "test_an_ally_attacks_with_its_own_skill_and_damage")


def plan_for(ally: str, targets: list[int], hero_roll: list[int]) -> tuple[dict[str, str], list[int], int]:
    """The ally attacks in its best phase, the hero in the first other one, and he defends the third; the
    forced dice: the ally's roll exactly its target, the hero's `hero_roll`, defences held."""
    stats = content().allies[ally].stats
    best = max(range(3), key=lambda i: stats.skills[i])
    other = next(i for i in range(3) if i != best)
    plan, faces = {}, []
    for i, name in enumerate(PHASES):
        if i == best:
            plan[name] = "ally0"
            faces += d10s(targets[i] - stats.skills[i])
        elif i == other:
            plan[name] = "hero"
            faces += hero_roll
        else:
            plan[name] = "defend"
            faces += [0, 0]
    return plan, faces, best


@pytest.mark.parametrize("ally", ALLIES)
def test_an_ally_attacks_with_its_own_skill_and_damage(ally: str) -> None:
    # Brigand Chief: 10/1, 11/1, 8/1, life 4; the ally's roll equals the target exactly: a hit
    plan, faces, best = plan_for(ally, [10, 11, 8], [1, 1])
    s = fight("brigand_chief.1", faces, player=f'allies = [{{ card = "{ally}.1" }}]\n')
    run_round(s, **plan)
    hits = [e["wounds"] for e in events(s, "challenge_wounded")]
    assert hits == [content().allies[ally].stats.damage[best]]
    assert s.state.current.wounds == 1, "the hero's missed attack"


@pytest.mark.parametrize("ally", ALLIES)
def test_an_ally_that_misses_takes_the_challenges_damage_itself(ally: str) -> None:
    # Restless Dead: 9/1, 9/1, 11/1; the ally's roll one short of its target
    stats = content().allies[ally].stats
    best = max(range(3), key=lambda i: stats.skills[i])
    plan, faces, _ = plan_for(ally, [9, 9, 11], [0, 0])
    faces[2 * best:2 * best + 2] = d10s([9, 9, 11][best] - stats.skills[best] - 1)
    s = fight("restless_dead.1", faces, player=f'allies = [{{ card = "{ally}.1" }}]\n')
    run_round(s, **plan)
    assert s.state.current.allies[0].wounds == 1 and s.state.current.wounds == 0


@shows("hedge_witch")
def test_hedge_witch_removes_1_wound_from_the_hero_only_once_per_turn() -> None:
    s = scenario(position((1, -1), step="movement",
                          player='wounds = 2\nallies = [{ card = "hedge_witch.1", wounds = 1 }]\n'))
    assert [a["who"] for a in legal(s, "use")] == [-1], "her ability heals the hero, not an ally"
    do(s, "use", card="hedge_witch.1", who=-1)
    assert s.state.current.wounds == 1 and s.state.current.allies[0].face_down and legal(s, "use") == []


@shows("wandering_healer")
def test_wandering_healer_removes_all_exhaustion_from_the_hero_or_one_ally() -> None:
    player = 'exhaustion = 3\nallies = [{ card = "wandering_healer.1" }, { card = "sellsword.1", exhaustion = 2 }]\n'
    s = scenario(position((1, -1), step="movement", player=player))
    assert {a["who"] for a in legal(s, "use")} == {-1, 1}
    do(s, "use", card="wandering_healer.1", who=1)
    assert s.state.current.allies[1].exhaustion == 0 and s.state.current.exhaustion == 3


@shows("elven_scout")
def test_elven_scout_before_combat_takes_1_exhaustion_for_1_wound_to_the_challenge_once_per_combat() -> None:
    s = fight("brigand_chief.1", [], player='allies = [{ card = "elven_scout.1" }]\n')
    do(s, "ally_ability", who=0)
    assert s.state.combat is not None and s.state.combat.wounds == 1
    assert s.state.current.allies[0].exhaustion == 1 and legal(s, "ally_ability") == []


@shows("battle_priest")
def test_battle_priest_before_a_hero_roll_takes_1_exhaustion_for_plus_2_once_per_round() -> None:
    # Brigand Chief Ranged 10: 3 + 2 + Mind 3 = 8, + 2 = 10 hits; the Melee defence gets no second blessing
    s = fight("brigand_chief.1", [*d10s(5), 0, 0, 0, 0, 0, 0], player='allies = [{ card = "battle_priest.1" }]\n')
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    assert s.decision.prompt == "pre_roll"
    do(s, "play_card", card="battle_priest.1")
    assert s.state.combat is not None and s.state.combat.wounds == 1
    assert s.state.current.allies[0].exhaustion == 1
    assert s.state.step == "round_end", "no second blessing in the round: the Melee and Magic rolls went on"
    do(s, "fight_on")
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    assert s.decision.prompt == "pre_roll", "a new round, a new blessing"
