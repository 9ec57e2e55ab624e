"""Zerywia's greedy bot at the moves the gods and the Tests' own abilities added (spec §13.4, §18.8, §9): what it
chooses at a forced position, each a scenario named after its rule of thumb."""
from __future__ import annotations

from engine.bots import game_bot_rng
from engine.games.zerywia.bots import GreedyBot
from engine.games.zerywia.content import content
from engine.games.zerywia.state import GameState
from engine.kernel import Action, Seen, Session
from tests.zerywia.helpers import GAME, do, legal, set_up
from tests.zerywia.test_cycle import sail_home

STRONGHOLD = content().board.special[("LEG", "stronghold")]     # Swara's (the Mark of Jaruna: Birth Kir LEG)


def greedy(session: Session[GameState], seat: int = 0) -> Action:
    decision = session.decision
    assert decision is not None
    return GreedyBot().choose(GAME, Seen(GAME, session.state, seat), decision, seat, game_bot_rng(1))


def test_the_greedy_bot_summons_perun_while_its_stronghold_holds_a_threat() -> None:
    session = set_up(["swara"], marks=["znamie_jaruny"], position={"heroes": [{"offerings": 1}]})
    assert session.state.regions[STRONGHOLD].threat is not None
    sail_home(session)
    do(session, "camp", 0)
    while not legal(session, "summon_deity"):
        session.apply((legal(session, "skip") or legal(session))[0])
    pick = greedy(session)
    assert (pick.kind, pick["god"]) == ("summon_deity", "perun")


def test_the_greedy_bot_clears_its_strongholds_threat_with_peruns_one_shot_instead_of_fighting() -> None:
    session = set_up(["swara"], marks=["znamie_jaruny"],
                     position={"heroes": [{"region": STRONGHOLD, "deity": "perun"}]})
    pick = greedy(session)
    assert (pick.kind, pick["region"]) == ("god_threat", STRONGHOLD)


def test_the_greedy_bot_rerolls_a_damaging_nica_die_of_a_test_with_wedas_free_ability() -> None:
    session = set_up(["weda"], marks=["znamie_moroza"], faces=["hit", "hit", "damage", "blank"],
                     position={"heroes": [{"region": "IST04"}]})
    do(session, "rest", 0)
    while session.decision is not None and not legal(session, "absorb"):
        session.apply((legal(session, "recover_any") or legal(session, "skip") or legal(session))[0])
    do(session, "absorb", 0, by="test")
    if legal(session, "test_no_react"):
        do(session, "test_no_react", 0)
    pick = greedy(session)
    assert (pick.kind, pick.get("nica")) == ("ability_reroll", 0)


def flaw_to_bear(flaws: tuple[list[str], list[str]]) -> Session[GameState]:
    """Swara leads Weda into Łęgi Zielone (LEG07), draws Skażony Gaj (X-W05) and fails its Will Test: its Flaw is
    to be borne by one of them (§10.4 DP-GROUP-LOSS, the lead asked)."""
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], wilds=["X-W05"],
                     faces=["blank"] * 4, position={"heroes": [{"region": "LEG10", "flaws": flaws[0]},
                                                               {"region": "LEG10", "flaws": flaws[1]}],
                                                    "regions": {"LEG07": {"threat": "none"}}})
    do(session, "joint_explore", 0, region="LEG07", partners="1")
    do(session, "accept_joint", 1)
    do(session, "end_test", 0)
    assert session.decision is not None and session.decision.prompt == "zerywia.prompt.group_loss"
    return session


def test_the_greedy_bot_gives_a_joint_flaw_to_the_participant_with_fewest_flaws() -> None:
    for flaws, bearer in ((["V", "I"], []), 1), (([], ["V", "W"]), 0):
        pick = greedy(flaw_to_bear(flaws))
        assert (pick.kind, pick["to"]) == ("bear_loss", bearer)


def test_the_greedy_bot_lets_go_of_the_item_of_least_value() -> None:
    # §13.6 DP-ITEM-KEEP: Swara gives Weda her Mapa Wedów (value 2); of Weda's four the Sieć Rybacka (value 1) goes
    session = set_up(["swara", "weda"], marks=["znamie_moroza", "znamie_jaruny"], position={"heroes": [
        {"region": "LEG10", "items": ["mapa_wedow"]},
        {"region": "LEG10", "items": ["siec_rybacka", "wilcze_ziele", "runa_wigoru"]}]})
    do(session, "give_item", 0, item="mapa_wedow", to=1)
    pick = greedy(session, 1)
    assert (pick.kind, pick.player, pick["item"]) == ("drop_item", 1, "siec_rybacka")
