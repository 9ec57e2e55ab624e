"""Readable log lines for Runebound events in either language (texts in content/strings.toml, keys
"runebound.log.<line>"); bookkeeping events (steps, fight flags, a roll's points) get none."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.common.hexes import Hex
from engine.kernel import Event
from engine.kernel.canonical import JsonObject
from engine.kernel.strings import text

from .content import base_id, content
from .state import GameState

GAME = "runebound"
Line = Callable[[JsonObject, GameState, str, Sequence[str]], str | None]
LINES: dict[str, Line] = {}


def line(kind: str) -> Callable[[Line], Line]:
    def wrap(fn: Line) -> Line:
        LINES[kind] = fn
        return fn
    return wrap


def say(key: str, lang: str, **params: Any) -> str:
    return text(f"{GAME}.log.{key}", lang, **params)


def who(seat: int, names: Sequence[str]) -> str:
    return names[seat] if seat < len(names) else f"P{seat + 1}"


def card_name(card: str, lang: str) -> str:
    """A card's printed name (copies share it)."""
    c = content()
    base = base_id(card)
    for table in (c.items, c.allies, c.challenges, c.events, c.encounters):
        if base in table:
            return table[base].name.get(lang)
    return card


def city_name(city: str, lang: str) -> str:
    return content().cities[city].name.get(lang)


def describe_event(event: Event, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
    fn = LINES.get(event.kind)
    return None if fn is None else fn(event.data, state, lang, names)


NEEDS_FIGHT = frozenset({"challenge_wounded", "challenge_defeated", "unresolved"})


def annotate_event(event: Event, state: GameState) -> Event:
    """Lines about the fight name its challenge, which the event itself may end (so it is read before)."""
    if event.kind in NEEDS_FIGHT and state.combat is not None:
        return Event(event.kind, {**event.data, "fought": state.combat.card})
    return event


def _fought(d: JsonObject, s: GameState) -> str:
    return str(d.get("fought") or (s.combat.card if s.combat is not None else ""))


@line("turn")
def _turn(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("turn", lang, round=d["round"], who=who(d["player"], names))


@line("placed")
def _placed(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    city = content().city_at[Hex(*d["hex"])]
    return say("placed", lang, who=who(d["player"], names), city=city_name(city, lang))


@line("rested")
def _rested(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    amount = d["hero"] + sum(d["allies"])
    if not amount:
        return say("rested_fresh", lang, who=who(d["player"], names))
    return say("rested", lang, who=who(d["player"], names), amount=amount)


@line("rolled")
def _rolled(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    if not d["faces"]:
        return say("no_dice", lang, who=who(d["player"], names))
    return say("rolled", lang, who=who(d["player"], names), faces=", ".join(face_words(f, lang) for f in d["faces"]))


def face_words(face: str, lang: str) -> str:
    """A movement die's face by the terrains it lets the hero enter ("Forest/Hills"), never its id."""
    return "/".join(say(f"terrain.{t}", lang) for t in sorted(content().faces.get(face, ())))


@line("moved")
def _moved(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    """A step named by where it lands: a city by its name, any other hex by its terrain."""
    c = content()
    at = Hex(*d["hex"])
    city = c.city_at.get(at)
    if city is not None:
        return say("entered_city", lang, who=who(d["player"], names), city=city_name(city, lang))
    terrain = say(f"onto.{c.terrain[at]}", lang)
    return say("moved", lang, who=who(d["player"], names), terrain=terrain)


@line("market_drawn")
def _market_drawn(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("market_drawn", lang, card=card_name(d["card"], lang), city=city_name(d["city"], lang))


@line("bought")
def _bought(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("bought", lang, who=who(d["player"], names), card=card_name(d["card"], lang), price=d["price"])


@line("sold")
def _sold(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("sold", lang, who=who(d["player"], names), card=card_name(d["card"], lang), gain=d["gain"])


@line("healed")
def _healed(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("healed", lang, who=who(d["player"], names), cost=d["cost"])


@line("trained")
def _trained(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("trained", lang, who=who(d["player"], names), token=d["token"])


@line("adventure_drawn")
def _drawn(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("drawn", lang, who=who(s.active, names), card=card_name(d["card"], lang))


@line("event_played")
def _event(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("event_accepted" if d["accepted"] else "event_rejected", lang, card=card_name(d["card"], lang))


@line("replenished")
def _replenished(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("replenished", lang, count=len(d["placed"]))


@line("tested")
def _tested(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("tested", lang, who=who(d["player"], names), skill=say(f"skill.{d['skill']}", lang), target=d["target"],
               total=d["total"],
               result=say("success" if d["success"] else "failure", lang))


@line("rolled_d10")
def _d10(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("d10", lang, who=who(d["player"], names), dice=" + ".join(str(x or 10) for x in d["dice"]))


@line("card_played")
def _card_played(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    p = s.players[d["player"]]
    name = content().heroes[p.hero].name.get(lang) if d["card"] == "hero" else card_name(d["card"], lang)
    return say("card_played", lang, who=who(d["player"], names), card=name)


@line("caravan_revealed")
def _caravan(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("caravan_revealed", lang, card=card_name(d["card"], lang))


@line("combat_begun")
def _combat(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("combat", lang, who=who(s.active, names), card=card_name(d["card"], lang))


@line("challenge_wounded")
def _wounded(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str | None:
    """Wounds dealt (or healed, a Troll's regeneration) to the challenge being fought."""
    card = _fought(d, s)
    return say("challenge_wounded", lang, card=card_name(card, lang), count=d["wounds"]) if card else None


@line("harm")
def _harm(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str | None:
    if d["wounds"] <= 0 and d["exhaustion"] <= 0:
        return None
    wounds, exhaustion = max(0, d["wounds"]), max(0, d["exhaustion"])
    hurt = _character(d, s, lang, names)
    if not exhaustion:
        return say("hurt_wounds", lang, who=hurt, count=wounds)
    if not wounds:
        return say("hurt_exhaustion", lang, who=hurt, count=exhaustion)
    return say("hurt", lang, who=hurt, wounds=wounds, exhaustion=exhaustion)


def _character(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    """The hero's player, or the ally by its card's name and its owner (`who` is an ally's index, or -1)."""
    allies = s.players[d["player"]].allies
    k = d.get("who", -1)
    if isinstance(k, int) and 0 <= k < len(allies):
        return say("ally_of", lang, who=who(d["player"], names), ally=card_name(allies[k].card, lang))
    return who(d["player"], names)


@line("challenge_defeated")
def _defeated(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    card = _fought(d, s)
    if d["wins"]:
        return say("winner", lang, who=who(d["player"], names))
    return say("defeated", lang, who=who(d["player"], names), card=card_name(card, lang), gold=d["gold"])


@line("unresolved")
def _unresolved(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("unresolved", lang, card=card_name(_fought(d, s), lang))


@line("knocked_out")
def _ko(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("knocked_out", lang, who=who(d["player"], names))


@line("ally_killed")
def _ally_killed(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("ally_killed", lang, who=who(d["player"], names))


@line("contact")
def _contact(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    key = "traded" if d["what"] == "trade" else "pvp"
    return say(key, lang, who=who(d["player"], names), other=who(d["seat"], names))


@line("doom_token")
def _doom(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("doom_token", lang)


@line("margath_rises")
def _rises(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("margath_rises", lang)


@line("round_limit")
def _round_limit(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("round_limit", lang, round=d["round"])


@line("doom_lost")
def _lost(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return text(f"{GAME}.doom_lost", lang)

