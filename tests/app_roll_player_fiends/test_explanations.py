"""A click on an expansion card that is not a move says what the card is: the minion (weakness and
rewards), the Monster (ability), an imp (its restriction), a peeked Adventure card through its token."""
from __future__ import annotations

import random
from typing import Any

import pygame

from app import i18n
from engine import games
from engine.games.roll_player.fiends.content import load_fiends
from engine.kernel import Session
from tests.app_roll_player.tablekit import shown_table
from tests.app_roll_player_fiends.fiendskit import config, session_at


def test_the_minion_and_the_monster_explain_themselves(screen: pygame.Surface) -> None:
    s = session_at(2, "dice", seed=3)
    table = shown_table(s, (1280, 720))
    f = load_fiends()
    minion = next(k for k in table.spots if k[0] == "minion")
    words = table.describe_illegal(table.spots[minion].center)
    assert words and f.minions[minion[1]].weakness.text.en in words
    monster = next(k for k in table.spots if k[0] == "monster")
    assert f.monsters[monster[1]].ability_text.en in (table.describe_illegal(table.spots[monster].center) or "")


def test_a_token_shows_its_holder_the_adventure_card_seen(screen: pygame.Surface) -> None:
    s: Session[Any] = Session(games.get("roll-player"), config(3, 9))
    rng = random.Random(9)
    while s.decision is not None:
        d = s.decision
        holder = d.actor
        if holder is not None and not d.automatic and s.state.players[holder].adventure_tokens:
            break
        own = [a for a in d.legal if a.player == d.actor] or list(d.legal)
        pick = [a for a in own if a.kind in ("hunt", "hunt_roll")]
        s.apply(d.legal[0] if d.automatic else (pick[0] if pick else rng.choice(own)))
    assert s.decision is not None, "nobody won an Adventure token"
    i18n.set_lang("pl")
    table = shown_table(s, (1920, 1080))
    seat = s.decision.actor
    kind = s.state.players[seat].adventure_tokens[0]
    card = s.state.adventure[("lair", "trap", "attack").index(kind)]
    words = table.describe_illegal(table.spots[("adv_token", seat, 0)].center)
    assert words and load_fiends().adventures[card].name.pl in words


def test_an_imp_on_a_sheet_names_its_restriction(screen: pygame.Surface) -> None:
    s: Session[Any] = Session(games.get("roll-player"), config(2, 4))
    rng = random.Random(4)
    while s.decision is not None:
        d = s.decision
        if d.actor is not None and not d.automatic and s.state.players[d.actor].imps_active and \
                not any(a.kind == "banish_imp" and a.player == d.actor for a in d.legal):
            break
        s.apply(rng.choice(d.legal))
    assert s.decision is not None, "no imp held"
    table = shown_table(s, (1280, 720))
    seat = s.decision.actor
    imp = s.state.players[seat].imps_active[0]
    words = table.describe_illegal(table.spots[("imp", seat, imp)].center)
    assert words and load_fiends().imps[imp].text.en in words


def test_an_imp_that_can_be_banished_shows_its_costs_and_asks_which(screen: pygame.Surface) -> None:
    s: Session[Any] = Session(games.get("roll-player"), config(2, 4))
    rng = random.Random(4)
    while s.decision is not None:
        d = s.decision
        if d.actor is not None and not d.automatic and any(a.kind == "banish_imp" and a.player == d.actor
                                                           for a in d.legal):
            break
        s.apply(rng.choice(d.legal))
    assert s.decision is not None, "no imp to banish"
    table = shown_table(s, (1280, 720))
    d = s.decision
    banish = [a for a in d.legal if a.kind == "banish_imp" and a.player == d.actor]
    target = next(t for t in table.targets(d, d.actor) if t.key == ("imp", d.actor, banish[0]["imp"]))
    assert set(banish) <= set(target.actions)
    assert all(table.action_label(a) in target.tooltip for a in banish)
    assert any(word in target.tooltip for word in ("Charisma", "gold"))


def test_right_click_shows_the_familiar_minion_and_monster_large(screen: pygame.Surface) -> None:
    s = session_at(2, "market", seed=3)
    table = shown_table(s, (1280, 720))
    seat = s.decision.actor
    for key, expected in ((("familiar", seat), s.state.players[seat].familiar),
                          (next(k for k in table.spots if k[0] == "minion"), s.state.minion_deck[0]),
                          (next(k for k in table.spots if k[0] == "monster"), s.state.monster)):
        look = table.look_at(table.spots[key].center)
        assert look is not None and look.large == expected
        shown = table.picture(look.large)
        assert shown is not None and shown.key == expected
        shown.draw(screen, 0.0)
