"""Card actions and abilities (spec §7.11, §17.3, §17.6, §20.10, §20.13), one rule a test: a crafted item's card
action once per day, a character's "move up to 4 spaces" ignoring terrain with no free Gather, and the Forager's
once-a-day extra resource."""
from __future__ import annotations

from .helpers import day_one, do, legal, token


def test_the_fire_striker_lights_a_fire_once_per_day() -> None:
    # Fire Striker: 1 stone (a Beach token) and 1 component (a Rocks token); then 1 stamina: a lit fire here
    session = day_one(blueprints=[3], B=["B09"], R=["R05"])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B09"))
    do(session, "move", to="0,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R05"))
    do(session, "craft", number=3)
    do(session, "choose", option="normal")
    assert [str(a) for a in legal(session, "use_card")] == ["P1 use_card(source=item:0, target=)"]
    do(session, "use_card", source="item:0")
    s = session.state
    assert [(p.kind, p.lit) for p in s.pieces("-1,1")] == [("fire", True)] and s.heroes[0].stamina == 12 - 7
    assert legal(session, "use_card") == []                    # once per day: the striker waits for tomorrow


def test_ability_movement_ignores_terrain_and_gives_no_free_gather() -> None:
    session = day_one(characters=["adam"], R=["R01"])          # Adam Nowak, the Scout: once per day, 1 stamina
    targets = {str(a["target"]) for a in legal(session, "use_card")}
    assert targets == {"0,-1", "1,-1", "1,0", "0,1", "-1,1", "-1,0"}   # only the start tile is on the map
    do(session, "use_card", source="character", target="-1,1")      # Mountain, 3 by Move & gather
    s = session.state
    assert s.heroes[0].space == "-1,1" and s.heroes[0].stamina == 11 and not s.free_gather
    assert legal(session, "use_card") == []


def test_the_forager_gains_one_more_resource_once_per_day() -> None:
    session = day_one(characters=["sam"], J=["J01"], B=["B10"])      # food on both tokens
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J01"))
    assert session.state.heroes[0].count("food") == 3               # 1 at the start, the token, 1 more
    do(session, "move", to="1,-1")
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B10"))
    assert session.state.heroes[0].count("food") == 4               # once per day only


def test_resources_on_a_backpack_do_not_count_toward_the_carrying_limit_and_move_freely() -> None:
    # the Backpack (2 components: one from the Beach token, one from the Rocks token) carries up to 4 tokens
    session = day_one(blueprints=[4], B=["B05"], R=["R05"])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B05"))
    do(session, "move", to="0,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R05"))
    do(session, "craft", number=4)
    do(session, "choose", option="normal")
    stamina = session.state.heroes[0].stamina
    food = next(i for i, h in enumerate(session.state.heroes[0].resources) if h.resource == "food")
    do(session, "load", item=0, index=food)
    hero = session.state.heroes[0]
    assert [h.resource for h in hero.items[0].carried] == ["food"] and hero.count("food") == 0
    assert len(hero.resources) + len(hero.items) == 2 and hero.stamina == stamina      # water and the Backpack
    do(session, "unload", item=0, index=0)
    assert session.state.heroes[0].count("food") == 1


def test_a_double_token_breaks_into_two_singles_for_good() -> None:
    session = day_one(J=["J04"])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J04"))
    double = next(i for i, h in enumerate(session.state.heroes[0].resources) if h.amount == 2)
    do(session, "break_token", index=double)
    hero = session.state.heroes[0]
    assert sorted((h.resource, h.amount, h.token) for h in hero.resources if h.resource == "food") == \
        [("food", 1, "")] * 3
    assert session.state.landscape_discard["J"] == ["J04"] and legal(session, "break_token") == []
