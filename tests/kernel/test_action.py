"""Actions and events: frozen, hashable, JSON round trips, readable."""
import json

import pytest

from engine.kernel import Action, Event


def test_action_args_are_sorted_and_hashable():
    a = Action.of("swap", 0, b=[1, 2], a="STR")
    b = Action.of("swap", 0, a="STR", b=(1, 2))
    assert a == b and hash(a) == hash(b)
    assert a["b"] == (1, 2)


def test_action_round_trips_through_json():
    a = Action.of("place", 2, row="DEX", slots=[0, [1, 2]], keep=True, note=None)
    again = Action.from_json(json.loads(json.dumps(a.to_json())))
    assert again == a
    assert str(a) == "P3 place(keep=True, note=None, row=DEX, slots=[0, [1, 2]])"


def test_action_rejects_non_json_args():
    with pytest.raises(TypeError):
        Action.of("bad", 0, x={"nested": 1})
    with pytest.raises(TypeError):
        Action.of("bad", 0, x=object())


def test_system_action_prints_as_system():
    assert str(Action.of("refill", None)) == "system refill()"


def test_event_round_trips_through_json():
    e = Event("die_rolled", {"value": 4, "die": 17})
    assert Event.from_json(json.loads(json.dumps(e.to_json()))) == e
