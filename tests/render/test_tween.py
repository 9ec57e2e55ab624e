"""Animations: easing, spot-following tumbles, slides and pops, and the manager's clock."""

import math

import pygame
import pytest

from app.render import dice, tween
from app.render.palette import NEUTRAL_DIE


@pytest.mark.parametrize("easing", [tween.linear, tween.ease_out_cubic])
def test_every_easing_starts_at_zero_and_ends_at_one(easing):
    assert easing(0.0) == pytest.approx(0.0, abs=1e-9)
    assert easing(1.0) == pytest.approx(1.0, abs=1e-9)


def _spots(**rects: tuple[int, int, int, int]) -> dict[str, pygame.Rect]:
    return {k: pygame.Rect(r) for k, r in rects.items()}


def test_a_slide_ends_where_its_spot_is_now_after_a_relayout():
    spots = _spots(slot=(200, 100, 40, 40))
    slide = tween.Slide(1.0, to="slot", where=spots.get, origin=pygame.Rect(0, 0, 40, 40))
    slide.update(0.5)
    halfway = slide.rect()
    spots["slot"] = pygame.Rect(600, 400, 60, 60)          # the window grew mid-flight
    assert slide.rect() != halfway
    slide.update(0.5)
    assert slide.done and slide.rect() == spots["slot"]


def test_a_slide_path_is_eased_out_and_bows_upwards():
    origin, end = pygame.Rect(0, 0, 40, 56), pygame.Rect(200, 100, 80, 112)
    slide = tween.Slide(0.45, to="card", where={"card": end}.get, origin=origin)
    for p in (0.0, 0.25, 0.5, 0.75):
        slide.elapsed = p * slide.duration
        t = 1 - (1 - p) ** 3
        w, h = round(40 + 40 * t), round(56 + 56 * t)
        cx, cy = 20 + (240 - 20) * t, 28 + (156 - 28) * t
        lift = math.sin(math.pi * t) * 112 * 0.25
        assert slide.rect() == pygame.Rect(round(cx - w / 2), round(cy - h / 2 - lift), w, h)


def test_a_slide_without_an_origin_waits_on_its_spot_and_one_without_a_spot_draws_nothing():
    spot = pygame.Rect(10, 10, 20, 20)
    drawn = []
    look = lambda rect: drawn.append(rect) or pygame.Surface(rect.size)  # noqa: E731
    tween.Slide(1.0, to="a", where={"a": spot}.get, look=look).draw(pygame.Surface((50, 50)))
    tween.Slide(1.0, to="gone", where={"a": spot}.get, origin=spot, look=look).draw(pygame.Surface((50, 50)))
    assert drawn == [spot]


def test_a_tumble_flickers_through_faces_then_settles_upright_on_the_roll():
    tumble = tween.DiceTumble(0.55, to="die", where={"die": pygame.Rect(0, 0, 40, 40)}.get, value=4)
    seen = set()
    for _ in range(8):
        tumble.update(0.05)
        face, angle = tumble.shown()
        seen.add(face)
        assert angle != 0
    assert len(seen) > 2
    tumble.update(0.55 * tween.TUMBLE_SETTLE)
    assert tumble.shown() == (4, 0.0)


def test_a_tumble_draws_the_die_on_its_spot_at_the_spot_size():
    sizes = []

    def face(value: int, rect: pygame.Rect) -> pygame.Surface:
        sizes.append(rect.size)
        return dice.d6(NEUTRAL_DIE, value, rect.h)
    screen = pygame.Surface((200, 200))
    tumble = tween.DiceTumble(0.5, to="die", where={"die": pygame.Rect(50, 50, 48, 48)}.get, value=6, face=face)
    tumble.update(0.5)
    tumble.draw(screen)
    assert sizes == [(48, 48)] and screen.get_at((74, 74)) != (0, 0, 0)


def test_a_coin_pop_rises_from_its_spot_and_fades_out():
    token = pygame.Surface((22, 22))
    token.fill((255, 200, 0))
    screen = pygame.Surface((200, 200))
    pop = tween.CoinPop(0.8, to="gold", where={"gold": pygame.Rect(90, 100, 20, 20)}.get,
                        token=lambda px: token, unit=lambda: 1.0)
    pop.update(0.08)
    pop.draw(screen)
    early = screen.get_at((100, 100 - round(28 * 0.1)))
    screen.fill((0, 0, 0))
    pop.update(0.56)
    pop.draw(screen)
    late = screen.get_at((100, 100 - round(28 * 0.8)))
    assert early[0] > late[0] > 0


def test_the_manager_runs_on_the_hosts_clock_and_says_when_the_last_animation_ends():
    mgr = tween.AnimationManager()
    mgr.advance_to(100.0)
    short = mgr.add(tween.Slide(0.45))
    mgr.add(tween.DiceTumble(0.55))
    assert mgr.ends_at() == pytest.approx(100.55)
    mgr.advance_to(100.5)
    assert short.done and len(mgr) == 1 and mgr.busy
    assert mgr.ends_at() == pytest.approx(100.55)
    mgr.advance_to(100.4)                                   # an older time never runs the clock back
    assert mgr.clock == 100.5
    mgr.advance_to(100.56)
    assert not mgr.busy and mgr.ends_at() is None


def test_an_animation_added_after_an_idle_gap_starts_at_the_hosts_now():
    mgr = tween.AnimationManager()
    mgr.advance_to(5.0)
    mgr.advance_to(60.0)
    anim = mgr.add(tween.Slide(1.0))
    mgr.advance_to(60.25)
    assert anim.progress == pytest.approx(0.25)


def test_clear_drops_every_animation():
    mgr = tween.AnimationManager()
    mgr.add(tween.CoinPop(0.8))
    mgr.clear()
    assert not mgr.busy and len(mgr) == 0


@pytest.mark.parametrize("elapsed", [0.0, 0.1, 0.35, 0.5, 0.9, 2.0])
def test_drawn_animations_render_at_any_time(elapsed):
    screen = pygame.Surface((400, 300), pygame.SRCALPHA)
    img = pygame.Surface((40, 60), pygame.SRCALPHA)
    img.fill((200, 0, 0, 255))
    where = _spots(a=(300, 200, 40, 60), b=(100, 100, 40, 40)).get
    mgr = tween.AnimationManager()
    mgr.add(tween.Slide(1.0, to="a", where=where, origin=pygame.Rect(0, 0, 40, 60), look=lambda r: img))
    mgr.add(tween.DiceTumble(1.0, to="b", where=where, value=3, face=lambda v, r: img))
    mgr.add(tween.CoinPop(1.0, to="b", where=where, token=lambda px: img, label=lambda px: img))
    mgr.update(elapsed)
    mgr.draw(screen)


def test_a_delayed_animation_waits_unseen_then_runs_its_whole_duration():
    drawn = []
    slide = tween.Slide(0.5, to="a", where=_spots(a=(100, 100, 20, 20)).get, origin=pygame.Rect(0, 0, 20, 20),
                        look=lambda r: drawn.append(r) or pygame.Surface(r.size), delay=0.3)
    slide.update(0.2)
    slide.draw(pygame.Surface((200, 200)))
    assert not drawn and slide.progress == 0.0 and slide.remaining == pytest.approx(0.6)
    slide.update(0.35)
    slide.draw(pygame.Surface((200, 200)))
    assert drawn and slide.progress == pytest.approx(0.5)
    slide.update(0.25)
    assert slide.done


def test_a_thrown_die_travels_from_its_origin_and_settles_on_its_spot():
    spot = pygame.Rect(300, 200, 40, 40)
    tumble = tween.DiceTumble(0.7, to="die", where={"die": spot}.get, value=5, origin=pygame.Rect(0, 0, 20, 20))
    tumble.update(0.01)
    start = tumble.rect()
    assert start is not None and start.centerx < 30
    tumble.update(0.35)
    middle = tumble.rect()
    assert middle is not None and 30 < middle.centerx < spot.centerx
    tumble.update(0.4)
    assert tumble.done and tumble.rect() == spot and tumble.shown() == (5, 0.0)


def test_covers_hide_landing_spots_under_every_moving_part_while_they_run():
    screen = pygame.Surface((200, 200))
    screen.fill((255, 255, 255))
    cover = pygame.Surface((20, 20))
    cover.fill((0, 0, 255))
    mover = pygame.Surface((20, 20))
    mover.fill((255, 0, 0))
    where = _spots(a=(100, 100, 20, 20), b=(20, 20, 20, 20)).get
    mgr = tween.AnimationManager()
    mgr.add(tween.Slide(1.0, to="b", where=where, origin=pygame.Rect(100, 100, 20, 20), look=lambda r: mover))
    mgr.add(tween.Slide(1.0, to="a", where=where, look=lambda r: None, cover=lambda r: cover, delay=0.5, hides="a"))
    mgr.update(0.01)
    mgr.draw(screen)
    assert screen.get_at((110, 110))[:3] == (255, 0, 0), "a cover never hides another animation's moving part"
    assert screen.get_at((101, 119))[:3] in ((0, 0, 255), (255, 0, 0))
    mgr.update(2.0)
    screen.fill((255, 255, 255))
    mgr.draw(screen)
    assert screen.get_at((110, 110))[:3] == (255, 255, 255)


def test_finish_ends_every_animation_at_once():
    mgr = tween.AnimationManager()
    mgr.advance_to(10.0)
    anims = [mgr.add(tween.Slide(0.45, delay=0.3)), mgr.add(tween.DiceTumble(0.7)), mgr.add(tween.CoinPop(0.8))]
    mgr.finish()
    assert not mgr.busy and mgr.ends_at() is None and all(a.done for a in anims)
