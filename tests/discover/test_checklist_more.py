"""The parts of §21 checklist items 19, 28, 33 and 36 the other files leave unchecked, one rule a test: a double token
counts one until broken and both count after; carried resources and the carrier; an expedition item counts and is
never dropped; a casualty's support card is dead; range 0 is the hero's own space; "cannot" beats a card's move."""
from __future__ import annotations

from typing import Any

from engine.games.discover.board import on_map
from engine.games.discover.carrying import carried
from engine.games.discover.state import ELIMINATED, OwnedItem, hex_of
from engine.kernel import Action, Context, Session

from .helpers import GAME, checked, day_one, do, events, legal, token


def at_the_limit_with(food: str) -> Session:
    """Food and water, the Jungle token `food` north-east of the camp and seven clean water from the water source
    past it: ten things carried, on the water source's space (as in test_checklist.py's checklist_19)."""
    session = day_one(tiles1=["1E"], water=["W01"], J=["J02", food])
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "gather", target=token(session, food))
    do(session, "move", to="1,-3")
    for _ in range(7):
        do(session, "gather", target=token(session, "W01"))
    assert carried(session.state.heroes[0]) == 10 and session.state.step == "day"
    return session


def test_checklist_19_a_double_token_counts_one_until_broken_then_both_count() -> None:
    # the double food (J04) is one of the ten; broken into two singles it makes eleven: the hero drops one (§10)
    session = at_the_limit_with("J04")
    hero = session.state.heroes[0]
    assert len(hero.resources) == 10 and [h.amount for h in hero.resources if h.token == "J04"] == [2]
    double = next(i for i, h in enumerate(hero.resources) if h.amount == 2)
    do(session, "break_token", index=double)
    assert carried(session.state.heroes[0]) == 11 and session.state.step == "drop"
    do(session, "drop", index=0)
    assert carried(session.state.heroes[0]) == 10 and session.state.step == "day"
    checked(session)


def test_checklist_19_resources_taken_off_a_carrier_count_again_and_over_the_limit_are_dropped() -> None:
    # the carrier counts as one card and what it carries does not; unloaded at the limit, the food makes eleven
    session = day_one(blueprints=[4], B=["B05"], R=["R05"])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B05"))
    do(session, "move", to="0,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R05"))
    do(session, "craft", number=4)
    do(session, "choose", option="normal")
    food = next(i for i, h in enumerate(session.state.heroes[0].resources) if h.resource == "food")
    do(session, "load", item=0, index=food)
    assert carried(session.state.heroes[0]) == 2                  # the water and the Backpack, not the food on it
    state = session.state_at(len(session.steps))
    hero = state.heroes[0]
    hero.resources += [hero.resources[0]] * (10 - carried(hero))    # more water: ten with the Backpack
    assert carried(hero) == 10
    _play(state, Action.of("unload", 0, item=0, index=0))
    assert carried(state.heroes[0]) == 11 and state.step == "drop"


def _play(state: Any, action: Action) -> None:
    assert GAME.is_legal(state, action), action
    ctx = Context(GAME, state)
    GAME.resolve(ctx, action)
    ctx.finish()


def test_checklist_19_an_expedition_item_counts_toward_the_limit_and_is_never_offered_for_discarding() -> None:
    # the Battery (search 11, EXPEDITION ITEM) laid in the hand of a hero at ten: the eleventh resource puts her
    # over; she may drop resources but never the Battery, and nine resources with it are her ten (§10)
    session = at_the_limit_with("J01")
    state = session.state_at(len(session.steps))
    state.search.remove(11)
    state.heroes[0].items.append(OwnedItem("search", 11))
    state.heroes[0].resources.pop()
    assert carried(state.heroes[0]) == 10
    _play(state, Action.of("gather", 0, target="W01", free=False))
    decision = GAME.decision(state)
    assert state.step == "drop" and decision is not None
    assert {a.kind for a in decision.legal if a.kind.startswith("drop")} == {"drop"}
    _play(state, next(a for a in decision.legal if a.kind == "drop"))
    assert state.step == "day" and len(state.heroes[0].resources) == 9 and len(state.heroes[0].items) == 1


def test_checklist_28_a_casualty_within_range_plays_no_support_card() -> None:
    # three heroes as in checklist_13, but the hero on the campsite beside the fighter is a casualty: only seat 0,
    # alive one space away, is asked to support; the casualty's card is dead (§12.2, §21.28)
    session = day_one(players=3, faces=[9, 3, 5, 6, 4, 9], B=["B01"], J=["J17"], monsters=["M01"])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B01"))
    do(session, "move", to="1,-1")
    do(session, "move", to="0,-1")
    state = session.state_at(len(session.steps))
    state.heroes[1].status = ELIMINATED
    assert state.heroes[1].support and state.heroes[1].space == state.heroes[2].space == "0,0"
    gather = next(a for a in legal(session, "gather") if a["target"] == token(session, "J17"))
    _play(state, gather)
    decision = GAME.decision(state)
    assert state.combat is not None and state.combat.fighter == 2 and state.combat.supporters == [0]
    assert decision is not None and decision.actor == 0 and {a.kind for a in decision.legal} == {"support"}


def test_checklist_33_a_hero_on_ones_own_space_is_within_range_0() -> None:
    # Night Watch: "each other hero within range 2 of you gains 1 stamina; if there is none, lose 1". Both heroes
    # away from the fire on one space on Growls: the other hero, at range 0, gains 1; the drawer loses none (§17.3)
    session = day_one(players=2, night1=["growls_in_the_dark"], threats=["night_watch", "quiet_moment"],
                      faces=[9, 3, 4])
    do(session, "move", to="1,-1")
    do(session, "end_turn")
    do(session, "move", 1, to="1,-1")
    do(session, "end_turn", 1)
    while session.state.step != "day" and session.decision is not None:
        session.apply(session.decision.legal[0])
    why = [(e["player"], e["to"]) for e in events(session, "stamina") if e.get("why") == "night_watch"]
    assert [e["card"] for e in events(session, "threat_drawn")][:1] == ["night_watch"]
    assert len(why) == 1 and why[0][0] == 1


def test_checklist_36_cannot_beats_a_cards_move_no_face_down_tile_is_offered() -> None:
    # Adam Nowak's "move up to 4 spaces" reaches beyond the start tile, but heroes cannot move onto face-down tiles
    # (§7.2): every space offered is on the map (§17.2, §21.36)
    session = day_one(characters=["adam"])
    targets = [str(a["target"]) for a in legal(session, "use_card")]
    assert targets and all(on_map(session.state, hex_of(t)) for t in targets)
    refused = Action.of("use_card", 0, source="character", target="1,-2")      # two steps, onto a face-down tile
    assert not on_map(session.state, hex_of("1,-2")) and not GAME.is_legal(session.state, refused)
