"""A card's text box (cards.boxed_text): long Polish rules shrink to fit, and only past the smallest size
are they cut, marked with "…"."""

from app.render import cache, cards, fit

LONG = ("Przed walką (raz na walkę): weź 1 Zmęczenie, by wykonać jeden rzut ataku magicznego (2k10 + Magia) "
        "przeciw wartości Magii Wyzwania; sukces: 1 Rana dla niego.")


def test_a_long_text_shrinks_to_fit_its_box_without_overflow():
    cache.clear_all()
    with fit.recording() as log:
        surf = cards.boxed_text(LONG, (220, 120), 18, 8)
    assert surf.get_size() == (220, 120)
    assert not log.overflows() and not log.cuts()
    assert any(f.text == LONG and f.size < 18 for f in log.fits), "shrunk below the largest size"


def test_a_text_too_long_even_at_the_smallest_size_is_cut_with_an_ellipsis():
    cache.clear_all()
    with fit.recording() as log:
        cards.boxed_text(LONG * 4, (90, 40), 12, 8)
    assert not log.overflows()
    assert any(f.text.endswith("…") for f in log.fits), "the kept part ends with an ellipsis"


def test_the_box_is_cached_and_drawn_on_its_fill():
    a = cards.boxed_text("Hit!", (60, 30), 14, 8, fill=(10, 20, 30))
    assert cards.boxed_text("Hit!", (60, 30), 14, 8, fill=(10, 20, 30)) is a
    assert a.get_at((30, 2))[:3] == (10, 20, 30)
    bare = cards.boxed_text("Hit!", (60, 30), 14, 8, fill=None)
    assert bare.get_at((1, 1)).a == 0, "no fill: transparent around the words"
