"""The night phase (spec §5.2, §20.11), one rule a test: the night card's steps top to bottom, Food paid by
every hero who can, Sleep's stamina capped at 12, phase I cards first and the deck rebuilt from phase II
discards only, end-of-night chief passing with the unanimous override, and the new day after it."""
from __future__ import annotations

from engine.games.discover.content import content
from engine.kernel import Session

from .helpers import GAME, checked, choose_first, day_one, do, events, fresh

GROWLS_FIRST = ["growls_in_the_dark", "first_night", "cool_breeze", "rain"]


def to_night(players: int, faces: list[int], night: list[str] | None = None, seed: int = 1) -> Session:
    """A game whose day 1 ends with every hero passing; `night` forces the phase I order."""
    session = fresh(players, seed=seed, faces=faces, orders=[night] if night else None)
    choose_first(session)
    while session.state.round == 1 and session.state.step == "day":
        do(session, "end_turn")
    return session


def test_the_first_night_card_is_resolved_top_to_bottom_food_then_sleep() -> None:
    session = to_night(3, faces=[3, 9, 5], night=["first_night"])
    s = session.state
    assert s.night_discard == ["first_night"]
    for hero in s.heroes:
        assert hero.count("food") == 0 and hero.health == ["heart"] * 3
        assert hero.stamina == 12                # 8 + 6 = 14, but stamina never exceeds 12
    checked(session)


def test_night_steps_reach_each_hero_from_the_chief_clockwise() -> None:
    session = to_night(3, faces=[3, 9, 5], night=["first_night"])
    assert [e["player"] for e in events(session, "spent")] == [1, 2, 0]


def test_sleep_gives_more_at_a_fire_on_cool_breeze() -> None:
    session = to_night(2, faces=[3, 9], night=["cool_breeze"])
    # both heroes sleep in the lit campsite: 10 + 6 + 1, capped at 12; both spent their clean water
    assert [h.stamina for h in session.state.heroes] == [12, 12]
    assert all(h.count("clean_water") == 0 for h in session.state.heroes)


def test_rain_puts_out_no_fire_with_a_hero_beside_it_and_gives_clean_water() -> None:
    session = to_night(1, faces=[], night=["rain"])
    s = session.state
    assert [p.lit for p in s.pieces("0,0") if p.kind == "camp"] == [True]
    assert s.heroes[0].count("clean_water") == 2


def test_growls_place_no_monster_three_spaces_out_on_a_face_down_tile() -> None:
    # the chief rolls 12 (north): three spaces north of the campsite lie on a face-down tile, not on the map
    session = to_night(1, faces=[12], night=GROWLS_FIRST)
    assert session.state.night_discard == ["growls_in_the_dark"]
    assert not [p for pieces in session.state.spaces.values() for p in pieces if p.kind == "monster"]
    assert len(session.state.monster_pool) == 8


def test_heroes_at_a_fire_draw_no_threat_card_on_growls() -> None:
    session = to_night(2, faces=[5, 1, 12], night=GROWLS_FIRST)
    assert events(session, "threat_drawn") == []


def test_the_chief_may_keep_the_token() -> None:
    session = to_night(3, faces=[3, 9, 5], night=["first_night"])
    assert session.state.step == "pass_chief"
    do(session, "pass_chief", 1, to=1)
    do(session, "chief_vote", 2, to=-1)
    do(session, "chief_vote", 0, to=2)
    s = session.state
    assert (s.chief, s.round, s.step, s.to_play) == (1, 2, "day", [1, 2, 0])


def test_the_chiefs_choice_stands_unless_every_other_hero_names_the_same_new_chief() -> None:
    session = to_night(3, faces=[3, 9, 5], night=["first_night"])
    do(session, "pass_chief", 1, to=2)
    do(session, "chief_vote", 2, to=0)
    do(session, "chief_vote", 0, to=0)
    assert session.state.chief == 0 and session.state.to_play == [0, 1, 2]


def test_the_other_heroes_vote_from_the_chiefs_left_and_a_split_vote_keeps_the_chiefs_choice() -> None:
    session = to_night(3, faces=[3, 9, 5], night=["first_night"])
    do(session, "pass_chief", 1, to=2)
    assert session.decision is not None and session.decision.actor == 2
    do(session, "chief_vote", 2, to=2)
    do(session, "chief_vote", 0, to=0)
    assert session.state.chief == 2


def test_a_solo_hero_keeps_the_token_and_the_next_day_begins() -> None:
    session = to_night(1, faces=[], night=["first_night"])
    s = session.state
    assert (s.step, s.round, s.active) == ("day", 2, 0)


def test_phase_one_cards_come_first_and_the_rebuilt_deck_holds_only_phase_two_cards() -> None:
    session = fresh(1, seed=3, orders=[["rain", "cool_breeze", "first_night", "growls_in_the_dark"],
                                       ["rumbling_stomach", "heat_wave"]], faces=[12])
    choose_first(session)
    drawn: list[str] = []
    for _ in range(4):
        do(session, "end_turn")
        drawn.append(session.state.night_discard[-1])
    assert [content().night[c].phase for c in drawn] == [1, 1, 1, 1]
    assert session.state.night_draw[0] == "rumbling_stomach"
    view = GAME.view(session.state, 0)
    assert view["night_draw"] == {"count": 6}


def test_call_of_the_jungle_moves_every_monster_even_after_its_monster_fought_the_chief() -> None:
    # The chief waits on point of interest 1 until the fifth night, Call of the Jungle: its monster is placed on
    # the chief's space and fought at once (§21.34); then the chief still rolls and every monster moves (§20.11)
    session = day_one(1, seed=4, tiles1=["1A"], night2=["call_of_the_jungle"])
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "skip_gather")
    do(session, "move", to="1,-3")                                              # point of interest 1
    while session.state.round < 6:
        options = session.decision.legal  # type: ignore[union-attr]
        session.apply(next((a for a in options if a.kind == "end_turn" or a.get("use") == "pass"), options[0]))
    told = [(e.kind, e.data.get("why"), e.data.get("after")) for st in session.steps for e in st.events
            if e.kind in ("night_drawn", "combat_started", "rolled", "monster_stepped")]
    night5 = told[max(i for i, t in enumerate(told) if t[0] == "night_drawn"):]
    kinds = [k for k, _, _ in night5]
    assert ("combat_started", None, "night") in night5
    assert ("rolled", "monsters_by_compass", None) in night5[kinds.index("combat_started"):]
    assert "monster_stepped" in kinds[kinds.index("combat_started"):]


def test_the_game_ends_at_once_when_the_last_hero_is_eliminated_at_night() -> None:
    # solo with three injuries on point of interest 1 (no fire): Growls places its monster north of the campsite
    # (12), Mosquitoes (1) give the 4th damage; the card's Sleep step and the night's end never follow (§12.4)
    session = day_one(tiles1=["1A"], night1=["growls_in_the_dark"], threats=["mosquitoes"], faces=[12, 1])
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "skip_gather")
    do(session, "move", to="1,-3")
    for _ in range(3):
        do(session, "investigate")
    do(session, "end_turn")
    s = session.state
    assert s.heroes[0].status == "eliminated" and s.step == "over" and session.decision is None
    kinds = [e.kind for e in session.steps[-1].events]
    after = kinds[kinds.index("eliminated") + 1:]
    assert "night_step" not in after and "night_discarded" not in after
    assert s.night_discard == [] and s.round == 1
