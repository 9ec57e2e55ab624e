"""The table repaints only the regions whose content changed; the result must equal a fresh paint."""
from __future__ import annotations

import random

import pygame

from engine.kernel import Session
from tests.app_roll_player.positions import session_at
from tests.app_roll_player.tablekit import shown_table


def test_a_cached_table_looks_exactly_like_a_freshly_painted_one(screen: pygame.Surface) -> None:
    s: Session = session_at(3, "dice", seed=21)
    table = shown_table(s, (1280, 720))
    rng = random.Random(2)
    for _ in range(40):
        d = s.decision
        if d is None:
            break
        if d.automatic:
            s.apply(d.legal[0])
            continue
        s.apply(rng.choice([a for a in d.legal if a.player == d.actor]))
        d = s.decision
        if d is None or d.automatic:
            continue
        table.show(s.view(d.actor), d, d.actor)
        fresh = shown_table(s, (1280, 720), table.market_places)
        assert table.spots == fresh.spots
        assert pygame.image.tobytes(table.layer, "RGB") == pygame.image.tobytes(fresh.layer, "RGB"), d.prompt


def test_the_board_covers_its_whole_area_so_the_window_background_is_not_blitted_under_it(screen: pygame.Surface) -> None:
    s: Session = session_at(4, "late", seed=44)
    table = shown_table(s, (1280, 720))
    area = table.opaque_rect()
    assert area == table.rect
    marker = (1, 2, 3)
    screen.fill(marker)
    table.draw(screen, 0.0)
    left = pygame.mask.from_threshold(screen.subsurface(area), marker, (1, 1, 1, 255))
    assert left.count() == 0, "every pixel the board claims is painted by it"
