"""How the combat overlay reads a batch of steps (combat_rolls.py): a roll's outcome from what followed it,
its bonus from the position before, the engine's exact numbers when a point waited for a card, and how a
fight ended."""
from __future__ import annotations

from typing import Any

from app.games.runebound.combat_rolls import challenge_numbers, read_steps
from engine.kernel import Action, Event, Step

VIEW: dict[str, Any] = {
    "active": 0, "event_slot": None,
    "players": [{"seat": 0, "hero": "varikas", "position": [1, 1], "gold": 3, "wounds": 0, "exhaustion": 0,
                 "xp_tokens": [], "counters": [], "banked_xp": 0, "items": [{"card": "broadsword.1", "face_down": False}],
                 "allies": [{"card": "sellsword.1", "wounds": 0, "exhaustion": 0, "face_down": False}], "kept": []}],
    "combat": {"card": "wild_boar.1", "wounds": 0, "assignment": {"ranged": "hero", "melee": "ally0", "magic": "none"},
               "round_allies": ["sellsword.1"]},
}


def step(*events: tuple[str, dict[str, Any]]) -> Step:
    return Step(Action.of("assign", 0), tuple(Event(kind, data) for kind, data in events), "", False)


def test_an_attack_that_wounds_the_challenge_is_a_hit_with_its_skill_and_target() -> None:
    shown = read_steps([step(("rolled_d10", {"player": 0, "dice": [4, 5], "why": "attack:ranged"}),
                             ("challenge_wounded", {"wounds": 1}))], VIEW)
    (roll,) = shown.rolls
    assert (roll.kind, roll.phase, roll.target, roll.bonus, roll.verdict, roll.amount) == \
        ("attack", "ranged", 8, 1, "hit", 1)
    assert roll.total == 10 and roll.good


def test_a_zero_counts_as_ten_and_a_harmed_defender_was_wounded() -> None:
    shown = read_steps([step(("rolled_d10", {"player": 0, "dice": [0, 1], "why": "defend:melee"}),
                             ("harm", {"player": 0, "who": -1, "wounds": 2, "exhaustion": 0}))], VIEW)
    (roll,) = shown.rolls
    assert roll.sum == 11 and roll.verdict == "wounded" and roll.amount == 2 and roll.good is False
    assert roll.bonus is None, "2 (Body) + 11 = 13 would beat 11: a bonus this reading does not know is not shown"


def test_an_ally_is_named_from_the_rounds_plan() -> None:
    shown = read_steps([step(("rolled_d10", {"player": 0, "dice": [1, 1], "why": "ally:melee"}),
                             ("harm", {"player": 0, "who": 0, "wounds": 2, "exhaustion": 0}))], VIEW)
    (roll,) = shown.rolls
    assert (roll.who, roll.bonus, roll.verdict, roll.amount) == ("sellsword.1", 4, "miss", 2)


def test_a_point_that_waited_for_a_card_gives_the_engines_exact_numbers() -> None:
    strike = {"stage": "after_roll", "total": 9, "target": 8, "phase": 0, "actor": "hero"}
    shown = read_steps([step(("rolled_d10", {"player": 0, "dice": [3, 3], "why": "attack:ranged"}),
                             ("strike", {"strike": strike}))], VIEW)
    (roll,) = shown.rolls
    assert (roll.total, roll.target, roll.verdict) == (9, 8, "hit")


def test_a_skill_test_reads_its_tested_event() -> None:
    shown = read_steps([step(("rolled_d10", {"player": 0, "dice": [2, 2], "why": "test:body"}),
                             ("tested", {"player": 0, "skill": "body", "target": 9, "total": 6, "success": False}))],
                       VIEW)
    (roll,) = shown.rolls
    assert (roll.kind, roll.skill, roll.total, roll.target, roll.verdict) == ("test", "body", 6, 9, "failed")


def test_how_a_fight_ends() -> None:
    won = read_steps([step(("challenge_defeated", {"player": 0, "gold": 1, "counter": "green", "hex": "1,1",
                                                   "token_back": None, "kept": False, "wins": False}))], VIEW)
    assert won.result is not None and (won.result.kind, won.result.gold, won.result.counter) == ("victory", 1, "green")
    fled = read_steps([step(("unresolved", {"player": 0, "slot": 1, "hex": "1,1"}))], VIEW)
    assert fled.result is not None and fled.result.kind == "escaped"
    down = read_steps([step(("unresolved", {"player": 0, "slot": 1, "hex": "1,1"}),
                            ("knocked_out", {"player": 0, "gold": 3}))], VIEW)
    assert down.result is not None and down.result.kind == "knocked_out"


def test_cards_drawn_in_order_events_with_whether_they_took_effect() -> None:
    shown = read_steps([step(("adventure_drawn", {"colour": "green", "card": "market_day"}),
                             ("event_played", {"player": 0, "card": "market_day", "colour": "green", "accepted": False,
                                               "replaced": None, "replaced_colour": None}),
                             ("adventure_drawn", {"colour": "green", "card": "wild_boar.1"}),
                             ("combat_begun", {"card": "wild_boar.1", "colour": "green", "slot": None}))], None)
    assert shown.drawn == [("market_day", False), ("wild_boar.1", None)]
    assert shown.begun and shown.fought == "wild_boar.1"


def test_a_challenges_numbers_are_the_engines_under_the_event_in_play() -> None:
    assert challenge_numbers("wild_boar.1", 1, None) == (11, 2)
    assert challenge_numbers("wild_boar.1", 1, "orc_warbands") == (11, 3), "Orc Warbands: +1 Melee damage"
    assert challenge_numbers("hill_giant.1", 0, "dark_omens") == (15, 2), "Dark Omens: +1 to a blue target"
    assert challenge_numbers("wild_boar.1", 2, None) is None, "no Magic phase"
