"""Forced results: a scenario's faces, draws and orders are served before the seeded stream,
recorded in the step's RNG event (replays and undo never roll), and a result that cannot be used
names its scenario key."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.kernel import (RNG_EVENT, Action, Context, Decision, Forced, ForcedResultError, Game, GameConfig, Rng,
                           Session)

SEED = 11


def test_forced_faces_come_first_and_the_seeded_stream_goes_on_untouched() -> None:
    plain, rigged = Rng.from_seed(SEED), Rng(Rng.from_seed(SEED).state, Forced(faces=(6, 6)))
    assert [rigged.randint(1, 6) for _ in range(2)] == [6, 6]
    assert [rigged.randint(1, 6) for _ in range(20)] == [plain.randint(1, 6) for _ in range(20)]
    assert rigged.served == [2, 0, 0] and rigged.advanced() == Forced(faces=(6, 6), served=(2, 0, 0))


def test_no_forced_results_leave_every_call_as_it_was() -> None:
    items = list(range(30))
    a, b = Rng.from_seed(SEED), Rng(Rng.from_seed(SEED).state, Forced())
    assert a.shuffled(items) == b.shuffled(items) and a.choice(items) == b.choice(items)
    assert a.face(("x", "y", "z")) == b.face(("x", "y", "z")) and b.served is None


def test_a_forced_face_outside_the_die_names_its_key() -> None:
    rng = Rng(1, Forced(faces=(3, 7)))
    rng.randint(1, 6)
    with pytest.raises(ForcedResultError) as info:
        rng.randint(1, 6)
    assert info.value.key == "forced.faces[1]" and "1..6" in str(info.value) and "7" in str(info.value)


def test_a_forced_face_of_a_custom_die_must_be_one_of_its_faces() -> None:
    rng = Rng(1, Forced(faces=("wood", "gold")))
    assert rng.face(("wood", "stone")) == "wood"
    with pytest.raises(ForcedResultError, match=r"forced\.faces\[1\].*'wood', 'stone'"):
        rng.face(("wood", "stone"))


def test_a_forced_draw_takes_the_first_item_with_that_label() -> None:
    dice = [("red", 1), ("gold", 2), ("gold", 3)]
    rng = Rng(1, Forced(draws=("gold",)))
    assert rng.choice(dice, label=lambda d: d[0]) == ("gold", 2)


def test_a_forced_draw_of_something_not_there_names_its_key() -> None:
    rng = Rng(1, Forced(draws=("blue",)))
    with pytest.raises(ForcedResultError) as info:
        rng.index(["red", "gold"])
    assert info.value.key == "forced.draws[0]" and "'blue'" in info.value.expected


def test_a_forced_order_puts_its_items_on_top_and_shuffles_the_rest() -> None:
    cards = [f"B{i:02}" for i in range(1, 21)]
    rng = Rng(5, Forced(orders=(("B07", "B03"),)))
    out = rng.shuffled(cards)
    assert out[:2] == ["B07", "B03"] and sorted(out) == cards
    with pytest.raises(ForcedResultError, match=r"forced\.orders\[0\].*'B99'"):
        Rng(5, Forced(orders=(("B99",),))).shuffled(cards)


def test_each_kind_has_its_own_queue() -> None:
    rng = Rng(2, Forced(faces=(4,), draws=("b",), orders=(("c",),)))
    assert rng.shuffled(["a", "b", "c"])[0] == "c"
    assert rng.choice(["a", "b"]) == "b" and rng.randint(1, 6) == 4
    assert rng.advanced().left() == 0


# --- a toy game that starts from forced results ---------------------------------------------------
@dataclass
class TossState:
    rng: int
    forced: Forced | None = None
    rolls: list[int] = field(default_factory=list)


class Toss(Game[TossState]):
    """One player rolls a d6 three times; options["faces"] forces the first rolls."""

    id = "toss"
    title = {"en": "Toss", "pl": "Rzut"}
    min_players = max_players = 1

    def new_state(self, config: GameConfig) -> TossState:
        faces = tuple(config.options.get("faces", ()))
        return TossState(Rng.from_seed(config.seed).state, Forced(faces=faces) if faces else None)

    def decision(self, s: TossState) -> Decision | None:
        return Decision(0, "roll", (Action.of("roll", 0),)) if len(s.rolls) < 3 else None

    def resolve(self, ctx: Context, action: Action) -> None:
        ctx.emit("rolled", value=ctx.rng.randint(1, 6))

    reducers = {"rolled": lambda s, d: s.rolls.append(d["value"])}


def test_a_step_records_what_it_served_and_undo_puts_it_back_in_the_queue() -> None:
    session = Session(Toss(), GameConfig.quick("toss", 1, seed=SEED, faces=[2, 5]))
    session.apply(Action.of("roll", 0))
    (rng_event,) = [e for e in session.steps[0].events if e.kind == RNG_EVENT]
    assert rng_event.data["forced"] == [1, 0, 0] and session.state.rolls == [2]
    session.apply(Action.of("roll", 0))
    session.undo()
    session.undo()
    assert session.state.forced.served == (0, 0, 0)
    session.apply(Action.of("roll", 0))
    session.apply(Action.of("roll", 0))
    session.apply(Action.of("roll", 0))
    assert session.state.rolls[:2] == [2, 5], "undo never re-rolls a forced result"


def test_a_forced_result_that_does_not_fit_leaves_the_session_as_it_was() -> None:
    session = Session(Toss(), GameConfig.quick("toss", 1, seed=SEED, faces=[3, 9]))
    session.apply(Action.of("roll", 0))
    before = session.state_hash()
    with pytest.raises(ForcedResultError, match=r"forced\.faces\[1\]"):
        session.apply(Action.of("roll", 0))
    assert session.state_hash() == before and session.cursor == 1 and session.state.rolls == [3]


def test_the_rng_docstring_examples_run_as_written() -> None:
    import doctest

    from engine.kernel import rng

    result = doctest.testmod(rng)
    assert result.attempted > 0 and result.failed == 0


def test_an_empty_forced_order_leaves_that_shuffle_as_usual_to_reach_a_later_one() -> None:
    cards = [f"B{i:02}" for i in range(1, 21)]
    plain = Rng(9)
    rigged = Rng(9, Forced(orders=((), ("B05",))))
    assert rigged.shuffled(cards) == plain.shuffled(cards)
    assert rigged.shuffled(cards)[0] == "B05"
