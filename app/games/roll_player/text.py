"""The Roll Player table's words: prompts, action labels and reasons.

Texts live in strings.toml beside this module and in the engine's content/strings.toml (rows,
directions, die colours), all under "roll-player." in the one catalogue; content names (races,
classes, cards) come from the engine's content records.
"""
from __future__ import annotations

from typing import Any

from app import i18n
from app.games.roll_player.model import revealed_minion
from engine.games.roll_player.effects import content as load_content
from engine.games.roll_player.describe import colour_words, die_phrase
from engine.games.roll_player import effects
from engine.games.roll_player.market import GOLD, HANDS, blocker, hands_used, price
from engine.games.roll_player.state import GameState
from engine.kernel import Action
from engine.kernel.canonical import JsonObject

NAMESPACE = "roll-player."


def t(key: str, **fmt: Any) -> str:
    """The table's text for `key` ("roll-player.<key>" in the catalogue) in the current language."""
    return i18n.t(NAMESPACE + key, **fmt)


def has(key: str) -> bool:
    return i18n.has(NAMESPACE + key)


def name(text: Any) -> str:
    """A content Text (`en`/`pl` fields) in the current language."""
    return str(text.get(i18n.lang())) if hasattr(text, "get") else str(text)


def imp_object(imp: Any) -> str:
    """An imp's name as the object of a verb ("Wypędź Chochlika drożyzny"): Polish imp names begin with the
    word the catalogue declines (fiends.imp_word → fiends.imp_word_acc); English needs no change."""
    words = name(imp)
    nominative, accusative = t("fiends.imp_word"), t("fiends.imp_word_acc")
    if nominative and words.startswith(nominative + " "):
        return accusative + words[len(nominative):]
    return words


def card_name(card_id: str) -> str:
    card = load_content().cards.get(card_id)
    return name(card.name) if card is not None else card_id


def race_mods(race_id: str) -> str:
    """A race's modifiers with the attributes' abbreviations ("DEX+1 INT+1 CON−1" / "ZRĘ+1 INT+1 KON−1")."""
    race = load_content().races[race_id]
    parts = [f"{t(f'attr_short.{a.name}')}{v:+d}".replace("-", "−") for a, v in race.modifiers.items() if v]
    return " ".join(parts) if parts else "±0"


def die_words(die: JsonObject | None, case: str = "nom") -> str:
    """"green 4" / "zielona 4" ("zieloną 4" in the accusative): a die's colour and value, as the log says it."""
    if not die:
        return t("unknown_die")
    if die.get("value") is None:
        return colour_words(die["colours"], i18n.lang(), case)
    return die_phrase(die["colours"], die["value"], i18n.lang(), case)


def row_words(attr: str) -> str:
    """A row after a preposition ("in Strength" / "w rzędzie Siły")."""
    return t(f"attr_gen.{attr}")


def gold(amount: int) -> str:
    """"2 gold" / "2 złota": gold in the plural form its number takes."""
    return t("n.gold", count=amount)


BOTH_HANDS = 2   # "both hands" reads right only for a hero with two weapon hands


def cannot_buy(state: GameState, seat: int, card: str) -> str | None:
    """Why `seat` cannot buy a Market card now, in the rulebook's terms (spec §4.6, §4.7), or None."""
    reason = blocker(state, seat, card)
    p = state.players[seat]
    if reason == HANDS:
        limit = effects.hand_limit(p)
        free = limit - hands_used(state, seat)
        if free <= 0:
            return t("why.hands_full") if limit == BOTH_HANDS else t("why.hands_none", count=limit)
        return t("why.hands_short", card=card_name(card), hands=load_content().cards[card].hands, count=free)
    if reason == GOLD:
        key = "why.too_dear_token" if p.charisma > 0 and not state.charisma_used else "why.too_dear"
        return t(key, card=card_name(card), gold=gold(price(state, seat, card)), have=gold(p.gold))
    return None


def discard_gold(state: GameState | None, seat: int) -> int:
    """What discarding a Market card pays `seat` (2 gold, more with the Sling)."""
    base = load_content().discard_gold
    return base + effects.discard_bonus(state.players[seat]) if state is not None else base


class Labeller:
    """Readable chooser entries and tooltips for actions, reading the current view and state."""

    def __init__(self, view: JsonObject | None, state: GameState | None, seat_names: list[str],
                 dice_seen: dict[int, JsonObject] | None = None) -> None:
        self.view = view or {}
        self.state = state
        self.names = seat_names
        self.dice_seen = dice_seen or {}

    def _sheet_die(self, player: int, row: str, index: int) -> JsonObject | None:
        try:
            return self.view["players"][player]["sheet"][row][index]
        except (KeyError, IndexError, TypeError):
            return None

    def _die_by_id(self, die_id: int) -> JsonObject | None:
        v = self.view
        pools: list[list[JsonObject]] = [v.get("pool") or []]
        pools += [c["dice"] for c in v.get("initiative") or []]
        for p in v.get("players") or []:
            pools.append(p.get("start_dice") or [])
            pools.extend(p["sheet"].values())
        for pool in pools:
            for d in pool:
                if d and d.get("id") == die_id:
                    return d
        return self.dice_seen.get(die_id)

    def _cost(self, player: int, card: str, discounts: bool = True) -> int:
        if self.state is None:
            return load_content().cards[card].cost
        return price(self.state, player, card, discounts=discounts)

    def _whose(self, player: int) -> str:
        """"Olek: " before another person's move on their own things (the current player's need no name)."""
        if self.view.get("current") == player:
            return ""
        return f"{self.names[player] if player < len(self.names) else player + 1}: "

    def label(self, a: Action) -> str:
        k, p = a.kind, a.player if a.player is not None else 0
        row = lambda key="row": row_words(a[key])  # noqa: E731
        acc = lambda die: die_words(die, "acc")  # noqa: E731
        if k == "choose_race":
            return t("act.choose_race", race=name(load_content().races[a["race"]].name), mods=race_mods(a["race"]))
        if k == "choose_class":
            return t("act.choose_class", cls=name(load_content().classes[a["class_id"]].name))
        if k in ("place", "place_start"):
            return t(f"act.{k}", die=acc(self._die_by_id(a["die"])), row=row())
        if k == "order_die":
            return t("act.order_die", die=acc(self._die_by_id(a["die"])))
        if k == "take_card":
            cards = self.view.get("initiative") or []
            label = cards[a["card"]]["label"] if a["card"] < len(cards) else a["card"]
            return t("act.take_card", card=label)
        if k == "strength":
            die = self._sheet_die(p, a["row"], a["index"])
            value = 7 - die["value"] if die and die.get("value") else ""
            return t("act.strength", die=acc(die), row=row(), value=value)
        if k == "dexterity":
            return t("act.dexterity", die=acc(self._sheet_die(p, a["row"], a["index"])), row=row(),
                     die2=acc(self._sheet_die(p, a["row2"], a["index2"])), row2=row("row2"))
        if k == "constitution":
            die = self._sheet_die(p, a["row"], a["index"])
            value = (die or {}).get("value", 0) + a["delta"]
            key = "act.constitution_up" if a["delta"] > 0 else "act.constitution_down"
            return t(key, die=acc(die), row=row(), value=value)
        if k == "intelligence":
            return t("act.intelligence", die=acc(self._sheet_die(p, a["row"], a["index"])), row=row())
        if k == "wisdom":
            return t("act.wisdom", dir=t(f"dir.{a['dir']}"))
        if k == "int_keep":
            frame = (self.view.get("stack") or [{}])[-1]
            values = frame.get("data", {}).get("values", [])
            value = values[a["choice"]] if a["choice"] < len(values) else ""
            return t("act.int_keep_original" if a["choice"] == 0 else "act.int_keep", value=value)
        if k in ("buy", "sneak_buy"):
            cost = self._cost(p, a["card"]) - (1 if a["charisma"] else 0)
            key = f"act.{k}_charisma" if a["charisma"] else f"act.{k}"
            return t(key, card=card_name(a["card"]), gold=gold(cost))
        if k == "discard":
            return t("act.discard", card=card_name(a["card"]), gold=gold(discard_gold(self.state, p)))
        if k == "take_gold":
            return t("act.take_gold", gold=gold(discard_gold(self.state, p)))
        if k == "break_in_buy":
            return t("act.break_in_buy", card=card_name(a["card"]), gold=gold(self._cost(p, a["card"], discounts=False)))
        if k == "use_skill":
            actor = (self.view.get("current") if self.view else None)
            who = "" if actor == p else f"{self.names[p] if p < len(self.names) else p + 1}: "
            return t("act.use_skill", who=who, card=card_name(a["card"]))
        if k == "pool_die":
            cards = self.view.get("initiative") or []
            return t("act.pool_die", die=acc(self._die_by_id(a["die"])), card=cards[a["card"]]["label"] if cards else a["card"])
        if k == "negotiate":
            cards = self.view.get("initiative") or []
            return t("act.negotiate", own=acc(self._die_by_id(a["own"])), die=acc(self._die_by_id(a["die"])),
                     card=cards[a["card"]]["label"] if cards else a["card"])
        if k == "search":
            return t("act.search", colour=colour_words(str(a["colour"]).split("/"), i18n.lang(), "acc"),
                     own=acc(self._die_by_id(a["own"])))
        if k == "sleight":
            return t("act.sleight", die=acc(self._sheet_die(p, a["row"], a["index"])), row=row(), to=row("to"))
        if k in ("drop_weapon", "refresh"):
            return self._whose(p) + t(f"act.{k}", card=card_name(a["card"]))
        if k in ("druid_take", "diplomacy_target"):
            return t(f"act.{k}", card=card_name(a["card"]))
        fiends = self._fiends_label(a)
        if fiends is not None:
            return fiends
        if has(f"act.{k}"):
            return t(f"act.{k}")
        inner = ", ".join(f"{key}={value}" for key, value in a.args)
        return f"{k} {inner}".strip()

    def _fiends_label(self, a: Action) -> str | None:
        """The expansion's choices in words (familiars, imps, the hunt, XP), or None for another kind."""
        from engine.games.roll_player.fiends.content import load_fiends
        f = load_fiends()
        k, p = a.kind, a.player if a.player is not None else 0
        prices = f.prices
        if k == "keep_familiar":
            return t("act.keep_familiar", familiar=name(f.familiars[a["familiar"]].name))
        if k in ("banish_imp", "familiar_banish"):
            imp = imp_object(f.imps[a["imp"]].name)
            if k == "familiar_banish":
                return t("act.familiar_banish", imp=imp)
            return self._whose(p) + t("act.banish_imp_charisma" if a["pay"] == "charisma" else "act.banish_imp_gold",
                                      imp=imp, gold=gold(self.banish_gold(p)))
        if k == "hunt":
            top = revealed_minion(self.view)
            return t("act.hunt", minion=name(f.minions[top].name) if top else "")
        if k in ("hunt_hire", "battle_hire"):
            from engine.games.roll_player.fiends.hunt import mercenary_price
            player = self.state.players[p] if self.state is not None else None
            xp, cost = mercenary_price(player) if player is not None else (prices.mercenary_xp, prices.mercenary_gold)
            if a["pay"] == "xp":
                return t("act.hire_xp", xp=xp)
            if a["pay"] == "gold_token":
                return t("act.hire_gold_token", gold=gold(cost - prices.mercenary_charisma_discount))
            return t("act.hire_gold", gold=gold(cost))
        if k in ("hunt_reroll", "battle_reroll"):
            rolls = self.rolls()
            value = rolls[a["index"]] if a["index"] < len(rolls) else ""
            return t("act.combat_reroll", value=value, xp=prices.reroll_xp)
        if k in ("hunt_accept", "battle_done"):
            return t("act.hunt_accept_power" if a["power"] else f"act.{k}")
        if k == "hunt_cycle":
            return t("act.hunt_cycle", gold=gold(prices.minion_cycle_gold))
        if k in ("xp_action", "reward_attr"):
            return t(f"act.{k}", attr=t(f"attr.{a['attr']}"), xp=prices.attribute_action_xp)
        if k == "xp_discard_damage":
            return t("act.xp_discard_damage", xp=prices.discard_damage_xp)
        if k == "familiar_set":
            return t("act.familiar_set", slot=a["index"] + 1, value=a["value"])
        if k == "familiar_gain":
            players = self.view.get("players") or []
            fid = players[p].get("familiar") if p < len(players) else None
            return t("act.familiar_gain", action=name(f.familiars[fid].action) if fid else "")
        if k in ("familiar_refresh", "familiar_to_market", "imp_drop_weapon"):
            return t(f"act.{k}", card=card_name(a["card"]))
        return self._more_fiends_label(a)

    def _more_fiends_label(self, a: Action) -> str | None:
        """The expansion's card and class choices in words (fight cards, Purity, the Backpack, the Trickster)."""
        from engine.games.roll_player.fiends.content import load_fiends
        k, p = a.kind, a.player if a.player is not None else 0
        if k == "banish_free":
            return t("act.banish_free", imp=imp_object(load_fiends().imps[a["imp"]].name))
        if k == "summon_imp":
            cards = self.view.get("initiative") or []
            label = cards[a["card"]]["label"] if a["card"] < len(cards) else a["card"]
            return t("act.summon_imp", imp=imp_object(load_fiends().imps[a["imp"]].name), card=label)
        if k == "fight_skill":
            key = "act.fight_skill_below" if a["below"] else "act.fight_skill"
            return t(key, card=card_name(a["card"]), value=a["below"])
        if k == "free_reroll":
            rolls = self.rolls()
            return t("act.free_reroll", value=rolls[a["index"]] if a["index"] < len(rolls) else "")
        if k in ("set_die", "purity_take", "purity_place"):
            die = die_words(self._sheet_die(p, a["row"], a["index"]), "acc")
            return t(f"act.{k}", die=die, row=row_words(a["row"]), value=dict(a.args).get("value", ""))
        if k in ("store_die", "return_die"):
            return t(f"act.{k}", die=die_words(self._die_by_id(a["die"]), "acc"))
        if k == "place_stored":
            return t("act.place_stored", die=die_words(self._die_by_id(a["die"]), "acc"), row=row_words(a["row"]))
        if k == "trickster_keep":
            return t("act.trickster_keep", xp=a["xp"])
        if k == "backstab":
            rolls = self.rolls()
            values = ", ".join(str(rolls[i]) for i in a["dice"] if i < len(rolls))
            return t("act.backstab", values=values)
        return None

    def banish_gold(self, player: int) -> int:
        """What banishing an imp costs this player in gold (the engine's price)."""
        from engine.games.roll_player.fiends.imps import banish_gold
        if self.state is None or player >= len(self.state.players):
            from engine.games.roll_player.fiends.content import load_fiends
            return load_fiends().prices.banish_gold
        return banish_gold(self.state.players[player])

    def rolls(self) -> list[int]:
        """The combat dice on the table now: the hunt's under way, else the battle's attacking hero's."""
        for f in reversed(self.view.get("stack") or []):
            rolls = (f.get("data") or {}).get("rolls")
            if rolls:
                return list(rolls)
        battle, current = self.view.get("battle_rolls") or [], self.view.get("current")
        return list(battle[current]) if current is not None and current < len(battle) else []

    def prompt(self, prompt: str, actor: int | None, bot: bool = False) -> str:
        """The question of the moment: addressed to the player at the mouse, or about a bot in the third person."""
        who = self.names[actor] if actor is not None and actor < len(self.names) else ""
        frame = (self.view.get("stack") or [None])[-1] if self.view else None
        key = frame["kind"] if frame else prompt
        if key == "market_action" and revealed_minion(self.view) is not None:
            key = "market_action_hunt"   # the expansion's Market turn may hunt the revealed minion instead
        row = ""
        if key == "attr" and frame:
            row = t(f"attr_gen.{frame['data'].get('attr', 'STR')}")
        elif key == "attribute_action":
            rows = [t(f"attr_gen.{r}") for r in dict.fromkeys(self.view.get("placed_rows") or [])]
            row = t("or", first=", ".join(rows[:-1]), last=rows[-1]) if len(rows) > 1 else "".join(rows)
        if key == "attribute_action" and actor is not None:
            blocked = self._blocked_rows(actor)
            if blocked:
                return self._blocked_prompt(who, blocked, bot)
        if bot and has(f"prompt_they.{key}"):
            return t(f"prompt_they.{key}", name=who, row=row)
        if has(f"prompt.{key}"):
            return t(f"prompt.{key}", name=who, row=row)
        return t("prompt.other", name=who, prompt=prompt.replace("_", " "))

    def _blocked_rows(self, actor: int) -> dict[str, str]:
        """The rows that got a die this turn whose action an imp of `actor` forbids: row → the imp's id."""
        if self.state is None or actor >= len(self.state.players):
            return {}
        from engine.games.roll_player.attributes import ATTR_KINDS
        from engine.games.roll_player.fiends.imps import blocking_imp
        from engine.games.roll_player.state import Attr
        p = self.state.players[actor]
        out: dict[str, str] = {}
        for row in dict.fromkeys(self.view.get("placed_rows") or []):
            kind = "familiar" if row == "FAM" else ATTR_KINDS[Attr[row]] if row in Attr.__members__ else None
            imp = blocking_imp(p, kind) if kind is not None else None
            if imp is not None:
                out[row] = imp
        return out

    def _blocked_prompt(self, who: str, blocked: dict[str, str], bot: bool) -> str:
        """"Ala: take the action of Strength, or skip it — the Imp of Unrest blocks the action of the familiar
        row", or only the skip when every placed row is blocked."""
        from engine.games.roll_player.fiends.content import load_fiends
        imps = load_fiends().imps
        why = " ".join(t("prompt.imp_blocks", imp=name(imps[imp].name), row=t(f"attr_gen.{row}"))
                       for row, imp in blocked.items())
        open_rows = [t(f"attr_gen.{r}") for r in dict.fromkeys(self.view.get("placed_rows") or []) if r not in blocked]
        if not open_rows:
            return t("prompt_they.attribute_blocked" if bot else "prompt.attribute_blocked", name=who, why=why)
        row = t("or", first=", ".join(open_rows[:-1]), last=open_rows[-1]) if len(open_rows) > 1 else open_rows[0]
        base = t("prompt_they.attribute_action" if bot else "prompt.attribute_action", name=who, row=row)
        return f"{base} {why}"
