"""Fonts render Polish, wrap to width; the pygame-gui theme loads from any directory."""

import os

import pygame
import pygame_gui
import pytest

from app.render import fonts, theme


@pytest.mark.parametrize("letter", list(fonts.POLISH_LETTERS))
@pytest.mark.parametrize("face", list(fonts.FACES))
def test_every_polish_letter_has_a_glyph_in_every_face(letter, face):
    f = fonts._font(face, 20)
    assert f.size(letter)[0] > 0
    metrics = f.metrics(letter)
    assert metrics and metrics[0] is not None
    surf = f.render(letter, True, (0, 0, 0))
    assert pygame.mask.from_surface(surf, 60).count() > 0


def test_polish_letters_do_not_fall_back_to_the_missing_glyph_box():
    f = fonts.font(24)
    box = pygame.image.tobytes(f.render("\uffff", True, (0, 0, 0)), "RGBA")
    for letter in fonts.POLISH_LETTERS:
        assert pygame.image.tobytes(f.render(letter, True, (0, 0, 0)), "RGBA") != box


def test_font_objects_and_text_are_cached():
    assert fonts.font(18, bold=True) is fonts.font(18, bold=True)
    assert fonts.text("Zażółć", 18) is fonts.text("Zażółć", 18)


@pytest.mark.parametrize("width", [40, 120, 300])
def test_wrap_fits_the_width(width):
    f = fonts.font(16)
    text = "Przejrzyj trzy kości z worka i zamień jedną z nich z kością na karcie Inicjatywy."
    lines = fonts.wrap(text, f, width)
    assert all(f.size(line)[0] <= width for line in lines)
    assert " ".join(lines).split() == text.split() or width < 60


def test_wrap_breaks_a_word_longer_than_the_width():
    f = fonts.font(16)
    lines = fonts.wrap("Konstantynopolitańczykowianeczka", f, 60)
    assert len(lines) > 1 and all(f.size(line)[0] <= 60 for line in lines)


def test_wrap_keeps_explicit_paragraphs():
    assert fonts.wrap("a\n\nb", fonts.font(16), 200) == ["a", "", "b"]


def test_text_block_has_the_requested_width():
    block = fonts.text_block("Źdźbło trawy " * 10, 14, 180, align="center")
    assert block.get_width() == 180 and block.get_height() > 14


def test_fit_size_shrinks_until_it_fits():
    size = fonts.fit_size("Miecz półtoraręczny", 80, 30)
    assert fonts.font(size).size("Miecz półtoraręczny")[0] <= 80 or size == 8


def test_theme_json_loads_from_the_repository_root():
    root = theme.ART_DIR.parent
    cwd = os.getcwd()
    try:
        os.chdir(root)
        manager = pygame_gui.UIManager((800, 600), "art/theme.json")
    finally:
        os.chdir(cwd)
    assert manager.get_theme() is not None


def test_theme_manager_works_from_any_directory(tmp_path):
    cwd = os.getcwd()
    try:
        os.chdir(tmp_path)
        manager = theme.make_manager((800, 600), "pl")
        button = pygame_gui.elements.UIButton(pygame.Rect(0, 0, 200, 40), "Zakończ turę",
                                              manager=manager)
        label = pygame_gui.elements.UILabel(pygame.Rect(0, 50, 300, 40), "Łódź źle gęś",
                                            manager=manager)
        manager.update(0.01)
        manager.draw_ui(pygame.Surface((800, 600)))
    finally:
        os.chdir(cwd)
    assert button.text == "Zakończ turę" and label.text == "Łódź źle gęś"


def test_theme_font_paths_exist():
    for block in theme.theme_dict().values():
        font = block.get("font") if isinstance(block, dict) else None
        if font:
            for key in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
                if key in font:
                    assert os.path.isfile(font[key]), font[key]


def test_elide_cuts_long_names_with_an_ellipsis():
    f = fonts.font(16)
    assert fonts.elide("Ola", f, 200) == "Ola"
    cut = fonts.elide("Konstancja Wierzbicka-Żółtowska", f, 120)
    assert cut.endswith("…") and f.size(cut)[0] <= 120


def test_a_whole_games_words_stay_within_six_megabytes_of_cached_text():
    from app.render.cache import MB
    fonts.TEXT_CACHE.clear()
    line = "Ala rolls the dice and places them on her hero sheet " * 3
    for n in range(80):
        fonts.text(f"{n} {line}", 40)
    assert fonts.TEXT_CACHE.bytes <= 6 * MB
    assert ("t", f"79 {line}", 40, (0, 0, 0), False, False, False, False) in fonts.TEXT_CACHE
