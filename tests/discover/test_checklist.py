"""Items of the §21 checklist not covered by the other files, one a test: the 4th damage eliminates (the 3rd does
not), a casualty's blueprints leave the game while its resources stay to be looted one per action, the solo
game then ends with the hero lost; a Tribe threat card is redrawn when no other hero is on the map; an effect
that takes more stamina than a hero has takes what there is; stamina stops at 12; a weapon once per combat;
and the tests named checklist_N after the §21 item they check."""
from __future__ import annotations

from typing import Any, Iterator

from engine.games.discover.content import content
from engine.kernel import Seen, Session

from .helpers import GAME, checked, day_one, do, events, legal, token


def at_poi_1(players: int = 1, faces: list[int] | None = None) -> Session:
    """The chief on point of interest 1 (the Clearing dealt north): each Investigate there cuts for 1 injury."""
    session = day_one(players, tiles1=["1A"], faces=faces)
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "skip_gather")
    do(session, "move", to="1,-3")
    return session


def test_the_third_damage_does_not_eliminate_the_fourth_does_and_the_solo_game_is_lost() -> None:
    session = at_poi_1()
    for _ in range(3):
        do(session, "investigate")
    hero = session.state.heroes[0]
    assert hero.health == ["injury"] * 3 and hero.status == "active"
    do(session, "investigate")
    s = session.state
    assert s.heroes[0].status == "eliminated" and s.step == "over" and session.decision is None
    assert "blueprint:" + str(events(session, "heroes_prepared")[0]["blueprints"][0][0]) in s.box
    assert s.heroes[0].blueprints == [] and sorted(h.resource for h in s.heroes[0].resources) == ["clean_water", "food"]
    outcome = GAME.outcome(s)
    assert outcome.places == (0,) and outcome.seat_reasons == ("discover.outcome.eliminated",)


def test_a_casualty_stays_on_its_space_and_is_looted_one_thing_per_action() -> None:
    session = at_poi_1(players=2, faces=[9, 3])
    for _ in range(4):
        do(session, "investigate")
    s = session.state
    assert s.heroes[0].status == "eliminated" and s.heroes[0].space == "1,-3" and s.active == 1
    assert s.chief == 1                                       # the chief's token passes to the left
    do(session, "move", to="1,-1")
    do(session, "move", to="1,-2")
    do(session, "skip_gather")
    do(session, "move", to="1,-3")
    loot = legal(session, "loot")
    assert {str(a["take"]) for a in loot} == {"resource:0", "resource:1"}
    stamina = session.state.heroes[1].stamina
    do(session, "loot", casualty=0, take="resource:0")
    s = session.state
    assert len(s.heroes[0].resources) == 1 and len(s.heroes[1].resources) == 3 and s.heroes[1].stamina == stamina - 1
    checked(session)


def test_a_tribe_threat_card_is_redrawn_when_no_other_hero_is_on_the_map() -> None:
    # solo, away from the fire on Growls: Quarrel (Tribe) is discarded and Cold is drawn instead
    session = day_one(night1=["growls_in_the_dark"], threats=["quarrel", "cold"], faces=[4])
    do(session, "move", to="1,-1")
    do(session, "end_turn")
    assert [e["card"] for e in events(session, "threat_drawn")] == ["quarrel", "cold"]
    assert [e["to"] for e in events(session, "stamina") if e["why"] == "cold"] == [11 - 2]
    assert sorted(session.state.threat_discard) == ["cold", "quarrel"]


def test_losing_more_stamina_than_the_hero_has_loses_what_there_is() -> None:
    # Quicksand (search 45) takes 3 stamina; a hero with 1 left drops to 0, never below
    session = day_one(players=4, B=["B16"], faces=[9, 1, 2, 3])
    for _ in range(6):
        do(session, "move", to="1,-1" if session.state.heroes[0].space == "0,0" else "0,0")
    do(session, "move", to="1,0")
    assert session.state.heroes[0].stamina == 1
    do(session, "gather", target=token(session, "B16"))
    assert session.state.heroes[0].stamina == 0
    checked(session)


def test_stamina_never_rises_above_12_and_unspent_stamina_carries_over() -> None:
    # §21.20: a solo hero ends the first day with all 12 stamina; the first night's Sleep (6) leaves 12, not 18
    session = day_one(1, night1=["first_night"])
    assert session.state.heroes[0].stamina == 12
    do(session, "move", to="1,0")
    do(session, "skip_gather")
    do(session, "end_turn")
    while session.state.step != "day":
        session.apply(session.decision.legal[0])  # type: ignore[union-attr]
    assert session.state.round == 2 and session.state.heroes[0].stamina == 12
    assert [e["to"] for e in events(session, "stamina")][-1] == 12


def test_a_weapon_is_used_once_per_combat_and_is_ready_again_in_the_next_one() -> None:
    # §21.12: the Machete (search card 46, WEAPON: reroll your die) from the Jungle token, then the Giant Python
    # twice: once used in a fight it is not offered again in it, and it is offered in the next fight
    session = day_one(characters=["zuzanna"], J=["J20"], R=["R13"], faces=[2, 1, 3, 1, 1, 2])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J20"))                        # the Machete
    do(session, "move", to="0,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R13"))                        # the Python: grey 2, red 1
    assert "search:46" in {str(a["use"]) for a in legal(session, "modify")}
    do(session, "modify", use="search:46")                                     # rerolled to 3
    assert "search:46" not in {str(a["use"]) for a in legal(session, "modify")}
    do(session, "modify", use="pass")                                          # a miss; the python retreats
    python = next(k for k, pieces in session.state.spaces.items() if any(p.id == "R13" for p in pieces))
    assert session.state.combat is None and session.state.heroes[0].items[0].number == 46 and python == "-1,0"
    do(session, "move", to=python)                                             # compass 1: it lies north-west
    do(session, "gather", target="R13")                                        # face up: a Gather fights it
    assert session.state.combat is not None
    assert "search:46" in {str(a["use"]) for a in legal(session, "modify")}
    checked(session)


def test_checklist_23_the_campsite_is_a_fire_only_while_lit() -> None:
    # Rain puts out the campsite nobody sleeps beside; the next night the hero sleeps in the campsite gone out:
    # Cool Breeze's +1 for heroes at a fire is not given there (§13, §21.23)
    session = day_one(night1=["rain", "cool_breeze"])
    do(session, "move", to="0,-1")
    do(session, "skip_gather")
    do(session, "end_turn")
    assert [p.lit for p in session.state.pieces("0,0") if p.kind == "camp"] == [False]
    for there in ("0,0", "1,-1", "0,0", "1,-1", "0,0", "1,-1", "0,0"):
        do(session, "move", to=there)
    assert session.state.heroes[0].stamina == 5
    do(session, "end_turn")
    assert session.state.night_discard == ["rain", "cool_breeze"]
    assert session.state.heroes[0].stamina == 5 + 6


def test_checklist_18_dirty_water_rolls_only_when_spent_not_when_discarded() -> None:
    # a dirty water source on the Stream (dealt north); over the carrying limit the hero drops a dirty water
    # without rolling; at night she spends one and rolls: 2 is in 1-3, one sickness (§11.3, §21.18)
    session = day_one(tiles1=["1B"], water=["W02"], night1=["first_night", "cool_breeze"], faces=[2])
    do(session, "move", to="0,-1")
    do(session, "skip_gather")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="0,-2")
    do(session, "move", to="1,-3")
    do(session, "gather", target=token(session, "W02"), free=True)
    while session.state.heroes[0].stamina:
        do(session, "gather", target="W02", free=False)
    do(session, "end_turn")
    while len(session.state.heroes[0].resources) <= 10:
        do(session, "gather", target="W02", free=False)
    dirty = next(i for i, h in enumerate(session.state.heroes[0].resources) if h.resource == "dirty_water")
    do(session, "drop", index=dirty)
    assert not events(session, "rolled") and session.state.heroes[0].health == ["heart"] * 3
    do(session, "end_turn")
    do(session, "night_water", resource="dirty_water")        # no medicine: the roll is the only way
    assert [e["value"] for e in events(session, "rolled")] == [2]
    assert session.state.heroes[0].health == ["sickness", "heart", "heart"]


def test_checklist_35_a_hero_fights_every_monster_on_the_space_one_at_a_time_in_the_order_they_choose() -> None:
    # Fresh Tracks twice: the Jungle's rolls 6 (south) and the Rocks' rolls 2 (north-east) both put a Wild Boar on
    # the campsite; back there the hero picks the second boar first, then the first follows (§14.3, §21.35)
    session = day_one(J=["J17"], R=["R16"], monsters=["M01", "M02"], faces=[6, 2, 12, 1, 12, 1])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"), free=True)
    do(session, "move", to="-1,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R16"), free=True)
    assert [p.id for p in session.state.pieces("0,0") if p.kind == "monster"] == ["M01", "M02"]
    do(session, "move", to="0,0")
    assert session.state.step == "which_monster"
    assert [str(a["token"]) for a in legal(session, "fight_first")] == ["face_down_1", "face_down_2"]
    do(session, "fight_first", token="face_down_2")
    do(session, "modify", use="pass")
    do(session, "modify", use="pass")
    assert [e["token"] for e in events(session, "combat_started")] == ["M02", "M01"]
    assert not [p for p in session.state.pieces("0,0") if p.kind == "monster"]
    assert session.state.heroes[0].count("meat") == 4 and session.state.combat is None


def test_checklist_8_an_enemy_retreats_by_the_red_dies_visible_value_not_its_final_result() -> None:
    # the Giant Python (Rocks, south-west): grey 1 misses, red 4 (south-east) made 3 (north-east) by a component;
    # the python retreats south-east of the fighter's space, as the visible 4 says (§15.3, §21.8)
    session = day_one(B=["B05"], R=["R13"], faces=[1, 4])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B05"), free=True)
    do(session, "move", to="0,1")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R13"), free=True)
    do(session, "modify", use="component")
    assert (session.state.combat.red, session.state.combat.red_mod) == (4, -1)
    do(session, "modify", use="pass")
    assert [(p.id, p.up) for p in session.state.pieces("0,1")] == [("R13", True)]
    assert not [p for p in session.state.pieces("0,0") if p.id == "R13"]


def test_checklist_6_a_monster_moving_two_spaces_stops_on_entering_a_heros_space_and_fights_there() -> None:
    # Fresh Tracks (6: south) lays a Wild Boar on the campsite, next to the hero; Growls (4) places nothing;
    # Rustle moves the nearest monster 2 spaces toward her: it enters her space after 1 and stops (§14.4, §21.6)
    session = day_one(J=["J17"], monsters=["M01"], threats=["rustle"], night1=["growls_in_the_dark"],
                      faces=[6, 4, 12, 1])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"), free=True)
    do(session, "end_turn")
    assert [(e["frm"], e["to"]) for e in events(session, "monster_stepped")] == [("0,0", "0,-1")]
    fight = events(session, "combat_started")
    assert [(e["token"], e["space"]) for e in fight] == [("M01", "0,-1")]
    do(session, "modify", use="pass")
    assert events(session, "enemy_defeated") and session.state.round == 2


def test_checklist_7_a_special_monster_retreats_but_no_night_or_threat_card_moves_it() -> None:
    # the Cave (roll 3) lays the Jungle Shadow on the hero's point of interest 20; grey 1 misses, red 1 (north)
    # sends it a space north; that night Rustle finds no normal monster to move toward her (§14.5, §21.7)
    session = day_one(tiles1=["1F"], threats=["rustle"], night1=["growls_in_the_dark"], faces=[3, 1, 1, 4])
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "move", to="1,-3")
    do(session, "investigate")
    do(session, "modify", use="pass")
    assert [p.id for p in session.state.pieces("1,-4") if p.kind == "special"] == ["jungle_shadow"]
    do(session, "end_turn")
    assert [e["card"] for e in events(session, "threat_drawn")] == ["rustle"]
    assert not events(session, "monster_stepped") and session.state.round == 2
    assert [p.id for p in session.state.pieces("1,-4") if p.kind == "special"] == ["jungle_shadow"]


def _greedy_game(players: int, seed: int) -> Iterator[Any]:
    """A Scenario 1 game played by the greedy bot at every seat: its state after each step, to the end."""
    from engine.bots import bot_for, game_bot_rng
    from engine.kernel import Context, GameConfig
    config = GameConfig.quick("discover", players, seed=seed, bot="greedy")
    bots = [bot_for("discover", "greedy") for _ in range(players)]
    rng = game_bot_rng(config.seed)
    state = GAME.new_state(config)
    while (decision := GAME.decision(state)) is not None:
        seat = decision.next_seat()
        action = decision.legal[0] if seat is None else \
            bots[seat].choose(GAME, Seen(GAME, state, seat), decision, seat, rng)
        ctx = Context(GAME, state)
        GAME.resolve(ctx, action)
        ctx.finish()
        yield state


def test_checklist_29_a_winner_leaves_the_map_with_nothing_and_the_others_play_on_until_none_is_left() -> None:
    # greedy 2-player game, seed 9: one hero is rescued by the boat, the other plays on (and falls) (§12.3, §21.29)
    game = _greedy_game(2, 9)
    state = next(s for s in game if any(h.status == "won" for h in s.heroes))
    winner = next(h for h in state.heroes if h.status == "won")
    other = state.heroes[1 - winner.seat]
    assert winner.space is None and not winner.resources and not winner.items and not winner.blueprints
    assert other.status == "active" and GAME.decision(state) is not None and state.step != "over"
    rounds = state.round
    for state in game:
        pass
    assert state.round > rounds and "active" not in [h.status for h in state.heroes]
    assert state.step == "over" and GAME.decision(state) is None
    assert GAME.outcome(state).result(winner.seat) is True


def test_checklist_30_the_player_count_is_the_number_at_the_start_casualties_included() -> None:
    # greedy 3-player game, seed 14: a hero falls before the radio calls; the Signal still takes # = 3 markers
    # (§16.3, §21.30)
    state = next(s for s in _greedy_game(3, 14) if s.stage == 3)
    assert state.stage == 3 and sum(h.status == "eliminated" for h in state.heroes) >= 1
    assert state.stage_markers == 3


def test_checklist_26_the_threat_deck_is_rebuilt_from_every_discarded_threat_card() -> None:
    # a greedy 4-player game (seed 11) until its threat deck runs out, a Twisted Ankle in front of a hero: the new deck is
    # every other threat card, the whole discard pile (§5.3, §21.26); the night deck's rebuild is test_night's
    from engine.bots import bot_for, game_bot_rng
    from engine.kernel import Context, GameConfig
    config = GameConfig.quick("discover", 4, seed=11, bot="greedy")
    bots = [bot_for("discover", "greedy") for _ in range(4)]
    rng = game_bot_rng(config.seed)
    state = GAME.new_state(config)
    rebuilt: list[tuple[list[str], list[str]]] = []
    while not rebuilt and (decision := GAME.decision(state)) is not None:
        seat = decision.next_seat()
        action = decision.legal[0] if seat is None else \
            bots[seat].choose(GAME, Seen(GAME, state, seat), decision, seat, rng)
        in_front = sorted(card for h in state.heroes for card in h.threats)
        ctx = Context(GAME, state)
        GAME.resolve(ctx, action)
        rebuilt += [(in_front, sorted(e.data["order"])) for e in ctx.events if e.kind == "threats_rebuilt"]
        ctx.finish()
    assert rebuilt, "the game ended before its threat deck ran out"
    in_front, deck = rebuilt[0]
    assert in_front and deck == sorted(set(content().threats) - set(in_front))


def test_checklist_31_once_per_day_follows_the_card_copy_across_a_trade() -> None:
    # the chief crafts a Fire Striker, lights a fire with it and hands it to the other hero in the campsite: the
    # copy was used today, so the new owner cannot light another until tomorrow (§17.6, §21.31)
    session = day_one(players=2, faces=[9, 3], blueprints=[3], B=["B09"], R=["R05"])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B09"))
    do(session, "move", to="0,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R05"))
    do(session, "craft", number=3)
    do(session, "choose", option="normal")
    do(session, "use_card", source="item:0")
    do(session, "move", to="0,0")
    do(session, "trade", partner=1)
    do(session, "trade_add", side="give", thing="item:0")
    do(session, "trade_propose")
    do(session, "trade_accept", 1)
    do(session, "end_turn")
    s = session.state
    assert s.active == 1 and [(i.deck, i.number) for i in s.heroes[1].items] == [("crafted", 3)]
    assert legal(session, "use_card") == []
    do(session, "end_turn")
    while session.state.step != "day":
        decision = session.decision
        assert decision is not None
        do(session, decision.legal[0].kind, decision.legal[0].player, **dict(decision.legal[0].args))
    while session.state.active != 1:
        do(session, "end_turn")
    assert [str(a["source"]) for a in legal(session, "use_card")] == ["item:0"]


def test_checklist_10_the_wasp_swarm_deals_sickness_as_its_card_says_not_an_injury() -> None:
    # the Wasp Swarm (enemy 6, Jungle, north of the camp) misses with grey 1 and stings with red 9 (its attack 8):
    # its card makes the damage ☣ instead of ⚔ (the card beats the rulebook, §11.2, §21.10)
    session = day_one(J=["J15"], faces=[1, 9])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J15"))
    do(session, "modify", use="pass")
    assert session.state.heroes[0].health == ["sickness", "heart", "heart"]


def test_checklist_17_a_hero_may_rest_to_heal_another_hero_on_their_space_with_their_own_resource() -> None:
    # the chief is stung sick by the Wasp Swarm north of the camp; the other hero fetches the medicine south-west
    # of the camp, joins her and spends it on her sickness (§7.8, §21.17)
    session = day_one(players=2, J=["J15"], R=["R08"], faces=[9, 3, 1, 9])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J15"))
    do(session, "support", 1, card="none")
    do(session, "modify", 0, use="pass")
    assert session.state.heroes[0].health == ["sickness", "heart", "heart"]
    do(session, "end_turn")
    do(session, "move", 1, to="-1,1")
    do(session, "gather", 1, target=token(session, "R08"))
    assert legal(session, "rest") == []                  # nobody on her space has a damage she can heal
    do(session, "move", 1, to="0,0")
    do(session, "move", 1, to="0,-1")
    stamina = session.state.heroes[1].stamina
    assert [(a["patient"], a["damage"], a["resource"]) for a in legal(session, "rest")] == [(0, "sickness", "medicine")]
    do(session, "rest", 1, patient=0, damage="sickness", resource="medicine")
    s = session.state
    assert s.heroes[0].health == ["heart"] * 3 and s.heroes[1].count("medicine") == 0
    assert s.heroes[1].stamina == stamina - 1


def test_checklist_22_a_blueprint_with_the_fire_symbol_is_crafted_only_at_a_lit_fire() -> None:
    # the Water Filter (stone, wood, component; fire symbol) in hand with the Fishing Rod and the Backpack: its gathered around the camp, it
    # resources gathered around the camp, it cannot be crafted in the Jungle north of the camp, and can in the lit
    # campsite (§7.6, §21.22)
    session = day_one(blueprints=[6, 7, 4], B=["B05"], J=["J07"], R=["R01"])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B05"))
    do(session, "move", to="0,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R01"))
    do(session, "move", to="-1,0")
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J07"))
    assert sorted(h.resource for h in session.state.heroes[0].resources) == \
        ["clean_water", "component", "food", "stone", "wood"]
    assert legal(session, "craft") == []
    do(session, "move", to="0,0")
    assert {int(str(a["number"])) for a in legal(session, "craft")} == {6}


def test_checklist_24_a_card_gone_from_its_deck_resolves_nothing_and_an_event_goes_back_in_order() -> None:
    # the Rocky Ridge dealt north: the hero investigates point of interest 33 and keeps the Silver Key; the second
    # Investigate finds no card 33 in the deck and nothing happens; the deck stays in numerical order (§8.4, §21.24)
    session = day_one(tiles1=["1C"])
    do(session, "move", to="0,-1")
    do(session, "skip_gather")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="0,-2")
    do(session, "investigate")
    s = session.state
    assert [(i.deck, i.number) for i in s.heroes[0].items] == [("search", 33)] and 33 not in s.search
    stamina = s.heroes[0].stamina
    do(session, "investigate")
    s = session.state
    assert [e["number"] for e in events(session, "card_missing")] == [33]
    assert [(i.deck, i.number) for i in s.heroes[0].items] == [("search", 33)] and s.heroes[0].stamina == stamina - 1
    assert list(s.search) == sorted(s.search)


def test_checklist_28_a_casualtys_persistent_threat_cards_leave_the_game_with_its_blueprints() -> None:
    # away from the fire on Growls the solo hero draws the Fever (persistent); the next day four cuts at the hut
    # eliminate her: the Fever goes to the box, not to the threat discard pile (§12.2, §21.28)
    session = day_one(tiles1=["1A"], night1=["growls_in_the_dark"], threats=["fever"], faces=[4])
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "skip_gather")
    do(session, "move", to="1,-3")
    do(session, "investigate")
    do(session, "end_turn")
    assert session.state.heroes[0].threats == ["fever"] and session.state.round == 2
    for _ in range(3):
        do(session, "investigate")
    s = session.state
    assert s.heroes[0].status == "eliminated" and s.heroes[0].threats == []
    assert "threat:fever" in s.box and "fever" not in s.threat_discard + s.threat_draw


def _night_fight_of_the_survivalist(flee_by_day: bool) -> list[str]:
    """Marta Lis (once per day: flee in a combat she rolls in) south of the camp at nightfall, having fled the Giant
    Python by day or not; Growls' threat card puts a Wild Boar on her space: what she may do in that night fight."""
    faces = ([1, 12] if flee_by_day else []) + [4, 7, 1]
    session = day_one(characters=["marta"], R=["R13"], monsters=["M01"], night1=["growls_in_the_dark"],
                      threats=["something_in_the_bushes"], faces=faces)
    if flee_by_day:
        do(session, "move", to="-1,1")
        do(session, "gather", target=token(session, "R13"))
        do(session, "modify", use="flee:0,1")
    else:
        do(session, "move", to="0,1")
    do(session, "end_turn")
    assert session.state.combat is not None and session.state.combat.token == "M01"
    return [str(a["use"]) for a in legal(session, "modify")]


def test_checklist_31_a_once_per_day_ability_is_usable_at_night_only_if_unused_the_day_before() -> None:
    # (§17.6, §21.31)
    assert "flee:0,0" in _night_fight_of_the_survivalist(flee_by_day=False)
    assert not [use for use in _night_fight_of_the_survivalist(flee_by_day=True) if use.startswith("flee")]


def test_checklist_13_supporters_decide_one_at_a_time_from_the_fighters_left_and_use_only_their_support_card() -> None:
    # three heroes; the chief, holding a wood, finds Fresh Tracks north of the camp: a Wild Boar on the campsite,
    # where seats 1 and 2 stand, both name seat 2. Seat 0 (left of the fighter) decides first, then seat 1, before
    # any die is rolled; in the modify step the supporter may play Defend or pass, never spend her wood (§15.5, §21.13)
    session = day_one(players=3, faces=[9, 3, 5, 6, 4, 9], B=["B01"], J=["J17"], monsters=["M01"])
    do(session, "move", to="1,0")
    do(session, "gather", target=token(session, "B01"))
    do(session, "move", to="1,-1")
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"))
    do(session, "name_fighter", 1, fighter=2)
    do(session, "name_fighter", 2, fighter=2)
    rolled = len(events(session, "rolled"))
    decision = session.decision
    assert decision is not None and decision.actor == 0 and {a.kind for a in decision.legal} == {"support"}
    do(session, "support", 0, card="defend")
    decision = session.decision
    assert decision is not None and decision.actor == 1 and {a.kind for a in decision.legal} == {"support"}
    assert len(events(session, "rolled")) == rolled
    do(session, "support", 1, card="none")
    do(session, "modify", 2, use="pass")
    assert session.state.heroes[0].count("wood") == 1
    assert {str(a["use"]) for a in legal(session, "modify")} == {"defend", "pass"}


def test_checklist_14_a_fierce_enemy_fights_next_the_hero_left_of_the_last_fighter_on_its_space() -> None:
    # Fresh Tracks lays the Crocodile (FIERCE) on the campsite, where seats 1 and 2 stand; seat 2 fights and misses,
    # then seat 1 (the next on its space clockwise from seat 2, seat 0 being elsewhere) hits once, then seat 2 again
    # finishes it (§15.6, §21.14)
    session = day_one(players=3, faces=[9, 3, 5, 6, 1, 1, 12, 1, 12, 1], J=["J17"], monsters=["M08"])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"))
    do(session, "name_fighter", 1, fighter=2)
    do(session, "name_fighter", 2, fighter=2)
    while session.state.combat is not None or session.state.step == "combat_support":
        decision = session.decision
        assert decision is not None
        kinds = {a.kind for a in decision.legal}
        assert kinds <= {"support", "modify", "share", "share_done"}, kinds
        if "support" in kinds:
            do(session, "support", decision.actor, card="none")
        elif "modify" in kinds:
            do(session, "modify", decision.actor, use="pass")
        else:
            do(session, "share_done", decision.actor)
    assert [e["fighter"] for e in events(session, "combat_started")] == [2, 1, 2]
    assert events(session, "enemy_defeated") and session.state.monsters_unused == ["M08"]


def test_checklist_14_fleeing_does_not_get_away_from_a_fierce_enemy() -> None:
    # Marta Lis walks into the Crocodile Fresh Tracks laid on the campsite; her flee only ends the fight, and the
    # crocodile fights her again where she stands (§15.6, §21.14)
    session = day_one(characters=["marta"], J=["J17"], monsters=["M08"], faces=[6, 1, 12, 1, 1])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"))
    do(session, "move", to="0,0")
    assert {str(a["use"]) for a in legal(session, "modify")} == {"flee:stay", "pass"}
    do(session, "modify", use="flee:stay")
    s = session.state
    assert s.heroes[0].space == "0,0" and s.combat is not None and s.combat.fighter == 0
    assert len(events(session, "combat_started")) == 2 and s.heroes[0].health == ["heart"] * 3


def test_checklist_15_a_hero_left_on_the_space_a_fighter_fled_is_attacked_at_once() -> None:
    # the second hero waits on the Giant Python's Rocks token; the next day Marta Lis (the chief) fights it there and
    # flees to the camp: the python fights the hero left on its space at once (§15.4, §21.15)
    session = day_one(players=2, characters=["marta"], R=["R13"], night1=["first_night"], faces=[9, 3, 1, 12, 1, 1])
    do(session, "end_turn")
    do(session, "move", 1, to="-1,1")
    do(session, "skip_gather", 1)
    do(session, "end_turn", 1)
    while session.state.step != "day":
        decision = session.decision
        assert decision is not None
        keep = [a for a in decision.legal if (a.kind, a.get("to")) in (("pass_chief", 0), ("chief_vote", -1))]
        action = (keep or list(decision.legal))[0]
        do(session, action.kind, action.player, **dict(action.args))
    assert session.state.active == 0 and session.state.heroes[1].space == "-1,1"
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R13"))
    do(session, "support", 1, card="none")
    do(session, "modify", use="flee:0,0")
    s = session.state
    assert s.heroes[0].space == "0,0" and s.heroes[0].health == ["heart"] * 3
    assert s.combat is not None and s.combat.fighter == 1 and s.combat.token == "R13"
    assert [e["fighter"] for e in events(session, "combat_started")] == [0, 1]


def test_checklist_7_a_face_up_landscape_enemy_is_not_moved_by_a_monster_moving_card() -> None:
    # the Giant Python (a Rocks landscape token) misses and retreats north (red 12) face up; that night Rustle
    # moves the monster token nearest to the hero: the python is no monster token and stays (§14.2, §21.7)
    session = day_one(R=["R13"], threats=["rustle"], night1=["growls_in_the_dark"], faces=[1, 12, 4])
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R13"))
    do(session, "modify", use="pass")
    assert [(p.id, p.up) for p in session.state.pieces("-1,0")] == [("R13", True)]
    do(session, "end_turn")
    assert [e["card"] for e in events(session, "threat_drawn")] == ["rustle"]
    assert not events(session, "monster_stepped") and session.state.round == 2
    assert [(p.id, p.up) for p in session.state.pieces("-1,0")] == [("R13", True)]


def test_checklist_8_with_no_free_space_beside_the_fighter_the_enemy_retreats_to_the_nearest_one() -> None:
    # four heroes: seats 0, 1 and 2 stand on the three spaces of the map beside the Rocks space (the others lie on
    # face-down tiles); seat 3 fights the Giant Python there, and its retreat north is blocked by seat 1: no space
    # beside her is free, so it goes to a nearest hero-free space, at range 2, of her choice (§15.3, §21.8)
    session = day_one(players=4, R=["R13"], faces=[9, 3, 5, 2, 1, 1])
    do(session, "move", to="0,1")
    do(session, "end_turn")
    do(session, "move", 1, to="-1,0")
    do(session, "end_turn", 1)
    do(session, "end_turn", 2)
    do(session, "move", 3, to="-1,1")
    do(session, "gather", 3, target=token(session, "R13"))
    for seat in (0, 1, 2):
        do(session, "support", seat, card="none")
    do(session, "modify", 3, use="pass")
    assert session.state.step == "combat_retreat"
    assert {str(a["to"]) for a in legal(session, "retreat_to")} == {"0,-1", "1,-1", "1,0"}
    do(session, "retreat_to", 3, to="1,0")
    assert [(p.id, p.up) for p in session.state.pieces("1,0")][-1] == ("R13", True)


def test_checklist_19_at_the_limit_of_ten_blueprints_do_not_count_and_nothing_may_be_discarded() -> None:
    # ten resources from a water source and three blueprints in hand: the hero is at the limit, not over it, and
    # offered no discard until an eleventh resource (§10, §21.19)
    session = day_one(tiles1=["1E"], water=["W01"], J=["J02", "J01"])
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "gather", target=token(session, "J01"))
    do(session, "move", to="1,-3")
    for _ in range(7):
        do(session, "gather", target=token(session, "W01"))
    hero = session.state.heroes[0]
    assert len(hero.resources) == 10 and len(hero.blueprints) == 3 and session.state.step == "day"
    assert legal(session, "drop") == [] and legal(session, "drop_item") == []
    do(session, "gather", target="W01")
    assert session.state.step == "drop"


def test_checklist_33_an_ability_move_ends_on_a_monsters_space_with_a_fight_and_no_free_gather() -> None:
    # Fresh Tracks lays a Wild Boar on the campsite; Adam Nowak's "move up to 4 spaces" may end there, where he
    # fights it at once; the move then ends, with no free Gather (§17.3, §21.33)
    session = day_one(characters=["adam"], J=["J17"], monsters=["M01"], faces=[6, 7, 1])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"))
    assert "0,0" in {str(a["target"]) for a in legal(session, "use_card")}
    do(session, "use_card", source="character", target="0,0")
    assert session.state.combat is not None and session.state.combat.token == "M01"
    do(session, "modify", use="pass")
    s = session.state
    assert s.heroes[0].space == "0,0" and s.step == "day" and not s.free_gather and events(session, "enemy_defeated")


def test_checklist_37_a_card_action_is_taken_only_in_its_owners_own_turn() -> None:
    # Adam Nowak (seat 0) may move up to 4 spaces by his card in his turn; in the other hero's turn he may not
    # (§7.11, §21.37)
    from engine.kernel import Action
    session = day_one(players=2, characters=["adam"], faces=[9, 3])
    assert "-1,1" in {str(a["target"]) for a in legal(session, "use_card")}
    do(session, "end_turn")
    assert session.state.active == 1 and not [a for a in legal(session, "use_card") if a.player == 0]
    action = Action.of("use_card", 0, source="character", target="-1,1")
    assert not GAME.is_legal(session.state, action)
    message = GAME.refusal(session.state, action)
    assert message is not None and message.key == "discover.refused.not_your_turn"


def test_checklist_6_every_monster_moves_before_any_fight() -> None:
    # two Fresh Tracks put a Wild Boar on the campsite (6: south of the Jungle token) and one south of it (4: south-
    # east of the Rocks token); the hero waits north-east of the camp. On the fifth night Night Hunters moves each
    # normal monster 2 toward her: the first boar enters her space after 1 and stops, the second walks 2 onto it,
    # and only then are the two fought (§14.4, §21.6)
    session = day_one(J=["J17"], R=["R16"], monsters=["M01", "M02"], night2=["night_hunters"],
                      night1=["first_night", "cool_breeze", "rain", "growls_in_the_dark"], threats=["quiet_moment", "cold"],
                      faces=[6, 4, 12])
    do(session, "move", to="0,-1")
    do(session, "gather", target=token(session, "J17"))
    do(session, "move", to="-1,0")
    do(session, "move", to="-1,1")
    do(session, "gather", target=token(session, "R16"))
    do(session, "move", to="-1,0")
    do(session, "move", to="0,-1")
    do(session, "move", to="1,-1")
    while session.state.round < 6:
        options = session.decision.legal  # type: ignore[union-attr]
        session.apply(next((a for a in options if a.kind == "end_turn" or a.get("use") == "pass"), options[0]))
    told = [(e.kind, e.data.get("id") or e.data.get("token") or e.data.get("card")) for st in session.steps
            for e in st.events if e.kind in ("night_drawn", "combat_started", "monster_stepped")]
    night5 = told[told.index(("night_drawn", "night_hunters")) + 1:]
    assert night5 == [("monster_stepped", "M01"), ("monster_stepped", "M02"), ("monster_stepped", "M02"),
                      ("combat_started", "M01"), ("combat_started", "M02")]


def test_checklist_28_a_casualty_is_no_hero_for_the_night_cards() -> None:
    # the chief falls at the hut on day 1; that night First Night's Food and Sleep reach only the other hero: the
    # casualty neither eats its food (kept for looting) nor sleeps (§12.1, §21.28)
    session = day_one(players=2, tiles1=["1A"], night1=["first_night"], faces=[9, 3])
    do(session, "move", to="1,-1")
    do(session, "scout", slot="S1-1")
    do(session, "move", to="1,-2")
    do(session, "skip_gather")
    do(session, "move", to="1,-3")
    for _ in range(4):
        do(session, "investigate")
    casualty = session.state.heroes[0]
    stamina = casualty.stamina
    assert casualty.status == "eliminated" and session.state.active == 1
    do(session, "end_turn", 1)
    while session.state.step != "day":
        decision = session.decision
        assert decision is not None and decision.actor != 0
        do(session, decision.legal[0].kind, decision.legal[0].player, **dict(decision.legal[0].args))
    s = session.state
    assert sorted(h.resource for h in s.heroes[0].resources) == ["clean_water", "food"] and s.heroes[0].stamina == stamina
    assert s.heroes[1].count("food") == 0 and s.heroes[1].stamina == min(12, 10 + 6)
