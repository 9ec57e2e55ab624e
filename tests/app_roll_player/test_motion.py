"""Motion where a player expects it: each kind starts on its event, lands on the right spot, and a click skips it."""
from __future__ import annotations

import random
from typing import Any, Callable

import pygame
import pytest

from app.board.presenter import PACE_MAX, PACE_MIN, pace_for
from app.games.roll_player import paint
from app.games.roll_player.anim import COIN_S, MAX_COINS, THROW_S
from app.games.roll_player.table import RollPlayerTable
from app.render.tween import Animation, CoinPop, DiceTumble, Slide
from app.settings import BOT_SPEEDS
from engine.kernel import Event, Session, Step
from tests.app_roll_player.positions import session_at
from tests.app_roll_player.tablekit import frame, presenter, shown_table

SIZE = (1920, 1080)


def play_to(s: Session[Any], table: RollPlayerTable, wanted: Callable[[Event], bool], seed: int = 3,
            viewer: int = 0, limit: int = 600) -> list[Step]:
    """Random legal moves (buying when it can) shown on the table, until a move's steps hold a wanted event;
    the table then runs that move's animations and shows its new state."""
    rng = random.Random(seed)
    for _ in range(limit):
        d = s.decision
        assert d is not None, "the game ended first"
        if d.automatic:
            action = d.legal[0]
        else:
            own = [a for a in d.legal if a.player == d.actor and a.kind != "use_skill"] or list(d.legal)
            buys = [a for a in own if a.kind == "buy"]
            action = rng.choice(buys or own)
        steps = s.apply(action)
        presenter(table).skip()
        presenter(table).present(steps)
        table.show(s.view(viewer), s.decision, viewer)
        if any(wanted(e) for st in steps for e in st.events):
            return steps
    raise AssertionError("no such move")


def run_to_end(table: RollPlayerTable, screen: pygame.Surface) -> float:
    """Draw frames until every animation has ended; returns the clock then."""
    clock = presenter(table).manager.clock or 0.0
    while presenter(table).animating(clock):
        clock += 1 / 60
        frame(table, screen, clock)
    return clock


def started(anims: list[Animation], kind: type, to: str) -> list[Any]:
    return [a for a in anims if isinstance(a, kind) and isinstance(a.to, tuple) and a.to[0] == to]


def test_rolled_dice_tumble_out_of_the_bag_onto_the_initiative_cards(screen: pygame.Surface) -> None:
    s = session_at(2, "market", seed=22)
    table = shown_table(s, SIZE)
    bag = table.spots[("bag",)]
    steps = play_to(s, table, lambda e: e.kind == "rolled")
    rolled = [d for st in steps for e in st.events if e.kind == "rolled" for d, _ in e.data["dice"]]
    throws = [a for a in presenter(table).manager.items if isinstance(a, DiceTumble) and a.origin is not None]
    assert {a.to[1] for a in throws} == set(rolled)
    assert all(a.origin == bag for a in throws)
    assert sorted(a.delay for a in throws) == [a.delay for a in sorted(throws, key=lambda a: a.delay)]
    assert len({a.delay for a in throws}) == len(throws), "dice leave the bag one after another"
    first = min(throws, key=lambda a: a.delay)
    frame(table, screen, presenter(table).manager.clock + 0.01)
    spot = table.spots[first.to]
    assert screen.get_at(spot.center)[:3] in (paint.PAPER, paint.TRAY_FILL), "a die is hidden where it lands until it lands"
    landed = {a.to: a for a in throws}
    run_to_end(table, screen)
    for key, anim in landed.items():
        assert anim.done and anim.rect() == table.spots[key]
        assert any(k in table.spots for k in (("init_die", key[1]), ("pool_die", key[1])))


def test_new_market_cards_slide_off_the_deck_one_after_another(screen: pygame.Surface) -> None:
    s = session_at(2, "market", seed=22)
    table = shown_table(s, SIZE)
    deck = table.spots[("deck",)]
    steps = play_to(s, table, lambda e: e.kind == "market_drawn")
    drawn = [c for st in steps for e in st.events if e.kind == "market_drawn" for c in e.data["cards"]]
    deals = started(presenter(table).manager.items, Slide, "market")
    assert [a.to[1] for a in deals] == drawn
    assert all(a.origin.center == deck.center for a in deals)
    assert all(b.delay > a.delay for a, b in zip(deals, deals[1:]))
    assert all(a.cover is not None for a in deals)
    run_to_end(table, screen)
    assert all(a.rect() == table.spots[a.to] for a in deals)


def test_a_bought_card_lands_on_its_tile_and_the_price_flies_from_the_purse_to_the_market(screen: pygame.Surface) -> None:
    s = session_at(2, "market", seed=22)
    table = shown_table(s, SIZE)
    steps = play_to(s, table, lambda e: e.kind == "bought" and e.data["player"] == 0 and e.data["gold"] > 0)
    bought = next(e for st in steps for e in st.events if e.kind == "bought")
    card = bought.data["card"]
    slide = next(a for a in started(presenter(table).manager.items, Slide, "card_art") if a.to[2] == card)
    assert slide.hides == ("card", 0, card) and slide.cover is not None
    coins = started(presenter(table).manager.items, Slide, "fixed")
    assert len(coins) == min(bought.data["gold"] + bought.data["charisma"], MAX_COINS * 2)
    market_card = slide.origin
    assert all(c.end().center == market_card.center for c in coins)
    run_to_end(table, screen)
    assert slide.rect() == table.spots[("card_art", 0, card)]
    assert table.spots[("card", 0, card)].contains(slide.rect())


def test_gold_on_an_initiative_card_flies_into_the_takers_purse_then_counts_up(screen: pygame.Surface) -> None:
    s = session_at(2, "market", seed=22)
    table = shown_table(s, SIZE)
    steps = play_to(s, table, lambda e: e.kind == "card_taken" and e.data["gold"] > 0)
    taken = next(e for st in steps for e in st.events if e.kind == "card_taken")
    player, card = taken.data["player"], taken.data["card"]
    coins = started(presenter(table).manager.items, Slide, "coin")
    assert coins and all(c.origin.center == table.spots[("init_card", card)].center for c in coins)
    pop = next(a for a in presenter(table).manager.items if isinstance(a, CoinPop) and a.to == ("gold", player))
    assert pop.delay >= COIN_S * presenter(table).pace - 1e-9, "+N rises once the coins are in"
    run_to_end(table, screen)
    assert all(c.rect() == table.spots[("coin", player)] for c in coins)


def test_a_completed_row_pays_its_gold_from_the_die_that_completed_it(screen: pygame.Surface) -> None:
    s = session_at(2, "market", seed=22)
    table = shown_table(s, SIZE)
    steps = play_to(s, table, lambda e: e.kind == "gold" and e.data.get("reason") == "row_complete")
    placed = next(e for st in steps for e in st.events if e.kind == "placed")
    slot = table.spots[("slot", placed.data["player"], placed.data["row"], placed.data["index"])]
    coins = started(presenter(table).manager.items, Slide, "coin")
    assert any(c.origin.center == slot.center for c in coins)


def test_a_click_or_key_finishes_every_running_animation_at_once(screen: pygame.Surface) -> None:
    s = session_at(2, "market", seed=22)
    table = shown_table(s, SIZE)
    play_to(s, table, lambda e: e.kind == "rolled")
    now = presenter(table).manager.clock + 0.05
    assert presenter(table).animating(now) and presenter(table).animation_rects(now)
    presenter(table).skip()
    assert not presenter(table).animating(now) and presenter(table).animation_rects(now) == []
    frame(table, screen, now)
    shown = pygame.image.tobytes(screen.subsurface(table.rect), "RGB")
    assert shown == pygame.image.tobytes(table.layer, "RGB"), "after a skip the table shows its final state, nothing moving"


@pytest.mark.parametrize("speed", list(BOT_SPEEDS))
def test_animations_follow_the_bot_speed(screen: pygame.Surface, speed: str) -> None:
    s = session_at(2, "market", seed=22)
    table = shown_table(s, SIZE)
    presenter(table).set_pace(BOT_SPEEDS[speed])
    play_to(s, table, lambda e: e.kind == "rolled")
    throws = [a for a in presenter(table).manager.items if isinstance(a, DiceTumble) and a.origin is not None]
    pace = pace_for(BOT_SPEEDS[speed])
    assert PACE_MIN <= pace <= PACE_MAX
    assert all(a.duration == pytest.approx(THROW_S * pace) for a in throws)
    assert (pace < 1) == (speed == "fast") and (pace > 1) == (speed == "slow")


def test_the_steps_of_one_move_play_in_turn(screen: pygame.Surface) -> None:
    s = session_at(2, "market", seed=22)
    table = shown_table(s, SIZE)
    play_to(s, table, lambda e: e.kind == "market_drawn")
    deals = started(presenter(table).manager.items, Slide, "market")
    throws = [a for a in presenter(table).manager.items if isinstance(a, DiceTumble) and a.origin is not None]
    if throws:
        assert min(a.delay for a in throws) > min(a.delay for a in deals), "the roll comes after the new Market"


def test_animation_rects_say_where_every_moving_part_and_cover_is(screen: pygame.Surface) -> None:
    s = session_at(2, "market", seed=22)
    table = shown_table(s, SIZE)
    play_to(s, table, lambda e: e.kind == "market_drawn")
    for dt in (0.02, 0.3, 0.6, 1.0):
        now = presenter(table).manager.clock + dt
        rects = presenter(table).animation_rects(now)
        assert rects is not None, "the frame loop can redraw just the animations"
        for a in presenter(table).manager.items:
            if a.cover is not None:
                spot = table.spots.get(a.hides if a.hides is not None else a.to)
                if spot is not None:
                    assert any(r.collidepoint(spot.center) for r in rects)
