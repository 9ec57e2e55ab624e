"""A region as a player hovering it reads it (issue 26, item 2): what it is (terrains, special kind, port), what lies
there (Taint or Rift, Threat or Horde, watchtower, edge stone, the Herald, the heroes) and, for each hero's move into
it, the whole price of going there as the spec states it: leaving the hero's Taint or Rift (§12.2), the Herald's
attack on entering (§5.4, §15.2), the fight that replaces the card when a Threat or Horde is explored (§6.3, §12.5),
the Nica die that Taint adds to every roll there and the Defiled enemies of a Rift (§12.2).

Read from the view and content only: this is the rulebook's price said in words; the engine charges it.
"""
from __future__ import annotations

from typing import Callable

from engine.games.zerywia.content import content
from engine.kernel import Action
from engine.kernel.canonical import JsonObject

from .board import region_pieces
from .text import say
from .words import name_of

MOVING_KINDS = frozenset({"explore", "use_port", "cross_veil", "token_walk", "use_map"})   # moves that go somewhere
NICA_STEP = "nica_phase"       # the Herald attacks no one entering its region in the Nica phase


def _hero(view: JsonObject, seat: int | None) -> JsonObject | None:
    heroes = view.get("heroes") or []
    return heroes[seat] if isinstance(seat, int) and 0 <= seat < len(heroes) else None


def _tokens(view: JsonObject, rid: str) -> JsonObject:
    found = (view.get("regions") or {}).get(rid)
    return found if isinstance(found, dict) else {}


def leaving_cost(view: JsonObject, hero: JsonObject, lang: str) -> str | None:
    """What leaving the hero's region costs (§12.2): a Flaw from a Rift; from Taint a Flaw, or with a Flaw already
    a Flaw or 1 point; nothing for Dalbor leaving Taint (§18.2), nothing from clean ground."""
    here = str(hero.get("region") or "")
    taint = _tokens(view, here).get("taint")
    where = name_of(here, lang)
    if taint == "rift":
        return say("cost.leave_rift", lang, region=where)
    if taint != "taint":
        return None
    chosen = content().heroes.get(str(hero.get("hero")))
    if hero.get("form") != "gardzica" and chosen is not None and chosen.ability.do == "leave_taint_free":
        return None
    flawed = any(a.get("flaw") or a.get("pflaw") for a in (hero.get("attributes") or {}).values())
    return say("cost.leave_choice" if flawed else "cost.leave_flaw", lang, region=where)


def entry_costs(view: JsonObject, action: Action, lang: str) -> list[str]:
    """The price of `action`'s move into its region, in words, first to last (empty: it goes there for nothing)."""
    to = action.get("to")
    hero = _hero(view, action.player)
    if action.kind not in MOVING_KINDS or not isinstance(to, str) or to not in content().board.regions or hero is None:
        return []
    out: list[str] = []
    moves = to != hero.get("region")
    if moves:
        leave = leaving_cost(view, hero, lang)
        if leave:
            out.append(leave)
        scenario = content().scenarios.get(str(view.get("scenario")))
        if view.get("herald") == to and scenario is not None and scenario.herald_attacks and \
                view.get("step") != NICA_STEP:
            out.append(say("cost.herald", lang))
    tokens = _tokens(view, to)
    if action.kind == "explore" and tokens.get("threat") == "horde":
        out.append(say("cost.horde", lang))
    elif action.kind == "explore" and tokens.get("threat") == "threat":
        out.append(say("cost.fight", lang))
    if tokens.get("taint") in ("taint", "rift"):
        out.append(say("cost.nica", lang))
    if tokens.get("taint") == "rift":
        out.append(say("cost.defiled", lang))
    return out


def describe(view: JsonObject, rid: str, lang: str, hero_name: Callable[[int], str]) -> list[str]:
    """What a region is and what lies there: its name with its terrains, special kind or port; its tokens; the
    heroes standing in it."""
    region = content().board.regions[rid]
    kinds = [name_of(t, lang) for t in region.terrains]
    if region.special:
        kinds.append(say(f"special.{region.special}", lang))
    if region.port:
        kinds.append(say("region.port", lang))
    lines = [say("region.what", lang, region=region.name.get(lang), kinds=", ".join(kinds))]
    if region.port:
        others = [name_of(p, lang) for p in content().board.ports() if p != rid]
        lines.append(say("region.port_links", lang, ports=", ".join(others)))
    pieces = region_pieces(view).get(rid, [])
    if pieces:
        lines.append(say("region.lies", lang, what=", ".join(say(f"token.{k}", lang) for k in pieces)))
    here = [hero_name(int(h["seat"])) for h in view.get("heroes") or []
            if h.get("region") == rid and h.get("status") == "active"]
    if here:
        lines.append(say("table.region_here", lang, heroes=", ".join(here)))
    return lines


def move_line(label: str, costs: list[str], lang: str) -> str:
    """A move into the region with its price: 'Weda: Explore — costs: …' or '… — no cost'."""
    if not costs:
        return say("cost.line_free", lang, move=label)
    return say("cost.line", lang, move=label, costs="; ".join(costs))
