"""What a setup choice holds, for its button's tooltip: a hero's attributes, ability and feat, a saga card's banner,
ability and critical, the suggested sagas card by card. A player choosing a hero or a saga at the start need not know
the cards by heart (the button alone says only "Play Weda" or "Take Feud")."""
from __future__ import annotations

from typing import Any

from engine.games.zerywia.content import content
from engine.kernel import Action

from .abilities import ability_words, banner_words
from .text import say
from .words import name_of


def choice_tip(action: Action, view: Any, lang: str) -> str | None:
    """The tooltip of a hero's or a saga's button in the setup, or None for any other move."""
    if action.kind == "choose_hero":
        return hero_tip(str(action.get("hero")), lang)
    if action.kind == "take_saga":
        return saga_tip(str(action.get("saga")), lang)
    if action.kind == "take_starter_set":
        heroes = (view or {}).get("heroes") or []
        seat = action.player
        hero = content().heroes.get(str(heroes[seat].get("hero"))) if isinstance(seat, int) and \
            0 <= seat < len(heroes) else None
        if hero is None:
            return None
        scenario = content().scenarios.get(str((view or {}).get("scenario")))
        cards = hero.pamiec_sagas if scenario is not None and scenario.develop == "all" else hero.starter_sagas
        return "\n".join([say("tip.starter", lang), *(saga_tip(card, lang) or card for card in cards)])
    return None


def hero_tip(hero_id: str, lang: str) -> str | None:
    """A hero's name and epithet, attributes, own ability and feat."""
    c = content()
    hero = c.heroes.get(hero_id)
    if hero is None:
        return None
    feat = c.feats.get(hero.feat)
    attrs = ", ".join(f"{name_of(attr, lang)} {value}" for attr, value in hero.attributes.items())
    return say("tip.hero", lang, hero=hero.name.get(lang), epithet=hero.epithet.get(lang), attrs=attrs,
               timing=say(f"timing.{hero.ability.timing}", lang), ability=ability_words(hero.ability, lang),
               feat=feat.name.get(lang) if feat is not None else hero.feat,
               feat_does=ability_words(feat.ability, lang) if feat is not None else "")


def saga_tip(saga_id: str, lang: str) -> str | None:
    """A saga card's name and kind, its banner die, its ability by timing and its critical."""
    saga = content().sagas.get(saga_id)
    if saga is None:
        return None
    parts = [say("tip.saga", lang, saga=saga.name.get(lang), type=say(f"card.type.{saga.type}", lang))]
    if saga.banner is not None:
        parts.append(say("tip.banner", lang, banner=banner_words(saga.banner, lang)))
    if saga.ability is not None:
        timing = say(f"timing.{saga.ability.timing}", lang)
        parts.append(say("tip.ability", lang, timing=timing[:1].upper() + timing[1:],
                         does=ability_words(saga.ability, lang)))
    if saga.crit is not None:
        parts.append(say("tip.crit", lang, does=ability_words(saga.crit, lang)))
    return " ".join(parts)
