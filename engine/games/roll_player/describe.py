"""Readable log lines for Roll Player events, in any language of the string catalogue (the texts are in
content/strings.toml, keys "roll-player.log.<line>"); bookkeeping events get none.

Every line about a die names its colour and value, in the case its sentence needs ("places the red 3",
"umieszcza czerwoną 3 w rzędzie Siły"); counts go through the catalogue's plural forms. A die's colour
never changes, so it is found wherever the die lies now; a value an event overwrites comes from the
state before it (`annotate`, which the kernel's `narrate` asks before folding).
"""
from __future__ import annotations

from typing import Any, Iterable, Iterator, Sequence

from engine.kernel import Action, Event
from engine.kernel.canonical import JsonObject
from engine.kernel.strings import CATALOGUE, FALLBACK, LANGS, text

from .effects import content
from .fiends.content import load_fiends
from .fiends.imps import banish_gold
from .state import Colour, Die, GameState, row_of

GAME = "roll-player"
LOG = f"{GAME}.log."
# Payments told by the line of what they bought (the banished imp names its price).
PAID_WITH_LINE = frozenset({"banish"})
# Payments told as what they bought: "hires a mercenary for 5 gold", "pays 3 gold for a new minion".
SPENT_ON = frozenset({"mercenary", "cycle_minion", "reroll"})
GOLD_REASONS = frozenset({"starting_gold", "gold_die", "row_complete", "class", "discard", "take_gold", "minion"})


def _word(group: str, name: str, lang: str) -> str:
    """A row, direction or die colour in `lang` (the words the table uses too)."""
    return text(f"{GAME}.{group}.{name}", lang)


def colour_words(colours: Iterable[str], lang: str, case: str = "nom") -> str:
    """A die's colour(s) as an adjective in a case: "nom", "acc" (also the instrumental of a feminine
    adjective) or "gen" ("czerwona", "czerwoną", "czerwonej"; a split die "red/blue")."""
    group = "colour" if case == "nom" else f"colour_{case}"
    return "/".join(_word(group, name, lang) for name in sorted(colours))


def die_phrase(colours: Iterable[str], value: Any, lang: str, case: str = "nom") -> str:
    """"red 3" / "czerwoną 3": the words for a die with its value, as the table and the log say them."""
    return text(f"{GAME}.die", lang, colour=colour_words(colours, lang, case), value=value)


def row_phrase(attr: str, lang: str) -> str:
    """An attribute row after a preposition ("in Strength" / "w rzędzie Siły": the genitive in Polish)."""
    return _word("attr_gen", attr, lang)


def listing(items: Sequence[str], lang: str) -> str:
    """"a, b and c" / "a, b i c"."""
    if len(items) < 2:
        return "".join(items)
    return text(f"{GAME}.and", lang, first=", ".join(items[:-1]), last=items[-1])


def count(key: str, n: int, lang: str) -> str:
    """A counted noun ("2 gold", "5 żetonów Charyzmy") in the plural form its number takes."""
    return text(f"{GAME}.n.{key}", lang, count=n)


def _card(card_id: str, lang: str) -> str:
    card = content().cards.get(card_id)
    return getattr(card.name, lang) if card is not None else card_id


def _who(player: int, names: Sequence[str]) -> str:
    """The seat's name when known, else "P1".."P4"."""
    return names[player] if 0 <= player < len(names) else f"P{player + 1}"


def _every_die(state: GameState) -> Iterator[Die]:
    """Every die on the table and in the bag (a die's colour never changes wherever it went)."""
    yield from state.pool
    yield from state.bag
    yield from state.enemy_dice
    for card in state.initiative:
        yield from card.dice
    for p in state.players:
        yield from p.start_dice
        yield from p.class_dice
        for row in p.sheet.values():
            yield from (d for d in row if d is not None)


def find_die(state: GameState, die_id: int) -> Die | None:
    return next((d for d in _every_die(state) if d.id == die_id), None)


def _colours(die: Die | None) -> list[str]:
    return [c.name for c in die.colours] if die is not None else []


class _Line:
    """One event's words: who, which dice and cards, in one language."""

    def __init__(self, event: Event, state: GameState, lang: str, names: Sequence[str]) -> None:
        self.event, self.state, self.lang, self.names = event, state, lang, names
        self.d = event.data

    def t(self, line: str, **fields: Any) -> str:
        return text(LOG + line, self.lang, **fields)

    def who(self, key: str = "player") -> str:
        player = self.d.get(key)
        return _who(player, self.names) if isinstance(player, int) else ""

    def die(self, die_id: int, value: Any = None, case: str = "nom") -> str | None:
        """A die by id with its value (the event's, else where it lies now); None if it cannot be told."""
        die = find_die(self.state, die_id)
        shown = value if value is not None else (die.value if die is not None else None)
        if die is None or shown is None:
            return None
        return die_phrase(_colours(die), shown, self.lang, case)

    def sheet_die(self, player: int, row: str, index: int) -> Die | None:
        try:
            return self.state.players[player].sheet[row_of(row)][index]
        except (IndexError, KeyError):
            return None

    def phrase(self, die: Die | None, value: Any = None, case: str = "nom") -> str | None:
        if die is None:
            return None
        shown = die.value if value is None else value
        return die_phrase(_colours(die), shown, self.lang, case) if shown is not None else None

    def card_label(self, index: int) -> str:
        return self.state.initiative[index].label

    def dice_list(self, pairs: Sequence[Sequence[int]], case: str) -> str | None:
        words = [self.die(die_id, value, case) for die_id, value in pairs]
        return listing([w for w in words if w], self.lang) if all(words) else None


def describe_event(event: Event, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
    """One line per notable event, from the string catalogue; `state` is the state after the event."""
    if event.kind not in _HANDLERS and not CATALOGUE.has(LOG + event.kind):
        return None
    lang = lang if lang in LANGS else FALLBACK
    line = _Line(event, state, lang, names)
    handler = _HANDLERS.get(event.kind)
    if handler is not None:
        return handler(line)
    fields: JsonObject = dict(event.data)
    fields["who"] = line.who()
    if "card" in event.data and isinstance(event.data["card"], str):
        fields["card"] = _card(event.data["card"], lang)
    return line.t(event.kind, **fields)


# --- one function per event whose words need more than its data ---------------------------------
def _race(x: _Line) -> str:
    return x.t("race", who=x.who(), race=getattr(content().races[x.d["race"]].name, x.lang))


def _class(x: _Line) -> str:
    return x.t("class", who=x.who(), cls=getattr(content().classes[x.d["class_id"]].name, x.lang))


def _dealt(x: _Line) -> str:
    c = content()
    return x.t("dealt", who=x.who(), alignment=getattr(c.alignments[x.d["alignment"]].name, x.lang),
               backstory=getattr(c.backstories[x.d["backstory"]].name, x.lang))


def _gold(x: _Line) -> str | None:
    delta = x.d["delta"]
    gold = count("gold", abs(delta), x.lang)
    if delta < 0:
        reason = x.d.get("reason")
        if reason in PAID_WITH_LINE:
            return None   # the banished imp's own line says what it cost
        if reason in SPENT_ON:
            return x.t(f"spent.{reason}", who=x.who(), cost=gold)
        return x.t("gold_lost", who=x.who(), gold=gold)
    reason = x.d.get("reason")
    return x.t(f"gold.{reason}" if reason in GOLD_REASONS else "gold_gained", who=x.who(), gold=gold)


def _charisma(x: _Line) -> str | None:
    delta = x.d["delta"]
    if delta > 0:
        return x.t("charisma_gained", who=x.who(), tokens=count("charisma", delta, x.lang))
    if x.d.get("why") == "cleanup":
        return x.t("charisma_unused", who=x.who(), tokens=count("unused_charisma", -delta, x.lang))
    if x.d.get("why") in PAID_WITH_LINE:
        return None
    return x.t("charisma_lost", who=x.who(), tokens=count("charisma", -delta, x.lang))


def _placed(x: _Line) -> str | None:
    die = x.die(x.d["die"], case="acc")
    row = row_phrase(x.d["row"], x.lang)
    return x.t("placed", who=x.who(), die=die, row=row) if die else None


def _dice_drawn(x: _Line) -> str | None:
    """Starting dice (drawn and rolled) and class dice (drawn only: their colour is what counts)."""
    if x.event.kind == "class_draw":
        colours = [colour_words(_colours(find_die(x.state, i)), x.lang) for i in x.d["dice"]]
        if not colours or not all(colours):
            return None
        return x.t("class_draw", who=x.who(), dice=listing(colours, x.lang), count=len(colours))
    dice = x.dice_list(x.d["dice"], "acc")
    return x.t("start_dice", who=x.who(), dice=dice) if dice else None


def _rolled(x: _Line) -> str | None:
    dice = x.dice_list(sorted(x.d["dice"], key=lambda pair: pair[1]), "acc")
    return x.t("rolled", who=_who(x.state.first_player, x.names), dice=dice) if dice else None


def _to_card(x: _Line) -> str | None:
    """Only a die a player ordered among equal values has a line (the rest follow from the roll)."""
    frame = x.state.stack[-1] if x.state.stack else None
    if frame is None or frame.kind != "sort":
        return None
    die = x.die(x.d["die"], case="acc")
    return x.t("to_card", who=_who(frame.player, x.names), die=die, label=x.card_label(x.d["card"])) if die else None


def _card_taken(x: _Line) -> str:
    card = x.state.initiative[x.d["card"]]
    dice = [x.phrase(d) for d in card.dice]
    label, who = card.label, x.who()
    if not dice or not all(dice):
        return x.t("card_taken_bare", who=who, card=label)
    die = listing([d for d in dice if d], x.lang)
    gold = x.d.get("gold") or 0
    n = len(dice)   # Polish: "leży" one die, "leżą" two
    if gold:
        return x.t("card_taken_gold", who=who, card=label, die=die, gold=count("gold", gold, x.lang), count=n)
    return x.t("card_taken", who=who, card=label, die=die, count=n)


def _die_value(x: _Line) -> str | None:
    """A die turned over (Strength), raised or lowered (Constitution), or kept after a re-roll (Intelligence)."""
    player, row, value = x.d["player"], x.d["row"], x.d["value"]
    die = x.sheet_die(player, row, x.d["index"])
    if die is None:
        return None
    why = x.d.get("why")
    was = x.d.get("was")
    if was is None and why == "strength":
        was = die.faces + 1 - value
    fields = {"who": x.who(), "row": row_phrase(row, x.lang), "value": value}
    if why == "intelligence":
        return x.t("die_kept", die=x.phrase(die, case="acc"), **fields)
    if was is None:
        return x.t("die_value", colour=colour_words(_colours(die), x.lang, "gen"), **fields)
    before = x.phrase(die, was, "acc")
    if why == "strength":
        return x.t("die_turned", die=before, **fields)
    if why == "constitution" and was != value:
        return x.t("die_raised" if value > was else "die_lowered", die=before, **fields)
    return x.t("die_changed", die=before, **fields)


def _rerolled(x: _Line) -> str | None:
    """Intelligence: the re-roll (a new int_choose frame) and each further one (its values grow)."""
    frame = x.state.stack[-1] if x.state.stack else None
    if frame is not None and frame.kind == "hunt":
        return _hunt_line(x, frame.data)
    if frame is None or frame.kind != "int_choose":
        return None
    if x.event.kind == "push" and x.d.get("frame") != "int_choose":
        return None
    data = frame.data
    die = x.sheet_die(frame.player, data["row"], data["index"])
    values = data["values"]
    if die is None or len(values) < 2:
        return None
    fields = {"who": _who(frame.player, x.names), "row": row_phrase(data["row"], x.lang), "value": values[-1]}
    if x.event.kind == "push":
        return x.t("rerolled", die=x.phrase(die, values[0], "acc"), **fields)
    return x.t("rerolled_again", colour=colour_words(_colours(die), x.lang, "acc"), **fields)


def _hunt_line(x: _Line, data: JsonObject) -> str | None:
    """A hunt begun (its frame pushed), its combat dice rolled, one of them re-rolled."""
    minion = getattr(load_fiends().minions[data["minion"]].name, x.lang)
    if x.event.kind == "push":
        return x.t("hunt_started", who=x.who(), minion=minion)
    rolls = x.d.get("data", {}).get("rolls")
    if not isinstance(rolls, list):
        return None
    who = _who(x.state.stack[-1].player, x.names)
    shown = listing([str(v) for v in rolls], x.lang) or "0"
    return x.t("hunt_rerolled" if x.d.get("had_rolls") else "hunt_rolled", who=who, minion=minion, rolls=shown,
               total=sum(rolls))


def _swapped(x: _Line) -> str | None:
    """Dexterity: each die named by its row before the swap (the state after holds them the other way round)."""
    (ra, ia), (rb, ib) = x.d["a"], x.d["b"]
    first, second = x.sheet_die(x.d["player"], rb, ib), x.sheet_die(x.d["player"], ra, ia)
    a, b = x.phrase(first, case="acc"), x.phrase(second, case="acc")
    if not a or not b:
        return None
    if ra == rb:
        return x.t("swapped_row", who=x.who(), die=a, die2=b, row=row_phrase(ra, x.lang))
    return x.t("swapped", who=x.who(), die=a, row=row_phrase(ra, x.lang), die2=b, row2=row_phrase(rb, x.lang))


def _moved(x: _Line) -> str | None:
    (src, _), (dst, index) = x.d["src"], x.d["dst"]
    die = x.phrase(x.sheet_die(x.d["player"], dst, index), case="acc")
    if not die:
        return None
    return x.t("moved", who=x.who(), die=die, src=row_phrase(src, x.lang), dst=row_phrase(dst, x.lang))


def _marker(x: _Line) -> str:
    return x.t("marker", who=x.who(), dir=_word("dir", x.d["dir"], x.lang))


def _bought(x: _Line) -> str:
    """What was paid, and from where the card came (the Market, the discard pile, the deck's top)."""
    fields = {"who": x.who(), "card": _card(x.d["card"], x.lang), "gold": count("gold", x.d["gold"], x.lang)}
    source = x.d.get("source", "market")
    if x.d.get("charisma") and CATALOGUE.has(f"{LOG}bought_charisma.{source}"):
        return x.t(f"bought_charisma.{source}", tokens=count("charisma", x.d["charisma"], x.lang), **fields)
    return x.t(f"bought.{source}" if CATALOGUE.has(f"{LOG}bought.{source}") else "bought.market", **fields)


def _card_die_value(x: _Line) -> str | None:
    card = x.state.initiative[x.d["card"]]
    die = next((d for d in card.dice if d.id == x.d["die"]), None)
    was = x.d.get("was")
    if die is None:
        return None
    if was is None:
        return x.t("card_die_value_bare", colour=colour_words(_colours(die), x.lang), label=card.label,
                   value=x.d["value"])
    return x.t("card_die_value", die=x.phrase(die, was), label=card.label, value=x.d["value"])


def _card_dice_exchanged(x: _Line) -> str | None:
    a_card, b_card = x.state.initiative[x.d["a_card"]], x.state.initiative[x.d["b_card"]]
    a = x.phrase(next((d for d in b_card.dice if d.id == x.d["a_die"]), None))
    b = x.phrase(next((d for d in a_card.dice if d.id == x.d["b_die"]), None))
    if not a or not b:
        return None
    return x.t("card_dice_exchanged", die=a, label=a_card.label, die2=b, label2=b_card.label)


def _card_die_to_bag(x: _Line) -> str | None:
    was = x.d.get("was")
    die = x.die(x.d["die"], was, "nom") if was is not None else None
    return x.t("card_die_to_bag", die=die, label=x.card_label(x.d["card"])) if die else None


def _bag_die_to_card(x: _Line) -> str | None:
    die = x.die(x.d["die"], x.d["value"], "nom")
    return x.t("bag_die_to_card", die=die, label=x.card_label(x.d["card"])) if die else None


def _xp(x: _Line) -> str:
    """XP gained, or spent (a mercenary, a re-roll: the event carries a negative delta)."""
    delta = x.d["delta"]
    why = x.d.get("why")
    if delta < 0 and why in SPENT_ON:
        return x.t(f"spent.{why}", who=x.who(), cost=count("xp", -delta, x.lang))
    return x.t("xp" if delta >= 0 else "xp_spent", who=x.who(), delta=abs(delta))


def _first_passed(x: _Line) -> str:
    return x.t("first_passed", who=x.who())


def _familiar_kept(x: _Line) -> str:
    return x.t("familiar_kept", who=x.who(), familiar=getattr(load_fiends().familiars[x.d["familiar"]].name, x.lang))


def _imps_taken(x: _Line) -> str:
    """The imps taken are face up on the card, so the history names them."""
    names = [getattr(load_fiends().imps[imp].name, x.lang) for imp in x.d["imps"]]
    return x.t("imps_taken", who=x.who(), count=len(names), imps=listing(names, x.lang))


def _minion_line(x: _Line) -> str:
    minion = getattr(load_fiends().minions[x.d["minion"]].name, x.lang)
    if x.event.kind == "hunted":
        return x.t("hunted", who=x.who(), minion=minion, result=x.d["result"])
    return x.t("trophy", who=x.who(), minion=minion)


def _battle_rolled(x: _Line) -> str:
    rolls = listing([str(v) for v in x.d["rolls"]], x.lang) or "0"
    return x.t("battle_rerolled" if x.d.get("reroll") or x.d.get("free") else "battle_rolled", who=x.who(), rolls=rolls)


def _class_colours(x: _Line) -> str:
    items = [x.t("class_colour", who=_who(seat, x.names), colour=_word("colour_m", Colour(code).name, x.lang))
             for seat, code in x.d["colours"]]   # a colour of its own (masculine "kolor"), not a die's (feminine "kość")
    return x.t("class_colours", list=listing(items, x.lang))


def _monster_chosen(x: _Line) -> str:
    return x.t("monster_chosen", monster=getattr(load_fiends().monsters[x.d["monster"]].name, x.lang))


def _imp_line(x: _Line) -> str:
    imp = getattr(load_fiends().imps[x.d["imp"]].name, x.lang)
    label = x.state.initiative[x.d["card"]].label
    return x.t(x.event.kind, who=x.who(), imp=imp, card=label)


def _stored(x: _Line) -> str | None:
    die = x.die(x.d["die"], case="acc")
    return x.t("stored", who=x.who(), die=die) if die else None


def _monster_rewards(x: _Line) -> str:
    items = []
    for seat, (stars, champion) in enumerate(zip(x.d["stars"], x.d["champion"])):
        who = _who(seat, x.names)
        if champion:
            items.append(x.t("reward.champion", who=who, stars=count("stars", stars, x.lang),
                             bonus=count("stars", champion, x.lang)))
        else:
            items.append(x.t("reward.stars" if stars else "reward.none", who=who, stars=count("stars", stars, x.lang)))
    return x.t("monster_rewards", list=listing(items, x.lang))


def _glory(x: _Line) -> str:
    return x.t("glory", who=x.who(), glory=count("glory", x.d["delta"], x.lang))


def _imp_banished(x: _Line) -> str:
    imp = getattr(load_fiends().imps[x.d["imp"]].name, x.lang)
    why = x.d.get("why")
    if why == "charisma":
        cost = count("charisma", load_fiends().prices.banish_charisma, x.lang)
    elif why == "gold":
        cost = count("gold", x.d.get("gold", load_fiends().prices.banish_gold), x.lang)
    else:
        return x.t(f"imp_banished_free.{why}" if why in ("card", "familiar") else "imp_banished_free.card",
                   who=x.who(), imp=imp)
    return x.t("imp_banished", who=x.who(), imp=imp, cost=cost)


def _damage(x: _Line) -> str:
    tokens = count("damage", abs(x.d["delta"]), x.lang)
    return x.t("damage_gained" if x.d["delta"] > 0 else "damage", who=x.who(), tokens=tokens)


_HANDLERS = {
    "race": _race, "class": _class, "dealt": _dealt, "gold": _gold, "charisma": _charisma, "placed": _placed, "xp": _xp,
    "start_dice": _dice_drawn, "class_draw": _dice_drawn, "rolled": _rolled, "to_card": _to_card,
    "card_taken": _card_taken, "die_value": _die_value, "push": _rerolled, "frame": _rerolled,
    "familiar_kept": _familiar_kept, "imps_taken": _imps_taken, "damage": _damage, "hunted": _minion_line,
    "trophy": _minion_line, "battle_rolled": _battle_rolled, "class_colours": _class_colours,
    "monster_chosen": _monster_chosen, "imp_placed": _imp_line, "imp_summoned": _imp_line, "stored": _stored,
    "monster_rewards": _monster_rewards, "glory": _glory, "imp_banished": _imp_banished,
    "swapped": _swapped, "moved": _moved, "marker": _marker, "bought": _bought, "card_die_value": _card_die_value,
    "card_dice_exchanged": _card_dice_exchanged, "card_die_to_bag": _card_die_to_bag,
    "bag_die_to_card": _bag_die_to_card, "first_passed": _first_passed,
}


def annotate_event(event: Event, state: GameState) -> Event:
    """Add what a line needs from before the event: the value a die had before it changed or left for the bag."""
    d = event.data
    top = state.stack[-1] if state.stack else None
    if event.kind == "frame" and "rolls" in d.get("data", {}) and top is not None and top.kind == "hunt":
        return Event(event.kind, {**d, "had_rolls": top.data.get("rolls") is not None})
    if event.kind == "imp_banished" and d.get("why") == "gold":
        return Event(event.kind, {**d, "gold": banish_gold(state.players[d["player"]])})
    was: int | None = None
    if event.kind == "die_value":
        die = state.players[d["player"]].sheet[row_of(d["row"])][d["index"]]
        was = die.value if die is not None else None
    elif event.kind in ("card_die_value", "card_die_to_bag"):
        die = next((x for x in state.initiative[d["card"]].dice if x.id == d["die"]), None)
        was = die.value if die is not None else None
    if was is None:
        return event
    return Event(event.kind, {**d, "was": was})


# Choices whose events tell nothing: each said in words for every player who makes it.
TOLD = {"skip_action": "told.skip_action", "refresh_none": "told.refresh_none",
        "last_chance_pass": "told.last_chance_pass", "reward_skip": "told.reward_skip"}


def tell_action(action: Action, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
    """The line of a pass or a skip (the kernel's `tell`): the same words whoever makes it."""
    key = TOLD.get(action.kind)
    if key is None or action.player is None:
        return None
    return text(LOG + key, lang if lang in LANGS else FALLBACK, who=_who(action.player, names))
