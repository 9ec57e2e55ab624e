"""Fonts opened before pygame.quit() are dead; the cache must forget them by itself."""
import pygame

from app.render import fonts


def test_fonts_work_after_pygame_quit_and_init_again():
    pygame.init()
    before = fonts.font(14)
    fonts.text("zażółć", 14)
    pygame.quit()
    pygame.init()
    pygame.display.set_mode((64, 64))  # the package fixture's display died with quit()
    after = fonts.font(14)
    assert after is not before
    assert after.size("gęślą")[0] > 0
    assert fonts.text("zażółć", 14).get_width() > 0
