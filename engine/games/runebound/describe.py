"""Readable log lines for Runebound events in either language (texts in content/strings.toml, keys
"runebound.log.<line>"); bookkeeping events (steps, fight flags, a roll's points) get none."""
from __future__ import annotations

from typing import Any, Sequence

from engine.common.hexes import Hex
from engine.common.log_lines import LogLines, who
from engine.kernel import Event
from engine.kernel.canonical import JsonObject
from engine.kernel.strings import text

from .content import base_id, content
from .state import EXPERIENCE, GameState

GAME = "runebound"
LOG: LogLines[GameState] = LogLines(GAME)
LINES = LOG.by_kind
line = LOG.line
say = LOG.say


def card_name(card: str, lang: str) -> str:
    """A card's printed name (copies share it)."""
    c = content()
    base = base_id(card)
    for table in (c.items, c.allies, c.challenges, c.events, c.encounters):
        if base in table:
            return table[base].name.get(lang)
    return card


def ally_name(card: str, lang: str) -> str:
    """An ally by its name; the duellist from "A Question of Honour" is the duellist, not the encounter card."""
    c = content()
    return c.duellist.name.get(lang) if c.is_duellist(card) else card_name(card, lang)


def city_name(city: str, lang: str) -> str:
    return content().cities[city].name.get(lang)


def describe_event(event: Event, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
    """The event told in `lang` (None for bookkeeping)."""
    return LOG.describe(event, state, lang, names)


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


@line("gold")
def _gold(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    """Gold a card gives or takes (an encounter's reward, a toll) or a beaten hero's purse; the test's own roll
    line ("rolls 5 + 6 for the Mind test: 12 against 10, a success") already told the test (`tested` is silent)."""
    amount = int(d["amount"])
    return say("gains_gold" if amount > 0 else "pays_gold", lang, who=who(d["player"], names), count=abs(amount))


@line("rolled_d10")
def _d10(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    """A roll with what it was for (an attack, a defence, a test, a target) and, against a target, how it ended."""
    dice = " + ".join(str(x or 10) for x in d["dice"])
    roller = who(d["player"], names)
    ally = d.get("ally") or ""
    if ally:
        roller = say("ally_of", lang, who=roller, ally=ally_name(str(ally), lang))
    kind, _, what = str(d.get("why") or "").partition(":")
    if kind not in ("attack", "ally", "defend", "test", "bolt", "target"):
        return say("d10", lang, who=roller, dice=dice)
    aim = say(f"skill.{what}", lang) if kind == "test" else say(f"phase.{what}", lang) if what else ""
    purpose = say(f"roll_for.{kind}", lang, what=aim)
    if d.get("target") is None:
        return say("d10_for", lang, who=roller, dice=dice, purpose=purpose, total=d.get("total", ""))
    outcome = "held" if kind == "defend" else "hit" if kind in ("attack", "ally", "bolt") else "success"
    result = say(f"roll_{outcome}" if d.get("success") else f"roll_not_{outcome}", lang)
    return say("d10_against", lang, who=roller, dice=dice, purpose=purpose, total=d.get("total", ""),
               target=d["target"], result=result)


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
        return say("ally_of", lang, who=who(d["player"], names), ally=ally_name(allies[k].card, lang))
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
    """The ally by its name (told from the state before it leaves the hero)."""
    allies = s.players[d["player"]].allies
    k = d.get("who", -1)
    if isinstance(k, int) and 0 <= k < len(allies):
        return say("ally_killed_named", lang, ally=say("ally_of", lang, who=who(d["player"], names),
                                                       ally=ally_name(allies[k].card, lang)))
    return say("ally_killed", lang, who=who(d["player"], names))


# --- choices no event tells (Game.tell): each in words, never the button's text -----------------------------
TOLD = frozenset({"stop", "decline", "start_fight", "leave_market", "fight_on", "escape", "done", "peek", "peek_keep",
                  "peek_bottom", "discard", "reroll", "use", "no_contact", "end_trade", "ask_gold", "offer_gold",
                  "offer_card", "ask_card", "pvp_fight_on", "end_before", "propose", "break_off", "accept_trade",
                  "reject_trade"})


def tell_action(kind: str, args: JsonObject, player: int | None, state: GameState, lang: str,
                names: Sequence[str]) -> str | None:
    """A log line for a choice whose events say nothing a reader follows ("Ala leaves the market.")."""
    if kind not in TOLD or player is None:
        return None
    params: dict[str, Any] = {"who": who(player, names)}
    card = args.get("card")
    if isinstance(card, str):
        p = state.players[player]
        params["card"] = content().heroes[p.hero].name.get(lang) if card == "hero" and p.hero else card_name(card, lang)
    if kind == "reroll":
        params["n"] = int(args.get("die", 0)) + 1
    if kind == "peek":
        params["colour"] = say(f"colour.{args.get('colour')}", lang)
    if kind == "done" and state.step == EXPERIENCE:
        kind = "done_experience"
    return say(f"tell.{kind}", lang, **params)


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

