"""The reducer: one handler per event kind, folding recorded facts into the state (no RNG, no rules
checks: `resolve` decided everything and wrote it into the event)."""
from __future__ import annotations

from engine.common.reducers import Reducers
from engine.kernel.canonical import JsonObject

from .content import COLOURS, content
from .state import AllyState, Combat, GameState, ItemState, PlayerState, PvP, Strike, Trade, hand_over

Data = JsonObject
_TABLE: Reducers[GameState] = Reducers()
REDUCERS = _TABLE.by_kind
on = _TABLE.on


def _player(s: GameState, d: Data) -> PlayerState:
    return s.players[d["player"]]


def _to_normal_place(s: GameState, card: str) -> None:
    """Where a discarded adventure card goes: events and challenges under their own colour's deck,
    encounters out of the game (spec §3.4, §5.3.4)."""
    c = content()
    if c.card_kind(card) == "encounter":
        s.removed.append(card)
    else:
        s.adventure(c.colour_of(card)).put_bottom([card])


def _discard_adventure(s: GameState, card: str) -> None:
    """With the Doom Track every discarded adventure card goes onto the doom pile first (spec §13)."""
    if s.doom is not None and s.doom.endgame_round is None:
        s.doom.pile.append(card)
    else:
        _to_normal_place(s, card)


@on("setup")
def _setup(s: GameState, d: Data) -> None:
    for p, hero in zip(s.players, d["heroes"]):
        p.hero = hero
        p.gold = d["gold"]
    s.first_player = d["first"]
    s.market_deck = list(d["market_deck"])
    s.market_stacks = {k: list(v) for k, v in d["stacks"].items()}
    s.adventure_decks = {k: list(v) for k, v in d["decks"].items()}
    s.counters_on_hex = {k: list(v) for k, v in d["counters"].items()}
    s.unresolved_slots = {str(n): None for n in range(1, d["slots"] + 1)}
    s.common_pool = {c: 0 for c in COLOURS}


@on("round")
def _round(s: GameState, d: Data) -> None:
    """A new round begins; the `turn` that follows sets the round number (this event is a bookmark)."""


@on("turn")
def _turn(s: GameState, d: Data) -> None:
    s.active = d["player"]
    s.round_no = d["round"]
    p = s.current
    p.rested = False
    p.bought = []
    p.sold = []
    s.movement.clear()
    s.adventure_colour = None
    s.drawn = None
    s.combat = None


@on("step")
def _step(s: GameState, d: Data) -> None:
    s.step = d["step"]


@on("placed")
def _placed(s: GameState, d: Data) -> None:
    _player(s, d).position = (d["hex"][0], d["hex"][1])


@on("refreshed")
def _refreshed(s: GameState, d: Data) -> None:
    p = _player(s, d)
    p.hero_face_down = False
    for a in p.allies:
        a.face_down = False
    for i in p.items:
        i.face_down = False


@on("rested")
def _rested(s: GameState, d: Data) -> None:
    p = _player(s, d)
    p.rested = True
    p.exhaustion -= d["hero"]
    for a, n in zip(p.allies, d["allies"]):
        a.exhaustion -= n


@on("rolled")
def _rolled(s: GameState, d: Data) -> None:
    s.movement.clear()
    s.movement.add([content().movement_die] * len(d["faces"]))
    s.movement.settle(enumerate(d["faces"]))


@on("moved")
def _moved(s: GameState, d: Data) -> None:
    _player(s, d).position = (d["hex"][0], d["hex"][1])
    if d["die"] is not None:
        s.movement.spend(d["die"])


@on("market_drawn")
def _market_drawn(s: GameState, d: Data) -> None:
    s.market().take([d["card"]])
    s.market_stacks[d["city"]].append(d["card"])


def _gain_card(p: PlayerState, card: str) -> None:
    if content().card_kind(card) == "ally" or content().is_duellist(card):
        p.allies.append(AllyState(card))
    else:
        p.items.append(ItemState(card))


def _lose_card(p: PlayerState, card: str) -> None:
    for i, a in enumerate(p.allies):
        if a.card == card:
            del p.allies[i]
            return
    for i, it in enumerate(p.items):
        if it.card == card:
            del p.items[i]
            return
    raise ValueError(f"P{p.seat + 1} has no {card}")


@on("bought")
def _bought(s: GameState, d: Data) -> None:
    p = _player(s, d)
    s.market_stacks[d["city"]].remove(d["card"])
    p.gold -= d["price"]
    p.bought.append(d["card"])
    _gain_card(p, d["card"])


@on("sold")
def _sold(s: GameState, d: Data) -> None:
    p = _player(s, d)
    _lose_card(p, d["card"])
    p.gold += d["gain"]
    p.sold.append(d["card"])
    s.market_stacks[d["city"]].append(d["card"])


@on("healed")
def _healed(s: GameState, d: Data) -> None:
    p = _player(s, d)
    p.gold -= d["cost"]
    if d["who"] < 0:
        p.wounds -= d["wounds"]
        p.exhaustion -= d["exhaustion"]
    else:
        a = p.allies[d["who"]]
        a.wounds -= d["wounds"]
        a.exhaustion -= d["exhaustion"]


@on("errand_delivered")
def _errand(s: GameState, d: Data) -> None:
    p = _player(s, d)
    p.kept.remove(d["card"])
    _discard_adventure(s, d["card"])
    p.gold += d["gold"]


@on("trained")
def _trained(s: GameState, d: Data) -> None:
    p = _player(s, d)
    for col in d["spent"]:
        p.counters.remove(col)
        s.common_pool[col] += 1
    for col in d["change"]:
        s.common_pool[col] -= 1
        p.counters.append(col)
    p.banked_xp = d["banked"]
    p.xp_tokens.append(d["token"])


# --- wounds, exhaustion, gold, cards (adventures and combat) -----------------------------------
@on("gold")
def _gold(s: GameState, d: Data) -> None:
    _player(s, d).gold += d["amount"]


@on("harm")
def _harm(s: GameState, d: Data) -> None:
    """Signed changes to a character's wounds and exhaustion (who -1 = the hero, else an ally index)."""
    p = _player(s, d)
    if d["who"] < 0:
        p.wounds += d["wounds"]
        p.exhaustion += d["exhaustion"]
    else:
        a = p.allies[d["who"]]
        a.wounds += d["wounds"]
        a.exhaustion += d["exhaustion"]


@on("face_down")
def _face_down(s: GameState, d: Data) -> None:
    p = _player(s, d)
    if d["card"] == "hero":
        p.hero_face_down = True
        return
    for a in p.allies:
        if a.card == d["card"]:
            a.face_down = True
            return
    for i in p.items:
        if i.card == d["card"]:
            i.face_down = True
            return


@on("card_discarded")
def _card_discarded(s: GameState, d: Data) -> None:
    """An ally or item leaves its owner: to the bottom of the market deck, or out of the game (the
    duellist, spec §14.4)."""
    p = _player(s, d)
    _lose_card(p, d["card"])
    if d.get("to") == "winner":
        _gain_card(s.players[d["winner"]], d["card"])
    elif content().is_duellist(d["card"]):
        _discard_adventure(s, d["card"])
    elif d.get("to") == "removed":
        s.removed.append(d["card"])
    else:
        s.market().put_bottom([d["card"]])


@on("adventure_begun")
def _adventure_begun(s: GameState, d: Data) -> None:
    s.adventure_colour = d["colour"]


@on("adventure_drawn")
def _adventure_drawn(s: GameState, d: Data) -> None:
    s.adventure(d["colour"]).take([d["card"]])
    s.drawn = d["card"]


@on("event_played")
def _event_played(s: GameState, d: Data) -> None:
    """The new event takes the slot (or is rejected); the loser goes under its own colour's deck."""
    s.drawn = None
    if d["replaced"] is not None:
        _discard_adventure(s, d["replaced"])
    if d["accepted"]:
        s.event_slot = d["card"]
    else:
        _discard_adventure(s, d["card"])


@on("replenished")
def _replenished(s: GameState, d: Data) -> None:
    for key, colour in d["placed"]:
        s.counters_on_hex.setdefault(key, []).append(colour)
        s.common_pool[colour] -= 1


@on("encounter_done")
def _encounter_done(s: GameState, d: Data) -> None:
    """An encounter leaves play: kept by the hero, or removed from the game (spec §5.3.4)."""
    s.drawn = None
    if d["kept"]:
        _player(s, d).kept.append(d["card"])
    elif d["as_ally"]:
        _player(s, d).allies.append(AllyState(d["card"]))
    else:
        _discard_adventure(s, d["card"])


@on("experience_token")
def _experience_token(s: GameState, d: Data) -> None:
    _player(s, d).xp_tokens.append(d["token"])


@on("caravan_revealed")
def _caravan_revealed(s: GameState, d: Data) -> None:
    """Merchant Caravan: the top market card is turned face up (a declared reveal)."""
    s.market().take([d["card"]])
    s.revealed = d["card"]


@on("market_revealed")
def _market_revealed(s: GameState, d: Data) -> None:
    """Merchant Caravan: the revealed card bought (to the hero) or put under the market deck."""
    card = s.revealed
    s.revealed = None
    assert card is not None and card == d["card"]
    p = _player(s, d)
    if d["bought"]:
        p.gold -= d["price"]
        _gain_card(p, card)
    else:
        s.market().put_bottom([card])


@on("market_to_tamalir")
def _market_to_tamalir(s: GameState, d: Data) -> None:
    deck = s.market()
    top = deck.peek(1)
    deck.take(top)
    s.market_stacks[d["city"]].extend(top)


@on("combat_begun")
def _combat_begun(s: GameState, d: Data) -> None:
    s.drawn = None
    s.combat = Combat(card=d["card"], colour=d["colour"], slot=d["slot"])
    if d["slot"] is not None:
        s.unresolved_slots[str(d["slot"])] = None
    if d.get("aside"):
        assert s.doom is not None
        s.combat.aside = True
        s.combat.wounds = s.doom.margath_wounds
        s.doom.margath = None


@on("margath_aside")
def _margath_aside(s: GameState, d: Data) -> None:
    """The risen Margath goes back aside, keeping his wounds (spec §13)."""
    assert s.doom is not None and s.combat is not None
    s.doom.margath = s.combat.card
    s.doom.margath_wounds = d["wounds"]
    s.combat = None


@on("doom_token")
def _doom_token(s: GameState, d: Data) -> None:
    assert s.doom is not None
    s.doom.tokens += 1
    s.doom.pile = []
    for card in d["cards"]:
        _to_normal_place(s, card)


@on("margath_rises")
def _margath_rises(s: GameState, d: Data) -> None:
    """Margath is taken from wherever he is and set aside with 0 wounds (spec §13 endgame)."""
    assert s.doom is not None
    card = next(ch.id for ch in content().challenges.values() if ch.margath)
    if d["slot"] is not None:
        s.unresolved_slots[str(d["slot"])] = None
        del s.unresolved_on_hex[d["hex"]]
    else:
        for deck in s.adventure_decks.values():
            if card in deck:
                deck.remove(card)
    s.doom.margath = card
    s.doom.margath_wounds = 0
    s.doom.endgame_round = s.round_no


@on("doom_lost")
def _doom_lost(s: GameState, d: Data) -> None:
    assert s.doom is not None
    s.doom.lost = True


@on("round_limit")
def _round_limit(s: GameState, d: Data) -> None:
    """The last round is over (rules.toml round_limit, an open project decision): nothing changes; `final_scores` ranks the heroes."""


@on("combat_round")
def _combat_round(s: GameState, d: Data) -> None:
    assert s.combat is not None
    s.combat.assignment = dict(d["assignment"])
    s.combat.round_allies = list(d["allies"])
    s.combat.phase = 0


@on("combat_phase")
def _combat_phase(s: GameState, d: Data) -> None:
    """The round's next phase is being resolved (against a challenge or a hero)."""
    fight = s.combat if s.combat is not None else s.pvp
    assert fight is not None
    fight.phase = d["phase"]


@on("challenge_wounded")
def _challenge_wounded(s: GameState, d: Data) -> None:
    assert s.combat is not None
    s.combat.wounds += d["wounds"]


@on("next_round")
def _next_round(s: GameState, d: Data) -> None:
    assert s.combat is not None
    s.combat.round += 1
    s.combat.assignment = {}
    s.combat.blessed = []


@on("strike")
def _strike(s: GameState, d: Data) -> None:
    """The roll in progress and the point it waits at (None: no roll waits)."""
    s.strike = None if d["strike"] is None else Strike(**d["strike"])


@on("fight_flag")
def _fight_flag(s: GameState, d: Data) -> None:
    """Something the fight remembers: an ability used, Mira's focus, Brenna's guard, a blessing this round,
    a hero's one activated item Before Combat."""
    fight = s.combat if s.combat is not None else s.pvp
    assert fight is not None
    getattr(fight, d["flag"]).append(d["value"])


@on("rolled_d10")
def _rolled_d10(s: GameState, d: Data) -> None:
    s.last_roll = list(d["dice"])


@on("challenge_defeated")
def _challenge_defeated(s: GameState, d: Data) -> None:
    """Reward, counter from the hex, the card kept as a rune or under its deck (spec §5.3.2, §7.4)."""
    p = _player(s, d)
    assert s.combat is not None
    card, colour = s.combat.card, content().colour_of(s.combat.card)
    s.combat = None
    p.gold += d["gold"]
    if d["counter"] is not None:
        s.counters_on_hex[d["hex"]].remove(d["counter"])
        if not s.counters_on_hex[d["hex"]]:
            del s.counters_on_hex[d["hex"]]
        p.counters.append(d["counter"])
    if d["token_back"] is not None:
        del s.unresolved_on_hex[d["hex"]]
    if d["kept"]:
        p.kept.append(card)
    elif not d["wins"]:
        _discard_adventure(s, card)
    else:
        s.adventure(colour).put_bottom([card])
    if d["wins"]:
        s.winner = p.seat


@on("unresolved")
def _unresolved(s: GameState, d: Data) -> None:
    """The challenge goes onto the lowest empty slot, wounds removed, its token onto the hex (spec §10)."""
    assert s.combat is not None
    card = s.combat.card
    s.combat = None
    if d["slot"] is None:
        s.adventure(content().colour_of(card)).put_bottom([card])
    else:
        s.unresolved_slots[str(d["slot"])] = card
        s.unresolved_on_hex[d["hex"]] = d["slot"]


@on("knocked_out")
def _knocked_out(s: GameState, d: Data) -> None:
    """All gold to the bank, wounds and exhaustion removed; counters, XP and kept cards stay (§8.3)."""
    p = _player(s, d)
    p.gold = 0
    p.wounds = 0
    p.exhaustion = 0
    s.drawn = None


@on("ko_done")
def _ko_done(s: GameState, d: Data) -> None:
    s.ko = None


@on("ko_choice")
def _ko_choice(s: GameState, d: Data) -> None:
    s.ko = {"player": d["player"], "winner": d["winner"], "then": d["then"], "options": list(d["options"])}


@on("ally_killed")
def _ally_killed(s: GameState, d: Data) -> None:
    p = _player(s, d)
    card = p.allies.pop(d["who"]).card
    if content().is_duellist(card):
        _discard_adventure(s, card)
    else:
        s.market().put_bottom([card])


@on("die_set")
def _die_set(s: GameState, d: Data) -> None:
    s.movement.turn(d["die"], d["face"])


@on("peeked")
def _peeked(s: GameState, d: Data) -> None:
    s.peek = [d["colour"], d["card"]]


@on("peek_done")
def _peek_done(s: GameState, d: Data) -> None:
    assert s.peek is not None
    colour = s.peek[0]
    if d["bottom"]:
        deck = s.adventure(colour)
        top = deck.peek(1)
        deck.take(top)
        deck.put_bottom(top)
    s.peek = None


@on("contact")
def _contact(s: GameState, d: Data) -> None:
    if d["what"] == "trade":
        s.trade = Trade(d["seat"])
    else:
        s.pvp = PvP(attacker=d["player"], defender=d["seat"], hero_side=d["player"], before=d["seat"])


@on("offer")
def _offer(s: GameState, d: Data) -> None:
    t = s.trade
    assert t is not None
    what = d["what"]
    if what == "offer_card":
        t.give.append(d["card"])
    elif what == "ask_card":
        t.take.append(d["card"])
    elif what == "offer_gold":
        t.give_gold += 1
    elif what == "ask_gold":
        t.take_gold += 1
    else:
        s.trade = Trade(t.partner)


@on("traded")
def _traded(s: GameState, d: Data) -> None:
    me, them = _player(s, d), s.players[d["partner"]]
    for card in d["give"]:
        hand_over(me, them, card)
    for card in d["take"]:
        hand_over(them, me, card)
    me.gold -= d["gold"]
    them.gold += d["gold"]


@on("trade_over")
def _trade_over(s: GameState, d: Data) -> None:
    s.trade = None


@on("pvp_round")
def _pvp_round(s: GameState, d: Data) -> None:
    assert s.pvp is not None
    s.pvp.assignment = dict(d["assignment"])
    s.pvp.round_allies = list(d["allies"])
    s.pvp.phase = 0


@on("pvp_before")
def _pvp_before(s: GameState, d: Data) -> None:
    """Before Combat passes from the defender to the attacker, then the fight begins (None)."""
    assert s.pvp is not None
    s.pvp.before = d["seat"]


@on("pvp_switch")
def _pvp_switch(s: GameState, d: Data) -> None:
    assert s.pvp is not None
    s.pvp.round += 1
    s.pvp.hero_side = s.pvp.challenge_side
    s.pvp.assignment = {}
    s.pvp.blessed = []


@on("pvp_over")
def _pvp_over(s: GameState, d: Data) -> None:
    s.pvp = None


@on("pending")
def _pending(s: GameState, d: Data) -> None:
    s.pending = d["value"]


@on("card_played")
def _card_played(s: GameState, d: Data) -> None:
    """A card played at a roll's point is told in the log; its effect and cost come as their own events."""


@on("tested")
def _tested(s: GameState, d: Data) -> None:
    """A skill test's result is told in the log; its consequences come as their own events."""
