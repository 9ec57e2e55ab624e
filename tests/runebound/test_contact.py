"""Hero contact, trading and hero-vs-hero combat (spec §11), and Fog over the Marshes at the end of movement."""
from __future__ import annotations

from engine.games.runebound.state import EXPERIENCE, MOVEMENT
from engine.kernel import Session

from .cards import d10s
from .helpers import checked, do, legal, position, scenario

SPOT = (1, -1)        # Plains, no gem, not a city


def two(p0: str = "", p1: str = "", faces: list[int] = ()) -> Session:
    forced = f"[forced]\nfaces = {list(faces)}\n" if faces else ""
    body = (f'{forced}[position]\nstep = "movement"\n[[position.players]]\nhero = "tovah"\nhex = [1, -1]\n{p0}'
            f'[[position.players]]\nhero = "hesk"\nhex = [1, -1]\n{p1}')
    s = scenario(body, players=2)
    do(s, "roll", dice=0)
    return s


def test_ending_on_another_heros_hex_offers_trade_attack_or_no_contact() -> None:
    s = two()
    assert {a.kind for a in legal(s)} == {"no_contact", "trade_with", "attack_hero"}
    do(s, "no_contact")
    assert s.state.step == EXPERIENCE


def test_an_accepted_trade_is_binding_selling_an_item_to_another_hero() -> None:
    s = two(p0='items = ["broadsword.1"]\n', p1="gold = 4\n")
    do(s, "trade_with", seat=1)
    do(s, "offer_card", card="broadsword.1")
    for _ in range(3):
        do(s, "ask_gold")
    do(s, "propose")
    assert s.decision.actor == 1
    do(s, "accept_trade")
    p0, p1 = s.state.players
    assert p1.item_cards() == ["broadsword.1"] and (p0.gold, p1.gold) == (3 + 3, 1)
    assert legal(s, "attack_hero") == [], "trading forfeits attacking him this turn"
    checked(s)


def test_a_trade_that_would_break_a_limit_cannot_be_proposed() -> None:
    s = two(p0='items = ["broadsword.1"]\n', p1='items = ["short_bow.1", "longbow.1"]\n')
    do(s, "trade_with", seat=1)
    do(s, "offer_card", card="broadsword.1")
    assert legal(s, "propose") == []
    do(s, "ask_card", card="longbow.1")
    assert len(legal(s, "propose")) == 1, "a swap keeps both at two weapons"


def test_a_rejected_offer_changes_nothing() -> None:
    s = two(p0='items = ["broadsword.1"]\n')
    do(s, "trade_with", seat=1)
    do(s, "offer_card", card="broadsword.1")
    do(s, "propose")
    do(s, "reject_trade")
    assert s.state.players[0].item_cards() == ["broadsword.1"] and s.state.trade is not None
    assert s.state.trade.give == []


def test_dragon_runes_are_never_traded() -> None:
    s = two(p0='kept = ["vathrax"]\n')
    do(s, "trade_with", seat=1)
    assert all(a.get("card") != "vathrax" for a in legal(s))


def test_hero_vs_hero_the_defender_rolls_its_targets_and_the_roles_switch_each_round() -> None:
    # per phase: the Challenge side's target roll, then the Hero side's roll
    faces = [1, 1, 0, 0,   0, 0, 1, 1,   0, 0, 1, 1]
    s = two(faces=faces)
    do(s, "attack_hero", seat=1)
    assert s.decision.actor == 0
    do(s, "pvp_plan", ranged="hero", melee="defend", magic="defend")
    p0, p1 = s.state.players
    # Ranged: Hesk's target 2 + 4 = 6, Tovah 20 + 3 hits for 1; Melee/Magic: targets 20 + 3 / 20 + 0 beat her
    # defences 2 + 3 / 2 + 1: she takes Hesk's Melee 1 and Magic 1
    assert (p1.wounds, p0.wounds) == (1, 2)
    do(s, "pvp_fight_on")
    assert s.decision.actor == 1 and s.state.pvp is not None and s.state.pvp.hero_side == 1


def test_a_knocked_out_defender_gives_his_gold_and_best_card_to_the_winner() -> None:
    s = two(p1='wounds = 4\ngold = 5\nitems = ["longbow.1"]\n', faces=[1, 1, 0, 0])
    do(s, "attack_hero", seat=1)
    do(s, "pvp_plan", ranged="hero", melee="defend", magic="defend")
    assert s.decision.actor == 0 and {a.kind for a in legal(s)} == {"take_spoils", "leave_spoils"}
    do(s, "take_spoils")
    p0, p1 = s.state.players
    assert (p1.gold, p1.wounds, p1.items) == (0, 0, [])
    assert p0.gold == 3 + 5 and p0.item_cards() == ["longbow.1"]
    assert s.state.step == EXPERIENCE, "the winning attacker goes on with his turn"
    checked(s)


def test_a_knocked_out_attacker_loses_the_rest_of_his_turn() -> None:
    s = two(p0='wounds = 4\nitems = ["longbow.1"]\n', faces=[0, 0, 1, 1])
    do(s, "attack_hero", seat=1)
    do(s, "pvp_plan", ranged="hero", melee="defend", magic="defend")
    do(s, "leave_spoils")
    assert s.state.market_deck[-1] == "longbow.1", "a card the winner leaves goes under the market deck"
    assert s.state.active == 1 and s.state.step == MOVEMENT
    assert s.state.players[1].gold == 3 + 3


def test_fog_over_the_marshes_exhausts_a_hero_ending_on_a_swamp() -> None:
    s = scenario(position((3, 3), step="movement", table='event = "fog_over_the_marshes"\n'))
    do(s, "step", q=4, r=3)          # a Swamp hex
    assert s.state.current.exhaustion == 1
    s = scenario(position((3, 3), step="movement"))
    do(s, "step", q=4, r=3)
    assert s.state.current.exhaustion == 0


def duel(p0: str, p1: str, faces: list[int], hero0: str = "tovah", hero1: str = "hesk") -> Session:
    forced = f"[forced]\nfaces = {list(faces)}\n" if faces else ""
    body = (f'{forced}[position]\nstep = "movement"\n[[position.players]]\nhero = "{hero0}"\nhex = [1, -1]\n{p0}'
            f'[[position.players]]\nhero = "{hero1}"\nhex = [1, -1]\n{p1}')
    s = scenario(body, players=2)
    do(s, "roll", dice=0)
    do(s, "attack_hero", seat=1)
    return s


def test_hero_vs_hero_before_combat_the_defender_first_without_allies_then_the_attacker() -> None:
    scout = 'allies = [{ card = "elven_scout.%d" }]\n'
    # Mira focuses (+2 to her Magic rolls); Varikas's bolt meets her Magic target: 1 + 1 + 5 + 2 = 9 <= 5 + 4
    s = duel(scout % 1, scout % 2, [1, 1, *d10s(5)], hero0="varikas", hero1="mira")
    assert s.decision.actor == 1 and s.decision.prompt == "pvp_before"
    assert {a.kind for a in legal(s)} == {"hero_ability", "end_before"}, "the Challenge side uses no allies"
    do(s, "hero_ability")
    do(s, "end_before")
    assert s.decision.actor == 0 and {a.kind for a in legal(s)} == {"hero_ability", "ally_ability", "end_before"}
    do(s, "hero_ability")
    assert s.state.players[1].wounds == 1 and s.state.players[0].exhaustion == 1
    do(s, "end_before")
    assert s.decision.prompt == "pvp_assign" and s.decision.actor == 0


def test_hero_vs_hero_the_challenge_side_may_reroll_a_lost_target_roll_with_its_lucky_charm() -> None:
    # Hesk's Ranged target 1 + 1 + 4 = 6 loses to Tovah's 20 + 3; rerolled: 20 + 4 = 24 beats it
    s = duel("", 'items = ["lucky_charm.1"]\n', [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    do(s, "pvp_plan", ranged="hero", melee="defend", magic="defend")
    assert s.decision.actor == 1 and s.decision.prompt == "after_roll"
    do(s, "play_card", card="lucky_charm.1")
    p0, p1 = s.state.players
    assert (p0.wounds, p1.wounds) == (2, 0), "Tovah's attack now missed: Hesk's Ranged damage"


def test_hero_vs_hero_the_challenge_sides_armour_prevents_damage() -> None:
    s = duel("", 'items = ["leather_jerkin.1"]\n', [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    do(s, "pvp_plan", ranged="hero", melee="defend", magic="defend")
    assert s.decision.actor == 1 and s.decision.prompt == "before_damage"
    do(s, "play_card", card="leather_jerkin.1")
    assert s.state.players[1].wounds == 0


def test_hero_vs_hero_the_challenge_sides_weapon_adds_to_its_damage() -> None:
    # Hesk, the Challenge side, holds a Rune Axe: Tovah's Melee defence fails and he adds 2 to his Melee damage 1
    s = duel("", 'items = ["rune_axe.1"]\n', [1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0])
    do(s, "pvp_plan", ranged="hero", melee="defend", magic="defend")
    assert s.decision.actor == 1 and s.decision.prompt == "after_hit"
    do(s, "play_card", card="rune_axe.1")
    assert s.state.players[0].wounds == 1 + 2
