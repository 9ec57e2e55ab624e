"""What a click on the board can stand for: a hit shape and the legal action(s) behind it (no game knowledge here).

Tables build targets, the input controller and the board host read them; they live beside the hit shapes
so that the input layer needs nothing from the table interface above it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable, Sequence

from app.input.shapes import HitShape
from engine.kernel import Action


@dataclass(frozen=True)
class Target:
    """A clickable thing: its hit shape, the legal action(s) it stands for, and a tooltip.

    Several actions on one target open a chooser, unless other targets narrow them down
    (a multi-click move such as swapping two dice: click one die, then the other). `ask` opens
    the chooser even for one action, where acting at once would surprise (a card that shows its
    price but can only be discarded); `note` is then said in the status line (why it offers less).
    `toward` names a place further on that the move sets out for (a route's far end): when the host
    makes the move from this target it tells the board (`Table.set_out`), whose follow_up walks on.
    """

    shape: HitShape
    actions: tuple[Action, ...]
    tooltip: str = ""
    key: Hashable = None
    ask: bool = False
    note: str = ""
    toward: Hashable = None


@dataclass(frozen=True)
class Look:
    """Something drawn that the mouse looks at rather than moves (a card, a pile, a reachable hex): the board
    declares it (`Table.look_at`) and the board host decides what the mouse does with it. A right-click shows
    `large` over the board, a click opens `browse` (a right-click too, when there is nothing to show large),
    resting the mouse on it previews `peek` beside it; each names a picture the board paints
    (`Table.picture`). While the mouse rests on it the host tells the board its `key` (`Table.pointed_at`),
    which may paint it as pointed at (a route's preview)."""

    key: Hashable
    large: Hashable = None
    browse: Hashable = None
    peek: Hashable = None


def targets_by_arg(
    actions: Iterable[Action],
    args: Sequence[str],
    shape_for: Callable[[str, Any], HitShape | None],
    tooltip: Callable[[str, Any], str] = lambda arg, value: "",
) -> list[Target]:
    """One target per distinct value of each named arg, standing for every action with that value.

    For `swap(a=1, b=3)` with args ("a", "b"), die 1 and die 3 both stand for the swap, so the
    controller completes it on the second click. `shape_for(arg, value)` returns None to skip.
    """
    groups: dict[tuple[str, Any], list[Action]] = {}
    for action in actions:
        for arg in args:
            if action.get(arg) is not None:
                groups.setdefault((arg, action[arg]), []).append(action)
    out: list[Target] = []
    for (arg, value), group in groups.items():
        shape = shape_for(arg, value)
        if shape is not None:
            out.append(Target(shape, tuple(dict.fromkeys(group)), tooltip(arg, value), key=(arg, value)))
    return out


@dataclass(frozen=True)
class BarItem:
    """An action-bar button (app/board/action_bar.py): its words (the move's effect), the legal move(s) it stands
    for, and the words of its group (the roll choices' "Roll 3 dice …"), under which the bar gathers items when
    it has no room for each."""

    label: str
    actions: tuple[Action, ...]
    key: Hashable = None
    group: str = ""
    tooltip: str = ""
