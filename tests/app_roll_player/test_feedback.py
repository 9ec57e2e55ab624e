"""What a move looks and sounds like (tumbling dice, sliding cards, popping coins) and the final scores."""
from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from app import i18n
from app.games.roll_player.anim import SLIDE_S, THROW_S, THROW_STAGGER
from app.games.roll_player.table import RollPlayerTable
from app.render.tween import CoinPop, DiceTumble, Slide
from engine.kernel import Session, Step
from tests.app_roll_player.positions import play_until, session_at
from tests.app_roll_player.tablekit import frame, presenter, shown_table, table_rect


def apply_first(s: Session[Any], table: RollPlayerTable, kind: str) -> list:
    d = s.decision
    action = next(a for a in d.legal if a.kind == kind and a.player == d.actor)
    steps = s.apply(action)
    presenter(table).present(steps)
    while s.decision is not None and s.decision.automatic:
        more = s.apply(s.decision.legal[0])
        presenter(table).present(more)
        steps = steps + more
    table.show(s.view(s.decision.actor), s.decision, s.decision.actor)
    return steps


def last_roll() -> tuple[Session[Any], RollPlayerTable, Step]:
    """A 2-player table shown before the last roll of the Initiative dice, and that roll's step."""
    s = session_at(2, "market")
    table = shown_table(s, (1280, 720))
    play_until(s, lambda ss, d: d.prompt == "choose_initiative")
    return s, table, next(st for st in reversed(s.steps[: s.cursor]) if any(e.kind == "rolled" for e in st.events))


def test_rolling_the_dice_tumbles_them_and_sounds_like_dice(screen: pygame.Surface) -> None:
    s, table, roll = last_roll()
    shows = presenter(table)
    shows.present([roll])
    now = time.monotonic()
    assert shows.animating(now)
    assert shows.running(DiceTumble)
    assert shows.sound_for(roll) == "dice"
    table.show(s.view(s.decision.actor), s.decision, s.decision.actor)
    tumbles = shows.running(DiceTumble)
    assert all(a.rect() is not None for a in tumbles), "a rolled die has no place on the table"
    frame(table, screen, now + 0.1)
    assert not shows.animating(now + 5)


def test_the_table_animates_until_its_last_animation_ends(screen: pygame.Surface) -> None:
    _, table, roll = last_roll()
    shows = presenter(table)
    shows.present([roll])
    frame(table, screen, shows.manager.clock + SLIDE_S)
    shows.present([roll])
    ends = shows.manager.ends_at()
    dice = next(e.data["dice"] for e in roll.events if e.kind == "rolled")
    assert ends == pytest.approx(shows.manager.clock + THROW_S + THROW_STAGGER * (len(dice) - 1))
    assert shows.animating(ends - 0.01)
    assert not shows.animating(ends + 0.01)


def sliding_die() -> tuple[RollPlayerTable, Slide]:
    """A 2-player table on which a die was just placed: it slides from its Initiative card to its slot."""
    s = session_at(2, "dice")
    table = shown_table(s, (1280, 720))
    apply_first(s, table, "take_card")
    apply_first(s, table, "place")
    return table, next(a for a in presenter(table).running(Slide) if a.to[0] == "slot")


def test_a_placed_die_slides_from_its_initiative_card_to_the_sheet(screen: pygame.Surface) -> None:
    table, slide = sliding_die()
    assert slide.origin is not None and slide.look is not None and slide.duration == SLIDE_S
    presenter(table).animating(presenter(table).manager.clock + slide.remaining)
    assert slide.done and slide.rect() == table.spots[slide.to]


def test_a_die_sliding_when_the_window_grows_lands_on_its_slot_in_the_new_layout(screen: pygame.Surface) -> None:
    table, slide = sliding_die()
    before = pygame.Rect(table.spots[slide.to])
    clock = presenter(table).manager.clock
    frame(table, screen, clock + SLIDE_S / 2)
    table.layout(table_rect((1920, 1080)))
    assert table.spots[slide.to] != before
    frame(table, screen, clock + SLIDE_S)
    assert slide.done and slide.rect() == table.spots[slide.to]


def test_a_bought_card_slides_to_its_owner_with_a_card_sound(screen: pygame.Surface) -> None:
    s = session_at(2, "market")
    table = shown_table(s, (1280, 720))
    buy_kinds = {a.kind for a in s.decision.legal}
    kind = "buy" if "buy" in buy_kinds else "discard"
    steps = apply_first(s, table, kind)
    slides = [a for a in presenter(table).running(Slide) if a.to[0] in ("card_art", "discard_pile")]
    assert slides and slides[0].origin is not None
    assert presenter(table).sound_for(steps[0]) == "card"
    frame(table, screen, presenter(table).manager.clock + 0.2)
    assert slides[0].rect() is not None


def test_gold_gained_pops_a_coin_and_sounds_like_coins(screen: pygame.Surface) -> None:
    s = session_at(2, "market")
    table = shown_table(s, (1280, 720))
    kinds = {a.kind for a in s.decision.legal}
    steps = apply_first(s, table, "discard" if "discard" in kinds else "take_gold")
    assert presenter(table).running(CoinPop)
    assert presenter(table).sound_for(steps[0]) in ("card", "coin")


def test_undo_stops_running_animations(screen: pygame.Surface) -> None:
    s = session_at(2, "market")
    table = shown_table(s, (1280, 720))
    apply_first(s, table, next(a.kind for a in s.decision.legal if a.kind in ("buy", "discard")))
    presenter(table).present([])
    assert not presenter(table).animating(time.monotonic())


def finished_game(players: int, seed: int) -> Session[Any]:
    from engine import games
    from tests.app_roll_player.positions import config

    s: Session[Any] = Session(games.get("roll-player"), config(players, seed))
    try:
        play_until(s, lambda ss, d: False, seed, limit=20000)
    except AssertionError:
        pass
    assert s.over
    return s


def test_the_breakdown_adds_up_to_the_engines_scores(screen: pygame.Surface) -> None:
    s = finished_game(3, 8)
    table = shown_table(s, (1280, 720))
    b = table.breakdown(s.state)
    assert b.players == table.names
    assert b.categories[0] == "Class goals" and len(b.rows) == len(b.categories) == 6
    for seat, total in enumerate(b.totals):
        assert sum(row[seat] for row in b.rows) == total
    assert b.totals == s.game.final_scores(s.state)
    best = max(b.totals)
    assert set(b.winners) <= {i for i, t in enumerate(b.totals) if t == best}
    assert b.solo_rank is None


def test_a_solo_game_reports_its_rank_and_gold_stars(screen: pygame.Surface) -> None:
    s = finished_game(1, 4)
    i18n.set_lang("pl")
    b = shown_table(s, (1280, 720)).breakdown(s.state)
    assert b.categories[-1] == "Złoto (solo)"
    assert b.solo_rank and str(b.totals[0]) in b.solo_rank


def test_the_new_game_screen_offers_the_engines_variants() -> None:
    from engine import games
    from engine.games.roll_player.game import VARIANTS

    options = games.manifest("roll-player").options
    assert [o.id for o in options] == ["expansion", "choose_class", *VARIANTS]
    assert all(o.label.en and o.label.pl and o.label.en != o.id for o in options)
