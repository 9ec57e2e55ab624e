"""Every move of Discover in words for its buttons, chooser rows and tips (issue 24 item 2): what it does and, for a
day action, the stamina it costs before it is taken; names of characters, cards, resources, damage and terrain come
from the content in the player's language, seats by their names, never an id or an argument list.

Facts come from the view (the pieces on a space, a hero's resources and items); costs are the engine's own rules
(move_cost, ACTION_COST, trade_cost, an expedition card action's printed cost)."""
from __future__ import annotations

from typing import Any, Sequence

from app import i18n
from engine.common.hexes import Hex
from engine.games.discover.actions import ACTION_COST
from engine.games.discover.carrying import move_cost
from engine.games.discover.content import DIRECTIONS, content
from engine.games.discover.trade import trade_cost
from engine.kernel import Action
from engine.kernel.canonical import JsonObject

from .board import hex_of
from .describe import piece_words
from .panel import hero_of
from .text import say

FACE_DOWN = "face_down_"      # how a Gather names a face-down token: its place on the space (engine/games/discover/pieces.py)
FLEE = "flee:"


def is_space(value: Any) -> bool:
    """A space's key ("q,r")."""
    if not isinstance(value, str) or value.count(",") != 1:
        return False
    try:
        hex_of(value)
    except ValueError:
        return False
    return True


def space_of(action: Action) -> Hex | None:
    """The map space a move stands for, when it names one (where to move, retreat, flee, act on or break a tie)."""
    value: Any = None
    if action.kind in ("move", "retreat_to"):
        value = action.get("to")
    elif action.kind == "break_tie":
        value = action.get("option")
    elif action.kind == "use_card":
        value = action.get("target")
    elif action.kind in ("modify", "duel_modify") and str(action.get("use") or "").startswith(FLEE):
        value = str(action["use"])[len(FLEE):]
    return hex_of(value) if is_space(value) else None


class Words:
    """Moves in words for one table: the view it reads and the seats' names."""

    def __init__(self, view: JsonObject, names: Sequence[str], lang: str) -> None:
        self.view, self.names, self.lang = view, names, lang

    def t(self, key: str, **params: Any) -> str:
        return say(key, self.lang, **params)

    # --- names --------------------------------------------------------------------------------------------------
    def seat(self, seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        return self.t("act.nobody")

    def hero(self, seat: Any) -> JsonObject:
        heroes = self.view.get("heroes") or []
        return heroes[seat] if isinstance(seat, int) and 0 <= seat < len(heroes) else {}

    def resource(self, kind: Any, amount: int = 1) -> str:
        r = content().rules.resources.get(str(kind))
        name = r.name.get(self.lang) if r is not None else self.t("act.something")
        return name if amount == 1 else self.t("act.double", name=name, n=amount)

    def damage(self, kind: Any) -> str:
        d = content().rules.damage.get(str(kind))
        if d is not None:
            return d.name.get(self.lang)
        threat = content().threats.get(str(kind))
        return threat.name.get(self.lang) if threat is not None else self.t("act.something")

    def character(self, cid: Any) -> str:
        ch = content().characters.get(str(cid))
        return ch.name if ch is not None else self.t("act.something")

    def card(self, deck: str, number: int) -> str:
        c = content()
        if deck == "enemy" and number in c.enemies:
            return c.enemies[number].name.get(self.lang)
        if deck == "crafted" and number in c.items:
            return c.items[number].name.get(self.lang)
        if number in c.search:
            return c.search[number].name.get(self.lang)
        if number in c.items:
            return c.items[number].name.get(self.lang)
        return self.t("act.card", n=number)

    def item(self, seat: Any, index: Any) -> str:
        items = self.hero(seat).get("items") or []
        if isinstance(index, int) and 0 <= index < len(items):
            return self.card(str(items[index].get("deck")), int(items[index].get("number") or 0))
        return self.t("act.something")

    def held(self, seat: Any, index: Any, pile: list[Any] | None = None) -> str:
        pile = pile if pile is not None else (self.hero(seat).get("resources") or [])
        if isinstance(index, int) and 0 <= index < len(pile):
            r = pile[index]
            return self.resource(r.get("resource"), int(r.get("amount") or 1))
        return self.t("act.something")

    def support(self, card: Any) -> str:
        s = content().support.get(str(card))
        return s.name.get(self.lang) if s is not None else self.t("act.something")

    def terrain(self, h: Hex) -> str:
        c = content()
        cell = c.cells.get(h)
        tiles = self.view.get("tiles") or {}
        if cell is None or cell[0] not in (self.view.get("revealed") or []):
            return self.t("act.unexplored")
        space = c.island.tiles[tiles[cell[0]]].spaces[cell[1]]
        return c.rules.terrain[space.terrain].name.get(self.lang)

    def thing(self, seat: Any, thing: Any) -> str:
        """A trade's or a loot's "resource:i" / "item:i" / "blueprint:i" of `seat`'s hero."""
        kind, _, index = str(thing).partition(":")
        i = int(index) if index.lstrip("-").isdigit() else -1
        if kind == "resource":
            return self.held(seat, i)
        if kind == "item":
            return self.item(seat, i)
        if kind == "blueprint":
            return self.t("act.blueprint")
        return self.t("act.something")

    def token(self, name: Any) -> str:
        """A token a Gather names on the active hero's space."""
        hero = self.hero(self.view.get("active"))
        pieces = (self.view.get("spaces") or {}).get(str(hero.get("space")), [])
        name = str(name)
        if name.startswith(FACE_DOWN) and name[len(FACE_DOWN):].isdigit():
            i = int(name[len(FACE_DOWN):])
            piece = pieces[i] if 0 <= i < len(pieces) else None
        else:
            piece = next((p for p in pieces if str(p.get("id")) == name and p.get("up")), None)
        words = piece_words(piece, self.lang) if piece is not None else None
        return words or self.t("act.something")

    def dealt(self, a: Action) -> str:
        """The character a secret keep names: the card dealt to the chooser (only their own view shows it)."""
        if a.get("character") is not None:
            return str(a.get("character"))
        dealt = self.hero(a.player).get("dealt") or []
        i = a.get("card")
        return str(dealt[i]) if isinstance(i, int) and 0 <= i < len(dealt) else ""

    def direction(self, seat: Any, to: Hex) -> str:
        """Which way a neighbouring space lies from the hero's, in words ("north-east")."""
        here = self.hero(seat).get("space")
        if not is_space(here):
            return ""
        step = to - hex_of(str(here))
        name = next((d for d, delta in DIRECTIONS.items() if delta == step), None)
        return self.t(f"dir.{name}") if name is not None else ""

    # --- costs --------------------------------------------------------------------------------------------------
    def cost(self, action: Action) -> int | None:
        """The stamina a day action costs before it is taken (None: not a paid action)."""
        c = content()
        hero = self.hero(action.player)
        if action.kind == "move" and hero:
            h = hex_of(str(action["to"]))
            cell = c.cells.get(h)
            tiles = self.view.get("tiles") or {}
            if cell is not None and cell[0] in tiles:
                terrain = c.island.tiles[tiles[cell[0]]].spaces[cell[1]].terrain
                return move_cost(hero_of(hero), terrain)
        if action.kind in ("scout", "rest", "cook", "rekindle", "investigate", "craft", "loot"):
            return ACTION_COST
        if action.kind == "gather":
            return 0 if action.get("free") else ACTION_COST
        if action.kind == "trade" and hero:
            return trade_cost(hero_of(hero))
        if action.kind == "attack":
            return c.rules.attack_cost
        if action.kind == "card_action":
            stage = int(self.view.get("stage") or 1)
            stages = c.scenarios[int(self.view.get("expedition") or 1)].stages
            card = next((s for s in stages if s.stage == stage), None)
            i = int(str(action.get("index") or 0))
            return card.actions[i].cost if card is not None and 0 <= i < len(card.actions) else None
        if action.kind == "use_card" and hero:
            source = str(action.get("source") or "")
            if source == "character":
                ch = c.characters.get(str(hero.get("character")))
                return ch.cost_stamina if ch is not None else None
            if source.startswith("upgrade:"):
                upgrade = c.search.get(int(source.split(":")[1]))
                return upgrade.cost if upgrade is not None else None
        return None

    def with_cost(self, words: str, action: Action) -> str:
        cost = self.cost(action)
        if cost is None:
            return words
        return self.t("act.free", what=words) if cost == 0 else self.t("act.costs", what=words, n=cost)

    # --- moves --------------------------------------------------------------------------------------------------
    def label(self, a: Action) -> str:
        """The move in words, with its stamina cost when it has one."""
        return self.with_cost(self._words(a), a)

    def _words(self, a: Action) -> str:  # noqa: C901  (one line per kind of move, as the rules list them)
        k, t = a.kind, self.t
        me = a.player
        if k == "move":
            return t("act.move", terrain=self.terrain(hex_of(str(a["to"]))))
        if k == "scout":
            return t("act.scout")
        if k == "gather":
            return t("act.gather", what=self.token(a.get("target")))
        if k == "rest":
            if a.get("resource") == "doctor":
                return t("act.rest_doctor", damage=self.damage(a.get("damage")), who=self.seat(a.get("patient")))
            if a.get("patient") == me:
                return t("act.rest_self", damage=self.damage(a.get("damage")), resource=self.resource(a.get("resource")))
            return t("act.rest_other", damage=self.damage(a.get("damage")), who=self.seat(a.get("patient")),
                     resource=self.resource(a.get("resource")))
        if k == "cook":
            return t("act.cook", n=a.get("meat"))
        if k == "craft":
            where = t("act.craft_hand" if a.get("source") == "hand" else "act.craft_table")
            words = t("act.craft", item=self.card("crafted", int(a.get("number") or 0)), where=where)
            if a.get("swap"):
                words = t("act.craft_swap", what=words, resource=self.resource(a.get("swap")))
            return words
        if k == "use_card":
            source = str(a.get("source") or "")
            if source == "character":
                name = self.character(self.hero(me).get("character"))
            elif ":" in source:
                deck, _, number = source.partition(":")
                name = self.item(me, int(number)) if deck == "item" and number.isdigit() else \
                    self.card("search", int(number)) if number.isdigit() else t("act.something")
            else:
                name = t("act.something")
            target = str(a.get("target") or "")
            if is_space(target):
                return t("act.use_at", card=name, terrain=self.terrain(hex_of(target)))
            if ":" in target:
                seat, _, damage = target.partition(":")
                return t("act.use_heal", card=name, who=self.seat(int(seat)) if seat.isdigit() else "",
                         damage=self.damage(damage))
            return t("act.use", card=name)
        if k == "card_action":
            return t("act.card_action", n=int(str(a.get("index") or 0)) + 1)
        if k in ("loot",):
            return t("act.loot", what=self.thing(a.get("casualty"), a.get("take")), who=self.seat(a.get("casualty")))
        if k == "break_token":
            return t("act.break_token", what=self.held(me, a.get("index")))
        if k in ("load", "unload"):
            item = self.item(me, a.get("item"))
            items = self.hero(me).get("items") or []
            i = a.get("item")
            inside = items[i].get("carried") if isinstance(i, int) and 0 <= i < len(items) else None
            what = self.held(me, a.get("index"), inside if k == "unload" and isinstance(inside, list) else None)
            return t(f"act.{k}", what=what, item=item)
        if k == "drop":
            return t("act.drop", what=self.held(me, a.get("index")))
        if k == "drop_item":
            return t("act.drop", what=self.item(me, a.get("index")))
        if k == "keep_character":
            return t("act.keep_character", name=self.character(self.dealt(a)))
        if k == "pass_chief":
            return t("act.keep_chief") if a.get("to") == me else t("act.pass_chief", who=self.seat(a.get("to")))
        if k == "chief_vote":
            return t("act.vote_none") if a.get("to") == -1 else t("act.vote", who=self.seat(a.get("to")))
        if k == "quarrel_with":
            return t("act.quarrel", who=self.seat(a.get("other")))
        if k == "retreat_to":
            return t("act.retreat", terrain=self.terrain(hex_of(str(a["to"]))))
        if k == "break_tie":
            option = a.get("option")
            if is_space(option):
                return t("act.tie_space", terrain=self.terrain(hex_of(str(option))))
            return t("act.tie_seat", who=self.seat(option)) if isinstance(option, int) else t("act.tie")
        if k == "night_water":
            return t("act.spend", what=self.resource(a.get("resource")))
        if k == "after_dirty_water":
            return t("act.dirty_roll") if a.get("pay") == "roll" else t("act.spend", what=self.resource(a.get("pay")))
        if k == "trade":
            return t("act.trade", who=self.seat(a.get("partner")))
        if k == "trade_add":
            trade = self.view.get("trade") or {}
            partner = trade.get("partner") if isinstance(trade, dict) else None
            partner = partner[0] if isinstance(partner, list) and partner else partner
            partner = int(partner) if isinstance(partner, str) and partner.isdigit() else partner
            owner = me if a.get("side") == "give" else partner
            return t("act.trade_give" if a.get("side") == "give" else "act.trade_ask", what=self.thing(owner, a.get("thing")))
        if k in ("support", "duel_support"):
            return t("act.support_none") if a.get("card") == "none" else t("act.support", card=self.support(a.get("card")))
        if k in ("modify", "duel_modify"):
            return self._modify(a)
        if k == "duel_take":
            return t("act.take_nothing") if a.get("index") == -1 else \
                t("act.take", what=self.held(self._duel_other(me), a.get("index")))
        if k == "share":
            return t("act.share", what=self.resource(a.get("resource")), who=self.seat(a.get("to")))
        if k in ("name_fighter", "chief_names_fighter"):
            return t("act.fighter", who=self.seat(a.get("fighter")))
        if k == "attack":
            return t("act.attack", who=self.seat(a.get("target")))
        if k == "choose":
            option = str(a.get("option"))
            return t(f"act.choose.{option}") if self._has(f"act.choose.{option}") else t("act.choose_other")
        if self._has(f"act.{k}"):
            return t(f"act.{k}")
        return t("act.other")

    def _modify(self, a: Action) -> str:
        use = str(a.get("use") or "")
        t = self.t
        if use == "pass":
            return t("act.modify_pass")
        if use == "character":
            return t("act.modify_ability", name=self.character(self.hero(a.player).get("character")))
        if use.startswith(FLEE):
            to = use[len(FLEE):]
            if not is_space(to):
                return t("act.flee_stay")
            return t("act.flee", terrain=self.terrain(hex_of(to)), direction=self.direction(a.player, hex_of(to)))
        if use in content().rules.resources:
            return t("act.modify_spend", what=self.resource(use))
        if use in content().support:
            return t("act.modify_card", card=self.support(use))
        deck, _, number = use.partition(":")
        if number.isdigit():
            return t("act.modify_card", card=self.card(deck, int(number)))
        return t("act.modify_other")

    def _duel_other(self, me: Any) -> Any:
        duel = self.view.get("duel") or {}
        if not isinstance(duel, dict):
            return None
        attacker, defender = duel.get("attacker"), duel.get("defender")
        return defender if me == attacker else attacker

    @staticmethod
    def _has(key: str) -> bool:
        return i18n.has(f"discover.{key}")
