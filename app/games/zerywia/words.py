"""Zerywia's moves in words: every action kind labelled by what it does, its arguments named as a player knows them
(a region by its name, an attribute, a card, a hero), from the engine's content and the table's string table."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from app import i18n
from engine.games.zerywia.content import content
from engine.games.zerywia.describe import agree, gender
from engine.kernel import Action
from engine.kernel.canonical import JsonObject

from .text import NAMESPACE, say

SEAT_ARGS = frozenset({"payer"})         # arguments that name a seat (whose hero pays)
REGION_ARGS = frozenset({"region"})      # arguments that always name a region
INDEX_ARGS = frozenset({"die", "nica", "token", "instead_token"})   # dice and tokens counted from 1 for people
REGION_KINDS = frozenset({"explore", "use_port", "spill", "cross_veil", "token_walk", "use_map"})   # moves whose `to` is a region
MARK_KINDS = frozenset({"place_taint", "place_threat"})                      # moves whose `region` is marked


def name_of(value: Any, lang: str) -> str:
    """What a content id is called in `lang`: a region, attribute, terrain, card, deity, creature, hero, Tale…"""
    c = content()
    key = str(value)
    if key in c.board.regions:
        return c.board.regions[key].name.get(lang)
    if key in c.rules.attributes:
        return c.rules.attributes[key].name.get(lang)
    if key in c.rules.terrains:
        return c.rules.terrains[key].name.get(lang)
    for table in (c.sagas, c.items, c.gods, c.creatures, c.feats, c.heroes, c.tales, c.exploration, c.marks,
                  c.enemies):
        found: Any = table.get(key)
        if found is not None:
            return str(found.name.get(lang))
    if key in c.hosts:
        return c.hosts[key].get(lang)
    if i18n.has(f"{NAMESPACE}.name.{key}"):
        return say(f"name.{key}", lang)
    return key


def attr_words(value: Any, lang: str, form: str = "attr") -> str:
    """An attribute, Pierw or a choice of them ('any', 'one', 'split', the die's, the tested one) as a phrase names it:
    `form` "attr" after a number or a verb ("+1 Vigor rune", "−1 Wigor"), "of" after a noun, which Polish declines
    ("+1 runa Wigoru"); an attribute whose form is the name itself has no entry of its own."""
    key = "any" if value in (None, "any") else str(value)
    return say(f"does.{form}.{key}", lang) if i18n.has(f"zerywia.does.{form}.{key}") else name_of(key, lang)


# The moves that may name the region the hero already stands in, by the argument naming it.
HERE_KINDS = {"explore": "to", "joint_explore": "region"}


class Words:
    """Labels for one view's moves: who acts is named by their hero when several heroes could act."""

    def __init__(self, view: JsonObject, names: Sequence[str], lang: str) -> None:
        self.view = view
        self.names = names
        self.lang = lang

    def hero(self, seat: int) -> str:
        """A seat's hero by name (the seat's player while no hero is chosen)."""
        heroes = self.view.get("heroes") or []
        if 0 <= seat < len(heroes) and heroes[seat].get("hero") in content().heroes:
            return content().heroes[heroes[seat]["hero"]].name.get(self.lang)
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    def arg(self, action: Action, key: str, value: Any) -> str:
        if key == "dice" or (key == "nica" and isinstance(value, str)):       # a feat's reroll names several
            return ", ".join(str(int(x) + 1) for x in str(value).split(",") if x.strip().isdigit())
        if key == "partners":
            return ", ".join(self.hero(int(x)) for x in str(value).split(",") if x.strip().isdigit())
        if key in SEAT_ARGS or (key == "to" and action.kind not in REGION_KINDS and action.kind != "herald_alloc"):
            return self.hero(int(value))
        if key in INDEX_ARGS and isinstance(value, int):
            return str(value + 1)
        if key == "instead" and isinstance(value, int):
            return str(value + 1)
        if key == "option" and isinstance(value, int):
            tale = content().tales.get(str(action.get("tale")))
            if tale is not None and 0 <= value < len(tale.options):
                return name_of(tale.options[value].reward, self.lang)
            return str(value + 1)
        if key == "side" and isinstance(value, int):
            return say("side.right" if value else "side.left", self.lang)
        if isinstance(value, bool):
            return ""
        return name_of(value, self.lang)

    def params(self, action: Action) -> Mapping[str, str]:
        """Each argument in words, and an attribute also in the form a noun before it needs ("kość Wigoru")."""
        out = {k: self.arg(action, k, v) for k, v in action.args}
        if action.get("attr") is not None:
            out["attr_of"] = attr_words(action.get("attr"), self.lang, "of")
        return out

    def label(self, action: Action, several: bool = False) -> str:
        """The move in words; `several`: heroes of several players could act, so the hero's name comes first."""
        pick = action.get("pick") if action.kind == "effect" else None
        if isinstance(pick, str) and pick.isdigit():
            words = say("action.effect_option", self.lang, n=int(pick) + 1)
            return say("action.who", self.lang, who=self.hero(action.player), what=words) \
                if several and action.player is not None else words
        variant = self._variant(action)
        words = say(f"action.{variant}", self.lang, **self.params(action))
        if several and action.player is not None:
            return say("action.who", self.lang, who=self.hero(action.player), what=words)
        return words


    def _variant(self, action: Action) -> str:
        """The move's string key; exploring where the hero stands (spec §6.3 DP-EXPLORE-TARGET) moves nobody, and
        its words say so."""
        variant = _variant(action)
        heroes = self.view.get("heroes") or []
        seat = action.player
        if variant in HERE_KINDS and isinstance(seat, int) and 0 <= seat < len(heroes) and \
                heroes[seat].get("region") == action.get(HERE_KINDS[variant]):
            return variant + "_here"
        return variant

    def past(self, action: Action, subject: str) -> str:
        """The move as the history tells it, in the past tense: `subject` (the hero with its player) did it; a Polish
        verb agrees with the hero."""
        params = dict(self.params(action))
        if action.kind == "effect" and isinstance(action.get("pick"), str) and str(action.get("pick")).isdigit():
            line = say("past.effect_option", self.lang, who=subject, n=int(str(action.get("pick"))) + 1)
        else:
            line = say(f"past.{self._variant(action)}", self.lang, who=subject, **params)
        heroes = self.view.get("heroes") or []
        seat = action.player
        hero = heroes[seat].get("hero") if isinstance(seat, int) and 0 <= seat < len(heroes) else None
        return agree(line, gender(str(hero), self.lang) if hero in content().heroes else None)


def _variant(action: Action) -> str:
    """The string key of a move: its kind, refined by which optional arguments it has or what they hold."""
    kind = action.kind
    if kind in ("prepare", "react", "test_react") and action.get("instead") is None:
        return f"{kind}.plain"
    if kind in ("prepare", "react", "test_react"):
        return f"{kind}.instead"
    if kind in ("ability_reroll", "offering_reroll", "reroll_offering"):
        return f"{kind}.nica" if action.get("nica") is not None else f"{kind}.die"
    if kind == "use_map" and action.get("source") in content().items:
        if action.get("to") is not None:
            return "use_map_item_to"
        return "use_map_item_alternative" if action.get("use") == "alternative" else "use_map_item"
    if kind == "use_creature":
        return "use_creature.nica" if action.get("nica") is not None else "use_creature.dice" \
            if action.get("dice") is not None else "use_creature.plain"
    if kind == "use_item":
        on = "_die" if action.get("die") is not None else "_nica" if action.get("nica") is not None else ""
        return f"use_item.{action.get('use')}{on}"
    if kind == "use_map":
        source = "hero" if action.get("source") == "hero" else "feat"
        to = "_to" if action.get("to") is not None else ""        # a feat's MAP move names where it goes
        return f"use_map_{source}_extra{to}" if action.get("extra") else f"use_map_{source}{to}"
    if kind == "leave_by":
        return "leave_by.flaw" if action.get("pay") == "flaw" else "leave_by.point"
    if kind in ("absorb", "purify", "group_purify"):
        return f"{kind}.{action.get('by')}"
    if kind == "destiny" and action.get("attr") == "pierw":
        return "destiny_pierw"
    if kind == "effect" and action.get("pick") == "no":
        return "effect_no"
    if kind == "new_saga" and action.get("develop"):
        return "new_saga_develop"
    if kind == "herald_alloc":
        return f"herald_alloc.{action.get('to')}"
    if kind == "buy_die" and action.get("attr") is None:
        return "buy_die_plain"
    if kind in ("feat_reroll", "feat_reroll_extra") and action.get("nica") is not None:
        return f"{kind}_mixed" if action.get("dice") else f"{kind}_nica"
    if kind in ("take_token", "give_token") and action.get("instead") is None:
        return f"{kind}_plain"
    return kind
