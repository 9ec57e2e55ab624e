"""Settings apply to loaded and continued games as to new ones, and a continued game that ends is saved as
ended (issue 22 item 2)."""
from __future__ import annotations

import random
from pathlib import Path

from app.scenes.load import open_save_file
from app.scenes.table_scene import start_game
from tests.app.drive import pump
from tests.app_roll_player.test_app_scene import click_random_target
from tests.app_roll_player_fiends.fiendskit import config


def _played_and_saved(app, clicks: int) -> Path:
    """A 2-person expansion game played a little by mouse; the file it autosaves to."""
    assert start_game(app, config(2, seed=42)) is None
    rng = random.Random(7)
    for _ in range(clicks):
        pump(app)
        click_random_target(app, rng)
    pump(app)
    assert app.scene.game_file is not None
    return app.scene.game_file.path


def test_the_hand_over_setting_off_holds_for_a_loaded_game(make_app) -> None:
    app = make_app((1280, 720))
    path = _played_and_saved(app, 12)
    app.settings.handover = False
    assert open_save_file(app, path)
    scene = app.scene
    rng = random.Random(11)
    seen = set()
    for _ in range(400):
        pump(app)
        assert scene.handoff is None, (scene.session.decision.prompt, scene.viewer)
        seen.add(scene.human_actor())
        if len(seen - {None}) == 2:
            break
        click_random_target(app, rng)
    assert seen - {None} == {0, 1}


def test_a_continued_game_that_the_bots_finish_is_saved_as_finished(make_app, private_folders: Path) -> None:
    """A recorded game continued from the replay with a person at seat 1 before their last move: the bot's last
    move and the automatic Cleanup after it are in the file, which loads as a finished game (they were lost,
    and loading let the bots play the end again)."""
    import shutil

    from app import saves

    path = private_folders / "saves" / "recorded.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(Path(__file__).parents[2] / "saves/examples/roll-player-2p-seed2.json", path)
    app = make_app((1280, 720))
    app.settings.bot_speed = "fast"
    app.open("replay", path)
    replay = app.scene
    steps = replay.model.session.steps
    last_own = max(i for i, step in enumerate(steps) if step.action.player == 0)
    replay.model.seek(last_own)
    replay.continue_here()
    pump(app)
    replay.seat_choice = [None, "random"]
    replay.start_continuing()
    pump(app)
    table = app.scene
    assert table.apply(steps[last_own].action)
    for _ in range(3000):
        pump(app)
        if table.session.decision is None:
            break
    assert table.session.decision is None, "the game did not end"
    saved = saves.replay_save(table.game_file.path)
    assert saved.session.decision is None and len(saved.session.steps) == len(table.session.steps)


def test_the_hand_over_setting_off_holds_for_a_game_continued_from_the_replay(make_app, private_folders: Path) -> None:
    """Issue 22: settings were ignored for continued games; a recorded game played on from the replay by two people
    with the hand-over turned off never covers the table between their turns."""
    import shutil

    path = private_folders / "saves" / "recorded.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(Path(__file__).parents[2] / "saves/examples/roll-player-2p-seed2.json", path)
    app = make_app((1280, 720))
    app.settings.handover = False
    app.open("replay", path)
    replay = app.scene
    replay.model.seek(len(replay.model.session.steps) // 3)
    replay.continue_here()
    pump(app)
    replay.seat_choice = [None, None]   # both seats played on by people: hot seat
    replay.start_continuing()
    pump(app)
    table = app.scene
    rng = random.Random(5)
    seen = set()
    for _ in range(400):
        pump(app)
        assert table.handoff is None, (table.session.decision.prompt, table.viewer)
        seen.add(table.viewer)   # whose table is shown: the next person's only once they have the mouse
        if len(seen - {None}) == 2:
            break
        click_random_target(app, rng)
    assert seen - {None} == {0, 1}
