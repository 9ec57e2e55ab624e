"""The numbers the expansion's cards read off one player (content COUNT_KINDS): minion weaknesses now,
Adventure conditions and 1P requirements with the Monster battle (§12.7)."""
from __future__ import annotations

from ..effects import content
from ..market import hands_used
from ..scoring import check_value, class_colour_dice
from ..state import ATTRS, DieKind, GameState, fiends_player
from .content import Count
from .scoring import familiar_power_stars


def count_of(s: GameState, seat: int, count: Count) -> int:
    """`count` read off player `seat` (attribute values are check values, PD-E27; colours count split
    and familiar dice, PD-E08)."""
    p = fiends_player(s, seat)
    c = content()
    kind = count.kind
    if kind == "attr":
        return check_value(p, count.the_attr, c)
    if kind == "dice_of_colour":
        return sum(1 for d in p.dice() if count.colour in d.colours)
    if kind == "class_colour_dice":
        return class_colour_dice(p, c)
    if kind == "split_dice":
        return sum(1 for d in p.dice() if d.kind is DieKind.SPLIT)
    if kind == "completed_rows":
        return sum(1 for a in ATTRS if None not in p.sheet[a])
    if kind == "cards":
        owned = [*p.weapons, *p.armour, *p.traits, *p.skills, *p.scrolls]
        return sum(1 for k in owned if c.cards[k].type == count.card_type)
    if kind == "armour_cards":
        return sum(1 for k in p.armour if c.cards[k].armour == count.armour)
    if kind == "weapon_hands":
        return hands_used(s, seat)
    if kind == "gold":
        return p.gold // (count.every or 1)
    if kind == "glory":
        return p.glory
    if kind == "trophies":
        return len(p.trophies)
    if kind == "active_imps":
        return len(p.imps_active)
    if kind == "familiar_goal_met":
        return 1 if familiar_power_stars(p) else 0
    raise ValueError(f"unknown count kind {kind!r}")
