"""Animations: easing end points, tweens over time, the manager, and the drawn effects."""

import pygame
import pytest

from app.render import dice, tween


@pytest.mark.parametrize("name", list(tween.EASINGS))
def test_every_easing_starts_at_zero_and_ends_at_one(name):
    f = tween.EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


def test_ease_out_back_overshoots():
    assert max(tween.ease_out_back(t / 100) for t in range(101)) > 1.0


def test_tween_waits_for_its_delay_then_reaches_the_end():
    t = tween.Tween(0.0, 10.0, 1.0, tween.linear, delay=0.5)
    t.update(0.5)
    assert t.value == 0.0
    t.update(0.5)
    assert t.value == pytest.approx(5.0)
    t.update(1.0)
    assert t.done and t.value == 10.0


def test_tween_interpolates_points():
    t = tween.Tween((0.0, 0.0), (10.0, 20.0), 2.0, tween.linear)
    t.update(1.0)
    assert t.value == pytest.approx((5.0, 10.0))


def test_move_fade_scale_values():
    m = tween.Move(duration=1.0, easing=tween.linear, a=(0, 0), b=(100, 50))
    f = tween.Fade(duration=1.0, easing=tween.linear, a=0, b=255)
    s = tween.Scale(duration=1.0, easing=tween.linear, a=0.5, b=1.5)
    for anim in (m, f, s):
        anim.update(0.5)
    assert m.pos == pytest.approx((50, 25))
    assert f.alpha == 128
    assert s.scale == pytest.approx(1.0)


def test_manager_drops_finished_animations_and_fires_on_done():
    done = []
    mgr = tween.AnimationManager()
    mgr.add(tween.Fade(duration=0.2, on_done=lambda: done.append("a")))
    mgr.add(tween.Fade(duration=1.0, on_done=lambda: done.append("b")))
    mgr.update(0.3)
    assert done == ["a"] and len(mgr) == 1
    mgr.finish_all()
    assert done == ["a", "b"] and not mgr.busy


def test_a_newer_animation_replaces_one_with_the_same_key():
    mgr = tween.AnimationManager()
    first = mgr.add(tween.Fade(duration=1.0), key="die-3")
    second = mgr.add(tween.Fade(duration=1.0), key="die-3")
    assert len(mgr) == 1 and mgr.get("die-3") is second and first is not second
    assert mgr.keys() == ["die-3"]


def test_speed_zero_means_animations_finish_immediately():
    done = []
    mgr = tween.AnimationManager(speed=0)
    mgr.add(tween.Fade(duration=5.0, on_done=lambda: done.append(1)))
    assert done == [1] and not mgr.busy


def test_speed_scales_time():
    mgr = tween.AnimationManager(speed=2.0)
    anim = mgr.add(tween.Fade(duration=1.0))
    mgr.update(0.25)
    assert anim.progress == pytest.approx(0.5)


def test_chain_runs_children_in_order():
    a = tween.Fade(duration=1.0)
    b = tween.Fade(duration=1.0)
    chain = tween.Chain(children=[a, b])
    assert chain.duration == 2.0
    chain.update(0.5)
    assert chain.current() is a and b.progress == 0.0
    chain.update(1.0)
    assert chain.current() is b and a.done
    chain.finish()
    assert a.done and b.done and chain.done


def test_dice_tumble_cycles_faces_then_shows_the_result():
    faces = [dice.d6("red", v, 40) for v in range(1, 7)]
    final = dice.d6("gold", 6, 40)
    anim = tween.DiceTumble(duration=1.0, faces=faces, final=final, a=(0, 0), b=(100, 0))
    seen = set()
    for _ in range(10):
        anim.update(0.05)
        seen.add(id(anim.current_face()))
    assert len(seen) > 2
    anim.finish()
    assert anim.current_face() is final
    assert anim.pos == pytest.approx((100, 0)) and anim.angle == pytest.approx(0)


@pytest.mark.parametrize("t", [0.0, 0.1, 0.35, 0.5, 0.9, 2.0])
def test_drawn_animations_render_at_any_time(t):
    screen = pygame.Surface((400, 300), pygame.SRCALPHA)
    img = pygame.Surface((40, 60), pygame.SRCALPHA)
    img.fill((200, 0, 0, 255))
    anims = [
        tween.SpriteMove(duration=1.0, image=img, a=(0, 0), b=(200, 100), angle=(0, 90),
                         scale=(0.5, 1.0), alpha=(0, 255), arc=40),
        tween.CardSlide(duration=1.0, image=img, back=img, a=(0, 0), b=(300, 200)),
        tween.CoinPop(duration=1.0, image=img, label=img, pos=(200, 200)),
        tween.DiceTumble(duration=1.0, faces=[img], final=img, a=(0, 0), b=(50, 50)),
    ]
    mgr = tween.AnimationManager()
    for anim in anims:
        mgr.add(anim)
    mgr.update(t)
    mgr.draw(screen)


def test_shake_settles_back_to_rest():
    shake = tween.Shake(duration=0.4, amplitude=10)
    shake.update(0.05)
    assert shake.offset[0] != 0
    shake.update(1.0)
    assert shake.offset == (0.0, 0.0)


def test_flash_fades_out():
    img = pygame.Surface((20, 20), pygame.SRCALPHA)
    img.fill((255, 0, 0, 255))
    screen = pygame.Surface((100, 100))
    flash = tween.Flash(duration=1.0, image=img, center=(50, 50))
    flash.update(0.1)
    flash.draw(screen)
    early = screen.get_at((50, 50))[0]
    screen.fill((0, 0, 0))
    flash.update(0.8)
    flash.draw(screen)
    assert screen.get_at((50, 50))[0] < early
