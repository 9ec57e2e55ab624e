"""The history counts the Black stones as the statue does (issue 26, polish item 6): the header said "Black stones in
the Abyss: 2 of 5" while the log told "Black stone 3 lies in the Abyss" for the same stone, because the line was
told after the stone was laid and still added one."""
from __future__ import annotations

from engine.kernel import narrate
from tests.zerywia.helpers import GAME, do, set_up
from tests.zerywia.test_cycle import ABYSS_ROLL, IST_ONLY, camp_all, through_the_expedition


def test_each_black_stone_line_names_as_many_stones_as_lie_in_the_abyss_after_it() -> None:
    session = set_up(["swara"], marks=IST_ONLY, faces=ABYSS_ROLL * 3)
    for region in ("IST03", "IST05", "IST06"):
        through_the_expedition(session)
        camp_all(session)
        do(session, "place_taint", 0, region=region)
    told: list[tuple[str, int]] = []
    for lang in ("en", "pl"):
        state = session.state_at(0)
        for step in session.steps:
            for event in step.events:
                line = narrate(GAME, state, event, lang, ["Ala"])
                if event.kind == "black_stone":
                    assert line is not None
                    told.append((line, state.black_stones()))
    assert [n for _, n in told] == [1, 2, 3, 1, 2, 3]
    assert [line for line, _ in told] == [f"Black stone {n} fell into the Abyss." for n in (1, 2, 3)] + \
        [f"Czarny Kamień numer {n} wpadł do Czeluści." for n in (1, 2, 3)]
