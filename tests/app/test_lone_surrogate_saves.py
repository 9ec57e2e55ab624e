"""A save holding half a surrogate pair (`\\ud800`) in a seat name or an option value is no text: it is
refused with one line naming the key by `stolik verify`, the Load list, Load, Continue and the replay."""
from __future__ import annotations

import contextlib
import io
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from app import saves
from app.cli import main as stolik
from app.scenes.load import LoadScene, open_save_file
from tests.app.drive import pump

EXAMPLE = saves.REPO_ROOT / "saves" / "examples" / "roll-player-2p-seed2.json"
RUNEBOUND = saves.REPO_ROOT / "saves" / "examples" / "runebound-2p-seed9.json"


def with_surrogate(folder: Path, where: str) -> Path:
    """A copy of a good save with a lone surrogate in a seat name or an option value (written as JSON escapes)."""
    doc = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    if where == "seat":
        doc["config"]["seats"][0]["name"] = "Ada\ud800"
    else:
        doc["config"]["options"]["variant"] = "\ud800"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"surrogate-{where}.json"
    path.write_text(json.dumps(doc), encoding="ascii")
    return path


def verify(path: Path) -> tuple[int, list[str]]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = stolik(["verify", str(path)])
    return code, out.getvalue().splitlines()


@pytest.mark.parametrize("where, key", [("seat", "config.seats[0].name"), ("option", "config.options.variant")])
def test_verify_refuses_a_lone_surrogate_in_one_line_naming_the_key(tmp_path: Path, where: str, key: str) -> None:
    code, lines = verify(with_surrogate(tmp_path, where))
    assert code == 1 and len(lines) == 1
    assert f"{key}: expected text, got a lone surrogate" in lines[0]


def test_the_load_list_shows_the_row_with_its_problem_and_continue_skips_it(tmp_path: Path) -> None:
    folder = tmp_path / "list"
    path = with_surrogate(folder, "seat")
    info = saves.read_info(path)
    assert info.error is not None and "lone surrogate" in info.error
    assert saves.latest_in_progress(folder) is None


def test_load_shows_a_notice_instead_of_dying(make_app: Any) -> None:
    path = with_surrogate(saves.saves_dir(), "seat")
    app = make_app()
    app.switch(LoadScene(app))
    pump(app)
    assert open_save_file(app, path) is False
    pump(app)
    assert app.notice is not None and "config.seats[0].name" in app.notice.text


def test_the_replay_viewer_shows_a_notice_instead_of_dying(make_app: Any) -> None:
    from app.replay.scene import open_replay

    path = with_surrogate(saves.saves_dir(), "option")
    app = make_app()
    assert open_replay(app, str(path)) is False
    pump(app)
    assert app.notice is not None and "lone surrogate" in app.notice.text


def test_a_good_save_beside_it_still_opens(make_app: Any) -> None:
    folder = saves.saves_dir()
    with_surrogate(folder, "seat")
    shutil.copy(RUNEBOUND, folder / "good.json")
    app = make_app()
    assert open_save_file(app, folder / "good.json") is True
