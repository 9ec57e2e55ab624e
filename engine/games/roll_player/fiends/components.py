"""The expansion's setup numbers, Initiative layouts and dice (content/fiends/setup_table.toml), read once
through the guarded content door; a damaged file names its file, key and what was expected."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engine.common.content import ContentFile, Node, read_toml
from engine.kernel.errors import ContentError

from ..content import InitiativeLayout, InitiativeSpec
from ..state import CLASS_COLOURS, Colour

CONTENT_DIR = Path(__file__).resolve().parent.parent / "content"
FILE = "fiends/setup_table.toml"
PLAYERS = (1, 2, 3, 4, 5)
_CODES: dict[str, Colour] = {c.value: c for c in CLASS_COLOURS}
KEYS = ("call_to_adventure", "familiars_drawn", "dice_per_card", "creation_dice", "solo_enemy_dice", "setup", "layouts", "split_dice",
        "supplement")
SETUP_KEYS = ("players", "removed", "call_under", "market", "gold", "minions_removed", "starting_dice")


@dataclass(frozen=True, slots=True)
class FiendsSetup:
    """One player count's numbers (spec §12.2.1); `gold[k]` is the k-th seat from the first player."""

    players: int
    removed: int
    call_under: int
    market: int
    gold: tuple[int, ...]
    minions_removed: int
    starting_dice: int


@dataclass(frozen=True, slots=True)
class Components:
    """Everything components.toml declares, validated."""

    call_to_adventure: str
    familiars_drawn: int
    dice_before_call: int
    dice_after_call: int
    creation_dice: int
    solo_enemy_dice: int
    setup: dict[int, FiendsSetup]
    layouts: dict[int, InitiativeLayout]
    split_faces: int
    split_pairs: tuple[frozenset[Colour], ...]
    supplement_players: int
    supplement: dict[Colour, int]
    file: ContentFile

    def layout(self, players: int) -> InitiativeLayout:
        return self.layouts[players]

    def supplement_for(self, players: int) -> dict[Colour, int]:
        """The 5-player dice supplement (PD-E02) when `players` needs it, else nothing."""
        return dict(self.supplement) if players >= self.supplement_players else {}


@lru_cache(maxsize=4)
def _cached(directory: Path) -> Components:
    return parse_components(read_toml(directory, FILE))


def load_components(directory: str | Path | None = None) -> Components:
    """The validated expansion components (loaded once per directory); ContentError when malformed."""
    return _cached(Path(directory) if directory is not None else CONTENT_DIR)


def parse_components(f: ContentFile) -> Components:
    root = f.root.only(KEYS)
    before_after = root.table("dice_per_card").only(("before", "after"))
    before, after = before_after.int("before", lo=1, hi=3), before_after.int("after", lo=1, hi=3)
    if after > before:
        before_after.fail(f"expected at most 'before' ({before}) dice after the Call to Adventure, got {after}", "after")
    setup = _setup(root)
    layouts = _layouts(root)
    split = root.table("split_dice").only(("faces", "pairs"))
    faces = split.int("faces", lo=2, hi=6)
    pairs = tuple(_pair(n) for n in split.array("pairs", min_length=1))
    seen: set[frozenset[Colour]] = set()
    for k, pair in enumerate(pairs):
        if pair in seen:
            split.fail("expected each colour pair once, got it twice", f"pairs[{k}]")
        seen.add(pair)
    supp = root.table("supplement").only(("players", "dice"))
    supp_players = supp.int("players", lo=2, hi=max(PLAYERS))
    dice: dict[Colour, int] = {}
    for code, child in supp.table("dice").items():
        if code not in _CODES:
            child.fail(f"expected a class colour code ({', '.join(_CODES)})")
        dice[_CODES[code]] = child.as_int(lo=0, hi=10)
    return Components(
        call_to_adventure=root.str("call_to_adventure"),
        familiars_drawn=root.int("familiars_drawn", lo=1, hi=3),
        dice_before_call=before, dice_after_call=after,
        creation_dice=root.int("creation_dice", lo=1),
        solo_enemy_dice=root.int("solo_enemy_dice", lo=0, hi=13),
        setup=setup, layouts=layouts, split_faces=faces, split_pairs=pairs,
        supplement_players=supp_players, supplement=dice, file=f,
    )


def _setup(root: Node) -> dict[int, FiendsSetup]:
    rows: dict[int, FiendsSetup] = {}
    for node in root.tables("setup", min_length=1):
        node.only(SETUP_KEYS)
        n = node.int("players", lo=min(PLAYERS), hi=max(PLAYERS))
        if n in rows:
            node.fail(f"expected each player count once; {n} is listed twice", "players")
        gold = tuple(g.as_int(lo=0) for g in node.array("gold", length=n))
        market = node.int("market", lo=1)
        call_under = node.int("call_under", lo=market)
        rows[n] = FiendsSetup(n, node.int("removed", lo=0), call_under, market, gold,
                              node.int("minions_removed", lo=0), node.int("starting_dice", lo=1, hi=18))
    missing = [n for n in PLAYERS if n not in rows]
    if missing:
        root.fail(f"expected a row for every player count 1..5, missing {missing}", "setup")
    return rows


def _layouts(root: Node) -> dict[int, InitiativeLayout]:
    out: dict[int, InitiativeLayout] = {}
    for node in root.tables("layouts", min_length=1):
        node.only(("players", "cards", "gold", "imps"))
        labels = [c.as_str() for c in node.array("cards", min_length=2)]
        if len(set(labels)) != len(labels):
            node.fail("expected every card label once", "cards")
        gold = {g.as_str(choices=labels) for g in node.array("gold")}
        imps = {g.as_str(choices=labels) for g in node.array("imps")}
        cards = tuple(InitiativeSpec(label, k + 1, label in gold, label in imps) for k, label in enumerate(labels))
        for p in node.array("players", min_length=1):
            n = p.as_int(lo=min(PLAYERS), hi=max(PLAYERS))
            if n in out:
                p.fail(f"expected each player count in one layout; {n} is in two")
            if len(cards) != max(n, 2) + 1:
                node.fail(f"expected players + 1 cards ({max(n, 2) + 1}) for {n} players, got {len(cards)}", "cards")
            out[n] = InitiativeLayout(n, cards, "chich")
    missing = [n for n in PLAYERS if n not in out]
    if missing:
        raise ContentError(root.file, "layouts", f"expected a layout for every player count 1..5, missing {missing}")
    return out


def _pair(node: Node) -> frozenset[Colour]:
    code = node.as_str()
    if len(code) != 2 or code[0] == code[1] or any(c not in _CODES for c in code):
        node.fail(f"expected two different class colour codes ({''.join(_CODES)}), got {code!r}")
    return frozenset(_CODES[c] for c in code)
