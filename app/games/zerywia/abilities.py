"""What a card's ability does, in a few words (issue 26, item 4): the challenge overlay's tiles say it under each
card's name, so a player weighing a reroll or an ability need not know the cards by heart. The words come from the
ability's named handler and its parameters ("zerywia.does.<handler>" in strings.toml), never from a card's id."""
from __future__ import annotations

from typing import Any

from engine.games.zerywia.content import content
from engine.games.zerywia.records import Ability, Banner
from engine.kernel import Action

from .text import say
from .words import attr_words, name_of

CRIT_KINDS = frozenset({"critical"})                    # a saga card's critical ability spent
BANNER_KINDS = frozenset({"buy_die", "banner_reroll"})  # a saga card's banner die bought or rerolled
EXTRA_KINDS = frozenset({"feat_reroll_extra", "feat_extra_only"})


def ability_words(ability: Ability | None, lang: str) -> str:
    """One ability in words ("+1 Vigor rune"), its cost first and what it also does after."""
    if ability is None:
        return ""
    p = dict(ability.params)
    if ability.do == "choose":
        options: Any = p.get("options") or ()
        opts = [ability_words(o, lang) for o in options if isinstance(o, Ability)]
        words = say("does.choose", lang, options=say("does.or", lang).join(opts))
    else:
        every = bool(p.get("all"))
        key = f"does.{ability.do}" + ("_all" if every and ability.do in ALL_FORMS else "")
        key += "_any_number" if p.get("any_number") else ""
        dice = str(p.get("dice", "any"))
        attr = p.get("attr")
        if ability.do == "reroll" and dice != "any":   # which dice: Nica dice, the hero's own, one attribute's
            key += "_" + (dice if dice in ("nica", "own") else "attr")
            attr = attr if dice in ("nica", "own") else dice
        n = int(str(p.get("n", 1)))
        hosts: Any = p.get("hosts") or ()
        words = say(key, lang, n=n, count=n, attr=attr_words(attr, lang),
                    attr_of=attr_words(attr, lang, "of"), trophies=p.get("trophies", 1),
                    cost=attr_words(p.get("cost"), lang), face=say(f"does.face.{p.get('face', 'hit')}", lang),
                    hosts=", ".join(name_of(h, lang) for h in hosts))
    if ability.cost:
        words = say("does.paid", lang, cost=name_of(ability.cost, lang), words=words)
    if ability.also is not None:
        words = say("does.also", lang, first=words, then=ability_words(ability.also, lang))
    return words


ALL_FORMS = frozenset({"reroll", "negate_loss", "discard_enemy_shield"})


def banner_words(banner: Banner, lang: str) -> str:
    """What a saga card's banner die gives ("a Vigor die to help"), its attribute declined where Polish asks."""
    return say(f"does.banner.{banner.kind}", lang, attr=attr_words(banner.die, lang),
               attr_of=attr_words(banner.die, lang, "of"))


def card_words(card: str, seat_hero: str | None, actions: list[Action], lang: str) -> str:
    """What the moves `actions` made with `card` ('hero': the hero's own ability) do, in words."""
    c = content()
    kinds = {a.kind for a in actions}
    if card == "hero":
        hero = c.heroes.get(str(seat_hero))
        return ability_words(hero.ability, lang) if hero is not None else ""
    saga = c.sagas.get(card)
    if saga is not None:
        if kinds & CRIT_KINDS:
            return ability_words(saga.crit, lang)
        if kinds & BANNER_KINDS and saga.banner is not None:
            return banner_words(saga.banner, lang)
        return ability_words(saga.ability or saga.crit, lang)
    feat = c.feats.get(card)
    if feat is not None:
        main = ability_words(feat.ability, lang)
        if kinds & EXTRA_KINDS and feat.extra is not None:
            extra = say("does.paid", lang, cost=name_of(feat.extra.cost, lang),
                        words=ability_words(feat.extra.ability, lang))
            return extra if kinds <= EXTRA_KINDS else say("does.also", lang, first=main, then=extra)
        return main
    mark = c.marks.get(card)
    if mark is not None:
        return ability_words(mark.ability, lang)
    item = c.items.get(card)
    if item is not None:
        return ability_words(item.main, lang)
    creature = c.creatures.get(card)
    if creature is not None:
        return ability_words(creature.special.ability if kinds & {"creature_special", "creature_special_die",
                                                                  "creature_special_nica"} else creature.main, lang)
    god = c.gods.get(card)
    if god is not None:
        return say("does.also", lang, first=ability_words(god.main[0], lang), then=ability_words(god.one_shot, lang)) \
            if god.main else ability_words(god.one_shot, lang)
    return ""


def enemy_words(enemy_id: str, lang: str) -> str:
    """An enemy's own ability (an Ambush, Aura or Doom) in words, '' when it has none."""
    enemy = content().enemies.get(enemy_id)
    if enemy is None or enemy.ability is None:
        return ""
    kind = enemy.ability.kind or ""
    return say("challenge.enemy_ability", lang, kind=say(f"does.kind.{kind}", lang) if kind else "",
               words=ability_words(enemy.ability, lang))
