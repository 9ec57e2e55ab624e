"""Replay bookmarks for Roll Player: its engine starts rounds with `round` and phases with `flow`.

The kernel's default already reads `round{round: n}`; phases change inside the generic `flow`
event (only when it carries `phase`), and their names follow the spec's glossary (§1). The Roll
phase is entered at the end of Cleanup, one step before its round's `round` event, and that next
step (the roll itself) already moves on to the Dice phase, so it gets no bookmark of its own:
"Round n" marks it.
"""
from __future__ import annotations

from engine.kernel import Event
from engine.kernel.milestones import default_milestone, label

ROLL = "ROLL"
PHASE_NAMES: dict[str, dict[str, str]] = {
    "SETUP": {"en": "Setup", "pl": "Przygotowanie"},
    "DICE": {"en": "Dice phase", "pl": "Faza Kości"},
    "MARKET": {"en": "Market phase", "pl": "Faza Rynku"},
    "CLEANUP": {"en": "Cleanup phase", "pl": "Faza Porządkowania"},
    "END_OF_CREATION": {"en": "End of creation", "pl": "Koniec tworzenia postaci"},
    "GAME_OVER": {"en": "Final scoring", "pl": "Punktacja końcowa"},
}


def _phase(value: object, lang: str) -> str:
    names = PHASE_NAMES.get(str(value))
    if names is None:
        return label("phase", lang, name=str(value).replace("_", " ").capitalize())
    return names.get(lang) or names["en"]


def milestone(event: Event, lang: str = "en") -> str | None:
    """"Round 3" for a new round, "Market phase" when `flow` moves to a phase, else None."""
    if event.kind == "flow" and "phase" in event.data:
        return None if event.data["phase"] == ROLL else _phase(event.data["phase"], lang)
    if event.kind == "game_over":
        return _phase("GAME_OVER", lang)
    return default_milestone(event, lang)
