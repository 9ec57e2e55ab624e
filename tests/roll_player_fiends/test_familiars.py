"""Familiar actions F01–F15 (spec §15.8): taken as the one action after a die lands in the familiar row
(§12.3, PD-E12), each doing what its card says; never at setup (PD-E09)."""
from __future__ import annotations

import pytest

from engine.games.roll_player.effects import content
from engine.games.roll_player.fiends.content import load_fiends
from engine.games.roll_player.fiends.familiars import familiar_actions
from engine.games.roll_player.state import FAM, Attr, FiendsState, row_of

from .helpers import GAME, act, legal, through_setup
from .cards import shows

FAMILIARS = load_fiends().familiars


def give_familiar(state: FiendsState, seat: int, fid: str) -> None:
    """Hand `fid` to `seat`, swapping with wherever it lies (familiars stay conserved)."""
    p = state.players[seat]
    if p.familiar == fid:
        return
    old = p.familiar
    if fid in state.familiar_box:
        state.familiar_box[state.familiar_box.index(fid)] = old
    else:
        other = next(q for q in state.players if q.familiar == fid)
        other.familiar = old
    p.familiar = fid


def familiar_turn(fid: str, seed: int = 41, players: int = 2) -> tuple[FiendsState, int]:
    """The current player holds `fid`, takes card 1 and puts its first die in the familiar row and the
    second in an attribute row; the action question follows."""
    state = through_setup(players, seed=seed)
    seat = state.current
    give_familiar(state, seat, fid)
    act(state, "take_card", seat, card=0)
    first, second = state.initiative[0].dice
    act(state, "place", seat, die=first.id, row="FAM")
    row = next(r for r in ("CHA", "WIS", "INT", "CON") if None in state.players[seat].sheet[_row(r)])
    act(state, "place", seat, die=second.id, row=row)
    assert state.step == "action" and not GAME.check(state)
    return state, seat


def _row(name: str) -> Attr:
    return row_of(name)


def _familiar_kinds(state: FiendsState, seat: int) -> set[str]:
    return {a.kind for a in legal(state, player=seat) if a.kind.startswith("familiar_")}


@shows("F03", "F05", "F09", "F12", "F15")
@pytest.mark.parametrize("fid,gains", [
    ("F03", {"gold": 2}), ("F05", {"glory": 1}), ("F09", {"charisma": 1}), ("F12", {"xp": 2}),
    ("F15", {"xp": 1, "gold": 1}),
])
def test_a_gain_familiar_gives_what_its_card_prints(fid: str, gains: dict[str, int]) -> None:
    state, seat = familiar_turn(fid)
    p = state.players[seat]
    before = {k: getattr(p, k) for k in ("gold", "glory", "charisma", "xp")}
    act(state, "familiar_gain", seat)
    after = {k: getattr(p, k) for k in before}
    spirit = 1 if p.class_id and _class_effect(p.class_id) == "spirit_bond" else 0
    expected = {k: before[k] + gains.get(k, 0) + (spirit if k == "xp" else 0) for k in before}
    assert after == expected and p.action_used_this_dice_phase


def _class_effect(class_id: str) -> str | None:
    return content().classes[class_id].effect


@shows("F01", "F02", "F04", "F07", "F08")
@pytest.mark.parametrize("fid,kind", [("F01", "intelligence"), ("F02", "dexterity"), ("F04", "constitution"),
                                      ("F07", "strength"), ("F08", "wisdom")])
def test_an_attribute_familiar_offers_that_attribute_action(fid: str, kind: str) -> None:
    state, seat = familiar_turn(fid)
    kinds = {a.kind for a in legal(state, player=seat)}
    assert kind in kinds
    actions = legal(state, player=seat)
    assert len(actions) == len(set(actions))                        # offered once even if a row offers it too


@shows("F13")
def test_the_salamander_sets_the_die_just_placed_in_the_familiar_row_to_any_value() -> None:
    state, seat = familiar_turn("F13")
    die = state.players[seat].sheet[FAM]
    index = max(i for i, d in enumerate(die) if d is not None)
    options = legal(state, "familiar_set", seat)
    assert {a["index"] for a in options} == {index}
    faces = die[index].faces
    assert {a["value"] for a in options} == set(range(1, faces + 1)) - {die[index].value}
    target = options[0]["value"]
    act(state, "familiar_set", seat, index=index, value=target)
    assert state.players[seat].sheet[FAM][index].value == target


@shows("F14")
def test_the_spider_discards_a_damage_token_or_gives_an_xp() -> None:
    state, seat = familiar_turn("F14")
    p = state.players[seat]
    assert _familiar_kinds(state, seat) == {"familiar_gain"}          # no Damage to discard
    p.damage = 2
    assert _familiar_kinds(state, seat) == {"familiar_gain", "familiar_damage"}
    act(state, "familiar_damage", seat)
    assert p.damage == 1


@shows("F06")
def test_the_ferret_moves_a_card_from_the_discard_pile_to_the_market() -> None:
    state, seat = familiar_turn("F06")
    card = state.discard_pile[0]
    size = len(state.market_row)
    act(state, "familiar_to_market", seat, card=card)
    assert state.market_row[-1] == card and len(state.market_row) == size + 1 and card not in state.discard_pile


@shows("F10")
def test_the_phoenix_refreshes_an_exhausted_skill_and_is_unavailable_without_one() -> None:
    state, seat = familiar_turn("F10")
    assert "familiar_refresh" not in _familiar_kinds(state, seat)
    p = state.players[seat]
    skill = next(k for k in state.market_deck if _card_type(k) == "skill")
    state.market_deck.remove(skill)
    p.skills[skill] = True
    act(state, "familiar_refresh", seat, card=skill)
    assert p.skills[skill] is False


def _card_type(card: str) -> str | None:
    c = content().cards.get(card)
    return None if c is None else c.type


@shows("F11")
def test_the_unicorn_banishes_an_active_imp_for_free() -> None:
    state, seat = familiar_turn("F11")
    p = state.players[seat]
    assert "familiar_banish" not in _familiar_kinds(state, seat)
    top = len(state.initiative) - 1
    imp = state.card_imps[top].pop()
    p.imps_active.append(imp)
    gold = p.gold
    act(state, "familiar_banish", seat, imp=imp)
    assert p.imps_active == [] and p.imps_banished == [imp] and p.gold == gold


def test_a_familiar_action_is_the_turns_one_action() -> None:
    state, seat = familiar_turn("F03")
    act(state, "familiar_gain", seat)
    assert state.players[seat].action_used_this_dice_phase and state.step != "action"


def test_every_familiar_has_an_action_handler() -> None:
    state, seat = familiar_turn("F01")
    for fid in FAMILIARS:
        give_familiar(state, seat, fid)
        familiar_actions(state, seat)                                   # raises for an unknown effect
    assert len(FAMILIARS) == 15
