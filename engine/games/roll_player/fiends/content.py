"""The printed content of Fiends & Familiars (spec §12, §15) as typed, validated, frozen records.

The TOML under `content/fiends/` is the single source of the expansion's card data; `load_fiends()`
reads and checks it once (spec §15.14 counts included). Races, classes, alignments, backstories and
Market cards are the base game's records (`set = "chich"`); the rest is declared here.

Vocabularies the engine implements, one function each:

- Familiar actions (`Familiar.effect`): strength_action, dexterity_action, constitution_action,
  intelligence_action, wisdom_action; gain (params: any of gold, xp, glory, charisma);
  discard_to_market (cards); refresh_skill (cards); banish_free (imps); set_placed_familiar_die;
  discard_damage_or_gain (damage, xp).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Mapping, Protocol, TypeVar

from engine.common.content import ContentFile, Node, Text, files_hash, read_toml, unique_ids
from engine.kernel.errors import ContentError

from ..content import (
    CONTENT_DIR, Alignment, Backstory, CharClass, ClassCard, Goal, Race, load_content, parse_alignments,
    parse_backstories, parse_classes, parse_colour, parse_goal, parse_params, parse_races,
)
from ..state import CLASS_COLOURS, Colour

FIENDS_DIR = CONTENT_DIR / "fiends"
SET = "chich"
FILES = ("races.toml", "classes.toml", "alignments.toml", "backstories.toml", "familiars.toml")
FAMILIAR_SLOTS = 3
# Gain effects name what they give in their params (`effect = "gain"`, `params = { xp = 2 }`).
GAINS = ("gold", "xp", "glory", "charisma")
# How many records of each kind the expansion prints (spec §2.2, §15.14).
EXPECTED: dict[str, int] = {
    "races": 4, "class_cards": 6, "alignments": 13, "backstories": 12, "familiars": 15,
}


class _HasSet(Protocol):
    @property
    def set(self) -> str: ...


R = TypeVar("R", bound=_HasSet)


# --- records ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Familiar:
    """A familiar card: a 3-slot familiar row with a Power goal on the sum of its dice, a colour
    pattern for its slots (the familiar backstory) and a familiar action (spec §12.1, §15.8)."""

    id: str
    name: Text
    power: Goal                                  # read like a class goal (PD-E36)
    backstory: tuple[Colour, Colour, Colour]     # colour wanted in slots 1, 2, 3
    action: Text
    effect: str                                  # the familiar action's handler
    params: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class FiendsContent:
    """Everything the expansion's box holds, by id; `hash` identifies the files for saves."""

    races: Mapping[str, Race]
    classes: Mapping[str, CharClass]
    class_cards: Mapping[str, ClassCard]
    alignments: Mapping[str, Alignment]
    backstories: Mapping[str, Backstory]
    backstory_stars: tuple[int, ...]         # index = matches (0..6), as the base cards
    familiars: Mapping[str, Familiar]
    familiar_stars: tuple[int, ...]          # index = familiar backstory matches (0..3)
    hash: str = field(default="", compare=False)

    def effect_names(self) -> set[str]:
        """Every handler name the expansion's content refers to (the engine checks each is registered)."""
        names = {c.effect for c in self.classes.values() if c.effect}
        return names | {f.effect for f in self.familiars.values()}


# --- loading ---------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _cached(directory: Path) -> FiendsContent:
    return _load(directory)


def load_fiends(directory: str | Path | None = None) -> FiendsContent:
    """The validated expansion content (loaded once per directory); raises ContentError when malformed."""
    return _cached(Path(directory) if directory is not None else FIENDS_DIR)


def _load(directory: Path) -> FiendsContent:
    files = {name: read_toml(directory, name) for name in FILES}
    base = load_content()
    races = _own(files["races.toml"], "races", parse_races(files["races.toml"]), base.races)
    classes, class_cards = parse_classes(files["classes.toml"])
    _own(files["classes.toml"], "classes", classes, base.classes)
    _own_cards(class_cards, base.class_cards)
    alignments = _own(files["alignments.toml"], "alignments", parse_alignments(files["alignments.toml"]),
                      base.alignments)
    backstories, backstory_stars = parse_backstories(files["backstories.toml"])
    _own(files["backstories.toml"], "backstories", backstories, base.backstories)
    familiars, familiar_stars = _familiars(files["familiars.toml"])
    content = FiendsContent(
        races=races,
        classes=classes,
        class_cards=class_cards,
        alignments=alignments,
        backstories=backstories,
        backstory_stars=backstory_stars,
        familiars=familiars,
        familiar_stars=familiar_stars,
        hash=files_hash(files.values()),
    )
    _check_counts(content)
    return content


def _own(f: ContentFile, key: str, records: dict[str, R], base: Mapping[str, object]) -> dict[str, R]:
    """Base-format records of this file: each marked `set = "chich"`, none reusing a base id."""
    for i, (rid, record) in enumerate(records.items()):
        if record.set != SET:
            raise ContentError(f.name, f"{key}[{i}].set", f'expected "{SET}": every record here belongs to the expansion')
        if rid in base:
            raise ContentError(f.name, f"{key}[{i}].id", f"expected an id the base game does not use, got {rid!r}")
    return records


def _own_cards(cards: Mapping[str, ClassCard], base: Mapping[str, ClassCard]) -> None:
    for card in cards:
        if card in base:
            raise ContentError("classes.toml", f"classes (card {card})",
                               f"expected a class card id the base game does not use, got {card!r}")


def _familiars(f: ContentFile) -> tuple[dict[str, Familiar], tuple[int, ...]]:
    root = f.root.only(("stars_by_matches", "familiars"))
    stars = tuple(n.as_int(lo=0) for n in root.array("stars_by_matches", length=FAMILIAR_SLOTS + 1))
    nodes = root.tables("familiars", min_length=1)
    ids = unique_ids(nodes)
    out: dict[str, Familiar] = {}
    for fid, node in zip(ids, nodes):
        node.only(("id", "name", "power", "backstory", "action", "effect", "params"))
        node.str("id", pattern=re.compile(r"F\d{2}"))
        colours: list[Colour] = []
        for n in node.array("backstory", length=FAMILIAR_SLOTS):
            colour = parse_colour(n, class_colour=True)
            if colour in colours:
                n.fail(f"expected {FAMILIAR_SLOTS} different class colours; {colour.name.lower()} is already used")
            colours.append(colour)
        effect = node.child("effect").as_identifier()
        params = parse_params(node)
        if effect == "gain":
            _gains(node, params)
        out[fid] = Familiar(fid, node.text("name"), parse_goal(node.table("power")), tuple(colours),  # type: ignore[arg-type]
                            node.text("action"), effect, params)
    return out, stars


def _gains(node: Node, params: Mapping[str, int]) -> None:
    """A `gain` effect's params name what it gives, each a positive amount."""
    if not params:
        node.fail(f"expected what the gain gives ({', '.join(GAINS)})", "params")
    for key, amount in params.items():
        if key not in GAINS:
            node.fail(f"unknown gain; expected one of {', '.join(GAINS)}", f"params.{key}")
        if amount < 1:
            node.fail(f"expected a positive amount, got {amount}", f"params.{key}")


COUNT_LABELS = {
    "races": ("races.toml", "races", "races"),
    "class_cards": ("classes.toml", "classes", "class cards"),
    "alignments": ("alignments.toml", "alignments", "alignment cards"),
    "backstories": ("backstories.toml", "backstories", "backstory cards"),
    "familiars": ("familiars.toml", "familiars", "familiar cards"),
}


def _check_counts(c: FiendsContent) -> None:
    """Spec §2.2 and §15.14: how many records of each kind the expansion holds."""
    got = {
        "races": len(c.races), "class_cards": len(c.class_cards), "alignments": len(c.alignments),
        "backstories": len(c.backstories), "familiars": len(c.familiars),
    }
    for what, (file, key, label) in COUNT_LABELS.items():
        if got[what] != EXPECTED[what]:
            raise ContentError(file, key, f"expected {EXPECTED[what]} {SET} {label} (spec §15.14), got {got[what]}")
    _one_card_per_colour(c.class_cards.values())


def _one_card_per_colour(cards: Iterable[ClassCard]) -> None:
    colours = sorted(k.colour.name.lower() for k in cards)
    if len(set(colours)) != len(CLASS_COLOURS) or len(colours) != len(CLASS_COLOURS):
        raise ContentError("classes.toml", "classes",
                           f"expected one {SET} class card per class colour, got {', '.join(colours)}")
