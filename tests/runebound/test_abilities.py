"""Card usage (spec §9, §3.10, checklist §16.19): activate once per turn and refresh only in the owner's
Refresh phase, discard cards go to the bottom of the market deck, ALWAYS bonuses work face down."""
from __future__ import annotations

from engine.games.runebound.abilities import IMPLEMENTED
from engine.games.runebound.content import content
from engine.games.runebound.state import MOVING

from .helpers import do, legal, position, scenario


def test_every_ability_effect_and_handler_named_in_the_content_is_implemented() -> None:
    c = content()
    named = {h.ability for h in c.heroes.values()} | {a.ability for a in c.allies.values() if a.ability}
    named |= {i.ability for i in c.items.values() if i.ability} | {e.effect for e in c.events.values()}
    named |= {e.handler for e in c.encounters.values() if e.handler}
    named |= {ch.special for ch in c.challenges.values() if ch.special}
    assert named - IMPLEMENTED == set()


def test_a_healing_potion_before_moving_can_raise_the_dice_to_five() -> None:
    s = scenario(position((0, 0), step="movement", player='wounds = 2\nitems = ["healing_potion.1"]\n'))
    assert max(a["dice"] for a in legal(s, "roll")) == 4
    do(s, "use", card="healing_potion.1", who=-1)
    assert s.state.current.wounds == 0 and s.state.current.items == []
    assert s.state.market_deck[-1] == "healing_potion.1", "a discard card goes to the bottom of the market deck"
    assert max(a["dice"] for a in legal(s, "roll")) == 5


def test_an_activated_card_is_used_once_per_turn_and_refreshes_in_its_owners_refresh_phase() -> None:
    s = scenario(position((1, -1), step="movement", hero="elowen", player="wounds = 2\n"))
    do(s, "use", card="hero", who=-1)
    assert s.state.current.wounds == 1 and s.state.current.hero_face_down
    assert legal(s, "use") == [], "face down: once per turn"
    do(s, "roll", dice=0)
    do(s, "done")
    assert not s.state.current.hero_face_down, "face up again in the next Refresh phase"


def test_a_card_activated_in_one_turn_stays_face_down_through_the_other_players_turns() -> None:
    body = ('[position]\nstep = "movement"\n[[position.players]]\nhero = "elowen"\nhex = [1, -1]\nwounds = 1\n'
            '[[position.players]]\nhex = [0, 0]\n')
    s = scenario(body, players=2)
    do(s, "use", card="hero", who=-1)
    do(s, "roll", dice=0)
    do(s, "done")
    assert s.state.active == 1 and s.state.players[0].hero_face_down


def test_always_effects_work_while_the_card_is_face_down() -> None:
    # Chain Hauberk: ALWAYS +1 to defend rolls; turned face down by its ACTIVATE use, it still gives the +1.
    table = 'decks = { green = ["wild_boar.1"] }\n'
    player = 'items = ["chain_hauberk.1"]\nface_down = ["chain_hauberk.1"]\n'
    s = scenario(position((1, 1), table=table, faces=[0, 0, 3, 4], player=player))
    do(s, "adventure", colour="green")
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")
    assert s.state.current.wounds == 0, "3 + 4 + Body 3 + 1 = 11: the Melee defence holds only with the +1"


def test_sylas_rerolls_a_movement_die_after_rolling() -> None:
    s = scenario(position((0, 0), step="movement", hero="sylas", faces=["F3", "F1"]))
    do(s, "roll", dice=1)
    assert s.state.step == MOVING
    do(s, "reroll", card="hero", die=0)
    assert s.state.dice == ["F1"] and s.state.current.hero_face_down


def test_a_map_turns_a_die_to_any_face() -> None:
    s = scenario(position((0, 0), step="movement", faces=["F3"], player='items = ["map_of_terrinoth.1"]\n'))
    do(s, "roll", dice=1)
    do(s, "turn_die", card="map_of_terrinoth.1", die=0, face="F6")
    assert s.state.dice == ["F6"] and s.state.current.items == []


def test_lira_looks_at_a_deck_and_may_put_the_card_on_the_bottom() -> None:
    s = scenario(position((0, 0), step="movement", hero="lira", table='decks = { red = ["margath"] }\n'))
    do(s, "peek", colour="red")
    from .helpers import GAME
    assert GAME.view(s.state, 0)["peek"] == ["red", "margath"]
    do(s, "peek_bottom")
    assert s.state.adventure_decks["red"][-1] == "margath" and s.state.peek is None


def test_throwing_knives_add_3_to_one_ranged_roll() -> None:
    table = 'decks = { green = ["wild_boar.1"] }\n'
    s = scenario(position((1, 1), table=table, faces=[1, 1, 0, 0], player='items = ["throwing_knives.1"]\n'))
    do(s, "adventure", colour="green")
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")
    assert s.decision.prompt == "pre_roll", "declared before the roll"
    do(s, "play_card", card="throwing_knives.1")
    assert s.state.combat is not None and s.state.combat.wounds == 1, "1 + 1 + 3 + 3 = 8 hits the Boar's 8"


def test_a_leather_jerkin_prevents_one_damage() -> None:
    table = 'decks = { green = ["wild_boar.1"] }\n'
    s = scenario(position((1, 1), table=table, faces=[0, 0, 1, 1], player='items = ["leather_jerkin.1"]\n'))
    do(s, "adventure", colour="green")
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")
    assert s.decision.prompt == "before_damage", "offered just before the damage is dealt"
    do(s, "play_card", card="leather_jerkin.1")
    assert s.state.current.wounds == 1, "the Boar's 2 Melee damage less 1"


def test_allies_never_use_items() -> None:
    # the hero's Longbow (+2 to Ranged attacks) does not help his Village Archer: 4 + 3 + Mind 3 = 10 < 11
    table = 'decks = { green = ["goblin_archers.1"] }\n'
    player = 'items = ["longbow.1"]\nallies = [{ card = "village_archer.1" }]\n'
    s = scenario(position((1, 1), table=table, faces=[4, 3, 0, 0, 0, 0], player=player))
    do(s, "adventure", colour="green")
    do(s, "start_fight")
    do(s, "assign", ranged="ally0", melee="hero", magic="defend")
    assert s.state.current.allies[0].wounds == 1, "the archer missed and took the Goblins' Ranged damage"


def test_liras_look_is_a_reveal_to_her_player_only() -> None:
    s = scenario(position((0, 0), step="movement", hero="lira", table='decks = { red = ["margath"] }\n'))
    do(s, "peek", colour="red")
    from .helpers import GAME
    reveals = GAME.reveals(s.steps[-1].events)
    assert [(r.what, r.player, r.params["card"]) for r in reveals] == [("card_seen", 0, "margath")]


def test_a_lucky_charm_rerolls_a_failed_skill_test_and_the_new_result_stands() -> None:
    table = 'decks = { green = ["lost_child", "wild_boar.1"] }\n'
    s = scenario(position((1, 1), table=table, faces=[1, 1, 3, 4], player='items = ["lucky_charm.1"]\n'))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert s.decision.prompt == "after_roll", "offered once the roll has fallen short"
    do(s, "play_card", card="lucky_charm.1")
    assert s.state.current.gold == 3 + 2, "2 + 3 < 10, rerolled: 7 + 3 = 10"
    assert s.state.current.items[0].face_down
