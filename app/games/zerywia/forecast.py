"""How a rolled challenge would end as its dice stand (the engine's `challenges.forecast`, shown in the view): the
challenge overlay says it under the difficulty, so a hero weighing a reroll, an ability or keeping a hit back sees
what each would change instead of reading the dice faces against the rules."""
from __future__ import annotations

from collections import Counter
from typing import Any

from .text import say
from .words import name_of


def effect_words(effect: str, lang: str) -> str:
    """One Nica effect: a point lost, a Flaw, Taint strengthened, a Threat raised."""
    if effect.startswith("lose_"):
        return say("does.lose", lang, n=1, attr=name_of(effect[len("lose_"):], lang))
    if effect in ("strengthen_taint", "increase_threat"):
        return say(f"does.{effect}", lang)
    return name_of(effect, lang)


def forecast_lines(forecast: Any, lang: str) -> list[str]:
    """The outcome as things stand, the Nica dice's effects in their order, and the losses nothing would negate."""
    if not isinstance(forecast, dict):
        return []
    uncovered = [name_of(x, lang) for x in forecast.get("uncovered") or []]
    if forecast.get("success"):
        out = [say("challenge.now_success", lang)]
    elif uncovered:
        out = [say("challenge.now_failure", lang, what=", ".join(uncovered))]
    else:
        out = [say("challenge.now_shields", lang)]
    effects = [effect_words(str(e), lang) for e in forecast.get("nica") or []]
    out.append(say("challenge.nica", lang, effects=", ".join(effects)) if effects else say("challenge.nica_none", lang))
    losses = Counter(str(x) for x in forecast.get("losses") or [])
    if losses:
        words = ", ".join(say("does.lose", lang, n=n, attr=name_of(x, lang)) for x, n in losses.items())
        out.append(say("challenge.losses", lang, losses=words))
    return out
