"""The Runebound table's words: terrain names, prompts and action labels, read from strings.toml beside
this module (keys "runebound.…" in the one catalogue; the manifest's `strings` lists the file). An action
kind the table does not know yet gets a generic label built from its kind and arguments, so a new engine
action never shows a raw key."""
from __future__ import annotations

from typing import Any

from app import i18n
from engine.common.hexes import Hex
from engine.games.runebound.content import PHASES, base_id, content
from engine.games.runebound.describe import card_name as engine_card_name
from engine.kernel import Action

NAMESPACE = "runebound."


def t(key: str, **fmt: Any) -> str:
    """The table's text for `key` in the current language."""
    return i18n.t(NAMESPACE + key, **fmt)


def has(key: str) -> bool:
    return i18n.has(NAMESPACE + key)


def card_name(card: str) -> str:
    """A card's printed name ("wild_boar.2" -> "Wild Boar"), heroes and the duellist included."""
    c = content()
    lang = i18n.lang()
    base = base_id(card)
    if base in c.heroes:
        return c.heroes[base].name.get(lang)
    if c.duellist.card == base:
        return c.duellist.name.get(lang)
    return engine_card_name(card, lang)


def is_card(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    c = content()
    base = base_id(value)
    return any(base in table for table in (c.items, c.allies, c.challenges, c.events, c.encounters, c.heroes))


def terrain_name(letter: str) -> str:
    return t(f"terrain.{letter}") if has(f"terrain.{letter}") else t("terrain.unknown")


def place_name(where: Hex) -> str:
    """A hex as a player names it: a city by its name, any other hex by its terrain."""
    c = content()
    city = c.city_at.get(where)
    if city is not None:
        return c.cities[city].name.get(i18n.lang())
    return terrain_name(c.terrain.get(where, "?"))


def symbols(face: str) -> str:
    """A die face's terrain symbols in words ("Forest/Hills")."""
    return "/".join(terrain_name(s) for s in sorted(content().faces.get(face, ())))


def kind_word(kind: str) -> str:
    return t(f"kind.{kind}") if has(f"kind.{kind}") else kind.replace("_", " ").capitalize()


def prompt(key: str) -> str:
    return t(f"prompt.{key}") if has(f"prompt.{key}") else t("prompt.other", prompt=key.replace("_", " "))


def roll_words(n: int) -> str:
    return t("roll_dice", count=n) if n else t("roll_none")


def fighter(who: str, player: int | None, view: Any) -> str:
    """"hero", "defend", or an ally by its card's name: "ally<index>" in the engine's assignment, "ally:<index>"
    a card's target (the index into the player's allies)."""
    index = who[4:].lstrip(":")
    if who.startswith("ally") and index.isdigit():
        try:
            return card_name(view["players"][player]["allies"][int(index)]["card"])
        except (KeyError, IndexError, ValueError, TypeError):
            return t("fighter.ally")
    return t(f"fighter.{who}") if has(f"fighter.{who}") else who


def generic(action: Action) -> str:
    """Kind and arguments in words: cards by name, other values as they are."""
    parts = []
    for k, v in action.args:
        if is_card(v):
            value = card_name(v)
        elif isinstance(v, (list, tuple)):
            value = ", ".join(card_name(x) if is_card(x) else str(x) for x in v)
        else:
            value = str(v).replace("_", " ")
        parts.append(value if len(action.args) == 1 else f"{k.replace('_', ' ')}: {value}")
    inner = ", ".join(parts)
    return f"{kind_word(action.kind)}: {inner}" if inner else kind_word(action.kind)


def _who(who: Any, player: int | None, view: Any) -> str:
    """A heal's or a card's target: the hero (-1) or an ally by its index."""
    if who is None or int(who) < 0:
        return t("target.hero")
    return fighter(f"ally:{int(who)}", player, view)


def _on_hero(who: Any) -> bool:
    """A heal or a card aimed at the hero (-1 or no target), worded as its own phrase ("Wylecz ranę bohatera")."""
    return who is None or int(who) < 0


def colour_word(colour: str) -> str:
    """A counter's or a deck's colour as a word ("green" / "zielona")."""
    return t(f"colour_nom.{colour}") if has(f"colour_nom.{colour}") else colour


def label(action: Action, view: Any, names: list[str] | tuple[str, ...] = ()) -> str | None:
    """The market's, the experience step's, the cards' and the meeting heroes' actions in words, or None for
    the generic label."""
    k = action.kind
    seat = action.get("seat")
    if k in ("trade_with", "attack_hero") and isinstance(seat, int):
        return t(f"act.{k}", name=names[seat] if 0 <= seat < len(names) else f"P{seat + 1}")
    if k in ("offer_card", "ask_card") and action.get("card"):
        return t(f"act.{k}", card=card_name(action["card"]))
    if k in ("offer_gold", "ask_gold"):
        return t(f"act.{k}")
    if k == "accept" and action.get("discard"):
        return t("act.accept_discard", card=card_name(action["discard"]))
    if k in ("adventure", "take_counter") and action.get("colour"):
        return t(f"act.{k}", colour=colour_word(action["colour"]))
    if k == "free_token" and action.get("token"):
        return t("act.free_token", token=t(f"token.{action['token']}") if has(f"token.{action['token']}") else action["token"])
    if k == "refill" and action.get("q") is not None:
        where = Hex(int(action["q"]), int(action["r"]))
        return t("act.refill", terrain=terrain_name(content().terrain.get(where, "?")), q=where.q, r=where.r)
    if k == "ally_ability" and action.get("who") is not None:
        return t("act.ally_ability", who=_who(action["who"], action.player, view))
    if k == "buy" and action.get("card"):
        return t("act.buy", card=card_name(action["card"]), price=content().price(action["card"]))
    if k in ("sell", "discard") and action.get("card"):
        return t(f"act.{k}", card=card_name(action["card"]))
    if k == "heal" and action.get("what") in ("wound", "exhaustion"):
        if _on_hero(action.get("who")):
            return t(f"act.heal_{action['what']}_hero")
        return t(f"act.heal_{action['what']}", who=_who(action.get("who"), action.player, view))
    if k == "use" and action.get("card"):
        if _on_hero(action.get("who")):
            return t("act.use_hero", card=card_name(action["card"]))
        return t("act.use", card=card_name(action["card"]), who=_who(action.get("who"), action.player, view))
    if k == "train" and action.get("token"):
        pay = action.get("pay") or ()
        return t("act.train", token=t(f"token.{action['token']}") if has(f"token.{action['token']}") else action["token"],
                 pay=", ".join(colour_word(str(v)) for v in pay) if pay else t("act.banked"))
    if k == "reroll" and action.get("card"):
        return t("act.reroll", card=card_name(action["card"]), n=int(action["die"]) + 1)
    if k == "turn_die" and action.get("card"):
        return t("act.turn_die", card=card_name(action["card"]), n=int(action["die"]) + 1,
                 symbols=symbols(str(action["face"])))
    if k == "peek" and action.get("colour"):
        return t("act.peek", colour=t(f"colour.{action['colour']}") if has(f"colour.{action['colour']}") else action["colour"])
    return None


def assignment(action: Action, view: Any) -> str:
    return " · ".join(f"{t(f'phase.{p}')}: {fighter(str(action[p]), action.player, view)}" for p in PHASES)


def roll_label(action: Action, view: Any = None) -> str:
    """Roll N dice, and what resting for the others does in words ("Rest: remove 1 exhaustion"; shared with
    allies, each by its card's name)."""
    dice = int(action["dice"])
    rest = [int(v) for v in action.get("rest") or ()]
    if not any(rest):
        return roll_words(dice)
    if not any(rest[1:]):
        parts = t("rest_hero", n=rest[0])
    else:
        names = [t("target.hero")] + [fighter(f"ally{i}", action.player, view) for i in range(len(rest) - 1)]
        parts = ", ".join(t("rest_split", n=n, who=name) for n, name in zip(rest, names) if n)
    return t("roll_rest", roll=roll_words(dice), parts=parts) if dice else t("rest_only", parts=parts)
