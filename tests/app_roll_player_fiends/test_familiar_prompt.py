"""The familiar row's prompt says when an imp blocks its action, and which imp (issue 22 item 2): a die on the
familiar row under the Imp of Unrest used to ask "take the action of the familiar row (highlighted)" with
nothing lit."""
from __future__ import annotations

import textwrap
from typing import Any

import pygame
import pytest

from app import i18n
from app.render import fit
from engine import games
from engine.games.roll_player.fiends.content import load_fiends
from engine.kernel import Session
from engine.scenario import scenario_from_text
from tests.app_roll_player.tablekit import shown_table

UNREST = "I19"
DICE_TURN_UNDER_UNREST = f"""
game = "roll-player"
players = 2
seed = 3
[options]
expansion = "fiends"
[position]
phase = "dice"
round = 2
[[position.initiative]]
dice = ["red 4", "black 1"]
taken = 0
[[position.initiative]]
dice = ["blue 2", "purple 6"]
[[position.initiative]]
dice = ["green 3", "white 5"]
[[position.players]]
class = "C1a"
familiar = "F03"
imps = ["{UNREST}"]
[[position.players]]
class = "C2a"
familiar = "F05"
"""


def _placed(rows: tuple[str, str]) -> Session[Any]:
    """Player 0's two dice placed on `rows` (the Imp of Unrest active), at the attribute action's question."""
    s: Session[Any] = Session(games.get("roll-player"),
                              scenario_from_text(textwrap.dedent(DICE_TURN_UNDER_UNREST), "unrest.toml").config())
    for row in rows:
        d = s.decision
        assert d is not None
        s.apply(next(a for a in d.legal if a.kind == "place" and a["row"] == row))
    assert s.decision is not None and s.decision.prompt == "attribute_action"
    return s


def _recorded(s: Session[Any], lang: str) -> fit.Log:
    """What the table draws for `s` at 1280×720 in `lang`, as the label-fit check records it."""
    i18n.set_lang(lang)
    try:
        with fit.recording() as log:
            table = shown_table(s, (1280, 720))
            table.draw(fit.Screen((1280, 720)), 0.0)
    finally:
        i18n.set_lang("en")
    return log


def _drawn(s: Session[Any], lang: str) -> set[str]:
    return set(_recorded(s, lang).texts.values())


@pytest.mark.parametrize("lang, blocks", [("en", "blocks"), ("pl", "blokuje")])
def test_the_familiar_row_prompt_names_the_imp_that_blocks_it(screen: pygame.Surface, lang: str, blocks: str) -> None:
    s = _placed(("FAM", "STR"))
    imp = str(load_fiends().imps[UNREST].name.get(lang))
    drawn = _drawn(s, lang)
    assert any(imp in line and blocks in line for line in drawn), sorted(drawn)
    assert not any(a.kind.startswith("familiar_") for a in s.decision.legal)


def test_a_turn_whose_only_row_is_blocked_asks_only_to_skip(screen: pygame.Surface) -> None:
    s = _placed(("FAM", "FAM"))
    drawn = " ".join(_drawn(s, "en"))
    assert "Imp of Unrest blocks" in drawn and "Skip" in drawn and "(highlighted)" not in drawn, drawn


def test_the_status_bar_never_shrinks_a_long_prompt_below_a_readable_size(screen: pygame.Surface) -> None:
    """The Polish prompt naming a blocking imp beside an open row is long: at 1280×720 it used to be squeezed to
    a 7-pixel line; it is drawn at a readable size (on two lines where one is too narrow), and whole."""
    from app.games.roll_player.paint import STATUS_MIN
    log = _recorded(_placed(("FAM", "STR")), "pl")
    prompt = [f for f in log.fits if "blokuje" in f.text]
    assert prompt, [f.text for f in log.fits][:20]
    assert all(f.size >= STATUS_MIN and f.kept is None for f in prompt), prompt
