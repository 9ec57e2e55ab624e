"""Items of the spec's §19 checklist ("rules most likely to be implemented wrong") that no topical test file held:
each a scenario named after its rule, positions and dice forced."""
from __future__ import annotations

from engine.games.zerywia.attribute_tests import pool
from engine.games.zerywia.camp import dawn_stone
from engine.games.zerywia.state import GameState
from engine.kernel import Session
from tests.zerywia.helpers import GAME, do, legal, rest, set_up
from tests.zerywia.test_battle import IN_THE_ABYSS, ready
from tests.zerywia.test_cycle import camp_all
from tests.zerywia.test_explore import swara

TEMPLE = {"region": "IST04"}        # Weda in Gwiezdny Chram (IST04), under Taint in Droga Wybrańca


def test_a_loss_at_zero_is_one_injury_however_many_points_it_takes() -> None:
    # §19 item 8: Weda's Will at 0 fails her Hard Will Test with a Nica critical and a Damage: 3 points, one loss
    # event, one Injury (§11.2, §9 PD)
    # she sails from her Cradle (IST10) to IST06, under Taint here, so that no Rest recovers her Will
    session = set_up(["weda"], marks=["znamie_moroza"], faces=["blank", "blank", "crit", "damage"],
                     position={"heroes": [{"W": 0}], "regions": {"IST06": {"taint": "taint"}}})
    do(session, "use_port", 0, to="IST06")
    do(session, "absorb", 0, by="test")
    if legal(session, "test_no_react"):
        do(session, "test_no_react", 0)
    do(session, "end_test", 0)
    w = session.state.heroes[0].attributes["W"]
    assert (w.inj, w.pos) == (1, 0)


def test_no_offering_is_gained_once_all_twelve_are_held() -> None:
    # §19 item 15: the pool of 12 Offerings is global; the Absorption ritual's reward finds none left
    session = set_up(["weda"], marks=["znamie_moroza"], position={"heroes": [{**TEMPLE, "offerings": 12}]})
    rest(session, 0)
    do(session, "absorb", 0, by="flaw")
    do(session, "take_flaw", 0, attr="V")
    s = session.state
    assert s.regions["IST04"].taint is None and s.heroes[0].offerings == 12


def test_a_group_challenge_of_four_heroes_rolls_three_nica_dice_and_a_taint_token() -> None:
    # §19 item 20: a Nica die per hero, capped at 3, the fourth a Taint token; no "+1 per extra hero" on top
    marks = ["znamie_moroza", "znamie_jaruny", "znamie_jeszy", "znamie_rujewita"]
    session = set_up(["swara", "weda", "dalbor", "goryw"], marks=marks, enemy=["o1"],
                     position={"heroes": [{"region": "LEG10"}] * 4})
    do(session, "joint_explore", 0, region="LEG07", partners="1,2,3")
    for seat in (1, 2, 3):
        do(session, "accept_joint", seat)
    ch = session.state.challenge
    assert ch is not None and ch.party == [0, 1, 2, 3] and (len(ch.nica), ch.tokens) == (3, 1)


def test_a_fourth_path_pushes_the_oldest_out_from_under_the_path_stone() -> None:
    # §19 item 23 (§14.4): three Paths at most; Uroczysko (X-W08) passed gives a Wisdom Path
    # Swara's Instinct test: 2 dice and a Nica die; her Will test: 3 dice and a Nica die
    faces = ["hit", "blank", "blank", "hit", "blank", "blank", "blank"]
    session = set_up(["swara"], marks=["znamie_jaruny"], faces=faces, wilds=["X-W08"], position={
        "heroes": [{"region": "LEG07", "paths": ["heroism", "cunning", "piety"]}],
        "regions": {"LEG07": {"threat": "none"}}})
    do(session, "explore", 0, to="LEG07")
    do(session, "end_test", 0)
    do(session, "end_test", 0)
    for _ in range(5):                  # the new Saga (DP-NEW-SAGA) and the expedition token, first choices
        if session.state.heroes[0].path_types[-1] == "wisdom":
            break
        session.apply(legal(session)[0])
    assert session.state.heroes[0].path_types == ["cunning", "piety", "wisdom"]


def test_an_awakened_gardzica_sleeps_again_when_the_day_wheel_comes_back_to_its_slot() -> None:
    # §19 item 25 (§11.6): Szał Kniei (X-W07) failed at dawn awakens Swara's Gardzica with no Flaw; it lasts the
    # whole wheel round, the Camp included, and ends as her marker would enter the dawn slot again
    session = set_up(["swara"], marks=["znamie_jaruny"], faces=["blank"] * 4 + ["abyss", "cradle"], wilds=["X-W07"],
                     position={"heroes": [{"region": "LEG07"}], "regions": {"LEG07": {"threat": "none"}}})
    do(session, "explore", 0, to="LEG07")
    do(session, "end_test", 0)
    h = session.state.heroes[0]
    assert (h.form, h.flaws, session.state.turn) == ("gardzica", 0, "noon")
    for _ in range(3):
        rest(session, 0)
        do(session, "end_turn", 0)
    camp_all(session)
    assert session.state.heroes[0].form == "gardzica"
    do(session, "place_taint", 0, region="LEG03")
    assert (session.state.cycle, session.state.turn, session.state.heroes[0].form) == (2, "dawn", "gardzica")
    rest(session, 0)
    assert session.state.heroes[0].form == "chosen"


def test_a_kir_under_a_black_stone_gives_no_camp_recovery_and_a_nica_die_more() -> None:
    # §19 item 17 (§6.6): the face over IST holds a Black stone — no Dawn-stone point in the Camp, and one more
    # Nica die in a Test there (a hand-made board: no rule puts the stone there at setup)
    session = set_up(["weda"], marks=["znamie_moroza"], position={"heroes": [{"region": "IST03"}],
                                                                  "regions": {"IST03": {"taint": "none"}}})
    s = GAME.clone(session.state)
    h = s.heroes[0]
    assert dawn_stone(s, h) == "I" and pool(s, h, "W")[2] == 1
    s.faces["IST"] = "black"
    assert dawn_stone(s, h) is None and pool(s, h, "W")[2] == 2


def test_nica_dice_over_three_become_taint_tokens_resolved_as_extra_taint_results() -> None:
    # §19 item 1 (§8.1 step 5, §8.4 step 3): Swara, Weda and Dalbor explore Łęgi Zielone (LEG07, a Threat) under
    # Taint together and draw Odarty Łupieżca [V][V] (Taint: Increase Threat): 3 + 1 = 4 Nica dice, 3 rolled and a
    # Taint token; every die rolls blank, so only the token increases the Threat there into a Horde
    session = set_up(["swara", "weda", "dalbor"], marks=["znamie_moroza", "znamie_jaruny", "znamie_jeszy"],
                     faces=["blank"] * 6, enemy=["o2"],
                     position={"heroes": [{"region": "LEG10"}] * 3, "regions": {"LEG07": {"taint": "taint"}}})
    do(session, "joint_explore", 0, region="LEG07", partners="1,2")
    do(session, "accept_joint", 1)
    do(session, "accept_joint", 2)
    ch = session.state.challenge
    assert ch is not None and (len(ch.nica), ch.tokens) == (3, 1)
    while session.decision is not None and not (legal(session, "explore") or legal(session, "rest")):
        session.apply((legal(session, "pass_dice") or legal(session, "pass_det") or legal(session))[0])
    assert session.state.regions["LEG07"].threat == "horde"


def test_nica_results_are_resolved_critical_then_damage_then_taint_on_each_card_of_a_defiled_enemy() -> None:
    # §19 item 4 (§8.4 step 3): in a Rift on Smocze Grzbiety (LEG03) Odarty Zwiadowca (Damage -1 V, Taint -1 I) is
    # defiled by Topielec (Damage -1 V, Taint -1 W); no die bought, the two Nica dice roll Taint then Damage
    session = swara("LEG03", faces=["taint", "damage"], regions={"LEG03": {"taint": "rift"}}, enemy=["o1", "u1"])
    do(session, "explore", 0, to="LEG03")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    lost = [(e.data["attr"], e.data["n"]) for step in session.steps for e in step.events if e.kind == "lost"]
    assert lost == [("V", 1), ("I", 1),                   # the uncovered [V][I]
                    ("V", 1), ("V", 1),                   # Damage: the main card, then the defiling one
                    ("I", 1), ("W", 1)]                   # Taint: the main card, then the defiling one


def test_a_nica_critical_is_resolved_before_a_taint_rolled_before_it() -> None:
    # §19 item 4 (§8.4 step 3): the critical (the Damage effect twice, on each card) comes before the Taint
    session = swara("LEG03", faces=["taint", "crit"], regions={"LEG03": {"taint": "rift"}}, enemy=["o1", "u1"])
    do(session, "explore", 0, to="LEG03")
    do(session, "roll", 0)
    do(session, "resolve", 0)
    lost = [e.data["attr"] for step in session.steps for e in step.events if e.kind == "lost"]
    assert lost[2:] == ["V", "V", "V", "V", "I", "W"]


def test_a_watchtower_cannot_stand_on_a_horde_and_goes_to_a_neighbouring_region_the_hero_chooses() -> None:
    # §19 item 14 (§12.6): Swara sails from Istogród (IST10) to IST06, where a Horde stands, and builds there
    tokens = [{"terrain": "settlements", "kir": "IST"}, {"terrain": "mountains", "kir": "IST"}]
    session = set_up(["swara"], scenario="pamiec", marks=["znamie_moroza"],
                     position={"heroes": [{"region": "IST10", "tokens": tokens}],
                               "regions": {"IST10": {"taint": "none"}, "IST06": {"taint": "none", "threat": "horde"}}})
    do(session, "use_port", 0, to="IST06")
    do(session, "build", 0, token="watchtower")
    walk = [a["to"] for a in legal(session, "token_walk")]
    assert walk and "IST06" not in walk
    do(session, "token_walk", 0, to=walk[0])
    regions = session.state.regions
    assert regions[walk[0]].watchtower and not regions["IST06"].watchtower and regions["IST06"].threat == "horde"


def test_a_reinforced_fight_won_gives_the_trophies_of_every_card_used() -> None:
    # §19 item 30 (§8.4 step 4, §13.2): a Horde on Smocze Grzbiety (LEG03): Odarty Zwiadowca [V][I] reinforced by
    # Upiór [W][W], 1 Trophy each; Swara's four banner dice hit them all
    session = swara("LEG03", faces=["hit"] * 4 + ["blank"], regions={"LEG03": {"threat": "horde"}},
                    enemy=["o1", "up1"])
    do(session, "explore", 0, to="LEG03")
    ch = session.state.challenge
    assert ch is not None and ch.enemies == ["o1", "up1"] and ch.symbols == ["V", "I", "W", "W"]
    for card in ("zwada", "kiel_calozercy", "kora", "strachulec"):
        do(session, "buy_die", 0, card=card)
    do(session, "roll", 0)
    do(session, "resolve", 0)
    s = session.state
    assert s.regions["LEG03"].threat is None and s.heroes[0].trophies == 2


def battle_attack(session: Session[GameState], seat: int, cards: tuple[str, ...],
                  crits: tuple[tuple[str, int], ...] = ()) -> None:
    """The hero fights its Herald attack card: buys the banner dice of `cards`, rolls, uses the critical abilities
    (card, die) and resolves."""
    do(session, "face_attack", seat)
    for card in cards:
        do(session, "buy_die", seat, card=card)
    do(session, "roll", seat)
    for card, die in crits:
        do(session, "critical", seat, card=card, die=die)
    do(session, "resolve", seat)


def test_an_epic_battle_round_is_played_to_its_end_after_the_herald_is_defeated() -> None:
    # §19 item 26 (§15.3 step 8): Znicz's card [V][V][I][W][W]; every Nica die blank. Round 1: Swara wins Żar Kadzi
    # [I][W] with a Vigor critical for Zwada's rune and places two Vigor runes; Weda wins [I][I] with criticals for
    # Utopiony Wzrok's and Strachulec's runes and places two Will runes. Round 2: Swara, first, places the last
    # Instinct rune; Weda still fights her attack, and only then is the battle won, with no transfer from her
    swara_dice, weda_dice = ("zwada", "kiel_calozercy", "bursztyn_pamieci"), ("switen_zdusz", "strachulec",
                                                                              "utopiony_wzrok")
    blank_nica = ["blank", "blank"]
    faces = IN_THE_ABYSS + ["crit", "hit", "hit"] + blank_nica + ["hit", "crit", "crit"] + blank_nica \
        + ["hit", "hit", "hit"] + blank_nica + ["hit", "crit", "hit"] + blank_nica
    session = ready(["swara", "weda"], ["znamie_moroza", "znamie_jaruny"], ["IST10", "LEG10"], faces=faces,
                    herald_cards=["zn1"], herald_attacks=["za4", "za2", "za5", "za3"])
    do(session, "propose_battle", 0)
    do(session, "join_battle", 1)
    battle_attack(session, 0, swara_dice, (("zwada", 0),))
    do(session, "herald_alloc", 0, attr="V", to="symbol")
    do(session, "herald_alloc", 0, attr="V", to="symbol")
    battle_attack(session, 1, weda_dice, (("utopiony_wzrok", 2), ("strachulec", 1)))
    do(session, "herald_alloc", 1, attr="W", to="symbol")
    do(session, "herald_alloc", 1, attr="W", to="symbol")
    do(session, "herald_alloc_done", 1)
    battle_attack(session, 0, swara_dice)
    do(session, "herald_alloc", 0, attr="I", to="symbol")
    b = session.state.battle
    assert b is not None and (b.round, b.symbols, b.shields) == (2, [], [])
    assert session.state.result is None and [a.player for a in legal(session, "face_attack")] == [1]
    battle_attack(session, 1, weda_dice, (("strachulec", 1),))      # a Vigor and an Instinct hit left: not placed
    assert (session.state.result, session.state.reason) == ("won", "zerywia.outcome.herald_defeated")
