"""Combat (spec §15, §21 checklist 5-15), one rule a test, and the rulebook's combat example (§15.8, R-02)."""
from __future__ import annotations

from engine.games.discover.state import EnemyInPlay
from engine.kernel import Session
from engine.kernel.canonical import JsonAny

from .helpers import checked, day_one, do, legal, token


def to_the_rocks(faces: list[int], players: int = 1, **named: list[JsonAny]) -> Session:
    """The first hero walks to the Rocks token south-west of the campsite (Mountain, 3 stamina)."""
    session = day_one(players, faces=faces, **named)
    do(session, "move", to="-1,1")
    return session


def test_the_rulebooks_combat_example_python_wood_reroll_and_retreat_by_12() -> None:
    # Zuzanna fights the Giant Python (Defense 8, Attack 6, Health 2) alone: grey 5 misses, she spends 1 wood
    # to reroll it to 8 and deals 1 damage; the red 12 beats 6, she takes 1 injury; the python retreats north
    session = day_one(characters=["zuzanna"], B=["B01"], R=["R13"], faces=[5, 12, 8])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B01"))                        # 1 wood
    do(session, "move", to="0,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R13"))                        # the python's landscape token
    assert session.state.step == "combat_modify" and session.state.combat is not None
    assert [str(a) for a in legal(session)][:1] == ["P1 modify(use=wood)"]
    do(session, "modify", use="wood")
    assert (session.state.combat.grey, session.state.combat.red) == (8, 12)
    do(session, "modify", use="pass")
    s = session.state
    assert s.combat is None and s.step == "day"
    assert s.enemies_in_play == [EnemyInPlay("enemy", 4, 1, "R13")]
    assert s.heroes[0].health == ["injury", "heart", "heart"] and s.heroes[0].count("wood") == 0
    assert [(p.id, p.up) for p in s.pieces("-1,0")] == [("R13", True)]        # compass 12: north
    assert s.enemy.count(4) == 1                               # its card is in play, the other copy in the deck
    checked(session)


def test_the_hero_takes_damage_even_when_the_enemy_is_defeated_and_gains_the_reward_first() -> None:
    session = to_the_rocks(faces=[7, 9], R=["R11"])           # Wild Boar: Defense 6, Attack 8, Health 1
    do(session, "gather", target=token(session, "R11"))
    do(session, "modify", use="pass")
    s = session.state
    assert s.heroes[0].count("meat") == 2 and s.heroes[0].health.count("injury") == 1
    assert s.enemies_in_play == [] and s.enemy.count(1) == 3 and s.landscape_discard["R"] == ["R11"]
    assert s.pieces("-1,1") == []
    checked(session)


def test_an_enemy_with_no_attack_never_deals_damage() -> None:
    session = day_one(J=["J14"], faces=[1, 12, 1])            # the Gazelle, Attack "—"
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J14"))
    do(session, "modify", use="pass")
    assert session.state.heroes[0].health == ["heart"] * 3


def test_a_blocked_retreat_lets_the_fighter_choose_a_space_next_to_their_own() -> None:
    # the Gazelle's red 12 points north, onto a face-down tile: the fighter picks a hero-free space beside her
    session = day_one(J=["J14"], faces=[1, 12])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J14"))
    do(session, "modify", use="pass")
    assert session.state.step == "combat_retreat"
    assert {str(a["to"]) for a in legal(session, "retreat_to")} == {"0,0", "1,-1", "-1,0"}
    do(session, "retreat_to", to="1,-1")
    assert [(p.id, p.up) for p in session.state.pieces("1,-1")] == [("J14", True)]
    assert session.state.step == "day"


def test_landscape_enemy_tokens_do_not_start_a_fight_when_a_hero_enters() -> None:
    session = to_the_rocks(faces=[], R=["R11"])
    assert session.state.combat is None and {a.kind for a in legal(session)} == {"gather", "skip_gather"}


def test_entering_a_monsters_space_starts_a_fight_before_the_free_gather() -> None:
    # Fresh Tracks (search 41): the roll of 6 points south, so a monster (a Wild Boar) is placed on the campsite
    session = day_one(J=["J17"], monsters=["M01"], faces=[6, 7, 1])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"))
    assert [(p.kind, p.id, p.up) for p in session.state.pieces("0,0")][-1] == ("monster", "M01", False)
    do(session, "move", to="0,0")
    assert session.state.combat is not None and session.state.combat.token == "M01"
    do(session, "modify", use="pass")
    s = session.state
    assert s.monsters_unused == ["M01"] and not [p for p in s.pieces("0,0") if p.kind == "monster"]
    assert s.heroes[0].count("meat") == 2
    checked(session)


def test_a_fierce_enemy_does_not_retreat_and_fights_again_until_defeated() -> None:
    # the Crocodile (Defense 8, Attack 7, Health 2, FIERCE) placed on the campsite by Fresh Tracks
    session = day_one(J=["J17"], monsters=["M08"], faces=[6, 1, 1, 12, 1, 12, 1])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"))
    do(session, "move", to="0,0")
    for _ in range(3):
        do(session, "modify", use="pass")
    s = session.state
    assert s.combat is None and s.monsters_unused == ["M08"] and s.heroes[0].count("meat") == 3
    checked(session)


def test_a_supporter_within_range_2_plays_pin_down_before_the_roll() -> None:
    # two heroes; the chief fights the python, the other, still in the campsite, plays Pin Down: the grey hit
    # deals 2 damage and defeats it, and the red hit injures the fighter and the supporter both
    session = to_the_rocks(faces=[9, 3, 8, 9], players=2, R=["R13"])
    do(session, "gather", target=token(session, "R13"))
    assert session.state.step == "combat_support"
    assert {str(a["card"]) for a in legal(session, "support")} == {"pin_down", "assault", "defend", "none"}
    do(session, "support", 1, card="pin_down")
    do(session, "modify", 0, use="pass")
    do(session, "modify", 1, use="pass")
    s = session.state
    assert s.heroes[0].count("meat") == 2 and s.enemies_in_play == []
    assert s.heroes[0].health.count("injury") == 1 and s.heroes[1].health.count("injury") == 1
    # the fighter may share the reward with the supporters (DP-20): one of the 2 meat, then keep the rest
    assert session.state.step == "share_reward"
    do(session, "share", 0, resource="meat", to=1)
    do(session, "share_done")
    s = session.state
    assert s.heroes[0].count("meat") == 1 and s.heroes[1].count("meat") == 1 and s.step == "day"
    checked(session)


def test_a_solo_hero_has_no_supporters() -> None:
    session = to_the_rocks(faces=[9, 1], R=["R13"])
    do(session, "gather", target=token(session, "R13"))
    assert session.state.step == "combat_modify"


def test_a_fleeing_hero_takes_no_damage_and_the_enemy_neither_falls_nor_retreats() -> None:
    # Marta Lis, the Survivalist: once per day she may flee during the modify step
    session = to_the_rocks(faces=[1, 12], R=["R13"], characters=["marta"])
    do(session, "gather", target=token(session, "R13"))
    assert {str(a["use"]) for a in legal(session, "modify")} >= {"flee:-1,0", "flee:0,0", "flee:0,1", "pass"}
    do(session, "modify", use="flee:0,0")
    s = session.state
    assert s.combat is None and s.heroes[0].space == "0,0" and s.heroes[0].health == ["heart"] * 3
    assert s.enemies_in_play == [EnemyInPlay("enemy", 4, 0, "R13")]
    assert [(p.id, p.up) for p in s.pieces("-1,1")] == [("R13", True)]


def test_bark_armour_prevents_one_damage_once_per_combat() -> None:
    # Scenario 5 lays every blueprint face up: Bark Armour (2 wood, 2 stone) from a double wood and a double stone;
    # then Fresh Tracks (roll 4: south-east) puts a Wild Boar next to the hero, who walks into it
    from .helpers import choose_first, fresh
    session = fresh(2, faces=[9, 3, 4, 1, 12], expedition=5,
                    orders=[[], [], [], [], ["B04"], ["J17"], ["R04"], [], ["M01"]])
    choose_first(session)
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B04"))
    do(session, "move", to="0,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R04"))
    do(session, "craft", number=10, source="table")
    do(session, "move", to="-1,0")
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"))
    do(session, "move", to="1,-1")
    do(session, "support", 1, card="none")                       # the other hero, in the campsite, stays out
    assert "crafted:10" in {str(a["use"]) for a in legal(session, "modify")}
    do(session, "modify", use="crafted:10")
    assert "crafted:10" not in {str(a["use"]) for a in legal(session, "modify")}
    do(session, "modify", use="pass")
    assert session.state.heroes[0].health == ["heart"] * 3          # the red 12 beat the boar's 8: prevented


def test_poison_adds_1_to_the_grey_die_and_the_added_1_stays_through_a_wood_reroll() -> None:
    # §21.11: wood rerolls the grey die, poison adds 1 to it; modifiers may come in any order and outlive a reroll
    session = day_one(characters=["zuzanna"], B=["B01"], J=["J10"], R=["R13"], faces=[5, 12, 8])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B01"))                        # 1 wood
    do(session, "move", to="0,0")
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J10"))                        # 1 poison
    do(session, "move", to="0,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R13"))                        # the Giant Python
    do(session, "modify", use="poison")
    c = session.state.combat
    assert c is not None and (c.grey, c.grey_mod, c.red, c.red_mod) == (5, 1, 12, 0)
    do(session, "modify", use="wood")
    c = session.state.combat
    assert c is not None and (c.grey, c.grey_mod, c.red, c.red_mod) == (8, 1, 12, 0)
    assert session.state.heroes[0].count("wood") == session.state.heroes[0].count("poison") == 0


def test_stone_rerolls_the_red_die_and_a_component_takes_1_from_it() -> None:
    # §21.11: stone rerolls the enemy's (red) die, a component subtracts 1 from it
    session = day_one(B=["B05"], J=["J14"], R=["R01"], faces=[3, 9, 4])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B05"))                        # 1 component
    do(session, "move", to="0,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R01"))                        # 1 stone
    do(session, "move", to="0,0")
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J14"))                        # the Gazelle
    do(session, "modify", use="stone")
    c = session.state.combat
    assert c is not None and (c.grey, c.red, c.red_mod) == (3, 4, 0)
    do(session, "modify", use="component")
    c = session.state.combat
    assert c is not None and (c.grey, c.red, c.red_mod) == (3, 4, -1)
