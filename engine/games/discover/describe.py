"""Discover's log: one line per event a reader follows, in English and Polish, with players called by their seats'
names and cards, tokens, resources and damage by their printed names. What a line needs from the state before
its event (a resource spent from a hero's hand, an item given back) `annotate` writes into the event first, so the
line reads the same whether it is told before or after the event is folded (the log panel, the replay, the
conformance suite)."""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence, TypeAlias

from engine.kernel import Action, Event
from engine.kernel.strings import text

from .content import content
from .state import GameState, Held, OwnedItem

LOG = "discover.log."
# Events that only move the game's own bookkeeping (whose step it is, a question opened or closed, a queue of
# moving monsters); each has a told event beside it, so a line for them would only repeat that one.
SILENT = frozenset({
    "step", "free_gather", "agree", "tie", "share", "stage_pending", "choice", "trade", "monsters_queued",
    "monster_done", "over_limit", "combat_ended", "duel_ended", "night_step", "dirty_water_settled",
    "quarrel_settled", "marker_placed", "heroes_prepared", "monster_fights", "monster_target", "card_used",
    "trade_added", "duel_damage", "combat_damage", "enemy_marked", "night_discarded", "stage_markers",
})
# Why a hero's stamina went down for an action it took (heroes.stamina's `why`): paid, not something that befell it.
PAID = frozenset({"move", "scout", "gather", "rest", "cook", "rekindle", "craft", "investigate", "loot", "trade",
                  "attack", "card_action"})
Params = dict[str, object]
Data = Mapping[str, Any]
Built: TypeAlias = "tuple[str, Params] | None"


def who(seat: Any, names: Sequence[str], lang: str) -> str:
    """A seat's name (the log calls players as their seats are called), else "Player 2"."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return text(LOG + "seat", lang, n=int(seat) + 1 if isinstance(seat, int) else "?")


def resource(kind: str, lang: str, amount: int = 1) -> str:
    """A resource's printed name, "2× Meat" for a double token."""
    r = content().rules.resources.get(kind)
    name = r.name.get(lang) if r is not None else kind
    return name if amount == 1 else f"{amount}× {name}"


def damage(kind: str, lang: str) -> str:
    d = content().rules.damage.get(kind)
    return d.name.get(lang) if d is not None else kind


def card(deck: str, number: int, lang: str) -> str:
    """A numbered card's printed name: an enemy, a search card or a crafted item."""
    c = content()
    if deck == "enemy" and number in c.enemies:
        return c.enemies[number].name.get(lang)
    if deck == "crafted" and number in c.items:
        return c.items[number].name.get(lang)
    if number in c.search:
        return c.search[number].name.get(lang)
    return f"#{number}"


def item(it: OwnedItem, lang: str) -> str:
    return card(it.deck, it.number, lang)


def token(token_id: str, lang: str) -> str:
    """What a token on the map is, by its printed name: a resource, an enemy, a search card, a water source."""
    c = content()
    for stack in c.island.landscape.values():
        for t in stack.tokens:
            if t.id == token_id:
                if t.resource is not None:
                    return resource(t.resource, lang, t.amount)
                if t.enemy is not None:
                    return card("enemy", t.enemy, lang)
                return text(LOG + "search_token", lang, n=t.search)
    waters = dict(c.island.water_sources)
    if token_id in waters:
        return text(LOG + "water_source", lang, what=resource(waters[token_id], lang))
    monsters = dict(c.island.monsters)
    if token_id in monsters:
        return card("enemy", monsters[token_id], lang)
    if token_id in c.island.special_monsters:
        return c.island.special_monsters[token_id].name.get(lang)
    if token_id in c.rules.resources:
        return resource(token_id, lang)
    return text(LOG + "fire", lang)


def _held(h: Held, lang: str) -> str:
    return resource(h.resource, lang, h.amount)


def annotate(event: Event, s: GameState) -> Event:
    """The event with the names of what it takes from a hand, told from the state before it changes that hand."""
    d = event.data
    extra: dict[str, Any] = {}
    if event.kind in ("spent", "discarded", "dropped", "token_broken") and _fits(s, d.get("player"), "resources",
                                                                                  d.get("index")):
        h = s.heroes[d["player"]].resources[d["index"]]
        extra = {"what": [h.resource, h.amount]}
    elif event.kind in ("item_discarded", "item_given") and _fits(s, d.get("player"), "items", d.get("index")):
        it = s.heroes[d["player"]].items[d["index"]]
        extra = {"what": [it.deck, it.number]}
    elif event.kind == "looted" and _fits(s, d.get("casualty"), "resources" if d.get("what") == "resource"
                                          else "items", d.get("index")):
        victim = s.heroes[d["casualty"]]
        if d["what"] == "resource":
            h = victim.resources[d["index"]]
            extra = {"thing": ["resource", h.resource, h.amount]}
        else:
            it = victim.items[d["index"]]
            extra = {"thing": ["item", it.deck, it.number]}
    elif event.kind == "duel_took" and d.get("index") is not None and _fits(s, d.get("frm"), "resources", d["index"]):
        h = s.heroes[d["frm"]].resources[d["index"]]
        extra = {"what": [h.resource, h.amount]}
    elif event.kind == "traded":
        extra = {"gives": _things(s, d["giver"], d["things"]), "gets": _things(s, d["taker"], d["back"])}
    elif event.kind in ("carried", "uncarried") and _fits(s, d.get("player"), "items", d.get("item")):
        hero = s.heroes[d["player"]]
        it = hero.items[d["item"]]
        pool = hero.resources if event.kind == "carried" else it.carried
        held = pool[d["index"]] if 0 <= d["index"] < len(pool) else None
        extra = {"item_card": [it.deck, it.number], "what": None if held is None else [held.resource, held.amount]}
    elif event.kind == "blueprint_played":
        extra = {"up": True}
    if not extra:
        return event
    return Event(event.kind, {**d, **extra})


def _fits(s: GameState, seat: Any, pile: str, index: Any) -> bool:
    return isinstance(seat, int) and isinstance(index, int) and 0 <= seat < len(s.heroes) and \
        0 <= index < len(getattr(s.heroes[seat], pile))


def _things(s: GameState, seat: int, things: Sequence[str]) -> list[list[Any]]:
    """What a trade's side hands over, by kind and name, before it changes hands."""
    hero = s.heroes[seat]
    out: list[list[Any]] = []
    for thing in things:
        kind, _, index = thing.partition(":")
        i = int(index)
        if kind == "resource" and i < len(hero.resources):
            out.append(["resource", hero.resources[i].resource, hero.resources[i].amount])
        elif kind == "item" and i < len(hero.items):
            out.append(["item", hero.items[i].deck, hero.items[i].number])
        elif kind == "blueprint" and i < len(hero.blueprints):
            out.append(["blueprint", hero.blueprints[i]])
    return out


def _thing(thing: Sequence[Any], lang: str) -> str:
    if thing[0] == "resource":
        return resource(str(thing[1]), lang, int(thing[2]))
    if thing[0] == "item":
        return card(str(thing[1]), int(thing[2]), lang)
    return text(LOG + "blueprint_thing", lang, name=card("crafted", int(thing[1]), lang))


def _list(things: Sequence[Sequence[Any]], lang: str) -> str:
    return ", ".join(_thing(t, lang) for t in things) or text(LOG + "nothing", lang)


def _what(d: Mapping[str, Any], lang: str) -> str:
    what = d.get("what")
    return resource(str(what[0]), lang, int(what[1])) if what else text(LOG + "a_resource", lang)


def _space_terrain(s: GameState, space: str, lang: str) -> str:
    from .board import printed
    from .state import hex_of
    spot = printed(s, hex_of(space))
    if spot is None:
        return text(LOG + "somewhere", lang)
    return content().rules.terrain[spot.terrain].name.get(lang)


def describe(event: Event, s: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
    """The event's line (None for the bookkeeping in SILENT and for events no reader follows)."""
    if event.kind in SILENT:
        return None
    builder = LINES.get(event.kind)
    if builder is None:
        return None
    built = builder(event.data, s, lang, names)
    if built is None:
        return None
    key, params = built
    told = text(LOG + key, lang, **params)
    return told[:1].upper() + told[1:]          # a line opening with a name read from content ("wood is …")


def tell(action: Action, s: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
    """A move whose events are only bookkeeping told as what the player did (a free Gather skipped, a trade offered
    and filled, the rest of a reward kept), so the history never falls back to a button's words; None for the rest,
    whose events tell them."""
    me = who(action.player, names, lang)
    if action.kind == "skip_gather":
        return text(LOG + "skip_gather", lang, who=me)
    if action.kind == "share_done":
        return text(LOG + "share_kept", lang, who=me)
    if action.kind == "trade":
        return text(LOG + "trade_started", lang, who=me, other=who(int(action["partner"]), names, lang))
    if action.kind == "trade_add" and s.trade is not None and isinstance(action.player, int):
        side = str(action["side"])
        seat = action.player if side == "give" else int(s.trade["partner"][0])
        return text(LOG + f"trade_{'give' if side == 'give' else 'ask'}", lang, who=me,
                    what=_list(_things(s, seat, [str(action["thing"])]), lang))
    return None


Line: TypeAlias = Callable[[Data, GameState, str, Sequence[str]], Built]
LINES: dict[str, Line] = {}


def line(*kinds: str) -> Callable[[Line], Line]:
    def wrap(fn: Line) -> Line:
        for kind in kinds:
            LINES[kind] = fn
        return fn
    return wrap


def _p(d: Mapping[str, Any], names: Sequence[str], lang: str, key: str = "player") -> str:
    return who(d.get(key), names, lang)


def _who_only(kind: str) -> Line:
    """The line of an event that names only the hero it is about, in the words kept under its own kind."""
    def build(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
        return kind, {"who": _p(d, names, lang)}
    return build


for _kind in ("character_kept", "turn_ended", "eliminated", "won", "night_paid", "dirty_water", "quarrel", "fled",
              "damage_prevented", "chosen", "marker_removed"):
    LINES[_kind] = _who_only(_kind)


@line("setup")
def _setup(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "setup", {"chief": who(d["chief"], names, lang)}


@line("characters_revealed")
def _chars(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    chars = content().characters
    each = ", ".join(f"{who(i, names, lang)}: {chars[c].name if c in chars else c}"
                     for i, c in enumerate(d["characters"]))
    return "characters_revealed", {"each": each}


@line("day")
def _day(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    first = d["order"][0] if d["order"] else None
    return "day", {"n": d["round"], "who": who(first, names, lang)}


@line("stamina")
def _stamina(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    """Stamina a hero paid for its own action is not a line of its own (the action's line follows it; a move's or a
    scout's says what is left); stamina a card, a threat or sleep gave or took is."""
    if d.get("why") in PAID:
        return None
    return "stamina", {"who": _p(d, names, lang), "n": d["to"]}


@line("gained")
def _gained(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "gained", {"who": _p(d, names, lang), "what": resource(d["resource"], lang), "n": d["amount"]}


def _hand(kind: str) -> Line:
    """A resource leaving a hand: spent, discarded by a card, dropped at the limit, or changed for two singles."""
    def told(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
        return kind, {"who": _p(d, names, lang), "what": _what(d, lang)}
    return told


for _kind in ("spent", "discarded", "dropped", "token_broken"):
    LINES[_kind] = _hand(_kind)


@line("damaged")
def _damaged(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "damaged", {"who": _p(d, names, lang), "what": damage(d["damage"], lang)}


@line("healed")
def _healed(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    if d["patient"] == d["player"]:
        return "healed_self", {"who": _p(d, names, lang), "what": damage(d["damage"], lang)}
    return "healed", {"who": _p(d, names, lang), "other": _p(d, names, lang, "patient"),
                      "what": damage(d["damage"], lang)}


@line("night_drawn")
def _night(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    cardname = content().night[d["card"]].name.get(lang) if d["card"] in content().night else d["card"]
    return ("night_rebuilt" if d["rebuilt"] is not None else "night_drawn"), {"card": cardname}


@line("rolled")
def _rolled(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    why = str(d["why"])
    known = why if why in ("storm", "dirty_water") else "card"
    return f"rolled_{known}", {"who": _p(d, names, lang), "n": d["value"]}


@line("fire_out")
def _fire_out(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "fire_out", {"where": _space_terrain(s, d["space"], lang)}


@line("fire_lit")
def _fire_lit(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "fire_lit", {"where": _space_terrain(s, d["space"], lang)}


@line("fire_placed")
def _fire_placed(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "fire_placed", {"where": _space_terrain(s, d["space"], lang)}


@line("chief_picked", "chief_settled")
def _chief(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "chief", {"who": who(d.get("to", d.get("chief")), names, lang)}


@line("chief_voted")
def _voted(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    if d["to"] is None or d["to"] < 0:
        return "chief_vote_none", {"who": _p(d, names, lang)}
    return "chief_voted", {"who": _p(d, names, lang), "other": who(d["to"], names, lang)}


def _threat(card_id: str, lang: str) -> str:
    t = content().threats.get(card_id)
    return t.name.get(lang) if t is not None else card_id


@line("threats_rebuilt")
def _threats_rebuilt(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "threats_rebuilt", {}


@line("threat_drawn")
def _threat_drawn(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "threat_drawn", {"card": _threat(d["card"], lang)}


@line("threat_kept")
def _threat_kept(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "threat_kept", {"who": _p(d, names, lang), "card": _threat(d["card"], lang)}


@line("threat_discarded")
def _threat_discarded(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    if d["player"] is None:
        return "threat_discarded", {"card": _threat(d["card"], lang)}
    return "threat_discarded_by", {"who": _p(d, names, lang), "card": _threat(d["card"], lang)}


@line("monsters_rebuilt")
def _monsters_rebuilt(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "monsters_rebuilt", {}


@line("monster_placed")
def _monster_placed(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "monster_placed", {"where": _space_terrain(s, d["space"], lang)}


@line("special_placed")
def _special(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "special_placed", {"what": token(d["id"], lang), "where": _space_terrain(s, d["space"], lang)}


@line("monster_moved", "monster_stepped")
def _monster_moved(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "monster_moved", {"where": _space_terrain(s, d["to"], lang)}


@line("moved")
def _moved(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "moved", {"who": _p(d, names, lang), "where": _space_terrain(s, d["to"], lang),
                     "n": s.heroes[d["player"]].stamina}


@line("tile_turned")
def _tile(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    tile = content().island.tiles.get(d["tile"])
    name = tile.name.get(lang) if tile is not None else d["tile"]
    if d["scout"] is None:
        return "tile_start", {"tile": name}
    return "tile_turned", {"who": who(d["scout"], names, lang), "tile": name, "n": s.heroes[d["scout"]].stamina}


@line("revealed")
def _revealed(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    held = _resource_token(str(d["id"]))
    if held is not None:
        return f"revealed_resource{'' if held[1] == 1 else '_double'}", {"what": resource(held[0], lang)}
    return "revealed", {"what": token(d["id"], lang)}


def _resource_token(token_id: str) -> tuple[str, int] | None:
    """The resource and amount a landscape token holds, None for any other token."""
    for stack in content().island.landscape.values():
        for t in stack.tokens:
            if t.id == token_id and t.resource is not None:
                return t.resource, t.amount
    return None


@line("water_drawn")
def _water(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "water_drawn", {"who": _p(d, names, lang), "what": resource(d["resource"], lang)}


@line("taken")
def _taken(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "taken", {"who": _p(d, names, lang), "what": token(d["id"], lang)}


@line("token_discarded")
def _token_discarded(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "token_discarded", {"what": token(d["id"], lang)}


@line("card_found")
def _found(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "card_found", {"who": _p(d, names, lang), "n": d["number"], "card": card(d["deck"], d["number"], lang)}


@line("card_missing")
def _missing(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "card_missing", {"n": d["number"]}


@line("card_removed")
def _removed(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "card_removed", {"card": card(d["deck"], d["number"], lang)}


@line("item_gained")
def _item_gained(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "item_gained", {"who": _p(d, names, lang), "card": card(d["deck"], d["number"], lang)}


@line("item_discarded")
def _item_discarded(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    what = d.get("what")
    name = card(str(what[0]), int(what[1]), lang) if what else text(LOG + "an_item", lang)
    return "item_discarded", {"who": _p(d, names, lang), "card": name}


@line("item_given")
def _item_given(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    what = d.get("what")
    name = card(str(what[0]), int(what[1]), lang) if what else text(LOG + "an_item", lang)
    return "item_given", {"who": _p(d, names, lang), "other": _p(d, names, lang, "to"), "card": name}


@line("upgrade_played")
def _upgrade(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "upgrade_played", {"card": card("search", d["number"], lang)}


@line("combat_started")
def _combat(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "combat_started", {"who": who(d["fighter"], names, lang), "card": card(d["deck"], d["number"], lang)}


@line("supported", "duel_supported")
def _supported(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    if d["card"] == "none":
        return "supported_none", {"who": _p(d, names, lang)}
    sc = content().support.get(d["card"])
    return "supported", {"who": _p(d, names, lang), "card": sc.name.get(lang) if sc else d["card"]}


@line("combat_rolled")
def _combat_rolled(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "combat_rolled", {"grey": d["grey"], "red": d["red"]}


@line("modified", "duel_modified")
def _modified(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    use = str(d["use"])
    if use == "pass":
        return "passed", {"who": _p(d, names, lang)}
    return "modified", {"who": _p(d, names, lang), "grey": d["grey"] + d["grey_mod"], "red": d["red"] + d["red_mod"]}


@line("enemy_defeated")
def _defeated(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "enemy_defeated", {"card": card(d["deck"], d["number"], lang)}


@line("enemy_returned")
def _returned(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "enemy_returned", {"card": card(d["deck"], d["number"], lang)}


@line("enemy_retreated")
def _retreated(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "enemy_retreated", {"what": token(d["token"], lang) if d["token"] else text(LOG + "the_enemy", lang),
                               "where": _space_terrain(s, d["to"], lang)}


@line("shared")
def _shared(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "shared", {"who": _p(d, names, lang), "other": _p(d, names, lang, "to"),
                      "what": resource(str(d.get("resource", "")), lang)}


@line("investigated")
def _investigated(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "investigated", {"who": _p(d, names, lang), "n": d["poi"]}


@line("stage")
def _stage(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    scenario = content().scenarios.get(int(d.get("scenario", s.expedition)))
    stages = {st.stage: st for st in scenario.stages} if scenario else {}
    title = stages[d["stage"]].title.get(lang) if d["stage"] in stages else str(d["stage"])
    return "stage", {"n": d["stage"], "title": title}


@line("encounter_drawn")
def _encounter(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    e = content().encounters.get(d["card"])
    return "encounter_drawn", {"who": _p(d, names, lang), "card": e.name.get(lang) if e else d["card"]}


@line("blueprint_drawn")
def _bp_drawn(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return f"blueprint_drawn_{'advanced' if d['deck'] == 'advanced' else 'normal'}", {"who": _p(d, names, lang)}


@line("blueprint_played")
def _bp_played(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "blueprint_played", {"who": _p(d, names, lang), "card": card("crafted", d["number"], lang)}


@line("fighter_named")
def _named(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "fighter_named", {"who": _p(d, names, lang), "other": _p(d, names, lang, "fighter")}


@line("duel_started")
def _duel(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "duel_started", {"who": _p(d, names, lang, "attacker"), "other": _p(d, names, lang, "defender")}


@line("duel_rolled")
def _duel_rolled(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "duel_rolled", {"grey": d["grey"] + d["grey_mod"], "red": d["red"] + d["red_mod"]}


@line("duel_took")
def _took(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    if d["index"] is None:
        return "duel_took_none", {"who": _p(d, names, lang)}
    return "duel_took", {"who": _p(d, names, lang), "other": _p(d, names, lang, "frm"), "what": _what(d, lang)}


@line("looted")
def _looted(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    thing = d.get("thing")
    what = _thing(thing, lang) if thing else text(LOG + "a_resource", lang)
    return "looted", {"who": _p(d, names, lang), "other": _p(d, names, lang, "casualty"), "what": what}


@line("trade_ended")
def _trade_ended(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return ("trade_done" if d["done"] else "trade_off"), {}


@line("traded")
def _traded(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
    return "traded", {"who": _p(d, names, lang, "giver"), "other": _p(d, names, lang, "taker"),
                      "gives": _list(d.get("gives", []), lang), "gets": _list(d.get("gets", []), lang)}


def _carry(kind: str) -> Line:
    """A resource put on a carrying item, or taken off it."""
    def told(d: Data, s: GameState, lang: str, names: Sequence[str]) -> Built:
        it = d.get("item_card")
        name = card(str(it[0]), int(it[1]), lang) if it else text(LOG + "an_item", lang)
        return kind, {"who": _p(d, names, lang), "what": _what(d, lang), "card": name}
    return told


for _kind in ("carried", "uncarried"):
    LINES[_kind] = _carry(_kind)
