"""The end of character creation and the Monster battle (spec §12.7, PD-E31…E33, checklist 37–40)."""
from __future__ import annotations

from engine.games.roll_player import scoring
from engine.games.roll_player.effects import content
from engine.games.roll_player.fiends.battle import final_result
from engine.games.roll_player.fiends.content import load_fiends
from engine.games.roll_player.fiends.xp import xp_actions
from engine.games.roll_player.state import FiendsState, Phase

from .helpers import GAME, act, legal, play_until, through_setup
from .test_imps import give_imp
from .cards import shows

F = load_fiends()


def at_last_chance(players: int = 2, seed: int = 121, monster: str | None = None) -> FiendsState:
    state = through_setup(players, seed=seed)
    play_until(state, lambda s: s.step == "last_chance")
    if monster is not None and state.monster != monster:
        state.monster_box.remove(monster)
        state.monster_box.append(state.monster)
        state.monster = monster
        state.adventure_box.extend(state.adventure)
        state.adventure = [F.adventures_of(monster, kind)[0].id for kind in F.adventure_order]
        for card in state.adventure:
            state.adventure_box.remove(card)
    clear_imps(state)
    assert not GAME.check(state)
    return state


def clear_imps(state: FiendsState) -> None:
    """Every active imp back to the imp deck (tests of one rule want no imp's restriction)."""
    for q in state.players:
        state.imp_deck.extend(q.imps_active)
        q.imps_active.clear()


def pass_all(state: FiendsState) -> None:
    while state.step == "last_chance":
        act(state, "last_chance_pass", state.current)


def fight(state: FiendsState, seat: int, rolls: list[int] | None = None, **done: bool) -> None:
    """The battle turn of `seat`: roll (the dice replaced by `rolls` if given), then done."""
    assert state.step == "battle_hire" and state.current == seat
    act(state, "battle_roll", seat)
    if rolls is not None:
        state.battle_rolls[seat] = list(rolls)
    act(state, "battle_done", seat, power=done.get("power", False))


def test_creation_ends_with_21_dice_each_and_a_last_chance_in_seat_order() -> None:
    state = at_last_chance(3)
    assert all(p.dice_count() == 21 for p in state.players) and state.phase is Phase.CLEANUP
    seen = []
    while state.step == "last_chance":
        seen.append(state.current)
        act(state, "last_chance_pass", state.current)
    assert seen == [(state.first_player + k) % 3 for k in range(3)] and state.step == "battle_hire"


def test_the_last_chance_goes_round_again_until_everyone_passes_in_a_row() -> None:
    """PD-E31: spending XP after others passed reopens the window; it closes after three passes in a row."""
    state = at_last_chance(3)
    first = state.first_player
    second, third = (first + 1) % 3, (first + 2) % 3
    state.players[third].xp, state.players[third].damage = 2, 1
    act(state, "last_chance_pass", first)
    act(state, "last_chance_pass", second)
    act(state, "xp_discard_damage", third)
    seen = []
    while state.step == "last_chance":
        seen.append(state.current)
        act(state, "last_chance_pass", state.current)
    assert seen == [third, first, second] and state.step == "battle_hire"


def test_xp_may_be_spent_in_the_last_chance_but_not_in_the_battle() -> None:
    state = at_last_chance()
    for p in state.players:
        p.xp, p.damage = 5, 1
    assert {a.kind for a in xp_actions(state)} == {"xp_action", "xp_discard_damage"}
    pass_all(state)
    assert xp_actions(state) == [] and not [a for a in GAME.decision(state).legal if a.kind == "banish_imp"]


@shows("MO1@2P+")
def test_voracious_gives_two_damage_per_active_imp_before_the_battle() -> None:
    state = at_last_chance(monster="MO1")
    seat = state.first_player
    p = state.players[seat]
    clear_imps(state)
    give_imp(state, seat, "no_traits")
    damage = p.damage
    pass_all(state)
    assert p.damage == damage + 2


def test_adventure_rewards_go_only_to_token_holders_and_ties_of_highest_all_qualify() -> None:
    state = at_last_chance(monster="MO1")
    lair = F.adventures_of("MO1", "lair")[0]                 # Eternal Darkness: 4+ class-colour dice: +2
    state.adventure[0] = lair.id
    a, b = state.players
    a.adventure_tokens, b.adventure_tokens = ["lair"], []
    qualifies = scoring.class_colour_dice(a, content()) >= 4
    pass_all(state)
    assert state.battle_pool[a.seat] == 1 + (2 if qualifies else 0) + _honour(state, a.seat)
    assert state.battle_pool[b.seat] == 1 + _honour(state, b.seat)
    assert GAME.view(state, b.seat)["adventure"] == state.adventure     # face up now


def _honour(state: FiendsState, seat: int) -> int:
    from engine.games.roll_player.fiends.battle import _honour as honour
    return honour(state, seat)


def test_mercenaries_cost_three_xp_or_five_gold_and_no_charisma() -> None:
    state = at_last_chance()
    pass_all(state)
    seat = state.current
    p = state.players[seat]
    p.xp, p.gold, p.charisma = 3, 5, 1
    assert {a["pay"] for a in legal(state, "battle_hire", seat)} == {"xp", "gold"}
    pool = state.battle_pool[seat]
    act(state, "battle_hire", seat, pay="xp")
    act(state, "battle_hire", seat, pay="gold")
    assert state.battle_pool[seat] == pool + 2 and (p.xp, p.gold) == (0, 0)


@shows("MO5@2P+")
def test_tentacles_allow_two_xp_rerolls() -> None:
    state = at_last_chance(monster="MO5")
    pass_all(state)
    seat = state.current
    state.players[seat].xp = 9
    act(state, "battle_roll", seat)
    state.battle_rolls[seat] = [1, 2]
    for _ in range(2):
        act(state, "battle_reroll", seat, index=legal(state, "battle_reroll", seat)[0]["index"])
    assert not legal(state, "battle_reroll", seat) and state.players[seat].xp == 7


@shows("MO3@2P+")
def test_glory_adds_and_damage_subtracts_from_the_result_life_drain_doubles_damage() -> None:
    state = at_last_chance(monster="MO3")
    pass_all(state)
    seat = state.current
    p = state.players[seat]
    p.glory, p.damage = 3, 2
    act(state, "battle_roll", seat)
    state.battle_rolls[seat] = [6, 5]
    assert final_result(state, seat) == 11 + 3 - 2 * 2


@shows("MO4@2P+")
def test_regrowing_heads_count_ones_as_nothing() -> None:
    state = at_last_chance(monster="MO4")
    pass_all(state)
    seat = state.current
    p = state.players[seat]
    p.glory, p.damage = 0, 0
    act(state, "battle_roll", seat)
    state.battle_rolls[seat] = [1, 1, 6]
    assert final_result(state, seat) == 6


def test_stars_need_the_strength_and_the_champion_bonus_goes_to_every_best_result() -> None:
    state = at_last_chance(3, seed=122, monster="MO1")            # strength 14, 14-17: 1 star ... champion 3
    pass_all(state)
    for p in state.players:
        p.glory, p.damage = 0, 0
    order = [(state.first_player + k) % 3 for k in range(3)]
    results = {order[0]: [6, 6, 6], order[1]: [6, 6, 6], order[2]: [6, 6]}
    for seat in order:
        fight(state, seat, results[seat])
    assert state.phase is Phase.GAME_OVER
    stars = {p.seat: (p.monster_stars, p.champion_stars) for p in state.players}
    assert stars == {order[0]: (2, 3), order[1]: (2, 3), order[2]: (0, 0)}
    sheet = scoring.score_player(state.players[order[0]], state, content())
    assert sheet.categories()["monster"] == 5


def test_solo_a_result_below_the_strength_loses_at_once() -> None:
    state = at_last_chance(1, seed=123, monster="MO1")              # 1P strength 17
    pass_all(state)
    p = state.players[0]
    p.glory, p.damage = 0, 0
    fight(state, 0, [6, 6])
    outcome = GAME.outcome(state)
    assert state.defeated and outcome.won is False and outcome.rank == "defeated"


def test_solo_adds_five_stars_and_ranks_on_the_expansions_table() -> None:
    state = at_last_chance(1, seed=124, monster="MO1")
    pass_all(state)
    p = state.players[0]
    p.glory, p.damage = 0, 0
    fight(state, 0, [6, 6, 6])
    sheet = scoring.score_player(p, state, content())
    assert sheet.categories()["solo_bonus"] == 5 and not state.defeated
    assert GAME.outcome(state).rank == F.solo.rank(sheet.total).id


def test_everyone_fights_at_once_and_a_later_seat_may_answer_first() -> None:
    """§12.7: the battle is fought "independently and simultaneously": one decision waits on every player
    still fighting; the last seat may hire, roll and finish before the first player has chosen anything."""
    state = at_last_chance(3, seed=125, monster="MO2")
    pass_all(state)
    d = GAME.decision(state)
    assert d.is_simultaneous and d.deciders() == frozenset({0, 1, 2}) and d.actor == state.first_player
    last = (state.first_player + 2) % 3
    state.players[last].gold = 5
    act(state, "battle_hire", last, pay="gold")
    act(state, "battle_roll", last)
    assert state.step == "battle_hire" and state.current == state.first_player
    act(state, "battle_done", last, power=False)
    assert GAME.decision(state).deciders() == frozenset({0, 1, 2}) - {last}
    for seat in [s for s in range(3) if s != last]:
        act(state, "battle_roll", seat)
        act(state, "battle_done", seat, power=False)
    assert state.phase is Phase.GAME_OVER


def test_another_players_mercenaries_and_roll_stay_hidden_until_ones_own_result() -> None:
    state = at_last_chance(2, seed=126, monster="MO1")
    pass_all(state)
    first = state.first_player
    other = 1 - first
    dealt = state.battle_pool[other]
    state.players[other].xp = 3
    act(state, "battle_hire", other, pay="xp")
    act(state, "battle_roll", other)
    act(state, "battle_done", other, power=False)
    assert len(state.battle_rolls[other]) == dealt + 1 - _imp_darkness(state, other)
    seen = GAME.view(state, first)
    assert (seen["battle_pool"][other], seen["battle_rolls"][other], seen["battle_result"][other]) == (dealt, [], 0)
    assert GAME.view(state, other)["battle_rolls"][other] == state.battle_rolls[other]
    act(state, "battle_roll", first)
    act(state, "battle_done", first, power=False)
    assert GAME.view(state, first)["battle_rolls"][other] == state.battle_rolls[other]


def _imp_darkness(state: FiendsState, seat: int) -> int:
    from engine.games.roll_player.fiends.imps import imp_param
    return imp_param(state.players[seat], "fewer_combat_dice", "dice")
