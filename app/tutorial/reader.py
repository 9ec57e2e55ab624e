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
2. A chooser is open: the first row (top down) whose label the words name. A chooser whose rows the words
   do not name fails the step ("a chooser appears that the words do not mention").
3. Otherwise the lit targets not yet clicked in this step, in this order of preference:
   a. quoted: a phrase the words quote (“…”, „…”, "…", «…») occurs in the target's label;
   b. highlighted: the centre of the target's drawn bounds lies inside a highlighted rectangle (in the order
      of the step's highlight names, then in reading order: top to bottom, left to right);
   c. named: the target's whole label occurs in the words.
   The first such target (reading order) is clicked. None fails the step ("the words name nothing
   clickable and the highlight covers nothing clickable"), and so does one hidden under the bubble; but
   an overlay showing nothing to click (a fight's result banner) is first passed with a click on it, as a
   reader who does not wait for it to end clicks it away.
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


def _visible(picture: Picture, found: list[Thing]) -> Thing:
    """The first thing found, which must be visible somewhere."""
    thing = found[0]
    if thing.point is None:
        raise Lost(f"{picture.where()}: “{thing.label}” is hidden (under the bubble?)")
    return thing


def aim(picture: Picture, clicked: Sequence[Thing] = ()) -> Thing:
    """The thing a reader clicks next in `picture`, having clicked `clicked` in this step (rules 1 to 3)."""
    things = picture.things
    if picture.mode == NEXT:
        found = [t for t in things if t.kind == NEXT_BUTTON]
        if not found:
            raise Lost(f"{picture.where()}: no Next button is shown")
        return _visible(picture, found)
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
    found = quoted or under or named or [t for t in things if t.kind == OVERLAY and not lit]
    if found:
        return _visible(picture, found)
    if picture.waiting and clicked:
        raise Lost(f"{picture.where()}: the click on “{clicked[-1].label}” waits for a second click the words "
                   f"do not ask for (the bubble says: {picture.message or 'nothing'})")
    raise Lost(f"{picture.where()}: the words name nothing clickable and the highlight covers nothing clickable "
               f"({len(lit)} lit)")


@dataclass
class Walked:
    """What a walk by the words came to: steps passed, clicks made, and the problem that stopped it."""

    steps: int = 0
    clicks: int = 0
    problem: str | None = None


MAX_CLICKS_PER_STEP = 6


def walk(look: Callable[[], Picture], click: Callable[[Thing], None],
         echo: Callable[[Picture], None] | None = None) -> Walked:
    """Walk a tutorial to its end by the words: `look` shows the window now (after the last click took effect),
    `click` clicks a thing at its visible point. Stops at the first step the words cannot complete (rule 4)."""
    walked = Walked()
    picture = look()
    while picture.active:
        if echo is not None:
            echo(picture)
        start, clicked = picture.at, list[Thing]()
        for _ in range(MAX_CLICKS_PER_STEP):
            try:
                thing = aim(picture, clicked)
            except Lost as lost:
                walked.problem = str(lost)
                return walked
            assert thing.point is not None
            click(thing)
            walked.clicks += 1
            clicked.append(thing)
            before, picture = picture, look()
            if picture.at != start or not picture.active:
                break
            if not (picture.chooser or picture.waiting or (thing.kind == OVERLAY and picture != before)):
                said = picture.message or "nothing"
                walked.problem = f"{before.where()}: the click on “{thing.label}” did nothing (the bubble says: {said})"
                return walked
        else:
            walked.problem = f"{picture.where()}: {MAX_CLICKS_PER_STEP} clicks did not complete the step"
            return walked
        walked.steps += 1
    return walked
