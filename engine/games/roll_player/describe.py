"""Readable log lines (English and Polish) for Roll Player events; bookkeeping events get none."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.kernel import Event

from .effects import content
from .state import Attr, GameState

ROWS = {
    "en": {"STR": "Strength", "DEX": "Dexterity", "CON": "Constitution", "INT": "Intelligence",
           "WIS": "Wisdom", "CHA": "Charisma"},
    "pl": {"STR": "Siła", "DEX": "Zręczność", "CON": "Kondycja", "INT": "Inteligencja",
           "WIS": "Mądrość", "CHA": "Charyzma"},
}
DIRS = {
    "en": {"UP": "up (lawful)", "DOWN": "down (chaotic)", "LEFT": "left (good)", "RIGHT": "right (evil)"},
    "pl": {"UP": "w górę (praworządność)", "DOWN": "w dół (chaos)", "LEFT": "w lewo (dobro)",
           "RIGHT": "w prawo (zło)"},
}
COLOURS = {
    "en": {"GREEN": "green", "BLUE": "blue", "RED": "red", "PURPLE": "purple", "BLACK": "black", "WHITE": "white",
           "GOLD": "gold"},
    "pl": {"GREEN": "zielona", "BLUE": "niebieska", "RED": "czerwona", "PURPLE": "fioletowa", "BLACK": "czarna",
           "WHITE": "biała", "GOLD": "złota"},
}

Line = Callable[[dict[str, Any], GameState, str, str], str]
LINES: dict[str, tuple[str, str]] = {
    "first_player": ("{who} is the first player.", "{who} zostaje Pierwszym Graczem."),
    "race": ("{who} chooses the race {race}.", "{who} wybiera rasę {race}."),
    "class": ("{who} becomes a {cls}.", "{who} wybiera Klasę: {cls}."),
    "dealt": ("{who} gets the alignment {alignment} and the backstory {backstory}.",
              "{who} otrzymuje Charakter {alignment} i Historię {backstory}."),
    "gold": ("{who} {gains} {n} gold.", "{who} {gains} {n} złota."),
    "placed": ("{who} places a {die} in {row}.", "{who} umieszcza kość ({die}) w rzędzie {row}."),
    "rolled": ("The first player rolls {dice}.", "Pierwszy Gracz rzuca: {dice}."),
    "round": ("Round {round} begins.", "Zaczyna się runda {round}."),
    "card_taken": ("{who} takes Initiative card {card}.", "{who} bierze kartę Inicjatywy {card}."),
    "die_value": ("{who} changes a die in {row} to {value}.", "{who} zmienia kość w rzędzie {row} na {value}."),
    "swapped": ("{who} swaps two dice.", "{who} zamienia miejscami dwie kości."),
    "moved": ("{who} moves a die from {src} to {dst}.", "{who} przenosi kość z rzędu {src} do {dst}."),
    "marker": ("{who} moves the alignment marker {dir}.", "{who} przesuwa znacznik Charakteru {dir}."),
    "charisma": ("{who} {gains} {n} Charisma token(s).", "{who} {gains} {n} żeton(y) Charyzmy."),
    "bought": ("{who} buys {card} for {cost} gold.", "{who} kupuje kartę {card} za {cost} złota."),
    "discarded": ("{card} goes to the discard pile.", "Karta {card} trafia na stos kart odrzuconych."),
    "weapon_dropped": ("{who} discards the weapon {card}.", "{who} odrzuca broń {card}."),
    "skill_used": ("{who} uses {card}.", "{who} używa karty {card}."),
    "borrowed": ("{who} uses {card} through Diplomacy.", "{who} używa karty {card} dzięki Dyplomacji."),
    "refreshed": ("{who} refreshes {card}.", "{who} odnawia kartę {card}."),
    "to_market": ("{card} returns from the discard pile to the Market.",
                  "Karta {card} wraca ze stosu odrzuconych na Rynek."),
    "trashed": ("{card} goes to the trash.", "Karta {card} trafia do Śmietnika."),
    "deck_reshuffled": ("The discard pile is shuffled into a new Market deck.",
                        "Stos kart odrzuconych zostaje przetasowany w nową talię Rynku."),
    "first_passed": ("The bag passes to {who}.", "Mieszek przechodzi do: {who}."),
    "enemy_roll": ("The enemy die shows {value}.", "Wroga kość pokazuje {value}."),
    "card_die_value": ("A die on Initiative card {label} now shows {value}.",
                       "Kość na karcie Inicjatywy {label} pokazuje teraz {value}."),
    "card_dice_exchanged": ("Dice are exchanged between Initiative cards {label} and {label2}.",
                            "Kości zamieniają się miejscami między kartami Inicjatywy {label} i {label2}."),
    "bag_die_to_card": ("A {die} from the bag is rolled onto Initiative card {label}.",
                        "Kość ({die}) z mieszka zostaje rzucona na kartę Inicjatywy {label}."),
    "game_over": ("The game is over: final scoring.", "Koniec gry: Końcowe Podliczanie."),
}


def _card(card_id: str, lang: str) -> str:
    card = content().cards.get(card_id)
    return getattr(card.name, lang) if card is not None else card_id


def _who(player: int, names: Sequence[str]) -> str:
    """The seat's name when known, else "P1".."P4"."""
    return names[player] if 0 <= player < len(names) else f"P{player + 1}"


def describe_event(event: Event, state: GameState, lang: str = "en", names: Sequence[str] = ()) -> str | None:
    """One line per notable event; `state` is the state after the event."""
    template = LINES.get(event.kind)
    if template is None:
        return None
    lang = lang if lang in ("en", "pl") else "en"
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
    elif event.kind in ("gold", "charisma"):
        delta = d["delta"]
        fields["n"] = abs(delta)
        fields["gains"] = ("gains" if delta > 0 else "loses") if lang == "en" else ("zyskuje" if delta > 0 else "traci")
    elif event.kind == "placed" and isinstance(player, int):
        die = state.players[player].sheet[Attr[d["row"]]][d["index"]]
        fields["die"] = f"{COLOURS[lang][die.colour.name]} {die.value}" if die is not None else "?"
        fields["row"] = ROWS[lang][d["row"]]
    elif event.kind == "rolled":
        fields["dice"] = ", ".join(str(v) for _, v in d["dice"])
    elif event.kind == "card_taken":
        fields["card"] = state.initiative[d["card"]].label
    elif event.kind == "die_value":
        fields["row"] = ROWS[lang][d["row"]]
    elif event.kind == "moved":
        fields["src"], fields["dst"] = ROWS[lang][d["src"][0]], ROWS[lang][d["dst"][0]]
    elif event.kind == "marker":
        fields["dir"] = DIRS[lang][d["dir"]]
    elif event.kind in ("card_die_value", "bag_die_to_card"):
        fields["label"] = state.initiative[d["card"]].label
        if event.kind == "bag_die_to_card":
            die = next((x for x in state.initiative[d["card"]].dice if x.id == d["die"]), None)
            fields["die"] = f"{COLOURS[lang][die.colour.name]} {d['value']}" if die else str(d["value"])
    elif event.kind == "card_dice_exchanged":
        fields["label"] = state.initiative[d["a_card"]].label
        fields["label2"] = state.initiative[d["b_card"]].label
    elif event.kind == "first_passed":
        fields["who"] = _who(d["player"], names)
    if "card" in d and isinstance(d["card"], str):
        fields["card"] = _card(d["card"], lang)
    return template[0 if lang == "en" else 1].format(**fields)
