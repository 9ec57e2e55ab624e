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
