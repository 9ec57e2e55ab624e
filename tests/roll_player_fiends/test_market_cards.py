"""The CHiCH Market cards (spec §12.9, §15.10): Scrolls resolve when bought (DP-M2), Skills are used
with their arrow and window, Weapons act in fights and banishing; cards without a handler stay boxed."""
from __future__ import annotations

from typing import Any

from engine.games.roll_player.fiends import hunt
from engine.games.roll_player.fiends.battle import final_result
from engine.games.roll_player.fiends.imps import banish_gold
from engine.games.roll_player.fiends.setup import waiting_cards
from engine.games.roll_player.state import DieKind, FiendsState

from .helpers import GAME, act, legal, play_until, through_setup
from .test_battle import at_last_chance, pass_all
from .test_hunt import market_turn, reveal
from .test_imps import give_imp
from .cards import shows


def take_card(state: FiendsState, card: str) -> None:
    """Lift a Market card from wherever it lies (deck, row, piles, the box or a player's area)."""
    for pile in (state.market_deck, state.market_row, state.discard_pile, state.trash, state.box):
        if card in pile:
            pile.remove(card)
            return
    for p in state.players:
        if card in p.skills:
            del p.skills[card]
            return
        for pile in (p.weapons, p.armour, p.traits, p.scrolls):
            if card in pile:
                pile.remove(card)
                return
    raise AssertionError(f"{card} is not on the table")


def own(state: FiendsState, seat: int, card: str, *, exhausted: bool = False) -> None:
    take_card(state, card)
    p = state.players[seat]
    kind = _card(card).type
    if kind == "skill":
        p.skills[card] = exhausted
    else:
        {"weapon": p.weapons, "scroll": p.scrolls, "trait": p.traits, "armour": p.armour}[kind].append(card)
    assert not GAME.check(state)


def _card(card: str) -> Any:
    from engine.games.roll_player.effects import content
    return content().cards[card]


def buy_scroll(card: str, seed: int = 131) -> tuple[FiendsState, int]:
    state, seat = market_turn(seed)
    take_card(state, card)
    state.market_row.append(card)
    state.players[seat].gold = 20
    act(state, "buy", seat, card=card, charisma=False)
    assert card in state.players[seat].scrolls
    return state, seat


def test_cards_without_a_handler_stay_in_the_box() -> None:
    state = through_setup(2, seed=132)
    assert set(waiting_cards()) <= set(state.box) and waiting_cards() == []


@shows("E06")
def test_a_gain_scroll_gives_its_xp_when_bought() -> None:
    state, seat = buy_scroll("E06")
    assert state.players[seat].xp >= 3


@shows("E02")
def test_renewal_refreshes_every_skill() -> None:
    state, seat = market_turn(133)
    own(state, seat, "E23", exhausted=True)
    own(state, seat, "E27", exhausted=True)
    take_card(state, "E02")
    state.market_row.append("E02")
    state.players[seat].gold = 20
    act(state, "buy", seat, card="E02", charisma=False)
    assert state.players[seat].skills == {"E23": False, "E27": False}


@shows("E03")
def test_the_strength_scroll_gives_two_strength_actions() -> None:
    state, seat = market_turn(134)
    take_card(state, "E03")
    state.market_row.append("E03")
    state.players[seat].gold = 20
    act(state, "buy", seat, card="E03", charisma=False)
    assert [f.kind for f in state.stack] == ["attr", "attr"]
    for _ in range(2):
        act(state, "strength", seat, **dict(legal(state, "strength", seat)[0].args))
    assert not state.stack   # both actions done (a Bard may still buy a second card)


@shows("E04")
def test_set_die_sets_any_die_to_any_legal_value() -> None:
    state, seat = market_turn(135)
    take_card(state, "E04")
    state.market_row.append("E04")
    state.players[seat].gold = 20
    act(state, "buy", seat, card="E04", charisma=False)
    choice = legal(state, "set_die", seat)[0]
    act(state, "set_die", seat, **dict(choice.args))
    from engine.games.roll_player.state import row_of
    assert state.players[seat].sheet[row_of(choice["row"])][choice["index"]].value == choice["value"]


@shows("E07")
def test_the_adventure_token_scroll_gives_the_next_token_and_its_peek() -> None:
    state, seat = buy_scroll("E07", seed=136)
    p = state.players[seat]
    assert p.adventure_tokens[-1] in ("lair", "trap", "attack")
    assert GAME.view(state, seat)["adventure"][0] == state.adventure[0]


@shows("E21", "E22", "E23", "E25", "E27")
def test_skills_gain_xp_gold_charisma_and_discard_damage_cycle_the_minion() -> None:
    state = through_setup(2, seed=137)
    seat = state.current
    p = state.players[seat]
    p.alignment_pos = (1, 1)
    for card in ("E23", "E27", "E25", "E22", "E21"):
        own(state, seat, card)
    p.damage = 1
    xp, gold = p.xp, p.gold
    top = state.minion_deck[0]
    for card in ("E23", "E27"):
        act(state, "use_skill", seat, card=card)
        p.alignment_pos = (1, 1)
    act(state, "use_skill", seat, card="E22")
    p.alignment_pos = (1, 1)
    act(state, "use_skill", seat, card="E21")
    assert (p.xp, p.gold, p.damage) == (xp + 2, gold + 2, 0) and state.minion_deck[-1] == top


@shows("E17")
def test_summoning_puts_an_active_imp_on_an_initiative_card_for_its_next_taker() -> None:
    state = through_setup(2, seed=138)
    seat = state.current
    p = state.players[seat]
    p.alignment_pos = (1, 1)
    own(state, seat, "E17")
    imp = give_imp(state, seat, "no_traits")
    act(state, "use_skill", seat, card="E17")
    act(state, "summon_imp", seat, imp=imp, card=0)
    assert imp in state.card_imps[0] and imp not in p.imps_active
    act(state, "take_card", seat, card=0)
    assert imp in p.imps_pending


@shows("E18")
def test_the_familiar_skill_performs_the_familiar_action_beside_the_turns_own() -> None:
    from .test_familiars import give_familiar
    state = through_setup(2, seed=139)
    seat = state.current
    p = state.players[seat]
    p.alignment_pos = (1, 1)
    give_familiar(state, seat, "F03")
    own(state, seat, "E18")
    gold = p.gold
    act(state, "use_skill", seat, card="E18")
    act(state, "familiar_gain", seat)
    assert p.gold == gold + 2 and not p.action_used_this_dice_phase


@shows("E26")
def test_the_split_die_skill_sets_a_split_die() -> None:
    state = through_setup(2, seed=140)
    seat = state.current
    p = state.players[seat]
    own(state, seat, "E26")
    split = next(d for d in state.bag if d.kind is DieKind.SPLIT)
    state.bag.remove(split)
    from engine.games.roll_player.state import Attr
    old = p.sheet[Attr.STR][0] or p.sheet[Attr.DEX][0]
    row = Attr.STR if p.sheet[Attr.STR][0] is not None else Attr.DEX
    state.bag.append(old.with_value(None))
    p.sheet[row][0] = split.with_value(2)
    p.alignment_pos = (1, 1)
    act(state, "use_skill", seat, card="E26")
    options = legal(state, "set_die", seat)
    assert {a["value"] for a in options if a["row"] == row.name and a["index"] == 0} == {1, 3, 4}
    from engine.games.roll_player.state import row_of
    assert all(p.sheet[row_of(a["row"])][a["index"]].kind is DieKind.SPLIT for a in options)


@shows("E11", "E13", "E15")
def test_weapons_add_fight_dice_lower_the_banish_price_and_ignore_damage() -> None:
    state, seat = market_turn(141)
    reveal(state, "M01")
    p = state.players[seat]
    base = hunt.pool_size(state, seat, 0)
    own(state, seat, "E11")
    assert hunt.pool_size(state, seat, 0) == base + 1
    assert banish_gold(p) == 5
    own(state, seat, "E13")
    assert banish_gold(p) == 3
    battle = at_last_chance(seed=143, monster="MO1")   # a seat that holds no Crested Shield yet
    pass_all(battle)
    s2 = battle.current
    q = battle.players[s2]
    q.glory, q.damage = 0, 3
    act(battle, "battle_roll", s2)
    battle.battle_rolls[s2] = [6]
    before = final_result(battle, s2)
    own(battle, s2, "E15")
    assert final_result(battle, s2) == before + 2
    assert play_until is not None


@shows("E19", "E24")
def test_the_fight_skills_add_dice_before_and_reroll_after_in_a_hunt() -> None:
    state, seat = market_turn(143)
    reveal(state, "M01")
    p = state.players[seat]
    p.alignment_pos = (1, 1)
    own(state, seat, "E19")
    own(state, seat, "E24")
    act(state, "hunt", seat)
    assert not [a for a in GAME.decision(state).legal if a.kind == "use_skill"]   # no interrupts in a fight
    act(state, "fight_skill", seat, card="E19", below=0)
    assert state.stack[-1].data["bonus"] == 2 and p.skills["E19"] is True
    act(state, "hunt_roll", seat)
    state.stack[-1].data["rolls"] = [1, 2, 6] + state.stack[-1].data["rolls"][3:]
    p.alignment_pos = (1, 1)
    act(state, "fight_skill", seat, card="E24", below=0, dice=(0, 2))   # any subset, not "at most v"
    rolls = state.stack[-1].data["rolls"]
    assert rolls[1] == 2 and p.skills["E24"] is True and not legal(state, "fight_skill", seat)


@shows("E16")
def test_the_free_reroll_weapon_works_once_per_battle() -> None:
    battle = at_last_chance(seed=144, monster="MO1")
    pass_all(battle)
    seat = battle.current
    own(battle, seat, "E16")
    act(battle, "battle_roll", seat)
    battle.battle_rolls[seat] = [1, 1]
    options = legal(battle, "free_reroll", seat)
    assert [a["index"] for a in options] == [0]
    act(battle, "free_reroll", seat, index=0)
    assert not legal(battle, "free_reroll", seat) and battle.battle_rolls[seat][1] == 1


@shows("E01")
def test_purity_moves_a_die_to_any_empty_slot_leaving_a_gap_with_gold_and_the_rows_action() -> None:
    from engine.games.roll_player.state import row_of
    state, seat = market_turn(145)
    p = state.players[seat]
    take_card(state, "E01")
    state.market_row.append("E01")
    p.gold = 20
    act(state, "buy", seat, card="E01", charisma=False)
    src = next(a for a in legal(state, "purity_take", seat) if a["row"] != "FAM" and a["index"] == 0)
    act(state, "purity_take", seat, row=src["row"], index=0)
    dst = next(a for a in legal(state, "purity_place", seat)
               if a["row"] not in (src["row"], "FAM") and a["index"] == 2 and p.sheet[row_of(a["row"])][0] is None)
    moved = p.sheet[row_of(src["row"])][0]
    act(state, "purity_place", seat, row=dst["row"], index=2)
    assert p.sheet[row_of(dst["row"])][2] is moved and p.sheet[row_of(src["row"])][0] is None   # no shifting
    assert p.sheet[row_of(dst["row"])][0] is None                                           # a gap
    assert state.stack[-1].kind == "reward_action" or not state.stack
    assert not GAME.check(state)


@shows("E28")
def test_the_trickster_keeps_part_of_an_xp_gain_on_the_card_where_it_cannot_be_spent() -> None:
    from .test_familiars import familiar_turn
    state, seat = familiar_turn("F12")                       # Griffin Cub: gain 2 XP
    own(state, seat, "E28")
    p = state.players[seat]
    xp = p.xp
    act(state, "familiar_gain", seat)
    assert state.stack[-1].kind == "trickster"
    assert [a["xp"] for a in legal(state, "trickster_keep", seat)] == [0, 1, 2]
    act(state, "trickster_keep", seat, xp=2)
    assert (p.xp, p.xp_on_trickster) == (xp, 2) and not GAME.check(state)


def test_purity_into_the_familiar_row_offers_an_attribute_familiars_action_as_a_granted_one() -> None:
    from .test_familiars import give_familiar
    state, seat = market_turn(146)
    p = state.players[seat]
    give_familiar(state, seat, "F02")                          # Cat: a Dexterity action
    take_card(state, "E01")
    state.market_row.append("E01")
    p.gold = 20
    act(state, "buy", seat, card="E01", charisma=False)
    src = next(a for a in legal(state, "purity_take", seat) if a["row"] != "FAM")
    act(state, "purity_take", seat, row=src["row"], index=src["index"])
    spot = next((a for a in legal(state, "purity_place", seat) if a["row"] == "FAM"), None)
    if spot is None:
        return
    act(state, "purity_place", seat, row="FAM", index=spot["index"])
    assert state.stack[-1].kind == "reward_action" and state.stack[-1].data["attrs"] == ["DEX"]
    act(state, "reward_attr", seat, attr="DEX")
    act(state, "dexterity", seat, **dict(legal(state, "dexterity", seat)[0].args))
    assert state.phase.name == "MARKET" and state.step != "dice_end" and not GAME.check(state)
