"""Where each Market card lies: a card keeps its place while its neighbours are bought or discarded.

The engine's Market row is an ordered list that closes up when a card leaves it; the table instead
keeps the places the cards were dealt to, so nothing slides under the mouse mid-turn. An empty
place stays empty until the Market is dealt anew.
"""
from __future__ import annotations

from typing import Sequence

Places = list[str]


def keep_places(places: Sequence[str], row: Sequence[str]) -> Places:
    """The places for the Market `row` now, given the cards each place held so far.

    Every place remembers the card dealt to it, so a card that comes back (an undo) finds its own
    place, and an emptied Market keeps its empty places. A card added to the Market (the Druid) takes
    a new place at the right end; a row that does not fit the places at all (a new round's Market,
    a jump in a replay) is laid out anew.
    """
    if not row:
        return list(places)
    if len(set(row)) != len(row):
        return list(row)
    index = {card: i for i, card in enumerate(places)}
    known = [index[card] for card in row if card in index]
    if not known or known != sorted(known):
        return list(row)
    out = list(places)
    seen_new = False
    for card in row:
        if card in index:
            if seen_new:
                return list(row)
            continue
        seen_new = True
        out.append(card)
    return out


def shown(places: Sequence[str], row: Sequence[str]) -> list[str | None]:
    """Each place's card as the table shows it now: the card, or None for an empty place."""
    present = set(row)
    return [card if card in present else None for card in places]


def keep_dealt(places: Sequence[str], row: Sequence[str]) -> Places:
    """The places of the dice dealt to one Initiative card: kept while dice only leave it (each die stays where it
    lay), laid out anew when a die it never held comes (a new round's dice, an exchange of dice)."""
    return list(places) if all(die in places for die in row) else list(row)
