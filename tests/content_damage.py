"""One way to damage a game's content for the damaged-content tests: copy the folder, change one line, load it."""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, Callable

import pytest

from engine.kernel.errors import ContentError


def broken_content(tmp_path: Path, content_dir: Path, load: Callable[[Path], Any], name: str, old: str,
                   new: str) -> ContentError:
    """Copy `content_dir`, replace the first `old` by `new` in file `name`, and return the error `load` raises."""
    folder = tmp_path / "content"
    shutil.copytree(content_dir, folder)
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load(folder)
    return info.value
