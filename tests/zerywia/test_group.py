"""Joint actions (spec §10.1, §10.3, §10.4): a joint Rest proposed to heroes in the same region who have not acted,
answered by each named player on their own; the joint Absorption ritual after it, a multi-hero test whose Offering
reward and Flaw cost apply to every participant; everyone else's own Region option. Swara (IST Mark) and Weda
(LEG Mark) both stand in Jarogród, LEG10."""
from __future__ import annotations

import random

from engine.games.zerywia.attribute_tests import pool
from engine.games.zerywia.state import GameState
from engine.kernel import Session
from engine.kernel.decision import JOINS
from tests.zerywia.helpers import GAME, do, legal, set_up


def together(taint: bool = False) -> Session[GameState]:
    regions = {"LEG10": {"taint": "taint"}} if taint else {}
    return set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"],
                  position={"heroes": [{"region": "LEG10"}, {"region": "LEG10"}], "regions": regions})


def settle_until(session: Session[GameState], *kinds: str) -> None:
    """Answer every other question with its first choice until one of `kinds` is offered."""
    while session.decision is not None and not any(legal(session, k) for k in kinds):
        session.apply(legal(session)[0])


def test_a_joint_rest_is_proposed_to_heroes_in_the_region_who_answer_on_their_own() -> None:
    session = together()
    assert [a["partners"] for a in legal(session, "joint_rest") if a.player == 0] == ["1"]
    do(session, "joint_rest", 0, partners="1")
    assert session.decision is not None and session.decision.part(1) == JOINS and session.decision.part(0) is None
    do(session, "accept_joint", 1)
    assert [h.day_wheel for h in session.state.heroes] == ["dawn", "dawn"]
    settle_until(session, "end_turn")
    assert session.state.active == 0                       # the lead's Region option first (§10.4)
    do(session, "end_turn", 0)
    assert session.state.active == 1
    do(session, "end_turn", 1)
    assert session.state.turn == "noon"                   # the turn ended for both participants


def test_a_declined_joint_rest_is_taken_by_the_lead_alone() -> None:
    session = together()
    do(session, "joint_rest", 0, partners="1")
    do(session, "decline_joint", 1)
    settle_until(session, "end_turn")
    do(session, "end_turn", 0)
    h = session.state.heroes
    assert (h[0].acted, h[1].acted, h[1].day_wheel) == (True, False, "camp") and legal(session, "rest")


def joint_absorption(session: Session[GameState]) -> None:
    do(session, "joint_rest", 0, partners="1")
    do(session, "accept_joint", 1)
    settle_until(session, "joint_absorb")
    do(session, "joint_absorb", 0, partners="1")
    do(session, "accept_joint", 1)


def test_the_joint_absorption_ritual_is_a_multi_hero_test_with_a_rune_from_each_other_participant() -> None:
    session = together(taint=True)
    joint_absorption(session)
    do(session, "group_purify", 0, by="test")
    t = session.state.test
    assert t is not None and t.seat == 0 and t.runes == pool(session.state, session.state.heroes[0], "W")[1] + 1


def test_a_joint_absorption_by_flaws_removes_the_taint_and_gives_every_participant_an_offering_and_a_flaw() -> None:
    session = together(taint=True)
    joint_absorption(session)
    do(session, "group_purify", 0, by="flaw")
    settle_until(session, "rest", "explore")
    s = session.state
    assert s.regions["LEG10"].taint is None
    assert [(h.offerings, h.flaws) for h in s.heroes] == [(1, 1), (1, 1)] and s.turn == "noon"


def test_random_play_with_joint_rests_keeps_every_invariant_and_ends() -> None:
    for seed in range(6):
        session = together(taint=True)
        chooser = random.Random(seed)
        while session.decision is not None:
            legal_now = session.decision.legal
            joint = [a for a in legal_now if a.kind in ("joint_rest", "joint_absorb", "accept_joint")]
            session.apply(chooser.choice(joint if joint and chooser.random() < 0.7 else list(legal_now)))
            assert not GAME.check(session.state), GAME.check(session.state)
        assert session.state.result is not None


def test_after_a_joint_rest_a_hero_acting_alone_ends_its_own_turn() -> None:
    session = set_up(["swara", "weda", "dalbor"], marks=["znamie_moroza", "znamie_jaruny", "znamie_jeszy"],
                     position={"heroes": [{"region": "LEG10"}, {"region": "LEG10"}]})
    do(session, "joint_rest", 0, partners="1")
    do(session, "decline_joint", 1)
    settle_until(session, "end_turn")
    do(session, "end_turn", 0)
    do(session, "rest", 2)
    settle_until(session, "end_turn")
    do(session, "end_turn", 2)
    assert [h.acted for h in session.state.heroes] == [True, False, True] and session.state.turn == "dawn"


def joint_explore(faces: list[str]) -> Session[GameState]:
    """Swara and Weda explore Łęgi Zielone (LEG07, Wilds, a Threat) together from Jarogród; Odarty Zwiadowca
    [V][I] (Advantage Wilds: an Instinct shield) is drawn."""
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], faces=faces, enemy=["o1"],
                     position={"heroes": [{"region": "LEG10"}, {"region": "LEG10"}]})
    assert session.state.regions["LEG07"].threat is not None
    do(session, "joint_explore", 0, region="LEG07", partners="1")
    do(session, "accept_joint", 1)
    return session


def test_a_joint_explore_fights_the_threat_as_one_group_challenge_with_a_nica_die_per_hero() -> None:
    session = joint_explore(["blank"] * 3)
    s = session.state
    assert [h.region for h in s.heroes] == ["LEG07", "LEG07"] and [h.day_wheel for h in s.heroes] == ["dawn"] * 2
    ch = s.challenge
    assert ch is not None and ch.party == [0, 1] and len(ch.nica) == 2 and ch.owners == [0]   # Swara's Wilds die
    assert legal(session, "pass_dice") and not legal(session, "roll")


def test_group_buy_one_die_a_step_in_turn_and_a_pass_is_final() -> None:
    session = joint_explore(["hit"] * 3 + ["blank"] * 2)
    do(session, "buy_die", 0, card="zwada")
    assert session.state.active == 1                     # one die, then the next participant (DP-GROUP-BUY)
    do(session, "pass_dice", 1)
    do(session, "buy_die", 0, card="kiel_calozercy")
    assert session.state.active == 0                     # Weda has passed for good
    do(session, "pass_dice", 0)
    ch = session.state.challenge
    assert ch is not None and ch.rolled and ch.owners == [0, 0, 0]
    do(session, "pass_det", 0)
    assert session.state.active == 1 and not legal(session, "pierw_reroll")   # she added no die to reroll
    do(session, "pass_det", 1)
    assert session.state.regions["LEG07"].threat is None
    assert [a["to"] for a in legal(session, "group_split")] == [0, 1]          # DP-GROUP-SPLIT, by the lead
    do(session, "group_split", 0, to=1)
    assert [h.trophies for h in session.state.heroes] == [0, 1]


def test_group_loss_the_lead_gives_each_loss_to_a_participant_and_a_failure_ends_both_turns() -> None:
    # Weda's prepared cards negate the uncovered symbols' losses (an Instinct one and one of any attribute); the
    # two Nica Damage results (lose 1 Vigor each) are given one to each hero
    session = joint_explore(["blank", "damage", "damage"])
    do(session, "pass_dice", 0)
    do(session, "pass_dice", 1)
    do(session, "pass_det", 0)
    do(session, "pass_det", 1)
    before = [h.attributes["V"].pos for h in session.state.heroes]
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.group_loss"
    do(session, "bear_loss", 0, to=1)
    assert [h.attributes["V"].pos for h in session.state.heroes] == [before[0], before[1] - 1]
    do(session, "bear_loss", 0, to=0)
    assert [h.attributes["V"].pos for h in session.state.heroes] == [before[0] - 1, before[1] - 1]
    settle_until(session, "explore", "rest")
    assert session.state.turn == "noon" and session.state.regions["LEG07"].threat is not None


def joint_option(region: str, kind: str, faces: list[str], enemies: list[str],
                 regions: dict[str, dict[str, str]]) -> Session[GameState]:
    """Swara and Weda rest together in `region`, then the lead proposes the joint Region option `kind` to Weda."""
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], faces=faces, enemy=enemies,
                     position={"heroes": [{"region": region}, {"region": region}], "regions": regions})
    do(session, "joint_rest", 0, partners="1")
    do(session, "accept_joint", 1)
    settle_until(session, kind)
    do(session, kind, 0, partners="1")
    do(session, "accept_joint", 1)
    return session


def test_a_joint_rift_removal_is_one_group_challenge_and_its_lost_fight_costs_every_participant_a_flaw() -> None:
    # Węzeł Wida (LEG04) with a Rift: the guardian Odarty Zwiadowca, defiled by Topielec; two Nica dice for two
    # heroes and one for the Rift; nobody adds a die, so the fight is lost
    session = joint_option("LEG04", "joint_rift", ["blank"] * 3, ["o1", "u1"],
                           {"LEG04": {"taint": "rift", "threat": "none"}})
    ch = session.state.challenge
    assert ch is not None and ch.party == [0, 1] and len(ch.nica) == 3 and ch.defilers == ["u1"]
    flaws = [h.flaws for h in session.state.heroes]
    do(session, "pass_dice", 0)
    do(session, "pass_dice", 1)
    do(session, "pass_det", 0)
    do(session, "pass_det", 1)
    settle_until(session, "explore", "rest")
    assert [h.flaws for h in session.state.heroes] == [flaws[0] + 1, flaws[1] + 1]
    assert session.state.regions["LEG04"].taint == "rift"


def test_a_joint_sinkhole_hunt_divides_the_enemys_trophies_and_the_three_more_among_the_participants() -> None:
    # Wymarły Las (LEG02, the Sinkhole, Wilds and Ruins): Swara's free Instinct die rolls a critical that breaks
    # the Wilds shield, Zwada's Vigor die a hit: Odarty Zwiadowca's 1 Trophy and the Hunt's 3 are divided
    session = joint_option("LEG02", "joint_hunt", ["crit", "hit"] + ["blank"] * 3, ["o1"],
                           {"LEG02": {"threat": "none"}})
    do(session, "buy_die", 0, card="zwada")
    do(session, "pass_dice", 1)
    do(session, "pass_dice", 0)
    do(session, "shield_break", 0, die=0)
    do(session, "pass_det", 0)
    do(session, "pass_det", 1)
    for seat in (0, 1, 1, 1):
        do(session, "group_split", 0, to=seat)
    assert [h.trophies for h in session.state.heroes] == [1, 3]


def test_when_the_lead_falls_in_a_group_loss_another_participant_settles_what_the_lead_settled_for_the_group() -> None:
    """Swara leads Weda into Łęgi Zielone (LEG07) on Ślady Hordy (X-W04), an encounter: Bies Rozdroży [V][W] wins.
    Swara's Will block marker stands at 0 (three Injuries): the Will loss she takes kills her (§11.3); the Flaw falls
    to Weda, and the card still goes to its discard pile (§7) — the group's business does not die with its lead."""
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], faces=["blank", "taint", "blank"],
                     enemy=["b1"], wilds=["X-W04"],
                     position={"heroes": [{"region": "LEG10", "injuries": {"W": 3}}, {"region": "LEG10"}],
                               "regions": {"LEG07": {"threat": "none"}}})
    do(session, "joint_explore", 0, region="LEG07", partners="1")
    do(session, "accept_joint", 1)
    for seat, kind in ((0, "pass_dice"), (1, "pass_dice"), (0, "pass_det"), (1, "pass_det"), (0, "assign_hits")):
        do(session, kind, seat)
    do(session, "bear_loss", 0, to=0)
    do(session, "take_flaw", 1, attr="I")
    s = session.state
    assert [h.status for h in s.heroes] == ["dead", "active"] and s.heroes[1].flaws == 1
    assert s.card is None and s.discards["wilds"] == ["X-W04"]


def herb_patch_together() -> Session[GameState]:
    """Swara leads Weda from Jarogród into Łęgi Zielone (LEG07, its Threat removed) and draws Ziołorośl (X-W02):
    recover 2 Instinct."""
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], wilds=["X-W02"],
                     position={"heroes": [{"region": "LEG10", "I": 2}, {"region": "LEG10", "I": 1}],
                               "regions": {"LEG07": {"threat": "none"}}})
    do(session, "joint_explore", 0, region="LEG07", partners="1")
    do(session, "accept_joint", 1)
    return session


def test_dp_group_split_the_lead_gives_the_cards_reward_to_one_participant() -> None:
    # §10.2, §10.4: the rewards do not change; the lead decides which hero takes each
    session = herb_patch_together()
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.reward_to"
    assert [(a.player, a["to"]) for a in legal(session, "give_reward")] == [(0, 0), (0, 1)]
    do(session, "give_reward", 0, to=1)
    assert [h.attributes["I"].pos for h in session.state.heroes] == [2, 3]


def test_dp_group_split_a_joint_explore_gains_one_expedition_token_given_by_the_lead() -> None:
    # §10.2 PD: one token in all, to the participant the lead names
    session = herb_patch_together()
    do(session, "give_reward", 0, to=0)
    assert not legal(session, "take_token") and {a["to"] for a in legal(session, "give_token")} == {0, 1}
    do(session, "give_token", 0, to=1)
    s = session.state
    assert s.heroes[0].expedition_tokens == [] and [t.terrain for t in s.heroes[1].expedition_tokens] == ["wilds"]
    assert s.discards["wilds"] == ["X-W02"] and not legal(session, "give_token")


def test_a_group_challenge_whose_every_hero_has_fallen_is_still_settled_and_the_table_goes_on() -> None:
    """§10.2, §11: buying goes round the participants still in play. When the one buying has fallen and every other
    participant is out too, the pool is rolled and settled as a lone fallen hero's challenge is, and the table then
    goes on or loses (§11.7). The buying was passed to nobody, and no question was ever asked again."""
    import random
    from engine.games.zerywia.state import DEAD, LOST, OVER
    from engine.kernel import step_state
    from tests.app_zerywia.test_challenge_overlay import joining, played_until
    session = played_until(2, 6, "zerywia.prompt.ch_buy", joining)
    state = session.game.clone(session.state)
    assert state.todo[:1] == ["ch_buy"] and state.challenge is not None and state.challenge.party == [0, 1]
    state.heroes[1].status = LOST      # the partner took its third Primal flaw on the way in
    state.heroes[0].status = DEAD      # the lead fell to the enemy's Ambush
    decision = session.game.decision(state)
    assert decision is not None
    step_state(session.game, state, next(a for a in decision.legal if a.kind == "buy_die"))
    rnd = random.Random(1)
    for _ in range(3000):
        decision = session.game.decision(state)
        if decision is None:
            break
        step_state(session.game, state, rnd.choice(list(decision.legal)))
    assert state.step == OVER and state.reason == "zerywia.outcome.all_heroes_out" or state.challenge is None


def test_after_a_joint_explore_the_card_becomes_a_path_under_the_leads_stone() -> None:
    """§7, §14.4, §10.4: Swara leads Weda into Łęgi Zielone (LEG07) and draws Zbłąkany Wędrowiec (X-W03); she robs
    him (a Cunning Path). The 2 Trophies and the expedition token go to Weda, and the card goes under the Path stone
    of the lead, Swara, not of the hero who settled the card's last reward."""
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], wilds=["X-W03"],
                     position={"heroes": [{"region": "LEG10"}, {"region": "LEG10"}],
                               "regions": {"LEG07": {"threat": "none"}}})
    do(session, "joint_explore", 0, region="LEG07", partners="1")
    do(session, "accept_joint", 1)
    do(session, "column", 0, side=1)
    do(session, "give_reward", 0, to=1)
    do(session, "give_token", 0, to=1)
    swara, weda = session.state.heroes
    assert (swara.paths, swara.path_types) == (["X-W03"], ["cunning"]) and weda.paths == []
    assert weda.trophies == 2 and len(weda.expedition_tokens) == 1


def test_group_loss_the_lead_gives_a_joint_explores_failure_effect_to_one_participant() -> None:
    """§10.2 PD, §10.4 DP-GROUP-LOSS: Swara leads Weda into Łęgi Zielone (LEG07) and draws Skażony Gaj (X-W05), a
    Hard Will Test whose failure costs a Flaw. The test fails (Weda's rune and Swara's two blank dice make one hit);
    the lead gives the Flaw to Weda, who chooses where she takes it, and the turn ends for both."""
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], wilds=["X-W05"],
                     faces=["blank"] * 4, position={"heroes": [{"region": "LEG10"}, {"region": "LEG10"}],
                                                    "regions": {"LEG07": {"threat": "none"}}})
    do(session, "joint_explore", 0, region="LEG07", partners="1")
    do(session, "accept_joint", 1)
    do(session, "end_test", 0)
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.group_loss"
    assert [(a.player, a["to"]) for a in legal(session, "bear_loss")] == [(0, 0), (0, 1)]
    do(session, "bear_loss", 0, to=1)
    do(session, "take_flaw", 1, attr="I")
    s = session.state
    assert [h.flaws for h in s.heroes] == [0, 1] and s.heroes[1].attributes["I"].flaw
    assert s.turn == "noon" and s.discards["wilds"] == ["X-W05"]


def test_group_loss_a_joint_explores_cost_is_paid_by_a_participant_able_to_pay_it() -> None:
    """§10.4 DP-GROUP-LOSS: Swara leads Weda into Smocze Grzbiety (LEG03) and draws Ranny Wojownik (X-M08). Tending
    him costs 1 Will: Swara has none left, yet the column is open, since Weda can pay; she pays it, and the lead then
    gives the Offering it earns."""
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], mountains=["X-M08"],
                     position={"heroes": [{"region": "LEG07", "W": 0}, {"region": "LEG07"}],
                               "regions": {"LEG03": {"threat": "none"}}})
    will = session.state.heroes[1].attributes["W"].points
    do(session, "joint_explore", 0, region="LEG03", partners="1")
    do(session, "accept_joint", 1)
    assert [a["side"] for a in legal(session, "column")] == [0, 1]
    do(session, "column", 0, side=0)
    swara, weda = session.state.heroes
    assert (swara.attributes["W"].points, weda.attributes["W"].points) == (0, will - 1)
    assert [a["to"] for a in legal(session, "give_reward")] == [0, 1]
