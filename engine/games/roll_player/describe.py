"""Readable log lines for Roll Player events, in any language of the string catalogue (the texts are in
content/strings.toml, keys "roll-player.log.<event>"); bookkeeping events get none."""
from __future__ import annotations

from typing import Any, Sequence

from engine.kernel import Event
from engine.kernel.strings import CATALOGUE, FALLBACK, LANGS, text

from .effects import content
from .state import Attr, GameState

GAME = "roll-player"
LOG = f"{GAME}.log."
SIGNED = {"gold": ("gold_gained", "gold_lost"), "charisma": ("charisma_gained", "charisma_lost")}  # by the delta's sign


def _word(group: str, name: str, lang: str) -> str:
    """A row, direction or die colour in `lang` (the words the table uses too)."""
    return text(f"{GAME}.{group}.{name}", lang)


def _card(card_id: str, lang: str) -> str:
    card = content().cards.get(card_id)
    return getattr(card.name, lang) if card is not None else card_id


def _who(player: int, names: Sequence[str]) -> str:
    """The seat's name when known, else "P1".."P4"."""
    return names[player] if 0 <= player < len(names) else f"P{player + 1}"


def describe_event(event: Event, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
    """One line per notable event, from the string catalogue; `state` is the state after the event."""
    if event.kind not in SIGNED and not CATALOGUE.has(LOG + event.kind):
        return None
    lang = lang if lang in LANGS else FALLBACK
    line = event.kind
    d = event.data
    c = content()
    fields: dict[str, Any] = dict(d)
    player = d.get("player")
    fields["who"] = _who(player, names) if isinstance(player, int) else ""
    if event.kind == "race":
        fields["race"] = getattr(c.races[d["race"]].name, lang)
    elif event.kind == "class":
        fields["cls"] = getattr(c.classes[d["class_id"]].name, lang)
    elif event.kind == "dealt":
        fields["alignment"] = getattr(c.alignments[d["alignment"]].name, lang)
        fields["backstory"] = getattr(c.backstories[d["backstory"]].name, lang)
    elif event.kind in SIGNED:
        delta = d["delta"]
        fields["n"] = abs(delta)
        line = SIGNED[event.kind][0 if delta > 0 else 1]
    elif event.kind == "placed" and isinstance(player, int):
        die = state.players[player].sheet[Attr[d["row"]]][d["index"]]
        fields["die"] = f"{_word('colour', die.colour.name, lang)} {die.value}" if die is not None else "?"
        fields["row"] = _word("attr", d["row"], lang)
    elif event.kind == "rolled":
        fields["dice"] = ", ".join(str(v) for _, v in d["dice"])
    elif event.kind == "card_taken":
        fields["card"] = state.initiative[d["card"]].label
    elif event.kind == "die_value":
        fields["row"] = _word("attr", d["row"], lang)
    elif event.kind == "moved":
        fields["src"], fields["dst"] = _word("attr", d["src"][0], lang), _word("attr", d["dst"][0], lang)
    elif event.kind == "marker":
        fields["dir"] = _word("dir", d["dir"], lang)
    elif event.kind in ("card_die_value", "bag_die_to_card"):
        fields["label"] = state.initiative[d["card"]].label
        if event.kind == "bag_die_to_card":
            die = next((x for x in state.initiative[d["card"]].dice if x.id == d["die"]), None)
            fields["die"] = f"{_word('colour', die.colour.name, lang)} {d['value']}" if die else str(d["value"])
    elif event.kind == "card_dice_exchanged":
        fields["label"] = state.initiative[d["a_card"]].label
        fields["label2"] = state.initiative[d["b_card"]].label
    elif event.kind == "first_passed":
        fields["who"] = _who(d["player"], names)
    if "card" in d and isinstance(d["card"], str):
        fields["card"] = _card(d["card"], lang)
    return text(LOG + line, lang, **fields)
