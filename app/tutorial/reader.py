"""What a tutorial step's words and highlight point at: the one rule `stolik tutorial --check` and the e2e
walk in a real window both click by, so a step passes only when a reader who sees the picture and reads the
words can complete it.

The reader sees a `Picture` of the window (the tutorial overlay builds it from what it drew): the step's
words, its highlight (the spotlit rectangles), the clickable things drawn now (the table's lit targets, the
rows of an open chooser, the bubble's Next button), each with its label and a point where a click reaches
it, and whether a first click is held (a two-click move waiting for its second). It never sees the move the
step expects.

The contract for tutorial authors, one click at a time:

1. A step that waits for Next: the Next button.
2. A chooser is open: every row whose label the words name (tried top down, as in rule 3). A chooser whose rows the words
   do not name fails the step ("a chooser appears that the words do not mention").
3. Otherwise the lit targets not yet clicked in this step, in this order of preference:
   a. quoted: a phrase the words quote (“…”, „…”, "…", «…») occurs in the target's label;
   b. highlighted: the centre of the target's drawn bounds lies inside a highlighted rectangle (in the order
      of the step's highlight names, then in reading order: top to bottom, left to right);
   c. named: the target's whole label occurs in the words.
   Every such target is pointed at, and a reader may click any of them: `--check` tries each one from
   the step's start (going back between tries, app/tutorial/check.py), and each must lead to the step's
   end by rules 2 to 4; the walk then goes on from the first (quoted, highlighted, named; reading order).
   None fails the step ("the words name nothing clickable and the highlight covers nothing clickable"),
   and so does one hidden under the bubble; but an overlay showing nothing to click (a fight's result
   banner) is first passed with a click on it, as a reader who does not wait for it to end clicks it away.
   A walk that cannot go back (the e2e walk in a real window) follows the first of them only.
4. After a click: the step's move made ends the step. A chooser goes on by rule 2. A held first click goes
   on by rule 3 with the targets it lit; when the words point at none of them, the step fails ("waits for
   a second click the words do not ask for"). A click that did none of these fails the step.

So each waiting step has a highlight covering the thing to click (a hex, a die, an area holding only lit
things that all make the move), or quotes the label of its button; a chooser the click opens is named by
the label of the row to take; a two-click move highlights both places in the order of the clicks.

A label is the text a thing shows: a chooser row's or the Next button's own text, and a target's tooltip's
first line (what hovering it shows; a button's tooltip begins with the words drawn on it). Names match
ignoring case, runs of white space and a quote's end punctuation.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence

TARGET, ROW, NEXT_BUTTON, OVERLAY = "target", "row", "next", "overlay"
NEXT, MOVE = "next", "move"
WORDS_SHOWN = 70  # characters of a step's words quoted in a problem
QUOTED = re.compile(r"[“„\"«‚‘]([^“”„\"«»‚‘’]+)[”\"»’‘“]")
Box = tuple[int, int, int, int]


class Lost(Exception):
    """The reader cannot tell what to click next: the words and the highlight point at nothing clickable."""


def fold(text: str) -> str:
    """Text as names are compared: lower case, single spaces, no punctuation at the ends."""
    return " ".join(text.casefold().split()).strip(" .,:;!?…")


@dataclass(frozen=True)
class Thing:
    """One clickable thing drawn now: what it is, its label, its drawn bounds and a point where a click reaches
    it (None when all of it is hidden under something else)."""

    kind: str
    label: str
    rect: Box
    point: tuple[int, int] | None

    @property
    def centre(self) -> tuple[float, float]:
        x, y, w, h = self.rect
        return x + w / 2, y + h / 2

    def to_json(self) -> dict[str, Any]:
        """As the app's state dump reports it to the e2e walk."""
        return {"kind": self.kind, "label": self.label, "rect": list(self.rect),
                "point": None if self.point is None else list(self.point)}

    @staticmethod
    def from_json(data: dict[str, Any]) -> "Thing":
        point = data.get("point")
        return Thing(str(data["kind"]), str(data["label"]), _box(data["rect"]),
                     None if point is None else (int(point[0]), int(point[1])))


@dataclass(frozen=True)
class Picture:
    """What the window shows of one tutorial step, as the reader sees it (see the module's contract)."""

    title: str
    number: int
    mode: str
    words: str
    spots: tuple[Box, ...] = ()
    things: tuple[Thing, ...] = ()
    chooser: bool = False
    waiting: bool = False
    message: str = ""
    at: tuple[int, int] = (0, 0)
    active: bool = True

    def where(self) -> str:
        """The tutorial, the step's number and the start of its words, for a problem's first half."""
        words = " ".join(self.words.split())
        shown = words if len(words) <= WORDS_SHOWN else words[: WORDS_SHOWN - 1] + "…"
        return f"{self.title}, step {self.number} “{shown}”"

    def to_json(self) -> dict[str, Any]:
        """As the app's state dump reports it to the e2e walk (a real window's picture, read from outside)."""
        return {"title": self.title, "number": self.number, "mode": self.mode, "words": self.words,
                "spots": [list(s) for s in self.spots], "things": [t.to_json() for t in self.things],
                "chooser": self.chooser, "waiting": self.waiting, "message": self.message,
                "at": list(self.at), "active": self.active}

    @staticmethod
    def from_json(data: dict[str, Any]) -> "Picture":
        return Picture(str(data["title"]), int(data["number"]), str(data["mode"]), str(data["words"]),
                       tuple(_box(s) for s in data["spots"]), tuple(Thing.from_json(t) for t in data["things"]),
                       bool(data["chooser"]), bool(data["waiting"]), str(data["message"] or ""),
                       (int(data["at"][0]), int(data["at"][1])), bool(data["active"]))


def _box(value: Sequence[Any]) -> Box:
    """A rectangle read back from JSON."""
    return int(value[0]), int(value[1]), int(value[2]), int(value[3])


def quotes(words: str) -> list[str]:
    """The phrases the words quote, folded."""
    return [fold(q) for q in QUOTED.findall(words) if fold(q)]


def quoted_in(words: str, label: str) -> bool:
    """Whether a phrase the words quote occurs in `label`."""
    folded = fold(label)
    return bool(folded) and any(q in folded for q in quotes(words))


def named_in(words: str, label: str) -> bool:
    """Whether the whole of `label` occurs in the words (between word boundaries)."""
    folded = fold(label)
    return bool(folded) and re.search(rf"(?<!\w){re.escape(folded)}(?!\w)", fold(words)) is not None


def names(words: str, label: str) -> bool:
    """Whether the words name a label: quote a phrase of it, or say it whole."""
    return quoted_in(words, label) or named_in(words, label)


def _inside(point: tuple[float, float], box: Box) -> bool:
    """Whether a window point lies in a rectangle (right and bottom edges excluded, as pygame's)."""
    x, y, w, h = box
    return x <= point[0] < x + w and y <= point[1] < y + h


def reading_order(things: Sequence[Thing]) -> list[Thing]:
    """Top to bottom, then left to right."""
    return sorted(things, key=lambda t: (t.rect[1], t.rect[0]))


def _visible(picture: Picture, found: list[Thing]) -> list[Thing]:
    """The things found, each of which must be visible somewhere."""
    for thing in found:
        if thing.point is None:
            raise Lost(f"{picture.where()}: “{thing.label}” is hidden (under the bubble?)")
    return found


def pointed(picture: Picture, clicked: Sequence[Thing] = ()) -> list[Thing]:
    """Every thing the words and highlight point at in `picture`, having clicked `clicked` in this step (rules 1
    to 3), in the order a reader tries them: quoted, then highlighted, then named."""
    things = picture.things
    if picture.mode == NEXT:
        found = [t for t in things if t.kind == NEXT_BUTTON]
        if not found:
            raise Lost(f"{picture.where()}: no Next button is shown")
        return _visible(picture, found[:1])
    if picture.chooser:
        rows = [t for t in reading_order([t for t in things if t.kind == ROW]) if names(picture.words, t.label)]
        if not rows:
            offered = "; ".join(f"“{t.label}”" for t in things if t.kind == ROW)
            raise Lost(f"{picture.where()}: a chooser appears that the words do not mention ({offered})")
        return _visible(picture, rows)
    done = {(t.label, t.rect) for t in clicked}
    lit = reading_order([t for t in things if t.kind == TARGET and (t.label, t.rect) not in done])
    quoted = [t for t in lit if quoted_in(picture.words, t.label)]
    under = [t for spot in picture.spots for t in lit if _inside(t.centre, spot)]
    named = [t for t in lit if named_in(picture.words, t.label)]
    found = list(dict.fromkeys(quoted + under + named)) or [t for t in things if t.kind == OVERLAY and not lit]
    if found:
        return _visible(picture, found)
    if picture.waiting and clicked:
        raise Lost(f"{picture.where()}: the click on “{clicked[-1].label}” waits for a second click the words "
                   f"do not ask for (the bubble says: {picture.message or 'nothing'})")
    raise Lost(f"{picture.where()}: the words name nothing clickable and the highlight covers nothing clickable "
               f"({len(lit)} lit)")


def aim(picture: Picture, clicked: Sequence[Thing] = ()) -> Thing:
    """The thing a reader clicks first in `picture` (the first that `pointed` gives)."""
    return pointed(picture, clicked)[0]


@dataclass
class Walked:
    """What a walk by the words came to: steps passed, clicks made, paths tried, and the problem that stopped it."""

    steps: int = 0
    clicks: int = 0
    tried: int = 0
    problem: str | None = None


MAX_CLICKS_PER_STEP = 6
Look = Callable[[], Picture]
Click = Callable[[Thing], None]
Keep = Callable[[], Callable[[], None]]


class _Stuck(Exception):
    """A path of clicks that does not complete its step (the message says where and why)."""


class _Step:
    """One step walked by its words: every thing pointed at is clicked (each from the step's start, through
    `restore`) and must lead to the step's end by further clicks the words point at."""

    def __init__(self, look: Look, click: Click, walked: Walked, restore: Callable[[], None] | None) -> None:
        self.look, self.click, self.walked, self.restore = look, click, walked, restore
        self.last: list[Thing] = []

    def _press(self, thing: Thing) -> Picture:
        assert thing.point is not None
        self.click(thing)
        self.walked.clicks += 1
        return self.look()

    def _back_to(self, path: list[Thing]) -> Picture:
        """The picture after clicking `path` from the step's start (as it is, when that is where the walk is)."""
        assert self.restore is not None
        self.restore()
        picture = self.look()
        for thing in path:
            picture = self._press(thing)
        self.last = list(path)
        return picture

    def explore(self, picture: Picture, path: list[Thing], every: bool) -> list[Thing]:
        """A path completing the step from `picture` (reached by `path`): with `every`, each thing pointed at
        must lead to the end (the first path found is returned); else the first that does."""
        if len(path) >= MAX_CLICKS_PER_STEP:
            raise _Stuck(f"{picture.where()}: {MAX_CLICKS_PER_STEP} clicks did not complete the step")
        try:
            found = pointed(picture, path)
        except Lost as lost:
            raise _Stuck(str(lost)) from None
        if self.restore is None:
            found = found[:1]
        first: list[Thing] | None = None
        problem: str | None = None
        for i, thing in enumerate(found):
            before = picture if i == 0 else self._back_to(path)
            self.walked.tried += i > 0
            after = self._press(thing)
            self.last = path + [thing]
            try:
                done = self._follow(before, after, path + [thing], every and first is None)
            except _Stuck as stuck:
                if every:
                    raise
                problem = problem or str(stuck)
                continue
            first = first or done
            if not every:
                break
        if first is None:
            raise _Stuck(problem or f"{picture.where()}: nothing completes the step")
        return first

    def _follow(self, before: Picture, after: Picture, path: list[Thing], every: bool) -> list[Thing]:
        """Go on from the click that ended `path` (rule 4)."""
        thing = path[-1]
        if after.at != before.at or not after.active:
            return path
        if after.chooser or after.waiting or (thing.kind == OVERLAY and after != before):
            return self.explore(after, path, every)
        said = after.message or "nothing"
        raise _Stuck(f"{before.where()}: the click on “{thing.label}” did nothing (the bubble says: {said})")

    def walk(self, picture: Picture) -> Picture:
        """Walk the step from `picture`; the picture after the first path the reader would take."""
        path = self.explore(picture, [], True)
        if self.last != path:
            self._back_to(path)
        return self.look()


def walk(look: Look, click: Click, echo: Callable[[Picture], None] | None = None, keep: Keep | None = None) -> Walked:
    """Walk a tutorial to its end by the words: `look` shows the window now (after the last click took effect),
    `click` clicks a thing at its visible point. With `keep` (which notes the present place and gives a way back
    to it), every thing each step points at is tried; without, the first. Stops at the first step the words
    cannot complete (rule 4)."""
    walked = Walked()
    picture = look()
    while picture.active:
        if echo is not None:
            echo(picture)
        step = _Step(look, click, walked, keep() if keep is not None else None)
        try:
            picture = step.walk(picture)
        except _Stuck as stuck:
            walked.problem = str(stuck)
            return walked
        walked.steps += 1
    return walked
