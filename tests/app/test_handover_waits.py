"""Hot seat: a move that passes the turn to another person leaves the table in view until the mover has seen what
it did (the roll, the die landing, the card sliding); only when its animations end does the hand-over cover the
table, and a click during them skips them and hands over at once (issue 22: the mover never saw their roll)."""
from __future__ import annotations

import random
import time

from app import i18n
from app.render import fit
from app.scenes.table_scene import TableScene, start_game
from tests.app.drive import click, pump
from tests.app_roll_player.positions import config


def move_that_passes_the_turn(app, seed: int) -> TableScene:
    """Click lit targets (and past hand-overs) until a click makes a move whose hand-over waits on its animations."""
    assert start_game(app, config(2, seed=seed)) is None
    scene: TableScene = app.scene
    rng = random.Random(seed)
    for _ in range(400):
        pump(app)
        if scene.handoff is not None:
            click(app, scene.table_rect.center)
            continue
        chooser = scene.controller.chooser
        if chooser is not None:
            click(app, rng.choice(chooser.rects).center)
        else:
            lit = scene.controller.highlighted()
            if not lit:
                continue
            click(app, rng.choice(lit).shape.bounds().center)
        if scene.handoff_due is not None:
            return scene
    raise AssertionError("no move passed the turn to the other person")


def drawn_words(app) -> set[str]:
    with fit.recording() as log:
        app.frame(0.016)
        app.scene.draw(fit.Screen(app.size), time.monotonic())
    return set(log.texts.values())


def test_the_hand_over_waits_until_the_movers_animations_end(make_app) -> None:
    app = make_app((1280, 720))
    scene = move_that_passes_the_turn(app, seed=42)
    due, mover = scene.handoff_due, scene.viewer
    assert scene.host.presenter.moving and scene.handoff is None, "the mover's move is still being shown"
    assert not scene.controller.highlighted(), "nothing of the next person's can be clicked before they take the mouse"
    said = i18n.t("table.pass_to", name=scene.seats[due].name)
    assert said not in drawn_words(app), "the table is not covered while the move's animations run"
    end = time.monotonic() + 10
    while scene.handoff is None:
        assert time.monotonic() < end, "the hand-over never came"
        pump(app)
        time.sleep(0.02)
    assert scene.handoff == due and scene.viewer == mover and scene.handoff_due is None
    assert said in drawn_words(app)


def test_a_click_during_the_movers_animations_hands_over_at_once(make_app) -> None:
    app = make_app((1280, 720))
    scene = move_that_passes_the_turn(app, seed=42)
    due, cursor = scene.handoff_due, scene.session.cursor
    click(app, scene.table_rect.center)
    assert not scene.host.presenter.moving, "the click finished the animations"
    assert scene.handoff == due and scene.session.cursor == cursor, "it handed over and made no move"


def test_the_polish_hand_over_names_the_person_as_written_never_declined(make_app) -> None:
    """Issue 22: "Przekaż mysz Olkowi" needs each name declined, which a program cannot do for names a person types;
    the Polish hand-over reads "Przekaż mysz: Bartek", the name exactly as it was entered."""
    app = make_app((1280, 720))
    i18n.set_lang("pl")
    scene = move_that_passes_the_turn(app, seed=42)
    click(app, scene.table_rect.center)   # skip the mover's animations: the hand-over covers the table at once
    pump(app)
    name = scene.seats[scene.handoff].name
    assert name in ("Ala", "Bartek") and f"Przekaż mysz: {name}" in drawn_words(app)
