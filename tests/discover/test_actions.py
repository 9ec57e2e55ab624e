"""The hero's actions (spec §6-§7, §10, §21 checklist), one rule a test, played on the Island from the campsite
at (0,0): its neighbours are N (0,-1) Underbrush with a Jungle token, NE (1,-1) Grass, SE (1,0) Grass with a Beach
token, S (0,1) Underbrush, SW (-1,1) Mountain with a Rocks token and NW (-1,0) Grass."""
from __future__ import annotations

from engine.kernel.reveal import TILE_TURNED

from engine.kernel import Session

from .helpers import GAME, checked, choose_first, day_one, do, events, legal, token


def test_move_and_gather_costs_the_destinations_terrain_cost() -> None:
    session = day_one()
    do(session, "move", to="1,-1")                     # Grass: 1
    assert session.state.heroes[0].stamina == 11
    do(session, "move", to="0,-1")                     # Underbrush: 2, not 1 + 2
    assert session.state.heroes[0].stamina == 9 and session.state.heroes[0].space == "0,-1"


def test_heroes_cannot_move_onto_face_down_tiles() -> None:
    session = day_one()
    do(session, "move", to="1,-1")
    destinations = {str(a["to"]) for a in legal(session, "move")}
    assert "1,-2" not in destinations and destinations == {"0,0", "0,-1", "1,0"}


def test_an_action_needs_its_full_cost() -> None:
    session = day_one(players=4)                       # 8 stamina
    for _ in range(7):
        do(session, "move", to="1,-1" if session.state.heroes[session.state.active or 0].space == "0,0" else "0,0")
    seat = session.state.active
    assert seat is not None and session.state.heroes[seat].stamina == 1
    assert "0,-1" not in {str(a["to"]) for a in legal(session, "move")}     # Underbrush costs 2


def test_the_climber_pays_1_less_on_a_space_costing_3_or_more() -> None:
    session = day_one(characters=["jasmine"])
    do(session, "move", to="-1,1")                     # Mountain: 3 - 1
    assert session.state.heroes[0].stamina == 10


def test_scout_costs_1_turns_an_adjacent_face_down_tile_and_the_hero_does_not_move() -> None:
    session = day_one(tiles1=["1E"], J=["J04"])
    assert legal(session, "scout") == []               # every neighbour of the campsite is on the start tile
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    s = session.state
    assert "S1-1" in s.revealed and s.heroes[0].space == "1,-1" and s.heroes[0].stamina == 10
    # Spring: water source at its centre, Beach symbol NE, Jungle symbol S (spec §20.5), placed face down
    assert [(p.kind, p.up) for p in s.pieces("1,-3")] == [("water", False)]
    assert [p.kind for p in s.pieces("2,-4")] == ["landscape"] and [p.kind for p in s.pieces("1,-2")] == ["landscape"]
    assert TILE_TURNED in [r.what for r in GAME.reveals(session.steps[-1].events)]
    view = GAME.view(s, 0)
    assert view["spaces"]["1,-3"][0]["id"] == "hidden" and view["tiles"]["S1-1"] == "1E"


def test_the_free_gather_after_a_move_takes_one_token_without_stamina() -> None:
    session = day_one(J=["J04"])
    do(session, "move", to="0,-1")
    assert {a.kind for a in legal(session)} == {"gather", "skip_gather"}
    do(session, "gather", target=token(session, "J04"))
    hero = session.state.heroes[0]
    assert hero.stamina == 10 and hero.count("food") == 3      # a double food token: counted once, worth two
    assert [(h.resource, h.amount, h.token) for h in hero.resources if h.token] == [("food", 2, "J04")]
    checked(session)


def test_the_free_gather_may_be_skipped_and_then_costs_1() -> None:
    session = day_one(J=["J04"])
    do(session, "move", to="0,-1")
    do(session, "skip_gather")
    do(session, "gather", target=token(session, "J04"), free=False)
    assert session.state.heroes[0].stamina == 9


def test_a_numbered_landscape_token_resolves_its_search_card_and_is_discarded() -> None:
    session = day_one(B=["B14"])                       # search card 40, Beach Crate: 1 component and 1 wood
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B14"))
    s = session.state
    assert s.heroes[0].count("component") == 1 and s.heroes[0].count("wood") == 1
    assert s.pieces("1,0") == [] and s.landscape_discard["B"] == ["B14"] and 40 in s.search
    checked(session)


def test_a_card_that_says_so_leaves_its_token_face_up_on_the_space() -> None:
    kept = day_one(B=["B15"], faces=[7])               # search card 42, Bird's Nest: 5-12 leaves the token
    do(kept, "move", to="1,0")
    do(kept, "gather", target=token(kept, "B15"))
    assert [(p.id, p.up) for p in kept.state.pieces("1,0")] == [("B15", True)]
    assert kept.state.heroes[0].count("food") == 2
    gone = day_one(B=["B15"], faces=[4])
    do(gone, "move", to="1,0")
    do(gone, "gather", target=token(gone, "B15"))
    assert gone.state.pieces("1,0") == [] and gone.state.landscape_discard["B"] == ["B15"]


def test_a_water_source_flips_stays_and_gives_its_resource_every_gather() -> None:
    session = day_one(tiles1=["1E"], water=["W01"], J=["J01"])
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")                     # Underbrush: 2
    do(session, "skip_gather")
    do(session, "move", to="1,-3")                     # the Spring's water source
    do(session, "gather", target=token(session, "W01"))
    do(session, "gather", target=token(session, "W01"), free=False)
    s = session.state
    assert [(p.id, p.up) for p in s.pieces("1,-3")] == [("W01", True)]
    assert s.heroes[0].count("clean_water") == 3 and s.heroes[0].stamina == 12 - 1 - 1 - 2 - 1 - 1
    checked(session)


def test_over_the_carrying_limit_the_hero_drops_resources_onto_their_space() -> None:
    session = day_one(tiles1=["1E"], water=["W01"], J=["J02", "J01"])      # J02 goes to the start tile
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "gather", target=token(session, "J01"))                # food: 3 tokens
    do(session, "move", to="1,-3")
    do(session, "gather", target=token(session, "W01"))                # 4 tokens, 7 stamina left
    for _ in range(6):
        do(session, "gather", target=token(session, "W01"), free=False)
    assert len(session.state.heroes[0].resources) == 10 and session.state.step == "day"
    do(session, "gather", target=token(session, "W01"), free=False)    # 11: above the limit of 10
    assert session.state.step == "drop"
    food = next(i for i, h in enumerate(session.state.heroes[0].resources) if h.token == "J01")
    do(session, "drop", index=food)
    s = session.state
    assert len(s.heroes[0].resources) == 10 and s.step == "day"
    assert [(p.kind, p.id, p.up) for p in s.pieces("1,-3")][-1] == ("landscape", "J01", True)
    checked(session)


def test_rest_heals_one_damage_of_the_type_the_spent_resource_heals() -> None:
    # day 1: leave the fire; Growls: a threat card for a hero not at a fire (Thieving Monkeys takes the food);
    # night 2, First Night: no food, so 1 hunger; day 3: gather food and Rest it away
    session = day_one(night1=["growls_in_the_dark", "first_night"], threats=["thieving_monkeys"], B=["B10"],
                      faces=[12])
    do(session, "move", to="1,-1")
    do(session, "end_turn")
    assert session.state.heroes[0].count("food") == 0 and session.state.threat_discard == ["thieving_monkeys"]
    do(session, "end_turn")
    hero = session.state.heroes[0]
    assert hero.health == ["hunger", "heart", "heart"]
    assert legal(session, "rest") == []
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B10"))
    assert [str(a) for a in legal(session, "rest")] == ["P1 rest(damage=hunger, patient=0, resource=food)"]
    do(session, "rest", damage="hunger")
    assert session.state.heroes[0].health == ["heart"] * 3 and session.state.heroes[0].count("food") == 0
    checked(session)


def test_cooking_at_a_fire_turns_meat_into_food_and_the_cook_gains_one_more() -> None:
    session = day_one(B=["B12"], characters=["ines"])  # meat on the Beach token; Ines Ortega, the Cook
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B12"))
    assert legal(session, "cook") == []                # not at a fire
    do(session, "move", to="0,0")
    do(session, "cook", meat=1)
    hero = session.state.heroes[0]
    assert hero.count("meat") == 0 and hero.count("food") == 3 and hero.stamina == 12 - 1 - 1 - 1


def test_rekindling_spends_1_wood_to_light_the_unlit_campsite() -> None:
    session = day_one(B=["B01"], night1=["rain"])       # wood on the Beach token; Rain puts out unattended fires
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B01"))
    assert legal(session, "rekindle") == []
    do(session, "end_turn")
    camp = [p for p in session.state.pieces("0,0") if p.kind == "camp"]
    assert not camp[0].lit and session.state.round == 2
    do(session, "move", to="0,0")
    do(session, "rekindle")
    assert [p.lit for p in session.state.pieces("0,0") if p.kind == "camp"] == [True]
    assert session.state.heroes[0].count("wood") == 0
    assert events(session, "fire_lit")[-1]["space"] == "0,0"


def test_a_gather_names_a_face_down_token_by_its_place_never_by_what_is_on_its_hidden_side() -> None:
    session = day_one(J=["J04"])
    do(session, "move", to="0,-1")
    assert [str(a["target"]) for a in legal(session, "gather")] == ["face_down_0"]
    assert not any("J04" in str(a) for a in legal(session))


def test_the_rulebooks_example_turn_walked_on_the_island_tiles() -> None:
    """§7.13, Adam's turn, step by step on the Island (its costs differ from the rulebook's illustrative map, whose
    sequence needs a fixture map): moves pay the destination's terrain, Scout pays 1 and places tokens on the turned
    tile's symbols without moving him, a Move & gather keeps the token gathered for free, Investigate on point of
    interest 33 gives the Silver Key he keeps, and the stamina left over stays for tomorrow."""
    session = day_one(characters=["zuzanna"], tiles1=["1A", "1B", "1D", "1E", "1F", "1C"], B=["B10", "B01"])
    hero = session.state.heroes[0]
    assert hero.stamina == 12                                  # a solo hero (the rulebook's Adam has 9)
    do(session, "move", to="0,-1")                             # (1) onto Underbrush: 2
    do(session, "skip_gather")
    assert hero.stamina == 10
    do(session, "move", to="-1,0")                             # (2) onto Grass: 1
    assert hero.stamina == 9
    do(session, "scout", slot="S1-6")                          # (3) Scout: 1, the Rocky Ridge turns face up
    assert hero.stamina == 8 and hero.space == "-1,0" and "S1-6" in session.state.revealed
    assert {p.kind for p in session.state.pieces("-1,-1")} == {"landscape"}        # a Beach token on its symbol
    do(session, "move", to="-1,-1")                            # (4) Move & gather: 1, and the free Gather
    do(session, "gather", target=token(session, "B01"))
    assert hero.stamina == 7 and hero.count("wood") == 1 and session.state.pieces("-1,-1") == []
    do(session, "move", to="-2,0")                             # (5) two more moves: Underbrush 2, Mountain 3
    do(session, "move", to="-3,0")
    assert hero.stamina == 2
    do(session, "investigate")                                 # (6) point of interest 33: 1
    assert [(i.deck, i.number) for i in hero.items] == [("search", 33)] and hero.stamina == 1
    do(session, "end_turn")                                    # (7) the last point is kept for the next round
    sleep = [e for e in events(session, "stamina") if e["why"] == "sleep"]
    assert sleep and sleep[0]["to"] == 1 + 6                   # the night's Sleep adds to the point he kept
    checked(session)


def test_the_rulebooks_example_turn_with_its_own_costs_on_a_fixture_map() -> None:
    """§7.13 as the rulebook tells it (content/scenarios/example_turn.toml: the fixture tile laid north of the camp,
    PD-FIXTURE-MAP): Adam pays 2, 1, 1 for the Scout, 1 for a Move & gather with its free Gather, 1 and 1 onto point
    of interest 33, 1 to investigate it and keeps the Silver Key and the point left. (The rulebook's Adam starts with 9; a solo hero has 12, so every
    count here is 3 higher: 9 → 7 → 6 → 5 → 4 → 2 → 1 there, 12 → 10 → 9 → 8 → 7 → 5 → 4 here.)"""
    from engine.games.discover.content import CONTENT_DIR
    from engine.scenario import read_scenario
    session = Session(GAME, read_scenario(CONTENT_DIR / "scenarios" / "example_turn.toml").config())
    choose_first(session)
    hero = session.state.heroes[0]
    assert hero.character == "adam" and hero.stamina == 12 and session.state.tiles["S1-1"] == "example_turn"
    do(session, "move", to="0,-1")                             # (1) a space costing 2
    do(session, "skip_gather")
    assert hero.stamina == 10
    do(session, "move", to="1,-1")                             # (2) a space costing 1, beside the unexplored tile
    assert hero.stamina == 9
    do(session, "scout", slot="S1-1")                          # (3) Scout: 1; tokens on the landscape symbols
    assert hero.stamina == 8 and hero.space == "1,-1" and "S1-1" in session.state.revealed
    assert [(p.kind, p.id, p.up) for p in session.state.pieces("1,-2")] == [("landscape", "B01", False)]
    do(session, "move", to="1,-2")                             # (4) Move & gather: 1, and the free Gather
    do(session, "gather", target=token(session, "B01"))
    assert hero.stamina == 7 and hero.count("wood") == 1 and session.state.pieces("1,-2") == []
    do(session, "move", to="1,-3")                             # (5) two more moves, 1 each, onto point 33
    do(session, "move", to="1,-4")
    assert hero.stamina == 5
    do(session, "investigate")                                 # (6) Investigate: 1, search card 33 is kept
    assert [(i.deck, i.number) for i in hero.items] == [("search", 33)] and hero.stamina == 4
    do(session, "end_turn")                                    # (7) the point(s) left are kept for the next round
    sleep = [e for e in events(session, "stamina") if e["why"] == "sleep"]
    assert sleep and sleep[0]["to"] == min(12, 4 + 6)
    checked(session)
