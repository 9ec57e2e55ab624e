"""The reducer: one handler per event kind, folding recorded facts into the state (no RNG, no rules checks:
`resolve` decided everything and wrote it into the event)."""
from __future__ import annotations

from engine.common.reducers import Reducers
from engine.kernel.canonical import JsonObject

from .content import LandscapeToken, content
from .state import CAMP, ELIMINATED, OVER, FIRE, HEART, LANDSCAPE, MARKER, MONSTER, RESOURCE, SPECIAL, WON, GameState, Combat, Duel, EnemyInPlay, Held, Hero, OwnedItem, Piece

Data = JsonObject
_TABLE: Reducers[GameState] = Reducers()
REDUCERS = _TABLE.by_kind
on = _TABLE.on


@on("step")
def _step(s: GameState, d: Data) -> None:
    """Move to a step; once the game is over (a last hero standing mid-fight) nothing moves it again."""
    if s.step != OVER:
        s.step = d["step"]


@on("setup")
def _setup(s: GameState, d: Data) -> None:
    s.chief = d["chief"]
    s.night_draw = list(d["night"])
    s.threat_draw = list(d["threats"])
    s.search = list(d["search"])
    s.enemy = list(d["enemy"])
    s.crafted = list(d["crafted"])
    s.blueprints_normal = list(d["blueprints_normal"])
    s.blueprints_advanced = list(d["blueprints_advanced"])
    s.blueprints_up = list(d["blueprints_up"])
    s.encounters = list(d["encounters"])
    s.landscape = {k: list(v) for k, v in d["landscape"].items()}
    s.landscape_discard = {k: [] for k in d["landscape"]}
    s.water_pool = list(d["water"])
    s.monster_pool = list(d["monsters"])
    s.special_supply = list(d["special"])
    s.tiles = dict(d["tiles"])
    s.characters_boxed = list(d["boxed"])
    for hero, dealt, colour in zip(s.heroes, d["dealt"], d["colours"]):
        hero.dealt = list(dealt)
        hero.colour = colour
    s.spaces = {d["camp"]: [Piece(CAMP, CAMP, up=True, lit=True)]}


@on("tile_turned")
def _tile_turned(s: GameState, d: Data) -> None:
    for stack, order in d["refilled"].items():
        s.landscape[stack] = list(order)
        s.landscape_discard[stack] = []
    s.revealed.append(d["slot"])
    for space, kind, token in d["placed"]:
        if kind == "landscape":
            s.landscape[token[0]].remove(token)
        else:
            s.water_pool.remove(token)
        s.spaces.setdefault(space, []).append(Piece(kind, token))


@on("character_kept")
def _kept(s: GameState, d: Data) -> None:
    hero = s.heroes[d["player"]]
    hero.kept = hero.dealt[d["card"]]


@on("characters_revealed")
def _revealed(s: GameState, d: Data) -> None:
    for hero, character in zip(s.heroes, d["characters"]):
        s.characters_boxed += [c for c in hero.dealt if c != character]
        hero.character = character
        hero.dealt = []
        hero.kept = None


@on("heroes_prepared")
def _prepared(s: GameState, d: Data) -> None:
    for hero, blueprints in zip(s.heroes, d["blueprints"]):
        _prepare(hero, d, blueprints)
        for b in blueprints:
            s.blueprints_normal.remove(b)


def _prepare(hero: Hero, d: Data, blueprints: list[int]) -> None:
    hero.stamina = d["stamina"]
    hero.health = [HEART] * d["hearts"]
    hero.resources = [Held(r) for r in d["resources"]]
    hero.support = list(d["support"])
    hero.blueprints = list(blueprints)
    hero.space = d["space"]


@on("day")
def _day(s: GameState, d: Data) -> None:
    s.round = d["round"]
    s.to_play = list(d["order"])
    s.active = s.to_play[0] if s.to_play else None


@on("turn_ended")
def _turn_ended(s: GameState, d: Data) -> None:
    s.to_play = s.to_play[s.to_play.index(d["next"]):] if d["next"] is not None else []
    s.active = d["next"]
    s.free_gather = False


@on("stamina")
def _stamina(s: GameState, d: Data) -> None:
    s.heroes[d["player"]].stamina = d["to"]


@on("gained")
def _gained(s: GameState, d: Data) -> None:
    s.heroes[d["player"]].resources += [Held(d["resource"]) for _ in range(d["amount"])]


@on("discarded")
@on("spent")
def _spent(s: GameState, d: Data) -> None:
    hero = s.heroes[d["player"]]
    held = hero.resources.pop(d["index"])
    if held.token:
        s.landscape_discard[held.token[0]].append(held.token)
    hero.resources += [Held(held.resource) for _ in range(d["change"])]


@on("damaged")
def _damaged(s: GameState, d: Data) -> None:
    hero = s.heroes[d["player"]]
    hero.health[hero.health.index(HEART)] = d["damage"]


@on("eliminated")
def _eliminated(s: GameState, d: Data) -> None:
    hero = s.heroes[d["player"]]
    hero.status = ELIMINATED
    s.box += [f"blueprint:{b}" for b in hero.blueprints] + [f"threat:{t}" for t in hero.threats]
    hero.blueprints, hero.threats = [], []
    if d["chief"] is not None:
        s.chief = d["chief"]
    if d["player"] in s.to_play:
        s.to_play.remove(d["player"])


@on("night_drawn")
def _night_drawn(s: GameState, d: Data) -> None:
    if d["rebuilt"] is not None:
        s.night_rebuilds += 1
        s.night_draw = list(d["rebuilt"])
        s.night_discard = [c for c in s.night_discard if c not in s.night_draw]
    s.night_card = s.night_draw.pop(0)
    s.night_step = 0
    s.waiting = []


@on("night_step")
def _night_step(s: GameState, d: Data) -> None:
    s.night_step = d["index"]
    s.waiting = list(d["waiting"])


@on("night_paid")
def _night_paid(s: GameState, d: Data) -> None:
    s.waiting.remove(d["player"])


@on("night_discarded")
def _night_discarded(s: GameState, d: Data) -> None:
    s.night_discard.append(d["card"])
    s.night_card = None
    s.night_step = 0


@on("dirty_water")
def _dirty(s: GameState, d: Data) -> None:
    s.dirty = d["player"]


@on("dirty_water_settled")
def _dirty_settled(s: GameState, d: Data) -> None:
    s.dirty = None


@on("rolled")
def _rolled(s: GameState, d: Data) -> None:
    """A die's result, recorded for the log and the replay; what it causes comes as its own events."""


@on("fire_out")
def _fire_out(s: GameState, d: Data) -> None:
    for p in s.spaces[d["space"]]:
        if p.id == d["id"]:
            p.lit = False


@on("stage_markers")
def _stage_markers(s: GameState, d: Data) -> None:
    s.stage_markers = d["to"]


@on("chief_picked")
def _chief_picked(s: GameState, d: Data) -> None:
    s.chief_pick = d["to"]


@on("chief_voted")
def _chief_voted(s: GameState, d: Data) -> None:
    s.votes[str(d["player"])] = d["to"]


@on("chief_settled")
def _chief_settled(s: GameState, d: Data) -> None:
    s.chief = d["chief"]
    s.chief_pick = None
    s.votes = {}


@on("threats_rebuilt")
def _threats_rebuilt(s: GameState, d: Data) -> None:
    s.threat_draw = list(d["order"])
    s.threat_discard = []


@on("threat_drawn")
def _threat_drawn(s: GameState, d: Data) -> None:
    s.threat_draw.remove(d["card"])


@on("threat_kept")
def _threat_kept(s: GameState, d: Data) -> None:
    s.heroes[d["player"]].threats.append(d["card"])


@on("threat_discarded")
def _threat_discarded(s: GameState, d: Data) -> None:
    if d["player"] is not None:
        s.heroes[d["player"]].threats.remove(d["card"])
    s.threat_discard.append(d["card"])


@on("quarrel")
def _quarrel(s: GameState, d: Data) -> None:
    s.quarrel = d["player"]


@on("quarrel_settled")
def _quarrel_settled(s: GameState, d: Data) -> None:
    s.quarrel = None


@on("monsters_rebuilt")
def _monsters_rebuilt(s: GameState, d: Data) -> None:
    s.monster_pool = list(d["order"])
    s.monsters_unused = []


@on("monster_placed")
def _monster_placed(s: GameState, d: Data) -> None:
    s.monster_pool.remove(d["id"])
    s.spaces.setdefault(d["space"], []).append(Piece(MONSTER, d["id"]))


@on("monster_moved")
def _monster_moved(s: GameState, d: Data) -> None:
    piece = next(p for p in s.spaces[d["frm"]] if p.id == d["id"])
    s.spaces[d["frm"]].remove(piece)
    s.spaces.setdefault(d["to"], []).append(piece)


@on("moved")
def _moved(s: GameState, d: Data) -> None:
    s.heroes[d["player"]].space = d["to"]


@on("free_gather")
def _free_gather(s: GameState, d: Data) -> None:
    s.free_gather = d["open"]


def _piece(s: GameState, space: str, token: str) -> Piece:
    return next(p for p in s.spaces[space] if p.id == token)


@on("revealed")
def _revealed_token(s: GameState, d: Data) -> None:
    _piece(s, d["space"], d["id"]).up = True


@on("water_drawn")
def _water_drawn(s: GameState, d: Data) -> None:
    _piece(s, d["space"], d["id"]).up = True
    s.heroes[d["player"]].resources.append(Held(d["resource"]))


@on("taken")
def _taken(s: GameState, d: Data) -> None:
    piece = _piece(s, d["space"], d["id"])
    s.spaces[d["space"]].remove(piece)
    if piece.kind == LANDSCAPE:
        token = landscape_token(piece.id)
        assert token.resource is not None
        s.heroes[d["player"]].resources.append(Held(token.resource, token.amount, piece.id))
    else:
        s.heroes[d["player"]].resources.append(Held(piece.id, piece.amount))


def landscape_token(token_id: str) -> LandscapeToken:
    return next(t for st in content().island.landscape.values() for t in st.tokens if t.id == token_id)


@on("token_discarded")
def _token_discarded(s: GameState, d: Data) -> None:
    s.spaces[d["space"]].remove(_piece(s, d["space"], d["id"]))
    s.landscape_discard[d["id"][0]].append(d["id"])


@on("over_limit")
def _over_limit(s: GameState, d: Data) -> None:
    s.over_limit = d["player"]


@on("dropped")
def _dropped(s: GameState, d: Data) -> None:
    held = s.heroes[d["player"]].resources.pop(d["index"])
    piece = Piece(LANDSCAPE, held.token, up=True) if held.token else Piece(RESOURCE, held.resource, up=True,
                                                                            amount=held.amount)
    s.spaces.setdefault(d["space"], []).append(piece)


@on("healed")
def _healed(s: GameState, d: Data) -> None:
    hero = s.heroes[d["patient"]]
    hero.health[hero.health.index(d["damage"])] = HEART


@on("fire_lit")
def _fire_lit(s: GameState, d: Data) -> None:
    _piece(s, d["space"], d["id"]).lit = True


@on("fire_placed")
def _fire_placed(s: GameState, d: Data) -> None:
    s.spaces.setdefault(d["space"], []).append(Piece(FIRE, d["id"], up=True, lit=True))
    s.fires_placed += 1


@on("card_found")
def _card_found(s: GameState, d: Data) -> None:
    """The card is read where it lies in its numbered deck; what it does comes as its own events."""


@on("card_missing")
def _card_missing(s: GameState, d: Data) -> None:
    """No card with that number is in the deck: nothing is resolved (spec §8.4)."""


@on("item_gained")
def _item_gained(s: GameState, d: Data) -> None:
    (s.search if d["deck"] == "search" else s.crafted).remove(d["number"])
    s.heroes[d["player"]].items.append(OwnedItem(d["deck"], d["number"], d["markers"]))


@on("item_given")
def _item_given(s: GameState, d: Data) -> None:
    """A duplicate's old copy handed, with its markers and what it carries, to a hero on the same space (§8.3)."""
    s.heroes[d["to"]].items.append(s.heroes[d["player"]].items.pop(d["index"]))


@on("upgrade_played")
def _upgrade_played(s: GameState, d: Data) -> None:
    s.search.remove(d["number"])
    s.upgrades.append(d["number"])


def _deck(s: GameState, deck: str) -> list[int]:
    return s.enemy if deck == "enemy" else s.search


def _in_play(s: GameState, deck: str, number: int, token: str | None) -> EnemyInPlay:
    return next(e for e in s.enemies_in_play if e.deck == deck and e.number == number and e.token == token)


@on("combat_started")
def _combat_started(s: GameState, d: Data) -> None:
    s.combat = Combat(d["fighter"], d["deck"], d["number"], d["token"], d["space"], d["after"],
                      list(d["supporters"]))
    if d["markers"] is None:
        _deck(s, d["deck"]).remove(d["number"])
        s.enemies_in_play.append(EnemyInPlay(d["deck"], d["number"], 0, d["token"]))


@on("supported")
def _supported(s: GameState, d: Data) -> None:
    c = s.combat
    assert c is not None
    if d["card"] != "none":
        c.played[str(d["player"])] = d["card"]
    c.asked += 1


@on("combat_rolled")
def _combat_rolled(s: GameState, d: Data) -> None:
    c = s.combat
    assert c is not None
    c.grey, c.red, c.rolled, c.turn, c.passes = d["grey"], d["red"], True, 0, 0


@on("modified")
def _modified(s: GameState, d: Data) -> None:
    c = s.combat
    assert c is not None
    c.grey, c.red, c.grey_mod, c.red_mod = d["grey"], d["red"], d["grey_mod"], d["red_mod"]
    if d["use"] == "pass":
        c.passes += 1
    else:
        c.passes = 0
        if ":" in d["use"] or d["use"] == "character" or d["use"] in c.played.values():
            c.used.append(d["use"])
    c.turn += 1


@on("combat_damage")
def _combat_damage(s: GameState, d: Data) -> None:
    c = s.combat
    assert c is not None
    _in_play(s, c.deck, c.number, c.token).markers = d["markers"]


def _back_to_deck(s: GameState, deck: str, number: int, token: str | None) -> None:
    """Discarding a numbered card puts it back into its deck in numerical order (spec §5.4)."""
    s.enemies_in_play.remove(_in_play(s, deck, number, token))
    pile = _deck(s, deck)
    pile.append(number)
    pile.sort()


@on("enemy_defeated")
def _enemy_defeated(s: GameState, d: Data) -> None:
    _back_to_deck(s, d["deck"], d["number"], d["token"])
    if d["token"] is None or d["space"] is None:
        return
    piece = _piece(s, d["space"], d["token"])
    s.spaces[d["space"]].remove(piece)
    if piece.kind == MONSTER:
        s.monsters_unused.append(piece.id)
    elif piece.kind == LANDSCAPE:
        s.landscape_discard[piece.id[0]].append(piece.id)
    else:
        s.special_supply.append(piece.id)


@on("enemy_returned")
def _enemy_returned(s: GameState, d: Data) -> None:
    _back_to_deck(s, d["deck"], d["number"], None)


@on("enemy_retreated")
def _enemy_retreated(s: GameState, d: Data) -> None:
    piece = _piece(s, d["frm"], d["token"])
    s.spaces[d["frm"]].remove(piece)
    piece.up = True
    s.spaces.setdefault(d["to"], []).append(piece)


@on("combat_ended")
def _combat_ended(s: GameState, d: Data) -> None:
    s.combat = None


@on("special_placed")
def _special_placed(s: GameState, d: Data) -> None:
    s.special_supply.remove(d["id"])
    s.spaces.setdefault(d["space"], []).append(Piece(SPECIAL, d["id"], up=True))


@on("investigated")
def _investigated(s: GameState, d: Data) -> None:
    """The point of interest's card follows as its own events."""


@on("marker_placed")
def _marker_placed(s: GameState, d: Data) -> None:
    s.spaces.setdefault(d["space"], []).append(Piece(MARKER, MARKER, up=True))


@on("stage")
def _stage(s: GameState, d: Data) -> None:
    s.stage = d["stage"]
    s.stage_markers = d["markers"]


@on("item_discarded")
def _item_discarded(s: GameState, d: Data) -> None:
    """An item back into its numbered deck in order; resources carried on it drop to the space (PD-CARRY-CARRIER)."""
    hero = s.heroes[d["player"]]
    item = hero.items.pop(d["index"])
    pile = s.search if item.deck == "search" else s.crafted
    pile.append(item.number)
    pile.sort()
    if item.carried and hero.space is not None:
        for held in item.carried:
            piece = Piece(LANDSCAPE, held.token, up=True) if held.token else Piece(RESOURCE, held.resource, up=True,
                                                                                    amount=held.amount)
            s.spaces.setdefault(hero.space, []).append(piece)


@on("won")
def _won(s: GameState, d: Data) -> None:
    hero = s.heroes[d["player"]]
    hero.status = WON
    hero.space = None
    s.box += [f"blueprint:{b}" for b in hero.blueprints]
    hero.blueprints = []
    if d["chief"] is not None:
        s.chief = d["chief"]
    if d["player"] in s.to_play:
        s.to_play.remove(d["player"])


@on("encounter_drawn")
def _encounter_drawn(s: GameState, d: Data) -> None:
    s.encounters = list(d["order"])


@on("choice")
def _choice(s: GameState, d: Data) -> None:
    s.choice = list(d["choice"])


@on("chosen")
def _chosen(s: GameState, d: Data) -> None:
    s.choice = None


@on("card_removed")
def _card_removed(s: GameState, d: Data) -> None:
    """Removed from the game (spec §9.3): back in the box, never used again."""
    s.search.remove(d["number"])
    s.box.append(f"search:{d['number']}")


@on("blueprint_drawn")
def _blueprint_drawn(s: GameState, d: Data) -> None:
    deck = s.blueprints_normal if d["deck"] == "normal" else s.blueprints_advanced
    s.heroes[d["player"]].blueprints.append(deck.pop(0))


@on("blueprint_played")
def _blueprint_played(s: GameState, d: Data) -> None:
    s.heroes[d["player"]].blueprints.remove(d["number"])
    s.blueprints_up.append(d["number"])


@on("monsters_queued")
def _monsters_queued(s: GameState, d: Data) -> None:
    s.moving = [list(m) for m in d["moves"]]
    s.monster_after = d["after"]
    s.engaged = []


@on("monster_done")
def _monster_done(s: GameState, d: Data) -> None:
    s.moving.pop(0)


@on("monster_target")
def _monster_target(s: GameState, d: Data) -> None:
    s.moving[0][3] = str(d["seat"])


@on("monster_stepped")
def _monster_stepped(s: GameState, d: Data) -> None:
    piece = _piece(s, d["frm"], d["id"])
    s.spaces[d["frm"]].remove(piece)
    s.spaces.setdefault(d["to"], []).append(piece)
    s.moving[0][1] = int(s.moving[0][1]) - 1
    if d["engaged"]:
        s.engaged.append(d["id"])
        s.moving.pop(0)


@on("monster_fights")
def _monster_fights(s: GameState, d: Data) -> None:
    s.engaged.remove(d["id"])


@on("tie")
def _tie(s: GameState, d: Data) -> None:
    s.tie = None if d["tie"] is None else list(d["tie"])


@on("agree")
def _agree(s: GameState, d: Data) -> None:
    s.agree = None if d["agree"] is None else dict(d["agree"])


@on("fighter_named")
def _fighter_named(s: GameState, d: Data) -> None:
    assert s.agree is not None
    s.agree[f"named{d['player']}"] = d["fighter"]


@on("duel_started")
def _duel_started(s: GameState, d: Data) -> None:
    s.duel = Duel(d["attacker"], d["defender"], list(d["supporters"]))


@on("duel_supported")
def _duel_supported(s: GameState, d: Data) -> None:
    assert s.duel is not None
    if d["card"] != "none":
        s.duel.played[str(d["player"])] = d["card"]
    s.duel.asked += 1


@on("duel_rolled")
def _duel_rolled(s: GameState, d: Data) -> None:
    assert s.duel is not None
    s.duel.grey, s.duel.red, s.duel.grey_mod, s.duel.red_mod = d["grey"], d["red"], d["grey_mod"], d["red_mod"]


@on("duel_modified")
def _duel_modified(s: GameState, d: Data) -> None:
    duel = s.duel
    assert duel is not None
    duel.grey, duel.red, duel.grey_mod, duel.red_mod = d["grey"], d["red"], d["grey_mod"], d["red_mod"]
    if d["use"] == "pass":
        duel.passes += 1
    else:
        duel.passes = 0
        if d["use"] in duel.played.values():
            duel.used.append(d["use"])
    duel.turn += 1


@on("duel_damage")
def _duel_damage(s: GameState, d: Data) -> None:
    assert s.duel is not None
    s.duel.takers = list(d["takers"])


@on("duel_took")
def _duel_took(s: GameState, d: Data) -> None:
    assert s.duel is not None
    s.duel.takers.pop(0)
    if d["index"] is not None:
        held = s.heroes[d["frm"]].resources.pop(d["index"])
        s.heroes[d["player"]].resources.append(held)


@on("duel_ended")
def _duel_ended(s: GameState, d: Data) -> None:
    s.duel = None


@on("card_used")
def _card_used(s: GameState, d: Data) -> None:
    hero = s.heroes[d["player"]]
    mark: list[int | str] = [d["round"], d["phase"]]
    if d["source"] == "character":
        hero.ability_used_on = mark
    else:
        hero.items[int(d["source"].split(":")[1])].used_on = mark


@on("marker_removed")
def _marker_removed(s: GameState, d: Data) -> None:
    s.heroes[d["player"]].items[d["index"]].markers -= 1


@on("enemy_marked")
def _enemy_marked(s: GameState, d: Data) -> None:
    next(e for e in s.enemies_in_play if e.token == d["token"]).markers = d["markers"]


@on("looted")
def _looted(s: GameState, d: Data) -> None:
    casualty, hero = s.heroes[d["casualty"]], s.heroes[d["player"]]
    if d["what"] == "resource":
        hero.resources.append(casualty.resources.pop(d["index"]))
    else:
        hero.items.append(casualty.items.pop(d["index"]))


@on("trade")
def _trade(s: GameState, d: Data) -> None:
    s.trade = {k: list(v) for k, v in d["trade"].items()}


@on("trade_added")
def _trade_added(s: GameState, d: Data) -> None:
    assert s.trade is not None
    s.trade[d["side"]].append(d["thing"])


@on("trade_ended")
def _trade_ended(s: GameState, d: Data) -> None:
    s.trade = None


def _hand_over(frm: Hero, to: Hero, things: list[str]) -> None:
    """Move the named things (indices into `frm`'s lists) to `to`; an item's markers and carried resources
    go with it (spec §7.4)."""
    picks: dict[str, list[int]] = {"resource": [], "item": [], "blueprint": []}
    for thing in things:
        kind, index = thing.split(":")
        picks[kind].append(int(index))
    to.resources += [frm.resources[i] for i in picks["resource"]]
    to.items += [frm.items[i] for i in picks["item"]]
    to.blueprints += [frm.blueprints[i] for i in picks["blueprint"]]
    frm.resources = [h for i, h in enumerate(frm.resources) if i not in picks["resource"]]
    frm.items = [it for i, it in enumerate(frm.items) if i not in picks["item"]]
    frm.blueprints = [b for i, b in enumerate(frm.blueprints) if i not in picks["blueprint"]]


@on("traded")
def _traded(s: GameState, d: Data) -> None:
    """Both sides' indices name their lists before the exchange: the partner's part is set aside first."""
    giver, taker = s.heroes[d["giver"]], s.heroes[d["taker"]]
    back = Hero(taker.seat)
    _hand_over(taker, back, d["back"])
    _hand_over(giver, taker, d["things"])
    giver.resources += back.resources
    giver.items += back.items
    giver.blueprints += back.blueprints


@on("token_broken")
def _token_broken(s: GameState, d: Data) -> None:
    """A double token changed at the supply for two singles (a landscape token goes to its stack's discard)."""
    hero = s.heroes[d["player"]]
    held = hero.resources.pop(d["index"])
    if held.token:
        s.landscape_discard[held.token[0]].append(held.token)
    hero.resources += [Held(held.resource), Held(held.resource)]


@on("carried")
def _carried(s: GameState, d: Data) -> None:
    hero = s.heroes[d["player"]]
    hero.items[d["item"]].carried.append(hero.resources.pop(d["index"]))


@on("uncarried")
def _uncarried(s: GameState, d: Data) -> None:
    hero = s.heroes[d["player"]]
    hero.resources.append(hero.items[d["item"]].carried.pop(d["index"]))


@on("fled")
def _fled(s: GameState, d: Data) -> None:
    """The fighter gets away; the move follows as its own event."""


@on("stage_pending")
def _stage_pending(s: GameState, d: Data) -> None:
    s.next_stage = d["stage"]


@on("damage_prevented")
def _damage_prevented(s: GameState, d: Data) -> None:
    """Bark Armour took the blow; nothing changes on the hero."""


@on("share")
def _share(s: GameState, d: Data) -> None:
    s.share = None if d["share"] is None else dict(d["share"])


@on("shared")
def _shared(s: GameState, d: Data) -> None:
    held = s.heroes[d["player"]].resources.pop(d["index"])
    s.heroes[d["to"]].resources.append(held)
    assert s.share is not None
    s.share[d["resource"]] -= 1
