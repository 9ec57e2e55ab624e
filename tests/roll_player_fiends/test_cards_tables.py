"""Scenario tables for the expansion's card families (issue 12, item 3): every Adventure card's condition and
reward, every minion's weakness and reward levels, each Monster's ability on both sides, the CHiCH traits
and scoring weapons, the races, the class abilities, and the imps and cards not shown elsewhere."""
from __future__ import annotations

from functools import lru_cache
import pytest

from engine.games.roll_player import effects, market, scoring
from engine.games.roll_player.fiends.abilities import charisma_kept
from engine.games.roll_player.effects import content
from engine.games.roll_player.fiends import battle as battle_module
from engine.games.roll_player.fiends import hunt as hunt_module
from engine.games.roll_player.fiends import scoring as fs
from engine.games.roll_player.fiends.battle import final_result
from engine.games.roll_player.fiends.content import Adventure, Condition, load_fiends
from engine.games.roll_player.fiends.hunt import adventure_seen, pool_size
from engine.games.roll_player.fiends.imps import banish_gold
from engine.games.roll_player.fiends.xp import attribute_xp
from engine.games.roll_player.flow import place_die
from engine.kernel import Context
from engine.games.roll_player.state import ATTRS, FAM, Attr, Colour, Die, DieKind, FiendsPlayer, FiendsState, ROW_SLOTS

from .cards import monster_side, shows, showing
from .helpers import GAME, act, legal
from .test_battle import at_last_chance, clear_imps, pass_all
from .test_familiars import familiar_turn
from .test_hunt import market_turn, reveal
from .test_imps import give_imp
from .test_market_cards import own

F = load_fiends()


def faces(total: int) -> list[int]:
    """Combat dice (1–6) whose sum is `total`."""
    return [6] * (total // 6) + ([total % 6] if total % 6 else [])


def plain(state: FiendsState) -> FiendsState:
    """No active imps and no Trickster anywhere, so a card's reward shows unchanged."""
    clear_imps(state)
    for p in state.players:
        if "E28" in p.traits:
            p.traits.remove("E28")
            state.box.append("E28")
    return state


def set_class(state: FiendsState, seat: int, class_id: str | None) -> None:
    state.players[seat].class_id = class_id


# --- Adventure cards: the holders of the matching token who meet the condition gain the reward ----------
@lru_cache(maxsize=None)
def _last_chance(monster: str) -> FiendsState:
    return at_last_chance(2, seed=150, monster=monster)


def _meets(condition: Condition) -> tuple[int, int]:
    """A count that meets a threshold condition and one that misses it."""
    if condition.at_least is not None:
        return condition.at_least, condition.at_least - 1
    assert condition.at_most is not None
    return condition.at_most, condition.at_most + 1


def _battle_start(card: Adventure, counts: dict[int, int], tokens: bool, monkeypatch: pytest.MonkeyPatch
                  ) -> FiendsState:
    state = plain(GAME.clone(_last_chance(card.monster)))
    state.adventure[F.adventure_order.index(card.type)] = card.id
    for p in state.players:
        p.adventure_tokens = [card.type] if tokens else []
    monkeypatch.setattr(battle_module, "count_of", lambda s, seat, count: counts[seat])
    pass_all(state)
    return state


@pytest.mark.parametrize("card_id", showing(sorted(F.adventures), "test_an_adventure_card_rewards_the_token_holders_"
                                                                   "who_meet_its_condition"))
def test_an_adventure_card_rewards_the_token_holders_who_meet_its_condition(card_id: str,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Both players hold the card's token; only the one whose count meets it (the higher one of a
    "highest" card) gains its combat dice or XP; without tokens nobody gains anything."""
    card = F.adventures[card_id]
    yes, no = (5, 3) if card.condition.highest else _meets(card.condition)
    counts = {0: yes, 1: no}
    won = _battle_start(card, counts, True, monkeypatch)
    none = _battle_start(card, counts, False, monkeypatch)
    if card.reward.kind == "combat_dice":
        gained = [won.battle_pool[s] - none.battle_pool[s] for s in (0, 1)]
    else:
        assert card.reward.kind == "xp"
        gained = [won.players[s].xp - none.players[s].xp for s in (0, 1)]
    assert gained == [card.reward.amount, 0]


def test_a_highest_card_gives_every_tied_holder_its_reward(monkeypatch: pytest.MonkeyPatch) -> None:
    card = next(a for a in F.adventures.values() if a.condition.highest)
    won = _battle_start(card, {0: 4, 1: 4}, True, monkeypatch)
    none = _battle_start(card, {0: 4, 1: 4}, False, monkeypatch)
    key = (lambda s, seat: s.battle_pool[seat]) if card.reward.kind == "combat_dice" else \
        (lambda s, seat: s.players[seat].xp)
    assert [key(won, s) - key(none, s) for s in (0, 1)] == [card.reward.amount] * 2


# --- Minions: the weakness's extra dice and every reward level -------------------------------------------
@lru_cache(maxsize=None)
def _market() -> tuple[FiendsState, int]:
    return market_turn(151)


def _hunter(minion: str) -> tuple[FiendsState, int]:
    state, seat = _market()
    state = plain(GAME.clone(state))
    reveal(state, minion)
    p = state.players[seat]
    p.damage, p.weapons = 0, []
    set_class(state, seat, None)
    return state, seat


@pytest.mark.parametrize("minion", showing(sorted(F.minions), "test_a_minions_weakness_adds_its_combat_dice"))
def test_a_minions_weakness_adds_its_combat_dice(minion: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A threshold weakness: its dice at the threshold, none one below; a per-unit one: `per` dice a unit,
    never above its maximum."""
    state, seat = _hunter(minion)
    w = F.minions[minion].weakness
    value = {"v": 0}
    monkeypatch.setattr(hunt_module, "count_of", lambda s, x, count: value["v"])

    def pool(v: int) -> int:
        value["v"] = v
        return pool_size(state, seat, 0)

    assert pool(0) == 1
    if w.at_least is not None:
        assert (pool(w.at_least), pool(w.at_least - 1)) == (1 + w.dice, 1)
    else:
        assert pool(1) == 1 + min(w.per, w.max if w.max is not None else w.per)
        assert pool(20) == 1 + (w.max if w.max is not None else 20 * w.per)


MINION_LEVELS = [(m, i) for m in sorted(F.minions) for i in range(len(F.minions[m].levels))]
showing(sorted(F.minions), "test_each_reward_level_of_a_minion_gives_what_it_prints")


@pytest.mark.parametrize("minion,level", MINION_LEVELS)
def test_each_reward_level_of_a_minion_gives_what_it_prints(minion: str, level: int) -> None:
    """A hunt whose dice total the level's lowest result: its XP, gold, Glory and Damage, the trophy (and a
    token) or the minion under the deck, and an optional attribute action."""
    state, seat = _hunter(minion)
    p = state.players[seat]
    rec = F.minions[minion].levels[level]
    before = {k: getattr(p, k) for k in ("xp", "gold", "glory", "damage")}
    act(state, "hunt", seat)
    act(state, "hunt_roll", seat)
    state.stack[-1].data["rolls"] = faces(rec.low)
    act(state, "hunt_accept", seat, power=False)
    gained = {k: getattr(p, k) - before[k] for k in before}
    expected = {k: sum(r.amount for r in rec.rewards if r.kind == k) for k in before}
    assert gained == expected
    assert (minion in p.trophies) is rec.trophy and (minion in state.minion_deck) is not rec.trophy
    offers = [r for r in rec.rewards if r.kind == "attribute_action"]
    if offers:
        assert state.stack[-1].kind == "reward_action" and legal(state, "reward_skip", seat)
        attrs = set(state.stack[-1].data["attrs"])
        assert attrs == ({offers[0].attr.name} if offers[0].attr is not None else {a.name for a in ATTRS})
    else:
        assert not state.stack


# --- Monsters: each ability on the 1P and the 2P+ side -------------------------------------------------
def _battle(monster: str, players: int) -> tuple[FiendsState, int]:
    state = plain(at_last_chance(players, seed=152 + players, monster=monster))
    pass_all(state)
    seat = state.current
    p = state.players[seat]
    p.glory, p.damage, p.weapons, p.xp = 0, 0, [], 0
    set_class(state, seat, None)
    return state, seat


def _voracious(players: int) -> None:
    state = plain(at_last_chance(players, seed=152 + players, monster="MO1"))
    seat = state.first_player
    for effect in ("no_traits", "no_hunt"):
        give_imp(state, seat, effect)
    damage = state.players[seat].damage
    pass_all(state)
    assert state.players[seat].damage == damage + 2 * 2


def _fire_breath(players: int) -> None:
    state, seat = _battle("MO2", players)
    armour = [k for k, c in content().cards.items() if c.type == "armour"][:2]
    state.players[seat].armour = []
    state.battle_pool[seat] = 4
    burnt = GAME.clone(state)
    act(burnt, "battle_roll", seat)
    state.players[seat].armour = armour
    act(state, "battle_roll", seat)
    assert (len(burnt.battle_rolls[seat]), len(state.battle_rolls[seat])) == (2, 4)


def _life_drain(players: int) -> None:
    state, seat = _battle("MO3", players)
    state.players[seat].damage = 2
    act(state, "battle_roll", seat)
    state.battle_rolls[seat] = [6, 5]
    assert final_result(state, seat) == 11 - 2 * 2


def _regrowing_heads(players: int) -> None:
    state, seat = _battle("MO4", players)
    act(state, "battle_roll", seat)
    state.battle_rolls[seat] = [1, 1, 6]
    assert final_result(state, seat) == 6


def _tentacles(players: int) -> None:
    state, seat = _battle("MO5", players)
    state.players[seat].xp = 9
    act(state, "battle_roll", seat)
    state.battle_rolls[seat] = [1, 2]
    for _ in range(2):
        act(state, "battle_reroll", seat, index=legal(state, "battle_reroll", seat)[0]["index"])
    assert not legal(state, "battle_reroll", seat) and state.players[seat].xp == 7


def _petrifying_gaze(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    state, seat = _battle("MO6", players)
    state.battle_pool[seat] = 3
    stared = GAME.clone(state)
    monkeypatch.setattr(battle_module, "class_colour_dice", lambda p, c: 2)
    act(stared, "battle_roll", seat)
    monkeypatch.setattr(battle_module, "class_colour_dice", lambda p, c: 3)
    act(state, "battle_roll", seat)
    assert (len(stared.battle_rolls[seat]), len(state.battle_rolls[seat])) == (2, 3)


ABILITIES = {"MO1": _voracious, "MO2": _fire_breath, "MO3": _life_drain, "MO4": _regrowing_heads,
             "MO5": _tentacles, "MO6": _petrifying_gaze}
SIDES = [(m, n) for m in sorted(ABILITIES) for n in (1, 2)]
showing([monster_side(m, n) for m, n in SIDES], "test_a_monsters_ability_works_on_both_sides")


@pytest.mark.parametrize("monster,players", SIDES)
def test_a_monsters_ability_works_on_both_sides(monster: str, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Voracious: 2 Damage per active imp; Fire breath: −2 dice under 2 armour cards; Life drain: Damage
    counts twice; Regrowing heads: 1s count nothing; Tentacles: 2 XP re-rolls at most; Petrifying gaze:
    −1 die under 3 class-colour dice."""
    assert F.monsters[monster].effect == ABILITIES[monster].__name__.lstrip("_")
    if monster == "MO6":
        _petrifying_gaze(players, monkeypatch)
    else:
        ABILITIES[monster](players)


# --- traits and scoring weapons ---------------------------------------------------------------------------
def _scorer() -> FiendsPlayer:
    """A player with facts every CHiCH trait reads: 5 reward stars (+3 champion), 5 trophies, the Cat with
    Power 12 (its goal), 3 Glory, 2 banished and 1 active imp, 3 split dice, 2 scrolls, 7 XP, no Damage."""
    p = FiendsPlayer(seat=0)
    p.sheet[FAM] = [None] * ROW_SLOTS  # type: ignore[index]
    p.familiar = "F02"
    R, P, W, G, U, K = Colour.RED, Colour.PURPLE, Colour.WHITE, Colour.GREEN, Colour.BLUE, Colour.BLACK
    for i, (c, v) in enumerate([(R, 6), (P, 4), (W, 2)]):
        p.sheet[FAM][i] = Die(100 + i, frozenset({c}), v, DieKind.ATTRIBUTE)  # type: ignore[index]
    p.sheet[Attr.STR] = [Die(1, frozenset({R, G}), 2, DieKind.SPLIT), Die(2, frozenset({U, G}), 2, DieKind.SPLIT),
                         Die(3, frozenset({K, G}), 2, DieKind.SPLIT), None, None]
    p.monster_stars, p.champion_stars = 5, 3
    p.trophies = ["M01", "M02", "M03", "M04", "M05"]
    p.glory, p.damage, p.xp, p.xp_on_trickster = 3, 0, 7, 5
    p.imps_active, p.imps_banished = ["I01"], ["I02", "I03"]
    p.scrolls = ["E06", "E08"]
    return p


TRAITS = {"E28": 2, "E29": 2, "E30": 4, "E31": 2, "E32": 3, "E33": 2, "E34": 3, "E35": 2, "E36": 3, "E37": 2,
          "E38": 1}


@pytest.mark.parametrize("card", showing(sorted(TRAITS), "test_a_chich_trait_scores_what_its_card_prints"))
def test_a_chich_trait_scores_what_its_card_prints(card: str) -> None:
    """Trickster 5 XP → 2; Unyielding 5 reward stars → 2; Trophy Hunter 5 → 4 (max); Animal Friend 2;
    Veteran 3 Glory → 3; Imp Slayer 2; Two-faced 3 split dice → 3; Well-read 2 scrolls → 2; Unblemished 3;
    Experienced 7 XP → 2; Hardened 1 active imp → 1."""
    p = _scorer()
    assert scoring.trait_stars(content().cards[card], p, content()) == TRAITS[card]
    p.damage, p.glory = 1, 0
    if card in ("E32", "E36"):
        assert scoring.trait_stars(content().cards[card], p, content()) == 0


@shows("E10", "E14")
def test_the_trainers_whip_and_the_elemental_staff_raise_the_familiars_power_and_split_dice_rows() -> None:
    p = _scorer()
    p.sheet[FAM][1] = Die(101, frozenset({Colour.PURPLE, Colour.WHITE}), 4, DieKind.SPLIT)  # type: ignore[index]
    base = fs.familiar_power(p)
    assert fs.familiar_power(p, content().cards["E10"].scoring) == base + 1
    assert fs.familiar_power(p, content().cards["E14"].scoring) == base + 4     # 4 split dice on the sheet
    staff = content().cards["E14"].scoring[0]
    assert fs.goal_per_split_die(staff, p.sheet[Attr.STR]) == 3


# --- races --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("race", showing(sorted(F.races), "test_a_chich_race_changes_its_attribute_totals"))
def test_a_chich_race_changes_its_attribute_totals(race: str) -> None:
    """Gnome INT +2 STR −1; Catfolk DEX +1 CHA +1 CON −1; Lizardfolk CON +1 WIS +1 CHA −1; Minotaur STR +2
    CON +1 INT −1 DEX −1: the check values of final scoring and of the cards' conditions."""
    p = FiendsPlayer(seat=0)
    for i, a in enumerate(ATTRS):
        p.sheet[a] = [Die(10 * i + k, frozenset({Colour.RED}), 3, DieKind.ATTRIBUTE) for k in range(2)] + [None] * 3
    plain_values = {a: scoring.check_value(p, a, content()) for a in ATTRS}
    p.race = race
    changed = {a: scoring.check_value(p, a, content()) - plain_values[a] for a in ATTRS}
    assert {a: d for a, d in changed.items() if d} == dict(F.races[race].modifiers)


# --- class abilities ------------------------------------------------------------------------------------
@shows("X1a")
def test_the_beastmaster_may_fight_with_the_familiars_power() -> None:
    state, seat = _battle("MO1", 2)
    set_class(state, seat, "X1a")
    act(state, "battle_roll", seat)
    act(state, "battle_done", seat, power=True)
    assert state.battle_result[seat] == fs.familiar_power(state.players[seat])
    hunt, hunter = _hunter("M01")
    set_class(hunt, hunter, "X1a")
    act(hunt, "hunt", hunter)
    act(hunt, "hunt_roll", hunter)
    assert {a["power"] for a in legal(hunt, "hunt_accept", hunter)} == {False, True}


@shows("X1b")
def test_the_shamans_spirit_bond_adds_an_xp_to_a_familiar_action() -> None:
    state, seat = familiar_turn("F03")
    p = state.players[seat]
    set_class(state, seat, "X1b")
    xp = p.xp
    act(state, "familiar_gain", seat)
    assert p.xp == xp + 1


@shows("X2a")
def test_the_knights_honour_adds_a_combat_die_per_armour_set_at_most_three(monkeypatch: pytest.MonkeyPatch) -> None:
    state = plain(at_last_chance(2, seed=156, monster="MO1"))
    seat = state.first_player
    set_class(state, seat, "X2a")
    for sets, dice in ((0, 0), (1, 1), (2, 2), (5, 3)):
        monkeypatch.setattr(battle_module, "armour_scores", lambda p, c, n=sets: [object()] * n)
        assert battle_module._honour(state, seat) == dice


@shows("X2b")
def test_the_berserkers_frenzy_adds_a_die_per_damage_token_when_hunting_at_most_three() -> None:
    state, seat = _hunter("M01")
    base = pool_size(state, seat, 0)
    set_class(state, seat, "X2b")
    for damage, extra in ((1, 1), (3, 3), (5, 3)):
        state.players[seat].damage = damage
        assert pool_size(state, seat, 0) == base + extra


@shows("X3a")
def test_the_inquisitor_banishes_for_three_gold() -> None:
    state, seat = _hunter("M01")
    p = state.players[seat]
    assert banish_gold(p) == 5
    set_class(state, seat, "X3a")
    assert banish_gold(p) == 3


@shows("X3b")
def test_the_mystics_vision_sees_every_adventure_card() -> None:
    state, seat = _hunter("M01")
    state.players[seat].adventure_tokens = []
    assert adventure_seen(state, seat) == [False] * 3
    set_class(state, seat, "X3b")
    assert adventure_seen(state, seat) == [True] * 3


@shows("X4a")
def test_the_assassins_backstab_rerolls_any_chosen_dice_once_per_hunt_for_free() -> None:
    state, seat = _hunter("M01")
    set_class(state, seat, "X4a")
    act(state, "hunt", seat)
    act(state, "hunt_roll", seat)
    state.stack[-1].data["rolls"] = [1, 5, 2]
    choices = {a["dice"] for a in legal(state, "backstab", seat)}
    assert choices == {(0,), (1,), (2,), (0, 1), (0, 2), (1, 2), (0, 1, 2)}
    xp = state.players[seat].xp
    act(state, "backstab", seat, dice=(0, 2))
    assert state.stack[-1].data["rolls"][1] == 5 and state.players[seat].xp == xp
    assert not legal(state, "backstab", seat)


@shows("X4b")
def test_the_necromancers_harvest_gives_an_xp_when_a_hunt_gives_damage() -> None:
    minion = next(m for m in sorted(F.minions) if any(r.kind == "damage" for r in F.minions[m].levels[0].rewards))
    state, seat = _hunter(minion)
    set_class(state, seat, "X4b")
    p = state.players[seat]
    xp = p.xp
    level = F.minions[minion].levels[0]
    act(state, "hunt", seat)
    act(state, "hunt_roll", seat)
    state.stack[-1].data["rolls"] = faces(max(1, level.low))
    act(state, "hunt_accept", seat, power=False)
    assert p.xp == xp + sum(r.amount for r in level.rewards if r.kind == "xp") + 1


@shows("X5a")
def test_the_alchemists_transmutation_pays_a_gold_for_a_split_die() -> None:
    p = FiendsPlayer(seat=0)
    p.class_id = "X5a"
    split = Die(1, frozenset({Colour.RED, Colour.BLUE}), 3, DieKind.SPLIT)
    single = Die(2, frozenset({Colour.RED}), 3, DieKind.ATTRIBUTE)
    assert (effects.place_gold(p, split), effects.place_gold(p, single)) == (1, 0)


@shows("X5b")
def test_the_illusionists_scrolls_cost_two_less() -> None:
    state, seat = _hunter("M01")
    scroll = next(k for k, c in content().cards.items() if c.type == "scroll" and c.cost >= 2)
    trait = next(k for k, c in content().cards.items() if c.type == "trait")
    before = market.price(state, seat, scroll), market.price(state, seat, trait)
    set_class(state, seat, "X5b")
    assert (market.price(state, seat, scroll), market.price(state, seat, trait)) == (before[0] - 2, before[1])


@shows("X6a")
def test_the_seers_foresight_buys_an_attribute_action_for_three_xp() -> None:
    p = FiendsPlayer(seat=0)
    assert attribute_xp(p) == F.prices.attribute_action_xp
    p.class_id = "X6a"
    assert attribute_xp(p) == 3


@shows("X6b")
def test_the_enchanters_allure_keeps_a_charisma_token_through_cleanup() -> None:
    p = FiendsPlayer(seat=0)
    assert charisma_kept(p) == 0
    p.class_id = "X6b"
    assert charisma_kept(p) == 1


# --- imps and Market cards not shown elsewhere ----------------------------------------------------------
@shows("I16")
def test_the_imp_of_wounds_gives_a_damage_before_the_battle() -> None:
    state = plain(at_last_chance(2, seed=157, monster="MO2"))
    seat = state.first_player
    give_imp(state, seat, "battle_damage")
    damage = state.players[seat].damage
    pass_all(state)
    assert state.players[seat].damage == damage + 1


@shows("I17")
def test_the_imp_of_doubt_forbids_xp_rerolls_in_the_battle() -> None:
    state, seat = _battle("MO2", 2)
    state.players[seat].xp = 5
    act(state, "battle_roll", seat)
    state.battle_rolls[seat] = [2, 3]
    assert legal(state, "battle_reroll", seat)
    give_imp(state, seat, "no_xp_reroll")
    assert not legal(state, "battle_reroll", seat)


@shows("I24")
def test_the_imp_of_disorder_pays_no_gold_for_completing_a_row() -> None:
    state, seat = familiar_turn("F03")
    p = state.players[seat]
    row = next(a for a in ATTRS if p.sheet[a].count(None) >= 1)
    filler = [d for d in state.bag if d.kind is DieKind.ATTRIBUTE and d.colour is not Colour.GOLD]
    for d in filler:
        state.bag.remove(d)
    kept = [x for x in p.sheet[row] if x is not None]
    p.sheet[row] = kept + [filler.pop().with_value(3) for _ in range(ROW_SLOTS - 1 - len(kept))] + [None]
    die = filler.pop().with_value(3)
    state.bag.extend(filler)
    p.start_dice.append(die)

    def completion_gold(imp: bool) -> int:
        s = GAME.clone(state)
        if imp:
            give_imp(s, seat, "no_row_gold")
        ctx = Context(GAME, s)
        place_die(ctx, seat, die, row, "start")
        return sum(e.data["delta"] for e in ctx.events if e.kind == "gold" and e.data["reason"] == "row_complete")

    assert (completion_gold(False), completion_gold(True)) == (content().row_completion_gold, 0)


@shows("I25")
def test_the_imp_of_spite_reverses_a_bought_traits_arrow() -> None:
    state, seat = market_turn(158)
    state = plain(state)
    p = state.players[seat]
    trait = next(k for k in state.market_row if content().cards[k].type == "trait") if any(
        content().cards[k].type == "trait" for k in state.market_row) else None
    if trait is None:
        trait = next(k for k in state.market_deck if content().cards[k].type == "trait")
        state.market_deck.remove(trait)
        state.market_row.append(trait)
    p.gold, p.alignment_pos = 30, (1, 1)
    twin = GAME.clone(state)
    act(state, "buy", seat, card=trait, charisma=False)
    give_imp(twin, seat, "reverse_trait_arrow")
    act(twin, "buy", seat, card=trait, charisma=False)
    moved, spited = state.players[seat].alignment_pos, twin.players[seat].alignment_pos
    assert moved != spited and (moved[0] - 1, moved[1] - 1) == (-(spited[0] - 1), -(spited[1] - 1))


@shows("E05", "E20")
def test_the_banishing_scroll_and_skill_banish_an_own_active_imp_for_free() -> None:
    state, seat = market_turn(159)
    state = plain(state)
    p = state.players[seat]
    imp = give_imp(state, seat, "no_traits")
    from .test_market_cards import take_card
    take_card(state, "E05")
    state.market_row.append("E05")
    p.gold, p.charisma = 20, 0
    gold = p.gold
    act(state, "buy", seat, card="E05", charisma=False)
    act(state, "banish_free", seat, imp=imp)
    assert imp in p.imps_banished and p.gold == gold - market_cost("E05")
    skill_state, s2 = market_turn(160)
    skill_state = plain(skill_state)
    imp2 = give_imp(skill_state, s2, "no_hunt")
    own(skill_state, s2, "E20")
    skill_state.players[s2].alignment_pos = (1, 1)
    act(skill_state, "use_skill", s2, card="E20")
    act(skill_state, "banish_free", s2, imp=imp2)
    assert imp2 in skill_state.players[s2].imps_banished and skill_state.players[s2].skills["E20"] is True


def market_cost(card: str) -> int:
    return content().cards[card].cost


@shows("E08")
def test_the_glory_scroll_gives_two_glory_when_bought() -> None:
    from .test_market_cards import buy_scroll
    state, seat = buy_scroll("E08")
    assert state.players[seat].glory >= 2 and "E08" in state.players[seat].scrolls


@shows("E12")
def test_the_war_hammer_adds_two_combat_dice_in_the_monster_battle_only() -> None:
    state = plain(at_last_chance(2, seed=161, monster="MO2"))
    seat = state.first_player
    without = GAME.clone(state)
    pass_all(without)
    own(state, seat, "E12")
    pass_all(state)
    assert state.battle_pool[seat] == without.battle_pool[seat] + 2
    hunt, hunter = _hunter("M01")
    base = pool_size(hunt, hunter, 0)
    hunt.players[hunter].weapons = ["E12"]
    assert pool_size(hunt, hunter, 0) == base
