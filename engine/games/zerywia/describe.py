"""Readable log lines for Zerywia's events in either language (texts in content/strings.toml, keys
"zerywia.log.<line>"); bookkeeping events (the list of what a hero settles, steps, single dice) get none.

Lines are told in the past tense and name a hero with its player ("Weda (Ala) went to Jesza's Isle."); a Polish verb
agrees with the hero, written "[masculine|feminine]" in the line (`agree`)."""
from __future__ import annotations

import re
from typing import Sequence

from engine.common.log_lines import LogLines, who
from engine.kernel import Event
from engine.kernel.canonical import JsonObject
from engine.kernel.strings import text

from .content import content
from .state import ABYSS, GameState

GAME = "zerywia"
LOG: LogLines[GameState] = LogLines(GAME)
LINES = LOG.by_kind
line = LOG.line
say = LOG.say


AGREEMENT = re.compile(r"\[([^|\[\]]*)\|([^|\[\]]*)\]")


def gender(hero: str | None, lang: str) -> str | None:
    """A hero's grammatical gender ("m" or "f"), None before a hero is chosen."""
    key = f"{GAME}.gender.{hero}"
    return text(key, lang) if hero else None


def agree(line: str, grammatical: str | None) -> str:
    """Each "[masculine|feminine]" choice of a line made for the gender (both, slashed, when it is unknown)."""
    def pick(m: re.Match[str]) -> str:
        return m.group(2) if grammatical == "f" else m.group(1) if grammatical == "m" else f"{m.group(1)}/{m.group(2)}"
    return AGREEMENT.sub(pick, line)


def hero_name(s: GameState, seat: int, names: Sequence[str], lang: str) -> str:
    """A seat as the history names it: its hero with its player ("Weda (Ala)"), the player alone before a hero is
    chosen or when the seat is named after its hero."""
    player = who(seat, names)
    hero = s.heroes[seat].hero if 0 <= seat < len(s.heroes) else None
    if not hero or hero not in content().heroes:
        return player
    called = content().heroes[hero].name.get(lang)
    return called if called == player else text(f"{GAME}.log.hero_player", lang, hero=called, player=player)


def said(key: str, lang: str, s: GameState, seat: int, names: Sequence[str], **params: object) -> str:
    """A line whose subject is a seat's hero, its verbs agreeing with the hero."""
    hero = s.heroes[seat].hero if 0 <= seat < len(s.heroes) else None
    return agree(say(key, lang, who=hero_name(s, seat, names, lang), **params), gender(hero, lang))


def region(rid: str, lang: str) -> str:
    return say("abyss", lang) if rid == ABYSS else content().board.regions[rid].name.get(lang)


def annotate_event(event: Event, s: GameState) -> Event:
    """A challenge's end names the hero who faced it, read before the event clears the challenge: its line was
    told from the state after it, and 'Weda failed the challenge.' never reached the history."""
    if event.kind == "challenge_over" and s.challenge is not None:
        return Event(event.kind, {**event.data, "seat": s.challenge.seat})
    return event


def describe_event(event: Event, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
    """The event told in `lang` (None for bookkeeping)."""
    return LOG.describe(event, state, lang, names)


@line("hero_chosen")
def _chosen(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("hero_chosen", lang, who=who(d["seat"], names), hero=content().heroes[d["hero"]].name.get(lang))


@line("cycle_started")
def _cycle(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("cycle", lang, n=d["cycle"])


@line("action_started")
def _action(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said(f"action.{d['action']}", lang, s, d["seat"], names)


@line("moved")
def _moved(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said("moved", lang, s, d["seat"], names, region=region(d["region"], lang))


@line("card_drawn")
def _card(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said("card", lang, s, d["seat"], names, card=content().exploration[d["card"]].name.get(lang))


@line("challenge_over")
def _challenge(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str | None:
    seat = d.get("seat")
    if not isinstance(seat, int):
        return None
    return said("won" if d["success"] else "failed", lang, s, seat, names)


@line("test_over")
def _test(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said("test_won" if d["success"] else "test_failed", lang, s, d["seat"], names, count=d["hits"])


@line("lost")
def _lost(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said("lost", lang, s, d["seat"], names, n=d["n"],
               attr=content().rules.attributes[d["attr"]].name.get(lang))


@line("flaw_taken")
def _flaw(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said("flaw", lang, s, d["seat"], names, attr=content().rules.attributes[d["attr"]].name.get(lang))


@line("tale_resolved")
def _tale(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said("tale", lang, s, d["seat"], names, tale=content().tales[d["tale"]].name.get(lang))


@line("threat")
def _threat(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say(f"threat.{d['token'] or 'none'}", lang, region=region(d["region"], lang))


@line("taint")
def _taint(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say(f"taint.{d['token'] or 'none'}", lang, region=region(d["region"], lang))


@line("herald_moved")
def _herald(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("herald", lang, region=region(d["region"], lang))


@line("black_stone")
def _black(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("black_stone", lang, n=s.black_stones())   # told after the stone lies there (narrate folds first)


@line("hero_out")
def _out(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said("hero_out", lang, s, d["seat"], names)


@line("game_over")
def _over(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return text(str(d["reason"]), lang)


@line("herald_attack_drawn")
def _attack(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said("herald_attack", lang, s, d["seat"], names, card=content().herald.attacks[d["card"]].name.get(lang))


@line("face_extinguished")
def _face(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("face_extinguished", lang, stone=content().rules.stones[d["stone"]].name.get(lang))


@line("adventure_set_added")
def _set(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("adventure_set", lang)


@line("host_added")
def _host(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("host_added", lang)


@line("battle_begun")
def _battle(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return say("battle", lang, region=region(d["region"], lang), card=content().herald.cards[d["card"]].name.get(lang))


@line("battle_refused")
def _refused(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said("battle_refused", lang, s, d["seat"], names)


@line("joint_formed")
def _joint(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said("joint", lang, s, d["party"][0], names)


@line("party_left")
def _left(d: JsonObject, s: GameState, lang: str, names: Sequence[str]) -> str:
    return said("party_left", lang, s, d["seat"], names)
