"""Random play with hypothesis: undo/redo and save/load never change what the timeline means."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import games
from engine.kernel import Session
from engine.kernel.save import replay_document, session_to_json

from .conftest import race_config

ops = st.lists(
    st.one_of(
        st.tuples(st.just("act"), st.integers(0, 1)),
        st.tuples(st.just("undo"), st.just(0)),
        st.tuples(st.just("redo"), st.just(0)),
    ),
    min_size=1,
    max_size=120,
)
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _run(session, script):
    for op, arg in script:
        if op == "act" and not session.over:
            legal = session.decision.legal
            session.apply(legal[arg % len(legal)])
        elif op == "undo" and session.can_undo():
            session.undo()
        elif op == "redo" and session.can_redo():
            session.redo()


@FAST
@given(seed=st.integers(0, 10_000), script=ops)
def test_undo_all_then_redo_all_reproduces_every_hash(race, seed, script):
    s = Session(race, race_config(seed=seed), snapshot_every=4)
    _run(s, script)
    s.seek(len(s.steps))
    recorded = [step.hash for step in s.steps]
    while s.can_undo():
        s.undo()
    seen = []
    while s.can_redo():
        s.redo()
        seen.append(s.state_hash())
    assert seen == [recorded[i - 1] for i in _human_ends(s)]
    assert s.cursor == len(recorded)


def _human_ends(s):
    """Cursor positions reached by successive redos: each human step plus its automatic tail."""
    starts = s.human_indices()
    return starts[1:] + [len(s.steps)] if starts else []


@FAST
@given(seed=st.integers(0, 10_000), script=ops)
def test_save_load_verify_is_equal(race, seed, script):
    s = Session(race, race_config(seed=seed))
    _run(s, script)
    result = replay_document(session_to_json(s), games.get("dice-race"))
    assert result.ok, result.summary()
    assert result.session.cursor == s.cursor
    assert result.session.state_hash() == s.state_hash()
    assert [x.hash for x in result.session.steps] == [x.hash for x in s.steps]


@FAST
@given(seed=st.integers(0, 10_000), script=ops)
def test_a_seek_equals_folding_from_the_start(race, seed, script):
    s = Session(race, race_config(seed=seed), snapshot_every=3)
    _run(s, script)
    for index in range(len(s.steps) + 1):
        s.seek(index)
        expected = s.steps[index - 1].hash if index else Session(race, race_config(seed=seed), autorun=False).state_hash()
        assert s.state_hash() == expected
