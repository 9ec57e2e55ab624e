"""Every adventure card shown in a scenario (spec §14.6; issue 13 item 5): each challenge's printed targets,
damage and reward (the Dragonlords kept as runes, Margath winning), their special texts, every event's effect
while in play, and every encounter's text."""
from __future__ import annotations

import pytest

from engine.games.runebound.content import PHASES, content

from .cards import GEM_HEX, d10s, fight, run_round, showing, shows
from .helpers import checked, do, events, legal, position, scenario

C = content()
TOVAH = [3, 3, 1]
SHOWN_CHALLENGES = showing(sorted(C.challenges), "test_a_challenge_fights_with_its_printed_targets_and_damage")
ENDING = {"green": "wild_boar.1", "yellow": "troll.1", "blue": "wyvern.1", "red": "bone_golem"}


def first_copy(card: str) -> str:
    return card if C.challenges[card].copies == 1 else f"{card}.1"


@pytest.mark.parametrize("card", SHOWN_CHALLENGES)
def test_a_challenge_fights_with_its_printed_targets_and_damage(card: str) -> None:
    """The hero's attack in the first valued phase hits exactly at its target; failed defences in the other
    valued phases cost exactly their damage; a `—` phase is never fought."""
    ch = C.challenges[card]
    valued = [i for i in range(3) if ch.phases[i] is not None]
    first = valued[0]
    faces = [0, 0] if ch.before_test is not None else []          # a Before Combat test passed
    plan = {}
    for i, name in enumerate(PHASES):
        pair = ch.phases[i]
        if pair is None:
            plan[name] = "none"
        elif i == first:
            plan[name] = "hero"
            faces += d10s(pair[0] - TOVAH[i])
        else:
            plan[name] = "defend"
            faces += [1, 1]
    s = fight(first_copy(card), faces, player=f"tokens = {['life'] * 10}\n".replace("'", '"'))
    run_round(s, **plan)
    assert [e["wounds"] for e in events(s, "challenge_wounded")][:1] == [1]
    taken = sum(ch.phases[i][1] for i in valued[1:])  # type: ignore[index]
    assert s.state.current.wounds == taken
    assert [e["why"] for e in events(s, "rolled_d10") if ":" in e["why"] and not e["why"].startswith("test")] \
        == [f"{'attack' if i == first else 'defend'}:{PHASES[i]}" for i in valued]


SHOWN_REWARDS = showing(sorted(C.challenges), "test_defeating_a_challenge_pays_its_reward")


@pytest.mark.parametrize("card", SHOWN_REWARDS)
def test_defeating_a_challenge_pays_its_reward(card: str) -> None:
    """Gold from the bank and the counter; a Dragonlord is kept as a Dragon Rune; Margath wins the game."""
    ch = C.challenges[card]
    first = PHASES[next(i for i in range(3) if ch.phases[i] is not None)]
    plan = {name: ("hero" if name == first else "defend") if ch.phases[i] is not None else "none"
            for i, name in enumerate(PHASES)}
    table = f'combat = {{ card = "{first_copy(card)}", wounds = {ch.life - 1} }}\n'
    s = scenario(position(GEM_HEX[ch.deck], step="assign", table=table, faces=[0, 0]))
    do(s, "assign", **plan)
    p = s.state.current
    if ch.margath:
        assert s.state.winner == 0 and s.over
        return
    assert p.gold == 3 + ch.reward_gold and p.counters == [ch.deck]
    assert (first_copy(card) in p.kept) == ch.dragonlord
    checked(s)


@shows("troll")
def test_the_troll_heals_a_wound_at_the_end_of_each_round_it_survives() -> None:
    s = fight("troll.1", [0, 0, 1, 1, 1, 1], player='tokens = ["life", "life"]\n')
    assert s.state.combat is not None
    run_round(s, ranged="hero", melee="defend", magic="defend")
    assert s.state.combat is not None and s.state.combat.wounds == 1 - 1


@pytest.mark.parametrize("card, faces, wounds, exhaustion", [
    ("cave_spider.1", [1, 1], 0, 1), ("vorakesh_cultists.1", [1, 1], 0, 1), ("basilisk", [1, 1], 2, 0),
    ("cave_spider.1", [0, 0], 0, 0), ("basilisk", [0, 0], 0, 0), ("margath", [], 0, 1)])
def test_a_challenges_before_combat_text_comes_first(card: str, faces: list[int], wounds: int,
                                                      exhaustion: int) -> None:
    s = fight(card, faces)
    assert (s.state.current.wounds, s.state.current.exhaustion) == (wounds, exhaustion)
    assert s.state.step == "before_combat"


showing(["cave_spider", "vorakesh_cultists", "basilisk", "margath"], "test_a_challenges_before_combat_text_comes_first")


# --- events ------------------------------------------------------------------------------------------
def market(stack: list[str], event: str, player: str = "", city: tuple[int, int] = (0, 0)):
    cards = ", ".join(f'"{c}"' for c in stack)
    name = C.city_at[city]  # type: ignore[index]
    return scenario(position(city, step="market", table=f'event = "{event}"\nmarket = {{ {name} = [{cards}] }}\n',
                             player=player))


@shows("market_day")
def test_market_day_one_gold_heals_two_wounds() -> None:
    s = market([], "market_day", player="gold = 1\nwounds = 3\n")
    do(s, "heal", who=-1, what="wound")
    assert (s.state.current.wounds, s.state.current.gold) == (1, 0)


@shows("heavy_rains")
def test_heavy_rains_a_swamp_symbol_also_enters_a_river_hex() -> None:
    for event, reachable in (("", False), ('event = "heavy_rains"\n', True)):
        s = scenario(position((-2, -1), step="movement", faces=["F6"], table=event))
        do(s, "roll", dice=1)
        assert any((a["q"], a["r"]) == (-2, -2) for a in legal(s, "go")) == reachable


@shows("wandering_merchant")
def test_wandering_merchant_lays_the_top_market_card_on_tamalirs_stack_as_it_comes_into_play() -> None:
    table = 'decks = { green = ["wandering_merchant", "wild_boar.1"] }\nmarket_deck = ["longbow.1"]\n'
    s = scenario(position((1, 1), table=table))
    do(s, "adventure", colour="green")
    assert s.state.event_slot == "wandering_merchant" and s.state.market_stacks["tamalir"] == ["longbow.1"]


@shows("bountiful_harvest")
def test_bountiful_harvest_a_green_challenge_pays_1_more_gold() -> None:
    table = 'event = "bountiful_harvest"\ncombat = { card = "marsh_hag.1", wounds = 1 }\n'
    s = scenario(position((1, 1), step="assign", table=table, faces=[0, 0]))
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    assert s.state.current.gold == 3 + 3 + 1


@shows("bandit_tolls")
def test_bandit_tolls_items_cost_1_more_allies_do_not() -> None:
    s = market(["broadsword.1", "sellsword.1"], "bandit_tolls", player="gold = 5\n")
    assert [a["card"] for a in legal(s, "buy")] == ["sellsword.1"]


@shows("orc_warbands")
def test_orc_warbands_green_and_yellow_challenges_deal_1_more_in_melee() -> None:
    s = fight("wild_boar.1", [0, 0, 1, 1], table='event = "orc_warbands"\n')
    run_round(s, ranged="hero", melee="defend", magic="none")
    assert s.state.current.wounds == 2 + 1


@shows("festival_in_tamalir")
def test_festival_in_tamalir_allies_cost_1_less_there_only() -> None:
    s = market(["sellsword.1"], "festival_in_tamalir", player="gold = 3\n")
    do(s, "buy", card="sellsword.1")
    assert s.state.current.gold == 0
    s = market(["sellsword.2"], "festival_in_tamalir", player="gold = 3\n", city=(-6, 2))
    assert legal(s, "buy") == []


@shows("fog_over_the_marshes")
def test_fog_over_the_marshes_a_hero_ending_on_a_swamp_takes_1_exhaustion() -> None:
    s = scenario(position((3, 3), step="movement", table='event = "fog_over_the_marshes"\n'))
    do(s, "step", q=4, r=3)
    assert s.state.current.exhaustion == 1


@shows("call_to_arms")
def test_call_to_arms_adds_1_to_body_tests() -> None:
    table = 'event = "call_to_arms"\ndecks = { green = ["ambush_in_the_reeds", "wild_boar.1"] }\n'
    s = scenario(position((1, 1), table=table, faces=d10s(12 - 3 - 1)))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert s.state.current.wounds == 0


@shows("dark_omens")
def test_dark_omens_blue_and_red_challenges_get_1_more_on_their_targets() -> None:
    s = fight("wyvern.1", [*d10s(17 - 3), 0, 0, 0, 0], table='event = "dark_omens"\n')
    run_round(s, ranged="hero", melee="defend", magic="defend")
    assert s.state.combat is not None and s.state.combat.wounds == 0 and s.state.current.wounds == 3


@shows("vorakesh_plague")
def test_vorakesh_plague_each_market_heal_costs_2_gold() -> None:
    s = market([], "vorakesh_plague", player="gold = 3\nwounds = 2\n")
    do(s, "heal", who=-1, what="wound")
    assert (s.state.current.wounds, s.state.current.gold) == (1, 1)
    assert legal(s, "heal") == []


@shows("rune_storm")
def test_rune_storm_successful_magic_attacks_deal_1_more() -> None:
    s = fight("brigand_chief.1", [0, 0, 0, 0, 0, 0], table='event = "rune_storm"\n')
    run_round(s, ranged="defend", melee="defend", magic="hero")
    assert s.state.combat is not None and s.state.combat.wounds == 1 + 1


@shows("margath_stirs")
def test_margath_stirs_dragonlords_and_margath_deal_1_more_in_every_phase() -> None:
    s = fight("vathrax", [0, 0, 1, 1, 1, 1], table='event = "margath_stirs"\n', player='tokens = ["life", "life", '
              '"life", "life", "life", "life", "life"]\n')
    run_round(s, ranged="hero", melee="defend", magic="defend")
    assert s.state.current.wounds == (5 + 1) + (4 + 1)
    s = fight("bone_golem", [0, 0, 1, 1, 1, 1], table='event = "margath_stirs"\n', player='tokens = ["life", '
              '"life", "life", "life"]\n')
    run_round(s, ranged="hero", melee="defend", magic="defend")
    assert s.state.current.wounds == 5 + 3, "not the other red challenges"


# --- encounters -----------------------------------------------------------------------------------------
TESTED = sorted(e.id for e in C.encounters.values() if e.test is not None and e.handler is None)
SHOWN_TESTED = showing(TESTED, "test_an_encounters_test_gives_its_success_or_its_failure")


@pytest.mark.parametrize("card", SHOWN_TESTED)
@pytest.mark.parametrize("success", [True, False])
def test_an_encounters_test_gives_its_success_or_its_failure(card: str, success: bool) -> None:
    enc = C.encounters[card]
    table = f'decks = {{ {enc.deck} = ["{card}", "{ENDING[enc.deck]}"] }}\n'
    s = scenario(position(GEM_HEX[enc.deck], table=table, faces=[0, 0] if success else [1, 1],
                          player="wounds = 2\nexhaustion = 1\n"))
    do(s, "adventure", colour=enc.deck)
    do(s, "face_encounter")
    o = enc.success if success else enc.failure
    heal_w = 2 if o.heal_wounds == -1 else min(2, o.heal_wounds)
    heal_e = 1 if o.heal_exhaustion == -1 else min(1, o.heal_exhaustion)
    exhaustion = min(3, 1 - heal_e + o.exhaustion)
    overflow = max(0, 1 - heal_e + o.exhaustion - 3)
    p = s.state.current
    assert (p.gold, p.wounds, p.exhaustion) == (3 + o.gold, 2 - heal_w + o.wounds + overflow, exhaustion)
    assert card in s.state.removed and s.state.combat is not None, "removed; then the next card is drawn"


def encounter(card: str, faces: list[int] = (), player: str = "", ending: str = "wild_boar.1"):
    enc = C.encounters[card]
    table = f'decks = {{ {enc.deck} = ["{card}", "{ending}"] }}\n'
    s = scenario(position(GEM_HEX[enc.deck], table=table, faces=list(faces), player=player))
    do(s, "adventure", colour=enc.deck)
    return s


@shows("kwestia_honoru")
def test_kwestia_honoru_a_passed_body_test_brings_the_duellist_as_an_ally_and_a_failed_one_a_wound() -> None:
    s = encounter("kwestia_honoru", d10s(11 - 3))
    do(s, "face_encounter")
    do(s, "accept", discard="")
    assert s.state.current.ally_cards() == ["kwestia_honoru"]
    s = encounter("kwestia_honoru", d10s(11 - 3 - 1))
    do(s, "face_encounter")
    assert s.state.current.wounds == 1 and "kwestia_honoru" in s.state.removed


@shows("merchant_caravan")
def test_merchant_caravan_reveals_the_top_market_card_a_declared_reveal_seen_by_everyone() -> None:
    from .helpers import GAME
    table = 'decks = { green = ["merchant_caravan", "wild_boar.1"] }\nmarket_deck = ["longbow.1"]\n'
    s = scenario(position((1, 1), table=table, player="gold = 6\n"), players=2)
    do(s, "adventure", colour="green")
    assert s.state.revealed == "longbow.1" and s.decision.prompt == "caravan"
    assert any(r.what == "card_seen" and r.params["card"] == "longbow.1" for r in GAME.reveals(s.steps[-1].events))
    assert GAME.view(s.state, 1)["revealed"] == "longbow.1"


@shows("merchant_caravan")
def test_merchant_caravan_buy_or_refuse() -> None:
    enc_table = 'decks = { green = ["merchant_caravan", "wild_boar.1"] }\nmarket_deck = ["longbow.1", "short_bow.1"]\n'
    s = scenario(position((1, 1), table=enc_table, player="gold = 6\n"))
    do(s, "adventure", colour="green")
    do(s, "buy_revealed")
    assert s.state.current.item_cards() == ["longbow.1"] and s.state.current.gold == 0
    s = scenario(position((1, 1), table=enc_table, player="gold = 6\n"))
    do(s, "adventure", colour="green")
    do(s, "refuse")
    assert s.state.market_deck[-1] == "longbow.1" and s.state.market_deck[0] == "short_bow.1"


@shows("couriers_errand")
def test_couriers_errand_is_kept_and_pays_4_gold_when_a_market_phase_ends_in_greyhaven() -> None:
    s = encounter("couriers_errand")
    do(s, "face_encounter")
    assert s.state.current.kept == ["couriers_errand"]
    s = scenario(position((-6, 2), step="market", player='kept = ["couriers_errand"]\n'))
    do(s, "leave_market")
    assert s.state.current.gold == 3 + 4 and "couriers_errand" in s.state.removed


@shows("ancient_library")
def test_ancient_library_a_passed_mind_test_gives_a_free_experience_token_of_your_choice() -> None:
    s = encounter("ancient_library", [0, 0], ending="wyvern.1")
    do(s, "face_encounter")
    do(s, "free_token", token="spirit")
    assert s.state.current.xp_tokens == ["spirit"] and s.state.current.counters == []
    s = encounter("ancient_library", [1, 1], ending="wyvern.1")
    do(s, "face_encounter")
    assert s.state.current.exhaustion == 2


@shows("bridge_trolls_toll")
def test_bridge_trolls_toll_pay_3_gold_or_test_body_16_failure_3_wounds() -> None:
    s = encounter("bridge_trolls_toll", ending="wyvern.1")
    do(s, "pay_toll")
    assert s.state.current.gold == 0 and s.state.current.wounds == 0
    s = encounter("bridge_trolls_toll", [1, 1], ending="wyvern.1")
    do(s, "face_encounter")
    assert s.state.current.wounds == 3 and s.state.current.gold == 3
    s = encounter("bridge_trolls_toll", player="gold = 2\n", ending="wyvern.1")
    assert legal(s, "pay_toll") == [], "too poor to pay"
