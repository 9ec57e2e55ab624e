"""Conservation in an expansion game (what `RollPlayer.check` asks): every die (attribute, split,
supplement), Market card (with the Call to Adventure), familiar, imp, minion, Monster and Adventure
card lies in exactly one place; no count goes negative; split dice show 1..4."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any, Iterable

from ..bag import fiends_bag
from ..effects import content
from ..state import FiendsPlayer, FiendsState, Phase
from . import cards
from .components import load_components
from .market import call_id

SETS = ("base", "chich")


@lru_cache(maxsize=8)
def _all_dice(players: int) -> frozenset[int]:
    return frozenset(d.id for d in fiends_bag(players))


@lru_cache(maxsize=1)
def _all_cards() -> frozenset[str]:
    c = content()
    return frozenset([*c.of_set(c.cards, SETS), call_id()])


def check_fiends(s: FiendsState) -> list[str]:
    out: list[str] = []
    dice: list[Any] = [d.id for d in (*s.bag, *s.pool, *s.enemy_dice)]
    for card in s.initiative:
        dice += [d.id for d in card.dice]
        if not 0 <= card.gold <= 1:
            out.append(f"Initiative card {card.label} holds {card.gold} gold")
    market = [*s.market_row, *s.market_deck, *s.discard_pile, *s.trash, *s.box, *s.removed]
    familiars = [*s.familiar_deck, *s.familiar_box]
    imps = [*s.imp_deck, *(i for held in s.card_imps for i in held)]
    minions = [*s.minion_deck, *s.minion_box]
    for p in s.players:
        assert isinstance(p, FiendsPlayer)
        who = f"P{p.seat + 1}"
        for row in p.sheet.values():
            for d in row:
                if d is not None:
                    dice.append(d.id)
                    if d.value is None or not 1 <= d.value <= d.faces:
                        out.append(f"{who} has a die {d.id} showing {d.value} (faces 1..{d.faces})")
        dice += [d.id for d in (*p.start_dice, *p.class_dice, *p.backpack)]
        market += [*p.weapons, *p.armour, *p.traits, *p.skills, *p.scrolls]
        familiars += p.familiar_choices + ([p.familiar] if p.familiar else [])
        imps += [*p.imps_pending, *p.imps_active, *p.imps_banished]
        minions += p.trophies
        for name in ("gold", "charisma", "xp", "xp_on_trickster", "glory", "damage"):
            if getattr(p, name) < 0:
                out.append(f"{who} has {getattr(p, name)} {name}")
        if p.imps_pending and s.phase is not Phase.DICE:
            out.append(f"{who} holds pending imps outside the Dice phase: {p.imps_pending}")
        if p.familiar_choices and p.familiar:
            out.append(f"{who} keeps a familiar and still holds choices")
    for seat, rolls in enumerate(s.battle_rolls):
        if any(not 1 <= v <= 6 for v in rolls) or (s.battle_pool and s.battle_pool[seat] < 0):
            out.append(f"P{seat + 1}'s battle dice are wrong: pool {s.battle_pool[seat]}, rolls {rolls}")
    _same(out, "dice", dice, _all_dice(len(s.players)))
    if market or s.phase is not Phase.SETUP:
        _same(out, "Market cards", market, _all_cards())
    _same(out, "familiars", familiars, frozenset(cards.familiar_ids()))
    _same(out, "imps", imps, frozenset(cards.imp_ids()))
    _same(out, "minions", minions, frozenset(cards.minion_ids()))
    _same(out, "Monsters", [*s.monster_box, *([s.monster] if s.monster else [])], frozenset(cards.monster_ids()))
    _same(out, "Adventure cards", [*s.adventure_box, *s.adventure], frozenset(cards.adventure_ids()))
    call = call_id()
    if s.call_drawn != (call in s.removed) or s.dice_per_card != (
            load_components().dice_after_call if s.call_drawn else load_components().dice_before_call):
        out.append(f"Call to Adventure drawn={s.call_drawn}, removed={call in s.removed}, dice per card={s.dice_per_card}")
    return out


def _same(out: list[str], what: str, found: Iterable[Any], expected: frozenset[Any]) -> None:
    found = list(found)
    if len(found) != len(expected) or set(found) != expected:
        have = Counter(found)
        missing = sorted(str(x) for x in expected if x not in have)
        extra = sorted(str(x) for x, n in (have - Counter(expected)).items() for _ in range(n))
        out.append(f"{what} not conserved: {len(found)} found, {len(expected)} expected; missing {missing}, extra {extra}")
