"""Tales and Droga Wybrańca's goal (spec §5.3 item 6, §14.2, §18.3.2): the Region option "Resolve task" in the
Tale's place, its expedition tokens discarded and its option's cost paid for the reward card, the Tale becoming a
Path and the next Tale revealed; the scenario won once every hero resolved the first Tale of its Personal saga and
its Birth Kir's Stronghold has no Threat and its Temple of Ist no Taint. Swara's first Tale, Trop Całożercy, asks
for a Wilds and a Mountains token at the Stronghold of her Birth Kir, Wilcza Brama (LEG06)."""
from __future__ import annotations

from engine.games.zerywia.state import GameState
from engine.kernel import Session
from engine.kernel.canonical import JsonAny
from tests.zerywia.helpers import do, legal
from tests.zerywia.test_explore import swara

TOKENS = [{"terrain": "wilds", "kir": "LEG"}, {"terrain": "mountains", "kir": "LEG"}]


def at_wilcza_brama(regions: dict[str, JsonAny], **hero: JsonAny) -> Session[GameState]:
    session = swara("LEG06", regions={"LEG06": {"threat": "none"}, **regions}, hero={"tokens": TOKENS, **hero})
    do(session, "rest", 0)
    return session


def test_a_tale_is_resolved_in_its_place_for_its_tokens_and_the_cost_of_the_option_chosen() -> None:
    session = at_wilcza_brama({})
    assert {a["option"] for a in legal(session, "resolve_tale")} == {1}    # no Offering for option A
    do(session, "resolve_tale", 0, option=1)
    h = session.state.heroes[0]
    assert h.expedition_tokens == [] and h.attributes["I"].pos == 3
    assert "lowiecki_szal" in [f.card for f in h.feats]
    assert h.paths == ["trop_calozercy"]
    assert h.stacks[0].tales[0] == "leze_bestii"                            # the next Tale is revealed


def test_a_tale_needs_every_token_of_its_first_part() -> None:
    session = at_wilcza_brama({}, tokens=TOKENS[:1])
    assert not legal(session, "resolve_tale")


def test_an_offering_may_be_paid_with_three_trophies() -> None:
    session = at_wilcza_brama({}, trophies=3)
    do(session, "resolve_tale", 0, option=0)
    h = session.state.heroes[0]
    assert h.trophies == 0 and "wilcza_wataha" in h.reserve


def test_droga_wybranca_is_won_once_the_first_tale_is_resolved_and_the_stronghold_and_temple_are_clear() -> None:
    session = at_wilcza_brama({"LEG04": {"taint": "none"}})
    do(session, "resolve_tale", 0, option=1)
    s = session.state
    assert s.result == "won" and s.reason == "zerywia.outcome.goal"


def test_the_goal_waits_while_the_temple_of_the_birth_kir_lies_under_taint() -> None:
    session = at_wilcza_brama({})
    do(session, "resolve_tale", 0, option=1)
    assert session.state.result is None


def test_a_side_quest_is_resolved_in_its_place_for_its_tokens_and_becomes_its_path() -> None:
    # Zaginiony Myśliwy (X-W09) kept in Łęgi Zielone, resolved at the Cradle Jarogród (LEG10) for a Wilds token
    session = swara("LEG07", regions={"LEG07": {"threat": "none"}}, hero={"tokens": TOKENS[:1]},
                    wilds=["X-W09"], settlements=["X-S01"])
    do(session, "explore", 0, to="LEG07")
    do(session, "no_token", 0)
    do(session, "end_turn", 0)
    do(session, "explore", 0, to="LEG10")
    do(session, "buy_nothing", 0)
    do(session, "no_token", 0)
    do(session, "resolve_quest", 0, card="X-W09")
    h = session.state.heroes[0]
    assert (h.trophies, h.offerings, h.side_quests, h.paths) == (3, 1, [], ["X-W09"])
    assert h.expedition_tokens == []
