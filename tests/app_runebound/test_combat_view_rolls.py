"""How the combat overlay reads a batch of steps (combat_rolls.py): each roll's purpose, total, target and
outcome as the engine recorded them (never worked out again), the wounds it led to, and how a fight ended."""
from __future__ import annotations

from typing import Any, Callable

from app.games.runebound.combat_rolls import Shown, challenge_numbers, read_steps
from engine.kernel import Action, Event, Session, Step
from tests.runebound.cards import fight, run_round
from tests.runebound.helpers import GAME, do
from tests.runebound.test_contact import duel

VIEW: dict[str, Any] = {"active": 0, "event_slot": None, "players": [], "combat": None}


def step(*events: tuple[str, dict[str, Any]]) -> Step:
    return Step(Action.of("assign", 0), tuple(Event(kind, data) for kind, data in events), "", False)


def shown_after(s: Session, act: Callable[[], None]) -> Shown:
    """What the overlay shows for the steps `act` makes, read from the position before them."""
    before, count = GAME.view(s.state, None), len(s.steps)
    act()
    return read_steps(s.steps[count:], before if isinstance(before, dict) else None)


def test_a_hit_that_waits_for_a_card_adding_damage_is_a_hit() -> None:
    # Tovah's Melee 20 + 3 beats the Brigand Chief's target; the Rune Axe may add 2 damage: no wound is dealt yet
    s = fight("brigand_chief.1", [0, 0, 0, 0, 0, 0], player='items = ["rune_axe.1"]\n')
    do(s, "start_fight")
    shown = shown_after(s, lambda: do(s, "assign", ranged="defend", melee="hero", magic="defend"))
    assert s.decision is not None and s.decision.prompt == "after_hit"
    hit = shown.rolls[-1]
    assert (hit.kind, hit.phase, hit.verdict, hit.good) == ("attack", "melee", "hit", True)
    assert hit.target is not None and hit.total >= hit.target and hit.bonus == hit.total - 20
    dealt = shown_after(s, lambda: do(s, "play_card", card="rune_axe.1"))
    assert [r.kind for r in dealt.rolls] == ["defend"], "the Magic defence follows; the hit is not shown again"


def test_a_missed_attack_shows_the_engines_total_target_and_the_wounds_taken() -> None:
    s = fight("brigand_chief.1", [0, 0, 1, 1, 0, 0])
    do(s, "start_fight")
    shown = shown_after(s, lambda: run_round(s, ranged="defend", melee="hero", magic="defend"))
    miss = next(r for r in shown.rolls if r.kind == "attack")
    assert (miss.phase, miss.sum, miss.verdict, miss.good) == ("melee", 1 + 1, "miss", False)
    assert miss.target is not None and miss.total < miss.target and miss.amount > 0


def test_an_ally_rolls_under_its_cards_name() -> None:
    s = fight("brigand_chief.1", [0, 0, 0, 0, 0, 0], player='allies = [{ card = "sellsword.1" }]\n')
    do(s, "start_fight")
    shown = shown_after(s, lambda: run_round(s, ranged="hero", melee="ally0", magic="defend"))
    ally = next(r for r in shown.rolls if r.kind == "ally")
    assert (ally.who, ally.phase, ally.verdict) == ("sellsword.1", "melee", "hit")
    assert ally.amount > 0 and ally.bonus == ally.total - 20


def test_a_rerolled_target_decides_the_roll_before_it() -> None:
    # Hesk's Ranged target 6 loses to Tovah's 23; his Lucky Charm rerolls it to 24: Tovah's attack now misses
    s = duel("", 'items = ["lucky_charm.1"]\n', [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    shown = shown_after(s, lambda: do(s, "pvp_plan", ranged="hero", melee="defend", magic="defend"))
    target, attack = shown.rolls[-2:]
    assert (target.kind, target.verdict, attack.kind, attack.verdict) == ("target", "target_set", "attack", "hit")
    assert attack.target == target.total == 6
    rerolled = shown_after(s, lambda: do(s, "play_card", card="lucky_charm.1"))
    assert rerolled.rolls[0].kind == "target" and rerolled.rolls[0].total == 24


def test_a_skill_test_reads_its_rolled_event() -> None:
    shown = read_steps([step(("rolled_d10", {"player": 0, "dice": [2, 2], "why": "test:body", "total": 6, "target": 9,
                                             "success": False, "reroll": False, "ally": ""}))], VIEW)
    (roll,) = shown.rolls
    assert (roll.kind, roll.skill, roll.total, roll.bonus, roll.target, roll.verdict) == ("test", "body", 6, 2, 9, "failed")


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
