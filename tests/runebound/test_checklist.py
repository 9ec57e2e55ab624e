"""Spec §16, "rules most likely to be implemented wrong": one focused scenario per item, named after it, its
docstring quoting the item."""
from __future__ import annotations

from engine.common.hexes import Hex
from engine.games.runebound.content import content
from engine.games.runebound.movement import Moves
from engine.games.runebound.state import ADVENTURE, ENCOUNTER, EXPERIENCE, MARKET, MOVEMENT, OVER

from .cards import d10s, fight, run_round
from .helpers import GAME, board, checked, do, events, legal, position, scenario

GREEN = (1, 1)                # a green gem on Plains
SPOT = (1, -1)                # Plains: no gem, no city


def mover(hex_: tuple[int, int], faces: list[str] = (), player: str = "", table: str = "", players: int = 1):
    return scenario(position(hex_, step="movement", faces=list(faces), player=player, table=table), players=players)


def test_01_rest_threshold_is_4_not_5() -> None:
    """Rest threshold is 4, not 5: unrolled dice counted as 4 − N; rolling 4 or 5 dice is never a rest."""
    s = mover(SPOT, ["F1", "F1"], player="exhaustion = 3\n")
    do(s, "roll", dice=2)
    assert s.state.current.exhaustion == 3 - (4 - 2)
    for n in (4, 5):
        s = mover(SPOT, ["F1"] * n, player='allies = [{ card = "sellsword.1" }]\n')
        do(s, "roll", dice=n)
        assert events(s, "rested") == []


def test_02_max_4_dice_if_the_hero_or_any_ally_has_any_wound_or_exhaustion() -> None:
    """Max 4 movement dice if the hero or any ally has any wound or exhaustion."""
    for player, most in (("", 5), ("wounds = 1\n", 4), ("exhaustion = 1\n", 4),
                         ('allies = [{ card = "sellsword.1", wounds = 1 }]\n', 4),
                         ('allies = [{ card = "sellsword.1", exhaustion = 1 }]\n', 4)):
        assert max(a["dice"] for a in legal(mover(SPOT, player=player), "roll")) == most


def test_03_one_symbol_per_die_one_step_per_die_any_order_unused_dice_lost() -> None:
    """One symbol per die; a die yields one step; dice used in any order; unused dice lost."""
    s = mover((-2, -2), ["F1", "F3", "F5"])
    do(s, "roll", dice=3)
    do(s, "go", q=-2, r=-3, die=2)               # the third die first
    assert s.state.dice_spent == [False, False, True]
    assert all(a["die"] != 2 for a in legal(s, "go")), "a spent die yields no second step"
    do(s, "stop")
    assert s.state.step == EXPERIENCE and s.state.current.position == (-2, -3), "the other two dice are lost"


def test_04_a_city_accepts_any_symbol_and_passing_through_gives_no_market() -> None:
    """A City accepts any symbol; there is no city symbol; passing through a city does not give a Market phase."""
    assert all("C" not in symbols for symbols in content().faces.values())
    for face in sorted(content().faces):
        assert Hex(0, 0) in set(Moves(content(), (1, 0), [face]).ends())
    s = mover((1, 0), ["F1", "F1"])
    do(s, "roll", dice=2)
    do(s, "go", q=0, r=0, die=0)
    do(s, "go", q=0, r=-1, die=1)
    assert events(s, "market_drawn") == [] and s.state.step != MARKET


def test_05_adjacent_step_no_dice_any_terrain_not_with_resting() -> None:
    """Adjacent step: no dice, any terrain, not combinable with resting."""
    s = mover((0, -1))
    mountains = [h for h in ((1, -2), (0, -2), (-1, -1), (1, -1), (-1, 0)) if content().terrain[Hex(*h)] != "P"]
    assert {(a["q"], a["r"]) for a in legal(s, "step")} >= set(mountains)
    do(s, "step", q=1, r=-2)
    assert s.state.dice == [] and s.state.current.position == (1, -2)
    s = mover(SPOT, player="exhaustion = 2\n")
    do(s, "roll", dice=0)
    assert legal(s, "step") == [] and s.state.step != MOVEMENT, "rested: no step after it"


def test_06_nothing_blocks_movement_and_off_map_hexes_are_never_legal() -> None:
    """Counters, tokens and other heroes never block movement; off-map hexes are never legal."""
    body = ('[forced]\nfaces = ["F4", "F1"]\n[position]\nstep = "movement"\n'
            'unresolved = [{ slot = 1, card = "troll.1", hex = [1, 1] }]\n'
            '[[position.players]]\nhex = [0, 1]\n[[position.players]]\nhex = [1, 1]\n')
    s = scenario(body, players=2)
    do(s, "roll", dice=2)
    do(s, "go", q=1, r=1, die=0)                  # a counter, a token and a hero on it
    do(s, "go", q=2, r=0, die=1)
    assert s.state.current.position == (2, 0)
    s = mover((7, -7))
    assert all(Hex(a["q"], a["r"]) in content().terrain for a in legal(s, "step")) and len(legal(s, "step")) == 3


def test_07_first_turn_the_figure_is_placed_on_tamalir_before_moving() -> None:
    """First turn: figure placed on Tamalir before moving."""
    s = scenario('[position]\n[[position.players]]\nhero = "tovah"\n')
    assert s.state.current.position == (0, 0) and s.state.step == MOVEMENT
    assert events(s, "placed")[0]["hex"] == [0, 0]


def test_08_phase_skipping() -> None:
    """Phase skipping: no counter/unresolved token → no Adventure; not in a City → no Market; declining an
    adventure jumps straight to Experience."""
    s = mover(SPOT)
    do(s, "roll", dice=0)
    assert s.state.step == EXPERIENCE
    s = mover((0, 1), ["F4"])
    do(s, "roll", dice=1)
    do(s, "go", q=1, r=1, die=0)
    assert s.state.step == ADVENTURE
    do(s, "decline")
    assert s.state.step == EXPERIENCE


def test_09_event_rank_equal_replaces_lower_is_ignored_discards_go_under_their_own_colour() -> None:
    """Event rank: equal rank replaces; lower is ignored; the discarded event goes to the bottom of its own
    colour's deck (not the deck being drawn from, if different)."""
    table = 'event = "festival_in_tamalir"\ndecks = { green = ["bandit_tolls", "market_day", "wild_boar.1"] }\n'
    s = scenario(position(GREEN, table=table))
    do(s, "adventure", colour="green")
    assert s.state.event_slot == "bandit_tolls"
    assert s.state.adventure_decks["yellow"][-1] == "festival_in_tamalir", "its own colour, not green"
    assert s.state.event_slot == "bandit_tolls" and s.state.adventure_decks["green"][-1] == "market_day", \
        "rank I under rank II: ignored, under its own (green) deck"


def test_10_replenishment_after_every_event_even_a_rejected_one() -> None:
    """Replenishment after every event, even a rejected one; only sun-ray hexes without a counter; only from the
    common pool; the drawing player chooses when short."""
    empty = ((5, -5), (4, -4), (3, -2))                # two green sun-ray hexes, one green hex without rays
    table = 'event = "call_to_arms"\ndecks = { green = ["heavy_rains", "wild_boar.1"] }\n' + board(without=empty)
    s = scenario(position(GREEN, table=table, player='counters = ["green"]\n'))
    assert s.state.common_pool["green"] == 2
    do(s, "adventure", colour="green")
    assert s.state.event_slot == "call_to_arms", "rejected"
    assert s.state.counters_on_hex["5,-5"] == ["green"] and s.state.counters_on_hex["4,-4"] == ["green"]
    assert "3,-2" not in s.state.counters_on_hex
    s = scenario(position(GREEN, table=table, player='counters = ["green", "green"]\n'))
    do(s, "adventure", colour="green")
    assert s.state.step == "replenish", "one counter for two hexes: the player chooses"
    do(s, "refill", q=4, r=-4)
    assert "5,-5" not in s.state.counters_on_hex and s.state.counters_on_hex["4,-4"] == ["green"]


def test_11_after_an_event_or_an_encounter_you_must_draw_again() -> None:
    """After an Event or an Encounter you must draw again; only a Challenge ends the loop."""
    table = 'decks = { green = ["heavy_rains", "lost_child", "wild_boar.1"] }\n'
    s = scenario(position(GREEN, table=table, faces=[1, 1]))
    do(s, "adventure", colour="green")
    assert s.state.step == ENCOUNTER and s.state.event_slot == "heavy_rains"
    assert [a.kind for a in legal(s) if a.kind in ("decline", "face_encounter")] == ["face_encounter"]
    do(s, "face_encounter")
    assert s.state.combat is not None and s.state.combat.card == "wild_boar.1"


def test_12_discarded_encounters_are_removed_from_the_game() -> None:
    """Encounters that are discarded are removed from the game, not put under the deck."""
    table = 'decks = { green = ["ambush_in_the_reeds", "wild_boar.1"] }\n'
    s = scenario(position(GREEN, table=table, faces=[0, 0]))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert "ambush_in_the_reeds" in s.state.removed
    assert all("ambush_in_the_reeds" not in deck for deck in s.state.adventure_decks.values())


def test_13_counters_are_earned_only_by_defeating_challenges() -> None:
    """Counters are earned only by defeating challenges (not by events or encounters)."""
    table = 'decks = { green = ["heavy_rains", "lost_child", "wild_boar.1"] }\n'
    s = scenario(position(GREEN, table=table, faces=[0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert s.state.current.counters == []
    run_round(s, ranged="hero", melee="defend", magic="none")
    do(s, "fight_on")
    run_round(s, ranged="hero", melee="defend", magic="none")
    do(s, "fight_on")
    run_round(s, ranged="hero", melee="defend", magic="none")
    assert s.state.current.counters == ["green"] and "1,1" not in s.state.counters_on_hex


def test_14_the_mandatory_market_draw_comes_before_any_action_also_in_tamalir() -> None:
    """Market: the mandatory market draw happens before any action, also in Tamalir (which starts with an
    empty stack)."""
    s = scenario(position((1, 0), step="movement", table='market_deck = ["longbow.1"]\n', player="gold = 9\n"))
    assert s.state.market_stacks["tamalir"] == []
    do(s, "step", q=0, r=0)
    assert s.state.step == MARKET and s.state.market_stacks["tamalir"] == ["longbow.1"]
    assert [a["card"] for a in legal(s, "buy")] == ["longbow.1"]


def test_15_selling() -> None:
    """Selling: ⌊price/2⌋; never 1-gold items; never allies; never an item bought this turn; never buy back an
    item sold this turn; the sold item lands on this city's stack."""
    player = 'gold = 10\nitems = ["broadsword.1", "throwing_knives.1"]\nallies = [{ card = "sellsword.1" }]\n'
    s = scenario(position((-6, 2), step="market", table='market = { greyhaven = ["longbow.1"] }\n', player=player,
                          hero="hesk"))
    assert [a["card"] for a in legal(s, "sell")] == ["broadsword.1"]
    do(s, "sell", card="broadsword.1")
    assert s.state.current.gold == 10 + 5 // 2 and s.state.market_stacks["greyhaven"][-1] == "broadsword.1"
    assert "broadsword.1" not in {a["card"] for a in legal(s, "buy")}, "no buying back"
    do(s, "buy", card="longbow.1")
    assert legal(s, "sell") == [], "bought this turn: not for sale"


def test_16_heal_one_gold_one_wound_or_all_exhaustion_of_one_character() -> None:
    """Heal: 1 gold = 1 wound or all exhaustion, of one character (hero or one ally)."""
    player = 'gold = 2\nwounds = 2\nexhaustion = 2\nallies = [{ card = "sellsword.1", exhaustion = 2 }]\n'
    s = scenario(position((0, 0), step="market", player=player))
    do(s, "heal", who=-1, what="wound")
    do(s, "heal", who=0, what="exhaustion")
    p = s.state.current
    assert (p.wounds, p.exhaustion, p.allies[0].exhaustion, p.gold) == (1, 2, 0, 0)


def test_17_limits_hold_at_all_times_including_encounters_and_trades() -> None:
    """Limits 2 weapons / 1 armour / 2 allies hold at all times, including cards from encounters (Kwestia
    Honoru) and trades; discard/sell first."""
    allies = 'allies = [{ card = "sellsword.1" }, { card = "village_archer.1" }]\n'
    s = scenario(position(GREEN, table='decks = { green = ["kwestia_honoru", "wild_boar.1"] }\n', faces=[0, 0],
                          player=allies))
    do(s, "adventure", colour="green")
    do(s, "face_encounter")
    assert all(a["discard"] for a in legal(s, "accept")), "with two allies one goes first"
    body = ('[position]\nstep = "movement"\n[[position.players]]\nhex = [1, -1]\nitems = ["tower_shield.1"]\n'
            '[[position.players]]\nhex = [1, -1]\nitems = ["mage_robes.1"]\n')
    s = scenario(body, players=2)
    do(s, "roll", dice=0)
    do(s, "trade_with", seat=1)
    do(s, "ask_card", card="mage_robes.1")
    assert legal(s, "propose") == [], "a second armour"
    do(s, "offer_card", card="tower_shield.1")
    assert len(legal(s, "propose")) == 1


def test_18_allies_never_use_items() -> None:
    """Allies never use items."""
    # the hero's Short Bow (+1 Ranged attack) does not help the archer: 4 + 3 + Mind 3 = 10 < Goblins' 11
    s = fight("goblin_archers.1", [4, 3, 0, 0, 0, 0], player='items = ["short_bow.1"]\n'
              'allies = [{ card = "village_archer.1" }]\n')
    run_round(s, ranged="ally0", melee="hero", magic="defend")
    assert s.state.current.allies[0].wounds == 1


def test_19_activated_cards_refresh_only_in_their_owners_refresh_and_always_effects_work_face_down() -> None:
    """Activated cards refresh only in the owner's Refresh phase; ALWAYS effects still work while the card is
    face down."""
    body = ('[position]\nstep = "experience"\n[[position.players]]\nhex = [1, -1]\n'
            'items = ["chain_hauberk.1"]\nface_down = ["chain_hauberk.1"]\n[[position.players]]\nhex = [0, 0]\n')
    s = scenario(body, players=2)
    do(s, "done")
    assert s.state.active == 1 and s.state.players[0].items[0].face_down, "not in another player's Refresh"
    s = fight("wild_boar.1", [0, 0, *d10s(11 - 3 - 1)], player='items = ["chain_hauberk.1"]\n'
              'face_down = ["chain_hauberk.1"]\n')
    run_round(s, ranged="hero", melee="defend", magic="none")
    assert s.state.current.wounds == 0, "the face-down hauberk's +1 made the defence"


def test_20_xp_rate_by_player_count_pool_change_and_banked_xp() -> None:
    """XP rate depends on player count (5/4/3); spent counters go to the common pool; change and banked XP."""
    for players, rate in ((1, 5), (2, 5), (3, 4), (4, 4), (5, 3), (6, 3)):
        s = scenario(position(SPOT, step="experience", table="counters = []\n", player='counters = ["red", "green"]\n'),
                     players=players)
        pays = {sum(content().rules.counter_xp[c] for c in a["pay"]) for a in legal(s, "train")}
        assert min(pays) >= rate and all(p - rate < 4 for p in pays)
    s = scenario(position(SPOT, step="experience", table="counters = []\n", player='counters = ["red", "blue"]\n'),
                 players=2)
    do(s, "train", token="body", pay=("blue", "red"))
    assert s.state.current.counters == ["yellow"] and s.state.common_pool["red"] == 9
    s = scenario(position(SPOT, step="experience", table=board(without=((5, -7), (-2, -5))),
                          player='counters = ["red", "blue"]\n'), players=2)
    do(s, "train", token="body", pay=("blue", "red"))
    assert s.state.current.banked_xp == 2


def test_21_exhaustion_beyond_stamina_becomes_wounds_voluntary_costs_cannot_exceed_it() -> None:
    """Exhaustion beyond stamina becomes wounds; voluntary costs can't exceed stamina."""
    s = fight("cave_spider.1", [1, 1], player="exhaustion = 3\n")
    assert (s.state.current.exhaustion, s.state.current.wounds) == (3, 1)
    s = fight("restless_dead.1", [], hero="varikas", player="exhaustion = 3\n")
    assert legal(s, "hero_ability") == []


def test_22_a_zero_is_ten_double_zero_is_20_success_is_equal_or_more() -> None:
    """2d10: a "0" is 10; double zero is 20; success is ≥ the target."""
    table = 'decks = { yellow = ["hermits_riddle", "troll.1"] }\n'
    s = scenario(position((0, -5), table=table, faces=[0, 0]))
    do(s, "adventure", colour="yellow")
    do(s, "face_encounter")
    assert events(s, "tested")[0]["total"] == 20 + 3
    s = scenario(position((0, -5), table=table, faces=d10s(13 - 3)))
    do(s, "adventure", colour="yellow")
    do(s, "face_encounter")
    assert events(s, "tested")[0]["success"] and s.state.current.gold == 3 + 4


def test_23_combat_one_hero_attack_ally_replaces_defence_failed_attack_hurts_stops_at_once() -> None:
    """Combat: hero attacks in exactly one phase per round; an ally attacking a phase replaces the hero's
    defence in that phase; a failed attack damages the attacker; combat stops the moment something is
    defeated."""
    s = fight("restless_dead.1", [], player='allies = [{ card = "sellsword.1" }]\n')
    do(s, "start_fight")
    plans = [(a["ranged"], a["melee"], a["magic"]) for a in legal(s, "assign")]
    assert all(p.count("hero") == 1 for p in plans) and ("hero", "ally0", "defend") in plans
    s = fight("marsh_hag.1", [1, 1, 0, 0, 0, 0, 0, 0], player='allies = [{ card = "sellsword.1" }]\n')
    run_round(s, ranged="hero", melee="ally0", magic="defend")
    assert s.state.current.wounds == 1, "the failed Ranged attack hurt the hero; no defence in the ally's Melee"
    s = fight("marsh_hag.1", [0, 0, 0, 0, 0, 0], player='allies = [{ card = "sellsword.1" }]\n')
    run_round(s, ranged="hero", melee="ally0", magic="defend")
    assert s.state.combat is None and len(events(s, "rolled_d10")) == 2, "the Magic phase never came"


def test_24_an_unresolved_challenge_is_fought_without_a_draw_and_the_counter_stays_until_won() -> None:
    """Unresolved challenge on the hex → no card is drawn; you fight that card; the counter stays on the hex
    until someone wins."""
    table = 'unresolved = [{ slot = 2, card = "wild_boar.1", hex = [1, 1] }]\n'
    s = scenario(position(GREEN, table=table, faces=[1, 1, 0, 0]))
    green = list(s.state.adventure_decks["green"])
    assert [a.kind for a in legal(s)] == ["fight_unresolved", "decline"]
    do(s, "fight_unresolved")
    assert s.state.adventure_decks["green"] == green and s.state.combat.card == "wild_boar.1"
    do(s, "start_fight")
    do(s, "assign", ranged="hero", melee="defend", magic="none")
    do(s, "escape")
    assert s.state.counters_on_hex["1,1"] == ["green"] and s.state.unresolved_on_hex["1,1"] == 2


def test_25_knocked_out_loses_gold_and_one_best_card_keeps_counters_tokens_runes() -> None:
    """Knocked out: all gold, one highest-priced item/ally; keep counters, XP tokens, runes."""
    player = ('wounds = 4\ngold = 7\ncounters = ["yellow"]\ntokens = ["body"]\nkept = ["vathrax"]\n'
              'items = ["short_bow.1"]\nallies = [{ card = "sellsword.1" }]\n')
    s = fight("wild_boar.1", [1, 1], player=player, table=board(without=((0, -5),)))
    run_round(s, ranged="hero", melee="defend", magic="none")
    p = s.state.players[0]
    assert p.gold == 0 and p.ally_cards() == [] and p.item_cards() == ["short_bow.1"]
    assert (p.counters, p.xp_tokens, p.kept) == (["yellow"], ["body"], ["vathrax"])
    checked(s)


def test_26_runes_cannot_be_lost_and_the_third_rune_ends_the_game_at_once() -> None:
    """Dragon Runes can't be lost; the third rune or Margath's death ends the game immediately."""
    table = 'combat = { card = "kethryss", wounds = 11 }\n'
    s = scenario(position((-7, 0), step="assign", table=table, faces=[0, 0],
                          player='kept = ["vathrax", "sorrowmaw"]\n'))
    do(s, "assign", ranged="hero", melee="defend", magic="defend")
    assert s.state.winner == 0 and s.state.step == OVER and s.over
    s = fight("wild_boar.1", [1, 1], player='wounds = 4\nkept = ["vathrax"]\n')
    run_round(s, ranged="hero", melee="defend", magic="none")
    assert s.state.players[0].kept == ["vathrax"], "knocked out, the rune stays"
    assert GAME.check(s.state) == []


def test_27_trading_with_a_hero_forfeits_attacking_him_this_turn() -> None:
    """Trading with a hero forfeits attacking him this turn."""
    body = ('[position]\nstep = "movement"\n[[position.players]]\nhex = [1, -1]\n'
            '[[position.players]]\nhex = [1, -1]\n')
    s = scenario(body, players=2)
    do(s, "roll", dice=0)
    do(s, "trade_with", seat=1)
    do(s, "end_trade")
    assert legal(s, "attack_hero") == [] and s.state.step == EXPERIENCE


def test_28_selling_outside_the_market_only_inside_a_hero_to_hero_trade() -> None:
    """Selling outside the Market phase is only possible inside a hero-to-hero trade."""
    body = ('[position]\nstep = "movement"\n[[position.players]]\nhex = [1, -1]\nitems = ["broadsword.1"]\n'
            '[[position.players]]\nhex = [1, -1]\ngold = 4\n')
    s = scenario(body, players=2)
    assert legal(s, "sell") == []
    do(s, "roll", dice=0)
    do(s, "trade_with", seat=1)
    do(s, "offer_card", card="broadsword.1")
    do(s, "ask_gold")
    do(s, "propose")
    do(s, "accept_trade")
    assert s.state.players[1].item_cards() == ["broadsword.1"] and s.state.players[0].gold == 3 + 1
    assert legal(s, "sell") == [], "still no Market phase"
