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
from engine.kernel.strings import CATALOGUE, text

ROLL = "ROLL"
PHASE = "roll-player.milestone."  # a phase's bookmark, by its name, in content/strings.toml


def _phase(value: object, lang: str) -> str:
    key = f"{PHASE}{value}"
    if not CATALOGUE.has(key):
        return label("phase", lang, name=str(value).replace("_", " ").capitalize())
    return text(key, lang)


def milestone(event: Event, lang: str = "en") -> str | None:
    """"Round 3" for a new round, "Market phase" when `flow` moves to a phase, else None; with the
    expansion the end of creation (its last chance) and the Monster battle (the Adventures revealed)."""
    if event.kind == "flow" and event.data.get("step") == "last_chance":
        return _phase("END_OF_CREATION", lang)
    if event.kind == "adventures_revealed":
        return _phase("MONSTER_BATTLE", lang)
    if event.kind == "flow" and "phase" in event.data:
        return None if event.data["phase"] == ROLL else _phase(event.data["phase"], lang)
    if event.kind == "game_over":
        return _phase("GAME_OVER", lang)
    return default_milestone(event, lang)
