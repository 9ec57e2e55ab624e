"""Replay bookmarks for Runebound: a round bookmark per `round` event (the kernel's wording) and one per
combat, naming the hero and the challenge (or the two heroes of a fight between heroes), so a viewer can jump
straight to each fight.

The combat label is the log's own line for the fight ("runebound.log.combat", en and pl) without its full
stop; `combat_begun` carries the fighting hero for it.
"""
from __future__ import annotations

from engine.kernel import Event
from engine.kernel.milestones import default_milestone
from engine.kernel.strings import text

from .content import content
from .describe import card_name

COMBAT = "runebound.log.combat"
DUEL = "runebound.mark.duel"


def hero_name(hero: str, lang: str) -> str:
    """A hero's printed name, or its id for a hero the content no longer has."""
    heroes = content().heroes
    return heroes[hero].name.get(lang) if hero in heroes else hero


def milestone(event: Event, lang: str = "en") -> str | None:
    """"Round 3" for a new round, "Varikas the Dead fights Troll" when a combat begins, "Brenna Ironhand
    attacks Varikas the Dead" when a hero attacks another, else None."""
    if event.kind == "combat_begun":
        hero = event.data.get("hero")
        if not isinstance(hero, str):
            return None
        return text(COMBAT, lang, who=hero_name(hero, lang), card=card_name(event.data["card"], lang)).rstrip(".")
    if event.kind == "contact" and event.data.get("what") == "attack":
        hero, foe = event.data.get("hero"), event.data.get("foe")
        if not isinstance(hero, str) or not isinstance(foe, str):
            return None
        return text(DUEL, lang, who=hero_name(hero, lang), other=hero_name(foe, lang))
    return default_milestone(event, lang)
