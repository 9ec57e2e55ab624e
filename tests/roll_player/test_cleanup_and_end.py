"""Cleanup (spec §6.4) and the end of the game (spec §7, PD-G16)."""
from __future__ import annotations

from engine.games.roll_player.state import Phase
from engine.kernel import step_state

from .helpers import GAME, act, finish_market, give_card, run_auto, through_setup, to_market_phase


def _plain(s) -> None:
    for p in s.players:
        p.class_id = "C1b"


def test_cleanup_returns_the_leftover_die_redraws_the_market_and_passes_the_bag_left() -> None:
    s = through_setup(3, 8)
    _plain(s)
    first = s.first_player
    to_market_phase(s)
    assert sum(len(c.dice) for c in s.initiative) == 1
    bag = len(s.bag)
    finish_market(s)
    assert s.round == 2 and s.first_player == (first + 1) % 3
    assert len(s.bag) == bag + 1 - 4, "the leftover die went back before the new roll of 4"
    assert not GAME.check(s)
    assert len(s.market_row) == 4 and all(len(c.dice) == 1 for c in s.initiative)
    assert s.current == s.first_player and s.phase is Phase.DICE


def test_the_untaken_card_keeps_its_gold_and_gets_no_more() -> None:
    s = through_setup(4, 8)
    _plain(s)
    to_market_phase(s, [0, 1, 3, 4])  # card "3" (index 2) stays with its gold
    assert s.initiative[2].gold == 1
    finish_market(s)
    assert [c.gold for c in s.initiative] == [0, 1, 1, 1, 0]


def test_the_discard_pile_is_reshuffled_when_the_deck_runs_out() -> None:
    s = through_setup(2, 8)
    _plain(s)
    s.discard_pile.extend(s.market_deck[1:])
    s.market_deck[:] = s.market_deck[:1]
    to_market_phase(s)
    finish_market(s)
    assert len(s.market_row) == 3
    assert s.market_deck and all(c not in s.discard_pile for c in s.market_row)


def test_each_player_may_refresh_one_exhausted_skill() -> None:
    s = through_setup(2, 8)
    _plain(s)
    p = s.first_player
    give_card(s, p, "B24")
    give_card(s, p, "B25")
    s.players[p].skills = {"B24": True, "B25": True}
    to_market_phase(s)
    while s.phase is Phase.MARKET:
        act(s, "discard", s.current, card=s.market_row[0])
    assert s.step == "refresh" and s.current == p
    act(s, "refresh", p, card="B24")
    assert s.players[p].skills == {"B24": False, "B25": True}
    assert s.phase is Phase.DICE


def test_the_game_ends_after_the_market_of_the_round_that_fills_every_sheet() -> None:
    s = through_setup(4, 8)
    _plain(s)
    rounds = 0
    while s.phase is not Phase.GAME_OVER:
        d = GAME.decision(s)
        if s.phase is Phase.MARKET and s.step == "market_turn":
            assert not all(p.full() for p in s.players) or s.round == 10
        a = next(x for x in d.legal if x.player == d.actor and x.kind not in ("use_skill",))
        step_state(GAME, s, a)
        run_auto(s)
        rounds = s.round
    assert rounds == 10 and all(p.full() for p in s.players)
    assert all(p.market_done for p in s.players)
    assert GAME.decision(s) is None
    assert all(p.charisma == 0 for p in s.players)
    assert len(GAME.final_scores(s)) == 4


def _play_until(s, stop) -> None:
    while not stop(s):
        d = GAME.decision(s)
        a = next(x for x in d.legal if x.player == d.actor and x.kind not in ("use_skill", "drop_weapon"))
        step_state(GAME, s, a)
        run_auto(s)


def test_rounds_played_are_eighteen_minus_the_starting_dice() -> None:
    for players, rounds in ((1, 12), (2, 12), (3, 11), (4, 10)):
        s = through_setup(players, 30 + players)
        _plain(s)
        _play_until(s, lambda st: st.phase is Phase.GAME_OVER)
        assert s.round == rounds


def test_in_four_players_the_bag_holds_exactly_five_dice_for_the_last_roll() -> None:
    """Spec §5.2 bag accounting: 73 − 4 × 17 = 5 dice, exactly enough for the last Roll phase."""
    s = through_setup(4, 17)
    _plain(s)
    while not (s.step == "round_start" and s.round == 9):
        d = GAME.decision(s)
        a = d.legal[0] if d.automatic else next(
            x for x in d.legal if x.player == d.actor and x.kind not in ("use_skill", "drop_weapon"))
        step_state(GAME, s, a)
    assert len(s.bag) == 5
    run_auto(s)
    assert s.round == 10 and not s.bag


def test_rolls_and_market_refills_are_system_steps_not_part_of_a_players_move() -> None:
    from engine.kernel import Session
    from .helpers import config
    session = Session(GAME, config(1, 12))
    rolled_in_human_step = refilled_in_human_step = 0
    auto_rolls = auto_refills = 0
    while not session.over:
        d = session.decision
        action = next(a for a in d.legal if a.player == d.actor and a.kind not in ("use_skill", "drop_weapon"))
        for step in session.apply(action):
            kinds = {e.kind for e in step.events}
            rolled = bool(kinds & {"rolled", "enemy_roll"})
            refilled = "market_drawn" in kinds
            if step.auto:
                auto_rolls += rolled
                auto_refills += refilled
            else:
                rolled_in_human_step += rolled
                refilled_in_human_step += refilled
    assert rolled_in_human_step == 0 and refilled_in_human_step == 0
    assert auto_rolls >= 12 and auto_refills >= 11
