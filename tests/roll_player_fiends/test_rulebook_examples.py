"""The expansion rulebook's worked examples (seeds/003_*, "Chochliki i Chowańce"). Its text has no passage
headed "Przykład"; its examples are the cards pictured in "Nowe elementy" (E:93-201): the Monster Wij with
Żarłoczny, the Adventure card Wieczna ciemność, the Call to Adventure, the Scroll Odnowienie and the minion
Podła Driada; and the battle's worked rules (E:516-571). Each is played here and quoted in its docstring."""
from __future__ import annotations

from dataclasses import replace

from engine.games.roll_player.effects import content
from engine.games.roll_player.fiends.content import load_fiends
from engine.games.roll_player.fiends.hunt import pool_size
from engine.games.roll_player.fiends.market import call_id
from engine.games.roll_player.scoring import class_colour_dice
from engine.games.roll_player.state import ATTRS, DieKind, FiendsState, Phase

from .helpers import act, play_until, through_setup
from .test_battle import at_last_chance, fight, pass_all
from .test_hunt import market_turn, reveal
from .test_imps import give_imp
from .test_market_cards import own, take_card

F = load_fiends()


def test_wij_zarloczny_two_damage_per_active_imp_before_the_battle() -> None:
    """E:120-128 (the Wij card): "ŻARŁOCZNY — Przed walką z Potworem otrzymujesz 2 żetony Obrażeń za każdą
    kartę aktywnego Chochlika." A player with 3 active imps takes 6 Damage; one with none takes nothing."""
    state = at_last_chance(2, seed=170, monster="MO1")
    a, b = state.players
    for effect in ("no_traits", "no_hunt", "no_skills"):
        give_imp(state, a.seat, effect)
    damage = (a.damage, b.damage)
    pass_all(state)
    assert (a.damage - damage[0], b.damage - damage[1]) == (6, 0)


def _recolour(state: FiendsState, seat: int, dice: int) -> None:
    """Exactly `dice` of the seat's sheet dice in its class colour (the others in another colour)."""
    p = state.players[seat]
    colour = content().classes[p.class_id].colour
    other = next(c for c in type(colour) if c is not colour and c.name != "GOLD")
    k = 0
    for attr in ATTRS:
        for i, d in enumerate(p.sheet[attr]):
            if d is not None:
                p.sheet[attr][i] = replace(d, colours=frozenset({colour if k < dice else other}),
                                           kind=DieKind.ATTRIBUTE)
                k += 1


def test_wieczna_ciemnosc_four_class_colour_dice_give_two_combat_dice() -> None:
    """E:130-134 (the Adventure card Wieczna ciemność): "Każdy gracz, posiadający 4 lub więcej kości w
    kolorze swojej Klasy na Karcie Postaci, otrzymuje 2 kości Walki." With the Lair token, 4 such dice give
    +2 combat dice and 3 give none."""
    state = at_last_chance(2, seed=172, monster="MO1")   # a game whose second hero holds no 4th class-coloured die
    card = F.adventures["AD01"]
    state.adventure[0] = card.id
    a, b = state.players
    a.adventure_tokens, b.adventure_tokens = ["lair"], ["lair"]
    a.weapons, b.weapons = [], []
    _recolour(state, a.seat, 4)
    _recolour(state, b.seat, 3)
    assert class_colour_dice(a, content()) >= 4 > class_colour_dice(b, content())
    pass_all(state)
    honour = [_honour(state, s) for s in (0, 1)]
    assert state.battle_pool[a.seat] - honour[a.seat] - 1 == 2 and state.battle_pool[b.seat] - honour[b.seat] == 1


def _honour(state: FiendsState, seat: int) -> int:
    from engine.games.roll_player.fiends.battle import _honour as honour
    return honour(state, seat)


def test_zew_przygody_is_replaced_and_then_one_die_per_initiative_card() -> None:
    """E:140-151 (the Call to Adventure): "PO WYLOSOWANIU: Odrzuć tę kartę z Rynku i wymień ją na inną kartę
    Rynku. WAŻNE: Przez resztę gry umieszczacie tylko 1 kość na karcie Inicjatywy (zamiast 2).\""""
    state = through_setup(2, seed=172)
    play_until(state, lambda s: s.call_drawn)
    assert call_id() in state.removed and call_id() not in state.market_row and state.dice_per_card == 1
    play_until(state, lambda s: s.phase is Phase.DICE and s.step == "choose_card" and not s.stack)
    assert all(len(c.dice) == 1 for c in state.initiative)


def test_odnowienie_refreshes_all_ones_skills_at_once() -> None:
    """E:153-160 (the Scroll Odnowienie): "Natychmiast odśwież wszystkie swoje karty Umiejętności.\""""
    state, seat = market_turn(173)
    own(state, seat, "E23", exhausted=True)
    own(state, seat, "E25", exhausted=True)
    take_card(state, "E02")
    state.market_row.append("E02")
    state.players[seat].gold = 20
    act(state, "buy", seat, card="E02", charisma=False)
    assert state.players[seat].skills == {"E23": False, "E25": False}


def test_podla_driada_one_combat_die_per_split_die_and_its_fourteen_plus_trophy() -> None:
    """E:162-171 (the minion Podła Driada): "+1 kość Walki za każdą kość Podziału na swojej Karcie Postaci",
    and its top level "14+" keeps the card as a trophy."""
    state, seat = market_turn(174)
    reveal(state, "M01")
    p = state.players[seat]
    p.weapons, p.damage, p.class_id = [], 0, None
    p.imps_active.clear()
    splits = sum(1 for d in p.dice() if d.kind is DieKind.SPLIT)
    assert pool_size(state, seat, 0) == 1 + splits
    act(state, "hunt", seat)
    act(state, "hunt_roll", seat)
    state.stack[-1].data["rolls"] = [6, 6, 2]
    act(state, "hunt_accept", seat, power=False)
    assert p.trophies == ["M01"]


def test_the_battle_result_glory_damage_stars_and_the_shared_champion_bonus() -> None:
    """E:548-567: "Każdy gracz dodaje 1 do wyniku za każdy żeton Chwały i odejmuje 1 za każdy żeton Obrażeń
    ... Jeżeli wynik rzutu kośćmi Walki gracza jest niższy od wartości siły Potwora, gracz zostaje pokonany
    ... Jeśli kilku graczy remisuje w najwyższym wyniku rzutu, premię otrzymują oni wszyscy." Wij (2P+:
    strength 14, champion 3): 12 + 2 Glory = 14 and 16 − 2 Damage = 14 tie and both take the bonus; 13 loses."""
    state = at_last_chance(3, seed=175, monster="MO1")
    pass_all(state)
    order = [(state.first_player + k) % 3 for k in range(3)]
    for p in state.players:
        p.glory, p.damage = 0, 0
    state.players[order[0]].glory = 2
    state.players[order[1]].damage = 2
    for seat, rolls in zip(order, ([6, 6], [6, 6, 4], [6, 6, 1])):
        fight(state, seat, rolls)
    assert [state.battle_result[s] for s in order] == [14, 14, 13]
    assert [state.players[s].champion_stars for s in order] == [3, 3, 0]
    assert state.players[order[2]].monster_stars == 0 and state.players[order[0]].monster_stars > 0
