"""A game's reducer is either a table of handlers or an `apply` override — one path, never two."""
import pytest

from engine.kernel import Event, Game, fold


class _Counter:
    def __init__(self) -> None:
        self.rng = 1
        self.n = 0


def test_a_game_may_not_give_both_a_reducer_table_and_apply():
    with pytest.raises(TypeError, match="not both"):
        class Both(Game):  # noqa: F841
            reducers = {"inc": lambda s, d: None}

            def apply(self, state, event):
                pass


def test_the_default_apply_dispatches_through_the_reducer_table():
    class Table(Game):
        id = "table"
        title = {"en": "t", "pl": "t"}
        reducers = {"inc": lambda s, d: setattr(s, "n", s.n + d["by"])}

        def new_state(self, config):
            return _Counter()

        def decision(self, state):
            return None

        def resolve(self, ctx, action):
            pass

    game, state = Table(), _Counter()
    game.apply(state, Event("inc", {"by": 2}))
    fold(game, state, Event("inc", {"by": 3}))
    assert state.n == 5
