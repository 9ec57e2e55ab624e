"""The map of the four Kirs as drawn (issue 26, item 1): the borders drawn are exactly the rules' borders, the Abyss
with the statue lies at the centre, each Kir holds its quarter, and a broken layout file is refused in one line."""
from __future__ import annotations

import math
from pathlib import Path

import pytest

from app.games.zerywia.kirs import KirMap, kir_map, read_layout
from engine.games.zerywia.content import content
from engine.kernel.errors import ContentError

# Where each Kir lies from the centre, on screen (y grows downwards): LEG east, IST north, NUR west, RAN south.
DIRECTION = {"LEG": (1, 0), "IST": (0, -1), "NUR": (-1, 0), "RAN": (0, 1)}
LAYOUT = Path(__file__).parents[2] / "app" / "games" / "zerywia" / "kirs.toml"


def rules_borders() -> set[frozenset[str]]:
    return {frozenset((r.id, n)) for r in content().board.regions.values() for n in r.adjacent}


def test_the_borders_drawn_are_exactly_the_borders_of_the_rules():
    drawn = kir_map().borders()
    assert len(rules_borders()) == 84
    assert drawn == rules_borders()


def test_no_two_cells_share_a_border_too_short_to_read_as_one():
    assert kir_map().short_borders() == {}


def test_the_abyss_of_the_statue_lies_at_the_centre_among_the_eight_inner_regions():
    m: KirMap = kir_map()
    abyss = next(w for w, kind in m.waters.items() if kind == "abyss")
    assert m.regions[abyss].contains(*m.centre)
    rings = {r.id: set(r.outer) for r in m.regions.regions}
    touching = {rid for rid in m.region_ids if len(rings[rid] & rings[abyss]) >= 2}
    assert touching == {f"{kir}{n}" for kir in DIRECTION for n in ("01", "02")}


def test_each_kir_holds_its_own_quarter_of_the_land():
    m = kir_map()
    cx, cy = m.centre
    for rid in m.region_ids:
        kir = content().board.regions[rid].kir
        x, y = m.regions[rid].label
        dx, dy = DIRECTION[kir]
        angle = math.degrees(math.acos(((x - cx) * dx + (y - cy) * dy) / math.hypot(x - cx, y - cy)))
        assert angle < 45, f"{rid} lies {angle:.0f}° off {kir}'s direction"


def test_every_region_is_drawn_with_room_for_its_name_and_tokens():
    m = kir_map()
    assert len(m.region_ids) == 40
    from app.render.maplayer.cells import RegionCells

    cells = RegionCells(m.regions)
    assert min(cells.room(r) for r in m.region_ids) > 60


def test_a_seed_for_a_region_the_rules_do_not_have_is_refused_naming_the_file_and_key(tmp_path: Path):
    text = LAYOUT.read_text(encoding="utf-8").replace("LEG10 = [", "LEG11 = [")
    (tmp_path / "kirs.toml").write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        read_layout(tmp_path, "kirs.toml", set(content().board.regions))
    assert "kirs.toml" in str(caught.value) and "regions.LEG11" in str(caught.value)
    assert "\n" not in str(caught.value)
