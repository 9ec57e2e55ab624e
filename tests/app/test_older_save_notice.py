"""A save that does not record its length (format version 2, or a version number edited down with its
`end` deleted) cannot show a lost tail: it opens at the table only under a notice that says so."""
from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from app import i18n, saves
from app.scenes.load import LoadScene, open_save_file
from engine import catalogue
from tests.app.drive import pump

EXAMPLE = saves.REPO_ROOT / "saves" / "examples" / "roll-player-2p-seed2.json"
LOST_STEPS = 20


def older(folder: Path, *, lose_tail: bool) -> Path:
    """The example saved as version 2: no `end`; optionally with its last steps gone too."""
    doc = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    doc["version"] = 2
    doc.pop("end")
    if lose_tail:
        doc["steps"] = doc["steps"][:-LOST_STEPS]
        doc["cursor"] = len(doc["steps"])
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "older.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_an_older_save_replays_but_says_its_tail_is_unchecked(tmp_path: Path) -> None:
    result = catalogue.load_save(older(tmp_path, lose_tail=True))
    assert result.ok and result.tail_unchecked


def test_a_save_written_today_has_a_checked_tail() -> None:
    assert not catalogue.load_save(EXAMPLE).tail_unchecked


def test_load_opens_an_older_save_at_the_table_under_a_notice(make_app: Any) -> None:
    path = older(saves.saves_dir(), lose_tail=True)
    app = make_app()
    scene = LoadScene(app)
    app.switch(scene)
    pump(app)
    scene.load(path)
    pump(app)
    assert app.scene.name == "table"
    assert app.notice is not None and app.notice.title == i18n.t("load.unchecked_title")
    assert "version 2" in app.notice.text


def test_continue_opens_an_older_save_under_the_same_notice(make_app: Any) -> None:
    path = older(saves.saves_dir(), lose_tail=False)
    app = make_app()
    assert open_save_file(app, path) is True
    pump(app)
    assert app.scene.name == "table" and app.notice is not None
    assert app.notice.title == i18n.t("load.unchecked_title")


def test_a_save_written_today_opens_without_the_notice(make_app: Any) -> None:
    path = saves.saves_dir() / "today.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(EXAMPLE, path)
    app = make_app()
    assert open_save_file(app, path) is True
    pump(app)
    assert app.scene.name == "table" and app.notice is None


def test_the_notice_is_in_polish_too() -> None:
    i18n.set_lang("pl")
    assert i18n.t("load.unchecked_title") != "load.unchecked_title"
    assert "{version}" not in i18n.t("load.unchecked_text", version=2)
