"""Investigate, numbered cards with choices, keys, crafting and the expedition's stages (spec §7.6-§7.7, §8,
§16, §20.14), one rule a test."""
from __future__ import annotations

from engine.kernel import Session

from .helpers import checked, choose_first, day_one, do, events, fresh, legal, token


def to_poi_1() -> Session:
    """Scenario 1 with the Clearing (point of interest 1) dealt north of the start tile; the hero stands on it."""
    session = day_one(tiles1=["1A"])
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "skip_gather")
    do(session, "move", to="1,-3")
    return session


def test_investigating_a_point_of_interest_resolves_the_search_card_with_its_number() -> None:
    session = to_poi_1()
    assert [str(a) for a in legal(session, "investigate")] == ["P1 investigate()"]
    do(session, "investigate")
    # card 1, the Abandoned Hut, says to resolve card 3 (no extra action): the Back Window cuts the hero
    assert [e["number"] for e in events(session, "card_found")] == [1, 3]
    hero = session.state.heroes[0]
    assert hero.health == ["injury", "heart", "heart"] and hero.stamina == 12 - 5
    assert 1 in session.state.search and 3 in session.state.search        # events go back into the deck
    checked(session)


def test_after_any_hero_investigates_poi_1_the_expedition_goes_to_stage_2() -> None:
    session = to_poi_1()
    assert session.state.stage == 1
    do(session, "investigate")
    assert session.state.stage == 2 and session.state.special_supply == ["jungle_shadow", "old_caiman"]


def test_the_same_point_of_interest_may_be_investigated_again_paying_each_time() -> None:
    session = to_poi_1()
    do(session, "investigate")
    do(session, "investigate")
    assert session.state.heroes[0].stamina == 12 - 6 and session.state.heroes[0].damage() == 2


def test_the_silver_key_lets_the_hero_resolve_the_card_one_higher_decided_before_either_is_seen() -> None:
    # the Rocky Ridge (point of interest 33: the Silver Key) north, the Clearing (point of interest 1) north-east
    session = day_one(tiles1=["1C", "1A"], night1=["first_night"])
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "move", to="0,-2")
    do(session, "investigate")
    hero = session.state.heroes[0]
    assert [(i.deck, i.number) for i in hero.items] == [("search", 33)]
    do(session, "move", to="1,-2")
    do(session, "scout", slot="S1-2")
    do(session, "end_turn")                                   # First Night: food, then sleep
    do(session, "move", to="2,-2")
    do(session, "move", to="3,-2")
    do(session, "investigate")
    assert session.state.step == "card_choice"
    assert [e["number"] for e in events(session, "card_found")][-1] == 1       # card 1 is read first
    assert {str(a["option"]) for a in legal(session, "choose")} == {"written", "key"}
    assert session.state.stage == 1          # the trigger waits until the investigation is resolved (PD-EXP-TIMING)
    do(session, "choose", option="key")
    s = session.state
    assert s.upgrades == [2] and 3 not in [e["number"] for e in events(session, "card_found")]
    assert s.heroes[0].health == ["heart"] * 3 and [(i.deck, i.number) for i in s.heroes[0].items] == [("search", 33)]
    assert s.stage == 2
    checked(session)


def test_a_card_that_offers_a_choice_waits_for_the_hero() -> None:
    # Poison Berries (search 43): gain 1 poison; the hero may eat some: 1 food and a roll, 1-6 gives sickness
    session = day_one(J=["J18"], faces=[4])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J18"))
    assert session.state.step == "card_choice" and session.state.heroes[0].count("poison") == 1
    do(session, "choose", option="yes")
    hero = session.state.heroes[0]
    assert hero.count("food") == 2 and hero.health == ["sickness", "heart", "heart"] and session.state.step == "day"


def test_a_card_removed_from_the_game_goes_to_the_box_and_a_blueprint_may_come_from_either_deck() -> None:
    session = day_one(J=["J19"], advanced=[10])               # Abandoned Camp (search 44)
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J19"))
    assert "search:44" in session.state.box and 44 not in session.state.search
    do(session, "choose", option="advanced")
    assert session.state.heroes[0].blueprints[-1] == 10 and len(session.state.heroes[0].blueprints) == 4


def test_crafting_from_a_blueprint_in_hand_puts_it_face_up_and_draws_a_new_one() -> None:
    # the Fishing Rod (2 wood) from a double wood token: spent as one, it gives a single wood in change
    session = day_one(blueprints=[7], B=["B04"], advanced=[9])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B04"))
    assert [str(a) for a in legal(session, "craft")] == ["P1 craft(number=7, source=hand, swap=)"]
    do(session, "craft", number=7)
    s = session.state
    assert [(i.deck, i.number) for i in s.heroes[0].items] == [("crafted", 7)]
    assert s.blueprints_up == [7] and 7 not in s.heroes[0].blueprints and s.crafted.count(7) == 3
    assert s.heroes[0].count("wood") == 0 and s.landscape_discard["B"] == ["B04"]
    do(session, "choose", option="advanced")
    assert session.state.heroes[0].blueprints[-1] == 9
    checked(session)


def test_in_scenario_5_every_blueprint_lies_face_up_and_crafting_needs_its_resources() -> None:
    session = fresh(2, faces=[9, 3], expedition=5)
    choose_first(session)
    hero = session.state.heroes[0]
    assert hero.blueprints == [] and session.state.blueprints_up == list(range(1, 12))
    assert legal(session, "craft") == []                      # 1 food and 1 clean water make nothing


def test_the_engineer_may_spend_a_component_in_place_of_one_required_resource() -> None:
    # Kenji Sato crafts the Fishing Rod (2 wood) from 1 wood and 1 component
    session = day_one(characters=["kenji"], blueprints=[7], B=["B01"], R=["R05"])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B01"))
    do(session, "move", to="0,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R05"))
    rods = [str(a) for a in legal(session, "craft") if a["number"] == 7]
    assert rods == ["P1 craft(number=7, source=hand, swap=wood)"]          # 1 wood alone would not do
    do(session, "craft", number=7, swap="wood")
    hero = session.state.heroes[0]
    assert [(i.deck, i.number) for i in hero.items] == [("crafted", 7)]
    assert hero.count("wood") == 0 and hero.count("component") == 0


def test_a_hero_crafting_an_item_they_own_may_give_the_old_copy_to_a_hero_on_their_space() -> None:
    # §8.3, DP-24: Ala crafts a second Fishing Rod beside Olek; the old rod (used today, markers and all) goes to him
    session = day_one(2, faces=[9, 3], blueprints=[7, 1], B=["B04"], J=["J07"], R=["R10"], night1=["first_night"])
    assert session.state.active == 0
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B04"))                        # 2 wood (a double token)
    do(session, "craft", number=7)
    do(session, "choose", option="normal")
    for to in ("0,0", "0,-1"):
        do(session, "move", to=to)
    do(session, "gather", target=token(session, "J07"))
    for to in ("0,0", "-1,1"):
        do(session, "move", to=to)
    do(session, "gather", target=token(session, "R10"))                        # 2 wood again
    do(session, "end_turn")
    do(session, "move", 1, to="-1,1")                                          # Olek joins her
    do(session, "end_turn", 1)
    while session.state.step != "day":                                         # the night; Ala keeps the token
        options = session.decision.legal  # type: ignore[union-attr]
        session.apply(next((a for a in options if (a.kind, a.get("to")) in (("pass_chief", 0), ("chief_vote", -1))),
                           options[0]))
    assert session.state.active == 0
    crafts = {str(a) for a in legal(session, "craft") if a["number"] == 7}
    assert crafts == {"P1 craft(give=-1, number=7, source=table, swap=)", "P1 craft(give=1, number=7, source=table, swap=)"}
    do(session, "craft", number=7, give=1)
    s = session.state
    assert [(i.deck, i.number) for i in s.heroes[0].items] == [("crafted", 7)]
    assert [(i.deck, i.number) for i in s.heroes[1].items] == [("crafted", 7)] and s.crafted.count(7) == 2
    checked(session)


def test_a_duplicate_crafted_alone_sends_the_old_copy_back_to_its_deck() -> None:
    session = day_one(blueprints=[7], B=["B04"], J=["J07"], R=["R10"])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B04"))
    do(session, "craft", number=7)
    do(session, "choose", option="normal")
    for to in ("0,0", "0,-1"):
        do(session, "move", to=to)
    do(session, "gather", target=token(session, "J07"))
    for to in ("0,0", "-1,1"):
        do(session, "move", to=to)
    do(session, "gather", target=token(session, "R10"))
    assert [a["give"] for a in legal(session, "craft") if a["number"] == 7] == [-1]
    do(session, "craft", number=7)
    assert [(i.deck, i.number) for i in session.state.heroes[0].items] == [("crafted", 7)]
    assert session.state.crafted.count(7) == 3
