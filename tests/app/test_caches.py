"""Memory and disk hold only what the current window size needs: one size's backgrounds in memory,
a small, least-recently-used image cache on disk, and nothing painted for sizes left behind."""
from __future__ import annotations

import os
from pathlib import Path

from app.render import cache
from app.render import table as table_art
from app.scenes import style
from app.scenes.menu import MenuScene


def _png(folder: Path, name: str, size: int, mtime: float) -> Path:
    path = folder / name
    path.write_bytes(b"x" * size)
    os.utime(path, (mtime, mtime))
    return path


def test_the_image_cache_keeps_the_most_recently_used_files_within_its_caps(tmp_path: Path) -> None:
    for k in range(12):
        _png(tmp_path, f"table-v-{k}.png", 100, 1000 + k)
    other = _png(tmp_path, "notes.txt", 100, 1)
    style.trim_disk_cache(tmp_path, max_files=8, max_bytes=10_000)
    assert sorted(p.name for p in tmp_path.glob("table-*.png")) == sorted(f"table-v-{k}.png" for k in range(4, 12))
    style.trim_disk_cache(tmp_path, max_files=8, max_bytes=250)
    assert sorted(p.name for p in tmp_path.glob("table-*.png")) == ["table-v-10.png", "table-v-11.png"]
    style.trim_disk_cache(tmp_path, max_files=8, max_bytes=1)
    assert [p.name for p in tmp_path.glob("table-*.png")] == ["table-v-11.png"]
    assert other.exists()


def test_resizing_keeps_one_size_in_memory_and_a_capped_image_cache_on_disk(make_app, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(style.CACHE_ENV, str(tmp_path / "cache"))
    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    app.frame(0.016)
    for k in range(1, 11):
        size = (1280 + 8 * k, 720 + 4 * k)
        app.resize(size)
        app.frame(0.016)
        assert {key[0] for key in style._backgrounds} == {size}
        assert len(style._backgrounds) <= style.BACKGROUNDS_KEPT
    files = list((tmp_path / "cache").glob(style.DISK_CACHE_GLOB))
    assert 0 < len(files) <= style.DISK_CACHE_FILES
    assert sum(f.stat().st_size for f in files) <= style.DISK_CACHE_BYTES + max(f.stat().st_size for f in files)


def test_a_resize_forgets_what_was_painted_for_the_old_size(make_app) -> None:
    app = make_app((1280, 720))
    app.switch(MenuScene(app))
    app.frame(0.016)
    assert sum(c.bytes for c in cache.ALL_CACHES) > 0
    style.forget_sizes((1300, 740))
    assert sum(c.bytes for c in cache.ALL_CACHES) == 0 and not style._backgrounds


def test_a_window_background_painted_afresh_is_held_in_memory_once(make_app, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(style.CACHE_ENV, str(tmp_path / "cache"))
    """The window's background is kept by style (and on disk); the table art's own cache held a second 8 MB copy."""
    make_app((1280, 720))
    table_art._CACHE.clear()
    surf = style.background((1280, 720))
    assert not any(held is surf for held in table_art._CACHE._items.values())
    assert table_art._CACHE.bytes == 0
