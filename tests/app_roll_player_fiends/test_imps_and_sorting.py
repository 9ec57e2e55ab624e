"""Imps readable before anyone takes them and always on the sheet, and the Roll phase's tray of dice to sort
(issue 22 item 2): ties that do not matter are not asked, the tray is in order and holds its dice, and a die
that cannot be picked yet says why."""
from __future__ import annotations

import random
from typing import Any

import pygame

from app.games.roll_player import zoom
from app.render import fit
from engine import games
from engine.games.roll_player.fiends.content import load_fiends
from engine.kernel import Session
from tests.app_roll_player.tablekit import shown_table
from tests.app_roll_player_fiends.fiendskit import config
from tests.roll_player_fiends.helpers import TIED_ACROSS_CARDS, roll_with_ties


def _sorting() -> Session[Any]:
    s: Session[Any] = Session(games.get("roll-player"), roll_with_ties(TIED_ACROSS_CARDS))
    assert s.state.stack and s.state.stack[-1].kind == "sort"
    return s


def _with_card_imps(players: int = 3, seed: int = 5) -> Session[Any]:
    s: Session[Any] = Session(games.get("roll-player"), config(players, seed))
    rng = random.Random(seed)
    while not (s.decision is not None and s.decision.prompt == "choose_initiative" and any(s.state.card_imps)):
        d = s.decision
        assert d is not None
        own = [a for a in d.legal if a.player == d.actor] or list(d.legal)
        s.apply(d.legal[0] if d.automatic else rng.choice(own))
    return s


def test_a_die_that_cannot_be_picked_yet_says_why(screen: pygame.Surface) -> None:
    """A 3 in the tray while the 2s are being ordered: 'the dice showing 2 come before this one', not
    'This die is already on a sheet'."""
    s = _sorting()
    table = shown_table(s, (1280, 720))
    three = next(d for d in s.state.pool if d.value == 3)
    words = table.describe_illegal(table.spots[("pool_die", three.id)].center) or ""
    assert "2" in words and "sheet" not in words, words


def test_the_to_sort_box_is_sorted_and_holds_its_dice(screen: pygame.Surface) -> None:
    s = _sorting()
    for size in ((1280, 720), (1920, 1080)):
        table = shown_table(s, size)
        spots = [(table.spots[("pool_die", d.id)], d.value) for d in s.state.pool]
        in_order = [v for _, v in sorted(spots, key=lambda item: (item[0].y, item[0].x))]
        assert in_order == sorted(in_order)
        area = table.grid.initiative.move(table.rect.topleft)
        assert all(area.contains(rect) for rect, _ in spots), (size, [r for r, _ in spots], area)


def test_an_initiative_cards_imp_is_readable_before_taking_it(screen: pygame.Surface) -> None:
    """Hovering the card names its imp and what it does; a right-click on the imp shows it large."""
    s = _with_card_imps()
    table = shown_table(s, (1280, 720))
    index = next(i for i, imps in enumerate(s.state.card_imps) if imps)
    imp = s.state.card_imps[index][0]
    words = load_fiends().imps[imp].text.en
    target = next(t for t in table.targets(s.decision, s.decision.actor) if t.key == ("init_card", index))
    assert words in target.tooltip
    look = table.look_at(table.spots[("card_imp", index, imp)].center)
    assert look is not None and look.large == imp and zoom.zoomable(imp) and table.picture(imp) is not None


def test_an_imps_words_always_show_on_the_sheet(screen: pygame.Surface) -> None:
    s = _with_card_imps()
    while not any(p.imps_active for p in s.state.players):
        d = s.decision
        s.apply(d.legal[0] if d.automatic else random.Random(len(s.steps)).choice(
            [a for a in d.legal if a.player == d.actor] or list(d.legal)))
    seat = next(p.seat for p in s.state.players if p.imps_active)
    imp = load_fiends().imps[s.state.players[seat].imps_active[0]]
    surface = fit.Screen((1920, 1080))
    with fit.recording() as log:
        table = shown_table(s, (1920, 1080))
        table.show(s.view(seat), s.decision, seat)
        table.draw(surface, 0.0)
    drawn = " ".join(log.texts.values())
    first_words = " ".join(imp.text.en.split()[:3])
    assert first_words in drawn, (first_words, sorted(log.texts.values())[:30])


def test_banishing_an_imp_asks_first(screen: pygame.Surface) -> None:
    """A click on one's own imp opens a chooser naming the price, never banishes at once."""
    s = _with_card_imps()
    while True:
        d = s.decision
        mine = [a for a in d.legal if a.kind == "banish_imp" and a.player == d.actor] if not d.automatic else []
        if mine:
            break
        s.apply(d.legal[0] if d.automatic else random.Random(len(s.steps)).choice(
            [a for a in d.legal if a.player == d.actor and a.kind != "banish_imp"] or list(d.legal)))
    table = shown_table(s, (1920, 1080))
    target = next(t for t in table.targets(d, d.actor) if t.key == ("imp", d.actor, mine[0]["imp"]))
    assert target.ask
