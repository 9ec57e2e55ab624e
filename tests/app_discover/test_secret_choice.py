"""The secret character choice in hot-seat (issue 24 item 2): each person keeps a character by a click on its
button, which names only their own dealt characters; the table is then covered, naming the next person, and shows
them only their own characters once they click; nobody's kept character is drawn before all are revealed."""
from __future__ import annotations

import pygame

from app import i18n
from app.render import fit
from engine.games.discover.content import content
from engine.kernel import GameConfig, Session
from tests.app_discover.test_fight import bench_on
from tests.conformance.clicks import NEUTRAL, words_point
from tests.discover.helpers import GAME


def test_each_person_keeps_a_character_in_secret_and_the_table_is_handed_over_between_them() -> None:
    session = Session(GAME, GameConfig.quick("discover", 2, seed=5))
    bench, live = bench_on(session)
    try:
        scene = bench.go(live.cursor)
        dealt = [[content().characters[c].name for c in hero.dealt] for hero in live.state.heroes]
        buttons = bench.clickables()
        assert sorted(b.what for b in buttons) == sorted(f"target 'Keep {name}'" for name in dealt[0])
        bench.click(buttons[0].pos)
        kept = live.state.heroes[0].kept
        assert kept is not None and scene.handoff == 1
        with fit.recording() as log:
            bench.move(NEUTRAL)
            bench.app.frame(0.016)
            screen = bench.paint_marked()
        drawn = set(log.texts.values())
        assert i18n.t("table.pass_to", name="Olek") in drawn
        assert not bench.clickables()
        point = words_point(screen, scene.table_rect)
        assert point is not None
        bench.click(point)
        assert scene.viewer == 1 and scene.handoff is None
        with fit.recording() as log:
            bench.app._paint(0.0)
            seen = " ".join(log.texts.values())
        assert sorted(b.what for b in bench.clickables()) == sorted(f"target 'Keep {name}'" for name in dealt[1])
        assert content().characters[kept].name not in seen, "seat 0 kept it in secret"
    finally:
        pygame.quit()
        from app.scenes import style
        style.reset()
