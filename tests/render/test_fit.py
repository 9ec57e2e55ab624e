"""The fit record: text helpers say whether a text fitted its box, and a recording screen says where
rendered text went; one line made to fit shrinks, then narrows a little, and only then is cut with "…"."""
from __future__ import annotations

import pygame

from app.render import fit, fonts

LONG = "Zdobiony sztylet"


def test_a_text_that_fits_at_a_smaller_size_is_shrunk_whole() -> None:
    full = fonts.font(12, bold=True).size(LONG)[0]
    with fit.recording() as log:
        img = fonts.fitted(LONG, full - 10, 12, 7, bold=True)
    assert img.get_width() <= full - 10 and not log.overflows() and not log.cuts()


def test_a_text_a_little_too_wide_at_the_smallest_size_is_narrowed_not_cut() -> None:
    least = fonts.font(7, condensed=True).size(LONG)[0]
    with fit.recording() as log:
        img = fonts.fitted(LONG, round(least * 0.9), 9, 7, condensed=True)
    assert img.get_width() == round(least * 0.9)
    assert log.fits[-1].where == "fitted (narrowed)" and log.texts[img] == LONG and not log.cuts()


def test_a_text_far_too_wide_is_cut_with_an_ellipsis_and_recorded_as_a_cut() -> None:
    with fit.recording() as log:
        img = fonts.fitted(LONG, 30, 9, 7)
    assert img.get_width() <= 30
    cut = log.cuts()[-1]
    assert cut.text == LONG and LONG.startswith(cut.kept or "") and not log.overflows()


def test_a_text_told_its_box_is_recorded_as_an_overflow_when_it_does_not_fit() -> None:
    with fit.recording() as log:
        fonts.text("Ponów", 20, box=200)
        fonts.text("Graj dalej od tego miejsca", 20, box=100)
    assert [f.text for f in log.overflows()] == ["Graj dalej od tego miejsca"]


def test_text_too_small_to_read_is_not_counted() -> None:
    with fit.recording() as log:
        fit.note("rules", fit.LEGIBLE - 1, 50, 20, "test")
    assert log.fits and not log.overflows()


def test_a_recording_screen_remembers_where_rendered_text_was_blitted() -> None:
    with fit.recording():
        screen = fit.Screen((200, 100))
        label = fonts.text("Mieszek: 12", 14)
        direct = fonts.font(14).render("Runda 3", True, (0, 0, 0))
        screen.blit(label, (150, 10))
        screen.blit(direct, pygame.Rect(5, 50, 1, 1))
        screen.blit(pygame.Surface((10, 10)), (0, 0))
    assert [p.text for p in screen.placed] == ["Mieszek: 12", "Runda 3"]
    assert screen.placed[0].rect.right > 200 and screen.placed[1].rect.topleft == (5, 50)


def test_nothing_is_recorded_outside_a_recording() -> None:
    with fit.recording() as log:
        pass
    fonts.text("Zapisz", 16, box=1)
    assert not log.fits and not fit.recording_now()
